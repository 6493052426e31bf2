"""``knowledge``: the simulator's world knowledge loaded from data (facts, aliases, intents)."""

from __future__ import annotations

from course_lib.sim.words.knowledge import Knowledge


def test_the_data_loads():
    k = Knowledge.load()
    assert k.facts and k.intents and k.aliases
    assert "greeting" in {i.name for i in k.intents}
    assert k.find_intent("xqzv wibble") is None
