"""A how-many whose noun names the kind of every row of a table is no count of the rows whose notes
write the word (fix43b, the forty-first set's JJ7; ``counting._stray_kind_word``): "How many pupils
were in on Friday?" over a "Pupil register" whose notes say "new pupil" in one row counted 1. The
title (or the text around the table) names the kind, the word stands only in some rows' free-text
cells outside the key column: the counting limit, never that count. Tables invented here."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.counting import count

_REGISTER = """# Class 4B pupil register, week 6

| Name | Mon | Fri | Notes |
|---|---|---|---|
| Ada | in | in | |
| Ben | in | off | new pupil, joined Monday |
| Cai | off | in | |
| Dee | in | in | |"""

_CROPS = """Plot 12 vegetable log - July

| Crop | Picked (kg) | Notes |
|---|---|---|
| Beans | 3.5 | |
| Courgette | 6 | the biggest vegetable this year |
| Beetroot | 1.2 | |
| Chard | 0 | bolted |"""

_TICKETS = """| Ticket | Status | Owner |
|---|---|---|
| T-1 | open | Sam |
| T-2 | closed | Ria |
| T-3 | open | Sam |"""


@pytest.mark.parametrize(("question", "body"), [
    ("How many pupils were in on Friday?", _REGISTER),
    ("How many vegetables did I grow?", _CROPS),
])
def test_a_kind_word_in_some_notes_is_the_limit(question, body):
    got = count(question, [body])
    assert isinstance(got, str) and "names what every row" in got, got


def test_a_value_column_is_still_counted():  # guard: "open" is a status value, no kind of the rows
    got = count("How many tickets are open?", [_TICKETS])
    assert not isinstance(got, str) and got is not None and got.number == 2, got
