# ruff: noqa: W291, W293
"""Port: LangChain Academy module 5, "Chatbot with Profile Schema" (memoryschema_profile): a
``UserProfile`` TypedDict filled by ``with_structured_output`` from the chat, saved in a store
across threads and read back into the chatbot's system prompt.

Source: github.com/langchain-ai/langchain-academy, module-5/memoryschema_profile.ipynb
@fa15bec4a51c541c40c261586b037c9d134977b1 (the part before trustcall).
Kept verbatim: ``UserProfile`` (a TypedDict whose fields carry only comments, no descriptions),
``model.with_structured_output(UserProfile)`` and its first call ("My name is Lance, I like to
bike."), ``MODEL_SYSTEM_MESSAGE``, ``CREATE_MEMORY_INSTRUCTION``, ``call_model``,
``write_memory`` (the memory formatted as "Name: ...\\nInterests: ..."), the graph
(``call_model -> write_memory``, ``MemorySaver`` + ``InMemoryStore``), thread "1" / user "1" and
"Hi, my name is Lance and I like to bike around San Francisco and eat at bakeries.".
Swapped: ``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator. Invented: a second user
(Ines: rowing, old maps, then the cello) over two threads, and an introduction with no name.

Oracles (written before the first run), per model call:
- the bare structured call: ``user_name`` "Lance" and ``interests`` a list that holds biking
  (bike/biking/cycling) and nothing the message does not say;
- call_model (the chatbot): a reply that neither refuses nor invents a name or place the user
  did not give; when asked what it knows about the user's hobbies in a new thread, a reply that
  names the hobbies the memory holds; or a stated limit;
- write_memory: ``user_name`` the name the user gave (empty or "Unknown" when they gave none,
  never an invented one), ``interests`` every interest stated so far (an update keeps the earlier
  ones) and nothing else (every item shares a word with what the user said; no name or place
  they did not give; not their own name); or a stated limit.
"""

from __future__ import annotations

import warnings
from typing import List, TypedDict  # noqa: UP035 (the notebook's spelling)

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables.config import RunnableConfig
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.store.base import BaseStore

from tests.thirdparty._support import DUMP_MARKERS, REFUSAL, CallLog, sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict


class UserProfile(TypedDict):
    """User profile schema with typed fields"""
    user_name: str  # The user's preferred name
    interests: List[str]  # A list of the user's interests  # noqa: UP006


MODEL_SYSTEM_MESSAGE = """You are a helpful assistant with memory that provides information about the user. 
If you have memory for this user, use it to personalize your responses.
Here is the memory (it may be empty): {memory}"""

CREATE_MEMORY_INSTRUCTION = """Create or update a user profile memory based on the user's chat history. 
This will be saved for long-term memory. If there is an existing memory, simply update it. 
Here is the existing memory (it may be empty): {memory}"""

NAMES = ("Lance", "Ines", "Bob", "Alice", "John", "Sarah")
PLACES = ("San Francisco", "Lisbon", "Porto", "New York", "London", "Paris")


def build(model, replies: list):
    from langgraph.checkpoint.memory import MemorySaver
    from langgraph.store.memory import InMemoryStore

    model_with_structure = model.with_structured_output(UserProfile)

    def call_model(state: MessagesState, config: RunnableConfig, store: BaseStore):
        """Load memory from the store and use it to personalize the chatbot's response."""
        user_id = config["configurable"]["user_id"]
        namespace = ("memory", user_id)
        existing_memory = store.get(namespace, "user_memory")
        if existing_memory and existing_memory.value:
            memory_dict = existing_memory.value
            formatted_memory = (
                f"Name: {memory_dict.get('user_name', 'Unknown')}\n"
                f"Interests: {', '.join(memory_dict.get('interests', []))}"
            )
        else:
            formatted_memory = None
        system_msg = MODEL_SYSTEM_MESSAGE.format(memory=formatted_memory)
        response = model.invoke([SystemMessage(content=system_msg)] + state["messages"])
        replies.append(("call_model", response))
        return {"messages": response}

    def write_memory(state: MessagesState, config: RunnableConfig, store: BaseStore):
        """Reflect on the chat history and save a memory to the store."""
        user_id = config["configurable"]["user_id"]
        namespace = ("memory", user_id)
        existing_memory = store.get(namespace, "user_memory")
        if existing_memory and existing_memory.value:
            memory_dict = existing_memory.value
            formatted_memory = (
                f"Name: {memory_dict.get('user_name', 'Unknown')}\n"
                f"Interests: {', '.join(memory_dict.get('interests', []))}"
            )
        else:
            formatted_memory = None
        system_msg = CREATE_MEMORY_INSTRUCTION.format(memory=formatted_memory)
        new_memory = model_with_structure.invoke([SystemMessage(content=system_msg)] + state['messages'])
        replies.append(("write_memory", new_memory))
        key = "user_memory"
        store.put(namespace, key, new_memory)

    builder = StateGraph(MessagesState)
    builder.add_node("call_model", call_model)
    builder.add_node("write_memory", write_memory)
    builder.add_edge(START, "call_model")
    builder.add_edge("call_model", "write_memory")
    builder.add_edge("write_memory", END)
    across_thread_memory = InMemoryStore()
    within_thread_memory = MemorySaver()
    graph = builder.compile(checkpointer=within_thread_memory, store=across_thread_memory)
    return graph, model_with_structure


def _quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


