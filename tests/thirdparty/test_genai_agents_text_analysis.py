"""Port: NirDiamant/GenAI_Agents "Introduction to LangGraph", a text analysis pipeline: a
``StateGraph`` of three nodes, each one ``PromptTemplate`` sent as one ``HumanMessage``:
classification (News, Blog, Research or Other), entity extraction (a comma-separated list the
node splits on ", ") and a one-sentence summary.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/langgraph-tutorial.ipynb
@bd681451b254ac1a790e947b581d3997ab35013d (the index's copy @148041d is the same program).
Kept verbatim: ``State`` (text, classification, entities, summary), the three node functions with
their templates ("Classify the following text into one of the categories: News, Blog, Research, or
Other.\\n\\nText:{text}\\n\\nCategory:", "Extract all the entities (Person, Organization, Location)
from the following text. Provide the result as a comma-separated list.\\n\\nText:{text}\\n\\n
Entities:", "Summarize the following text in one short sentence.\\n\\nText:{text}\\n\\nSummary:"),
``.content.strip()`` and ``.split(", ")``, the wiring classification_node -> entity_extraction ->
summarization -> END, and the notebook's sample text (the GPT-4 announcement).
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator;
``langchain.prompts`` / ``langchain.schema`` imports -> ``langchain_core``; the Mermaid picture is
left out. Invented: three more texts (a news report, a research abstract, a blog post) with
made-up people, organisations and places.

Oracles (written before the first run), per model call:
- classification: the stripped reply is the text's category (a word of the four, case and a final
  full stop aside); the notebook's sample is "News" (its printed run);
- entities: every expected person, organisation and location of the text is one of the list's items
  (or inside one), and every item is short (at most six words) and occurs in the text: no invented
  entity, no sentence;
- summary: one sentence (at most one full stop inside), shorter than the text, naming the text's
  main subject (one of its key words), and not a refusal; or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import TypedDict

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.prompts import PromptTemplate
from langgraph.graph import END, StateGraph

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


class State(TypedDict):
    text: str
    classification: str
    entities: list[str]
    summary: str


def build(llm):
    def classification_node(state: State):
        ''' Classify the text into one of the categories: News, Blog, Research, or Other '''
        prompt = PromptTemplate(
            input_variables=["text"],
            template="Classify the following text into one of the categories: News, Blog, Research, or Other.\n\nText:{text}\n\nCategory:"
        )
        message = HumanMessage(content=prompt.format(text=state["text"]))
        classification = llm.invoke([message]).content.strip()
        return {"classification": classification}

    def entity_extraction_node(state: State):
        ''' Extract all the entities (Person, Organization, Location) from the text '''
        prompt = PromptTemplate(
            input_variables=["text"],
            template="Extract all the entities (Person, Organization, Location) from the following text. Provide the result as a comma-separated list.\n\nText:{text}\n\nEntities:"
        )
        message = HumanMessage(content=prompt.format(text=state["text"]))
        entities = llm.invoke([message]).content.strip().split(", ")
        return {"entities": entities}

    def summarization_node(state: State):
        ''' Summarize the text in one short sentence '''
        prompt = PromptTemplate(
            input_variables=["text"],
            template="Summarize the following text in one short sentence.\n\nText:{text}\n\nSummary:"
        )
        message = HumanMessage(content=prompt.format(text=state["text"]))
        summary = llm.invoke([message]).content.strip()
        return {"summary": summary}

    workflow = StateGraph(State)
    workflow.add_node("classification_node", classification_node)
    workflow.add_node("entity_extraction", entity_extraction_node)
    workflow.add_node("summarization", summarization_node)
    workflow.set_entry_point("classification_node")
    workflow.add_edge("classification_node", "entity_extraction")
    workflow.add_edge("entity_extraction", "summarization")
    workflow.add_edge("summarization", END)
    return workflow.compile()


# --- inputs and oracles ---------------------------------------------------------------------

SAMPLE_TEXT = """
OpenAI has announced the GPT-4 model, which is a large multimodal model that exhibits human-level performance on various professional benchmarks. It is developed to improve the alignment and safety of AI systems.
additionally, the model is designed to be more efficient and scalable than its predecessor, GPT-3. The GPT-4 model is expected to be released in the coming months and will be available to the public for research and development purposes.
"""

# text -> (category, entities that must be listed, key words of the subject)
TEXTS = {
    SAMPLE_TEXT: ("News", ["OpenAI"], ["GPT-4"]),
    """
