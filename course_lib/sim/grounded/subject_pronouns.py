"""A follow-up's pronoun read as the previous question's subject, or as the one name the previous
answer gave (issue 26: a follow-up's pronoun resolved from the previous turn).

"When is the pottery class?" / "Thursdays 18:30-20:30." / "How much does it cost?": a model asks
"how much does the pottery class cost?". Glued to the previous question, the follow-up was read
with the previous question's form ("when"), and the answer quoted the line that says when, without
the price. :func:`resolved` gives the follow-up asked on its own words:

- a thing pronoun ("it", "its", "they", "them", "their", "that" / "this" standing alone) is replaced
  by the previous question's subject: the longest run of its content words that a document writes
  as it is (whole words; a run after "the" / "my" / ... first when two are as long; two different
  runs as long and neither after a determiner: which one is unknown, ``None``);
- a person pronoun ("he", "she", "him", "his", "her") is replaced by the one name the previous
  answer gave, when that answer is little more than the name and a document writes it ("Femi
  Adeyemi." -> "When does he hold his surgery?" -> "When does Femi Adeyemi hold Femi Adeyemi's
  surgery?"); "her" before a content word is possessive.

``None`` when the follow-up names the subject itself, has no such pronoun, its "it" stands for
nothing ("Is it ok to swim after adding acid?", ``expletive``), or no subject is found.
Cues are data (``subject_pronouns`` in data/sim/patterns.yaml). Table rows are ``row_pronouns``'.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, names

__all__ = ["resolved"]

_CUE = patterns("subject_pronouns")
_WORD_RE = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
MAX_ANSWER_WORDS = 6  # an answer that is a name and little more


def resolved(question: str, previous_question: str, previous_answer: str, bodies: list[str]) -> str | None:
    """``question`` with its pronoun replaced (see the module), or ``None``."""
    person = _CUE.person.search(question)
    if person:
        name = _answered_name(previous_answer, bodies)
        if name is None or name.lower() in question.lower():
            return None
        return _CUE.person.sub(lambda m: _personal(m, name, question), question)
    thing = _CUE.thing.search(question)
    if thing is None or _CUE.expletive.search(question):  # "is it ok to swim ...": "it" stands for nothing
        return None
    subject = _subject(previous_question, bodies)
    if subject is None or subject.lower() in question.lower():
        return None
    phrase = subject if subject[:1].isupper() else f"the {subject}"
    return _CUE.thing.sub(lambda m: _thing(m, phrase), question)


def _thing(m: re.Match[str], phrase: str) -> str:
    p = m.group("p").lower()
    if p == "its":
        return f"{phrase}'s"
    if p == "their":
        return f"{phrase}'" if phrase.endswith("s") else f"{phrase}'s"
    return phrase


def _personal(m: re.Match[str], name: str, question: str) -> str:
    p = m.group("p").lower()
    if p == "his":
        return f"{name}'s"
    if p == "her":
        after = re.match(r"\s+([^\W_]+)", question[m.end():])
        if after and after.group(1).lower() not in STOP_WORDS:
            return f"{name}'s"
    return name


def _written(span: str, bodies: list[str]) -> bool:
    pattern = re.compile(rf"(?<![^\W_]){re.escape(span)}(?![^\W_])", re.IGNORECASE)
    return any(pattern.search(b) for b in bodies)


def _subject(question: str, bodies: list[str]) -> str | None:
    """The longest run of the question's content words a document writes (see the module)."""
    words = list(_WORD_RE.finditer(question))
    runs: list[list[re.Match[str]]] = []
    for w in words:
        content = w.group(0).lower() not in STOP_WORDS and len(w.group(0)) > 1
        if content and runs and runs[-1] and runs[-1][-1].end() + 1 >= w.start() and \
                question[runs[-1][-1].end():w.start()].strip() == "":
            runs[-1].append(w)
        elif content:
            runs.append([w])
    found: list[tuple[int, bool, str]] = []  # (words, after a determiner, span)
    for run in runs:
        best = None
        for size in range(len(run), 0, -1):
            for i in range(len(run) - size + 1):
                span = question[run[i].start():run[i + size - 1].end()]
                if _written(span, bodies):
                    determined = bool(_CUE.determiner.search(question[:run[i].start()]))
                    best = (size, determined, span)
                    break
            if best:
                break
        if best:
            found.append(best)
    if not found:
        return None
    top = max(n for n, _, _ in found)
    longest = [f for f in found if f[0] == top]
    if len(longest) > 1:
        longest = [f for f in longest if f[1]]
    return longest[0][2] if len(longest) == 1 else None


def _answered_name(answer: str, bodies: list[str]) -> str | None:
    """The one name an answer that is little more than that name gives, when a document writes it."""
    text = answer.strip()
    if not text or len(text.split()) > MAX_ANSWER_WORDS:
        return None
    found = [n for n in names(text) if _written(n, bodies)]
    return found[0] if len(found) == 1 else None
