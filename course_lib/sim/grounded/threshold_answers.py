"""Answers from the documents' thresholds: "My suitcase weighs 35 kg. Can I check it in?" over
"up to 23 kg" and "heavier than 32 kg" (``comparisons``): the sentences whose side the question's
quantity falls on, with the comparison that places it there; a stated limit when no sentence
speaks for its side. A question with no figure is tried for a same-day rule (``same_day``); one
asking for less than a stated minimum ("just one night" under "Minimum stay: 2 nights") is "No"
(``minimum_terms``).

An amount asked over a side and a charge on top of a base (fix67b; the sixty-second set's YW2, cue ``add_on``):
the side's one flat amount plus the add-on lines the question names ("25cm and the tip is chipped, how much all
in": the over-20cm row's £7 + the chipped-tip £3 "on top"); a stated limit when the side's line is itself the
add-on ("home visits £20 on top of the treatment price, within 5 miles") or the parts are no flat amounts."""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence, threshold_questions
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.quantities import asks_money
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("threshold_answers")  # its cue patterns: data/sim/patterns.yaml


def compared_answer(request: Request, matcher: Matcher) -> str | None:
    """"My suitcase weighs 35 kg. Can I check it in?" over notes with thresholds ("up to 23 kg",
    "heavier than 32 kg"): the sentences whose side the question's quantity falls on, with the
    comparison that places it there; a stated limit when no sentence speaks for its side (only
    for the other side); ``None`` when the question states no quantity the notes compare with
    (``comparisons``)."""
    from course_lib.sim.grounded.minimum_terms import below
    from course_lib.sim.words.quantities import with_digits

    under = below(request.search_question, [d.body for d in request.documents])
    if under is not None:  # "for just one night?" over "Minimum stay: 2 nights"
        explain.rule("a yes/no asking for less than the documents' minimum", asked=under.asked, minimum=under.minimum)
        return _with_citations(under.answer(request.language), request)
    from course_lib.sim.values.comparisons import read_measures

    question = read_measures(with_digits(request.search_question))  # "one and a half metres": 1.5 metres;
    # "一米三": 1.3 m
    if not any(ch.isdigit() for ch in question):
        return _same_day_answer(request, matcher)
    if _asks_own_unit(question):  # "I was there 50 minutes. How many minutes did I pay for?": a length worked, no side
        return None
    decided = _threshold_decision(request, matcher, question)
    if decided is None:
        return None
    if decided.met and not threshold_questions.asks_yes_no(request.search_question):
        beyond = _beyond_answer(request, decided)  # "45 min, how much extra" over "10p a minute for the extra time"
        if beyond is not None:
            return beyond
    if (asks_money(request.search_question) or _CUE.asks_sum.search(request.search_question)
            or _CUE.asks_bare_total.search(request.search_question)) \
            and not threshold_questions.asks_yes_no(request.search_question):
        amount = _amount_answer(request, decided)  # an amount asked: the side's consequence worked, never its sentence
        if amount is not _SIDE_STANDS:
            return amount
        if _bare_total_unpriced(request.search_question, decided):
            explain.rule("a bare total asked, the side it meets states no amount: no answer of thresholds",
                         quantity=decided.quantity.text)
            return None  # ("3 hours plus the PA, total?" meets "Minimum booking: 2 hours": the grounded reader's)
    if not decided.met:
        refused = _refused(request, decided)
        if refused is not None:
            return refused
        sides = "; ".join(decided.why(found) for _, _, _, found in decided.unmet[:3])
        explain.rule("the notes' thresholds leave out the question's quantity", compared=sides)
        return limits.state(
            f"tell what the documents say for {decided.quantity.text}",
            f"their thresholds speak only for the other side ({sides}) and no sentence for this one",
            "say what the documents imply for that amount, or that they do not say",
            kind="documents",
        )
    if request.language == "en" and _asks_amount(request.search_question) and _both_legs(
            request.search_question, [text for _, _, text, _ in decided.met]) is None:  # (both legs: twice one)
        added = _add_on_answer(request, decided)  # "25cm and the tip is chipped, how much" over a "£3 on top" line
        if added is not None:
            return added
    if request.language == "zh":  # "1.3 m不超过1.4 m", in the question's language
        why = "；".join(dict.fromkeys(decided.why(t, "zh") for _, _, _, t in decided.met))
        return _threshold_reply(request, matcher, decided, why)
    why = "; ".join(dict.fromkeys(decided.why(t) for _, _, _, t in decided.met))
    return _threshold_reply(request, matcher, decided, why)


