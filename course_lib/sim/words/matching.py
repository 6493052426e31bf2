"""How the simulator compares a question with a text: weighted concepts and coverage.

A question becomes a list of *concepts*: its content words (stemmed), where a synonym from the
alias lexicon counts as one concept shared by its whole group ("green thread" and "coroutine"
meet). Names and code identifiers weigh more, generic words and broad context words ("Python",
"SQLite": the lexicon's ``broad`` list) less, unless nothing in the question is more specific
than the broad word ("And which one does Linux use?"). A text becomes a set of *forms* (stems and alias
groups). Coverage = weight of the question's concepts found in the text / total weight.

The question's *main subject* (``subject``) is its most specific concept: a lexicon term or a
code identifier before a capitalised name, a name before an ordinary word, an ordinary word
before a generic or broad one; among several documents, a concept that most of them mention
is less specific than one only some of them mention.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from course_lib.sim.words import quantities
from course_lib.sim.words.answer_types import is_answer_type
from course_lib.sim.words.day_month_abbreviations import full_name, full_name_stems
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.text import (
    GENERIC_WORDS,
    GENERIC_WORDS_ZH,
    TOKEN_RE,
    content_terms,
    has_cjk,
    is_content,
    stem,
    without_possessive,
)
from course_lib.sim.words.weights import compound_head, name_weight, word_weight

_CODE_RE = re.compile(r"[0-9._]")
_LONG_WORD_RE = re.compile(r"\b[A-Za-z]{7,}\b")
_DESCRIPTIVE_RE = re.compile(r"[A-Za-z0-9/]+(?:-[a-z]+)+")
# a CamelCase term of three or more humps ("CrashLoopBackOff", "getUserName"; not a brand
# or name of two: "MacBook", "McDonald"), whose words are read too
# "postgres:16", "node:20-alpine", "nginx:1.27-alpine": an image or package reference whose tag is
# its version (not "db:5432" or "localhost:8080", a host and its port, nor "@db:5432" in a URL)
_NAME_TAG_RE = re.compile(r"(?<![\w@/.:-])[a-z][\w.-]*:(?:\d{1,2}(?:\.\d+)*(?:-[a-z][\w.]*)?|latest|lts|stable)(?![\w.:/-])")
_VERSION = stem("version")
_CAMEL_RE = re.compile(r"(?<![\w-])[A-Za-z][a-z]+(?:[A-Z][a-z]+){2,}(?![\w-])")
_HUMP_RE = re.compile(r"[A-Z]?[a-z]+")
# a small letter before a capital: every CamelCase term has one ("hL" of "CrashLoop"); a text with
# none is not searched for the terms (the pattern, tried from every letter of every word, cost
# three times this one scan on a sentence of notes)
_HUMP_JOIN_RE = re.compile(r"[a-z][A-Z]")

SPECIFICITY = {
    "group": 2.0,
    "code": 2.0,
    "name": 1.5,
    "word": 1.0,
    "type": 0.75,
    "generic": 0.5,
    "broad": 0.25,
}
"""How specific each kind of concept is, for finding a question's main subject."""


@dataclass(frozen=True)
class Concept:
    key: str  # a stem, or "~N" for alias group N
    word: str  # as written in the question (the preferred term for an alias group)
    weight: float
    is_name: bool = False
    answer_type: bool = False
    kind: str = "word"  # "group", "code", "name", "word", "generic", "broad" or "type"

    @property
    def key_term(self) -> bool:
        """A concept that carries the topic (not a generic or broad context word)."""
        return self.kind not in ("generic", "broad")


@dataclass(frozen=True)
class Analysis:
    concepts: tuple[Concept, ...]
    forms: frozenset[str]

    @property
    def total(self) -> float:
        return sum(c.weight for c in self.concepts)

    def keys(self) -> list[str]:
        return [c.key for c in self.concepts]


_SENTENCE_ENDS = frozenset({".", "?", "!", ":", ""})


def _previous_char(text: str, index: int) -> str:
    """The last non-space character before ``index`` ("" at the start of the text)."""
    i = index - 1
    while i >= 0 and text[i].isspace():
        i -= 1
    return text[i] if i >= 0 else ""


_HAN_RUN_RE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")


def _han_grams(text: str) -> set[str]:
    """Every run of 2 to 4 Chinese characters in ``text``: Chinese writes no spaces, so a word of
    the question is in a text when its characters are, however jieba cut the text ("办证" in
    "……办证需要……" and "借期" in "借期为 30 天" are found whatever the segmenter did)."""
    out: set[str] = set()
    for run in _HAN_RUN_RE.findall(text):
        out.update(run)  # a one-character word ("借", "书") is in a text that has the character
        for n in (2, 3, 4):
            out.update(run[i : i + n] for i in range(len(run) - n + 1))
    return out


