"""Tool routing, argument filling, chained tools and multi-hop reasoning of the simulator.

Every tool, note, record and question below is invented here (nothing from data/), so the
tests show general rules: how a description's negations and calculator cues are read, how an
argument takes a value the schema lists, how amounts in tool results reach a calculator, when a
search result covers a question, and how a chained question is followed relation by relation.
"""

from __future__ import annotations

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.rag import prompts, schemas
from course_lib.retrieval.documents import format_documents
from course_lib.sim import Knowledge, SimulatedChatModel
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools.tool_args import fill_args
from course_lib.sim.tools.tool_choice import description_clauses, profile
from course_lib.sim.words.matching import Matcher

KNOWLEDGE = Knowledge(
    aliases=[["kiln", "oven"]],
    facts=[{"match": ["invented", "kazoo"], "answer": "The kazoo was invented by Alabama Vest."}],
    translations={},
    intents=[{"name": "greet", "patterns": ["hello"], "reply": "Hi there!"}],
)


def llm() -> SimulatedChatModel:
    return SimulatedChatModel(knowledge=KNOWLEDGE)


def doc(source: str, title: str, text: str) -> Document:
    return Document(page_content=text, metadata={"source": source, "title": title})


def after(question: str, calls: list[tuple[str, dict, str]], tools: list) -> AIMessage:
    """The model's reply after the given tool calls and their results."""
    messages = [HumanMessage(question)]
    for i, (name, args, result) in enumerate(calls):
        messages.append(AIMessage("", tool_calls=[{"name": name, "args": args, "id": f"c{i}"}]))
        messages.append(ToolMessage(result, tool_call_id=f"c{i}", name=name))
    return llm().bind_tools(tools).invoke(messages)


# --- tools invented for these tests ----------------------------------------------------------


@tool
def search_textbook(query: str) -> str:
    """Search the textbook chapters on regular expressions, lookaheads and string parsing."""
    return ""


@tool
def tally(expression: str) -> str:
    """Calculator: evaluate an arithmetic expression such as '2 * (3 + 4)' and return the number."""
    return "0"


@tool
def search_kiln_notes(query: str) -> str:
    """Search the studio notes on the pyrokiln library, firing schedules and glazes."""
    return ""


@tool
def look_anything_up(query: str) -> str:
    """Search the web for anything."""
    return ""


class TicketArgs(BaseModel):
    state: str | None = Field(
        default=None, description="Only tickets in this state: open, triaged, resolved, closed."
    )
    ticket_id: str | None = Field(default=None, description="One ticket's id, like TCK-101.")


@tool(args_schema=TicketArgs)
def find_tickets(state: str | None = None, ticket_id: str | None = None) -> str:
    """Look up repair tickets of the workshop: one ticket by id, or all tickets in a state.
    Returns one line per ticket (id | customer | cost currency | state). Use it for questions
    about tickets, their state or their cost. Do not use it for arithmetic."""
    return ""


@tool
def search_music_notes(query: str) -> str:
    """Search the band's notes on kazoo technique, tuning and maintenance."""
    return ""


@tool
def search_music_history(query: str) -> str:
    """Search the music history archive. Use it for questions about who invented each
    instrument, such as the kazoo, and when."""
    return ""


# --- 1, 2: reading a description -------------------------------------------------------------


def test_regular_expressions_do_not_make_a_calculator():
    matcher = Matcher(KNOWLEDGE)
    spec = ToolSpec("search_textbook", search_textbook.description, {})
    assert profile(matcher, spec).kind == "search"
    calc = ToolSpec("tally", tally.description, {})
    assert profile(matcher, calc).kind == "calculator"
    grader = ToolSpec("score_essay", "Evaluate expressions of opinion in student essays.", {})
    assert profile(matcher, grader).kind != "calculator"
    m = llm().bind_tools([tally, search_textbook]).invoke("How do lookahead regular expressions work?")
    assert m.tool_calls[0]["name"] == "search_textbook"


def test_negation_runs_to_the_end_of_the_sentence():
    text = (
        "Search the garden notes on roses and tulips. Do not use it for (pests; weather), "
        "invoices, or shipping. Use it for pruning."
    )
    parts = description_clauses(text)
    negative = " ".join(t for pol, t in parts if pol == "negative")
    assert "invoices" in negative and "shipping" in negative and "weather" in negative
    assert [pol for pol, t in parts if "pruning" in t] == ["positive"]
    matcher = Matcher(KNOWLEDGE)
    p = profile(matcher, ToolSpec("search_garden", text, {}))
    assert "invoic" in p.negative and "invoic" not in p.positive | p.neutral


