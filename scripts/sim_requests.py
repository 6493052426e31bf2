"""Requests to the simulated chat model, recorded from the test suites and replayed (issue 14).

``record`` runs test suites with a plugin that writes down every request the simulator gets
(messages, bound tools, tool choice, structured-output and JSON-mode settings; default knowledge
only), then keeps a deterministic sample (by the SHA-256 of each request) in
``tests/sim/data/replay_requests.jsonl.xz``. ``tests/sim/test_speed.py`` replays that file to
prove the simulator's caches and fast paths change no reply.

``replay`` answers every recorded request with the ``course_lib`` on ``sys.path`` and writes one
JSON line per reply (content, tool calls, usage, metadata); two trees' outputs compared with
``cmp`` show whether a change altered any reply. ``golden`` writes the SHA-256 of each reply to
``tests/sim/data/replay_replies.sha256``, which the test compares against: after a change that
is meant to alter replies, run it again (and say so in the commit).

    python scripts/sim_requests.py record [--keep 1000] [SUITE ...]
    PYTHONPATH=/path/to/other/tree python scripts/sim_requests.py replay --out base.jsonl
    python scripts/sim_requests.py replay --out mine.jsonl && cmp base.jsonl mine.jsonl
    python scripts/sim_requests.py golden
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "sim" / "data" / "replay_requests.jsonl.xz"
GOLDEN = ROOT / ".cache" / "replay_replies.sha256"  # one tree's reply digests, to compare by hand
DEFAULT_SUITES = ["tests/sim", "tests/thirdparty", "tests/models/test_replies.py", "tests/models/test_structured.py",
                  "tests/rag/test_pipelines.py", "tests/rag/graphs", "tests/exercises", "tests/evaluation",
                  "tests/measurement/test_streaming.py"]


class _Recorder:
    """pytest plugin: append each request of a default-knowledge model to ``path``."""

    def __init__(self, path: Path):
        self.path = path

    def pytest_configure(self, config):
        from langchain_core.load import dumpd

        from course_lib.sim.chat.model import SimulatedChatModel

        original, path = SimulatedChatModel.respond, self.path

        def respond(model, messages, tools=None, tool_choice=None, structured=False,
                    response_format=None, schema=None):
            if model.knowledge is None and (response_format is None or isinstance(response_format, dict)):
                try:
                    line = json.dumps(
                        {"messages": [dumpd(m) for m in messages], "tools": tools,
                         "tool_choice": tool_choice, "structured": structured,
                         "response_format": response_format, "schema": schema,
                         "max_tool_calls": model.max_tool_calls},
                        ensure_ascii=False, sort_keys=True)
                except (TypeError, ValueError):
                    line = None  # a request that does not serialise is left out
                if line is not None:
                    with path.open("a", encoding="utf-8") as out:
                        out.write(line + "\n")
            return original(model, messages, tools, tool_choice, structured, response_format, schema)

        SimulatedChatModel.respond = respond


def record(suites: list[str], keep: int) -> None:
    import pytest

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "requests.jsonl"
        code = pytest.main(["-q", "-p", "no:cacheprovider", "-p", "no:xdist", *suites],
                           plugins=[_Recorder(path)])
        if code not in (0, 1):
            sys.exit(f"pytest stopped with exit code {code}")
        lines = sorted(set(path.read_text(encoding="utf-8").splitlines()))
    lines.sort(key=lambda x: hashlib.sha256(x.encode("utf-8")).hexdigest())
    sample = sorted(lines[:keep])  # similar requests side by side compress well
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_bytes(lzma.compress(("\n".join(sample) + "\n").encode("utf-8"), preset=9))
    print(f"{len(lines)} distinct requests recorded, {len(sample)} kept in {FIXTURE.relative_to(ROOT)}")


def load_requests(path: Path = FIXTURE) -> list[dict]:
    text = lzma.decompress(path.read_bytes()).decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def reply(model, request: dict):
    """The simulator's reply to one recorded request."""
    import warnings

    from langchain_core.load import load

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # load() is "beta"; the file is our own
        messages = [load(m, allowed_objects="all") for m in request["messages"]]
    model.max_tool_calls = request["max_tool_calls"]
    return model.respond(messages, request["tools"], request["tool_choice"], request["structured"],
                         request["response_format"], request["schema"])


def serialise(message) -> str:
    """One reply as a canonical JSON line (what a caller can see of it)."""
    return json.dumps({"content": message.content, "tool_calls": message.tool_calls,
                       "usage": message.usage_metadata, "metadata": message.response_metadata},
                      ensure_ascii=False, sort_keys=True, default=repr)


def replies() -> list[str]:
    """Every recorded request answered in file order by one model, serialised."""
    from course_lib.sim import SimulatedChatModel

    model = SimulatedChatModel()
    return [serialise(reply(model, request)) for request in load_requests()]


def digest(line: str) -> str:
    return hashlib.sha256(line.encode("utf-8")).hexdigest()


def replay(out: Path) -> None:
    out.write_text("".join(line + "\n" for line in replies()), encoding="utf-8")
    print(f"replies written to {out}")


def golden() -> None:
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text("".join(digest(line) + "\n" for line in replies()), encoding="ascii")
    print(f"digests of the replies written to {GOLDEN.relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--keep", type=int, default=1000)
    rec.add_argument("suites", nargs="*", default=DEFAULT_SUITES)
    rep = sub.add_parser("replay")
    rep.add_argument("--out", type=Path, required=True)
    sub.add_parser("golden")
    args = parser.parse_args(argv)
    os.environ.setdefault("COURSE_CACHE_DIR", str(ROOT / ".cache" / "dev"))
    if args.command == "record":
        record(args.suites, args.keep)
    elif args.command == "replay":
        replay(args.out)
    else:
        golden()


if __name__ == "__main__":
    main()
