"""The simulator the invented sets' variant tests ask: one per test module (it keeps no state
between requests that a test could see; a module that needs a fresh one per test defines its own)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()
