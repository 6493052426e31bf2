"""Port: a conversational RAG graph over Simple English Wikipedia pages (IRE-RAG-LLM): LangGraph
``query_or_respond`` (the model with the ``retrieve`` tool bound) -> ``tools_condition`` ->
``ToolNode([retrieve])`` -> ``generate`` (a system prompt holding every tool message's text, then
the conversation without the tool-calling AI messages) -> END, served by a FastAPI ``/chat``
route that sends the client's history plus the new message.

Source: github.com/adetuire/ire-rag-llm, ``src/rag/conversational_chain.py`` @2ce5510
(helpers, ``_maybe_clarify``, ``query_or_respond``, ``generate``, the graph), ``src/rag/tools.py``
@ee726bf (``retrieve``: k=4, "Source: {metadata}\\nContent: {page_content}" blocks, the documents
as the artifact), ``src/rag/app.py`` (the state it builds) and ``scripts/build_index.py`` (one
Document per page file, ``metadata={"source": path}``), HEAD 3d44773. The repository states no
license; only the code's wiring and prompts are quoted here, for testing.

Kept verbatim: the nodes' code (the clarifier's regex and message, the JSON "function call"
fallback, ``USE_TOOLS`` on as its default "1"), the generate prompt, the graph wiring, the tool.
Swapped: ``ChatOllama("mistral:7b")`` -> the simulator; the FAISS index over the extracted dump
with MiniLM embeddings -> ``LocalVectorStore`` over six invented encyclopedia pages in the
extractor's plain-text style (file names ``data/wiki_docs/<n>_<Title>.txt``, as
``wiki_extract.py`` writes them); ``rag.vector.vector_store`` -> that store.

Oracles (written before the first run), per model call:
- ``query_or_respond`` for a question on the pages calls ``retrieve`` with a query on the
  question's subject (a follow-up's "it" resolved to the earlier subject, or the subject's word
  kept); small talk is answered without the tool (a greeting back);
- ``generate`` states the page's fact (a regex per question) in at most three sentences, with no
  "Source: {" dump and no mention of tools; for the question no page answers, says it does not
  know and names no figure;
- or a stated limit.

One oracle corrected after the first run: "names no figure" read the digits of a cited file name
("[data/wiki_docs/00005_Bluestone.txt]") as a figure; the bracketed citation is now left out of
that check (the answer said it did not know the population and named none).
"""

from __future__ import annotations

import json
import os
import re
import warnings
from collections.abc import Iterable
from typing import Any

import pytest
from langchain_core.documents import Document

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- invented pages (stand in for the extracted Simple English Wikipedia dump) ---------------------

PAGES = {
    "data/wiki_docs/00001_Varna_River.txt": "The Varna River is a river in the north of Keldoria. It is 412 kilometres long and flows into the Grey Sea at the port of Ostmark. The river freezes for about three months every winter. Barges carry timber and grain along its lower half.",
    "data/wiki_docs/00002_Ilse_Marquand.txt": "Ilse Marquand (1871 - 1939) was a Keldorian composer and organist. She wrote four symphonies and more than sixty songs. Her best-known work is the choral piece Winter Lanterns, first performed in 1902. She taught at the Ostmark Conservatory for thirty years.",
    "data/wiki_docs/00003_Crested_Sandpiper.txt": "The crested sandpiper is a small wading bird. It lives on muddy shores and eats worms and tiny crabs. Adults are about 20 centimetres long. In autumn the birds migrate south to the warm lagoons of the Ambral coast.",
    "data/wiki_docs/00004_Tolvik_Island.txt": "Tolvik is an island in the Grey Sea. About 2,300 people live there, most of them in the village of Hamna. A ferry sails from Ostmark to Tolvik twice a day in summer and once a day in winter. The island is known for its lighthouse, built in 1888.",
    "data/wiki_docs/00005_Bluestone.txt": "Bluestone is a hard blue-grey rock found in the Keldorian hills. Builders used it for churches and bridges because it does not crack in frost. The largest quarry is near the town of Selby.",
    "data/wiki_docs/00006_Lantern_Festival_of_Ostmark.txt": "The Lantern Festival of Ostmark is held every year on the longest night of winter. People carry paper lanterns from the cathedral to the harbour, and a choir sings Winter Lanterns by Ilse Marquand. The festival began in 1903.",
}


def build_store():
    docs = [Document(page_content=t, metadata={"source": p}) for p, t in PAGES.items()]
    return LocalVectorStore.from_documents(docs, embeddings())


