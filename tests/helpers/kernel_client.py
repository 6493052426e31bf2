"""Run code in a Jupyter kernel over its websocket, as JupyterLab does (tests of JupyterLab and
JupyterHub). Every wait has a deadline."""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from pathlib import Path

SANITIZE = Path(__file__).resolve().parents[1] / "nbval_sanitize.cfg"  # tests/nbval_sanitize.cfg


def sanitizers() -> list[tuple[re.Pattern, str]]:
    """nbval's substitutions (tests/nbval_sanitize.cfg): only what truly varies per run."""
    pairs, regex = [], None
    for line in SANITIZE.read_text(encoding="utf-8").splitlines():
        if line.startswith("regex: "):
            regex = re.compile(line[len("regex: "):])
        elif line.startswith("replace: ") and regex is not None:
            pairs.append((regex, line[len("replace: "):]))
            regex = None
    return pairs


class KernelSocket:
    """One kernel's websocket; ``run(code)`` returns the outputs of one execution."""

    def __init__(self, ws_url: str, token: str):
        self.ws_url, self.token, self.conn = ws_url, token, None
        self.session = uuid.uuid4().hex

    async def __aenter__(self) -> KernelSocket:
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        url = f"{self.ws_url}?session_id={self.session}"
        self.conn = await asyncio.wait_for(websocket_connect(HTTPRequest(
            url, headers={"Authorization": f"token {self.token}"}), max_message_size=64 << 20), timeout=30)
        return self

    async def __aexit__(self, *exc) -> None:
        self.conn.close()

    async def run(self, code: str, deadline: float) -> list[tuple]:
        """Outputs as (kind, ...) tuples: stream name and text, data's text/plain, error name and value."""
        msg_id = uuid.uuid4().hex
        self.conn.write_message(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": "test",
                       "session": self.session, "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell",
            "content": {"code": code, "silent": False, "store_history": True,
                        "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}}))
        outputs: list[tuple] = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"the kernel did not finish within the deadline: {code[:80]!r}")
            raw = await asyncio.wait_for(self.conn.read_message(), timeout=left)
            if raw is None:
                raise ConnectionError("the kernel's websocket closed")
            msg = json.loads(raw)
            if msg.get("parent_header", {}).get("msg_id") != msg_id or msg.get("channel") != "iopub":
                continue
            kind, content = msg["msg_type"], msg["content"]
            if kind == "stream":
                if outputs and outputs[-1][:2] == ("stream", content["name"]):
                    outputs[-1] = ("stream", content["name"], outputs[-1][2] + content["text"])
                else:
                    outputs.append(("stream", content["name"], content["text"]))
            elif kind in ("execute_result", "display_data"):
                outputs.append(("data", content["data"].get("text/plain", "")))
            elif kind == "error":
                outputs.append(("error", content["ename"], content["evalue"]))
            elif kind == "status" and content["execution_state"] == "idle":
                return outputs
