"""Footnotes read with the sentence that carries their mark (issue 26; notebook 02's grounded answers
over a learner's own notes).

Rules pasted from a Word document, a menu or a lease carry marks after a sentence or a word
("... by 16 August.¹", "Soup of the day*", "... per outing.[1]") and the notes at the foot, each
line opening with its mark ("¹ Late entries will be accepted ..."). Read as units of their own,
the mark is a unit that means nothing and the note a sentence tied to nothing: "what happens if I
bring my form on the day" meets neither the rule nor its note well enough. Here each note whose
mark is used in the text is written into the sentence that carries the mark as a clause of it
("... by 16 August; Late entries will be accepted on show day at double the fee."), or in brackets
after the word that carries it ("Lentil soup (Contains celery)  4.50"), and its own line is left
out, so the rule and its exception are one unit (and the note stays a clause of its own for the
readers that part a sentence at ";").

Marks (data: ``patterns.yaml`` ``footnotes``): superscript figures, "*", "**", "†", "‡", "§",
"[1]", "[a]", "(1)", "(a)". A mark is a mark by its note, not by its spacing: it counts as used when
it is attached to the text before it (no space) and followed by a space, a comma or the line's end,
or when it stands after a space and before a column gap (two spaces or a tab), a comma or the line's
end ("Soup of the day [1]      £5.50", "Skip hire *", "Off-peak (a)   £25") and occurs at most
``_MAX_SPACED`` times that way (a mark written loose all over a text is no footnote's). A spaced
mark leaves its line with the space before it, so aligned columns and records read as without it,
and its note is written in its place (not in a pipe table's row: its cells are read by the table
readers, the note beside them). A mark that opens two lines (a bulleted "* " list, an
enumerated "(a)" list) is no note's; a note line whose mark is used nowhere, a superscript after a
unit of length ("m²") are left as they are, and so is a mark in a cell of a delimited row (two tabs,
tight commas or semicolons: "Ade Okafor*,1710,5"): its note would make the cell a clause and the row
no row, so the note keeps its own line. Bounded: ``_MAX_NOTES`` notes, ``_MAX_USES`` uses.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("footnotes")
_MAX_NOTES = 20
_MAX_USES = 40
_MAX_SPACED = 2
_MARK_CHARS = "¹²³⁴⁵⁶⁷⁸⁹⁰*†‡§])"
_STOPS = ".!?"
_NOTE_OPENERS = "¹²³⁴⁵⁶⁷⁸⁹⁰*†‡§[("  # a note line opens with one of these


def _notes(text: str) -> dict[str, re.Match[str]] | None:
    """The note lines by their marks, or ``None`` when there are too many; a mark that opens two
    lines (a bulleted or enumerated list) is no note's."""
    found: dict[str, re.Match[str]] = {}
    listed: set[str] = set()
    for m in _CUE.note_line.finditer(text):
        mark = m.group("mark")
        if mark in found or mark in listed:
            found.pop(mark, None)
            listed.add(mark)
            continue
        if len(found) >= _MAX_NOTES:
            return None
        found[mark] = m
    return found


def _uses(mark: str, text: str) -> list[re.Match[str]]:
    before = re.escape(_MARK_CHARS) if mark[0] not in "[(" else r"\s"
    pattern = rf"(?<=[^\s{before}]){re.escape(mark)}(?=[ \t,;:]|$)"
    out = []
    for m in re.finditer(pattern, text, re.MULTILINE):
        if mark[0] in "²³" and _CUE.power_unit.search(text[max(0, m.start() - 6): m.start()]):
            continue  # "20 m²": an area, no footnote
        if _in_delimited_row(text, m.start()):
            continue  # a cell of a delimited row: the table's readers read it, its note a line of its own
        out.append(m)
        if len(out) > _MAX_USES:
            return []
    return out + _spaced_uses(mark, text)


_TIGHT_DELIMITER_RE = re.compile(r"\t|[,;](?!\s|\d{3}\b)")  # a row's delimiter, not prose's ", " nor "1,150"
_MIN_ROW_DELIMITERS = 2


def _in_delimited_row(text: str, at: int) -> bool:
    """Whether the line holding ``at`` is a row of a delimited table: two tabs, tight commas or
    tight semicolons or more ("Ade Okafor*,1710,5,3"): a mark inlined there would make its cell a
    clause and the row no row."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    if "\t" not in line and "," not in line and ";" not in line:
        return False
    return len(_TIGHT_DELIMITER_RE.findall(line)) >= _MIN_ROW_DELIMITERS


def _spaced_uses(mark: str, text: str) -> list[re.Match[str]]:
    """The uses of ``mark`` written after a space, each match spanning the space before it; none
    when there are more than ``_MAX_SPACED`` of them."""
    pattern = rf"(?<=\S)[ \t]+{re.escape(mark)}(?=[ \t]{{2}}|\t|[ \t]*$|[,;:])"
    out = []
    for m in re.finditer(pattern, text, re.MULTILINE):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        if "|" in text[line_start:line_end if line_end >= 0 else len(text)] or _in_delimited_row(text, m.start()):
            continue  # a pipe table's or a delimited row's cell: the table's readers read its marks and notes
        out.append(m)
        if len(out) > _MAX_SPACED:
            return []
    return out


def joined(text: str) -> str:
    """``text`` with each used footnote written into the sentence that carries its mark (see the
    module docstring) and its own line left out; ``text`` itself when it has no such note."""
    if not any(f"\n{c}" in text for c in _NOTE_OPENERS) and not any(f"\n {c}" in text for c in "*[("):
        return text  # (cheap: no line opens with a mark, so no note line)
    if not any(c in text for c in _MARK_CHARS) or not _CUE.note_line.search(text):
        return text
    notes = _notes(text)
    if not notes:
        return text
    lines_out: list[tuple[int, int]] = []  # spans of the note lines joined
    body_parts = []
    last = 0
    for m in sorted(notes.values(), key=lambda n: n.start()):
        body_parts.append(text[last:m.start()])
        body_parts.append("\0" * (m.end() - m.start()))  # the note lines, masked while marks are found
        last = m.end()
    body_parts.append(text[last:])
    masked = "".join(body_parts)
    edits: list[tuple[int, int, str]] = []
    for mark, m in notes.items():
        uses = _uses(mark, masked)
        if not uses:
            continue
        note = m.group("note").rstrip()
        note = note[:-1] if note.endswith(".") else note
        lines_out.append((m.start(), m.end()))
        for use in uses:
            start = use.start()
            if start > 0 and text[start - 1] in _STOPS:
                edits.append((start - 1, use.end(), f"; {note}{text[start - 1]}"))
            else:
                edits.append((start, use.end(), f" ({note})"))
    if not edits:
        return text
    for start, end in lines_out:
        if text[end:end + 1] == "\n":
            edits.append((start, end + 1, ""))
        else:  # the text's last line: the line end before it goes with it
            edits.append((start - 1 if start and text[start - 1] == "\n" else start, end, ""))
    out = text
    for start, end, new in sorted(edits, reverse=True):
        out = out[:start] + new + out[end:]
    return out
