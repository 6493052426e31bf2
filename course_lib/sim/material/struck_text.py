"""Struck-out text read as the old value (issue 26): "~~14 Feb~~ 17 Feb", "<del>£12</del> £10",
"~~Friday~~ Monday". A strike-out followed on its line by the text that replaces it is the value
the writer took back: quoted, it would give the old date or price as the answer (or both, with no
word on which holds). ``without_struck(text)`` leaves such spans out, so every reader sees only the
value that stands.

Not left out (data: ``struck_text.struck_replaced`` in data/sim/patterns.yaml): a struck span with
nothing after it on its line, one before a cell bar or a bracketed note ("~~Hal~~ (injured)"), and a
line that says the row is gone ("withdrawn", "disqualified"): a struck row of a table or list is
read, and counted out, by ``struck_rows`` and the counting readers.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("struck_text")
_MARKS = ("~~", "<del>", "<s>", "<strike>", "<DEL>", "<S>", "line-through")


def has_struck(text: str) -> bool:
    """A cheap gate: ``text`` holds a strike-out mark."""
    return any(mark in text for mark in _MARKS)


def without_struck(text: str) -> str:
    """``text`` without the struck-out spans that the text after them replaces."""
    if not has_struck(text):
        return text
    return _CUE.struck_replaced.sub(_if_value, text)


def _if_value(found: re.Match[str]) -> str:
    """The struck span left out when it holds a value (a figure, a day or a month name: "14 Feb",
    "£12", "Friday"); kept when it is a claim taken back in words ("~~Only on Windows~~ On all
    systems"), which a question may ask about by its words."""
    return "" if _CUE.struck_value.search(found.group(0)) else found.group(0)
