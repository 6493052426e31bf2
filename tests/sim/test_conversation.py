"""The simulator as a conversation summariser (course_lib.sim.request.conversation, notebook 08)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage, get_buffer_string

from course_lib.sim.request import reading
from course_lib.sim.request.conversation import (
    is_summary_request,
    summarize,
    summary_reply,
    transcript,
)

CHAT = [HumanMessage("Which team owns Project Falcon?"),
        AIMessage("", tool_calls=[{"name": "search_wiki", "args": {"query": "Falcon"}, "id": "c1"}]),
        ToolMessage("[source: wiki/project-falcon.md] Project Falcon ...", tool_call_id="c1"),
        AIMessage("Project Falcon is owned by the Ledger Team. It started in 2026. It ends later. [wiki/project-falcon.md]"),
        HumanMessage("Who leads it?"),
        AIMessage("The Ledger Team is led by Priya Raman.")]


def test_both_transcript_forms_read_the_same_turns():
    xml = transcript(get_buffer_string(CHAT, format="xml"))  # the tool call's AI turn is left out
    assert [r for r, _ in xml if r != "tool"] == ["human", "ai", "human", "ai"]
    talk = [m for m in CHAT if not isinstance(m, ToolMessage) and m.content]
    assert transcript(get_buffer_string(talk)) == transcript(get_buffer_string(talk, format="xml"))


def test_one_line_per_exchange_keeps_names_and_citations():
    prompt = "Summarize the conversation so it can replace it.\n" + get_buffer_string(CHAT, format="xml")
    summary = summary_reply(prompt)
    assert summary.splitlines() == [
        "- Asked: Which team owns Project Falcon? Answered: Project Falcon is owned by the Ledger Team. "
        "It started in 2026. [wiki/project-falcon.md]",
        "- Asked: Who leads it? Answered: The Ledger Team is led by Priya Raman.",
    ]


def test_langchains_default_prompt_and_other_languages_are_summary_requests():
    from langchain.agents.middleware.summarization import DEFAULT_SUMMARY_PROMPT

    assert is_summary_request(DEFAULT_SUMMARY_PROMPT.format(messages=get_buffer_string(CHAT, format="xml")))
    assert is_summary_request("请总结以下对话：\n" + get_buffer_string(CHAT))
    assert not is_summary_request("Answer the last question.\n" + get_buffer_string(CHAT))
    assert not is_summary_request("Summarize: Human: hello")  # one turn is no conversation


def test_an_earlier_summary_is_carried_over_not_nested():
    first = summarize(transcript(get_buffer_string(CHAT[:4], format="xml")))
    later = [HumanMessage(f"Here is a summary of the conversation to date:\n\n{first}"), *CHAT[4:]]
    lines = summarize(transcript(get_buffer_string(later, format="xml"))).splitlines()
    assert lines[0] == first and lines[1].startswith("- Asked: Who leads it?")


def test_the_simulator_answers_a_summary_request_with_the_summary():
    from course_lib.sim import SimulatedChatModel

    prompt = "Condense this chat history:\n" + get_buffer_string(CHAT, format="xml")
    reply = SimulatedChatModel().invoke(prompt)
    assert reply.content == summary_reply(prompt)
    assert reply.response_metadata["explanation"]["task"] == "summarize_conversation"


@given(st.text(alphabet=st.sampled_from(list("ab :：\n\r\t*#-_Q?")), max_size=120))
def test_label_lines_are_the_patterns_matches(text):
    # (a label that is a sentence of three words or more and its end, "? ? ?? ?:", is cut after that end on
    # purpose: "<a question>?. Improved question:"; found by this test on b45463ca too, 2026-12-05)
    assume(not any(len(m.group("label").split()) >= 3 and "?" in m.group("label")
                   for m in reading._LABEL_LINE_RE.finditer(text)))
    want = [(m.span(), m.groupdict()) for m in reading._LABEL_LINE_RE.finditer(text)]
    assert [(m.span(), m.groupdict()) for m in reading._label_lines(text)] == want


# --- latent79: "i'm <how the user is>" is no name -------------------------------------------------------------------

@pytest.mark.parametrize("turn", ["hi i'm tired", "hey im knackered after the gym", "hello i'm starving",
                                  "Hi, I'm Exhausted today", "hey there i'm wondering about bikes"])
def test_how_the_user_is_is_no_name(turn):
    from course_lib.sim.request.conversation import stated_facts

    assert "name" not in stated_facts([turn]), stated_facts([turn])


@pytest.mark.parametrize(("turn", "name"), [("hi i'm jared", "Jared"), ("hey, i'm ngozi", "Ngozi"),
                                            ("Hi, I'm Ming", "Ming")])
def test_a_name_in_lower_case_is_still_read(turn, name):
    """A guard (passed before latent79 too)."""
    from course_lib.sim.request.conversation import stated_facts

    assert stated_facts([turn]).get("name") == name
