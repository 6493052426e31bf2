# ruff: noqa: UP006, UP035, B007
"""Port: NirDiamant/RAG_Techniques "Document Augmentation through Question Generation": the model
writes a list of questions the text answers (``with_structured_output(QuestionList)``, "at least
{num_questions}" = 40), the program keeps those that end with "?" and indexes them beside the text
fragments; a query finds the nearest fragment or question (k = 1), and its parent text is the
context of ``generate_answer``.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/document_augmentation.ipynb
@04b64140bcff75a63cd93da0be41bce442f9ee65 (the repository's licence: custom non-commercial terms;
the prompts and functions are quoted for testing only).
Kept verbatim: ``QuestionList``, ``clean_and_filter_questions``, ``generate_questions`` and
``generate_answer`` (prompts, ``list(set(...))``), ``split_document``, ``process_documents``
(DOCUMENT_LEVEL questions, 4000 / 100 and 128 / 16 token windows, k = 1), the example-usage cell
(its toy text "This is an example document. ..."; ``questions[0]`` or "What is this document
about?"). Swapped: ``ChatOpenAI(gpt-4o-mini)`` -> the simulator; ``OpenAIEmbeddings`` -> the
course's embeddings; FAISS -> ``LocalVectorStore``; ``read_pdf_to_string`` over
"Understanding_Climate_Change.pdf" -> the invented ocean-acidification report of
``tests/thirdparty/_report.py``, pages joined; ``print`` of every document left out. Invented: the
queries ("How did upwelling affect the oyster hatchery?" in place of the notebook's freshwater
question) and a second text (a library's lending rules) run through the same two functions.
``sorted`` is applied to the ``set`` only where this port picks ``questions[0]`` (the notebook's
order is a set's, arbitrary).

Oracles (written before the first run), per model call:
- ``generate_questions`` over a text: a ``QuestionList`` of which at least 5 questions survive the
  program's filter (3 for the two-sentence toy text) and every surviving question is directly
  answerable within the text: at least half of its content words, and at least two (one for the
  toy text), are words of the text (compared by their first five letters), carries no answer after it ("? Answer", "- ..."), and is not the prompt's
  own frame ("context data", "possible questions");
- ``generate_answer``: the answer the text gives (the facts listed per question), not a refusal,
  no dump; for the toy text "example" / "various topics"; corrected after the first run (see
  below): more than half of a context of over 60 words given back is a dump too;
- or a stated limit (``generate_questions`` then gets no ``QuestionList``: the program stops on
  its own ``AttributeError`` / an empty list; the row is counted as the limit).

First sight (f29fd15c): 7 calls, 4 right / 3 stated a limit / 0 silently wrong by the first
oracles; 1 / 3 / **3** by the corrected one: the three answers over the report and the lending
rules were the whole parent text (353 and 90 words: ``split_document`` joins word tokens, so the
text has no full stop and was read as one sentence), which the first oracle let pass because the
facts are in it. After (ports25, ``run_on_text``): 1 / 6 / 0; those answers state that the text has
no punctuation to find the answering sentence by. Every ``generate_questions`` call states a limit
(writing questions is generation).
"""

from __future__ import annotations

import re
import warnings
from enum import Enum
from typing import List

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import PromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._report import PAGES
from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    CallLog,
    LocalVectorStore,
    embeddings,
    sim_llm,
)
from tests.thirdparty._verdict import verdict


class QuestionGeneration(Enum):
    """
    Enum class to specify the level of question generation for document processing.

    Attributes:
        DOCUMENT_LEVEL (int): Represents question generation at the entire document level.
        FRAGMENT_LEVEL (int): Represents question generation at the individual text fragment level.
    """
    DOCUMENT_LEVEL = 1
    FRAGMENT_LEVEL = 2

#Depending on the model, for Mitral 7B it can be max 8000, for Llama 3.1 8B 128k
DOCUMENT_MAX_TOKENS = 4000
DOCUMENT_OVERLAP_TOKENS = 100

#Embeddings and text similarity calculated on shorter texts
FRAGMENT_MAX_TOKENS = 128
FRAGMENT_OVERLAP_TOKENS = 16

#Questions generated on document or fragment level
QUESTION_GENERATION = QuestionGeneration.DOCUMENT_LEVEL
#how many questions will be generated for specific document or fragment
QUESTIONS_PER_DOCUMENT = 40


class QuestionList(BaseModel):
    question_list: List[str] = Field(..., title="List of questions generated for the document or fragment")


# --- the program (the llm is passed in: the notebook builds ChatOpenAI inside each function) ----


def clean_and_filter_questions(questions: List[str]) -> List[str]:
    cleaned_questions = []
    for question in questions:
        cleaned_question = re.sub(r'^\d+\.\s*', '', question.strip())
        if cleaned_question.endswith('?'):
            cleaned_questions.append(cleaned_question)
    return cleaned_questions


