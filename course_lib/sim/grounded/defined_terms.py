"""A figure the documents define by an operation, asked, and a reply that does not perform it (issue 26;
fix48b, the forty-sixth set's OO1, the family of NN2 / MM2 / JJ4): read once for every grounded reply
by ``asked_kinds.unmet``, whatever reader chose the lines, so a reader nobody has described is
checked too.

A line of the documents DEFINES a term the question names when it says what the term is worked from:
- "<term> is <operand> minus / less / plus / times / divided by <operand>" ("Goal difference is F minus
  A", "Your payout is gross sales less platform fees", "Die Tordifferenz ist Tore minus Gegentore",
  "net = gross - fees"): each operand is a column of the one table row the question names (its key
  cell's words all in the question; "F" a column, or a legend's "F = goals for"), after a correction
  line naming the row's key and the column ("Mina's oral mark was 14, not 11"), else a "Label:
  amount" line of the same document;
- "a <term> of <P>% of <whole>" ("a deposit of 20% of the quoted total"): the whole a line of the
  document labels ("The contract sum ... is £18,000"), else, for a whole that is the sum of the priced
  lines ("total", "our charges": ``sum_wholes``), the "Label: amount" lines of the document added;
- "<N> <noun> ... <amount> each" for a question adding up ("altogether", "in total"): N times the
  amount plus the one amount of each line of the document sharing a word with it ("First prize: a £60
  voucher" beside "Four runners-up get a £15 voucher each").

A reply holding the worked figure passes. Else the worked reply ("2 (Goal difference is F minus A: 9 -
7).") when every operand is read, else the working limit when the reply quotes the term's line or its
words (never a quote passed off as the figure); a reply of other words is left to the other checks.
Cues are data (``data/sim/asked_kinds.yaml``, ``defined_terms``). Bounded: ``_MAX_DOCS`` documents,
``_MAX_LINES`` lines each; a document's lines are read only when it holds an operation word, a
percent or "each" (plain ``in`` tests: ``operation_words``, ``share_words``, ``each_words``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms

DATA = "asked_kinds.yaml"
_MAX_DOCS = 20
_MAX_LINES = 400
_SIGNS = {"GBP": "£", "EUR": "€", "USD": "$"}
_NUMBER_RE = re.compile(r"(?<![\w.])[-−]?\d[\d,]*(?:\.\d+)?(?![\w])")
_TOKEN_RE = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Defined:
    """What the reply holds instead of the defined figure, and the worked reply ("" when an operand is
    not read: the working limit)."""

    held: str
    worked: str = ""


@dataclass(frozen=True)
class _Term:
    kind: str  # "op", "share", "each"
    term: str
    line: str
    a: str = ""
    op: str = ""
    b: str = ""
    share: float = 0.0
    said: str = ""  # the defining words themselves ("the indicator is TS minus TR")


@lru_cache(maxsize=1)
def _cues() -> dict:
    data = read(DATA).get("defined_terms")
    keys = ("operation", "share", "each", "sum_question", "op_words", "operation_words", "share_words", "each_words")
    if not isinstance(data, dict) or not all(data.get(k) for k in keys):
        raise ValueError(f"{DATA}: 'defined_terms' must give {', '.join(keys)}")
    out = {k: re.compile(data[k], re.IGNORECASE) for k in keys[:4]}
    for k in keys[5:]:
        out[k] = tuple(str(w).lower() for w in data[k])
    out["op_words"] = {str(k).lower(): str(v) for k, v in data["op_words"].items()}
    out["sum_wholes"] = frozenset(str(w).lower() for w in data.get("sum_wholes") or [])
    out["skip_words"] = frozenset(str(w).lower() for w in data.get("skip_words") or [])
    return out


def _tokens(text: str) -> list[str]:
    """The words of ``text``, lower case, without ``skip_words`` unless they are all it holds ("A")."""
    skip = _cues()["skip_words"]
    words = _TOKEN_RE.findall(text.lower())
    return [t for t in words if t not in skip] or words


def _lines(text: str) -> list[str]:
    from course_lib.sim.words.text import split_lines

    return split_lines(text)[:_MAX_LINES]


@lru_cache(maxsize=64)
def _terms_of(body: str) -> tuple[_Term, ...]:
    """The defining lines of ``body`` (see the module docstring)."""
    cues = _cues()
    lowered = body.lower()
    kinds = [k for k in ("share_words", "each_words", "operation_words") if any(w in lowered for w in cues[k])]
    if not kinds:  # (cheap: no operation word in the document at all)
        return ()
    out = []
    for line in _lines(body):
        low = line.lower()
        said = {k for k in kinds if any(w in low for w in cues[k])}
        if not said:
            continue
        for m in (cues["operation"].finditer(line) if "operation_words" in said else ()):
            a, b = m.group("a").strip(), m.group("b").strip()
            if any(ch.isdigit() for ch in a + b) or not _tokens(m.group("term")):
                continue  # "£5 less 10%": a price rule, read elsewhere
            op = cues["op_words"].get(re.sub(r"\s+", " ", m.group("op").lower()), "")
            if op:
                out.append(_Term("op", m.group("term"), line, a, op, b, said=m.group(0).strip()))
        for m in (cues["share"].finditer(line) if "share_words" in said else ()):
            out.append(_Term("share", m.group("term"), line, b=m.group("whole").strip(), share=float(m.group("pct"))))
        if "each_words" in said and cues["each"].search(_spoken(line)):
            out.append(_Term("each", "", line))
    return tuple(out)


def _spoken(text: str) -> str:
    from course_lib.sim.words.quantities import spoken_amounts, with_all_digits

    return with_all_digits(spoken_amounts(text))


def _amounts(line: str) -> list[tuple[float, str]]:
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value

    said = _spoken(line)
    return [(amount_value(m), _SIGNS.get(code, code)) for m in AMOUNT_RE.finditer(said)
            for code in [amount_currency(m, said)]]


def _figure(value: float, sign: str = "", cents: bool = False) -> str:
    text = f"{value:,.2f}" if cents or abs(value - round(value)) > 1e-9 else f"{value:,.0f}"
    if not sign:
        return text.replace(",", "") if abs(value) < 10000 else text
    return f"{'-' if value < 0 else ''}{sign}{text.lstrip('-')}" if len(sign) == 1 else f"{text} {sign}"


def _holds(reply: str, value: float) -> bool:
    """Whether the reply states ``value`` (a minus sign or "minus" read for a negative one)."""
    said = reply.replace("−", "-").replace("minus ", "-")
    for m in _NUMBER_RE.finditer(said):
        try:
            n = float(m.group(0).replace(",", ""))
        except ValueError:
            continue
        if abs(n - value) < 0.005 or (value < 0 and abs(n + value) < 0.005 and m.group(0).startswith("-")):
            return True
    return False


def _names(question: str, term: str) -> bool:
    asked = set(content_terms(question))
    terms = set(content_terms(term))
    return bool(terms) and all(t in asked or any(len(t) >= 5 and q[:5] == t[:5] for q in asked) for t in terms)


def unworked(question: str, reply: str, bodies: list[str]) -> Defined | None:
    """The module docstring's check of ``reply`` for ``question`` over the documents ``bodies``."""
    cues = _cues()
    summing = cues["sum_question"].search(question)
    for body in bodies[:_MAX_DOCS]:
        for term in _terms_of(body):
            if term.kind == "each":
                if not summing:
                    continue
                found = _each(question, reply, body, term)
            elif not _names(question, term.term):
                continue
            elif term.kind == "op":
                found = _operation(question, reply, body, term)
            else:
                found = _share(reply, body, term)
            if found is not None:
                return found
    return None


