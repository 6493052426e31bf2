# ruff: noqa: UP035 (verbatim imports of the how-to)
"""Port: LangGraph how-to "How to update graph state from tools": a ReAct agent whose one tool,
``lookup_user_info``, takes no argument the model fills (the user id comes from the run's config,
the tool call id is injected) and returns a ``Command`` that writes ``user_info`` into the state;
a prompt function then puts "User name is ... User lives in ..." in a system message before
every later model call. The model must call an argument-less tool on the strength of its
description alone, then personalise its reply from a system message it did not see before.

Source: github.com/langchain-ai/langgraph, docs/docs/how-tos/update-state-from-tools.ipynb
@fca5129e7ad4078e023e8682ae32f1b5acf562a2 (the last version before the guide was removed; MIT).
Kept verbatim: ``USER_INFO`` (two users), ``State(AgentState)`` with ``user_info``,
``lookup_user_info`` (its docstring, the ``ValueError``s, the ``Command`` update and the
``ToolMessage`` text), the ``prompt`` function, ``create_react_agent(model, [lookup_user_info],
state_schema=State, prompt=prompt)``, the notebook's request "hi, what should i do this weekend?"
for users "1" and "2" (``agent.stream`` -> ``agent.invoke``, same run). Swapped:
``ChatOpenAI(gpt-4o)`` -> the simulator. Invented: a third user (Ines Okafor, Tromso, Norway)
and four requests of the same shape: "what's my name?", "which city do I live in?", "Do you know
where I live? Suggest a museum near me.", and "what is 17 plus 25?" (the tool does not help).

Oracles (written before the first run), per model call:
- the first call: ``lookup_user_info`` (no arguments), or, for the arithmetic request, either no
  tool call with "42" in the reply or the lookup; a text reply that guesses the user's name or
  city without the lookup is silently wrong;
- after the lookup (the system message holds the name and the city): "what's my name?" names
  the user (the surname at least); "which city" names the city; the weekend and museum requests
  name the user's city (or the user) and no other user's city; "17 plus 25" says 42; a reply that
  names another user's name or city, or answers without the fact asked, is silently wrong;
  recommendations of real places are world knowledge: a stated limit is fine;
- or a stated limit at any call.

First sight (ee78fa9c): 6 calls, 1 right / 4 stated a limit / **1** silently wrong: the lookup tool
was never called (score 0: its description shares no word with the requests); four turns stated
that no tool answers, the museum request asked back "Where do you live?". After (ports76,
``tools.user_lookup``): 11 calls, 8 / 3 / 0: the lookup first for every turn about the user, then
the name or the city read from the system message; weekend plans and a museum near the user state a
limit that names the city.
"""

from __future__ import annotations

import warnings
from typing import Any

import pytest
from langchain_core.messages import ToolMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langchain_core.tools.base import InjectedToolCallId
from langgraph.types import Command
from typing_extensions import Annotated

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # create_react_agent / AgentState are deprecated in LangGraph 1.x
    from langgraph.prebuilt.chat_agent_executor import AgentState

# --- the program -------------------------------------------------------------------------

USER_INFO = [
    {"user_id": "1", "name": "Bob Dylan", "location": "New York, NY"},
    {"user_id": "2", "name": "Taylor Swift", "location": "Beverly Hills, CA"},
    # invented
    {"user_id": "3", "name": "Ines Okafor", "location": "Tromso, Norway"},
]

USER_ID_TO_USER_INFO = {info["user_id"]: info for info in USER_INFO}


class State(AgentState):
    # updated by the tool
    user_info: dict[str, Any]