def generate_questions(text: str, llm) -> List[str]:
    prompt = PromptTemplate(
        input_variables=["context", "num_questions"],
        template="Using the context data: {context}\n\nGenerate a list of at least {num_questions} "
                 "possible questions that can be asked about this context. Ensure the questions are "
                 "directly answerable within the context and do not include any answers or headers. "
                 "Separate the questions with a new line character."
    )
    chain = prompt | llm.with_structured_output(QuestionList)
    input_data = {"context": text, "num_questions": QUESTIONS_PER_DOCUMENT}
    result = chain.invoke(input_data)

    # Extract the list of questions from the QuestionList object
    questions = result.question_list

    filtered_questions = clean_and_filter_questions(questions)
    return list(set(filtered_questions))


def generate_answer(content: str, question: str, llm) -> str:
    prompt = PromptTemplate(
        input_variables=["context", "question"],
        template="Using the context data: {context}\n\nProvide a brief and precise answer to the question: {question}"
    )
    chain =  prompt | llm
    input_data = {"context": content, "question": question}
    return chain.invoke(input_data)


def split_document(document: str, chunk_size: int, chunk_overlap: int) -> List[str]:
    tokens = re.findall(r'\b\w+\b', document)
    chunks = []
    for i in range(0, len(tokens), chunk_size - chunk_overlap):
        chunk_tokens = tokens[i:i + chunk_size]
        chunks.append(chunk_tokens)
        if i + chunk_size >= len(tokens):
            break
    return [" ".join(chunk) for chunk in chunks]


def process_documents(content: str, embedding_model, llm):
    # Split the whole text content into text documents
    text_documents = split_document(content, DOCUMENT_MAX_TOKENS, DOCUMENT_OVERLAP_TOKENS)

    documents = []
    counter = 0
    for i, text_document in enumerate(text_documents):
        text_fragments = split_document(text_document, FRAGMENT_MAX_TOKENS, FRAGMENT_OVERLAP_TOKENS)

        for j, text_fragment in enumerate(text_fragments):
            documents.append(Document(
                page_content=text_fragment,
                metadata={"type": "ORIGINAL", "index": counter, "text": text_document}
            ))
            counter += 1

            if QUESTION_GENERATION == QuestionGeneration.FRAGMENT_LEVEL:
                questions = generate_questions(text_fragment, llm)
                documents.extend([
                    Document(page_content=question, metadata={"type": "AUGMENTED", "index": counter + idx, "text": text_document})
                    for idx, question in enumerate(questions)
                ])
                counter += len(questions)

        if QUESTION_GENERATION == QuestionGeneration.DOCUMENT_LEVEL:
            questions = generate_questions(text_document, llm)
            documents.extend([
                Document(page_content=question, metadata={"type": "AUGMENTED", "index": counter + idx, "text": text_document})
                for idx, question in enumerate(questions)
            ])
            counter += len(questions)

    vectorstore = LocalVectorStore.from_documents(documents, embedding_model)
    return vectorstore.as_retriever(search_kwargs={"k": 1})


# --- the texts, the queries and their oracles --------------------------------------------------

REPORT = "\n".join(PAGES)  # read_pdf_to_string: the pages' text joined

EXAMPLE_TEXT = "This is an example document. It contains information about various topics."

LENDING_RULES = """Riverside Library lending rules. Members may borrow up to eight items at a time. Books are
lent for three weeks and can be renewed twice online, unless another member has reserved them. DVDs are lent
for one week and cannot be renewed. Overdue books cost 20 cents per day, capped at 6 dollars per item. Lost
items are charged at their replacement price plus a 5 dollar processing fee. Children under twelve need a
parent's signature to open an account. The reading room closes thirty minutes before the building."""

QUERIES = {
    "report": [("How did upwelling affect the oyster hatchery?", ("60 per cent", "60%", "larvae")),
               ("What do hatcheries on the northern coast add to their intake water?", ("sodium carbonate",))],
    "lending": [("How long can a DVD be borrowed?", ("one week", "1 week", "a week"))],
}

_CONTENT = re.compile(r"[a-z][a-z0-9'-]+")
_STOP = frozenset("the and for are was were what which who whom whose how why when where does did do with from that "
                  "this these those into about there their they them you your can could will would should has have had "
                  "its it's is be been being a an of in on at to by or as any some many much more most per each than "
                  "also only not".split())


def _words(text: str) -> set[str]:
    """Content words, cut to five letters (so "shells" meets "shell", "pteropod" "Pteropods")."""
    return {w.rstrip("s")[:5] for w in _CONTENT.findall(text.lower()) if w not in _STOP and len(w) > 2}


