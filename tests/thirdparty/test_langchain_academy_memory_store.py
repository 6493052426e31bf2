# ruff: noqa: W291, W293
"""Port: LangChain Academy module 5, "Chatbot with long-term memory" (an ``InMemoryStore`` across
threads: ``call_model`` answers with the stored memory in its system prompt, ``write_memory``
asks the model to merge the conversation into a bulleted memory and stores its text).

Source: github.com/langchain-ai/langchain-academy, module-5/memory_store.ipynb
@fa15bec4a51c541c40c261586b037c9d134977b1.
Kept verbatim: ``MODEL_SYSTEM_MESSAGE``, ``CREATE_MEMORY_INSTRUCTION`` (with its stray leading
quote), ``call_model``, ``write_memory``, the graph (``call_model -> write_memory``, a
``MemorySaver`` and an ``InMemoryStore``), thread "1" / user "1" with "Hi, my name is Lance" and
"I like to bike around San Francisco", then thread "2" with "Hi! Where would you recommend that I
go biking?" and "Great, are there any bakeries nearby that I can check out? I like a croissant
after biking.". Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator. Invented: a user
(Tomás, vegetarian, Porto, rowing) whose second thread asks what only the store knows.

Oracles (written before the first run), per model call:
- call_model on an introduction or a stated preference: a reply with no refusal that invents no
  other person's name, or a stated limit;
- write_memory: a memory that holds every fact the user stated so far (name, place, likes) and no
  fact they did not state (no other name or place), or a stated limit (the store then holds the
  limit sentence: the next thread's calls must not treat it as a fact);
- in a new thread, a question the memory answers ("what's my name and where do I live?"): the
  stored facts; a recommendation (biking routes, bakeries): a reply that uses the memory (names
  San Francisco) and asserts no invented place, or a stated limit.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables.config import RunnableConfig
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.store.base import BaseStore

from tests.thirdparty._support import DUMP_MARKERS, REFUSAL, sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict

MODEL_SYSTEM_MESSAGE = """You are a helpful assistant with memory that provides information about the user. 
If you have memory for this user, use it to personalize your responses.
Here is the memory (it may be empty): {memory}"""

CREATE_MEMORY_INSTRUCTION = """"You are collecting information about the user to personalize your responses.

CURRENT USER INFORMATION:
{memory}

INSTRUCTIONS:
1. Review the chat history below carefully
2. Identify new information about the user, such as:
   - Personal details (name, location)
   - Preferences (likes, dislikes)
   - Interests and hobbies
   - Past experiences
   - Goals or future plans
3. Merge any new information with existing memory
4. Format the memory as a clear, bulleted list
5. If new information conflicts with existing memory, keep the most recent version

Remember: Only include factual information directly stated by the user. Do not make assumptions or inferences.

