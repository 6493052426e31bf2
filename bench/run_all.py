"""``make bench``: the course's benchmarks, figures printed (notebook 06).

1. The evaluation harness over the whole labelled question set, every available pipeline
   (plus the no-retrieval baseline ``direct``): mean LLM calls, tokens and simulated latency
   (mean, p50, p99) per question, accuracy, dollars per 1,000 questions, and the wall time of
   the harness itself (start-up, build and run per pipeline, total); then notebook 06's
   classifier pre-router (leave-one-out) and the oracle router against always-agentic,
   composed from those records.
   The harness row of the README's Performance table is written to ``bench/figures.json``
   and the README (:mod:`bench.figures`) when the run covers every pipeline.
2. Every other ``bench/bench_*.py`` script (for example the simulator's throughput), each
   in its own process, in name order; ``bench_notebooks.py`` executes all nine notebooks.
3. Issue 26's three speed figures in one block, each beside the reference loop's time
   (``sum(i*i for i in range(10**7))``, measured right before it; about 0.45-0.8 s on the quiet
   2-core reference machine): all nine notebooks (target at most 45 s quiet), notebook 06's
   evaluation on the whole labelled set (the harness above; the notebook itself measures a
   sample, target at most 12 s quiet) and the simulator's replies per second on notes never
   seen before (target at least 100).

    python bench/run_all.py [--pipelines fixed agent ...] [--json out.json] [--only-harness]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent


def bench_harness(pipelines: list[str] | None) -> dict:
    """Run the harness pipeline by pipeline, timing each; return figures for printing."""
    from course_lib.app.session import setup
    from course_lib.evaluation import evaluate, format_summaries
    from course_lib.evaluation.harness import Evaluation, PipelineCache
    from course_lib.evaluation.questions import load_questions
    from course_lib.rag.pipelines import available

    reference = reference_loop()
    started, cpu_started = time.perf_counter(), time.process_time()
    setup(quiet=True)
    names = pipelines or available()
    questions = load_questions()
    cache = PipelineCache()
    _warm_up(cache)
    startup = round(time.perf_counter() - started, 2)
    records, wall = [], {}
    for name in names:
        t0 = time.perf_counter()
        records += evaluate([name], questions, cache=cache,
                            progress=sys.stderr.isatty()).records
        wall[name] = round(time.perf_counter() - t0, 2)
    total = round(time.perf_counter() - started, 2)
    cpu = round(time.process_time() - cpu_started, 2)
    result = Evaluation(records=records, pipelines=names)
    summaries = result.summaries()
    print(f"== evaluation harness: {len(questions)} questions x {len(names)} pipelines ==")
    print(format_summaries(summaries, by_category=False))
    routers = _routers(result, questions)
    print()
    print(f"harness wall time: start-up (imports, model, knowledge bases) {startup:.1f} s; "
          "per pipeline (build + run): "
          + ", ".join(f"{n} {w:.1f}" for n, w in wall.items()) + f"; total {total:.1f} s "
          f"(CPU {cpu:.1f} s; reference loop {reference:.2f} s)")
    runs = len(questions) * len(names)
    print(f"  {runs} runs, {runs / total:.1f} runs/s including pipeline builds")
    for line in routers.pop("lines"):
        print(line)
    return {"questions": len(questions), "startup_s": startup, "routers": routers, "wall_s": wall, "total_wall_s": total,
            "total_cpu_s": cpu, "reference_loop_s": round(reference, 2), "summaries": summaries}


def reference_loop() -> float:
    """Seconds for the issue's pure-Python reference loop (machine speed, load included)."""
    start = time.perf_counter()
    sum(i * i for i in range(10**7))
    return time.perf_counter() - start


def _routers(result, questions) -> dict:
    """The classifier pre-router and the oracle against always-agentic, composed from the
    records (needs ``direct``, ``fixed``, ``tools`` and ``multihop`` in the run)."""
    from course_lib.evaluation import summarize
    from course_lib.evaluation.tradeoff import (
        NearestNeighbourRouter,
        compose,
        oracle_route,
        tokens_saved,
    )

    names = set(result.pipelines)
    if not {"direct", "fixed", "tools", "multihop"} <= names:
        return {"lines": []}
    base = summarize(result.for_pipeline("tools"), pipeline="tools")
    oracle, _ = oracle_route(result.records, ["direct", "fixed", "tools", "multihop"])
    out: dict = {"lines": ["", "routers against always-agentic (tools), whole set:"]}
    classifier = NearestNeighbourRouter(questions)  # leave-one-out: no question votes for itself
    for name, route in (("classifier pre-router", classifier), ("oracle", oracle)):
        s = summarize(compose(result.records, questions, route, name=name), pipeline=name)
        saved = tokens_saved(s, base)
        out[name.split()[0]] = {"accuracy": s["accuracy"], "mean_tokens": s["mean_tokens"], "tokens_saved": saved}
        out["lines"].append(f"  {name:21s} accuracy {s['accuracy']:.0%} vs {base['accuracy']:.0%}, "
                            f"{s['mean_tokens']:,.0f} vs {base['mean_tokens']:,.0f} tokens "
                            f"({saved:.0%} saved), p99 {s['latency_p99_s']:.2f} s vs {base['latency_p99_s']:.2f} s")
    return out


