"""``course_lib.sim.grounded.itemised_counts``: a how-many over a line counting its things by kind
("N x <kind>") is worked, never the line quoted (fix43b, the forty-first set's JJ4). Lines and
wordings invented for this test: a ferry booking, a kit list, a catering order, a bouquet."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.itemised_counts import worked


@pytest.mark.parametrize(("question", "counted", "line", "want"), [
    ("How many vehicles are on the booking?", ["vehicles"], "vehicles: 1 x car, 2 x motorbike", "3"),
    ("how many tents do we need to pack?", ["tents"], "Tents now 2 x two-man, 1 x family (updated)", "3"),
    ("How many trays did we order?", ["trays"], "Order: sandwiches x 4, fruit x 2 - all trays", None),
    ("How many roses are in it?", ["roses"], "Bouquet: 6 x red rose, 4 x white rose, 3 x lily", "10"),
    ("How many lilies?", ["lilies"], "Bouquet: 6 x red rose, 4 x white rose, 3 x lily", "3"),
    ("how many sandwich trays?", ["sandwich", "trays"], "sandwich tray x 4, fruit tray x 2", "4"),
])
def test_worked(question, counted, line, want):
    got = worked(question, line, counted)
    assert (got.split()[0] if got else None) == want, got


@pytest.mark.parametrize(("question", "counted", "line"), [
    ("How many guests?", ["guests"], "rooms: 2 x double, 1 x twin"),  # not the asked thing
    ("How many boxes?", ["boxes"], "boxes: 3 x 2 kg"),  # one term, and a measure
    ("How many panes?", ["panes"], "panes 60 x 40 cm, 2 of them"),  # dimensions, no terms
])
def test_no_count(question, counted, line):
    assert worked(question, line, counted) is None


def test_the_reply_gives_the_worked_count():
    from course_lib.sim import SimulatedChatModel

    notes = "Ferry booking FX-2290\nsailing: 09:15 Friday\nvehicles: 1 x car, 2 x motorbike\npassengers: 4"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(
            f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: How many vehicles are on the booking?")
    assert out.content.startswith("3"), out.content


def test_a_later_correction_is_counted_not_the_line_it_changes():
    from course_lib.sim import SimulatedChatModel

    notes = ("Canoe hire CH-118\nboats: 2 x kayak, 1 x canadian\nlunch: packed\n"
             "correction 3 June: one more kayak added; boats now 3 x kayak, 1 x canadian")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(
            f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: How many boats have we hired?")
    assert out.content.startswith("4"), out.content
