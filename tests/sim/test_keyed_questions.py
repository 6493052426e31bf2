"""``keyed_questions``: the question's words that name a key of a data or configuration document.
Invented files."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.keyed_questions import data_keys_named
from tests.sim._replies_helpers import grounded

INI = "[backup]\nkeep_days = 30\ntarget = /mnt/vault\n"


@pytest.mark.parametrize(
    ("notes", "question", "expected"),
    [
        # (a section's name keys its figures for a quantity asked, fix35d: "backup" of "[backup]")
        (INI, "How long does the backup keep_days setting last in weeks?", ["backup", "keep", "days"]),
        (INI, "Who wrote this file?", []),  # names no key
        ("[server]\nhost = \"0.0.0.0\"\nport = 8420\n", "Which user does the server log in as?", []),  # no quantity asked
        ("The glass studio opens at nine.", "When does the studio open?", []),  # prose: no keys
    ],
)
def test_data_keys_named(notes, question, expected):
    assert data_keys_named(grounded(notes, question)) == expected
