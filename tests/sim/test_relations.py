"""A follow-up whose pronoun names a relation of the row the conversation is about (issue 26,
seventeenth set L6): "her opponent" / "his rival" / "his manager" / "who else is on her team"
over a table are the other rows sharing the named row's group column (and, for a cell word such
as "manager", holding it), asked of by name (``relations``, read by ``follow_up_answers.related_rows``);
a kin word the table does not write ("her cousin"), or a group that cannot be told, is a stated
conversation limit, never the named row quoted again. Invented tables and threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.grounded.relations import related

CHESS = """Club chess night - round 3 pairings
Player          Board   Rating   Points
Maja Novak      1       1850     2.5
Tariq Hassan    1       1790     2
Lucia Ferri     2       1710     1.5
Pavel Dusek     2       1655     1
"""

ROTA = """Ward 4 rota - week 12
Name            Shift    Role
Ada Brennan     Early    Sister
Kofi Mensah     Early    Nurse
Rosa Lindqvist  Late     Sister
Ben Tamura      Late     Nurse
"""

DEBATE = """Debating final - results
Speaker         Side         Motion   Round   Score
Iris Vale       Government   Tax      Final   78
Noel Grant      Opposition   Tax      Final   74
"""


def _ask(notes: str, *turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question, earlier, rows", [
    ("What was her opponent's rating?", ["Maja Novak, on board 1."], ("Tariq Hassan",)),
    ("How many points has his rival got?", ["Pavel Dusek.", "Who is on board 2 with the lower rating?"],
     ("Lucia Ferri",)),
    ("Who is his sister?", ["Ben Tamura works the late shift."], ("Rosa Lindqvist",)),
    ("Who else is on her shift?", ["Ada Brennan."], ("Kofi Mensah",)),
    ("And the other sister?", ["Ada Brennan.", "Who is the sister on the early shift?"], ("Rosa Lindqvist",)),
    ("What is the other player's rating?", ["Lucia Ferri."], ("Pavel Dusek",)),
])
def test_a_relation_is_the_other_rows_of_the_named_rows_group(question, earlier, rows):
    found = related(question, earlier, [CHESS, ROTA])
    assert found is not None and not found.limit and found.rows == rows, found


@pytest.mark.parametrize("question, earlier", [
    ("Where does his cousin live?", ["Tariq Hassan."]),  # a kin word the table does not write
    ("How did her opponent score?", ["Iris Vale."]),  # Motion and Round: two columns, which groups?
])
def test_a_relation_the_table_cannot_tell_is_a_limit(question, earlier):
    found = related(question, earlier, [CHESS, DEBATE])
    assert found is not None and found.limit and not found.rows, found


def test_a_column_of_words_groups_before_figures_that_pair_up():
    ladder = """Squash ladder
Player       Box   Played
Ivo Petrov   A     4
Jan Ruud     A     4
Kim Sato     B     3
Lea Marx     B     3
"""
    found = related("How many has his rival played?", ["Jan Ruud."], [ladder])
    assert found is not None and found.rows == ("Ivo Petrov",), found


def test_a_kin_word_the_notes_write_elsewhere_is_read_as_before():
    notes = CHESS + "Maja Novak's cousin Ilse runs the club bar.\n"
    assert related("Who is her cousin?", ["Maja Novak."], [notes]) is None
    assert related("Who is her cousin?", ["Maja Novak."], [CHESS]).limit


@pytest.mark.parametrize("question, earlier", [
    ("What is her rating?", ["Maja Novak."]),  # a column of the same row
    ("Who is her opponent?", ["The pairings are out."]),  # no row named before
    ("When is the next round?", ["Maja Novak."]),
    ("What about the other one?", ["Maja Novak."]),  # no word of the table: references reads it
])
def test_no_relation_or_no_named_row_is_left_alone(question, earlier):
    assert related(question, earlier, [CHESS]) is None


@pytest.mark.parametrize("notes, turns, want, not_want", [
    (CHESS, ("Who is top of board 1?", "Maja Novak, with 2.5 points.", "What is her opponent's rating?"),
     "1790", "1850"),
    (CHESS, ("Who played on board 2 for the home side?", "Lucia Ferri.", "How many points did her rival get?"),
     "Pavel Dusek", "Lucia Ferri"),
    (ROTA, ("Which shift is Kofi Mensah on?", "Early.", "Who is his sister?"), "Ada Brennan", "Rosa"),
])
def test_a_thread_answers_of_the_related_row(notes, turns, want, not_want):
    text, stated = _ask(notes, *turns)
    assert want in text and not_want not in text and not stated, text


def test_a_thread_with_an_untold_relation_states_a_limit():
    text, stated = _ask(ROTA, "Who is on the late shift as sister?", "Rosa Lindqvist.", "Where does her cousin work?")
    assert stated and "Rosa Lindqvist" not in text.split(":")[0], text
