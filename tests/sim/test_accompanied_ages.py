"""An age asked whether someone may do a thing alone, against the documents' age rules
(``course_lib.sim.grounded.accompanied_ages``; issue 26, the known case "can my 14 year old go
out alone?" over "under 16 must be with an adult" answered "Yes"), and the Chinese age bounds and
stated ages (``values.ages``). Wordings, topics and figures of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values import ages

_SYSTEM = "Use only the context below to answer.\n\nContext:\n{context}"


def _ask(context: str, question: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    stated = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, stated


SKATE = "Ice rink\nSkaters under 12 must be accompanied by an adult on the ice.\nSkate hire is £4."
CLIMB = "Boulder room\nClimbers must be at least 15 to climb unsupervised.\nChalk balls are on sale."
ZH_LIB = "图书馆须知\n未满14周岁的读者须由家长陪同。\n借书证工本费10元。"
ZH_RIDE = "骑行活动\n年满16岁可以单独参加骑行。\n请自带头盔。"


@pytest.mark.parametrize("context, question, opening", [
    (SKATE, "can my 9-year-old go on the ice alone?", "No"),
    (SKATE, "My niece is 13, can she skate on her own?", "Yes"),
    (CLIMB, "Can my 14 year old climb without me?", "No"),
    (CLIMB, "my son is 16 - can he climb by himself?", "Yes"),
    (SKATE, "can my 9-year-old skate here?", "Not on their own"),
    (ZH_LIB, "我女儿11岁,她可以自己去图书馆吗?", "不可以"),
    (ZH_LIB, "我儿子15岁,他能一个人去借书吗?", "可以"),
    (ZH_RIDE, "我15岁,可以单独参加骑行吗?", "不可以"),
])
def test_an_age_against_a_rule_for_doing_it_alone(context, question, opening):
    reply, stated = _ask(context, question)
    assert not stated
    assert reply.startswith(opening)


@pytest.mark.parametrize("context, question", [
    ("Park rules\n15岁以下的儿童须有成人陪同。", "我儿子15岁,可以自己去吗?"),  # 以下: 15 in or out is read two ways
    ("Soft play\nChildren under 10 must be with an adult.\nChildren aged 8 and over may use the maze alone.",
     "can my 9 year old go in the maze alone?"),  # the two rules disagree at 9
])
def test_a_rule_that_cannot_be_settled_is_a_stated_limit(context, question):
    reply, stated = _ask(context, question)
    assert stated and "can't" in reply


@pytest.mark.parametrize("text, op, years", [
    ("未满12岁的儿童免票", "<", 12),
    ("年满18岁及以上可报名", ">=", 18),
    ("16岁及以下半价", "<=", 16),
    ("超过65岁的老人免费", ">", 65),
])
def test_chinese_age_bounds(text, op, years):
    (bound,) = ages.bounds(text)
    assert (bound.op, bound.years) == (op, years)


@pytest.mark.parametrize("question, age", [
    ("我女儿9岁,能进去吗?", 9),
    ("他今年13周岁了,可以吗?", 13),
    ("未满12岁的孩子能进吗?", None),
])
def test_chinese_stated_ages(question, age):
    assert ages.stated_age(question) == age


def test_a_what_question_gets_no_yes_or_no():
    # a guard: "what can ... do alone?" is no yes/no, whatever the rule says
    reply, _ = _ask(SKATE, "What can my 9-year-old do alone at the rink?")
    assert not reply.startswith(("No:", "Yes:", "Not on their own"))


def test_the_rule_clauses_directly():
    from course_lib.sim.grounded import accompanied_ages

    rules = accompanied_ages.rule_clauses(SKATE + "\nDogs under 10 kg must be with their owner.")
    assert [(c, b.years, company) for c, b, company in rules] == [
        ("Skaters under 12 must be accompanied by an adult on the ice.", 12, True)]  # (10 kg is no age)


# (ground80) a record's row with the age bound and the company rule in two cells, and a question typed without "?"
POOL_CSV = ("session,price_gbp,notes\nFamily swim,4.00,\nTeen lane swim (under 16),3.00,must be accompanied by an "
            "adult in the water\nAqua fit,6.50,adults only")
GYM_CSV = "item,price_gbp,notes\nAdult gym pass,9.00,peak\nYouth gym pass (under 16),5.00,must be supervised by a paying member"
TRAMPOLINE = "Jump zone prices\nticket: Mini jump (under 8); price: £6; rule: needs an adult on the mat\nticket: Big jump; price: £9"


@pytest.mark.parametrize("context, question, opening", [
    (POOL_CSV, "can my 12 year old do the teen lane swim on her own", "No"),  # a guard: passes on start80
    (GYM_CSV, "can my 14 yr old train by himself", "No"),
    (GYM_CSV, "can my 14 yr old train by himself?", "No"),
    (TRAMPOLINE, "can my 6 year old do the mini jump by himself", "No"),
], ids=["csv-pool", "csv-no-mark", "csv-mark", "key-value"])
def test_a_rows_bound_and_rule_in_two_cells(context, question, opening):
    """Each but the pool guard fails on start80 (a "Yes" from the row's bound alone, or no verdict)."""
    reply, stated = _ask(context, question)
    assert not stated
    assert reply.startswith(opening), reply


def test_a_row_with_two_bounds_is_not_joined():
    """A guard (passes on start80 too): two bounded cells and one rule are no one rule."""
    from course_lib.sim.grounded.accompanied_ages import rule_clauses

    assert rule_clauses("Junior (under 16),Teen (under 18),must be supervised by an adult") == []


def test_a_prose_line_is_no_row():
    """(merger, session 80) A line of prose in which sentences end is no record's row: its age bound says who may do
    the thing and its company clause how ("... to ride a pony, and must be with a parent"), so no "alone" rule is
    joined from them (read80 joined them: the fortyfifth set's "fly a bird himself" became "Not on their own").
    Fails on read80."""
    from course_lib.sim.grounded.accompanied_ages import rule_clauses

    line = ("The hack lasts an hour. Riders must be 10 or over to ride a pony, and must be with a parent. "
            "Hats are provided.")
    assert rule_clauses(line) == []
    assert rule_clauses("Pony ride (under 10),£6,must be with a parent")  # a row still is one
