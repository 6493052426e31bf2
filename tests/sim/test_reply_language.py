"""A system prompt that asks for a reply language (course_lib.sim.dialogue.reply_language, issue 26,
ports5): a translation the simulator's phrases cover, else a stated limit; never an English
reply to a request for another language. Invented prompts and texts (none of the ported
tutorials' strings)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.reply_language import answer_in, translate_into
from course_lib.sim.reports.limits import PREFIX


@pytest.mark.parametrize(("system", "lang"), [
    ("Please translate whatever the user writes into Portuguese.", "portuguese"),
    ("You are a translator. Translate the user's message to Dutch, keeping the tone.", "dutch"),
    ("Translation bot: translate each line into Japanese and nothing else.", "japanese"),
    ("Translate product names to the catalogue format.", None),  # "format" is no language
    ("You answer questions about our greenhouse sensors.", None),
])
def test_translation_instructions(system, lang):
    assert translate_into(system) == lang


@pytest.mark.parametrize(("system", "lang"), [
    ("You are a friendly gardener. Always reply in Swedish.", "swedish"),
    ("Keep it short. Respond only in Korean, even when asked in English.", "korean"),
    ("You are a travel helper; write every answer in Greek", "greek"),
    ("Answer in English, briefly.", "english"),
    ("You answer questions in detail.", None),  # "in detail" is no language
    ("Greet the user. The shop is in Lisbon.", None),  # no answer verb in that sentence
])
def test_reply_language_instructions(system, lang):
    assert answer_in(system) == lang


def reply(system: str, human: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(human)])


@pytest.mark.parametrize(("system", "human"), [
    ("Please translate whatever the user writes into Portuguese.", "hello!"),
    ("Translate the customer's note into Spanish.", "The parcel arrived wet."),
    ("You translate sentences into German for a phrasebook.", "Where is the ferry to Ulm?"),
    ("You are a friendly gardener. Always reply in Swedish.", "hi there"),
    ("Respond only in Korean.", "What's the capital of France?"),
    ("Answer every question in Dutch.", "thanks a lot!"),
])
def test_a_language_it_does_not_write_is_a_stated_limit(system, human):
    # old code: an English greeting / "You're welcome" / the English fact, with no limit
    msg = reply(system, human)
    assert msg.text.startswith(PREFIX), msg.text
    assert msg.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("system", "human", "want"), [
    ("Translate the user's text into German.", "thank you", "danke"),
    ("Please translate whatever the user writes into French.", "Good night!", "bonne nuit"),
])
def test_a_whole_phrase_of_its_data_is_translated(system, human, want):
    msg = reply(system, human)
    assert msg.text == want and not msg.response_metadata.get("simulator_limit"), msg.text


@pytest.mark.parametrize(("system", "human", "want"), [
    ("Answer in English, briefly.", "What's the capital of France?", "Paris"),
    ("You answer questions in detail.", "What's the capital of Japan?", "Tokyo"),
])
def test_english_or_no_language_leaves_the_reply_alone(system, human, want):
    msg = reply(system, human)
    assert want in msg.text and not msg.response_metadata.get("simulator_limit"), msg.text


def test_a_translation_task_inside_the_documents_is_material_not_an_instruction():
    # a to-do line in the context is what the question asks about (the seventh set's checklist
    # case, reworded): no translation limit
    system = ("Answer the question using only the context below.\n\nContext:\n"
              "Launch checklist for the Fernhill app\n- [x] Record the demo video\n"
              "- [ ] Translate the onboarding guide into Polish\n- [x] Book the launch room")
    msg = reply(system, "Has the onboarding guide been translated into Polish yet?")
    assert "translate this into Polish" not in msg.text, msg.text


# --- an agent's answer after a tool result (tools bound: the agent path), issue 26, ports11 ----


def _agent_answer(system: str, question: str, result: str):
    from langchain_core.messages import AIMessage, ToolMessage
    from langchain_core.tools import tool

    @tool
    def ferry_times(harbour: str) -> str:
        """Look up today's ferry departures from a harbour."""
        return result

    call = {"name": "ferry_times", "args": {"harbour": "Lindau"}, "id": "call_ferry_1", "type": "tool_call"}
    messages = [SystemMessage(system), HumanMessage(question), AIMessage("", tool_calls=[call]),
                ToolMessage(result, tool_call_id="call_ferry_1")]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([ferry_times]).invoke(messages)
    return out, caught


@pytest.mark.parametrize("system", [
    "You help travellers on Lake Constance. Always reply in Italian.",
    "Ferry desk assistant. Respond only in Dutch, whatever language the traveller uses.",
])
def test_an_agents_answer_in_another_language_than_asked_is_a_stated_limit(system):
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    out, caught = _agent_answer(system, "When does the next ferry leave Lindau?",
                                "Next departures from Lindau: 10:40 to Bregenz, 11:15 to Konstanz.")
    assert out.content.startswith(PREFIX) and not out.tool_calls, out.content
    assert out.response_metadata.get("simulator_limit") == out.content
    assert any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


def test_an_agents_answer_in_the_asked_language_is_kept():
    out, caught = _agent_answer("You help travellers on Lake Constance. Always answer in English.",
                                "When does the next ferry leave Lindau?",
                                "Next departures from Lindau: 10:40 to Bregenz, 11:15 to Konstanz.")
    assert "10:40" in out.content and PREFIX not in out.content, out.content
    assert not out.response_metadata.get("simulator_limit")
