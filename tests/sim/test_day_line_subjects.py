"""A yes from a day's line needs the line to be about the asked subject (issue 26, the
thirty-eighth set's GG2): a line that shares only the question's day ("Saturday league" for the
bar on Saturday) gives no "Yes"; a line of the documents naming the subject and saying it is out of
service (data: ``schedules.out_of_service``) answers "No"; a subject the document's heading names
("Pool hours" over "Sat: 9-17") keeps its yes. ``grounded.schedules``; wordings invented here (a
bowls club, a village hall, a marina, a library), none from a set or a probe."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import schedules

BOWLS = """Greenfield Bowls Club

Saturday league: matches from 13:00 on the top green.
Wednesday roll-up: 18:00-20:00.

The clubhouse bar is shut while the kitchen is rebuilt.
"""

HALL = """Village hall bookings

Tuesday: Toddler group 9:30-11:30
Thursday: Quiz night 19:30
The car park is out of use until the resurfacing is done.
"""

MARINA = """# Marina opening hours
Mon-Fri: 8:00-18:00
Sat: 9:00-13:00
"""

LIBRARY = """Branch library
Sunday story time: 11:00-12:00 in the children's corner.
Tuesday: 9:00-17:00
Printing is charged at 10p a page.
"""

LEAGUE = """Saturday league: kick-off 14:00 at Moor Park
Sunday juniors: 10:00-12:00
Changing rooms: bring a padlock for the lockers.
"""

NO_CASES = [
    (BOWLS, "Can we get a drink at the clubhouse bar on Saturday?", "shut"),
    (HALL, "Is the car park open on Thursday?", "out of use"),
]


@pytest.mark.parametrize("body,question,phrase", NO_CASES)
def test_a_notice_that_the_subject_is_out_of_service_answers_no(body, question, phrase):
    found = schedules.answer(question, (body,))
    assert found is not None and found.text.startswith("No:") and phrase in found.text, found


@pytest.mark.parametrize("body,question", [
    (LIBRARY, "Can I use the printer on Sunday?"),
    (LEAGUE, "Can we use the lockers on Saturday?"),  # the first line shares only the day
])
def test_a_line_sharing_only_the_day_gives_no_yes(body, question):
    found = schedules.answer(question, (body,))
    assert found is None or not found.text.startswith("Yes"), found


@pytest.mark.parametrize("body,question,phrase", [
    (MARINA, "Is the marina open on Saturday?", "Yes"),
    (BOWLS, "Is there a league match on Saturday?", "13:00"),
    (HALL, "Is there a toddler group on Tuesday?", "9:30"),
    (LIBRARY, "Is there story time on Sunday?", "11:00"),
])
def test_a_line_about_the_subject_keeps_its_answer(body, question, phrase):
    found = schedules.answer(question, (body,))
    assert found is not None and found.limit is None and phrase in found.text and not found.text.startswith("No"), found
