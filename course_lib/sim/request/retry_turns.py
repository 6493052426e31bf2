"""A turn that only asks to do the earlier request again ("Try again", "Search again with other
words", "1.ツール選択・実行をリフレクションの結果に従ってやり直してください"): what is asked is that
earlier request, so a search runs on it, never on the retry instruction's own words (issue 26,
ports18).

The request meant is the latest earlier human turn that says something of its own: not itself an
instruction to redo, with ``_MIN_WORDS`` content words at least, and longer than the retry turn
(a step's command in between, "3.リフレクションを開始してください", is shorter: no request). Cues are
data (``retry_turns`` in data/sim/patterns.yaml). Introduced for the ported programs
(tests/thirdparty, eighteenth batch: a Japanese book's help-desk agent retrying a subtask).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("retry_turns")
_MIN_WORDS = 4  # content words an earlier turn needs to be the request, not another command
_MAX_BACK = 12  # earlier turns looked at


def asked_again(question: str, history: list[str]) -> str | None:
    """The earlier request ``question`` asks to do again; ``None`` when it asks something of its
    own or no earlier turn is a request."""
    from course_lib.sim.words.text import content_terms

    if not _CUE.again.search(question) or not history:
        return None
    for earlier in reversed(history[-_MAX_BACK:]):
        if _CUE.again.search(earlier):
            continue
        if len(content_terms(earlier)) >= _MIN_WORDS and len(earlier) > len(question):
            return earlier
    return None
