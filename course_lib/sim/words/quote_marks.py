"""Quote marks: the marks a request sets a word or phrase apart with, to say "this text, as is".

Straight and curly quotes, and markdown's backticks: a learner types "Is `kayak` a palindrome?" as
often as "Is 'kayak' a palindrome?". A span in any of them is one quoted phrase; an apostrophe
inside a word ("don't") never opens or closes one. Introduced with tool arguments (notebook 03:
a text argument takes the one phrase the question quotes). Nothing happens at import.
"""

from __future__ import annotations

import re

__all__ = ["OPENING", "CLOSING", "quoted_spans"]

OPENING = "'\"“‘`"
CLOSING = "'\"”’`"

# a quoted phrase: its marks stand apart from words ("What's 'good night' in Italian?"); inside
# it, an apostrophe between two letters is the word's own ("saying 'What's up'": "What's up")
_SPAN_RE = re.compile(
    rf"(?<!\w)[{OPENING}]((?:[^{CLOSING}{OPENING}\n]|(?<=\w)['’](?=\w)){{1,60}}?)[{CLOSING}](?!\w)")


def quoted_spans(text: str) -> list[str]:
    """The phrases ``text`` sets in quote marks or backticks, stripped, in order."""
    return [span.strip() for span in _SPAN_RE.findall(text) if span.strip()]
