"""``day_columns``: an aligned table whose column headers name days (issue 26; the fortieth set's
class II6: a header is no record). Grids and wordings invented here (a museum, a gym, a ferry, a
library); the behaviour cases fail on 334c89bb (no such module; a header line quoted as "the lines
for the day", or no answer), the guards (marked) pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import day_columns
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_MUSEUM = """Admission
                 Tue-Fri      Sat-Sun
Adults           EUR 12       EUR 15
Concessions      EUR 8        EUR 10
Children         free         free
Closed on Mondays."""

_GYM = """Swim + gym day passes
                 Weekday       Weekday       Weekend
                 off-peak      peak
                 before 4pm    after 4pm     any time
Members          3.50          5.00          4.00
Non-members      7.00          9.50          8.00"""

_FERRY = """Crossing fares
             Monday to Friday      Saturday and Sunday
             per car               per car
Standard     GBP 42                GBP 48
Camper       GBP 55                GBP 61
From 1 June the weekend fare for a camper is GBP 64."""


@pytest.mark.parametrize(("line", "heads"), [
    ("                 Tue-Fri      Sat-Sun", True),
    ("                 Weekday       Weekday       Weekend", True),
    ("   Monday     Wednesday    Saturday", True),
    ("Mon-Fri 09:00-17:00   Sat 10:00-13:00", False),  # guard: hours, a day's line
    ("Open Monday and Friday", False),  # guard: one cell
    ("Tue-Fri  EUR 12   Sat-Sun  EUR 15", False),  # guard: figures
])
def test_a_line_of_day_headers(line, heads):
    assert day_columns.column_heads(line) is heads


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_MUSEUM, "What do concessions pay on a Thursday?", "EUR 8"),
    (_MUSEUM, "How much is an adult ticket on Sunday?", "EUR 15"),
    (_GYM, "What does a non-member pay on Wednesday evening?", "9.50"),
    (_GYM, "Member price on a Tuesday morning?", "3.50"),
    (_GYM, "How much for members on Saturday?", "4.00"),
])
def test_the_days_column_and_the_questions_row(doc, question, want):
    found = day_columns.answer(question, _day(question), (doc,))
    assert found is not None and found.limit is None and want in found.text


@pytest.mark.parametrize(("doc", "question"), [
    (_GYM, "What does a member pay on Friday?"),  # two columns cover Friday, no time of day said
    (_MUSEUM, "How much is it on Saturday?"),  # no row named
    (_FERRY, "What's the camper fare on a Sunday?"),  # a later line names the row with a figure
])
def test_no_one_cell_is_the_limit(doc, question):
    found = day_columns.answer(question, _day(question), (doc,))
    assert found is not None and found.limit is not None and not found.text


def test_a_grid_with_no_column_for_the_day_is_not_read():  # guard
    assert day_columns.answer("What do adults pay on Monday?", 0, (_MUSEUM,)) is None


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_MUSEUM, "What do concessions pay on a Thursday?", "EUR 8"),  # guard: one header line, read before too
    (_GYM, "What does a non-member pay on Wednesday evening?", "9.50"),
])
def test_the_cell_is_the_reply(llm, doc, question, want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text


@pytest.mark.parametrize(("doc", "question"), [
    (_GYM, "What does a member pay on Friday?"),  # guard: a limit before too (another one)
    (_FERRY, "What's the camper fare on a Sunday?"),
])
def test_a_header_line_is_never_the_days_answer(llm, doc, question):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert limits and not text.startswith(("Weekday", "Saturday", "Monday"))


def _day(question: str) -> int:
    from course_lib.sim.words import weekdays

    day = weekdays.asked_day(question)
    assert day is not None
    return day
