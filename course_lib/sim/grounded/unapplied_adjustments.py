"""An adjustment the question meets, left out of the answer (issue 26; probe agents_w).

A price list often adjusts its prices for some buyers or extras in a line of its own: "E-bikes cost
20% more for any service.", "Students get 15% off the course fee.", "Electric hook-up is £4 extra
per night.", "一次购买10节以上打九折". A question that names the adjusted case ("a puncture repair on
an e-bike", "for a student", "with electric", "买12节") asks the adjusted amount; a reply giving the
plain price (or quoting it beside the adjustment, unworked) is silently wrong. ``unapplied`` says
why, and the caller states the documents limit.

The adjustment's case is its clause's words before the adjustment (its subject: "E-bikes",
"Students and the over-65s", "Electric hook-up"; the label before a colon when the adjustment opens
its clause: "Express same-day service: +50% on dry clean items", a "+N%" read as a surcharge), or a count threshold in it ("10节以上", "10 or
more lessons") that the question's count of the same unit meets. It is met when the question holds
one of the subject's words that the reply's own lines (the reply, and the document sentences
holding its figures) do not, or when the question's count passes the threshold. The reply applied
it when, the adjustment's sentence taken out, it still holds the adjustment's figure (a working
"× 0.8", "+ £4", "less 15%"). Not for a question that asks about the adjustment itself ("is there
a student discount?", "how much extra is ...", "how much is shoe hire" over "shoe hire is €4 extra"). Cues: ``unapplied_adjustments`` in
data/sim/patterns.yaml.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.number_words import CJK_VALUES
from course_lib.sim.words.quantities import with_digits
from course_lib.sim.words.text import STOP_UNIT_RE, content_terms, stem, stop_units

_CUE = patterns("unapplied_adjustments")
_CLAUSE_RE = re.compile(r"[,，;；:：]|\b(?:and|but)\s+(?=\d)")
_FIGURE_RE = re.compile(r"\d+(?:\.\d+)?")
_MAX_SENTENCES = 400  # the documents' sentences read, at most
_MAX_ADJUSTMENTS = 4  # more adjustment lines than this: a rate card read by other rules


def _sentences(documents: list[str]) -> list[str]:
    out = [s for d in documents for s in stop_units(d)]
    return out[:_MAX_SENTENCES]


def _figures(text: str) -> set[float]:
    return {float(f) for f in _FIGURE_RE.findall(text.replace(",", ""))}


def _factor_figures(match: str) -> set[float]:
    """The figures a reply that applied the adjustment holds: its percent or amount, its factor
    ("20% more": 20, 1.2; "15% off": 15, 0.85; "打九折": 0.9, 90; "£4 extra": 4)."""
    han = re.search(r"打([一二三四五六七八九\d])(?:点?([一二三四五六七八九\d]))?折", match)
    if han:
        tenth = float(CJK_VALUES.get(han.group(1), han.group(1)))
        if han.group(2):
            tenth += float(CJK_VALUES.get(han.group(2), han.group(2))) / 10
        return {round(tenth / 10, 3), round(tenth * 10, 3)}
    numbers = _figures(match)
    if "%" in match or re.search(r"per\s?cent", match, re.I):
        more = bool(_CUE.raising.search(match))
        return numbers | {round(1 + n / 100 if more else 1 - n / 100, 4) for n in numbers}
    if re.search(r"half", match, re.I):
        return {0.5, 50.0}
    return numbers


def _case(sentence: str, start: int, end: int) -> str:
    """The adjustment's case: its clause before the adjustment, and a "for ..." after it that is
    not "for any / all / every ..." (a surcharge on everything names no case)."""
    parts = _CLAUSE_RE.split(sentence[:start])
    before = parts[-1]
    if not content_terms(before) and len(parts) > 1:
        before = parts[-2]  # "Express same-day service: +50% on ...": the label before the colon
    after = _CUE.case_after.match(sentence[end:])
    return f"{before} {after.group('case') if after else ''}"


def _threshold_met(case: str, question: str) -> bool:
    """A count threshold of the case ("10节以上", "10 or more lessons", "over 5 nights") that the
    question's own count of the same unit meets ("买12节", "12 lessons")."""
    asked = with_digits(question)
    for m in _CUE.threshold.finditer(with_digits(case)):
        bound = float(m.group("n") or m.group("n3") or m.group("n4"))
        unit = stem((m.group("unit") or m.group("unit3") or m.group("unit4")).lower())
        strict = bool(m.group("strict"))
        for q in _CUE.count.finditer(asked):
            said = stem(q.group("unit").lower())
            if not (said == unit or (not said.isascii() and said.startswith(unit))):
                continue  # ("12节私教课": the count's unit is the threshold's 节)
            n = float(q.group("n"))
            if n > bound or (n == bound and not strict):
                return True
    return False


