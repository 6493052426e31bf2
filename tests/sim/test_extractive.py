"""``extractive``: the answer from the documents' sentences (step 4 of ``replies.grounded_answer``):
a cited sentence, "I don't know", or a stated limit when its reading gives it reason to doubt.
Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.reports import explain
from course_lib.sim.responders.extractive import NOTATION_SHARE, answer, notation_share
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded

NOTES = """Pottery studio notes
The glaze kiln is fired to cone 6 every Thursday.
Clay is sold in 10 kg bags at the front desk.
"""


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def _answer(matcher, notes, question):
    with explain.collecting() as note:
        reply = answer(grounded(notes, question), matcher)
    return reply, note


def test_a_covered_question_gets_its_sentence(matcher):
    reply, note = _answer(matcher, NOTES, "When is the glaze kiln fired?")
    assert "every Thursday" in reply and note["rule"].startswith("extractive answer")


def test_an_uncovered_question_is_i_dont_know(matcher):
    reply, note = _answer(matcher, NOTES, "Who repairs the pottery wheels?")
    assert reply == "I don't know." and not note["limit"]


def test_a_notation_is_measured():
    assert notation_share("KJFK 121851Z 18012KT 10SM FEW250 24/12 A3002") >= NOTATION_SHARE
    assert notation_share("The glaze kiln is fired to cone 6 every Thursday.") < NOTATION_SHARE


def test_the_pipeline_runs_its_named_steps_in_order():
    from course_lib.sim.responders.extractive import STEPS

    assert [s.__name__ for s in STEPS] == [
        "_counted_from_now", "_absent_name", "_only_a_reference", "_next_departure", "_category_value", "_provided",
        "_class_rule", "_cancelled", "_charge_verdict", "_conditional", "_worked_parts", "_quoted",
        "_small_talk",
        "_form_unstated",
        "_worked", "_partial", "_doubted_absence"]


def test_a_part_left_out_and_a_doubted_absence_through_the_pipeline(matcher):
    reply, note = _answer(matcher, NOTES, "When is the glaze kiln fired and who loads it?")
    assert reply.endswith("I could not find anything about 'loads' in the documents.")
    assert note["rule"].startswith("extractive answer")
    reply, note = _answer(matcher, "Patients in the high dependency unit may have two visitors.",
                          "How many visitors in HDU?")
    assert note["limit"] == reply and "HDU" in reply
