"""A correction written as "X not Y" inside a turn a correction cue opens (issue 26, the
twenty-seventh set's V10; the threads of notebook 02's follow-ups): "sorry my mistake, it's
wednesday not tuesday", "oops, it's York not Leeds", "sorry, not 6 but 8". X is meant and Y
replaced when both are values of one kind: times, weekdays, dates, money, numbers or ids of one
shape (``corrections.value_kind``), or names (both capitalised); lower case is allowed for the
typed kinds. The cue words are the corrections' own (``patterns.yaml`` corrections.cue); the
forms are data too (``patterns.yaml`` cued_swaps.swap_forms).

- ``cued_swap(turn)``: ``(meant, replaced)``, or ``None`` when the turn holds no cue, no such
  form, or two values of different kinds ("tea not coffee" is a preference, not a correction of
  a stated value).
"""

from __future__ import annotations

import re

from course_lib.sim.request.corrections import headed_value, tailed_value, value_kind
from course_lib.sim.words.cues import patterns

_CUE = patterns("cued_swaps")  # its forms: data/sim/patterns.yaml
_CORRECTION = patterns("corrections")  # the correction cue words, the corrections' own
MAX_TURN = 200  # a correcting turn is short
_NAME_RE = re.compile(r"^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?$")


def _same_kind(new: str, old: str) -> bool:
    kind = value_kind(new)
    if kind is not None:
        return kind == value_kind(old)
    return bool(_NAME_RE.match(new) and _NAME_RE.match(old)) and new.lower() != old.lower()


def cued_swap(turn: str) -> tuple[str, str] | None:
    """``(meant, replaced)`` of a short turn with a correction cue and "X(,) not Y" / "not Y(,) but
    X" whose two values are of one kind; ``None`` otherwise."""
    if not turn or len(turn) > MAX_TURN or "?" in turn:
        return None
    if not _CORRECTION.cue.search(turn):
        return None
    found: list[tuple[str, str]] = []
    for m in _CUE.swap_forms.finditer(turn.replace("\u2019", "'")):
        new = (m.group("new") or m.group("new2") or "").strip(" .,!\"'")
        old = (m.group("old") or m.group("old2") or "").strip(" .,!\"'")
        if new and old and _same_kind(new, old):
            found.append((new, old))
        elif new and old and (headed := headed_value(new)) and headed[0] == value_kind(old):
            found.append((headed[1], old))  # "four kids, not three": the count, as the old one is written
        elif new and old and (tailed := tailed_value(new)) and tailed[0] == value_kind(old):
            found.append((new, old))  # "it's BA 278, not 287": the whole code meant, the old one by its figure
    return found[0] if len(found) == 1 else None
