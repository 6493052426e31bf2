"""An agent whose search brings back the text an earlier search of the same tool returned stops
searching and reads the results for the question as documents in a prompt are read
(``agent._repeated_result``, ``replies.grounded_answer``), not a third search then "I don't know";
an "X or Y only" payment rule answers a question about coins (``only_rule_contrasts``: phone
payments are a kind of payment). A learner's retriever tool in ``create_agent``, wordings of my
own (issue 26; the thirty-first set's Z1, read after its first sight)."""

from __future__ import annotations

import warnings

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

BOARD = ("Kilbrannan ferry - winter timetable\n"
         "Weekdays: sailings at 07:15, 11:40 and 16:05.\n"
         "Saturdays: sailings at 09:00 and 15:30.\n"
         "Sundays and public holidays: a single sailing at 12:20, whatever the weather.\n"
         "Foot passengers pay on board (card or phone only, no cash). Cars must be booked online.\n")


@tool
def search_ferry_info(query: str) -> str:
    """Search the Kilbrannan ferry's notice board (sailings, fares, booking)."""
    return BOARD


def _run(question: str):
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [search_ferry_info],
                         system_prompt="You help islanders with the ferry. Look things up before answering.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    calls = [c for m in out["messages"] for c in (getattr(m, "tool_calls", None) or [])]
    return out["messages"][-1].content, limits, calls


def test_the_same_board_twice_is_read_not_searched_again():
    reply, limits, calls = _run("I'm going over next sunday for the whole day, when's the boat?")
    assert len(calls) <= 2, calls
    assert "12:20" in reply and "07:15" not in reply and not limits, (reply, limits)


def test_a_card_or_phone_only_rule_answers_coins():
    reply, limits, calls = _run("can I pay in coins on the boat?")
    assert reply.startswith("No") and not limits, (reply, limits)


def test_a_question_the_first_search_answers_makes_one_call():  # guard
    reply, limits, calls = _run("when does the ferry go on a sunday?")
    assert len(calls) == 1 and "12:20" in reply, (calls, reply)
