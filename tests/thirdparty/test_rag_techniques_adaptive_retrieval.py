# ruff: noqa: W291, W293, UP006, UP035
"""Port: NirDiamant/RAG_Techniques "Adaptive Retrieval-Augmented Generation": a classifier puts the
query in one of four categories (Factual, Analytical, Opinion, Contextual, a ``str`` field whose
description lists them) and a strategy per category retrieves: Factual enhances the query and
rates each chunk 1-10; Analytical asks for ``k`` sub-questions and picks ``k`` diverse chunks by
index (``SelectedIndices``); Opinion asks for ``k`` viewpoints (one per line) then indices;
Contextual reformulates the query for a user context and rates with it; one prompt answers.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/adaptive_retrieval.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8.
Kept verbatim: ``categories_options``, ``relevant_score``, ``SelectedIndices``, ``SubQueries`` (field
descriptions and ``example``s), every prompt, the four strategies' calls and their k, the answer
prompt (its indentation too) and ``"\\n".join`` of the chunks, the ``CharacterTextSplitter(800, 0)``.
Swapped: ``ChatOpenAI(gpt-4o)`` -> the simulator; ``OpenAIEmbeddings`` + FAISS -> ``LocalVectorStore``
(``langchain_core.pydantic_v1`` -> ``pydantic``); the notebook's one sentence about the Earth ->
invented notes on remote work (six paragraphs). The Opinion strategy's last line calls
``.split()`` on the ``indices`` list (an ``AttributeError`` on every model); its calls are run one
by one. Invented: the queries, one per category, shaped like the notebook's.

Oracles (written before the first run), per model call:
- the classifier: the query's category (a "what is / how many" fact -> Factual; "how does X affect
  Y" -> Analytical; "what are the different views on" -> Opinion; a query about the asker's own
  situation -> Contextual); or a stated limit;
- an enhanced or reformulated query: names the query's subject, is not the prompt's frame;
- a 1-10 score: in range, 6+ for the chunk that answers, 4- for a chunk off the subject (after
  first sight: "the chunk that answers" only when the query the program sent, the enhanced or
  reformulated one, is on the subject; a stated limit sent as the query answers nothing);
- sub-questions: 2-6 questions, each naming the subject, none the schema's New York example;
- viewpoints: 2+ lines, on the subject;
- indices: 1 to k distinct indices, each in range;
- the answer: the facts, or "I don't know" for a question the notes do not answer.
"""

from __future__ import annotations

import warnings
from typing import List

import pytest
from langchain_core.prompts import PromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    CallLog,
    LocalVectorStore,
    embeddings,
    missing_facts,
    sim_llm,
)
from tests.thirdparty._verdict import verdict

# --- the invented texts -------------------------------------------------------------------------

texts = [
    """Remote work in the Veldmark region grew quickly after 2027. By 2031, 38 per cent of office employees in Veldmark worked from home at least three days a week, against 9 per cent in 2026. The regional statistics office counts a worker as remote when they spend more than half of their paid hours away from the employer's premises.""",
    """Commuting fell with remote work. The average Veldmark office worker now commutes 2.1 days a week instead of 4.6, and peak-hour train traffic into the capital dropped by a quarter. The regional rail company cut two peak services and added weekend trains instead.""",
    """Supporters of remote work say it saves time and money and lets parents care for young children. Surveys by the Veldmark employers' association found that 71 per cent of remote workers would look for another job if they were ordered back to the office full time.""",
    """Critics of remote work argue that it weakens teams and slows the training of young employees. Several banks in Veldmark now require new graduates to work in the office four days a week during their first year, because mentoring at a distance failed too often.""",
    """Office rents in central Veldmark fell by 14 per cent between 2027 and 2031. Empty office floors are being turned into flats, and the city of Orsund converted 60,000 square metres of offices into 700 homes.""",
    """For workers who live far from the capital, remote work changed where people settle. Villages within two hours of Orsund gained young families, while the capital lost residents for the first time in forty years. A worker with a long commute and children at school benefits most from a hybrid schedule with two office days.""",
]


