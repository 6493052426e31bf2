"""Small talk in Korean and Hebrew, and questions about what the assistant can do (issue 26):
neither is a question of knowledge, so neither gets the knowledge limit. Korean (cut into
two-letter pieces by the tokeniser) and Hebrew (not read by it) are read word by word as written
(``smalltalk._detect_spaced``): their greeting / thanks / goodbye / "how are you" cues are data
(``data/sim/smalltalk.yaml``), their other words must be everyday words of wordfreq's list for the
language. "Can you browse the internet / see images?" is answered as a fact about the assistant
(the ``abilities`` intent): no, not by itself, with the bound tools named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


def _ask(question, tools=()):
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = (llm.bind_tools(list(tools)) if tools else llm).invoke(question)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("message,starts", [
    ("안녕하세요, 잘 지내세요?", "I'm doing fine"),
    ("정말 고마워요!", "You're welcome"),
    ("안녕히 계세요", "Goodbye"),
    ("שלום! מה שלומך?", "I'm doing fine"),
    ("תודה לך, להתראות", "You're welcome"),
])
def test_korean_and_hebrew_small_talk_is_answered_without_a_limit(message, starts):
    out, limits = _ask(message)
    assert out.content.startswith(starts) and not limits, (out.content, limits)


def test_a_korean_request_with_a_cue_word_is_no_small_talk():
    from course_lib.sim.dialogue.smalltalk import detect
    from course_lib.sim.words.knowledge import Knowledge

    knowledge = Knowledge.load()
    assert detect("안녕하세요, 서울의 인구는 얼마예요?", knowledge) is None  # a request behind the greeting
    assert detect("감사합니다", knowledge).intent.name == "thanks"


@pytest.mark.parametrize("question", [
    "Are you able to look things up online?",
    "Can you see images?",
    "Can you access the internet at all?",
])
def test_what_the_assistant_can_do_is_a_fact_about_it(question):
    out, limits = _ask(question)
    assert out.content.startswith("No") and "offline" in out.content and not limits


@tool
def web_search(query: str) -> str:
    """Search the web."""
    return ""


def test_the_bound_tools_are_named_in_that_answer():
    out, limits = _ask("Can you browse the web?", [web_search])
    assert "web_search" in out.content and not out.tool_calls and not limits
