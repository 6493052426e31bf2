"""A rate in one sentence and the counts of its unit in another (``course_lib.sim.grounded.rate_products``,
twentythirdfixA: the twenty-third set's R3a). "Studio time is EUR 60 per hour." and "The band has
the studio for 3 hours on Saturday and 4 hours on Sunday." answer "What will the studio cost?" as
the counts' sum times the rate, the working shown; a rate alone, counts off the subject, two rates
on the subject, a rate asked or one unit named stay no product. Invented wordings, none of the
set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import rate_products
from tests.sim._chat import ask_rag

WALKER = """Happy Paws dog walking
Walks are NZD 22 per walk.
This week Luna has 3 walks booked and next week Luna has 2 walks.
"""

STUDIO = """Riverside Studios booking
Studio time is charged at €60 per hour.
The band has the studio on Saturday for 3 hours and on Sunday for 4 hours.
The café is open for 5 hours after lunch.
"""

PIANO = "Piano lessons: £30 per lesson.\nAiko takes 8 lessons in the autumn term."

PARKING = "Depot notes\nParking at the depot is $7 per day.\nThe van will stand in the parking bay for 5 days in June."

TWO_RATES = """Luna's care plan
Luna's walks are NZD 22 per walk. Luna's overnight stays are NZD 60 per night.
Luna has 3 walks and 2 nights booked.
"""

OFF_SUBJECT = "Studio time is €60 per hour.\nThe café next door stays open for 3 hours after lunch."


@pytest.mark.parametrize(("context", "question", "total", "counts"), [
    (WALKER, "How much will Luna's walks cost?", 110, "(3 walks + 2 walks)"),
    (STUDIO, "What will the studio cost the band?", 420, "(3 hours + 4 hours)"),
    (PIANO, "how much are aiko's piano lessons", 240, "8 lessons"),
    (PARKING, "What will parking the van cost?", 35, "5 days"),
])
def test_a_rate_times_the_counts_of_its_unit_in_other_sentences(context, question, total, counts):
    found = rate_products.product(question, [context])
    assert found is not None and found.total == total and found.counts == (counts,), found
    assert found.answer().endswith(f"{counts} x {found.rate}."), found.answer()


@pytest.mark.parametrize(("context", "question"), [
    (OFF_SUBJECT, "What will the studio cost?"),  # the only count is on another subject
    (TWO_RATES, "How much will Luna cost?"),  # two rates on the subject: which one?
    (WALKER, "How much is one walk?"),  # one unit named: the rate itself
    (STUDIO, "What is the hourly rate for the studio?"),  # a rate asked
    (STUDIO, "How long will the band be in the studio?"),  # no money asked
    (PIANO, "How much is a piano lesson?"),
])
def test_no_product_across_sentences(context, question):
    assert rate_products.product(question, [context]) is None


@pytest.mark.parametrize(("context", "question", "expected", "not_said"), [
    (STUDIO, "how much will the band pay for the studio", "420", "Saturday for 3 hours"),
    (WALKER, "How much do Luna's walks come to?", "110", "This week"),
])
def test_the_worked_cost_is_the_reply(context, question, expected, not_said):
    reply, limits = ask_rag(context, question)
    assert expected in reply and " x " in reply and not_said not in reply and not limits, (reply, limits)


@pytest.mark.parametrize("sentence", [
    "After that the lessons are forty minutes and they're thirty-five pounds each.",
    "The massages are 50 minutes and they are £55 each.",
])
def test_a_length_in_minutes_is_no_count_a_price_each_is_of(sentence):
    """A price "each" after a length in minutes prices the sessions, never the minutes (task fix52a: a
    voicemail's "forty minutes ... forty-five pounds each" worked as 40 x 45)."""
    assert rate_products._worked(sentence) is None


def test_a_count_of_nights_at_a_price_each_is_still_worked():  # guard row
    found = rate_products._worked("We booked 3 nights at £90 each.")
    assert found is not None and found.total == 270


_BERTH = ("Mooring renewal - berth C4 (boat length 9 metres).\nBerth fees are £42 per metre for the season.\n"
          "Club membership: £30 per member, payable with the berth fee.")


def test_two_rates_on_the_subject_the_one_its_label_names_is_worked():
    """fix64b (the fifty-ninth set's XW2, allot-rent): the rate whose own words before its amount name
    the subject ("Berth fees are £42 per metre") times the count of its unit in another line, never
    left unworked because a second rate merely mentions the subject after its amount."""
    found = rate_products.product("how much is the berth fee for my boat", [_BERTH])
    assert found is not None and found.total == 378.0 and found.counts == ("9 metres",)


def test_a_figure_of_the_questions_own_left_unused_is_no_working():
    """fix64b guard (passes before too: the two rates left it unworked then): "I'm 70" is a figure the
    working would leave unused (a senior's rate may apply), so no product is worked across lines."""
    assert rate_products.product("i'm 70, what's my berth fee", [_BERTH]) is None


@pytest.mark.parametrize("question, line, total", [
    # the sixtieth set's YW1 (b): an amount asked over a correction stating a rate and a count of its unit
    ("so what's the estimate for the cleaning team overall",
     "Correction 2 June: the team is now 3 cleaners, the rate is £52 per hour, and the estimate is 5 hours.", 260.0),
    ("how much will the scaffold come to altogether",
     "Amended: scaffold hire is EUR 85 per week and the job now needs 6 weeks.", 510.0),
    ("what's the total for the tuition?", "Update: tuition is now £65 per session, 4 sessions.", 260.0),
    # the rate asked itself, no amount asked, a bare rate: nothing worked
    ("whats the hourly rate for the cleaning team",
     "Correction 2 June: the rate is £52 per hour, and the estimate is 5 hours.", None),
    ("when does the team arrive", "Correction 2 June: the rate is £52 per hour, and the estimate is 5 hours.", None),
    ("how much altogether", "Update: tuition is now £65 per session.", None),
])
def test_worked_correction(question, line, total):
    """(fails before fix65a: no worked_correction)"""
    from course_lib.sim.grounded.rate_products import worked_correction

    found = worked_correction(question, line)
    assert (found.total if found else None) == total


@pytest.mark.parametrize("question, line, unworked", [
    ("how much is the course in total", "Amendment: the tuition is now £65 per session.", True),
    ("how much per session", "Amendment: the tuition is now £65 per session.", False),
    ("how much is the course in total", "Amendment: the tuition is now £65 per session, 5 sessions.", False),
    ("what time does it start", "Amendment: the tuition is now £65 per session.", False),
])
def test_unworked_correction(question, line, unworked):
    """(fails before fix65a: no unworked_correction)"""
    from course_lib.sim.grounded.rate_products import unworked_correction

    assert unworked_correction(question, line) is unworked


@pytest.mark.parametrize("question", ["how much is shore power in august", "what does the tuition cost now?"])
def test_a_rate_asked_without_a_total_word_is_no_unworked_correction(question):
    """Guard: "how much" or "cost" alone asks the rate in force, no total (the fifty-ninth set's marina-power)."""
    from course_lib.sim.grounded.rate_products import unworked_correction, worked_correction

    line = "Notice: from 1 June the tuition is £65 per session and shore power is £5 per night."
    assert not unworked_correction(question, "Amendment: the tuition is now £65 per session.")
    assert worked_correction(question, line) is None


# fix65c (the sixtieth set's YW4): a question's own count of a unit of measure, and both legs of a journey.
# Invented wordings: a van hire's refuel line beside a delivery line, a boat yard, a skip firm, a courier.
VAN = """Van hire terms
Vans returned without a full tank are refuelled at £2 per litre.
Delivery within 20 miles: £25 each.
"""

MARINA = "Harbour notes\nA crane lift is €60 each, for boats up to 12 metres.\nDiesel at the pontoon: €1.80 per litre.\n"


@pytest.mark.parametrize(("context", "question", "wrong"), [
    (VAN, "if the van comes back 6 litres short, what's the charge?", "500"),
    (MARINA, "we need 40 litres at the pontoon, how much?", "720"),  # guard row: passes before the change too
])
def test_a_count_off_the_documents_own_line_is_not_the_questions_measure(context, question, wrong):
    """The question counts litres; a product of the line's "£25 each" and its "20 miles" (or "€60 each"
    and "12 metres") is no answer: the reply never carries that product (before: GBP 500; the marina row is a
    guard, right before the change too)."""
    reply, _ = ask_rag(context, question)
    assert wrong not in reply


def test_a_question_measure_the_product_does_not_count_rejects_it():
    found = rate_products.Product(500.0, "GBP", "£25 each", ("20 miles",), "Delivery within 20 miles: £25 each.")
    assert rate_products._other_unit_counted("6 litres short, what's the charge?", found)
    assert not rate_products._other_unit_counted("a 20 mile delivery, cost?", found)  # guard row: the same unit
    assert not rate_products._other_unit_counted("what's the delivery charge?", found)  # guard row: no measure


@pytest.mark.parametrize(("question", "text", "expected"), [
    ("taxi to the station and back, total?", "Station run: £12 each way.", "GBP 24 (2 x £12 each way"),
    ("drop off and pick up by courier, how much altogether?", "Courier: £8 per journey in the city.",
     "GBP 16 (2 x £8 per journey"),
    ("delivery and collection of the skip, total?", "Delivery within 8 km: €20 each way.", "EUR 40 (2 x €20 each way"),
    ("return trip on the ferry for one car?", "Car and driver: $35 one way.", "USD 70 (2 x $35 one way"),
])
def test_both_legs_of_a_journey_double_a_one_leg_price(question, text, expected):
    assert (rate_products.both_legs(question, text) or "").startswith(expected)


@pytest.mark.parametrize(("question", "text"), [
    ("taxi to the station, how much?", "Station run: £12 each way."),  # one leg asked
    ("taxi to the station and back, total?", "Station run: £12."),  # no one-leg price
    ("taxi to the station and back, total?", "Station run: £12 each way, airport £45 each way."),  # two amounts
])
def test_no_both_legs_working_without_both_legs_and_one_leg_price(question, text):
    """Guard rows (None before the change too: the function is new)."""
    assert rate_products.both_legs(question, text) is None


# --- latent79: a total worked at the rate a later change line states ---------------------------------------------

@pytest.mark.parametrize(("question", "text", "total"), [
    ("what do the guitar lessons cost in total?",
     "Guitar lessons: 12 lessons at $40 per lesson.\nUpdate 2 Feb: the lesson price is now $35.", 420),
    ("how much is the van hire altogether?",
     "Van hire: 3 days at €70 per day.\nCorrection: the daily rate should be €65.", 195),
    ("what will the kayaks cost in total?",
     "Kayak rental: 5 kayaks, £18 each.\nNB: kayaks are now £20 each.", 100),
    ("how much are the sauna sessions altogether?",
     "Sauna: 6 sessions at £8 per session.\nSauna sessions revised to £7 per session from May.", 42),
], ids=["is-now", "daily-adjective", "each", "revised-to"])
def test_a_later_change_of_the_rate_reworks_the_total(question, text, total):
    found = rate_products.product(question, [text])
    assert found is not None and found.total == total, found


@pytest.mark.parametrize(("question", "text"), [
    ("how much are the tennis lessons altogether?",  # a new amount of the subject, no unit named
     "Tennis lessons: 8 lessons at £25 per lesson.\nUpdate: the tennis course is now £180."),
    ("how much are the tennis lessons altogether?",  # the count changed
     "Tennis lessons: 8 lessons at £25 per lesson.\nUpdate: the course is now 6 lessons."),
], ids=["subject-no-unit", "count-changed"])
def test_an_unsure_later_change_gives_no_product(question, text):
    assert rate_products.product(question, [text]) is None


@pytest.mark.parametrize(("question", "text", "total"), [
    ("how much are the tennis lessons altogether?",  # a change of another thing (guard: passed before latent79)
     "Tennis lessons: 8 lessons at £25 per lesson.\nUpdate: the car park is now £3.", 200),
    ("how much are the tennis lessons altogether?",  # a later line with no amount (guard)
     "Tennis lessons: 8 lessons at £25 per lesson.\nUpdate: rackets are now provided.", 200),
], ids=["other-thing", "no-amount"])
def test_a_later_change_of_nothing_of_the_rate_keeps_the_product(question, text, total):
    found = rate_products.product(question, [text])
    assert found is not None and found.total == total, found


def test_the_reply_gives_the_total_at_the_changed_rate():
    reply, limits = ask_rag("Choir workshop: 5 sessions at £14 per session.\n"
                            "Change: the session fee is now £16.", "how much is the choir workshop in total?")
    assert not limits and "80" in reply and "70" not in reply, (reply, limits)
