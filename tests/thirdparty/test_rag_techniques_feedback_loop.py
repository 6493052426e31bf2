# ruff: noqa: UP006, UP035 (verbatim typing of the notebook)
"""Port: NirDiamant/RAG_Techniques "RAG System with Feedback Loop": a ``RetrievalQA`` answer, user
feedback stored as JSON lines, then ``adjust_relevance_scores``: for every retrieved chunk and every
stored feedback, ``with_structured_output(Response)`` asks whether the feedback is relevant to the
current query and the chunk ("Respond with only 'Yes' or 'No'"; the field's ``title``, not its
description, says "The options can be only 'Yes' or 'No'"). A judgement about a third text (a past
answer) against two others, asked many times over the same feedback.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/retrieval_with_feedback_loop.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8 (the repository's licence: custom non-commercial terms;
the prompt and class are quoted for testing only).
Kept verbatim: ``Response`` (field title), ``get_user_feedback``, ``adjust_relevance_scores`` (the
prompt with its indentation, ``doc.page_content[:1000]``, ``result == 'yes'`` (sic: a model that
answers "Yes" as asked never counts; kept), the score adjustment and re-ranking), the
demonstration's order (answer, store the feedback with relevance 5 and quality 5, retrieve,
adjust). Swapped: ``ChatOpenAI(gpt-4o)`` (both) -> the simulator; ``read_pdf_to_string`` +
``encode_from_string`` (chunks of 1000, overlap 200, FAISS, k = 4) -> the invented ocean
acidification report (``_report.py``) joined, split the same way, in ``LocalVectorStore`` whose
documents carry their similarity as ``metadata['relevance_score']`` (the notebook's code reads it;
FAISS never sets it); ``RetrievalQA.from_chain_type`` (not in langchain 1.x) -> its stuff
``CHAT_PROMPT | llm`` over the chunks joined by blank lines; the feedback file -> a list in memory
holding two invented earlier entries (one on the report's subject, one on storing potatoes) and the
new one. ``fine_tune_index`` makes no model call and is left out. Invented: the two queries.

Oracles (written before the first run), per model call:
- the QA answer: states the report's fact (carbon dioxide / carbonic acid; upwelling / acidic deep
  water), no "I don't know";
- each relevance check: ``answer`` is "Yes" or "No" (any case); "Yes" for the feedback given to the
  same query, "No" for the feedback on storing potatoes, either for the earlier same-subject one;
- or a stated limit.

First sight (ee78fa9c): 20 calls, 19 right / 0 / **1** silently wrong: every relevance check is right
("Yes" for the same query's feedback, "No" for the others, so the program's ``== 'yes'`` never
matches, as with a real model); the QA answer for "What causes ocean acidification?" glues the
page's heading lines to a chunk's opening fragment and says it could not find anything about
'causes'. After (ports76, ``grounded.heading_only``): 19 / 1 / 0: that answer states a limit (the
question's words are met only in the headings glued to the fragment).
"""

from __future__ import annotations

import json
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
from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped parts -----------------------------------------------------------------------

# langchain/chains/question_answering/stuff_prompt.py: CHAT_PROMPT (RetrievalQA's for a chat model)
system_template = """Use the following pieces of context to answer the user's question. 
If you don't know the answer, just say that you don't know, don't try to make up an answer.
----------------
{context}"""
CHAT_PROMPT = ChatPromptTemplate.from_messages([
    SystemMessagePromptTemplate.from_template(system_template),
    HumanMessagePromptTemplate.from_template("{question}"),
])


class ScoredStore(LocalVectorStore):
    def similarity_search(self, query: str, k: int = 4):
        docs = []
        for doc, score in self.similarity_search_with_score(query, k):
            doc.metadata["relevance_score"] = score
            docs.append(doc)
        return docs


def encode_from_string(content, chunk_size=1000, chunk_overlap=200):
    splitter = RecursiveCharacterTextSplitter(chunk_size=chunk_size, chunk_overlap=chunk_overlap)
    return ScoredStore(splitter.create_documents([content]), embeddings())


# --- the program -------------------------------------------------------------------------


def get_user_feedback(query, response, relevance, quality, comments=""):
    return {
        "query": query,
        "response": response,
        "relevance": int(relevance),
        "quality": int(quality),
        "comments": comments
    }


