"""The cost ledger: what one run of a pipeline spent, collected by a callback (notebook 06).

Attach a ``Ledger`` as a callback (``graph.invoke(inputs, config={"callbacks": [ledger]})``)
and it records every chat-model call (tokens, latency, the graph node that made it), every
tool call (name and arguments) and every retrieval (with the sources returned). It works with
any backend: the simulator reports a deterministic simulated latency in its
``response_metadata``; for a real model the ledger measures wall-clock time instead.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler


@dataclass
class LLMCall:
    node: str
    model: str
    input_tokens: int
    output_tokens: int
    latency_s: float
    simulated: bool


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


@dataclass
class Ledger(BaseCallbackHandler):
    """Counts LLM calls, tokens, latency, tool calls and retrievals, per run and per node."""

    llm_calls: list[LLMCall] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)
    retrievals: list[Retrieval] = field(default_factory=list)
    embedding_calls: int = 0
    _starts: dict[UUID, tuple[float, str]] = field(default_factory=dict, repr=False)
    _queries: dict[UUID, tuple[str, str]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    raise_error = False
    run_inline = True

    # --- chat models -----------------------------------------------------------------------
    def on_chat_model_start(self, serialized, messages, *, run_id, metadata=None, **kwargs):
        node = (metadata or {}).get("langgraph_node", "")
        with self._lock:
            self._starts[run_id] = (time.perf_counter(), node)

    def on_llm_start(self, serialized, prompts, *, run_id, metadata=None, **kwargs):
        self.on_chat_model_start(serialized, [], run_id=run_id, metadata=metadata)

    def on_llm_end(self, response, *, run_id, **kwargs):
        with self._lock:
            started, node = self._starts.pop(run_id, (time.perf_counter(), ""))
        wall = time.perf_counter() - started
        gen = response.generations[0][0] if response.generations and response.generations[0] else None
        message = getattr(gen, "message", None)
        usage = getattr(message, "usage_metadata", None) or {}
        meta = getattr(message, "response_metadata", None) or {}
        if not usage and response.llm_output:  # older integrations report usage here
            token_usage = response.llm_output.get("token_usage") or {}
            usage = {"input_tokens": token_usage.get("prompt_tokens", 0),
                     "output_tokens": token_usage.get("completion_tokens", 0)}
        simulated = "simulated_latency_s" in meta
        call = LLMCall(
            node=node,
            model=str(meta.get("model_name") or meta.get("model") or ""),
            input_tokens=int(usage.get("input_tokens", 0) or 0),
            output_tokens=int(usage.get("output_tokens", 0) or 0),
            latency_s=float(meta["simulated_latency_s"]) if simulated else wall,
            simulated=simulated,
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

    def on_retriever_start(self, serialized, query, *, run_id, metadata=None, **kwargs):
        node = (metadata or {}).get("langgraph_node", "")
        with self._lock:
            self._queries[run_id] = (query, node)

    def on_retriever_end(self, documents, *, run_id, **kwargs):
        with self._lock:
            query, node = self._queries.pop(run_id, ("", ""))
            sources = [d.metadata.get("source", "") for d in documents]
            self.retrievals.append(Retrieval(query=query, sources=sources, node=node))

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

    def calls_per_node(self) -> dict[str, int]:
        return dict(Counter(c.node or "(agent)" for c in self.llm_calls))

    def summary(self) -> dict[str, Any]:
        return {
            "llm_calls": len(self.llm_calls),
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "latency_s": self.latency_s,
            "retrievals": len(self.retrievals),
            "tool_calls": [{"name": t.name, "args": t.args} for t in self.tool_calls],
            "embedding_calls": self.embedding_calls,
        }
