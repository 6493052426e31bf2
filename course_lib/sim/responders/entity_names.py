"""The names of people, organisations and places in a text, as a list.

A prompt that asks for a text's entities as one list ("Extract all the entities (Person,
Organization, Location) from the following text. Provide the result as a comma-separated list.")
gets the text's capitalised names (``text.names``) without what is no entity of those kinds: day
and month names, bare figures. A single capitalised word at a sentence's start counts only when it
is written like a name inside too ("OpenAI", "McKinsey"); any other is the sentence's first word.
Cue patterns are data (``data/sim/patterns.yaml``, section ``entity_names``). Introduced for the
ported programs (tests/thirdparty, fifteenth batch); no notebook uses it.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
from course_lib.sim.words.text import names

_CUE = patterns("entity_names")
_MAX_NAMES = 40  # names listed at most
_INNER_CAPITAL_RE = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))([A-Z][a-z]+[A-Z][A-Za-z]*)\b")


def asked(instructions: str) -> bool:
    """The prompt asks for the text's entities (people, organisations, places) as one list."""
    return bool(_CUE.entities.search(instructions))


def comma_separated(instructions: str) -> bool:
    return bool(_CUE.comma.search(instructions))


def listed(text: str) -> list[str]:
    """The entity names of ``text``, in order, no repeats, at most ``_MAX_NAMES``."""
    calendar = set(WEEKDAYS) | {m.lower() for m in MONTHS}
    found: dict[str, int] = {}
    for m in _INNER_CAPITAL_RE.finditer(text):  # "OpenAI has announced ...": a name at a sentence's start
        found.setdefault(m.group(1), m.start(1))
    for name in names(text):
        if name.lower() in calendar or not re.search(r"[A-Za-z]", name) or re.fullmatch(r"[\d\s.,]+", name):
            continue
        found.setdefault(name, text.find(name))
    ordered = sorted(found, key=lambda n: (found[n] if found[n] >= 0 else len(text)))
    return ordered[:_MAX_NAMES]
