"""Port: NirDiamant/RAG_Techniques "Hypothetical Document Embedding (HyDE)": the model writes a
hypothetical document that answers the question ("exactly {chunk_size} characters"), and that
document, not the question, is the search query of the vector store (k = 3). There is no answer
step: the model's one reply per question is the document that is embedded.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/HyDe_Hypothetical_Document_Embedding.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8 (the repository's licence: custom non-commercial terms;
the prompt and class are quoted for testing only).
Kept verbatim: ``HyDERetriever`` (the prompt with its line break and indentation, chunk_size 500,
chunk_overlap 100, ``retrieve(query, k=3)``), the demo's ``retriever.retrieve(test_query)``.
Swapped: ``ChatOpenAI(gpt-4o-mini)`` -> the simulator; ``OpenAIEmbeddings`` -> the course's
embeddings; ``encode_pdf`` over "Understanding_Climate_Change.pdf" (``PyPDFLoader``,
``RecursiveCharacterTextSplitter(chunk_size, chunk_overlap, length_function=len)``,
``replace_t_with_space``, FAISS) -> the same steps over the invented ocean-acidification report of
``tests/thirdparty/_report.py`` in ``LocalVectorStore``. Invented: the questions (the notebook's
"What is the main cause of climate change?" asked of the invented report's subject, and three more).

Oracles (written before the first run), per model call (the hypothetical document):
- a passage, not a question and not the prompt given back: no "hypothetical document", "Given the
  question", "characters" in it, does not end with "?";
- on the question's subject (carries the subject words listed per question) and not a refusal;
- between 150 and 1500 characters (the prompt asks for exactly 500; a competent small model is
  near it, never exact);
- where the answer is common knowledge, that answer (ocean acidification: carbon dioxide / CO2;
  seagrass: photosynthesis / takes up carbon dioxide); for the report's own local facts (a named
  hatchery) any plausible cause on the subject;
- or a stated limit (the program then searches with the limit sentence; the tests read only the
  model call).

First sight (f29fd15c) and after (ports25): 4 calls, 0 right / 4 stated a limit / 0 silently
wrong: writing a hypothetical document is world knowledge it states it lacks.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.prompts import PromptTemplate

from tests.thirdparty._report import PATH, load
from tests.thirdparty._support import REFUSAL, CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped helpers (helper_functions.py of the repository, same steps) ------------------


def replace_t_with_space(list_of_documents):
    for doc in list_of_documents:
        doc.page_content = doc.page_content.replace('\t', ' ')  # Replace tabs with spaces
    return list_of_documents


def encode_pdf(path, chunk_size=1000, chunk_overlap=200):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    assert path == PATH
    documents = load()  # PyPDFLoader(path).load() on the invented report
    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=chunk_overlap, length_function=len
    )
    texts = text_splitter.split_documents(documents)
    cleaned_texts = replace_t_with_space(texts)
    return LocalVectorStore.from_documents(cleaned_texts, embeddings())


# --- the program -------------------------------------------------------------------------


def make_retriever_class(llm_factory):
    class HyDERetriever:
        def __init__(self, files_path, chunk_size=500, chunk_overlap=100):
            self.llm = llm_factory()

            self.embeddings = embeddings()
            self.chunk_size = chunk_size
            self.chunk_overlap = chunk_overlap
            self.vectorstore = encode_pdf(files_path, chunk_size=self.chunk_size, chunk_overlap=self.chunk_overlap)


            self.hyde_prompt = PromptTemplate(
                input_variables=["query", "chunk_size"],
                template="""Given the question '{query}', generate a hypothetical document that directly answers this question. The document should be detailed and in-depth.
            the document size has be exactly {chunk_size} characters.""",
            )
            self.hyde_chain = self.hyde_prompt | self.llm

        def generate_hypothetical_document(self, query):
            input_variables = {"query": query, "chunk_size": self.chunk_size}
            return self.hyde_chain.invoke(input_variables).content

        def retrieve(self, query, k=3):
            hypothetical_doc = self.generate_hypothetical_document(query)
            similar_docs = self.vectorstore.similarity_search(hypothetical_doc, k=k)
            return similar_docs, hypothetical_doc

    return HyDERetriever


# --- the questions and their oracles ---------------------------------------------------------

QUESTIONS = {
    # the notebook's question, asked of the invented report's subject
    "main_cause": ("What is the main cause of ocean acidification?", ("acidif",), ("carbon dioxide", "co2", "co₂")),
    "seagrass": ("How does restoring seagrass meadows affect the pH of seawater?", ("seagrass", "ph"),
                 ("photosynth", "carbon dioxide", "co2", "co₂")),
    "hatchery": ("Why did the Mallow Bay hatchery lose most of its oyster larvae in 2019?", ("larva", "hatcher", "oyster"),
                 ()),
    "pteropods": ("What happens to pteropod shells in acidified water?", ("pteropod", "shell"),
                  ("dissol", "thin", "weak", "corro", "carbonate")),
}

FRAME = ("hypothetical document", "given the question", "characters")


def ok_document(text: str, subject, answer) -> bool:
    low = text.lower().strip()
    if not low or low.endswith("?") or any(f in low for f in FRAME) or REFUSAL.search(text):
        return False
    if not 150 <= len(low) <= 1500:
        return False
    if not any(s in low for s in subject):
        return False
    return not answer or any(a in low for a in answer)


def rows_question(llm, name):
    query, subject, answer = QUESTIONS[name]
    HyDERetriever = make_retriever_class(lambda: llm)
    retriever = HyDERetriever(PATH)
    log = CallLog()
    retriever.hyde_chain = retriever.hyde_chain.with_config(callbacks=[log])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results, hypothetical_doc = retriever.retrieve(query)
    call = log.calls[-1]
    assert call["text"] == hypothetical_doc
    return [(f"{name}: hypothetical document", verdict(call["text"], ok_document(call["text"], subject, answer),
                                                       call["limit"]), call["text"][:200])]


SCENARIOS = {name: (lambda m, name=name: rows_question(m, name)) for name in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "main_cause": "Ocean acidification is driven mainly by the carbon dioxide that the sea absorbs from the air. "
                  "When CO2 dissolves in seawater it forms carbonic acid, which lowers the pH and strips carbonate "
                  "ions from the water. Because human activity keeps releasing carbon dioxide, the ocean keeps "
                  "absorbing it, and surface pH has fallen measurably over the last decades.",
    "seagrass": "Seagrass meadows raise the pH of the water around them because the plants take up carbon dioxide "
                "while they photosynthesise. The effect is strongest at midday, when photosynthesis peaks, and "
                "restored meadows can give shellfish and corals nearby a local refuge from acidified water.",
    "hatchery": "Oyster larvae are very sensitive to acidic water. When upwelling brings deep water rich in carbon "
                "dioxide to the coast, a hatchery that draws its intake from the bay exposes its larvae to it, and "
                "many fail to build their first shells and die within days.",
    "pteropods": "Pteropods are small sea snails with thin shells of aragonite. In acidified water, which holds fewer "
                 "carbonate ions, their shells start to dissolve and become pitted and weak within weeks, which "
                 "threatens the food webs that depend on them.",
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        name = next(n for n, (q, _, _) in QUESTIONS.items() if q in text)
        return _IDEAL[name]

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows


def test_the_hypothetical_document_is_the_search_query():
    """The program's own shape: with the ideal document, the report's page on the subject is among
    the k = 3 chunks found."""
    from tests.thirdparty._support import ScriptedChatModel

    HyDERetriever = make_retriever_class(lambda: ScriptedChatModel(script=lambda *_: _IDEAL["pteropods"]))
    results, doc = HyDERetriever(PATH).retrieve(QUESTIONS["pteropods"][0])
    assert doc == _IDEAL["pteropods"] and len(results) == 3
    assert any("Pteropods" in d.page_content for d in results)
