"""Values a follow-up carries over from earlier in the conversation (issue 26).

"Convert 80 GBP to EUR." ... "And 120?": a model calls the converter again with 120, GBP and
EUR; the follow-up gives only the amount. Here a required argument the question gives no value
for (``tool_args.guessed_required``) takes:

1. the value the model passed to the same tool earlier in the conversation (the latest call);
2. else, for a short follow-up ("And 120?", "Actually make it 6:45."), the value the user's
   previous message gives it, read by the same field readers as a question.

3. else the value the request's context gives it (``from_context``): the system message ("Signed-in
   member: M-20418") and the user's earlier turns, read by the same field readers, a later one
   winning; only a typed value (an id, a number, a date or time: ``tool_args.surely_absent``'s
   kinds) that the text gives by its type, never free text.

Nothing else is carried: an earlier turn that gave no value of the argument's kind gives none
now, so the call keeps its stated limit (or its question back) instead of a guess.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from course_lib.sim.request.reading import ToolSpec

MAX_FOLLOW_UP_WORDS = 8  # a follow-up that leans on the previous message is short
MAX_CONTEXT_CHARS = 2000  # of one context text (the system message, an earlier turn) read for values
MAX_CONTEXT_TEXTS = 8  # context texts read, the latest first
_EMPTY = (None, "", [], {})


def _given(value: Any) -> bool:
    return not any(value is e or value == e for e in _EMPTY) and value is not False


def follow_up(question: str) -> bool:
    """A short message that leans on the previous one ("And 120?", "Make it 6:45 instead.")."""
    return 0 < len(re.findall(r"\w+", question)) <= MAX_FOLLOW_UP_WORDS


def carried_over(
    spec: ToolSpec,
    question: str,
    missing: list[str],
    earlier_calls: tuple[tuple[str, dict], ...],
    turns: tuple[tuple[str, str], ...],
) -> dict[str, Any]:
    """``{argument: value}`` for those of ``missing`` that the conversation already set."""
    from course_lib.sim.tools import tool_args

    carried: dict[str, Any] = {}
    previous = next((args for name, args in reversed(earlier_calls) if name == spec.name), None)
    if previous:
        carried.update({m: previous[m] for m in missing if _given(previous.get(m))})
    left = [m for m in missing if m not in carried]
    last_human = next((text for role, text in reversed(turns) if role == "human"), "")
    if left and last_human and follow_up(question):
        args = tool_args.fill_args(spec, last_human, last_human)
        guessed_then = set(tool_args.guessed_required(spec, last_human, last_human))
        carried.update({m: args[m] for m in left if m not in guessed_then and _given(args.get(m))
                        and args[m] != last_human and not _second_value(spec, m, args[m], last_human)})
    return carried


def from_context(spec: ToolSpec, missing: list[str], texts: list[str]) -> dict[str, Any]:
    """``{argument: value}`` for those of ``missing`` that a context text gives by its type (the
    system message, the user's earlier turns; ``texts`` oldest first, a later one wins): an id, a
    number, a date or a time the field readers read there and do not guess."""
    from course_lib.sim.tools import tool_args

    typed = [m for m in missing if tool_args.is_typed_value(spec, m)]
    found: dict[str, Any] = {}
    for text in [t[:MAX_CONTEXT_CHARS] for t in texts if t and t.strip()][-MAX_CONTEXT_TEXTS:]:
        if not typed:
            break
        args = tool_args.fill_args(spec, text, text)
        guessed = set(tool_args.guessed_required(spec, text, text))
        found.update({m: args[m] for m in typed if m not in guessed and _given(args.get(m)) and args[m] != text
                      and _labelled(m, args[m], text) and not _second_value(spec, m, args[m], text)})
    return found


_GENERIC_NAME_WORDS = frozenset("id no num number code ref reference key value new old the of".split())
_LABEL_REACH = 40  # characters before a value that may hold its label ("Signed-in member: M-20418")


def _labelled(name: str, value: Any, text: str) -> bool:
    """A context text gives ``value`` under a label of the argument's own words: "Signed-in
    member: M-20418" for member_number, "my order number is 88213" for order_id; a passenger id
    is no ticket number, a flight's figure no count."""
    from course_lib.sim.words.text import stem

    words = {stem(w) for w in re.split(r"[_\W]+", name.lower()) if w and w not in _GENERIC_NAME_WORDS}
    if not words:
        return False
    shown = str(value)
    chinese = {zh for word in words for zh in _zh_field_words().get(word, ())}
    for m in re.finditer(re.escape(shown), text, re.IGNORECASE):
        before = text[max(0, m.start() - _LABEL_REACH): m.start()].lower()
        if words & {stem(w) for w in re.findall(r"[a-z]+", before)}:
            return True
        if chinese and any(zh in before for zh in chinese):  # "会员号是 M-88213" for member_id
            return True
    return False


@lru_cache(maxsize=1)
def _zh_field_words() -> dict[str, tuple[str, ...]]:
    """{an argument word's stem: the Chinese words that label its value} (lexicon ``field_words_zh``)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import stem

    found: dict[str, list[str]] = {}
    for pair in sorted(lexicon("field_words_zh")):
        word, _, zh = pair.partition("/")
        found.setdefault(stem(word), []).append(zh)
    return {k: tuple(v) for k, v in found.items()}


def _second_value(spec: ToolSpec, name: str, value: Any, text: str) -> bool:
    """``text`` gives ``name`` another value beside ``value`` ("Compare the Seaview Hotel and the
    Grand Pier Hotel": which hotel "it" is, is not known): read again with ``value`` taken out."""
    from course_lib.sim.tools import tool_args

    if not isinstance(value, str) or value not in text:
        return False
    rest = text.replace(value, " ", 1)
    again = tool_args.fill_args(spec, rest, rest).get(name)
    if not (_given(again) and isinstance(again, str) and again != rest and again.lower() != value.lower()
            and name not in tool_args.guessed_required(spec, rest, rest)):
        return False
    first, second = re.escape(value), re.escape(again)  # named together: "X and Y", "X or the Y", "X, Y"
    joined = r"\s*(?:,|\band\b|\bor\b|\bvs\.?|\bversus\b|/|&)\s*(?:the\s+)?"
    return bool(re.search(rf"{first}{joined}{second}|{second}{joined}{first}", text, re.IGNORECASE))


def completes(spec: ToolSpec, question: str, previous: str) -> bool:
    """A short follow-up ``question`` gives a required value of ``spec`` that the user's
    ``previous`` request lacked ("I'm after a table for six at Casa Lupo." ... "Great, book
    Saturday."): the follow-up completes that request. A follow-up that gives none of the
    missing values ("Who wrote Hamlet?", "Thanks!") is a new question."""
    from course_lib.sim.tools import tool_args

    if not follow_up(question):
        return False
    missing_then = tool_args.guessed_required(spec, previous, previous)
    missing_now = set(tool_args.guessed_required(spec, question, question))
    return any(m not in missing_now for m in missing_then)


__all__ = ["MAX_FOLLOW_UP_WORDS", "carried_over", "completes", "follow_up", "from_context"]
