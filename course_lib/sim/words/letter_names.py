"""A thing named by one capital letter after its noun ("producto X", "plan B", "vitamin D"): the
letter is the name, so a search query keeps it (issue 26).

``text.content_words`` drops one-letter tokens (articles, "y", "a"), and with them the only word
that tells "producto X" from "producto Y": the search then runs on "precio del producto" and a
lookup keyed on the name finds nothing, silently. A capital letter that follows a word in the
middle of a sentence, and is not itself a word (``letter_name_non_names`` in
data/sim/lexicons.yaml: "I"), names what that word names; it goes back into the query after its
noun. Introduced for the ported programs (tests/thirdparty, eighteenth batch).
"""

from __future__ import annotations

import re

_LETTER_RE = re.compile(r"(?<=[^\W\d_]{2})[ \t]+([A-Z])(?![\w'’.\-])")
_SENTENCE_END_RE = re.compile(r"[.!?¿¡:;\n]\s*$")
_MAX_NAMES = 8


def letter_names(text: str) -> list[tuple[str, str]]:
    """``(noun, letter)`` for each capital letter naming a thing after its noun, in order."""
    from course_lib.sim.words.cues import lexicon

    non_names = {w.upper() for w in lexicon("letter_name_non_names")}
    out: list[tuple[str, str]] = []
    for match in _LETTER_RE.finditer(text):
        letter = match.group(1)
        if letter in non_names:
            continue
        before = text[: match.start()]
        noun = re.search(r"([^\W\d_]+)$", before)
        if noun is None or _SENTENCE_END_RE.search(before[: noun.start()] or "\n"):
            continue  # the noun opens the sentence: "Ok I", "Si X ..." read no name
        out.append((noun.group(1), letter))
        if len(out) >= _MAX_NAMES:
            break
    return out


def with_letter_names(words: list[str], text: str) -> list[str]:
    """``words`` (a query's words, in order) with each letter name of ``text`` put back after its
    noun; a letter whose noun is not among the words goes at the end."""
    names = letter_names(text)
    if not names:
        return words
    out = list(words)
    for noun, letter in names:
        if letter in out:
            continue
        lows = [w.lower() for w in out]
        at = lows.index(noun.lower()) + 1 if noun.lower() in lows else len(out)
        out.insert(at, letter)
    return out
