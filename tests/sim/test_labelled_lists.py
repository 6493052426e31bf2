"""A list field whose own label heads a part of the text ("Absent: Ravi, Omar.", "Allergies:
nuts, milk.") takes the items under that label (issue 26, CC7 (c) of the thirty-fourth set's
classes): a lone name opening its part was left out ([] beside its labelled line), an "absent"
list was read as a grader's missing points (every capitalised word of the text), and a list of
things under its label was left empty. Wordings invented for this test; guards are named."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel

REGISTER = {
    "title": "ClassRegister", "description": "A class register", "type": "object",
    "properties": {"present": {"type": "array", "items": {"type": "string"}, "description": "pupils present"},
                   "absent": {"type": "array", "items": {"type": "string"}, "description": "pupils absent"}},
    "required": ["present", "absent"],
}
CALL_LOG = {
    "title": "CallLog", "description": "Who joined the call", "type": "object",
    "properties": {"joined": {"type": "array", "items": {"type": "string"}, "description": "people who joined"},
                   "declined": {"type": "array", "items": {"type": "string"}, "description": "people who declined"}},
    "required": ["joined", "declined"],
}


class Order(BaseModel):
    dish: str
    allergies: list[str]


def _structured(schema, text):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("body", "capitalised", "want"), [
    ("nuts, milk and egg.", False, ["nuts", "milk", "egg"]),
    ("Omar.", True, ["Omar"]),
    ("Ravi; Omar Haddad", True, ["Ravi", "Omar Haddad"]),
    ("omar", True, None),  # guard-like: lower case is no name
    ("the whole team came along to the launch party and stayed late", False, None),
])
def test_label_items(body, capitalised, want):
    from course_lib.sim.responders.extraction import label_items

    assert label_items(body, capitalised=capitalised) == want


def test_absent_list_under_its_label():
    out, limited = _structured(REGISTER, "Present: Jun and Priya. Absent: Ravi, Omar.")
    assert out == {"present": ["Jun", "Priya"], "absent": ["Ravi", "Omar"]} and not limited


def test_lone_name_under_its_label():
    out, limited = _structured(CALL_LOG, "Joined: Marta, Kofi and Lin. Declined: Sven.")
    assert out == {"joined": ["Marta", "Kofi", "Lin"], "declined": ["Sven"]} and not limited


def test_things_under_their_label():
    out, _ = _structured(Order, "Dish: mushroom risotto. Allergies: nuts, milk.")
    assert out.allergies == ["nuts", "milk"]
