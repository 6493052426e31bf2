"""Learners' tool arguments read by the argument's meaning (issue 26, toolsfix4).

Found by an invented probe (tests/sim/probes/tools_c.py): a request's opening verb became part of
the person's name ("Add <name> to ...": name "Add <name>"). Each class has its general mechanism;
the tools and wordings here are invented for this test (none is the probe's), and every test
fails on the code before the change.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.text import names


def _calls(tools, question):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.response_metadata.get("simulator_limit")


@tool
def enrol_student(student_name: str) -> str:
    """Enrol a student on the evening pottery course."""
    return "ok"


@pytest.mark.parametrize(("text", "name", "statement"), [
    ("Invite Keziah Mwangi to the book club", "Keziah Mwangi", "Grace Otieno joined on Monday"),
    ("Email Ingrid Solberg the minutes from Monday", "Ingrid Solberg", "Mark Owusu signed the form"),
    ("Schedule Bartholomew for the late shift", "Bartholomew", "Priya Nair booked the hall"),
    ("Cancel Rory McTavish's booking", "Rory McTavish's", "Olu Bello sent the minutes"),
])
def test_a_request_verb_opening_the_sentence_is_no_part_of_a_name(text, name, statement):
    # a name opening a statement keeps its first word ("Mark": a given name that is a verb)
    assert names(text)[0] == name and names(statement)[0] == " ".join(statement.split()[:2])


@pytest.mark.parametrize(("question", "student"), [
    ("Enrol Keziah Mwangi please", "Keziah Mwangi"),
    ("Register Ottilie Brandt for the course", "Ottilie Brandt"),
    ("Add Femi Adeyemi to the pottery class", "Femi Adeyemi"),
])
def test_a_name_argument_never_holds_the_requests_verb(question, student):
    calls, limit = _calls([enrol_student], question)
    assert limit is None and calls == [("enrol_student", {"student_name": student})]


@tool
def find_skip(skip_id: str) -> str:
    """Find which building site holds a skip, by its id."""
    return "ok"


@tool
def heat_vat(vat: str, celsius: int) -> str:
    """Heat a dye vat to a temperature."""
    return "ok"


@pytest.mark.parametrize(("question", "own", "skip"), [
    ("Bake the loaf at 220 degrees", "Where is skip 5521?", "5521"),
    ("The lamp in studio 204 flickers", "Find skip 7781 please", "7781"),
    ("Weigh out 450 grams of madder root", "which site has skip #3390", "3390"),
])
def test_a_number_the_question_says_is_something_else_is_no_id(question, own, skip):
    """A quantity ("220 degrees") or a number another noun labels ("studio 204") is no id of the
    tool's kind; a number the tool's own noun labels still is."""
    calls, _ = _calls([find_skip, heat_vat], question)
    assert not any(name == "find_skip" for name, _ in calls), calls
    calls, limit = _calls([find_skip, heat_vat], own)
    assert limit is None and calls == [("find_skip", {"skip_id": skip})]


@tool
def forward_payslip(employee: str, recipient: str) -> str:
    """Forward the payslip of an employee to a colleague."""
    return "ok"


@tool
def hand_over(sender: str, recipient: str) -> str:
    """Hand a borrowed tool over from one neighbour to another."""
    return "ok"


@pytest.mark.parametrize(("tools", "question", "args"), [
    ([forward_payslip], "forward Kwame's payslip to Lotte", {"employee": "Kwame", "recipient": "Lotte"}),
    ([forward_payslip], "Please forward Anneke's payslip to Rasmus", {"employee": "Anneke", "recipient": "Rasmus"}),
    ([hand_over], "hand the drill over from Ines to Carlos", {"sender": "Ines", "recipient": "Carlos"}),
    ([hand_over], "hand the saw from Wiebke to Joaquim", {"sender": "Wiebke", "recipient": "Joaquim"}),
])
def test_two_people_take_their_roles_from_the_possessive_and_the_prepositions(tools, question, args):
    calls, limit = _calls(tools, question)
    assert limit is None and calls == [(tools[0].name, args)]


@pytest.mark.parametrize(("marked", "unmarked"), [
    ("hand the drill over from Ines to Carlos", "give Ines the drill"),
    ("forward Kwame's payslip to Lotte", "forward the payslip to Lotte"),
])
def test_a_role_nothing_marks_is_a_stated_limit_never_the_other_persons_name(marked, unmarked):
    calls, limit = _calls([hand_over, forward_payslip], marked)
    assert limit is None and len(calls) == 1 and len(set(calls[0][1].values())) == 2, calls
    assert all(v.isalpha() and v in marked for v in calls[0][1].values()), calls  # two names, as written
    calls, limit = _calls([hand_over, forward_payslip], unmarked)
    assert limit or not calls, calls
    assert not any(len(set(a.values())) < len(a) for _, a in calls)  # never one name in both roles


@tool
def lock_door(door: str) -> str:
    """Lock a smart door of the house."""
    return "ok"


@tool
def start_timer(label: str, minutes: int) -> str:
    """Start a kitchen timer with a label."""
    return "ok"


@tool
def book_sauna(slot: str) -> str:
    """Book a sauna slot at the spa, e.g. '19:00'."""
    return "ok"


@pytest.mark.parametrize(("undo", "do", "tool_name"), [
    ("Unlock the garage door", "Lock the garage door", "lock_door"),
    ("Stop the egg timer at 4 minutes", "Start a timer called eggs for 4 minutes", "start_timer"),
    ("Please cancel my sauna slot at 19:00", "Please book a sauna slot at 19:00", "book_sauna"),
])
def test_a_request_that_undoes_what_a_tool_does_calls_no_tool(undo, do, tool_name):
    tools = [lock_door, start_timer, book_sauna]
    calls, _ = _calls(tools, undo)
    assert not calls, calls
    calls, _ = _calls(tools, do)
    assert [name for name, _ in calls] == [tool_name]


class _Errands(BaseModel):
    tasks: list[str]


class _Plan(BaseModel):
    steps: list[str]


@pytest.mark.parametrize(("schema", "text", "items"), [
    (_Errands, "Sand the door, prime the frame and paint the skirting",
     ["Sand the door", "prime the frame", "paint the skirting"]),
    (_Plan, "Defrost the freezer, wipe the shelves and restock the milk",
     ["Defrost the freezer", "wipe the shelves", "restock the milk"]),
    (_Errands, "Descale the kettle, oil the hinges and fix the tap",
     ["Descale the kettle", "oil the hinges", "fix the tap"]),
])
def test_a_list_of_commands_gives_one_task_each(schema, text, items):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text)
    assert list(got.model_dump().values())[0] == items


@tool
def roast(joint: str, celsius: int) -> str:
    """Roast a joint of meat in the oven at a temperature."""
    return "ok"


@pytest.mark.parametrize("question", [
    "Put the pork belly in at 160 Celsius",
    "Get the venison in at 180 Celsius tonight",
    "Pour 750 ml of stock over the brisket",
])
def test_a_figure_and_its_unit_is_neither_an_id_nor_a_things_name(question):
    calls, _ = _calls([find_skip, roast], question)
    assert not any(name == "find_skip" for name, _ in calls), calls
    assert not any(isinstance(v, str) and re.search(r"\d", v) for _, a in calls for v in a.values()), calls


@pytest.mark.parametrize(("text", "name"), [
    ("Please seat Pedro de la Fuente by the window", "Pedro de la Fuente"),
    ("The award goes to Ingeborg van der Linde this year", "Ingeborg van der Linde"),
    ("ask whether Giulia della Rovere signed", "Giulia della Rovere"),
])
def test_a_name_keeps_its_particles(text, name):
    assert name in names(text)
    calls, limit = _calls([enrol_student], f"Enrol {name} please")
    assert limit is None and calls == [("enrol_student", {"student_name": name})]


@tool
def _send_money(to_person: str, amount: float) -> str:
    """Send money to a friend by their name."""
    return "ok"


@tool
def _give_food(person: str, grams: int) -> str:
    """Record food given to a person, in grams."""
    return "ok"


@pytest.mark.parametrize(
    ("tool_", "request_text", "field", "person"),
    [(_send_money, "Send Niamh 25 euro for the tickets", "to_person", "Niamh"),
     (_send_money, "Pay Kofi 12 dollars for lunch", "to_person", "Kofi"),
     (_give_food, "Give Mirela 300 grams of rice", "person", "Mirela")],
)
def test_a_figure_that_opens_a_quantity_is_no_part_of_a_name(tool_, request_text, field, person):
    """"Send Niamh 25 euro": the figure opens the amount ("25 euro"), so the name is "Niamh", not
    "Niamh 25"; a figure that is the name's own stays ("Terminal 5")."""
    from course_lib.sim.tools.tool_args import _without_quantity

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(request_text)
    assert [c["args"].get(field) for c in out.tool_calls] == [person]
    assert _without_quantity("Terminal 5", "Meet me at Terminal 5 at noon") == "Terminal 5"


