# ruff: noqa: W291, W293
"""Port: LangGraph's Self-RAG tutorial (retrieve, grade documents, generate, then grade the
generation for hallucinations and usefulness; rewrite the question and retry).

Source: github.com/langchain-ai/langgraph, examples/rag/langgraph_self_rag.ipynb, last changed in
commit fbcb8a911b626b4373fd4aff9624124e9532987f (archived copy of
docs/docs/tutorials/rag/langgraph_self_rag.ipynb; https://langchain-ai.github.io/langgraph/tutorials/rag/langgraph_self_rag/).

Kept verbatim: the retrieval grader, hallucination grader and answer grader (schemas and
prompts), the rlm/rag-prompt chain, the question re-writer, GraphState, every node and edge
(decide_to_generate, grade_generation_v_documents_and_question with "not supported" ->
generate, "not useful" -> transform_query, "useful" -> END).
Swapped: as in test_langgraph_crag.py (simulator for every ChatOpenAI, course embeddings +
LocalVectorStore for OpenAIEmbeddings + Chroma, invented posts for WebBaseLoader, the
rlm/rag-prompt written out, pydantic for langchain_core.pydantic_v1, ``invoke`` for
``get_relevant_documents``, cl100k_base for the splitter's downloaded gpt2 encoding).
The program has no retry cap: LangGraph's recursion_limit (25) is its only limit.
The hallucination grader receives the list of Documents itself (``{"documents": documents}``),
so the model reads ``str(list_of_Documents)`` as its "Set of facts".
"""

from typing import List  # noqa: UP035  (verbatim)

import pytest
from langgraph.errors import GraphRecursionError

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    embeddings,
    pages,
    run_graph,
    sim_llm,
)
from tests.thirdparty.test_langgraph_crag import RAG_PROMPT


