"""A question about two people (or places) at once, split into one query per name (issue 26, ports26).

"where did Harrison and ankush Work" asks the same thing of two subjects; a search over records
of one person each finds one of them with the whole question as its query, and a field of
"Distinct queries to search for" filled with that one question misses the other. ``split``
returns the question once per name: "where did Harrison Work", "where did ankush Work".

The pair is two names joined by "and" / "or" / "&": the first a name (``text.names``), the second
a name too, or a lower-case word too rare to be an everyday word (wordfreq's Zipf below
``rare_name_zipf``, ``data/sim/thresholds.yaml``: "ankush", never "sugar"). A question that asks
what the two do together or against each other ("meet", "married", "each other"; cue
``joint`` in ``data/sim/patterns.yaml`` ``coordinated_names``) is one question and is not split.

A list of three or more names ("where did Ankush, Tomasz and Harrison work": commas, then "and" /
"or" before the last) is split the same way, one question per name, never into pairs that keep
the list's first name. A question that compares what the two each have or did ("Did Priya and
Lucia work at the same company?", "Do Ana and Ben both speak Welsh?") needs each one's own record,
so it is split too (its words "same", "both", "differ", "between" were read as a joint question
before); a word that spoke of them together ("both", "each") leaves each per-name question
(ports80).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import names
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("coordinated_names")
_PAIR_RE = re.compile(r"\b([^\W\d_][\w'-]*)\s+(?:and|or|&)\s+(?=([^\W\d_][\w'-]*)\b)")  # overlapping pairs
_WORD = r"[^\W\d_][\w'-]*"
# "Ankush, Tomasz and Harrison": two or more comma-separated words, then "and" / "or" / "&" and the last
_LIST_RE = re.compile(rf"\b({_WORD}(?:\s*,\s*{_WORD})+),?\s+(?:and|or|&)\s+({_WORD})\b")


@lru_cache(maxsize=4096)
def _rare(word: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") < threshold("rare_name_zipf")


def _is_name(word: str, found: set[str]) -> bool:
    return word in found or (word.islower() and len(word) > 2 and _rare(word))


def _listed(q: str, found: set[str]) -> list[str] | None:
    """The question once per name of its one list of three or more names; ``None`` when none."""
    lists = []
    for m in _LIST_RE.finditer(q):
        items = [w.strip() for w in m.group(1).split(",")] + [m.group(2)]
        if all(_is_name(w, found) for w in items):
            lists.append((m, items))
    if len(lists) != 1:
        return None
    m, items = lists[0]
    return [_one(q[:m.start()] + name + q[m.end():]) for name in items]


def split(question: str) -> list[str] | None:
    """The question once per name of its one coordinated pair (or list) of names; ``None`` when it has none."""
    q = question.strip()
    if _CUE.joint.search(q):
        return None
    found = set(names(q))
    listed = _listed(q, found)
    if listed is not None:
        return listed
    pairs = []
    for m in _PAIR_RE.finditer(q):
        a, b = m.group(1), m.group(2)
        if a in found and (b in found or (b.islower() and len(b) > 2 and _rare(b))):
            pairs.append(m)
    if len(pairs) != 1:
        return None
    m = pairs[0]
    if q[:m.start()].rstrip().endswith(","):  # the end of a list whose other names are no names: not split
        return None
    return [_one(q[:m.start()] + name + q[m.end(2):]) for name in (m.group(1), m.group(2))]


def _one(query: str) -> str:
    """A per-name question without the word that spoke of them together ("Do Ana both speak Welsh?":
    "Do Ana speak Welsh?"; cue ``together_word``)."""
    return re.sub(r"\s{2,}", " ", _CUE.together_word.sub("", query)).strip()
