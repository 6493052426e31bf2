"""Port: "RAG From Scratch" parts 10-11: logical routing (``RouteQuery`` with a ``Literal``
datasource), semantic routing (two prompt templates chosen by embedding similarity) and query
structuring (``TutorialSearch``: a search query plus optional metadata filters).

Source: github.com/langchain-ai/rag-from-scratch, rag_from_scratch_10_and_11.ipynb @1fdb7d0.
Kept verbatim: ``RouteQuery`` (docstring, field description), the routing system prompt,
``choose_route``, the physics and math templates and ``prompt_router``, ``TutorialSearch`` (all
eight fields and descriptions), the query-analysis system prompt, and the tutorial's questions
(the code question for the router; "rag from scratch", "videos on chat langchain published in
2023", "... published before 2024", "how to use multi-modal models in an agent, only videos
under 5 minutes"; "What's a black hole"). Swapped: ``ChatOpenAI`` -> the simulator;
``langchain_core.pydantic_v1`` -> ``pydantic`` (v1 is gone from langchain-core 1.x);
``OpenAIEmbeddings`` -> ``get_embeddings()``; ``langchain.utils.math.cosine_similarity`` -> numpy.
Invented: a JavaScript and a Go question for the router, a view-count and a length question
for the query analyser, a maths question for the semantic router.

Oracles (written before the first run), per model call:
- router: the datasource of the question's language (python_docs / js_docs / golang_docs);
- query analyser: ``content_search`` on the question's topic (its key words), no filter the
  question does not state, and each stated filter in its field: 2023 -> earliest 2023-01-01
  and latest 2024-01-01 (or 2023-12-31); "before 2024" -> latest 2024-01-01, no earliest;
  "under 5 minutes" -> max_length_sec 300; "at least 10,000 views" -> min_view_count 10000;
  a stated limit with the schema's safe values is fine, a wrong filter is not;
- semantic router answers: "What's a black hole" names gravity and light (or a stated limit);
  the invented maths question gets its number (or a stated limit).
"""

from __future__ import annotations

import datetime
import warnings
from typing import Literal

import numpy as np
import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough
from pydantic import BaseModel, Field

from tests.thirdparty._support import embeddings, sim_llm
from tests.thirdparty._verdict import contains_any, verdict


class RouteQuery(BaseModel):
    """Route a user query to the most relevant datasource."""

    datasource: Literal["python_docs", "js_docs", "golang_docs"] = Field(
        ...,
        description="Given a user question choose which datasource would be most relevant for answering their question",
    )


ROUTER_SYSTEM = """You are an expert at routing a user question to the appropriate data source.

Based on the programming language the question is referring to, route it to the relevant data source."""

CODE_QUESTION = """Why doesn't the following code work:

from langchain_core.prompts import ChatPromptTemplate

prompt = ChatPromptTemplate.from_messages(["human", "speak in {language}"])
prompt.invoke("french")
"""
JS_QUESTION = """My Node script prints a pending Promise instead of the data:

const res = fetch("https://api.example.com/items");
console.log(res.json());

How do I wait for it with async/await?"""
GO_QUESTION = "Why does my goroutine deadlock when I send on an unbuffered channel in func main?"


def choose_route(result):
    if "python_docs" in result.datasource.lower():
        return "chain for python_docs"
    elif "js_docs" in result.datasource.lower():
        return "chain for js_docs"
    else:
        return "golang_docs"


class TutorialSearch(BaseModel):
    """Search over a database of tutorial videos about a software library."""

    content_search: str = Field(
        ...,
        description="Similarity search query applied to video transcripts.",
    )
    title_search: str = Field(
        ...,
        description=(
            "Alternate version of the content search query to apply to video titles. "
            "Should be succinct and only include key words that could be in a video "
            "title."
        ),
    )
    min_view_count: int | None = Field(
        None,
        description="Minimum view count filter, inclusive. Only use if explicitly specified.",
    )
    max_view_count: int | None = Field(
        None,
        description="Maximum view count filter, exclusive. Only use if explicitly specified.",
    )
    earliest_publish_date: datetime.date | None = Field(
        None,
        description="Earliest publish date filter, inclusive. Only use if explicitly specified.",
    )
    latest_publish_date: datetime.date | None = Field(
        None,
        description="Latest publish date filter, exclusive. Only use if explicitly specified.",
    )
    min_length_sec: int | None = Field(
        None,
        description="Minimum video length in seconds, inclusive. Only use if explicitly specified.",
    )
    max_length_sec: int | None = Field(
        None,
        description="Maximum video length in seconds, exclusive. Only use if explicitly specified.",
    )


ANALYSER_SYSTEM = """You are an expert at converting user questions into database queries. \
You have access to a database of tutorial videos about a software library for building LLM-powered applications. \
Given a question, return a database query optimized to retrieve the most relevant results.

If there are acronyms or words you are not familiar with, do not try to rephrase them."""

PHYSICS = """You are a very smart physics professor. \
You are great at answering questions about physics in a concise and easy to understand manner. \
When you don't know the answer to a question you admit that you don't know.

Here is a question:
{query}"""

