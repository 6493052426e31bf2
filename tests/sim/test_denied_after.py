"""``flag_scope.denied_after`` and the post-noun negation in presence / permission fields (issue 26,
the fifty-fifth set's TT6; fix60b): "X isn't included", "X is not permitted" set the field False."""

from __future__ import annotations

from typing import Annotated, TypedDict

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.flag_scope import denied_after, presence_said


def test_denied_after_reads_the_negation_after_the_thing():
    assert denied_after("pets", "Pets are not allowed, parking is included.")
    assert denied_after("smoking", "Smoking is strictly forbidden in the rooms.")
    assert not denied_after("parking", "Pets are not allowed, parking is included.")  # guard
    assert not denied_after("dogs", "Dogs are welcome on a lead.")  # guard


def test_presence_field_false_after_a_post_noun_negation():
    assert presence_said("towels_included", "Towels aren't included, so bring your own.") is False
    assert presence_said("towels_included", "Towels are included.") is True  # guard


class Cabin(TypedDict):
    linen_included: Annotated[bool, ..., "whether bed linen is included"]
    campfires_allowed: Annotated[bool, ..., "whether campfires are allowed"]


def test_schema_fields_false_from_post_noun_negations():
    out = SimulatedChatModel().with_structured_output(Cabin).invoke(
        "Linen is not provided and campfires are prohibited after dark.")
    assert out == {"linen_included": False, "campfires_allowed": False}
