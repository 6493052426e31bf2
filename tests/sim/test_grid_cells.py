"""A whitespace-aligned grid's cell looked up by its row and its column (``grid_cells``, issue 26,
U4): the cell, never the row with every column; nothing when the question names no key, two keys,
rows alike, another row's figure, or asks a condition, a comparison or a sum."""

from __future__ import annotations

import pytest

from course_lib.sim.material.grid_cells import Cell, cell

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


# --- key lines, sums of named cells, and the column nobody names (the fifty-eighth set's WW6) -------------

CASTLE = ("CASTLE ENTRY (£)\n"
          "              Peak     Off-peak    Winter\n"
          "Adult         18.00    14.50       10.00\n"
          "Child         9.00     7.25        5.00\n"
          "Senior        15.00    12.00       8.00\n")

DRINKS = ("Hot drinks board\n"
          "              Small    Medium    Large\n"
          "Latte         £2.80    £3.20     £3.60\n"
          "Tea           £1.80    £2.00     £2.20\n"
          "Hot chocolate  £2.50   £2.90     £3.30\n")

LAUNDRY = ("Suds Laundrette - service wash prices\n"
           "                 Small    Medium    Large    Bulky\n"
           "Wash & dry       £9       £12       £15      £20\n"
           "Wash only        £6       £8        £10      £14\n"
           "Load sizes: Small = a week's shirts; Medium = e.g. towels or bedding for one bed; "
           "Bulky = duvet, sleeping bag, curtains.\n"
           "Ironing £1.50 per item.\n")

BIKES = ("Cycle hire rates\n"
         "             Kids    Standard    E-bike\n"
         "Half day     £10     £18         £30\n"
         "Full day     £15     £25         £45\n"
         "Bike types: Kids = such as the Frog 16 or Islabikes Cnoc; Standard = hybrid, Raleigh; E-bike = Cube, Orbea.\n"
         "From 1 May: Full day E-bike is now £50.\n")


@pytest.mark.parametrize("doc, expected", [
    (LAUNDRY, {"a week's shirts": "Small", "towels": "Medium", "bedding for one bed": "Medium",
               "duvet": "Bulky", "sleeping bag": "Bulky", "curtains": "Bulky"}),
    (BIKES, {"the frog 16": "Kids", "islabikes cnoc": "Kids", "hybrid": "Standard", "raleigh": "Standard",
             "cube": "E-bike", "orbea": "E-bike"}),
    (DRINKS, {}),  # no key line
])
def test_a_key_line_maps_everyday_names_to_columns(doc, expected):
    from course_lib.sim.material.data_records import keyed_grids
    from course_lib.sim.material.grid_cells import key_names

    assert key_names(doc, keyed_grids(doc)[0].keys) == expected


@pytest.mark.parametrize("doc, question, total, figures", [
    (CASTLE, "adult and child ticket, off peak?", "£21.75", "£14.50 + £7.25 = £21.75"),
    (CASTLE, "off-peak for an adult and a child, total", "£21.75", "£14.50 + £7.25 = £21.75"),
    (DRINKS, "a medium latte and a small tea please, how much", "£5.00", "£3.20 + £1.80 = £5.00"),
    (LAUNDRY, "wash and dry for my duvet and a load of towels, total?", "£32", "£20 + £12 = £32"),
    (BIKES, "half day for my raleigh and the kids bike, how much altogether", "£28", "£18 + £10 = £28"),
    (FERRY, "an adult and a child on the night, altogether?", "£13.50", "£9.00 + £4.50 = £13.50"),  # "(£, single)"
])
def test_two_named_things_are_two_lookups_summed_with_the_working(doc, question, total, figures):
    from course_lib.sim.material.grid_cells import Sum, looked_up

    found = looked_up(question, [doc])
    assert isinstance(found, Sum) and found.value == total
    assert figures in found.answer()


@pytest.mark.parametrize("doc, question, value, named", [
    (LAUNDRY, "wash only for a sleeping bag", "£14", "sleeping bag: Bulky"),
    (BIKES, "half day on a cube?", "£30", "cube: E-bike"),
])
def test_a_key_lines_name_chooses_the_column(doc, question, value, named):
    from course_lib.sim.material.grid_cells import looked_up

    found = looked_up(question, [doc])
    assert isinstance(found, Cell) and found.value == value and named in found.answer()


