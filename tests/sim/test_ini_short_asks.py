"""INI sections read as one record per key, labelled by the section, and a short question asked after
pasted material (issue 26, fix65d; the sixtieth set's YW5 and YL3). Topics and wordings of their own:
a rowing club's fees file, a museum's ``.properties`` rules, a bakery's price board, a cattery's
rates, all pasted in a human message (one string or content blocks). Each failed on read78."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.prose import units
from course_lib.sim.request.unlabelled_prompt import short_ask

ROWING = """; Millbrook Rowing Club - fees and rules
[fees]
full_member = £320 a year
junior = £90 a year
boat_storage = £150 a year per single scull

[rules]
max_guests = 4 per member per month; guests must sign the river log
outings = crews of two or more only after sunset
lockers = £20 deposit, returned when the key comes back
"""

MUSEUM = """# Harbour Museum - visitor rules
[opening]
weekdays = 10:00 to 17:00
sundays = 12:00 to 16:00
school_groups = bookable 14 days ahead; max 30 pupils per visit

[tickets]
adult = 9 pounds
concession = 6 pounds
"""

CATTERY = """Whiskers Cattery rates 2026

Standard pen: £14 per cat per night
Deluxe pen (heated, with a view): £19 per cat per night
Second cat sharing a pen: half price
Medication: £2 per day
Collection after 11:00 is charged as an extra night"""


def _reply(messages):
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        text = SimulatedChatModel().invoke(messages).content
    assert not [w for w in seen if "offline simulator" in str(w.message)], (text, [str(w.message) for w in seen])
    return text


def test_each_key_of_an_ini_section_is_a_record_read_with_its_section():
    texts = [u.text for u in units(ROWING)]
    guests = [t for t in texts if "max_guests" in t]
    assert guests and all("[rules]" in t and "outings" not in t and "lockers" not in t for t in guests), texts


def test_a_properties_style_section_with_hash_comments_splits_per_key_too():
    texts = [u.text for u in units(MUSEUM)]
    groups = [t for t in texts if "school_groups" in t]
    assert groups and "[opening]" in groups[0] and "sundays" not in groups[0], texts


def test_the_count_question_quotes_the_one_key_not_the_whole_section():
    reply = _reply([SystemMessage(f"You answer rowing club members.\n\n{ROWING}"),
                    HumanMessage("how many guests can i bring each month")])
    assert "4" in reply and "outings" not in reply and "deposit" not in reply, reply


def test_a_question_after_the_file_in_a_content_block_is_not_joined_to_its_last_line():
    msg = HumanMessage(content=[{"type": "text", "text": f"Museum rules:\n{MUSEUM}"},
                                {"type": "text", "text": "how many pupils can a school group bring"}])
    reply = _reply([SystemMessage("You help visitors of the museum."), msg])
    assert "30" in reply and "concession" not in reply.lower() and "sundays" not in reply, reply


@pytest.mark.parametrize("line, asked", [
    ("deluxe pen this week?", True),                 # ends in "?", no question word
    ("two cats for 3 nights, total", True),          # a figure asked by its last word
    ("cat on insulin, how much a day", True),        # a clause after a comma asks
    ("Collection after 11:00 is charged as an extra night", False),  # a statement of the paste
    ("summarise this?", False),                      # another task
    ("Opening hours:", False),                       # a heading
])
def test_short_ask_table(line, asked):
    """The True rows fail on read78 (no ``short_ask``); the False rows are guards."""
    assert bool(short_ask(line)) is asked, line


@pytest.mark.parametrize("question, figure", [
    ("standard pen for 2 nights, total", "28"),   # no question word, no "?": the count's total
])
def test_a_short_question_after_a_pasted_board_reads_the_board(question, figure):
    reply = _reply([HumanMessage(f"{CATTERY}\n\n{question}")])
    assert f"£{figure}" in reply, reply



@pytest.mark.parametrize("question, value, asked", [
    ("family plan by direct debit, how much a month", "12 monthly collections, family plans only", True),
    ("what's the fee for a locker", "returned when the key comes back", True),
    ("how much is the single rate", "£22 a month", False),           # the value writes the amount
    ("which card types are accepted", "accepted at reception", False),  # no amount asked
    ("how much is the child fare", "1.6", False),  # a bare figure is the amount (the merger, session 78:
    # records_j's ferry-child "child_fare is 1.6." had turned a limit; fails on final78a)
    ("how much is a day in the van now", "2031-04-01: the van's per_day_gbp goes up from 72 to 78", False),
    # figures in a key's currency (the merger: fortyeighth's car-van-day had turned a limit; fails on final78a)
])
def test_a_setting_met_by_an_amount_question_but_writing_no_amount_is_read_as_unstated(question, value, asked):
    """``record_answers._amount_unstated`` (a stated limit then, not the setting quoted as the amount);
    the True rows fail on read78 (no such check), the False rows are guards."""
    from course_lib.sim.grounded import record_answers

    unstated = getattr(record_answers, "_amount_unstated", lambda *a: False)
    assert unstated(question, value, ["single = £22 a month\nfamily = £38 a month"]) is asked


BOWLING = """Strike Lanes bowling - prices

Shoe hire: £2 per person
Lane hire: £25 per hour, up to 6 bowlers
Hot dog: £4
Slush: £3"""


@pytest.mark.parametrize("turn, amount", [
    ("lane for 2 hours, total", "£50"),
    ("4 hot dogs, total", "£16"),
    ("shoe hire for 5 of us, cost", "£10"),
])
def test_a_count_turn_ending_in_a_figure_word_asks_the_system_prompts_board(turn, amount):
    """``terse_asks.asks_of``: a figure in a turn with no question form kept the board unread (the
    knowledge limit); a last word asking for the figure ("total", "cost") asks the working."""
    reply = _reply([SystemMessage(f"You answer customer questions from the price board.\n\n{BOWLING}"),
                    HumanMessage(turn)])
    assert amount in reply, reply


GROOMER = """Paws & Suds grooming prices
Full groom: £40
Bath and brush: £25
Nail clip: £8
Large breeds: add £10 to any groom.
Update 1 March: full groom is now £45."""


@pytest.mark.parametrize("question, reply, flagged", [
    ("full groom for my large breed, how much", "Full groom: £45.", True),   # "add £10 to any groom" left out
    ("full groom, how much", "Full groom: £45.", False),                     # no large breed: a guard
    ("full groom for my large breed, how much", "£55 (£45 + £10).", False),  # worked in: a guard
])
def test_an_add_amount_line_is_an_adjustment_the_reply_must_work_in(question, reply, flagged):
    """``unapplied_adjustments``: "add £10 to any groom" is an adjustment like "£10 extra"; the
    flagged row fails on read78, the others are guards."""
    from course_lib.sim.grounded.unapplied_adjustments import unapplied

    assert (unapplied(question, reply, [GROOMER]) is not None) is flagged
