"""A yes/no asking whether one must bring or pay for a thing, answered by the line that says the
thing is provided or included (issue 26; the forty-sixth set's OO10: "Faut-il apporter un goûter ?"
over "Le goûter du soir est fourni" answered with "I don't know that part").

The question opens with an obligation of its language ("do I need to", "faut-il", "muss man", "hay
que": ``data/sim/provided_things.yaml`` ``obligation``); what it asks about is its content terms
less the acts done with the thing (``acts``: bring, pay, mitbringen, pagar, ...) and the function
words of its language (``lexicons.yaml`` ``other_function_words``: "un", "eine", "hay"). A clause of the
documents (a line cut at ";", "," and "but") that holds every term of the thing and a word saying it
is provided (``provided``: provided, fourni, gestellt, incluido, ...; a word of the thing in
another form, "Schürze" / "Schürzen", is the same) answers: "No" in the question's
language, or "Yes" when the clause negates it ("towels are not provided"). Two clauses that disagree,
or none, leave the question to the other readers. Cheap: the obligation opening is tested first.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, lexicon, read

DATA = "provided_things.yaml"
_CLAUSE_RE = re.compile(r"[;\n]|,\s|\.\s|\s(?:but|mais|aber|pero)\s", re.IGNORECASE)
_MAX_CHARS = 20000


@lru_cache(maxsize=4)
def _cues() -> tuple[tuple[tuple[str, re.Pattern[str]], ...], re.Pattern[str], re.Pattern[str], dict]:
    data = read(DATA)
    opening = tuple((lang, re.compile(rf"^\W*(?:{alternation(phrases)})\b", re.IGNORECASE))
                    for lang, phrases in data["obligation"].items())
    provided = re.compile(rf"(?<!\w)(?:{alternation(data['provided'])})(?!\w)", re.IGNORECASE)
    negated = re.compile(rf"(?<!\w)(?:{alternation(data['negations'])})(?!\w)", re.IGNORECASE)
    return opening, provided, negated, data


def answer(question: str, texts: list[str]) -> str | None:
    """"No - <clause>" (in the question's language) when a clause of ``texts`` says the thing an
    obligation question asks about is provided; "Yes - <clause>" when it says it is not; ``None``
    otherwise."""
    from course_lib.sim.words.text import content_terms

    opening, provided, negated, data = _cues()
    lang = next((lang for lang, pattern in opening if pattern.search(question)), None)
    if lang is None:
        return None
    acts = {t for act in data["acts"] for t in content_terms(act)}
    acts |= {t for w in lexicon("other_function_words") for t in content_terms(w)}  # "un", "eine", "hay"
    thing = [t for t in content_terms(dict(opening)[lang].sub("", question, count=1)) if t not in acts]
    if not thing:
        return None
    verdicts: dict[bool, str] = {}
    for text in texts:
        for clause in _CLAUSE_RE.split(text[:_MAX_CHARS]):
            if not provided.search(clause):
                continue
            terms = set(content_terms(clause))
            if all(t in terms or any(_same_word(t, u) for u in terms) for t in thing):
                verdicts.setdefault(bool(negated.search(clause)), clause.strip().rstrip("."))
    if len(verdicts) != 1:
        return None
    ((not_provided, clause),) = verdicts.items()
    no, yes = data["answers"][lang]
    return f"{yes if not_provided else no} - {clause}."



def _same_word(a: str, b: str) -> bool:
    """One word in two forms the English stemmer does not join ("schürz" / "schürzen", "casqu" /
    "casques"): one is the other with at most two more letters, four letters shared or more."""
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 2
