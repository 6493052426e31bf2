"""How many model calls at once: one with the simulator, several with a real model (notebook 04).

:func:`at_once` is the runnable config for ``chain.batch(...)`` (grading several documents in
one go); :func:`concurrency` is the number of calls or questions run at a time
(``COURSE_CONCURRENCY``; 1 for the simulator, whose results are then identical on every
machine). Its default depends on where the model runs: 16 for a hosted endpoint (at 1.5 s per
call that is about 640 requests a minute at most, and the course's cells rarely keep 16 in
flight for long: under OpenAI's lowest tier of 500 a minute over any minute of a Run All), 1 for
a server on this machine or the local network (:func:`is_local_endpoint`: Ollama runs
``OLLAMA_NUM_PARALLEL`` requests at once, 1 by default, and queues the rest on its side, where the
per-call deadline would count the wait). The same number caps the calls in flight at an
OpenAI-compatible endpoint (:func:`call_slots`): nested concurrency (questions at once, each
grading documents at once) waits on the course's side, before its deadline starts. The
measurement side (samples, estimates) is :mod:`course_lib.evaluation.budget`.
"""

from __future__ import annotations

import ipaddress
import os
import threading
from typing import Any
from urllib.parse import urlsplit

DEFAULT_CONCURRENCY = 16
"""``COURSE_CONCURRENCY`` when unset, for a hosted model."""
LOCAL_DEFAULT_CONCURRENCY = 1
"""``COURSE_CONCURRENCY`` when unset, for an endpoint on this machine or the local network."""

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


def is_local_endpoint(url: str | None) -> bool:
    """True when ``url`` (an ``OPENAI_BASE_URL``) is a server on this machine or the local
    network: ``localhost``, a dotless or ``.local`` host name, a loopback or private address."""
    host = (urlsplit(url.strip()).hostname or "") if url and url.strip() else ""
    if not host:
        return False
    try:
        address = ipaddress.ip_address(host)
    except ValueError:  # a name
        return "." not in host or host.endswith((".localhost", ".local", ".internal", ".lan"))
    return address.is_loopback or address.is_private or address.is_link_local


def default_concurrency(llm: Any = None) -> int:
    """What ``COURSE_CONCURRENCY`` is when unset: :data:`LOCAL_DEFAULT_CONCURRENCY` for a model
    at a local OpenAI-compatible endpoint, :data:`DEFAULT_CONCURRENCY` otherwise."""
    if llm is None:
        from course_lib.foundation.config import settings

        llm = settings().llm
    if isinstance(llm, str):  # a COURSE_LLM spec: only openai:... goes to OPENAI_BASE_URL
        base = os.environ.get("OPENAI_BASE_URL") if llm.strip().startswith("openai:") else None
    else:  # a model: ChatOpenAI keeps its endpoint in ``openai_api_base``
        base = getattr(llm, "openai_api_base", None)
    return _endpoint_default(base if isinstance(base, str) else None)


def _endpoint_default(base_url: str | None) -> int:
    """The default number of calls at once for a model served at ``base_url`` (None: hosted)."""
    return LOCAL_DEFAULT_CONCURRENCY if is_local_endpoint(base_url) else DEFAULT_CONCURRENCY


def concurrency(llm: Any = None) -> int:
    """Questions run at once: 1 with the simulator, ``COURSE_CONCURRENCY`` otherwise (default
    :func:`default_concurrency`: 16 hosted, 1 local)."""
    return int_setting("COURSE_CONCURRENCY", default_concurrency(llm)) if is_real_model(llm) else 1


def at_once(llm: Any = None) -> dict[str, Any]:
    """A runnable config for ``chain.batch(inputs, config=at_once(llm))``: independent calls
    (grading several documents) run :func:`concurrency` at a time, results in input order."""
    return {"max_concurrency": concurrency(llm)}


_SLOTS: dict[tuple[str, int], threading.BoundedSemaphore] = {}
_SLOTS_LOCK = threading.Lock()


def call_slots(base_url: str, size: int | None = None) -> threading.BoundedSemaphore:
    """The process's slots for calls in flight at ``base_url``: ``size`` (default
    ``COURSE_CONCURRENCY``, or its default for that endpoint), one semaphore shared by every
    client made for the same endpoint and size."""
    if size is None:
        size = int_setting("COURSE_CONCURRENCY", _endpoint_default(base_url))
    with _SLOTS_LOCK:
        return _SLOTS.setdefault((base_url, size), threading.BoundedSemaphore(size))


__all__ = ["DEFAULT_CONCURRENCY", "LOCAL_DEFAULT_CONCURRENCY", "at_once", "call_slots", "concurrency",
           "default_concurrency", "int_setting", "is_local_endpoint", "is_real_model"]
