"""The foundation: configuration, model and embeddings factories, offline tokenizer, setup files."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from course_lib.foundation.errors import CourseError

ROOT = Path(__file__).resolve().parents[2]


def test_environment_yml_wraps_requirements():
    env = (ROOT / "environment.yml").read_text()
    assert "python=3.11" in env
    assert "-r requirements.txt" in env
    reqs = [line for line in (ROOT / "requirements.txt").read_text().splitlines() if line.strip()]
    # exact pins only, a platform marker allowed (uvloop has no Windows wheel)
    assert all(re.fullmatch(r"[A-Za-z0-9_.\-\[\]]+==[\w.+\-]+( ; sys_platform [!=]= \"\w+\")?", line)
               for line in reqs), "pins only"
    names = {line.split("==")[0].lower() for line in reqs}
    for needed in ("langgraph", "langchain", "langchain-core", "langchain-openai", "langchain-chroma",
                   "chromadb", "numexpr", "jupyterlab", "nbval", "pytest", "tiktoken"):
        assert needed in names


@pytest.mark.slow
def test_import_is_light():
    """Importing course_lib, or a package a learner browses, imports nothing heavy."""
    code = ("import sys, course_lib, course_lib.rag.graphs, course_lib.evaluation, course_lib.exercises, "
            "course_lib.evaluation.questions, course_lib.rag.pipelines, course_lib.app.cli; heavy = [m for m in ('langchain', "
            "'langchain_core', 'langgraph', 'chromadb', 'sklearn', 'pandas') if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_default_chat_model_is_the_simulator():
    from course_lib import get_chat_model

    model = get_chat_model()
    assert type(model).__name__ == "SimulatedChatModel"


def test_openai_without_key_is_one_clear_sentence(monkeypatch):
    from course_lib import get_chat_model

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(CourseError) as info:
        get_chat_model("openai:gpt-4o-mini")
    message = str(info.value)
    assert "OPENAI_API_KEY" in message and "\n" not in message


@pytest.mark.parametrize("spec", ["gpt-4o", "nonsense:model-x"])
def test_unknown_model_spec(spec):
    from course_lib import get_chat_model

    with pytest.raises(CourseError) as info:
        get_chat_model(spec)
    assert "COURSE_LLM" in str(info.value) or "Unknown" in str(info.value)


@pytest.mark.slow
def test_compatible_endpoint_needs_no_real_key(monkeypatch):
    from course_lib import get_chat_model

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    model = get_chat_model("openai:some-local-model")
    assert model.openai_api_base == "http://127.0.0.1:9/v1"
    assert model.max_retries <= 1 and model.request_timeout <= 30


def test_unknown_embeddings_spec():
    from course_lib import get_embeddings

    with pytest.raises(CourseError):
        get_embeddings("nonsense")


@pytest.mark.slow
def test_cli_error_is_one_line():
    env = {**os.environ, "COURSE_LLM": "openai:gpt-4o-mini"}
    env.pop("OPENAI_API_KEY", None)
    out = subprocess.run([sys.executable, "-m", "course_lib", "ask", "hi", "--pipeline", "fixed"],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0 and out.stderr.startswith("error: ")
    assert "Traceback" not in out.stderr


@pytest.mark.slow
def test_tokenizer_works_offline_with_sockets_blocked(tmp_path):
    """A fresh process, sockets blocked, only the shipped files: tiktoken and ChatOpenAI count."""
    code = """
import os
from course_lib.foundation.netguard import block_network
block_network()
from course_lib.models.tokens import count_tokens
assert count_tokens("hello world") == 2, count_tokens("hello world")
import tiktoken
assert len(tiktoken.get_encoding("cl100k_base").encode("hello world")) == 2
from langchain_openai import ChatOpenAI
llm = ChatOpenAI(model="gpt-4o-mini", api_key="offline", base_url="http://127.0.0.1:9/v1")
print(llm.get_num_tokens("Agentic RAG with LangGraph"))
"""
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(ROOT / "data" / "tiktoken")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout.strip()) > 0


@pytest.mark.slow
def test_tokenizer_ranks_are_cached_and_a_broken_cache_falls_back(tmp_path, monkeypatch):
    from course_lib.models import tokens

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    text = "Agentic RAG with LangGraph: asyncio.wait(return_when=FIRST_COMPLETED) 协程"
    reference = tokens.encoding.__wrapped__("o200k_base").encode(text)  # parses, writes the cache
    cached = list((tmp_path / "tiktoken").glob("o200k_base-*.marshal"))
    assert len(cached) == 1 and not list((tmp_path / "tiktoken").glob("*.tmp"))
    again = tokens.encoding.__wrapped__("o200k_base")  # read back from the cache
    assert again.encode(text) == reference
    cached[0].write_bytes(b"not marshal data")
    fallback = tokens.encoding.__wrapped__("o200k_base")
    assert fallback.encode(text) == reference
    assert tokens._cached_parts("no-such-encoding") is None


def test_network_guard_refuses_outside_addresses():
    import socket

    from course_lib.foundation.netguard import NetworkBlocked

    with socket.socket() as s, pytest.raises(NetworkBlocked):
        s.connect(("93.184.216.34", 80))


@pytest.mark.slow
def test_setup_spares_the_exit_collections(tmp_path):
    """After setup(), objects alive at exit are frozen out of the final garbage collections
    (how a kernel shuts down in 0.3 s instead of 1-2 s); registered once however often called."""
    marker = tmp_path / "collected"
    code = f"""
import atexit
from course_lib import setup
setup(quiet=True); setup(quiet=True)
print(atexit._ncallbacks())
class Cycle:
    def __del__(self):
        open({str(marker)!r}, "w").close()
a = Cycle(); a.me = a
del a
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert not marker.exists()
    code_without = code.replace("setup(quiet=True); setup(quiet=True)", "pass")
    base = subprocess.run([sys.executable, "-c", code_without], capture_output=True, text=True, check=True)
    assert marker.exists()  # without setup() Python collects the cycle at exit
    assert int(out.stdout) == int(base.stdout) + 1


@pytest.mark.slow
def test_setup_raises_the_collector_thresholds_but_never_lowers_them():
    code = ("import gc; from course_lib import setup; gc.set_threshold(700, 10, 500); "
            "setup(quiet=True); print(gc.get_threshold())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "(50000, 20, 500)"