# --- the program --------------------------------------------------------------------------------

class categories_options(BaseModel):
        category: str = Field(description="The category of the query, the options are: Factual, Analytical, Opinion, or Contextual", example="Factual")


class relevant_score(BaseModel):
        score: float = Field(description="The relevance score of the document to the query", example=8.0)


class SelectedIndices(BaseModel):
    indices: List[int] = Field(description="Indices of selected documents", example=[0, 1, 2, 3])

class SubQueries(BaseModel):
    sub_queries: List[str] = Field(description="List of sub-queries for comprehensive analysis", example=["What is the population of New York?", "What is the GDP of New York?"])


CLASSIFY = PromptTemplate(
    input_variables=["query"],
    template="Classify the following query into one of these categories: Factual, Analytical, Opinion, or Contextual.\nQuery: {query}\nCategory:"
)
ENHANCE = PromptTemplate(
    input_variables=["query"],
    template="Enhance this factual query for better information retrieval: {query}"
)
RANKING = PromptTemplate(
    input_variables=["query", "doc"],
    template="On a scale of 1-10, how relevant is this document to the query: '{query}'?\nDocument: {doc}\nRelevance score:"
)
SUB_QUERIES = PromptTemplate(
    input_variables=["query", "k"],
    template="Generate {k} sub-questions for: {query}"
)
DIVERSITY = PromptTemplate(
    input_variables=["query", "docs", "k"],
    template="""Select the most diverse and relevant set of {k} documents for the query: '{query}'\nDocuments: {docs}\n
            Return only the indices of selected documents as a list of integers."""
)
VIEWPOINTS = PromptTemplate(
    input_variables=["query", "k"],
    template="Identify {k} distinct viewpoints or perspectives on the topic: {query}"
)
OPINION = PromptTemplate(
    input_variables=["query", "docs", "k"],
    template="Classify these documents into distinct opinions on '{query}' and select the {k} most representative and diverse viewpoints:\nDocuments: {docs}\nSelected indices:"
)
CONTEXT = PromptTemplate(
    input_variables=["query", "context"],
    template="Given the user context: {context}\nReformulate the query to best address the user's needs: {query}"
)
CONTEXT_RANKING = PromptTemplate(
    input_variables=["query", "context", "doc"],
    template="Given the query: '{query}' and user context: '{context}', rate the relevance of this document on a scale of 1-10:\nDocument: {doc}\nRelevance score:"
)
prompt_template = """Use the following pieces of context to answer the question at the end. 
        If you don't know the answer, just say that you don't know, don't try to make up an answer.

        {context}

        Question: {question}
        Answer:"""
ANSWER = PromptTemplate(template=prompt_template, input_variables=["context", "question"])


def build_db():
    from langchain_text_splitters import CharacterTextSplitter

    text_splitter = CharacterTextSplitter(chunk_size=800, chunk_overlap=0)
    documents = text_splitter.create_documents(texts)
    return LocalVectorStore.from_documents(documents, embeddings())


# --- inputs and oracles (invented) ------------------------------------------------------------

CATEGORIES = {
    "What share of Veldmark office employees worked from home in 2031?": {"Factual"},
    "How does remote work affect office rents in Veldmark?": {"Analytical"},
    "What are the different views on remote work for young employees?": {"Opinion"},
    "I live two hours from Orsund and have two children at school; which work schedule suits me best?": {"Contextual"},
}
SUBJECT = ["remote", "veldmark", "office", "work", "commut", "rent", "orsund", "schedule"]
ANSWERS = {
    "What share of Veldmark office employees worked from home in 2031?": ["38 per cent"],
    "How does remote work affect office rents in Veldmark?": ["14 per cent"],
}
UNANSWERED = "How much did Veldmark spend on broadband subsidies?"
FRAME = ["enhance this", "factual query", "information retrieval:", "reformulate the query", "user context"]


def _on_subject(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in SUBJECT)


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def _call(chain, data, log):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return chain.invoke(data, {"callbacks": [log]})


