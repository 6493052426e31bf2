"""Generic arithmetic function tools, called step by step (notebook 03; LangChain's
``add`` / ``multiply`` / ``divide`` tutorials).

A bound tool is an arithmetic function when its name or description names an operation (add,
subtract, multiply, divide, power, modulo, square root) and it takes numbers. A question is cut
into steps at "then", "after that", "finally", ";", "and ... also" and sentence ends; each step
names its operation ("add", "plus", "sum", "times", "divided by", ...) and its numbers, or
refers to the previous result ("the output", "the result", "that", "it"); in a follow-up turn
("Multiply that by 2.") the first step's "that" is the earlier turn's last result. Steps that do not
depend on an earlier result are called together in the first turn; a dependent step is called
once the result it needs has come back. When every step is done, the answer states the result.

An operation no bound tool does is done with one that is bound where arithmetic allows it
exactly: "x minus n" with only an adder is ``add(x, -n)``, as a competent model does. A plan must
use every number of the question: a step that holds more numbers than its operation takes (the
"minus 20" of "119 times 8 minus 20" with no way to subtract, the "all times 3" of "23 plus 19,
all times 3" it cannot read as a chain) is not a plan, and ``left_over`` names what it would
drop, so the agent states a limit instead of answering part of the question as the whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from course_lib.sim.words.cues import patterns

if TYPE_CHECKING:  # (reading brings LangChain's messages: not needed to run these rules)
    from course_lib.sim.request.reading import ToolRound, ToolSpec

_CUE = patterns("function_tools")  # its cue patterns: data/sim/patterns.yaml

_OPS: tuple[tuple[str, str, str], ...] = (
    # (operation, cue in a tool's name or description, cue in a question step)
    ("add", r"\badd|\bsum\b|\bplus\b|addition", r"\badd\b|\badds\b|\bplus\b|\bsum\b|\btotal of\b|\+|加上?"),
    ("subtract", r"subtract|minus|difference", r"\bsubtract\b|\bminus\b|\btake (?:\S+ )?away\b|\bdeduct\b|\bless\b|(?<=\d)\s*-\s*(?=\d)|减去?"),
    ("multiply", r"multipl|product|times", r"\bmultipl\w*|\btimes\b|\bproduct\b|\bdouble\b|\btriple\b|\*|×|乘以?"),
    ("divide", r"divid|quotient|division", r"\bdivid\w*|\bover\b|\bsplit\b|\bhalve\b|/|÷|除以?"),
    ("power", r"power|exponent|\bpow\b", r"\bpower\b|\bexponent\b|\bsquared\b|\bcubed\b|\*\*|\^|次方"),
    ("modulo", r"modul|remainder|\bmod\b", r"\bmod(?:ulo|ulus)?\b|\bremainder\b|%|余数"),
    ("sqrt", r"sqrt|square root", r"\bsquare root\b|\bsqrt\b|开方|平方根"),
)
_NUM_RE = re.compile(r"-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][+-]?\d+)?")
_SPECIAL = {"double": ("multiply", 2.0), "triple": ("multiply", 3.0), "halve": ("divide", 2.0),
            "squared": ("power", 2.0), "cubed": ("power", 3.0)}


@dataclass(frozen=True)
class FunctionTool:
    name: str
    op: str
    params: tuple[str, ...]  # the numeric parameters, in schema order
    integer: tuple[bool, ...]


@dataclass(frozen=True)
class Step:
    op: str
    numbers: tuple[float, ...]
    uses_previous: bool
    previous_last: bool = False  # the previous result is the last operand ("raise 2 to that power")


# a description that says the tool works on numbers ("Adds two numbers.", "Multiply two integers")
_NUMBERS_RE = re.compile(r"\b(?:numbers?|integers?|floats?|operands?|values)\b", re.IGNORECASE)


def _operand_name(name: str) -> bool:
    """A parameter named as a generic operand ("a", "x", "first_int", "num2", "dividend"; lexicon
    ``operand_param_words``), not as a thing with a meaning of its own ("bill", "percent")."""
    from course_lib.sim.words.cues import lexicon

    words = [w for w in re.split(r"[_\W\d]+", name.lower()) if w]
    return bool(words) and all(w in lexicon("operand_param_words") for w in words)


def function_tools(specs: list[ToolSpec]) -> dict[str, FunctionTool]:
    """The bound tools that are arithmetic functions, by operation: a tool whose name or
    description names an operation and whose parameters are all numbers, named as operands
    (``_operand_name``) or described as numbers; ``add_tip(bill, percent)`` is no adder."""
    out: dict[str, FunctionTool] = {}
    for spec in specs:
        props = (spec.parameters or {}).get("properties") or {}
        numeric = [n for n, s in props.items() if (s or {}).get("type") in ("number", "integer")]
        if not numeric or len(numeric) != len(props):
            continue
        if not (all(_operand_name(n) for n in numeric) or _NUMBERS_RE.search(spec.description)):
            continue  # add_fee(price, rate): parameters of their own meanings, no operands of a sum
        name_text = re.sub(r"[_\-]", " ", spec.name)
        for op, tool_cue, _ in _OPS:
            if re.search(tool_cue, name_text, re.IGNORECASE) or (
                re.search(tool_cue, spec.description.split(".")[0], re.IGNORECASE)
                and not re.search(r"search|retriev|look ?up", spec.description, re.IGNORECASE)
            ):
                ints = tuple((props[n] or {}).get("type") == "integer" for n in numeric)
                out.setdefault(op, FunctionTool(spec.name, op, tuple(numeric), ints))
                break
    return out


def plan(question: str, tools: dict[str, FunctionTool], carried: bool = False) -> list[Step]:
    """The question's steps, each an operation of a bound tool (empty: not such a question, or a
    plan that would leave a number of the question unused: see ``left_over``).
    ``carried``: an earlier turn left a result, so a first step that refers to one uses it."""
    steps = _plan(question, tools, carried)
    return [] if _unused(steps) else steps


def _unused(steps: list[Step]) -> list[float]:
    """The numbers a plan's steps hold beyond what their operations take (dropped if called)."""
    out: list[float] = []
    for step in steps:
        takes = _arity(step.op) - (1 if step.uses_previous else 0)
        out.extend(step.numbers[max(takes, 0):])
    return out


