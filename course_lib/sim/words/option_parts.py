"""An option named in a text by the words of its name (issue 26, point 2): a label written in
snake_case, with hyphens or in camelCase ("return_request", "thank-you", "OutOfStock") is named
by "I'd like to return the kettle", "thank you so much", "it's out of stock" (a one-word label
only by its whole word, ``choosing.named_option``: "ride" in "charged twice for the same ride"
mentions RIDES, it does not name the label). Used when nothing else told a label
prompt's options apart (notebook 03's classification prompts in a learner's own words).

``named_by_parts(values, text)``: the one option of several words whose name's words (their stems, the words
every option's name shares and the words of ``option_part_skip`` in ``data/sim/lexicons.yaml``
left out) the text says outside a negation, else ``None`` (none, or more than one).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.negation import negated_spans
from course_lib.sim.words.text import NAME_WORD_RE, stem

MAX_TEXT = 4000  # characters of the text read
MIN_PART = 3  # a name's word shorter than this names nothing ("x_id")
_WORD_RE = re.compile(r"[A-Za-z]+")


def _compound(value: str) -> bool:
    return len([w for chunk in re.split(r"[\s_\-/]+", value.strip()) for w in NAME_WORD_RE.findall(chunk)]) >= 2


def name_parts(value: str) -> frozenset[str]:
    """The stems of the words of an option's name ("return_request" -> {"return", "request"})."""
    skip = lexicon("option_part_skip")
    words = [w for chunk in re.split(r"[\s_\-/]+", value.strip()) for w in NAME_WORD_RE.findall(chunk)]
    return frozenset(stem(w.lower()) for w in words if len(w) >= MIN_PART and w.lower() not in skip)


def said_stems(text: str) -> frozenset[str]:
    """The stems of the words ``text`` says outside a negation's reach."""
    text = text[:MAX_TEXT]
    spans = negated_spans(text)
    return frozenset(stem(m.group(0).lower()) for m in _WORD_RE.finditer(text)
                     if not any(s <= m.start() and m.end() <= e for s, e in spans))


def named_by_parts(values: list[str] | tuple[str, ...], text: str) -> str | None:
    """The one option of ``values`` the text names by a word of its name (see the docstring)."""
    if len(values) < 2 or not text.strip():
        return None
    parts = {v: name_parts(v) for v in values}
    shared = frozenset.intersection(*parts.values())
    said = said_stems(text)
    # only a name of several words is named by one of them: a one-word name's other form
    # ("ride" for RIDES in "charged twice for the same ride") is a mention, not the label
    named = [v for v in values if _compound(v) and (parts[v] - shared) & said]
    return named[0] if len(named) == 1 else None
