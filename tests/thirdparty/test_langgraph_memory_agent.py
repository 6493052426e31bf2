"""Port: LangGraph template "memory-agent": a chatbot that saves what it learns about the user
with an ``upsert_memory`` tool into a LangGraph store, and reads the user's memories back into
its system prompt on every turn (also in a new thread).

Source: github.com/langchain-ai/memory-agent at commit eb47bcd68f75880be153c4c32297aa0fd54af0d1:
``src/memory_agent/graph.py`` (``call_model``, ``store_memory``, ``route_message``, the graph),
``src/memory_agent/tools.py`` (``upsert_memory``), ``src/memory_agent/prompts.py`` at
8d62c797ce58708019a424e92558fe9eb26559ee (``SYSTEM_PROMPT``), and the conversations of
``tests/integration_tests/test_graph.py`` at 32f42752415720b8a801a6fe8835259eb124f84a (MIT).

Kept verbatim: ``SYSTEM_PROMPT`` ("You are a helpful and friendly chatbot. Get to know the user!
Ask questions! Be spontaneous! {user_info} System Time: {time}"), ``upsert_memory`` (signature,
``InjectedToolArg`` user_id and store, docstring), ``call_model`` (the store search over the last
three messages, the ``<memories>`` block ``[{key}]: {value} (similarity: {score})``, the system
prompt formatted with it and the time, ``llm.bind_tools([tools.upsert_memory])``),
``store_memory``, ``route_message`` and the edges (``store_memory`` -> ``call_model``); the
test's conversations "short" (Alice) and "medium" (Bob, three turns).
Swapped: ``utils.load_chat_model(runtime.context.model)`` -> the simulator; the runtime context
(``Context``: ``user_id``, ``model``, ``system_prompt``) -> a small dataclass with the same
fields; ``bind_tools([upsert_memory])`` -> ``bind_tools([tool(upsert_memory)])`` (the installed
langchain-core cannot turn the bare function, whose hidden ``store`` argument is a ``BaseStore``,
into a JSON schema; as a ``tool`` its injected arguments are dropped, so the model sees the
same ``content``, ``context``, ``memory_id``); ``datetime.now()`` -> a fixed time (so runs are reproducible); the store is LangGraph's
``InMemoryStore`` as in the template's test. Invented: a third user (Dana, a violin teacher in
Tartu) across two threads, and a question in a new thread that the stored memories answer.

Oracles (written before the first run), per model call:
- a turn that states facts about the user: the model calls ``upsert_memory`` (``content`` and
  ``context`` strings), and the contents of that turn's calls hold the turn's facts (each fact's
  key word: the name, the food, the hobby, the pet's name, the breed, the age, ...);
- the call after the store (the tool message "Stored memory <id>"): a text reply with no further
  tool call (the graph ends), not empty, not a refusal;
- a turn that states nothing about the user ("how are you today?"): no ``upsert_memory`` call, a
  reply;
- a new thread, same user, asking what the bot remembers: no tool call, an answer that holds the
  stored facts asked for;
- or a stated limit (a limit stated on an ``upsert_memory`` turn means no call).
A run that hits the recursion limit (the model calling ``upsert_memory`` again and again) is
silently wrong for the calls that repeat.
"""

from __future__ import annotations

import asyncio
import uuid
import warnings
from dataclasses import dataclass
from typing import Annotated, cast

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import InjectedToolArg, tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, StateGraph
from langgraph.graph.message import add_messages
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore
from langgraph.store.memory import InMemoryStore
from typing_extensions import TypedDict

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program (prompts.py, tools.py, graph.py) ------------------------------------------

SYSTEM_PROMPT = """You are a helpful and friendly chatbot. Get to know the user! \
Ask questions! Be spontaneous! 
{user_info}

System Time: {time}"""  # noqa: W291 (verbatim)

FIXED_TIME = "2025-03-14T10:30:00"  # swapped for datetime.now().isoformat()


