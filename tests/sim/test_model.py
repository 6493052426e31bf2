"""``model``: the chat model's reply carries its model name and token usage."""

from __future__ import annotations

from course_lib.sim.chat.model import SimulatedChatModel


def test_a_reply_carries_its_usage():
    out = SimulatedChatModel().invoke("What is 12 times 7?")
    assert out.content == "12 * 7 = 84" and out.response_metadata["model_name"]
    assert out.usage_metadata["input_tokens"] > 0 and out.usage_metadata["output_tokens"] > 0
