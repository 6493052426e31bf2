"""A misbehaving HTTP server on 127.0.0.1 for the fault tests (issue 16).

Each ``FaultServer(behaviour)`` accepts connections and reads the request, then:

- ``silent``: never answers (the connection stays open until the server stops);
- ``trickle``: sends a 200 with a JSON content type, then the body one byte every ``every`` s;
- ``slow_stream``: a 200 event stream, one ``data:`` chunk every ``every`` s, never ending;
- ``cut``: promises ``Content-Length: 1000``, sends 20 bytes, closes;
- ``html`` / ``not_json`` / ``wrong_json``: a quick 200 with an HTML page, text that is
  not JSON, or JSON that is not an OpenAI reply;
- ``garbage_stream``: a 200 event stream whose events are not JSON;
- ``not_http``: bytes that are not HTTP at all, then close;
- ``status``: answers ``status`` (e.g. 429) with ``headers`` (e.g. Retry-After) every time.

``requests`` counts the requests read. Stopping closes every connection, so nothing lingers.

    with FaultServer("silent") as server:
        os.environ["OPENAI_BASE_URL"] = server.base_url
"""

from __future__ import annotations

import socket
import threading
import time


class FaultServer:
    def __init__(self, behaviour: str, *, every: float = 0.5, status: int = 500,
                 headers: dict[str, str] | None = None) -> None:
        self.behaviour, self.every, self.status = behaviour, every, status
        self.headers = headers or {}
        self.requests = 0
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self._sock.settimeout(0.1)
        self.port = self._sock.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.address = f"127.0.0.1:{self.port}"
        self._conns: list[socket.socket] = []
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._acceptor = threading.Thread(target=self._accept, daemon=True)

    # --- lifecycle ------------------------------------------------------------------------
    def __enter__(self) -> FaultServer:
        self._acceptor.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._acceptor.join(5)
        with self._lock:
            conns = list(self._conns)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            conn.close()
        for thread in self._threads:
            thread.join(5)
        self._sock.close()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except (TimeoutError, OSError):
                continue
            with self._lock:
                self._conns.append(conn)
            thread = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            self._threads.append(thread)
            thread.start()

    # --- one connection --------------------------------------------------------------------
    def _recv(self, conn: socket.socket) -> bytes | None:
        """The next bytes of the request; None when the client left or the server stops."""
        while not self._stop.is_set():
            try:
                chunk = conn.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                return None
            return chunk or None
        return None

    def _read_request(self, conn: socket.socket) -> bool:
        conn.settimeout(0.2)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = self._recv(conn)
            if chunk is None:
                return False
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip() or 0)
        while len(body) < length:
            chunk = self._recv(conn)
            if chunk is None:
                return False
            body += chunk
        with self._lock:
            self.requests += 1
        return True

    def _wait(self, seconds: float) -> bool:
        """Sleep; False when the server is stopping."""
        return not self._stop.wait(seconds)

    def _send(self, conn: socket.socket, data: bytes) -> bool:
        try:
            conn.sendall(data)
            return True
        except OSError:
            return False

    @staticmethod
    def _head(status: int, content_type: str, extra: dict[str, str] | None = None,
              length: int | None = None) -> bytes:
        lines = [f"HTTP/1.1 {status} X", f"Content-Type: {content_type}"]
        if length is not None:
            lines.append(f"Content-Length: {length}")
        lines += [f"{k}: {v}" for k, v in (extra or {}).items()]
        return ("\r\n".join(lines) + "\r\n\r\n").encode()

    def _quick(self, conn, status: int, content_type: str, body: bytes, extra=None) -> None:
        self._send(conn, self._head(status, content_type, extra, len(body)) + body)

    def _serve(self, conn: socket.socket) -> None:
        try:
            while self._read_request(conn):
                if not self._respond(conn):
                    break
        finally:
            try:
                conn.close()
            except OSError:
                pass

    def _respond(self, conn: socket.socket) -> bool:
        """Answer one request; False to close the connection."""
        b = self.behaviour
        if b == "silent":
            while self._wait(0.1):
                pass
            return False
        if b == "trickle":
            body = b'{"choices": []}' + b" " * 100_000
            if not self._send(conn, self._head(200, "application/json", length=len(body))):
                return False
            for byte in body:
                if not self._wait(self.every) or not self._send(conn, bytes([byte])):
                    return False
            return True
        if b == "slow_stream":
            if not self._send(conn, self._head(200, "text/event-stream", {"Connection": "close"})):
                return False
            chunk = (b'data: {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "m", '
                     b'"choices": [{"index": 0, "delta": {"content": "a"}, "finish_reason": null}]}\n\n')
            while self._wait(self.every):
                if not self._send(conn, chunk):
                    return False
            return False
        if b == "cut":
            self._send(conn, self._head(200, "application/json", length=1000) + b'{"choices": [{"inde')
            return False
        if b == "html":
            self._quick(conn, 200, "text/html", b"<html><body><h1>Welcome to nginx!</h1></body></html>")
            return True
        if b == "not_json":
            self._quick(conn, 200, "application/json", b"this is not json {")
            return True
        if b == "wrong_json":
            self._quick(conn, 200, "application/json", b'{"result": "hello", "ok": true}')
            return True
        if b == "garbage_stream":
            self._send(conn, self._head(200, "text/event-stream", {"Connection": "close"})
                       + b"data: {not json at all\n\ndata: [DONE]\n\n")
            return False
        if b == "not_http":
            self._send(conn, b"\x00\x01garbage that is not HTTP\r\n\r\n")
            return False
        if b == "status":
            self._quick(conn, self.status, "application/json",
                        b'{"error": {"message": "try later", "type": "server_error"}}', self.headers)
            return True
        raise ValueError(f"unknown behaviour {b!r}")


def timed(fn, *args, **kwargs) -> tuple[float, object, BaseException | None]:
    """``(seconds, result, exception)`` of one call."""
    start = time.monotonic()
    result, error = None, None
    try:
        result = fn(*args, **kwargs)
    except BaseException as exc:  # noqa: BLE001 - the tests inspect it
        error = exc
    return time.monotonic() - start, result, error
