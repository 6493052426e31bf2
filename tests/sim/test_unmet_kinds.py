"""The reply-fit check's asked kinds (``answer_forms._unmet_kind``, issue 26): a quote that holds no
value of the kind the question asks, tied to what it asks, is no answer; one that holds it stays.
Wordings and material of my own (a choir, a gym contract, a parking permit, a darts league, a
bike hire, a library, a quiz night), none from a fresh set or a probe. The "unmet" rows failed on
334c89bb (``unfit_reply`` gave ``None``: the quote passed as the answer)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.answer_forms import unfit_reply

UNMET = [
    # a person's name asked: the quote speaks of the role and names no one
    ("Who is the choir's treasurer?", "Subscriptions are paid each term to the treasurer by bank transfer.", "name"),
    ("What's the conductor's name?", "Rehearsal fee: EUR 4 per singer per week, collected by the conductor.", "name"),
    ("What is the name of the site warden?", "Any damage must be reported to the site warden within a day.", "name"),
    # the end or the start of a period: the only date is another event's
    ("When does my gym contract end?", "Member no. 55120 Joined 3 March 2031. Plan: Flex Annual.", "end date"),
    ("When does the parking permit expire?", "Permit issued on 12 June 2032. Zone: Riverside.", "end date"),
    ("When do the autumn classes start?", "Autumn classes. Booking closes on 20 August 2031.", "start date"),
    ("When does the voucher end?", "Voucher valid to members only.", "date or time"),  # no event, no date
    # every record of a unit: a rate per that unit is an operand
    ("If I play in every round, what will the darts fees be?", "Fees: GBP 1.50 per player per round.", "whole amount"),
    ("How much will all the lessons cost me?", "Lessons are EUR 22 a lesson, paid on the day.", "whole amount"),
    # the most or the least: the figures it is worked from, no bound
    ("What's the most marks a team can score in one round?", "Each round has 5 questions; 2 marks a question and 3 for the bonus.", "bound"),
]

FIT = [
    # a name, a contact or a sentence-opening name is there
    ("Who is the choir's treasurer?", "The treasurer is Ruth Abara.", None),
    ("Who is the choir's treasurer?", "Priya keeps the accounts as treasurer.", None),
    ("What is the name of the site warden?", "Tom looks after the site as warden.", None),
    ("What's the conductor's name?", "Ask the conductor: conductor@choir.example.", None),
    ("Who is the course for?", "It is for beginners who have never sung in a choir.", None),  # no person asked
    # the edge is said: a span, "until", "expires", or in words
    ("When does my gym contract end?", "Your contract runs until 2 March 2032.", None),
    ("When does the parking permit expire?", "Valid 1 May 2032 - 30 April 2033.", None),
    ("When does the parking permit expire?", "The permit expires on 30 April 2033.", None),
    ("When does my gym contract end?", "Joined 3 March 2031. The contract ends when either side gives a month's notice.", None),
    ("When do the autumn classes start?", "Autumn classes run from 8 September 2031.", None),
    # an end that is an event, not a date (``fit_open_end``): these failed on 334c89bb ("date or time")
    ("When does the lease end?", "The lease runs until either side gives two months' notice.", None),
    ("When does my phone plan end?", "Your plan ends when you cancel it online.", None),
    # a rate per period asked, or the whole amount stated
    ("How much do I pay every month?", "Membership: GBP 30 per month.", None),
    ("If I play in every round, what will the darts fees be?", "Fees for the season: GBP 12 in total.", None),
    ("How much is bike hire for all day?", "Bikes are EUR 18 a day.", None),
    # a bound stated ("more than" too), a worked end time, a span of dates with a spaced dash
    ("What's the most coffee I should drink in a day?", "Do not drink more than 4 cups in 24 hours. Children: 1 cup.", None),
    ("When will the second heat end?", "19:45 (7:15pm + 30 minutes).", None),
    ("When does the spring term end?", "Spring term: Mon 5 Jan 2032 - Fri 27 Mar 2032.", None),
    ("What is the most I can lift?", "75 kg (3 × 25 kg).", None),  # a working shown
    ("When does the workshop start?", "9 May 2032, 10:00 UTC.", None),  # a bare date is the value
    ("When does the workshop end?", "WORKSHOP_END: 2032-05-09 16:00", None),  # a field word holding the edge
    ("What's the most books I can borrow?", "Members may borrow up to 8 books and 2 DVDs at a time.", None),
    ("What's the maximum team size?", "Teams: 2 to 6 players.", None),
    # a yes/no question is not asked for a kind
    ("Is Ruth the treasurer?", "Subscriptions are paid each term to the treasurer.", None),
]


@pytest.mark.parametrize(("question", "reply", "kind"), UNMET + FIT)
def test_the_asked_kind_must_be_in_the_quote(question, reply, kind):
    got = unfit_reply(question, reply)
    assert (got[0] if got else None) == kind, got


NOWHERE = [
    ("Who is the club's groundsman?", "Pitch bookings must be cleared with the groundsman two days ahead.\n"
                                      "Kit is washed after every home game.", "groundsman"),
    ("What's the organist's name?", "Hymn numbers are chosen by the vicar and sent to the organist by Thursday.", "organist"),
    ("Who is the secretary?", "Send forms to the secretary.\nSecretary: Dan Fisher, 07700 900123", None),  # named
    ("Who is the captain?", "Captain\nNadia Petrov\nMatch fee: £3, paid to the captain.", None),  # a heading over the name
    ("Who can join the club?", "Anyone over 16 may join the club.", None),  # no name asked
]


@pytest.mark.parametrize(("question", "doc", "role"), NOWHERE)
def test_a_role_no_line_names_is_absent(question, doc, role):
    from course_lib.sim.grounded.answer_forms import role_named_nowhere

    assert role_named_nowhere(question, [doc]) == role


@pytest.mark.parametrize(("question", "doc", "role"), [r for r in NOWHERE if r[2]])
def test_the_reply_says_the_documents_do_not_name_them(question, doc, role):
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\nNotes:\n{doc}"),
                                           HumanMessage(question)])
    assert out.content.startswith(f"The documents do not name the {role}"), out.content



_KILN_INI = ("; Brookside pottery - kiln.ini (2035)\n; Mill Yard, Frome BA11 1AA\n[bisque]\nfiring_fee = 12\nextra_shelf = 4\n"
             "hours = 09:00-17:00\n\n[glaze]\nfiring_fee = 15\nextra_shelf = 6\nhours = 09:00-19:00\n\n[terms]\ndeposit = 20%\n"
             "; amended 3 March 2035: glaze extra_shelf is now 7\n")


def _ask_kiln(ini: str, question: str):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel().invoke([SystemMessage(f"Answer from the studio's file:\n\n{ini}"), HumanMessage(question)])


def test_a_bare_figure_of_a_file_without_currency_is_its_amount():
    """A configuration that writes no currency: its bare figure answers "how much" (the fifty-second set's
    wed-gold-extra), no "no amount of money" limit."""
    out = _ask_kiln(_KILN_INI, "how much per extra shelf on glaze")
    assert "7" in out.content and not out.response_metadata.get("simulator_limit"), out.content
