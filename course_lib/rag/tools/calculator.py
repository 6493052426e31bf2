"""``calc``: a safe arithmetic tool for the model (notebook 03).

(The module is ``calculator`` so that ``course_lib.rag.tools.calc`` is unambiguously the tool.)

The model sends an expression as text. It is checked with Python's :mod:`ast` before anything
is computed: only numbers, ``+ - * / ** % //``, unary signs, parentheses, the constants
``pi`` and ``e`` and the functions in :data:`FUNCTIONS` pass. Every operation of the checked
tree is then computed by ``numexpr`` on fixed templates such as ``"a ** b"``, so the learner's
text never reaches ``eval`` or numexpr's own parser. Guards between the steps refuse huge
exponents before computing them, division by zero and results that are not finite.

Accepted conveniences: thousands separators (``2,400``), currency signs (``$ € £``), ``^`` for
powers, ``×``/``÷``/``−``, a trailing ``=``, and ``%`` right after a number and not followed by
another operand meaning "per cent" (``15% * 80`` and ``15% of 80`` are 12, ``15% - 3`` is
-2.85, ``2.5e3%`` is 25; ``10 % 3`` is still the remainder, and so is ``10 % -3``, -2, whose
sign sits on the operand).

Output rule: the result is rounded to 12 significant digits; a whole number prints without a
decimal point (``2400``), anything else in plain decimal form with no trailing zeros
(``1234.5``, ``0.3``), very large or tiny magnitudes in scientific notation. Every problem is
one sentence starting with ``Error:``; :func:`calculate` never raises.
"""

from __future__ import annotations

import ast
import math
import re
import warnings
from collections.abc import Callable

from langchain_core.tools import tool
from pydantic import BaseModel, Field

MAX_LENGTH = 1000
"""Longest expression accepted, in characters (a sum of ~100 amounts fits)."""
MAX_EXPONENT = 1000.0
"""Largest exponent magnitude computed; ``9**9**9`` is refused before the power is taken."""
MAX_MAGNITUDE = 1e100
"""Largest magnitude of any number or intermediate result."""
MAX_ROUND_DIGITS = 12

FUNCTIONS: dict[str, str] = {
    "sqrt": "sqrt(a)",
    "abs": "abs(a)",
    "exp": "exp(a)",
    "log": "log(a)",
    "ln": "log(a)",
    "log10": "log10(a)",
    "log2": "log2(a)",
    "sin": "sin(a)",
    "cos": "cos(a)",
    "tan": "tan(a)",
    "floor": "floor(a)",
    "ceil": "ceil(a)",
    "round": "round(a)",
}
"""Functions calc understands (one argument; ``round`` also takes a digit count)."""
CONSTANTS: dict[str, float] = {"pi": math.pi, "e": math.e}

_BINARY: dict[type[ast.operator], str] = {
    ast.Add: "a + b",
    ast.Sub: "a - b",
    ast.Mult: "a * b",
    ast.Div: "a / b",
    ast.FloorDiv: "a // b",
    ast.Mod: "a % b",
    ast.Pow: "a ** b",
}
_SYMBOL: dict[type[ast.operator], str] = {
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.MatMult: "@",
}
_ALLOWED_CHARS = re.compile(r"[0-9A-Za-z_.+\-*/%(),\s]*")
_THOUSANDS = re.compile(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d,])")
_PERCENT_OF = re.compile(r"%\s*of\b", re.IGNORECASE)
# A number (with an exponent, not the tail of a longer name or number) and "%", with no
# operand after it: neither a name, number or "(" nor a sign glued to one ("% -3").
_PERCENT = re.compile(r"(?<![\w.])((?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)\s*%(?!\s*[\w.(])(?!\s*[-+][\w.(])")
_REPLACEMENTS = {"×": "*", "÷": "/", "−": "-", "–": "-", "^": "**", "$": "", "€": "", "£": ""}
_SUPPORTED = (
    "calc understands numbers, + - * / ** % //, parentheses, pi, e and "
    + ", ".join(sorted(set(FUNCTIONS)))
)


class CalcError(ValueError):
    """A problem with the expression; its message is the sentence returned to the model."""


def _number_engine() -> Callable[[str, dict[str, float]], float]:
    import numexpr
    import numpy

    def run(template: str, values: dict[str, float]) -> float:
        local = {name: numpy.float64(value) for name, value in values.items()}
        return float(numexpr.evaluate(template, local_dict=local, global_dict={}))

    return run


