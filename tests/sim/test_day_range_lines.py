"""Day ranges read where a subject's line states them in everyday prose (issue 26, the forty-fifth
set's NN5 (a)): "<subject> is open seven days a week / weekdays, <hours>", hours written before their
days after a comma ("8 am to 8 pm, Monday to Friday"), and hours said in two clauses ("opens at 7 am
and closes at 11 pm every day"): a named weekday inside the range is a yes, outside it a no, never
"I don't know". Material invented here (a museum, a surgery, a hotel reception, a car park, a
workshop), none from a probe or a fresh set; every row fails on 91badf2a."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import schedules
from course_lib.sim.words.times_of_day import joined_hours
from tests.sim._chat import ask_rag

ROWS = [  # (document, question, opening)
    ("The town museum is open seven days a week, 10 am to 6 pm. Entry is free.", "Is the museum open on a Monday?",
     "Yes"),
    ("Our surgery is open weekdays, 8 am to 6 pm. Call 111 out of hours.", "Is the surgery open on Sunday?", "No"),
    ("Reception: 8 am to 8 pm, Monday to Friday.\nBreakfast is served in the conservatory.",
     "Is reception open on Saturday?", "No"),
    ("c. The car park opens at 7 am and closes at 11 pm every day.\nd. Overnight parking is not allowed.",
     "Is the car park open on Wednesday?", "Yes"),
    ("3. The workshop is open 10:00-16:00, Tuesday to Saturday.", "Is the workshop open on Monday?", "No"),
]


@pytest.mark.parametrize(("doc", "question", "opening"), ROWS)
def test_schedule_answer(doc, question, opening):
    found = schedules.answer(question, (doc,))
    assert found is not None and found.text.startswith(opening), found


@pytest.mark.parametrize(("doc", "question", "opening"), ROWS[:2])
def test_through_the_model(doc, question, opening):
    text, limits = ask_rag(doc, question)
    assert text.startswith(opening) and not limits


@pytest.mark.parametrize(("text", "joined"), [
    ("The gates open at 6 am and close at 10 pm daily.", "open 6 am to 10 pm daily"),
    ("The bar opens from 17:00, closes 23:30.", "opens 17:00 to 23:30"),
    ("We open early and close late.", "We open early and close late."),
])
def test_joined_hours(text, joined):
    assert joined in joined_hours(text)
