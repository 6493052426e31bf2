""""Which <plural noun> <state>?" over records (issue 26, the twenty-eighth set's W1, the twenty-ninth's
X4): every row in the state, named by its name column, with their number; never one row quoted as if
it were the whole answer. Cue: ``patterns.yaml`` ``which_rows.asks``; name columns ``lexicons.yaml``
``row_name_headers``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.grounded import which_rows

JOBS = """| Id | Name | Stage | Result |
|---|---|---|---|
| 101 | lint | check | passed |
| 102 | unit-tests | test | failed |
| 103 | e2e-tests | test | failed |
| 104 | build-image | build | passed |
| 105 | deploy-staging | deploy | skipped |"""


@pytest.mark.parametrize("question,want", [
    ("which jobs failed", ["unit-tests", "e2e-tests"]),
    ("which jobs were skipped", ["deploy-staging"]),
])
def test_every_row_in_the_state_named(question, want):
    found = which_rows.rows(question, [JOBS])
    assert list(found.quoted) == want and found.number == len(want)


@pytest.mark.parametrize("question", ["which job failed first", "what is the result of lint", "who ran the jobs"])
def test_other_questions_are_not_read(question):
    assert which_rows.rows(question, [JOBS]) is None


def test_the_reply_names_them_all():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{JOBS}\n\nQuestion: which jobs failed")])
    assert "unit-tests" in out.content and "e2e-tests" in out.content and "lint" not in out.content, out.content


def test_counted_rows_are_named_only_when_the_names_tell_them_apart():
    from course_lib.sim.grounded import counting

    named = counting.count("how many jobs failed", [JOBS])
    assert list(named.quoted) == ["unit-tests", "e2e-tests"]
    same = "| User | Pid | Cmd |\n|---|---|---|\n| www | 11 | nginx |\n| www | 12 | nginx |\n| root | 1 | init |"
    quoted = counting.count("how many nginx processes are there", [same]).quoted
    assert len(quoted) == 2 and all("Pid" in q for q in quoted)
    row = "Team: Kestrel United; P: 9; W: 3; L: 4."
    assert counting._names([row], False, "kestrel") == (row,)  # named by what was counted: quoted whole
    assert counting._names([row], False, "lost") == ("Kestrel United",)