# --- the program: tools.py (the store passed in) ---------------------------------------------------


def make_tools(vector_store):
    from langchain_core.tools import tool

    _vector_store = vector_store

    def _store():
        """Return the actual vector store instance (handles lru_cache factory or plain object)."""
        return _vector_store() if callable(_vector_store) else _vector_store

    def _retrieve_impl(query: str):
        store = _store()
        retriever = store.as_retriever(search_kwargs={"k": 4})
        docs = retriever.invoke(query)
        serialized = "\n\n".join(
            f"Source: {getattr(d, 'metadata', {})}\nContent: {getattr(d, 'page_content', '')}"
            for d in docs
        )
        return serialized, docs

    @tool(response_format="content_and_artifact")
    def retrieve(query: str):
        """Retrieve information related to a query."""
        return _retrieve_impl(query)

    def retrieve_raw(query: str):
        return _retrieve_impl(query)

    return retrieve, retrieve_raw


# --- the program: conversational_chain.py (llm and the tools passed in) ------------------------------


def build_graph(llm, vector_store):
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
    from langgraph.graph import END, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    retrieve, retrieve_raw = make_tools(vector_store)

    # Config
    USE_TOOLS = os.getenv("RAG_USE_TOOLS", "1") == "1"

    # Heuristic for "who/what is <single token>" disambiguation
    _CLARIFY_RE = re.compile(r"^\s*(who\s+is|what\s+is)\s+([A-Za-z][A-Za-z\-\.']+)\s*\??\s*$", re.I)

    # Helpers
    def _last_user_text(state: MessagesState) -> str:
        """Extract the latest user text from either LC messages or simple dict messages."""
        for m in reversed(state["messages"]):
            # LC messages have .type/.content; dicts have ['role']/['content']
            m_type = getattr(m, "type", None)
            role = getattr(m, "role", None) if m_type is None else m_type
            content = getattr(m, "content", None)
            if role == "human" or role == "user":
                return (content or "").strip()
            if isinstance(m, dict) and m.get("role") == "user":
                return str(m.get("content", "")).strip()
        return ""

    def _to_lc_message(x: Any) -> BaseMessage:
        """Convert dict messages to LC messages if needed."""
        if isinstance(x, BaseMessage):
            return x
        if isinstance(x, dict):
            role = x.get("role", "")
            content = str(x.get("content", ""))
            if role == "user":
                return HumanMessage(content=content)
            if role == "assistant":
                return AIMessage(content=content)
            if role == "system":
                return SystemMessage(content=content)
        # Fallback
        return HumanMessage(content=str(x))

    def _ensure_lc_messages(items: Iterable[Any]) -> list[BaseMessage]:
        return [_to_lc_message(m) for m in items]

    # Clarifier
    def _maybe_clarify(state: MessagesState):
        """If the user asked 'who/what is <one-token>', list candidate titles instead of guessing."""
        q = _last_user_text(state)
        if not q or not _CLARIFY_RE.match(q):
            return None

        _, docs = retrieve_raw(q)
        titles, seen = [], set()

        for d in docs:
            meta = getattr(d, "metadata", {}) or {}
            src = meta.get("source", "") or ""
            base = os.path.basename(src)
            name = os.path.splitext(base)[0]
            parts = name.split("_", 1)
            title = (parts[1] if len(parts) == 2 else name).replace("_", " ").strip()
            low = title.lower()
            if title and low not in seen:
                titles.append(title)
                seen.add(low)

        if len(titles) < 2:
            return None

        content = (
            "Your question is ambiguous. Did you mean one of these?\n"
            + "\n".join(f"- {t}" for t in titles[:5])
            + "\n\nPlease pick one (or refine your query)."
        )
        return AIMessage(content=content)

    # Nodes
    def query_or_respond(state: MessagesState):
        """Entry node: maybe clarify; else either tool-call or manual retrieval grounding."""

        def _last_user_text() -> str:
            for m in reversed(state["messages"]):
                m_type = getattr(m, "type", None)
                role = getattr(m, "role", None) if m_type is None else m_type
                content = getattr(m, "content", None)
                if role in ("human", "user"):
                    return (content or "").strip()
                if isinstance(m, dict) and m.get("role") == "user":
                    return str(m.get("content", "")).strip()
            return ""

        def _extract_retrieve_query_from_content(text: str) -> str:
            """Parse a 'function call' to retrieve from plain content when model lacks tool_calls."""
            try:
                obj = json.loads(text or "")
                name = obj.get("function") or obj.get("name")
                if (obj.get("type") == "function") and (name == "retrieve"):
                    params = obj.get("parameters") or obj.get("arguments") or {}
                    if isinstance(params, str):
                        try:
                            params = json.loads(params)
                        except Exception:
                            params = {}
                    q = params.get("query")
                    if isinstance(q, str) and q.strip():
                        return q.strip()
            except Exception:
                pass
            m = re.search(r'"query"\s*:\s*"([^"]+)"', text or "")
            return m.group(1).strip() if m else ""

        # ambiguity clarifier (uses your existing _maybe_clarify)
        clarify_msg = _maybe_clarify(state)
        if clarify_msg:
            return {"messages": [clarify_msg]}

        # tools-enabled branch
        if USE_TOOLS:
            llm_with_tools = llm.bind_tools([retrieve])
            msgs = _ensure_lc_messages(state["messages"])
            response = llm_with_tools.invoke(msgs)

            # If the model didn't emit structured tool_calls, try to parse & retrieve anyway
            tool_calls = getattr(response, "tool_calls", None)
            if not tool_calls:
                q2 = _extract_retrieve_query_from_content(getattr(response, "content", "") or "")
                if q2:
                    docs_text, _ = retrieve_raw(q2)
                    sys = (
                        "You are an assistant for question-answering tasks. "
                        "Use ONLY the retrieved context below to answer. If unknown, say you don't know. "
                        "Keep answers ≤3 sentences.\n\n" + docs_text
                    )
                    prompt = [SystemMessage(sys)] + _ensure_lc_messages(state["messages"])
                    resp2 = llm.invoke(prompt)
                    return {"messages": [response, resp2]}

            return {"messages": [response]}

        # tools-disabled branch: manual retrieval grounding
        q = _last_user_text()
        docs_text, _ = retrieve_raw(q)
        sys = (
            "You are an assistant for question-answering tasks. "
            "Use ONLY the retrieved context below to answer. If unknown, say you don't know. "
            "Keep answers ≤3 sentences.\n\n" + docs_text
        )
        msgs = _ensure_lc_messages(state["messages"])
        response = llm.invoke([SystemMessage(sys)] + msgs)
        return {"messages": [response]}

    # Execute the tool if it was called
    tools = ToolNode([retrieve])

    def generate(state: MessagesState):
        """Final answer grounded in tool outputs."""
        # collect tool outputs
        tool_blocks: list[str] = []
        for m in state["messages"]:
            m_type = getattr(m, "type", None) or (m.get("type") if isinstance(m, dict) else None)
            if m_type == "tool":
                content = getattr(m, "content", None) or (m.get("content") if isinstance(m, dict) else None)
                if content:
                    tool_blocks.append(str(content))

        system_message_content = (
            "You are an assistant for question-answering tasks. "
            "Use ONLY the retrieved context to answer the user's question. "
            "If you don't know, say you don't know. Keep answers ≤3 sentences. "
            "Do NOT speculate about code, stack traces, or errors unless asked. "
            "Do NOT mention tools, retrieval, or the system prompt.\n\n"
            + "\n\n".join(tool_blocks)
        )

        # keep only human/system/ai-without-tool-calls
        conversation_messages: list[Any] = []
        for m in state["messages"]:
            m_type = getattr(m, "type", None) or (m.get("type") if isinstance(m, dict) else None)
            if m_type in ("human", "system"):
                conversation_messages.append(m)
            elif m_type == "ai":
                tool_calls = getattr(m, "tool_calls", None) or (m.get("tool_calls") if isinstance(m, dict) else None)
                if not tool_calls:
                    conversation_messages.append(m)

        msgs = [SystemMessage(system_message_content)] + _ensure_lc_messages(conversation_messages)
        response = llm.invoke(msgs)
        return {"messages": [response]}

    # Graph
    graph = StateGraph(MessagesState)
    graph.add_node(query_or_respond)
    graph.add_node(tools, name="tools")
    graph.add_node(generate)

    graph.set_entry_point("query_or_respond")
    graph.add_conditional_edges("query_or_respond", tools_condition, {END: END, "tools": "tools"})
    graph.add_edge("tools", "generate")
    graph.add_edge("generate", END)

    # Export the compiled graph
    chat_rag = graph.compile()
    return chat_rag


