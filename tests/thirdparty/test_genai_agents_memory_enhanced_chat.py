"""Port: NirDiamant/GenAI_Agents "Building a Memory-Enhanced Conversational Agent": a prompt with
two system messages (the assistant's role; "Long-term memory: {long_term_memory}"), a
``MessagesPlaceholder("history")`` and the human input, wrapped in ``RunnableWithMessageHistory``
keyed by session id; ``chat()`` reads the session's long-term memory (every earlier input longer
than 20 characters, as "User said: ...", the last five, joined by ". ") and updates it after each
reply.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/memory_enhanced_conversational_agent.ipynb
@44e9d57b187478d387db65b2653a132ffdb1b1e5. Licence: no LICENSE file among the repository's
stored files (not verified further).
Kept verbatim: the stores, ``get_chat_history``, ``update_long_term_memory`` (its 20-character
and five-memory rules), ``get_long_term_memory``, the prompt, ``chain_with_history`` and
``chat``; the notebook's four turns in session "user_123".
Swapped: ``ChatOpenAI(model="gpt-4o-mini", max_tokens=1000, temperature=0)`` -> the simulator;
``langchain_community``'s ``ChatMessageHistory`` -> ``langchain_core``'s
``InMemoryChatMessageHistory`` (the same class under its core name). Invented: a second
session (a beekeeper in Lublin) with questions on what the user said, and a third session that
asks for a name nobody gave.

Oracles (written before the first run), per model call:
- a greeting that gives a name: a reply that greets (no refusal); if it names anyone, the name
  given;
- "What's the weather like today?": no weather stated as fact (no condition or temperature), an
  answer that it has no live weather or a question back about the place;
- a statement of taste ("I love sunny days."): an acknowledgement, not "I don't know";
- a question on what the user said earlier in the session: the value said (Alice; three / 3
  beehives; Lublin);
- a question on what nobody said (a new session's "What's my name?"): no name from another
  session, an answer that it does not know;
- or a stated limit.

First sight (760ce869, before any simulator change of ports23): 10 calls, 6 right / 4 stated a
limit / 0 silently wrong: the names, the beehive count and the city are answered from the thread;
the weather question, "I love sunny days." and the two "What's my name?" in a session that never
gave one state limits (a real model says it has no live weather, acknowledges, and says it does
not know the name). After ports23: the same 6 / 4 / 0.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.chat_history import InMemoryChatMessageHistory as ChatMessageHistory
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


def build(llm):
    chat_store = {}
    long_term_memory = {}

    def get_chat_history(session_id: str):
        if session_id not in chat_store:
            chat_store[session_id] = ChatMessageHistory()
        return chat_store[session_id]

    def update_long_term_memory(session_id: str, input: str, output: str):  # noqa: A002 (verbatim)
        if session_id not in long_term_memory:
            long_term_memory[session_id] = []
        if len(input) > 20:  # Simple logic: store inputs longer than 20 characters
            long_term_memory[session_id].append(f"User said: {input}")
        if len(long_term_memory[session_id]) > 5:  # Keep only last 5 memories
            long_term_memory[session_id] = long_term_memory[session_id][-5:]

    def get_long_term_memory(session_id: str):
        return ". ".join(long_term_memory.get(session_id, []))

    prompt = ChatPromptTemplate.from_messages([
        ("system", "You are a helpful AI assistant. Use the information from long-term memory if relevant."),
        ("system", "Long-term memory: {long_term_memory}"),
        MessagesPlaceholder(variable_name="history"),
        ("human", "{input}")
    ])

    chain = prompt | llm
    chain_with_history = RunnableWithMessageHistory(
        chain,
        get_chat_history,
        input_messages_key="input",
        history_messages_key="history"
    )

    def chat(input_text: str, session_id: str, callbacks=None):
        long_term_mem = get_long_term_memory(session_id)
        response = chain_with_history.invoke(
            {"input": input_text, "long_term_memory": long_term_mem},
            config={"configurable": {"session_id": session_id}, "callbacks": callbacks or []}
        )
        update_long_term_memory(session_id, input_text, response.content)
        return response.content

    return chat


# --- the turns and their oracles ------------------------------------------------------------------

_WEATHER = re.compile(r"\b(sunny|rain\w*|cloudy|snow\w*|overcast|clear skies|windy|\d+\s*°|\d+\s*degrees)", re.I)
_NO_LIVE = re.compile(r"real[- ]time|live|don'?t have|do not have|can'?t (?:check|access|see)|cannot (?:check|access)|"
                      r"no access|unable|where|which (?:city|place|location)|your location|not sure|don'?t know", re.I)
_NAMES = re.compile(r"\b(Alice|Tomasz)\b")


def greeted(text: str, name: str) -> bool:
    named = set(_NAMES.findall(text))
    return bool(text.strip()) and not REFUSAL.search(text) and named <= {name}


def weather(text: str, _=None) -> bool:
    return not _WEATHER.search(text.replace("sunny days", "")) and bool(_NO_LIVE.search(text))


def acknowledged(text: str, _=None) -> bool:
    return bool(text.strip()) and not REFUSAL.search(text)


def says(*options):
    def check(text: str, _=None) -> bool:
        return any(o.lower() in text.lower() for o in options)
    return check


def no_name(text: str, _=None) -> bool:
    return not _NAMES.search(text) and bool(REFUSAL.search(text) or re.search(r"haven'?t (?:told|said|mentioned)|didn'?t (?:tell|say|mention)|not (?:told|mentioned)", text, re.I))


# session -> [(input, oracle)]
SESSIONS = {
    "user_123": [  # the notebook's
        ("Hello! My name is Alice.", lambda t: greeted(t, "Alice")),
        ("What's the weather like today?", weather),
        ("I love sunny days.", acknowledged),
        ("Do you remember my name?", says("Alice")),
    ],
    "beekeeper": [  # invented
        ("Hi there, I'm Tomasz and I keep three beehives in my garden in Lublin.", lambda t: greeted(t, "Tomasz")),
        ("How many beehives did I say I keep?", says("three", "3")),
        ("Which city is my garden in?", says("Lublin")),
        ("What's my name again?", says("Tomasz")),
    ],
    "stranger": [  # invented: a session that gave no name
        ("What's my name?", no_name),
    ],
}


def rows_session(model, session_id):
    chat = build(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for text, oracle in SESSIONS[session_id]:
            log = CallLog()
            reply = chat(text, session_id, callbacks=[log])
            limit = log.calls[-1]["limit"] if log.calls else ""
            rows.append((f"{session_id}: {text}", verdict(reply, oracle(reply), limit), reply[:200]))
    return rows


def rows_stranger_after(model):
    """The stranger's question asked after the two other sessions, in the same program (the
    stores are shared dicts keyed by session)."""
    chat = build(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for sid in ("user_123", "beekeeper"):
            for text, _ in SESSIONS[sid]:
                chat(text, sid)
        log = CallLog()
        reply = chat("What's my name?", "stranger", callbacks=[log])
    limit = log.calls[-1]["limit"] if log.calls else ""
    rows.append(("stranger after others: What's my name?", verdict(reply, no_name(reply), limit), reply[:200]))
    return rows


SCENARIOS = {sid: (lambda m, sid=sid: rows_session(m, sid)) for sid in SESSIONS}
SCENARIOS["stranger_after_others"] = rows_stranger_after


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "Hello! My name is Alice.": "Hello, Alice! How can I assist you today?",
    "What's the weather like today?": "I don't have real-time weather data; tell me your location and I can suggest where to check.",
    "I love sunny days.": "Sunny days are wonderful! Do you have favourite things to do on them?",
    "Do you remember my name?": "Yes, your name is Alice!",
    "Hi there, I'm Tomasz and I keep three beehives in my garden in Lublin.": "Nice to meet you, Tomasz! Three beehives is a lovely hobby.",
    "How many beehives did I say I keep?": "You said you keep three beehives.",
    "Which city is my garden in?": "Your garden is in Lublin.",
    "What's my name again?": "Your name is Tomasz.",
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        last = text.rsplit("human: ", 1)[-1].strip()
        if last == "What's my name?":
            return "I don't know your name: you haven't told me yet."
        return _IDEAL[last]

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
