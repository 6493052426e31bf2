"""Lines that mark pasted material in a chat prompt, not part of it nor of the question (issue 26).

A learner asks, then pastes what a terminal printed: "which disk is full?\\n$ df -h\\n...", "part
numbers\\nPS C:\\\\work> Get-Content parts.txt\\n...", "mysql> SELECT ...". The command line is where
the pasted output starts: the line before it is the asker's own, even a bare noun phrase ("part
numbers"), which a note's own first line could otherwise be. An e-mail's header block ("From: ...",
"To: ...", "Subject: ...", two lines or more) only addresses the message. The cues are data
(``paste_marks`` in data/sim/patterns.yaml); ``unlabelled_prompt.split`` asks this module.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("paste_marks")
_MAX_LINE = 300  # characters of a command line at most


def is_command_line(line: str) -> bool:
    """A shell, PowerShell, database or REPL prompt with its command ("$ cat notes.txt",
    "PS C:\\\\Users\\\\ann> dir", "mysql> SELECT ...;", ">>> print(x)")."""
    return len(line) <= _MAX_LINE and bool(_CUE.command_line.match(line))


def is_header_line(line: str) -> bool:
    """An e-mail header line ("From: Jo <jo@x.org>", "Subject: quick one")."""
    return bool(_CUE.header_line.match(line))


def is_header_block(lines: list[str]) -> bool:
    """Two lines or more, each an e-mail header ("From:", "To:", "Cc:", "Sent:", "Date:",
    "Subject:")."""
    return len(lines) >= 2 and all(_CUE.header_line.match(line) for line in lines)


__all__ = ["is_command_line", "is_header_block", "is_header_line"]
