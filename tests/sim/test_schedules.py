"""Opening hours, timetables and rotas read right, or honestly limited (issue 26, ``schedules``).

Four rules, each on invented material (a bakery, a dentist, a ferry, a climbing wall, a
recycling centre, a museum, a cinema, a dance school, a café, a warehouse rota; markdown, pipe
lines, CSV, fixed-width, "label: days hours" lines):
1. ties are no answer: cells or rows that tie on the question's day are told apart by its other
   words (an ordinal, a name in a cell), or a limit is stated; never the first one by order;
2. days as values: abbreviations, ranges, lists, groups, exceptions and closed days;
3. times of day against the day's hours: yes, no, or (a vague time overlapping in part) the
   line quoted with no yes or no;
4. grid cells: a row key and a column named answer that cell, a row named answers the row.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded import schedules

# --- 1. ties are no answer --------------------------------------------------------------------

_PERIOD_ROWS = """Dance school - studio plan
Slot | Mon | Tue | Wed | Thu | Fri
1 | Ballet | Tap | Jazz | Ballet | Hip hop
2 | Tap | Ballet | Hip hop | Jazz | Ballet
3 | Jazz | Hip hop | Tap | Tap | Jazz
"""

_LONG_ROTA = """Day,Instructor,Class,Starts
Tue,Nadia,Spin,18:00
Thu,Oren,Spin,18:00
Thu,Priti,Pilates,19:15
Sat,Nadia,Circuits,09:30
"""

_TWO_ROWS_ONE_DAY = """| Day | Driver | Route |
|---|---|---|
| Mon | Kofi | North loop |
| Wed | Lena | Harbour |
| Wed | Marco | Airport |
"""


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _ask(llm, notes: str, question: str) -> tuple[str, list[str]]:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Answer from these notes only.\n\nNotes:\n" + notes), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


@pytest.mark.parametrize(("question", "right", "wrong"), [
    ("What's in the second slot on Thursday?", "Jazz", ("Ballet", "Tap")),
    ("Which class is slot 3 on a Monday?", "Jazz", ("Ballet", "Tap")),
    ("What is on first on Friday?", "Hip hop", ("Ballet", "Jazz")),
])
def test_rows_that_all_hold_the_day_are_told_apart_by_the_ordinal(llm, question, right, wrong) -> None:
    reply, limits = _ask(llm, _PERIOD_ROWS, question)
    assert right in reply and not any(w in reply for w in wrong) and not limits


def test_rows_of_one_day_are_told_apart_by_a_cell_the_question_names(llm) -> None:
    reply, limits = _ask(llm, _LONG_ROTA, "Who teaches Pilates on Thursday?")
    assert "Priti" in reply and "Oren" not in reply and not limits
    reply, limits = _ask(llm, _TWO_ROWS_ONE_DAY, "Who drives the airport route on Wednesday?")
    assert "Marco" in reply and "Lena" not in reply and not limits


@pytest.mark.parametrize(("notes", "question", "first"), [
    (_LONG_ROTA, "Who is the instructor on Thursday?", "Oren"),
    (_TWO_ROWS_ONE_DAY, "Who is the driver on Wednesday?", "Lena"),
    ("Day | Room | Teacher\nFri | 4B | Ms Ito\nFri | 2A | Mr Roy\nMon | 4B | Mr Roy\n", "Which room on Friday?", "4B"),
])
def test_cells_that_tie_and_differ_are_a_stated_limit_not_the_first(llm, notes, question, first) -> None:
    reply, limits = _ask(llm, notes, question)
    assert limits and "grid's cells" in limits[0] and not reply.startswith(first)


# --- 2. days as values ------------------------------------------------------------------------

_BAKERY = """Corner Bakery
Tue-Sat 7:00-15:00
Sun 8:00-12:00
Closed Mondays.
"""

_DENTIST = """Dr Haas dental practice
Opening hours: Monday to Thursday 8am-6pm; Friday 8am-1pm; closed at weekends.
"""

_RECYCLING = """Recycling centre
Open daily except Wed, 9-17 h
"""


@pytest.mark.parametrize(("notes", "question", "quoted"), [
    (_BAKERY, "Is the bakery open on Monday?", "Closed Mondays"),
    (_DENTIST, "Is the practice open on Saturday?", "closed at weekends"),
    (_RECYCLING, "Is the recycling centre open on Wednesday?", "except Wed"),
    ("Museum hours\nTue–Sun 10:00–18:00\nLast entry 17:15\n", "Is the museum open on Monday?", "Tue–Sun"),
    ("Village minibus\nRuns Mon-Sat, hourly from 8am.\nNo buses run on Sundays.\n", "can i get the bus on a sunday",
     "No buses"),
])
def test_a_day_outside_the_lines_or_closed_is_no(llm, notes, question, quoted) -> None:
    reply, limits = _ask(llm, notes, question)
    assert reply.startswith("No") and quoted in reply and not limits


def test_a_day_a_line_says_there_is_none_of_is_never_yes(llm) -> None:
    """A guard (passes before the "no <things> on <day>" closing words too: the line is quoted with no yes)."""
    notes = "Pottery studio\nLessons Tue and Thu evenings.\nThere are no lessons on Saturdays.\n"
    reply, limits = _ask(llm, notes, "is there a lesson on saturday?")
    assert not reply.startswith("Yes") and "no lessons on Saturdays" in reply and not limits


@pytest.mark.parametrize(("notes", "question", "quoted"), [
    (_BAKERY, "Is the bakery open on Thursday?", "Tue-Sat"),
    (_DENTIST, "Is the practice open on Friday?", "Friday 8am-1pm"),
    (_RECYCLING, "Is the recycling centre open on Sunday?", "daily except Wed"),
])
def test_a_day_inside_the_lines_is_yes(llm, notes, question, quoted) -> None:
    reply, limits = _ask(llm, notes, question)
    assert reply.startswith("Yes") and quoted in reply and not limits


def test_a_line_asked_something_other_than_open_gets_no_yes_or_no(llm) -> None:
    reply, _ = _ask(llm, "Car park charges\nMon-Fri 7am-7pm: £2 an hour\nSat & Sun: free\n",
                    "Do I need a ticket on Sunday?")
    assert not reply.startswith(("Yes", "No")) and "Sat & Sun: free" in reply and "£2" not in reply
    reply, _ = _ask(llm, _WALL, "Can I climb after 7 on a Sunday?")  # "climb": what is asked of the line?
    assert not reply.startswith(("Yes", "No"))


# --- 3. times of day --------------------------------------------------------------------------

_FERRY = """Island ferry - ticket office
Mon-Fri 06:00-20:00
Sat 08:00-14:00
Sun closed
"""

_WALL = """Boulder wall opening times
Weekdays: 12pm-10pm
Weekends: 9am-6pm
"""


@pytest.mark.parametrize(("notes", "question", "opening", "quoted"), [
    (_FERRY, "Is the ticket office open at 7pm on Saturday?", "No", "Sat 08:00-14:00"),
    (_FERRY, "Can I buy a ticket at 7pm on a Tuesday?", "Yes", "Mon-Fri 06:00-20:00"),
    (_WALL, "Is the wall open at 11am on Wednesday?", "No", "Weekdays: 12pm-10pm"),
    (_WALL, "Is the wall open after 7 on a Sunday?", "No", "Weekends: 9am-6pm"),
    (_WALL, "Is the wall open on Friday morning?", "No", "Weekdays: 12pm-10pm"),
    (_DENTIST, "Is the practice open in the afternoon on Tuesday?", "Yes", "Monday to Thursday 8am-6pm"),
])
def test_a_time_against_the_days_hours(llm, notes, question, opening, quoted) -> None:
    reply, limits = _ask(llm, notes, question)
    assert reply.startswith(opening) and quoted in reply and not limits


@pytest.mark.parametrize(("notes", "question", "quoted", "other"), [
    (_FERRY, "Is the office open on Saturday afternoon?", "Sat 08:00-14:00", "Mon-Fri"),
    (_WALL, "Is the wall open on Saturday morning?", "Weekends: 9am-6pm", "Weekdays"),
    (_DENTIST, "Is the practice open on Friday afternoon?", "Friday 8am-1pm", "Monday to Thursday"),
])
def test_a_vague_time_the_hours_cover_in_part_is_quoted_without_yes_or_no(llm, notes, question, quoted, other) -> None:
    reply, limits = _ask(llm, notes, question)
    assert not reply.startswith(("Yes", "No")) and quoted in reply and other not in reply and not limits


# --- 4. grid cells ----------------------------------------------------------------------------

_CAFE = """Café specials (this week)
Day | Soup | Sandwich | Cake
Monday | Tomato | Cheese and pickle | Lemon drizzle
Tuesday | Leek and potato | Tuna melt | Carrot cake
Wednesday | Minestrone | Egg mayo | Brownie
Thursday | Pea and mint | BLT | Flapjack
"""

_WAREHOUSE = """name,mon,tue,wed,thu,fri
Ines,06-14,06-14,off,14-22,14-22
Joel,14-22,off,06-14,06-14,off
Kemal,off,14-22,14-22,off,06-14
"""

_CINEMA = """| Screen | Mon | Tue | Wed |
|---|---|---|---|
| Screen 1 | Dune | Dune | Wicked |
| Screen 2 | Moana | Wicked | Dune |
"""


@pytest.mark.parametrize(("notes", "question", "right", "wrong"), [
    (_CAFE, "What's the cake on Wednesday?", "Brownie", ("Minestrone", "Egg mayo", "Flapjack")),
    (_CAFE, "Which soup is on Tuesday?", "Leek and potato", ("Tuna melt", "Carrot cake", "Tomato")),
    (_WAREHOUSE, "What shift does Joel work on Thursday?", "06-14", ("Ines", "Kemal")),
    (_CINEMA, "What is showing on screen 2 on Tuesday?", "Wicked", ("Dune", "Moana")),
])
def test_a_row_and_a_column_named_answer_that_cell(llm, notes, question, right, wrong) -> None:
    reply, limits = _ask(llm, notes, question)
    assert right in reply and not any(w in reply for w in wrong) and not limits


def test_a_row_named_alone_answers_the_row(llm) -> None:
    reply, limits = _ask(llm, _CAFE, "What are the specials on Thursday?")
    assert all(x in reply for x in ("Pea and mint", "BLT", "Flapjack")) and "Brownie" not in reply and not limits


def test_a_closed_cell_is_no(llm) -> None:
    reply, limits = _ask(llm, _WAREHOUSE, "Is Kemal working on Monday?")
    assert reply.startswith("No") and "off" in reply and not limits


# --- the reader itself ------------------------------------------------------------------------

def test_reading_is_none_for_a_text_without_days() -> None:
    assert schedules.read("Our office moved to Leeds in 2019.\nCall us on 0113 496 0000.") == schedules.Reading(
        (), (), frozenset(), frozenset())
    assert schedules.answer("Is it open on Monday?", ("Our office moved to Leeds in 2019.",)) is None
    assert schedules.answer("What is the capital of France?", (_BAKERY,)) is None


def test_entries_and_cells_are_read() -> None:
    bakery = schedules.read(_BAKERY)
    assert [(sorted(e.days), e.closed) for e in bakery.entries] == [([1, 2, 3, 4, 5], False), ([6], False), ([0], True)]
    cinema = schedules.read(_CINEMA)
    assert {(c.key, c.day_label, c.value) for c in cinema.cells if 1 in c.days} == {
        ("Screen 1", "Tue", "Dune"), ("Screen 2", "Tue", "Wicked")}


def test_a_holiday_named_after_a_weekday_is_no_weekday(llm) -> None:
    notes = "Swimming baths\nMon-Sun 07:00-21:00\nGood Friday: 10:00-14:00\n"
    assert schedules.answer("Is it open at 6pm on Good Friday?", (notes,)) is None
    assert all(4 not in e.days or "Good" not in e.text for e in schedules.read(notes).entries)
    assert schedules.answer("Is it open at 6pm on Friday?", (notes,)).text.startswith("Yes: Mon-Sun")


# --- more shapes: day parts between bars, 24/7, a class list, a late-opening line -------------

def test_day_parts_between_bars_are_read(llm) -> None:
    reply, limits = _ask(llm, "Rowing club rota\nMon: ergs | Tue: water | Wed: rest | Thu: weights | Fri: water\n",
                         "What's on Thursday?")
    assert "weights" in reply and "ergs" not in reply and not limits


def test_round_the_clock_and_a_labelled_list(llm) -> None:
    notes = "Support\nPhone: Mon-Fri 9-17\nLive chat: 24/7\n"
    reply, limits = _ask(llm, notes, "Can I use live chat on Sunday?")
    assert reply.startswith("Yes") and "24/7" in reply and not limits
    reply, limits = _ask(llm, notes, "Can I phone on Saturday?")
    assert reply.startswith("No") and "Mon-Fri 9-17" in reply and not limits
    classes = "Toddler gym: Mon, Wed 09:30-10:15\nTeen parkour: Tue and Thu 17:00-18:30\nOpen mat: Sat 14:00-16:00\n"
    reply, limits = _ask(llm, classes, "What's on Saturday?")
    assert "Open mat" in reply and "parkour" not in reply and not limits


def test_a_line_with_no_hours_to_compare_gets_no_yes_or_no(llm) -> None:
    notes = "Chemist opening hours\nMon-Fri 8:30-19:00\nSat 9:00-17:00\nWednesday late opening until 21:00\nSun closed\n"
    reply, limits = _ask(llm, notes, "Is the chemist open at 8pm on Wednesday?")
    assert not reply.startswith(("Yes", "No")) and "until 21:00" in reply and not limits
    reply, limits = _ask(llm, notes, "Is the chemist open at 8pm on Tuesday?")
    assert reply.startswith("No") and "Mon-Fri 8:30-19:00" in reply and not limits


def test_a_day_in_a_sentence_is_no_hours_line() -> None:
    notes = "Team notes\nDeadline: Friday\nReview: Monday\nSofie will brief the support team by Friday.\n"
    assert schedules.read(notes).prose_days
    assert schedules.answer("What happens on Friday?", (notes,)) is None


# How long the day's hours last: the spans added up, not the hours line quoted as if it said it
# (added at the merge: "How many hours of lane swimming on a Saturday?" was answered "Sat: 08:00-11:00").
LIBRARY = "Hillside library\nMon-Thu 09:00-19:00\nFri 09:00-17:00\nSat 10:00-13:00, 14:00-16:30\nSun closed"
SAUNA = "Sauna sessions (mixed)\nTue, Thu: 17:00-21:00\nSat 09:30-12:00\nOther days: women only"


@pytest.mark.parametrize(("notes", "question", "said"), [
    (LIBRARY, "How many hours is the library open on Saturday?", "5 hours 30 minutes"),
    (LIBRARY, "How long is it open on Friday?", "8 hours"),
    (SAUNA, "How many hours of mixed sauna are there on Thursday?", "4 hours"),
    ("Repair café\nWed 18:00-19:00\nSat 10:00-10:45", "How long is the repair café open on Wednesday?", "1 hour on"),
    ("Repair café\nWed 18:00-19:00\nSat 10:00-10:45", "How long is it open on Saturday?", "45 minutes on"),
])
def test_how_long_a_day_lasts_is_its_hours_added_up(llm, notes, question, said) -> None:
    text, limits = _ask(llm, notes, question)
    assert said in text and not limits, text


# --- a grouped rota: the cell the question quotes picks the row, the row is the answer ---------

_GROUPED_ROTAS = [
    ("""Kitchen duty
