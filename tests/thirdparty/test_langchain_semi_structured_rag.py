"""Port: LangChain cookbook "Semi-structured RAG": a paper's text chunks and tables are each
summarised by a summarize chain ("You are an assistant tasked with summarizing tables and text.
..."), the summaries are embedded in a vector store while a multi-vector retriever hands back the
raw elements (text or table) for the nearest summaries, and a RAG chain answers "based only on the
following context, which can include text and tables".

Source: github.com/langchain-ai/langchain, cookbook/Semi_Structured_RAG.ipynb
@8865c28dd2cd616f520a4073e22873d8e613d632.
Kept verbatim: ``prompt_text`` and the ``summarize_chain`` (``{"element": lambda x: x} | prompt |
model | StrOutputParser()``, ``.batch(..., {"max_concurrency": 5})`` over the texts and over the
tables), the multi-vector wiring (summaries as ``Document(page_content=s, metadata={id_key:
doc_ids[i]})`` in the vector store, the raw strings in the docstore under the same ids, ``id_key =
"doc_id"``), the RAG ``template`` and chain (``{"context": retriever, "question":
RunnablePassthrough()} | prompt | model | StrOutputParser()``), so the context is the retriever's
list of raw strings as the prompt renders it.
Swapped: ``ChatOpenAI(temperature=0, model="gpt-4")`` -> the simulator; ``OpenAIEmbeddings`` +
``Chroma`` -> ``course_lib.get_embeddings()`` + ``LocalVectorStore``; ``MultiVectorRetriever`` +
``InMemoryStore`` (``langchain.retrievers`` / ``langchain.storage`` are not in LangChain 1.x) -> a
small retriever below with the same behaviour (the k=4 nearest summaries, their ``doc_id``s in
order without repeats, the docstore's raw elements for them); ``partition_pdf`` on the LLaMA 2
paper -> an invented paper's elements (three text chunks and two tables, each table as the text of
an unstructured ``Table`` element: rows on lines, cells separated by spaces). The questions are
invented for the invented paper (the cookbook asks for LLaMA 2's training tokens; the first one
here asks the same of "Corvid-2").

Oracles (written before the first run), per model call:
- each summary: shorter than its element, not a refusal, no dump, and names what the element is
  about (a word of the element's subject: "Corvid" for the tables and the first and last texts,
  "training" / "optimizer" / "AdamW" for the training-details text, which never names Corvid: this
  was corrected after the first run, see the README; and for a table one of its column words);
- each answer: the table's or text's figure for the question (Corvid-2's training tokens 2.4T;
  the 34B model's context length 8k; the 13B model's MathQA score 28.7; 2,000 warmup steps), no
  dump; for the batch size, which the paper never gives, an honest "not in the context" that
  names no batch size;
- or a stated limit.
"""

from __future__ import annotations

import re
import uuid
import warnings

import pytest
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnablePassthrough

from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    CallLog,
    LocalVectorStore,
    embeddings,
    sim_llm,
)
from tests.thirdparty._verdict import verdict

# --- the invented paper's elements (what partition_pdf would give) ----------------------------------

