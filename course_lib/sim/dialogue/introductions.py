"""A greeting in which the user says who they are ("Hi! I'm Marek and I keep bees in Gdańsk.",
"Hello, my name is Ana.", "Hey there, Priya here."): small talk, answered by greeting them by
name; never a question for documents or general knowledge (issue 26, ports20: a "LangChain
Mastery" chatbot's invented thread got "The offline simulator can't answer this"). A greeting
that states a plan and asks nothing ("Hi, I'm thinking of entering the show.": ``stated_plan``) is
small talk too: greeted with an offer of help.

``introduced(message)`` is the name the user gives, or ``None``: the message opens (after a
greeting, if any) by saying the name ("I'm", "my name is", "call me", "<Name> here") in a
capitalised word or two, asks nothing (no question mark), and is short (``MAX_WORDS``). What else it says of
the user ("I keep bees") is stated, not asked: the reply greets and offers help. Cues are data
(``introductions`` in data/sim/patterns.yaml). Under instructions that make the conversation
their material ("update the memory from the chat history": ``material_for_task``) it is the
instructions' material, not small talk. Introduced with the course's chat memory
(notebook 02: a thread that remembers the user's name).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.day_names import DAY_ABBREVIATIONS, MONTHS, WEEKDAYS

__all__ = ["MAX_WORDS", "introduced", "material_for_task", "plan_reply", "reply", "stated_plan"]

_CUE = patterns("introductions")
MAX_WORDS = 24


def introduced(message: str) -> str | None:
    """The name a greeting gives for the user, or ``None`` (see the module)."""
    text = message.strip()
    if not text or "?" in text or "？" in text or len(text.split()) > MAX_WORDS:
        return None
    greeted = _CUE.greeting.match(text)  # (the caller may have cut the greeting off already)
    rest = text[greeted.end():].lstrip(" ,!.") if greeted else text
    m = _CUE.name.match(rest)
    if m is None:
        return None
    name = (m.group("name") or m.group("name2") or "").strip()
    if not name or name.split()[0].lower() in lexicon("introduction_not_names"):  # "I'm Sorry to ..."
        return None
    if _calendar_word(name.split()[0], said_it_is=m.group(0).lower().startswith("it"),
                      figure_after=bool(re.match(r"\s*\d", rest[m.end():]))):
        return None  # "It's Wednesday 9 March ...", "It's May 3rd": when it is, not who speaks
    return name


def _calendar_word(word: str, *, said_it_is: bool, figure_after: bool) -> bool:
    """A day's name (or its abbreviation) names a date, never the user: "It's Friday, book ..." says
    when it is, not who is speaking (issue 26, AA4). A month's name is a date after "it's" or before
    a figure ("It's June already"), a name otherwise ("I'm June, the new tenant")."""
    w = word.lower().rstrip(".")
    if w in WEEKDAYS or any(w in abbr for abbr in DAY_ABBREVIATIONS):
        return True
    return w in MONTHS and (said_it_is or figure_after)


def material_for_task(system: str) -> bool:
    """Whether the instructions make the conversation itself their material ("update the user's
    memory from the chat history", ``doubted_absence``'s cue): then an introduction is what to
    record, not small talk to answer."""
    return bool(system) and bool(patterns("doubted_absence").conversation_task.search(system))


def stated_plan(message: str) -> str | None:
    """The plan a short message states after an optional greeting and asks nothing about ("Hi, I'm
    thinking of entering the show." -> "entering the show"), or ``None``."""
    text = message.strip()
    if not text or "?" in text or "？" in text or len(text.split()) > MAX_WORDS:
        return None
    greeted = _CUE.greeting.match(text)
    m = _CUE.plan.match(text[greeted.end():].lstrip(" ,!.") if greeted else text)
    return m.group("plan").strip() if m else None


def plan_reply() -> str:
    """The reply to a stated plan: a greeting and an offer of help, nothing assumed about the plan."""
    return "Hello! Happy to help with that. What would you like to know?"


def reply(name: str) -> str:
    """The greeting back, by name."""
    return f"Hello {name}, nice to meet you! How can I help you today?"
