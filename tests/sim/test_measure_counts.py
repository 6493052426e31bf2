""""How many <unit of length, mass or volume>" asks a measure, not a count of the records that
hold the question's other words (``counting._measure_word``): "how many km between the two
refuels" over a fuel log was answered "2. 2 lines of the document hold 'refuels'". Invented logs."""
import pytest

from course_lib.sim.grounded import counting

FUEL = """date;odometer km;litres;station
2031-04-02;48,210;41.2;Shell Kirkby
2031-04-19;48,905;38.7;Esso Ramsey
2031-05-06;49,640;40.1;Shell Kirkby
"""

@pytest.mark.parametrize("question", [
    "how many km between the last two refuels",
    "How many litres did I put in at Shell Kirkby?",
    "how many miles is it between the Shell Kirkby stops",
])
def test_a_measure_is_no_count_of_records(question):
    assert counting.count(question, [FUEL]) is None


def test_counts_of_records_are_unchanged():
    found = counting.count("how many times did I fill up at Shell Kirkby", [FUEL])
    assert isinstance(found, counting.Count) and found.number == 2


@pytest.mark.parametrize("word, measure", [
    ("miles", True), ("km", True), ("litres", True), ("kg", True), ("gallons", True),
    ("points", False), ("walks", False), ("days", False), ("packages", False),
])
def test_measure_words(word, measure):
    assert counting._measure_word(word) is measure
