"""Ways of getting about named in other words than an ``Enum``'s values (issue 26, the
twenty-seventh set's schema-on-foot-enum false alarm): "on foot" is walk, "by bike" cycle, "in the
car" drive (``lexicons.yaml`` option_synonyms, read by ``choosing``). Wordings of my own."""

from __future__ import annotations

import warnings
from enum import Enum

import pytest
from pydantic import BaseModel


class How(Enum):
    WALK = "walk"
    CYCLE = "cycle"
    DRIVE = "drive"
    TAXI = "taxi"


class Trip(BaseModel):
    how: How


@pytest.mark.parametrize("text, how", [
    ("The school is ten minutes on foot so we'll manage.", How.WALK),
    ("I'll come by bike if it's dry.", How.CYCLE),
    ("We'll take the car, it's raining.", How.DRIVE),
    ("Can you book us a cab for 7?", How.TAXI),
])
def test_the_option_by_its_synonym(text, how):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Trip, include_raw=True).invoke(text)
    assert out["parsed"].how == how
    assert not out["raw"].response_metadata.get("simulator_limit")
