"""A completion handed back to be rewritten in the format the instructions ask for.

LangChain's ``OutputFixingParser`` and ``RetryOutputParser`` (and prompts of the same kind in other
words) give the model the parser's format instructions (a JSON schema), the earlier output under a
label ("Completion:", "Output:", "Previous response:") and a sentence that says it failed ("did not
satisfy the constraints", "could not be parsed", "invalid JSON"). When that output already holds
every value the schema asks for, only in another notation (a Python dict literal with single
quotes, JSON with a trailing text, ``key: value`` lines), the repair is the same values written as
the schema's JSON object: nothing to read, nothing to invent (tests/thirdparty/
test_langchain_output_fixing_retry.py, "Tom Hanks" / ``Forrest Gump``).

``repaired(text)`` is that object, or ``None`` when the text is no such prompt or the earlier output
is not the whole object: a key the schema lacks, a required key missing (the retry prompt's
``{"action": "search"}`` without ``action_input``: the value must come from somewhere else, and the
usual reply, with its stated limit, stands), a value of another type. Cues in data/sim/patterns.yaml
``completion_repair``.
"""

from __future__ import annotations

import ast
import json
import re

from course_lib.sim.request.parser_instructions import stated_schema
from course_lib.sim.words.cues import patterns

_CUE = patterns("completion_repair")  # data/sim/patterns.yaml
_FENCE_RE = re.compile(r"\A\s*```[A-Za-z]*[ \t]*\n(.*?)\n[ \t]*```\s*\Z", re.S)


def repaired(text: str) -> dict | None:
    """The schema's object written from the earlier output the prompt hands back, or ``None``."""
    if not isinstance(text, str):
        return None
    failed = _CUE.failed.search(text)
    if failed is None:
        return None
    schema = stated_schema(text)
    if schema is None:
        return None
    for earlier in _earlier_outputs(text, failed.start()):
        obj = _as_object(earlier)
        if obj is not None:
            return _fitted(obj, schema)
    return None


def _earlier_outputs(text: str, failed_at: int):
    """The texts under the output labels nearest the sentence that says the output failed: the last
    label before it ("Completion: ... Above, the Completion did not satisfy"), then the first after
    it ("could not be parsed. Previous output: ...")."""
    labels = list(_CUE.label.finditer(text))
    before = [m for m in labels if m.end() <= failed_at][-1:]
    after = [m for m in labels if m.start() >= failed_at][:1]
    for label in before + after:
        start = label.end()
        end = _CUE.end.search(text, start)
        out = text[start : end.start() if end else len(text)].strip()
        if out:
            yield out


def _as_object(text: str) -> dict | None:
    """``text`` read as an object: JSON, a Python literal, or ``key: value`` lines."""
    fenced = _FENCE_RE.match(text)
    if fenced:
        text = fenced.group(1).strip()
    for read in (json.loads, ast.literal_eval):
        try:
            value = read(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
        return value if isinstance(value, dict) else None
    lines = [line for line in text.splitlines() if line.strip()]
    obj = {}
    for line in lines:
        m = _CUE.key_line.match(line)
        if m is None or m.group(1).strip() in obj:
            return None
        obj[m.group(1).strip()] = m.group(2)
    return obj or None


def _fitted(obj: dict, schema: dict) -> dict | None:
    """``obj``'s values as the schema's types, every required key present and no other, or ``None``."""
    props = schema["properties"]
    required = set(schema.get("required") or props)
    if not set(obj) <= set(props) or not required <= set(obj):
        return None
    out = {}
    for key, prop in props.items():
        if key not in obj:
            continue
        value = _typed(obj[key], prop if isinstance(prop, dict) else {})
        if value is _UNFIT:
            return None
        out[key] = value
    return out


_UNFIT = object()
_INT_RE = re.compile(r"-?\d+")
_NUMBER_RE = re.compile(r"-?\d+(?:\.\d+)?")


def _typed(value, prop: dict):
    """``value`` as the property's type (a line's text read as the number or flag it writes), or ``_UNFIT``."""
    kind = prop.get("type")
    if kind == "string":
        return value if isinstance(value, str) and value.strip() else _UNFIT
    if kind == "integer":
        if isinstance(value, bool):
            return _UNFIT
        if isinstance(value, int):
            return value
        return int(value) if isinstance(value, str) and _INT_RE.fullmatch(value.strip()) else _UNFIT
    if kind == "number":
        if isinstance(value, bool):
            return _UNFIT
        if isinstance(value, (int, float)):
            return value
        if isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip()):
            text = value.strip()
            return float(text) if "." in text else int(text)
        return _UNFIT
    if kind == "boolean":
        if isinstance(value, bool):
            return value
        low = value.strip().lower() if isinstance(value, str) else ""
        return {"true": True, "false": False}.get(low, _UNFIT)
    if kind == "array":
        items = prop.get("items") if isinstance(prop.get("items"), dict) else {}
        if not isinstance(value, list):
            return _UNFIT
        typed = [_typed(v, items) for v in value]
        return _UNFIT if any(v is _UNFIT for v in typed) else typed
    return _UNFIT  # objects, references, unions: no rewriting by notation alone
