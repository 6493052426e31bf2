"""English number words: their one home (issue 26, item 4: one home per fact).

Readers that meet a count, an offset or an hour written in words ("for six people", "ten days
before", "half past eight") take the words and their values from here instead of each keeping
its own list (eleven modules did, and they disagreed: one left "eleven" out).

- ``VALUES``: "zero" -> 0 ... "nineteen" -> 19, then the tens "twenty" -> 20 ... "ninety" -> 90;
- ``words(first, last)``: the words whose values lie in ``first``..``last``, smallest first;
- ``values(first, last)``: the same as a fresh dict word -> value (a caller may add "a" -> 1);
- ``alternation(first, last)``: the same as a regex alternation ("one|two|...|twelve");
- ``ORDINALS``: "first" -> 1 ... "twentieth" -> 20, and ``ordinal_words(first, last)``,
  ``ordinals(first, last)``, ``ordinal_word(n)``: the ordinal words' one home (a date's day, a
  step, a place, a school year, "every third week" read their ranges from here);
  ``ordinal_figure(n)``: the ordinal in figures ("2nd", "11th", "23rd").

Compound words ("twenty-five") and scales ("hundred", "dozen") are the callers' own business:
``quantities.with_digits`` turns whole phrases into digits with ``text_to_num``.
"""

from __future__ import annotations

import re

_SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
          "fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()

VALUES: dict[str, int] = {**{w: i for i, w in enumerate(_SMALL)}, **{w: 10 * i for i, w in enumerate(_TENS, start=2)}}


def words(first: int = 0, last: int = 12) -> list[str]:
    """The number words whose values lie in ``first``..``last``, smallest first."""
    if first > last:
        raise ValueError(f"number_words.words: first ({first}) is above last ({last})")
    return [w for w, v in VALUES.items() if first <= v <= last]


def values(first: int = 0, last: int = 12) -> dict[str, int]:
    """``words(first, last)`` with their values, as a new dict the caller may extend."""
    return {w: VALUES[w] for w in words(first, last)}


def alternation(first: int = 0, last: int = 12) -> str:
    """``words(first, last)`` as a regex alternation, to put inside a group."""
    return "|".join(words(first, last))


_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                  "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
ORDINALS: dict[str, int] = {w: i for i, w in enumerate(_ORDINAL_WORDS, start=1)}


def ordinal_words(first: int = 1, last: int = 10) -> list[str]:
    """The ordinal words whose values lie in ``first``..``last`` ("first" is 1), smallest first."""
    if first > last:
        raise ValueError(f"number_words.ordinal_words: first ({first}) is above last ({last})")
    return [w for w, v in ORDINALS.items() if first <= v <= last]


def ordinals(first: int = 1, last: int = 10) -> dict[str, int]:
    """``ordinal_words(first, last)`` with their values, as a new dict the caller may extend
    ("last" -> -1, "runner-up" -> 2)."""
    return {w: ORDINALS[w] for w in ordinal_words(first, last)}


def ordinal_word(n: int, last: int = 20) -> str | None:
    """The ordinal word of ``n`` ("third" for 3) when 1 <= ``n`` <= ``last``, else ``None``."""
    return _ORDINAL_WORDS[n - 1] if 1 <= n <= min(last, len(_ORDINAL_WORDS)) else None


def ordinal_figure(n: int) -> str:
    """``n`` as an ordinal in figures: "1st", "2nd", "3rd", "4th", "11th"-"13th", "21st", "112th"."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def figure_ordinal(word: str) -> int | None:
    """The value of an ordinal written in figures with its own suffix ("2nd" -> 2, "11th" -> 11; any
    case), ``None`` for another word or a wrong suffix ("2th")."""
    m = re.fullmatch(r"(\d{1,3})(st|nd|rd|th)", word.lower())
    return int(m.group(1)) if m and ordinal_figure(int(m.group(1))) == m.group(0) else None


# Chinese numerals a count is written in ("保修三年", "两个月", "十二个月"): 一 .. 十九 and 两
_CJK_DIGITS = "一二三四五六七八九"
CJK_VALUES: dict[str, int] = {
    **{d: i for i, d in enumerate(_CJK_DIGITS, start=1)}, "两": 2, "十": 10,
    **{"十" + d: 10 + i for i, d in enumerate(_CJK_DIGITS, start=1)},
}
