"""Tool arguments a look-alike field name used to miss (issue 26): a number written with a
currency ("under 1,200 dollars", "£45") fills the money-like field ("max_rent", "budget",
"max_fare", ``field_readers.MONEY_FIELD_RE`` / ``currencies.money_number``), never a count beside it that
the question does not name; an id field named "<thing>_no" / "<thing>_nr" (``ID_FIELD_RE``)
takes the id-shaped token ("PO-7713"), never a run of the question's words."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def find_hotels(city: str, budget: int | None = None, nights: int | None = None) -> list:
    """Find hotels in a city, optionally within a nightly budget and for a number of nights."""
    return []


@tool
def search_cars(make: str, max_price: int | None = None, seats: int | None = None) -> list:
    """Search used cars of a make, optionally under a price and with a number of seats."""
    return []


@tool
def find_trains(city: str, max_fare: float | None = None, changes: int | None = None) -> list:
    """Find trains to a city, optionally under a fare and with at most some changes."""
    return []


@tool
def cancel_order(order_no: str) -> str:
    """Cancel a purchase order by its number."""
    return "cancelled"


@tool
def reopen_case(case_nr: str, reason: str | None = None) -> str:
    """Reopen a support case by its number."""
    return "reopened"


@tool
def send_receipt(receipt_no: str, email: str) -> str:
    """Send a receipt by its number to an e-mail address."""
    return "sent"


def _args(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return (out.tool_calls[0]["args"] if out.tool_calls else None), [str(w.message) for w in caught]


@pytest.mark.parametrize("tool_,question,want", [
    (find_hotels, "Hotels in Porto for at most 120 euros?", {"city": "Porto", "budget": 120}),
    (search_cars, "Any Skoda cars under $9,500?", {"make": "Skoda", "max_price": 9500}),
    (find_trains, "Trains to Bristol for less than £45 please", {"city": "Bristol", "max_fare": 45.0}),
])
def test_a_number_with_a_currency_fills_the_money_field(tool_, question, want):
    args, _ = _args(tool_, question)
    assert args == want, args


@pytest.mark.parametrize("tool_,question,want", [
    (cancel_order, "Please cancel purchase order PO-7713", {"order_no": "PO-7713"}),
    (reopen_case, "Reopen case CS-40218 for me", {"case_nr": "CS-40218"}),
    (send_receipt, "Send receipt RC-5521 to ines@fernhill.example",
     {"receipt_no": "RC-5521", "email": "ines@fernhill.example"}),
])
def test_a_no_or_nr_field_takes_the_id(tool_, question, want):
    args, _ = _args(tool_, question)
    assert args == want, args


def test_the_readers():
    from course_lib.sim.values.field_readers import MONEY_FIELD_RE, is_id_name
    from course_lib.sim.words.currencies import money_number

    assert money_number("a flat under 1,200 euros a month") == "1200"
    assert money_number("2 rooms, no more than €800") == "800"
    assert money_number("3 rooms") is None and money_number("$5 or €9") is None
    assert all(MONEY_FIELD_RE.search(n) for n in ("max_rent", "budget", "fare", "price_limit"))
    assert not any(MONEY_FIELD_RE.search(n) for n in ("rooms", "parental", "rental_days"))
    assert all(is_id_name(n) for n in ("invoice_no", "case_nr", "order_id"))
    assert not any(is_id_name(n) for n in ("no", "nr", "casino", "piano"))
