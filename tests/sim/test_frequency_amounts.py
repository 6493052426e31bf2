"""``frequency_amounts``: an amount per day (or week) from a dose and how often it is given (issue
26). "150 g of dry food twice a day" was quoted for "how much in a whole day?". Invented lines; the
cues are data (``patterns.yaml`` ``frequency_amounts``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.frequency_amounts import Unworked, Worked, per_period


@pytest.mark.parametrize(("question", "sentence", "amount"), [
    ("How many tablets is that a day?", "Take 2 tablets three times a day with water.", "6 tablets"),
    ("how much water does the fern get per week?", "Give the fern 250 ml twice a week.", "500 ml"),
    ("How much feed does each hen get daily?", "Each hen gets 60 g of layers pellets twice daily.", "120 g"),
    ("how many minutes of practice is that in a week?", "Practise scales for 15 minutes twice a day.", "210 minutes"),
])
def test_the_amount_for_the_period(question, sentence, amount):
    got = per_period(question, sentence)
    assert isinstance(got, Worked) and got.amount == amount, got


@pytest.mark.parametrize(("question", "sentence"), [
    ("how much does she eat a day?", "She has two scoops in the morning and 40 g of pouch twice a day."),
    ("how much does the lawn need a month?", "Water the lawn for 20 minutes twice a week."),
])
def test_a_frequency_it_cannot_work_is_unworked(question, sentence):
    assert isinstance(per_period(question, sentence), Unworked)


@pytest.mark.parametrize(("question", "sentence"), [
    ("what time is the walk?", "Walk him twice a day."),  # no amount asked
    ("how much is a dose?", "Take 2 tablets three times a day."),  # no period asked
    ("how many tablets a day?", "Take 2 tablets with water."),  # no frequency stated
])
def test_no_frequency_amount(question, sentence):
    assert per_period(question, sentence) is None


def test_the_simulator_answers_with_the_days_amount():
    from course_lib.sim import SimulatedChatModel

    notes = ("Cough syrup, adults\nTake 10 ml four times a day after meals.\nDo not take more than 7 days in a row.\n"
             "Keep out of reach of children.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the leaflet.\n\nLeaflet:\n{notes}\n\n"
                                          "Question: how much syrup can an adult take in a day?")
    assert out.content.startswith("40 ml") and not out.response_metadata.get("simulator_limit"), out.content
