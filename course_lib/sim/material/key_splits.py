"""A configuration key written as run-together lower-case words, read as those words (issue 26;
seventeenth L2, twentieth O3, nineteenth N3, twenty-first P5).

``startretries``, ``numprocs``, ``stopwaitsecs``, ``maxconn``, ``keepalivetimeout``: a
supervisord, HAProxy or nginx key joins its words with no "_", "-" or capital, so a question's
"retry", "processes" or "timeout" meets nothing in it. ``split_words`` cuts such a key into
pieces, each a word the question says (its words and their stems: "retry" / "retries",
"starting" / "start", or a word's head: "auto" / "automatically") or a short form of a key (data: ``lexicons.yaml`` ``key_part_short_forms``
and ``record_key_words``: "procs" -> processes, "secs" -> seconds, "num" -> number). One piece
may be a word neither knows ("stop" of ``stopwaitsecs`` asked "how long does it wait"), but only
beside a word the question says: a key cut from short forms alone into a known part and an
unknown rest ("template" -> "temp" + "late") is no reading, nor is a word's head beside an
unknown rest ("backend" asked "backup": "back" + "end"). Fewest unknown letters win, then
fewest pieces. Bounded: a key of more than ``_MAX_KEY`` letters is not cut.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, read
from course_lib.sim.words.text import STOP_WORDS, stem

_MAX_KEY = 40  # a longer run of letters is no key a question would ask by
_MIN_KEY = 5  # a shorter one is one word ("port", "user")
_MIN_ASKED = 3  # a question's word shorter than this is no piece of a key ("in", "at")
_MIN_PREFIX = 4  # a piece this long may be the head of a question's word ("auto" / "automatically")
_MIN_UNKNOWN = 3  # an unknown piece shorter than this is a guess, not a word
_RUN_RE = re.compile(r"(?<![A-Za-z])[a-z]{5,40}(?![A-Za-z])")  # a whole lower-case run, _MIN_KEY.._MAX_KEY letters


@lru_cache(maxsize=1)
def _short_forms() -> dict[str, tuple[str, ...]]:
    """Short forms of key parts and their plain words, stemmed ("procs" -> (process,))."""
    data = read(LEXICONS)
    out: dict[str, tuple[str, ...]] = {}
    for name in ("record_key_words", "key_part_short_forms"):
        table = data.get(name)
        if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
            raise ValueError(f"{LEXICONS}: '{name}' must map a short form to its words, one string")
        for key, words in table.items():
            if re.fullmatch(r"[a-z]+", key.lower()):
                out[key.lower()] = tuple(stem(w) for w in words.split() if w not in STOP_WORDS)
    return out


def asked_forms(words: list[str]) -> frozenset[str]:
    """The forms of a question's words that may be pieces of a key: each word and its stem."""
    return frozenset(f for w in words if len(w) >= _MIN_ASKED and w.isalpha() for f in (w.lower(), stem(w)))


@lru_cache(maxsize=4096)
def split_words(key: str, asked: frozenset[str]) -> frozenset[str]:
    """The stemmed words of ``key``'s run-together lower-case parts, cut as the module docstring
    says ("startretries" asked "retry starting" -> start, retry; "numprocs" -> number, process);
    empty when no part is such a run or no cut reads it."""
    out: set[str] = set()
    for run in _RUN_RE.findall(key[:200]):
        out.update(_cut(run, asked))
    return frozenset(out)


def _piece(piece: str, asked: frozenset[str]) -> tuple[str, tuple[str, ...]] | None:
    """How a piece is known: ("asked", its words), ("head", the question's words it opens) or
    ("short", its words); ``None`` if unknown."""
    if len(piece) >= _MIN_ASKED and (piece in asked or stem(piece) in asked):
        return "asked", (stem(piece),)
    if len(piece) >= _MIN_PREFIX:  # "auto" of "autostart" asked "automatically": the question's word
        said = tuple(sorted(f for f in asked if f.startswith(piece) and len(f) > len(piece) + 1))
        if said:
            return "head", said
    forms = _short_forms()
    if piece in forms:
        return "short", forms[piece]
    return None


def _cut(run: str, asked: frozenset[str]) -> frozenset[str]:
    """The best cut of one run of letters into pieces (fewest unknown letters, then fewest pieces),
    its words; empty when the best cut is the whole run unknown or breaks the module's rule."""
    n = len(run)
    # best[i]: (unknown letters, pieces, unknown pieces, asked pieces, words) for run[:i]; a head
    # ("back" of "backup") is no asked piece: beside an unknown rest ("backend": back + "end") it
    # is a guess beside a guess
    best: list[tuple[int, int, int, int, tuple[str, ...]] | None] = [None] * (n + 1)
    best[0] = (0, 0, 0, 0, ())
    for end in range(1, n + 1):
        for start in range(end):
            before = best[start]
            if before is None:
                continue
            piece = run[start:end]
            known = _piece(piece, asked)
            if known is None and len(piece) < _MIN_UNKNOWN:
                continue
            unknown = 0 if known else len(piece)
            words = known[1] if known else (piece,)
            candidate = (before[0] + unknown, before[1] + 1, before[2] + (known is None),
                         before[3] + (known is not None and known[0] == "asked"), before[4] + words)
            if best[end] is None or candidate[:2] < best[end][:2]:  # type: ignore[index]
                best[end] = candidate
    found = best[n]
    if found is None or found[1] < 2 or found[2] > 1 or (found[2] == 1 and found[3] == 0):
        return frozenset()
    return frozenset(found[4])
