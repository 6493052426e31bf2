"""``AnyMatches`` opens a gate whose literals include "any digit" by looking for a digit first:
one character class scans a sentence far faster than the alternation of every literal a value
pattern needs (the date pattern's forty month and weekday names, tried at each position, were
the dearest part of typing a sentence of fresh notes). The answer is the same; the alternation
is scanned only in a text with no digit."""

from __future__ import annotations

import re

import pytest

from course_lib.sim.words.first_matches import AnyMatches
from course_lib.sim.words.quantities import _VALUE_FOUND, _VALUE_PATTERNS

_I = re.IGNORECASE


class _Counted:
    """A gate that counts its scans."""

    def __init__(self, pattern):
        self.pattern, self.scans = pattern, 0

    def search(self, text, *args):
        self.scans += 1
        return self.pattern.search(text, *args)


def _counting(matches: AnyMatches) -> list[_Counted]:
    gates = [_Counted(g) if g is not None else None for g in matches.gates]
    matches.gates = tuple(gates)
    return gates


PATTERN = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b(?:january|february|march|april)\b|(?:\d+|[一二])\s*[月日]", _I)


@pytest.mark.parametrize("text", ["Wait 3 hours before the kiln is opened.", "Fired on 2026-03-14.", "二月 and 12日"])
def test_a_text_with_a_digit_does_not_scan_the_gates_alternation(text):
    matches = AnyMatches([PATTERN])
    gates = _counting(matches)
    assert matches.found(0, text) == (PATTERN.search(text) is not None)
    assert gates[0].scans == 0


@pytest.mark.parametrize("text", ["Glazes are fired in March.", "No date at all here.", "二月"])
def test_without_a_digit_the_gate_is_scanned_as_before(text):  # a guard: passes on the old code too
    matches = AnyMatches([PATTERN])
    gates = _counting(matches)
    assert matches.found(0, text) == (PATTERN.search(text) is not None)
    assert gates[0].scans == 1


@pytest.mark.parametrize("text", [
    "Record every glaze result in the log book.", "The kiln step number 1003 needs care.",
    "Open Mon-Fri 9:00 to 17:30, closed on 25/12.", "Fired 2026-03-14 at 1,240 °C for 6 hours.",
    "It costs $12.50 or 40 元 per 2 kg; 30 % off in spring.", "三月五日 下午 3 点", "٣ hours",
])
def test_the_value_kinds_are_what_searching_each_pattern_says(text):  # a guard: passes on the old code too
    for i, pattern in enumerate(_VALUE_PATTERNS.values()):
        assert _VALUE_FOUND.found(i, text) == (pattern.search(text) is not None), (text, i)
