"""A structured output filled over a whole conversation (``course_lib.sim.dialogue.thread_fields``).

Schemas and threads invented here (a bike hire, a pottery class, a moving van, a dog groomer):
a field the last message gives no value for is read from the user's earlier turns, latest first
(a later word wins, a named correction is applied); the assistant's turns are never read; a
field no turn gives keeps the safe value and the stated limit.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_fields import earlier_texts


class BikeHire(BaseModel):
    rider: str = Field(description="Full name of the rider")
    bike: Literal["road", "mountain", "electric", "city"]
    days: int
    helmet: bool = Field(description="Whether a helmet is included")


class PotteryClass(BaseModel):
    student_name: str = Field(description="The student's full name")
    level: Literal["beginner", "intermediate", "advanced"]
    day: str = Field(description="Day of the class")


class VanMove(BaseModel):
    customer: str = Field(description="The customer's full name")
    van: Literal["small", "medium", "large"]
    postcode: str = Field(description="Pick-up postcode")


def _fill(schema, *turns: str):
    messages = [SystemMessage("Extract the details from the conversation.")]
    messages += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(messages)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["parsed"], limits


@pytest.mark.parametrize(("turns", "want"), [
    (("Hi, this is Noor Haddad. I'd like an electric bike.", "Lovely. For how long?",
      "Three days, and include a helmet please."),
     {"rider": "Noor Haddad", "bike": "electric", "days": 3, "helmet": True}),
    (("Kasper Holm here, I want a road bike.", "Sure.", "Actually make it a mountain bike.", "Done.",
      "Two days, no helmet."),
     {"rider": "Kasper Holm", "bike": "mountain", "days": 2, "helmet": False}),
    (("My name is Aiko Mori.", "Hi Aiko!", "A city bike for five days.", "Anything else?", "Add a helmet."),
     {"rider": "Aiko Mori", "bike": "city", "days": 5, "helmet": True}),
])
def test_fields_the_last_message_lacks_are_read_from_earlier_turns(turns, want):
    parsed, limits = _fill(BikeHire, *turns)
    assert parsed.model_dump() == want
    assert limits == []


@pytest.mark.parametrize(("turns", "want"), [
    (("My son Idris Bello wants to join the beginner class.", "Which day suits?", "Wednesday is best."),
     {"student_name": "Idris Bello", "level": "beginner", "day": "Wednesday"}),
    (("I'm Carla Mendes, intermediate level.", "Great.", "Can I come on Saturday?"),
     {"student_name": "Carla Mendes", "level": "intermediate", "day": "Saturday"}),
    (("Book the advanced class for Hugo Lefevre.", "Which day?", "Friday please."),
     {"student_name": "Hugo Lefevre", "level": "advanced", "day": "Friday"}),
])
def test_a_weekday_and_a_name_from_different_turns(turns, want):
    parsed, limits = _fill(PotteryClass, *turns)
    assert parsed.model_dump() == want
    assert limits == []


def test_a_field_nobody_gave_stays_empty_with_a_stated_limit_and_the_assistant_is_not_read():
    parsed, limits = _fill(VanMove, "I need a large van, I'm Petra Novak.", "Is the pick-up at EH3 9QN?",
                           "Next week sometime.")
    assert parsed.customer == "Petra Novak" and parsed.van == "large"
    assert parsed.postcode == ""  # only the assistant wrote a postcode: no value, a limit
    assert any("'postcode'" in limit for limit in limits)


def test_the_last_message_wins_over_earlier_turns():
    parsed, _ = _fill(PotteryClass, "Enrol Mia Roth in the beginner class on Tuesday.", "Done.",
                      "Sorry, enrol Lena Roth in the advanced class on Thursday instead.")
    assert parsed.model_dump() == {"student_name": "Lena Roth", "level": "advanced", "day": "Thursday"}


def test_earlier_texts_latest_first_with_a_named_correction_applied():
    turns = (("human", "My flat is 4B on Elm Row."), ("ai", "Noted."), ("human", "No, I meant 4D, not 4B."),
             ("ai", "Fixed."), ("human", "Deliver on Friday."))
    assert earlier_texts(turns) == ["Deliver on Friday.", "My flat is 4D on Elm Row."]
    assert earlier_texts((("ai", "Hello!"),)) == []


@pytest.mark.parametrize(("name", "field", "text", "read"), [
    ("rider", {"type": "string", "description": "Full name of the rider"}, "I'm Noor Haddad.", True),
    ("bike", {"enum": ["road", "mountain"]}, "A mountain bike, please.", True),
    ("helmet", {"type": "boolean", "description": "Whether a helmet is included"}, "Add a helmet.", True),
    ("days", {"type": "integer"}, "For three days.", True),
    ("datasource", {"enum": ["vectorstore", "web_search"]}, "What is agent memory?", False),
    ("answer", {"type": "string", "description": "The answer to the question"}, "Who leads Kestrel?", False),
    ("is_relevant", {"type": "boolean"}, "Is this about pricing?", False),
    ("summary", {"type": "string"}, "We talked about bikes.", False),
])
def test_only_fields_read_as_values_are_taken_from_an_earlier_turn(name, field, text, read):
    from course_lib.sim.responders.structured import _read_from_a_turn

    assert _read_from_a_turn(name, field, text) is read
