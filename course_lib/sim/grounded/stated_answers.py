"""Answers to what the question itself states, read against the documents before their sentences
are: a period no document names (``other_period``), a movable holiday no document dates, a day
inside a span the documents close (``closed_spans``), an age
against the documents' age bounds and bands (``ages``; a stated limit when the aged one is one of a party a
money question names: ``ages.beside_age``), a card of a page of cards that takes no
more bookings (``card_sections``)."""

from __future__ import annotations

import re

from course_lib.sim.grounded import record_leads
from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.grounded.leave_questions import asks_leave
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.values import ages
from course_lib.sim.words import holidays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("stated_answers")  # its cue patterns: data/sim/patterns.yaml
_MONEY_WORDS = "how much cost costs price fee ticket pay charge"
_CLAUSE_SPLIT_RE = re.compile(r"(?<=[.!?])\s+|\s+[-–—]\s+|[,;:]\s+")


def _age_answer(request: Request) -> str | None:
    """The clause of the documents whose age bound the question's stated age meets (``ages``), on a
    line that states an amount of money for a money question ("How much is a ticket ...") or shares
    another word of the question; ``None`` otherwise."""
    from course_lib.sim.grounded.workings import operation
    from course_lib.sim.words import quantities

    question = request.search_question
    if not request.documents or ages.stated_age(question) is None:
        return None
    if operation(question) in ("difference", "total", "percentage"):
        return None  # "I'm 70: how much less do I pay than an adult?": one clause's line is no difference
    money = quantities.asks_money(question)
    words = set(content_terms(ages.without_age(question))) - set(content_terms(_MONEY_WORDS))

    def relevant(line: str) -> bool:
        # (a money question meets a line with an amount, or one saying what is free: "Under-5s skate free")
        return ((money and (quantities.states(line, "money") or bool(_CUE.free_of_charge.search(line))))
                or not words.isdisjoint(content_terms(line)))

    return ages.age_answer(question, tuple(d.body for d in request.documents), relevant)


def _band_answer(request: Request) -> str | None:
    """The row or line of the one age band the question's stated age meets ("My mum is 67" over
    "Senior 65+ £7.50", "Child (under 15) £7.00"; ``ages.banded``); a stated limit when it meets
    none or several, or when the question asks a price and the band's line states none (a rule
    pointing elsewhere: "Seniors from 65 pay the youth price"); ``None`` without bands."""
    from course_lib.sim.words import quantities

    if request.language != "en" or not request.documents:
        return None
    # (the question as written: the search form may have swapped the person for an alias, "niece" -> "kids")
    question = request.question if ages.stated_age(request.question) is not None else request.search_question
    asks_price = quantities.asks_money(request.search_question) or _CUE.asks_payment.search(request.search_question)
    if _CUE.yes_no_clause.search(question) and not asks_price:
        return None  # ("can he use the flume?": a band's rule is no answer to it; the other readings try)
    found = ages.banded(question, tuple(d.body for d in request.documents))
    if found is None:
        return None
    if isinstance(found, str):
        explain.rule("a stated age against age bands it meets none or several of", why=found)
        return limits.state("tell which age band applies", found,
                            "read which band the age falls in, or ask", kind="documents")
    if (asks_price and not quantities.states(found.text, "money")
            and not _CUE.free_of_charge.search(found.text)):
        explain.rule("a stated age meets a band whose line states no price", line=found.text)
        return limits.state("work out the price for this age",
                            f"the age band it meets says {found.text.strip()!r}, which states no price of its own",
                            "follow the rule to the price it points at", kind="documents")
    party = _party_limit(request, found.text)
    if party:
        return party
    explain.rule("a stated age meets one of the age bands the documents state", line=found.text)
    return _with_citations(re.sub(r"\s{2,}", " ", found.text.strip()).rstrip(".") + ".", request)


