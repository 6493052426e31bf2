"""A which-question that offers its own alternatives ("For grass pollen, which is worse: Monday or
Wednesday?", "Which is longer, the coast path or the ridge walk?") asks the reader to choose one
(issue 26). Quoting the lines of both is no choice: when no reader has compared them, the caller
states a documents limit instead. Introduced with notebook 02's grounded answers over tables.

- ``offered(question)``: the two alternatives, each the words after the question's last ":" or ","
  before "or" and the words after it up to the "?"; ``()`` for a question that offers none.
- ``both_quoted(alternatives, sentences, forms)``: the chosen sentences are table rows ("Day: Mon
  12 May; Grass pollen: High"; prose quoted for both shows its figures side by side, which the
  extractive answers accept), and each alternative's content words are all in some chosen row,
  and not in the same one (``forms`` gives a sentence's matching forms:
  ``Matcher.forms``, so "Monday" meets "Mon 12 May").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from course_lib.sim.words.text import content_terms

MAX_WORDS = 5  # words of one alternative
# a table row as the readers write it: "Day: Mon 12 May; Grass pollen: High; ..."
_ROW_RE = re.compile(r"^[^:;\n]{1,60}:\s[^;\n]*(?:;\s[^:;\n]{1,60}:\s[^;\n]*)+$")
_WHICH_RE = re.compile(
    r"\bwhich\b[^?\n]{0,80}?[:,]\s*(?P<a>[^:,?\n]{1,60}?)\s+or\s+(?P<b>[^:,?\n]{1,60}?)\s*\?\s*$", re.IGNORECASE)


def offered(question: str) -> tuple[str, str] | tuple[()]:
    """The question's two alternatives (see the module docstring)."""
    m = _WHICH_RE.search(question.strip())
    if m is None:
        return ()
    a, b = m.group("a").strip(), m.group("b").strip()
    if not (0 < len(a.split()) <= MAX_WORDS and 0 < len(b.split()) <= MAX_WORDS):
        return ()
    return (a, b) if content_terms(a) and content_terms(b) else ()


def both_quoted(alternatives: tuple[str, ...], sentences: list[str], forms: Callable[[str], frozenset[str]]) -> bool:
    """Whether the chosen ``sentences`` hold each alternative, in different sentences."""
    if len(alternatives) != 2 or len(sentences) < 2 or not all(_ROW_RE.match(s) for s in sentences):
        return False  # (prose quoted for both, "weighs 240 grams" / "weighs 310 grams", shows the figures to compare)
    held = [{i for i, s in enumerate(sentences) if set(content_terms(a)) <= forms(s)} for a in alternatives]
    return bool(held[0] and held[1]) and not (held[0] & held[1])
