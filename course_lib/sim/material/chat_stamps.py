"""Chat stamps read as the speaker and the time, never as words of the message (issue 26; the
forty-third set's LL5 (b): "[Mon 12:40] Tasha:" cut into the day's text and quoted).

A chat pasted as lines, each opening with a stamp and its author: "[Tue 09:14] Marta: text",
"[14/03/2031 08:05] Dev: text", "Ines (10:02): text", WhatsApp's "12/03/2039, 18:02 - Gemma: text"
(pattern: ``patterns.yaml`` ``chat_stamps``). Two such lines or more make a chat; then each message
can be read as "Author: text." on its own (``unstamped``: read by the schedules and day-list readers;
not by ``prose.units``, where it cost three held-out probes a silent wrong each): its own sentence, ended where the message ends
(chats write no full stops), the author kept (who said "I'll bring the ladders"), the stamp's time
and day dropped (a time of the stamp is no time of the message: "the van leaves at 7:30" is asked,
not 10:02). ``messages`` gives the (author, text) of each; ``swaps`` the later messages that move a day's turn
between people ("I'll take Monday", "can have my Thursday": a rota's day they name is changed, and a
reader that cannot apply the move states its limit). A line that continues a message stays
under it. Only lines so stamped are touched; any other text is returned as it is. The chat export
readers that need the stamps' times (``chat_records``) read the document's own text, not this.
Bounded: ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns

_CUE = patterns("chat_stamps")  # data/sim/patterns.yaml
_MAX_LINES = 2000
_MIN_MESSAGES = 2
_ENDS = (".", "!", "?", "…", "。", "！", "？", ":", ";")


def _stamped(line: str):
    found = _CUE.stamped.match(line)
    if found is None:
        return None
    author = found.group("a1") or found.group("a2") or found.group("a3")
    return author.strip(), found.group("text").strip()


@lru_cache(maxsize=128)
def messages(text: str) -> tuple[tuple[str, str], ...]:
    """The (author, text) of each stamped message of a chat ``text``; ``()`` when it is no chat
    (fewer than two stamped lines)."""
    if ":" not in text or "\n" not in text or not _CUE.clock.search(text):
        return ()
    out: list[list[str]] = []
    for line in text.split("\n")[:_MAX_LINES]:
        found = _stamped(line) if ":" in line else None
        if found is not None:
            out.append([found[0], found[1]])
        elif out and line.strip():
            out[-1][1] += " " + line.strip()
    return tuple((a, t) for a, t in out) if len(out) >= _MIN_MESSAGES else ()


def message_lines(lines: list[str]) -> list[str] | None:
    """A paragraph's ``lines`` grouped one piece a stamped message, stamp and author kept (a line
    that continues a message joined under it; a line before the first stamp a piece of its own),
    so a message is one unit whatever its end punctuation (the fiftieth set's SS7: messages without
    a full stop ran on into one quoted sentence); ``None`` when the lines are no chat."""
    if len(lines) < _MIN_MESSAGES or not messages("\n".join(lines)):
        return None
    out: list[str] = []
    stamped = False
    for line in lines[:_MAX_LINES]:
        if ":" in line and _stamped(line) is not None:
            out.append(line)
            stamped = True
        elif stamped and line.strip():
            out[-1] += " " + line.strip()
        elif line.strip():
            out.append(line)
    return out + lines[_MAX_LINES:]


def swaps(text: str) -> tuple[tuple[str, str], ...]:
    """The (author, text) of a chat's messages after its first that move a day's turn between people
    ("I'll take Monday", "can have my Thursday", "swap": ``patterns.yaml`` ``chat_stamps.swap``)."""
    return tuple((a, t) for a, t in messages(text)[1:] if _CUE.swap.search(t))


def _ended(text: str) -> str:
    return text if text.endswith(_ENDS) else text + "."


@lru_cache(maxsize=128)
def unstamped(text: str) -> str:
    """``text`` with each stamped message of a chat written "Author: text." as a paragraph of its
    own; ``text`` itself when it is no chat."""
    if not messages(text):
        return text
    out: list[str] = []
    lines = text.split("\n")
    for k, line in enumerate(lines[:_MAX_LINES]):
        found = _stamped(line) if ":" in line else None
        if found is None:
            out.append(line)
            continue
        if out and out[-1].strip():
            out.append("")
        body = found[1]
        nxt = lines[k + 1] if k + 1 < len(lines) else ""
        continued = nxt.strip() and _stamped(nxt) is None
        out.append(f"{found[0]}: {body if continued else _ended(body)}")
        if not continued:
            out.append("")
    rest = lines[_MAX_LINES:]
    return "\n".join((out[:-1] if out and not out[-1] else out) + rest)


_QUOTE_PARTS_RE = re.compile(r"(?<=[.!?])\s+|\n")


def attributed(reply: str) -> str:
    """A reply that quotes stamped chat messages, each written "text (Author)." instead: the stamp
    and the sender's label are no words of the answer ("[Sun 18:20] Tom: The van run ... was 38
    miles" -> "The van run ... was 38 miles (Tom)."), the author kept for a question about who said
    it. ``reply`` itself when it quotes no stamped message."""
    if ":" not in reply or not _CUE.clock.search(reply):
        return reply
    parts = _QUOTE_PARTS_RE.split(reply)
    changed = False
    out = []
    for part in parts:
        found = _stamped(part) if ":" in part else None
        if found is None:
            out.append(part)
            continue
        author, text = found
        body = _ended(text)
        out.append(f"{body[:-1].rstrip()} ({author}){body[-1]}" if body[-1] in ".!?" else f"{body} ({author})")
        changed = True
    return " ".join(p for p in out if p) if changed else reply
