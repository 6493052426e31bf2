"""The item a relevance grade is about, when it is not the document (issue 26, ports26b).

"Determine if the following feedback response is relevant to the current query and document
content. ... Current query: ... Feedback query: ... Document content: ... Feedback response: ...
Is this feedback relevant?" grades the *feedback* (a stored question and its answer) against the
current query: the document is context, and the feedback's own query is no question to grade the
document against. Read as a document grade, the feedback's query became the question and a chunk
that shared one word with the feedback's answer ("a pot with drainage holes" beside a chapter on
peat drainage) was graded relevant: "Yes" for an answer about repotting orchids.

- ``graded_item(request)``: ``(reference question, item text)`` when the asking sentence names the
  item graded ("the following feedback response is relevant to", cue ``graded`` in
  ``data/sim/patterns.yaml`` ``graded_items``), labels of the prompt hand that item over (every label
  holding the item's first word: "Feedback query", "Feedback response") and another label holds
  the question it is graded against ("Current query"); else ``None``;
- ``regraded(request)``: the request with that question and the item as its one document, for the
  grader to weigh as usual (``None`` when no item is named).
"""

from __future__ import annotations

import dataclasses
import re

from course_lib.sim.material.documents import Document
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns

_CUE = patterns("graded_items")
_LABEL_RE = re.compile(r"^[ \t]*(?P<label>[A-Za-z][A-Za-z' ]{0,40}?)[ \t]*:[ \t]*(?P<value>.*)$", re.M)


def _labelled(text: str) -> list[tuple[str, str]]:
    """``(label, value)`` of each label line, a value running on to the next label line."""
    found = list(_LABEL_RE.finditer(text))
    out = []
    for i, m in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        value = (m.group("value") + text[m.end():end]).strip()
        out.append((m.group("label").strip(), value))
    return out


def graded_item(request: Request) -> tuple[str, str] | None:
    """The question and the item a relevance grade names (see the module docstring)."""
    text = f"{request.system}\n{request.human}"
    if "relevan" not in text.lower():
        return None
    m = _CUE.graded.search(text)
    if not m:
        return None
    head = m.group("item").lower().split()[0]
    items, reference = [], None
    for label, value in _labelled(text):
        words = label.lower().split()
        if head in words:
            items.append(value)
        elif reference is None and value and _CUE.question_label.search(label):
            reference = value
    if not items or not reference or not any(items):
        return None
    return reference, "\n".join(v for v in items if v)


def regraded(request: Request) -> Request | None:
    """The request with the named item as the one document graded against its question."""
    found = graded_item(request)
    if found is None:
        return None
    question, item = found
    explain.rule("the grade names the item it is about: that item is graded against the question",
                 question=question, item=item[:120])
    doc = Document(source=None, title="", body=item, number=1)
    return dataclasses.replace(request, question=question, documents=[doc])
