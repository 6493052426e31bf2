"""Near forms of a question's words for a follow-up search (issue 26, the forty-seventh set's PP5: an
agent searched "take marrow home" three times in the question's own words, never "collect" or
"remove", and gave up with a plain "I don't know" while the schedule said "Exhibits may be removed
from 4.30 pm").

``other_words(question)`` gives, for each group of ``data/sim/near_forms.yaml`` that a word or phrase of
the question meets, the group's other forms (the met ones left out), in the data's order: the query a
model would try next. These are search words only; the matcher's synonyms (``aliases.yaml``) are
not touched, so no grade or answer moves by them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read

_FILE = "near_forms.yaml"


@lru_cache(maxsize=1)
def _groups() -> tuple[tuple[tuple[str, re.Pattern[str]], ...], ...]:
    groups = read(_FILE).get("groups")
    if not isinstance(groups, list) or not all(isinstance(g, list) and len(g) >= 2 for g in groups):
        raise ValueError(f"data/sim/{_FILE}: 'groups' must be a list of lists of two or more forms")
    return tuple(tuple((str(f), _pattern(str(f))) for f in g) for g in groups)


def _pattern(form: str) -> re.Pattern[str]:
    """A form as a pattern: whole words, a phrase's words apart by up to two others ("take my
    marrow home", "pick them up")."""
    spaced = r"(?:\s+\S+){0,2}?\s+".join(map(re.escape, form.split()))
    return re.compile(rf"\b{spaced}\b", re.IGNORECASE)


def other_words(question: str) -> list[str]:
    """The other forms of every group the question meets, met forms left out, no repeats."""
    out: list[str] = []
    for group in _groups():
        met = [form for form, pattern in group if pattern.search(question)]
        if not met:
            continue
        out.extend(form for form, _ in group if form not in met and form not in out)
    return out


def query(question: str, per_group: int = 6, most: int = 6) -> str:
    """A follow-up search query in other words: each met group's first ``per_group`` other forms,
    ``most`` words at most; "" when the question meets no group."""
    out: list[str] = []
    for group in _groups():
        met = [form for form, pattern in group if pattern.search(question)]
        if met:
            out.extend([form for form, _ in group if form not in met][:per_group])
    words = [w for w in " ".join(out).split() if len(w) > 3]  # (no "up", "for", "in" alone)
    return " ".join(list(dict.fromkeys(words))[:most])


def held(text: str, forms: list[str]) -> list[str]:
    """The ``forms`` that ``text`` holds as whole words."""
    return [f for f in forms if _pattern(f).search(text)]


__all__ = ["held", "other_words", "query"]
