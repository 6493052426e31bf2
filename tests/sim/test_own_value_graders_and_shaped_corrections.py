"""A grader's own values from "A if <gloss>, otherwise B" and from CJK-quoted pairs; "X, not Y" as a
correction by its shape after any cue word (issue 26, the thirty-first set's Z9 and Z10 (a); the
prompts and threads here are invented for this test). Every test fails on the code before the
change.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.corrections import headed_value, swapped
from course_lib.sim.request.cued_swaps import cued_swap
from course_lib.sim.request.reply_shape import verdict_pair


@pytest.mark.parametrize(("prompt", "pair"), [
    ("Score 1 if the answer addresses the question, otherwise 0. Output the digit only.", ("1", "0")),
    ("Give 5 if the summary is faithful, otherwise 2.", ("5", "2")),
    ("Output 0 if the reply does not answer, otherwise 1.", ("1", "0")),
    ("Answer PASS when the code compiles, else FAIL.", ("PASS", "FAIL")),
    ("Write A if the passage helps answer the question, otherwise write B.", ("A", "B")),
    ("请判断。只回答「有用」或「没用」。", ("有用", "没用")),
    ("只回答“是”或“否”。", ("是", "否")),
    ("只回答『相关』或『无关』。", ("相关", "无关")),
    ("只回答“合格”或“不合格”", ("合格", "不合格")),
])
def test_verdict_pairs(prompt, pair):
    assert verdict_pair(prompt) == pair


def _reply(prompt):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([HumanMessage(prompt)]).content.strip()


@pytest.mark.parametrize(("prompt", "verdict"), [
    ("Give 5 if the reply is on topic, otherwise 2. Output the number only.\nQuestion: when does the library "
     "open on saturdays?\nReply: The swimming pool has a new diving board.", "2"),
    ("判断回答是否有用。只回答「有用」或「没用」。\n问题:火车几点出发?\n回答:今天的午饭是面条。", "没用"),
    ("Write A if the passage helps answer the question, otherwise write B.\nQuestion: what colour is the bus?\n"
     "Passage: The library closes at six.", "B"),
    ("判断文档与问题是否相关。只回答『相关』或『无关』。\n问题:图书馆几点开门?\n文档:图书馆每天早上八点开门。", "相关"),
])
def test_graders_answer_with_their_own_values(prompt, verdict):
    assert _reply(prompt) == verdict


@pytest.mark.parametrize(("phrase", "head"), [
    ("four kids", ("number", "four")), ("5 bedrooms", ("number", "5")), ("7:45 train", ("time", "7:45")),
    ("three", ("number", "three")),
])
def test_headed_values(phrase, head):
    assert headed_value(phrase) == head


def test_headed_value_needs_a_value():
    assert headed_value("the kids") is None


@pytest.mark.parametrize(("turn", "found"), [
    ("oops - three hives, not two", ("three", "two")),
    ("typo, five cats, not four", ("five", "four")),
    ("actually 3 bedrooms, not 2", ("3", "2")),
    ("I typed it wrong: 6 chairs, not 5", ("6", "5")),
])
def test_cued_swaps_with_a_noun(turn, found):
    assert cued_swap(turn) == found


def test_bare_swap_with_a_noun():
    assert swapped("six bikes, not five") == ("six", "five")
    assert swapped("tea, not coffee") is None


@pytest.mark.parametrize(("turns", "want", "old"), [
    (("We keep two hives at the allotment.", "Nice.", "oops - three hives, not two", "Noted.",
      "how many hives do we keep?"), "three", "two"),
    (("My sister has four cats.", "Lovely.", "typo, five cats, not four", "Got it.",
      "how many cats does my sister have?"), "five", "four"),
])
def test_the_correction_is_remembered(turns, want, old):
    msgs = [(HumanMessage if i % 2 == 0 else AIMessage)(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = SimulatedChatModel().invoke(msgs).content
    assert want in text and f" {old} " not in text
