"""Class words (issue 26): a rule on a class rules on each of its members. "Can I bring my cat?"
over "The hostel does not allow pets." is answered from that line, not with "I don't know.":
a cat is a pet. The classes and their members are data (``data/sim/classes.yaml``), the
simulator's small "world knowledge" of kinds.

- ``as_class(question, texts)``: the question with a member it names ("cat") read as the class
  word the documents write ("pets"), when no document names the member itself and one names a
  class of it; ``None`` otherwise. One way only: a rule on cats says nothing of all pets, and a
  cat is no dog (members are never read as each other). A class word the documents write only after a
  modifier that names a narrower kind ("Electric vehicles", "Assistance animals"; ``sub_kinds`` in the data
  file) the question does not say is no class of the member (fix64c: "do motorbikes need a permit?" over
  "Electric vehicles: 50% off" reads no vehicle rule).

A thing the lexicon does not know ("Can I bring my alpaca?" over "Livestock are not permitted")
stays a plain "I don't know.": nothing the simulator reads tells it apart from a true absence
("Can I bring my guitar?" over "Smoking is not permitted"), so a stated limit there would be a
false alarm as often as it would be right (measured on invented probes, graderfix 2026-12-03).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import read

DATA = "classes.yaml"
MAX_TEXT = 50000  # characters of the documents searched


@dataclass(frozen=True)
class Classes:
    members: dict[str, frozenset[str]]  # member -> the class names it belongs to
    words: dict[str, tuple[str, ...]]  # class name -> the words a text names it by (longest first)
    member_re: re.Pattern[str]  # any member, whole words
    class_re: re.Pattern[str]  # any class word, whole words


def classes() -> Classes:
    from course_lib.sim.words.cues import cue_file_version

    return _classes(*cue_file_version(DATA))


@lru_cache(maxsize=2)
def _classes(path: str, mtime: float) -> Classes:
    data = read(DATA).get("classes")
    if not isinstance(data, dict) or not data:
        raise ValueError(f"{path}: 'classes' must map each class to its 'words' and 'members'")
    members: dict[str, set[str]] = {}
    words: dict[str, tuple[str, ...]] = {}
    for name, entry in data.items():
        if not isinstance(entry, dict) or not entry.get("words") or not entry.get("members"):
            raise ValueError(f"{path}: class {name!r} needs a list of 'words' and a list of 'members'")
        words[name] = tuple(sorted((str(w).lower() for w in entry["words"]), key=len, reverse=True))
        for m in entry["members"]:
            members.setdefault(str(m).lower(), set()).add(name)
    def alternation(items) -> str:
        return "|".join(re.escape(w) for w in sorted(set(items), key=len, reverse=True))
    return Classes(
        {m: frozenset(c) for m, c in members.items()},
        words,
        re.compile(rf"(?<![\w-])(?:{alternation(members)})(?![\w-])", re.IGNORECASE),
        re.compile(rf"(?<![\w-])(?:{alternation(w for ws in words.values() for w in ws)})(?![\w-])", re.IGNORECASE),
    )


def _names(text: str, phrase: str, low: str | None = None) -> bool:
    """``text`` names ``phrase`` (as a whole word, its plural too: "dog" in "Dogs are welcome").
    ``low``: ``text.lower()`` when ``text`` is ASCII; an ASCII phrase missing from it is named
    nowhere (the pattern, searched at every character of the documents, is not tried then)."""
    if low is not None and phrase.isascii() and phrase.lower() not in low:
        return False
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?:s|es)?(?![\w-])", text, re.IGNORECASE) is not None


def as_class(question: str, texts: tuple[str, ...] | list[str]) -> tuple[str, str, str] | None:
    """(the question read with the class word, the member, the class word), or ``None``."""
    c = classes()
    found = c.member_re.search(question)
    if found is None:
        return None
    body = "\n".join(texts)[:MAX_TEXT]
    low = body.lower() if body.isascii() else None  # (an ASCII text: ``_names``' cheap check)
    for m in c.member_re.finditer(question):
        member = m.group(0).lower()
        if _names(body, member, low) or _names(body, _singular(member), low):
            continue
        for name in sorted(c.members[member]):
            word = next((w for w in c.words[name] if _names(body, w, low) and _unnarrowed(body, w, question)), None)
            if word is not None:
                read_as = question[: m.start()] + word + question[m.end():]
                return read_as, m.group(0), word
    return None


@lru_cache(maxsize=1)
def _sub_kinds() -> frozenset[str]:
    words = read(DATA).get("sub_kinds")
    if not isinstance(words, list) or not words:
        raise ValueError(f"{DATA}: 'sub_kinds' must be a non-empty list")
    return frozenset(str(w).lower() for w in words)


def _unnarrowed(text: str, phrase: str, question: str) -> bool:
    """``text`` writes ``phrase`` at least once not right after a word of ``sub_kinds`` ("Electric vehicles"),
    or the question writes that word too ("electric scooters")."""
    asked = {w.lower() for w in re.findall(r"[\w-]+", question)}
    for m in re.finditer(rf"(?<![\w-]){re.escape(phrase)}(?:s|es)?(?![\w-])", text, re.IGNORECASE):
        before = re.search(r"([\w-]+)[ \t]+$", text[max(0, m.start() - 40):m.start()])
        word = before.group(1).lower() if before else ""
        if word not in _sub_kinds() or word in asked:
            return True
    return False


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
