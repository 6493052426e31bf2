"""Why the chosen sentences are no answer to the form the question asks (``extractive``): a
verdict over figures (``unjudged``), a rank (``unranked``), a who answered by figures
(``figures_for_who``), what is not so answered by what is (``negation_unapplied``), when or where
an event happened answered by lines that say it did not (``event_negated``), a value of the
asked kind that belongs to another subject (``untied_value``) or ties with another
(``tied_value``). Each returns the reason of a stated limit, or ``None`` when they may be one.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.answer_forms import DATE_FIGURE_RE
from course_lib.sim.request.reading import Request
from course_lib.sim.words.matching import Matcher


def unranked(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to "which is the hardest?" is none (``None`` when it may be one): the
    word the question ranks by is in no chosen sentence, so the line quoted is any line (a
    chart's first row for "the hardest"), not the one that ranks first. A listed superlative
    ("largest", "highest") is left alone: a figure such as a maximum may state it."""
    from course_lib.sim.material.superlatives import ranked_by_figure, ranking_word

    word = ranking_word(request.search_question)
    if not word or word in ranked_by_figure() or word not in {c.word.lower() for c in found.uncovered}:
        return None  # ("the largest upload": a line's "max_size_mb = 25" may state it)
    return (f"the question asks which is the {word}, and no sentence of the documents that it found says "
            f"so or holds a figure it can rank by {word!r}; the order of the lines is no ranking it can read")


def unjudged(request: Request, found: evidence.Evidence) -> str | None:
    """Why the closest sentences are no answer to a question asking a verdict over figures ("Is
    the pH too high?", "Was the quorum reached?"; ``None`` when they may be one): no chosen
    sentence says the judgement word, so quoting them would pass a figure off as the verdict
    (``judgements``)."""
    from course_lib.sim.grounded import judgements

    left = judgements.unstated(request.search_question, [s for _, s in found.picks])
    if not left:
        return None
    return (f"the question asks for a verdict ({', '.join(repr(w) for w in left[:3])}) and no sentence of the "
            "documents that it found states one; it quotes lines, it does not compare their figures with a bound, "
            "a norm or a rank")


