"""Tagged documents inside a Python list repr (issue 26, ports12): LangChain Academy fills
"{context}" with the list of formatted blocks itself, so the prompt holds
``['<Document href="..."/>\\nText.\\n</Document>', ...]`` with escaped newlines. Before, the
escapes stayed in the text ("\\nThe lighthouse ..."), the first word of each document was glued
to an "n" and a question on it found no sentence. Notes invented."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.material import documents

BLOCKS = [
    '<Document href="https://notes.example/brannock"/>\nThe Brannock lighthouse is 41 metres tall and '
    "was first lit in 1889.\n</Document>",
    '<Document source="https://notes.example/harbour" page=""/>\nThe harbour\'s wall was rebuilt in 1952.\n</Document>',
]


def test_the_escapes_read_as_what_they_stand_for():
    docs = documents.parse_documents(f"Answer using this context: {BLOCKS}")
    assert [d.body for d in docs] == [
        "The Brannock lighthouse is 41 metres tall and was first lit in 1889.",
        "The harbour's wall was rebuilt in 1952.",
    ]
    assert docs[0].source == "https://notes.example/brannock"


def test_text_with_real_newlines_is_left_as_it_is():
    """Guard: a document written out (real newlines) keeps a backslash it holds."""
    text = '<Document source="x"/>\nThe log is in C:\\new\\logs.\nIt rotates daily.\n</Document>'
    assert "C:\\new\\logs" in documents.parse_documents(text)[0].body


def test_a_question_over_the_list_is_answered():
    from course_lib import get_chat_model

    system = f"Answer the question How tall is the Brannock lighthouse? using this context: {BLOCKS}"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = get_chat_model("sim").invoke([SystemMessage(system), HumanMessage("Answer the question.")])
    assert "41 metres" in out.content, out.content
    assert not [w for w in caught if "Simulator" in type(w.message).__name__]
