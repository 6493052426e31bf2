"""Refuse network connections to anything but this machine (tests and CI, notebook 00).

The course must run offline. ``block_network()`` patches ``socket.connect`` so a stray
download fails at once with a clear message instead of hanging; loopback stays allowed for
local test servers and the Jupyter kernel's own sockets.
"""

from __future__ import annotations

import ipaddress
import socket

_ORIGINAL_CONNECT = socket.socket.connect
_ORIGINAL_CONNECT_EX = socket.socket.connect_ex


class NetworkBlocked(OSError):
    """Raised when code tries to reach a non-loopback address while the guard is on."""


def _is_local(address) -> bool:
    if isinstance(address, str | bytes):  # AF_UNIX path
        return True
    host = address[0] if isinstance(address, tuple) and address else address
    if host in ("localhost", "", None):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _guarded_connect(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"network access to {address!r} is blocked: the course runs offline")
    return _ORIGINAL_CONNECT(self, address)


def _guarded_connect_ex(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"network access to {address!r} is blocked: the course runs offline")
    return _ORIGINAL_CONNECT_EX(self, address)


def block_network() -> None:
    """Allow only loopback connections in this process (idempotent)."""
    socket.socket.connect = _guarded_connect
    socket.socket.connect_ex = _guarded_connect_ex


def allow_network() -> None:
    """Undo ``block_network``."""
    socket.socket.connect = _ORIGINAL_CONNECT
    socket.socket.connect_ex = _ORIGINAL_CONNECT_EX
