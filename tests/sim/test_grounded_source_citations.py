"""``course_lib.sim.responders.grading.grounded``: an answer that cites the source it drew from by name and
number ("(Parking Order §14)", "under Bylaw 7") is grounded when the documents come under that
source's header ("[Source: Parking Order §14 (city law)]"): the source's words and figures count as
stated (issue 26, ports17; the port: tests/thirdparty/test_radiationsafety_sufficiency_chains.py).
Invented sources; the guards: a figure no document or source states stays a made-up claim."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Grounding(BaseModel):
    grounded: bool = Field(description="The answer is grounded in the documents, 'yes' or 'no'")


SYSTEM = "You check whether an answer is grounded in / supported by the set of facts. Give yes or no."
FACTS = ("[Source: Parking Order §14 (city law)] Residents may park in zone B for at most 3 hours on weekdays.\n\n"
         "[Source: Waste Bylaw 7 (city law)] Bulky waste is collected on the first Monday of each month.")


def _grade(question: str, answer: str):
    human = f"Facts:\n\n{FACTS}\n\nQuestion: {question}\n\nGeneration: {answer}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Grounding, include_raw=True).invoke(
            [SystemMessage(SYSTEM), HumanMessage(human)])
    return out["parsed"].grounded, out["raw"].response_metadata.get("simulator_limit")


CITED = [
    ("How long may residents park in zone B?", "Residents may park in zone B for at most 3 hours on weekdays (Parking Order §14)."),
    ("When is bulky waste collected?", "Under Waste Bylaw 7, bulky waste is collected on the first Monday of each month."),
]


@pytest.mark.parametrize(("question", "answer"), CITED)
def test_an_answer_citing_its_source_is_grounded(question, answer):
    grounded, limit = _grade(question, answer)
    assert grounded is True or limit


MADE_UP = [
    ("How long may residents park in zone B?", "Residents may park in zone B for at most 5 hours on weekdays (Parking Order §14)."),
    ("When is bulky waste collected?", "Bulky waste is collected every 2 weeks (Waste Bylaw 7)."),
]


@pytest.mark.parametrize(("question", "answer"), MADE_UP)
def test_a_figure_no_document_states_is_still_not_grounded(question, answer):
    grounded, limit = _grade(question, answer)
    assert grounded is False or limit
