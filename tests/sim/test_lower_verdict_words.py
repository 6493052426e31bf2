"""A grader prompt's own verdict words in lower case are its labels, whatever closes the sentence
("Answer supported or unsupported, nothing else.", "reply helpful or unhelpful only.", "answer
relevant or not relevant."): ``reply_shape.verdict_pair`` reads them from the cue pattern
``reply_shape.lower_pair`` and the grader replies with one of them, never the default yes / no
(issue 26, the fiftieth set's SS10; fix52b). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.request.reply_shape import verdict_pair
from tests.sim._chat import reply_and_limit


@pytest.mark.parametrize("text, pair", [
    ("Is the claim backed by the notes? Answer backed or unbacked, nothing else.", ("backed", "unbacked")),
    ("Does the leaflet help here? Reply helpful or unhelpful only.", ("helpful", "unhelpful")),
    ("Judge the snippet: answer relevant or not relevant.", ("relevant", "not relevant")),
    ("Is it on topic? Answer relevant or irrelevant and nothing else.", ("relevant", "irrelevant")),
    # guards: the default pair, a pair inside prose, a pair of neither polarity
    ("Is the shop open? reply yes or no only.", None),
    ("I'd answer red or blue, nothing else comes to mind when I think of it", None),
])
def test_a_lower_case_pair_closed_by_only_or_nothing_else(text, pair):
    assert verdict_pair(text) == pair


@pytest.mark.parametrize("prompt, label", [
    ("Is the claim backed by the facts? Answer supported or unsupported, nothing else.\n"
     "Facts: The bus to the coast leaves at 9.40 and takes two hours.\nResponse: The bus leaves at midnight.",
     "unsupported"),
    ("Does the leaflet help answer the question? Reply helpful or unhelpful only.\n"
     "Question: When does the bus to the coast leave?\nLeaflet: The bus to the coast leaves at 9.40 daily.",
     "helpful"),
])
def test_the_grader_replies_with_its_own_words(prompt, label):
    reply, _limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert reply.strip(".").lower() == label
