"""Amounts of money a quoted line states, read beside their currency words, and a worked amount written
back (issue 26): the one home of what ``worded_operations`` and ``quoted_operands`` both read.

- ``amounts(line)``: (value, sign or currency code) of each amount of money ``line`` states ("£18",
  "8 euros", "GBP 3.75"), its percents aside;
- ``money(value, sign)``: a worked value written with its sign ("£72", "40 EUR", "£10.50").
"""

from __future__ import annotations

SIGNS = {"GBP": "£", "EUR": "€", "USD": "$"}


def amounts(line: str) -> list[tuple[float, str]]:
    """(value, sign or currency code) of each amount of money ``line`` states."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value

    out = []
    for m in AMOUNT_RE.finditer(line):
        code = amount_currency(m, line)
        out.append((amount_value(m), SIGNS.get(code, code)))
    return out


def money(value: float, sign: str) -> str:
    """``value`` written with ``sign`` (a symbol before it, a code after it), pence only when it has them."""
    figure = f"{value:,.2f}" if abs(value - round(value)) > 1e-9 else f"{value:,.0f}"
    return f"{sign}{figure}" if len(sign) == 1 else f"{figure} {sign}"
