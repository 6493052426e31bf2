"""The measured speed-ups of course_lib.foundation.speedups, each against its absence (``make bench``).

Prints, as medians of ``--runs`` runs in fresh processes:

1. importing chromadb (and its embedded client) plainly, with ``rfc3987_syntax`` left out,
   and with ``import_chromadb_quickly()`` (that and the ``@override`` checks skipped);
2. a notebook-sized workload (notebook 06's evaluation: every pipeline on the first question
   of every category) with Python's default garbage-collector thresholds and with
   ``fewer_gc_pauses()``;
3. how long a process that loaded the course's stack takes to exit, with and without
   ``quick_exit()``;
4. importing httpx (which LangGraph loads) after IPython and langchain-core, in CPU seconds,
   with its command-line client and with ``skip_httpx_cli()``;
5. reopening the notes knowledge base in a fresh process and searching it once (CPU), reading
   the vectors from Chroma (``vectors.npz`` removed first) and from the checked
   ``vectors.npz`` (Chroma left closed, chromadb not imported);
6. one search of the notes knowledge base: the exact scan of the vectors Chroma stored (what
   ``KnowledgeBase.search`` does) against asking Chroma's index (``collection.query``), and
   whether the two rank alike.

    python bench/bench_speedups.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import textwrap

PY = sys.executable


def _run(code: str) -> float:
    """Run ``code`` in a fresh interpreter; it prints one number (seconds)."""
    out = subprocess.run([PY, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True,
                         env={**os.environ, "COURSE_BLOCK_NETWORK": "1"})
    return float(out.stdout.strip().splitlines()[-1])


def median(code: str, runs: int) -> float:
    return round(statistics.median(_run(code) for _ in range(runs)), 3)


IMPORT_PLAIN = """
import time; t = time.perf_counter()
import chromadb, chromadb.api.rust
print(time.perf_counter() - t)
"""
IMPORT_NO_RFC = """
import sys, time; t = time.perf_counter()
sys.modules.setdefault("rfc3987_syntax", None)
import chromadb, chromadb.api.rust
print(time.perf_counter() - t)
"""
IMPORT_QUICK = """
import time; t = time.perf_counter()
from course_lib.foundation.speedups import import_chromadb_quickly
import_chromadb_quickly()
print(time.perf_counter() - t)
"""

IMPORT_HTTPX = """
import time, IPython, ipykernel.ipkernel, langchain_core.language_models  # as in a kernel
{setup}
t = time.process_time()
import httpx
print(time.process_time() - t)
"""

WARM = """
from course_lib.retrieval.kb import build_knowledge_base
build_knowledge_base("notes", progress=False)
print(0)
"""

REOPEN = """
import sys, time
from course_lib.foundation.config import cache_dir
from course_lib.retrieval.kb import build_knowledge_base
if {drop}:
    for saved in (cache_dir() / "kb").glob("notes-*/vectors.npz"): saved.unlink()
t = time.process_time()
kb = build_knowledge_base("notes", progress=False)
kb.search("What does the GIL protect?")
assert not kb.rebuilt and ("chromadb" in sys.modules) == {drop}
print(time.process_time() - t)
"""

WORKLOAD = """
import gc, time
from course_lib.foundation.config import load_dotenv_once, use_offline_tokenizer
load_dotenv_once(); use_offline_tokenizer()
{setup}
from course_lib.evaluation import evaluate
from course_lib.rag.pipelines import available
from course_lib.evaluation.questions import load_questions, select
questions = select(load_questions(), per_category=1)
evaluate(["fixed"], questions[:1])  # builds, imports and warms what every run needs
t = time.perf_counter()
evaluate(available(), questions)
print(time.perf_counter() - t)
"""

EXIT = """
import subprocess, sys, time
child = '''
import sys, time
{setup}
import chromadb, langchain, langgraph, pandas
from course_lib.retrieval.kb import build_knowledge_base
build_knowledge_base("notes", progress=False)
print(time.perf_counter(), flush=True)
'''
proc = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True)
ready = float(proc.stdout.readline())
proc.wait()
print(time.perf_counter() - ready)
"""

SEARCH = """
import time, statistics
from course_lib.retrieval.kb import build_knowledge_base
from course_lib.evaluation.questions import load_questions
kb = build_knowledge_base("notes", progress=False)
queries = [q.question for q in load_questions()]
kb.search(queries[0])  # reads the stored vectors once
collection = kb.store._collection
def scan(q): return [d.id for d, _ in kb.search(q, 4)]
def index(q):
    found = collection.query(query_embeddings=[kb.embeddings.embed_query(q)], n_results=4, include=[])
    return found["ids"][0]
