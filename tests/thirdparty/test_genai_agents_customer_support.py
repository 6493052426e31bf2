"""Port: NirDiamant/GenAI_Agents "Building an Intelligent Customer Support Agent with LangGraph":
a ``StateGraph`` that categorises a customer query (Technical, Billing, General), analyses its
sentiment (Positive, Neutral, Negative), then routes on the two text replies by exact comparison:
a "Negative" sentiment escalates to a human, otherwise the category picks one of three response
chains.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/customer_support_agent_langgraph.ipynb
@bd681451b254ac1a790e947b581d3997ab35013d.
Kept verbatim: ``State`` (query, category, sentiment, response), the six node functions with
their ``ChatPromptTemplate.from_template`` prompts ("Categorize the following customer query into
one of these categories: Technical, Billing, General. Query: {query}", "Analyze the sentiment of
the following customer query. Respond with either 'Positive', 'Neutral', or 'Negative'. Query:
{query}", "Provide a technical / billing / general support response to the following query:
{query}"), ``escalate``'s fixed reply, ``route_query`` (``state["sentiment"] == "Negative"``,
``state["category"] == "Technical"`` / ``"Billing"``, else general), the wiring and
``run_customer_support``; the notebook's four queries.
Swapped: ``ChatOpenAI(temperature=0)`` -> the simulator (the program builds one per node; here one
per node from ``llm_factory``); the Mermaid picture is left out. Invented: five more queries.

Oracles (written before the first run), per model call:
- categorize: the reply is exactly the query's category (the program compares the text with
  "Technical" and "Billing"; a reply that wraps the word in a sentence routes to the general
  handler); for a query that could be two categories, either;
- analyze_sentiment: the reply is exactly one of the accepted sentiments for the query (the
  program compares with "Negative"); an angry or disappointed query is "Negative", a thankful one
  "Positive", a plain question "Neutral" (or "Negative" where it reports a fault);
- the three handlers: a reply on the query's subject (one of its content words), not the prompt
  echoed, not a refusal, not a reply about another department's matter; or a stated limit (an
  offline model knows nothing of the company: a stated limit is honest).
"""

from __future__ import annotations

import re
import warnings
from typing import TypedDict

import pytest
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, StateGraph

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


class State(TypedDict):
    query: str
    category: str
    sentiment: str
    response: str


def build(llm_factory):
    ChatOpenAI = llm_factory  # noqa: N806 (the program calls ChatOpenAI(temperature=0) per node)

    def categorize(state: State) -> State:
        """Categorize the customer query into Technical, Billing, or General."""
        prompt = ChatPromptTemplate.from_template(
            "Categorize the following customer query into one of these categories: "
            "Technical, Billing, General. Query: {query}"
        )
        chain = prompt | ChatOpenAI(temperature=0)
        category = chain.invoke({"query": state["query"]}).content
        return {"category": category}

    def analyze_sentiment(state: State) -> State:
        """Analyze the sentiment of the customer query as Positive, Neutral, or Negative."""
        prompt = ChatPromptTemplate.from_template(
            "Analyze the sentiment of the following customer query. "
            "Respond with either 'Positive', 'Neutral', or 'Negative'. Query: {query}"
        )
        chain = prompt | ChatOpenAI(temperature=0)
        sentiment = chain.invoke({"query": state["query"]}).content
        return {"sentiment": sentiment}

    def handle_technical(state: State) -> State:
        """Provide a technical support response to the query."""
        prompt = ChatPromptTemplate.from_template(
            "Provide a technical support response to the following query: {query}"
        )
        chain = prompt | ChatOpenAI(temperature=0)
        response = chain.invoke({"query": state["query"]}).content
        return {"response": response}

    def handle_billing(state: State) -> State:
        """Provide a billing support response to the query."""
        prompt = ChatPromptTemplate.from_template(
            "Provide a billing support response to the following query: {query}"
        )
        chain = prompt | ChatOpenAI(temperature=0)
        response = chain.invoke({"query": state["query"]}).content
        return {"response": response}

    def handle_general(state: State) -> State:
        """Provide a general support response to the query."""
        prompt = ChatPromptTemplate.from_template(
            "Provide a general support response to the following query: {query}"
        )
        chain = prompt | ChatOpenAI(temperature=0)
        response = chain.invoke({"query": state["query"]}).content
        return {"response": response}

    def escalate(state: State) -> State:
        """Escalate the query to a human agent due to negative sentiment."""
        return {"response": "This query has been escalated to a human agent due to its negative sentiment."}

    def route_query(state: State) -> str:
        """Route the query based on its sentiment and category."""
        if state["sentiment"] == "Negative":
            return "escalate"
        elif state["category"] == "Technical":
            return "handle_technical"
        elif state["category"] == "Billing":
            return "handle_billing"
        else:
            return "handle_general"

    workflow = StateGraph(State)
    workflow.add_node("categorize", categorize)
    workflow.add_node("analyze_sentiment", analyze_sentiment)
    workflow.add_node("handle_technical", handle_technical)
    workflow.add_node("handle_billing", handle_billing)
    workflow.add_node("handle_general", handle_general)
    workflow.add_node("escalate", escalate)
    workflow.add_edge("categorize", "analyze_sentiment")
    workflow.add_conditional_edges(
        "analyze_sentiment",
        route_query,
        {
            "handle_technical": "handle_technical",
            "handle_billing": "handle_billing",
            "handle_general": "handle_general",
            "escalate": "escalate"
        }
    )
    workflow.add_edge("handle_technical", END)
    workflow.add_edge("handle_billing", END)
    workflow.add_edge("handle_general", END)
    workflow.add_edge("escalate", END)
    workflow.set_entry_point("categorize")
    return workflow.compile()


