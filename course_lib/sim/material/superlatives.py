"""Superlative questions over a table's column (issue 26; notebook 02's grounded answers).

"Who had the lowest rating?" over a crosstable, "Who got the highest mark in Chemistry?" over a
markdown table of marks, "Which plan is cheapest?" over a price list: no sentence states the
answer, and the row that shares most words with the question is any row. Here the column the
question names (its header, or the header's plain words when written short: "Rtg", "Pts";
``record_keys.header_words``), or the one its superlative word means ("cheapest": a price,
"won": the points; ``superlatives`` in data/sim/lexicons.yaml), is read as numbers, and the row
with its highest or lowest value is the answer, named by the row's key (its first column that
is not all figures: "Name", "Student").

Only when the reading is clear: one table of one document holds such a column; its cells are
figures of one form (a "%", a currency, a unit: never "512G" against "1.8T"), and it numbers no
order (a "Rank" or "Pos" column's highest is its 1: ``order_columns``; a column of 1, 2, 3 ...
only numbers the rows); every other
content word of the question is the key column's header, a word of the document outside the
table's cells (its title) or written nowhere in it ("tournament"). A word that some rows' cells
hold ("Who had the highest mark among the girls?") filters rows, which this does not read:
``None``, and the usual reading goes on; so does a question with a figure of its own ("my
top rate on 60,000", "in round 2"), "at least" / "at most" (a bound), and a column whose rows all
tie ("the most games" over a column of games played, 9 each). A column a superlative word implies ("won": the points) is
read only when it is the question's one superlative ("won the most matches" asks for another).
"The longest" / "the shortest" over rows with a start and an end clock time, or one column of clock
ranges ("19:00-20:30"), and no column of lengths compares the spans (past midnight: the next day's end).
A superlative that names its kind (``superlatives`` column words: "longest" a length or a duration,
"cheapest" a price, "oldest" an age) ranks only a column of that kind: a column the question's other
words name ("class" in "fee_per_class_gbp") is of another kind and is never ranked for it.
A tie of some rows names them all. A row a line outside the table takes out ("disqualified",
"withdrawn": ``struck_rows``) is ranked nowhere. Bounded: ``_MAX_ROWS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.prose import Unit, units
from course_lib.sim.material.record_keys import header_words
from course_lib.sim.material.row_adjustments import adjusted
from course_lib.sim.material.struck_rows import struck
from course_lib.sim.words.cues import LEXICONS, lexicon, read
from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table that are compared
_MAX_DOCS = 20  # a cap on the documents read
_WORD_RE = re.compile(r"[a-z]+")
_DIGIT_RE = re.compile(r"\d")
# a cell read as a figure: "1912", "2.5", "½", "1½", "£1,150.00", "85%", "12 kg"; the prefix and
# the suffix are the figure's form, which every cell of the column must share
_FIGURE_RE = re.compile(r"(?P<pre>[£$€¥]?)\s?(?P<num>[-+]?\d[\d,]*(?:\.\d+)?(?P<half>½)?|½)\s?(?P<post>%|[A-Za-z]{1,3})?")
_BLANK_CELLS = frozenset({"", "-", "—", "–", "n/a", "*", "?"})


@dataclass(frozen=True)
class Ranked:
    """The answer: the rows with the column's highest or lowest value."""

    keys: tuple[str, ...]  # each picked row's key cell (more than one: a tie)
    column: str  # the column's header as written
    value: str  # the picked cell as written
    most: bool  # the highest (True) or the lowest value
    rows: int  # the rows compared
    texts: tuple[str, ...]  # the picked rows' facts
    changed: tuple[str, ...] = ()  # lines outside the table that changed rows' figures (``row_adjustments``)
    doubt: str = ""  # a line changing a row's figure in a way not applied: the answer is doubtful


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[bool, frozenset[str]]]:
    table = read(LEXICONS).get("superlatives")
    if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{LEXICONS}: 'superlatives' must map a word to 'most' or 'least' and column words")
    out: dict[str, tuple[bool, frozenset[str]]] = {}
    for word, spec in table.items():
        direction, *columns = spec.split()
        if direction not in ("most", "least"):
            raise ValueError(f"{LEXICONS}: superlative '{word}' must start with 'most' or 'least', found {spec!r}")
        out[word.lower()] = (direction == "most", frozenset(t for c in columns for t in content_terms(c)))
    return out


