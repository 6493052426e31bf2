"""Whether a reply to an invitation says its sender is coming (issue 26, the twenty-seventh set's
schema-rsvp-cant; notebook 04's structured output): "Sadly we can't make it on the 14th" fills
``attending`` False, "Count us in, we'll be there!" ``will_attend`` True. The field words and the
yes / no phrases are data (``data/sim/attendance.yaml``).

- ``is_attendance_field(name, description)``: a yes/no field about attending.
- ``attendance_said(text)``: True / False by the phrases the text says, ``None`` when it says
  none, or both kinds.
- ``is_guest_count_field(name, description)`` / ``guests_said(text)``: the extra people a reply
  brings ("bringing one friend": 1, "plus one": 1, "just me": 0), ``None`` when it says none.
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "attendance.yaml"
MAX_CHARS = 2000  # of a text read


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("field_words", "yes", "no", "guest_field_words", "guest_nouns", "alone"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")

    def alternation(key: str) -> re.Pattern[str]:
        phrases = sorted((str(p) for p in data[key]), key=len, reverse=True)
        alt = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases)
        return re.compile(rf"(?<![\w])(?:{alt})(?![\w])", re.IGNORECASE)

    return frozenset(str(w).lower() for w in data["field_words"]), alternation("yes"), alternation("no")


def is_attendance_field(name: str, description: str = "") -> bool:
    """A field whose name (or, for a generic name, description) speaks of attending."""
    words, _, _ = _data()
    said = re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower())
    if any(w in words for w in said):
        return True
    return bool(description) and any(w in words for w in re.findall(r"[a-z]+", description.lower()))


def attendance_said(text: str) -> bool | None:
    """True when the text says its sender will come, False when it says they will not; ``None``
    when it says neither or both (a yes phrase is struck out before the no phrases are read:
    "wouldn't miss it" holds "miss it" but is a yes)."""
    _, yes, no = _data()
    text = text[:MAX_CHARS].replace("\u2019", "'")
    said_yes = bool(yes.search(text))
    said_no = bool(no.search(yes.sub(" ", text)))
    if said_yes == said_no:
        return None
    return said_yes


@lru_cache(maxsize=1)
def _guests() -> tuple[frozenset[str], re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.words.cues import read

    _data()  # (checks the file's keys)
    data = read(DATA)
    nouns = "|".join(re.escape(str(n)) for n in sorted(data["guest_nouns"], key=len, reverse=True))
    brought = re.compile(rf"\b(?:bringing|bring|with|plus|and)\s+(?:my\s+|our\s+)?(?P<n>\d{{1,2}}|[a-z]+)\s+"
                         rf"(?:\w+\s+)?(?:{nouns})\b|(?<![\w+])(?:plus\s+one|\+\s?(?P<plus>\d))\b", re.IGNORECASE)
    alone = "|".join(re.escape(str(p)).replace(r"\ ", r"\s+") for p in sorted(data["alone"], key=len, reverse=True))
    return (frozenset(str(w).lower() for w in data["guest_field_words"]), brought,
            re.compile(rf"(?<![\w-])(?:{alone})(?![\w-])", re.IGNORECASE))


def is_guest_count_field(name: str, description: str = "") -> bool:
    """A count of the extra people a guest brings: a name word of ``guest_field_words`` ("plus_ones",
    "extra_guests"), or a description saying "extra guests"."""
    words, _, _ = _guests()
    said = re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower())
    return any(w in words for w in said) or bool(re.search(r"\bextra\s+(?:guests?|people)\b", description, re.I))


def guests_said(text: str) -> int | None:
    """How many extra people the text says it brings: "bringing one friend" 1, "plus one" 1,
    "with my two kids" 2, "just me" 0; ``None`` when it says none, or two different counts."""
    from course_lib.sim.words.number_words import VALUES

    _, brought, alone = _guests()
    text = text[:MAX_CHARS].replace("\u2019", "'")
    found: set[int] = set()
    for m in brought.finditer(text):
        if m.group("plus"):
            found.add(int(m.group("plus")))
        elif m.group("n") is None:
            found.add(1)  # "plus one"
        else:
            word = m.group("n").lower()
            n = 1 if word in ("a", "an") else (int(word) if word.isdigit() else VALUES.get(word))
            if n is not None:
                found.add(n)
    if not found and alone.search(text):
        found.add(0)
    return found.pop() if len(found) == 1 else None
