"""The chosen lines are the operands of the answer, not the answer (``extractive``): a
difference, a quotient, a date counted from another, a whole or a total (``uncomputed``), an
operation word the lines miss (``unworked_operation``), what is left to pay
(``unworked_remainder``), a sum or an average (``unsummed``), a count (``uncounted``). Each returns
the sentence saying why quoting the lines would pass them off as the result (the reason of a stated
limit), or ``None`` when they may be the answer.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.answer_forms import DATE_FIGURE_RE
from course_lib.sim.request.reading import Request
from course_lib.sim.words import arithmetic
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("unworked_answers")  # its cue patterns: data/sim/patterns.yaml


def unworked_remainder(request: Request) -> str | None:
    """Why "I don't know." is no answer to "how much do I still owe?" (``None`` when it may be):
    the question asks what is left of a sum (patterns.yaml ``unworked_answers.computed_remainder``) and the
    documents give two amounts of money or more, from which it would be worked out."""
    from course_lib.sim.words.currencies import AMOUNT_RE

    m = _CUE.computed_remainder.search(request.search_question)
    if m is None:
        return None
    amounts = [a.group(0) for d in request.documents for a in AMOUNT_RE.finditer(d.body)][:50]
    if len(amounts) < 2:
        return None
    return (f"the question asks what is {m.group(0)!r}, and the documents give amounts "
            f"({', '.join(dict.fromkeys(amounts[:4]))}) but state no such remainder: it does not work one out")


def uncounted(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to "how many X" is none (``None`` when it may be one): a word of X is
    in no chosen sentence and they hold no figure the question does not give, so none states the
    count (one row of a timetable for "How many maths lessons ...?", quoted with "could not find
    'lessons'")."""
    from course_lib.sim.grounded.counting import counted_phrase

    counted = counted_phrase(request.search_question)
    from course_lib.sim.words.text import stem

    missed = {stem(c.word) for c in found.uncovered}  # (a synonym's concept is its preferred term's)
    left = [w for w in counted if stem(w) in missed]
    if not left:
        return None
    given = set(_FIGURE_RE.findall(request.search_question))
    if set(_FIGURE_RE.findall(" ".join(s for _, s in found.picks))) - given:
        return None
    return (f"the question asks how many {' '.join(counted)}, and no sentence of the documents that it found "
            "gives a number of them")


_FIGURE_RE = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w.])")

_COMPUTED_FIGURE_RE = re.compile(r"\d+(?:[.,]\d+)*")  # (any run of digits: "18%", "530", "0" for a date)


_ENUMERATOR_RE = re.compile(r"^\W*\d+(?:\.\d+)*[.)]?\s+(?=[A-Za-z])")

_TOTAL_STATED_RE = re.compile(r"\b(?:total|amount due|grand total|to pay)\b[^.\n]{0,40}?\d", re.IGNORECASE)


