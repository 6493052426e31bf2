"""Importing one module of the simulator loads that module and what it needs, not the whole
simulator (issue 26, item 4): ``course_lib.sim`` exports its names lazily (PEP 562).

Each import runs with the simulator's modules taken out of ``sys.modules`` and put back
afterwards, so the test sees what a fresh interpreter would load (the libraries already loaded,
LangChain among them, stay: only the simulator's own modules are counted).
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from contextlib import contextmanager

import pytest

# The modules that make up the whole simulator's reply machinery.
WHOLE = {"course_lib.sim.chat.model", "course_lib.sim.responders.agent", "course_lib.sim.responders.replies",
         "course_lib.sim.chat.respond", "course_lib.sim.responders.structured"}

# (module, the simulator's modules it may load besides itself and the package)
LEAVES = [
    ("course_lib.sim.words.text", set()),
    ("course_lib.sim.words.number_words", set()),  # a leaf: the words and their values
    ("course_lib.sim.words.day_names", set()),  # a leaf: the names of days and months
    ("course_lib.sim.words.quantities", {"course_lib.sim.words.day_names", "course_lib.sim.words.number_words", "course_lib.sim.words.currencies", "course_lib.sim.words.first_matches",
                                   "course_lib.sim.words.text"}),  # (text: its compact-date form)
    ("course_lib.sim.words.currencies", {"course_lib.sim.words.text"}),  # (text: the one kana pattern)
    ("course_lib.sim.values.field_readers", {"course_lib.sim.words.calendar_dates", "course_lib.sim.words.day_names", "course_lib.sim.words.number_words", "course_lib.sim.words.currencies", "course_lib.sim.words.text",
                                      "course_lib.sim.words.net_addresses"}),
    ("course_lib.sim.words.weights", set()),
    ("course_lib.sim.reports.limits", set()),
    ("course_lib.sim.reports.explain", set()),
    ("course_lib.sim.material.documents", set()),
    ("course_lib.sim.words.thresholds", set()),
    ("course_lib.sim.words.cues", {"course_lib.sim.words.first_matches"}),
    ("course_lib.sim.words.first_matches", set()),
    ("course_lib.sim.task.tasks", {"course_lib.sim.words.cues", "course_lib.sim.words.first_matches", "course_lib.sim.request.reply_shape",
                              "course_lib.sim.words.thresholds"}),
    ("course_lib.sim.request.reply_shape", {"course_lib.sim.words.cues", "course_lib.sim.words.first_matches"}),
    ("course_lib.sim.tools.function_tools", {"course_lib.sim.words.cues", "course_lib.sim.words.first_matches"}),
    ("course_lib.sim.tools.tool_args", {"course_lib.sim.words.calendar_dates", "course_lib.sim.words.day_names", "course_lib.sim.words.number_words", "course_lib.sim.values.field_readers", "course_lib.sim.words.currencies", "course_lib.sim.words.quantities",
                                  "course_lib.sim.words.first_matches", "course_lib.sim.words.text",
                                  "course_lib.sim.words.cues",  # its cue patterns (tool_args.amount_words)
                                  "course_lib.sim.values.described_args",  # free-text arguments by the request's phrase
                                  "course_lib.sim.values.relative_days",  # "this Friday" from a stated today
                                  "course_lib.sim.words.net_addresses",  # hosts, URLs: no numbers
                                  "course_lib.sim.words.negation"}),  # "not urgent" rules an option out
]


def _subpackages() -> set[str]:
    import pkgutil

    import course_lib.sim

    return {f"course_lib.sim.{m.name}" for m in pkgutil.iter_modules(course_lib.sim.__path__) if m.ispkg}


SUBPACKAGES = _subpackages()


def test_a_subpackage_alone_loads_no_module():
    for package in sorted(SUBPACKAGES):
        assert loaded_by(package) == {"course_lib.sim", package}, package


def _is_sim(name: str) -> bool:
    return name == "course_lib.sim" or name.startswith("course_lib.sim.")


@contextmanager
def _without_sim_modules():
    """The simulator's modules out of ``sys.modules`` for the block, then exactly as before."""
    saved = dict(sys.modules)
    parent = sys.modules["course_lib"]
    had_attr = "sim" in vars(parent)
    old_attr = vars(parent).get("sim")
    for name in [n for n in sys.modules if _is_sim(n)]:
        del sys.modules[name]
    try:
        yield
    finally:
        for name in [n for n in sys.modules if n not in saved]:
            del sys.modules[name]
        sys.modules.update(saved)
        if had_attr:
            parent.sim = old_attr
        else:
            vars(parent).pop("sim", None)


def loaded_by(module: str) -> set[str]:
    """The simulator's modules that importing ``module`` loads, in a clean state."""
    with _without_sim_modules():
        importlib.import_module(module)
        return {n for n in sys.modules if _is_sim(n)}


@pytest.mark.parametrize("module,allowed", LEAVES, ids=[m for m, _ in LEAVES])
def test_a_leaf_module_loads_only_what_it_needs(module, allowed):
    loaded = loaded_by(module) - {"course_lib.sim", module} - SUBPACKAGES  # (their __init__ imports nothing)
    assert not loaded & WHOLE, f"importing {module} loads {sorted(loaded & WHOLE)}"
    assert loaded <= allowed, f"importing {module} also loads {sorted(loaded - allowed)}"


