"""A question asking a place, a day or what to bring, over documents with a line of that kind:
the documents limit with the line, never "I don't know" (issue 26; probe ``zh_notices_k``).

"去哪里交物业费?" over a notice whose line "缴费地点:物业服务中心(3号楼一层)" answers it, "星期六开门吗?"
over "周末不营业。", "那要带什么东西?" over "请自备泳衣、泳帽": the reader met none of the question's
words in those lines (交 is not 缴, 开门 is not 营业, 带 is not 自备) and said "I don't know", a denial
of what the notice says. Where a line holds a value of the very kind the question asks for (a place
label, a day or a range of days, something to bring or wear), "I don't know" has no ground.

``limit(request, found)``: the asked kind by the question's cues, the first line of the documents
holding that kind's marker (a person: a title before a name, "Dr Kaminski", "王老师") (data ``patterns.yaml`` ``kind_lines``: per kind ``asked`` and ``held``;
a line of a day range, "every day", "周末", before a single day), and the documents limit quoting it.
Only when the line is on the question's subject: it shares a word with the question; or, in
Chinese, where words of one meaning are often written with other characters, the question shares a
word with the documents (two content characters are enough: "借书证" over "借阅" and "办证") or the
reader met none of its words at all (coverage 0). ``None`` otherwise,
and "I don't know" stands ("Where do I park?" over notes whose only place line is the office's).
A question stating an age over a line whose age bound it meets gets the same limit (``age_line``:
"My dad is 68, what does a swim cost him?" over "Over-65s swim for half the adult price").
"""

from __future__ import annotations

import re

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import HAN_RE, shares_a_word

_CUE = patterns("kind_lines")  # data/sim/patterns.yaml
KINDS = ("place", "day", "bring", "person")  # each has an ``<kind>_asked`` and an ``<kind>_held`` cue
_QUOTE_CHARS = 160
_LINE_RE = re.compile(r"[^\n。！？!?]+[。！？!?]?|[^\n]+")  # a line, or a sentence of a Chinese line


def _cues() -> dict[str, tuple]:
    """Each kind's (asked, held) cue patterns."""
    return {"place": (_CUE.place_asked, _CUE.place_held), "day": (_CUE.day_asked, _CUE.day_held),
            "bring": (_CUE.bring_asked, _CUE.bring_held), "person": (_CUE.person_asked, _CUE.person_held)}


def asked_kind(question: str) -> str | None:
    """The kind of value ``question`` asks for (``KINDS``), or ``None``."""
    cues = _cues()
    return next((kind for kind in KINDS if cues[kind][0].search(question)), None)


def kind_line(question: str, bodies: list[str], coverage: float) -> tuple[str, str] | None:
    """(the asked kind, the first document line holding a value of it) when that line is on the
    question's subject (see the module), else ``None``."""
    kind = asked_kind(question)
    if kind is None:
        return None
    held = _cues()[kind][1]
    lines = [m.group(0).strip() for body in bodies for m in _LINE_RE.finditer(body) if m.group(0).strip()]
    found = [line for line in lines if held.search(line)]
    if kind == "day":  # a range or "every day" says more of a named day than another single day does
        found.sort(key=lambda line: not _CUE.day_range.search(line))
    chinese = bool(HAN_RE.search(question))
    for line in found:
        if shares_a_word(question, line) or chinese and (coverage == 0 or _shares_characters(question, "\n".join(bodies))):
            return kind, line
    return None


_MIN_SHARED_CHARACTERS = 2  # content characters of a Chinese question the documents hold, at least


def _shares_characters(question: str, text: str) -> bool:
    """The documents hold ``_MIN_SHARED_CHARACTERS`` or more of the Chinese question's content
    characters (its Han characters but function ones, cue ``zh_function_chars``): "去哪儿办借书证?"
    over a library notice that writes 借, 书 and 证 in other words ("借阅", "办证")."""
    function = set(_CUE.zh_function_chars.pattern)
    own = {c for c in HAN_RE.findall(question) if c not in function}
    return sum(c in text for c in own) >= _MIN_SHARED_CHARACTERS


