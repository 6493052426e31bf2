"""``asked_thing_absent``: a terse question whose only covered word asks (price, hours) and whose
thing is missing is "not listed" (issue 26, fix60a). Wordings of their own."""

from __future__ import annotations

from course_lib.sim.grounded.asked_thing_absent import absent
from course_lib.sim.words.matching import Concept


def _c(word: str, **kw) -> Concept:
    return Concept(word, word, 1.0, **kw)


def test_only_the_asked_thing_missing_is_not_listed():
    said = absent("kombucha price?", [_c("price")], [_c("kombucha")])
    assert said is not None and "kombucha" in said and "not list" in said


def test_a_covered_part_of_its_own_is_no_absence():  # guard
    assert absent("oat latte price?", [_c("oat"), _c("price")], [_c("latte")]) is None


def test_a_question_in_full_is_left_alone():  # guard
    q = "what did the kombucha cost"
    assert absent(q, [_c("price")], [_c("kombucha")]) is None
