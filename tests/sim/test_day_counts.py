"""``grounded.day_counts``: a count of days asked over a span of days a line states, both ends in
(issue 26; the fifty-second set's TT5: "hoeveel dagen ..." over "van ... tot en met ..." was quoted
with "I could not find anything about 'dagen'"). Wordings of my own; every test but the guards
(named so) fails on e587874e, where the module did not exist and the chat model quoted the line or
stated another limit."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded import day_counts
from course_lib.sim.words.calendar_dates import day_month_ranges


@pytest.fixture
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


FERRY = "Service notice: the Ardmore ferry is withdrawn from Tuesday 9 September to Sunday 21 September for its refit."
KIOSK = "Het kiosk op het strand is gesloten van woensdag 14 mei tot en met dinsdag 20 mei."
LIBRARY = "图书馆通知:5月1日至5日闭馆,5月6日起照常开放。"
TWO = ("The sauna is closed from 3 to 9 November. The steam room is closed from 3 to 14 November.\n"
       "The sauna reopens with new benches.")


def test_english_span_counted_both_ends_in():
    found = day_counts.count("how many days is the ferry withdrawn?", [FERRY])
    assert isinstance(found, day_counts.Counted) and found.n == 13 and found.unit == "days"
    assert found.text("en").startswith("13 days (")


def test_dutch_span_with_tot_en_met():
    found = day_counts.count("hoeveel dagen is het kiosk gesloten?", [KIOSK])
    assert isinstance(found, day_counts.Counted) and found.n == 7
    assert found.text("nl").startswith("7 dagen")


def test_chinese_span():
    found = day_counts.count("图书馆闭馆几天?", [LIBRARY])
    assert isinstance(found, day_counts.Counted) and found.n == 5 and found.text("zh").startswith("5天")


def test_weeks_only_when_whole():
    kiosk = day_counts.count("hoeveel weken is het kiosk gesloten?", [KIOSK])
    assert isinstance(kiosk, day_counts.Counted) and kiosk.n == 1 and kiosk.unit == "weeks"
    assert isinstance(day_counts.count("how many weeks is the ferry withdrawn?", [FERRY]), day_counts.Unworked)


def test_two_spans_on_the_subject_are_a_limit():
    found = day_counts.count("how many days is it closed?", [TWO])
    assert isinstance(found, day_counts.Unworked) and "more than one span" in found.reason
    sauna = day_counts.count("how many days is the sauna closed?", [TWO])
    assert isinstance(sauna, day_counts.Counted) and sauna.n == 7


def test_over_february_without_a_year_is_a_limit():
    text = "The ice rink is open from 20 February to 5 March."
    assert isinstance(day_counts.count("how many days is the ice rink open?", [text]), day_counts.Unworked)
    dated = "The ice rink is open from 20 February to 5 March 2036."
    found = day_counts.count("how many days is the ice rink open?", [dated])
    assert isinstance(found, day_counts.Counted) and found.n == 15  # 2036 is a leap year


def test_guard_a_gap_between_two_things_is_not_counted_here():
    assert day_counts.asks("how many days between the two sailings?") == ""
    assert day_counts.asks("how many days until the ferry is back?") == ""
    assert day_counts.count("when is the ferry back?", [FERRY]) is None


def test_dutch_months_and_join_read_as_a_span():
    assert [r.start + r.end for r in day_month_ranges("van maandag 20 maart tot en met vrijdag 31 maart")] == [(3, 20, 3, 31)]
    assert [r.start + r.end for r in day_month_ranges("van 3 mei t/m 9 mei")] == [(5, 3, 5, 9)]


def test_the_chat_model_counts_the_days(llm):
    reply = llm.invoke([SystemMessage(f"Answer the question from the notice below.\n\n{FERRY}"),
                            HumanMessage("How many days is the ferry withdrawn for?")]).content
    assert reply.startswith("13 days") and "could not find" not in reply


def test_the_chat_model_counts_dutch_days_in_dutch(llm):
    reply = llm.invoke([SystemMessage(f"Beantwoord de vraag met het bericht.\n\nBericht:\n{KIOSK}"),
                            HumanMessage("hoeveel dagen is het kiosk gesloten?")]).content
    assert reply.startswith("7 dagen")


EVENINGS = "Pottery evenings run 6 Jan - 27 Jan, Mondays at 7pm."


def test_nights_are_the_days_between():
    """fix58d (the fifty-fourth set's camp-nights): nights were not asked by any cue, so "no document
    names 'nights'" was said over a line holding the span."""
    found = day_counts.count("how many nights is the youth hostel booking?", ["Youth hostel booking: Fri 3 October "
                                                                               "to Tue 7 October."])
    assert isinstance(found, day_counts.Counted) and (found.n, found.unit) == (4, "nights")
    assert found.text().startswith("4 nights") and "both" not in found.text()


def test_weeks_from_a_weekday_to_the_same_weekday():
    """fix58d: 6 Jan - 27 Jan (22 days, both ends in) is 3 weeks between its first and last Monday."""
    found = day_counts.count("how many weeks do the pottery evenings run?", [EVENINGS])
    assert isinstance(found, day_counts.Counted) and (found.n, found.unit) == (3, "weeks")


def test_the_chat_model_counts_the_nights(llm):
    out = llm.invoke([SystemMessage("Answer from the notes.\n\nHoliday let: Sat 9 August to Sat 16 August, "
                                    "sleeps six. Keys from the farm office."),
                      HumanMessage("how many nights is the holiday let")])
    assert out.content.startswith("7 nights"), out.content