def profile_ok(profile, name: str | None, interests: list[tuple[str, ...]], stated: str) -> bool:
    """``name`` (None: the user gave none), each interest (alternatives) present, and no item
    the user did not state (every item shares a word with ``stated``, the user's messages; no
    name or place they did not give; the user's own name is no interest)."""
    import re

    if not isinstance(profile, dict):
        return False
    got_name = str(profile.get("user_name") or "").strip()
    if name is None:
        name_ok = got_name.lower() in ("", "unknown", "none", "null")
    else:
        name_ok = got_name.lower() == name.lower()
    items = profile.get("interests")
    if not isinstance(items, list):
        return False
    items = [str(x).lower() for x in items]
    has_all = all(any(alt in item for item in items for alt in alts) for alts in interests)
    said = {w[:3] for w in re.findall(r"[a-z]{4,}", stated.lower())}
    unstated = [item for item in items if not {w[:3] for w in re.findall(r"[a-z]{4,}", item)} & said]
    bad = contains_any(" ".join(items), [n for n in NAMES + PLACES if n.lower() not in stated.lower()])
    own_name = bool(name) and any(item.strip() == name.lower() for item in items)
    return name_ok and has_all and not unstated and not bad and not own_name


def chat_ok(text: str, allowed: tuple[str, ...], must: tuple[str, ...] = ()) -> bool:
    return (bool(text.strip()) and not REFUSAL.search(text) and not any(m in text for m in DUMP_MARKERS)
            and not contains_any(text, [n for n in NAMES + PLACES if n not in allowed])
            and all(m.lower() in text.lower() for m in must))


def _limit_of(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def turn(graph, text: str, thread: str, user: str):
    """One user turn: (chat reply, chat limit, profile, profile limit)."""
    log = CallLog()
    _quiet(graph.invoke, {"messages": [HumanMessage(content=text)]},
           {"configurable": {"thread_id": thread, "user_id": user}, "callbacks": [log]})
    chat_limit = log.calls[0]["limit"] if log.calls else ""
    mem_limit = log.calls[1]["limit"] if len(log.calls) > 1 else ""
    return chat_limit, mem_limit


def s_bare(model):
    _, model_with_structure = build(model, [])
    log = CallLog()
    out = _quiet(model_with_structure.invoke, [HumanMessage("My name is Lance, I like to bike.")],
                 {"callbacks": [log]})
    ok = profile_ok(out, "Lance", [("bik", "cycl")], "My name is Lance, I like to bike.")
    return [("bare: My name is Lance, I like to bike.", verdict("", ok, _limit_of(log)), repr(out))]


def _rows(replies, start, label, limits, chat_check, mem_check):
    (_, chat), (_, mem) = replies[start:start + 2]
    chat_limit, mem_limit = limits
    return [(f"{label}: call_model", verdict(chat, chat_check(text_of(chat)), chat_limit), text_of(chat)[:300]),
            (f"{label}: write_memory", verdict("", mem_check(mem), mem_limit), repr(mem)[:300])]


def s_tutorial(model):
    replies: list = []
    graph, _ = build(model, replies)
    allowed = ("Lance", "San Francisco")
    msg = "Hi, my name is Lance and I like to bike around San Francisco and eat at bakeries."
    limits = turn(graph, msg, "1", "1")
    return _rows(replies, 0, "Lance introduces himself", limits, lambda t: chat_ok(t, allowed),
                 lambda p: profile_ok(p, "Lance", [("bik", "cycl"), ("baker",)], msg))


def s_invented(model):
    replies: list = []
    graph, _ = build(model, replies)
    allowed = ("Ines",)
    out = []
    first = "Hello! I'm Ines. I go rowing most weekends and I collect old maps."
    second = "I also started learning the cello this autumn."
    limits = turn(graph, first, "a", "ines")
    out += _rows(replies, 0, "Ines introduces herself", limits, lambda t: chat_ok(t, allowed),
                 lambda p: profile_ok(p, "Ines", [("rowing",), ("map",)], first))
    limits = turn(graph, second, "a", "ines")
    out += _rows(replies, 2, "Ines adds the cello", limits, lambda t: chat_ok(t, allowed),
                 lambda p: profile_ok(p, "Ines", [("rowing",), ("map",), ("cello",)], first + " " + second))
    limits = turn(graph, "What do you remember about my hobbies?", "b", "ines")
    out += _rows(replies, 4, "new thread: my hobbies", limits,
                 lambda t: chat_ok(t, allowed, ("rowing", "map", "cello")),
                 lambda p: profile_ok(p, "Ines", [("rowing",), ("map",), ("cello",)], first + " " + second))
    return out


def s_no_name(model):
    replies: list = []
    graph, _ = build(model, replies)
    msg = "I mostly spend my evenings baking sourdough and playing chess online."
    limits = turn(graph, msg, "x", "anon")
    return _rows(replies, 0, "no name given", limits, lambda t: chat_ok(t, ()),
                 lambda p: profile_ok(p, None, [("sourdough", "baking", "bak"), ("chess",)], msg))


SCENARIOS = {"bare": s_bare, "tutorial": s_tutorial, "invented": s_invented, "no_name": s_no_name}


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
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None:
            if "Lance" in text:
                likes = ["biking"] + (["bakeries"] if "bakeries" in text else [])
                return {"user_name": "Lance", "interests": likes}
            if "Ines" in text:
                likes = ["rowing", "old maps"] + (["cello"] if "cello" in text else [])
                return {"user_name": "Ines", "interests": likes}
            return {"user_name": "", "interests": ["baking sourdough", "chess"]}
        if "hobbies" in text:
            return AIMessage("You enjoy rowing, collecting old maps and playing the cello.")
        return AIMessage("Nice to meet you! Those sound like lovely hobbies.")

    model = ScriptedChatModel(script=script)
    rows = scenarios(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
