"""Port: LangChain how-to "How to summarize text through iterative refinement" (LangGraph: an
initial summary of the first document, then one refine call per further document).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/summarize_refine.ipynb
@25bfb95fbf7340ade8b2ef90139d672bea224f74.
Kept verbatim: ``summarize_prompt`` ("Write a concise summary of the following: {context}",
invoked with the bare string), ``refine_template``, both chains (``| llm | StrOutputParser()``),
``State``, ``generate_initial_summary``, ``refine_summary``, ``should_refine`` and the graph, run
with ``app.astream(..., stream_mode="values")`` as the how-to does. Swapped: ``ChatOpenAI`` ->
the simulator; the three Wikipedia-like documents of the how-to -> three invented documents on
one subject (a town's new tram line: plan, build, first year). Invented: the documents.

Oracles (written before the first run), per model call:
- initial summary: shorter than its document, on it (at least two of its key terms), not the
  prompt's frame echoed; or a stated limit;
- each refine: shorter than existing summary + new context, keeps the earlier subject and adds
  at least one key term of the new context, and never echoes the template ("Existing summary
  up to this point", "------------"); or a stated limit.
"""

from __future__ import annotations

import asyncio
import warnings
from typing import Literal, TypedDict

import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import contains_any, verdict

DOCUMENTS = [
    ("The town council of Wexham approved the Riverside tram line in March 2023. The line will run "
     "6.4 kilometres from the railway station to the hospital, with eleven stops. The council budgeted "
     "48 million euros, two thirds of it from a national transport grant, and chose low-floor trams so "
     "that wheelchair users can board without ramps.",
     ("tram", "council", "kilometres", "48 million", "eleven stops", "hospital")),
    ("Construction of the Riverside line began in September 2023. Crews laid the track in four sections "
     "to keep the bridge over the river open to buses. A buried medieval wall found near the market square "
     "delayed the works by seven weeks while archaeologists recorded it. The final cost rose to 53 million "
     "euros.",
     ("construction", "medieval wall", "seven weeks", "53 million", "archaeolog")),
    ("In its first year of service the Riverside tram carried 3.1 million passengers, 20 per cent more "
     "than forecast. Car traffic on the river road fell by a quarter. Shop owners near the market square "
     "reported more customers, while residents of the hospital district asked for later evening trams.",
     ("3.1 million", "passengers", "car traffic", "evening trams", "first year")),
]

TEMPLATE_ECHOES = ("Existing summary up to this point", "------------", "Given the new context",
                   "Produce a final summary", "Write a concise summary")


class State(TypedDict):
    contents: list[str]
    index: int
    summary: str


def build(llm):
    summarize_prompt = ChatPromptTemplate(
        [
            ("human", "Write a concise summary of the following: {context}"),
        ]
    )
    initial_summary_chain = summarize_prompt | llm | StrOutputParser()

    refine_template = """
Produce a final summary.

Existing summary up to this point:
{existing_answer}

New context:
------------
{context}
------------

Given the new context, refine the original summary.
"""
    refine_prompt = ChatPromptTemplate([("human", refine_template)])
    refine_summary_chain = refine_prompt | llm | StrOutputParser()

    async def generate_initial_summary(state: State, config: RunnableConfig):
        summary = await initial_summary_chain.ainvoke(
            state["contents"][0],
            config,
        )
        return {"summary": summary, "index": 1}

    async def refine_summary(state: State, config: RunnableConfig):
        content = state["contents"][state["index"]]
        summary = await refine_summary_chain.ainvoke(
            {"existing_answer": state["summary"], "context": content},
            config,
        )
        return {"summary": summary, "index": state["index"] + 1}

    def should_refine(state: State) -> Literal["refine_summary", END]:
        if state["index"] >= len(state["contents"]):
            return END
        else:
            return "refine_summary"

    graph = StateGraph(State)
    graph.add_node("generate_initial_summary", generate_initial_summary)
    graph.add_node("refine_summary", refine_summary)
    graph.add_edge(START, "generate_initial_summary")
    graph.add_conditional_edges("generate_initial_summary", should_refine)
    graph.add_conditional_edges("refine_summary", should_refine)
    return graph.compile()


def count_terms(text: str, terms) -> int:
    low = text.lower()
    return sum(1 for t in terms if t.lower() in low)


def s_refine(llm):
    app = build(llm)
    log = CallLog()
    summaries: list[str] = []

    async def run():
        async for step in app.astream({"contents": [d for d, _ in DOCUMENTS]}, {"callbacks": [log]},
                                      stream_mode="values"):
            if summary := step.get("summary"):
                if not summaries or summaries[-1] != summary:
                    summaries.append(summary)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        asyncio.run(run())
    out = []
    for i, call in enumerate(log.calls):
        text = call["text"]
        doc, terms = DOCUMENTS[i]
        echo = contains_any(text, TEMPLATE_ECHOES)
        if i == 0:
            ok = len(text) < len(doc) and count_terms(text, terms) >= 2 and not echo
            out.append(("initial summary", verdict(text, ok, call["limit"]), text))
        else:
            previous = log.calls[i - 1]["text"]
            earlier_terms = [t for d, ts in DOCUMENTS[:i] for t in ts]
            ok = (len(text) < len(previous) + len(doc) and count_terms(text, terms) >= 1
                  and count_terms(text, earlier_terms) >= 1 and not echo)
            out.append((f"refine {i}", verdict(text, ok, call["limit"]), text))
    return out


SCENARIOS = {"refine": s_refine}


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
    from tests.thirdparty._support import queued

    model = queued(
        "Wexham approved a 6.4 km Riverside tram line with eleven stops for 48 million euros.",
        "Wexham's Riverside tram line was approved for 48 million euros; a medieval wall delayed construction "
        "by seven weeks and the cost rose to 53 million.",
        "Wexham's Riverside tram, delayed by a medieval wall and costing 53 million, carried 3.1 million "
        "passengers in its first year.",
    )
    rows = s_refine(model)
    assert [v for _, v, _ in rows] == ["right"] * 3, rows
