"""The replies when there is no answer to give: "I don't know" (or the phrase the prompt
prescribes for it, ``fallback_phrase``), and the limit when documents come with no question."""

from __future__ import annotations

from course_lib.sim.grounded import fallback_phrase
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request

DONT_KNOW = "I don't know."
DONT_KNOW_ZH = "我不知道。"


def dont_know(request: Request) -> str:
    """"I don't know", or the phrase the prompt prescribes for it (``fallback_phrase``)."""
    phrase = fallback_phrase.declared(f"{request.system}\n{request.human}")
    if phrase:
        explain.evidence(fallback_phrase=phrase)
        return phrase
    return DONT_KNOW_ZH if request.language == "zh" else DONT_KNOW


def no_question_limit() -> str:
    """A message with text in it but no question or instruction the simulator reads."""
    return limits.state(
        "tell what this prompt asks",
        "it read the prompt's text as material to answer from but found no question or instruction in it",
        "do what the prompt asks with that text",
        kind="reading",
    )
