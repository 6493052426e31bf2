""""How long is the X?" asks a length or a duration alike (an *extent*): a sentence stating
either answers it, a date does not; "how deep / wide / tall / fast" asks a figure, and "deep"
meets "depth" (an alias group). Before (issue 26, seventh batch of ports: "How long is the
Halvorsen Bridge?" and "How deep is Lake Merrow?"), "how long" asked only a duration, so "It is
1,240 metres long" did not answer, and "deep" met nothing in "a maximum depth of 96 metres".
Invented notes."""

from __future__ import annotations

import warnings

import pytest

from course_lib import get_chat_model
from course_lib.sim.grounded import evidence
from course_lib.sim.material.documents import Document
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.quantities import asked_type, states, value_types

NOTES = """Brennholt Pier was rebuilt in 2011 after a winter storm. It is 410 metres long and has a cafe at its end.

The ferry from Brennholt to Skarv Island leaves every hour. The crossing takes 35 minutes in calm weather.

The Marl Quarry Pond filled with rain water in 1974. It reaches a depth of 14 metres at the old loading ramp."""

PROMPT = ("Use the following notes to answer the question. If you don't know, say so.\n\n"
          f"Notes:\n{NOTES}\n\nQuestion: {{q}}")


def answer(q):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.invoke(PROMPT.format(q=q)).content


def found(q):
    docs = [Document(None, "", part, i + 1) for i, part in enumerate(NOTES.split("\n\n"))]
    return evidence.gather(Matcher(Knowledge.load()), q, docs)


@pytest.mark.parametrize("question, fact", [
    ("How long is Brennholt Pier?", "410 metres"),
    ("How deep is the Marl Quarry Pond?", "14 metres"),
    ("How long is the ferry crossing to Skarv Island?", "35 minutes"),  # (a guard: a duration was read before too)
])
def test_extent_and_dimension_questions_are_answered(question, fact):
    ev = found(question)
    assert ev.answered, [c.word for c in ev.uncovered]
    assert any(fact in sentence for _, sentence in ev.picks)
    assert fact in answer(question)


def test_extent_is_a_length_or_a_duration():
    assert asked_type("How long is the pier?")[0] == "extent"
    assert asked_type("How long does the crossing take?")[0] == "duration"
    assert states("It is 410 metres long.", "extent") and states("It takes 35 minutes.", "extent")
    assert not states("It was rebuilt in 2011.", "extent")
    assert "extent" in value_types("The crossing takes 35 minutes.")
