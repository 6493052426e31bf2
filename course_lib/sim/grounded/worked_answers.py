"""Answers worked out from the chosen lines rather than quoted as they are (``extractive``): an
amount stated for several periods divided for one (``per_period``), a price after a stated
discount (``discounted_answer``), the bound a superlative asks (``bound_answer``: "max 30°C" for
"the hottest water"), and a question counted from today, which the simulator does not know
(``from_now``). Each returns the reply, or ``None`` when it does not apply.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import bound_lines, evidence
from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.values import relative_days


def per_period(request: Request, found: evidence.Evidence) -> str | None:
    """"What's the weekly rent?" answered by a sentence that states the amount for five weeks: the
    division, with its figures (``rates``); a stated limit when the sentence counts the periods
    but its amount cannot be divided (none, or several); ``None`` when no pick counts them."""
    from course_lib.sim.grounded import rates, stated_rates

    question = request.search_question
    if rates.asked_period(question) is None:
        return None
    period = rates.asked_period(question)
    for _, sentence in found.picks:  # "31 days x 28.40p = £8.80": the rate the line states, never a division
        stated = stated_rates.per_one(question, sentence, period)
        if stated is not None:
            explain.rule("the sentence found states the rate for one period beside the total", sentence=sentence,
                         answer=stated.amount)
            return _with_citations(stated.answer(), request)
    for _, sentence in found.picks:
        rated = rates.per_period(question, sentence)
        if rated:
            explain.rule("the sentence found states the amount for several periods; divided for one",
                         sentence=sentence, answer=rated)
            return _with_citations(rated, request)
    counted = next((s for _, s in found.picks if rates.counts_periods(question, s)), None)
    if counted is None:
        return None
    explain.rule("the sentence found states an amount for several periods and no single amount to divide",
                 sentence=counted)
    return limits.state(
        "tell the amount for one period",
        f"the documents state it for several periods ('{counted[:80]}') and it finds no single amount to divide",
        "divide the amount by the number of periods, showing the figures",
        kind="documents",
    )


def from_now(request: Request, found: evidence.Evidence) -> str | None:
    """"How many days until the MOT runs out?": the answer is counted from today, which the
    simulator does not know. With a date in the closest sentences and no today stated in the
    question or the documents: that date, and today's date named as what is missing; ``None``
    otherwise (a duration the documents state answers "how many days until
    the refund arrives")."""
    asked = relative_days.asks_from_now(request.question)
    if asked is None or any(relative_days.stated_today(d.body) for d in request.documents):
        return None
    date = relative_days.date_near(" ".join(s for _, s in found.picks), request.search_question)
    if date is None:
        return None
    picked = "\n".join(s for _, s in found.picks)
    if relative_days.clause_unmet(request.search_question, picked, date):  # "until it pays for itself"
        explain.rule("a span asked to something the dated line does not name", date=date)
        return limits.state(
            "work out this span",
            f"the question counts to something the line that gives {date} does not name, so that date is not "
            "the one it counts to, and it does not work the span out from the documents' other figures",
            "work the span out from the figures the question's own words point to", kind="documents")
    other = relative_days.other_anchor(request.search_question, [d.body for d in request.documents], date)
    if other is not None:  # "how many days before moving day is ...": counted from another dated thing, not now
        explain.rule("a span asked between two things the documents date", anchor=other, date=date)
        return limits.state(
            "work out this span",
            f"the question counts it from another thing the documents date ({other[:60]!r}), not from today, "
            "and the simulator does not count spans between two dates of the documents",
            "find the two dates and count the days between them", kind="documents")
    # (no limit: the missing fact is not in the input, and no model knows today's date without
    # being told; the reply says so, as "I don't know" does for a fact the documents lack)
    explain.rule("a question counted from now, with a date in the documents and no today stated", date=date)
    return _with_citations(f"The documents give the date {date}. I don't know today's date, so I can't work out "
                           f"{asked.lower()!r} from it: tell me today's date and I will count it.", request)


def bound_answer(request: Request, found: evidence.Evidence) -> str | None:
    """The one line on the question's subject stating the bound its superlative asks ("max 30°C" for
    "the hottest water", ``bound_lines``), cited; ``None`` for none."""
    if request.language != "en":
        return None
    bound = bound_lines.bound_line(request.search_question, _bodies(request))
    if not bound:
        return None
    explain.rule("no sentence says the question's superlative, one on its subject states that bound",
                 coverage=found.coverage, sentences=[bound])
    return _with_citations(bound.rstrip(".") + ".", request)


_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def discounted_answer(request: Request, found: evidence.Evidence) -> str | None:
    """A price asked over chosen lines that give a price and a percentage discount: the price
    after it, worked out (``discounts``), or a stated limit when the lines do not pair one price
    with one discount; ``None`` when the question asks no price or no chosen line states a
    discount."""
    from course_lib.sim.grounded import discounts
    from course_lib.sim.words.quantities import asked_type

    asked = asked_type(request.search_question)
    if asked is None or asked[0] != "money" or request.language != "en":
        return None
    composed = evidence.compose_answer(found)  # (a table row narrowed to the asked columns)
    worked = discounts.discounted(request.search_question, _SENTENCE_END_RE.split(composed))
    if worked is None:
        return None
    if isinstance(worked, discounts.Unworked):
        explain.rule("the chosen lines give a discount and prices it cannot pair", coverage=found.coverage)
        return limits.state("work the price out from the documents' figures", worked.why,
                            "apply the discount to the price the question means", kind="documents")
    explain.rule("the chosen lines give a price and a discount: the price after it",
                 worked=worked.sentence(), sentences=[s for _, s in found.picks])
    return _with_citations(f"{worked.sentence()} ({composed})", request)
