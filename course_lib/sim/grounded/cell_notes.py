"""The notes a quoted grid cell's mark points to (issue 26; the fifty-first set's bus-sat-quiet).

A timetable or rota cell may carry a mark after its time ("10:00 M", "08:10 B", "15:05 S") whose key
line under the grid says when it holds ("M - market Saturdays only; on other Saturdays the bus turns
back at Oakley Surgery"). A yes/no asked of such a cell ("It's a Saturday with no market. Can I get the
bus all the way to Marston Market?") is answered by the note's condition, which the simulator does not
judge: quoting the cell alone, with no verdict, passes the condition off as met. :func:`notes` gives
the notes the marks of a reply's quoted cells point to; the schedule reader turns a verdict-less yes/no
over such a cell into a stated limit, and writes the note beside a cell it quotes for any other
question. A mark counts only when a key line of the documents opens with it and a separator ("M - ",
"M = ", "M: "). Bounded: ``_MAX_LINES`` lines of each document, ``_MAX_DOCS`` documents.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("cell_notes")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 10
_MAX_LINES = 400


def notes(text: str, bodies: tuple[str, ...] | list[str]) -> list[tuple[str, str]]:
    """(mark, note) for each mark after a clock time in ``text`` whose key line the documents hold,
    in the order of the marks, each once."""
    marks = []
    for m in _CUE.marked_time.finditer(text):
        if m.group("mark") not in marks:
            marks.append(m.group("mark"))
    if not marks:
        return []
    keyed: dict[str, str] = {}
    for body in list(bodies)[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            k = _CUE.key_line.match(line)
            if k and k.group("mark") in marks and k.group("mark") not in keyed:
                keyed[k.group("mark")] = k.group("note").strip()
    return [(mark, keyed[mark]) for mark in marks if mark in keyed]


__all__ = ["notes"]
