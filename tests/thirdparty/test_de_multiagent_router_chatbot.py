# ruff: noqa: E501, E731, UP006, UP035, UP045, B009
"""Port: a German "LangGraph RAG Multi-Agent Chatbot (von Basics -> Advanced)": a router node asks
the model for a ``RouteDecision`` (``route``: ``direct | rag | web | clarify``, ``reason``) from a
two-sentence system prompt that lists the routes without describing them; three agents follow, each
a system prompt plus the messages, looping through a hand-written tool executor: ``direct`` (no
tools), ``rag`` (a ``retrieve`` tool with a German description returning ``[n] (source)`` excerpts)
and ``web`` (a ``web_search`` tool returning ``[n] title / link / snippet``).

Source: github.com/mark-baumann/n8n, app/agents/router.py and app/schemas.py
@e04c984f861f2865a5407f1d437dbdc75c61c52e, app/graph.py @56767f546de56e45b7fbc4a487278b26440b4bed,
app/agents/tools.py @4d93a6b47a1e49d40fc522652b54383322c5439d.
Kept verbatim: ``RouteDecision`` and the router's system prompt, the three agents' system prompts,
``_should_call_tools``, ``_exec_toolcalls`` (without the per-document filter, which needs the
upload registry), the node's history cleaning, the graph's nodes and edges (a route outside
direct/rag/web goes to ``direct``), ``retrieve_tool`` / ``web_search_tool`` names, descriptions and
formatting (``_format_docs``; the DuckDuckGo branch's ``[i] title\\nhref\\nbody``). Swapped:
``ChatOpenAI`` -> the simulator; the FAISS index -> ``LocalVectorStore`` over invented German
documents (a coffee-machine manual, a tenancy agreement); DuckDuckGo -> invented results in its
dict shape, web search enabled; ``MemorySaver`` kept. Invented: the German questions.

Oracles (written before the first run), per model call:
- the route: ``rag`` for a question about the uploaded documents' contents, ``web`` for current
  events / live facts, ``direct`` for small talk or a general request the model can do itself
  (a translation), ``clarify`` for a request with no recoverable subject; a non-empty ``reason``;
- the rag agent: a ``retrieve`` call whose query shares a word with the question, then an answer
  with the document's fact; the web agent: a ``web_search`` call on the subject, then the result's
  fact; the direct agent: a reply with no dump and no invented figures;
- or a stated limit.
"""

from __future__ import annotations

import json
import re
import warnings
from typing import Any, Callable, Dict, List, Literal, Optional

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import MessagesState
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- invented documents and web results ----------------------------------------------------------

DOCS = [
    Document(page_content="Bedienungsanleitung Kaffeevollautomat Barista 3000. Garantie: Der Hersteller gewährt 24 Monate Garantie ab Kaufdatum. "
                          "Die Garantie erlischt bei Verwendung von nicht entkalktem Leitungswasser über 18 °dH.", metadata={"source": "barista3000_handbuch.pdf"}),
    Document(page_content="Barista 3000: Pflege. Entkalken Sie das Gerät alle 200 Tassen oder spätestens alle drei Monate. "
                          "Der Wassertank fasst 1,8 Liter und ist spülmaschinenfest.", metadata={"source": "barista3000_handbuch.pdf"}),
    Document(page_content="Mietvertrag Wohnung Lindenstraße 12, Leipzig. Die Kündigungsfrist beträgt drei Monate zum Monatsende. "
                          "Die Kaltmiete beträgt 640 Euro, die Nebenkostenvorauszahlung 180 Euro monatlich.", metadata={"source": "mietvertrag_lindenstrasse.pdf"}),
    Document(page_content="Mietvertrag Lindenstraße 12: Haustiere. Kleintiere sind erlaubt. Hunde und Katzen nur mit schriftlicher Zustimmung des Vermieters. "
                          "Die Kaution beträgt zwei Kaltmieten.", metadata={"source": "mietvertrag_lindenstrasse.pdf"}),
]

WEB = [
    {"title": "Wetter Hamburg heute", "href": "https://wetter.example.de/hamburg", "body": "Hamburg heute: Regen, Höchstwert 14 Grad, Wind aus West mit 30 km/h."},
    {"title": "DAX schließt im Plus", "href": "https://boerse.example.de/dax", "body": "Der DAX schloss am Freitag bei 19.412 Punkten, ein Plus von 0,8 Prozent."},
    {"title": "Bahnstreik angekündigt", "href": "https://news.example.de/bahn", "body": "Die Gewerkschaft kündigt für Montag einen Streik im Fernverkehr von 4 bis 22 Uhr an."},
]

