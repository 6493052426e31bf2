"""Tool arguments read from a Chinese request by their kind, for a tool described in English
(issue 26 "Build" 2): a journey's start and end ("从上海到杭州": an origin argument takes 上海, a
destination argument 杭州) and an enum option written in Chinese ("二等座" for ``Literal["second",
"first"]``: "second"). The forms and words are data (``data/sim/zh_values.yaml``); a request that
writes none of them, or two candidates for one argument, gives no value (the caller's limit).
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "zh_values.yaml"
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")


def _data() -> dict:
    from course_lib.sim.words.cues import read

    return read(DATA)


@lru_cache(maxsize=4)
def _route_re(_version: tuple) -> re.Pattern[str]:
    return re.compile(_data()["route"])


def route(text: str) -> tuple[str, str] | None:
    """(start, end) of the one journey a Chinese request writes ("从成都到重庆的车票": 成都, 重庆),
    or ``None`` for none or more than one."""
    from course_lib.sim.words.cues import cue_file_version

    if not _CJK_RE.search(text):
        return None
    found = list(_route_re(cue_file_version(DATA)).finditer(text))
    if len(found) != 1:
        return None
    return found[0].group("start"), found[0].group("end")


def route_end(name: str, description: str = "") -> str | None:
    """"start" or "end" for an argument named or described as a journey's origin or destination
    (``from_city``, ``destination``), else ``None``."""
    data = _data()
    words = set(re.split(r"[_\W]+", name.lower()))
    start = words & set(data["origin_fields"])
    end = words & set(data["destination_fields"])
    if bool(start) == bool(end):
        return None
    return "start" if start else "end"


def option(text: str, options: list) -> object | None:
    """The one enum option a Chinese request writes in its Chinese word (``option_words``:
    "二等座" -> "second"), when the enum holds it; ``None`` for none or two."""
    if not _CJK_RE.search(text):
        return None
    words = _data()["option_words"]
    by_value = {str(getattr(o, "value", o)).lower(): o for o in options}
    said = {words[w].lower() for w in sorted(words, key=len, reverse=True) if w in text}
    # "二等座" also holds "二等": one option; "一等座或二等座": two, no value
    chosen = {s for s in said if s in by_value}
    return by_value[chosen.pop()] if len(chosen) == 1 else None


__all__ = ["option", "route", "route_end"]
