"""What every grounded answer shares: the documents' texts it reads, and the sources it cites.

``bodies`` gives the request's documents' texts, as the record and table readers take them;
``with_citations`` ends an answer with the prompt's "Sources:" list when the prompt gives one;
``numbered_cites`` cites a numbered block ("Source [2]:") by its number when the prompt asks so.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from course_lib.sim.request.reading import Request


def bodies(request: Request) -> list[str]:
    """The request's documents' texts (its retrieved documents that have a body), as the record
    and table readers take them (read once per request: a fresh list each time)."""
    memo = request.__dict__.get("_bodies_memo")
    if memo is None or memo[0] is not request.documents:
        memo = (request.documents, [d.body for d in request.documents if hasattr(d, "body")])
        request.__dict__["_bodies_memo"] = memo
    return list(memo[1])


def with_citations(answer: str, request: Request) -> str:
    """The answer followed by the prompt's "Sources:" list, when it gives one to cite."""
    if not request.citations:
        return answer
    label = "来源" if request.language == "zh" else "Sources"
    return f"{answer}\n\n{label}: " + "; ".join(dict.fromkeys(request.citations))


_CITE_MARK_RE = re.compile(r"\[[^\]\n]{1,80}\]")


def numbered_cites(answer: str, request: Request) -> str:
    """``answer`` cited by the number of the block it came from, when the prompt asked for numbered
    citations (``reading._numbered_citations`` gave its numbered blocks their numbers as sources)
    and the answer cites nothing yet: the block whose words hold most of the answer's, when it
    holds at least half of them."""
    numbered = [d for d in request.documents if getattr(d, "source", None) == str(getattr(d, "number", ""))]
    if not numbered or _CITE_MARK_RE.search(answer):
        return answer
    words = {w.lower() for w in _WORD_RE.findall(answer)}
    if not words:
        return answer
    best = max(numbered, key=lambda d: len(words & {w.lower() for w in _WORD_RE.findall(d.text)}))
    if 2 * len(words & {w.lower() for w in _WORD_RE.findall(best.text)}) < len(words):
        return answer
    return f"{answer.rstrip()} [{best.number}]"


_WORD_RE = re.compile(r"[£$€]?\d+(?:[.,:]\d+)*|[^\W\d_]{3,}")
