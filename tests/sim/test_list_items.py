"""``course_lib.sim.responders.list_items``: a filled list checked against its item type (issue 26). Words in
a list of integers, or a list of only empty strings, give ``[]`` and a stated limit; numbers written
as text become numbers; real items stay. Table-driven, invented values."""

import pytest

from course_lib.sim.reports import limits
from course_lib.sim.responders import list_items

CASES = [
    # (value, item type, expected, limit stated)
    (["Veldmark", "Veldm"], "integer", [], True),
    ([0, "two"], "integer", [], True),
    ([1.5], "integer", [], True),
    (["3", 4, "0"], "integer", [3, 4, 0], False),
    ([2, 0, 1], "integer", [2, 0, 1], False),
    (["0.25", 1], "number", [0.25, 1], False),
    (["high"], "number", [], True),
    ([""], "string", [], True),
    (["", "  "], "string", [], True),
    (["Why did rents fall?", ""], "string", ["Why did rents fall?"], False),
    ([], "integer", [], False),
    ("not a list", "integer", "not a list", False),
    ([{"a": 1}], "object", [{"a": 1}], False),
]


@pytest.fixture
def stated_limits(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(limits, "state", lambda cannot, why, real, **_: said.append(cannot) or cannot)
    return said


@pytest.mark.parametrize(("value", "item_type", "expected", "stated"), CASES)
def test_checked(value, item_type, expected, stated, stated_limits):
    assert list_items.checked("picks", value, item_type) == expected
    assert bool(stated_limits) is stated
    if stated:
        assert "'picks'" in stated_limits[0]


def test_booleans_are_no_integers(stated_limits):
    assert list_items.checked("ids", [True, 1], "integer") == []
    assert stated_limits
