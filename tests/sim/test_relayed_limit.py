"""A conversation that ends with the simulator's own stated limit (issue 26, ports12;
``sim/relayed_limit.py``): one model call's limit became the next call's last message (the
analyst's question, then the expert's answer, in LangChain Academy's research assistant); before,
the next call answered the last human message beside the point, no limit."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.reports.limits import sentence

NOTES = "<Document source=\"notes/ferry.md\"/>\nThe Dunmore ferry leaves every 40 minutes.\n</Document>"


def _ask(messages):
    from course_lib import get_chat_model

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").invoke(messages)
    return out, out.response_metadata.get("simulator_limit") or ""


def test_a_reply_to_a_stated_limit_is_a_stated_limit():
    failed = sentence("answer this", "no tool answers it", "answer from what it learned")
    out, limit = _ask([SystemMessage(f"You are an expert. Use this context: {NOTES}"),
                       HumanMessage("So you said you were writing about the ferry?"), AIMessage(failed)])
    assert limit and "earlier step" in limit and out.content == limit, out.content


def test_an_ordinary_last_ai_message_is_no_failed_step():
    """Guard: an AI message that is no stated limit leaves the reply as it was."""
    from course_lib.sim.dialogue.relayed_limit import earlier_limit
    from course_lib.sim.request.reading import read_request

    request = read_request([HumanMessage("How often does the ferry leave?"), AIMessage("Let me check.")], None,
                           None, False)
    assert earlier_limit(request) == ""
    out, limit = _ask([SystemMessage(f"Use this context: {NOTES}"), HumanMessage("How often does the ferry leave?")])
    assert "40 minutes" in out.content and not limit
