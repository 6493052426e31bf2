"""Which knowledge base each pipeline searches during an evaluation (notebook 06).

The labelled set mixes two knowledge bases: the technical ``notes`` and the company
``wiki`` (the multi-hop questions). Pipelines differ in how they meet that:

- pipelines that choose among sources themselves (``tools``, ``adaptive``: several search
  tools, orders, calculator, web; ``selfrag``: its ladder of notes, wiki and web) are built
  once with their own default (``corpus=None``);
- single-knowledge-base pipelines (``fixed``, ``agent``, ``crag``, ``multihop``) get the
  knowledge base the question belongs to: ``wiki`` when its labels expect ``search_wiki``,
  ``notes`` otherwise. That is how such a pipeline is deployed (one endpoint per knowledge
  base); it is generous to them, since the choice of source is made for them, so their
  accuracy measures their reasoning, not their routing.

``corpus="all"`` (or ``notes``, ``wiki``) pins every pipeline to one corpus instead, the
fair but harsher test of a single pipeline over a mixed set. Each pipeline is built once per
corpus it needs and reused across questions.
"""

from __future__ import annotations

from typing import Any

from course_lib.rag.pipelines import AUTO, ROUTES_ITSELF

SELF_ROUTING = ROUTES_ITSELF
"""Pipelines that pick their sources themselves (``tools``, ``adaptive``; ``selfrag`` climbs
its own ladder, notes, wiki, web) and keep their own default corpus: their specs say so."""

POLICIES = {
    AUTO: "tools and adaptive search notes and wiki themselves, selfrag climbs its ladder; each other pipeline searches "
          "the knowledge base the question belongs to, by its labels (the wiki when they "
          "expect search_wiki, else the notes)",
    "all": "every pipeline searches notes and wiki together",
    "notes": "every pipeline searches the notes only",
    "wiki": "every pipeline searches the wiki only",
}
"""What each corpus policy of ``evaluate(corpus=...)`` and ``eval --corpus`` means."""


def explain_policy(policy: str | None) -> str:
    """One phrase saying what a corpus policy means, for the eval report."""
    if policy in (None, "", "own"):
        return "each pipeline searches its own default knowledge base"
    return POLICIES.get(policy, f"every pipeline searches {policy!r}")


def home_corpus(question: Any) -> str:
    """The knowledge base a labelled question's answer lives in: ``wiki`` or ``notes``."""
    return "wiki" if "search_wiki" in tuple(getattr(question, "expected_tools", ()) or ()) else "notes"


def corpus_for(pipeline: str, question: Any, policy: str | None = AUTO) -> str | None:
    """The ``corpus`` argument to build ``pipeline`` with for ``question`` under ``policy``."""
    if policy in (None, "", "own"):
        return None
    if policy != AUTO:
        return policy
    if pipeline in SELF_ROUTING:
        return None
    return home_corpus(question)
