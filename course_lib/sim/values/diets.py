"""Dietary needs a message states (issue 26; notebook 04's structured output): "Yes, I'll come,
bringing one friend. I'm vegetarian." fills ``dietary`` with "vegetarian". The field words and
the needs are data (``data/sim/diets.yaml``).

- ``is_diet_field(name, description)``: a string field about dietary needs.
- ``diets_said(text)``: the needs the text names, joined with ", " in the text's order; ``None``
  when it names none.
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "diets.yaml"
MAX_CHARS = 2000  # of a text read


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], re.Pattern[str]]:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("field_words", "diets"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    alt = "|".join(re.escape(str(d)).replace(r"\ ", r"\s+") for d in sorted(data["diets"], key=len, reverse=True))
    return frozenset(str(w).lower() for w in data["field_words"]), re.compile(rf"(?<![\w-])(?:{alt})(?![\w-])", re.I)


def is_diet_field(name: str, description: str = "") -> bool:
    """A field whose name or description holds a diet word ("dietary", "allergies")."""
    words, _ = _data()
    said = re.split(r"[_\W]+", f"{name} {description}".lower())
    return any(w in words for w in said)


def diets_said(text: str) -> str | None:
    """The dietary needs ``text`` names, in its order ("vegetarian", "vegan, nut allergy")."""
    _, pattern = _data()
    found = [re.sub(r"\s+", " ", m.group(0).lower()) for m in pattern.finditer(text[:MAX_CHARS])]
    return ", ".join(dict.fromkeys(found)) or None
