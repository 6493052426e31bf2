"""``import_wordfreq_quickly`` loads the same wordfreq without walking the stack.

It runs in a fresh interpreter (wordfreq is imported once per process), from deep in a call
stack as in a notebook, and checks that wordfreq found the same data folder and the same
frequencies, that ``locate.this_dir`` is restored, and that ``inspect.stack`` was not called.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

SCRIPT = r"""
import inspect, sys
from pathlib import Path
calls = []
real_stack = inspect.stack
inspect.stack = lambda *a, **k: calls.append(1) or real_stack(*a, **k)
import locate
saved = locate.this_dir
from course_lib.foundation.speedups import import_wordfreq_quickly
def deep(n):
    return deep(n - 1) if n else import_wordfreq_quickly()
deep(30)
import wordfreq
assert wordfreq.DATA_PATH == Path(wordfreq.__file__).resolve().parent / "data", wordfreq.DATA_PATH
assert locate.this_dir is saved
assert not calls, "inspect.stack was called"
assert 5.5 < wordfreq.zipf_frequency("the", "en") < 8 and wordfreq.get_frequency_dict("en", wordlist="small")
print("ok")
"""


@pytest.mark.slow
def test_wordfreq_is_imported_without_inspect_stack():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
