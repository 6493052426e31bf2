"""Sub-agents as tools (course_lib.rag.graphs.sub_agents, notebook 08), on the simulator."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.rag.graphs.sub_agents import (
    DESKS,
    Desk,
    agent_as_tool,
    leaf_tools,
    make_desk_tools,
    make_supervisor,
)
from course_lib.rag.pipelines import Pipeline, last_ai_text
from course_lib.rag.tools import calc, convert_units, days_between, query_orders, track_shipment
from course_lib.sim import SimulatedChatModel


class EchoAgent:
    """Stands in for a compiled agent: answers with the text it was given."""

    def __init__(self):
        self.seen: list[str] = []

    def invoke(self, state, config=None):
        text = state["messages"][-1].content
        self.seen.append(text)
        return {"messages": [*state["messages"], AIMessage(f"desk got: {text}")]}


def test_a_desk_receives_the_users_question_not_only_the_paraphrase():
    echo = EchoAgent()
    tool = agent_as_tool(echo, name="ask_echo_desk", description="Echoes.")
    state = {"messages": [HumanMessage("How many days from 2026-03-02 to 2026-04-15?")]}
    out = tool.invoke({"request": "days 2026", "state": state})
    assert echo.seen == ["How many days from 2026-03-02 to 2026-04-15?"]
    assert out == "desk got: How many days from 2026-03-02 to 2026-04-15?"
    only_request = agent_as_tool(echo, name="ask_echo_desk", description="Echoes.", forward="request")
    assert only_request.invoke({"request": "days 2026", "state": state}) == "desk got: days 2026"
    assert "state" not in tool.tool_call_schema.model_json_schema()["properties"]  # the model never sees it


def test_bad_desks_are_refused_in_one_sentence():
    with pytest.raises(ValueError, match="forward must be one of"):
        agent_as_tool(EchoAgent(), name="x", description="x", forward="everything")
    with pytest.raises(ValueError, match="unknown tools: nowhere"):
        make_desk_tools(llm=SimulatedChatModel(), catalogue={}, desks=[Desk("ask_x", "x", ("nowhere",))])


def test_the_supervisor_routes_through_a_desk_to_its_tool():
    llm = SimulatedChatModel()
    catalogue = {t.name: t for t in (query_orders, track_shipment, calc, convert_units, days_between)}
    desks = [Desk("ask_orders_desk", DESKS[0].description, ("query_orders", "track_shipment")),
             Desk("ask_numbers_desk", DESKS[3].description, ("calc", "convert_units", "days_between"))]
    supervisor = make_supervisor(llm=llm, desk_tools=make_desk_tools(llm=llm, catalogue=catalogue, desks=desks))
    pipe = Pipeline(name="sup", graph=supervisor, read_answer=last_ai_text,
                    make_input=lambda q: {"messages": [HumanMessage(q)]})
    run = pipe.run("Where is the parcel of order ORD-1007 now?")
    called = [c.name for c in run.ledger.tool_calls]
    assert called == ["ask_orders_desk", "track_shipment"]
    assert leaf_tools(called, [d.name for d in desks]) == ["track_shipment"]
    assert "customs" in run.answer
    assert len(run.ledger.llm_calls) == 4  # supervisor, desk, desk reads result, supervisor reads desk