def asked(question: str, figures: bool = False) -> tuple[str, bool, frozenset[str]] | None:
    """The question's superlative word, whether it asks for the highest value, and the column
    words it implies (empty for "highest", "lowest"); ``None`` for a question with none, or with a
    figure of its own ("the highest rate on 60,000", "in week 2": a figure that picks rows) unless
    ``figures`` (the caller then checks that its figures name the column)."""
    if (_DIGIT_RE.search(question) and not figures) or _NOT_TOP_RE.search(question):
        return None  # "the runners-up", "who came second": a rank other than the top, not read here
    table = _table()
    words = _WORD_RE.findall(question.lower())
    for n, word in enumerate(words):
        if word in ("most", "least") and n + 1 < len(words) and words[n + 1] in _KINDED:
            return (word, word == "most", table[_KINDED[words[n + 1]]][1])  # "the most expensive": a price
        if word in table and not (n and words[n - 1] == "at"):  # "at least", "at most": a bound, no rank
            if word in _VERBS and _ASKS_A_THING_RE.match(question):
                return None  # "What do the winners win?": the verb of the asked thing, no rank
            return (word, *table[word])
    return None


# a rank word that is not the top: "runners-up", "second", "third place", "second-placed"
_NOT_TOP_RE = re.compile(r"\brunners?[- ]up\b|\b(?:second|third|fourth|fifth)(?:[- ]placed?)?\b", re.IGNORECASE)
_VERBS = frozenset({"win", "won"})  # superlative words of the table that are verbs too
_SCORED = frozenset({"win", "won", "winner"})  # words whose column words are a score, no kind of value
# adjectives read after "most" / "least", as the listed word of their kind ("the least expensive": the lowest price)
_KINDED = {"expensive": "dearest"}
# "What do / does / did / will ... <verb>": the question asks for a thing the verb's subject gets
_ASKS_A_THING_RE = re.compile(r"^\W*what\s+(?:do|does|did|will|would|can|could)\b", re.IGNORECASE)


# a question that asks for a row: "Who ...", "Which branch ...", "What team ..." (not "What's the",
# nor "What do the runners-up win?": a thing the row gets)
ASKS_ROW_RE = re.compile(r"^\W*(?:(?:and|so)\s+)?(?:who\b|whose\b|which\b|what\s+(?!(?:is|are|was|were|do|does|did|will|would|can|could|should|has|have|had)\b)\w+)",
                          re.IGNORECASE)
_RANKING_RE = re.compile(r"\bthe\s+(?:(?:most|least)\s+)?([a-z]{2,}est|[a-z]+)\b")


def ranked_by_figure() -> frozenset[str]:
    """The listed superlative words ("highest", "cheapest"), which a figure answers."""
    return frozenset(_table())


def ranking_word(question: str) -> str:
    """The word by which a question asks to rank things ("the hardest", "the most scenic" ->
    "scenic", "the cheapest"), "" for none: a listed superlative, or "the" before a word in
    "-est" that is no noun ("the rest": ``est_nouns`` in data/sim/lexicons.yaml) or before
    "most / least" and a word."""
    lowered = question.lower()
    for m in _RANKING_RE.finditer(lowered):
        word = m.group(1)
        ranked_by = " most " in m.group(0) or " least " in m.group(0)
        if word in _table() or ranked_by or (word.endswith("est") and word not in lexicon("est_nouns")):
            return word
    return ""


def figure(cell: str) -> tuple[float, str] | None:
    """A cell's value and its form ("£|", "|%", "|kg"), or ``None`` when it is no figure."""
    m = _FIGURE_RE.fullmatch(cell.strip())
    if m is None:
        return None
    num = m.group("num")
    if num == "½":
        value = 0.5
    else:
        value = float(num.replace("½", "").replace(",", "")) + (0.5 if m.group("half") else 0.0)
    return value, f"{m.group('pre')}|{(m.group('post') or '').lower()}"


def tables(body: str) -> list[list[Unit]]:
    """A document's tables: runs of consecutive table rows (markdown, CSV, HTML, fixed-width)."""
    out: list[list[Unit]] = []
    run: list[Unit] = []
    for u in units(body):
        if u.table and u.cells:
            run.append(u)
            continue
        if len(run) >= 2:
            out.append(run)
        run = []
    if len(run) >= 2:
        out.append(run)
    return out


