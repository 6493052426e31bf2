"""timed_answers: an answer to "what time" must state a time of the question's subject (invented
wordings and topics; none from the fresh sets)."""

import pytest

from course_lib.sim.grounded.timed_answers import holds_time, unstated

UNSTATED = [
    # no time in the chosen lines at all
    ("what time does the ferry reach the island", ["Tickets are £6.80 return and bikes travel free on the ferry."]),
    ("What time is the raffle drawn?", ["The raffle prizes were donated by local shops."]),
    # a time, but of another thing
    ("what time does the quiz end", ["The quiz night is in the function room.", "Doors open at 19:00."]),
    ("at what time is the vet's call back", ["The surgery is shut on Sundays.", "Morning clinic starts at 8.30 am."]),
    # an amount is no time
    ("what time does the bus leave", ["The bus costs £14.30 for a day ticket."]),
    ("What time do the fireworks start?", ["Fireworks: entry £5.50 at the gate."]),
]

STATED = [
    ("what time does the quiz end", ["The quiz ends at about 22:30."]),
    ("what time does the ferry leave", ["The ferry leaves at half past six pm from pier 2."]),
    ("what time is the meeting", ["Meeting", "Start: 2031-02-03T09:30"]),
    ("What time does the library open on Saturdays?", ["On Saturdays the library opens at 9am."]),
    # not a "what time" question: never judged here
    ("when is the meeting", ["The meeting is on the first Tuesday of each month."]),
    ("how much is the bus", ["The bus costs £14.30 for a day ticket."]),
]


@pytest.mark.parametrize("question,lines", UNSTATED)
def test_unstated(question, lines):
    assert unstated(question, lines) is True


@pytest.mark.parametrize("question,lines", STATED)
def test_stated_or_not_asked(question, lines):
    assert unstated(question, lines) is False


@pytest.mark.parametrize("text,held", [
    ("Doors at 7pm", True), ("T-off 14:05", True), ("Start: 2031-02-03T09:30", True),
    ("A day ticket is £14.30", False), ("Gate 12", False), ("WARD 6 - SHIFT NOTES", False),
])
def test_holds_time(text, held):
    assert holds_time(text) is held
