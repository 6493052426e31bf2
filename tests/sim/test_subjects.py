"""The simulator reads a question's main subject, rewrites with whole lexicon terms and answers
with enough of the context (issue 3, found through notebook 04).

Every note, question, alias and platform name below is invented here, so passing these tests
shows general rules at work, not recognition of the course's own data.
"""

from __future__ import annotations

from langchain_core.documents import Document
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.rag import prompts, schemas
from course_lib.retrieval.documents import format_documents
from course_lib.sim import Knowledge, SimulatedChatModel
from course_lib.sim.request.planning import decompose, rewrite_query
from course_lib.sim.words.matching import Matcher, subject

KNOWLEDGE = Knowledge(
    aliases=[
        ["tasklet", "microthread", "feather thread"],
        ["on clash", "merge-in"],
        ["keep_fn", "memo wrap"],
    ],
    broad=["lumen", "zephyrdb", "orbix", "vexa"],
)


def llm() -> SimulatedChatModel:
    return SimulatedChatModel(knowledge=KNOWLEDGE)


def doc(source: str, title: str, text: str) -> Document:
    return Document(page_content=text, metadata={"source": source, "title": title})


TASKLETS = doc(
    "notes/tasklets.md",
    "Tasklets in the Lumen runtime",
    "A tasklet is a unit of cooperative work that the scheduler resumes at yield points. "
    "Thousands of tasklets share one operating system thread. A tasklet never runs in parallel "
    "with another tasklet.",
)
LUMEN_LOCK = doc(
    "notes/lumen-lock.md",
    "The Lumen runtime lock",
    "Lumen has one runtime lock. The runtime lock lets one thread run Lumen bytecode at a time. "
    "Lumen releases the runtime lock during file reads.",
)
ON_CLASH = doc(
    "notes/on-clash.md",
    "WRITE ... ON CLASH",
    "`WRITE ... ON CLASH` writes a record, or changes the existing record when its key is "
    "already taken. ZephyrDB and Corvid both accept the syntax.",
)
ZEPHYR_BACKUPS = doc(
    "notes/zephyr-backups.md",
    "ZephyrDB backups",
    "ZephyrDB writes a backup of every record each night. ZephyrDB keeps backups for 30 days.",
)
VAULT_CLOSE = doc(
    "notes/vault-close.md",
    "vault.close and settle_by",
    "`vault.close()` flushes pending writes and releases the vault.\n\n"
    "## settle_by\n\n"
    "The `settle_by` argument decides when `vault.close` returns. It takes one of three values:\n\n"
    "- `FAST`: `vault.close` returns as soon as the journal is written.\n"
    "- `SAFE`: `vault.close` returns when every replica has the journal.\n"
    "- `FULL`: `vault.close` returns when every replica has applied the journal. `FULL` is the default.\n\n"
    "## Errors\n\n"
    "`vault.close` raises `VaultBusy` when another process holds the vault.",
)


def grade(question: str, document: Document) -> str:
    chain = prompts.GRADE_DOCUMENT_STRICT_PROMPT | llm().with_structured_output(
        schemas.GradeDocument
    )
    return chain.invoke(
        {"question": question, "document": format_documents([document])}
    ).binary_score


def answer(question: str, docs: list[Document]) -> str:
    reply = (prompts.GROUNDED_ANSWER_PROMPT | llm()).invoke(
        {"context": format_documents(docs), "question": question}
    )
    return reply.content


# --- 1. the main subject under strict grading ----------------------------------------------------


def test_main_subject_is_the_lexicon_term_not_the_platform_word():
    q = Matcher(KNOWLEDGE).analyse("How can I merge-in a record in ZephyrDB when its key is taken?")
    assert [c.word for c in subject(q)] == ["on clash"]


def test_strict_grader_accepts_the_note_on_the_concept_despite_a_platform_word():
    question = "How can I merge-in a record in ZephyrDB when its key is taken?"
    assert grade(question, ON_CLASH) == "yes"
    assert grade(question, ZEPHYR_BACKUPS) == "no"  # shares only the platform and "record"


