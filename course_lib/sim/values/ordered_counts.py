"""The count a request acts on ("we're down to the last 2 of 40-2281-C, order another four
dozen": 48), issue 26.

Two readings of a request's numbers, for a count argument of a tool:

- ``with_group_counts``: a number before a word that counts in groups is multiplied by the group
  ("4 dozen" -> "48", "a gross" -> "144", "half a dozen" -> "6"; the factors are
  ``groups()``, data); run it on text whose number words are digits already
  (``quantities.with_all_digits``);
- ``left_numbers``: the numbers stated as what is left ("down to the last 2", "only 3 packs
  remain", "4 left"): a state of the stock, not the amount to act on, so a count argument takes
  another number when the request writes one.

Cue patterns: ``data/sim/patterns.yaml`` section ``ordered_counts``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns, read

_CUE = patterns("ordered_counts")


@lru_cache(maxsize=1)
def _count_groups() -> tuple[dict[str, int], dict[str, int]]:
    """(groups, pieces) of ``data/sim/count_groups.yaml``."""
    data = read("count_groups.yaml")
    groups, pieces = data.get("groups"), data.get("pieces")
    if not isinstance(groups, dict) or not groups or not isinstance(pieces, dict):
        raise ValueError("count_groups.yaml: 'groups' and 'pieces' must map words to factors")
    return {str(k): int(v) for k, v in groups.items()}, {str(k): int(v) for k, v in pieces.items()}


def groups() -> dict[str, int]:
    """Words that count things in groups, as factors of the number before them ("four dozen" 48, "a gross"
    144, "two score" 40, "three half-dozens" 18): data."""
    return _count_groups()[0]


def pieces() -> dict[str, int]:
    """Words that count the things after them in sets ("three pairs of socks" 6 socks): a factor only for
    a count of those things. "3 pairs of gloves" counts the pairs otherwise."""
    return _count_groups()[1]


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def has_group_word(text: str) -> bool:
    """``text`` holds a word that counts in groups ("dozen", "gross", "score", "a couple of")."""
    return bool(re.search(rf"\b(?:{'|'.join(map(re.escape, groups()))})s?\b", text, re.IGNORECASE)
                or (" of " in text and _CUE.couple_of.search(text)))


def with_group_counts(text: str) -> str:
    """``text`` with each "<number> <group word>" as the product ("3 dozen" -> "36"), and "a couple of" /
    "a pair of" as 2 ("a couple of boxes" -> "2 boxes")."""
    if not has_group_word(text):
        return text
    if " of " in text:
        text = _CUE.couple_of.sub("2 ", text)

    def times(m: re.Match) -> str:
        factor = groups()[re.sub(r"\s+", " ", m.group("word").lower())]
        n = 0.5 if m.group("half") else 1 if m.group("a") else float(m.group("n"))
        return _fmt(n * factor)

    return _CUE.group.sub(times, text)


def with_piece_counts(text: str, things: list[str]) -> str:
    """``text`` with each "<number> <piece word>s of ... <thing>" as the count of the things, for a
    count of ``things`` ("3 pairs of wool socks" -> "6 wool socks" for "socks"; ``pieces()``, data),
    of any thing when ``things`` is empty (the numbers a text states)."""
    piece = pieces()
    if not piece or not re.search(rf"\b(?:{'|'.join(piece)})s?\s+of\b", text, re.IGNORECASE):
        return text
    stems = "|".join(re.escape(t[:5]) for t in things if len(t) >= 3) if things else "[a-z]"
    if not stems:
        return text
    pattern = re.compile(rf"(?<![\w.,])(?P<n>\d+|an?)\s+(?P<word>{'|'.join(piece)})s?\s+of\s+"
                         rf"(?P<rest>(?:[a-z-]+\s+){{0,3}}?(?:{stems})[a-z]*)\b", re.IGNORECASE)

    def times(m: re.Match) -> str:
        n = 1 if not m.group("n").isdigit() else int(m.group("n"))
        return f"{n * piece[m.group('word').lower()]} {m.group('rest')}"

    return pattern.sub(times, text)


def left_numbers(text: str) -> list[str]:
    """The numbers ``text`` states as what is left (digits, as written), in order."""
    found = [(m.start(g), m.group(g)) for m in _CUE.before_left.finditer(text) for g in ("n", "m", "k") if m.group(g)]
    found += [(m.start("n"), m.group("n")) for m in _CUE.after_left.finditer(text)]
    return [n for _, n in sorted(set(found))]
