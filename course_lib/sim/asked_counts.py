"""A "how many X" question answered from documents without a count of X (issue 26, the tenth
batch of ports: the LangSmith RAG-evaluation port).

"How many steps lead up to the lantern room?" over notes that never count steps got the sentences
that meet its other words ("first lit in 1871", "step only on bare rock"): an extractive answer
that looks grounded and answers nothing. A model would say the notes do not give the number. Here,
when the documents name the asked noun but never count it (no figure within three words before
it: ``grading._counts_the_asked_noun``) and the answer does not count it either, the reply to
"how many <noun>" is a stated ``documents`` limit. Notes that count the noun somewhere, or never
name it (the answer may speak of it in other words), and refusals and limits already stated,
pass unchanged.
"""

from __future__ import annotations

import re

from course_lib.sim import limits
from course_lib.sim.grading import _counts_the_asked_noun as counts_the_asked_noun
from course_lib.sim.grading import is_refusal
from course_lib.sim.text import STOP_WORDS, stem

_HOW_MANY_RE = re.compile(r"^\W*how many\s+(?P<noun>[a-z][\w-]*)", re.IGNORECASE)


def checked(question: str, answer: str, documents: list[str]) -> str:
    """``answer``, or the stated limit when neither it nor any document counts what the question
    asks (see the module)."""
    m = _HOW_MANY_RE.match(question)
    if (m is None or m.group("noun").lower() in STOP_WORDS or limits.PREFIX in answer
            or is_refusal(answer) or counts_the_asked_noun(question, answer)):
        return answer
    noun = stem(m.group("noun").lower())
    if not any(noun in {stem(w) for w in re.findall(r"[a-z]+", d.lower())} for d in documents):
        return answer  # the notes never name the thing: the answer speaks of it in other words
    if any(counts_the_asked_noun(question, d) for d in documents):
        return answer  # the notes count it somewhere: the answer may give it in other words
    noun = m.group("noun")
    return limits.state(
        f"find how many {noun} the question asks about in these documents",
        f"the sentences that meet its other words give no count of {noun}",
        f"say that the documents do not give the number of {noun}, or read it where they do",
        kind="documents",
        replace=True,
    )
