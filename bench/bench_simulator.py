"""Benchmark: replies per second of the simulated chat model for a typical agent turn.

The turn: a system prompt, a question, the model's search call and a tool result of about 2,000
tokens of notes, with three tools bound; the model reads it all and answers with citations.
Each run invokes the bound model N times through LangChain (callbacks included) on distinct
questions; the figure is the median of several runs.

Two figures: "repeated notes" (the same notes in every call plus one note of its own, as an agent
loop or a grader re-reading what it retrieved; the simulator's caches of parsed paragraphs, keyed
on their text, answer for the repeated part) and "fresh notes" (every call of every run reads
notes no earlier call saw: other numbers, other topic order, so no paragraph repeats and those
caches miss; only word-level caches such as stems and word frequencies still help).

    python bench/bench_simulator.py [--runs 5] [--n 200] [--mode both|repeated|fresh] [--profile OUT]

Each figure's line also gives the share of the measured CPU time Python's cyclic garbage collector
took, by generation (collections and CPU seconds). ``--profile OUT`` writes a cProfile of the
measured calls alone (``pstats.Stats(OUT)``): a profile of the whole script (``python -m cProfile
bench/bench_simulator.py``) also holds the notes' making, the imports and the warm-up call's
one-time loads (the language identifier, first calls' pattern compiles), about a fifth more than
the measured replies' own time, and lifts readers that cost little per reply (2026-12-07, 300
fresh replies: the counting reader about 1 % of the measured calls, 5 % of the whole script's
``respond``; the question's language 1 % against 7 %).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import statistics
import time

from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.models.tokens import count_tokens
from course_lib.rag.prompts import TOOLS_AGENT_SYSTEM
from course_lib.retrieval.documents import format_documents
from course_lib.sim import SimulatedChatModel

TOPICS = [
    "kiln",
    "glaze",
    "clay",
    "wheel",
    "trimming",
    "slip",
    "bisque",
    "raku",
    "stoneware",
    "porcelain",
]


@tool
def search_notes(query: str) -> str:
    """Search the studio notes on pottery. Use for questions about kilns, glazes and clay. Do not use for arithmetic."""
    return ""


@tool
def calc(expression: str) -> str:
    """Calculator: evaluate an arithmetic expression."""
    return ""


@tool
def query_orders(status: str = "", order_id: str = "") -> str:
    """Look up customer orders by status (pending, shipped, delivered) or by order id."""
    return ""


def notes(target_tokens: int = 2000, salt: int = 0) -> str:
    """About ``target_tokens`` of notes; a non-zero ``salt`` gives notes no other salt gives
    (other step numbers, cones, hours and topic order)."""
    docs, i = [], 0
    base = salt * 1000
    while count_tokens(format_documents(docs)) < target_tokens:
        topic = TOPICS[(i + salt) % len(TOPICS)]
        text = (
            f"The {topic} step number {base + i} needs care. Potters check the {topic} before firing at cone {(i + salt) % 10}. "
            f"A common mistake with {topic} is rushing; wait {i + 2 + salt} hours. Record every {topic} result in the log book. "
            f"Studio rule {base + i}: clean the {topic} area after use."
        )
        docs.append(
            Document(
                page_content=text,
                metadata={"source": f"notes/{topic}-{i}.md", "title": f"{topic.title()} {i}"},
            )
        )
        i += 1
    return format_documents(docs)


def turns(n: int, fresh_from: int | None = None) -> list[list]:
    """``n`` agent turns; with ``fresh_from``, turn k reads notes of salt ``fresh_from + k``."""
    context = notes() if fresh_from is None else ""
    out = []
    for k in range(n):
        salt = 0 if fresh_from is None else fresh_from + k
        if fresh_from is not None:
            context = notes(salt=salt)
        topic = TOPICS[(k + salt) % len(TOPICS)]
        question = f"How many hours should I wait after the {topic} step number {salt * 1000 + k % 40}?"
        out.append(
            [
                SystemMessage(TOOLS_AGENT_SYSTEM),
                HumanMessage(question),
                AIMessage(
                    "",
                    tool_calls=[
                        {
                            "name": "search_notes",
                            "args": {"query": f"{topic} wait hours"},
                            "id": f"call_{k}",
                            "type": "tool_call",
                        }
                    ],
                ),
                ToolMessage(
                    context + f"\n\n[source: notes/extra-{k}.md] Extra {k}\nNote {k}.",
                    tool_call_id=f"call_{k}",
                    name="search_notes",
                ),
            ]
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--mode", choices=("both", "repeated", "fresh"), default="both")
    parser.add_argument("--profile", metavar="OUT", help="write a cProfile of the measured calls alone to OUT")
    args = parser.parse_args()
    profiler = cProfile.Profile() if args.profile else None

    model = SimulatedChatModel().bind_tools([search_notes, calc, query_orders])
    sample = model.invoke(turns(1, fresh_from=10**6)[0])  # warm-up: tokenizer, knowledge files
    print(
        f"prompt: {sample.usage_metadata['input_tokens']} input tokens, reply: {sample.content[:90]!r}..."
    )
    if args.mode in ("both", "repeated"):
        batch = turns(args.n)
        _measure("repeated notes", model, [batch] * args.runs, profiler)
    if args.mode in ("both", "fresh"):
        batches = [turns(args.n, fresh_from=1 + r * args.n) for r in range(args.runs)]
        _measure("fresh notes", model, batches, profiler)
    if profiler is not None:
        profiler.dump_stats(args.profile)
        print(f"profile of the measured calls written to {args.profile}")


class _CollectorClock:
    """CPU seconds and collections of the cyclic garbage collector, by generation, while on."""

    def __init__(self) -> None:
        self.seconds = [0.0, 0.0, 0.0]
        self.collections = [0, 0, 0]
        self.on = False
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if not self.on:
            return
        if phase == "start":
            self._start = time.process_time()
        else:
            self.seconds[info["generation"]] += time.process_time() - self._start
            self.collections[info["generation"]] += 1


def _measure(label: str, model, batches: list[list[list]], profiler: cProfile.Profile | None = None) -> None:
    rates, cpu_rates, cpu_total = [], [], 0.0
    clock = _CollectorClock()
    gc.callbacks.append(clock)
    try:
        for batch in batches:
            start, cpu_start = time.perf_counter(), time.process_time()
            clock.on = True
            if profiler is not None:
                profiler.enable()
            for messages in batch:
                model.invoke(messages)
            if profiler is not None:
                profiler.disable()
            clock.on = False
            cpu = max(time.process_time() - cpu_start, 1e-9)
            cpu_total += cpu
            rates.append(len(batch) / (time.perf_counter() - start))
            cpu_rates.append(len(batch) / cpu)
    finally:
        gc.callbacks.remove(clock)
    def fmt(x: float) -> str:
        return f"{x:.0f}" if x >= 100 else f"{x:.1f}"

    print(
        f"{label}: replies/s over {len(batches)} runs of {len(batches[0])}: median {fmt(statistics.median(rates))} "
        f"(min {fmt(min(rates))}, max {fmt(max(rates))}); per CPU-second (insensitive to other load "
        f"on the machine): median {fmt(statistics.median(cpu_rates))}"
    )
    by_generation = ", ".join(
        f"gen{g} {n} x {sec:.2f} s" for g, (n, sec) in enumerate(zip(clock.collections, clock.seconds, strict=True))
    )
    print(f"  garbage collector: {100 * sum(clock.seconds) / cpu_total:.1f} % of the measured CPU time ({by_generation})")


if __name__ == "__main__":
    main()
