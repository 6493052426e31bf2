"""Port: NirDiamant/GenAI_Agents "Document intake agent": a LangGraph graph that routes an incoming
file by its extension (markdown / text read as is, office formats converted to markdown by a web
API, anything else refused without a model call), then one ``analyze`` call answers a question
over the WHOLE document ("Answer the question using only the document below. Quote figures
exactly as they appear. If the document does not contain the answer, say so."). The notebook's
point: the answer lives in a markdown pipe table (which region grew fastest, which declined).

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/document_intake_agent_langgraph.ipynb
@b916f29bdaf8eb100e6b72af6840fd3106cc3575 (the repository's licence: custom terms; the prompt and
wiring are quoted for testing only).
Kept verbatim: ``AgentState``, ``NATIVE_TEXT``, ``inspect_file``, ``read_native``,
``refuse_unsupported``, ``analyst_prompt``, ``analyze``, the graph (inspect -> convert /
read_native / refuse -> analyze -> END), the notebook's Q3 report (heading, paragraph, the
five-row table) and its question. Swapped: ``ChatOpenAI(gpt-4o-mini)`` -> the simulator; the
hushvert API (``server_pairs`` from ``/v1/formats``, ``convert_file``'s submit / upload / poll /
download) -> a local table of pairs and a converter that returns the markdown such a service
gives for the notebook's .docx (the heading, the paragraph, a GFM pipe table); python-docx is not
needed: the .docx file holds the report's rows as text. Invented: a native markdown file (a
seed bank's stock, with a table) and five more questions (a figure in a row, the table's largest
value, two facts the documents lack), and an unsupported file (.xyz: refused, no model call).

Oracles (written before the first run), per model call (one answer):
- a question the document answers: the answer names the right row(s) / quotes the figure as it
  appears ("95.2"; "East" and "West"; "Cotswold"), never another row as the answer, no "does not
  contain";
- a question the document does not answer (the West region's head count; the seed bank's postcode):
  says the document does not contain it (does not / doesn't / not contain / not mention / no
  information / not provided / not specified / cannot find / don't know), with no invented figure (every number it gives is in the document or the question);
- or a stated limit.

First sight (ee78fa9c): 6 calls, 3 right / 2 stated a limit / **1** silently wrong: "What is the seed
library's postcode?" was answered with "The library lends seed packets to members from March to
May.". After (ports76, ``evidence._owned_nowhere``): 4 / 2 / 0 (the line, then that nothing about
'postcode' was found); "which region grew fastest" and the lettuce's days state limits.
"""

from __future__ import annotations

import pathlib
import re
import tempfile
import warnings

import pytest
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped conversion service ------------------------------------------------------------

server_pairs = {"docx-to-md", "pptx-to-md", "xlsx-to-md", "pdf-to-md"}

Q3_MARKDOWN = """# Q3 Financial Summary

Revenue grew in three of four regions. The board flagged the West region for review after its second consecutive quarterly decline.

| Region | Revenue ($M) | Change vs Q2 |
| --- | --- | --- |
| North | 128.4 | +6.1% |
| South | 95.2 | +2.8% |
| East | 143.9 | +11.4% |
| West | 61.7 | -4.3% |
"""


def convert_file(path: str, to: str, idempotency_key: str | None = None) -> bytes:
    """What the conversion service returns for the notebook's q3_report.docx."""
    assert to == "md" and path.endswith(".docx")
    return Q3_MARKDOWN.encode("utf-8")


# --- the program -------------------------------------------------------------------------


class AgentState(TypedDict):
    file_path: str
    question: str
    source_format: str
    route: str
    markdown: str
    answer: str


NATIVE_TEXT = {"md", "markdown", "txt"}


def inspect_file(state: AgentState) -> dict:
    ext = pathlib.Path(state["file_path"]).suffix.lstrip(".").lower()
    if ext in NATIVE_TEXT:
        route = "native"
    elif f"{ext}-to-md" in server_pairs:
        route = "convert"
    else:
        route = "unsupported"
    return {"source_format": ext, "route": route}


def convert_document(state: AgentState) -> dict:
    markdown = convert_file(state["file_path"], to="md").decode("utf-8")
    return {"markdown": markdown}


def read_native(state: AgentState) -> dict:
    text = pathlib.Path(state["file_path"]).read_text(encoding="utf-8")
    return {"markdown": text}


def refuse_unsupported(state: AgentState) -> dict:
    supported = sorted({p.split("-to-")[0] for p in server_pairs if p.endswith("-to-md")})
    return {
        "answer": (
            f"'{state['source_format']}' is not a format I can read. "
            f"Send markdown or plain text directly, or one of: {', '.join(supported)}."
        )
    }


analyst_prompt = ChatPromptTemplate.from_template(
    "You are a careful document analyst. Answer the question using only the "
    "document below. Quote figures exactly as they appear. If the document "
    "does not contain the answer, say so.\n\n"
    "Document (markdown):\n{markdown}\n\n"
    "Question: {question}"
)


