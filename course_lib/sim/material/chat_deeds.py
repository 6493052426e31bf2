"""Whether someone in a chat export did something: "Has Theo paid his season subs?", "did Mei reply
about the drinks?" (issue 26).

A model reads the person's own messages as the evidence: "Theo: transferred £6 for this week" says he
paid something, but £6 is this week's fee, not the £40 of the subs: no. Another speaker's message
about the person counts only when it says so ("Ines still owes for last month": not paid). The chat
is read by ``chat_records.parse`` (WhatsApp, Telegram, iMessage, Discord, IRC, Slack and Teams
shapes); the question's person, verb and object by ``chat_deeds.asked`` (data/sim/patterns.yaml).

``did`` gives ``Done`` (a yes or a no, with the message it rests on), ``chat_records.Unsure`` (the
person wrote, but nothing that settles it: the caller states a limit) or ``None`` (no chat, no such
question, no message by or about the person: the other readers and the limits stand).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.chat_records import Message, Unsure, asking_message, parse
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("chat_deeds")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 10


@dataclass(frozen=True)
class Done:
    yes: bool
    author: str
    message: Message
    note: str  # why, after the quoted message ("" for none)
    rule: str

    @property
    def text(self) -> str:
        said = " ".join(self.message.text.split())
        word = "Yes" if self.yes else "No"
        return f"{word}: {self.author} wrote at {self.message.time} \"{said}\"{self.note}."


def _theirs(messages: tuple[Message, ...], who: str) -> list[Message]:
    who = who.lower()
    return [m for m in messages if m.author.lower() == who or m.author.lower().split()[:1] == [who.split()[0]]]


def _names(text: str, who: str) -> bool:
    return bool(re.search(rf"\b{re.escape(who.split()[0])}\b", text, re.IGNORECASE))


def _amounts(text: str) -> set[float]:
    return {float((m.group("n") or m.group("n2")).replace(",", ".")) for m in _CUE.amount.finditer(text)}


def _clauses(text: str) -> list[str]:
    """A message's clauses: "Put £5 in the envelope, and yes I'll come" pays in one and promises in the other."""
    return [c for c in re.split(r"[,;.!]\s+|\s+(?:and|but)\s+", text) if c.strip()]


def _told(m: Message) -> bool:
    return not asking_message(f"{m.time} {m.author}: {m.text}") and not m.text.rstrip().endswith("?")


def _paid(question_what: set[str], messages: tuple[Message, ...], body: str, who: str) -> Done | Unsure | None:
    theirs = [m for m in _theirs(messages, who) if _told(m)]
    deeds = [m for m in theirs if any(_CUE.paid.search(c) and not _CUE.later.search(c) for c in _clauses(m.text))]
    rule = "a chat's messages by the person asked about, read for whether they paid"
    if deeds:
        on_it = [m for m in deeds if not question_what or question_what & set(content_terms(m.text))]
        if on_it:
            return Done(True, on_it[-1].author, on_it[-1], "", rule)
        # paid something else? the amount of the thing asked, from a line that names it
        owed = set()
        for line in body.splitlines():
            if _CUE.paid.search(line):
                continue  # a payment told, no price: "Sam: paid my season subs and this week's fee, £46"
            for sentence in re.split(r"(?<=[.!;])\s+", line):  # "Match fee is £6 a week. Season subs £40": the subs' £40
                if question_what & set(content_terms(sentence)):
                    owed |= _amounts(sentence)
        sent = set().union(*(_amounts(d.text) for d in deeds))
        if owed and sent and not owed & sent:
            last = deeds[-1]
            due = ", ".join(f"£{a:g}" for a in sorted(owed))
            return Done(False, last.author, last, f" (only that; what was asked about is {due})", rule)
        if owed and sent & owed:
            last = [d for d in deeds if _amounts(d.text) & owed][-1]
            return Done(True, last.author, last, "", rule)
        return Unsure(f"{who}'s messages say they paid something, but not whether it was what was asked about")
    later = [m for m in theirs if _CUE.later.search(m.text)]  # (a promise: "will do it on Friday")
    if later:
        return Done(False, later[-1].author, later[-1], " (not yet: that is a promise to pay)", rule)
    about = [m for m in messages if m not in theirs and _names(m.text, who) and _told(m) and _CUE.unpaid.search(m.text)]
    if about:
        return Done(False, about[-1].author, about[-1], "",
                    "another speaker's message in the chat saying the person asked about has not paid")
    if theirs:
        return Unsure(f"{who}'s messages in the chat say nothing about paying")
    return None


def _replied(question_what: set[str], messages: tuple[Message, ...], who: str) -> Done | Unsure | None:
    theirs = [m for m in _theirs(messages, who) if _told(m)]
    on_it = [m for m in theirs if not question_what or question_what & set(content_terms(m.text))]
    asking = [i for i, m in enumerate(messages) if m not in theirs and question_what & set(content_terms(m.text))
              and "?" in m.text]
    if not on_it and asking:  # "Who can do the school run?" ... "Bruno: I can do Thursday": the answer after it
        on_it = [m for m in messages[asking[0] + 1:] if m in theirs]
    if on_it:
        return Done(True, on_it[-1].author, on_it[-1], "", "a chat's message by the person asked about, on the thing asked")
    if theirs:
        return Unsure(f"{who}'s messages in the chat say nothing about what was asked")
    return None


def did(question: str, bodies: list[str]) -> Done | Unsure | None:
    """Whether the person the question names did the act it asks about (see the module docstring)."""
    asked = _CUE.asked.match(question.strip())
    if asked is None:
        return None
    verb = asked.group("verb")
    paying, replying = bool(_CUE.pay_verb.match(verb)), bool(_CUE.reply_verb.match(verb))
    if not (paying or replying) or not any(re.search(r"\d:\d\d", b) for b in bodies[:_MAX_DOCS]):
        return None
    chats = [(m, b) for m, b in ((parse(b, weekdays=True), b) for b in bodies[:_MAX_DOCS]) if m is not None]
    if len(chats) != 1:
        return None
    messages, body = chats[0]
    who = asked.group("who")
    what = set(content_terms(" ".join(w for w in re.findall(r"[\w'-]+", asked.group("what")) if not _CUE.filler.match(w))))
    if paying:
        return _paid(what, messages, body, who)
    return _replied(what, messages, who)


__all__ = ["Done", "did"]
