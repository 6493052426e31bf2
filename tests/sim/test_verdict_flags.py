"""A yes/no field asking the writer's verdict read from the text's clear tone
(``sentiment.verdict_flag``; issue 26, the thirty-eighth's GG7; field words in ``data/sim/lexicons.yaml``
verdict_flag_positive / verdict_flag_negative): "satisfied", "would_recommend" true of a clearly
positive text, false of a clearly negative one (hedged praise included); a negative-side field
("is_complaint") the other way; a tone not clear keeps the field's stated limit. Wordings of my own
(a plumber, a campsite, a dry cleaner, a language course), none of a set's or probe's."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.words.sentiment import verdict_flag


@pytest.mark.parametrize("name, description, text, value", [
    ("happy_with_service", "", "The plumber was brilliant, quick and tidy.", True),
    ("happy_with_service", "", "Far from the friendliest plumber, mud all over the hall.", False),
    ("recommends", "would they recommend the campsite", "Lovely quiet pitches, we'd go back.", True),
    ("recommends", "would they recommend the campsite", "Hardly a pleasant campsite for families.", False),
    ("is_complaint", "", "My shirt came back from the dry cleaner torn and stained. Awful.", True),
    ("is_complaint", "", "Thanks, the suit looks great!", False),
    # guards: a tone not clear, a mixed text, a field asking no verdict
    ("satisfied", "", "The course runs on Tuesdays.", None),
    ("satisfied", "", "The teacher was superb but the room was freezing and awful.", None),
    ("is_weekend", "", "Great course, loved it!", None),
])
def test_a_verdict_flag(name, description, text, value):
    assert verdict_flag(name, description, text) is value


class Survey(BaseModel):
    satisfied: bool = Field(description="whether the learner is satisfied with the course")


@pytest.mark.parametrize("text, value, limited", [
    ("Not exactly what I'd call an inspiring teacher.", False, False),
    ("Superb course, I learnt loads.", True, False),
    ("The course has twelve lessons.", None, True),  # no verdict: the field's limit, whatever its value
])
def test_the_structured_field(text, value, limited):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Survey, include_raw=True).invoke(text)
    assert bool(out["raw"].response_metadata.get("simulator_limit")) is limited
    if value is not None:
        assert out["parsed"].satisfied is value
