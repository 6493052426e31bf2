"""Several ``Key: value`` fields on one line, parted by runs of spaces (issue 26; fourteenth I6,
SAME as twelfth G3).

A form's line "Member: Ana Ruiz   Member no: 0042   Plan: Gold" was one unit when the document
is read line by line (a record, a statement), so "What plan am I on?" quoted the whole line, the
other fields with it. Now a line of two fields or more parted by runs of spaces is one unit a
field (``prose._line_fields``); a line with one field, or with a single space between its
parts, is read as before. Documents and wordings are invented for this test; each behaviour case
fails on the code before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_GYM = """MEMBERSHIP CARD   Issued: 02/01/2026   Valid to: 01/01/2027
Member: Ana Ruiz   Member no: 0042   Plan: Gold   Locker: 17
Visits this month: 11
Guest passes left: 2
"""

_BOARDING = """Boarding pass   Flight: LX 318   Gate: B12
Passenger: Jonas Brandt   Seat: 14C   Group: 3
Boarding closes 20 minutes before departure.
Bags: 1 x 23 kg checked
"""

_LAB = """Sample report
Patient: R. Okafor   Ward: 4 East   Bed: 9
Collected: 07:40   Received: 08:15
Haemoglobin: 131 g/L
"""


@pytest.mark.parametrize(("doc", "field"), [
    (_GYM, "Plan: Gold"),
    (_GYM, "Member no: 0042"),
    (_BOARDING, "Seat: 14C"),
    (_LAB, "Ward: 4 East"),
    (_LAB, "Received: 08:15"),
])
def test_each_field_of_a_line_is_a_unit_of_its_own(doc, field):
    texts = [u.text.rstrip(".") for u in units(doc)]
    assert field in texts, texts


@pytest.mark.parametrize("line", [
    "Note: the gym closes at 22:00 on Sundays",  # one field
    "Member: Ana Ruiz Member no: 0042",  # a single space: not parted by a run of spaces
])
def test_a_line_that_is_not_several_fields_is_read_as_before(line):  # guard: passes before too
    doc = f"Card\n{line}\nVisits: 11\nPasses: 2\n"
    assert any(line.rstrip(".") in u.text for u in units(doc))


@pytest.mark.parametrize(("doc", "question", "right", "wrong"), [
    (_GYM, "What plan am I on?", "Gold", ("0042", "Locker")),
    (_BOARDING, "Which seat do I have?", "14C", ("Jonas", "Group")),
    (_LAB, "Which ward is the patient on?", "4 East", ("Bed", "08:15")),
])
def test_the_reply_quotes_the_field_alone(llm, doc, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and not any(w in text for w in wrong) and not stated, (text, stated)
