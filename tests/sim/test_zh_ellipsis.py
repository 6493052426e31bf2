"""A Chinese elliptical follow-up ("那成人呢？") read as the previous question with its phrase in
place of the sibling term the documents write in the same slot (``request.ellipsis``), and a
Chinese question answered by the one labelled amount of a listing it names
(``grounded.labelled_amounts``), not the listing quoted whole with every other group's price
(issue 26: a follow-up resolved from the previous turn). Table-driven on invented wordings, then
through the simulator."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.labelled_amounts import picked
from course_lib.sim.request.ellipsis import reframed, zh_follow_up

POOL = "青松游泳馆\n单次票：成人 30 元，学生 15 元。\n年卡：成人 900 元，学生 450 元。\n"
GYM = "月卡：会员 120 元，非会员 200 元。\n私教课：会员 260 元。\n"


@pytest.mark.parametrize(("question", "rest"), [
    ("那成人呢？", "成人"), ("那个会员呢?", "会员"), ("还有非会员的呢？", "非会员"), ("学生呢", "学生"),
    ("成人票多少钱？", None), ("And the adults?", None), ("你呢？", "你"),
])
def test_zh_follow_up(question, rest):
    assert zh_follow_up(question) == rest


@pytest.mark.parametrize(("previous", "question", "want"), [
    ("5号楼停电吗？", "那12号楼呢？", "12号楼停电吗？"),  # one figure for another, against the characters
    ("5号楼停电吗？", "那会员呢？", None),
])
def test_figure_swap(previous, question, want):
    assert reframed(previous, question) == want


@pytest.mark.parametrize(("previous", "question", "bodies", "want"), [
    ("学生年卡多少钱？", "那成人呢？", (POOL,), "成人年卡多少钱？"),
    ("非会员月卡多少钱？", "那会员呢？", (GYM,), "会员月卡多少钱？"),
    ("学生年卡多少钱？", "那游泳呢？", (POOL,), None),  # no sibling of the phrase in the notes
    ("年卡多少钱？", "那成人呢？", (POOL,), None),  # the previous question names no group
])
def test_reframed(previous, question, bodies, want):
    assert reframed(previous, question, bodies) == want


@pytest.mark.parametrize(("question", "sentence", "want"), [
    ("成人年卡多少钱？", "年卡：成人 900 元，学生 450 元。", "年卡：成人 900 元。"),
    ("非会员的月卡多少？", "月卡：会员 120 元，非会员 200 元。", "月卡：非会员 200 元。"),  # the longest label
    ("会员月卡多少？", "月卡：会员 120 元，非会员 200 元。", "月卡：会员 120 元。"),
    ("年卡多少钱？", "年卡：成人 900 元，学生 450 元。", None),  # no label named
])
def test_picked_chinese(question, sentence, want):
    assert picked(question, sentence) == want


def _thread(notes, *turns):
    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return SimulatedChatModel().invoke(msgs)


def test_the_follow_up_keeps_the_previous_questions_frame():
    reply = _thread(POOL, "学生年卡多少钱？", "450 元。", "那成人呢？")
    assert "900" in reply.content and "30 元" not in reply.content


def test_a_follow_up_it_cannot_reframe_is_read_alone():
    """A guard: no sibling in the notes, the follow-up is read on its own words, never glued to the
    previous question (whose figure would then be read as asked)."""
    notes = "停电通知\n5号楼、6号楼 3月2日 9:00-12:00 停电。\n其他楼栋正常供电。"
    reply = _thread(notes, "5号楼停电吗？", "停，3月2日 9:00-12:00。", "那物业呢？")
    assert "5号楼" not in reply.content or reply.response_metadata.get("simulator_limit")


def test_a_chinese_question_gets_its_groups_amount():
    reply = _thread(GYM, "非会员月卡多少钱？")
    assert "200" in reply.content and "120" not in reply.content
