"""The evidence a number field's value needs (issue 26): a total, a count or an amount filled
with a value the source text states nowhere, and that no stated rule works from the values it
does state, is a guess. The one evidence rule, shared by structured output (``structured``) and
tool arguments (``tool_args``), is here; the field words it checks and skips are data
(``data/sim/number_evidence.yaml``).

- ``is_checked_field(name, description)``: a number field about a total, a count or an amount
  (never a rating, a duration, an age, a measure or money in a hundredth unit: other rules work
  those).
- ``stated_numbers(text)``: the numbers the text states (number words and grouped figures
  too, and the number a group word states: "pairs" 2, "dozen" 12), never an ordinal's ("2nd
  floor" states no 2).
- ``founded(value, text)``: the value is stated, or worked from stated values by a stated rule:
  the sum of some of them (a receipt's lines), a product or a quotient of two (3 bags at 7.20
  each), a difference of two, one less or more a percentage of another.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

from course_lib.sim.values.family_counts import headcount

DATA = "number_evidence.yaml"
MAX_CHARS = 4000  # of a text read
_TOLERANCE = 0.005  # a worked value is rounded to the cent as written


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], frozenset[str], int, dict[str, float]]:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("field_words", "skip_words"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    most = data.get("most_operands")
    if not isinstance(most, int) or most < 2:
        raise ValueError(f"{DATA}: 'most_operands' must be a whole number of at least 2")
    groups = data.get("group_words")
    if not isinstance(groups, dict) or not all(isinstance(v, int | float) for v in groups.values()):
        raise ValueError(f"{DATA}: 'group_words' must map words to numbers")
    return (frozenset(str(w).lower() for w in data["field_words"]),
            frozenset(str(w).lower() for w in data["skip_words"]), most,
            {str(w).lower(): float(v) for w, v in groups.items()})


def _words(name: str, description: str) -> list[str]:
    return [w for w in re.split(r"[_\W\d]+", f"{name} {description}".lower()) if w]


def is_checked_field(name: str, description: str = "") -> bool:
    """A number field whose name or description names a total, a count or an amount, and no
    judged or measured value (``skip_words``: a rating, a duration, an age, a weight)."""
    from course_lib.sim.values.field_readers import is_minor_money_field

    if is_minor_money_field(name, description):
        return False  # "amount_cents" of "three dollars": 300, worked by the minor-unit reader
    checked, skipped, _, _ = _data()
    words = _words(name, description)
    said = f"{name} {description}"
    if any(w in skipped for w in words) or any(w in said for w in skipped if not w.isascii()):
        return False
    return any(w in checked for w in words) or any(w in said for w in checked if not w.isascii())


# an ordinal's figure ("2nd", "3rd floor", "21st"): a position, no stated value
_ORDINAL_RE = re.compile(r"(?<![\w.])\d+(?:st|nd|rd|th)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def stated_numbers(text: str) -> tuple[float, ...]:
    """The numbers ``text`` states, in its order, each once (number words and grouped or
    multiplied figures as plain figures, never an ordinal's figure)."""
    from course_lib.sim.values.field_readers import unfused_number_words
    from course_lib.sim.values.ordered_counts import (
        has_group_word,
        with_group_counts,
        with_piece_counts,
    )
    from course_lib.sim.words.figure_forms import plain_figures
    from course_lib.sim.words.quantities import figures, with_all_digits

    plain = with_all_digits(unfused_number_words(plain_figures(text[:MAX_CHARS])))  # "a two-seater": 2 stated
    if has_group_word(plain):  # "two dozen", "a gross", "a score more": 24, 144, 20
        plain = f"{plain}\n{with_group_counts(plain)}"
    if "pair" in plain.lower():  # "three pairs of socks": 6 socks stated too
        plain = f"{plain}\n{with_piece_counts(plain, [])}"
    plain = _ORDINAL_RE.sub(" ", plain)
    found = {float(f) for f in figures(plain)}
    _, _, _, groups = _data()
    lowered = text[:MAX_CHARS].lower()
    found |= {v for w, v in groups.items()
              if (re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", lowered) if w.isascii() else w in lowered)}
    return tuple(sorted(found))


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= _TOLERANCE


def founded(value: float, text: str) -> bool:
    """``value`` is stated in ``text`` or worked from its stated values by a stated rule (see the
    module's docstring); 0 (the safe value) always is."""
    value = abs(value)  # "balance -42.10": the sign is written apart from the figure
    if value == 0:
        return True
    numbers = stated_numbers(text)
    if any(_near(value, n) for n in numbers):
        return True
    for a, b in combinations(numbers, 2):
        worked = (a + b, a * b, abs(a - b), a / b if b else None, b / a if a else None,
                  a * (1 - b / 100), a * (1 + b / 100), b * (1 - a / 100), b * (1 + a / 100), a * b / 100)
        if any(w is not None and _near(value, w) for w in worked):
            return True
    _, _, most, _ = _data()
    if 3 <= len(numbers) <= most:
        for size in range(3, len(numbers) + 1):
            if any(_near(value, sum(part)) for part in combinations(numbers, size)):
                return True
    # the people one line's list names ("me, my husband, the twins and my gran": 5)
    return value.is_integer() and any(headcount(line) == int(value) for line in dict.fromkeys(text[:MAX_CHARS].splitlines()))