class Matcher:
    """Analyses texts against one knowledge object, with a small memo."""

    def __init__(self, knowledge: Knowledge):
        self.knowledge = knowledge
        self._memo: dict[str, Analysis] = {}
        self._forms_memo: dict[str, frozenset[str]] = {}  # texts read for their forms only (``forms``)
        self._words_memo: dict[str, tuple[str, ...]] = {}  # forms without values or groups (``meets``)
        self._unvalued_memo: dict[str, frozenset[str]] = {}  # forms without values (``forms_without_values``)
        self._filtered_memo: dict[str, frozenset[str]] = {}  # the same, read off ``forms`` (``forms_without_values``)
        self._special: dict[frozenset[str], bool] = {}  # has a key a value kind or a group? (``meets``)
        self.profiles: dict = {}  # tool profiles, filled by routing.profile
        self.candidates: dict = {}  # sentences of documents, filled by evidence.gather
        self.prominent: dict = {}  # what each graded document is about, filled by grading

    def analyse(self, text: str) -> Analysis:
        found = self._memo.get(text)
        if found is None:
            if len(self._memo) > 4096:
                self._memo.clear()
            # "Tell me when ...", "I'd like to know how long ...": the words after the opener
            found = self._memo[text] = self._analyse(quantities.question_core(text))
        return found

    def forms(self, text: str) -> frozenset[str]:
        """``analyse(text).forms`` without weighing the text's concepts: what a document's
        sentence is compared by (most texts analysed are sentences of documents, read for their
        forms only; the concepts are a question's)."""
        found = self._memo.get(text)
        if found is not None:
            return found.forms
        forms = self._forms_memo.get(text)
        if forms is None:
            if len(self._forms_memo) > 4096:
                self._forms_memo.clear()
            forms = self._forms_memo[text] = self._forms(text, self.knowledge.alias_spans(text))
        return forms

    def forms_without_values(self, text: str) -> frozenset[str]:
        """``forms(text)`` without the kinds of values it states ("@number", "@date"): the same
        set less those (no other form starts with "@"), without typing the text's values, which
        ``quantities.states`` answers one kind at a time for the kind a question asks
        (``evidence.gather``)."""
        found = self._memo.get(text)
        forms = found.forms if found is not None else self._forms_memo.get(text)
        if forms is not None:
            # the same set made from the same forms each time (a text's forms are always made
            # the same way), so kept: a new set per call was one more object per sentence per
            # reply for the garbage collector to walk while the candidates keep it
            filtered = self._filtered_memo.get(text)
            if filtered is None:
                if len(self._filtered_memo) > 4096:
                    self._filtered_memo.clear()
                filtered = self._filtered_memo[text] = frozenset(f for f in forms if f[:1] != "@")
            return filtered
        unvalued = self._unvalued_memo.get(text)
        if unvalued is None:
            if len(self._unvalued_memo) > 4096:
                self._unvalued_memo.clear()
            unvalued = self._unvalued_memo[text] = self._forms(text, self.knowledge.alias_spans(text), values=False)
        return unvalued

    def meets(self, keys: frozenset[str], text: str) -> bool:
        """``not keys.isdisjoint(forms(text))``; the text's kinds of values ("@number") and
        lexicon groups ("~3") are read only when ``keys`` has one (a sentence's opening words
        are asked only whether they name the question's subject)."""
        found = self._memo.get(text)
        forms = found.forms if found is not None else self._forms_memo.get(text)
        if forms is None:
            special = self._special.get(keys)
            if special is None:
                if len(self._special) > 1024:
                    self._special.clear()
                special = self._special[keys] = any(k[:1] in ("@", "~") for k in keys)
            if special:
                forms = self.forms(text)
        if forms is None:
            forms = self._words_memo.get(text)
            if forms is None:
                if len(self._words_memo) > 4096:
                    self._words_memo.clear()
                # kept as a tuple: only asked whether it meets the keys, and a tuple of strings is
                # an object the garbage collector stops walking (a set is walked at every pass)
                forms = self._words_memo[text] = tuple(self._forms(text, (), values=False))
        return not keys.isdisjoint(forms)

    def _forms(self, text: str, spans, values: bool = True) -> frozenset[str]:
        forms: set[str] = set(content_terms(text))
        forms |= full_name_stems(text, forms)  # "Thu 15 May" speaks of Thursday
        if ":" in text and _NAME_TAG_RE.search(text):  # "image: postgres:16" states a version
            forms.add(_VERSION)
        for term in _CAMEL_RE.findall(text) if _HUMP_JOIN_RE.search(text) else ():
            # "CrashLoopBackOff" speaks of a crash and a loop; kept whole too
            forms.update(stem(w) for w in map(str.lower, _HUMP_RE.findall(term)) if is_content(w))
        for word in _LONG_WORD_RE.findall(text):  # "sourdough" also speaks of "dough"
            head = compound_head(word)
            if head and is_content(head):
                forms.add(stem(head))
        if has_cjk(text):
            forms.update(_han_grams(text))
        if values:
            forms.update(f"@{kind}" for kind in quantities.value_types(text))
        forms.update(f"~{group}" for _, _, group in spans)  # in this order, as ``_analyse`` adds them
        return frozenset(forms)

    def _analyse(self, text: str) -> Analysis:
        spans = self.knowledge.alias_spans(text)
        concepts: dict[str, Concept] = {}
        forms = self._forms_memo.get(text) or self._forms(text, spans)
        asked = quantities.asked_type(text) if quantities.is_question(text) else None
        asked_stems: set[str] = set()
        if asked is not None:
            kind, words = asked
            asked_stems = set(content_terms(words))
            concepts[f"@{kind}"] = Concept(f"@{kind}", words, 1.0, False, True, "type")
        for start, end, group in spans:
            key = f"~{group}"
            if key not in concepts:
                preferred = self.knowledge.preferred(group)
                broad = self.knowledge.is_broad(preferred) or self.knowledge.is_broad(
                    text[start:end]
                )
                concepts[key] = Concept(
                    key, preferred, 0.5 if broad else 1.0, kind="broad" if broad else "group"
                )
            del start, end
        span_at = [(s, e) for s, e, _ in spans]
        for match in TOKEN_RE.finditer(text):
            if span_at and any(s <= match.start() < e for s, e in span_at):
                continue
            tok = without_possessive(match.group(0))
            low = tok.lower()
            if not is_content(low):
                continue
            cjk = has_cjk(tok)
            if cjk:
                for term in content_terms(tok):
                    if term not in asked_stems and not any(term in w for w in asked_stems):
                        if term in GENERIC_WORDS_ZH:
                            concepts.setdefault(term, Concept(term, term, 0.5, kind="generic"))
                        else:
                            concepts.setdefault(term, Concept(term, term, word_weight(term)))
                continue
            full = full_name(tok)
            if full is not None:  # "on Thu", "in Sept": the day's or month's name
                tok = low = full
            key = stem(low)
            if key in concepts or key in asked_stems:
                continue
            sentence_start = _previous_char(text, match.start()) in _SENTENCE_ENDS
            code = bool(_CODE_RE.search(tok[1:]))
            is_name = (tok[0].isupper() and not sentence_start) or code
            is_name = is_name or (tok[0].isupper() and any(c.isupper() for c in tok[1:]))
            if is_name and not code and _DESCRIPTIVE_RE.fullmatch(tok):
                # "CPU-heavy", "I/O-bound": a description, not a name; it is about its first
                # part, so "CPU-heavy" meets "CPU-bound"
                is_name = False
                key = stem(low.split("-")[0])
                if key in concepts or not is_content(key):
                    continue
            answer_type = is_answer_type(low, text, match.start())
            if low in GENERIC_WORDS or answer_type:
                weight, kind = 0.5, "generic"
            elif self.knowledge.is_broad(low):
                weight, kind, is_name = 0.5, "broad", False
            else:
                kind = "code" if code else "name" if is_name else "word"
                weight = 1.5 if code else name_weight(low) if is_name else word_weight(low)
            concepts[key] = Concept(key, tok, weight, is_name, answer_type, kind)
        found = tuple(concepts.values())
        if not any(c.kind in ("group", "code", "name") for c in found):
            # Nothing more specific: a broad word carries the question ("And which one does
            # Linux use?") and must be matched like a name.
            found = tuple(
                replace(c, weight=1.0, is_name=c.word[:1].isupper(), kind="word")
                if c.kind == "broad"
                else c
                for c in found
            )
        return Analysis(found, forms)

    # --- comparisons ---------------------------------------------------------------------------

    def covered(self, question: Analysis, forms: frozenset[str] | set[str]) -> list[Concept]:
        return [c for c in question.concepts if c.key in forms]

    def coverage(self, question: Analysis, text: str) -> float:
        total = question.total
        if not total:
            return 0.0
        forms = self.forms(text)
        return sum(c.weight for c in question.concepts if c.key in forms) / total

    def overlap(self, question: Analysis, text: str) -> float:
        forms = self.forms(text)
        return sum(c.weight for c in question.concepts if c.key in forms)


