"""An agent's answer over its search results is read by the grounded reader (issue 26, one design):
a later correction, an adjustment the question meets, an "only" rule with a place it excludes, a
markdown table a lookup returns, a search that says it found nothing (searched again with fewer
words), and a lone tool the instructions call "the tool". Material of my own, other than the
probe ``agents_w``'s."""

from __future__ import annotations

import re
import warnings

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim.tools.delegation import lookup_tool
from course_lib.sim.tools.empty_results import is_empty

POOL = {
    "times": "Lido opening times\nThe lido opens 6:30 to 19:00 on weekdays and 8:00 to 17:00 at weekends.\n"
             "Notice, 2 May: weekend closing is now 18:30.",
    "prices": "Lido prices\nA swim costs £6.40; a sauna session costs £4 extra.\nUnder-16s pay half price.",
    "rules": "Lido rules\nInflatables are allowed in the shallow end only, never in the lanes.\nGlass is banned.",
}
KEYWORD_NOTES = [
    "Volunteers collect litter pickers from the shed behind the church hall.",
    "The monthly beach clean starts at 10:00 on the first Saturday.",
    "Children under twelve must come with an adult; gloves are provided at the start.",
]


@tool
def lido_search(query: str) -> str:
    """Search the lido's information pages."""
    words = set(re.findall(r"\w+", query.lower()))
    ranked = sorted(POOL.values(), key=lambda text: -len(words & set(re.findall(r"\w+", text.lower()))))
    return "\n\n".join(ranked[:2])


@tool
def clean_up_notes(query: str) -> str:
    """Search the beach clean group's notes. Only notes holding every word of the query come back."""
    words = [w for w in re.findall(r"\w+", query.lower()) if len(w) > 2]
    hits = [n for n in KEYWORD_NOTES if all(w in n.lower() for w in words)]
    return "\n".join(hits) if hits else f"No notes match: {' '.join(words)}"


@tool
def repair_prices(query: str) -> str:
    """Price list of the phone repair counter."""
    return ("| Repair | Price | Wait |\n|---|---|---|\n| Screen | £89 | 2 hours |\n| Battery | £49 | 1 hour |\n"
            "| Charging port | £39 | 1 hour |\n\nTablets cost 25% more for any repair.")


def _ask(tool_fn, question: str, system: str = "Help the visitor. Use the tool to look things up.") -> tuple[str, list[str]]:
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [tool_fn], system_prompt=system)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 16})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["messages"][-1].content, limits


@pytest.mark.parametrize(("tool_fn", "question", "said", "not_said"), [
    (lido_search, "When does the lido close at weekends?", "18:30", "17:00"),  # guard: right on 334c89bb too
    (lido_search, "Can I bring an inflatable into the lanes?", "No", "Yes"),
    (repair_prices, "How much is a battery?", "£49", "£89"),
    (clean_up_notes, "Where do volunteers get litter pickers from?", "shed", "No notes match"),  # guard (334c89bb too)
], ids=["later-notice", "only-rule-excluded-place", "markdown-table-row", "empty-search-broadened"])
def test_the_results_are_read_as_documents(tool_fn, question, said, not_said):
    reply, limits = _ask(tool_fn, question)
    assert said in reply and not_said not in reply and not limits, (reply, limits)


@pytest.mark.parametrize(("tool_fn", "question"), [
    (repair_prices, "What would a screen repair on my tablet cost?"),
    (lido_search, "How much is a swim with a sauna session?"),
], ids=["percent-more", "amount-extra"])
def test_an_adjustment_the_question_meets_is_never_left_out_silently(tool_fn, question):
    reply, limits = _ask(tool_fn, question)
    assert limits or re.search(r"111\.25|10\.40", reply), (reply, limits)


def test_a_plain_price_without_the_adjusted_case_is_answered():  # guard
    reply, limits = _ask(repair_prices, "What's the price of a charging port repair?")
    assert "£39" in reply and not limits, (reply, limits)


def test_a_search_that_never_finds_gives_up_honestly():  # guard: nothing invented from the echo
    reply, _ = _ask(clean_up_notes, "Is there parking for the beach clean?")
    assert "No notes match" not in reply and "know" in reply.lower(), reply


@pytest.mark.parametrize(("text", "empty"), [
    ("No notes match: parking beach", True), ("No results for 'kayak hire'.", True), ("Nothing found.", True),
    ("0 hits", True), ("没有找到相关记录", True),
    ("No dogs on the beach between May and September.", False),  # guards: a rule opening with "No" is a result
    ("No parking on the promenade.\nThe car park opens at 7:00.\nIt costs £3 a day.", False),
])
def test_a_no_result_message_is_empty(text, empty):
    assert is_empty(text) is empty


@pytest.mark.parametrize(("system", "tools", "want"), [
    ("Answer questions. Use the tool to look things up.", ["pool_info"], "pool_info"),
    ("Use your search tool first, then answer.", ["find_docs"], "find_docs"),
    ("回答问题时,请用工具查询。", ["kb"], "kb"),
    ("Use the tool to look things up.", ["pool_info", "calculator"], None),  # two tools: which is "the tool"?
    ("You are a friendly assistant.", ["pool_info"], None),  # guard: no instruction names a tool
])
def test_the_tool_named_by_a_generic_word(system, tools, want):
    assert lookup_tool(system, tools) == want


CLASSES = {"pottery.txt": "Pottery for beginners meets on Thursdays, 19:00-21:00: 8 weeks, £120.",
           "concessions.txt": "Concessions: pensioners get 20% off any course fee."}


@tool
def brochure(query: str) -> str:
    """Search the adult education brochure (whole words only)."""
    words = set(re.findall(r"\w+", query.lower()))
    hits = [f"Source: {name}\n{text}" for name, text in CLASSES.items() if words & set(re.findall(r"\w+", text.lower()))]
    return "\n\n".join(hits[:1]) or "No matches."


def test_the_rest_of_a_partly_found_question_is_searched_for():
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [brochure], system_prompt="Use the tool to look things up.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = agent.invoke({"messages": [HumanMessage("What does pottery cost for pensioners?")]}, {"recursion_limit": 16})
    queries = [c["args"]["query"] for m in out["messages"] for c in getattr(m, "tool_calls", [])]
    assert len(queries) == 2 and "pensioners" in queries[1].lower(), queries  # the concession searched for
    assert "£120." not in out["messages"][-1].content or "20%" in out["messages"][-1].content, out["messages"][-1].content
