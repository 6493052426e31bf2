"""A score sheet the table reader cannot read (issue 26; twenty-first P3, nineteenth N1, eighteenth
M1): a grid under one label and numbered columns, each name's row of marks with a label-less line
of running totals under it. The replies quoted the title line ("nothing about 'won'") or a name's
row of marks for a question about its totals, with no limit; ``score_sheets`` finds such a sheet
and a question asked of it (naming a row, or a word the document never writes) is a stated
documents limit.

Sheets invented for this test (a golf card, a darts leg sheet, a bowling card with other names
and marks), none of any fresh set. Every chat-model test here fails on the code before the change
(a quoted title or row, no limit); the guards check that a question the sheet's other lines answer
is still answered, and that a table the reader reads is no unread sheet.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material import score_sheets
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

GOLF = """Pinewood Links - Saturday medal, white tees
Hole    1     2     3     4     5     6     7     8     9
Ilse    4     5 x   3     4     6 p   4     3     5     4
        4     9     12    16    22    26    29    34    38
Ruairi  5     4     4     5 x   5     3     4     4     6
        5     9     13    18    23    26    30    34    40
"""

DARTS = """Friday league, board 3
Visit   1      2      3      4      5      6
Kofi    T20 5  60     T19 3  45     D16    D8
        401    341    281    236    204    188
Ines    100    T20 1  85     60     41     D20
        401    340    255    195    154    114
"""

BOWLS = """Ridgeway Lanes - Thursday doubles, lane 12
Frame   1     2     3     4     5     6     7     8     9     10
Anouk   9 /   X     8 -   7 2   X     X     9 /   8 1   X     7 / 6
        20    38    46    55    84    104   122   131   148   164
Bilal   X     8 1   9 /   X     7 -   8 /   X     6 2   9 -   X 8 1
        19    28    48    65    72    92    110   118   127   146
"""


@pytest.mark.parametrize(("context", "question"), [
    (GOLF, "Who won the medal?"),
    (GOLF, "What was Ruairi's total after six holes?"),
    (DARTS, "how many did ines need after three visits"),
    (BOWLS, "Who won the doubles?"),
    (BOWLS, "What was Bilal's score after five frames?"),
])
def test_a_question_asked_of_an_unread_score_sheet_is_a_stated_limit(llm, context, question):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert stated and "score sheet" in stated[0], reply


@pytest.mark.parametrize(("context", "question", "wanted"), [
    (GOLF, "Which tees were played?", "white"),
    (BOWLS, "Which lane was it on?", "12"),
])
def test_a_question_the_other_lines_answer_is_answered(llm, context, question, wanted):  # noqa: F811
    assert score_sheets.unread_sheet(context) is not None  # the sheet is there, the question is not of it
    reply, stated = _rag(llm, context, question)
    assert wanted in reply and not stated, (reply, stated)


def test_the_sheet_is_found_with_its_rows():
    sheet = score_sheets.unread_sheet(BOWLS)
    assert sheet is not None and sheet.rows == ("Anouk", "Bilal") and sheet.columns == 10 and sheet.label == "Frame"


@pytest.mark.parametrize("body", [
    # a table the reader reads (two labels, one line a row): no unread sheet
    "Player   Played  Won\nAnouk    9       7\nBilal    8       5\n",
    # numbered columns but every row labelled: no second lines
    "Round  1   2   3\nAnouk  4   5   3\nBilal  5   4   4\n",
    # prose
    "Anouk bowled well on Thursday.\nBilal did not.\n",
])
def test_other_documents_hold_no_unread_sheet(body):
    assert score_sheets.unread_sheet(body) is None