def left_over(question: str, specs: list[ToolSpec], earlier: str = "") -> str:
    """What an arithmetic plan for these tools would silently drop: the question's numbers no
    step uses, as text ("20"); ``""`` when the plan uses them all or there is no such plan."""
    tools = function_tools(specs)
    carried = _number(earlier) if re.fullmatch(r"\s*" + _NUM_RE.pattern + r"\s*", earlier or "") else None
    unused = _unused(_plan(question, tools, carried is not None))
    return ", ".join(_shown(n) for n in unused)


def unplanned(question: str, specs: list[ToolSpec], earlier: str = "") -> bool:
    """Arithmetic the bound function tools do but cannot be read as their steps: the question
    names an operation a bound tool does and holds a number, and no plan uses all its numbers
    (a model would call the tools; answering in text instead breaks a program that reads the
    call, so the agent states a limit)."""
    tools = function_tools(specs)
    if not tools:
        return False
    from course_lib.sim.words.quantities import with_digits

    text = with_digits(question)
    if not _NUM_RE.search(text):
        return False
    named = any(re.search(cue, text, re.IGNORECASE) for op, _, cue in _OPS if op in tools)
    if not named and not (_CUE.outer_verb.search(text) and "power" in tools):
        return False
    carried = _number(earlier) if re.fullmatch(r"\s*" + _NUM_RE.pattern + r"\s*", earlier or "") else None
    return not plan(question, tools, carried is not None)


