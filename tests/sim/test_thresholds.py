"""The simulator's thresholds are data (data/sim/thresholds.yaml), and the rules read them there.

The text is invented: a complaint whose word list finds only faint negative words (VADER: 14%).
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage
from pydantic import BaseModel

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.words import thresholds

FAINT = "The courier left the parcel in the rain and ignored my calls for a week."


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "neutral"]


def _tone_warned() -> bool:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        SimulatedChatModel().with_structured_output(Review).invoke(
            [HumanMessage(f"Classify the sentiment of this review: {FAINT!r}")]
        )
    return any(issubclass(w.category, SimulatorLimitWarning) and "sentiment" in str(w.message) for w in caught)


def _use(tmp_path, monkeypatch, text: str) -> None:
    path = tmp_path / "thresholds.yaml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(thresholds, "_path", lambda: path)


def test_the_shipped_file_holds_the_weak_tone_threshold():
    assert thresholds.threshold("weak_tone") == 0.25


@pytest.mark.parametrize("value,warns", [(0.25, True), (1.0, True), (0.01, False), (0, False)])
def test_the_tone_warning_follows_the_threshold_in_the_data(tmp_path, monkeypatch, value, warns):
    _use(tmp_path, monkeypatch, f"weak_tone: {value}\n")
    assert _tone_warned() is warns


@pytest.mark.parametrize(
    "text,message",
    [("weak_tone: high\n", "must be a number"), ("other: 1\n", "must be a number"), ("- 1\n", "name: number")],
)
def test_a_bad_thresholds_file_is_one_clear_error(tmp_path, monkeypatch, text, message):
    _use(tmp_path, monkeypatch, text)
    with pytest.raises(ValueError, match=message):
        thresholds.threshold("weak_tone")
