"""An asked modifier met only beside another thing's value (issue 26, fix58a): "which chrome version
did tobias test on" over a bug thread where one reporter writes "Version 2.2.1, Firefox 122" and
another "Reproduced on Chrome too". The closest lines hold a version, and "Chrome", but never a
Chrome version: quoting them gives Firefox's version for Chrome's.

``unmet(question, bodies)``: for a question "which|what <modifier> <value noun>" (data:
``value_heads`` in ``subject_words.yaml``: version, build, model, release), the modifier's own
value is a figure that follows it ("Chrome 121", "Chrome v121", "Chrome version 121") or a value noun
with a figure in the same sentence; when the documents write the modifier but never with its value,
the modifier (as written) is returned: the documents do not say. ``None`` otherwise (the modifier
in no document at all is the ordinary absence's, read elsewhere).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read
from course_lib.sim.words.text import STOP_WORDS

_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|\n")


@lru_cache(maxsize=1)
def _asked_re() -> re.Pattern[str]:
    heads = "|".join(re.escape(h) for h in read("subject_words.yaml")["value_heads"])
    return re.compile(rf"\b(?:which|what)\s+(?P<mod>[a-z][\w\-]*)\s+(?P<head>{heads})\b", re.IGNORECASE)


def unmet(question: str, bodies: list[str]) -> tuple[str, str] | None:
    """(the modifier as the documents write it, the value noun) when no sentence gives the modifier's
    value; ``None`` when the question asks no such pair or a sentence gives it."""
    m = _asked_re().search(question)
    if m is None or m.group("mod").lower() in STOP_WORDS:
        return None
    mod, head = m.group("mod"), m.group("head").lower()
    own = re.compile(rf"(?<![\w-]){re.escape(mod)}(?![\w-])", re.IGNORECASE)
    valued = re.compile(rf"(?<![\w-]){re.escape(mod)}[^\w\n]{{0,6}}(?:{re.escape(head)}\b[^\w\n]{{0,4}})?v?\.?\s*\d",
                        re.IGNORECASE)
    # "version 3", "Version: 2.2.1", "version is 18", "allowedVersions": "<5.0" (a key holding the noun)
    head_value = re.compile(rf"{re.escape(head.rstrip('s'))}s?\b(?:\s*(?:is|was))?[\W_]{{0,6}}[<>=~^]*\s*v?\d",
                            re.IGNORECASE)
    written = None
    for body in bodies:
        if not own.search(body):
            continue
        for sentence in _SENTENCE_RE.split(body):
            found = own.search(sentence)
            if not found:
                continue
            if valued.search(sentence) or head_value.search(sentence):
                return None
            written = written or found.group(0)
    return (written, head) if written else None
