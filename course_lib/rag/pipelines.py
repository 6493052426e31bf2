"""The course's pipelines: one spec each, one interface (CLI ``ask`` and ``eval``, Studio, notebook 06).

:data:`SPECS` holds every fact about a pipeline once: the graph module whose
teaches its graph, the knowledge base it searches
by default, whether it picks its sources itself, the notebook that teaches it, its typical
cost with the simulator and whether Studio shows it. The CLI (``--pipeline``), the
evaluation (its corpus policy and cost estimates), :mod:`course_lib.app.studio` with
``langgraph.json`` and the README's table of pipelines are all read or written from it
(``python -m course_lib.app.pipeline_docs`` rewrites the two files; a test checks them).
Putting a pipeline together (its knowledge bases, the web snapshot, the graph) is
:mod:`course_lib.rag.assembly`, one builder per spec, named like it; what one pipeline is
(:class:`Pipeline`, :class:`RunResult`) is :mod:`course_lib.rag.pipeline`.
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.foundation.errors import CourseError
from course_lib.rag.pipeline import Pipeline, RunResult, cited_sources, last_ai_text


@dataclass(frozen=True)
class PipelineSpec:
    """Everything the course states about one pipeline, stated once."""

    name: str
    module: str
    """The graph module (its factory, ``make_*_graph``); :mod:`course_lib.rag.assembly` has
    the builder named like the pipeline that wires the knowledge bases into it."""
    corpus: str | None
    """The knowledge base it searches when given none: ``notes``, ``wiki``, ``all`` (both;
    the pipeline chooses), ``None`` (no retrieval). A test checks each module's default."""
    routes_itself: bool
    """It picks among the knowledge bases (and other sources) itself: the CLI's ``auto`` and
    the evaluation's corpus policy leave it its own default."""
    notebook: str
    """The notebook that builds it."""
    typical_calls: float
    typical_tokens: float
    """Mean model calls and tokens per question with the simulator over the labelled set
    (``make bench``; cost estimates use them, a test keeps them honest)."""
    summary: str
    """What it does, in a phrase (README, ``--help``)."""
    studio: bool = True
    """LangGraph Studio shows it (``langgraph.json``)."""


SPECS: tuple[PipelineSpec, ...] = (
    PipelineSpec("direct", "course_lib.rag.graphs.direct", None, False, "06", 1.00, 51,
                 "no retrieval, one model call"),
    PipelineSpec("fixed", "course_lib.rag.graphs.fixed_rag", "notes", False, "01", 1.00, 733,
                 "retrieve, then generate: the fixed pipeline"),
    PipelineSpec("agent", "course_lib.rag.graphs.agent", "notes", False, "01", 1.83, 1305,
                 "a model that decides whether to search (the retriever as a tool, notebook 02)"),
    PipelineSpec("tools", "course_lib.rag.graphs.knowledge_agent", "all", True, "03", 2.15, 2998,
                 "the multi-tool agent: a search tool per knowledge base, calculator, orders, web"),
    PipelineSpec("adaptive", "course_lib.rag.graphs.adaptive", "all", True, "03", 2.26, 1406,
                 "a cheap up-front router: answer directly, search, or research with tools"),
    PipelineSpec("crag", "course_lib.rag.graphs.crag", "notes", False, "04", 10.83, 3905,
                 "Corrective RAG: grade, rewrite, fall back to the web"),
    PipelineSpec("multihop", "course_lib.rag.graphs.multihop_loop", "wiki", False, "05", 1.91, 2034,
                 "multi-hop retrieval: the sufficiency loop"),
    PipelineSpec("selfrag", "course_lib.rag.graphs.self_rag", "notes", True, "07", 7.69, 3010,
                 "Self-RAG's reflections and the correction ladder: notes, wiki, web, refuse"),
)
"""The course's pipelines, in the course's order."""

SPEC: dict[str, PipelineSpec] = {spec.name: spec for spec in SPECS}

