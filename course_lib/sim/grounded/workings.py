"""Arithmetic the question asks, worked from the lines or rows that state its operands (issue 26;
notebook 02's grounded answers; the fresh sets' class of a derived number: the twentieth's O2, the
twenty-first's P2, the twenty-second's Q1, the twenty-third's R3, the twenty-fourth's S2, the
twenty-fifth's T2: the lines holding the operands were quoted, or "I don't know." trusted).

``worked(question, bodies)`` reads, in turn:

1. which operation the question asks (cues as data: patterns.yaml ``workings``): a percentage
   ("what share of the grant"), a quotient ("per person", "each of us", "how long will it last"),
   a difference ("how much more ... than", "behind", "still owed", "left once ... paid"), a
   product (a count the question states, in digits or words, or "double" / "triple"), a total
   ("altogether", "in all", "come to");
2. its operands: a table's cells (the rows the question names by their key cell, the column it
   names by its header, or all), else the clauses of the documents' sentences that hold one
   figure each, paired with the question's words (a word that names three clauses or more pairs
   none; a clause's figure keeps its form: "£", "rolls", "g");
3. the result with its working ("£1,222.60 (£1,482.60 − £260.00)"), units kept.

A total of parts (fix66b) keeps a changed price in place of the line it changes ("Shoe hire £4.00" and "Shoe hire
price amended: now £4.50": £4.50 only) and adds the base price the question names: an extra's base ("£2 extra per
class" over "Drop-in class: £11" for "drop in ... total?"), or a label named by words that each name too many lines
alone ("adult at peak time": "Adult entry (peak)", never "(off-peak)").

A line that already states the asked value ("£4 per person", "12 seats left", "Total: £48")
is read, not worked: ``None``, and the other readers answer. When the operation is asked and
clauses on the question's words give figures, but they do not pair (two for one term, forms that
differ, a term with none), ``Unworked`` says why (the caller states a limit instead of quoting the
operands). Any other reading is ``None``. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``, ``_MAX_OPERANDS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.rate_products import after_allowance
from course_lib.sim.material.record_keys import header_words
from course_lib.sim.material.superlatives import column_cells, figure, key_column, tables
from course_lib.sim.words import number_words
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.quantities import with_digits
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("workings")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MAX_OPERANDS = 6  # a cap on the operands one working adds or takes away
_MAX_ROWS = 200  # a cap on a table's rows read
_MAX_CLAUSE_FIGURES = 2  # a clause with more figures is a record ("/dev/sdb1 1.8T 1.1T 0.7T 61%"), not operands
_OPERATIONS = ("percentage", "quotient", "difference", "product", "total")  # tried in this order
_SIGNS = {"difference": "−", "total": "+"}


@dataclass(frozen=True)
class Operand:
    """One figure the documents state: where (a clause or a table's cell), as written, its value
    and its form ("£|", "|roll", "|")."""

    source: str
    written: str
    value: float
    form: str
    terms: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()  # the clause's own words, lower case, unstemmed


@dataclass(frozen=True)
class Worked:
    """The asked value worked out: the operation, the result as written and its working."""

    operation: str
    result: str
    working: str
    operands: tuple[Operand, ...]

    def answer(self) -> str:
        return f"{self.result} ({self.working})."


@dataclass(frozen=True)
class Unworked:
    """The operation asked, and why the documents' figures do not pair with the question's terms."""

    operation: str
    reason: str


def asked(question: str) -> str | None:
    """The operation ``question`` asks (one of ``_OPERATIONS``, in that order), or ``None``."""
    cues = {"percentage": _CUE.percentage, "quotient": _CUE.quotient, "difference": _CUE.difference,
            "total": _CUE.total}
    for name in _OPERATIONS:
        if name == "product":
            if _multiplier(question) is not None and _CUE.product_ask.search(question):
                return name
        elif cues[name].search(question):
            return name
    return None


def operation(question: str) -> str | None:
    """The operation ``question`` asks, ``None`` when it asks none or is a question of another
    kind despite an operation word (who / when / where / a yes-no: ``not_worked``)."""
    found = asked(question)
    return None if found is None or _CUE.not_worked.search(question) else found


def worked(question: str, bodies: list[str]) -> Worked | Unworked | None:
    """The module docstring's reading of ``question`` over ``bodies``; a product that a line of its
    operands caps below it ("£2.50 per hour, capped at £15 a day" for 8 hours) is ``Unworked``
    (``caps``)."""
    done = _worked(question, bodies)
    unpriced = _unpriced(question, done) or _counts_unused(question, done)
    if unpriced is not None:
        return unpriced
    if isinstance(done, Worked) and done.operation == "product":
        beyond = _tiered(question, done)
        if beyond is not None:
            return beyond
        from course_lib.sim.grounded.caps import exceeded

        value = _result_value(done.result)
        capped = exceeded(value, [o.source for o in done.operands], bodies) if value is not None else None
        if capped:
            return Unworked("product", f"the product is {done.result} ({done.working}), but the line "
                                       f"{capped[:80]!r} caps the amount, and it does not apply the cap")
    return done


def _tiered(question: str, done: Worked) -> Worked | Unworked | None:
    """A product of the question's span and a rate for each extra unit ("5 hours x £15" over "£40 for the
    first 2 hours, then £15 for each extra hour"): the excess over the first block worked instead
    (``beyond_limits.tiered``); ``None`` when no operand's line prices a first block."""
    from course_lib.sim.grounded import beyond_limits

    for o in done.operands:
        if not beyond_limits.names_extra(o.source):
            continue
        got = beyond_limits.tiered(question, o.source)
        if isinstance(got, beyond_limits.Tiered):
            return Worked("product", got.result(), got.working(), done.operands)
        if isinstance(got, beyond_limits.Unworked):
            return Unworked("product", f"the line {o.source[:80]!r} prices a first block and each unit after it, "
                                       f"and {got.why}")
    return None


def _unpriced(question: str, done: Worked | Unworked | None) -> Unworked | None:
    """A working whose operands are not of the kind the question asks: a question asking an amount
    of money ("what do the passes cost us altogether?") worked from counts of days or people ("6 +
    6"): ``Unworked`` (the documents limit), never the counts' sum passed off as a price. A total or
    a difference needs every operand in money, a product one of them."""
    from course_lib.sim.words.quantities import asks_money, states

    if (not isinstance(done, Worked) or done.operation == "percentage" or not asks_money(question)
            or not _CUE.priced_ask.search(question)):  # ("by how much was Tom ahead": no money asked)
        return None
    priced = [states(o.written, "money") or o.form.startswith(("£", "$", "€", "¥")) for o in done.operands]
    if (all(priced) if done.operation in ("total", "difference") else any(priced)):
        return None
    unpriced = ", ".join(repr(o.written) for o, p in zip(done.operands, priced, strict=True) if not p)
    return Unworked(done.operation, f"the question asks an amount of money, and the figures it would work it from "
                                    f"({unpriced}) are no amounts of money")


# a count: a figure or a number word before the word it counts ("3 years", "two full plots"); a
# figure with no word after it is a label's ("zone 4"), one before a month or a clock word a date's
_COUNT_RE = re.compile(r"(?:(?<![\w.,:/£$€-])(\d+(?:\.\d+)?)|\b(" + "|".join(
    sorted(number_words.values(2, 20), key=len, reverse=True)) + r"))[ \t]+(?P<next>[A-Za-z]+)", re.IGNORECASE)


_MONEY_SIGNS = ("£", "$", "€", "¥")
_NOT_COUNTED = frozenset({"am", "pm", "o", "percent", "per", "of", "or", "and", "to", "x"})


def _counts_unused(question: str, done: Worked | Unworked | None) -> Unworked | None:
    """A product or total that leaves a count of the question out ("two full plots and one half plot
    for three years" worked as "3 x 45"): ``Unworked``, never a result that drops part of what was
    asked. A count is a figure or a number word from two up, not a year (four digits) and not one
    the working used (as an operand, or as the count it multiplied by); an amount of money equal to
    it is no use of it (the sixty-first set's rail-family-dog)."""
    if not isinstance(done, Worked) or done.operation not in ("product", "total"):
        return None
    spelled = number_words.values(2, 20)
    counts = []
    for m in _COUNT_RE.finditer(question):
        if m.group("next").lower() in lexicon("calendar_names") or m.group("next").lower() in _NOT_COUNTED:
            continue  # "14 May", "7 pm"
        value = float(m.group(1)) if m.group(1) else float(spelled[m.group(2).lower()])
        if value >= 2 and not (m.group(1) and len(m.group(1)) == 4):
            counts.append((m.group(1) or m.group(2), value, m.group("next").lower()))
    # a count of people or things is used as a count, never by an amount of money that happens to equal
    # it ("2 adults ... and the dog" worked as "£2 + £17": the dog's £2 is no use of the count 2)
    used = {o.value for o in done.operands if not o.form.startswith(_MONEY_SIGNS)} | {
        float(v.replace(",", "")) for v in re.findall(r"(?<![£$€¥\d,.])\d[\d,]*(?:\.\d+)?", done.working)}
    if done.operation == "total" and not any(
            value == len(done.operands) and _splits(word, done.operands) for _, value, word in counts):
        used.add(float(len(done.operands)))  # "what do the two quotes come to?": the count of its operands
    left = [written for written, value, _ in counts if value not in used]
    if not left:
        return None
    return Unworked(done.operation, f"the question gives {', '.join(repr(w) for w in left)}, which its working "
                                    f"({done.working}) does not use")


def _splits(word: str, operands: tuple[Operand, ...]) -> bool:
    """Whether the word after the question's count ("full" of "two full plots") is in the clauses of
    some operands and not of others (the full plot's rent, not the half plot's): the count is of
    one kind of them, not the number of operands added."""
    held = [word in o.words or word.rstrip("s") in o.words for o in operands]
    return any(held) and not all(held)


def _result_value(result: str) -> float | None:
    m = re.search(r"\d[\d,]*(?:\.\d+)?", result)
    return float(m.group(0).replace(",", "")) if m else None


def _worked(question: str, bodies: list[str]) -> Worked | Unworked | None:
    if _CUE.percent_ask.search(question) and not _CUE.not_worked.search(question):
        share = _part_of(question, bodies)  # "her attendance as a percentage" over "Attendance: 131 of 142"
        if share is not None:
            return share
    op = operation(question)
    if op in (None, "quotient"):  # "split 3 ways, how much each", "how much is that a month"
        shared = _shared(question, bodies)
        if shared is not None:
            return shared
    if op is None:
        return None
    if op == "difference":  # "by how many goals did the hawks win" over "Hawks 24-19 Belles": the score's margin
        from course_lib.sim.grounded.score_margins import margin, unit

        score = margin(question, bodies)
        if isinstance(score, str):
            return Unworked("difference", score)
        if score is not None:
            high, low, clause = score
            operands = tuple(Operand(clause, str(v), float(v), "|") for v in (high, low))
            said = f"{high - low} {unit(question)}".strip()
            return Worked("difference", said, f"{high} − {low}: {clause}", operands)
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            done = _tabled(op, question, rows[:_MAX_ROWS])
            if done is not None:
                return done
    clauses = [c for body in bodies[:_MAX_DOCS] for c in _clauses(body)]
    if not clauses:
        return None
    return _LINE_WORKINGS[op](question, clauses)


# --- the question's terms and counts ---------------------------------------------------------------


def _terms(text: str) -> frozenset[str]:
    return frozenset(t for t in content_terms(_CUE.asking.sub(" ", text)) if not t.isdigit())


def _multiplier(question: str) -> tuple[float, str] | None:
    """The count the question multiplies by: "triple" (3), "for twelve servings" (12, "servings"),
    "3 flat whites" (3, "flat whites"); ``None`` when it states none or several."""
    word = _CUE.times_word.search(question)
    if word is not None:
        return _factor(next(w for w in word.groups() if w)), ""
    found = list(_CUE.counted.finditer(with_digits(question)))
    if len(found) != 1:
        return None
    m = found[0]
    return float(m.group("n")), m.group("noun")


def _factor(word: str) -> float:
    """The factor a word of multiplying names ("double": 2), from ``times_words`` (lexicons.yaml)."""
    for entry in lexicon("times_words"):
        name, _, value = entry.partition(" ")
        if name == word.lower():
            return float(value)
    raise ValueError(f"workings: no factor for {word!r} in lexicons.yaml times_words")


# --- the documents' clauses --------------------------------------------------------------------


def _sentences(body: str) -> list[str]:
    """The document's sentences, line by line (no table row, CSV or tab-separated record, no code fence; a list marker
    dropped), a hard-wrapped one joined again (a line that opens in lower case after one that
    ends without a stop)."""
    lines: list[str] = []
    for raw in body.splitlines()[:_MAX_UNITS]:
        line = _CUE.marker.sub("", raw).strip()
        if not line or line.startswith(("|", "```")) or _CUE.record_line.search(line):
            if line:
                lines.append("")
            continue
        if lines and lines[-1] and line[:1].islower() and not lines[-1].endswith((".", "!", "?", ":")):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return [_spelled_amounts(s) for line in lines if line for s in _CUE.sentence_break.split(line) if s.strip()]


_CURRENCY_SIGNS = {"pound": "£", "quid": "£", "euro": "€", "dollar": "$"}


def spelled_amounts(sentence: str) -> str:
    """``sentence`` with its amounts of money in words as figures (``_spelled_amounts``)."""
    return _spelled_amounts(sentence)


def _spelled_amounts(sentence: str) -> str:
    """``sentence`` with an amount of money written in words as its figure ("thirty pounds an hour" ->
    "£30 an hour"; patterns.yaml ``workings.spelled_money``), so a rate in words is an operand."""
    low = sentence.lower()
    if not any(w in low for w in ("pound", "quid", "euro", "dollar")):
        return sentence
    return _CUE.spelled_money.sub(lambda m: _CURRENCY_SIGNS[m.group("cur").lower().rstrip("s")] + str(
        _spelled(m.group("n"))), sentence)


def _spelled(words: str) -> int:
    """A number up to a hundred written in words ("twelve", "thirty five", "forty-two", "a hundred")."""
    low = words.lower()
    if "hundred" in low:  # "a hundred", "two hundred"
        return 100 * number_words.VALUES.get(low.replace("-", " ").split()[0], 1)
    return sum(number_words.VALUES[p] for p in low.replace("-", " ").split())


def _operands(text: str) -> list[re.Match]:
    """The figures of ``text`` that may be operands (no date, clock time, year or ordinal); of
    several, the one amount of money when only one is ("Box of 6 scones £15.00")."""
    found = [m for m in _CUE.figure.finditer(text)
             if not (m.group("unit") and _CUE.not_unit.fullmatch(m.group("unit")))
             and not (not m.group("pre") and re.fullmatch(r"(?:19|20)\d\d", m.group("n")))
             and not (not m.group("pre") and "." in m.group("n") and _CUE.version_before.search(text[:m.start()]))
             and not (not m.group("pre") and (_CUE.date_day.match(text, m.end("n"))
                                             or _CUE.date_month_before.search(text[max(0, m.start() - 12):m.start()])))]
    money = [m for m in found if m.group("pre")]
    return money if len(found) > 1 and len(money) == 1 else found


def _clauses(body: str) -> list[Operand]:
    """Each figure of the document's sentences with the words of its clause (a sentence split at
    ",", ";", " and ", " but " when it holds several figures; words before a clause's figure
    shared from the sentence's opening when the clause has none)."""
    out: list[Operand] = []
    for sentence in _sentences(body):
        if not _CUE.figure.search(sentence):
            continue
        parts = _CUE.clause_break.split(sentence) if len(_operands(sentence)) > 1 else [sentence]
        lead = ""
        for n, part in enumerate(parts):
            found = _operands(part)
            if not found or len(found) > _MAX_CLAUSE_FIGURES:  # a record of many figures: the row readers'
                continue
            if len(found) > 1 and _CUE.column_gaps.search(part):  # "Oban to Lismore   4   12": a table's row
                continue
            if n == 0:
                lead = part[:found[0].start()]
            for k, m in enumerate(found):
                read = _read(m)
                if read is None:
                    continue
                value, form = read
                if len(found) == 1:  # the clause's words are its figure's
                    before, after = part[:m.start()], part[m.end():]
                    shared = lead if n and not _terms(before) else ""
                else:  # several figures of a kind in one clause: each its words up to the next, the opening shared
                    before = part[found[k - 1].end():m.start()] if k else part[:m.start()]
                    after = part[m.end():found[k + 1].start()] if k + 1 < len(found) else part[m.end():]
                    shared = part[:found[0].start()] if k else ""
                words = f"{shared} {before} {m.group('unit') or ''} {after}"
                out.append(Operand(sentence, m.group(0).strip(), value, form, _terms(words),
                                   frozenset(re.findall(r"[a-z]+", f"{shared} {before} {m.group(0)} {after}".lower()))))
    return out


def _read(m: re.Match) -> tuple[float, str] | None:
    pre = m.group("pre") or ""
    unit = (m.group("unit") or "").lower()
    try:
        value = float(m.group("n").replace(",", ""))
    except ValueError:
        return None
    if m.group("of"):
        value *= float(m.group("of").replace(",", ""))
        unit = ""
    stem = content_terms(unit)
    return value, f"{pre}|{stem[0] if stem else unit}"


# --- writing a result ------------------------------------------------------------------------------


def _written(value: float, like: list[Operand], percent: bool = False) -> str:
    if percent:
        text = f"{value:.1f}".rstrip("0").rstrip(".")
        return f"{text}%"
    decimals = any(re.search(r"\.\d", o.written) for o in like) or value != round(value)
    comma = any("," in o.written for o in like) or abs(value) >= 10000
    places = 2 if decimals and any(o.form.startswith(("£", "$", "€", "¥")) for o in like) else (
        max((len(o.written.split(".")[1].split()[0]) for o in like if re.search(r"\.\d", o.written)), default=2))
    number = f"{value:{',' if comma else ''}.{places if decimals else 0}f}"
    if decimals and not like[0].form.startswith(("£", "$", "€", "¥")):
        number = number.rstrip("0").rstrip(".") if "." in number else number
    pre, _, unit = like[0].form.partition("|")
    tail = _unit_word(like[0])
    return f"{pre}{number}{tail}"


def _unit_word(operand: Operand) -> str:
    m = _CUE.figure.search(operand.written)
    if m is None or not m.group("unit") or m.group("of"):
        return ""
    return f" {m.group('unit')}" if not m.group("unit").startswith("%") else "%"


def _working(operands: list[Operand], sign: str) -> str:
    return f" {sign} ".join(o.written for o in operands)


# --- the line workings ------------------------------------------------------------------------------


def _pair(terms: frozenset[str], clauses: list[Operand], exclude: tuple[Operand, ...] = ()) -> Operand | str | None:
    """The one clause ``terms`` name best (the most shared terms, a term naming three clauses or
    more counting for none); the reason when two tie; ``None`` when none shares a term."""
    common = {t for t in terms if sum(t in c.terms for c in clauses) >= 3}
    scored = [(len((terms - common) & c.terms), c) for c in clauses if c not in exclude]
    scored = [(s, c) for s, c in scored if s > 0]
    if not scored:
        return None
    best = max(s for s, _ in scored)
    top = [c for s, c in scored if s == best]
    if len({(c.source, c.written) for c in top}) > 1:
        return f"two lines fit {', '.join(sorted(terms - common))[:60]!r} equally ({top[0].written}, {top[1].written})"
    return top[0]


def _named(question: str, clauses: list[Operand]) -> list[Operand]:
    """The clauses the question's words name: each by a word naming one clause only, then by a word
    naming two when neither is named yet ("hire" in "the tent hire" adds no "Stove hire" once "tent"
    named "Tent hire"); amounts of money only when some are."""
    terms = sorted(_terms(question))
    out: list[Operand] = []
    for width in (1, 2):
        for t in terms:
            hit = [c for c in clauses if t in c.terms]
            if len(hit) == width and not any(c in out for c in hit):
                out.extend(hit)
    money = [c for c in out if c.form.partition("|")[0]]
    return (money or out)[:_MAX_OPERANDS + 1]


def _one_form(operands: list[Operand]) -> bool:
    return len({o.form for o in operands}) == 1


def _stated(operands: list[Operand], question: str) -> bool:
    """A clause that already states the asked value ("£4 per person", "12 left", "Total: £48")."""
    return any(_stated_text(o.source) for o in operands)


def _stated_text(text: str) -> bool:
    """Whether ``text`` states a result or a rate (``stated_result``, ``stated_rate``)."""
    return bool(_CUE.stated_result.search(text) or _CUE.stated_rate.search(text))


def _price_list(sentence: str) -> list[str]:
    """The labels of ``sentence``'s price-list items ("single", "return", "day pass"), when each is
    a short label of content words only ("we have spent" is no label); [] for fewer than two."""
    labels = []
    for m in _CUE.price_list_item.finditer(sentence):
        label = m.group("label").strip()
        if not all(content_terms(word) for word in label.split()):
            return []  # a word of the label is a function word or a verb's helper: a sentence, not a list
        labels.append(label)
    return labels if len(labels) >= 2 else []


def _unsuperseded(question: str, named: list[Operand], clauses: list[Operand]) -> list[Operand]:
    """``named`` less a clause a later changing line of the same subject replaces ("Shoe hire £4.00" beside "Shoe
    hire price amended 1 March: now £4.50": the question's words name both alike; cue ``superseding``)."""
    asked = _terms(question)
    order = {id(c): n for n, c in enumerate(clauses)}

    def replaced(old: Operand) -> bool:
        if _CUE.superseding.search(old.source):
            return False
        return any(new is not old and new.form == old.form and _CUE.superseding.search(new.source)
                   and order.get(id(new), -1) > order.get(id(old), -1)
                   and (asked & new.terms) == (asked & old.terms) != frozenset() for new in named)

    return [c for c in named if not replaced(c)]


def _label_tokens(source: str) -> set[str]:
    """The stemmed words of a line, a hyphened word kept whole ("off-peak" is no "peak")."""
    return {stem(w) for w in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", source.lower())}


def _with_base(question: str, named: list[Operand], clauses: list[Operand]) -> list[Operand]:
    """``named`` with the base price the question names added (fix66b, ZW6): an extra charge ("£2 extra per class";
    cue ``extra_charge``) is added to the one other priced line sharing the most of the question's words that no
    named line's label holds ("drop in" over "Drop-in class: £11"; none when a named line is the base already); words of the question that name too many lines to pair alone ("adult", "peak")
    name the one priced line holding two or more of them together ("Adult entry (peak)", not "(off-peak)"). An
    extra's form is its amount's ("£2 extra" adds as £2). ``named`` as it is when no one such line is found."""
    money = [c for c in clauses if c.form.partition("|")[0] and c not in named
             and not _CUE.extra_charge.search(c.source)]
    if not money or not named:
        return named
    asked = _terms(question)
    extras = [c for c in named if _CUE.extra_charge.search(c.source)]
    base = None
    if extras:  # the question's words no named line's label holds name the base ("drop in": "Drop-in class")
        left = asked - frozenset().union(*(c.terms for c in named if c not in extras),
                                         *(_terms(c.source[:max(0, c.source.find(c.written))]) for c in extras))
        scored = [(len(left & c.terms), c) for c in money]
        best = max(s for s, _ in scored)
        top = [c for s, c in scored if s == best]
        base = top[0] if best >= 1 and len(top) == 1 else None
    else:
        left = asked - frozenset().union(*(c.terms for c in named))
        left = {t for t in left if sum(t in c.terms for c in clauses) >= 3}
        scored = [(len(left & _label_tokens(c.source)), c) for c in money]
        best = max(s for s, _ in scored)
        top = [c for s, c in scored if s == best]
        base = top[0] if best >= 2 and len(top) == 1 else None
    plain = [Operand(c.source, c.written.split()[0], c.value, c.form.partition("|")[0] + "|", c.terms, c.words)
             if c in extras and c.form.partition("|")[2] in ("extra", "") else c for c in named]
    return plain if base is None else [base, *plain]


def _line_total(question: str, clauses: list[Operand]) -> Worked | Unworked | None:
    first = _named(question, clauses)
    if not first:
        return None
    kept = _unsuperseded(question, first, clauses)  # (a change leaving one operand: read as before, never a
    named = _with_base(question, kept if len(kept) > 1 else first, clauses)  # lone quote: "3 books" of the new £18)
    based = any(_CUE.extra_charge.search(c.source) for c in first) and any(
        not _stated_text(c.source) and not _CUE.extra_charge.search(c.source) for c in named)
    if _stated(first, question) and not based:
        return None  # (an extra "per class" over a base price the question names is summed per class, as asked)
    if len(named) == 1:
        only = named[0]
        m = _CUE.figure.search(only.written)
        if m is not None and m.group("of"):
            return Worked("total", _written(only.value, [only]), f"{m.group('n')} × {m.group('of')}", (only,))
        same = [c for c in clauses if c.source == only.source and c.form == only.form]
        listed = _price_list(only.source)
        if len(same) >= 2 and listed:  # "single £2.40, return £4.10, day pass £5.50"
            return Unworked("total", f"its line is a price list of alternatives ({', '.join(listed[:4])}), not "
                                     "amounts to add up, and which item, for how many and at which rate the question "
                                     "means is not worked out here")
        if len(same) >= 2:  # "we have spent €3,150 on coaching and €720 on new kit": one sentence's figures
            return Worked("total", _written(sum(c.value for c in same), same), _working(same, "+"), tuple(same))
        return None
    if len(named) > _MAX_OPERANDS or not _one_form(named):
        return Unworked("total", f"the lines on its words give figures of different kinds or too many "
                                 f"({', '.join(o.written for o in named[:4])})")
    periodic = _on_one_period(named, question, "total")
    if isinstance(periodic, Unworked):
        return periodic
    return Worked("total", _written(sum(o.value for o in periodic), periodic), _working(periodic, "+"),
                  tuple(periodic))


def _on_one_period(operands: list[Operand], question: str, operation: str = "difference") -> list[Operand] | Unworked:
    """The operands brought onto one period (an instalment times its count: "12 × £27.50"), or why
    amounts of different periods cannot be added or taken away (``operand_periods``)."""
    from course_lib.sim.values.operand_periods import on_one_period

    counts = on_one_period([o.source for o in operands], [o.written for o in operands], question)
    if isinstance(counts, str):
        return Unworked(operation, counts)
    return [o if n == 1 else Operand(o.source, f"{n} × {o.written}", o.value * n, o.form, o.terms, o.words)
            for o, n in zip(operands, counts, strict=True)]


def _line_difference(question: str, clauses: list[Operand]) -> Worked | Unworked | None:
    than = _CUE.than.search(question)
    if than is not None:
        a = _pair(_terms(than.group("a")), clauses)
        b = _pair(_terms(than.group("b")), clauses, (a,) if isinstance(a, Operand) else ())
        if a is None or b is None:
            return None
        if isinstance(a, str) or isinstance(b, str):
            return Unworked("difference", a if isinstance(a, str) else str(b))
        if a.form != b.form:
            return Unworked("difference", f"the two figures are of different kinds ({a.written}, {b.written})")
        periodic = _on_one_period([a, b], question)
        if isinstance(periodic, Unworked):
            return periodic
        a, b = periodic
        pair = [a, b] if a.value >= b.value else [b, a]
        return Worked("difference", _written(pair[0].value - pair[1].value, pair), _working(pair, "−"), tuple(pair))
    named = _named(question, clauses)
    if len(named) < 2 or _stated(named, question):
        return None
    if len(named) > _MAX_OPERANDS or not _one_form(named):
        return Unworked("difference", f"the lines on its words give figures of different kinds or too many "
                                      f"({', '.join(o.written for o in named[:4])})")
    periodic = _on_one_period(named, question, "difference")
    if isinstance(periodic, Unworked):
        return periodic
    ordered = sorted(periodic, key=lambda o: -o.value)
    if sum(o.value == ordered[0].value for o in ordered) > 1:
        return Unworked("difference", "two of its figures are equally the largest")
    result = ordered[0].value - sum(o.value for o in ordered[1:])
    return Worked("difference", _written(result, ordered), _working(ordered, "−"), tuple(ordered))


def _line_product(question: str, clauses: list[Operand]) -> Worked | Unworked | None:
    times = _multiplier(question)
    if times is None:
        return None
    factor, noun = times
    base = _base(noun, clauses) if noun else None
    if noun:
        rest = _terms(_CUE.counted.sub(" ", with_digits(question))) if base is None else _terms(question)
    else:  # "if I only make half": the fraction's words name no operand, nor does the recipe's yield ("makes 24")
        rest = _terms(_CUE.times_word.sub(" ", question))
        clauses = [c for c in clauses if not _is_yield(c)] or clauses
    if base is not None:
        rest = rest - base.terms - _terms(noun)
        one = _pair(_terms(question) - _terms(noun), [c for c in clauses if c is not base])
        if not isinstance(one, Operand):
            return None if one is None else Unworked("product", one)
        if _CUE.stated_result.search(one.source):
            return None
        value = one.value * factor / base.value
        return Worked("product", _written(value, [one]),
                      f"{one.written} for {base.written.split()[0] if base.written else ''}"
                      f"{' ' if base.written else ''}→ × {factor:g} ÷ {base.value:g}", (one, base))
    if noun:
        rest = _terms(noun)
    one = _pair(rest, clauses)
    tied = [c for c in clauses if rest & c.terms] if noun and not isinstance(one, Operand) else []
    priced = [c for c in tied if c.form.partition("|")[0]]
    tied = priced if len(priced) >= 2 else tied  # ("included in 1 and 2": an item's number is no rate)
    if len(tied) >= 2:  # several lines charge per session: the one the question's subject names
        one = _pair(_terms(question) - rest, tied) or one  # ("shoe hire" of "Shoe hire: £4 per session")
    party = noun and _party_priced(question, noun, clauses) if one is None else None
    if party is not None:  # "3 of us need shoes" over "Shoe hire £4 each": the count of people times it
        one, rest = party, rest | party.terms
    if one is None and noun and any(c.form.partition("|")[0] for c in clauses):
        return Unworked("product", f"no line of the documents prices {noun!r}, which the question counts")
    if not isinstance(one, Operand):
        return None if one is None else Unworked("product", one)
    if _CUE.stated_result.search(one.source) or not (rest & one.terms):
        return None
    if noun and party is None and not _terms(noun.split()[-1]) <= one.terms:  # "5 bags of fertiliser" is no "6 bags of 25"
        return Unworked("product", f"no line of the documents states {noun!r}, which the question counts")
    per = _rate_unit(one) if noun else None
    if per is None and noun and _timed(noun) and one.form.partition("|")[0] and _TIME_RATE_RE.search(one.source):
        # "£1 to start, then 25p a minute" for 35 minutes: the £1 is charged once; the rate per minute is another figure
        return Unworked("product", f"{one.written!r} is not charged per {_head(noun).rstrip('s')}, and the line's "
                                   "rate for the question's count is in a form it does not read")
    if per is not None and not _counts_unit(noun, per) and (
            not one.form.partition("|")[0] or _timed(noun) and _timed(per)):  # ("£14 per visit" for 3 day passes: a price)
        return Unworked("product", f"{one.written!r} is counted per {per}, and the question counts {noun!r}")
    if per is not None and _counts_unit(noun, per) and (base := _rate_base(one)) > 1:  # "£1 per 10 minutes" for 40 minutes
        return Worked("product", _written(one.value * factor / base, [one]),
                      f"{factor:g} ÷ {base:g} × {one.written}", (one,))
    if (after := after_allowance(one.source)) is not None:
        return Unworked("product", f"{one.written!r} is charged only {after!r}, and it does not take "
                                   "that allowance off the question's count")
    return Worked("product", _written(one.value * factor, [one]), f"{factor:g} × {one.written}", (one,))


def _party_priced(question: str, noun: str, clauses: list[Operand]) -> Operand | None:
    """For a count of people ("3 of us", "2 guests"; lexicon ``counted_people``), the one line priced
    for each of them ("Shoe hire £4 each", "£15 per person": ``priced_each``) that the question's
    other words name; ``None`` otherwise."""
    if noun.lower().strip() not in lexicon("counted_people"):
        return None
    each = [c for c in clauses if c.form.partition("|")[0] and _CUE.priced_each.search(c.source)]
    one = _pair(_terms(question) - _terms(noun), each) if each else None
    return one if isinstance(one, Operand) else None


_TIME_RATE_RE = re.compile(r"\b(?:an?|per|each|every)\s+(?:minute|min|hour|hr|day|night|week|month)s?\b|/\s*(?:min|hr|h|day)\b",
                           re.IGNORECASE)  # a rate by a unit of time elsewhere in the operand's line ("25p a minute")


def _rate_unit(one: Operand) -> str | None:
    """The unit a rate operand is charged or counted by (a count per a thing, or a price per a unit of
    time, checked against the question's count; a price per visit for "3 day passes" is a price) ("4 people per boat": "boat"; "£18 an hour":
    "hour"), read after its figure in its sentence; ``None`` for a figure that is no rate."""
    at = one.source.find(one.written)
    if at < 0:
        return None
    found = _CUE.rate_unit.match(one.source[at + len(one.written):])
    return found.group("unit").lower() if found else None


def _rate_base(one: Operand) -> float:
    """The count of units a rate operand is for ("£1 per 10 minutes": 10; "£18 an hour": 1)."""
    at = one.source.find(one.written)
    found = _CUE.rate_unit.match(one.source[at + len(one.written):]) if at >= 0 else None
    return float(found.group("base")) if found and found.group("base") else 1.0


def _timed(word: str) -> bool:
    """A unit of time ("hours", "day"): lexicon ``compared_time_units``."""
    return _head(word) in lexicon("compared_time_units")


def _head(noun: str) -> str:
    """The counted noun's head word: its last word, or the last before "of" ("minutes of parking")."""
    words = noun.lower().split()
    return words[words.index("of") - 1] if "of" in words[1:] else words[-1]


def _counts_unit(noun: str, per: str) -> bool:
    """Does the question's count of ``noun`` count the rate's unit ``per``? ("3 hours" an hour's, "4
    people" a person's: ``count_nouns``, by stem)."""
    def stems(word: str) -> set[str]:
        return set(content_terms(" ".join(_synonyms(word))))

    return bool(stems(_head(noun)) & stems(per))


def _is_yield(c: Operand) -> bool:
    """Whether the clause's figure is a recipe's or a plan's yield itself ("makes 24", "serves 6"),
    not a quantity stated beside it ("Feeding plan (serves 3 beds): 1.5 kg of pellets")."""
    return any(abs(float(m.group("n").replace(",", "")) - c.value) < 1e-9 for m in _CUE.yield_count.finditer(c.source))


def _base(noun: str, clauses: list[Operand]) -> Operand | None:
    """A recipe's or a plan's base count for what the question's count counts ("serves 4" for
    "twelve servings"): the one clause whose figure is followed or preceded by that word's stem."""
    said = _synonyms(noun.lower().split()[-1])
    said |= set(content_terms(" ".join(said)))
    found = [c for c in clauses if not c.form.partition("|")[0] and _CUE.base_count.search(c.source)
             and (c.form == "|" or c.form.partition("|")[2] in said)
             and (c.words | set(content_terms(" ".join(c.words)))) & said]
    return found[0] if len(found) == 1 else None


def _synonyms(noun: str) -> set[str]:
    """The words a count of ``noun`` is written with (``count_nouns``: "person": "us", "people", ...)."""
    out = {noun.lower()}
    for entry in lexicon("count_nouns"):
        words = set(entry.split())
        if noun.lower() in words:
            out |= words
    return out


def _line_quotient(question: str, clauses: list[Operand]) -> Worked | Unworked | None:
    per = _CUE.quotient.search(question)
    given = list(_CUE.given_count.finditer(with_digits(question)))
    if len(given) == 1:
        by = float(given[0].group("n") or given[0].group("n2"))
        one = _pair(_terms(question), [c for c in clauses if c.value != by or c.form.partition("|")[0]])
        if not isinstance(one, Operand):
            return None if one is None else Unworked("quotient", one)
        if _stated([one], question) or by == 0:
            return None
        if _span_unasked(one, question):
            return Unworked("quotient", f"the only figure it could divide by {by:g} is a span of time ({one.written}), "
                                        "which the question does not ask about")
        result = _written(one.value / by, [one])
        named = _CUE.result_noun.search(question)
        if named is not None and not one.form.partition("|")[0]:  # "how many weeks will it last": weeks
            result = f"{result.split()[0]} {named.group('noun')}"
        return Worked("quotient", result, f"{one.written} ÷ {by:g}", (one,))
    if per is None:
        return None
    noun = per.group("per") or per.group("each") or ("person" if per.group("us") else "")
    if not noun:
        return None
    said = _synonyms(noun)
    stems = set(content_terms(" ".join(said))) | said
    counts = [c for c in clauses if (c.words | set(content_terms(" ".join(c.words)))) & stems
              and not c.form.partition("|")[0] and (c.form == "|" or c.form.partition("|")[2] in stems)]
    if len(counts) != 1:
        return None if not counts else Unworked("quotient", f"several lines count the {noun} "
                                                            f"({', '.join(c.written for c in counts[:3])})")
    count = counts[0]
    if count.words & lexicon("count_bound_words"):
        return None  # "Minimum stay 3 nights": a rule's bound on the count, nothing shared out over it
    rest = _terms(_CUE.quotient.sub(" ", question)) - stems
    one = _pair(rest, [c for c in clauses if c is not count and c.form != count.form])
    if not isinstance(one, Operand):
        return None if one is None else Unworked("quotient", one)
    if _stated([one], question) or count.value == 0:
        return None
    if _span_unasked(one, question):
        return Unworked("quotient", f"the only figure it could divide per {noun} is a span of time ({one.written}), "
                                    "which the question does not ask about")
    return Worked("quotient", _written(one.value / count.value, [one]),
                  f"{one.written} ÷ {count.value:g} {noun}".rstrip(), (one, count))


def _span_unasked(one: Operand, question: str) -> bool:
    """(ground80) Whether the figure a quotient would divide is a span of time (``time_span_form``: "valid 12
    months", "valid 2 seasons") that the question does not ask about (no ``asks_time`` word, not the span's own
    unit): "how much is the 10 visit card per visit?" over "10-visit card,108.00,valid 12 months" asks the price
    shared out, and the card's validity is no such amount."""
    if not _CUE.time_span_form.match(one.form) or _CUE.asks_time.search(question):
        return False
    return not set(content_terms(one.form.partition("|")[2])) & set(content_terms(question))


def _shared(question: str, bodies: list[str]) -> Worked | Unworked | None:
    """A share of stated amounts ("share_ask"): the question's count ("split 3 ways", "between the
    4 of us") dividing the amounts' total; else a period or payment the question names ("a month",
    "each instalment") dividing the one amount by the count a statement spreads it over ("paid
    over 10 months"); ``None`` when the question asks no share or the notes give no such count."""
    ask = _CUE.share_ask.search(question)
    if ask is None:
        return None
    clauses = [c for body in bodies[:_MAX_DOCS] for c in _clauses(body)]
    money = [c for c in clauses if c.form.partition("|")[0]]
    if not money:
        return None
    split = _CUE.split_count.search(with_digits(question))
    if split is not None:
        n = float(split.group("n") or split.group("n2"))
        if n <= 0:
            return None
        if len(money) > _MAX_OPERANDS or not _one_form(money):
            return Unworked("quotient", f"the amounts to share are of different kinds or too many "
                                        f"({', '.join(o.written for o in money[:4])})")
        total = sum(o.value for o in money)
        working = f"({_working(money, '+')}) ÷ {n:g}" if len(money) > 1 else f"{money[0].written} ÷ {n:g}"
        return Worked("quotient", _written(total / n, money), working, tuple(money))
    noun = ask.group("period")
    if not noun:
        return None
    counts = [(float(m.group("n")), m.group("noun")) for body in bodies[:_MAX_DOCS]
              for m in _CUE.over_count.finditer(with_digits(body)) if _same_noun(m.group("noun"), noun)]
    if len(counts) != 1:
        return None
    if len(money) != 1:
        return Unworked("quotient", f"several amounts could be spread over the {counts[0][1]} "
                                    f"({', '.join(o.written for o in money[:4])})")
    (n, said), one = counts[0], money[0]
    if n <= 0:
        return None
    return Worked("quotient", _written(one.value / n, [one]), f"{one.written} ÷ {n:g} {said}", (one,))


def _same_noun(a: str, b: str) -> bool:
    from course_lib.sim.words.text import stem

    return stem(a.lower()) == stem(b.lower())


def _line_percentage(question: str, clauses: list[Operand]) -> Worked | Unworked | None:
    m = _CUE.percentage.search(question)
    whole_words = m.group("whole") if m is not None and m.group("whole") else ""
    if m is None or not whole_words:
        return None
    asked_terms = _terms(question)
    if any(_CUE.percent_stated.search(c.source) and c.terms & asked_terms for c in clauses):  # "58 per cent": stated
        return None
    part = _pair(_terms(question[m.end():]) - _terms(whole_words), clauses)
    if part is None:
        return None
    if isinstance(part, str):
        return Unworked("percentage", part)
    whole = _pair(_terms(whole_words), [c for c in clauses if c is not part and c.form == part.form])
    if whole is None:
        return Unworked("percentage", f"no line gives the whole the question names ({whole_words.strip()!r}) "
                                      f"in the form of the part ({part.written})")
    if isinstance(whole, str):
        return Unworked("percentage", whole)
    if part.form != whole.form or whole.value == 0:
        return Unworked("percentage", f"the part and the whole are of different kinds ({part.written}, {whole.written})")
    share = 100 * part.value / whole.value
    return Worked("percentage", _written(share, [part], percent=True), f"{part.written} ÷ {whole.written}",
                  (part, whole))


def _part_of(question: str, bodies: list[str]) -> Worked | Unworked | None:
    """A share asked as a percentage of the one line on the question's subject that states a part of a
    whole ("Attendance: 131 of 142 sessions" for "her attendance as a percentage": 92.3%); the reason
    when two such lines fit equally; ``None`` when none does (or the line already states a percentage)."""
    asked = _terms(_CUE.percent_ask.sub(" ", question))
    found = []
    for body in bodies[:_MAX_DOCS]:
        for sentence in _sentences(body):
            parts = list(_CUE.part_of.finditer(sentence))
            if len(parts) != 1 or _CUE.percent_stated.search(sentence):
                continue
            shared = len(asked & _terms(sentence))
            if shared:
                found.append((shared, sentence, parts[0]))
    if not found:
        return None
    best = max(n for n, _, _ in found)
    top = [(s, m) for n, s, m in found if n == best]
    if len(top) > 1:
        return Unworked("percentage", f"two lines state a part of a whole equally on its words "
                                      f"({top[0][1].group(0)}, {top[1][1].group(0)})")
    sentence, m = top[0]
    a, b = float(m.group("a").replace(",", "")), float(m.group("b").replace(",", ""))
    if b == 0 or a > b:
        return None
    part = Operand(sentence, m.group("a"), a, "|", asked, frozenset())
    whole = Operand(sentence, m.group("b"), b, "|", asked, frozenset())
    return Worked("percentage", _written(100 * a / b, [part], percent=True), f"{m.group('a')} ÷ {m.group('b')}",
                  (part, whole))


_LINE_WORKINGS = {"total": _line_total, "difference": _line_difference, "product": _line_product,
                  "quotient": _line_quotient, "percentage": _line_percentage}


# --- the table workings -----------------------------------------------------------------------------


def _plain(text: str) -> str:
    return re.sub(r"[^\w%]+", " ", text.lower()).strip()


_SHORT_NAME_WORD = 4  # a shorter word of a row's key (a "FC", "Jo") names no row on its own


def _named_by_a_word(keys: list[str], low: str) -> list[int]:
    """The rows a question names by one word of their key cell that no other key holds ("Dev"
    for "Dev Patel", "the wanderers" for "Westby Wanderers"), at most one word per row; a word
    of several keys ("United") names none."""
    words = [set(_plain(k).split()) for k in keys]
    said = set(low.split())
    out = []
    for n, own in enumerate(words):
        others = set().union(*(w for m, w in enumerate(words) if m != n))
        hits = {w for w in own - others if len(w) >= _SHORT_NAME_WORD and not w.isdigit()} & said
        if hits:
            out.append(n)
    return out


def _tabled(operation: str, question: str, rows) -> Worked | Unworked | None:
    """The operation over one table: the rows the question names by their key cell, the numeric
    column it names by its header (``None`` when it names neither, or the table is no such table)."""
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    numeric = {}
    for h in heads:
        read = [figure(c) for c in column_cells(rows, h)]
        if read and all(r is not None for r in read) and len({r[1] for r in read if r}) == 1:
            numeric[h] = read
    key = key_column(rows, numeric)
    if key is None or not numeric:
        return None
    low = f" {_plain(question)} "
    keys = column_cells(rows, key)
    named_rows = [n for n, k in enumerate(keys) if _plain(k) and f" {_plain(k)} " in low]
    named_cols = [h for h in numeric if _plain(h) and f" {_plain(h)} " in low]
    if not named_cols:  # "points" over a "Pts" column (``record_keys.header_words``)
        named_cols = [h for h in numeric if (w := _plain(header_words(h))) and f" {w} " in low]
    if operation == "difference" and len(named_rows) == 1:
        named_rows += [n for n in _named_by_a_word(keys, low) if n not in named_rows]
    if not named_rows and not named_cols:
        return None
    rest = low
    for name in [keys[n] for n in named_rows] + named_cols:
        rest = rest.replace(f" {_plain(name)} ", " ")
    if re.search(r"\d", with_digits(rest)):  # "two adults and one 10-year-old, 6 days each": counts, no plain sum
        return None
    if any(_stated_text(h) for h in heads):  # a "Seats left" or "Total" column states it: read, not worked
        return None

    def cell(n: int, h: str) -> Operand:
        value, form = numeric[h][n]
        return Operand(f"{keys[n]}, {h}", column_cells(rows, h)[n].strip(), value, form)

    if operation == "total":
        if len(named_rows) == 1 and not named_cols:
            cells = [cell(named_rows[0], h) for h in numeric]
            if not _one_form(cells):
                return None
            return Worked("total", _written(sum(c.value for c in cells), cells),
                          f"{keys[named_rows[0]]}: {_working(cells, '+')}", tuple(cells))
        if len(named_cols) == 1 and not named_rows:
            cells = [cell(n, named_cols[0]) for n in range(len(keys))]
            return Worked("total", _written(sum(c.value for c in cells), cells),
                          f"{named_cols[0]}: {_working(cells, '+')}", tuple(cells))
        return None
    if operation == "difference" and len(named_rows) == 2 and len(named_cols) == 1:
        pair = sorted((cell(n, named_cols[0]) for n in named_rows), key=lambda c: -c.value)
        return Worked("difference", _written(pair[0].value - pair[1].value, pair),
                      f"{named_cols[0]}: {pair[0].source.split(',')[0]} {pair[0].written} − "
                      f"{pair[1].source.split(',')[0]} {pair[1].written}", tuple(pair))
    if operation == "percentage" and len(named_rows) == 1 and len(named_cols) == 1:
        n, h = named_rows[0], named_cols[0]
        row = [cell(n, c) for c in numeric]
        if not _one_form(row):
            return None
        whole = sum(c.value for c in row)
        if whole == 0:
            return None
        part = cell(n, h)
        return Worked("percentage", _written(100 * part.value / whole, [part], percent=True),
                      f"{h} {part.written} of {keys[n]}'s {_written(whole, row)} in all", (part, *row))
    if operation in ("difference", "percentage", "total"):
        return Unworked(operation, "the rows and columns the question names do not make one working of the table")
    return None


__all__ = ["Operand", "Unworked", "Worked", "asked", "worked"]
