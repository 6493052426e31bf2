"""An option named only inside an exception clause is not the habit (``course_lib.sim.values.exception_clauses``,
used by ``choosing.named_option``; issue 26, the twenty-ninth set's X8 (b)): "I walk it most days
and only get a taxi if I'm running late" is WALK, never TAXI; an option named outside the exception
is still named. Wordings of my own."""

from __future__ import annotations

import warnings
from enum import Enum

import pytest
from pydantic import BaseModel

from course_lib.sim.values.exception_clauses import exception_spans, only_in_exception


@pytest.mark.parametrize("phrase, text, only", [
    ("taxi", "I walk it most days and only get a taxi if I'm running late.", True),
    ("tram", "Usually the bike, unless there's ice, in which case the tram.", True),
    ("ferry", "We fly over, except when the ferry is on offer.", True),
    # guards: the option outside the exception, no exception at all, named twice
    ("bike", "Usually the bike, unless there's ice, in which case the tram.", False),
    ("tram", "I take the tram to work.", False),
    ("on foot", "It's only ten minutes on foot, so I never bother with the tram.", False),
    ("bus", "The bus mostly. Only if it snows do I walk, and then the bus is late anyway", False),
])
def test_only_in_an_exception(phrase, text, only):
    assert only_in_exception(phrase, text) is only


def test_an_exception_runs_to_its_sentence_end():
    text = "Bike mostly, only the tram when it's icy. Weekends I walk."
    (start, end), = exception_spans(text)
    assert text[start:end] == "only the tram when it's icy"


class Way(Enum):
    WALK = "walk"
    CYCLE = "cycle"
    TRAM = "tram"


class Habit(BaseModel):
    usual_way: Way


def _parse(text):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(Habit).invoke(
            [SystemMessage("Extract how the person usually gets to work."), HumanMessage(text)])


def test_the_habit_not_the_exception():
    assert _parse("I ride my bike in most days and only catch the tram when it's icy.").usual_way == Way.CYCLE
    assert _parse("On foot, mostly; unless it's bucketing down, then the tram.").usual_way == Way.WALK


def test_the_exception_alone_is_still_a_choice():
    assert _parse("I get the tram in every day.").usual_way == Way.TRAM
