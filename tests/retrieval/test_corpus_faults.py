"""Hostile front matter is refused in one sentence, quickly (course_lib.retrieval.corpus).

A YAML alias bomb ("billion laughs"), nesting thousands of levels deep, a front matter of
megabytes, keys that are not text or are reserved by Chroma: each is a ``CourseError``
naming the file, within a second; unusual but harmless values (NaN, a huge integer, a date)
are kept as text. The same at the command line.
"""

from __future__ import annotations

import pytest

from course_lib.foundation.errors import CourseError
from tests.helpers.fault_server import timed


def _bomb(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]")
    return "\n".join(lines)


HOSTILE = {
    "alias bomb": (_bomb(), "YAML alias (*a0)"),
    "one alias": ("base: &b {x: 1}\ncopy: *b", "YAML alias (*b)"),
    "deep nesting": ("x: " + "[" * 5000 + "]" * 5000, "nested deeper than 10 levels"),
    "deep mappings": ("x:" + "".join(f"\n{'  ' * i}k{i}:" for i in range(1, 30)) + " 1", "nested deeper"),
    "megabytes": ("title: " + "x" * 2_000_000, "front matter longer than 20000 characters"),
    "integer key": ("title: t\n1: one", "a front-matter key that is not text ('1')"),
    "null key": ("title: t\n~: nothing", "not text ('None')"),
    "boolean key": ("title: t\nyes: sure", "not text ('True')"),
    "date key": ("title: t\n2026-01-01: new year", "not text ('2026-01-01')"),
    "chroma key": ("title: t\nchroma:document: forged", "reserved front-matter key 'chroma:document'"),
    "hash key": ("title: t\n'#embedding': forged", "reserved front-matter key '#embedding'"),
    "dollar key": ("title: t\n$and: x", "reserved front-matter key '$and'"),
    "empty key": ('title: t\n"": x', "an empty front-matter key"),
}


def _note(folder, front: str, name: str = "hostile.md"):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(f"---\n{front}\n---\nThe body of the note.\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_front_matter_is_refused_quickly(case, tmp_path):
    from course_lib.retrieval.corpus import load_corpus

    front, words = HOSTILE[case]
    folder = _note(tmp_path, front)
    seconds, _, error = timed(load_corpus, folder)
    assert isinstance(error, CourseError), error
    assert words in str(error) and "hostile.md" in str(error) and "\n" not in str(error)
    assert seconds < 5.0  # refused before parsing; the alias bomb used to hang


def test_odd_but_harmless_values_are_kept_as_text(tmp_path):
    from course_lib.retrieval.corpus import load_corpus
    from course_lib.retrieval.kb import content_hash, split_documents

    folder = _note(tmp_path, "title: Odd values\nratio: .nan\nbig: 123456789012345678901234567890\n"
                             "when: 2026-05-01\nnested: {a: [1, 2]}")
    (doc,) = load_corpus(folder)
    assert doc.metadata["ratio"] == "nan" and doc.metadata["big"] == "123456789012345678901234567890"
    assert doc.metadata["when"] == "2026-05-01"
    content_hash(split_documents([doc]), embeddings=type("E", (), {"model": "x"})())


def test_the_command_line_refuses_a_bomb_in_one_line(tmp_path, capsys):
    from course_lib.app.cli import main

    folder = _note(tmp_path / "extra", _bomb())
    seconds, code, _ = timed(main, ["ask", "hi", "--pipeline", "fixed", "--extra-docs", str(folder)])
    lines = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and "YAML alias" in lines[0]
    assert seconds < 10
