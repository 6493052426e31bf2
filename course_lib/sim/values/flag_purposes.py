"""A yes/no field read by what its description says it means, when a request speaks of that meaning and
not of the field's name (issue 26: a learner's ``shared: bool`` described "whether the cost is split
between the flatmates" with "split it between us", or ``glossy`` "true for a shiny finish, false for
matt" with "matt please").

A description glosses a flag as "whether <X>", "true if / when / for <X>", "<name> says whether <X>",
"<name> marks it as <X>", with an optional other side: "rather than <Y>", "instead of <Y>", "false for
<Y>". ``sides`` gives the stems of each side, less the words that name no meaning of their own
(subjects such as "customer", light verbs such as "wants"; data ``flag_scope.yaml`` ``purpose_generic``)
and the words the tool's other text uses anyway (a bike-hire tool's "bike").

``purpose_said`` reads the request clause by clause (the clause and negation cues of
``flag_scope``): a clause naming a side's words (at least half of them) says that side; a clause with
a refusing cue or a negation before a side's word ("not one to split", "no motor", "don't post me the
digest") says the other side; a refusing clause wins over a plain one ("had the jab last week, so no booster needed"). ``None`` when no clause names a
side, when the sides disagree, or when the gloss itself holds a negation ("food they cannot eat":
its polarity is not read).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.values.flag_scope import refusal_cues
from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.text import content_words, stem

DATA = "flag_scope.yaml"
MIN_SHARE = 0.5  # of a side's words a clause must name
MAX_CHARS = 1000  # of a request read
MAX_CLAUSES = 30
_GLOSS_CUE = r"(?:says\s+)?(?:whether(?:\s+or\s+not)?|true\s+(?:if|when|for)|set\s+(?:to\s+)?true\s+(?:if|when|for)|if|when|marks?\s+it\s+as)"
_OTHER_SIDE_RE = re.compile(
    r",?\s+(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s+|[,;]?\s*(?:and\s+)?(?:false|no)\s+(?:if|when|for)\s+",
    re.IGNORECASE,
)
_NEGATION_RE = re.compile(r"\b(?:not|no|never|cannot|can't|don't|doesn't|won't|isn't|aren't)\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z]+")
# a hedge before a side's word decides nothing: "not sure", "unsure", "don't know yet", "no idea", "maybe"
_HEDGE_RE = re.compile(r"\b(?:not\s+(?:yet\s+)?sure|unsure|(?:do\s+not|don'?t)\s+know|no\s+idea|can'?t\s+(?:say|tell)|"
                       r"undecided|maybe|perhaps|not\s+certain)\b", re.IGNORECASE)
# the gloss's subject before its verb ("the cost is split ...", "someone must sign ..."): no meaning of the flag's
_SUBJECT_RE = re.compile(
    r"^(?:(?:the|a|an|its|their|this|that|your|our)\s+)?[A-Za-z]+\s+(?=(?:is|are|was|were|has|have|had|gets|got|will|"
    r"would|must|should|can|could|needs?|wants?|likes?|asks?)\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _phrases() -> tuple[dict[str, str], re.Pattern[str]]:
    """The everyday phrases a request says a gloss's word with ("pick it up" for "collect"), and their alternation."""
    pairs = [p.partition("=") for p in phrase_lists(DATA, ("purpose_phrases",))["purpose_phrases"]]
    if any(not said.strip() or not word.strip() for said, _, word in pairs):
        raise ValueError(f"{DATA}: 'purpose_phrases' must hold '<phrase>=<word>' strings")
    said = {p.strip().lower(): w.strip() for p, _, w in pairs}
    return said, re.compile(rf"(?<![\w']){alternation(list(said))}(?![\w'])", re.IGNORECASE)


def _plain(clause: str) -> str:
    """``clause`` with its everyday phrases in the gloss's words ("can u pick it up from mine" -> "can u collect
    from home")."""
    said, found = _phrases()
    return found.sub(lambda m: said.get(" ".join(m.group(0).lower().split()), m.group(0)), clause)


@lru_cache(maxsize=1)
def _generic() -> frozenset[str]:
    return frozenset(stem(w) for w in phrase_lists(DATA, ("purpose_generic",))["purpose_generic"])


