# ruff: noqa: UP006, UP015, UP035
"""Port: NirDiamant/RAG_Techniques "RAG System with Feedback Loop": a RetrievalQA answer is stored
as user feedback (query, response, relevance, quality) in a JSON-lines file; then, for every
retrieved document and every stored feedback, the model is asked whether that feedback is
relevant to the current query and document (``Response.answer``, "only 'Yes' or 'No'"), and the
documents' scores are scaled by the relevant feedback's ratings.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/retrieval_with_feedback_loop.ipynb
@04b64140bcff75a63cd93da0be41bce442f9ee65 (the repository's licence: custom non-commercial terms;
the prompt and class are quoted for testing only); ``encode_from_string`` from the repository's
``helper_functions.py`` (chunk 1000 / overlap 200, ``relevance_score`` 1.0 on every chunk).
Kept verbatim: ``get_user_feedback``, ``store_feedback``, ``load_feedback_data``, ``Response`` (its
field title), ``adjust_relevance_scores`` (the prompt with its indentation, ``doc_content[:1000]``,
``with_structured_output(Response)``, the program's own ``result == 'yes'`` test, which a "Yes"
never passes: the program's bug, kept), ``fine_tune_index``, the demonstration (relevance 5,
quality 5; the retriever's default k = 4, which returns all three chunks of the invented report). Swapped: ``ChatOpenAI(gpt-4o)`` -> the simulator;
``read_pdf_to_string`` over "Understanding_Climate_Change.pdf" -> the pages of an invented report
on ocean acidification (``tests/thirdparty/_report.py``) joined; FAISS + ``OpenAIEmbeddings`` ->
``LocalVectorStore`` + the course's embeddings; ``RetrievalQA.from_chain_type`` (not in langchain
1.x) -> ``CHAT_PROMPT | llm`` over the joined documents, as that chain does (langchain
``chains/question_answering/stuff_prompt.py``); ``get_relevant_documents`` -> ``invoke``;
``data/feedback_data.json`` (downloaded with earlier feedback) -> a file in a temporary
directory holding two invented earlier feedbacks. Invented: the queries "What is ocean
acidification?" and "How are oyster hatcheries affected by acidification?" (the notebook's is
"What is the greenhouse effect?"), the earlier feedbacks (one on the Mallow Bay hatchery, one on
descaling a kettle).

Oracles (written before the first run), per model call:
- the RetrievalQA answer: the report's facts (acidification: carbonic acid / lowers the pH;
  hatcheries: larvae / Mallow Bay / sodium carbonate / buffer), no dump; or a stated limit;
- each relevance check: ``answer`` is "Yes" or "No" (any case, a full stop allowed), nothing else;
  "No" for the kettle feedback (no subject in common with the query or any document); "Yes" for
  a feedback whose query is the current query when the document holds that query's answer (the
  "carbonic acid" chunk for the first query; the "Mallow Bay" chunk with the Mallow Bay feedback
  for the second); either value elsewhere; or a stated limit.

First sight (1f03f9ba): 23 calls, 1 right / 0 stated a limit / **22** silently wrong: every
relevance check's ``answer`` was an answer to the feedback's question ("I don't know." or a quoted
sentence), never "Yes" / "No" (the field's title that names the options is dropped from the tool
schema, so only the prompt names them), and the acidification answer quoted the report's heading
lines glued to the next line. After (ports26, ``structured._OPTION_GRADES``): 22 / 0 / 1; the
glued-heading answer is left, held as a strict xfail (``KNOWN_CALLS``).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import warnings
from typing import Any, Dict, List

import pytest
from langchain_core.prompts import (
    ChatPromptTemplate,
    HumanMessagePromptTemplate,
    PromptTemplate,
    SystemMessagePromptTemplate,
)
from langchain_text_splitters import RecursiveCharacterTextSplitter
from pydantic import BaseModel, Field

from tests.thirdparty import _report
from tests.thirdparty._support import DUMP_MARKERS, CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import contains_any, verdict

# --- the program -------------------------------------------------------------------------

FEEDBACK_PATH = ""  # set per run: "data/feedback_data.json" in the notebook


def read_pdf_to_string(path):
    return "".join(d.page_content for d in _report.load())


def encode_from_string(content, chunk_size=1000, chunk_overlap=200):
    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=chunk_overlap, length_function=len
    )
    chunks = text_splitter.create_documents([content])
    for chunk in chunks:
        chunk.metadata['relevance_score'] = 1.0
    return LocalVectorStore.from_documents(chunks, embeddings())


# langchain/chains/question_answering/stuff_prompt.py: CHAT_PROMPT
system_template = """Use the following pieces of context to answer the user's question. 
If you don't know the answer, just say that you don't know, don't try to make up an answer.
----------------
{context}"""
messages = [
    SystemMessagePromptTemplate.from_template(system_template),
    HumanMessagePromptTemplate.from_template("{question}"),
]
CHAT_PROMPT = ChatPromptTemplate.from_messages(messages)


def make_qa_chain(llm, retriever):
    """``RetrievalQA.from_chain_type(llm, retriever=retriever)``; called as ``qa_chain(query)``."""
    def qa_chain(query, config=None):
        docs = retriever.invoke(query)
        context = "\n\n".join(d.page_content for d in docs)
        result = (CHAT_PROMPT | llm).invoke({"context": context, "question": query}, config)
        return {"query": query, "result": result.content}
    return qa_chain


def get_user_feedback(query, response, relevance, quality, comments=""):
    return {
        "query": query,
        "response": response,
        "relevance": int(relevance),
        "quality": int(quality),
        "comments": comments
    }


def store_feedback(feedback):
    with open(FEEDBACK_PATH, "a") as f:
        json.dump(feedback, f)
        f.write("\n")


def load_feedback_data():
    feedback_data = []
    try:
        with open(FEEDBACK_PATH, "r") as f:
            for line in f:
                feedback_data.append(json.loads(line.strip()))
    except FileNotFoundError:
        print("No feedback data file found. Starting with empty feedback.")
    return feedback_data


class Response(BaseModel):
    answer: str = Field(..., title="The answer to the question. The options can be only 'Yes' or 'No'")


def make_adjust_relevance_scores(llm_factory, on_result=None):
    def adjust_relevance_scores(query: str, docs: List[Any], feedback_data: List[Dict[str, Any]]) -> List[Any]:
        # Create a prompt template for relevance checking
        relevance_prompt = PromptTemplate(
            input_variables=["query", "feedback_query", "doc_content", "feedback_response"],
            template="""
            Determine if the following feedback response is relevant to the current query and document content.
            You are also provided with the Feedback original query that was used to generate the feedback response.
            Current query: {query}
            Feedback query: {feedback_query}
            Document content: {doc_content}
            Feedback response: {feedback_response}
            
            Is this feedback relevant? Respond with only 'Yes' or 'No'.
            """
        )
        llm = llm_factory()

        # Create an LLMChain for relevance checking
        relevance_chain = relevance_prompt | llm.with_structured_output(Response)

        for doc in docs:
            relevant_feedback = []

            for feedback in feedback_data:
                # Use LLM to check relevance
                input_data = {
                    "query": query,
                    "feedback_query": feedback['query'],
                    "doc_content": doc.page_content[:1000],
                    "feedback_response": feedback['response']
                }
                result = relevance_chain.invoke(input_data).answer
                if on_result:  # the port's hook: record each check
                    on_result(query, feedback, doc, result)

                if result == 'yes':
                    relevant_feedback.append(feedback)

            # Adjust the relevance score based on feedback
            if relevant_feedback:
                avg_relevance = sum(f['relevance'] for f in relevant_feedback) / len(relevant_feedback)
                doc.metadata['relevance_score'] *= (avg_relevance / 3)  # Assuming a 1-5 scale, 3 is neutral

        # Re-rank documents based on adjusted scores
        return sorted(docs, key=lambda x: x.metadata['relevance_score'], reverse=True)
    return adjust_relevance_scores


def fine_tune_index(feedback_data: List[Dict[str, Any]], texts: List[str]) -> Any:
    # Filter high-quality responses
    good_responses = [f for f in feedback_data if f['relevance'] >= 4 and f['quality'] >= 4]

    # Extract queries and responses, and create new documents
    additional_texts = []
    for f in good_responses:
        combined_text = f['query'] + " " + f['response']
        additional_texts.append(combined_text)

    # make the list a string
    additional_texts = " ".join(additional_texts)

    # Create a new index with original and high-quality texts
    all_texts = texts + additional_texts
    new_vectorstore = encode_from_string(all_texts)

    return new_vectorstore


# --- the runs and their oracles ---------------------------------------------------------------

EARLIER_FEEDBACK = [  # invented: stands in for the repository's data/feedback_data.json
    {"query": "Why did the Mallow Bay hatchery lose larvae in 2019?",
     "response": "Upwelling brought acidic deep water into its intake, and it lost 60 per cent of its larvae.",
     "relevance": 5, "quality": 4, "comments": ""},
    {"query": "How do I descale a kettle?",
     "response": "Boil a mix of water and white vinegar, leave it for an hour, then rinse twice.",
     "relevance": 2, "quality": 3, "comments": ""},
]

QUERIES = {
    "What is ocean acidification?": {
        "facts": ("carbonic acid", "lowers the ph", "lower the ph", "ph of seawater"),
        "answer_chunk": "carbonic acid",
        "own_feedback": "What is ocean acidification?",
    },
    "How are oyster hatcheries affected by acidification?": {
        "facts": ("larvae", "mallow bay", "sodium carbonate", "buffer"),
        "answer_chunk": "Mallow Bay",
        "own_feedback": "Why did the Mallow Bay hatchery lose larvae in 2019?",
    },
}

_YES_NO = re.compile(r"\s*(yes|no)\.?\s*", re.I)


def ok_check(query, feedback, doc, answer) -> bool:
    m = _YES_NO.fullmatch(answer or "")
    if not m:
        return False
    value = m.group(1).lower()
    if "kettle" in feedback["query"]:
        return value == "no"
    spec = QUERIES[query]
    if feedback["query"] in (query, spec["own_feedback"]) and spec["answer_chunk"] in doc.page_content:
        return value == "yes"
    return True


def ok_answer(text, facts) -> bool:
    return contains_any(text, facts) and not contains_any(text, DUMP_MARKERS)


def run_demo(llm_factory, query, rows):
    content = read_pdf_to_string("data/Understanding_Climate_Change.pdf")
    vectorstore = encode_from_string(content)
    retriever = vectorstore.as_retriever()
    llm = llm_factory()
    qa_chain = make_qa_chain(llm, retriever)

    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        response = qa_chain(query, {"callbacks": [log]})["result"]
    rows.append((f"qa_chain: {query}", verdict(response, ok_answer(response, QUERIES[query]["facts"]),
                                                log.calls[-1]["limit"] if log.calls else ""), response[:200]))

    relevance = 5
    quality = 5
    feedback = get_user_feedback(query, response, relevance, quality)
    store_feedback(feedback)

    checks = []

    def on_result(q, fb, doc, result):
        checks.append((fb, doc, result, check_log.calls[-1]["limit"] if check_log.calls else ""))

    check_log = CallLog()

    def factory():
        return llm_factory().with_config({"callbacks": [check_log]})

    docs = retriever.invoke(query)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        adjusted_docs = make_adjust_relevance_scores(factory, on_result)(query, docs, load_feedback_data())
    for fb, doc, result, limit in checks:
        label = f"relevance: {query} | feedback on {fb['query'][:40]!r} | doc {doc.page_content[:30]!r}"
        rows.append((label, verdict("", ok_check(query, fb, doc, result), limit), repr(result)))
    return adjusted_docs, content


def rows_feedback_loop(llm_factory):
    global FEEDBACK_PATH
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        FEEDBACK_PATH = os.path.join(tmp, "feedback_data.json")
        for fb in EARLIER_FEEDBACK:
            store_feedback(fb)
        for query in QUERIES:
            _, content = run_demo(llm_factory, query, rows)
        # Periodically (e.g., daily or weekly), fine-tune the index
        new_vectorstore = fine_tune_index(load_feedback_data(), content)
        new_vectorstore.as_retriever()
    return rows


SCENARIOS = {"feedback_loop": rows_feedback_loop}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(lambda: model)]


KNOWN: dict[str, str] = {}
# one model call known to be silently wrong, held out of the scenario test and asserted by the
# strict xfail below (the scenario's other 22 calls stay checked)
KNOWN_CALLS = {
    "qa_chain: What is ocean acidification?": (
        "the stand-in report's heading lines ('Understanding Ocean Acidification', 'Chapter 1: ...') are "
        "read as one sentence with the next line, and that glued 'sentence' (it holds the question's "
        "words) is quoted as the answer; the carbonic-acid sentence is not (ports26, not fixed)"),
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm)
             if v == "wrong" and label not in KNOWN_CALLS]
    assert not wrong, wrong


@pytest.mark.xfail(strict=True, reason=" ".join(KNOWN_CALLS.values()))
def test_known_calls_are_right_or_state_a_limit():
    wrong = [(label, text) for label, v, text in rows_feedback_loop(sim_llm) if v == "wrong" and label in KNOWN_CALLS]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    answers = {
        "What is ocean acidification?": "Dissolved carbon dioxide forms carbonic acid, which lowers the pH of seawater.",
        "How are oyster hatcheries affected by acidification?":
            "Oyster larvae are sensitive: the Mallow Bay hatchery lost 60 per cent of its larvae, and hatcheries "
            "now buffer their intake water with sodium carbonate.",
    }

    def field(text, name):
        return re.search(rf"{name}: (.*)", text).group(1).strip()

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is None:
            return answers[[ln for ln in text.splitlines() if ln.startswith("human: ")][-1][len("human: "):]]
        query, fb_query = field(text, "Current query"), field(text, "Feedback query")
        doc = text[text.index("Document content:"):text.index("Feedback response:")]
        if "kettle" in fb_query:
            return {"answer": "No"}
        same = fb_query == query or ("Mallow Bay" in fb_query and "oyster" in query)
        key = "carbonic acid" if "What is" in query else "Mallow Bay"
        return {"answer": "Yes" if same and key in doc else "No"}

    model = ScriptedChatModel(script=script)
    rows = scenarios(model)
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
    assert len(rows) == 2 + 3 * 3 + 3 * 4, len(rows)  # the report splits into three chunks, all retrieved (k = 4)
