"""A tool result the assistant asked for earlier in the thread is the material of a later question
(``course_lib.sim.request.earlier_material``; shapes branch; twenty-ninth conf-* cases). Before, a
``ToolMessage`` before the last human turn was kept only as ``earlier_result`` and a follow-up
about it got the knowledge limit ("no tool, document or fact ... answers it"). Threads, tools and
results invented for this test; every test here fails on ba25ef72.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from course_lib.sim import SimulatedChatModel

STOCK = ("Parts in stock at Spokesmith Cycles, 3 May\n"
         "Chains: 11-speed Shimano, 4 left, 28 pounds each.\n"
         "Brake pads: Swissstop green, 12 pairs, 9 pounds a pair.\n"
         "Inner tubes: 700x28c, sold out until 10 May.\n"
         "Bar tape is ordered in weekly on Mondays.")


def _call(name: str = "check_stock", call_id: str = "call_s1") -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": {"shop": "spokesmith"}, "id": call_id}])


def _thread(question: str, *, between: tuple[str, ...] = ("Here's the stock list.",), call_id: str = "call_s1"):
    msgs = [HumanMessage("what's in stock at the bike shop"), _call(call_id="call_s1"),
            ToolMessage(STOCK, tool_call_id=call_id, name="check_stock")]
    for i, text in enumerate(between):
        msgs.append(AIMessage(text) if i % 2 == 0 else HumanMessage(text))
    return [*msgs, HumanMessage(question)]


def _ask(messages) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(messages)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("how many chains are left?", "4 left", "12 pairs"),
    ("when are inner tubes back in", "10 May", "28 pounds"),
    ("what day does the bar tape come in", "Mondays", "Swissstop"),
])
def test_a_follow_up_is_answered_from_the_earlier_tool_result(question, want, not_want):
    text, limit = _ask(_thread(question))
    assert want in text and not_want not in text and not limit, (text, limit)


def test_a_placeholder_history_reads_the_same():
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

    prompt = ChatPromptTemplate.from_messages([("system", "You are the shop's assistant."),
                                               MessagesPlaceholder("history"), ("human", "{question}")])
    history = _thread("x")[:-1]
    text, limit = _ask(prompt.invoke({"history": history, "question": "how much is a pair of brake pads"}).to_messages())
    assert "9 pounds" in text and not limit, (text, limit)


@pytest.mark.parametrize(("messages", "why"), [
    (_thread("thanks, that's all!"), "no question"),
    (_thread("what's the capital of peru?"), "no word of the result"),
    (_thread("how many chains are left?", call_id="call_other"), "no call of the assistant's"),
    (_thread("how many chains are left?", between=("ok", "q1?", "a1", "q2?", "a2", "q3?", "a3", "q4?", "a4")),
     "four human turns back"),
])
def test_no_material_when_the_result_is_not_the_question_s(messages, why):
    from course_lib.sim.request import earlier_material

    last_human = max(i for i, m in enumerate(messages) if isinstance(m, HumanMessage))
    question = messages[last_human].content
    assert earlier_material.documents(messages, last_human, question) == (-1, []), why


def test_this_turn_s_results_are_the_material_of_a_model_with_no_tools():
    msgs = [SystemMessage("Answer the customer from the tool results."), HumanMessage("any 11-speed chains?"),
            _call(), ToolMessage(STOCK, tool_call_id="call_s1", name="check_stock")]
    text, limit = _ask(msgs)
    assert "4 left" in text and not limit, (text, limit)


def test_chat_memory_still_answers_about_the_user():
    msgs = [HumanMessage("hi, I'm Ottilie and I fix bikes on saturdays"), AIMessage("Hi Ottilie!"),
            *_thread("what's my name?")]
    text, limit = _ask(msgs)
    assert "Ottilie" in text and not limit, (text, limit)


def test_a_bound_agent_is_not_asked():
    """With tools bound the agent reads results itself: the request keeps no documents of them."""
    from course_lib.sim.request.reading import read_request

    tools = [{"type": "function", "function": {"name": "check_stock", "description": "Stock of the bike shop.",
                                               "parameters": {"type": "object", "properties": {}}}}]
    request = read_request(_thread("how many chains are left?"), tools)
    assert request.documents == [] and "4 left" in request.earlier_result


def test_a_bare_instruction_after_this_turn_s_results_is_no_question_over_them():
    """A plan-and-reflect program's retry turn ("run the tools again as advised") then the tool's
    results: the instruction asks nothing of them (the third-party ja helpdesk port caught this)."""
    from course_lib.sim.request import earlier_material

    msgs = [HumanMessage("any 11-speed chains?"), _call(), ToolMessage(STOCK, tool_call_id="call_s1"),
            AIMessage("Not sure."), HumanMessage("Run the tool selection again as the reflection advised."),
            _call(call_id="call_s2"), ToolMessage(STOCK, tool_call_id="call_s2")]
    assert earlier_material.documents(msgs, 4, msgs[4].content) == (-1, [])


@pytest.mark.parametrize(("question", "body", "shared"), [
    ("who is cooking on friday", "Cooks on the rota: Ana, Bea.", True),  # by stem
    ("which chains are left", "Chain: 4 left", True),
    ("thanks a lot", "Chain: 4 left", False),
    ("what's the capital of peru", "Chain: 4 left", False),
])
def test_the_question_shares_a_word_with_the_material(question, body, shared):
    from course_lib.sim.words.text import shares_a_word

    assert shares_a_word(question, body) is shared
