"""An operator taught by examples in the conversation (issue 26, the twelfth batch of ports).

LangChain's "few shot examples in chat models" how-to gives the model an unknown operator, "🦜",
through example turns ("2 🦜 2" -> "4", "2 🦜 3" -> "5") and asks "What is 2 🦜 9?". The
simulator stated a limit (no fact answers it). Now, when the question applies a symbol that is
no arithmetic sign to two numbers, and at least two earlier exchanges apply the same symbol to
two numbers with a number as the reply, the operation is the one of add, subtract, multiply,
divide and power that gives every example's reply (a model reads the pattern the same way); the
answer applies it. None that fits, or more than one, and the reply is left to the other rules
(a stated limit).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_NUM = r"-?\d+(?:\.\d+)?"
# two numbers around one symbol that is no arithmetic sign, letter, digit or bracket
_APPLIED_RE = re.compile(rf"(?P<a>{_NUM})\s*(?P<op>[^\w\s\d.,+\-*/x×÷^=()?!]{{1,4}})\s*(?P<b>{_NUM})")
_REPLY_RE = re.compile(rf"^\W*(?P<c>{_NUM})\W*$")
_MAX_EXAMPLES = 20

_OPERATIONS: dict[str, Callable[[float, float], float | None]] = {
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "divide": lambda a, b: a / b if b else None,
    "power": lambda a, b: a**b if abs(b) <= 12 and abs(a) <= 1e6 else None,
}


def _applied(text: str) -> tuple[float, str, float] | None:
    m = _APPLIED_RE.search(text)
    return (float(m.group("a")), m.group("op"), float(m.group("b"))) if m else None


def taught(turns: Sequence[tuple[str, str]], question: str) -> tuple[str, float] | None:
    """``(operation, result)`` for ``question`` from the example exchanges in ``turns`` (``(who,
    text)`` pairs, oldest first), or ``None`` (see the module)."""
    asked = _applied(question)
    if asked is None:
        return None
    a, op, b = asked
    examples = []
    for (who, text), (who2, reply) in zip(turns, turns[1:], strict=False):
        if who != "human" or who2 != "ai":
            continue
        shown, answer = _applied(text), _REPLY_RE.match(reply)
        if shown and answer and shown[1] == op:
            examples.append((shown[0], shown[2], float(answer.group("c"))))
        if len(examples) >= _MAX_EXAMPLES:
            break
    if len(examples) < 2:
        return None
    fits = [name for name, f in _OPERATIONS.items()
            if all((r := f(x, y)) is not None and abs(r - c) < 1e-9 for x, y, c in examples)]
    if len(fits) != 1:
        return None
    result = _OPERATIONS[fits[0]](a, b)
    return None if result is None else (fits[0], result)


def said(question: str, result: float) -> str:
    """The answer line: "2 🦜 9 = 11"."""
    a, op, b = _applied(question) or (0, "", 0)
    value = int(result) if float(result).is_integer() else round(result, 6)

    def n(x: float) -> str:
        return str(int(x)) if float(x).is_integer() else str(x)

    return f"{n(a)} {op} {n(b)} = {value}"
