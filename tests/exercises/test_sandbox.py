"""What a check protects (course_lib.exercises.sandbox): data/, the library, handed-out copies.

Learner answers invented here write into ``data/``, patch the calculator, empty a table of
the library and vandalise the knowledge base a check hands them. After each check, ``data/``
and the library are exactly as before, the check says what was put back, and the knowledge
base still answers as it did.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from course_lib.exercises.problem import Case, FunctionProblem
from course_lib.exercises.verdict import Status

ROOT = Path(__file__).resolve().parents[2]


def _digest(folder: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        h.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            h.update(path.read_bytes())
    return h.hexdigest()


def _identity(x):
    return x


def _problem(cases) -> FunctionProblem:
    return FunctionProblem(id="q9", notebook="99", title="Echo", prompt="Return x.", answer_name="echo",
                           reference=_identity, cases=cases, timeout=5.0, check_limit=20.0)


@pytest.fixture()
def data(tmp_path, monkeypatch):
    """A copy of part of data/ as the data folder, so a failure cannot spoil the real one."""
    folder = tmp_path / "data"
    shutil.copytree(ROOT / "data" / "orders", folder / "orders")
    shutil.copytree(ROOT / "data" / "sim", folder / "sim")
    monkeypatch.setenv("COURSE_DATA_DIR", str(folder))
    return folder


def test_writes_into_data_are_put_back_and_fail_the_check(data):
    before = _digest(data)

    def echo(x):
        (data / "orders" / "orders.csv").write_text("hacked", encoding="utf-8")
        (data / "sim" / "new.yaml").write_text("x: 1", encoding="utf-8")
        (data / "sim" / "aliases.yaml").unlink()
        return x

    verdict = _problem([Case(args=(1,))]).evaluate(echo)
    assert verdict.status is Status.INCORRECT
    assert "changed files under data/" in verdict.message and "put them back" in verdict.message
    assert "orders/orders.csv" in verdict.message
    assert _digest(data) == before


def test_a_patched_library_is_put_back(data):
    import course_lib.rag.tools as tools
    import course_lib.rag.tools.calculator as calculator

    original_calculate, original_func = calculator.calculate, tools.calc.func

    def echo(x):
        calculator.FUNCTIONS.pop("sqrt")
        calculator.calculate = lambda expression: "42"
        tools.calc.func = lambda expression: "42"
        tools.calculate = lambda expression: "42"
        return x

    verdict = _problem([Case(args=(1,))]).evaluate(echo)
    assert verdict.status is Status.CORRECT  # the answer itself is right...
    assert "changed the course library" in verdict.message  # ...and the check says what it undid
    assert calculator.calculate is original_calculate and tools.calc.func is original_func
    assert tools.calc.invoke({"expression": "sqrt(16)"}) == "4"
    assert tools.calculate("2 + 2") == "4"


def test_a_knowledge_base_handed_to_the_learner_is_a_copy(notes_kb):
    from course_lib.retrieval.kb import build_knowledge_base

    question = "How does asyncio.wait decide when to return?"
    expected = [d.id for d, _ in build_knowledge_base("notes", progress=False).search(question, k=3)]

    def echo(kb):
        kb.chunks.clear()
        kb._shared.clear()
        kb.chunks.append("junk")
        return 1

    shared = build_knowledge_base("notes", progress=False)
    _problem([Case(args=lambda: (shared,), expected=1)]).evaluate(echo)
    assert [d.id for d, _ in shared.search(question, k=3)] == expected
    assert [d.id for d, _ in build_knowledge_base("notes", progress=False).search(question, k=3)] == expected


def test_a_check_puts_data_back_as_it_was_when_that_check_began(data):
    """Restoring is to the state before *this* check, not to a copy taken at the first one: an
    edit made between two checks (an instructor adding a note, a developer changing a cue
    file) survives a later check whose learner code breaks the same file."""
    cues = data / "sim" / "aliases.yaml"
    _problem([Case(args=(1,))]).evaluate(_identity)  # the first check takes its copy of data/
    edited = cues.read_text(encoding="utf-8") + "\n# an edit made between two checks\n"
    cues.write_text(edited, encoding="utf-8")

    def echo(x):
        cues.write_text("broken", encoding="utf-8")
        return x

    verdict = _problem([Case(args=(1,))]).evaluate(echo)
    assert verdict.status is Status.INCORRECT and "sim/aliases.yaml" in verdict.message
    assert cues.read_text(encoding="utf-8") == edited
