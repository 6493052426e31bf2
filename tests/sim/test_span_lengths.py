"""A Chinese "how long" question over a line with one span of clock times gets the span's length
(issue 26, the thirty-third set's zh-water-hours; ``span_lengths``): "停电多久?" over "...9:30至15:00
停电。" is "5个小时30分钟(9:30至15:00)。", not the line with its two times. Invented notices."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded.span_lengths import worked_zh

NOTICE = ("阳光小区停电通知\n因线路检修,定于2034年3月2日(星期四)9:30至15:00停电。\n"
          "停电范围:2号楼和5号楼。\n如有疑问请联系物业,电话0571-12345678。\n")


@pytest.mark.parametrize("question, reply, expected", [
    ("停电多久?", "定于3月2日9:30至15:00停电。", "5个小时30分钟(9:30至15:00)。"),
    ("游泳池开放几个小时?", "周六开放时间为08:00-12:00。", "4个小时(08:00-12:00)。"),
    ("维修要多长时间?", "维修时间为14:00到14:45。", "45分钟(14:00到14:45)。"),
    ("停电多久?", "停电约3个小时,9:30至12:30。", None),  # guard: a length already stated
    ("什么时候停电?", "定于3月2日9:30至15:00停电。", None),  # guard: no length asked
    ("停电多久?", "上午8:00至10:00、下午14:00至16:00停电。", None),  # guard: two spans
])
def test_one_span_worked(question, reply, expected):
    assert worked_zh(question, reply) == expected


def test_the_notice_end_to_end():
    out = SimulatedChatModel().invoke([SystemMessage("只根据下面的通知回答业主的问题。\n\n" + NOTICE),
                                       HumanMessage("这次停电要停多长时间?")])
    assert "5个小时30分钟" in out.content, out.content
