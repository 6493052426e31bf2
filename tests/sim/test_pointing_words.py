"""A pointing word refers to material only as a deictic (issue 26; ``patterns.yaml``
unlabelled_prompt.points_at_paste): "this email", "summarise this:", "does this add up", "这个通知";
never a time: "this weekend", "this year", "这个周末". Before, any "this" pointed, so a question
about this weekend read the line after it as the asker's pasted material."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text,points", [
    ("Proofread this:", True),
    ("could you look over this?", True),
    ("what does this letter mean", True),
    ("do these numbers add up", True),
    ("when does this finish? it's on a Sunday", True),  # after its auxiliary: the subject
    ("what does this cost", True),
    ("is this correct", True),
    ("my payslip says otherwise", False),  # "my payslip": no noun of the list (guard)
    ("这张发票的金额是多少", True),
    ("下面是会议纪要", True),
    ("are the shops open this weekend", False),
    ("who topped the charts this year", False),
    ("any markets on this Saturday", False),
    ("what should I cook this evening", False),
    ("is it going to rain this afternoon", False),
    ("这个周末去哪里玩", False),
    ("这个月的电费多少", False),
    ("where's my parcel?", False),  # "here" inside "where" is no "here's" (guard)
])
def test_points_at_paste_table(text, points):
    from course_lib.sim.words.cues import patterns

    assert bool(patterns("unlabelled_prompt").points_at_paste.search(text)) is points


@pytest.mark.parametrize("label,kind", [
    ("同事消息", "docs"), ("班主任的消息", "docs"), ("室友消息", "docs"),
    # guards: the asker's own message and questions stay questions
    ("用户消息", "question"), ("消息", "question"), ("顾客的消息", "question"), ("家长提问", "question"),
    ("用户问题", "question"), ("把下面的用户消息分类为", "question"),
])
def test_a_chinese_labels_kind_word_decides(label, kind):
    """"同事消息：" (a colleague's message) introduces material; "用户消息：" is the asker's question."""
    from course_lib.sim.request.reading import label_kind

    assert label_kind(label) == kind


def test_a_colleagues_message_is_answered_from():
    import warnings

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke("室友消息：我把钥匙放在门口的花盆下面了，晚上七点前回来。\n\n钥匙在哪里？")
    assert "花盆" in out.content, out.content
