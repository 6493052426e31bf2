"""Replies the instructions dictate whatever the user wrote (``course_lib/sim/task/instructed_replies.py``,
issue 26, the twenty-second batch of ports): a system prompt that says to ask the user a single
follow-up question gets one question back, never "I don't know." read from a tagged block beside
it; one that says to decline and names the only topic served gets that refusal. A condition
before the cue ("If ... ask ...") leaves the reply to the task. Invented assistants and wordings
(a watering app, a bakery, a bus company, a Chinese tax-office bot)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import get_chat_model
from course_lib.sim.task.instructed_replies import instructed_reply, own_words


def _ask(system: str, human: str) -> tuple[str, str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = get_chat_model("sim").invoke([SystemMessage(system), HumanMessage(human)])
    return reply.content, reply.response_metadata.get("simulator_limit") or ""


ASK_BACK = [
    ("You help gardeners with the Bloomly watering app. A colleague decided more detail is needed. "
     "Their notes:\n\n<notes>\nThe user gave no error message.\n</notes>\n\n"
     "Respond to the user and only ask them a single follow up question.",
     "The schedule isn't working, please help"),
    ("You are the Crumb & Co bakery's order assistant. Our triage step says:\n<why>\n\n</why>\n"
     "Ask the customer one clarifying question before anything else.",
     "my cake order went wrong"),
    ("You answer for Redline Buses. Before looking anything up, try to get more relevant details "
     "from the caller. Be brief.\n<context>\nRoute 7 runs every 12 minutes.\n</context>",
     "the bus app keeps failing"),
]


@pytest.mark.parametrize("system, human", ASK_BACK)
def test_an_instructed_follow_up_question_is_asked(system, human):
    text, limit = _ask(system, human)
    assert text.rstrip().endswith("?") and "don't know" not in text and not limit, text


def test_a_chinese_instruction_asks_back_in_chinese():
    text, limit = _ask("你是税务局的咨询助手。请只向用户提出一个澄清问题，不要直接回答。\n<note>\n</note>",
                       "我的申报出错了")
    assert text.endswith("？") and "不知道" not in text and not limit, text


DECLINE = [
    ("You are the Crumb & Co bakery assistant. The user asked about something else. Reason:\n<reason>\n"
     "not about baking\n</reason>\nPolitely decline to answer and tell them you can only answer "
     "questions about our cakes and opening hours, and that they may ask again.",
     "Who won the 1998 chess olympiad?", "our cakes and opening hours"),
    ("Redline Buses helper. Kindly decline the request: you can only help with questions about bus "
     "timetables. Stay friendly!\n<logic>\nweather question\n</logic>",
     "Will it rain tomorrow?", "bus timetables"),
]


@pytest.mark.parametrize("system, human, topic", DECLINE)
def test_an_instructed_refusal_names_the_topic(system, human, topic):
    text, limit = _ask(system, human)
    assert topic in text and "sorry" in text.lower() and not limit, text


# --- the module's table ---------------------------------------------------------------------------

TABLE = [
    # (instructions, kind of reply dictated or None)
    ("Respond to the user and only ask them a single follow up question.", "ask"),
    ("Ask the user one clarifying question.", "ask"),
    ("Try to get any more relevant information from them.", "ask"),
    ("请向用户追问一个问题。", "ask"),
    ("If the question is ambiguous, ask the user a clarifying question.", None),  # the model's judgement
    ("When something is unclear, ask one follow-up question; otherwise answer.", None),
    ("Politely decline to answer and tell them you can only answer questions about pottery classes.", "decline"),
    ("If it is off topic, politely decline to answer; you can only answer questions about pottery.", None),
    ("Politely decline to answer.", None),  # no topic named: the refusal is not dictated
    ("Answer the question from the context. Cite your sources.", None),
]


@pytest.mark.parametrize("instructions, kind", TABLE)
def test_table(instructions, kind):
    reply = instructed_reply(instructions)
    if kind is None:
        assert reply is None, reply
    elif kind == "ask":
        assert reply is not None and reply.endswith(("?", "？")), reply
    else:
        assert reply is not None and "pottery classes" in reply, reply


def test_own_words_leave_the_tagged_blocks_out():
    text = own_words("Say hello.\n<logic>\nAsk the user one clarifying question.\n</logic>\nBe kind.")
    assert "clarifying" not in text and "Say hello." in text and "Be kind." in text
