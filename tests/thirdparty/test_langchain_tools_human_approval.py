"""Port: LangChain how-to "How to add a human-in-the-loop for tools": a plain LCEL chain
``llm_with_tools | human_approval | call_tools`` over two dummy tools (``count_emails`` and
``send_email``); ``human_approval`` shows every tool call as JSON and asks a person on the
console, raising ``NotApproved`` unless the answer is "y" / "yes"; ``call_tools`` runs each call
and writes its ``output`` into the call.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/tools_human.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT).
Kept verbatim: both tools (names, signatures, docstrings, bodies), ``bind_tools(tools)``,
``call_tools``, ``NotApproved``, ``human_approval`` (its message and test), the chains
``llm_with_tools | call_tools`` and ``llm_with_tools | human_approval | call_tools``, and the
requests "how many emails did i get in the last 5 days?" and "Send sally@gmail.com an email saying
'What's up homie'". Swapped: ``ChatAnthropic`` -> the simulator; ``input()`` -> a scripted
person (the port's ``approver``) who answers "yes" or "no" as each case says. Invented: five more
requests (a span in weeks, a span in words, another address and message, a request that needs no
tool, a message in double quotes).

Oracles (written before the first run), per model call (the one tool-calling reply of each run):
- ``count_emails``: one call, ``last_n_days`` the span in days as an integer (two weeks: 14);
  the chain's ``output`` is then twice that;
- ``send_email``: one call, ``recipient`` the address as written, ``message`` the quoted words (the
  quotes and a final full stop aside), nothing else;
- a request that needs neither tool: no tool call;
- or a stated limit.
First sight (a4b7e2d3): 8 calls, 5 right / 0 stated a limit / 3 silently wrong (every
``send_email`` message was the request's content words, not the quoted text); after (ports80):
8 right.
"""

from __future__ import annotations

import builtins
import json
import re
import warnings
from typing import Dict, List  # noqa: UP035 (the how-to's import)

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict


@tool
def count_emails(last_n_days: int) -> int:
    """Dummy function to count number of e-mails. Returns 2 * last_n_days."""
    return last_n_days * 2


@tool
def send_email(message: str, recipient: str) -> str:
    """Dummy function for sending an e-mail."""
    return f"Successfully sent email to {recipient}."


tools = [count_emails, send_email]


def call_tools(msg: AIMessage) -> List[Dict]:  # noqa: UP006 (the how-to's annotation)
    """Simple sequential tool calling helper."""
    tool_map = {tool.name: tool for tool in tools}
    tool_calls = msg.tool_calls.copy()
    for tool_call in tool_calls:
        tool_call["output"] = tool_map[tool_call["name"]].invoke(tool_call["args"])
    return tool_calls


class NotApproved(Exception):
    """Custom exception."""


def human_approval(msg: AIMessage) -> AIMessage:
    """Responsible for passing through its input or raising an exception.

    Args:
        msg: output from the chat model

    Returns:
        msg: original output from the msg
    """
    tool_strs = "\n\n".join(
        json.dumps(tool_call, indent=2) for tool_call in msg.tool_calls
    )
    input_msg = (
        f"Do you approve of the following tool invocations\n\n{tool_strs}\n\n"
        "Anything except 'Y'/'Yes' (case-insensitive) will be treated as a no.\n >>>"
    )
    resp = input(input_msg)
    if resp.lower() not in ("yes", "y"):
        raise NotApproved(f"Tool invocations not approved:\n\n{tool_strs}")
    return msg


# request, approval ("yes" / "no" / None: the chain without approval), expected call (None: none)
CASES = {
    "count_5_days": ("how many emails did i get in the last 5 days?", None, ("count_emails", {"last_n_days": 5})),
    "count_5_days_approved": ("how many emails did i get in the last 5 days?", "yes",
                              ("count_emails", {"last_n_days": 5})),
    "send_sally_rejected": ("Send sally@gmail.com an email saying 'What's up homie'", "no",
                            ("send_email", {"recipient": "sally@gmail.com", "message": "What's up homie"})),
    # invented
    "count_two_weeks": ("How many e-mails have come in over the past two weeks?", "yes",
                        ("count_emails", {"last_n_days": 14})),
    "count_three_days_words": ("count my emails from the last three days please", None,
                               ("count_emails", {"last_n_days": 3})),
    "send_priya": ("Email priya.n@quillfeather.org to say 'The proofs arrive on Thursday'", "yes",
                   ("send_email", {"recipient": "priya.n@quillfeather.org",
                                   "message": "The proofs arrive on Thursday"})),
    "send_double_quotes": ('Please send an email to ops-team@harbourline.io with the message "Berth 4 is closed '
                           'until noon."', "yes",
                           ("send_email", {"recipient": "ops-team@harbourline.io",
                                           "message": "Berth 4 is closed until noon"})),
    "no_tool_thanks": ("Thanks, that's all I needed for now.", "yes", None),
}


def _norm(s) -> str:
    return re.sub(r"\s+", " ", str(s)).strip().strip("'\"").rstrip(".").strip().lower()


def call_ok(calls, expected) -> bool:
    if expected is None:
        return not calls
    name, args = expected
    if len(calls) != 1 or calls[0]["name"] != name:
        return False
    got = calls[0]["args"]
    if set(got) != set(args):
        return False
    if name == "count_emails":
        return isinstance(got["last_n_days"], int) and got["last_n_days"] == args["last_n_days"]
    return all(_norm(got[k]) == _norm(v) for k, v in args.items())


def rows_for(model, name):
    request, approval, expected = CASES[name]
    llm_with_tools = model.bind_tools(tools)
    chain = llm_with_tools | call_tools if approval is None else llm_with_tools | human_approval | call_tools
    log = CallLog()
    saved = builtins.input
    builtins.input = lambda _msg="": approval or ""  # the person at the console
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                result = chain.invoke(request, {"callbacks": [log]})
            except NotApproved as e:
                result = f"NotApproved: {str(e)[:60]}"
            except Exception as exc:  # noqa: BLE001 (a tool rejects its arguments: judged on the call)
                result = f"{type(exc).__name__}: {str(exc)[:60]}"
    finally:
        builtins.input = saved
    c = log.calls[-1] if log.calls else {"text": "", "tool_calls": [], "limit": ""}
    ok = call_ok(c["tool_calls"], expected)
    if ok and expected and expected[0] == "count_emails" and approval != "no":
        ok = isinstance(result, list) and result and result[0].get("output") == 2 * expected[1]["last_n_days"]
    if ok and expected is None:
        ok = bool(c["text"].strip())
    return [(name, verdict(c["text"], ok, c["limit"]), f"{c['tool_calls']} -> {str(result)[:80]} | {c['text'][:80]}")]


SCENARIOS = {n: (lambda m, n=n: rows_for(m, n)) for n in CASES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        for request, _a, expected in CASES.values():
            if request in text:
                if expected is None:
                    return AIMessage("You're welcome!")
                return call(expected[0], **expected[1])
        return AIMessage("?")

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