def _unworked_or_limit(reply: str, term: _Term, worked: float | None, text: str) -> Defined | None:
    """The worked reply when ``worked`` is read and the reply does not hold it; the working limit when
    it is not read and the reply quotes the term's line or its words; else ``None``."""
    if worked is not None:
        return None if _holds(_answer_part(reply, term), worked) else Defined(f"the line \"{term.line.rstrip('.')}\" quoted, not worked",
                                                          text)
    quotes = term.line.strip().rstrip(".") in reply or (term.term and set(content_terms(term.term)) <= set(
        content_terms(reply)))
    return Defined(f"the line \"{term.line.rstrip('.')}\" defines it, and its operands are not all read") if quotes \
        else None


_PAIR_RE = re.compile(r"[^\W\d][\w' ]{0,30}:\s*[-−]?[£$€]?\d[\d,]*(?:\.\d+)?;?")


def _answer_part(reply: str, term: _Term) -> str:
    """The reply without the lines it quotes as operands: the term's line and "Label: figure" pairs
    (a row's "W: 2" is no goal difference of 2)."""
    return _PAIR_RE.sub(" ", reply.replace(term.line.strip(), " "))


# --- "<term> is <a> minus <b>" ------------------------------------------------------------------------

def _operation(question: str, reply: str, body: str, term: _Term) -> Defined | None:
    from course_lib.sim.material.prose import units

    rows = [u for u in units(body)[:_MAX_LINES] if u.table and u.cells]
    legend = _legend(body)
    values: list[tuple[float, str, str]] = []  # (value, sign, what it is)
    row = _asked_row(question, rows)
    for operand in (term.a, term.b):
        found = _cell(operand, row, legend, body) if row is not None else None
        if found is None and not rows:
            found = _labelled(operand, body)
        if found is None:
            return _unworked_or_limit(reply, term, None, "")
        values.append(found)
    (va, sa, _), (vb, sb, _) = values
    if sa != sb:
        return _unworked_or_limit(reply, term, None, "")
    result = {"-": va - vb, "+": va + vb, "x": va * vb, "/": va / vb if vb else None}[term.op]
    if result is None:
        return _unworked_or_limit(reply, term, None, "")
    result = round(result, 2)
    cents = any(abs(v - round(v)) > 1e-9 for v in (va, vb)) and bool(sa)
    symbol = {"-": "-", "+": "+", "x": "x", "/": "/"}[term.op]
    text = (f"{_figure(result, sa, cents)} ({term.said[:1].upper()}{term.said[1:]}: {_figure(va, sa, cents)} {symbol} "
            f"{_figure(vb, sb, cents)}).")
    return _unworked_or_limit(reply, term, result, text)


