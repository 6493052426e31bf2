"""The simulator's "world knowledge": an alias lexicon, general facts, translations, small talk.

All of it is data a learner can read and extend, in ``data/sim``:

- ``aliases.yaml``: ``groups:`` lists of synonyms; the first term is the preferred one (the
  term the course notes use), e.g. ``[coroutine, green thread, lightweight thread]``; and
  ``broad:`` words so broad that a question mentions them as context rather than as its
  subject (languages, platforms: "... in Python", "... in SQLite"). They count less when the
  simulator looks for what a question is about.
- ``general.yaml``: ``facts:`` ``{match: [words], answer: str}`` (a fact applies when every
  match word appears in the question; the longest match wins) and ``translations:``
  ``{language: {english phrase: translation}}``.
- ``smalltalk.yaml``: ``intents:`` ``{name, patterns: [cue words or phrases], reply, reply_zh}``
  (see ``smalltalk`` for how a message is recognised as small talk).

Tests and exercises can build their own ``Knowledge(...)`` with invented entries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from course_lib.sim.words.text import content_terms, has_cjk, raw_tokens, stem


@dataclass(frozen=True)
class Fact:
    match: tuple[str, ...]
    answer: str


@dataclass(frozen=True)
class Intent:
    name: str
    patterns: tuple[str, ...]  # cue words and phrases (see ``smalltalk``)
    reply: str
    reply_zh: str = ""  # the reply to a message in Chinese


@dataclass(eq=False)
class Knowledge:
    """Alias groups, facts, translations and small-talk intents (all optional)."""

    aliases: list[list[str]] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    intents: list[Intent] = field(default_factory=list)
    broad: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        self.broad = frozenset(str(w).strip().lower() for w in self.broad if str(w).strip())
        self._broad_stems = frozenset(stem(w) for w in self.broad)
        self.aliases = [[str(t).strip() for t in group if str(t).strip()] for group in self.aliases]
        self.aliases = [g for g in self.aliases if g]
        self.facts = [f if isinstance(f, Fact) else _fact(f) for f in self.facts]
        self.intents = [i if isinstance(i, Intent) else _intent(i) for i in self.intents]
        terms: list[tuple[str, int]] = []
        for index, group in enumerate(self.aliases):
            terms.extend((term, index) for term in group)
        terms.sort(key=lambda t: (-len(t[0]), t[0]))
        self._term_group = {_norm(term): index for term, index in reversed(terms)}
        self._alias_re: re.Pattern[str] | None = _alias_pattern([t for t, _ in terms])
        self._alias_words = _first_words([t for t, _ in terms])

    # --- aliases ---------------------------------------------------------------------------

    def preferred(self, group: int) -> str:
        return self.aliases[group][0]

    def is_broad(self, word: str) -> bool:
        """True for a broad context word such as a language or platform name ("Python")."""
        low = word.lower()
        return low in self.broad or stem(low) in self._broad_stems

    def alias_spans(self, text: str) -> list[tuple[int, int, int]]:
        """``(start, end, group)`` for every lexicon term found in ``text``."""
        if self._alias_re is None:
            return []
        if self._alias_words is not None and text.isascii() and self._alias_words.isdisjoint(
                _ascii_words(text)):  # (``_WORD_RE.findall``'s words, three times as fast)
            return []  # no word of the text starts a term: the pattern would try every position in vain
        spans = []
        for match in self._alias_re.finditer(text):
            group = self._group_of(match.group(0))
            if group is not None:
                spans.append((match.start(), match.end(), group))
        return spans

    def _group_of(self, found: str) -> int | None:
        key = _norm(found)
        for candidate in (key, key[:-1], key[:-2]):
            if candidate in self._term_group:
                return self._term_group[candidate]
        return None

    def to_preferred(self, text: str) -> str:
        """``text`` with every synonym replaced by its group's preferred term."""
        spans = self.alias_spans(text)
        if not spans:
            return text
        out, last = [], 0
        for start, end, group in spans:
            out.append(text[last:start])
            out.append(self.preferred(group))
            last = end
        out.append(text[last:])
        return "".join(out)

    # --- facts, translations, small talk -----------------------------------------------------

    def find_fact(self, question: str) -> Fact | None:
        """The fact whose match words all appear in the question (longest match wins)."""
        words = set(raw_tokens(question))
        stems = set(content_terms(question)) | {stem(w) for w in words}
        best: Fact | None = None
        for fact in self.facts:
            if all(_word_in(m, words, stems, question) for m in fact.match) and fact.match:
                if best is None or len(fact.match) > len(best.match):
                    best = fact
        return best

    def find_intent(self, question: str) -> tuple[Intent, str] | None:
        """The small-talk intent whose pattern occurs in the question (longest pattern wins)."""
        low = " " + " ".join(raw_tokens(question)) + " "
        best: tuple[Intent, str] | None = None
        for intent in self.intents:
            for pattern in intent.patterns:
                norm = " ".join(raw_tokens(pattern))
                if not norm:
                    continue
                hit = norm in question if has_cjk(norm) else f" {norm} " in low
                if hit and (best is None or len(norm) > len(best[1])):
                    best = (intent, norm)
        return best

    def languages(self) -> list[str]:
        return list(self.translations)

    def translate(self, language: str, text: str) -> tuple[str, str] | None:
        """``(english phrase, translation)`` for the longest known phrase found in ``text``."""
        table = next((v for k, v in self.translations.items() if k.lower() == language.lower()), {})
        low = " " + " ".join(raw_tokens(text)) + " "
        best = None
        for phrase, translated in table.items():
            norm = " ".join(raw_tokens(phrase))
            if norm and f" {norm} " in low and (best is None or len(norm) > len(best[0])):
                best = (phrase, translated)
        return best

    # --- loading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Knowledge:
        """Build from plain data, e.g. ``{"aliases": [[...]], "facts": [...], ...}``."""
        return cls(
            aliases=list(data.get("aliases") or data.get("groups") or []),
            facts=[_fact(f) for f in data.get("facts") or []],
            translations={
                str(k): {str(a): str(b) for a, b in (v or {}).items()}
                for k, v in (data.get("translations") or {}).items()
            },
            intents=[_intent(i) for i in data.get("intents") or []],
            broad=frozenset(str(w) for w in data.get("broad") or []),
        )

    @classmethod
    def load(cls, directory: str | Path | None = None) -> Knowledge:
        """The knowledge in ``directory`` (default ``data/sim``); missing files mean empty parts."""
        from course_lib.foundation.config import data_dir

        folder = Path(directory) if directory is not None else data_dir() / "sim"
        return _load_cached(str(folder.resolve()), _mtimes(folder))


