"""Port: LangChain tutorial "Build a Retrieval Augmented Generation (RAG) App: Part 2"
(conversational RAG in LangGraph: ``query_or_respond`` with a ``retrieve`` tool, ``ToolNode``,
``generate`` from the latest tool messages, ``MemorySaver`` for multi-turn; then the agent
variant with ``create_react_agent``).

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/qa_chat_history.ipynb
@5e712c38b10af3e547f6c14bd69806043fe3098e.
Kept verbatim: ``retrieve`` (``content_and_artifact``, k=2, "Source: {metadata}\\nContent: ..."),
``query_or_respond``, ``tools``, ``generate`` (its system prompt and the conversation filter), the
graph (``tools_condition``), ``MemorySaver`` with one ``thread_id``, the turns' shape (a greeting,
a question, a follow-up that says "it"), and the agent's two-step request ("... Once you get
the answer, look up common extensions of that method."). Swapped: ``ChatOpenAI`` -> the
simulator; ``InMemoryVectorStore`` + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` +
``get_embeddings()``; the Lilian Weng post -> an invented post on sourdough levain, split in
sections (as the tutorial's splitter does). Invented: the questions.

Oracles (written before the first run), per model call:
- "Hello": no tool call, a text reply;
- a question the post answers: ``retrieve`` with a query on its subject, then an answer with the
  key fact (three sentences at most, no "Source: {...}" dump);
- the follow-up with "it": ``retrieve`` with a query that names the subject of the earlier turn
  (not "it" alone), then an answer with a fact from the section on that;
- the agent: first ``retrieve`` on the method, then a second ``retrieve`` about its extensions
  that names the method; the final answer names one extension; or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, create_react_agent, tools_condition

from tests.thirdparty._support import (
    DUMP_MARKERS,
    LocalVectorStore,
    embeddings,
    pages,
    sim_llm,
    text_of,
)
from tests.thirdparty._verdict import contains_any, verdict

POST = {
    "https://bakery.example/levain#what": """# What is a levain?
A levain is an off-shoot of a sourdough starter that a baker builds for one bake. It is mixed from a
spoonful of ripe starter, flour and water, usually at a 1:5:5 ratio, and left for 8 to 12 hours until it
has doubled. The levain, not the starter itself, goes into the dough.""",
    "https://bakery.example/levain#keeping": """# Keeping a starter alive
The common ways of keeping a sourdough starter alive are daily feeding at room temperature, weekly
feeding from the refrigerator, and drying a thin layer into flakes for long breaks. A refrigerated
starter should be fed twice at room temperature before it is used to build a levain.""",
    "https://bakery.example/levain#stiff": """# Stiff and liquid levains
A stiff levain is made at 50 to 60 per cent hydration and gives a milder, less sour bread. A liquid
levain at 100 per cent hydration ferments faster and gives a more open crumb. Both are extensions of the
standard levain build.""",
    "https://bakery.example/levain#proofing": """# Proofing the dough
