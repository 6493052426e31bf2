"""One thing's end time from the clock time and the one length its line gives
(``course_lib.sim.grounded.end_times``, twentythirdfixA: the twenty-third set's R3b). Invented wordings,
none of the set's: a start and a length in one sentence, in one clause of two, in a table row;
negatives: an end already stated, a range, an offset or a frequency that is no length, a start
with no length (a stated limit), a question that asks no end."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import end_times
from tests.sim._chat import ask_rag

CLINIC = """Physio appointments
Your assessment is on Monday 4 March at 09:40 (45 minutes) with Dr Okoye.
Follow-up sessions are on Thursdays at 2:15pm (30 min) and on Saturdays at 10:00 (1 hour).
"""

MATCH = "The cup final kicks off at 19:45 and lasts 90 minutes, extra time aside."

TABLE = """| Talk | Room | Time | Length |
|---|---|---|---|
| Soil health | A | 11:20 | 40 min |
| Seed saving | B | 13:05 | 25 min |
"""

FERRY = "The ferry leaves at 07:10; check in 30 minutes before departure."

SHUTTLE = "The airport shuttle starts at 06:00 and runs every 20 minutes."

MARKET = "The night market opens at 18:00 and closes at 23:30."

FAIR = "Doors open at 10:00-16:00 for the craft fair."

KILN = "The kiln firing starts at 08:00 on Friday."

PRICES = "Ice skating (90 min): £7.50. Skate hire: £3.00."


@pytest.mark.parametrize(("context", "question", "end"), [
    (CLINIC, "What time will my assessment finish?", "10:25"),
    (CLINIC, "when does the saturday session end", "11:00"),
    (CLINIC, "What time does the Thursday session finish?", "14:45"),
    (MATCH, "What time will the cup final be over?", "21:15"),
])
def test_a_start_and_one_length_give_the_end(context, question, end):
    found = end_times.ended(question, [context])
    assert isinstance(found, end_times.Ended) and found.end == end, found


@pytest.mark.parametrize(("context", "question"), [
    (MARKET, "What time does the night market close?"),  # the end is stated
    (FAIR, "When does the craft fair finish?"),  # a range
    (CLINIC, "What time is my assessment?"),  # no end asked
    (CLINIC, "How long is the assessment?"),
    (PRICES, "what time does ice skating finish"),  # "7.50" is money, not a clock
])
def test_no_end_time_worked(context, question):
    assert end_times.ended(question, [context]) is None


@pytest.mark.parametrize(("context", "question"), [
    (FERRY, "What time does the ferry finish?"),  # "30 minutes before": an offset, no length
    (SHUTTLE, "When does the airport shuttle end?"),  # "every 20 minutes": a frequency
    (KILN, "What time will the kiln firing be done?"),  # a start and no length
])
def test_a_start_without_one_length_is_unworked(context, question):
    assert isinstance(end_times.ended(question, [context]), end_times.Unworked)


@pytest.mark.parametrize(("context", "question", "expected"), [
    (TABLE, "what time does seed saving finish", "13:30"),
    (CLINIC, "What time will my assessment finish?", "10:25"),
])
def test_the_end_time_is_the_reply(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert reply.startswith(expected) and not limits, (reply, limits)


def test_a_start_without_a_length_is_a_stated_limit_not_the_quote():
    reply, limits = ask_rag(KILN, "What time will the kiln firing be done?")
    assert limits and "08:00" not in reply.split(";")[0], (reply, limits)


# An arrival asked over the user's own statement of a start and a duration (U9): worked out; a
# statement holding only a departure is never echoed for it (a stated conversation limit).
def _thread_reply(*turns):
    import warnings

    from langchain_core.messages import AIMessage, HumanMessage

    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns, end", [
    (("Our coach sets off at 06:15 and the drive is 4 hours 40 minutes.", "Sounds long.", "what time do we arrive"),
     "10:55"),
    (("My flight departs at 22:05; the flight time is 3 hours 50 minutes.", "OK.", "when do I land"), "01:55"),
    (("The bus leaves at 13:20 and takes 45 minutes.", "Fine.", "what time will we get there"), "14:05"),
])
def test_an_arrival_from_a_stated_start_and_duration(turns, end):
    text, limits = _thread_reply(*turns)
    assert end in text and not limits


@pytest.mark.parametrize("turns", [
    ("My ferry leaves at 09:10 from the north pier.", "OK.", "what time do we get in"),
    ("The coach departs at 17:45.", "Noted.", "when do we arrive"),
])
def test_a_departure_alone_is_never_echoed_for_an_arrival(turns):
    text, limits = _thread_reply(*turns)
    assert limits and "09:10" not in text.split("limit")[0] and not text.startswith("Earlier you said")


@pytest.mark.parametrize("text, only_start", [
    ("My train leaves at 18:52 and the journey takes 2 hours 17 minutes.", True),
    ("The match kicks off at 3pm.", True),
    ("We land at 21:40.", False),
    ("The shop shuts at 17:30.", False),
    ("No times here.", False),
    ("From Monday the swimming baths open at 6:30 on weekdays (closing time unchanged).", True),
    ("The cafe opens at 8am.", True),
    ("The cafe is open until 9pm on Fridays.", False),  # an end word after the mark
    ("Open 9am-5pm, Monday to Friday.", False),  # a range holds the end
])
def test_only_start_times(text, only_start):
    assert end_times.only_start_times(text) is only_start


# A closing or end time asked, and the chosen line gives only when it opens or starts (the merger's
# round 71, changes_m's second-system-close): a stated limit, never the opening time quoted.
BATHS = """Kelsey Road Baths
Notice: from 3 March the baths open at 6:30 on weekdays instead of 7:00 (closing time is as before)."""

GALLERY = """Pinfold Gallery
The gallery opens at 10am every day.
The cafe closes at 4pm."""


@pytest.mark.parametrize(("context", "question"), [
    (BATHS, "what time do the baths close on a wednesday"),
    (BATHS, "When do the baths shut on weekdays?"),
])
def test_a_closing_time_asked_over_an_opening_time_is_a_limit(context, question):
    reply, limits = ask_rag(context, question)
    assert limits and "6:30" not in reply and "7:00" not in reply, (reply, limits)


@pytest.mark.parametrize(("context", "question", "expected"), [
    (BATHS, "what time do the baths open on weekdays", "6:30"),  # guard: the opening asked
    (GALLERY, "What time does the cafe close?", "4pm"),  # guard: the end stated
])
def test_an_opening_asked_or_an_end_stated_is_still_answered(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert expected in reply and not limits, (reply, limits)


# fix62d (the fifty-seventh's VL1 cat-last-end): a line that also writes a range of starts ("from 10:00
# to 17:00") with a bracketed or separate clause naming the asked one's start, and one length written
# as a compound before its noun ("45-minute tours", "a 2-hour class"). Invented wordings.
ROWING = ("Lessons run in 2-hour blocks on the lake, from 08:00 to 14:00 (the final lesson begins at 14:00). "
          "Life jackets are provided.")
TOURS = "Guided tours every hour from 09:30 to 15:30; the last tour starts at 15:30 and lasts 45 minutes."
ESCAPE = "Rooms are booked in 60-minute sessions from 12:00 to 20:00 (last entry at 20:00)."
TWO_LENGTHS = ("Swims in 30-minute or 45-minute lanes from 07:00 to 19:00 (the last lane session starts at "
               "19:00).")


@pytest.mark.parametrize(("context", "question", "end"), [
    (ROWING, "what time does the final lesson finish", "16:00"),
    (TOURS, "when does the last tour end", "16:15"),
])
def test_a_start_clause_beside_a_range_gives_the_end(context, question, end):
    found = end_times.ended(question, [context])
    assert isinstance(found, end_times.Ended) and found.end == end, found


@pytest.mark.parametrize(("context", "question"), [
    (ESCAPE, "what time does the last session finish"),  # "last entry at 20:00": no start word
    (TWO_LENGTHS, "when does the last lane session finish"),  # two lengths: which one?
    (ROWING, "what time do lessons finish"),  # the range clause is the one asked: read as before
])
def test_no_start_clause_end_without_one_start_and_one_length(context, question):
    """Guard (passes on read75 too): no end worked without one start clause and one length."""
    assert end_times.ended(question, [context]) is None


def test_the_start_clause_end_is_the_reply():
    reply, limits = ask_rag(ROWING, "what time does the final lesson finish")
    assert reply.startswith("16:00") and not limits, (reply, limits)


@pytest.mark.parametrize(("question", "statement", "end"), [
    ("it takes 35 minutes, what time will it be ready", "the bread went in the oven at 11:20", "11:55"),
    ("the meeting runs 1 hour 45 minutes. when does it finish?", "standup moved, the meeting starts at 09:30", "11:15"),
], ids=["bread", "meeting"])
def test_the_follow_ups_own_length_after_a_stated_start(question, statement, end):
    # fix67e: the start in an earlier statement, the length in the follow-up itself
    from course_lib.sim.grounded.end_times import ended_in_thread

    found = ended_in_thread(question, [statement])
    assert found is not None and found.end == end, found


def test_two_lengths_in_the_follow_up_work_out_nothing():
    """A guard (passes before fix67e too): "2 hours or maybe 3 hours" is no one length."""
    from course_lib.sim.grounded.end_times import ended_in_thread

    assert ended_in_thread("its 2 hours or maybe 3 hours, when does it end", ["the film starts at 19:45"]) is None
