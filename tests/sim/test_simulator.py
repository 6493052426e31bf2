"""Behaviour of the simulated chat model on questions, notes and tools invented here.

Nothing below comes from data/: each test brings its own documents, tools and (where it matters)
its own Knowledge, to show the simulator reads requests instead of recognising course strings.
"""

from __future__ import annotations

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.rag import prompts
from course_lib.retrieval.documents import format_documents
from course_lib.sim import Knowledge, SimulatedChatModel
from course_lib.sim.words.arithmetic import to_expression

KNOWLEDGE = Knowledge(
    aliases=[["fermentation", "brewing", "culturing"], ["kiln", "oven"]],
    facts=[{"match": ["tallest", "tree"], "answer": "Coast redwoods are the tallest trees."}],
    translations={"italian": {"good night": "buona notte"}},
    intents=[
        {"name": "greet", "patterns": ["hello", "good day"], "reply": "Good day to you!"},
        {"name": "thanks", "patterns": ["thanks", "thank you"], "reply": "Glad to help."},
    ],
)


def llm(**kwargs) -> SimulatedChatModel:
    return SimulatedChatModel(knowledge=KNOWLEDGE, **kwargs)


def doc(source: str, title: str, text: str) -> Document:
    return Document(page_content=text, metadata={"source": source, "title": title})


POTTERY = [
    doc(
        "notes/glaze.md",
        "Glaze firing",
        "Glaze firing happens at cone 6 in an electric kiln. The kiln must cool for twelve hours before opening.",
    ),
    doc(
        "notes/clay.md",
        "Clay bodies",
        "Stoneware clay vitrifies at high temperature. Porcelain is whiter and less plastic.",
    ),
    doc(
        "notes/kombucha.md",
        "Kombucha fermentation",
        "Kombucha fermentation takes seven to ten days at room temperature. A SCOBY floats on top of the tea.",
    ),
]


@tool
def search_pottery(query: str) -> str:
    """Search the studio notes on pottery, glazes, kilns and fermentation. Use for questions about these topics. Do not use for general knowledge or chit-chat."""
    from course_lib.sim.words.text import content_terms

    words = set(content_terms(query))
    ranked = sorted(
        POTTERY,
        key=lambda d: (
            -len(words & set(content_terms(d.page_content + d.metadata["title"]))),
            d.metadata["source"],
        ),
    )
    return format_documents(ranked[:2])


@tool
def abacus(expression: str) -> str:
    """Calculator: evaluates an arithmetic expression such as '2 * (3 + 4)'."""
    return "0"


# --- tool choice -------------------------------------------------------------------------------


def test_note_question_calls_the_matching_tool():
    m = llm().bind_tools([search_pottery]).invoke("How long does a glaze firing kiln take to cool?")
    assert m.tool_calls[0]["name"] == "search_pottery"
    assert "kiln" in m.tool_calls[0]["args"]["query"]


def test_small_talk_is_answered_without_tools():
    m = llm().bind_tools([search_pottery]).invoke("Hello!")
    assert m.tool_calls == [] and m.content == "Good day to you!"


def test_thanks_and_translation_without_tools():
    bound = llm().bind_tools([search_pottery])
    assert bound.invoke("thank you").content == "Glad to help."
    m = bound.invoke("How do you say good night in Italian?")
    assert not m.tool_calls and "buona notte" in m.content


def test_general_fact_without_tools_when_search_tool_is_specific():
    m = llm().bind_tools([search_pottery]).invoke("Which is the tallest tree?")
    assert not m.tool_calls and "redwoods" in m.content


def test_vague_search_tool_is_used_even_for_general_facts():
    @tool
    def search_documents(query: str) -> str:
        """Search documents."""
        return ""

    m = llm().bind_tools([search_documents]).invoke("Which is the tallest tree?")
    assert m.tool_calls and m.tool_calls[0]["name"] == "search_documents"


def test_unknown_general_question_gets_an_honest_answer():
    import pytest

    from course_lib import SimulatorLimitWarning

    with pytest.warns(SimulatorLimitWarning) as caught:
        m = llm().invoke("What colour is the flag of Atlantis?")
    # it says plainly that it cannot, instead of a bare "I don't know" a learner takes for a bug
    assert m.content.startswith("The offline simulator can't") and "a real model would" in m.content
    assert m.response_metadata["simulator_limit"] == m.content == str(caught[0].message)


