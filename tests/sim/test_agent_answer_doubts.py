"""An agent's answer step over its search results asks the checks a grounded answer asks of its
quote (``quoted_answer.doubts``, from ``agent._search_step``): the operands of a total are no total,
and one of several values of the only kind a question names is no answer; each is a stated limit,
never the quote. A plain lookup is answered as before. Wordings of my own (issue 26; grounded_n,
read after its first sight: a vet's note's dosing line quoted for "how many tablets altogether").
"""

from __future__ import annotations

import warnings

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

NOTE = ("Kennel booking for Pepper (collie, 6 years, 19 kg). Stay: 4 nights from 12 August. "
        "Food: 150 g of her own kibble twice a day. Supplement: one joint chew every morning. "
        "Collection by 17:00 on 16 August.")


@tool
def search_bookings(query: str) -> str:
    """Search the kennel's booking notes for the owner's question."""
    return NOTE


def _run(question: str):
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [search_bookings])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["messages"][-1].content, limits


def test_the_operands_of_a_total_are_a_limit():
    reply, limits = _run("how much kibble will Pepper eat altogether during her stay")
    assert limits and reply.startswith("The offline simulator can't"), reply


def test_one_of_several_values_of_the_asked_kind_is_a_limit():
    reply, limits = _run("what does she weigh")
    assert limits and reply.startswith("The offline simulator can't"), reply


def test_a_lookup_is_answered_as_before():  # guard
    reply, limits = _run("what time is Pepper's collection")
    assert "17:00" in reply and not limits, (reply, limits)
