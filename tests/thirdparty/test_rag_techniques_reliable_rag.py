# ruff: noqa: W291, W293
"""Port: NirDiamant/RAG_Techniques "Reliable RAG": retrieve four chunks, keep those a
``GradeDocuments`` grader calls relevant, answer from them (documents in ``<docN>`` tags with title
and source), check the answer with a ``GradeHallucinations`` grader, then ask for the verbatim
segments the answer used (``HighlightDocuments`` read with a ``PydanticOutputParser``).

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/reliable_rag.ipynb
@b1a3fa5c13635e84a8df24b74f7bdb63c315773e.
Kept verbatim: the three Pydantic models and their field descriptions, the grader's system prompt
and human template, the generation prompt ("Answer the question based upon your knowledge. Use
three-to-five sentences maximum ..."; ``<docs>{documents}</docs>``, ``<question>``), ``format_docs``
(``<docN>:\\nTitle:...\\nSource:...\\nContent:...\\n</docN>``), the hallucination prompt, the
highlight prompt with ``parser.get_format_instructions()``, ``prompt | llm | parser``, the loop that
keeps ``res.binary_score == 'yes'`` and ``search_kwargs={'k': 4}``; the splitter
(``RecursiveCharacterTextSplitter.from_tiktoken_encoder(chunk_size=500, chunk_overlap=0)``).
Swapped: ``ChatGroq`` (llama-3.1-8b-instant, mixtral-8x7b-32768) -> the simulator;
``CohereEmbeddings`` -> ``course_lib.get_embeddings()``; ``Chroma`` -> ``LocalVectorStore``; the five
deeplearning.ai posts loaded with ``WebBaseLoader`` -> five invented posts of a series on data
pipeline patterns (``title`` and ``source`` metadata as the loader gives); ``langchain.*`` imports ->
``langchain_core`` / ``langchain_text_splitters``; the splitter's default ``gpt2`` encoding ->
``cl100k_base`` (the one shipped offline). Invented: the questions, shaped like the
notebook's ("what are the differnt kind of ... patterns?", misspelling kept), a fact question, and
a question the posts do not cover.

Oracles (written before the first run), per model call:
- the relevance grader: ``yes`` for a chunk that holds the question's answer; ``no`` for every chunk
  when the posts do not cover the question; either for a chunk of the series that does not hold the
  answer (the prompt says it "does not need to be a stringent test"); or a stated limit;
- the generation: the answer's facts (the four patterns; "14 days"), no document dump; for the
  uncovered question, no fact taken from the posts as an answer (an honest "I don't know" or a
  stated limit);
- the hallucination grader: ``yes`` for a generation drawn from the documents, ``no`` for an
  invented generation (a figure and a name the documents lack);
- the highlight: parses, every segment is verbatim in the documents (whitespace aside) and at least
  one holds an answer fact, every id / source is one of the documents'; or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import PydanticOutputParser, StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    CallLog,
    LocalVectorStore,
    embeddings,
    sim_llm,
)
from tests.thirdparty._verdict import verdict

# --- the invented posts (WebBaseLoader's Documents: page_content, source, title) ------------

BASE = "https://pipelines.example/blog/"
POSTS = [
    ("Pipeline Patterns Part 1: Four strategies that keep nightly loads reliable", BASE + "pipeline-patterns-part-1/",
     """When a nightly load fails at 3 a.m., the fix is rarely clever code. It is usually a pattern the
team skipped. Over the last two years the Orchid data team settled on four pipeline patterns:

Idempotent writes: every job can run twice without duplicating a single row, because it writes by
key and replaces what it wrote before.
Dead-letter queues: records that fail validation go to a separate queue instead of stopping the
whole load.
Backfills: a job can be replayed for any past date range from the raw files.
Schema contracts: producers and consumers agree on a versioned schema, and a change that breaks it
fails in review, not in production.

The next four posts take one pattern each."""),
    ("Pipeline Patterns Part 2: Idempotent writes", BASE + "pipeline-patterns-part-2-idempotent-writes/",
     """An idempotent job gives the same table whether it runs once or five times. The Orchid team
writes every partition with a merge on the business key, so a retried job replaces its own rows.
Before the change, a retried load of the payments table once doubled the revenue on the morning
dashboard, and finance noticed before the data team did."""),
    ("Pipeline Patterns Part 3: Dead-letter queues", BASE + "pipeline-patterns-part-3-dead-letter-queues/",
     """A record that fails validation should not stop ten million good ones. The Orchid team routes
such records to a dead-letter queue, keeps them there for 14 days, and reviews the queue every
Monday. About 0.3 per cent of the records land there, most of them with a malformed date."""),
    ("Pipeline Patterns Part 4: Backfills", BASE + "pipeline-patterns-part-4-backfills/",
     """A backfill replays a job for a past date range. Because the raw files are kept for two years,
the Orchid team can rebuild any table from scratch; the largest backfill so far rebuilt eighteen
months of the orders table in six hours on forty workers."""),
    ("Pipeline Patterns Part 5: Schema contracts", BASE + "pipeline-patterns-part-5-schema-contracts/",
     """A schema contract is a versioned description of a table that its producer and its consumers
