"""A total added over operands of two kinds is no answer when the question counts one kind ("two
full plots" over a full plot's and a half plot's rent: ``workings._splits``, issue 26). Wordings of
my own (kayaks, rooms, quotes); the "unworked" rows failed on 334c89bb ("£48 (£30 + £18)" given for
two large kayaks), the "worked" rows must stay worked."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.workings import Worked, worked

KAYAKS = "Kayak hire: £30 for a large kayak and £18 for a small kayak."
ROOMS = "Rooms are £90 a night for a double room and £65 for a single room."
QUOTES = "Quote from Ashby Roofing: £1,200. Quote from Kerr and Sons: £950."


@pytest.mark.parametrize(("question", "doc"), [
    ("We hire two large kayaks. What do we pay altogether?", KAYAKS),
    ("I've booked two double rooms. What's the total for a night?", ROOMS),
])
def test_a_count_of_one_kind_is_no_sum_of_both(question, doc):
    got = worked(question, [doc])
    assert not isinstance(got, Worked), got


@pytest.mark.parametrize(("question", "doc", "result"), [
    ("What do the two quotes come to altogether?", QUOTES, "2,150"),
    ("What do a large kayak and a small kayak cost altogether?", KAYAKS, "48"),
])
def test_a_sum_of_what_is_named_stays_worked(question, doc, result):
    got = worked(question, [doc])
    assert isinstance(got, Worked) and result in got.result, got

