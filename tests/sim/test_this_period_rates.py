"""asked_kinds' whole period (fix54a, issue 26, the fifty-first set's TT1): "this week's classes" answered by a
rate per hour, no product worked, is no amount for the week."""

from course_lib.sim.grounded.asked_kinds import asked_period, unmet


def test_this_weeks_amount_over_an_hourly_rate_is_unmet():
    got = unmet("What do this week's sessions come to?", "Sessions Mon and Wed, 6-8pm. £25 an hour.", [])
    assert got is not None and "per hour" in got.held


def test_guard_the_rate_itself_asked():  # guard
    assert unmet("What's the hourly charge this month?", "£25 an hour.", []) is None


def test_guard_this_week_is_no_whole_period_to_work():  # guard: period_amounts reads only whole periods
    assert asked_period("How much is parking this week?") is None
