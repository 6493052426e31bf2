"""The length of the one span of clock times a Chinese grounded reply quotes, for a "how long"
question (issue 26, the thirty-third set's zh-water-hours): "这次停水要停多长时间?" answered by the
notice's line "...8:00至18:00停水。" is answered "10个小时(8:00至18:00)", the length worked from the
span, not the line with its two times. (The English reply-fit check, ``answer_forms._unmeasured``,
states the limit for a start and an end quoted for "how long".)

``worked_zh(question, reply)``: the worked reply, or ``None`` when the question asks no length, the
reply already states one, or it holds no span or more than one. Cues are data (``span_lengths``
in data/sim/patterns.yaml).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("span_lengths")
_MAX_CHARS = 4000  # of the reply read


def _length_zh(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{rest}分钟"
    return f"{hours}个小时" + (f"{rest}分钟" if rest else "")


def worked_zh(question: str, reply: str) -> str | None:
    """The reply's one clock span's length, first, for a Chinese "how long" question."""
    text = reply[:_MAX_CHARS]
    if not _CUE.long_q_zh.search(question) or _CUE.duration_zh.search(text):
        return None
    spans = list(_CUE.clock_span.finditer(text))
    if len(spans) != 1:
        return None
    m = spans[0]
    start = int(m["ah"]) * 60 + int(m["am"])
    end = int(m["bh"]) * 60 + int(m["bm"])
    if max(int(m["ah"]), int(m["bh"])) > 24 or max(int(m["am"]), int(m["bm"])) > 59 or end <= start:
        return None  # past midnight or no span: not worked here
    return f"{_length_zh(end - start)}({m.group(0)})。"
