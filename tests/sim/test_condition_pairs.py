"""A value paired with another part's condition is no support (issue 26, the thirty-eighth set's
GG8): ``words.condition_pairs`` splits a fact sentence that gives a predicate two values under two
conditions into (values, condition) parts, and a claim stating one part's value under another
part's condition is mispaired; ``responders.grading.grounded`` then grades the answer unsupported.
Wordings invented here (a library's loans, a car park's tariff, a choir's rehearsals, a dentist's
fees, a gallery's tickets), none from a set or a probe."""

from __future__ import annotations

import pytest

from course_lib.sim.material.documents import Document
from course_lib.sim.responders.grading import grounded
from course_lib.sim.words.condition_pairs import mispaired, parts
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

FACTS = {
    "library": "Adults may borrow 8 books at a time and children may borrow 4 books.",
    "parking": "Parking costs £3 an hour in the daytime and £1.50 an hour overnight.",
    "choir": "The choir rehearses at 19:30 on Tuesdays; on Thursdays it meets at 18:45.",
    "dentist": "A check-up is free for pensioners but costs £27 for working adults.",
    "gallery": "Tickets are £12 for members, £18 for visitors.",
}

MISPAIRED = [
    ("library", "Children may borrow 8 books."),
    ("parking", "Overnight parking costs £3 an hour."),
    ("choir", "On Thursdays the choir rehearses at 19:30."),
    ("dentist", "Working adults get their check-up free."),
    ("gallery", "Visitors pay £12."),
]

PAIRED = [
    ("library", "Children may borrow 4 books."),
    ("library", "Adults may borrow 8 books at a time and children 4."),
    ("parking", "In the daytime parking costs £3 an hour."),
    ("choir", "The Tuesday rehearsal starts at 19:30."),
    ("dentist", "Pensioners have their check-up free."),
    ("gallery", "Members pay £12 a ticket."),
    ("gallery", "The gallery opens at 10:00."),  # a value the facts pair with nothing
    ("choir", "The choir meets 19:30 on Tuesdays and 18:45 on Thursdays."),  # the sentence restated whole
]


@pytest.mark.parametrize("key,claim", MISPAIRED)
def test_a_value_under_another_parts_condition_is_mispaired(key, claim):
    assert parts(FACTS[key]), FACTS[key]
    assert mispaired(claim, [FACTS[key]]) is not None


@pytest.mark.parametrize("key,claim", PAIRED)
def test_a_value_under_its_own_condition_is_not(key, claim):
    assert mispaired(claim, [FACTS[key]]) is None


@pytest.mark.parametrize("sentence", [
    "The museum opens at 10:00 every day.",                  # one value
    "Doors open at 19:00 and the show starts at 19:30.",    # two values, no shared condition words
    "Buses run every 20 minutes and every 20 minutes on Sundays.",  # one value twice
])
def test_a_sentence_without_two_paired_values_has_no_parts(sentence):
    assert parts(sentence) == () or len({p.values for p in parts(sentence)}) == len(parts(sentence))


@pytest.mark.parametrize("key,claim", MISPAIRED)
def test_the_grounding_grader_finds_the_mispaired_answer_unsupported(key, claim):
    verdict = grounded(Matcher(Knowledge.load()), claim, [Document(None, "", FACTS[key], 1)])
    assert verdict.level != "relevant", verdict


@pytest.mark.parametrize("key,claim", [p for p in PAIRED if p[0] != "gallery" or "Members" in p[1]])
def test_the_grounding_grader_keeps_a_rightly_paired_answer(key, claim):
    verdict = grounded(Matcher(Knowledge.load()), claim, [Document(None, "", FACTS[key], 1)])
    assert verdict.level == "relevant", verdict


# --- values paired with conditions across sentences (mispaired_across) ---------------------------------

ACROSS = {
    "ferry": "Cars cross for 40 euros. Foot passengers pay 6 euros each way.",
    "gym": "The gym opens at 6:00 on weekdays. At weekends the doors open at 8:00.",
    "bakery": "Sourdough is sold out by 11. Rye bread is baked fresh at 14:00.",
    "clinic": "Flu jabs are free for over-65s. Other adults pay 15 pounds.",
    "pool": "The pool opens at 7. The gym opens at 6 and the pool closes at 21.",
}

ACROSS_MISPAIRED = [
    ("ferry", "Foot passengers pay 40 euros each way."),
    ("gym", "At weekends the gym opens at 6:00."),
    ("bakery", "Rye bread is sold out by 11."),
    ("clinic", "Over-65s pay 15 pounds for a flu jab."),
]

ACROSS_PAIRED = [
    ("ferry", "A car crosses for 40 euros."),
    ("ferry", "Foot passengers pay 6 euros each way."),
    ("gym", "On weekdays the gym opens at 6:00."),
    ("bakery", "Rye bread is baked at 14:00."),
    ("clinic", "Flu jabs are free for over-65s."),
    ("pool", "The pool opens at 7 and closes at 21."),  # two values, each with its own sentence's words
    ("ferry", "The crossing is quick."),  # no value
]


@pytest.mark.parametrize("key,claim", ACROSS_MISPAIRED)
def test_a_value_with_another_sentences_condition_is_mispaired(key, claim):
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.condition_pairs import mispaired_across

    assert mispaired_across(claim, list(sentences(ACROSS[key]))) is not None
    verdict = grounded(Matcher(Knowledge.load()), claim, [Document(None, "", ACROSS[key], 1)])
    assert verdict.level != "relevant", verdict


@pytest.mark.parametrize("key,claim", ACROSS_PAIRED)
def test_a_value_with_its_own_sentences_words_is_not(key, claim):
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.condition_pairs import mispaired_across

    assert mispaired_across(claim, list(sentences(ACROSS[key]))) is None


def test_a_claim_that_adds_words_of_its_own_is_no_mispairing():
    # (most of the words the value's sentence lacks are in no sentence: made up, not moved)
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.condition_pairs import mispaired_across

    facts = list(sentences("The kettle holds 1.7 litres. The jug has a limit of 2 litres."))
    assert mispaired_across("The kettle holds 1.7 litres, a limit its designer Ivo Brandt set in 1998.", facts) is None


def test_another_sentences_value_of_another_kind_is_no_mispairing():
    # "six hives" is no other value of "every 9 days"; ".5" of a weighted sum no other "12 turns"
    from course_lib.sim.words.condition_pairs import mispaired_across

    facts = ["Our club keeps six hives on the allotment during the season.",
             "Inspection frequency: every 9 days in May and June."]
    assert mispaired_across("Inspect every hive every 9 days in May and June, the swarming season.", facts) is None