# --- app.py's request, the questions and the judge --------------------------------------------------


def chat(chat_rag, history: list[dict], message: str, log) -> str:
    state = {"messages": history + [{"role": "user", "content": message}]}
    result = chat_rag.invoke(state, {"callbacks": [log], "recursion_limit": 25})
    return result["messages"][-1].content


_DONT_KNOW = re.compile(r"don't know|do not know|not (?:in|mentioned|stated)|no information|couldn't find|could not find|does not say|doesn't say", re.I)

# name -> (history, message, the answer's fact (None: no page answers; "greet": small talk), subject words of the query)
CASES = {
    "river_length": ([], "How long is the Varna River?", re.compile(r"412"), {"varna", "river"}),
    "composer_works": ([], "How many symphonies did Ilse Marquand write?", re.compile(r"\bfour\b|\b4\b", re.I), {"ilse", "marquand", "symphonies"}),
    "ferry": ([], "How often does the ferry to Tolvik sail in winter?", re.compile(r"once a day", re.I), {"tolvik", "ferry"}),
    "bird_food": ([], "What does the crested sandpiper eat?", re.compile(r"worms", re.I), {"sandpiper", "crested"}),
    "why_builders": ([], "Why did builders like bluestone?", re.compile(r"frost|crack", re.I), {"bluestone", "builders"}),
    "follow_up": ([{"role": "user", "content": "Tell me about Tolvik Island."},
                   {"role": "assistant", "content": "Tolvik is an island in the Grey Sea; about 2,300 people live there."}],
                  "When was its lighthouse built?", re.compile(r"1888"), {"tolvik", "lighthouse"}),
    "not_on_pages": ([], "What is the population of Selby?", None, {"selby", "population"}),
    "greeting": ([], "hi there!", "greet", set()),
}


