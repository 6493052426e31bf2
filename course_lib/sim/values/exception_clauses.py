"""An option named only inside an exception clause is not the habit (issue 26, the twenty-ninth
set's X8 (b); notebook 04's structured output): "I cycle in most days and only take the bus when
it's pouring" names the bus as the exception to cycling, so a ``Commute`` Enum is BIKE, never BUS;
"I walk to the office, except when it snows - then I take the train" walks. The cue phrases are
data (``data/sim/exception_clauses.yaml``).

- ``exception_spans(text)``: the (start, end) of each exception clause: from its opener ("unless",
  "except when", "only ... when") to the end of its sentence.
- ``only_in_exception(phrase, text)``: ``phrase`` occurs, and every occurrence is inside one.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "exception_clauses.yaml"
MAX_CHARS = 2000  # of a text read


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("openers", "only_then"))


@lru_cache(maxsize=1)
def _opener() -> re.Pattern[str]:
    d = _data()
    only = rf"only\b(?=[^.!?;\n]{{0,60}}?\b(?:{alternation(d['only_then'])})\b)"
    return re.compile(rf"(?<![\w'])(?:{alternation(d['openers'])}|{only})(?![\w'])", re.IGNORECASE)


def exception_spans(text: str) -> list[tuple[int, int]]:
    """Each exception clause of ``text``: from its opener to the end of its sentence."""
    text = (text or "")[:MAX_CHARS]
    spans = []
    for m in _opener().finditer(text):
        end = re.search(r"[.!?;\n]", text[m.end():])
        spans.append((m.start(), m.end() + end.start() if end else len(text)))
    return spans


def only_in_exception(phrase: str, text: str) -> bool:
    """``phrase`` occurs in ``text`` as a whole word, and only inside exception clauses."""
    text = (text or "")[:MAX_CHARS]
    found = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(phrase.strip())}(?![\w-])", text, re.IGNORECASE)]
    spans = exception_spans(text)
    return bool(found) and bool(spans) and all(any(a <= f < b for a, b in spans) for f in found)