def rows_classify(llm):
    rows = []
    for query, allowed in CATEGORIES.items():
        log = CallLog()
        category = _call(CLASSIFY | llm.with_structured_output(categories_options), query, log).category
        rows.append((f"classify {query[:40]!r}", verdict(category, category in allowed, _limit(log)), repr(category)))
    return rows


def _score_ok(score, doc, facts):
    try:
        value = float(score)
    except (TypeError, ValueError):
        return False
    if not 1 <= value <= 10:
        return False
    if facts and all(f.lower() in doc.lower() for f in facts):
        return value >= 6
    if not _on_subject(doc):
        return value <= 4
    return True


def rows_factual(llm):
    query = next(iter(ANSWERS))
    db = build_db()
    log = CallLog()
    enhanced_query = _call(ENHANCE | llm, query, log).content
    ok = _on_subject(enhanced_query) and not any(f in enhanced_query.lower() for f in FRAME)
    rows = [("enhance", verdict(enhanced_query, ok, _limit(log)), enhanced_query[:200])]
    docs = db.similarity_search(enhanced_query, k=4 * 2)
    ranking_chain = RANKING | llm.with_structured_output(relevant_score)
    for i, doc in enumerate(docs):
        log = CallLog()
        score = _call(ranking_chain, {"query": enhanced_query, "doc": doc.page_content}, log).score
        facts = ANSWERS[query] if ok else ()  # ranked against the query the program sent
        rows.append((f"rank chunk {i + 1}", verdict(str(score), _score_ok(score, doc.page_content, facts),
                                                     _limit(log)), f"{score!r} <- {doc.page_content[:60]!r}"))
    return rows


def _indices_ok(indices, n, k):
    return (isinstance(indices, list) and 1 <= len(indices) <= k and len(set(indices)) == len(indices)
            and all(isinstance(i, int) and 0 <= i < n for i in indices))


def rows_analytical(llm):
    query, k = "How does remote work affect office rents in Veldmark?", 4
    db = build_db()
    log = CallLog()
    sub_queries = _call(SUB_QUERIES | llm.with_structured_output(SubQueries), {"query": query, "k": k}, log).sub_queries
    ok = (2 <= len(sub_queries) <= 6 and all(_on_subject(q) for q in sub_queries)
          and not any("new york" in q.lower() for q in sub_queries))
    rows = [("sub-questions", verdict(str(sub_queries), ok, _limit(log)), str(sub_queries)[:300])]
    all_docs = []
    for sub_query in sub_queries:
        all_docs.extend(db.similarity_search(sub_query, k=2))
    if not all_docs:
        return rows
    docs_text = "\n".join([f"{i}: {doc.page_content[:50]}..." for i, doc in enumerate(all_docs)])
    log = CallLog()
    try:
        indices = _call(DIVERSITY | llm.with_structured_output(SelectedIndices), {"query": query, "docs": docs_text, "k": k}, log).indices
    except Exception as exc:  # the program has no guard: a crash ends the run
        return [*rows, ("diverse indices", "wrong", f"crash: {type(exc).__name__}: {str(exc)[:150]}")]
    rows.append(("diverse indices", verdict(str(indices), _indices_ok(indices, len(all_docs), k), _limit(log)),
                 f"{indices!r} of {len(all_docs)}"))
    return rows


def rows_opinion(llm):
    query, k = "What are the different views on remote work for young employees?", 3
    db = build_db()
    log = CallLog()
    content = _call(VIEWPOINTS | llm, {"query": query, "k": k}, log).content
    viewpoints = content.split('\n')
    lines = [v for v in viewpoints if v.strip()]
    ok = len(lines) >= 2 and _on_subject(content)
    rows = [("viewpoints", verdict(content, ok, _limit(log)), content[:300])]
    all_docs = []
    for viewpoint in viewpoints:
        all_docs.extend(db.similarity_search(f"{query} {viewpoint}", k=2))
    docs_text = "\n".join([f"{i}: {doc.page_content[:100]}..." for i, doc in enumerate(all_docs)])
    log = CallLog()
    try:
        indices = _call(OPINION | llm.with_structured_output(SelectedIndices), {"query": query, "docs": docs_text, "k": k}, log).indices
    except Exception as exc:  # the program has no guard: a crash ends the run
        return [*rows, ("opinion indices", "wrong", f"crash: {type(exc).__name__}: {str(exc)[:150]}")]
    rows.append(("opinion indices", verdict(str(indices), _indices_ok(indices, len(all_docs), k), _limit(log)),
                 f"{indices!r} of {len(all_docs)}"))
    return rows


