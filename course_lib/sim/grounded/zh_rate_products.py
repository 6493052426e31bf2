"""A Chinese rate per unit times the count of that unit the question gives (issue 26, the
thirty-ninth set's HH2): "我们4个成人一共要付多少钱?" over "门票每人25元" is 100元 (4人 x 每人25元);
"托管班报名10天一共要交多少钱?" over "每天收费60元" is 600元. The English reading is
``rate_products``; this one reads a Chinese question and lines.

``product(question, bodies)`` gives ``None`` unless the question asks an amount of money in all
(``asks_money`` of ``data/sim/zh_rate_products.yaml``, with ``asks_total`` or no "每" of its own:
"补考两次要交多少钱?" asks the whole for its count), gives one count of a unit
(``units``: "4个成人" counts 人), and the documents give exactly one amount per that unit ("每人25元",
"每天收费60元", "25元/人"), in a line that shares a word with the question when several lines do,
and (several rates on that line) the one whose label the question names ("科目三每次350元").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import phrase_lists, read

DATA = "zh_rate_products.yaml"
_MAX_CHARS = 20000
_NUM = r"\d+(?:\.\d+)?|[一二两三四五六七八九十]+"


@dataclass(frozen=True)
class Product:
    total: float
    count: str  # "4个成人"
    rate: str  # "每人25元"
    line: str
    first: str = ""  # a priced first tier before the rate ("首小时5元"), the rate then holds for the rest
    rest: str = ""  # the count the rate is charged on after the first tier ("2个小时")

    def answer(self) -> str:
        shown = f"{self.total:,.2f}".removesuffix(".00")
        if self.first:
            return f"{shown}元（{self.first} + {self.rest} × {self.rate}）。{self.line}"
        return f"{shown}元（{self.count} × {self.rate}）。{self.line}"


@lru_cache(maxsize=1)
def _tiers() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(first-tier marks, "then" marks, cap marks) of the data file."""
    d = phrase_lists(DATA, ("first_marks", "then_marks", "cap_marks"))
    return tuple(d["first_marks"]), tuple(d["then_marks"]), tuple(d["cap_marks"])


@lru_cache(maxsize=1)
def _data() -> tuple[tuple[str, ...], tuple[str, ...], dict[str, tuple[str, ...]]]:
    d = phrase_lists(DATA, ("asks_total", "asks_money"))
    units = read(DATA).get("units")
    if not isinstance(units, dict) or not units:
        raise ValueError(f"{DATA}: 'units' must map a unit to the words that count it")
    return tuple(d["asks_total"]), tuple(d["asks_money"]), {u: tuple(ws) for u, ws in units.items()}


def _value(number: str) -> float | None:
    from course_lib.sim.words.number_words import CJK_VALUES

    if re.fullmatch(r"\d+(?:\.\d+)?", number):
        return float(number)
    return float(CJK_VALUES[number]) if number in CJK_VALUES else None


def _counts(question: str) -> list[tuple[str, float, str]]:
    """(unit, count, as written) for each count of a unit in ``question``: "4个成人" -> (人, 4)."""
    _, _, units = _data()
    found = []
    for m in re.finditer(_NUM, question):
        value = _value(m.group(0))
        if value is None or question[max(m.start() - 1, 0):m.start()] in ("月", "第", "周", "星期"):
            continue  # "1月25日" is a date, "第3天" an ordinal, "周三" a weekday; in "科目三补考两次" the
            # count is the number nearest the unit (another number between: no count of it)
        rest = question[m.end():m.end() + 5].lstrip()
        for unit, words in units.items():
            hit = next(((rest.find(w), w) for w in sorted(words, key=len, reverse=True)
                        if 0 <= rest.find(w) <= 3 and not re.search(r"\d|[，。,?？一二两三四五六七八九十每]", rest[:rest.find(w)])), None)
            if hit:
                found.append((unit, value, f"{m.group(0)}{rest[:hit[0] + len(hit[1])]}"))
                break
    return found


def _rates(text: str, unit: str) -> list[tuple[float, str, str]]:
    """(amount, as written, line) for each amount charged per ``unit`` in ``text``."""
    _, _, units = _data()
    words = "|".join(re.escape(w) for w in sorted({unit, *units[unit]}, key=len, reverse=True))
    per = re.compile(rf"每(?:个|位|名)?(?:{words})[^，。,;；\n\d]{{0,6}}?(\d+(?:\.\d+)?)\s*元"
                     rf"|(\d+(?:\.\d+)?)\s*元\s*[/／每]\s*(?:个|位|名)?(?:{words})")
    found = []
    for line in text[:_MAX_CHARS].splitlines():
        for m in per.finditer(line):
            amount = m.group(1) or m.group(2)
            found.append((float(amount), m.group(0), line.strip()))
    return found


_PIECE_CUT_RE = re.compile(r"[，,;；、:：]")


def _labelled(question: str, rates: list[tuple[float, str, str]]) -> list[tuple[float, str, str]]:
    """The rates whose own label (the words before the rate in its piece of the line: "科目三" of
    "科目二每次300元,科目三每次350元") the question names; [] when none or the labels name nothing."""
    out = []
    for rate in rates:
        amount, written, line = rate
        at = line.find(written)
        head = _PIECE_CUT_RE.split(line[:at])[-1].strip() if at >= 0 else ""
        if len(head) >= 2 and head in question:
            out.append(rate)
    return out


