"""Count changes: a count a text changes in words in the same phrase, worked (fix48b, the forty-sixth
set's OO9): "a table for ten, less the three who can't come" is 7, "five of us, plus another two" 7,
"九个人,减去两个" 7, never the first number read.

``changed(text, count)``: ``count`` as the field reader read it from ``text``; the text's first
figure equal to it, then, before the phrase ends (a full stop, a semicolon, a line end), a change
cue (``data/sim/patterns.yaml``, section ``count_changes``: ``down`` "minus / less / except / but not
/ not counting / 减去 / abzüglich / moins", ``up`` "plus another / and another / plus ... more /
再加 / 加上") and the number it changes by: the worked count; ``None`` when the text writes no
change of it (the reader's value stands) or the change would leave no one.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("count_changes")
# the phrase the change must sit in: up to a full stop, a semicolon, a line end (commas and dashes do not end it)
_PHRASE_END_RE = re.compile(r"[.!?;\n。!?;]")


def changed(text: str, count: int) -> int | None:
    """The count ``text`` gives once the change it writes after ``count`` is applied (see the module
    docstring), else ``None``."""
    if not _CUE.gate.search(text):  # cheap: no change word at all
        return None
    from course_lib.sim.words.quantities import with_all_digits

    digits = with_all_digits(text)
    base = re.search(rf"(?<![\d.,:/-]){count}(?![\d.,:/]\d)", digits)
    if base is None:
        return None
    rest = digits[base.end():]
    end = _PHRASE_END_RE.search(rest)
    rest = rest[: end.start()] if end else rest
    total = count
    for m in _CUE.change.finditer(rest):
        by = int(m.group("down") or m.group("up") or m.group("more"))
        total += -by if m.group("down") else by
    if total == count or total <= 0:
        return None
    return total


__all__ = ["changed"]
