"""A price by bands of a quantity read against the quantity a question states (``band_tables``,
``replies._banded_answer``): the one band whose bounds hold it, a rule line for the day the question
names applied first, a quantity on a shared bound a stated limit. Tables and wordings of my own
(postage by weight, tickets by age, a bike hire by hours; issue 26, the thirty-first set's Z1 (c),
read after its first sight), in a plain prompt and behind a retriever tool in ``create_agent``."""

from __future__ import annotations

import warnings

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel

POSTAGE = ("Parcel postage (UK, 2-3 working days)\n"
           "Up to 1 kg ........ £3.35\n"
           "1 to 2 kg ......... £4.10\n"
           "2 to 5 kg ......... £6.95\n"
           "5 to 10 kg ........ £9.60\n"
           "Over 10 kg ........ £14.50\n"
           "Signed for: add £1.50.\n")

HIRE = ("Riverside Bike Hire\n"
        "Up to 2 hours: €12\n"
        "2-4 hours: €18\n"
        "4-8 hours: €25\n"
        "Saturdays: €30 for the day, any bike.\n"
        "Helmets are free with every hire.\n")


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{context}\n\nQuestion: {question}")
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


@pytest.mark.parametrize(("question", "price", "others"), [
    ("how much to post a 3.5 kg parcel?", "£6.95", ("£4.10", "£9.60", "£14.50")),
    ("what's the postage on a parcel of 12 kg?", "£14.50", ("£9.60", "£6.95")),
    ("how much does it cost to send something weighing half a kilo?", "£3.35", ("£4.10",)),
    ("what do I pay to post 1500 g?", "£4.10", ("£3.35", "£6.95")),
])
def test_the_band_that_holds_the_stated_weight(question, price, others):
    reply, limits = _ask(POSTAGE, question)
    assert price in reply and not any(o in reply for o in others) and not limits, (reply, limits)


def test_a_day_rule_beside_the_table_comes_first():
    reply, limits = _ask(HIRE, "how much is it to hire a bike for 3 hours on saturday?")
    assert "€30" in reply and "€18" not in reply, (reply, limits)


def test_on_another_day_the_table_applies():
    reply, limits = _ask(HIRE, "how much is it to hire a bike for 3 hours on a wednesday?")
    assert "€18" in reply and "€30" not in reply and "€12" not in reply, (reply, limits)


def test_a_quantity_on_a_shared_bound_is_a_limit():
    reply, limits = _ask(POSTAGE, "how much to post a 2 kg parcel?")
    assert limits and "£4.10" not in reply.split("The offline")[0], (reply, limits)


def test_no_amount_asked_is_left_to_the_other_readers():  # guard
    from course_lib.sim.grounded import band_tables

    assert band_tables.answer("can I send a 3 kg parcel signed for?", [POSTAGE]) is None


@tool
def search_hire_info(query: str) -> str:
    """Search the bike hire shop's price board and rules."""
    return HIRE


def test_behind_a_retriever_tool_in_create_agent():
    agent = create_agent(SimulatedChatModel(), [search_hire_info],
                         system_prompt="You answer questions about Riverside Bike Hire. Look things up first.")
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage("how much for five and a half hours on a tuesday?")]},
                           {"recursion_limit": 12})
    reply = out["messages"][-1].content
    assert "€25" in reply and "€18" not in reply and "€30" not in reply, reply


# several price columns per band row (fix64a, the fifty-ninth set's XL3): tables and wordings of my own
PITCHES = ("CAMPSITE PITCH FEES per night\n"
           "Awning length        Low season (Nov - Feb)    High season (Mar - Oct)\n"
           "up to 3 m            €12                       €16\n"
           "3.01 - 5 m           €15                       €21\n"
           "over 5 m             €4 per metre              €5 per metre\n"
           "Dogs: €2 per night.\n")

STORAGE = ("Self storage (monthly)\n"
           "Unit size | Jan-Jun | Jul-Dec\n"
           "up to 50 sq ft | $40 | $45\n"
           "50.01 - 100 sq ft | $70 | $80\n"
           "Students: 10% off with a valid card.\n")

KAYAKS = ("Kayak hire\n"
          "Trip length      Weekdays    Weekends\n"
          "up to 2 h        £15         £18\n"
          "2.01 - 4 h       £25         £30\n")


@pytest.mark.parametrize(("question", "price", "others"), [
    ("our awning is 4m, how much for a night in april?", "€21", ("€15", "€16", "€12")),
    ("how much is a 2.5 m awning in december", "€12", ("€16", "€21")),
    ("6 m awning in january, how much per night?", "€24", ("€30",)),
])
def test_the_column_the_question_s_month_names(question, price, others):
    reply, limits = _ask(PITCHES, question)
    assert price in reply and not any(o in reply for o in others) and not limits, (reply, limits)


@pytest.mark.parametrize(("context", "question"), [
    (KAYAKS, "how much to hire a kayak for 3 hours?"),  # weekdays or weekends: not named
    (PITCHES, "what does a 4 m awning cost?"),  # no month: no column
    (STORAGE, "how much is a 60 sq ft unit in march?"),  # a line that changes the prices (students)
])
def test_a_column_it_cannot_pick_or_a_changing_line_is_a_limit(context, question):
    """The pitches case fails before fix64a (a cell quoted with no column read); the kayak and storage
    cases are guards (a limit before too, now the band row's own)."""
    reply, limits = _ask(context, question)
    assert limits and "I don't know" not in reply, (reply, limits)


def test_months_read_from_column_headers():
    from course_lib.sim.grounded.band_tables import months_named

    assert months_named("Apr-Jun & Sep") == {3, 4, 5, 8}
    assert months_named("Low season (Nov - Feb)") == {10, 11, 0, 1}
    assert months_named("one night in july") == {6}
