"""After ``setup()``, every error a cell raises is visible in that cell's output.

A small notebook (setup, then a typo, a failed assert, an error inside a function, a missing
key, and one of the course's own one-sentence errors) runs in a real kernel. Each raising cell
must end in error (execute reply status ``error``) and its output must name the error: a bug
with its traceback, a course error as its ``error: ...`` sentence. Then, in the same kernel,
``COURSE_DEBUG=1`` and the course error again: now with its traceback (the setting is read when
an error is shown, so one kernel serves both).
"""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]

SETUP = "from course_lib import setup\nsetup(quiet=True)"
# (cell source, what its output must show)
RAISING = [
    ("prnt('hello')", "NameError"),
    ("assert 1 == 2, 'boom'", "boom"),
    ("def ratio(a, b):\n    return a / b\n\nratio(1, 0)", "ZeroDivisionError"),
    ("{'a': 1}['missing']", "KeyError"),
    ("from course_lib import get_chat_model\nget_chat_model('no-such-provider:model-x')", "error: "),
    ("def broken(:\n    pass", "SyntaxError"),
]


def _output_text(cell) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "error":
            parts += [out.get("ename", ""), str(out.get("evalue", "")), *out.get("traceback", [])]
        elif out.get("output_type") == "stream":
            parts.append(out.get("text", ""))
        elif "data" in out:
            parts.append(out["data"].get("text/plain", ""))
    return "\n".join(parts)


COURSE_ERROR = RAISING[4][0]
DEBUG_ON = "import os\nos.environ['COURSE_DEBUG'] = '1'"


def _run(env_extra: dict[str, str]):
    nb = nbformat.v4.new_notebook()
    nb.cells = ([nbformat.v4.new_code_cell(SETUP)] + [nbformat.v4.new_code_cell(src) for src, _ in RAISING]
                + [nbformat.v4.new_code_cell(DEBUG_ON), nbformat.v4.new_code_cell(COURSE_ERROR)])
    statuses: dict[int, str] = {}

    def on_error(cell, cell_index, execute_reply):
        statuses[cell_index] = execute_reply["content"]["status"]

    client = NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=True,
                            on_cell_error=on_error, resources={"metadata": {"path": str(ROOT)}})
    env = dict(os.environ)
    env.update(env_extra)
    client.execute(env=env)
    return nb, statuses


@pytest.fixture(scope="module")
def executed():
    return _run({"COURSE_DEBUG": ""})


def test_setup_cell_does_not_raise(executed):
    nb, statuses = executed
    assert 0 not in statuses


@pytest.mark.parametrize("index", range(1, len(RAISING) + 1), ids=[want for _, want in RAISING])
def test_every_raising_cell_ends_in_error_and_shows_it(executed, index):
    nb, statuses = executed
    source, want = RAISING[index - 1]
    assert statuses.get(index) == "error", f"cell {source!r} did not end in error"
    text = _output_text(nb.cells[index])
    assert want in text, f"cell {source!r} shows {text!r}, not {want!r}"


def test_a_course_error_is_one_sentence_not_a_traceback(executed):
    nb, _ = executed
    errors = [o for o in nb.cells[5].outputs if o.get("output_type") == "error"]
    assert len(errors) == 1
    assert errors[0]["traceback"] == [line for line in errors[0]["traceback"] if line.startswith("error: ")]
    assert "Traceback" not in _output_text(nb.cells[5])


def test_a_bug_keeps_its_traceback(executed):
    nb, _ = executed
    text = _output_text(nb.cells[3])
    assert "ratio" in text and "ZeroDivisionError" in text


def test_course_debug_shows_the_full_traceback_of_a_course_error(executed):
    nb, statuses = executed
    last = len(nb.cells) - 1
    assert nb.cells[last].source == COURSE_ERROR and nb.cells[last - 1].source == DEBUG_ON
    assert statuses.get(last) == "error" and last - 1 not in statuses
    errors = [o for o in nb.cells[last].outputs if o.get("output_type") == "error"]
    assert len(errors) == 1 and len(errors[0]["traceback"]) > 1  # frames, not one sentence
    assert "get_chat_model" in "\n".join(errors[0]["traceback"])