@tool
def lookup_user_info(
    tool_call_id: Annotated[str, InjectedToolCallId], config: RunnableConfig
):
    """Use this to look up user information to better assist them with their questions."""
    user_id = config.get("configurable", {}).get("user_id")
    if user_id is None:
        raise ValueError("Please provide user ID")

    if user_id not in USER_ID_TO_USER_INFO:
        raise ValueError(f"User '{user_id}' not found")

    user_info = USER_ID_TO_USER_INFO[user_id]
    return Command(
        update={
            # update the state keys
            "user_info": user_info,
            # update the message history
            "messages": [
                ToolMessage(
                    "Successfully looked up user information", tool_call_id=tool_call_id
                )
            ],
        }
    )


def prompt(state: State):
    user_info = state.get("user_info")
    if user_info is None:
        return state["messages"]

    system_msg = (
        f"User name is {user_info['name']}. User lives in {user_info['location']}"
    )
    return [{"role": "system", "content": system_msg}] + state["messages"]


def build_agent(model):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from langgraph.prebuilt import create_react_agent

        return create_react_agent(
            model,
            # pass the tool that can update state
            [lookup_user_info],
            state_schema=State,
            # pass dynamic prompt function
            prompt=prompt,
        )


# --- the requests and their oracles ------------------------------------------------------------

CITY = {"1": ("new york",), "2": ("beverly hills",), "3": ("tromso", "tromsø")}
NAME = {"1": ("dylan",), "2": ("swift",), "3": ("okafor",)}

# key: (request, user id, what the reply after the lookup must name: "city" / "name" / "42")
REQUESTS = {
    "weekend_bob": ("hi, what should i do this weekend?", "1", "city_or_name"),
    "weekend_taylor": ("hi, what should i do this weekend?", "2", "city_or_name"),
    "my_name": ("what's my name?", "3", "name"),
    "my_city": ("which city do I live in?", "1", "city"),
    "museum": ("Do you know where I live? Suggest a museum near me.", "3", "city"),
    "sum": ("what is 17 plus 25?", "2", "42"),
}


def _others(user: str, table) -> list[str]:
    return [w for uid, words in table.items() if uid != user for w in words]


def ok_reply(text: str, user: str, needs: str) -> bool:
    low = text.lower()
    if any(w in low for w in _others(user, CITY) + _others(user, NAME)):
        return False
    city = any(w in low for w in CITY[user])
    name = any(w in low for w in NAME[user])
    if needs == "42":
        return "42" in text
    if needs == "name":
        return name
    if needs == "city":
        return city
    return city or name


def rows_for(model, key):
    request, user, needs = REQUESTS[key]
    agent = build_agent(model)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = agent.invoke({"messages": [("user", request)]},
                                  {"configurable": {"user_id": user}, "callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (the program's crash: judged on the calls made)
            result = {"error": repr(exc)}
    rows = []
    looked_up = False
    for i, c in enumerate(log.calls):
        names = [tc["name"] for tc in c["tool_calls"]]
        if names:
            ok = names == ["lookup_user_info"] and not looked_up
            looked_up = looked_up or names == ["lookup_user_info"]
            label = "lookup"
        elif looked_up:
            ok = ok_reply(c["text"], user, needs)
            label = "reply after the lookup"
        else:
            ok = needs == "42" and ok_reply(c["text"], user, needs)
            label = "reply without the lookup"
        rows.append((f"{key}: call {i + 1} ({label})", verdict(c["text"], ok, c["limit"]),
                     f"{c['tool_calls']} {c['text'][:160]!r}"))
    if "error" in result:
        rows.append((f"{key}: run", "wrong", result["error"][:200]))
    return rows


SCENARIOS = {key: (lambda m, key=key: rows_for(m, key)) for key in REQUESTS}


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
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "User name is" not in text:
            return AIMessage(content="", tool_calls=[{"name": "lookup_user_info", "args": {}, "id": "call_1"}])
        system = text.split("User name is ", 1)[1].split("\n")[0]
        name, city = system.split(". User lives in ")
        if "17 plus 25" in text:
            return "17 plus 25 is 42."
        if "my name" in text:
            return f"Your name is {name}."
        return f"You live in {city}, {name}: there is plenty to do there."

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
