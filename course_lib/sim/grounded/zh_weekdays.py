"""The one weekday a Chinese grounded reply quotes, for a "星期几" question (issue 26, the merger's
probe grounded_q): "停水那天是星期几？" answered by the notice's line "本小区将于12月9日（周二）8:30至17:00停水"
is answered "周二。" with that line after it, not the line alone with a note that "星期" was not
found (the line writes the day as 周二).

``worked_zh(question, reply)``: the worked reply, or ``None`` when the question asks no weekday, or
the reply holds no Chinese weekday or two different ones. Cues are data (``zh_weekdays`` in
data/sim/patterns.yaml).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("zh_weekdays")
_MAX_CHARS = 4000  # of the reply read
_NOT_FOUND_RE = re.compile(r"\s*资料中没有找到关于[^。]*。?")  # the partial answer's note, which the day answers


def worked_zh(question: str, reply: str) -> str | None:
    """The reply's one weekday, first, for a Chinese question that asks the day of the week."""
    if not _CUE.asks.search(question):
        return None
    text = reply[:_MAX_CHARS]
    days = {m.group(0): m["d"].replace("天", "日") for m in _CUE.day.finditer(text)}
    if len(set(days.values())) != 1:
        return None
    written = next(iter(days))
    return f"{written}。{_NOT_FOUND_RE.sub('', text).strip()}"
