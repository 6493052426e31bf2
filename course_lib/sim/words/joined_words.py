"""Words the documents write split that a question writes joined (issue 26, the twenty-seventh
set's V2; notebook 02's grounded answers).

"whats the wifi password" over "Wi-Fi: network Heron-Guest", "what time is checkout" over
"Check-out is by 10:00", "my email" over "e-mail us": the question's word is the documents' two
parts joined, so it is held, and "I don't know." resting on its absence would deny what the notes
say. :func:`joined` gives every pair of adjacent words of a text joined, case folded, when they
stand apart by a hyphen, a slash, a dot or one space (``absence.absent_name`` counts them held).
Bounded: ``_MAX_CHARS``.
"""

from __future__ import annotations

import re

_MAX_CHARS = 20_000  # a cap on the text read per document
_PAIR_RE = re.compile(r"(?<![A-Za-z])(?=([A-Za-z]{1,12})[-/. ]([A-Za-z]{1,12})(?![A-Za-z]))")
_MIN_LENGTH = 4  # a joined form shorter than this names nothing ("a b")


def joined(text: str) -> frozenset[str]:
    """Every two adjacent words of ``text`` joined, lower case ("Wi-Fi" -> "wifi", "log in" -> "login")."""
    return frozenset(
        (a + b).lower() for a, b in _PAIR_RE.findall(text[:_MAX_CHARS]) if len(a) + len(b) >= _MIN_LENGTH)


def held(word: str, texts: list[str]) -> bool:
    """Whether ``word`` is two adjacent words of one of ``texts`` joined."""
    word = word.lower()
    return any(word in joined(t) for t in texts)
