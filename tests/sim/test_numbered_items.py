"""A question about one numbered item answered by a line that lists others of its numbering
(``course_lib.sim.grounded.numbered_items``, the reply-fit step of ``replies``; issue 26, the
merger's probe grounded_q): a stated limit, not the line quoted as if it answered. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.numbered_items import unlisted


@pytest.mark.parametrize("question, reply, left_out", [
    ("Is platform 4 closed this weekend?", "Platforms 1, 2 and 6 are closed on Saturday for track work.", True),
    ("12号楼明天停电吗？", "明天9:00至12:00停电，涉及8号楼、9号楼，其余楼栋正常。", True),
    # guards: the item is named; no other item of its kind; two items asked
    ("Is platform 4 closed this weekend?", "Platform 4 is closed on Saturday.", False),
    ("Is platform 4 closed this weekend?", "The station is closed on Saturday.", False),
    ("Are rooms 2 and 3 free?", "Room 5 is free after lunch.", False),
])
def test_unlisted(question, reply, left_out):
    assert (unlisted(question, reply) is not None) == left_out


def test_the_grounded_reply_states_the_limit():
    notice = ("Engineering works notice\nOn Saturday 8 June, platforms 1, 2 and 6 are closed for track work. "
              "All other platforms stay open as usual.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        SimulatedChatModel().invoke([SystemMessage(f"Answer from this notice.\n\n{notice}"), HumanMessage("Is platform 4 closed on Saturday?")])
    assert any("numbering" in str(w.message) for w in caught)
