"""The figures the README quotes, kept in one file: ``bench/figures.json``.

Each row of the README's Performance table is one entry of ``figures.json`` (``key``, ``what``,
``figure``, ``how``, ``measured``: how it was taken, ``make bench`` or a command run by hand).
``make bench`` (``bench/run_all.py``) rewrites the rows it measures with :func:`record` and
then the README's table with :func:`write_readme`; a figure measured by hand is recorded with

    python bench/figures.py set KEY "the figure" [--how "the command"]

which rewrites the README's table too. ``tests/docs/test_readme_figures.py`` fails, naming the
row, when the README quotes a figure the file does not have, or another value.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "bench" / "figures.json"
README = ROOT / "README.md"
BEGIN = "<!-- figures: written from bench/figures.json by python bench/figures.py -->"
END = "<!-- end of figures -->"
HEADER = "| what | figure | how |\n|---|---|---|"


def load(path: Path = FIGURES) -> list[dict]:
    """The figures, in the README's order."""
    return json.loads(path.read_text(encoding="utf-8"))["figures"]


def save(figures: list[dict], path: Path = FIGURES) -> None:
    path.write_text(json.dumps({"figures": figures}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def record(key: str, *, figure: str, what: str | None = None, how: str | None = None,
           measured: str = "make bench", path: Path = FIGURES) -> dict:
    """Set the figure ``key`` (a new key is added at the end); returns its entry."""
    figures = load(path)
    entry = next((f for f in figures if f["key"] == key), None)
    if entry is None:
        if what is None or how is None:
            raise SystemExit(f"bench/figures.json has no figure {key!r}: give --what and --how to add it.")
        entry = {"key": key}
        figures.append(entry)
    entry.update({"figure": figure, "measured": f"{measured}, {date.today().isoformat()}"})
    if what is not None:
        entry["what"] = what
    if how is not None:
        entry["how"] = how
    save(figures, path)
    return entry


def row(entry: dict) -> str:
    """One row of the README's table."""
    return f"| {entry['what']} | {entry['figure']} | {entry['how']} |"


def table(figures: list[dict] | None = None) -> str:
    """The README's Performance table, written from the figures."""
    return "\n".join([HEADER, *(row(f) for f in (figures if figures is not None else load()))])


def readme_rows(readme: str) -> list[str]:
    """The rows of the README's table as it stands (between the markers)."""
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README.md has no {BEGIN!r} ... {END!r} block")
    lines = [line for line in readme[start + len(BEGIN):end].strip().splitlines() if line.strip()]
    return lines[len(HEADER.splitlines()):]


def write_readme(readme_path: Path = README, figures: list[dict] | None = None) -> Path:
    """Rewrite the README's table from the figures."""
    text = readme_path.read_text(encoding="utf-8")
    readme_rows(text)  # the markers are there
    start, end = text.find(BEGIN), text.find(END)
    readme_path.write_text(text[: start + len(BEGIN)] + "\n" + table(figures) + "\n" + text[end:], encoding="utf-8")
    return readme_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Record a figure the README quotes, then rewrite its table.")
    sub = parser.add_subparsers(dest="command")
    setter = sub.add_parser("set", help="record a figure measured by hand")
    setter.add_argument("key")
    setter.add_argument("figure")
    setter.add_argument("--what")
    setter.add_argument("--how")
    args = parser.parse_args(argv)
    if args.command == "set":
        record(args.key, figure=args.figure, what=args.what, how=args.how, measured="by hand")
    print(f"wrote {write_readme()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
