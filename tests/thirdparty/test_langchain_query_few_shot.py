"""Port: LangChain how-to "How to add examples to the prompt for query analysis": a ``Search``
schema (``query``, ``sub_queries`` to decompose the question, an optional ``publish_year``) filled
by ``with_structured_output``, first bare, then with three few-shot examples sent as tool-call
messages (``tool_example_to_messages``: a human question, an AI tool call with the gold
``Search``, a tool message "You have correctly called this tool.").

Source: github.com/langchain-ai/langchain, docs/docs/how_to/query_few_shot.ipynb at commit
0120e8227462ae1fb749164b96e09f642a7079de (MIT licence).

Kept verbatim: ``sub_queries_description``, ``Search`` (docstring and fields), the ``system``
prompt ("You are an expert at converting user questions into database queries. ... If there are
acronyms or words you are not familiar with, do not try to rephrase them."), the prompt with
``MessagesPlaceholder("examples", optional=True)``, ``query_analyzer``, the three examples,
``tool_example_to_messages``, ``query_analyzer_with_examples`` and the notebook's question
("what's the difference between web voyager and reflection agents? do both use langgraph?").
Swapped: ``ChatOpenAI(model="gpt-3.5-turbo-0125", temperature=0)`` -> the simulator;
``langchain_core.pydantic_v1`` -> ``pydantic`` (the shim is gone from langchain-core 1.x), so
``tool_call.json()`` -> ``tool_call.model_dump_json()`` (the same JSON).
Invented: three more questions of the same kind (two topics and a year; an acronym to keep;
a plain one-topic question).

Oracles (written before the first run), per model call (each question bare and with examples):
- ``query`` names the question's subject(s) (each key word, any case) and none of the examples'
  topics unless the question has them ("chat langchain", "template", "multi-agent",
  "intermediate steps", "deploy");
- ``sub_queries``: for a question with two parts, at least two sub-queries, each part's key word
  in one of them; for a one-topic question any number, each on the subject; never an example's
  topic; never the system prompt's frame ("database queries", "tutorial videos");
- ``publish_year`` the year the question states, else ``None``;
- or a stated limit.
"""

from __future__ import annotations

import uuid
import warnings
from typing import Dict, List, Optional  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    ToolMessage,
)
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnablePassthrough
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------

sub_queries_description = """\
If the original question contains multiple distinct sub-questions, \
or if there are more generic questions that would be helpful to answer in \
order to answer the original question, write a list of all relevant sub-questions. \
Make sure this list is comprehensive and covers all parts of the original question. \
It's ok if there's redundancy in the sub-questions. \
Make sure the sub-questions are as narrowly focused as possible."""


class Search(BaseModel):
    """Search over a database of tutorial videos about a software library."""

    query: str = Field(
        ...,
        description="Primary similarity search query applied to video transcripts.",
    )
    sub_queries: List[str] = Field(  # noqa: UP006 (verbatim)
        default_factory=list, description=sub_queries_description
    )
    publish_year: Optional[int] = Field(None, description="Year video was published")  # noqa: UP045 (verbatim)


system = """You are an expert at converting user questions into database queries. \
You have access to a database of tutorial videos about a software library for building LLM-powered applications. \
Given a question, return a list of database queries optimized to retrieve the most relevant results.

If there are acronyms or words you are not familiar with, do not try to rephrase them."""

prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        MessagesPlaceholder("examples", optional=True),
        ("human", "{question}"),
    ]
)


def build_examples():
    examples = []

    question = "What's chat langchain, is it a langchain template?"
    query = Search(
        query="What is chat langchain and is it a langchain template?",
        sub_queries=["What is chat langchain", "What is a langchain template"],
    )
    examples.append({"input": question, "tool_calls": [query]})

    question = "How to build multi-agent system and stream intermediate steps from it"
    query = Search(
        query="How to build multi-agent system and stream intermediate steps from it",
        sub_queries=[
            "How to build multi-agent system",
            "How to stream intermediate steps from multi-agent system",
            "How to stream intermediate steps",
        ],
    )

    examples.append({"input": question, "tool_calls": [query]})

    question = "LangChain agents vs LangGraph?"
    query = Search(
        query="What's the difference between LangChain agents and LangGraph? How do you deploy them?",
        sub_queries=[
            "What are LangChain agents",
            "What is LangGraph",
            "How do you deploy LangChain agents",
            "How do you deploy LangGraph",
        ],
    )
    examples.append({"input": question, "tool_calls": [query]})
    return examples


