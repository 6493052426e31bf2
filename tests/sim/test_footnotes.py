"""Footnotes read with the sentence that carries their mark (course_lib.sim.material.footnotes, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.footnotes import joined
from course_lib.sim.material.plain_text import plain_text
from tests.sim.test_grounded_calibration import _rag


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        # a superscript mark after a sentence's stop: the note goes into the sentence, its line goes
        ("Rent is due on the 1st.\u00b9\nPets need consent.\n\n\u00b9 Or the next working day.\n",
         "Rent is due on the 1st; Or the next working day.\nPets need consent.\n\n"),
        # "*" after a word (a menu's dish), "\u2020" after a stop: each note to its own carrier
        ("Lentil soup*  4.50\nHake and chips\u2020  11.00\n* Contains celery.\n\u2020 Served from 6 pm.\n",
         "Lentil soup (Contains celery)  4.50\nHake and chips (Served from 6 pm)  11.00\n"),
        # "[2]" after a stop, one mark used twice
        ("Keys are returned at checkout.[2] Bikes stay in the shed.[2]\n[2] Ask at reception.\n",
         "Keys are returned at checkout; Ask at reception. Bikes stay in the shed; Ask at reception.\n"),
        # a mark before a "Key: value" colon (a bill's or a price list's item; mine, after the
        # forty-third set's LL6): the note joins the item, the colon and value stay
        ("Bike hire**: £15 a day\nHelmet: £2\n\n** Free with a season pass.",
         "Bike hire (Free with a season pass): £15 a day\nHelmet: £2\n"),
        ("Room service[3]: 8.00\nMinibar: 4.50\n[3] Not charged on the first night.\n",
         "Room service (Not charged on the first night): 8.00\nMinibar: 4.50\n"),
        ("Gel polish¹: €25\n¹ Removal included.", "Gel polish (Removal included): €25"),
        # negatives: a bulleted "*" list (the mark opens two lines), a note whose mark nobody carries,
        # an area's "\u00b2", a multiplication's "*"
        ("Bring:\n* boots\n* a torch\n", None),
        ("The hut sleeps six.\n* Bunks only.\n", None),
        ("A flat of 48 m\u00b2 near the park.\n\u00b2 Measured in 2019.\n", None),
        ("Work out 6 * 4 for me.\n* not a note\n", None),
    ],
)
def test_joined(raw, plain):
    assert joined(raw) == (raw if plain is None else plain)


def test_plain_text_joins_notes_before_dropping_bare_marks():
    assert plain_text("Parking is free.[1]\n[1] Until 9 am.") == "Parking is free; Until 9 am."
    assert plain_text("Parking is free.[1] Bring a permit.") == "Parking is free. Bring a permit."


def test_an_exception_in_a_footnote_answers_the_question_its_rule_is_about():
    lease = ("Tenancy terms\n\n1. The deposit is returned within 10 days of the end of the tenancy.\u2020\n"
             "2. Smoking is not allowed anywhere in the flat.\n3. The boiler is serviced every October.\n\n"
             "\u2020 Minus the cost of any missing keys or furniture.\n")
    text, limits = _rag(SimulatedChatModel(), lease, "do i get all of my deposit back")
    assert not limits and "missing keys" in text and "Smoking" not in text


# --- a mark is a mark by its note, not by its spacing (fix46b, after the forty-fourth set's MM1; my
# own material: a bakery's German price list, a kennel's rates, a Chinese 价目表, a ferry's fares) ---

@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        # "[1]" after a space before an aligned column: the mark and its space leave the row
        ("Roggenbrot [1]      4,20 €\nBrezel              0,90 €\n\n[1] Nur samstags.",
         "Roggenbrot (Nur samstags)      4,20 €\nBrezel              0,90 €\n"),
        # "(a)" and "(b)" after a space, the row's price after a tab
        ("Kennel rates\nSmall dog (a)\t£18\nLarge dog (b)\t£24\n(a) Under 10 kg.\n(b) Two walks a day.",
         "Kennel rates\nSmall dog (Under 10 kg)\t£18\nLarge dog (Two walks a day)\t£24\n"),
        # "*" after a space at a line's end, and a Chinese list's "[a]"
        ("Foot passenger: £6\nCar and driver *\n\n* Book 24 hours ahead; £42 each way.",
         "Foot passenger: £6\nCar and driver (Book 24 hours ahead; £42 each way)\n"),
        ("套餐A [a]   88元\n套餐B   128元\n[a] 周末加收10元", "套餐A (周末加收10元)   88元\n套餐B   128元"),
        # a spaced mark before a comma: the note takes its place
        ("Parking (1), bins and lighting are shared.\n(1) Two spaces per flat.",
         "Parking (Two spaces per flat), bins and lighting are shared."),
        # negatives: an enumerated "(a)" / "(b)" list and a reference "clause 4 (a) of" in a sentence;
        # a spaced "[2]" written three times (no footnote's); a spaced mark inside a sentence
        ("4. Refunds\n(a) Over 14 days: in full.\n(b) Under 14 days: half.\nSee clause 4 (a) of the terms.", None),
        ("Tent [2]    £10\nStove [2]    £4\nLamp [2]    £3\n[2] Hire per night.", None),
        ("Bring the form [1] to the desk by Friday.\n[1] The green one.", None),
    ],
)
def test_spaced_marks_joined(raw, plain):
    assert joined(raw) == (raw if plain is None else plain)


def test_a_spaced_mark_in_a_pipe_table_row_is_left_to_the_table_readers():
    table = "| Dog | Price |\n|---|---|\n| Small (a) | £18 |\n\n(a) Under 10 kg."
    assert joined(table) == table
