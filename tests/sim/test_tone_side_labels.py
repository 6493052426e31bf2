"""Labels that name a side of tone without being "positive" / "negative" (issue 26, build item 2:
a label prompt gets the one of its labels the text supports): "praise | grumble | question",
"好评、差评或咨询". A text of clear tone gets the label of its side (English by VADER, Chinese by
its words of tone, ``tone_words_zh_*`` in ``data/sim/lexicons.yaml``); a text that asks
something gets the question label (``asking_labels``, Chinese too); a text of no clear tone is
no pick. All prompts invented for this test."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt)


_EN = "Pick from kudos | grumble | question and output just the tag.\nText: "
_ZH = "把这条评价分到一类：好评、差评或咨询。只回答类别。\n评价："


@pytest.mark.parametrize("prompt, label", [
    (_EN + "the new barista is wonderful, best flat white in town", "kudos"),
    (_EN + "the coffee was cold and the staff were rude", "grumble"),
    (_EN + "do you sell gift cards for the cafe", "question"),
    (_ZH + "等了两个小时外卖还没到，太差了", "差评"),
    (_ZH + "菜很好吃，服务员也很耐心，谢谢！", "好评"),
    (_ZH + "请问周末营业吗？", "咨询"),
    ("Sort the note into one of: praise, complaint, enquiry. Reply with the label only.\n"
     "Note: Thanks so much, the plumber was brilliant and tidied up after himself!", "praise"),
])
def test_a_text_of_clear_tone_gets_its_sides_label(prompt, label):
    out = _ask(prompt)
    assert out.content.strip() == label and not out.response_metadata.get("simulator_limit"), out.content


@pytest.mark.parametrize("values, text", [
    (["kudos", "grumble", "question"], "the meeting moved to room 4"),  # no tone
    (["kudos", "grumble", "question"], "is the lovely terrace open today?"),  # asks: not the tone's
    (["好评", "差评", "咨询"], "明天下午三点开会"),
    (["好评", "差评", "咨询"], "谢谢，不过快递太慢了"),  # both sides
    (["billing", "shipping", "other"], "the courier was wonderful"),  # no tone labels
])
def test_no_clear_tone_or_no_tone_labels_picks_nothing(values, text):
    from course_lib.sim.words.sentiment import tone_side_label

    assert tone_side_label(values, text) is None
