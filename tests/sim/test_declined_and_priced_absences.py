"""Worked amounts and absences over priced documents with a declined item (issue 26): a total worked beside
a line by which the customer declines an item is a stated limit (the total may still hold the item); an
amount asked of such documents is no "I don't know."; a price list with no declined item is left to the
other readers. Invented notes."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.cancelled_items import declining_lines

QUOTE = """PEDALWORKS - BICYCLE REPAIRS, 9 Canal Street, Hebden
Repair estimate no. 4410 for Ms Oona Reyes, dated 3 May 2034
Item: touring bicycle, steel frame (handed in 2 May 2034)

1. Full service (strip, clean, lube, adjust): ninety pounds
2. New chain and cassette: sixty pounds
3. Wheel truing: twenty-five pounds
4. Tubeless conversion: forty pounds (optional - only if you want it)

Total with the optional conversion: two hundred and fifteen pounds.
A deposit of thirty pounds is taken when you approve the estimate; the rest is paid on collection.

Note added 5 May 2034 (phone call, J. Pike): the customer declines the wheel truing. Conversion not wanted either."""

PRICES = """Harbour Café price list
Flat white £3.20
Tea £2.10
Toasted sandwich £5.50"""


def _ask(doc: str, question: str, lead: str = "You work at the front desk of a bike workshop. Answer the customer "
                                                "from their estimate."):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(lead + "\n\n" + doc),
                                            HumanMessage(question)])


def test_declining_lines_are_found():
    assert declining_lines([QUOTE]) == ["Note added 5 May 2034 (phone call, J. Pike): the customer declines the wheel "
                                        "truing. Conversion not wanted either."]
    assert declining_lines([PRICES]) == []


def test_a_balance_worked_beside_a_declined_item_is_a_stated_limit():
    out = _ask(QUOTE, "Once the deposit's paid, how much will I owe when I collect the bike?")
    assert out.response_metadata.get("simulator_limit") and "185" not in out.content


def test_an_amount_asked_of_priced_documents_on_its_subject_is_no_absence():
    out = _ask(QUOTE, "What's my bill going to be now, after what I said on the phone?")
    assert out.content != "I don't know." and out.response_metadata.get("simulator_limit")


def test_an_amount_asked_of_a_price_list_that_never_names_it_stays_absent():
    # (guard) no item declined: this step doubts no absence (another may)
    out = _ask(PRICES, "How much is parking?", "Answer from the café's price list below.")
    assert "declining an item" not in out.content
