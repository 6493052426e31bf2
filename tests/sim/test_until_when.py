"""An "until when" question over a start date and a period (issue 26, the thirty-first set's Z6):
"until when / expire / 到什么时候 / 到哪天 / 截止" over "Joined: ..." and "valid for 12 months" (or
"会员有效期12个月", "电机保修3年" beside "整机保修1年") is answered with the end date worked out, or a
stated limit; never the start date and the period quoted as they stand (``validity``). Invented
material: gym memberships, visas, guarantees, in English and Chinese; none from the fresh sets."""

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.validity import worked_end

GYM = "Membership record\nName: Ola Brenner\nJoined: 4 January 2032\nYour membership is valid for 12 months.\n"
KETTLE = ("Guarantee card\nBought: 2 May 2031\nThe heating element is guaranteed for 5 years. "
          "The lid and filter are guaranteed for 2 years.\n")
ZH_GYM = "会员卡\n姓名:周文\n入会日期:2032年1月4日\n会员有效期12个月,私教课有效期3个月。\n"
ZH_VISA = "签证信息\n签发日期:2030年7月1日\n停留期:每次30天\n签证有效期为两年。\n"


@pytest.mark.parametrize("question,bodies,date", [
    ("until when is my membership valid?", [GYM], "4 January 2033"),
    ("When is my membership valid until?", [GYM], "4 January 2033"),
    ("until when is the heating element guaranteed?", [KETTLE], "2 May 2036"),
    ("when is the lid covered until?", [KETTLE], None),  # "covered" in no clause, "lid" in one: the lid's
    ("会员卡到什么时候?", [ZH_GYM], "2033年1月4日"),
    ("私教课到哪天?", [ZH_GYM], "2032年4月4日"),
    ("签证什么时候到期?", [ZH_VISA], None),  # two periods (30 天, 两年): "签证" in both lines' words
])
def test_the_end_date_is_worked_out(question, bodies, date):
    found = worked_end(question, bodies)
    assert found is not None
    if date is None:
        return
    assert found.date == date, found


def test_two_periods_the_question_does_not_tell_apart_are_a_reason():
    found = worked_end("until when is it guaranteed?", [KETTLE])
    assert found is not None and found.date is None and found.reason


@pytest.mark.parametrize("question", ["how long is my membership valid for?", "电机保修多久?", "when did I join?"])
def test_no_end_date_asked(question):
    assert worked_end(question, [GYM, ZH_GYM]) is None


def _ask(system: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])


@pytest.mark.parametrize("system,question,right", [
    (f"Answer the member's question from their record.\n\nContext:\n{GYM}", "until when is my membership valid?",
     "4 January 2033"),
    (f"Answer from the guarantee card only.\n\nContext:\n{KETTLE}", "until when is the heating element guaranteed?",
     "2 May 2036"),
    (f"你是健身房前台助手。以下是会员卡内容,请只根据会员卡回答。\n\n{ZH_GYM}", "会员卡到什么时候?", "2033年1月4日"),
    (f"你是健身房前台助手。以下是会员卡内容,请只根据会员卡回答。\n\n{ZH_GYM}", "私教课到哪天?", "2032年4月4日"),
])
def test_the_reply_is_the_end_date(system, question, right):
    out = _ask(system, question)
    assert right in out.content and not out.response_metadata.get("simulator_limit"), out.content
