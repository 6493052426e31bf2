# ruff: noqa: W291, W293, UP006, UP035
"""Port: NirDiamant/RAG_Techniques "Reranking" (the LLM-based reranker): retrieve 15 chunks, ask the
model "On a scale of 1-10, rate the relevance ..." for each (``RatingScore.relevance_score``, a
float, through ``with_structured_output``), keep the top 3 by score, and answer with a
``RetrievalQA`` "stuff" chain over the custom retriever (top 2); then the notebook's toy comparison
over five sentences about the capital of France.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/reranking.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8. The "stuff" chain's chat prompt is langchain's
``chains/question_answering/stuff_prompt.py`` ``CHAT_PROMPT`` (the one ``RetrievalQA.from_chain_type``
picks for a chat model; documents joined with a blank line).
Kept verbatim: ``RatingScore`` and its field description, ``rerank_documents`` (the prompt with its
indentation, ``float(score)`` with 0 on a ``ValueError``, sort by score, top_n), ``CustomRetriever``
(k = 30, ``num_docs=2``), the toy ``chunks`` and ``compare_rag_techniques`` (baseline k = 2), the
notebook's toy query. Swapped: ``ChatOpenAI(gpt-4o)`` -> the simulator; ``encode_pdf`` over
"Understanding_Climate_Change.pdf" (``OpenAIEmbeddings`` + FAISS, chunk 1000 / overlap 200) -> an
invented report on urban heat islands, split the same way, in ``LocalVectorStore``; ``RetrievalQA``
(not in langchain 1.x) -> ``CHAT_PROMPT | llm`` over the joined documents, as the chain does; the
cross-encoder part (no model call) is left out. Invented: the questions, shaped like the notebook's
("What are the impacts of ... on ...?").

Oracles (written before the first run), per model call:
- a rating: a number in 1-10; at least 6 for a chunk that holds the question's answer, at most 4 for
  a chunk that does not name the question's subject, anything in range for the rest; or a stated
  limit (the program then reads 0 for that chunk only if the value does not parse);
- the answer: the question's facts, no dump; "I don't know" for a question the report does not
  answer; or a stated limit;
- the toy: the two chunks naming Paris rate at least 6, the three bare "The capital of France is
  ..." sentences anything in range.
"""

from __future__ import annotations

import warnings
from typing import Any, List

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from langchain_core.prompts.chat import HumanMessagePromptTemplate, SystemMessagePromptTemplate
from langchain_core.retrievers import BaseRetriever
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

# --- the invented report (what encode_pdf loads and splits) -----------------------------------

REPORT = """Understanding Urban Heat Islands

Chapter 1: What an urban heat island is
An urban heat island is a city district that stays warmer than the countryside around it. Asphalt, brick and concrete absorb sunlight during the day and release it at night, so the difference is largest after sunset. In a large city the night-time difference can reach 7 degrees Celsius. Waste heat from air conditioners, traffic and industry adds to the effect, and the lack of trees removes the cooling that evaporation would give.

Chapter 2: How heat islands are measured
Researchers measure heat islands with fixed weather stations, with sensors mounted on bicycles and buses, and with satellite images of surface temperature. Satellite images show the surface, not the air people breathe, so the two measures are compared. A survey in 2029 combined 340 street sensors with satellite data and found the hottest blocks were those with the least shade.

Chapter 3: Impacts on public health
Heat islands make heat waves deadlier. During the heat wave of 2030 the hottest districts recorded 40 per cent more heat-related hospital admissions than the greenest ones. Older people living alone, outdoor workers and infants face the highest risk. Warm nights matter most, because the body cannot recover from the heat of the day when the bedroom stays above 26 degrees.

Chapter 4: Impacts on energy and water
Hotter streets raise the demand for cooling. Each additional degree raises a city's peak electricity demand by about 3 per cent, which strains the grid during heat waves. Water use for irrigation and cooling rises too, at the time when reservoirs are lowest.

Chapter 5: Impacts on urban wildlife
Heat islands change which animals and plants can live in a city. Insects emerge earlier in the spring, some birds nest earlier, and heat-tolerant species replace native ones in paved districts. Ponds in hot districts hold less oxygen, and amphibians disappear from them first.

Chapter 6: Cooling strategies
Cities cool their streets with trees, green roofs and light-coloured pavements. A mature street tree lowers the temperature of the pavement below it by up to 12 degrees. Cool roofs reflect sunlight and lower the temperature in the top floor by 2 to 3 degrees. Parks cool the streets around them for about 300 metres.

Chapter 7: Policy and planning
Several cities now require a share of every new development to be green space. The city of Harlow Vale set a target of 30 per cent tree canopy by 2040 and pays owners who replace paved yards with gardens. Heat action plans name cooling centres, check on vulnerable residents and move outdoor work to the morning."""

