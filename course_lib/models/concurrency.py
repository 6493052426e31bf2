"""How many model calls at once: one with the simulator, several with a real model (notebook 04).

:func:`at_once` is the runnable config for ``chain.batch(...)`` (grading several documents in
one go); :func:`concurrency` is the number of calls or questions run at a time
(``COURSE_CONCURRENCY``, default 8, for a real model; 1 for the simulator, whose results are
then identical on every machine). The measurement side (samples, estimates) is
:mod:`course_lib.evaluation.budget`.
"""

from __future__ import annotations

import os
from typing import Any

DEFAULT_CONCURRENCY = 8

_FREE_MODELS = {"course-simulator", "scripted"}  # ``_llm_type`` of the simulator and the test double


def is_real_model(llm: Any) -> bool:
    """True for a model that takes real time per call (not the simulator, not a test double)."""
    if llm is None:
        from course_lib.foundation.config import settings

        llm = settings().llm
    if isinstance(llm, str):
        return llm.strip() not in ("sim", "simulator", "")
    return getattr(llm, "_llm_type", "") not in _FREE_MODELS


def int_setting(name: str, default: int) -> int:
    """A whole-number setting of at least 1 (``default`` when unset or not a number)."""
    try:
        return max(1, int(os.environ.get(name, "") or default))
    except ValueError:
        return default


def concurrency(llm: Any = None) -> int:
    """Questions run at once: 1 with the simulator, ``COURSE_CONCURRENCY`` (default 8) otherwise."""
    return int_setting("COURSE_CONCURRENCY", DEFAULT_CONCURRENCY) if is_real_model(llm) else 1


def at_once(llm: Any = None) -> dict[str, Any]:
    """A runnable config for ``chain.batch(inputs, config=at_once(llm))``: independent calls
    (grading several documents) run :func:`concurrency` at a time, results in input order."""
    return {"max_concurrency": concurrency(llm)}


__all__ = ["DEFAULT_CONCURRENCY", "at_once", "concurrency", "int_setting", "is_real_model"]
