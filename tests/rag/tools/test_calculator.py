"""The calc tool (notebook 03): correct arithmetic, clear errors, and hostile input that never runs."""

from __future__ import annotations

import ast
import builtins
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from course_lib.rag.tools import calc, calculate
from course_lib.rag.tools.calculator import MAX_LENGTH, CalcError, _Evaluator

HYPOTHESIS = settings(max_examples=200, deadline=None,
                      suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("2 + 2", "4"),
        ("1234.5", "1234.5"),
        ("120.50 + 75.25 + 310", "505.75"),
        ("0.1 + 0.2", "0.3"),
        ("7 / 2", "3.5"),
        ("7 // 2", "3"),
        ("-7 % 3", "2"),
        ("10 % 3", "1"),
        ("2 ** 10", "1024"),
        ("2^10", "1024"),
        ("-(3 - 5) * +2", "4"),
        ("2,400 * 3", "7200"),
        ("1,234,567.5 + 0.5", "1234568"),
        ("15% * 2400", "360"),
        ("2400 * 15%", "360"),
        ("15% of 2,400", "360"),
        ("(100 + 20)% * 10", "Error: '(100 + 20)% * 10' is not a valid arithmetic expression."),
        ("100 - 5%", "99.95"),
        ("$1,200.50 + $99.50", "1300"),
        ("6 × 7", "42"),
        ("84 ÷ 2", "42"),
        ("2 + 2 =", "4"),
        ("sqrt(16)", "4"),
        ("sqrt(2)", "1.41421356237"),
        ("abs(-3.5)", "3.5"),
        ("round(2.345, 2)", "2.35"),
        ("round(2.6)", "3"),
        ("floor(2.7) + ceil(2.1)", "5"),
        ("log(e)", "1"),
        ("log10(1000)", "3"),
        ("2 * pi", "6.28318530718"),
        ("(1 + 0.05) ** 3", "1.157625"),
        ("1e6 * 3", "3000000"),
        ("1 / 3", "0.333333333333"),
        ("2 ** 100", "1.26765060023e+30"),
        ("10 ** -7", "1e-07"),
    ],
)
def test_arithmetic(expression: str, expected: str) -> None:
    assert calc.invoke({"expression": expression}) == expected


@pytest.mark.parametrize(
    ("expression", "fragment"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("1 / 0", "division by zero"),
        ("5 // (2 - 2)", "division by zero"),
        ("5 % 0", "division by zero"),
        ("0 ** -1", "division by zero"),
        ("9 ** 9 ** 9", "exponent 387420489 is too large"),
        ("2 ** 10000", "exponent 10000 is too large"),
        ("10 ** 400", "too large"),
        ("1e308 * 10", "too large"),
        ("9" * 400, "too large"),
        ("exp(1000)", "too large"),
        ("sqrt(-1)", "not a real number"),
        ("log(0)", "too large"),
        ("1" + "+1" * MAX_LENGTH, f"longer than {MAX_LENGTH}"),
        ("x + 1", "unknown name 'x'"),
        ("sqrt", "is a function"),
        ("foo(2)", "unknown function 'foo'"),
        ("sqrt(1, 2)", "exactly one number"),
        ("round(2.5, 99)", "digits"),
        ("1, 2", "comma"),
        ("1 < 2", "character '<'"),
        ("3 & 1", "character '&'"),
        ("abs.__class__", "attribute access"),
        ("(1).real", "attribute access"),
        ("2 +", "not a valid arithmetic expression"),
        ("what is 2 + 2?", "character '?'"),
    ],
)
def test_errors_are_one_clear_sentence(expression: str, fragment: str) -> None:
    result = calc.invoke({"expression": expression})
    assert result.startswith("Error:"), result
    assert fragment in result
    assert "\n" not in result and "Traceback" not in result


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ("1 < 2", "comparison"),
        ("3 & 1", "operator &"),
        ("3 @ 1", "operator @"),
        ("~1", "unary operator"),
        ("not 1", "unary operator"),
        ("'text'", "text values"),
        ("b'x'", "text values"),
        ("True + 1", "bool values"),
        ("1j", "complex values"),
        ("None", "NoneType values"),
        ("[1]", "a list"),
        ("{1: 2}[1]", "indexing"),
        ("lambda: 1", "a lambda"),
        ("f'{1}'", "an f-string"),
        ("().__class__", "attribute access"),
        ("sqrt.__call__(4)", "cannot be called"),
        ("(x := 1)", "assignment"),
        ("[x for x in (1,)]", "a comprehension"),
        ("1 if 1 else 2", "if/else"),
        ("sqrt(*(4,))", "plain numbers"),
    ],
)
def test_the_ast_whitelist_alone_refuses(source: str, fragment: str) -> None:
    """Defence in depth: even without the character filter, the tree walk refuses these."""
    with pytest.raises(CalcError) as caught:
        _Evaluator().value(ast.parse(source, mode="eval"))
    assert str(caught.value).startswith("Error:")
    assert fragment in str(caught.value)


