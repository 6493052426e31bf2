"""A sentence cut at its hard wrap, read whole (issue 26, the forty-seventh set's PP3: an amendment
"Class 9 (single rose bloom)" whose verdict "is withdrawn this year." stood on the next physical line
was quoted without it, naming the class and no verdict).

A line that ends no sentence or clause (no ".", "!", "?", ":", ";", "。" ...) runs on into the next
line when that line opens in lower case (its sentence goes on): ``joined`` puts them back together.
A line opening with a capital, a figure, a list mark or a CJK character starts a line of its own, so
lists, rows and headed lines stay apart. Readers of change lines (``later_corrections``) read a
correction as the sentence it is, never its first physical line.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon

_ENDS = tuple(".!?:;。！？；：")
_FIELD_RE = re.compile(r"^\w[\w \-]{0,30}[:：=]\s")  # a record's own "key: value" line, never a wrapped rest


def joined(lines: list[str]) -> list[str]:
    """``lines`` (stripped, no blanks) with each hard-wrapped line joined to its continuation."""
    out: list[str] = []
    for line in lines:
        if (out and not out[-1].endswith(_ENDS) and not _FIELD_RE.match(line)
                and (line[:1].islower() and line[:1].isascii() or _open_end(out[-1]))):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out


def _open_end(line: str) -> bool:
    """``line`` ends on a word no sentence ends on ("at", "the", "is")."""
    last = line.rsplit(None, 1)[-1].lower() if line.strip() else ""
    return last in lexicon("wrap_open_words")


__all__ = ["joined"]
