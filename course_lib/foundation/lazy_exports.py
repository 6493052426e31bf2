"""A package's public names, loaded from their modules on first use (PEP 562).

``__getattr__, __dir__ = lazy_exports(__name__, {"setup": "course_lib.app.session", ...})`` at
the end of a package's ``__init__``: importing the package stays cheap (``course_lib`` without
LangChain, ``course_lib.sim`` without the whole simulator), and each name is imported from its
home the first time it is asked for. A name not in the table is the usual ``AttributeError``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any


def lazy_exports(package: str, homes: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """(``__getattr__``, ``__dir__``) for ``package``, exporting each name of ``homes`` from the
    module it maps to."""

    def __getattr__(name: str) -> Any:
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(homes[name]), name)

    def __dir__() -> list[str]:
        return sorted([*vars(sys.modules[package]), *homes])

    return __getattr__, __dir__