Based on the chat history below, please update the user information:"""

NAMES = ("Lance", "Tomás", "Bob", "Alice", "John")
PLACES = ("San Francisco", "Porto", "Lisbon", "New York", "London", "Paris")


def build(model, replies):
    from langgraph.checkpoint.memory import MemorySaver
    from langgraph.store.memory import InMemoryStore

    def invoke(messages, node):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = model.invoke(messages)
        replies.append((node, r))
        return r

    def call_model(state: MessagesState, config: RunnableConfig, store: BaseStore):
        user_id = config["configurable"]["user_id"]
        namespace = ("memory", user_id)
        key = "user_memory"
        existing_memory = store.get(namespace, key)
        if existing_memory:
            existing_memory_content = existing_memory.value.get('memory')
        else:
            existing_memory_content = "No existing memory found."
        system_msg = MODEL_SYSTEM_MESSAGE.format(memory=existing_memory_content)
        response = invoke([SystemMessage(content=system_msg)] + state["messages"], "call_model")
        return {"messages": response}

    def write_memory(state: MessagesState, config: RunnableConfig, store: BaseStore):
        user_id = config["configurable"]["user_id"]
        namespace = ("memory", user_id)
        existing_memory = store.get(namespace, "user_memory")
        if existing_memory:
            existing_memory_content = existing_memory.value.get('memory')
        else:
            existing_memory_content = "No existing memory found."
        system_msg = CREATE_MEMORY_INSTRUCTION.format(memory=existing_memory_content)
        new_memory = invoke([SystemMessage(content=system_msg)] + state['messages'], "write_memory")
        key = "user_memory"
        store.put(namespace, key, {"memory": new_memory.content})

    builder = StateGraph(MessagesState)
    builder.add_node("call_model", call_model)
    builder.add_node("write_memory", write_memory)
    builder.add_edge(START, "call_model")
    builder.add_edge("call_model", "write_memory")
    builder.add_edge("write_memory", END)
    return builder.compile(checkpointer=MemorySaver(), store=InMemoryStore())


def memory_ok(text: str, facts, allowed) -> bool:
    return (all(f.lower() in text.lower() for f in facts) and not any(m in text for m in DUMP_MARKERS)
            and not contains_any(text, [n for n in NAMES + PLACES if n not in allowed]))


def chat_ok(text: str, allowed) -> bool:
    return (bool(text.strip()) and not REFUSAL.search(text) and not any(m in text for m in DUMP_MARKERS)
            and not contains_any(text, [n for n in NAMES + PLACES if n not in allowed]))


def run(graph, text, thread, user="1"):
    graph.invoke({"messages": [HumanMessage(content=text)]},
                 {"configurable": {"thread_id": thread, "user_id": user}})


def rows_for(replies, start, label, chat_check, mem_facts, allowed):
    (_, chat), (_, mem) = replies[start:start + 2]
    return [(f"{label}: call_model", verdict(chat, chat_check(text_of(chat))), text_of(chat)),
            (f"{label}: write_memory", verdict(mem, memory_ok(text_of(mem), mem_facts, allowed)), text_of(mem))]


def s_tutorial(model):
    replies: list = []
    graph = build(model, replies)
    allowed = ("Lance", "San Francisco")
    out = []
    run(graph, "Hi, my name is Lance", "1")
    out += rows_for(replies, 0, "Hi, my name is Lance", lambda t: chat_ok(t, allowed), ("Lance",), allowed)
    run(graph, "I like to bike around San Francisco", "1")
    out += rows_for(replies, 2, "I like to bike around San Francisco", lambda t: chat_ok(t, allowed),
                    ("Lance", "San Francisco", "bik"), allowed)
    run(graph, "Hi! Where would you recommend that I go biking?", "2")
    out += rows_for(replies, 4, "thread 2: where to go biking",
                    lambda t: "san francisco" in t.lower() and chat_ok(t, allowed),
                    ("Lance", "San Francisco", "bik"), allowed)
    run(graph, "Great, are there any bakeries nearby that I can check out? I like a croissant after biking.", "2")
    out += rows_for(replies, 6, "thread 2: bakeries",
                    lambda t: "san francisco" in t.lower() and chat_ok(t, allowed),
                    ("Lance", "San Francisco", "croissant"), allowed)
    return out


def s_invented(model):
    replies: list = []
    graph = build(model, replies)
    allowed = ("Tomás", "Porto")
    out = []
    run(graph, "Hello! I'm Tomás and I'm vegetarian.", "a", user="t")
    out += rows_for(replies, 0, "Hello! I'm Tomás and I'm vegetarian.", lambda t: chat_ok(t, allowed),
                    ("Tomás", "vegetarian"), allowed)
    run(graph, "I live in Porto and I go rowing on the Douro every Sunday.", "a", user="t")
    out += rows_for(replies, 2, "I live in Porto ...", lambda t: chat_ok(t, allowed),
                    ("Tomás", "vegetarian", "Porto", "rowing"), allowed)
    run(graph, "What's my name and where do I live?", "b", user="t")
    out += rows_for(replies, 4, "thread b: name and home",
                    lambda t: "tomás" in t.lower() and "porto" in t.lower() and chat_ok(t, allowed),
                    ("Tomás", "Porto"), allowed)
    return out


SCENARIOS = {"tutorial": s_tutorial, "invented": s_invented}


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
    from tests.thirdparty._support import queued

    model = queued(AIMessage("Hello Tomás, nice to meet you!"), AIMessage("- Name: Tomás\n- Vegetarian"),
                   AIMessage("Porto is lovely for rowing."),
                   AIMessage("- Name: Tomás\n- Vegetarian\n- Lives in Porto\n- Goes rowing on Sundays"),
                   AIMessage("You are Tomás and you live in Porto."),
                   AIMessage("- Name: Tomás\n- Vegetarian\n- Lives in Porto\n- Goes rowing on Sundays"))
    rows = s_invented(model)
    assert [v for _, v, _ in rows] == ["right"] * 6, rows
