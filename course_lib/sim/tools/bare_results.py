"""A bare true / false tool result after a turn that asks nothing (issue 26, ports13).

"El código es 482913" -> ``verify_code(email, code)`` -> ``true``: the user gave a value the
conversation's task needed (checking the code comes before looking up their appointments), and
the result is a status, not an answer. Relaying it ("Verify code (...): true") answers nothing the
user asked; what comes next is the task the conversation is about, which the simulator does not
follow. When the turn asks no question and the last result is a bare boolean, the reply is a
stated limit. A yes/no question ("Is my code 482913 valid?") is answered by the result as before.
"""

from __future__ import annotations

import re

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import ToolRound

_BARE_RE = re.compile(r"\s*(?:true|false)\s*", re.IGNORECASE)
_ASKS_RE = re.compile(r"\?|^\W*(?:is|are|was|were|can|could|do|does|did|has|have|will|would|should|check|verify|"
                      r"validate|confirm|test)\b", re.IGNORECASE)


def is_bare_status(result: str) -> bool:
    """A result that is only ``true`` or ``false``."""
    return bool(_BARE_RE.fullmatch(result or ""))


def limit(turn: str, call: ToolRound) -> str:
    """The stated limit for a reply to a bare boolean result after a turn that asks nothing, else
    ``""``."""
    if not is_bare_status(call.result) or _ASKS_RE.search(turn or ""):
        return ""
    return limits.state(
        f"tell what follows from '{call.name}' returning {call.result.strip().lower()}",
        "the message gives a value rather than asking a question, and the result is a bare status; what "
        "should come next is the task the conversation is about, which it does not follow",
        "carry on with that task (or say what failed)",
        kind="conversation",
    )
