"""Requests built from messages, for the direct tests of the reply modules (``no_answer``,
``direct_replies``, ``stated_answers``, ``extractive`` ...)."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.request.reading import read_request

NOTES = "Answer only from the notes below.\n\nNotes:\n"


def grounded(notes: str, question: str, turns: tuple[tuple[str, str], ...] = ()):
    """The request a RAG prompt over ``notes`` makes, after the earlier (question, answer) ``turns``."""
    messages = [SystemMessage(NOTES + notes)]
    for asked, answered in turns:
        messages += [HumanMessage(asked), AIMessage(answered)]
    return read_request([*messages, HumanMessage(question)])


def direct(question: str, system: str | None = None):
    """The request a bare question makes (under ``system`` when given)."""
    return read_request(([SystemMessage(system)] if system else []) + [HumanMessage(question)])


def gathered(matcher, notes: str, question: str, turns: tuple[tuple[str, str], ...] = ()):
    """``(request, evidence)``: the grounded request and the sentences ``evidence.gather`` picks for it,
    for the direct tests of ``extractive``'s steps (``quote_choice``, ``unfit_answers`` ...)."""
    from course_lib.sim.grounded import evidence

    request = grounded(notes, question, turns)
    return request, evidence.gather(matcher, request.search_question, request.documents)
