"""Material a system prompt's first paragraph points at, in the paragraphs after it (issue 26;
notebook 02's prompts as learners write them).

A learner's ``ChatPromptTemplate`` often puts its material straight after the instruction, with no
"Context:" label, no tags and no rule line: "Answer in one short sentence using only the config
file below.\\n\\n{config}", "Use the following pieces of the club's rules to answer the member's
question. ...\\n\\n{context}". A model reads what follows as the material the instruction names.
Here (``after_pointer``) the first paragraph must be an instruction about answering (an answering
verb: answer, reply, respond, help) that points at material after it ("the following ...", "...
below", "... that follows", "the attached ..."; in Chinese "请根据下面的规则回答", "以下", "如下"); the material is every paragraph after it, when it
has at least ``MIN_CHARS`` characters and is not itself instructions (a list of rules the reply must
keep: "1. Be polite.", "- Never ...", "1. 不要编造。"). ``reading._system_as_notes`` reads it as the documents of the
human turn's question. Cues: ``data/sim/patterns.yaml`` ``pointed_material``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("pointed_material")
MIN_CHARS = 80  # the material after the pointing paragraph, at least
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")
_MAX_LEAD = 1_000  # the pointing paragraph, at most (a long first paragraph is material itself)


def after_pointer(text: str) -> tuple[int, int] | None:
    """(the material's start, its end) in a system prompt ``text`` whose first paragraph is an
    answering instruction pointing at material after it; ``None`` otherwise (see the module)."""
    gap = _PARAGRAPH_RE.search(text)
    if gap is None or gap.start() > _MAX_LEAD:
        return None
    lead = text[: gap.start()]
    if not (_CUE.points.search(lead) and _CUE.answering.search(lead)):
        return None
    rest = text[gap.end():]
    body = rest.strip()
    if len(body) < MIN_CHARS:
        return None
    lines = [line for line in body.splitlines() if line.strip()]
    if sum(bool(_CUE.rule_item.match(line)) for line in lines) * 2 > len(lines):
        return None  # "The following rules apply:\n\n1. Be brief.\n2. Never guess.": instructions, not material
    start = gap.end() + (len(rest) - len(rest.lstrip()))
    return start, start + len(body)
