"""Port: LangChain tutorial "Build a Chatbot" (conversation memory, a system prompt, a
``{language}`` prompt, trimming the history with ``trim_messages``, streaming).

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/chatbot.ipynb @4185bb5bdfca83d4ff69e6ef28c422edadb04074.
Kept: the turns ("Hi! I'm Bob" / "What's my name?", the ``RunnableWithMessageHistory`` with
``InMemoryChatMessageHistory`` per ``session_id``), the two system prompts ("You are a helpful
assistant. Answer all questions to the best of your ability." and the same "... in
{language}."), the ``trim_messages(max_tokens=65, strategy="last", token_counter=model,
include_system=True, allow_partial=False, start_on="human")`` step over the tutorial's eleven
messages, and the streamed "hi! I'm todd. tell me a joke". Swapped: ``ChatOpenAI`` -> the
simulator. Invented: other names, a fact to recall, another language.

Oracles (written before the first run), per model call:
- the name asked back after it was given: the reply names it (Bob, Jim, Priya);
- the name asked with no history (a new session, or trimmed away): the reply does not name
  anybody (it says it does not know) or states a limit;
- "... in {language}": the reply is in that language (Spanish: a Spanish word such as "hola",
  "nombre", "tu") and, for the name question, names Todd; else a stated limit;
- "what math problem did i ask" with "whats 2 + 2" in the kept history: mentions 2 + 2;
- the joke: greets Todd by name and tells something (two sentences or more), or a stated limit.

First sight (18 calls): right 5, stated limit 12, silently wrong 1 ("hi! I'm bob" under "... in
Spanish." answered in English). After ``sim/reply_language.py`` and lower-case typed facts: 6 / 12 / 0.
"""

from __future__ import annotations

import warnings
from operator import itemgetter

import pytest
from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, trim_messages
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnablePassthrough
from langchain_core.runnables.history import RunnableWithMessageHistory

from tests.thirdparty._support import sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict

NAMES = ("Bob", "Jim", "Todd", "Priya", "Alice", "John")
SPANISH = ("hola", "nombre", "llamas", "¿", "tu ", "puedo")


def names_nobody(text: str) -> bool:
    return not contains_any(text, NAMES)


def quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


def with_history(chain, **kw):
    store: dict[str, BaseChatMessageHistory] = {}

    def get_session_history(session_id: str) -> BaseChatMessageHistory:
        if session_id not in store:
            store[session_id] = InMemoryChatMessageHistory()
        return store[session_id]

    return RunnableWithMessageHistory(chain, get_session_history, **kw)


def helpful_prompt():
    return ChatPromptTemplate.from_messages([
        ("system", "You are a helpful assistant. Answer all questions to the best of your ability."),
        MessagesPlaceholder(variable_name="messages"),
    ])


def language_prompt():
    return ChatPromptTemplate.from_messages([
        ("system", "You are a helpful assistant. Answer all questions to the best of your ability in {language}."),
        MessagesPlaceholder(variable_name="messages"),
    ])


TUTORIAL_HISTORY = [
    SystemMessage(content="you're a good assistant"),
    HumanMessage(content="hi! I'm bob"),
    AIMessage(content="hi!"),
    HumanMessage(content="I like vanilla ice cream"),
    AIMessage(content="nice"),
    HumanMessage(content="whats 2 + 2"),
    AIMessage(content="4"),
    HumanMessage(content="thanks"),
    AIMessage(content="no problem!"),
    HumanMessage(content="having fun?"),
    AIMessage(content="yes!"),
]


def trimmed_chain(model):
    trimmer = trim_messages(max_tokens=65, strategy="last", token_counter=model, include_system=True,
                            allow_partial=False, start_on="human")
    return RunnablePassthrough.assign(messages=itemgetter("messages") | trimmer) | language_prompt() | model, trimmer


# --- the scenarios: (label, verdict, text) per model call ----------------------------------


def s_bare(model):
    out = []
    r = quiet(model.invoke, [HumanMessage(content="Hi! I'm Bob")])
    out.append(("bare: Hi! I'm Bob", verdict(r, not contains_any(text_of(r), ("Jim", "Todd", "Alice"))), text_of(r)))
    r = quiet(model.invoke, [HumanMessage(content="What's my name?")])
    out.append(("bare: What's my name? (no history)", verdict(r, names_nobody(text_of(r))), text_of(r)))
    r = quiet(model.invoke, [HumanMessage(content="Hi! I'm Bob"), AIMessage(content="Hello Bob! How can I assist you today?"),
                             HumanMessage(content="What's my name?")])
    out.append(("bare: What's my name? (history)", verdict(r, "bob" in text_of(r).lower()), text_of(r)))
    return out


