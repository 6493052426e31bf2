"""A stated goal against the count the documents give: "Was the quorum reached?" over minutes that
say "Councillors present: 8 of 11. Quorum: 6 councillors.", "Has the target been met?" over an
appeal's "Target: £15,000" and "Raised so far: £11,240" (notebook 02's grounded answers over a
learner's own notes).

The goal is a line's figure after a goal noun (``lexicons.yaml`` goal_nouns: quorum, target,
minimum ...; a budget or a limit is no goal); the count is the figure of the one other clause that
says how many were present / cast / raised (tally_words), of the same kind (money with money). Both
read: ``Reached`` (yes / no with the figures, and the shortfall); the goal without one count (none,
or several that differ): ``Unworked`` with why, so the caller states a limit; ``None`` when the
question asks no such thing or the documents state no goal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("goals")  # its cue patterns: data/sim/patterns.yaml
_FIG = r"(?P<cur>[£$€])?\s*(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_FIGURE_RE = re.compile(r"(?<![\w.,/:])" + _FIG + r"(?![\w/:]|[.,]\d)")
_CLAUSE_RE = re.compile(r"[^.;\n]+(?:\.\d[^.;\n]*)*")
_WORD_RE = re.compile(r"[a-z]+")
_MAX_LINES = 400  # a cap on the lines read


@dataclass(frozen=True)
class Reached:
    """A goal, the count against it, and whether the count reaches it."""

    goal_name: str
    goal: float
    goal_text: str
    tally_text: str  # the count's clause as written
    count: float
    currency: str
    remaining_asked: bool

    def _shown(self, value: float) -> str:
        text = f"{value:,.2f}".removesuffix(".00") if value != int(value) or self.currency else f"{value:g}"
        if self.currency and value == int(value):
            text = f"{int(value):,}"
        return f"{self.currency}{text}"

    def answer(self) -> str:
        short = self.goal - self.count
        if self.remaining_asked:
            if short <= 0:
                return (f"None: the {self.goal_name} of {self.goal_text} is already reached "
                        f"({self.tally_text}).")
            return (f"{self._shown(short)} more: the {self.goal_name} is {self.goal_text} and "
                    f"{self.tally_text} ({self._shown(self.goal)} - {self._shown(self.count)}).")
        if short <= 0:
            return (f"Yes: {self.tally_text}, against a {self.goal_name} of {self.goal_text} "
                    f"({self._shown(self.count)} is at least {self._shown(self.goal)}).")
        return (f"No: {self.tally_text}, against a {self.goal_name} of {self.goal_text} "
                f"({self._shown(short)} short).")


@dataclass(frozen=True)
class Unworked:
    """A goal stated without one count to compare it with: why."""

    why: str


def _value(m: re.Match) -> float:
    return float(m.group("n").replace(",", ""))


def _goal_re(noun: str) -> re.Pattern[str]:
    # "Quorum: 25", "target of £500", "Minimum for a council debate: 1,000" (a few words, then a colon)
    return re.compile(rf"\b{noun}s?\b(?:[^:\d\n.;]{{1,40}}:|\s*(?::|=|-|\bof\b|\bis\b|\bset at\b)?)\s*" + _FIG
                      + r"(?P<unit>\s+[A-Za-z]+)?", re.IGNORECASE)


def reached(question: str, bodies: list[str]) -> Reached | Unworked | None:
    """The goal the documents state against the count they give (see the module's docstring)."""
    remaining = bool(_CUE.remaining.search(question))
    if not (remaining or _CUE.reached.search(question)):
        return None
    said = set(_WORD_RE.findall(question.lower()))
    nouns = sorted(lexicon("goal_nouns"))
    asked_nouns = [n for n in nouns if n in said or n + "s" in said]
    if not asked_nouns and not remaining:
        return None
    clauses = [c.group(0).strip() for body in bodies for line in body.splitlines()[:_MAX_LINES]
               for c in _CLAUSE_RE.finditer(line)]
    goals = []
    for clause in clauses:
        for noun in asked_nouns or nouns:
            m = _goal_re(noun).search(clause)
            if m:
                goals.append((noun, clause, m))
    if len({_value(m) for _, _, m in goals}) != 1:
        return None if not goals else Unworked(f"the documents state {len(goals)} different goals")
    noun, goal_clause, gm = goals[0]
    currency = gm.group("cur") or ""
    goal_text = gm.group(0)[gm.start("cur") - gm.start() if currency else gm.start("n") - gm.start():].strip()
    tallies = []
    tally_words = lexicon("tally_words")
    for clause in clauses:
        if clause == goal_clause:
            rest = clause[:gm.start()] + " " + clause[gm.end():]
        else:
            rest = clause
        words = set(_WORD_RE.findall(rest.lower()))
        if words.isdisjoint(tally_words):
            continue
        figures = [f for f in _FIGURE_RE.finditer(rest) if bool(f.group("cur")) == bool(currency)]
        if figures:
            tallies.append((rest.strip(" ,"), _value(figures[0])))
    counts = {v for _, v in tallies}
    if len(counts) != 1:
        why = ("no count" if not counts else f"{len(counts)} different counts ({', '.join(f'{v:g}' for v in sorted(counts)[:4])})")
        return Unworked(f"the documents state a {noun} of {goal_text} but {why} to compare it with")
    text, count = tallies[0]
    return Reached(noun, _value(gm), goal_text, text, count, currency, remaining)