def normalise(expression: str) -> str:
    """The expression with the accepted conveniences rewritten into plain arithmetic."""
    text = expression.strip()
    for old, new in _REPLACEMENTS.items():
        text = text.replace(old, new)
    text = text.rstrip().rstrip("=").strip()
    text = _THOUSANDS.sub(lambda m: m.group(1).replace(",", ""), text)
    text = _PERCENT_OF.sub("% *", text)
    return _PERCENT.sub(r"(\1/100)", text)


def _check_number(value: float, what: str = "the result") -> float:
    if math.isnan(value):
        raise CalcError(f"Error: {what} is not a real number (for example sqrt or log of a negative number).")
    if math.isinf(value) or abs(value) > MAX_MAGNITUDE:
        raise CalcError(f"Error: {what} is infinite or too large (the limit is {MAX_MAGNITUDE:.0e}).")
    return value


class _Evaluator:
    """Walks a parsed expression, allowing only whitelisted nodes, computing with numexpr."""

    def __init__(self) -> None:
        self.run = _number_engine()

    def value(self, node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return self.value(node.body)
        if isinstance(node, ast.Constant):
            return self._constant(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd | ast.USub):
            operand = self.value(node.operand)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp):
            return self._binary(node)
        if isinstance(node, ast.Call):
            return self._call(node)
        if isinstance(node, ast.Name):
            if node.id in CONSTANTS:
                return CONSTANTS[node.id]
            if node.id in FUNCTIONS:
                raise CalcError(f"Error: {node.id} is a function; call it with parentheses, like {node.id}(2).")
            raise CalcError(f"Error: unknown name '{node.id[:30]}'; {_SUPPORTED}.")
        raise CalcError(f"Error: {_describe(node)} is not allowed; {_SUPPORTED}.")

    def _constant(self, raw: object) -> float:
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            kind = "text" if isinstance(raw, str | bytes) else type(raw).__name__
            raise CalcError(f"Error: {kind} values are not allowed; {_SUPPORTED}.")
        try:
            number = float(raw)
        except OverflowError:
            raise CalcError("Error: a number in the expression is too large.") from None
        return _check_number(number, "a number in the expression")

    def _binary(self, node: ast.BinOp) -> float:
        # Long sums nest down the left side; walk that spine in a loop, not by recursion.
        spine: list[ast.BinOp] = []
        current: ast.expr = node
        while isinstance(current, ast.BinOp):
            spine.append(current)
            current = current.left
        result = self.value(current)
        for step in reversed(spine):
            result = self._apply(step.op, result, self.value(step.right))
        return result

    def _apply(self, op: ast.operator, left: float, right: float) -> float:
        template = _BINARY.get(type(op))
        if template is None:
            symbol = _SYMBOL.get(type(op), type(op).__name__)
            raise CalcError(f"Error: the operator {symbol} is not supported; {_SUPPORTED}.")
        if isinstance(op, ast.Div | ast.FloorDiv | ast.Mod) and right == 0:
            raise CalcError("Error: division by zero.")
        if isinstance(op, ast.Pow):
            if abs(right) > MAX_EXPONENT:
                raise CalcError(
                    f"Error: the exponent {_format(right)} is too large (the limit is {MAX_EXPONENT:g})."
                )
            if left == 0 and right < 0:
                raise CalcError("Error: division by zero (zero raised to a negative power).")
        return _check_number(self.run(template, {"a": left, "b": right}))

    def _call(self, node: ast.Call) -> float:
        func = node.func
        if not isinstance(func, ast.Name):
            raise CalcError(f"Error: {_describe(func)} cannot be called; {_SUPPORTED}.")
        if func.id not in FUNCTIONS:
            raise CalcError(f"Error: unknown function '{func.id[:30]}'; {_SUPPORTED}.")
        if node.keywords or any(isinstance(arg, ast.Starred) for arg in node.args):
            raise CalcError(f"Error: {func.id}() takes plain numbers only.")
        if func.id == "round" and len(node.args) == 2:
            return self._round(node)
        if len(node.args) != 1:
            raise CalcError(f"Error: {func.id}() takes exactly one number.")
        argument = self.value(node.args[0])
        return _check_number(self.run(FUNCTIONS[func.id], {"a": argument}))

    def _round(self, node: ast.Call) -> float:
        argument = self.value(node.args[0])
        digits = self.value(node.args[1])
        if not digits.is_integer() or not 0 <= digits <= MAX_ROUND_DIGITS:
            raise CalcError(f"Error: round() takes a whole number of digits from 0 to {MAX_ROUND_DIGITS}.")
        scale = 10.0 ** int(digits)
        return _check_number(self.run("round(a * s) / s", {"a": argument, "s": scale}))


