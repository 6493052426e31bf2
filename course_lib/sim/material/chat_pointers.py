"""A chat message that points back at the one above it to change it (issue 26, task fix50b).

In a pasted chat, "Dee 18:02 Thursday training is 5.30" is often followed by the same author's
"Dee 18:05 ^ 6 actually" or "edit: 8am, the field is waterlogged": the message opens with a
pointer ("^", "edit:", "correction:", "*", "sorry, ..."; data: ``chat_pointers.pointer`` in
data/sim/patterns.yaml) and shares no word with the message it changes. ``pointed_change`` gives
that message's line for a picked message of the chat, read with the chat-line reader
(``chat_records.parse``): the very next message, by the same author, opening with a pointer;
``None`` otherwise (another author's "^ love this" answers, it changes nothing).
"""

from __future__ import annotations

from itertools import pairwise

from course_lib.sim.material import chat_records
from course_lib.sim.words.cues import patterns

_CUE = patterns("chat_pointers")  # its cue patterns: data/sim/patterns.yaml


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


def pointed_change(text: str, picked: str) -> str | None:
    """The text of the message right after the one ``picked`` quotes, from the same author and
    opening with a pointer, in the chat ``text``; else ``None``."""
    if not _CUE.line.search(text):
        return None  # (most texts hold no pointer message: the chat is not parsed)
    messages = chat_records.parse(text)
    if not messages:
        return None
    flat = _flat(picked)
    for before, after in pairwise(messages):
        if (before.author == after.author and before.text and _flat(before.text) in flat
                and _CUE.pointer.match(after.text) and _flat(after.text) not in flat):
            return after.text
    return None
