"""A document's text as a reader sees it: markdown blocks, then sentences (notebook 00).

``units(text)`` parses the text as markdown with markdown-it-py (CommonMark plus tables) and
returns its sentences, each with the role of the block it stands in (see ``Unit``):

- paragraphs hard-wrapped at any width are re-joined before they are split into sentences,
  so a note wrapped at 60 or 100 columns reads exactly like one written on long lines; the
  lines that run on are joined before any line reader sees them (``_rejoined``: a wrapped line
  holding a colon is no field, one wrapped before "07.30 ..." no list line, header fields over
  a wrapped paragraph stay fields over it);
- list items are units of their own (``item``), headings too (``heading``); a definition
  list's entries ("Term" then ": definition", mdit-py-plugins' deflist) read "Term: definition";
- a table row becomes one fact in "column: value" form ("Service: Quasar cache; Owner: Atlas
  team"), so a row answers a question the way a sentence does (``table``);
- fenced and indented code (YAML too) is kept apart (``code``): never quoted as prose, never
  read as a label such as "question:";
- YAML front matter is dropped; inline markup (emphasis, links, `code`) becomes plain text;
- a paragraph whose lines are "Label: value" pairs (a record: "Name: ...", "Email: ...")
  keeps one unit per line, since those lines are facts, not a wrapped sentence.

Sentences are found by pysbd (Python Sentence Boundary Disambiguation), which knows
abbreviations ("Dr.", "e.g.", "approx."), decimals and quotations; Chinese text by its own
punctuation (pysbd's Chinese rules). Measured on invented notes (see the report of issue 14):
pysbd split every test case right where syntok missed "!" boundaries and blingfire split
"Dr. Smith"; blingfire also costs 0.5 s to import. pysbd is the slowest of the three
(about 60,000 characters a second), so each paragraph is segmented once per process (cached)
and a paragraph with no inner sentence mark skips it.

Sentences addressed to the model (prompt injection, ``injection.addressed_to_model``) are
left out: a document is data, never instructions.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from course_lib.sim.material.chat_stamps import message_lines, messages
from course_lib.sim.material.data_records import (
    ditto_filled,
    fixed_width_table,
    json_lines,
    json_records,
    leading_table,
    pattern_lines,
    tab_separated_table,
    xml_records,
    yaml_leaves,
)
from course_lib.sim.material.injection import addressed_to_model
from course_lib.sim.material.record_keys import is_hunk_header, key_words
from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("prose")

_CJK_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_FRONT_MATTER_RE = re.compile(r"\A\ufeff?---[ \t]*\n.*?\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_INNER_MARK_RE = re.compile(r"[.!?。！？；][\s\"')\]]*\S")
# "Key: value" (a colon after a key; "06:30", a time of day, is no key and value)
_RECORD_LINE_RE = re.compile(r"^\s*[\w\u4e00-\u9fff][\w\u4e00-\u9fff ()/&'.-]{0,40}(?:(?<!\d)[:：]\s*\S|[:：]\s+\S)")


# Not ``frozen`` (``unsafe_hash`` keeps a frozen one's hash and equality; nothing assigns to a
# unit): a frozen dataclass sets each of these eighteen fields through ``object.__setattr__``,
# about 2 us more per unit, and every sentence of every document read is one.
@dataclass(unsafe_hash=True)
class Unit:
    """One sentence of a text and the block it stands in."""

    text: str
    item: bool = False  # the first sentence of a list item
    heading: bool = False  # a heading ("## Timeouts")
    code: bool = False  # a code block (never prose)
    table: bool = False  # a table row as "column: value" facts
    block: int = 0  # index of its block (paragraph, item, row) in the text
    record_head: str = ""  # for a "Label: value" line of a record, the record's first line
    lead: str = ""  # for a list item, the sentence that introduces its list (or its parent item)
    code_start: bool = False  # it opens with a code span ("`make deploy` builds ..."): keep its case
    index: int = 0  # for a list item's sentences, the item's place in its list (1-based)
    last: bool = False  # the item is the last of its list
    item_depth: int = 0  # how deep its list is nested (0: a top-level list)
    level: int = 0  # for a heading, its level (1 for "# Title")
    cells: tuple[tuple[str, str], ...] = ()  # for a table row, its (column header, cell) pairs
    record_start: bool = False  # it opens a record of a line-per-record document (a log line, a setting)
    row: bool = False  # a line of a fixed-width table or of code (one row or statement, never more of the last)
    label: bool = False  # a line of a label or a card read a line at a time (``_label_lines``), its title too

    @property
    def line(self) -> int:  # kept for readers that speak of lines
        return self.block


@lru_cache(maxsize=1)
def _markdown():
    from markdown_it import MarkdownIt
    from mdit_py_plugins.deflist import deflist_plugin

    return MarkdownIt("commonmark", {"html": True}).enable("table").use(deflist_plugin)


_PYSBD_IMPORT = threading.Lock()
_SEGMENTING = threading.Lock()


def _pysbd():
    """The ``pysbd`` package, imported by one thread at a time. Its first import from two threads
    at once (a measurement's questions run concurrently with a real model) can deadlock
    Python's per-module import locks, one thread importing the package and another one of its
    submodules, and Python then hands one of them a half-initialised ``pysbd`` ("module 'pysbd'
    has no attribute 'Segmenter'")."""
    with _PYSBD_IMPORT:
        import pysbd
        import pysbd.languages
        import pysbd.lists_item_replacer
        import pysbd.utils

    return pysbd


@lru_cache(maxsize=4)
def _segmenter(language: str):
    pysbd = _pysbd()

    class Segmenter(pysbd.Segmenter):
        r"""pysbd's segmenter, locating its sentences in the text with ``str.find``.

        pysbd finds each sentence again by compiling ``re.escape(sentence) + r"\s*"``: one new
        pattern per sentence, which also pushes pysbd's own patterns out of ``re``'s cache
        (512 entries), so they are compiled again too. This finds the same spans (the first
        occurrence, scanning as ``re.finditer`` does, that ends after the previous sentence,
        with the whitespace after it); about half of pysbd's time on text not seen before.
        """

        def sentences_with_char_spans(self, sentences):
            if any(not s for s in sentences):
                return super().sentences_with_char_spans(sentences)
            text, spans, prior_end = self.original_text, [], 0
            for sent in sentences:
                pos = 0
                while (start := text.find(sent, pos)) >= 0:
                    end = start + len(sent)
                    while end < len(text) and text[end].isspace():
                        end += 1
                    if end > prior_end:
                        spans.append(TextSpan(text[start:end], start, end))
                        prior_end = end
                        break
                    pos = end
            return spans

    TextSpan = pysbd.utils.TextSpan  # noqa: N806 - pysbd's class, under its own name

    return Segmenter(language=language, clean=False)


_PLAIN_RE = re.compile(r"[A-Za-z0-9 ,;:%/&+=.\-]*[A-Za-z0-9%][.!?]?")  # no quotes, brackets, inner ! or ?
_PLAIN_CUT_RE = re.compile(r"(?<=\.) (?=[A-Z])")
_PLAIN_END_RE = re.compile(r"(?:^| )([A-Za-z]+|[0-9]+)\.$")
_PLAIN_CUT_AT_RE = re.compile(r"\. (?=[A-Z])")  # its period: found by a literal scan, not a look-behind at every character


def _plain_cut(paragraph: str) -> list[str]:
    """``_PLAIN_CUT_RE.split(paragraph)``: the paragraph cut at each space between a "." and a
    capital. The split pattern's look-behind was tried at every character; this one starts with
    the literal ". ", which ``re`` scans for (``tests/sim/test_prose_plain.py`` compares them)."""
    pieces, start = [], 0
    for cut in _PLAIN_CUT_AT_RE.finditer(paragraph):
        pieces.append(paragraph[start : cut.start() + 1])
        start = cut.end()
    pieces.append(paragraph[start:])
    return pieces


@lru_cache(maxsize=1)
def _plain_rules() -> tuple[frozenset[str], re.Pattern[str]]:
    """pysbd's English abbreviations and its numbered-list pattern, read from pysbd itself."""
    pysbd = _pysbd()
    Language, ListItemReplacer = pysbd.languages.Language, pysbd.lists_item_replacer.ListItemReplacer  # noqa: N806

    abbreviations = frozenset(a.strip().lower() for a in Language.get_language_code("en").Abbreviation.ABBREVIATIONS)
    return abbreviations, re.compile(ListItemReplacer.NUMBERED_LIST_REGEX_1)


def _plain_sentences(paragraph: str) -> tuple[str, ...] | None:
    """The sentences of a plain English paragraph, as pysbd cuts it, or ``None`` when it is not
    plain enough to be sure.

    Plain: letters, digits, spaces and ``,;:%/&+=-`` only (no quotes, brackets or ellipses), a
    "!" or "?" only at its end, and every "." followed by a space and a capital letter or ending
    the paragraph, after a word of two letters or more that is not one of pysbd's abbreviations
    ("Dr", "approx", "Co") or after a number that does not start the paragraph and makes no
    numbered list with another ("step 1. ... step 2." does). pysbd cuts such a paragraph after
    each of those periods and nowhere else (its other rules need a character left out here);
    ``tests/sim/test_prose.py`` compares the two on the course's notes and on invented ones. It
    reads about 60,000 characters a second, this a hundred times as many.
    """
    if not _PLAIN_RE.fullmatch(paragraph):
        return None
    pieces = _plain_cut(paragraph)
    if paragraph.count(".") != len(pieces) - 1 + paragraph.endswith("."):
        return None  # a "." inside a word or before a small letter: pysbd decides
    abbreviations, numbered = _plain_rules()
    inner_digits = 0  # pieces before the last that end in "digit."
    inner = len(pieces) - 1
    for n, piece in enumerate(pieces if paragraph.endswith(".") else pieces[:-1]):
        word, first = _last_word(piece)
        if not word:
            return None
        if word.isdigit():
            if first and piece is pieces[0]:
                return None  # "3. Then ..." at the start: a list number
            inner_digits += n < inner
        elif len(word) < 2 or word.lower() in abbreviations or word.lower() == "co":
            return None
    # (a number of the list pattern ends right before a "digit." that a space or ")" follows, one at
    # most at each: with fewer than two such places there is no pair to read as a list, and most
    # plain paragraphs with a figure before a full stop have one. Here each "." but a closing one
    # ends a piece before its space, and no ")" or other space stands: those places are the inner
    # pieces that end in a figure, ``len(_LIST_NUMBER_END_RE.findall(paragraph))`` counted without a scan)
    if inner_digits >= 2:
        found = [int(n) for n in _list_numbers(numbered, paragraph)]
        for a, b in pairwise(found):
            if b == a + 1 or (a, b) in ((9, 0), (0, 9)):
                return None  # pysbd reads consecutive numbers as a numbered list
    return tuple(pieces)


def _last_word(piece: str) -> tuple[str, bool]:
    """``_PLAIN_END_RE.search(piece)``'s word (ASCII letters only or digits only, after the
    start or a space, right before the piece's closing ".") and whether it starts the piece;
    ``("", False)`` where the pattern finds none. The pattern, searched from every position of
    every piece, was half of a plain paragraph's time; only the last word can match.
    ``tests/sim/test_prose_plain.py`` compares the two."""
    if "\n" in piece:  # (never in a paragraph's piece; "$" would also match before a last "\n")
        end = _PLAIN_END_RE.search(piece)
        return (end.group(1), end.start(1) == 0) if end else ("", False)
    if not piece.endswith("."):
        return "", False
    head, _, word = piece[:-1].rpartition(" ")
    if word and word.isascii() and (word.isalpha() or word.isdigit()):
        return word, not _ and not head
    return "", False


_LIST_NUMBER_END_RE = re.compile(r"\d\.[\s)]")


def _list_numbers(numbered: re.Pattern[str], paragraph: str) -> list[str]:
    """``numbered.findall(paragraph)`` for pysbd's numbered-list pattern, searched only around
    its possible matches: each is a whitespace and one or two digits, or one or two digits after
    a look-behind, right before a "." that a space or ")" follows. Its twelve alternatives tried
    at every position of a paragraph took a tenth of a reply's time on new notes; here they are
    tried on the three characters before each such "." (a look-behind still sees the text before
    ``pos``; ``endpos`` keeps the "." and the character after it). ``tests/sim/test_prose_plain.py``
    compares the two."""
    found: list[str] = []
    for end in _LIST_NUMBER_END_RE.finditer(paragraph):
        dot = end.start() + 1
        found.extend(numbered.findall(paragraph, max(0, dot - 3), dot + 2))
    return found


@lru_cache(maxsize=32768)
def split_sentences(paragraph: str) -> tuple[str, ...]:
    """The sentences of one paragraph (pysbd; a paragraph with no inner sentence mark is one,
    a plain one is cut where pysbd would cut it without running pysbd: ``_plain_sentences``)."""
    paragraph = " ".join(paragraph.split())
    if not paragraph:
        return ()
    if not _INNER_MARK_RE.search(paragraph):
        return (paragraph,)
    plain = _plain_sentences(paragraph)
    if plain is not None:
        return plain
    language = "zh" if _CJK_RE.search(paragraph) else "en"
    with _SEGMENTING:  # a segmenter keeps the text it works on in itself: one paragraph at a time
        parts = [p.strip() for p in _segmenter(language).segment(paragraph)]
    joined = _figure_abbreviations_joined(tuple(p for p in parts if p))
    return _letter_places_cut(joined) if _LETTER_STOP_RE.search(paragraph) else joined


_LETTER_STOP_RE = re.compile(r"\s[A-Z]\.\s")  # " C. ": a one-letter token's full stop (the cheap gate)


@lru_cache(maxsize=1)
def _letter_place_re() -> re.Pattern[str]:
    words = "|".join(sorted((re.escape(w) for w in lexicon("letter_named_places")), key=len, reverse=True))
    return re.compile(rf"(?<![^\W\d_])(?i:{words})\s+[A-Z]\.(?=\s+[^\W\d_])")


def _letter_places_cut(parts: tuple[str, ...]) -> tuple[str, ...]:
    """``parts`` cut after a one-letter place name's full stop ("... klatki C. Przypominamy ...",
    "in block B. The cafe ...") when a capitalised word follows: the segmenter reads "C." as an
    initial ("J. Smith") and runs on. Only after a word that names places by letters
    (``letter_named_places`` in data/sim/lexicons.yaml): an initial after a name or "by" is kept."""
    out: list[str] = []
    for part in parts:
        start = 0
        for m in _letter_place_re().finditer(part):
            if part[m.end():].lstrip()[:1].isupper():
                out.append(part[start:m.end()].strip())
                start = m.end()
        out.append(part[start:].strip())
    return tuple(p for p in out if p)


_ORDINAL_STOP_RE = re.compile(r"(?:^|\s)\d{1,4}\.$")  # a piece ending in "... od 9." / "the 3."
_ORDINAL_OPEN_RE = re.compile(r"^\d{1,4}\. [^\W\d_]")  # a piece opening "9. junija" ...
_SENTENCE_CLOSERS = frozenset(".!?:;\"')]”")  # ... after a piece ending in none of these
_MAX_MARK_PIECE = 5  # a piece this short may be an enumerator alone


def _figure_abbreviations_joined(parts: tuple[str, ...]) -> tuple[str, ...]:
    """``parts`` with a piece that ends in an abbreviation written before a figure ("... stänger
    vi redan kl.") joined to the next when that opens with a figure ("20.00."): one sentence
    (``abbreviations_before_figure`` in data/sim/lexicons.yaml; English's own are pysbd's).
    Likewise a piece ending in a figure and its stop ("v četrtek, 7.") joined to a next piece that
    opens in lower case ("marca, ..."): an ordinal's stop (a date, an hour, "the 3. floor"), since
    a sentence never opens with a lower-case word."""
    if len(parts) < 2:
        return parts
    words = lexicon("abbreviations_before_figure")
    out = [parts[0]]
    for part in parts[1:]:
        last = out[-1]
        abbreviation = (
            part[:1].isdigit() and last.endswith(".") and last[:-1].rpartition(" ")[2].lower() in words
        )
        ordinal = (part[:1].islower() and _ORDINAL_STOP_RE.search(last) is not None) or (
            # "9. junija" cut off a piece ending mid-sentence ("v petek,"): a list number follows a stop
            (opening := _ORDINAL_OPEN_RE.match(part)) is not None
            and opening.group()[-1].islower()
            and last[-1:] not in _SENTENCE_CLOSERS
        )
        # an enumerator cut off as a piece of its own ("가.", "b.", "iv."): the item it opens
        mark = len(last) <= _MAX_MARK_PIECE and _CUE.enumerator.fullmatch(last + " ") is not None
        if abbreviation or ordinal or mark:
            out[-1] = f"{last} {part}"
        else:
            out.append(part)
    return tuple(out)


_CODE_MARK = "\u2e28{}\u2e29"  # ⸨n⸩ holds an inline code span's place while sentences are cut
_CODE_MARK_RE = re.compile("\u2e28(\\d+)\u2e29")


def _inline_text(token, codes: list[str]) -> str:
    """Plain text of an inline token: markup dropped, soft breaks as spaces; code spans are
    replaced by marks (``codes`` keeps them) so "source .venv/bin/activate" is not cut at a dot."""
    out: list[str] = []
    for child in token.children or []:
        kind = child.type
        if kind == "code_inline":
            codes.append(child.content)
            out.append(_CODE_MARK.format(len(codes) - 1))
        elif kind == "text":
            out.append(child.content)
        elif kind == "softbreak":
            out.append("\n")
        elif kind == "hardbreak":
            out.append("\n")
        elif kind == "image":
            out.append(child.content or "")
        elif kind == "html_inline":
            continue
    return "".join(out)


# "Total sugars 9 g", "Calories 180", "Serving size 1 bar (40 g)": a label then its figure (a
# nutrition label, a spec card, a price list), a record line with no separator, a fact of its own
_LABEL_FIGURE_RE = re.compile(
    r"[A-Za-z][A-Za-z ,&/'-]{1,40}?\s+\d[\d.,]*\s*(?:%|[A-Za-z\u00b5]{1,5})?(?:\s*\([^()]{1,20}\))?"
)


def _is_record(lines: list[str], marks: list[bool] | None = None) -> bool:
    """A record: every line but one is a record line (``marks``; by default "key: value" lines);
    or half of them or more are, the first line is a title (no record line, no sentence mark),
    and every other line is a whole sentence (it ends with ".", "!" or "?"), so no line is part
    of a sentence wrapped over two ("RENTAL TERMS" over "Fuel: ...", "Young drivers: ..." and
    "Travel abroad needs written consent.")."""
    if len(lines) < 2:
        return False
    if marks is None:
        marks = [bool(_RECORD_LINE_RE.match(x)) for x in lines]
    held = sum(marks)
    if held >= max(2, len(lines) - 1):
        return True
    if held < 2 or 2 * held < len(lines) or marks[0] or lines[0][-1:] in ".!?":
        return False  # (without a title line on top, lines of prose among a few "Yarn: ..." lines)
    return all(m or n == 0 or x[-1:] in ".!?" for n, (x, m) in enumerate(zip(lines, marks, strict=True)))


def _is_fact_lines(lines: list[str], leadered: frozenset[int]) -> bool:
    """Lines that are facts of their own, as a record's are (``_is_record``), by a dot leader
    ("Light ....... bright", ``leadered``), a label with its figure ("Total sugars 9 g") or a
    "key: value": each line one unit, none the others' head (a price list's first entry is none)."""
    if len(lines) < 2:
        return False  # (``_is_record``'s answer for one line: its marks would be read in vain)
    marks = [n in leadered or bool(_RECORD_LINE_RE.match(x)) or bool(_LABEL_FIGURE_RE.fullmatch(x))
             for n, x in enumerate(lines)]
    return _is_record(lines, marks)


# A line of a fixed-width table (columns aligned with runs of spaces: "Level 2    Whaling
# history") or of code ("string email = 1;", "message X {"): each line is one row or statement,
# never a hard-wrapped sentence to join with the next (which quoted the whole table as one).
_COLUMN_GAP_RE = re.compile(r"[^\s.!?:;,]\s{2,}\S")
_CODE_LINE_RE = re.compile(r"(?:[;{}(]|\{\s*\}|\(\s*\))\s*(?://.*|#.*|--.*)?$|^(?://|--)\s")


def _is_line_rows(lines: list[str]) -> bool:
    if len(lines) < 2:
        return False
    code = sum(bool(_CODE_LINE_RE.search(x)) for x in lines)
    rows = sum(bool(_COLUMN_GAP_RE.search(x) or _CODE_LINE_RE.search(x)) for x in lines)
    return code >= max(2, (len(lines) + 1) // 2) or rows >= max(2, len(lines) - 1)


def _worded(settings: list[str]) -> bool:
    """Some setting of an INI section holds a value of words (``ini_worded_value_words`` in thresholds.yaml
    at least: "guests = £8 per guest per visit; a guest may visit 6 times a year"), as a club's or a shop's
    file written for people does; a section of short values ("max_size_mb = 25") stays one record, its
    header what its keys are about."""
    from course_lib.sim.words.thresholds import threshold

    least = threshold("ini_worded_value_words")
    return any(len(x.split("=", 1)[1].split()) >= least for x in settings if "=" in x)


def _is_line_records(lines: list[str]) -> bool:
    """Every line (one aside) opens or closes as one record of a line-per-record document (a log
    or chat export's timestamp, a ``KEY=value`` setting, a LaTeX row or command, an upper-case
    directive; ``prose.record_line`` in data/sim/patterns.yaml), or the paragraph holds a unified
    diff's hunk ("@@ -3,6 +3,6 @@"): read line by line, never joined into one "sentence" that
    quotes the whole export."""
    if len(lines) < 2 or _CUE.section_header.match(lines[0]):
        return False
    if any(map(is_hunk_header, lines)):
        return True  # a unified diff: each line is one removed, added or unchanged line
    return sum(bool(_CUE.record_line.search(x)) for x in lines) >= max(2, len(lines) - 1)


_SHAPE_MARK_RE = re.compile(r"\d+|[^\w\s]")  # a line's shape: its figures and marks in order


def _line_shape_marks(line: str) -> str:
    """``line``'s figures and punctuation in order, figures as "0" ("Yoga - Wednesday 18:30,
    Studio 1, instructor Ben" -> "-0:0,0,")."""
    return "".join("0" if m.group()[0].isdigit() else m.group() for m in _SHAPE_MARK_RE.finditer(line))


def _is_parallel_lines(lines: list[str]) -> bool:
    """Lines written one entry a line with no list marks or full stops, told apart by their shared
    shape ("Spin - Tuesday 07:00, Studio 2, instructor Keisha" over "Yoga - Wednesday 18:30, Studio
    1, instructor Ben"): every line either ends a sentence or stands in a run of consecutive lines
    with the same figures and marks in the same order (``_line_shape_marks``), the run three lines
    or more with two marks or more, or two lines with a figure and three marks or more, each line
    opening with a capital or a figure. A hard-wrapped sentence's lines rarely share a shape; they
    are joined as before."""
    if len(lines) < 2 or len(lines) > _MAX_RUN_LINES:
        return False
    shapes = [_line_shape_marks(x) for x in lines]
    runs = 0
    n = 0
    while n < len(lines):
        m = n
        while m + 1 < len(lines) and shapes[m + 1] == shapes[n]:
            m += 1
        size, shape = m - n + 1, shapes[n]
        opens = all(x[:1].isupper() or x[:1].isdigit() for x in lines[n:m + 1])
        if opens and shape[-1:] not in ".!?" and ((size >= 3 and len(shape) >= 2)
                                                   or (size >= 2 and "0" in shape and len(shape) >= 4)):
            runs += 1
        elif not all(x[-1:] in _SENTENCE_END_MARKS for x in lines[n:m + 1]):
            return False
        n = m + 1
    return runs > 0


_MIN_SENTENCE_HEAD_WORDS = 6  # a record's first line this long, ending a sentence, is a fact of its own


def _is_sentence_line(line: str) -> bool:
    """A record's first line that is a whole sentence of its own ("Your Fiesta's next service is
    due at 42,000 miles or on 3 May 2031, whichever comes first." over "Engine oil: 5W-20"): a
    fact beside the fields, not the record's name ("Flat 3" over "Rent: ..."), so no field's
    answer quotes it as its head. (A question stays a head: "Interviewer: How many boats do you
    run?" over the answer's line is what that line answers.)"""
    return line.rstrip()[-1:] == "." and len(line.split()) >= _MIN_SENTENCE_HEAD_WORDS


def _is_list_lines(lines: list[str]) -> bool:
    """Every line (one aside) is one line of a list (``prose.list_line``: "2¼ cups flour", a
    bracketed tag pair, a stack frame): read line by line, never joined into one "sentence" that
    quotes the whole list (and with it every wrong line)."""
    return len(lines) >= 2 and sum(bool(_CUE.list_line.search(x)) for x in lines) >= max(2, len(lines) - 1)


# A paragraph read as RUNS of same-shape lines when no single test (``_is_record``,
# ``_is_line_rows``, ``_is_line_records``, ``_is_list_lines``) holds for it all: a title line,
# a run of column-gap rows under their header (a fixed-width table), "Key: value" fields (several
# on one line when column gaps part them: "SERVICE: ...    WEIGHT: 3.2 kg"), a field's value
# continued on the more indented lines under it (an address), lines whose raw indentation changes
# (a query plan's "->" nodes, a CI log's "with:" step) each a line of its own. A line that wraps
# the one above (the same indentation, no sentence mark closing that one, which is long) is joined
# to it, so hard-wrapped prose stays one sentence.
_FIELD_GAP_RE = re.compile(r"\s{2,}(?=[\w\u4e00-\u9fff][\w\u4e00-\u9fff ()/&'.-]{0,30}[:：]\s*\S)")
def _line_fields(line: str) -> list[str]:
    """``line``'s fields when it holds two ``Key: value`` fields or more parted by runs of spaces
    ("Member: Ana Ruiz   Member no: 0042   Plan: Gold" -> three; "INVOICE   Date: 3 May   Due: 17 May"
    -> its title and two fields), else the line alone."""
    if "  " not in line:
        return [line]
    parts = [p.strip() for p in _FIELD_GAP_RE.split(line) if p.strip()]
    return parts if sum(bool(_RECORD_LINE_RE.match(p)) for p in parts) >= 2 else [line]


_MAX_RUN_LINES = 200  # a cap: a longer paragraph is no label or plan but a dump, read as before


def _indents(raw: list[str]) -> list[int]:
    """Each line's indentation, the first line's counted as none (markdown-it strips it)."""
    return [0 if not n else len(x.expandtabs()) - len(x.expandtabs().lstrip()) for n, x in enumerate(raw)]


def _line_shape(line: str) -> str:
    if _RECORD_LINE_RE.match(line):
        return "field"
    if _COLUMN_GAP_RE.search(line):
        return "gap"
    if _CUE.record_line.search(line) or _CUE.list_line.search(line) or _CODE_LINE_RE.search(line):
        return "line"
    return ""


_SECTION_LINE_RE = re.compile(r"\[[^\[\]]{1,60}\]")  # a TOML or INI section's line ("[server]")


def _table_run_end(lines: list[str], shapes: list[str], start: int, end: int) -> int:
    """Where a run of column-gap lines from ``start`` (its gap lines end at ``end``) ends when a
    ``Key: value``-shaped line whose key holds a column gap of its own ("14 Nov   Castle St
    Redeemed: free drink   -150") counts as a row: such a key is cells, not a field's name.
    ``end`` itself when the run has fewer than two gap lines or no such line follows."""
    if end - start < 2:
        return end
    while end < len(lines) and (shapes[end] == "gap" or (
            shapes[end] == "field" and _COLUMN_GAP_RE.search(lines[end].split(":", 1)[0]))):
        end += 1
    return end


def _run_pieces(lines: list[str], indents: list[int]) -> list[tuple[str, object, str]] | None:
    """The paragraph's pieces as (kind, value, lead): ("title", line), ("table", the
    ``fixed_width_table`` reading), ("line", text) and ("whole", a field with its continued value,
    never cut into sentences); a line's lead is the line it stands under (less indented above it:
    "Run actions/setup-node@v4" over "with:", "Traceback ..." over its frames); ``None`` for a
    configuration file (sections, nested keys), for lines half of which end a sentence (clauses,
    a glossary: the sentences already part them), for fewer than four lines, and when fewer than
    half its lines (or fewer than three) show a line's own shape (a field, a column gap, a record
    or list line, an indentation change)."""
    if len(lines) < 4 or len(lines) > _MAX_RUN_LINES or len(indents) != len(lines):
        return None  # (a tool's three-line reply, "Here is what I found:" over a record, read as before)
    shapes = [_line_shape(x) for x in lines]
    moved = [n > 0 and indents[n] != indents[n - 1] for n in range(len(lines))]
    shaped = sum(bool(s) or m for s, m in zip(shapes, moved, strict=True))
    if shaped < 3 or 2 * shaped < len(lines):
        return None
    if 2 * sum(x[-1:] in ".!?" for x in lines) >= len(lines):
        return None  # clauses ("4.1 The joining fee is £25.") or a glossary: its sentences end its lines
    keyed = sum(s == "field" or bool(_CUE.record_line.search(x)) for s, x in zip(shapes, lines, strict=True))
    if any(map(_SECTION_LINE_RE.fullmatch, lines)) or (2 * keyed >= len(lines) and any(
            x.endswith(":") and indents[n + 1] > indents[n] for n, x in enumerate(lines[:-1]))):
        return None  # a configuration file (INI / TOML sections, YAML's nested keys): read as before
    longest = max(map(len, lines))
    pieces: list[tuple[str, object, str]] = []
    field_indent = -1  # the indentation of the field whose value may continue, -1 for none
    parents: list[tuple[int, str]] = []  # the lines above, less indented each than the next
    n = 0
    while n < len(lines):
        line, shape, indent = lines[n], shapes[n], indents[n]
        if shape == "gap":
            end = n
            while end < len(lines) and shapes[end] == "gap":
                end += 1
            grid, wide = None, _table_run_end(lines, shapes, n, end)
            if wide > end:  # a row whose cell holds a colon ("Redeemed: free drink"): the column cuts win
                grid = fixed_width_table(lines[n:wide])
                if grid is not None:
                    end = wide
            grid = grid or (fixed_width_table(lines[n:end]) if end - n >= 3 else None)
            if grid is None and end - n >= 4:  # a table over summary lines ("Total due  £133.57")
                lead_grid = leading_table(lines[n:end])
                if lead_grid is not None:
                    grid, end = lead_grid[0], n + lead_grid[1]
            if grid is not None:
                pieces.append(("table", grid, ""))
                n, field_indent, parents = end, -1, []
                continue
        if not shape and field_indent >= 0 and indent > field_indent and pieces[-1][0] in ("line", "whole"):
            pieces[-1] = ("whole", f"{pieces[-1][1]}, {line}", pieces[-1][2])  # a value continued
            n += 1
            continue
        while parents and parents[-1][0] >= indent:
            parents.pop()
        lead = parents[-1][1] if parents else ""
        if n == 0 and shape in ("", "line") and line[-1:] not in ".!?:;" and len(line) <= 100 and indents[1] <= indent:
            pieces.append(("title", line, ""))
        elif shape == "field":
            parts = _FIELD_GAP_RE.split(line)
            pieces.extend(("line", p.strip(), lead) for p in parts if p.strip())
            field_indent = indent if len(parts) == 1 else -1
        elif (not shape and n and not moved[n] and pieces and pieces[-1][0] == "line"
              and lines[n - 1][-1:] not in ".!?:;" and 5 * len(lines[n - 1]) >= 3 * longest):
            pieces[-1] = ("line", f"{pieces[-1][1]} {line}", pieces[-1][2])  # a wrapped line
            n += 1
            continue
        else:
            pieces.append(("line", line, lead))
            field_indent = -1
        if pieces[-1][0] != "title":
            parents.append((indent, line.rstrip(":")))
        n += 1
    return pieces

def _restore(text: str, codes: list[str]) -> str:
    if not codes or "\u2e28" not in text:
        return text
    return _CODE_MARK_RE.sub(lambda m: codes[int(m.group(1))] if int(m.group(1)) < len(codes) else "", text)


_Q_LABEL_RE = re.compile(r"^\s*(?:q|question|问|问题)\s*[:：.]\s*", re.IGNORECASE)
_A_LABEL_RE = re.compile(r"^\s*(?:a|answer|答|回答)\s*[:：.]\s*", re.IGNORECASE)


def _faq_units(lines: list[str], block: int, codes: list[str] | None) -> list[Unit] | None:
    """A FAQ pair ("Q: ...?" then "A: ..."): the labels dropped, the answer read under its
    question (``lead``), so "A: Six, and they travel free." answers "How many bikes ...?"."""
    if len(lines) < 2 or not _Q_LABEL_RE.match(lines[0]) or not any(_A_LABEL_RE.match(x) for x in lines[1:]):
        return None
    answer_at = next(i for i, x in enumerate(lines) if i and _A_LABEL_RE.match(x))
    question = _restore(" ".join([_Q_LABEL_RE.sub("", lines[0], count=1)] + lines[1:answer_at]), codes or [])
    answer = " ".join([_A_LABEL_RE.sub("", lines[answer_at], count=1)] + lines[answer_at + 1 :])
    out = [Unit(" ".join(question.split()), block=block)]
    for u in _paragraph_units(answer, block, False, codes):
        out.append(replace(u, lead=out[0].text))
    return out


# A dot leader between an entry and its value ("Grilled sea bass ....... 22.00", a menu or a
# table of contents): read as "Grilled sea bass — 22.00." (one sentence per entry), never as
# sentence ends that hand the value to the next entry (nor as a "key: value" record, read whole).
_LEADER_RE = re.compile(r"\s*(?:\.\s?){4,}\s*(?=\S)")


_DOT_PAIR_RE = re.compile(r"\.\s?\.")  # two dots of a leader (a literal-first scan, unlike the leader's "\s*")
# a short leader ("Pet safety .. non-toxic"): two dots or more between spaces, read as one only
# in a paragraph whose other lines have long ones (a card aligned with dots)
_SHORT_LEADER_RE = re.compile(r"\s+\.{2,}\s+(?=\S)")


def _unleadered(line: str, short: bool = False) -> str:
    # a leader is four dots or more, so two of them with at most a space between
    if short and _SHORT_LEADER_RE.search(line) and not _LEADER_RE.search(line):
        line = _SHORT_LEADER_RE.sub(" — ", line, count=1)
        return line if line[-1:] in ".!?:;" else f"{line}."
    if line.count(".") < 4 or not _DOT_PAIR_RE.search(line) or not _LEADER_RE.search(line):
        return line
    line = _LEADER_RE.sub(" — ", line)
    return line if line[-1:] in ".!?:;" else f"{line}."


def _leadered_lines(raw: list[str]) -> tuple[list[str], frozenset[int]]:
    """The paragraph's lines with their dot leaders read (``_unleadered``), and which lines had
    one: a line with a short leader counts when two other lines or more have a long one."""
    lines = [_unleadered(x) for x in raw]
    led = {n for n, (a, b) in enumerate(zip(raw, lines, strict=True)) if a != b}
    if len(led) >= 2:
        for n, x in enumerate(raw):
            if n not in led and "." in x:
                read = _unleadered(x, short=True)
                if read != x:
                    lines[n] = read
                    led.add(n)
    return lines, frozenset(led)


# an upper-case title line over the lines of its section ("4. RENT AND DEPOSIT" as a list item,
# "RENTAL AGREEMENT - KEY TERMS"): letters all capitals, no sentence mark, no "key: value"
# two words or more, no figure ("EXPOSE 8750" is a directive, "OPTIONS" a man page's section)
# (a short note in brackets may follow, a fact of its own: "BUTTERMILK SCONES  (makes 8)")
_UPPER_TITLE_RE = re.compile(
    r"[A-Z][A-Z'&/-]*(?:[ ,]+(?:[-&/]|[A-Z][A-Z'&/-]*))*[ ,]+[A-Z][A-Z'&/-]*(?:\s+\((?P<note>[^()]{1,30})\))?"
)


def _is_upper_title(first: str, rest: list[str]) -> bool:
    return len(first) <= 60 and bool(_UPPER_TITLE_RE.fullmatch(first)) and any(re.search(r"[a-z]", x) for x in rest)


def _is_line_title(first: str, rest: list[str]) -> bool:
    """Whether ``first`` is a title line over sentences ("Thunder Coaster - rider rules" over
    "Riders must be at least 122 cm tall."): a short line that ends no sentence, over two or more
    lines that each end one (a hard-wrapped paragraph's lines end mid-sentence)."""
    return (len(first) <= 60 and first[-1:] not in ".!?:;," and len(rest) >= 2
            and all(x[-1:] in ".!?" for x in rest) and not first[:1].islower())


# a CSV header's cell: a short label with a letter ("Status", "1 cup", "2nd leg"; not "12", a
# data row's figure), its unit in brackets after it written in any signs ("time (min:sec)", "Price (£)")
_CSV_HEADER_CELL_RE = re.compile(r"(?=[^\n]*[A-Za-z\u4e00-\u9fff])[\w\u4e00-\u9fff][\w \u4e00-\u9fff()/#.-]{0,30}"
                                 r"(?:\s?\([^(),\n]{1,15}\))?")


def _csv_units(lines: list[str], block: int) -> list[Unit] | None:
    """Comma-separated values with a header line (an export: "Issue key,Summary,Status"), read
    with the stdlib ``csv`` module: one table fact per row, "Status: Done; Assignee: ...", like
    a markdown table's row. ``None`` unless every line has the header's number (three or more, or
    two in a key,value export: ``_two_column_csv``) of cells and every header cell is a short
    label, written without a space after its commas.
    A caption line above the header ("Tree register (updated Oct 2026)", no comma-separated
    cells of its own) is the table's title, a heading over its rows. (Rows among other lines,
    or written with a space after each comma: ``_row_block_units``.)"""
    table = _csv_rows(lines, block)
    if table is None and len(lines) >= 4 and lines[0].count(",") < 2 and lines[0][-1:] not in ".!?":
        rows = _csv_rows(lines[1:], block)
        if rows is not None:
            return [Unit(lines[0], heading=True, block=block), *rows]
    return table


def _csv_rows(lines: list[str], block: int) -> list[Unit] | None:
    if len(lines) < 2 or lines[0].count(",") < 1 or ", " in lines[0] or lines[0][-1:] in ".!?":
        return None  # (prose has a space after its commas and ends its sentences)
    if lines[0].count(",") == 1 and not _two_column_csv(lines):
        return None
    import csv

    rows = list(csv.reader(lines, skipinitialspace=True))
    width = len(rows[0])
    if any(len(r) != width for r in rows) or not all(_CSV_HEADER_CELL_RE.fullmatch(h.strip()) for h in rows[0]):
        return None
    header = [h.strip() for h in rows[0]]
    return [u for row in rows[1:] for u in _table_row(header, [c.strip() for c in row], block)]


def _two_column_csv(lines: list[str]) -> bool:
    """A key,value export ("ingredient,grams" over "flour,500"): a header of two labels with no
    figure, then ``_MIN_PAIR_ROWS`` rows or more, every line one comma with no space around it and
    no sentence's end, and most rows' second cell holding a figure (a lookup of amounts, not a
    list of "Smith,John" names)."""
    if len(lines) < 1 + _MIN_PAIR_ROWS or any(x.count(",") != 1 or re.search(r"\s,|,\s", x) or x[-1:] in ".!?"
                                               for x in lines):
        return False
    if any(ch.isdigit() for ch in lines[0]):
        return False
    figured = sum(any(ch.isdigit() for ch in x.split(",")[1]) for x in lines[1:])
    return 2 * figured > len(lines) - 1


_MIN_PAIR_ROWS = 3  # rows of a two-column export: fewer may be two lines that happen to hold a comma
_MIN_BLOCK_ROWS = 2  # rows under a header line: fewer is no table but a list or a sentence
_MAX_CELL = 40  # a cell longer than this is a clause, not a table's cell


def _row_cells(line: str) -> list[str] | None:
    """A line's cells when it is a table row written without a markdown table's delimiter line:
    pipes around its cells ("| 4 Oct | Hollins Park | 27:41 |"), spaced pipes between three or more
    cells only ("4 Oct | Hollins Park | 27:41"), commas between three or more
    short cells, none ending a sentence ("The Quizzly Bears, 8, 61"), or semicolons with no space
    after them between three or more ("Lobelia;9 cm;1.79"); ``None`` for any other line."""
    text = line.strip()
    if text.startswith("|") and text.endswith("|") and text.count("|") >= 3:
        cells = [c.strip() for c in text[1:-1].split("|")]
    elif text.count(" | ") >= 2 and not text.startswith("|") and not text.endswith("|"):
        cells = [c.strip() for c in text.split("|")]  # "2 | 4:55 | 156": pipes between the cells only
    elif text.count(",") >= 2 and text[-1:] not in ".!?;:":
        cells = [c.strip() for c in text.split(",")]
    elif text.count(";") >= 2 and "; " not in text and text[-1:] not in ".!?;:":
        cells = [c.strip() for c in text.split(";")]  # "Petunia;9 cm;1.99": a semicolon export's row
    else:
        return None
    if not all(cells) or any(len(c) > _MAX_CELL for c in cells):
        return None
    return cells


def _row_block(lines: list[str]) -> tuple[int, int] | None:
    """Where the paragraph's one block of table rows starts and ends: a header line and at least
    ``_MIN_BLOCK_ROWS`` rows, every one of the same number of cells and of one kind (pipes or
    commas), the header's cells short labels and some row cell a figure (a list of names in
    commas is no table); ``None`` without such a block."""
    cells = [_row_cells(x) for x in lines]
    start = 0
    while start < len(lines):
        if cells[start] is None:
            start += 1
            continue
        piped = lines[start].lstrip().startswith("|")
        end = start + 1
        while (end < len(lines) and cells[end] is not None and len(cells[end]) == len(cells[start])
               and lines[end].lstrip().startswith("|") == piped):
            end += 1
        header, rows = cells[start], cells[start + 1:end]
        if (len(rows) >= _MIN_BLOCK_ROWS and all(_CSV_HEADER_CELL_RE.fullmatch(h) for h in header)
                and any(ch.isdigit() for row in rows for c in row for ch in c)):
            return start, end
        start = end
    return None


def _row_block_units(lines: list[str], block: int, codes: list[str] | None) -> list[Unit] | None:
    """A paragraph holding one block of table rows written without a table's markup (a pipe table
    with no delimiter line, comma-separated cells with a space after each comma) among other
    lines: a caption above it, a note under it ("The top team goes through to the final."). The
    rows are read as a table's, one fact per row named by the header; the lines above and below
    as the paragraph's own units. ``None`` when there is no such block, or when the block is the
    whole paragraph in a form the stricter readers take (``_csv_units``)."""
    found = _row_block(lines)
    if found is None:
        return None
    start, end = found
    header = [c.strip() for c in _row_cells(lines[start]) or []]
    out: list[Unit] = []
    if start == 1 and lines[0][-1:] not in ".!?":  # a caption line: the table's title
        out.append(Unit(lines[0], heading=True, block=block))
    elif start:
        out.extend(_paragraph_units("\n".join(lines[:start]), block, False, codes))
    for line in lines[start + 1:end]:
        out.extend(_table_row(header, _row_cells(line) or [], block))
    if end < len(lines):
        out.extend(_paragraph_units("\n".join(lines[end:]), block, False, codes))
    return out


_CELL_TAB_RE = re.compile(r"\S\t+\S")  # a tab between two cells of a line ("8-yard\t70-80\t£330")


def _is_cell_line(line: str) -> bool:
    """A line of three cells or more parted by tabs or by column gaps (a table's row or header:
    "8-yard builders  70-80  £330"); one gap alone may part a value from its comment
    ("retention_days: 45   # pruned after")."""
    return bool(_CELL_TAB_RE.search(line) or len(_COLUMN_GAP_RE.findall(line)) >= 2)


def _cell_line_units(lines: list[str], block: int) -> list[Unit] | None:
    """A paragraph mixing table lines, their cells parted by tabs or column gaps (a table pasted
    from a spreadsheet, its tabs aligned as columns), with lines of prose (a title, notes, a
    correction under it), in document order or in any other (a retriever's lines ranked by
    score), when no other reader took it as lines: each table line is one unit of its own, never
    joined with its neighbours into one run-on sentence (which read a correction of one row as
    striking another's). A run of them that is a table (``fixed_width_table``: a header over two
    rows or more) is read as one, each row named by the header; lone tab rows are read under a
    tab header line elsewhere in the paragraph when they and it make a table
    (``tab_separated_table``). (Lone column-gap rows away from their header stay plain rows: their
    cuts are not known without the header's columns.) The other lines, in runs, are read as
    their own paragraphs. ``None`` when fewer than two lines, or every line, are table lines."""
    celled = [_is_cell_line(x) for x in lines]
    if sum(celled) < 2 or all(celled):
        return None  # (one such line among prose, a ticket's "ICE 577   Hamburg 08:01   Do, 17.12.", read as before)
    tab_at = [n for n, x in enumerate(lines) if _CELL_TAB_RE.search(x)]
    header_at, parsed = -1, {}
    for h in tab_at:
        width = len(lines[h].split("\t"))
        others = [n for n in tab_at if n != h and len(lines[n].split("\t")) == width]
        read = tab_separated_table([lines[h]] + [lines[n] for n in others]) if len(others) >= 2 else None
        if read is not None:
            header_at, parsed = h, dict(zip(others, read[2], strict=True))
            break
    header = [c.strip() for c in lines[header_at].split("\t")] if parsed else []
    out: list[Unit] = []
    n = 0
    while n < len(lines):
        end = n
        while end < len(lines) and celled[end] == celled[n]:
            end += 1
        if not celled[n]:
            out.extend(_paragraph_units("\n".join(lines[n:end]), block, False, []))
            n = end
            continue
        grid = fixed_width_table(lines[n:end]) if end - n >= 3 and not parsed else None
        if grid is not None and not grid[0]:
            out.extend(u for row in grid[2] for u in _table_row(grid[1], row, block))
            n = end
            continue
        if end - n >= 3 and not parsed and not any(ch.isdigit() for ch in lines[n]):
            return None  # a header over rows whose columns are not read: no row is told apart from its cells
        for m in range(n, end):
            if m in parsed:
                out.extend(_table_row(header, parsed[m], block))
            elif m != header_at:
                text = " ".join(lines[m].split())
                if any(ch.isalnum() for ch in text) and not addressed_to_model(text):
                    out.append(Unit(text, block=block, row=True))
        n = end
    return out


def _opening_table(lines: list[str]) -> tuple[tuple[str, list[str], list[list[str]]], int] | None:
    """The fixed-width table that opens the paragraph (a title line at most above it: its column
    gap lines, three or more) when the lines under it are not rows of it (a note, a footnote: no
    column gap), and the number of lines it takes; ``None`` otherwise. Only for a paragraph of
    column-gap lines (``_is_line_rows``), which would otherwise be read line by line with no cell
    named by its column."""
    gapped = [bool(_COLUMN_GAP_RE.search(x)) for x in lines]
    end = 0 if gapped[0] else 1
    while end < len(lines) and gapped[end]:
        end += 1
    if end >= len(lines) or end - (not gapped[0]) < 3 or any(gapped[end:]) or not _is_line_rows(lines):
        return None
    grid = fixed_width_table(lines[:end])
    return (grid, end) if grid is not None else None


# A hard-wrapped line runs on into the next: it ends no sentence or field (no ".", "!", "?", ":",
# ";"), it fills the paragraph's width (a wrapped paragraph's lines all do but its last), and the
# next line continues it: it is no line of its own (a "Key: value" field whose key is a key, a log or list line, a row or code; no new list item, no label line ending in ":"
# such as "Answer:"). Neither line may be a row or code (a column
# gap, a pipe, a brace), nor the run it joins a log, list or title line.
_LINE_END_MARKS = ".!?:;。！？；："
_ITEM_START_RE = re.compile(r"[-*•>]\s|\d{1,3}[.)]\s")  # a new list item or quote line, never a wrapped one's rest
_WRAP_SHARE = 0.7  # a wrapped line's length at least this share of the paragraph's longest line
_MIN_WRAP_WIDTH = 45  # a paragraph whose longest line is shorter is a record or list, never wrapped
_MIN_LABEL_BREAKS = 2  # fewer short lines standing apart make no label: prose, joined as before


# a comma-separated row's comma ("Brightwire,Cork,12"), not prose's ", " nor a figure's "1,150"
_TIGHT_COMMA_RE = re.compile(r",(?!\s|\d{3}\b)")


def _is_row_or_code(line: str) -> bool:
    """A table row or a line of code (a pipe, a column gap, a statement's end, two tight commas)."""
    return ("|" in line or bool(_COLUMN_GAP_RE.search(line) or _CODE_LINE_RE.search(line))
            or len(_TIGHT_COMMA_RE.findall(line)) >= 2)


_KEY_SENTENCE_END_RE = re.compile(r"[.!?]\s")


def _is_field(line: str) -> bool:
    """A "Key: value" line whose key is a key: no sentence end in it ("... op maandag. Zet de
    container: via ..." is a wrapped sentence's rest) and four words at most."""
    if not _RECORD_LINE_RE.match(line):
        return False
    key = re.split("[:：]", line, maxsplit=1)[0]
    return not _KEY_SENTENCE_END_RE.search(key) and len(key.split()) <= 4


def _is_own_line(line: str) -> bool:
    """A line that stands as one of its own (a field, a log or list line, a directive)."""
    return _is_field(line) or bool(_CUE.record_line.search(line) or _CUE.list_line.search(line))


def _is_lone_cue_line(lines: list[str], n: int) -> bool:
    """Line ``n`` looks like a log or list line ("07.30 until noon ...") but no line next to it
    does and it is no field: the rest of a sentence wrapped before a figure, not one of a list."""
    def cued(x: str) -> bool:
        return bool(_CUE.record_line.search(x) or _CUE.list_line.search(x))
    return (not _RECORD_LINE_RE.match(lines[n]) and not cued(lines[n - 1])
            and not (n + 1 < len(lines) and cued(lines[n + 1])))


def _head_kind(line: str) -> str:
    """What a run of joined lines opens with: "prose", a "field" (its value may wrap, onto a
    lower-case line only) or "" (a log, list or table line, code: never joined to the next)."""
    if _is_row_or_code(line):
        return ""
    if _is_field(line):
        return "field"
    return "" if _is_own_line(line) else "prose"


def _mid_phrase(line: str) -> bool:
    """Whether ``line`` ends inside a phrase: a hyphen, a comma, an article, a preposition or a
    conjunction (``lexicons.yaml`` mid_phrase_words): the next line goes on with it, however short."""
    if line[-1:] in "-,\u2013":
        return True
    words = line.rsplit(None, 1)
    return bool(words) and words[-1].lower() in lexicon("mid_phrase_words")


def _stands_apart(prev: str, line: str, longest: int) -> bool:
    """Whether ``line``, opening with a capital, is a line of its own under ``prev`` (a label's or a
    card's short lines: "Do not bleach" over "Do not tumble dry"), not the rest of a wrapped one:
    ``prev`` ends no phrase midway and is short of the wrap width, or the next line's first word
    would have fitted on it (a wrapper breaks a line only where the next word does not fit; the
    paragraph's longest line is the narrowest width it can have wrapped at)."""
    if not line[:1].isupper() or _mid_phrase(prev):
        return False
    word = line.split(maxsplit=1)[0]
    return len(prev) < _WRAP_SHARE * longest or len(prev) + 1 + len(word) <= longest


def _label_lines(lines: list[str]) -> list[str] | None:
    """A paragraph of short lines that stand apart (``_stands_apart``: a care label, a donor card)
    as its lines: each line opening with a capital is one of its own (the longest too: "Dry clean:
    P (any solvent ...)" over "Made in Portugal"), a line opening in lower case or under one that
    ends midway through a phrase is still joined to it; ``None`` when fewer than
    ``_MIN_LABEL_BREAKS`` lines with no sentence mark at their end stand apart (prose: its lines
    are joined and cut into sentences as before). Only for lines of one indentation (a term over
    its indented definition, a host over its settings, is read as before)."""
    if not _is_label(lines, fields=True):
        return None
    out = [lines[0]]
    for prev, line in pairwise(lines):
        if prev[-1:] in _SENTENCE_END_MARKS or (line[:1].isupper() and not _mid_phrase(prev)):
            out.append(line)
        else:
            out[-1] = _join_lines([out[-1], line])
    return out


_SENTENCE_END_MARKS = ".!?;。！？；"


def _is_label_title(line: str) -> bool:
    """A label's first line as its title: no sentence mark, no "Key: value" field, no figure
    ("Storage jar with dragon decoration", "Northvale Blood Service - donor card")."""
    return line[-1:] not in _SENTENCE_END_MARKS and not _is_field(line) and not any(ch.isdigit() for ch in line)


def _is_label(lines: list[str], fields: bool) -> bool:
    """Whether ``_MIN_LABEL_BREAKS`` lines or more with no sentence mark at their end stand apart
    from the next (``_stands_apart``); with ``fields`` false, "Key: value" lines are not counted
    (a message's header fields over a wrapped paragraph make no label)."""
    if len(lines) < 3 or len(lines) > _MAX_RUN_LINES:
        return False
    longest = max(map(len, lines))
    return sum(prev[-1:] not in _SENTENCE_END_MARKS and (fields or not _is_field(prev))
               and _stands_apart(prev, line, longest) for prev, line in pairwise(lines)) >= _MIN_LABEL_BREAKS


def _runs_on(lines: list[str], n: int, head: str, longest: int, label: bool = False) -> bool:
    """Whether line ``n`` continues line ``n - 1`` (see ``_LINE_END_MARKS``); ``head``: the kind
    of the run line ``n - 1`` stands in. A line opening with a capital whose first word would have
    fitted on the line above stands apart (``_stands_apart``); in a ``label`` (``_is_label``) every
    line opening with a capital does, unless the line above ends midway through a phrase."""
    prev, line = lines[n - 1], lines[n]
    if not head or prev[-1:] in _LINE_END_MARKS or len(prev) < _WRAP_SHARE * longest:
        return False
    if _stands_apart(prev, line, longest) or (label and line[:1].isupper() and not _mid_phrase(prev)):
        return False
    if _is_row_or_code(prev) or _is_row_or_code(line) or _ITEM_START_RE.match(line) or line.endswith((":", "：")):
        return False
    if head == "field" and not line[:1].islower():
        return False  # "Flight: ..." over "Scheduled arrival 18:05": a record's next fact
    return not _is_own_line(line) or _is_lone_cue_line(lines, n)


def _rejoined(lines: list[str], indents: list[int], keep: frozenset[int]) -> tuple[list[str], list[int], frozenset[int]]:
    """The paragraph's hard-wrapped sentences re-joined before any line reader sees them (a wrapped
    line holding a colon is no "Key: value" field; a line wrapped before "07.30 ..." is no list
    line), so it reads as if written on long lines; a record's lines ("Name: X" over "Room: 12":
    short, each a field) stay one a line. ``keep``: lines never joined (dot leaders), renumbered."""
    if len(lines) < 2 or len(lines) > _MAX_RUN_LINES:
        return lines, indents, keep
    longest = max(map(len, lines))
    if longest < _MIN_WRAP_WIDTH or _is_record(lines) or _is_fact_lines(lines, keep) or _is_parallel_lines(lines):
        return lines, indents, keep  # a record's (or a list's unmarked) lines as written: each a fact, none wrapped
    if messages("\n".join(lines)):
        return lines, indents, keep  # a chat's stamped lines: each a message (``message_lines``), none wrapped
    out, out_indents, out_keep = [lines[0]], [indents[0]], set()
    head = _head_kind(lines[0])
    label = _is_label(lines, fields=False)
    if 0 in keep:
        out_keep.add(0)
    for n in range(1, len(lines)):
        if (n - 1 not in keep and n not in keep and indents[n] == indents[n - 1]
                and _runs_on(lines, n, head, longest, label)):
            out[-1] = _join_lines([out[-1], lines[n]])
            continue
        out.append(lines[n])
        out_indents.append(indents[n])
        if n in keep:
            out_keep.add(len(out) - 1)
        head = _head_kind(lines[n])
    top = 0
    while top < len(out) and top not in out_keep and _is_field(out[top]):
        top += 1
    if top >= 2 and len(out) - top >= 2 and not out_keep.intersection(range(top, len(out))) and all(
            _head_kind(x) == "prose" for x in out[top:]):
        # header fields over one paragraph of prose ("To: ..." / "Re: ..." over a wrapped letter
        # whose lines end at sentence ends too): the paragraph one line under them, as written
        out, out_indents = [*out[:top], _join_lines(out[top:])], out_indents[:top + 1]
    if len(out) == len(lines):
        return lines, indents, keep
    return out, out_indents, frozenset(out_keep)


_PROMPT_RE = re.compile(r"(In|Out)\s?\[(\d{1,5})\]:")
_MAX_PROMPTS = 500  # a cap on the inputs of an IPython dump kept for their outputs


def _paragraph_units(
    text: str, block: int, item: bool, codes: list[str] | None = None, indents: list[int] | None = None
) -> list[Unit]:
    """``indents``: each line's raw indentation, when ``text`` lost it (markdown's inline text)."""
    raw = [x for x in text.split("\n") if x.strip()]
    if len(raw) == 1 and not item and not codes:
        return _one_line_units(raw[0], block)
    return _lines_units(raw, block, item, codes, indents)


def _one_line_units(line: str, block: int) -> list[Unit]:
    """``_lines_units([line], block, False, [])``: a paragraph of one line, with no code span,
    outside a list (most notes' paragraphs), read without the readers of several lines' shapes
    (a table, a record, a chat, a label, a FAQ pair, a title over its text: each needs two lines
    or more, so none reads one line) or its indentation; its dot leader still read. Its sentences
    are read as any paragraph's (``_sentence_units``). ``tests/sim/test_prose_one_line.py``
    compares the two."""
    return _sentence_units([_unleadered(line.strip())], block)


def _sentence_units(pieces: list[str], block: int) -> list[Unit]:
    """The units of a plain paragraph's pieces (no record, rows, list, label, section, code span
    or item: the general loop of ``_lines_units`` with those all absent)."""
    out: list[Unit] = []
    for piece in pieces:
        sentences = [s for f in _line_fields(piece) for s in split_sentences(f)]
        asked = ""  # "Can I keep bees? Yes, with ...": the piece's answer reads under its question
        for sentence in sentences:
            marked = sentence.lstrip(" \t-*•>").rstrip(" \t-•>")
            if marked.endswith("*") and not re.search(r"[:=]\s*\*$", marked):
                marked = marked.rstrip(" \t*")
            clean = marked.strip()
            # (a first letter or digit says what the scan would: most sentences open with one)
            if clean and (clean[0].isalnum() or any(ch.isalnum() for ch in clean)) and not addressed_to_model(clean):
                asks = clean.endswith(("?", "？"))
                out.append(Unit(clean, block=block, lead="" if asks else asked))
                if len(sentences) > 1 and asks:
                    asked = clean
    return out


def _lines_units(
    raw: list[str], block: int, item: bool, codes: list[str] | None = None, indents: list[int] | None = None
) -> list[Unit]:
    """``_paragraph_units`` of the paragraph's non-blank lines ``raw``."""
    raw = ditto_filled(raw)  # '"' under a cell: that cell again
    if indents is None or len(indents) != len(raw):
        indents = _indents(raw)
    lines, leadered = _leadered_lines([x.strip() for x in raw])
    lines, indents, leadered = _rejoined(lines, indents, leadered)
    faq = _faq_units(lines, block, codes) if not item else None
    if faq is not None:
        return faq
    logged = json_lines(lines) if not item and lines and lines[0][:1] == "{" else None
    if logged is not None:  # JSON Lines (a structured log): one table row per line
        return [u for row in logged for u in _table_row([k for k, _ in row], [v for _, v in row], block)]
    table = _csv_units(lines, block) if not item and not codes else None
    if table is not None:
        return table
    table = _row_block_units(lines, block, codes) if not item and len(lines) >= 3 else None
    if table is not None:  # a table's rows among other lines, or written without its markup
        return table
    # (its lines as markdown-it hands them over, stripped, so the plain fast path reads the same)
    grid = fixed_width_table(lines) if not item and not codes and len(lines) >= 3 else None
    if not item and not codes and len(lines) >= 3 and not leadered and min(indents[1:]) == 0 < max(indents):
        # rows indented under a group's label written once ("Friday  Early  Priya" over
        # "        Late   Tom"): their cells stand where the raw indentation puts them
        grid = fixed_width_table([" " * i + x for i, x in zip(indents, lines, strict=True)]) or grid
    if grid is not None and grid[1] and _CUE.enumerator.match(grid[1][0] + " "):
        grid = None  # a header opening with an enumerator ("a)", "b."): an enumerated list's first item, no table
    if grid is not None and messages("\n".join(lines)):
        grid = None  # chat lines ("[Mon 20:15] Ben: ...") under a title: their stamps' spaces are no column gap
    if grid is not None:  # a fixed-width table (`df -h`, `kubectl get`, a timetable): rows named by the header
        title, header, rows = grid
        head = [Unit(title, heading=True, block=block)] if title else []
        return head + [u for row in rows for u in _table_row(header, row, block)]
    opening = _opening_table(lines) if not item and not codes and len(lines) >= 4 and not leadered else None
    if opening is not None:  # a fixed-width table over a note of its own ("Corkage: £15. ...")
        (title, header, rows), end = opening
        head = [Unit(title, heading=True, block=block)] if title else []
        rest = _paragraph_units("\n".join(lines[end:]), block, False, codes, indents[end:])
        return head + [u for row in rows for u in _table_row(header, row, block)] + rest
    section = ""  # an INI section's "[header]" over its settings: each setting a record labelled by it
    if len(lines) >= 3 and _CUE.section_header.match(lines[0]) and _is_line_records(lines[1:]) and _worded(lines[1:]):
        section, lines, indents = lines[0], lines[1:], indents[1:]
        leadered = frozenset(n - 1 for n in leadered if n)
    record = _is_record(lines)
    out: list[Unit] = []
    if section or record:
        pass
    elif len(lines) >= 2 and _is_cjk_title(lines[0], lines[1]):
        # "第十二章 青石剑谱" above its text: a title line, not the start of the first sentence
        out.append(Unit(lines[0], heading=True, block=block))
        lines = lines[1:]
    elif len(lines) >= 3 and _is_line_title(lines[0], lines[1:]):
        out.append(Unit(lines[0], heading=True, block=block))  # "Rider rules" over its sentences
        lines = lines[1:]
        leadered = frozenset(n - 1 for n in leadered if n)
        record = _is_record(lines)
    elif len(lines) >= 2 and _is_upper_title(lines[0], lines[1:]):
        # "RENT AND DEPOSIT" above its clauses: a title line, not the first clause's start; its
        # bracketed note ("(makes 8)") is a sentence of its own under it, not a word of the title
        note = _UPPER_TITLE_RE.fullmatch(lines[0]).group("note")  # type: ignore[union-attr]
        out.append(Unit(lines[0][: lines[0].rindex("(")].rstrip() if note else lines[0], heading=True, block=block))
        if note and any(ch.isalnum() for ch in note):
            out.append(Unit(note.strip(), block=block))
        lines = lines[1:]
        leadered = frozenset(n - 1 for n in leadered if n)
        record = _is_record(lines)
    indents = indents[len(indents) - len(lines):]
    line_records = not record and _is_line_records(lines)
    rows = not record and not line_records and (_is_line_rows(lines) or _is_fact_lines(lines, leadered))
    listed = not record and not line_records and not rows and (_is_list_lines(lines) or _is_parallel_lines(lines))
    # a chat's stamped lines: one piece a message whatever its end punctuation ("[Mon 20:30] Theo: sent £6")
    chat = None if record or line_records or rows or listed or item or len(lines) < 2 else message_lines(lines)
    listed = listed or chat is not None
    runs = None if record or line_records or rows or listed or item else _run_pieces(lines, indents)
    if runs is not None:
        return out + _run_units(runs, block, codes or [])
    if not (chat or record or line_records or rows or listed or item or codes) and len(lines) >= 2 and len(set(indents)) <= 1:
        celled = _cell_line_units(lines, block)
        if celled is not None:  # table lines among prose lines: one unit a line, never one run-on sentence
            return out + celled
    labelled = None if record or line_records or rows or listed or len(set(indents)) > 1 else _label_lines(lines)
    if labelled and not out and len(labelled) >= 3 and _is_label_title(labelled[0]):
        # "Storage jar with dragon decoration" over the label's lines: its title, what every line is about
        out.append(Unit(labelled[0], heading=True, block=block, label=True))
        labelled = labelled[1:]
    pieces = chat or (lines if record or line_records or rows or listed else (labelled or _enumerated(lines)))
    if pieces is not lines and len(pieces) > 2 and not out and pieces[0] == lines[0] and _is_enumeration_title(lines):
        out.append(Unit(lines[0], heading=True, block=block))  # "物业通知" over its clauses
        pieces = pieces[1:]
    first = True
    head = ""
    inputs: dict[str, str] = {}  # an IPython dump's "In [4]: ..." lines by number
    for n, piece in enumerate(pieces):
        starts = line_records and bool(_CUE.record_line.search(piece))
        prompt = _PROMPT_RE.match(piece) if line_records else None
        if prompt and prompt.group(1) == "In" and len(inputs) < _MAX_PROMPTS:
            inputs[prompt.group(2)] = " ".join(piece.split())
        # an output reads under the input that made it ("Out[4]: 37" under 'In [4]: birds["site"].nunique()')
        made_by = inputs.get(prompt.group(2), "") if prompt and prompt.group(1) == "Out" else ""
        # an IPython prompt's line is one statement, never cut at its "." ('birds["site"].nunique()');
        # a line of several fields parted by runs of spaces is one piece a field
        sentences = (piece,) if prompt else [s for f in _line_fields(piece) for s in split_sentences(f)]
        asked = ""  # "Can I keep bees? Yes, with ...": the piece's answer reads under its question
        for sentence in sentences:
            # list-like marks are stripped before the code spans return: "`*/15 * * * *`" keeps its "*"
            # (a list mark opens a line: a trailing "*" is a value, "User-agent: *")
            marked = sentence.lstrip(" \t-*•>").rstrip(" \t-•>")
            if marked.endswith("*") and not re.search(r"[:=]\s*\*$", marked):
                marked = marked.rstrip(" \t*")
            clean = _restore(marked, codes or []).strip()
            code_start = bool(codes) and marked.startswith("\u2e28")
            if section and starts:  # "[courts] guests = £8 per visit": the setting read with its section
                clean = f"{section} {clean}"
                starts = False  # (a sentence of the file's, not a log's record: an absence is read as in prose)
            if clean and any(ch.isalnum() for ch in clean) and not addressed_to_model(clean):
                if record and n == 0 and not head and not _is_sentence_line(piece):
                    head = clean
                    out.append(Unit(clean, item=item and first, block=block, code_start=code_start))
                else:
                    out.append(Unit(clean, item=item and first, block=block, record_head=head if record else "",
                                    code_start=code_start, record_start=starts, row=rows, label=bool(labelled),
                                    lead=made_by or ("" if clean.endswith(("?", "？")) else asked),
                                    code=bool(prompt) and prompt.group(1) == "In"))
                first = False
                starts = False
                if len(sentences) > 1 and clean.endswith(("?", "？")):
                    asked = clean
    return out


_LINE_MARK_RE = re.compile(r"^\s*(?:[-*•>]+\s+)*")  # a list or quote mark, not an option's "-z"


def without_line_mark(line: str) -> str:
    """``line`` without the list or quote mark opening it ("* Under-3s swim free" -> "Under-3s swim free")."""
    return _LINE_MARK_RE.sub("", line, count=1)


def _run_units(pieces: list[tuple[str, object, str]], block: int, codes: list[str]) -> list[Unit]:
    """The units of ``_run_pieces``: a title as a heading, a table's rows as its facts, a line
    cut into its sentences, a field with its continued value whole; each line one row."""
    out: list[Unit] = []
    for kind, value, lead in pieces:
        if kind == "table":
            title, header, cells = value  # type: ignore[misc]
            if title:
                out.append(Unit(_restore(title, codes), heading=True, block=block))
            out.extend(u for row in cells for u in _table_row(header, row, block))
            continue
        sentences = (value,) if kind in ("title", "whole") else split_sentences(str(value))
        led = " ".join(_restore(lead, codes).split())
        for sentence in sentences:
            clean = " ".join(_restore(_LINE_MARK_RE.sub("", str(sentence)), codes).split())
            if clean and any(ch.isalnum() for ch in clean) and not addressed_to_model(clean):
                asks = clean.endswith(("?", "？"))
                out.append(Unit(clean, heading=kind == "title", block=block, row=kind != "title",
                                lead=" ".join(_restore(lead, codes).split()) if asks else led))
                if len(sentences) > 1 and asks:
                    led = clean  # "Can I keep bees? Yes, with ...": the line's answer reads under its question
    return out


_HAN_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff，。、；：！？（）“”]")  # no Korean: it spaces words
_CJK_PUNCT_RE = re.compile(r"[。！？，；：、,.!?;:]")


def _is_cjk_title(first: str, second: str) -> bool:
    """A short Chinese line with no punctuation over a line of text is a title."""
    return (
        len(first) <= 30
        and bool(_CJK_RE.search(first))
        and not _CJK_PUNCT_RE.search(first)
        and bool(_CJK_PUNCT_RE.search(second))
    )


_ENUMERATION_MARKS = frozenset("一二三四五六七八九十(（第①②③④⑤⑥⑦⑧⑨⑩0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ가나다라마바사아자차카타파하")
_MIN_ENUMERATED = 2  # lines opening with an enumerator: fewer may be a wrapped sentence's "2. " or "b) "


def _enumerated(lines: list[str]) -> list[str]:
    """A paragraph's lines joined as sentences, where a line opening with an enumerator
    (``patterns.yaml`` prose.enumerator: "一、", "第3条", "①", "2.", "b)", "가.") starts one whatever
    ends the line above, when two lines or more do: a CJK notice's clauses and an English list
    with no full stops are one sentence each, never one run-on sentence; in such a paragraph a
    "Key: value" line starts one too. Any other paragraph: its lines joined, one piece."""
    if len(lines) < 2 or len(lines) > _MAX_RUN_LINES:
        return [_join_lines(lines)]
    starts = [bool(line[:1] in _ENUMERATION_MARKS and _CUE.enumerator.match(line)) for line in lines]
    if sum(starts) < _MIN_ENUMERATED:
        return [_join_lines(lines)]
    groups: list[list[str]] = []
    for line, start in zip(lines, starts, strict=True):
        if not groups or start or _is_field(line):
            groups.append([line])
        else:
            groups[-1].append(line)
    return [_join_lines(group) for group in groups]


def _is_enumeration_title(lines: list[str]) -> bool:
    """The first line over enumerated clauses is their title: short, no sentence mark, no field,
    no enumerator ("テニスクラブ規約", "Hollins Lane allotment rules")."""
    first = lines[0]
    return (len(first) <= 60 and first[-1:] not in _LINE_END_MARKS and not _is_field(first)
            and not _CUE.enumerator.match(first) and bool(_CUE.enumerator.match(lines[1])))


def _join_lines(lines: list[str]) -> str:
    """Hard-wrapped lines re-joined: with a space, except between two Chinese characters."""
    out = ""
    for line in lines:
        if out and not (_HAN_RE.match(out[-1]) and _HAN_RE.match(line[0])):
            out += " "
        out += line
    return out


_TAG_RE = re.compile(r"<[^>]+>")


def _front_matter_record(found: re.Match[str]) -> str:
    """YAML front matter ("---" lines around "author: Siobhan Gallagher") as a paragraph of its
    "key: value" lines, read as one record (the post's author and date can answer), its fences
    and any line that is not "key: value" left out."""
    lines = [x.strip() for x in found.group(0).split("\n")[1:-1]]
    kept = [x for x in lines if _RECORD_LINE_RE.match(x) and not x.startswith(("---", "..."))]
    return "\n".join(kept) + "\n\n" if kept else ""


@lru_cache(maxsize=8192)
def units(text: str) -> tuple[Unit, ...]:
    """The sentences of ``text`` read as markdown (see the module docstring)."""
    if not text or not text.strip():
        return ()
    text = _FRONT_MATTER_RE.sub(_front_matter_record, text, count=1)
    data = yaml_leaves(text)
    if data is not None:  # a YAML file nested deep (a manifest): one record line per value
        title, leaves = data
        head = (Unit(title, heading=True, level=1),) if title else ()
        return head + tuple(Unit(x, block=1 + n, row=True) for n, x in enumerate(leaves))
    globs = pattern_lines(text)
    if globs is not None:  # a .gitattributes / .gitignore / CODEOWNERS file: one record line per pattern
        title, found = globs
        head = (Unit(title, heading=True, level=1),) if title else ()
        return head + tuple(Unit(x, block=1 + n, row=True, record_start=True) for n, x in enumerate(found))
    first = text.lstrip()[:1]
    feed = xml_records(text) if first == "<" else json_records(text) if first in "{[" else None
    if feed is not None:  # an XML feed or a JSON export: one table row per record, its own fields first
        own, rows = feed
        head = tuple(_table_row([k for k, _ in own], [v for _, v in own], 0))
        return head + tuple(
            u for n, row in enumerate(rows) for u in _table_row([k for k, _ in row], [v for _, v in row], 1 + n)
        )
    documented = _python_docstrings(text)
    if documented is not None:
        text = documented
    else:
        text = _hash_comments(text) or text
    text = _corner_headed_tables(text)
    plain = _plain_units(text)
    return plain if plain is not None else _markdown_units(text)


_PYTHON_START_RE = re.compile(r"\A\s*(?:(?:async\s+)?def |class |@\w|from \w[\w.]* import |import \w)")


def _python_docstrings(text: str) -> str | None:
    """For a text that is Python source (a pasted function or module, not notes): its docstrings
    as markdown, each under a heading naming its function or class, so "Args:" / "Returns:"
    sections read as prose (their indentation made them code); ``None`` for any other text, or
    source with no docstring. (A signature line is left out: quoted as an answer, its one
    default, ``resample="bilinear"``, read as the whole set of values the docstring lists.)"""
    if not _PYTHON_START_RE.match(text):
        return None
    import ast

    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    parts = []
    module_doc = ast.get_docstring(tree)
    if module_doc:
        parts.append(module_doc)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            doc = ast.get_docstring(node)
            if doc:
                parts.append(f"## {node.name}\n\n{doc}")
    return "\n\n".join(parts) if parts else None


# "# send the weekly digest on Mondays": a comment line of a crontab, shell script, Makefile or
# config file, which markdown would read as a heading (never answered from)
_HASH_COMMENT_RE = re.compile(r"^[ \t]*#+[ \t]+(\S.*)$")
# a line of source, not prose: operators and brackets, a "--" option, indentation, "key:" or
# a line with no letters ("0 7 * * 1 /usr/local/bin/send-digest", "port = 8080", "lint: ...")
_SOURCE_LINE_RE = re.compile(r"[=*/{}()\[\];$\\<>]|--|^[ \t]|^[\w.-]+:(?:\s|$)|^[^A-Za-z]*$")
# a line only markdown writes: a table row, a list item, a fence
_MARKDOWN_LINE_RE = re.compile(r"^\s*(?:\||[-+*]\s+\w|\d{1,9}[.)]\s+\w|```|~~~)")


def _hash_comments(text: str) -> str | None:
    """For a text whose lines are all "#" comments or source (a crontab, a shell script, a
    Makefile, a TOML or INI file: two comments or more, no line of prose or markdown), the
    text with each comment as a paragraph of its own, so "# send the weekly digest on Mondays
    at 07:00" is a sentence that can answer, not a heading; ``None`` for any other text (a
    markdown note's "# Title" above prose stays a heading)."""
    if "#" not in text:
        return None
    lines = [x for x in text.split("\n") if x.strip()]
    comments = sum(bool(_HASH_COMMENT_RE.match(x)) for x in lines)
    source = [x for x in lines if not _HASH_COMMENT_RE.match(x)]
    if comments < 2 or not source:
        return None
    if any(_MARKDOWN_LINE_RE.match(x) or not _SOURCE_LINE_RE.search(x) for x in source):
        return None
    out: list[str] = []
    for line in text.split("\n"):
        m = _HASH_COMMENT_RE.match(line)
        out.extend(["", m.group(1), ""] if m else [line])
    return "\n".join(out)


_MAX_CORNER_LINES = 200  # a cap on the lines of a block read for a blank-cornered table


def _corner_headed_tables(text: str) -> str:
    """``text`` with each block of lines (between blank lines) that is a fixed-width grid headed
    under a blank corner written as a pipe table: its header line indented past the row labels
    ("          Week 1        Week 2" over "Mon       Cottage pie   Veggie lasagne"). Markdown
    would read an indented first line as code and the first row as the header; the grid reader
    reads the block whole (``fixed_width_table``: a header of labels over rows one cell longer)."""
    if "\n    " not in f"\n{text}":
        return text
    lines = text.split("\n")
    out: list[str] = []
    n = 0
    while n < len(lines):
        end = n
        while end < len(lines) and lines[end].strip():
            end += 1
        run = lines[n:end]
        grid, taken = None, len(run)
        if (3 <= len(run) <= _MAX_CORNER_LINES and run[0].startswith("    ") and "\t" not in run[0]
                and not any(x.startswith("    ") for x in run[1:])):
            grid = fixed_width_table(run)
            if grid is None and len(run) >= 4:  # the grid over notes of their own
                lead = leading_table(run)
                grid, taken = lead if lead is not None else (None, taken)
        if grid is not None and not grid[0] and grid[1][0] == "":
            header, rows = grid[1], grid[2]
            out.append("| " + " | ".join(c.replace("|", "/") for c in header) + " |")
            out.append("|" + "---|" * len(header))
            out.extend("| " + " | ".join(c.replace("|", "/") for c in row) + " |" for row in rows)
            if taken < len(run):
                out.extend(["", *run[taken:]])
        else:
            out.extend(run)
        if end < len(lines):
            out.append(lines[end])
        n = end + 1
    return "\n".join(out)


# A character that starts markup anywhere in a line (escapes, code spans, emphasis, links,
# entities, HTML, tables), or one that markdown-it reads differently from a plain "\n"
_MARKUP_RE = re.compile(r"[\\`*_\[\]<&|\t\r\x00]")
# a line that may open a block: indented code, a list, a heading, a quote, a definition, a fence,
# a setext underline or a thematic break
_BLOCK_START_RE = re.compile(r"^(?: {4}| {0,3}(?:[-+#>:~=]|\d{1,9}[.)](?:[ \t]|$)))", re.MULTILINE)


def _plain_units(text: str) -> tuple[Unit, ...] | None:
    """``_markdown_units(text)`` for a text with no markup at all (paragraphs of plain lines
    between blank lines, as most retrieved notes are), without parsing it; ``None`` for any
    other text. markdown-it would make each paragraph one inline token of its lines, which
    ``_paragraph_units`` reads line by line, stripped; so the paragraphs are enough (a quarter
    of a reply's time on notes never seen before went to parsing them).
    ``tests/sim/test_prose_markdown_fast_path.py`` compares the two on many invented texts."""
    if _MARKUP_RE.search(text) or _BLOCK_START_RE.search(text):
        return None
    out: list[Unit] = []
    lines: list[str] = []
    block = 0
    for line in [*text.split("\n"), ""]:
        if line.strip(" "):
            lines.append(line)
        elif lines:
            block += 1
            out.extend(_paragraph_units("\n".join(lines), block, False, []))
            lines = []
    return tuple(out)


def _markdown_units(text: str) -> tuple[Unit, ...]:
    """The units of ``text`` from markdown-it's tokens (``units`` without its fast path)."""
    tokens = _markdown().parse(text)
    out: list[Unit] = []
    block = 0
    in_item = 0
    item_start = False
    headers: list[str] = []
    row: list[str] = []
    in_head = False
    leads: list[str] = []  # per open list, the sentence that introduces it ("" if none)
    in_dt, term, dd_first = False, "", False  # a definition list's term, for its definition
    counts: list[int] = []  # per open list, the items seen so far
    list_starts: list[int] = []  # per open list, where its units start in ``out``
    for i, tok in enumerate(tokens):
        kind = tok.type
        previous = tokens[i - 1].type if i else ""
        if kind == "dt_open":  # a definition list's term: its definition reads "Term: ..."
            in_dt, term = True, ""
            if counts:
                counts[-1] += 1
            continue
        if kind == "dt_close":
            in_dt = False
            continue
        if kind == "inline" and in_dt:
            term = " ".join(_restore(_inline_text(tok, []), []).split())
            continue
        if kind == "dd_open":
            in_item += 1
            item_start, dd_first = True, True
            continue
        if kind == "dd_close":
            in_item -= 1
            continue
        if kind in ("bullet_list_open", "ordered_list_open", "dl_open"):
            last = out[-1] if out else None
            follows = previous == "paragraph_close" or (in_item and previous in ("paragraph_close", "list_item_open"))
            lead = last.text if last is not None and follows and not (last.heading or last.code or last.table) else ""
            leads.append(lead)
            counts.append(0)
            list_starts.append(len(out))
        elif kind in ("bullet_list_close", "ordered_list_close", "dl_close"):
            if leads:
                leads.pop()
            if counts:
                n = counts.pop()
                first = list_starts.pop()
                depth = len(counts)
                for j in range(first, len(out)):  # mark the last item's sentences of this list
                    if out[j].index == n and out[j].item_depth == depth:
                        out[j] = replace(out[j], last=True)
        elif kind == "list_item_open":
            in_item += 1
            item_start = True
            if counts:
                counts[-1] += 1
        elif kind == "list_item_close":
            in_item -= 1
        elif kind == "thead_open":
            in_head, headers = True, []
        elif kind == "thead_close":
            in_head = False
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            if not in_head and row:
                block += 1
                out.extend(_table_row(headers, row, block))
        elif kind == "inline":
            codes: list[str] = []
            content = _inline_text(tok, codes)
            if previous in ("th_open", "td_open"):
                (headers if in_head else row).append(" ".join(_restore(content, codes).split()))
                continue
            block += 1
            if previous == "heading_open":
                clean = " ".join(_restore(content, codes).split()).strip()
                if clean and not addressed_to_model(clean):
                    level = int(tokens[i - 1].tag[1:]) if tokens[i - 1].tag[1:].isdigit() else 1
                    out.append(Unit(clean, heading=True, block=block, level=level))
                continue
            if dd_first and term:
                content, dd_first = f"{term}: {content}", False
            indents = _indents([x for x in tok.content.split("\n") if x.strip()])
            found = _paragraph_units(content, block, bool(in_item) and item_start, codes, indents)
            if in_item and leads and leads[-1]:  # (an item's own question, when it asks one, leads its answer)
                found = [replace(u, lead=u.lead or leads[-1]) for u in found]
            if in_item and counts:
                found = [replace(u, index=counts[-1], item_depth=len(counts) - 1) for u in found]
            out.extend(found)
            item_start = False
        elif kind in ("fence", "code_block"):
            block += 1
            code = tok.content.strip("\n")
            if code.strip():
                out.append(Unit(code, code=True, block=block))
        elif kind == "html_block":
            found, block = _html_units(tok.content, block)
            out.extend(found)
    return tuple(out)


_HTML_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "caption", "summary", "dt"})
_HTML_BLOCKS = frozenset({"p", "div", "li", "td", "th", "tr", "br", "blockquote", "section", "article", "dd", "pre", "table", "ul", "ol"}) | _HTML_HEADINGS


