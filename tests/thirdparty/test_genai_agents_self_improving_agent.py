"""Port: NirDiamant/GenAI_Agents "Self-improving agent": a chat with history
(``RunnableWithMessageHistory``) whose prompt puts a second system message *after* the user's
turn ("Recent insights for improvement: {insights}"); ``learn()`` asks the model to reflect on
the whole conversation ("provide insights on how to improve responses", the history then "Generate
insights for improvement:"), then to summarise those insights ("Summarize the key points to
remember:"), and appends "[SYSTEM] Agent learned: ..." to the history as an AI message; later
turns carry the insights in the trailing system message.
Model calls of three kinds: a chat turn whose last message is a system note, not the question; a
reflection over a conversation; a summary of free-text insights given as a human turn.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/self_improving_agent.ipynb
@44e9d57b187478d387db65b2653a132ffdb1b1e5. Licence: no LICENSE file among the repository's
stored files (not verified further); the prompts are quoted for testing only.
Kept verbatim: ``get_chat_history``, ``generate_response``, ``reflect``, ``learn``, the class
``SelfImprovingAgent`` (its prompt, ``chain_with_history``, ``respond`` / ``reflect`` / ``learn``)
and the notebook's session ("user_123": the capital of France, its history, learn, a landmark,
another fact).
Swapped: ``ChatOpenAI(model="gpt-4o-mini", max_tokens=1000, temperature=0.7)`` -> the simulator
(given to the class); ``langchain_community``'s ``ChatMessageHistory`` -> ``langchain_core``'s
``InMemoryChatMessageHistory`` (the same class under its core name). Invented: a second session
where the user states facts about herself (Noor, a ceramics teacher in Leeds) and asks them back
around a ``learn()``.

Oracles (written before the first run), per model call:
- "What's the capital of France?": Paris;
- a follow-up on "its" history / "this city": about Paris (names Paris, or a Paris landmark for
  the landmark question: Eiffel, Louvre, Notre-Dame, Arc de Triomphe, Sacré-Cœur, Montmartre), no
  "I don't know";
- a turn that states facts about the user: an acknowledgement (no "I don't know", no refusal);
- a question on what the user said earlier in the session: the value (Leeds; ceramics / pottery;
  Noor);
- the reflection: advice on the responses (a word of advice: improve, could, should, more,
  better, consider, clarify, detail) that names the conversation's subject, not "I don't know",
  not an earlier reply given back;
- the key points: on the insights' subject (shares a content word with them), not "I don't know",
  not the prompt's words;
- or a stated limit.

First sight (dd1147e2): 12 calls, 4 right / 8 stated a limit / 0 silently wrong: Paris, the
greeting to Noor, Leeds and her name are right with the trailing system message; the history, a
landmark, another fact, both reflections and both summaries of key points state limits, and so does
"What subject do I teach?" (no earlier turn says it in a form it reads). After (ports77): the same.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.chat_history import InMemoryChatMessageHistory as ChatMessageHistory
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program ---------------------------------------------------------------------------------


def get_chat_history(store, session_id: str):
    if session_id not in store:
        store[session_id] = ChatMessageHistory()
    return store[session_id]


def generate_response(chain_with_history, human_input: str, session_id: str, insights: str):
    response = chain_with_history.invoke(
        {"input": human_input, "insights": insights},
        config={"configurable": {"session_id": session_id}}
    )
    return response.content


def reflect(llm, store, session_id: str):
    reflection_prompt = ChatPromptTemplate.from_messages([
        ("system", "Based on the following conversation history, provide insights on how to improve responses:"),
        MessagesPlaceholder(variable_name="history"),
        ("human", "Generate insights for improvement:")
    ])
    reflection_chain = reflection_prompt | llm
    history = get_chat_history(store, session_id)
    reflection_response = reflection_chain.invoke({"history": history.messages})
    return reflection_response.content


def learn(llm, store, session_id: str, insights: str):
    learning_prompt = ChatPromptTemplate.from_messages([
        ("system", "Based on these insights, update the agent's knowledge and behavior:"),
        ("human", "{insights}"),
        ("human", "Summarize the key points to remember:")
    ])
    learning_chain = learning_prompt | llm
    learned_points = learning_chain.invoke({"insights": insights}).content
    get_chat_history(store, session_id).add_ai_message(f"[SYSTEM] Agent learned: {learned_points}")
    return learned_points


class SelfImprovingAgent:
    def __init__(self, llm):
        self.llm = llm
        self.store = {}
        self.insights = ""

        self.prompt = ChatPromptTemplate.from_messages([
            ("system", "You are a self-improving AI assistant. Learn from your interactions and improve your performance over time."),
            MessagesPlaceholder(variable_name="history"),
            ("human", "{input}"),
            ("system", "Recent insights for improvement: {insights}")
        ])

        self.chain = self.prompt | self.llm
        self.chain_with_history = RunnableWithMessageHistory(
            self.chain,
            lambda session_id: get_chat_history(self.store, session_id),
            input_messages_key="input",
            history_messages_key="history"
        )

    def respond(self, human_input: str, session_id: str):
        return generate_response(self.chain_with_history, human_input, session_id, self.insights)

    def reflect(self, session_id: str):
        self.insights = reflect(self.llm, self.store, session_id)
        return self.insights

    def learn(self, session_id: str):
        self.reflect(session_id)
        return learn(self.llm, self.store, session_id, self.insights)


# --- sessions and oracles --------------------------------------------------------------------------

DONT_KNOW = ("i don't know", "i do not know", "i'm not sure", "i am not sure", "cannot help", "can't help")
PARIS_SIGHTS = ("eiffel", "louvre", "notre-dame", "notre dame", "arc de triomphe", "sacré", "sacre", "montmartre")
ADVICE = ("improve", "could", "should", "more", "better", "consider", "clarif", "detail")
STOP = frozenset("the a an of and to in is it its for on as at by with this that was has have from your you "
                 "what about more tell can".split())

# session -> turns: ("ask", text, oracle name, values) or ("learn",)
SESSIONS = {
    "user_123": [
        ("ask", "What's the capital of France?", "value", ("paris",)),
        ("ask", "Can you tell me more about its history?", "about", ("paris",)),
        ("learn",),
        ("ask", "What's a famous landmark in this city?", "about", PARIS_SIGHTS),
        ("ask", "What's another interesting fact about this city?", "about", ("paris",) + PARIS_SIGHTS),
    ],
    "noor": [
        ("ask", "Hi, I'm Noor. I teach ceramics at an evening school in Leeds.", "ack", ()),
        ("ask", "Which city do I teach in?", "value", ("leeds",)),
        ("learn",),
        ("ask", "What subject do I teach?", "value", ("ceramics", "pottery")),
        ("ask", "And what's my name?", "value", ("noor",)),
    ],
}

SUBJECT = {"user_123": ("paris", "france"), "noor": ("noor", "leeds", "ceramic", "teach")}


def _content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3 and w not in STOP}


def ok_turn(kind: str, values, reply: str) -> bool:
    low = reply.lower()
    if not reply.strip() or any(d in low for d in DONT_KNOW):
        return False
    if kind == "ack":
        return "sorry" not in low or "noor" in low
    return any(v in low for v in values)


def ok_reflection(session: str, reply: str, earlier: list[str]) -> bool:
    low = reply.lower()
    if not reply.strip() or any(d in low for d in DONT_KNOW) or any(reply.strip() == e.strip() for e in earlier):
        return False
    return any(a in low for a in ADVICE) and any(s in low for s in SUBJECT[session])


def ok_key_points(insights: str, reply: str) -> bool:
    low = reply.lower()
    if not reply.strip() or any(d in low for d in DONT_KNOW) or "summarize the key points" in low:
        return False
    return bool(_content(insights) & _content(reply))


def rows_for(model, session):
    agent = SelfImprovingAgent(model)
    rows, earlier = [], []
    for turn in SESSIONS[session]:
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from langchain_core.runnables.config import var_child_runnable_config
            token = var_child_runnable_config.set({"callbacks": [log]})
            try:
                if turn[0] == "learn":
                    learned = agent.learn(session)
                else:
                    reply = agent.respond(turn[1], session)
            finally:
                var_child_runnable_config.reset(token)
        if turn[0] == "learn":
            insights = agent.insights
            rows.append((f"{session}: reflect", verdict(insights, ok_reflection(session, insights, earlier),
                                                        log.calls[0]["limit"]), insights[:200]))
            rows.append((f"{session}: learn (key points)", verdict(learned, ok_key_points(insights, learned),
                                                                   log.calls[-1]["limit"]), learned[:200]))
        else:
            _, question, kind, values = turn
            rows.append((f"{session}: {question}", verdict(reply, ok_turn(kind, values, reply), log.calls[-1]["limit"]),
                         reply[:200]))
            earlier.append(reply)
    return rows


SCENARIOS = {s: (lambda m, s=s: rows_for(m, s)) for s in SESSIONS}


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

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        last_human = text.rsplit("human: ", 1)[-1].split("\nsystem: ")[0]
        if last_human.startswith("Generate insights for improvement:"):
            if "Paris" in text:
                return "The answers about Paris could give more detail on its history and cite dates."
            return "The replies should use what Noor said about teaching ceramics in Leeds and stay brief."
        if last_human.startswith("Summarize the key points to remember:"):
            if "Paris" in text:
                return "Give more detail about Paris's history, with dates."
            return "Noor teaches ceramics in Leeds; reuse what she said."
        replies = {
            "capital of France": "The capital of France is Paris.",
            "its history": "Paris grew from a Roman town, Lutetia, into the capital of France.",
            "landmark": "The Eiffel Tower is Paris's most famous landmark.",
            "another interesting fact": "Paris has the Louvre, the most visited museum in the world.",
            "I'm Noor": "Nice to meet you, Noor! Teaching ceramics sounds rewarding.",
            "Which city": "You teach in Leeds.",
            "What subject": "You teach ceramics.",
            "my name": "Your name is Noor.",
        }
        return next(r for k, r in replies.items() if k in last_human)

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
