"""A question that names nothing but the kind of value it asks (issue 26; grounded_n, read after its
first sight).

"what does he weigh" over a vet's note, "how much is it?" over a price page, "what time?" over a
timetable: the question's only topical concept is the asked kind (``@mass``, ``@money``, ``@time``;
``quantities.asked_type``), so every sentence that states a value of that kind covers it wholly, and
the reader quoted the first: "Clavaseptin 250 mg: one tablet twice a day" for the dog's weight.
Which of them is meant lies in the words the question does not repeat ("he" is the patient; the
dose is the drug's), which a word-matching reader cannot weigh. ``several(request, found)`` gives
the reason for a stated documents limit when the documents state that kind in two or more
sentences with different figures; ``None`` when the question names more than its kind, or one
sentence alone states it (then it is the answer).
"""

from __future__ import annotations

from itertools import islice

from course_lib.sim.grounded import evidence
from course_lib.sim.material import prose
from course_lib.sim.request.reading import Request
from course_lib.sim.words import quantities

_MAX_SENTENCES = 400  # the documents' sentences read at most
_SHOWN = 2  # sentences named in the reason


def several(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen sentence is not known to be the answer, or ``None`` (see the module)."""
    key = [c for c in found.question.concepts if c.key_term]
    if len(key) != 1 or key[0].kind != "type":
        return None
    kind = key[0].key.lstrip("@")
    sentences = islice((s for doc in request.documents for s in prose.sentences(doc.body)), _MAX_SENTENCES)
    stating: dict[frozenset[str], str] = {}
    for sentence in sentences:
        if quantities.states(sentence, kind):
            stating.setdefault(quantities.figures(sentence), sentence)
    if len(stating) < 2:
        return None
    shown = "; ".join(repr(s[:60]) for s in list(stating.values())[:_SHOWN])
    return (f"the question names nothing but the kind of value it asks ({key[0].word!r}), and "
            f"{len(stating)} sentences of the documents state one ({shown}), so nothing it reads tells which is meant")


__all__ = ["several"]
