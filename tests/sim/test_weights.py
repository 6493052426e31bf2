"""``weights``: a word's Zipf frequency and the weight a rarer word carries."""

from __future__ import annotations

from course_lib.sim.words.weights import word_weight, zipf


def test_rarer_words_weigh_more():
    assert zipf("the") > zipf("garden") > 0.0
    assert zipf("xqzv") == 0.0  # no word it lists
    assert word_weight("the") < word_weight("garden") <= word_weight("trowel")
