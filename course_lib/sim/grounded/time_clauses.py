"""A time asked over a quoted sentence holding several clock times: the clause that answers it
(issue 26; the merger's probing of round 67): "春游早上几点到学校?" over "下周三去科技馆春游,早上7:40在
学校门口集合,8:00准时出发,下午3:30左右回到学校。" was answered by the whole sentence, three times and no
one picked; "What time do we get back?" over "Meet 7.40 at the gate, depart 8.00, back around
3.30." the same.

``picked(question, reply)``: for a question asking a time (data: ``patterns.yaml`` time_clauses),
a reply holding two clock times or more, parted into clauses (commas, semicolons, sentence ends);
among the clauses holding a clock time, the one sharing the most content words with the question
(its words of asking aside; a line's lead, "Monday:", is no clause's and is kept before the one
picked), when one alone shares the most and at least two: that clause. A line with a part holding
no word (a row of cells) is left whole, and so is a table row whose cells are parted by "|" or tabs
(a comma inside a cell is no clause end: "| 10:00 | POSTPONED (frozen courts), replayed 9 Apr at 12:00 |").
``None``
otherwise (the reply is left as it is).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms, has_cjk

__all__ = ["picked"]

_CUE = patterns("time_clauses")
_LEAD_RE = re.compile(r"^\s*[\w\u4e00-\u9fff][\w\u4e00-\u9fff ]{0,20}[:：](?!\d)\s*")  # "Monday: ", "周一："
_WORD_RE = re.compile(r"[A-Za-z]{2,}|[\u4e00-\u9fff]")
_MIN_SHARED = 2  # words a clause shares with the question (one, "school", was met by the wrong clause)
_ROW_BARS = 2  # "|" in a line: a row of a table's cells
_MAX_REPLY = 1200  # characters: a longer reply is no sentence quoted for a time


@lru_cache(maxsize=1)
def _asking() -> frozenset[str]:
    """The question's words of asking a time, no content a clause shares."""
    return frozenset(content_terms("what time when how early by 几点 什么时候 点"))


def picked(question: str, reply: str) -> str | None:
    """The one clause of ``reply`` that answers the time ``question`` asks (module docstring)."""
    if len(reply) > _MAX_REPLY or not _CUE.asks.search(question):
        return None
    named = set(_CUE.clock.findall(question))  # ("When did 3.10 come out?": a figure the question names is no time)
    if len([t for t in _CUE.clock.findall(reply) if t not in named]) < 2:
        return None
    asked = set(content_terms(question)) - _asking()
    timed: list[tuple[int, str, str]] = []  # (words shared, the line's lead, the clause)
    for line in reply.splitlines():
        if line.count("|") >= _ROW_BARS or "\t" in line.strip():
            return None  # a table row: one unit, its cells no clauses
        lead = _LEAD_RE.match(line)
        head = lead.group(0) if lead else ""
        parts = [c for c in _CUE.clause_end.split(line[len(head):]) if c and c.strip()]
        if any(not _WORD_RE.search(c) for c in parts):
            return None  # a part with no word is a cell: a row of values ("Skerra-Inchlow,10:40,11:10,7.00"), no prose
        for c in parts:
            if c and c.strip() and any(t not in named for t in _CUE.clock.findall(c)):
                timed.append((len(asked & set(content_terms(c))), head, c.strip()))
    if len(timed) < 2:
        return None
    best = max(n for n, _, _ in timed)
    top = [(head, c) for n, head, c in timed if n == best]
    if best < _MIN_SHARED or len(top) != 1:
        return None
    head, clause = top[0]
    clause = f"{head.strip()} {clause}" if head else clause  # ("Monday: coach departs 8.00": the line's lead kept)
    return clause if clause.endswith(("。", ".", "!", "?")) else clause + ("。" if has_cjk(clause) else ".")