def other_period_limit(request: Request) -> str | None:
    """"Who won the summer league?" over an autumn table: the question names a season, a month or
    a year no document names while they name another (``other_period``): a stated limit, never a
    line or a ranking of the other period passed off as the answer."""
    from course_lib.sim.grounded import other_period

    found = other_period.mismatch(request.search_question, _bodies(request))
    if found is None:
        return None
    asked, held = " / ".join(found.asked), ", ".join(found.held)
    explain.rule("the question names another period than the documents", kind=found.kind, asked=found.asked,
                 held=found.held)
    return limits.state(
        "tell whether the documents answer this",
        f"the question asks about {asked}, which no document names, and the documents speak of {held}; "
        f"their lines are about that {found.kind}, not the one asked",
        f"say the documents do not cover {asked}, or read them for a line that does",
        kind="documents")


def _card_status_answer(request: Request) -> str | None:
    """For "can I (still) get a place / book" naming one card of a page of cards, its status line
    saying it takes no more bookings ("SOLD OUT"): "No" (``card_sections``); ``None`` otherwise."""
    from course_lib.sim.material import card_sections

    q = request.search_question
    if not card_sections.asks_place(q):
        return None
    for doc in request.documents[:8]:
        section = card_sections.named(q, doc.body)
        status = card_sections.unavailable(q, section) if section is not None else None
        if status:
            explain.rule("a card's status line says it takes no more bookings", card=section.heading, status=status)
            return _with_citations(f"No: the notes say \"{status}\" for {section.heading}.", request)
    return None


def _movable_holiday_limit(request: Request) -> str | None:
    """"Is it open on Easter Monday?" over notes that give dates: which date is it this year? A
    stated knowledge limit when the question names a movable holiday no document names
    (``holidays``); ``None`` otherwise."""
    moved = holidays.movable(request.search_question, tuple(d.body for d in request.documents))
    if not moved:
        return None
    explain.rule("the question names a movable holiday that no document names", holiday=moved)
    return limits.state(
        f"tell which date {moved} falls on",
        "its date changes from year to year and it holds no calendar of movable holidays",
        f"work out the date of {moved} in the year meant and read the documents for that date",
        kind="knowledge",
    )


def _party_limit(request: Request, answer: str) -> str | None:
    """"Tractor ride for me, my wife and our 2 yr old, how much?": a money question whose stated age
    is one person of a party it names (``ages.beside_age``, ``family_counts.people_words``): the
    one clause or band the age meets prices that person only, so a stated limit naming the parts
    (the issue's fifty-seventh set, VV1), never that clause as the party's total; ``None`` when
    the age is the whole party or no price is asked."""
    from course_lib.sim.values import family_counts
    from course_lib.sim.words import quantities

    question = request.search_question
    if not (quantities.asks_money(question) or _CUE.asks_payment.search(question)):
        return None
    if _CUE.one_of_party_asked.search(request.question) or _CUE.one_of_party_asked.search(question):
        return None  # ("Two adults and our 6-year-old. Do we pay for her?": the clause is about her alone)
    beside = ages.beside_age(request.question) or ages.beside_age(question)
    others = family_counts.people_words(beside) if beside else []
    if not others:
        return None
    shown = ", ".join(dict.fromkeys(others))
    explain.rule("a stated age of one person of a party that a money question names", others=others, answer=answer)
    return limits.state(
        "work out the price for the whole party",
        f"the age stated meets {answer.strip()!r}, which prices that one person; the question also names "
        f"{shown}, whose price is each person's own",
        "add the price for each person of the party, the aged one at the clause's price", kind="documents")


