"""A grader's question written after the text it grades ("Answer to Validate: ... Is this answer
fully grounded in the documents?") ends that text: it is no claim of the answer (issue 26,
ports21: a telecom support RAG's validator called every answer ungrounded, the question's words
read as the answer's). ``reading._ASKS_OF_IT_RE`` in ``_lines_until``; invented wordings."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import parse_message

NOTES = "Sources:\n[1 - pool.txt]\nThe outdoor pool opens on 1 June and closes on 15 September. Lanes are 25 metres long."

CASES = [
    ("Candidate response", "The outdoor pool opens on 1 June.", "Is the response supported by the sources above?"),
    ("Reply under review", "Lanes are 25 metres long.", "Does this reply stick to the sources?"),
    ("Answer to check", "The outdoor pool closes on 15 September.", "Is that answer backed by the sources, yes or no?"),
]


@pytest.mark.parametrize(("label", "answer", "asked"), CASES)
def test_the_question_is_no_part_of_the_graded_text(label, answer, asked):
    parsed = parse_message(f"{NOTES}\n\n{label}:\n{answer}\n\n{asked}")
    generation = [s.value for s in parsed.sections if s.kind == "generation"]
    assert generation == [answer]


class Backed(BaseModel):
    """Whether the reply is backed by the sources."""

    backed: bool = Field(description="True if every claim of the reply is stated in the sources, False otherwise.")


SYSTEM = "You check whether a reply is backed by the sources. Every claim must be stated in the sources."


def _grade(label, answer, asked):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(Backed).invoke(
            [("system", SYSTEM), ("human", f"{NOTES}\n\n{label}:\n{answer}\n\n{asked}")])


@pytest.mark.parametrize(("label", "answer", "asked"), CASES)
def test_a_reply_made_of_the_sources_is_backed(label, answer, asked):
    assert _grade(label, answer, asked).backed is True


@pytest.mark.parametrize(("label", "answer", "asked"), CASES)
def test_guard_a_reply_with_an_invented_figure_is_not(label, answer, asked):
    """Guard (passes before too): a figure the sources lack."""
    assert _grade(label, "The outdoor pool opens on 3 May and lanes are 50 metres long.", asked).backed is False