def table_rows(bodies: list[str], max_rows: int) -> list[list[tuple[str, str]]]:
    """Every row of two cells or more of the documents' tables, as (column, cell) pairs, the first
    ``max_rows`` rows of each table."""
    out = []
    for body in bodies:
        for rows in tables(body):
            out.extend([list(r.cells) for r in rows[:max_rows] if len(r.cells) >= 2])
    return out


def column_cells(rows: list[Unit], head: str) -> list[str]:
    return [next((c for h, c in u.cells if h == head), "") for u in rows]


def _numeric(cells: list[str]) -> list[float | None] | None:
    """The column's values (``None`` for a blank cell), or ``None`` unless two cells or more are
    figures and every other one is blank, all of one form."""
    values: list[float | None] = []
    forms: set[str] = set()
    for cell in cells:
        if cell.strip().lower() in _BLANK_CELLS:
            values.append(None)
            continue
        read_ = figure(cell)
        if read_ is None:
            return None
        values.append(read_[0])
        forms.add(read_[1])
    if len(forms) != 1 or sum(v is not None for v in values) < 2:
        return None
    return values


def numbers_rows(values: list[float | None]) -> bool:
    """Whether a column only numbers its rows: 1, 2, 3 ... in order, three rows or more ("Flight
    1 2 3": "which flight was the longest" asks the rows, not the highest number)."""
    return len(values) >= 3 and values == [float(n) for n in range(1, len(values) + 1)]


@lru_cache(maxsize=1)
def _order_terms() -> frozenset[str]:
    return frozenset(t for w in lexicon("order_columns") for t in content_terms(w))


@lru_cache(maxsize=1)
def _families() -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """(the question's words, the column's words) of each ``column_families`` entry."""
    table = read(LEXICONS).get("column_families")
    if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{LEXICONS}: 'column_families' must map question words to column words")
    return tuple((frozenset(content_terms(k)), frozenset(content_terms(v))) for k, v in table.items())


@lru_cache(maxsize=1024)
def head_terms(head: str) -> frozenset[str]:
    """A header's words, its plain words when written short, and the question words of the
    family of what it measures ("Odometer (km)": "far", "distance"; ``column_families``)."""
    own = frozenset(content_terms(f"{head} {header_words(head)}"))
    return own.union(*(asked for asked, columns in _families() if own & columns))


def key_column(rows: list[Unit], figures: dict | None = None) -> str | None:
    """The column that names a table's rows: its first that is not all figures of one form
    (``figures``: the numeric columns, worked out when not given), is no position column ("Rank"
    holding "1st", "2nd": ``rank_position_columns``) and has no blank cell."""
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    if figures is None:
        figures = {h: v for h in heads if (v := _numeric(column_cells(rows, h))) is not None}
    places = {h.lower() for h in lexicon("rank_position_columns")}
    return next((h for h in heads if h not in figures and h.strip().strip(".:").lower() not in places
                 and all(c.strip() for c in column_cells(rows, h))), None)


def named_column(question: str, rows: list[Unit], terms: frozenset[str], implied: frozenset[str],
          word: str, several: bool, kind: frozenset[str] = frozenset()) -> tuple[str, str, list[float | None]] | None:
    """(the column's header, the key column's header, its values) for the one numeric column the
    question names (or its superlative word implies); ``None`` when none or two are named, no
    column names the rows, or a question word filters rows. ``kind``: the column words of the kind
    the superlative names ("longest": length, duration, distance): only a column of it is ranked."""
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    figures = {h: v for h in heads if (v := _numeric(column_cells(rows, h))) is not None}
    order = _order_terms()
    numeric = {h: v for h, v in figures.items() if not head_terms(h) & order and not numbers_rows(v)}
    if not numeric:
        return None
    key = key_column(rows, figures)
    if key is None:
        return None
    named = [h for h in numeric if head_terms(h) & terms]
    displaced: frozenset[str] = frozenset()
    if not named and implied and not several:  # ("won the most matches": the matches won, not the points)
        named = [h for h in numeric if head_terms(h) & implied]
    elif kind and not several:
        # the superlative names its kind ("the longest": a length or a duration): a column the question's
        # other words name ("class" in "fee_per_class") but of another kind is never ranked for it
        kinded = [h for h in named if _of_kind(h, rows, kind)]
        if not kinded:  # the words that named columns of another kind name the rows ("which ride": "Riders")
            displaced = frozenset(t for h in named for t in head_terms(h) & terms)
            kinded = [h for h in numeric if _of_kind(h, rows, kind)]
        named = kinded
        if not named:
            return None
    if len(named) > 1:  # "in round 2" over "Round 1", "Round 2", "Round 3": the one column named whole
        named = [h for h in named if head_terms(h) <= terms] or named
    if len(named) != 1:
        return None
    column = named[0]
    cell_terms = [frozenset(t for _, c in u.cells for t in content_terms(c)) for u in rows]
    own = set(content_terms(word)) | head_terms(column) | head_terms(key) | displaced
    own.update(t for h, v in figures.items() if numbers_rows(v) for t in head_terms(h))  # "which flight": the rows
    for term in terms - own:
        holding = sum(term in c for c in cell_terms)
        if 0 < holding < len(rows) or any(term in head_terms(h) for h in heads):
            return None  # a word that picks some rows ("the girls"), or names another column
    return column, key, numeric[column]


