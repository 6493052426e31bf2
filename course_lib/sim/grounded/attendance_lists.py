"""A meeting's lists of who was there and who was not (issue 26): "Present: Dev (chair), Sian
(treasurer), Marcus. Apologies: Priti." in minutes, read for "was priti at the meeting", "how many
ppl were at the meeting", "who sent apologies".

Read as prose, "was Priti at the meeting?" meets the one later line naming Priti and the word
"meeting" ("Post-meeting note: Lou has handed action 4 to Priti"), quoted as if it answered; the
line of lists that does answer shares only the name. Here a list is a label (data:
``data/sim/attendance_lists.yaml``: "Present:", "Attendees:", "Apologies:", "Absent:") and the
names after it up to the end of its sentence, split at commas, "and" and semicolons, a role in
brackets left aside.

``read(question, bodies)``:

- a yes/no on a name a list holds ("was X at ...", "did X come"): "Yes: <the present list's clause>"
  or "No: <the absent list's clause>";
- a count of those there ("how many people were at the meeting", "how many came"): the number of
  names in the present list, with them;
- a who-question: the absent list's names when it asks who was not there, else the present list's.

``None`` when no document holds a present list, or the question asks none of these (the other
readers answer). Bounded: ``_MAX_LINES`` lines, ``_MAX_NAMES`` names a list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer
from course_lib.sim.words.cues import read as read_data

DATA = "attendance_lists.yaml"
RULE = "a meeting's lists of who was present and who sent apologies, read for the name or count asked"
_MAX_LINES = 400
_MAX_NAMES = 40
_ROLE_RE = re.compile(r"\s*\([^)]*\)")
_SPLIT_RE = re.compile(r"\s*(?:,|;|\band\b|&)\s*")
_NAME_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*(?: [A-Z][A-Za-z'\-]*)?")
_WORD_RE = re.compile(r"[a-z][a-z'\-]*")


@dataclass(frozen=True)
class Lists:
    present: tuple[str, ...]
    present_clause: str
    absent: tuple[str, ...]
    absent_clause: str


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    return {k: re.compile(v, re.IGNORECASE) for k, v in read_data(DATA).items() if isinstance(v, str)}


def _names(text: str) -> tuple[tuple[str, ...], str]:
    """(the names of a list's text up to its sentence's end, the clause as written)."""
    clause = re.split(r"(?<=[a-z)])\.(?:\s|$)|\n", text, maxsplit=1)[0].strip()
    for kind in ("present", "absent"):  # another list's label ends this one ("...; apologies from: ...")
        m = _cues()[kind].search(clause)
        if m is not None:
            clause = clause[:m.start()].rstrip(" ;,")
    names = []
    for part in _SPLIT_RE.split(_ROLE_RE.sub("", clause)):
        part = part.strip(" .")
        if not part:
            continue
        if not _NAME_RE.fullmatch(part):
            return (), clause  # a list of names only: "Present: all members bar two" is none
        names.append(part)
    return tuple(names[:_MAX_NAMES]), clause


@lru_cache(maxsize=32)
def _lists(body: str) -> Lists | None:
    present: tuple[str, ...] = ()
    absent: tuple[str, ...] = ()
    p_clause = a_clause = ""
    for line in body.splitlines()[:_MAX_LINES]:
        for kind in ("present", "absent"):
            m = _cues()[kind].search(line)
            if m is None or (m.start() and line[:m.start()].rstrip()[-1:] not in ".;"):
                continue  # a label opening the line or a sentence of it
            names, clause = _names(line[m.end():])
            if not names:
                continue
            label = line[m.start():m.end()]
            if kind == "present" and not present:
                present, p_clause = names, f"{label} {clause}"
            elif kind == "absent" and not absent:
                absent, a_clause = names, f"{label} {clause}"
    if not present:
        return None
    return Lists(present, p_clause.rstrip(". "), absent, a_clause.rstrip(". "))


def _named(question: str, names: tuple[str, ...]) -> str | None:
    words = set(_WORD_RE.findall(question.lower()))
    hits = [n for n in names if n.split()[0].lower() in words]
    return hits[0] if len(hits) == 1 else None


def _asks_lists(question: str, cue: dict[str, re.Pattern[str]]) -> bool:
    """Whether ``question`` asks one of the things ``read`` answers from a present list (a
    count, a who-question, a yes/no on attending): when it asks none, every list is passed by."""
    return bool(cue["count_asked"].search(question)
                or (cue["who_asked"].search(question)
                    and (cue["attend_asked"].search(question) or cue["absent_asked"].search(question)))
                or (cue["yes_no"].search(question) and cue["attend_asked"].search(question)))


def read(question: str, bodies: list[str]) -> Answer | None:
    """The answer a meeting's lists give ``question`` (module docstring)."""
    if not any(":" in b for b in bodies):
        return None
    cue = _cues()
    if not _asks_lists(question, cue):
        return None  # (no document's lists answer it: none is read, each a scan of every line)
    for body in bodies:
        lists = _lists(body)
        if lists is None:
            continue
        if cue["count_asked"].search(question):
            n = len(lists.present)
            return Answer(f"{n} {'person was' if n == 1 else 'people were'} there: {lists.present_clause}.", RULE)
        if cue["who_asked"].search(question) and (cue["attend_asked"].search(question)
                                                  or cue["absent_asked"].search(question)):
            if cue["absent_asked"].search(question):
                if not lists.absent:
                    return None
                return Answer(f"{', '.join(lists.absent)}: {lists.absent_clause}.", RULE)
            return Answer(f"{', '.join(lists.present)}: {lists.present_clause}.", RULE)
        if cue["yes_no"].search(question) and cue["attend_asked"].search(question):
            there, away = _named(question, lists.present), _named(question, lists.absent)
            if there and not away:
                return Answer(f"Yes: {lists.present_clause}.", RULE)
            if away and not there:
                return Answer(f"No: {lists.absent_clause}.", RULE)
    return None


__all__ = ["Answer", "read"]
