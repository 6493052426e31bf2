"""``prose._cell_line_units``: a paragraph mixing table lines (cells parted by tabs, or by the column
gaps a pasted spreadsheet's tabs are aligned to) with lines of prose, in document order or ranked by a
retriever, reads each table line as one unit of its own, never one run-on sentence holding the title
and every row (issue 26, the sixty-first set's ZW1 a / ZW7: a correction of one row was applied to
another row's question, and an answer quoted the whole table after the line it chose). Invented tables
on topics no set uses; the later-correction path's currency-signed struck value ("not $12") is tested in
``test_later_corrections.py``."""

from __future__ import annotations

import random
import re
import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.material.prose import units

STORE = """KEEPWELL STORAGE - unit prices per month (insurance and VAT included)
Unit\tFits\tPer month
25 sq ft\ta few boxes\t£45
50 sq ft\ta one-bed flat\t£75
75 sq ft\ta two-bed flat\t£99
100 sq ft\ta three-bed house\t£129
Padlocks: £9 each.
Access 6am-10pm every day.
No food, paint or gas bottles.
Boxes: £2.50 each.
Moving trolleys are free to use.
Pay monthly by card.
Price correction 1 April: the 75 sq ft unit is £105, not £99."""

ROOMS = """Quayside Centre room hire
Room\tSeats\tRate per hour
Small room\t12\t£25
Middle room\t30\t£40
Large room\t80\t£55
Tea and coffee: £1.50 a head.
Correction: the large room is £60 an hour, not £55."""


def _ranked(text: str, question: str) -> str:
    """The lines ranked by the words they share with the question, best first (a learner's retriever)."""
    words = set(re.findall(r"[a-z0-9]+", question.lower()))
    lines = [x for x in text.splitlines() if x.strip()]
    return "\n".join(sorted(lines, key=lambda x: -len(words & set(re.findall(r"[a-z0-9]+", x.lower())))))


def _texts(text: str) -> list[str]:
    return [u.text for u in units(text)]


def _shuffled(text: str, seed: int) -> str:
    lines = [x for x in text.splitlines() if x.strip()]
    random.Random(seed).shuffle(lines)
    return "\n".join(lines)


def _holding(texts: list[str], word: str) -> list[str]:
    return [t for t in texts if word in t]


def _run_on(texts: list[str]) -> list[str]:
    return [t for t in texts if len(re.findall(r"£\d", t)) > 2]


def test_rows_under_a_title_and_over_short_notes_are_one_unit_each():
    """The text as the model reads a message (``plain_text`` aligns the tab columns with spaces) and raw."""
    for text in (plain_text(STORE), STORE):
        texts = _texts(text)
        assert not _run_on(texts), texts
        for size in ("25 sq ft", "50 sq ft", "100 sq ft"):
            held = [t for t in texts if size in t]
            assert len(held) == 1 and "KEEPWELL" not in held[0] and "Padlocks" not in held[0], texts


def test_ranked_lines_keep_each_row_apart_from_the_title_and_the_other_rows():
    for question in ("what fits in a 50 sq ft unit", "how much is the 25 sq ft unit a month"):
        texts = _texts(plain_text(_ranked(STORE, question)))
        assert not _run_on(texts), texts
        for size in ("25 sq ft", "50 sq ft", "100 sq ft"):
            assert len([t for t in texts if size in t]) == 1, texts


def test_lone_tab_rows_are_read_under_the_header_line_wherever_it_stands():
    ranked = "\n".join(["Large room\t80\t£55", "Correction: the large room is £60 an hour, not £55.",
                        "Quayside Centre room hire", "Room\tSeats\tRate per hour", "Small room\t12\t£25",
                        "Middle room\t30\t£40"])
    texts = _texts(ranked)
    assert any(t.startswith("Room: Large room;") and "Seats: 80" in t for t in texts), texts
    assert not any(t.startswith("Room\t") or t == "Room Seats Rate per hour" for t in texts)


def test_a_paragraph_of_prose_alone_is_read_as_before():
    """Guard (passes before the change too): no table line, no change."""
    text = "The hall opens at 9.\nIt closes at 5 on weekdays\nand at 1 on Saturdays."
    assert _texts(text) == ["The hall opens at 9.", "It closes at 5 on weekdays and at 1 on Saturdays."]


def _ask(notes: str, question: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the price sheet below.\n\n{notes}"),
                                            HumanMessage(question)])
    return str(reply.content), [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_correction_of_one_row_is_not_applied_to_another_rows_question():
    for order in (lambda t, q: t, _ranked):
        text, limits = _ask(order(STORE, "what fits in a 50 sq ft unit"), "what fits in a 50 sq ft unit")
        assert "£105" not in text and not limits and "one-bed" in text, text
        text, limits = _ask(order(STORE, "how much is the 25 sq ft unit a month"), "how much is the 25 sq ft unit a month")
        assert "£105" not in text and not limits and "£45" in text, text


def test_a_correction_of_one_room_is_not_the_answer_for_another_room():
    """Guard (passes before the change too: the room lines are read one a line there)."""
    for seed in (1, 2, 3):
        text, limits = _ask(_shuffled(ROOMS, seed), "how many seats in the small room")
        assert "£60" not in text, (seed, text)
        assert limits or "12" in text, (seed, text)


def test_the_corrected_row_is_answered_by_its_correction():
    """Guard (passes before the change too)."""
    for order in (lambda t, q: t, _ranked):
        text, _ = _ask(order(STORE, "how much is a 75 sq ft unit"), "how much is a 75 sq ft unit")
        assert "£105" in text and "£45" not in text and "£129" not in text, text


def test_one_column_gap_or_one_table_line_among_prose_is_read_as_before():
    """Guard (passes before the change too): a value and its comment parted by one gap, and a lone
    ticket line of three cells among prose lines, are no table's lines."""
    ticket = ("Platzkarte / Seat ticket\nIC 2013   Köln Hbf 09:14 -> Ulm Hbf 13:02   Sa, 6.3.2027\n"
              "Wagen 7, Platz 12\nPreis: 5,90 EUR")
    assert _texts(ticket) == ["Platzkarte / Seat ticket", "IC 2013 Köln Hbf 09:14 -> Ulm Hbf 13:02 Sa, 6.3.2027",
                              "Wagen 7, Platz 12", "Preis: 5,90 EUR"]
    notes = "keep_days: 30      # then pruned\nmode: fast        # set in May\nowner: Dana\nThe job runs nightly."
    assert _texts(notes) == ["keep_days: 30 # then pruned", "mode: fast # set in May", "owner: Dana",
                             "The job runs nightly."]
