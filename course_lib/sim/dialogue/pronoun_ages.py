"""Someone's age the user stated earlier, asked back by a pronoun or a relation word (issue 26:
facts stated earlier in the same conversation, follow-up pronouns): "My daughter Ines is 6 and my
son Teo is 2." ... "how old is he?" asks the son's age (2), never the first figure; "how old will
she be in 10 years?" after "My granddaughter is 3." is worked (13), never the stated age echoed.

The people and their ages are ``ages.people_ages`` over the user's turns (later statements of
the same relation win); the pronoun's gender picks among them by the relation words of
``lexicons.yaml`` male_people / female_people; a relation word the question names ("how old is
my son?") picks the same way. The question's cues (asks_age, he, she, later, earlier,
other_time) are data: ``data/sim/patterns.yaml`` pronoun_ages.

``answer(question, statements)``: the reply, a stated conversation limit when the referent is not
one stated person (none, or several of that gender) or the age is asked at a time the question
gives no span for ("in 2040": the year it is now is not known), ``None`` when the question asks no
age of a stated person.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns

__all__ = ["answer"]

_CUE = patterns("pronoun_ages")
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")


def _span(question: str) -> int | None:
    """The years the question moves the age by ("in 10 years" +10, "2 years ago" -2), 0 for none,
    ``None`` for a time it gives no span for ("in 2040", "when she starts school")."""
    from course_lib.sim.words.number_words import values

    small = values(1, 20)
    for cue, sign in ((_CUE.later, 1), (_CUE.earlier, -1)):
        m = cue.search(question)
        if m is None:
            continue
        if m.groupdict().get("next") or m.groupdict().get("last"):
            return sign
        n = m.group("n") or m.group("zh")
        k = int(n) if n.isdigit() else small.get(n.lower())
        return None if k is None else sign * k
    return None if _CUE.other_time.search(question) else 0


def _referents(question: str, people: dict[str, tuple[int, str]]) -> list[str] | None:
    """The stated people the question points at: those a relation word or a stated name of it
    names, else those of its pronoun's gender; ``None`` when it names no one in either way."""
    words = {w.lower() for w in re.findall(r"[a-z]+", question, re.IGNORECASE)}
    named = [who for who, (_, label) in people.items()
             if who in words or (_HAN_RE.match(who) and who in question)
             or (label[:1].isupper() and re.search(rf"\b{re.escape(label)}\b", question))]
    if named:
        return named
    he, she = bool(_CUE.he.search(question)), bool(_CUE.she.search(question))
    if he == she:
        return None
    gender = lexicon("male_people") if he else lexicon("female_people")
    return [who for who in people if who in gender]


def answer(question: str, statements: list[str]) -> str | None:
    """The reply giving the age asked of a stated person (see the module's docstring), or ``None``."""
    from course_lib.sim.reports import explain, limits
    from course_lib.sim.values.ages import stated_people

    if not _CUE.asks_age.search(question) or not statements:
        return None
    people: dict[str, tuple[int, str]] = {}  # relation word -> (age, how the reply names them)
    for statement in statements:
        for who, age, label in stated_people(statement):
            people.pop(who, None)
            people[who] = (age, label)  # (a later statement of the same person wins)
    if not people:
        return None
    meant = _referents(question, people)
    if meant is None:
        return None
    zh = bool(_HAN_RE.search(question))
    if len(meant) != 1:
        explain.rule("an age asked by a pronoun that no one stated person of its gender answers",
                     people=people, referents=meant)
        return limits.state(
            "tell whose age this question asks",
            "you stated the ages of " + ", ".join(f"{label} ({a})" for a, label in people.values())
            + (" and the question's pronoun fits several of them" if meant else
               " and the question's pronoun fits none of them"),
            "ask which person you mean",
            kind="conversation",
        )
    who = meant[0]
    (age, label), span = people[who], _span(question)
    if span is None:
        explain.rule("an age asked at a time with no span from now", person=who, age=age)
        return limits.state(
            f"work out how old {label} will be or was then",
            f"you said {label} is {age}, but the question gives no number of years from now "
            "(the year it is now is not known to it)",
            "work the age out from today's date",
            kind="conversation",
        )
    explain.rule("a stated person's age, asked back by a pronoun or a relation word", person=who, age=age,
                 years=span)
    named = label[:1].upper() + label[1:]  # "Ada", "Your brother", "Rob's partner", "你的女儿"
    if span == 0:
        return f"你的{who}{age}岁。" if zh else f"{named} is {age}."
    then = age + span
    if then < 0:
        return None
    if zh:
        return f"你的{who}现在{age}岁,{abs(span)}年{'后' if span > 0 else '前'}是{then}岁。"
    when = f"in {span} year{'s' if span != 1 else ''}" if span > 0 else f"{-span} year{'s' if span != -1 else ''} ago"
    verb = "will be" if span > 0 else "was"
    return f"{named} {verb} {then} {when} ({age} now {'+' if span > 0 else '-'} {abs(span)})."
