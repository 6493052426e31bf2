"""Port: NirDiamant/RAG_Techniques, Self-RAG (retrieval decision, relevance, generation, support
and utility, each a structured-output call with its own schema).

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/self_rag.ipynb, last changed in
commit 104dd70bbcf63d36268d50b26017c67e3f0994f8; ``encode_pdf`` from helper_functions.py of the
same repository.

Kept verbatim: the five schemas (RetrievalResponse, RelevanceResponse, GenerationResponse,
SupportResponse, UtilityResponse) and their prompt templates, the ``self_rag`` function and
its printed trace (which the tests read as the program's path), ``encode_pdf``'s splitter
(1000/200) and ``replace_t_with_space``.
Swapped: ``ChatOpenAI(model="gpt-4o-mini", ...)`` -> the simulator; ``OpenAIEmbeddings`` +
``FAISS`` -> course embeddings + ``LocalVectorStore``; ``PyPDFLoader`` over
Understanding_Climate_Change.pdf -> an invented report on ocean acidification (_report.py),
one Document per page; ``langchain.prompts`` / ``langchain_core.pydantic_v1`` ->
``langchain_core.prompts`` / ``pydantic``.
"""

import pytest

from tests.thirdparty import _report
from tests.thirdparty._support import (
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    embeddings,
    sim_llm,
)


def encode_pdf(path, chunk_size=1000, chunk_overlap=200):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    # Load PDF documents
    documents = _report.load()  # PyPDFLoader(path).load()

    # Split documents into chunks
    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=chunk_overlap, length_function=len
    )
    texts = text_splitter.split_documents(documents)
    cleaned_texts = replace_t_with_space(texts)

    # Create embeddings and vector store
    vectorstore = LocalVectorStore.from_documents(cleaned_texts, embeddings())

    return vectorstore


def replace_t_with_space(list_of_documents):
    for doc in list_of_documents:
        doc.page_content = doc.page_content.replace('\t', ' ')  # Replace tabs with spaces
    return list_of_documents


