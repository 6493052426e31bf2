"""``Knowledge.alias_spans`` skips its pattern for an ASCII text that holds no term's first word
(issue 26, "Fast again": the lexicon's pattern tried every position of every sentence of every
document, and most sentences of notes name no term), with the same spans as the pattern finds."""

from __future__ import annotations

import copy
import random

import pytest

from course_lib.sim.words.knowledge import Knowledge, _first_words


class _NeverSearched:
    """An alias pattern that fails the test when it is searched."""

    def finditer(self, text):
        raise AssertionError(f"pattern searched on {text!r}")


def test_a_text_without_a_terms_first_word_is_not_searched():
    knowledge = Knowledge(aliases=[["coroutine", "green thread"], ["k-means", "Lloyd's algorithm"]])
    knowledge._alias_re = _NeverSearched()
    assert knowledge.alias_spans("Potters check the kiln before firing at cone 3.") == []
    assert knowledge.alias_spans("Threads of blue glaze.") == []  # "thread" does not start a term
    with pytest.raises(AssertionError):
        knowledge.alias_spans("A green-thread scheduler")


@pytest.mark.parametrize(
    ("terms", "words"),
    [
        (["coroutine", "green thread"], {"coroutine", "coroutines", "coroutinees", "green", "greens", "greenes"}),
        (["node.js", "k-means"], {"node", "nodes", "nodees", "k", "ks", "kes"}),
        (["协程", "A股"], set()),  # a Chinese character is never in an ASCII text
        (["café"], None),  # neither ASCII nor Chinese: always searched
        ([".NET"], None),  # starts with a mark
    ],
)
def test_first_words(terms, words):
    assert _first_words(terms) == (None if words is None else frozenset(words))


def _words(knowledge: Knowledge) -> list[str]:
    out = [w for group in knowledge.aliases for term in group for w in term.replace("-", " - ").split()]
    return out + "the kiln needs care . , ( ) 's es s - _ 3 x.y API APIs Coroutines GREEN-threads café".split()


def test_the_same_spans_as_the_pattern_finds():
    knowledge = Knowledge.load()
    rng = random.Random(26)
    words = _words(knowledge)
    texts = []
    for _ in range(3000):
        seps = [rng.choice([" ", " ", "-", "", ".", "s ", "es "]) for _ in range(12)]
        texts.append("".join(rng.choice(words) + sep for sep in seps[: rng.randint(1, 12)]))
    always = copy.copy(knowledge)  # (``load`` returns one shared object: never changed here)
    always._alias_words = None
    assert knowledge._alias_words  # the course's lexicon is read with the skip
    for text in texts:
        assert knowledge.alias_spans(text) == always.alias_spans(text), text
    assert sum(bool(knowledge.alias_spans(t)) for t in texts) > 500  # the texts do hold terms


def test_the_gate_splits_an_ascii_text_into_the_words_re_finds():  # a guard: passes on the old code too
    """The gate's words of an ASCII text (split on every character ``\\w`` does not match, not found
    with ``re``: speed71) are the same, so the same texts are searched: every ASCII character, a
    term's word after marks, digits, "_" and the separators ``str.split`` alone counts as space."""
    knowledge = Knowledge(aliases=[["coroutine", "green thread"], ["k_means"], ["x2"]])
    rng = random.Random(71)
    texts = ["x\x1ccoroutine", "(coroutine)", "k_means!", "k-means", "a\x0bgreen thread", "2x2 x2.", "co_routine",
             *("".join(rng.choice("coroutine k_means x2 green thread\t\x1c\x1f\x0b.,;:!?-_()[]'\"") for _ in range(30))
               for _ in range(2000))]
    for text in texts:
        expected = [(m.start(), m.end()) for m in knowledge._alias_re.finditer(text)
                    if knowledge._group_of(m.group(0)) is not None]
        assert [(s, e) for s, e, _ in knowledge.alias_spans(text)] == expected, repr(text)
