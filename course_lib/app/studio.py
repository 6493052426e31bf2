"""Graph factories for LangGraph's local dev server (``langgraph dev``, see langgraph.json).

One factory per pipeline of :data:`course_lib.rag.pipelines.REGISTRY`, named like it: each builds
that pipeline with the configured chat model (``COURSE_LLM``, the simulator by default) and
returns its compiled graph, so the graphs can be opened, run and inspected in LangGraph
Studio. Nothing is built at import: the server calls a factory when it needs the graph. The
factories are coroutines that build in a worker thread, because building opens files and the
Chroma store, and the dev server refuses blocking calls on its event loop; ``build(name)`` is
the plain synchronous version. ``langgraph.json`` lists the same names (``langgraph_config()``,
from :mod:`course_lib.app.pipeline_docs`, writes its content; a test checks the file). The dev server is an optional extra
(``pip install -e '.[studio]'``, README, instructors' section).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from langchain_core.runnables import RunnableConfig

from course_lib.app.pipeline_docs import langgraph_config
from course_lib.rag.pipelines import REGISTRY, SPECS

GRAPHS = tuple(spec.name for spec in SPECS if spec.studio)
"""The pipelines langgraph.json exposes (those whose spec says ``studio``), by name."""


def build(name: str, config: RunnableConfig | None = None):
    """The compiled graph of pipeline ``name``, with the pipeline's own recursion limit.

    ``config`` is the run configuration the dev server passes to a factory; it is not needed
    to build the graph.
    """
    from course_lib.app.session import setup
    from course_lib.rag.pipelines import get_pipeline

    setup(quiet=True)
    pipe = get_pipeline(name)
    # LangGraph's own default limit is 10,000 steps; keep the course's much lower one.
    return pipe.graph.with_config(recursion_limit=pipe.recursion_limit)


def _factory(name: str):
    async def factory(config: RunnableConfig | None = None):
        return await asyncio.to_thread(build, name, config)

    factory.__name__ = factory.__qualname__ = name
    factory.__doc__ = f"The {name!r} pipeline's graph ({REGISTRY[name]})."
    return factory


for _name in GRAPHS:  # defines fixed, agent, tools, ...: one coroutine function each
    globals()[_name] = _factory(_name)


def write_langgraph_json(path: Path | str | None = None) -> Path:
    """Write ``langgraph.json`` at the project root (or ``path``) from the pipeline specs."""
    from course_lib.foundation.config import PROJECT_ROOT

    target = Path(path) if path else PROJECT_ROOT / "langgraph.json"
    target.write_text(json.dumps(langgraph_config(), indent=2) + "\n", encoding="utf-8")
    return target


__all__ = ["GRAPHS", "build", "langgraph_config", "write_langgraph_json", *GRAPHS]