_STORE: dict = {}


def get_retriever(k: int = 4):
    if "store" not in _STORE:
        _STORE["store"] = LocalVectorStore.from_documents(DOCS, embeddings())
    return _STORE["store"].as_retriever(search_kwargs={"k": k})


_TERMS = re.compile(r"\w+", re.U)


def _ddg_search(query: str, max_results: int = 5) -> List[Dict[str, Any]]:
    q = {w.lower() for w in _TERMS.findall(query) if len(w) > 3}
    hits = [r for r in WEB if q & {w.lower() for w in _TERMS.findall(r["title"] + " " + r["body"])}]
    return hits[:max_results]


ENABLE_WEBSEARCH = True
WEBSEARCH_BACKEND = "duckduckgo"

# --- the program: app/agents/tools.py --------------------------------------------------------------


def _format_docs(docs, max_chars: int = 1800) -> str:
    out = []
    for i, d in enumerate(docs, 1):
        meta = d.metadata or {}
        src = meta.get("source") or meta.get("file_path") or "source"
        out.append(f"[{i}] ({src})\n{d.page_content[:max_chars]}")
    return "\n\n".join(out)


@tool("retrieve", return_direct=False)
def retrieve_tool(query: str, k: int = 4) -> str:
    """Rufe relevante Passagen aus dem lokalen FAISS-Vektorindex ab und liefere formatierte Auszüge mit Quellen."""
    retriever = get_retriever(k=k)
    docs = retriever.invoke(query)
    if not docs:
        return "Keine Dokumente im Index. Lade zuerst ein Dokument hoch."
    return _format_docs(docs)


@tool("web_search", return_direct=False)
def web_search_tool(query: str, max_results: int = 5) -> str:
    """Websuche (DuckDuckGo ohne API-Key). Liefert eine kompakte Ergebnisliste (Titel, Link, Snippet)."""
    if not ENABLE_WEBSEARCH:
        return "Websuche ist deaktiviert. Setze ENABLE_WEBSEARCH=true in .env"
    if WEBSEARCH_BACKEND == "duckduckgo":
        results = _ddg_search(query, max_results=max_results)
        lines = []
        for i, r in enumerate(results, 1):
            lines.append(f"[{i}] {r.get('title')}\n{r.get('href')}\n{r.get('body')}")
        return "\n\n".join(lines)
    return ""


def get_toolset(include_web: Optional[bool] = None):
    include_web = ENABLE_WEBSEARCH if include_web is None else include_web
    tools = [retrieve_tool]
    if include_web:
        tools.append(web_search_tool)
    # Mapping für manuelle Toolausführung
    tool_map: Dict[str, Callable[..., Any]] = {t.name: t for t in tools}
    return tools, tool_map


# --- app/agents/router.py ------------------------------------------------------------------------------


class RouteDecision(BaseModel):
    route: Literal["direct", "rag", "web", "clarify"] = Field(..., description="Selected path")
    reason: str = Field(..., description="Short rationale")


def route_message(llm, user_text: str) -> RouteDecision:
    structured = llm.with_structured_output(RouteDecision)
    system = (
        "You are a Router for a multi-agent chatbot. "
        "Decide the best route: direct | rag | web | clarify."
    )
    result = structured.invoke([{"role":"system","content":system},
                                {"role":"user","content":user_text}])
    return result


# --- app/graph.py -------------------------------------------------------------------------------------


def _should_call_tools(messages: list[BaseMessage]) -> bool:
    if not messages:
        return False
    last = messages[-1]
    if isinstance(last, AIMessage) and (last.tool_calls or last.additional_kwargs.get("tool_calls")):
        return True
    return False


