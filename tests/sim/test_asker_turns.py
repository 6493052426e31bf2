"""A prompt written as a transcript's last turn ("...\\nCustomer: <question>\\nAgent:") asks that
turn's words (``asker_turns.last_turn``, read by ``reading.parse_message`` when no label names the
question), and a material label's aside ("Documents (JSON):") names the material's format, never
the reply's (``reading._instructions``). Wordings of my own (issue 26; grounded_n, read after its
first sight: every question over a JSON list of documents ending "User: ..." was answered
``{"answer": "I don't know."}``)."""

from __future__ import annotations

import json
import warnings
from typing import Annotated, TypedDict

import pytest

from course_lib.sim.request.asker_turns import last_turn

NOTES = ("Maple Lane Garden Centre opens 09:00-17:30 Monday to Saturday and 10:30-16:30 on Sundays. "
         "Compost is £6.50 a bag or 3 bags for £17. Delivery within 5 miles costs £8.")


@pytest.mark.parametrize("text,words", [
    ("Notes:\nabc def\n\nCustomer: do you deliver to Hexham\nAgent:", "do you deliver to Hexham"),
    ("Context: x y z\nHuman: what time is the last bus?\nAI:", "what time is the last bus?"),
    ("资料：……\n用户：周日几点关门？\n助手：", "周日几点关门？"),
    ("Context: x\nUser: how much is a bag", "how much is a bag"),
    # guards: a log whose last turn is the agent's, a turn with nothing before it, a turn mid-text
    ("Customer: my order is late\nAgent: sorry, let me check", None),
    ("User: hello there", None),
    ("Customer: where is it\nAgent:\nPlease summarise the chat above.", None),
])
def test_last_turn(text, words):
    found = last_turn(text)
    assert (found[0] if found else None) == words
    if found:
        assert text[found[1]:].startswith(words)


def _reply(prompt: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt)


def test_a_transcript_template_asks_its_last_turn():
    out = _reply(f"Context:\n{NOTES}\n\nCustomer: what time do you close on a sunday\nAgent:")
    assert "16:30" in out.content and "simulator_limit" not in out.response_metadata, out.content


def test_a_json_list_of_documents_is_material_not_the_reply_shape():
    docs = json.dumps([{"page_content": s, "metadata": {"source": "faq.md"}} for s in NOTES.split(". ")])
    out = _reply(f"Documents (JSON):\n{docs}\n\nAnswer from the documents only.\nHuman: how much does delivery cost\nAI:")
    assert "£8" in out.content and not out.content.lstrip().startswith("{"), out.content


def test_a_reply_asked_in_json_is_still_json():  # guard: the instruction's own JSON cue
    out = _reply(f"Context (markdown):\n{NOTES}\n\nQuestion: how much is delivery\nReturn a JSON object with the key \"answer\".")
    assert json.loads(out.content[out.content.find("{"): out.content.rfind("}") + 1]).get("answer"), out.content


@pytest.mark.parametrize("text,found", [
    ("Customer: how do I change my password\nAgent: Click 'Forgot password' on the sign-in page.", (0, 38)),
    ("Rate this.\nHuman: how do I descale the kettle\nBot: Boil vinegar in it.", (11, 46)),
    # guards: a longer transcript, a reply before the question, no reply line
    ("User: hi\nAssistant: hello\nUser: how do I bake bread\nAssistant: Knead the dough.", None),
    ("Agent: Click here.\nCustomer: how do I log in", None),
    ("Customer: how do I log in", None),
])
def test_exchange(text, found):
    from course_lib.sim.request.asker_turns import exchange

    assert exchange(text) == found


class Useful(TypedDict):
    useful: Annotated[bool, ..., "whether the reply helps the customer"]


@pytest.mark.parametrize("exchange_text,useful", [
    ("Customer: how do I change my password\nAgent: Click 'Forgot password' on the sign-in page.", True),
    ("User: how do I reset my modem\nAnswer: Hold the reset pin for ten seconds until the light blinks.", True),
    ("Customer: how do I change my password\nAgent: Passwords are stored securely.", False),
    ("Customer: how do I change my password\nAgent: Our offices are open 9 to 5.", False),
])
def test_a_graded_exchange_reads_the_labels_as_speakers(exchange_text, useful):
    """The speaker labels are no words of the question or the answer, and a procedure in the
    imperative on the asked object answers a how-to question (``grading.resolves``). The two
    False cases are guards (they passed before the change too)."""
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Useful).invoke(
            [SystemMessage("Rate the reply."), HumanMessage(exchange_text)])
    assert out == {"useful": useful}


def test_guard_a_chat_history_before_a_question_label_is_no_graded_pair():
    """Guard, from the count run on the merged tree (probe shapes_k's condense-question prompts were
    answered "Here are the notes I have: ..."): a Human / Assistant pair in a chat history followed by
    the prompt's own question label leaves the question to that label."""
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    text = ("Given the following conversation and a follow up question, rephrase the follow up question to be "
            "a standalone question.\n\nChat History:\nHuman: Here are my notes:\nThe shed key is under the pot.\n"
            "Assistant: Thanks, noted.\nFollow Up Input: where is the key\nStandalone question:")
    out = SimulatedChatModel().invoke([HumanMessage(text)]).content
    assert "notes" not in out.lower() and "key" in out.lower()
