""""Create a summary of the conversation above:" as the last message of a real message list (not a
transcript pasted into a prompt) gets the conversation's summary, one line per exchange; "This
is summary of the conversation to date: ... Extend the summary by taking into account the new
messages above:" keeps the earlier summary's lines and adds the new exchanges. Before (issue 26,
sixth batch of ports: LangChain Academy's chatbot-summarization), the first was a "no fact
answers it" limit and the second summarised its own instruction ("Extend the summary by taking
into account the new messages above."), silently. Replies that were the simulator's own limits
are left out of a summary. Invented conversations."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage

from course_lib import get_chat_model
from course_lib.sim.reports.limits import PREFIX

TURNS = [HumanMessage("hello, I'm Odile"), AIMessage("Hi Odile, nice to meet you!"),
         HumanMessage("I keep bees on my balcony"), AIMessage("That sounds like a lovely hobby."),
         HumanMessage("what's my name?"), AIMessage("Your name is Odile.")]


def reply(messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return get_chat_model("sim").invoke(messages)


def test_a_summary_of_the_conversation_above():
    r = reply([*TURNS, HumanMessage("Create a summary of the conversation above:")])
    assert "Odile" in r.content and "bees" in r.content
    assert not r.response_metadata.get("simulator_limit") and PREFIX not in r.content


def test_an_extended_summary_keeps_the_earlier_lines_and_adds_the_new():
    earlier = "- Asked: hello, I'm Odile Answered: Hi Odile, nice to meet you!"
    new = [HumanMessage("I'm moving to Ghent in May"), AIMessage("Good luck with the move!")]
    r = reply([*new, HumanMessage(f"This is summary of the conversation to date: {earlier}\n\n"
                                  "Extend the summary by taking into account the new messages above:")])
    assert earlier in r.content and "Ghent" in r.content
    assert "Extend the summary" not in r.content


def test_the_simulators_own_limits_are_left_out():
    limit = f"{PREFIX} answer this: no tool answers it; a real model would answer."
    r = reply([HumanMessage("hello, I'm Odile"), AIMessage(limit), HumanMessage("I keep bees"), AIMessage(limit),
               HumanMessage("Create a summary of the conversation above:")])
    assert "bees" in r.content and PREFIX not in r.content
