"""whole_quotes: a reply quoting most of a document answers no question asking one value (issue 26, the
round-70 probe operands_x). Invented material: a bike club's JSON kit order, an allotment's plot table, a
choir's short notice; none from the fresh sets."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.whole_quotes import quoted_whole

KIT = ('{"club": "Fenland Wheelers", "jersey_price": 48, "bib_shorts_price": 55, "gilet_price": 39, '
       '"members_discount_percent": 15, "order_deadline": "30 April", "delivery_weeks": 6}')
PLOTS = """Plot  | Size     | Rent a year | Water
A1    | full     | £120        | tap
A2    | half     | £65         | tap
B1    | quarter  | £35         | butt
Rents are due on 1 October; a late payment adds £10."""


@pytest.mark.parametrize("question,reply,whole", [
    ("what's a jersey and shorts with the members discount", KIT, True),  # the record handed back whole
    ("how much is a half plot with water", PLOTS, True),
    ("list the kit prices", KIT, False),  # guard: the whole asked
    ("summarise the plot rents", PLOTS, False),  # guard: the whole asked
    ("how much is the gilet", '"gilet_price": 39', False),  # guard: one value quoted
    ("what's the rent for A2", "A2 | half | £65 | tap", False),  # guard: one row quoted
])
def test_most_of_a_document_quoted_for_one_value(question, reply, whole):
    got = quoted_whole(question, reply, [KIT, PLOTS])
    assert (got is not None) is whole, got


def test_a_short_notice_quoted_whole_may_be_its_answer():
    notice = "Choir practice moves to Thursday at 7pm in the church hall from 3 May, room 2."
    assert quoted_whole("when is choir practice", notice, [notice]) is None  # (few figures, few words)


def test_the_record_quoted_whole_is_a_stated_limit_never_the_answer():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(
            f"Answer from the notes. If they don't say, say you don't know.\n\nNotes:\n{KIT}\n\n"
            "Question: whats a jersey with the members discount")
    limit = out.response_metadata.get("simulator_limit")
    assert limit or "40.80" in out.content, out.content
    assert not (KIT in out.content and not limit), out.content


@pytest.mark.parametrize("question,reply", [
    # guards: a worked reply quoting its operands, a line and its title from a short price list
    ("a wheel for 3 hours with the deposit?", "£51: £21 + £30 deposit (3 hours x £7 per hour). Wheel hire is £7 per "
     "hour. A £30 deposit is paid with every booking and returned within 10 days after the session."),
    ("one regular clean for my 3 bedroom house", "Home Cleaning - price list. Regular clean: £15 per visit for homes "
     "up to 3 bedrooms."),
])
def test_a_worked_reply_or_one_line_of_a_short_list_is_no_whole_quote(question, reply):
    wheel = ("Wheel Room\nWheel hire is £7 per hour.\nA £30 deposit is paid with every booking and returned within 10 "
             "days after the session.\nClay is extra.")
    cleaning = ("Home Cleaning - price list\nRegular clean: £15 per visit for homes up to 3 bedrooms.\n"
                "Extra bathroom: £5 per visit.\nOven clean: £45 (one-off).")
    assert quoted_whole(question, reply, [wheel, cleaning]) is None


@pytest.mark.parametrize("question,reply", [
    # guards: a count listing its items, and a question asking no amount, may hold most of a short record
    ("how many plots have a tap", "2 items: " + PLOTS),
    ("who rents plot A1", PLOTS),
])
def test_only_a_quote_for_an_amount_of_money_is_judged(question, reply):
    assert quoted_whole(question, reply, [PLOTS]) is None


def test_a_when_question_about_paying_is_no_amount():  # guard (clauses_x when-subs had become a limit)
    assert quoted_whole("when do i have to pay the A2 rent by", PLOTS, [PLOTS]) is None
