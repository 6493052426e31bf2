"""The asked kind on the asked subject's line, on every path (issue 26; the forty-ninth set's RR2 / RR5 /
RR7, branch fix51b). Wordings are mine, none from a set or a probe:

- an amount asked for a subject: two chat messages, one naming the subject, the other an amount of another
  thing, are no answer (``asked_kinds.unmet``: the absence when no line naming the subject holds an amount);
- a day asked by name ("on what date", "what day"): a year, a season or an amount line is no answer
  (``answer_forms.unfit_reply``);
- an agent whose searches are over: what they found is checked for the kind asked as a grounded quote is
  (``replies.kind_doubt``), so ``create_agent(..., response_format=...)`` keeps the limit;
- a fixed-width card with Chinese column labels is read as a table (``data_records.fixed_width_table``);
- a note line "X missed without notice: ..." is no label naming the material (``pointed_material``);
- an offset rule anchored on something else moves no opening hour (``day_line_forms.worked``).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import asked_kinds, day_line_forms
from course_lib.sim.grounded.answer_forms import unfit_reply
from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.request.pointed_material import material_label

LOG = """Birch Row tenants
[No. 3, Kwame] Shall we get a shared compost bin for the back lane?
[No. 8, Alys] Parking permits are £40 a year from the council now.
[No. 5, Joe] A compost bin would be great, I'll ask the landlord.
[No. 8, Alys] The hedge trimming costs £25 each time, split four ways."""


def _ask(system: str, question: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_an_amount_split_from_its_subject_over_two_messages_is_the_absence():
    reply = ("[No. 3, Kwame] Shall we get a shared compost bin for the back lane? "
             "[No. 8, Alys] Parking permits are £40 a year from the council now.")
    found = asked_kinds.unmet("How much will the compost bin cost each house?", reply, [LOG])
    assert found is not None and found.asked == "amount" and "don't say" in found.absent


def test_an_amount_on_the_subjects_own_line_stands():  # guard
    reply = "[No. 8, Alys] The hedge trimming costs £25 each time, split four ways."
    assert asked_kinds.unmet("How much is the hedge trimming?", reply, [LOG]) is None


def test_a_chinese_chat_amount_of_another_fee_is_no_answer():
    log = ("[7-01 周女士] 小区门口的快递柜什么时候装?\n[物业-老陈] 停车费每户每月120元。\n"
           "[3-02 何先生] 快递柜的事下周再说吧。")
    reply = "[7-01 周女士] 小区门口的快递柜什么时候装? [物业-老陈] 停车费每户每月120元。"
    found = asked_kinds.unmet("快递柜每户要出多少钱?", reply, [log])
    assert found is not None and found.absent


def test_the_asked_subject_chat_end_to_end():
    reply, _ = _ask("You help the tenants. Answer from their messages.\n\n" + LOG,
                    "What would a compost bin cost each house?")
    assert "£40" not in reply and ("don't say" in reply or "don't know" in reply.lower())


@pytest.mark.parametrize("reply", [
    "RECITAL PROGRAMME - Summer 2031. Entry: £6 for adults.",
    "Entry: £6 for adults, children free.",
])
def test_a_day_asked_is_not_met_by_a_year_or_an_amount(reply):
    assert unfit_reply("On what date is the recital?", reply) is not None
    assert unfit_reply("What day is the recital?", reply) is not None


@pytest.mark.parametrize("reply", ["The recital is on Saturday 14 June.", "14/06, in the main hall.",
                                   "It's tomorrow evening.", "2033-06-14T19:30:00Z hall booked: recital"])
def test_a_day_stated_meets_the_day_asked(reply):  # guard (the timestamp's row: the merger's, picks_i)
    assert unfit_reply("On what date is the recital?", reply) is None


def test_an_agent_whose_searches_found_the_wrong_kind_states_the_limit():
    from langchain.agents import create_agent
    from langchain_core.tools import tool
    from pydantic import BaseModel

    page = ("Choir term fees: £45 for the term.\n\nThe concert dress is black with a red scarf.\n\n"
            "Choir term fees are reduced to £30 for students.")

    @tool
    def choir_pages(query: str) -> str:
        """Search the choir's pages."""
        return page

    class Reply(BaseModel):
        answer: str

    agent = create_agent(SimulatedChatModel(), [choir_pages], system_prompt="Answer from the choir's pages.",
                         response_format=Reply)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage("On what date is the choir concert?")]}, {"recursion_limit": 10})
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    answer = out["structured_response"].answer if out.get("structured_response") else out["messages"][-1].content
    assert limits or "don't" in answer.lower() or "not" in answer.lower()


def test_a_fixed_width_card_with_chinese_column_labels_is_a_table():
    lines = ["            小份      中份      大份",
             "牛肉面      18元      22元      26元",
             "鸡蛋面      12元      15元      -"]
    read = fixed_width_table(lines)
    assert read is not None and read[1][1:] == ["小份", "中份", "大份"] and read[2][1][3] == "-"


def test_a_chinese_card_cell_end_to_end():
    card = ("面馆价目表:\n\n            小份      中份      大份\n牛肉面      18元      22元      26元\n"
            "鸡蛋面      12元      15元      -\n\n加蛋另收2元。\n每周一休息。\n外卖满50元免配送费。")
    reply, _ = _ask("你是面馆的店员。\n\n" + card, "牛肉面大份多少钱?")
    assert "26" in reply and "18元" not in reply


@pytest.mark.parametrize("label", ["Classes missed without notice", "Cancellations at short notice",
                                   "Two weeks' notice"])
def test_a_notice_given_names_no_material(label):
    assert not material_label(label)


@pytest.mark.parametrize("label", ["Notice", "Price list", "Site notice"])
def test_material_labels_stay(label):  # guard
    assert material_label(label)


def test_a_card_behind_another_lead_in_with_a_notice_note_reads_the_table():
    card = ("KNEAD & CO - bread classes\n\n"
            "                 Weekday   Weekend   Private (Oona)\n"
            "Sourdough        £40       £55       £90\n"
            "Focaccia         £30       £40       -\n"
            "Pastry basics    £35       £45       £80\n\n"
            "Aprons are provided.\nBring two containers to take your bakes home.\n"
            "Classes missed without notice: the full fee is still charged.\nGift vouchers last a year.\n"
            "Parking on Dock Street after 6pm.")
    reply, _ = _ask("Be friendly. Our class list:\n\n" + card, "How much is a weekend sourdough class?")
    assert "£55" in reply and "£90" not in reply


def test_an_offset_rule_on_another_thing_moves_no_opening_hour():
    bodies = ("Open Monday to Friday; late night Wednesday until 9 pm.\n"
              "A patch test is needed at least 24 hours before any first tint.",)
    assert day_line_forms.worked("How late are you open on Wednesdays?", "Wednesday",
                                 "late night Wednesday until 9 pm.", bodies) is None


def test_an_offset_rule_on_the_closing_still_moves_it():  # guard
    bodies = ("Wednesday: 10:00-18:00.\nLast entry is 30 minutes before closing.",)
    form = day_line_forms.worked("What's the latest I can get in on Wednesday?", "Wednesday",
                                 "Wednesday: 10:00-18:00.", bodies)
    assert form is not None and "17:30" in form.text