class Response(BaseModel):
    answer: str = Field(..., title="The answer to the question. The options can be only 'Yes' or 'No'")


def make_adjust(llm_factory):
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
                CHECKS.append((feedback['query'], result))

                if result == 'yes':
                    relevant_feedback.append(feedback)

            # Adjust the relevance score based on feedback
            if relevant_feedback:
                avg_relevance = sum(f['relevance'] for f in relevant_feedback) / len(relevant_feedback)
                doc.metadata['relevance_score'] *= (avg_relevance / 3)  # Assuming a 1-5 scale, 3 is neutral

        # Re-rank documents based on adjusted scores
        return sorted(docs, key=lambda x: x.metadata['relevance_score'], reverse=True)

    return adjust_relevance_scores


CHECKS: list[tuple[str, str]] = []  # the port's record of each check (feedback query, answer)

# --- the queries, the feedback file and the oracles -------------------------------------------

EARLIER = [
    get_user_feedback("How does carbon dioxide change the chemistry of seawater?",
                      "Dissolved carbon dioxide forms carbonic acid, which lowers the pH of seawater.", 4, 5),
    get_user_feedback("What is the best way to store potatoes?",
                      "Keep potatoes in a cool, dark and dry place, away from onions.", 5, 4),
]
SAME, NEAR, UNRELATED = "same", "near", "unrelated"

QUERIES = {
    "acidification": ("What causes ocean acidification?", ("carbon dioxide", "carbonic acid")),
    "hatchery": ("Why did the Mallow Bay hatchery lose its oyster larvae?", ("upwelling", "acidic deep water")),
}


def ok_check(answer: str, kind: str) -> bool:
    value = answer.strip().lower()
    if value not in ("yes", "no"):
        return False
    return kind == NEAR or value == {SAME: "yes", UNRELATED: "no"}[kind]


def rows_for(llm_factory, key):
    query, facts = QUERIES[key]
    content = "\n\n".join(d.page_content for d in _report.load())
    retriever = encode_from_string(content).as_retriever()
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        docs = retriever.invoke(query)
        answer = (CHAT_PROMPT | llm_factory(log)).invoke(
            {"context": "\n\n".join(d.page_content for d in docs), "question": query}).content
        rows = [(f"{key}: answer", verdict(answer, any(f in answer.lower() for f in facts)
                                          and "don't know" not in answer.lower(), log.calls[-1]["limit"]),
                 answer[:200])]
        feedback = get_user_feedback(query, answer, 5, 5)
        feedback_file = [json.loads(json.dumps(f)) for f in EARLIER + [feedback]]
        kinds = {EARLIER[0]["query"]: NEAR, EARLIER[1]["query"]: UNRELATED, query: SAME}
        docs = retriever.invoke(query)
        CHECKS.clear()
        first = len(log.calls)
        make_adjust(lambda: llm_factory(log))(query, docs, feedback_file)
    calls = log.calls[first:]
    calls += [{"limit": ""}] * (len(CHECKS) - len(calls))  # the ideal model's structured calls are not logged
    for (feedback_query, result), c in zip(CHECKS, calls, strict=True):
        kind = kinds[feedback_query]
        rows.append((f"{key}: check {kind} {feedback_query[:30]!r}", verdict(result, ok_check(result, kind), c["limit"]),
                     result[:100]))
    return rows


SCENARIOS = {key: (lambda f, key=key: rows_for(f, key)) for key in QUERIES}


def _sim(log):
    return sim_llm(callbacks=[log])


def scenarios(_model):
    """Every call with the simulator (the program builds its own models: ``_model`` is unused)."""
    return [row for fn in SCENARIOS.values() for row in fn(_sim)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](_sim) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is None:
            return ("Ocean acidification is caused by carbon dioxide dissolving into seawater as carbonic acid."
                    if "acidification" in text else "Upwelling brought acidic deep water into its intake.")
        current = text.split("Current query: ", 1)[1].split("\n")[0]
        feedback_query = text.split("Feedback query: ", 1)[1].split("\n")[0]
        return {"answer": "Yes" if feedback_query == current else "No"}

    rows = [row for fn in SCENARIOS.values()
            for row in fn(lambda log: ScriptedChatModel(script=script, callbacks=[log]))]
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
