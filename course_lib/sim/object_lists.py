"""A list of objects to extract from a text that is no set of documents, where no rule makes the
objects (``key_developments: [{year, description, evidence}]`` from a history's paragraph).

An empty list there reads as "the text holds none", which is only known when no item could be
complete: an item needs a figure (a required ``integer`` / ``number`` field, the ``year``), the
text has no figure at all, names no candidate items (no quoted titles, no enumeration) and asks
for none to be made ("Play something calm." asks: a model would choose tracks). Otherwise the text may well hold items the rules cannot tell apart or
complete ("I lent her 'Middlemarch' and 'Beloved'", no years), and ``[]`` comes with a stated
limit.
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim import explain, limits

_FIGURE_RE = re.compile(r"\d")


_QUOTED_RE = re.compile(r"[\"“'‘«]([^\"”'’»\n]{2,120})[\"”'’»]")


def _names_items(passage: str) -> bool:
    """The text names candidate items (two quoted titles, or an enumeration): "I lent her
    'Middlemarch' and 'Beloved'" holds two books even without the year an item needs."""
    from course_lib.sim.extraction import enumerated

    return len(_QUOTED_RE.findall(passage)) >= 2 or enumerated(passage) is not None


def _requests_items(passage: str) -> bool:
    """The text asks for items to be made ("Play something calm.", "Suggest three films"): its
    first word opens a request (``lexicons.yaml`` command_openers), so the items are to be chosen,
    which needs what a model knows, not read."""
    from course_lib.sim.cues import lexicon

    first = re.match(r"\W*([A-Za-z]+)", passage)
    return bool(first) and first.group(1).lower() in lexicon("command_openers")


def _required_figures(items: dict[str, Any]) -> list[str]:
    props = items.get("properties") or {}
    required = items.get("required") or []
    return [n for n in required if isinstance(props.get(n), dict) and props[n].get("type") in ("integer", "number")]


def unmade(name: str, items: dict[str, Any], passage: str) -> list:
    """``[]`` for the list field ``name`` whose ``items`` (a resolved object schema) the rules make
    none of from ``passage``: with no limit when no item could be complete (a required figure and
    no figure in the text, or no text), else with a ``reading`` limit."""
    figures = _required_figures(items)
    if not passage.strip() or (figures and not _FIGURE_RE.search(passage) and not _names_items(passage)
                               and not _requests_items(passage)):
        explain.rule("a list of objects each needing a figure, from a text with none: no object to make",
                     field=name, figures=figures)
        return []
    limits.state(
        f"list the {name.replace('_', ' ')} this text holds",
        "no rule of it tells which parts of the text are such items (it makes objects only of "
        "documents, of the people a text names and of items a text lists with their values beside "
        "them: quoted titles, names joined by commas and 'and')",
        "read the text and make one object per item it gives",
        kind="reading",
    )
    return []
