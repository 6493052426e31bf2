"""A question whose subject is only a pronoun and whose other words are everyday ones no note
uses ("Where are they going?" over a letter about a school trip) is a stated limit, not a trusted
"I don't know.": the notes cannot be said to lack an answer to a question whose subject cannot be
told (``subjectless.subjectless``). A question that names its subject ("Who was the support act?",
"Is there parking?") still gets "I don't know." when no note answers it."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.responders import replies

SYSTEM = "Answer using the notes.\n\nNotes:\n{context}"

TRIP = """Dear parents,
Year 3 will visit the Natural History Museum on 9 June. The coach leaves at 9 am.
Please send a packed lunch."""

MOVE = """Moving day plan
The van arrives at 8. Nadia and Tom are moving to a flat in Leith on Saturday.
Keys from the agent at noon."""

GIG = """Setlist, 12 April
1. Opening song
2. Second song
Encore: Last song"""


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("context, question", [
    (TRIP, "Where are they going?"),
    (MOVE, "What are they doing?"),
    (TRIP, "Where do we go?"),
])
def test_a_subject_named_only_by_a_pronoun_is_a_stated_limit(context, question):
    out, caught = _ask(context, question)
    assert caught and "pronoun" in out.response_metadata["simulator_limit"], out.content


@pytest.mark.parametrize("context, question", [
    (GIG, "Who was the support act?"),
    (TRIP, "Is there parking?"),
])
def test_a_named_subject_the_notes_lack_is_still_i_dont_know(context, question):
    out, caught = _ask(context, question)
    assert not caught and "don't know" in out.content.lower(), out.content


def test_the_limit_rule_is_this_one():
    out, _ = _ask(TRIP, "Where are they going?")
    assert out.response_metadata["explanation"]["rule"].startswith("no sentence answers, and the question names")
    assert replies._DETERMINERS >= {"the", "a", "my"}
