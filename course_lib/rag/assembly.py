"""How each of the course's pipelines is put together: knowledge bases, the web snapshot, a graph.

The graph factories of :mod:`course_lib.rag.graphs` take their parts (a model, retrievers,
tools, limits) as arguments and return compiled graphs; they never build a knowledge base or
open the web snapshot. This module does that wiring, one builder per pipeline of
:data:`course_lib.rag.pipelines.SPECS`, named like it: ``BUILDERS[name](llm=..., corpus=...,
extra_docs=...)`` returns a :class:`~course_lib.rag.pipeline.Pipeline` (notebook 06 compares
them; the CLI, Studio and the evaluation build them through
:func:`course_lib.rag.pipelines.get_pipeline`, which passes the spec's default corpus when
given none). A contract in ``pyproject.toml`` keeps the graphs from importing the knowledge
base or the web snapshot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage

from course_lib.rag.pipeline import Pipeline, last_ai_text

K = 4
"""Documents per search, for every pipeline but ``selfrag`` (3 per rung of its ladder)."""


def knowledge_base(corpus: str, *, extra_docs=None, embeddings: Any = None):
    """The knowledge base ``corpus`` (with ``extra_docs``), built once and reused after."""
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base(corpus, embeddings=embeddings, extra_docs=extra_docs, progress=False)


def search_retrievers(corpus: str, *, extra_docs=None, k: int = K, embeddings: Any = None):
    """``(notes, wiki)`` retrievers for ``corpus``: ``all`` gives both, ``notes`` or ``wiki``
    only that one (the other is ``None``). ``extra_docs`` join the notes, or the wiki when it
    is the only corpus."""
    notes = wiki = None
    if corpus in ("all", "notes"):
        notes = knowledge_base("notes", extra_docs=extra_docs, embeddings=embeddings).as_retriever(k=k)
    if corpus in ("all", "wiki"):
        wiki = knowledge_base("wiki", extra_docs=extra_docs if corpus == "wiki" else None,
                              embeddings=embeddings).as_retriever(k=k)
    return notes, wiki


def web_retriever(k: int = 3):
    """The offline web snapshot as a retriever (:mod:`course_lib.rag.tools.web`)."""
    from course_lib.rag.tools.web import make_web_retriever

    return make_web_retriever(k=k)


def ladder_sources(*, first: str | None = None, extra_docs=None, k: int = 3, embeddings: Any = None):
    """Notebook 07's ladder of sources: the notes, then the wiki, then the web snapshot.

    ``first`` (a corpus name: ``notes``, ``wiki``, ``web``, ``all`` for notes and wiki) goes to
    the bottom rung instead; the other knowledge bases follow, the web last; ``extra_docs``
    joins the first knowledge base. Each source returns its ``k`` best documents.
    """
    from course_lib.rag.graphs.self_rag import SOURCE_DESCRIPTIONS, Source
    from course_lib.retrieval.embeddings import get_embeddings
    from course_lib.retrieval.kb import CORPUS_PARTS

    embeddings = embeddings or get_embeddings()
    first_parts = list(CORPUS_PARTS.get(first, (first,))) if first else ["notes"]
    names = [*first_parts, *(n for n in ("notes", "wiki") if n not in first_parts)]
    sources = []
    for name in (n for n in names if n != "web"):
        kb = knowledge_base(name, embeddings=embeddings, extra_docs=extra_docs if not sources else None)
        sources.append(Source(name, kb.as_retriever(k=k), SOURCE_DESCRIPTIONS.get(name, f"the {name} notes")))
    web = Source("web", web_retriever(k=k), SOURCE_DESCRIPTIONS["web"])
    return [web, *sources] if first == "web" else [*sources, web]


def _agent(name: str, graph, embeddings, corpus) -> Pipeline:
    """A ``create_agent`` graph as a pipeline: the question in as a message, the last reply out."""
    return Pipeline(name=name, graph=graph, make_input=lambda q: {"messages": [HumanMessage(q)]},
                    read_answer=last_ai_text, embeddings=embeddings, corpus=corpus)


# --- one builder per pipeline, in the course's order --------------------------------------------

def direct(*, llm: BaseChatModel, corpus: str | None = None, extra_docs=None) -> Pipeline:
    """No retrieval (``corpus`` and ``extra_docs`` are accepted and unused)."""
    from course_lib.rag.graphs.direct import make_direct_graph

    return Pipeline(name="direct", graph=make_direct_graph(llm=llm))


def fixed(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K) -> Pipeline:
    """Retrieve then generate over one knowledge base."""
    from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph

    kb = knowledge_base(corpus, extra_docs=extra_docs)
    graph = make_fixed_rag_graph(llm=llm, retriever=kb.as_retriever(k=k))
    return Pipeline(name="fixed", graph=graph, embeddings=kb.embeddings, corpus=corpus)


def agent(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K) -> Pipeline:
    """The agent with one search tool over one knowledge base."""
    from course_lib.rag.graphs.agent import make_agent
    from course_lib.rag.tools.retrieval import make_search_tool

    kb = knowledge_base(corpus, extra_docs=extra_docs)
    tool = make_search_tool(kb.as_retriever(k=k), name="search_wiki" if corpus == "wiki" else "search_notes")
    return _agent("agent", make_agent(llm=llm, tools=[tool]), kb.embeddings, corpus)


def tools(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K) -> Pipeline:
    """The knowledge agent: a search tool per knowledge base of ``corpus``, orders, calc, web."""
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_agent, make_knowledge_tools
    from course_lib.retrieval.embeddings import get_embeddings

    embeddings = get_embeddings()
    notes, wiki = search_retrievers(corpus, extra_docs=extra_docs, k=k, embeddings=embeddings)
    graph = make_knowledge_agent(llm=llm, tools=make_knowledge_tools(notes_retriever=notes, wiki_retriever=wiki))
    return _agent("tools", graph, embeddings, corpus)


def adaptive(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K) -> Pipeline:
    """The router: one combined store for simple questions, the knowledge agent's tools (no
    web tool) for complex ones, the web snapshot for the web path."""
    from course_lib.rag.graphs.adaptive import make_adaptive_graph
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools
    from course_lib.retrieval.embeddings import get_embeddings

    embeddings = get_embeddings()
    combined = knowledge_base(corpus, extra_docs=extra_docs, embeddings=embeddings)
    notes, wiki = search_retrievers(corpus, extra_docs=extra_docs, k=k, embeddings=embeddings)
    research = make_knowledge_tools(notes_retriever=notes, wiki_retriever=wiki, web=False)
    graph = make_adaptive_graph(llm=llm, retriever=combined.as_retriever(k=k), research_tools=research,
                                web_retriever=web_retriever())
    return Pipeline(name="adaptive", graph=graph, embeddings=embeddings, corpus=corpus)


def crag(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K,
         max_retries: int | None = None, web: bool = True) -> Pipeline:
    """CRAG over one knowledge base: strict grading, at most two rewrites, then one web
    search graded once more (unless ``web=False``)."""
    from course_lib.rag.graphs.crag import DEFAULT_MAX_RETRIES, make_crag_graph

    kb = knowledge_base(corpus, extra_docs=extra_docs)
    graph = make_crag_graph(llm=llm, retriever=kb.as_retriever(k=k),
                            max_retries=DEFAULT_MAX_RETRIES if max_retries is None else max_retries,
                            web_search=web_retriever() if web else None)
    return Pipeline(name="crag", graph=graph, embeddings=kb.embeddings, corpus=corpus)


def multihop(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = K,
             max_hops: int = 3, merge_answer: bool = True) -> Pipeline:
    """The sufficiency loop over one knowledge base: a two-hop question costs two model calls."""
    from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph

    kb = knowledge_base(corpus, extra_docs=extra_docs)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=kb.as_retriever(k=k), max_hops=max_hops,
                                        merge_answer=merge_answer)
    return Pipeline(name="multihop", graph=graph, embeddings=kb.embeddings, corpus=corpus)


def selfrag(*, llm: BaseChatModel, corpus: str, extra_docs=None, k: int = 3) -> Pipeline:
    """The policy check, Self-RAG's reflections and the ladder notes, wiki, web (``corpus``
    first, with ``extra_docs``), with no human: the top rung refuses."""
    from course_lib.rag.graphs.self_rag import make_self_rag_graph, max_steps
    from course_lib.retrieval.embeddings import get_embeddings

    embeddings = get_embeddings()
    sources = ladder_sources(first=corpus, extra_docs=extra_docs, k=k, embeddings=embeddings)
    graph = make_self_rag_graph(llm=llm, sources=sources)
    return Pipeline(name="selfrag", graph=graph, embeddings=embeddings, corpus=corpus,
                    recursion_limit=max_steps(n_sources=len(sources)) + 1)


BUILDERS: dict[str, Callable[..., Pipeline]] = {
    builder.__name__: builder for builder in (direct, fixed, agent, tools, adaptive, crag, multihop, selfrag)}
"""Pipeline name -> its builder (a test checks these are exactly the specs' names)."""


__all__ = ["BUILDERS", "K", "knowledge_base", "ladder_sources", "search_retrievers", "web_retriever",
           *BUILDERS]