def _mtimes(folder: Path) -> tuple[float, ...]:
    return tuple(
        (folder / name).stat().st_mtime if (folder / name).is_file() else 0.0
        for name in ("aliases.yaml", "general.yaml", "smalltalk.yaml")
    )


@lru_cache(maxsize=8)
def _load_cached(folder: str, _mtimes: tuple[float, ...]) -> Knowledge:
    from course_lib.foundation.yamltext import load_yaml

    def read(name: str) -> dict:
        path = Path(folder) / name
        if not path.is_file():
            return {}
        return load_yaml(path.read_text(encoding="utf-8")) or {}

    aliases, general, smalltalk = read("aliases.yaml"), read("general.yaml"), read("smalltalk.yaml")
    return Knowledge.from_dict(
        {
            "aliases": aliases.get("groups") or [],
            "facts": general.get("facts") or [],
            "translations": general.get("translations") or {},
            "intents": smalltalk.get("intents") or [],
            "broad": aliases.get("broad") or [],
        }
    )


def _norm(term: str) -> str:
    return re.sub(r"[\s\-]+", " ", term.lower()).strip()


def _alias_pattern(terms: list[str]) -> re.Pattern[str] | None:
    """One pattern finding every term (longest first), as ``_term_pattern`` describes.

    The word-boundary look-behind is written once in front of all the non-CJK terms, so the
    regex engine rejects a position inside a word once instead of once per term (about 12
    times faster on the notes). That is the same match as one alternative per term as long
    as no CJK term starts like a non-CJK one; otherwise we keep one alternative per term.
    """
    if not terms:
        return None
    cjk = [t for t in terms if has_cjk(t)]
    plain = [t for t in terms if not has_cjk(t)]
    if not plain or any(not has_cjk(t[0]) for t in cjk):
        return re.compile("|".join(_term_pattern(t) for t in terms), re.IGNORECASE)
    words = "|".join(_words_pattern(t) for t in plain)
    pattern = rf"(?<![\w.])(?:{words})(?:e?s)?(?![\w])"
    if cjk:
        pattern += "|" + "|".join(_term_pattern(t) for t in cjk)
    return re.compile(pattern, re.IGNORECASE)


