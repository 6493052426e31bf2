"""Port: LangGraph tutorial "Build a Customer Support Bot", part 1 (the zero-shot agent: one
assistant with many tools, ``tools_condition``, a tool node with an error fallback, a
checkpointer), a slice of its tools and its first turns.

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/customer-support/customer-support.ipynb
@139cad373b6cf712d0b6d456c698559b59073812 (the last commit before the file moved).
Kept verbatim: ``State``, ``Assistant`` (re-prompting "Respond with a real output." on an empty
reply), ``primary_assistant_prompt`` (with ``user_info`` and ``time``), ``handle_tool_error``,
``create_tool_node_with_fallback``, the graph (``tools_condition``, ``InMemorySaver``), the
config's ``passenger_id`` "3442 587242", the tools' names, signatures and docstrings for the
slice kept here: ``fetch_user_flight_information``, ``search_flights``, ``lookup_policy``,
``update_ticket_to_new_flight``, ``cancel_ticket``, ``search_hotels``, ``book_hotel``,
``search_trip_recommendations``, and the tutorial's first two questions ("Hi there, what time is
my flight?", "Am i allowed to update my flight to something sooner? I want to leave later
today."). Swapped: ``ChatAnthropic`` -> the simulator; the Swiss-airline SQLite database and
``swiss_faq.md`` -> invented rows in memory and an invented policy page split the tutorial's
way (``re.split(r"(?=\\n##)", ...)``) over ``get_embeddings()``; ``TavilySearchResults`` ->
``FakeWebSearch``; the write tools record what they were asked instead of writing; ``time`` is
fixed (2026-06-01 09:00) so runs are reproducible. Invented: three more questions (a bike on the
plane, museums in Basel, a hotel in Basel) and a thread of a passenger with no ticket.

Oracles (written before the first run), per model call:
- "what time is my flight?": ``fetch_user_flight_information`` (no write tool), then an answer
  with the flight's departure time (14:30) or number;
- a policy question (changing a flight, a bicycle): ``lookup_policy`` with a query on it (no
  write tool), then an answer with the policy's rule (24 hours / CHF 60 for a bicycle);
- "museums in Basel": ``search_trip_recommendations`` with Basel (location or keywords), then an
  answer naming the museum rows found;
- "a hotel in Basel": ``search_hotels`` with Basel, then the hotels found, never ``book_hotel``
  unasked;
- any write tool (update, cancel, book) called when the user did not ask for it: wrong;
- anything else: a stated limit.
"""

from __future__ import annotations

import re
import warnings
from datetime import date, datetime
from typing import Annotated

import numpy as np
import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.tools import tool
from langgraph.graph.message import AnyMessage, add_messages
from typing_extensions import TypedDict

from tests.thirdparty._support import FakeWebSearch, embeddings, sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict

FAQ = """
# Alpenluft Air: frequently asked questions

## Changing a booking
You may change your flight up to 24 hours before departure. Changes inside 24 hours of departure are not permitted. A change costs CHF 45 per passenger per flight, plus any difference in fare.

## Cancelling a booking
Economy Light tickets are non-refundable. Economy Classic tickets can be cancelled up to 24 hours before departure for a refund minus a CHF 70 fee.

## Sports equipment
A bicycle travels as special baggage for CHF 60 per flight and must be registered at least 48 hours before departure. Skis and snowboards travel free of charge in one bag of up to 23 kg.

## Pets
Cats and dogs up to 8 kg, including the carrier, may travel in the cabin for CHF 90 per flight.
"""

FLIGHTS = [
    {"flight_id": 1185, "flight_no": "AL412", "departure_airport": "ZRH", "arrival_airport": "BSL",
     "scheduled_departure": "2026-06-01 14:30", "scheduled_arrival": "2026-06-01 15:10"},
    {"flight_id": 1186, "flight_no": "AL414", "departure_airport": "ZRH", "arrival_airport": "BSL",
     "scheduled_departure": "2026-06-08 14:30", "scheduled_arrival": "2026-06-08 15:10"},
]
TICKETS = {"3442 587242": [{"ticket_no": "7240005432906569", "book_ref": "C46E9F", "flight_id": 1185,
                            "flight_no": "AL412", "departure_airport": "ZRH", "arrival_airport": "BSL",
                            "scheduled_departure": "2026-06-01 14:30", "scheduled_arrival": "2026-06-01 15:10",
                            "seat_no": "18E", "fare_conditions": "Economy"}]}