def build(llm):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    docs = [pages({url: text}) for url, text in POSTS.items()]  # WebBaseLoader(url).load()
    docs_list = [item for sublist in docs for item in sublist]

    text_splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        chunk_size=250, chunk_overlap=0, encoding_name="cl100k_base"
    )
    doc_splits = text_splitter.split_documents(docs_list)

    # Add to vectorDB
    vectorstore = LocalVectorStore.from_documents(
        documents=doc_splits,
        collection_name="rag-chroma",
        embedding=embeddings(),
    )
    retriever = vectorstore.as_retriever()

    ### Retrieval Grader

    from langchain_core.prompts import ChatPromptTemplate
    from pydantic import BaseModel, Field

    # Data model
    class GradeDocuments(BaseModel):
        """Binary score for relevance check on retrieved documents."""

        binary_score: str = Field(
            description="Documents are relevant to the question, 'yes' or 'no'"
        )

    # LLM with function call
    structured_llm_grader = llm.with_structured_output(GradeDocuments)

    # Prompt
    system = """You are a grader assessing relevance of a retrieved document to a user question. \n 
    It does not need to be a stringent test. The goal is to filter out erroneous retrievals. \n
    If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
    Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question."""
    grade_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "Retrieved document: \n\n {document} \n\n User question: {question}"),
        ]
    )

    retrieval_grader = grade_prompt | structured_llm_grader

    ### Generate

    from langchain_core.output_parsers import StrOutputParser

    # Prompt
    prompt = ChatPromptTemplate.from_messages([("human", RAG_PROMPT)])  # hub.pull("rlm/rag-prompt")

    # Chain
    rag_chain = prompt | llm | StrOutputParser()

    ### Hallucination Grader

    # Data model
    class GradeHallucinations(BaseModel):
        """Binary score for hallucination present in generation answer."""

        binary_score: str = Field(
            description="Answer is grounded in the facts, 'yes' or 'no'"
        )

    # LLM with function call
    structured_llm_grader = llm.with_structured_output(GradeHallucinations)

    # Prompt
    system = """You are a grader assessing whether an LLM generation is grounded in / supported by a set of retrieved facts. \n 
     Give a binary score 'yes' or 'no'. 'Yes' means that the answer is grounded in / supported by the set of facts."""
    hallucination_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "Set of facts: \n\n {documents} \n\n LLM generation: {generation}"),
        ]
    )

    hallucination_grader = hallucination_prompt | structured_llm_grader

    ### Answer Grader

    # Data model
    class GradeAnswer(BaseModel):
        """Binary score to assess answer addresses question."""

        binary_score: str = Field(
            description="Answer addresses the question, 'yes' or 'no'"
        )

    # LLM with function call
    structured_llm_grader = llm.with_structured_output(GradeAnswer)

    # Prompt
    system = """You are a grader assessing whether an answer addresses / resolves a question \n 
     Give a binary score 'yes' or 'no'. Yes' means that the answer resolves the question."""
    answer_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "User question: \n\n {question} \n\n LLM generation: {generation}"),
        ]
    )

    answer_grader = answer_prompt | structured_llm_grader

    ### Question Re-writer

    # Prompt
    system = """You a question re-writer that converts an input question to a better version that is optimized \n 
     for vectorstore retrieval. Look at the input and try to reason about the underlying semantic intent / meaning."""
    re_write_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            (
                "human",
                "Here is the initial question: \n\n {question} \n Formulate an improved question.",
            ),
        ]
    )

    question_rewriter = re_write_prompt | llm | StrOutputParser()

    from typing_extensions import TypedDict

    class GraphState(TypedDict):
        """
        Represents the state of our graph.

        Attributes:
            question: question
            generation: LLM generation
            documents: list of documents
        """

        question: str
        generation: str
        documents: List[str]  # noqa: UP006

    ### Nodes

    def retrieve(state):
        print("---RETRIEVE---")
        question = state["question"]

        # Retrieval
        documents = retriever.invoke(question)
        return {"documents": documents, "question": question}

    def generate(state):
        print("---GENERATE---")
        question = state["question"]
        documents = state["documents"]

        # RAG generation
        generation = rag_chain.invoke({"context": documents, "question": question})
        return {"documents": documents, "question": question, "generation": generation}

    def grade_documents(state):
        print("---CHECK DOCUMENT RELEVANCE TO QUESTION---")
        question = state["question"]
        documents = state["documents"]

        # Score each doc
        filtered_docs = []
        for d in documents:
            score = retrieval_grader.invoke(
                {"question": question, "document": d.page_content}
            )
            grade = score.binary_score
            if grade == "yes":
                print("---GRADE: DOCUMENT RELEVANT---")
                filtered_docs.append(d)
            else:
                print("---GRADE: DOCUMENT NOT RELEVANT---")
                continue
        return {"documents": filtered_docs, "question": question}

    def transform_query(state):
        print("---TRANSFORM QUERY---")
        question = state["question"]
        documents = state["documents"]

        # Re-write question
        better_question = question_rewriter.invoke({"question": question})
        return {"documents": documents, "question": better_question}

    ### Edges

    def decide_to_generate(state):
        print("---ASSESS GRADED DOCUMENTS---")
        state["question"]
        filtered_documents = state["documents"]

        if not filtered_documents:
            # All documents have been filtered check_relevance
            # We will re-generate a new query
            print(
                "---DECISION: ALL DOCUMENTS ARE NOT RELEVANT TO QUESTION, TRANSFORM QUERY---"
            )
            return "transform_query"
        else:
            # We have relevant documents, so generate answer
            print("---DECISION: GENERATE---")
            return "generate"

    from pprint import pprint

    def grade_generation_v_documents_and_question(state):
        print("---CHECK HALLUCINATIONS---")
        question = state["question"]
        documents = state["documents"]
        generation = state["generation"]

        score = hallucination_grader.invoke(
            {"documents": documents, "generation": generation}
        )
        grade = score.binary_score

        # Check hallucination
        if grade == "yes":
            print("---DECISION: GENERATION IS GROUNDED IN DOCUMENTS---")
            # Check question-answering
            print("---GRADE GENERATION vs QUESTION---")
            score = answer_grader.invoke({"question": question, "generation": generation})
            grade = score.binary_score
            if grade == "yes":
                print("---DECISION: GENERATION ADDRESSES QUESTION---")
                return "useful"
            else:
                print("---DECISION: GENERATION DOES NOT ADDRESS QUESTION---")
                return "not useful"
        else:
            pprint("---DECISION: GENERATION IS NOT GROUNDED IN DOCUMENTS, RE-TRY---")
            return "not supported"

    from langgraph.graph import END, START, StateGraph

    workflow = StateGraph(GraphState)

    # Define the nodes
    workflow.add_node("retrieve", retrieve)  # retrieve
    workflow.add_node("grade_documents", grade_documents)  # grade documents
    workflow.add_node("generate", generate)  # generate
    workflow.add_node("transform_query", transform_query)  # transform_query

    # Build graph
    workflow.add_edge(START, "retrieve")
    workflow.add_edge("retrieve", "grade_documents")
    workflow.add_conditional_edges(
        "grade_documents",
        decide_to_generate,
        {
            "transform_query": "transform_query",
            "generate": "generate",
        },
    )
    workflow.add_edge("transform_query", "retrieve")
    workflow.add_conditional_edges(
        "generate",
        grade_generation_v_documents_and_question,
        {
            "not supported": "generate",
            "useful": END,
            "not useful": "transform_query",
        },
    )

    # Compile
    app = workflow.compile()
    app.parts_for_tests = {"hallucination_grader": hallucination_grader, "answer_grader": answer_grader,
                           "question_rewriter": question_rewriter, "retriever": retriever}
    return app


