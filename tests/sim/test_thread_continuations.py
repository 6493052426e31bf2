"""What the user said earlier, in forms the thread reader missed (issue 26: facts stated earlier
in the same conversation, in English and Chinese; the forty-third set's thread limits). Wordings
are mine:

- a turn that goes on from the previous statement with no verb of its own ("And 4.5 km home.",
  "Plus £6 for the programme.") is read with that statement's lead ("I walked", "I paid");
- a Chinese statement is a statement by its characters (it has no spaces between words);
- a Chinese question is answered by the clause that says its words around its asking phrase with
  something in its place (``thread_notes.zh_filled``);
- an irregular past ("lent", "rode", "forgot") meets its verb ("lend", "ride", "forget")."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_notes import statements, zh_filled
from course_lib.sim.words.text import stem


def _ask(*turns: str) -> str:
    msgs = [(HumanMessage if i % 2 == 0 else AIMessage)(t) for i, t in enumerate(turns)]
    return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize(("turns", "read"), [
    (["I swam 800 m on Tuesday.", "And 1200 m on Friday."], "I swam 1200 m on Friday."),
    (["We paid £42 for the hotel.", "Plus £9 for breakfast."], "We paid £9 for breakfast."),
    (["I planted 12 tulips.", "Also three roses by the gate."], "I planted three roses by the gate."),
    (["The dog needs walking.", "And 2 meals a day."], "And 2 meals a day."),  # no figure to lead from
])
def test_a_continuation_takes_the_previous_lead(turns, read):
    assert statements(turns)[-1] == read


def test_a_worked_total_over_a_continuation():
    reply = _ask("I cycled 14 km to the lake this morning.", "Lovely!", "And 9 km back by the short road.", "Nice.",
                 "how far did I cycle today in total?")
    assert "23 km" in reply


@pytest.mark.parametrize(("question", "said", "clause"), [
    ("他在哪个城市工作?", ["我表哥叫小林,他在成都工作。"], "他在成都工作"),
    ("她在哪里上班?", ["我妈妈在医院上班。"], "我妈妈在医院上班"),
    ("我的猫叫什么名字?", ["我的猫叫年糕,它很胖。"], "我的猫叫年糕"),
    ("谁借给我雨伞?", ["我同事借给我一把雨伞。"], "我同事借给我一把雨伞"),
    ("他在哪个城市工作?", ["我表哥叫小林。"], None),
    ("他喜欢什么运动?", ["他在成都工作。"], None),
    ("How old is he?", ["He is 9."], None),
])
def test_a_chinese_question_finds_its_filled_clause(question, said, clause):
    assert zh_filled(question, said) == clause


def test_a_chinese_statement_is_read_and_answered():
    assert "成都" in _ask("我表哥叫小林,他在成都工作。", "好的。", "他在哪个城市工作?")
    assert statements(["我表哥在成都工作。"]) == ["我表哥在成都工作。"]


@pytest.mark.parametrize(("past", "verb"), [("lent", "lend"), ("rode", "ride"), ("forgot", "forget"),
                                             ("caught", "catch"), ("dug", "dig")])
def test_an_irregular_past_meets_its_verb(past, verb):
    assert stem(past) == stem(verb)


def test_the_clause_of_an_irregular_verb_is_recalled():
    reply = _ask("My uncle Ravi lent me his tent, and my aunt Mei gave me a stove.", "How kind!",
                 "what did he lend me?")
    assert "tent" in reply and "stove" not in reply


@pytest.mark.parametrize("turns", [("My neighbour Tomasz is back from his trip.", "Good to hear!", "where did he go?"),
                                   ("我表妹下个月结婚。", "恭喜!", "她在哪里办婚礼?")])
def test_a_person_the_thread_spoke_of_gets_the_conversation_limit(turns):
    reply = _ask(*turns)
    assert "what you said earlier" in reply and "learned in training" not in reply


@pytest.mark.parametrize(("question", "said", "clause"), [
    ("她在哪里上班?", ["我爸爸在邮局上班,我妈妈在学校上班。"], "我妈妈在学校上班"),
    ("他喜欢什么?", ["我姐姐喜欢画画,我弟弟喜欢足球。"], "我弟弟喜欢足球"),
    ("她喜欢什么?", ["我哥哥喜欢钓鱼。"], None),  # no one she could be
    ("他在哪里工作?", ["我在银行工作。"], None),  # the speaker is no "he"
])
def test_a_chinese_pronoun_keeps_to_its_person(question, said, clause):
    assert zh_filled(question, said) == clause
