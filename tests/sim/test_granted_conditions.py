"""``grounded.granted_conditions`` (issue 26, fix63d): a default value and a conditional one, the condition
granted by a later line, answer with the conditional value; no granting line, or a question naming the
default's case, leaves the quote alone. Material of my own, not any set's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.granted_conditions import settled, situation_only

BIKE = """\
Lakeside Cycle Hire - booking 4471
Bike: hybrid, £22 per day.
Deposit: £200, or £50 with the damage waiver at £4 per day.
Lights and lock included.
Collection from the boathouse, 9am to 11am; return by 5pm.
Child seats £5 per day; tag-along £9 per day.
Helmets are free, sizes S to XL.
Routes: the lake loop is 14 miles, the forest trail 9 miles.
Update 3 May: damage waiver added for both days."""

BIKE_NO_WAIVER = BIKE.rsplit("\n", 1)[0] + "\nUpdate 3 May: return moved to 6pm."

CAR = """\
Northway Car Club - membership terms
Insurance excess: £750, reduced to £150 with Cover Plus (£6 a month).
Fuel card in the glovebox.
Your plan: Cover Plus taken from 1 June."""


@pytest.mark.parametrize(("quote", "bodies", "want"), [
    ("Deposit: £200, or £50 with the damage waiver at £4 per day.", [BIKE], "£50"),
    ("Insurance excess: £750, reduced to £150 with Cover Plus (£6 a month).", [CAR], "£150"),
])
def test_a_granted_condition_settles_the_conditional_value(quote, bodies, want):
    text = settled("what is the deposit", quote, bodies)
    assert text and want in text and "£200" not in text and "£750" not in text


@pytest.mark.parametrize(("question", "quote", "bodies"), [
    # guard rows: no line grants the condition; the question asks the case without it
    ("what is the deposit", "Deposit: £200, or £50 with the damage waiver at £4 per day.", [BIKE_NO_WAIVER]),
    ("what is the deposit without the damage waiver", "Deposit: £200, or £50 with the damage waiver at £4 per day.",
     [BIKE]),
    ("what is the daily rate", "Bike: hybrid, £22 per day.", [BIKE]),
])
def test_no_granting_line_settles_nothing(question, quote, bodies):
    assert settled(question, quote, bodies) is None


@pytest.mark.parametrize(("question", "missing", "only"), [
    ("whats my excess if i dent the car", ["dent"], True),
    ("how much is the deposit if we lose a lock", ["lose", "lock"], True),
    ("whats my excess for the roof box", ["roof"], False),
])
def test_the_questions_own_situation_clause(question, missing, only):
    assert situation_only(question, missing) is only


def _ask(context: str, question: str) -> str:
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage("Answer from the booking below.\n\n" + context),
                                           HumanMessage(question)])
    return str(out.content)


@pytest.mark.parametrize(("context", "question", "want", "old"), [
    (BIKE, "whats the deposit", "£50", "£200"),
    (CAR, "what's my excess if i scrape the car", "£150", "£750"),
])
def test_the_reply_gives_the_value_in_force(context, question, want, old):
    reply = _ask(context, question)
    assert want in reply and old not in reply, reply


# a value conditioned on a time limit, settled by the question's own time (fix64a, the fifty-ninth set's XW1)
@pytest.mark.parametrize(("question", "quote", "want", "not_want"), [
    ("paying the library fine after 10 days, how much?", "Overdue fine: $20, reduced to $8 if paid within 14 days.",
     "$8", "$20"),
    ("if we settle the invoice within a fortnight what do we owe", "Invoice total €900, or €850 if paid within 3 weeks.",
     "€850", "€900"),
    ("speeding fine paid in 5 weeks?", "Fixed penalty £100, reduced to £50 if paid within 28 days.", "£100", None),
    ("what if i pay on day 30", "Late fee: £40, reduced to £20 if paid within 1 month.", "£20", "£40 ("),
])
def test_a_time_limit_settled_by_the_question_s_time(question, quote, want, not_want):
    from course_lib.sim.grounded.granted_conditions import within_time

    got = within_time(question, quote)
    assert got is not None and want in got and (not_want is None or not_want not in got), got


@pytest.mark.parametrize(("question", "quote"), [
    ("how much is the fine?", "Overdue fine: $20, reduced to $8 if paid within 14 days."),  # no time asked
    ("within 3 days or after 3 weeks?", "Overdue fine: $20, reduced to $8 if paid within 14 days."),  # two times
    ("paid within a week?", "Overdue fine: $20 a day."),  # no such clause
])
def test_no_time_or_no_clause_is_none(question, quote):
    from course_lib.sim.grounded.granted_conditions import within_time

    assert within_time(question, quote) is None


def test_a_time_limit_settled_through_the_model():
    from course_lib.sim import SimulatedChatModel

    notes = ("Library notice\nOverdue books: fine $20, reduced to $8 if paid within 14 days.\n"
             "The library opens at 9:00 on weekdays.")
    reply = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\n"
                                        "Question: how much is the overdue fine if i pay it within a week?").content
    assert "$8" in reply and "$20" not in reply, reply