@pytest.fixture(scope="module")
def app():
    return build(sim_llm())


ANSWERABLE = [
    ("Explain how the different memory tiers of the Tessellate agent work?",
     ["working memory", "episodic log", "semantic store"]),
    ("Explain how Banyan drafting works?", [("three candidates", "3 candidates", "tree")]),
    ("Explain how length exploitation shows up as reward hacking?", [("longer", "length")]),
]


@pytest.mark.parametrize(("question", "facts"), ANSWERABLE, ids=["memory", "banyan", "length"])
def test_answerable_question_is_generated_once_and_judged_useful(app, question, facts):
    final, path = run_graph(app, {"question": question})
    assert path == ["retrieve", "grade_documents", "generate"], path
    assert final["documents"], "the graders dropped every document"
    assert_answer(final["generation"], facts)


def test_unanswerable_question_rewrites_and_stays_on_subject(app):
    # Nothing in the posts is about cooking. A competent grader rejects every chunk, so the
    # program rewrites and retries until its only limit, recursion_limit; each rewrite must
    # stay a question about the subject (not "I don't know", not the prompt's own words).
    updates: list = []
    try:
        run_graph(app, {"question": "How long should sourdough bulk fermentation take?"},
                  recursion_limit=12, updates=updates)
    except GraphRecursionError:
        pass
    nodes = [n for n, _ in updates]
    assert "transform_query" in nodes, nodes
    assert "generate" not in nodes, "an off-topic chunk was graded relevant"
    for node, update in updates:
        if node == "transform_query":
            q = update["question"].lower()
            assert "sourdough" in q or "ferment" in q, q
            assert "formulate" not in q and "don't know" not in q, q


@pytest.mark.parametrize(("generation", "grade"), [
    ("Tessellate keeps the last 12 turns in working memory and summarises every 20 turns into an "
     "episodic log.", "yes"),
    ("Tessellate stores its memories in a Redis cluster with 64 shards.", "no"),
])
def test_hallucination_grader(app, generation, grade):
    docs = app.parts_for_tests["retriever"].invoke("Tessellate memory tiers")
    out = app.parts_for_tests["hallucination_grader"].invoke({"documents": docs, "generation": generation})
    assert out.binary_score == grade


@pytest.mark.parametrize(("generation", "grade"), [
    ("Tessellate has three memory tiers: working memory, an episodic log and a semantic store.", "yes"),
    ("Speculative decoding was 2.4 times faster on Quokka-7B.", "no"),
    ("I don't know.", "no"),
])
def test_answer_grader(app, generation, grade):
    out = app.parts_for_tests["answer_grader"].invoke(
        {"question": "What are the memory tiers of the Tessellate agent?", "generation": generation})
    assert out.binary_score == grade


def test_question_rewriter(app):
    q = app.parts_for_tests["question_rewriter"].invoke({"question": "agent memory"})
    assert "memory" in q.lower() and "formulate" not in q.lower() and "don't know" not in q.lower(), q


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    low = prompt.lower()
    if schema is not None:
        name = schema.__name__
        if name == "GradeDocuments":
            doc, q = low.split("retrieved document:")[1].split("user question:")
            keys = [k for k in ("tessellate", "banyan", "length exploitation", "sourdough") if k in q]
            return {"binary_score": "yes" if any(k in doc for k in keys) else "no"}
        return {"binary_score": "yes"}
    if "re-writer" in low:
        return "What is the recommended duration of sourdough bulk fermentation?"
    q = low.split("question:")[1].split("context:")[0]
    if "tessellate" in q:
        return "Tessellate uses working memory, an episodic log and a semantic store."
    if "banyan" in q:
        return "Banyan drafting proposes a tree with three candidates per position."
    return "The policy writes longer answers because the reward model prefers length."


def test_wiring_with_an_ideal_model():
    app = build(ScriptedChatModel(script=_ideal))
    for question, facts in ANSWERABLE:
        final, path = run_graph(app, {"question": question})
        assert path == ["retrieve", "grade_documents", "generate"], path
        assert_answer(final["generation"], facts)
    with pytest.raises(GraphRecursionError):
        run_graph(app, {"question": "How long should sourdough bulk fermentation take?"}, recursion_limit=12)