@pytest.mark.parametrize("doc, question", [
    (CASTLE, "two adults and a child off peak"),  # a count: not one cell (read as Child, Peak before)
    (CASTLE, "is an adult cheaper off peak than peak"),  # a comparison
    (LAUNDRY, "wash and dry a duvet plus ironing 5 shirts"),  # a part the grid does not hold, a count
    (BIKES, "full day on an e-bike in april?"),  # "From 1 May: Full day E-bike is now £50": April is before it
    (BIKES, "how long is a half day"),  # no price asked, no column
    (LAUNDRY, "wash only for my towels and a wash for the curtains"),  # "a wash": a row named in part
])
def test_no_reading_when_a_count_a_comparison_an_outside_part_or_a_restated_cell(doc, question):
    """The count ("two adults") was read as one cell before; the comparison and the "how long" are guards
    (``cell`` gave nothing for them before either)."""
    from course_lib.sim.material.grid_cells import looked_up

    assert looked_up(question, [doc]) is None


@pytest.mark.parametrize("doc, question, columns", [
    (LAUNDRY, "how much to wash and dry my rugs?", "Bulky (duvet, sleeping bag, curtains)"),
    (BIKES, "full day on a brompton, what's the price", "Standard (hybrid, Raleigh)"),
])
def test_a_price_whose_column_nothing_names_is_a_stated_limit_naming_the_columns(doc, question, columns):
    from course_lib.sim.material.grid_cells import Unsure, looked_up

    found = looked_up(question, [doc])
    assert isinstance(found, Unsure) and columns in found.reason


def test_the_plain_cell_is_still_read_where_the_question_names_its_column():
    """A guard: the reading ``cell`` gave before (``looked_up`` is new, so this fails before only on the
    import); a directly named column is read as before."""
    from course_lib.sim.material.grid_cells import looked_up

    found = looked_up("large hot chocolate", [DRINKS])
    assert isinstance(found, Cell) and found.answer() == "£3.30 (Hot chocolate, Large)."


def test_an_age_further_on_is_no_count_of_the_grids_things():
    """A guard (``cell`` read it before): "He's 72" counts nothing of the grid, so the one cell is read."""
    from course_lib.sim.material.grid_cells import looked_up

    found = looked_up("how much is the off-peak fare for a child? she's 9", [FERRY])
    assert isinstance(found, Cell) and found.value == "5.50"


@pytest.mark.parametrize("question, value, total", [
    ("full day on my orbea and a hybrid, total?", "£50", "£50 + £25 = £75"),
    ("full day e-bike in june, how much", "£50", ""),
    ("how much is a full day on a cube", "£50", ""),
])
def test_a_later_line_that_changes_a_cell_gives_its_value_in_force(question, value, total):
    """"From 1 May: Full day E-bike is now £50" under the grid's £45: the new amount, with the line quoted
    (before: the grid's £45 for the direct "e-bike in june"; nothing for the others)."""
    from course_lib.sim.material.grid_cells import Sum, looked_up

    found = looked_up(question, [BIKES])
    text = found.answer()
    assert "£45" not in text and 'As changed: "From 1 May: Full day E-bike is now £50."' in text
    if total:
        assert isinstance(found, Sum) and total in text
    else:
        assert isinstance(found, Cell) and found.value == value


def test_a_number_of_a_row_label_is_no_count():
    """Fails before the merger's fix (fix63e's count check read "12 thick" as twelve of the grid's things and
    declined the grid, so no cell was read; the twenty-sixth set's "150 wide fabric" the same): a number and
    the word after it that stand in one row's label name that row."""
    from course_lib.sim.material.grid_cells import looked_up

    rope = ("ROPE (metres per pack)\n"
            "               Red    Blue   Green\n"
            "10 mm thick     20     25     30\n"
            "12 mm thick     15     18     22\n")
    found = looked_up("how many metres in a pack of the 12 thick rope in blue", [rope])
    assert found is not None and getattr(found, "value", None) == "18", found
