# ruff: noqa: W291, W293
"""Port: LangGraph "Adaptive RAG using local LLMs" (the Ollama version: every grader is a plain
prompt that asks for a JSON object, read with ``JsonOutputParser``; no structured output).

Source: github.com/langchain-ai/langgraph, examples/rag/langgraph_adaptive_rag_local.ipynb, last
changed in commit fbcb8a911b626b4373fd4aff9624124e9532987f (MIT licence).

Kept verbatim: the five prompts (router with the single key 'datasource', retrieval grader and
hallucination grader and answer grader with the single key 'score', the question re-writer), the
``prompt | llm | JsonOutputParser()`` chains, the rlm/rag-prompt generation fed the list of
Documents as ``context``, GraphState, every node and edge, the graph.
Swapped: ``ChatOllama(model="mistral", format="json", temperature=0)`` and the plain
``ChatOllama`` -> the simulator (it has no JSON mode switch: the prompt alone asks for JSON);
``NomicEmbeddings`` + Chroma -> course embeddings + ``LocalVectorStore``; the three blog posts ->
the invented posts of ``_blog.py`` (so the router's one line naming the posts' topics, "questions
on LLM  agents, prompt engineering, and adversarial attacks", names the invented posts' topics:
"speculative decoding, reward hacking, and agent memory"); ``hub.pull("rlm/rag-prompt")`` -> its
text; ``get_relevant_documents`` -> ``invoke``; ``TavilySearchResults(k=3)`` -> ``FakeWebSearch``;
cl100k_base for the splitter.

Oracles (written before the first run), per model call: the router gives ``{"datasource":
"vectorstore"}`` for questions on the posts' topics and ``"web_search"`` otherwise; the grader
gives ``{"score": "yes"}`` for a chunk that answers the question and ``"no"`` for a chunk of
another post; the generation states the question's facts; the hallucination grader says "yes" to
an answer taken from the facts and "no" to one the facts do not hold; the answer grader says "yes"
to an answer to the question and "no" to an answer about something else; the re-written question
keeps the question's subject. A graph run: the route, then the final generation with the facts.
A reply that is not JSON where JSON is asked, or a stated limit, is counted by its limit.
"""

from __future__ import annotations

import warnings
from typing import List  # noqa: UP035  (verbatim)

import pytest

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    CallLog,
    FakeWebSearch,
    LocalVectorStore,
    embeddings,
    missing_facts,
    pages,
    sim_llm,
)
from tests.thirdparty._verdict import verdict
from tests.thirdparty._web import RESULTS
from tests.thirdparty.test_langgraph_crag import RAG_PROMPT


