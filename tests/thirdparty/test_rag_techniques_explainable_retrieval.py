"""Port: NirDiamant/RAG_Techniques "Explainable Retrieval": retrieve k = 5 texts for a query and ask
the model, for each one, "Explain why this context is relevant to the query and how it might help
answer the query." The store holds only three (or four) texts, so every text is retrieved,
unrelated ones included: the prompt presumes a relevance that half of the contexts do not have.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/explainable_retrieval.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8 (the repository's licence: custom non-commercial terms;
the prompt and class are quoted for testing only).
Kept verbatim: ``ExplainableRetriever`` (the prompt with its indentation, k = 5, one explanation per
document), the notebook's three ``texts`` and its query "Why is the sky blue?". Swapped:
``ChatOpenAI(gpt-4o-mini)`` -> the simulator; ``OpenAIEmbeddings`` -> the course's embeddings;
``FAISS.from_texts`` -> ``LocalVectorStore`` over the same texts; ``get_relevant_documents`` ->
``invoke`` (removed in langchain-core 1.x). Invented: two more stores and queries (why bread dough
rises over four texts; when a library's reading room closes over three), same shape.

Oracles (written before the first run), per model call (one explanation):
- a context that answers the query: an explanation that ties them (names a key word of the
  context's answer: "sunlight" / "atmosphere"; "yeast" / "carbon dioxide"; "thirty minutes"), and
  does not call the context irrelevant;
- a context that does not answer the query (photosynthesis or global warming for the sky; tides or
  volcanoes for bread): says so (not relevant / unrelated / does not explain / does not address /
  only indirectly / limited); an explanation that presents it as the answer is silently wrong;
- a context on the query's subject that does not answer it (sourdough starters for bread; the
  loan period for the reading room's hours): either, as long as it never claims the context
  answers the query with a fact the context lacks;
- no dump of the prompt; or a stated limit.

First sight (f29fd15c): 10 calls, 1 right / 1 stated a limit / **8** silently wrong: each
explanation was a bare "yes" or "no" (read as a binary relevance grade). After (ports25,
``explained_verdicts``): 9 / 1 / 0: a sentence with the verdict, quoting the context's answering
sentence or saying it does not address the query; sourdough starters for rising dough state that
it can't tell.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.prompts import PromptTemplate

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


def make_retriever_class(llm_factory):
    class ExplainableRetriever:
        def __init__(self, texts):
            self.embeddings = embeddings()

            self.vectorstore = LocalVectorStore.from_texts(texts, self.embeddings)
            self.llm = llm_factory()


            # Create a base retriever
            self.retriever = self.vectorstore.as_retriever(search_kwargs={"k": 5})

            # Create an explanation chain
            explain_prompt = PromptTemplate(
                input_variables=["query", "context"],
                template="""
            Analyze the relationship between the following query and the retrieved context.
            Explain why this context is relevant to the query and how it might help answer the query.
            
            Query: {query}
            
            Context: {context}
            
            Explanation:
            """
            )
            self.explain_chain = explain_prompt | self.llm

        def retrieve_and_explain(self, query, config=None):
            # Retrieve relevant documents
            docs = self.retriever.invoke(query)

            explained_results = []

            for doc in docs:
                # Generate explanation
                input_data = {"query": query, "context": doc.page_content}
                explanation = self.explain_chain.invoke(input_data, config).content

                explained_results.append({
                    "content": doc.page_content,
                    "explanation": explanation
                })

            return explained_results

    return ExplainableRetriever


# --- the stores, the queries and their oracles --------------------------------------------------

ANSWERS, UNRELATED, NEAR = "answers", "unrelated", "near"

STORES = {
    "sky": ("Why is the sky blue?", [
        ("The sky is blue because of the way sunlight interacts with the atmosphere.", ANSWERS, ("sunlight", "atmosphere")),
        ("Photosynthesis is the process by which plants use sunlight to produce energy.", UNRELATED, ()),
        ("Global warming is caused by the increase of greenhouse gases in Earth's atmosphere.", UNRELATED, ()),
    ]),
    "bread": ("Why does bread dough rise?", [
        ("Bread dough rises because yeast ferments the sugars in flour and releases carbon dioxide gas.", ANSWERS,
         ("yeast", "carbon dioxide", "ferment")),
        ("Tides are caused by the gravitational pull of the Moon on the oceans.", UNRELATED, ()),
        ("Volcanoes erupt when pressure from molten rock builds up beneath the Earth's crust.", UNRELATED, ()),
        ("Sourdough starters contain wild yeast and lactic acid bacteria.", NEAR, ()),
    ]),
    "reading_room": ("When does the reading room close?", [
        ("The reading room closes thirty minutes before the building does.", ANSWERS, ("thirty minutes", "30 minutes")),
        ("Books are lent for three weeks and can be renewed twice online.", NEAR, ()),
        ("The swimming pool on Dock Street is heated to 28 degrees all year.", UNRELATED, ()),
    ]),
}

NOT_RELEVANT = re.compile(
    r"not (?:directly |particularly |very |really )?(?:relevant|related|address|explain|answer|help|connected|pertinent)|"
    r"(?:does|do|did|is|are)n['’]?t (?:directly |really )?(?:relevant|related|address|explain|answer|help|mention)|"
    r"does not (?:directly |really )?(?:address|explain|answer|help|mention|relate|discuss)|"
    r"unrelated|irrelevant|no (?:direct )?(?:relevance|connection|relation)|only (?:indirectly|tangentially)|"
    r"indirect|tangential|limited relevance|little relevance|not useful|cannot help|can'?t help", re.I)
FRAME = ("Analyze the relationship", "Explanation:", "Query:")


def ok_explanation(text: str, kind: str, keys) -> bool:
    if not text.strip() or any(f in text for f in FRAME):
        return False
    low = text.lower()
    if kind == ANSWERS:
        return any(k in low for k in keys) and not NOT_RELEVANT.search(text)
    if kind == UNRELATED:
        return bool(NOT_RELEVANT.search(text))
    return True


def rows_store(llm, name):
    query, texts = STORES[name]
    kinds = {t: (kind, keys) for t, kind, keys in texts}
    ExplainableRetriever = make_retriever_class(lambda: llm)
    retriever = ExplainableRetriever([t for t, _, _ in texts])
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results = retriever.retrieve_and_explain(query, {"callbacks": [log]})
    assert len(results) == len(texts) == len(log.calls)
    rows = []
    for result, call in zip(results, log.calls, strict=True):
        kind, keys = kinds[result["content"]]
        rows.append((f"{name}: {kind} {result['content'][:40]!r}",
                     verdict(result["explanation"], ok_explanation(result["explanation"], kind, keys), call["limit"]),
                     result["explanation"][:200]))
    return rows


SCENARIOS = {name: (lambda m, name=name: rows_store(m, name)) for name in STORES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        context = text.split("Context: ", 1)[1].split("\n")[0].strip()
        for _query, texts in STORES.values():
            for t, kind, keys in texts:
                if t == context:
                    if kind == ANSWERS:
                        return f"The context answers the query directly: it names {keys[0]} as the reason."
                    if kind == UNRELATED:
                        return "This context is not relevant to the query: it is about something else."
                    return "The context is on the same subject but does not answer the query itself."
        raise AssertionError(context)

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
