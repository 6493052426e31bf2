"""The network guard covers every way out of the process (course_lib.foundation.netguard).

With the guard on (as in every test and notebook run), a connection to another machine
fails at once with ``NetworkBlocked`` whichever path makes it: ``socket.connect``,
``connect_ex``, the C-level ``_socket.socket.connect``, ``socket.create_connection``, UDP
``sendto`` and ``sendmsg``, IPv6 and IPv4-mapped addresses, and name lookups. Loopback still
works, for the tests' own servers.
"""

from __future__ import annotations

import _socket
import socket
import time

import pytest

from course_lib.foundation.netguard import NetworkBlocked, block_network, is_blocking

FAR = ("192.0.2.10", 80)  # TEST-NET-1: documentation only, never routed


def _udp():
    return socket.socket(socket.AF_INET, socket.SOCK_DGRAM)


PATHS = {
    "socket.connect": lambda: socket.socket().connect(FAR),
    "socket.connect_ex": lambda: socket.socket().connect_ex(FAR),
    "_socket.socket.connect": lambda: _socket.socket.connect(socket.socket(), FAR),
    "raw _socket object": lambda: _socket.socket(socket.AF_INET, socket.SOCK_STREAM).connect(FAR),
    "create_connection": lambda: socket.create_connection(FAR, timeout=5),
    "UDP sendto": lambda: _udp().sendto(b"x", ("192.0.2.53", 53)),
    "UDP _socket sendto": lambda: _socket.socket.sendto(_udp(), b"x", ("192.0.2.53", 53)),
    "UDP sendmsg": lambda: _udp().sendmsg([b"x"], [], 0, ("192.0.2.53", 53)),
    "IPv6": lambda: socket.socket(socket.AF_INET6).connect(("2001:db8::1", 80, 0, 0)),
    "IPv4-mapped IPv6": lambda: socket.socket(socket.AF_INET6).connect(("::ffff:192.0.2.10", 80, 0, 0)),
    "getaddrinfo": lambda: socket.getaddrinfo("example.org", 443),
    "gethostbyname": lambda: socket.gethostbyname("example.org"),
    "a URL": lambda: __import__("urllib.request").request.urlopen("http://example.org/", timeout=5),
}


@pytest.fixture(autouse=True)
def guard():
    block_network()
    assert is_blocking()


@pytest.mark.parametrize("path", sorted(PATHS))
def test_every_path_out_is_blocked_at_once(path):
    start = time.monotonic()
    with pytest.raises(Exception) as info:
        PATHS[path]()
    assert time.monotonic() - start < 1.0
    assert any(isinstance(e, NetworkBlocked) for e in _causes(info.value)), repr(info.value)


def _causes(exc):
    """The exception and what it wraps (urllib keeps the socket error as ``reason``)."""
    found = []
    while exc is not None and len(found) < 10:
        found.append(exc)
        reason = getattr(exc, "reason", None)
        exc = exc.__cause__ or exc.__context__ or (reason if isinstance(reason, BaseException) else None)
    return found


def test_loopback_still_works():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    client = socket.create_connection(server.getsockname(), timeout=5)
    conn, _ = server.accept()
    client.sendall(b"ping")
    assert conn.recv(4) == b"ping"
    for s in (client, conn, server):
        s.close()
    _udp().sendto(b"x", ("127.0.0.1", 9))
    assert socket.getaddrinfo("localhost", 80)
