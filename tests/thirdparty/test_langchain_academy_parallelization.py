"""Port: LangChain Academy, module 4, "parallelization" (two retrieval nodes fan out from START in
parallel, a web search and a Wikipedia load, each formats its hits as ``<Document ...>`` blocks into
a shared ``context`` list (``operator.add``), and one ``generate_answer`` node answers from both).

Source: github.com/langchain-ai/langchain-academy, module-4/studio/parallelization.py at commit
021dcbc40712afcd8c16ef67c804397034bf82ce (MIT licence).

Kept verbatim: ``State``, the three nodes (the two formats of ``formatted_search_docs``, the answer
template "Answer the question {question} using this context: {context}" filled with the *list*
``context`` itself, so the model sees a Python list repr with escaped newlines, sent as a
SystemMessage beside ``HumanMessage("Answer the question.")``), the fan-out / fan-in edges.
Swapped: ``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator; ``TavilySearch
(max_results=3)`` -> ``TavilySearch`` below (``FakeWebSearch`` over invented results, returning the
``{"query", "results"}`` dict langchain_tavily returns); ``WikipediaLoader(query=...,
load_max_docs=2).load()`` -> ``WikipediaLoader`` below (the two invented pages sharing most words
with the query; metadata ``title`` / ``summary`` / ``source`` as the loader sets, no ``page``).
Invented: a regional railway operator and a lake bridge (web results and encyclopedia pages), four
questions (the tutorial asks about Nvidia's earnings: the same kind, a figure in a news result).

Oracles (written before the first run), one model call per question:
- "How many passengers did Vantor Rail carry in 2025?": the answer states 48.2 million (web);
- "When was Vantor Rail founded, and how many stations does it serve?": 1998 and 212 (encyclopedia);
- "How much did the Osric Lake bridge cost to build?": 310 million (web, beside the lake's page);
- "What is the top speed of Vantor Rail's new Series 9 trains?": neither source gives a speed: an
  honest "not in the context" that asserts no speed;
each answer with no raw dump of the context (no ``<Document`` tag, no list repr), or a stated limit.
"""

from __future__ import annotations

import operator
import re
import warnings
from typing import Annotated

import pytest
from langchain_core.documents import Document
from langchain_core.messages import HumanMessage, SystemMessage
from typing_extensions import TypedDict

from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    CallLog,
    FakeWebSearch,
    _terms,
    sim_llm,
    text_of,
)
from tests.thirdparty._verdict import verdict

# --- invented material ---------------------------------------------------------------------------

WEB = [
    {"url": "https://news.example.org/vantor-rail-annual-report-2025",
     "title": "Vantor Rail annual report: passenger numbers up",
     "content": "Vantor Rail carried 48.2 million passengers in 2025, up 6 percent on 2024, the "
                "operator said in its annual report on Tuesday. Punctuality improved to 91.4 percent."},
    {"url": "https://news.example.org/vantor-rail-series-9-order",
     "title": "Vantor Rail orders Series 9 trains",
     "content": "Vantor Rail has ordered 30 Series 9 trains from the Hallam works. The first units "
                "are due in service in spring 2027 on the coastal line."},
    {"url": "https://news.example.org/osric-lake-bridge-final-cost",
     "title": "Osric Lake bridge: final cost published",
     "content": "The Osric Lake bridge opened in June 2024 after four years of work. The province "
                "published the final bill this week: the bridge cost 310 million crowns to build, "
                "40 million more than planned."},
]

WIKI = [
    Document(page_content="Vantor Rail is a regional railway operator in the Province of Elmstead. It "
                          "was founded in 1998 after the privatisation of the provincial lines and "
                          "serves 212 stations on six lines. Its headquarters are in Marlow Junction.",
             metadata={"title": "Vantor Rail", "summary": "Regional railway operator.",
                       "source": "https://en.wikipedia.example/wiki/Vantor_Rail"}),
    Document(page_content="Osric Lake is a freshwater lake in the north of the Province of Elmstead. It "
                          "is 14 kilometres long and is crossed by a road bridge opened in 2024.",
             metadata={"title": "Osric Lake", "summary": "Lake in Elmstead.",
                       "source": "https://en.wikipedia.example/wiki/Osric_Lake"}),
    Document(page_content="Marlow Junction is a town in the Province of Elmstead, known for its 19th "
                          "century railway workshops and its annual steam fair.",
             metadata={"title": "Marlow Junction", "summary": "Town in Elmstead.",
                       "source": "https://en.wikipedia.example/wiki/Marlow_Junction"}),
]


class TavilySearch(FakeWebSearch):
    """langchain_tavily's ``TavilySearch``: ``invoke({"query": q})`` -> ``{"query", "results"}``."""

    name: str = "tavily_search"
    min_overlap: int = 2

    def _run(self, query: str, **kw):
        return {"query": query, "results": super()._run(query, **kw)}


class WikipediaLoader:
    """``WikipediaLoader(query=..., load_max_docs=2).load()`` over the invented pages."""

    def __init__(self, query: str, load_max_docs: int = 25) -> None:
        self.query, self.k = query, load_max_docs

    def load(self) -> list[Document]:
        q = _terms(self.query)
        scored = sorted(((-len(q & _terms(d.metadata["title"] + " " + d.page_content)), i, d)
                         for i, d in enumerate(WIKI)), key=lambda t: (t[0], t[1]))
        return [d for s, _, d in scored[: self.k] if s < 0]


