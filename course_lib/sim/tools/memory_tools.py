"""A bound tool that saves what the user says about themselves (issue 26, ports13).

A memory agent binds a tool such as ``upsert_memory(content, context)`` ("Upsert a memory in the
database.") and tells the model to get to know the user. When the user's turn states something
about them and asks nothing ("My name is Alice and I love pizza. Remember this."), a model saves
it with that tool; greeting back and calling nothing loses it, and the next thread knows nothing.

- :func:`memory_tool`: the one bound tool whose name or description says it saves, stores or
  upserts a memory (cue ``memory_tools.saves`` in data/sim/patterns.yaml);
- :func:`stated_facts`: the sentences of the user's turn that state something, when the turn asks
  no question and either speaks of the user (first person) or asks to be remembered; the bare
  request ("Remember this.", "Please remember this too.") is no fact;
- :func:`call_args`: the tool's required string fields: the one for the memory's content
  (``content``, ``memory``, ``fact``, ...) gets the statements as the user wrote them, a field
  for its circumstances (``context``, ``source``, ...) a plain note of where it came from; a
  required field of another kind leaves the tool uncalled (``None``: the simulator does not guess);
- :func:`acknowledgement`: the reply once the tool has stored it.
"""

from __future__ import annotations

import re

from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.words.cues import patterns

_CUE = patterns("memory_tools")  # data/sim/patterns.yaml
MAX_TURN_CHARS = 600  # a longer turn is a pasted document, not a statement about the user
SOURCE_NOTE = "Stated by the user in the conversation."
_SENTENCE_RE = re.compile(r"[^.!?\n]+[.!?]*")


def memory_tool(tools: list[ToolSpec]) -> ToolSpec | None:
    """The one bound tool that saves memories, else ``None`` (none, or several to choose from)."""
    found = [t for t in tools if _CUE.saves.search(f"{t.name.replace('_', ' ')} {_first_sentence(t.description)}")]
    return found[0] if len(found) == 1 else None


def _first_sentence(description: str) -> str:
    return (description or "").strip().split("\n\n", 1)[0][:300]


def stated_facts(turn: str) -> list[str]:
    """The statements of ``turn`` worth remembering (see the module docstring), else ``[]``."""
    text = (turn or "").strip()
    if not text or len(text) > MAX_TURN_CHARS:
        return []
    sentences = [s.strip() for s in _SENTENCE_RE.findall(text) if s.strip()]
    if any(s.endswith(("?", "？")) or _CUE.asks.match(s) for s in sentences):
        return []
    asked_to_remember = any(_CUE.remember.search(s) for s in sentences)
    facts = [s for s in sentences if not _CUE.remember_only.match(s) and not _CUE.greeting_only.match(s)]
    if not facts or not (asked_to_remember or any(_CUE.about_user.search(s) for s in facts)):
        return []
    return facts


def call_args(spec: ToolSpec, facts: list[str]) -> dict[str, str] | None:
    """The arguments that save ``facts`` with ``spec`` (see the module docstring), or ``None``."""
    props = (spec.parameters or {}).get("properties") or {}
    required = list((spec.parameters or {}).get("required") or props)
    args: dict[str, str] = {}
    content_field = None
    for name in required:
        kind = (props.get(name) or {}).get("type")
        if kind not in (None, "string"):
            return None
        if content_field is None and _CUE.content_field.search(name):
            content_field = name
            args[name] = " ".join(facts)
        elif _CUE.source_field.search(name):
            args[name] = SOURCE_NOTE
        else:
            return None
    return args if content_field else None


def acknowledgement(name: str | None = None) -> str:
    """The reply after the memory is stored."""
    return f"Nice to meet you, {name}! I'll remember that." if name else "Thanks for telling me! I'll remember that."
