"""course_lib: the library behind the *Agentic RAG with LangGraph* notebooks.

The public entry points, importable from here::

    from course_lib import setup, settings, get_chat_model, get_embeddings, count_tokens

Each lives in the module named for it (``app.session``, ``foundation.config``, ``models.llm``,
``retrieval.embeddings``, ``models.tokens``: see ``_HOMES``), and that is where to read it. ``import course_lib`` stays cheap (a few milliseconds): the chat
model and the embeddings need LangChain, which takes a second to import, so these names are
loaded from their modules on first use (PEP 562, ``foundation.lazy_exports``; ``course_lib.sim`` does the same). Where
everything else is: README.md, "What is where".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from course_lib.foundation.lazy_exports import lazy_exports

if TYPE_CHECKING:  # what editors and type checkers see; at run time see __getattr__
    from course_lib.app.session import setup
    from course_lib.foundation.config import settings
    from course_lib.models.llm import get_chat_model
    from course_lib.models.tokens import count_tokens
    from course_lib.retrieval.embeddings import get_embeddings
    from course_lib.sim.reports.limits import SimulatorLimitWarning

__version__ = "0.1.0"

_HOMES = {
    "SimulatorLimitWarning": "course_lib.sim.reports.limits",
    "count_tokens": "course_lib.models.tokens",
    "get_chat_model": "course_lib.models.llm",
    "get_embeddings": "course_lib.retrieval.embeddings",
    "settings": "course_lib.foundation.config",
    "setup": "course_lib.app.session",
}

__all__ = ["SimulatorLimitWarning", "count_tokens", "get_chat_model", "get_embeddings", "settings", "setup"]


__getattr__, __dir__ = lazy_exports(__name__, _HOMES)