# --- an optional count said in words: "direct" / "non-stop" / "-free" means none ---------------

@tool
def search_trains(start: str, end: str, max_changes: int | None = None) -> str:
    """Search rail connections between two stations.

    Args:
        start: departure station
        end: arrival station
        max_changes: limits the number of stops where you change trains
    """
    return "ok"


@tool
def book_coach(from_city: str, to_city: str, stops: int | None = None) -> str:
    """Book a long-distance coach seat."""
    return "ok"


@tool
def order_cordial(flavour: str, sugar_grams: int | None = None) -> str:
    """Order a bottle of fruit cordial."""
    return "ok"


@pytest.mark.parametrize(("tools", "text", "name", "value"), [
    ([search_trains], "Trains from Galway to Sligo please, direct if possible", "max_changes", 0),
    ([book_coach], "Book a non-stop coach from Leeds to Bristol", "stops", 0),
    ([order_cordial], "A bottle of elderflower cordial, sugar-free", "sugar_grams", 0),
])
def test_an_optional_count_said_to_be_none_in_words_is_zero(tools, text, name, value):
    calls, _ = _calls(tools, text)
    assert calls and calls[0][1].get(name) == value, calls


def test_an_optional_count_not_said_stays_out():
    calls, _ = _calls([book_coach], "Book a coach from Leeds to Bristol")
    assert calls and "stops" not in calls[0][1], calls
