"""The course's speed-ups, in one place, each with what it measurably saves (``make bench``).

Nothing here changes a result: every figure, answer and ranking is the same without them. They
exist because a notebook is a fresh process that imports a large stack, and learners wait for
it. Each was measured on the 2-core reference machine with ``bench/bench_speedups.py`` (medians
of fresh processes); anything that did not pay for itself was left out.

| speed-up                         | measured without  | with    |
|----------------------------------|-------------------|---------|
| :func:`import_chromadb_quickly`  | 4.15 s (1.48 s with only ``rfc3987_syntax`` left out) | 1.06 s |
| :func:`skip_iri_grammar`         | 0.97 s CPU importing nbformat (``make notebooks``' runner; loop 0.46 s) | 0.12 s |
| :func:`fewer_gc_pauses`          | 3.54 s for notebook 06's evaluation (7 pipelines x 10 questions) | 2.45 s |
| :func:`quick_exit`               | 0.78 s for a kernel that loaded the stack to exit | 0.08 s |
| :func:`freeze_loaded_objects`    | 0.63 s of garbage collection in 300 fresh replies (5.2 CPU s, loop 1.3 s) | 0.33 s |
| :func:`import_wordfreq_quickly`  | 1.3 s (under cProfile) importing wordfreq inside notebook 04's first graph run | the import alone |
| :func:`skip_httpx_cli`           | 0.062 to 0.073 s CPU importing httpx in a kernel (LangGraph loads it; loop 2.9 to 3.2 s) | 0.015 to 0.020 s |
| :func:`defer_langsmith_types`    | 0.41 to 0.45 s CPU importing ``langsmith.run_trees`` (langchain-core loads it; loop 1.5 s) | 0.20 to 0.23 s |

(``python bench/bench_speedups.py --runs 3`` on a busy machine, where a fixed pure-Python
loop took 1.4 s; see README, Performance.)

``course_lib.app.session.setup()`` (the first cell of every notebook) calls ``fewer_gc_pauses``,
``quick_exit``, ``skip_httpx_cli`` and ``defer_langsmith_types``; the simulator calls
``freeze_loaded_objects`` after its first reply;
``course_lib.retrieval.kb`` calls the first before it opens Chroma. The knowledge base's exact vector
scan, the other speed-up a reader may wonder about, is explained where it runs:
:mod:`course_lib.retrieval.vector_search`; so is the checked ``vectors.npz`` that lets a reopen
search without importing chromadb (:mod:`course_lib.retrieval.kb`, measured by
``bench/bench_speedups.py``, item 5).
"""

from __future__ import annotations

from functools import lru_cache


def import_chromadb_quickly() -> None:
    """Import chromadb about 3.5 s faster, in every notebook and test. Two measured traps:

    - chromadb imports jsonschema, which imports ``rfc3987_syntax`` *if it is installed* (the
      Jupyter stack installs it) to validate IRIs; that module builds an Earley parser at
      import time. Nothing in the course validates IRIs, so we tell Python the optional module
      is absent, which jsonschema handles by skipping that one format.
    - chromadb marks about 300 methods with the ``overrides`` package's ``@override``, which
      disassembles the caller's bytecode for each one to check, at class creation, that a base
      class has that method (about 0.5 s). While chromadb's modules load we let ``@override``
      only set the marker that ``EnforceOverrides`` reads; the real decorator is restored
      right after. The checks guard chromadb's own development, not our calls.

    A process that already imported chromadb keeps it as it is.
    """
    import sys

    skip_iri_grammar()
    if "chromadb" in sys.modules:
        return
    try:
        import overrides
    except ImportError:  # a future chromadb without it
        import chromadb  # noqa: F401

        return

    def mark(method=None, **_options):
        if method is None:
            return mark
        method.__override__ = True
        return method

    saved = overrides.override, overrides.overrides
    overrides.override = overrides.overrides = mark
    try:
        import chromadb  # noqa: F401
        import chromadb.api.rust  # noqa: F401  (the embedded client's class, loaded lazily)
    finally:
        overrides.override, overrides.overrides = saved


