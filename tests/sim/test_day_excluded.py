"""A line that holds on other days than the one the question asks about is no answer (issue 26):
"what's the first boat on Sunday?" was answered with a row that says "Mon-Sat; does not run on
Sundays" (``quoted_answer.day_excluded``; "does not run on" marks a closed day in ``weekdays``).
Invented timetables."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.words.weekdays import phrases

BUSES = """Route 12 timetable
Service 12A leaves the depot at 06:40, Monday to Friday only.
Service 12B leaves the depot at 09:15 every day.
Service 12C leaves the depot at 17:50, weekdays; no service on Saturdays or Sundays."""


def _ask(question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the timetable.\n\nTimetable:\n{BUSES}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


def test_a_line_for_other_days_is_no_answer_for_the_asked_day():
    text, limit = _ask("When does service 12A leave on a Saturday?")
    assert limit is not None and not text.startswith("Service 12A"), text


@pytest.mark.parametrize(("question", "said"), [
    ("When does service 12B leave on a Saturday?", "09:15"),  # it runs every day
    ("When does service 12A leave on Monday?", "06:40"),
], ids=["every-day", "a-day-it-runs"])
def test_a_line_that_holds_on_the_day_answers(question, said):
    text, limit = _ask(question)
    assert said in text and limit is None, text


@pytest.mark.parametrize(("text", "closed"), [
    ("Mon-Sat; does not run on Sundays", {6}),
    ("The ferry doesn't sail on Tuesdays in winter.", {1}),
    ("Open daily; not running on Mondays", {0}),
])
def test_a_day_it_does_not_run_on_is_closed(text, closed):
    assert {d for p in phrases(text) if p.closed for d in p.days} == closed