def _priced_item(request: Request, aged: str) -> str | None:
    """The one line pricing a thing a money question names beside the age it states ("a tile" over
    "Piece: Tile (15 cm); Price: £5." where the age meets "Studio fee: £6 per painter (under 5s
    free)"): the question's words the age's clause does not hold, met by the words of a line with
    one amount; "" (a stated limit) when two such lines differ, ``None`` when no price is asked (a
    yes/no question asks the clause's verdict) or no line names such a word (fix65c: the sixtieth set's YW8)."""
    from course_lib.sim.grounded.held_quantities import asks_yes_no
    from course_lib.sim.material.prose import units
    from course_lib.sim.words import quantities
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.currencies import AMOUNT_RE
    from course_lib.sim.words.text import stem

    question = request.search_question
    if request.language != "en" or not quantities.asks_money(question) and not _CUE.asks_payment.search(question):
        return None
    if asks_yes_no(question):
        return None  # "does my 3-year-old need a ticket to pay for?": the clause's verdict, no price beside it
    said = {stem(w) for w in content_terms(aged)} | {stem(w) for w in content_terms(" ".join(lexicon("age_item_unsaid")))}
    left = {stem(w) for w in content_terms(question) if not any(ch.isdigit() for ch in w)} - said
    if not left:
        return None
    found: dict[str, str] = {}
    for body in _bodies(request)[:_MAX_ITEM_DOCS]:
        for unit in units(body)[:_MAX_ITEM_UNITS]:
            text = " ".join(unit.text.split())
            if len(list(AMOUNT_RE.finditer(text))) != 1 or text in aged or aged.strip().rstrip(".") in text:
                continue
            if left & {stem(w) for w in content_terms(text)}:
                found.setdefault(text, text)
    if not found:
        return None
    if len(found) == 1:
        return next(iter(found))
    limits.state("give the price of the thing the question names for that age",
                 f"the age stated meets {aged.strip()!r}, and more than one priced line names the question's "
                 f"other words ({', '.join(repr(t) for t in list(found)[:3])})",
                 "read which line prices the thing asked and add it to the age's price", kind="documents")
    return ""


_MAX_ITEM_DOCS = 20  # a cap on the documents read for a priced item
_MAX_ITEM_UNITS = 400  # a cap on the sentences read per document


def _age_reply(request: Request) -> str | None:
    """"How much for my 10-year-old?" over "adults £12, children under 16 free": the clause whose age
    bound the stated age meets (``_age_answer``), explained and cited; ``None`` otherwise."""
    aged = _age_answer(request)
    if not aged:
        return None
    party = _party_limit(request, aged)
    if party:
        return party
    item = _priced_item(request, aged)
    if item is not None and not item:  # (two priced lines name the question's thing: which is not told)
        return limits.stated_text()
    explain.rule("the age the question states meets the age bound of one clause of the documents",
                 age=ages.stated_age(request.search_question), answer=aged)
    if item:  # "my 3 year old wants to paint a tile, how much": the tile's own price beside the age's clause
        explain.rule("an age-bound answer to a money question, with the priced item the question names", item=item)
        aged = f"{item.rstrip('.')}. {aged}"
    if (asks_leave(request.search_question) and request.language == "en"
            and not _CUE.conditional_clause.search(aged) and not _CUE.beyond_leave.search(aged)):
        # "can my 9-year-old fly a bird?" over "Children must be 8 or over to fly a bird": the verdict
        # the clause gives the age, said first ("No" for a forbidding clause the age meets)
        aged = f"{'No' if _CUE.negated_clause.search(aged) else 'Yes'} - {aged}"
    return _with_citations(aged, request)


