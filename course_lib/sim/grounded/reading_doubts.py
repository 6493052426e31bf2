"""The simulator's own reading, not the documents, may be what failed (``extractive``): a follow-up
that only refers to an earlier item it does not resolve (``only_a_reference``), or a question and
documents in a language it matches only word for word, or in two languages (``other_words``: a
stated limit in place of "I don't know").
"""

from __future__ import annotations

import re

from course_lib.sim.material.notation import NOTATION_SHARE, notation_share
from course_lib.sim.reports import limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns

_CUE = patterns("reading_doubts")  # its cue patterns: data/sim/patterns.yaml


def earlier_item(question: str) -> re.Match | None:
    """The words of ``question`` that refer to an item of an earlier answer ("the second one", "the
    latter"; cue ``reading_doubts.earlier_item``), ``None`` for none."""
    return _CUE.earlier_item.search(question)


def only_a_reference(question: str) -> bool:
    """The question is a reference to an earlier item and nothing more ("And the other one?",
    "What about the second one?"): no content word outside the reference."""
    from course_lib.sim.words.text import content_words

    m = _CUE.earlier_item.search(question)
    return m is not None and not content_words(question[: m.start()] + " " + question[m.end():])


_BLOCK_RE = re.compile(r"\n[ \t]*\n|\n(?=[ \t]*(?:[-*+\u2022]|\d+[.)])\s)")  # paragraphs and list items
_SHORT = 3  # letters of a word that may be a function word of a language its word lists do not cover


def word_for_word(request: Request) -> str | None:
    """The language code of a question that is in the documents' language, other than English and
    Chinese (whose word lists it has): one it matches only word for word; ``None`` otherwise."""
    from course_lib.sim.words.sentiment import language_code

    q = request.question
    if len(q.split()) < 3 or not request.documents:
        return None
    code = language_code(q)
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    return code if code not in ("en", "zh") and language_code(bodies[:2000]) == code else None


def loose_pick(request: Request, found, matcher) -> str | None:
    """The language limit when a question in a language matched word for word (``word_for_word``)
    is answered by several sentences and one of them shares only short words with it ("van", "de",
    "ein": function words of that language, which its word lists do not know, so the sentence was
    picked for them, not for the question's subject) and stands in another paragraph or list item
    than the sentences picked for the question's own words; ``None`` otherwise."""
    if len(found.picks) < 2 or word_for_word(request) is None:
        return None
    asked = {c.key: c.word for c in found.question.concepts}
    loose, strong = [], []
    for doc, sentence in found.picks:
        shared = [asked[k] for k in matcher.analyse(sentence).forms if k in asked]
        (loose if not shared or all(len(w) <= _SHORT for w in shared) else strong).append((doc, sentence))
    for doc, sentence in loose:
        blocks = [" ".join(b.split()) for b in _BLOCK_RE.split(doc.body)]  # (a hard-wrapped paragraph too)
        if any(" ".join(sentence.split()) in b and " ".join(other.split()) in b
               for b in blocks for d, other in strong if d is doc):
            continue  # the next sentence of a paragraph the answer is in: read with it
        from course_lib.sim.reports import explain

        explain.rule("a sentence of the answer shares only short words with a question in a language "
                     "matched word for word", sentence=sentence)
        return other_words(request)
    return None


def other_words(request: Request) -> str | None:
    """A stated limit in place of "I don't know" when the simulator's own reading, not the
    documents, may be what failed: the question refers to an item of an earlier answer ("the
    second one") it does not resolve; or it and the documents are in a language other than
    English and Chinese, which it matches only word for word; or the two are in different
    languages (other than English and Chinese, which its lexicons bridge). ``None`` otherwise."""
    q = request.question
    if request.history and _CUE.earlier_item.search(q):
        return limits.state(
            "tell which earlier item this question means",
            f"'{_CUE.earlier_item.search(q).group(0).strip()}' refers to an earlier answer it does not read back",
            "resolve the reference from the previous answer and answer about that item",
            kind="conversation",
        )
    return language_doubt(request)


def language_doubt(request: Request, same_too: bool = True) -> str | None:
    """The documents limit when the question and the documents are in different languages (other than
    English and Chinese, which its lexicons bridge), or both in a language it matches only word for
    word: a word of the question absent from them is no evidence that the answer is absent (an English
    "rink" over a Dutch notice). ``same_too=False``: only the first (different languages). ``None``
    otherwise."""
    q = request.question
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    if len(q.split()) >= 3 and request.documents:
        from course_lib.sim.words.sentiment import language_code, language_name

        code = language_code(q)
        if same_too and code not in ("en", "zh") and language_code(bodies[:2000]) == code:
            return limits.state(
                "tell whether the documents answer this",
                f"the question and the documents are in {language_name(code)}, which it matches only word "
                "for word, so an answer in other words or forms may be there",
                "read the documents in that language and answer, or say they do not hold it",
                kind="documents",
            )
        other = language_code(bodies[:2000])
        # (a notation, "TAF KJFK 121130Z ...", is in no language: its own limit says so below)
        if other != code and not {code, other} <= {"en", "zh"} and notation_share(bodies[:4000]) < NOTATION_SHARE:
            # an English question over a French wine label: the words it matches are not there,
            # whatever the label says
            return limits.state(
                "tell whether the documents answer this",
                f"the question is in {language_name(code)} and the documents in {language_name(other)}, and it "
                "matches words, not translations",
                "read the documents in their language and answer, or say they do not hold it",
                kind="documents",
            )
    return None


def judged_now(found) -> str | None:
    """"Is version 4 still supported?" over "Supported until 2031-06-30", "can I still change it?"
    over "until 11pm the day before": what the question misses is whether it holds now ("still",
    "yet", "any more"; ``lexicons.yaml`` ``state_now_words``), which is judged against today or the
    time the question states, so the line found (``found``: the evidence) is an operand of the answer, not a part of it."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.question_form import asks_whether

    words = lexicon("state_now_words")
    missed = [c.word for c in found.uncovered if c.word.lower() in words
              and asks_whether(found.question_text or c.word, c.word)]
    if not missed:
        return None
    return (f"the question asks whether it holds now ({missed[0]!r}), which is judged against today or the time "
            "the question states, and the line it found gives the rule or the date, not that judgement")
