"""A whitespace-aligned grid's cell looked up by its row and its column (``grid_cells``, issue 26,
U4): the cell, never the row with every column; nothing when the question names no key, two keys,
rows alike, another row's figure, or asks a condition, a comparison or a sum."""

from __future__ import annotations

import pytest

from course_lib.sim.material.grid_cells import cell

GLOVES = ("GLOVE SIZES (hand circumference, cm)\n"
          "Size         XS     S      M      L      XL\n"
          "Women        15     16.5   18     19.5   21\n"
          "Men          19     20.5   22     23.5   25\n")

TILES = ("TILE ADHESIVE NEEDED (kg)\n"
         "                 5 m2    10 m2    20 m2\n"
         "6 mm notch        12      24       48\n"
         "10 mm notch       20      40       80\n")

FERRY = ("Ferry fares (£, single)\n"
         "Ticket        Peak     Off-peak    Night\n"
         "Adult         14.50    11.00       9.00\n"
         "Child         7.25     5.50        4.50\n")

PROSE = "The women's gloves come in S and M; the men's in L. Every glove costs 12 pounds."


@pytest.mark.parametrize("doc, question, value, row", [
    (GLOVES, "what hand size is a men's L", "23.5", "Men"),
    (TILES, "how much adhesive for 10 m2 with the 6 mm notch", "24", "6 mm notch"),
    (FERRY, "what's the off-peak fare for a child", "5.50", "Child"),
])
def test_the_cell_by_its_row_and_column(doc, question, value, row):
    found = cell(question, [doc])
    assert found is not None and (found.value, found.row) == (value, row)


@pytest.mark.parametrize("doc, question", [
    (GLOVES, "what sizes do the gloves come in"),  # no key
    (GLOVES, "is a women's S smaller than a men's XS"),  # a comparison (and two keys)
    (FERRY, "how much is a peak fare"),  # rows alike: adult or child
    (FERRY, "two adults and a child at night, how much in total"),  # a sum
    (TILES, "adhesive for 20 m2 with a 6 mm or 10 mm notch"),  # another row's figure named too
    (PROSE, "what size is a men's L"),  # no grid
])
def test_no_cell_when_unsure(doc, question):
    assert cell(question, [doc]) is None


def test_the_reply_names_the_cell_with_the_blocks_unit():
    found = cell("how much adhesive for 10 m2 with the 6 mm notch", [TILES])
    assert found.answer() == "24 kg (6 mm notch, 10 m2)."
