"""``dialogue.pronoun_jobs``: "what does she do?" answered from the clause of the person of the
pronoun's gender that says what they are or work as; none or two such clauses leave the limit.
Invented wordings."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.pronoun_jobs import answer, asks


@pytest.mark.parametrize(("question", "asked"), [
    ("what does she do", True), ("and what does he do for a living?", True), ("whats her job", True),
    ("what's his profession?", True), ("where does she work?", False), ("what does she like?", False),
    ("what do they do", False),  # no gender: nothing to pick by
])
def test_asks(question, asked):
    assert asks(question) is asked


@pytest.mark.parametrize(("said", "question", "want"), [
    (["My uncle Piet is a baker and my gran Elsie is a retired teacher."], "what does she do", "retired teacher"),
    (["my niece Ola works as a dentist and my nephew Sam is a chef"], "what does he do for a living", "chef"),
    (["My stepmother trained as an architect."], "what's her job?", "architect"),
    (["My gran Iris paints and my uncle Tom runs a garage in Hull."], "what does he do", "runs a garage"),
    (["my mum teaches music and my friend Sol drives a taxi"], "what does she do", "teaches music"),
])
def test_the_clause_of_the_pronouns_person(said, question, want):
    got = answer(question, said)
    assert got is not None and want in got


@pytest.mark.parametrize(("said", "question"), [
    (["my mum is a vet and my sister is a nurse"], "whats her job"),  # two women with a job: which one
    (["my mum lives in Leeds"], "what does she do"),  # no job said
    (["Ruth is a nurse and Aled is a pilot."], "what does she do"),  # no gender read from a name
    (["my sister Ana and my cousin Bea both work in IT"], "what does she do"),
])
def test_no_answer_without_one_clear_clause(said, question):
    assert answer(question, said) is None


def test_through_the_simulator_and_the_limit_otherwise():
    def ask(*turns):
        msgs = [(HumanMessage if i % 2 == 0 else AIMessage)(content=t) for i, t in enumerate(turns)]
        return SimulatedChatModel().invoke(msgs)

    got = ask("My cousin Rhys is a plumber and my auntie Mo is a bus driver.", "Nice!", "what does she do?")
    assert "bus driver" in got.content and not got.response_metadata.get("simulator_limit")
    unsure = ask("my mum is a vet and my sister is a nurse", "ok", "whats her job")
    assert unsure.response_metadata.get("simulator_limit")
