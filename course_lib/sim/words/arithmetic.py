"""Turning arithmetic in words into a clean expression for a calculator tool.

"What is 15% of 2,400?" -> ``0.15 * 2400``; "the sum of 120, 45 and 300" -> ``120 + 45 + 300``;
"average of 4, 8 and 9" -> ``(4 + 8 + 9) / 3``; "12 times (3 plus 4)" -> ``12 * (3 + 4)``.
Thousands separators are removed. ``evaluate`` is a tiny safe evaluator (numbers and + - * / **
only, via ``ast``) used only when no calculator tool is bound.
"""

from __future__ import annotations

import ast
import operator
import re
from decimal import Decimal
from functools import lru_cache

from course_lib.sim.words.cues import patterns

_CUE = patterns("arithmetic")  # its cue patterns: data/sim/patterns.yaml


def aggregate_said(text: str) -> re.Match | None:
    """Where ``text`` asks for a sum over several things ("in total", "altogether")."""
    return _CUE.aggregate.search(text)


_NUM = r"-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][+-]?\d+)?"
_NUM_RE = re.compile(_NUM)
_PERCENT_OF_RE = re.compile(
    # "15% of 250"; "15% de 250" (Spanish, Portuguese, French), "15% von 250", "15% di 250"
    rf"({_NUM})\s*(?:%|percent|per cent)\s+(?:of|de|von|di)\s+(?:\$|€|£)?\s*({_NUM})", re.IGNORECASE
)
_LIST_OP_RE = re.compile(
    r"\b(sum|total|add(?:\s+up)?|product|multiply|average|mean)\b(?:\s+of)?\s*((?:(?:\$|€|£)?\s*-?\d[\d,]*(?:\.\d+)?\s*(?:,|and|\+|&)?\s*){2,})",
    re.IGNORECASE,
)
_WORD_OPS = [
    (r"\bmultiplied\s+by\b|\btimes\b|×", "*"),
    (r"\bdivided\s+by\b|\bover\b|÷", "/"),
    (r"\bplus\b|\badded\s+to\b", "+"),
    (r"\bminus\b|\bless\b", "-"),
    (r"\bto\s+the\s+power\s+of\b|\^", "**"),
    (r"\bmod(?:ulo)?\b", "%"),
    # Chinese, between two numbers: 加 减 乘以 除以 ("1 加 1 等于几")
    (r"(?<=\d)\s*乘以?\s*(?=\d)", "*"),
    (r"(?<=\d)\s*除以\s*(?=\d)", "/"),
    (r"(?<=\d)\s*加上?\s*(?=\d)", "+"),
    (r"(?<=\d)\s*减去?\s*(?=\d)", "-"),
]
_SCI = "\u1d07"  # stands for the "e" of scientific notation while the expression is cut out
_EXPR_RE = re.compile(rf"[\d.()+\-*/%{_SCI}\s]*\d[\d.()+\-*/%{_SCI}\s]*")
_DIFFERENCE_RE = re.compile(rf"\bdifference between\s+\$?({_NUM})\s*(?:\w+\s+)?and\s+\$?({_NUM})", re.IGNORECASE)


def _clean(number: str) -> str:
    return number.replace(",", "")


def _decimal(text: str) -> str:
    value = Decimal(text).normalize()
    out = format(value, "f")
    return out


# Identifiers such as ORD-1003, INC_42, #1003 or 71-4410-BB are names, not numbers to compute with; so are
# dates (2027-03-14, 14/03/2027), clock times (09:30) and version numbers (v2.1.3, 3.11.4).
_IDENT_RE = re.compile(
    # "account 88-41207", "policy no. 12-3344": hyphenated digits named as a record's number
    r"\b(?:account|order|ticket|invoice|case|booking|reservation|reference|ref|policy|member|"
    r"membership|customer|tracking|serial|contract|claim|item|part|sku|product|lot|batch)s?\s*(?:no\.?|number|#)?\s*:?\s*"
    r"\d+(?:-\d+)+\b|"
    # "71-4410-BB", "3310-XR": digit groups closed by a letter group, an id
    r"\b\d{2,}(?:-\d{2,})*-[A-Z][A-Z0-9]{0,3}\b|"
    r"(?:\b[A-Za-z]+[-_]?|#)\d[\w\-]*|"
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{1,2}\.\d{1,2}\.\d{4}\b|"
    r"\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d+\.\d+\.\d+\b"
)


def without_identifiers(text: str) -> str:
    return _IDENT_RE.sub(" ", text)


