"""Structured output, streaming, metadata and LangGraph integration of the simulated model.

Schemas, documents and tools are invented here; the course's own prompts and schemas are used
where the notebooks use them, to show they work as written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Literal, TypedDict

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessageChunk, HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.rag import prompts, schemas
from course_lib.retrieval.documents import format_documents
from course_lib.sim import Knowledge, SimulatedChatModel

KNOWLEDGE = Knowledge(
    aliases=[["photosynthesis", "light harvesting"]],
    intents=[{"name": "hi", "patterns": ["hi", "hello"], "reply": "Hi!"}],
)


def llm(**kwargs) -> SimulatedChatModel:
    return SimulatedChatModel(knowledge=KNOWLEDGE, **kwargs)


def doc(source, title, text):
    return Document(page_content=text, metadata={"source": source, "title": title})


BEES = doc(
    "notes/bees.md",
    "Honey bee waggle dance",
    "Honey bees perform a waggle dance to tell other bees where flowers are. The angle of the dance shows the direction of the food.",
)
BEE_KEYWORD_ONLY = doc(
    "notes/spelling.md",
    "Spelling bee rules",
    "A spelling bee is a contest where children spell words aloud. The dance of letters on the board is a figure of speech.",
)
LEAVES = doc(
    "notes/leaves.md",
    "Photosynthesis in leaves",
    "Photosynthesis turns light, water and carbon dioxide into sugar inside chloroplasts.",
)


def grade(prompt, question, document):
    chain = prompt | llm().with_structured_output(schemas.GradeDocument)
    return chain.invoke(
        {"question": question, "document": format_documents([document])}
    ).binary_score


# --- grading -------------------------------------------------------------------------------------


def test_strict_grader_rejects_a_keyword_only_document():
    assert (
        grade(
            prompts.GRADE_DOCUMENT_STRICT_PROMPT,
            "How do honey bees communicate with a dance?",
            BEE_KEYWORD_ONLY,
        )
        == "no"
    )


def test_lenient_grader_accepts_a_keyword_only_document():
    assert (
        grade(
            prompts.GRADE_DOCUMENT_LENIENT_PROMPT,
            "How do honey bees communicate with a dance?",
            BEE_KEYWORD_ONLY,
        )
        == "yes"
    )


def test_both_graders_accept_the_right_document():
    for prompt in (prompts.GRADE_DOCUMENT_STRICT_PROMPT, prompts.GRADE_DOCUMENT_LENIENT_PROMPT):
        assert grade(prompt, "How do honey bees communicate with a dance?", BEES) == "yes"


def test_grader_uses_the_alias_lexicon():
    assert (
        grade(
            prompts.GRADE_DOCUMENT_STRICT_PROMPT,
            "Where does light harvesting happen in plants?",
            LEAVES,
        )
        == "yes"
    )


def test_custom_strict_prompt_written_by_a_learner():
    prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "Grade the document. Say 'no' if it merely shares keywords with the question but is about another topic.",
            ),
            ("human", "Document:\n{document}\n\nQuestion: {question}"),
        ]
    )
    assert grade(prompt, "How do honey bees communicate with a dance?", BEE_KEYWORD_ONLY) == "no"


def test_batched_grades_one_per_document_in_order():
    docs = "\n\n".join(
        f"Document {i}:\n{format_documents([d])}"
        for i, d in enumerate([BEE_KEYWORD_ONLY, BEES, LEAVES], start=1)
    )
    out = (
        prompts.GRADE_DOCUMENTS_BATCH_PROMPT | llm().with_structured_output(schemas.BatchGrades)
    ).invoke({"question": "How do honey bees communicate with a dance?", "documents": docs})
    assert [(g.index, g.binary_score) for g in out.grades] == [(1, "no"), (2, "yes"), (3, "no")]


def test_three_way_grades():
    chain = prompts.GRADE_THREE_WAY_PROMPT | llm().with_structured_output(schemas.ThreeWayGrade)
    q = "How do honey bees communicate with a dance?"
    assert chain.invoke({"question": q, "document": format_documents([BEES])}).grade == "relevant"
    assert (
        chain.invoke({"question": q, "document": format_documents([LEAVES])}).grade == "irrelevant"
    )
    out = chain.invoke({"question": q, "document": format_documents([BEE_KEYWORD_ONLY])})
    assert out.grade in ("ambiguous", "irrelevant") and out.reason


# --- enums, booleans, lists, strings ---------------------------------------------------------------


class Desk(BaseModel):
    """Which help desk should take the message."""

    desk: Literal["billing", "repairs", "smalltalk"] = Field(
        description="billing: invoices, refunds and payments; repairs: broken devices, screens and batteries; smalltalk: greetings and chit-chat."
    )


def test_enum_chosen_by_the_values_descriptions():
    structured = llm().with_structured_output(Desk)
    assert structured.invoke("My phone screen is broken and the battery dies").desk == "repairs"
    assert (
        structured.invoke("I was charged twice, I want a refund for the invoice").desk == "billing"
    )
    assert structured.invoke("hello").desk == "smalltalk"


def test_router_schema_routes_by_question_type():
    chain = prompts.ROUTER_PROMPT | llm().with_structured_output(schemas.RouteDecision)
    assert chain.invoke({"question": "hi"}).route == "direct"
    assert (
        chain.invoke({"question": "What is the latest stock price of ACME today?"}).route == "web"
    )
    out = chain.invoke({"question": "Which lab runs the project that studies Honey Bees?"})
    assert out.route == "knowledge_base" and out.complexity == "complex"
    assert chain.invoke({"question": "How does the waggle dance work?"}).complexity == "simple"


def test_sufficiency_boolean_and_next_query():
    chain = prompts.SUFFICIENCY_PROMPT | llm().with_structured_output(schemas.SufficiencyDecision)
    hop1 = doc("lab/heron.md", "Project Kestrel", "Project Kestrel is run by the Vega Lab.")
    hop2 = doc("lab/vega.md", "Vega Lab", "The Vega Lab is directed by Ines Moreau.")
    q = "Who directs the lab that runs Project Kestrel?"
    first = chain.invoke({"question": q, "context": format_documents([hop1])})
    assert first.enough is False and "Vega Lab" in first.next_query
    second = chain.invoke({"question": q, "context": format_documents([hop1, hop2])})
    assert second.enough is True and second.next_query == ""


def test_merged_sufficiency_carries_the_answer():
    hop1 = doc("lab/heron.md", "Project Kestrel", "Project Kestrel is run by the Vega Lab.")
    hop2 = doc("lab/vega.md", "Vega Lab", "The Vega Lab is directed by Ines Moreau.")
    out = (
        prompts.SUFFICIENCY_OR_ANSWER_PROMPT
        | llm().with_structured_output(schemas.SufficiencyOrAnswer)
    ).invoke(
        {
            "question": "Who directs the lab that runs Project Kestrel?",
            "context": format_documents([hop1, hop2]),
        }
    )
    assert out.enough and "Ines Moreau" in out.answer and "[lab/vega.md]" in out.answer


def test_planner_retrieves_then_generates():
    chain = prompts.PLANNER_PROMPT | llm().with_structured_output(schemas.PlanDecision)
    q = "What does the waggle dance tell other bees?"
    assert (
        chain.invoke(
            {
                "question": q,
                "sub_questions": "- What does the waggle dance tell other bees?",
                "context": "",
            }
        ).action
        == "retrieve"
    )
    assert (
        chain.invoke(
            {"question": q, "sub_questions": "(none)", "context": format_documents([BEES])}
        ).action
        == "generate"
    )


def test_sub_questions_are_ordered_and_self_contained():
    out = (prompts.DECOMPOSE_PROMPT | llm().with_structured_output(schemas.SubQuestions)).invoke(
        {"question": "Where is the director of the lab that runs Project Kestrel based?"}
    )
    assert out.sub_questions == [
        "Which lab runs Project Kestrel?",
        "Who is the director of the lab found in step 1?",
        "Where is the director found in step 2 based?",
    ]


def test_rewritten_query_uses_the_lexicon():
    out = (
        prompts.REWRITE_QUERY_PROMPT | llm().with_structured_output(schemas.RewrittenQuery)
    ).invoke({"question": "Where does light harvesting happen?", "query": "light harvesting"})
    assert "photosynthesis" in out.query


def test_placeholder_is_resolved_when_rewriting_with_context():
    hop1 = doc("lab/heron.md", "Project Kestrel", "Project Kestrel is run by the Vega Lab.")
    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", "Rewrite the question into a search query using what the notes found."),
            ("human", "Notes:\n{context}\n\nQuestion: {question}"),
        ]
    )
    out = (prompt | llm().with_structured_output(schemas.RewrittenQuery)).invoke(
        {
            "question": "Who is the director of the lab found in step 1?",
            "context": format_documents([hop1]),
        }
    )
    assert "Vega Lab" in out.query and "step" not in out.query


def test_typed_dict_schema():
    class Verdict(TypedDict):
        """Is the answer supported by the notes?"""

        supported: bool
        explanation: str

    out = (
        llm()
        .with_structured_output(Verdict)
        .invoke(
            [
                SystemMessage("Decide if the context is sufficient."),
                HumanMessage(
                    f"Context:\n{format_documents([BEES])}\n\nQuestion: What does the waggle dance show?"
                ),
            ]
        )
    )
    assert set(out) == {"supported", "explanation"} and isinstance(out["supported"], bool)


def test_json_schema_dict():
    schema = {
        "title": "Triage",
        "description": "Triage a question.",
        "type": "object",
        "properties": {
            "needs_search": {"type": "boolean", "description": "Does it need a search?"},
            "keywords": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["needs_search", "keywords"],
    }
    out = (
        llm()
        .with_structured_output(schema, method="json_schema")
        .invoke("How does the waggle dance of Honey Bees work?")
    )
    assert out["needs_search"] is True and "waggle" in out["keywords"]
    assert llm().with_structured_output(schema).invoke("hello")["needs_search"] is False


def test_include_raw():
    out = (
        llm()
        .with_structured_output(schemas.RewrittenQuery, include_raw=True)
        .invoke("Rewrite: light harvesting in leaves")
    )
    assert set(out) == {"raw", "parsed", "parsing_error"}
    assert (
        out["parsing_error"] is None
        and out["raw"].tool_calls
        and isinstance(out["parsed"], schemas.RewrittenQuery)
    )


# --- streaming, metadata, async, determinism -------------------------------------------------------


def test_streaming_yields_several_chunks_and_usage_last():
    chunks = list(llm().stream("Hi"))
    chunks = list(
        SimulatedChatModel(
            knowledge=Knowledge(
                facts=[
                    {
                        "match": ["dance"],
                        "answer": "Bees dance to share where the flowers are, how far away they are and in which direction.",
                    }
                ]
            )
        ).stream("Why do bees dance?")
    )
    assert len(chunks) >= 3 and all(isinstance(c, AIMessageChunk) for c in chunks)
    total = chunks[0]
    for c in chunks[1:]:
        total += c
    assert total.content.startswith("Bees dance") and total.usage_metadata["output_tokens"] > 5
    assert (
        chunks[-1].usage_metadata and chunks[-1].response_metadata["model_name"] == "course-sim-1"
    )


def test_streaming_tool_calls_assemble():
    @tool
    def hive_log(query: str) -> str:
        """Search the beekeeping logbook about hives, swarms and honey harvests."""
        return ""

    chunks = list(llm().bind_tools([hive_log]).stream("When did the hives swarm?"))
    total = chunks[0]
    for c in chunks[1:]:
        total += c
    assert (
        total.tool_calls[0]["name"] == "hive_log"
        and "swarm" in total.tool_calls[0]["args"]["query"]
    )


def test_usage_and_response_metadata():
    from course_lib.sim.chat.latency import simulated_latency

    m = llm().invoke("hello")
    usage = m.usage_metadata
    assert (
        usage["input_tokens"] > 0
        and usage["output_tokens"] > 0
        and usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]
    )
    meta = m.response_metadata
    assert meta["model_name"] == "course-sim-1" and meta["finish_reason"] == "stop"
    assert meta["simulated_latency_s"] == simulated_latency(
        usage["input_tokens"], usage["output_tokens"]
    )


def test_bound_tools_count_as_input_tokens():
    @tool
    def hive_log(query: str) -> str:
        """Search the beekeeping logbook about hives, swarms and honey harvests."""
        return ""

    plain = llm().invoke("When did the hives swarm?").usage_metadata["input_tokens"]
    bound = (
        llm()
        .bind_tools([hive_log])
        .invoke("When did the hives swarm?")
        .usage_metadata["input_tokens"]
    )
    assert bound > plain


def test_async_invoke_matches_invoke():
    import asyncio

    assert asyncio.run(llm().ainvoke("hello")).content == llm().invoke("hello").content


def test_batch():
    out = llm().batch(["hello", "What is 2 plus 3?"])
    assert [m.content for m in out] == ["Hi!", "2 + 3 = 5"]


SCRIPT = """
import json
from langchain_core.tools import tool
from course_lib.sim import SimulatedChatModel, Knowledge
@tool
def hive_log(query: str) -> str:
    \"\"\"Search the beekeeping logbook about hives, swarms and honey harvests.\"\"\"
    return ""