# --- the program ---------------------------------------------------------------------------------


class State(TypedDict):
    question: str
    answer: str
    context: Annotated[list, operator.add]


def build(llm):
    from langgraph.graph import END, START, StateGraph

    def search_web(state):
        """ Retrieve docs from web search """

        # Search
        tavily_search = TavilySearch(max_results=3, results=WEB, k=3)
        data = tavily_search.invoke({"query": state['question']})
        search_docs = data.get("results", data)

        # Format
        formatted_search_docs = "\n\n---\n\n".join(
            [
                f'<Document href="{doc["url"]}"/>\n{doc["content"]}\n</Document>'
                for doc in search_docs
            ]
        )

        return {"context": [formatted_search_docs]}

    def search_wikipedia(state):
        """ Retrieve docs from wikipedia """

        # Search
        search_docs = WikipediaLoader(query=state['question'],
                                      load_max_docs=2).load()

        # Format
        formatted_search_docs = "\n\n---\n\n".join(
            [
                f'<Document source="{doc.metadata["source"]}" page="{doc.metadata.get("page", "")}"/>\n{doc.page_content}\n</Document>'
                for doc in search_docs
            ]
        )

        return {"context": [formatted_search_docs]}

    def generate_answer(state):
        """ Node to answer a question """

        # Get state
        context = state["context"]
        question = state["question"]

        # Template
        answer_template = """Answer the question {question} using this context: {context}"""
        answer_instructions = answer_template.format(question=question,
                                                     context=context)

        # Answer
        answer = llm.invoke([SystemMessage(content=answer_instructions)] + [HumanMessage(content="Answer the question.")])

        # Append it to state
        return {"answer": answer}

    # Add nodes
    builder = StateGraph(State)

    # Initialize each node with node_secret
    builder.add_node("search_web", search_web)
    builder.add_node("search_wikipedia", search_wikipedia)
    builder.add_node("generate_answer", generate_answer)

    # Flow
    builder.add_edge(START, "search_wikipedia")
    builder.add_edge(START, "search_web")
    builder.add_edge("search_wikipedia", "generate_answer")
    builder.add_edge("search_web", "generate_answer")
    builder.add_edge("generate_answer", END)
    return builder.compile()


# --- questions, oracles, verdicts ------------------------------------------------------------------

# key: (question, facts the answer must state (each a tuple of alternatives), None = must not answer)
QUESTIONS = {
    "passengers": ("How many passengers did Vantor Rail carry in 2025?", [("48.2 million", "48,2 million")]),
    "founded": ("When was Vantor Rail founded, and how many stations does it serve?", ["1998", "212"]),
    "bridge_cost": ("How much did the Osric Lake bridge cost to build?", ["310 million"]),
    "top_speed": ("What is the top speed of Vantor Rail's new Series 9 trains?", None),
}

_SPEED = re.compile(r"\d+\s*(?:km/h|kph|mph|kilomet(?:re|er)s? (?:per|an) hour|miles per hour)", re.I)


def _ok(text: str, facts) -> bool:
    if any(m in text for m in DUMP_MARKERS + ("<Document", "['", "\\n")):
        return False
    if facts is None:
        return bool(REFUSAL.search(text)) and not _SPEED.search(text)
    low = text.lower()
    return bool(text.strip()) and all(any(o.lower() in low for o in opts) for opts in
                                      ((f,) if isinstance(f, str) else f for f in facts))


def rows_for(llm, key):
    question, facts = QUESTIONS[key]
    log = CallLog()
    app = build(llm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = app.invoke({"question": question}, {"callbacks": [log], "recursion_limit": 25})
    answer = final["answer"]
    text = text_of(answer)
    limit = log.calls[-1]["limit"] if log.calls else ""
    return [(f"{key}: generate_answer", verdict(answer, _ok(text, facts), limit), text[:300])]


def s_tutorial_kind(llm):
    return rows_for(llm, "passengers") + rows_for(llm, "bridge_cost")


def s_encyclopedia(llm):
    return rows_for(llm, "founded")


def s_not_in_context(llm):
    return rows_for(llm, "top_speed")


SCENARIOS = {"tutorial_kind": s_tutorial_kind, "encyclopedia": s_encyclopedia,
             "not_in_context": s_not_in_context}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_both_branches_reach_the_answer():
    """The fan-in: the answer node sees the web block and the encyclopedia block."""
    seen = []

    def script(prompt_text, _schema, _tools):
        seen.append(str(prompt_text))
        return "ok"

    from tests.thirdparty._support import ScriptedChatModel

    build(ScriptedChatModel(script=script)).invoke({"question": QUESTIONS["founded"][0]})
    assert "<Document href=" in seen[0] and "<Document source=" in seen[0]


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    answers = {"passengers": "Vantor Rail carried 48.2 million passengers in 2025.",
               "founded": "Vantor Rail was founded in 1998 and serves 212 stations.",
               "bridge_cost": "The Osric Lake bridge cost 310 million crowns to build.",
               "top_speed": "The context does not mention the top speed of the Series 9 trains."}

    def script(prompt_text, _schema, _tools):
        key = next(k for k, (q, _) in QUESTIONS.items() if q in str(prompt_text))
        return answers[key]

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