def test_strict_grader_follows_the_alias_not_the_shared_platform_word():
    question = "How do I use feather threads in Lumen?"
    assert grade(question, TASKLETS) == "yes"
    assert grade(question, LUMEN_LOCK) == "no"  # "Lumen" everywhere, but about the lock


def test_a_platform_word_carries_the_question_when_nothing_is_more_specific():
    docs = [
        doc("notes/orbix.md", "Orbix scheduling", "Orbix uses the round-robin scheduler."),
        doc("notes/vexa.md", "Vexa scheduling", "Vexa uses the lottery scheduler."),
    ]
    text = answer("Which scheduler does Vexa use?", docs)
    assert "lottery" in text and "round-robin" not in text and "[notes/vexa.md]" in text


# --- 2. query rewriting --------------------------------------------------------------------------


def test_rewrite_inserts_multi_word_and_punctuated_preferred_terms_whole():
    first = rewrite_query("How can I merge-in a record in ZephyrDB?", KNOWLEDGE)
    assert "on clash" in first and "record" in first and "merge-in" not in first
    assert "keep_fn" in rewrite_query(
        "What is the simplest memo wrap for a slow function?", KNOWLEDGE
    )


def test_second_rewrite_differs_from_the_previous_query():
    question = "How can I merge-in a record in ZephyrDB?"
    first = rewrite_query(question, KNOWLEDGE, previous=question)
    second = rewrite_query(question, KNOWLEDGE, previous=first)
    assert second.lower() != first.lower()
    assert "on clash" in second  # still searches for the concept


def test_rewrite_prompt_twice_gives_two_different_queries():
    model = llm()
    question = "How do I use feather threads in Lumen?"
    first = (prompts.REWRITE_QUERY_PROMPT | model).invoke({"question": question, "query": question})
    second = (prompts.REWRITE_QUERY_PROMPT | model).invoke(
        {"question": question, "query": first.content}
    )
    assert "tasklet" in first.content and first.content != second.content


# --- 3. grounded answers through the lexicon ------------------------------------------------------


def test_grounded_answer_matches_the_question_alias_against_the_context_term():
    text = answer("Is a microthread in Lumen ever run in parallel?", [TASKLETS, TASKLETS])
    assert "I don't know" not in text
    assert "parallel" in text and "[notes/tasklets.md]" in text


def test_grounded_answer_still_says_i_dont_know_without_the_concept():
    assert answer("How do I use feather threads in Lumen?", [LUMEN_LOCK]) == "I don't know."


# --- 4. fuller extractive answers ----------------------------------------------------------------


def test_answer_includes_the_list_that_follows_a_colon_and_stops_at_the_heading():
    text = answer("How does vault.close decide when to return?", [VAULT_CLOSE])
    assert "settle_by" in text and "`" not in text  # markdown stripped
    assert "FAST" in text and "SAFE" in text and "FULL" in text and "default" in text
    assert "VaultBusy" not in text  # the next section is not part of the answer
    assert text.endswith("[notes/vault-close.md]")
    assert len(text.split()) <= 90


def test_answer_adds_an_adjacent_sentence_that_continues_the_first():
    note = doc(
        "notes/kiln.md",
        "Kiln venting",
        "The vent plug stays out until the kiln reaches 600 degrees. "
        "This lets the water vapour escape. "
        "Glazes are mixed on Mondays.",
    )
    text = answer("When does the kiln vent plug go back in?", [note])
    assert "vapour" in text and "Mondays" not in text and "[notes/kiln.md]" in text


# --- reading details ------------------------------------------------------------------------------


def test_contractions_are_neither_possessives_nor_topics():
    assert decompose("What's the quickest way to warm a kiln?") == [
        "What's the quickest way to warm a kiln?"
    ]
    q = Matcher(KNOWLEDGE).analyse("Why don't tasklets run in parallel?")
    assert "don't" not in {c.word for c in q.concepts}


def test_a_source_placeholder_in_the_instructions_is_not_a_document():
    messages = [
        SystemMessage("Cite each document as [source: ...] and answer from the context only."),
        HumanMessage(
            "Context:\n"
            + format_documents([TASKLETS])
            + "\n\nQuestion: Do tasklets share a thread?"
        ),
    ]
    text = llm().invoke(messages).content
    assert "[notes/tasklets.md]" in text and "[...]" not in text