MATH = """You are a very good mathematician. You are great at answering math questions. \
You are so good because you are able to break down hard problems into their component parts, \
answer the component parts, and then put them together to answer the broader question.

Here is a question:
{query}"""


def quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


class Keep:
    """Wraps the model's structured runnable so the raw reply (with its metadata) is kept."""

    def __init__(self, model, schema):
        self.structured = model.with_structured_output(schema, include_raw=True)
        self.raws: list = []

    def runnable(self):
        def call(prompt_value):
            out = quiet(self.structured.invoke, prompt_value)
            if isinstance(out, dict) and "raw" in out:  # the scripted model ignores include_raw
                self.raws.append(out["raw"])
                return out["parsed"]
            self.raws.append("")
            return out

        return RunnableLambda(call)


# --- logical routing ---------------------------------------------------------------------------


def s_router(model):
    keep = Keep(model, RouteQuery)
    prompt = ChatPromptTemplate.from_messages([("system", ROUTER_SYSTEM), ("human", "{question}")])
    router = prompt | keep.runnable()
    out = []
    for question, want in ((CODE_QUESTION, "python_docs"), (JS_QUESTION, "js_docs"), (GO_QUESTION, "golang_docs")):
        result = router.invoke({"question": question})
        route = choose_route(result) if result is not None else None
        ds = getattr(result, "datasource", None)
        out.append((f"router: {question.splitlines()[0][:50]!r} -> {want}", verdict(keep.raws[-1], ds == want),
                    f"{ds} / {route}"))
    return out


# --- query structuring -------------------------------------------------------------------------

FILTERS = ("min_view_count", "max_view_count", "earliest_publish_date", "latest_publish_date",
           "min_length_sec", "max_length_sec")
D = datetime.date
CASES = [
    ("rag from scratch", ("rag",), {}),
    ("videos on chat langchain published in 2023", ("chat langchain",),
     {"earliest_publish_date": (D(2023, 1, 1),), "latest_publish_date": (D(2024, 1, 1), D(2023, 12, 31))}),
    ("videos that are focused on the topic of chat langchain that are published before 2024", ("chat langchain",),
     {"latest_publish_date": (D(2024, 1, 1), D(2023, 12, 31))}),
    ("how to use multi-modal models in an agent, only videos under 5 minutes", ("multi-modal", "agent"),
     {"max_length_sec": (300,)}),
    ("retrieval evaluation tutorials with at least 10,000 views", ("retrieval evaluation",),
     {"min_view_count": (10000,)}),
]


def analysis_ok(result, topic, filters) -> bool:
    if result is None:
        return False
    content = (result.content_search or "").lower()
    if not all(t in content or t.replace("-", " ") in content for t in topic):
        return False
    for f in FILTERS:
        got = getattr(result, f)
        if f in filters:
            if got not in filters[f]:
                return False
        elif got is not None:
            return False
    return True


def s_query_analysis(model):
    keep = Keep(model, TutorialSearch)
    prompt = ChatPromptTemplate.from_messages([("system", ANALYSER_SYSTEM), ("human", "{question}")])
    query_analyzer = prompt | keep.runnable()
    out = []
    for question, topic, filters in CASES:
        result = query_analyzer.invoke({"question": question})
        shown = result.model_dump(exclude_none=True) if result is not None else None
        out.append((f"query analysis: {question!r}", verdict(keep.raws[-1], analysis_ok(result, topic, filters)),
                    str(shown)))
    return out


# --- semantic routing --------------------------------------------------------------------------


def s_semantic(model):
    emb = embeddings()
    prompt_templates = [PHYSICS, MATH]
    prompt_embeddings = np.array(emb.embed_documents(prompt_templates))
    replies = []

    def prompt_router(input):
        query_embedding = np.array(emb.embed_query(input["query"]))
        sims = prompt_embeddings @ query_embedding / (
            np.linalg.norm(prompt_embeddings, axis=1) * (np.linalg.norm(query_embedding) or 1.0))
        most_similar = prompt_templates[int(sims.argmax())]
        return PromptTemplate.from_template(most_similar)

    def keep(prompt_value):
        r = quiet(model.invoke, prompt_value)
        replies.append(r)
        return r

    chain = {"query": RunnablePassthrough()} | RunnableLambda(prompt_router) | RunnableLambda(keep) | StrOutputParser()
    out = []
    answer = chain.invoke("What's a black hole")
    ok = contains_any(answer, ("gravity", "gravitational")) and contains_any(answer, ("light",))
    out.append(("semantic: What's a black hole", verdict(replies[-1], ok), answer))
    answer = chain.invoke("What is the sum of the interior angles of a hexagon, in degrees?")
    out.append(("semantic: hexagon angles", verdict(replies[-1], "720" in answer), answer))
    return out


SCENARIOS = {"router": s_router, "query_analysis": s_query_analysis, "semantic": s_semantic}


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

    answers = {CODE_QUESTION: "python_docs", JS_QUESTION: "js_docs", GO_QUESTION: "golang_docs"}

    def script(prompt, schema, _tools):
        text = str(prompt)
        if schema is not None:
            return {"datasource": next(v for k, v in answers.items() if k.strip() in text)}
        return "ok"

    rows = s_router(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * 3, rows
