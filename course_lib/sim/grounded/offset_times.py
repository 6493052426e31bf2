"""A time the notes state as an offset from another time, worked out (issue 26, the
twenty-seventh set's V5; notebook 02's grounded answers).

"What time does the gate shut?" over a boarding pass whose lines read "Gate closes 20 minutes
before departure." and "Departs 13:05", "what time do the doors open" over "Doors open 40 minutes
before curtain-up" and "curtain-up 19:30": no line states the time asked, and quoting the rule
(or the boarding time beside it) hands the reader the operands. A model applies the rule.

:func:`worked` finds the one rule sentence "<event> <verb> N <unit> before / after <anchor>"
(numbers in digits or "an hour", "half an hour", "a quarter of an hour"; the pattern and the
words are data: ``patterns.yaml`` ``offset_times``) whose event shares a word with the question,
then the one clock time of a line that names the anchor (a word of it, or a word it begins:
"departure" for "Departs"), and adds or takes the offset. The anchor stated with several times
(two closing times, weekdays and weekends) or none: ``Unworked`` naming the rule (the caller
states a documents limit), never the rule quoted as the answer. ``None`` when no rule's event is
the question's. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.

An arrival rule ("please arrive 10 minutes before your appointment", "check in 45 minutes before
departure", "be at the jetty 15 minutes early": ``arrival_rule``) answers a question asking when a
person should arrive (``arrival_asked``: "what time should we get there", never "when does the ferry
arrive"): its anchor's time, else the documents' one clock time, else the time a booking was moved to
(``moved_time``), less the offset (:func:`_arrival`; the forty-fifth set's NN3 (a)).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("offset_times")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 1000  # a cap on the units read per document
_DAY = 24 * 60
_WORD_RE = re.compile(r"[a-z]{3,}")
_WORDED_MINUTES = {"half an": 30, "half a": 30, "a quarter of an": 15, "quarter of an": 15,
                   "three quarters of an": 45, "an": 60, "a": 60, "one": 60}


@dataclass(frozen=True)
class Offset:
    """The time worked out: the rule, the anchor's line and time, and the result."""

    rule: str
    anchor: str
    anchor_time: str
    minutes: int
    before: bool
    time: str

    def text(self) -> str:
        sign = "-" if self.before else "+"
        return f"{self.time} ({self.rule.rstrip('.')}: {self.anchor_time} {sign} {self.minutes} min)."


@dataclass(frozen=True)
class Unworked:
    reason: str


def worked(question: str, bodies: list[str]) -> Offset | Unworked | None:
    """The time the question asks, worked from a rule and its anchor's time (module docstring)."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.values.field_readers import time_spans

    if not _CUE.asks.search(question):
        return None
    asked = _words(_CUE.question_words.sub(" ", question.lower()))
    if not asked:
        return None
    texts = [u.text for body in bodies[:_MAX_DOCS] for u in units(body)[:_MAX_UNITS]]
    rules = []
    for text in texts:
        for m in _CUE.rule.finditer(text):
            event = m.group("event").lower()
            if _words(event) & asked or (_CUE.addressed.match(event) and _words(m.group("verb").lower()) & asked):
                rules.append((text, m))
    if not rules and _CUE.arrival_asked.search(question):
        return _arrival(texts)
    if len({r[1].group(0) for r in rules}) != 1:
        return None
    text, m = rules[0]
    minutes = _minutes(m.group("n"), m.group("unit"))
    if minutes is None:
        return None
    anchor = _words(_CUE.anchor_stop.sub(" ", m.group("anchor").lower())) or _words(m.group("anchor").lower()) - {"the"}
    times = []
    for line in texts:
        if line == text:
            line = text[:m.start()] + " " + text[m.end():]  # the rule's own unit, the rule left out
        if any(w.startswith(a[:5]) or a.startswith(w[:5]) for w in _words(line.lower()) for a in anchor
               if len(w) >= 5 and len(a) >= 5 or w == a):
            times += [t for _, _, t in time_spans(line)]
    rule = m.group(0).strip()
    times = list(dict.fromkeys(times))
    if len(times) != 1:
        stated = f"at {len(times)} times ({', '.join(times[:3])})" if times else "at no time it reads"
        return Unworked(f"the documents state a rule for it (\"{rule}\"), but {m.group('anchor').strip()!r} "
                        f"stands {stated}, so it cannot work the time out")
    before = m.group("dir").lower() != "after"
    h, mm = int(times[0][:2]), int(times[0][3:5])
    total = (h * 60 + mm + (-minutes if before else minutes)) % _DAY
    return Offset(rule, m.group("anchor").strip(), times[0], minutes, before, f"{total // 60:02d}:{total % 60:02d}")


def _arrival(texts: list[str]) -> Offset | Unworked | None:
    """"What time should we get there?" over "Please arrive 10 minutes before your appointment" (or "...
    15 minutes early") and the appointment's time: the time to arrive. The anchor's time is a line's
    naming it (as ``worked`` reads one), else the documents' one clock time, else the time a booking was
    moved to ("we've moved you to the 1 pm trip"); several: ``Unworked``."""
    from course_lib.sim.values.field_readers import time_spans

    rules = [(text, m) for text in texts for m in _CUE.arrival_rule.finditer(text)]
    if len({m.group(0).lower() for _, m in rules}) != 1:
        return None
    text, m = rules[0]
    minutes = _minutes(m.group("n"), m.group("unit"))
    if minutes is None:
        return None
    rest = [text[:m.start()] + " " + text[m.end():] if line == text else line for line in texts]
    times: list[str] = []
    if m.group("anchor"):
        anchor = _words(_CUE.anchor_stop.sub(" ", m.group("anchor").lower())) - {"your"}
        for line in rest:
            if any(w[:5] == a[:5] for w in _words(line.lower()) for a in anchor if len(w) >= 5 and len(a) >= 5 or w == a):
                times += [t for _, _, t in time_spans(line)]
    if not times:  # "15 minutes early", "before your appointment" with no line naming it: the event's time
        times = [t for line in rest for _, _, t in time_spans(line)]
        if len(set(times)) > 1:
            moved = [t for line in rest for x in _CUE.moved_time.finditer(line)
                     for _, _, t in time_spans(x.group("t") or x.group("t2"))]
            times = moved or times
    rule = m.group(0).strip()
    times = list(dict.fromkeys(times))
    if len(times) != 1:
        stated = f"at {len(times)} times ({', '.join(times[:3])})" if times else "at no time it reads"
        return Unworked(f"the documents state a rule for arriving (\"{rule}\"), but the time it counts from stands "
                        f"{stated}, so it cannot work the time out")
    h, mm = int(times[0][:2]), int(times[0][3:5])
    total = (h * 60 + mm - minutes) % _DAY
    anchor = (m.group("anchor") or "the booked time").strip()
    return Offset(rule, anchor, times[0], minutes, True, f"{total // 60:02d}:{total % 60:02d}")


def _words(text: str) -> set[str]:
    return set(_WORD_RE.findall(text))


def _minutes(n: str, unit: str) -> int | None:
    n = " ".join(n.lower().split())
    hours = unit.lower().startswith("h")
    if n.isdigit():
        return int(n) * (60 if hours else 1)
    if hours and n in _WORDED_MINUTES:
        return _WORDED_MINUTES[n]
    from course_lib.sim.words.number_words import VALUES

    parts = re.split(r"[-\s]+", n)  # "ten minutes", "forty-five minutes"
    if all(p in VALUES for p in parts) and parts:
        return sum(VALUES[p] for p in parts) * (60 if hours else 1)
    return None
