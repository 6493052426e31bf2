"""``reader_results``: a reader's ``Answer`` (text and rule) or ``Unsure`` (why), one home for the
readers that answer or doubt this way, so ``record_answers`` states every reader's doubt alike."""

from __future__ import annotations

import dataclasses

import pytest

from course_lib.sim.grounded import (
    attendance_lists,
    marked_rows,
    prefix_settings,
    speaker_turns,
    start_fees,
    time_grids,
)
from course_lib.sim.material import chat_records, firewall_rules, legend_marks, word_grids
from course_lib.sim.reports.reader_results import Answer, Unsure


def test_an_answer_holds_its_text_and_rule_and_an_unsure_its_reason():
    assert Answer("The 09:40 reaches Quay Street at 10:05.", "followed").text.startswith("The 09:40")
    assert Unsure("two runs leave at 09:40").reason == "two runs leave at 09:40"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Unsure("x").reason = "y"  # type: ignore[misc]


@pytest.mark.parametrize("module", [time_grids, firewall_rules, chat_records, speaker_turns, legend_marks, marked_rows,
                                    prefix_settings, start_fees])
def test_the_readers_share_one_unsure(module):
    assert module.Unsure is Unsure


@pytest.mark.parametrize("module", [time_grids, firewall_rules, legend_marks, marked_rows, prefix_settings, start_fees,
                                    attendance_lists, word_grids])
def test_the_readers_share_one_answer(module):
    assert module.Answer is Answer
