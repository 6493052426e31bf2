"""An age group's plural ("Under-16s", "over-65s") is no duration: the "s" after its figure is
no unit of seconds, so a "how long" question is not answered by "Under-16s must come with an
adult." (``quantities`` duration pattern). Seconds written "30s" stay a duration."""

from __future__ import annotations

import pytest

from course_lib.sim.words import quantities


@pytest.mark.parametrize("text", ["Under-16s must come with an adult.", "Over-65s ride free on weekdays.",
                                  "Free entry for under-5s."])
def test_an_age_groups_plural_is_no_duration(text):
    assert not quantities.states(text, "duration")
    assert "duration" not in quantities.value_types(text)


@pytest.mark.parametrize("text", ["The request times out after 30s.", "It lasts 2-3 hours.", "a 16-hour day",
                                  "Rest 45 s between sets."])
def test_durations_stay_durations(text):
    assert quantities.states(text, "duration")
