"""A label option chosen by the everyday intent its name means (issue 26: a prompt listing allowed
labels always gets exactly one of them, or a limit): "Which team should handle this ticket:
BILLING, TECH or SALES?" for "I've been charged twice for March." is BILLING, though the message
never says "billing"; "判断用户意图,只回答其中一个词:退款、查询、投诉。" for "想把钱退回来" is 退款.

The intents are data (``data/sim/option_intents.yaml``): the option names that mean each and the
phrases of a message that ask for it. :func:`choose` picks the one option whose intents' phrases
the text says outside a negation (``negation.said_only_negated``) when no other option's are said
(a line listing two options or more, and a phrase that is an option's own name, say no intent);
``None`` otherwise (no option names a known intent, none is said, or several are: a guess).

:func:`fallback` picks the rest-option ("OTHER", "GENERAL": ``fallbacks`` in the data) when every
other option names a known intent and the text says none of their phrases, not even under a
negation ("SHIPPING or OTHER" for "How do I reset my password?"); ``None`` otherwise.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read
from course_lib.sim.words.negation import said_only_negated

__all__ = ["choose", "fallback", "known", "said_cues"]

DATA = "option_intents.yaml"
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")


@lru_cache(maxsize=1)
def _intents() -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    groups = read(DATA).get("intents")
    if not isinstance(groups, list) or not all(
        isinstance(g, dict) and isinstance(g.get("names"), list) and isinstance(g.get("cues"), list) for g in groups
    ):
        raise ValueError(f"{DATA}: 'intents' must be a list of {{names: [...], cues: [...]}}")
    return tuple((frozenset(str(n).lower() for n in g["names"]), tuple(str(c).lower() for c in g["cues"]))
                 for g in groups)


def _said(phrase: str, text: str) -> bool:
    if _HAN_RE.search(phrase):
        return phrase in text
    found = re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text, re.IGNORECASE)
    return bool(found) and not said_only_negated(phrase, text)


def said_cues(option: str, text: str) -> list[str]:
    """The phrases of the intents ``option`` names that ``text`` says (outside a negation)."""
    name = " ".join(option.replace("_", " ").split()).lower()
    text = text.replace("’", "'")
    return [c for names, cues in _intents() if name in names for c in cues if _said(c, text)]


def choose(values: list[str] | tuple[str, ...], text: str) -> tuple[str, list[str]] | None:
    """(the one option whose intent ``text`` says, the phrases said), or ``None``."""
    if len(values) < 2 or not text:
        return None
    # the lines that list the options ("分到一类：物流、售后或账户") say their names, no intent
    low = [v.lower() for v in values]
    text = "\n".join(line for line in text.splitlines() if sum(v in line.lower() for v in low) < 2)
    said = {v: [c for c in said_cues(v, text) if c not in low] for v in values}
    hit = [v for v in values if said[v]]
    return (hit[0], said[hit[0]]) if len(hit) == 1 else None


@lru_cache(maxsize=1)
def _fallbacks() -> frozenset[str]:
    names = read(DATA).get("fallbacks")
    if not isinstance(names, list) or not names:
        raise ValueError(f"{DATA}: 'fallbacks' must be a list of option names")
    return frozenset(str(n).lower() for n in names)


# a sentence that instructs the reply, not the text to label; a section label opening a line
_INSTRUCTION_RE = re.compile(r"\b(?:reply|answer|respond|output|return|classify|categori[sz]e|category|label|route|"
                             r"one word|only)\b|只回答|回答|回复|输出|分类|归类", re.IGNORECASE)
_LABEL_RE = re.compile(r"^\s*[\w ]{1,20}[:：]\s*")


def _name(option: str) -> str:
    return " ".join(option.replace("_", " ").split()).lower()


def known(values: list[str] | tuple[str, ...]) -> bool:
    """Whether every option of ``values`` names an intent of the data or is the one rest-option, and
    at least one names an intent ("SHIPPING / OTHER", "TECH / GENERAL", "BILLING / TECH / SALES")."""
    rest = [v for v in values if _name(v) in _fallbacks()]
    named = [v for v in values if v not in rest]
    return (len(values) >= 2 and len(rest) <= 1 and bool(named)
            and all(any(_name(v) in names for names, _ in _intents()) for v in named))


def fallback(values: list[str] | tuple[str, ...], text: str) -> str | None:
    """The one rest-option of ``values`` when the text says no phrase of the others' intents (module
    docstring), or ``None``."""
    rest = [v for v in values if _name(v) in _fallbacks()]
    if len(rest) != 1 or len(values) < 2 or not text:
        return None
    named = [v for v in values if v != rest[0]]
    groups = [[(names, cues) for names, cues in _intents() if _name(v) in names] for v in named]
    if not all(groups):
        return None  # an option whose meaning the data does not hold: its words may be in the text
    low = [v.lower() for v in values]
    text = "\n".join(line for line in text.splitlines() if sum(v in line.lower() for v in low) < 2)
    text = text.replace("\u2019", "'")
    # the text to label: no sentence of the instructions ("Reply with the category only."), no
    # section label ("Message:", "Ticket:") before it
    sentences = [x for x in re.split(r"(?<=[.!?。！？])\s+|\n", text) if x.strip()]
    text = "\n".join(_LABEL_RE.sub("", x) for x in sentences if not _INSTRUCTION_RE.search(x))
    if len(re.findall(r"[A-Za-z0-9']+|[\u4e00-\u9fff]", text)) < 3:
        return None  # no text to label beside the options: nothing says it is about something else
    phrases = {_name(v) for v in named} | {p for g in groups for names, cues in g for p in (*names, *cues)}
    if _near(phrases, text):
        return None  # a named option's phrase, or a form or a character of one, in the text: maybe its topic
    return rest[0]


def _near(phrases: set[str], text: str) -> bool:
    """Whether ``text`` says one of ``phrases`` in any form: even under a negation ("hasn't been
    delivered"), a word of the same stem ("shipment" for "shipping"), a Chinese character of one
    ("退回来" for "退款")."""
    from course_lib.sim.words.text import stem

    words = {stem(w) for w in re.findall(r"[a-z]+", text.lower())}
    han = set(_HAN_RE.findall(text))
    # the longer words of a phrase of several ("tracking number": "tracking" meets "tracker")
    parts = {w for p in phrases if " " in p for w in p.split() if len(w) > 4}
    if any(stem(w) in words for w in parts):
        return True
    for p in phrases:
        if _HAN_RE.search(p):
            if han & set(_HAN_RE.findall(p)):
                return True
        elif re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", text, re.IGNORECASE):
            return True
        elif " " not in p and len(p) > 3 and stem(p) in words:
            return True
    return False
