"""A question about one numbered item answered by a line that lists other items of that numbering,
not it (issue 26, the merger's probe grounded_q): "6号楼会停水吗？" over "涉及3号楼、5号楼和7号楼，其余楼栋
正常供水", "Is block 6 on the list?" over "blocks 3, 5 and 7 are affected". Whether the item is left
out or covered by a rest ("其余", "all other blocks") is a reading of the whole line; quoting it is
no answer, so the reply states a limit.

``unlisted(question, reply)``: the reason, or ``None`` when the question names no numbered item,
the reply names it, or the reply names no other item of its kind. Cues are data (``numbered_items``
in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("numbered_items")
_MAX_CHARS = 4000  # of the reply read


def _items(text: str) -> list[tuple[str, str]]:
    """(kind, number) of each numbered item ``text`` names, a list's numbers too ("blocks 3, 5 and 7")."""
    out = [(m["kind"], m["n"]) for m in _CUE.item_zh.finditer(text)]
    for m in _CUE.item_en.finditer(text):
        kind = m["kind"].lower().rstrip("s") if m["kind"].lower() != "pitches" else "pitch"
        out += [(kind, n) for n in [m["n"], *re.findall(r"\d+", m["more"] or "")]]
    return out


def unlisted(question: str, reply: str) -> str | None:
    """Why ``reply`` does not answer a question about one numbered item (see the module docstring)."""
    asked = _items(question)
    if len(asked) != 1:
        return None
    kind, number = asked[0]
    held = _items(reply[:_MAX_CHARS])
    if (kind, number) in held or not any(k == kind for k, _ in held):
        return None
    others = sorted({n for k, n in held if k == kind}, key=int)
    return (f"the lines it found name other items of that numbering ({', '.join(others[:6])}), not {number}; "
            "whether it is left out or covered by the rest is not stated item by item")