def _people_figure_re() -> re.Pattern[str]:
    from course_lib.sim.words.cues import cue_file_version

    return _people_figure_compiled(cue_file_version("family_counts.yaml"))


@lru_cache(maxsize=4)
def _people_figure_compiled(_version: tuple) -> re.Pattern[str]:
    """A figure before a people noun of family_counts.yaml (``adults``, ``children``, ``unsure``,
    ``people_seat_nouns``, or the arithmetic cue's ``people_nouns``), one of its ``people_modifiers``
    ("2 little ones", "3 more guests") allowed between them; compiled once per version of the file."""
    from course_lib.sim.words.cues import alternation, read

    family = read("family_counts.yaml")
    nouns = [str(w) for key in ("adults", "children", "unsure", "people_seat_nouns") for w in family.get(key) or ()]
    words = "|".join(sorted(map(re.escape, nouns), key=len, reverse=True))
    modifiers = alternation([str(w) for w in family.get("people_modifiers") or ()])
    modifier = rf"(?:(?:{modifiers})\s+)?" if modifiers else ""
    return re.compile(rf"(?<![\w.,])\d+\s+{modifier}"
                      rf"(?:{words}|{_CUE.people_nouns.pattern})(?![\w-])", re.IGNORECASE)


def people_figures_only(question: str) -> bool:
    """Whether every figure of ``question`` counts people ("2 adults", "3 kids") or gives an age
    ("aged 7 and 10", "a 9-year-old"; data: ``age_figure``, the people nouns of family_counts.yaml)
    and it asks no head count ("how many"): the figures are quantities of the question's subject,
    and a "how much" over them asks a price, never their sum ("returns for 2 adults and 2 kids aged
    7 and 10, how much altogether")."""
    from course_lib.sim.words.quantities import with_digits

    text = with_digits(without_identifiers(question))
    numbers = list(_NUM_RE.finditer(text))
    if len(numbers) < 2 or _CUE.head_count_asked.search(text):
        return False
    spans = [m.span() for m in _people_figure_re().finditer(text)] + [m.span() for m in _CUE.age_figure.finditer(text)]
    return all(any(a <= n.start() < b for a, b in spans) for n in numbers)


_MAX_BILL_ITEMS = 8  # a cap on the items one bill adds up


def bill_expression(question: str) -> str | None:
    """The bill a question states in its own words, as an expression: "got 4 teas at 1.90 each and a
    flapjack for 2.40, what do i owe?" -> ``4 * 1.90 + 2.40`` (invent75, issue 26). Each item is a count
    ("4", "a", a number word), the thing and its price after "at" / "@" / "for"; a count of several "at"
    a price, or with "each" / "per", is priced per unit, "2 for £5" is their price together. The items
    follow one another (joined by commas, "and", "plus", a verb of buying: ``bill_join``), two or more,
    or one of several per unit; the question asks the total (``bill_asked``), never change, a share, a
    discount or what is left (``bill_not``: other readers, or the limit). ``None`` otherwise."""
    from course_lib.sim.words import number_words

    if not _CUE.bill_asked.search(question) or _CUE.bill_not.search(question):
        return None
    counts = number_words.values(1, 12)
    text = re.sub(r"\b(" + "|".join(counts) + r")\b", lambda m: str(counts[m.group(1).lower()]), question,
                  flags=re.IGNORECASE)
    items = [m for m in _CUE.bill_item.finditer(text)  # a price: a currency sign, pence or "each" ("for 3 nights" none)
             if re.search(r"[£$€]", m.group(0)) or "." in m.group("price") or m.group("each")]
    run: list[re.Match] = []
    for m in items:
        if run and not _CUE.bill_join.search(text[run[-1].end():m.start()]):
            return None  # items apart, with other words between them: not one bill read whole
        run.append(m)
    if not run or len(run) > _MAX_BILL_ITEMS:
        return None
    terms = []
    for m in run:
        count = 1 if m.group("count").lower() in ("a", "an") else int(m.group("count"))
        per_unit = m.group("each") or m.group("mark").lower() in ("at", "@")
        terms.append(f"{count} * {m.group('price')}" if count > 1 and per_unit else m.group("price"))
    if len(terms) < 2 and "*" not in terms[0]:
        return None
    rest = text
    for m in reversed(run):
        rest = rest[:m.start()] + " " + rest[m.end():]
    if _NUM_RE.search(re.sub(r"[£$€]", " ", rest)):
        return None  # a figure of the question outside the bill (a discount, a budget): not read here
    return " + ".join(terms)