def s_message_history(model):
    out = []
    chat = with_history(model)
    for session, text, want in (("abc2", "Hi! I'm Bob", None), ("abc2", "What's my name?", "Bob"),
                                ("abc3", "What's my name?", ""), ("abc2", "What's my name?", "Bob")):
        r = quiet(chat.invoke, [HumanMessage(content=text)], config={"configurable": {"session_id": session}})
        t = text_of(r)
        ok = True if want is None else (want.lower() in t.lower() if want else names_nobody(t))
        out.append((f"history {session}: {text}", verdict(r, ok), t))
    chat = with_history(helpful_prompt() | model)
    for text, want in (("Hi! I'm Jim", None), ("What's my name?", "Jim")):
        r = quiet(chat.invoke, {"messages": [HumanMessage(content=text)]}, config={"configurable": {"session_id": "abc5"}})
        ok = True if want is None else want.lower() in text_of(r).lower()
        out.append((f"helpful prompt: {text}", verdict(r, ok), text_of(r)))
    return out


def s_invented_memory(model):
    out = []
    chat = with_history(helpful_prompt() | model)
    turns = (("Hey there, my name is Priya and I grow tomatoes on my balcony.", None),
             ("What's my name?", ("Priya",)), ("What do I grow?", ("tomato",)))
    for text, want in turns:
        r = quiet(chat.invoke, {"messages": [HumanMessage(content=text)]}, config={"configurable": {"session_id": "p"}})
        ok = True if want is None else contains_any(text_of(r), want)
        out.append((f"invented: {text}", verdict(r, ok), text_of(r)))
    return out


def s_language(model):
    out = []
    r = quiet((language_prompt() | model).invoke, {"messages": [HumanMessage(content="hi! I'm bob")], "language": "Spanish"})
    out.append(("Spanish: hi! I'm bob", verdict(r, contains_any(text_of(r), SPANISH)), text_of(r)))
    chat = with_history(language_prompt() | model, input_messages_key="messages")
    cfg = {"configurable": {"session_id": "abc11"}}
    r = quiet(chat.invoke, {"messages": [HumanMessage(content="hi! I'm todd")], "language": "Spanish"}, config=cfg)
    out.append(("Spanish history: hi! I'm todd", verdict(r, contains_any(text_of(r), SPANISH)), text_of(r)))
    r = quiet(chat.invoke, {"messages": [HumanMessage(content="whats my name?")], "language": "Spanish"}, config=cfg)
    t = text_of(r)
    out.append(("Spanish history: whats my name?", verdict(r, "todd" in t.lower() and contains_any(t, SPANISH)), t))
    return out


def s_trim(model):
    out = []
    chain, trimmer = trimmed_chain(model)
    kept = trimmer.invoke(TUTORIAL_HISTORY)
    r = quiet(chain.invoke, {"messages": TUTORIAL_HISTORY + [HumanMessage(content="what's my name?")], "language": "English"})
    # the oracle follows the trimmer: the name is recalled only if its turn survived trimming
    bob_kept = any("bob" in text_of(m).lower() for m in kept)
    ok = ("bob" in text_of(r).lower()) if bob_kept else names_nobody(text_of(r))
    out.append((f"trimmed ({len(kept)} kept): what's my name?", verdict(r, ok), text_of(r)))
    r = quiet(chain.invoke, {"messages": TUTORIAL_HISTORY + [HumanMessage(content="what math problem did i ask")],
                             "language": "English"})
    sum_kept = any("2 + 2" in text_of(m) for m in kept)
    ok = contains_any(text_of(r), ("2 + 2", "2+2")) if sum_kept else "2 + 2" not in text_of(r)
    out.append(("trimmed: what math problem did i ask", verdict(r, ok), text_of(r)))
    return out


def s_stream_joke(model):
    chat = with_history(language_prompt() | model, input_messages_key="messages")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        chunks = list(chat.stream({"messages": [HumanMessage(content="hi! I'm todd. tell me a joke")], "language": "English"},
                                  config={"configurable": {"session_id": "abc15"}}))
    t = "".join(text_of(c) for c in chunks)
    limit = any((getattr(c, "response_metadata", {}) or {}).get("simulator_limit") for c in chunks)
    import re
    ok = "todd" in t.lower() and len(re.findall(r"[.!?](\s|$)", t)) >= 2
    return [("stream: hi! I'm todd. tell me a joke", verdict(t, ok, "x" if limit else ""), t)]


SCENARIOS = {"bare": s_bare, "message_history": s_message_history, "invented_memory": s_invented_memory,
             "language": s_language, "trim": s_trim, "stream_joke": s_stream_joke}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import queued

    chat = with_history(helpful_prompt() | queued("Hello Jim!", "Your name is Jim."))
    cfg = {"configurable": {"session_id": "w"}}
    chat.invoke({"messages": [HumanMessage(content="Hi! I'm Jim")]}, config=cfg)
    assert "Jim" in text_of(chat.invoke({"messages": [HumanMessage(content="What's my name?")]}, config=cfg))