def _warm_up(cache) -> None:
    """Pay the one-off costs first (imports, tokenizer, opening the knowledge bases), so the
    per-pipeline wall times compare like with like."""
    from course_lib.models.tokens import count_tokens
    from course_lib.retrieval.kb import build_knowledge_base

    count_tokens("warm up")
    for corpus in ("notes", "wiki", "all"):
        build_knowledge_base(corpus, progress=False)
    cache.model()


def record_harness(figures: dict) -> None:
    """Write the harness's row of the README's Performance table (bench/figures.json)."""
    from figures import record, write_readme  # bench/figures.py

    names = len(figures["wall_s"])
    runs = figures["questions"] * names
    record("harness", what=f"evaluation harness, {figures['questions']} questions x {names} pipelines",
           figure=f"{figures['total_wall_s']:.0f} s wall ({runs} runs, start-up included)")
    print(f"recorded in bench/figures.json; rewrote {write_readme()}")


def run_other_benchmarks() -> tuple[dict[str, int], dict[str, str]]:
    """Every other ``bench_*.py`` in its own process; returns their exit codes and outputs."""
    codes, outputs = {}, {}
    for script in sorted(BENCH_DIR.glob("bench_*.py")):
        print(f"\n== {script.name} ==", flush=True)
        reference = reference_loop()
        proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
        lines = []
        for line in proc.stdout:  # shown as it comes, kept for the summary
            print(line, end="", flush=True)
            lines.append(line)
        codes[script.name] = proc.wait()
        outputs[script.name] = "".join(lines) + f"\n(reference loop before it: {reference:.2f} s)"
    return codes, outputs


def speed_summary(figures: dict, outputs: dict[str, str]) -> list[str]:
    """Issue 26's three figures, each with the reference loop measured beside it."""
    def found(name: str, pattern: str) -> str:
        match = re.search(pattern, outputs.get(name, ""))
        return match.group(1) if match else "not measured"

    lines = ["", "== issue 26: fast again (targets for a quiet reference machine, reference loop 0.45-0.8 s) =="]
    notebooks = found("bench_notebooks.py", r"all of them\s+wall\s+([\d.]+ s\s+cpu\s+[\d.]+ s)")
    notebooks_ref = found("bench_notebooks.py", r"reference loop ([\d.]+ s)")
    lines.append(f"  all nine notebooks (at most 45 s):      {notebooks}; reference loop {notebooks_ref}")
    if "total_wall_s" in figures:
        lines.append(f"  notebook 06's evaluation, whole set:    {figures['total_wall_s']:.1f} s "
                     f"(cpu {figures['total_cpu_s']:.1f} s; {figures['questions']} questions; the notebook "
                     f"measures a sample, at most 12 s); reference loop {figures['reference_loop_s']:.2f} s")
    fresh = found("bench_simulator.py", r"fresh notes: replies/s over [^:]*: median ([\d.]+)")
    fresh_cpu = found("bench_simulator.py", r"fresh notes:.*per CPU-second[^:]*: median ([\d.]+)")
    fresh_ref = found("bench_simulator.py", r"reference loop before it: ([\d.]+ s)")
    lines.append(f"  replies/s on notes never seen (>= 100): median {fresh} (per CPU-second {fresh_cpu}); "
                 f"reference loop {fresh_ref}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipelines", nargs="+", default=None)
    parser.add_argument("--json", default=None, help="also write the harness figures here")
    parser.add_argument("--only-harness", action="store_true", help="skip the bench_*.py scripts")
    args = parser.parse_args(argv)
    figures = bench_harness(args.pipelines)
    if args.pipelines is None:  # the README quotes the whole set: bench/figures.json keeps it
        record_harness(figures)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")
    codes, outputs = ({}, {}) if args.only_harness else run_other_benchmarks()
    if not args.only_harness:
        print("\n".join(speed_summary(figures, outputs)))
    failed = [name for name, code in codes.items() if code]
    if failed:
        print(f"\nfailed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