SOURCE = "data/Understanding_Urban_Heat_Islands.pdf"


def encode_pdf():
    """What ``encode_pdf(path)`` returns: the report split (1000 / 200) in a vector store."""
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    docs = [Document(page_content=REPORT, metadata={"source": SOURCE, "page": 0})]
    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200, length_function=len)
    texts = splitter.split_documents(docs)
    return LocalVectorStore.from_documents(texts, embeddings())


# --- the program --------------------------------------------------------------------------------


class RatingScore(BaseModel):
    relevance_score: float = Field(..., description="The relevance score of a document to a query.")


def rerank_documents(llm, query: str, docs: List[Document], top_n: int = 3, log=None) -> List[Document]:
    llm_chain = rating_chain(llm)
    
    scored_docs = []
    for doc in docs:
        input_data = {"query": query, "doc": doc.page_content}
        score = llm_chain.invoke(input_data, {"callbacks": [log]} if log else None).relevance_score
        try:
            score = float(score)
        except ValueError:
            score = 0  # Default score if parsing fails
        scored_docs.append((doc, score))
    
    reranked_docs = sorted(scored_docs, key=lambda x: x[1], reverse=True)
    return [doc for doc, _ in reranked_docs[:top_n]]


def rating_chain(llm):
    """The prompt and structured model of ``rerank_documents`` (kept verbatim; lifted out so each
    rating can be checked on its own)."""
    prompt_template = PromptTemplate(
        input_variables=["query", "doc"],
        template="""On a scale of 1-10, rate the relevance of the following document to the query. Consider the specific context and intent of the query, not just keyword matches.
        Query: {query}
        Document: {doc}
        Relevance Score:"""
    )
    return prompt_template | llm.with_structured_output(RatingScore)


class CustomRetriever(BaseRetriever):
    vectorstore: Any = Field(description="Vector store for initial retrieval")
    llm: Any = None
    log: Any = None

    def _get_relevant_documents(self, query: str, *, run_manager=None, num_docs=2) -> List[Document]:
        initial_docs = self.vectorstore.similarity_search(query, k=30)
        return rerank_documents(self.llm, query, initial_docs, top_n=num_docs, log=self.log)


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


def qa_chain(llm, retriever, query, log=None):
    """``RetrievalQA.from_chain_type(llm, chain_type="stuff", retriever=..., return_source_documents=True)``."""
    docs = retriever.invoke(query)
    context = "\n\n".join(d.page_content for d in docs)
    result = (CHAT_PROMPT | llm).invoke({"context": context, "question": query}, {"callbacks": [log]} if log else None)
    return {"query": query, "result": result.content, "source_documents": docs}


chunks = [
    "The capital of France is great.",
    "The capital of France is huge.",
    "The capital of France is beautiful.",
    """Have you ever visited Paris? It is a beautiful city where you can eat delicious food and see the Eiffel Tower. 
    I really enjoyed all the cities in france, but its capital with the Eiffel Tower is my favorite city.""", 
    "I really enjoyed my trip to Paris, France. The city is beautiful and the food is delicious. I would love to visit again. Such a great capital city."
]
docs = [Document(page_content=sentence) for sentence in chunks]


# --- inputs and oracles (invented) ------------------------------------------------------------

