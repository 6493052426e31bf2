"""Port: two LangChain query-analysis how-tos: "How to handle cases where no queries are
generated" (a ``Search`` tool the model may or may not call) and "How to handle multiple
retrievers when doing query analysis" (``Search.person`` picks the retriever).

Sources: github.com/langchain-ai/langchain, docs/docs/how_to/query_no_queries.ipynb
@7a92ec0a994ffaeb4dc74edd1d8c14e737b4ca65 and docs/docs/how_to/query_multiple_retrievers.ipynb
@da8cab37a7a202f5adefd38d79dfe2fffa7e72da.
Kept verbatim: both ``Search`` schemas, both system prompts and prompts, ``bind_tools([Search])``
/ ``with_structured_output(Search)``, the ``custom_chain`` of each, the texts ("Harrison worked
at Kensho", "Ankush worked at Facebook"), k=1, and the questions "where did Harrison Work",
"hi!", "where did ankush Work". Swapped: ``ChatOpenAI`` -> the simulator; ``Chroma`` +
``OpenAIEmbeddings`` -> ``LocalVectorStore`` + ``get_embeddings()``. ``custom_chain``'s test ``"tool_calls" in response.additional_kwargs`` (OpenAI's raw field) ->
``... or response.tool_calls`` (the simulator, like most providers, fills only ``tool_calls``).
Invented: more job-record
texts for the first how-to (so k=1 has to find the right one), the questions "which company
did Priya join after university?", "thanks, that's all for today", "what is 17 times 3?" and
"Which company did Ankush work for?".

Oracles (written before the first run), per model call:
- no-queries: a question about a person's work or study calls ``Search`` with a query that names
  the person (the tutorial's model: ``{"query": "Harrison"}``); greetings and thanks call no tool
  and reply in text; arithmetic needs no job record: no tool, and the text answer is right or a
  stated limit; the custom chain then returns the person's record (retriever, k=1);
- multiple retrievers: ``person`` is the person the question names, in the description's
  spelling (HARRISON / ANKUSH), ``query`` is about their work; the custom chain returns that
  person's record.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage
from langchain_core.output_parsers.openai_tools import PydanticToolsParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough, chain
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict


def quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


# --- no queries -----------------------------------------------------------------------------


class Search(BaseModel):
    """Search over a database of job records."""

    query: str = Field(
        ...,
        description="Similarity search query applied to job record.",
    )


JOB_RECORDS = ["Harrison worked at Kensho", "Priya joined Norrland Analytics after university",
               "Tomás worked at a bakery in Porto before joining Kensho"]

system = """You have the ability to issue search queries to get information to help answer user information.

You do not NEED to look things up. If you don't need to, then just respond normally."""
prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        ("human", "{question}"),
    ]
)

NO_QUERY_CASES = [
    # question, person the query must name (None: no tool call), what the reply must hold
    ("where did Harrison Work", "Harrison", "Harrison worked at Kensho"),
    ("which company did Priya join after university?", "Priya", "Norrland"),
    ("hi!", None, None),
    ("thanks, that's all for today", None, None),
    ("what is 17 times 3?", None, "51"),
]


def s_no_queries(llm):
    vectorstore = LocalVectorStore.from_documents([Document(page_content=t) for t in JOB_RECORDS], embeddings())
    retriever = vectorstore.as_retriever(search_kwargs={"k": 1})
    structured_llm = llm.bind_tools([Search])
    query_analyzer = {"question": RunnablePassthrough()} | prompt | structured_llm
    output_parser = PydanticToolsParser(tools=[Search])

    @chain
    def custom_chain(question):
        response = query_analyzer.invoke(question)
        if "tool_calls" in response.additional_kwargs or response.tool_calls:
            query = output_parser.invoke(response)
            docs = retriever.invoke(query[0].query)
            return docs
        else:
            return response

    out = []
    for question, person, expect in NO_QUERY_CASES:
        msg = quiet(query_analyzer.invoke, question)
        calls = msg.tool_calls
        if person:
            ok = len(calls) == 1 and calls[0]["name"] == "Search" and person.lower() in str(calls[0]["args"].get("query", "")).lower()
            out.append((f"no-queries: {question}", verdict(msg, ok), str(calls) or text_of(msg)))
            result = quiet(custom_chain.invoke, question)
            got = result[0].page_content if isinstance(result, list) and result else text_of(result)
            out.append((f"no-queries chain: {question}", verdict(msg, expect in got), got))
        else:
            t = text_of(msg)
            ok = not calls and bool(t.strip()) and (expect is None or expect in t)
            out.append((f"no-queries: {question}", verdict(msg, ok), str(calls) or t))
    return out


