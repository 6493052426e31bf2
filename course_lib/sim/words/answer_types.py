"""Words that name the kind of answer a question wants ("which city", "in which town", "what
year"): the answer rarely repeats them, so matching weighs them little and a sentence without
them may still answer; a question whose picks lack only such a word is read one note further
(``evidence._hop``). Notebook 05 (multi-hop) meets them.

Two lists, both data in ``data/sim/lexicons.yaml``:
- ``answer_type_words``: such words wherever they stand ("city", "year", "long");
- ``asked_*_nouns`` (places, people, times): nouns that name the kind only right after
  "which" / "what" ("In which town ...?", "What venue ...?"); elsewhere they are topic words
  ("the town hall opens at nine"), and only nouns an answer rarely repeats ("which office" is
  answered by "the Halden office": no such noun).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, cue_file_version, lexicon

KINDS = ("place", "person", "time")
_WH_BEFORE_RE = re.compile(r"\b(?:which|what|whose)\s+$", re.IGNORECASE)
_ASKS_WHAT_RE = re.compile(r"^\W*(?:what|what's|whats)\b", re.IGNORECASE)
_LOOK_BACK = 8  # characters before a noun read for "which " / "what " / "whose "


def answer_type_words() -> frozenset[str]:
    """The words that name the kind of answer wanted wherever they stand (lower case)."""
    return lexicon("answer_type_words")


@lru_cache(maxsize=4)
def _nouns(_path: str, _mtime: float) -> dict[str, str]:
    """{noun: kind} of the lexicon file at ``_path`` (one per data folder)."""
    return {word: kind for kind in KINDS for word in lexicon(f"asked_{kind}_nouns")}


def noun_kind(word: str) -> str | None:
    """The kind ("place", "person", "time") a noun names after "which" / "what"
    ("town": "place"); a plural is read by its singular ("towns"); ``None`` for other words."""
    low = word.lower()
    nouns = _nouns(*cue_file_version(LEXICONS))
    if low in nouns:
        return nouns[low]
    if low.endswith("ies") and low[:-3] + "y" in nouns:
        return nouns[low[:-3] + "y"]
    if low.endswith("s") and low[:-1] in nouns:
        return nouns[low[:-1]]
    return None


def is_answer_type(low: str, text: str, start: int) -> bool:
    """Does the word ``low`` (lower case), found at ``start`` in ``text``, name the kind of
    answer wanted: a word of ``answer_type_words``, or an asked noun right after "which" /
    "what" / "whose" ("In which town does ...")?"""
    if low in answer_type_words():
        return True
    if low in lexicon("asked_name_endings") and _ASKS_WHAT_RE.search(text) and not re.search(r"\w", text[start + len(low):]):
        return True  # "What is Maria's dog called?": the answer is a name, as for "what is ... name"
    return noun_kind(low) is not None and bool(_WH_BEFORE_RE.search(text[max(0, start - _LOOK_BACK):start]))


_ASKS_WHO_RE = re.compile(r"^\W*(?:who|whom|whose)\b", re.IGNORECASE)


def asks_who(question: str) -> bool:
    """The question opens with who / whom / whose: its answer is a person (or a body of people)."""
    return bool(_ASKS_WHO_RE.search(question))
