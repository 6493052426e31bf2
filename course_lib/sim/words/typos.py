"""A question's mistyped word read as the word meant, before the documents are searched (issue 26;
notebook 02's grounded answers).

"whats the totl before vat": "totl" is no word the simulator knows, so the question's subject is
dropped, the rest ("before", "vat") meets little, and "I don't know." reads as evidence of
absence. A lower-case word of four letters or more that is no word the simulator knows (Zipf 0,
in no lexicon of ``data/sim/lexicons.yaml``) and one edit (a letter added, dropped, changed, or
two neighbours swapped) from exactly one word it could mean is read as that word: a word of the
documents ("platfrom" -> "platform"), or, when no document word is that close, one of the words
its readers key on (``lexicons.yaml`` typo_targets: "total", "average", "cheapest"). Two
candidates at one edit, or none: the word stays as written (the usual readings then state the
typo limit or answer). Capitalised words are names, left to ``question_rereadings.misspelled_name``.
Bounded: ``_MAX_WORDS``, ``_MAX_DOCS``, ``_MAX_CHARS``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.text import one_edit

_MAX_WORDS = 6  # a cap on the unknown words read per question
_MAX_DOCS = 8  # a cap on the documents whose words are read
_MAX_CHARS = 20000  # a cap on the characters read per document
_LOWER_WORD_RE = re.compile(r"(?<![\w'-])[a-z]{4,}(?![\w'-])")
_DOC_WORD_RE = re.compile(r"[A-Za-z]{4,}")


@lru_cache(maxsize=256)
def document_words(body: str) -> frozenset[str]:
    """A document's words of four letters or more, lower case (the first ``_MAX_CHARS`` characters)."""
    return frozenset(w.lower() for w in _DOC_WORD_RE.findall(body[:_MAX_CHARS]))


def meant(word: str, bodies: tuple[str, ...]) -> str | None:
    """The one word ``word`` (an unknown lower-case word) is one edit from: in the documents, else
    among the readers' key words; ``None`` for none or several, or for a word the simulator knows."""
    if len(word) < 4 or not _unknown(word):
        return None
    vocabulary = frozenset().union(*(document_words(b) for b in bodies[:_MAX_DOCS]))
    if word in vocabulary:
        return None
    for words in (vocabulary, _targets()):
        near = {v for v in words if abs(len(v) - len(word)) <= 1 and one_edit(word, v)}
        if near:
            return near.pop() if len(near) == 1 else None
    return None


@lru_cache(maxsize=1024)
def corrected(question: str, bodies: tuple[str, ...]) -> str:
    """``question`` with each mistyped lower-case word read as the one word it means (see the module
    docstring); ``question`` itself when none is."""
    words = [w for w in dict.fromkeys(_LOWER_WORD_RE.findall(question)) if _unknown(w)][:_MAX_WORDS]
    out = question
    for word in words:
        near = meant(word, bodies)
        if near is not None:
            out = re.sub(rf"(?<![\w'-]){word}(?![\w'-])", near, out)
    return out


def is_unknown(word: str) -> bool:
    """Whether ``word`` (lower case) is no word the simulator knows: a typo's candidate."""
    return _unknown(word)


@lru_cache(maxsize=4096)
def _unknown(word: str) -> bool:
    from course_lib.sim.words.weights import zipf

    return zipf(word) == 0.0 and word not in _lexicon_words()


@lru_cache(maxsize=1)
def _lexicon_words() -> frozenset[str]:
    """Every word of every list in ``data/sim/lexicons.yaml`` (a word a rule knows is no typo)."""
    from course_lib.sim.words.cues import LEXICONS, read

    out: set[str] = set()
    for words in read(LEXICONS).values():
        if isinstance(words, list):
            out |= {w.lower() for w in words if isinstance(w, str)}
    return frozenset(out)


def _targets() -> frozenset[str]:
    from course_lib.sim.words.cues import lexicon

    return lexicon("typo_targets")
