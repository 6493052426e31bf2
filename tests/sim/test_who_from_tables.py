"""A "who" question answered by table cells that hold only figures (``unfit_answers.figures_for_who``):
"Who planted T04?" over a register whose "planted" column holds years is a stated limit, not
"planted: 2018" quoted. Guards: a column that holds a name answers; a question that is no "who"
question is left alone."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


HIVES = "hive | installed | frames | queen marked\n--- | --- | --- | ---\nH1 | 2024 | 10 | yes\nH2 | 2025 | 8 | no"
BOATS = "boat,launched,length_m,berth\nKestrel,1998,7.2,A4\nPuffin,2011,5.9,B1\nTern,2019,6.4,B7"
ROTA = "shift | covered by | hours\n--- | --- | ---\nMonday early | Femi | 6\nMonday late | Agnieszka | 5"


@pytest.mark.parametrize(("notes", "question"), [
    (HIVES, "Who installed hive H2?"),
    (BOATS, "Who launched the Puffin?"),
], ids=["hives", "boats"])
def test_a_who_question_over_figure_cells_is_a_stated_limit(notes, question):
    text, limit = _ask(notes, question)
    assert limit is not None and "who" in limit, text


def test_a_column_holding_a_name_answers():
    text, limit = _ask(ROTA, "Who covered the Monday late shift?")
    assert "Agnieszka" in text and limit is None, text


def test_a_question_that_is_no_who_question_is_left_alone():
    text, limit = _ask(BOATS, "When was the Puffin launched?")
    assert "2011" in text and limit is None, text