llm = SimulatedChatModel(knowledge=Knowledge(aliases=[["swarm", "swarming event"]]))
m = llm.bind_tools([hive_log]).invoke("When was the last swarming event at hive 7?")
r = llm.invoke("Context:\\n[source: a.md] A\\nHive 7 swarmed in May.\\n\\nQuestion: When did hive 7 swarm?")
c = SimulatedChatModel().invoke("Context: The Marrow Hill cheese cave is kept at 11 °C. Wheels of Hollin Blue "
                                "are turned every four days. Tomasz Berg runs the cave.\\n"
                                "Question: How often are wheels turned?")
print(json.dumps([m.tool_calls, m.usage_metadata, r.content, r.response_metadata, c.content,
                  c.response_metadata], sort_keys=True))
"""


@pytest.mark.slow
def test_same_input_same_output_in_two_processes():
    """A tool call, a stated limit and a grounded answer (text, usage, explanation) are the same
    in two processes with other hash seeds: the simulator's one cross-process check
    (test_tasks_and_tools had a second pair of processes for the grounded answer alone)."""
    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=True, timeout=120
        )
        outputs.append(result.stdout)
    calls, _, limit, _, answer, metadata = json.loads(outputs[0])
    assert outputs[0] == outputs[1] and calls[0]["id"].startswith("call_") and limit
    assert "four days" in answer and metadata["explanation"]["rule"], (answer, metadata)


# --- LangGraph ---------------------------------------------------------------------------------


def test_create_agent_end_to_end():
    from langchain.agents import create_agent

    @tool
    def search_bee_notes(query: str) -> str:
        """Search the beekeeping notes. Use for questions about bees, hives and honey."""
        return format_documents([BEES, LEAVES])

    agent = create_agent(llm(), [search_bee_notes], system_prompt=prompts.NOTES_AGENT_SYSTEM)
    out = agent.invoke({"messages": [HumanMessage("What does the angle of the bee dance show?")]})
    final = out["messages"][-1]
    assert [m.type for m in out["messages"]] == ["human", "ai", "tool", "ai"]
    assert "direction of the food" in final.content and "[notes/bees.md]" in final.content
    chat = agent.invoke({"messages": [HumanMessage("hello")]})
    assert len(chat["messages"]) == 2 and chat["messages"][-1].content == "Hi!"


def test_hand_built_state_graph_end_to_end():
    from langgraph.graph import END, START, StateGraph

    class State(TypedDict, total=False):
        question: str
        documents: list
        grades: list
        answer: str

    corpus = [BEE_KEYWORD_ONLY, BEES]
    model = llm()
    grader = prompts.GRADE_DOCUMENT_STRICT_PROMPT | model.with_structured_output(
        schemas.GradeDocument
    )
    answerer = prompts.GROUNDED_ANSWER_PROMPT | model

    def retrieve(state):
        return {"documents": corpus}

    def grade_docs(state):
        kept = [
            d
            for d in state["documents"]
            if grader.invoke(
                {"question": state["question"], "document": format_documents([d])}
            ).binary_score
            == "yes"
        ]
        return {"documents": kept}

    def generate(state):
        return {
            "answer": answerer.invoke(
                {"question": state["question"], "context": format_documents(state["documents"])}
            ).content
        }

    graph = StateGraph(State)
    graph.add_node("retrieve", retrieve)
    graph.add_node("grade", grade_docs)
    graph.add_node("generate", generate)
    graph.add_edge(START, "retrieve")
    graph.add_edge("retrieve", "grade")
    graph.add_edge("grade", "generate")
    graph.add_edge("generate", END)
    out = graph.compile().invoke({"question": "How do honey bees tell others where flowers are?"})
    assert out["documents"] == [BEES]
    assert "waggle dance" in out["answer"] and "[notes/bees.md]" in out["answer"]


# --- what is missing (CRAG's evaluator before the web, notebook 04) ---------------------------


class _Gap(BaseModel):
    enough: bool = Field(description="True if the documents are enough to answer the question.")
    what_is_missing: str = Field(default="", description="If not enough: what the documents do not say.")
    web_query: str = Field(default="", description="If not enough: a web search query for it.")


def _gap(question, documents, schema=_Gap):
    chain = prompts.SUFFICIENCY_CHECK_PROMPT | llm().with_structured_output(schema)
    return chain.invoke({"context": format_documents(documents), "question": question})


def test_the_missing_field_names_what_no_document_covers():
    found = _gap("How far do honey bees fly to find nectar in winter?", [BEES])
    assert found.enough is False and found.web_query
    assert "winter" in found.what_is_missing.lower() and "dance" not in found.what_is_missing.lower()


def test_nothing_is_missing_when_the_documents_answer():
    found = _gap("What does the angle of the waggle dance show?", [BEES])
    assert found.enough is True and found.what_is_missing == "" and found.web_query == ""


def test_the_course_schema_fills_all_three_fields():
    found = _gap("Which sugar do chloroplasts export at night?", [BEES], schemas.SufficiencyCheck)
    assert found.enough is False and found.missing and found.web_query


class _Pet(TypedDict):
    """A pet."""

    name: str
    legs: int


def test_structured_output_traces_its_schema_as_json_schema_made_once():
    """LangChain puts the schema into each call's run metadata as a JSON schema (a Pydantic
    class converted on every call); the simulator hands it the converted schema once, which
    converts to itself: the metadata is the same and the reply too."""
    from langchain_core.language_models.chat_models import _format_ls_structured_output

    llm = SimulatedChatModel(knowledge=KNOWLEDGE)
    for schema in (schemas.GradeDocument, schemas.PolicyDecision, _Pet,
                   {"title": "verdict", "type": "object", "properties": {"ok": {"type": "boolean"}}}):
        bound = llm.with_structured_output(schema).first
        traced = bound.kwargs["ls_structured_output_format"]
        assert isinstance(traced["schema"], dict)
        expected = _format_ls_structured_output({"kwargs": traced["kwargs"], "schema": schema})
        assert _format_ls_structured_output(traced) == expected


# --- a wish said about a thing: a needs_<thing> / <thing>_allowed flag (structured._wish_said) ---


class _Bag(BaseModel):
    needs_bag: bool


class _Cutlery(BaseModel):
    wants_cutlery: bool


class _Filming(BaseModel):
    filming_allowed: bool


class _Gift(BaseModel):
    gift_wrap_wanted: bool


def _flag_and_limit(schema, text):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage("Extract the information from the text."), HumanMessage(text)])
    parsed = out["parsed"]
    return getattr(parsed, next(iter(type(parsed).model_fields))), out["raw"].response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("schema", "text", "want"), [
    (_Bag, "No need for a bag, I've brought my own.", False),
    (_Bag, "We don't need a bag thanks.", False),
    (_Cutlery, "Please don't send any cutlery with the order.", False),
    (_Filming, "I'd rather the ceremony wasn't filmed by guests.", False),
    (_Bag, "Could you pop it in a bag please?", True),
    (_Cutlery, "Can you add cutlery for two?", True),
    (_Gift, "It's a present, I'd like gift wrap please.", True),
])
def test_a_wish_said_about_the_fields_thing_sets_it_with_no_limit(schema, text, want):
    assert _flag_and_limit(schema, text) == (want, None)


@pytest.mark.parametrize(("schema", "text"), [
    (_Bag, "The bag was torn when it arrived."),  # named, no wish either way
    (_Cutlery, "Dinner for two at eight."),  # not named at all
])
def test_a_flag_the_text_wishes_nothing_about_is_no_wish(schema, text):
    from course_lib.sim.responders.structured import _wish_said

    name = next(iter(schema.model_fields))
    assert _wish_said(name, text) is None