both test against. A pull request that drops or renames a column fails the contract test, so the
break is found in review. Since the contracts were introduced, schema incidents fell from nine a
quarter to one."""),
]


def load_docs() -> list[Document]:
    return [Document(page_content=text, metadata={"source": src, "title": title}) for title, src, text in POSTS]


# --- the program -------------------------------------------------------------------------


class GradeDocuments(BaseModel):
    """Binary score for relevance check on retrieved documents."""

    binary_score: str = Field(
        description="Documents are relevant to the question, 'yes' or 'no'"
    )


class GradeHallucinations(BaseModel):
    """Binary score for hallucination present in 'generation' answer."""

    binary_score: str = Field(
        ...,
        description="Answer is grounded in the facts, 'yes' or 'no'"
    )


class HighlightDocuments(BaseModel):
    """Return the specific part of a document used for answering the question."""

    id: list[str] = Field(
        ...,
        description="List of id of docs used to answers the question"
    )

    title: list[str] = Field(
        ...,
        description="List of titles used to answers the question"
    )

    source: list[str] = Field(
        ...,
        description="List of sources used to answers the question"
    )

    segment: list[str] = Field(
        ...,
        description="List of direct segements from used documents that answers the question"
    )


def build_retriever():
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    text_splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        chunk_size=500, chunk_overlap=0, encoding_name="cl100k_base"  # swapped: gpt2's files are not shipped
    )
    doc_splits = text_splitter.split_documents(load_docs())
    vectorstore = LocalVectorStore.from_documents(
        documents=doc_splits,
        collection_name="rag",
        embedding=embeddings(),
    )
    return vectorstore.as_retriever(
        search_type="similarity",
        search_kwargs={'k': 4},  # number of documents to retrieve
    )


def retrieval_grader(llm):
    structured_llm_grader = llm.with_structured_output(GradeDocuments)
    system = """You are a grader assessing relevance of a retrieved document to a user question. \n 
    If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
    It does not need to be a stringent test. The goal is to filter out erroneous retrievals. \n
    Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question."""
    grade_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "Retrieved document: \n\n {document} \n\n User question: {question}"),
        ]
    )
    return grade_prompt | structured_llm_grader


def rag_chain(llm):
    system = """You are an assistant for question-answering tasks. Answer the question based upon your knowledge. 
Use three-to-five sentences maximum and keep the answer concise."""
    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "Retrieved documents: \n\n <docs>{documents}</docs> \n\n User question: <question>{question}</question>"),
        ]
    )
    return prompt | llm | StrOutputParser()


def format_docs(docs):
    return "\n".join(f"<doc{i+1}>:\nTitle:{doc.metadata['title']}\nSource:{doc.metadata['source']}\nContent:{doc.page_content}\n</doc{i+1}>\n" for i, doc in enumerate(docs))


def hallucination_grader(llm):
    structured_llm_grader = llm.with_structured_output(GradeHallucinations)
    system = """You are a grader assessing whether an LLM generation is grounded in / supported by a set of retrieved facts. \n 
    Give a binary score 'yes' or 'no'. 'Yes' means that the answer is grounded in / supported by the set of facts."""
    hallucination_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "Set of facts: \n\n <facts>{documents}</facts> \n\n LLM generation: <generation>{generation}</generation>"),
        ]
    )
    return hallucination_prompt | structured_llm_grader


def doc_lookup(llm):
    parser = PydanticOutputParser(pydantic_object=HighlightDocuments)
    system = """You are an advanced assistant for document search and retrieval. You are provided with the following:
1. A question.
2. A generated answer based on the question.
3. A set of documents that were referenced in generating the answer.

Your task is to identify and extract the exact inline segments from the provided documents that directly correspond to the content used to 
generate the given answer. The extracted segments must be verbatim snippets from the documents, ensuring a word-for-word match with the text 
in the provided documents.

Ensure that:
- (Important) Each segment is an exact match to a part of the document and is fully contained within the document text.
- The relevance of each segment to the generated answer is clear and directly supports the answer provided.
- (Important) If you didn't used the specific document don't mention it.

Used documents: <docs>{documents}</docs> \n\n User question: <question>{question}</question> \n\n Generated answer: <answer>{generation}</answer>

