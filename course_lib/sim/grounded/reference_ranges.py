"""A value judged against the range its own row states (notebook 02's grounded answers over a
learner's own tables: lab reports, sensor logs, tolerances).

"Is my vitamin D too low?" over a row "Vitamin D | 74 | 50-125" under a "Reference range"
header: the question's word ("low") is no word of the row, yet the row answers it once its
value is compared with its range: 74 lies within 50-125, so "No". ``judged`` finds the one row
the question names whose value and range it can compare; ``None`` otherwise (the caller then
reads the documents as before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.superlatives import figure, tables
from course_lib.sim.reports import explain
from course_lib.sim.words.cues import patterns

# what the question asks of the value: below its range, above it, or inside it
_ASKED_RE = re.compile(
    r"\b(?P<low>too\s+low|low|below\b[^?]{0,20}\b(?:range|normal))|\b(?P<high>too\s+high|high|elevated|above\b[^?]{0,20}\b(?:range|normal))"
    r"|\b(?P<normal>normal|in\s+(?:the\s+)?(?:normal\s+|reference\s+)?range|within\s+(?:the\s+)?(?:normal\s+|reference\s+)?range|ok(?:ay)?)\b",
    re.IGNORECASE)
# a distance past a bound asked: "how far over", "by how much is it above", "how much below"
_MARGIN_RE = re.compile(
    r"\b(?:how\s+(?:far|much)|by\s+how\s+much)\b[^?]{0,40}?\b(?:(?P<above>over|above|higher\s+than|past)|"
    r"(?P<below>under|below|lower\s+than|short\s+of))\b[^?]{0,40}\b(?:range|normal|limit|top|bottom|bound)",
    re.IGNORECASE)
_YES_NO_RE = re.compile(r"^\W*(?:and\s+)?(?:is|are|was|were|isn't|aren't)\b", re.IGNORECASE)
# a column that states a range of normal values
_RANGE_HEAD_RE = re.compile(r"\b(?:range|normal|reference|ref|limits?|target|interval|expected)\b", re.IGNORECASE)
_VALUE_HEAD_RE = re.compile(r"\b(?:result|value|reading|level|measured|measurement|score)\b", re.IGNORECASE)
_RANGE_RE = re.compile(r"^\s*(?P<a>\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(?P<b>\d+(?:\.\d+)?)\s*\S{0,10}\s*$")
_CUE = patterns("reference_ranges")  # its cue patterns: data/sim/patterns.yaml
_WORD_RE = re.compile(r"[a-z0-9]+")
_MAX_ROWS = 500  # a cap on the rows read


@dataclass(frozen=True)
class Judged:
    """A row's value against its range, and the answer to what the question asked of it."""

    name: str
    value: str
    low: float
    high: float
    side: str  # "below", "within" or "above"
    asked: str  # "low", "high" or "normal"

    def answer(self) -> str:
        yes = {"low": "below", "high": "above"}.get(self.asked) == self.side or (
            self.asked == "normal" and self.side == "within")
        where = {"below": "below", "within": "within", "above": "above"}[self.side]
        return (f"{'Yes' if yes else 'No'}: {self.name} is {self.value}, {where} the range "
                f"{self.low:g}-{self.high:g}.")


def _words(text: str) -> set[str]:
    return set(_WORD_RE.findall(text.lower()))


def asked(question: str) -> str | None:
    """What a yes/no question asks of a value: "low", "high" or "normal" (``None`` for none)."""
    if not _YES_NO_RE.search(question):
        return None
    m = _ASKED_RE.search(question)
    if m is None:
        return None
    return next(k for k in ("low", "high", "normal") if m.group(k))


def only_asks(question: str) -> bool:
    """Whether a follow-up asks nothing but the judgement ("And is that normal?", "Is it still too
    low?"), not another question that holds its word ("Is it ok to eat before the test?")."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import content_terms

    if asked(question) is None:
        return False
    return set(content_terms(_ASKED_RE.sub(" ", question))) <= lexicon("follow_up_filler")


def _ranged_rows(question: str, bodies: list[str]) -> list[tuple[str, str, float, float]]:
    """(name, value, low, high) of the rows the question names whose value and range compare. A
    row is named by all its name's words ("vitamin D"), or, when no row is, by a word of its name
    that no other row's name holds ("B12" for "Vitamin B12")."""
    said = _words(question)
    full: list[tuple[str, str, float, float]] = []
    partial: list[tuple[str, str, float, float]] = []
    names: list[set[str]] = []
    candidates = []
    for body in bodies:
        for rows in tables(body):
            for row in rows[:_MAX_ROWS]:
                cells = list(row.cells)
                if len(cells) < 3:
                    continue
                name = cells[0][1].strip()
                if not name or not _words(name):
                    continue
                names.append(_words(name))
                candidates.append((name, cells))
    for name, cells in candidates:
        words = _words(name)
        if words <= said:
            target = full
        elif any(w in said and len(w) >= 2 and not w.isdigit() and sum(w in n for n in names) == 1
                 and _alone(w, question, words) for w in words):
            target = partial
        else:
            continue
        ranged = _value_and_range(cells)
        if ranged is not None:
            target.append((name, *ranged))
    return full or partial


