"""The option that reads a given web page, for a request that gives a URL
(``course_lib/sim/tools/url_options.py``, words ``data/sim/url_options.yaml``; issue 26, the
twenty-third batch of ports). Invented options and requests (a recipe page, a timetable)."""

# (no "from __future__ import annotations": the Router's Literal is built at run time)
import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from typing_extensions import TypedDict

from course_lib import get_chat_model
from course_lib.sim.tools.url_options import option_for_url

CASES = [
    (["FINISH", "lookup", "page_reader"], "Give me the steps on https://recipes.example/rye-bread", "page_reader"),
    (["DONE", "researcher", "crawler"], "What does http://ferries.example/timetable say about Sundays?", "crawler"),
    (["FINISH", "lookup", "page_reader"], "What is the best rye bread recipe?", None),  # no URL
    (["FINISH", "lookup", "summarizer"], "Summarise https://recipes.example/rye-bread", None),  # no page reader
    (["url_fetcher", "page_crawler"], "Read https://recipes.example/rye-bread", None),  # two of them
]


@pytest.mark.parametrize(("values", "text", "expected"), CASES)
def test_option_for_url(values, text, expected):
    assert option_for_url(values, text) == expected


class Router(TypedDict):
    """Worker to route to next. If no workers needed, route to FINISH."""

    next: Literal["FINISH", "lookup", "page_reader"]


def test_a_router_sends_a_url_request_to_the_page_reader():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").with_structured_output(Router).invoke([
            SystemMessage("You manage the workers ['lookup', 'page_reader']. Name the worker to act next; when done, FINISH."),
            HumanMessage("Please summarise https://recipes.example/rye-bread for me.")])
    assert out["next"] == "page_reader", out
