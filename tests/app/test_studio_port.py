"""`make studio`: a taken port stops with one sentence naming STUDIO_PORT, a free one prints
the URL served; the READMEs give the real number of graphs and the port option."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # starts processes (make test-fast skips it)

ROOT = Path(__file__).resolve().parents[2]
CHECK = ROOT / "scripts" / "check_port.py"
WORDS = {5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


def _check(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(CHECK), *args], capture_output=True, text=True, timeout=30)


def test_a_taken_port_stops_with_one_sentence_naming_the_setting():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        done = _check("127.0.0.1", str(port), "STUDIO_PORT")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert f"port {port} on 127.0.0.1 is taken" in done.stderr and "STUDIO_PORT=" in done.stderr


def test_a_free_port_prints_the_url_served():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = _check("127.0.0.1", str(port), "STUDIO_PORT", "served on http://{host}:{port}/docs")
    assert done.returncode == 0 and done.stdout.strip() == f"served on http://127.0.0.1:{port}/docs"
    assert _check("127.0.0.1", "70000", "STUDIO_PORT").stderr.startswith("error: STUDIO_PORT='70000'")


def test_make_studio_checks_the_port_it_serves():
    done = subprocess.run(["make", "-n", "studio", "STUDIO_PORT=2099"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    check = done.stdout.index('scripts/check_port.py 127.0.0.1 "2099" STUDIO_PORT')
    assert check < done.stdout.index('langgraph dev --host 127.0.0.1 --port "2099"')


def test_the_readmes_give_the_real_graph_count_and_the_port_option():
    graphs = list(json.loads((ROOT / "langgraph.json").read_text())["graphs"])
    word = WORDS[len(graphs)]
    for readme in (ROOT / "README.md", ROOT / "studio" / "README.md"):
        text = readme.read_text(encoding="utf-8")
        counts = set(re.findall(r"\b(five|six|seven|eight|nine|ten|eleven|twelve) graphs\b", text))
        assert counts == {word}, f"{readme.name} counts {counts} graphs; langgraph.json has {len(graphs)}"
        assert "STUDIO_PORT" in text
        for name in graphs:
            assert re.search(rf"\b{name}\b", text), f"{readme.name} does not name the graph {name}"
    start = (ROOT / "README.md").read_text(encoding="utf-8").split("## Start", 1)[1].split("\n## ", 1)[0]
    assert "LAB_ARGS" in start
