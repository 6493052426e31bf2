"""A number on a scale read from what a field's description says its ends mean (notebook 04's
structured output, met on a learner's own schemas).

``Field(ge=0, le=10, description="pain from 0 (none) to 10 (worst imaginable)")`` with "the
worst pain I have ever felt": the description glosses each end of its scale ("none", "worst
imaginable"); a text that meets the words of one end's gloss and not the other's is at that
end. No gloss met, or both: ``None`` (the caller states a limit rather than guess a value).
A grading request (documents, an answer to judge) is not read here: the field is a verdict.

A grading prompt's own digit scale is read here too (``digit_scale``; issue 26, the twenty-ninth
set's X9 (b)): "1 = not relevant, 2 = somewhat, 3 = highly relevant. Output only the score." offers
the digits, not "yes" / "no", and each gloss says which end a digit is; so is a glossed letter
scale ("A (very helpful), B (somewhat) or C (not helpful)": ``letter_scale``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import STOP_WORDS

# "0 (none)", "10 = worst imaginable", "1: useless", "5 - perfect": a number and its gloss
_GLOSS_RE = re.compile(
    r"(?<![\w.])(-?\d+(?:\.\d+)?)\s*(?:\(\s*([^()]{1,40}?)\s*\)|[=:-]\s*([A-Za-z][A-Za-z' -]{0,40}?)(?=\s*(?:to\b|and\b|[,;.)]|$)))",
    re.IGNORECASE)
_WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)?")
# "1 for yes, 0 for no", "2 if it is relevant": a digit, a joining word (lexicon
# ``scale_gloss_joiners``) and its gloss, up to the next clause; read by ``digit_scale`` only (a
# prompt's own output values), never from a field's description ("2 for adults" is no scale end)
_JOINED_GLOSS = (r"(?<![\w.])(\d)\s+(?i:{joiners})\s+(?i:it(?:'s| is)\s+)?"
                 r"([A-Za-z][A-Za-z' -]{{0,30}}?)(?=\s*(?:(?i:and|or|otherwise)\b|[,;.)]|$))")
_LABEL_BEFORE_RE = re.compile(r"([A-Za-z]+)(\.?)\s*#?$")  # the word a number follows ("Source 2", "Doc #3")
# "none" / "no" / "nothing" / "not at all" all mean the bottom of an amount: one form for them
_NONE_FORMS = frozenset({"none", "no", "nothing", "zero", "not", "never"})
_MAX_GLOSSES = 12  # a cap on the numbers with a gloss read from one description


@dataclass(frozen=True)
class Gloss:
    """One end of a scale: its value and the words its description gives it."""

    value: float
    words: frozenset[str]


def _forms(text: str) -> set[str]:
    out = set()
    for w in _WORD_RE.findall(text.lower()):
        if w in _NONE_FORMS:
            out.add("none")
        elif w not in STOP_WORDS and len(w) > 2:
            out.add(w[:-1] if w.endswith("s") and len(w) > 4 else w)
    return out


def glosses(description: str, scale: tuple[float, float]) -> tuple[Gloss, Gloss] | None:
    """The glosses of a scale's two ends in a description (``None`` unless both are glossed)."""
    low = high = None
    for m in list(_GLOSS_RE.finditer(description))[:_MAX_GLOSSES]:
        value = float(m.group(1))
        words = frozenset(_forms(m.group(2) or m.group(3) or ""))
        if not words:
            continue
        if value == scale[0]:
            low = Gloss(value, words)
        elif value == scale[1]:
            high = Gloss(value, words)
    return (low, high) if low and high else None


def read(text: str, description: str, scale: tuple[float, float]) -> float | None:
    """The end of the scale whose gloss the text meets ("worst pain ever" -> the "worst
    imaginable" end), ``None`` when the description glosses no ends or the text meets neither
    or both."""
    ends = glosses(description, scale)
    if ends is None:
        return None
    said = _forms(text)
    met = [g for g in ends if g.words & said]
    if len(met) != 1:
        return None
    return met[0].value


_DIGIT_WORD_RE = re.compile(r"(?<![\w.])\d\s+[A-Za-z]")


@lru_cache(maxsize=4)
def _joined_gloss_re(joiners: frozenset[str]) -> re.Pattern[str]:
    return re.compile(_JOINED_GLOSS.format(joiners="|".join(sorted(joiners))), re.MULTILINE)


