"""A broken question file is one sentence naming the line (course_lib.evaluation.questions)."""

from __future__ import annotations

import pytest

from course_lib.evaluation.questions import load_questions
from course_lib.foundation.errors import CourseError


@pytest.mark.parametrize("content, words", [
    (b'{"id": "a", "question": "q"}\nnot json\n', "line 2, is not JSON"),
    (b"[1, 2]\n", 'line 1, needs a JSON object with at least "id" and "question"'),
    (b'{"question": "no id"}\n', "line 1, needs a JSON object"),
    (b'{"id": "a", "question": "q", "hops": "two"}\n', "line 1, has a value of the wrong type"),
    (b'\xff\xfe{"id": "a"}\n', "is not UTF-8 text"),
])
def test_a_broken_question_file_is_one_sentence(content, words, tmp_path):
    path = tmp_path / "questions.jsonl"
    path.write_bytes(content)
    with pytest.raises(CourseError) as info:
        load_questions(path=path)
    assert words in str(info.value) and str(path) in str(info.value) and "\n" not in str(info.value)


def test_the_command_line_says_it_in_one_line(tmp_path, capsys):
    from course_lib.app.cli import main

    path = tmp_path / "q.jsonl"
    path.write_text("{oops\n", encoding="utf-8")
    assert main(["eval", "--questions", str(path), "--pipelines", "fixed"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "line 1, is not JSON" in lines[0]
