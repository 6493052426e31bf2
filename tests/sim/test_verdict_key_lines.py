"""A grader prompt that ends with a verdict key and its two values (issue 26): "relevant:
yes/no", "Relevant (yes or no):", "Relevance: yes | no" under a labelled query and passage. The
line is the task's instruction (``reading._TRAILER_RE``), not part of the passage, and the reply
is one of its values: never "I don't know." to a grade, never the passage quoted back."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage


def _reply(prompt: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    return out.content.strip(), [str(w.message) for w in caught]


@pytest.mark.parametrize("prompt,want", [
    ("Query: cheap flights to Lisbon\nSnippet: Lisbon flights from 39 euros with budget airlines this spring.\n"
     "relevant: yes/no", "yes"),
    ("Question: how to repot a cactus\nDocument: Wear gloves and repot the cactus in spring into gritty soil.\n"
     "Relevant (yes or no):", "yes"),
    ("Question: how to repot a cactus\nDocument: The museum opens at 10 on Sundays.\nRelevance: yes | no", "no"),
    ("Query: sourdough starter feeding\nPassage: The car park closes at midnight on weekdays.\nrelevant: yes/no", "no"),
])
def test_the_verdict_key_line_is_the_task(prompt, want):
    reply, limits = _reply(prompt)
    assert reply.lower().rstrip(".") == want and not limits, (reply, limits)


def test_the_line_ends_the_passage():
    from course_lib.sim.request.reading import _trailing_instructions

    scan = "Passage: The car park closes at midnight.\nIt opens at six.\nrelevant: yes/no"
    begin = scan.index("The car")
    assert scan[begin:_trailing_instructions(scan, begin, len(scan))].strip() == (
        "The car park closes at midnight.\nIt opens at six.")
