"""A tool result of JSON fragments, read as the JSON it is a part of (issue 26, task fix50b).

A learner's lookup tool often returns the parts of a JSON file it matched, one top-level key a line
(``"cars": [...]`` / ``"rules": {...}``), or one JSON object a line (a JSON Lines dump). Neither
parses as JSON whole, so the records readers never saw them and the agent showed them as they
came ("Here is what I found: ..."), which a response format then took as its answer. Here such a
result is put back together: key lines wrapped in ``{ ... }`` as one object, object lines as a
list. ``wrapped`` gives that JSON text (``None`` for anything else: one JSON value, prose, the
course's ``key: value | key: value`` record lines). Gated cheaply: every line must open with ``"``
or ``{``. Bounded by ``_MAX_CHARS``.
"""

from __future__ import annotations

import json
import re

_MAX_CHARS = 20_000
_KEY_LINE_RE = re.compile(r'^"(?:\\.|[^"\\])+"\s*:\s*\S')


def _lines(text: str) -> list[str]:
    return [line.strip().rstrip(",") for line in text.strip().splitlines() if line.strip()]


def _parses(text: str) -> object | None:
    try:
        return json.loads(text)
    except ValueError:
        return None


def wrapped(text: str) -> str | None:
    """The JSON text a fragment result is part of: top-level ``"key": value`` lines as one object,
    two JSON object lines or more as a list; ``None`` when ``text`` parses whole or is no such
    fragments."""
    body = text.strip()
    if not body or len(body) > _MAX_CHARS or body[0] not in '"{':
        return None
    lines = _lines(body)
    if len(lines) < 2 or _parses(body) is not None:
        return None  # one JSON value (a single object): its own readers have it
    if all(_KEY_LINE_RE.match(line) for line in lines):
        value = _parses("{" + ", ".join(lines) + "}")
        return json.dumps(value, ensure_ascii=False, indent=2) if isinstance(value, dict) else None
    if all(line.startswith("{") for line in lines):
        values = [_parses(line) for line in lines]
        if all(isinstance(v, dict) for v in values):
            return json.dumps(values, ensure_ascii=False)
    return None
