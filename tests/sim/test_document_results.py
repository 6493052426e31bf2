"""A lookup tool's result that is a whole document with a bordered pipe table and no ``|---|`` rule
(a fare sheet, an opening-hours sheet) is answered from by the grounded reader, never relayed after
"Here is what I found:" (``tools.document_results``, ``agent._document_answer``); with a
``response_format`` the answer field holds the answer, not the sheet. A short record keeps its relay
(guard rows, named below). Tools and wordings of my own (issue 26; fix58c)."""

from __future__ import annotations

import warnings

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim.tools.document_results import bordered_cells, is_document

FARES = """Isle Link Ferries - foot passenger fares, each way
| Passenger        | Off-peak | Peak  |
| Adult            | £7.40    | £9.10 |
| Child (4-15)     | £3.70    | £4.55 |
| Senior (65+)     | £5.90    | £7.25 |
Under-4s travel free. Bicycles go free with a paying passenger.
Peak means sailings before 09:30 on weekdays.
The kiosk sells hot drinks on the 07:15 and 17:45 sailings only."""

HOURS = """Fernhill Library - opening hours
| Day        | Opens | Closes |
| Monday     | 10:00 | 18:00  |
| Tuesday    | 10:00 | 20:00  |
| Saturday   | 09:00 | 13:00  |
Closed on Wednesdays, Thursdays, Fridays and Sundays for the refurbishment.
Returns can go in the box by the door at any time.
The story-time session for toddlers is on Saturdays at 10:30."""

RECORD = "order_id: KB-2291 | carrier: Parcelfly | status: out for delivery | eta: 16:00 | signed: no"
ROWS = "A1 | 12 | open\nA2 | 9 | closed\nA3 | 4 | open"


@tool
def ferry_fares(route: str = "mainland") -> str:
    """Get the ferry's foot passenger fares."""
    return FARES


@tool
def library_hours(branch: str = "Fernhill") -> str:
    """Look up the library's opening hours."""
    return HOURS


@tool
def track_order(order_id: str) -> str:
    """Track an order by its id."""
    return RECORD


class Answer(BaseModel):
    answer: str = Field(description="the answer for the user")


def _run(tool_fn, question: str, form: bool = False):
    from course_lib.sim import SimulatedChatModel

    kwargs = {"response_format": Answer} if form else {}
    agent = create_agent(SimulatedChatModel(), [tool_fn], system_prompt="Use the tool, then answer.", **kwargs)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    if form and out.get("structured_response") is not None:
        resp = out["structured_response"]
        return (resp.answer if isinstance(resp, Answer) else str(resp.get("answer", resp))), limits
    return out["messages"][-1].content, limits


@pytest.mark.parametrize("text,want", [
    (FARES, True),
    (HOURS, True),
    (RECORD, False),  # guard: a record's "key: value | key: value" line is no document
    (ROWS, False),  # guard: unbordered rows, short: a record list
    ('[{"a": 1}, {"a": 2}]', False),  # guard: JSON
])
def test_is_document(text, want):
    assert is_document(text) is want


def test_bordered_cells():
    assert bordered_cells("| Adult | £7.40 | £9.10 |") == 3
    assert bordered_cells("Under-4s travel free.") == 0


@pytest.mark.parametrize("question,form,want", [
    ("adult fare off-peak?", False, "7.40"),
    ("how much is an off peak adult ticket", True, "7.40"),
    ("what time does the library open on saturday", True, "09:00"),
])
def test_document_answered_from_not_relayed(question, form, want):
    tool_fn = library_hours if "library" in question else ferry_fares
    reply, _ = _run(tool_fn, question, form)
    assert want in reply
    assert "Here is what I found" not in reply
    assert "kiosk" not in reply and "story-time" not in reply


@pytest.mark.parametrize("tool_fn,question", [
    (ferry_fares, "can i take my dog on the ferry?"),
    (library_hours, "does the library have a photocopier?"),
])
def test_absent_subject_is_not_relayed(tool_fn, question):
    reply, limits = _run(tool_fn, question, form=True)
    assert "Here is what I found" not in reply
    assert "kiosk" not in reply and "story-time" not in reply
    assert limits or "know" in reply or "not" in reply


def test_short_record_keeps_its_relay():
    """Guard: a short record is said as it is (today's relay)."""
    reply, _ = _run(track_order, "where is my order KB-2291?")
    assert "Parcelfly" in reply
