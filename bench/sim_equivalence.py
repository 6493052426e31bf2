"""Equivalence check for speed work on the simulator: every reply it gives on a large varied set
of requests, written to one file, so the file before a change and after it can be compared byte
for byte (issue 26, "Fast again": a speed-up must change no reply, tool call, structured output or
stated limit).

What it runs, with the simulator recording every ``SimulatedChatModel.respond`` call (its input's
digest, then the reply's text, tool calls, usage, metadata with the explanation and any stated
limit):

- ``cal``: the nine invented first-sight sets (``tests/sim/fresh``);
- ``eval``: the 112 labelled questions through every pipeline of the registry
  (``course_lib.evaluation.evaluate``);
- ``bench``: the simulator benchmark's agent turns, repeated and fresh notes;
- ``ports``: the public programs' ports (``tests/thirdparty``, all of them) and the simulator's
  own tests that start no process, run in this process by pytest (their pass/fail does not
  matter here, only the replies).

    python bench/sim_equivalence.py OUT.jsonl [--parts cal,eval,bench,ports]
    cmp before.jsonl after.jsonl        # or: diff <(cut -c1-400 before) <(cut -c1-400 after)
    cmp <(sort before.jsonl) <(sort after.jsonl)   # when only the order differs (see below)

A port that calls the model from threads (a map-reduce summary's map step) records its replies in
the order the threads finish, which differs from run to run on the same code: when ``cmp`` finds
only such lines moved, compare the sorted files.

Run it with the test environment (``COURSE_LLM=sim COURSE_BLOCK_NETWORK=1 PYTHONHASHSEED=0 ...``)
on the code before a change, then after it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import threading
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _digest(value) -> str:
    raw = json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]


def _record_replies(out) -> list[int]:
    """Wrap ``SimulatedChatModel.respond`` so each reply is written to ``out``; returns a counter."""
    from course_lib.sim.chat import model as sim_model

    original = sim_model.SimulatedChatModel.respond
    count = [0]
    lock = threading.Lock()

    def respond(self, messages, tools=None, tool_choice=None, structured=False, response_format=None, schema=None):
        message = original(self, messages, tools, tool_choice, structured, response_format, schema)
        request = [
            [type(m).__name__, m.content, getattr(m, "tool_calls", None), getattr(m, "tool_call_id", None)]
            for m in messages
        ]
        row = {
            "in": _digest([request, tools, tool_choice, structured, response_format, schema]),
            "content": message.content,
            "tool_calls": message.tool_calls,
            "usage": message.usage_metadata,
            "meta": message.response_metadata,
        }
        line = json.dumps(row, sort_keys=True, ensure_ascii=False, default=repr) + "\n"
        with lock:  # threads of a concurrent port write at once: a text file is not thread-safe
            out.write(line)
            count[0] += 1
        return message

    sim_model.SimulatedChatModel.respond = respond
    return count


def _calibration() -> None:
    from tests.sim.fresh import (
        calibration_cases,
        eighth_set,
        fifth_set,
        fourth_set,
        ninth_set,
        second_set,
        seventh_set,
        sixth_set,
        third_set,
    )

    for invented in (calibration_cases, second_set, third_set, fourth_set, fifth_set, sixth_set, seventh_set,
                     eighth_set, ninth_set):
        invented.counts()


def _evaluation() -> None:
    from course_lib.evaluation.harness import evaluate

    evaluate()


def _bench() -> None:
    from bench.bench_simulator import calc, query_orders, search_notes, turns
    from course_lib.sim import SimulatedChatModel

    model = SimulatedChatModel().bind_tools([search_notes, calc, query_orders])
    for messages in turns(40) + turns(120, fresh_from=1):
        model.invoke(messages)


def _ports() -> None:
    import pytest

    common = ["-q", "-p", "no:xdist", "-p", "no:cacheprovider", "--no-header", "-rN"]
    # the ports are all marked slow (their folder is), yet run in this process; the simulator's
    # own slow tests start processes, whose replies this process would not see
    pytest.main([*common, str(ROOT / "tests/thirdparty")])
    pytest.main([*common, "-m", "not slow", str(ROOT / "tests/sim")])


PARTS = {"cal": _calibration, "eval": _evaluation, "bench": _bench, "ports": _ports}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--parts", default=",".join(PARTS))
    args = parser.parse_args()
    parts = [p for p in args.parts.split(",") if p]
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        sys.exit(f"unknown part(s) {unknown}; choose from {sorted(PARTS)}")
    with args.out.open("w", encoding="utf-8") as out:
        count = _record_replies(out)
        for part in parts:
            start, before = time.perf_counter(), count[0]
            out.write(json.dumps({"part": part}) + "\n")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                PARTS[part]()
            print(f"{part}: {count[0] - before} replies in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    print(f"{count[0]} replies written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
