"""Material handed over in the human turn or returned by a tool, read for what is asked (issue 26,
session 56, the merger's probe grounded_t; wordings of my own here): a JSON tool result's own
fields beside its list of records (``agent._records_answer``); lines of one numbered key as
sibling records (``sibling_records``); a question after a hand-over sentence (``unlabelled_prompt.question_line``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

BOOKING = ('{"booking_ref": "QX-77", "state": "confirmed", "ferry": "Isle Runner", "departs": "2036-08-03 07:45", '
           '"passengers": [{"name": "Ana Ruiz", "type": "adult"}, {"name": "Leo Ruiz", "type": "child"}]}')


@tool
def find_booking(booking_ref: str) -> str:
    """Find a ferry booking by its reference and return it as JSON."""
    return BOOKING


def _agent_reply(question: str):
    from langchain.agents import create_agent

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        agent = create_agent(SimulatedChatModel(), [find_booking], system_prompt="You help with ferry bookings.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["messages"][-1].content, limits


@pytest.mark.parametrize(("question", "want"), [
    ("Is booking QX-77 confirmed?", "confirmed"),
    ("What time does booking QX-77 leave?", "07:45"),
])
def test_a_json_results_own_fields_answer_beside_its_records(question, want):
    text, limits = _agent_reply(question)
    assert want in text and "Ana Ruiz" not in text, text
    assert not limits, limits


def test_naming_the_records_answers_nothing_asked_of_them():
    text, limits = _agent_reply("How much was booking QX-77?")
    assert limits, text  # no price in the record: not the passengers' names
    assert "Ana Ruiz" not in text.split("The offline simulator")[0]


def test_lines_of_one_numbered_key_are_sibling_records():
    from course_lib.sim.material.sibling_records import is_sibling

    assert is_sibling("Room 12: Year 9 French", "Room 14: Year 10 maths")
    assert is_sibling("Stage 3 - Keswick to Buttermere", "Stage 4 - Buttermere to Ennerdale")
    assert not is_sibling("Room 12: Year 9 French", "Lunch: 12:30 in the hall")
    assert not is_sibling("Room 12: Year 9 French", "Room 12: Year 9 French")


def test_a_row_of_a_numbered_list_is_quoted_alone():
    from course_lib.sim import SimulatedChatModel

    text = ("Here's the walking route:\n\nCoast path stages\nStage 1: Seaton to Beer, 3 miles\nStage 2: Beer to "
            "Branscombe, 4 miles\nStage 3: Branscombe to Sidmouth, 7 miles\nStage 4: Sidmouth to Budleigh, 8 "
            "miles\n\nWhere does stage 2 end?")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke([HumanMessage(text)]).content
    assert "Branscombe" in reply and "Sidmouth" not in reply and "Seaton" not in reply, reply


def test_a_follow_up_after_a_pasted_list_is_not_read_as_the_users_own_words():
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage("Our kit list for Saturday:\n\nTent: Priya\nStove: Tom\nFirst aid kit: Mel\nMaps: Tom\n\n"
                         "Who's bringing the stove?"),
            AIMessage("Tom is bringing the stove."), HumanMessage("And the tent?")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(msgs).content
    assert "Earlier you said" not in reply, reply


@pytest.mark.parametrize(("line", "question"), [
    ("Got this letter from the school. When is the trip?", "When is the trip?"),
    ("My gym sent me this. Is the pool open on Sunday?", "Is the pool open on Sunday?"),
    # no hand-over: the line is asked whole, as before
    ("The boiler broke again. Who do I call?", "The boiler broke again. Who do I call?"),
])
def test_a_question_after_a_hand_over_sentence(line, question):
    from course_lib.sim.request.unlabelled_prompt import question_line

    assert question_line(line) == question


def test_a_pasted_letter_under_a_hand_over_and_question_is_read():
    from course_lib.sim import SimulatedChatModel

    text = ("The garage sent me this. When can I pick the car up?\n\nDear Mr Okoro,\n\nYour Fiesta is booked in "
            "for its service on Monday. The replacement part arrives on Tuesday morning, so the car will be "
            "ready to collect on Wednesday after 2pm.\n\nKind regards,\nDale's Garage")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke([HumanMessage(text)]).content
    assert "Wednesday" in reply, reply


# fix62d: records a tool returns, the question naming one by its first field's value (probe records_j
# rooms-oak-seats, once "Look the details up with the tool" called the tool). Invented records.
@tool
def list_boats(harbour: str) -> str:
    """Get the sailing club's boats, one JSON record per line."""
    import json

    return "\n".join(json.dumps(r) for r in (
        {"boat": "Kestrel", "berths": 4, "engine": "inboard", "daily": 160},
        {"boat": "Puffin", "berths": 2, "engine": "outboard", "daily": 90},
        {"boat": "Gannet", "berths": 6, "engine": "inboard", "daily": 240}))


def _boats(question: str) -> str:
    from langchain.agents import create_agent

    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [list_boats], system_prompt="Look the details up with the tool, then "
                         "answer from them.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    return out["messages"][-1].content


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("how many berths does Puffin have", "2", ("4", "6")),
    ("what engine has the Gannet got", "inboard", ("Puffin", "Kestrel")),
])
def test_the_record_the_question_names_is_read_alone(question, want, not_want):
    reply = _boats(question)
    assert want in reply and not any(w in reply for w in not_want), reply


def test_no_record_named_reads_them_all():
    """Guard (passes on read75 too): a question naming no record's value reads every record."""
    reply = _boats("which boats have an inboard engine")
    assert "Kestrel" in reply and "Gannet" in reply, reply
