"""An amount asked for one period and a reply whose rates are all for another (issue 26): "what is
the annual fee" answered by "£12 a month" quotes an operand, not the amount asked; the reply-fit
check (``answer_forms.unfit_reply``) then states a limit. A rate for the asked period, or both
periods named in the question, leave the reply alone. Cues: ``patterns.yaml`` ``answer_forms.fit_period_*``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.grounded.answer_forms import unfit_reply


@pytest.mark.parametrize("question,reply,asked", [
    ("what is the annual fee", "The fee is £12 a month.", "year"),
    ("what does the gym cost per month", "Membership £480 a year.", "month"),
    ("how much do I pay each week", "Cleaning costs £15 an hour, 3 hours a week.", "week"),
    ("what's a day's hire of the van", "Van hire €18/hour, fuel extra.", "day"),
])
def test_a_rate_for_another_period_is_no_answer(question, reply, asked):
    assert unfit_reply(question, reply)[0] == f"amount per {asked}"


@pytest.mark.parametrize("question,reply", [
    ("how much is the weekly rent", "Rent: £260 per week, paid on Mondays."),
    ("how much a day is parking", "Parking is £4 per hour, up to £20 per day."),
    ("what does the gym cost per month", "Membership £480 a year, or £45/month."),
    ("how much is a day pass", "A day pass costs £8."),
    ("what is the annual fee", "£12 a month, so £144 in total."),
])
def test_a_rate_for_the_asked_period_or_no_rate_passes(question, reply):
    assert unfit_reply(question, reply) is None


def test_a_grounded_reply_quoting_a_monthly_rate_for_a_yearly_amount_states_a_limit():
    from course_lib.sim import SimulatedChatModel

    notes = ("Allotment plots\nA full plot is £9.50 per calendar month, payable by standing order.\n"
             "Water is included; sheds need the committee's consent.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{notes}\n\nQuestion: what's a year's fee for a full plot")])
    assert out.response_metadata.get("simulator_limit") or "114" in out.content, out.content
