"""A quote from a lately learned prompt shape whose words split between the document's title line
and one line under it is trusted (``guarded_shapes._title_forms``, issue 26): the title names what
every line beneath it is about ("How much gas did I use?" over "NORTHGRID POWER - GAS STATEMENT" and
"Gas used 1,204 kWh"). Two lines of the body that each hold part of the question stay a limit.
Material of my own (a gas statement, an oil delivery note, a studio price list); the "answered" rows failed on
334c89bb (the split-line limit, through the text reply and a structured answer field alike)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

GAS = """NORTHGRID POWER - GAS STATEMENT
Customer 5521        Statement date 2 March 2036
Used this quarter            1,204 kWh
Standing charge: 31p a day"""

OIL = """HEATWELL FUELS - HEATING OIL DELIVERY NOTE
Order 30417        Delivered 14 November 2035
Litres delivered             900 litres
Price: 71.5p a litre"""

STUDIOS = """Studio A: £15 per hour
Studio B: £11 per hour
Sauna (with either studio): £4 per visit

Shortest booking: 3 hours.

Board decision, 3 March 2030: the weekend rate for Studio A is now £19 per hour."""

_SYSTEM = "You answer customers' questions about their {what}.\n\nThe {what}:\n{doc}"


def _ask(doc: str, what: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(what=what, doc=doc)), HumanMessage(question)])


@pytest.mark.parametrize(("doc", "what", "question", "answer"), [
    (GAS, "statement", "How much gas did I use?", "1,204"),
    (OIL, "delivery note", "How many litres of heating oil were delivered?", "900"),
])
def test_the_title_and_one_line_answer(doc, what, question, answer):
    out = _ask(doc, what, question)
    assert not out.response_metadata.get("simulator_limit") and answer in out.content, out.content


def test_two_body_lines_each_with_a_part_stay_a_limit():
    """A first line that is a field ("Studio A: £15 per hour") is no title."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"You are the club's bookings officer. Price list:\n\n{STUDIOS}"),
                                           HumanMessage("Can I book Studio B for four hours?")])
    assert out.response_metadata.get("simulator_limit"), out.content
