"""Benchmark: replies per second of the simulated chat model for a typical agent turn.

The turn: a system prompt, a question, the model's search call and a tool result of about 2,000
tokens of notes, with three tools bound; the model reads it all and answers with citations.
Each run invokes the bound model N times through LangChain (callbacks included) on distinct
questions (so no cache answers for it); the figure is the median of several runs.

    python bench/bench_simulator.py [--runs 5] [--n 200]
"""

from __future__ import annotations

import argparse
import statistics
import time

from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.documents import format_documents
from course_lib.prompts import TOOLS_AGENT_SYSTEM
from course_lib.sim import SimulatedChatModel
from course_lib.tokens import count_tokens

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


def notes(target_tokens: int = 2000) -> str:
    docs, i = [], 0
    while count_tokens(format_documents(docs)) < target_tokens:
        topic = TOPICS[i % len(TOPICS)]
        text = (
            f"The {topic} step number {i} needs care. Potters check the {topic} before firing at cone {i % 10}. "
            f"A common mistake with {topic} is rushing; wait {i + 2} hours. Record every {topic} result in the log book. "
            f"Studio rule {i}: clean the {topic} area after use."
        )
        docs.append(
            Document(
                page_content=text,
                metadata={"source": f"notes/{topic}-{i}.md", "title": f"{topic.title()} {i}"},
            )
        )
        i += 1
    return format_documents(docs)


def turns(n: int) -> list[list]:
    context = notes()
    out = []
    for k in range(n):
        topic = TOPICS[k % len(TOPICS)]
        question = f"How many hours should I wait after the {topic} step number {k % 40}?"
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
    args = parser.parse_args()

    model = SimulatedChatModel().bind_tools([search_notes, calc, query_orders])
    batch = turns(args.n)
    sample = model.invoke(batch[0])  # warm-up: loads the tokenizer and the knowledge files
    print(
        f"prompt: {sample.usage_metadata['input_tokens']} input tokens, reply: {sample.content[:90]!r}..."
    )

    rates, cpu_rates = [], []
    for _ in range(args.runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        for messages in batch:
            model.invoke(messages)
        rates.append(args.n / (time.perf_counter() - start))
        cpu_rates.append(args.n / max(time.process_time() - cpu_start, 1e-9))
    print(
        f"replies/s over {args.runs} runs of {args.n}: median {statistics.median(rates):.0f} (min {min(rates):.0f}, max {max(rates):.0f})"
    )
    print(
        f"replies per CPU-second (insensitive to other load on the machine): median {statistics.median(cpu_rates):.0f}"
    )


if __name__ == "__main__":
    main()
