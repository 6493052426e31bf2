"""``grounded.unmet_predicates``: a short yes/no question whose last word the quoted line does not
say is a stated documents limit, never the subject's line quoted as if it said yes (issue 26:
"is parking free" over a B&B's notes was answered by the parking line, which says nothing of a
charge). Wordings of my own (a canal boat hire's notes). The chat rows fail on start74, where the
line was quoted; rows named guards pass there too."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.unmet_predicates import predicate

NOTES = """You answer hirers' questions for Lockside Narrowboats from the notes below.

Notes:
- Boats: 4-berth and 6-berth, all with a gas cooker and a shower.
- Mooring at the yard overnight before departure, by arrangement.
- Dogs: up to two per boat, £40 per dog per week.
- Diesel is charged on return at the metered rate.
- Life jackets for every crew member are in the front locker.
- Handover takes about an hour; arrive by 2pm.
"""


def _ask(question: str):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().invoke([SystemMessage(NOTES), HumanMessage(question)])


@pytest.mark.parametrize(("question", "word"), [
    ("is the front locker big", "big"),
    ("is overnight mooring covered", "covered"),
    ("are the life jackets new", "new"),
])
def test_an_unsaid_predicate_is_a_stated_limit(question, word):
    out = _ask(question)
    assert out.response_metadata.get("simulator_limit"), out.content
    assert repr(word) in out.content


@pytest.mark.parametrize("question", [
    "is diesel charged",  # the line says it
    "are dogs extra",  # a priced predicate over a line with a price: the line answers (no)
    "is the pool open today",  # guard: no subject in the notes; other readers' reply
])
def test_guard_a_said_or_priced_predicate_keeps_the_reply(question):
    out = _ask(question)
    assert "says nothing of" not in out.content


def test_the_predicate_is_the_last_word_of_a_short_copula_question():
    assert predicate("is parking free") == "free"
    assert predicate("Are the rooms en-suite?") == "en-suite"
    assert predicate("is the pool open sunday") == "sunday"  # (left to the day readers by ``unmet``)
    assert predicate("can i bring a dog") is None  # not opened by a copula
    assert predicate("is room 12") is None  # ends on a figure
    assert predicate("is it true that the ferry that leaves from the north pier at noon runs daily") is None


def test_guard_other_shapes_have_no_last_word_predicate():
    """Guard rows from make test's sets: an existential question and a predicate followed by a
    preposition's phrase are other shapes (the twentyfourth set's "are glazes included in the
    wheel throwing price" and a probe's "is there a free slot on Monday afternoon?" were right
    before and became limits with the first version of this check)."""
    assert predicate("is there a free slot on Monday afternoon?") is None
    assert predicate("are glazes included in the wheel throwing price") is None
    assert predicate("is it cold") is None
