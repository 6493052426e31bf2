"""Talking to a real model's endpoint: a total deadline, replies checked, failures in one
sentence (notebook 00, README "Using a real model").

:func:`http_clients` gives ``ChatOpenAI`` (``get_chat_model``) its HTTP clients: every model
call ends within ``COURSE_LLM_TIMEOUT`` seconds (default 20), connecting, retries, the reply
and every chunk of a stream included (see ``course_lib.foundation.deadlines``). Replies are checked as
they arrive: a 200 answer that is HTML, not JSON, JSON of the wrong shape, a stream that is
not server-sent events, any field a client reads of the wrong type or missing
(``course_lib.models.reply_shape``) or a reply larger than ``MAX_REPLY_BYTES`` is refused with a
:class:`ModelReplyError` naming what to fix. :func:`explain_backend_error` turns whatever a
model client raised into one sentence (the CLI and the notebooks' error boundary use it).
"""

from __future__ import annotations

import json
import os
from typing import Any

from course_lib.foundation.deadlines import (
    LLM_TIMEOUT_S,
    deadline_transport,
    find_passed,
    seconds_setting,
    timeout_of,
)
from course_lib.foundation.errors import CourseError, causes, one_line, register_explainer
from course_lib.models.reply_shape import (
    chat_chunk_problem,
    chat_completion_problem,
    embeddings_problem,
)

MAX_REPLY_BYTES = 10_000_000
"""Largest model reply accepted (a long answer is a few kilobytes)."""
SETTING = "COURSE_LLM_TIMEOUT"


class ModelReplyError(CourseError):
    """A model endpoint answered, but not with something an OpenAI-compatible client can use."""


def base_url() -> str:
    """The endpoint as the learner configured it (for messages)."""
    return os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"


def llm_timeout() -> float:
    """``COURSE_LLM_TIMEOUT`` in seconds (default 20): one model call, everything included."""
    return seconds_setting(SETTING, LLM_TIMEOUT_S)


def openai_httpx():
    """The httpx module the installed OpenAI client is built on (``httpx2`` for openai>=3)."""
    import importlib

    import openai

    client_class = next(c for c in openai.DefaultHttpxClient.__mro__ if c.__name__ == "Client")
    return importlib.import_module(client_class.__module__.split(".")[0])


def _fix(what: str) -> str:
    return (f"{what}: check that OPENAI_BASE_URL is the server's OpenAI-compatible API address "
            "(it usually ends in /v1).")


class _ReplyCheck:
    """Checks one reply chunk by chunk (``None`` marks its end); raises ModelReplyError."""

    def __init__(self, request, response) -> None:
        self.where = f"The model endpoint {base_url()}"
        self.path = request.url.path
        kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
        self.stream = kind == "text/event-stream"
        self.kind = kind or "no content type"
        self.size = 0
        self.buffer = b""

    def __call__(self, chunk: bytes | None) -> None:
        if chunk is not None:
            self.size += len(chunk)
            if self.size > MAX_REPLY_BYTES:
                raise ModelReplyError(_fix(f"{self.where} sent a reply larger than "
                                           f"{MAX_REPLY_BYTES // 1_000_000} MB"))
            self.buffer += chunk
            if self.stream:
                *lines, self.buffer = self.buffer.split(b"\n")
                for line in lines:
                    self._event_line(line.strip())
            return
        if self.stream:
            self._event_line(self.buffer.strip())
            return
        self._json_reply()

    def _event_line(self, line: bytes) -> None:
        if not line or line.startswith((b":", b"event:", b"id:", b"retry:")):
            return
        if not line.startswith(b"data:"):
            raise ModelReplyError(_fix(f"{self.where} sent a stream that is not server-sent events"))
        payload = line[5:].strip()
        if payload == b"[DONE]":
            return
        try:
            event = json.loads(payload)
        except ValueError:
            raise ModelReplyError(_fix(f"{self.where} sent a stream event that is not JSON")) from None
        if "/chat/" not in self.path:
            return
        if problem := chat_chunk_problem(event):
            raise ModelReplyError(_fix(f"{self.where} sent a stream of the wrong shape ({problem})"))

    def _json_reply(self) -> None:
        if "json" not in self.kind:
            raise ModelReplyError(_fix(f"{self.where} answered with {self.kind}, not JSON"))
        try:
            reply = json.loads(self.buffer)
        except ValueError:
            raise ModelReplyError(_fix(f"{self.where} sent a reply that is not valid JSON")) from None
        expected = ("choices" if self.path.endswith("/chat/completions")
                    else "data" if self.path.endswith(("/embeddings", "/models")) else None)
        if not isinstance(reply, dict) or (expected and not isinstance(reply.get(expected), list)):
            raise ModelReplyError(_fix(f"{self.where} sent JSON without the '{expected}' list "
                                       "an OpenAI-compatible reply has"))
        # Every field the clients read, checked before they read it.
        check = (chat_completion_problem if expected == "choices"
                 else embeddings_problem if self.path.endswith("/embeddings") else None)
        if check is not None and (problem := check(reply)):
            raise ModelReplyError(_fix(f"{self.where} sent a reply of the wrong shape ({problem})"))


