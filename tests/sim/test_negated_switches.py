"""An on/off tool argument whose switch word is said under a negation ("don't disable the backups")
is not that word's value: it is the other side, unless the text says that side outright too
(``field_readers.switch_value``; issue 26, the forty-second set's notable limits: "don't turn the
alerts off" called with ``enabled=False``). Tools and wordings invented here; the cases marked
guard pass on 947509df too, the others fail there.
"""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def set_backups(enabled: bool) -> str:
    """Turn the nightly backups on or off."""
    return "ok"


@tool
def porch_light(on: bool) -> str:
    """Switch the porch light."""
    return "ok"


@pytest.mark.parametrize(("tool_", "question", "want"), [
    (set_backups, "please don't disable the backups, we need them", True),
    (porch_light, "do not switch the porch light on yet", False),
    (set_backups, "don't turn backups off - leave them on", True),
    (set_backups, "turn the nightly backups off", False),  # guard
    (porch_light, "switch the porch light on please", True),  # guard
])
def test_a_negated_switch_word_is_not_the_value(tool_, question, want):
    out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    (call,) = out.tool_calls
    assert next(iter(call["args"].values())) is want, call