_DURATION_TERMS = frozenset(content_terms("duration length"))
_MONEY_TERMS = frozenset(content_terms("price cost fee amount"))
_RATE_HEAD_RE = re.compile(r"/|\bper\b", re.IGNORECASE)


def _of_kind(head: str, rows: list[Unit], kind: frozenset[str]) -> bool:
    """Whether the column ``head`` holds values of the kind a superlative names: money when its header
    says so or its cells are written with a currency ("Bottle": "£14"); another kind when its header
    names it and is no rate ("Distance km", never "Avg speed km/h")."""
    if kind & _MONEY_TERMS:
        if head_terms(head) & kind:
            return True
        forms = [figure(c) for c in column_cells(rows, head) if c.strip() not in _BLANK_CELLS]
        return bool(forms) and all(f is not None and f[1].split("|")[0] for f in forms)
    return bool(head_terms(head) & kind) and not _RATE_HEAD_RE.search(head)
_CLOCK_RANGE_RE = re.compile(r"(\d{1,2}:\d\d)\s*[-–—]\s*(\d{1,2}:\d\d)")


@lru_cache(maxsize=1)
def lower_better() -> frozenset[str]:
    """The words of a header whose lower figure is the better (``lower_is_better``)."""
    return frozenset(t for w in lexicon("lower_is_better") for t in content_terms(w))


def _shown_minutes(minutes: float) -> str:
    h, m = divmod(int(minutes), 60)
    return f"{h}h {m:02d}m" if h else f"{m} min"


def _spanned_rows(rows: list[Unit], terms: frozenset[str], word: str
                  ) -> tuple[list[Unit], str, str, list[float | None]] | None:
    """"The longest" over rows with a start and an end time (``span_starts`` / ``span_ends``):
    (rows, "<end> - <start>", the key column, each row's span in minutes); ``None`` unless
    one such pair of columns reads as clock times in every row, a column of words names the rows
    and no question word picks some rows."""
    from course_lib.sim.words.times_of_day import minutes_between

    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    starts = [h for h in heads if h.strip().lower() in lexicon("span_starts")]
    ends = [h for h in heads if h.strip().lower() in lexicon("span_ends")]
    ranges = [h for h in heads if all(_CLOCK_RANGE_RE.fullmatch(c.strip()) for c in column_cells(rows, h))]
    if len(starts) == 1 and len(ends) == 1:
        spanned = (starts[0], ends[0])
        pairs = list(zip(column_cells(rows, starts[0]), column_cells(rows, ends[0]), strict=True))
        shown = f"{ends[0]} - {starts[0]}"
    elif len(ranges) == 1 and not starts and not ends:  # one column of clock ranges ("19:00-20:30")
        spanned = (ranges[0],)
        pairs = [tuple(_CLOCK_RANGE_RE.fullmatch(c.strip()).groups()) for c in column_cells(rows, ranges[0])]
        shown = f"{ranges[0]} span"
    else:
        return None
    key = next((h for h in heads if h not in spanned
                and all(c.strip() and figure(c) is None for c in column_cells(rows, h))), None)
    if key is None:
        return None
    spans = [minutes_between(a, b) for a, b in pairs]
    if any(v is None for v in spans):
        return None
    cell_terms = [frozenset(t for _, c in u.cells for t in content_terms(c)) for u in rows]
    for term in terms - set(content_terms(word)) - head_terms(key):
        if 0 < sum(term in c for c in cell_terms) < len(rows):
            return None  # a word that picks some rows
    return rows, shown, key, [float(v) for v in spans if v is not None]