def build_app(llm):
    def analyze(state: AgentState) -> dict:
        chain = analyst_prompt | llm
        response = chain.invoke(
            {"markdown": state["markdown"], "question": state["question"]}
        )
        return {"answer": response.content}

    workflow = StateGraph(AgentState)

    workflow.add_node("inspect", inspect_file)
    workflow.add_node("convert", convert_document)
    workflow.add_node("read_native", read_native)
    workflow.add_node("refuse", refuse_unsupported)
    workflow.add_node("analyze", analyze)

    workflow.add_edge(START, "inspect")
    workflow.add_conditional_edges(
        "inspect",
        lambda state: state["route"],
        {"convert": "convert", "native": "read_native", "unsupported": "refuse"},
    )
    workflow.add_edge("convert", "analyze")
    workflow.add_edge("read_native", "analyze")
    workflow.add_edge("refuse", END)
    workflow.add_edge("analyze", END)

    return workflow.compile()


# --- the files, the questions and their oracles -------------------------------------------------

SEED_BANK = """# Hollybrook Seed Library: spring stock

The library lends seed packets to members from March to May. Each member may borrow up to six packets
a season and is asked to return seed saved from at least one of them in the autumn.

| Variety | Kind | Packets in stock | Days to maturity |
| --- | --- | --- | --- |
| Cotswold Bean | runner bean | 212 | 70 |
| Amber Globe | tomato | 148 | 85 |
| Little Gem | lettuce | 96 | 55 |
| Red Baron | onion | 40 | 110 |

Packets that are not collected by 31 May go back into the cold store.
"""

FILES = {"q3_report.docx": "North 128.4 +6.1% South 95.2 +2.8% East 143.9 +11.4% West 61.7 -4.3%",
         "seed_library.md": SEED_BANK, "archive.xyz": "\x00\x01"}

ABSENT = re.compile(r"does not|doesn['’]t|not contain|not mention|no information|not provided|not specified|"
                    r"cannot find|can['’]t find|don['’]t know|not (?:include|state|given|available)", re.I)

ANSWERED, NOT_THERE = "answered", "not there"

# key: (file, question, kind, words all required, words none allowed)
QUESTIONS = {
    "q3_fastest_worry": ("q3_report.docx", "Which region grew fastest in Q3, and which region should worry us?",
                         ANSWERED, ("east", "west"), ()),
    "q3_south_revenue": ("q3_report.docx", "What was the South region's revenue in Q3?", ANSWERED, ("95.2",),
                         ("128.4", "143.9", "61.7")),
    "q3_head_count": ("q3_report.docx", "How many employees does the West region have?", NOT_THERE, (), ()),
    "seeds_most_stock": ("seed_library.md", "Which variety has the most packets in stock?", ANSWERED,
                         ("cotswold",), ("amber", "little gem", "red baron")),
    "seeds_lettuce_days": ("seed_library.md", "How many days does the lettuce take to mature?", ANSWERED,
                           ("55",), ("70", "85", "110")),
    "seeds_postcode": ("seed_library.md", "What is the seed library's postcode?", NOT_THERE, (), ()),
    "unsupported": ("archive.xyz", "What is in this archive?", None, (), ()),
}


def ok_answer(text: str, kind: str, needs, bans, document: str) -> bool:
    low = text.lower()
    if kind == NOT_THERE:  # no invented figure: every number it gives is the document's
        return bool(ABSENT.search(text)) and all(n in document for n in re.findall(r"\d+(?:\.\d+)?", text))
    return (all(w in low for w in needs) and not any(w in low for w in bans) and not ABSENT.search(text))


def rows_for(model, key):
    name, question, kind, needs, bans = QUESTIONS[key]
    app = build_app(model)
    log = CallLog()
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / name
        path.write_text(FILES[name], encoding="utf-8")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = app.invoke({"file_path": str(path), "question": question}, {"callbacks": [log]})
    if kind is None:  # refused before any model call
        assert not log.calls and "not a format I can read" in result["answer"]
        return []
    c = log.calls[-1]
    answer = result["answer"]
    ok = ok_answer(answer, kind, needs, bans, result["markdown"] + question)
    return [(f"{key}: answer", verdict(answer, ok, c["limit"]), answer[:200])]


SCENARIOS = {key: (lambda m, key=key: rows_for(m, key)) for key in QUESTIONS}


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

    replies = {
        "grew fastest": "East grew fastest (+11.4%); West should worry us (-4.3%, its second decline).",
        "South region's revenue": "South's revenue was 95.2 ($M).",
        "employees": "The document does not contain the West region's head count.",
        "most packets": "Cotswold Bean, with 212 packets in stock.",
        "lettuce": "Little Gem lettuce takes 55 days to mature.",
        "postcode": "The document does not mention the seed library's postcode.",
    }

    def script(prompt_text, _schema, _tools):
        question = str(prompt_text).split("Question: ", 1)[1]
        return next(reply for cue, reply in replies.items() if cue in question)

    rows = scenarios(ScriptedChatModel(script=script))
    assert len(rows) == 6 and [v for _, v, _ in rows] == ["right"] * len(rows), rows
