"""Port: LangGraph how-to "Return structured output from a ReAct agent" (both options: the
response as a tool the model calls, and a second model call with structured output).

Source: github.com/langchain-ai/langgraph, docs/docs/how-tos/react-agent-structured-output.ipynb at
commit c60b06cdbd86619b629607c35c9cf96f15fc6d6e (MIT licence).

Kept verbatim: WeatherResponse (with its ``wind_directon`` spelling), AgentState, get_weather
(a ``Literal["nyc", "sf"]`` city and its two sentences), both graphs (option 1:
``bind_tools([get_weather, WeatherResponse], tool_choice="any")`` and respond from the
WeatherResponse call; option 2: ``bind_tools`` then ``with_structured_output`` on the last
ToolMessage) and the question "what's the weather in SF?". Swapped:
``ChatAnthropic(model="claude-3-opus-20240229")`` -> the simulator.
Right: temperature 75 (nyc: 70) in fahrenheit as the tool says, the direction abbreviated ("SE",
"NE"), the wind speed in km/h (the tool gives mph: 3 mph = 4.83 km/h, 5 mph = 8.05 km/h).
"""

from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import MessagesState
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, call, queued, sim_llm


class WeatherResponse(BaseModel):
    """Respond to the user with this"""

    temperature: float = Field(description="The temperature in fahrenheit")
    wind_directon: str = Field(
        description="The direction of the wind in abbreviated form"
    )
    wind_speed: float = Field(description="The speed of the wind in km/h")


# Inherit 'messages' key from MessagesState, which is a list of chat messages
class AgentState(MessagesState):
    # Final structured response from the agent
    final_response: WeatherResponse


@tool
def get_weather(city: Literal["nyc", "sf"]):
    """Use this to get weather information."""
    if city == "nyc":
        return "It is cloudy in NYC, with 5 mph winds in the North-East direction and a temperature of 70 degrees"
    elif city == "sf":
        return "It is 75 degrees and sunny in SF, with 3 mph winds in the South-East direction"
    else:
        raise AssertionError("Unknown city")


def option_1(model):
    from langgraph.graph import END, StateGraph
    from langgraph.prebuilt import ToolNode

    tools = [get_weather, WeatherResponse]

    # Force the model to use tools by passing tool_choice="any"
    model_with_response_tool = model.bind_tools(tools, tool_choice="any")

    def call_model(state: AgentState):
        response = model_with_response_tool.invoke(state["messages"])
        return {"messages": [response]}

    def respond(state: AgentState):
        weather_tool_call = state["messages"][-1].tool_calls[0]
        response = WeatherResponse(**weather_tool_call["args"])
        tool_message = {
            "type": "tool",
            "content": "Here is your structured response",
            "tool_call_id": weather_tool_call["id"],
        }
        return {"final_response": response, "messages": [tool_message]}

    def should_continue(state: AgentState):
        messages = state["messages"]
        last_message = messages[-1]
        if (
            len(last_message.tool_calls) == 1
            and last_message.tool_calls[0]["name"] == "WeatherResponse"
        ):
            return "respond"
        else:
            return "continue"

    workflow = StateGraph(AgentState)
    workflow.add_node("agent", call_model)
    workflow.add_node("respond", respond)
    workflow.add_node("tools", ToolNode(tools))
    workflow.set_entry_point("agent")
    workflow.add_conditional_edges("agent", should_continue, {"continue": "tools", "respond": "respond"})
    workflow.add_edge("tools", "agent")
    workflow.add_edge("respond", END)
    return workflow.compile()


def option_2(model):
    from langgraph.graph import END, StateGraph
    from langgraph.prebuilt import ToolNode

    tools = [get_weather]
    model_with_tools = model.bind_tools(tools)
    model_with_structured_output = model.with_structured_output(WeatherResponse)

    def call_model(state: AgentState):
        response = model_with_tools.invoke(state["messages"])
        return {"messages": [response]}

    def respond(state: AgentState):
        response = model_with_structured_output.invoke(
            [HumanMessage(content=state["messages"][-2].content)]
        )
        return {"final_response": response}

    def should_continue(state: AgentState):
        messages = state["messages"]
        last_message = messages[-1]
        if not last_message.tool_calls:
            return "respond"
        else:
            return "continue"

    workflow = StateGraph(AgentState)
    workflow.add_node("agent", call_model)
    workflow.add_node("respond", respond)
    workflow.add_node("tools", ToolNode(tools))
    workflow.set_entry_point("agent")
    workflow.add_conditional_edges("agent", should_continue, {"continue": "tools", "respond": "respond"})
    workflow.add_edge("tools", "agent")
    workflow.add_edge("respond", END)
    return workflow.compile()


EXPECTED = {"sf": (75.0, "SE", 4.83), "nyc": (70.0, "NE", 8.05)}


def check(out, log, city):
    """"right", or "limit" when a reply that fed the answer stated one; fails when silently wrong."""
    temperature, direction, kmh = EXPECTED[city]
    calls = [c for m in out["messages"] if isinstance(m, AIMessage) for c in m.tool_calls]
    weather = [c for c in calls if c["name"] == "get_weather"]
    final = out.get("final_response")
    if log.limits():
        return "limit"
    assert weather and weather[0]["args"] == {"city": city}, calls
    assert final is not None
    assert final.temperature == temperature, final
    assert final.wind_directon.upper().replace("-", "") == direction, final
    assert abs(final.wind_speed - kmh) < 0.1, f"{final.wind_speed} km/h; the tool said mph: {final}"
    return "right"


@pytest.mark.parametrize("build", [option_1, option_2])
@pytest.mark.parametrize(("question", "city"), [("what's the weather in SF?", "sf"),
                                                ("How windy is it in NYC right now?", "nyc")])
def test_structured_weather(build, question, city):
    log = CallLog()
    out = build(sim_llm()).invoke({"messages": [("human", question)]}, {"recursion_limit": 25, "callbacks": [log]})
    check(out, log, city)


def test_wiring_with_an_ideal_model():
    llm = queued(call("get_weather", city="sf"),
                 call("WeatherResponse", temperature=75, wind_directon="SE", wind_speed=4.83))
    log = CallLog()
    out = option_1(llm).invoke({"messages": [("human", "what's the weather in SF?")]}, {"callbacks": [log]})
    assert check(out, log, "sf") == "right"
