"""A structured output filled over a whole conversation (issue 26; notebook 02's threads).

"This is Ines Carvalho. I'm after a double room." ... "Four nights, and include breakfast
please." with a ``Booking(guest_name, room_type, nights, breakfast)`` schema: a model reads the
whole thread, not only the last message. The simulator fills each field from the last message
first; a field that message gives no value for (its reader stated a limit, or found nothing) is
read from the user's earlier turns, latest first, by the same field readers
(``structured._fill_field``, ``field_readers``): the first turn that gives it a value without a
limit gives the value. Latest first is how a later word wins: "Actually make it a twin" is read
before "I need a single room". A correction that names the value it replaces ("No, I meant
Brennan, not Brannan") is put into the earlier turns first and is no source itself.

A field no turn gives keeps the last message's outcome: the safe value and, when required, the
stated limit. Only the user's own (human) turns are read, never the assistant's; a request with
no earlier human turn, or with documents in the prompt (a grader, an extraction over notes),
is filled as before and pays nothing for this.
"""

from __future__ import annotations

import re

MAX_EARLIER = 12  # earlier human turns read (the latest ones)
MAX_TURN_CHARS = 600  # a longer turn is a pasted document, not a statement of the user's wishes


def earlier_texts(turns: tuple[tuple[str, str], ...] | list[tuple[str, str]]) -> list[str]:
    """The user's earlier turns (``(role, text)`` pairs, oldest first) to read fields from, latest
    first, a named correction ("I meant 14C, not 41C") applied to the turns before it and the
    correcting turn itself left out."""
    from course_lib.sim.request.corrections import correction

    human = [text for role, text in turns if role == "human" and text.strip()][-MAX_EARLIER:]
    kept: list[str] = []
    for turn in human:
        fixed = correction(turn) if len(turn) <= MAX_TURN_CHARS else None
        if fixed and fixed[1]:
            meant, replaced = fixed
            old = re.compile(rf"(?<!\w){re.escape(replaced)}(?!\w)", re.IGNORECASE)
            if any(old.search(t) for t in kept):
                kept = [old.sub(meant, t) for t in kept]
                continue
        if len(turn) <= MAX_TURN_CHARS:
            kept.append(turn)
    return kept[::-1]


__all__ = ["MAX_EARLIER", "earlier_texts"]
