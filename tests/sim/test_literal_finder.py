"""``LiteralFinder`` (a gate of ``FirstMatches`` / ``AnyMatches``: does a folded text hold one of
some needed strings, or a digit?) finds what one alternation of those strings found: the same
texts, with ``in`` scans instead of ``re`` trying every alternative at each position."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib.sim.words.first_matches import DIGIT, LiteralFinder


def _alternation(need) -> re.Pattern[str]:
    return re.compile("|".join(r"\d" if x == DIGIT else re.escape(x) for x in sorted(need)))


CASES = [
    ({"kiln", "oven"}, "the kiln cools overnight", True),
    ({"kiln", "oven"}, "the glaze runs", False),
    ({DIGIT, "degree"}, "fire at cone 6", True),
    ({DIGIT, "degree"}, "٣ hours", True),  # any decimal digit, as "\d" matches
    ({DIGIT, "degree"}, "a few degrees more", True),
    ({DIGIT, "degree"}, "no figure here", False),
    ({DIGIT}, "three hours", False),
    ({"[inst]", "<|im_start|>", "a.b"}, "text <|im_start|> more", True),
    ({"a.b"}, "axb", False),  # a literal ".", not any character
    ({"天", "个月"}, "等三个月", True),
    ({"天", "个月"}, "三周", False),
]


@pytest.mark.parametrize(("need", "text", "found"), CASES)
def test_a_finder_finds_what_the_alternation_finds(need, text, found):
    finder = LiteralFinder(frozenset(need))
    assert bool(finder.search(text)) is found
    assert (finder.search(text) is not None) is found  # ``None`` when nothing is found, as ``re``
    assert (_alternation(need).search(text) is not None) is found


def test_finders_of_the_same_strings_are_equal_and_keep_the_pattern_text():
    a, b = LiteralFinder(frozenset({"degree", "°"})), LiteralFinder(frozenset({"°", "degree"}))
    assert a == b and hash(a) == hash(b) and a.pattern == "degree|°"
    assert a != LiteralFinder(frozenset({"degree"}))


_ALPHABET = "ab.|\\*()[]-_ 1٣x天个月"


@settings(max_examples=300, deadline=None)
@given(
    need=st.frozensets(st.one_of(st.just(DIGIT), st.text(_ALPHABET, min_size=1, max_size=4)), min_size=1, max_size=6),
    text=st.text(_ALPHABET, max_size=30),
)
def test_any_strings_any_text(need, text):
    assert (LiteralFinder(need).search(text) is not None) == (_alternation(need).search(text) is not None)
