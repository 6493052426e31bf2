"""A structured output whose one field is a union of object schemas is a choice among them, made
as a tool choice (issue 26, the twenty-second batch of ports).

LangChain's how-to and the courses that copy it wrap several schemas in one field,
``final_output: Union[ConversationalResponse, SearchQuery, WeatherLoc, UserInfo]``, and branch on
the type the model filled: a conversational reply, or the arguments of a search, a weather
look-up, a database insert. The simulator resolved every ``anyOf`` to its first member, so every
request got the conversational reply (a stated limit where it could not answer, and a wrong kind
of reply where a member fitted). Now each member is read as a tool (its title, its description,
its fields) and the agent's own first step chooses: a call is that member filled with the call's
arguments (any limit the choice stated stays stated); no call, the member with one text field (a
reply to write) gets the step's text; otherwise ``None`` (the caller fills the schema as before).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from course_lib.sim.request.reading import Request, ToolSpec

__all__ = ["union_field", "chosen"]


def _resolved(schema: dict, defs: dict) -> dict:
    ref = schema.get("$ref")
    return _resolved(defs.get(ref.split("/")[-1], {}), defs) if ref else schema


def union_field(parameters: dict) -> tuple[str, list[dict]] | None:
    """``(field, members)`` when ``parameters`` has exactly one field and it is a union of two or
    more object schemas (each resolved, with the schema's ``$defs``), else ``None``."""
    props = parameters.get("properties") or {}
    if len(props) != 1:
        return None
    (name, field), = props.items()
    defs = parameters.get("$defs") or parameters.get("definitions") or {}
    options = field.get("anyOf") or field.get("oneOf") or []
    members = [_resolved(o, defs) for o in options]
    members = [m for m in members if m.get("type") == "object" and m.get("properties")]
    if len(members) < 2 or len(members) != len([o for o in options if _resolved(o, defs).get("type") != "null"]):
        return None
    return name, [{**m, "$defs": defs} if defs else m for m in members]


def _spec(member: dict, index: int) -> ToolSpec:
    name = member.get("title") or f"option_{index}"
    return ToolSpec(name=name, description=member.get("description") or "", parameters=member)


def _text_member(members: list[dict]) -> dict | None:
    """The one member whose only field is a string: the reply written as text."""
    texts = [m for m in members if len(m["properties"]) == 1
             and next(iter(m["properties"].values())).get("type") == "string"]
    return texts[0] if len(texts) == 1 else None


def chosen(parameters: dict, request: Request, step) -> dict[str, Any] | None:
    """The schema's value with its union field filled by the member the agent's first step chooses
    (``step(request)`` -> an object with ``text`` and ``calls``), or ``None`` (see the module)."""
    found = union_field(parameters)
    if found is None:
        return None
    field, members = found
    specs = [_spec(m, i) for i, m in enumerate(members)]
    as_tools = dataclasses.replace(request, tools=specs, tool_choice=None, structured=True)
    result = step(as_tools)
    if result.calls:
        name, args = result.calls[0]
        return {field: dict(args)} if any(s.name == name for s in specs) else None
    text_member = _text_member(members)
    if text_member is None or not (result.text or "").strip():
        return None
    return {field: {next(iter(text_member["properties"])): result.text}}