<format_instruction>
{format_instructions}
</format_instruction>
"""
    prompt = PromptTemplate(
        template=system,
        input_variables=["documents", "question", "generation"],
        partial_variables={"format_instructions": parser.get_format_instructions()},
    )
    return prompt | llm | parser


# --- inputs and oracles ---------------------------------------------------------------------

# question -> (facts of the answer, a word every answering chunk holds); None: not covered
QUESTIONS = {
    "what are the differnt kind of pipeline patterns?":
        (["idempotent", "dead-letter", "backfill", "schema contract"], "Idempotent writes:"),
    "How long does the Orchid team keep records in the dead-letter queue?": (["14 days"], "14 days"),
    "How do I tune the garbage collector of a Java service?": None,
}
COVERED_FACTS = ("idempotent", "dead-letter", "backfill", "14 days", "Orchid")


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def rows_question(model, question):
    spec = QUESTIONS[question]
    retriever = build_retriever()
    docs = retriever.invoke(question)
    grader = retrieval_grader(model)
    name = question[:40]
    rows = []
    docs_to_use = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, doc in enumerate(docs):
            log = CallLog()
            res = grader.invoke({"question": question, "document": doc.page_content}, {"callbacks": [log]})
            holds = spec is not None and spec[1].lower() in doc.page_content.lower()
            if spec is None:
                ok = res.binary_score == "no"
            elif holds:
                ok = res.binary_score == "yes"
            else:
                ok = res.binary_score in ("yes", "no")
            rows.append((f"{name!r}: grade chunk {i + 1}", verdict("", ok, _limit(log)),
                         f"{res.binary_score} <- {doc.page_content[:80]!r}"))
            if res.binary_score == 'yes':
                docs_to_use.append(doc)
        log = CallLog()
        generation = rag_chain(model).invoke({"documents": format_docs(docs_to_use), "question": question},
                                             {"callbacks": [log]})
        dump = any(m in generation for m in DUMP_MARKERS) or "<doc1>" in generation
        if spec is None:
            ok = not any(f.lower() in generation.lower() for f in COVERED_FACTS) or bool(REFUSAL.search(generation))
        else:
            ok = all(f.lower() in generation.lower() for f in spec[0]) and not dump
        rows.append((f"{name!r}: generation", verdict(generation, ok, _limit(log)), generation[:300]))
        gen_limit = _limit(log)
        if spec is None or not docs_to_use or gen_limit:
            return rows
        log = CallLog()
        res = hallucination_grader(model).invoke({"documents": format_docs(docs_to_use), "generation": generation},
                                                 {"callbacks": [log]})
        rows.append((f"{name!r}: hallucination grader", verdict("", res.binary_score == "yes", _limit(log)),
                     res.binary_score))
        log = CallLog()
        formatted = format_docs(docs_to_use)
        try:
            lookup = doc_lookup(model).invoke({"documents": formatted, "question": question, "generation": generation},
                                              {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (the parser's OutputParserException)
            lookup = None
            shown = f"{type(exc).__name__}: {str(exc)[:200]}"
        call = log.calls[-1] if log.calls else {"text": "", "limit": ""}
        if lookup is not None:
            shown = repr(lookup)[:300]
            segments = [s for s in lookup.segment if s.strip()]
            ok = (bool(segments) and all(_norm(s) in _norm(formatted) for s in segments)
                  and any(any(f.lower() in s.lower() for f in spec[0]) for s in segments)
                  and all(re.fullmatch(r"doc\d+", i.strip().lower()) and f"<{i.strip().lower()}>" in formatted
                          for i in lookup.id)
                  and all(s in formatted for s in lookup.source))
        else:
            ok = False
        rows.append((f"{name!r}: highlight", verdict(call["text"], ok, call["limit"]), shown))
    return rows


INVENTED_GENERATION = ("The Orchid team keeps dead-letter records for 90 days, as recommended by Gartner, "
                       "and reviews them every Friday.")


def rows_invented(model):
    docs = [Document(page_content=text, metadata={"source": src, "title": title}) for title, src, text in POSTS[2:3]]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = hallucination_grader(model).invoke({"documents": format_docs(docs), "generation": INVENTED_GENERATION},
                                                 {"callbacks": [log]})
    return [("invented generation: hallucination grader", verdict("", res.binary_score == "no", _limit(log)),
             res.binary_score)]


SCENARIOS = {
    **{f"q{i}": (lambda m, q=q: rows_question(m, q)) for i, q in enumerate(QUESTIONS)},
    "invented": rows_invented,
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'q0': "the answer names the overview's sentence, not the four patterns under it (the highlight is a stated limit since ports15)",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    import json

    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None and "GradeDocuments" in str(schema):
            question = text.rsplit("User question:", 1)[-1].strip()
            spec = QUESTIONS.get(question)
            doc = text.split("Retrieved document:", 1)[-1]
            return {"binary_score": "yes" if spec and spec[1].lower() in doc.lower() else "no"}
        if schema is not None and "GradeHallucinations" in str(schema):
            return {"binary_score": "no" if "Gartner" in text else "yes"}
        if "format_instruction" in text:
            if "14 days" in text:
                seg, doc_id = "keeps them there for 14 days", "doc1"
            else:
                seg, doc_id = "Idempotent writes: every job can run twice", "doc1"
            m = re.search(r"<" + doc_id + r">:\nTitle:(.*)\nSource:(.*)\n", text)
            return json.dumps({"id": [doc_id], "title": [m.group(1)], "source": [m.group(2)], "segment": [seg]})
        if "differnt kind" in text:
            return ("The series names four patterns: idempotent writes, dead-letter queues, backfills "
                    "and schema contracts.")
        if "dead-letter queue?" in text:
            return "The Orchid team keeps failed records in the dead-letter queue for 14 days."
        return "I don't know."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
