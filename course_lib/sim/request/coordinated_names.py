"""A question about two people (or places) at once, split into one query per name (issue 26, ports26).

"where did Harrison and ankush Work" asks the same thing of two subjects; a search over records
of one person each finds one of them with the whole question as its query, and a field of
"Distinct queries to search for" filled with that one question misses the other. ``split``
returns the question once per name: "where did Harrison Work", "where did ankush Work".

The pair is two names joined by "and" / "or" / "&": the first a name (``text.names``), the second
a name too, or a lower-case word too rare to be an everyday word (wordfreq's Zipf below
``rare_name_zipf``, ``data/sim/thresholds.yaml``: "ankush", never "sugar"). A question that asks
what the two do together or against each other ("meet", "differ", "each other", "both"; cue
``joint`` in ``data/sim/patterns.yaml`` ``coordinated_names``) is one question and is not split.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import names
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("coordinated_names")
_PAIR_RE = re.compile(r"\b([^\W\d_][\w'-]*)\s+(?:and|or|&)\s+(?=([^\W\d_][\w'-]*)\b)")  # overlapping pairs


@lru_cache(maxsize=4096)
def _rare(word: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") < threshold("rare_name_zipf")


def split(question: str) -> list[str] | None:
    """The question once per name of its one coordinated pair of names; ``None`` when it has none."""
    q = question.strip()
    if _CUE.joint.search(q):
        return None
    found = set(names(q))
    pairs = []
    for m in _PAIR_RE.finditer(q):
        a, b = m.group(1), m.group(2)
        if a in found and (b in found or (b.islower() and len(b) > 2 and _rare(b))):
            pairs.append(m)
    if len(pairs) != 1:
        return None
    m = pairs[0]
    return [q[:m.start()] + name + q[m.end(2):] for name in (m.group(1), m.group(2))]
