"""Table rows written without a table's markup, or among other lines (``prose._row_block_units``):
a pipe table with no delimiter line, comma-separated cells with a space after each comma, a
caption above and a note under the rows. Each row becomes one fact named by its header, the
caption a heading, the note a sentence of its own; before, the whole paragraph was one unit,
quoted whole for any question. A title line over sentences is a heading (``_is_line_title``).
Lists in prose stay prose."""

from __future__ import annotations

from course_lib.sim.material.prose import units


def _texts(text: str) -> list[str]:
    return [u.text for u in units(text)]


def test_pipe_rows_without_a_delimiter_line_under_a_caption_with_a_note():
    got = _texts("""Reading challenge - spring
| Reader | Books | Pages |
| Mina | 6 | 1840 |
| Joel | 4 | 1210 |
| Sade | 7 | 2005 |
Prize for the most pages: a book token.""")
    assert got == ["Reading challenge - spring", "Reader: Mina; Books: 6; Pages: 1840.",
                   "Reader: Joel; Books: 4; Pages: 1210.", "Reader: Sade; Books: 7; Pages: 2005.",
                   "Prize for the most pages: a book token."]


def test_comma_rows_with_a_space_after_each_comma_and_a_note_under_them():
    got = _texts("""Bake sale tally
Item, Sold, Price
Lemon drizzle, 14, 1.50
Flapjack, 22, 1.00
Brownie, 9, 2.00
Cash only at the stall.""")
    assert got[0] == "Bake sale tally"
    assert "Item: Flapjack; Sold: 22; Price: 1.00." in got
    assert got[-1] == "Cash only at the stall."


def test_rows_under_a_sentence_keep_the_sentence_as_a_unit():
    got = _texts("""These are the ferry times we were given at the harbour.
Sailing, Departs, Arrives
Morning, 07:10, 08:25
Midday, 12:40, 13:55
Evening, 18:05, 19:20""")
    assert got[0] == "These are the ferry times we were given at the harbour."
    assert "Sailing: Midday; Departs: 12:40; Arrives: 13:55." in got


def test_a_list_of_names_in_commas_is_no_table():
    text = """Volunteers for Saturday
Ann, Bilal, Chen
Dora, Emeka, Femi
Gus, Hana, Ivo"""
    assert not any(";" in t for t in _texts(text))  # no row facts: no cell holds a figure


def test_a_title_line_over_sentences_is_a_heading():
    got = units("""Climbing wall - rules
Everyone must sign the waiver.
Children under 14 climb with an adult.
Chalk bags only, no loose chalk.""")
    assert got[0].text == "Climbing wall - rules" and got[0].heading
    assert [u.text for u in got[1:]] == ["Everyone must sign the waiver.", "Children under 14 climb with an adult.",
                                         "Chalk bags only, no loose chalk."]


def test_a_hard_wrapped_paragraph_keeps_its_first_line():
    got = _texts("""We met at the station at nine and walked along
the canal to the old mill, where the path turns
north towards the reservoir.""")
    assert len(got) == 1 and got[0].startswith("We met at the station")


def test_spaced_pipes_between_the_cells_only_are_rows_too():
    """A table pasted with pipes between its cells and none at the line's ends (shapes branch: the
    whole table was one unit, quoted whole for any question)."""
    got = _texts("""lap | time | position
1 | 1:42.3 | 4
2 | 1:40.9 | 3
3 | 1:41.6 | 3""")
    assert "lap: 2; time: 1:40.9; position: 3." in got and len(got) == 3, got


def test_one_spaced_pipe_is_no_row():
    from course_lib.sim.material.prose import _row_cells

    assert _row_cells("Open Mon | Tue only") is None and _row_cells("a | b | c") == ["a", "b", "c"]
