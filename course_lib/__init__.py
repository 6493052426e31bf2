"""course_lib: the library behind the *Agentic RAG with LangGraph* notebooks.

Importing it is cheap: nothing heavy is imported and nothing runs until you call something.
The public entry points are re-exported lazily here (see ``__getattr__``).
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "get_chat_model": "course_lib.llm",
    "get_embeddings": "course_lib.embeddings",
    "setup": "course_lib.config",
    "settings": "course_lib.config",
    "count_tokens": "course_lib.tokens",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'course_lib' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
