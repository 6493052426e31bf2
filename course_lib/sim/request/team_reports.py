"""Other agents' reports in a conversation: named human messages after the user's request.

A multi-agent graph (a supervisor and its workers) puts each worker's result back into the shared
conversation as a human message carrying the worker's name (``HumanMessage(content=...,
name="search")``); the user's own request has no name. A model reads such a message as a team
member's report, not as a new request from the user: the question stays the user's latest
request, and what the reports say is material gathered for it.

``split(messages)`` returns the messages without those reports, and the reports as ``(name,
text as sent)``: the named human messages after the latest human message that has no name, when the
conversation's last human message is named. A conversation whose human messages all carry a name
(a user called "Lance" throughout) has no reports. Nothing runs at import.
"""

from __future__ import annotations

from langchain_core.messages import BaseMessage, HumanMessage


def _name(message: BaseMessage) -> str:
    return str(getattr(message, "name", None) or "").strip()


def split(messages: list[BaseMessage]) -> tuple[list[BaseMessage], list[tuple[str, str]]]:
    """``(messages without the reports, [(reporter's name, report text), ...])``."""
    humans = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    if not humans or not _name(messages[humans[-1]]):
        return messages, []
    unnamed = [i for i in humans if not _name(messages[i])]
    if not unnamed:
        return messages, []
    request = unnamed[-1]
    reports = [i for i in humans if i > request]
    if not reports:
        return messages, []
    kept = [m for i, m in enumerate(messages) if i not in set(reports)]
    return kept, [(_name(messages[i]), _text(messages[i])) for i in reports if _text(messages[i]).strip()]


def _text(message: BaseMessage) -> str:
    """A message's text as sent (a string, or the text parts of a list)."""
    content = message.content
    if isinstance(content, str):
        return content
    return "\n".join(p if isinstance(p, str) else str(p.get("text", "")) for p in content
                     if isinstance(p, str) or (isinstance(p, dict) and p.get("type") == "text"))
