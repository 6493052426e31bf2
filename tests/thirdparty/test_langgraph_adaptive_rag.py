# ruff: noqa: W291, W293
"""Port: LangGraph's Adaptive RAG tutorial (route to the vectorstore or the web, then the
Self-RAG checks: grade documents, generate, grade the generation, rewrite and retry).

Source: github.com/langchain-ai/langgraph, examples/rag/langgraph_adaptive_rag.ipynb, last
changed in commit fbcb8a911b626b4373fd4aff9624124e9532987f (archived copy of
docs/docs/tutorials/rag/langgraph_adaptive_rag.ipynb; https://langchain-ai.github.io/langgraph/tutorials/rag/langgraph_adaptive_rag/).

Kept verbatim: RouteQuery and the router prompt, the three graders, the rlm/rag-prompt chain,
the re-writer, GraphState, every node (web_search, retrieve, grade_documents, generate,
transform_query) and edge (the conditional START edge route_question, decide_to_generate,
grade_generation_v_documents_and_question).
Swapped: as in test_langgraph_crag.py (simulator, course embeddings + LocalVectorStore,
invented posts, the rlm/rag-prompt written out, pydantic, ``invoke``, cl100k_base), plus
``TavilySearchResults(k=3)`` -> ``FakeWebSearch(k=3)`` over invented results, and one line of
the router's system prompt that describes the documents: "The vectorstore contains documents
related to agents, prompt engineering, and adversarial attacks." names the invented posts'
topics instead ("speculative decoding, reward hacking, and agent memory").
Note what the program does: after a web search ``documents`` is one ``Document`` (not a list),
and the graders read its repr.
"""

from typing import List  # noqa: UP035  (verbatim)

import pytest

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    FakeWebSearch,
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    embeddings,
    pages,
    run_graph,
    sim_llm,
)
from tests.thirdparty._web import RESULTS
from tests.thirdparty.test_langgraph_crag import RAG_PROMPT


def build(llm, web_search_tool):
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

    ### Router

    from typing import Literal

    from langchain_core.prompts import ChatPromptTemplate
    from pydantic import BaseModel, Field

    # Data model
    class RouteQuery(BaseModel):
        """Route a user query to the most relevant datasource."""

        datasource: Literal["vectorstore", "web_search"] = Field(
            ...,
            description="Given a user question choose to route it to web search or a vectorstore.",
        )

    # LLM with function call
    structured_llm_router = llm.with_structured_output(RouteQuery)

    # Prompt
    system = """You are an expert at routing a user question to a vectorstore or web search.
The vectorstore contains documents related to speculative decoding, reward hacking, and agent memory.
Use the vectorstore for questions on these topics. Otherwise, use web-search."""
    route_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "{question}"),
        ]
    )

    question_router = route_prompt | structured_llm_router

    ### Retrieval Grader

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
    If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
    It does not need to be a stringent test. The goal is to filter out erroneous retrievals. \n
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

    from langchain_core.documents import Document

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

    def web_search(state):
        print("---WEB SEARCH---")
        question = state["question"]

        # Web search
        docs = web_search_tool.invoke({"query": question})
        web_results = "\n".join([d["content"] for d in docs])
        web_results = Document(page_content=web_results)

        return {"documents": web_results, "question": question}

    ### Edges ###

    def route_question(state):
        print("---ROUTE QUESTION---")
        question = state["question"]
        source = question_router.invoke({"question": question})
        if source.datasource == "web_search":
            print("---ROUTE QUESTION TO WEB SEARCH---")
            return "web_search"
        elif source.datasource == "vectorstore":
            print("---ROUTE QUESTION TO RAG---")
            return "vectorstore"

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
    workflow.add_node("web_search", web_search)  # web search
    workflow.add_node("retrieve", retrieve)  # retrieve
    workflow.add_node("grade_documents", grade_documents)  # grade documents
    workflow.add_node("generate", generate)  # generate
    workflow.add_node("transform_query", transform_query)  # transform_query

    # Build graph
    workflow.add_conditional_edges(
        START,
        route_question,
        {
            "web_search": "web_search",
            "vectorstore": "retrieve",
        },
    )
    workflow.add_edge("web_search", "generate")
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
    app.parts_for_tests = {"question_router": question_router, "hallucination_grader": hallucination_grader, "answer_grader": answer_grader,
                           "question_rewriter": question_rewriter, "retriever": retriever}
    return app


