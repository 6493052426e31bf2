"""Notebook 00 (setup and the knowledge base): exercises.

The worked example of a notebook's problem module: ``PROBLEMS`` lists q1, q2, ... in order.
Knowledge bases are built lazily (and once) inside functions, never at import.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from course_lib.exercises.problem import Case, FunctionProblem, Lazy, ThoughtProblem, ValueProblem

NOTEBOOK = "00"


@lru_cache(maxsize=4)
def _kb(corpus: str) -> Any:
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base(corpus, progress=False)


# -- q1: a query that finds a note without naming it -----------------------------------------
TARGET_NOTE = "notes/global-interpreter-lock.md"
_FORBIDDEN = re.compile(r"\b(gil|global|interpreter|locks?|locking)\b", re.IGNORECASE)


def gil_query() -> str:
    """A query for the GIL note that describes the problem instead of naming it."""
    return "why do Python threads not make CPU-bound code faster on several cores"


def _judge_query(query: str) -> str | None:
    if not query.strip():
        return "Your query is empty."
    if word := _FORBIDDEN.search(query):
        return f"Your query uses the word {word.group(0)!r}: describe the idea without naming it."
    sources = [doc.metadata["source"] for doc, _ in _kb("notes").search(query, k=2)]
    if TARGET_NOTE in sources:
        return None
    found = " and ".join(dict.fromkeys(sources)) or "nothing"
    return (
        f"The top 2 results for your query come from {found}, so the target note is not among "
        "them. Describe the problem that note explains, as someone who has it would ask."
    )


q1 = ValueProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="Find a note without naming it",
    prompt=(
        f"Write a query that brings the note `{TARGET_NOTE}` into the top 2 results of the "
        "notes knowledge base, without using the words *global*, *interpreter*, *lock* or "
        "*GIL*. Store it in `query`."
    ),
    starter=(
        "# Describe what the note is about without the words global, interpreter, lock or GIL.\n"
        "query = ____\n"
    ),
    answer_name="query",
    value_type=str,
    test=_judge_query,
    reference=gil_query,
    hints=(
        "The local embeddings match words, not meanings, so you need words the note *does* "
        "use besides its title: what symptom does it describe?",
        "The note explains why Python threads don't speed up CPU-heavy work on several cores. "
        "Ask about that, then look at `kb.search(query, k=2)` to see what comes back.",
    ),
    explanation=(
        "Our embeddings are a bag of words: a query scores well when it shares distinctive "
        "words with a chunk. The title's words are forbidden, but the note also talks about "
        "threads, CPU-bound code and cores, so a question about that symptom still lands on it. "
        "A real embedding model would also match paraphrases; ours only matches words."
    ),
    success="Your query brings the note into the top 2 without naming it.",
    wrong_answers=("asyncio tasks", "the global interpreter lock", "   "),
)


# -- q2: a function over the knowledge base --------------------------------------------------
def top_source(kb, query):
    """Return the source (e.g. "notes/asyncio-wait.md") of the best hit for query."""
    doc, _score = kb.search(query, k=1)[0]
    return doc.metadata["source"]


def _source_case(query: str) -> Case:
    def test(result: str) -> str | None:
        best, _ = _kb("notes").search(query, k=1)[0]
        if result == best.metadata["source"]:
            return None
        if result == best.metadata.get("title"):
            return "that is the note's title; return its source, a path like notes/<name>.md."
        return f"returned {result!r}, which is not the source of the best hit."

    return Case(args=lambda: (_kb("notes"), query), label=f"kb, {query!r}", test=test)


q2 = FunctionProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="The source of the best hit",
    prompt=(
        "Write `top_source(kb, query)`: it searches the knowledge base `kb` and returns the "
        "`source` metadata (a string such as `\"notes/asyncio-wait.md\"`) of the best hit."
    ),
    starter=(
        "def top_source(kb, query):\n"
        '    """Return the source (e.g. "notes/asyncio-wait.md") of the best hit for query."""\n'
        "    return ____\n"
    ),
    answer_name="top_source",
    returns=str,
    cases=[
        _source_case("how do I wait until the first of several tasks finishes?"),
        _source_case("what is inside a wheel file?"),
        _source_case("when should I use a process pool instead of threads?"),
    ],
    reference=top_source,
    hints=(
        "`kb.search(query, k=...)` returns a list of `(document, score)` pairs, best first.",
        "A document's metadata is a dict: `doc.metadata[\"source\"]`.",
    ),
    explanation=(
        "`search` returns `(Document, score)` pairs sorted best first, so the best hit is "
        "element 0; its `metadata[\"source\"]` is the path the answers cite."
    ),
    success="top_source returns the best hit's source for every test query.",
    wrong_answers=(
        lambda kb, query: kb.search(query, k=1)[0][0].metadata["title"],
        lambda kb, query: kb.search(query, k=4)[-1][0].metadata["source"],
        lambda kb, query: kb.search(query, k=1)[0],
    ),
)


# -- q3: another corpus ----------------------------------------------------------------------
def wiki_chunk_count() -> int:
    from course_lib.retrieval.kb import build_knowledge_base

    wiki = build_knowledge_base("wiki", progress=False)
    return len(wiki)


def _wiki_documents() -> int:
    from course_lib.retrieval.kb import load_documents

    return len(load_documents("wiki"))


def _judge_chunks(n: int) -> str | None:
    if n == len(_kb("wiki")):
        return None
    if n == len(_kb("notes")):
        return "That is the number of chunks of the notes corpus: build the one for the wiki corpus."
    if n == _wiki_documents():
        return "That is the number of wiki documents. Long documents are split into several chunks: count the chunks."
    return f"{n} is not the number of chunks in the wiki knowledge base."


q3 = ValueProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="A knowledge base for another corpus",
    prompt=(
        "Build the knowledge base of the `wiki` corpus with `build_knowledge_base` and store "
        "its number of chunks in `n_wiki_chunks`."
    ),
    starter="# Build the wiki knowledge base and count its chunks.\nn_wiki_chunks = ____\n",
    answer_name="n_wiki_chunks",
    value_type=int,
    test=_judge_chunks,
    reference=wiki_chunk_count,
    hints=(
        "`build_knowledge_base` takes the corpus name as its first argument.",
        "`len(kb)` is the number of chunks in a knowledge base.",
    ),
    explanation=(
        "The same function builds any corpus: the name picks the folder under `data/`. A "
        "knowledge base holds chunks, not files, so `len` counts the pieces the splitter made."
    ),
    success="That is the number of chunks in the wiki knowledge base.",
    wrong_answers=(Lazy(lambda: len(_kb("notes"))), 0, "many"),
    timeout=300.0,
)


# -- q4: thought question --------------------------------------------------------------------
q4 = ThoughtProblem(
    id="q4",
    notebook=NOTEBOOK,
    title="When must the knowledge base be rebuilt?",
    prompt=(
        "The knowledge base is cached and rebuilt only when a hash of its inputs changes. "
        "Which changes must trigger a rebuild, and why does switching the embeddings model "
        "require one even when no note changed?"
    ),
    starter="**Your answer:** (double-click to write)",
    explanation=(
        "Anything that changes the stored vectors or the chunks must rebuild: editing, adding "
        "or removing a note, changing the chunk size or overlap, and changing the embeddings "
        "model. Vectors from different models live in different spaces (often with different "
        "dimensions): a query embedded by the new model compared with chunks embedded by the "
        "old one gives meaningless scores, or an error. Changes that don't touch the "
        "vectors, such as the `k` of a search, need no rebuild."
    ),
)


PROBLEMS = [q1, q2, q3, q4]
