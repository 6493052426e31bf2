"""A Chinese difference of two named items' amounts (issue 26; the forty-second set's KK4(b)):
"芒果冰沙比柠檬茶贵多少?" over "芒果冰沙:18元" and "柠檬茶:10元" is 8元 (18元 − 10元). The English
reading is ``workings`` ("how much more is A than B").

``worked(question, bodies)``: ``None`` unless the question is "A比B<comparative>多少" (``_ASK_RE``) and
each of A and B names a line of the documents (its key before ":" / "：" holds it, or it holds the
key); each such line must hold exactly one amount in 元 (``_AMOUNT_RE``), and the two lines must
differ: else ``Unworked`` (the caller states the working limit). One line naming both is no
difference.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ASK_RE = re.compile(r"(?P<a>[\u4e00-\u9fffA-Za-z0-9]{1,12}?)比(?P<b>[\u4e00-\u9fffA-Za-z0-9]{1,12}?)"
                     r"(?:要|得)?(?P<how>贵|便宜|多|少|高|低)(?:了)?多少")
_AMOUNT_RE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:元|块)")
_KEY_RE = re.compile(r"^\s*([^:：\n]{1,20})[:：]")
_LEAD_RE = re.compile(r"^(?:那|那么|请问|请|我想问|一)+")
_MAX_LINES = 400


@dataclass(frozen=True)
class Worked:
    difference: float
    a: tuple[str, float]  # (line, amount)
    b: tuple[str, float]

    def answer(self) -> str:
        hi, lo = (self.a, self.b) if self.a[1] >= self.b[1] else (self.b, self.a)
        return f"{_shown(self.difference)}元（{_shown(hi[1])}元 − {_shown(lo[1])}元）。{self.a[0]}；{self.b[0]}"


@dataclass(frozen=True)
class Unworked:
    reason: str


def _shown(v: float) -> str:
    return f"{v:,.2f}".removesuffix(".00")


def _line(name: str, lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        key = _KEY_RE.match(line)
        if key and (name in key.group(1) or (len(key.group(1).strip()) >= 2 and key.group(1).strip() in name)):
            out.append(line)
    return out or [x for x in lines if name in x]


def worked(question: str, bodies: list[str]) -> Worked | Unworked | None:
    """The module docstring's reading."""
    m = _ASK_RE.search(question)
    if m is None:
        return None
    a, b = _LEAD_RE.sub("", m.group("a")), m.group("b")
    lines = [x.strip() for body in bodies for x in re.split(r"\n|(?<=[。；;])", body) if x.strip()][:_MAX_LINES]
    a_lines, b_lines = _line(a, lines), _line(b, lines)
    if not a_lines and not b_lines:
        return None
    if len(a_lines) != 1 or len(b_lines) != 1 or a_lines == b_lines:
        return Unworked(f"it does not find one line for each of '{a}' and '{b}'")
    pair = []
    for line in (a_lines[0], b_lines[0]):
        amounts = _AMOUNT_RE.findall(line)
        if len(amounts) != 1:
            return Unworked(f"the line {line[:40]!r} does not hold exactly one amount")
        pair.append((line, float(amounts[0])))
    return Worked(abs(pair[0][1] - pair[1][1]), pair[0], pair[1])
