"""A field the text declines in words (issue 26, the twenty-eighth set's W8, the twenty-ninth's X8
(a); notebook 04's structured output): "I don't have a mobile", "haven't got a middle name", "fax:
none" say the writer has no value for that field, so an ``Optional`` field is ``None``, never a
near-miss value of another noun ("ring the office on 0113 496 0872" is no mobile). The phrases are
data (``data/sim/declined_fields.yaml``).

- ``field_noun(name)``: the words naming a field's thing ("middle_name": middle name; "phone_number":
  phone), or ``None`` when its name is only generic words.
- ``declined(name, text)``: whether ``text`` says it has none of the field's thing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "declined_fields.yaml"
MAX_CHARS = 2000  # of a text read


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("before", "after", "closers", "generic"))


def field_noun(name: str) -> list[str] | None:
    """The words naming the thing of the field ``name`` ("middle_name": ["middle", "name"];
    "phone_number": ["phone"]), else ``None``."""
    words = [w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if w]
    noun = [w for w in words if w not in _data()["generic"]]
    return noun or None


@lru_cache(maxsize=256)
def _pattern(name: str) -> re.Pattern[str] | None:
    noun = field_noun(name)
    if not noun:
        return None
    d = _data()
    thing = r"[\s_-]*".join(re.escape(w) + r"s?" for w in noun)
    generic = alternation(d["generic"])
    tail = rf"(?:\s+(?:{generic}))?"  # "no phone number": the noun and a generic word
    ends = rf"(?=\s*(?:[,.;:!?)\n–—]|\s-\s|$|(?:{alternation(d['closers'])})(?![\w'])))"
    before = (rf"(?<![\w'])(?:{alternation(d['before'])})\s+(?:(?:a|an|any|the|my|our)\s+)?"
              rf"(?:[a-z]+\s+){{0,2}}?{thing}{tail}{ends}")
    after = rf"(?<![\w'])(?:my\s+|our\s+)?{thing}{tail}(?:{alternation(d['after'])})(?![\w'])"
    return re.compile(f"{before}|{after}", re.IGNORECASE)


def declined(name: str, text: str) -> bool:
    """Whether ``text`` says in words it has none of the thing the field ``name`` names."""
    pattern = _pattern(name) if name and text else None
    return bool(pattern and pattern.search(text[:MAX_CHARS].replace("\u2019", "'")))
