"""The course's pipelines behind one interface (CLI ``ask``, ``eval``, notebook 06).

Each module builds its graph with a factory that takes its parts as arguments (``llm``,
a retriever or knowledge base, limits) and also offers ``pipeline(llm=..., corpus=...,
extra_docs=...)`` returning a ``Pipeline`` ready to ``run(question)``.
"""

from __future__ import annotations

import importlib

from course_lib.errors import CourseError
from course_lib.pipelines.base import Pipeline, RunResult

REGISTRY: dict[str, str] = {
    "fixed": "course_lib.pipelines.fixed",  # notebook 01
    "agent": "course_lib.pipelines.agent",  # notebooks 01, 02
    "tools": "course_lib.pipelines.tools_agent",  # notebook 03
    "adaptive": "course_lib.pipelines.adaptive",  # notebook 03
    "crag": "course_lib.pipelines.crag",  # notebook 04
    "multihop": "course_lib.pipelines.multihop",  # notebook 05
}


def available() -> list[str]:
    """Names of the pipelines whose module is present."""
    names = []
    for name, module in REGISTRY.items():
        if importlib.util.find_spec(module) is not None:
            names.append(name)
    return names


def get_pipeline(name: str, *, llm=None, corpus: str | None = None, extra_docs=None) -> Pipeline:
    """Build a named pipeline with the configured chat model unless ``llm`` is given."""
    if name not in REGISTRY or importlib.util.find_spec(REGISTRY[name]) is None:
        raise CourseError(f"Unknown pipeline {name!r}: choose one of {', '.join(available())}.")
    if llm is None:
        from course_lib.llm import get_chat_model

        llm = get_chat_model()
    module = importlib.import_module(REGISTRY[name])
    return module.pipeline(llm=llm, corpus=corpus, extra_docs=extra_docs)


__all__ = ["REGISTRY", "Pipeline", "RunResult", "available", "get_pipeline"]
