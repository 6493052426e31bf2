"""A fixed-width table's header cell holding a figure or a sign is still a label (issue 26;
eighteenth M1, SAME as seventeenth-and-older I1 / J3 / C4 / G5 / H1).

``data_records._HEADER_CELL_RE`` wanted every word of a header cell after the first to open
with a letter, and no comma or lone sign: "Seats left at 9am", "Q2 2027", "Errors, %", "# of
beds", "Rent £" failed it, the table was not read as one, and a question about a cell got the
header line and a bare row quoted. Now a header cell is what a header is: a short label (up to
four words) opening with a word, each later word holding a letter, a figure or a unit's sign;
a cell opening with a figure is a row's value, a list of several commas is prose, and a first
line whose cell is numbered on by the rows under it ("Floor -1" over "Floor 0") is a row.
Tables and wordings are invented for this test; each behaviour case fails on the code before
the change, the guards pass on both.
"""

from __future__ import annotations

import textwrap

import pytest

from course_lib.sim.material.data_records import fixed_width_table
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_FERRY = """Ferry timetable - summer
Crossing          Boats   Seats left at 9am
Oban to Mull      6       40
Oban to Lismore   4       12
Kennacraig        3       85
"""

_LATENCY = """Service latency review
Service      p95 (ms)   Errors, %   Owner
checkout     420        0.8         Marta
search       180        0.2         Kofi
billing      960        1.5         Ines
"""

_PLOTS = """Allotment plots - Q3 2027
Plot   Holder          # of beds   Rent £
A1     R. Mensah       6           40
A2     J. Kowalski     4           32
B7     S. Lindqvist    9           55
"""

_SALES = """Regional sales
Region      Q1 2027   Q2 2027   % change
North       1200      1350      +12.5
Coast       900       810       -10.0
Valley      400       460       +15.0
"""


@pytest.mark.parametrize(("table", "header"), [
    (_FERRY, ["Crossing", "Boats", "Seats left at 9am"]),
    (_LATENCY, ["Service", "p95 (ms)", "Errors, %", "Owner"]),
    (_PLOTS, ["Plot", "Holder", "# of beds", "Rent £"]),
    (_SALES, ["Region", "Q1 2027", "Q2 2027", "% change"]),
])
def test_a_header_cell_with_a_figure_or_a_sign_is_a_label(table, header):
    read = fixed_width_table(table.split("\n"))
    assert read is not None and read[1] == header and len(read[2]) == 3


@pytest.mark.parametrize(("table", "question", "said", "not_said"), [
    (_FERRY, "How many seats were left at 9am on the Oban to Lismore crossing?", "Seats left at 9am: 12", "Boats Seats"),
    (_LATENCY, "What is the error rate of the search service?", "Errors, %: 0.2", "p95 (ms) Errors"),
    (_PLOTS, "How many beds does J. Kowalski have?", "# of beds: 4", "Holder # of beds"),
    (_SALES, "What were Valley's sales in Q2 2027?", "Q2 2027: 460", "1350"),
])
def test_a_cell_is_read_by_a_header_holding_a_figure_or_a_sign(llm, table, question, said, not_said):  # noqa: F811
    reply, limits = _rag(llm, table, question)
    assert said in reply and not_said not in reply and not limits


_FLOORS = """Floor -1   Car park, bike store, lockers, plant room
Floor 0    Reception, café, post room
Floor 1    Open-plan desks; two quiet rooms
Floor 2    Board room; kitchen
"""

_DECKS = """Deck 3     Cabins
Deck 4     Restaurant
Deck 5     Cinema
Deck 6     Sun terrace
"""

_TITLED = """Pond survey - 14 March
Species        Count   Where
Frog           12      shallows
Newt           3       reeds
Heron          1       bank
"""

_PROSE = ("The harbour's old crane was restored in 1987, before the quay was widened. Mr. Adeyemi "
          "from the trust inspects the cables each April. Loose bolts go back to the workshop "
          "behind the chandlery, never to the scrap bin.")


@pytest.mark.parametrize("listing", [_FLOORS, _DECKS])
def test_a_first_row_numbered_on_by_the_rows_is_no_header(listing):
    read = fixed_width_table(listing.split("\n"))
    assert read is None or not read[1][0].startswith(("Floor", "Deck"))


def test_a_title_line_parted_by_a_dash_is_no_header():
    read = fixed_width_table(_TITLED.split("\n"))
    assert read is not None and read[0] == "Pond survey - 14 March" and read[1] == ["Species", "Count", "Where"]


@pytest.mark.parametrize("width", [40, 50, 60, 70])
def test_wrapped_prose_is_no_table(width):
    lines = textwrap.fill(_PROSE, width).split("\n")
    assert all(fixed_width_table(lines[i:j]) is None
               for i in range(len(lines)) for j in range(i + 3, len(lines) + 1))