def test_clear_description_beats_vague_one():
    @tool
    def lookup(query: str) -> str:
        """Search for relevant information."""
        return ""

    @tool
    def ferry_timetable(query: str) -> str:
        """Ferry departures and crossing times between the islands. Use for questions about ferries, boats and sailings."""
        return ""

    m = (
        llm()
        .bind_tools([lookup, ferry_timetable])
        .invoke("When does the next ferry sail to the islands?")
    )
    assert m.tool_calls[0]["name"] == "ferry_timetable"


def test_look_alike_descriptions_collapse_onto_one_tool():
    tools = []
    for name in ("search_recipes", "search_tickets", "search_invoices"):

        @tool(name, description="Search for relevant information.")
        def _t(query: str) -> str:
            return ""

        tools.append(_t)
    bound = llm().bind_tools(tools)
    picked = {
        bound.invoke(q).tool_calls[0]["name"]
        for q in [
            "Find the lasagne recipe",
            "Show ticket 4411 status",
            "Which invoices are unpaid?",
        ]
    }
    assert picked == {"search_recipes"}


def test_do_not_use_for_is_honoured():
    @tool
    def garden_notes(query: str) -> str:
        """Notes about tomatoes and greenhouse plants. Do not use for questions about weather forecasts."""
        return ""

    @tool
    def forecast(query: str) -> str:
        """Weather service."""
        return ""

    m = (
        llm()
        .bind_tools([garden_notes, forecast])
        .invoke("Will frost damage tomatoes in the weather forecasts tonight?")
    )
    assert m.tool_calls[0]["name"] == "forecast"


def test_arithmetic_goes_to_a_calculator_with_a_clean_expression():
    bound = llm().bind_tools([search_pottery, abacus])
    assert bound.invoke("What is 15% of 2,400?").tool_calls[0]["args"] == {
        "expression": "0.15 * 2400"
    }
    assert bound.invoke("What's the sum of 120, 45 and 300?").tool_calls[0]["args"] == {
        "expression": "120 + 45 + 300"
    }


@pytest.mark.parametrize(
    "question, expected",
    [
        ("What is 7 times 6?", "7 * 6"),
        ("average of 4, 8 and 9", "(4 + 8 + 9) / 3"),
        ("How much is 1,250 divided by 5?", "1250 / 5"),
        ("Compute 12 * (3 + 4)", "12 * (3 + 4)"),
    ],
)
def test_expressions(question, expected):
    assert to_expression(question) == expected


def test_arithmetic_without_a_calculator_is_computed_directly():
    assert llm().invoke("What is 12 plus 30?").content == "12 + 30 = 42"


def test_tool_arguments_follow_the_schema():
    @tool
    def parcels(status: str = "", parcel_id: str = "") -> str:
        """Look up parcels by status (waiting, delivered, lost) or by parcel id."""
        return ""

    bound = llm().bind_tools([parcels])
    assert bound.invoke("Which parcels are lost?").tool_calls[0]["args"] == {"status": "lost"}
    assert bound.invoke("Where is parcel PX-2231?").tool_calls[0]["args"] == {
        "parcel_id": "PX-2231"
    }


@pytest.mark.parametrize("choice", ["any", "required"])
def test_tool_choice_any_forces_a_call(choice):
    m = llm().bind_tools([search_pottery, abacus], tool_choice=choice).invoke("hello")
    assert len(m.tool_calls) == 1


def test_tool_choice_named_tool_and_none():
    m = llm().bind_tools([search_pottery, abacus], tool_choice="abacus").invoke("What is 2 plus 2?")
    assert m.tool_calls[0]["name"] == "abacus"
    m = llm().bind_tools([search_pottery], tool_choice="none").invoke("What glaze cone is used?")
    assert not m.tool_calls


# --- after tool results ------------------------------------------------------------------------