async def upsert_memory(
    content: str,
    context: str,
    *,
    memory_id: uuid.UUID | None = None,
    # Hide these arguments from the model.
    user_id: Annotated[str, InjectedToolArg],
    store: Annotated[BaseStore, InjectedToolArg],
):
    """Upsert a memory in the database.

    If a memory conflicts with an existing one, then just UPDATE the
    existing one by passing in memory_id - don't create two memories
    that are the same. If the user corrects a memory, UPDATE it.

    Args:
        content: The main content of the memory. For example:
            "User expressed interest in learning about French."
        context: Additional context for the memory. For example:
            "This was mentioned while discussing career options in Europe."
        memory_id: ONLY PROVIDE IF UPDATING AN EXISTING MEMORY.
        The memory to overwrite.
    """
    mem_id = memory_id or uuid.uuid4()
    await store.aput(
        ("memories", user_id),
        key=str(mem_id),
        value={"content": content, "context": context},
    )
    return f"Stored memory {mem_id}"


class State(TypedDict):
    messages: Annotated[list, add_messages]


@dataclass
class Context:
    user_id: str = "default"
    model: str = "sim"
    system_prompt: str = SYSTEM_PROMPT


def build(llm, store, checkpointer):
    async def call_model(state: State, runtime: Runtime[Context]) -> dict:
        """Extract the user's state from the conversation and update the memory."""
        user_id = runtime.context.user_id
        system_prompt = runtime.context.system_prompt

        # Retrieve the most recent memories for context
        memories = await cast(BaseStore, runtime.store).asearch(
            ("memories", user_id),
            query=str([m.content for m in state["messages"][-3:]]),
            limit=10,
        )

        # Format memories for inclusion in the prompt
        formatted = "\n".join(
            f"[{mem.key}]: {mem.value} (similarity: {mem.score})" for mem in memories
        )
        if formatted:
            formatted = f"""
<memories>
{formatted}
</memories>"""

        sys = system_prompt.format(user_info=formatted, time=FIXED_TIME)

        msg = await llm.bind_tools([tool(upsert_memory)]).ainvoke(
            [{"role": "system", "content": sys}, *state["messages"]]
        )
        return {"messages": [msg]}

    async def store_memory(state: State, runtime: Runtime[Context]):
        # Extract tool calls from the last message
        tool_calls = getattr(state["messages"][-1], "tool_calls", [])

        # Concurrently execute all upsert_memory calls
        saved_memories = await asyncio.gather(
            *(
                upsert_memory(
                    **tc["args"],
                    user_id=runtime.context.user_id,
                    store=cast(BaseStore, runtime.store),
                )
                for tc in tool_calls
            )
        )

        results = [
            {
                "role": "tool",
                "content": mem,
                "tool_call_id": tc["id"],
            }
            for tc, mem in zip(tool_calls, saved_memories, strict=False)
        ]
        return {"messages": results}

    def route_message(state: State):
        """Determine the next step based on the presence of tool calls."""
        msg = state["messages"][-1]
        if getattr(msg, "tool_calls", None):
            # If there are tool calls, we need to store memories
            return "store_memory"
        # Otherwise, finish; user can send the next message
        return END

    builder = StateGraph(State, context_schema=Context)
    builder.add_node(call_model)
    builder.add_edge("__start__", "call_model")
    builder.add_node(store_memory)
    builder.add_conditional_edges("call_model", route_message, ["store_memory", END])
    builder.add_edge("store_memory", "call_model")
    return builder.compile(store=store, checkpointer=checkpointer)


# --- conversations and oracles ------------------------------------------------------------