def per_call(fn):
    t = time.perf_counter()
    for q in queries: fn(q)
    return (time.perf_counter() - t) / len(queries)
same = sum(scan(q) == index(q) for q in queries)
print(f"{{per_call({fn})*1000:.3f}} ms|{{same}}/{{len(queries)}}")
"""


def search_figures(runs: int) -> dict[str, str]:
    out = {}
    for name in ("scan", "index"):
        results = []
        for _ in range(runs):
            done = subprocess.run([PY, "-c", textwrap.dedent(SEARCH.format(fn=name))], capture_output=True,
                                  text=True, check=True, env={**os.environ, "COURSE_BLOCK_NETWORK": "1"})
            results.append(done.stdout.strip().splitlines()[-1])
        ms = statistics.median(float(r.split(" ms")[0]) for r in results)
        out[name] = f"{ms:.2f} ms per search"
        out["same top 4"] = results[-1].split("|")[1]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    runs = args.runs
    print(f"course_lib.foundation.speedups, medians of {runs} fresh processes")
    print("1. import chromadb:")
    print(f"   plain                        {median(IMPORT_PLAIN, runs):.2f} s")
    print(f"   without rfc3987_syntax       {median(IMPORT_NO_RFC, runs):.2f} s")
    print(f"   import_chromadb_quickly()    {median(IMPORT_QUICK, runs):.2f} s")
    print("2. notebook 06's evaluation (7 pipelines x 10 questions):")
    print(f"   default GC thresholds        {median(WORKLOAD.format(setup=''), runs):.2f} s")
    fewer = "from course_lib.foundation.speedups import fewer_gc_pauses; fewer_gc_pauses()"
    print(f"   fewer_gc_pauses()            {median(WORKLOAD.format(setup=fewer), runs):.2f} s")
    print("3. exit of a process that loaded the stack:")
    print(f"   plain                        {median(EXIT.format(setup=''), runs):.2f} s")
    quick = "from course_lib.foundation.speedups import quick_exit; quick_exit()"
    print(f"   quick_exit()                 {median(EXIT.format(setup=quick), runs):.2f} s")
    print("4. import httpx after IPython and langchain-core (CPU):")
    print(f"   plain                        {median(IMPORT_HTTPX.format(setup=''), runs):.2f} s")
    skip = "from course_lib.foundation.speedups import skip_httpx_cli; skip_httpx_cli()"
    print(f"   skip_httpx_cli()             {median(IMPORT_HTTPX.format(setup=skip), runs):.2f} s")
    _run(WARM)  # built (or checked) once, so both reopen the same checked store
    print("5. reopen the notes and search once (CPU):")
    print(f"   vectors read from Chroma     {median(REOPEN.format(drop=True), runs):.2f} s")
    print(f"   checked vectors.npz          {median(REOPEN.format(drop=False), runs):.2f} s")
    figures = search_figures(runs)
    print("6. one search of the notes (k=4):")
    print(f"   exact scan of stored vectors {figures['scan']}")
    print(f"   Chroma's index query         {figures['index']}")
    print(f"   same top 4 in both           {figures['same top 4']} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
