"""A "question" that is one of the prompt's guidelines (issue 26, ports11).

A long prompt that wraps the conversation in its own instructions ("Your job is to translate these
messages into a more detailed and concrete research question ... Guidelines: 1. ... 5. Sources -
If specific sources should be prioritized, ...") may leave the simulator reading its last
paragraph, a numbered or bulleted guideline, as the request's question. A query or question field
written from it ("research_brief: A research question that will be used to guide the research")
would be that guideline's words. So when the text read as the question is a list item of the
prompt (cue ``guideline_question.list_item`` in ``data/sim/patterns.yaml``) with no question mark,
the field gets ``""`` and a stated reading limit (``structured._fill_string``).
"""

from __future__ import annotations

from course_lib.sim.reports import limits
from course_lib.sim.words.cues import patterns

_CUE = patterns("guideline_question")


def is_guideline(question: str) -> bool:
    """Whether the text read as the question is an item of the prompt's own list of guidelines."""
    return bool(question) and "?" not in question and bool(_CUE.list_item.search(question))


def unread(name: str) -> str:
    """The safe value of the field ``name``, with the limit stated."""
    limits.state(
        f"write the field '{name}' from the request",
        "what it read as the request's question is one of the prompt's own guidelines, not a question, "
        "and it cannot tell which part of the prompt holds the request",
        "write the field from the conversation the prompt holds",
        kind="reading",
    )
    return ""
