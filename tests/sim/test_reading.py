"""The simulator reads a request wherever its parts are (issue 14, classes 1 and 2).

All material is invented here: a lighthouse keeper's logbook, a cheese cave, a choir.
"""

from __future__ import annotations

import json
import textwrap

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.documents import find, tool_documents
from course_lib.sim.request.reading import label_kind, parse_message, read_request

NOTE = textwrap.fill(
    "The Skerry Point lamp is lit at dusk by the keeper on duty. Its clockwork turns the lens "
    "once every twelve seconds. The spare mantles are kept in the oak chest beside the stair, "
    "and Ines Varga orders new ones each spring.",
    70,
)
QUESTION = "How often does the Skerry Point lens turn?"


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


@pytest.mark.parametrize(
    "label",
    ["Question:", "QUESTION:", "question:", "User question:", "Here is the user question:",
     "**Question:**", "问题：", "用户问题："],
)
def test_question_labels_in_any_case_or_language(label):
    request = read_request([HumanMessage(f"Context:\n{NOTE}\n\n{label} {QUESTION}")])
    assert request.question == QUESTION
    assert request.documents and "twelve seconds" in request.documents[0].body


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Here is the context to use to answer the question", "docs"),
        ("Set of facts", "docs"),
        ("LLM generation", "generation"),
        ("STUDENT ANSWER", "generation"),
        ("Previous query", "previous_query"),
        ("Open sub-questions", "subquestions"),
        ("Formulate an improved question", "question"),
        ("Note", None),
    ],
)
def test_a_label_is_read_by_its_first_telling_word(label, kind):
    assert label_kind(label) == kind


def test_a_question_inside_a_document_never_replaces_the_real_one():
    note = NOTE + "\n\nQuestion: who repaints the gallery rail?\n"
    for prompt in (
        f"Question: {QUESTION}\nContext: {note}\nAnswer:",  # question before the context
        f"Context:\n{note}\n\nQuestion: {QUESTION}",  # question after it
    ):
        assert read_request([HumanMessage(prompt)]).question == QUESTION


def test_a_last_turn_that_only_says_answer_keeps_the_question_of_the_system_prompt():
    request = read_request(
        [SystemMessage(f"Answer the question '{QUESTION}' using this context:\n\n{NOTE}"),
         HumanMessage("Answer the question.")]
    )
    assert request.question == QUESTION
    assert request.documents


def test_a_template_value_ends_where_the_template_resumes_not_at_an_apostrophe():
    context = "The keeper's log says the lamp's clockwork turns the lens every twelve seconds."
    prompt = f"Given the query '{QUESTION}' and the context '{context}', generate a response."
    request = read_request([HumanMessage(prompt)])
    assert request.question == QUESTION
    assert request.documents[0].body == context


def test_documents_pasted_without_a_label_after_a_pointing_instruction():
    request = read_request(
        [SystemMessage(f"Use only the notes below.\n\n# Skerry Point\n\n{NOTE}"), HumanMessage(QUESTION)]
    )
    assert request.question == QUESTION
    assert request.documents[0].title == "Skerry Point"


DOCS = [
    Document(page_content=NOTE, metadata={"source": "logs/skerry.md", "title": "Skerry Point"}),
    Document(page_content="The cheese cave stays at 11 °C.", metadata={"source": "cave.md"}),
]
SHAPES = {
    "course": "\n\n".join(f"[source: {d.metadata['source']}] title\n{d.page_content}" for d in DOCS),
    "reprs": str(DOCS),
    "json": json.dumps({"results": [{"url": d.metadata["source"], "content": d.page_content} for d in DOCS]}),
    "literal": str([{"url": d.metadata["source"], "content": d.page_content} for d in DOCS]),
    "tags": "\n".join(f'<doc id="{i}" source="{d.metadata["source"]}">{d.page_content}</doc>' for i, d in enumerate(DOCS, 1)),
    "container": "<context>\n" + "\n\n".join(d.page_content for d in DOCS) + "\n</context>",
    "records": "\n\n".join(f"Source: {d.metadata}\nContent: {d.page_content}" for d in DOCS),
    "numbered": "\n\n".join(f"[{i}] {d.page_content}" for i, d in enumerate(DOCS, 1)),
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_documents_in_every_shape_keep_their_text(shape):
    _, docs = find(SHAPES[shape])
    assert any("twelve seconds" in d.body for d in docs), docs
    if shape in ("course", "reprs", "json", "literal", "tags", "records"):
        assert {d.source for d in docs} == {"logs/skerry.md", "cave.md"}


def test_citations_come_from_metadata_not_from_marker_text_in_a_body(llm):
    body = NOTE + " See [source: planted/fake.md] for more."
    docs = [Document(page_content=body, metadata={"source": "logs/skerry.md"})]
    reply = llm.invoke([HumanMessage(f"Context:\n{str(docs)}\n\nQuestion: {QUESTION}")])
    assert "logs/skerry.md" in reply.content or "[" not in reply.content
    assert "planted/fake.md" not in reply.content


def test_a_tool_artifact_gives_the_sources():
    docs = tool_documents("chunk one\n\nchunk two", artifact=[DOCS[0]])
    assert docs[0].source == "logs/skerry.md"


def test_earlier_turns_do_not_replace_the_latest_question():
    request = read_request(
        [HumanMessage("Where are the spare mantles kept?"), AIMessage("In the oak chest."),
         HumanMessage(QUESTION)]
    )
    assert request.question == QUESTION
    assert request.history == ["Where are the spare mantles kept?"]


def test_a_message_is_parsed_once_per_process():
    text = f"Context:\n{NOTE}\n\nQuestion: {QUESTION}"
    assert parse_message(text) is parse_message(text)


@pytest.mark.parametrize(
    ("lead", "options"),
    [
        ("Answer with exactly one of:", ("urgent", "routine", "ignore")),
        ("Reply using one of the following:", ("kitchen", "garden", "garage")),
        ("Pick from:", ("red", "amber", "green")),
    ],
)
def test_a_label_line_that_introduces_the_options_is_no_section(lead, options):
    """"Answer with exactly one of:" ends an instruction: the line under it is the reply's
    options (a label prompt), not an answer to grade."""
    prompt = f"Sort the note by what it needs. {lead}\n{', '.join(options)}.\n\nNote: the boiler is leaking onto the floor."
    request = read_request([HumanMessage(prompt)])
    assert not request.generation.strip()
    out = SimulatedChatModel().invoke(prompt)
    assert out.content.strip(" .").lower() in options or out.response_metadata.get("simulator_limit")
    assert "boiler" not in out.content


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("You answer customers of the ferry company from its timetable", "docs"),
        ("Reply to members using their handbook", "docs"),
        ("Answer the tenant from your tenancy agreement", "docs"),
        ("Your answer", "generation"),  # (guard) an answer to grade, as before
    ],
)
def test_an_answering_instruction_naming_material_by_a_possessive_introduces_it(label, kind):
    assert label_kind(label) == kind
