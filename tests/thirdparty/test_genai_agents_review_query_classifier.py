"""Port: NirDiamant/GenAI_Agents "Building an Intelligent Query Agent for Product and Service
Reviews", its classification node: a ``PromptTemplate`` with ``PydanticOutputParser``'s format
instructions asks for ``ClassificationNodeOutput`` (``query``, ``category``: descriptive /
comparison / recommendation, ``db``: amazon / imdb / yelp), the reply is parsed by the parser (a
JSON object, no tool calling) and the node routes on ``category`` and ``db``. A slice: the
category nodes, the FAISS search over review CSVs and the answer are left out. One text call per
query whose answer is two labels at once, read from JSON the model writes.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/query_agent_for_reviews.ipynb
@2f2b7af2a9801bc11b0d6b859496b1f03d8754c2 (no LICENSE file stored; the prompt is quoted for
testing only).
Kept verbatim: ``ClassificationNodeOutput`` and its field descriptions, the classification prompt
template (its indentation too), ``PromptTemplate(template=..., input_variables=["query"],
partial_variables={"format_instructions": parser.get_format_instructions()})``, ``prompt | model``
then ``parser.invoke(output)``, the node's returned ``messages`` / ``category`` / ``db_type`` and
``query = state["messages"][0].content``.
Swapped: ``ChatGroq(model="llama-3.1-8b-instant")`` -> the simulator; the ``@traceable``
decorators (LangSmith) dropped. The queries are invented (the notebook's own examples are in the
prompt).

Oracles (written before the first run), per model call (one reply):
- the reply parses as ``ClassificationNodeOutput`` (else wrong: the node raises);
- ``category`` is the query's kind (case-insensitive), ``db`` the query's database
  (case-insensitive; "IMDb" is imdb), ``query`` the user's query (at least half its words);
- or a stated limit.

First sight (aaff5d4b): 6 calls, 0 right / 6 stated a limit / 0 silently wrong (the option bullets'
label read as the question; the ``query`` field's reading limit).
"""

from __future__ import annotations

import json
import re
import warnings
from typing import Annotated, Sequence, TypedDict  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.output_parsers import PydanticOutputParser
from langchain_core.prompts import PromptTemplate
from langgraph.graph.message import add_messages
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program ---------------------------------------------------------------------------------


class AgentState(TypedDict):
    """The state of the agent."""
    messages: Annotated[Sequence[BaseMessage], add_messages]
    category: str = Field(description="to store the selected category from (Comparison, Descriptive, Recommendation)")
    db_type: str = Field(description="to store the selected database from (IMDB, Amazon, Yelp)")


class ClassificationNodeOutput(BaseModel):
    query: str = Field(description="The query from the user")
    category: str = Field(description="The type of the category: descriptive, comparison, or recommendation")
    db: str = Field(description="The type of the database to search from: amazon, imdb, or yelp")


def classify_query(state: AgentState, model, config=None):
    parser = PydanticOutputParser(pydantic_object=ClassificationNodeOutput)

    classification_prompt_template = (
        """
            Classify the user query into one of the following categories:  
            - Descriptive: if the user is asking for general information or details about a particular subject.  
            - Comparison: if the user is comparing two or more items to understand which one is better or to see differences.  
            - Recommendation: if the user is seeking suggestions or advice for a particular choice.  

            Based on the query, also choose the most appropriate database from the following options:  
            - Amazon: for product-related queries or recommendations.  
            - IMDb: for movie or TV show-related queries, comparisons, or recommendations.  
            - Yelp: for queries related to restaurants, businesses, or local services.  

            Examples:  
            - Descriptive: "What is the best movie of all time?" -> Database: IMDb  
            - Comparison: "Which movie is better, Inception or Interstellar?" -> Database: IMDb  
            - Recommendation: "Suggest some good restaurants nearby." -> Database: Yelp  

            Your task:  
            Given the user query below, classify it into one of the categories (descriptive, comparison, recommendation) and choose the appropriate database (amazon, imdb, yelp).  

            {format_instructions}  

            Query: {query}

            """
    )

    classification_prompt = PromptTemplate(
                    template=classification_prompt_template,
                    input_variables=["query"],
                    partial_variables={"format_instructions": parser.get_format_instructions()},
                )
    classification_model = classification_prompt | model
    query = state["messages"][0].content
    output = classification_model.invoke({"query": query}, config)
    response: ClassificationNodeOutput = parser.invoke(output)
    AIMessageresponse = AIMessage(content=json.dumps(response.model_dump()), name="classification_node",
                                  additional_kwargs={"query": query, "json_output": response.model_dump()})
    return {"messages": [AIMessageresponse], "category": response.category, "db_type": response.db,}


# --- queries and oracles -------------------------------------------------------------------------

# query -> (category, db)
QUERIES = {
    "Tell me about the plot and the main themes of the novel The Salt Orchard.": ("descriptive", "amazon"),
    "Which is funnier, the film Paper Moons or Harbour Lights?": ("comparison", "imdb"),
    "Can you suggest a quiet cafe for working on my laptop in Leeds?": ("recommendation", "yelp"),
    "Compare the Kestrel 40 and the Talon 44 hiking backpacks for a week-long trek.": ("comparison", "amazon"),
    "Recommend a slow-burn thriller series I could watch this weekend.": ("recommendation", "imdb"),
    "What do reviewers say about the service at Nonna Rosa's trattoria?": ("descriptive", "yelp"),
}

_WORD = re.compile(r"[a-z0-9']+")


def ok_output(result, query) -> bool:
    if not isinstance(result, dict) or "category" not in result:
        return False
    category, db = QUERIES[query]
    words = set(_WORD.findall(query.lower()))
    got = set(_WORD.findall(str(result["messages"][0].additional_kwargs["json_output"]["query"]).lower()))
    return (result["category"].strip().lower() == category and result["db_type"].strip().lower() == db
            and len(words & got) * 2 >= len(words))


def rows_for(model, query):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = classify_query({"messages": [HumanMessage(query)]}, model, {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (the parser cannot read the reply: the node raises)
            result = f"{type(exc).__name__}: {exc}"
    limit = log.calls[-1]["limit"] if log.calls else ""
    shown = result if isinstance(result, str) else {k: result[k] for k in ("category", "db_type")}
    if isinstance(result, str) and log.calls:
        shown = f"{result[:80]} | reply: {log.calls[-1]['text']}"
    return [(query, verdict("", ok_output(result, query), limit), str(shown)[:200])]


SCENARIOS = {q: (lambda m, q=q: rows_for(m, q)) for q in QUERIES}


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

    def script(prompt_text, _schema, _tools):
        query = str(prompt_text).rsplit("Query: ", 1)[1].strip()
        category, db = QUERIES[query]
        return json.dumps({"query": query, "category": category.title(), "db": db})

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
