"""The multi-hop pipeline: the hop-by-hop sufficiency loop over the wiki (notebook 05).

The best of notebook 05's three ways by cost: hop 1 searches the question itself, each
later hop searches the query the previous decision wrote, and the last decision also writes
the answer, so a two-hop question costs two LLM calls. ``--pipeline multihop`` on the CLI.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

from course_lib.pipelines.base import Pipeline


def pipeline(*, llm: BaseChatModel, corpus: str | None = None, extra_docs=None, k: int = 4,
             max_hops: int = 3, merge_answer: bool = True) -> Pipeline:
    """The sufficiency loop over a corpus (default ``wiki``) for the CLI and the harness."""
    from course_lib.kb import build_knowledge_base
    from course_lib.multihop.loop import make_sufficiency_loop_graph

    kb = build_knowledge_base(corpus or "wiki", extra_docs=extra_docs, progress=False)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=kb.as_retriever(k=k), max_hops=max_hops,
                                        merge_answer=merge_answer)
    return Pipeline(name="multihop", graph=graph, embeddings=kb.embeddings)
