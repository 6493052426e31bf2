"""Everyday fixed-width tables read by their shape (issue 26; the format classes of the fresh
sets, eighteenth M1 / nineteenth N1 and older): a header cell holding a unit in square brackets,
a title line cut at single spaces above a table whose columns are parted by runs of spaces, and a
table with a note of its own under it. Tables and wordings are invented for this test; each
behaviour case fails on the code before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.material.prose import units

_BRACKETED = [
    ("""Pump tests
Pump     Flow [l/min]   Head [m]
P-101    42             18
P-102    38             21
P-103    55             12""", "Flow [l/min]", ["P-101", "42", "18"]),
    ("""Crane   Load [t]   Reach [m]
Liebherr 81K   6.0   40
Potain Igo   4.0   30
Terex CTT   8.0   55""".replace("   ", "      "), "Load [t]", None),
    ("""Sensor    Temp [°C]   Humidity [%]
kitchen   21.5        48
cellar    13.0        71
attic     17.2        39""", "Temp [°C]", ["kitchen", "21.5", "48"]),
]


@pytest.mark.parametrize(("text", "label", "first"), _BRACKETED)
def test_a_header_cell_holding_a_unit_in_square_brackets_is_a_label(text, label, first):
    grid = fixed_width_table(text.split("\n"))
    assert grid is not None, text
    _, header, rows = grid
    assert label in header
    if first is not None:
        assert rows[0] == first


_TITLED = [
    ("Jobs this weekend", """Jobs this weekend
Who       Task
Nadia     paint fence
Otto      clear gutters
Pia       mow lawn""", ["Who", "Task"]),
    ("Seeds sown in the cold frame", """Seeds sown in the cold frame
Crop     Sown on       Trays
Leeks    2 March       3
Chard    9 March       2
Basil    16 March      1""", ["Crop", "Sown on", "Trays"]),
    ("Who owes the kitty money", """Who owes the kitty money
Person      Owes
Hamid       £12
Joss        £4.50
Kemi        £20""", ["Person", "Owes"]),
]


@pytest.mark.parametrize(("title", "text", "header"), _TITLED)
def test_a_line_cut_only_at_single_spaces_above_a_spaced_table_is_its_title(title, text, header):
    grid = fixed_width_table(text.split("\n"))
    assert grid is not None
    assert grid[0] == title
    assert grid[1] == header
    assert len(grid[2]) == 3 and header[0] not in grid[2][0]


def test_a_header_with_single_spaces_and_no_title_above_stays_a_header():
    """(guard) "Filesystem  Size  Used Avail": a header line holding a run of spaces is read as before."""
    text = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   31G   17G  65% /
tmpfs           3.9G     0  3.9G   0% /dev/shm"""
    grid = fixed_width_table(text.split("\n"))
    assert grid is not None and grid[0] == "" and grid[1][0] == "Filesystem"


_NOTED = [
    ("""Pass            Adult     Child
Day rider       £5.20     £2.60
Week rider      £21.00    £10.50
Month rider     £72.00    £36.00
Passes are sold on the bus: contactless only.""", "Pass: Week rider; Adult: £21.00; Child: £10.50.",
     "contactless"),
    ("""Rooms           Seats   Screen
Boardroom       14      yes
Garden room     6       no
Loft            22      yes
Book rooms one day ahead. Cancel by noon.""", "Rooms: Loft; Seats: 22; Screen: yes.", "Cancel by noon"),
    ("""Axle        Normal    Full load
Front       2.3 bar   2.5 bar
Rear        2.1 bar   2.9 bar
Spare       4.2 bar   4.2 bar
Check them once a month: under-inflated tyres wear fast.""", "Axle: Rear; Normal: 2.1 bar; Full load: 2.9 bar.",
     "once a month"),
]


@pytest.mark.parametrize(("text", "row", "note"), _NOTED)
def test_a_table_with_a_note_line_under_it_is_read_by_its_columns(text, row, note):
    read = units(text)
    assert row in [u.text for u in read if u.table]
    assert any(note in u.text and not u.table for u in read)


def test_a_long_header_word_that_fails_at_its_end_is_read_in_linear_time():
    """``_HEADER_CELL_RE`` read a later word as "H*[^\\W_]H*" inside a repeat: cubic in a long word
    that fails at its end (two 200-letter words and a "?" took about a second, 400 six); each
    word is now read once."""
    import time

    from course_lib.sim.material.data_records import _HEADER_CELL_RE

    cell = "Ab " + "c" * 300 + " " + "d" * 300 + "?"
    start = time.perf_counter()
    assert _HEADER_CELL_RE.fullmatch(cell) is None
    assert time.perf_counter() - start < 0.5


_GROUPED = [
    ("""Stall rota, Saturday market
Stall       Hour      Volunteer
Books       9-11      Rhiannon
            11-13     Gus
Plants      9-11      Yusuf
            11-13     Rhiannon""", "Stall: Books; Hour: 11-13; Volunteer: Gus."),
    ("""Route     Stop           Arrives
N4        Quay Street    06:10
          Bus station    06:25
N7        Hospital       06:40
          Park gates     06:52""", "Route: N4; Stop: Bus station; Arrives: 06:25."),
    ("""Term plan
Term      Week   Topic
Autumn    1      Fractions
          2      Decimals
Spring    1      Angles
          2      Area""", "Term: Spring; Week: 2; Topic: Area."),
]


@pytest.mark.parametrize(("text", "row"), _GROUPED)
def test_a_blank_leading_cell_of_a_grouped_table_means_the_same_as_above(text, row):
    assert row in [u.text for u in units(text) if u.table]


def test_a_blank_cell_after_a_filled_one_stays_blank():
    """(guard) only the cells that open a row are filled: "Notes" left empty is no copy of the row above."""
    text = """Room      Seats   Notes
Hall      80      stage
Studio    20
Kitchen   12      hatch"""
    read = [u.text for u in units(text) if u.table]
    assert "Room: Studio; Seats: 20." in read


_DITTOS = [
    ("""Tile order
Hall floor       terracotta   30 x 30 cm
Porch floor          "            "
Bathroom wall    white gloss  10 x 20 cm""", "Porch floor terracotta 30 x 30 cm"),
    ("""Vet visits
Bella (dog)     rabies booster    £45
Milo (dog)         do.            do.
Pip (cat)       flu jab           £38""", "Milo (dog) rabies booster £45"),
    ("""Paint
Kitchen      Farrow Ivory     2 tins
Landing         〃            1 tin
Study        Slate Blue       1 tin""", "Landing Farrow Ivory 1 tin"),
]


@pytest.mark.parametrize(("text", "line"), _DITTOS)
def test_a_ditto_mark_in_a_column_is_the_cell_above_it(text, line):
    read = [" ".join(u.text.split()) for u in units(text)]
    assert any(line in x for x in read), read


def test_a_quotation_mark_in_prose_is_no_ditto():
    """(guard) a '"' closing a quotation, not alone in a column, is left as it is."""
    from course_lib.sim.material.data_records import ditto_filled

    lines = ['She wrote "back soon" on the door.', 'We waited for "ages"  and left.']
    assert ditto_filled(lines) == lines
