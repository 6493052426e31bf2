"""The one weekday a Chinese grounded reply quotes, for a "星期几" question
(``course_lib.sim.grounded.zh_weekdays``; issue 26, the merger's probe grounded_q). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.zh_weekdays import worked_zh


@pytest.mark.parametrize("question, reply, want", [
    ("体检那天是星期几？", "体检安排在3月14日（星期五）上午8点。", "星期五。体检安排在3月14日（星期五）上午8点。"),
    ("开会是周几？", "例会定于下礼拜天下午两点。资料中没有找到关于'开会'的信息。", "礼拜天。例会定于下礼拜天下午两点。"),
    # guards: no weekday asked; two different weekdays; none quoted
    ("体检几点开始？", "体检安排在3月14日（星期五）上午8点。", None),
    ("开会是周几？", "周一或周三开会。", None),
    ("开会是周几？", "例会定于3月14日下午两点。", None),
])
def test_worked_zh(question, reply, want):
    assert worked_zh(question, reply) == want
