"""A Chinese count kept over the user's turns by its measure word (``running_counts.running_count_zh``;
issue 26: facts stated earlier, in Chinese; the forty-third set's thread limits). Wordings are mine."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.running_counts import running_count_zh


@pytest.mark.parametrize(("turns", "question", "count"), [
    (["我上周买了五盆花。", "这周又买了两盆,但是送了三盆给邻居。"], "我现在有几盆花?", None),  # 盆 is no measure word it reads
    (["我有十二张邮票。", "今天卖了四张。"], "我还剩多少张邮票?", "8张"),
    (["书架上有二十本书。", "借给同学三本,又买了六本。"], "书架上现在有几本书?", "23本"),
    (["我养了两只猫。", "昨天又领养了一只。"], "我现在有几只猫?", "3只"),
])
def test_a_kept_count(turns, question, count):
    reply = running_count_zh(question, turns)
    assert (reply is None) if count is None else (count in reply)


def test_a_figure_after_an_unread_verb_is_a_limit():
    reply = running_count_zh("我有几条鱼?", ["我钓了三条鱼。", "又钓了两条,放走了一条。"])
    assert reply and "can't" in reply


def test_through_the_model():
    turns = ["我周二钓了三条鱼。", "不错!", "周四又钓了两条,晚上吃了一条。", "好的。", "我现在还有几条鱼?"]
    msgs = [(HumanMessage if i % 2 == 0 else AIMessage)(t) for i, t in enumerate(turns)]
    assert "4条" in SimulatedChatModel().invoke(msgs).content