# each turn: (thread, text, the facts' key words its upsert calls must hold, or None for a turn
# that states nothing (no upsert), or ("ask", words) for a question the memories answer)
CONVERSATIONS = {
    "short": ("alice", [
        ("t1", "My name is Alice and I love pizza. Remember this.", ("alice", "pizza")),
        ("t2", "What's my name, and what food do I love?", ("ask", ("alice", "pizza"))),
    ]),
    "medium": ("bob", [
        ("t1", "Hi, I'm Bob and I enjoy playing tennis. Remember this.", ("bob", "tennis")),
        ("t1", "Yes, I also have a pet dog named Max.", ("max",)),
        ("t1", "Max is a golden retriever and he's 5 years old. Please remember this too.",
         ("golden retriever", "5")),
    ]),
    "invented": ("dana", [
        ("t1", "how are you today?", None),
        ("t1", "I'm Dana, I teach violin at a music school in Tartu.", ("dana", "violin", "tartu")),
        ("t2", "Where do I teach, and which instrument?", ("ask", ("tartu", "violin"))),
    ]),
}


def _contents(calls) -> str:
    return " ".join(f"{c['args'].get('content', '')} {c['args'].get('context', '')}" for c in calls).lower()


def _upserts_ok(calls, words) -> bool:
    if not calls or any(c["name"] != "upsert_memory" for c in calls):
        return False
    if any(not isinstance(c["args"].get("content"), str) or not isinstance(c["args"].get("context"), str)
           for c in calls):
        return False
    low = _contents(calls)
    return all(w in low for w in words)


def _reply_ok(text: str) -> bool:
    return bool(text.strip()) and not REFUSAL.search(text)


def run_conversation(model, key):
    user, turns = CONVERSATIONS[key]
    store, saver = InMemoryStore(), MemorySaver()
    graph = build(model, store, saver)
    rows = []
    for thread, text, expect in turns:
        log = CallLog()
        config = {"configurable": {"thread_id": f"{key}-{thread}"}, "callbacks": [log], "recursion_limit": 10}
        error = ""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                asyncio.run(graph.ainvoke({"messages": [("user", text)]}, config, context=Context(user_id=user)))
            except GraphRecursionError:
                error = "GraphRecursionError"
        for i, c in enumerate(log.calls):
            label = f"{key}: {text[:40]!r} call {i + 1}"
            calls, reply = c["tool_calls"], c["text"]
            if expect is None:
                ok = not calls and _reply_ok(reply)
            elif expect[0] == "ask":
                ok = not calls and all(w in reply.lower() for w in expect[1])
            elif i == 0:
                ok = _upserts_ok(calls, expect)
            else:  # after the store: a reply, no further call
                ok = not calls and _reply_ok(reply) and not error
            shown = repr(calls) if calls else reply
            rows.append((label, verdict(reply, ok, c["limit"]), f"{error} {shown}".strip()[:300]))
    return rows


SCENARIOS = {key: (lambda m, k=key: run_conversation(m, k)) for key in CONVERSATIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_model_sees_only_content_and_context():
    schema = tool(upsert_memory).tool_call_schema.model_json_schema()
    assert set(schema["properties"]) == {"content", "context", "memory_id"}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    replies = {
        "My name is Alice": call("upsert_memory", content="User's name is Alice and they love pizza.",
                                 context="Introduced themselves."),
        "What's my name": "Your name is Alice and you love pizza.",
        "Hi, I'm Bob": call("upsert_memory", content="User is Bob and enjoys playing tennis.", context="Intro."),
        "Yes, I also have": call("upsert_memory", content="Bob has a pet dog named Max.", context="Pets."),
        "Max is a golden": call("upsert_memory", content="Max is a golden retriever, 5 years old.",
                                context="About Max."),
        "how are you today": "I'm great, thanks! What do you like to do?",
        "I'm Dana": call("upsert_memory", content="Dana teaches violin at a music school in Tartu.",
                         context="Work."),
        "Where do I teach": "You teach violin at a music school in Tartu.",
    }

    def script(prompt_text, _schema, _tools):
        lines = str(prompt_text).strip().splitlines()
        if lines[-1].startswith("tool: "):
            return AIMessage(content="Got it, I'll remember that!")
        last_human = next(line for line in reversed(lines) if line.startswith("human: "))
        return next(v for k, v in replies.items() if k in last_human)

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
