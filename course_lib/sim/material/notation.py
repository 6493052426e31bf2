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
