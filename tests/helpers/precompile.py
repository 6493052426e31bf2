"""Compile the test stack's bytecode once, before ``make test`` starts its processes.

uv installs packages without compiled bytecode (``.pyc``), so on a fresh clone the first
process to import a module compiles it. ``make test`` starts a dozen at once (the unit and
nbval workers, the chaos suite's kernels and verify processes, nbval's kernels), and each
compiled the same modules: about 13 CPU s of the 21 a cold collection of the unit suite
takes, paid by every one of them. ``python -m tests.helpers.precompile`` imports every
module of course_lib and the stack the suites and kernels load, in one process, so that
the others find the bytecode written (the Makefile runs it once per install:
``$(VENV)/.compiled``). A module that cannot be imported here is named and skipped: it
is only not compiled ahead.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import warnings

STACK = (
    "pytest", "xdist", "nbval.plugin", "nbformat", "nbclient", "jupytext", "ipykernel.kernelapp",
    "ipykernel.ipkernel", "IPython", "matplotlib.pyplot", "pandas", "numpy",
    "langchain_core.messages", "langchain.agents", "langgraph.graph", "langgraph.prebuilt",
    "langchain_openai", "chromadb", "openai",
)
"""Third-party modules the suites and the notebooks' kernels import (course_lib imports most
of what it needs inside functions, so its own modules do not reach them all)."""


def _import(name: str) -> None:
    importlib.import_module(name)


def main() -> int:
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("precompile: PYTHONDONTWRITEBYTECODE is set, so nothing would be written; "
              "run it with PYTHONDONTWRITEBYTECODE= (empty).", file=sys.stderr)
        return 2
    import course_lib

    names = [m.name for m in pkgutil.walk_packages(course_lib.__path__, "course_lib.")
             if not m.name.endswith(".__main__")]  # the CLI: running it is not importing it
    skipped = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name in [*STACK, *names]:
            try:
                _import(name)
            except Exception as exc:  # noqa: BLE001 - a warm-up: name it and go on
                skipped.append(f"{name} ({type(exc).__name__})")
    print(f"precompile: {len(sys.modules)} modules compiled or up to date"
          + (f"; not imported: {', '.join(skipped)}" if skipped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
