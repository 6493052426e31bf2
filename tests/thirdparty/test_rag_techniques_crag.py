"""Port: NirDiamant/RAG_Techniques, Corrective RAG (a 0-1 relevance score per document; above
0.7 use the document, below 0.3 search the web, in between combine both; knowledge refinement
into bullet points; a web query rewriter; an answer that cites its sources).

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/crag.ipynb, last changed in
commit 104dd70bbcf63d36268d50b26017c67e3f0994f8.

Kept verbatim: the three schemas and prompts (RetrievalEvaluatorInput, KnowledgeRefinementInput,
QueryRewriterInput), ``parse_search_results``, ``retrieve_documents``, ``evaluate_documents``,
``perform_web_search``, ``generate_response`` and ``crag_process`` with its printed trace (the
tests read "Action: ..." from it).
Swapped: ``ChatOpenAI`` -> the simulator; ``encode_pdf`` (OpenAIEmbeddings + FAISS over
Understanding_Climate_Change.pdf) -> the port in test_rag_techniques_self_rag.py over the
invented report; ``DuckDuckGoSearchResults()`` -> ``FakeWebSearch`` returning a JSON list of
``{"title", "link", "snippet"}`` results (the shape ``parse_search_results`` expects).
"""

import json
from typing import List, Tuple  # noqa: UP035  (verbatim)

import pytest

from tests.thirdparty import _report
from tests.thirdparty._support import FakeWebSearch, ScriptedChatModel, assert_answer, sim_llm
from tests.thirdparty._web import RESULTS
from tests.thirdparty.test_rag_techniques_self_rag import encode_pdf


class DuckDuckGoStyleSearch(FakeWebSearch):
    """``search.run(query)`` -> a JSON string of ``{"snippet", "title", "link"}`` results."""

    name: str = "duckduckgo_results_json"

    def _run(self, query: str, **kwargs):
        hits = super()._run(query, **kwargs)
        return json.dumps([{"snippet": h["content"], "title": h["title"], "link": h["url"]} for h in hits])


