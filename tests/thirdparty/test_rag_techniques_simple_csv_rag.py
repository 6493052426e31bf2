"""Port: NirDiamant/RAG_Techniques "Simple RAG over a CSV file": every row of a customers table
becomes one document (``CSVLoader``: one ``column: value`` line per column), the rows are embedded,
and ``create_retrieval_chain(retriever, create_stuff_documents_chain(llm, prompt))`` answers a
question from the four nearest rows, stuffed into the system prompt.
One text call per question whose answer is one cell of one record among look-alike records.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/simple_csv_rag.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8 (the repository's licence: custom non-commercial terms;
the prompt is quoted for testing only).
Kept verbatim: the system prompt, ``ChatPromptTemplate.from_messages([("system", system_prompt),
("human", "{input}")])``, the retriever's default k (4), ``answer['answer']`` and the notebook's
question form ("which company does sheryl Baxter work for?", a lower-case first name kept).
Swapped: ``ChatOpenAI(model="gpt-3.5-turbo-0125")`` -> the simulator; ``OpenAIEmbeddings`` + FAISS
-> ``course_lib.get_embeddings()`` + ``LocalVectorStore``; ``CSVLoader(file_path).load_and_split()``
-> ``load_csv`` (what CSVLoader writes: ``"\\n".join(f"{k.strip()}: {v.strip()}")`` per row,
metadata ``source`` and ``row``; every row is far below the splitter's 4000 characters, so the split
keeps one document per row); ``create_retrieval_chain`` / ``create_stuff_documents_chain``
(langchain_classic, not installed) -> ``rag_chain``: the same steps (the retriever on ``input``,
the documents' ``page_content`` joined by blank lines as ``{context}``, the prompt, the model,
``StrOutputParser``; the result dict with ``input``, ``context``, ``answer``).
Invented, in place of ``customers-100.csv``: twelve customers with the same columns (Index,
Customer Id, First Name, Last Name, Company, City, Country, Phone 1, Phone 2, Email, Subscription
Date, Website).

Oracles (written before the first run), per model call (one answer):
- a question on one customer's cell (company, e-mail, city, subscription date, website, phone):
  the cell's value, and no other customer's value for that column;
- a question whose subject is a company, asking who works there: the person's name;
- a customer the table does not have: no value of that column from another row, an answer that
  it does not know;
- "How many customers are in Portugal?": 2 (two), or that it does not know / cannot tell from
  the rows; never another number;
- or a stated limit.
Amended after the first sight (the oracle's text match was narrower than its words "the person's
name"): the name given as its two cells ("First Name: Lerato; Last Name: Dlamini") counts.

First sight (dd1147e2): 9 calls, 4 right / 3 stated a limit / **2** silently wrong: "which company
does ingrid Solberg work for?" -> "Index: 1. Email: ingrid.solberg@fjordline.no. Index: 6. Company:
Atlantic Cork Works." (the row's name line and another row's company line); "How many customers are
in Portugal?" -> one row's "Country: Portugal" line with its customer id. After (ports77,
``material.keyed_stanzas``: the rows read as a table): 7 / 2 / 0 (the count states a limit).
"""

from __future__ import annotations

import csv
import io
import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped loader and the invented table --------------------------------------------------

