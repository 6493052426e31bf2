"""Text made safe at the boundary (course_lib.foundation.safe_text), and empty questions refused.

Class: any string that reaches the library (a question, a note, a tool's output, a model's
reply) may hold a lone surrogate (a broken paste, a bad terminal), a surrogate pair written as
two code points, or a NUL. Each is repaired where it enters, so no pipeline meets a
``UnicodeEncodeError``; a question that is empty, whitespace or nothing but unreadable
characters is refused with one sentence at every entry point (CLI, ``ask``/``run_turn``,
``Pipeline.run``) before any model call.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from course_lib.foundation.errors import CourseError
from course_lib.foundation.safe_text import REPLACEMENT, question_text, safe_messages, safe_text
from course_lib.models.testing import scripted

# Invented: a pasted question in Greek, broken in two ways, and a tool's output with a NUL.
BROKEN_QUESTION = "Πώς αποφασίζει το asyncio.wait \ud83d πότε να επιστρέψει; \udcff"
UNSAFE = ["\ud800", "ab\udfffcd", "x\x00y", "\ud83d\ude00 pair as two code points", "日本語\ud800"]


@pytest.mark.parametrize("text", UNSAFE)
def test_unsafe_text_becomes_encodable(text):
    fixed = safe_text(text)
    fixed.encode("utf-8")  # raises for the original
    assert "\x00" not in fixed


def test_pairs_are_joined_and_clean_text_is_unchanged():
    assert safe_text("\ud83d\ude00") == "\U0001f600"
    assert safe_text("a\ud800b") == f"a{REPLACEMENT}b"
    for clean in ("", "plain ascii", "日本語のテキスト", "emoji \U0001f600", "tab\tand\nnewline"):
        assert safe_text(clean) is clean


def test_messages_are_repaired_in_content_blocks_and_tool_call_arguments():
    messages = [HumanMessage(content=[{"type": "text", "text": "a\ud800"}]),
                AIMessage(content="", tool_calls=[{"name": "search", "args": {"query": "q\udfff"}, "id": "1"}]),
                ToolMessage(content="result\x00 \ud800", tool_call_id="1")]
    fixed = safe_messages(messages)
    assert fixed[0].content[0]["text"] == f"a{REPLACEMENT}"
    assert fixed[1].tool_calls[0]["args"]["query"] == f"q{REPLACEMENT}"
    assert fixed[2].content == f"result {REPLACEMENT}"
    assert messages[2].content == "result\x00 \ud800"  # the caller's messages are not changed


@pytest.mark.parametrize("name", ["agent", "tools", "fixed", "crag"])
def test_a_broken_question_gets_an_answer_in_every_pipeline(name):
    from course_lib.rag.pipelines import get_pipeline

    result = get_pipeline(name).run(BROKEN_QUESTION)
    result.answer.encode("utf-8")
    assert result.answer.strip()


def test_a_tools_broken_output_and_a_models_broken_reply_reach_nothing_unsafe():
    from langchain.agents import create_agent
    from langchain_core.tools import tool

    from course_lib.models.llm import get_chat_model
    from course_lib.models.replies import reply_text

    @tool
    def lookup_parcel(code: str) -> str:
        """Look up where a parcel is, by its tracking code."""
        return "Parcel \ud800 is in the depot\x00 at Ghent."

    agent = create_agent(get_chat_model("sim"), tools=[lookup_parcel])
    state = agent.invoke({"messages": [HumanMessage("Where is parcel XK-449?")]})
    assert any(m.type == "tool" for m in state["messages"])  # the tool ran; the model read its output
    reply_text(state["messages"][-1]).encode("utf-8")
    assert reply_text(AIMessage(content="broken \udfff reply")) == f"broken {REPLACEMENT} reply"
    assert reply_text(AIMessage(content=[{"type": "text", "text": "\ud800"}])) == REPLACEMENT


def test_a_note_with_a_nul_is_read_safely(tmp_path):
    from course_lib.retrieval.corpus import load_note

    path = tmp_path / "binary-paste.md"
    path.write_bytes(b"---\ntitle: Pasted\n---\nThe kiln runs at\x00 900 degrees.\n")
    assert load_note(path, prefix="mine").page_content == "The kiln runs at 900 degrees."


# --- empty questions ------------------------------------------------------------------------
EMPTY = ["", "   ", "\n\t ", "\ud800", "\u3000"]  # the last: an ideographic space


@pytest.mark.parametrize("question", EMPTY)
def test_an_empty_question_is_one_sentence_before_any_model_call(question):
    from course_lib.rag.pipelines import get_pipeline

    llm = scripted()  # no reply: a call would raise KeyError, not the CourseError expected
    for name in ("fixed", "agent"):
        with pytest.raises(CourseError) as caught:
            get_pipeline(name, llm=llm).run(question)
        message = str(caught.value)
        assert message.startswith("The question is ") and "type a question" in message
        assert "\n" not in message


def test_an_empty_question_is_refused_by_ask_and_run_turn():
    from langchain.agents import create_agent

    from course_lib.measurement.trace import ask, run_turn

    agent = create_agent(scripted(), tools=[])
    for call in (run_turn, ask):
        with pytest.raises(CourseError, match="The question is only whitespace"):
            call(agent, "  ")
    with pytest.raises(CourseError, match="must be text"):
        run_turn(agent, None)


@pytest.mark.parametrize("question", ["", " \t "])
def test_the_cli_refuses_an_empty_question_in_one_line(question, capsys):
    from course_lib.app.cli import main

    assert main(["ask", question, "--pipeline", "fixed"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: The question is "), err


def test_question_text_keeps_a_real_question():
    assert question_text("  Wie spät ist es?  ") == "  Wie spät ist es?  "
