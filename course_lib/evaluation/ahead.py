"""A later cell's model calls, started early with a real model: Run All waits less for them there.

Some of a lesson's work is a long serial chain (notebook 08's 12-turn session: each turn needs
the reply before it, about 40 s of model calls at 1.5 s a call), and the cells before it do not
need its results. :func:`start_ahead` runs such work in a background thread when the model is
a real one with the LLM cache on: its replies land in the cache, and the later cell, which runs
the same code as always, finds them there (or waits for a reply still in flight: the cache asks
the model once per request, :mod:`course_lib.models.llm_cache`). Nothing the later cell shows
depends on the early start: if it failed or has not finished, the cell makes the calls itself.

With the simulator (free and instant, no cache) or with ``COURSE_LLM_CACHE=off`` (the work would
be done twice) it starts nothing, so the simulator's run is the same with or without it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from langchain_core.caches import BaseCache

from course_lib.models.concurrency import is_real_model


class Ahead:
    """Work running in the background (a daemon thread, so a kernel can always exit)."""

    def __init__(self, fn: Callable[..., Any], args: tuple, kwargs: dict, what: str) -> None:
        self.what = what
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(fn, args, kwargs), daemon=True,
                                        name=f"ahead: {what}"[:60])
        self._thread.start()

    def _run(self, fn: Callable[..., Any], args: tuple, kwargs: dict) -> None:
        try:
            fn(*args, **kwargs)
        except BaseException as exc:  # noqa: BLE001 - the later cell makes the calls itself and shows any error
            self.error = exc

    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for the work to end; True if it has."""
        self._thread.join(timeout=seconds)
        return self.done()


def caches_replies(llm: Any) -> bool:
    """True when ``llm`` keeps its replies in an LLM cache (the course's SQLite one, or any)."""
    return isinstance(getattr(llm, "cache", None), BaseCache)


def start_ahead(fn: Callable[..., Any], *args: Any, llm: Any, what: str, **kwargs: Any) -> Ahead | None:
    """``fn(*args, **kwargs)`` in the background now, for its model replies, when ``llm`` is a
    real model with an LLM cache; ``None`` otherwise (nothing starts). Prints one line when it
    starts. The result of ``fn`` is dropped: the later cell runs the same code and reads the
    replies from the cache."""
    if not is_real_model(llm) or not caches_replies(llm):
        return None
    print(f"started ahead, in the background: {what} (its replies go to the LLM cache)", flush=True)
    return Ahead(fn, args, kwargs, what)


__all__ = ["Ahead", "caches_replies", "start_ahead"]