HOTELS = [{"id": 3, "name": "Hotel Rheinblick", "location": "Basel", "price_tier": "Upper Midscale"},
          {"id": 4, "name": "Pension Spalen", "location": "Basel", "price_tier": "Midscale"},
          {"id": 7, "name": "Hotel Seeufer", "location": "Lucerne", "price_tier": "Luxury"}]
TRIPS = [{"id": 2, "name": "Kunstmuseum Basel", "location": "Basel", "keywords": "art, museum, paintings"},
         {"id": 5, "name": "Paper Mill Museum", "location": "Basel", "keywords": "history, museum, paper"},
         {"id": 9, "name": "Rhine swim", "location": "Basel", "keywords": "river, swimming, summer"}]


class Writes(list):
    """The write tools' requests, in order (they record instead of writing)."""


def make_tools(writes: Writes):
    docs = [{"page_content": txt} for txt in re.split(r"(?=\n##)", FAQ)]
    emb = embeddings()
    arr = np.array(emb.embed_documents([d["page_content"] for d in docs]))

    def query_docs(query: str, k: int = 5) -> list[dict]:
        scores = np.array(emb.embed_query(query)) @ arr.T
        top_k_idx = np.argpartition(scores, -k)[-k:]
        top_k_idx_sorted = top_k_idx[np.argsort(-scores[top_k_idx])]
        return [{**docs[idx], "similarity": scores[idx]} for idx in top_k_idx_sorted]

    @tool
    def lookup_policy(query: str) -> str:
        """Consult the company policies to check whether certain options are permitted.
        Use this before making any flight changes performing other 'write' events."""
        docs_found = query_docs(query, k=2)
        return "\n\n".join([doc["page_content"] for doc in docs_found])

    @tool
    def fetch_user_flight_information(config: RunnableConfig) -> list[dict]:
        """Fetch all tickets for the user along with corresponding flight information and seat assignments.

        Returns:
            A list of dictionaries where each dictionary contains the ticket details,
            associated flight details, and the seat assignments for each ticket belonging to the user.
        """
        configuration = config.get("configurable", {})
        passenger_id = configuration.get("passenger_id", None)
        if not passenger_id:
            raise ValueError("No passenger ID configured.")
        return TICKETS.get(passenger_id, [])

    @tool
    def search_flights(
        departure_airport: str | None = None,
        arrival_airport: str | None = None,
        start_time: date | datetime | None = None,
        end_time: date | datetime | None = None,
        limit: int = 20,
    ) -> list[dict]:
        """Search for flights based on departure airport, arrival airport, and departure time range."""
        rows = [f for f in FLIGHTS if (not departure_airport or f["departure_airport"] == departure_airport)
                and (not arrival_airport or f["arrival_airport"] == arrival_airport)
                and (not start_time or f["scheduled_departure"] >= str(start_time))
                and (not end_time or f["scheduled_departure"] <= str(end_time))]
        return rows[:limit]

    @tool
    def update_ticket_to_new_flight(ticket_no: str, new_flight_id: int, *, config: RunnableConfig) -> str:
        """Update the user's ticket to a new valid flight."""
        writes.append(("update_ticket_to_new_flight", ticket_no, new_flight_id))
        return "Ticket successfully updated to new flight."

    @tool
    def cancel_ticket(ticket_no: str, *, config: RunnableConfig) -> str:
        """Cancel the user's ticket and remove it from the database."""
        writes.append(("cancel_ticket", ticket_no))
        return "Ticket successfully cancelled."

    @tool
    def search_hotels(
        location: str | None = None,
        name: str | None = None,
        price_tier: str | None = None,
        checkin_date: datetime | date | None = None,
        checkout_date: datetime | date | None = None,
    ) -> list[dict]:
        """
        Search for hotels based on location, name, price tier, check-in date, and check-out date.

        Args:
            location (Optional[str]): The location of the hotel. Defaults to None.
            name (Optional[str]): The name of the hotel. Defaults to None.
            price_tier (Optional[str]): The price tier of the hotel. Defaults to None. Examples: Midscale, Upper Midscale, Upscale, Luxury
            checkin_date (Optional[Union[datetime, date]]): The check-in date of the hotel. Defaults to None.
            checkout_date (Optional[Union[datetime, date]]): The check-out date of the hotel. Defaults to None.

        Returns:
            list[dict]: A list of hotel dictionaries matching the search criteria.
        """
        return [h for h in HOTELS if (not location or location.lower() in h["location"].lower())
                and (not name or name.lower() in h["name"].lower())]

    @tool
    def book_hotel(hotel_id: int) -> str:
        """
        Book a hotel by its ID.

        Args:
            hotel_id (int): The ID of the hotel to book.

        Returns:
            str: A message indicating whether the hotel was successfully booked or not.
        """
        writes.append(("book_hotel", hotel_id))
        return f"Hotel {hotel_id} successfully booked."

    @tool
    def search_trip_recommendations(
        location: str | None = None,
        name: str | None = None,
        keywords: str | None = None,
    ) -> list[dict]:
        """
        Search for trip recommendations based on location, name, and keywords.

        Args:
            location (Optional[str]): The location of the trip recommendation. Defaults to None.
            name (Optional[str]): The name of the trip recommendation. Defaults to None.
            keywords (Optional[str]): The keywords associated with the trip recommendation. Defaults to None.

        Returns:
            list[dict]: A list of trip recommendation dictionaries matching the search criteria.
        """
        rows = [t for t in TRIPS if (not location or location.lower() in t["location"].lower())
                and (not name or name.lower() in t["name"].lower())]
        if keywords:
            kws = [k.strip().lower() for k in keywords.split(",")]
            rows = [t for t in rows if any(k in t["keywords"] for k in kws)]
        return rows

    return [FakeWebSearch(results=[], k=1), fetch_user_flight_information, search_flights, lookup_policy,
            update_ticket_to_new_flight, cancel_ticket, search_hotels, book_hotel, search_trip_recommendations]


