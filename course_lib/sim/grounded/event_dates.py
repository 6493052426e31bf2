"""A date asked for one event, found beside another (issue 26; the thirty-seventh set's class FF2).

"When is the ship due into Genoa?" over a bill of lading that names Genoa as the port and dates only
its issue and an amendment: the lines picked share the place word, and the one that holds a date
dates the amendment, not the arrival. A date answers a "when ... <event>" question only in a line
that names that event (a word of its group in data/sim/event_dates.yaml: "due", "arrival", "ETA",
"expected" for arriving). The dated lines themselves must name it ("Port of discharge: Genoa" names
where it arrives, not when), and each dated line's date must stamp the line itself ("AMENDMENT 05 MAR
2036: ...", "Printed 1 April": ``stamp``), so a line that dates an event in words the group lacks
("Last return from the island at 17h30" for "when does the last ferry leave") is left to answer. ``other_event(question, picked)`` gives the picked lines that state a date
or time when none of them names the asked event (the caller states a documents limit), else
``None``: the question asks no "when ... <event>", the event's group is unknown, or a picked dated
line names it.

``stamped_only(question, picked, texts)`` (the forty-first set's JJ3): a "when" question answered by
lines whose only date is the one that stamps a line ("Update 12 May: the repair is postponed ...")
and no word that places a time ("before the AGM", "two weeks ahead"): no line picked dates the event.
It gives the stamped line and whether another line of the documents on the question's subject (a
content word of the question) states a date or time (then the date may be there, in words the
reader did not meet: a documents limit; else the documents give no date: the absence is the answer).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, patterns, read

_CUE = patterns("event_dates")  # its cue patterns: data/sim/patterns.yaml
DATA = "event_dates.yaml"


@lru_cache(maxsize=1)
def _groups() -> dict[str, re.Pattern[str]]:
    groups = read(DATA).get("groups", {})
    return {name: re.compile(rf"\b(?:{alternation(list(words))})", re.IGNORECASE) for name, words in groups.items()}


def asked_event(question: str) -> tuple[str, ...]:
    """The groups of the event a "when" question asks about (("arrive", "close") for "when is the ship
    due"), or ``()``."""
    m = _CUE.asked.search(question)
    if m is None:
        return ()
    event = m.group("event")
    return tuple(name for name, words in _groups().items() if words.match(event))


def other_event(question: str, picked: list[str]) -> list[str] | None:
    """The dated lines of ``picked`` when none names the asked event (see the module)."""
    from course_lib.sim.words.quantities import states

    groups = asked_event(question)
    if not groups:
        return None
    dated = [s for s in picked if states(s, "date") or states(s, "time")]
    if not dated:
        return None
    if any(_groups()[group].search(s) for group in groups for s in dated):
        return None
    if not all(_CUE.stamp.search(s) for s in dated):
        return None  # a line dating an event in other words ("Last return ... at 17h30") may answer it
    return dated


def _unstamped(line: str) -> str:
    """``line`` without the stamp that opens it ("Update 12 May:", "Notice posted 3 March 2041")."""
    m = _CUE.stamp.search(line)
    return line[m.end():] if m else line


def _dates(text: str) -> bool:
    """Does ``text`` state a date or a time (in a line of prices, "4.50" is no time: a clock time only)?"""
    from course_lib.sim.words.currencies import AMOUNT_RE
    from course_lib.sim.words.quantities import states

    if states(text, "date") or _CUE.clock.search(text):
        return True
    return states(text, "time") and not AMOUNT_RE.search(text)


def stamped_only(question: str, picked: list[str], texts: list[str]) -> tuple[str, bool] | None:
    """(the stamped picked line, whether another line of ``texts`` states a date or time) when every
    picked line's date is its stamp alone (see the module), else ``None``."""
    if not _CUE.when_asked.search(question) or not picked:
        return None
    stamped = [s for s in picked if _CUE.stamp.search(s) and _dates(s)]
    if not stamped or any(_dates(_unstamped(s)) or _CUE.time_words.search(_unstamped(s)) for s in picked):
        return None
    from course_lib.sim.words.text import content_terms

    said = {" ".join(s.split()) for s in picked}
    subject = set(content_terms(question))
    others = [line for text in texts for line in re.split(r"(?<=[.!?。])\s+|\n+", text)
              if line.strip() and " ".join(line.split()) not in said and not any(" ".join(line.split()) in p for p in said)]
    # (another line that states a date or time, on the question's subject: the event may be dated there)
    return stamped[0], any((_dates(_unstamped(line)) or _CUE.time_words.search(_unstamped(line)))
                           and subject & set(content_terms(line)) for line in others)
