"""``grounded.time_clauses``: a time asked over a quoted sentence holding several clock times gets
the clause that answers it (round 67: "春游早上几点到学校?" got a sentence of three times). Invented."""

import pytest

from course_lib.sim.grounded.time_clauses import picked
from tests.sim._chat import ask_rag

LINE = "Saturday: doors 6.30pm, support act on stage at 7.15, headliner on stage at 8.45, curfew 11pm."


@pytest.mark.parametrize(("question", "clause"), [
    ("What time is the headliner on stage?", "Saturday: headliner on stage at 8.45."),
    ("When is the curfew?", None),  # guard: one word shared is too little to part the sentence
    ("what time should she be at the stage door?", None),  # guard: "stage" is in two clauses
    ("运动会几点开幕？", None),  # guard: no clause shares its words (an English line)
    ("Who is the support act?", None),  # guard: no time asked
    ("What time do things kick off?", None),  # guard: no clause shares a word: left whole
])
def test_picked(question, clause):
    assert picked(question, LINE) == clause


def test_one_time_is_left_alone():  # guard
    assert picked("What time do the doors open?", "Doors open at 6.30pm.") is None


def test_figures_are_no_times():  # guard: versions, and a figure the question names (notebook 03's web question)
    reply = "The default was fork until 2.13; Tool 2.14 changed it to spawn."
    assert picked("When did Tool 2.14 come out?", reply) is None
    assert picked("When was 2.10 released?", "2.10 shipped in May, 2.15 in June.") is None


def test_end_to_end_chinese():
    notes = "【运动会通知】\n周五上午8:10在操场集合，8:30开幕式，下午4:00左右放学。\n"
    reply, limits = ask_rag(notes, "上午几点在操场集合？")
    assert "8:10" in reply and "8:30" not in reply and not limits


def test_a_row_of_cells_is_left_whole():  # guard: a CSV row's price "7.00" is no clause of prose
    assert picked("When does the Brill to Ostby boat leave?", "Brill-Ostby,10:40,11:10,7.00 Ostby-Farn,16:20,17:35") is None


def test_a_table_row_is_no_sentence_of_clauses():
    """fix56a (fifty-second set TT1): a comma inside a "|" cell is no clause end; the row is left whole."""
    from course_lib.sim.grounded.time_clauses import picked

    row = "| 4 | Oakham | Uppingham | 11:00 | ABANDONED (fog), replayed 3 Dec at 13:30 |"
    assert picked("when do Oakham play Uppingham", row) is None
