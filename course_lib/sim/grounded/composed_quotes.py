"""Composing the quote (``extractive``): the chosen sentences under their section's heading when
that states the asked value (``headed_answer``), or followed by what they lack: a value of the
asked kind (``form_limit``), a part of a multi-part question (``missing_parts``), a word the
documents write only where the reader does not read sentences (``written_elsewhere``,
``elsewhere_limit``), a word the closest lines of a line-per-record document lack (``line_limit``).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.answer_forms import (
    DATE_FIGURE_RE,
    missing_answer_form,
    unanswered_form,
)
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import planning
from course_lib.sim.request.reading import Request
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import has_cjk


def line_limit(missing: list[str], answer: str) -> str:
    """The closest lines of a log, chat or settings file, then the limit: they miss ``missing``."""
    text = limits.state(
        "tell whether the documents answer this",
        f"the closest lines of a line-per-record document (a log, a chat, settings) name the question's "
        f"subject but not {', '.join(repr(w) for w in missing)}, which another line may say in other words",
        "read the lines around them or say the documents do not hold it",
        kind="documents",
    )
    return f"{answer} {text}"


def written_elsewhere(words: list[str], request: Request, found: evidence.Evidence) -> list[str]:
    """The ``words`` a reply would say it "could not find" that the documents do write, only in
    parts it does not read as sentences (a right-aligned block read as code, a fenced block, a
    heading): saying they are absent would be false, so the reply states a limit instead. A word
    counts when its stem opens a word of that part, in any case ("TOTAL DUE" for "total")."""
    from course_lib.sim.words.text import stem

    if not words or not request.documents:
        return []
    chosen = " ".join(s for _, s in found.picks).lower()
    out: list[str] = []
    for word in dict.fromkeys(words):
        root = stem(word.lower())
        if len(root) < 3 or has_cjk(root):
            continue
        pattern = re.compile(rf"(?<![^\W_]){re.escape(root)}", re.IGNORECASE)
        if pattern.search(chosen):
            continue
        if any(pattern.search(d.body) and not pattern.search(_read_text(d.body)) for d in request.documents):
            out.append(word)
    return out[:3]


def _read_text(body: str) -> str:
    """The part of a document the evidence reader quotes from: its sentences, not its code blocks
    or headings (a word written only there is one it has not read; a word in a sentence it read
    and passed over is one it may honestly say it did not find)."""
    from course_lib.sim.material.prose import units

    return " ".join(u.text for u in units(body) if not u.code and not u.heading)


def elsewhere_limit(words: list[str], answer: str) -> str:
    """The closest sentences, then the limit: the documents write ``words`` where it does not read."""
    text = limits.state(
        "tell whether the documents answer this",
        f"the documents write {', '.join(repr(w) for w in words)} in a part it does not read as sentences "
        "(a table, a header, code or a notation), so it cannot say they lack it",
        "read the answer from that part or say the documents do not hold it",
        kind="documents",
    )
    return f"{answer} {text}"


_HEADING_FIGURE_RE = re.compile(r"\d")

_MAX_HEADING_LOOKBACK = 200  # units walked back from a pick to its section's heading


def _section_heading(doc, pos: int) -> str:
    """The heading of the section the unit at ``pos`` stands in ("" when none)."""
    from course_lib.sim.material.prose import units as sentence_units

    units = sentence_units(doc.body)
    for j in range(min(pos, len(units)) - 1, max(-1, pos - _MAX_HEADING_LOOKBACK), -1):
        if units[j].heading:
            return units[j].text
    return ""


def unstated_date(question: str, found: evidence.Evidence) -> str | None:
    """'date' when a "when" question's chosen sentences state no date (their section's heading
    may: a changelog's "## 3.3.0 (2026-08-15)" over "Removed: Python 3.8 support.")."""
    from course_lib.sim.words.quantities import asked_type

    kind = asked_type(question)
    if kind is None or kind[0] not in ("when", "date"):
        return None
    text = " ".join(s for _, s in found.picks)
    return None if DATE_FIGURE_RE.search(text) else "date"


