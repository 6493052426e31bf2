"""Changed amounts: a number field that holds an amount after a change ("reduced_charge: the charge if
paid early", "total_with_service") and a text that writes the change as a share of its one amount
("GBP 70 ... reduced by 50%", "GBP 240, 15% off", "GBP 80 plus 12.5% service", "halved"). The
amount is worked (``worked``); where the text writes a change it cannot work on one amount, the
field is no base amount (``changes``: the caller states a limit). A percentage is never an amount
of money (``percentage_read``; ``share_amount`` works "a 30% deposit" on the text's one amount),
as ``field_readers.read_field`` applies to every money field. Cues in ``data/sim/patterns.yaml``,
section ``changed_amounts``."""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("changed_amounts")


def is_changed_field(name: str, description: str = "") -> bool:
    """True when the field holds an amount of money after a change (reduced, discounted, with tax,
    if paid early); never a count or a number of days ("early_days")."""
    words = name.replace("_", " ")
    if _CUE.count_name.search(words):
        return False
    label = f"{words} {description}"
    return bool(_CUE.field.search(label) and _CUE.amount.search(label))


def changes(text: str) -> list[float]:
    """The factors of the changes ``text`` writes as shares of an amount ("reduced by 50%" 0.5,
    "plus 12.5% service" 1.125, "halved" 0.5), in no order, each once."""
    out: list[float] = []
    for cue, sign in ((_CUE.down, -1), (_CUE.up, 1)):
        for m in cue.finditer(text):
            pct = float(m.group("pct") or m.group("pct2"))
            if 0 < pct < 100 or sign > 0:
                out.append(1 + sign * pct / 100)
    out += [0.5 for _ in _CUE.half.finditer(text)]
    return list(dict.fromkeys(out))


def worked(text: str) -> float | None:
    """The changed amount: the text's one amount of money times its one change, rounded to pence;
    ``None`` when the text writes no change, two, or not exactly one amount."""
    from course_lib.sim.words.currencies import money_number

    factors = changes(text)
    base = money_number(text)
    if len(factors) != 1 or base is None:
        return None
    try:
        return round(float(base) * factors[0], 2)
    except ValueError:
        return None


# --- a percentage beside a money field ------------------------------------------------------------
# A percentage is never an amount of money: "fine: £8 ... reduced by 50%" fills ``fine`` 8, never 50;
# "a 30% deposit" on "€400" fills ``deposit_eur`` 120 (the share worked), never 400 or 30; "add a
# 15% tip" with no amount leaves ``tip_amount`` unread (the caller's limit).

UNWORKED = object()  # a share the text ties to the field but writes on no one amount


def percent_figures(text: str) -> set[float]:
    """The figures ``text`` writes as percentages ("50%", "30 per cent"), as floats."""
    return {float(m.group("pct")) for m in _CUE.percent.finditer(text[:4000])}


def is_share_field(name: str, description: str = "") -> bool:
    """True when the field holds a share or a rate itself ("discount_percent", "tax_rate"), so a
    percentage is its value."""
    return bool(_CUE.share_field.search(f"{name.replace('_', ' ')} {description}"))


def share_amount(words: list[str], text: str) -> float | object | None:
    """The amount of a field whose own word the text writes as a share of another amount ("a 30%
    deposit" on "€400": 120.0): the text's one amount times the share, rounded to pence;
    ``UNWORKED`` when the text ties a share to the word but writes no one amount to take it of;
    ``None`` when it ties none (or two different shares)."""
    from course_lib.sim.words.currencies import money_number

    shares = set()
    for word in (w for w in words if len(w) > 2):
        pattern = re.compile(_CUE.share_of.pattern.replace("{word}", re.escape(word)), _CUE.share_of.flags)
        for m in pattern.finditer(text[:4000]):
            shares.add(float(m.group("pct") or m.group("pct2")))
    if len(shares) != 1:
        return None
    base = money_number(text)
    if base is None:
        return UNWORKED
    try:
        return round(float(base) * shares.pop() / 100, 2)
    except ValueError:
        return UNWORKED


def percentage_read(value: float, text: str) -> bool:
    """True when ``value`` is a figure the text writes as a percentage and never as an amount of
    money (read into a money field, it is a share, not the amount)."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_number

    amounts = set()
    for m in AMOUNT_RE.finditer(text[:4000]):
        try:
            amounts.add(float(amount_number(m).replace(",", "")))
        except ValueError:
            continue
    return float(value) in percent_figures(text) and float(value) not in amounts