# --- multiple retrievers --------------------------------------------------------------------


class PersonSearch(BaseModel):
    """Search for information about a person."""

    query: str = Field(
        ...,
        description="Query to look up",
    )
    person: str = Field(
        ...,
        description="Person to look things up for. Should be `HARRISON` or `ANKUSH`.",
    )


PersonSearch.__name__ = "Search"  # the how-to's class name (the two how-tos both call it Search)

system_multi = """You have the ability to issue search queries to get information to help answer user information."""
prompt_multi = ChatPromptTemplate.from_messages(
    [
        ("system", system_multi),
        ("human", "{question}"),
    ]
)

MULTI_CASES = [
    ("where did Harrison Work", "HARRISON", "Harrison worked at Kensho"),
    ("where did ankush Work", "ANKUSH", "Ankush worked at Facebook"),
    ("Which company did Ankush work for?", "ANKUSH", "Ankush worked at Facebook"),
]


def s_multiple_retrievers(llm):
    retriever_harrison = LocalVectorStore.from_documents(
        [Document(page_content="Harrison worked at Kensho")], embeddings()).as_retriever(search_kwargs={"k": 1})
    retriever_ankush = LocalVectorStore.from_documents(
        [Document(page_content="Ankush worked at Facebook")], embeddings()).as_retriever(search_kwargs={"k": 1})
    structured_llm = llm.with_structured_output(PersonSearch)
    query_analyzer = {"question": RunnablePassthrough()} | prompt_multi | structured_llm
    retrievers = {
        "HARRISON": retriever_harrison,
        "ANKUSH": retriever_ankush,
    }

    @chain
    def custom_chain(question):
        response = query_analyzer.invoke(question)
        retriever = retrievers[response.person]
        return retriever.invoke(response.query)

    out = []
    for question, person, record in MULTI_CASES:
        log = CallLog()
        result = quiet(query_analyzer.invoke, question, {"callbacks": [log]})
        limit = log.calls[-1]["limit"] if log.calls else ""
        ok = result is not None and result.person == person and bool((result.query or "").strip()) \
            and contains_any(result.query, ("work", "company", "job", "employ", person.lower()))
        out.append((f"multiple retrievers: {question}", verdict("", ok, limit), repr(result)))
        try:
            docs = quiet(custom_chain.invoke, question)
            got = docs[0].page_content if docs else ""
        except Exception as exc:  # noqa: BLE001 (KeyError: a person the retrievers do not have)
            got = f"{type(exc).__name__}: {exc}"
        out.append((f"multiple retrievers chain: {question}", verdict("", got == record, limit), got))
    return out


SCENARIOS = {"no_queries": s_no_queries, "multiple_retrievers": s_multiple_retrievers}


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
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None:
            person = "ANKUSH" if "ankush" in text.lower() else "HARRISON"
            return {"query": "work history", "person": person}
        for question, person, _ in NO_QUERY_CASES:
            if question in text and person:
                return call("Search", query=person)
        if "17 times 3" in text:
            return AIMessage("17 times 3 is 51.")
        return AIMessage("Hello! How can I assist you today?")

    model = ScriptedChatModel(script=script)
    rows = s_no_queries(model) + s_multiple_retrievers(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
