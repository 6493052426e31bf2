"""Years until a cost pays for itself (issue 26, the thirty-eighth set's GG11): the cost over the
yearly saving, from the line the question names or the documents' one cost and one yearly saving
(``grounded.paybacks``), never a span counted from today. Wordings invented here (a heat pump, a
water butt, an electric van, LED bulbs, a boiler), none from a set or a probe."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.paybacks import Payback, Unpaid, paid_back

HEAT_PUMP = """Heat pump quote (valid until 30 June 2031)
Installed cost after the grant: £4,800.
Expected saving on your heating bills: £400 a year.
"""

FLEET = """Fleet options
Electric van: costs €9,000 more than the diesel one, saving €1,500 per year in fuel.
LED lighting for the depot: €1,200 - €2,000, saving €400 a year.
Smart meters: €300 each.
"""

BOILER = """Boiler swap
A new boiler costs between £2,500 and £3,200.
"""

PAID = [
    (HEAT_PUMP, "How many years until the heat pump pays for itself?", 12),
    (HEAT_PUMP, "When will it have paid for itself?", 12),
    (FLEET, "How long would the electric van take to pay back its extra cost?", 6),
    (FLEET, "If the LED lighting comes in at the bottom of its range, how long until it pays for itself?", 3),
    (FLEET, "At the upper end of its price, how many years for the LED lighting to break even?", 5),
]

UNPAID = [
    (FLEET, "How long until the LED lighting pays for itself?"),  # a range, no end picked
    (FLEET, "How quickly does the investment pay for itself?"),  # two items, neither named
]

NONE = [
    (BOILER, "How many years until the boiler pays for itself?"),  # no yearly saving stated
    (HEAT_PUMP, "How much is the heat pump?"),  # no payback asked
]


@pytest.mark.parametrize("body,question,years", PAID)
def test_a_payback_is_the_cost_over_the_yearly_saving(body, question, years):
    found = paid_back(question, [body])
    assert isinstance(found, Payback) and round(found.years) == years, found
    assert f"About {years} years" in found.answer()


@pytest.mark.parametrize("body,question", UNPAID)
def test_a_payback_that_cannot_pair_is_unpaid(body, question):
    assert isinstance(paid_back(question, [body]), Unpaid)


@pytest.mark.parametrize("body,question", NONE)
def test_no_payback_read(body, question):
    assert paid_back(question, [body]) is None


def test_the_model_answers_the_payback_not_a_span_from_today():
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\n{HEAT_PUMP}"),
                          HumanMessage("Roughly how many years until the heat pump pays for itself?")])
    assert "12 years" in out.content and not out.response_metadata.get("simulator_limit"), out.content
