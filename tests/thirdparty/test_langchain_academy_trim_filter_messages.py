"""Port: LangChain Academy module 2 "Filtering and trimming messages" (trim-filter-messages): a
one-node ``MessagesState`` chat over a named Bot / Lance conversation, run four ways: the whole
list; a ``filter`` node that removes all but the last two messages with ``RemoveMessage``; the
model given only ``state["messages"][-1:]``; and ``trim_messages(max_tokens=100,
strategy="last", token_counter=<the chat model>, allow_partial=False)``.

Source: github.com/langchain-ai/langchain-academy, module-2/trim-filter-messages.ipynb @fa15bec
(MIT licence).
Kept verbatim: the messages (names, ids), the four node bodies and graphs, the follow-ups
"Tell me more about Narwhals!" and "Tell me where Orcas live!", appended as the notebook does
(each after the previous graph's last reply). Swapped: ``ChatOpenAI(model="gpt-4o")`` (the model
and the token counter) -> the simulator. Invented: the same four runs over a conversation on
desert birds ("I know about roadrunners", "Tell me more about sandgrouse!", "Tell me where
ostriches live!").

Oracles (written before the first run), per model call:
- "what others should I learn about?": at least two animals of the conversation's kind other than
  the one the user knows (ocean mammals: dolphins, seals, sea lions, walruses, manatees, dugongs,
  sea otters, porpoises, narwhals, orcas, belugas, polar bears; desert birds: cactus wren, Gila
  woodpecker, sandgrouse, ostrich, burrowing owl, elf owl, Gambel's quail, lanner falcon,
  greater roadrunner excluded), no animal of another kind presented as one;
- "Tell me more about X!": a fact of X (narwhal: tusk, Arctic, toothed whale; sandgrouse: carries
  water in its belly feathers, desert / arid, ground bird);
- "Tell me where X live!": their range (orcas: every ocean, from polar to tropical waters;
  ostriches: Africa, savannas / deserts);
- or a stated limit.

First sight (fc9a2af1, and the same on the ports24 code): 10 calls, 0 right / 10 stated a limit /
0 silently wrong (world knowledge it states it lacks).
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, trim_messages

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


def graphs(llm):
    from langgraph.graph import END, START, MessagesState, StateGraph

    # Node
    def chat_model_node(state: MessagesState):
        return {"messages": llm.invoke(state["messages"])}

    builder = StateGraph(MessagesState)
    builder.add_node("chat_model", chat_model_node)
    builder.add_edge(START, "chat_model")
    builder.add_edge("chat_model", END)
    plain = builder.compile()

    # Nodes
    def filter_messages(state: MessagesState):
        # Delete all but the 2 most recent messages
        delete_messages = [RemoveMessage(id=m.id) for m in state["messages"][:-2]]
        return {"messages": delete_messages}

    def chat_model_node_2(state: MessagesState):
        return {"messages": [llm.invoke(state["messages"])]}

    builder = StateGraph(MessagesState)
    builder.add_node("filter", filter_messages)
    builder.add_node("chat_model", chat_model_node_2)
    builder.add_edge(START, "filter")
    builder.add_edge("filter", "chat_model")
    builder.add_edge("chat_model", END)
    filtered = builder.compile()

    # Node
    def chat_model_node_3(state: MessagesState):
        return {"messages": [llm.invoke(state["messages"][-1:])]}

    builder = StateGraph(MessagesState)
    builder.add_node("chat_model", chat_model_node_3)
    builder.add_edge(START, "chat_model")
    builder.add_edge("chat_model", END)
    last_only = builder.compile()

    # Node
    def chat_model_node_4(state: MessagesState):
        messages = trim_messages(
            state["messages"],
            max_tokens=100,
            strategy="last",
            token_counter=llm,
            allow_partial=False,
        )
        return {"messages": [llm.invoke(messages)]}

    builder = StateGraph(MessagesState)
    builder.add_node("chat_model", chat_model_node_4)
    builder.add_edge(START, "chat_model")
    builder.add_edge("chat_model", END)
    trimmed = builder.compile()
    return plain, filtered, last_only, trimmed


# --- the conversations and their oracles ------------------------------------------------------

TOPICS = {
    "ocean_mammals": {
        "opening": "So you said you were researching ocean mammals?",
        "known": "Yes, I know about whales. But what others should I learn about?",
        "more": "Tell me more about Narwhals!",
        "where": "Tell me where Orcas live!",
        "others": ("dolphin", "seal", "sea lion", "walrus", "manatee", "dugong", "sea otter", "porpoise", "narwhal",
                   "orca", "beluga", "polar bear"),
        "more_facts": ("tusk", "arctic", "toothed whale"),
        "where_facts": ("every ocean", "all oceans", "all the world's oceans", "worldwide", "polar", "tropical",
                        "arctic", "antarctic"),
    },
    "desert_birds": {  # invented
        "opening": "So you said you were researching desert birds?",
        "known": "Yes, I know about roadrunners. But what others should I learn about?",
        "more": "Tell me more about sandgrouse!",
        "where": "Tell me where ostriches live!",
        "others": ("cactus wren", "gila woodpecker", "sandgrouse", "ostrich", "burrowing owl", "elf owl",
                   "gambel's quail", "lanner falcon"),
        "more_facts": ("belly feathers", "soak", "carr", "desert", "arid", "ground"),
        "where_facts": ("africa", "savanna", "desert"),
    },
}


def ok_others(text: str, topic: dict) -> bool:
    low = text.lower()
    return sum(1 for a in topic["others"] if a in low) >= 2 and not REFUSAL.search(text)


def ok_facts(text: str, facts) -> bool:
    low = text.lower()
    return any(f in low for f in facts) and not REFUSAL.search(text)


def rows_topic(llm, name):
    topic = TOPICS[name]
    plain, filtered, last_only, trimmed = graphs(llm)
    rows = []

    def run(label, graph, messages, oracle):
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = graph.invoke({"messages": messages}, {"callbacks": [log]})
        call = log.calls[-1]
        rows.append((f"{name}: {label}", verdict(call["text"], oracle(call["text"]), call["limit"]), call["text"][:200]))
        return out

    messages = [AIMessage(topic["opening"], name="Bot")]
    messages.append(HumanMessage(topic["known"], name="Lance"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        log = CallLog()
        direct = llm.invoke(messages, {"callbacks": [log]})
    rows.append((f"{name}: llm.invoke(messages)", verdict(direct, ok_others(direct.content, topic), log.calls[-1]["limit"]),
                 direct.content[:200]))
    run("whole list", plain, messages, lambda t: ok_others(t, topic))

    # Message list with a preamble
    messages = [AIMessage("Hi.", name="Bot", id="1")]
    messages.append(HumanMessage("Hi.", name="Lance", id="2"))
    messages.append(AIMessage(topic["opening"], name="Bot", id="3"))
    messages.append(HumanMessage(topic["known"], name="Lance", id="4"))
    output = run("filter: last two", filtered, messages, lambda t: ok_others(t, topic))

    messages.append(output["messages"][-1])
    messages.append(HumanMessage(topic["more"], name="Lance"))
    output = run("last message only", last_only, messages, lambda t: ok_facts(t, topic["more_facts"]))

    messages.append(output["messages"][-1])
    messages.append(HumanMessage(topic["where"], name="Lance"))
    run("trim_messages(max_tokens=100)", trimmed, messages, lambda t: ok_facts(t, topic["where_facts"]))
    return rows


SCENARIOS = {name: (lambda m, name=name: rows_topic(m, name)) for name in TOPICS}


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
    "what others should I learn about?": {
        "whales": "Besides whales, look at dolphins, seals, sea otters and manatees.",
        "roadrunners": "Besides roadrunners, look at the cactus wren, the burrowing owl and the sandgrouse.",
    },
    "Tell me more about Narwhals!": "Narwhals are Arctic toothed whales; the males grow a long spiral tusk.",
    "Tell me more about sandgrouse!": "Sandgrouse are ground birds of arid land; males soak their belly feathers to carry water to the chicks.",
    "Tell me where Orcas live!": "Orcas live in every ocean, from polar to tropical waters.",
    "Tell me where ostriches live!": "Ostriches live in Africa's savannas and semi-deserts.",
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        last = [line for line in text.splitlines() if line.startswith("human: ")][-1][len("human: "):]
        if last.endswith("what others should I learn about?"):
            known = re.search(r"know about (\w+)", last).group(1)
            return _IDEAL["what others should I learn about?"][known]
        return _IDEAL[last]

    class Counted(ScriptedChatModel):
        def get_num_tokens_from_messages(self, messages, tools=None):  # gpt-4o's count, roughly: words + 4 a message
            return sum(len(str(m.content).split()) + 4 for m in messages)

    rows = scenarios(Counted(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