# --- 3: dotted identifiers --------------------------------------------------------------------


def test_dotted_identifier_matches_its_parts():
    m = llm().bind_tools([look_anything_up, search_kiln_notes]).invoke(
        "What does pyrokiln.schedule return when the ramp_rate is too high?"
    )
    assert m.tool_calls[0]["name"] == "search_kiln_notes"


# --- 4: arguments from the schema --------------------------------------------------------------


def test_argument_value_comes_from_the_listed_values():
    spec = ToolSpec("find_tickets", find_tickets.description, find_tickets.tool_call_schema.model_json_schema())
    q = "What is the total cost of all resolved tickets?"
    assert fill_args(spec, q, q) == {"state": "resolved"}
    q = "What is the total cost of every ticket?"
    assert "state" not in fill_args(spec, q, q)  # never just any word of the question


def test_several_ids_give_one_call_each():
    m = llm().bind_tools([find_tickets, tally]).invoke(
        "What is the sum of the costs of tickets TCK-204 and TCK-377?"
    )
    assert [c["name"] for c in m.tool_calls] == ["find_tickets", "find_tickets"]
    assert [c["args"].get("ticket_id") for c in m.tool_calls] == ["TCK-204", "TCK-377"]


# --- 5: chaining a records tool into the calculator ---------------------------------------------

RESOLVED = (
    "TCK-110 | Ferro Bikes | 120.50 EUR | resolved\n"
    "TCK-118 | Lumen Cafe | 75.25 EUR | resolved\n"
    "TCK-131 | Ostrava Print | 310.00 EUR | resolved\n"
    "3 tickets; total: 505.75 EUR"
)


def test_amounts_in_records_go_to_the_calculator():
    q = "What is the total cost of all resolved tickets?"
    m = after(q, [("find_tickets", {"state": "resolved"}, RESOLVED)], [find_tickets, tally])
    assert m.tool_calls[0]["name"] == "tally"
    assert m.tool_calls[0]["args"]["expression"] == "120.50 + 75.25 + 310.00"
    final = after(
        q,
        [("find_tickets", {"state": "resolved"}, RESOLVED), ("tally", {"expression": "x"}, "505.75")],
        [find_tickets, tally],
    )
    assert not final.tool_calls and "505.75" in final.content


def test_average_difference_and_discount_expressions():
    tools = [find_tickets, tally]
    m = after("What is the average cost of resolved tickets?", [("find_tickets", {}, RESOLVED)], tools)
    assert m.tool_calls[0]["args"]["expression"] == "(120.50 + 75.25 + 310.00) / 3"
    one = "TCK-7 | Ferro Bikes | 80.00 EUR | open\n1 ticket; total: 80.00 EUR"
    two = "TCK-9 | Lumen Cafe | 30.00 EUR | open\n1 ticket; total: 30.00 EUR"
    m = after(
        "How much more was ticket TCK-7 than ticket TCK-9?",
        [("find_tickets", {"ticket_id": "TCK-7"}, one), ("find_tickets", {"ticket_id": "TCK-9"}, two)],
        tools,
    )
    assert m.tool_calls[0]["args"]["expression"] == "80.00 - 30.00"
    m = after("What would ticket TCK-7 cost after a 15% discount?", [("find_tickets", {}, one)], tools)
    assert m.tool_calls[0]["args"]["expression"] == "80.00 * (1 - 0.15)"


def test_mixed_currencies_are_answered_from_the_results():
    mixed = (
        "TCK-1 | A | 10.00 EUR | open\nTCK-2 | B | 20.00 GBP | open\nTCK-3 | C | 5.50 EUR | open\n"
        "3 tickets; total: 15.50 EUR, 20.00 GBP"
    )
    tools = [find_tickets, tally]
    m = after("What is the total cost of open tickets?", [("find_tickets", {}, mixed)], tools)
    assert not m.tool_calls and "15.50 EUR" in m.content  # no sum across currencies
    m = after("What is the total cost of open tickets in EUR?", [("find_tickets", {}, mixed)], tools)
    assert m.tool_calls[0]["args"]["expression"] == "10.00 + 5.50"


