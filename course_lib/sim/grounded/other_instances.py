"""Another instance of the asked thing: the question names its thing with a word no document holds
("the rent for a quarter plot", "the key to the gate"), and the chosen line names the same head noun
with a word of its own ("45 pounds for a full plot and 25 pounds for a half plot", "the shed
key"). The line is about another plot, another key: quoting it answers a question nobody asked, as
if it were this one (issue 26: an extractive answer that covered most of the question's words).

:func:`other_instance` finds the question's word and head noun and the line's other word for the
same head; the caller states a documents limit (the documents may call the asked thing by another
name, so "I don't know" would be a guess too). :func:`other_picks` finds, among several chosen lines
one of which names the asked instance ("Hot desks cost ..."), the lines about another one ("Fixed
desks cost ..."): the quote leaves them out.

The asked word stands after a determiner ("a", "the", "my", "which"), right before its head ("a quarter
plot") or after it behind a linking word
("key to the gate", "a permit for the lower field"; "a bottle of juice" names what the bottle holds,
not which bottle). A word the documents hold anywhere is no other instance
(the answer may be in another line), nor is a word that qualifies rather than names: a number, a
superlative or comparative ("cheapest", "earlier"), or a word of the lexicon
``instance_words_not_naming`` (``next``, ``last``, ``usual``: data/sim/lexicons.yaml).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import STOP_WORDS, stem

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*|\d[\d.,:]*")
_LINKS = frozenset({"to", "for"})  # "the key to the gate", "a pass for the east car park" ("a bottle of juice" holds juice: no instance)
_DETERMINERS = frozenset({"the", "a", "an", "my", "our", "your", "his", "her", "their", "this", "that", "which", "what",
                          "whose"})
_ASKING_DETERMINERS = frozenset({"which", "what", "whose"})  # "which message queue" asks for the instance
_MIN_WORD = 3
_SHORT_ED = 5  # "shed", "bed", "speed" end in -ed and name things; "watched", "booked" are verbs


def _words(text: str) -> list[str]:
    return _WORD_RE.findall(text.lower())  # (the pattern reads either case: the same words, lower case)


def _naming(word: str) -> bool:
    """A word that can name one instance of a thing ("quarter", "gate", "shed"), not one that
    qualifies it (a number, "cheapest", "next"), a function word, or a verb's form ("makes",
    "watched": a word in -s or -ed is read as a verb or a plural, never as a name)."""
    return (len(word) >= _MIN_WORD and word.isalpha() and word not in STOP_WORDS
            and not word.endswith(("est", "ier", "s")) and not (word.endswith("ed") and len(word) > _SHORT_ED)
            and word not in lexicon("instance_words_not_naming"))


def _english(text: str) -> bool:
    """Whether the question reads as English (the language identifier's reading): another
    language's word order ("wann wird ...") names no instance this way."""
    from course_lib.sim.words.sentiment import language_code

    return language_code(text) == "en"


def _heads(words: list[str], i: int) -> list[tuple[str, str]]:
    """(head noun, the question's phrase) for each head the word at ``i`` may name an instance of."""
    out = []
    if i == 0 or words[i - 1] not in _DETERMINERS:
        return out  # a noun phrase's first word stands after its determiner ("run mypy" is a verb's)
    if i + 1 < len(words) and _naming(words[i + 1]):
        out.append((words[i + 1], f"{words[i]} {words[i + 1]}"))  # "a quarter plot"
    j = i - 1
    while j >= 0 and words[j] in _DETERMINERS:
        j -= 1
    if j >= 1 and words[j] in _LINKS and _naming(words[j - 1]):
        out.append((words[j - 1], " ".join(words[j - 1:i + 1])))  # "the key to the gate"
    return out


_AUXILIARY_RE = re.compile(r"\b(?:do|does|did|can|could|will|would|should|must|may|might)\b", re.IGNORECASE)


@lru_cache(maxsize=32)
def _stems(documents: str) -> frozenset[str]:
    """The stems of the documents' words (each distinct word stemmed once)."""
    return frozenset(stem(w) for w in set(_words(documents)))


@lru_cache(maxsize=32)
def _preferred_stems(documents: str, knowledge) -> frozenset[str]:
    """The stems of the documents' words with their synonyms written as the preferred term
    ("mutex" where they say "lock")."""
    return _stems(knowledge.to_preferred(documents))


@lru_cache(maxsize=32)
def _lowered(documents: str) -> str:
    return documents.lower()


def _written(word: str, documents: str) -> bool:
    """Whether ``word`` (lower case) is itself one of the documents' words (``_words``): written
    where no word or figure runs on into it, and followed by no letter, "'" or "-". Then its stem
    is one of ``_stems(documents)``, found without reading every word of every document."""
    return re.search(rf"(?<![A-Za-z0-9'.,:-]){re.escape(word)}(?![A-Za-z'-])", _lowered(documents)) is not None


def _held(word: str, documents: str, knowledge=None) -> bool:
    """Whether the documents write ``word`` (its stem), or its synonym: the documents' own words
    first (the word as written, then every word's stem), their synonyms read only when those do
    not hold it."""
    if _written(word, documents):
        return True
    stems = {stem(word)}
    if knowledge is not None:
        stems.add(stem(knowledge.to_preferred(word)))
    if not stems.isdisjoint(_stems(documents)):
        return True
    return knowledge is not None and not stems.isdisjoint(_preferred_stems(documents, knowledge))


def other_instance(question: str, chosen: str, documents: str, knowledge=None) -> tuple[str, str] | None:
    """(the asked instance, the chosen line's instance of the same head): ("quarter plot", "full
    plot") for "What is the rent for a quarter plot?" over "... for a full plot ..."; ``None``
    when the question's words are all in the documents, or the line names its head no other way."""
    if not question.isascii():
        return None
    asked = _words(question)
    if not any(_naming(w) and _heads(asked, i) for i, w in enumerate(asked)) or not _english(question):
        return None  # no word of the question names an instance: the documents need not be read
    line = _words(chosen)
    verb_last = bool(_AUXILIARY_RE.search(question))  # "What does a mutex protect?": its last word is the verb
    for i, word in enumerate(asked):
        if not _naming(word) or not _heads(asked, i) or _held(word, documents, knowledge):
            continue
        for head, phrase in _heads(asked, i):
            if verb_last and head == asked[-1]:
                continue
            others = [f"{line[k - 1]} {line[k]}" for k in range(1, len(line))
                      if line[k] == head and _naming(line[k - 1]) and line[k - 1] != head
                      and (k < 2 or line[k - 2] in _DETERMINERS or _naming(line[k - 2]))]  # ("not take ibuprofen": a verb's)
            if others:
                return phrase, others[0]
    return None


def other_picks(question: str, sentences: list[str]) -> set[int]:
    """The indexes of ``sentences`` that name the question's thing by another word and not the
    asked one ("Fixed desks cost £260 a month" for "the monthly price for a hot desk"), when another
    of them names the asked one ("Hot desks cost £15 a day or £180 a month"): those are about another
    instance, and are left out of the quote. Empty when no sentence names the asked instance."""
    # (the count first, and the language identifier, the dearest test, last: asked only when some
    # lines would be left out, and most quotes are one line or name no other instance)
    if len(sentences) < 2 or not question.isascii():
        return set()
    asked = _words(question)
    lines = [_words(s) for s in sentences]
    for i, word in enumerate(asked):
        if not _naming(word) or (i and asked[i - 1] in _ASKING_DETERMINERS):
            continue  # ("which message queue": the question asks which one; "Marlin Queue" may be it)
        for head, _ in _heads(asked, i):
            key = stem(head)
            naming = [k for k, line in enumerate(lines)
                      if any(stem(w) == key and j and line[j - 1] == word for j, w in enumerate(line))]
            if not naming:
                continue
            other = {k for k, line in enumerate(lines) if k not in naming and any(
                stem(w) == key and j and _naming(line[j - 1]) and line[j - 1] != word and stem(line[j - 1]) != key
                for j, w in enumerate(line)) and word not in line}
            if other:
                return other if _english(question) else set()
    return set()


def reason(request, found, knowledge=None) -> str | None:
    """Why the chosen lines (``found.picks``) are no answer to ``request``'s question: the reason
    of the stated limit, or ``None`` (the text reply's quote check and the partial answer's)."""
    docs = {id(d): d for d in [*request.documents, *(d for d, _ in found.picks)]}  # (a search's results are picks' own)
    held = "\n".join(f"{d.title}\n{d.body}" for d in docs.values())
    other = other_instance(request.search_question, " ".join(s for _, s in found.picks), held, knowledge)
    if not other:
        return None
    asked, named = other
    return (f"the question asks about the {asked}, which no document names, and the lines it found are "
            f"about the {named}")


__all__ = ["other_instance", "other_picks", "reason"]
