"""Material pasted after a question that points at it, in the same message (issue 26;
``unlabelled_prompt``: ``points_at_paste`` / ``paste_opening`` in data/sim/patterns.yaml,
``pointed_material_words`` in thresholds.yaml): on the question's line after its "?", after a
blank line even when short, in English and Chinese. Wordings invented for these tests; they fail
on fc9a2af1 (the whole message was read as a question with no material: a knowledge limit)."""

from __future__ import annotations

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import label_kind
from course_lib.sim.request.unlabelled_prompt import split


def _ask(text):
    return SimulatedChatModel().invoke(text).content


def test_material_on_the_questions_line():
    text = ("Here's my parking ticket, can you tell me the fine? PCN 88120 issued 14 June on Mill Lane. "
            "Fine: \u00a335.00 if paid within 14 days.")
    found = split(text, label_kind)
    assert found is not None and text[found.material_start:].startswith("PCN 88120")
    assert "35.00" in _ask(text)


def test_a_hand_over_opens_the_material():
    text = ("How many points do I have? Here it is: Loyalty card statement. Points balance: 420. "
            "Expiring this month: 60.")
    found = split(text, label_kind)
    assert found is not None and text[found.material_start:].startswith("Loyalty card")


def test_a_short_block_after_a_pointing_question():
    assert "Platform 4" in _ask("which platform does my train go from? here's the booking\n\n"
                                "Train 1Y42 to Ely departs 17:12 from Platform 4.")


def test_a_chinese_block_after_the_question():
    reply = _ask("帮我看看这条通知，会议在哪里开？\n\n行政部通知：明天上午十点的周会改在三楼小会议室，请准时参加。")
    assert "三楼小会议室" in reply


def test_a_question_that_points_at_nothing_takes_no_short_block():  # guard
    assert split("what time is it in Lima?\n\nThanks a lot.", label_kind) is None
