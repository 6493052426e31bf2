"""A condense / rephrase prompt makes a follow-up standalone: its pronoun becomes the subject
the earlier human turn names, whether the history is written as "Human: / AI:" lines or as a
list of messages formatted into the template (issue 26, item 2)."""

import pytest

from course_lib import get_chat_model
from course_lib.sim.request.conversation import earlier_human_turns, standalone

CONDENSE = """Rewrite the last question so it can be understood without the conversation.

Conversation:
{history}

Last question: {question}
Rewritten question:"""


@pytest.mark.parametrize("history", [
    "Human: Who maintains the Quill Parser?\nAI: The Quill Parser is maintained by the tooling guild.",
    "[HumanMessage(content='Who maintains the Quill Parser?'), AIMessage(content='The tooling guild.')]",
])
def test_the_pronoun_becomes_the_earlier_subject(history):
    reply = get_chat_model("sim").invoke(CONDENSE.format(history=history, question="When was it first released?"))
    assert "Quill Parser" in reply.content and " it " not in f" {reply.content} "


def test_a_follow_up_with_its_own_subject_is_kept():
    assert standalone("When was Lumen released?", ["Who maintains the Quill Parser?"]) == "When was Lumen released?"


def test_no_earlier_subject_no_change():
    assert standalone("When was it released?", ["what is this about?"]) == "When was it released?"


def test_earlier_human_turns_of_both_forms():
    assert earlier_human_turns("Human: a?\nAI: b\nHuman: c?") == ["a?", "c?"]
    assert earlier_human_turns("[HumanMessage(content='x?'), AIMessage(content='y')]") == ["x?"]
