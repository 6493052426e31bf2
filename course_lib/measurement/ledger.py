"""The cost ledger: what one run of a pipeline spent, collected by a callback (notebook 06).

Attach a ``Ledger`` as a callback (``graph.invoke(inputs, config={"callbacks": [ledger]})``)
and it records every chat-model call (tokens, latency, the graph node that made it, whether the
LLM cache served it: ``course_lib.models.llm_cache``), every
tool call (name and arguments) and every retrieval (with the sources returned). It works with
any backend: the simulator reports a deterministic simulated latency in its
``response_metadata``; for a real model the ledger measures wall-clock time instead.

Embedding requests are not callback events in LangChain, so the pipeline sets
``embedding_calls`` (and may set ``embedding_model``) after a run from its embeddings'
counter. ``per_node()`` breaks calls, tokens, latency and dollars down by graph node;
``cost()`` prices the run from the dated table in ``data/prices.yaml``
(``course_lib.models.pricing``).

``latency_s`` is the sum of the model calls' latencies (calls in one run are sequential);
tools and retrieval run locally and are not included.

Structured-output calls that did not validate at first (``course_lib.models.structured``) are in
``structured_events``: each says whether the reply was repaired, a retry worked, or the call
site's safe default was used; ``summary()`` counts ``structured_retries`` and
``structured_defaults``, so a run that fell back to defaults never passes for a clean one.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from course_lib.models.replies import from_cache, reply_model, reply_usage, simulated_latency
from course_lib.models.structured import STRUCTURED_EVENT, StructuredEvent

if TYPE_CHECKING:
    from course_lib.models.pricing import PriceTable


@dataclass
class LLMCall:
    node: str
    model: str
    input_tokens: int
    output_tokens: int
    latency_s: float
    simulated: bool
    cached: bool = False  # served by the LLM cache: no model was asked, latency is the lookup's


@dataclass
class ToolCall:
    name: str
    args: dict[str, Any]
    node: str


@dataclass
class Retrieval:
    query: str
    sources: list[str]
    node: str
    documents: list[Any] = field(default_factory=list, repr=False)  # what came back (notebook 07)


@dataclass(eq=False)
class Ledger(BaseCallbackHandler):
    """Counts LLM calls, tokens, latency, tool calls and retrievals, per run and per node.

    Compared and hashed by identity (``eq=False``): LangChain merges callback handlers in a
    ``set`` when a runnable carries its own config, so a handler must be hashable.
    """

    llm_calls: list[LLMCall] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)
    retrievals: list[Retrieval] = field(default_factory=list)
    structured_events: list[StructuredEvent] = field(default_factory=list)
    embedding_calls: int = 0
    embedding_model: str = ""
    embedding_tokens: int | None = None  # None: estimated from the retrieval queries
    _starts: dict[UUID, tuple[float, str]] = field(default_factory=dict, repr=False)
    _queries: dict[UUID, tuple[str, str]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _nodes_seen: dict[str, None] = field(default_factory=dict, repr=False)  # first-activity order

    raise_error = False
    run_inline = True

    # --- chat models -----------------------------------------------------------------------
    def on_chat_model_start(self, serialized, messages, *, run_id, metadata=None, **kwargs):
        node = (metadata or {}).get("langgraph_node", "")
        with self._lock:
            self._starts[run_id] = (time.perf_counter(), node)
            self._nodes_seen.setdefault(node or "(agent)", None)

    def on_llm_start(self, serialized, prompts, *, run_id, metadata=None, **kwargs):
        self.on_chat_model_start(serialized, [], run_id=run_id, metadata=metadata)

    def on_llm_error(self, error, *, run_id, **kwargs):
        with self._lock:
            self._starts.pop(run_id, None)

    def on_llm_end(self, response, *, run_id, **kwargs):
        with self._lock:
            started, node = self._starts.pop(run_id, (time.perf_counter(), ""))
        wall = time.perf_counter() - started
        gen = response.generations[0][0] if response.generations and response.generations[0] else None
        message = getattr(gen, "message", None)
        n_in, n_out = reply_usage(message, response.llm_output)
        cached = from_cache(message)
        simulated = simulated_latency(message)
        call = LLMCall(
            node=node,
            model=reply_model(message),
            input_tokens=n_in,
            output_tokens=n_out,
            latency_s=simulated if simulated is not None and not cached else wall,
            simulated=simulated is not None and not cached,
            cached=cached,
        )
        with self._lock:
            self.llm_calls.append(call)

    # --- tools and retrievers --------------------------------------------------------------
    def on_tool_start(self, serialized, input_str, *, run_id, metadata=None, inputs=None, **kwargs):
        name = (serialized or {}).get("name") or kwargs.get("name") or "tool"
        args = inputs if isinstance(inputs, dict) else {"input": input_str}
        node = (metadata or {}).get("langgraph_node", "")
        with self._lock:
            self.tool_calls.append(ToolCall(name=name, args=dict(args), node=node))
            self._nodes_seen.setdefault(node or "(agent)", None)

    def on_retriever_start(self, serialized, query, *, run_id, metadata=None, **kwargs):
        node = (metadata or {}).get("langgraph_node", "")
        with self._lock:
            self._queries[run_id] = (query, node)
            self._nodes_seen.setdefault(node or "(agent)", None)

    def on_retriever_end(self, documents, *, run_id, **kwargs):
        with self._lock:
            query, node = self._queries.pop(run_id, ("", ""))
            sources = [d.metadata.get("source", "") for d in documents]
            self.retrievals.append(Retrieval(query=query, sources=sources, node=node, documents=list(documents)))

    # --- structured output that needed repair, a retry or a default ----------------------
    def on_custom_event(self, name, data, *, run_id, metadata=None, **kwargs):
        if name != STRUCTURED_EVENT or not isinstance(data, StructuredEvent):
            return
        if not data.node and metadata and metadata.get("langgraph_node"):
            from dataclasses import replace

            data = replace(data, node=str(metadata["langgraph_node"]))
        with self._lock:
            self.structured_events.append(data)

    @property
    def structured_defaults(self) -> int:
        """Structured-output calls that ended with the call site's safe default."""
        return sum(e.outcome in ("default", "failed") for e in self.structured_events)

    @property
    def structured_retries(self) -> int:
        """Structured-output calls that needed a second request (whatever its result)."""
        return sum(e.outcome in ("retried", "default", "failed") for e in self.structured_events)

    # --- summaries -------------------------------------------------------------------------
    @property
    def input_tokens(self) -> int:
        return sum(c.input_tokens for c in self.llm_calls)

    @property
    def output_tokens(self) -> int:
        return sum(c.output_tokens for c in self.llm_calls)

    @property
    def latency_s(self) -> float:
        """Sum of model latencies: calls in one run happen one after another."""
        return round(sum(c.latency_s for c in self.llm_calls), 3)

    def sources(self) -> list[str]:
        """Every source retrieved, first occurrence first."""
        seen: dict[str, None] = {}
        for r in self.retrievals:
            for s in r.sources:
                seen.setdefault(s, None)
        return list(seen)

    def documents(self) -> list[Any]:
        """Every document retrieved, one copy per document (first occurrence first): the
        evidence an answer of this run may rest on (the harness's groundedness check)."""
        from course_lib.retrieval.documents import unique_documents

        return unique_documents(d for r in self.retrievals for d in r.documents)

    def calls_per_node(self) -> dict[str, int]:
        return dict(Counter(c.node or "(agent)" for c in self.llm_calls))

    def latencies(self) -> list[float]:
        """The latency of every model call, in call order."""
        return [c.latency_s for c in self.llm_calls]

    def models(self) -> list[str]:
        """The model names seen, first occurrence first."""
        return list(dict.fromkeys(c.model for c in self.llm_calls if c.model))

    def estimated_embedding_tokens(self) -> int:
        """``embedding_tokens`` if set, else the tokens of the queries retrieved with."""
        if self.embedding_tokens is not None:
            return self.embedding_tokens
        if not self.retrievals:
            return 0
        from course_lib.models.tokens import count_tokens

        return sum(count_tokens(r.query) for r in self.retrievals)

    def cost(self, prices: PriceTable | None = None) -> dict[str, float]:
        """Dollars spent: chat input, chat output, embeddings and the total.

        ``prices`` defaults to ``data/prices.yaml``; unknown models cost 0 and are listed in
        ``prices.unpriced``.
        """
        prices = prices if prices is not None else _default_prices()
        chat_in = sum(prices.chat_cost(c.model, c.input_tokens, 0) for c in self.llm_calls)
        chat_out = sum(prices.chat_cost(c.model, 0, c.output_tokens) for c in self.llm_calls)
        embed = prices.embedding_cost(self.embedding_model, self.estimated_embedding_tokens()) \
            if self.embedding_model else 0.0
        return {"input_usd": chat_in, "output_usd": chat_out, "embedding_usd": embed,
                "total_usd": chat_in + chat_out + embed}

    def per_node(self, prices: PriceTable | None = None) -> dict[str, dict[str, Any]]:
        """Per graph node: LLM calls, tokens, latency, dollars, tool calls and retrievals.

        Nodes appear in the order they first started a call (model, tool or retriever); calls
        made outside a graph node are filed under ``(agent)`` as in ``calls_per_node()``.
        """
        prices = prices if prices is not None else _default_prices()
        rows: dict[str, dict[str, Any]] = {}

        def row(node: str) -> dict[str, Any]:
            return rows.setdefault(node or "(agent)", {
                "llm_calls": 0, "input_tokens": 0, "output_tokens": 0, "latency_s": 0.0,
                "cost_usd": 0.0, "tool_calls": 0, "retrievals": 0,
            })

        for c in self.llm_calls:
            r = row(c.node)
            r["llm_calls"] += 1
            r["input_tokens"] += c.input_tokens
            r["output_tokens"] += c.output_tokens
            r["latency_s"] = round(r["latency_s"] + c.latency_s, 4)
            r["cost_usd"] += prices.chat_cost(c.model, c.input_tokens, c.output_tokens)
        for t in self.tool_calls:
            row(t.node)["tool_calls"] += 1
        for q in self.retrievals:
            row(q.node)["retrievals"] += 1
        order = [n for n in self._nodes_seen if n in rows] + [n for n in rows if n not in self._nodes_seen]
        return {n: rows[n] for n in order}

    def merge(self, other: Ledger) -> Ledger:
        """A new ledger holding this one's records followed by ``other``'s."""
        merged = Ledger(
            llm_calls=[*self.llm_calls, *other.llm_calls],
            tool_calls=[*self.tool_calls, *other.tool_calls],
            retrievals=[*self.retrievals, *other.retrievals],
            structured_events=[*self.structured_events, *other.structured_events],
            embedding_calls=self.embedding_calls + other.embedding_calls,
            embedding_model=self.embedding_model or other.embedding_model,
        )
        merged._nodes_seen = {**self._nodes_seen, **other._nodes_seen}
        if self.embedding_tokens is not None or other.embedding_tokens is not None:
            merged.embedding_tokens = self.estimated_embedding_tokens() + other.estimated_embedding_tokens()
        return merged

    def summary(self) -> dict[str, Any]:
        return {
            "llm_calls": len(self.llm_calls),
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "latency_s": self.latency_s,
            "retrievals": len(self.retrievals),
            "tool_calls": [{"name": t.name, "args": t.args} for t in self.tool_calls],
            "embedding_calls": self.embedding_calls,
            "cached_calls": sum(c.cached for c in self.llm_calls),
            "structured_retries": self.structured_retries,
            "structured_defaults": self.structured_defaults,
        }


def _default_prices() -> PriceTable:
    from course_lib.models.pricing import load_prices

    return load_prices()
