"""Answers read from record formats by their own readers (issue 26; notebook 02's grounded answers
over a learner's own pasted records): a timetable grid followed down a run's column
(``time_grids``), a firewall rule listing read as rules (``firewall_rules``), "who did X" over a
chat copy (``chat_records``). Each reader gives an answer (text and the rule that made it), an
``Unsure`` with why, or ``None``; here the first that answers makes the reply: its text with the
prompt's sources, or a stated documents limit with the reader's reason. ``record_answers.TABLE``
tries this as its "format" row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from course_lib.sim import chat_records, explain, firewall_rules, limits, time_grids


@dataclass(frozen=True)
class _Spanned:
    text: str
    rule: str = chat_records.SPAN_RULE


def _chat_span(question: str, bodies: list[str]) -> Any:
    """``chat_records.span`` over chat copies whose authors the sent text's headers give (a span
    over a chat read as written is the "chat span" row's of ``record_answers.TABLE``, tried before this)."""
    found = chat_records.span(question, bodies)
    return _Spanned(found.text()) if isinstance(found, chat_records.Span) else found


# what each reader cannot do when unsure, and what a real model would do instead
_READERS: tuple[tuple[Callable[[str, list[str]], Any], str, str], ...] = (
    (time_grids.read, "read the timetable for this run",
     "follow the run's column to the place asked, or say the timetable does not tell"),
    (firewall_rules.read, "tell from the rule listing whether this is let through",
     "match the service's port and the network asked against the rules in order, or say which is unknown"),
    (chat_records.who, "tell who in the chat did this",
     "read the messages that say it was done and name their author, or say the chat does not tell"),
    (_chat_span, "work out how long it took from the chat",
     "read the author's messages on the act and the one saying it is done, or say the chat does not hold them"),
)
_HEADED = (chat_records.who, _chat_span)  # readers of chats, given the sent text's header lines back


def answer(request: Any, cite: Callable[[str, Any], str]) -> str | None:
    """The reply the first format reader gives the request's question over its documents; ``None``
    when none reads them (or the request is not in English)."""
    if request.language != "en":
        return None
    bodies = [d.body for d in request.documents if hasattr(d, "body")]
    if not bodies:
        return None
    sent = getattr(request, "sent", ())
    for read, cannot, real in _READERS:
        if read in _HEADED and sent and chat_records.asks(request.search_question):  # (a Slack copy's authors, from the text as sent)
            found = read(request.search_question, [chat_records.with_headers(b, sent) for b in bodies])
        else:
            found = read(request.search_question, bodies)
        if found is None:
            continue
        if hasattr(found, "reason") and not hasattr(found, "text"):
            explain.rule(f"{read.__module__.rsplit('.', 1)[-1]}: unsure", why=found.reason)
            return limits.state(cannot, found.reason, real, kind="documents")
        explain.rule(found.rule, answer=found.text)
        return cite(found.text, request)
    return None
