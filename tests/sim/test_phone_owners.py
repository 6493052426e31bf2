"""A phone number belongs to the noun before it (``course_lib.sim.values.field_readers._read_phone``, data
``phone_owners``; issue 26, the twenty-eighth set's W8): a field that names its own owner
("mobile") never takes a number the text gives another owner ("ring the office on ..."); a plain
"phone" field takes the first number. Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.values.field_readers import read_field


@pytest.mark.parametrize("name, description, text, value", [
    ("mobile", "the member's own mobile", "Call reception on 0113 496 0500 to rebook.", None),
    ("mobile", "", "Daytime: the shop on 0113 496 0500; mobile 07700 900555.", "07700 900555"),
    ("work_phone", "", "home 0113 496 0777, work 0113 496 0888", "0113 496 0888"),
    ("phone", "", "Call reception on 0113 496 0500 to rebook.", "0113 496 0500"),
    ("mobile", "", "my mobile is 07700 900555", "07700 900555"),
])
def test_a_phone_number_of_the_fields_owner(name, description, text, value):
    assert read_field(name, description, "string", text) == value
