"""A who-question answered from a chat: the one message that holds the question's object, and its
speaker (issue 26, task fix50b).

"Who's bringing the PA?" over a band chat was answered with two messages: "Jonah 10:15 I'll drive the
PA over in the van." and "Priyanka 10:40 I'll bring the spare keyboard stand." (the second met
"bring"). A reply made of chat messages ("Author HH:MM text", "[HH:MM] Author: text") is read here:
each message scored by the question's terms it holds, its object terms (every content term of the
question after its verb, "pa") before its verb ("bring"); the one message ahead of the others is
the answer, the rest left out. ``speaker`` gives that message's author and text, or ``None`` (no
chat messages, or no one message ahead). ``names_only`` reads an instruction that asks for the name
alone ("Answer with the band member's name only.", "just the name"; data:
``chat_speakers.names_only`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("chat_speakers")  # its cue patterns: data/sim/patterns.yaml
_MAX_CHARS = 4000  # a longer reply is not read as chat messages


@dataclass(frozen=True)
class Spoken:
    author: str
    text: str  # the whole message, with its author and time


def _messages(reply: str) -> list[Spoken]:
    starts = list(_CUE.message.finditer(reply))
    out = []
    ends = [m.start() for m in starts[1:]] + ([len(reply)] if starts else [])
    for m, end in zip(starts, ends, strict=True):
        text = reply[m.start(): end].strip()
        out.append(Spoken((m.group("author") or m.group("author2") or "").strip(), text))
    return out


def speaker(reply: str, question: str) -> Spoken | None:
    """The one chat message of ``reply`` that holds the who-question's object ahead of the others."""
    if len(reply) > _MAX_CHARS or not _CUE.who.search(question) or not re.search(r"\d:\d\d", reply):
        return None
    messages = _messages(reply)
    if not messages or reply[: reply.find(messages[0].text)].strip():
        return None  # the reply does not open with a message: no quote of a chat
    terms = [t for t in content_terms(_CUE.who.sub(" ", question, count=1)) if not t.isdigit()]
    if not terms:
        return None
    verb, objects = terms[0], set(terms[1:])

    def score(m: Spoken) -> tuple[int, int]:
        held = set(content_terms(m.text.split(None, 2)[-1] if m.text else ""))
        return len(objects & held), int(verb in held)

    ranked = sorted(messages, key=score, reverse=True)
    if score(ranked[0]) == (0, 0) or (len(ranked) > 1 and score(ranked[1]) == score(ranked[0])):
        return None
    return ranked[0]


def names_only(instructions: str) -> bool:
    """The instructions ask for the name alone ("Answer with the band member's name only.")."""
    return bool(_CUE.names_only.search(instructions))
