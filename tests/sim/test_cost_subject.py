""""How much did <thing> cost?" keeps <thing> as the subject (issue 26, ``quantities.asked_type``):
the price phrase used to swallow every word between "how much did" and "cost", so any line with
a price covered the question and was quoted ("roaming" never matched). Notes invented for this
test; the behaviour cases fail on the code before the change."""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_TRIP = ("Our March trip. The hotel was 184.00 EUR for two nights. We paid 38.50 EUR for the airport taxi. "
         "The museum tickets came to 24.00 EUR.")


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("How much did the airport taxi cost?", "38.50", "184.00"),
    ("How much did the museum tickets cost?", "24.00", "184.00"),
])
def test_the_thing_asked_about_picks_the_line(llm, question, want, not_want):  # noqa: F811
    text, _ = _rag(llm, _TRIP, question)
    assert want in text and not_want not in text, text


def test_the_asked_type_is_still_money():
    from course_lib.sim.words.quantities import asked_type

    assert asked_type("How much did the airport taxi cost?")[0] == "money"
