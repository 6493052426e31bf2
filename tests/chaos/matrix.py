"""Which chaos models the suite runs, and why (README, "Running the course with a real model").

In CI (``make test``) every notebook, every exercise check and every CLI pipeline meets two
chaos models: ``mixed`` (chatty, flaky, enums, sloppy and eager at once: every habit that
changes what a reply looks like) and ``lazy`` (no tool calls; it excludes ``eager``), and the
``slow`` model (1.5 s per call, really waited) runs notebook 00 only. Combining the habits
keeps the suite to two runs per notebook instead of six; ``CHAOS_MATRIX=full`` runs each
habit on its own instead (about three times as long, for a release or by hand).
"""

from __future__ import annotations

import os

SINGLE = ("chatty", "flaky", "eager", "lazy", "sloppy", "enums")
CI = ("mixed", "lazy")


def habits() -> tuple[str, ...]:
    return SINGLE if os.environ.get("CHAOS_MATRIX", "").lower() == "full" else CI


def spec(habit: str) -> str:
    return f"python:course_lib.models.chaos:{habit}"