def _tight_pair_asked(question: str) -> bool:
    """Whether a sentence that writes a hyphen or slash between digits ("9-20", "131/82") asks
    something itself (``asks``: a "?", "what", "calculate", "="): a message's other sentences
    asking is not enough."""
    sentences = [s for s in re.split(r"(?<=[.!?。？])\s+|\n+", question) if _CUE.tight_pair.search(s)]
    return any(_CUE.asks.search(s) for s in sentences) if sentences else bool(_CUE.asks.search(question))


def looks_like_arithmetic(question: str) -> bool:
    """True when the question asks to compute something with numbers it states (never when its
    figures only count people or give ages: ``people_figures_only``)."""
    from course_lib.sim.words.quantities import with_digits

    if people_figures_only(question):
        return False
    if bill_expression(question):  # "4 teas at 1.90 each and a flapjack for 2.40, what do i owe?"
        return True
    question = _CUE.scale.sub(" ", with_digits(without_identifiers(question)))  # "Rate 1-5 ...": a scale
    numbers = _NUM_RE.findall(question)
    cued = bool(_CUE.cue.search(question))
    if cued and not _CUE.cue.search(_CUE.tight_pair.sub(" ", question)) and not _tight_pair_asked(question):
        # "ship it to ..., 4050-262 instead", "Blood pressure 131/82": a hyphen or a slash between
        # digits in a message that asks nothing is a code, a score or a reading, not a sum; so in a
        # sentence that asks nothing when others ask ("Katkelma: ... auki klo 9-20." under a
        # label prompt's questions: opening hours, not 9 - 20)
        return False
    if cued and _CUE.text_task.search(question):
        # "Summarise: ... voted 7-2 ... a 30% rise": the figures belong to the text to work on;
        # arithmetic only when the instruction itself (before the text) asks for a computation
        instruction = re.split(r"[:：\n]", question, maxsplit=1)[0]
        if not _CUE.compute.search(instruction):
            return False
    return cued and (len(numbers) >= 2 or "squared" in question.lower())


def to_expression(question: str) -> str | None:
    """A clean arithmetic expression for the question, or ``None``."""
    from course_lib.sim.words.quantities import with_digits

    bill = bill_expression(question)
    if bill:  # "3 coffees at 2.80 each and a muffin for 3.10, total?": the bill in the question's words
        return bill
    text = with_digits(without_identifiers(question).replace("’", "'"))
    match = _DIFFERENCE_RE.search(text)
    if match:
        return f"{_clean(match.group(1))} - {_clean(match.group(2))}"
    if _CUE.left.search(text) and _CUE.taken.search(text):
        numbers = [_clean(n) for n in _NUM_RE.findall(text)]
        first = _NUM_RE.search(text)
        gained = bool(first and _CUE.gained.search(text, first.end()))  # "earned 50, spent 20" is still a start
        if len(numbers) >= 2 and not _CUE.multiplicative.search(text) and not gained:
            return " - ".join(numbers)  # "I had 120 and spent 45 and 30: how much is left?"
        if len(numbers) >= 2:
            # "4 crates of 9 pears, 7 sold: how many are left?", "had 8, gave 2, bought 5": a product
            # or a gain among the amounts, so taking every number from the first is no reading of it
            return None
    if _CUE.aggregate.search(text) and _CUE.asks_amount.search(text):
        numbers = [_clean(n) for n in _NUM_RE.findall(text)]
        if len(numbers) >= 2 and not re.search(r"\d\s*(?:[-+*/x×÷^]|\b(?:plus|minus|times)\b)\s*\d", text):
            if not _CUE.multiplicative.search(text):
                return " + ".join(numbers)  # "45.50 on lunch and 12.25 on a taxi: how much in total?"
            if len(numbers) == 2:
                return " * ".join(numbers)  # "3 boxes of 12 eggs: how many eggs in total?"
    match = _PERCENT_OF_RE.search(text)
    if match:
        rate = _decimal(str(Decimal(_clean(match.group(1))) / 100))
        return f"{rate} * {_clean(match.group(2))}"
    match = _LIST_OP_RE.search(text)
    if match:
        numbers = [_clean(n) for n in _NUM_RE.findall(match.group(2))]
        if len(numbers) >= 2:
            return list_expression(match.group(1).lower(), numbers)
    work = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)  # every separator of 48,213,977
    # "multiply 12 by 7", "divide 1024 by 16": the verb first, the operator between the numbers
    work = re.sub(rf"\bmultiply\s+({_NUM})\s+by\b", r"\1 * ", work, flags=re.IGNORECASE)
    work = re.sub(rf"\bdivide\s+({_NUM})\s+by\b", r"\1 / ", work, flags=re.IGNORECASE)
    work = re.sub(r"(\d)[eE]([+-]?\d)", rf"\1{_SCI}\2", work)  # 2.5e3 stays one number
    work = re.sub(rf"({_NUM})\s+squared", r"\1 ** 2", work, flags=re.IGNORECASE)
    # "3x4", "(3 + 5) x 7", "2 x 4 x 6": every x between operands (lookarounds: none is skipped)
    work = re.sub(r"(?<=[\d)])\s*x\s*(?=[\d(])", " * ", work)
    # "70% off", "70%, 2 nights": a percent sign glued to its number and not to the next one is a
    # percentage in prose, never the modulo operator (that is "17 % 5", "17%5" or "mod")
    work = re.sub(r"(?<=\d)%(?!\s*\(?\s*-?\d)|(?<=\d)%(?=\s+\d)", " percent ", work)
    for pattern, op in _WORD_OPS:
        work = re.sub(pattern, f" {op} ", work, flags=re.IGNORECASE)
    # (an expression whose last figure is a percentage, "12 * 3 + 10%", is not worked without it)
    candidates = [m.group(0).strip() for m in _EXPR_RE.finditer(work)
                  if not work.startswith(" percent", m.start() + len(m.group(0).rstrip()))]
    candidates = [c for c in candidates if re.search(r"\d\s*(?:\*\*|[-+*/%])\s*\(?\s*-?\d", c)]
    if not candidates:
        return None
    expr = max(candidates, key=len)
    expr = re.sub(r"\s+", " ", expr).strip()
    expr = re.sub(r"(?<![\s(*/%+-])\s*(\*\*|[+*/%])\s*|\s+(-)\s+|(?<=\d)(-)(?=[\d(])", _spaced, expr)
    expr = expr.replace("( ", "(").replace(" )", ")").replace(_SCI, "e")
    expr = re.sub(r"\s+", " ", expr)
    expr = re.sub(r"^\(?\s*\)|\(\s*$", "", expr).strip()
    expr = re.sub(r"(?<=\d)\.$", "", expr)  # the full stop of "Multiply 4 by 5."
    return expr if _balanced(expr) else expr.strip("()")


