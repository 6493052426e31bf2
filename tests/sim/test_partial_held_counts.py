"""partial_answers' held count (fix54a, issue 26, the fifty-first set's TT5): the question's count, met by no
line, against the bound the documents state on its kind, before a part that leaves the count out."""

import warnings

from course_lib.sim import SimulatedChatModel

NOTES = """Answer using only the notes. If the notes don't say, say you don't know.

Notes:
Hillcrest Toy Library - lending rules

Loan period
    Toys: 2 weeks. CDs: 1 week. Games: 2 weeks.

Lending limit
    10 items on one card, of which at most 3 CDs.

Question: {question}"""


def _ask(question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(NOTES.format(question=question)).content


def test_a_count_over_the_bound_is_no():
    text = _ask("Can I take out 5 CDs at once?")
    assert text.startswith("No") and "don't know" not in text


def test_guard_a_count_within_the_bound_is_not_no():  # guard
    assert not _ask("Can I take out 2 CDs at once?").startswith("No")