def headed_answer(found: evidence.Evidence, answer: str, asked: str | None, question: str = "") -> str | None:
    """The answer under its section's heading, when the question asks a value of a kind the
    chosen sentence does not state ("Which version added X?", "When was Y dropped?") and the
    one heading over the chosen sentences states one (a figure; a date for a date); ``None``
    otherwise. When the chosen sentences share no word with ``question`` (the heading met it
    alone: "what time did I place the order" over a receipt's "SHOP - order #12 - 4 Dec 19:42" and
    its first item line), the heading's one value of the asked kind is the reply, not the line
    under it (``heading_value``; fix67c)."""
    if not asked or not found.picks or len(found.positions) != len(found.picks):
        return None
    heads = {_section_heading(doc, pos) for (doc, _), pos in zip(found.picks, found.positions, strict=True)}
    if len(heads) != 1:
        return None
    head = heads.pop()
    if not head or not _HEADING_FIGURE_RE.search(head) or (asked == "date" and not DATE_FIGURE_RE.search(head)):
        return None
    from course_lib.sim.grounded.timed_answers import holds_time

    if asked == "time" and not holds_time(head):  # "WARD 6" over the lines: a figure, no time
        return None
    if head in answer:
        return None
    from course_lib.sim.material.described_documents import describes_document

    if describes_document(head):  # "Printed from the parish website on 2 May": the page's date, not the answer's
        return None
    if question and not _shares_words(question, [s for _, s in found.picks]):
        value = heading_value(head, asked)
        if value:
            return f"{value}: the heading over the lines states it; the lines under it state no {asked}."
    return f"Under '{head}': {answer}"


def _shares_words(question: str, sentences: list[str]) -> bool:
    """Whether a content word of ``question`` (but the asked kind's words) is in one of ``sentences``."""
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.text import content_terms

    kind = asked_type(question)
    wanted = set(content_terms(question)) - (set(content_terms(kind[1])) if kind else set())
    return any(wanted & set(content_terms(s)) for s in sentences)


def heading_value(head: str, asked: str) -> str | None:
    """The heading's one value of the ``asked`` kind as written (a clock time, a date), else ``None``."""
    if asked == "time":
        from course_lib.sim.values.field_readers import time_spans

        spans = time_spans(head)
        return head[spans[0][0]:spans[0][1]].strip() if len(spans) == 1 else None
    if asked == "date":
        dates = DATE_FIGURE_RE.findall(head)
        return dates[0].strip() if len(dates) == 1 else None
    return None


def form_limit(asked: str, answer: str) -> str:
    """The closest sentence, then the limit: it states no value of the asked kind."""
    text = limits.state(
        f"find the {asked} this question asks for",
        f"the closest sentence of the documents matches the rest of the question but states no {asked}",
        "read it from around that sentence (a heading, a table, an earlier line)",
        kind="documents",
    )
    return f"{answer} {text}"


def missing_parts(matcher: Matcher, question: str, found: evidence.Evidence) -> list[str]:
    """The words of a part of a multi-part question ("... and what is their yield?") that no
    chosen sentence covers."""
    parts = [planning.without_placeholders(p) for p in planning.decompose(question)]
    if len(parts) < 2:
        return []
    covered = {c.key for c in found.covered}
    shared = set.intersection(*(set(matcher.analyse(p).forms) for p in parts))
    out: list[str] = []
    for part in parts:
        own = [c for c in matcher.analyse(part).concepts if c.key_term and c.key not in shared and not c.answer_type]
        if own and not any(c.key in covered for c in own):
            out.extend(c.word for c in own)
    return out


def finish(request: Request, found: evidence.Evidence, matcher: Matcher, quote: str) -> str:
    """The quote as replied, cited: under its section's heading when that states the value of the
    kind asked ("Which version added X?" under "## 3.4.0 (2026-11-20)"); else followed by the
    limit that it states no value of that kind, or that a word it misses is written where it does
    not read sentences, or by the words of a part of the question no sentence covers."""
    q = request.search_question
    asked = unanswered_form(q, found) or missing_answer_form(q, found)
    headed = headed_answer(found, quote, asked or unstated_date(q, found), q)
    if headed:
        explain.rule("the chosen sentence's section heading states the asked value", coverage=found.coverage)
        return _with_citations(headed, request)
    if asked:
        return _with_citations(form_limit(asked, quote), request)
    missing = missing_parts(matcher, q, found)
    written = written_elsewhere(missing, request, found)
    if written:  # "I could not find anything about 'total'" where a line it does not read says "TOTAL"
        explain.rule("the chosen sentences miss a word of the question that the documents write elsewhere",
                     coverage=found.coverage, missing=written)
        return _with_citations(elsewhere_limit(written, quote), request)
    if missing:
        explain.evidence(missing=missing)
        listed = ", ".join(f"'{m}'" for m in missing[:3])
        if request.language == "zh":
            quote = f"{quote} 资料中没有找到关于{listed}的信息。"
        else:
            quote = f"{quote} I could not find anything about {listed} in the documents."
    return _with_citations(quote, request)
