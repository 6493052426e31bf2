"""A third person's facts the user stated earlier, asked back (``course_lib.sim.dialogue.third_persons``).

Threads invented here (a godson, an aunt's cat, a colleague's twins' pony) in wordings the course's
data, the fresh sets and the probe ``people_h`` do not use. An age or a name told of a person or pet
the user described is given, by the person's name, by "<Owner>'s <noun>" or by "her / his <noun>";
a person never described, or a fact never told, keeps the limit (guards).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue import third_persons, thread_notes


def _reply(*turns: str):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit")


_GODSON = "My friend Oksana has a son named Taras. He's 14 and mad about chess."
_AUNT = "My aunt Beatrix has an 11-year-old tabby called Marzipan."

ANSWERED = [
    ((_GODSON, "Nice.", "how old is her son?"), "14"),
    ((_GODSON, "Nice.", "what is her son called?"), "Taras"),
    ((_GODSON, "Nice.", "How old is Taras?"), "14"),
    ((_AUNT, "Cute.", "how old is her cat?"), "11"),
    ((_AUNT, "Cute.", "what's the name of Beatrix's cat?"), "Marzipan"),
]


@pytest.mark.parametrize(("turns", "expected"), ANSWERED)
def test_a_described_persons_fact_is_answered(turns, expected):
    text, limit = _reply(*turns)
    assert expected in text and limit is None


GUARDS = [  # guards: nobody described fits, or the fact was never told
    (_GODSON, "Nice.", "how old is her daughter?"),
    (_GODSON, "Nice.", "How old is Wilhelmina?"),
    (_AUNT, "Cute.", "how old is Beatrix?"),
    ("My colleague Jun has a daughter called Mei.", "Lovely.", "how old is his daughter?"),
]


@pytest.mark.parametrize("turns", GUARDS)
def test_an_undescribed_person_keeps_the_limit(turns):
    text, limit = _reply(*turns)
    assert limit is not None or "don't know" in text.lower() or "haven't told" in text.lower()
    assert not any(d in text for d in ("14", "11"))


def test_people_reads_owner_noun_name_and_age():
    said = thread_notes.statements([_AUNT])
    assert third_persons.people(said) == [third_persons.Person("Marzipan", "tabby", "Beatrix", "11", said[0])]


def test_the_possessive_is_the_owner_last_named():
    said = thread_notes.statements(["My brother Emil has a daughter called Nora, she's 5.",
                                    "And my sister Hedda has a daughter called Liv, she's 8."])
    assert third_persons.answer("how old is her daughter?", said).startswith("Liv is 8")
    assert third_persons.answer("how old is Emil's daughter?", said).startswith("Nora is 5")
