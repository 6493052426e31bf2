"""``prose.narrowed_row``: a table row answers with the columns the question names, and a header
whose words another named header holds too ("Peak" inside "Off-peak") is that one's part, not a
column named as well (mine, after my probe grounded_f: "What does a child pay off-peak?" quoted
both fares)."""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_POOL = """| Swim | Peak | Off-peak |
|---|---|---|
| Adult | £5.20 | £4.10 |
| Junior | £2.60 | £2.05 |"""
_PARKING = """| Car park | Long stay | Stay |
|---|---|---|
| Station Road | £9 a day | 2 hours max |
| Quay | £6 a day | 4 hours max |"""
_TRAINS = """| Route | Weekday | Weekday evening |
|---|---|---|
| Hove - Lewes | every 20 min | every 40 min |
| Hove - Seaford | every 30 min | hourly |"""


@pytest.mark.parametrize(("notes", "question", "want", "not_want"), [
    (_POOL, "What does a junior pay off-peak?", "2.05", "2.60"),
    (_PARKING, "how much is long stay at the Quay", "£6", "4 hours"),
    (_TRAINS, "How often do Hove - Seaford trains run on a weekday evening?", "hourly", "30 min"),
])
def test_the_more_specific_header_names_the_column(llm, notes, question, want, not_want):  # noqa: F811
    reply, stated = _rag(llm, notes, question)
    assert want in reply and not_want not in reply, reply