def build(llm, search):
    from langchain_core.prompts import PromptTemplate
    from pydantic import BaseModel, Field

    # Retrieval Evaluator
    class RetrievalEvaluatorInput(BaseModel):
        relevance_score: float = Field(..., description="The relevance score of the document to the query. the score should be between 0 and 1.")

    def retrieval_evaluator(query: str, document: str) -> float:
        prompt = PromptTemplate(
            input_variables=["query", "document"],
            template="On a scale from 0 to 1, how relevant is the following document to the query? Query: {query}\nDocument: {document}\nRelevance score:"
        )
        chain = prompt | llm.with_structured_output(RetrievalEvaluatorInput)
        input_variables = {"query": query, "document": document}
        result = chain.invoke(input_variables).relevance_score
        return result

    # Knowledge Refinement
    class KnowledgeRefinementInput(BaseModel):
        key_points: str = Field(..., description="The document to extract key information from.")

    def knowledge_refinement(document: str) -> List[str]:  # noqa: UP006
        prompt = PromptTemplate(
            input_variables=["document"],
            template="Extract the key information from the following document in bullet points:\n{document}\nKey points:"
        )
        chain = prompt | llm.with_structured_output(KnowledgeRefinementInput)
        input_variables = {"document": document}
        result = chain.invoke(input_variables).key_points
        return [point.strip() for point in result.split('\n') if point.strip()]

    # Web Search Query Rewriter
    class QueryRewriterInput(BaseModel):
        query: str = Field(..., description="The query to rewrite.")

    def rewrite_query(query: str) -> str:
        prompt = PromptTemplate(
            input_variables=["query"],
            template="Rewrite the following query to make it more suitable for a web search:\n{query}\nRewritten query:"
        )
        chain = prompt | llm.with_structured_output(QueryRewriterInput)
        input_variables = {"query": query}
        return chain.invoke(input_variables).query.strip()

    def parse_search_results(results_string: str) -> List[Tuple[str, str]]:  # noqa: UP006
        try:
            # Attempt to parse the JSON string
            results = json.loads(results_string)
            # Extract and return the title and link from each result
            return [(result.get('title', 'Untitled'), result.get('link', '')) for result in results]
        except json.JSONDecodeError:
            # Handle JSON decoding errors by returning an empty list
            print("Error parsing search results. Returning empty list.")
            return []

    def retrieve_documents(query: str, faiss_index, k: int = 3) -> List[str]:  # noqa: UP006
        docs = faiss_index.similarity_search(query, k=k)
        return [doc.page_content for doc in docs]

    def evaluate_documents(query: str, documents: List[str]) -> List[float]:  # noqa: UP006
        return [retrieval_evaluator(query, doc) for doc in documents]

    def perform_web_search(query: str) -> Tuple[List[str], List[Tuple[str, str]]]:  # noqa: UP006
        rewritten_query = rewrite_query(query)
        web_results = search.run(rewritten_query)
        web_knowledge = knowledge_refinement(web_results)
        sources = parse_search_results(web_results)
        return web_knowledge, sources

    def generate_response(query: str, knowledge: str, sources: List[Tuple[str, str]]) -> str:  # noqa: UP006
        response_prompt = PromptTemplate(
            input_variables=["query", "knowledge", "sources"],
            template="Based on the following knowledge, answer the query. Include the sources with their links (if available) at the end of your answer:\nQuery: {query}\nKnowledge: {knowledge}\nSources: {sources}\nAnswer:"
        )
        input_variables = {
            "query": query,
            "knowledge": knowledge,
            "sources": "\n".join([f"{title}: {link}" if link else title for title, link in sources])
        }
        response_chain = response_prompt | llm
        return response_chain.invoke(input_variables).content

    def crag_process(query: str, faiss_index) -> str:
        print(f"\nProcessing query: {query}")

        # Retrieve and evaluate documents
        retrieved_docs = retrieve_documents(query, faiss_index)
        eval_scores = evaluate_documents(query, retrieved_docs)

        print(f"\nRetrieved {len(retrieved_docs)} documents")
        print(f"Evaluation scores: {eval_scores}")

        # Determine action based on evaluation scores
        max_score = max(eval_scores)
        sources = []

        if max_score > 0.7:
            print("\nAction: Correct - Using retrieved document")
            best_doc = retrieved_docs[eval_scores.index(max_score)]
            final_knowledge = best_doc
            sources.append(("Retrieved document", ""))
        elif max_score < 0.3:
            print("\nAction: Incorrect - Performing web search")
            final_knowledge, sources = perform_web_search(query)
        else:
            print("\nAction: Ambiguous - Combining retrieved document and web search")
            best_doc = retrieved_docs[eval_scores.index(max_score)]
            # Refine the retrieved knowledge
            retrieved_knowledge = knowledge_refinement(best_doc)
            web_knowledge, web_sources = perform_web_search(query)
            final_knowledge = "\n".join(retrieved_knowledge + web_knowledge)
            sources = [("Retrieved document", "")] + web_sources

        print("\nFinal knowledge:")
        print(final_knowledge)

        print("\nSources:")
        for title, link in sources:
            print(f"{title}: {link}" if link else title)

        # Generate response
        print("\nGenerating response...")
        response = generate_response(query, final_knowledge, sources)

        print("\nResponse generated")
        return response

    crag_process.parts = {"retrieval_evaluator": retrieval_evaluator, "rewrite_query": rewrite_query,
                          "knowledge_refinement": knowledge_refinement}
    return crag_process


@pytest.fixture(scope="module")
def vectorstore():
    return encode_pdf(_report.PATH)


@pytest.fixture
def search():
    return DuckDuckGoStyleSearch(k=3, results=RESULTS)


@pytest.fixture
def crag(search):
    return build(sim_llm(), search)


CAUSES_LIMIT = ('"the main causes" meets the report only in the page\'s heading lines glued to a fragment: a stated limit since ports76 (grounded.heading_only); the earlier pass was the partial answer "Understanding Ocean Acidification Chapter 1: ... decay releases more carbon dioxide near the coast. I could not find anything about \'causes\'", whose "carbon dioxide" is the fragment\'s, not a cause')


