"""Verdicts: a grade (relevance, groundedness, usefulness, sufficiency, need for retrieval) made
(``verdict``) and written as one of the prompt's own values ("yes", "Relevant", "Partially
supported", 0.8, 4: ``verdict_value``), each value's polarity read from its words or its
description. An answer's usefulness for a question of the simulator's own general knowledge is judged
by that fact first (``known_fact_verdict``)."""

from __future__ import annotations

import re

from course_lib.sim.dialogue.direct_replies import direct_kind
from course_lib.sim.grounded import evidence
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.request.reply_shape import letter_polarity
from course_lib.sim.responders import grading, word_for_word
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

_CUE = patterns("verdicts")  # its cue patterns: data/sim/patterns.yaml


def verdict(task: str, request: Request, matcher: Matcher, knowledge: Knowledge) -> grading.Verdict:
    """The verdict a grading-like task asks for, on this request."""
    docs = request.documents
    if task == "grade_useful" and not docs:
        known = known_fact_verdict(request.question, request.generation, knowledge)
        if known is not None:
            return known
    if task in ("grade_grounded", "grade_useful"):
        judged = (grading.grounded(matcher, request.generation, docs) if task == "grade_grounded"
                  else grading.resolves(matcher, request.question, request.generation))
        against = " ".join(d.body for d in docs) if task == "grade_grounded" else request.question
        word_for_word.unsure_negative(task, request.generation, judged.level, against)  # a "no" in Korean: a limit
        return judged
    if task == "sufficiency":
        found = evidence.gather(matcher, request.search_question, docs)
        if found.answered:
            return grading.Verdict("relevant", "The documents cover the question.", (found.coverage,))
        return grading.Verdict("irrelevant", "The documents do not cover the whole question.", (found.coverage,))
    if task == "need_retrieval":
        kind = direct_kind(request, knowledge, matcher)
        if kind is None:
            return grading.Verdict("relevant", "The question needs information from a search.")
        return grading.Verdict("irrelevant", f"The question can be answered directly ({kind}).")
    if grading.asks_whether_it_answers(request.instructions):  # "Does the passage answer the question?"
        answered = grading.answers(matcher, request.question, docs)
        if answered is not None:
            return answered
    mode = grading.strictness(request.instructions)
    grades = [grading.grade(matcher, request.question, d, mode, docs) for d in docs]
    if not grades:
        return grading.Verdict("irrelevant", "There is no document to grade.")
    relevant = [g for g in grades if g.relevant]
    if relevant:
        best = max(relevant, key=lambda g: g.coverage)
        level = "relevant" if best.level == "relevant" else "relevant_partly"
    else:
        best = max(grades, key=lambda g: g.coverage)
        level = "ambiguous" if best.level == "ambiguous" else "irrelevant"
    doc = docs[grades.index(best)]
    # (a lenient grader asks whether the passage is related at all: one about the subject is a yes)
    missing = (grading.asked_word_missing(matcher, request.question, doc)
               if level == "relevant_partly" and mode != "lenient" else None)
    if missing:
        explain.rule("the document is about the question's subject but writes nothing of a word it asks",
                     missing=missing)
    return grading.Verdict(
        level, grading.reason(best, doc), tuple(g.coverage for g in grades), max(g.score for g in grades),
        asked_missing=bool(missing),
    )


def known_fact_verdict(question: str, answer: str, knowledge: Knowledge) -> grading.Verdict | None:
    """An answer to a question of the simulator's own general knowledge (``Knowledge.find_fact``)
    judged by that fact: the words the fact's answer adds to the question ("ottawa" for "what is
    the capital of Canada") all in the answer: it resolves the question; none of them while it offers
    another value of their kind (``_offers_other_value``): it does not ("Toronto is Canada's biggest
    city" shares the question's words, not its answer). Some of them,
    no fact, or a fact adding no word of its own: ``None`` (the usual reading)."""
    from course_lib.sim.words.text import content_terms

    if not question.strip() or not answer.strip():
        return None
    fact = knowledge.find_fact(question)
    if fact is None:
        return None
    asked = set(content_terms(question)) | {m.lower() for m in fact.match}
    key = [t for t in dict.fromkeys(content_terms(fact.answer)) if t not in asked]
    if not key:
        return None
    given = set(content_terms(answer))
    held = [t for t in key if t in given]
    if len(held) == len(key):
        explain.rule("the answer gives what the simulator's own fact says", fact=fact.answer, key=key)
        return grading.Verdict("relevant", "The answer gives the known answer to the question.", (1.0,))
    if not held and _offers_other_value(answer, key, asked):
        explain.rule("the answer leaves out what the simulator's own fact says", fact=fact.answer, key=key)
        return grading.Verdict("irrelevant", "The answer does not give the known answer to the question.", (0.0,))
    return None


