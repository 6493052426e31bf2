"""Port: LangChain how-to "How to handle multiple queries when doing query analysis": a
``Search`` schema whose one field is a *list* of distinct queries (``with_structured_output``),
a system prompt that allows two look-ups ("If you need to look up two distinct pieces of
information, you are allowed to do that!"), then an async ``custom_chain`` that runs the
retriever (k=1) once per query and concatenates the documents.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/query_multiple_queries.ipynb
@06488e0369bd6af6123f760f084b2b349b347406 (MIT).
Kept verbatim: ``Search`` (docstring, ``queries: List[str]``, "Distinct queries to search for"),
the system prompt, ``ChatPromptTemplate.from_messages([("system", system), ("human",
"{question}")])``, ``query_analyzer = {"question": RunnablePassthrough()} | prompt |
structured_llm``, the async ``custom_chain`` (``ainvoke`` per query, ``docs.extend``), the texts
"Harrison worked at Kensho" / "Ankush worked at Facebook", k=1, and the questions "where did
Harrison Work" / "where did Harrison and ankush Work". Swapped: ``ChatOpenAI`` -> the simulator;
``Chroma`` + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` + ``get_embeddings()``;
``langchain_core.pydantic_v1`` -> ``pydantic`` (the same schema). Invented: three more job
records and four questions (two people at once, one person, a person and a company).

Oracles (written before the first run), per model call (the query analyzer's one structured
reply; the chain's retrieval is no model call and is judged with it):
- every person the question names is named in some query, no query names a person the question
  does not name, a query names at most one person (two people: two or more queries, as the
  how-to's model did: ``['Harrison work place', 'Ankush work place']``);
- the ``custom_chain`` documents then hold each named person's record (k=1 per query);
- or a stated limit.
First sight (a4b7e2d3): 6 calls, 4 right / 0 stated a limit / 2 silently wrong (a comparison of
two people kept as one query; a list of three names split into pairs that kept its first name);
after (ports80): 6 right.
"""

from __future__ import annotations

import asyncio
import warnings
from typing import List  # noqa: UP035 (the how-to's import)

import pytest
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough, chain
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

texts = ["Harrison worked at Kensho", "Ankush worked at Facebook",
         # invented records
         "Lucia worked at Brightwater Labs", "Tomasz worked at Nordhavn Shipping",
         "Priya worked at Quillfeather Press"]
PEOPLE = ["harrison", "ankush", "lucia", "tomasz", "priya"]


class Search(BaseModel):
    """Search over a database of job records."""

    queries: List[str] = Field(  # noqa: UP006 (the how-to's annotation)
        ...,
        description="Distinct queries to search for",
    )


system = """You have the ability to issue search queries to get information to help answer user information.

If you need to look up two distinct pieces of information, you are allowed to do that!"""
prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        ("human", "{question}"),
    ]
)


def build(llm, seen=None):
    """The how-to's index, analyzer and chain; ``seen`` (a list) collects each ``Search`` the
    analyzer returns (a pass-through tap, the port's only addition)."""
    vectorstore = LocalVectorStore.from_texts(texts, embeddings())
    retriever = vectorstore.as_retriever(search_kwargs={"k": 1})
    structured_llm = llm.with_structured_output(Search)
    query_analyzer = {"question": RunnablePassthrough()} | prompt | structured_llm
    if seen is not None:
        query_analyzer = query_analyzer | (lambda s: seen.append(s) or s)

    @chain
    async def custom_chain(question):
        response = await query_analyzer.ainvoke(question)
        docs = []
        for query in response.queries:
            new_docs = await retriever.ainvoke(query)
            docs.extend(new_docs)
        # You probably want to think about reranking or deduplicating documents here
        # But that is a separate topic
        return docs

    return query_analyzer, custom_chain


CASES = {
    "harrison": ("where did Harrison Work", ["harrison"]),
    "harrison_ankush": ("where did Harrison and ankush Work", ["harrison", "ankush"]),
    # invented
    "lucia_tomasz": ("Where did Lucia and Tomasz work?", ["lucia", "tomasz"]),
    "priya": ("Which company was Priya working for?", ["priya"]),
    "priya_lucia_same": ("Did Priya and Lucia work at the same company?", ["priya", "lucia"]),
    "three": ("where did Ankush, Tomasz and Harrison work", ["ankush", "tomasz", "harrison"]),
}


def queries_ok(queries, people) -> bool:
    if not queries or not all(isinstance(q, str) and q.strip() for q in queries):
        return False
    named = [{p for p in PEOPLE if p in q.lower()} for q in queries]
    if any(len(n) > 1 for n in named):
        return False
    covered = set().union(*named)
    return covered == set(people)


def docs_ok(docs, people) -> bool:
    got = " ".join(d.page_content.lower() for d in docs)
    return all(p in got for p in people)


def rows_for(model, name):
    question, people = CASES[name]
    seen: list = []
    _, custom_chain = build(model, seen)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            docs = asyncio.run(custom_chain.ainvoke(question, {"callbacks": [log]}))
        except Exception as exc:  # noqa: BLE001 (no Search object: the chain raises)
            docs = exc
    call = log.calls[-1] if log.calls else {"text": "", "tool_calls": [], "limit": ""}
    queries = getattr(seen[-1], "queries", None) if seen else None
    ok = isinstance(docs, list) and queries_ok(queries, people) and docs_ok(docs, people)
    shown = [d.page_content for d in docs] if isinstance(docs, list) else repr(docs)[:80]
    return [(name, verdict("", ok, call["limit"]), f"queries={queries} docs={shown} limit={call['limit'][:80]}")]


SCENARIOS = {n: (lambda m, n=n: rows_for(m, n)) for n in CASES}


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

    def script(prompt_text, schema, _tools):
        text = str(prompt_text).lower().rsplit("allowed to do that!", 1)[-1]
        return {"queries": [f"{p} work place" for p in PEOPLE if p in text]}

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