def digit_scale(text: str) -> list[tuple[str, str]]:
    """The whole numbers a prompt glosses as its scale ("1 = not relevant, 2 = somewhat, 3 = highly
    relevant": [("1", "not relevant"), ("2", "somewhat"), ("3", "highly relevant")]; "write 1 for
    yes and 0 for no": [("0", "no"), ("1", "yes")]), ascending;
    empty unless two or more consecutive numbers are glossed, each once."""
    found: dict[int, str] = {}
    text = text or ""
    joined = (_joined_gloss_re(lexicon("scale_gloss_joiners")).finditer(text)
              if _DIGIT_WORD_RE.search(text) else ())  # (the lexicon read only where a digit stands before a word)
    matches = sorted([*_GLOSS_RE.finditer(text), *joined], key=lambda m: m.start())
    for m in matches[:_MAX_GLOSSES]:
        gloss = (m.group(2) or (m.group(3) if m.re is _GLOSS_RE else "") or "").strip()
        if not re.fullmatch(r"\d", m.group(1)) or not gloss:
            continue
        label = _LABEL_BEFORE_RE.search(text[max(0, m.start() - 24):m.start()])
        if label and label.group(1).lower() in lexicon("scale_label_nouns") and (
                not label.group(2) or len(label.group(1)) <= 4):  # "p. 3", "fig. 2"; not "the question. 0 ="
            continue  # "Source 2 (boiler.pdf, p. 4):", "Step 3 (optional)": a numbered item, no scale point
        if int(m.group(1)) in found:
            return []  # one number glossed twice: two scales, or no scale
        found[int(m.group(1))] = gloss
    values = sorted(found)
    if len(values) < 2 or values != list(range(values[0], values[0] + len(values))):
        return []
    return [(str(v), found[v]) for v in values]


# "A (very helpful)", "B = partly relevant", "C: not useful": a capital letter standing alone and its gloss
_LETTER_GLOSS_RE = re.compile(
    r"(?<![\w.'’-])([A-Z])\s*(?:\(\s*([^()]{1,40}?)\s*\)|[=:]\s*([A-Za-z][A-Za-z' -]{0,40}?)(?=\s*(?:and\b|or\b|[,;.)]|$)))",
    re.MULTILINE)


def letter_scale(text: str) -> list[tuple[str, str]]:
    """The capital letters a prompt glosses as its scale ("A (very helpful), B (somewhat helpful)
    or C (not helpful)": [("A", "very helpful"), ("B", ...), ("C", "not helpful")]), in order;
    empty unless two or more letters from "A" on are glossed, consecutive, each once. A letter
    glossed on a line of its own ("A) 90 °C") is an option list, read by the label readers."""
    found: dict[str, str] = {}
    for m in list(_LETTER_GLOSS_RE.finditer(text or ""))[:_MAX_GLOSSES]:
        gloss = (m.group(2) or m.group(3) or "").strip()
        if not gloss or not _WORD_RE.search(gloss.lower()):
            continue
        if m.group(1) in found:
            return []  # one letter glossed twice: no scale
        found[m.group(1)] = gloss
    letters = sorted(found)
    if len(letters) < 2 or letters != [chr(ord("A") + i) for i in range(len(letters))]:
        return []
    return [(c, found[c]) for c in letters]


def scale_ends(scale: list[tuple[str, str]], polarity, best_first: bool = False) -> dict[str, str] | None:
    """Each digit's polarity ("negative" / "middle" / "positive") on a glossed ``scale``:
    ascending from its lowest (the negative end) to its highest, unless its glosses say it runs the
    other way ("1 = best ... 5 = worst"); ``polarity`` reads one gloss ("unknown" when it cannot).
    A letter scale (``best_first``) is read the other way first: "A" is the top grade unless its
    glosses say otherwise. ``None`` when the glosses contradict both directions (the caller
    states a limit)."""
    said = [polarity(g) for _, g in scale]
    n = len(scale)
    up = ["negative"] + ["middle"] * (n - 2) + ["positive"]
    for order in ((up[::-1], up) if best_first else (up, up[::-1])):
        if all(s in ("unknown", o) for s, o in zip(said, order, strict=True)):
            return {digit: o for (digit, _), o in zip(scale, order, strict=True)}
    return None