def _asked_row(question: str, rows: list) -> object | None:
    """The one table row whose key cell's words are all in the question."""
    asked = set(_tokens(question))
    hits = [u for u in rows if (key := _tokens(u.cells[0][1])) and set(key) <= asked]
    if len(hits) != 1:  # a name alone ("What's Shah's score?", "Ravi's score"): one word of the key
        hits = [u for u in rows if any(len(k) > 2 and k in asked for k in _tokens(u.cells[0][1]))]
    return hits[0] if len(hits) == 1 else None


def _legend(body: str) -> dict[str, str]:
    """Short labels a legend explains ("F = goals for", "TS = touches scored"): {meaning: label}."""
    out = {}
    for m in re.finditer(r"(?<![\w])([A-Z][A-Za-z]{0,3})\s*=\s*([a-z][a-z' ]{2,30}?)(?=[,.;)\n]|$)", body[:8000]):
        out[" ".join(_tokens(m.group(2)))] = m.group(1)
    return out


def _column(operand: str, heads: list[str], legend: dict[str, str]) -> int | None:
    said = _tokens(operand)
    if not said:
        return None
    label = legend.get(" ".join(said))
    exact = [i for i, h in enumerate(heads) if _tokens(h) == said or (label and _tokens(h) == _tokens(label))]
    if len(exact) == 1:
        return exact[0]
    inside = [i for i, h in enumerate(heads) if (t := _tokens(h)) and set(t) <= set(said)]
    return inside[0] if len(inside) == 1 else None


def _cell(operand: str, row, legend: dict[str, str], body: str) -> tuple[float, str, str] | None:
    heads = [h for h, _ in row.cells]
    i = _column(operand, heads, legend)
    if i is None or i == 0:
        return None
    found = _value(row.cells[i][1])
    if found is None:
        return None
    corrected = _correction(body, row.cells[0][1], heads[i])
    return (corrected, found[1], heads[i]) if corrected is not None else (found[0], found[1], heads[i])


def _value(cell: str) -> tuple[float, str] | None:
    amounts = _amounts(cell)
    if len(amounts) == 1:
        return amounts[0]
    nums = _NUMBER_RE.findall(cell.replace("−", "-"))
    if len(nums) != 1:
        return None
    return float(nums[0].replace(",", "")), ""