class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


class Assistant:
    def __init__(self, runnable: Runnable):
        self.runnable = runnable

    def __call__(self, state: State, config: RunnableConfig):
        for _ in range(3):  # the tutorial loops `while True`; a cap here
            configuration = config.get("configurable", {})
            passenger_id = configuration.get("passenger_id", None)
            state = {**state, "user_info": passenger_id}
            result = self.runnable.invoke(state)
            if not result.tool_calls and (
                not result.content
                or isinstance(result.content, list)
                and not result.content[0].get("text")
            ):
                messages = state["messages"] + [("user", "Respond with a real output.")]
                state = {**state, "messages": messages}
            else:
                break
        return {"messages": result}


def handle_tool_error(state) -> dict:
    error = state.get("error")
    tool_calls = state["messages"][-1].tool_calls
    return {
        "messages": [
            ToolMessage(
                content=f"Error: {repr(error)}\n please fix your mistakes.",
                tool_call_id=tc["id"],
            )
            for tc in tool_calls
        ]
    }


def create_tool_node_with_fallback(tools: list) -> dict:
    from langgraph.prebuilt import ToolNode

    return ToolNode(tools).with_fallbacks([RunnableLambda(handle_tool_error)], exception_key="error")


def build(llm, writes):
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import START, StateGraph
    from langgraph.prebuilt import tools_condition

    primary_assistant_prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "You are a helpful customer support assistant for Swiss Airlines. "
                " Use the provided tools to search for flights, company policies, and other information to assist the user's queries. "
                " When searching, be persistent. Expand your query bounds if the first search returns no results. "
                " If a search comes up empty, expand your search before giving up."
                "\n\nCurrent user:\n<User>\n{user_info}\n</User>"
                "\nCurrent time: {time}.",
            ),
            ("placeholder", "{messages}"),
        ]
    ).partial(time=lambda: datetime(2026, 6, 1, 9, 0))
    part_1_tools = make_tools(writes)
    part_1_assistant_runnable = primary_assistant_prompt | llm.bind_tools(part_1_tools)
    builder = StateGraph(State)
    builder.add_node("assistant", Assistant(part_1_assistant_runnable))
    builder.add_node("tools", create_tool_node_with_fallback(part_1_tools))
    builder.add_edge(START, "assistant")
    builder.add_conditional_edges("assistant", tools_condition)
    builder.add_edge("tools", "assistant")
    return builder.compile(checkpointer=InMemorySaver())


WRITE_TOOLS = {"update_ticket_to_new_flight", "cancel_ticket", "book_hotel"}


