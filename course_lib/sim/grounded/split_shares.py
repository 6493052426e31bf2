"""One person's share of an amount the notes split, worked out (issue 26, the twenty-seventh
set's V4 and V7; notebook 02's grounded answers).

"im rosa - how much do i owe tomasz for the cake" over a house ledger whose line reads "22/11
Deji's birthday cake £27.60 paid by Tomasz - split 3 ways, not Deji", "whats each person's share
of the electricity" over "Electricity 87.90, paid by Sami" under "Everything is split equally
between the three of us": no line states the share, and quoting the line (with a sibling line
that names the asker) hands the reader the operands. A model divides.

:func:`share` reads a question asking a share (``patterns.yaml`` ``split_shares``: "do I owe",
"my share", "my half", "each person's", "per person"), the one line stating one amount that the
question's subject names (a word of the question that names that line alone: "cake", never the
asker's or the payer's name that several lines hold), and the number it is split by: the line's
own rule ("split 3 ways", "between 2 of us", "split between Mei and Sami"), else "half" asked,
else the notes' one default ("split equally between the four of us"). The amount divided, with
its working. Several lines named alike, several amounts on the line, or no split stated:
``Unworked`` with why (the caller states a documents limit). ``None`` when no share is asked or no
line names the question's subject, or when the notes state no split at all ("Do I owe any fines?").
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("split_shares")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document
_MAX_WAYS = 50  # a split into more parts than this is no household's
_WORD_RE = re.compile(r"[a-z]{3,}")
_MONEY_RE = re.compile(r"(?P<sign>[£$€])\s?(?P<n>\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)"
                       r"|(?<![\d.,/:])(?P<bare>\d+\.\d{2})(?![\d%])")


@dataclass(frozen=True)
class Share:
    line: str
    amount: str
    ways: int
    rule: str
    result: str

    def text(self) -> str:
        return f"{self.result} ({self.amount} / {self.ways}: {self.rule})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def asks(question: str) -> bool:
    return bool(_CUE.asks.search(question))


def share(question: str, bodies: list[str]) -> Share | Unworked | None:
    """The share the question asks (the module docstring)."""
    from course_lib.sim.words.quantities import with_all_digits

    if not asks(question):
        return None
    asked = set(_WORD_RE.findall(_CUE.question_words.sub(" ", question.lower())))
    lines = [ln.strip() for body in bodies[:_MAX_DOCS] for ln in body.splitlines()[:_MAX_LINES] if ln.strip()]
    priced = [ln for ln in lines if _MONEY_RE.search(ln)]
    if not asked or not priced:
        return None
    if not _CUE.half.search(question) and not any(
            _CUE.ways.search(d) or _CUE.between_names.search(d) or _CUE.default.search(d)
            for d in map(with_all_digits, lines)):
        return None  # "Do I owe any fines?": no split stated anywhere, so no share to work out
    words = {ln: set(_WORD_RE.findall(ln.lower())) for ln in priced}
    own = {w for w in asked if sum(w in ws for ws in words.values()) == 1}  # words naming one line alone
    scored = sorted(((len(own & words[ln]), ln) for ln in priced), reverse=True)
    if not scored or scored[0][0] == 0:
        return None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return Unworked(f"the question's words name two lines alike (\"{scored[0][1]}\", \"{scored[1][1]}\"), "
                        "and it cannot tell whose amount is split")
    line = scored[0][1]
    amounts = list(_MONEY_RE.finditer(line))
    if len(amounts) != 1:
        return Unworked(f"the line \"{line}\" states {len(amounts)} amounts, and it cannot tell which is split")
    ways, rule = _ways(with_all_digits(line), question, lines)
    if not ways:
        return Unworked(f"the line \"{line}\" states the amount, but neither it nor the notes say how many it is "
                        "split between")
    m = amounts[0]
    value = float((m.group("n") or m.group("bare")).replace(",", ""))
    sign = m.group("sign") or ""
    return Share(line, m.group(0).strip(), ways, rule, f"{sign}{value / ways:,.2f}")


def _ways(line: str, question: str, lines: list[str]) -> tuple[int, str]:
    """How many the line's amount is split between, and the rule that says so."""
    from course_lib.sim.words.quantities import with_all_digits

    m = _CUE.ways.search(line)
    if m:
        n = int(m.group("n") or m.group("m"))
        return (n, m.group(0).strip()) if 1 < n <= _MAX_WAYS else (0, "")
    m = _CUE.between_names.search(line)
    if m:
        names = [p for p in re.split(r",\s*|\s+and\s+|\s*&\s*", m.group("names").strip()) if p]
        if 1 < len(names) <= _MAX_WAYS:
            return len(names), m.group(0).strip()
    if _CUE.half.search(question):
        return 2, "half"
    defaults = []
    for other in lines:
        d = _CUE.default.search(with_all_digits(other))
        if d and not _MONEY_RE.search(other):
            defaults.append((int(d.group("n")), d.group(0).strip()))
    defaults = list(dict.fromkeys(defaults))
    if len(defaults) == 1 and 1 < defaults[0][0] <= _MAX_WAYS:
        return defaults[0]
    return 0, ""