def _gloss(name: str, descriptions: list[str]) -> str:
    """The phrase glossing ``name``: the argument's own description (the last one) when it opens with a
    gloss cue, else a "<name>: whether ..." in any description; "" when none does."""
    own = (descriptions[-1] or "").strip() if descriptions else ""
    m = re.match(rf"{_GLOSS_CUE}\s+(?P<gloss>[^.;\n]{{3,160}})", own, re.IGNORECASE)
    if m:
        return m.group("gloss")
    arg = re.escape(name).replace("_", "[_ ]")
    for text in descriptions:
        m = re.search(rf"(?<![\w]){arg}[`'\"]?\s*(?:[:=]|[-–—]|\bsays\b|\bis\b)?\s*{_GLOSS_CUE}\s+(?P<gloss>[^.;\n]{{3,160}})",
                      text or "", re.IGNORECASE)
        if m:
            return m.group("gloss")
    return ""


def _stems(phrase: str, known: set[str]) -> frozenset[str]:
    generic = _generic()
    return frozenset(s for w in content_words(phrase) for part in _WORD_RE.findall(w) if len(part) > 2
                     and (s := stem(part.lower())) not in generic and s not in known)


def sides(name: str, descriptions: list[str], other_text: str = "") -> tuple[frozenset[str], frozenset[str]]:
    """(the stems of the true side, of the false side) of the flag ``name``; both empty when no
    description glosses it or the gloss holds a negation. ``other_text``: the tool's other words
    (its name and description outside the gloss), which tell no side."""
    gloss = _gloss(name, descriptions)
    if not gloss or _NEGATION_RE.search(gloss):
        return frozenset(), frozenset()
    meaning = _SUBJECT_RE.sub("", gloss.strip(), count=1)
    parts = _OTHER_SIDE_RE.split(meaning, maxsplit=1)
    true_side, false_side = (parts[0], parts[1]) if len(parts) == 2 else (meaning, "")
    known = {stem(w.lower()) for w in _WORD_RE.findall(other_text.replace(gloss, " "))} - {stem(name.lower())}
    yes, no = _stems(true_side, known), _stems(false_side, known)
    return yes - no, no - yes


def _named(clause_stems: set[str], side: frozenset[str], key: frozenset[str] = frozenset()) -> bool:
    """A clause names a side: ``MIN_SHARE`` of its words, the field name's own words among them when
    the side holds them ("satisfied: whether the learner is satisfied with the course" is not named
    by "The course has twelve lessons.")."""
    if key & side and not key & side & clause_stems:
        return False
    return bool(side) and len(side & clause_stems) / len(side) >= MIN_SHARE


def purpose_said(name: str, descriptions: list[str], text: str, other_text: str = "") -> bool | None:
    """The value ``text`` says for the flag by its description's sides; ``None`` when it says none."""
    yes, no = sides(name, descriptions, other_text)
    if not (yes or no) or not text:
        return None
    refuse, keep, split = refusal_cues()
    # a one-sided gloss that repeats the field's name ("satisfied: whether ... is satisfied ...") is named
    # only with that word; two sides carry their own contrast ("true for wooden, false for metal")
    key = frozenset(stem(w) for w in re.split(r"[_\W]+", name.lower()) if len(w) > 2) if not no else frozenset()
    plain: set[bool] = set()
    refused: set[bool] = set()
    for clause in [_plain(c) for c in split.split(text[:MAX_CHARS].replace("\u2019", "'"))[:MAX_CLAUSES] if c]:
        words = [(m, stem(m.group(0).lower())) for m in _WORD_RE.finditer(clause)]
        said = {s for _, s in words}
        for side, value in ((yes, True), (no, False)):
            if not side & said:
                continue
            first = next(m for m, s in words if s in side)
            before = clause[: first.start()]
            if _HEDGE_RE.search(before):
                continue  # "I'm not sure about the course yet": undecided, neither side said
            if key & side and not key & side & said:
                continue  # a one-sided gloss's side met without the field's own word (as ``_named``)
            if (refuse.search(before) or _NEGATION_RE.search(before)) and not keep.search(before):
                refused.add(not value)  # "so no booster needed", "don't post me the digest": one word is enough
            elif _named(said, side, key):
                plain.add(value)
    verdicts = refused or plain
    return verdicts.pop() if len(verdicts) == 1 else None


__all__ = ["MIN_SHARE", "purpose_said", "sides"]
