"""``tool_choice``: a tool description's clauses read as what it is for and what not. Invented
descriptions."""

from __future__ import annotations

from course_lib.sim.tools.tool_choice import description_clauses


def test_description_clauses():
    assert description_clauses("Search the notes. Use it for course questions. Do not use it for arithmetic.") == [
        ("neutral", "Search the notes."), ("positive", "Use it for course questions."),
        ("negative", "Do not use it for arithmetic.")]
    assert description_clauses("") == []


def test_after_place_word_is_the_pattern_it_replaces():
    """``_after_place_word`` finds what the pattern of the name after a place word found, on random
    texts of place words, names, white space of several kinds and word characters (a speed-up)."""
    import random
    import re

    from course_lib.sim.tools.tool_choice import _after_place_word

    rng = random.Random(26)
    pieces = ["in", "at", "near", "to", "around", "across", " ", "  ", "\t", "\n", "x", "_", "é", "Paris", "Pa",
              "is", "1", ",", "into", "Lat", "\u00a0", "\u3000"]
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        name = rng.choice(["Paris", "Pa", "is", "Paris Pa", "to", "x", " Paris", "é"])
        found = re.search(rf"\b(?:in|at|near|to|around|across)\s+{re.escape(name)}", text) is not None
        assert _after_place_word(text, name) == found


def test_being_woken_meets_an_alarm_tool():
    """"wake me at 6:40" goes to the tool that sets an alarm (``tool_synonyms``: wake, alarm; latent79), not to a
    tool of another purpose bound beside it. Invented tools."""
    from langchain_core.tools import tool

    from course_lib.sim import SimulatedChatModel

    @tool
    def phone_alarm(time: str) -> str:
        """Create a phone alarm for an HH:MM time."""
        return "ok"

    @tool
    def play_radio(station: str) -> str:
        """Play a radio station on the kitchen speaker."""
        return "ok"

    out = SimulatedChatModel().bind_tools([phone_alarm, play_radio]).invoke("wake me at 6:40 tomorrow")
    assert [c["name"] for c in out.tool_calls] == ["phone_alarm"], out
    assert out.tool_calls[0]["args"]["time"] in ("06:40", "6:40"), out.tool_calls
