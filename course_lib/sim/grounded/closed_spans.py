"""A day the question names inside a span of days the documents close (issue 26; my probe
``searched_m``): "Could I look round the galleries on 5 November?" over "The museum galleries are
closed from 3 to 7 November while the roof is replaced." was a partial answer that "could not find
anything about '5'", and "3月16日下午能去游泳吗?" over "3月15日至3月18日暂停开放" was "我不知道": the day
is in the span, which no word matching sees. A model reads the span and answers no.

``answer(request)`` reads, for a yes/no question naming one day of a month
(``calendar_dates.asked_day_month``), the documents' sentences that close something (cue
``closed_spans.closed``) for a span of days holding it (``calendar_dates.day_month_ranges``):

- a later clause of it or a sentence after it, in the same document, that keeps a part open
  (``still_open``: "The café stays open as usual.", "期间还书箱照常开放") and names a word of the
  question: the question is about that part: "Yes";
- else the closing sentence answers when it closes the whole place (``whole_closure``: "We close for
  Christmas from 24 to 27 December", "本馆...闭馆"), when it names as many of the question's words as any sentence
  of the documents does ("green bins ... suspended" is no answer for a black bin when "Black bins
  are collected ..." names more of it), or when no sentence names any (the question's subject is
  the notice's own: "能去游泳吗" over a pool's notice): "No" (or "Yes" to a question asking
  whether it is closed);
- else, or when several closing sentences hold the day and none names the question's words, ``None``:
  the closure may be another part's, and the other readers answer.

A closing sentence with an open-ended bound and no span ("Treasure course closed for repairs until 30
August", "shut from 3 November": cues ``closed_spans.until`` / ``closed_spans.from_bound``, right before the date)
is read the same way in English: a day before an "until" bound or on or after a "from" bound is closed ("No"),
a day on the other side open ("Yes", it is no longer closed); the bound day itself, or a day half a year or
more from it (another year's?), gets no verdict (``_bounded_answer``).

A Chinese yes/no naming a weekday ("周一开门吗?", "星期六能来吗?") is read the same way over the
documents' Chinese day phrases (``weekdays.zh_phrases``: "开放时间:周二至周日 7:00-21:00,周一闭馆。"):
every asked day closed by a line -> "不开放" / "不能"; every asked day among a line's open days, the line
giving hours or an opening word -> "开放" / "可以" (English weekdays are the schedule readers').

Cues are data (``closed_spans`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.citations import with_citations
from course_lib.sim.material.prose import without_line_mark
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.words.calendar_dates import asked_day_month, day_month_ranges
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms, stop_units

_CUE = patterns("closed_spans")  # its cue patterns: data/sim/patterns.yaml
_CLAUSE_RE = re.compile(r"[,，;；]\s*")
_MAX_DOCUMENTS = 20
_MAX_SENTENCES = 600  # sentences read over all the documents
_MONTH_WORDS = frozenset(content_terms("january february march april may june july august september october "
                                       "november december jan feb mar apr jun jul aug sep sept oct nov dec 月 日 号"))


def _asks_yes_no(question: str) -> bool:
    from course_lib.sim.grounded.held_quantities import asks_yes_no
    from course_lib.sim.grounded.unread_verdicts import asks_yes_no_zh

    return asks_yes_no(question) or asks_yes_no_zh(question)


def _terms(text: str) -> frozenset[str]:
    """The content terms of ``text`` that say what it is about: no figure, month or word of closing
    or opening."""
    text = _CUE.open_words.sub(" ", _CUE.closed.sub(" ", text))
    return frozenset(t for t in content_terms(text) if not t.isdigit() and t not in _MONTH_WORDS)


def _sentences(request: Request) -> list[list[str]]:
    out, seen = [], 0
    for doc in request.documents[:_MAX_DOCUMENTS]:
        found = [without_line_mark(s) for s in stop_units(doc.body)]
        out.append(found[: max(0, _MAX_SENTENCES - seen)])
        seen += len(found)
    return out


def answer(request: Request) -> str | None:
    """The verdict for a day inside a closed span, or a Chinese weekday the documents' day phrases
    open or close (see the module docstring), cited; ``None`` otherwise."""
    return _dated_answer(request) or _zh_weekday_answer(request)


_ZH_OPEN_HOURS_RE = re.compile(r"开放时间|营业时间|办公时间|开门|开放|营业|\d{1,2}[:：]\d{2}")
_ZH_DAY_NAMES = "一二三四五六日"
# "周一能去吗", "周日开吗", "周六关门吗": whether it is open
_ZH_GO_RE = re.compile(r"(?:能|可以|可不可以)(?:去|来|进|过去|过来)|开(?:吗|不开|着吗|门)|关门|休息吗")


def _zh_weekday_answer(request: Request) -> str | None:
    """"周一开门吗?" over "开放时间:周二至周日 7:00-21:00,周一闭馆。": every asked day in a phrase the
    line closes -> closed; every asked day in the line's open days, the line giving hours or an
    opening word -> open; the line chosen as the dated one is (by the question's words)."""
    from course_lib.sim.grounded.unread_verdicts import asks_yes_no_zh
    from course_lib.sim.words.weekdays import zh_asked_days, zh_phrases

    question = request.search_question
    if request.language != "zh" or not request.documents or not asks_yes_no_zh(question):
        return None
    days = zh_asked_days(question)
    if not days or not (_CUE.open_words.search(question) or _CUE.closed.search(question)
                        or _ZH_GO_RE.search(question)):
        return None  # ("周六下午会停水吗?" asks of a water cut, not of opening: the line's hours are the cut's)
    asked = _terms(re.sub(r"(?:星期|周|礼拜)[一二三四五六日天]|周末|工作日", " ", question))
    documents = _sentences(request)
    found = []
    for n, doc in enumerate(documents):
        for i, line in enumerate(doc):
            said = zh_phrases(line)
            closed = frozenset().union(*(p.days for p in said if p.closed)) if said else frozenset()
            opened = frozenset().union(*(p.days for p in said if not p.closed)) if said else frozenset()
            if days <= closed - opened:
                found.append((n, i, "closed"))
            elif days <= opened - closed and _ZH_OPEN_HOURS_RE.search(line):
                found.append((n, i, "open"))
    if not found:
        return None
    best = max((len(asked & _terms(s)) for doc in documents for s in doc), default=0)
    named = [f for f in found if best and len(asked & _terms(documents[f[0]][f[1]])) == best]
    states = {f[2] for f in (named or (found if not best else []))}
    if len(states) != 1:
        return None  # the lines disagree, or none names what the question does as well as another line
    n, i, state = (named or found)[0]
    return _said(request, state, documents[n][i], None)


def _dated_answer(request: Request) -> str | None:
    question = request.search_question
    if not request.documents or not any(ch.isdigit() for ch in question):
        return None
    day = asked_day_month(question)
    if day is None or not _asks_yes_no(question):
        return None
    asked = _terms(question)
    documents = _sentences(request)
    closing = [(n, i) for n, doc in enumerate(documents) for i, s in enumerate(doc)
               if _CUE.closed.search(s) and any(r.holds(day) for r in day_month_ranges(s))]
    if not closing:
        return _bounded_answer(request, day, asked, documents)
    for n, i in closing:
        sentence = documents[n][i]
        kept = _CLAUSE_RE.split(sentence)[1:] + documents[n][i + 1:i + 3]  # its later clauses, the next sentences
        for later in kept:  # the part it keeps open, named by the question
            if _CUE.still_open.search(later) and asked & _terms(later):
                shown = sentence if later in sentence else f"{sentence} {later}"
                return _said(request, "open", shown, day)
    best = max((len(asked & _terms(s)) for doc in documents for s in doc), default=0)
    named = [(n, i) for n, i in closing if best and len(asked & _terms(documents[n][i])) == best]
    whole = [(n, i) for n, i in closing if _CUE.whole_closure.search(documents[n][i])]
    if named or whole:  # the closing sentence names the question's subject as well as any sentence
        n, i = (named or whole)[0]  # does, or closes the whole place ("We close for Christmas ...")
    elif len(closing) == 1 and not best:
        n, i = closing[0]
    else:
        return None
    return _said(request, "closed", documents[n][i], day)


_BOUND_SPAN_DAYS = 183  # an asked day more than this many days from a bound is read as another year's: no verdict


def _bound(sentence: str) -> tuple[str, tuple[int, int]] | None:
    """``("until", (month, day))`` for "closed until 30 August", ``("from", (month, day))`` for "closed from 1
    September" (no end day: no span of days written), the one bound a closing sentence sets; ``None`` otherwise."""
    from course_lib.sim.words.calendar_dates import day_month_spans, day_months

    if not _CUE.closed.search(sentence) or day_month_ranges(sentence):
        return None
    found = []
    for start, end in day_month_spans(sentence):
        before = sentence[max(0, start - 40):start]
        kind = "until" if _CUE.until.search(before) else "from" if _CUE.from_bound.search(before) else None
        dates = day_months(sentence[start:end])
        if kind and len(dates) == 1:
            d, m = next(iter(dates))
            found.append((kind, (m + 1, d)))
    return found[0] if len(found) == 1 else None


def _days_between(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Days from ``a`` to ``b`` (month, day), in a year of 365 days (negative: ``b`` comes first)."""
    import datetime

    return (datetime.date(2001, *b) - datetime.date(2001, *a)).days


def _bounded_answer(request: Request, day: tuple[int, int], asked: frozenset[str],
                    documents: list[list[str]]) -> str | None:
    """"can we play the treasure course on 15 august" over "Treasure course closed for repairs until 30
    August": an asked day before an "until" bound, or on or after a "from" bound, is closed; after an "until"
    bound, or before a "from" one, open. Only a closing sentence naming the question's words as well as any
    sentence does (or closing the whole place); the bound day itself and a day half a year or more away
    (another year's?) get no verdict."""
    if request.language != "en":
        return None
    bounded = [(n, i, b) for n, doc in enumerate(documents) for i, s in enumerate(doc) if (b := _bound(s))]
    if not bounded:
        return None
    best = max((len(asked & _terms(s)) for doc in documents for s in doc), default=0)
    chosen = [(n, i, b) for n, i, b in bounded
              if (best and len(asked & _terms(documents[n][i])) == best) or _CUE.whole_closure.search(documents[n][i])]
    if len(chosen) != 1:
        return None
    n, i, (kind, bound) = chosen[0]
    gap = _days_between(day, bound)  # > 0: the asked day comes before the bound
    if gap == 0 or abs(gap) >= _BOUND_SPAN_DAYS:
        return None
    closed = (gap > 0) == (kind == "until")
    return _said(request, "closed" if closed else "reopened", documents[n][i], day, kind)


def _said(request: Request, state: str, sentence: str, day: tuple[int, int] | None, bound: str = "") -> str:
    question = request.search_question
    asks_closed = bool(_CUE.closed.search(question))
    yes = (state == "closed") == asks_closed
    if day is None:
        explain.rule("the weekday the question names, read against a line's day phrases", state=state,
                     sentence=sentence[:120])
    elif bound:
        explain.rule("the day the question names falls before or after the bound of a closure the documents set",
                     state=state, bound=bound, sentence=sentence[:120])
    else:
        explain.rule("the day the question names falls in a span of days the documents close", state=state,
                     sentence=sentence[:120])
    if request.language == "zh":
        verdict = ("是的" if yes else "不是") if asks_closed else (
            ("可以" if yes else "不能") if _CUE.zh_leave.search(question) else ("开放" if yes else "不开放"))
        if day is None:  # a weekday the line's day phrases open or close
            return with_citations(f"{verdict}。资料中说:“{sentence}”", request)
        month, date = day
        held = "在这段时间内" if state == "closed" else "在这段时间内,但所问的部分照常开放"
        return with_citations(f"{verdict}。资料中说:“{sentence}”({month}月{date}日{held}。)", request)
    from course_lib.sim.words.day_names import MONTHS

    month_name = MONTHS[day[0] - 1].capitalize()
    held = "falls in that span" if state == "closed" else "falls in that span, and the part asked about stays open"
    if bound:  # an open-ended closure: the day before or after its bound
        held = ("falls before that date" if (state == "closed") == (bound == "until") else "falls after that date")
        held += ", while it is closed" if state == "closed" else ", when it is no longer closed"
    return with_citations(f"{'Yes' if yes else 'No'} - the documents say: \"{sentence}\" ({day[1]} {month_name} {held}.)",
                          request)
