"""A yes/no about a name over a listing of names (notebook 02's grounded answers over a
learner's own files: ``pip freeze``, ``npm ls``, an inventory, a guest list).

"Is torch installed?" over lines that are each one entry of one shape (``name==version``,
``name@version``, ``name: value``): a name the question asks about that no entry holds is a
"no" read from the whole listing, not "I don't know."; the listing is complete by its form, as
a model reads it. Only when the reading is clear: every line of the document is an entry of one
shape, the question names exactly one word the document does not write, and its other words
are only of being there ("installed", "listed"). Anything else: ``None`` (the caller reads the
documents as before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS

_CUE = patterns("counting")  # (one home for the words of being there: data/sim/patterns.yaml)
_YES_NO_RE = re.compile(r"^\W*(?:is|are|was|were|do|does|did|has|have)\b", re.IGNORECASE)
# one entry: a name, a separator, a value ("pandas==2.2.3", "left-pad@1.3.0", "eggs: 12")
_ENTRY_RE = re.compile(r"^\s*(?P<name>[A-Za-z][\w.\-\[\]]*)\s*(?P<sep>===?|[<>~!]=|@|:)\s*\S[^\n]{0,60}$")
_NAME_RE = re.compile(r"^[a-z][a-z0-9_.\-]*$", re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z][\w.\-]*")
_MIN_ENTRIES = 3
_MAX_LINES = 2000  # a cap on the lines read


@dataclass(frozen=True)
class Absent:
    """A name no entry of a listing holds, and how many entries the listing has."""

    name: str
    entries: int

    def answer(self) -> str:
        return f"No: {self.name} is not in the list; none of its {self.entries} entries names it."


def _entries(body: str) -> list[str] | None:
    """The entries' names when every line (but a first title or command line) is an entry of one
    separator, ``None`` otherwise."""
    lines = [line for line in body.splitlines()[:_MAX_LINES] if line.strip()]
    if lines and not _ENTRY_RE.match(lines[0]):
        lines = lines[1:]  # ("$ pip freeze", "Guest list")
    found = [_ENTRY_RE.match(line) for line in lines]
    if len(found) < _MIN_ENTRIES or not all(found):
        return None
    if len({m.group("sep") for m in found}) != 1:  # type: ignore[union-attr]
        return None
    return [m.group("name").lower() for m in found]  # type: ignore[union-attr]


def absent(question: str, bodies: list[str]) -> Absent | None:
    """The one name a yes/no question asks about that no entry of the one listing holds."""
    if not _YES_NO_RE.search(question) or len(bodies) != 1:
        return None
    names = _entries(bodies[0])
    if names is None:
        return None
    written = bodies[0].lower()
    words = [w.strip(".-") for w in _WORD_RE.findall(question)[1:]]
    words = [w for w in words if w and w.lower() not in STOP_WORDS]
    unwritten = [w for w in words if not _CUE.existence_words.search(w) and w.lower() not in written]
    if len(unwritten) != 1 or len(words) - 1 != sum(bool(_CUE.existence_words.search(w)) for w in words):
        return None  # (another word picks something the listing may say otherwise: "Is torch pinned?")
    name = unwritten[0]
    if not _NAME_RE.match(name) or name.lower() in names:
        return None
    return Absent(name, len(names))
