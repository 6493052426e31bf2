"""One clause of a chosen sentence whose clauses each state a value of the asked kind (issue 26; fix67c).

"how long is the first appointment" over "A first appointment is £52 and lasts 45 minutes; routine
treatments after that are £42 for 30 minutes." quoted the whole sentence: the asked 45 minutes beside
another row's 30 minutes. As ``labelled_amounts`` does for money, a sentence parted by ";" into two
or more clauses (at most ``max_clauses``), each stating a value of the kind the question asks
(``kinds`` in ``data/sim/clause_values.yaml``: a duration, a clock time; ``quantities.asked_type``),
is quoted by the one clause the question names: the clause holding a question word no other clause
holds. A later clause that refers back to the first clause's subject by a pronoun ("on Sundays it
shuts at 22:30": ``pronouns``) shares the first clause's words before its first figure ("The bar
shuts at 23:00 ..."). Every content word of the question (but the asked kind's words) must be in the
sentence, and exactly one clause named; otherwise ``None`` and the whole sentence is quoted as before
("when does the pool open on saturday" over "... on weekdays; at weekends it opens at 08:00": no
"saturday" in the sentence, so no clause is picked).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words import quantities
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms

DATA = "clause_values.yaml"
_MAX_CHARS = 600
_FIGURE_RE = re.compile(r"\d")


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], frozenset[str], int]:
    data = read(DATA)
    for key in ("kinds", "pronouns"):
        if not isinstance(data.get(key), list) or not data[key] or not all(isinstance(w, str) for w in data[key]):
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list of words")
    most = data.get("max_clauses")
    if not isinstance(most, int) or most < 2:
        raise ValueError(f"{DATA}: 'max_clauses' must be a whole number of 2 or more")
    return frozenset(data["kinds"]), frozenset(w.lower() for w in data["pronouns"]), most


def picked(question: str, sentence: str) -> str | None:
    """The one clause of ``sentence`` the question names (see the module), else ``None``."""
    kinds, pronouns, most = _data()
    asked = quantities.asked_type(question)
    if asked is None or asked[0] not in kinds or len(sentence) > _MAX_CHARS or ";" not in sentence:
        return None
    clauses = [c.strip() for c in re.split(r";\s*", sentence.strip()) if c.strip()]
    if not 2 <= len(clauses) <= most or not all(quantities.states(c, asked[0]) for c in clauses):
        return None
    wanted = set(content_terms(question)) - set(content_terms(asked[1]))
    terms = [set(content_terms(c)) for c in clauses]
    if not wanted or not wanted <= set().union(*terms):
        return None
    if any(set(re.findall(r"[a-z]+", c.lower())) & pronouns for c in clauses[1:]):
        first = _FIGURE_RE.search(clauses[0])
        carried = set(content_terms(clauses[0][:first.start()])) if first else set()
        terms = [t | carried for t in terms]  # the subject said once, referred back to later
    named = [c for i, c in enumerate(clauses)
             if any(w in terms[i] and not any(w in t for j, t in enumerate(terms) if j != i) for w in wanted)]
    if len(named) != 1:
        return None
    one = named[0].rstrip(" .")
    return f"{one[:1].upper()}{one[1:]}."
