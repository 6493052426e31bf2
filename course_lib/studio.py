"""Graph factories for LangGraph's local dev server (``langgraph dev``, see langgraph.json).

Each function builds one of the course's pipelines with the configured chat model
(``COURSE_LLM``, the simulator by default) and returns its compiled graph, so the graphs can
be opened, run and inspected in LangGraph Studio. Nothing is built at import: the server calls
a factory when it needs the graph. The factories are coroutines that build in a worker
thread, because building opens files and the Chroma store, and the dev server refuses
blocking calls on its event loop; ``build(name)`` is the plain synchronous version. The dev server is an optional extra
(``pip install -e '.[studio]'``, README, instructors' section).
"""

from __future__ import annotations

import asyncio

from langchain_core.runnables import RunnableConfig

GRAPHS = ("fixed", "agent", "tools", "adaptive", "crag", "multihop")
"""The pipelines langgraph.json exposes, by their ``course_lib.pipelines`` names."""


def build(name: str, config: RunnableConfig | None = None):
    """The compiled graph of pipeline ``name``, with the pipeline's own recursion limit.

    ``config`` is the run configuration the dev server passes to a factory; it is not needed
    to build the graph.
    """
    from course_lib.config import setup
    from course_lib.pipelines import get_pipeline

    setup(quiet=True)
    pipe = get_pipeline(name)
    # LangGraph's own default limit is 10,000 steps; keep the course's much lower one.
    return pipe.graph.with_config(recursion_limit=pipe.recursion_limit)


async def fixed(config: RunnableConfig | None = None):
    """Retrieve, then generate (notebook 01)."""
    return await asyncio.to_thread(build, "fixed", config)


async def agent(config: RunnableConfig | None = None):
    """The notes agent with one retriever tool (notebooks 01, 02)."""
    return await asyncio.to_thread(build, "agent", config)


async def tools(config: RunnableConfig | None = None):
    """The multi-tool knowledge agent (notebook 03)."""
    return await asyncio.to_thread(build, "tools", config)


async def adaptive(config: RunnableConfig | None = None):
    """The adaptive router (notebook 03)."""
    return await asyncio.to_thread(build, "adaptive", config)


async def crag(config: RunnableConfig | None = None):
    """Corrective RAG with the web fallback (notebook 04)."""
    return await asyncio.to_thread(build, "crag", config)


async def multihop(config: RunnableConfig | None = None):
    """The multi-hop sufficiency loop over the wiki (notebook 05)."""
    return await asyncio.to_thread(build, "multihop", config)


__all__ = ["GRAPHS", "adaptive", "agent", "build", "crag", "fixed", "multihop", "tools"]
