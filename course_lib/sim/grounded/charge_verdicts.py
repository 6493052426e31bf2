"""A yes/no about paying, answered by a line on its subject that says it costs nothing (issue 26, the
forty-seventh set's PP2: "Will it cost more now that my parents are coming?" was answered "I don't
know." over "Yes, of course your parents can come - a group of up to eight is fine on the family
package, at no extra charge.").

The question asks yes or no whether a thing costs (more), is charged or paid for (data
``patterns.yaml`` ``charge_verdicts.asks_charge``); a clause of the documents (cut at ";", a sentence's
end, "but") says it costs nothing (``free``: "at no extra charge", "free of charge", "there is no
charge for ...", "免费") and holds a topical word of the question (its content words less the words of
paying, the yes/no predicates and the acts, ``lexicons.yaml`` ``verdict_predicates`` and
``charge_act_words``): the answer is "No", with
that line quoted. A clause that also holds an amount, a negation of its "free" or a condition it holds
under ("free after 6 pm", "only for members") decides nothing here. The clause sharing the most
topical words wins; none, no verdict. Cheap gate: the question's cue, then the documents' "free" cue.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("charge_verdicts")
_MAX_CHARS = 20_000  # of a document read
_PAY_WORDS = frozenset(stem(w) for w in ("cost", "costs", "pay", "charge", "charged", "extra", "fee", "more",
                                         "expensive", "anything", "price", "free"))


def answer(question: str, bodies: list[str]) -> str | None:
    """'No: the documents say "..."' for a yes/no question about paying, or ``None``."""
    if not _CUE.asks_charge.search(question):
        return None
    predicates = {stem(w) for w in lexicon("verdict_predicates") | lexicon("charge_act_words")}
    topical = {t for t in content_terms(question) if t not in _PAY_WORDS and t not in predicates and not t.isdigit()}
    if not topical:
        return None
    best: tuple[int, str] | None = None
    for body in bodies:
        text = body[:_MAX_CHARS]
        if not _CUE.free.search(text):
            continue
        for sentence in _sentences(text):
            for clause in _CUE.clause.split(sentence):
                if not _CUE.free.search(clause) or _CUE.unsettled.search(clause):
                    continue
                shared = len(topical & set(content_terms(clause)))
                if shared and (best is None or shared > best[0]):
                    best = (shared, sentence)
    if best is None:
        return None
    return f'No: the documents say "{" ".join(best[1].split())}"'


def _sentences(text: str) -> list[str]:
    from course_lib.sim.grounded.wrapped_lines import joined

    lines = joined([line.strip() for line in text.splitlines() if line.strip()])
    return [s for line in lines for s in _SENTENCE_RE.split(line) if s.strip()]


_SENTENCE_RE = re.compile(r"(?<=[.!?。！？])\s*")

__all__ = ["answer"]
