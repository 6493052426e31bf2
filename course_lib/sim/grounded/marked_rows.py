"""A listing's rows read through a key of marks (issue 26): "(S) = subtitled", "(BSL) = signed",
"* = relaxed performance" over a listing whose rows carry the marks ("Sun 8  16:00 (S)").

Read as prose, the legend's word ("subtitled") meets a question about a subtitled showing of one
title only through another title's line that writes "subtitles", and that line is quoted for the
wrong title. Here a line of legend items (data: ``data/sim/marked_rows.yaml`` item; opened by
"Key:" or holding two or more items) gives each mark its meaning; the listing's sections are its
unindented title lines over indented rows; a row's times each carry the marks written after them.

``read(question, bodies)``: the mark whose meaning the question names (a content word of the
meaning, not one too general, "showing"); the section whose title's words the question names all of:

- a yes/no ("is there a signed showing of X", "any ...?"): "Yes: <the marked times>" or "No: none of
  X's times is marked ..."; another question ("when's the relaxed showing of X"): the marked times,
  or the same "No";
- no title named and a which-question: the titles with a marked time;
- ``Unsure`` when a line outside the sections says something changed about the asked title (a later
  note the rows do not show). ``None`` when no legend, no asked mark or no title (the other readers
  answer). Bounded: ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import stem

DATA = "marked_rows.yaml"
RULE = "a listing's rows read through its key of marks for the title and mark the question names"
_MAX_LINES = 600
_WORD_RE = re.compile(r"[a-z][a-z'\-]*")


@dataclass(frozen=True)
class Section:
    title: str
    rows: tuple[str, ...]


@lru_cache(maxsize=1)
def _cues() -> dict:
    d = read_data(DATA)
    out = {k: re.compile(v, re.IGNORECASE) for k, v in d.items() if isinstance(v, str)}
    out["general"] = frozenset(stem(w) for w in d["general"])
    return out


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(text.lower()) if len(w) > 2}


def _legend(line: str) -> dict[str, str]:
    labelled = bool(_cues()["label"].match(line))
    items = {m.group("code"): m.group("meaning").strip() for m in _cues()["item"].finditer(line)}
    return items if items and (labelled or len(items) >= 2) else {}


@lru_cache(maxsize=32)
def _read(body: str) -> tuple[dict[str, str], tuple[Section, ...], tuple[str, ...]] | None:
    """(the legend, the sections, the other lines after the legend) of a listing; ``None`` for none."""
    if "=" not in body and ":" not in body:
        return None
    lines = body.splitlines()[:_MAX_LINES]
    legend: dict[str, str] = {}
    start = None
    for i, line in enumerate(lines):
        found = _legend(line)
        if found:
            legend.update(found)
            start = i if start is None else start
    if not legend or start is None:
        return None
    sections: list[Section] = []
    others: list[str] = []
    title, rows = None, []
    for line in lines[start + 1:]:
        if not line.strip() or _legend(line):
            continue
        if line[:1] in " \t" and title is not None:
            rows.append(line.strip())
            continue
        if title is not None and rows:
            sections.append(Section(title, tuple(rows)))
        elif title is not None:
            others.append(title)
        title, rows = line.strip(), []
    if title is not None and rows:
        sections.append(Section(title, tuple(rows)))
    elif title is not None:
        others.append(title)
    return (legend, tuple(sections), tuple(others)) if sections else None


def _name(title: str) -> str:
    return title.split("(")[0].strip().rstrip(",:-–").strip()


def _asked_mark(question: str, legend: dict[str, str]) -> str | None:
    q = _stems(question)
    scored = []
    for code, meaning in legend.items():
        words = _stems(meaning) - _cues()["general"]
        met = len(words & q)
        if met:
            scored.append((met, code))
    if not scored:
        return None
    best = max(m for m, _ in scored)
    top = [c for m, c in scored if m == best]
    return top[0] if len(top) == 1 else None


def _marked_times(row: str, code: str) -> list[str]:
    """The times of ``row`` that carry ``code``, each with the row's day: "Sat 7 11:00"."""
    head = re.match(r"^(?P<day>[^\d]*\d{0,2}[^\d:]*?)\s{2,}(?P<rest>.*)$", row)
    day, rest = (head.group("day").strip(), head.group("rest")) if head else ("", row)
    out = []
    for part in rest.split(","):
        if code in part:
            when = " ".join(part.replace(code, " ").split())
            out.append(f"{day} {when}".strip())
    return out


def _day_part(time: str) -> str:
    """"Sat 7 11:00" -> "Sat 7": the day a marked time stands on (the whole when there is none)."""
    return time.rsplit(" ", 1)[0] if " " in time else time


def _section_of(question: str, sections: tuple[Section, ...]) -> Section | None:
    q = _stems(question)
    met = [s for s in sections if (words := _stems(_name(s.title))) and words <= q]
    return met[0] if len(met) == 1 else None


def read(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The answer a listing's key of marks gives ``question`` (module docstring)."""
    if not any(("=" in b) for b in bodies):
        return None
    for body in bodies:
        found = _read(body)
        if found is None:
            continue
        legend, sections, others = found
        code = _asked_mark(question, legend)
        if code is None:
            continue
        meaning = legend[code]
        section = _section_of(question, sections)
        if section is None:
            if not _cues()["which"].search(question):
                return None
            marked = [_name(s.title) for s in sections if any(_marked_times(r, code) for r in s.rows)]
            if not marked:
                return Answer(f"None of the listings is marked {code} ({meaning}).", RULE)
            return Answer(f"{', '.join(marked)}: marked {code}: {meaning}.", RULE)
        name = _name(section.title)
        words = _stems(name)
        times = [t for row in section.rows for t in _marked_times(row, code)]
        notes = [line for line in others if words <= _stems(line) and _cues()["changed"].search(line)]
        if any(not times or any(_day_part(t) in line for t in times) for line in notes):
            return Unsure(f"a note outside the listing's rows changes one of {name}'s times ({notes[0][:80]!r}), "
                          "and the rows do not show it")
        if not times:
            return Answer(f"No: none of the times listed for {name} is marked {code} ({meaning}).", RULE)
        lead = "Yes: " if _cues()["yes_no"].search(question) else ""
        return Answer(f"{lead}{name}: {'; '.join(times)}, marked {code}: {meaning}.", RULE)
    return None
