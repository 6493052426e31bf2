"""``scripts/execute_notebooks.py --jobs 2`` (``make notebooks``) runs two kernels at once, gives
the second lane its own cache directory, starts a notebook's kernel before its turn, hands the
longest notebooks out first, and writes every notebook's outputs.

Two small invented notebooks (not the course's) each print the cache directory their kernel
sees and the times their cell started and ended, and a third prints when its kernel started and
raises, all in one run: with two lanes the first two overlap in time, exactly two cache
directories are used (``<cache>`` and ``<cache>/lane-1``), the third's kernel was started
while the first two ran, and the failing cell makes the run exit non-zero with its notebook
named.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
BAD = ("import os, pathlib, psutil\n"  # a failed notebook's outputs are not written: it leaves a file
       "pathlib.Path('kernel-started').write_text(str(psutil.Process(os.getpid()).create_time()))\n"
       "raise ValueError('invented failure')")
CELL = ("import json, os, time\nstart = time.time(); time.sleep(2)\n"
        "print(json.dumps({'cache': os.environ.get('COURSE_CACHE_DIR'), 'start': start, 'end': time.time()}))")


def _notebook(path: Path, source: str) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)


def _run(tmp_path: Path, *names: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "COURSE_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "execute_notebooks.py"), "--jobs", "2",
                           *(str(tmp_path / n) for n in names)], capture_output=True, text=True, timeout=300,
                          env=env, cwd=tmp_path)


def _printed(path: Path) -> dict:
    outputs = nbformat.read(path, as_version=4).cells[0].outputs
    return json.loads("".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream" and o.get("name") == "stdout"))


@pytest.mark.slow
def test_two_lanes_overlap_with_their_own_cache_dirs_and_a_failing_cell_fails_the_run(tmp_path):
    """One run, two lanes, three notebooks: the first two overlap in time, each with its own
    cache directory, and the third raises, which makes the run exit 1 naming it (one run of
    the script instead of a second one for the failure: each run starts its kernels)."""
    names = ["a.ipynb", "b.ipynb"]
    for name in names:
        _notebook(tmp_path / name, CELL)
    _notebook(tmp_path / "bad.ipynb", BAD)
    done = _run(tmp_path, *names, "bad.ipynb")
    assert done.returncode == 1, done.stdout + done.stderr[-2000:]
    failed = [line for line in done.stdout.splitlines() if line.startswith("FAILED")]
    assert len(failed) == 1 and "bad.ipynb" in failed[0] and "invented failure" in done.stdout, done.stdout
    runs = [_printed(tmp_path / n) for n in names]
    assert {r["cache"] for r in runs} == {str(tmp_path / "cache"), str(tmp_path / "cache" / "lane-1")}
    first, second = runs
    assert first["start"] < second["end"] and second["start"] < first["end"], "the two lanes did not overlap"
    assert "2 at a time" in done.stdout.splitlines()[-1]
    # The third notebook's kernel was started while the first two ran, not after one ended.
    assert float((tmp_path / "kernel-started").read_text()) < min(first["end"], second["end"]), \
        "the third notebook's kernel was not started ahead"


def _script():
    import importlib.util

    spec = importlib.util.spec_from_file_location("execute_notebooks", ROOT / "scripts" / "execute_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cell(text: str, tags=("nbval-ignore-output",)):
    cell = nbformat.v4.new_code_cell("build()")
    cell.metadata["tags"] = list(tags)
    cell.outputs = [nbformat.v4.new_output("stream", name="stderr", text=text)]
    return cell


BAR = "indexing pages:  40%|####      | 8/20 [00:01<00:02, 5.31page/s]\rindexing pages: 100%|##########| 20/20 [00:03<00:00, 6.02page/s]\n"


@pytest.mark.parametrize(("text", "tags", "kept"), [
    (BAR, ("nbval-ignore-output",), 0),                     # a bar alone: whether the cache was warm
    (BAR + "UserWarning: the store is stale\n", ("nbval-ignore-output",), 1),  # a warning beside it stays
    (BAR, (), 1),                                           # an untagged cell keeps every output
    ("loading 3 of 9 files\n", ("nbval-ignore-output",), 1),  # no bar: kept
])
def test_only_a_tagged_cells_progress_bars_are_dropped(text, tags, kept):
    cell = _cell(text, tags)
    _script().drop_progress_bars(cell)
    assert len(cell.outputs) == kept


@pytest.mark.slow
def test_the_runner_reads_notebooks_without_building_the_iri_grammar():
    """The runner imports nbformat (and so jsonschema) without ``rfc3987_syntax``, whose Earley
    parser costs about a CPU second at import (course_lib.foundation.speedups.skip_iri_grammar);
    notebooks still read and validate."""
    code = ("import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('runner', {str(ROOT / 'scripts' / 'execute_notebooks.py')!r})\n"
            "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
            "import nbformat\n"
            f"nbformat.validate(nbformat.read({str(ROOT / 'notebooks' / '00_setup.ipynb')!r}, as_version=4))\n"
            "print(sys.modules.get('rfc3987_syntax', 'absent'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "None", f"rfc3987_syntax was imported: {done.stdout.strip()}"


def test_the_longest_notebooks_go_first_and_new_ones_before_them(tmp_path):
    """The lanes get the notebooks longest first, by the last run's times; a notebook never
    timed goes first (it may be long); equal times keep name order."""
    script = _script()
    paths = [tmp_path / n for n in ("00_a.ipynb", "01_b.ipynb", "02_c.ipynb", "03_d.ipynb", "04_e.ipynb")]
    seconds = {"00_a.ipynb": 2.0, "01_b.ipynb": 9.5, "02_c.ipynb": 4.0, "04_e.ipynb": 4.0}
    assert [p.name for p in script.longest_first(paths, seconds)] == \
        ["03_d.ipynb", "01_b.ipynb", "02_c.ipynb", "04_e.ipynb", "00_a.ipynb"]


def test_a_run_keeps_its_times_for_the_next_runs_order(tmp_path, monkeypatch):
    """The times a run measured are kept in the cache (merged with those of notebooks it did
    not run) and read back; a missing or broken file reads as no times."""
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    script = _script()
    assert script.read_times() == {}
    script.write_times({"06_x.ipynb": 8.2, "00_y.ipynb": 2.4})
    script.write_times({"00_y.ipynb": 2.1})
    assert script.read_times() == {"06_x.ipynb": 8.2, "00_y.ipynb": 2.1}
    script.times_file().write_text("not json", encoding="utf-8")
    assert script.read_times() == {}
