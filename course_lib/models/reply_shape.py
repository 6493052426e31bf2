"""The shape of an OpenAI-compatible reply, checked field by field before any client reads it.

The OpenAI client and ``langchain_openai`` read a chat completion as if the server were
OpenAI: ``choices[0]``, ``message["role"]``, ``tool_calls[i]["function"]["name"]``,
``usage.get(...)``. A compatible server that sends JSON of another shape (an empty ``choices``
list, a ``usage`` string, a tool call without its function) makes them raise ``IndexError``,
``TypeError`` or a validation error from deep inside. Each function here walks every field
those clients read and returns what is wrong, in words (``"its 'choices' list is empty"``),
or ``None``; ``course_lib.models.endpoint`` refuses such a reply with one sentence naming the
endpoint. Used for real models (notebook 00, "Switching to a real model").
"""

from __future__ import annotations

from typing import Any

_TOKEN_FIELDS = ("prompt_tokens", "completion_tokens", "total_tokens")


def _kind(value: Any) -> str:
    return "null" if value is None else {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
                                         int: "a number", float: "a number"}.get(type(value), "something else")


def _usage_problem(usage: Any) -> str | None:
    if usage is None:
        return None
    if not isinstance(usage, dict):
        return f"its 'usage' is {_kind(usage)}, not an object"
    for name in _TOKEN_FIELDS:
        value = usage.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
            return f"its 'usage.{name}' is {_kind(value)}, not a number"
    return None


def _content_problem(content: Any, where: str) -> str | None:
    if content is None or isinstance(content, str):
        return None
    if isinstance(content, list) and all(isinstance(p, str | dict) for p in content):
        return None
    return f"{where}.content is {_kind(content)}, not text"


def _tool_calls_problem(calls: Any, where: str, *, streamed: bool) -> str | None:
    if calls is None:
        return None
    if not isinstance(calls, list):
        return f"{where}.tool_calls is {_kind(calls)}, not a list"
    for j, call in enumerate(calls):
        here = f"{where}.tool_calls[{j}]"
        if not isinstance(call, dict):
            return f"{here} is {_kind(call)}, not an object"
        function = call.get("function")
        if streamed:  # a chunk carries parts of a call: each field may be missing, not mistyped
            if function is not None and not isinstance(function, dict):
                return f"{here}.function is {_kind(function)}, not an object"
            if not isinstance(call.get("index", 0), int):
                return f"{here}.index is {_kind(call.get('index'))}, not a number"
            parts = function or {}
            for name in ("name", "arguments"):
                if parts.get(name) is not None and not isinstance(parts[name], str):
                    return f"{here}.function.{name} is {_kind(parts[name])}, not text"
            continue
        if not isinstance(function, dict):
            return f"{here} has no 'function' object"
        if not isinstance(function.get("name"), str):
            return f"{here}.function.name is {_kind(function.get('name'))}, not text"
        if not isinstance(function.get("arguments", ""), str | dict):
            return f"{here}.function.arguments is {_kind(function.get('arguments'))}, not text"
    return None


def _top_list(reply: Any, key: str) -> tuple[list, str | None]:
    """``reply[key]`` when the reply is a JSON object holding a list there; else the problem."""
    if not isinstance(reply, dict):
        return [], f"its JSON is {_kind(reply)}, not an object"
    items = reply.get(key)
    if not isinstance(items, list):
        return [], f"it has no '{key}' list"
    return items, None


def chat_completion_problem(reply: Any) -> str | None:
    """What is wrong with a ``/chat/completions`` reply, or None."""
    choices, problem = _top_list(reply, "choices")
    if problem:
        return problem
    if not choices:
        return "its 'choices' list is empty"
    return _choices_problem(choices, "choices", streamed=False) or _usage_problem(reply.get("usage"))


def chat_chunk_problem(event: Any) -> str | None:
    """What is wrong with one event of a streamed ``/chat/completions`` reply, or None."""
    if not isinstance(event, dict):
        return f"a stream event is {_kind(event)}, not an object"
    if "error" in event and "choices" not in event:
        return None  # the client reports the server's own error
    choices = event.get("choices")
    if not isinstance(choices, list):
        return "a stream event has no 'choices' list"
    # an empty list is allowed: the usage event has one
    return (_choices_problem(choices, "a stream event's choices", streamed=True)
            or _usage_problem(event.get("usage")))


def _choices_problem(choices: list, label: str, *, streamed: bool) -> str | None:
    """What is wrong with one choice of ``choices``, or None: each holds a ``message`` (a
    whole reply, with its role) or a ``delta`` (a stream event, role optional, may be absent)."""
    part = "delta" if streamed else "message"
    for i, choice in enumerate(choices):
        where = f"{label}[{i}]"
        if not isinstance(choice, dict):
            return f"{where} is {_kind(choice)}, not an object"
        body = choice.get(part, {}) if streamed else choice.get(part)
        if not isinstance(body, dict):
            return (f"{where}.delta is {_kind(body)}, not an object" if streamed
                    else f"{where} has no 'message' object")
        role = body.get("role")
        if not isinstance(role, str) and (role is not None or not streamed):
            return f"{where}.{part}.role is {_kind(role)}, not text"
        problem = (_content_problem(body.get("content"), f"{where}.{part}")
                   or _tool_calls_problem(body.get("tool_calls"), f"{where}.{part}", streamed=streamed))
        if problem:
            return problem
    return None


def embeddings_problem(reply: Any) -> str | None:
    """What is wrong with an ``/embeddings`` reply, or None."""
    data, problem = _top_list(reply, "data")
    if problem:
        return problem
    for i, item in enumerate(data):
        if not isinstance(item, dict):
            return f"data[{i}] is {_kind(item)}, not an object"
        vector = item.get("embedding")
        if isinstance(vector, str):  # base64, as the client may ask for
            continue
        if not isinstance(vector, list) or not vector:
            return f"data[{i}].embedding is {_kind(vector)}, not a list of numbers"
        if not all(isinstance(x, int | float) and not isinstance(x, bool) for x in vector):
            return f"data[{i}].embedding holds something that is not a number"
    return _usage_problem(reply.get("usage"))


__all__ = ["chat_chunk_problem", "chat_completion_problem", "embeddings_problem"]
