"""A question naming a record key of a data or configuration document ("RestartSec=15" for "how long
before restarting?"): records are read by their keys' words only, so when none answers, "I don't
know" would be a guess (``extractive``); ``data_keys_named`` returns the question's words that name
such a key.
"""

from __future__ import annotations

import re

from course_lib.sim.request.reading import Request
from course_lib.sim.words.text import content_terms


def data_keys_named(request: Request) -> list[str]:
    """The question's content words that name a record key of a data or configuration document
    (``prose.data_keys``), in the question's order."""
    from course_lib.sim.material.prose import data_keys

    keys: set[str] = set()
    asked = set(content_terms(request.question))
    for doc in request.documents[:_MAX_KEYED_DOCS]:
        found = data_keys(doc.body) if hasattr(doc, "body") else ""
        keys.update(content_terms(found) if found else ())
        keys.update(_row_key_asked(doc.body, asked) if found else ())
        keys.update(_section_asked(doc.body, request.question) if found else ())
    if not keys:
        return []
    words = [w for w in re.findall(r"[^\W_]+", request.question) if w.lower() not in _ASKED_FORM]
    return [w for w in dict.fromkeys(words) if set(content_terms(w)) & keys]


def _row_key_asked(body: str, asked: set[str]) -> set[str]:
    """The terms of a table's first column header when the question names it and none of that
    column's values ("Which filesystem is nearly full?" over ``df -h``): it asks which row, by a
    reading of the other columns it did not make. (A question naming a row, "the Gold tier",
    asks for that row's field, which ``prose.data_keys`` keys already cover.)"""
    from course_lib.sim.material.prose import units

    rows = [u for u in units(body) if u.table and u.cells and u.cells[0][0]][:_MAX_KEYED_ROWS]
    if not rows:
        return set()
    header = set(content_terms(rows[0].cells[0][0]))
    if not header & asked or any(set(content_terms(u.cells[0][1])) & asked for u in rows):
        return set()
    return header


def _section_asked(body: str, question: str) -> set[str]:
    """The terms of a configuration section's name ("[backups]") when the question asks a quantity
    ("how far back", "how long", "how many") and the section holds a figure among its settings: the
    section's settings are what it would be worked from ("keep = 12" times "interval_minutes = 90"),
    which its key-by-key reading does not do. (A question asking a name or a word of a section keys
    nothing: "which user does the server connect as" is answered by a setting, or not at all.)"""
    from course_lib.sim.words.quantities import asked_type

    if asked_type(question) is None:
        return set()
    found: set[str] = set()
    section = ""
    for line in body.splitlines()[:_MAX_KEYED_ROWS]:
        head = _SECTION_RE.match(line.strip())
        if head:
            section = head.group(1)
            continue
        if section and _FIGURE_SETTING_RE.match(line.strip()):
            found.update(content_terms(section.replace("_", " ")))
    return found


_SECTION_RE = re.compile(r"^\[\[?\s*([\w. -]+?)\s*\]\]?$")  # "[backups]", "[[admins]]"
_FIGURE_SETTING_RE = re.compile(r"^[\w.-]+\s*[=:]\s*-?\d+(?:\.\d+)?\s*(?:#.*)?$")  # "keep = 12"

_MAX_KEYED_ROWS = 500  # a cap on the rows whose first cell is read

_MAX_KEYED_DOCS = 20  # a cap on the documents whose keys are read


_ASKED_FORM = frozenset({"long", "much", "many", "often", "far", "old", "big"})  # "how long": the kind asked, no key
