"""The answer-type lexicon (``course_lib.sim.words.answer_types``, data in data/sim/lexicons.yaml): the
words that name the kind of answer a question wants, anywhere ("city", "year") or right after
"which" / "what" ("In which town ...", "What venue ..."), tested table-driven."""

from __future__ import annotations

import pytest

from course_lib.sim.words.answer_types import KINDS, answer_type_words, is_answer_type, noun_kind
from course_lib.sim.words.cues import lexicon


@pytest.mark.parametrize("word,kind", [
    ("town", "place"), ("villages", "place"), ("County", "place"), ("suburb", "place"),
    ("district", "place"), ("provinces", "place"),
    ("room", "place"),  # "In which room is the keynote?": "(Hall B)" (the eighth set; "Room 4" still matches)
    ("composer", "person"), ("architects", "person"),
    ("month", "time"), ("century", "time"), ("seasons", "time"),
    ("bicycle", None), ("the", None), ("hospitality", None),
    # nouns an answer repeats ("the Halden office", "the design team", "version 2.4")
    ("office", None), ("team", None), ("version", None), ("price", None),
])
def test_a_noun_names_its_kind_and_a_plural_its_singulars(word, kind):
    assert noun_kind(word) == kind


@pytest.mark.parametrize("question,word,asked", [
    ("In which town does the chess club meet?", "town", True),
    ("Which village hosts the fair?", "village", True),
    ("What district is the depot in?", "district", True),
    ("In which office does the leader work?", "office", False),   # answered by "the Halden office"
    ("In what county is the quarry?", "county", True),
    ("Which composer wrote the opening piece?", "composer", True),
    ("In which month does the market close?", "month", True),
    ("Which city is the office in?", "city", True),          # anywhere: the general list
    ("How long is the ferry crossing?", "long", True),
    ("When does the town hall open?", "town", False),        # a topic word, not the asked kind
    ("Where is the hospital car park?", "hospital", False),
    ("Is the village shop open?", "village", False),
    ("Which bicycle shed is unlocked?", "bicycle", False),
])
def test_an_asked_noun_names_the_answer_only_after_which_or_what(question, word, asked):
    start = question.lower().index(word)
    assert is_answer_type(word, question, start) is asked


def test_the_lists_are_lower_case_words_and_no_noun_is_in_two_kinds():
    seen: dict[str, str] = {}
    for kind in KINDS:
        for word in lexicon(f"asked_{kind}_nouns"):
            assert word == word.lower() and word.isalpha(), word
            assert word not in seen, (word, seen.get(word), kind)
            seen[word] = kind
    assert {"city", "year", "many"} <= answer_type_words()


def test_the_matcher_weighs_an_asked_noun_as_the_kind_wanted_not_as_a_topic():
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    matcher = Matcher(Knowledge.load())
    asked = {c.word: c for c in matcher.analyse("In which town does the chess club meet?").concepts}
    topic = {c.word: c for c in matcher.analyse("When does the town hall open?").concepts}
    assert asked["town"].answer_type and asked["town"].weight == 0.5
    assert not topic["town"].answer_type


def test_asks_who():
    from course_lib.sim.words.answer_types import asks_who

    assert asks_who("Who planted the pear?") and asks_who("  whose bike is it?") and asks_who("Whom did she call?")
    assert not asks_who("When was it planted?") and not asks_who("Somewhere, who knows?")
