"""What a measurement costs with a real model: sample size, concurrency, an estimate first.

With the simulator a measurement cell is free and instant, so it runs its whole question set
one question at a time (results identical on every machine). With a real model each call
takes a second or more and costs money, so the same cells:

- measure a **sample**: :func:`for_measurement` keeps the first ``COURSE_SAMPLE_SIZE``
  questions of each category (and number of hops; default 2; ``all`` for the full set) and
  prints what it kept;
- run questions **concurrently**: :func:`concurrency` is ``COURSE_CONCURRENCY`` (default 16 hosted, 1 local)
  for a real model and 1 for the simulator; :func:`map_in_order` runs a function over items
  with that many threads and returns the results in the items' order, so tables read the
  same however the calls interleave;
- print an **estimate** first (:func:`announce`): "about 120 model calls, ~1 min at 4 at a
  time, about $0.01 with gpt-4o-mini". Calls per run come from :data:`TYPICAL_CALLS`, the
  simulator's means over the whole question set, kept in each pipeline's spec
  (:data:`course_lib.rag.pipelines.SPECS`; ``make bench``; a test keeps them honest),
  the time from ``COURSE_SECONDS_PER_CALL`` (default 1.5 s), the price from
  ``data/prices.yaml``.

Used by the harness (``evaluate``), ``evaluate_routing`` and ``route_decisions``, and by the
measurement cells of notebooks 01 to 06. README: "Running the course with a real model".
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from course_lib.models.concurrency import (  # noqa: F401 - part of this module's interface
    DEFAULT_CONCURRENCY,
    at_once,
    concurrency,
    int_setting,
    is_real_model,
)
from course_lib.rag.pipelines import TYPICAL_CALLS  # noqa: F401 - one figure per pipeline spec

T = TypeVar("T")
R = TypeVar("R")

DEFAULT_SAMPLE_SIZE = 2
DEFAULT_SECONDS_PER_CALL = 1.5
ANNOUNCE_FROM_CALLS = 10

UNKNOWN_PIPELINE = (2.0, 1500.0)


def sample_size(default: int = DEFAULT_SAMPLE_SIZE) -> int | None:
    """Questions per category measured with a real model (``COURSE_SAMPLE_SIZE``, else
    ``default``); ``None``: all."""
    value = os.environ.get("COURSE_SAMPLE_SIZE", "").strip().lower()
    if value in ("all", "full", "0"):
        return None
    return int_setting("COURSE_SAMPLE_SIZE", default)


def for_measurement(questions: Sequence[T], *, llm: Any = None, quiet: bool = False,
                    per_category: int | None = None, at_most: int | None = None) -> list[T]:
    """``questions`` as a measurement cell should run them, and one printed line saying so.

    The simulator gets them all. A real model gets the first ``COURSE_SAMPLE_SIZE``
    questions of each category (in their order), unless the setting is ``all``;
    ``per_category`` is the size when the setting is not given (a cell that runs each question
    many times, as notebook 08's, takes a smaller sample than the default 2), and ``at_most``
    caps the sample, keeping questions evenly spread over it (so over the categories).
    """
    questions = list(questions)
    size = sample_size(per_category or DEFAULT_SAMPLE_SIZE)
    if not is_real_model(llm) or size is None:
        kept = questions
        why = (f"all of them with the simulator; with a real model {size or 'all'} per category, "
               "COURSE_SAMPLE_SIZE") if not is_real_model(llm) else "COURSE_SAMPLE_SIZE=all"
    else:
        seen: dict[tuple[str, int], int] = {}
        kept = []
        for q in questions:  # per category, and per number of hops where questions have one
            group = (str(getattr(q, "category", "")), int(getattr(q, "hops", 0) or 0))
            if seen.get(group, 0) < size:
                kept.append(q)
                seen[group] = seen.get(group, 0) + 1
        if at_most is not None and 0 < at_most < len(kept):
            kept = [kept[i * len(kept) // at_most] for i in range(at_most)]
        cap = f", at most {at_most}" if at_most is not None else ""
        why = f"a sample for a real model: {size} per category{cap}; COURSE_SAMPLE_SIZE=all for every question"
    if not quiet:
        print(f"measuring {len(kept)} of {len(questions)} questions ({why})")
    return kept


def map_in_order(fn: Callable[[T], R], items: Iterable[T], *, workers: int = 1,
                 cost: Callable[[T], float] | None = None) -> list[R]:
    """``[fn(x) for x in items]``, ``workers`` at a time, results in the items' order.

    ``cost`` (an item's expected length, e.g. its pipeline's typical calls): with more items
    than workers, the costliest start first, so a long run does not start last and set the
    wall time alone. One worker runs the items in their order whatever ``cost`` says.
    """
    items = list(items)
    if workers <= 1 or len(items) <= 1:
        return [fn(x) for x in items]
    order = list(range(len(items)))
    if cost is not None and len(items) > workers:
        order.sort(key=lambda i: -cost(items[i]))  # stable: equal costs keep their order
    results: list[Any] = [None] * len(items)
    with ThreadPoolExecutor(max_workers=min(workers, len(items))) as pool:
        for i, result in zip(order, pool.map(fn, [items[i] for i in order]), strict=True):
            results[i] = result
    return results


@dataclass(frozen=True)
class Estimate:
    calls: float
    tokens: float
    seconds: float
    dollars: float | None
    model: str
    workers: int

    def describe(self) -> str:
        minutes = self.seconds / 60
        span = f"~{minutes:.0f} min" if minutes >= 1.5 else f"~{self.seconds:.0f} s"
        price = f", about ${self.dollars:.2f}" if self.dollars is not None else ""
        return (f"about {self.calls:,.0f} model calls, {span} at {self.workers} at a time{price} "
                f"with {self.model}")


def estimate(runs: dict[str, int], *, llm: Any = None, calls_per_run: dict[str, float] | None = None) -> Estimate:
    """The cost of ``runs`` (``{pipeline name: questions}``) with ``llm``.

    ``calls_per_run`` overrides :data:`TYPICAL_CALLS` (e.g. ``{"router": 1}`` for one call each).
    """
    from course_lib.models.structured import model_label

    if llm is None:
        from course_lib.foundation.config import settings

        llm = settings().llm
    name = llm if isinstance(llm, str) else model_label(llm)
    calls = tokens = 0.0
    for pipeline, n in runs.items():
        per_calls, per_tokens = TYPICAL_CALLS.get(pipeline, UNKNOWN_PIPELINE)
        if calls_per_run and pipeline in calls_per_run:
            per_tokens = per_tokens / max(per_calls, 1e-9) * calls_per_run[pipeline]
            per_calls = calls_per_run[pipeline]
        calls += per_calls * n
        tokens += per_tokens * n
    workers = concurrency(llm)
    seconds_per_call = float(os.environ.get("COURSE_SECONDS_PER_CALL", DEFAULT_SECONDS_PER_CALL) or 1.5)
    dollars = None
    try:
        from course_lib.models.pricing import load_prices

        prices = load_prices()
        if prices.chat_price(name.split(":")[-1]) is not None:
            dollars = prices.chat_cost(name.split(":")[-1], int(tokens * 0.9), int(tokens * 0.1))
    except Exception:  # no price table entry: no dollar figure
        dollars = None
    return Estimate(calls=calls, tokens=tokens, seconds=calls * seconds_per_call / workers,
                    dollars=dollars, model=name, workers=workers)


def announce(runs: dict[str, int], *, llm: Any = None, calls_per_run: dict[str, float] | None = None) -> Estimate | None:
    """Print :func:`estimate` before a measurement with a real model (nothing with the simulator)."""
    if not is_real_model(llm):
        return None
    result = estimate(runs, llm=llm, calls_per_run=calls_per_run)
    if result.calls >= ANNOUNCE_FROM_CALLS:
        print(f"this cell makes {result.describe()} (COURSE_SAMPLE_SIZE, COURSE_CONCURRENCY)", flush=True)
    return result


__all__ = ["DEFAULT_CONCURRENCY", "at_once", "DEFAULT_SAMPLE_SIZE", "DEFAULT_SECONDS_PER_CALL", "TYPICAL_CALLS", "Estimate",
           "announce", "concurrency", "estimate", "for_measurement", "is_real_model", "map_in_order", "sample_size"]
