"""Broken corpus folders at the command line (issue 10): one ``error:`` line naming the file.

``python -m course_lib ask ... --extra-docs DIR`` with an empty or missing folder, malformed
front matter, non-UTF-8 bytes, a note without text, front matter that is a list or never
closed: exit status 2, exactly one line on stderr that starts with ``error:`` and names the
offending file (or folder), and no traceback. The library-level messages are tested in
test_embeddings_kb.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BAD_NOTES = {
    "malformed-yaml": ("bad-yaml.md", b"---\ntitle: [unclosed\n---\nbody\n", "malformed front matter"),
    "tab-in-yaml": ("tabbed.md", b"---\ntitle:\tx\n\tbad: [\n---\nbody\n", "malformed front matter"),
    "not-utf8": ("latin1.md", "---\ntitle: Caf\xe9\n---\nna\xefve text\n".encode("latin-1"), "not UTF-8"),
    "no-body": ("empty-body.md", b"---\ntitle: ok\n---\n", "no text"),
    "list-front-matter": ("list.md", b"---\n- a\n- b\n---\nbody\n", "not a mapping"),
    "unclosed-front-matter": ("unclosed.md", b"---\ntitle: x\nno closing line\n", "never closed"),
}


def _ask(extra: Path, capsys, *args: str) -> tuple[int, str, str]:
    from course_lib.app.cli import main

    code = main(["ask", "What is asyncio.wait?", "--pipeline", "fixed", "--extra-docs", str(extra), *args])
    out, err = capsys.readouterr()
    return code, out, err


def _one_error_line(err: str, *fragments: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])


@pytest.mark.parametrize("case", sorted(BAD_NOTES))
def test_bad_note_gives_one_error_line_naming_the_file(case, tmp_path, capsys):
    name, content, fragment = BAD_NOTES[case]
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "fine.md").write_text("---\ntitle: Fine\n---\nA perfectly good note.\n", encoding="utf-8")
    (extra / name).write_bytes(content)
    code, out, err = _ask(extra, capsys)
    assert code == 2
    assert out == ""
    _one_error_line(err, name, fragment)


@pytest.mark.parametrize("case, fragment", [
    ("missing", "does not exist"),
    ("empty", "no markdown"),
    ("a-file.md", "is a file"),
    ("only-a-folder-named-md", "no markdown"),
])
def test_bad_folder_gives_one_error_line_naming_it(case, fragment, tmp_path, capsys):
    target = tmp_path / case
    if case == "empty":
        target.mkdir()
    elif case == "a-file.md":
        target.write_text("---\ntitle: x\n---\nbody\n", encoding="utf-8")
    elif case == "only-a-folder-named-md":
        (target / "looks-like-a-note.md").mkdir(parents=True)
    code, out, err = _ask(target, capsys)
    assert code == 2
    _one_error_line(err, case, fragment)


def test_unreadable_note_gives_one_error_line(tmp_path, capsys):
    if os.geteuid() == 0:
        pytest.skip("root can read a file whatever its permissions")
    extra = tmp_path / "extra"
    extra.mkdir()
    note = extra / "secret.md"
    note.write_text("---\ntitle: x\n---\nbody\n", encoding="utf-8")
    note.chmod(0)
    try:
        code, _, err = _ask(extra, capsys)
    finally:
        note.chmod(0o644)
    assert code == 2
    _one_error_line(err, "secret.md", "cannot be read")


def test_byte_order_mark_does_not_hide_the_front_matter(tmp_path):
    from course_lib.retrieval.corpus import load_corpus

    (tmp_path / "bom.md").write_bytes(b"\xef\xbb\xbf---\ntitle: With a BOM\n---\nBody text.\n")
    (doc,) = load_corpus(tmp_path)
    assert doc.metadata["title"] == "With a BOM"
    assert doc.page_content == "Body text."


def test_build_kb_with_a_bad_extra_folder_exits_2(tmp_path, capsys):
    from course_lib.app.cli import main

    (tmp_path / "bad.md").write_bytes(b"---\ntitle: ok\n---\n\xff\xfe\n")
    code = main(["build-kb", "--corpus", "notes", "--extra-docs", str(tmp_path), "--quiet"])
    _, err = capsys.readouterr()
    assert code == 2
    _one_error_line(err, "bad.md", "not UTF-8")


@pytest.mark.slow
def test_real_process_prints_no_traceback(tmp_path):
    """The same through ``python -m course_lib``: what a learner sees in a terminal."""
    (tmp_path / "bad-yaml.md").write_bytes(BAD_NOTES["malformed-yaml"][1])
    env = {**os.environ, "COURSE_LLM": "sim", "COURSE_EMBEDDINGS": "local", "COURSE_BLOCK_NETWORK": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "course_lib", "ask", "hi", "--pipeline", "fixed", "--extra-docs", str(tmp_path)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    _one_error_line(proc.stderr, "bad-yaml.md", "malformed front matter", "line 3")
