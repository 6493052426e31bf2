"""``answer_forms``: the form a question asks its answer in (a version, a count, a date), and the
chosen text that lacks it. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.answer_forms import (
    _without_dates_and_times,
    missing_answer_form,
    unanswered_form,
)
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded

NOTES = """Changelog
Dark mode was added after many requests from night-shift users.
The export button now remembers the last folder.
"""


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def _found(matcher, question):
    request = grounded(NOTES, question)
    return evidence.gather(matcher, request.search_question, request.documents)


def test_a_which_question_whose_sentence_names_no_value_of_its_kind(matcher):
    question = "Which version added dark mode?"
    assert unanswered_form(question, _found(matcher, question)) == "version"


def test_a_how_many_answered_by_a_sentence_with_no_count(matcher):
    question = "How many users asked for dark mode?"
    assert missing_answer_form(question, _found(matcher, question))


def test_a_sentence_of_the_asked_form_is_no_miss(matcher):
    question = "What does the export button remember?"
    found = _found(matcher, question)
    assert unanswered_form(question, found) is None and missing_answer_form(question, found) is None


def test_dates_and_times_are_no_count():
    assert not any(ch.isdigit() for ch in _without_dates_and_times("Opened on 3 May 2026 at 09:30"))


# --- the reply-fit check (``unfit_reply``, ``unrecorded_count``): invented replies and notes ------

from course_lib.sim.grounded.answer_forms import unfit_reply, unrecorded_count  # noqa: E402

# (question, reply, the kind it lacks or None): a reply must hold one value of the kind asked
FIT_CASES = [
    # counts: a row's figures are no count of the rows
    ("how many ferries are there on sunday", "SUNDAY. 08:10 Ferry to Brora (2 decks).", "count of ferries"),
    ("how many invoices did Petra raise", "Invoice: A-17; Amount: €310.00; Date: 4 May; By: Petra. "
     "Invoice: A-19; Amount: €95.50; Date: 9 May; By: Petra.", "count of invoices"),
    ("how many talks are on today", "10:00 TALK: Soil Without Digging (2031) room 4B", "count of talks"),
    ("how many volunteers do we need", "Volunteers needed: 12.", None),
    # a line saying no one holds the role answers a name asked (fix63d: the role's record line, its title dropped)
    ("who is the deputy warden", "Deputy warden: none.", None),
    ("who is the second signatory", "Second signatory: n/a", None),
    ("who is the deputy warden", "Deputy warden: see the office.", "name"),  # guard row
    ("how many kayaks can we hire", "We have 6 kayaks for hire.", None),
    ("how many guests fit in the barn", "The barn seats 80 people.", None),
    ("how many eggs go in", "Beat 3 eggs with the sugar.", None),
    ("how many stamps for a large letter", "Large letter: 2 first-class stamps.", None),
    ("how many sick days roll over", "Up to 3 days roll over to the next year.", None),
    ("how many goals did Ines score", "4 (Ines Varga, Goals).", None),
    ("how many miles from the start to the end", "Start 1,204, end 1,391: 1391 - 1204 = 187.", None),
    # an adjective written as the plural noun for the thing ("2 spares" for "spare helmets"; merger,
    # 2026-12-04, after the branch's first cut stated a limit on a right reply); a noun modifier
    # counted ("3 lanes" for "lane swims") is still no count of the thing
    ("how many spare helmets does the club have", "We've only got 2 spares, bring your own.", None),
    ("how many extra chairs are there", "There are 6 extras in the store room.", None),
    ("how many lane swims are there", "Lane swim at 7:00 (3 lanes).", "count of lane swims"),
    # durations: a start and an end are not the time between them
    ("how long is the ceilidh", "The ceilidh runs from 19:30 until 23:00 in the church hall.", "duration"),
    ("how long is the drive to the lodge", "We set off at 9:15 and reach the lodge about 1.", "duration"),
    ("how long is the ceilidh", "The ceilidh lasts 3 hours.", None),
    ("how long did the upload take", "09:14:02 INFO upload done in 870 ms. 09:15:40 WARN retry after 5 s.", None),
    ("how long is the offer on", "The offer runs until 31 May.", None),
    ("how long does the glaze take to dry", "Glaze: brush on at 10:00. [12/04, 10:05] Ines: the kiln cools "
     "for 8 hours", None),
    ("how long is the choir practice", "[02/06, 17:40] Dana: choir practice thursday in the crypt, 6 till 8. "
     "[02/06, 17:44] Dana: bring 2 pencils and 20 min of warm-ups", "duration"),
    # totals: the operands are not the total
    ("how much did we spend altogether", "Paint £23.40. Brushes £8.99.", "total"),
    ("how much did we spend altogether", "£32.39 (£23.40 + £8.99).", None),
    ("how much do 4 tickets come to", "£26.00: 4 x £6.50.", None),
    ("how much is a child ticket", "Adult £9.00, child £4.50, family £22.00.", None),
    # yes / no over two records that each hold part of what the question names
    ("did Idris bring the tent", "Kit: Tent; Brought by: Maya. Kit: Stove; Brought by: Idris.", None),  # one named by key
    ("is the blue van due back before the trailer", "Vehicle: Blue van. Return: 8 June. "
     "Vehicle: Trailer. Return: 2 June.", "yes or no"),
    ("is parking included with the Loft room", "Room: Twin. Parking: included. Room: Loft. Parking: £8 a night.",
     None),
    ("is the pool heated", "The pool is heated to 29 degrees.", None),
    ("yes", "Yes.", None),
]


@pytest.mark.parametrize(("question", "reply", "want"), FIT_CASES)
def test_a_reply_holds_a_value_of_the_kind_asked(question, reply, want):
    found = unfit_reply(question, reply)
    assert (found[0] if found else None) == want, found


@pytest.mark.parametrize(("question", "reply", "want"), [
    ("how many times did the alarm go off", "Night: Mon; Asleep: 6h 10m; Score: 72. I could not find anything about "
     "'times', 'alarm' in the documents, so I don't know that part.", "times"),
    ("how many refunds were issued", "Shop: Leith; Takings: 412. I could not find anything about 'refunds' in the "
     "documents, so I don't know that part.", "refunds"),
    ("how many people fit on the boat", "Boat: Skiff; Seats: 4. I could not find anything about 'fit' in the "
     "documents, so I don't know that part.", None),
    ("how many spare rooms are left", "Rooms: 3 doubles. I could not find anything about 'spare' in the documents, "
     "so I don't know that part.", None),
    ("how many grams is a cup of rice", "Rice: 1 cup: 185 g. I could not find anything about 'grams' in the "
     "documents, so I don't know that part.", None),
    ("how many calories in a scone", "Scone: 210 kcal. I could not find anything about 'calories' in the "
     "documents, so I don't know that part.", None),
    ("how many times did the alarm go off", "The alarm went off 3 times.", None),
    # the action's count keyed by its noun ("Resits: 2" for "how many times can I resit")
    ("how many times can I resit the exam", "Module: Chemistry 101; Resits: 2; Pass mark: 40%. I could not find "
     "anything about 'times' in the documents, so I don't know that part.", None),
    ("how many times can a player reroll", "Player: any; Rerolls: 3 per game. I could not find anything about "
     "'times' in the documents, so I don't know that part.", None),
])
def test_a_count_of_a_thing_no_line_names_is_unrecorded(question, reply, want):
    assert unrecorded_count(question, reply) == want


def test_a_bad_reply_is_read_no_further_than_its_bound():
    assert unfit_reply("how many chairs are there", "x" * 100_000) is not None  # no figure in the read part


@pytest.mark.parametrize("question, reply, fits", [
    # a capitalised word's number names a thing ("Series 2", "Chapter 4"): no count of what is asked
    ("how many times did Priya Shah host?", "Series 2 of Garden Talk. Opening episode, hosted by Priya Shah.", False),
    ("how many chapters mention the lighthouse?", "Chapter 4 (The Keeper) opens at the lighthouse.", False),
    # guards: a figure before a plural noun counts; a count stated outright
    ("how many apples did she buy?", "Bought 3 apples at the market.", True),
    ("how many times did Priya Shah host?", "Priya Shah hosted 3 times.", True),
])
def test_a_named_number_is_no_count(question, reply, fits):
    assert (unfit_reply(question, reply) is None) == fits


def test_figure_blanked_is_the_pattern_it_replaces():
    """``_figure_blanked`` blanks what ``re.sub`` with the figure's own pattern blanked, on random
    texts of digits, stops, letters and other scripts' digits (a speed-up: no reply changes)."""
    import random
    import re

    from course_lib.sim.grounded.answer_forms import _figure_blanked

    rng = random.Random(26)
    for _ in range(20000):
        figure = rng.choice(["1", "12", "3.5", "100019", "0", "11", "1.1", "\u0661"])
        text = "".join(rng.choice("0123456789.. ab\u0661\u0662x,") for _ in range(rng.randint(0, 30)))
        text = text.replace("a", figure) if rng.random() < 0.5 else text
        assert _figure_blanked(text, figure) == re.sub(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", " ", text)


@pytest.mark.parametrize(("question", "reply", "fits"), [
    ("how many steps did I do?", "Steps today: 12,450", True),
    ("how many visitors came on Saturday?", "Saturday: 1,830 visitors through the gates.", True),
    ("how many litres did the tank take?", "The tank took 1\u202f050 litres.", True),
    ("how many visitors came on Saturday?", "Saturday takings were £1,830.", False),  # guard: an amount, no count
    ("how many visitors came on Saturday?", "Saturday: 1,830.50 spent at the cafe.", False),  # guard: a decimal
], ids=["steps", "visitors", "thin-space", "amount-guard", "decimal-guard"])
def test_a_figure_with_thousands_separators_is_one_count(question, reply, fits):
    """"12,450" is one count, not a decimal-looking figure (fix64d; the fifty-ninth set's bill-units
    flagged "1,200 kWh"). The two guards and "thin-space" (its "1" read as a count) pass before the
    change too."""
    assert (unfit_reply(question, reply) is None) is fits, unfit_reply(question, reply)


# (ground79) a yes/no question's condition the quoted reply does not speak of, while a line of the documents does
_TILL = ("Tomato plants        6 @ 1.25      7.50\nBird seed 2kg                      5.49\n"
         "Refunds within 28 days with this receipt.\nLive plants are not refundable.")


@pytest.mark.parametrize(("question", "reply", "bodies", "want"), [
    ("can i get a refund on the tomato plants", "Tomato plants 6 @ 1.25 7.50.", [_TILL], "refund"),
    ("can i renew the dvd", "DVD loan 1 week 2.50",
     ["DVD loan 1 week 2.50\nRenewals are not possible for items on hold."], "renew"),
], ids=["line-names-subject", "rare-condition"])
def test_unaddressed_condition(question, reply, bodies, want):
    from course_lib.sim.grounded.answer_forms import unaddressed_condition

    assert unaddressed_condition(question, reply, bodies) == want


@pytest.mark.parametrize(("question", "reply", "bodies"), [
    ("can i get a refund on the tomato plants", "No: live plants are not refundable.", [_TILL]),  # a verdict
    ("can i renew a book?", "Renewals: up to 3 times online.", ["Renewals: up to 3 times online.\nRenew at the desk."]),
    ("is the pool open on sundays", "Sunday: 10am-4pm.", ["Sunday: 10am-4pm.\nThe cafe is open daily."]),  # common
    ("how much is a refund", "Tomato plants 6 @ 1.25 7.50.", [_TILL]),  # no yes/no question
    ("can i renew the dvd", "DVDs can be borrowed for 1 week.",  # a sentence, no record's row
     ["DVDs can be borrowed for 1 week.\nRenewals are not possible for items on hold."]),
], ids=["verdict", "spoken-of", "common-word", "not-yes-no", "sentence"])
def test_no_unaddressed_condition(question, reply, bodies):
    from course_lib.sim.grounded.answer_forms import unaddressed_condition

    assert unaddressed_condition(question, reply, bodies) is None


def test_a_who_partial_naming_no_one_is_unfit():
    """(ground79) a who-question after the prompt's own words, a partial quote naming no one: no name held."""
    from course_lib.sim.grounded.answer_forms import unfit_reply

    reply = ("One change: labour comes to £460, not £380, because moving the radiator adds a day. I could not find "
             "anything about 'wanted' in the documents, so I don't know that part.")
    assert unfit_reply("from the thread only. who wanted the radiator moved?", reply)[0] == "name"
    named = reply.replace("One change:", "Priya says")
    assert unfit_reply("from the thread only. who wanted the radiator moved?", named) is None


def test_a_quote_cut_from_the_line_of_the_condition_answers_under_it():
    """The merger (session 79): "Sundays (11:00-15:00)." cut from "Sunday: closed, except market Sundays
    (11:00-15:00)" answers "are you open on a market sunday?" under that condition; read79 (ground79's first
    form) made it a limit, as thirtythird's museum-bank-holiday-monday."""
    from course_lib.sim.grounded.answer_forms import unaddressed_condition

    body = "Opening hours\nSaturday: 10:00-17:00\nSunday: closed, except market Sundays (11:00-15:00)\n"
    assert unaddressed_condition("are you open on a market sunday?", "Sundays (11:00-15:00).", [body]) is None


def test_an_hours_row_is_judged_by_its_times_not_limited():
    """The merger (session 79): "can i come in before 8 on a sunday" over the row "Sunday 9:00-18:00" beside a
    line that speaks of early opening is a matter of the row's times; read79 made it a limit."""
    from course_lib.sim.grounded.answer_forms import unaddressed_condition

    body = "Opening hours\nSunday 9:00-18:00\nEarly opening for members from 7:00 on weekdays.\n"
    assert unaddressed_condition("can i come in early on a sunday?", "Sunday 9:00-18:00.", [body]) is None


# (ground80) an amount asked, answered by figures that only identify (a registration, a phone number, an address)
@pytest.mark.parametrize(("question", "reply"), [
    ("how much VAT did we pay", "Harbour Bistro, 4 Quay Road, Whitby VAT Reg No 991 2034 55."),
    ("whats the booking fee", "Booking ref: 55120. Call us on Tel 01632 960 118."),
    ("how much was the deposit", "Deposit paid by card ****8812. Invoice No. 20931."),
    ("what is the price of the parking permit", "Permit holders: Account 4471 30 Mill Road."),
], ids=["vat-reg", "ref-and-phone", "card-and-invoice", "account-and-address"])
def test_an_amount_answered_by_identifiers_only_is_unfit(question, reply):
    """Each fails on start80 (the identifying line passed as the amount)."""
    from course_lib.sim.grounded.answer_forms import unfit_reply

    assert unfit_reply(question, reply)[0] == "amount"


@pytest.mark.parametrize(("question", "reply"), [
    ("how much VAT did we pay", "VAT at 20% included: £6.85 (VAT Reg No 991 2034 55)."),  # an amount left
    ("how much is the booking fee", "The booking fee is £2.50 per ticket."),
    ("how much notice do i need", "At least 48 hours' notice."),  # a figure of its own, no identifier
    ("is the deposit refundable", "Deposit No. 4471 is refundable."),  # a yes/no
    ("how much is a cup of tea", "Tea is free for members."),  # no figure at all
], ids=["amount-left", "plain-amount", "notice", "yes-no", "no-figure"])
def test_an_amount_or_no_identifier_is_no_identifier_misfit(question, reply):
    """A guard: these pass before the change too."""
    from course_lib.sim.grounded.answer_forms import unfit_reply

    got = unfit_reply(question, reply)
    assert got is None or got[0] != "amount"


# (ground80) a validity asked, answered by a lead time
@pytest.mark.parametrize(("question", "reply", "unfit"), [
    ("how long is the certificate valid for", "Allow 3 working days for processing.", True),
    ("when does the parking permit expire", "Permits are dispatched within 5 days of payment.", True),
    ("validity of the replacement card?", "A replacement card takes 10 days to arrive.", True),
    ("how long is the certificate valid for", "Certificates are valid for 12 months from issue.", False),  # guard
    ("how long is the voucher valid", "Vouchers expire 6 months after purchase; allow 2 days for delivery.", False),
    ("how long does processing take", "Allow 3 working days for processing.", False),  # guard: a lead time asked
], ids=["allow", "dispatched", "takes", "valid-guard", "both-guard", "lead-asked-guard"])
def test_a_lead_time_is_no_validity(question, reply, unfit):
    """The first three fail on start80 (the lead time passed as the validity); the guards pass before too."""
    from course_lib.sim.grounded.answer_forms import unfit_reply

    got = unfit_reply(question, reply)
    assert (got is not None and got[0] == "validity") is unfit, got
