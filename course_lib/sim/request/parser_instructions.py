"""An output parser's format instructions in a prompt: the reply's schema, not material to read.

``PydanticOutputParser(pydantic_object=X).get_format_instructions()`` (and ``JsonOutputParser``'s
with a ``pydantic_object``) put LangChain's fixed text into the prompt: "The output should be
formatted as a JSON instance that conforms to the JSON schema below.", an example schema with a
"foo" list and its instance, then "Here is the output schema:" and X's JSON schema in a code fence.
A model replies with an object of X's schema; the example's "foo" is no key to fill and the
schema's words ("properties", "title") are no part of the question or the documents.

``block(text)`` finds that text (its wording is the library's constant, in data/sim/patterns.yaml
``parser_instructions``) and reads the schema after it; ``without(text, found)`` is the text with
the block cut out, so the rest of the prompt (the task, the documents) is read as written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("parser_instructions")  # data/sim/patterns.yaml
_REACH = 2000  # characters from the opening sentence to the schema's lead line (the example sits between)


@dataclass(frozen=True)
class Block:
    """The format instructions found: where they stand in the text and the schema they give."""

    start: int
    end: int
    schema: dict


def block(text: str) -> Block | None:
    """The parser's format instructions in ``text`` with the schema they end with, or ``None``
    (no such instructions, a schema that is not a JSON object with properties, or one with a list
    field: items picked out of the material, such as the ids and verbatim segments of the documents
    used, are no reply the simulator composes; the instructions are then read as before, and their
    reader states the limit: tests/thirdparty/test_rag_techniques_reliable_rag.py's highlight)."""
    found = _stated(text)
    if found is None:
        return None
    opening, close, schema = found
    if any(_is_list(p) for p in schema["properties"].values()):
        return None  # lists of items picked out of the material (doc ids, verbatim segments): left to the limit
    start = opening.start()
    strict = _CUE.strict_list.search(text[:start])  # "STRICT OUTPUT FORMAT:" and its list, right before
    if strict:
        start = strict.start()
    return Block(start, close.end(), schema)


def stated_schema(text: str) -> dict | None:
    """The JSON schema the parser's format instructions in ``text`` end with, list fields and all,
    or ``None`` (no such instructions, or no object schema with properties after them)."""
    found = _stated(text)
    return found[2] if found is not None else None


def _stated(text: str):
    """(the opening's match, the closing fence's match, the schema) of the format instructions in ``text``."""
    if not isinstance(text, str):
        return None
    opening = _CUE.opening.search(text)
    if not opening:
        return None
    lead = _CUE.schema_lead.search(text, opening.end(), opening.end() + _REACH)
    if not lead:
        return None
    close = _CUE.schema_close.search(text, lead.end())
    if not close:
        return None
    try:
        schema = json.loads(text[lead.end() : close.start()])
    except ValueError:
        return None
    if not isinstance(schema, dict) or not isinstance(schema.get("properties"), dict) or not schema["properties"]:
        return None
    return opening, close, schema


def _is_list(prop: object) -> bool:
    """A schema property that holds a list: ``"type": "array"``, a type list naming it (``["array", "null"]``), or an
    ``anyOf`` / ``oneOf`` with an array (Pydantic's ``Optional[list[str]]``)."""
    if not isinstance(prop, dict):
        return False
    kind = prop.get("type")
    if kind == "array" or (isinstance(kind, list) and "array" in kind):
        return True
    return any(_is_list(p) for key in ("anyOf", "oneOf") if isinstance(prop.get(key), list) for p in prop[key])


def without(text: str, found: Block) -> str:
    """``text`` with the format instructions ``found`` in it cut out."""
    return text[: found.start] + text[found.end :]
