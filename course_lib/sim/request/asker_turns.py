"""The question of a prompt written as a transcript's last turn (issue 26).

Completion-style templates end with the asker's turn and an empty reply slot: "...\\nUser: how
much is a day pass\\nAssistant:", "Human: {question}\\nAI:", "Customer: ...\\nAgent:". No
"Question:" label names the question, so the reader found none, and the documents above it (a
"Documents:" section or a JSON list) swallowed the line. ``last_turn(text)`` finds it: the text's
last line with content, after at most one empty reply slot, when it opens with an asker's speaker
label (data/sim/patterns.yaml, section ``asker_turns``). Only a prompt's very end: a chat log
pasted as material keeps its turns, and a prompt with a question of its own is not asked.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("asker_turns")
_MAX_LINE = 400  # characters of the asker's line at most


def last_turn(text: str) -> tuple[str, int] | None:
    """(the asker's words, where they start in ``text``) when ``text`` ends with an asker's turn
    and at most one empty reply slot after it; else ``None``."""
    end = len(text.rstrip())
    line_start = text.rfind("\n", 0, end) + 1
    if _CUE.reply_slot.match(text[line_start:end]):
        end = len(text[:line_start].rstrip())
        line_start = text.rfind("\n", 0, end) + 1
    line = text[line_start:end]
    m = _CUE.asker_turn.match(line)
    if not m or len(line) > _MAX_LINE or not text[:line_start].strip():
        return None
    return m.group("words").strip(), line_start + m.start("words")


__all__ = ["last_turn"]