def test_the_package_alone_loads_no_module():
    assert loaded_by("course_lib.sim") == {"course_lib.sim"}


def test_the_package_names_still_import_from_the_package():
    from course_lib.sim import MODEL_NAME, Knowledge, SimulatedChatModel
    from course_lib.sim.chat.model import SimulatedChatModel as HomeModel
    from course_lib.sim.words.knowledge import Knowledge as HomeKnowledge

    assert SimulatedChatModel is HomeModel and Knowledge is HomeKnowledge
    assert isinstance(MODEL_NAME, str) and MODEL_NAME
    import course_lib.sim as sim

    assert {"SimulatedChatModel", "Knowledge", "Fact", "Intent", "MODEL_NAME"} <= set(dir(sim))
    with pytest.raises(AttributeError, match="no attribute 'Simulator'"):
        sim.Simulator  # noqa: B018


def test_the_clean_state_is_put_back():
    before = {n: m for n, m in sys.modules.items() if _is_sim(n)}
    loaded_by("course_lib.sim.words.text")
    after = {n: m for n, m in sys.modules.items() if _is_sim(n)}
    assert after == before


@pytest.mark.slow
def test_a_leaf_module_does_not_load_langchain():
    """In a fresh interpreter (LangChain takes a second to import): the readers of values and
    tasks need none of it."""
    modules = ["course_lib.sim.words.text", "course_lib.sim.words.quantities", "course_lib.sim.values.field_readers",
               "course_lib.sim.task.tasks", "course_lib.sim.tools.tool_args"]
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules)
            + "print(sorted(k for k in sys.modules if k.split('.')[0] in ('langchain_core', 'langchain', 'pydantic')"
            " or k in ('course_lib.sim.chat.model', 'course_lib.sim.request.reading')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]", out.stdout


# The modules that are the whole simulator's machinery, and may load it (each is in WHOLE or holds
# the model's entry points); every other module of course_lib.sim is a part that loads none of it.
MACHINERY = WHOLE | {"course_lib.sim.chat.model"}


def import_time_graph() -> dict[str, set[str]]:
    """Each module of course_lib.sim -> the simulator's modules its import runs (its module-level
    imports, read from the source: an import inside a function runs later, one under ``if
    TYPE_CHECKING:`` never)."""
    import ast

    from tests.helpers.sim_modules import sim_modules, source_path

    names = set(sim_modules())
    graph: dict[str, set[str]] = {}
    for name in sorted(names):
        tree = ast.parse(source_path(name).read_text(encoding="utf-8"))
        found: set[str] = set()
        todo = list(tree.body)
        while todo:
            node = todo.pop()
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, (ast.If, ast.Try)):
                todo.extend(node.body + node.orelse + getattr(node, "finalbody", []))
                todo.extend(h for handler in getattr(node, "handlers", []) for h in handler.body)
            elif isinstance(node, ast.Import):
                found |= {p for a in node.names if a.name.startswith("course_lib.sim.")
                          for p in a.name.split(".")[2:4] if p in names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                parts = node.module.split(".")
                if parts[:2] == ["course_lib", "sim"]:
                    named = {p for p in parts[2:4] if p in names}
                    found |= named or {a.name for a in node.names if a.name in names}
        graph[name] = found - {name}
    return graph


def loaded_at_import(graph: dict[str, set[str]], module: str) -> set[str]:
    """The modules importing ``module`` runs, through the graph (each visited once)."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        for child in graph.get(todo.pop(), ()):
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return seen - {module}


def test_the_graph_reader_sees_module_level_imports_only():
    graph = import_time_graph()
    assert "explain" in graph["extractive"] and "model" not in graph["extractive"]
    assert "replies" in loaded_at_import(graph, "respond")  # (the machinery loads its parts)
    assert loaded_at_import({"a": {"b"}, "b": {"c", "a"}, "c": set()}, "a") == {"b", "c"}


def test_no_part_of_the_simulator_loads_its_whole_machinery():
    """Checked on the source (fast); the subprocess test below checks a few parts for real."""
    graph = import_time_graph()
    whole = {m.rsplit(".", 1)[1] for m in WHOLE}
    machinery = {m.rsplit(".", 1)[1] for m in MACHINERY}
    heavy = {m: sorted(loaded_at_import(graph, m) & whole) for m in graph if m not in machinery}
    assert not {m: w for m, w in heavy.items() if w}, "parts that load the whole simulator"


@pytest.mark.slow  # a subprocess each: `make test-fast` starts none
@pytest.mark.parametrize("module", ["course_lib.sim.words.quantities", "course_lib.sim.responders.choosing",
                                   "course_lib.sim.responders.extractive", "course_lib.sim.grounded.record_answers"])
def test_a_part_imported_in_a_fresh_interpreter_leaves_the_model_out(module):
    code = (f"import sys\nimport {module}\n"
            "print(sorted(k for k in sys.modules if k in " + repr(sorted(WHOLE)) + "))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == "[]", out.stdout
