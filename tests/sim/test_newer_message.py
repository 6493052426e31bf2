"""A value in a quoted, older message of an e-mail thread, restated otherwise by a newer message (a line
quoted fewer times; the newest unquoted): the newer message answers (``moved_values.newer_message``,
``quoted_answer._newer_message``; data/sim/moved_values.yaml ``asks_before`` / ``header_labels``; issue 26,
the thirty-fifth set's DD2). A question that asks another kind of value, or what was first said, keeps the
older line. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.prompts import PromptTemplate

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.moved_values import newer_message

THREAD = """From: Dale Hobbs <dale@hobbs-coaches.example>
To: Priya Shah
Date: Mon, 7 Apr 2036 11:40
Subject: Re: Re: Minibus for the choir trip

Hi Priya, all sorted: 16 seats now, same pick-up. See you on the day.
Dale

> From: Priya Shah
> Date: Mon, 7 Apr 2036 09:05
> Hi Dale, a few more singers want to come. Could we have a bigger one?
> Priya
>
>> From: Dale Hobbs
>> Date: Fri, 4 Apr 2036 15:20
>> Hi Priya, thanks for booking the minibus for Saturday 3 May with 12 seats, pick-up at 8am from the church.
>> Dale"""
OLD = "Hi Priya, thanks for booking the minibus for Saturday 3 May with 12 seats, pick-up at 8am from the church."


@pytest.mark.parametrize("question, newer", [
    ("how many seats is the minibus booked with now?", True),
    ("what time is pick-up?", False),  # guard: the newer line states no time
    ("how many seats did we book originally?", False),  # guard: what was first said
])
def test_newer_message(question, newer):
    got = newer_message(question, OLD, [THREAD])
    assert (got is not None and "16 seats" in got) if newer else got is None


def test_the_thread_answers_from_the_newest_message():
    prompt = PromptTemplate.from_template(
        "Here is an email thread (latest message on top, earlier ones quoted with >).\n\n{thread}\n\n"
        "Using the thread, answer Priya's question.\nQuestion: {q}\nAnswer:")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = (prompt | SimulatedChatModel()).invoke(
            {"thread": THREAD, "q": "how many seats is the minibus booked with now?"}).content
    assert "16" in out and "12 seats" not in out
