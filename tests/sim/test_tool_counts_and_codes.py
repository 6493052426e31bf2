"""Tool arguments from a code with no label, a count in words and a race distance
(``values.labelled_ids.unlabelled_code``, ``values.ordered_counts``' "a couple of", ``figure_forms.distance_ks``
with ``races``). Tools and wordings invented here (a bike shop, a ferry desk, a swim log) that the course's
data, the fresh sets and the probe ``people_h`` do not use; guards keep what must not change.
"""

from __future__ import annotations

import warnings

from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.labelled_ids import unlabelled_code
from course_lib.sim.values.ordered_counts import with_group_counts
from course_lib.sim.words.figure_forms import distance_ks


@tool
def track_consignment(tracking_code: str) -> str:
    """Where a consignment is, by its tracking code."""
    return "in transit"


@tool
def hire_bikes(bikes: int) -> str:
    """Hire bikes from the bike shop."""
    return "hired"


@tool
def log_cycle(distance_km: float) -> str:
    """Log a bike ride by its distance in kilometres."""
    return "logged"


@tool
def set_budget(amount_gbp: float) -> str:
    """Set the year's budget in pounds."""
    return "set"


def _args(tools, question: str) -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out.tool_calls[0]["args"] if out.tool_calls else {}


def test_an_unlabelled_code_is_taken_whole():
    assert _args([track_consignment], "where is consignment fx 2208 7713 nl")["tracking_code"].replace(" ", "").upper() \
        == "FX22087713NL"


def test_unlabelled_code_spans():
    text = "can you chase vw 5521 0087 ie please"
    a, b = unlabelled_code(text)
    assert text[a:b] == "vw 5521 0087 ie"
    assert unlabelled_code("ring 01632 960555 now") is None  # guard: a phone number with a word after
    assert unlabelled_code("2 bikes at 10:30") is None  # guard: no code


def test_a_couple_of_is_two():
    assert _args([hire_bikes], "hire a couple of bikes for Saturday")["bikes"] == 2
    assert with_group_counts("a pair of kayaks") == "2 kayaks"
    assert with_group_counts("a couple of hundred pounds") == "a couple of hundred pounds"  # guard: vague


def test_a_race_distance_for_a_distance_argument():
    assert abs(_args([log_cycle], "log the 50k sportive from Sunday")["distance_km"] - 50) < 0.01
    assert distance_ks("my 52k salary", races=True) == "my 52k salary"  # guard: money
    assert _args([set_budget], "set a 5k budget")["amount_gbp"] == 5000  # guard: no distance argument