def _offers_other_value(answer: str, key: list[str], asked: set[str]) -> bool:
    """Whether an answer holding none of the fact's own words offers another value of its kind: a
    figure where the fact's answer is a figure ("365" for 366), a name where it is a name ("Munich"
    for Berlin). An answer in other words or another script ("three hundred and sixty-six", "the city
    on the Spree", "柏林") offers none: the fact cannot judge it."""
    from course_lib.sim.words.text import content_terms

    if any(any(c.isdigit() for c in t) for t in key):
        return any(t not in asked for t in re.findall(r"\d+(?:[.,]\d+)?", answer))
    names = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", answer)}
    return any(t in names and t not in asked for t in content_terms(answer))


def option_polarity(option: str) -> str:
    """'positive', 'middle' or 'negative': what an offered value means ("No support": negative)."""
    lettered = letter_polarity(option)  # "Y" / "N", "T" / "F": a letter that stands for a verdict
    if lettered is not None:
        return lettered
    words = set(re.findall(r"[^\W\d_]+", option.lower()))  # words in any script: "sí", "não", "是"
    if words & lexicon("option_negative") or option.strip().lower().startswith(("no ", "not ")):
        return "negative"
    if words & lexicon("option_middle"):
        return "middle"
    if words & lexicon("option_positive"):  # data/sim/lexicons.yaml
        return "positive"
    return "unknown"


def described_polarity(options, descriptions: dict[str, str]) -> dict[str, str]:
    """Each option's polarity, where two share one told apart by what the prompt says of them:
    "irrelevant: 关联性很弱，但还有一些信息" is the middle, "none: 完全无关或为空" the negative."""
    polar = {o: option_polarity(o) for o in options}
    for o in options:
        same = [x for x in options if polar[x] == polar[o]]
        desc = descriptions.get(o, "")
        if len(same) < 2 or not desc or polar[o] != "negative":
            continue
        if _CUE.weak_desc.search(desc) and not _CUE.none_desc.search(desc):
            polar[o] = "middle"
    return polar


# a calibrated relevance score this high: the document is about the question's subject
# (``grading.Grade.score``: 0.4 to 0.6 for one that touches it; 0.25 or less for one that shares
# only generic or everyday words, whose "no" is no guess)
_SUBJECT_TOUCHED = 0.4


def _ambiguous_as_negative(v: grading.Verdict) -> None:
    """A grade with no middle option for an "ambiguous" level where the document is about the
    question's subject but does not match its other words: the safe negative value, with a stated
    limit, never a silent "no" (an answer in other words: "spread the cost" / "monthly
    instalments"). A document that shares only everyday words ("How many", "keep") gets its
    "no" with no limit."""
    if v.score is not None and v.score < _SUBJECT_TOUCHED:
        return
    if v.reason == grading.BARE_ANSWER:
        limits.state(
            "tell whether this answer resolves the question",
            "it is a bare value or list that names nothing of the question, and the simulator matches words, not meanings",
            "judge whether the value is the one the question asks for",
            kind="documents",
        )
        return
    limits.state(
        "tell whether this document answers the question",
        "it shares the question's subject but not its other words, and the simulator matches words, not meanings",
        "read the passage's meaning and grade it",
        kind="documents",
    )


def _asked_missing_as_negative() -> None:
    limits.state(
        "tell whether this document answers the question",
        "it is about the question's subject but writes none of the words for what the question asks of it, "
        "and the simulator matches words, not meanings",
        "read the passage's meaning and grade it",
        kind="documents",
    )


