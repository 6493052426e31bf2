"""A later line of a Chinese notice that moves a time or a place ("更正:讲座时间改为下午4点半",
"集合地点改成北门停车场") supersedes the earlier line about the same thing; a correction of the asked
kind about another thing than the line picked is a stated limit, never the picked line silently
(``moved_values.zh_correction``, ``quoted_answer._zh_corrected``, also asked of a structured answer
field; issue 26, the thirty-fifth set's DD2 zh-notice-gather). Notices and questions of my own."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel

_SYSTEM = "Use only the context below to answer.\n\nContext:\n{context}"

TALK = "讲座安排\n讲座定于周三下午4点在报告厅举行。\n请提前十分钟入场,不要迟到。\n更正:讲座时间改为下午4点半。"
OUTING = "秋游须知\n出发前在学校南门集合。\n请带好水壶和雨衣。\n补充:集合地点改成北门停车场。"
TWO = "明天安排\n1. 早上8:00在操场集合升旗。\n2. 下午4:00在礼堂彩排节目。\n补充:彩排时间改为下午5:00。"


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_correction_of_the_time_answers_a_when_question():
    reply, stated = _ask(TALK, "讲座几点开始?")
    assert "4点半" in reply and not stated


def test_a_correction_of_the_place_answers_a_where_question():
    reply, stated = _ask(OUTING, "秋游在哪里集合?")
    assert "北门" in reply and not stated


def test_the_reader_names_whether_the_picked_line_is_the_moved_thing():
    from course_lib.sim.grounded.moved_values import zh_correction

    assert zh_correction("彩排几点开始?", "2. 下午4:00在礼堂彩排节目。", [TWO]) == (
        "补充:彩排时间改为下午5:00。", True)
    assert zh_correction("几点到礼堂?", "1. 早上8:00在操场集合升旗。", [TWO]) == ("补充:彩排时间改为下午5:00。", False)
    assert zh_correction("要带什么?", "请带好水壶和雨衣。", [OUTING]) is None  # asks neither when nor where


class Reply(BaseModel):
    """回答问题。"""

    answer: str = Field(description="简短回答")


def test_a_structured_answer_field_gives_the_value_in_force():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Reply).invoke(
            [SystemMessage(f"根据通知回答。\n\n通知:\n{TALK}"), HumanMessage("讲座几点开始?")])
    assert "4点半" in out.answer