TEXTS = [
    "Corvid-2 is a family of pretrained and fine-tuned language models released in three sizes: "
    "7B, 13B and 34B parameters. Compared with Corvid-1, the pretraining corpus is 40% larger, the "
    "context length is doubled, and the largest model uses grouped-query attention to keep "
    "inference affordable.",
    "Training details. We train with the AdamW optimizer (beta1 = 0.9, beta2 = 0.95, eps = 1e-5), use "
    "a cosine learning rate schedule with a warmup of 2,000 steps, and decay the final learning rate "
    "down to 10% of the peak. Weight decay is 0.1 and gradients are clipped at 1.0.",
    "Pretraining data. The Corvid-2 corpus mixes public web pages, books and source code. We removed "
    "sites known to hold large volumes of personal information and up-sampled the most factual "
    "sources. The data cutoff is September 2023.",
]
TABLES = [
    "Table 1: Corvid model family.\n"
    "Model Size Context Length Training Tokens Peak LR\n"
    "Corvid-1 7B 2k 1.2T 3.0e-4\n"
    "Corvid-1 30B 2k 1.6T 1.5e-4\n"
    "Corvid-2 7B 4k 2.4T 3.0e-4\n"
    "Corvid-2 13B 4k 2.4T 3.0e-4\n"
    "Corvid-2 34B 8k 2.4T 1.5e-4",
    "Table 2: Benchmark results of the pretrained Corvid-2 models.\n"
    "Model ReadBench MathQA CodeEval\n"
    "Corvid-2 7B 61.2 14.8 12.0\n"
    "Corvid-2 13B 66.9 28.7 18.3\n"
    "Corvid-2 34B 72.4 42.2 22.6",
]
TABLE_WORDS = [("context", "tokens", "size", "model family"), ("readbench", "mathqa", "codeeval", "benchmark")]
# the subject of each text (the training-details chunk never names Corvid: corrected after the
# first run, which required "corvid" of every summary)
TEXT_WORDS = [("corvid",), ("training", "optimizer", "adamw"), ("corvid", "corpus")]

# question: (figures, any of which is the answer); None: not in the paper
QUESTIONS = {
    "What is the number of training tokens for Corvid-2?": ("2.4T", "2.4 trillion", "2.4 t"),
    "What context length does the Corvid-2 34B model use?": ("8k", "8,000", "8000", "8 k"),
    "What is the MathQA score of Corvid-2 13B?": ("28.7",),
    "How many warmup steps were used for the learning rate schedule?": ("2,000", "2000"),
    "What batch size was used to train Corvid-2?": None,
}


# --- the multi-vector retriever, standing in for langchain's MultiVectorRetriever + InMemoryStore ---


class MultiVectorRetriever(BaseRetriever):
    vectorstore: object
    docstore: dict
    id_key: str = "doc_id"
    k: int = 4

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun | None = None):
        sub_docs = self.vectorstore.similarity_search(query, k=self.k)
        ids = []
        for d in sub_docs:
            if self.id_key in d.metadata and d.metadata[self.id_key] not in ids:
                ids.append(d.metadata[self.id_key])
        docs = [self.docstore.get(i) for i in ids]
        return [d for d in docs if d is not None]


def build(model, log):
    # Prompt
    prompt_text = """You are an assistant tasked with summarizing tables and text. \
Give a concise summary of the table or text. Table or text chunk: {element} """
    prompt = ChatPromptTemplate.from_template(prompt_text)

    # Summary chain
    summarize_chain = {"element": lambda x: x} | prompt | model | StrOutputParser()

    # Apply to tables
    tables = list(TABLES)
    table_summaries = summarize_chain.batch(tables, {"max_concurrency": 5, "callbacks": [log]})

    # Apply to texts
    texts = list(TEXTS)
    text_summaries = summarize_chain.batch(texts, {"max_concurrency": 5, "callbacks": [log]})

    # The vectorstore to use to index the child chunks, the storage layer for the parent documents
    id_key = "doc_id"
    docs = []
    docstore: dict = {}

    # Add texts
    doc_ids = [str(uuid.UUID(int=i)) for i in range(len(texts))]
    summary_texts = [
        Document(page_content=s, metadata={id_key: doc_ids[i]})
        for i, s in enumerate(text_summaries)
    ]
    docs.extend(summary_texts)
    docstore.update(zip(doc_ids, texts, strict=True))

    # Add tables
    table_ids = [str(uuid.UUID(int=100 + i)) for i in range(len(tables))]
    summary_tables = [
        Document(page_content=s, metadata={id_key: table_ids[i]})
        for i, s in enumerate(table_summaries)
    ]
    docs.extend(summary_tables)
    docstore.update(zip(table_ids, tables, strict=True))

    retriever = MultiVectorRetriever(vectorstore=LocalVectorStore(docs, embeddings()), docstore=docstore,
                                     id_key=id_key)

    # Prompt template
    template = """Answer the question based only on the following context, which can include text and tables:
{context}
Question: {question}
"""
    prompt = ChatPromptTemplate.from_template(template)

    # RAG pipeline
    chain = (
        {"context": retriever, "question": RunnablePassthrough()}
        | prompt
        | model
        | StrOutputParser()
    )
    return table_summaries, text_summaries, chain


