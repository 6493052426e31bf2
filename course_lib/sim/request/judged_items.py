"""The item a grader's instruction judges, read as the document its label heads (issue 26).

A per-chunk grader in a hand-built graph names what it judges in its own words: "You decide
whether a calendar entry helps answer the member's question", "Give a binary score to say whether
the record is relevant to the question", "Rate how relevant the listing is", then hands it over
under a label of the same word: "Entry:\\n<the entry>\\n\\nQuestion: ...", "Here is the record:
...". The reader knows labels such as "Document:" or "Context:"; a label it does not know left
the item unread, and the grader with "no document to grade" said "no" to every chunk.

``judged_noun(instructions)``: the noun the instruction judges (cues: ``judged_items`` in
data/sim/patterns.yaml: "whether a/the ... <noun> helps / is relevant / answers ...", "grade /
score / rate the <noun>", "the <noun> is relevant", "how relevant the <noun> is"), or ``None``. ``relabelled(text, noun)``:
``text`` with a label line that names that noun ("Entry:", "Calendar entry:", "Here is the
record:") written as the "Document:" label the reader knows; ``None`` when no line names it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import stem

_CUE = patterns("judged_items")
_LABEL_RE = re.compile(r"^(?P<lead>[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?)(?P<label>[A-Za-z][\w' -]{0,40}?)[ \t]*(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?[ \t]*$",
                       re.MULTILINE)
_MAX_LABEL_WORDS = 5


@lru_cache(maxsize=64)
def judged_noun(instructions: str) -> str | None:
    """The noun a grader's ``instructions`` judge ("entry", "record"), or ``None`` (read once per
    instructions: an agent sends the same ones every turn, and four patterns search them)."""
    for pattern in (_CUE.whether, _CUE.verb, _CUE.relevant, _CUE.how_relevant):
        m = pattern.search(instructions)
        if m and not _CUE.not_an_item.fullmatch(m.group("noun")):
            return m.group("noun").lower()
    return None


def relabelled(text: str, noun: str) -> str | None:
    """``text`` with its first label line naming ``noun`` (its last word, or "here is the <noun>")
    written "Document:"; ``None`` when no label line names it."""
    want = stem(noun.lower())
    for m in _LABEL_RE.finditer(text):
        words = m.group("label").split()
        if len(words) > _MAX_LABEL_WORDS or stem(words[-1].lower()) != want:
            continue
        return f"{text[: m.start()]}{m.group('lead')}Document:{text[m.end():]}"
    return None