def build(llm):
    from langchain_core.prompts import PromptTemplate
    from pydantic import BaseModel, Field

    class RetrievalResponse(BaseModel):
        response: str = Field(..., title="Determines if retrieval is necessary", description="Output only 'Yes' or 'No'.")

    retrieval_prompt = PromptTemplate(
        input_variables=["query"],
        template="Given the query '{query}', determine if retrieval is necessary. Output only 'Yes' or 'No'."
    )

    class RelevanceResponse(BaseModel):
        response: str = Field(..., title="Determines if context is relevant", description="Output only 'Relevant' or 'Irrelevant'.")

    relevance_prompt = PromptTemplate(
        input_variables=["query", "context"],
        template="Given the query '{query}' and the context '{context}', determine if the context is relevant. Output only 'Relevant' or 'Irrelevant'."
    )

    class GenerationResponse(BaseModel):
        response: str = Field(..., title="Generated response", description="The generated response.")

    generation_prompt = PromptTemplate(
        input_variables=["query", "context"],
        template="Given the query '{query}' and the context '{context}', generate a response."
    )

    class SupportResponse(BaseModel):
        response: str = Field(..., title="Determines if response is supported", description="Output 'Fully supported', 'Partially supported', or 'No support'.")

    support_prompt = PromptTemplate(
        input_variables=["response", "context"],
        template="Given the response '{response}' and the context '{context}', determine if the response is supported by the context. Output 'Fully supported', 'Partially supported', or 'No support'."
    )

    class UtilityResponse(BaseModel):
        response: int = Field(..., title="Utility rating", description="Rate the utility of the response from 1 to 5.")

    utility_prompt = PromptTemplate(
        input_variables=["query", "response"],
        template="Given the query '{query}' and the response '{response}', rate the utility of the response from 1 to 5."
    )

    # Create LLMChains for each step
    retrieval_chain = retrieval_prompt | llm.with_structured_output(RetrievalResponse)
    relevance_chain = relevance_prompt | llm.with_structured_output(RelevanceResponse)
    generation_chain = generation_prompt | llm.with_structured_output(GenerationResponse)
    support_chain = support_prompt | llm.with_structured_output(SupportResponse)
    utility_chain = utility_prompt | llm.with_structured_output(UtilityResponse)

    def self_rag(query, vectorstore, top_k=3):
        print(f"\nProcessing query: {query}")

        # Step 1: Determine if retrieval is necessary
        print("Step 1: Determining if retrieval is necessary...")
        input_data = {"query": query}
        retrieval_decision = retrieval_chain.invoke(input_data).response.strip().lower()
        print(f"Retrieval decision: {retrieval_decision}")

        if retrieval_decision == 'yes':
            # Step 2: Retrieve relevant documents
            print("Step 2: Retrieving relevant documents...")
            docs = vectorstore.similarity_search(query, k=top_k)
            contexts = [doc.page_content for doc in docs]
            print(f"Retrieved {len(contexts)} documents")

            # Step 3: Evaluate relevance of retrieved documents
            print("Step 3: Evaluating relevance of retrieved documents...")
            relevant_contexts = []
            for i, context in enumerate(contexts):
                input_data = {"query": query, "context": context}
                relevance = relevance_chain.invoke(input_data).response.strip().lower()
                print(f"Document {i+1} relevance: {relevance}")
                if relevance == 'relevant':
                    relevant_contexts.append(context)

            print(f"Number of relevant contexts: {len(relevant_contexts)}")

            # If no relevant contexts found, generate without retrieval
            if not relevant_contexts:
                print("No relevant contexts found. Generating without retrieval...")
                input_data = {"query": query, "context": "No relevant context found."}
                return generation_chain.invoke(input_data).response

            # Step 4: Generate response using relevant contexts
            print("Step 4: Generating responses using relevant contexts...")
            responses = []
            for i, context in enumerate(relevant_contexts):
                print(f"Generating response for context {i+1}...")
                input_data = {"query": query, "context": context}
                response = generation_chain.invoke(input_data).response

                # Step 5: Assess support
                print(f"Step 5: Assessing support for response {i+1}...")
                input_data = {"response": response, "context": context}
                support = support_chain.invoke(input_data).response.strip().lower()
                print(f"Support assessment: {support}")

                # Step 6: Evaluate utility
                print(f"Step 6: Evaluating utility for response {i+1}...")
                input_data = {"query": query, "response": response}
                utility = int(utility_chain.invoke(input_data).response)
                print(f"Utility score: {utility}")

                responses.append((response, support, utility))

            # Select the best response based on support and utility
            print("Selecting the best response...")
            best_response = max(responses, key=lambda x: (x[1] == 'fully supported', x[2]))
            print(f"Best response support: {best_response[1]}, utility: {best_response[2]}")
            return best_response[0]
        else:
            # Generate without retrieval
            print("Generating without retrieval...")
            input_data = {"query": query, "context": "No retrieval necessary."}
            return generation_chain.invoke(input_data).response

    self_rag.chains = {"retrieval": retrieval_chain, "relevance": relevance_chain,
                       "support": support_chain, "utility": utility_chain}
    return self_rag


@pytest.fixture(scope="module")
def vectorstore():
    return encode_pdf(_report.PATH)


@pytest.fixture(scope="module")
def self_rag():
    return build(sim_llm())


def trace(capsys) -> str:
    return capsys.readouterr().out


CAUSES_LIMIT = ('"the main causes" meets the report only in the page\'s heading lines glued to a fragment: a stated limit since ports76 (grounded.heading_only); the earlier pass was the partial answer "Understanding Ocean Acidification Chapter 1: ... decay releases more carbon dioxide near the coast. I could not find anything about \'causes\'", whose "carbon dioxide" is the fragment\'s, not a cause')

