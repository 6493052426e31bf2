"""A list of objects to extract from a text that is no set of documents, where no rule makes the
objects (``key_developments: [{year, description, evidence}]`` from a history's paragraph).

An empty list there reads as "the text holds none", which is only known when no item could be
complete: an item needs a figure (a required ``integer`` / ``number`` field, the ``year``) and the
text has no figure at all. Otherwise the text may well hold items the rules cannot tell apart,
and ``[]`` comes with a stated limit.
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim import explain, limits

_FIGURE_RE = re.compile(r"\d")


def _required_figures(items: dict[str, Any]) -> list[str]:
    props = items.get("properties") or {}
    required = items.get("required") or []
    return [n for n in required if isinstance(props.get(n), dict) and props[n].get("type") in ("integer", "number")]


def unmade(name: str, items: dict[str, Any], passage: str) -> list:
    """``[]`` for the list field ``name`` whose ``items`` (a resolved object schema) the rules make
    none of from ``passage``: with no limit when no item could be complete (a required figure and
    no figure in the text, or no text), else with a ``reading`` limit."""
    figures = _required_figures(items)
    if not passage.strip() or (figures and not _FIGURE_RE.search(passage)):
        explain.rule("a list of objects each needing a figure, from a text with none: no object to make",
                     field=name, figures=figures)
        return []
    limits.state(
        f"list the {name.replace('_', ' ')} this text holds",
        "no rule of it tells which parts of the text are such items (it makes objects only of "
        "documents and of the people a text names)",
        "read the text and make one object per item it gives",
        kind="reading",
    )
    return []
