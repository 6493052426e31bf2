"""line_workings: a value worked out from the figures one line states (invented wordings, topics and
formats; none from the fresh sets)."""

import pytest

from course_lib.sim import line_workings

WORKED = [
    # (question, document, the reply must hold)
    ("how many volunteers short are we", "Stall rota\nWe need 12 volunteers for the fete and have 8 volunteers so far.",
     "4 ("),
    ("by how many votes did the motion fail", "Motion 3 (new car park): 41 votes for, 57 votes against.", "16 ("),
    ("how much more does the deluxe room cost than the standard room",
     "Rooms: the standard room is €95 a night and the deluxe room €130.", "€35 ("),
    ("how much more does the standard room cost than the deluxe room",
     "Rooms: the standard room is €95 a night and the deluxe room €130.", "35 less"),
    ("how many lockers are free", "Changing rooms\nThere are 60 lockers; 47 are taken on a busy Saturday.", "13 ("),
    ("how many grams of flour per muffin", "Batch recipe: 480 g flour makes twelve muffins.", "40 ("),
    ("by how many parcels was the delivery out", "Expected: 40 parcels.\nActual: 36 parcels.", "4 ("),
]

NOT_WORKED = [
    # no operation asked
    ("how many lockers are there", "There are 60 lockers; 47 are taken on a busy Saturday."),
    # the line states the result itself
    ("how many lockers are free", "There are 60 lockers and 13 are free."),
    # the line states the rate itself
    ("how many grams of flour per muffin", "Use 40 g flour per muffin."),
    # a percentage and a clause number are no operands
    ("by how much can the fee go up", "7.2 The fee may rise by at most 4 per cent a year."),
    # a rate over a period: read by others
    ("how much per month is it", "The plan is £120 for 12 months."),
    # no line on the subject holds figures
    ("how many more chairs do we need", "The hall is booked for Friday. Bring your own mugs."),
]

UNWORKED = [
    # a difference over three figures: which two?
    ("how many more tickets did we sell", "We sold 120 tickets on Friday, 95 on Saturday and 60 on Sunday."),
    # "more ... than" with sides the line does not name
    ("how much more does the blue kettle cost than the red one", "Kettles: 1.7 litre £34, 1.2 litre £29."),
    # a part in a state the line gives no total for
    ("how many seats are free", "Seats: 14 are booked and 9 are reserved for staff."),
]


@pytest.mark.parametrize("question,doc,want", WORKED)
def test_worked(question, doc, want):
    found = line_workings.worked(question, [doc])
    assert isinstance(found, line_workings.Worked), found
    assert want in found.text()


@pytest.mark.parametrize("question,doc", NOT_WORKED)
def test_not_worked(question, doc):
    assert line_workings.worked(question, [doc]) is None


@pytest.mark.parametrize("question,doc", UNWORKED)
def test_unworked_is_a_stated_reason(question, doc):
    found = line_workings.worked(question, [doc])
    assert isinstance(found, line_workings.Unworked) and found.reason, found
