"""Who takes a thing on in a group chat, read through its later messages (issue 26; the forty-fifth
set's NN7, the family of LL5: an offer quoted, with "I" for "who", though its sender took it back).

A chat (``material.chat_stamps.messages``: two stamped messages or more) is read in order for the
thing a "who" question names (its content words that are not the doing: "flask" of "who's bringing
a flask?"; cues: ``patterns.yaml`` ``chat_offers``):
- a message naming the thing with an offer in the first person ("I can bring my flask") makes its
  sender the one who does it;
- a later message by that sender naming the thing, or standing in for it, with a withdrawal ("my
  flask has cracked", "I can't make it now", "can someone else bring one?") takes the offer back;
- a message by another sender with an offer that names the thing or stands in for it ("I'll bring
  mine", "I've got them at home") after a withdrawal, or after a message asking about the thing
  ("who's got the bibs?"), makes its sender the one.
``answer`` gives the sender with the message quoted, or "no one yet" with the offer and its
withdrawal quoted; ``None`` when the chat says nothing of the thing, or when it holds no withdrawal
and no take-up the reply does not already name (the other readers' reply stands). Bounded:
``_MAX_MESSAGES``.
"""

from __future__ import annotations

import re

from course_lib.sim.material.chat_stamps import messages
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("chat_offers")  # data/sim/patterns.yaml
_MAX_MESSAGES = 300
_MAX_DOCS = 20


def _thing(question: str) -> frozenset[str]:
    return frozenset(t for t in content_terms(question) if not _CUE.doing.match(t))


def _about(text: str, thing: frozenset[str]) -> bool:
    return bool(thing.intersection(content_terms(text)))


def answer(question: str, reply: str, bodies: list[str]) -> str | None:
    """The module docstring's reading of the chats among ``bodies`` for a "who" ``question``; ``None``
    for no reading or when ``reply`` already names the one it finds and no offer was taken back."""
    if not _CUE.who.search(question):
        return None
    thing = _thing(question)
    if not thing:
        return None
    for body in bodies[:_MAX_DOCS]:
        chat = messages(body)
        if chat:
            found = _read(chat[:_MAX_MESSAGES], thing)
            if found is not None:
                others = {a for a, _ in chat} - {found[0][0] if found[0] else ""}
                return _said(found, reply, any(_as_sender(a, reply) for a in others))
    return None


def _read(chat: tuple[tuple[str, str], ...], thing: frozenset[str]):
    """(the holder's (sender, text) or ``None``, the withdrawn offer and its withdrawal or ``None``),
    or ``None`` when no message offers the thing."""
    holder: tuple[str, str] | None = None
    withdrawn: tuple[tuple[str, str], tuple[str, str]] | None = None
    open_ask = False  # a message asked about the thing, or took it back: a stand-in reply takes it up
    seen = False
    for author, text in chat:
        named = _about(text, thing)
        stands_in = open_ask and bool(_CUE.stand_in.search(text))
        if holder is not None and author == holder[0] and (named or _CUE.stand_in.search(text)) \
                and _CUE.withdraw.search(text):
            withdrawn, holder, open_ask = (holder, (author, text)), None, True
            continue
        if (named or stands_in) and _CUE.offer.search(text) and not _CUE.withdraw.search(text):
            holder, open_ask, seen = (author, text), False, True
            continue
        if named and text.rstrip().endswith("?"):
            open_ask = True
    if not seen:
        return None
    return holder, withdrawn


def _as_sender(author: str, reply: str) -> bool:
    """Whether ``reply`` quotes a message of ``author`` as its sender's ("Kofi (10:30):", "... (Kofi).",
    "Kofi: ..."), not only names them ("Priya can have my Thursday")."""
    return bool(re.search(rf"\({re.escape(author)}\)|(?<!\w){re.escape(author)}\s*(?:\([^()]{{1,20}}\))?:", reply))


def _said(found, reply: str, names_others: bool) -> str | None:
    holder, withdrawn = found
    if holder is not None and withdrawn is None:
        if holder[0] in reply and not names_others:
            return None  # the reply names the sender already, and no other
        return f'{holder[0]}: "{holder[1]}"'
    if holder is not None:
        (first, offer), (_, back) = withdrawn
        return f'{holder[0]}: "{holder[1]}" ({first} offered first, "{offer}", but later wrote "{back}".)'
    if withdrawn is not None:
        (first, offer), (_, back) = withdrawn
        return f'No one yet, as far as the messages say: {first} offered ("{offer}") but later wrote "{back}".'
    return None
