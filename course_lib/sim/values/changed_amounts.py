"""Changed amounts: a number field that holds an amount after a change ("reduced_charge: the charge if
paid early", "total_with_service") and a text that writes the change as a share of its one amount
("GBP 70 ... reduced by 50%", "GBP 240, 15% off", "GBP 80 plus 12.5% service", "halved"). The
amount is worked (``worked``); where the text writes a change it cannot work on one amount, the
field is no base amount (``changes``: the caller states a limit). Cues in ``data/sim/patterns.yaml``,
section ``changed_amounts``."""

from __future__ import annotations

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
    from course_lib.sim.values.field_readers import money_number

    factors = changes(text)
    base = money_number(text)
    if len(factors) != 1 or base is None:
        return None
    try:
        return round(float(base) * factors[0], 2)
    except ValueError:
        return None