def test_calculator_never_gets_the_raw_question():
    m = llm().bind_tools([tally, find_tickets]).invoke(
        "What would ticket TCK-7 cost after a 15% discount?"
    )
    assert all(c["name"] != "tally" for c in m.tool_calls)
    forced = llm().bind_tools([tally], tool_choice="tally").invoke("What is the price of TCK-7?")
    assert "?" not in forced.tool_calls[0]["args"]["expression"]


# --- 6: well-known facts -----------------------------------------------------------------------


def test_known_fact_is_answered_directly_unless_a_tool_claims_the_topic():
    m = llm().bind_tools([search_music_notes]).invoke("Who invented the kazoo?")
    assert not m.tool_calls and "Alabama Vest" in m.content
    m = llm().bind_tools([search_music_notes, search_music_history]).invoke("Who invented the kazoo?")
    assert m.tool_calls[0]["name"] == "search_music_history"


# --- 7: when a search result covers the question ------------------------------------------------


@tool
def search_studio(query: str) -> str:
    """Search the studio handbook on glazes, kilns and firing."""
    return ""


def test_answers_when_the_result_covers_the_key_concepts():
    result = format_documents(
        [doc("handbook/glazes.md", "Glazes", "The default glaze in Studio Vela is `Celadon Blue`.")]
    )
    q = "Which glaze does Studio Vela use when none is specified?"
    m = after(q, [("search_studio", {"query": "glaze Studio Vela"}, result)], [search_studio])
    assert not m.tool_calls and "Celadon Blue" in m.content and "[handbook/glazes.md]" in m.content


def test_searches_again_when_the_result_is_about_something_else():
    result = format_documents(
        [doc("handbook/clay.md", "Clay", "Studio Vela orders its stoneware clay every spring.")]
    )
    q = "Which glaze does Studio Vela use for raku firing?"
    m = after(q, [("search_studio", {"query": "glaze Studio Vela raku"}, result)], [search_studio])
    assert m.tool_calls and m.tool_calls[0]["name"] == "search_studio"


# --- 8, 9, 10: multi-hop -----------------------------------------------------------------------

NIMBUS = doc(
    "wiki/project-nimbus.md",
    "Project Nimbus",
    "Project Nimbus is owned by the Aurora Team. Project Nimbus is built on the Comet Service: "
    "the Comet Service is the service behind Project Nimbus.",
)
COMET = doc(
    "wiki/comet-service.md",
    "Comet Service",
    "The Comet Service is owned by the Zephyr Team. The Comet Service publishes events to the Kite Queue.",
)
ZEPHYR = doc("wiki/zephyr-team.md", "Zephyr Team", "The Zephyr Team is led by Odile Brandt.")


def decide(question: str, docs: list[Document]):
    chain = prompts.SUFFICIENCY_OR_ANSWER_PROMPT | llm().with_structured_output(schemas.SufficiencyOrAnswer)
    return chain.invoke({"question": question, "context": format_documents(docs)})


def test_enough_needs_the_final_relation_on_the_bridge_entity():
    q = "Which team owns the service behind Project Nimbus?"
    first = decide(q, [NIMBUS])  # names an owner, but of the project
    assert first.enough is False and "Comet Service" in first.next_query
    second = decide(q, [NIMBUS, COMET])
    assert second.enough is True and "Zephyr Team" in second.answer


def test_relation_of_a_publishing_service():
    q = "Which message queue does the service behind Project Nimbus publish to?"
    assert decide(q, [NIMBUS]).enough is False
    out = decide(q, [NIMBUS, COMET])
    assert out.enough is True and "Kite Queue" in out.answer


def test_three_hops_ask_for_the_innermost_open_relation():
    q = "Who leads the team that owns the service behind Project Nimbus?"
    first = decide(q, [NIMBUS])
    assert first.enough is False
    assert "Comet Service" in first.next_query and "lead" not in first.next_query.lower()
    second = decide(q, [NIMBUS, COMET])
    assert second.enough is False and "Zephyr Team" in second.next_query
    third = decide(q, [NIMBUS, COMET, ZEPHYR])
    assert third.enough is True and "Odile Brandt" in third.answer


def test_agent_follows_the_chain_with_its_tool():
    @tool
    def search_wiki_pages(query: str) -> str:
        """Search the company wiki on projects, services, teams and people."""
        return ""

    q = "Which team owns the service behind Project Nimbus?"
    first = format_documents([NIMBUS])
    m = after(q, [("search_wiki_pages", {"query": q}, first)], [search_wiki_pages])
    assert "Comet Service" in m.tool_calls[0]["args"]["query"]
    second = format_documents([COMET])
    m = after(
        q,
        [("search_wiki_pages", {"query": q}, first), ("search_wiki_pages", {"query": "x"}, second)],
        [search_wiki_pages],
    )
    assert not m.tool_calls and "Zephyr Team" in m.content


