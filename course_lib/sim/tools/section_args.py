"""A tool's required argument that is an enum of sections, for a question that names none by its
word (issue 26; the sixty-first set's ZL1): ``railway_info(section: Literal["timetable", "fares",
"rules"])`` asked "what time is the last train on a wednesday" is called with ``"timetable"``, the
section whose word holds the question's kind of ask, never with an empty string outside the enum
(the tool's validation error, then no answer).

- ``section_value(schema, question, only_tool)``: the listed value whose word holds the one kind
  of ask the question makes (a time: "timetable", "hours"; an amount: "fares", "prices"; a
  permission: "rules", "policies"); when the question makes no such ask, or several, the listed
  value that is the whole source ("general", "overview") where the tool is the only one offered and
  the enum its one argument (``only_tool``, the caller's reading);
  else ``None`` (the caller's limit).

Limit: a question whose ask picks no section ("is there parking at the halt") keeps the caller's
limit, the call made with the schema's safe value; a listed value there would be a guess, and the
reply read from that section a right-looking one beside a limit.

The kinds' cues and section words are data: ``data/sim/section_args.yaml``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

__all__ = ["section_value"]

DATA = "section_args.yaml"


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, tuple[re.Pattern, frozenset[str]]], frozenset[str]]:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    kinds, general = data.get("kinds"), data.get("general")
    if not isinstance(kinds, dict) or not isinstance(general, list):
        raise ValueError(f"{DATA}: 'kinds' must be a mapping and 'general' a list")
    read_kinds = {}
    for kind, entry in kinds.items():
        if not isinstance(entry, dict) or not entry.get("asked") or not isinstance(entry.get("held"), list):
            raise ValueError(f"{DATA}: kind '{kind}' needs 'asked' (a pattern) and 'held' (a list)")
        read_kinds[str(kind)] = (re.compile(str(entry["asked"]), re.IGNORECASE),
                                 frozenset(str(w).lower() for w in entry["held"]))
    return read_kinds, frozenset(str(w).lower() for w in general)


def _listed(schema: dict) -> list[str]:
    values = schema.get("enum")
    if not values:
        for alt in schema.get("anyOf") or ():
            if isinstance(alt, dict) and alt.get("enum"):
                values = alt["enum"]
                break
    return [v for v in values or () if isinstance(v, str)] if values and all(isinstance(v, str) for v in values) else []


def _word(value: str) -> str:
    return re.sub(r"[_\-\s]+", " ", value).strip().lower()


def section_value(schema: dict, question: str, only_tool: bool) -> Any:
    """The listed section the question's one kind of ask picks, else the whole-source section of
    the only tool offered, else ``None`` (module docstring)."""
    values = _listed(schema)
    if len(values) < 2:
        return None
    kinds, general = _tables()
    asked = [held for pattern, held in kinds.values() if pattern.search(question)]
    if len(asked) == 1:
        picked = [v for v in values if _word(v) in asked[0]]
        if len(picked) == 1:
            return picked[0]
    if only_tool:
        whole = [v for v in values if _word(v) in general]
        if len(whole) == 1:
            return whole[0]
    return None

