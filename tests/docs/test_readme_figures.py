"""The README's figures come from bench/figures.json (written by `make bench`), not by hand."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _figures_module():
    spec = importlib.util.spec_from_file_location("bench_figures", ROOT / "bench" / "figures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def differences(readme: str, figures: list[dict]) -> list[str]:
    """One sentence per figure the README quotes that bench/figures.json lacks or states otherwise."""
    module = _figures_module()
    by_what = {f["what"]: f for f in figures}
    problems = []
    for line in module.readme_rows(readme):
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        what, figure = cells[0], cells[1] if len(cells) > 1 else ""
        entry = by_what.get(what)
        if entry is None:
            problems.append(f"README.md quotes a figure for {what!r} that bench/figures.json does not have.")
        elif line != module.row(entry):
            problems.append(f"README.md quotes {figure!r} for {what!r}; bench/figures.json says "
                            f"{entry['figure']!r} (run python bench/figures.py to rewrite the table).")
    quoted = {c.strip().strip("|").split(" | ")[0].strip() for c in module.readme_rows(readme)}
    problems += [f"bench/figures.json has {f['what']!r}, which README.md's table lacks."
                 for f in figures if f["what"] not in quoted]
    return problems


def test_the_readme_quotes_exactly_the_figures_file():
    module = _figures_module()
    problems = differences((ROOT / "README.md").read_text(encoding="utf-8"), module.load())
    assert not problems, "\n".join(problems)


def test_every_figure_says_how_and_when_it_was_measured():
    for entry in _figures_module().load():
        assert {"key", "what", "figure", "how", "measured"} <= set(entry), entry.get("key")


@pytest.fixture()
def copy():
    figures = _figures_module().load()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme, figures


def test_a_hand_edited_figure_fails_naming_it(copy):
    readme, figures = copy
    first = figures[0]
    edited = readme.replace(f"| {first['figure']} |", "| 1 s |", 1)
    problems = differences(edited, figures)
    assert len(problems) == 1 and repr(first["what"]) in problems[0] and "'1 s'" in problems[0]


def test_a_figure_missing_from_the_file_fails_naming_it(copy):
    readme, figures = copy
    module = _figures_module()
    extra = "| a figure typed by hand | 42 s | `time make something` |"
    edited = readme.replace(module.END, extra + "\n" + module.END, 1)
    problems = differences(edited, figures)
    assert problems == ["README.md quotes a figure for 'a figure typed by hand' that bench/figures.json does not have."]


def test_recording_a_figure_rewrites_the_readme_table(tmp_path):
    module = _figures_module()
    figures_file, readme = tmp_path / "figures.json", tmp_path / "README.md"
    figures_file.write_text((ROOT / "bench" / "figures.json").read_text(encoding="utf-8"), encoding="utf-8")
    readme.write_text((ROOT / "README.md").read_text(encoding="utf-8"), encoding="utf-8")
    module.record("harness", figure="7 s wall (896 runs, start-up included)", path=figures_file)
    module.write_readme(readme, module.load(figures_file))
    text = readme.read_text(encoding="utf-8")
    assert "| 7 s wall (896 runs, start-up included) |" in text
    assert differences(text, module.load(figures_file)) == []
    harness = next(f for f in json.loads(figures_file.read_text())["figures"] if f["key"] == "harness")
    assert harness["measured"].startswith("make bench, ")
