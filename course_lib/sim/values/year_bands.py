"""School years and grades as a condition (issue 26; the forty-eighth set's QQ5: a fourth-year
pupil asked about a class for "五、六年级" got "I don't know."): the one year a question states and
the bands a line of the documents states, each in its system.

Three systems, never mixed: "uk" (Reception 0, Year 1 to 13), "us" (kindergarten 0, grade 1 to 12)
and "zh" (小学一至六年级 1-6, 初一至初三 7-9, 高一至高三 10-12). ``stated(question)`` is the one
(system, year) the question states, ``None`` for none or several; ``bands(line)`` the bands the
line states, as sets of years: "Reception to Year 2" {0, 1, 2}, "Years 5 and 6" {5, 6}, "Year 7
and above" {7..13}, "小学三至六年级" {3..6}, "初一至初三" {7, 8, 9}. The patterns are data:
``data/sim/patterns.yaml`` year_bands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import patterns

__all__ = ["Band", "bands", "label", "stated"]

_CUE = patterns("year_bands")
_TOP = {"uk": 13, "us": 12, "zh": 12}
_ZH_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_ORDINALS = number_words.ordinals(1, 12)
_ZH_STAGE = {"小学": 0, "初中": 6, "初": 6, "高中": 9, "高": 9}


@dataclass(frozen=True)
class Band:
    """A band of school years a line states, as written, and the years it holds."""

    system: str
    years: frozenset[int]
    text: str


def _zh(n: str) -> int:
    return int(n) if n.isdigit() else _ZH_DIGITS[n]


def _stated_all(question: str) -> set[tuple[str, int]]:
    found: set[tuple[str, int]] = set()
    for m in _CUE.uk_stated.finditer(question):
        found.add(("uk", 0 if m.group("r") else int(m.group("n") or m.group("y"))))
    for m in _CUE.us_stated.finditer(question):
        if m.group("k"):
            found.add(("us", 0))
        elif m.group("w"):
            found.add(("us", _ORDINALS[m.group("w").lower()]))
        else:
            found.add(("us", int(m.group("n") or m.group("g"))))
    if re.search(r"[\u4e00-\u9fff]", question):
        for m in _CUE.zh_stated.finditer(question):
            if m.group("short"):
                found.add(("zh", _ZH_STAGE[m.group("short")] + _zh(m.group("m"))))
            else:
                found.add(("zh", _ZH_STAGE.get(m.group("stage") or "小学", 0) + _zh(m.group("n"))))
    return {(s, y) for s, y in found if 0 <= y <= _TOP[s]}


def stated(question: str) -> tuple[str, int] | None:
    """The one (system, year) the question states ("in Year 4" -> ("uk", 4), "上二年级" -> ("zh", 2),
    "a 5th grader" -> ("us", 5)); ``None`` for none or several."""
    found = _stated_all(question)
    if len(found) != 1 or any(len(b.years) > 1 for b in bands(question)):
        return None  # ("Years 3 to 6", "Year 2 and Year 5": a band or two years, no one year)
    return found.pop()


def label(system: str, year: int) -> str:
    """The year as a reply names it: "Year 4", "Reception", "grade 5", "kindergarten", "二年级", "初二"."""
    if system == "uk":
        return "Reception" if year == 0 else f"Year {year}"
    if system == "us":
        return "kindergarten" if year == 0 else f"grade {year}"
    digits = "一二三四五六"
    if year <= 6:
        return f"{digits[year - 1]}年级"
    return ("初" if year <= 9 else "高") + digits[(year - 1) % 3]


def _uk(m: re.Match) -> frozenset[int]:
    if m.group("a") is not None:
        a = m.group("a")
        start = 0 if a.lower().startswith("reception") else int(re.sub(r"\D", "", a))
        return frozenset(range(start, int(m.group("b")) + 1))
    if m.group("list"):
        return frozenset(int(n) for n in re.findall(r"\d{1,2}", m.group("list")))
    if m.group("up"):
        return frozenset(range(int(m.group("up")), _TOP["uk"] + 1))
    if m.group("down") or m.group("down2"):
        return frozenset(range(0, int(m.group("down") or m.group("down2")) + 1))
    return frozenset({int(m.group("one"))})


def _us(m: re.Match) -> frozenset[int]:
    if m.group("a") is not None:
        start = 0 if m.group("a").upper() == "K" else int(m.group("a"))
        return frozenset(range(start, int(m.group("b")) + 1))
    if m.group("ka"):
        return frozenset(range(0, int(m.group("kb")) + 1))
    if m.group("oa"):
        return frozenset(range(int(m.group("oa")), int(m.group("ob")) + 1))
    if m.group("up"):
        return frozenset(range(int(m.group("up")), _TOP["us"] + 1))
    return frozenset({int(m.group("one"))})


def _zh_band(m: re.Match) -> frozenset[int]:
    if m.group("a"):
        base = _ZH_STAGE.get(m.group("stage") or "小学", 0)
        return frozenset(range(base + _zh(m.group("a")), base + _zh(m.group("b")) + 1))
    if m.group("list"):
        base = _ZH_STAGE.get(m.group("stage2") or "小学", 0)
        return frozenset(base + _ZH_DIGITS[c] for c in m.group("list") if c in _ZH_DIGITS)
    if m.group("sa"):
        base = _ZH_STAGE[m.group("sa")]
        return frozenset(range(base + _zh(m.group("a2")), base + _zh(m.group("b2")) + 1))
    base = _ZH_STAGE.get(m.group("stage3") or "小学", 0)
    return frozenset({base + _zh(m.group("one"))})


def bands(line: str) -> list[Band]:
    """The bands of school years ``line`` states, in order (see the module's docstring)."""
    out: list[Band] = []
    lowered = line.lower()
    if "year" in lowered or "yr" in lowered or "reception" in lowered:
        out += [Band("uk", _uk(m), m.group(0)) for m in _CUE.uk_band.finditer(line)]
    if "grade" in lowered or re.search(r"\bK\s*(?:-|to)", line):
        out += [Band("us", _us(m), m.group(0)) for m in _CUE.us_band.finditer(line)]
    if "年级" in line or "初" in line or "高" in line:
        out += [Band("zh", _zh_band(m), m.group(0)) for m in _CUE.zh_band.finditer(line)]
    return [b for b in out if b.years and max(b.years) <= _TOP[b.system]]