def ranked(question: str, bodies: list[str]) -> Ranked | None:
    """The rows a superlative question asks for in the documents' tables, or ``None`` when the
    question asks for none or the reading is not clear (see the module docstring)."""
    found = asked(question)
    figures = frozenset()
    if found is None and _DIGIT_RE.search(question):
        # "the most points in round 2" over columns "Round 1", "Round 2": figures that name a column
        found = asked(question, figures=True)
        figures = frozenset(t for t in content_terms(question) if _DIGIT_RE.search(t))
    if found is None:
        return None
    word, most, implied = found
    if word in lexicon("judged_superlatives") and not ASKS_ROW_RE.match(question):
        return None  # "What's the best way to ...?": a judgement asked of no table's rows
    terms = frozenset(content_terms(question))
    several = sum(w in _table() for w in _WORD_RE.findall(question.lower())) > 1
    picks: list[tuple[list[Unit], str, str, list[float | None]]] = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            pick = named_column(question, rows, terms, implied, word, several,
                                frozenset() if word in _SCORED else implied)
            if pick is not None:
                gone = struck(body, rows).rows  # a row a later line takes out ranks nowhere
                values = [None if n in gone else v for n, v in enumerate(pick[2])]
                picks.append((rows, pick[0], pick[1], changed_figures(body, rows, pick[0], values)))
    spans = False
    if not picks and implied & _DURATION_TERMS:  # "the longest" over start and end times
        picks = [pick for body in bodies[:_MAX_DOCS] for rows in tables(body)
                 if len(rows) <= _MAX_ROWS and (pick := _spanned_rows(rows, terms, word)) is not None]
        spans = True
    if len(picks) != 1:
        return None
    rows, column, key, found_values = picks[0]
    changed, doubt = (found_values.lines, found_values.doubt) if not spans else ((), "")
    values = found_values.values if not spans else found_values
    if not figures <= head_terms(column):
        return None  # a figure of the question's that names no part of the column picks rows
    if word in lexicon("judged_superlatives") and head_terms(column) & lower_better():
        most = not most  # "the worst delay": the longest; "the best price": the lowest
    held = [v for v in values if v is not None]
    if not held:
        return None
    best = max(held) if most else min(held)
    at = [n for n, v in enumerate(values) if v == best]
    if len(at) == len(held):
        return None  # every row ties: the column ranks nothing (the question means another one)
    keys = tuple(column_cells(rows, key)[n] for n in at)
    value = _shown_minutes(best) if spans else column_cells(rows, column)[at[0]]
    if changed and figure(value) is not None and figure(value)[0] != best:
        value = f"{best:g} after the change"
    return Ranked(keys, column, value, most, len(held), tuple(rows[n].text for n in at), changed, doubt)


def changed_figures(body: str, rows: list[Unit], column: str, values: list[float | None]):
    """``row_adjustments.adjusted`` over a ranked column of one of ``body``'s tables: its figures
    after the lines outside the table that change them."""
    heads = {h for u in rows for h, _ in u.cells if h and h != column}
    terms = head_terms(column)
    return adjusted(body, rows, column, values, bool(terms & lower_better()), terms,
                    frozenset().union(*(head_terms(h) for h in heads)))


def answer(found: Ranked) -> str:
    """The picked row's key, why, and the row ("Mwangi, Esther. Of the 4 rows, its Rtg (rating), 1755,
    is the lowest: No: 4; Name: Mwangi, Esther; ...")."""
    which = "highest" if found.most else "lowest"
    spelled = header_words(found.column)
    column = f"{found.column} ({spelled})" if spelled else found.column
    rows = "; ".join(t.rstrip(".") for t in found.texts)
    if found.changed:
        rows += ". Changed by: " + " ".join(found.changed)
    if len(found.keys) == 1:
        return f"{found.keys[0]}. Of the {found.rows} rows, its {column}, {found.value}, is the {which}: {rows}."
    names = ", ".join(found.keys[:-1]) + f" and {found.keys[-1]}"
    return f"{names} (a tie). Of the {found.rows} rows, their {column}, {found.value}, is the {which}: {rows}."


