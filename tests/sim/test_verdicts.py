"""``verdicts``: what an offered grade value means (its polarity), read from its words or from the
description the prompt gives it."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.verdicts import described_polarity, option_polarity, quoted_options


@pytest.mark.parametrize(("option", "polarity"), [
    ("yes", "positive"), ("no", "negative"), ("No support", "negative"), ("not relevant", "negative"),
    ("aubergine", "unknown"),
])
def test_an_options_polarity_from_its_words(option, polarity):
    assert option_polarity(option) == polarity


def test_two_negative_options_are_told_apart_by_their_descriptions():
    read = described_polarity(["not relevant", "no overlap"],
                              {"not relevant": "weakly related, but still some information",
                               "no overlap": "completely unrelated or empty"})
    assert read == {"not relevant": "middle", "no overlap": "negative"}


def test_quoted_values_are_read_from_a_description():
    assert quoted_options("Answer 'keep' or 'drop'.") == ["keep", "drop"]
