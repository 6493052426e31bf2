"""Tools that act on one object in different ways: told apart by the request's action (issue 26,
ports13).

``update_favorite_pets(pets)``, ``delete_favorite_pets()`` and ``list_favorite_pets()``
(LangChain's "pass run time values to tools") share every word but their verb, so a request's
words meet them about equally and the simulator made its confused pick, ``list_favorite_pets``,
for "my favorite animals are cats and parrots" and for "please forget my favorite pets". A model
reads the action: a word of one verb family in the request (``action_read``, ``action_write``,
``action_delete`` in data/sim/lexicons.yaml: "forget" deletes, "add" writes, "show" reads) picks
the tool of that family; else a question reads and a statement that gives values (and asks
nothing) writes. When that leaves no single tool, which one is meant is a stated limit.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon

FAMILIES = ("read", "write", "delete")
_WORD_RE = re.compile(r"[A-Za-z]+")
_QUESTION_RE = re.compile(r"\?\s*$|^\W*(?:what|which|who|whom|whose|when|where|why|how|do|does|did|is|are|"
                          r"have|has|can|could)\b", re.IGNORECASE)


def family(verb: str) -> str | None:
    """The action family of a verb ("list" -> "read"), else ``None``."""
    v = verb.lower()
    return next((f for f in FAMILIES if v in lexicon(f"action_{f}")), None)


def split_name(name: str) -> tuple[str, str]:
    """A tool name's verb and object ("update_favorite_pets" -> ("update", "favorite_pets"); a
    phrasal verb joined, "look_up_booking" -> ("lookup", "booking"), its particles in
    lexicons.yaml ``name_verb_particles``)."""
    parts = [p.lower() for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name) if p]
    if len(parts) >= 3 and parts[1] in lexicon("name_verb_particles"):
        parts = [parts[0] + parts[1], *parts[2:]]
    return (parts[0], "_".join(parts[1:])) if len(parts) >= 2 else ("", "")


def same_object(names: list[str]) -> bool:
    """Two or more tools whose names share their object and open with verbs of distinct families."""
    split = [split_name(n) for n in names]
    if len(split) < 2 or any(not obj for _, obj in split) or len({obj for _, obj in split}) != 1:
        return False
    families = [family(verb) for verb, _ in split]
    return all(families) and len(set(families)) == len(families)


def pick(names: list[str], request: str, required: dict[str, list[str]]) -> str | None:
    """The tool among ``names`` (same object, see :func:`same_object`) the request's action picks,
    else ``None``. ``required``: each tool's required arguments."""
    by_family = {family(split_name(n)[0]): n for n in names}
    said = {family(w) for w in _WORD_RE.findall(request or "")} - {None}
    named = [f for f in said if f in by_family]
    if len(named) == 1:
        return by_family[named[0]]
    if named:
        return None  # "list them, then delete them": two actions
    if _QUESTION_RE.search(request or ""):
        return by_family.get("read")
    writer = by_family.get("write")
    return writer if writer and required.get(writer) else None