def _exec_toolcalls(tool_map: Dict[str, Callable[..., Any]], ai_msg: AIMessage, state: dict | None = None) -> list[ToolMessage]:
    out: list[ToolMessage] = []
    calls = ai_msg.tool_calls or ai_msg.additional_kwargs.get("tool_calls") or []
    for c in calls:
        name = c.get("name") or c.get("function", {}).get("name")
        args = c.get("args") or c.get("function", {}).get("arguments") or {}
        if isinstance(args, str):
            try:
                import json as _json
                args = _json.loads(args)
            except Exception:
                args = {"input": args}
        fn = tool_map.get(name)
        if fn is None:
            result = f"Tool '{name}' nicht gefunden."
        else:
            try:
                result = fn.invoke(args) if hasattr(fn, "invoke") else fn(**args)
            except TypeError:
                result = fn.invoke({"query": args}) if hasattr(fn, "invoke") else fn(args)
            except Exception as e:
                result = f"Toolfehler: {e}"
        out.append(ToolMessage(content=str(result), tool_call_id=c.get("id","toolcall")))
    return out


def _mk_assistant(base, system_prompt: str, tools_enabled: bool):
    tools, tool_map = get_toolset(include_web=None)  # env entscheidet
    llm = base.bind_tools(tools) if tools_enabled else base

    def node(state) -> dict:
        messages = state.get("messages", [])
        cleaned: list[BaseMessage] = []
        for i, m in enumerate(messages):
            if isinstance(m, AIMessage) and (getattr(m, "tool_calls", None) or getattr(m, "additional_kwargs", {}).get("tool_calls")):
                nxt = messages[i + 1] if i + 1 < len(messages) else None
                if nxt is None or not isinstance(nxt, ToolMessage):
                    continue
            cleaned.append(m)
        extra_sys = state.get("system") if isinstance(state, dict) else None
        sys_content = system_prompt if not extra_sys else f"{system_prompt}\n\n{extra_sys}"
        context_msgs = []  # swapped: no document context is set (the upload registry is left out)
        msgs = ([{"role":"system","content": sys_content}] + context_msgs + [m for m in cleaned])
        ai = llm.invoke(msgs)
        return {"messages": [ai]}

    def call_tools(state) -> dict:
        messages = state.get("messages", [])
        last = messages[-1]
        tool_messages = _exec_toolcalls(tool_map, last, state)  # type: ignore
        return {"messages": tool_messages}

    def after(state) -> Literal["tools", "__end__"]:
        return "tools" if _should_call_tools(state.get("messages", [])) else "__end__"
    return node, call_tools, after


class AppState(MessagesState, total=False):
    route: Optional[Literal["direct", "rag", "web", "clarify"]]


def build_graph(base):
    def router(state) -> dict:
        if isinstance(state, dict):
            if state.get("global_rag"):
                return {"route": "rag"}
        user_text = ""
        for msg in reversed(state.get("messages", [])):
            if hasattr(msg, "type") and getattr(msg, "type") == "human":
                user_text = msg.content  # type: ignore
                break
        decision = route_message(base, user_text)
        return {"route": decision.route}

    direct_node, direct_tools, direct_after = _mk_assistant(
        base,
        system_prompt=(
            "You are a helpful assistant. Answer directly and concisely. "
            "Do not fabricate sources. Avoid generic greetings; respond to the task immediately."
        ),
        tools_enabled=False,
    )
    rag_node, rag_tools, rag_after = _mk_assistant(
        base,
        system_prompt=(
            "You are a RAG agent. Answer strictly grounded in the indexed documents. "
            "If a document context is present, treat ALL questions as referring ONLY to that document. "
            "Do not include information from other documents. Do not rely on general knowledge. "
            "Always use the 'retrieve' tool to fetch passages (filters may be pre-filled to that document). "
            "For vague prompts like 'um was geht es hier', produce a concise summary of the current document: topic, purpose, key points, structure. "
            "For overviews across the corpus (no document context), you may use 'list_docs' and 'retrieve' without filters. "
            "Cite sources as [n] when available. Avoid generic greetings and avoid asking clarifying questions first."
        ),
        tools_enabled=True,
    )
    web_node, web_tools, web_after = _mk_assistant(
        base,
        system_prompt=(
            "You are a web search agent. Prefer the 'web_search' tool for current facts. "
            "Summarize and include short source list. Avoid generic greetings."
        ),
        tools_enabled=True,
    )

    graph = StateGraph(AppState)
    graph.add_node("router", router)
    graph.add_node("direct", direct_node)
    graph.add_node("direct_tools", direct_tools)
    graph.add_node("rag", rag_node)
    graph.add_node("rag_tools", rag_tools)
    graph.add_node("web", web_node)
    graph.add_node("web_tools", web_tools)
    graph.add_edge(START, "router")

    def route_edge(state) -> Literal["direct","rag","web","__end__"]:
        route = state.get("route") or "direct"
        if route not in {"direct","rag","web"}:
            return "direct"
        return route
    graph.add_conditional_edges("router", route_edge, {"direct":"direct","rag":"rag","web":"web"})
    graph.add_conditional_edges("direct", direct_after, {"tools": "direct_tools", "__end__": END})
    graph.add_edge("direct_tools", "direct")
    graph.add_conditional_edges("rag", rag_after, {"tools": "rag_tools", "__end__": END})
    graph.add_edge("rag_tools", "rag")
    graph.add_conditional_edges("web", web_after, {"tools": "web_tools", "__end__": END})
    graph.add_edge("web_tools", "web")
    return graph.compile(checkpointer=MemorySaver())


