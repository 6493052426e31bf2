"""A comparative or superlative of an everyday adjective ("narrower", "bigger", "heaviest"): it picks
one of the things the documents hold, it names no thing of its own (issue 26, the twenty-sixth set's
U3 (a)).

"how much more fabric in the narrower width" over a table of "115 cm wide" and "150 cm wide" rows:
"narrower" stands between an article and a word the documents hold, where a name would ("the
staging server"), and is rare enough to pass for one; ``absence.absent_name`` then answered "I
don't know.". Here the word's base adjective is read (-er / -est stripped, a doubled consonant
undone: "bigger" -> big, "-ier" -> "-y": "heavier" -> heavy, a final "e" restored: "wider" ->
wide) and looked up in ``lexicons.yaml`` ``gradable_adjectives``; nouns ending in "-est" ("the
rest") are none (``est_nouns``).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("degree_words")  # its cue patterns: data/sim/patterns.yaml

_ENDINGS = ("est", "er")


def base_adjective(word: str) -> str | None:
    """The everyday adjective ``word`` is the comparative or superlative of ("narrower" -> "narrow",
    "biggest" -> "big", "heavier" -> "heavy", "wider" -> "wide"), ``None`` for any other word."""
    low = word.lower()
    if not low.isalpha() or low in lexicon("est_nouns"):
        return None
    known = lexicon("gradable_adjectives")
    for ending in _ENDINGS:
        if not low.endswith(ending) or len(low) < len(ending) + 2:
            continue
        stem = low[: -len(ending)]
        tries = [stem, stem + "e"]
        if len(stem) >= 3 and stem[-1] == stem[-2]:
            tries.append(stem[:-1])  # "bigger" -> big
        if stem.endswith("i"):
            tries.append(stem[:-1] + "y")  # "heavier" -> heavy
        for base in tries:
            if base in known:
                return base
    return None


def uncompared(question: str, missed: list[str]) -> str | None:
    """Why a partial answer that misses a comparative of the question ("the roomier plot" answered
    by the half plot's line, "roomier" not met) is no part of its answer: the word picks one of the
    things the documents name by comparing them, which a line met by the other words does not do.
    ``None`` when no missed word is a comparative, or when the question names the things it
    compares ("Stilton or Manchego": their lines, quoted, compare them); a superlative is a rank,
    read by the rank readers."""
    if _ALTERNATIVES_RE.search(question):
        return None
    for word in missed[:8]:
        base = base_adjective(word)
        if base and word.lower().endswith("er"):
            return (f"the question picks one thing by '{word.lower()}' (the more {base} of those the documents "
                    "name), and the lines it found only share its other words, without comparing them")
    return None


def unworked_superlative(question: str, missed: list[str], lines: tuple[str, ...] = ()) -> str | None:
    """Why a partial answer that misses a superlative of the question is no part of its answer
    ("the longest a voucher can last if it is renewed" answered by the renewal's line, "longest"
    not met): the superlative is the form asked, the most a value can be, worked out from the
    lines' values (a base and what adds to it), which a line met by the other words does not state.
    ``None`` when no missed word is a superlative, or when the question names the things it
    compares (their lines, quoted, compare them), or when a found line states a bound ("max_size_mb
    = 25", "up to 4 guests", "at most 3 nights": the superlative's value itself; ``bound`` cue)."""
    if _ALTERNATIVES_RE.search(question):
        return None
    if any(_CUE.bound.search(line) for line in lines):
        return None
    for word in missed[:8]:
        base = base_adjective(word)
        if base and word.lower().endswith("est"):
            return (f"the question asks for the {word.lower()} (the most {base} it can be), worked out from the lines' "
                    "values, and the lines it found only share its other words, without stating that value")
    return None


_ALTERNATIVES_RE = re.compile(r"\w\s*,?\s+or\s+\w", re.IGNORECASE)  # "Stilton or Manchego"
