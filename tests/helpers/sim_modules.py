"""The simulator's modules by their short names (``text`` -> ``course_lib.sim.words.text``), for
tests that name a module by its concept rather than by its subpackage (issue 26, item 4: the
simulator's layout). A short name is unique across the subpackages (tests/sim/test_layout.py)."""

from __future__ import annotations

import pkgutil
from functools import cache
from pathlib import Path

import course_lib.sim

SIM = Path(course_lib.sim.__file__).resolve().parent


@cache
def sim_modules() -> dict[str, str]:
    """Each module of the simulator (no package): its short name -> its dotted name."""
    found: dict[str, str] = {}
    for info in pkgutil.walk_packages(course_lib.sim.__path__, "course_lib.sim."):
        if not info.ispkg:
            short = info.name.rsplit(".", 1)[1]
            assert short not in found, f"two modules named {short}: {found[short]}, {info.name}"
            found[short] = info.name
    return found


def dotted(short: str) -> str:
    """``text`` -> ``course_lib.sim.words.text``."""
    return sim_modules()[short]


def source_path(short: str) -> Path:
    """``text`` -> the path of course_lib/sim/words/text.py."""
    return SIM.joinpath(*dotted(short).split(".")[2:]).with_suffix(".py")
