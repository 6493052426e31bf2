"""A greeting in which the user says who they are ("Hi! I'm Marek and I keep bees in Gdańsk.",
"Hello, my name is Ana.", "Hey there, Priya here."): small talk, answered by greeting them by
name; never a question for documents or general knowledge (issue 26, ports20: a "LangChain
Mastery" chatbot's invented thread got "The offline simulator can't answer this").

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

from course_lib.sim.cues import lexicon, patterns

__all__ = ["MAX_WORDS", "introduced", "material_for_task", "reply"]

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
    return name


def material_for_task(system: str) -> bool:
    """Whether the instructions make the conversation itself their material ("update the user's
    memory from the chat history", ``doubted_absence``'s cue): then an introduction is what to
    record, not small talk to answer."""
    return bool(system) and bool(patterns("doubted_absence").conversation_task.search(system))


def reply(name: str) -> str:
    """The greeting back, by name."""
    return f"Hello {name}, nice to meet you! How can I help you today?"
