"""The asked noun keys several cases the documents list (issue 26, the thirty-first set's Z2).

"The tap leaked into the flat below - what's my excess?" over a schedule whose heading "EXCESSES"
keys "Standard excess: £150", "Escape of water: £400", "Subsidence: £1,000"; "my scooter was taken
from the car park - am I covered?" over a table whose COVER column keys "Buildings", "Contents",
"Motor scooters" ...: the noun the question asks for (the head of "what's my X", "how much is the
X", "am I X-ed") is a heading, a column or a label of several lines holding values, and the
question names its case in its own words ("the tap leaked", "scooter taken"), which none of those
lines' keys share. The answer is one of those lines, under a name it cannot match to the
question's words; "I don't know." would be a guess as confident as an answer.

:func:`keyed` gives the noun and the cases it keys, or ``None`` (no asked noun, fewer than two
keyed lines, or a line's key sharing the question's other words: the usual reading's business).
The asked-noun cues are ``keyed_cases`` in ``data/sim/patterns.yaml``. Bounded: ``_MAX_DOCS``,
``_MAX_UNITS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("keyed_cases")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MIN_CASES = 2  # fewer keyed lines make no list of cases
_VALUE_RE = re.compile(r"\d|\b(?:included|not included|not selected|none|nil|free|yes|no|n/a)\b", re.IGNORECASE)
_TAG_LINE_RE = re.compile(r"^[ \t]*</?[A-Za-z_][\w.-]*(?:\s[^<>\n]*)?>[ \t]*$", re.MULTILINE)  # '<excerpt page="2">'
# a line that heads the lines after it: in capitals ("FINES", "EXCESSES"), or a lead ending in a colon ("Fines:")
_HEAD_RE = re.compile(r"^(?:[A-Z][A-Z &/'’()-]{2,40}|[^:：\n\d]{2,40}[:：])$")
_LABEL_RE = re.compile(r"^\s*(?P<label>[^:：\n]{2,80}?)\s*[:：]\s*(?P<value>\S.*)$")


@dataclass(frozen=True)
class Keyed:
    """The noun the question asks for and the cases (line keys) it keys in the documents."""

    noun: str
    cases: tuple[str, ...]

    def reason(self) -> str:
        listed = ", ".join(repr(c) for c in self.cases[:4]) + (" ..." if len(self.cases) > 4 else "")
        return (f"the documents give '{self.noun}' for several cases ({listed}), none named in the question's "
                "words, and it cannot tell which of them the question's words describe")


def asked_noun(question: str) -> str:
    """The head of the noun the question asks for ("what's my excess?" -> "excess", "how much is
    the late fee for ..." -> "fee", "am I covered?" -> "covered"); "" for none."""
    m = _CUE.asked_np.search(question)
    if m:
        words = m.group("np").split()
        return words[-1] if words else ""
    m = _CUE.asked_state.search(question)
    return m.group("state") if m else ""


def keyed(question: str, bodies: list[str] | tuple[str, ...]) -> Keyed | None:
    """The module docstring's reading of ``question`` over ``bodies``."""
    from course_lib.sim.material.prose import units

    noun = asked_noun(question)
    stem = frozenset(content_terms(noun))
    if not stem:
        return None
    cases: list[str] = []
    for body in bodies[:_MAX_DOCS]:
        under = False  # under a heading the noun keys
        for u in units(_TAG_LINE_RE.sub("", body))[:_MAX_UNITS]:
            if u.heading or _HEAD_RE.match(u.text.strip()):
                under = bool(stem & frozenset(content_terms(u.text)))
                continue
            if u.table and u.cells:
                keys = [h for h, _ in u.cells]
                if any(stem & frozenset(content_terms(h)) for h in keys[1:]) and u.cells[0][1]:
                    cases.append(u.cells[0][1])
                continue
            m = _LABEL_RE.match(u.text)
            if m is None or not _VALUE_RE.search(m.group("value")):
                continue
            label = m.group("label").strip()
            if under or stem & frozenset(content_terms(label)):
                cases.append(label)
    cases = list(dict.fromkeys(cases))
    if len(cases) < _MIN_CASES:
        return None
    other = frozenset(content_terms(_CUE.asking.sub(" ", question))) - stem
    if not other or any(other & frozenset(content_terms(c)) for c in cases):
        return None
    return Keyed(noun, tuple(cases))


__all__ = ["Keyed", "asked_noun", "keyed"]
