"""A "yes" over an item a line of the documents cancels (issue 26; the forty-third set's agility
show, once its opening turn was read as small talk).

"Can I still run my large dog in the steeplechase?" was answered "Yes: ... Heights: large only"
from the schedule's row, while an amendment said "class 5, the Steeplechase, is cancelled". A
reply that says yes is checked against the documents' lines: a clause holding a cancelling word
(``cancelled_cues`` in data/sim/lexicons.yaml: cancelled, called off, no longer held, 取消 ...)
that names a word the question and the reply both name (the item the yes is about) makes the
answer "no", with that line quoted. A clause is cut at ";" and "and"/"but", so "the café is open;
the talk is cancelled" cancels the talk, not the café; what it cancels is the clause's words before
the cancelling word, up to a preposition, so "aqua aerobics in the pool is cancelled" cancels no
swim in the pool. Bounded: ``_MAX_DOCS`` documents,
``_MAX_LINES`` lines each.

A line may also decline or withdraw an item named after its verb (``declined_cues``: "the client has
turned down the skirting gloss", "客人不要红烧肉"; issue 26, the forty-seventh set's PP3): what it
declines is the clause's words after the verb, up to a preposition. And a yes/no question about the
item ("Will you be glossing the skirting?") answered by a quote of the item's own line, no yes or no
in it ("Gloss skirting and door: £90."), is answered "no" from the declining line the same way; a
reply that opens with "no" or states a limit is left as it is, and such a quote needs two of the
terms it shares with the question in the item (one when it shares one), so "Sunday yoga is cancelled"
turns no "The gym is open on Sundays" into a no.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms, lexicon_re

_MAX_DOCS = 20
_MAX_LINES = 400
# a sentence's end, or a line break before a line that opens a new one (a wrapped line goes on)
_LINE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n(?=\s*(?:[A-Z0-9#*•\-\u4e00-\u9fff]|$))")
_PREPOSITION_RE = re.compile(r"\b(?:in|at|on|for|of|with|from|near|by|during|inside|outside)\b", re.IGNORECASE)
_CLAUSE_RE = re.compile(r";|；|\band\b|\bbut\b|，但|但是")
_YES_RE = re.compile(r"^\W*(?:yes|yeah|yep)\b|^\W*是的|^\W*可以", re.IGNORECASE)
_NO_RE = re.compile(r"^\W*(?:no|not|nope)\b|^\W*(?:不|没|否)|offline simulator", re.IGNORECASE)


def _cue_re(name: str = "cancelled_cues") -> re.Pattern[str]:
    return lexicon_re(name)


def cancelling_line(question: str, reply: str, bodies: list[str]) -> str | None:
    """The line that cancels (or declines) the item a "yes" ``reply`` is about, or the item a yes/no
    ``question`` asks about when ``reply`` quotes it with no yes or no; ``None`` otherwise."""
    said_yes = bool(_YES_RE.search(reply))
    if not said_yes and (_NO_RE.search(reply) or not _asks_yes_no(question)):
        return None
    about = set(content_terms(question)) & set(content_terms(reply))
    if not about:
        return None
    # a quote with no yes in it is about the cancelled item only when the item holds two of its shared
    # terms (one when it shares one): "Sunday yoga is cancelled" cancels no "open on Sundays"
    least = 1 if said_yes else min(2, len(about))
    cue, declined = _cue_re(), _cue_re("declined_cues")
    for body in bodies[:_MAX_DOCS]:
        before, after = bool(cue.search(body)), bool(declined.search(body))
        if not (before or after):
            continue
        for line in _LINE_RE.split(body)[:_MAX_LINES]:
            if not said_yes and ("|" in line or "\t" in line):
                continue  # a table's rows ("| Tue 7 Oct | Rough | Cancelled |"): a status column, read by the row readers
            for clause in _CLAUSE_RE.split(line) if before else ():
                if len(about & set(content_terms(_subject(clause, cue)))) >= least:
                    return " ".join(line.split())
            if after and len(about & set(content_terms(_declined_item(line, declined)))) >= least:
                return " ".join(line.split())
    return None


def declining_lines(bodies: list[str]) -> list[str]:
    """The lines of ``bodies`` by which someone declines or withdraws an item ("the customer declines the
    water-resistance test": ``declined_cues``), in order; a total stated before them may still hold it."""
    cue = _cue_re("declined_cues")
    return [line.strip() for body in bodies[:_MAX_BODIES] for line in body.splitlines()[:_MAX_LINES]
            if cue.search(line)]


def declined_limit(line: str) -> str:
    """The documents limit for an amount worked or asked beside ``line``, which declines an item the
    figures may still hold ("the customer declines the water-resistance test" beside "Total: £325")."""
    from course_lib.sim.reports import limits

    return limits.state("work out the amount this question asks for",
                        f"a line of the documents declines an item ({line[:120]!r}) that the figures it read may "
                        "still include", "take the declined items out of the figures before working the amount",
                        kind="documents")


_MAX_BODIES = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document


def cancelled_asked(question: str, bodies: list[str]) -> str | None:
    """The line that cancels or declines the item a yes/no ``question`` asks about (two of its terms
    in the item, one when it has one), before any reply is read ("Can I still enter Best Veteran?"
    over "Best Veteran is withdrawn this year"); ``None`` when the question asks about the
    cancelling itself ("was the match called off?") or no line cancels its item."""
    if not _asks_yes_no(question) or _cue_re().search(question) or _cue_re("declined_cues").search(question):
        return None
    return cancelling_line(question, question, bodies)


def _asks_yes_no(question: str) -> bool:
    from course_lib.sim.grounded.held_quantities import asks_yes_no
    from course_lib.sim.grounded.unread_verdicts import asks_yes_no_zh

    return asks_yes_no(question) or asks_yes_no_zh(question)


def _subject(clause: str, cue: re.Pattern[str]) -> str:
    """What a clause cancels: its words before the cancelling word, after a label's ":", up to a
    preposition ("Aqua aerobics in the pool is cancelled": "Aqua aerobics"); "" without a cue."""
    m = cue.search(clause)
    if m is None:
        return ""
    head = clause[: m.start()].rsplit(":", 1)[-1]
    return _PREPOSITION_RE.split(head, maxsplit=1)[0]


_ITEM_END_RE = re.compile(r"[,;.:!?，；。]|\b(?:because|as|since|so|but|she|he|they|we)\b")


def _declined_item(line: str, declined: re.Pattern[str]) -> str:
    """What a line declines: its words after the declining verb up to the clause's end or a
    preposition ("has turned down the skirting and door gloss, she will ...": "the skirting and door
    gloss"); "" without a cue."""
    m = declined.search(line)
    if m is None:
        return ""
    tail = _ITEM_END_RE.split(line[m.end():], maxsplit=1)[0]
    return _PREPOSITION_RE.split(tail, maxsplit=1)[0]
