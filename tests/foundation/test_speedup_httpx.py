"""``setup()`` (every notebook's first cell) makes httpx load without its command-line client.

In a fresh interpreter, as in a kernel: after ``setup()``, building a LangGraph graph (which
imports httpx through the LangGraph SDK) must not load ``httpx._main`` nor click, its
command-line dependency, and httpx itself must still work (a request to a mock transport).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SCRIPT = r"""
import sys
from course_lib import setup
setup(quiet=True)
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict
class S(TypedDict):
    n: int
g = StateGraph(S)
g.add_node("inc", lambda s: {"n": s["n"] + 1})
g.add_edge(START, "inc"); g.add_edge("inc", END)
assert g.compile().invoke({"n": 1}) == {"n": 2}
import httpx
assert sys.modules.get("httpx._main", "absent") is None, "httpx loaded its command-line client"
assert "click" not in sys.modules, "click was imported"
reply = httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, text="pong"))).get("http://t/x")
assert reply.text == "pong"
print("ok")
"""


@pytest.mark.slow
def test_setup_keeps_httpx_command_line_out():
    env = {**os.environ, "COURSE_LLM": "sim", "COURSE_BLOCK_NETWORK": "1"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=180, env=env)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]
