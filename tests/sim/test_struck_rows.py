"""``material.struck_rows``: a table's row taken out by a line outside it (issue 26; the fortieth
set's class II2), read by ``rank_positions`` (a position re-counted without it, or the limit when the
removal names no row) and by the quoting path (a struck row quoted for a rank is the limit).
Tables and wordings invented here (a pumpkin contest, a regatta, a spelling bee, a fishing match, a
pub quiz); every case fails on 334c89bb (no such module; the position read as written, the
removal line unread), the guards (marked) pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.struck_rows import struck
from course_lib.sim.material.superlatives import tables
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_PUMPKINS = """| Rank | Grower | Village | Weight kg |
|---|---|---|---|
| 1 | Odile Ferrand | Ashby | 212 |
| 2 | Tomasz Wrona | Kettleby | 198 |
| 3 | Priti Naidu | Ashby | 187 |
| 4 | Gus Halloran | Upton | 170 |

Show secretary: Wrona's pumpkin was found to be hollowed and weighted, so it is disqualified."""

_REGATTA = """Single sculls final
Place  Crew  Club            Time
1      7     Tideway RC      7:41
2      3     Maidenhead RC   7:44
3      11    Thames Valley   7:52
4      5     Kingston RC     8:03
Umpire: crew 7 DSQ (steering out of lane)."""

_BEE = """Speller,School,Words,Placing
Hana Moreau,St Jude's,31,1
Kofi Mensah,Oakfield,29,2
Lior Ben-Ami,Riverside,27,3
Note: one speller's result is void after a timing error; the judges will confirm the order."""

_FISHING = """Peg,Angler,Weight lb
12,Dev Sandhu,18.5
4,Maureen Glass,16.25
9,Ray Okoro,14.0
Peg 12's weight does not count: a fish over the size limit was kept."""

_QUIZ = """| Pos | Team | Points |
|---|---|---|
| 1 | The Know-It-Owls | 88 |
| 2 | Quizteama Aguilera | 81 |
| 3 | Universally Challenged | 77 |

Next week's round is on rivers."""


@pytest.mark.parametrize(("doc", "struck_key"), [
    (_PUMPKINS, "Tomasz Wrona"),  # a surname before the cue
    (_REGATTA, "3"),  # "crew 7": the column's header and its cell (row 0, whose crew cell is 7)
    (_FISHING, "Dev Sandhu"),  # "Peg 12"
])
def test_the_row_a_later_line_names(doc, struck_key):
    (rows,) = tables(doc)
    out = struck(doc, rows)
    assert len(out.rows) == 1 and not out.untied
    (n,) = out.rows
    if struck_key == "3":
        assert dict(rows[n].cells)["Crew"] == "7"
    else:
        assert struck_key in rows[n].text


def test_a_removal_naming_no_row_is_untied():
    (rows,) = tables(_BEE)
    out = struck(_BEE, rows)
    assert not out.rows and out.untied


def test_no_removal_cue_strikes_nothing():  # guard
    (rows,) = tables(_QUIZ)
    assert not struck(_QUIZ, rows)


@pytest.mark.parametrize(("doc", "question", "want", "not_want"), [
    (_PUMPKINS, "Whose pumpkin came second?", "Priti Naidu", "Tomasz Wrona"),
    (_PUMPKINS, "In the end, who finished third?", "Gus Halloran", "Priti Naidu"),
    (_REGATTA, "Which club came second?", "Thames Valley", "Maidenhead"),
    (_FISHING, "Which angler had the second highest weight?", "Ray Okoro", "Maureen Glass"),
])
def test_a_position_is_counted_without_the_struck_row(llm, doc, question, want, not_want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text and not_want not in text


def test_an_untied_removal_is_the_limit_for_a_position(llm):  # noqa: F811
    text, limits = _rag(llm, _BEE, "Who came second?")
    assert limits and "Kofi Mensah: second" not in text


def test_a_table_with_no_removal_keeps_its_positions(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _QUIZ, "Which team came second?")
    assert not limits and "Quizteama Aguilera" in text


_FLOWERS = """exhibitor,variety,prize
A. Kerr,Dahlia,1st
B. Lund,Rose,2nd
C. Ito,Iris,3rd
Steward's note: the Rose exhibit is withdrawn (bought in, not grown)."""


def test_a_quoted_struck_row_is_no_rank_answer(llm):  # noqa: F811
    text, limits = _rag(llm, _FLOWERS, "Which variety took 2nd prize?")
    assert limits and "B. Lund" not in text.split("can't tell")[0]


def test_a_struck_row_quoted_for_no_rank_stays(llm):  # noqa: F811 - guard: its own facts are still its own
    text, limits = _rag(llm, _FLOWERS, "What variety did A. Kerr show?")
    assert not limits and "Dahlia" in text


def test_a_total_leaves_the_struck_row_out():
    from course_lib.sim.grounded import totals

    found = totals.totalled("What was the total weight caught altogether?", [_FISHING])
    assert found is not None and found.total == 30.25 and "without the row" in totals.answer(found)


def test_a_total_with_no_removal_adds_every_row():  # guard
    from course_lib.sim.grounded import totals

    found = totals.totalled("How many points were scored altogether?", [_QUIZ])
    assert found is not None and found.total == 246 and "without" not in totals.answer(found)


_DARTS = """| Player | Legs won | Average |
|---|---|---|
| Kev Dunne | 9 | 71.2 |
| Sal Price | 7 | 68.9 |
| Wyn Jones | 5 | 74.5 |

League note: Wyn Jones withdrew mid-season and his results are void."""


def test_a_superlative_ranks_without_the_struck_row():
    from course_lib.sim.material.superlatives import ranked

    found = ranked("Who had the highest average?", [_DARTS])
    assert found is not None and found.keys == ("Kev Dunne",)


def test_a_superlative_with_no_removal_ranks_every_row():  # guard
    from course_lib.sim.material.superlatives import ranked

    found = ranked("Which team scored the most points?", [_QUIZ])
    assert found is not None and found.keys == ("The Know-It-Owls",)


_RELAY = """Pos  Team          Time
1    Harriers A    31:02
2    Striders      31:40
3    Harriers B    32:15
dq = disqualified at changeover. Also ran: Fenland AC (withdrawn)"""


def test_a_key_to_the_codes_strikes_nothing(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _RELAY, "Which team was second?")
    assert not limits and "Striders" in text


def test_a_span_over_a_running_column_still_reads():  # guard: the column reader's fourth value
    from course_lib.sim.grounded import totals

    doc = "| Day | Odometer |\n|---|---|\n| Mon | 1200 |\n| Tue | 1350 |\n| Wed | 1490 |"
    found = totals.spanned("How far did we drive between the first and the last entry?", [doc])
    assert found is not None and found.difference == 290