def product(question: str, bodies: list[str]) -> Product | None:
    """The total of the question's count times the documents' one rate per its unit, else ``None``."""
    from course_lib.sim.words.text import content_terms

    asks_total, asks_money, _ = _data()
    # "两次要交多少钱?" asks the whole for its count as "一共" does; "每次多少钱?" asks the rate
    if not (any(w in question for w in asks_money) and (any(w in question for w in asks_total) or "每" not in question)):
        return None
    counts = _counts(question)
    if len(counts) != 1:
        return None
    unit, count, written = counts[0]
    if count == 1 and not any(w in question for w in asks_total):
        return None  # "一晚多少钱?": the rate asked, no whole
    rates = [r for body in bodies for r in _rates(body, unit)]
    if len({r[0] for r in rates}) > 1:
        asked = set(content_terms(question))
        rates = [r for r in rates if asked & set(content_terms(r[2]))]
    if len({r[0] for r in rates}) > 1:  # several rates on the question's line: the one its label names
        rates = _labelled(question, rates)
    if not rates or len({r[0] for r in rates}) != 1:
        return None
    amount, rate, line = rates[0]
    sentence = next((x for x in re.split(r"(?<=[。；;!！?？])", line) if rate in x), line)
    before = sentence[:max(sentence.find(rate), 0)]
    first = _first_tier(before, unit)
    if first is not None:  # "首小时5元,之后每小时3元": the first tier, then the rate on the rest
        units_in, price, shown = first
        if count < units_in:
            return None
        total = price + (count - units_in) * amount
        if _over_cap(sentence[sentence.find(rate) + len(rate):], total):
            return None
        rest = f"{count - units_in:g}{written.lstrip('0123456789.一二两三四五六七八九十')}"
        return Product(total, written, rate, line, first=shown, rest=rest)
    if any(u == unit for u, _, _ in _counts(before)):
        return None  # "前2小时免费，之后每小时收费5元": the rate holds from a count on, no plain product
        # (a count after the rate is a minimum, "每节200元,十节起购", which the count meets or not)
    _, then_marks, _ = _tiers()
    if any(m in _PIECE_CUT_RE.split(before)[-1] for m in then_marks):
        return None  # "超过部分每小时4元" with no first tier read: the rate is not for every unit
    total = count * amount
    if _over_cap(sentence[sentence.find(rate) + len(rate):], total):
        return None  # "每天最高收费30元": a cap the plain product passes
    return Product(total, written, rate, line)


def _first_tier(before: str, unit: str) -> tuple[float, float, str] | None:
    """(units, price, as written) of a PRICED first tier in ``before`` (the sentence before the rate):
    "首小时5元" (1 hour for 5元), "第一天10元", "前2小时8元"; ``None`` when there is none, or when it
    is free ("前1小时免费": whether the whole stay is then charged is not said)."""
    _, _, units = _data()
    first_marks, _, _ = _tiers()
    words = "|".join(re.escape(w) for w in sorted({unit, *units[unit]}, key=len, reverse=True))
    marks = "|".join(re.escape(w) for w in sorted(first_marks, key=len, reverse=True))
    m = re.search(rf"(?:(?:{marks})|前\s*({_NUM}))\s*(?:个|位|名)?(?:{words})[^，。,;；\d]{{0,4}}?(\d+(?:\.\d+)?)\s*元", before)
    if m is None:
        return None
    n = _value(m.group(1)) if m.group(1) else 1.0
    price = float(m.group(2))
    if n is None or n <= 0 or price <= 0:
        return None
    return n, price, m.group(0)


def _over_cap(after: str, total: float) -> bool:
    """A cap after the rate ("每天最高收费30元", "封顶50元") that ``total`` passes."""
    _, _, cap_marks = _tiers()
    marks = "|".join(re.escape(w) for w in sorted(cap_marks, key=len, reverse=True))
    m = re.search(rf"(?:{marks})[^，。,;；\d]{{0,4}}?(\d+(?:\.\d+)?)\s*元", after)
    return m is not None and total > float(m.group(1))


@dataclass(frozen=True)
class Cap:
    amount: str  # "30"
    line: str

    def answer(self) -> str:
        return f"{self.amount}元。{self.line}"


def cap(question: str, bodies: list[str]) -> Cap | None:
    """The one line stating a cap on a charge ("每天最高收费30元") when the question asks the most it costs
    ("停一整天最多收多少", ``asks_cap`` and ``asks_money_short`` of the data, ground79); ``None`` when it asks no cap,
    no line or several lines state one, or the cap's period ("每天", "每次") is not the period the question names."""
    d = phrase_lists(DATA, ("asks_cap", "asks_money_short", "cap_periods"))
    if not any(w in question for w in d["asks_cap"]) or not any(w in question for w in d["asks_money_short"]):
        return None
    _, _, cap_marks = _tiers()
    marks = "|".join(re.escape(w) for w in sorted(cap_marks, key=len, reverse=True))
    found = []
    for body in bodies:
        for line in body[:_MAX_CHARS].splitlines():
            for m in re.finditer(rf"(?P<period>每[天日次月周]|单日|单次)?[^，。,;；\d]{{0,4}}?(?:{marks})[^，。,;；\d]{{0,4}}?"
                                 rf"(?P<amount>\d+(?:\.\d+)?)\s*元", line):
                found.append((m.group("amount"), m.group("period") or "", line.strip()))
    if len({(a, line) for a, _, line in found}) != 1:
        return None
    amount, period, line = found[0]
    asked = [p for p in d["cap_periods"] if p in question]
    if asked and not (period and period[-1] in "".join(asked)):
        return None  # "一个月最多多少钱" over "每天最高收费30元": a cap for another period
    return Cap(amount, line)
