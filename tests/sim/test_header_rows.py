"""header_rows: a table's header row is never an answer (invented formats; none from the fresh sets)."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.header_rows import is_header_row

CARD = ("Club darts, league night 4\n\n"
        "Player        Legs   180s   Hi-out   Avg\n"
        "K. Mensah       3      2      96     61.2\n"
        "B. Ortiz        1      0      40     48.9\n"
        "P. Lunde        2      1     110     55.0\n")
ROUND = ("Quiz night scores\n\n"
         "Team            R1   R2   R3   Total\n"
         "Brainstormers    8    6    9    23\n"
         "Quizteama        7    9    5    21\n")

SPLITS = ("Parkrun results, 9 March\n\n"
          "Runner          Bib    Time    Cat\n"
          "Anna Berg       112    21:05   F35\n"
          "Ola Nord         87    19:58   M40\n"
          "Ken Ito         301    24:40   M50\n")


@pytest.mark.parametrize("body,line,header", [
    (CARD, "Player Legs 180s Hi-out Avg", True),
    (ROUND, "Team R1 R2 R3 Total", False),  # read as a table: its header is no unit of its own
    (SPLITS, "Runner Bib Time Cat", False),  # read as a table too
    (CARD, "K. Mensah 3 2 96 61.2", False),
    (ROUND, "Brainstormers 8 6 9 23", False),
    (CARD, "Club darts, league night 4", False),
    ("The hall opens at 7 pm. Bring a plate.", "The hall opens at 7 pm.", False),
    ("Payslip\nTax code: 1257L\nGross pay: 2,410.00 1,200\n", "Tax code: 1257L", False),  # a fact line
    ("Skills\nMust have: SQL, Python\nYears: 3 5\n", "Must have: SQL, Python", False),
])
def test_is_header_row(body, line, header):
    assert is_header_row(body, line) == header


@pytest.mark.parametrize("notes,question,right", [
    (CARD, "how many players hit a 180", "2"),
    (ROUND, "how many teams scored over 22 in total", "1"),
    (CARD, "how many of the players won legs", "3"),
    (CARD, "which player had the hi-out", "Lunde"),
    (CARD, "how many legs did the players win in all", "6"),
])
def test_a_header_row_is_no_answer(notes, question, right):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\nQuestion: {question}")
    limit = out.response_metadata.get("simulator_limit")
    header = next(line for line in notes.splitlines() if line.startswith(("Player", "Team")))
    assert limit or (right in out.content and " ".join(header.split()) not in out.content), out.content
