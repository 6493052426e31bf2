"""``unlisted_rows``: a row the question names by its table's key column that the table does not
list (issue 26). Tables and wordings invented here (a guest house's rooms, a bike hire, a bakery);
the behaviour cases fail on 334c89bb (no such module; the tied rows all listed as the answer), the
guards (marked) pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.unlisted_rows import unlisted
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_ROOMS = """| Room | Weeknight | Weekend night |
|---|---|---|
| Double | £85 | £110 |
| Twin | £80 | £105 |
| Single | £55 | £70 |"""

_BIKES = """| Bike | Half day | Full day |
|---|---|---|
| Hybrid | €15 | €25 |
| E-bike | €30 | €45 |"""

_ROWS = ["Room: Double; Weeknight: £85; Weekend night: £110.", "Room: Twin; Weeknight: £80; Weekend night: £105."]


@pytest.mark.parametrize(("question", "want"), [
    ("What does a family room cost at the weekend?", "family room"),
    ("How much is the attic room on a weeknight?", "attic room"),
    ("What does a double room cost at the weekend?", None),  # guard: a listed row
    ("What does the room cost at the weekend?", None),  # guard: a function word before the header
    ("How much is a single room?", None),  # guard: the word is in the document
])
def test_the_unlisted_row(question, want):
    assert unlisted(question, _ROWS, _ROOMS) == want


@pytest.mark.parametrize(("doc", "question"), [
    (_ROOMS, "What does a family room cost at the weekend?"),
    (_BIKES, "How much is a tandem bike for a full day?"),  # guard: no tie there, "I don't know" before too
])
def test_an_unlisted_row_is_i_dont_know(llm, doc, question):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert "don't know" in text and "£" not in text and "€" not in text


def test_a_listed_row_is_still_answered(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _BIKES, "How much is an e-bike for a full day?")
    assert "45" in text