def rows_case(model, name, store=None):
    history, message, fact, subject = CASES[name]
    chat_rag = build_graph(model, store or build_store())
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = chat(chat_rag, history, message, log)
    rows = []
    for i, call in enumerate(log.calls):
        last = i == len(log.calls) - 1
        if call["tool_calls"]:
            ok = fact != "greet" and all(
                c["name"] == "retrieve" and subject & {w.lower() for w in re.findall(r"[A-Za-z]+", str(c["args"].get("query", "")))}
                for c in call["tool_calls"])
            rows.append((f"{name} call {i} query_or_respond", verdict(str(call["tool_calls"]), ok, call["limit"]), str(call["tool_calls"])[:200]))
            continue
        text = call["text"]
        if fact == "greet":
            ok = bool(re.search(r"\b(hi|hello|hey)\b", text, re.I)) and not _DONT_KNOW.search(text)
        elif fact is None:
            ok = bool(_DONT_KNOW.search(text)) and not re.search(r"\d", re.sub(r"\[[^\]]*\]", "", text))  # a cited file name is no figure
        else:
            ok = bool(fact.search(text)) and "Source: {" not in text and "retriev" not in text.lower() and len(re.findall(r"[.!?](?:\s|$)", text)) <= 3
        rows.append((f"{name} call {i} {'generate' if i else 'query_or_respond'}", verdict(text, ok and last, call["limit"]), text[:200]))
    if not log.calls:
        rows.append((f"{name} no model call", "wrong", final[:200]))
    return rows


SCENARIOS = {n: (lambda m, n=n: rows_case(m, n)) for n in CASES}


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
    "How long is the Varna River?": ("Varna River length", "The Varna River is 412 kilometres long."),
    "How many symphonies did Ilse Marquand write?": ("Ilse Marquand symphonies", "She wrote four symphonies."),
    "How often does the ferry to Tolvik sail in winter?": ("Tolvik ferry winter", "In winter the ferry sails once a day."),
    "What does the crested sandpiper eat?": ("crested sandpiper food", "It eats worms and tiny crabs."),
    "Why did builders like bluestone?": ("bluestone builders", "Because it does not crack in frost."),
    "When was its lighthouse built?": ("Tolvik lighthouse built", "Tolvik's lighthouse was built in 1888."),
    "What is the population of Selby?": ("Selby population", "I don't know."),
}


def _ideal_script(prompt_text, schema, tools):
    from langchain_core.messages import AIMessage

    text = str(prompt_text)
    question = text.rsplit("\nhuman: ", 1)[-1].strip() if "\nhuman: " in text else text.split("human: ", 1)[-1].strip()
    if question == "hi there!":
        return "Hi! What would you like to know?"
    query, answer = _IDEAL[question]
    if tools:
        return AIMessage("", tool_calls=[{"name": "retrieve", "args": {"query": query}, "id": "c1"}])
    return answer


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
