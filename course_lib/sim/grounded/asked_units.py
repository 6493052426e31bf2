"""The asked unit as evidence before "I don't know" (issue 26; the fortieth set's class II4).

"How many litres can we collect?" over "two barrels per household (18.9 litres each)", "Do I owe
them anything?" over "Balance to pay ... GBP 28.15": the answering line shares few of the
question's words, so the sentence reader finds no answer; yet the question names a unit ("how many
litres", "多少升", "几枚") or asks a kind of value ("how heavy": a mass; "do I owe": money owed),
and a line of the documents holds a figure in it. Such a line is evidence the documents answer:

- exactly one line holds the asked unit (or kind) and is tied to the question (it holds at least
  ``min_tied_share`` of the question's other words, Chinese by character, or for money owed it is an account line: "balance", "outstanding", "amount due", and
  not one about an earlier state, "previous balance", when another is left):
  that line answers; a count times a per-unit amount in it ("两桶(每桶18.9升)", "3 crates of 12
  bottles") is worked ("37.8升");
- lines hold it but not exactly one is tied to the question: the documents limit (``Found.why``),
  except for a bare Chinese classifier ("几天", "几枚"): too common to doubt "I don't know" by;
- no line holds it: ``None``, and "I don't know" stands (the material truly lacks it).

Units, kinds and the account words are data (``data/sim/asked_units.yaml``). Bounded: ``_MAX_DOCS``,
``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.prose import units
from course_lib.sim.words.cues import read
from course_lib.sim.words.number_words import CJK_VALUES, values
from course_lib.sim.words.quantities import asked_type
from course_lib.sim.words.text import content_terms, has_cjk

DATA = "asked_units.yaml"
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 2000  # a cap on the lines read per document
_CJK_CHAR_RE = re.compile(r"[\u3400-\u9fff]")
_NUM = r"\d[\d,]*(?:\.\d+)?|[一二两三四五六七八九十]+"
_EN_COUNT = r"\d+|" + "|".join(sorted(values(1, 20), key=len, reverse=True))


@dataclass(frozen=True)
class Asked:
    """What a question asks: the units that state it, and how it named them."""

    units: tuple[str, ...]  # the unit names of ``units`` in the data
    said: str  # the question's words that ask it ("litres", "how heavy", "owe")
    owed: bool = False  # money owed: account lines state it


@dataclass(frozen=True)
class Found:
    """The line that answers (``text``), or why the lines holding the asked unit are no answer."""

    said: str
    lines: tuple[str, ...]
    text: str = ""  # the reply: the line, or the worked count x per-unit amount and the line
    why: str = ""  # set for a limit


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    for key in ("units", "kinds"):
        if not isinstance(data.get(key), dict) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must map names to lists")
    for key in ("owed", "account_lines", "account_past", "zh_plain"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    if not isinstance(data.get("min_tied_share"), (int, float)) or not 0 < data["min_tied_share"] <= 1:
        raise ValueError(f"{DATA}: 'min_tied_share' must be a share above 0 and at most 1")
    return data


def _forms(unit: str) -> list[str]:
    return [str(f) for f in _data()["units"][unit]]


def _phrase_re(phrases: list[str]) -> re.Pattern[str]:
    parts = [re.escape(p) if _CJK_CHAR_RE.search(p) else rf"(?<![a-z]){re.escape(p)}(?![a-z])"
             for p in sorted(phrases, key=len, reverse=True)]
    return re.compile("|".join(parts), re.IGNORECASE)


@lru_cache(maxsize=64)
def _figure_unit_re(unit: str) -> re.Pattern[str]:
    """A figure followed by one of the unit's forms ("52 L", "18.9升", "1,200 kg")."""
    forms = sorted(_forms(unit), key=len, reverse=True)
    alts = "|".join(re.escape(f) if _CJK_CHAR_RE.search(f) else rf"{re.escape(f)}(?![a-z])" for f in forms)
    return re.compile(rf"(?<![A-Za-z\d.])(?:{_NUM})\s*(?:{alts})", re.IGNORECASE)


