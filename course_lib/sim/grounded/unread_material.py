"""An absence trusted only over material that was read (issue 26).

"I don't know." and a partial answer ("... I could not find anything about 'key', so I don't know
that part") say the documents lack what the question asks. That is evidence only over lines the
reader read as words: prose sentences, table rows under named columns, ``key = value`` lines whose
keys are words. A document written mostly in a notation (a weather report's coded groups, an
EDIFACT message, an iCalendar's ``DTSTART`` lines, a scorecard whose column heads are ``R`` and
``6s``, a tune's ``K:`` header) holds its answers in codes the question's words never meet, so not
finding them says nothing. ``limit`` turns such an absence into the documents limit when the share
of a document's units read as no words (``notation.unread_share``) reaches ``unread_material_whole``
(the document is nearly all codes: a METAR, a NOTAM; and no table whose rows the reader names by
a first cell in words), or reaches ``unread_material_share`` and a
word of the question that no document holds may be written as one of its codes (``abbreviated``:
"key" as ``K``, "runs" as ``R``, "closed" as ``CLSD``); thresholds in data/sim/thresholds.yaml.
Over prose and the formats it reads, "I don't know" stands; so does an absence over a half-coded
document when the missing word is no code's ("what was the time control?" over a crosstable of
``R1`` .. ``R4``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from course_lib.sim.material.notation import codes, named_rows, unread_share
from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms
from course_lib.sim.words.thresholds import threshold

if TYPE_CHECKING:
    from course_lib.sim.request.reading import Request


def most_unread(request: Request) -> float:
    """The highest ``unread_share`` of the request's documents (0.0 for none)."""
    return max((unread_share(d.body) for d in request.documents[:20]), default=0.0)


def abbreviated(question: str, bodies: list[str]) -> tuple[str, str] | None:
    """(a word of the question that none of ``bodies`` holds, a code of theirs that may write it):
    the code's letters are the word's first letter and then letters of the word in order ("K" for
    "key", "CLSD" for "closed", "6s" for "sixes"); a code of one letter writes only the noun the
    question asks for ("how many wickets": ``W``), never any word of that initial. ``None`` when no
    missing word has such a code."""
    text = " ".join(bodies).lower()
    held = set(_WORD_RE.findall(text))
    letters = {code: "".join(c for c in code.lower() if c.isalpha()) for b in bodies for code in codes(b)}
    asked = _CUE.asked_noun.search(question)
    asked_terms = set(content_terms(asked.group("noun"))) if asked else set()
    for term in content_terms(question):
        if not term.isalpha() or len(term) < 3 or term in held or any(w.startswith(term) for w in held):
            continue
        for code, abbr in letters.items():
            if len(abbr) == 1 and (term not in asked_terms or not _heads(code, bodies)):
                continue  # a letter may write only the noun asked for, not any word of its initial,
                # and only as a key or a column head ("K:Em", "R  W  6s"), not a letter in running text ("5 m")
            if abbr and abbr[0] == term[0] and _subsequence(abbr, term):
                return term, code
    return None


_WORD_RE = re.compile(r"[a-z]+")
_CUE = patterns("unread_material")  # its cue patterns: data/sim/patterns.yaml


def _heads(code: str, bodies: list[str]) -> bool:
    """``code`` stands as a key ("K:Em", "B) 3705120600") or in a head line of codes ("Bowler  O  M  R  W")."""
    key = re.compile(rf"^\s*{re.escape(code)}\s*[:)]", re.MULTILINE)  # not "m = re.search(...)": code
    for body in bodies:
        if key.search(body):
            return True
        for line in body.splitlines()[:_HEAD_LINES]:
            tokens = line.split()
            if code in tokens:
                coded = codes(line)  # once a line, not once a token
                if sum(t in coded for t in tokens) >= _HEAD_CODES:
                    return True
    return False


_HEAD_LINES = 40  # lines of a document looked at for a head line of codes
_HEAD_CODES = 3  # codes a line holds to be a head line


def _subsequence(short: str, word: str) -> bool:
    it = iter(word)
    return all(c in it for c in short)


def limit(request: Request) -> str | None:
    """The documents limit in place of an absence said over a document mostly unread (``None``:
    the documents were read, or a limit was stated for the reply already)."""
    if not request.documents or limits.stated_text():
        return None
    least = threshold("unread_material_share")
    unread = [(unread_share(d.body), d.body) for d in request.documents[:20]]
    unread = [(share, body) for share, body in unread if share >= least]
    if not unread:
        return None
    share = max(share for share, _ in unread)
    whole = any(share >= threshold("unread_material_whole") and not named_rows(body) for share, body in unread)
    if not whole and abbreviated(request.search_question, [body for _, body in unread]) is None:
        return None
    explain.rule("no answer found, but most of a document is in a notation or codes it does not read as words: "
                 "the absence is not trusted", unread=share)
    return limits.state(
        "tell whether the documents answer this",
        f"{round(share * 100)} % of a document's lines are codes or a notation it does not read as words "
        "(coded fields, column heads or keys that are no words), so not finding the answer among them is no "
        "evidence that it is absent",
        "read the notation's fields for what the question asks, or say the documents do not hold it",
        kind="documents",
    )