def _value_and_range(cells: list[tuple[str, str]]) -> tuple[str, float, float] | None:
    """(value, low, high) of a row's (column, cell) pairs: its one range under a range column and
    its one value (under a value column, when several cells hold figures); ``None`` otherwise."""
    ranges = [m for h, c in cells if _RANGE_HEAD_RE.search(h) and (m := _RANGE_RE.match(c))]
    values = [(h, c) for h, c in cells[1:] if figure(c) and not _RANGE_HEAD_RE.search(h)]
    values = [(h, c) for h, c in values if _VALUE_HEAD_RE.search(h)] or values
    if len(ranges) != 1 or len(values) != 1:
        return None
    low, high = float(ranges[0].group("a")), float(ranges[0].group("b"))
    return (values[0][1].strip(), low, high) if low < high else None


def _alone(word: str, question: str, name: set[str]) -> bool:
    """``word`` stands in ``question`` with no other naming word beside it: "is my B12 ok", not
    "is my vitamin D ok" (where "vitamin" names another row than "Vitamin B12")."""
    from course_lib.sim.words.text import content_terms

    tokens = _WORD_RE.findall(question.lower())
    for i, token in enumerate(tokens):
        if token != word:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(tokens):
                continue
            beside = tokens[j]
            if beside in name or _ASKED_RE.fullmatch(beside):
                continue
            if (len(beside) == 1 and beside not in ("a", "i")) or any(ch.isdigit() for ch in beside) or content_terms(beside):
                return False
    return True


def judged(question: str, bodies: list[str]) -> Judged | None:
    """The one row the question names whose value and range compare, judged (``None`` when the
    question asks no such thing, names no row or more than one, or the row holds no value and
    range it can compare)."""
    what = asked(question)
    if what is None:
        return None
    found: list[Judged] = []
    for name, value, low, high in _ranged_rows(question, bodies):
        number = figure(value)[0]
        side = "below" if number < low else "above" if number > high else "within"
        found.append(Judged(name, value, low, high, side, what))
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True)
class Margin:
    """How far a row's value lies outside its range ("how far over the top of its range is X?")."""

    name: str
    value: str
    low: float
    high: float
    by: float  # the distance past the bound asked; 0 when the value is not past it
    side: str  # "above" or "below": the side asked

    def answer(self) -> str:
        bound = self.high if self.side == "above" else self.low
        where = "top" if self.side == "above" else "bottom"
        if self.by <= 0:
            return (f"It is not {self.side} its range: {self.name} is {self.value}, within the range "
                    f"{self.low:g}-{self.high:g}.")
        return (f"{self.by:g} {self.side} the {where} of its range: {self.name} is {self.value}, the range "
                f"{self.low:g}-{self.high:g} (so {figure(self.value)[0]:g} - {bound:g} = {self.by:g}).")


def margin(question: str, bodies: list[str]) -> Margin | None:
    """"How far over the top of its range is my HbA1c?", "by how much is my ferritin below its
    range?": the one named row's distance past the bound asked (``None`` when the question asks
    no such distance or names no one row with a value and a range)."""
    m = _MARGIN_RE.search(question)
    if m is None:
        return None
    side = "above" if m.group("above") else "below"
    rows = _ranged_rows(question, bodies)
    if len(rows) != 1:
        return None
    name, value, low, high = rows[0]
    number = figure(value)[0]
    by = number - high if side == "above" else low - number
    return Margin(name, value, low, high, round(max(by, 0.0), 6), side)


def outside_rows(asked_text: str, text: str) -> list[str] | None:
    """The names of the rows whose value lies outside the range the row states, for a list field
    that asks for them (``asked_text``: its name and description, "tests outside their reference
    range", "readings above the normal range"; cue ``reference_ranges.outside`` in
    data/sim/patterns.yaml): both sides, or the one side it names. ``None`` when the field asks no
    such thing or ``text`` holds no table row with a value and a range; ``[]`` when every such row
    is within its range."""
    m = _CUE.outside.search(asked_text)
    if m is None:
        return None
    sides = {"above"} if m.group("above") else {"below"} if m.group("below") else {"above", "below"}
    found: list[str] = []
    seen = False
    for rows in tables(text):
        for row in rows[:_MAX_ROWS]:
            cells = list(row.cells)
            ranged = _value_and_range(cells) if len(cells) >= 3 else None
            name = cells[0][1].strip() if cells else ""
            if not name or ranged is None:
                continue
            value, low, high = ranged
            seen = True
            number = figure(value)[0]
            side = "below" if number < low else "above" if number > high else "within"
            if side in sides:
                found.append(name)
    if not seen:
        return None
    explain.rule("the rows whose value lies outside the range the row states", rows=found)
    return found
