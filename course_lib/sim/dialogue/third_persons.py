"""A third person's facts the user stated earlier in a chat, asked back (issue 26).

"My cousin Maren has a daughter called Ilse, she's 9." ... "how old is her daughter?" / "what's her
daughter called?" / "how old is Ilse?": a model reads the earlier turn. The statements
(``thread_notes.statements``) are read for the people and pets they name with their owner
("<Owner> has a <noun> called <Name>", "<Owner>'s <noun> <Name>") and an age told with them
(", she's 9", " who is 6 years old", a "6-year-old" before the noun, or a later "Ilse is 9"). A
question asks an age or a name of one of them: by name, by "<Owner>'s <noun>", or by "her / his /
their <noun>" (the possessive stands for the owner last named who has such a <noun>). The noun of
the question may be the statement's own or a word covering it (``kind_words`` in
``data/sim/lexicons.yaml``: "dog" covers "greyhound").

``None`` when nobody described fits, or the fact asked was not told: the conversation limit then
stands (a person never described is never given an age).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("third_persons")  # its cue patterns: data/sim/patterns.yaml
_PRONOUNS = frozenset("he she it they him her them his hers its their i you we me us".split())


@dataclass(frozen=True)
class Person:
    name: str
    noun: str
    owner: str
    age: str | None
    said: str  # the statement that describes them


def _age_told(text: str, name: str, after: str, before_age: str | None) -> str | None:
    if before_age:
        return before_age
    m = _CUE.age_after.match(after)
    if m:
        return m.group("age") or m.group("paren")
    later = re.search(_CUE.age_of.pattern.replace("{name}", re.escape(name)), text)
    return later.group("age") if later else None


def people(said: list[str]) -> list[Person]:
    """The people and pets the statements name with an owner, in the order told."""
    found: list[Person] = []
    text = " ".join(said)
    for sentence in said:
        if not re.search(r"[A-Z]", sentence[1:]):
            continue  # (cheap gate: no second capital, no name)
        for m in _CUE.has_named.finditer(sentence):
            rest = text[text.find(sentence) + m.end():]
            found.append(Person(m.group("name"), m.group("noun").lower(), m.group("owner"),
                                _age_told(text, m.group("name"), rest, m.group("age")), sentence))
        for m in _CUE.owner_named.finditer(sentence):
            if m.group("name").lower() in _PRONOUNS or any(p.name == m.group("name") for p in found):
                continue
            rest = text[text.find(sentence) + m.end():]
            found.append(Person(m.group("name"), m.group("noun").lower(), m.group("owner"),
                                _age_told(text, m.group("name"), rest, None), sentence))
    return found


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _covers(asked: str, noun: str) -> bool:
    """Whether the question's noun ``asked`` names the statement's ``noun`` (itself, or a word covering it)."""
    asked, noun = _singular(asked.lower()), _singular(noun.lower())
    if asked == noun:
        return True
    return asked in lexicon("kind_words") and noun in lexicon(f"{asked}_kinds")


def _meant(m: re.Match, found: list[Person]) -> Person | None:
    """The one person the question's phrase means; ``None`` for none, or two of equal claim."""
    groups = m.groupdict()
    if groups.get("name"):
        if groups["name"].lower() in _PRONOUNS:
            return None
        hits = [p for p in found if p.name.lower() == groups["name"].lower()]
        return hits[-1] if len({p.name for p in hits}) == 1 else None
    noun = groups.get("noun") or groups.get("noun2")
    if not noun:
        return None
    fitting = [p for p in found if _covers(noun, p.noun)]
    if groups.get("owner"):
        fitting = [p for p in fitting if p.owner.lower() == groups["owner"].lower()]
    elif fitting:
        # "her son": the owner last named who has one
        owner = fitting[-1].owner
        fitting = [p for p in fitting if p.owner == owner]
    return fitting[-1] if len(fitting) == 1 else None


def answer(question: str, said: list[str]) -> str | None:
    """The age or name asked of a person the user described earlier, with the statement quoted;
    ``None`` when the question asks neither, nobody described fits, or the fact was not told."""
    q = question.strip()
    asked_age = _CUE.asks_age.match(q)
    asked_name = None if asked_age else _CUE.asks_name.match(q)
    if not (asked_age or asked_name):
        return None
    found = people(said)
    if not found:
        return None
    person = _meant(asked_age or asked_name, found)
    if person is None:
        return None
    if asked_age:
        if person.age is None:
            return None
        return f"{person.name} is {person.age}. Earlier you said: \"{person.said}\""
    if (asked_name.group("pron") or asked_name.group("owner")) is None:
        return None
    return f"{person.name}. Earlier you said: \"{person.said}\""


def age_of_another(question: str, said: list[str]) -> bool:
    """Whether the question asks the age of someone whose statement tells only another's age ("how
    old is Beatrix?" after "Beatrix has an 11-year-old tabby called Marzipan": 11 is the cat's): the
    statement must then not be quoted as the answer."""
    m = _CUE.asks_age.match(question.strip())
    if not m or not m.group("name"):
        return False
    asked = m.group("name").lower()
    found = people(said)
    return (not any(p.name.lower() == asked for p in found)
            and any(p.owner.lower() == asked and p.age is not None for p in found))


__all__ = ["Person", "age_of_another", "answer", "people"]
