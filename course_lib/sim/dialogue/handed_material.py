"""A chat turn that hands material over and asks nothing yet (issue 26; probe ``pasted_m``).

A learner's chat often pastes first and asks after: "Here's the notice the hall committee sent
round:" and the notice, or "刚收到物业的通知:" and the notice, then the question in the next turn (a
checkpointed thread, two ``invoke`` calls). The simulator answered the paste itself with the
knowledge limit ("no tool, document or fact ... answers it"), a limit on a turn a real model answers
by acknowledging the material and asking what the user wants to know; the thread's later question is
then read from that turn (``reading._earlier_notes``).

``acknowledgement(task, request)``: the reply to such a turn, or ``None``. The turn's first line is
a lead-in (``material_leads.is_lead``: "here is ...:", "My sister forwarded me this:") over enough
lines to be notes (``material_leads.block``); the reader found no question in it but the whole
message (``Request.question`` opens with the lead-in: a labelled "answer: ..." line is a question); its
last line asks the model nothing (no question mark,
no request turned to the model: "Can you ...", "Please ...", "请..."); no tool, schema or JSON form is bound, the task read is the plain
chat or answer, and the system prompt is at most a persona (one that asks for a summary or a
translation of what is pasted gets that task's reply or its limit). The
reply names the material when the lead-in does ("the notice", "通知") and counts its lines.
"""

from __future__ import annotations

import re

from course_lib.sim.request import material_leads, unlabelled_prompt
from course_lib.sim.request.reading import Request

# a last line that turns to the model: "Can you ...", "Please ...", "What do you think", "请...", "帮我..."
_ASKS_RE = re.compile(r"^\W*(?:(?:can|could|would|will)\s+you|please|pls|what\s+do\s+you|tell\s+me|help\s+me|"
                      r"explain|summari[sz]e|translate|check)\b|^\W*(?:请|帮我|帮忙|麻烦你?|你看|能不能|可以帮)", re.IGNORECASE)
# a short last line opening with the user's own turn of talk: "So, gate code", "And the price?", "那么费用呢"
_TURN_RE = re.compile(r"^\W*(?:so|and|then|ok|okay|anyway|now|also|well|but|那|所以|那么)\b|^\W*(?:那|所以|那么)", re.IGNORECASE)
_MAX_TURN_WORDS = 6
_PLAIN_TASKS = ("chat", "answer")  # the tasks read when no instruction asks for anything else


def acknowledgement(task: str, request: Request, scores: dict[str, float] | None = None) -> str | None:
    """The acknowledgement of a turn that hands material over and asks nothing (see the module);
    ``scores``: the task cues' scores, none of which may be for another task (a "Summarise whatever
    the user pastes" scored under the threshold still asks for something)."""
    if task not in _PLAIN_TASKS or request.tools or request.structured or request.json_mode:
        return None
    if any(score > 0 for name, score in (scores or {}).items() if name not in _PLAIN_TASKS):
        return None
    if _instructed(request.system):  # "Translate what the user sends into French.": a task for the paste
        return None
    text = request.human.strip()
    body = material_leads.block(text)
    if not body:
        return None
    lead = text.split("\n", 1)[0].strip()
    if request.question_from != "human" or not " ".join(request.question.split()).startswith(" ".join(lead.split())):
        return None  # the reader found a question of the turn's own ("Using these notes, answer: ..."): it asks
    last = [line.strip() for line in text.splitlines() if line.strip()][-1]
    if last.endswith(("?", "？")) or _ASKS_RE.match(last) or "?" in lead or "？" in lead or (
            _TURN_RE.match(last) and len(last.split()) <= _MAX_TURN_WORDS):
        return None  # "... Can I bring confetti?": the turn asks, and is answered
    lines = sum(1 for line in body.splitlines() if line.strip())
    noun = material_leads.named_material(lead)
    if request.language == "zh":
        return f"收到，你发来的{noun or '内容'}我看过了（共{lines}行）。想了解什么？"
    return f"Got it - I've read the {noun or 'text'} you shared ({lines} lines). What would you like to know about it?"


_SENTENCE_RE = re.compile(r"(?<=[.!?。！？])\s+|\n+")


def _instructed(system: str) -> bool:
    """A sentence of the system prompt is an instruction (it opens with an imperative, or names
    another task: summarise, translate, classify): only a persona ("You are Pip, ...") or nothing
    leaves a paste to be acknowledged."""
    return any(unlabelled_prompt.opens_imperative(x) or unlabelled_prompt.other_task(x)
               for x in _SENTENCE_RE.split(system) if x.strip())
