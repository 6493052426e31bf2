"""The length of a whole made of listed items that each hold a duration (issue 26; notebook
02's grounded answers).

"How long is the workshop?" over a programme whose items each say "(20 min)": no line states the
whole's length, and the item that shares a word with the question ("Workshop feedback, 10 min")
is quoted as if it were the answer. Here, when the question asks a length and names no one item
(its words other than those asking the length are no item's head word: the last word of the
item's first noun phrase, "Notes" in "Notes of the last meeting", "feedback" in "Workshop
feedback"), the items' durations are added up; "What time should it finish?" adds them to the one clock time the rest of the documents
give (the start). An item holding a range ("10-15 min") or two start times: a stated limit,
never a guess; so is a question word that only comes before an item's head ("coffee" in "Coffee
break") and names no title line: the item or the whole. A question whose words name an item's
head, or a thing the documents do not mention: ``None``, and the usual reading goes on. Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("item_durations")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document
_MIN_ITEMS = 2  # fewer items holding a duration make no whole to add up


@dataclass(frozen=True)
class Length:
    """The whole's length in minutes (or its end time), with the items' durations as written;
    ``minutes`` ``None`` with a ``reason`` when it cannot be worked out."""

    minutes: float | None
    terms: tuple[str, ...] = ()
    start: str = ""  # the start time as written, for an end time
    end: str = ""  # the end time ("20:55"), for an end time
    reason: str = ""

    def answer(self) -> str:
        """"85 minutes (1 hour 25 minutes). The 6 items add up: 5 + 10 + ... = 85 min." (an end
        time: "20:55. It starts at 19:30 and its 6 items take 85 minutes: 5 + ...")."""
        assert self.minutes is not None
        total = _minutes_shown(self.minutes)
        terms = " + ".join(self.terms)
        if self.end:
            return f"{self.end}. It starts at {self.start} and its {len(self.terms)} items take {total}: {terms}."
        return f"{total}. The {len(self.terms)} items add up to it: {terms}."


def whole_length(question: str, bodies: list[str]) -> Length | None:
    """The length (or end time) a question asks of the whole the documents' items make up (see
    the module docstring)."""
    asks_end = bool(_CUE.asks_end_time.search(question))
    if not asks_end and not _CUE.asks_length.search(question):
        return None
    lines = [line.strip() for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES] if line.strip()]
    items = _programme(lines)
    if len(items) < _MIN_ITEMS:
        return None
    own = frozenset(content_terms(_CUE.length_words.sub(" ", question)))
    steps = [line for line in lines if _CUE.item.match(line) and line not in items]
    if any(word in content_terms(line) for line in steps for word in own):
        return None  # "How long should I wait before watering?": a list line without a duration says it
    doc_terms = frozenset(t for line in lines for t in content_terms(line))
    if own - doc_terms:
        return None  # a word the documents never say ("the drive to Galway"): not this whole
    titles = frozenset(t for line in lines if line not in items for t in content_terms(line))
    if any(word in _head(item) for word in own for item in items):
        return None  # the question names an item: the usual reading quotes it
    for word in sorted(own):  # in a fixed order: a set's order follows the hash seed
        if word not in titles and any(word in _before_head(item) for item in items):
            return Length(None, reason=f"'{word}' may mean one of the items ({_first_with(word, items)!r}) or the "
                                       "whole they make up")
    if any(_CUE.range.search(item) or len(_CUE.duration.findall(item)) > 2 for item in items):
        return Length(None, reason="an item gives a range or several durations, so the items add up to no one length")
    minutes, terms = 0.0, []
    for item in items:
        found = durations(item)
        minutes += sum(length for _, _, length in found)
        terms.append(" ".join(item[a:b].strip() for a, b, _ in found))
    if not asks_end:
        return Length(minutes, tuple(terms))
    starts = {c for line in lines if line not in items for c in clocks(line)}
    if len(starts) != 1:
        return Length(None, reason="the documents give no one start time to add the items' durations to")
    (start_minutes, start), = starts
    end = int(start_minutes + minutes) % (24 * 60)
    return Length(minutes, tuple(terms), start=start, end=f"{end // 60:02d}:{end % 60:02d}")


@lru_cache(maxsize=1024)
def asks_end(question: str) -> bool:
    """Whether ``question`` asks an end time ("What time should it finish?", "when will it be over");
    read once per question (its readers ask it twice a reply)."""
    return bool(_CUE.asks_end_time.search(question))


def without_length_words(question: str) -> str:
    """``question`` without its words that ask a length or an end ("how long", "finish", "what time")."""
    return _CUE.length_words.sub(" ", question)


def durations(text: str) -> list[tuple[int, int, float]]:
    """Each duration ``text`` writes ("2 h", "15 min", "1 hour"), as (start, end, minutes), in
    order; a range ("10-15 min") is none. The one home of the duration pattern."""
    ranges = [(r.start(), r.end()) for r in _CUE.range.finditer(text)]
    return [(m.start(), m.end(), float(m.group("n")) * (60 if m.group("unit").lower().startswith("h") else 1))
            for m in _CUE.duration.finditer(text) if not any(a < m.end() and m.start() < b for a, b in ranges)]


def _timed(line: str) -> bool:
    return bool(_CUE.item.match(line) and (_CUE.duration.search(line) or _CUE.range.search(line)))


def _programme(lines: list[str]) -> list[str]:
    """The list items holding a duration, when they are one list (one run of list lines, other
    lines between runs) and at least half its lines: a programme whose parts add up. Items of
    two lists (a recipe's "10 minutes" and a kiln's "15 minutes") or a list of steps of which
    one says a time: none."""
    runs: list[list[str]] = []
    for prev, line in zip(["", *lines[:-1]], lines, strict=True):
        if _CUE.item.match(line):
            if runs and _CUE.item.match(prev):
                runs[-1].append(line)
            else:
                runs.append([line])
    timed = [run for run in runs if any(_timed(line) for line in run)]
    if len(timed) != 1:
        return []
    items = [line for line in timed[0] if _timed(line)]
    return items if 2 * len(items) >= len(timed[0]) else []


def _noun_phrase(item: str) -> list[str]:
    """The item's first noun phrase, as words: its text after the list marker, up to its first
    bracket, comma, colon, dash or preposition ("Notes of the last meeting (...)" -> Notes)."""
    text = _CUE.item_marker.sub("", item, count=1)
    return _CUE.phrase_end.split(text, maxsplit=1)[0].split()


def _head(item: str) -> frozenset[str]:
    """The terms of the item's head word: its first noun phrase's last word ("Workshop feedback" -> feedback)."""
    words = _noun_phrase(item)
    return frozenset(content_terms(words[-1])) if words else frozenset()


def _before_head(item: str) -> frozenset[str]:
    """The terms of the words before the head of the item's first noun phrase ("Workshop" in "Workshop feedback")."""
    return frozenset(content_terms(" ".join(_noun_phrase(item)[:-1])))


def _first_with(word: str, items: list[str]) -> str:
    return next(item for item in items if word in _before_head(item))


def clocks(line: str) -> list[tuple[int, str]]:
    """Each clock time the line writes ("19:30", "7.30 pm", "7 pm"), as (minutes after midnight, as written)."""
    out = []
    for m in _CUE.clock.finditer(line):
        if m.group("m") is None and m.group("ampm") is None:
            continue
        hour, minute = int(m.group("h")), int(m.group("m") or 0)
        ampm = (m.group("ampm") or "").lower().replace(".", "")
        if ampm and hour > 12:
            continue
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        out.append((hour * 60 + minute, m.group(0).strip()))
    return out


def _minutes_shown(minutes: float) -> str:
    """85 -> "85 minutes (1 hour 25 minutes)"."""
    whole = int(minutes) if minutes == int(minutes) else minutes
    shown = f"{whole} minutes"
    if minutes >= 60 and minutes == int(minutes):
        hours, rest = divmod(int(minutes), 60)
        parts = [f"{hours} hour{'s' * (hours != 1)}"] + ([f"{rest} minute{'s' * (rest != 1)}"] if rest else [])
        shown += f" ({' '.join(parts)})"
    return shown
