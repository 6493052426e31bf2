"""Same documents, different wrappers: the course's ``[source: ...]`` format, plain chunks joined
by blank lines, ``str(list_of_Documents)``, Tavily-style result dicts and their JSON, ``<document>``
and ``<doc id=...>`` tags, numbered ``[1] ...`` lists, and "Context:" / "Retrieved document:" /
"Set of facts:" blocks. The answer carries the note's facts and never dumps the wrapper.
Each context also holds the other notes as distractors, as a retriever would return them.
"""

from __future__ import annotations

import json

import pytest
from langchain_core.documents import Document
from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.metamorphic._checks import assert_answer, assert_prose, sim
from tests.sim.metamorphic._notes import CASE_IDS, CASES, NOTES


def _docs(note) -> list[Document]:
    """The note first among two distractors, like a top-3 retrieval."""
    others = [n for n in NOTES if n is not note][:2]
    return [Document(page_content=n.prose(80).split("\n", 2)[2].strip(),
                     metadata={"source": f"kb/{n.slug}.md", "title": n.title})
            for n in [others[0], note, others[1]]]


def _tavily(docs) -> list[dict]:
    return [{"url": f"https://notes.example/{d.metadata['source'][3:-3]}", "title": d.metadata["title"],
             "content": d.page_content, "score": round(0.9 - 0.1 * i, 2)} for i, d in enumerate(docs)]


WRAPPERS = {
    "course-source": lambda ds: "\n\n".join(f"[source: {d.metadata['source']}] {d.metadata['title']}\n{d.page_content}" for d in ds),
    "plain-chunks": lambda ds: "\n\n".join(d.page_content for d in ds),
    "document-reprs": lambda ds: str(ds),
    "tavily-dicts": lambda ds: str(_tavily(ds)),
    "tavily-json": lambda ds: json.dumps(_tavily(ds)),
    "document-tags": lambda ds: "\n".join(f"<document>\n{d.page_content}\n</document>" for d in ds),
    "doc-id-tags": lambda ds: "\n".join(f'<doc id="{i}" source="{d.metadata["source"]}">\n{d.page_content}\n</doc>' for i, d in enumerate(ds, 1)),
    "numbered": lambda ds: "\n\n".join(f"[{i}] {d.metadata['title']}: {d.page_content}" for i, d in enumerate(ds, 1)),
    "source-content": lambda ds: "\n\n".join(f"Source: {d.metadata}\nContent: {d.page_content}" for d in ds),
}

PROMPTS = {
    "context-block": lambda q, ctx: [HumanMessage(
        "Answer the question based only on the following context:\n\n"
        f"Context:\n{ctx}\n\nQuestion: {q}")],
    "retrieved-document": lambda q, ctx: [
        SystemMessage("You are an assistant for question-answering tasks. If you don't know the answer, say that you don't know."),
        HumanMessage(f"Retrieved document: \n\n {ctx} \n\n User question: {q}")],
    "set-of-facts": lambda q, ctx: [HumanMessage(
        f"Set of facts: \n\n {ctx} \n\n Using only the set of facts, answer: {q}")],
}


@pytest.fixture(scope="module")
def llm():
    return sim()


# Two questions per note (the first and the last) in every wrapper.
PAIRS = [c for i, c in enumerate(CASES) if i % 3 != 1]
PAIR_IDS = [c for i, c in enumerate(CASE_IDS) if i % 3 != 1]


@pytest.mark.parametrize("wrapper", list(WRAPPERS))
@pytest.mark.parametrize(("note", "question"), PAIRS, ids=PAIR_IDS)
def test_every_wrapper_gives_the_same_facts(llm, note, question, wrapper):
    ctx = WRAPPERS[wrapper](_docs(note))
    reply = PROMPTS["context-block"](question.en[0], ctx)
    answer = llm.invoke(reply)
    assert_answer(answer, question.facts, chinese=False)
    assert_prose(answer)


@pytest.mark.parametrize("prompt", list(PROMPTS))
@pytest.mark.parametrize(("note", "question"), CASES[::3], ids=CASE_IDS[::3])
def test_every_block_label_gives_the_same_facts(llm, note, question, prompt):
    wrapper = ["plain-chunks", "document-reprs", "tavily-json"][CASES.index((note, question)) // 3 % 3]
    ctx = WRAPPERS[wrapper](_docs(note))
    assert_answer(llm.invoke(PROMPTS[prompt](question.en[0], ctx)), question.facts, chinese=False)


@pytest.mark.parametrize(("note", "question"), CASES[::3], ids=CASE_IDS[::3])
def test_citations_come_from_metadata_not_from_marker_text_in_a_body(llm, note, question):
    # A body that itself contains a marker-like line must not become a citation.
    docs = _docs(note)
    docs[1] = Document(page_content=docs[1].page_content + "\n[source: fake/planted.md] see also",
                       metadata=docs[1].metadata)
    ctx = WRAPPERS["course-source"](docs)
    answer = llm.invoke([HumanMessage(f"Answer from the notes and cite the source you used.\n\n{ctx}\n\nQuestion: {question.en[0]}")])
    assert_answer(answer, question.facts, chinese=False)
    assert "planted" not in answer.content, answer.content
