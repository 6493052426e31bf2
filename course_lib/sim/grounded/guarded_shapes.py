"""Answers from a prompt shape the reader has only lately learned, trusted only when whole (issue 26).

Public LangChain code hands the material over in shapes the reader once did not see at all: a
system prompt whose first paragraph ends in a label naming its material ("You help residents
with the newsletter. The newsletter:" and the text under it), numbered "Source [2]:" blocks from
a ``RunnableLambda`` formatter. Unread, such a prompt got a stated limit; read, every answer the
reader gives from it is trusted. Its whole quotes are as good as anywhere, but its two weakest
answers, a partial one ("... I could not find anything about 'last'") and an "I don't know" over
lines that share the question's words, were measured wrong on such material far more often than
right (a rule line for a date counted from it, a correction not applied, a refund rule in other
words), and so was a quote of two lines each holding part of what the question names ("who teaches
yoga?" met by the yoga line and by the "teaching pool" line). So for documents of the
``documents.GUARDED_SHAPE`` those answers are the documents limit they were before the shape was
read, with the reason; an "I don't know" where no line
shares enough of the question's words (``guarded_absence_coverage`` in data/sim/thresholds.yaml)
stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from course_lib.sim.material.data_records import records_dominate
from course_lib.sim.material.documents import GUARDED_SHAPE
from course_lib.sim.reports import explain, limits
from course_lib.sim.words.thresholds import threshold

if TYPE_CHECKING:
    from course_lib.sim.grounded.evidence import Evidence
    from course_lib.sim.request.reading import Request
    from course_lib.sim.words.matching import Matcher


def guarded(request: Request) -> bool:
    """Some of the request's documents came from a lately learned shape, or are a JSON export read
    as one row per record (``data_records.json_records``, lately learned too: a FHIR bundle's nested
    records read as rows lost the words a question asks them by, and "I don't know" was said over
    records that hold the answer)."""
    return any(getattr(d, "shape", "") == GUARDED_SHAPE or records_dominate(d.body) for d in request.documents)


def partial_limit(request: Request) -> str | None:
    """The limit for a partial answer from a guarded shape (``None``: not guarded, or a limit was
    stated for the reply already)."""
    if not guarded(request) or limits.stated_text():
        return None
    explain.rule("a partial answer from material in a lately learned prompt shape: not trusted")
    return limits.state(
        "tell whether the documents answer this",
        "its lines on the question's subject answer only part of it as read, and what they leave out may be "
        "worked from them or said in other words",
        "read the material for what the question means and answer, or say it does not hold it",
        kind="documents",
    )


def absence_limit(request: Request, found: Evidence) -> str | None:
    """The limit for an "I don't know" from a guarded shape whose lines share the question's words
    (``None`` otherwise)."""
    if not guarded(request) or found.coverage < threshold("guarded_absence_coverage"):
        return None
    explain.rule("no answer read from material in a lately learned prompt shape whose lines share the "
                 "question's words: not trusted", coverage=found.coverage)
    return limits.state(
        "tell whether the documents answer this",
        "lines of the material share the question's words, yet none answers it as read; they may answer it "
        "in other words",
        "read the lines on the question's subject and answer from them, or say they do not hold it",
        kind="documents",
    )


def split_limit(request: Request, found: Evidence, matcher: Matcher) -> str | None:
    """The limit for a quote from a guarded shape whose picked lines each hold only part of the
    question's words it met, no one line all of them (``None`` otherwise)."""
    if not guarded(request) or len(found.picks) < 2:
        return None
    keys = {c.key for c in found.covered if not c.answer_type}
    if not keys or any(keys <= set(matcher.analyse(sentence).forms) for _, sentence in found.picks):
        return None
    explain.rule("a quote of lines that each hold part of the question, from material in a lately learned "
                 "prompt shape: not trusted", coverage=found.coverage)
    return limits.state(
        "tell which line of the documents answers this",
        "no one line holds all of what the question names; the lines it found each hold a part, and may be "
        "about different things",
        "read the line about the question's own subject and answer from it",
        kind="documents",
    )
