"""Classroom scale check: N learners run every notebook at once and see the same outputs.

Usage:  python scripts/classroom_check.py [--seats 4] [notebooks/*.ipynb]     (``make classroom``)

Each seat is a separate process with its own copy of the notebooks and its own
``COURSE_CACHE_DIR`` (temporary dirs), as on a JupyterHub with per-user cache dirs. All seats
read one read-only copy of ``data/`` (``COURSE_DATA_DIR``). Afterwards the script compares the
text outputs of every seat with each other, after the nbval sanitize rules of
``tests/nbval_sanitize.cfg`` (and each seat's own temp path replaced by ``<SEAT>``), and checks
that nothing under ``data/`` or the read-only copy changed (a hash of every file, before and
after). It prints a short report and exits 1 on any difference, 2 if a notebook failed.
"""

from __future__ import annotations

import argparse
import configparser
import difflib
import hashlib
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SANITIZE_CFG = ROOT / "tests" / "nbval_sanitize.cfg"
OFFLINE_ENV = {  # what `make test` / `make notebooks` set: the simulator, offline, stable hashes
    "COURSE_LLM": "sim",
    "COURSE_EMBEDDINGS": "local",
    "COURSE_BLOCK_NETWORK": "1",
    "PYTHONHASHSEED": "0",
    "ANONYMIZED_TELEMETRY": "False",
    "MPLBACKEND": "Agg",
    "PYDEVD_DISABLE_FILE_VALIDATION": "1",
}
TEXT_MIME = ("text/plain", "text/markdown", "text/latex", "application/json")


# --- data tree hashing ------------------------------------------------------------------------

