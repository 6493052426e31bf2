# ruff: noqa: UP006, UP015, UP035
"""Port: LangChain how-to "How to handle multiple queries when doing query analysis": a
``Search`` schema whose one field is a *list* of distinct queries; the custom chain runs every
query against a k=1 retriever and concatenates what each finds.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/query_multiple_queries.ipynb
@06488e0369bd6af6123f760f084b2b349b347406 (MIT licence).
Kept verbatim: ``Search`` (docstring, ``queries: List[str]`` and its description), the system
prompt, the prompt, ``with_structured_output(Search)``, ``query_analyzer``, the async
``custom_chain`` (one ``ainvoke`` per query, ``docs.extend``), the texts "Harrison worked at
Kensho" and "Ankush worked at Facebook", k=1, and the questions "where did Harrison Work" and
"where did Harrison and ankush Work". Swapped: ``ChatOpenAI(gpt-3.5-turbo-0125)`` -> the
simulator; ``Chroma`` + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` + ``get_embeddings()``;
``langchain_core.pydantic_v1`` (gone in langchain-core 1.x) -> ``pydantic``. Invented: three more
job records (so that k=1 has to find the right one per query) and the questions "Where did Priya
and Tomás work before they met?", "which firm employed Lena?" and "Did Ankush or Priya ever work
at Kensho?".

Oracles (written before the first run), per model call (the query analyzer):
- ``queries`` is a non-empty list; every person the question names is named by at least one
  query; no query names a person the question does not name; a question about two people gets
  at least two queries (one per person: the how-to's "If you need to look up two distinct
  pieces of information"), a question about one person at least one; a query is not the whole
  system prompt;
- or a stated limit.
The chain (no model call) is checked in the wiring test: each person's record is among the
documents.

First sight (1f03f9ba): 5 calls, 2 right / 0 stated a limit / **3** silently wrong: each question
about two people was one query, the question itself ("Where did Harrison and ankush Work?"). After
(ports26, ``request/coordinated_names.py``): 5 / 0 / 0, one query per name.
"""

from __future__ import annotations

import asyncio
import warnings
from typing import List

import pytest
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough, chain
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------

texts = ["Harrison worked at Kensho", "Ankush worked at Facebook",
         # invented
         "Priya worked at Norrland Analytics", "Tomás worked at a bakery in Porto",
         "Lena worked at the Aalto shipyard"]


class Search(BaseModel):
    """Search over a database of job records."""

    queries: List[str] = Field(
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


def build(llm):
    vectorstore = LocalVectorStore.from_texts(texts, embeddings())
    retriever = vectorstore.as_retriever(search_kwargs={"k": 1})
    structured_llm = llm.with_structured_output(Search)
    query_analyzer = {"question": RunnablePassthrough()} | prompt | structured_llm

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


# --- the questions and their oracles -----------------------------------------------------------

PEOPLE = ("harrison", "ankush", "priya", "tomás", "lena")

QUESTIONS = [
    # question, the people it names
    ("where did Harrison Work", ("harrison",)),
    ("where did Harrison and ankush Work", ("harrison", "ankush")),
    ("Where did Priya and Tomás work before they met?", ("priya", "tomás")),  # invented
    ("which firm employed Lena?", ("lena",)),  # invented
    ("Did Ankush or Priya ever work at Kensho?", ("ankush", "priya")),  # invented
]


def ok_queries(result, people) -> bool:
    if not isinstance(result, Search) or not result.queries:
        return False
    low = [q.lower() for q in result.queries]
    if any("search queries" in q or "distinct pieces" in q for q in low):
        return False
    named = {p for q in low for p in PEOPLE if p in q}
    return named == set(people) and len(low) >= len(people)


def rows_analyzer(llm):
    query_analyzer, _ = build(llm)
    rows = []
    for question, people in QUESTIONS:
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = query_analyzer.invoke(question, {"callbacks": [log]})
        limit = log.calls[-1]["limit"] if log.calls else ""
        shown = repr(result)[:200]
        rows.append((f"query_analyzer: {question}", verdict("", ok_queries(result, people), limit), shown))
    return rows


SCENARIOS = {"query_analyzer": rows_analyzer}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "where did Harrison Work": ["Harrison work location"],
    "where did Harrison and ankush Work": ["Harrison work place", "Ankush work place"],
    "Where did Priya and Tomás work before they met?": ["Priya employer", "Tomás employer"],
    "which firm employed Lena?": ["Lena employer"],
    "Did Ankush or Priya ever work at Kensho?": ["Ankush employer", "Priya employer"],
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        last = [line for line in str(prompt_text).splitlines() if line.startswith("human: ")][-1][len("human: "):]
        return {"queries": _IDEAL[last]}

    model = ScriptedChatModel(script=script)
    rows = scenarios(model)
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
    _, custom_chain = build(model)
    docs = asyncio.run(custom_chain.ainvoke("where did Harrison and ankush Work"))
    assert [d.page_content for d in docs] == ["Harrison worked at Kensho", "Ankush worked at Facebook"]
    docs = asyncio.run(custom_chain.ainvoke("Where did Priya and Tomás work before they met?"))
    assert [d.page_content for d in docs] == ["Priya worked at Norrland Analytics", "Tomás worked at a bakery in Porto"]