# --- the same over sentences: one priced item per sentence ---------------------------------------

# A price written with no currency after "costs" ("Plan A costs 12 a month"); with one, it is an
# amount of ``currencies.AMOUNT_RE``.
_BARE_PRICE_RE = re.compile(r"\b(?:costs?|priced at|sells? for)\s+(\d[\d,]*(?:\.\d+)?)(?![\d,]|\.\d|\s?(?:%|[A-Za-z]))",
                            re.IGNORECASE)
_PER_RE = re.compile(r"\bper\s+(?!cent\b|person\b|head\b)([a-z]+)|\ba\s+(kilo|kg|gram|litre|liter|gb|mb|tb|metre|meter)\b",
                     re.IGNORECASE)
_PRICE_WORDS = frozenset({"price", "cost", "fee", "amount"})
_COMPARATIVES = {"cheaper": False, "pricier": True, "dearer": True}  # False: the lowest price
_EXPENSIVE_RE = re.compile(r"\b(most|more|least|less)\s+expensive\b", re.IGNORECASE)


@dataclass(frozen=True)
class PricedPick:
    """The answer over sentences: the sentence of the cheapest (or dearest) item, or why none."""

    sentences: tuple[str, ...]  # the picked sentence(s) (a tie: several)
    most: bool
    compared: int  # the priced sentences compared
    per: str = ""  # "per GB" asked: a price per unit, which needs a division (no pick then)


def _price_direction(question: str) -> bool | None:
    """True for the dearest, False for the cheapest, ``None`` when the question asks neither."""
    m = _EXPENSIVE_RE.search(question)
    if m:
        return m.group(1).lower() in ("most", "more")
    for word in _WORD_RE.findall(question.lower()):
        if word in _COMPARATIVES:
            return _COMPARATIVES[word]
        spec = _table().get(word)
        if spec is not None and spec[1] & _PRICE_WORDS:
            return spec[0]
    return None


def _prices(text: str) -> list[tuple[float, str]]:
    """The prices a sentence writes: (value, currency), "" for a bare price after "costs"."""
    found = [(amount_value(m), amount_currency(m, text)) for m in AMOUNT_RE.finditer(text)]
    return found + [(float(m.group(1).replace(",", "")), "") for m in _BARE_PRICE_RE.finditer(text)]


def priced(question: str, bodies: list[str]) -> PricedPick | None:
    """"Which plan is cheapest?" over sentences that each price one item ("Plan A costs 12 EUR a
    month"): the sentence with the lowest price. Only when two sentences or more each hold one
    price in one currency and the question's thing ("plan") is in each; ``None`` otherwise. A
    price "per GB" asked is a division the sentences do not state: ``per`` set, no pick."""
    most = _price_direction(question)
    if most is None or _DIGIT_RE.search(question):
        return None
    thing = [t for t in content_terms(question) if t not in _table() and t not in _COMPARATIVES
             and t not in {"expensive", "price", "cost", "costs"}]
    found: list[tuple[float, str]] = []
    currencies: set[str] = set()
    for body in bodies[:_MAX_DOCS]:
        for u in units(body):
            if u.table or u.heading or u.code:
                continue
            prices = _prices(u.text)
            if len(prices) != 1:
                continue
            terms = set(content_terms(u.text))
            if thing and not all(t in terms for t in thing[:1]):
                continue
            value, currency = prices[0]
            currencies.add(currency)
            found.append((value, u.text))
            if len(found) > _MAX_ROWS:
                return None
    if len(found) < 2 or len(currencies) != 1:
        return None
    per = _PER_RE.search(question)
    if per:
        return PricedPick((), most, len(found), per=per.group(0))
    best = max(v for v, _ in found) if most else min(v for v, _ in found)
    at = tuple(s for v, s in found if v == best)
    if len(at) == len(found):
        return None
    return PricedPick(at, most, len(found))


def priced_answer(pick: PricedPick) -> str:
    which = "highest" if pick.most else "lowest"
    return f"Of the {pick.compared} prices the documents give, this is the {which}: {' '.join(pick.sentences)}"
