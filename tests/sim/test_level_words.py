"""``level_words``: a table column of level words ("Low" < "Moderate" < "High" < "Very high")
compared and ranked (issue 26; the twenty-second set's Q2). Tables and wordings invented here;
the module did not exist on fd1edf3 (every case fails there at collection; the end-to-end cases
are the behaviour), guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import level_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_FIRE = """| District | Fire risk | Wind |
|---|---|---|
| North Ridge | Very high | strong |
| Lakeside | Moderate | light |
| Old Quarry | High | gusty |
| Riverside | Low | calm |
"""

_AVALANCHE = ("Slope\tDanger Sat\tDanger Sun\n"
              "East bowl\tHigh\tModerate\n"
              "Col du Loup\tModerate\tModerate\n"
              "Pine run\tLow\tHigh\n")

_SURF = """Beach,Swell,Rip current risk
Polzeath,3 ft,Medium
Fistral,5 ft,High
Crantock,2 ft,Low
"""


@pytest.mark.parametrize(("doc", "question", "starts"), [
    (_FIRE, "Is the fire risk high in Lakeside?", "No"),
    (_FIRE, "is fire risk high at old quarry", "Yes"),
    (_FIRE, "Is the fire risk low in Riverside?", "Yes"),
    (_FIRE, "Is it very high in North Ridge?", "Yes"),
    (_FIRE, "Which district has the highest fire risk?", "North Ridge"),
    (_FIRE, "Where is the fire risk lowest?", "Riverside"),
    (_FIRE, "Which is worse, Lakeside or Old Quarry?", "Old Quarry"),
    (_FIRE, "Which is lower: North Ridge or Old Quarry?", "Old Quarry"),
    (_AVALANCHE, "Is the danger high on Pine run on Sun?", "Yes"),
    (_SURF, "which beach has the worst rip current risk", "Fistral"),
    (_SURF, "Is the rip current risk higher at Polzeath or Crantock?", "Polzeath"),
])
def test_levels_compared_and_ranked(doc, question, starts):
    found = level_words.answered(question, [doc])
    assert found is not None and found.text.startswith(starts)


@pytest.mark.parametrize(("doc", "question"), [
    (_FIRE, "How windy is it at Lakeside?"),  # guard: no level asked
    (_AVALANCHE, "Is the danger high on Pine run?"),  # two level columns, neither named
    (_FIRE, "Is the fire risk high in Dunmore?"),  # no row named
    ("| Room | Temp |\n|---|---|\n| Hall | 18 |\n| Loft | 24 |\n", "Is the hall high?"),  # guard: no level column
])
def test_no_level_reading(doc, question):
    assert level_words.answered(question, [doc]) is None


@pytest.mark.parametrize(("cell", "place"), [("Low", 2), ("very high", 5), ("Very-high", 5), ("MODERATE", 3),
                                             ("High-ish", None), ("5", None)])
def test_level_of_a_cell(cell, place):
    assert level_words.level(cell) == place


def test_end_to_end_a_verdict_over_a_level_cell(llm):  # noqa: F811 - the fixture
    text, limits = _rag(llm, _FIRE, "is the fire risk high in lakeside")
    assert text.startswith("No") and "Moderate" in text and not limits