def ok_questions(questions, text: str, *, at_least: int, shared: int) -> bool:
    kept = clean_and_filter_questions(questions)
    if len(set(kept)) < at_least:
        return False
    vocabulary = _words(text)
    for q in kept:
        low = q.lower()
        if "context data" in low or "possible questions" in low or re.search(r"\?\s*\S", q.strip()[:-1] + " "):
            return False
        words = _words(q)
        if len(words & vocabulary) < max(shared, (len(words) + 1) // 2):
            return False
    return True


def ok_answer(text: str, facts, context: str = "") -> bool:
    low = text.lower()
    n = len(context.split())
    whole = n > 60 and len(text.split()) > n / 2  # the context given back: no "brief and precise" answer
    return (any(f.lower() in low for f in facts) and not REFUSAL.search(text) and not whole
            and not any(m in text for m in DUMP_MARKERS))


def _traced(fn, log):
    """Run ``fn()`` inside a runnable whose config carries ``log``: the program's own
    ``chain.invoke(...)`` calls (no config of their own) inherit it. (The result is boxed: a
    ``RunnableLambda`` would invoke a returned retriever.)"""
    from langchain_core.runnables import RunnableLambda

    return RunnableLambda(lambda _: [fn()]).invoke(None, {"callbacks": [log]})[0]


def _questions_row(label, questions, log, text, at_least, shared):
    first = log.calls[0] if log.calls else {"text": "", "limit": ""}
    ok = questions is not None and ok_questions(questions, text, at_least=at_least, shared=shared)
    shown = "; ".join(questions)[:200] if questions else first["text"][:200]
    return (label, verdict(first["text"], ok, first["limit"]), shown)


def rows_text(llm, name):
    rows = []
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if name == "example":
            try:
                questions = _traced(lambda: generate_questions(EXAMPLE_TEXT, llm), log)
            except (AttributeError, TypeError):
                questions = None
            rows.append(_questions_row("example: generate_questions", questions, log, EXAMPLE_TEXT, 3, 1))
            if questions is None:
                return rows
            sample_question = sorted(questions)[0] if questions else "What is this document about?"
            answer = _traced(lambda: generate_answer(EXAMPLE_TEXT, sample_question, llm), log)
            rows.append((f"example: generate_answer({sample_question!r})",
                         verdict(answer, ok_answer(answer.content, ("example", "various topics"), EXAMPLE_TEXT),
                                 log.calls[-1]["limit"]), answer.content[:200]))
            return rows
        content = REPORT if name == "report" else LENDING_RULES
        try:
            retriever = _traced(lambda: process_documents(content, embeddings(), llm), log)
        except (AttributeError, TypeError):
            retriever = None
        questions = None if retriever is None else [
            d.page_content for d in retriever.store.docs if d.metadata["type"] == "AUGMENTED"]
        rows.append(_questions_row(f"{name}: generate_questions", questions, log, content, 5, 2))
        if retriever is None:
            return rows
        for query, facts in QUERIES[name]:
            retrieved_documents = retriever.invoke(query)
            doc = retrieved_documents[-1]
            context = doc.metadata['text']
            answer = _traced(lambda context=context, query=query: generate_answer(context, query, llm), log)
            rows.append((f"{name}: generate_answer({query!r})",
                         verdict(answer, ok_answer(answer.content, facts, context), log.calls[-1]["limit"]),
                         answer.content[:200]))
    return rows


SCENARIOS = {name: (lambda m, name=name: rows_text(m, name)) for name in ("report", "example", "lending")}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL_QUESTIONS = {
    "Understanding Ocean Acidification": [
        "1. What lowers the pH of seawater?", "2. How much did surface pH fall at the Corvina Ridge monitoring station?",
        "3. What share of the decline does the report attribute to carbon dioxide absorption?",
        "4. How quickly did pteropod shells show dissolution?", "5. How much more slowly did corals on the Tamsin Bank grow?",
        "6. What happened at the Mallow Bay hatchery in the spring of 2019?",
        "7. What do hatcheries on the northern coast use to buffer their intake water?",
        "8. How much does buffering cost per hatchery each year?",
        "9. By how much does restoring seagrass meadows raise the pH?"],
    "Riverside Library": [
        "How many items may members borrow at a time?", "How long are books lent for?",
        "How long can a DVD be borrowed?", "How much do overdue books cost per day?",
        "What is the processing fee for lost items?", "Who needs a parent's signature to open an account?"],
    "This is an example document": [
        "What kind of document is this?", "What does the document contain information about?",
        "Is this an example document?"],
}
_IDEAL_ANSWERS = {
    "How did upwelling affect the oyster hatchery?":
        "Upwelling brought acidic deep water into the Mallow Bay hatchery's intake, and it lost 60 per cent of its larvae.",
    "What do hatcheries on the northern coast add to their intake water?":
        "They buffer it with sodium carbonate.",
    "How long can a DVD be borrowed?": "DVDs are lent for one week and cannot be renewed.",
    "Is this an example document?": "Yes, it is an example document.",
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None:
            start = next(k for k in _IDEAL_QUESTIONS if k in text)
            return {"question_list": _IDEAL_QUESTIONS[start]}
        question = text.rsplit("answer to the question: ", 1)[1].strip()
        return _IDEAL_ANSWERS[question]

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows


def test_the_filter_drops_what_does_not_end_with_a_question_mark():
    assert clean_and_filter_questions(["1. What is it?", "Headers", " 2. Why?  "]) == ["What is it?", "Why?"]