def _shown(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _plan(question: str, tools: dict[str, FunctionTool], carried: bool = False) -> list[Step]:
    if not tools:
        return []
    from course_lib.sim.words.quantities import with_digits

    question = with_digits(question)  # "five times forty two" -> "5 times 42", "fifth" -> "5th"
    steps: list[Step] = []
    for part in _CUE.step_split.split(question):
        if not part or not part.strip():
            continue
        nested = _nested_steps(part, tools)
        if nested:
            steps.extend(nested)
            continue
        chained = _expression_steps(part, tools, bool(steps))
        if chained:
            steps.extend(chained)
            continue
        found = _step(part, tools, bool(steps) or (carried and bool(_CUE.previous.search(part))))
        if found is None:
            if _NUM_RE.search(part) and steps:
                return []  # a step with numbers no bound tool can do: not a plan for these tools
            continue
        steps.append(found)
    return steps


_INNER = {"sum": "add", "product": "multiply", "difference": "subtract", "quotient": "divide"}
_OUTER = {**_SPECIAL, "square": ("power", 2.0), "cube": ("power", 3.0)}


def _nested_steps(part: str, tools: dict[str, FunctionTool]) -> list[Step]:
    """"Square the sum of 4 and 9": the inner operation on its two numbers, then the outer one
    on its result (empty when the part is not that shape or a tool is missing)."""
    m = _CUE.nested.search(part)
    if not m:
        return []
    inner = _INNER[m.group("inner").lower()]
    outer, value = _OUTER[m.group("outer").lower()]
    if inner not in tools or outer not in tools:
        return []
    return [Step(inner, (float(m.group("a")), float(m.group("b"))), False), Step(outer, (value,), True)]


def _previous_last(part: str, numbers: tuple[float, ...]) -> bool:
    """Whether the earlier result is the last operand: its reference comes after the step's
    number ("raise 2 to that power", "divide 100 by it"), reversed by "from" ("subtract that
    from 100" is 100 - that)."""
    ref = _CUE.previous.search(part)
    num = _NUM_RE.search(part)
    after = bool(ref and num and numbers and ref.start() > num.start())
    return after != bool(_CUE.from_order.search(part))


def _step(part: str, tools: dict[str, FunctionTool], later: bool) -> Step | None:
    numbers = tuple(float(n.replace(",", "")) for n in _NUM_RE.findall(part))
    outer = _CUE.outer_verb.search(part)
    if outer and "power" in tools:  # "then square the whole result", "cube 4"
        value = _OUTER[outer.group(0).lower()][1]
        return Step("power", numbers + (value,), later and not numbers or bool(_CUE.previous.search(part)))
    for word, (op, value) in _SPECIAL.items():
        if re.search(rf"\b{word}\b", part, re.IGNORECASE) and op in tools:
            return Step(op, numbers + (value,), later and not numbers or bool(_CUE.previous.search(part)))
    best = None
    for op, _, cue in _OPS:
        m = re.search(cue, part, re.IGNORECASE)
        if m and op in tools and (best is None or m.start() < best[0]):
            best = (m.start(), op)
    if best is None:
        return None
    op = best[1]
    uses_previous = later and (bool(_CUE.previous.search(part)) or len(numbers) < _arity(op))
    if not uses_previous and len(numbers) < _arity(op):
        return None
    if uses_previous:
        return Step(op, numbers, True, _previous_last(part, numbers))
    if len(numbers) == 2 and _CUE.from_order.search(part):
        numbers = numbers[::-1]  # "subtract 18 from 90" is 90 - 18
    return Step(op, numbers, False)


_AST_OPS = {"Add": "add", "Sub": "subtract", "Mult": "multiply", "Div": "divide", "Pow": "power", "Mod": "modulo"}


def _expression_steps(part: str, tools: dict[str, FunctionTool], later: bool) -> list[Step]:
    """Steps for one part with two or more operations ("3 times 4, plus 10", "(2 + 3) * 4"):
    the expression's operations in the order they are evaluated, each on the previous result.
    Only a chain is followed (each operation has at most one operation inside it, on its left
    unless the operation is commutative); anything else is left to the one-operation reading."""
    import ast

    from course_lib.sim.words.arithmetic import to_expression

    cues = [op for op, _, cue in _OPS if re.search(cue, part, re.IGNORECASE)]
    operators = r"\b(?:plus|minus|times|multiplied|divided|over)\b|[-+*/×÷^]|(?<=[\d)])\s*x\s*(?=[\d(])"
    if len(re.findall(operators, part)) < 2 or not cues:
        return []
    expression = to_expression(part.replace(",", " "))
    if not expression:
        return []
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return []
    steps: list[Step] = []

    def walk(node) -> bool:  # True: a number
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return True
        if not isinstance(node, ast.BinOp) or type(node.op).__name__ not in _AST_OPS:
            raise ValueError("not a chain")
        op = _AST_OPS[type(node.op).__name__]
        left_leaf, right_leaf = walk(node.left), walk(node.right)
        sign = 1.0
        if op == "subtract" and op not in tools and "add" in tools and right_leaf:
            op, sign = "add", -1.0  # x - n is add(x, -n): exact, and what a model does with an adder
        if left_leaf and right_leaf:
            steps.append(Step(op, (float(node.left.value), sign * float(node.right.value)), False))
        elif right_leaf:
            steps.append(Step(op, (sign * float(node.right.value),), True))
        elif left_leaf and op in ("add", "multiply"):
            steps.append(Step(op, (float(node.left.value),), True))
        else:
            raise ValueError("not a chain")
        return False

    try:
        walk(tree)
    except ValueError:
        return []
    if len(steps) < 2 or any(step.op not in tools for step in steps):
        return []
    return steps


def _arity(op: str) -> int:
    return 1 if op == "sqrt" else 2


def _number(text: str) -> float | None:
    m = _NUM_RE.search(text or "")
    return float(m.group(0).replace(",", "")) if m else None


def _args(tool: FunctionTool, step: Step, previous: float | None) -> dict[str, float | int]:
    carried = [previous] if step.uses_previous and previous is not None else []
    values = list(step.numbers) + carried if step.previous_last else carried + list(step.numbers)
    args: dict[str, float | int] = {}
    for name, value, integer in zip(tool.params, values, tool.integer, strict=False):
        args[name] = int(value) if integer and float(value).is_integer() else value
    return args


def next_calls(
    question: str, specs: list[ToolSpec], rounds: list[ToolRound], earlier: str = ""
) -> tuple[list[tuple[str, dict]], str | None, list[Step]]:
    """(calls to make now, the final answer when every step is done, the plan). ``earlier``:
    the last tool result of an earlier turn, the value of a first step's "that"."""
    tools = function_tools(specs)
    carried = _number(earlier) if re.fullmatch(r"\s*" + _NUM_RE.pattern + r"\s*", earlier or "") else None
    steps = plan(question, tools, carried is not None)
    if not steps or not any(s.op in tools for s in steps):
        return [], None, steps
    names = {t.name for t in tools.values()}
    done = [r for r in rounds if r.name in names]
    if len(done) >= len(steps):
        value = _number(done[-1].result) if done else None
        if value is None:
            return [], f"The {done[-1].name} tool did not return a number: {done[-1].result.strip()}", steps
        shown = int(value) if value.is_integer() else round(value, 6)
        worked = [f"{r.name}({', '.join(str(v) for v in r.args.values())}) = {r.result.strip()}" for r in done]
        if not any(step.uses_previous for step in steps[1:]):  # separate questions, separate answers
            return [], "; ".join(worked) + ".", steps
        return [], f"The result is {shown} ({' -> '.join(worked)}).", steps
    results = [_number(r.result) for r in done]
    pending = steps[len(done) :]
    calls: list[tuple[str, dict]] = []
    previous = results[-1] if results else carried
    for i, step in enumerate(pending):
        if step.uses_previous and (i > 0 or previous is None):
            break  # it needs a result that has not come back yet
        calls.append((tools[step.op].name, _args(tools[step.op], step, previous)))
        if step.uses_previous:
            break
    return calls, None, steps
