"""A question that meets a bound tool only in the names of its arguments ("Will it
rain on the day of the match?" and book_court(day, hours)) is no request for that tool: no tool
fits, so no call and no question back for its arguments, the knowledge limit instead. A question
that names what the tool does ("book a court") is still asked back for its missing values
(``argument_asks.tool_missing_argument``; issue 26)."""
import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def book_court(day: str, hours: int) -> str:
    """Book a tennis court on a day, for a number of hours."""
    return "ok"


@tool
def send_parcel(weight_kg: float, postcode: str) -> str:
    """Send a parcel of a given weight to a postcode."""
    return "ok"


@tool
def order_paint(colour: str, litres: int) -> str:
    """Order wall paint in a colour, by the number of litres."""
    return "ok"


def _bound(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


NO_FIT = [  # the tool's only shared words name its arguments: a knowledge limit, no question back
    ([book_court], "Will it rain on the day of the match?"),
    ([book_court], "How many hours of daylight are there in December?"),
    ([send_parcel], "What is the average weight of a newborn elephant?"),
    ([order_paint], "Why do leaves change colour in autumn?"),
]

ASKED_BACK = [  # the question asks for what the tool does: no call, the missing values asked for or
    # an arguments limit naming the tool (never the knowledge limit)
    ([book_court], "Book me a tennis court please."),
    ([send_parcel], "I want to send a parcel."),
    ([order_paint], "Can you order some wall paint for me?"),
]


@pytest.mark.parametrize(("tools", "question"), NO_FIT)
def test_argument_names_alone_are_no_fit(tools, question):
    out, limits = _bound(tools, question)
    assert not out.tool_calls
    assert limits, out.content
    assert "?" not in out.content.split(":")[0] and "Which" not in out.content


@pytest.mark.parametrize(("tools", "question"), ASKED_BACK)
def test_a_request_for_the_tools_action_is_still_asked_back(tools, question):
    out, _ = _bound(tools, question)
    assert not out.tool_calls
    assert tools[0].name in out.content and "no tool" not in out.content
