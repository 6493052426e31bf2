"""A till receipt read as rows (course_lib.sim.grounded.receipt_rows, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.receipt_rows import answered, parse
from tests.sim.test_grounded_calibration import _rag

_PHARMACY = """    ELM STREET PHARMACY
    Unit 4, Elm Street
================================
Ibuprofen 200mg 16 tabs      2.15
Sun cream SPF50
   2 x 7.80                 15.60
   2nd half price           -3.90
Plasters fabric 20            3.40
Hand gel 100 ml               1.99
================================
SUBTOTAL                     23.14
TOTAL                        23.14
VISA CONTACTLESS             23.14
"""

_CAFE_BILL = """Table 7 - The Copper Kettle
Flat white x2 @ 3.20          6.40
Cheese scone                  3.10
Tea for one                   2.60
Service                       1.21
TOTAL                        13.31
"""


@pytest.mark.parametrize(
    ("doc", "question", "answer"),
    [
        (_PHARMACY, "what did one bottle of sun cream cost", "7.80 each"),  # an indented "2 x 7.80" line
        (_PHARMACY, "how much were the plasters", "3.40"),  # a row's price
        (_PHARMACY, "how much was the sun cream after the offer", "11.70"),  # a discount row under it
        (_PHARMACY, "which was cheaper, the hand gel or the ibuprofen", "The hand gel (1.99) cost less"),
        (_CAFE_BILL, "how much was each flat white", "3.20 each"),  # "x2 @ 3.20" at a row's end
        (_CAFE_BILL, "which cost more, the scone or the tea", "The scone (3.10) cost more"),
        # negatives: the total and the service (summary lines: other readers), an item not on the
        # receipt, a comparison naming an item not on it, a discount asked where there is none
        (_PHARMACY, "how much was the total", None),
        (_CAFE_BILL, "how much was the service", None),
        (_PHARMACY, "how much was the toothpaste", None),
        (_PHARMACY, "which was dearer, the plasters or the vitamins", None),
        (_CAFE_BILL, "how much was the scone after the discount", None),
    ],
)
def test_answered(doc, question, answer):
    found = answered(question, [doc])
    assert (found if answer is None else found and found.startswith(answer)) == (None if answer is None else True)


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (_PHARMACY, 4),
        (_CAFE_BILL, 3),
        # negatives: prose with prices, a price list with no total, two rows only
        ("The scone was 3.10 and the tea 2.60, so 5.70 in all.\n", None),
        ("Scone      3.10\nTea        2.60\nCoffee     3.20\nCake       4.00\n", None),
        ("Scone      3.10\nTea        2.60\nTOTAL      5.70\n", None),
    ],
)
def test_parse(text, items):
    receipt = parse(text)
    assert (len(receipt.items) if receipt else None) == items


def test_the_reply_reads_the_row_not_the_whole_receipt():
    text, limits = _rag(SimulatedChatModel(), _PHARMACY, "how much was one bottle of sun cream")
    assert not limits and text.startswith("7.80 each") and "23.14" not in text