def _html_units(html: str, block: int) -> tuple[list[Unit], int]:
    """An HTML block read like markdown (stdlib ``html.parser``): headings, paragraphs, list
    items (with their place and lead-in), table rows as "column: value" facts, code apart."""
    from html.parser import HTMLParser

    parts: list[tuple[str, str]] = []  # (kind, text): heading, para, item, cell, head, row_end, code

    class _Reader(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.stack: list[str] = []
            self.text: list[str] = []
            self.filled = True  # the open th / td has had text

        def _flush(self, kind: str) -> None:
            text = " ".join("".join(self.text).split())
            self.text = []
            if text:
                parts.append((kind, text))
                self.filled = self.filled or kind in ("head", "cell")

        def _kind(self) -> str:
            for tag in reversed(self.stack):
                if tag in _HTML_HEADINGS:
                    return "heading:" + tag
                if tag in ("pre", "code") and tag == self.stack[-1]:
                    return "code"
                if tag == "th":
                    return "head"
                if tag == "td":
                    return "cell"
                if tag == "li":
                    return "item"
            return "para"

        def handle_starttag(self, tag, attrs):
            if tag in _HTML_BLOCKS:
                self._flush(self._kind())
            if tag == "br":
                return
            if tag in ("th", "td"):
                self.filled = False
            self.stack.append(tag)

        def handle_endtag(self, tag):
            if tag in _HTML_BLOCKS:
                self._flush(self._kind())
            if tag in ("th", "td") and tag in self.stack and not self.filled:
                # an empty cell keeps its column: "<th></th>" over the row labels, a blank value
                parts.append(("head" if tag == "th" else "cell", ""))
                self.filled = True
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
            if tag == "tr":
                parts.append(("row_end", ""))

        def handle_data(self, data):
            self.text.append(data)

    reader = _Reader()
    try:
        reader.feed(html)
        reader.close()
        reader._flush(reader._kind())
    except (ValueError, AssertionError):  # not readable HTML: its text without the tags
        parts[:] = [("para", _TAG_RE.sub(" ", html))]
    out: list[Unit] = []
    headers: list[str] = []
    heads: list[str] = []  # this row's th cells: the header row, or a row's label
    cells: list[str] = []  # this row's cells, th and td, in column order
    index = 0
    lead = ""
    for kind, text in parts:
        kind, _, tag = kind.partition(":")
        if kind == "head":
            heads.append(text)
            cells.append(text)
            continue
        if kind == "cell":
            cells.append(text)
            continue
        if kind == "row_end":
            if cells and len(heads) == len(cells) and not headers:
                headers = heads  # a row of th only: the column headers
            elif any(cells):
                block += 1
                out.extend(_table_row(headers, cells, block))
            heads, cells = [], []
            continue
        block += 1
        if kind == "heading":
            level = int(tag[1:]) if tag[1:].isdigit() else 6
            if not addressed_to_model(text):
                out.append(Unit(text, heading=True, block=block, level=level))
            index, lead = 0, ""
        elif kind == "code":
            out.append(Unit(text, code=True, block=block))
        elif kind == "item":
            index += 1
            out.extend(replace(u, index=index, lead=lead) for u in _paragraph_units(text, block, True))
        else:
            found = _paragraph_units(text, block, False)
            out.extend(found)
            index, lead = 0, (found[-1].text if found else "")
    return out, block


def _table_row(headers: list[str], cells: list[str], block: int) -> list[Unit]:
    named = tuple((headers[i] if i < len(headers) and headers[i] else "", cell) for i, cell in enumerate(cells) if cell)
    if not named:
        return []
    fact = _row_fact(named)
    if addressed_to_model(fact):
        return []
    return [Unit(fact, table=True, block=block, cells=named)]


def _row_fact(cells: tuple[tuple[str, str], ...]) -> str:
    """A table row's cells as one "column: value" fact ("Weight; Aero 14: 1.3 kg; Aero 16: 1.9 kg.")."""
    pairs = [f"{head}: {cell}" if head else cell for head, cell in cells]
    if _CJK_RE.search(" ".join(pairs)):  # a Chinese table reads with Chinese punctuation
        fact = "；".join(p.replace(": ", "：", 1) for p in pairs)
        return fact + ("" if fact.endswith("。") else "。")
    fact = "; ".join(pairs)
    return fact + ("" if fact.endswith(".") else ".")


_TOKEN_RE = re.compile(r"[^\W_]+")


def _tokens(text: str) -> frozenset[str]:
    """Lower-cased words and numbers, a plural's "s" dropped; each CJK character a token."""
    out = set()
    for word in _TOKEN_RE.findall(text.lower()):
        if _CJK_RE.search(word):
            out.update(word)
        else:
            out.add(word[:-1] if len(word) > 3 and word.endswith("s") else word)
    return frozenset(out)


_CODE_TOKEN_RE = re.compile(r"^(?:[a-z]\d+|\d+[a-z]|[a-z])$")


def _header_words(head: str) -> frozenset[str]:
    """A column header's words as a question names it: its tokens less a column code ("R2 Music"
    -> "music", "Q3 sales" -> "sales": a letter with a number, or a lone letter), which no
    question writes; the whole header's tokens when it is only a code."""
    tokens = _tokens(head)
    words = frozenset(t for t in tokens if not _CODE_TOKEN_RE.match(t))
    return words or tokens


def narrowed_row(unit: Unit, question: str) -> str:
    """A table row as it answers ``question``: when the question names some of the row's value
    columns by their header ("How heavy is the Aero 16?" over columns Aero 14 and Aero 16) but
    not all, the row's first cell (what the row is about) and the named columns' cells only, so
    the reply does not quote a sibling column's value as if it answered too (notebook 02's
    extractive answers; HTML, markdown and CSV tables alike). Any other unit: its text."""
    if not unit.table or len(unit.cells) < 3:
        return unit.text
    asked = _tokens(question)
    values = unit.cells[1:]
    heads = [_header_words(head) for head, _ in values]
    named = [bool(h) and h <= asked for h in heads]
    # a header whose words another named header holds too is that one's part: "off-peak" names
    # the Off-peak column, not Peak as well
    named = [n and not any(o and h < heads[j] for j, o in enumerate(named)) for n, h in zip(named, heads, strict=True)]
    if not any(named) or all(named):
        return unit.text
    return _row_fact((unit.cells[0], *(c for c, n in zip(values, named, strict=True) if n)))


@lru_cache(maxsize=256)
def data_keys(text: str) -> str:
    """The words of a data or configuration file's record keys (a table's or a JSON Lines log's
    column names, "restart sec" of "RestartSec=15", a feed's tags), "" unless two thirds of its
    units at least are such records: a file whose keys the simulator reads as words only."""
    keys: dict[str, None] = {}
    lines = [x.strip() for x in text.split("\n")[:_MAX_KEYED] if x.strip() and x.strip()[:1] not in "#;"]
    settings = [_setting_key(x) for x in lines if not _CUE.section_header.match(x)]
    if len(lines) >= 2 and 3 * sum(map(bool, settings)) >= 2 * len(lines):  # an INI, TOML or unit file
        keys.update((k, None) for k in settings if k)
        return " ".join(keys)
    found = [u for u in units(text) if not u.heading]
    records = [u for u in found if u.table or u.record_start or u.row]
    if len(records) < 2 or 3 * len(records) < 2 * len(found):
        return ""
    for u in records[:_MAX_KEYED]:
        # a table's first column names what its row is about (the question naming it asks about
        # a row, not a field)
        for key in [head for head, _ in u.cells[1:]] if u.table else [_setting_key(u.text)]:
            if key:
                keys.setdefault(key, None)
                if u.table:
                    keys.setdefault(_calendar_name(key), None)
    keys.pop("", None)
    return " ".join(keys)


def _calendar_name(head: str) -> str:
    """The weekday or month a column header writes short ("Thu" -> "thursday", "Sept." ->
    "september"; ``calendar_names`` in data/sim/lexicons.yaml), "" for any other header."""
    short = head.strip().rstrip(".").lower()
    if not 3 <= len(short) <= 5 or not short.isalpha():
        return ""
    full = [name for name in lexicon("calendar_names") if name.startswith(short)]
    return full[0] if len(full) == 1 and full[0] != short else ""


_MAX_KEYED = 500  # a cap on the records whose keys are read


def _setting_key(line: str) -> str:
    """The words of a "key = value" setting's key ("RestartSec=15" -> "restart sec"), "" for a
    line that is no setting."""
    if "=" not in line or not _CUE.record_line.search(line):
        return ""
    return key_words(line) or line.split("=", 1)[0].strip()


def sentences(text: str) -> tuple[str, ...]:
    """The prose sentences of ``text`` (list items, table facts and headings too; no code)."""
    return tuple(u.text for u in units(text) if not u.code)


def plain(text: str) -> str:
    """``text`` with its markdown markup removed, blocks joined as prose."""
    return " ".join(u.text for u in units(text) if not u.code and not u.heading)
