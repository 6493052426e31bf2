"""Every CLI pipeline under chaos models: an answer, or one sentence and exit status 2."""

from __future__ import annotations

import pytest

from course_lib.rag.pipelines import REGISTRY
from tests.chaos.matrix import habits, spec

QUESTIONS = ["How does asyncio.wait decide when to return?", "Who leads the team that owns Project Falcon?"]


@pytest.mark.parametrize("habit", habits())
@pytest.mark.parametrize("pipeline", list(REGISTRY))
def test_pipeline_answers_or_fails_in_one_sentence(habit, pipeline, monkeypatch, capsys):
    from course_lib.app.cli import main

    monkeypatch.setenv("COURSE_LLM", spec(habit))
    monkeypatch.setenv("COURSE_LLM_CACHE", "off")
    for question in QUESTIONS:
        status = main(["ask", question, "--pipeline", pipeline])
        out, err = capsys.readouterr()
        assert status in (0, 2), err
        if status == 0:
            assert out.strip(), f"{pipeline} printed no answer under {habit}"
        else:
            lines = [line for line in err.splitlines() if line.strip()]
            assert len(lines) == 1 and lines[0].startswith("error: "), err
            assert "Traceback" not in err
