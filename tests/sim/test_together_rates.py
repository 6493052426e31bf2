"""together_sums with a rate (fix54a, issue 26, the fifty-first set's TT7): an item whose figure is a rate by a
unit is worked by the question's count of that unit, else the sum is a stated limit."""

from course_lib.sim.grounded.together_sums import Summed, Unsummed, summed

PRICES = """Canoe rental: £22 per hour.
Safety briefing: £8.
Wetsuit: £6 a day.
Dry bag: £4 a day."""


def test_a_rate_worked_by_the_questions_count():
    got = summed("We want the canoe rental for two hours. What do the canoe rental and the safety briefing come to "
                 "together?", [PRICES])
    assert isinstance(got, Summed) and got.answer().startswith("£52 together")


def test_a_rate_with_no_count_is_no_total():
    got = summed("How much are the canoe rental and the safety briefing together?", [PRICES])
    assert isinstance(got, Unsummed) and "rate per hour" in got.reason


def test_guard_two_rates_by_one_unit_add_up():  # guard: a day's rates make a day's rate (as on BASE)
    got = summed("How much are the wetsuit and the dry bag together?", [PRICES])
    assert isinstance(got, Summed) and got.answer().startswith("£10 together")
