"""An arrival rule applied to the event's time (``grounded.offset_times``; issue 26, the forty-fifth
set's NN3 (a)): "please arrive 30 minutes before curtain up", "check in N minutes before departure",
"be at the gate 10 minutes early" with the event's (latest, after a change) time give the clock time a
question "what time should we get there / be at ..." asks; several times and no change named: the
limit; a question about a thing arriving is no arrival rule's. Material invented here (a theatre, a
vet, a driving test, a pottery class, an airport coach); every worked row fails on 91badf2a."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.offset_times import Offset, Unworked, worked
from tests.sim._chat import ask_rag

THEATRE = "Tickets: The Tempest\nCurtain up: 7:30 pm, Friday.\nPlease arrive 30 minutes before curtain up to collect tickets."
VET = "Appointment: Tuesday 9:40 am with Ms Hale.\nPlease come fifteen minutes early so we can weigh your dog."
DRIVING = ("Your practical test has been changed to 4:30 pm (it was 2 pm) because of staff illness.\n"
           "Be at the test centre 10 minutes early with your licence.")
POTTERY = "Pottery sessions run at 10 am and 2 pm on Saturdays. Please arrive 10 minutes early to set up."
COACH = "The airport coach leaves at 06:15 and arrives at 08:05. Be at the stop 5 minutes before departure."

WORKED = [
    ("What time should we get to the theatre?", THEATRE, "19:00"),
    ("When do I need to be there?", VET, "09:25"),
    ("What time should I be at the test centre?", DRIVING, "16:20"),
]


@pytest.mark.parametrize(("question", "doc", "time"), WORKED)
def test_worked(question, doc, time):
    found = worked(question, [doc])
    assert isinstance(found, Offset) and found.time == time, found


def test_several_times_no_change_is_the_limit():
    assert isinstance(worked("What time should I arrive?", [POTTERY]), Unworked)
    # "departure" named by no line ("leaves at 06:15 and arrives at 08:05"): which time is not read
    assert isinstance(worked("What time do I have to be at the stop?", [COACH]), Unworked)


@pytest.mark.parametrize("question", ["What time does the coach arrive at the airport?", "When does the coach leave?"])
def test_no_arrival_asked(question):
    found = worked(question, [COACH])
    assert not (isinstance(found, Offset) and found.rule.startswith("Be at"))


def test_through_the_model():
    text, limits = ask_rag(THEATRE, "What time should we get to the theatre?")
    assert text.startswith("19:00") and not limits
