"""``request.conversation``: a fact the user states of someone of theirs ("my husband's birthday is ...", "my
favourite film is Alien but my son's is Cars") is kept with its owner, and answers only a question about that
owner; the user's own fact answers no question about theirs (issue 26). Invented turns."""

from __future__ import annotations

import pytest

from course_lib.sim.request.conversation import recall, stated_facts


def test_an_elided_owners_value_is_kept_with_its_owner():
    facts = stated_facts(["My favourite film is Alien but my son's is Cars."])
    assert facts == {"favourite film": "Alien", "son's favourite film": "Cars"}
    assert stated_facts(["My husband's birthday is 4 March."]) == {"husband's birthday": "4 March"}


@pytest.mark.parametrize("question, answer", [
    ("what's my son's favourite film?", "Cars"),
    ("and what's my favourite film?", "Alien"),  # (guard) the user's own fact, as before
])
def test_the_owner_asked_picks_the_fact(question, answer):
    reply = recall(["My favourite film is Alien but my son's is Cars."], question)
    assert reply and answer in reply and ("Alien" not in reply if answer == "Cars" else "Cars" not in reply)


def test_someone_elses_fact_answers_no_question_about_the_users_own():
    assert recall(["My sister's car is a blue Fiat 500."], "what car do I have?") is None
    assert recall(["My sister's car is a blue Fiat 500."], "what's my sister's car?") == \
        "Your sister's car is a blue Fiat 500."
