"""``content_terms`` reads a figure ("1003", "07") as itself without ``_token_terms``' cache (most
figures of a new text are new to it): the terms are those the token reading gives."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib.sim.words.text import TOKEN_RE, _token_terms, content_terms


def _by_tokens(text: str) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for tok in TOKEN_RE.findall(text):
        for term in _token_terms(tok):
            seen.setdefault(term, None)
    return tuple(seen)


@pytest.mark.parametrize("text", [
    "Step number 1003 needs 2 hours at cone 6.",
    "Call 07700 900123 before 9, or 0 if closed.",
    "Rooms 12-14 and 3.5 kg, 1,200 m2, 4x4s, v2.0, ٣ days, ²",
    "第3条 规定 30 天内 退款",
    "1 1 1 2 2 3",
])
def test_figures_read_as_the_token_reading_reads_them(text):
    assert content_terms.__wrapped__(text) == _by_tokens(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 ab.-_'s²٣天x", max_size=40))
def test_any_text(text):
    assert content_terms.__wrapped__(text) == _by_tokens(text)