def _describe(node: ast.AST) -> str:
    names = {
        ast.Attribute: "attribute access",
        ast.Subscript: "indexing",
        ast.Lambda: "a lambda",
        ast.JoinedStr: "an f-string",
        ast.Compare: "a comparison",
        ast.BoolOp: "and/or",
        ast.IfExp: "if/else",
        ast.Tuple: "a list of values (a comma between numbers)",
        ast.List: "a list",
        ast.Set: "a set",
        ast.Dict: "a dictionary",
        ast.ListComp: "a comprehension",
        ast.SetComp: "a comprehension",
        ast.DictComp: "a comprehension",
        ast.GeneratorExp: "a comprehension",
        ast.NamedExpr: "assignment",
        ast.Await: "await",
        ast.Yield: "yield",
        ast.YieldFrom: "yield",
        ast.Starred: "unpacking",
        ast.Slice: "slicing",
        ast.UnaryOp: "this unary operator",
    }
    return names.get(type(node), type(node).__name__)


def calculate(expression: str) -> str:
    """Evaluate ``expression`` safely; the result as text, or one sentence starting "Error:"."""
    try:
        if not isinstance(expression, str):
            raise CalcError("Error: the expression must be text, for example '2 * (3 + 4)'.")
        if not expression.strip():
            raise CalcError("Error: the expression is empty; send arithmetic such as '2 * (3 + 4)'.")
        if len(expression) > MAX_LENGTH:
            raise CalcError(f"Error: the expression is longer than {MAX_LENGTH} characters; split it up.")
        text = normalise(expression)
        match = _ALLOWED_CHARS.fullmatch(text)
        if match is None:
            bad = next(ch for ch in text if not _ALLOWED_CHARS.fullmatch(ch))
            raise CalcError(f"Error: the character {bad!r} is not allowed; {_SUPPORTED}.")
        if not text:
            raise CalcError("Error: the expression is empty; send arithmetic such as '2 * (3 + 4)'.")
        try:
            with warnings.catch_warnings():  # e.g. "invalid decimal literal": the
                warnings.simplefilter("ignore", SyntaxWarning)  # answer says it, not stderr
                tree = ast.parse(text, mode="eval")
        except SyntaxError as exc:
            if "nested" in str(exc.msg):
                raise CalcError("Error: the expression is nested too deeply.") from None
            raise CalcError(f"Error: '{_clip(text)}' is not a valid arithmetic expression.") from None
        return _format(_Evaluator().value(tree))
    except CalcError as exc:
        return str(exc)
    except (RecursionError, MemoryError):
        return "Error: the expression is nested too deeply."
    except Exception as exc:  # the tool must never raise into the agent loop
        return f"Error: the expression could not be evaluated ({type(exc).__name__})."


def _clip(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _format(value: float) -> str:
    """12 significant digits; whole numbers without a decimal point (see the module docstring).
    A whole number a float holds exactly (below 2**53) is shown in full: a product of two
    nine-digit numbers keeps its last digits."""
    if float(value).is_integer() and abs(value) < 2**53:
        return str(int(value))
    rounded = float(f"{value:.12g}")
    if rounded == 0:
        return "0"
    if rounded.is_integer() and abs(rounded) < 1e15:
        return str(int(rounded))
    if 1e-6 <= abs(rounded) < 1e15:
        text = f"{rounded:.12f}".rstrip("0").rstrip(".")
        # keep at most 12 significant digits after the fixed-point rendering
        return text if float(text) == rounded else f"{rounded:.12g}"
    return f"{rounded:.12g}"


CALC_DESCRIPTION = (
    "Evaluate an arithmetic expression and return the number. Use it for arithmetic on numbers "
    "you already have: sums, differences, products, ratios, percentages (e.g. "
    "'120.50 + 75.25 + 310', '15% * 2400', '(1 + 0.05) ** 3', 'sqrt(2)'). Do not use it to "
    "look anything up: it knows no facts, only numbers, + - * / ** % //, parentheses and "
    "sqrt, abs, exp, log, log10, sin, cos, tan, floor, ceil, round."
)


class CalcInput(BaseModel):
    """Arguments of ``calc``."""

    expression: str = Field(description="Arithmetic only, e.g. '(120.50 + 75.25) * 1.2'.")


@tool("calc", description=CALC_DESCRIPTION, args_schema=CalcInput)
def calc(expression: str) -> str:
    """Arithmetic for the model; see ``CALC_DESCRIPTION`` and :func:`calculate`."""
    return calculate(expression)


__all__ = ["CALC_DESCRIPTION", "calc", "calculate", "normalise", "FUNCTIONS", "MAX_EXPONENT", "MAX_LENGTH"]
