"""``unfit_answers``: the chosen sentences are no answer to the form asked: a verdict, a rank, a who,
what is not so, a value of another subject or one that ties with another. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.unfit_answers import (
    event_negated,
    figures_for_who,
    negation_unapplied,
    tied_value,
    unjudged,
    unranked,
    untied_value,
)
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

HIVES = "| Hive | Inspected | Queen |\n|---|---|---|\n| H1 | 12 May | marked |\n| H2 | 19 May | unmarked |\n"
BIKES = "| Bike | Serviced |\n|---|---|\n| Red | serviced in March |\n| Blue | serviced in May |\n"
CHOIR = "Our choir sings most Sundays.\nRehearsals start around 7 pm every day.\nThe new album is coming soon."


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def _call(check, request, found, matcher):
    if check in (untied_value, tied_value):
        return check(found, matcher)
    if check in (figures_for_who, negation_unapplied, event_negated):
        return check(request, found, matcher)
    return check(request, found)


CASES = [
    (unjudged, "Chlorine: 0.4 ppm (target 1-3 ppm).", "Is the chlorine too low?", "a verdict"),
    (unranked, "Route A: grade 4, 3 hours.\nRoute B: grade 6, 2 hours.", "Which route is the most scenic?", "'scenic'"),
    (figures_for_who, HIVES, "Who inspected H2?", "'Inspected'"),
    (negation_unapplied, BIKES, "Which bikes haven't been serviced?", "'been serviced'"),
    (untied_value, CHOIR, "When is the new album out?", "another subject's"),
    (tied_value, "Check-in: 3 May\nCheck-out: 9 May", "When do I have to leave the cottage?", "just as well"),
    # ports77 (graph RAG port): the lines say the asked event did not happen
    (event_negated, "The Kelso ferry was laid up in 2019 and has not sailed since.", "When did the Kelso ferry sail again?",
     "did not happen"),
    (event_negated, "Otters were hunted out of the Wyre valley in the 1950s; none have been seen there since.",
     "When were otters seen in the Wyre valley again?", "did not happen"),
]
NEGATIVES = [
    (unjudged, "Chlorine: 0.4 ppm, which is too low.", "Is the chlorine too low?"),  # the verdict is stated
    (unranked, "Route A is the most scenic.", "Which route is the most scenic?"),
    (figures_for_who, HIVES, "When was H2 inspected?"),  # no who asked
    (negation_unapplied, BIKES, "Which bikes have been serviced?"),  # nothing negated
    (untied_value, "The new album is out on 3 June.", "When is the new album out?"),
    (tied_value, "Return the cottage keys by 9 May.", "When do I return the cottage keys?"),
    # the event said outside the negation too, and a question that negates (negation_unapplied's)
    (event_negated, "The ferry did not sail in March; it sailed again on 2 April.", "When did the ferry sail again?"),
    (event_negated, "The ferry has not sailed since 2019.", "Which ferries haven't sailed?"),
    # the merger (session 77): advice and states are no past event: "don't prune it now - wait till it has
    # fruited" answers "when should I prune it?" (twentyfifth's phonein-when-cut was made a limit by the first form)
    (event_negated, "Don't prune the fig now; wait till it has fruited, then take a third off.",
     "When should I prune the fig?"),
    (event_negated, "The vault was never used; the family lies in the churchyard.", "Where is the family buried?"),  # guard
]


@pytest.mark.parametrize(("check", "notes", "question", "said"), CASES, ids=[c[0].__name__ for c in CASES])
def test_no_answer_to_the_form_asked(matcher, check, notes, question, said):
    request, found = gathered(matcher, notes, question)
    assert said in _call(check, request, found, matcher)


@pytest.mark.parametrize(("check", "notes", "question"), NEGATIVES, ids=[c[0].__name__ for c in NEGATIVES])
def test_may_be_the_answer(matcher, check, notes, question):
    request, found = gathered(matcher, notes, question)
    assert _call(check, request, found, matcher) is None


@pytest.mark.parametrize(("notes", "question", "unnamed"), [
    ("Rent is paid each April to the treasurer.\nThe water trough is refilled on Saturdays.", "who is the treasurer?", True),
    ("Send match reports to the club secretary after each game.", "Who's our club secretary?", True),
    ("Rent is paid each April to the treasurer, Ama Boateng.", "who is the treasurer?", False),
    ("Treasurer: Ama Boateng", "who is the treasurer?", False),
    ("Queries go to the treasurer at money@plots.example.", "who is the treasurer?", False),  # an address may be who
    ("Car hire RA-1\nAdditional driver: none.", "who is the additional driver", False),  # its field says no one
], ids=["role-only", "role-only-2", "named", "field", "address", "field-none"])
def test_a_role_named_without_a_person(notes, question, unnamed):
    from course_lib.sim.grounded.unfit_answers import role_unnamed
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    request, found = gathered(Matcher(Knowledge.load()), notes, question)
    assert bool(role_unnamed(request, found)) is unnamed


@pytest.mark.parametrize(("notes", "question", "quoted"), [
    ("The Kelso ferry was laid up in 2019 and has not sailed since. A bus now runs every hour.",
     "When did the Kelso ferry sail again?", "2019"),
    ("The Millbeck village fete has not been held since the flood of 2007. The green is now a car park.",
     "When was the Millbeck fete held again?", "2007"),
])
def test_a_grounded_answer_never_dates_an_event_its_lines_say_did_not_happen(notes, question, quoted):
    """ports77: the old reply quoted the negated line, its year passed off as the answer."""
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_grounded_calibration import _rag

    reply, limits = _rag(SimulatedChatModel(), notes, question)
    assert limits or (quoted not in reply and "don't know" in reply.lower()), reply
