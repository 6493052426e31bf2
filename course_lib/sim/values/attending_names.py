"""The people a text lists as coming (issue 26, the thirtieth set's Y7 (b); notebook 04's
structured output): a ``names: list[str]`` field described "who will attend" over "Joining us on
Saturday: Lena, Marco and Yusuf; Harriet is away that week." is ['Lena', 'Marco', 'Yusuf'].

- ``listed_names(text, starts)``: the text's capitalised names in order, without day and month
  names (``day_names``: "Saturday" is no person) and (unless ``starts``) without a sentence's first
  word, except a name that opens an enumeration of names ("...: Lena, Marco and Yusuf").
- ``taken_off(names, text)``: ``names`` without those a correction takes off the list ("Invite Ana,
  Ben and Cai - actually, drop Cai", "leave Ben off", "not Ana after all", "wait, not Ana", "not
  Ben, he's away": ``attendance.yaml`` ``taken_off_*``), whatever the list is for (issue 26, AA7;
  the thirty-seventh set's FF9).
- ``coming(names, text)``: ``names`` without those the text leaves out: a name in a clause that
  says it is not coming ("Harriet is away", "Oskar can't make it": ``attendance.yaml`` ``no`` and
  ``absent``) or after a leaving-out word ("everyone except Tom": ``left_out``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.day_names import MONTHS, WEEKDAYS

MAX_CHARS = 2000  # of a text read
# where one person's clause ends: a sentence's end, ";", a contrast word
_CLAUSE_RE = re.compile(r"[.;!?\n]|\b(?:but|though|although|whereas|while)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _cues() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.values.attendance import DATA
    from course_lib.sim.words.cues import alternation, phrase_lists

    d = phrase_lists(DATA, ("no", "absent", "left_out"))
    absent = re.compile(rf"(?<![\w'])(?:{alternation([*d['no'], *d['absent']])})(?![\w'])", re.IGNORECASE)
    left_out = re.compile(rf"(?<![\w'])(?:{alternation(d['left_out'])})(?![\w'])", re.IGNORECASE)
    return absent, left_out


def listed_names(text: str, starts: bool = False) -> list[str]:
    """The names of ``text`` (``text.names``) that open no sentence (``starts``: those that do
    too), no day or month names; a sentence's first word (a single one ``text.names`` leaves out
    too) when it opens an enumeration of names ("...: Lena, Marco and Yusuf", "Lena and Marco
    will be there")."""
    from course_lib.sim.words.text import STOP_WORDS, names, without_possessive

    text = text[:MAX_CHARS]
    calendar = {*WEEKDAYS, *MONTHS}
    found = [n for n in names(text)
             if re.search(r"[^\W\d_]{2,}", n) and without_possessive(n).lower() not in calendar  # "Thursday's"
             and without_possessive(n).lower().removesuffix("s") not in calendar  # "Thursdays"
             and not _dated(n)]  # "Oct 2033", "Tue 4": a date, no person
    at = {n: text.find(n) for n in found}
    for m in re.finditer(r"(?<![\w'-])[A-Z][a-z][\w'-]*", text):
        word = m.group(0)
        if word not in at and (without_possessive(word).lower() in calendar or word.lower() in STOP_WORDS):
            continue
        after = re.match(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)([A-Z][\w'-]*)", text[m.end():])
        if after and after.group(1) in at:
            at[word] = -1 - m.start()  # "Lena, Marco and Yusuf": Lena opens the list (marked: kept)
    kept = [n for n, a in at.items()
            if a < 0 or starts or (a > 0 and text[:a].rstrip()[-1:] not in (".", "!", "?", ":", "\n", ""))]
    return sorted(kept, key=lambda n: at[n] if at[n] >= 0 else -1 - at[n])


def _dated(name: str) -> bool:
    """A "name" that is a date: a day's or a month's name or abbreviation with a figure ("Oct 2033",
    "Tue 4", "March 2034")."""
    from course_lib.sim.words.day_month_abbreviations import full_name

    words = name.split()
    if not any(re.fullmatch(r"\d+(?:st|nd|rd|th)?,?", w) for w in words):
        return False
    return any(w.lower().rstrip(".,") in {*WEEKDAYS, *MONTHS} or full_name(w) for w in words)


def coming(names: list[str], text: str) -> list[str]:
    """``names`` without those ``text`` says are not coming or leaves out (at any of the places
    it names them)."""
    text = text[:MAX_CHARS].replace("\u2019", "'")
    return [n for n in names if not any(_left_out(n, at, names, text) for at in _places(n, text))]


def _places(name: str, text: str) -> list[int]:
    return [m.start() for m in re.finditer(rf"(?<![\w'-]){re.escape(name)}(?![\w-])", text)]


def _left_out(name: str, at: int, names: list[str], text: str) -> bool:
    """The text says, where it names ``name`` at ``at``, that the person is not coming ("Harriet is
    away": a clause of that one name; "Tom and Ana can't" would be both) or leaves them out
    ("everyone except Tom", "all but Ana and Ben")."""
    absent, left_out = _cues()
    bounds = [0, *(m.end() for m in _CLAUSE_RE.finditer(text)), len(text)]
    start = max(b for b in bounds if b <= at)
    end = min((b for b in bounds if b > at), default=len(text))
    clause, before = text[start:end], text[start:at]
    cut = list(left_out.finditer(before))
    if cut and re.fullmatch(r"[\s,&]*(?:and\b)?[\s,&]*", _without(before[cut[-1].end():], names)):
        return True
    others = [o for o in names if o != name and any(start <= p < end for p in _places(o, text))]
    return bool(absent.search(clause)) and not others


def _without(text: str, names: list[str]) -> str:
    for n in names:
        text = text.replace(n, " ")
    return re.sub(r"\band\b", " ", text)


@lru_cache(maxsize=1)
def _taken_off_cues() -> tuple[str, str, str, str, str]:
    from course_lib.sim.values.attendance import DATA
    from course_lib.sim.words.cues import alternation, phrase_lists

    d = phrase_lists(DATA, ("taken_off_before", "taken_off_verbs", "taken_off_after", "taken_off_corrections",
                            "absent"))
    # "he's away" / "she is off sick": an absent phrase after a pronoun, its "is" / "are" contracted or not
    reasons = alternation([re.sub(r"^(?:is|are)\s+", "", p) for p in d["absent"]])
    return (alternation(d["taken_off_before"]), alternation(d["taken_off_verbs"]),
            alternation(d["taken_off_after"]), alternation(d["taken_off_corrections"]), reasons)


def taken_off(names: list[str], text: str) -> list[str]:
    """``names`` without those a correction in ``text`` takes off the list: "drop Cai", "leave Ben
    off", "take Ana out", "not Tom after all", "scratch the bread" (at a place after the name or
    item is first listed)."""
    text = text[:MAX_CHARS].replace("\u2019", "'")
    before, verbs, after, corrections, reasons = _taken_off_cues()
    out = []
    for n in names:
        name = re.escape(n)
        pattern = (rf"(?<![\w'])(?:(?:{before})\s+(?:the\s+|an?\s+|my\s+|our\s+)?{name}(?![\w'-])|"
                   rf"(?:{verbs})\s+(?:the\s+)?{name}\s+(?:{after})(?![\w'])|"
                   rf"\bnot\s+{name}\s+after\s+all\b|"
                   rf"\b(?:{corrections})\b[\s,;:.!–—-]*(?:(?:make\s+that|I\s+mean)[\s,]*)?not\s+{name}(?![\w'-])|"
                   rf"\bnot\s+{name}\s*[,;:–—-]+\s*(?:he|she|they)(?:'s|'re|\s+is|\s+are)?\s+(?:{reasons})(?![\w']))")
        first = _places(n, text)
        if not any(first and m.start() > first[0] for m in re.finditer(pattern, text, re.IGNORECASE)) \
                and not _excepted(n, names, text):
            out.append(n)
    return out


@lru_cache(maxsize=1)
def _excepted_cues() -> tuple[str, str, str]:
    from course_lib.sim.values.attendance import DATA
    from course_lib.sim.words.cues import alternation, phrase_lists

    d = phrase_lists(DATA, ("taken_off_excepted", "taken_off_unable", "taken_off_unable_not"))
    return alternation(d["taken_off_excepted"]), alternation(d["taken_off_unable"]), alternation(d["taken_off_unable_not"])


def _excepted(name: str, names: list[str], text: str) -> bool:
    """The text leaves ``name`` out of the list of the others right before it ("Hana, Oli and Sam -
    not Rik", "Mo and Lu, but not Pat", "everyone except Jo"), or says after listing it that the
    person can't ("Pat can't make it"): on any list of names (``attendance.yaml`` ``taken_off_excepted``,
    ``taken_off_unable``)."""
    excepted, unable, unable_not = _excepted_cues()
    name_re = re.escape(name)
    for m in re.finditer(rf"(?:[,;:–—-]|\bbut\b)\s*(?:{excepted})\s+{name_re}(?![\w'-])", text, re.IGNORECASE):
        if any(p < m.start() for o in names if o != name for p in _places(o, text)) and \
                not any(p < m.start() for p in _places(name, text)):
            return True  # named only here, after the others: "..., not Rik" ("Rik, ..., not Rik" is no change)
    first = _places(name, text)
    return any(first and m.start() > first[0] for m in re.finditer(
        rf"(?<![\w'-]){name_re}\s+(?:{unable})(?![\w'])(?!\s+(?:{unable_not})\b)", text, re.IGNORECASE))