def test_huge_exponent_is_refused_quickly() -> None:
    started = time.perf_counter()
    for expression in ["9**9**9", "2**2**2**2**2**2", "(10**10)**(10**10)", "99999**99999**99999"]:
        assert calculate(expression).startswith("Error:")
    assert time.perf_counter() - started < 2.0


def test_deep_nesting_is_refused_or_computed() -> None:
    assert calculate("(" * 400 + "1" + ")" * 400) == "Error: the expression is nested too deeply."
    assert calculate("(" * 20 + "1" + ")" * 20) == "1"
    assert calculate("-" * 300 + "1") == "1"
    assert calculate("-" * 999 + "1").startswith("Error:")
    assert calculate("2**" * 333 + "1").startswith("Error:")
    assert calculate(" + ".join(["1.25"] * 140)) == "175"  # long sums are fine
    assert calculate("+".join(["1"] * 499)) == "499"


def test_non_text_input_never_raises() -> None:
    for value in [None, 42, b"1+1", ["1+1"]]:
        assert calculate(value).startswith("Error:")  # type: ignore[arg-type]


def test_tool_contract() -> None:
    assert calc.name == "calc"
    assert set(calc.args) == {"expression"}
    description = calc.description.lower()
    assert "use it for arithmetic" in description
    assert "do not use it to look anything up" in description


# --- hostile input: no code runs ------------------------------------------------------------

PAYLOADS = [
    "__import__('os').system('pwned')",
    "__import__(\"os\").system(\"touch /tmp/pwned\")",
    "().__class__.__base__.__subclasses__()",
    "().__class__",
    "[].__class__.__mro__[1]",
    "(1).__class__.__bases__[0].__subclasses__()",
    "pwned()",
    "abs(pwned())",
    "sqrt(pwned)",
    "lambda: pwned()",
    "(lambda: pwned())()",
    "f'{pwned()}'",
    "f\"{__import__('os')}\"",
    "[pwned() for _ in (1,)]",
    "{pwned(): 1}",
    "(x := pwned())",
    "globals()",
    "open('/etc/passwd').read()",
    "exec('pwned()')",
    "eval('pwned()')",
    "getattr(1, '__class__')",
    "abs.__self__.__dict__",
    "1 if pwned() else 2",
    "pwned() or 1",
    "__builtins__",
    "sin.__globals__",
    "sqrt(*[4])",
    "round(2.5, ndigits=pwned())",
    "1; pwned()",
    "1\npwned()",
    "\\x5f\\x5fimport\\x5f\\x5f",
    "𝐩𝐰𝐧𝐞𝐝()",  # noqa: RUF001 -- NFKC-normalises to "pwned" inside Python's parser
    "ｐｗｎｅｄ()",  # noqa: RUF001
]
TOKENS = [
    "1", "2.5", "9", "1e308", "0", "(", ")", "+", "-", "*", "/", "**", "//", "%", ",", " ",
    ".", "[", "]", "{", "}", ":", "'", '"', "=", ":=", "lambda", "f", "__class__", "__import__",
    "pwned", "sqrt", "abs", "round", "e", "pi", "os", "__subclasses__", "\\", "\n", "^", "$",
    "if", "else", "for", "in", "not", "@", "&", "|", "<<", "~", "!", "#", ";",
]


