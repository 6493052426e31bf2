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


# ports80: an apostrophe inside a quoted phrase's word, and a message argument takes the quoted text


@pytest.mark.parametrize(("text", "expected"), [
    ("Text Mo saying 'I'll be ten minutes late'", ["I'll be ten minutes late"]),
    ("Reply 'we're closed on Mondays' to the shop's question", ["we're closed on Mondays"]),
    ("Put 'don't panic' and 'it's fine' on the board", ["don't panic", "it's fine"]),
])
def test_quoted_spans_keep_a_words_apostrophe(text, expected):
    """ports80: a quoted phrase with "I'll" / "we're" inside was no quoted phrase at all."""
    assert quoted_spans(text) == expected


@tool
def notify(recipient_email: str, message: str) -> str:
    """Send a short notification e-mail to someone."""
    return "sent"


@tool
def post_reply(thread_id: str, body: str) -> str:
    """Post a reply in a support thread."""
    return "posted"


@pytest.mark.parametrize(("question", "tool_", "field", "expected"), [
    ("Notify kofi.m@tallowfield.net with 'The kiln is ready for Saturday'", notify, "message",
     "The kiln is ready for Saturday"),
    ("Send joan@marrow.example a note saying 'Don't forget the keys'", notify, "message", "Don't forget the keys"),
    ('Reply in thread T-4471 with "We have refunded the second charge."', post_reply, "body",
     "We have refunded the second charge."),
])
def test_a_message_argument_takes_the_quoted_text(question, tool_, field, expected):
    """ports80: a ``message`` / ``body`` argument got the request's content words ("Send sally
    gmail.com email saying homie") though the request quotes the message."""
    reply = SimulatedChatModel().bind_tools([tool_]).invoke([HumanMessage(content=question)])
    assert reply.tool_calls, reply
    assert reply.tool_calls[0]["args"][field] == expected, reply.tool_calls
