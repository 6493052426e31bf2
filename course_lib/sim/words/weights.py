"""How much a word says about a topic: general-language word frequencies (wordfreq).

A word everybody writes every day ("team", "project", "service") tells little about what a
question is about; a rare one ("kiln", "upsert", "Quasar") decides. ``word_weight`` turns a
word's Zipf frequency (log10 of its count per billion words, from the wordfreq package's
"small" English and Chinese lists) into a weight:

    Zipf >= 5.8 (the, time, team ~5.7)  -> 0.5
    Zipf 4.6 .. 5.8                     -> 1.0 down to 0.5, linearly (project 5.2 -> 0.74)
    Zipf 3.5 .. 4.6                     -> 1.0
    rarer, or not in the list           -> up to 1.2 (kiln 3.1 -> 1.05, Quasar -> 1.2)

The lists load on first use (about 0.45 s for the package, 15 ms per language) and each word
is looked up once per process.
"""

from __future__ import annotations

import math
from functools import lru_cache

COMMON_ZIPF = 5.8
ORDINARY_ZIPF = 4.6
RARE_ZIPF = 3.5


@lru_cache(maxsize=4)
def _frequencies(language: str) -> dict[str, float]:
    from course_lib.foundation.speedups import import_wordfreq_quickly

    import_wordfreq_quickly()  # without inspect.stack(), which reads every frame's source
    import wordfreq

    return wordfreq.get_frequency_dict(language, wordlist="small")


@lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """The word's Zipf frequency in English or (for Chinese characters) Chinese; 0 if unlisted."""
    if not word:
        return 0.0
    language = "zh" if "\u3400" <= word[0] <= "\u9fff" else "en"
    freq = _frequencies(language).get(word.lower(), 0.0)
    return round(math.log10(freq * 1e9), 2) if freq > 0 else 0.0


@lru_cache(maxsize=65536)
def word_weight(word: str) -> float:
    """The weight of an ordinary content word (see the module docstring)."""
    z = zipf(word)
    if z >= ORDINARY_ZIPF:
        return round(1.0 - 0.5 * min(1.0, (z - ORDINARY_ZIPF) / (COMMON_ZIPF - ORDINARY_ZIPF)), 3)
    if z <= 0:
        return 1.2
    return round(1.0 + 0.2 * min(1.0, max(0.0, (RARE_ZIPF - z) / 1.5)), 3)


def name_weight(word: str) -> float:
    """A capitalised name's weight: 1.0 for a common word ("Project"), up to 1.5 for a rare one."""
    return round(1.0 + 0.5 * min(1.0, max(0.0, (word_weight(word) - 0.5) / 0.5)), 3)


@lru_cache(maxsize=65536)
def compound_head(word: str) -> str | None:
    """The head of a closed compound ("sourdough" -> "dough", "toothbrush" -> "brush"): of the
    splits into two common words, the one whose rarer part is most common, when the head is
    more common than the compound (a compound is rarer than its head; "understand" is not
    "stand"). ``None`` if the word is not such a compound."""
    low = word.lower()
    if len(low) < 7 or not low.isalpha() or not low.isascii():
        return None
    whole = zipf(low)
    best, best_score = None, 0.0
    for cut in range(3, len(low) - 3):
        head, first = low[cut:], low[:cut]
        score = min(zipf(head), zipf(first))  # the split into the two most common words
        if score >= RARE_ZIPF and zipf(head) - whole >= 0.3 and score > best_score:
            best, best_score = head, score
    return best