def tree_hash(folder: Path) -> dict[str, str]:
    """``{relative path: sha256}`` of every file under ``folder`` (symlinks by target name)."""
    digests: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink():
            digests[rel] = "link:" + os.readlink(path)
        elif path.is_file():
            digests[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digests


def tree_changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """Human-readable differences between two ``tree_hash`` results."""
    changes = [f"added {p}" for p in sorted(after.keys() - before.keys())]
    changes += [f"removed {p}" for p in sorted(before.keys() - after.keys())]
    changes += [f"changed {p}" for p in sorted(before.keys() & after.keys()) if before[p] != after[p]]
    return changes


def read_only_copy(source: Path, target: Path) -> Path:
    """Copy ``source`` to ``target`` and remove every write permission."""
    shutil.copytree(source, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    return target


def make_writable(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            path.chmod(path.stat().st_mode | stat.S_IWUSR)


# --- output comparison ------------------------------------------------------------------------

def sanitize_rules(cfg: Path = SANITIZE_CFG) -> list[tuple[re.Pattern, str]]:
    """The regex/replace pairs of an nbval sanitize file, in order."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(cfg, encoding="utf-8")
    return [(re.compile(parser[s]["regex"]), parser[s]["replace"]) for s in parser.sections()
            if "regex" in parser[s]]


def _output_text(output: dict) -> list[str]:
    kind = output.get("output_type")
    if kind == "stream":
        return [f"[{output.get('name', 'stdout')}] {output.get('text', '')}"]
    if kind in ("execute_result", "display_data"):
        data = output.get("data", {})
        return [f"[{mime}] {_as_text(data[mime])}" for mime in TEXT_MIME if mime in data]
    if kind == "error":
        return [f"[error] {output.get('ename')}: {output.get('evalue')}"]
    return []


def _as_text(value) -> str:
    if isinstance(value, list):
        return "".join(value)
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True)


def text_outputs(notebook: Path, rules: list[tuple[re.Pattern, str]], seat_root: Path | None = None) -> list[str]:
    """One sanitized string per code cell: what nbval would compare.

    Streams are merged per name and carriage returns resolved with nbval's own
    ``coalesce_streams``: how a kernel splits its output into messages depends on timing.
    """
    import nbformat
    from nbval.plugin import coalesce_streams

    nb = nbformat.read(notebook, as_version=4)
    cells = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        outputs = coalesce_streams(list(cell.get("outputs", [])))
        text = "\n".join(piece for output in outputs for piece in _output_text(output))
        if seat_root is not None:
            text = text.replace(str(seat_root.resolve()), "<SEAT>").replace(str(seat_root), "<SEAT>")
        for pattern, replacement in rules:
            text = pattern.sub(replacement, text)
        cells.append(f"# cell {index}\n{text}")
    return cells


def compare_seats(outputs: dict[str, list[list[str]]], names: list[str]) -> list[str]:
    """Differences between seat 0 and every other seat, per notebook (empty: identical)."""
    problems = []
    for name in names:
        reference = outputs[name][0]
        for seat, cells in enumerate(outputs[name][1:], start=1):
            if cells != reference:
                diff = difflib.unified_diff(reference, cells, "seat 0", f"seat {seat}", n=0, lineterm="")
                snippet = "\n".join(list(diff)[:12])
                problems.append(f"{name}: seat {seat} differs from seat 0\n{snippet}")
    return problems


# --- running the seats ------------------------------------------------------------------------

def execute_folder(folder: Path, names: list[str], timeout: int) -> dict[str, float | str]:
    """Run in a seat's process: execute each notebook of ``folder`` in place, in order."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    results: dict[str, float | str] = {}
    for name in names:
        path = folder / name
        for attempt in range(3):  # a kernel that fails to *start* (port race, slow machine) is retried
            nb = nbformat.read(path, as_version=4)
            client = NotebookClient(nb, timeout=timeout, kernel_name="python3", startup_timeout=120,
                                    resources={"metadata": {"path": str(folder)}})
            start = time.perf_counter()
            try:
                client.execute()
                results[name] = round(time.perf_counter() - start, 1)
            except CellExecutionError as exc:
                lines = [line for line in str(exc).splitlines() if line.strip()]
                results[name] = f"FAILED: {lines[-1] if lines else exc}"
            except (RuntimeError, AssertionError, TimeoutError, OSError) as exc:
                if attempt == 2:
                    results[name] = f"FAILED: kernel did not start ({type(exc).__name__})"
                continue
            break
        nbformat.write(nb, path)
    return results


def seat_env(cache: Path, data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL",
                                                           "COURSE_CHROMA_SERVER")}
    env.update(OFFLINE_ENV)
    env.update({"COURSE_CACHE_DIR": str(cache), "COURSE_DATA_DIR": str(data),
                "TIKTOKEN_CACHE_DIR": str(data / "tiktoken"),
                "JUPYTER_RUNTIME_DIR": str(cache / "jupyter-runtime"),
                "IPYTHONDIR": str(cache / "ipython"), "MPLCONFIGDIR": str(cache / "mpl")})
    return env


def run_classroom(notebooks: list[Path], *, seats: int = 4, timeout: int = 600,
                  workdir: Path | None = None, keep: bool = False, quiet: bool = False) -> dict:
    """Run ``seats`` parallel copies of ``notebooks``; return a report dict (``ok`` True/False)."""
    say = (lambda *a: None) if quiet else (lambda *a: print(*a, flush=True))
    notebooks = [Path(p).resolve() for p in notebooks]
    names = [p.name for p in notebooks]
    base = Path(tempfile.mkdtemp(prefix="classroom-", dir=workdir))
    data_src = ROOT / "data"
    report: dict = {"seats": seats, "notebooks": names, "problems": [], "failures": [], "times": {}}
    try:
        data_before = tree_hash(data_src)
        ro_data = read_only_copy(data_src, base / "data-ro")
        ro_before = tree_hash(ro_data)
        report["data_read_only_enforced"] = not os.access(ro_data / "notes", os.W_OK)
        procs = []
        start = time.perf_counter()
        for seat in range(seats):
            folder = base / f"seat-{seat}" / "notebooks"
            folder.mkdir(parents=True)
            for nb in notebooks:
                shutil.copy2(nb, folder / nb.name)
            (base / f"seat-{seat}" / "data").symlink_to(ro_data)  # for ../data relative paths
            cache = base / f"seat-{seat}" / "cache"
            cache.mkdir()
            cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", str(folder),
                   "--timeout", str(timeout), *names]
            log = open(base / f"seat-{seat}.log", "w")  # noqa: SIM115 - closed below
            procs.append((seat, subprocess.Popen(cmd, cwd=folder, env=seat_env(cache, ro_data),
                                                 stdout=log, stderr=subprocess.STDOUT), log))
        say(f"{seats} seats x {len(names)} notebooks running in {base} ...")
        for seat, proc, log in procs:
            proc.wait()
            log.close()
            text = (base / f"seat-{seat}.log").read_text(errors="replace")
            try:
                report["times"][seat] = json.loads(text.strip().splitlines()[-1])
            except (json.JSONDecodeError, IndexError):
                report["failures"].append(f"seat {seat}: worker crashed (exit {proc.returncode}): {text[-500:]}")
                continue
            for name, value in report["times"][seat].items():
                if isinstance(value, str):
                    report["failures"].append(f"seat {seat} {name}: {value}")
        report["wall_s"] = round(time.perf_counter() - start, 1)

        rules = sanitize_rules()
        outputs = {name: [] for name in names}
        for seat in range(seats):
            seat_root = base / f"seat-{seat}"
            for name in names:
                path = seat_root / "notebooks" / name
                outputs[name].append(text_outputs(path, rules, seat_root) if path.exists() else [])
        report["problems"] += compare_seats(outputs, names)
        report["problems"] += [f"data/: {c}" for c in tree_changes(data_before, tree_hash(data_src))]
        report["problems"] += [f"read-only data copy: {c}" for c in tree_changes(ro_before, tree_hash(ro_data))]
    finally:
        if (base / "data-ro").exists():
            make_writable(base / "data-ro")
        if keep:
            say(f"kept {base}")
        else:
            shutil.rmtree(base, ignore_errors=True)
    report["ok"] = not report["problems"] and not report["failures"]
    return report


def print_report(report: dict) -> None:
    print(f"classroom check: {report['seats']} seats x {len(report['notebooks'])} notebooks, "
          f"wall {report.get('wall_s', '?')} s")
    for name in report["notebooks"]:
        times = [report["times"].get(seat, {}).get(name) for seat in range(report["seats"])]
        shown = ", ".join(f"{t:.0f}" if isinstance(t, float | int) else "FAIL" for t in times)
        print(f"  {name:32s} per seat: {shown} s")
    enforced = report.get("data_read_only_enforced")
    print(f"  data/ read-only copy: {'enforced' if enforced else 'not enforced (running as root)'}; "
          "checked by hashing every file before and after")
    for line in report["failures"]:
        print(f"FAILED  {line}")
    for line in report["problems"]:
        print(f"DIFF    {line}")
    print("OK: identical outputs on every seat, data unchanged" if report["ok"] else "NOT OK")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", help="default: notebooks/*.ipynb")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--timeout", type=int, default=600, help="per cell, seconds")
    parser.add_argument("--keep", action="store_true", help="keep the temp dirs for inspection")
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:  # inside one seat's process
        print(json.dumps(execute_folder(Path(args.worker), args.notebooks, args.timeout)))
        return 0
    notebooks = [Path(p) for p in args.notebooks] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    if not notebooks:
        print("error: no notebooks to run", file=sys.stderr)
        return 2
    report = run_classroom(notebooks, seats=args.seats, timeout=args.timeout, keep=args.keep)
    print_report(report)
    if report["failures"]:
        return 2
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
