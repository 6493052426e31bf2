"""A two-valued grade never turns "ambiguous" into its negative option silently (issue 26, C10).

``replies.verdict_value`` wrote an "ambiguous" level (the passage shares the query's subject but
not its other words: an answer in other words) as the negative option when the prompt offered no
middle one, with no limit stated. Now the value is still the safe negative one, and a documents
limit says why. Prompts and wordings are invented for this test; the behaviour cases fail on the
code before the change; the last two are guards (a clear match and a clear miss state no limit).
"""

from __future__ import annotations

import warnings

import pytest

_WORDS = "Reply with 'relevant' or 'irrelevant' only."


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _grade(llm, passage: str, query: str, answer: str) -> tuple[str, str | None, list[str]]:
    from langchain_core.messages import HumanMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([HumanMessage("You are grading whether a retrieved document is relevant to a user "
                                       f"question.\n\nDocument: {passage}\nQuestion: {query}\n\n{answer}")])
    found = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, out.response_metadata.get("simulator_limit"), found


@pytest.mark.parametrize("passage, query, answer", [
    ("Annual memberships can be split into twelve monthly direct debits.",
     "Can I spread the price of an annual membership?", _WORDS),
    ("Gym memberships can be frozen for up to three months during illness.",
     "Can I pause my gym membership while I am ill?", _WORDS),
    ("Hotel bookings can be cancelled free of charge up to 48 hours before arrival.",
     "Can I call off a hotel booking without paying?", _WORDS),
    ("Bus passes are valid on night routes after midnight.", "Does a bus pass work late in the evening?", _WORDS),
])
def test_an_ambiguous_passage_gets_the_negative_value_with_a_limit(llm, passage, query, answer) -> None:
    text, limit, warned = _grade(llm, passage, query, answer)
    assert text.strip().strip(".").lower() == "irrelevant"
    assert limit and "simulator can't" in limit and warned


def test_a_clear_match_states_no_limit(llm) -> None:
    text, limit, _ = _grade(llm, "Season tickets for the ferry cost 420 euros a year.",
                            "How much is a season ticket for the ferry?", _WORDS)
    assert text.strip().strip(".").lower() == "relevant" and not limit


def test_a_clear_miss_states_no_limit(llm) -> None:
    text, limit, _ = _grade(llm, "The museum cafe serves soup and sandwiches until three.",
                            "How tall is the lighthouse on the north pier?", _WORDS)
    assert text.strip().strip(".").lower() == "irrelevant" and not limit