def uncomputed(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen lines are no answer to a question whose value is worked out from others
    (``None`` when they may be one): a difference, a quotient, a date counted from another, or
    the whole of a bill is asked (cues in patterns.yaml ``unworked_answers.computed_*``), and the lines give
    two figures or more but no line states the result (a date counts as one figure). Quoting
    the operands ("Battery: 18% at start, 79% at end" for "by how many points did it go up?")
    would pass them off as the answer."""
    q = request.search_question
    if _CUE.computed_difference.search(q):
        asked = "a difference"
    elif _CUE.computed_quotient.search(q):
        asked = "how many times one figure goes into another"
    elif _CUE.computed_date.search(q):
        asked = "a date counted from another"
    elif _CUE.computed_whole.search(q):
        asked = "the whole amount"
    elif arithmetic.aggregate_said(q):  # "in total", "altogether": one home for the cue
        asked = "a total"
    else:
        return None
    # (a clause or list number opening a line, "4.3 Rent shall ...", is no figure of it)
    text = " ".join(_ENUMERATOR_RE.sub("", s) for _, s in found.picks)
    if asked in ("the whole amount", "a total") and (_TOTAL_STATED_RE.search(text) or arithmetic.aggregate_said(text)):
        return None  # "Total due: 23.36 EUR", "212 bags in all": the line states it
    return _operands_only(q, text, asked)


def relative_date(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen lines are no answer to a date asked when they give it relative to a numbered
    week or day of a calendar ("the Friday of week 7") and state no date (``None`` when they may be
    the answer): the calendar date is asked ("what date", "when exactly"), or "when" is asked and a
    line of the documents states where that calendar starts ("Week 1 begins on ..."), so the date
    is worked from it, not quoted as its operand (cues: patterns.yaml ``unworked_answers``)."""
    q = request.search_question
    text = " ".join(s for _, s in found.picks)
    if not _CUE.week_relative.search(text) or DATE_FIGURE_RE.search(text) or _CUE.week_relative.search(q):
        return None
    if not _CUE.asks_calendar_date.search(q):
        anchored = any(_CUE.calendar_anchor.search(d.body or "") for d in request.documents)
        if not (_CUE.asks_when.search(q) and anchored):
            return None
    said = _CUE.week_relative.search(text).group(0)
    return (f"the question asks for a date, and the lines it found give it only relative to a numbered week or day "
            f"(\"{said}\"): it does not count the date out from where that calendar starts")


def uncounted_deadline(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen lines are no answer to a day or date asked when they give only a span to count
    it from ("Report it within 2 working days of your collection day" for "what's the last day I can
    report it"), holding no date or weekday of their own (``None`` when they may be the answer; cues:
    patterns.yaml ``unworked_answers.asks_deadline_day``, ``within_span``)."""
    from course_lib.sim.words.day_names import WEEKDAYS

    q = request.search_question
    if not _CUE.asks_deadline_day.search(q):
        return None
    text = " ".join(s for _, s in found.picks)
    span = _CUE.within_span.search(text)
    if span is None or DATE_FIGURE_RE.search(text):
        return None
    words = set(re.findall(r"[a-z]+", text.lower()))
    if words & ({d for d in WEEKDAYS} | {d[:3] for d in WEEKDAYS}):
        return None
    return (f"the question asks for a day, and the lines it found give a span to count it from "
            f"(\"{span.group(0)}\") but no day: it does not count the day out")


def share_unapplied(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen lines are no answer to an amount asked when the line on it gives the price as a
    share of another ("the first permit is half price", "20% off for students") with no amount of its
    own (``None`` when they may be the answer; cues: patterns.yaml ``unworked_answers.price_share``,
    ``asks_amount``): the amount is worked from the price it is a share of."""
    from course_lib.sim.words.currencies import AMOUNT_RE

    q = request.search_question
    if not _CUE.asks_amount.search(q) or _CUE.price_share.search(q):
        return None
    for _, sentence in found.picks:
        share = _CUE.price_share.search(sentence)
        if share is not None and not AMOUNT_RE.search(sentence):
            return (f"the question asks for an amount, and the line it found gives it as a share of another price "
                    f"(\"{share.group(0)}\"): it does not work the amount out")
    return None


def _operands_only(question: str, text: str, asked: str) -> str | None:
    """Why ``text`` (the chosen lines) gives the operands of what ``asked`` names and not its
    result: two figures or more the question does not give (``None`` for fewer)."""
    given = set(_COMPUTED_FIGURE_RE.findall(DATE_FIGURE_RE.sub(" D ", question)))
    figures = [f for f in _COMPUTED_FIGURE_RE.findall(DATE_FIGURE_RE.sub(" 0D ", text)) if f not in given]
    if len(figures) < 2:
        return None
    shown = ", ".join(f for f in figures[:4] if f != "0") or "dates and figures"
    return (f"the question asks for {asked}, and the lines it found give figures ({shown}) but state no "
            "result: it does not work one out from them")


def unworked_operation(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer is none when the words it misses name an operation over figures
    ("How far behind the winner was X?" answered by X's row, "How much did the stall bring in?"
    by its price and count; cue ``unworked_answers.operation_word``): its lines are the operands, the
    result is worked out from them (``None`` when a missed word names no operation, or the lines
    give under two figures)."""
    missed = [c.word for c in found.uncovered if _CUE.operation_word.fullmatch(c.word)]
    if not missed:
        return None
    text = " ".join(_ENUMERATOR_RE.sub("", s) for _, s in found.picks)
    return _operands_only(request.search_question, text, f"what {missed[0]!r} works out from the figures")


def unmultiplied(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to an amount question is none when what it misses is the question's own
    count ("what would it cost to leave a bag for 3 days" answered by "Lockers cost EUR 4 per bag per
    day" and "I could not find anything about '3'"): the lines give the rate the count multiplies, not
    the amount (``None`` when no missed word is such a count, no amount is asked, or the lines give
    under two figures)."""
    from course_lib.sim.words import number_words
    from course_lib.sim.words.quantities import asks_money

    q = request.search_question
    counts = {m.group("n"): m.group("noun") for m in _CUE.question_count.finditer(q)}
    # a count in words ("two keys", "three rooms") is the question's count as well
    said = re.compile(rf"\b(?P<n>{number_words.alternation(2, 12)})\s+(?P<noun>[a-z]{{3,}})", re.IGNORECASE)
    counts.update({m.group("n").lower(): m.group("noun") for m in said.finditer(q)})
    missed = [c.word for c in found.uncovered if c.word.lower() in counts]
    if not missed or not (asks_money(q) or _CUE.computed_whole.search(q)):
        return None
    text = " ".join(_ENUMERATOR_RE.sub("", s) for _, s in found.picks)
    return _operands_only(q, text, f"the amount for the question's {missed[0]} {counts[missed[0].lower()]}")


def rate_unapplied(request: Request, found: evidence.Evidence, anywhere: bool = False) -> str | None:
    """Why quoted lines are no answer to an amount question that counts the unit a line's rate is
    charged by ("I'm 12 days late with a board game, how much is the fine?" over "Fine per day late:
    £1.00"; "what do I owe for 3 nights?" over "£40 a night"; "20 min ... how much" over "£1, then 10p a
    minute"): the amount is the rate times the question's count, and a line that states that product is
    not among them (``None`` when no amount is asked, no count of the question meets a rate's unit, or a
    line states the product). A "12" the lines happen to hold elsewhere ("under 12") does not answer it.
    Units meet by pint's name for them ("min", "mins" and "minute"). With ``anywhere`` (a line that changes
    a rate: "e-bike minutes now cost 18p") the unit may stand anywhere in the line beside an amount."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
    from course_lib.sim.words.quantities import asks_money, with_all_digits

    q = request.search_question
    if not asks_money(q) and not (anywhere and _BARE_HOW_MUCH_RE.search(q)):
        return None  # (a changed rate: "20 min on a normal bike how much" asks its price too)
    q = with_all_digits(q)  # "two aids" counts as "2 aids"
    if "both" in q.lower():
        q = _CUE.both_count.sub("2 ", q)  # "both aids" too
    counts = {_unit_key(m.group("noun")): float(m.group("n")) for m in _CUE.question_count.finditer(q)}
    if not counts:
        return None
    text = " ".join(s for _, s in found.picks)
    rated = [u for m in _CUE.rate_unit.finditer(text) for u in [m.group("unit") or m.group("unit2")]
             if _unit_key(u) in counts]  # ("a day" for the units listed; "per shirt", "each rink" for any)
    if not rated and anywhere and (AMOUNT_RE.search(text) or _MINOR_RE.search(text)):
        rated = [w for w in re.findall(r"[A-Za-z]{3,}", text) if _unit_key(w) in counts
                 and not _labelled(text, counts[_unit_key(w)], w)][:1]  # ("the 45-minute lesson is now £29
        # per week" for "a 45 min lesson": the question's count is the line's own label, its amount the answer)
    if not rated:
        return None
    n = counts[_unit_key(rated[0])]
    amounts = [amount_value(m) for m in AMOUNT_RE.finditer(text)]
    if any(abs(a - n * b) < 0.005 for a in amounts for b in amounts if a != b):
        return None  # a line states the product beside its rate
    unit = rated[0].lower()
    unit, units = (unit[:-1], unit) if unit.endswith("s") else (unit, f"{unit}s")
    return (f"the question counts {n:g} {units} and a line found charges per {unit}; the amount is the "
            "rate times that count (and any cap or rule the documents add), which it does not work out")


def _labelled(text: str, n: float, word: str) -> bool:
    """Whether ``text`` writes the question's count of ``word`` itself ("45-minute", "45 min"): a label of the
    thing it prices, not a unit it charges by (fix67b; the sixty-second set's guitar-45)."""
    return bool(re.search(rf"(?<![\d.]){n:g}\s*-?\s*{re.escape(word)}\b", text, re.IGNORECASE))


_BARE_HOW_MUCH_RE = re.compile(r"\bhow\s+much\b(?:\s+(?:is\s+(?:it|that)|would\s+(?:it|that)\s+be|then))?\s*\??\s*$", re.I)
_MINOR_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?(?:p|c|ct|pence|cents?)\b", re.I)  # "18p", "20 cents"


@lru_cache(maxsize=512)
def _unit_key(word: str) -> str:
    """One key for a counted noun or a rate's unit: pint's name for a unit of three letters or more
    ("min", "mins", "minutes" -> "minute"; "hrs" -> "hour"), else the word's stem ("nights" -> "night")."""
    from course_lib.sim.words.text import stem

    low = word.lower()
    if len(low) >= 3 and low.isalpha():
        from course_lib.sim.words.units import registry

        try:  # the reading with no prefix ("mins" is a minute, not a milli-inch)
            plain = [name for prefix, name, _ in registry().parse_unit_name(low) if not prefix]
        except Exception:  # pint's errors for a word it cannot split are of several kinds
            plain = []
        if plain:
            return plain[0]
    return stem(low)


def asks_aggregate(question: str) -> re.Match | None:
    """The word of ``question`` that asks a sum or an average ("in total", "altogether", "一共"), or ``None``."""
    return arithmetic.aggregate_said(question) or _CUE.aggregate_more.search(question)


def unsummed(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to a question about a sum or an average is none (``None`` when it may
    be one): the question's aggregate word ("in total", "altogether", "on average") is in no chosen
    sentence, so they are records to add up, not the total (one card payment quoted for "How much
    did I spend at the bakery in total?")."""
    def aggregate(text: str) -> re.Match | None:
        return arithmetic.aggregate_said(text) or _CUE.aggregate_more.search(text)  # one home for "in total"

    m = aggregate(request.search_question)
    if m is None:
        return None
    missed = {c.word.lower() for c in found.uncovered}
    said = m.group(0).lower().split()
    if not any(w in missed for w in said) or aggregate(" ".join(s for _, s in found.picks)):
        return None
    return (f"the question asks for {m.group(0)!r} over the records, and no sentence of the documents that it "
            "found states it: it does not add up or average the records itself")


def unused_figure(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer that misses a figure of the question is none (``None`` when it misses
    none): "How much rice for 6 people?" answered by "300 g arborio rice" (a recipe for four), "How
    long is the 6 km loop?" by the 10 km loop's line. The figure is what the answer is worked from,
    or what tells the question's row from the others; a line that lacks it is not its part."""
    from course_lib.sim.words.quantities import figures, with_all_digits
    from course_lib.sim.words.text import stem

    picked = " ".join(s for _, s in found.picks)
    if _CUE.exclusive.search(picked):
        return None  # "allowed in Paper 2 only" answers for paper 1 too
    held = figures(picked)
    picked_stems = {stem(w) for w in re.findall(r"[A-Za-z]+", picked.lower())}
    missed = []
    for c in found.uncovered:
        # a figure, or a figure joined to its unit ("a 3-hour booking", "the 10-minute walk")
        m = re.fullmatch(r"(\d+(?:[.,]\d+)?)(?:-([A-Za-z]+))?", with_all_digits(c.word).strip())
        if not m or m.group(1) in held:
            continue
        # "two months ago" over "in the last 4 months": a figure compared with the line's own, in its unit
        unit = m.group(2)
        if unit is None:
            nxt = re.search(rf"\b{re.escape(c.word)}\s+([A-Za-z]+)", request.search_question, re.IGNORECASE)
            unit = nxt.group(1) if nxt else None
        if unit and stem(unit.lower()) in picked_stems:
            continue
        missed.append(c.word)
    if not missed:
        return None
    return (f"the question's figure {missed[0]!r} is in none of the lines it found: the answer is worked out "
            "from it, or it names a row the lines found are not")


def _shared_terms(clauses) -> set[str]:
    """The content terms every one of ``clauses`` holds (the row's own key, "storage")."""
    sets = [set(content_terms(c)) for c in clauses]
    return set.intersection(*sets) if sets else set()


_LINE_LABEL_RE = re.compile(r"^\s*[A-Z][\w -]{0,30}:\s*")  # "Warm-up: jog ...": the line's subject, no clause's key
_CLAUSE_CUT_RE = re.compile(r"[,;]\s+|\s+(?:then|and then|after that)\s+", re.IGNORECASE)
_MAX_CLAUSES = 40


_QUOTE_SENTENCE_RE = re.compile(r"(?<=[A-Za-z0-9)%])[.!?]\s+(?=[A-Z\[(\d£$€])")
_QUOTE_CLAUSE_CUT_RE = re.compile(_CLAUSE_CUT_RE.pattern + r"|\s+[\u2014\u2013-]\s+", re.IGNORECASE)  # and a dash
_MAX_QUOTE_CLAUSES = 60


def several_in_quote(question: str, quote: str) -> str | None:
    """Why a quote that states several values of the asked kind, each in a clause of its own, is no
    answer (``None`` when it may be one): "family ticket on a saturday how much" answered by the
    off-peak and the peak price, "how much for 3 hours" by a first hour's and each further hour's
    price. The answer is one of them (or worked out from them), and quoting them all leaves the
    choice to the reader: on the held-out sets' first sight, such quotes were wrong every time
    (``tests/sim/fresh``'s first-sight tables). A value the question states itself picks its
    clause, one clause that alone holds a word of the question may be the answer (the quote stands:
    replying that clause alone was tried and named the wrong one too often), so may several named
    ones, a line that states its own total is read by the aggregate readers, and a range ("09:00-17:00")
    is one clause's value."""
    stating = _stating_clauses(question, quote)
    if stating is None:
        return None
    from course_lib.sim.words.answer_types import answer_type_words

    asked = {t for t in content_terms(question) if t not in answer_type_words()}
    named = _each_named(asked, _clause_terms(stating), stating)
    if len(named) >= 2 or (len(named) == 1 and not _worked_or_dated(question, quote, stating)):
        return None  # "for a week" names "£120 per week"; "do Basic and Team give?" names two: the quote may answer
    shown = ", ".join(repr(c.strip()[:40]) for c in stating[:4])
    return (f"the lines it found state {len(stating)} values of the kind the question asks ({shown}), "
            "and it does not read which one the question means")


def unworked_in_quote(question: str, quote: str) -> str | None:
    """Why a plain quote is the operands of a figure the question asks, not the figure (``None`` when it may be
    it; issue 26 point 1, calibrated on the first-sight tables of the held-out sets, ``tests/sim/fresh``):

    - a total asked ("total?", "altogether", "一共") over a quote stating several amounts of money and no total
      ("Mat hire: £2 per class ... Hot yoga is £2 extra per class"): the sum of the parts asked is not quoted;
    - an amount asked per a unit ("what's that per lesson", "per kid") over a quote that names that unit and
      states an amount, but no rate by it ("Block of 10 one-hour lessons: £350"): the amount is for several.

    A rate by the unit ("£35 per lesson", "£9 a session", "£4/kg", "@ £27", "each", "hourly") answers; a quote
    that never names the unit ("Tickets: £10" for "per person") is left to stand."""
    from course_lib.sim.grounded.said_amounts import amounts
    from course_lib.sim.words.thresholds import threshold

    stated = amounts(quote)
    if not stated:
        return None
    if (asks_aggregate(question) and len(stated) >= threshold("total_quote_amounts")
            and not _CUE.quote_total.search(quote)):
        return (f"the lines it found state {len(stated)} amounts and no total of them, and the question asks "
                "a total: it would have to add up the right ones")
    per = _CUE.per_asked.search(question)
    if per is None:
        return None
    stem = per.group(1).lower()[:int(threshold("per_stem_letters"))]
    named = re.search(rf"\b{re.escape(stem)}", quote, re.IGNORECASE)
    rate = re.compile(_CUE.per_rate.pattern.replace("{stem}", re.escape(stem)), re.IGNORECASE)
    if named is None or rate.search(quote):
        return None
    return (f"the lines it found name '{per.group(1)}' and state an amount, but no amount per {per.group(1)}: "
            "it would have to work that out from them")


def _stating_clauses(question: str, quote: str) -> list[str] | None:
    """The clauses of the quote's first sentence that states a value of the asked kind, one per
    value, when there are several, the question names none of their values and asks for one case
    (``_asks_one_case``); ``None`` otherwise."""
    from course_lib.sim.words.quantities import asked_type, asks_money, figures, states

    asked = asked_type(question)
    if asked is not None and asked[0] not in ("number", "money", "when"):
        kind = asked[0]  # a duration, a time, a distance ...
    elif asks_money(question) or _CUE.asks_amount.search(question):
        kind = "money"  # ("family ticket on a saturday how much": an amount, whatever it is typed as)
    elif asked is not None and asked[0] == "number":
        kind = "number"  # a count
    else:
        return None  # (nothing asked by kind; "when" is read as a date or a time, and a when-line holds both)
    if arithmetic.aggregate_said(quote) or _CUE.aggregate_more.search(quote):
        return None  # "Total due: 44.95 (items 40.00, delivery 4.95)": the line states the result
    if _picks_by_position(question):
        return None  # "before the second retry" over "the first retry waits 2 seconds, the second 4 seconds":
        # a position picks the clause, which this check does not read (the rank readers do)
    stating: dict[frozenset[str], str] = {}
    for sentence in _QUOTE_SENTENCE_RE.split(quote)[:_MAX_QUOTE_CLAUSES]:
        # the first sentence stating a value of the kind: the chosen line (the sentences after it
        # elaborate on it, "Visitor voucher books cost ..." after the permit's price)
        for clause in _QUOTE_CLAUSE_CUT_RE.split(sentence)[:_MAX_QUOTE_CLAUSES]:
            held = figures(clause)
            if kind == "number":  # a count: the clause's figures less its amounts of money ("£8 per guest")
                held = held - _money_figures(clause)
            if held and (bool(_money_figures(clause)) if kind == "money" else states(clause, kind)):
                stating.setdefault(held, clause)
        if stating:
            break
    if len(stating) < 2:
        return None
    named = _money_figures(question) if kind == "money" else figures(question)
    if named & frozenset().union(*stating):
        return None  # "is it £45 for the first day?": the question names the value it means (of the asked
        # kind: the 8 of "an 8 yard skip" names no price)
    clauses = list(stating.values())
    return clauses if _asks_one_case(question, clauses) else None  # ("how much is kayak hire?": all answer)


def _picks_by_position(question: str) -> bool:
    """The question names a position ("the second retry", "the 3rd lesson", "the last bus")."""
    from course_lib.sim.words.number_words import ORDINALS, figure_ordinal

    low = question.lower()
    if _CUE.position_word.search(low):
        return True  # ("how long does the battery last": a verb, no position)
    return any(w in ORDINALS or figure_ordinal(w) is not None for w in re.findall(r"[a-z0-9]+", low))


def _worked_or_dated(question: str, quote: str, clauses: list[str]) -> bool:
    """The question states a figure the quote lacks (a count to work with: "for 3 hours") or a day where the
    clauses name days ("on a saturday" over "(Mon-Fri)"): a clause its words name is no answer by itself."""
    from course_lib.sim.words import weekdays
    from course_lib.sim.words.quantities import figures, states

    if figures(question) - figures(quote):
        return True
    return weekdays.asked_day(question) is not None and any(states(c, "date") for c in clauses)


def _each_named(asked: set[str], terms: list[set[str]], clauses: list[str]) -> list[str]:
    """The clauses holding a word of the question that no other clause holds."""
    return [c for i, c in enumerate(clauses)
            if (terms[i] & asked) - set().union(*(t for j, t in enumerate(terms) if j != i))]


def _asked_terms(question: str) -> set[str]:
    from course_lib.sim.words.answer_types import answer_type_words

    generic = answer_type_words()
    return {t for t in content_terms(question) if t not in generic and not _CUE.asks_amount.fullmatch(t)}


_SUBJECT_RE = re.compile(r"^\s*(?:\d+(?:\.\d+)+\s+)?[^\d£$€¥]*")  # the words of a line before its first figure: its subject or label


def _clause_terms(clauses: list[str]) -> list[set[str]]:
    """Each clause's content terms, with the words of the first one before its first figure (the
    line's subject or label: "A full charge lasts", "Kayak hire:", "Git") counted in every clause, as
    the clauses after it leave them out ("..., or about 18 hours if you stream TV")."""
    subject = _SUBJECT_RE.match(clauses[0]) if clauses else None
    head = subject.group(0) if subject else ""
    if ":" in head:  # "Storage: Basic 10 GB": the label is the subject, "Basic" the first clause's own
        head = head.split(":", 1)[0]
    shared = set(content_terms(head))
    return [set(content_terms(c)) | shared for c in clauses]


def _asks_one_case(question: str, clauses: list[str]) -> bool:
    """Whether the question asks for one of the cases the clauses price or count, not all of them:
    a word of the question stands in some of the clauses but not in all ("for a week" over "£45
    first day, ... £120 per week"; the first clause's label left out, "Kayak hire:"), or the
    question states a figure of its own that the clauses do not hold ("for 3 hours"), or a day or a
    date where the clauses name days ("on a saturday" over "(Mon-Fri)" and "(weekends)")."""
    from course_lib.sim.words import weekdays
    from course_lib.sim.words.quantities import figures, states

    asked = _asked_terms(question)
    terms = _clause_terms(clauses)
    if any(0 < sum(t in held for held in terms) < len(terms) for t in asked):
        return True
    held = frozenset().union(*(figures(c) for c in clauses))
    if figures(question) - held:
        return True  # "for 3 hours" over per-hour prices: one case, worked from them
    dated = weekdays.asked_day(question) is not None or states(question, "date")
    return dated and any(states(c, "date") for c in clauses)  # "on a saturday" over "(Mon-Fri)", "(weekends)"


def _money_figures(clause: str) -> frozenset[str]:
    """The figures of the amounts of money ``clause`` states, as ``figures`` writes them."""
    from course_lib.sim.grounded.said_amounts import amounts
    from course_lib.sim.words.quantities import figures

    return frozenset(f for value, _ in amounts(clause) for f in figures(f"{value:g}"))


def several_in_line(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer whose line states several values of the asked kind is none (``None``
    otherwise): "How long does it take from the first step to serving?" answered by a method line
    with "8 minutes", "2 minutes" and "18 minutes" (a total to add up), "What time do I need to
    leave?" by a line of three departure times. The answer is one of them or worked out from them;
    the line with its missing words is no part of it."""
    from course_lib.sim.words.quantities import asked_type, figures, states

    asked = asked_type(request.search_question)
    if asked is None or asked[0] in ("number", "when"):
        return None
    if not any(c.key_term and not c.answer_type and c.kind != "type" for c in found.covered):
        return None  # "how much was my bonus" over the basic pay's line: not on the question's subject
    kind = asked[0]
    for _, sentence in found.picks:
        if arithmetic.aggregate_said(sentence) or _CUE.aggregate_more.search(sentence):
            continue  # "Total due: 44.95 (items 40.00, delivery 4.95)": the line states the result
        clauses = _CLAUSE_CUT_RE.split(sentence)[:_MAX_CLAUSES]
        stating = {figures(c): c for c in clauses if states(c, kind) and figures(c)}
        asked_terms = set(content_terms(request.search_question))
        # a clause named by a capitalised key of its own that the question names ("Pro 100 GB")
        named = [c for c in stating.values()
                 if any(w[:1].isupper() and set(content_terms(w)) & asked_terms
                        for w in re.findall(r"[A-Za-z][\w-]*", _LINE_LABEL_RE.sub("", c) if c == clauses[0] else c))
                 and set(content_terms(c)) & asked_terms - _shared_terms(stating.values())]
        if len(named) == 1:
            continue  # "Storage: Basic 10 GB; Pro 100 GB; Team 1 TB" for "with Pro": the question names one
        if len(stating) >= 2:
            return (f"the line it found states {len(stating)} values of the kind the question asks "
                    f"({asked[1]!r}) and lacks some of its words: the answer is one of them or worked out from them, "
                    "and nothing it reads tells which")
    return None
