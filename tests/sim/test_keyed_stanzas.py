"""Blocks of "Key: value" lines, one per record, read as the table they are (``course_lib.sim.
material.keyed_stanzas``, through ``plain_text``; settings in data/sim/keyed_stanzas.yaml; issue 26,
ports77: a CSV file loaded row by row as ``CSVLoader`` writes it). Records invented here (a tool
library's loans, a choir's members, a seed bank's packets, a garage's bookings); the behaviour
tests fail on start77 (a question answered with one block's line and another block's value, or no
such module), except the guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.keyed_stanzas import stanzas_as_table
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag

_LOANS = """Loan: 1
Borrower: Marguerite Okonkwo
Tool: hedge trimmer
Branch: Riverside
Due back: 14 May

Loan: 2
Borrower: Declan Ferris
Tool: tile cutter
Branch: Hillcrest
Due back: 2 June

Loan: 3
Borrower: Saoirse Lund
Tool: carpet cleaner
Branch: Old Mill
Due back: 21 May"""

_CHOIR = """Member: Ines Bauer
Voice: alto
Section leader: no
Joined: 2017
Phone:

Member: Tobias Wren
Voice: bass
Section leader: yes
Joined: 2009
Phone: 07700 900412"""

_SEEDS = """Packet ID: 4410
Variety: Crimson Flowered broad bean
Sown by: Harriet Pole
Germination: 85%

Packet ID: 4411
Variety: Cherokee Trail of Tears climbing bean
Sown by: Felix Amadi
Germination: 62%

Packet ID: 4412
Variety: Tigerella tomato
Sown by: Harriet Pole
Germination: 91%"""


def _rows(text: str) -> list[dict[str, str]]:
    return [dict(u.cells) for u in units(plain_text(text)) if u.table]


def test_keyed_blocks_read_as_one_row_each():
    assert _rows(_LOANS) == [
        {"Loan": "1", "Borrower": "Marguerite Okonkwo", "Tool": "hedge trimmer", "Branch": "Riverside", "Due back": "14 May"},
        {"Loan": "2", "Borrower": "Declan Ferris", "Tool": "tile cutter", "Branch": "Hillcrest", "Due back": "2 June"},
        {"Loan": "3", "Borrower": "Saoirse Lund", "Tool": "carpet cleaner", "Branch": "Old Mill", "Due back": "21 May"},
    ]


def test_the_rewrite_itself_is_one_pipe_table_with_the_keys_as_its_header():
    """The module's own function, read directly (no module on start77): one header row of the
    blocks' keys, a separator, one row per block."""
    table = stanzas_as_table(_SEEDS)
    lines = table.split("\n")
    assert lines[0].startswith("| Packet ID |") and "Germination" in lines[0]
    assert set(lines[1]) <= set("|- :")
    assert len(lines) == 2 + _SEEDS.count("Packet ID:")
    assert all(line.startswith("|") and line.endswith("|") for line in lines)


def test_an_empty_value_is_an_empty_cell():
    rows = _rows(_CHOIR)
    assert [r["Member"] for r in rows] == ["Ines Bauer", "Tobias Wren"]
    assert rows[1]["Phone"] == "07700 900412" and rows[0].get("Phone", "").strip() == ""


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("which branch did declan Ferris borrow from?", "Hillcrest", ("Riverside", "Old Mill")),
    ("When is the carpet cleaner due back?", "21 May", ("14 May", "2 June")),
    ("What was the germination of the Tigerella tomato?", "91%", ("85%", "62%")),
])
def test_a_question_is_answered_from_the_one_record_it_names(question, want, not_want):
    context = {"declan": _LOANS, "carpet": _LOANS, "Tigerella": _SEEDS}
    text = next(v for k, v in context.items() if k in question)
    reply, limits = _rag(SimulatedChatModel(), text, question)
    assert want in reply and not any(n in reply for n in not_want), reply
    assert not limits, limits


def test_a_record_read_right_before_stays_right():
    """Guard (passes on start77 too): the name and the asked key in neighbouring lines of one block."""
    reply, limits = _rag(SimulatedChatModel(), _CHOIR, "What voice does Tobias Wren sing?")
    assert "bass" in reply and "alto" not in reply, reply
    assert not limits, limits


@pytest.mark.parametrize("text", [
    # one block only: a label list, no table
    "Name: Rosa Quint\nRoom: 12\nCourse: Pottery",
    # an e-mail header over a body
    "From: Ana Ruiz\nTo: Staff\nSubject: Fire drill\n\nThe drill is on Tuesday at 10:00. Please leave by the east stairs.",
    # a dialogue: speakers repeat within a block
    "Ana: Are we still on?\nBen: Yes, at six.\nAna: Great.\n\nAna: Bring the map.\nBen: Will do.\nAna: Thanks.",
    # prose paragraphs with a label line
    "Note: the hall is closed on Mondays.\nBookings open at nine.\n\nNote: parking is free.\nThe cafe opens at ten.",
    # blocks with different keys
    "Title: Dune\nAuthor: Frank Herbert\nYear: 1965\n\nSpecies: heron\nCount: 4\nSite: reservoir",
    # labelled documents: an id, a title and a text that is a sentence
    "Doc ID: 3\nHeading: Weir\nBody: The weir was raised by a metre in 2019 to hold back floods.\n\n"
    "Doc ID: 5\nHeading: Lock\nBody: The lock keeper lives in the cottage beside the upper gate.",
    # a record with a field more after two alike: no partial table
    "Item: kettle\nShelf: B2\nCount: 4\n\nItem: toaster\nShelf: B3\nCount: 1\n\nItem: iron\nShelf: C1\nCount: 2\nNote: broken",
    # a value with a pipe
    "A: x | y\nB: 1\nC: 2\n\nA: z\nB: 3\nC: 4",
])
def test_other_texts_come_back_unchanged(text):
    """Guards (pass on start77 too, where nothing rewrote them): texts that are no run of records."""
    assert plain_text(text) == text


def test_blocks_inside_a_code_fence_are_shown_as_written():
    """Guard: a fenced example is source, not records."""
    fenced = "Write your rows like this:\n\n```\n" + _CHOIR + "\n```"
    assert plain_text(fenced) == fenced
