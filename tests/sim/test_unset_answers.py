"""A when-question answered by a sentence saying its time is not fixed yet
(``course_lib/sim/grounded/unset_answers.py``, cues ``data/sim/unset_answers.yaml``; issue 26, the
twenty-third batch of ports): an agent that gives up on its searches tells that sentence, never a
dated sentence about another event; a router whose reports say so finishes. Invented topics (a
flower show, a ring road, a choir's concert, a ferry timetable)."""

# (no "from __future__ import annotations": the Router's Literal is built at run time)
import json
import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from typing_extensions import TypedDict

from course_lib import get_chat_model
from course_lib.sim.grounded.unset_answers import reply

REPLY_CASES = [
    # (question, bodies, expected sentence or None)
    ("When is the next Brockwell flower show?",
     ["The Brockwell society has not yet set a date for the next flower show. The last show was held on 3 May 2025."],
     "The Brockwell society has not yet set a date for the next flower show."),
    ("When will the Harlow ring road reopen?",
     ["The ring road closed on 2 March for resurfacing. The council is yet to confirm when the Harlow ring road reopens."],
     "The council is yet to confirm when the Harlow ring road reopens."),
    ("What date is the Fenwick choir's winter concert?",
     ["Tickets for the Fenwick choir's winter concert go on sale soon; the date is still to be confirmed."],
     "Tickets for the Fenwick choir's winter concert go on sale soon; the date is still to be confirmed."),
    # not a when-question: no reply
    ("Who conducts the Fenwick choir?", ["The Fenwick choir has not announced a new conductor."], None),
    # the unset sentence is about something else
    ("When is the next Brockwell flower show?", ["The Ashdown ferry timetable has not been published."], None),
    # a date that is set: no reply from this rule
    ("When is the next Brockwell flower show?", ["The next Brockwell flower show is on 9 May 2026."], None),
]


@pytest.mark.parametrize(("question", "bodies", "expected"), REPLY_CASES)
def test_reply(question, bodies, expected):
    assert reply(question, bodies) == expected


@tool
def news_search(query: str) -> str:
    """Search recent local news."""
    return ""


AGENT_CASES = [
    # (question, a result's title, its text, the unset sentence)
    ("when is Grace Field's next tour?", "Grace Field tour news",
     "Grace Field has not announced a next tour. Her Lantern Tour ended on 8 December 2024 in Leeds.",
     "Grace Field has not announced a next tour."),
    ("when is Mara Quill's next tour?", "Mara Quill tour news",
     "Mara Quill has not announced a next tour. Her Harbour Tour ended on 8 December 2024 in Cork.",
     "Mara Quill has not announced a next tour."),
]


@pytest.mark.parametrize(("question", "title", "content", "sentence"), AGENT_CASES)
def test_an_agent_tells_the_unset_sentence(question, title, content, sentence):
    results = [{"url": "https://music.example/tours", "title": title, "content": content, "score": 0.9}]
    llm = get_chat_model("sim").bind_tools([news_search])
    messages = [HumanMessage(question)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in range(5):  # the agent's own searches, each answered with the same results
            out = llm.invoke(messages)
            if not out.tool_calls:
                break
            call = out.tool_calls[0]
            messages += [out, ToolMessage(json.dumps(results), tool_call_id=call["id"], name="news_search")]
    assert not out.tool_calls
    assert sentence in out.content, out.content  # (before: "Her ... Tour ended on 8 December 2024" alone)


class Router(TypedDict):
    """Helper to act next. If no helper is needed, FINISH."""

    next: Literal["FINISH", "news", "archive"]


def test_a_router_finishes_on_a_report_that_the_time_is_unset():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").with_structured_output(Router).invoke([
            SystemMessage("You manage the helpers ['news', 'archive']. Name the helper to act next; when done, FINISH."),
            HumanMessage("When will the Harlow ring road reopen?"),
            HumanMessage("The council is yet to confirm when the Harlow ring road reopens.", name="news")])
    assert out["next"] == "FINISH", out