def head_concept(question: Analysis) -> Concept | None:
    """The thing asked about: the first content concept that is not a name or answer type.

    In "Who manages the team that owns Project Falcon?" it is "manages"; in "In which city is
    the office of ..." it is "office" ("city" only names the kind of answer). A Chinese
    question's generic verb ("什么情况下需要分箱": "需要", need) is passed over, as English
    "should" is a stop word.
    """
    for concept in question.concepts:
        if not concept.is_name and not concept.answer_type:
            if concept.kind == "generic" and concept.key in GENERIC_WORDS_ZH:
                continue
            return concept
    return None


def subject(question: Analysis, context: list[frozenset[str]] | None = None) -> list[Concept]:
    """The question's main subject: its most specific concepts (ties are all kept).

    ``context`` holds the forms of the documents the question is read against (one set per
    source); a concept that more than half of three or more of them mention is less specific.
    """
    if not question.concepts:
        return []
    scores = {}
    many = context is not None and len(context) >= 3
    for c in question.concepts:
        score = SPECIFICITY.get(c.kind, 1.0)
        if many and sum(c.key in forms for forms in context) * 2 > len(context):
            score *= 0.75
        scores[c.key] = score
    top = max(scores.values())
    return [c for c in question.concepts if scores[c.key] >= top]
