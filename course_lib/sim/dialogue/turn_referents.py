"""A follow-up's bare pronoun read as the assistant's previous turn (issue 26, the thirty-third
set's BB4): over notes the user pasted, "what's Ken still got to do?" -> "A3: the redirects for
the old URLs." -> "when's that due?" asks about A3, so the statement that answers is the user's
line the assistant's turn names ("[ ] A3 Ken - redirects for the old URLs, due 28 Mar -> moved
to 4 Apr"), never the first line holding a date.

- ``referents(question, turns, said)``: ``None`` when the question has no bare pronoun
  ("that", "it", "this one"), the turn before it is not the assistant's or is small talk (an
  acknowledgement: "Noted.", "Great."); else the user's
  statements that share the most words with that turn (empty when none does).
- ``moved_inline(line)``: ``line`` with a date moved on the line itself written as the date in
  force: "due 28 Mar -> moved to 4 Apr" -> "due 4 Apr (moved from 28 Mar)"; ``line`` as it is
  when it moves none.

Cues are data (``turn_referents`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.answer_forms import DATE_FIGURE_RE
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("turn_referents")
_TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*|\d+[A-Za-z]+")


def _words(text: str) -> set[str]:
    return {stem(w.lower()) for w in _TOKEN_RE.findall(text) if w.lower() not in STOP_WORDS and len(w) > 1}


def referents(question: str, turns: tuple[tuple[str, str], ...], said: list[str]) -> list[str] | None:
    """The statements the question's bare pronoun stands for (see the module's docstring)."""
    if not turns or turns[-1][0] != "ai" or not _CUE.bare_pronoun.search(question):
        return None
    from course_lib.sim.dialogue import smalltalk
    from course_lib.sim.words.knowledge import Knowledge

    if smalltalk.detect(turns[-1][1], Knowledge.load()) is not None:
        return None  # "Noted.", "Great.": an acknowledgement names nothing the pronoun could stand for
    subject = _words(turns[-1][1]) - _words(question)
    if not subject:
        return None
    shared = [(len(subject & _words(s)), s) for s in said]
    best = max((n for n, _ in shared), default=0)
    return [s for n, s in shared if n == best] if best else []


def moved_inline(line: str) -> str:
    """``line`` with a date it moves on itself written as the date in force (see the docstring)."""
    dates = list(DATE_FIGURE_RE.finditer(line))
    for old, new in zip(dates, dates[1:], strict=False):
        between = line[old.end():new.start()]
        if _CUE.inline_move.fullmatch(between):
            return f"{line[:old.start()]}{new.group(0)} (moved from {old.group(0)}){line[new.end():]}"
    return line