REGISTRY: dict[str, str] = {spec.name: spec.module for spec in SPECS}
"""Pipeline name -> the graph module it runs, in the course's order."""

DEFAULT_CORPUS: dict[str, str | None] = {spec.name: spec.corpus for spec in SPECS}
"""The knowledge base each pipeline searches when given none (see :attr:`PipelineSpec.corpus`)."""

ROUTES_ITSELF = frozenset(spec.name for spec in SPECS if spec.routes_itself)
"""Pipelines that pick their sources themselves and keep their own default corpus."""

CHOOSES_ITSELF = frozenset({*ROUTES_ITSELF, *(name for name, c in DEFAULT_CORPUS.items() if c is None)})
"""Pipelines ``auto`` leaves their own default: those that route themselves or use no
knowledge base."""

TYPICAL_CALLS: dict[str, tuple[float, float]] = {
    spec.name: (spec.typical_calls, spec.typical_tokens) for spec in SPECS}
"""Mean model calls and tokens per question of each pipeline, with the simulator."""

AUTO = "auto"
AUTO_CANDIDATES = ("notes", "wiki")

def available() -> list[str]:
    """The names of the course's pipelines, in the order of :data:`REGISTRY`."""
    return list(REGISTRY)


def choose_corpus(name: str, question: str, corpus: str | None = AUTO, *, extra_docs=None) -> str | None:
    """The knowledge base to build pipeline ``name`` with for ``question`` (``ask --corpus``).

    ``auto``: a pipeline that chooses among the knowledge bases itself (``tools``,
    ``adaptive``, ``selfrag``) or uses none (``direct``) keeps its own default; any other gets the
    knowledge base, notes or wiki, whose best match for the question scores higher (cosine
    similarity of the embeddings; ``extra_docs`` count with the notes), its own default when
    neither matches at all. ``None`` means the pipeline's default; anything else is returned
    as it is.
    """
    if corpus is None:
        return DEFAULT_CORPUS.get(name)
    if corpus != AUTO:
        return corpus
    if name in CHOOSES_ITSELF:
        return DEFAULT_CORPUS.get(name)
    from course_lib.retrieval.embeddings import get_embeddings
    from course_lib.retrieval.kb import build_knowledge_base

    embeddings = get_embeddings()
    best: tuple[float, str] = (0.0, DEFAULT_CORPUS.get(name) or AUTO_CANDIDATES[0])
    for candidate in AUTO_CANDIDATES:
        kb = build_knowledge_base(candidate, embeddings=embeddings, progress=False,
                                  extra_docs=extra_docs if candidate == "notes" else None)
        hits = kb.search(question, k=1)
        if hits and hits[0][1] > best[0]:
            best = (hits[0][1], candidate)
    return best[1]


def get_pipeline(name: str, *, llm=None, corpus: str | None = None, extra_docs=None) -> Pipeline:
    """Build a named pipeline with the configured chat model unless ``llm`` is given.

    ``corpus=None`` is the pipeline's own default (:data:`DEFAULT_CORPUS`); ``"auto"`` needs a
    question, so resolve it first with :func:`choose_corpus`.
    """
    if name not in REGISTRY:
        raise CourseError(f"Unknown pipeline {name!r}: choose one of {', '.join(REGISTRY)}.")
    if corpus == AUTO:
        raise CourseError("corpus 'auto' depends on the question: pass choose_corpus(name, question).")
    if llm is None:
        from course_lib.models.llm import get_chat_model

        llm = get_chat_model()
    from course_lib.rag.assembly import BUILDERS

    return BUILDERS[name](llm=llm, corpus=corpus or DEFAULT_CORPUS[name], extra_docs=extra_docs)


__all__ = ["AUTO", "CHOOSES_ITSELF", "DEFAULT_CORPUS", "REGISTRY", "ROUTES_ITSELF", "SPEC", "SPECS",
           "TYPICAL_CALLS", "Pipeline", "PipelineSpec", "RunResult", "available", "choose_corpus",
           "cited_sources", "get_pipeline", "last_ai_text"]
