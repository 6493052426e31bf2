"""A label prompt whose options are an urgency scale ("urgent / normal / low", "P1, P2 or P3")
answered by the message's own urgency cues (issue 26; notebook 03's triage exercises and any
learner's ticket triage): a message that says it cannot wait ("the checkout is failing for
every customer", "flooding, come now") gets the most urgent option, one that says it can ("no
rush", "a typo") the least urgent. With no cue, or cues of both kinds, ``choose`` gives
``None`` and the caller states its limit as before. The option names and cues are data
(``urgency_*`` and ``calm_cues`` in data/sim/lexicons.yaml), in English, Chinese, Spanish, German
and French."""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.negation import said_only_negated
from course_lib.sim.words.text import COMMON_HAN_RE

# "P1", "SEV-2", "Prio 3", "S4": a ranked code, 1 the most urgent
_CODE_RE = re.compile(r"^(?:p|sev|s|prio|priority)[-\s]?(\d)$", re.IGNORECASE)


def rank(value: str) -> int | None:
    """0 for the most urgent kind of option, 1 the middle, 2 the least; a code's number; ``None``
    for an option that names no urgency."""
    m = _CODE_RE.match(value.strip())
    if m:
        return int(m.group(1))
    low = value.strip().strip("'\"`").lower()
    for n, name in enumerate(("urgency_high", "urgency_middle", "urgency_low")):
        if low in lexicon(name):
            return n
    return None


def _hits(text: str, name: str) -> list[str]:
    """The cues of lexicon ``name`` the text holds: a Latin-script cue as whole words, a Chinese
    one anywhere (Chinese writes no spaces between words)."""
    low = " ".join(text.lower().replace("’", "'").split())
    return [c for c in sorted(lexicon(name))
            if (c in low if COMMON_HAN_RE.search(c) else re.search(rf"(?<![\w']){re.escape(c)}(?![\w'])", low))]


def choose(values: list[str], message: str) -> tuple[str, list[str]] | None:
    """The option the message's urgency picks, with the cues that picked it; ``None`` when the
    options are no urgency scale (every one ranked, two ranks or more) or the message gives no
    one-sided cue."""
    ranks = [rank(v) for v in values]
    if len(values) < 2 or any(r is None for r in ranks) or len(set(ranks)) < 2:
        return None
    urgent, calm = _hits(message, "urgency_cues"), _hits(message, "calm_cues")
    urgent = [u for u in urgent if not any(u in c for c in calm)]  # "not urgent", "不紧急": calm
    urgent = [u for u in urgent if not said_only_negated(u, message)]  # "this isn't urgent at all"
    if bool(urgent) == bool(calm):
        return None
    order = sorted(range(len(values)), key=lambda i: ranks[i])
    pick = values[order[0]] if urgent else values[order[-1]]
    return pick, urgent or calm
