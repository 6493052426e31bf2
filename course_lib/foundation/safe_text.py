"""Text made safe where it enters the library: questions, notes, tool output, model replies.

A Python string can hold what no file, socket or tokenizer accepts: a lone surrogate
(``"\\ud800"``, what a broken paste, a bad terminal or ``surrogateescape`` decoding leaves),
a surrogate pair written as two code points, a NUL character. Any of them raises
``UnicodeEncodeError`` (or worse) deep inside whatever meets it first. :func:`safe_text`
repairs a string once, at the boundary: a pair becomes the character it encodes, a lone
surrogate becomes U+FFFD (the replacement character), a NUL is dropped. Everything else,
including every valid character of every script, passes unchanged (and a string that needs
nothing is returned as it is, at the cost of one encode).

:func:`question_text` is the boundary for a question (``ask``, pipelines, the CLI): not text
or nothing but whitespace is refused with one sentence, before any model call.
:func:`safe_messages` repairs the strings of chat messages (content, content blocks, tool-call
arguments) for a model's input. Introduced with the pipelines (notebook 01).
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.foundation.errors import CourseError

REPLACEMENT = "\ufffd"
_LONE = re.compile(r"[\ud800-\udfff]")
_UNSAFE = re.compile(r"[\ud800-\udfff\x00]")


def safe_text(text: str) -> str:
    """``text`` with surrogates repaired (pairs joined, lone ones replaced) and NULs dropped."""
    if text.isascii() and "\x00" not in text:
        return text
    if not _UNSAFE.search(text):
        return text
    if "\x00" in text:
        text = text.replace("\x00", "")
    # A pair written as two code points is one character: join it, then replace what is left.
    joined = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return _LONE.sub(REPLACEMENT, joined)


def safe_value(value: Any) -> Any:
    """``value`` with every string in it made safe (dicts, lists and tuples walked)."""
    if isinstance(value, str):
        return safe_text(value)
    if isinstance(value, dict):
        return {safe_value(k): safe_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [safe_value(v) for v in value]
    if isinstance(value, tuple):
        return tuple(safe_value(v) for v in value)
    return value


def has_unsafe_text(value: Any) -> bool:
    """True if a string in ``value`` (dicts, lists, tuples walked) needs :func:`safe_text`."""
    if isinstance(value, str):
        if value.isascii():  # no surrogate is ASCII: only a NUL can be (a regex scan of a tool
            return "\x00" in value  # result's 8,000 characters took a hundred times as long)
        return bool(_UNSAFE.search(value))
    if isinstance(value, dict):
        return any(has_unsafe_text(k) or has_unsafe_text(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(has_unsafe_text(v) for v in value)
    return False


def safe_message(message: Any) -> Any:
    """A chat message whose content, name and tool-call arguments are safe (a copy if any
    needed repair, else the message itself)."""
    fields = {name: getattr(message, name, None) for name in ("content", "name", "tool_calls")}
    if not any(has_unsafe_text(v) for v in fields.values() if v is not None):
        return message
    update = {name: safe_value(v) for name, v in fields.items() if v is not None and has_unsafe_text(v)}
    try:
        return message.model_copy(update=update)
    except AttributeError:  # not a pydantic message: leave it to whoever made it
        return message


def safe_messages(messages: list) -> list:
    """:func:`safe_message` of each message."""
    return [safe_message(m) for m in messages]


def question_text(question: Any, *, where: str = "The question") -> str:
    """The question, made safe; one sentence if it is not text or holds nothing but whitespace."""
    if not isinstance(question, str):
        raise CourseError(f"{where} must be text (a str), not {type(question).__name__}: pass the "
                          "question in quotes.")
    text = safe_text(question)
    if not text.strip() or not text.replace(REPLACEMENT, "").strip():
        shown = "empty" if not question else "only whitespace or unreadable characters"
        raise CourseError(f"{where} is {shown}: type a question, for example "
                          "'How does asyncio.wait decide when to return?'.")
    return text


__all__ = ["REPLACEMENT", "has_unsafe_text", "question_text", "safe_message", "safe_messages", "safe_text", "safe_value"]
