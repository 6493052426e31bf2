"""held_quantities: the question's quantity against quantities of the same kind the notes state
(invented wordings, topics and formats; none from the fresh sets)."""

import pytest

from course_lib.sim.grounded import held_quantities
from course_lib.sim.grounded.held_quantities import Doubt, Verdict
from course_lib.sim.values import comparisons

MARINA = """Visitor berths
- Boats up to 12 m length overall; rafting allowed.
- Max 3 nights per stay in season.
- Showers: fob from the office, £2 deposit."""
CAMPSITE = "Pitch rules: no more than 6 people per pitch, and at most 2 tents. Quiet after 22:00."
BRIDGE = "The old bridge has a weight limit of 7.5 t; the new one takes anything."
KAYAK = "Single kayaks are 3.2 m long; doubles are 4.6 m. Paddles 2.2 m."
STUDIO = "Room B seats 14 people. Room C seats 30 people."

VERDICTS = [
    # (question, notes, yes?)
    ("can i bring a 14m boat", MARINA, False),
    ("can I moor a 9.5m yacht here", MARINA, True),
    ("can 8 of us share a pitch", CAMPSITE, False),
    ("could we put up 2 tents", CAMPSITE, True),
    ("can a 10t lorry cross the old bridge", BRIDGE, False),
    ("so can 5 guests stay on one pitch", CAMPSITE, True),
]

DOUBTS = [
    # the kind is stated, with no bound to apply: a stated doubt, never "I don't know."
    ("is the single kayak a 4m one", KAYAK),
    ("is there a room for 20 people", STUDIO),
]

NONE = [
    # no quantity in the question
    ("can i bring a boat", MARINA),
    # a quantity of a kind the notes do not state
    ("can i bring 3 dogs", MARINA),
    # a count of time or money is no counted thing here
    ("can we stay 5 days", CAMPSITE),
    # two quantities in the question: which one is asked is not read here
    ("can 8 of us share 2 tents", CAMPSITE),
    # a wh-question: the quantity names the thing asked about ("the 100m"), no comparison
    ("who won the 10m dash", "Results: 50 m dash - Ife; 200 m - Rosa."),
]


@pytest.mark.parametrize("question,notes,yes", VERDICTS)
def test_a_bound_on_the_kind_gives_the_verdict(question, notes, yes):
    got = held_quantities.compared(question, [notes])
    assert isinstance(got, Verdict) and got.yes is yes, got
    assert got.text().startswith("Yes" if yes else "No")


@pytest.mark.parametrize("question,notes", DOUBTS)
def test_the_kind_stated_without_a_bound_is_a_doubt(question, notes):
    got = held_quantities.compared(question, [notes])
    assert isinstance(got, Doubt) and "quantity of a kind the documents state" in got.reason, got


@pytest.mark.parametrize("question,notes", NONE)
def test_nothing_to_compare(question, notes):
    assert held_quantities.compared(question, [notes]) is None


@pytest.mark.parametrize("text,keys", [
    ("can we bring 3 dogs", ["dog"]), ("2 well-behaved dogs", ["dog"]), ("6 of us", ["person"]),
    ("a 30kg case", ["kilogram"]), ("the 1.5 m wall", ["meter"]), ("open 7 days a week", ["day"]), ("Bikes: up to 4 on the rack", ["bike"]),
    ("£15 per stay", []),
])
def test_amounts(text, keys):
    assert [a.key for a in held_quantities.amounts(text)] == keys


@pytest.mark.parametrize("text,op", [
    ("a height limit of ", "<="), ("up to ", "<="), ("max ", "<="), ("at least ", ">="), ("it weighs ", None),
])
def test_bound_before(text, op):
    assert comparisons.bound_before(text) == op


def _ask(notes: str, question: str):
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim.chat.model import SimulatedChatModel

    system = ("Answer the question using only the context below. If the context does not contain the answer, "
              "say you don't know.\n\nContext:\n" + notes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("notes,question,start", [
    (CAMPSITE, "can 8 of us share a pitch", "No"),
    ("Bikes: up to 4 on the rack, first come first served.\nLuggage: 1 bag each.", "can we put 5 bikes on it", "No"),
])
def test_the_verdict_is_the_grounded_reply(notes, question, start):
    text, limit = _ask(notes, question)
    assert text.startswith(start) and limit is None, (text, limit)


def test_the_kind_stated_is_a_limit_not_i_dont_know():
    text, limit = _ask(STUDIO + " Both have a projector.", "is there a room for 20 people")
    assert text != "I don't know." and limit, (text, limit)


@pytest.mark.parametrize("question, yes", [
    ("Our choir has sung 9 rehearsals this term. Can we enter the festival?", False),
    ("I've done 14 lessons so far. Am I allowed to book the test?", True),
])
def test_a_count_stated_before_the_yes_no_is_compared(question, yes):
    notes = ["Entry rules: a choir must have held at least 10 rehearsals this term. Learners need at least 12 lessons."]
    got = held_quantities.compared(question, notes)
    assert isinstance(got, Verdict) and got.yes is yes


def test_no_doubt_across_languages():
    # (guard of this round's wider yes/no reading) a bound in words of another language ("mer än 5 cm") is unread:
    # the language's own limit stands
    notes = ["Vi plogar när det har kommit mer än 5 cm snö. Sand finns gratis vid soptunnorna."]
    assert held_quantities.compared("We had 3 cm of snow. Will the road be ploughed?", notes) is None
