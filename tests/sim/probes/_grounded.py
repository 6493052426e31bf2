"""The runner the grounded probes share: each (document, question, accepted words) case asked
once over its document; ``None`` for the accepted words means the notes do not hold the answer,
so "I don't know" / "could not find" / "does not mention" is right. Lenient oracles: any accepted
word in the reply counts it right; a callable instead of the words judges the reply's text itself."""

from __future__ import annotations

import sys
import warnings

from course_lib.sim import SimulatedChatModel

_ABSENT = ("don't know", "could not find", "not mention", "does not mention")


def ask(prompt: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    return out.content, out.response_metadata.get("simulator_limit")


def _dump(text: str, doc: str) -> bool:
    """A reply that quotes most of its document (60 % of its distinct words or more, in a document
    of 20 words or more) answers nothing: it hands the learner the note back. Distinct words: a
    leaflet that repeats "take 1 tablet every 4 to 6 hours" in each row would otherwise count its
    one right row, quoted, as most of the document (found on grounded_i's first run)."""
    words = doc.split()
    if len(words) < 20:
        return False
    said = set(text.split())
    distinct = set(words)
    return sum(w in said for w in distinct) >= 0.6 * len(distinct)


def run(docs: dict[str, str], cases, template: str, no_dumps: bool = False) -> dict[str, int]:
    """``template`` holds ``{notes}`` and ``{question}``; prints each wrong case (every case with
    ``-v``) and the counts. With ``no_dumps`` a reply that quotes most of its document is wrong."""
    counts = {"right": 0, "limit": 0, "wrong": 0}
    for doc, question, want in cases:
        text, limit = ask(template.format(notes=docs[doc], question=question))
        low = text.lower()
        if limit:
            k = "limit"
        elif no_dumps and _dump(text, docs[doc]):
            k = "wrong"
        elif want is None:
            k = "right" if any(a in low for a in _ABSENT) else "wrong"
        elif callable(want):
            k = "right" if want(text) else "wrong"
        else:
            k = "right" if any(w.lower() in low for w in want) else "wrong"
        counts[k] += 1
        if "-v" in sys.argv or k == "wrong":
            print(f"[{k}] {question}\n    -> {text[:220]!r}" + (f"\n    LIMIT {limit[:150]}" if limit else ""))
    print(counts)
    return counts