def turn(graph, question, config):
    before = len(graph.get_state(config).values.get("messages", []))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = graph.invoke({"messages": ("user", question)}, {**config, "recursion_limit": 25})
        except Exception as exc:  # noqa: BLE001 (a recursion limit: judged below)
            return [AIMessage(f"{type(exc).__name__}: {exc}", response_metadata={"crashed": True})]
    return [m for m in out["messages"][before + 1:] if isinstance(m, AIMessage)]


def judge(ais, label, want_tool, arg_check, answer_facts):
    out = []
    used = False
    for m in ais:
        if m.response_metadata.get("crashed"):
            out.append((f"{label}: run stopped", "wrong", text_of(m)))
            continue
        if m.tool_calls:
            names = [c["name"] for c in m.tool_calls]
            ok = (not (set(names) & WRITE_TOOLS) and want_tool in names
                  and all(arg_check(c["args"]) for c in m.tool_calls if c["name"] == want_tool))
            used = used or want_tool in names
            out.append((f"{label}: calls {names}", verdict(m, ok), str([c["args"] for c in m.tool_calls])))
        else:
            t = text_of(m)
            ok = used and contains_any(t, answer_facts)
            out.append((f"{label}: answer", verdict(m, ok), t))
    return out


CASES = [
    ("Hi there, what time is my flight?", "fetch_user_flight_information", lambda a: True, ("14:30", "AL412")),
    ("Am i allowed to update my flight to something sooner? I want to leave later today.", "lookup_policy",
     lambda a: bool(a.get("query")), ("24 hours",)),
    ("Can I bring my bicycle on the plane?", "lookup_policy",
     lambda a: contains_any(str(a.get("query", "")), ("bicycle", "bike")), ("CHF 60",)),
    ("Are there any museums I could visit in Basel?", "search_trip_recommendations",
     lambda a: contains_any(str(a), ("basel",)), ("Kunstmuseum", "Paper Mill")),
    ("Which hotels do you have in Basel?", "search_hotels",
     lambda a: "basel" in str(a.get("location", "")).lower(), ("Rheinblick", "Spalen")),
]


def s_tutorial_thread(model):
    writes = Writes()
    graph = build(model, writes)
    config = {"configurable": {"passenger_id": "3442 587242", "thread_id": "t1"}}
    out = []
    for question, want, check, facts in CASES[:2]:
        out += judge(turn(graph, question, config), question, want, check, facts)
    return out


def s_invented(model):
    out = []
    for i, (question, want, check, facts) in enumerate(CASES[2:]):
        writes = Writes()
        graph = build(model, writes)
        config = {"configurable": {"passenger_id": "3442 587242", "thread_id": f"inv{i}"}}
        out += judge(turn(graph, question, config), question, want, check, facts)
    return out


def s_no_ticket(model):
    writes = Writes()
    graph = build(model, writes)
    config = {"configurable": {"passenger_id": "9999 000001", "thread_id": "none"}}
    ais = turn(graph, "Hi there, what time is my flight?", config)
    out = []
    used = False
    for m in ais:
        if m.tool_calls:
            names = [c["name"] for c in m.tool_calls]
            used = used or "fetch_user_flight_information" in names
            out.append((f"no ticket: calls {names}", verdict(m, names == ["fetch_user_flight_information"]), str(names)))
        else:
            t = text_of(m)
            ok = used and not re.search(r"\d{1,2}:\d{2}", t) and contains_any(t, ("no ", "not ", "couldn", "can't", "cannot", "don't"))
            out.append(("no ticket: answer", verdict(m, ok), t))
    return out


SCENARIOS = {"tutorial_thread": s_tutorial_thread, "invented": s_invented, "no_ticket": s_no_ticket}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


# First sight (bfc2ce1): all three scenarios silently wrong (tool choice among look-alike tools,
# Basel in two arguments, raw JSON relayed); fixed in sim/tool_choice, sim/agent and sim/tool_args
# (support7), so no scenario is a known failure any more.
KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import call, queued

    model = queued(call("fetch_user_flight_information"),
                   AIMessage("Your flight AL412 leaves Zurich at 14:30 today."))
    writes = Writes()
    graph = build(model, writes)
    config = {"configurable": {"passenger_id": "3442 587242", "thread_id": "w"}}
    question, want, check, facts = CASES[0]
    rows = judge(turn(graph, question, config), question, want, check, facts)
    assert [v for _, v, _ in rows] == ["right", "right"], rows
    assert not writes
