"""Material pasted under a lead-in of the user's, a turn or two before the question
(``course_lib.sim.request.material_leads``; shapes branch; twenty-eighth sms-*): the block under "these are
my texts with ...:", "this is what the plumber sent:" is the thread's notes even when it holds
questions, a "please" or a "you" of its own. Before, such a block was no material
(``unlabelled_prompt.is_material`` rejects instructions and questions) and the later question got a
knowledge limit. Lead-ins and notes invented for this test; the tests fail on ba25ef72.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel

PLUMBER = ("Hi Sam,\n"
           "Can you leave the side gate unlocked on Wednesday?\n"
           "I'll be there at 7.30am to replace the cylinder thermostat.\n"
           "Please clear the airing cupboard before I arrive.\n"
           "The part is 64 pounds and labour is 90 pounds.\n"
           "Cheers, Declan")


@pytest.mark.parametrize(("text", "holds"), [
    (f"this is what the plumber sent:\n{PLUMBER}", "7.30am"),
    (f"ok here are the texts from declan\n{PLUMBER}", "cylinder"),
    (f"pasting his email below:\n\n{PLUMBER}", "64 pounds"),
])
def test_the_block_under_a_lead_in_is_material(text, holds):
    from course_lib.sim.request import material_leads

    assert holds in material_leads.block(text)


@pytest.mark.parametrize("text", [
    f"this is driving me mad\n{PLUMBER}",  # no ":" and no word for material
    "here are my notes:\nfirst line only",  # too short to be notes
    f"can you check this?\n{PLUMBER}",  # a question, no lead-in
    PLUMBER,  # no lead-in
])
def test_no_block_without_a_lead_in_that_hands_material_over(text):
    from course_lib.sim.request import material_leads

    assert material_leads.block(text) == ""


def _ask(turns: list[str]) -> tuple[str, str | None]:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("what time will he be there to replace the thermostat", "7.30am", "64 pounds"),
    ("what should I clear before he arrives", "airing cupboard", "7.30am"),
])
def test_a_later_question_is_answered_from_the_block(question, want, not_want):
    reply, limit = _ask([f"this is what the plumber sent:\n{PLUMBER}", "Got it.", "thanks", "No problem!", question])
    assert want in reply and not_want not in reply and not limit, (reply, limit)


@pytest.mark.parametrize(("line", "lead"), [
    ("our allotment rota as of june", True),
    ("my notes from the parents' evening", True),
    ("my car won't start", False),  # the asker's own situation
    ("our boiler is leaking again", False),
])
def test_the_user_s_own_material_named_is_a_lead(line, lead):
    from course_lib.sim.request import material_leads

    assert material_leads.is_lead(line) is lead


def test_a_caption_of_the_user_s_own_material_over_a_paste_is_no_asker_voice():
    from course_lib.sim.request.reading import label_kind
    from course_lib.sim.request.unlabelled_prompt import split

    text = ("our allotment rota as of june\n\nWeek | Watering | Compost\n1 | Femi | Joan\n2 | Joan | Petra\n"
            "3 | Petra | Femi\n\nwho is watering in week 2")
    found = split(text, label_kind)
    assert found is not None and found.question == "who is watering in week 2"
    assert text[found.material_start:].startswith("Week")
