"""A bare hour after "at" that ends its clause is a clock time ("My flight lands at 6.",
``quantities.value_types``), so a user's earlier statement answers "What time do I land?"; and a
bare figure that corrects it ("Actually it's 7.") replaces that hour (``thread_notes``), not a
correction it "cannot place" (issue 26: facts stated earlier, corrected). A house number or an
amount after "at" is no time. Table-driven on invented wordings, then through the simulator."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_notes import statements
from course_lib.sim.words.quantities import value_types


@pytest.mark.parametrize(("text", "is_time"), [
    ("The ferry docks at 4.", True),
    ("Let's meet at 8 tonight.", True),
    ("Drinks at 6, then dinner.", True),
    ("Her office is at 14 Quay Road.", False),  # a house number
    ("Apples at 2 pounds a bag.", False),  # an amount
    ("Page 6 of the guide.", False),
])
def test_value_types(text, is_time):
    assert ("time" in value_types(text)) is is_time


@pytest.mark.parametrize(("turns", "want"), [
    (["The ferry docks at 4.", "Sorry, it's 5."], ["The ferry docks at 5."]),
    (["My shift starts at 8.", "Actually it's 9."], ["My shift starts at 9."]),
    (["The ferry docks at 4 and the bus leaves at 6.", "Sorry, it's 5."], None),  # which hour: unknown
])
def test_a_bare_figure_corrects_a_bare_hour(turns, want):
    assert statements(turns) == want


def _reply(*turns):
    return SimulatedChatModel().invoke([HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)])


def test_the_stated_hour_is_read_back():
    reply = _reply("The ferry docks at 4.", "Thanks.", "What time does the ferry dock?")
    assert "4" in reply.content and not reply.response_metadata.get("simulator_limit")


def test_the_corrected_hour_is_read_back():
    reply = _reply("My shift starts at 8.", "OK.", "Actually it's 9.", "Noted.", "When does my shift start?")
    assert "9" in reply.content and "8" not in reply.content
    assert not reply.response_metadata.get("simulator_limit")
