"""The question of a prompt written as a transcript's last turn (issue 26).

Completion-style templates end with the asker's turn and an empty reply slot: "...\\nUser: how
much is a day pass\\nAssistant:", "Human: {question}\\nAI:", "Customer: ...\\nAgent:". No
"Question:" label names the question, so the reader found none, and the documents above it (a
"Documents:" section or a JSON list) swallowed the line. ``last_turn(text)`` finds it: the text's
last line with content, after at most one empty reply slot, when it opens with an asker's speaker
label (data/sim/patterns.yaml, section ``asker_turns``). Only a prompt's very end: a chat log
pasted as material keeps its turns, and a prompt with a question of its own is not asked.

``exchange(text)``: a grader's input written as one asker's line and one replier's line
("Customer: how do I change my password\nAgent: Click ..."): the reader takes the first as the
question and the second as the answer judged (the labels are never words of either).
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


def exchange(text: str) -> tuple[int, int] | None:
    """(where the asker's line starts, where the replier's line starts) when ``text`` holds exactly
    one asker line ("Customer: how do I ...") and after it exactly one replier line with words
    ("Agent: Click ..."), and no other speaker line; else ``None`` (a longer transcript, or none)."""
    pos = 0
    asker, replier = [], []
    for line in text.split("\n"):
        if len(line) <= _MAX_LINE:
            if _CUE.asker_turn.match(line):
                asker.append(pos)
            elif _CUE.reply_turn.match(line):
                replier.append(pos)
        pos += len(line) + 1
    if len(asker) == 1 and len(replier) == 1 and asker[0] < replier[0]:
        return asker[0], replier[0]
    return None


__all__ = ["exchange", "last_turn"]
