"""Timetable grids read by their columns (course_lib.sim.grounded.time_grids, issue 26): invented grids of
other shapes than the sets' (a tram timetable with day codes over its columns, a tide-free coach
timetable by departure with a header of places, a shuttle grid pasted with tabs), and grids that
are no journey (a tide table, a price grid, a fixtures list)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.time_grids import Answer, Unsure, grids, read, runs_on
from tests.sim.test_grounded_calibration import _rag

# places down the rows, one run a column; day codes over the columns; "|" and "--" for no call
_TRAM = ("Line 4 tram, Harbour to Uplands (Monday to Saturday)\n"
         "\n"
         "                   Sx       SO\n"
         "Harbour          05:50    06:20    07:05    22:40\n"
         "Old Market       05:58      --     07:13    22:48\n"
         "Infirmary        06:04    06:31    07:19      |\n"
         "Uplands          06:15    06:42    07:30    23:01\n"
         "\n"
         "Sx  Not on Saturdays.\n"
         "SO  Saturdays only.\n")

# a header of places over one run a row, marks after the times
_COACH = ("Westway coach - Dunford to the airport\n"
          "\n"
          "Dunford Bus Station   Castlegate   Airport Terminal\n"
          "04:30#                04:45        05:40\n"
          "09:15                 09:30        10:25\n"
          "13:00                 13:15        14:10\n"
          "19:45+                20:00        20:55\n"
          "\n"
          "# Sundays only\n"
          "+ Fridays only\n")

# pasted from a spreadsheet
_SHUTTLE = ("Campus shuttle\n"
            "Library\t08:00\t08:30\t09:00\n"
            "Sports Centre\t08:07\t-\t09:07\n"
            "Science Park\t08:15\t08:42\t09:15\n")

_TIDES = ("Tides at Porthmoor, week of 6 June\n"
          "\n"
          "              Mon 6    Tue 7    Wed 8\n"
          "High water    05:12    06:01    06:49\n"
          "Low water     11:30    12:17    13:02\n"
          "High water    17:40    18:25    19:11\n"
          "Low water     23:55    00:41    01:28\n")

_PRICES = ("Parking charges\n"
           "                Up to 1 hr   Up to 3 hrs   All day\n"
           "Short stay      1.20         3.00          9.00\n"
           "Long stay       0.90         2.10          5.50\n")

_FIXTURES = ("Under-9s fixtures\n"
             "Date      Opponent        Venue   Kick-off\n"
             "Sat 4/5   Moorside        Home    09:30\n"
             "Sat 11/5  Kirkby Vale     Away    10:00\n")


@pytest.mark.parametrize(
    ("doc", "places", "runs"),
    [
        (_TRAM, ("Harbour", "Old Market", "Infirmary", "Uplands"), 4),
        (_COACH, ("Dunford Bus Station", "Castlegate", "Airport Terminal"), 4),
        (_SHUTTLE, ("Library", "Sports Centre", "Science Park"), 3),
    ],
)
def test_grids_are_read_with_their_places_and_runs(doc, places, runs):
    (grid,) = grids(doc)
    assert grid.places == places and len(grid.runs) == runs


_HOURS = ("Opening hours\n"
          "Mon    09:00   17:30\n"
          "Tue    09:00   17:30\n"
          "Sat    10:00   18:00\n")


@pytest.mark.parametrize("doc", [_TIDES, _PRICES, _FIXTURES, _HOURS, "Meeting at 10:30, lunch at 12:15.\nBus at 17:05."])
def test_grids_that_are_no_journey_are_not_read(doc):
    """A tide table's times go back at midnight down a day's column and its events are no places
    a run calls at in order (its third column wraps twice); prices and fixtures hold no times in
    every cell."""
    assert grids(doc) == ()
    assert read("when does the first one get to low water", [doc]) is None


@pytest.mark.parametrize(
    ("doc", "question", "want", "not_want"),
    [
        (_TRAM, "when does the 7:05 get to the infirmary", "07:19", "06:04"),  # followed down its column
        (_TRAM, "how long does the 05:50 take from harbour to uplands", "25 minutes", "06:42"),
        (_TRAM, "does the 06:20 stop at old market", "No:", "05:58"),  # "--"
        (_TRAM, "does the 22:40 call at the infirmary", "No:", "06:04"),  # "|"
        (_TRAM, "does the 07:05 call at old market", "Yes:", "05:58"),
        (_TRAM, "what's the first tram from harbour on a saturday", "06:20", "05:50"),  # Sx: not on Saturdays
        (_TRAM, "first tram from harbour on tuesday", "05:50", "06:20"),  # SO: Saturdays only
        (_TRAM, "last tram to uplands", "23:01", "07:30"),
        (_COACH, "when does the 9:15 reach the airport", "10:25", "05:40"),
        (_COACH, "what's the first coach from dunford on a sunday", "04:30", "09:15"),
        (_COACH, "what's the first coach from dunford on a monday", "09:15", "04:30"),
        (_COACH, "last coach from dunford on a friday", "19:45", "13:00"),
        (_COACH, "how long is the journey on the 13:00", "1 hour 10 minutes", "14:10 to"),
        (_SHUTTLE, "does the 08:30 stop at the sports centre", "No:", "08:07"),
        (_SHUTTLE, "how many minutes does the 9:00 take to the science park", "15 minutes", "08:42"),
    ],
)
def test_a_run_is_followed_down_its_column(doc, question, want, not_want):
    found = read(question, [doc])
    assert isinstance(found, Answer), found
    assert want in found.text and not_want not in found.text, found.text


@pytest.mark.parametrize(
    ("doc", "question"),
    [
        (_TRAM, "when does the 8:15 get to uplands"),  # no run at 8:15
        (_TRAM, "first tram on sunday"),  # the heading's days leave Sunday out
        (_COACH, "how long does the 09:15 take"),  # ... to where? the last place: told
        (_TRAM, "when does the 06:20 get to old market"),  # a gap: it does not call
        (_TRAM, "what's the last tram back from uplands"),  # every run ends there: none leaves from it
    ],
)
def test_unsure_or_told_it_does_not_call(doc, question):
    found = read(question, [doc])
    assert isinstance(found, Unsure) or (isinstance(found, Answer) and found.text.startswith(("It doesn't", "1 hour")))


@pytest.mark.parametrize(
    ("doc", "question"),
    [(_TRAM, "how much is a day ticket"), (_TRAM, "who runs the trams"), (_FIXTURES, "when is the first game"),
     ("Lunch 12:30, tea 16:00", "what time is tea")],
)
def test_no_answer_for_questions_it_does_not_read(doc, question):
    assert read(question, [doc]) is None


@pytest.mark.parametrize(
    ("note", "day", "runs"),
    [("Not on Saturdays.", 5, False), ("Not on Saturdays.", 1, True), ("Saturdays only", 5, True),
     ("Saturdays only", 0, False), ("Schooldays only", 6, False), ("Schooldays only", 2, None),
     ("Calls at Mill Lane on request", 3, True), ("Mondays to Fridays except bank holidays", 4, True)],
)
def test_a_runs_notes_read_for_a_day(note, day, runs):
    from course_lib.sim.grounded.time_grids import Run

    assert runs_on(Run((600, 630), ("a",), (note,)), day) is runs


def test_the_reply_follows_the_column_with_no_limit():
    text, limits = _rag(SimulatedChatModel(), _TRAM, "how long does the 05:50 take to get to uplands")
    assert not limits and text.startswith("25 minutes") and "06:42" not in text


def test_an_unsure_reading_is_a_stated_limit():
    text, limits = _rag(SimulatedChatModel(), _TRAM, "when does the 8:15 get to uplands")
    assert limits and "8:15" in limits[0]


BOAT_GRID = """River shuttle, daily
Harbour Boat Station   08:00   10:00   14:30
Mill Lane              08:20   10:20   14:50
Weir Cottages          08:45   10:45   15:15
"""


@pytest.mark.parametrize(("question", "said", "unsaid"), [
    ("When is the first boat from Mill Lane?", "08:20", "08:00"),
    ("when is the last boat from mill lane", "14:50", "14:30"),
])
def test_a_place_above_the_start_named_by_a_common_word_is_no_destination(question, said, unsaid):
    """"boat" names "Harbour Boat Station", above Mill Lane: no run from Mill Lane reaches it, so
    the question asks the run's departure, not a time at that stop (the merger's grounded_h showed
    "06:40: the first one, the 06:58 reaches Hexley Bus Station at 06:40")."""
    found = read(question, [BOAT_GRID])
    assert said in found.text and unsaid not in found.text


def test_a_stop_the_run_has_passed_is_a_stated_doubt():
    found = read("what time does the 10:20 from mill lane get to harbour boat station", [BOAT_GRID])
    assert isinstance(found, Unsure) and "before the run's start" in found.reason


_DAYS_COLUMN = """LOCH VORE WATER BUS - SPRING TIMES

Leaves Kilbeg    Arrives Dunmore    Runs
08:05            08:40              Mon-Fri
10:20            10:55              Daily
14:35            15:10              Sat, Sun (c)
17:50            18:25              Mon-Sat

(c) Weather permitting.
"""


@pytest.mark.parametrize(("question", "expected"), [
    ("last boat on a sunday", "14:35"),
    ("what's the last sailing on saturday", "17:50"),
    ("earliest boat tuesday", "08:05"),
])
def test_a_days_cell_ending_each_run_is_its_days(question, expected):
    """A grid with a header "Leaves ... Arrives ... Runs" and a cell of days ending each run's row
    (issue 26: "what's the last ferry on a saturday" over such a timetable quoted the Fri, Sun run).
    Fails on start74 (no grid read)."""
    found = read(question, [_DAYS_COLUMN])
    assert found is not None and not isinstance(found, Unsure)
    assert expected in found.text
