"""Total deadlines for remote calls: model endpoints (streams included), the Chroma server and
``doctor``'s probes (README, "Using a real model").

An httpx timeout is per operation: a read waits at most N seconds *for the next bytes*, so a
server that sends one byte every 2 s, or one stream chunk every 5 s, never trips a 20 s
timeout, and every retry starts the clock again. A :class:`Deadline` is one budget for the
whole exchange: connecting, sending, the headers and every byte of the body or stream.

:func:`deadline_transport` wraps an httpx (or httpx2) transport so every request it sends
runs under one. Each socket read and write of the request is limited to the time left (the
pool's network backend is wrapped for that), and the body is cut off when the time is up,
with :class:`DeadlinePassed`, whose message is one sentence naming the setting to raise. Retries share the first try's budget: the OpenAI client marks a resend
with ``x-stainless-retry-count``, and a failed reply whose retry would wait longer than the
time left is marked ``x-should-retry: false``.

Settings are read with :func:`seconds_setting`: a bad value is one sentence, not a traceback.
"""

from __future__ import annotations

import contextvars
import math
import os
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from course_lib.foundation.errors import CourseError

LLM_TIMEOUT_S = 20.0
"""Default of ``COURSE_LLM_TIMEOUT``: one model call, retries and streaming included."""
CHROMA_TIMEOUT_S = 10.0
"""Default of ``COURSE_CHROMA_TIMEOUT``: one call to the shared Chroma server (opening the
client, three requests, is one call)."""
CONNECT_TIMEOUT_S = 5.0
"""Longest wait for a TCP connection, within the deadline."""
RETRY_WAIT_S = 0.5
"""What the OpenAI client waits before its first retry when the server names no delay."""
SLOT_WAIT_S = 600.0
"""Longest wait for a free call slot (``deadline_transport(slots=...)``): every holder frees its
slot by its own deadline, so only a stuck process waits this long."""
SLOT_POLL_S = 0.02


def seconds_setting(name: str, default: float) -> float:
    """A positive number of seconds from the environment variable ``name`` (or ``default``)."""
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        value = float(raw)
    except ValueError:
        raise CourseError(f"{name}={raw!r} is not a number of seconds: set it to a positive "
                          f"number such as {default:g}, or unset it.") from None
    if not math.isfinite(value) or value <= 0:
        raise CourseError(f"{name}={raw!r} must be a positive number of seconds, such as "
                          f"{default:g}.")
    return value


@dataclass
class Deadline:
    """``seconds`` from now for ``what`` (e.g. "the model endpoint http://..."), which the
    setting ``setting`` controls."""

    seconds: float
    what: str
    setting: str
    advice: str = "check that it is running and not overloaded"
    ends: float = field(init=False)

    def __post_init__(self) -> None:
        self.ends = time.monotonic() + self.seconds

    def remaining(self) -> float:
        return self.ends - time.monotonic()

    @property
    def passed(self) -> bool:
        return self.remaining() <= 0

    def sentence(self) -> str:
        return (f"{self.what} did not finish answering within {self.seconds:g} s ({self.setting}): "
                f"{self.advice}, or raise {self.setting}.")


class SlotWaitTooLong(CourseError):
    """No call slot came free within :data:`SLOT_WAIT_S`."""


class _Slot:
    """One taken slot of a semaphore, given back once (body read or closed, or the try failed)."""

    def __init__(self, slots: Any) -> None:
        self._slots, self._lock, self._held = slots, threading.Lock(), slots is not None

    def release(self) -> None:
        with self._lock:
            held, self._held = self._held, False
        if held:
            self._slots.release()


def _slot_missing(slots: Any, what: str, setting: str | None) -> SlotWaitTooLong:
    limit = f" ({setting})" if setting else ""
    return SlotWaitTooLong(f"No call to {what} could start within {SLOT_WAIT_S:g} s: every one of the "
                           f"calls allowed at once{limit} was still running; lower the work in flight "
                           f"or raise {setting or 'the limit'}.")


class DeadlinePassed(CourseError):
    """A deadline passed; ``str()`` is the sentence. Not an httpx error on purpose: clients
    (the OpenAI one) retry httpx errors, and there is no time left to retry in."""

    def __init__(self, deadline: Deadline) -> None:
        super().__init__(deadline.sentence())
        self.deadline = deadline


