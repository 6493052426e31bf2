"""``dialogue.pronoun_ages`` and ``ages.people_ages``: someone's age the user stated, asked back by a
pronoun's gender or a relation word, worked over a span of years; a stated conversation limit when
the pronoun fits no one or several, or the time has no span ("in 2041"); and "my X is N and my Y is
M" read as two facts (``conversation.stated_facts``), never one run-on value. Invented wordings."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.pronoun_ages import answer
from course_lib.sim.request.conversation import stated_facts
from course_lib.sim.values.ages import people_ages


@pytest.mark.parametrize(("text", "people"), [
    ("My stepson Joel is 14 and my stepdaughter Mia is 10.", [("stepson", 14), ("stepdaughter", 10)]),
    ("my grandad turned 90 in May", [("grandad", 90)]),
    ("My aunt is 52 years old.", [("aunt", 52)]),
    ("我外婆82岁,外公85岁。", [("外婆", 82), ("外公", 85)]),
    ("My bike is 12 years old.", []),  # no person
    ("my brother is 6 foot 2", []),  # a height, no age
])
def test_people_ages(text, people):
    assert people_ages(text) == people


def test_answer():
    said = ["My stepson Joel is 14 and my stepdaughter Mia is 10."]
    assert answer("how old is she now?", said) == "Your stepdaughter Mia is 10."
    assert answer("How old will he be in 4 years?", said) == "Your stepson Joel will be 18 in 4 years (14 now + 4)."
    assert answer("What does he like?", said) is None  # no age asked
    assert answer("how old is she?", ["My bike is 3 years old."]) is None  # no person's age stated


@pytest.mark.parametrize(("said", "question", "reply"), [
    # someone else's relatives keep their owner: never "your" (a neighbour's wife is no wife of the user's)
    ("My landlord Priyesh is 58 and his wife Kamala is 55.", "how old is she?", "Kamala is 55."),
    ("My cousin Ewan is 33 and his girlfriend is 31.", "How old is his girlfriend?", "Your cousin Ewan's girlfriend is 31."),
    ("My grandad is 79 and his brother is 83.", "and his brother?  how old is he", "Your grandad's brother is 83."),
    ("Our neighbour Mrs Adeyemi is 71; her grandson Tunde is 12.", "How old is Tunde?", "Tunde is 12."),
    ("My mum is 64 and her partner is 66.", "how old is her partner?", "Your mum's partner is 66."),
])
def test_reply_names_the_person_as_stated(said, question, reply):
    assert answer(question, [said]) == reply


def test_two_my_clauses_are_two_facts():
    facts = stated_facts(["My locker is 31 and my desk is 7."])
    assert facts == {"locker": "31", "desk": "7"}


def _reply(*turns: str) -> tuple[str, str]:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize(("turns", "want", "not_want"), [
    (("My stepson Joel is 14 and my stepdaughter Mia is 10.", "OK!", "how old is she?"), "10", "14"),
    (("My stepson Joel is 14 and my stepdaughter Mia is 10.", "OK!", "and him?  how old is he"), "14", "10"),
    (("My aunt is 52 and my uncle is 55.", "Nice.", "How old is my uncle?"), "55", "52"),
    (("My grandad turned 90 in May.", "Wow.", "How old will he be in two years?"), "92", None),
    (("我外婆82岁,外公85岁。", "好的。", "她多大了?"), "82", "85"),
])
def test_age_asked_back(turns, want, not_want):
    text, limit = _reply(*turns)
    assert want in text and not limit
    assert not_want is None or not_want not in text


@pytest.mark.parametrize("turns", [
    ("My aunt is 52 and my niece is 19.", "Nice.", "how old is he?"),  # no man stated
    ("My aunt is 52 and my niece is 19.", "Nice.", "how old is she?"),  # two women stated
    ("My grandad turned 90 in May.", "Wow.", "How old will he be in 2041?"),  # no span from now
])
def test_age_limit(turns):
    text, limit = _reply(*turns)
    assert limit and "90" not in text.split(":")[0]
