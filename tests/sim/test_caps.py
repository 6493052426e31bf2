"""``caps``: a worked amount that a line of its operands caps below it is no answer (issue 26).
"8 hours" at "£2.50 per hour, capped at £15 a day" was answered "£20.00 (8 × £2.50)". Invented
notes; the cue is data (``patterns.yaml`` ``caps``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.caps import exceeded


@pytest.mark.parametrize(("total", "line", "capped"), [
    (20.0, "Parking: £2.50 per hour, capped at £15 a day.", True),
    (7.5, "Parking: £2.50 per hour, capped at £15 a day.", False),
    (9.0, "Late fees are 75p a day, up to a maximum of £6 per book.", True),
    (45.0, "Laundry: £9 a load, no more than £40 a week for residents.", True),
    (12.0, "Taxi: £3 per mile, max. £10 within the town.", True),
    (72.0, "Cement mixer: £18 per day, deposit £50.", False),  # a deposit caps nothing
    (30.0, "Locker: £3 a day, at most 10 days in a row.", False),  # a cap on days, not on the amount
])
def test_a_cap_below_the_total(total, line, capped):
    source = line.split(",")[0].split(":")[-1].strip()
    assert bool(exceeded(total, [source], ["Prices\n" + line])) is capped


def _ask(notes: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


CAR_PARK = "Car park tariff\nParking: £2.50 per hour, capped at £15 a day.\nBlue badge holders park free."
BIKES = "Bike hire\nCity bikes: £4 per hour, never more than £20 for one hire.\nHelmets free."


@pytest.mark.parametrize(("notes", "question", "not_said"), [
    (CAR_PARK, "I'll park for 8 hours, what will I pay?", "£20.00"),
    (BIKES, "what would a city bike cost me for 7 hours?", "£28"),
], ids=["parking", "bikes"])
def test_a_product_over_its_cap_is_a_stated_limit(notes, question, not_said):
    text, limit = _ask(notes, question)
    assert limit is not None and "cap" in limit and not text.startswith(not_said), text


def test_a_product_under_its_cap_stands():
    text, limit = _ask(CAR_PARK, "I'll park for 3 hours, what will I pay?")
    assert limit is None and "7.50" in text, text
