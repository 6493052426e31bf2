"""The question typed after the documents of a prompt, with no label of its own (issue 26).

A prompt whose documents are written in a shape ``documents.find`` knows ("[1] ... [2] ...",
"Source 1 (guide.pdf, p. 3):", "Document 2:") often ends with the question on a line of its own,
set apart by a blank line: "Using the sources, who signs the forms?", "Which room is it in?",
or a bare phrase ("locker code"). The last document's span then runs to the end of the message
and swallows it, and the reader finds no question. ``trailing(text, end)`` finds it: the last
paragraph of ``text`` (a reply slot such as "Answer:" left out) when it is one line, stands after
a blank line inside the span that ends at ``end`` or after it, and asks
(``unlabelled_prompt.question_line``), or is a bare noun phrase of a few words whose words the
documents name (``noun_phrase`` in data/sim/patterns.yaml, section ``unlabelled_prompt``). A
document's own last line is rarely set apart by a blank line and typed as a question; a sign-off
("Kind regards") names nothing the documents name.
"""

from __future__ import annotations

import re

from course_lib.sim.request import unlabelled_prompt
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_words, stem

_CUE = patterns("unlabelled_prompt")
_MAX_PHRASE_WORDS = 6  # words of a bare noun phrase taken as the question at most
_MAX_TAIL = 400  # characters of the last paragraph looked at at most
_PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")


def trailing(text: str, start: int, body: str) -> tuple[str, int] | None:
    """(the question, where its line starts in ``text``) for the last paragraph of ``text`` after
    ``start`` (the last document's start) when it asks (see the module), else ``None``. ``body``:
    the documents' text, which a bare noun phrase must name."""
    tail = text[start:].rstrip()
    lines = tail.split("\n")
    while lines and (_CUE.slot_line.match(lines[-1]) or not lines[-1].strip()):
        lines.pop()
    tail = "\n".join(lines)
    breaks = list(_PARAGRAPH_BREAK_RE.finditer(tail))
    if not breaks:
        return None
    line_start = breaks[-1].end()
    line = tail[line_start:]
    if not line.strip() or "\n" in line.strip() or len(line) > _MAX_TAIL or not tail[: breaks[-1].start()].strip():
        return None
    question = unlabelled_prompt.question_line(line)
    if not question:
        phrase = unlabelled_prompt.strip_lead(line)[0].rstrip(".!?？ ")  # "Using the sources, locker code"
        if not (
            len(phrase.split()) <= _MAX_PHRASE_WORDS
            and _CUE.noun_phrase.match(phrase)
            and not _CUE.other_task.search(phrase)
            and _stems(phrase) & _stems(body)
        ):
            return None
        question = phrase
    return question, start + line_start + (len(line) - len(line.lstrip()))


def _stems(text: str) -> set[str]:
    return {stem(w.lower()) for w in content_words(text)}


__all__ = ["trailing"]