def tool_example_to_messages(example: Dict) -> List[BaseMessage]:  # noqa: UP006 (verbatim)
    messages: List[BaseMessage] = [HumanMessage(content=example["input"])]  # noqa: UP006
    openai_tool_calls = []
    for tool_call in example["tool_calls"]:
        openai_tool_calls.append(
            {
                "id": str(uuid.uuid4()),
                "type": "function",
                "function": {
                    "name": tool_call.__class__.__name__,
                    "arguments": tool_call.model_dump_json(),
                },
            }
        )
    messages.append(
        AIMessage(content="", additional_kwargs={"tool_calls": openai_tool_calls})
    )
    tool_outputs = example.get("tool_outputs") or [
        "You have correctly called this tool."
    ] * len(openai_tool_calls)
    for output, tool_call in zip(tool_outputs, openai_tool_calls, strict=False):
        messages.append(ToolMessage(content=output, tool_call_id=tool_call["id"]))
    return messages


def build(llm):
    structured_llm = llm.with_structured_output(Search)
    query_analyzer = {"question": RunnablePassthrough()} | prompt | structured_llm
    example_msgs = [msg for ex in build_examples() for msg in tool_example_to_messages(ex)]
    query_analyzer_with_examples = (
        {"question": RunnablePassthrough()}
        | prompt.partial(examples=example_msgs)
        | structured_llm
    )
    return query_analyzer, query_analyzer_with_examples


# --- questions and oracles ------------------------------------------------------------------

# question -> (parts: each a tuple of alternative key words; the year or None)
QUESTIONS = {
    "what's the difference between web voyager and reflection agents? do both use langgraph?":
        ((("voyager",), ("reflection",)), None),
    "how do I add memory to a chatbot and persist it in postgres? only videos from 2023":
        ((("memory",), ("postgres",)), 2023),
    "what is RAPTOR retrieval?": ((("raptor",),), None),
    "how do I stream tokens from a chat model?": ((("stream",),), None),
}
EXAMPLE_TOPICS = ("chat langchain", "template", "multi-agent", "intermediate steps", "deploy")
FRAME = ("database queries", "tutorial videos", "database of tutorial")


def _search_ok(search, question) -> bool:
    parts, year = QUESTIONS[question]
    if not isinstance(search, Search):
        return False
    q_low = question.lower()
    leaked = [t for t in EXAMPLE_TOPICS + FRAME if t not in q_low]
    query = search.query.lower()
    if not all(any(w in query for w in part) for part in parts) or any(t in query for t in leaked):
        return False
    subs = [s.lower() for s in search.sub_queries]
    if any(any(t in s for t in leaked) for s in subs):
        return False
    if len(parts) > 1:
        if len(subs) < 2 or not all(any(any(w in s for w in part) for s in subs) for part in parts):
            return False
    elif not all(any(w in s for w in parts[0]) for s in subs):
        return False
    return search.publish_year == year


def rows_for(model, question):
    bare, with_examples = build(model)
    rows = []
    for label, analyzer in (("bare", bare), ("with examples", with_examples)):
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = analyzer.invoke(question, {"callbacks": [log]})
        limit = log.calls[-1]["limit"] if log.calls else ""
        rows.append((f"{question[:40]!r}: {label}", verdict(str(out), _search_ok(out, question), limit),
                     repr(out)[:300]))
    return rows


SCENARIOS = {f"q{i}": (lambda m, q=q: rows_for(m, q)) for i, q in enumerate(QUESTIONS)}


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

    gold = {
        "web voyager": Search(query="web voyager vs reflection agents",
                              sub_queries=["What is Web Voyager", "What are Reflection agents",
                                           "Do Web Voyager and Reflection agents use LangGraph"]),
        "postgres": Search(query="add memory to a chatbot and persist it in postgres",
                           sub_queries=["How to add memory to a chatbot", "How to persist chatbot memory in postgres"],
                           publish_year=2023),
        "RAPTOR": Search(query="RAPTOR retrieval"),
        "stream tokens": Search(query="stream tokens from a chat model",
                                sub_queries=["How to stream tokens from a chat model"]),
    }

    def script(prompt_text, _schema, _tools):
        question = str(prompt_text).rsplit("human: ", 1)[-1]
        return next(v for k, v in gold.items() if k in question)

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