def verdict_value(
    v: grading.Verdict, options: tuple[str, ...] | list[str], scale=None, descriptions: dict[str, str] | None = None
) -> str:
    """The verdict written as one of ``options`` (or on ``scale``; default 'yes' / 'no'); the
    prompt's ``descriptions`` of the options tell apart two that sound alike."""
    level = v.level
    if scale is not None:
        low, high = scale
        if v.reason == grading.BARE_ANSWER:
            _ambiguous_as_negative(v)  # a bare value: its middle mark is a guess, said so
        share = {"relevant": 1.0, "relevant_partly": 0.75, "ambiguous": 0.5}.get(level, 0.0)
        if v.score is not None:
            share = v.score
        elif v.unstated_claim:
            share = min(v.scores)  # a claim the documents state nothing of is made up: the low end
        elif v.scores and level in ("relevant", "relevant_partly", "ambiguous"):
            share = max(share * 0.8, min(1.0, max(v.scores)))
        value = low + (high - low) * share
        integral = float(low).is_integer() and float(high).is_integer() and high - low >= 2
        return str(int(round(value))) if integral else f"{value:.1f}"
    binary = level in ("relevant", "relevant_partly")
    polar = described_polarity(options, descriptions or {}) if options else {}
    has_middle = any(p == "middle" for p in polar.values())
    if v.asked_missing and level == "relevant_partly" and not has_middle:
        # about the subject, silent on what the question asks of it: on two values no "yes";
        # the negative value with a limit (the word may be written in other words)
        _asked_missing_as_negative()
        level, binary = "irrelevant", False
    if not options:
        if level == "ambiguous":
            _ambiguous_as_negative(v)
        return "yes" if binary else "no"
    if level == "ambiguous" and not has_middle and not v.unstated_claim:
        # (a claim of the answer nothing in the documents states, against the prompt's own two
        # values: "not every claim is backed" is no guess, so its negative value needs no limit)
        _ambiguous_as_negative(v)
    wanted = (
        "positive"
        if level == "relevant" or (level == "relevant_partly" and not has_middle)
        else "middle"
        if has_middle and level in ("relevant_partly", "ambiguous")
        else "negative"
        if not binary
        else "positive"
    )
    if wanted == "middle" and level == "ambiguous" and v.reason == grading.BARE_ANSWER:
        _ambiguous_as_negative(v)  # a bare value: the middle option is a guess, said so
    for o in options:
        if polar[o] == wanted:
            return o
    if wanted == "middle":
        wanted = "positive" if binary else "negative"
        for o in options:
            if polar[o] == wanted:
                return o
    return options[0] if binary else options[-1]


def glossed_digit(v: grading.Verdict, scale: list[tuple[str, str]]) -> str:
    """The verdict written as the digit of a prompt's glossed scale (``scale_glosses.digit_scale``:
    "1 = not relevant, 2 = somewhat, 3 = highly relevant"; or ``letter_scale``'s "A (very helpful) ...
    C (not helpful)", "A" the top unless its glosses say otherwise) whose end it meets: relevant the
    positive end, partly relevant or ambiguous a middle digit (the positive / negative end on a
    two-digit scale, an ambiguous one with the limit ``_ambiguous_as_negative`` states), irrelevant
    the negative end. Glosses that contradict both directions: the lowest digit and a stated limit."""
    from course_lib.sim.values.scale_glosses import scale_ends

    ends = scale_ends(scale, option_polarity, best_first=scale[0][0].isalpha())
    if ends is None:
        limits.state(
            "tell which end of the prompt's scale is the good one",
            "its glosses name good and bad values on both ends, so any digit would be a guess",
            "read the glosses' meaning and score on that scale",
            kind="reading",
        )
        return scale[0][0]
    by_polarity: dict[str, list[str]] = {}
    for digit, _ in scale:
        by_polarity.setdefault(ends[digit], []).append(digit)
    middles = by_polarity.get("middle", [])
    if v.level == "relevant":
        return by_polarity["positive"][0]
    if v.level == "relevant_partly":
        return middles[-1] if middles else by_polarity["positive"][0]
    if v.level == "ambiguous":
        if middles:
            if v.reason == grading.BARE_ANSWER:
                _ambiguous_as_negative(v)  # a bare value: its middle digit is a guess, said so
            return middles[0]
        _ambiguous_as_negative(v)
    return by_polarity["negative"][0]


def quoted_options(text: str) -> list[str]:
    """The short phrases a text puts in quotes (the labels offered), once each, in order."""
    return list(dict.fromkeys(q.strip() for q in re.findall(r"['\"“‘`]([^'\"”’`\n]{1,30})['\"”’`]", text) if q.strip()))