def _summary_ok(summary: str, element: str, subject, words) -> bool:
    low = summary.lower()
    return (0 < len(summary.strip()) < len(element) and not REFUSAL.search(summary)
            and not any(m in summary for m in DUMP_MARKERS) and any(w in low for w in subject)
            and (words is None or any(w in low for w in words)))


def _answer_ok(answer: str, figures) -> bool:
    if any(m in answer for m in DUMP_MARKERS):
        return False
    if figures is None:
        return bool(REFUSAL.search(answer)) and not re.search(r"\d", answer)
    return any(f.lower() in answer.lower() for f in figures)


def s_summaries(model):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table_summaries, text_summaries, _ = build(model, log)
    rows = []
    # batch order: the two tables, then the three texts; calls are logged as they end (max_concurrency
    # may reorder them), so each call is matched to its summary by text
    pairs = ([(s, t, ("corvid",), w) for s, t, w in zip(table_summaries, TABLES, TABLE_WORDS, strict=True)]
             + [(s, t, sub, None) for s, t, sub in zip(text_summaries, TEXTS, TEXT_WORDS, strict=True)])
    for i, (summary, element, subject, words) in enumerate(pairs):
        c = next((c for c in log.calls if c["text"] == summary), {"text": summary, "limit": ""})
        kind = "table" if words else "text"
        ok = _summary_ok(summary, element, subject, words)
        rows.append((f"summary of {kind} {i + 1}", verdict(summary, ok, c["limit"]), repr(summary[:200])))
    return rows


def s_answers(model):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _, _, chain = build(model, CallLog())
        rows = []
        for question, figures in QUESTIONS.items():
            log = CallLog()
            answer = chain.invoke(question, {"callbacks": [log]})
            c = log.calls[-1]
            rows.append((question, verdict(answer, _answer_ok(answer, figures), c["limit"]), repr(answer[:200])))
    return rows


SCENARIOS = {"summaries": s_summaries, "answers": s_answers}


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

    summaries = {
        "Table 1": "Corvid model family: size, context length, training tokens and peak LR per model.",
        "Table 2": "Corvid-2 benchmark results on ReadBench, MathQA and CodeEval by model size.",
        "Corvid-2 is a family": "Corvid-2: three sizes, a larger corpus and longer context than Corvid-1.",
        "Training details": "Corvid training: AdamW, cosine schedule with 2,000 warmup steps.",
        "Pretraining data": "The Corvid-2 corpus: web, books and code, cut off in September 2023.",
    }
    answers = {
        "training tokens": "Corvid-2 was trained on 2.4T tokens.",
        "context length": "The Corvid-2 34B model uses an 8k context length.",
        "MathQA": "Corvid-2 13B scores 28.7 on MathQA.",
        "warmup": "The schedule used a warmup of 2,000 steps.",
        "batch size": "The context does not mention the batch size.",
    }

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "Table or text chunk:" in text:
            chunk = text.split("Table or text chunk:", 1)[1]
            return next(v for k, v in summaries.items() if k in chunk)
        question = text.rsplit("Question:", 1)[1]
        return next(v for k, v in answers.items() if k in question)

    rows = scenarios(ScriptedChatModel(script=script))
    assert len(rows) == 10 and [v for _, v, _ in rows] == ["right"] * len(rows), rows
