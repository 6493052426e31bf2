"""README.md's map of the code is true: every path it names exists, every module is named."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _map() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## What is where"):]
    return section[section.index("```") + 3:section.index("```", section.index("```") + 3)]


def test_every_library_path_the_map_names_exists():
    block = _map()
    folder, package = None, ""
    for line in block.splitlines():
        top = re.match(r"^(\w+)/", line)
        if top:
            folder = top.group(1)
            assert (ROOT / folder).is_dir(), folder
            continue
        if folder != "course_lib":
            continue
        sub = re.match(r"^  ([a-z_]+)/", line)
        if sub:
            package = sub.group(1)
        elif re.match(r"^  \S", line):
            package = ""
        for name in re.findall(r"\b([a-z_]+(?:\.py\b|/(?!\w)))", line):
            here = ROOT / "course_lib" / name
            assert here.exists() or (ROOT / "course_lib" / package / name).exists(), (
                f"README names course_lib/{name}")


def test_every_library_module_and_package_is_on_the_map():
    block = _map()
    named = set(re.findall(r"\b([a-z_]+)(?:\.py|/)", block))
    for path in sorted((ROOT / "course_lib").iterdir()):
        if path.name.startswith("_") or path.name.endswith(".egg-info"):
            continue
        if path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists()):
            assert path.stem in named, f"README's map does not name course_lib/{path.name}"