CUSTOMERS_CSV = """Index,Customer Id,First Name,Last Name,Company,City,Country,Phone 1,Phone 2,Email,Subscription Date,Website
1,A7c21F0e9B3d4a1,Ingrid,Solberg,Fjordline Analytics,Bergen,Norway,+47 55 21 88 10,+47 912 33 004,ingrid.solberg@fjordline.no,2021-03-14,https://fjordline-analytics.no/
2,B40d9e2C1a7F6b8,Tomasz,Wrona,Kessler-Hahn,Gdansk,Poland,+48 58 301 22 19,+48 601 440 812,t.wrona@kessler-hahn.pl,2020-11-02,http://www.kessler-hahn.pl/
3,C9e1F7a2b0D5c33,Amara,Okafor,Lindqvist Logistics,Porto,Portugal,+351 22 480 1174,+351 912 008 445,amara.okafor@lindqvist.pt,2022-06-27,https://lindqvist-logistics.com/
4,D2b8a6C4e1F9d70,Mateo,Rinaldi,Aurora Textiles,Valparaiso,Chile,+56 32 265 4410,+56 9 8811 2093,mrinaldi@auroratex.cl,2019-09-08,http://auroratextiles.cl/
5,E5f3D0b7a9C2e18,Hanna,Kowalczyk,Greenmoor Foods,Lodz,Poland,+48 42 633 18 70,+48 512 774 301,hanna.k@greenmoor.pl,2021-12-19,https://greenmoor-foods.pl/
6,F8a4c1E6d3B0f25,Joaquim,Pereira,Atlantic Cork Works,Lisbon,Portugal,+351 21 390 5527,+351 936 220 118,jpereira@atlanticcork.pt,2020-04-30,https://atlanticcork.pt/
7,G1d7B3f5e8A4a62,Yuki,Tanabe,Sakura Precision,Osaka,Japan,+81 6 6312 4480,+81 90 3377 2150,tanabe.y@sakura-precision.jp,2023-01-11,https://sakura-precision.jp/
8,H6c2e9A0f4D1b47,Lerato,Dlamini,Karoo Solar,Bloemfontein,South Africa,+27 51 447 2290,+27 82 555 0143,lerato@karoosolar.co.za,2022-10-05,http://www.karoosolar.co.za/
9,I3e5a8D2c7F0c91,Oskar,Lindgren,Nordvik Marine,Gothenburg,Sweden,+46 31 708 12 60,+46 70 214 88 31,oskar.lindgren@nordvik.se,2018-07-23,https://nordvik-marine.se/
10,J0f9b4B1d6E3a55,Priya,Raman,Monsoon Ceramics,Chennai,India,+91 44 2815 6602,+91 98400 71234,priya@monsoonceramics.in,2021-08-16,https://monsoonceramics.in/
11,K4a0d3F8b2C7e06,Elif,Demir,Bosphorus Freight,Izmir,Turkey,+90 232 441 7705,+90 532 660 1987,elif.demir@bosphorusfreight.com.tr,2020-02-09,https://bosphorusfreight.com.tr/
12,L7b6f2C9a5D8d84,Sean,Gallagher,Harbourlight Books,Galway,Ireland,+353 91 562 340,+353 87 114 9021,sean@harbourlight.ie,2023-05-21,https://harbourlight.ie/
"""


def load_csv(text: str, source: str = "data/customers-12.csv") -> list[Document]:
    """What ``CSVLoader(file_path=...).load()`` returns (one document per row)."""
    docs = []
    for i, row in enumerate(csv.DictReader(io.StringIO(text))):
        content = "\n".join(f"{k.strip()}: {v.strip()}" for k, v in row.items())
        docs.append(Document(page_content=content, metadata={"source": source, "row": i}))
    return docs


# --- the program ---------------------------------------------------------------------------------

# Set up system prompt
system_prompt = (
    "You are an assistant for question-answering tasks. "
    "Use the following pieces of retrieved context to answer "
    "the question. If you don't know the answer, say that you "
    "don't know. Use three sentences maximum and keep the "
    "answer concise."
    "\n\n"
    "{context}"
)

prompt = ChatPromptTemplate.from_messages([
    ("system", system_prompt),
    ("human", "{input}"),

])


def rag_chain(llm, retriever, question: str, config=None) -> dict:
    """What ``create_retrieval_chain(retriever, create_stuff_documents_chain(llm, prompt))``
    returns for ``{"input": question}``."""
    docs = retriever.invoke(question)
    context = "\n\n".join(d.page_content for d in docs)
    answer = (prompt | llm | StrOutputParser()).invoke({"input": question, "context": context}, config)
    return {"input": question, "context": docs, "answer": answer}


# --- questions and oracles -----------------------------------------------------------------------

