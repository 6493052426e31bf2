"""README.md's map of the code is true: every path it names exists, every module is named."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _map() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## What is where"):]
    return section[section.index("```") + 3:section.index("```", section.index("```") + 3)]


LAYERS = ("foundation", "models", "retrieval", "measurement", "rag", "app")
"""Layer packages: each of their modules and subpackages is named on the map."""


def test_every_library_path_the_map_names_exists():
    block = _map()
    folder, packages = None, []  # the package path the current line is in
    for line in block.splitlines():
        top = re.match(r"^(\w+)/", line)
        if top:
            folder, packages = top.group(1), []
            assert (ROOT / folder).is_dir(), folder
            continue
        if folder != "course_lib":
            continue
        sub = re.match(r"^( +)([a-z_]+)/", line)
        if sub and len(sub.group(1)) % 2 == 0 and len(sub.group(1)) <= 2 * (len(packages) + 1):
            packages = packages[: len(sub.group(1)) // 2 - 1] + [sub.group(2)]
        homes = [ROOT / "course_lib" / Path(*packages[:n]) for n in range(len(packages), -1, -1)]
        for name in re.findall(r"\b([a-z_]+(?:\.py\b|/(?!\w)))", line):
            assert any((home / name).exists() for home in homes), (
                f"README names course_lib/{'/'.join(packages)}/{name}")


def test_every_library_module_and_package_is_on_the_map():
    block = _map()
    named = set(re.findall(r"\b([a-z_]+)(?:\.py|/)", block))
    library = ROOT / "course_lib"
    paths = [*library.iterdir(), *(p for layer in LAYERS for p in (library / layer).iterdir())]
    for path in sorted(paths):
        if path.name.startswith("_") or path.name.endswith(".egg-info"):
            continue
        if path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists()):
            assert path.stem in named, (
                f"README's map does not name course_lib/{path.relative_to(library).as_posix()}")
