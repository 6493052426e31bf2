"""Multi-hop retrieval three ways (notebook 05).

A multi-hop question needs a fact from one document to know what to look up next: "who leads
the team that owns Project Falcon?" first needs *which team*, then *its leader*. This package
holds the three ways the notebook builds, from the least to the most hand-wired control flow:

- ``agent``: a tool-calling agent whose loop does the hops by itself;
- ``explicit``: decompose into ordered sub-questions, resolve, retrieve, plan under hard
  guards, generate (and ``parallel``, the pitfall of retrieving dependent sub-questions at once);
- ``loop``: the hop-by-hop sufficiency loop with a rewritten query per hop, whose last
  decision can also write the answer (one call saved).

The building blocks (``merge``, ``decompose``, ``planner``, ``answer``), the per-question
``record`` and the ``compare`` helpers are small modules of their own. Importing this package
imports nothing heavy; the names below are loaded on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "merge_documents": "course_lib.multihop.merge",
    "new_documents": "course_lib.multihop.merge",
    "doc_key": "course_lib.multihop.merge",
    "refers_to_earlier_step": "course_lib.multihop.decompose",
    "guarded_action": "course_lib.multihop.planner",
    "make_explicit_multihop_graph": "course_lib.multihop.explicit",
    "make_parallel_multihop_graph": "course_lib.multihop.parallel",
    "make_sufficiency_loop_graph": "course_lib.multihop.loop",
    "make_wiki_agent": "course_lib.multihop.agent",
    "MultiHopRecord": "course_lib.multihop.record",
    "record_run": "course_lib.multihop.record",
    "multihop_questions": "course_lib.multihop.compare",
    "compare_pipelines": "course_lib.multihop.compare",
    "ScriptedChatModel": "course_lib.multihop.scripted",
    "KeywordRetriever": "course_lib.multihop.scripted",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'course_lib.multihop' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
