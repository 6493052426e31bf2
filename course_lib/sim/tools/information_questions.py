"""A question that asks for information is no request to act (issue 26, the twenty-eighth set's W7
(a), the twenty-ninth's X6; notebook 03's tools): "what time does the library shut on saturdays" with
library tools that renew, reserve and take fines bound, or "how long does a passport renewal usually
take" with ``renew_passport(passport_number)``, asks for a fact, not for something to be done. A
model answers it (or says it does not know); it never asks back for the acting tool's argument.
The cue words are data (``data/sim/information_questions.yaml``).

- ``asks_information(question)``: opens as a question for a fact (a wh-word, or "is / are / does"),
  and no request cue ("please", "can you", "I'd like", "for me") makes it a request.
- ``acting_tool(name)``: the tool's name opens with a verb that acts in the world ("book_", "renew_",
  "pay_"), never one that looks up ("get_", "track_", "check_").
- ``information_only(question, name)``: both: the ask-back for that tool's argument is no reply.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "information_questions.yaml"


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("openers", "request_cues", "acting_verbs"))


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    d = _data()
    opener = re.compile(rf"^\W*(?:{alternation(d['openers'])})(?![\w'])", re.IGNORECASE)
    request = re.compile(rf"(?<![\w'])(?:{alternation(d['request_cues'])})(?![\w'])", re.IGNORECASE)
    return opener, request


def asks_information(question: str) -> bool:
    """Whether ``question`` asks for a fact and for nothing to be done."""
    text = (question or "").strip().replace("\u2019", "'")
    opener, request = _patterns()
    return bool(opener.match(text)) and not request.search(text)


def acting_verbs() -> frozenset[str]:
    """The verbs a tool's name may open with that act in the world (``acting_verbs`` of the data)."""
    return frozenset(_data()["acting_verbs"])


def acting_tool(name: str) -> bool:
    """Whether the tool ``name`` opens with a verb that acts ("renew_passport", "payLibraryFine")."""
    from course_lib.sim.words.cues import lexicon

    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name or "") if p]
    if len(parts) < 2:
        return False
    verb = parts[0].lower()
    if verb in lexicon("action_read"):
        return False
    return verb in _data()["acting_verbs"] or verb in lexicon("action_write") or verb in lexicon("action_delete")


def information_only(question: str, name: str) -> bool:
    """An information question about the subject of the acting tool ``name``: asking back for its
    argument answers nothing the user asked."""
    return acting_tool(name) and asks_information(question)
