"""clause_values: one clause of a sentence whose ";" clauses each state a value of the asked kind (fix67c)."""

import pytest

from course_lib.sim.grounded.clause_values import picked
from course_lib.sim.words.cues import read
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_CLINIC = ("A first appointment, with a full assessment, is £52 and lasts 45 minutes; routine treatments after "
           "that are £42 for 30 minutes.")
_DOJO = "Adult sessions last 90 minutes; kids' sessions last 45 minutes."
_BAR = "The bar shuts at 23:00 Monday to Saturday; on Sundays it shuts at 22:30."
_FERRY = "The ferry crossing takes 90 minutes; the fast catamaran takes 55 minutes."
_HOTEL = "Check-in is from 15:00; check-out is by 10:30."
_POOL = "The pool opens at 07:00 on weekdays; at weekends it opens at 08:00."


@pytest.mark.parametrize(("question", "sentence", "clause"), [
    ("how long is the first appointment", _CLINIC, "A first appointment, with a full assessment, is £52 and lasts 45 minutes."),
    ("how long is the kids session", _DOJO, "Kids' sessions last 45 minutes."),
    ("what time does the bar shut on sundays", _BAR, "On Sundays it shuts at 22:30."),
    ("what time does the bar shut on saturday", _BAR, "The bar shuts at 23:00 Monday to Saturday."),
    ("how long does the catamaran take", _FERRY, "The fast catamaran takes 55 minutes."),
    ("what time is check-out", _HOTEL, "Check-out is by 10:30."),
], ids=["clinic", "kids", "bar-sunday", "bar-saturday", "catamaran", "check-out"])
def test_the_named_clause_is_quoted(question, sentence, clause):
    """Each fails on read80 (no module: the whole sentence was quoted)."""
    assert picked(question, sentence) == clause


@pytest.mark.parametrize(("question", "sentence"), [
    ("what time does the pool open on saturday", _POOL),  # "saturday" not in the sentence
    ("how long does it take", _FERRY),  # no clause named
    ("how much is a first appointment", _CLINIC),  # money: labelled_amounts' kind
    ("how long is the session", "Sessions last 90 minutes, with a break."),  # one clause
    ("how long is the walk", "The walk is 5 km; bring water."),  # a clause with no value of the kind
], ids=["unnamed-day", "no-subject", "money", "one-clause", "valueless-clause"])
def test_no_clause_is_picked(question, sentence):
    """Guards: ``None`` (the sentence quoted whole, as on read80)."""
    assert picked(question, sentence) is None


def test_data_is_well_formed():
    data = read("clause_values.yaml")
    assert "duration" in data["kinds"] and "time" in data["kinds"] and "money" not in data["kinds"]
    assert "it" in data["pronouns"] and data["max_clauses"] >= 2


def test_the_named_clause_is_replied(llm):  # noqa: F811
    """Fails on read80 (the whole sentence quoted, the kids' 45 minutes beside the adults' 90)."""
    notes = ("Riverside Judo Club\nAdult sessions last 90 minutes; kids' sessions last 45 minutes.\n"
             "Membership is £30 a month.\nThe dojo is on Mill Street.")
    reply, stated = _rag(llm, notes, "how long is a kids session?")
    assert "45 minutes" in reply and "90" not in reply and not stated, reply
