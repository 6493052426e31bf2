"""Whether a reply to an invitation says its sender is coming (issue 26, the twenty-seventh set's
schema-rsvp-cant; notebook 04's structured output): "Sadly we can't make it on the 14th" fills
``attending`` False, "Count us in, we'll be there!" ``will_attend`` True. The field words and the
yes / no phrases are data (``data/sim/attendance.yaml``).

- ``is_attendance_field(name, description)``: a yes/no field about attending.
- ``attendance_said(text)``: True / False by the phrases the text says, ``None`` when it says
  none, or both kinds.
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "attendance.yaml"
MAX_CHARS = 2000  # of a text read


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.cues import read

    data = read(DATA)
    for key in ("field_words", "yes", "no"):
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
