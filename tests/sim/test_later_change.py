"""Whatever the question asks, a line that a later line names again and says has changed is a stated
limit, not the first line quoted (``moved_values.later_change`` and ``quoted_answer._overtaken``): a
chat, a notice or a thread whose later message moves the thing to another day, time or place."""
from __future__ import annotations

import pytest

from course_lib.sim.grounded.moved_values import later_change
from tests.sim._chat import ask_rag

KAYAK = """Paddle club news
The kayak taster session is on Sunday 9 May at 10am, meet at the boathouse.
Bring a change of clothes and a towel.
Update: the kayak taster session has moved to Saturday 8 May because of the regatta, same time."""

BOILER = """Flat 4 - maintenance
The boiler service is booked for 14:00 on Wednesday.
The hallway light will be replaced next week.
Correction from the agent: the boiler service is actually at 09:30 on Wednesday."""

CLINIC = """Vaccination clinic, Hall B, Tuesday 3 June, 1-4pm.
Please bring your red book.
Change of plan: the vaccination clinic is now in the Library annexe."""


@pytest.mark.parametrize(("question", "picked", "doc", "later_word"), [
    ("When is the kayak taster session?", "The kayak taster session is on Sunday 9 May at 10am, meet at the boathouse.",
     KAYAK, "Saturday"),
    ("What time is the boiler service?", "The boiler service is booked for 14:00 on Wednesday.", BOILER, "09:30"),
    ("Where is the vaccination clinic?", "Vaccination clinic, Hall B, Tuesday 3 June, 1-4pm.", CLINIC, "Library"),
])
def test_a_later_line_that_says_the_thing_changed_is_found(question, picked, doc, later_word):
    found = later_change(question, picked, [doc])
    assert found is not None and later_word in found


@pytest.mark.parametrize(("question", "picked", "texts"), [
    # a later line about the same thing with no word of change: more detail, not a change
    ("When is the kayak taster session?", "The kayak taster session is on Sunday 9 May at 10am.",
     ["The kayak taster session is on Sunday 9 May at 10am. The kayak taster session lasts 2 hours."]),
    # a change of another thing
    ("When is the kayak taster session?", "The kayak taster session is on Sunday 9 May at 10am.",
     ["The kayak taster session is on Sunday 9 May at 10am. Update: the bar now closes at 11pm."]),
    # the change line comes first: the picked line is the later one
    ("What time is the boiler service?", "The boiler service is at 09:30 on Wednesday.",
     ["Update: the boiler service moved to 14:00. The boiler service is at 09:30 on Wednesday."]),
    # a chat: the later message moves the place, keeps the time ("still"), and its own stamp is no value
    ("What time is the quiz night?", "[18:02] Dom: quiz night is at 8pm on Friday in the Crown.",
     ["[18:02] Dom: quiz night is at 8pm on Friday in the Crown.\n[19:40] Dom: update - quiz night moved to the "
      "Anchor, still 8pm"]),
    # the later line restates the same value
    ("What time is the boiler service?", "The boiler service is at 09:30 on Wednesday.",
     ["The boiler service is at 09:30 on Wednesday. Update: the boiler service is still at 09:30 on Wednesday."]),
])
def test_no_later_change(question, picked, texts):
    assert later_change(question, picked, texts) is None


@pytest.mark.parametrize(("doc", "question", "old"), [
    (KAYAK, "When is the kayak taster session?", "Sunday 9 May"),
    (BOILER, "What time is the boiler service?", "14:00"),
])
def test_the_first_line_is_not_given_silently(doc, question, old):
    text, stated = ask_rag(doc, question)
    assert stated or old not in text