def _correction(body: str, key: str, head: str) -> float | None:
    """The value a later line gives the row's cell ("Correction: Mina Cole's oral mark was 14, not 11"):
    a line naming the key's last word and the column's word, then "was / is / should be / to" and a
    figure. ``None`` for none."""
    key_words = [k for k in _tokens(key) if len(k) > 2]
    col = _tokens(head)
    if not key_words or not col:
        return None
    names = "|".join(re.escape(k) for k in key_words)
    said = re.compile(rf"\b(?:{names})\b(?:'s)?\s+(?:[^\W\d]+\s+){{0,3}}?{re.escape(' '.join(col))}\b[^.;,\d]{{0,20}}?"
                      r"\b(?:was|is|were|are|should\s+(?:be|read|have\s+been)|corrected\s+to|changed\s+to|now|to)\s+"
                      r"(?P<v>[-−]?\d+(?:\.\d+)?)\b", re.IGNORECASE)
    found = None
    for line in _lines(body):
        if "|" in line or "\t" in line:
            continue
        m = said.search(line)
        if m:
            found = float(m.group("v").replace("−", "-"))
    return found


def _labelled(operand: str, body: str) -> tuple[float, str, str] | None:
    """The one "Label: amount" line of ``body`` whose label is the operand."""
    said = set(_tokens(operand))
    hits = []
    for line in _lines(body):
        m = re.match(r"\s*([^:|]{2,40}):\s*(.+)$", line)
        if m and set(_tokens(m.group(1))) == said:
            amounts = _amounts(m.group(2))
            if len(amounts) == 1:
                hits.append((amounts[0][0], amounts[0][1], m.group(1)))
    return hits[0] if len(hits) == 1 else None


# --- "a deposit of 20% of the quoted total" -------------------------------------------------------------

def _share(reply: str, body: str, term: _Term) -> Defined | None:
    whole = _whole(body, term)
    if whole is None:
        return _unworked_or_limit(reply, term, None, "")
    value, sign, what = whole
    result = round(value * term.share / 100, 2)
    text = (f"{_figure(result, sign)} ({term.share:g}% of {what} {_figure(value, sign)}: "
            f"{term.line.rstrip('.')}).")
    return _unworked_or_limit(reply, term, result, text)


def _whole(body: str, term: _Term) -> tuple[float, str, str] | None:
    words = set(content_terms(term.b))
    if not words:
        return None
    named = [(a[0], line) for line in _lines(body) if line != term.line and words <= set(content_terms(line))
             for a in [_amounts(line)] if len(a) == 1]
    if len(named) == 1:
        (value, sign), _ = named[0]
        return value, sign, term.b
    if named or not words & _cues()["sum_wholes"]:
        return None
    priced = []
    for line in _lines(body):
        m = re.match(r"\s*([^:|]{2,40}):\s*(.+)$", line)
        if line == term.line or not m:
            continue
        amounts = _amounts(m.group(2))
        if len(amounts) == 1:
            priced.append(amounts[0])
    if len(priced) < 2 or len({s for _, s in priced}) != 1:
        return None
    return round(sum(v for v, _ in priced), 2), priced[0][1], f"the {term.b} (" + " + ".join(
        _figure(v, s) for v, s in priced) + ")"


# --- "four runners-up get a £15 voucher each" -----------------------------------------------------------

def _each(question: str, reply: str, body: str, term: _Term) -> Defined | None:
    m = _cues()["each"].search(_spoken(term.line))
    amounts = _amounts(term.line)
    if m is None or len(amounts) != 1:
        return None
    count = int(m.group("count"))
    value, sign = amounts[0]
    mine = set(content_terms(term.line))
    others = []
    for line in _lines(body):
        if line == term.line or _cues()["each"].search(_spoken(line)) or re.search(r"\beach\b|\bper\b|每", line):
            continue
        found = _amounts(line)
        if len(found) == 1 and mine & set(content_terms(line)):
            others.append((line, found[0]))
    asked = set(content_terms(question))
    near = mine | {t for line, _ in others for t in content_terms(line)}
    if not asked & near or any(s != sign for _, (_, s) in others):
        return None
    total = round(count * value + sum(v for _, (v, _) in others), 2)
    if _holds(reply, total):
        return None
    parts = " + ".join([f"{count} x {_figure(value, sign)}"] + [_figure(v, sign) for _, (v, _) in others])
    return Defined(f"the line \"{term.line.rstrip('.')}\" quoted, not worked",
                   f"{_figure(total, sign)} ({parts}: {'; '.join([term.line] + [x for x, _ in others])})")


__all__ = ["Defined", "unworked"]
