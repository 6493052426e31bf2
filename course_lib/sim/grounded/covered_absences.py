"""An "I don't know" over lines that cover most of the question: calibrated on first sight, a
documents limit (issue 26 point 1, calib76).

The first-sight table (``tests/sim/fresh/first_sight_rules.csv``: thirteen blind sets, 45th to
57th, each run on the tree it was written against) counts, per reply rule and evidence band,
how often a reply given without a stated limit was right. The plain "I don't know." of the
extractive answer (rule "the documents do not answer the question") was right about half the
time overall, but when the closest lines covered ``covered_absence_coverage`` of the question's
weight or more it was wrong every time (3 of 3, in three sets), and on the current tree 5 of 7
(``FIRST_SIGHT.md`` has the table). Its own evidence then says the documents are about the
question, so a silent absence is the low-precision reply: ``limit`` states the documents limit.

The same holds, whatever the coverage, when a question asking an amount of money (over documents that
state amounts) states its own quantity (``patterns.yaml``
``covered_absences.stated_quantity``: "brought back 3 days late", "if the total ends up £2,600", "on
15 august"; calib79): on the 56th to 60th blind sets, each run on the tree it was written against, 11
of 12 such absences were wrong (the answer worked from a rate or a rule of the documents), and the one
right was an id read as a quantity ("E40", now left out); 9 of the 11 asked an amount of money, and only
those are read: a version ("When did Python 3.14 come out?") or a rule's hour states no operand, and notebook
07's corrective-RAG lesson relies on such an "I don't know." to reach its web search.

Only over notes handed over whole (at most ``covered_absence_documents`` documents, none retrieved): over
search results "I don't know." says the chunks found do not answer, which an agent's next search (the
course's multi-hop loop) relies on, and the table's band holds no retrieved case.

It keeps "I don't know." when a thing the question names is in no document (the asked subject
absent, ``unread_verdicts.thing_absent``): "Does the train have Wi-Fi?" over a notice that names no
Wi-Fi is an absence however many of its other words the notice holds; and when the question asks a
kind of value ("how much", "what time") that no line of the documents states and that is not worked
out from other values (data ``lexicons.yaml`` ``covered_absence_worked_kinds``: a length of time from
two clock times; ``absence.features``): "How much is a child's ticket?" over a floor guide with no
price in it.
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("covered_absences")  # its cue patterns: data/sim/patterns.yaml


def limit(request, found, matcher) -> str | None:
    """The documents limit for an "I don't know" whose closest lines cover ``covered_absence_coverage``
    of the question's weight, or for a question that states its own quantity (``stated_quantity``:
    "a dvd brought back 3 days late, how much"), whose named things are all in the documents;
    ``None`` otherwise."""
    from course_lib.sim.grounded.absence import features
    from course_lib.sim.grounded.unread_verdicts import thing_absent

    stated = _stated_quantity(request)
    if not found.picks or (found.coverage < threshold("covered_absence_coverage") and not stated):
        return None
    if request.retrieved or len(request.documents) > threshold("covered_absence_documents"):
        return None  # search results: the answer may rightly be in no chunk retrieved (another search finds it)
    covering = found.coverage >= threshold("covered_absence_coverage")
    if covering and thing_absent(found, matcher, request.documents):
        return None  # a thing the question names is in no document: the absence is real (a question
        # stating its own quantity names the thing in its own words more often than not: "9m yacht" over
        # a marina's "boats up to 10 m", and its absences were wrong 11 times of 12 all the same)
    read = features(request, matcher, found)
    if read is None or (read.asked and not read.asked_held and read.asked not in lexicon("covered_absence_worked_kinds")):
        return None  # a kind of value asked ("how much", "what time") that no line states and that is not
        # worked out from other values (a length of time from two clock times): the absence is real
    if not covering:
        explain.rule("no answer read for a question that states its own quantity: the calibrated documents limit",
                     coverage=found.coverage, stated=stated.group(0))
        return limits.state(
            "tell whether the documents answer this",
            f"the question states its own quantity ({stated.group(0)!r}) and no line it found answers it as "
            "asked, and on material it had not seen, an absence read for such a question was more often wrong "
            "than right (the answer is usually worked from the documents' rates or rules)",
            "work the answer out from the lines on the question's subject, or say they do not hold it",
            kind="documents",
        )
    explain.rule("no answer read from lines that cover most of the question: the calibrated documents limit",
                 coverage=found.coverage)
    return limits.state(
        "tell whether the documents answer this",
        f"the closest lines hold {found.coverage:.0%} of the question's words, and on material it had not "
        "seen, an absence read over lines that close to the question was more often wrong than right",
        "read those lines for the answer, or say they do not hold it",
        kind="documents",
    )


def _stated_quantity(request):
    """The quantity a question asking an amount of money states ("3 days late, how much"), over documents
    that state amounts of money (the rates and rules it is worked from); ``None`` for any other question:
    a question about a version ("When did Python 3.14 come out?") or a rule's hour states no operand."""
    from course_lib.sim.grounded.said_amounts import amounts
    from course_lib.sim.words.quantities import asks_money

    question = request.search_question
    if not (asks_money(question) or _CUE.asks_amount.search(question)):
        return None
    stated = _CUE.stated_quantity.search(question)
    if stated is None or not any(amounts(d.body) for d in request.documents[:5]):
        return None
    return stated


__all__ = ["limit"]
