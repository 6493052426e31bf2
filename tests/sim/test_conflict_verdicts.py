"""A grader whose labels name a conflict ("CONTRADICTS if ..., otherwise CONSISTENT"): the condition
of conflict is the negative side (``reply_shape`` reads conflict words as a negated condition); a
claim's figures on another clock are stated ("9pm" for "21:00": ``grading._clock_forms``); and a
claim that is only not stated is no contradiction, so neither label is known: a stated limit.
Wordings of my own."""
from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reply_shape import verdict_pair


@pytest.mark.parametrize(("prompt", "pair"), [
    ("Reply CONTRADICTS if the answer says something the source contradicts, otherwise CONSISTENT.",
     ("CONSISTENT", "CONTRADICTS")),
    ("Say CLASH if the claim conflicts with the notes, otherwise FINE.", ("FINE", "CLASH")),
    ("Output OK if the summary matches the report, otherwise WRONG.", ("OK", "WRONG")),
])
def test_a_conflict_condition_is_the_negative_side(prompt, pair):
    assert verdict_pair(prompt) == pair


PROMPT = ("Check the reply against the notes. Answer CONFLICT if the reply says something the notes "
          "contradict, otherwise OK.\nNotes: The library shuts at 18:30 on Saturdays.\nReply: {r}")


def _judge(reply: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(PROMPT.format(r=reply))
    return out.content, [w for w in caught if w.category.__name__ == "SimulatorLimitWarning"]


def test_the_same_time_on_the_other_clock_is_no_conflict():
    text, stated = _judge("On Saturdays the library shuts at 6:30pm.")
    assert "CONFLICT" not in text and (text.strip() == "OK" or stated)


def test_a_claim_only_not_stated_is_a_limit_not_a_verdict():
    text, stated = _judge("You can borrow up to twelve books at once.")
    assert stated and "CONFLICT" not in text and text.strip() != "OK"
