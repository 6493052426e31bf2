"""The form an answer must take, read from the question: "Which version ...?" asks for a version,
"How many ...?" for a count. ``unanswered_form`` and ``missing_answer_form`` name the form the
chosen text does not give, so an answer without it is no answer (the direct and the grounded
replies both ask)."""

from __future__ import annotations

import re

from course_lib.sim import evidence
from course_lib.sim.cues import patterns
from course_lib.sim.text import names

_CUE = patterns("answer_forms")  # its cue patterns: data/sim/patterns.yaml
DATE_FIGURE_RE = re.compile(
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|"
    r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b", re.IGNORECASE)
"""A date written with its month's name or in figures (a day, a month and maybe a year)."""


# "which version was ...", "what year did ...": the asked-for thing, then the clause's verb
_WHICH_RE = re.compile(
    r"\b(?:which|what)\s+([A-Za-z]{3,})\s+(?:is|are|was|were|does|do|did|has|have|had|can|could|"
    r"should|will|would|[a-z]{2,}ed)\b",
    re.IGNORECASE,
)


_NOT_NOUNS = frozenset("is are was were does do did can could should would will has have the and about "
                       "kind kinds sort type".split())


def unanswered_form(question: str, found: evidence.Evidence) -> str | None:
    """The thing a "which / what <thing>" question asks for, when the chosen sentences cover the
    rest of the question but not that word, and state no value at all (no number, no name that
    the question does not already give): the answer is elsewhere in the document."""
    m = _WHICH_RE.search(question)
    if not m or m.group(1).lower() in _NOT_NOUNS:
        return None
    asked = m.group(1)
    if asked.lower() not in {c.word.lower() for c in found.uncovered}:
        return None
    text = " ".join(s for _, s in found.picks)
    given_figures = set(re.findall(r"\d+(?:\.\d+)*", question))
    if set(re.findall(r"\d+(?:\.\d+)*", text)) - given_figures:  # "PostgreSQL 16" asked about states no version
        return None
    given = {n.lower() for n in names(question)}
    if any(n.lower() not in given for n in names(text)):
        return None
    return asked.lower()


def _without_labels(text: str, question: str) -> str:
    """``text`` without record labels: those the question uses ("Level 1" asked: every "Level <n>")
    and a table row's leading "Word <n>" before its capitalised content."""
    for word in {w.lower() for w in re.findall(r"\b([A-Za-z]{2,})\s+-?\d+\b", question)}:
        text = re.sub(rf"\b{re.escape(word)}\s+-?\d+\b", " ", text, flags=re.IGNORECASE)
    # a record's own label in a table row: "Level 0    Main entrance", "Gate 4 Departures"
    return re.sub(r"\b[A-Z][a-z]+\s+-?\d+(?=\s+[A-Z])", " ", text)


def missing_answer_form(question: str, found: evidence.Evidence) -> str | None:
    """'place' for a "where" question, 'price' for a "how much is / does" one, 'amount' for a
    "how many / how much <noun>" one, when no chosen sentence holds anything of that form: the sentences name the
    question's subject, not its answer; 'value' when the only chosen line is a table's header row
    (``header_rows``: column names, no value of any kind); 'cause' for a "why" over log lines that
    state none (``_uncaused``). Record labels the question itself uses ("Level 1") and
    figures it gives are no answer."""
    from course_lib.sim.header_rows import without_headers

    valued = without_headers(list(found.picks))
    if found.picks and not valued:
        return "value"  # only a table's header row: it names the columns, it holds no value of any kind
    text = " ".join(s for _, s in valued)  # a header row names columns, no value
    if _uncaused(question, [s for _, s in valued]):
        return "cause"
    dated = _without_dates_and_times(text)  # (before the labels: "Wednesday 3 March" is a date, no "Wednesday 3")
    if _CUE.answer_where.search(question) and not _CUE.answer_place.search(_CUE.answer_time_phrase.sub(" ", text)):
        return "place"
    text = _without_labels(text, question)
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        text = re.sub(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", " ", text)
    if _CUE.answer_how_much.search(question) and not _CUE.answer_price.search(text):
        return "price"
    counted = _without_labels(dated, question)
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        counted = re.sub(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", " ", counted)
    if _CUE.answer_how_many.search(question) and not _CUE.answer_count.search(counted):
        return "amount"
    from course_lib.sim import timed_answers

    if timed_answers.unstated(question, [s for _, s in found.picks]):  # "what time": a time of its subject
        return "time"
    return None


def _uncaused(question: str, lines: list[str]) -> bool:
    """Whether a "why" question over log lines is answered by lines that state no cause: each a
    dated log line (``sibling_records.record_key``) without a cause word (``answer_cause``:
    "Fatal", "error", "because", "no route", ...); they only repeat the failure."""
    from course_lib.sim.sibling_records import record_key

    if not lines or not _CUE.answer_why.search(question):
        return False
    logged = all((record_key(line) or ("",))[0] == "stamp" for line in lines)
    return logged and not any(_CUE.answer_cause.search(line) for line in lines)


def _without_dates_and_times(text: str) -> str:
    """``text`` without its dates ("14 December", "2026-11-20") and clock times ("6-9 pm",
    "10:40"): their figures count nothing ("How many people came?" is not answered by "Next
    meeting: 20 January")."""
    from course_lib.sim.times_of_day import CLOCK_TIME_RE

    return CLOCK_TIME_RE.sub(" ", DATE_FIGURE_RE.sub(" ", text))