def untied_value(found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the value of the asked kind in the chosen sentences is not the answer (``None`` when
    it may be): every sentence stating it shares no other word with the question, while another
    chosen sentence holds the question's subject ("around 9 pm every day" in a post, "Firmware is
    3.2.1." apart, for "When is the next firmware out?")."""
    kinds = [c for c in found.covered if c.kind == "type"]
    words = {c.key for c in found.covered if c.kind != "type" and c.key_term}
    if not kinds or not words or len(found.picks) < 2:
        return None
    kind = kinds[0]
    holding = [s for _, s in found.picks if kind.key in matcher.forms(s)]
    if holding and not any(words & matcher.forms(s) for s in holding):
        return (f"the only {kind.key[1:]} in the closest sentences stands in a sentence that shares no other "
                "word with the question, so it may be another subject's")
    return None


_MAX_TIED_UNITS = 400  # sentences of the picked document looked at for another value of the asked kind

_EVENT_KINDS = frozenset({"@when", "@date", "@time"})  # when something happens: a line per event


_FIGURE_CELL_RE = re.compile(r"[\d\s.,:/%()+-]*\d[\d\s.,:/%()+-]*")


def figures_for_who(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the chosen table rows are no answer to a "who" question (``None`` when they may be):
    the cells whose column the question names ("planted" in "Who planted T04?") hold only
    figures or dates ("planted: 2018"), which say when or how much, not who."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words.answer_types import asks_who

    if not asks_who(request.search_question) or len(found.positions) != len(found.picks):
        return None
    asked = {f for f in matcher.forms(request.search_question) if f[:1] not in "@~"}
    named: list[tuple[str, str]] = []
    for (doc, _), pos in zip(found.picks, found.positions, strict=True):
        units = sentence_units(doc.body)
        if pos >= len(units) or not units[pos].table or not units[pos].cells:
            return None
        for head, value in units[pos].cells[1:]:
            if asked & matcher.forms(head):
                named.append((head, value))
    if not named or not all(_FIGURE_CELL_RE.fullmatch(v) or DATE_FIGURE_RE.fullmatch(v.strip()) for _, v in named):
        return None
    head, value = named[0]
    return (f"the column the question names, '{head}', holds '{value}', a figure or a date, not a person, and "
            "no column it names says who")


_FILTER_QUESTION_RE = re.compile(r"^\W*(?:which|what|who|whose|list|name|show)\b(?!\s+if\b)", re.IGNORECASE)


def negation_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the chosen sentences are no answer to a question that asks for what is not so ("Which
    trees haven't been pruned in 2026?", "Who hasn't paid?"; ``None`` when they may be one): the
    words it negates are said in them, and they say no negation of their own, so they are the
    items the question leaves out ("last_pruned: Feb 2026"), not the ones it asks for."""
    from course_lib.sim.words.negation import negated_spans, says_a_negation

    q = request.search_question
    if not _FILTER_QUESTION_RE.search(q):
        return None
    spans = negated_spans(q)
    if not spans:
        return None
    negated = set()
    for start, end in spans:
        negated |= {f for f in matcher.forms(q[start:end]) if f[:1] not in "@~"}
    text = " ".join(s for _, s in found.picks)
    if not negated or says_a_negation(text) or not negated & matcher.forms(text):
        return None
    said = q[spans[0][0]:spans[0][1]]
    return (f"it negates '{said}', and the lines it found say that; it does not pick out the items the "
            "documents leave out")


# "when / where / how did it happen?": a past occurrence asked ("did", "was", "were", "has", "have", "had" after the
# question word); advice ("when should I cut it back?") and states ("where is she buried?") ask no event that a
# negated line could deny
_EVENT_QUESTION_RE = re.compile(r"^\W*(?:when|where|how|what\s+(?:year|date|day|time|month))\s+"
                                r"(?:did|was|were|has|have|had)\b", re.IGNORECASE)


def event_negated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the chosen sentences are no answer to "when / where / how did X happen?" (``None`` when
    they may be one): a word of the question is said in them only under a negation of their own
    ("When did bitterns breed on the fen again?" over "the bittern had not bred there for ninety
    years"), so they say the event did not happen then, and their time or place is no answer. A
    question that negates is ``negation_unapplied``'s."""
    from course_lib.sim.words.negation import negated_spans

    q = request.search_question
    if not _EVENT_QUESTION_RE.search(q) or negated_spans(q):
        return None
    asked = {f for f in matcher.forms(q) if f[:1] not in "@~"}
    text = " ".join(s for _, s in found.picks)
    spans = negated_spans(text)
    if not asked or not spans:
        return None
    inside: set[str] = set()
    said: list[str] = []
    for start, end in spans:
        here = {f for f in matcher.forms(text[start:end]) if f[:1] not in "@~"} & asked
        if here:
            inside |= here
            said.append(text[start:end])
    outside = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(text))
    only_negated = inside - matcher.forms(outside)
    if not only_negated:
        return None
    return (f"the lines it found say that it did not happen ('{said[0].strip()}'), so their time or place is "
            "no answer to when or where it did")


def tied_value(found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the one sentence giving the asked kind of value is not the answer (``None`` when it may
    be): it shares no word with the question, and another sentence of the same document gives a
    value of that kind just as well ("Pick-up: 14 March" and "Return: 19 March" for "When do I
    have to bring the car back?": the first of two dates is no answer, it is a tie)."""
    from course_lib.sim.material.prose import units as sentence_units

    kinds = [c for c in found.covered if c.kind == "type"]
    if not kinds or kinds[0].key not in _EVENT_KINDS:
        return None  # ("How much fibre?" missing "fibre": the thing is absent, and saying so is right)
    kind = kinds[0]
    words = {c.key for c in found.question.concepts if c.kind != "type"}
    holding = [(doc, s) for doc, s in found.picks if kind.key in matcher.forms(s)]
    if len(holding) != 1 or not words or words & matcher.forms(holding[0][1]):
        return None
    doc, chosen = holding[0]
    for u in sentence_units(doc.body)[:_MAX_TIED_UNITS]:
        if u.text.strip() == chosen.strip() or chosen in u.text:
            continue
        forms = matcher.forms(u.text)
        if kind.key in forms and not words & forms:
            return (f"the answer to '{kind.word.lower()}' it would quote stands in a sentence that shares no word "
                    "with the question, and another sentence answers it just as well, so the choice between them "
                    "is no answer")
    return None



_WHO_ROLE_RE = re.compile(r"^\W*who(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|our|my|your|their|his|her)\s+"
                          r"(?P<role>[a-z][a-z -]{2,30}?)\s*\??\s*$", re.IGNORECASE)


def role_unmet(request: Request, found: evidence.Evidence) -> tuple[str, bool] | None:
    """(the role, whether a line of the documents names it) for "who was the examiner?" answered by
    lines that hold the role noun only as a word of its stem naming the action ("PIANO EXAMINATION",
    "the organisation", "management"), never as itself or its plural (suffixes:
    ``data/sim/role_nouns.yaml``); ``None`` when a picked line names the role, or the role noun's stem
    is not what the lines matched."""
    from course_lib.sim.words.cues import phrase_lists
    from course_lib.sim.words.text import stem

    m = _WHO_ROLE_RE.match(request.search_question.strip())
    if m is None or not found.picks:
        return None
    role = m.group("role").lower().split()[-1]
    suffixes = tuple(phrase_lists("role_nouns.yaml", ("suffixes",))["suffixes"])
    if not role.endswith(suffixes) or len(role) < 5:
        return None
    itself = re.compile(rf"\b{re.escape(role)}(?:s|es)?\b", re.IGNORECASE)
    picks = [s for _, s in found.picks]
    if any(itself.search(s) for s in picks):
        return None
    root = stem(role)
    if not any(stem(w) == root for s in picks for w in re.findall(r"[a-z]+", s.lower())):
        return None  # the lines were matched on other words
    return role, any(itself.search(d.text) for d in request.documents)


def role_unnamed(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen sentences are no answer to "who is the treasurer?" (``None`` when they may
    be): they name the role ("Rent is paid each April to the treasurer.") and no person, so quoting
    them answers with the question's own word."""
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
    from course_lib.sim.words.text import names

    m = _WHO_ROLE_RE.match(request.search_question.strip())
    if m is None or not found.picks:
        return None
    role = m.group("role").lower()
    asked = {w.lower() for w in re.findall(r"[A-Za-z]+", request.search_question)}
    if any(re.search(rf"\b{re.escape(role.split()[-1])}\s*:\s*\S", s, re.IGNORECASE) for _, s in found.picks):
        return None  # "Additional driver: none.": the role's own field states who (or that no one is)
    for _, sentence in found.picks:
        named = [n for n in names(sentence) if n.lower() not in asked and n.lower() not in WEEKDAYS
                 and n.lower() not in MONTHS]
        if named or re.search(r"@|\d{4,}", sentence):
            return None  # a name, an address or a number beside the role: it may be who
    if not any(role.split()[-1] in s.lower() for _, s in found.picks):
        return None
    return (f"the lines it found speak of the {role} but name no one, so they do not say who it is")
