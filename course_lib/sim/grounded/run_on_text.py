"""A chosen sentence that is a whole text stripped of its punctuation.

A program that splits its text into word tokens and joins them with spaces (``" ".join(re.findall(
r"\\b\\w+\\b", text))``) hands over hundreds of words with no full stop: sentence splitting finds one
"sentence", and the extractive answer would quote all of it as the "brief and precise" answer. A
chosen sentence of more than ``run_on_words`` words (``data/sim/thresholds.yaml``) with no
sentence or clause mark inside (full stop, comma, colon, semicolon, question or exclamation mark,
their CJK forms) is such a run-on; ``reason`` says why quoting it is no answer.
"""

from __future__ import annotations

import re

from course_lib.sim.words.thresholds import threshold

_INNER_MARK_RE = re.compile(r"[.,;:!?\u3002\uff0c\uff1b\uff1a\uff01\uff1f\u3001]")


def run_on(sentence: str) -> bool:
    """``sentence`` runs more than ``run_on_words`` words with no mark inside."""
    body = sentence.strip().rstrip(".!?\u3002\uff01\uff1f\"')] ")
    return len(body.split()) > threshold("run_on_words") and not _INNER_MARK_RE.search(body)


def reason(chosen: list[str]) -> str | None:
    """Why quoting ``chosen`` is no answer (``None`` when no chosen sentence is a run-on)."""
    for sentence in chosen:
        if run_on(sentence):
            return (f"the text it would quote runs {len(sentence.split())} words with no full stop or comma, "
                    "so it can't tell where the sentence that answers begins and ends, and quoting it would "
                    "give the whole text")
    return None
