"""Clock and calendar arithmetic a question states in full (``stated_times``; issue 26): a start
time plus one length asked "when", and the days between two full dates, answered with their
working; anything less stated (a time asked backwards, a length in words, a date without its
year, one date, working days) left to the knowledge limit. Wordings, topics and formats are my
own."""
import warnings

import pytest

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue import stated_times
from course_lib.sim.values.item_durations import durations
from course_lib.sim.words.calendar_dates import written_dates

END_TIMES = [
    ("The ferry sails at 06:20 and the crossing takes 3 h 40 min. When do we dock?", "10:00"),
    ("Kick-off is 19:45; the match lasts 1 hour 50 minutes with the break. What time will it be over?", "21:35"),
    ("I started the slow cooker at 9:30 am and it needs 8 hours. When will dinner be ready?", "5:30 pm"),
    ("Night shift begins at 22:00 and runs for 9 hours. What time does it finish?", "07:00"),
    ("The webinar starts 14:05 and is 45 min long - when does it end?", "14:50"),
    ("Marathon start 08:30, my target is 4 hours, 20 minutes. At what time should I cross the line?", "12:50"),
]

NO_END_TIME = [  # the knowledge limit stands
    "The meeting starts at 10:00. When does it end?",                              # no length
    "I need to be at the airport by 06:00 and the drive takes 50 minutes. When should I leave?",  # backwards
    "The film ends at 21:10 and it is 2 h long. When did it start?",               # backwards
    "Lunch is from 12:00 to 13:00 and the talk is 30 minutes. When does the talk end?",  # two clock times
    "The bus leaves at 07:15 and the ride is an hour and a half. When do I arrive?",     # a length in words
    "The shop opens at 9:00 and I need 2 hours there, then 30 minutes later I meet Jo. When do we meet?",  # lengths apart
]

DAYS = [
    ("How many days are there between 28 Feb 2032 and 2 March 2032?", "3 days"),  # a leap year
    ("Today is 15 December 2030. Christmas Day is 25 December 2030. How many days to go?", "10 days"),
    ("how many days from 2031-01-30 to 2031-03-01", "30 days"),
    ("The course runs from 4 May 2030 to 8 May 2030 inclusive. How many days is that?", "5 days"),
    ("My visa was issued on 1 June 2030 and expires on 1 June 2031. How many days is it valid for?", "365 days"),
    ("How many more days until 14 February 2033, if today is 7 February 2033?", "7 days"),
]

NO_DAYS = [  # the knowledge limit stands
    "how many days until my exam on 12 june",                              # no year, no today
    "How many days until 3 April 2031?",                                   # one date, no today
    "How many working days are there between 1 Aug 2030 and 15 Aug 2030?",  # working days
    "Today is 10 May 2030. How many days since 2 May 2030 and until 20 May 2030?",  # three dates
    "How many nights between 3 July 2030 and 6 July 2030?",                 # nights, not asked as days
    "Today is 9 March 2030. How many days are left until 1 March 2030?",    # the day already past
]


def _reply(question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(question)
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("question", "want"), END_TIMES)
def test_a_start_plus_a_length_is_worked_out(question, want):
    assert stated_times.end_time(question).startswith(want)


@pytest.mark.parametrize("question", NO_END_TIME)
def test_no_end_time_unless_every_operand_is_stated(question):
    assert stated_times.end_time(question) is None


@pytest.mark.parametrize(("question", "want"), DAYS)
def test_days_between_two_full_dates(question, want):
    assert stated_times.days_apart(question).startswith(want)


@pytest.mark.parametrize("question", NO_DAYS)
def test_no_count_of_days_unless_both_dates_are_stated(question):
    assert stated_times.days_apart(question) is None


@pytest.mark.parametrize(("question", "want"), [END_TIMES[0], DAYS[1]])
def test_the_reply_is_the_answer_with_no_limit(question, want):
    text, limits = _reply(question)
    assert text.startswith(want) and not limits


@pytest.mark.parametrize("question", [NO_END_TIME[1], NO_DAYS[0]])
def test_the_rest_keeps_the_knowledge_limit(question):
    _, limits = _reply(question)
    assert limits


def test_readers_it_shares():
    assert [m for _, _, m in durations("2 h 15 min, then 1 hour; 10-15 min")] == [120.0, 15.0, 60.0]
    assert [iso for _, iso in written_dates("from 9 Oct 2029 to 2029-10-12, not 3 May")] == ["2029-10-09", "2029-10-12"]