def run_tools(model, tools, question, system="", max_steps=8):
    """A minimal agent loop: returns the final message and the list of calls made."""
    by_name = {t.name: t for t in tools}
    messages = ([SystemMessage(system)] if system else []) + [HumanMessage(question)]
    bound = model.bind_tools(tools)
    calls = []
    for _ in range(max_steps):
        reply = bound.invoke(messages)
        messages.append(reply)
        if not reply.tool_calls:
            return reply, calls
        for call in reply.tool_calls:
            calls.append((call["name"], call["args"]))
            messages.append(
                ToolMessage(
                    by_name[call["name"]].invoke(call["args"]),
                    tool_call_id=call["id"],
                    name=call["name"],
                )
            )
    raise AssertionError("no final answer")


def test_answer_from_results_is_extractive_and_cited():
    reply, calls = run_tools(llm(), [search_pottery], "How long does kombucha fermentation take?")
    assert len(calls) == 1
    assert "seven to ten days" in reply.content and "[notes/kombucha.md]" in reply.content


def test_alias_in_question_matches_preferred_term_in_notes():
    reply, _ = run_tools(llm(), [search_pottery], "How long does kombucha brewing take?")
    assert "seven to ten days" in reply.content


def test_a_new_note_added_is_found():
    POTTERY.append(
        doc(
            "notes/raku.md",
            "Raku",
            "Raku pieces are pulled from the kiln red hot and dropped into sawdust.",
        )
    )
    try:
        reply, _ = run_tools(llm(), [search_pottery], "What happens to raku pieces after the kiln?")
        assert "sawdust" in reply.content and "[notes/raku.md]" in reply.content
    finally:
        POTTERY.pop()


WIKI = {
    "wiki/heron.md": (
        "Project Heron",
        "Project Heron is a billing rewrite. Project Heron is owned by the Orbit team.",
    ),
    "wiki/orbit.md": (
        "Orbit team",
        "The Orbit team is led by Maria Okafor. The team ships every Tuesday.",
    ),
    "wiki/comet.md": ("Comet team", "The Comet team is led by Jonas Berg."),
    "wiki/maria.md": ("Maria Okafor", "Maria Okafor works from the Nairobi office."),
}


@tool
def search_wiki(query: str) -> str:
    """Search the company wiki about projects, teams and people."""
    from course_lib.sim.words.text import content_terms

    words = set(content_terms(query))
    ranked = sorted(WIKI, key=lambda s: (-len(words & set(content_terms(" ".join(WIKI[s])))), s))
    return format_documents([doc(s, *WIKI[s]) for s in ranked[:1]])


def test_two_hop_chain_puts_the_bridge_entity_into_the_next_query():
    reply, calls = run_tools(llm(), [search_wiki], "Who leads the team that owns Project Heron?")
    assert len(calls) == 2
    assert "Orbit" in calls[1][1]["query"]
    assert "Maria Okafor" in reply.content and "[wiki/orbit.md]" in reply.content


def test_three_hop_chain():
    reply, calls = run_tools(
        llm(),
        [search_wiki],
        "In which city is the office of the leader of the team that owns Project Heron?",
    )
    assert len(calls) == 3
    assert "Maria Okafor" in calls[2][1]["query"]
    assert "Nairobi" in reply.content


def test_gives_up_honestly_after_two_fruitless_searches():
    reply, calls = run_tools(llm(), [search_wiki], "What is the budget of Project Zephyr?")
    assert len(calls) == 2
    assert "could not find" in reply.content


def test_chained_tools_records_then_calculator():
    @tool
    def list_loans(status: str = "") -> str:
        """Library loans filtered by status (open, returned, overdue)."""
        return "loan L1 status=overdue fee=2.50 amount=12.00\nloan L2 status=overdue amount=30.50"

    @tool
    def calculator(expression: str) -> str:
        """Evaluate an arithmetic expression."""
        return "42.5"

    reply, calls = run_tools(
        llm(), [list_loans, calculator], "What is the total amount of overdue loans?"
    )
    assert calls == [
        ("list_loans", {"status": "overdue"}),
        ("calculator", {"expression": "12.00 + 30.50"}),
    ]
    assert "42.5" in reply.content


