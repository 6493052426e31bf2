"""Small talk by intent: a short message with nothing the tools or documents could serve is
answered directly, without a tool call, even when tools are bound; the persona is neutral (no
"course notes", "company wiki" or "orders" in a third-party app). A greeting followed by a real
request answers the request (calls the tool, or answers from the context).
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.metamorphic._checks import assert_answer, sim, text_of
from tests.sim.metamorphic._notes import NOTES


@tool
def search_knowledge_base(query: str) -> str:
    """Search the household knowledge base: bike upkeep, beekeeping, sourdough baking, the office
    move and the greenhouse. Use it for questions about those topics."""
    return "\n\n".join(n.prose(80) for n in NOTES)


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between two ISO currency codes (EUR, USD, GBP, ...)."""
    return f"{amount * 1.1:.2f} {to_currency}"


TOOLS = [search_knowledge_base, convert_currency]

SMALL_TALK = [
    "hello!",
    "Hi there",
    "Thanks a lot, that was really helpful!",
    "Morning! How's your day going?",
    "good night, talk tomorrow",
    "You're awesome, cheers",
    "ok thanks",
    "Who are you?",
    "你好！",
    "谢谢你，帮了大忙！",
    "早上好，今天过得怎么样？",
    "晚安",
]

PERSONA_LEAKS = ("course notes", "company wiki", "your orders", "i could not find", "i don't know",
                 "could not find", "no information")


@pytest.fixture(scope="module")
def llm():
    return sim()


@pytest.mark.parametrize("text", SMALL_TALK)
def test_small_talk_with_tools_bound_gets_a_direct_reply(llm, text):
    reply = llm.bind_tools(TOOLS).invoke([HumanMessage(text)])
    assert reply.tool_calls == [], reply.tool_calls
    content = text_of(reply)
    assert content.strip()
    assert not any(leak in content.lower() for leak in PERSONA_LEAKS), content


@pytest.mark.parametrize("text", SMALL_TALK)
def test_small_talk_under_a_rag_system_prompt_is_not_answered_from_the_documents(llm, text):
    system = "You are a helpful assistant. Use the following context in your response:\n\n" + NOTES[0].prose(80)
    reply = llm.invoke([SystemMessage(system), HumanMessage(text)])
    content = text_of(reply).lower()
    assert content.strip()
    assert "chain" not in content and "brake" not in content and "don't know" not in content, content


@pytest.mark.parametrize("text", SMALL_TALK[:8])
def test_small_talk_reply_is_in_the_users_language(llm, text):
    content = text_of(llm.invoke([HumanMessage(text)]))
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in content), content


@pytest.mark.parametrize("text", SMALL_TALK[8:])
def test_chinese_small_talk_reply_is_in_chinese(llm, text):
    content = text_of(llm.invoke([HumanMessage(text)]))
    assert any("\u4e00" <= ch <= "\u9fff" for ch in content), content


GREETING_PLUS_REQUEST = [
    ("Hi! How often should I oil the bike chain?", "chain"),
    ("Morning! Quick one: when is the move to the Harbour building?", "harbour"),
    ("Thanks for earlier. Now, at what temperature is the sourdough baked?", "bak"),
    ("你好！五六月份多久检查一次蜂箱？", "蜂"),
]


@pytest.mark.parametrize(("text", "subject"), GREETING_PLUS_REQUEST)
def test_greeting_plus_request_calls_the_tool_for_the_request(llm, text, subject):
    reply = llm.bind_tools(TOOLS).invoke([HumanMessage(text)])
    assert [c["name"] for c in reply.tool_calls] == ["search_knowledge_base"], reply.tool_calls
    assert subject in reply.tool_calls[0]["args"]["query"].lower(), reply.tool_calls


@pytest.mark.parametrize(("note", "prefix"), [
    (NOTES[0], "Hello! "), (NOTES[1], "Thanks a lot! One more thing: "), (NOTES[2], "Morning! "),
    (NOTES[3], "Hey, hope you're well. "), (NOTES[4], "Cheers for the help so far. "),
])
def test_greeting_plus_request_with_context_answers_the_request(llm, note, prefix):
    question = note.questions[0]
    system = "You are a helpful assistant. Use the following context in your response:\n\n" + note.prose(80)
    reply = llm.invoke([SystemMessage(system), HumanMessage(prefix + question.en[0])])
    assert_answer(reply, question.facts, chinese=False)


def test_a_real_request_for_the_other_tool_is_not_small_talk(llm):
    reply = llm.bind_tools(TOOLS).invoke([HumanMessage("Hi! Please convert 250 euros to US dollars.")])
    assert [c["name"] for c in reply.tool_calls] == ["convert_currency"], reply.tool_calls
    args = reply.tool_calls[0]["args"]
    assert float(args["amount"]) == 250 and args["from_currency"] == "EUR" and args["to_currency"] == "USD", args
