"""``calc`` reads ``%`` and exponents as arithmetic does (course_lib.rag.tools.calculator).

``10 % -3`` is the remainder (-2, the operand carries the sign), not "10 per cent minus 3";
numbers with exponents (``2.5e3``) stay whole, in sums and before a per-cent sign. Invented
expressions, checked against Python's own arithmetic where Python defines them.
"""

from __future__ import annotations

import pytest

from course_lib.rag.tools.calculator import calculate

REMAINDERS = ["10 % -3", "10 %-3", "-10 % 3", "7.5 % -2", "5 % (-3)", "10 % +3", "2.5e3 % -7", "1e2 %-3.5"]


@pytest.mark.parametrize("expression", REMAINDERS)
def test_a_signed_operand_after_percent_is_a_remainder(expression):
    assert float(calculate(expression)) == pytest.approx(eval(expression))  # noqa: S307 - fixed test input


@pytest.mark.parametrize("expression, expected", [
    ("2.5e3 + 1", "2501"),
    ("2.5E3+1", "2501"),
    ("1e3%", "10"),
    ("2.5e3% * 2", "50"),
    ("15% - 3", "-2.85"),
    ("15% of 2,400", "360"),
    ("1.5e-3 * 2", "0.003"),
    ("3e2 - 1e1", "290"),
])
def test_exponents_and_per_cent(expression, expected):
    assert calculate(expression) == expected