_SAID = {"place": "a place", "day": "the days", "bring": "what to bring or wear", "person": "a person's name",
         "age": "age bounds to read the question's stated age against"}


_MAX_AGE_LINES = 400  # lines read for an age bound


def age_line(question: str, bodies: list[str]) -> str | None:
    """The first document line with an age bound that the age the question states meets ("My dad
    is 68" over "Over-65s swim for half the adult price", "我今年68岁" over "65岁以上老人凭身份证购票半价"),
    else the first with any age bound ("my 40-year-old wife" over "adults £5.20, children under 16
    £3.10": what the bounds leave out is the answer), else ``None``: the lines speak of the asker's
    age, so "I don't know" has no ground."""
    from course_lib.sim.values import ages

    age = ages.stated_age(question)
    if age is None:
        return None
    lines = [m.group(0).strip() for body in bodies for m in _LINE_RE.finditer(body) if m.group(0).strip()]
    bounded = [(line, ages.bounds(line)) for line in lines[:_MAX_AGE_LINES]]
    bounded = [(line, found) for line, found in bounded if found]
    met = next((line for line, found in bounded if any(bound.met(age) for bound in found)), None)
    return met or (bounded[0][0] if bounded else None)


def title_for_kind(request, picks: list[str], answer: str = "") -> str | None:
    """The documents limit with a line of the asked kind when the one sentence chosen is a document's
    first line (its title: "阳光小学关于三年级学生体检的通知" for "在哪里体检") that holds no value of that kind
    while a line of the document does (the merger's round 71; the fifty-third set's cn-place); else ``None``."""
    if len(picks) != 1:
        return None
    kind = asked_kind(request.search_question)
    if kind is None or _cues()[kind][1].search(picks[0]) or answer and _cues()[kind][1].search(answer):
        return None  # (the reply as composed may hold the kind's line after the title: "主题:... 地点是植物园")
    pick = " ".join(picks[0].split()).rstrip("。.")
    for doc in request.documents:
        lines = [line.strip() for line in doc.body.splitlines() if line.strip()]
        if len(lines) > 1 and " ".join(lines[0].split()).rstrip("。.") == pick:
            return _stated(kind, kind_line(request.search_question, [doc.body], 0.0))
    return None


def _stated(kind: str, got: tuple[str, str] | None) -> str | None:
    if got is None:
        return None
    line = " ".join(got[1].split())
    shown = line if len(line) <= _QUOTE_CHARS else line[: _QUOTE_CHARS - 3].rstrip() + "..."
    explain.rule("the sentence chosen is the document's title; a line of the asked kind stands below it",
                 asked=kind, line=shown)
    return limits.state(
        "tell whether the documents answer this",
        f"the line it found is the document's title, and another line gives {_SAID[kind]} ({shown!r})",
        "read whether that line answers the question, and answer from it", kind="documents")


def limit(request, found) -> str | None:
    """The documents limit for a line of the asked kind, or for a line whose age bound the
    question's stated age meets (see the module and ``age_line``); ``None`` otherwise."""
    bodies = [d.body for d in request.documents]
    got = kind_line(request.search_question, bodies, found.coverage)
    aged = age_line(request.search_question, bodies) if got is None else None
    if aged is not None:
        got = ("age", aged)
    if got is None:
        return None
    kind, line = got
    line = " ".join(line.split())
    shown = line if len(line) <= _QUOTE_CHARS else line[: _QUOTE_CHARS - 3].rstrip() + "..."
    explain.rule("no sentence answers, but a line of the documents gives a value of the kind the question asks",
                 asked=kind, line=shown, coverage=found.coverage)
    return limits.state(
        "tell whether the documents answer this",
        f"no line answers it in the question's words, but one gives {_SAID[kind]} ({shown!r})",
        "read that line for the answer, or say the documents do not hold it",
        kind="documents",
    )