def _compounds(case: str, text: str) -> list[str]:
    """The hyphenated words of ``case`` ("same-day", "next-day") that ``text`` writes, hyphened or
    spaced ("same day"): one case word, met whole even where its parts are the reply's own ("2 days")."""
    found = []
    for word in dict.fromkeys(re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)+", case.lower())):
        joined = r"[\s-]+".join(re.escape(p) for p in word.split("-"))
        if re.search(rf"(?<![\w-]){joined}(?![\w-])", text, re.IGNORECASE):
            found.append(word)
    return found


def _own_terms(rest: str, sentences: list[str], adjustment: str) -> set[str]:
    """The words of the reply's own lines: the reply, and each document sentence (not the
    adjustment's) that holds one of its figures."""
    figures = _figures(rest)
    own = set(content_terms(rest))
    for s in sentences:
        if s != adjustment and figures & _figures(s):
            own |= set(content_terms(s))
    return own


def unapplied(question: str, reply: str, documents: list[str]) -> str | None:
    """Why ``reply`` is no answer: an adjustment of the documents meets the question's case and
    the reply does not apply it; ``None`` otherwise."""
    if not _CUE.amount_question.search(question) or _CUE.asks_adjustment.search(question):
        return None
    sentences = _sentences(documents)
    found = [(s, m) for s in sentences if (m := _CUE.adjustment.search(s))]
    if not found or len(found) > _MAX_ADJUSTMENTS:
        return None
    answer = " ".join(s for s in STOP_UNIT_RE.split(reply) if s and not _CUE.no_answer.search(s))
    answer = re.sub(r"(?<=\d\.) (?=\d)", "", answer)  # "7.50" split at its point ("price_gbp: 7." "50;"): one figure
    if not _figures(answer):
        return None  # no amount given: not this check's business
    asked = {t for t in content_terms(question) if not _CUE.amount_words.match(t)}
    for sentence, m in found:
        rest = answer.replace(sentence, " ")
        if _figures(rest) & _factor_figures(m.group(0)):
            continue  # worked with it ("£14.40 (£12 + 20%)")
        case = _case(sentence, m.start(), m.end())
        if {t for t in asked if not _FIGURE_RE.fullmatch(t)} <= set(content_terms(case)):
            continue  # "how much is shoe hire" over "shoe hire is €4 extra": the question asks the extra itself
        if _CUE.threshold.search(with_digits(case)):  # a count threshold decides alone ("8节以上": not for 5)
            met, applies = [], _threshold_met(case, question)
        else:
            met = [t for t in content_terms(case) if t in asked and not _FIGURE_RE.fullmatch(t)]
            met = [t for t in met if t not in _own_terms(rest, sentences, sentence)]
            met += [w for w in _compounds(case, question) if not _compounds(w, rest)]  # "same-day" / "same day"
            applies = bool(met)
        if applies:
            said = f"'{met[0]}'" if met else "the question's count"
            return (f"the documents adjust the price for what the question names ({said}: "
                    f"'{sentence[:120]}'), and the reply does not work that adjustment in")
    return None