# query -> (subject words: a chunk naming one names the subject; answer words: a chunk holding one answers)
QUERIES = {
    "What are the impacts of urban heat islands on public health?":
        (["heat island", "health"], ["hospital admissions"]),
    "How do trees help to cool city streets?":
        (["tree", "cool"], ["12 degrees"]),
    "What are the impacts of heat islands on urban wildlife?":
        (["wildlife", "animals", "species"], ["amphibians", "nest earlier"]),
}
# the answer's facts for the QA chain; a question the report does not answer
ANSWERS = {
    "What are the impacts of urban heat islands on public health?": ["40 per cent"],
    "How do trees help to cool city streets?": ["12 degrees"],
}
UNANSWERED = "What did the heat island study in Lisbon cost?"


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def _rating_ok(score, doc_text, subject, answer):
    try:
        value = float(score)
    except (TypeError, ValueError):
        return False
    if not 1 <= value <= 10:
        return False
    low = doc_text.lower()
    if any(a.lower() in low for a in answer):
        return value >= 6
    if not any(s.lower() in low for s in subject):
        return value <= 4
    return True


def rows_rerank(llm, query):
    subject, answer = QUERIES[query]
    vectorstore = encode_pdf()
    initial_docs = vectorstore.similarity_search(query, k=15)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        chain = rating_chain(llm)
        for i, doc in enumerate(initial_docs):
            log = CallLog()
            score = chain.invoke({"query": query, "doc": doc.page_content}, {"callbacks": [log]}).relevance_score
            rows.append((f"rate {query[:40]!r} chunk {i + 1}",
                         verdict(str(score), _rating_ok(score, doc.page_content, subject, answer), _limit(log)),
                         f"{score!r} <- {doc.page_content[:70]!r}"))
    return rows


def rows_qa(llm, query):
    log = CallLog()
    retriever = CustomRetriever(vectorstore=encode_pdf(), llm=llm, log=log)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = qa_chain(llm, retriever, query, log)
    answer = result["result"]
    dump = any(m in answer for m in DUMP_MARKERS)
    if query in ANSWERS:
        ok = not dump and not missing_facts(answer, ANSWERS[query])
    else:
        ok = not dump and bool(REFUSAL.search(answer))
    return [(f"answer {query[:40]!r}", verdict(answer, ok, _limit(log)), answer[:300])]


def rows_toy(llm):
    query = "what is the capital of france?"
    rows = []
    chain = rating_chain(llm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, doc in enumerate(docs):
            log = CallLog()
            score = chain.invoke({"query": query, "doc": doc.page_content}, {"callbacks": [log]}).relevance_score
            ok = _rating_ok(score, doc.page_content, ["capital", "france"], ["paris"])
            rows.append((f"toy chunk {i + 1}", verdict(str(score), ok, _limit(log)),
                         f"{score!r} <- {doc.page_content[:60]!r}"))
    return rows


SCENARIOS = {
    **{f"rerank{i}": (lambda m, q=q: rows_rerank(m, q)) for i, q in enumerate(QUERIES)},
    **{f"qa{i}": (lambda m, q=q: rows_qa(m, q)) for i, q in enumerate([*ANSWERS, UNANSWERED])},
    "toy": rows_toy,
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    "rerank2": "first sight: 9.0 for chunks that name heat islands but not the query's subject (wildlife): the shared words rated, not the subject",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_report_splits_into_several_chunks():
    assert len(encode_pdf().docs) >= 4


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    if schema is not None:
        query = text.split("Query:")[1].split("Document:")[0].strip()
        doc = text.split("Document:")[1].split("Relevance Score:")[0].lower()
        subject, answer = QUERIES.get(query, (["capital", "france"], ["paris"]))
        if any(a.lower() in doc for a in answer):
            return {"relevance_score": 9.0}
        return {"relevance_score": 5.0 if any(s.lower() in doc for s in subject) else 2.0}
    for q, facts in ANSWERS.items():
        if q in text:
            return f"The report says: {', '.join(facts)}."
    return "I don't know."


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
