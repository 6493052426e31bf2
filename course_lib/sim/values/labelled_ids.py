"""An id written after its label, whole as written (issue 26, the fiftieth set's SS8; fix52b):
"the code is jd 0012 3456 789 gb", "tracking no. hx 0142 7731 de", "my booking ref is ab 12 cd 34".
Typed in lower case with spaces, such a code's letter groups were no id to ``ID_VALUE_RE`` (which
keeps lower-case letters only when run into the figures or joined by a hyphen), so only its digit
groups were taken ("0012 3456 789").

- ``labelled_code(text)``: the span of the code that follows an id label ("code", "ref",
  "reference", "tracking no.", "order number", optionally "is" / ":"): a run of groups one space
  apart, each a group of figures (letters may run into it) or a group of one to three letters,
  holding at least one group of figures and opening with a group of letters (a run that opens
  with figures keeps ``id_values``' own reading: "no. 5 bus" is no code "5 bus"). The run ends at punctuation, a longer word, or a short word of
  ``_CUE`` lexicon ``id_run_stop`` ("for", "me", "please"); a letter group may close it only when
  it ends the clause (a country code: "... 789 gb", "... 789 gb please"), never when a word follows ("... 204 to do").
  ``None`` when the text names no such code.

The label and the short words that end a run are data: ``data/sim/patterns.yaml`` ``labelled_ids``
and ``data/sim/lexicons.yaml`` ``id_run_stop``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns

__all__ = ["labelled_code", "unlabelled_code"]

_CUE = patterns("labelled_ids")  # its cue patterns: data/sim/patterns.yaml

_GROUP_RE = re.compile(r"[A-Za-z]{0,4}\d[\dA-Za-z]*|[A-Za-z]{1,3}")


def labelled_code(text: str) -> tuple[int, int] | None:
    """The span of the code written after an id label, letters and spaces kept (module docstring)."""
    if not any(c.isdigit() for c in text):
        return None
    stops = lexicon("id_run_stop")
    for label in _CUE.label.finditer(text):
        span = _run(text, label.end(), stops)
        if span is not None:
            return span
    return None


def unlabelled_code(text: str) -> tuple[int, int] | None:
    """The span of the one code written with no label, letters and spaces kept, for an argument whose
    name or description names a code's kind ("rm 4471 0923 uk" for a tracking code, "3900 2217 58 x"
    for a barcode): a run opening with a letter group or a group of figures, holding two groups of
    figures or more, and a letter group; ``None`` when there is none, or two."""
    if sum(c.isdigit() for c in text) < _MIN_CODE_DIGITS:
        return None
    stops = lexicon("id_run_stop")
    found = []
    for start in _START_RE.finditer(text):
        if found and start.start() < found[-1][1]:
            continue
        span = _run(text, start.start(), stops, opening_figures=True)
        if span is not None and sum(c.isdigit() for c in text[span[0]:span[1]]) >= _MIN_CODE_DIGITS:
            found.append(span)
    return found[0] if len(found) == 1 else None


_MIN_CODE_DIGITS = 6  # fewer figures make a count or a time, no code
_START_RE = re.compile(r"(?<![\w'’.,:/-])(?=[A-Za-z]{1,3}\s\d|\d)")


def _run(text: str, pos: int, stops: frozenset[str], opening_figures: bool = False) -> tuple[int, int] | None:
    """The run of code groups from ``pos`` (see ``labelled_code``); ``opening_figures``: a run that opens
    with figures keeps a last letter group that ends its clause ("3900 2217 58 x")."""
    groups: list[tuple[int, int]] = []
    while True:
        m = _GROUP_RE.match(text, pos)
        if not m or (m.end() < len(text) and (text[m.end()].isalnum())):
            break
        if m.group(0).isalpha() and m.group(0).lower() in stops:
            break
        groups.append(m.span())
        if not (text.startswith(" ", m.end()) and m.end() + 1 < len(text) and text[m.end() + 1].isalnum()):
            break
        pos = m.end() + 1
    while groups and text[groups[-1][0]:groups[-1][1]].isalpha() and not _CUE.clause_end.match(text, groups[-1][1]):
        groups.pop()  # a letter group a word follows is a word of the sentence, no part of the code
    while groups and text[groups[0][0]:groups[0][1]].isalpha() and len(groups) > 1 and \
            text[groups[0][0]:groups[0][1]].lower() in stops:
        groups.pop(0)
    if groups and not text[groups[0][0]:groups[0][1]].isalpha() and not opening_figures:
        while groups and text[groups[-1][0]:groups[-1][1]].isalpha():
            groups.pop()  # "number 5 bus": a code that opens with figures keeps no letters after them
    words = [text[a:b] for a, b in groups]
    figures = sum(any(c.isdigit() for c in w) for w in words)
    if figures and any(w.isalpha() for w in words) and (not opening_figures or figures >= 2):
        return groups[0][0], groups[-1][1]
    return None
