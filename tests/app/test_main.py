"""``python -m course_lib`` outside the course's environment says one sentence naming the fix."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_missing_packages_give_one_sentence_and_exit_2():
    # -S leaves site-packages out: the situation of a Python without the course's stack.
    run = subprocess.run(
        [sys.executable, "-S", "-m", "course_lib", "doctor"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert "make venv" in lines[0] and "activate" in lines[0]
    assert "Traceback" not in run.stderr


def test_jupyter_settings_name_real_settings():
    """The shipped JupyterLab overrides use keys the installed JupyterLab knows."""
    overrides = json.loads(
        (ROOT / "jupyter/share/jupyter/lab/settings/overrides.json").read_text(encoding="utf-8")
    )
    schemas = Path(sys.prefix) / "share/jupyter/lab/schemas"
    for plugin, values in overrides.items():
        package, _, name = plugin.partition(":")
        schema = json.loads((schemas / package / f"{name}.json").read_text(encoding="utf-8"))
        assert set(values) <= set(schema["properties"]), plugin
    server = json.loads(
        (ROOT / "jupyter/etc/jupyter/jupyter_server_config.json").read_text(encoding="utf-8")
    )
    assert server["ServerApp"]["jpserver_extensions"] == {"jupyter_lsp": False}


def test_disabled_lab_extensions_exist():
    """page_config.json switches off JupyterLab plugins the installed JupyterLab has."""
    config = json.loads((ROOT / "jupyter/etc/jupyter/labconfig/page_config.json").read_text(encoding="utf-8"))
    schemas = Path(sys.prefix) / "share/jupyter/lab/schemas"
    for extension, disabled in config["disabledExtensions"].items():
        assert disabled is True and (schemas / extension).is_dir(), extension
