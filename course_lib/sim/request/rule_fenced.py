"""A block of material fenced by two rule lines inside another part of a prompt (issue 26).

LlamaIndex's refine prompt writes "We have provided an existing answer: {existing_answer}\\nWe have
the opportunity to refine the existing answer (only if needed) with some more context below.\\n
------------\\n{context_msg}\\n------------\\nGiven the new context, refine ...": the reader takes
"We have provided an existing answer:" for the label of a draft reply, and the draft's block runs
on over the new context. ``block(text, start, end)`` finds, in ``text[start:end]``, the first run
of lines between two rule lines ("---", "=====", "***"; ``rule_line`` in data/sim/patterns.yaml,
section ``rule_fenced``) that holds at least ``_MIN_CHARS`` characters: the material, which the reader
then reads as documents and cuts out of the draft. ``named_fence(text)`` reads a system prompt
that names its material's fence ("between the lines of hashes", "inside the triple quotes").
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("rule_fenced")
_MIN_CHARS = 40  # characters between the rules at least
_MAX_RULES = 8  # rule lines looked at at most


def block(text: str, start: int, end: int) -> tuple[int, int, int] | None:
    """(the first rule's start, the material's start, its end) in ``text``, or ``None``."""
    rules = []
    for n, m in enumerate(_CUE.rule_line.finditer(text, start, end)):
        if n >= _MAX_RULES:
            break
        rules.append(m)
    for first, second in zip(rules, rules[1:], strict=False):
        inner = text[first.end() : second.start()]
        if len(inner.strip()) >= _MIN_CHARS:
            lead = len(inner) - len(inner.lstrip())
            return first.start(), first.end() + lead, first.end() + len(inner.rstrip())
    return None


def after_rule(text: str) -> tuple[int, int] | None:
    """(the material's start, its end) in ``text`` when an instruction that points at material
    after it ("Use the following pieces of retrieved context to answer the user's question.":
    ``points_on``) ends at a rule line and the rest is that material (LangChain's RetrievalQA chat
    prompt puts ``{context}`` under a "----------------" rule in the system message): at least
    ``_MIN_CHARS`` characters after the first rule, and no second rule closing them (``block``
    reads fenced material). ``None`` otherwise."""
    rule = next(iter(_CUE.rule_line.finditer(text)), None)
    if rule is None or not _CUE.points_on.search(text, 0, rule.start()):
        return None
    rest = text[rule.end():]
    if _CUE.rule_line.search(rest) or len(rest.strip()) < _MIN_CHARS:
        return None
    lead = len(rest) - len(rest.lstrip())
    return rule.end() + lead, rule.end() + len(rest.rstrip())


_FENCE_MARKS = {"hash": "#", "quote": "\"'", "dash": "-", "equals": "=", "star": "*", "tilde": "~"}
_FENCE_LINE_RE = re.compile(r"^[ \t]*(?P<mark>#{3,}|\"{3}|'{3}|-{3,}|={3,}|\*{3,}|~{3,})[ \t]*$", re.MULTILINE)


def named_fence(text: str) -> tuple[int, int] | None:
    """(the material's start, its end) in ``text`` when an instruction names its material's fence
    ("Answer only from the leaflet between the lines of hashes.", "inside the triple quotes": the
    ``named_fence`` pattern) and, after it, two lines of that mark alone fence at least
    ``_MIN_CHARS`` characters: the first such pair. A run of "#" alone on its line is no markdown
    heading. ``None`` otherwise."""
    said = _CUE.named_fence.search(text)
    if said is None:
        return None
    kind = next(k for k, v in said.groupdict().items() if v)
    lines = [m for m in _FENCE_LINE_RE.finditer(text, said.end()) if m.group("mark")[0] in _FENCE_MARKS[kind]]
    for first, second in zip(lines[:_MAX_RULES], lines[1:_MAX_RULES], strict=False):
        if first.group("mark")[0] != second.group("mark")[0]:
            continue
        inner = text[first.end():second.start()]
        if len(inner.strip()) >= _MIN_CHARS:
            lead = len(inner) - len(inner.lstrip())
            return first.end() + lead, first.end() + len(inner.rstrip())
    return None


__all__ = ["after_rule", "block", "named_fence"]
