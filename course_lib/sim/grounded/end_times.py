"""One thing's end time from the clock time and the one length the documents give it (issue 26;
the twenty-third set's R3b; notebook 02's grounded answers).

"What time does Tuesday's lesson finish?" over "Tuesday 9 Oct at 16:00 (2 hours, pick-up from
college) and Friday 12 Oct at 08:30 (1 hour ...)": no sentence states the end, and the one on the
question's subject gives its operands, a start and a length. Here the sentence (or the clause of
it, split at "and" / ";", that names the subject) holding exactly one clock time and one length
answers start + length: "18:00 (16:00 + 2 hours)."

:func:`ended` gives ``None`` when the question asks no end time (``item_durations``' cue: one home),
the subject's lines already state an end ("until 17:00", "10:00-12:00", "ends at"), or no line on
the subject holds a clock time; an ``Unworked`` (a stated documents limit for the caller) when the
one line on the subject holds a start but no length, or several (a start and a length are only the
operands: quoting them is no answer). A length that is an offset ("30 minutes before", "every 20
minutes", "within 2 hours") is no length. Clock times and lengths are ``item_durations``' readers.
Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.values import item_durations
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import AMOUNT_RE
from course_lib.sim.words.text import content_terms

_CUE = patterns("end_times")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MAX_PARTS = 12  # a cap on the clauses read per sentence


@dataclass(frozen=True)
class Ended:
    """The end time worked out: the start and the length as written, and the end ("18:00")."""

    start: str
    length: str
    end: str

    def answer(self) -> str:
        return f"{self.end} ({self.start} + {self.length})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def ended(question: str, bodies: list[str]) -> Ended | Unworked | None:
    """The end time the question asks, worked out as the module docstring says."""
    from course_lib.sim.material.prose import units

    if not item_durations.asks_end(question):
        return None
    subject = frozenset(content_terms(item_durations.without_length_words(question)))
    if not subject:
        return None
    timed: list[str] = []
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            text = _unit_keys(" ".join(unit.text.split()))
            if not _clocks(text) or not subject & frozenset(content_terms(text)):
                continue
            if _CUE.states_end.search(text) or _CUE.clock_range.search(text):
                started = _started_clause(text, frozenset(content_terms(question)))
                if started is not None:  # "(the last slot starts at 17:00)" beside "50-minute slots"
                    return started
                return None  # ("ends at 17:00", "10:00-12:00": the usual reading quotes the end)
            timed.append(text)
    if not timed:
        return None
    asked = _clocks(question)  # "the 17:30 showing": the start, when a line holds several times
    at = asked[0][1] if len(asked) == 1 else None
    found = {f for text in timed for f in _worked(text, subject, at)}
    if len(found) == 1:
        return found.pop()
    if len(timed) == 1 and not found:
        return Unworked("the line on it gives a start time but not one length to add to it, nor an end time")
    return None


def ended_in_thread(question: str, statements: list[str]) -> Ended | None:
    """The end time a follow-up asks ("when do I need to be back", "when does it come out") from
    the user's latest earlier statement that gives a clock time ("I paid for 3 hours' parking
    starting at 13:40"): start + length when that statement holds exactly one of each (or one
    clause of it naming the question's subject does); ``None`` otherwise, or when it states an end.
    The length may be the follow-up's own ("its 2 hrs 10 mins long, when does it end" after "the film
    starts at 19:45"): when the question writes exactly one length and no clock time, and the
    statement one clock time and no length, the two are read together (fix67e)."""
    if not item_durations.asks_end(question):
        return None
    subject = frozenset(content_terms(item_durations.without_length_words(question)))
    own = [question[a:b] for a, b, _ in _joined(item_durations.durations(question), question)
           if not _CUE.offset.match(question, b) and not _CUE.not_length_before.search(question[:a])]
    for text in list(reversed(statements))[:_MAX_DOCS]:
        text = " ".join(text.split())
        if not _clocks(text):
            continue
        if _CUE.states_end.search(text) or _CUE.clock_range.search(text):
            return None
        if len(own) == 1 and not _clocks(question) and len(_clocks(text)) == 1 and not item_durations.durations(text):
            found = _one(f"{text} {' '.join(own[0].split())}")
            return found
        found = _worked(text, subject)
        return found[0] if len(found) == 1 else None
    return None


def only_start_times(text: str) -> bool:
    """Every clock time ``text`` writes is marked as a start ("My train leaves at 18:52", "the library
    opens at 10:00"): quoted for "what time do I get in" or "when does it close" it gives the departure
    or the opening, not the time asked. ``False`` with none, or with a range of times ("9am-5pm")."""
    clocks = _clocks(text)
    if not clocks or _CUE.clock_range.search(text):
        return False
    return all(_marked_start(text, at) for at in _clock_starts(text))


def _marked_start(text: str, at: int) -> bool:
    """A start word stands before the clock time at ``at`` in its clause, with no end word after it
    ("open until")."""
    edges = [m.end() for m in _CUE.clause_edge.finditer(text, 0, at)]
    before = text[edges[-1] if edges else 0:at]
    marks = list(_CUE.start_word.finditer(before))
    return bool(marks) and not _CUE.states_end.search(before, marks[-1].start())


def start_for_end(question: str, sentences: list[str]) -> str | None:
    """The reason the chosen sentences are no answer when the question asks an end time ("what time does
    the library close") and every clock time they write is a start ("opens at 10:00 on weekdays");
    ``None`` otherwise."""
    if not sentences or not item_durations.asks_end(question) or not only_start_times(" ".join(sentences)):
        return None
    return ("the line it found gives only when something opens, starts or leaves, not the end or closing "
            "time the question asks")


def _clock_starts(text: str) -> list[int]:
    return [m.start() for m in _CUE.clock_at.finditer(text)
            if not any(a.start() <= m.start() < a.end() for a in AMOUNT_RE.finditer(text))]


def _clocks(text: str) -> list[tuple[int, str]]:
    """The clock times ``text`` writes, amounts of money left out ("GBP 7.50" is no 7:50)."""
    return item_durations.clocks(AMOUNT_RE.sub(" ", text))


def _unit_keys(text: str) -> str:
    """``text`` with each record key that carries its unit written as a length ("runtime_min": 118
    -> "runtime 118 min"), so a record's length reads as one."""
    if "_" not in text:
        return text
    return _CUE.unit_key.sub(lambda m: f"{m.group('key').replace('_', ' ')} {m.group('n')} {m.group('unit')}", text)


def _worked(text: str, subject: frozenset[str], at: str | None = None) -> list[Ended]:
    """start + length for the sentence, else for each of its clauses that names the subject, when it
    holds exactly one clock time and one length (or ``at``, the question's own clock time, among
    several)."""
    whole = _one(text, at)
    if whole is not None:
        return [whole]
    timed = [(p, f) for p in _CUE.clause_split.split(text)[:_MAX_PARTS] if (f := _one(p)) is not None]
    if not timed:
        return []
    # the clause naming most of the subject; on a tie, the first clause's words before its clock
    # time count for the later ones too ("Sessions are on Thursdays at ... and on Saturdays at ...")
    own = [len(subject & frozenset(content_terms(p))) for p, _ in timed]
    best = _unique_best(own)
    if best is None:
        first = timed[0][0]
        head = frozenset(content_terms(first[:_clock_at(first)]))
        best = _unique_best([n if i == 0 else len(subject & (frozenset(content_terms(p)) | head))
                             for i, ((p, _), n) in enumerate(zip(timed, own, strict=True))])
    return [timed[best][1]] if best is not None else []


def _started_clause(text: str, asked: frozenset[str]) -> Ended | None:
    """start + length when a line that also writes a range or an end ("slots from 10:00 to 17:00 (the
    last slot starts at 17:00)") has one clause (split at ``clause_split`` and at brackets) sharing
    more of the question's words (``asked``, two at least) than any other timed clause, whose one
    clock time is marked a start and which writes no end and no range, and the whole line gives
    exactly one length ("2 hours", or a compound before its noun, "50-minute slots", never an offset
    however it is led: "booked in 50-minute slots"); ``None`` otherwise."""
    parts = [p for p in _CUE.bracket_split.split(text)[:_MAX_PARTS] if _clocks(p)]
    parts = [q for p in parts for q in _CUE.clause_split.split(p)[:_MAX_PARTS] if _clocks(q)]
    shared = [len(asked & frozenset(content_terms(p))) for p in parts]
    best = _unique_best(shared)
    if best is None or shared[best] < 2:
        return None
    clause = parts[best]
    if (len(_clocks(clause)) != 1 or _CUE.states_end.search(clause) or _CUE.clock_range.search(clause)
            or not only_start_times(clause)):
        return None
    lengths = [text[a:b] for a, b, _ in _joined(item_durations.durations(text), text)
               if not _CUE.offset.match(text, b) and not _CUE.not_length_before.search(text[:a])]
    lengths += [f"{m.group('n')} {m.group('unit')}s" for m in _CUE.compound_length.finditer(text)]
    if len(lengths) != 1:
        return None
    return _one(f"{clause} {lengths[0]}")


def _unique_best(scores: list[int]) -> int | None:
    top = max(scores, default=0)
    return scores.index(top) if top and scores.count(top) == 1 else None


def _clock_at(text: str) -> int:
    """Where ``text``'s first clock time starts (its length if none)."""
    m = _CUE.clock_at.search(text)
    return m.start() if m else len(text)


def _joined(lengths: list[tuple[int, int, float]], text: str) -> list[tuple[int, int, float]]:
    """Lengths written in parts ("1 hour 45 minutes", "2 hours and 10 minutes") as one: a part
    in a smaller unit right after the one before it."""
    out: list[tuple[int, int, float]] = []
    for a, b, minutes in lengths:
        if out and re.fullmatch(r"\s*(?:,|and)?\s*", text[out[-1][1]:a]) and minutes < 60 <= out[-1][2]:
            out[-1] = (out[-1][0], b, out[-1][2] + minutes)
        else:
            out.append((a, b, minutes))
    return out


def _one(text: str, at: str | None = None) -> Ended | None:
    clocks = _clocks(text)
    if at is not None and len(clocks) > 1:  # the question's start among the line's times
        clocks = [c for c in clocks if c[1] == at]
    lengths = [(a, b, minutes) for a, b, minutes in _joined(item_durations.durations(text), text)
               if not _CUE.offset.match(text, b) and not _CUE.not_length_before.search(text[:a])]
    if len(clocks) != 1 or len(lengths) != 1:
        return None
    (start_minutes, start), = clocks
    (a, b, minutes), = lengths
    end = int(start_minutes + minutes) % (24 * 60)
    return Ended(start, re.sub(r"\s+", " ", text[a:b].strip()), f"{end // 60:02d}:{end % 60:02d}")


__all__ = ["Ended", "Unworked", "ended", "ended_in_thread", "only_start_times", "start_for_end"]