def _spaced(match: re.Match[str]) -> str:
    op = next(g for g in match.groups() if g)
    return f" {op} "


def first_number(text: str) -> str | None:
    """The first number in a text, without thousands separators (``None`` if there is none)."""
    match = _NUM_RE.search(text)
    return _clean(match.group(0)) if match else None


def list_expression(operation: str, numbers: list[str]) -> str:
    if operation.startswith(("product", "multiply")):
        return " * ".join(numbers)
    if operation in ("average", "mean"):
        return f"({' + '.join(numbers)}) / {len(numbers)}"
    return " + ".join(numbers)


def _balanced(expr: str) -> bool:
    depth = 0
    for ch in expr:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
}


def evaluate(expression: str) -> float | None:
    """Evaluate numbers and + - * / ** only; ``None`` for anything else or absurd sizes."""

    def walk(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            value = walk(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 100:
                raise ValueError("exponent too large")
            return _OPS[type(node.op)](left, right)
        raise ValueError("unsupported")

    try:
        return walk(ast.parse(expression, mode="eval"))
    except (ValueError, SyntaxError, ZeroDivisionError, OverflowError):
        return None


def format_number(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, float):
        return f"{value:,.4f}".rstrip("0").rstrip(".")
    return f"{value:,}"


LARGE = 1e9  # past this, or with long operands multiplied, a model without a calculator estimates


def is_large(expression: str, value: float) -> bool:
    digits = [len(n.replace(".", "").lstrip("-0")) for n in re.findall(r"\d+(?:\.\d+)?", expression)]
    long_product = bool(re.search(r"\*", expression)) and sum(d >= 5 for d in digits) >= 2
    return abs(value) >= LARGE or long_product


def spoken_result(expression: str, value: float) -> str:
    """Small arithmetic answered exactly ("12 * 7 = 84"); large arithmetic estimated and flagged,
    as a model without a calculator does."""
    if is_large(expression, value):
        rough = float(f"{value:.3g}")
        return f"{expression} is roughly {format_number(rough)} (an estimate: use a calculator for the exact value)."
    return f"{expression} = {format_number(value)}"