def _asks_amount(question: str) -> bool:
    """Whether ``question`` asks an amount of money ("how much all in", "what's the total"), not a yes/no."""
    asked = (asks_money(question) or _CUE.asks_sum.search(question) or _CUE.asks_bare_total.search(question)
             or _CUE.asks_how_much.search(question))
    return bool(asked) and not threshold_questions.asks_yes_no(question)


def _add_on_answer(request: Request, decided) -> str | None:
    """An amount asked whose threshold's side is, or goes with, a charge on top of a base (the sixty-second set's
    YW2; cue ``add_on``): the side's one flat amount plus the add-on lines the question names ("my knife is 25cm and
    the tip is chipped, how much all in" over "Kitchen knife over 20cm|£7.00|per knife" and "Chipped tip
    repair|£3.00|on top of the sharpening price": £10 (£7.00 + £3.00)); a stated limit when the side's line is
    itself the add-on ("Home visits are £20 on top of the treatment price, within 5 miles": the base it adds to is
    another line), or the parts are not flat amounts of one currency it can add (a rate by the question's unit, a
    share, two amounts in a line, a count of its own in the question); ``None`` when no add-on is involved."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words.currencies import AMOUNT_RE

    met = [text for _, _, text, _ in decided.met]
    why = "; ".join(dict.fromkeys(decided.why(t) for *_, t in decided.met))
    itself = [t for t in met if _CUE.add_on.search(t)]
    if itself:
        explain.rule("an amount asked; the line its quantity meets is charged on top of a base", compared=why)
        return limits.state("give the amount this question asks for",
                            f"the line its {decided.quantity.text} meets ({itself[0].strip()}) is charged on top "
                            "of a base price, and it did not work out which base the question means or add the two",
                            "add the base price the question names to the charge on top of it", kind="documents")
    plain = frozenset(stem(w) for w in lexicon("add_on_plain_words"))
    asked = frozenset(stem(t) for t in content_terms(request.search_question)) - plain - frozenset(
        stem(t) for text in met for t in content_terms(text))
    if not asked:
        return None
    named = []
    for doc in request.documents[:_MAX_ADD_ON_DOCS]:
        for unit in sentence_units(doc.body)[:_MAX_ADD_ON_LINES]:
            line = unit.text.strip()
            if unit.heading or line in met or not _CUE.add_on.search(line) or not AMOUNT_RE.search(line):
                continue
            cue = _CUE.add_on.search(line)
            own = frozenset(stem(t) for t in content_terms(line[:cue.start()] if cue.start() else line)) - plain
            if asked & own:
                named.append(line)
    if not named:
        return None
    parts = [_flat_amount(text, decided.quantity) for text in [*met, *named]]
    currencies = {p[1] for p in parts if p is not None}
    if any(p is None for p in parts) or len(met) != 1 or len(currencies) != 1 or len(named) > _MAX_ADD_ONS:
        explain.rule("an amount asked; the side its quantity meets and an add-on the question names, not added",
                     compared=why, add_ons=named)
        return limits.state("give the amount this question asks for",
                            f"the question also names a charge on top ({named[0]}), and the line its "
                            f"{decided.quantity.text} meets ({met[0].strip()}) is not one flat amount it could add "
                            "it to", "add the charges the question names to the price its case meets",
                            kind="documents")
    total = round(sum(p[0] for p in parts), 2)
    currency = next(iter(currencies))
    shown = f"{total:,.2f}".removesuffix(".00")
    amount = f"{currency}{shown}" if len(currency) == 1 else f"{currency} {shown}"
    working = " + ".join(f"{_label(t, p[2])} {p[2]}".strip() for t, p in zip([*met, *named], parts, strict=True))
    explain.rule("an amount asked: the side its quantity meets plus the add-on lines the question names",
                 compared=why, worked=working, total=total)
    return _with_citations(f"{amount} ({working}). ({why[0].upper()}{why[1:]}.)", request)


def _label(text: str, written: str) -> str:
    """The words of a priced line before its amount ("Kitchen knife over 20cm|£7.00|per knife": "Kitchen knife
    over 20cm"; "Priority boarding: £8 extra": "Priority boarding")."""
    before = text[:text.find(written)] if written in text else ""
    return " ".join(re.sub(r"[|:=\-–]+\s*$", "", before.strip()).split())


def _flat_amount(text: str, quantity) -> tuple[float, str, str] | None:
    """(value, currency, as written) of ``text``'s one amount of money, or ``None`` when it holds none or several,
    a share, or a rate by a unit the question's quantity is in ("£2.10 a mile" for "a 12-mile taxi") or by any
    unit but the thing itself ("£7.00|per knife" is one knife's price; "£3 per night" is a rate)."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value

    amounts = list(AMOUNT_RE.finditer(text))
    if len(amounts) != 1 or re.search(r"\d\s*%|\bper\s?cent\b", text, re.IGNORECASE):
        return None
    m = amounts[0]
    rate = _CUE.rate_after.match(text[m.end():])
    if rate is not None and rate.group("unit"):
        unit = stem(rate.group("unit"))
        if unit in _TIMED_UNITS or unit == stem(quantity.unit or "") or (
                quantity.text and unit in {stem(w) for w in re.findall(r"[A-Za-z]+", quantity.text)}):
            return None  # ("£2.10 a mile", "£30 per night": a rate its count works, never added flat)
    currency = amount_currency(m, text)
    symbol = {"GBP": "£", "USD": "$", "EUR": "€"}.get(currency, currency)
    return amount_value(m), symbol, m.group(0).strip()


_MAX_ADD_ON_DOCS = 20  # the documents read for add-on lines
_MAX_ADD_ON_LINES = 400  # the lines read per document
_MAX_ADD_ONS = 3  # more add-ons named than this: not added here
_TIMED_UNITS = frozenset(stem(w) for w in ("minute", "hour", "day", "night", "week", "month", "year", "mile", "km",
                                          "kilometre", "metre", "kg", "kilo", "litre", "session", "visit"))


def _bare_total_unpriced(question: str, decided) -> bool:
    """Whether ``question`` asks a sum only by a bare "..., total?" (no money word, no "altogether") and the
    sentences its quantity meets state no amount of money: "3 hours plus the PA, total?" over "Minimum
    booking: 2 hours" or "refunded within 14 days" meets a rule, which prices nothing of the sum."""
    from course_lib.sim.words.quantities import states

    if not _CUE.asks_bare_total.search(question) or asks_money(question) or _CUE.asks_sum.search(question):
        return False
    return not any(states(text, "money") for _, _, text, _ in decided.met)


def _refused(request: Request, decided) -> str | None:
    """"I'm 125 kg. Can I jump on the main court?" over "Maximum weight on the main court is 120 kg": a
    question asking leave whose quantity is past every limit of a measure the documents state (a weight,
    a height, a size; never money or a span of time, whose limits set a price or a refund, not leave)
    is "No", with the limits that bar it; ``None`` otherwise."""
    from course_lib.sim.grounded.leave_questions import asks_leave
    from course_lib.sim.values.comparisons import dimension

    if request.language != "en" or not asks_leave(request.search_question):
        return None
    limits_met = [t for *_, found in decided.unmet for t in found]
    if not limits_met or any(t.limit.unit.isupper() or dimension(t.limit) in ("", "[time]") for t in limits_met):
        return None
    why = "; ".join(dict.fromkeys(decided.why(found) for *_, found in decided.unmet))
    said = " ".join(dict.fromkeys(text.strip() for _, _, text, _ in decided.unmet))
    explain.rule("a question asking leave, its quantity past every limit the documents state", compared=why)
    return _with_citations(f"No - {said} ({why[0].upper()}{why[1:]}.)", request)


def _amount_answer(request: Request, decided) -> str | None:  # or _SIDE_STANDS
    """A question asking an amount ("how much do I lose?") whose quantity meets the notes' thresholds:
    ``None`` (the grounded reader's) when the thresholds are another subject's ("4 hours" against a
    refund's "7 days" beside "£8 an hour"); the met side's share worked on the question's stated amount
    ("25% of £48 is £12"); the working limit when the side names a share it cannot work on the amount the
    question states; ``_SIDE_STANDS`` otherwise (a band's own price: "Over-65s: £5", "half price")."""
    # (a rule's headed bound, "The minimum booking is 2 hours", is no band of prices: it says nothing of whose
    # subject the other thresholds are)
    compared = [t for *_, ts in (*decided.met, *decided.unmet) for t in ts if not t.headed]
    bodies = [d.body for d in request.documents]
    if threshold_questions.other_subject(decided.quantity, compared, bodies):
        explain.rule("a quantity compared only with thresholds of its own subject: none here",
                     quantity=decided.quantity.text)
        return None
    met = [text for _, _, text, _ in decided.met]
    worked = threshold_questions.consequence(request.search_question, met)
    if worked is not None:
        why = "; ".join(dict.fromkeys(decided.why(t) for *_, t in decided.met))
        explain.rule("an amount asked: the met side's share worked on the question's stated amount",
                     worked=worked.words, compared=why)
        reply = f"{worked.amount}: {worked.words} ({why}; {met[0].strip()})"
        return _with_citations(reply, request)
    if threshold_questions.names_a_share(met) and threshold_questions.states_an_amount(request.search_question):
        explain.rule("an amount asked over a side naming a share it could not work on the question's amount")
        return limits.state("give the amount this question asks for",
                            "the rule that applies names a share, which it could not work on the amount the "
                            "question states (which way the share goes, or which amount, it did not read)",
                            "work the share out on the amount paid", kind="documents")
    if operand_amount(request.search_question, decided.quantity):
        explain.rule("a whole payment asked, the question's amount one operand of it: the threshold's side is "
                     "no answer", quantity=decided.quantity.text)
        rule = (met or [text for _, _, text, _ in decided.unmet] or [""])[0].strip()
        return limits.state("give the amount this question asks for",
                            f"the question asks a whole payment, and the rule it read {decided.quantity.text} "
                            f"against ({rule}) decides only one part of it; it did not work out the rest or "
                            "add the parts up",
                            "work the whole amount out from the documents' lines", kind="documents")
    return _SIDE_STANDS


def _beyond_answer(request: Request, decided) -> str | None:
    """"5 hours, how much extra?" over "longer than 2 hours ... £1.50 for each extra hour": the charge for the
    excess worked (``beyond_limits``), or the working limit when the sentence names one it cannot work;
    ``None`` when no met sentence charges beyond its limit."""
    from course_lib.sim.grounded import beyond_limits

    if not beyond_limits.asks_charge(request.search_question):
        return None
    q = decided.quantity
    for _, _, text, found in decided.met:
        if not beyond_limits.names_extra(text):
            continue
        for t in found:
            if t.op not in (">", ">="):
                continue
            got = beyond_limits.extra(text, q.value, q.unit, t.limit.value, t.limit.unit)
            if isinstance(got, beyond_limits.Worked):
                explain.rule("an amount asked beyond a limit: the excess times the rate for each unit over it",
                             excess=got.excess, unit=got.unit, rate=got.shown, total=got.total())
                return _with_citations(got.answer(text, t.limit.text), request)
            if isinstance(got, beyond_limits.Unworked):
                explain.rule("an amount asked beyond a limit it could not work", why=got.why)
                return limits.state("give the amount this question asks for",
                                    f"the rule for {q.text} ({text.strip()}) charges for the time over "
                                    f"{t.limit.text}, and {got.why}",
                                    "work the excess out and multiply it by the rate", kind="documents")
    return None


def operand_amount(question: str, quantity) -> bool:
    """Whether the question's quantity is an operand of the payment it asks, so that a threshold's side it
    falls on is no answer to it: a sum asked ("Two cakes, delivered 3 miles away. What's the total?", "what do
    we pay altogether?"), whatever the quantity; or the whole payment asked in the last sentence ("I've lost a
    book that costs £12.99 to replace. What will I pay?") with a quantity in money (never an age or a measure,
    which pick a band's price: "My parcel weighs 3 kg, what will I pay?")."""
    if _CUE.asks_sum.search(question):
        return True
    return not quantity.age and quantity.unit.isupper() and bool(_CUE.asks_whole_payment.search(question))


_SIDE_STANDS = "the side's own sentence answers it"  # (a band's price: "Over-65s: £5")


def _asks_own_unit(question: str) -> bool:
    """Whether ``question`` asks how many of the unit its own quantity is in ("50 minutes ... how many
    minutes", "40分钟 ... 多少分钟"): a count or a length worked from it, never a side of a threshold."""
    m = _CUE.asks_unit.search(question)
    if m is None:
        return False
    unit = (m.group("unit") or m.group("zh") or "").lower().rstrip("s")
    return bool(unit) and bool(re.search(rf"\d\s*{re.escape(unit)}", question, re.IGNORECASE))


def _threshold_decision(request: Request, matcher: Matcher, question: str, related=None):
    """``comparisons.decide`` over the documents' sentences that state a threshold (those sharing
    a word with the question first, then any of a document on its subject), or ``None``;
    ``related(sentence)``, when given, also counts a sentence as sharing a word."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.values import comparisons
    from course_lib.sim.words.quantities import asked_type

    if not comparisons.quantities(question) or _CUE.asks_total.search(question):
        return None  # (read first: the documents' sentences need not be read then)
    sentences = [
        (i, pos, u.text)
        for i, doc in enumerate(request.documents)
        if comparisons.mentions_threshold(doc.body)  # (a document with none in its whole text has none in a sentence)
        for pos, u in enumerate(sentence_units(doc.body))
        if not (u.heading or u.code) and not u.text.rstrip().endswith(("?", "？"))
        and comparisons.mentions_threshold(u.text)
    ]
    if not sentences:
        return None  # ("What's the total for ... 6 days each?" asks a sum: "6 days" picks a row, it meets no threshold)
    plain_q = question
    for q in comparisons.quantities(question):
        plain_q = plain_q.replace(q.text, " ")
    asked = {f for f in matcher.forms(plain_q) if not f.startswith("@")}

    def shares_a_word(sentence: str) -> bool:
        plain_s = sentence
        for q in comparisons.quantities(sentence):
            plain_s = plain_s.replace(q.text, " ")
        return not asked.isdisjoint(matcher.forms(plain_s)) or (related is not None and related(sentence))

    decided = comparisons.decide(question, sentences, shares_a_word)
    kind = asked_type(re.split(r"(?<=[.!?])\s+", question.strip())[-1])
    asks_a_value = kind is not None and kind[0] in ("money", "number", "percent", "data")
    if decided is None and not asks_a_value:
        # "a 40 kg crate. Can I send it?" vs "Anything heavier than 31.5 kg": the note is on the
        # subject; a question asking a value ("How much is a 3 day pass?") is not put against a
        # threshold no sentence ties to its words ("Buy online at least 48 h ahead")
        on_subject = {i for i, doc in enumerate(request.documents) if shares_a_word(f"{doc.title} {doc.body}")}
        decided = comparisons.decide(question, [x for x in sentences if x[0] in on_subject], lambda _: True)
    return decided


def _threshold_reply(request: Request, matcher: Matcher, decided, why: str) -> str:
    """The sentences a quantity falls on the side of, quoted, with the comparison that puts it there."""
    question = request.search_question
    docs = request.documents
    picks = [(docs[i], text) for i, _, text, _ in decided.met]
    found = evidence.Evidence(matcher.analyse(question),
                              question, picks, [], True, None, [pos for _, pos, _, _ in decided.met])
    explain.rule("the question's quantity against the notes' thresholds: the sentences on its side",
                 compared=why, sentences=[t for _, t in picks])
    legs = _both_legs(question, [t for _, t in picks])
    if legs is not None and request.language == "en":
        # ("delivery and collection, 5 miles away, total?" over "within 10 miles: £15 each way": both legs)
        explain.rule("the question names both legs of a journey and the line on its side prices one: twice it",
                     worked=legs)
        return _with_citations(f"{legs} {evidence.compose_answer(found)} ({why[0].upper()}{why[1:]}.)", request)
    if request.language == "zh":
        return _with_citations(f"{evidence.compose_answer(found)}（{why}。）", request)
    return _with_citations(f"{evidence.compose_answer(found)} ({why[0].upper()}{why[1:]}.)", request)


def _both_legs(question: str, texts: list[str]) -> str | None:
    """The amount for both legs (``rate_products.both_legs``) when the question asks money and exactly
    one of the sentences on its side prices one leg; ``None`` otherwise."""
    from course_lib.sim.grounded import rate_products

    if not rate_products.asks_legs_amount(question):
        return None
    found = {w for t in texts for w in [rate_products.both_legs(question, t)] if w}
    return next(iter(found)) if len(found) == 1 else None


_SHARED_HEAD = 5  # a shorter word is too short to be the head of another ("can" / "canoe")


def _same_day_answer(request: Request, matcher: Matcher) -> str | None:
    """"What if I cancel the same morning?" over a notice rule in hours ("less than 48 hours'
    notice: 50% refund"): the phrase read as under a day's notice (``same_day``); the sentences
    both ends of that span fall on, with the comparison; ``None`` when there is no such phrase or
    the two ends fall on different sides (or on none)."""
    from course_lib.sim.grounded import same_day

    found = same_day.ends(request.search_question)
    if found is None or request.language != "en":
        return None
    said, shortest, longest = found
    asked = [t for t in content_terms(request.search_question) if len(t) >= _SHARED_HEAD]

    def related(sentence: str) -> bool:  # "cancel" / "Cancellations": one word the head of the other
        return any(a.startswith(t) or t.startswith(a) for t in content_terms(sentence) if len(t) >= _SHARED_HEAD
                   for a in asked)

    low = _threshold_decision(request, matcher, shortest, related)
    high = _threshold_decision(request, matcher, longest, related)
    if low is None or high is None or not (low.met or high.met):
        return None  # no rule in hours the phrase meets
    if [m[:3] for m in low.met] != [m[:3] for m in high.met]:  # "less than 12 hours' notice": straddled
        rules = ", ".join(dict.fromkeys(f"{t.words} {t.limit.text}" for d in (low, high)
                                        for _, _, _, ts in (*d.met, *d.unmet) for t in ts))
        explain.rule("a same-day phrase whose span of notice falls on both sides of the notes' thresholds",
                     phrase=said.phrase, thresholds=rules)
        return limits.state(
            f"tell which rule applies to {said.phrase!r}",
            f"that may be anything from minutes to almost a day's notice, and the documents' rule turns on "
            f"{rules}",
            "ask how many hours before it will be, or give the rule for each side",
            kind="documents",
        )
    rules = ", ".join(dict.fromkeys(f"{t.words} {t.limit.text}" for _, _, _, ts in high.met for t in ts))
    why = f"{said.phrase} is less than a day's notice, so {rules}"
    explain.rule("a same-day phrase read as under a day's notice against the notes' thresholds", phrase=said.phrase)
    return _threshold_reply(request, matcher, high, why)