ANSWERABLE = [
    ("What is the impact of ocean acidification on marine life?",
     [("shell", "pteropod", "oyster", "coral")]),
    pytest.param("What are the main causes of ocean acidification?", ["carbon dioxide"],
                 marks=pytest.mark.xfail(strict=True, reason=CAUSES_LIMIT)),
    ("How much did surface pH fall at the Corvina Ridge station?", ["8.11", "8.03"]),
    ("What did the Mallow Bay hatchery lose in 2019?", ["60"]),
]


@pytest.mark.parametrize(("query", "facts"), ANSWERABLE, ids=["impact", "causes", "ph", "hatchery"])
def test_query_with_high_relevance(self_rag, vectorstore, capsys, query, facts):
    response = self_rag(query, vectorstore)
    out = trace(capsys)
    assert "Retrieval decision: yes" in out
    assert "relevance: relevant" in out, out
    assert "Best response support: fully supported" in out, out
    assert_answer(response, facts)


def test_query_with_low_relevance_generates_without_the_report(self_rag, vectorstore, capsys):
    # The notebook's own "challenging query with low relevance".
    response = self_rag("how did harry beat quirrell?", vectorstore)
    out = trace(capsys)
    assert "relevance: relevant" not in out, out
    assert "Step 4" not in out
    assert response.strip()
    assert not any(k in response.lower() for k in ("acidification", "corvina", "pteropod", "8.03")), response


@pytest.mark.parametrize(("query", "decision"), [
    ("What is the impact of ocean acidification on marine life?", "yes"),
    ("How many sodium carbonate euros does a northern hatchery spend each year?", "yes"),
    ("Hello, how are you?", "no"),
    ("What is 2 + 2?", "no"),
])
def test_retrieval_decision(self_rag, query, decision):
    got = self_rag.chains["retrieval"].invoke({"query": query}).response.strip().lower()
    assert got == decision


@pytest.mark.parametrize(("response", "verdict"), [
    ("Restoring seagrass meadows raises the pH of the surrounding water by about 0.05 at midday.",
     "fully supported"),
    ("Seagrass raises pH by 0.05 and is cheaper than buffering intake water.", "partially supported"),
    ("Acidification is caused mainly by plastic pollution.", "no support"),
])
def test_support_grade(self_rag, vectorstore, response, verdict):
    context = _report.load()[3].page_content
    got = self_rag.chains["support"].invoke({"response": response, "context": context}).response.strip().lower()
    assert got == verdict


def test_utility_rates_a_useful_answer_above_a_useless_one(self_rag):
    q = "How much did surface pH fall at the Corvina Ridge station?"
    good = self_rag.chains["utility"].invoke({"query": q, "response": "It fell from 8.11 in 1994 to 8.03 in 2024."}).response
    bad = self_rag.chains["utility"].invoke({"query": q, "response": "Oysters are molluscs."}).response
    assert 1 <= bad < good <= 5, (good, bad)


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    low = prompt.lower()
    name = schema.__name__
    if name == "RetrievalResponse":
        return {"response": "No" if "harry" in low else "Yes"}
    if name == "RelevanceResponse":
        return {"response": "Relevant" if "corvina" in low else "Irrelevant"}
    if name == "GenerationResponse":
        return {"response": "Surface pH fell from 8.11 in 1994 to 8.03 in 2024."
                if "corvina" in low.split("and the context")[0] else "Harry's protection defeated him."}
    if name == "SupportResponse":
        return {"response": "Fully supported"}
    return {"response": 5}


def test_wiring_with_an_ideal_model(vectorstore, capsys):
    rag = build(ScriptedChatModel(script=_ideal))
    query, facts = ANSWERABLE[2]
    response = rag(query, vectorstore)
    out = trace(capsys)
    assert "relevance: relevant" in out and "Best response support: fully supported" in out, out
    assert_answer(response, facts)
    response = rag("how did harry beat quirrell?", vectorstore)
    assert "Generating without retrieval" in trace(capsys)