def test_follow_up_question_carries_the_previous_subject():
    m = (
        llm()
        .bind_tools([search_pottery])
        .invoke(
            [
                HumanMessage("How long must the kiln cool after glaze firing?"),
                AIMessage("Twelve hours."),
                HumanMessage("And what cone is its temperature?"),
            ]
        )
    )
    assert "kiln" in m.tool_calls[0]["args"]["query"] and "cone" in m.tool_calls[0]["args"]["query"]


def test_tool_calls_per_turn_are_capped():
    @tool
    def echo_search(query: str) -> str:
        """Search the archive of ship logs."""
        return f"[source: logs/{len(query)}.md] Log\nThe {query.split()[0].title()} Harbour logged a storm."

    reply, calls = run_tools(
        llm(max_tool_calls=2),
        [echo_search],
        "Which captain commanded the ship that visited the port that Zanzibar trades with?",
    )
    assert len(calls) <= 2 and reply.content


# --- grounded text tasks -------------------------------------------------------------------------


def grounded(question, docs):
    return (
        (prompts.GROUNDED_ANSWER_PROMPT | llm())
        .invoke({"question": question, "context": format_documents(docs)})
        .content
    )


def test_grounded_answer_cites_sources():
    out = grounded("How long does the kiln cool?", POTTERY)
    assert "twelve hours" in out and "[notes/glaze.md]" in out


def test_grounded_answer_says_i_dont_know():
    assert grounded("What is the price of a pottery wheel?", POTTERY) == "I don't know."


def test_chinese_question_over_chinese_text():
    docs = [
        doc("notes/tea.md", "绿茶", "绿茶的冲泡水温是八十度。泡三分钟即可。"),
        doc("notes/rice.md", "米饭", "米饭需要煮二十分钟。"),
    ]
    out = grounded("绿茶的冲泡水温是多少？", docs)
    assert "八十度" in out and "[notes/tea.md]" in out


def test_rewrite_uses_the_injected_lexicon():
    out = (
        (prompts.REWRITE_QUERY_PROMPT | llm())
        .invoke(
            {
                "question": "How warm should the oven be for culturing yoghurt?",
                "query": "oven culturing yoghurt",
            }
        )
        .content
    )
    assert "kiln" in out and "fermentation" in out and "oven" not in out


def test_decomposition_text_lists_ordered_sub_questions():
    out = (
        (prompts.DECOMPOSE_PROMPT | llm())
        .invoke({"question": "Who leads the team that owns Project Heron?"})
        .content
    )
    assert out.splitlines() == [
        "1. Which team owns Project Heron?",
        "2. Who leads the team found in step 1?",
    ]


def test_pronouns_are_replaced_in_sub_questions():
    out = (
        (prompts.DECOMPOSE_PROMPT | llm())
        .invoke({"question": "What is Project Heron and who owns it?"})
        .content
    )
    assert "Who owns Project Heron?" in out and " it" not in out


@pytest.mark.parametrize("aliases", [
    [["green thread", "coroutine"], ["message queue", "queue", "MQ"], ["cache-control", "cache"]],
    [["协程", "coroutine", "green thread"], ["事件循环", "event loop"]],
    [["asyncio 协程", "coroutine"], ["event loop", "loop"]],  # a CJK term that starts in Latin
])
def test_alias_spans_match_one_alternative_per_term(aliases):
    """The combined alias pattern finds exactly what one look-behind per term would."""
    import re

    from course_lib.sim.words.knowledge import _term_pattern

    knowledge = Knowledge(aliases=aliases)
    terms = sorted((t for group in aliases for t in group), key=lambda t: (-len(t), t))
    reference = re.compile("|".join(_term_pattern(t) for t in terms), re.IGNORECASE)
    texts = [
        "Green threads and coroutines: a green-thread is not a Coroutine.",
        "The message queues (MQs) feed the queue; mq.send and my_queue are not terms.",
        "Cache-Control headers, caches, cache control, .cache and precache.",
        "什么是协程？asyncio 协程和事件循环 event loops, the Loop, loopback.",
        "", "queue", "mqs", "event  loop", "event-loop",
    ]
    for text in texts:
        want = [m.span() for m in reference.finditer(text)]
        assert [(s, e) for s, e, _ in knowledge.alias_spans(text)] == [
            span for span in want if knowledge._group_of(text[span[0]:span[1]]) is not None
        ], text
