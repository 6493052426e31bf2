"""``course_lib.sim.words.quote_marks``: a phrase set in quote marks or markdown backticks is one quoted
phrase ("Is `kayak` a palindrome?"), and a text argument takes it as written, never the question's
content words (issue 26, ports20: the "LangChain Mastery" palindrome checker got "moody baby doom
yam palindrome"). Table-driven on invented wordings, then through the simulator's tool call, in
one turn and as a follow-up in the same thread."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.quote_marks import quoted_spans

CASES = [
    ("Is `kayak` a palindrome?", ["kayak"]),
    ("Count the letters in `never odd or even` please", ["never odd or even"]),
    ("What's 'good night' in Italian?", ["good night"]),
    ("Spell “rhythm” backwards", ["rhythm"]),
    ("It's Bob's car, isn't it?", []),  # apostrophes inside words open nothing
    ("Run `ls -la` and then `pwd`", ["ls -la", "pwd"]),
    ("No quotes at all here", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_quoted_spans(text, expected):
    assert quoted_spans(text) == expected


@tool
def count_vowels(text: str) -> int:
    """Count the vowels in a word or phrase."""
    return sum(ch in "aeiou" for ch in text.lower())


@tool
def reverse_text(text: str) -> str:
    """Reverse a word or a sentence, letter by letter."""
    return text[::-1]


@pytest.mark.parametrize(("question", "tool_", "expected"), [
    ("How many vowels are in `strawberry fields`?", count_vowels, "strawberry fields"),
    ("Reverse `open sesame` for me, please.", reverse_text, "open sesame"),
    ("Can you count the vowels of `queueing theory`?", count_vowels, "queueing theory"),
])
def test_a_text_argument_takes_the_backticked_phrase(question, tool_, expected):
    reply = SimulatedChatModel().bind_tools([tool_]).invoke([HumanMessage(content=question)])
    assert reply.tool_calls, reply
    assert reply.tool_calls[0]["args"] == {"text": expected}


def test_a_follow_up_takes_its_own_backticked_phrase():
    """'And `rotor`?' after a checked phrase: the follow-up's phrase, not the two merged."""
    llm = SimulatedChatModel().bind_tools([reverse_text])
    first = [HumanMessage(content="Reverse `stop pots` for me, please."),
             AIMessage(content="", tool_calls=[{"name": "reverse_text", "args": {"text": "stop pots"}, "id": "c1"}]),
             ToolMessage(content="stop pots", tool_call_id="c1"),
             AIMessage(content="Reversed, it reads 'stop pots'.")]
    reply = llm.invoke([*first, HumanMessage(content="What about the words `live evil`?")])
    assert reply.tool_calls, reply
    assert reply.tool_calls[0]["args"] == {"text": "live evil"}