Day         Meal      Cook
Tuesday     Lunch     Ossie
            Dinner    Bea
Thursday    Lunch     Carys
            Dinner    Ossie
Friday      Lunch     Bea""", "Who cooks dinner on Thursday?", "Ossie", "Friday", "Who cooks dinner on Friday?"),
    ("""Pool lanes
Day         Lane      Coach
Monday      Fast      Idris
            Slow      Mabel
Wednesday   Fast      Mabel
            Slow      Idris
Saturday    Slow      Fen""", "Who coaches the slow lane on Wednesday?", "Idris", "Saturday",
     "Who coaches the fast lane on Saturday?"),
    ("""Door rota
Day         Door      Steward
Friday      Front     Lowri
            Side      Amos
Sunday      Front     Tegan
            Side      Lowri
Monday      Front     Amos""", "Who is on the side door on Sunday?", "Lowri", "Monday", "Who is on the side door on Monday?"),
]


@pytest.mark.parametrize(("notes", "question", "right", "_day", "_absent"), _GROUPED_ROTAS)
def test_a_cell_the_question_quotes_picks_the_row_it_does_not_answer(llm, notes, question, right, _day, _absent):
    reply, limits = _ask(llm, notes, question)
    assert right in reply and not limits


@pytest.mark.parametrize(("notes", "_question", "_right", "day", "absent"), _GROUPED_ROTAS)
def test_a_cell_only_other_days_hold_is_a_stated_limit_not_the_days_row(llm, notes, _question, _right, day, absent):
    reply, limits = _ask(llm, notes, absent)
    assert limits and day in limits[0]


def test_an_hours_line_in_a_markdown_list_is_quoted_without_its_marker():
    """A list of opening hours ("- Saturday: 10:00 to 14:00", as a web page's <ul> reads) answers
    with the line, not its list marker (perturbfix3: html_text writes <li> items as such lines)."""
    from tests.sim.metamorphic.test_extractive_answers import rag_prompt

    notes = "## Tarnby pool\n\nLane swimming on weekdays.\n\n- Saturday: 08:00 to 12:30\n- Sunday: closed\n"
    from course_lib.sim import SimulatedChatModel

    reply = SimulatedChatModel().invoke(rag_prompt("What are the pool's Saturday hours?", notes)).content
    assert "08:00" in reply and not reply.startswith("-"), reply


_STUDIO = """\
| Day | Start | Class | Sign-up |
|---|---|---|---|
| Monday | 12:15 | Lunchtime flow | Drop in |
| Friday | 07:30 | Sunrise yoga | Drop in |
| Friday | 18:15 | Candlelit yin | Sign-up needed (12 mats) |
| Sunday | 10:00 | Family yoga | Drop in |
"""


@pytest.mark.parametrize(("question", "right", "wrong"), [
    # invent75: rows of one day told apart by the clock time the question names (a stated limit on start75)
    ("do i need to sign up for the friday 18:15?", "Sign-up needed", ("Drop in", "No:")),
    ("friday 07:30 - sign-up or drop in?", "Drop in", ("Sign-up needed",)),
])
def test_rows_of_one_day_are_told_apart_by_the_clock_time(llm, question, right, wrong) -> None:
    reply, limits = _ask(llm, _STUDIO, question)
    assert right in reply and not any(w in reply for w in wrong) and not limits, (reply, limits)


# fix65c (the sixtieth set's YW3): a grid whose column headers name their days in brackets after a label,
# sometimes with another condition. Invented wordings: a leisure centre, a cinema, a climbing wall.
LEISURE = """Leisure centre prices

| Pass | Standard (Mon-Fri) | Busy (weekends & bank holidays) |
|---|---|---|
| Day pass | £9.00 | £12.00 |
| Group (up to 6) | £40.00 | £55.00 |
| Under 3 | free | free |
"""

CINEMA = """Screen times and seats
| Seat | Saver (Mon-Thu, before 5pm) | Prime (Fri-Sun) |
|---|---|---|
| Standard | $7 | $11 |
| Recliner | $10 | $15 |
"""

WALL = """Climbing wall entry
| Entry | Mon-Fri | Sat & Sun |
|---|---|---|
| Adult | €14 | €16 |
| Junior | €9 | €11 |
Notice from 1 March: Sat & Sun adult entry is now €18.
"""


@pytest.mark.parametrize(("notes", "question", "cell", "not_there"), [
    (LEISURE, "day pass on a sunday?", "Busy (weekends & bank holidays): £12.00", "£9.00"),
    (LEISURE, "how much is a day pass on tuesday", "Standard (Mon-Fri): £9.00", "£12.00"),
    (LEISURE, "group ticket on a saturday how much", "Group (up to 6), Busy (weekends & bank holidays): £55.00", "£40"),
    (CINEMA, "recliner on friday, price?", "Recliner, Prime (Fri-Sun): $15", "$10"),
    (CINEMA, "standard seat on a wednesday before 5pm?", "Standard, Saver (Mon-Thu, before 5pm): $7", "$11"),
])
def test_a_bracketed_day_header_gives_the_cell_for_the_questions_day(notes, question, cell, not_there) -> None:
    """Before: no grid read (a header with a label before its days was no day column); the record quoted
    with both prices."""
    found = schedules.answer(question, (notes,))
    assert found is not None and cell in found.text and not_there not in found.text


def test_a_header_condition_the_question_does_not_state_is_a_limit() -> None:
    """"Saver (Mon-Thu, before 5pm)" for "standard seat on a wednesday": the column's other condition
    unsaid, a stated limit naming it, never the $7 (before: no grid answer)."""
    found = schedules.answer("standard seat on a wednesday?", (CINEMA,))
    assert found is not None and not found.text and found.limit and "before 5pm" in found.limit[1]


def test_a_count_in_the_question_names_no_figure_only_row() -> None:
    """"3 kids on a sunday" never picks the "Under 3" row by its figure (a guard row: the bracketed grid
    is new, so it gave None before too)."""
    found = schedules.answer("3 kids on a sunday, how much?", (LEISURE,))
    assert found is None or "free" not in found.text


def test_a_later_line_on_the_cell_leaves_it_to_the_change_readers() -> None:
    """"Sat & Sun adult entry is now €18" speaks of the cell (its row's and its column's first words): the
    grid gives no €16, the change readers have the line (before: "Adult, Sat & Sun: €16")."""
    found = schedules.answer("adult entry on a saturday?", (WALL,))
    assert found is None or "€16" not in found.text