def skip_iri_grammar() -> None:
    """Let jsonschema load without ``rfc3987_syntax``: about 1 CPU second less per process.

    jsonschema (which chromadb and nbformat import) imports ``rfc3987_syntax`` *if it is
    installed* (the Jupyter stack installs it) to validate the ``iri`` formats, and that module
    builds an Earley parser at import time. No schema the course validates (Chroma's settings,
    the notebook format) has an IRI field, so we tell Python the optional module is absent,
    which jsonschema handles by skipping that one format. Measured in the notebook runner
    (``scripts/execute_notebooks.py``, which imports nbformat): ``import nbformat`` 0.97 s CPU
    with it, 0.12 s without (loop 0.46 s). A process that already imported it keeps it.
    """
    import sys

    sys.modules.setdefault("rfc3987_syntax", None)


GC_THRESHOLDS = (50_000, 20, 10)


def fewer_gc_pauses() -> None:
    """Collect cyclic garbage every 50,000 allocations instead of every 700.

    Importing LangChain, LangGraph, chromadb and pandas allocates millions of long-lived
    objects, and with Python's default thresholds the collector walks all of them again
    several times per notebook: about 0.9 s of notebook 06 went to collections (measured
    with ``gc.callbacks``), 0.3 s with these thresholds. Memory is still reclaimed; garbage
    in cycles just waits a little longer. Never lowers thresholds someone raised.
    """
    import gc

    current = gc.get_threshold()
    gc.set_threshold(*(max(a, b) for a, b in zip(current, GC_THRESHOLDS, strict=True)))


@lru_cache(maxsize=1)
def quick_exit() -> None:
    """Let the process (a notebook's kernel) exit in about 0.3 s instead of 1 to 1.7 s.

    At exit, Python's last garbage collections walk every object the course's libraries
    created, only to free memory the operating system reclaims anyway. ``gc.freeze()`` in an
    ``atexit`` hook (which runs before those collections) takes the existing objects out of
    their reach. Files and databases are unaffected: everything the course writes is
    closed or committed when written. Registered once per process (the cache).
    """
    import atexit
    import gc

    atexit.register(gc.freeze)


@lru_cache(maxsize=1)
def freeze_loaded_objects() -> None:
    """Take the objects alive now out of the cyclic garbage collector's walks, once per process.

    Called by the simulator after its first reply, when it has loaded what it keeps for the
    process (its lexicons, cue patterns and value patterns, the unit registry, the language
    model) and the process has imported LangChain. Python's full collections walk every live
    object again each time the old generation grows by a quarter; the simulator's caches of
    notes it reads grow it steadily, so on notes never seen before each full collection walked
    those hundred thousand or so loaded objects again, to free none of them. ``gc.freeze()``
    moves them to a generation no collection walks: later objects are collected as before,
    thresholds are untouched, and an object frozen here is still freed when its last reference
    goes (reference counting); only a cycle among frozen objects that becomes garbage is kept.
    Measured with ``bench/bench_simulator.py --mode fresh``: see ``bench/figures.json``
    (``simulator``).
    """
    import gc

    gc.freeze()