def rows_contextual(llm):
    query, k = "Which work schedule suits me best?", 4
    user_context = "I live two hours from Orsund and have two children at school."
    db = build_db()
    log = CallLog()
    contextualized_query = _call(CONTEXT | llm, {"query": query, "context": user_context}, log).content
    ok = ("schedule" in contextualized_query.lower() and not any(f in contextualized_query.lower() for f in FRAME[:4]))
    rows = [("contextualize", verdict(contextualized_query, ok, _limit(log)), contextualized_query[:200])]
    docs = db.similarity_search(contextualized_query, k=k * 2)
    ranking_chain = CONTEXT_RANKING | llm.with_structured_output(relevant_score)
    for i, doc in enumerate(docs):
        log = CallLog()
        score = _call(ranking_chain, {"query": contextualized_query, "context": user_context, "doc": doc.page_content}, log).score
        rows.append((f"context rank chunk {i + 1}",
                     verdict(str(score), _score_ok(score, doc.page_content, ["hybrid schedule"] if ok else ()), _limit(log)),
                     f"{score!r} <- {doc.page_content[:60]!r}"))
    return rows


def rows_answer(llm):
    db = build_db()
    rows = []
    for query in [*ANSWERS, UNANSWERED]:
        docs = db.similarity_search(query, k=4)
        input_data = {"context": "\n".join([doc.page_content for doc in docs]), "question": query}
        log = CallLog()
        answer = _call(ANSWER | llm, input_data, log).content
        dump = any(m in answer for m in DUMP_MARKERS)
        ok = not dump and (not missing_facts(answer, ANSWERS[query]) if query in ANSWERS else bool(REFUSAL.search(answer)))
        rows.append((f"answer {query[:40]!r}", verdict(answer, ok, _limit(log)), answer[:300]))
    return rows


SCENARIOS = {
    "classify": rows_classify,
    "factual": rows_factual,
    "analytical": rows_analytical,
    "opinion": rows_opinion,
    "contextual": rows_contextual,
    "answer": rows_answer,
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    "contextual": "first sight: the reformulated query is \"I don't know.\" (a question about the user's own case read as one to answer)",
    "answer": "first sight: a question the notes do not answer is answered with the first chunk naming its place",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_opinion_strategy_splits_a_list_as_the_notebook_does():
    selected_indices = SelectedIndices(indices=[0, 1]).indices
    with pytest.raises(AttributeError):
        selected_indices.split()


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    name = getattr(schema, "__name__", "") if schema is not None else ""
    if name == "categories_options":
        query = text.split("Query:")[1].split("Category:")[0].strip()
        return {"category": next(iter(CATEGORIES[query]))}
    if name == "relevant_score":
        doc = text.split("Document:")[1].lower()
        if "38 per cent" in doc or "hybrid schedule" in doc:
            return {"score": 9.0}
        return {"score": 5.0 if _on_subject(doc) else 2.0}
    if name == "SubQueries":
        return {"sub_queries": ["How much did office rents in Veldmark fall?", "Why did remote work empty Veldmark offices?"]}
    if name == "SelectedIndices":
        return {"indices": [0, 1]}
    if "Enhance this factual query" in text:
        return "Share of Veldmark office employees working from home in 2031"
    if "viewpoints or perspectives" in text:
        return "Remote work helps young employees balance family life.\nRemote work slows the training of young employees."
    if "Reformulate the query" in text:
        return "Which hybrid work schedule suits a parent with a two-hour commute to Orsund?"
    for q, facts in ANSWERS.items():
        if q in text:
            return f"It was {facts[0]}."
    return "I don't know."


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