The harbour authority of Port Elsby said on Tuesday that the north pier will close for repairs from
May 3. Mayor Ilse Varga told reporters that ferries run by Bracken Lines will dock at the old
fish market until the work ends in August. The repairs cost 4.2 million euros.
""": ("News", ["Port Elsby", "Ilse Varga", "Bracken Lines"], ["pier", "repairs", "ferries"]),
    """
Abstract. We study how soil moisture affects the germination of alpine clover. In a two-year field
trial on the Kessel plateau, researchers from the Tamsin Institute of Botany sowed 1,200 plots at
four moisture levels. Germination rose from 31 per cent in the driest plots to 68 per cent in the
wettest, and we propose a threshold model that explains 74 per cent of the variance.
""": ("Research", ["Kessel", "Tamsin Institute of Botany"], ["germination", "clover", "moisture"]),
    """
I finally did it: last weekend I cycled the whole Varden coast route, 240 kilometres in three days!
My friend Tomas Reyk joined me for the second day, and honestly the hills after Lunde almost broke
me. Here are my favourite stops, what I packed, and what I would never take again.
""": ("Blog", ["Varden", "Tomas Reyk", "Lunde"], ["cycled", "coast", "route"]),
}


def _label(reply: str) -> str:
    return reply.strip().rstrip(".").strip().strip("*\"'`").lower()


def _in_text(item: str, text: str) -> bool:
    return item.strip().strip(".").lower() in text.lower()


def rows_text(model, text):
    category, entities, keys = TEXTS[text]
    app = build(model)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = app.invoke({"text": text}, {"callbacks": [log]})
    c_call, e_call, s_call = log.calls[:3]
    name = " ".join(text.split()[:4])
    rows = [(f"{name!r}: classification",
             verdict(c_call["text"], _label(result["classification"]) == category.lower(), c_call["limit"]),
             result["classification"][:200])]
    items = [i for i in result["entities"] if i.strip()]
    listed = all(any(e.lower() in i.lower() for i in items) for e in entities)
    clean = all(len(i.split()) <= 6 and _in_text(i, text) for i in items)
    rows.append((f"{name!r}: entities", verdict(e_call["text"], listed and clean, e_call["limit"]),
                 repr(result["entities"])[:300]))
    summary = result["summary"]
    one = len(re.findall(r"[.!?](?=\s+\S)", summary)) <= 1
    ok = (bool(summary) and one and len(summary) < len(text.strip()) and not REFUSAL.search(summary)
          and any(k.lower() in summary.lower() for k in keys))
    rows.append((f"{name!r}: summary", verdict(s_call["text"], ok, s_call["limit"]), summary[:300]))
    return rows


SCENARIOS = {f"text{i}": (lambda m, t=t: rows_text(m, t)) for i, t in enumerate(TEXTS)}


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

    answers = {
        "OpenAI has": ("News", "OpenAI, GPT-4, GPT-3", "OpenAI announced GPT-4, a safer multimodal model."),
        "harbour authority": ("News", "Port Elsby, Ilse Varga, Bracken Lines",
                              "Port Elsby's north pier closes for repairs from May 3, so ferries move."),
        "Abstract.": ("Research", "Kessel plateau, Tamsin Institute of Botany",
                      "Wetter soil raised alpine clover germination from 31 to 68 per cent."),
        "I finally did it": ("Blog", "Varden, Tomas Reyk, Lunde", "The author cycled the Varden coast route in three days."),
    }

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        for head, (cat, ents, summ) in answers.items():
            if head in text:
                if "Category:" in text:
                    return cat
                if "Entities:" in text:
                    return ents
                return summ
        return "?"

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
