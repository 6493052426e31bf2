"""The items of a filled list field, checked against the schema's item type (notebook 04's
structured output; issue 26: right, or say it cannot).

A list of integers ("indices of selected documents") that a reader filled with words would crash
the program's own parsing (pydantic: "unable to parse string as an integer"), and a list of
strings whose every item is empty (``['']``: a sub-question made of nothing) would pass for an
answer. Either way nothing was read: the safe value ``[]`` with a stated limit. Numbers written as
text ("3") become numbers; empty strings beside real items are dropped.
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim.reports import limits

_NUMBER_RE = re.compile(r"-?\d+(?:\.\d+)?")


def _as_number(item: Any, item_type: str) -> int | float | None:
    if isinstance(item, bool):
        return None
    if isinstance(item, int | float):
        if item_type == "integer" and float(item) != int(item):
            return None
        return int(item) if item_type == "integer" else item
    if isinstance(item, str) and _NUMBER_RE.fullmatch(item.strip()):
        value = float(item.strip())
        if item_type == "integer":
            return int(value) if value == int(value) else None
        return value
    return None


def checked(name: str, value: Any, item_type: str) -> Any:
    """``value`` (a filled list field) as items of ``item_type`` ("integer", "number", "string");
    ``[]`` with a stated limit when an item cannot be of that type or every item is empty. Values
    that are not lists are returned as they are."""
    if not isinstance(value, list) or not value:
        return value
    if item_type in ("integer", "number"):
        numbers = [_as_number(item, item_type) for item in value]
        if all(n is not None for n in numbers):
            return numbers
        limits.state(
            f"fill the list of numbers '{name}'",
            "what its readers found there are words, not numbers, and no rule of it picks the numbers "
            "that list asks for",
            "choose the numbers by the field's meaning",
            kind="reading",
        )
        return []
    if item_type == "string" and all(isinstance(item, str) for item in value):
        kept = [item for item in value if item.strip()]
        if kept:
            return kept
        limits.state(
            f"fill the list '{name}'",
            "each item it made was empty: it read nothing in the request to make one from",
            "write the items the request asks for",
            kind="reading",
        )
        return []
    return value
