"""month_spans (fix54a, issue 26, the fifty-first set's TT1): an amount asked over a span of months, worked
from a line's amount per month; the working limit when the line's amount for the span cannot be told."""

from course_lib.sim.grounded.month_spans import span, worked
from course_lib.sim.grounded.other_period import mismatch


def test_spans_in_several_languages():
    assert span("What do I pay from March to June?").months == 4
    assert span("Quanto custa de setembro a dezembro?").months == 4
    assert span("Was kostet es von März bis Juni?").months == 4
    assert span("cost for Feb-Apr").months == 3


def test_guard_two_months_named_are_no_span():  # guard: "in March and May" is two months
    assert span("Is it open in March and May?") is None


def test_monthly_fee_over_a_span():
    got = worked("How much is the gym from May to August?", ["Gym membership: £35 a month.", "Towel hire £2."])
    assert got.worked.startswith("£140")


def test_the_amount_from_a_month_on_a_line_of_two():
    line = "Mensalidade: a partir de março, 60 € (até lá 55 €)."
    assert worked("Quanto pago de março a junho?", [line]).worked.startswith("€240")


def test_a_change_inside_the_span_is_the_working_limit():
    line = "Mensalidade: a partir de maio, 60 € (até lá 55 €)."
    got = worked("Quanto pago de março a junho?", [line])
    assert got is not None and got.worked == ""


def test_a_counted_span_is_no_other_period():
    assert mismatch("What will the locker cost from March to June?", ["Locker: £6 a month. Reviewed every September."]) is None


def test_guard_a_month_no_document_names_is_still_another_period():  # guard (as on BASE)
    assert mismatch("Who won in March?", ["The September cup: Ana won."]) is not None
