"""The command line's error boundary (course_lib.app.cli, course_lib.app.session.cli_boundary).

Expected failures are one ``error:`` line and exit status 2; a bug is one line too, exit
status 1, with the traceback only under ``COURSE_DEBUG=1``; text arguments that are not
valid UTF-8 are one sentence; a reader that stops early (``| head``) ends the command
quietly.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _one_error(err: str, *words: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("question", ["caf\udce9 au lait", "lone \ud800 surrogate", "\udcff"])
def test_a_question_that_is_not_utf8_is_one_sentence(question, capsys):
    from course_lib.app.cli import main

    assert main(["ask", question, "--pipeline", "fixed"]) == 2
    _one_error(capsys.readouterr().err, "is not valid UTF-8 text")


@pytest.mark.slow
def test_invalid_utf8_bytes_on_a_real_command_line():
    env = {**os.environ, "COURSE_BLOCK_NETWORK": "1"}
    proc = subprocess.run([sys.executable, "-m", "course_lib", "ask", os.fsdecode(b"caf\xe9"),
                           "--pipeline", "fixed"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2 and proc.stdout == ""
    _one_error(proc.stderr, "is not valid UTF-8 text")


def test_a_bug_is_one_sentence_and_the_traceback_needs_course_debug(monkeypatch, capsys):
    from course_lib.app import cli

    def broken(args):
        raise ZeroDivisionError("a bug")

    parser = cli.build_parser()
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    parser._subparsers._group_actions[0].choices["doctor"].set_defaults(func=broken)
    assert cli.main(["doctor"]) == 1
    line = _one_error(capsys.readouterr().err, "unexpected ZeroDivisionError: a bug", "COURSE_DEBUG=1")
    assert "bug in course_lib" in line

    monkeypatch.setenv("COURSE_DEBUG", "1")
    assert cli.main(["doctor"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "ZeroDivisionError: a bug" in err


def test_course_debug_shows_the_traceback_of_an_expected_failure_too(monkeypatch, capsys):
    from course_lib.app.cli import main

    monkeypatch.setenv("COURSE_DEBUG", "1")
    monkeypatch.setenv("COURSE_LLM", "openai:")
    assert main(["ask", "hi", "--pipeline", "fixed"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and err.strip().splitlines()[-1].startswith("error: COURSE_LLM=")


@pytest.mark.slow
def test_a_closed_pipe_ends_quietly():
    """``ask --json | head -c 1``: the reader is gone before the answer is written."""
    read, write = os.pipe()
    os.close(read)
    env = {**os.environ, "COURSE_BLOCK_NETWORK": "1"}
    try:
        proc = subprocess.run([sys.executable, "-m", "course_lib", "ask", "How does asyncio.wait decide?",
                               "--pipeline", "fixed", "--json"], cwd=ROOT, env=env, stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert proc.returncode == 1
    assert proc.stderr == "", proc.stderr


@pytest.mark.parametrize("make, words", [
    (lambda tmp: tmp / "a-file", "is a file, not a folder"),
    (lambda tmp: tmp / "a-file" / "below", "is inside a file"),
])
def test_an_unusable_cache_dir_is_one_sentence(make, words, tmp_path, monkeypatch, capsys):
    from course_lib.app.cli import main

    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(make(tmp_path)))
    assert main(["build-kb", "--corpus", "wiki", "--quiet"]) == 2
    _one_error(capsys.readouterr().err, "COURSE_CACHE_DIR=", words)


def test_a_read_only_cache_dir_is_one_sentence(tmp_path, monkeypatch, capsys):
    from course_lib.app.cli import main
    from course_lib.foundation import config

    if os.geteuid() == 0:  # root writes anywhere: stand in for the permission check
        monkeypatch.setattr(config, "_not_writable", lambda path: "Permission denied")
    else:
        (tmp_path / "ro").mkdir()
        (tmp_path / "ro").chmod(0o500)
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "ro"))
    try:
        assert main(["build-kb", "--corpus", "wiki", "--quiet"]) == 2
    finally:
        if (tmp_path / "ro").exists():
            (tmp_path / "ro").chmod(0o700)
    _one_error(capsys.readouterr().err, "is not writable", "Permission denied")
