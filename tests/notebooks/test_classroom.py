"""Classroom scale (issue 10): parallel seats see identical outputs; nothing is written to data/.

The full check, every notebook on 4 seats, is ``make classroom`` (scripts/classroom_check.py).
Here, to keep ``make test`` fast: the comparison and hashing logic on small inputs, and a light
run of 2 seats in parallel over a short notebook that does what every lesson does (setup,
build a knowledge base in a fresh cache dir, search it, ask the simulator, run a graph).
Set ``COURSE_CLASSROOM_FULL=1`` to run 2 seats over the real notebooks/00_setup.ipynb instead.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def classroom():
    spec = importlib.util.spec_from_file_location("classroom_check", ROOT / "scripts" / "classroom_check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["classroom_check"] = module
    spec.loader.exec_module(module)
    return module


def _notebook(path: Path, cells: list[str], outputs: list[list[dict]] | None = None) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    for i, source in enumerate(cells):
        cell = nbformat.v4.new_code_cell(source)
        if outputs:
            cell.outputs = [nbformat.from_dict(o) for o in outputs[i]]
        nb.cells.append(cell)
    nbformat.write(nb, path)
    return path


def _stream(text: str) -> dict:
    return {"output_type": "stream", "name": "stdout", "text": text}


def test_sanitize_rules_are_read_from_the_nbval_config(classroom):
    rules = classroom.sanitize_rules()
    assert rules, "tests/nbval_sanitize.cfg has no rules"
    text = "done in 1.25 s (wall) <object at 0x7f00aa>"
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    assert "1.25" not in text and "0x7f00aa" not in text


def test_outputs_that_differ_only_by_sanitized_values_or_seat_paths_are_equal(classroom, tmp_path):
    rules = classroom.sanitize_rules()
    seats = []
    for seat, (wall, addr) in enumerate([("1.20", "0x1a"), ("9.87", "0x2b")]):
        root = tmp_path / f"seat-{seat}"
        root.mkdir()
        path = _notebook(root / "n.ipynb", ["x", "y"], [
            [_stream(f"took {wall} s (wall)\n")],
            [_stream(f"cache: {root}/cache/kb <Foo at {addr}>\n")],
        ])
        seats.append(classroom.text_outputs(path, rules, root))
    assert seats[0] == seats[1]
    assert classroom.compare_seats({"n.ipynb": seats}, ["n.ipynb"]) == []


def test_a_real_difference_is_reported(classroom, tmp_path):
    rules = classroom.sanitize_rules()
    seats = []
    for seat, answer in enumerate(["42", "43"]):
        path = _notebook(tmp_path / f"n{seat}.ipynb", ["x"], [[_stream(f"answer {answer}\n")]])
        seats.append(classroom.text_outputs(path, rules))
    problems = classroom.compare_seats({"n.ipynb": seats}, ["n.ipynb"])
    assert len(problems) == 1 and "seat 1 differs" in problems[0] and "answer 43" in problems[0]


def test_tree_hash_sees_added_changed_and_removed_files(classroom, tmp_path):
    (tmp_path / "a.md").write_text("a")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.md").write_text("b")
    before = classroom.tree_hash(tmp_path)
    (tmp_path / "a.md").write_text("A")
    (tmp_path / "sub" / "b.md").unlink()
    (tmp_path / "c.md").write_text("c")
    assert classroom.tree_changes(before, classroom.tree_hash(tmp_path)) == [
        "added c.md", "removed sub/b.md", "changed a.md"]


def test_read_only_copy_removes_write_permission(classroom, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "x.md").write_text("x")
    copy = classroom.read_only_copy(tmp_path / "src", tmp_path / "ro")
    try:
        assert not (copy / "x.md").stat().st_mode & 0o222
        assert classroom.tree_hash(copy) == classroom.tree_hash(tmp_path / "src")
    finally:
        classroom.make_writable(copy)


LESSON = [
    "from course_lib import setup\nsetup()",
    "from course_lib.retrieval.kb import build_knowledge_base\nkb = build_knowledge_base('notes', progress=True)\n"
    "print(len(kb), 'chunks', kb.rebuilt)",
    "for doc, score in kb.search('How does asyncio.wait decide when to return?', k=3):\n"
    "    print(round(score, 4), doc.id)",
    "from course_lib import get_chat_model\nllm = get_chat_model()\nreply = llm.invoke('Hello! Who are you?')\n"
    "print(reply.content)\nprint(reply.usage_metadata, reply.response_metadata['simulated_latency_s'])",
    "from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph\n"
    "graph = make_fixed_rag_graph(llm=llm, retriever=kb.as_retriever(k=4))\n"
    "print(graph.invoke({'question': 'What does return_when do in asyncio.wait?'})['answer'])",
    "import os\nfrom course_lib.foundation.config import cache_dir, data_dir\n"
    "print(cache_dir()); print(data_dir() == __import__('pathlib').Path(os.environ['COURSE_DATA_DIR']).resolve())",
]


def test_two_seats_in_parallel_give_identical_outputs_and_leave_data_alone(classroom, tmp_path):
    if os.environ.get("COURSE_CLASSROOM_FULL") == "1":
        notebooks = [ROOT / "notebooks" / "00_setup.ipynb"]
        if not notebooks[0].exists():
            pytest.skip("notebooks/00_setup.ipynb is not there yet")
    else:
        notebooks = [_notebook(tmp_path / "lesson.ipynb", LESSON)]
    report = classroom.run_classroom(notebooks, seats=2, timeout=300, workdir=tmp_path, quiet=True)
    assert not report["failures"], report["failures"]
    assert report["ok"], "\n".join(report["problems"])
    assert len(report["times"]) == 2