@pytest.mark.parametrize(("query", "facts"), [
    pytest.param("What are the main causes of ocean acidification?", ["carbon dioxide"],  # the notebook's shape
                 marks=pytest.mark.xfail(strict=True, reason=CAUSES_LIMIT), id="causes"),
    pytest.param("How much did surface pH fall at the Corvina Ridge station?", ["8.11", "8.03"], id="ph"),
    pytest.param("How much does buffering intake water cost a hatchery each year?", ["40,000"], id="cost"),
])
def test_query_with_high_relevance_uses_the_document(crag, vectorstore, search, capsys, query, facts):
    answer = crag(query, vectorstore)
    out = capsys.readouterr().out
    assert "Action: Correct - Using retrieved document" in out, out
    assert search.queries == []
    assert_answer(answer, facts)


@pytest.mark.parametrize(("query", "facts", "keyword"), [
    ("Who won the 2031 Lakeside Marathon?", ["Kenji Abara"], "lakeside"),
    ("What share of problems did the Orrery-Coder paper solve on Brightwater?", ["58"], "orrery"),
], ids=["marathon", "orrery"])
def test_query_with_low_relevance_searches_the_web_and_cites(crag, vectorstore, search, capsys,
                                                            query, facts, keyword):
    answer = crag(query, vectorstore)
    out = capsys.readouterr().out
    assert "Action: Incorrect - Performing web search" in out, out
    assert len(search.queries) == 1 and keyword in search.queries[0].lower(), search.queries
    assert_answer(answer, facts)
    assert "example/" in answer, "the answer should end with the sources' links"


@pytest.mark.parametrize(("document", "low", "high"), [
    (_report.PAGES[1], 0.7, 1.0),
    (_report.PAGES[3], 0.0, 0.3),
])
def test_retrieval_evaluator_scores(crag, document, low, high):
    score = crag.parts["retrieval_evaluator"]("How does acidification affect oyster larvae?", document)
    assert low <= score <= high, score


def test_knowledge_refinement_gives_bullet_points(crag):
    points = crag.parts["knowledge_refinement"](_report.PAGES[1])
    assert 2 <= len(points) <= 10, points
    text = " ".join(points)
    assert "60" in text and ("pteropod" in text.lower() or "oyster" in text.lower()), points


def test_rewrite_query_for_the_web(crag):
    q = crag.parts["rewrite_query"]("who won the lakeside marathon in 2031")
    assert "lakeside" in q.lower() and "marathon" in q.lower() and "Rewritten" not in q, q


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    low = prompt.lower()
    if schema is not None:
        name = schema.__name__
        if name == "RetrievalEvaluatorInput":
            q, doc = low.split("query:")[1].split("document:")
            return {"relevance_score": 0.9 if ("corvina" in q and "corvina" in doc) else 0.1}
        if name == "QueryRewriterInput":
            return {"query": "2031 Lakeside Marathon winner"}
        return {"key_points": "- Kenji Abara won the 2031 Lakeside Marathon."}
    if "corvina" in low.split("knowledge:")[0]:
        return "Surface pH fell from 8.11 to 8.03."
    return ("Kenji Abara won the 2031 Lakeside Marathon.\n"
            "Sources: Lakeside Marathon 2031 results: https://news.example/sport/2031-lakeside-marathon")


def test_wiring_with_an_ideal_model(vectorstore, capsys):
    search = DuckDuckGoStyleSearch(k=3, results=RESULTS)
    crag = build(ScriptedChatModel(script=_ideal), search)
    assert_answer(crag("How much did surface pH fall at the Corvina Ridge station?", vectorstore), ["8.11"])
    assert "Action: Correct" in capsys.readouterr().out
    answer = crag("Who won the 2031 Lakeside Marathon?", vectorstore)
    out = capsys.readouterr().out
    assert "Action: Incorrect" in out and "Lakeside Marathon 2031 results: https://" in out, out
    assert_answer(answer, ["Kenji Abara"])
