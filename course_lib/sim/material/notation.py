"""Documents written in a notation, not in words (a METAR line, a chess game's tags, ``df -h``):
the share of a document's terms that are codes, figures or words no word list holds. Over such a
document, no sentence matching the question's words is no evidence that the answer is absent, so
``extractive`` states a limit instead of "I don't know" (``doubted_absence``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.text import has_cjk

# the share of a document's terms in a notation over which "I don't know" is no evidence of absence
NOTATION_SHARE = 0.4

_TERM_RE = re.compile(r"[^\W_][\w'./%:+-]*[^\W_]|[^\W_]")


_PLAIN_FIGURE_RE = re.compile(r"^[\d.,:/%+-]+$")

_WORD_TERM_RE = re.compile(r"^[^\W\d_]+(?:['-][^\W\d_]+)*$")


@lru_cache(maxsize=256)
def unread_notation(body: str) -> float:
    """A document's ``notation_share`` when no reader takes it by its keys (0.0 when one does)."""
    from course_lib.sim.material.data_records import parses_as_data

    if _read_as_records(body) or parses_as_data(body):
        return 0.0
    return notation_share(body)


def _read_as_records(body: str) -> bool:
    """Whether the reader took most of a document's lines as records it reads one by one (a
    table's "column: value" facts, "key: value" lines, a fixed-width table's rows named by their
    first words, a deep YAML file's leaves): its "I don't know" then rests on lines it read, as
    over prose, whatever the values look like."""
    from course_lib.sim.material.prose import units

    parts = [u for u in units(body) if not u.heading]
    keyed = sum(1 for u in parts if u.table or u.record_head or u.record_start or u.row)
    return bool(parts) and keyed * 2 >= len(parts)


def _native_zipf(text: str):
    """A word's Zipf frequency in the text's own language when that is not English and wordfreq
    lists it ("chiuso" in an Italian menu), else a function giving 0.0."""
    from course_lib.sim.words.sentiment import language_code

    code = language_code(text)
    if code in ("en", "zh"):
        return lambda word: 0.0
    from wordfreq import available_languages, zipf_frequency

    if code not in available_languages("small"):
        return lambda word: 0.0
    return lambda word: zipf_frequency(word, code, wordlist="small")


def notation_share(body: str) -> float:
    """The share of a document's terms that are not words it knows: codes mixing letters and
    figures ("25018G32KT", "sda1", "1.8T"), paths and dotted names ("/usr/bin/rsnap"), letter
    strings no word list of English or the text's own language holds ("EGLL", "NOSIG"); a plain figure counts half (prose has a few,
    a coded report is made of them). Single letters count for neither side. 0.0 for a text of
    under four such terms, or for Chinese (read by characters)."""
    from course_lib.sim.words.weights import zipf

    if has_cjk(body):
        return 0.0
    native = _native_zipf(body[:2000])
    known = 0
    coded = 0.0
    for term in _TERM_RE.findall(body[:4000]):
        if _PLAIN_FIGURE_RE.match(term):
            coded += 0.5
            continue
        if len(term) == 1:
            continue
        if _WORD_TERM_RE.match(term):  # letters, maybe joined by an apostrophe or a hyphen
            plain = term.replace("'", "").replace("-", "").lower()
            unknown = zipf(plain) == 0.0 and native(plain) == 0.0
            # "dbdump", "EGLL" are no words; a capitalised unknown ("Okafor") is likely a name
            if unknown and not term.istitle():
                coded += 1
            else:
                known += 1
        else:
            coded += 1
    total = known + coded
    return round(coded / total, 3) if total >= 4 else 0.0


# a unit is unread when this share of its terms (split at punctuation) or more are codes
UNREAD_UNIT_SHARE = 0.5

_SPLIT_TERM_RE = re.compile(r"[^\W_]+")
_MARKUP_RE = re.compile(r"<[A-Za-z/][^>]*>|\{\s*\"|\"\s*:\s*[\[{\"\d]")
_KNOWN_LETTERS = frozenset({"a", "A", "I"})
_MIN_TERMS = 8
_FIGURE_RE = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])")


# "G = gluten", "W = win": a code the document spells out in a legend of its own
_LEGEND_RE = re.compile(r"(?<![\w=])([A-Z][A-Za-z0-9]{0,4})\s+=\s+[a-z]{3,}")


def legend(body: str) -> frozenset[str]:
    """The codes a document spells out in a legend of its own ("Key: G = gluten, D = dairy")."""
    return frozenset(_LEGEND_RE.findall(body[:8000]))


def codes(body: str) -> frozenset[str]:
    """The terms of a document that are codes (``_coded_term``: "DTSTART", "24012KT", "R", "6s"),
    less those its own legend spells out."""
    native = _native_zipf(body[:2000])
    spelled = legend(body)
    return frozenset(t for t in _SPLIT_TERM_RE.findall(body[:8000]) if t not in spelled and _coded_term(t, native))


