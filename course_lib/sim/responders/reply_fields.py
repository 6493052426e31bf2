"""The fields of a response-format tool beside its answer field, read from the agent's own reply
(issue 26, FIRST_SIGHT's response-format wrapper: ``create_agent``'s ``response_format`` bound as
a tool with ``tool_choice="any"``, called after the agent's searches).

The agent's reply goes into the answer field whole (``agent.answer_field_names``); every other
field is filled only on evidence the reply holds, never from the words of the results or of the
question, and never a value defaulted where the schema has none:

- a number, date, person, place ... field: the value of its kind the field-reader table
  (``values.field_readers.read_field``) reads from the reply; for money, only when the reply's
  lead ("£3.70: £1 + ...") or, lacking one there, the whole reply holds one amount of money
  (two prices quoted, "10p ... 40p", are no evidence for either);
- an enum field: the one option the reply names (``value_named``; two named, or none, is none);
- a boolean field: the reply's opening yes / no (data ``reply_fields.yaml``), when the field is
  the question's own yes/no (its words, less the flag's generic ones, share a word with the
  question's content words);
- a nested object: its fields by the same rules, the object ``None`` when it is optional and the
  reply gives none of them; free text and lists: nothing (the reply is already the answer field).

A field with no evidence gets the schema's safe value: its default, else ``None`` when it is
optional (a reply that holds no price leaves ``price_gbp`` ``None``, as a real model would), else
an enum's "unknown"-like option, else the type's empty value, and such a required field, or a
field whose reply holds several candidate values, is named in the limit the caller states. When the
agent's own reply stated a limit, no field beside the answer is read: each gets its safe value.

- ``filled(parameters, answer_fields, reply, question, limited=...)``: the tool's arguments and
  the fields left unknown (``Filled``).
- ``verdict(reply)``: the reply's opening yes (``True``) / no (``False``), else ``None``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from course_lib.sim.values.answer_fields import is_source_number_field, source_number
from course_lib.sim.values.field_readers import (
    AMOUNT_RE,
    Field,
    is_money_field,
    kind_of,
    read_field,
    value_named,
)
from course_lib.sim.words.cues import phrase_lists
from course_lib.sim.words.currencies import amount_number
from course_lib.sim.words.text import content_words, stem

DATA = "reply_fields.yaml"
_LEAD_CHARS = 40  # a reply's lead before its first colon: "£3.70: £1 + 15 x 18p"


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("yes_openings", "no_openings", "generic", "unknown_options"))


@dataclass
class Filled:
    args: dict[str, Any]
    unknown: list[str] = field(default_factory=list)  # safe values for want of evidence (dotted paths)
    unresolved: list[str] = field(default_factory=list)  # required and unknown, or several candidates


def verdict(reply: str) -> bool | None:
    """The yes (``True``) or no (``False``) a reply opens with ("No: the documents say ...",
    "不能。..."), else ``None``."""
    head = reply.strip().lstrip("\"'“「*").lower()
    for value, key in ((True, "yes_openings"), (False, "no_openings")):
        for word in sorted(_data()[key], key=len, reverse=True):
            if not head.startswith(word):
                continue
            rest = head[len(word):]
            if word.isascii():
                if not rest or re.match(r"[\s,.:;!—–-]", rest):
                    return value
            elif not rest or re.match(r"[\s,.:;!，。：；！、]", rest):
                return value
    return None


def _resolve(schema: dict, defs: dict) -> tuple[dict, bool]:
    """(the schema with its ``$ref`` / ``anyOf`` / ``allOf`` read, whether it admits null)."""
    nullable = False
    seen = 0
    while seen < 8:
        seen += 1
        if "$ref" in schema:
            schema = {**defs.get(schema["$ref"].split("/")[-1], {}), **{k: v for k, v in schema.items() if k != "$ref"}}
            continue
        if schema.get("allOf") and len(schema["allOf"]) == 1:
            schema = {**schema["allOf"][0], **{k: v for k, v in schema.items() if k != "allOf"}}
            continue
        options = schema.get("anyOf") or schema.get("oneOf")
        if options:
            others = [o for o in options if (o or {}).get("type") != "null"]
            nullable = nullable or len(others) < len(options)
            rest = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}
            schema = {**others[0], **rest} if len(others) == 1 else {**rest, "type": "string"}
            continue
        break
    kinds = schema.get("type")
    if isinstance(kinds, list):
        nullable = nullable or "null" in kinds
        rest = [k for k in kinds if k != "null"]
        schema = {**schema, "type": rest[0] if rest else "string"}
    return schema, nullable or ("default" in schema and schema["default"] is None)


def _empty(schema: dict) -> Any:
    kind = schema.get("type", "string")
    enum = schema.get("enum")
    if enum:
        return enum[0]
    return {"integer": 0, "number": 0, "boolean": False, "array": [], "object": {}}.get(kind, "")


def _unknown_option(enum: list) -> Any:
    words = {w.lower() for w in _data()["unknown_options"]}
    return next((v for v in enum if str(v).lower().replace("-", "_") in words or str(v).lower() in words), None)


def _lead(reply: str) -> str:
    """The reply's lead: the words before its first colon when they are short ("£3.70", "No"),
    else its first sentence."""
    head = reply.strip()
    colon = re.search(r"[:：]\s", head)
    if colon and colon.start() <= _LEAD_CHARS:
        return head[: colon.start()]
    end = re.search(r"[.!?。！？](?:\s|$)", head)
    return head[: end.start() + 1] if end else head


def _amounts(text: str) -> set[float]:
    from course_lib.sim.words.figure_forms import plain_figures
    from course_lib.sim.words.quantities import with_digits

    found = set()
    for m in AMOUNT_RE.finditer(with_digits(plain_figures(text))):
        value = amount_number(m)
        try:
            found.add(round(float(str(value).replace(",", "")), 4))
        except (TypeError, ValueError):
            continue
    return found


class _Reader:
    def __init__(self, reply: str, question: str, material: str, defs: dict):
        self.reply, self.question, self.material, self.defs = reply, question, material, defs
        self.asked = {stem(w.lower()) for w in content_words(question)}
        self.unknown: list[str] = []
        self.unresolved: list[str] = []
        self.several: list[str] = []  # fields whose reply holds several candidate values

    def safe(self, path: str, schema: dict, nullable: bool, required: bool, several: bool = False) -> Any:
        self.unknown.append(path)
        if several:
            self.unresolved.append(path)
            self.several.append(path)
        if "default" in schema:
            return schema["default"]
        if nullable:
            return None
        if schema.get("enum") and (option := _unknown_option(list(schema["enum"]))) is not None:
            return option
        if required:
            if path not in self.unresolved:
                self.unresolved.append(path)
        return _empty(schema)

    def value(self, path: str, name: str, raw: dict, required: bool, context: str = "") -> Any:
        schema, nullable = _resolve(raw or {}, self.defs)
        kind = schema.get("type", "string")
        description = " ".join(p for p in (str(schema.get("description") or ""), context) if p)
        if kind == "object" and schema.get("properties"):
            before, ambiguous = len(self.unknown), len(self.several)
            out = self.object(path, schema, context=description)
            inner = set(self.unknown[before:])
            needed = {f"{path}.{n}" for n in schema.get("required") or schema["properties"]}
            if (inner & needed or len(inner) >= len(schema["properties"])) and ("default" in schema or nullable):
                # an optional object the reply does not give whole is none, never half made of safe values
                several = len(self.several) > ambiguous
                del self.unknown[before:]
                self.unresolved = [p for p in self.unresolved if not p.startswith(path + ".")]
                del self.several[ambiguous:]
                return self.safe(path, schema, nullable, required, several=several)
            return out
        if kind == "integer" and is_source_number_field(name, description) and self.material:
            number = source_number(self.reply, self.material)
            return number if number is not None else self.safe(path, schema, nullable, required)
        enum = schema.get("enum")
        if enum:
            named = [v for v in enum if value_named([v], self.reply) == v]
            return named[0] if len(named) == 1 else self.safe(path, schema, nullable, required, several=len(named) > 1)
        if kind == "boolean":
            said = verdict(self.reply)
            if said is not None and self._about_question(name, description):
                return said
            return self.safe(path, schema, nullable, required)
        if kind in ("integer", "number"):
            return self.number(path, name, schema, description, nullable, required)
        if kind == "string" and kind_of(Field.of(name, description, "string", str(schema.get("format") or ""))) not in (
                None, "text"):
            found = read_field(name, description, "string", self.reply, str(schema.get("format") or ""))
            return found if isinstance(found, str) and found else self.safe(path, schema, nullable, required)
        return self.safe(path, schema, nullable, required)  # free text, lists: the reply is the answer field

    def number(self, path: str, name: str, schema: dict, description: str, nullable: bool, required: bool) -> Any:
        kind = schema.get("type")
        money = (is_money_field(name) or kind_of(Field.of(name, description, kind)) == "amount"
                 or any(is_money_field(w) for w in re.findall(r"[a-z]+", description.lower())))  # "value: the fare"
        if not money:
            found = read_field(name, description, kind, self.reply)
            ok = isinstance(found, int | float) and not isinstance(found, bool)
            return found if ok else self.safe(path, schema, nullable, required)
        for part in (_lead(self.reply), self.reply):
            amounts = _amounts(part)
            if len(amounts) == 1:
                found = read_field(name, description, kind, part)
                if isinstance(found, int | float) and not isinstance(found, bool):
                    return found
                value = next(iter(amounts))
                return int(round(value)) if kind == "integer" else value
            if len(amounts) > 1:
                return self.safe(path, schema, nullable, required, several=True)
        figure = read_field(name, description, kind, self.reply)  # "40p": a figure it cannot tie to the field
        return self.safe(path, schema, nullable, required, several=figure is not None)

    def _about_question(self, name: str, description: str) -> bool:
        generic = {stem(w) for w in _data()["generic"]}
        words = {stem(w.lower()) for w in content_words(f"{name.replace('_', ' ')} {description}")} - generic
        return bool(words & self.asked)

    def object(self, prefix: str, schema: dict, skip: tuple[str, ...] = (), context: str = "") -> dict[str, Any]:
        props = schema.get("properties") or {}
        required = set(schema.get("required") or [])
        out: dict[str, Any] = {}
        for name, raw in props.items():
            if name in skip:
                continue
            path = f"{prefix}.{name}" if prefix else name
            out[name] = self.value(path, name, raw if isinstance(raw, dict) else {}, name in required, context)
        return out


def filled(parameters: dict, answer_fields: list[str], reply: str, question: str, *, limited: bool,
           material: str = "") -> Filled:
    """The response-format tool's arguments: ``reply`` in each of ``answer_fields``, every other
    field read from ``reply`` on evidence (see the module's docstring), or its safe value; with
    ``limited`` (the reply stated a limit) every other field its safe value. ``material``: the text
    the reply was read from (the tool results), for a field naming the clause the answer quotes."""
    defs = parameters.get("$defs") or parameters.get("definitions") or {}
    reader = _Reader("" if limited else reply, question, material, defs)
    args = reader.object("", parameters, skip=tuple(answer_fields))
    if limited:  # the reply's own limit says what is unknown: no field beside it is a further limit
        reader.unresolved = []
    for name in answer_fields:
        args[name] = reply
    ordered = {name: args[name] for name in (parameters.get("properties") or {}) if name in args}
    return Filled(ordered, reader.unknown, reader.unresolved)