def run_customer_support(app, query: str, config=None) -> dict[str, str]:
    results = app.invoke({"query": query}, config)
    return {
        "category": results["category"],
        "sentiment": results["sentiment"],
        "response": results["response"]
    }


# --- inputs and oracles ---------------------------------------------------------------------

# query -> (accepted categories, accepted sentiments)
QUERIES = {
    "My internet connection keeps dropping. Can you help?": ({"Technical"}, {"Negative", "Neutral"}),
    "I need help talking to chatGPT": ({"Technical", "General"}, {"Neutral"}),
    "where can i find my receipt?": ({"Billing"}, {"Neutral"}),
    "What are your business hours?": ({"General"}, {"Neutral"}),
    "You charged my credit card twice for the same order and nobody answers my emails. This is unacceptable!":
        ({"Billing"}, {"Negative"}),
    "The app crashes every time I try to upload a photo from my phone.": ({"Technical"}, {"Negative", "Neutral"}),
    "Thanks so much, the new dashboard is fantastic and saved me hours!": ({"General", "Technical"}, {"Positive"}),
    "Can I switch from the monthly plan to the yearly plan?": ({"Billing"}, {"Neutral"}),
    "Do you have an office in Lisbon where I can drop off a parcel?": ({"General"}, {"Neutral"}),
}

_STOP = set("the and for can you your are what where with from this that have has into will would "
            "could does did how why when any my me i a an to of in on is it do".split())


def _content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3 and w not in _STOP}


def rows_query(model_factory, query):
    categories, sentiments = QUERIES[query]
    app = build(model_factory)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = run_customer_support(app, query, {"callbacks": [log]})
    name = query[:40]
    c_call, s_call = log.calls[:2]
    rows = [
        (f"{name!r}: categorize", verdict(c_call["text"], result["category"] in categories, c_call["limit"]),
         result["category"][:200]),
        (f"{name!r}: sentiment", verdict(s_call["text"], result["sentiment"] in sentiments, s_call["limit"]),
         result["sentiment"][:200]),
    ]
    if len(log.calls) > 2:
        h_call = log.calls[2]
        reply = result["response"]
        echoed = "support response to the following query" in reply
        ok = (bool(reply.strip()) and not echoed and not REFUSAL.search(reply)
              and bool(_content(reply) & _content(query)))
        rows.append((f"{name!r}: response", verdict(h_call["text"], ok, h_call["limit"]), reply[:300]))
    return rows


SCENARIOS = {f"query{i}": (lambda f, q=q: rows_query(f, q)) for i, q in enumerate(QUERIES)}


def _sim_factory(**_kwargs):
    return sim_llm()


def scenarios(_model=None, factory=_sim_factory):
    return [row for fn in SCENARIOS.values() for row in fn(factory)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](_sim_factory) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    ideal = {
        "My internet": ("Technical", "Negative", None),
        "I need help talking": ("Technical", "Neutral", "To talk to ChatGPT, open chat.openai.com and type your question."),
        "where can i find": ("Billing", "Neutral", "Your receipt is in the Billing section of your account."),
        "What are your business": ("General", "Neutral", "Our business hours are 9 to 5, Monday to Friday."),
        "You charged my": ("Billing", "Negative", None),
        "The app crashes": ("Technical", "Negative", None),
        "Thanks so much": ("General", "Positive", "Thank you! We are glad the new dashboard saves you hours."),
        "Can I switch": ("Billing", "Neutral", "Yes: you can switch to the yearly plan in your account's plan settings."),
        "Do you have an office": ("General", "Neutral", "We have no office in Lisbon; parcels go by post."),
    }

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        for head, (cat, sent, reply) in ideal.items():
            if head in text:
                if "Categorize" in text:
                    return cat
                if "sentiment" in text:
                    return sent
                return reply
        return "?"

    model = ScriptedChatModel(script=script)
    rows = scenarios(factory=lambda **_: model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