_WORD_RE = re.compile(r"\w+")
# every ASCII character ``\w`` does not match, as a space: an ASCII text's words split on them are the
# words ``_WORD_RE`` finds in it (letters, digits and "_"; no word character is white space)
_ASCII_NON_WORD = str.maketrans({chr(i): " " for i in range(128) if not (chr(i).isalnum() or chr(i) == "_")})
# the same table over bytes: ``bytes.translate`` reads a 256-byte table, ``str.translate`` looks each
# character up in a dict (5 us a sentence against 0.7)
_ASCII_NON_WORD_BYTES = bytes(ord(_ASCII_NON_WORD.get(i, chr(i))) if i < 128 else i for i in range(256))


def _ascii_words(text: str) -> list[str]:
    """``text.lower().translate(_ASCII_NON_WORD).split()`` for an ASCII ``text``."""
    return text.lower().encode("ascii").translate(_ASCII_NON_WORD_BYTES).decode("ascii").split()
_LEADING_WORD_RE = re.compile(r"[a-z0-9_]+")


def _first_words(terms: list[str]) -> frozenset[str] | None:
    """The words (lower-cased) of which an ASCII text holds one wherever the alias pattern finds a
    term in it: each term's first word (its leading run of word characters, which starts right
    after a non-word character, as the pattern's look-behind asks), alone or with the plural
    ending the pattern allows ("s", "es"). A term with a Chinese character needs that character,
    never in an ASCII text. ``None`` (the pattern is always searched) when a term is neither
    ASCII nor Chinese ("K" written with the Kelvin sign matches "k" with ``re.IGNORECASE``) or
    starts with a mark (".NET")."""
    out: set[str] = set()
    for term in terms:
        if has_cjk(term):
            continue
        first = _LEADING_WORD_RE.match(term.lower()) if term.isascii() else None
        if first is None:
            return None
        word = first.group(0)
        out.update((word, word + "s", word + "es"))
    return frozenset(out)


def _words_pattern(term: str) -> str:
    return r"[\s\-]+".join(re.escape(part) for part in term.split())


def _term_pattern(term: str) -> str:
    escaped = _words_pattern(term)
    if has_cjk(term):
        return escaped
    return rf"(?<![\w.]){escaped}(?:e?s)?(?![\w])"


def _word_in(word: str, words: set[str], stems: set[str], text: str) -> bool:
    word = str(word).lower().strip()
    if has_cjk(word):
        return word in text
    parts = word.split()
    if len(parts) > 1:
        return all(_word_in(p, words, stems, text) for p in parts)
    return word in words or stem(word) in stems


def _fact(item: Any) -> Fact:
    if isinstance(item, Fact):
        return item
    match = item.get("match") or []
    if isinstance(match, str):
        match = match.split()
    return Fact(tuple(str(m) for m in match), str(item.get("answer", "")))


def _intent(item: Any) -> Intent:
    if isinstance(item, Intent):
        return item
    patterns: Iterable[str] = item.get("patterns") or []
    if isinstance(patterns, str):
        patterns = [patterns]
    return Intent(
        str(item.get("name", "")),
        tuple(str(p) for p in patterns),
        str(item.get("reply", "")),
        str(item.get("reply_zh", "") or ""),
    )