_EN_ASKED_RE = re.compile(r"\bhow\s+(?:many|much)\s+((?:[a-z²]+\s+){0,1}[a-z²]+)", re.IGNORECASE)
_ZH_ASKED_RE = re.compile(r"(?:多少|几)([\u3400-\u9fff]{1,3})")


@lru_cache(maxsize=1)
def _lowered_forms() -> tuple[tuple[str, frozenset[str]], ...]:
    """Each unit of the data with its forms lower-cased, in the data's order (read once: ``asked``
    lower-cased every unit's forms for each word it tried)."""
    return tuple((unit, frozenset(str(f).lower() for f in forms)) for unit, forms in _data()["units"].items())


@lru_cache(maxsize=1)
def _owed_re() -> re.Pattern[str]:
    return _phrase_re([str(w) for w in _data()["owed"]])


@lru_cache(maxsize=1024)
def asked(question: str) -> Asked | None:
    """The unit or kind ``question`` asks (module docstring); ``None`` for none. (Read once per
    question: the quoting path asks it for each picked line; an ``Asked`` is frozen.)"""
    data = _data()
    owed = _owed_re().search(question)
    if owed:
        return Asked((), owed.group(0), owed=True)
    for m in _EN_ASKED_RE.finditer(question):
        words = m.group(1).lower().split()
        for n in (2, 1):
            said = " ".join(words[:n])
            for unit, forms in _lowered_forms():
                if said in forms and len(said) > 2:
                    return Asked((unit,), said)
    for m in _ZH_ASKED_RE.finditer(question):
        tail = m.group(1)
        for unit, forms in data["units"].items():
            for form in sorted((str(f) for f in forms if _CJK_CHAR_RE.search(str(f))), key=len, reverse=True):
                if tail.startswith(form):
                    return Asked((unit,), form)
        if tail[0] not in "个":  # "几枚", "多少盒": the classifier is the unit
            return Asked((f"zh:{tail[0]}",), tail[0])
    kind = asked_type(question)
    if kind is not None and kind[0] in data["kinds"]:
        return Asked(tuple(data["kinds"][kind[0]]), kind[1])
    return None


def _holds(unit: str, line: str) -> bool:
    if unit.startswith("zh:"):
        return re.search(rf"(?:{_NUM})\s*{re.escape(unit[3:])}", line) is not None
    return _figure_unit_re(unit).search(line) is not None


_MONEY_FIGURE_RE = re.compile(r"(?:[$£€¥]|\b(?:GBP|USD|EUR|CNY|RMB)\b)\s*-?\d|\d\s*(?:元|块)")


def _tied(question: str, line: str, found: Asked) -> bool:
    """A line shares a content word with the question beyond the asked unit, or (money owed) is an
    account line."""
    if found.owed:
        return _phrase_re([str(w) for w in _data()["account_lines"]]).search(line) is not None
    unit_words = {f.lower() for u in found.units if not u.startswith("zh:") for f in _forms(u)}
    said = {t.lower() for t in content_terms(found.said)}
    kind_words = {str(w) for w in _data().get("zh_kind_words") or ()}  # "时间" restates "几点": no tie
    asked_terms = {t for t in content_terms(question) if t.lower() not in unit_words | said and t not in kind_words}
    line_terms = set(content_terms(line))
    plain = set(str(c) for c in _data()["zh_plain"]) | set(found.said)
    words = {t for t in asked_terms if not has_cjk(t)}
    chars = {c for t in asked_terms if has_cjk(t) for c in t if _CJK_CHAR_RE.match(c)} - plain
    held = len(words & line_terms) + sum(c in line for c in chars)
    return held > 0 and held >= _data()["min_tied_share"] * (len(words) + len(chars))


def _count(text: str) -> float | None:
    text = text.replace(",", "")
    if text in CJK_VALUES:
        return float(CJK_VALUES[text])
    low = text.lower()
    if low in values(1, 20):
        return float(values(1, 20)[low])
    try:
        return float(text)
    except ValueError:
        return None


def _names_item(question: str, item: str) -> bool:
    """The question names one of the counted items ("how many litres is each can?", "每袋多少公斤"):
    it asks the per-item amount, not the whole."""
    if _CJK_CHAR_RE.match(item):
        return re.search(rf"[每一单]\s*{re.escape(item)}", question) is not None
    return bool(re.search(rf"\b(?:each|per|a|an|one|every|the|1|that|this)\s+{re.escape(item.lower())}s?\b",
                          question.lower()))