# --- inputs and oracles (invented) ---------------------------------------------------------------------

# question -> (route, facts of the final answer (any one), or [] for no fact check)
QUESTIONS = {
    "Wie lange gilt laut Handbuch die Garantie für den Barista 3000?": ("rag", ["24 Monate"]),
    "Was steht in meinem Mietvertrag zur Kündigungsfrist?": ("rag", ["drei Monate", "3 Monate"]),
    "Wie wird das Wetter heute in Hamburg?": ("web", ["14 Grad", "Regen"]),
    "Bei wie vielen Punkten hat der DAX heute geschlossen?": ("web", ["19.412"]),
    "Hallo! Wie geht es dir?": ("direct", []),
    "Übersetze bitte 'Guten Morgen' ins Englische.": ("direct", ["Good morning"]),
    "Mach das mal.": ("clarify", []),
}

_DUMP = ("[1] (", "page_content", "https://")
_NUMBER = re.compile(r"\d")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _TERMS.findall(text) if len(w) > 3}


def rows_question(model, question):
    route, facts = QUESTIONS[question]
    log = CallLog()
    app = build_graph(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = app.invoke({"messages": [HumanMessage(question)]},
                           {"callbacks": [log], "recursion_limit": 25, "configurable": {"thread_id": "t1"}})
    rows = []
    first = log.calls[0]
    got = final.get("route")
    rows.append((f"route {question[:40]!r}", verdict(first["text"], got == route, first["limit"]), f"route={got!r} {first['text'][:120]!r}"))
    path = "direct" if got not in ("rag", "web") else got
    tool_name = {"rag": "retrieve", "web": "web_search"}.get(path)
    for call in log.calls[1:]:
        if call["tool_calls"]:
            ok = all(c["name"] == tool_name and _words(str(c["args"].get("query", ""))) & _words(question)
                     for c in call["tool_calls"])
            rows.append((f"{path} call {question[:40]!r}", verdict("", ok, call["limit"]), json.dumps(call["tool_calls"], ensure_ascii=False)[:200]))
        else:
            text = call["text"]
            if route != path:
                ok = False  # the answer rests on a wrong route
            elif facts:
                ok = any(f.lower() in text.lower() for f in facts) and not any(d in text for d in _DUMP[:2])
            elif route == "direct":
                ok = bool(text.strip()) and not _NUMBER.search(text)
            else:
                ok = bool(text.strip())
            rows.append((f"{path} answer {question[:40]!r}", verdict(text, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"q{i}": (lambda m, q=q: rows_question(m, q)) for i, q in enumerate(QUESTIONS)}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def _ideal_script(prompt_text, schema, tools):
    text = str(prompt_text)
    question = next(q for q in QUESTIONS if q in text)
    route, facts = QUESTIONS[question]
    if schema is RouteDecision:
        return {"route": route, "reason": "by the question's kind"}
    if "tool:" in text:  # after a tool result
        return f"{facts[0]} [1]." if facts else "Erledigt."
    if route in ("rag", "web") and tools:
        name = "retrieve" if route == "rag" else "web_search"
        return AIMessage(content="", tool_calls=[{"name": name, "args": {"query": question}, "id": "c1"}])
    if route == "clarify":
        return "Was genau soll ich machen?"
    return f"{facts[0]}." if facts else "Mir geht es gut, danke!"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
