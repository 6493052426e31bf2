"""What the third-party ports share: the swapped parts and the checks.

The ports keep their programs' prompts, schemas and graph wiring; what they swap comes from
here, so every swap is written once:

- the chat model: ``sim_llm()`` is the course's simulator (``course_lib.get_chat_model("sim")``);
- embeddings: ``course_lib.get_embeddings()`` (the offline default);
- the vector store: ``LocalVectorStore``, an in-memory store with the small API the tutorials
  call (``from_documents``, ``from_texts``, ``as_retriever``, ``similarity_search[_with_score]``). Like Chroma or
  FAISS it always returns the ``k`` nearest chunks, related or not (equal scores in insertion
  order, so runs are reproducible);
- web search: ``FakeWebSearch``, a Tavily-style tool over invented result dicts;
- the documents: ``pages(...)`` turns invented markdown posts into the ``Document`` list a
  web loader returns (``source`` = the url).

The checks (``run_graph``, ``assert_answer``, ``assert_refusal``) say what a competent small
hosted model reliably does: the intended path, the key facts, no raw dumps.

``ScriptedChatModel`` is the judge's own stand-in for an ideal model: each port's wiring test
runs the same program with it, so a failing simulator test is the simulator's behaviour, not a
wiring bug of the port.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field

RECURSION_LIMIT = 25  # LangGraph's default: the programs' own limit where they set none


# --- the swapped parts ---------------------------------------------------------------------


def sim_llm(**kwargs) -> BaseChatModel:
    """The chat model every port swaps in: the course's simulator."""
    from course_lib import get_chat_model

    return get_chat_model("sim", **kwargs)


def embeddings():
    from course_lib import get_embeddings

    return get_embeddings()


def pages(posts: dict[str, str]) -> list[Document]:
    """Invented pages as a web loader returns them: one Document per url."""
    return [Document(page_content=text.strip(), metadata={"source": url}) for url, text in posts.items()]


class LocalVectorStore:
    """An in-memory vector store with the API the tutorials use (see the module docstring)."""

    def __init__(self, docs: Sequence[Document], embedding) -> None:
        self.docs = list(docs)
        self.embedding = embedding
        self.vectors = embedding.embed_documents([d.page_content for d in self.docs]) if self.docs else []

    @classmethod
    def from_documents(cls, documents: Sequence[Document], embedding, **_ignored) -> LocalVectorStore:
        return cls(documents, embedding)

    @classmethod
    def from_texts(cls, texts: Sequence[str], embedding, **_ignored) -> LocalVectorStore:
        return cls([Document(page_content=t) for t in texts], embedding)

    def similarity_search_with_score(self, query: str, k: int = 4) -> list[tuple[Document, float]]:
        q = self.embedding.embed_query(query)
        qn = math.sqrt(sum(x * x for x in q)) or 1.0
        scored = []
        for i, (doc, vec) in enumerate(zip(self.docs, self.vectors, strict=True)):
            vn = math.sqrt(sum(x * x for x in vec)) or 1.0
            score = round(sum(a * b for a, b in zip(q, vec, strict=True)) / (qn * vn), 6)
            scored.append((-score, i, doc))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [(Document(page_content=d.page_content, metadata=dict(d.metadata)), -s) for s, _, d in scored[:k]]

    def similarity_search(self, query: str, k: int = 4) -> list[Document]:
        return [doc for doc, _ in self.similarity_search_with_score(query, k)]

    def as_retriever(self, search_kwargs: dict | None = None, **_ignored) -> BaseRetriever:
        return LocalRetriever(store=self, k=(search_kwargs or {}).get("k", 4))


class LocalRetriever(BaseRetriever):
    store: Any
    k: int = 4

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun | None = None
    ) -> list[Document]:
        return self.store.similarity_search(query, k=self.k)


_WORD = re.compile(r"[a-z0-9]+|[\u3400-\u9fff]", re.I)
_STOP = frozenset("the and for are was were what which who whom whose how why when where does did "
                  "with from that this these those into about there their they them you your our "
                  "has have had can could will would should going like any some".split())