def _worked(question: str, line: str, found: Asked) -> str | None:
    """A count times a per-unit amount of the asked unit in ``line``: "两桶(每桶18.9升)" ->
    "37.8升 (两桶 × 每桶18.9升)", "3 crates of 12 bottles" -> 36; ``None`` for none, or when the
    question names the counted item (it asks the amount of one)."""
    for unit in found.units:
        forms = [unit[3:]] if unit.startswith("zh:") else _forms(unit)
        alts = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        zh = re.search(rf"(?P<n>{_NUM})\s*(?P<c>[\u3400-\u9fff])\s*[(（,，]?\s*每\s*(?P=c)\s*(?P<m>{_NUM})\s*"
                       rf"(?P<u>{alts})", line)
        en = re.search(rf"\b(?P<n>{_EN_COUNT})\s+(?P<c>[a-z]+?)s?\s+(?:of|\(|,)\s*(?P<m>\d[\d,]*(?:\.\d+)?)\s*"
                       rf"(?P<u>{alts})(?![a-z])(?:\s+each)?", line, re.IGNORECASE)
        m = zh or en
        if m is None:
            continue
        n, each = _count(m.group("n")), _count(m.group("m"))
        if n is None or each is None or n < 2 or _names_item(question, m.group("c")):
            continue
        total = f"{n * each:,.2f}".rstrip("0").rstrip(".")
        unit_said = m.group("u")
        if zh:
            return f"{total}{unit_said}（{m.group('n')}{m.group('c')} × 每{m.group('c')}{m.group('m')}{unit_said}）。"
        return f"{total} {unit_said} ({m.group('n')} {m.group('c')} × {m.group('m')} {unit_said})."
    return None


def _lines(bodies: list[str]) -> list[str]:
    out: list[str] = []
    for body in bodies[:_MAX_DOCS]:
        out += [u.text for u in units(body)[:_MAX_LINES] if not u.heading]
    return list(dict.fromkeys(out))


def answered(question: str, bodies: list[str]) -> Found | None:
    """The line that answers ``question`` by the unit it asks, or the limit's reason (module
    docstring); ``None`` when it asks no unit or no line holds one."""
    found = asked(question)
    if found is None:
        return None
    lines = _lines(bodies)
    if found.owed:
        holding = [x for x in lines if _MONEY_FIGURE_RE.search(x)]
    else:
        holding = [x for x in lines if any(_holds(u, x) for u in found.units)]
    if not holding:
        return None
    tied = [x for x in holding if _tied(question, x, found)]
    if found.owed and len(tied) > 1:  # "Previous balance" beside "Balance carried forward": the latter is now
        past = _phrase_re([str(w) for w in _data()["account_past"]])
        tied = [x for x in tied if not past.search(x)] or tied
    if len(tied) == 1:
        line = tied[0]
        worked = _worked(question, line, found)  # the working names its operands; the line is in the explanation
        return Found(found.said, (line,), worked or line)
    if tied:
        return Found(found.said, tuple(tied), why=f"{len(tied)} lines of the documents hold a value of what it asks "
                     f"('{found.said}'), and it cannot tell which one answers: "
                     + "; ".join(repr(x[:70]) for x in tied[:3]))
    if any(u.startswith("zh:") for u in found.units):
        return None  # a bare classifier ("几天"): too common a unit to doubt "I don't know" by
    return Found(found.said, tuple(holding), why=f"a line of the documents holds a value of what it asks "
                 f"('{found.said}': {holding[0][:70]!r}) but too few of its other words, and it may answer it "
                 "in other words")


def worked_in(question: str, line: str) -> str | None:
    """A quoted ``line``'s count times per-unit amount of the unit ``question`` asks, worked (the
    quoting path: "three cans of 20 litres" for "how many litres": 60 litres); ``None`` otherwise."""
    found = asked(question)
    if found is None or found.owed or not found.units:
        return None
    return _worked(question, line, found)
