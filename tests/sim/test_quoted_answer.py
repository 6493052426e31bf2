"""``quoted_answer``: the answered path: the chosen sentences quoted, unless a check finds they are
not the answer (each a stated limit). Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import quoted_answer
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("notes", "question", "said", "rule", "limit"),
    [
        ("The museum opens at 10am on weekdays.", "When does the museum open?", "opens at 10am",
         "extractive answer: the chosen sentences cover the question", False),
        ("Humidity: 72% (comfort range 40-60%).", "Is the humidity too high?", "a verdict ('too', 'high')",
         "the chosen sentences give figures, not the verdict the question asks", True),
        ("Tank level: 35 litres on Monday, 80 litres on Friday.", "By how many litres did the tank level go up?",
         "a difference", "the chosen sentences give the operands of a computation, not its result", True),
    ],
)
def test_quoted_or_checked(matcher, notes, question, said, rule, limit):
    request, found = gathered(matcher, notes, question)
    assert found.answered
    with explain.collecting() as note:
        reply = quoted_answer.reply(request, found, matcher)
    assert said in reply and note["rule"] == rule and bool(note["limit"]) is limit


def test_the_checks_run_in_order():
    names = [s.__name__ for s in quoted_answer._QUOTE_CHECKS]
    assert names.index("uncomputed") < names.index("_unjudged") < names.index("_negation_unapplied")
    assert [s.__name__ for s in quoted_answer._BEFORE_QUOTING][:2] == ["_per_period", "_discounted"]


_CLEANING = ("BRIGHTSIDE CLEANING - end of tenancy quote\nProperty: 2-bed flat, 3rd floor, lift available\n"
             "Team: 2 cleaners, estimated 6 hours\nCleaning team: £38 per hour (minimum 3 hours)\n"
             "Oven deep clean: £45 extra\nCarpet shampoo: £30 per room\n"
             "Correction 2 June: the team is now 3 cleaners, the rate is £52 per hour, and the estimate is 5 hours.")


def test_an_estimate_over_a_correction_stating_rate_and_hours_is_worked():
    """The sixtieth set's YW1 (b): the asked amount worked from the corrected operands, never the correction
    quoted alone (fails before fix65a)."""
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from this quote:\n\n{_CLEANING}"),
                                             HumanMessage("so what's the estimate for the cleaning team overall")]).content
    assert reply.startswith("GBP 260 (5 hours x £52 per hour)"), reply


_CAMP = ("Sunnyside holiday camp - prices 2026\nDay rate: £28 per child\nSiblings: the second child of a family goes "
         "free on every day booked\nTrip day (Thursday, with coach): £35 per child\nLate pick-up after 5.30pm: £5\n"
         "Change (from 1 July): the trip day now costs £39 per child.")


def test_a_correction_of_a_secondary_pick_is_a_note_after_the_best_pick(matcher):
    """The sixtieth set's YW1 (a): the picks are the siblings line (which holds the question's head) and the trip
    line a later change reprices; the change is no answer of its own (fails before fix65a: the change alone)."""
    import dataclasses

    request, found = gathered(matcher, _CAMP, "does my second child pay for camp?")
    doc = found.picks[0][0]
    found = dataclasses.replace(found, picks=[
        (doc, "Siblings: the second child of a family goes free on every day booked"),
        (doc, "Trip day (Thursday, with coach): £35 per child")])
    reply = quoted_answer._corrected_later(request, found, matcher)
    assert reply.startswith("Siblings: the second child of a family goes free") and "£39" in reply, reply