def _terms(text: str) -> set[str]:
    words = {w.lower() for w in _WORD.findall(text)}
    return {w for w in words if (len(w) > 2 and w not in _STOP) or "\u3400" <= w <= "\u9fff"}


class WebSearchArgs(BaseModel):
    query: str = Field(description="search query to look up")


class FakeWebSearch(BaseTool):
    """A Tavily-style web search over invented results: ``invoke({"query": q})`` returns a list of
    ``{"url", "title", "content", "score"}`` dicts, best first (as ``TavilySearchResults`` did).
    A result matches when it shares at least ``min_overlap`` terms with the query. Every query is
    recorded in ``queries``."""

    name: str = "tavily_search_results_json"
    description: str = (
        "A search engine optimized for comprehensive, accurate, and trusted results. "
        "Useful for when you need to answer questions about current events. "
        "Input should be a search query."
    )
    args_schema: type[BaseModel] = WebSearchArgs
    results: list[dict] = Field(default_factory=list)
    k: int = 3
    min_overlap: int = 2
    queries: list[str] = Field(default_factory=list)
    as_json: bool = False

    def _run(self, query: str, **_: Any):
        self.queries.append(query)
        q = _terms(query)
        scored = []
        for i, r in enumerate(self.results):
            overlap = len(q & _terms(r["title"] + " " + r["content"]))
            if overlap >= self.min_overlap:
                scored.append((-overlap, i, r))
        scored.sort(key=lambda t: (t[0], t[1]))
        hits = [dict(r, score=round(0.9 - 0.1 * n, 2)) for n, (_, _, r) in enumerate(scored[: self.k])]
        return json.dumps(hits) if self.as_json else hits


# --- running a graph and checking what it did ---------------------------------------------


def run_graph(app, inputs: dict, *, recursion_limit: int = RECURSION_LIMIT,
              updates: list | None = None) -> tuple[dict, list[str]]:
    """Run a compiled graph; return its final state and the nodes in the order they ran.
    ``updates``, if given, receives each ``(node, update)`` as it happens (kept even when the run
    stops on the recursion limit)."""
    path: list[str] = []
    final: dict = {}
    for mode, chunk in app.stream(inputs, {"recursion_limit": recursion_limit},
                                  stream_mode=["updates", "values"]):
        if mode == "updates":
            path.extend(chunk.keys())
            if updates is not None:
                updates.extend(chunk.items())
        else:
            final = chunk
    return final, path


def tool_calls(messages: Iterable[BaseMessage]) -> list[dict]:
    """Every tool call the model made, as ``{"name", "args"}``."""
    return [{"name": c["name"], "args": c["args"]} for m in messages if isinstance(m, AIMessage)
            for c in m.tool_calls]


DUMP_MARKERS = ("Document(", "page_content=", "metadata={", "'page_content'", '"page_content"',
                "{'url':", '{"url":', "[{", "tool_call_id", "Source: {'source'")
REFUSAL = re.compile(
    r"(don'?t know|do not know|not sure|cannot (?:find|answer|determine|confirm)|can'?t (?:find|answer|"
    r"determine|confirm)|could ?n[o']t find|unable to|no (?:relevant )?information|not (?:mentioned|"
    r"covered|contain|provided|available|include)|does not (?:say|mention|contain|provide|cover)|"
    r"doesn'?t (?:say|mention|contain|provide|cover)|no mention|"
    r"不知道|无法|不清楚|没有(?:找到|提到|相关|涉及|关于)|未(?:找到|提及|提到|涉及)|不确定|不足以|"
    r"(?:资料|文档|上下文|笔记|材料)(?:里|中)?(?:没有|未|不足|并未))",
    re.I,
)


def text_of(message_or_text) -> str:
    if isinstance(message_or_text, BaseMessage):
        return message_or_text.text if hasattr(message_or_text, "text") else str(message_or_text.content)
    return str(message_or_text)


def missing_facts(answer: str, facts: Sequence[str | tuple[str, ...]]) -> list:
    """The facts (each a string or a tuple of alternatives) the answer does not contain."""
    low = answer.lower()
    missing = []
    for fact in facts:
        options = (fact,) if isinstance(fact, str) else fact
        if not any(opt.lower() in low for opt in options):
            missing.append(fact)
    return missing


