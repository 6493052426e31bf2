"""A cap on a worked amount (issue 26; the merger's grounded_r probe, read after its first sight).

"I'll park for 8 hours, what will I pay?" over "Parking: £2.50 per hour, capped at £15 a day." was
worked as 8 x £2.50 = "£20.00": the product of a rate and a count, with the line's cap left unread.
A line that states the rate may bound what it charges ("capped at £15", "up to a maximum of £6 per
item", "no more than £40", "max £8"; cue ``patterns.yaml`` ``caps.cap``). ``exceeded(total, sources,
bodies)`` gives the cap's sentence when a sentence holding one of the product's operands caps it
below ``total``, so the caller states a limit (whether the cap's scope, a day or an item, covers the
question's count is a reading it does not make); ``None`` when no such sentence caps it, or the
total stays under every cap (then the worked amount stands). Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_value

_CUE = patterns("caps")
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document


def exceeded(total: float, sources: list[str] | tuple[str, ...], bodies: list[str]) -> str | None:
    """The sentence whose cap ``total`` exceeds (see the module), or ``None``."""
    from course_lib.sim.material.prose import units

    wanted = [s.strip() for s in sources if s and s.strip()]
    if not wanted:
        return None
    for body in bodies[:_MAX_DOCS]:
        # its lines, then its sentences ("max. £10" ends no line, and a wrapped sentence spans lines)
        for text in [*body.split("\n")[:_MAX_UNITS], *(u.text for u in units(body)[:_MAX_UNITS])]:
            if not any(w in text for w in wanted):
                continue
            for m in _CUE.cap.finditer(text):
                amount = AMOUNT_RE.match(text, m.end())
                if amount is not None and amount_value(amount) < total - 0.005:
                    return text
    return None


__all__ = ["exceeded"]
