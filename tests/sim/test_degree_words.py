"""degree_words: a comparative or superlative of an everyday adjective names no thing of its own
(invented wordings; none from the fresh sets)."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.degree_words import base_adjective, uncompared


@pytest.mark.parametrize("word,base", [
    ("narrower", "narrow"), ("bigger", "big"), ("heaviest", "heavy"), ("wider", "wide"),
    ("cheaper", "cheap"), ("Longest", "long"), ("roomier", "roomy"), ("hottest", "hot"),
])
def test_a_degree_of_an_everyday_adjective(word, base):
    assert base_adjective(word) == base


@pytest.mark.parametrize("word", ["server", "router", "printer", "rest", "forest", "staging", "kafka", "er", "", "20mph"])
def test_no_degree(word):
    assert base_adjective(word) is None


NOTES = ("Pool times and depths\n"
         "The learner pool is 0.9 m deep and opens at 9 am. The main pool is 1.8 m deep and opens at 6.30 am.\n"
         "Lockers take a £1 coin.\n")
PLOTS = "Allotment plots\nThe half plot costs £28 a year. The full plot costs £46 a year.\nWater is included.\n"


@pytest.mark.parametrize("notes,question,right", [
    (NOTES, "what time does the shallower pool open", "9 am"),
    (NOTES, "what time does the narrower pool open", None),  # no width stated: a limit
    (PLOTS, "how much is the roomier plot", "46"),
    (PLOTS, "which plot is pricier", "full"),
])
def test_a_comparative_is_no_absent_name(notes, question, right):
    """Never a trusted "I don't know." (the word names no absent thing) nor a line that does not
    compare quoted as the answer: the right value, or a stated limit."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\nQuestion: {question}")
    limit = out.response_metadata.get("simulator_limit")
    assert out.content != "I don't know." and (limit or (right and right in out.content)), out.content


@pytest.mark.parametrize("question,missed,limited", [
    ("how much is the roomier plot", ["roomier"], True), ("the narrower lane's time", ["narrower", "time"], True),
    ("what time", ["time"], False), ("how much", [], False), ("the staging server", ["server"], False),
    ("the rest", ["rest"], False),
    ("which is roomier, the shed or the garage", ["roomier"], False),  # the alternatives named: compared
    ("what is the largest upload", ["largest"], False),  # a superlative: a rank, read elsewhere
])
def test_uncompared(question, missed, limited):
    assert bool(uncompared(question, missed)) == limited


@pytest.mark.parametrize("question,missed,limited", [
    ("what's the longest a voucher can last if renewed", ["longest", "last"], True),
    ("the cheapest fine for a first offence", ["cheapest"], True),
    ("the rest of the fee", ["rest"], False), ("what time", ["time"], False),
    ("which is cheapest, the day pass or the week pass", ["cheapest"], False),  # the alternatives named
    ("how much is the roomier plot", ["roomier"], False),  # a comparative: ``uncompared``
])
def test_unworked_superlative(question, missed, limited):
    from course_lib.sim.words.degree_words import unworked_superlative

    assert bool(unworked_superlative(question, missed)) == limited


@pytest.mark.parametrize("lines,limited", [
    (("The desk may renew a pass once, for 3 days.",), True),
    (("[uploads] max_size_mb = 40",), False), (("Rooms sleep up to 4 guests.",), False),
])
def test_a_found_bound_answers_the_superlative(lines, limited):
    from course_lib.sim.words.degree_words import unworked_superlative

    assert bool(unworked_superlative("what's the longest a pass can last", ["longest"], lines)) == limited
