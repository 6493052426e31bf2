"""Material a user pastes under a lead-in of their own, in a chat turn (issue 26; notebook 02's
follow-up questions in one thread).

"these are my texts with dad from saturday:" then the texts; "this is what the landlord sent us:"
then the letter; "here are my notes from the rowing committee:" then the notes. The lead-in says
that what follows is material, so the block is material even when it holds questions ("can you
pick me up?"), a "please" or a "you" of its own: they are the pasted text's, not requests to the
model (``unlabelled_prompt.is_material`` alone rejects such a block).

``is_lead(line)``: the line is a lead-in (``material_leads.lead`` in data/sim/patterns.yaml) that
ends in ":" or names what it hands over (``material_noun``), or names the user's own material ("our
cellar list as of today"). ``block(text)``: the material under the turn's first line when that line
is a lead-in and the lines under it are enough to be notes (``unlabelled_prompt``'s thresholds);
else ``""``. ``reading._earlier_notes`` asks it for an earlier human turn, so a later question in
the thread is answered from the block; ``unlabelled_prompt.split`` for a caption line over a paste
("our cellar list as of today", then the list, then the question), which is no asker's own text.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.question_form import asks
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("material_leads")
_MAX_LEAD = 160  # characters of a lead-in line at most
_MAX_HANDED = 80  # characters of a hand-over lead-in ("My sister forwarded me this:") at most
_OWNED_RE = re.compile(r"^\W*(?:my|our)\s+(?:[\w'-]+\s+){0,2}?([\w-]+)\b(?:\s+(?:from|for|of|as|on|at|after|about)\b[^\n?]{0,60})?\s*[:.]?$", re.IGNORECASE)


def enough_lines(lines: list[str]) -> bool:
    """``lines`` are enough to be notes: at least ``unlabelled_material_lines`` lines or
    ``unlabelled_material_words`` words (data/sim/thresholds.yaml; a short remark is no notes)."""
    words = sum(len(x.split()) for x in lines)
    return len(lines) >= threshold("unlabelled_material_lines") or words >= threshold("unlabelled_material_words")


def is_lead(line: str) -> bool:
    """``line`` hands material over: a lead-in opening that ends in ":" or names the material
    ("here are my notes:", "these are my texts with dad"), or the user's own material named ("our
    cellar list as of today", "my notes from monday")."""
    lead = line.strip()
    if not lead or len(lead) > _MAX_LEAD:
        return False
    if _CUE.lead.match(lead):
        return lead.endswith((":", "：")) or bool(_CUE.material_noun.search(lead))
    if handed_over(lead):  # "My sister forwarded me this:", "刚收到物业的通知:"
        return True
    owned = _OWNED_RE.match(lead)
    return bool(owned and _CUE.material_noun.fullmatch(owned.group(1)))


def handed_over(line: str) -> bool:
    """``line`` is a short lead-in ending in ":" that says the material came from someone: a
    hand-over verb with what it hands over ("My sister forwarded me this:", "Got this from the
    landlord today:", "刚收到物业的通知:"; cue ``handed``), not a question passed on to be answered
    ("I got this question from my son:"; cue ``asked_over``) nor a question of its own ("what time
    is low water on monday pasted below:")."""
    lead = line.strip()
    if not lead.endswith((":", "：")) or len(lead) > _MAX_HANDED or "?" in lead or "？" in lead:
        return False
    if not _CUE.handed.search(lead) or _CUE.asked_over.search(lead):
        return False
    return not asks(lead[:-1])  # "what time is low water on monday pasted below:": a question, its material after


def named_material(line: str) -> str:
    """The material a lead-in names ("notice" of "Here's the notice the hall committee sent
    round:", "通知" of "刚收到物业的通知:"), or ``""``."""
    m = _CUE.material_noun.search(line) or _CUE.material_noun_zh.search(line)
    return m.group(0).lower() if m else ""


def block(text: str) -> str:
    """The material under ``text``'s lead-in line (see the module), or ``""``."""
    stripped = text.strip()
    first, _, rest = stripped.partition("\n")
    if not rest.strip() or not is_lead(first):
        return ""
    body = rest.strip()
    return body if enough_lines([x for x in body.split("\n") if x.strip()]) else ""


__all__ = ["block", "enough_lines", "is_lead"]
