"""A bill's total less one of its lines (issue 26: SIXTEENTH K1, scooter-without-fee's class): "what
would it have cost without the <line>" / "if I hadn't <done the thing a line charges for>" is the
total less that line's amount (a discount line added back), never the line quoted as the answer;
a line the bill does not have, or two lines that fit, is a stated limit. Invented material only."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import bill_lines
from tests.sim._chat import ask_rag as _ask

HOTEL = """Hotel Lindenhof - invoice 2291
Room, 2 nights                 €178.00
City tax                       €6.40
Minibar                        €14.50
Late checkout                  €25.00
Total                          €223.90"""

PHONE = """Mobile bill, May
Plan (unlimited calls)         £15.00
Roaming in Norway              £9.80
Student discount               -£3.00
Amount due                     £21.80"""

CAFE = """Table 7 - receipt
2 x flat white                 $9.00
1 x banana bread               $4.50
Service charge                 $2.03
Total                          $15.53"""





@pytest.mark.parametrize("doc, question, want", [
    (HOTEL, "What would the stay have cost without the minibar?", "209.40"),
    (HOTEL, "How much would we have paid if we hadn't checked out late?", "198.90"),
    (PHONE, "What would the bill be without the roaming?", "12.00"),
    (PHONE, "How much would I have paid without the student discount?", "24.80"),
    (CAFE, "What's the total excluding the service charge?", "13.50"),
])
def test_the_total_less_the_line_is_worked_out(doc, question, want):
    text, warned = _ask(doc, question)
    assert not warned and want in text, text


@pytest.mark.parametrize("doc, question", [
    (HOTEL, "What would it have cost without the parking?"),   # no such line
    (CAFE, "How much would it be without the coffee tax?"),    # likewise
])
def test_a_line_the_bill_lacks_is_a_stated_limit(doc, question):
    text, warned = _ask(doc, question)
    assert warned and "can't" in text, text


def test_the_reader_directly():
    found = bill_lines.without("What would the bill be without the roaming?", [PHONE])
    assert isinstance(found, bill_lines.Without) and found.result == 12.0
    assert bill_lines.without("What is the total?", [PHONE]) is None
    assert isinstance(bill_lines.without("What would it cost without the parking?", [HOTEL]), bill_lines.Unworked)
