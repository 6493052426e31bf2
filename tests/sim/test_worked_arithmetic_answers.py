"""A question whose answer is worked out by arithmetic over one sentence's figures (a rate times
its counts, a date plus a wait after an event) is answered with the working shown or a stated
documents limit, never a trusted "I don't know."; a mistyped question word is read as the one word
it means before the documents are searched (issue 26; the twenty-first set's class P2, coming back
as O1 / O2 / N2 / M2 / L4 / K1). Invented wordings, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import operand_units, rate_products, validity
from course_lib.sim.words import typos
from tests.sim._chat import ask_rag

SPARKS = """Quote for the kitchen rewire.
The electrician's time is 3 electricians for 2 days at GBP 300 per electrician per day. Parts are extra.
"""

VAN = "Van hire: USD 90 per day for 5 days, insurance included."

PARTY = "Party hire list. We ordered 12 chairs at EUR 4.50 each and two tables."

KENNEL = "Kennel booking for Rex.\nRex stays six nights at EUR 25 per night."

CLEANERS = "Our cleaners charge GBP 18 per hour, materials included."

DENTAL = """Dental card - Harbour Street practice
Last check-up: 10 January 2030
You can book a free check-up again 6 months after your last check-up.
Opening hours: weekdays 9:00-17:00
"""

PASSPORT = """Pet passport - Mabel (spaniel)
Last rabies jab: 2 February 2028
The booster can be given again 52 weeks after the last jab.
"""

LOCKER = """Gym locker rental
Lockers are rented per month and keys are collected at the front desk.
A locker costs EUR 12 per month for 6 months, paid up front.
"""


@pytest.mark.parametrize(("context", "question", "expected"), [
    (SPARKS, "How much will the electrician cost?", "GBP 1,800"),
    (VAN, "What does the van hire cost?", "USD 450"),
    (PARTY, "How much are the chairs?", "EUR 54"),
    (KENNEL, "What will the kennel cost?", "EUR 150"),
])
def test_a_rate_times_its_counts_is_worked_out_with_the_working_shown(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert reply.startswith(expected), reply
    assert " x " in reply, reply  # the working shown
    assert not limits


@pytest.mark.parametrize(("context", "question"), [
    (CLEANERS, "How much is the cleaning?"),  # a rate with no count: nothing to multiply
    (KENNEL, "How much per night?"),  # the rate itself is asked
    (VAN, "What's the daily rate for the van?"),
])
def test_a_rate_alone_or_a_rate_asked_is_no_product(context, question):
    assert rate_products.product(question, [context]) is None


def test_two_sentences_with_different_products_are_no_answer():
    both = SPARKS + "\nThe plasterer's time is 1 plasterer for 3 days at GBP 250 per plasterer per day."
    assert rate_products.product("How much does the time cost?", [both]) is None


@pytest.mark.parametrize(("context", "question", "expected"), [
    (DENTAL, "When can I next get a free check-up?", "10 July 2030"),
    (PASSPORT, "When can Mabel have the booster again?", "31 January 2029"),
])
def test_a_wait_after_a_dated_event_is_added_to_its_date(context, question, expected):
    found = validity.worked_end(question, [context])
    assert found is not None and found.date == expected
    reply, limits = ask_rag(context, question)
    assert reply.startswith(expected), reply
    assert not limits


def test_a_next_question_about_another_subject_is_no_wait():
    assert validity.worked_end("When is the next opening day?", [DENTAL]) is None


@pytest.mark.parametrize(("context", "question"), [
    ("Hi Sam,\n\nAs agreed, the scaffolding\nwill be 2 towers at EUR 150 per tower per week. We start on the 4th.\n\n"
     "Best,\nJo", "How much is the scaffolding?"),  # no count of weeks: a limit
    ("Lockers: EUR 12 per locker per month, 3 month minimum.", "How much will my locker cost?"),
    ("Dog walking\nWalks are 2 dogs at a time, EUR 15 per dog per walk.", "whats the price for walking"),
])
def test_operands_on_the_subject_are_no_trusted_dont_know(context, question):
    assert operand_units.unworked(question, [context]) is not None
    reply, limits = ask_rag(context, question)
    assert reply != "I don't know." and limits, reply


def test_operands_off_the_subject_leave_dont_know_alone():
    assert operand_units.unworked("How much is the parking?", [LOCKER]) is None
    reply, _ = ask_rag(CLEANERS, "When does the shop open?")
    assert "GBP" not in reply


@pytest.mark.parametrize(("question", "bodies", "expected"), [
    ("whats the totl for the electrician", (SPARKS,), "whats the total for the electrician"),
    ("how much is the insurnce", (VAN,), "how much is the insurance"),
    ("whats the cheapst option", ("Options: A, B.",), "whats the cheapest option"),
])
def test_a_mistyped_word_is_read_as_the_one_word_it_means(question, bodies, expected):
    assert typos.corrected(question, bodies) == expected


@pytest.mark.parametrize(("question", "bodies"), [
    ("what is the wat", ("water was cut.",)),  # under four letters: no typo read
    ("is the cat there", ("cart and coat",)),  # a known word
    ("where is the bost", ("post and bolt and boat",)),  # several words one edit away: left as written
])
def test_a_word_is_left_as_written_unless_one_word_is_meant(question, bodies):
    assert typos.corrected(question, bodies) == question


def test_a_mistyped_subject_is_searched_as_meant():
    reply, limits = ask_rag(SPARKS, "whats the totl for the electrician")
    assert reply != "I don't know." and limits, reply


@pytest.mark.parametrize(("context", "question", "expected"), [
    (DENTAL, "When can I next get a free check-up?", "10 July 2030"),
    (PASSPORT, "When can Mabel have the booster again?", "31 January 2029"),
])
def test_a_wait_wrapped_over_two_lines_is_still_read(context, question, expected):
    import textwrap

    wrapped = "\n".join(textwrap.fill(x, 50) for x in context.split("\n"))
    assert "after\n" in wrapped or "the\nlast" in wrapped  # (the wait's sentence is cut by the wrap)
    reply, limits = ask_rag(wrapped, question)
    assert reply.startswith(expected) and not limits, reply
