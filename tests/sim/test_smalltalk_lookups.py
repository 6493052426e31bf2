"""Asking the assistant to look something up on the web (issue 26, the twenty-seventh set's about-browse
false alarm): a plain "No, I can't browse" from ``smalltalk.yaml``'s abilities, no knowledge limit.
Wordings of my own."""

from __future__ import annotations

import warnings

import pytest


@pytest.mark.parametrize("message", [
    "could you look something up online for me",
    "can you google that for me",
    "would you look it up on the internet please",
])
def test_a_plain_no(message):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(message)
    assert out.content.startswith("No") and "browse" in out.content
    assert not out.response_metadata.get("simulator_limit")