@pytest.fixture
def web():
    return FakeWebSearch(k=3, results=RESULTS)


@pytest.fixture
def app(web):
    return build(sim_llm(), web)


IN_DOMAIN = [
    ("What are the memory tiers of the Tessellate agent?",
     ["working memory", "episodic log", "semantic store"]),
    ("What speed-up did Banyan drafting reach on Quokka-7B?", ["3.1"]),
    ("Which types of reward hacking were observed?",
     ["length exploitation", "format gaming", "evaluator flattery"]),
]


@pytest.mark.parametrize(("question", "facts"), IN_DOMAIN, ids=["memory", "banyan", "reward"])
def test_question_on_the_posts_goes_to_the_vectorstore(app, web, question, facts):
    final, path = run_graph(app, {"question": question})
    assert path == ["retrieve", "grade_documents", "generate"], path
    assert web.queries == []
    assert_answer(final["generation"], facts)


OFF_TOPIC = [
    ("Who won the 2031 Lakeside Marathon?", ["Kenji Abara"]),
    ("What is the weather going to be like in Reykjavik on Tuesday?", [("snow",)]),
    ("What share of problems did the Orrery-Coder paper solve on Brightwater?", ["58"]),
]


@pytest.mark.parametrize(("question", "facts"), OFF_TOPIC, ids=["marathon", "weather", "orrery"])
def test_question_off_the_posts_goes_to_the_web(app, web, question, facts):
    final, path = run_graph(app, {"question": question})
    assert path == ["web_search", "generate"], path
    assert len(web.queries) == 1
    assert_answer(final["generation"], facts)


@pytest.mark.parametrize(("question", "route"), [
    ("Who will the Bears draft first in the NFL draft?", "web_search"),  # the tutorial's own
    ("What are the types of agent memory?", "vectorstore"),  # examples
    ("How does speculative decoding verify the draft tokens?", "vectorstore"),
    ("Why does a policy trained with RLHF start flattering the evaluator?", "vectorstore"),
    ("What's a good sourdough hydration for beginners?", "web_search"),
    ("Which team won the 2031 Lakeside Marathon?", "web_search"),
])
def test_router(app, question, route):
    assert app.parts_for_tests["question_router"].invoke({"question": question}).datasource == route


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    low = prompt.lower()
    if schema is not None:
        name = schema.__name__
        if name == "RouteQuery":
            q = low.rsplit("human:", 1)[1]
            topical = any(k in q for k in ("tessellate", "banyan", "reward", "memory", "speculative", "rlhf"))
            return {"datasource": "vectorstore" if topical else "web_search"}
        if name == "GradeDocuments":
            doc, q = low.split("retrieved document:")[1].split("user question:")
            keys = [k for k in ("tessellate", "banyan", "reward hacking") if k in q]
            return {"binary_score": "yes" if any(k in doc for k in keys) else "no"}
        return {"binary_score": "yes"}
    q = low.split("question:")[1].split("context:")[0]
    if "tessellate" in q:
        return "Tessellate uses working memory, an episodic log and a semantic store."
    if "banyan" in q:
        return "Banyan drafting reached a 3.1 times speed-up."
    if "reward" in q:
        return "Length exploitation, format gaming and evaluator flattery."
    if "marathon" in q:
        return "Kenji Abara won it."
    if "reykjavik" in q:
        return "Light snow on Tuesday."
    return "It solved 58 per cent."


def test_wiring_with_an_ideal_model():
    web = FakeWebSearch(k=3, results=RESULTS)
    app = build(ScriptedChatModel(script=_ideal), web)
    for question, facts in IN_DOMAIN:
        final, path = run_graph(app, {"question": question})
        assert path == ["retrieve", "grade_documents", "generate"], (question, path)
        assert_answer(final["generation"], facts)
    for question, facts in OFF_TOPIC:
        final, path = run_graph(app, {"question": question})
        assert path == ["web_search", "generate"], path
        assert_answer(final["generation"], facts)
