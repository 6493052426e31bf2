"""A forwarded e-mail pasted into a chat turn: its question and its notes (issue 26; notebook 02's
grounded answers on a learner's own material).

People forward a mail to an assistant with a line of their own above it: "can you answer priya's
question below?" (the question is the mail's), "what time is pick-up on sunday? it's in here
somewhere" (the question is the user's, the mail is the notes), "fyi see below". The mail client
marks where the forwarded message starts ("---------- Forwarded message ---------", "Begin
forwarded message:", "-------- Forwarded Message --------": ``forwarded_mail.marker`` in
data/sim/patterns.yaml; Outlook's "-----Original Message-----" is a quoted earlier message that
``plain_text`` reduces to its statements) and writes its header lines ("From:", "Date:", "Subject:", "To:":
``paste_marks.header_line``) under that line; the message's body follows.

``reading(text)`` gives (the question, the notes) or ``None``:

- a sentence of the user's lead-in asks a question of its own (``unlabelled_prompt.question_line``)
  that does not hand the mail's question over (``points_below``: "answer her question below",
  "fyi", "see below", "this one"): that question, over the whole body;
- else the first sentence of the body that asks: that question, over the body without it;
- else ``None`` (no marker, no body, a lead-in that asks for another task, no question anywhere):
  the message is read as before.

``reading.read_request`` asks this module for a human turn in which its reader found no documents
and reads the turn as "Question: ... / Context: ..." (``labelled``).
"""

from __future__ import annotations

import re

from course_lib.sim.request import paste_marks
from course_lib.sim.words.cues import patterns

_CUE = patterns("forwarded_mail")
_MAX_LINES = 400  # lines of one message looked at at most
_SENTENCE_RE = re.compile(r"(?<=[?!.])\s+")


def is_marker(line: str) -> bool:
    """The line where a forwarded message starts ("Begin forwarded message:")."""
    return bool(_CUE.marker.match(line))


def _parts(text: str) -> tuple[str, str] | None:
    """(the lead-in above the marker, the body under the header lines), or ``None``."""
    lines = text.split("\n")[:_MAX_LINES]
    at = next((i for i, line in enumerate(lines) if _CUE.marker.match(line)), None)
    if at is None:
        return None
    j = at + 1
    headers = 0
    while j < len(lines) and (not lines[j].strip() or paste_marks.is_header_line(lines[j])):
        headers += bool(lines[j].strip())
        j += 1
        if headers and j < len(lines) and not lines[j].strip():
            break  # the blank line under the header block
    body = "\n".join(lines[j:]).strip()
    return "\n".join(lines[:at]).strip(), body


def _asked(text: str) -> tuple[str, str] | None:
    """(the first sentence of ``text`` that asks, as the question it asks; the sentence as written)."""
    from course_lib.sim.request.unlabelled_prompt import question_line

    for line in text.split("\n"):
        for sentence in _SENTENCE_RE.split(line.strip()):
            if "?" not in sentence and "？" not in sentence:
                continue
            tail = sentence.rsplit(": ", 1)[-1]  # "Quick question from my side: is it refundable?"
            question = (question_line(tail) if tail != sentence else "") or question_line(sentence)
            if question:
                return question, sentence
    return None


def reading(text: str) -> tuple[str, str] | None:
    """(the question, the notes) of a forwarded mail in ``text`` (see the module), or ``None``."""
    from course_lib.sim.request.unlabelled_prompt import other_task

    parts = _parts(text)
    if parts is None:
        return None
    lead, body = parts
    if not body:
        return None
    own = _asked(lead) if lead else None
    if own is not None and not _CUE.points_below.search(own[1]):  # the user's own question
        return None if other_task(own[0]) else (own[0], body)
    if lead and own is None and not _CUE.points_below.search(lead):
        return None  # "summarise this for me", "thoughts": no question over the mail
    inner = _asked(body)
    if inner is None or other_task(inner[0]):
        return None
    question, sentence = inner
    return question, body.replace(sentence, " ", 1).strip()


def labelled(question: str, notes: str) -> str:
    """The turn as the reader's labelled shape."""
    return f"Question: {question}\n\nContext:\n{notes}"


__all__ = ["is_marker", "labelled", "reading"]
