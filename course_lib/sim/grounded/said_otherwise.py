"""The words a question misses may be said another way (``extractive``): the chosen sentences
share the question's subject and miss only everyday words the documents may say in other words
("my dog" for "pets"); ``said_otherwise`` returns those words, and "I don't know" would rest on them
alone, so a stated limit says so.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.unread_lines import TITLE_LINE_RE
from course_lib.sim.request.reading import Request
from course_lib.sim.words.matching import Matcher


def _pinned_line(subject: list, asked: list, request: Request, matcher: Matcher, family: tuple[str, ...] = ()) -> bool:
    """A line of the documents pins the question's subject: it holds two of the ``subject``
    words ("the book" and "back" in "due_back ... the day the book must be returned"), or one
    and a word of the family of one of the question's other words (``family``: "Pet safety"
    for "safe"), or one with a value of the ``asked`` kind ("pays 8 euros" for "how much ...
    pay"), or one specific word (rarer than ``subject_word_zipf``: "locker") that at most two
    lines name."""
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    keys = {c.key for c in subject}
    kinds = {c.key for c in asked}
    rare = {c.key for c in subject if zipf(c.word.lower()) < threshold("subject_word_zipf")}
    naming: dict[str, int] = {}
    for doc in request.documents:
        for line in doc.body.splitlines():
            forms = matcher.forms(line) if line.strip() else frozenset()
            held = keys & forms
            if held and family and _family_held(line, family):
                return True
            if len(held) >= 2 or (held and kinds & forms):
                return True
            for key in held & rare:
                naming[key] = naming.get(key, 0) + 1
    return any(n <= 2 for n in naming.values())


def _family_held(line: str, family: tuple[str, ...]) -> bool:
    """A word of ``line`` is of the family of one of ``family`` (lower-case words of four
    letters or more): one opens the other ("safety" and "safe", "heated" and "heating")."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", line)}
    return any(w.startswith(f) or f.startswith(w) for w in words for f in family)


def _title_words(request: Request) -> frozenset[str]:
    """The stems of the documents' title and heading lines (their first line, markdown / INI
    headings, upper-case titles): the documents' topic, which every question about them shares."""
    from course_lib.sim.words.text import raw_tokens, stem

    out: set[str] = set()
    for doc in request.documents:
        lines = [x for x in doc.body.splitlines() if x.strip()]
        for n, line in enumerate(lines):
            if n == 0 or TITLE_LINE_RE.search(line):
                out.update(stem(w.lower()) for w in raw_tokens(line))
        out.update(stem(w.lower()) for w in raw_tokens(doc.title or ""))
    return frozenset(out)


def _in_family(key: str, words: frozenset[str]) -> bool:
    """``key`` is one of ``words`` or of their word family: one stem opens the other ("visitor"
    and "visit", from "VISITING HOURS")."""
    if key in words:
        return True
    return len(key) >= 4 and any(len(w) >= 4 and (key.startswith(w) or w.startswith(key)) for w in words)


def said_otherwise(request: Request, found: evidence.Evidence, matcher: Matcher) -> list[str]:
    """The question's words no chosen sentence holds, when "I don't know" would rest on them
    alone: the chosen sentences cover at least ``said_otherwise_coverage`` of the question's
    weight with a word that carries its topic, and every word they miss is an everyday English
    word (Zipf ``said_otherwise_word_zipf`` or more; a name only if as common as
    ``said_otherwise_name_zipf``: "TV", not "HEALTHCHECK"), which notes may say another way
    ("my dog" for "pets", "come back" for "returned"). Empty when a missed word is a name, a
    code, a figure, a rare term or the kind of value asked (then the documents do not hold it),
    or the question is not in English."""
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    if request.language != "en" or not found.picks or found.coverage < threshold("said_otherwise_coverage"):
        return []
    topic = _title_words(request)
    subject = [c for c in found.covered
               if c.key_term and not c.answer_type and c.kind != "type" and not _in_family(c.key, topic)]
    if not subject:
        return []  # (only the documents' topic is shared: "the flat" of a lease titled "Flat 3B")
    asked = [c for c in found.covered if c.kind == "type" or c.answer_type]  # "how much", held by a price
    family = tuple(c.word.lower() for c in found.uncovered
                   if c.key_term and not c.answer_type and c.kind == "word" and len(c.word) >= 4 and c.word.isalpha())
    if found.coverage < threshold("said_otherwise_share") and not _pinned_line(subject, asked, request, matcher, family):
        return []  # (one everyday word shared by chance: "point" for "the boiling point of water")
    missed = found.uncovered
    plain, name = threshold("said_otherwise_word_zipf"), threshold("said_otherwise_name_zipf")
    for c in missed:
        if c.answer_type or c.kind in ("type", "code") or not re.fullmatch(r"[A-Za-z]+", c.word):
            return []
        if zipf(c.word.lower()) < (name if c.is_name else plain):
            return []
    return [c.word for c in missed]
