"""Refuse network access to anything but this machine (tests, CI, notebooks; notebook 00).

The course must run offline. ``block_network()`` installs an audit hook (PEP 578), which
CPython calls inside every socket operation that reaches out, whichever way it is called:
``socket.socket.connect`` and ``connect_ex``, the C-level ``_socket.socket`` methods under
them, UDP ``sendto`` and ``sendmsg``, and name lookups (``getaddrinfo``, ``gethostbyname``).
A call aimed at another machine fails at once with ``NetworkBlocked`` instead of hanging;
loopback, Unix sockets and this machine's own name stay allowed (local test servers, the
Jupyter kernel's sockets). Native code that opens sockets without Python's ``socket``
module (a Rust or C library) is outside any in-process guard.

Audit hooks cannot be removed, so ``allow_network()`` switches the check off instead.
"""

from __future__ import annotations

import ipaddress
import socket
import sys
from functools import lru_cache

_STATE = {"blocking": False}
_ADDRESS_EVENTS = {"socket.connect", "socket.sendto", "socket.sendmsg"}
_NAME_EVENTS = {"socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyname_ex",
                "socket.gethostbyaddr"}


class NetworkBlocked(OSError):
    """Raised when code tries to reach a non-loopback address while the guard is on."""


@lru_cache(maxsize=1)
def _own_names() -> frozenset[str]:
    names = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback", ""}
    try:
        names.add(socket.gethostname().lower())
    except OSError:
        pass
    return frozenset(names)


def _is_local_host(host) -> bool:
    if host is None:
        return True
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    host = str(host).strip().lower().rstrip(".")
    if host in _own_names() or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return False
    if getattr(address, "ipv4_mapped", None) is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_unspecified


def _is_local(address) -> bool:
    if isinstance(address, str | bytes):  # AF_UNIX path (or abstract name)
        return True
    if isinstance(address, tuple) and address:
        return _is_local_host(address[0])
    return address is None


def _audit(event: str, args: tuple) -> None:
    if not _STATE["blocking"]:
        return
    if event in _ADDRESS_EVENTS:
        address = args[1] if len(args) > 1 else None
        if address is not None and not _is_local(address):
            raise NetworkBlocked(f"network access to {address!r} is blocked: the course runs offline")
    elif event in _NAME_EVENTS:
        host = args[0] if args else None
        if not _is_local_host(host):
            raise NetworkBlocked(f"looking up {host!r} is blocked: the course runs offline")


@lru_cache(maxsize=1)
def _install() -> None:
    sys.addaudithook(_audit)


def block_network() -> None:
    """Allow only this machine in this process (idempotent)."""
    _install()
    _STATE["blocking"] = True


def allow_network() -> None:
    """Undo ``block_network``."""
    _STATE["blocking"] = False


def is_blocking() -> bool:
    return _STATE["blocking"]
