"""A holiday's name in a grounded question (issue 26, thirteenth H3(c), ``course_lib.sim.words.holidays``).

Notes write dates ("Closed 25 December"), questions names ("open on Christmas Day?"), and the two
shared no word: the answer was "I don't know." or a limit. Now a fixed holiday of
``data/sim/holidays.yaml`` is read as its day and month when no document names it, and a movable
one (Easter, Thanksgiving) named by no document is a stated knowledge limit. Notes invented for
this test; every case fails on the code before the change (the module did not exist).
"""

from __future__ import annotations

import pytest

from course_lib.sim.words.holidays import dated, movable
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

LIDO = """Riverside Lido - opening times
Monday to Friday: 06:30-20:00
Saturday and Sunday: 08:00-18:00
Closed 25 December and 1 January.
24 December and 31 December: 08:00-13:00
Easter Monday: 10:00-16:00
"""

SURGERY = """Elm Street Dental Surgery
The surgery is closed on 26 December and on 1 January.
On 14 February the surgery closes early, at 15:00.
"""


@pytest.mark.parametrize(
    ("question", "bodies", "expected"),
    [
        ("Is it open on Boxing Day?", (), "Is it open on 26 December?"),
        ("hours on new years eve", (), "hours on 31 December"),
        ("Open on New Year’s Day?", (), "Open on 1 January?"),
        ("Open on Christmas Eve?", ("Christmas Eve: closed",), "Open on Christmas Eve?"),  # the notes name it
        ("Open on Sunday?", (), "Open on Sunday?"),
    ],
)
def test_dated(question, bodies, expected):
    assert dated(question, bodies) == expected


def test_movable():
    assert movable("Is it open on Good Friday?", ()) == "Good Friday"
    assert movable("Open at Thanksgiving?", ("Hours: 9-5",)) == "Thanksgiving"
    assert movable("When is it open on Easter Monday?", ("Easter Monday: 10:00-16:00",)) is None
    assert movable("Open on Boxing Day?", ()) is None


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        (LIDO, "Is the lido open on Christmas Day?", "Closed 25 December"),
        (LIDO, "When does the lido close on Christmas Eve?", "08:00-13:00"),
        (SURGERY, "Is the surgery open on Boxing Day?", "closed on 26 December"),
        (SURGERY, "When does the surgery close on Valentine's Day?", "15:00"),
    ],
)
def test_a_fixed_holiday_meets_its_date(llm, notes, question, answer):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert answer in text and not stated, (text, stated)


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (LIDO, "Is the lido open on Good Friday?"),
        (SURGERY, "Is the surgery open on Easter Sunday?"),
        (SURGERY, "Can I book for Thanksgiving?"),
    ],
)
def test_a_movable_holiday_no_document_names_is_a_knowledge_limit(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "falls on" in stated[0], (text, stated)
