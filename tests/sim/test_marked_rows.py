"""A listing's rows read through a key of marks (issue 26, fix58a): ``grounded.marked_rows``."""

from course_lib.sim.grounded.marked_rows import Answer, Unsure, read

POOL = """Millbrook Leisure - swim timetable, week 3
Key: (W) = women only; (L) = lane swim; † = teaching pool only
AQUA FIT (45 min)
  Mon  09:00 (L), 18:30
  Thu  19:15 (W)
FAMILY SPLASH
  Sat  10:00 †, 14:00
  Sun  10:00
Note: Family Splash on Sun moves to 11:00 from next week.
Lockers take a £1 coin."""


def test_the_marked_time_of_the_named_title():
    found = read("is there a women only session of aqua fit?", [POOL])
    assert isinstance(found, Answer) and found.text.startswith("Yes") and "Thu 19:15" in found.text
    assert "Mon" not in found.text


def test_no_marked_time_is_no():
    found = read("is any aqua fit session teaching pool only?", [POOL])
    assert isinstance(found, Answer) and found.text.startswith("No")


def test_which_titles_carry_the_mark():
    found = read("which sessions are teaching pool only", [POOL])
    assert isinstance(found, Answer) and "FAMILY SPLASH" in found.text and "AQUA FIT" not in found.text


def test_a_note_changing_the_marked_day_is_unsure():
    notes = POOL.replace("Sun  10:00", "Sun  10:00 (W)")
    assert isinstance(read("when is the women only family splash", [notes]), Unsure)


def test_guard_no_mark_asked_leaves_it_to_the_other_readers():
    assert read("how much is a locker", [POOL]) is None
