"""A free allowance written in words ("the first three days are free", "up to two resubmissions
free") before a rate: the charged count is the question's less the allowance, and an ordinal the
question asks ("a third resubmission") is charged only past it (``allowances``; issue 26, the
forty-second set's notable limits: "2 rounds x GBP 30 per round" for a third round after two free
ones). Wordings invented here (a station locker, a journal's resubmissions, a dog-sitting deal);
the cases marked guard pass on 947509df too, the others fail there.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_LOCKER = "Station lockers: the first three days are free, then £2 per day until you collect your bag."
_JOURNAL = "Submission rules: up to two resubmissions free of charge, then EUR 15 per resubmission."
_LOCKER_FIGURES = "Station lockers: the first 3 days are free, then £2 per day."
_PLAIN = "Station lockers cost £2 per day."


@pytest.mark.parametrize(("doc", "question", "want", "not_want"), [
    (_LOCKER, "I'll leave my bag in the locker for 7 days. What will I pay?", "GBP 8", "GBP 6"),
    (_JOURNAL, "What does a third resubmission cost?", "EUR 15", "EUR 30"),
    (_JOURNAL, "Will a second resubmission cost anything?", "EUR 0", "EUR 30"),
    (_LOCKER_FIGURES, "I'll leave my bag in the locker for 7 days. What will I pay?", "GBP 8", "GBP 6"),  # guard
    (_PLAIN, "I'll leave my bag in the locker for 7 days. What will I pay?", "14", "GBP 8"),  # guard
])
def test_the_charged_count_is_past_the_allowance(llm, doc, question, want, not_want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text and not_want not in text, text
