"""Sibling records: lines of one shape that hold another instance of what a question asks (issue
26, the twenty-sixth set's U6).

An extractive answer is elaborated with the lines after its pick (``evidence.compose_answer``)
and read with its record's first line. A following line of the same shape with another key is no
elaboration but a competing answer: "which night did the backup fail" picks the failed night's log
line, and the next night's "Starting ..." line names the same service; "who is booking the van"
picks "ACTION: Ola to book the van.", and the next "ACTION: Dev to ..." names another person for
another job. Two shapes are read (patterns in ``patterns.yaml`` ``sibling_records``):

- a log line opening with a date stamp ("2031-05-15T03:00:38Z ...", "Sep 09 02:00:09 ..."): a line
  with another date is another run;
- an item label ("ACTION:", "TODO:", "- [ ]", "Decision:"): a line with the same label is another
  item; an item line never heads the lines after it as a record's first line does;
- a numbered key ("Week 24 (9 Jun): ...", "Room 12 - ...", "Day 3: ..."): a line with the same word
  and another number is another record.

Lines with no such opening are no siblings: joining them stays as it was.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("sibling_records")  # its cue patterns: data/sim/patterns.yaml


def record_key(line: str) -> tuple[str, str] | None:
    """(the shape, its key) of a line that opens a record of a repeated shape: ("stamp", the date)
    or ("item", the label); ``None`` for any other line."""
    stamp = _CUE.stamp.match(line)
    if stamp:
        return "stamp", " ".join(stamp.group("day").lower().split()).replace("sept", "sep")
    item = _CUE.item_label.match(line)
    if item:
        label = item.group("label").lower()
        return "item", "[ ]" if label.startswith("[") else "".join(label.split())
    numbered = _CUE.numbered_key.match(line)
    if numbered:
        return "numbered", f"{numbered.group('word').lower()} {numbered.group('number').lower()}"
    return None


def is_sibling(pick: str, line: str) -> bool:
    """Whether ``line`` is another record of the shape ``pick`` opens: another date's log line, or
    another item under the same label."""
    mine, theirs = record_key(pick), record_key(line)
    if mine is None or theirs is None or mine[0] != theirs[0]:
        return False
    if mine[0] == "stamp":
        return mine[1] != theirs[1]
    if mine[0] == "numbered":  # "Week 24: ..." and "Week 25: ...": the same word, another number
        return mine[1].split()[0] == theirs[1].split()[0] and mine[1] != theirs[1]
    return mine[1] == theirs[1] and " ".join(pick.split()) != " ".join(line.split())


def is_item(line: str) -> bool:
    """Whether ``line`` is a labelled item ("ACTION: ...", "[ ] Ines: ..."): one record of its own,
    never the first line of the lines after it."""
    key = record_key(line)
    return key is not None and key[0] == "item"
