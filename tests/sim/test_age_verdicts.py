"""An age bound that decides a yes/no states its verdict, read clause by clause within sentences
(issue 26; the forty-fifth set's NN4). Wordings and material are my own (branch fix47a), none from a
fresh set or my probe ``forms_c``: a climbing wall's quoted, hard-wrapped e-mail, a trampoline
park's joined paragraph, a pottery studio's and a sailing club's rules with a condition. Every row
fails on 91badf2a (a clause ran over a sentence's end and was quoted with the line before it, with
no yes or no; a condition on those under a bound was read as saying who it is for)."""

from __future__ import annotations

import pytest

from course_lib.sim.values import ages
from tests.sim._chat import ask_rag

CLIMB = """Subject: Re: party booking

Hi Sam, all booked for Saturday.

> On 2 May, Sam Hale wrote:
>> Thanks for your enquiry. A session lasts ninety minutes, with a
>> ten minute safety talk at the start. Children must be 7 or over to
>> use the bouldering room, and everyone needs proper shoes."""

JUMP = ("Bounce Zone rules: each session is one hour, including a short warm up on the mats. "
        "Kids must be 5 or older to use the main court. No food on the court.")

POTTERY = """Wheel classes
Students under 14 may join only with a parent in the class.
Classes run on Tuesday evenings."""

SAILING = """Dinghy club
Sailors under 12 may go out unless the wind is over force 4 with an instructor.
The club opens at 9."""

CLAUSES = [  # (question, body, the clause met: no part of the sentence before it)
    ("Can my 8-year-old use the bouldering room?", "A session lasts ninety minutes, with a ten minute safety talk at "
     "the start. Children must be 7 or over to use the bouldering room, and everyone needs proper shoes.",
     "Children must be 7 or over to use the bouldering room"),
    ("Can my 6 year old use the main court?", JUMP, "Kids must be 5 or older to use the main court."),
]


@pytest.mark.parametrize(("question", "body", "clause"), CLAUSES)
def test_a_clause_never_runs_over_a_sentence_end(question, body, clause):
    found = [c for _, c in ages.met_clauses(question, body)]
    assert found == [clause], found


VERDICTS = [  # (document, question, the reply opens with, not said)
    (CLIMB, "Can my 8-year-old use the bouldering room?", "Yes", ("safety talk",)),
    (JUMP, "Can a 6 year old use the main court?", "Yes", ("warm up",)),
]


@pytest.mark.parametrize(("doc", "question", "opens", "unsaid"), VERDICTS)
def test_a_met_bound_states_its_verdict(doc, question, opens, unsaid):
    reply, caught = ask_rag(doc, question)
    assert reply.startswith(opens) and not any(u in reply for u in unsaid), reply


CONDITIONS = [  # a condition on those under a bound: an age it misses gets no "No" from it
    (POTTERY, "Can my 15-year-old join a class?"),
    (SAILING, "Can a 13 year old go out?"),
]


@pytest.mark.parametrize(("doc", "question"), CONDITIONS)
def test_a_condition_missed_gives_no_verdict(doc, question):
    reply, caught = ask_rag(doc, question)
    assert not reply.startswith("No"), reply


NO_VERDICT = [  # (document, question): a met bound that says more than leave, or no leave asked: no "Yes"
    ("Canal trips: under-5s ride free with a paying adult.", "Does my 4-year-old have to pay for the boat?"),
    ("Zip wire: children under 14 must ride with an instructor.", "Can my 12-year-old ride the zip wire alone?"),
    ('<policy id="age">Members must be 18 or over.</policy>', "Can my 21-year-old join?"),
]


@pytest.mark.parametrize(("doc", "question"), NO_VERDICT)
def test_no_yes_beyond_leave(doc, question):
    reply, caught = ask_rag(doc, question)
    assert not reply.startswith("Yes"), reply


GROUPS = "Harbour Youth Band\nCadets: ages 9-11, Mondays.\nSeniors: 12 to 17 year olds, Thursdays.\n"


@pytest.mark.parametrize(("question", "opening"), [
    # the age stated first, the permission asked in the next sentence or after a dash (round 67)
    ("My grandson is 10. Can he join the Cadets?", "Yes"),
    ("She's 10 - could she try the Cadets?", "Yes"),
])
def test_a_permission_asked_after_the_stated_age_gets_its_verdict(question, opening):
    reply, limits = ask_rag(GROUPS, question)
    assert reply.startswith(opening) and not limits
