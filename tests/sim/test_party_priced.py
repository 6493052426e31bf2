"""``grounded.workings``: a count of people in the question times a line priced "each" / "per person"
(issue 26, the fifty-fifth set's TT4 (a); fix60b), never a missing term of a partial answer."""

from __future__ import annotations

from course_lib.sim.grounded import workings

LIST = ["Sauna sessions £9 each.", "Towel hire £2.50 per person.", "Lockers take a £1 coin."]


def test_a_party_count_times_an_each_price():
    done = workings.worked("4 of us want the sauna, what will it cost", LIST)
    assert isinstance(done, workings.Worked) and done.result == "£36"


def test_a_party_of_guests_times_a_per_person_price():
    done = workings.worked("bringing 3 guests, how much for towel hire", LIST)
    assert isinstance(done, workings.Worked) and done.result == "£7.50"


def test_guard_no_each_line_the_question_names():
    done = workings.worked("4 of us want the hot tub, what will it cost", LIST)  # guard: no line names it
    assert not isinstance(done, workings.Worked)
