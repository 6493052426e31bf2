"""The labelled parts of a text given to rework: several inputs, not one question to rephrase.

"Items:" with lines under it and "Goal: ..." below are two inputs, not one question.

A query rewrite rephrases one question. When the text it would rephrase holds two or more parts,
each under a short label that opens a line ("Selected steps:", "Goal: ...") and each with content
after it, the prompt hands over several inputs to rework one against another; rephrasing the
whole would only echo the prompt. ``labelled_parts`` names such labels (1 to 5 words before a
colon at the start of a line, followed by text on that line or the next); ``items_to_rework``
gives them when a line of the prompt asks to rework each / every item (``patterns.yaml``
``labelled_parts.each_item``), as a condense prompt ("Chat history: ... Follow up: ...") never does.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("labelled_parts")  # its cue patterns: data/sim/patterns.yaml
_LABEL = re.compile(r"^[ \t]*([A-Za-z][\w'-]*(?:[ \t]+[\w'-]+){0,4})[ \t]*:[ \t]*(.*)$", re.M)


def labelled_parts(text: str) -> list[str]:
    """The labels of the parts of ``text`` that open a line and are followed by content."""
    found = []
    matches = list(_LABEL.finditer(text))
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        if m.group(2).strip() or text[m.end():end].strip():
            found.append(m.group(1).strip())
    return found


def items_to_rework(prompt: str) -> list[str]:
    """The labelled parts of ``prompt`` when one of its lines asks to rework each of several items
    (two or more parts), else ``[]``."""
    if not _CUE.each_item.search(prompt):
        return []
    parts = labelled_parts(prompt)
    return parts if len(parts) >= 2 else []
