"""Shared test set-up: no network except loopback, a scratch cache dir, offline tokenizer."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.helpers.worker_cache import use_worker_cache

ROOT = Path(__file__).resolve().parent.parent

os.environ.setdefault("COURSE_CACHE_DIR", str(ROOT / ".cache" / "test"))
use_worker_cache()  # under pytest-xdist, one cache directory per worker (tests/helpers/worker_cache.py)
os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(ROOT / "data" / "tiktoken"))
os.environ["COURSE_LLM"] = "sim"
os.environ["COURSE_EMBEDDINGS"] = "local"
os.environ["ANONYMIZED_TELEMETRY"] = "False"
for _key in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "COURSE_CHROMA_SERVER"):
    os.environ.pop(_key, None)


def pytest_configure(config):
    from course_lib.foundation.netguard import block_network

    block_network()


SLOW_FOLDERS = ("tests/notebooks/", "tests/chaos/", "tests/thirdparty/", "tests/sim/metamorphic/")
"""Suites that start kernels and subprocesses throughout, and the ports of third-party
tutorials and the simulator's metamorphic judge suites (whole graphs end to end, a thousand
variants of fresh material): every test in them is ``slow``."""


def pytest_ignore_collect(collection_path, config):
    """Under ``-m "not slow"`` (``make test-fast``) the folders of :data:`SLOW_FOLDERS` are not
    collected at all: every test in them is ``slow`` and would be deselected after its module
    was imported (the third-party ports' stack, the judge suites' tables, nbformat), about a
    CPU second and a half of collection for no test. The same tests run either way."""
    if (config.getoption("markexpr", "") or "").strip() != "not slow":
        return None
    try:
        relative = collection_path.relative_to(config.rootpath).as_posix() + "/"
    except ValueError:
        return None
    return True if relative.startswith(SLOW_FOLDERS) else None


HEAVY_FIRST = (
    "tests/chaos/test_notebooks.py",  # about 100 CPU s: 19 notebook runs and 2 verify runs in three kernels
    "tests/exercises/test_registry.py",  # about 45 CPU s: verify with the simulator
    "tests/notebooks/test_classroom.py",
    "tests/app/test_jupyter_lab.py",
    "tests/sim/metamorphic/",
    "tests/thirdparty/",
)
"""The files that use the most CPU (``make test`` prints the slowest tests), run first.
``make unit`` hands out whole files (``--dist loadfile``: a module's fixtures, such as the
chaos suite's kernels, then run once, not once per worker that got one of its tests) in this
order, so that no long file is left for the end while the other worker idles."""


def _heavy_rank(nodeid: str) -> int:
    return next((rank for rank, prefix in enumerate(HEAVY_FIRST) if nodeid.startswith(prefix)),
                len(HEAVY_FIRST))


def pytest_collection_modifyitems(config, items):
    """The judge suites' known failures (one list, ``KNOWN_LIMITS``) are strict xfails; the
    tests of :data:`SLOW_FOLDERS` are marked ``slow``; the files of :data:`HEAVY_FIRST` run
    first (a stable sort: the same order on every xdist worker)."""
    from tests.sim.metamorphic._checks import KNOWN_LIMITS

    for item in items:
        reason = KNOWN_LIMITS.get(item.nodeid)
        if reason:
            item.add_marker(pytest.mark.xfail(strict=True, reason=reason))
        if item.nodeid.startswith(SLOW_FOLDERS):
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: _heavy_rank(item.nodeid))


FAST = os.environ.get("COURSE_TEST_FAST") == "1"
"""Set by ``make test-fast``, which runs ``-m "not slow"``: a test that starts a process
there fails with a sentence saying to mark it ``slow`` (so the quick loop stays quick)."""


@pytest.fixture(autouse=True)
def _no_process_in_the_quick_loop(request, monkeypatch):
    if not FAST or request.node.get_closest_marker("slow"):
        return

    def refuse(*args, **kwargs):
        raise RuntimeError(f"{request.node.nodeid} starts a process: mark it @pytest.mark.slow "
                           "(make test-fast runs no kernel and no subprocess)")

    monkeypatch.setattr(subprocess.Popen, "__init__", refuse)
    # os.fork stays allowed: an exercise check forks the kernel to judge an answer apart from
    # the checker (course_lib.exercises.isolation), in about a tenth of a second.


@pytest.fixture(scope="session")
def notes_kb():
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base("notes", progress=False)


@pytest.fixture(scope="session")
def wiki_kb():
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base("wiki", progress=False)


def write_note(folder: Path, name: str, title: str, body: str, tags: str = "[test]") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"---\ntitle: {title}\ntags: {tags}\n---\n{body}\n", encoding="utf-8")
    return path