def decompose(question: str) -> list[str]:
    chain = prompts.DECOMPOSE_PROMPT | llm().with_structured_output(schemas.SubQuestions)
    return chain.invoke({"question": question}).sub_questions


def test_decomposition_splits_behind_uses_and_object_relatives():
    assert decompose("Which database does the service behind Project Nimbus store its data in?") == [
        "Which service is behind Project Nimbus?",
        "Which database does the service found in step 1 store its data in?",
    ]
    assert decompose("Who is on call for the queue that the Comet Service uses?") == [
        "Which queue does the Comet Service use?",
        "Who is on call for the queue found in step 1?",
    ]
    assert decompose("Which team owns the service that Project Nimbus extends?") == [
        "Which service does Project Nimbus extend?",
        "Which team owns the service found in step 1?",
    ]
    assert decompose("In which city does the mentor of the Zephyr Team work?") == [
        "Who is the mentor of the Zephyr Team?",
        "In which city does the mentor found in step 1 work?",
    ]
    assert decompose("Who coordinates the on-call rotation staffed by the team that owns Project Nimbus?") == [
        "Which team owns Project Nimbus?",
        "Which on-call rotation is staffed by the team found in step 1?",
        "Who coordinates the on-call rotation found in step 2?",
    ]


# --- 11: the task is read from the instructions, not from the documents ------------------------


def test_documents_with_task_words_do_not_change_the_task():
    docs = [
        doc(
            "wiki/lumen.md",
            "Lumen Service",
            "The Lumen Service was split into two services in 2023. The Lumen Service is written in Go.",
        )
    ]
    out = (prompts.GROUNDED_ANSWER_PROMPT | llm()).invoke(
        {"question": "What is the Lumen Service written in?", "context": format_documents(docs)}
    )
    assert "Go" in out.content and "[wiki/lumen.md]" in out.content and not out.content.startswith("1.")


@pytest.mark.parametrize("text, ruled_out", [
    ("Search the garden notes on roses and tulips. It has no invoices and nothing about shipping.",
     ("invoic", "ship")),
    ("Search the garden notes on roses and tulips. The notes contain no invoices or shipping dates.",
     ("invoic", "ship")),
    ("Search the garden notes on roses and tulips. They hold nothing on invoices or shipping.",
     ("invoic", "ship")),
    ("Search the garden notes on roses and tulips. This archive doesn't cover invoices or shipping.",
     ("invoic", "ship")),
])
def test_what_a_tool_does_not_hold_is_a_negative_side(text, ruled_out):
    """'It has no X', 'nothing about X', 'doesn't cover X' say what a tool is not for, as 'do
    not use it for X' does (notebook 02's exercise once turned such a description away)."""
    p = profile(Matcher(KNOWLEDGE), ToolSpec("search_garden", text, {}))
    for key in ruled_out:
        assert key in p.negative and key not in p.positive | p.neutral, (key, p.negative)
    assert "tulip" in p.positive | p.neutral


def test_no_cache_is_not_a_negation():
    """'no-cache' is a header's name, not 'no'."""
    p = profile(Matcher(KNOWLEDGE), ToolSpec("search_http", "Search the HTTP notes. It covers no-cache "
                                            "and max-age headers.", {}))
    assert not p.negative


def test_a_closing_of_phrase_is_what_the_question_is_about():
    """'... in CHF of all open tickets': a currency code ahead of it does not make the question
    one for a converter that says it is not for tickets."""
    from course_lib.sim.tools.tool_choice import subject_scope

    q = "What is the total cost in CHF of all open tickets?"
    assert "ticket" in subject_scope(Matcher(KNOWLEDGE).analyse(q), q)

    @tool
    def convert_money(amount: float, source: str, target: str) -> str:
        """Converts an amount between currencies (codes such as USD, EUR, CHF, SEK). Do not use it
        for tickets or arithmetic."""
        return ""

    @tool
    def lookup_recipes(query: str) -> str:
        """Search the recipe notes: baking, bread, pastry."""
        return ""

    m = llm().bind_tools([convert_money, lookup_recipes]).invoke(q)
    assert "convert_money" not in [c["name"] for c in m.tool_calls]
