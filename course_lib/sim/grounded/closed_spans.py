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
- else the closing sentence answers when it names as many of the question's words as any sentence
  of the documents does ("green bins ... suspended" is no answer for a black bin when "Black bins
  are collected ..." names more of it), or when no sentence names any (the question's subject is
  the notice's own: "能去游泳吗" over a pool's notice): "No" (or "Yes" to a question asking
  whether it is closed);
- else, or when several closing sentences hold the day and none names the question's words, ``None``:
  the closure may be another part's, and the other readers answer.

Cues are data (``closed_spans`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.citations import with_citations
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.words.calendar_dates import asked_day_month, day_month_ranges
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("closed_spans")  # its cue patterns: data/sim/patterns.yaml
_SENTENCE_RE = re.compile(r"(?<=[.!?。！？;；])\s*|\n+")
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
        found = [s.strip() for s in _SENTENCE_RE.split(doc.body) if s and s.strip()]
        out.append(found[: max(0, _MAX_SENTENCES - seen)])
        seen += len(found)
    return out


def answer(request: Request) -> str | None:
    """The verdict for a day inside a closed span (see the module docstring), cited; ``None`` otherwise."""
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
        return None
    for n, i in closing:
        sentence = documents[n][i]
        kept = _CLAUSE_RE.split(sentence)[1:] + documents[n][i + 1:i + 3]  # its later clauses, the next sentences
        for later in kept:  # the part it keeps open, named by the question
            if _CUE.still_open.search(later) and asked & _terms(later):
                shown = sentence if later in sentence else f"{sentence} {later}"
                return _said(request, "open", shown, day)
    best = max((len(asked & _terms(s)) for doc in documents for s in doc), default=0)
    named = [(n, i) for n, i in closing if best and len(asked & _terms(documents[n][i])) == best]
    if named:  # the closing sentence names the question's subject as well as any sentence does
        n, i = named[0]
    elif len(closing) == 1 and not best:
        n, i = closing[0]
    else:
        return None
    return _said(request, "closed", documents[n][i], day)


def _said(request: Request, state: str, sentence: str, day: tuple[int, int]) -> str:
    question = request.search_question
    asks_closed = bool(_CUE.closed.search(question))
    yes = (state == "closed") == asks_closed
    explain.rule("the day the question names falls in a span of days the documents close", state=state,
                 sentence=sentence[:120])
    if request.language == "zh":
        month, date = day
        verdict = ("是的" if yes else "不是") if asks_closed else (
            ("可以" if yes else "不能") if _CUE.zh_leave.search(question) else ("开放" if yes else "不开放"))
        held = "在这段时间内" if state == "closed" else "在这段时间内,但所问的部分照常开放"
        return with_citations(f"{verdict}。资料中说:“{sentence}”({month}月{date}日{held}。)", request)
    from course_lib.sim.words.day_names import MONTHS

    month_name = MONTHS[day[0] - 1].capitalize()
    held = "falls in that span" if state == "closed" else "falls in that span, and the part asked about stays open"
    return with_citations(f"{'Yes' if yes else 'No'} - the documents say: \"{sentence}\" ({day[1]} {month_name} {held}.)",
                          request)
