"""Guard: ``Matcher._forms`` searches a text for CamelCase terms only when it has a small letter
before a capital (``_HUMP_JOIN_RE``); every term the pattern finds has one, so the guarded scan
finds the same terms as the pattern alone, on invented and random texts."""

from __future__ import annotations

import random

import pytest

from course_lib.sim.words.matching import _CAMEL_RE, _HUMP_JOIN_RE


def _guarded(text: str) -> list[str]:
    return _CAMEL_RE.findall(text) if _HUMP_JOIN_RE.search(text) else []


@pytest.mark.parametrize("text", [
    "The pod sits in CrashLoopBackOff after the upgrade.",
    "Call getUserName before saving.",
    "A MacBook and a McDonald are no terms of three humps.",
    "plain notes about the glaze kiln, cone 6, wait 4 hours",
    "ALL CAPS HEADER and iPhoneProMax-like words",
    "",
])
def test_the_guard_finds_what_the_pattern_finds(text):
    assert _guarded(text) == _CAMEL_RE.findall(text)


def test_the_guard_agrees_on_random_texts():
    rng = random.Random(7)
    alphabet = "aAbBzZ -_x.Yq1"
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
        assert _guarded(text) == _CAMEL_RE.findall(text), text
