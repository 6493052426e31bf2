"""An amount written in another currency than its field's is a stated limit, never the bare
figure; a unit of measure converts exactly (``field_currency``, ``field_readers``; issue 26)."""
import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


@pytest.mark.parametrize("name, description, tool_description, code", [
    ("amount_eur", "", "", "EUR"),
    ("priceUsd", "", "", "USD"),
    ("cost_in_pounds", "", "", "GBP"),
    ("donation", "the gift, in Swiss francs", "", "CHF"),
    ("amount", "", "Refund a customer; the amount is in euros.", "EUR"),
    ("top_n", "", "", None),  # "top" is no money name: no Tongan pa'anga
    ("amount", "", "Convert an amount of money into euros.", None),  # a conversion's currency, not a unit
    ("amount", "", "", None),
])
def test_the_currency_a_field_is_in(name, description, tool_description, code):
    from course_lib.sim.values.field_currency import field_currency

    assert field_currency(name, description, tool_description) == code


@pytest.mark.parametrize("name, description, text, found", [
    ("amount_eur", "", "wire 300 dollars to the printers", ("USD", "EUR")),
    ("fee", "in euros", "the fee was £45", ("GBP", "EUR")),
    ("budget_gbp", "", "¥20,000 for the trip", ("JPY", "GBP")),
    ("amount_eur", "", "send Aoife 35 euro", None),
    ("amount_cad", "", "send him $20", None),  # "$" is written for Canadian dollars too
    ("amount_eur", "", "send Aoife 35", None),  # no currency written: the figure is the field's
])
def test_an_amount_in_another_currency(name, description, text, found):
    from course_lib.sim.values.field_currency import foreign_amount

    assert foreign_amount(name, description, text) == found


@tool
def refund_customer(order_ref: str, amount_eur: float) -> str:
    """Refund part of a customer's order."""
    return "ok"


@tool
def tip_guide(amount: float) -> str:
    """Tip the tour guide; the amount is in euros."""
    return "ok"


@tool
def top_up_card(card: str, value: float = Field(description="credit to add, in pounds sterling")) -> str:
    """Top up a transport card."""
    return "ok"


def _bound(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("tools, question, wanted", [
    ([refund_customer], "refund order R-5521, 60 dollars", "EUR"),
    ([tip_guide], "tip the guide $10", "EUR"),
    ([top_up_card], "top up my Leap card with 20 euro", "GBP"),
])
def test_a_tool_is_not_called_with_the_bare_figure_of_another_currency(tools, question, wanted):
    out, stated = _bound(tools, question)
    assert not out.tool_calls
    assert stated and "exchange rate" in stated[0] and wanted in stated[0]
    assert out.response_metadata["simulator_limit"] == stated[0]


@pytest.mark.parametrize("tools, question, name, value", [
    ([refund_customer], "refund order R-5521, 60 euros", "amount_eur", 60),
    ([tip_guide], "tip the guide €10", "amount", 10),
    ([top_up_card], "top up my Leap card with £20", "value", 20),
])
def test_the_same_currency_fills_the_figure_with_no_limit(tools, question, name, value):
    out, stated = _bound(tools, question)
    assert not stated
    assert out.tool_calls[0]["args"][name] == value


class Flat(BaseModel):
    rent_eur: float


class Grant(BaseModel):
    awarded: float = Field(description="the grant, in US dollars")


class Salary(BaseModel):
    yearly_gbp: float = Field(description="yearly salary")


def _parsed(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return got, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("schema, text, field", [
    (Flat, "A one-bed in Manchester goes for £950 a month.", "rent_eur"),
    (Grant, "The lab was awarded €12,000 by the council.", "awarded"),
    (Salary, "She earns 48,000 euros a year.", "yearly_gbp"),
])
def test_a_structured_field_gets_the_safe_value_and_a_limit(schema, text, field):
    got, stated = _parsed(schema, text)
    assert getattr(got, field) == 0
    assert stated and "exchange rate" in stated[0]


@pytest.mark.parametrize("schema, text, field, value", [
    (Flat, "A one-bed in Cork goes for €1,350 a month.", "rent_eur", 1350),
    (Grant, "The lab was awarded $12,000 by the council.", "awarded", 12000),
    (Salary, "She earns £48,000 a year.", "yearly_gbp", 48000),
])
def test_a_structured_field_in_the_same_currency_is_filled(schema, text, field, value):
    got, stated = _parsed(schema, text)
    assert getattr(got, field) == value and not stated


@tool
def log_swim(pool: str, distance_m: float) -> str:
    """Log a swim session."""
    return "ok"


@tool
def log_cycle(route: str, distance_km: float) -> str:
    """Log a bike ride."""
    return "ok"


@tool
def weigh_in(weight_kg: float) -> str:
    """Record today's body weight."""
    return "ok"


@pytest.mark.parametrize("tools, question, name, value", [
    ([log_cycle], "log a ride of 12 miles", "distance_km", 19.3121),
    ([weigh_in], "weighed 150 lb this morning", "weight_kg", 68.0389),
    ([log_swim], "log a swim of 800 yards", "distance_m", 731.52),
])
def test_a_unit_converts_to_the_fields(tools, question, name, value):
    out, _ = _bound(tools, question)  # (to two places, as a model writes it: "6 feet" is 1.83 m)
    assert out.tool_calls and out.tool_calls[0]["args"][name] == pytest.approx(value, abs=0.005)


@pytest.mark.parametrize("tools, question", [
    ([log_cycle], "log a ride, 45 minutes on the canal path"),
    ([weigh_in], "weigh-in: 180 cm tall and feeling fine"),
    ([log_swim], "log a swim, 40 minutes"),
])
def test_a_figure_in_a_unit_of_another_dimension_fills_no_unit_field(tools, question):
    out, stated = _bound(tools, question)
    assert stated or not out.tool_calls
    name = next(n for n in tools[0].args if n.startswith(("distance", "weight")))
    assert not any(c["args"].get(name) for c in out.tool_calls)


@pytest.mark.parametrize("name, text, other", [
    ("distance_km", "45 minutes on the canal path", True),
    ("weight_kg", "180 cm tall", True),
    ("distance_m", "2 hours in the pool", True),
    ("distance_km", "12 miles", False),
    ("distance_km", "a 5k run", False),  # "k" is no unit here
    ("distance_km", "ran 8, took 40 minutes", False),  # a bare figure may be the field's
    ("amount", "45 minutes", False),  # the name ends in no unit
    ("celsius", "set it to 19 degrees", False),  # degrees of a temperature field are its own
    ("mmol_per_l", "5.4 mmol/L", False),  # a rate: more than the name's last word
])
def test_only_other_units(name, text, other):
    from course_lib.sim.values.field_readers import only_other_units

    assert only_other_units(name, text) is other


@pytest.mark.parametrize("name, text", [
    ("hour", "a padel court on Thursday at 6pm"),  # "pm" is no picometre
    ("start_hour", "book it for 9 a.m. please"),
    ("hour", "the Oak room at 3 PM"),
])
def test_a_clock_time_is_no_unit_of_another_dimension(name, text):
    from course_lib.sim.values.field_readers import only_other_units

    assert only_other_units(name, text) is False