def import_wordfreq_quickly() -> None:
    """Import wordfreq without ``inspect.stack()``: the same module, 0.1 to 1 s sooner.

    wordfreq finds its data folder at import time with the ``locate`` package's ``this_dir()``,
    which calls ``inspect.stack()``: that reads the source file of *every* frame on the stack.
    The simulator first needs word frequencies deep inside a LangGraph run (thirty-odd frames
    in a notebook), so the import read dozens of source files, about 0.1 s quiet (1.3 s under a
    profiler in notebook 04). While wordfreq loads, ``this_dir`` asks the calling frame alone,
    which is what it reads from the stack anyway (the caller's ``__file__``, else the working
    directory); the real function is restored right after. A process that already imported
    wordfreq keeps it as it is.
    """
    import sys

    if "wordfreq" in sys.modules:
        return
    try:
        import locate
    except ImportError:  # a future wordfreq without it
        import wordfreq  # noqa: F401

        return

    def this_dir():
        import os
        from pathlib import Path

        caller = sys._getframe(1).f_globals
        if "__file__" in caller:
            return Path(os.path.abspath(caller["__file__"])).parent
        return Path(os.path.abspath(os.getcwd()))

    saved = locate.this_dir
    locate.this_dir = this_dir
    try:
        import wordfreq  # noqa: F401
    finally:
        locate.this_dir = saved


def skip_httpx_cli() -> None:
    """Import httpx without its command-line client: about 0.05 s CPU less in every kernel.

    Every notebook builds a LangGraph graph, and ``langgraph.runtime`` imports the LangGraph
    SDK, which imports httpx. httpx's ``__init__`` tries to load its own command-line tool
    (``httpx._main``: click and rich) and falls back to a stub that prints how to install it
    when that import fails. Nothing in the course runs httpx's command line in-process, so we
    tell Python that module is absent, the way :func:`import_chromadb_quickly` skips
    ``rfc3987_syntax``. Measured with ``bench/bench_speedups.py`` (item 4, medians of 5 fresh
    processes that loaded IPython, ipykernel and langchain-core first, as a kernel has, on a
    very busy machine whose reference loop took 2.9 to 3.2 s): 0.062 to 0.073 s CPU with it,
    0.015 to 0.020 s without. Small, but paid by each of the nine kernels of ``make notebooks``
    and by every nbval and chaos run. A process that already imported httpx keeps it as it is.
    """
    import sys

    if "httpx" not in sys.modules:
        sys.modules.setdefault("httpx._main", None)


def defer_langsmith_types() -> None:
    """Load ``langsmith.types`` (about 160 modules of LangSmith API models) only when used.

    langchain-core's tracers import ``langsmith.run_trees``, which imports one small module of
    that package (``langsmith.types.run_select_field``); Python first runs the package's
    ``__init__``, which imports all of its pydantic models: about half of the import's CPU
    time. Nothing in the course reads them (only LangSmith's client, when it talks to the
    LangSmith service). This puts the package in ``sys.modules`` with its real path, so a
    submodule still loads on its own, and runs the real ``__init__`` the first time one of
    its names is asked for (``from langsmith.types import Run``): every name is still there.
    Measured three times each in fresh processes that imported langchain-core's messages
    first, on a busy machine (reference loop 1.5 s): ``import langsmith.run_trees`` 0.41 to
    0.45 s CPU without, 0.20 to 0.23 s with; notebook 06's import cell (chat model and two
    pipelines after ``setup()``, five alternating fresh processes, loop 0.7 to 0.9 s): median
    1.38 s CPU without, 1.21 s with, paid by every kernel. A process that already imported it
    keeps it as it is.
    """
    import importlib.util
    import sys
    import threading

    if "langsmith.types" in sys.modules:
        return
    try:
        spec = importlib.util.find_spec("langsmith.types")
    except ImportError:  # langsmith not installed
        return
    if spec is None or spec.loader is None or not spec.submodule_search_locations:
        return
    package = importlib.util.module_from_spec(spec)
    loading = threading.Lock()  # two threads asking at once: one runs the package, both wait

    def __getattr__(name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        with loading:
            if package.__dict__.get("__getattr__") is __getattr__:
                del package.__getattr__
                spec.loader.exec_module(package)
        return getattr(package, name)

    package.__getattr__ = __getattr__
    sys.modules[spec.name] = package


__all__ = ["GC_THRESHOLDS", "defer_langsmith_types", "fewer_gc_pauses", "import_chromadb_quickly", "import_wordfreq_quickly", "quick_exit",
           "skip_httpx_cli", "skip_iri_grammar"]
