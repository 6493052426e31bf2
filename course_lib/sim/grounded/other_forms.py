"""Before "I don't know": the question's own value held by the documents in another form (invent75,
issue 26: "how much to keep the room till 4pm" over "Late check-out until 16:00: £45 per room", "4号楼会
停水吗?" over "受影响楼栋:3号楼、5号楼、6号楼", both answered "I don't know").

The word matching links a question to a line by shared words; a value written in another notation
shares none, so a missing match there is no evidence of absence. Such forms, each read whole:

- a clock time of the question ("4pm", "16:30", "1 pm") that the documents write in the other clock
  ("16:00" for "4pm", "4.30pm" for "16:30"): the line on that time is there;
- a numbered member of a kind ("flat 4", "4号楼"; digits only, not "block B") whose kind the documents
  number with other members ("Flats 3, 5 and 7", "3号楼、5号楼"): the documents list the kind, and the
  answer is whether the asked member is among them, which it does not settle.
- (ground80) leave asked up to or past a time ("can we have the dj playing till midnight") over a rule
  bounding an activity by a clock time ("Amplified music must stop by 11pm"): the rule is likely the
  answer in other words than the question's (``asked_time_bound``, ``stated_time_bound``).

:func:`limit` gives the documents limit's reason (the caller states it), ``None`` when neither holds;
:func:`abbreviated` (for ``partial_answers``) the missing month or weekday the documents abbreviate. The
clock times are read by ``words.times_of_day.clock_times``.
Words are data (``data/sim/other_forms.yaml``). Bounded: ``_MAX_DOCS``, ``_MAX_CHARS``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read
from course_lib.sim.words.times_of_day import clock_times, clock_writings

_MAX_DOCS = 20  # a cap on the documents read
_MAX_CHARS = 20000  # a cap on a document's characters read


@lru_cache(maxsize=1)
def _bounds() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(the question's asked time bound, a documents' line bounding an activity by a clock time)."""
    data = read("other_forms.yaml")
    asked, stated = data.get("asked_time_bound"), data.get("stated_time_bound")
    if not isinstance(asked, str) or not isinstance(stated, str):
        raise ValueError("other_forms.yaml: 'asked_time_bound' and 'stated_time_bound' must be patterns")
    return re.compile(asked), re.compile(stated)


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], re.Pattern[str]]:
    data = read("other_forms.yaml")
    kinds = data.get("numbered_kinds")
    zh = data.get("zh_numbered")
    if not isinstance(kinds, list) or not all(isinstance(k, str) and k for k in kinds) or not isinstance(zh, str):
        raise ValueError("other_forms.yaml: 'numbered_kinds' must be a list of words, 'zh_numbered' a pattern")
    return frozenset(k.lower() for k in kinds), re.compile(zh)


def _members(text: str) -> dict[str, set[str]]:
    """The numbered members of each kind in ``text``: {"flat": {"3", "5"}, "号楼": {"3"}}."""
    kinds, zh = _data()
    out: dict[str, set[str]] = {}
    for m in re.finditer(r"\b([A-Za-z]+)\s+(\d{1,3})((?:\s*(?:,|and|&|or)\s*\d{1,3}\b)*)", text):
        kind = m.group(1).lower()
        if kind in kinds:
            key = kind[:-1] if kind.endswith("s") and kind[:-1] in kinds else kind
            out.setdefault(key, set()).update([m.group(2), *re.findall(r"\d{1,3}", m.group(3))])
    for m in zh.finditer(text):
        out.setdefault(m.group("kind"), set()).add(m.group("n"))
    return out


def limit(question: str, bodies: list[str]) -> str | None:
    """The reason "I don't know" is not to be trusted for ``question`` over ``bodies``, or ``None``."""
    text = "\n".join(b[:_MAX_CHARS] for b in bodies[:_MAX_DOCS])
    asked_times = clock_times(question)
    if asked_times:
        held = clock_times(text)
        for minutes, notation in asked_times.items():
            if minutes in held and held[minutes] != notation:
                written = clock_writings(question)[0]
                return (f"the question's time ({written.strip()}) is in the documents in the other clock's notation, "
                        "which its reading of the lines does not link to the question")
    bound = _time_bound(question, text)
    if bound:
        return bound
    asked = _members(question)
    if asked:
        held = _members(text)
        for kind, numbers in asked.items():
            others = held.get(kind, set()) - numbers
            if len(others) >= 2 and not numbers & held.get(kind, set()):
                listed = ", ".join(sorted(others, key=int)[:6])
                return (f"the documents number the {kind} the question asks about ({listed}), and it does not "
                        "settle whether the one it names is among them")
    return None


def _time_bound(question: str, text: str) -> str | None:
    """(ground80) A yes/no asking leave up to or past a time ("can we have the dj playing till midnight")
    over documents whose rule bounds an activity by a clock time ("Amplified music must stop by 11pm"): the
    reason "I don't know" is not to be trusted (the rule is likely the answer, in other words than the
    question's), or ``None``."""
    from course_lib.sim.grounded.leave_questions import asks_leave

    asked_rx, stated_rx = _bounds()
    asked = asked_rx.search(question)
    if asked is None or not asks_leave(question):
        return None
    early = re.sub(r"\s+", " ", asked.group("edge").lower()) in _early_edges()
    wanted = _minutes(asked.group("time"), early)
    if wanted is None:
        return None
    for stated in stated_rx.finditer(text):
        said = _minutes(stated.group(0), early)
        if said is not None and (wanted < said if early else wanted > said):
            return (f"the question asks leave {asked.group(0).strip()}, and a rule of the documents bounds an "
                    f"activity by a clock time ({stated.group(0).strip()!r}) in other words than the question's, "
                    "which its reading of the lines does not link to the question")
    return None


@lru_cache(maxsize=1)
def _early_edges() -> frozenset[str]:
    edges = read("other_forms.yaml").get("early_edges")
    if not isinstance(edges, list) or not all(isinstance(e, str) for e in edges):
        raise ValueError("other_forms.yaml: 'early_edges' must be a list of words")
    return frozenset(e.lower() for e in edges)


def _minutes(text: str, early: bool) -> int | None:
    """Minutes after midnight of ``text``'s first clock time ("midnight" 24:00, "noon" 12:00); an end's small hours
    (before 6am) count into the next day: "until 1am" is later than "by 11.30pm"."""
    low = text.lower()
    if "midnight" in low:
        return 24 * 60
    if "noon" in low or "midday" in low:
        return 12 * 60
    times = clock_times(text)
    if not times:
        return None
    minutes = min(times)
    return minutes + 24 * 60 if not early and minutes < 6 * 60 else minutes


def abbreviated(missing: list[str], bodies: list[str]) -> str | None:
    """The first of ``missing`` (words a partial answer's lines lack) that the documents write as its
    abbreviation: a month ("january" as "Jan") or a weekday ("thursday" as "Thu"), which the word
    matching does not link; ``None`` when none is."""
    from course_lib.sim.words.day_names import DAY_ABBREVIATIONS, MONTHS, WEEKDAYS

    text = "\n".join(b[:_MAX_CHARS] for b in bodies[:_MAX_DOCS])
    short = {m: (m[:3], m[:4]) for m in MONTHS} | dict(zip(WEEKDAYS, DAY_ABBREVIATIONS, strict=True))
    for word in missing:
        for form in short.get(word.lower(), ()):
            if re.search(rf"\b{form}\b\.?", text, re.IGNORECASE) and not re.search(rf"\b{word}\b", text, re.IGNORECASE):
                return word
    return None
