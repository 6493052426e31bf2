"""A start fee beside a rate per minute, worked for the question's length (issue 26, fix58a):
``grounded.start_fees``."""

from course_lib.sim.grounded.start_fees import Answer, Unsure, worked

KAYAK = ("Riverbend kayak hire\n"
         "Singles: 50p to unlock the rack, then 12p a minute.\n"
         "Doubles: £2 to unlock the rack, then 20p a minute.\n"
         "Note (June): double kayak minutes now cost 25p.\n"
         "Life jackets are free.")


def test_the_named_kind_fee_plus_minutes_times_its_rate():
    found = worked("35 min in a single, how much?", [KAYAK])
    assert isinstance(found, Answer) and "£4.70" in found.text  # 50p + 35 x 12p


def test_a_later_changed_rate_of_the_named_kind_is_in_force():
    found = worked("what will 10 minutes in a double cost", [KAYAK])
    assert isinstance(found, Answer) and "£4.50" in found.text  # £2 + 10 x 25p


def test_two_kinds_and_none_named_is_unsure():
    assert isinstance(worked("how much for 30 mins", [KAYAK]), Unsure)


def test_hours_against_a_minute_rate_is_unsure():
    found = worked("a 2 hour single, total cost?", ["Single: 50p to unlock, then 12p a minute."])
    assert isinstance(found, Unsure)


def test_guard_another_rule_named_is_left_to_the_other_readers():
    assert worked("with a season pass, 30 mins in a single - how much", [KAYAK]) is None
