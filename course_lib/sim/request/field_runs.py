"""A record's "Key: value" lines are its fields, never labels of the prompt (issue 26, task fix52a,
the fiftieth set's SS1).

A ticket exported from a tracker ("Key: OPS-4471" / "Summary: Printer jams" / "Priority: High" /
"Reporter: Dana Lee"), a form's fields or an e-mail's headers are a run of "Key: value" lines. One
of their keys may be a word the reader knows as a material label ("Summary:", "Description:",
"Notes:"): read as a label, the rest of the record became its "document" and the lines above it
stayed in the instructions, where "Summary" was then the summarize task's cue. Here such a line is
a field when it stands in a run of at least ``_MIN_RUN`` consecutive "Key: value" lines (a short key,
a value on the same line) of which at least ``_MIN_UNKNOWN`` have keys no label word names
("Priority", "Reporter", "Created": the record's own fields, not a prompt's parts). A prompt's own
layout ("Context: ..." / "Question: ..." / "Answer:") has no such keys and keeps its labels; the
labels a label word names that open the run ("Question: ..." / "Context: Booking confirmation" over
the booking's fields) are the prompt's too.

``field_lines(scan, known)``: the start offsets of the lines of ``scan`` that are such fields;
``known(key)`` tells a key a label word names. Cheap: one pass over the lines with a colon.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_FIELD_RE = re.compile(r"[ \t]*(?P<key>[A-Za-z][A-Za-z0-9 _./-]{0,24}?)[ \t]*:[ \t]*\S")
_MIN_RUN = 4  # consecutive "Key: value" lines, at least
_MIN_UNKNOWN = 3  # of them with keys no label word names, at least


def field_lines(scan: str, known: Callable[[str], bool]) -> set[int]:
    """The start offsets of ``scan``'s lines that are a record's fields (see the module)."""
    if scan.count(":") < _MIN_RUN:
        return set()
    out: set[int] = set()
    run: list[tuple[int, str]] = []
    pos = 0
    for line in [*scan.split("\n"), ""]:
        m = _FIELD_RE.match(line) if ":" in line else None
        if m and len(m.group("key").split()) <= 3:
            run.append((pos, m.group("key")))
        else:
            if len(run) >= _MIN_RUN and sum(not known(key) for _, key in run) >= _MIN_UNKNOWN:
                # (known labels opening the run are the prompt's, the record their value: "Question: ..." /
                # "Context: Booking confirmation" over "Booking ref: ..." / "Guide: ...")
                first = next(k for k, (_, key) in enumerate(run) if not known(key))
                out.update(start for start, _ in run[first:])
            run = []
        pos += len(line) + 1
    return out