@pytest.fixture
def sentinel(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make ``pwned`` a builtin that records calls, and spy on every ``eval``/``exec`` call."""
    calls: list[str] = []
    real_eval, real_exec = builtins.eval, builtins.exec

    def pwned(*args: object, **kwargs: object) -> int:
        calls.append("pwned")
        return 1

    def spy_eval(source, *args, **kwargs):  # numexpr compiles its fixed templates with eval
        _check_code(source, calls)
        return real_eval(source, *args, **kwargs)

    def spy_exec(source, *args, **kwargs):
        _check_code(source, calls)
        return real_exec(source, *args, **kwargs)

    monkeypatch.setattr(builtins, "pwned", pwned, raising=False)
    monkeypatch.setattr(builtins, "eval", spy_eval)
    monkeypatch.setattr(builtins, "exec", spy_exec)
    return calls


def _check_code(source: object, calls: list[str]) -> None:
    names = set(getattr(source, "co_names", ()))
    text = source if isinstance(source, str) else ""
    if {"pwned", "__import__", "system", "open"} & names or "pwned" in text or "__" in text:
        calls.append(f"eval of user text: {source!r}")


def _assert_safe(result: object, calls: list[str]) -> None:
    assert isinstance(result, str) and result
    assert not calls, calls
    if result.startswith("Error:"):
        assert "\n" not in result


@pytest.mark.parametrize("payload", PAYLOADS)
def test_injection_payloads_are_refused(payload: str, sentinel: list[str]) -> None:
    result = calc.invoke({"expression": payload})
    _assert_safe(result, sentinel)
    assert result.startswith("Error:"), result


@HYPOTHESIS
@given(prefix=st.sampled_from(["", "1 + ", "2 * (", "sqrt(", "-"]),
       payload=st.sampled_from(PAYLOADS),
       suffix=st.sampled_from(["", " + 1", ")", " ** 2", "))"]))
@pytest.mark.slow
def test_payloads_embedded_in_arithmetic(prefix: str, payload: str, suffix: str,
                                         sentinel: list[str]) -> None:
    result = calculate(prefix + payload + suffix)
    _assert_safe(result, sentinel)
    assert result.startswith("Error:")


@pytest.mark.slow
@HYPOTHESIS
@given(expression=st.lists(st.sampled_from(TOKENS), max_size=40).map("".join))
def test_token_soup_never_raises_or_runs(expression: str, sentinel: list[str]) -> None:
    _assert_safe(calculate(expression), sentinel)


@pytest.mark.slow
@HYPOTHESIS
@given(expression=st.text(max_size=1100))
def test_random_text_never_raises_or_runs(expression: str, sentinel: list[str]) -> None:
    _assert_safe(calculate(expression), sentinel)


@HYPOTHESIS
@given(base=st.integers(-10**6, 10**6), exponents=st.lists(st.integers(-10**9, 10**9), min_size=1,
                                                           max_size=4))
@pytest.mark.slow
def test_power_towers_never_hang(base: int, exponents: list[int]) -> None:
    expression = "**".join(f"({n})" for n in [base, *exponents])
    started = time.perf_counter()
    result = calculate(expression)
    assert time.perf_counter() - started < 2.0  # a hang would never end; this is ~1 ms
    assert isinstance(result, str) and result


@pytest.mark.slow
@HYPOTHESIS
@given(depth=st.integers(0, 600), inner=st.sampled_from(["1", "-1", "2**3", "pwned()", "()"]))
def test_deep_parentheses_never_crash(depth: int, inner: str, sentinel: list[str]) -> None:
    _assert_safe(calculate("(" * depth + inner + ")" * depth), sentinel)


@settings(max_examples=50, deadline=None)
@given(amounts=st.lists(st.decimals(min_value=-10**6, max_value=10**6, places=2, allow_nan=False),
                min_size=1, max_size=30))
@pytest.mark.slow
def test_sums_of_money_are_exact_to_the_cent(amounts: list) -> None:
    expression = " + ".join(f"({a})" for a in amounts)
    expected = sum(amounts)
    assert abs(float(calculate(expression)) - float(expected)) < 0.005


def test_odd_literals_give_no_python_warning():
    """'1or 2' makes Python's parser warn ("invalid decimal literal"); the learner should see
    the tool's answer, not a warning on stderr."""
    import warnings

    from course_lib.rag.tools import calc

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        answers = [calc.invoke({"expression": t}) for t in ("1or 2", "1and 2", "1if 2", "0x1for 3")]
    assert all(isinstance(a, str) for a in answers)
    assert [str(w.message) for w in caught] == []


@pytest.mark.parametrize("expression, expected", [
    ("48213977 * 3904221", "188238021496917"),       # exact below 2**53: the last digits count
    ("123456789 * 987654321", "121932631112635269"),  # past 2**53 a float cannot hold it: not asserted exactly
])
def test_large_whole_products_keep_their_digits(expression: str, expected: str) -> None:
    result = calculate(expression)
    if int(expected) < 2**53:
        assert result == expected
    else:  # rounded to 12 significant digits, never silently truncated to a different integer
        assert float(result) == pytest.approx(int(expected), rel=1e-11)