def _age_bound_reply(request: Request) -> str | None:
    """"Can my 9 year old take these?" over a leaflet "For adults and young people aged 16 and
    over.": a yes/no question stating an age, over the documents' age bounds of age groups, when
    no clause of a line that shares its words answered it (``_age_reply``): "No" with a forbidding
    clause (``negated_clause``: "Do not give to children under 12") the age meets; "Yes" with a
    clause saying who it is for that the age meets, when no forbidding one applies; "No" when the
    age meets none of the clauses and they all say who it is for. Any other reading of bounds the
    age misses is a stated limit naming them, never a trusted "I don't know."; ``None`` when the
    documents state no age bound."""
    from course_lib.sim.grounded.held_quantities import asks_yes_no

    question = request.search_question
    if request.language not in ("en", "zh") or not request.documents or ages.stated_age(question) is None:
        return None
    zh = request.language == "zh"
    bodies = _bodies(request)
    found = [c for body in bodies for c in ages.bound_clauses(question, body, zh=zh)]
    if found and not zh:  # "a 10 year old in the main pool": the gym's "ages 16+" is another line's bound
        found = [c for c in found if not (c[0] and record_leads.elsewhere(question, c[0], bodies))]
    if not found:
        return None
    age = ages.stated_age(question)
    forbids = {c: met for _, c, met in found if _CUE.negated_clause.search(c)}
    says_for = {c: met for _, c, met in found if c not in forbids and not _CUE.conditional_clause.search(c)}
    shown = lambda cs: "; ".join(f"'{c.rstrip('.')}'" for c in list(cs)[:3])  # noqa: E731
    verdict = None
    # (the yes/no is often asked after the age is stated: "My gran is 82. Can she play?", "I'm 17 - am I allowed ...")
    if (bool(_CUE.zh_yes_no.search(question)) if zh else any(asks_yes_no(p) for p in _CLAUSE_SPLIT_RE.split(question))):
        if any(forbids.values()):
            verdict, chosen, how = "No", [c for c, m in forbids.items() if m], "and it applies at"
        elif any(says_for.values()):
            verdict, chosen, how = "Yes", [c for c, m in says_for.items() if m], "and it includes"
        elif says_for and not forbids:
            verdict, chosen, how = "No", list(says_for), "and it does not include"
    if verdict is not None:
        explain.rule("a yes/no on a stated age against the documents' age bounds", age=age, bounds=chosen)
        if zh:  # "不可以:资料写明'本活动仅限18岁以上人士报名参加',不包括16岁。"
            said = "、".join(f"“{c.rstrip('。.')}”" for c in chosen[:3])
            met = {"and it applies at": "适用于", "and it includes": "包括", "and it does not include": "不包括"}[how]
            return _with_citations(f"{'可以' if verdict == 'Yes' else '不可以'}:资料写明{said},{met}{age}岁。", request)
        return _with_citations(f"{verdict}: the documents say {shown(chosen)}, {how} {age}.", request)
    if any(m for _, _, m in found):
        return None
    clauses = list(dict.fromkeys(c for _, c, _ in found))
    explain.rule("a stated age that meets none of the documents' age bounds", age=age, bounds=clauses)
    return limits.state(f"tell what the documents say for age {age}",
                        f"their age bounds ({shown(clauses)}) do not include {age}, and no line says what applies then",
                        "say what the bounds imply for that age, or that the documents do not say",
                        kind="documents")


def answer(request: Request) -> str | None:
    """Step 3 of ``replies.grounded_answer``: a movable holiday, a day inside a span the documents
    close (``closed_spans``), an age against the asked activity's own age key (``activity_ages``) or the
    asked item's own age rating (``rated_items``), an age
    against a rule for doing
    it alone (``accompanied_ages``), an age against one clause, an age
    against bands ("My mum is 67, what does she pay?"), a card that takes no more bookings ("Can I
    still get a place on the raku taster?" over its "SOLD OUT"), an e-mail's sender
    (``mail_senders``), tried in that order; ``None`` for none."""
    from course_lib.sim.grounded import (
        accompanied_ages,
        activity_ages,
        closed_spans,
        mail_senders,
        rated_items,
    )

    for step in (_movable_holiday_limit, closed_spans.answer, activity_ages.answer, rated_items.answer,
                 accompanied_ages.answer, _age_reply, _band_answer, _age_bound_reply,
                 _card_status_answer, mail_senders.answer):
        reply = step(request)
        if reply is not None:
            return reply
    return None
