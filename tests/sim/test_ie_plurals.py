"""A plural of a word ending in "-ie" meets its singular (issue 26; ``text.stem``), so a relevance
grader sees "cookies" in a passage about a "Cookie" (it wrote "no": the passage only shared "How
many" with the question).

Words and passages invented here: bake-sale rows, a merch stall, a film club.
"""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.text import stem


@pytest.mark.parametrize(("plural", "singular"), [
    ("cookies", "cookie"), ("hoodies", "Hoodie"), ("movies", "movie"), ("calories", "calorie"),
    ("pixies", "pixie"),
])
def test_an_ie_plural_has_its_singulars_stem(plural, singular):
    assert stem(plural) == stem(singular.lower())


@pytest.mark.parametrize(("question", "passage"), [
    ("How many cookies were sold?", "Cookie 50p, made 60, left at noon 12."),
    ("How many hoodies were sold?", "Hoodie £25, ordered 30, left 7."),
    ("How many movies were screened?", "Movie club: 4 on Fridays, 2 on Sundays."),
])
def test_a_grader_meets_the_plural_in_the_passages_singular(question, passage):
    out = SimulatedChatModel().invoke(f"relevant: yes/no\nQuestion: {question}\nPassage: {passage}")
    assert out.content.strip().lower() == "yes"
