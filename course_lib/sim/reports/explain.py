"""Why the simulator replied as it did: every reply explains itself (notebook 00).

While the simulator works on a reply, its rules note what they decided here: the task it
recognised (with the score of every task it weighed and the cues that scored), the rule that
fired, and its evidence (matched words and scores, the document sentences it chose, the tools'
or options' scores). The note travels with the reply in
``response_metadata["explanation"]``, and the model keeps the last few, so

    from course_lib.sim.reports.explain import explain
    explain(llm)            # the last reply of this model (e.g. the last call of a graph)
    explain(result)         # the last AI message of a graph's result or a message list

prints it. ``explanation_of(...)`` returns the same as a dict.
"""

from __future__ import annotations

import contextvars
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_CURRENT: contextvars.ContextVar[dict | None] = contextvars.ContextVar("sim_explanation", default=None)
MAX_ITEMS = 8  # lists in the evidence are cut to this many entries


@contextmanager
def collecting() -> Iterator[dict]:
    """Collect the notes of one reply into a fresh dict."""
    note: dict[str, Any] = {"task": None, "rule": None, "evidence": {}, "limit": None}
    token = _CURRENT.set(note)
    try:
        yield note
    finally:
        _CURRENT.reset(token)


def task(name: str, **evidence: Any) -> None:
    """The task recognised (the first call wins: later ones are sub-steps, kept as evidence)."""
    note = _CURRENT.get()
    if note is None:
        return
    if note["task"] is None:
        note["task"] = name
    else:
        note["evidence"].setdefault("subtasks", []).append(name)
    for key, value in evidence.items():
        note["evidence"][key] = _short(value)


def rule(text: str, **evidence: Any) -> None:
    """The rule that fired (the last call wins) and its evidence."""
    note = _CURRENT.get()
    if note is None:
        return
    note["rule"] = text
    for key, value in evidence.items():
        note["evidence"][key] = _short(value)


def evidence(**items: Any) -> None:
    """More evidence for the current reply."""
    note = _CURRENT.get()
    if note is None:
        return
    for key, value in items.items():
        note["evidence"][key] = _short(value)


def limit(text: str, kind: str = "", *, replace: bool = False) -> None:
    """A limit the simulator states for this reply (one sentence; see ``limits``): the first
    call wins, as the first rule that gave up is the one that decided the reply, unless a later
    rule knows the cause better (``replace``)."""
    note = _CURRENT.get()
    if note is not None and (replace or not note.get("limit")):
        note["limit"] = text
        note["limit_kind"] = kind


def withdraw_limit() -> None:
    """Take back the limit stated so far for this reply: a later rule made the reply the earlier
    one gave up on (a tool called by its arguments' kinds where its words met nothing)."""
    note = _CURRENT.get()
    if note is not None:
        note["limit"] = None
        note["limit_kind"] = None


def stated_limit() -> str | None:
    """The limit stated so far for the reply being made (``None`` outside a reply)."""
    note = _CURRENT.get()
    return note.get("limit") if note is not None else None


def current_rule() -> str | None:
    """The rule that decided the reply being made so far (``None`` outside a reply or before one)."""
    note = _CURRENT.get()
    return note.get("rule") if note is not None else None


def noted(key: str) -> Any:
    """The evidence ``key`` noted so far for the reply being made (``None`` if none)."""
    note = _CURRENT.get()
    return note["evidence"].get(key) if note is not None else None


def _short(value: Any) -> Any:
    if isinstance(value, dict):
        items = list(value.items())
        return {str(k): _short(v) for k, v in items[:MAX_ITEMS * 2]}
    if isinstance(value, list | tuple | set | frozenset):
        seq = sorted(value, key=str) if isinstance(value, set | frozenset) else list(value)
        return [_short(v) for v in seq[:MAX_ITEMS]]
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, str) and len(value) > 300:
        return value[:297] + "..."
    return value


# --- reading it back -------------------------------------------------------------------------


def explanation_of(obj: Any) -> dict | None:
    """The explanation of the last simulated reply in ``obj``: a chat model (its last reply), an
    AI message, a list of messages, or a graph state with ``messages``; ``None`` if none."""
    last = getattr(obj, "last_explanations", None)
    if isinstance(last, list):
        return last[-1] if last else None
    bound = getattr(obj, "bound", None)  # a model with tools or a structured output bound
    if bound is not None and bound is not obj:
        return explanation_of(bound)
    first = getattr(obj, "first", None)  # a prompt | model chain
    if first is not None:
        for step in [first, *getattr(obj, "middle", []), getattr(obj, "last", None)]:
            found = explanation_of(step) if step is not None and step is not obj else None
            if found:
                return found
    metadata = getattr(obj, "response_metadata", None)
    if isinstance(metadata, dict):
        return metadata.get("explanation")
    if isinstance(obj, dict):
        if "explanation" in obj and "task" in obj.get("explanation", {}):
            return obj["explanation"]
        messages = obj.get("messages")
        return explanation_of(messages) if messages else None
    if isinstance(obj, list | tuple):
        for item in reversed(obj):
            found = explanation_of(item) if hasattr(item, "response_metadata") else None
            if found:
                return found
    return None


def format_explanation(note: dict) -> str:
    lines = [f"Task:     {note.get('task')}", f"Rule:     {note.get('rule')}"]
    if note.get("limit"):
        lines.append(f"Limit:    {note['limit']}")
    for key, value in (note.get("evidence") or {}).items():
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        lines.append(f"{key + ':':<10}{text}")
    return "\n".join(lines)


def explain(obj: Any) -> None:
    """Print why the simulator gave its last reply in ``obj`` (see ``explanation_of``)."""
    note = explanation_of(obj)
    if note is None:
        print("No explanation: only the course's simulator explains its replies.")
        return
    print(format_explanation(note))
