"""A form-like tool (several required arguments) whose values the message does not give is not
called with safe values and the message's words: the reply says what is missing (issue 26)."""

from langchain_core.messages import HumanMessage
from pydantic import BaseModel

from course_lib import get_chat_model


class TripRequest(BaseModel):
    """Book a trip for the user."""

    destination: str
    travellers: list[str]
    stops: list[str]
    nights: int


class CityWeather(BaseModel):
    """Look up the weather of a city."""

    city: str


def test_a_form_with_most_values_missing_is_not_called():
    reply = get_chat_model("sim").bind_tools([TripRequest]).invoke([HumanMessage("Book me a trip to Lisbon")])
    assert not reply.tool_calls, reply.tool_calls
    assert reply.response_metadata.get("simulator_limit")


def test_a_tool_whose_one_argument_is_given_is_still_called():
    reply = get_chat_model("sim").bind_tools([CityWeather]).invoke([HumanMessage("What's the weather in Oslo?")])
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("CityWeather", {"city": "Oslo"})]


def test_forced_choice_still_calls():
    llm = get_chat_model("sim").bind_tools([TripRequest], tool_choice="TripRequest")
    reply = llm.invoke([HumanMessage("I'd like a trip somewhere warm")])
    assert reply.tool_calls and reply.tool_calls[0]["name"] == "TripRequest"
