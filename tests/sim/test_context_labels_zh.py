"""A required tool argument's value under a Chinese label in the system prompt, and Chinese
questions on the subject of earlier material (issue 26; probe ``pasted_m``; ``tools/carried_args``
with lexicon ``field_words_zh``, ``words/text.shares_a_word``).

"当前用户的会员号是 M-88213。" gives ``member_id`` as "Signed-in member: M-88213" does; the English
label check read only English words before the value, so the simulator asked the user back for a
value the system prompt gave. And a Chinese question shares no "word of three letters" with
Chinese material, so an earlier pasted notice was never the material of a later Chinese question.
Values, tools and texts are invented here; every row fails on 91badf2a but the guards (no label,
another label's value, an English question after Chinese notes, "thanks").
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.text import shares_a_word


@tool
def get_points(member_id: str) -> str:
    """查询会员的积分余额。"""
    return "1280"


@tool
def track_parcel(tracking_number: str) -> str:
    """查询快递的物流状态。"""
    return "运输中"


@tool
def get_invoice(invoice_number: str) -> str:
    """查发票的开票状态。"""
    return "已开"


@pytest.mark.parametrize("tools, system, question, name, value", [
    ([get_points], "当前用户的会员号是 M-88213。", "我还有多少积分?", "member_id", "M-88213"),
    ([track_parcel], "你是物流客服。客户的运单号:SF1029384756", "我的快递到哪了?", "tracking_number", "SF1029384756"),
    ([get_invoice], "用户信息——发票号码 FP-2031-77", "帮我看看发票开好了没有", "invoice_number", "FP-2031-77"),
])
def test_a_value_under_a_chinese_label(tools, system, question, name, value):
    out = SimulatedChatModel().bind_tools(tools).invoke([SystemMessage(system), HumanMessage(question)])
    assert out.tool_calls and out.tool_calls[0]["args"].get(name) == value


@pytest.mark.parametrize("system", [
    "客户电话:13800138000。",  # a phone number is no member number
    "今天是 2038-05-02。",
])
def test_no_value_under_another_label(system):
    out = SimulatedChatModel().bind_tools([get_points]).invoke([SystemMessage(system), HumanMessage("我还有多少积分?")])
    assert not any(c["args"].get("member_id") for c in out.tool_calls)


@pytest.mark.parametrize("question, body, expected", [
    ("充电桩坏了找谁?", "地下车库共设12个充电桩,按以下标准收费", True),
    ("周三谁倒垃圾?", "周一:王阿姨 打扫楼道\n周三:李叔叔 倒垃圾", True),
    ("游泳池几点开门?", "地下车库共设12个充电桩,按以下标准收费", False),
    ("谢谢!", "周一:王阿姨 打扫楼道\n周三:李叔叔 倒垃圾", False),
    ("Who takes the bins out?", "周一:王阿姨 打扫楼道\n周三:李叔叔 倒垃圾", False),
])
def test_chinese_words_shared(question, body, expected):
    assert shares_a_word(question, body) is expected
