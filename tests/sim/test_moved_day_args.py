"""A move "from Tuesday to Friday" fills a day field by its name: ``new_day`` the day moved to,
``old_day`` the day moved from (issue 26, the thirty-third set's agent-move-not-cancel; name
words in data/sim/lexicons.yaml). Two weekdays left it unread, and an acting tool was then called
with the empty safe value beside the arguments limit: in an agent's loop that call runs. A tool
that acts (not a read) with a required value the question lacks now gets the limit and no call.
Wordings invented for this test; guards named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def reschedule_lesson(lesson_id: str, new_day: str) -> str:
    """Move a lesson to another day."""
    return ""


@tool
def swap_shift(staff_id: str, old_day: str, new_day: str) -> str:
    """Swap a staff member's shift from one day to another."""
    return ""


@tool
def send_parcel(parcel_id: str, courier: str) -> str:
    """Send a parcel with a courier."""
    return ""


def _call(tools, question):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


@pytest.mark.parametrize(("tool_", "question", "want"), [
    (reschedule_lesson, "can you move lesson LS-77 from tuesday to friday?", {"new_day": "Friday"}),
    (swap_shift, "swap shift for staff ST-12 from monday to wednesday", {"old_day": "Monday", "new_day": "Wednesday"}),
    (reschedule_lesson, "move lesson LS-80 to thursday", {"new_day": "Thursday"}),  # guard: one day named
])
def test_a_moved_day_fills_its_field(tool_, question, want):
    out, limited = _call([tool_], question)
    assert out.tool_calls and not limited
    assert {k: out.tool_calls[0]["args"][k] for k in want} == want


def test_an_acting_tool_without_its_value_is_not_called():
    out, limited = _call([send_parcel], "send parcel PX-3301 please")  # no courier named
    assert limited
    assert not out.tool_calls


@tool
def rename_folder(folder_id: str, new_name: str) -> str:
    """Rename a folder."""
    return ""


@pytest.mark.parametrize(("tools", "question"), [
    ([rename_folder], "rename folder FD-221"),  # no new name: was a call with new_name ''
    ([reschedule_lesson], "can you move lesson LS-77 from tuesday to the weekend?"),  # was new_day 'Tuesday'
])
def test_no_call_without_the_value(tools, question):
    out, limited = _call(tools, question)
    assert limited
    assert not out.tool_calls
