"""A price asked of a thing whose line gives none (issue 26, fix59a): "how much did the bouncy castle cost"
over minutes whose action row books the castle ("Book bouncy castle for summer fair ... done") and whose
treasurer's line gives the club's balance. The reader chooses both lines, one for the thing and one for
money, and the quote reads as an answer: neither line gives the castle's price.

``unpriced(request, found)``: the asked thing's words (the topic words the chosen lines meet, in the
question's order) when the question asks an amount of money (``quantities.asks_money``), two or more lines
are chosen, the lines that name the thing state no amount, and no line that states an amount names the
thing or points back to another line (a pronoun: "It cost £120."; the line right after the thing's line,
unless it opens with a label of its own: "Treasurer: ...").
English only; ``None`` otherwise.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.request.reading import Request
from course_lib.sim.words.quantities import asks_money, states
from course_lib.sim.words.text import stem

__all__ = ["unpriced"]

_WORD_RE = re.compile(r"[a-z]+")
_OWN_LABEL_RE = re.compile(r"^\W*(?:\d{1,3}[.)]\s*)?[A-Z][\w' ]{0,30}:")  # "3. Treasurer: ...", "Boats: ..."
_POINTS_BACK = frozenset({"it", "its", "this", "that", "these", "those", "they", "them", "which", "same"})


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(text.lower())}


def unpriced(request: Request, found: evidence.Evidence) -> str | None:
    """The asked thing named by lines that give no price (module docstring), or ``None``."""
    if request.language != "en" or len(found.picks) < 2 or not asks_money(request.search_question):
        return None
    subject = [c.word for c in found.covered if c.kind != "type" and not c.answer_type and c.key_term]
    if not subject:
        return None
    keys = {stem(w.split()[-1].lower()) for w in subject}
    named, priced = [], []
    for i, (_, line) in enumerate(found.picks):
        words = _stems(line)
        money = states(line, "money")
        if money and (keys & words or _POINTS_BACK & set(_WORD_RE.findall(line.lower()))):
            return None  # a line gives the thing's amount, or an amount of a line it points back to
        if money:
            priced.append(i)
        elif keys & words:
            named.append(i)
    if not named or not priced:
        return None
    for n in named:
        for p in priced:
            if _OWN_LABEL_RE.match(found.picks[p][1]):
                continue  # an item of its own ("Treasurer: ..."), not a line going on about the thing
            if (found.picks[n][0] is found.picks[p][0] and len(found.positions) > max(n, p)
                    and found.positions[p] == found.positions[n] + 1):
                return None  # the amount's line right after the thing's: it may go on about it
    order = {w.lower(): i for i, w in enumerate(_WORD_RE.findall(request.search_question.lower()))}
    return " ".join(sorted(subject, key=lambda w: order.get(w.lower(), 99)))
