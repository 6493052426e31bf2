"""``extraction``: a field's value read from a text by its name, description and type; a list field
read by name; a list enumerated in a sentence; labelled parts. Invented texts."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.extraction import enumerated, field_value, labelled_parts, list_value


@pytest.mark.parametrize(
    ("args", "expected"),
    [(("city", "the city of the office", "string", "Our office is in Porto, near the river."), "Porto"),
     (("count", "how many", "integer", "No figures here."), None)],
)
def test_field_value(args, expected):
    assert field_value(*args) == expected


def test_lists():
    assert list_value("cities", "We flew from Lisbon to Oslo and then to Riga.") == ["Lisbon", "Oslo", "Riga"]
    assert list_value("colours", "red and blue") is None  # no list it reads by name
    assert enumerated("We stock apples, pears and plums.") == ["apples", "pears", "plums"]
    assert [k for k, _ in labelled_parts("Name: Ada; Role: engineer")] == ["Name", "Role"]
