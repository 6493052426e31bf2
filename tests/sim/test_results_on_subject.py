"""An agent's give-up over search results on the question's subject (issue 26; ``responders.agent``):
"How much does it cost to mend a lamp?" over results holding "Repairs are free ... Parts are charged at
cost" ended "I don't know: I could not find the answer to that in the search results." with no limit
(the answer in other words, its results sharing the question's words). Now the documents limit; a
give-up over results that share none of them keeps its plain "I don't know". Invented material; the
behaviour row fails on the code before (the merged tree of fix49b), the guard holds on both.
"""

from __future__ import annotations

import re
import warnings

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel

_PAGES = {
    "when": "The repair café meets on the first Saturday of each month, 10am to 1pm, in the scout hut.",
    "what": "We mend small electricals, bikes, clothes and furniture; no phones or laptops.",
    "money": "Repairs are free; donations welcome. Parts are charged at cost.",
}


@tool
def cafe_pages(query: str) -> str:
    """Search the repair café's pages."""
    words = set(re.findall(r"[a-z]{3,}", query.lower()))
    hits = [p for p in _PAGES.values() if words & set(re.findall(r"[a-z]{3,}", p.lower()))]
    return "\n".join(hits) or "No results."


def _reply(question: str) -> tuple[str, list[str]]:
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), [cafe_pages], system_prompt="Answer with the search tool.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 14})
    return out["messages"][-1].content, [str(w.message) for w in caught
                                          if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_results_on_the_subject_are_no_plain_give_up():
    text, limits = _reply("How much does it cost to mend a lamp?")
    assert not text.startswith("I don't know") or limits, (text, limits)
    assert limits, text


def test_results_sharing_nothing_keep_the_plain_give_up():  # guard
    text, limits = _reply("Do you sell garden gnomes?")
    assert text.startswith("I don't know") and not limits, (text, limits)
