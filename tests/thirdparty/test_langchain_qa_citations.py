"""Port: LangChain how-to "How to get a RAG application to add citations" (the plain chain, then
tool-calling: ``CitedAnswer`` with source ids, ``QuotedAnswer`` with verbatim quotes).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/qa_citations.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: ``system_prompt`` and ``prompt``, ``format_docs``, the first chain
(``RunnablePassthrough.assign(context=retrieve_docs).assign(answer=rag_chain_from_docs)``),
``CitedAnswer``, the "What Brian's height?" example, ``format_docs_with_id``, ``Citation`` and
``QuotedAnswer`` and their chains. Swapped: ``ChatOpenAI`` -> the simulator;
``WikipediaRetriever(top_k_results=6, doc_content_chars_max=2000)`` -> ``LocalVectorStore`` over
five invented encyclopedia-style articles (``title`` and ``source`` metadata, as the Wikipedia
retriever gives), k=4 (the article set is small). Invented: the articles and the questions.

Oracles (written before the first run), per model call:
- plain chain: the answer has the asked fact; for the question the articles do not answer, it
  says it does not know;
- ``CitedAnswer`` on the Brian example: "5'11" (or 71 inches) with citations 1 and 3, or a
  stated limit;
- ``CitedAnswer`` in the chain: the fact in ``answer``, and ``citations`` holds the id of the
  article that states it and no id of an article that does not mention the subject; for the
  unanswerable question an answer that says it does not know (citations anything) or a limit;
- ``QuotedAnswer``: the fact in ``answer``; each citation's ``quote`` is a verbatim substring of
  the source with that id, and one of them holds the fact.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
from pydantic import BaseModel, Field

from tests.thirdparty._support import REFUSAL, CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

ARTICLES = [
    ("Halvorsen Bridge", "The Halvorsen Bridge is a cable-stayed road bridge across the Lunde Fjord. "
     "It is 1,240 metres long and its main span measures 530 metres. Construction began in 1983 and the "
     "bridge opened to traffic in 1987. Its two concrete pylons rise 118 metres above the water."),
    ("Lake Merrow", "Lake Merrow is a glacial lake in the Kessel Hills. It covers 14 square kilometres "
     "and reaches a maximum depth of 96 metres near its northern shore. The lake is fed by the Tolle River "
     "and drains southward through the Merrow Gorge. Brown trout and Arctic char live in its cold water."),
    ("Tarn Valley Railway", "The Tarn Valley Railway is a single-track line linking Ostby with the mining "
     "town of Grell. It was electrified in 1962. Its passenger trains run at up to 140 km/h on the straight "
     "section along the valley floor, and the 62-kilometre journey takes 48 minutes."),
    ("Corvin Glacier", "The Corvin Glacier is a valley glacier on the eastern face of Mount Aske. Since "
     "measurements began in 1950 its tongue has retreated by 2.3 kilometres. The glacier feeds the Tolle River, "
     "which in turn flows into Lake Merrow."),
    ("Ostby", "Ostby is a market town at the mouth of the Tarn Valley with about 21,000 inhabitants. It holds a "
     "wool fair every October and is the eastern terminus of the Tarn Valley Railway."),
]

QUESTIONS = [
    # question, the fact, the article that states it, the articles that must not be cited
    ("How long is the Halvorsen Bridge?", ("1,240", "1240"), 0, {1, 2, 3, 4}),
    ("How deep is Lake Merrow?", ("96",), 1, {0, 2, 4}),
    ("How fast are the trains on the Tarn Valley Railway?", ("140",), 2, {0, 1, 3}),
]
UNANSWERABLE = "Who designed the Halvorsen Bridge?"


def docs():
    return [Document(page_content=text, metadata={"title": title, "source": f"https://wiki.example/{title.replace(' ', '_')}"})
            for title, text in ARTICLES]


system_prompt = (
    "You're a helpful AI assistant. Given a user question "
    "and some Wikipedia article snippets, answer the user "
    "question. If none of the articles answer the question, "
    "just say you don't know."
    "\n\nHere are the Wikipedia articles: "
    "{context}"
)

prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system_prompt),
        ("human", "{input}"),
    ]
)


def format_docs(docs: list[Document]):
    return "\n\n".join(doc.page_content for doc in docs)


class CitedAnswer(BaseModel):
    """Answer the user question based only on the given sources, and cite the sources used."""

    answer: str = Field(
        ...,
        description="The answer to the user question, which is based only on the given sources.",
    )
    citations: list[int] = Field(
        ...,
        description="The integer IDs of the SPECIFIC sources which justify the answer.",
    )


def format_docs_with_id(docs: list[Document]) -> str:
    formatted = [
        f"Source ID: {i}\nArticle Title: {doc.metadata['title']}\nArticle Snippet: {doc.page_content}"
        for i, doc in enumerate(docs)
    ]
    return "\n\n" + "\n\n".join(formatted)


class Citation(BaseModel):
    source_id: int = Field(
        ...,
        description="The integer ID of a SPECIFIC source which justifies the answer.",
    )
    quote: str = Field(
        ...,
        description="The VERBATIM quote from the specified source that justifies the answer.",
    )


class QuotedAnswer(BaseModel):
    """Answer the user question based only on the given sources, and cite the sources used."""

    answer: str = Field(
        ...,
        description="The answer to the user question, which is based only on the given sources.",
    )
    citations: list[Citation] = Field(
        ..., description="Citations from the given sources that justify the answer."
    )


def retriever():
    return LocalVectorStore.from_documents(docs(), embeddings()).as_retriever(search_kwargs={"k": 4})


def quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


def lim(log) -> str:
    """The limit the last model call stated (the scripted model's structured calls log nothing)."""
    return log.calls[-1]["limit"] if log.calls else ""


def has(text: str, fact) -> bool:
    return any(f.lower() in (text or "").lower() for f in fact)


def s_plain(llm):
    rag_chain_from_docs = (
        RunnablePassthrough.assign(context=(lambda x: format_docs(x["context"])))
        | prompt
        | llm
        | StrOutputParser()
    )
    retrieve_docs = (lambda x: x["input"]) | retriever()
    chain = RunnablePassthrough.assign(context=retrieve_docs).assign(answer=rag_chain_from_docs)
    out = []
    for question, fact, _, _ in QUESTIONS:
        log = CallLog()
        result = quiet(chain.invoke, {"input": question}, {"callbacks": [log]})
        out.append((f"plain: {question}", verdict(result["answer"], has(result["answer"], fact), lim(log)),
                    result["answer"]))
    log = CallLog()
    result = quiet(chain.invoke, {"input": UNANSWERABLE}, {"callbacks": [log]})
    ok = bool(REFUSAL.search(result["answer"]))
    out.append((f"plain: {UNANSWERABLE}", verdict(result["answer"], ok, lim(log)), result["answer"]))
    return out


EXAMPLE_Q = """What Brian's height?

Source: 1
Information: Suzy is 6'2"

Source: 2
Information: Jeremiah is blonde

Source: 3
Information: Brian is 3 inches shorter than Suzy"""


def s_brian(llm):
    structured_llm = llm.with_structured_output(CitedAnswer)
    log = CallLog()
    result = quiet(structured_llm.invoke, EXAMPLE_Q, {"callbacks": [log]})
    ok = result is not None and has(result.answer, ("5'11", "5 ft 11", "71 inches", "5 feet 11")) \
        and set(result.citations) == {1, 3}
    return [("CitedAnswer: Brian's height", verdict("", ok, lim(log) if log.calls else ""), repr(result))]


def _chain(llm, schema):
    rag_chain_from_docs = (
        RunnablePassthrough.assign(context=(lambda x: format_docs_with_id(x["context"])))
        | prompt
        | llm.with_structured_output(schema)
    )
    retrieve_docs = (lambda x: x["input"]) | retriever()
    return RunnablePassthrough.assign(context=retrieve_docs).assign(answer=rag_chain_from_docs)


def _ids(context, wanted: set[int]) -> set[int]:
    """The positions, in this retrieval, of the articles numbered ``wanted`` in ARTICLES."""
    titles = {ARTICLES[i][0] for i in wanted}
    return {i for i, d in enumerate(context) if d.metadata["title"] in titles}


def s_cited(llm):
    chain = _chain(llm, CitedAnswer)
    out = []
    for question, fact, source, unrelated in QUESTIONS:
        log = CallLog()
        result = quiet(chain.invoke, {"input": question}, {"callbacks": [log]})
        ans = result["answer"]
        ok = ans is not None and has(ans.answer, fact) and bool(_ids(result["context"], {source}) & set(ans.citations)) \
            and not (_ids(result["context"], unrelated) & set(ans.citations))
        out.append((f"CitedAnswer: {question}", verdict("", ok, lim(log)), repr(ans)))
    log = CallLog()
    result = quiet(chain.invoke, {"input": UNANSWERABLE}, {"callbacks": [log]})
    ans = result["answer"]
    ok = ans is not None and bool(REFUSAL.search(ans.answer or ""))
    out.append((f"CitedAnswer: {UNANSWERABLE}", verdict("", ok, lim(log)), repr(ans)))
    return out


def s_quoted(llm):
    chain = _chain(llm, QuotedAnswer)
    out = []
    for question, fact, _source, _ in QUESTIONS:
        log = CallLog()
        result = quiet(chain.invoke, {"input": question}, {"callbacks": [log]})
        ans, context = result["answer"], result["context"]
        ok = ans is not None and has(ans.answer, fact) and bool(ans.citations)
        if ok:
            for c in ans.citations:
                if not (0 <= c.source_id < len(context)) or c.quote.strip() not in context[c.source_id].page_content:
                    ok = False
            ok = ok and any(has(c.quote, fact) for c in ans.citations)
        out.append((f"QuotedAnswer: {question}", verdict("", ok, lim(log)), repr(ans)))
    return out


SCENARIOS = {"plain": s_plain, "brian": s_brian, "cited": s_cited, "quoted": s_quoted}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'brian': ('Brian\'s height needs an arithmetic step (6\'2" less 3 inches): the simulator answers with the premise and "I don\'t know that part", no limit'),
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        for question, fact, source, _ in QUESTIONS:
            if question in text:
                body = ARTICLES[source][1]
                sid = int(text.split(f"Article Title: {ARTICLES[source][0]}")[0].rsplit("Source ID: ", 1)[1].split()[0])
                sentence = next(s for s in body.split(". ") if fact[0] in s)
                return {"answer": sentence, "citations": [{"source_id": sid, "quote": sentence}]}
        return {}

    rows = s_quoted(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * 3, rows
