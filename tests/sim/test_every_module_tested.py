"""Every module of the simulator has direct tests: some test under tests/sim imports it by name
(``from course_lib.sim.grounded.evidence import ...``, ``from course_lib.sim.grounded import
evidence``, ``import course_lib.sim.grounded.evidence``), not only through the chat model that uses it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.helpers.sim_modules import sim_modules as _sim_modules

TESTS = Path(__file__).resolve().parent


def sim_modules() -> set[str]:
    return set(_sim_modules())


def imported_sim_modules(source: str, modules: set[str]) -> set[str]:
    """The simulator's modules (short names) a test file's source imports by name (anywhere in
    the file): ``import course_lib.sim.<layer>.<module>``, ``from course_lib.sim.<layer>.<module>
    import ...``, ``from course_lib.sim.<layer> import <module>`` (and the flat forms)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[:2] == ["course_lib", "sim"]:
                    found.update(p for p in parts[2:4] if p in modules)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if parts[:2] == ["course_lib", "sim"]:
                named = [p for p in parts[2:4] if p in modules]
                found.update(named)
                if not named:
                    found.update(a.name for a in node.names if a.name in modules)
    return found


def test_the_finder_sees_every_form_of_import():
    modules = {"evidence", "chains", "text", "model", "tasks"}
    source = (
        "import course_lib.sim.words.text\n"
        "from course_lib.sim.grounded.chains import follow\n"
        "from course_lib.sim.task import tasks\n"
        "def f():\n    from course_lib.sim.grounded import evidence\n"
        "    from course_lib.sim import SimulatedChatModel\n"
    )
    assert imported_sim_modules(source, modules) == {"text", "chains", "evidence", "tasks"}


def test_every_simulator_module_is_imported_by_a_test():
    modules = sim_modules()
    tested = set()
    for path in TESTS.rglob("*.py"):
        tested |= imported_sim_modules(path.read_text(encoding="utf-8"), modules)
    untested = sorted(modules - tested)
    assert not untested, f"simulator modules no test under tests/sim imports: {untested}"
