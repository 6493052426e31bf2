"""Material a user pastes under a lead-in of their own, in a chat turn (issue 26; notebook 02's
follow-up questions in one thread).

"these are my texts with dad from saturday:" then the texts; "this is what the landlord sent us:"
then the letter; "here are my notes from the rowing committee:" then the notes. The lead-in says
that what follows is material, so the block is material even when it holds questions ("can you
pick me up?"), a "please" or a "you" of its own: they are the pasted text's, not requests to the
model (``unlabelled_prompt.is_material`` alone rejects such a block).

``block(text)``: the material under the turn's first line when that line is a lead-in
(``material_leads.lead`` in data/sim/patterns.yaml) that ends in ":" or names what it hands over
(``material_noun``), and the lines under it are enough to be notes (``unlabelled_prompt``'s
thresholds); else ``""``. ``reading._earlier_notes`` asks it for an earlier human turn, so a later
question in the thread is answered from the block.
"""

from __future__ import annotations

from course_lib.sim.cues import patterns

_CUE = patterns("material_leads")
_MAX_LEAD = 160  # characters of a lead-in line at most


def block(text: str) -> str:
    """The material under ``text``'s lead-in line (see the module), or ``""``."""
    from course_lib.sim.unlabelled_prompt import enough_lines

    stripped = text.strip()
    first, _, rest = stripped.partition("\n")
    lead = first.strip()
    if not rest.strip() or len(lead) > _MAX_LEAD or not _CUE.lead.match(lead):
        return ""
    if not lead.endswith((":", "：")) and not _CUE.material_noun.search(lead):
        return ""
    body = rest.strip()
    return body if enough_lines([x for x in body.split("\n") if x.strip()]) else ""


__all__ = ["block"]
