"""A bound of an amount of money asked, answered by lines that state no amount (issue 26, the
thirty-ninth set's HH2): "What's the most our rent could be after the review?" over a lease whose
rent is "GBP 18,400 a year" and whose review clause caps the rise: the lines on notices and
shortfalls that the question's words met are no answer; the bound is worked from the figures.

``unstated(question, picks, texts)``: why the picked lines are no answer (a sentence for the limit),
else ``None``. Evidence: the question asks a bound (``bound_words`` then a modal within a few words:
``data/sim/bound_amounts.yaml``), its subject (a content word of the question) stands in a line of the
documents beside an amount of money, so what it asks is money, and no picked line holds an amount of
money or a figure of a thing the question names ("up to 12 books" for "the most books I can borrow").
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "bound_amounts.yaml"
_MAX_CHARS = 20000


@lru_cache(maxsize=1)
def _asks_re() -> re.Pattern[str]:
    d = phrase_lists(DATA, ("bound_words", "modals"))
    return re.compile(rf"\b(?:{alternation(d['bound_words'])})\b(?:\s+\S+){{0,4}}?\s+(?:{alternation(d['modals'])})\b",
                      re.IGNORECASE)


def _money(text: str) -> bool:
    from course_lib.sim.words.currencies import AMOUNT_RE

    return bool(AMOUNT_RE.search(text))


def unstated(question: str, picks: list[str], texts: list[str]) -> str | None:
    """Why ``picks`` do not answer a question that asks a bound of an amount of money, else ``None``."""
    from course_lib.sim.words.text import content_terms

    m = _asks_re().search(question)
    if m is None or not picks or any(_money(p) for p in picks):
        return None
    subject = set(content_terms(question)) - set(content_terms(m.group(0).split(None, 2)[0]))
    if not subject:
        return None
    for pick in picks:  # "up to 12 books" for "the most books I can borrow": a figure of the asked thing
        for fig in re.finditer(r"\d[\d,.]*\s+((?:\S+\s+){0,1}\S+)", pick):
            if subject & set(content_terms(fig.group(1))):
                return None
    for text in texts:
        for line in text[:_MAX_CHARS].splitlines():
            if _money(line) and subject & set(content_terms(line)):
                return (f"the question asks for the bound of an amount ({' '.join(m.group(0).split())!r}), which is "
                        "worked out from the documents' figures, and the lines it found state no amount of money")
    return None