# The deadline of the request whose socket I/O is running now (set around every step).
_ACTIVE: contextvars.ContextVar[Deadline | None] = contextvars.ContextVar("course_deadline", default=None)
# A budget shared by every request made inside ``shared_budget`` (one call of several requests).
_BUDGET: contextvars.ContextVar[Deadline | None] = contextvars.ContextVar("course_budget", default=None)
# The last call's first try, per transport: [owner, deadline, the last try's error]. A
# retry of the same call shares the deadline; one with no time left fails as the last try did.
_CALL: contextvars.ContextVar[list | None] = contextvars.ContextVar("course_call_deadline", default=None)


def _limit(timeout: float | None, timeout_error: type) -> float | None:
    deadline = _ACTIVE.get()
    if deadline is None:
        return timeout
    left = deadline.remaining()
    if left <= 0:
        raise timeout_error("deadline passed")
    return left if timeout is None else min(timeout, left)


class _Stream:
    """A network stream whose every read and write ends by the active deadline."""

    def __init__(self, stream, core) -> None:
        self._stream, self._core = stream, core

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._stream.read(max_bytes, _limit(timeout, self._core.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        return self._stream.write(buffer, _limit(timeout, self._core.WriteTimeout))

    def start_tls(self, ssl_context, server_hostname=None, timeout=None):
        stream = self._stream.start_tls(ssl_context, server_hostname, _limit(timeout, self._core.ConnectTimeout))
        return _Stream(stream, self._core)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _AsyncStream(_Stream):
    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return await self._stream.read(max_bytes, _limit(timeout, self._core.ReadTimeout))

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        return await self._stream.write(buffer, _limit(timeout, self._core.WriteTimeout))

    async def start_tls(self, ssl_context, server_hostname=None, timeout=None):
        stream = await self._stream.start_tls(ssl_context, server_hostname,
                                              _limit(timeout, self._core.ConnectTimeout))
        return _AsyncStream(stream, self._core)


class _Backend:
    """Wraps an httpcore network backend: connections whose I/O ends by the deadline."""

    def __init__(self, backend, core) -> None:
        self._backend, self._core = backend, core

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        stream = self._backend.connect_tcp(host, port, timeout=_limit(timeout, self._core.ConnectTimeout),
                                           local_address=local_address, socket_options=socket_options)
        return _Stream(stream, self._core)

    def connect_unix_socket(self, path, timeout=None, socket_options=None):
        stream = self._backend.connect_unix_socket(path, timeout=_limit(timeout, self._core.ConnectTimeout),
                                                   socket_options=socket_options)
        return _Stream(stream, self._core)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._backend, name)


class _AsyncBackend(_Backend):
    async def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        stream = await self._backend.connect_tcp(host, port, timeout=_limit(timeout, self._core.ConnectTimeout),
                                                 local_address=local_address, socket_options=socket_options)
        return _AsyncStream(stream, self._core)

    async def connect_unix_socket(self, path, timeout=None, socket_options=None):
        stream = await self._backend.connect_unix_socket(path, timeout=_limit(timeout, self._core.ConnectTimeout),
                                                         socket_options=socket_options)
        return _AsyncStream(stream, self._core)


def _wrap_pool(transport, asynchronous: bool) -> None:
    """Give the transport's connection pool a network backend that honours the deadline.

    httpx builds its pool (``transport._pool``) without a way to pass a backend in; a test
    (a server that trickles bytes) fails if a new httpx stops using this attribute.
    """
    import importlib

    pool = transport._pool
    core = importlib.import_module(type(pool).__module__.split(".")[0])
    wrapper = _AsyncBackend if asynchronous else _Backend
    if not isinstance(pool._network_backend, _Backend):
        pool._network_backend = wrapper(pool._network_backend, core)


@dataclass
class _Policy:
    """What a deadline transport needs: its httpx module, the budget, how to name the server,
    and an optional check of each reply (raise to refuse it)."""

    httpx: Any
    seconds: float
    what: Callable[[Any], str]
    setting: str
    advice: str
    check: Callable[[Any, Any], Any] | None = None  # (request, response) -> a chunk checker
    slots: Any = None  # a semaphore: requests in flight at once, taken before the deadline starts
    slots_setting: str | None = None  # the setting that sizes ``slots`` (for the sentence)

    def take_slot(self, request) -> _Slot:
        """Wait for a free slot (none to wait for without ``slots``), before the deadline starts:
        a request queued behind others does not spend its budget waiting."""
        if self.slots is not None and not self.slots.acquire(timeout=SLOT_WAIT_S):
            raise _slot_missing(self.slots, self.what(request), self.slots_setting)
        return _Slot(self.slots)

    async def take_slot_async(self, request) -> _Slot:
        """:meth:`take_slot` without blocking the event loop (polls, at most ``SLOT_WAIT_S``)."""
        if self.slots is not None:
            import asyncio  # here: asyncio imports logging, whose exit hook setup() keeps out

            for _ in range(int(SLOT_WAIT_S / SLOT_POLL_S) + 1):
                if self.slots.acquire(blocking=False):
                    break
                await asyncio.sleep(SLOT_POLL_S)
            else:
                raise _slot_missing(self.slots, self.what(request), self.slots_setting)
        return _Slot(self.slots)

    def call_for(self, owner: int, request) -> list:
        """``[owner, deadline, last error]`` of the call this request belongs to."""
        retry = request.headers.get("x-stainless-retry-count", "0")
        previous = _CALL.get()
        if retry not in ("", "0") and previous is not None and previous[0] == owner:
            return previous
        budget = _BUDGET.get()
        deadline = budget if budget is not None else Deadline(self.seconds, self.what(request), self.setting,
                                                              self.advice)
        call = [owner, deadline, None]
        _CALL.set(call)
        return call

    @contextmanager
    def sending(self, owner: int, request):
        """Around one try of a request: a try with no time left fails at once (as the previous
        try did, if there was one); its socket I/O ends by the deadline; a failure is kept."""
        call = self.call_for(owner, request)
        deadline = call[1]
        if deadline.passed:
            raise call[2] if call[2] is not None else DeadlinePassed(deadline)
        token = _ACTIVE.set(deadline)
        try:
            yield deadline
        except self.httpx.TimeoutException as exc:
            if deadline.passed:
                raise DeadlinePassed(deadline) from exc
            call[2] = exc
            raise
        except Exception as exc:
            call[2] = exc
            raise
        finally:
            _ACTIVE.reset(token)

    def received(self, request, response, deadline: Deadline, body_class: type, slot: _Slot | None = None):
        """The response, its retry turned off if there is no time for it, its body bounded (and
        its call slot given back when the body ends or is closed)."""
        try:
            self.refuse_late_retry(response, deadline)
            checker = self.check(request, response) if self.check else None
        except BaseException:
            if slot is not None:
                slot.release()
            raise
        response.stream = body_class(response.stream, deadline, self, checker, slot)
        return response

    def refuse_late_retry(self, response, deadline: Deadline) -> None:
        status = response.status_code
        if status not in (408, 409, 429) and status < 500:
            return
        wait = RETRY_WAIT_S
        try:
            if "retry-after-ms" in response.headers:
                wait = float(response.headers["retry-after-ms"]) / 1000
            elif "retry-after" in response.headers:
                wait = float(response.headers["retry-after"])
        except ValueError:  # an HTTP date: the client may wait long
            wait = math.inf
        if wait >= deadline.remaining():
            response.headers["x-should-retry"] = "false"


_END = object()


class _Body:
    """A response body that ends by the deadline (and passes each chunk to a checker)."""

    def __init__(self, stream, deadline: Deadline, policy: _Policy, checker, slot: _Slot | None = None) -> None:
        self._stream, self._deadline, self._policy, self._checker = stream, deadline, policy, checker
        self._slot = slot or _Slot(None)

    @contextmanager
    def _reading(self):
        """Around the wait for one chunk: socket reads end by the deadline."""
        token = _ACTIVE.set(self._deadline)
        try:
            yield
        except self._policy.httpx.TimeoutException as exc:
            self._slot.release()
            if self._deadline.passed:
                raise DeadlinePassed(self._deadline) from exc
            raise
        except BaseException:
            self._slot.release()
            raise
        finally:
            _ACTIVE.reset(token)

    def _arrived(self, chunk):
        """The chunk, checked; ``_END`` also tells the checker the body is complete (and frees
        the call's slot: the server has finished with it)."""
        if chunk is _END:
            self._slot.release()
        if chunk is not _END and self._deadline.passed:
            self._slot.release()
            raise DeadlinePassed(self._deadline)
        if self._checker is not None:
            self._checker(None if chunk is _END else chunk)
        return chunk

    def __iter__(self):
        iterator = iter(self._stream)
        while True:
            with self._reading():
                chunk = next(iterator, _END)
            if self._arrived(chunk) is _END:
                return
            yield chunk

    async def __aiter__(self):
        iterator = self._stream.__aiter__()
        while True:
            with self._reading():
                chunk = await anext(iterator, _END)
            if self._arrived(chunk) is _END:
                return
            yield chunk

    def close(self) -> None:
        self._slot.release()
        self._stream.close()

    async def aclose(self) -> None:
        self._slot.release()
        await self._stream.aclose()

    def __del__(self) -> None:  # a body nobody read to the end nor closed still frees its slot
        self._slot.release()


@lru_cache(maxsize=4)
def _transport_classes(httpx_module) -> tuple[type, type]:
    """A sync and an async transport class for one httpx module (httpx or httpx2)."""

    # httpx checks that a body is one of its byte-stream types before reading it.
    Body = type("Body", (_Body, httpx_module.SyncByteStream, httpx_module.AsyncByteStream), {})

    class DeadlineTransport(httpx_module.BaseTransport):
        def __init__(self, inner, policy: _Policy) -> None:
            self._inner, self._policy = inner, policy

        def handle_request(self, request):
            slot = self._policy.take_slot(request)
            try:
                with self._policy.sending(id(self), request) as deadline:
                    response = self._inner.handle_request(request)
            except BaseException:
                slot.release()
                raise
            return self._policy.received(request, response, deadline, Body, slot)

        def close(self) -> None:
            self._inner.close()

    class AsyncDeadlineTransport(httpx_module.AsyncBaseTransport):
        def __init__(self, inner, policy: _Policy) -> None:
            self._inner, self._policy = inner, policy

        async def handle_async_request(self, request):
            slot = await self._policy.take_slot_async(request)
            try:
                with self._policy.sending(id(self), request) as deadline:
                    response = await self._inner.handle_async_request(request)
            except BaseException:
                slot.release()
                raise
            return self._policy.received(request, response, deadline, Body, slot)

        async def aclose(self) -> None:
            await self._inner.aclose()

    return DeadlineTransport, AsyncDeadlineTransport


def _env_proxy(httpx_module, url: str | None):
    """The proxy the environment names for ``url`` (a custom transport turns httpx's own
    lookup off), or None."""
    import urllib.request
    from urllib.parse import urlsplit

    if not url:
        return None
    parts = urlsplit(url)
    if not parts.hostname or urllib.request.proxy_bypass(parts.hostname):
        return None
    return urllib.request.getproxies().get(parts.scheme) or None


def deadline_transport(
    httpx_module,
    *,
    seconds: float,
    what: Callable[[Any], str],
    setting: str,
    advice: str = "check that it is running and not overloaded",
    asynchronous: bool = False,
    base_url: str | None = None,
    check: Callable[[Any, Any], Any] | None = None,
    slots: Any = None,
    slots_setting: str | None = None,
):
    """A transport of ``httpx_module`` (``httpx`` or ``httpx2``) that gives every request a
    total deadline of ``seconds``. ``what(request)`` names the server in the sentence.

    ``slots`` (a ``threading`` semaphore, shared by every transport to the same server): a
    request first takes a slot, and its deadline starts only then; the slot is given back when
    the response body has been read or closed. Requests beyond the slots wait on this side, so
    a server that queues what it cannot run at once (Ollama) never makes a waiting request
    time out. ``slots_setting`` names the setting that sizes them."""
    policy = _Policy(httpx_module, seconds, what, setting, advice, check, slots, slots_setting)
    proxy = _env_proxy(httpx_module, base_url)
    if asynchronous:
        inner = httpx_module.AsyncHTTPTransport(proxy=proxy)
    else:
        inner = httpx_module.HTTPTransport(proxy=proxy)
    _wrap_pool(inner, asynchronous)
    sync_class, async_class = _transport_classes(httpx_module)
    return (async_class if asynchronous else sync_class)(inner, policy)


@contextmanager
def shared_budget(deadline: Deadline):
    """Every request sent by a deadline transport inside this block shares ``deadline``: a call
    made of several requests (a client's handshake) ends by it in total, not per request."""
    token = _BUDGET.set(deadline)
    try:
        yield deadline
    finally:
        _BUDGET.reset(token)


def timeout_of(httpx_module, seconds: float):
    """The per-operation timeouts that go with a deadline of ``seconds``."""
    return httpx_module.Timeout(seconds, connect=min(seconds, CONNECT_TIMEOUT_S))


def find_passed(exc: BaseException | None) -> DeadlinePassed | None:
    """The :class:`DeadlinePassed` behind ``exc`` (itself, its cause or context), if any."""
    from course_lib.foundation.errors import causes

    return next((item for item in causes(exc) if isinstance(item, DeadlinePassed)), None)


__all__ = ["CHROMA_TIMEOUT_S", "LLM_TIMEOUT_S", "Deadline", "DeadlinePassed", "deadline_transport",
           "find_passed", "seconds_setting", "shared_budget", "timeout_of"]