def column(column_name: str) -> list[str]:
    return [row[column_name] for row in csv.DictReader(io.StringIO(CUSTOMERS_CSV))]


# question -> (the right values (one must appear), the column whose other rows' values must not)
QUESTIONS = {
    "which company does ingrid Solberg work for?": (("Fjordline Analytics",), "Company"),
    "What is the email address of Tomasz Wrona?": (("t.wrona@kessler-hahn.pl",), "Email"),
    "Which city is Amara Okafor based in?": (("Porto",), "City"),
    "When did Mateo Rinaldi subscribe?": (("2019-09-08", "8 September 2019", "September 8, 2019"), "Subscription Date"),
    "What is the website of Sakura Precision?": (("sakura-precision.jp",), "Website"),
    "Who works for Karoo Solar?": (("Lerato Dlamini",), "Last Name"),
    "What is the main phone number of Oskar Lindgren?": (("+46 31 708 12 60",), "Phone 1"),
    "Which company does Pieter de Vries work for?": ((), "Company"),
    "How many customers are in Portugal?": (("2", "two"), None),
}

DONT_KNOW = ("don't know", "do not know", "not sure", "no information", "not in the", "cannot", "can't",
             "isn't", "is not", "not mentioned", "not provided", "no record", "not listed", "doesn't", "does not")


def ok_answer(question: str, answer: str) -> bool:
    right, col = QUESTIONS[question]
    low = answer.lower()
    if question.startswith("How many"):
        numbers = set(re.findall(r"\b\d+\b", answer)) | {w for w in ("one", "two", "three", "four") if
                                                         re.search(rf"\b{w}\b", low)}
        if numbers - {"2", "two"}:
            return False
        return bool(numbers) or any(p in low for p in DONT_KNOW)
    others = [v for v in column(col) if not any(r.lower() in v.lower() for r in right)]
    if col == "Last Name":
        others = [v for v in others if v != "Dlamini"]
        # amended after the first run (see the docstring): the name given in its two cells counts
        if "lerato" in low and "dlamini" in low and not any(o.lower() in low for o in others):
            return True
    if any(o.lower() in low for o in others):
        return False
    if not right:
        return any(p in low for p in DONT_KNOW)
    return any(r.lower() in low for r in right)


def rows_for(model, question):
    retriever = LocalVectorStore.from_documents(load_csv(CUSTOMERS_CSV), embeddings()).as_retriever()
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = rag_chain(model, retriever, question, {"callbacks": [log]})
    answer = result["answer"]
    c = log.calls[-1]
    return [(f"{question}", verdict(answer, ok_answer(question, answer), c["limit"]), answer[:200])]


SCENARIOS = {q: (lambda m, q=q: rows_for(m, q)) for q in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_loader_writes_csvloader_rows():
    """Guard on the port itself: one document per row, ``column: value`` lines, 12 columns."""
    docs = load_csv(CUSTOMERS_CSV)
    assert len(docs) == 12 and docs[0].page_content.splitlines()[4] == "Company: Fjordline Analytics"
    assert all(len(d.page_content.splitlines()) == 12 for d in docs)


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    answers = {
        "ingrid": "Ingrid Solberg works for Fjordline Analytics.",
        "Tomasz": "Tomasz Wrona's email address is t.wrona@kessler-hahn.pl.",
        "Amara": "Amara Okafor is based in Porto, Portugal.",
        "Mateo": "Mateo Rinaldi subscribed on 2019-09-08.",
        "Sakura": "The website of Sakura Precision is https://sakura-precision.jp/.",
        "Karoo": "Lerato Dlamini works for Karoo Solar.",
        "Oskar": "Oskar Lindgren's main phone number is +46 31 708 12 60.",
        "Pieter": "I don't know; Pieter de Vries is not in the provided data.",
        "Portugal": "Two customers are in Portugal: Amara Okafor and Joaquim Pereira.",
    }

    def script(prompt_text, _schema, _tools):
        question = str(prompt_text).rsplit("human: ", 1)[1]
        return next(a for key, a in answers.items() if key in question)

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
