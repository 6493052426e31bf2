"""Label prompts in two more shapes, and no label guessed beside a limit (issue 26, build item 2:
a prompt that lists allowed labels gets one of them when the text decides it; right or a stated
limit, never a guess that reads as the answer).

- "One word: HIGH, LOW or SKIP." offers its capitals as the labels;
- "Answer with the number only." over "1 = ...", "2 = ..." lines offers the markers (a numbered
  list under "how many ...? Reply with the number only" is a count asked, no offer);
- when nothing picks a label, the reply is the prompt's own "can't tell" label (UNSURE, 不确定)
  if it has one, else the limit sentence alone. All prompts invented for this test."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.task.tasks import enumerated_options, output_options


def _ask(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    return out.content.strip(), out.response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("prompt, values", [
    ("Sort the bug. One word: CRASH, TYPO or FEATURE.\nBug: ...", ("CRASH", "TYPO", "FEATURE")),
    ("The mood of the note in one word: CALM, TENSE or ANGRY.", ("CALM", "TENSE", "ANGRY")),
])
def test_capitals_after_one_word_are_the_labels(prompt, values):
    assert output_options(prompt) == values


def test_markers_glossed_with_equals_are_options():
    prompt = "What is this note about? Answer with the number only.\n1 = a leaking tap\n2 = a noisy dog\n3 = the bins"
    assert enumerated_options(prompt) == {"1": "a leaking tap", "2": "a noisy dog", "3": "the bins"}


@pytest.mark.parametrize("prompt, value", [
    ("What is this note about? Answer with the number only.\n1 = a broken boiler\n2 = a noisy neighbour\n"
     "3 = a rent question\nNote: the boiler stopped working again last night and there is no hot water", "1"),
    ("Which topic fits the post? Reply with the letter only.\nA = gardening\nB = cooking\nC = cycling\n"
     "Post: my tomatoes need staking and the gardening club has canes", "A"),
])
def test_a_glossed_marker_list_gets_the_marker_the_text_names(prompt, value):
    reply, limit = _ask(prompt)
    assert reply == value and not limit, (reply, limit)


def test_a_count_asked_over_a_numbered_list_is_no_label_prompt():
    reply, limit = _ask("Steps:\n1. Fill the kettle\n2. Boil it\n3. Pour\nHow many steps are there? "
                        "Reply with the number only.")
    assert "choose between" not in limit and reply not in ("1", "2", "3") or reply == "3"


@pytest.mark.parametrize("prompt, honest", [
    ("Tag the memo as KEEP, SHRED or UNSURE. Reply with the tag only.\nMemo: the vending machine is back.", "UNSURE"),
    ("把这条记录归类，类别：保留、删除或不确定。只回答类别。\n记录：周四下午茶点改到三楼", "不确定"),
])
def test_the_prompts_own_cant_tell_label_is_the_honest_reply(prompt, honest):
    reply, limit = _ask(prompt)
    assert reply == honest and limit, (reply, limit)


@pytest.mark.parametrize("prompt, values", [
    ("Tag the memo as KEEP, SHRED or ARCHIVE. Reply with the tag only.\nMemo: the vending machine is back.",
     ("KEEP", "SHRED", "ARCHIVE")),
    ("Which team handles it? Answer with the number only.\n1 = kitchen\n2 = front desk\n3 = grounds\n"
     "Note: please ring me back about Saturday", ("1", "2", "3")),
])
def test_no_label_is_guessed_beside_a_limit(prompt, values):
    reply, limit = _ask(prompt)
    assert "choose between" in limit and reply == limit and reply not in values, (reply, limit)


# A "Tags:" / "labels:" line of material handed over in the system message is no label prompt when the user asks
# a question of their own (the merger's round 71; the fifty-third set's TT5). Invented material.
SNACK_CARD = """Crunchwell Oat Bar - product card
tags: vegan, snack
Per bar: 180 kcal, 9 g sugar, 4 g protein.
Made in a factory that also handles nuts."""


def _thread(system: str, human: str):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(human)])
    return out.content.strip(), out.response_metadata.get("simulator_limit") or ""


# (the "if i eat 2" row failed on 381cc461: "snack"; the other two are guards)
@pytest.mark.parametrize("question", ["how many calories are in one snack bar?", "if i eat 2 snack bars how much protein is that",
                                      "is this vegan bar made near nuts?"])
def test_a_tags_line_of_material_is_no_label_prompt(question):
    text, _limit = _thread(SNACK_CARD, question)
    assert text not in ("vegan", "snack"), text


def test_a_labels_line_with_a_choosing_request_stays_a_label_prompt():  # guard
    text, _limit = _thread("Labels: bug, feature, question. Reply with the one label that fits the user's message.",
                           "the app crashes when I rotate my phone")
    assert text in ("bug", "feature", "question") or "choose between bug, feature, question" in text, text
