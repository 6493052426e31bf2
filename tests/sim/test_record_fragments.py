"""``material.record_fragments``: a lookup's JSON fragments put back together, and the agent reading
them before anything is shown (issue 26, task fix50b)."""

from __future__ import annotations

import json

from course_lib.sim.material.record_fragments import wrapped

KEY_LINES = '"shelves": {"oak": 4, "pine": 9}\n"prices": {"oak": 120, "pine": 45}'
OBJECT_LINES = '{"court": "A", "surface": "clay"}\n{"court": "B", "surface": "grass"}'


def test_key_lines_are_one_object():
    assert json.loads(wrapped(KEY_LINES)) == {"shelves": {"oak": 4, "pine": 9}, "prices": {"oak": 120, "pine": 45}}


def test_object_lines_are_a_list():
    assert json.loads(wrapped(OBJECT_LINES)) == [{"court": "A", "surface": "clay"}, {"court": "B", "surface": "grass"}]


def test_guard_whole_json_prose_and_record_lines_are_left_alone():
    assert wrapped('{"court": "A", "surface": "clay"}') is None
    assert wrapped("The courts open at 8am.\nBookings close at 9pm.") is None
    assert wrapped("order_id: ORD-1 | status: shipped\n1 order found") is None
    assert wrapped('"shelves": {"oak": 4}\nand some prose') is None


def _agent_reply(result: str, question: str, form: bool = False) -> tuple[str, list[str]]:
    import warnings

    from langchain.agents import create_agent
    from langchain_core.messages import HumanMessage
    from langchain_core.tools import tool
    from pydantic import BaseModel

    from course_lib.sim import SimulatedChatModel

    class Reply(BaseModel):
        answer: str

    @tool
    def read_shelf_sheet(query: str) -> str:
        """Read the joinery's shelf sheet (shelves, prices) for the words in the query."""
        return result

    agent = create_agent(SimulatedChatModel(), [read_shelf_sheet], system_prompt="Look it up, then answer.",
                         **({"response_format": Reply} if form else {}))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
    text = out["structured_response"].answer if form and out.get("structured_response") else out["messages"][-1].content
    return text, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_fragments_never_shown_alone_as_a_response_formats_answer():
    text, stated = _agent_reply(KEY_LINES, "Can I order an oak shelf this week?", form=True)
    assert stated or not text.startswith("Here is what I found")


def test_a_field_that_answers_is_the_answer():
    text, stated = _agent_reply(KEY_LINES, "How many pine shelves are there?")
    assert "9" in text and "Here is what I found" not in text and not stated
