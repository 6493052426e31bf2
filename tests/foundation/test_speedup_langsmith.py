"""``setup()`` (every notebook's first cell) defers ``langsmith.types`` until one of its names is used.

In a fresh interpreter, as in a kernel: after ``setup()``, building and running a LangGraph graph
and a chat model call (langchain-core's tracers import ``langsmith.run_trees``) must load only the
one submodule of ``langsmith.types`` that import needs, not the package's ~160 model modules; and
every name of the package must still be there when asked for (by attribute and by ``from``).
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
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict
import langsmith.run_trees
class S(TypedDict):
    text: str
model = FakeListChatModel(responses=["pong"])
g = StateGraph(S)
g.add_node("ask", lambda s: {"text": model.invoke(s["text"]).content})
g.add_edge(START, "ask"); g.add_edge("ask", END)
assert g.compile().invoke({"text": "ping"}) == {"text": "pong"}
loaded = sorted(m for m in sys.modules if m.startswith("langsmith.types."))
assert loaded == ["langsmith.types.run_select_field"], f"langsmith.types loaded eagerly: {len(loaded)} modules"
import langsmith.types as types
assert types.RunSelectField is not None
from langsmith.types import Run
from langsmith.types.run import Run as SameRun
assert Run is SameRun and "Run" in dir(types)
assert len([m for m in sys.modules if m.startswith("langsmith.types.")]) > 50
print("ok")
"""


@pytest.mark.slow
def test_setup_defers_langsmith_types():
    env = {**os.environ, "COURSE_LLM": "sim", "COURSE_BLOCK_NETWORK": "1"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=180, env=env)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), (done.stdout[-500:], done.stderr[-2000:])