def assert_answer(answer, facts: Sequence[str | tuple[str, ...]] = (), *, chinese: bool | None = None) -> None:
    """A correct answer: every key fact present, no raw dumps, not a refusal; optionally in the
    question's language (``chinese=True``: mostly CJK; ``False``: mostly Latin script)."""
    text = text_of(answer)
    assert text.strip(), "the answer is empty"
    dumps = [m for m in DUMP_MARKERS if m in text]
    assert not dumps, f"the answer dumps raw tool output or reprs ({dumps}): {text[:300]!r}"
    missing = missing_facts(text, facts)
    assert not missing, f"the answer misses {missing}: {text[:400]!r}"
    if not facts:
        assert not REFUSAL.search(text), f"the answer refuses although the documents answer: {text[:300]!r}"
    if chinese is not None:
        cjk = len(re.findall(r"[\u3400-\u9fff]", text))
        latin = len(re.findall(r"[A-Za-z]", text))
        if chinese:
            assert cjk >= latin / 3, f"expected an answer in Chinese: {text[:300]!r}"
        else:
            assert cjk == 0, f"expected an answer in English: {text[:300]!r}"


def assert_refusal(answer, *, forbidden: Sequence[str] = ()) -> None:
    """An honest "I don't know": says so, invents none of ``forbidden``, dumps nothing."""
    text = text_of(answer)
    assert REFUSAL.search(text), f"expected an honest 'I don't know', got: {text[:300]!r}"
    dumps = [m for m in DUMP_MARKERS if m in text]
    assert not dumps, f"the answer dumps raw tool output or reprs ({dumps}): {text[:300]!r}"
    leaked = [f for f in forbidden if f.lower() in text.lower()]
    assert not leaked, f"the refusal still asserts {leaked}: {text[:300]!r}"


# --- the judge's ideal model, for the wiring tests -----------------------------------------


# The course's one scripted chat model, with a script: an ideal model for the wiring tests.
# Used only to prove a port's wiring and assertions are satisfiable.
from course_lib.models.testing import ScriptedChatModel, render  # noqa: E402,F401


def call(name: str, **args) -> AIMessage:
    """An AIMessage that calls one tool."""
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call_{name}_{len(json.dumps(args))}"}])


# --- every model call of a run, for classifying its outcome --------------------------------


class CallLog:
    """A LangChain callback handler that records every chat-model reply of a run (pass it as
    ``{"callbacks": [log]}``; LangGraph hands it to the nodes' nested calls): its text, its tool
    calls and the limit the simulator stated for it (``response_metadata["simulator_limit"]``,
    ``""`` when none). ``limited(i)`` says whether reply ``i`` stated a limit."""

    def __new__(cls):
        from langchain_core.callbacks import BaseCallbackHandler

        class _Log(BaseCallbackHandler):
            def __init__(self) -> None:
                self.calls: list[dict] = []

            def on_llm_end(self, response, **_: Any) -> None:
                for gens in response.generations:
                    for gen in gens:
                        msg = getattr(gen, "message", None)
                        meta = getattr(msg, "response_metadata", {}) or {}
                        self.calls.append({
                            "text": text_of(msg) if msg is not None else gen.text,
                            "tool_calls": [{"name": c["name"], "args": c["args"]}
                                           for c in getattr(msg, "tool_calls", None) or []],
                            "limit": meta.get("simulator_limit", ""),
                        })

            def limits(self) -> list[str]:
                return [c["limit"] for c in self.calls if c["limit"]]

        return _Log()


def stated_limit(text: str) -> bool:
    """A text reply that is (or carries) the simulator's stated limit."""
    from course_lib.sim.reports.limits import PREFIX

    return PREFIX in text


def queued(*replies) -> ScriptedChatModel:
    """An ideal model that gives ``replies`` in turn (the last one repeats): an ``AIMessage`` or
    text for a chat call, a dict for a structured one."""
    queue = list(replies)

    def script(_prompt, _schema, _tools):
        return queue.pop(0) if len(queue) > 1 else queue[0]

    return ScriptedChatModel(script=script)