def unit_unread(text: str, header: tuple[str, ...] = (), native=None, spelled: frozenset[str] = frozenset()) -> bool:
    """Whether one unit of a document (a sentence, a line, a table row) is read as words: a table
    row by its column names (``header``, split at punctuation: "km_from_start" is three words),
    anything else by its own terms split the same way ("server.port=8443" reads as words, "DTSTART:
    20270314T183000Z" or "24012KT 9999 FEW025" does not). A unit that still holds markup or JSON
    punctuation (a tag, '"key":') was read by no reader of its format. Codes: terms no word list
    holds written in capitals, terms mixing letters and figures, single letters other than "a" / "I"
    (half); plain figures and lower-case identifiers count for neither side (``_coded_term``). ``native``: a word's frequency in the document's own
    language when that is not English (``_native_zipf``); ``spelled``: codes the document's legend
    spells out, read as words."""
    if not header and _MARKUP_RE.search(text):
        return True
    known = 0
    coded = 0.0
    for term in _SPLIT_TERM_RE.findall(" ".join(header) if header else text):
        coded_term = None if term in spelled else _coded_term(term, native, head=bool(header))
        if coded_term is None:
            known += 1
        elif coded_term:
            coded += coded_term
    total = known + coded
    return total > 0 and coded / total >= UNREAD_UNIT_SHARE


def _coded_term(term: str, native=None, head: bool = False) -> float | None:
    """How much of a code one term is: 1.0 for a code (letters mixed with figures, "24012KT",
    "FEW025"; capitals no word list holds, "DTSTART", "CLSD"), 0.5 for a single letter other than
    "a" / "I" (a field's key, "K", "R"), 0.0 for what is neither word nor code (a plain figure, a
    value; a lower-case name no word list holds, "acme", an identifier), ``None`` for a word (one
    a word list of English or the text's language holds, or a capitalised name). A column's name
    (``head``) of one letter, or of two or three capitalised letters no word list holds ("Wd",
    "Rtg"), is a code whole: columns are named by words, not by people's initials."""
    from course_lib.sim.words.weights import zipf

    if term.isdigit():
        return 0.0
    if len(term) == 1:
        return None if term in _KNOWN_LETTERS or not term.isalpha() else (1.0 if head else 0.5)
    if not term.isalpha():
        return 1.0
    low = term.lower()
    if zipf(low) > 0.0 or (native is not None and native(low) > 0.0):
        return None
    if term.istitle():  # a name ("Okafor"), or a column's short code ("Wd")
        return 1.0 if head and len(term) <= 3 else None
    return 1.0 if term.isupper() else 0.0


def named_rows(body: str) -> bool:
    """Whether the reader took most of a document's lines as table rows of named cells whose first
    column is named by a word ("Bowler", "Team"): each row is then named in words, even when its
    other columns are codes."""
    from course_lib.sim.material.prose import units

    parts = [u for u in units(body)[:200] if not u.heading]
    named = 0
    for u in parts:
        terms = _SPLIT_TERM_RE.findall(u.cells[0][0]) if u.cells else []
        named += bool(terms) and all(_coded_term(t, head=True) is None for t in terms)
    return bool(parts) and named * 2 >= len(parts)


def _column_heads(text: str, native) -> bool:
    """A fixed-width table's head line of codes: three terms or more, no plain figure, two codes or more."""
    terms = _SPLIT_TERM_RE.findall(text)
    if len(terms) < 3 or _FIGURE_RE.search(text):
        return False
    return sum(1 for t in terms if _coded_term(t, native)) >= 2


@lru_cache(maxsize=256)
def unread_share(body: str) -> float:
    """The share of a document's units (sentences, lines, rows; headings left out) that no reader
    reads as words (``unit_unread``): 0.0 for prose, markdown, tables with named columns and
    ``key = value`` files whose keys are words; most of a METAR, an EDIFACT message, an iCalendar's
    coded lines, the rows of a fixed-width table under column heads that are codes (a scorecard's
    "R B 4s 6s": its rows' figures are then unnamed), markup left as tags. 0.0 for
    Chinese (read by characters), for a JSON or TOML file (the data readers take it by its keys) and
    for a text of under ``_MIN_TERMS`` terms. Codes its own legend spells out ("G = gluten") are
    words."""
    from course_lib.sim.material.data_records import parses_as_data
    from course_lib.sim.material.prose import units

    if has_cjk(body) or parses_as_data(body):
        return 0.0
    parts = [u for u in units(body)[:200] if not u.heading]
    if not parts or len(_SPLIT_TERM_RE.findall(body[:4000])) < _MIN_TERMS:
        return 0.0
    native = _native_zipf(body[:2000])
    spelled = legend(body)
    unread = 0
    coded_head = -1  # the block of a fixed-width table whose column heads are codes ("R B 4s 6s")
    for u in parts:
        if u.row and u.block == coded_head:
            unread += 1
            continue
        gone = unit_unread(u.text, tuple(h for h, _ in u.cells) if u.cells else (), native, spelled)
        unread += gone
        if gone and u.row and _column_heads(u.text, native):
            coded_head = u.block
    return round(unread / len(parts), 3)
