"""A cost worked out from a rate and the counts it is charged by (issue 26; notebook 02's grounded
answers).

"How much is the labour?" over "Labour is 2 fitters for 4 days at EUR 280 per fitter per day.": no
sentence states the labour's cost, and the one on its subject gives the operands: a rate, "per"
each of the things it is charged by, and how many of each there are. Here the rate is multiplied
by each count ("2 fitters" for "per fitter", "4 days" for "per day"; "at EUR 40 each" by the
sentence's one count): EUR 2,240, with the working shown.

:func:`product` gives ``None`` when the question asks no amount of money, asks a rate itself ("per
day", "each", "the daily rate"), or no one sentence on the question's subject (its own words or its document's title line) holds exactly one
amount charged "per" things it also counts; so an amount with a "per" no count meets ("EUR 90 per
night") is a rate the usual reading quotes. Number words count ("two fitters") through the
simulator's one reading of them (``quantities.with_all_digits``). Bounded: ``_MAX_DOCS``,
``_MAX_UNITS``.

``worked_correction`` / ``unworked_correction`` (fix65a; the sixtieth set's YW1 b) read a later correcting line
for a question asking a total (cue ``rate_products.asks_total``: "the estimate", "altogether"): a rate and a count
of its unit in the correction give their product; a bare corrected rate, a stated limit in ``quoted_answer``.

``rerated`` (latent79): a product whose rate a later change line restates for its unit ("10 sessions at £15 per
session" and "Update: the session price is now £12"; "Correction: the hourly rate is £30": ``unit_adjective``) is
worked at the new rate; a later line with a new amount of the subject and no unit, or a new count of the unit,
leaves it unsure (``None``: the other readers state the limit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value
from course_lib.sim.words.text import content_terms

_CUE = patterns("rate_products")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MAX_PER = 3  # a cap on the "per <thing>" steps read after an amount
_MAX_COUNTS = 12  # a cap on the counts of a rate's unit added up across sentences


@dataclass(frozen=True)
class Product:
    """The worked cost: the rate as written, the counts it is multiplied by, and the sentence."""

    total: float
    currency: str
    rate: str  # "EUR 280 per fitter per day"
    counts: tuple[str, ...]  # ("2 fitters", "4 days")
    sentence: str

    def answer(self) -> str:
        """"EUR 2,240 (2 fitters x 4 days x EUR 280 per fitter per day)." and the sentence."""
        shown = f"{self.total:,.2f}".removesuffix(".00")
        amount = f"{self.currency} {shown}" if len(self.currency) == 3 else f"{shown} {self.currency}"
        working = " x ".join([*self.counts, self.rate])
        if not self.sentence:  # (worked across sentences: the working alone, "(2 hours + 1 hour) x ...")
            return f"{amount}: {working}."
        return f"{amount} ({working}). {' '.join(self.sentence.split())}"


def asks_rate(question: str) -> bool:
    """Whether ``question`` asks a rate itself ("How much per day?", "What does each chair cost?",
    "the daily rate"), whose answer is the rate a sentence states, not a product."""
    return bool(_CUE.asks_rate.search(question))


def asks_legs_amount(question: str) -> bool:
    """Whether ``question`` asks an amount ("how much", "total", "cost": ``rate_products.legs_amount``)."""
    return bool(_CUE.legs_amount.search(question or ""))


def both_legs(question: str, text: str) -> str | None:
    """The amount for both legs of a journey the question names ("delivery and collection", "there and
    back", "a return trip": ``patterns.yaml`` ``rate_products.both_legs``) from ``text``'s one price
    charged for one leg ("£15 each way", "£8 per journey": ``one_leg``), the working shown: "£30 (2 x £15
    each way)"; ``None`` when the question names no both legs, or ``text`` holds no such price or more
    than one amount (which leg's price is which is not told)."""
    if not question or not text or not _CUE.both_legs.search(question):
        return None
    amounts = list(AMOUNT_RE.finditer(text))
    if len(amounts) != 1:
        return None
    leg = _CUE.one_leg.match(text[amounts[0].end():])
    if leg is None:
        return None
    value = amount_value(amounts[0])
    currency = amount_currency(amounts[0], text)
    shown = f"{2 * value:,.2f}".removesuffix(".00")
    total = f"{currency} {shown}" if len(currency) == 3 else f"{shown} {currency}"
    return f"{total} (2 x {amounts[0].group(0).strip()} {' '.join(leg.group('leg').split())}: both ways)."


def after_allowance(text: str) -> str | None:
    """The words of ``text`` that charge its rate only past an allowance ("after the fourth week",
    "beyond the first 3 days": ``patterns.yaml`` ``rate_products.rate_after``), or ``None``: such a
    rate is never worked on the question's whole count."""
    found = _CUE.rate_after.search(text) if text else None
    return found.group(0) if found else None


def product(question: str, bodies: list[str]) -> Product | None:
    """The cost the question asks, worked out from one sentence's rate and counts (see the module
    docstring); ``None`` for a cost that its rate's line caps below it ("£4 per hour, never more
    than £20 for one hire": ``caps``), which the other readers then state as a limit."""
    from course_lib.sim.grounded.caps import exceeded

    found = _product(question, bodies)
    if found is not None and exceeded(found.total, [found.sentence or found.rate], bodies):
        return None
    if found is not None and _other_unit_counted(question, found):
        return None
    if found is not None and after_allowance(found.sentence or found.rate):
        return None  # ("Storage after the fourth week: £35 per week" for seven weeks: the workings' limit)
    if found is not None:
        return rerated(question, found, bodies)
    return found


def rerated(question: str, found: Product, bodies: list[str]) -> Product | None:
    """``found`` worked at the rate a later change line states (latent79): "10 sessions at £15 per session" and,
    further down, "Update: the session price is now £12." give £120, not £150. The later line is marked as a change
    (``later_corrections.marked``), states one amount in the rate's currency and names the rate's unit ("session",
    "sessions ... each", "the hourly rate": ``unit_adjective``): the counts times the new amount. A marked later line
    with one amount that names no unit but the rate's subject or the question's ("Update: the course is now £130")
    leaves the reading unsure: ``None`` (the other readers state the limit). Any other line: ``found`` as it is."""
    from course_lib.sim.grounded.later_corrections import change_body, marked
    from course_lib.sim.words.quantities import with_all_digits

    old = next(AMOUNT_RE.finditer(found.rate), None)
    if old is None or not amount_value(old):
        return found
    anchor = " ".join((found.sentence or found.rate[:old.end()]).split())
    units = _rate_units(found)
    subject = (frozenset(content_terms(found.sentence or found.rate)) | frozenset(content_terms(question))) - _MONEY_TERMS
    for body in bodies[:_MAX_DOCS]:
        if anchor not in " ".join(body.split()):
            continue
        news = []
        for line in (line for line in _after(body, anchor)[:_MAX_UNITS] if marked(line)):
            said = change_body(line)
            amounts = list(AMOUNT_RE.finditer(said))
            if not amounts and any(_singular(m.group("noun")) in units for m in _CUE.count.finditer(
                    with_all_digits(said))):
                return None  # ("Update: the course is now 8 sessions": the count changed, the product is unsure)
            if len(amounts) != 1 or amount_currency(amounts[0], said) != found.currency:
                continue
            if (both := _worked(said)) is not None:
                return both  # ("Update: now 8 sessions at £14 per session": the line's own product)
            if amount_value(amounts[0]) == amount_value(old):
                continue
            named = {_singular(w) for w in re.findall(r"[A-Za-z]+", said)} | {
                k for m in _CUE.unit_adjective.finditer(said) for k, v in m.groupdict().items() if v}
            if units & named:
                news.append((amounts[0], line))
            elif subject & frozenset(content_terms(said)):
                return None  # (a new amount of the subject, no unit of the rate named: which figure it is is unsure)
        if len(news) > 1:
            return None
        if news:
            amount, line = news[0]
            factor = found.total / amount_value(old)
            total = round(amount_value(amount) * factor, 2)
            rate = f"{amount.group(0).strip()}{found.rate[old.end():]}"
            return Product(total, found.currency, rate, found.counts, line)
    return found


def _after(text: str, anchor: str) -> list[str]:
    """The lines of ``text`` after the one holding ``anchor`` (whitespace ignored), the anchor's own line's rest
    included when the anchor ends before its line does."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for i, line in enumerate(lines):
        flat = " ".join(line.split())
        if anchor in flat:
            rest = flat[flat.find(anchor) + len(anchor):].strip()
            return ([rest] if rest else []) + lines[i + 1:]
    joined = " ".join(text.split())
    at = joined.find(anchor)
    return [joined[at + len(anchor):].strip()] if at >= 0 else []


def _rate_units(found: Product) -> set[str]:
    """The units a rate is charged by: its "per <unit>" steps, else the nouns of its counts ("8 sessions" for
    "£9 each")."""
    units = {_singular(m.group("unit")) for m in _CUE.per.finditer(found.rate)}
    if units:
        return units
    return {_singular(w) for c in found.counts for w in re.findall(r"[A-Za-z]+", c)}


def worked_correction(question: str, line: str) -> Product | None:
    """The amount ``question`` asks ("the estimate altogether", "the total") worked from a later correcting
    ``line`` that states both a rate and a count of its unit ("the rate is £110 per hour, and the estimate
    is 4 hours": 4 hours x £110 = £440), or ``None`` (a question asking the rate itself, no amount asked,
    no such pair in the line, a rate charged past an allowance). The sixtieth set's YW1."""
    if asks_rate(question) or not _CUE.asks_total.search(question):
        return None
    found = _worked(line)
    if found is None or after_allowance(line):
        return None
    return found


def unworked_correction(question: str, line: str) -> bool:
    """Whether ``question`` asks a worked amount ("the total", "altogether") and the correcting ``line``
    states a bare rate ("now £110 per hour") whose unit it counts nowhere: quoting the line is no answer,
    and the reply states the limit."""
    if asks_rate(question) or not _CUE.asks_total.search(question) or _worked(line) is not None:
        return False
    return _one_rate(" ".join(line.split())) is not None


def _other_unit_counted(question: str, found: Product) -> bool:
    """Whether the question counts a unit of time (``question_unit``: "3 days", "a 3-day hire") and
    the product counts only other units of time ("3 hours x £30 per hour" worked for "a 3-day
    hire"): the rate it read is another unit's, so the working is not the question's. Also when the
    question counts a unit of measure (``question_measure``: "4 litres", "12 km") the product does not
    count: its count came off the document's own line ("£15 each" times "within 10 miles") or another
    unit's rate."""
    from course_lib.sim.words.quantities import with_all_digits

    asked = {_singular(m.group("unit")) for m in _CUE.question_unit.finditer(with_all_digits(question))}
    counted = {_singular(w) for c in found.counts for w in re.findall(r"[A-Za-z]+", c)}
    measured = {_measure_key(m.group("unit")) for m in _CUE.question_measure.finditer(with_all_digits(question))}
    if measured and not measured & {_measure_key(w) for w in counted}:
        return True  # ("4 litres short" over "£15 each" times "within 10 miles": not the question's count)
    if not asked:
        return False
    timed = {_singular(m.group("unit")) for c in found.counts for m in _CUE.question_unit.finditer(
        re.sub(r"[()]", " ", c))}
    return bool(timed) and not asked & counted


def _measure_key(word: str) -> str:
    """One key for a unit of measure however written ("litres", "liter" -> "liter"; "km", "kilometres"
    -> "kilometer"): pint's name with its prefix, else the word singular."""
    from course_lib.sim.words.units import registry

    low = word.lower()
    try:
        parsed = registry().parse_unit_name(low)
    except Exception:  # pint's errors for a word it cannot split are of several kinds
        parsed = ()
    for prefix, name, _ in parsed:
        return f"{prefix}{name}"
    return _singular(low)


def _product(question: str, bodies: list[str]) -> Product | None:
    from course_lib.sim.grounded.allowances import is_allowance
    from course_lib.sim.material.prose import units
    from course_lib.sim.words.quantities import asks_money, with_all_digits

    if asks_rate(question):
        return None
    if not asks_money(question):
        return _counted(question, bodies)
    subject = frozenset(content_terms(question)) - _MONEY_TERMS
    timed = set(lexicon("compared_time_units"))
    counted = frozenset(content_terms(" ".join(m.group("noun") for m in _CUE.count.finditer(with_all_digits(question))
                                               if m.group("noun").lower() in timed)))
    subject = subject - counted or subject  # ("the generator for three days": the days are its length, no subject)
    if not subject:
        return None
    found: dict[float, Product] = {}
    for body in bodies[:_MAX_DOCS]:
        read = units(body)[:_MAX_UNITS]
        title = frozenset(content_terms(read[0].text)) if read else frozenset()
        for unit in read:
            text = unit.text
            low = text.lower()
            if " per " not in low and " each" not in low:
                continue  # (no rate in it: the cheap test first)
            if not subject & (frozenset(content_terms(text)) | title):
                continue  # (the sentence, or the title it stands under, names the question's subject)
            if is_allowance(text):
                continue  # (a free allowance then a rate: its count is the allowance, not what is charged)
            worked = _worked(text)
            if worked is not None:
                found[worked.total] = worked
        if not found:
            across = _across(question, subject, read, title)
            if across is not None:
                found[across.total] = across
    if not found:
        return _counted(question, bodies)
    return next(iter(found.values())) if len(found) == 1 else None


def _counted(question: str, bodies: list[str]) -> Product | None:
    """The question's own count times the price of one of its things (``counted_prices``)."""
    from course_lib.sim.grounded.counted_prices import priced

    found = priced(question, bodies)
    if found is None:
        return None
    return Product(found.total(), found.currency, found.rate, (found.counted,), found.clause)


def _across(question: str, subject: frozenset[str], read, title: frozenset[str]) -> Product | None:
    """A rate in one sentence on the subject ("Lessons are GBP 38 per hour.") times the counts of its
    unit in the document's other sentences on the subject ("2 hours ... and 1 hour"), summed: one
    rate sentence (its own words name the subject, else the title does), one amount and one "per"
    in it, and a count of that unit in another sentence; ``None`` otherwise, and when the question
    names one of the unit ("How much is one session?": the rate itself, or a count of its own: "for
    five weeks" is the question's count, never the material's "4 weeks"). A count after "the first"
    ("hire for the first 4 weeks: included") is an allowance, no count charged (``bound_before``)."""
    from course_lib.sim.words.quantities import with_all_digits

    rates, others = [], []
    for unit in read:
        text = with_all_digits(" ".join(unit.text.split()))
        terms = frozenset(content_terms(text))
        own = bool(subject & terms)
        rate = _one_rate(text) if " per " in text.lower() or "/" in text else None
        if rate is not None:
            rates.append((own, rate, unit.text))
        elif own:
            others.append((text, unit.text))
    mine = [r for r in rates if r[0]] or ([r for r in rates] if subject & title else [])
    if len(mine) > 1:  # ("Rents are £0.40 per square metre" beside "membership: £5 per household,
        # payable with the rent"): the one rate whose own label, before its amount, names the subject
        labelled = [r for r in mine if subject & frozenset(content_terms(r[1][1][:r[1][0].start()]))]
        mine = labelled if len(labelled) == 1 else mine
    if len(mine) != 1 or not others:
        return None
    _, (amount, text, per), _sentence = mine[0]
    if _singular(per) in {w.lower() for w in re.findall(r"[A-Za-z]+", question)} or any(
            _singular(m.group("noun")) == _singular(per) for m in _CUE.count.finditer(with_all_digits(question))):
        return None  # ("one tutoring session", "a 2-hour lesson": the question names one unit)
    counts = [(int(m.group("n")), m.group(0)) for line, _ in others[:_MAX_UNITS]
              for m in _CUE.count.finditer(line) if _singular(m.group("noun")) == _singular(per)
              and not _CUE.bound_before.search(line[:m.start()])]  # ("a minimum of 3 hours": a rule, no count)
    if not counts or len(counts) > _MAX_COUNTS:
        return None
    used = {str(n) for n, _ in counts}
    if any(f not in used for f in re.findall(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w.,]*\d)(?![A-Za-z])", with_all_digits(question))):
        return None  # ("I'm 67, what's my rent": a figure of the question's own the working leaves unused)
    total = round(amount_value(amount) * sum(n for n, _ in counts), 2)
    shown = " + ".join(c for _, c in counts)
    rate = f"{amount.group(0).strip()} per {per}"
    # (the working is the answer: the sentences it came from are the citations' job)
    return Product(total, amount_currency(amount, text), rate, (f"({shown})" if len(counts) > 1 else shown,), "")


def _one_rate(text: str):
    """(the amount, the text, the unit) of a sentence holding one amount and one "per <unit>" after it
    that no count of the sentence meets (a bare rate); ``None`` otherwise."""
    amounts = list(AMOUNT_RE.finditer(text))
    if len(amounts) != 1:
        return None
    after = text[amounts[0].end():]
    step = _CUE.per.match(after)
    if step is None or _CUE.per.match(after, step.end()):
        return None
    unit = _singular(step.group("unit"))
    if any(_singular(m.group("noun")) == unit for m in _CUE.count.finditer(text)):
        return None  # (its own count: the one-sentence reading's)
    return amounts[0], text, step.group("unit")


def _worked(sentence: str) -> Product | None:
    """The sentence's one amount times the counts of what it is charged per, or ``None``."""
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(" ".join(sentence.split()))
    amounts = list(AMOUNT_RE.finditer(text))
    if len(amounts) != 1:
        return None
    amount = amounts[0]
    after = text[amount.end():]
    per_units, end = [], 0
    while len(per_units) < _MAX_PER and (step := _CUE.per.match(after, end)):
        per_units.append(step.group("unit"))
        end = step.end()
    each = _CUE.each.match(after)
    counted = [(m, _singular(m.group("noun"))) for m in _CUE.count.finditer(text)
               if not amount.start() <= m.start() < amount.end() and not m.group("noun").lower().startswith("per")
               and not _CUE.bound_before.search(text[:m.start()])]  # ("for the first 2 days": an allowance)
    factors: list[tuple[int, str]] = []
    if per_units:
        for unit in per_units:
            match = [m for m, noun in counted if noun == _singular(unit)]
            if len(match) != 1:
                return None  # a "per" no count of the sentence meets: a rate, not a cost to work out
            factors.append((int(match[0].group("n")), match[0].group(0)))
        rate = f"{amount.group(0).strip()}{after[:end].rstrip()}"
    elif each:
        before = [m for m, _ in counted if m.end() <= amount.start() and not _CUE.each_not_counted.match(m.group("noun"))]
        if len(before) != 1:
            return None
        factors.append((int(before[0].group("n")), before[0].group(0)))
        rate = f"{amount.group(0).strip()} each"
    else:
        return None
    total = amount_value(amount)
    for n, _ in factors:
        total *= n
    return Product(round(total, 2), amount_currency(amount, text), rate, tuple(shown for _, shown in factors), sentence)


def _singular(noun: str) -> str:
    noun = noun.lower()
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith(("ches", "shes", "sses", "xes")):
        return noun[:-2]
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


_IRREGULAR = {"people": "person", "persons": "person", "men": "man", "women": "woman", "children": "child",
              "nights": "night", "feet": "foot"}
# the question's words that ask for money, not its subject ("How much is the labour?": "labour")
_MONEY_TERMS = frozenset(content_terms("how much cost costs price fee fees charge pay total amount"))