def build(llm, web_search_tool):
    from langchain_core.output_parsers import JsonOutputParser, StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
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
    prompt = PromptTemplate(
        template="""You are an expert at routing a user question to a vectorstore or web search. \n
    Use the vectorstore for questions on speculative decoding, reward hacking, and agent memory. \n
    You do not need to be stringent with the keywords in the question related to these topics. \n
    Otherwise, use web-search. Give a binary choice 'web_search' or 'vectorstore' based on the question. \n
    Return the a JSON with a single key 'datasource' and no premable or explanation. \n
    Question to route: {question}""",
        input_variables=["question"],
    )

    question_router = prompt | llm | JsonOutputParser()

    ### Retrieval Grader
    prompt = PromptTemplate(
        template="""You are a grader assessing relevance of a retrieved document to a user question. \n 
    Here is the retrieved document: \n\n {document} \n\n
    Here is the user question: {question} \n
    If the document contains keywords related to the user question, grade it as relevant. \n
    It does not need to be a stringent test. The goal is to filter out erroneous retrievals. \n
    Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question. \n
    Provide the binary score as a JSON with a single key 'score' and no premable or explanation.""",
        input_variables=["question", "document"],
    )

    retrieval_grader = prompt | llm | JsonOutputParser()

    ### Generate
    prompt = ChatPromptTemplate.from_messages([("human", RAG_PROMPT)])  # hub.pull("rlm/rag-prompt")
    rag_chain = prompt | llm | StrOutputParser()

    ### Hallucination Grader
    prompt = PromptTemplate(
        template="""You are a grader assessing whether an answer is grounded in / supported by a set of facts. \n 
    Here are the facts:
    \n ------- \n
    {documents} 
    \n ------- \n
    Here is the answer: {generation}
    Give a binary score 'yes' or 'no' score to indicate whether the answer is grounded in / supported by a set of facts. \n
    Provide the binary score as a JSON with a single key 'score' and no preamble or explanation.""",
        input_variables=["generation", "documents"],
    )

    hallucination_grader = prompt | llm | JsonOutputParser()

    ### Answer Grader
    prompt = PromptTemplate(
        template="""You are a grader assessing whether an answer is useful to resolve a question. \n 
    Here is the answer:
    \n ------- \n
    {generation} 
    \n ------- \n
    Here is the question: {question}
    Give a binary score 'yes' or 'no' to indicate whether the answer is useful to resolve a question. \n
    Provide the binary score as a JSON with a single key 'score' and no preamble or explanation.""",
        input_variables=["generation", "question"],
    )

    answer_grader = prompt | llm | JsonOutputParser()

    ### Question Re-writer
    re_write_prompt = PromptTemplate(
        template="""You a question re-writer that converts an input question to a better version that is optimized \n 
     for vectorstore retrieval. Look at the initial and formulate an improved question. \n
     Here is the initial question: \n\n {question}. Improved question with no preamble: \n """,
        input_variables=["generation", "question"],
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
            grade = score["score"]
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
        print(question)
        source = question_router.invoke({"question": question})
        print(source)
        print(source["datasource"])
        if source["datasource"] == "web_search":
            print("---ROUTE QUESTION TO WEB SEARCH---")
            return "web_search"
        elif source["datasource"] == "vectorstore":
            print("---ROUTE QUESTION TO RAG---")
            return "vectorstore"

    def decide_to_generate(state):
        print("---ASSESS GRADED DOCUMENTS---")
        state["question"]
        filtered_documents = state["documents"]

        if not filtered_documents:
            print(
                "---DECISION: ALL DOCUMENTS ARE NOT RELEVANT TO QUESTION, TRANSFORM QUERY---"
            )
            return "transform_query"
        else:
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
        grade = score["score"]

        # Check hallucination
        if grade == "yes":
            print("---DECISION: GENERATION IS GROUNDED IN DOCUMENTS---")
            print("---GRADE GENERATION vs QUESTION---")
            score = answer_grader.invoke({"question": question, "generation": generation})
            grade = score["score"]
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
    app.parts_for_tests = {
        "question_router": question_router, "retrieval_grader": retrieval_grader,
        "rag_chain": rag_chain, "hallucination_grader": hallucination_grader,
        "answer_grader": answer_grader, "question_rewriter": question_rewriter,
        "retriever": retriever,
    }
    return app


# --- inputs and oracles (invented) ------------------------------------------------------------

ROUTES = {
    "What are the memory tiers of the Tessellate agent?": "vectorstore",
    "llm agent memory": "vectorstore",  # the notebook's own
    "How does the draft model's proposal get verified in speculative decoding?": "vectorstore",
    "What is the Orrery-Coder paper about?": "web_search",  # as "What is the AlphaCodium paper about?"
    "Who won the 2031 Lakeside Marathon?": "web_search",
    "How long should sourdough bulk fermentation take?": "web_search",
}

# question -> (words a relevant chunk holds, facts of the answer, words of its subject)
QUESTIONS = {
    "What are the memory tiers of the Tessellate agent?":
        ("Tessellate", ["working memory", "episodic log", "semantic store"], ["Tessellate", "memory"]),
    "What speed-up did Banyan drafting reach on Quokka-7B?":
        ("Banyan", ["3.1"], ["Banyan"]),
    "Which types of reward hacking were observed?":
        ("reward hacking", ["length exploitation", "format gaming", "evaluator flattery"], ["reward"]),
}
WEB = {
    "What is the Orrery-Coder paper about?": (["unit tests"], ["Orrery"]),
    "Who won the 2031 Lakeside Marathon?": (["Kenji Abara"], ["Marathon"]),
}


def _run(log, fn):
    """Call ``fn``; return (value, error text). A parser error is kept, not raised."""
    try:
        return fn(), ""
    except Exception as exc:  # noqa: BLE001 (the JSON parser's error is the reply's verdict)
        return None, f"{type(exc).__name__}: {str(exc)[:150]}"


def _row(label, log, ok, shown):
    call = log.calls[-1] if log.calls else {"text": "", "limit": ""}
    return (label, verdict(call["text"], ok, call["limit"]), shown[:300])


def rows_router(app, question):
    log = CallLog()
    out, err = _run(log, lambda: app.parts_for_tests["question_router"].invoke({"question": question}, {"callbacks": [log]}))
    ok = isinstance(out, dict) and out.get("datasource") == ROUTES[question]
    return [_row(f"router {question!r}", log, ok, repr(out) if not err else err)]


def rows_grader(app, question):
    key, _, _ = QUESTIONS[question]
    chunks = app.parts_for_tests["retriever"].invoke(question)
    relevant = next((d for d in chunks if key.lower() in d.page_content.lower()), None)
    # a chunk of another post (its source differs from every chunk that names the key)
    sources = {d.metadata.get("source") for d in chunks if key.lower() in d.page_content.lower()}
    other = next(d for d in app.parts_for_tests["retriever"].invoke("sourdough starter feeding schedule")
                 if key.lower() not in d.page_content.lower() and d.metadata.get("source") not in sources)
    rows = []
    for doc, want in ((relevant, "yes"), (other, "no")):
        if doc is None:
            continue
        log = CallLog()
        out, err = _run(log, lambda d=doc, lg=log: app.parts_for_tests["retrieval_grader"].invoke(
            {"question": question, "document": d.page_content}, {"callbacks": [lg]}))
        ok = isinstance(out, dict) and str(out.get("score", "")).lower() == want
        rows.append(_row(f"grader ({want}) {question!r}", log, ok, repr(out) if not err else err))
    return rows


def rows_generate_and_grade(app, question):
    _, facts, subject = QUESTIONS[question]
    parts = app.parts_for_tests
    docs = parts["retriever"].invoke(question)
    rows = []
    log = CallLog()
    generation, err = _run(log, lambda: parts["rag_chain"].invoke({"context": docs, "question": question}, {"callbacks": [log]}))
    ok = bool(generation) and not missing_facts(generation, facts)
    rows.append(_row(f"generate {question!r}", log, ok, generation or err))
    good = "; ".join(facts).capitalize() + "."
    invented = "It was designed by Ada Lovelace in 1843 and runs on punched cards."
    for answer, want in ((good, "yes"), (invented, "no")):
        log = CallLog()
        out, err = _run(log, lambda a=answer, lg=log: parts["hallucination_grader"].invoke({"documents": docs, "generation": a}, {"callbacks": [lg]}))
        ok = isinstance(out, dict) and str(out.get("score", "")).lower() == want
        rows.append(_row(f"hallucination ({want}) {question!r}", log, ok, repr(out) if not err else err))
    off = "Feed the starter twelve hours before mixing the dough."
    for answer, want in ((good, "yes"), (off, "no")):
        log = CallLog()
        out, err = _run(log, lambda a=answer, lg=log: parts["answer_grader"].invoke({"question": question, "generation": a}, {"callbacks": [lg]}))
        ok = isinstance(out, dict) and str(out.get("score", "")).lower() == want
        rows.append(_row(f"answer grader ({want}) {question!r}", log, ok, repr(out) if not err else err))
    log = CallLog()
    better, err = _run(log, lambda: parts["question_rewriter"].invoke({"question": question}, {"callbacks": [log]}))
    ok = bool(better) and all(w.lower() in better.lower() for w in subject) and "improved question" not in better.lower()
    rows.append(_row(f"rewrite {question!r}", log, ok, better or err))
    return rows


def rows_graph(app, question, facts, want_route):
    log = CallLog()
    final, err = _run(log, lambda: app.invoke({"question": question}, {"callbacks": [log], "recursion_limit": 25}))
    rows = []
    first = log.calls[0] if log.calls else {"text": "", "limit": ""}
    route_ok = ('"vectorstore"' in first["text"]) == (want_route == "vectorstore") and "datasource" in first["text"]
    rows.append((f"graph route {question!r}", verdict(first["text"], route_ok, first["limit"]), first["text"][:200]))
    generation = (final or {}).get("generation", "")
    gen_calls = [c for c in log.calls if generation and c["text"] == generation]
    limit = next((c["limit"] for c in log.calls if c["limit"]), "")
    gen_limit = gen_calls[-1]["limit"] if gen_calls else limit
    ok = bool(generation) and not missing_facts(generation, facts)
    rows.append((f"graph answer {question!r}", verdict(generation, ok, gen_limit), generation or err))
    return rows


def scenarios_for(model):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        app = build(model, FakeWebSearch(k=3, results=RESULTS))
        out = {}
        for q in ROUTES:
            out[f"router: {q}"] = rows_router(app, q)
        for q in QUESTIONS:
            out[f"grader: {q}"] = rows_grader(app, q)
            out[f"steps: {q}"] = rows_generate_and_grade(app, q)
            out[f"graph: {q}"] = rows_graph(app, q, QUESTIONS[q][1], "vectorstore")
        for q, (facts, _) in WEB.items():
            out[f"graph: {q}"] = rows_graph(app, q, facts, "web_search")
        return out


SCENARIOS = [*(f"router: {q}" for q in ROUTES),
             *(f"{kind}: {q}" for q in QUESTIONS for kind in ("grader", "steps", "graph")),
             *(f"graph: {q}" for q in WEB)]


def scenarios(model):
    found = scenarios_for(model)
    return [row for name in SCENARIOS for row in found[name]]


_CACHE: dict = {}


def _sim_rows():
    if "rows" not in _CACHE:
        _CACHE["rows"] = scenarios_for(sim_llm())
    return _CACHE["rows"]


KNOWN: dict[str, str] = {
    # reached once the router's JSON was filled (ports14): left as known failures
    "graph: What speed-up did Banyan drafting reach on Quokka-7B?":
        "the router sends it to web_search: no listed topic word ('drafting' is speculative decoding by meaning)",
    "graph: What is the Orrery-Coder paper about?":
        "'what is X about' answered with the result sentence (58 per cent), not the one that says what it does",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in _sim_rows()[name] if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    import json

    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt, _schema, _tools):
        low = str(prompt).lower()
        if "single key 'datasource'" in low:
            q = low.rsplit("question to route:", 1)[1]
            topical = any(k in q for k in ("tessellate", "memory", "speculative", "reward", "banyan"))
            return json.dumps({"datasource": "vectorstore" if topical else "web_search"})
        if "relevance of a retrieved document" in low:
            doc, q = low.split("here is the retrieved document:")[1].split("here is the user question:")
            q = q.split("if the document")[0]
            keys = [k for k in ("tessellate", "banyan", "reward hacking") if k in q]
            return json.dumps({"score": "yes" if any(k in doc for k in keys) else "no"})
        if "grounded in / supported by" in low:
            return json.dumps({"score": "no" if "lovelace" in low else "yes"})
        if "useful to resolve" in low:
            return json.dumps({"score": "no" if "starter" in low.split("here is the question")[0] else "yes"})
        if "question re-writer" in low:
            q = low.split("here is the initial question:")[1].split(". improved question")[0].strip()
            return "Which " + q.split(" ", 1)[1] if " " in q else q
        q = low.split("question:")[1].split("context:")[0]
        for question, (_, facts, _) in QUESTIONS.items():
            if question.lower().split()[-1].strip("?") in q:
                return "; ".join(facts) + "."
        for question, (facts, _) in WEB.items():
            if question.lower().split()[-1].strip("?") in q:
                return "; ".join(facts) + "."
        return "I don't know."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
