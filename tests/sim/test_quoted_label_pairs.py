"""A label prompt that offers its two values in quotes after a verb that asks for the reply
("只回答“正面”或“负面”", 'Reply "urgent" or "routine".') is a choosing task; asking whether a value
holds ("Is this email urgent?") names it, and is no evidence for it (``reply_shape.offered``,
``reply_shape.subject``, ``tasks._choosing_shape``, ``choosing._labelled_text``; issue 26, the
merger's probe grounded_q). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request import reply_shape


@pytest.mark.parametrize("prompt, values", [
    ("判断这条留言的语气，只回答“友好”或“不友好”。\n留言：谢谢你帮我搬家！", ["友好", "不友好"]),
    ('Tag the ticket. Reply "hardware" or "software" only.\n\nTicket: my laptop fan is grinding.', ["hardware", "software"]),
    # guard: a quoted pair with no verb asking for the reply is no offer
    ('He said "yes" or "no" to the plan, I forget which.', []),
])
def test_a_quoted_pair_after_a_reply_verb_is_offered(prompt, values):
    assert list(reply_shape.offered(prompt)) == values


def test_a_chinese_sentence_that_offers_both_values_is_no_text_to_label():
    text = "判断这条留言的语气，只回答“友好”或“不友好”。 留言：谢谢你帮我搬家！"
    assert reply_shape.subject(text, ["友好", "不友好"]) == "留言：谢谢你帮我搬家！"


def _reply(prompt: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_chinese_label_prompt_gets_one_of_its_values_or_a_choosing_limit():
    text, limits = _reply("判断这条留言的语气，只回答“友好”或“不友好”。\n留言：谢谢你帮我搬家！")
    assert text in ("友好", "不友好") or (limits and "choose between" in limits[0])


def test_asking_whether_a_value_holds_is_no_evidence_for_it():
    text, limits = _reply('Is this message spam? Reply "spam" or "personal".\n\nMessage: see you at the match on Sunday, Dad')
    assert text != "spam" or limits
