"""Tools the question names by their own names (issue 26, the tenth batch of ports).

LangGraph's "many tools" how-to binds one look-alike tool per company ("3M", "Abbott", ...: the
same ``year`` argument, the description "Information about <company>"). "Compare 3M and Abbott
in 2020." met two of them about equally and the simulator made its confused pick, one call, as a
model collapses onto one of look-alike tools. But here the question names each tool by its own
name, as a model reads it: one call per named tool. A tool counts as named when its name (``_``
read as a space, starting with a capital or a figure) is written in the question as whole words,
not only as its first word ("Search for ..."), and the named tools take the same arguments.
"""

from __future__ import annotations

import re

from course_lib.sim.request.reading import ToolSpec


def _written(question: str, tool: ToolSpec) -> bool:
    """Is the tool's own name written in the question as a name: verbatim (``_`` read as a space),
    as whole words, starting with a capital or a figure, and not only as the question's first
    word ("Search for ...")?"""
    spaced = tool.name.replace("_", " ")
    if not spaced[:1].isupper() and not spaced[:1].isdigit():
        return False
    for m in re.finditer(rf"(?<![\w]){re.escape(spaced)}(?![\w])", question):
        if m.start() > 0 or " " in spaced or any(ch.isdigit() for ch in spaced):
            return True
    return False


def named(question: str, tools: list[ToolSpec]) -> list[ToolSpec]:
    """The tools the question names by their own names, when two or more alike tools are named
    (same argument schema); else ``[]``."""
    hits = [t for t in tools if _written(question, t)]
    if len(hits) < 2 or len({repr(sorted(((t.parameters or {}).get("properties") or {}).items())) for t in hits}) > 1:
        return []
    return hits


def question_for(question: str, tool: ToolSpec, hits: list[ToolSpec]) -> str:
    """``question`` as one named tool reads it: the other named tools' names left out ("Compare
    and Abbott in 2020." for ``Abbott``), so a figure in another's name (3M) is no argument."""
    for other in hits:
        if other.name != tool.name:
            spaced = re.escape(other.name.replace("_", " "))
            question = re.sub(rf"(?<!\w){spaced}(?!\w)", " ", question, flags=re.IGNORECASE)
    return question