def _check_reply(request, response):
    return _ReplyCheck(request, response) if response.status_code == 200 else None


def http_clients(seconds: float | None = None) -> tuple[Any, Any]:
    """A sync and an async HTTP client for the OpenAI client, each request ending within
    ``seconds`` (default ``COURSE_LLM_TIMEOUT``), retries included. At most ``COURSE_CONCURRENCY``
    requests are in flight at the endpoint at once, from all clients of this process
    (:func:`~course_lib.models.concurrency.call_slots`); the others wait for a slot before their
    deadline starts."""
    import openai

    from course_lib.models.concurrency import call_slots

    httpx = openai_httpx()
    seconds = llm_timeout() if seconds is None else seconds
    url = base_url()
    options = dict(seconds=seconds, what=lambda request: f"The model endpoint {url}", setting=SETTING,
                   advice="check that the server is running and not overloaded",
                   base_url=url, check=_check_reply, slots=call_slots(url), slots_setting="COURSE_CONCURRENCY")
    timeout = timeout_of(httpx, seconds)
    return (openai.DefaultHttpxClient(transport=deadline_transport(httpx, **options), timeout=timeout),
            openai.DefaultAsyncHttpxClient(transport=deadline_transport(httpx, asynchronous=True, **options),
                                           timeout=timeout))


def _raised_in_client(exc: BaseException) -> bool:
    tb = exc.__traceback__
    while tb is not None:
        name = tb.tb_frame.f_globals.get("__name__", "")
        if name.split(".")[0] in ("openai", "langchain_openai"):
            return True
        tb = tb.tb_next
    return False


def explain_backend_error(exc: BaseException) -> str | None:
    """One sentence for an error raised by a real model's client, or ``None`` if it is not one."""
    passed = find_passed(exc)
    if passed is not None:
        return str(passed)
    for item in causes(exc):
        if isinstance(item, ModelReplyError):
            return str(item)
    try:
        import openai
    except ImportError:  # pragma: no cover - langchain-openai brings it
        return None
    base = base_url()
    if isinstance(exc, openai.APITimeoutError):
        return (f"The model endpoint {base} did not answer within {llm_timeout():g} s ({SETTING}): "
                f"check OPENAI_BASE_URL, or raise {SETTING}.")
    cut = next((e for e in causes(exc) if type(e).__name__ in ("RemoteProtocolError", "ReadError")), None)
    if cut is not None and (isinstance(exc, openai.APIConnectionError) or cut is exc):
        if "illegal" in str(cut) or "invalid" in str(cut).lower():
            return _fix(f"The model endpoint {base} answered with something that is not HTTP")
        return (f"The model endpoint {base} closed the connection before its reply was complete "
                f"({type(cut).__name__}): check that the server is running and not overloaded.")
    if isinstance(exc, openai.APIConnectionError):
        return (f"Could not connect to the model endpoint {base}: check OPENAI_BASE_URL and that "
                "the server is running (or set COURSE_LLM=sim to stay offline).")
    if isinstance(exc, openai.AuthenticationError):
        return "The model endpoint rejected the API key: check OPENAI_API_KEY."
    if isinstance(exc, openai.NotFoundError):
        return f"The model endpoint {base} does not know this model: check the model name in COURSE_LLM."
    if isinstance(exc, openai.APIStatusError):
        return f"The model endpoint {base} answered HTTP {exc.status_code}: {one_line(exc.message, 160)}"
    if isinstance(exc, openai.OpenAIError):
        return f"The model endpoint {base} failed ({type(exc).__name__}: {one_line(str(exc), 160)})."
    if isinstance(exc, KeyError | TypeError | AttributeError | ValueError | IndexError) and _raised_in_client(exc):
        return _fix(f"The model endpoint {base} sent a reply the OpenAI client could not use "
                    f"({type(exc).__name__}: {one_line(str(exc), 80)})")
    return None


register_explainer(explain_backend_error, order=10)

__all__ = ["MAX_REPLY_BYTES", "ModelReplyError", "explain_backend_error", "http_clients", "llm_timeout"]


def probe_models(seconds: float | None = None) -> tuple[bool, str]:
    """``GET {OPENAI_BASE_URL}/models`` under a total deadline (doctor): any HTTP answer
    means a server is there."""
    import time

    from course_lib.foundation.errors import explain

    httpx = openai_httpx()
    seconds = min(llm_timeout(), 5.0) if seconds is None else seconds
    url = base_url().rstrip("/") + "/models"
    transport = deadline_transport(httpx, seconds=seconds, what=lambda request: f"The model endpoint {url}",
                                   setting=SETTING, base_url=url)
    headers = {"Authorization": f"Bearer {os.environ.get('OPENAI_API_KEY') or 'not-needed'}"}
    start = time.monotonic()
    try:
        with httpx.Client(transport=transport, timeout=timeout_of(httpx, seconds)) as client:
            response = client.get(url, headers=headers)
    except Exception as exc:  # noqa: BLE001 - doctor reports, never crashes
        return False, explain(exc) or f"{url} did not answer ({type(exc).__name__})"
    return True, f"{url} answered HTTP {response.status_code} in {time.monotonic() - start:.1f} s"