After shaping, the dough proofs for 2 to 4 hours at room temperature or overnight in the refrigerator.
A slow cold proof deepens the flavour and makes the loaf easier to score.""",
}


def build(llm, checkpointer):
    vector_store = LocalVectorStore.from_documents(pages(POST), embeddings())

    @tool(response_format="content_and_artifact")
    def retrieve(query: str):
        """Retrieve information related to a query."""
        retrieved_docs = vector_store.similarity_search(query, k=2)
        serialized = "\n\n".join(
            (f"Source: {doc.metadata}\n" f"Content: {doc.page_content}")
            for doc in retrieved_docs
        )
        return serialized, retrieved_docs

    def query_or_respond(state: MessagesState):
        """Generate tool call for retrieval or respond."""
        llm_with_tools = llm.bind_tools([retrieve])
        response = llm_with_tools.invoke(state["messages"])
        return {"messages": [response]}

    tools = ToolNode([retrieve])

    def generate(state: MessagesState):
        """Generate answer."""
        recent_tool_messages = []
        for message in reversed(state["messages"]):
            if message.type == "tool":
                recent_tool_messages.append(message)
            else:
                break
        tool_messages = recent_tool_messages[::-1]

        docs_content = "\n\n".join(doc.content for doc in tool_messages)
        system_message_content = (
            "You are an assistant for question-answering tasks. "
            "Use the following pieces of retrieved context to answer "
            "the question. If you don't know the answer, say that you "
            "don't know. Use three sentences maximum and keep the "
            "answer concise."
            "\n\n"
            f"{docs_content}"
        )
        conversation_messages = [
            message
            for message in state["messages"]
            if message.type in ("human", "system")
            or (message.type == "ai" and not message.tool_calls)
        ]
        prompt = [SystemMessage(system_message_content)] + conversation_messages

        response = llm.invoke(prompt)
        return {"messages": [response]}

    graph_builder = StateGraph(MessagesState)
    graph_builder.add_node(query_or_respond)
    graph_builder.add_node(tools)
    graph_builder.add_node(generate)
    graph_builder.set_entry_point("query_or_respond")
    graph_builder.add_conditional_edges(
        "query_or_respond",
        tools_condition,
        {END: END, "tools": "tools"},
    )
    graph_builder.add_edge("tools", "generate")
    graph_builder.add_edge("generate", END)
    return graph_builder.compile(checkpointer=checkpointer), retrieve


def ask(graph, text, config):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        before = len(graph.get_state(config).values.get("messages", [])) if graph.checkpointer else 0
        state = graph.invoke({"messages": [{"role": "user", "content": text}]}, config)
    return state["messages"][before + 1:]


def judge_turn(label, new, subject_words, fact_words, *, expect_tool=True):
    out = []
    for m in new:
        if not isinstance(m, AIMessage):
            continue
        if m.tool_calls:
            q = str(m.tool_calls[0]["args"].get("query", ""))
            ok = expect_tool and m.tool_calls[0]["name"] == "retrieve" and contains_any(q, subject_words)
            out.append((f"{label}: retrieve", verdict(m, ok), q))
        else:
            t = text_of(m)
            prose = re.sub(r"\[[^\]\s]+\]", "", t).strip()  # a "[source]" tag is no sentence
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", prose) if s]
            clean = not any(d in t for d in DUMP_MARKERS)
            if expect_tool:
                ok = clean and contains_any(t, fact_words) and len(sentences) <= 3
            else:
                ok = clean and bool(t.strip()) and not any(isinstance(x, AIMessage) and x.tool_calls for x in new)
            out.append((f"{label}: answer", verdict(m, ok), t))
    return out


def s_chain(llm):
    graph, _ = build(llm, MemorySaver())
    config = {"configurable": {"thread_id": "abc123"}}
    out = []
    out += judge_turn("Hello", ask(graph, "Hello", config), (), (), expect_tool=False)
    out += judge_turn("What is a levain?", ask(graph, "What is a levain?", config),
                      ("levain",), ("starter",))
    out += judge_turn("follow-up: common ways of keeping it alive",
                      ask(graph, "Can you look up some common ways of keeping it alive?", config),
                      ("starter", "levain", "sourdough"), ("feeding", "refrigerat", "dry", "flakes"))
    return out


def s_agent(llm):
    _, retrieve = build(llm, None)
    agent_executor = create_react_agent(llm, [retrieve], checkpointer=MemorySaver())
    config = {"configurable": {"thread_id": "def234"}}
    input_message = (
        "What is the standard method for building a levain?\n\n"
        "Once you get the answer, look up common extensions of that method."
    )
    out = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            state = agent_executor.invoke({"messages": [{"role": "user", "content": input_message}]},
                                          {**config, "recursion_limit": 25})
        except Exception as exc:  # noqa: BLE001
            return [("agent: levain and extensions", "wrong", f"{type(exc).__name__}: {exc}")]
    searches = 0
    for m in state["messages"]:
        if not isinstance(m, AIMessage):
            continue
        if m.tool_calls:
            q = str(m.tool_calls[0]["args"].get("query", ""))
            searches += 1
            if searches == 1:
                ok = contains_any(q, ("levain",))
            else:
                ok = contains_any(q, ("levain",)) and contains_any(q, ("extension", "variation", "variant", "stiff", "liquid"))
            out.append((f"agent: retrieve {searches}", verdict(m, ok), q))
        else:
            t = text_of(m)
            ok = searches >= 2 and contains_any(t, ("stiff", "liquid")) and not any(d in t for d in DUMP_MARKERS)
            out.append(("agent: answer", verdict(m, ok), t))
    return out


SCENARIOS = {"chain": s_chain, "agent": s_agent}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'agent': ('the agent\'s second search is "common extensions" without the method: the first step\'s answer is the sentence "Both are extensions of the standard levain build", from which no method name is taken'),
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import call, queued

    model = queued(
        AIMessage("Hello! How can I help you today?"),
        call("retrieve", query="What is a levain?"),
        AIMessage("A levain is an off-shoot of a sourdough starter built for one bake."),
        call("retrieve", query="common ways of keeping a sourdough starter alive"),
        AIMessage("Daily feeding, weekly feeding from the refrigerator, or drying it into flakes."),
    )
    rows = s_chain(model)
    assert [v for _, v, _ in rows] == ["right"] * 5, rows
    model = queued(
        call("retrieve", query="standard method for building a levain"),
        call("retrieve", query="common extensions of the levain build"),
        AIMessage("A levain is built from starter, flour and water; stiff and liquid levains extend it."),
    )
    rows = s_agent(model)
    assert [v for _, v, _ in rows] == ["right"] * 3, rows
