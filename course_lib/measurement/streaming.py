"""Streaming the final answer token by token, and the time to first token (notebook 08).

``stream_answer(graph, inputs, node=...)`` runs a graph with ``stream_mode="messages"`` (the
mode a chat interface uses: every chat-model chunk as it is produced, with the node that
produced it) and keeps the text chunks of the answering node. It reports the time to first
token (TTFT: how long the user stares at nothing) next to the total latency.

How the times are measured:

- with a real model, by the clock (``time.perf_counter``) around the stream;
- with the simulator, which replies instantly but reports a simulated latency per call
  (``course_lib.sim.chat.latency``: 0.25 s + 0.00005 s per input token + 0.012 s per output token),
  by the same formula applied to the stream: TTFT = the simulated latency of every model call
  that finished before the answering call started, plus the answering call's fixed cost and
  input cost, plus 0.012 s per token of its first chunk. The total is the sum of every call's
  simulated latency. Retrieval and other non-model work count as zero in both.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class StreamReport:
    """What a user saw: the answer's chunks, when the first arrived, when the last did."""

    chunks: list[str] = field(default_factory=list)
    ttft_s: float = 0.0
    total_s: float = 0.0
    llm_calls: int = 0
    clock: str = "simulated"  # or "wall"

    @property
    def text(self) -> str:
        return "".join(self.chunks)


def _first_text(message: Any) -> str:
    """The chunk's text: a string content, or the text blocks of a list of content blocks."""
    return str(getattr(message, "text", "") or "")


def stream_answer(graph: Any, inputs: dict, *, node: str, config: dict | None = None,
                  on_token=None) -> StreamReport:
    """Stream ``graph`` on ``inputs``; keep the text chunks produced by ``node``.

    ``on_token(text)`` is called with every chunk as it arrives (a UI would print it).
    """
    from course_lib.measurement.ledger import Ledger
    from course_lib.models.tokens import count_tokens

    ledger = Ledger()
    run_config = {"recursion_limit": 40, **(config or {})}
    run_config["callbacks"] = [ledger, *(run_config.get("callbacks") or [])]
    report = StreamReport()
    start = time.perf_counter()
    first_wall = None
    for message, metadata in graph.stream(inputs, config=run_config, stream_mode="messages"):
        if metadata.get("langgraph_node") != node:
            continue
        text = _first_text(message)
        if not text:
            continue
        if first_wall is None:
            first_wall = time.perf_counter() - start
        report.chunks.append(text)
        if on_token is not None:
            on_token(text)
    wall = time.perf_counter() - start
    report.llm_calls = len(ledger.llm_calls)
    simulated = bool(ledger.llm_calls) and all(c.simulated for c in ledger.llm_calls)
    if not simulated:
        report.clock, report.ttft_s, report.total_s = "wall", first_wall or wall, wall
        return report
    from course_lib.sim.chat import latency

    calls = ledger.llm_calls
    at = next((i for i, c in enumerate(calls) if c.node == node), None)  # the answering call
    before, answering = (calls[:at], calls[at]) if at is not None else (calls, None)
    report.total_s = round(sum(c.latency_s for c in ledger.llm_calls), 4)
    if answering is None or not report.chunks:
        report.ttft_s = report.total_s
        return report
    report.ttft_s = round(sum(c.latency_s for c in before) + latency.BASE_S
                          + latency.PER_INPUT_TOKEN_S * answering.input_tokens
                          + latency.PER_OUTPUT_TOKEN_S * count_tokens(report.chunks[0]), 4)
    return report


__all__ = ["StreamReport", "stream_answer"]
