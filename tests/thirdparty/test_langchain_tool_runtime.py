"""Port: LangChain how-to "How to pass run time values to tools": three tools whose ``user_id``
is an ``InjectedToolArg`` (hidden from the model), bound with ``bind_tools``; the model fills only
``pets``; ``inject_user_id`` adds the id and ``tool_router.map()`` runs the calls.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/tool_runtime.ipynb at commit
0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT licence).

Kept verbatim: ``user_to_pets``, the tools ``update_favorite_pets(pets: List[str], user_id:
Annotated[str, InjectedToolArg])`` ("Add the list of favorite pets."), ``delete_favorite_pets``
("Delete the list of favorite pets."), ``list_favorite_pets`` ("List favorite pets if any."),
their ``parse_docstring=True`` docstrings, ``llm_with_tools = llm.bind_tools(tools)``,
``inject_user_id``, ``tool_router``, ``chain = llm_with_tools | inject_user_id |
tool_router.map()`` and the notebook's input "my favorite animals are cats and parrots".
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator. Invented: more
inputs of the same kind (a longer list, a one-pet list, a request to list and one to delete).

Oracles (written before the first run), per model call: a statement of favourite pets calls
``update_favorite_pets`` once with exactly the pets named (singular or plural, any case), no
``user_id`` argument, no other tool; after the chain, ``user_to_pets["123"]`` holds them; "what
are my favorite pets?" calls ``list_favorite_pets`` with no arguments; "forget my favorite
pets" calls ``delete_favorite_pets`` with no arguments; or a stated limit (no call).
"""

from __future__ import annotations

import warnings
from copy import deepcopy
from typing import Annotated, List  # noqa: UP035 (verbatim)

import pytest
from langchain_core.runnables import chain
from langchain_core.tools import InjectedToolArg, tool

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------

user_to_pets = {}


@tool(parse_docstring=True)
def update_favorite_pets(
    pets: List[str], user_id: Annotated[str, InjectedToolArg]  # noqa: UP006 (verbatim)
) -> None:
    """Add the list of favorite pets.

    Args:
        pets: List of favorite pets to set.
        user_id: User's ID.
    """
    user_to_pets[user_id] = pets


@tool(parse_docstring=True)
def delete_favorite_pets(user_id: Annotated[str, InjectedToolArg]) -> None:
    """Delete the list of favorite pets.

    Args:
        user_id: User's ID.
    """
    if user_id in user_to_pets:
        del user_to_pets[user_id]


@tool(parse_docstring=True)
def list_favorite_pets(user_id: Annotated[str, InjectedToolArg]) -> None:
    """List favorite pets if any.

    Args:
        user_id: User's ID.
    """
    return user_to_pets.get(user_id, [])


tools = [
    update_favorite_pets,
    delete_favorite_pets,
    list_favorite_pets,
]

user_id = "123"


@chain
def inject_user_id(ai_msg):
    tool_calls = []
    for tool_call in ai_msg.tool_calls:
        tool_call_copy = deepcopy(tool_call)
        tool_call_copy["args"]["user_id"] = user_id
        tool_calls.append(tool_call_copy)
    return tool_calls


tool_map = {tool.name: tool for tool in tools}


@chain
def tool_router(tool_call):
    return tool_map[tool_call["name"]]


# --- inputs and oracles ---------------------------------------------------------------------

# input -> (tool, the pets it must set, or None)
STATEMENTS = {
    "my favorite animals are cats and parrots": ["cats", "parrots"],
    "My favourite pets are hamsters, goldfish and tortoises.": ["hamsters", "goldfish", "tortoises"],
    "I only really like ferrets": ["ferrets"],
}
REQUESTS = {
    "what are my favorite pets?": "list_favorite_pets",
    "please forget my favorite pets": "delete_favorite_pets",
}


def _norm(word: str) -> str:
    """Singular or plural, any case: "Cats" and "cat" are the same pet."""
    w = str(word).strip().lower()
    return w[:-1] if w.endswith("s") and len(w) > 3 else w


def _pets_ok(calls, pets) -> bool:
    if len(calls) != 1 or calls[0]["name"] != "update_favorite_pets":
        return False
    args = calls[0]["args"]
    if set(args) != {"pets"} or not isinstance(args["pets"], list):
        return False
    return sorted(_norm(p) for p in args["pets"]) == sorted(_norm(p) for p in pets)


def rows_statement(model, text):
    pets = STATEMENTS[text]
    rows = []
    llm_with_tools = model.bind_tools(tools)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        log = CallLog()
        ai_msg = llm_with_tools.invoke(text, {"callbacks": [log]})
        calls = [{"name": c["name"], "args": c["args"]} for c in ai_msg.tool_calls]
        rows.append((f"{text!r}: tool calls", verdict(ai_msg, _pets_ok(calls, pets), log.calls[-1]["limit"]),
                     repr(calls or ai_msg.content)[:300]))
        # the tool-executing chain
        user_to_pets.clear()
        log = CallLog()
        chain_ = llm_with_tools | inject_user_id | tool_router.map()
        chain_.invoke(text, {"callbacks": [log]})
        stored = user_to_pets.get(user_id)
        ok = stored is not None and sorted(_norm(p) for p in stored) == sorted(_norm(p) for p in pets)
        call = log.calls[0]
        rows.append((f"{text!r}: chain -> user_to_pets", verdict(call["text"], ok, call["limit"]),
                     repr(dict(user_to_pets))[:300]))
    return rows


def rows_request(model, text):
    want = REQUESTS[text]
    llm_with_tools = model.bind_tools(tools)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        log = CallLog()
        ai_msg = llm_with_tools.invoke(text, {"callbacks": [log]})
    calls = [{"name": c["name"], "args": c["args"]} for c in ai_msg.tool_calls]
    ok = len(calls) == 1 and calls[0]["name"] == want and not calls[0]["args"]
    return [(f"{text!r}: tool calls", verdict(ai_msg, ok, log.calls[-1]["limit"]), repr(calls or ai_msg.content)[:300])]


SCENARIOS = {
    **{f"statement{i}": (lambda m, t=t: rows_statement(m, t)) for i, t in enumerate(STATEMENTS)},
    **{f"request{i}": (lambda m, t=t: rows_request(m, t)) for i, t in enumerate(REQUESTS)},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_user_id_is_hidden_from_the_model():
    assert set(update_favorite_pets.tool_call_schema.model_json_schema()["properties"]) == {"pets"}


def test_wiring_with_an_ideal_model():
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text).rsplit("human: ", 1)[-1].strip()
        if text in STATEMENTS:
            return call("update_favorite_pets", pets=STATEMENTS[text])
        if text in REQUESTS:
            return call(REQUESTS[text])
        return AIMessage(content="?")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
