"""A who-question answered by a quote that names no one (issue 26, the forty-seventh set's PP4:
"Who is judging the vegetable classes?" was answered with "Judging starts at 10 am; the hall is
closed ..." from a schedule that names no judge).

A who-question asking who does a thing ("who is judging the dog show?", "who opens the fete?", "who
will lead the walk?"; not who may or must: "who can enter?", "who is eligible?", data
``lexicons.yaml`` ``who_class_verbs``) is answered only by a quote that names someone: a capitalised
name the question does not hold, an address or number to reach them, a holder of a role or a group
(``who_holders``: "the committee", "parent volunteers", "the mayor", or a role noun by its ending,
``role_nouns.yaml``) that the question does not name itself. A quote naming none of these is no
answer: ``unnamed`` gives the question's clause and whether the quote speaks only of when or where
(a clock time, a day, a date: then the documents simply do not say who; else the limit).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, phrase_lists
from course_lib.sim.words.text import names, stem

_WHO_RE = re.compile(r"^\W*who(?:'s|’s|\s+(?P<aux>is|are|was|were|will(?:\s+be)?|would\s+be|'ll\s+be))?\s+"
                     r"(?P<verb>[a-z]+)(?P<rest>[^?]*)\??\s*$", re.IGNORECASE)
_REACH_RE = re.compile(r"@|\d{5,}|\d{3,}[ -]\d{3,}")
_WHEN_RE = re.compile(r"\b\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
                      r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
                      re.IGNORECASE)
# a sentence's first word, capitalised, before a verb a person's name stands before ("Helen has offered to
# do the teas", "Raj owns the pricing page": an auxiliary, a verb of offering, any third-person "-s" form): ``names`` leaves a sentence's first word out, so it is read here
_OPENING_NAME_RE = re.compile(r"(?:^|[.!?]\s+)\W*([A-Z][a-z]+)(?:'s|’s)?\s+(?:has|have|had|is|was|will|would|can|could|"
                              r"may|might|offered|offers|said|says|agreed|agrees|volunteered|does|did|runs|leads|"
                              r"brings|takes|wants|asked|kindly|[a-z]{2,}s)\b|(?:^|[.!?]\s+)\W*([A-Z][a-z]+)(?:'ll|’ll|'s|’s)\s")
# a capitalised word after a label's ":" or a dash ("Next week's host: Priya", "Teas - Marek")
_AFTER_LABEL_RE = re.compile(r"[:：]\s*([A-Z][a-z]+)\b|\s[-–]\s([A-Z][a-z]+)\b")
# the words before a holder that make it no doer of the thing ("closed to exhibitors", "free for members")
_NOT_AGENT_RE = re.compile(r"\b(?:to|for|from|of|with|about|among|near|towards?)\s+(?:(?:the|all|our|any|other|your)\s+)?$",
                           re.IGNORECASE)
_WORD_RE = re.compile(r"[a-z]+|[\u4e00-\u9fff]+", re.IGNORECASE)


def asked(question: str) -> str | None:
    """The clause of a who-question asking who does a thing ("is judging the dog show"), or ``None``."""
    m = _WHO_RE.match(question.strip())
    if m is None:
        return None
    verb = m.group("verb").lower()
    if verb in lexicon("who_class_verbs") or verb in ("the", "a", "an", "our", "my", "your", "their"):
        return None  # "who can enter?", "who is the treasurer?" (a role: ``unfit_answers``)
    if m.group("aux") and not verb.endswith("ing") and m.group("aux").lower() in ("is", "are", "was", "were"):
        return None  # "who is eligible ...", "who was responsible": a state, not an action
    aux = (m.group("aux") or "").lower()
    return " ".join(f"{aux} {verb}{m.group('rest')}".split())


_ZH_WHO_RE = re.compile(r"谁")
_ZH_CLASS_RE = re.compile(r"谁(?:可以|能|能够|需要|要|必须|应该|有资格)|哪些人")
_ZH_WHEN_RE = re.compile(r"\d{1,2}[:：]\d{2}|[周星][期]?[一二三四五六日天]|\d{1,2}月|\d{1,2}[日号]")


def unnamed_zh(question: str, quote: str) -> tuple[str, bool] | None:
    """As ``unnamed`` for a Chinese who-question ("周六谁值班?"): (the question, whether the quote
    speaks of when) when the quote, the question's own characters left out, holds no surname or role
    holder (``zh_who_holders``), no Latin name and no number to call; ``None`` otherwise."""
    if not _ZH_WHO_RE.search(question) or _ZH_CLASS_RE.search(question) or _REACH_RE.search(quote):
        return None
    if re.search(r"[A-Z][a-z]+", quote):
        return None
    rest = "".join(c for c in quote if c not in set(question))
    if any(h in rest for h in lexicon("zh_who_holders")):
        return None
    return question.strip(), bool(_ZH_WHEN_RE.search(quote))


def unnamed(question: str, quote: str) -> tuple[str, bool] | None:
    """(the question's clause, whether the quote speaks only of when or where) when ``quote`` names
    no one for the who-question ``question``; ``None`` when it may name who, or the question asks no
    agent."""
    clause = asked(question)
    if clause is None:
        return None
    if _REACH_RE.search(quote):
        return None
    asked_words = {w.lower() for w in _WORD_RE.findall(question)}
    asked_stems = {stem(w) for w in asked_words}
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS

    openers = [a or b for a, b in [*_OPENING_NAME_RE.findall(quote), *_AFTER_LABEL_RE.findall(quote)]]
    for name in [*names(quote), *openers]:
        if name.lower() in _NOT_NAMES:
            continue
        if name.lower() in WEEKDAYS or name.lower() in MONTHS:
            continue
        if not all(w.lower() in asked_words or stem(w.lower()) in asked_stems for w in name.split()):
            return None  # a capitalised name the question does not hold
    holders = lexicon("who_holders")
    suffixes = tuple(phrase_lists("role_nouns.yaml", ("suffixes",))["suffixes"])
    for m in _WORD_RE.finditer(quote):
        low = m.group(0).lower()
        if stem(low) in asked_stems or low in asked_words or _NOT_AGENT_RE.search(quote[max(0, m.start() - 20):m.start()]):
            continue  # (a holder after "to", "for", "from": "closed to exhibitors" names no one who does it)
        if low in holders or (len(low) > 5 and low.rstrip("s").endswith(suffixes) and low not in _NOT_ROLES):
            return None  # "the committee", "parent volunteers", "the organisers": a holder of the role
    return clause, bool(_WHEN_RE.search(quote))


# a sentence's first words before such a verb that name no one
_NOT_NAMES = frozenset("the a an this that it there here what which these those our your my their his her its".split())

# words ending like a role noun that name no one ("after", "order", "number", "water", "other")
_NOT_ROLES = frozenset("""after other order number water paper winter summer corner center centre""".split())


_ROLE_ENDINGS = ("or", "er", "ee", "ors", "ers", "ees")
_MAX_LINES = 400  # of a document read for a role's line


def role_line(question: str, bodies: list[str]) -> str | None:
    """The one line naming the holder of the role a who-question's verb makes ("Conductor: Pavel
    Nowak." for "Who is conducting?", "conducted by ..."): the role noun (the verb's stem and an agent
    ending) as a label or in brackets beside a capitalised name, or the verb's "-ed by" before one;
    ``None`` when no line, or several that the question's other words do not tell apart."""
    clause = asked(question)
    if clause is None:
        return None
    words = clause.split()
    verb = next((w for w in words if w not in ("is", "are", "was", "were", "will", "be", "would")), "")
    root = stem(verb.lower())
    if len(root) < 4:
        return None
    role = rf"{re.escape(root)}\w{{0,2}}?(?:{'|'.join(_ROLE_ENDINGS)})"
    said = re.compile(rf"\b{role}\s*[:：-]\s*[A-Z]|\({role}\)|\b{re.escape(root)}\w*\s+by\s+(?:the\s+)?[A-Z]",
                      re.IGNORECASE)
    rest = {stem(w.lower()) for w in words[words.index(verb) + 1:]} - {"the", "a", "an"} if verb in words else set()
    found = [line.strip() for body in bodies for line in body.splitlines()[:_MAX_LINES] if said.search(line)]
    if len(found) > 1 and rest:
        found = [line for line in found if rest & {stem(w.lower()) for w in _WORD_RE.findall(line)}] or found
    return found[0] if len(set(found)) == 1 else None


# a comment's or message's writer opening its line: "lena-o (9 Feb, edited 10 Feb): ...", "Sam, 3 Mar: ...", "tobias-w:"
_WRITER_RE = re.compile(r"^\s*(?P<who>[A-Za-z][\w.-]{1,30}(?:\s[A-Z][\w.-]{1,20})?)\s*(?:\([^)\n]{1,40}\)|,\s*[^:\n]{1,25})?\s*:\s+\S")


def writer(sentence: str, bodies: list[str]) -> str | None:
    """The writer named at the start of the line that holds ``sentence`` ("lena-o" of "lena-o (9 Feb): PR #418 is
    up."): a who-question answered by a line a person wrote may be answered by its writer (the merger's round 71;
    the fifty-third set's gh-who-fix); ``None`` when the line opens with no writer or ``sentence`` is in none."""
    flat = " ".join(sentence.split()).rstrip(".")
    if len(flat) < 8:
        return None
    for body in bodies:
        for line in body.splitlines():
            if flat in " ".join(line.split()):
                m = _WRITER_RE.match(line)
                return m.group("who") if m and m.group("who").lower() not in lexicon("not_writers") else None
    return None



__all__ = ["asked", "role_line", "unnamed", "unnamed_zh", "writer"]
