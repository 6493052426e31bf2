"""A search result that says it found nothing (issue 26; probe agents_w).

Learners' search tools say so in words when nothing matches: "No rule mentions all of: yearly,
rent, half, plot.", "No results for 'sauna'.", "Nothing found.", "0 matches", "未找到相关内容". Such a
result often repeats the query's words, so read as a document it "covered" the question and was
relayed as the answer. ``is_empty`` tells it apart: a short result (one or two lines) that opens
with a no-result phrase (cues ``empty_results`` in data/sim/patterns.yaml). The agent reads it as
no documents and searches again, or gives up saying it found nothing.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("empty_results")
MAX_CHARS = 240  # a no-result message is short; a longer result holds more than the message
MAX_LINES = 2


def is_empty(result: str) -> bool:
    """Does ``result`` only say that nothing matched the query?"""
    text = result.strip()
    if not text or len(text) > MAX_CHARS or len(text.splitlines()) > MAX_LINES:
        return False
    return bool(_CUE.nothing.match(text))
