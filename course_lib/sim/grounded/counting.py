"""Counting questions over line-per-record documents (issue 26, notebook 02's grounded answers).

"How many requests came from 203.0.113.7?" over an access log, "How many pods are Running?" over
``kubectl get pods``, "How many maths lessons are there?" over a timetable grid: no sentence of
such a document states the count, and quoting the lines that mention the subject (or one row of
the grid) answers with lines, not a number. Here the records that hold the question's subject
are counted: a log's lines (``prose.Unit.record_start``), a table's cells (markdown, CSV, HTML
and fixed-width tables alike: ``prose.Unit.cells``).

Only when the reading is clear: every content word of the question is either the subject (held
by some record) or written nowhere in the document (the counted noun, "requests", "lessons", and
a time frame, "in the week"). A question word the document writes otherwise ("How many packages
were added?" over "added 812 packages", "How many restarts ..." over a RESTARTS column) asks for
a value the document states, which the usual extractive reading finds. A count whose reading is
ambiguous (the subject's cells hold other words too in some records and not in others, or two
documents hold it) is a stated limit, not a guess. Bounded: ``_MAX_RECORDS`` records a document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.data_records import records_dominate
from course_lib.sim.material.prose import units
from course_lib.sim.material.record_keys import header_words
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("counting")  # its cue patterns: data/sim/patterns.yaml
_HOW_MANY_RE = re.compile(r"\bhow\s+many\b", re.IGNORECASE)
# a count of what does NOT hold a word ("How many pods are not Running?", "aren't open", "other than")
_NEGATED_RE = re.compile(r"\b(?:not|never|no longer|other than|except|besides|apart from|aside from)\b|n't\b",
                         re.IGNORECASE)
_WORD_RE = re.compile(r"[^\s?!,;\"'()]+")
_MAX_RECORDS = 1000  # a cap on the records of a document that are counted
_MAX_COLUMNS = 50  # a cap on the columns of a row whose short headers are read
_MAX_QUOTED = 6  # the counted records quoted beside the count


@dataclass(frozen=True)
class Records:
    """A document read as one record a line: each record's text and its cells' terms (a log
    line is one cell), and the terms the whole document writes (headers and titles too)."""

    texts: tuple[str, ...]
    labels: tuple[tuple[str, ...], ...]  # per record, each cell's place ("P2 Thu"; "" for a log line)
    cells: tuple[tuple[frozenset[str], ...], ...]  # per record, each cell's terms
    heads: tuple[tuple[frozenset[str], ...], ...]  # per record, each cell's column header's terms
    words: frozenset[str]  # every term of the document
    grid: bool  # a table (cells counted), not lines
    keyed: bool  # a table whose first column, under a header of its own, names what each row is about
    key_words: frozenset[str]  # that header's terms ("container id"): the counted noun may be one
    others: tuple[str, ...] = ()  # the prose lines around the one table of a document (an nmap report)


@dataclass(frozen=True)
class Count:
    """What was counted: the number, the subject as the question writes it, and the records."""

    number: int
    subject: str
    noun: str  # "lines", "cells", "rows"
    quoted: tuple[str, ...]


def _terms(text: str) -> frozenset[str]:
    """The key terms of ``text``'s words, one a word: a code ("python-requests/2.32",
    "203.0.113.7") is one term, never its parts ("requests" is not written in a user agent)."""
    return frozenset(k for _, k in _keyed(text))


def _keyed(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for raw in _WORD_RE.findall(text):
        word = raw.strip(".:[]")
        terms = content_terms(word) if word else ()
        if terms:
            out.append((word, terms[0]))
    return out


@lru_cache(maxsize=256)
def records(body: str) -> Records | None:
    """``body`` as records, or ``None`` unless two or more of its units and two thirds of them at
    least are records of a line-per-record document (a log line, a table row)."""
    found = [u for u in units(body) if not u.code]
    kept = [u for u in found if not u.heading]
    rows = [u for u in kept if u.table or u.record_start]
    others: tuple[str, ...] = ()
    if 3 * len(rows) < 2 * len(kept):  # lines of prose around one table (an nmap report): its rows
        rows = _one_table(kept)
        others = tuple(u.text for u in kept if not u.table)
    if len(rows) < 2 or len(rows) > _MAX_RECORDS:
        return None
    grid = all(u.table for u in rows)
    texts, labels, cells, heads = [], [], [], []
    for u in rows:
        texts.append(u.text)
        if u.table:
            label = u.cells[0][1] if u.cells and not u.cells[0][0] else ""  # a grid's row label ("P2")
            labels.append(tuple(f"{label} {head}".strip() if label else "" for head, _ in u.cells))
            cells.append(tuple(_terms(cell) for _, cell in u.cells))
            heads.append(tuple(_terms(f"{head} {header_words(head)}") for head, _ in u.cells))
        else:
            labels.append(("",))
            cells.append((_terms(u.text),))
            heads.append((frozenset(),))
    # (the prose lines around one table are read for a figure they state, ``_stated``, not for
    # every word: "Pods that finished are not shown" names no value of a pod)
    words = frozenset().union(*(_terms(u.text) for u in found if u.text not in others),
                              *(_terms(header_words(h)) for u in rows if u.table for h, _ in u.cells[:_MAX_COLUMNS]))
    keyed = grid and all(u.cells and u.cells[0][0] for u in rows)
    key_words = _terms(rows[0].cells[0][0]) if keyed else frozenset()
    return Records(tuple(texts), tuple(labels), tuple(cells), tuple(heads), words, grid, keyed, key_words, others)


def _one_table(kept: list) -> list:
    """The rows of the one table among a document's lines (a run of table rows, two or more, the
    only run), or [] when the document holds none or several."""
    runs: list[list] = [[]]
    for u in kept:
        if u.table and u.cells:
            runs[-1].append(u)
        elif runs[-1]:
            runs.append([])
    runs = [r for r in runs if len(r) >= 2]
    return runs[0] if len(runs) == 1 else []


def asks_count(question: str) -> bool:
    return bool(_HOW_MANY_RE.search(question))


def counted_phrase(question: str) -> list[str]:
    """The words a "how many" question counts, as written: the content words right after "how
    many", up to the first other word ("maths lessons" of "How many maths lessons are there?");
    [] for none."""
    m = _HOW_MANY_RE.search(question)
    if not m:
        return []
    out: list[str] = []
    for raw in _WORD_RE.findall(question[m.end():])[:3]:
        word = raw.strip(".:")
        if not word or not content_terms(word):
            break
        out.append(word)
    return out


# a typesetter's unit no question means by its word ("how many points")
_NOT_MEASURES = frozenset({"point", "points", "pt", "pts", "line", "lines", "pica", "picas"})
_MEASURES = ("[length]", "[mass]", "[length] ** 3")


def _measure_word(word: str) -> bool:
    """Whether "how many <word>" asks a measure, not a count of records: ``word`` names a unit of
    length, mass or volume ("miles", "km", "litres", "kg"), which the documents state as figures
    or which is worked out from them."""
    from course_lib.sim.words.conversion import dimension

    if word.lower() in _NOT_MEASURES:
        return False
    dim = dimension(word)
    return dim is not None and str(dim) in _MEASURES


def _question_words(question: str) -> list[tuple[str, str]]:
    """(word as written, its key term) for each content word of the question after "how many" (a
    code such as "203.0.113.7" keeps its whole form, not its parts)."""
    return _keyed(question[_HOW_MANY_RE.search(question).end():])  # type: ignore[union-attr]


def count(question: str, bodies: list[str]) -> Count | str | None:
    """The count a "how many" question asks of the documents' records, a reason (a ``str``) when
    the reading is ambiguous, or ``None`` when counting is not how the question is answered."""
    if not asks_count(question):
        return None
    words = _question_words(question)
    if not words or _measure_word(words[0][0]):
        return None  # "how many miles between the two services": a measure, no count of records
    held: list[tuple[Records, list[tuple[str, str]]]] = []
    whole: list[Records] = []  # documents whose records are all the question counts
    for body in bodies:
        read = records(body)
        if read is None:
            continue
        if records_dominate(body):
            return ("the document is a JSON export whose records may refer to one another by id (a patient's "
                    "doses under the patient's reference, not the name), so counting the rows that name the "
                    "question's subject may miss its records")
        # (a word naming the key column is the counted noun: "parks" over a "park" column)
        in_cells = [(w, k) for w, k in words
                    if k not in read.key_words and any(k in c for row in read.cells for c in row)]
        if not in_cells:
            if _counts_every_record(question, read, words):
                whole.append(read)
            continue
        # the headers of the columns the subject stands in name it ("district" of "North")
        named = read.key_words.union(*(h for row, hs in zip(read.cells, read.heads, strict=True)
                                       for c, h in zip(row, hs, strict=True) if any(k in c for _, k in in_cells)))
        if any(k in read.words and k not in named for w, k in words if (w, k) not in in_cells):
            return None  # a question word the document writes elsewhere: a value it states, not a count
        if _stated(read, words[0][1]):
            return None  # "added 812 packages" for "How many packages ...": the document states the figure
        if _labelled_figures(read, words[0][1]):
            return (f"the documents give '{words[0][0]}' as figures (a line labelled with it), so the question asks "
                    f"for a figure worked from them, not for the rows that hold the question's subject")
        if (stray := _stray_kind_word(body, read, in_cells)) is not None:
            return (f"'{stray}' names what every row of the documents' table is (their title or text says so), and "
                    "only some rows' notes write the word, so counting those rows would not count what is asked")
        if _figure_column(read, words[0][1]):
            return (f"the documents have a column of figures headed '{words[0][0]}', so the question may ask for "
                    "those figures worked together, not for the rows that hold the word counted")
        held.append((read, in_cells))
    if not held and len(whole) == 1 and not _NEGATED_RE.search(question):
        read = whole[0]
        quoted = tuple(read.texts)
        if read.keyed:  # (a table's rows named by their key cells: "Haemoglobin", "Ferritin")
            quoted = tuple(next((cell for head, cell in _cells_of(text)), text) for text in read.texts)
        return Count(len(read.texts), words[0][0], "", quoted)
    if not held:
        return None
    if len(held) > 1:
        return "two documents hold the question's subject, and it cannot tell whether they count the same records"
    found = _counted(*held[0])
    negated = _NEGATED_RE.search(question[_HOW_MANY_RE.search(question).end():])  # type: ignore[union-attr]
    if isinstance(found, Count) and negated:  # "How many ports are not open?": not the rows that hold "open"
        return (f"the question counts the records that do not hold '{found.subject}' ('{negated.group(0).strip()}'), "
                "and it counts records that hold words, not those that lack them")
    return found


_CELL_RE = re.compile(r"(?:^|;\s*)([^:;]+):\s*([^;]*)")
_NOTE_TERMS = 2  # a cell of more terms than the word alone is free text (a note), no value of its kind


def _stray_kind_word(body: str, read: Records, in_cells: list[tuple[str, str]]) -> str | None:
    """The question's word that names the kind of every row of a table ("bird" of a "Garden Bird
    Count") yet stands only in some rows' notes ("probably the same bird"): its heading or the prose
    around the table writes it, every cell holding it is free text outside the key column, and fewer
    than half the rows hold it; ``None`` otherwise (fix43b, the forty-first set's JJ7)."""
    if not read.grid or len(in_cells) != 1:
        return None
    word, term = in_cells[0]
    around = frozenset().union(*(_terms(u.text) for u in units(body) if u.heading or not u.table))
    if term not in around:
        return None
    holding = [(r, c) for r, row in enumerate(read.cells) for c, cell in enumerate(row) if term in cell]
    if not holding or 2 * len({r for r, _ in holding}) >= len(read.cells):
        return None
    if any(c == 0 or len(read.cells[r][c]) < _NOTE_TERMS for r, c in holding):
        return None
    return word


def _figure_column(read: Records, term: str) -> bool:
    """``term`` heads a column of ``read`` (not its first, which names each row) whose every cell is
    a figure ("Visitors" over 40, 52, 18): "how many visitors" asks for those figures, not for the
    rows that write the word."""
    if term in read.key_words:
        return False  # the counted noun names what each row is ("PORT" over "22/tcp"): its rows are counted
    cells = [c for row, hs in zip(read.cells, read.heads, strict=True)
             for c, h in list(zip(row, hs, strict=True))[1:] if term in h]  # (a first column names its row)
    return bool(cells) and all(c and all(t.replace(".", "", 1).replace(",", "").isdigit() for t in c) for c in cells)


def _cells_of(text: str) -> list[tuple[str, str]]:
    """A table row's "Header: cell" pairs as its text writes them."""
    return [(m.group(1).strip(), m.group(2).strip().rstrip(".")) for m in _CELL_RE.finditer(text)]


def _counts_every_record(question: str, read: Records, words: list[tuple[str, str]]) -> bool:
    """Whether "how many X" counts every record of the document: X names its key column ("How
    many tests ...?" over a table keyed by "Test"), or the question points at the document itself
    ("How many packages are in this list?") over lines of one record kind; and no other word of
    the question is written in the document (which would pick some records, or state a value)."""
    noun = words[0][1]
    if any(k in read.words or not _CUE.existence_words.search(w) for w, k in words[1:]):
        return False  # ("How many tests were abnormal?": "abnormal" picks some rows it does not read)
    if read.keyed:
        return noun in read.key_words
    return not read.grid and bool(_CUE.the_document.search(question))  # (a title may name the kind: "/etc/hosts")


def _stated(read: Records, noun: str) -> bool:
    """Whether a record writes a figure right before the counted noun ("812 packages")."""
    for text in read.texts + read.others:
        keyed = _keyed(text)
        if any(k == noun and n and keyed[n - 1][0].replace(",", "").replace(".", "").isdigit()
               for n, (_, k) in enumerate(keyed)):
            return True
    return False


def _labelled_figures(read: Records, noun: str) -> bool:
    """Whether a line of the document outside its records labels figures with the counted noun ("Points possible: outrun 20,
    lift 10", "Hours: 7.5"): "how many points did Roy drop" asks a figure of that kind, never the rows
    that name Roy."""
    label = re.compile(rf"(?:^|[.;]\s)(?:(?!per\b|each\b|every\b|a\b)\w+\s+){{0,2}}{re.escape(noun)}\w*\b[^:\n]{{0,20}}:"
                       rf"[^\n]{{0,40}}\d", re.IGNORECASE)  # ("Legs per match: 5" labels legs, not matches)
    return any(noun in text.lower() and label.search(text) for text in read.others)  # (a record's own "key: value" is a cell)


def _standing(read: Records, named: str) -> list[int]:
    """The rows that still stand: a row struck out or marked withdrawn ("~~Hal~~", "withdrawn") is out,
    unless the question's subject is such a mark ("how many withdrew")."""
    if _CUE.struck_row.search(named):
        return list(range(len(read.cells)))
    return [r for r in range(len(read.cells)) if not _CUE.struck_row.search(read.texts[r])]


def _counted(read: Records, subject: list[tuple[str, str]]) -> Count | str | None:
    keys = {k for _, k in subject}
    if read.keyed and any(all(c == 0 for row in read.cells for c, cell in enumerate(row) if k in cell) for k in keys):
        return None  # the row's own key ("Mill Street" in a table of stations): a value of that row is asked
    named = " ".join(w for w, _ in subject)
    labelled = read.grid and not read.keyed
    # in a grid, a word of a row label picks rows ("night" shifts), the rest is the value counted
    rows_of = {k for k in keys if labelled and any(k in row[0] for row in read.cells)}
    values = keys - rows_of
    if read.grid and len(values) == 1:  # a cell per occurrence: "Maths" twice in one row of a timetable
        hits = [(r, c) for r in _standing(read, named) for row in [read.cells[r]] if rows_of <= row[0]
                for c, cell in enumerate(row) if values <= cell and (c or not labelled)]
        if not hits:
            return None
        extra = {len(read.cells[r][c]) > 1 for r, c in hits}
        if len(extra) > 1:
            return (f"some cells that hold '{named}' hold other words too, so it cannot tell which of them "
                    "the question counts")
        quoted = _names([read.labels[r][c] or read.texts[r] for r, c in hits], labelled, named)
        return Count(len(hits), named, "cells" if labelled else "rows", tuple(dict.fromkeys(quoted)))
    hits_rows = [r for r in _standing(read, named) if keys <= frozenset().union(*read.cells[r])]
    if not hits_rows:
        return None
    named_row = _row_named(read, hits_rows, subject)
    if named_row:  # "How many matches has Moss lost?" over a ladder: a value of Moss's row, not a count of rows
        return (f"the question asks how many of something '{named_row}' has, a value of the one row that names "
                f"'{named_row}' (worked out from its cells: no column holds it), and it counts rows, not values")
    quoted = _names([read.texts[r] for r in hits_rows], not read.grid, named)
    return Count(len(hits_rows), named, "rows" if read.grid else "lines", quoted)


def _names(texts: list[str], keep: bool, subject: str) -> tuple[str, ...]:
    """The counted rows named (``_named``) when their names tell them apart and are not what was
    counted ("how many games have Kestrel lost": the row named Kestrel United is quoted whole, its
    other cells hold what is asked); else (or ``keep``: a grid's cell labels, a log's lines) as written."""
    if keep:
        return tuple(texts)
    named = [_named(t) for t in texts]
    if any(subject.lower() in n.lower() for n in named):
        return tuple(texts)
    return tuple(named) if len(set(named)) == len(named) else tuple(texts)


def _named(text: str) -> str:
    """A table row named by its name column (``lexicons.yaml`` ``row_name_headers``: "NAMES", "Name",
    "Host"), else its first cell ("Hive: Hive 1" -> "Hive 1"), not quoted whole: its other cells are
    other values than the one counted (a comment, a score); the row when it has no cells."""
    cells = _cells_of(text)
    named = [cell for head, cell in cells if head.lower().replace(" ", "_") in lexicon("row_name_headers") and cell]
    if len(named) == 1:
        return named[0]
    return cells[0][1] if cells and cells[0][1] else text


def _row_named(read: Records, hits: list[int], subject: list[tuple[str, str]]) -> str | None:
    """The question's word that names the one row counted, in a column of a table keyed by it
    (its cells all differ and hold no figure: a player's, a product's name), when another word of
    the question picks nothing more ("lost" of "lost to K. Adeyemi"); ``None`` otherwise."""
    if not read.grid or len(hits) != 1 or len(subject) < 2 or len(read.cells) < 3:
        return None
    row = read.cells[hits[0]]
    for word, key in subject:
        for place in [c for c, cell in enumerate(row) if key in cell]:
            column = [r[place] for r in read.cells if len(r) > place]
            if (len(column) == len(read.cells) and sum(key in cell for cell in column) == 1
                    and len(set(column)) == len(column) and not any(t[:1].isdigit() for cell in column for t in cell)
                    and all(len(cell) <= 3 for cell in column)):  # (a name's cell, not a sentence's)
                return word
    return None


def answer(found: Count) -> str:
    """The count with its why and the records counted ("2. 2 lines hold '203.0.113.7': ...")."""
    shown = list(found.quoted[:_MAX_QUOTED])
    more = len(found.quoted) - len(shown)
    if not found.noun:  # every record counted: "5. The document lists 5 tests: Haemoglobin; ..."
        listed = "; ".join(x.rstrip(".") for x in shown) + (f"; and {more} more" if more > 0 else "")
        return f"{found.number}. The document lists {found.number} {found.subject}: {listed}."
    noun = found.noun if found.number != 1 else found.noun[:-1]
    listed = "; ".join(x.rstrip(".") for x in shown) + (f"; and {more} more" if more > 0 else "")
    verb = "holds" if found.number == 1 else "hold"
    return f"{found.number}. {found.number} {noun} of the document {verb} '{found.subject}': {listed}."
