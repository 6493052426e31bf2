"""A later user turn that swaps a word or a name of an earlier statement (issue 26, fix58d; the
fifty-fourth set's thread-flight).

"I'm flying to Oslo on Friday." then "sorry, its lisbon not oslo": the statement the thread keeps is
"I'm flying to Lisbon on Friday.", never the Oslo one quoted back. The corrections with a value kind
(times, dates, ids, money: ``request.corrections``, ``request.cued_swaps``) are read first; this reads
the forms whose values are plain words or names: "<new> not <old>", "<new> instead of <old>",
"<new> rather than <old>" (the old words found in exactly one earlier statement, the meant words
all the turn says before the marker, past its opener, when they are a few), and "make that <Name>" (the one name of the latest statement
replaced). Forms are data (``patterns.yaml`` word_swaps). ``swapped(held, turn)``: True when a
statement of ``held`` was changed in place, else False.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("word_swaps")
_OPENER = patterns("cued_swaps")  # the words that open a correcting turn ("oops, it's"), the swaps' own
_MAX_TURN = 120  # a swapping turn is short
_MAX_MEANT = 4  # the meant words before the marker are a value, not a sentence


def swapped(held: list[str], turn: str) -> bool:
    """Change the statement of ``held`` the swapping ``turn`` corrects (see the module)."""
    if not held or len(turn) > _MAX_TURN or "?" in turn:
        return False
    text = turn.replace("\u2019", "'").strip()
    m = _CUE.swap.match(text)
    if m is not None:
        return _swap(held, m.group("head"), m.group("old"))
    m = _CUE.make_that.match(text)
    if m is not None:
        return _made(held, m.group("new"))
    return False


def _swap(held: list[str], head: str, old: str) -> bool:
    old_re = re.compile(rf"(?<![\w-]){re.escape(old)}(?![\w-])", re.IGNORECASE)
    holders = [i for i, s in enumerate(held) if old_re.search(s)]
    if len(holders) != 1:
        return False
    clause = _OPENER.swap_opener.sub("", head.strip(" ,;:-")).strip()
    if not 1 <= len(clause.split()) <= _MAX_MEANT:  # "lisbon", "the Fox": the meant words alone, no sentence
        return False
    new = clause.strip(" \"'")
    if not new or new.lower() == old.lower():
        return False
    i = holders[0]
    found = old_re.search(held[i])
    written = found.group(0)
    if written[:1].isupper() and new[:1].islower():
        new = " ".join(w[:1].upper() + w[1:] for w in new.split())  # "Oslo" -> "Lisbon", as names are written
    held[i] = held[i][: found.start()] + new + held[i][found.end():]
    return True


def _made(held: list[str], new: str) -> bool:
    latest = held[-1]
    runs = [r for r in _CUE.name_run.finditer(latest) if not r.group(0).lower().startswith(("i ", "i'"))]
    if len(runs) != 1:
        return False
    run = runs[0]
    held[-1] = latest[: run.start()] + new + latest[run.end():]
    return True


__all__ = ["swapped"]
