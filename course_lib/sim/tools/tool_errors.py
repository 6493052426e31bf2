"""A tool's error message read before the next step (issue 26, the tenth batch of ports).

LangGraph's ``ToolNode`` turns a tool's exception into a ``ToolMessage`` ("Error:
ValueError('Input queries must be proper nouns')\\n Please fix your mistakes.") and the model is
expected to call again with a corrected argument. The simulator relayed such a message as its
answer ("The get_weather tool could not help: Error: ..."), which gives up on a request a real
model finishes. Now:

- an error that names a form the arguments lack, one of the forms in ``FORMS`` (proper nouns /
  capitals -> title case, upper case, lower case; cues in ``data/sim/patterns.yaml``, section
  ``tool_errors``), gets the same call again with its text arguments in that form, unless that
  call was already made;
- any other error about the call's input ("must", "invalid", "expected ... format") is a stated
  limit: the simulator cannot turn the instruction into a changed argument;
- an error about the world ("Order 4417 not found") is relayed as before: that is the answer;
- a person's feedback put in the tool's place (LangGraph's "review tool calls": "User requested
  changes: pass in the country as well", cue ``feedback``) is a stated limit too: the call must be
  made again as the person asks, and no rule turns free words into changed arguments (before, the
  simulator searched again with the question's words, as if the feedback were an empty result).
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import ToolRound
from course_lib.sim.words.cues import patterns

_CUE = patterns("tool_errors")  # data/sim/patterns.yaml
FORMS = ("title case", "upper case", "lower case")  # the forms an error can ask for (see _forms)
_WRAPPED_RE = re.compile(r"""^\s*Error:\s*\w+\((['"])(?P<msg>.*)\1\)""", re.DOTALL)


def message(result: str) -> str:
    """The error's own words: inside ``ValueError('...')`` when so wrapped, without LangGraph's
    "Please fix your mistakes."."""
    m = _WRAPPED_RE.match(result)
    text = m.group("msg") if m else result
    return _CUE.fix_request.sub("", text).strip()


def about_input(result: str) -> bool:
    """Does the error say something about the call's input (not about the world)?"""
    return bool(_CUE.about_input.search(message(result)))


def corrected_args(last: ToolRound, rounds: list[ToolRound]) -> dict[str, Any] | None:
    """The last call's arguments in the form its error asks for (see the module), or ``None``."""
    said = message(last.result)
    forms = ((_CUE.title_case, str.title), (_CUE.upper_case, str.upper), (_CUE.lower_case, str.lower))
    for asked, change in forms:
        if not asked.search(said):
            continue
        fixed = {k: change(v) if isinstance(v, str) else v for k, v in last.args.items()}
        if fixed != last.args and not any(r.name == last.name and r.args == fixed for r in rounds):
            return fixed
    return None


def limit(last: ToolRound) -> str:
    """The stated limit for an error about the input that no form in ``FORMS`` fixes."""
    return limits.state(
        f"correct the call to {last.name} from the tool's error ('{message(last.result)[:120]}')",
        "no rule it has turns that instruction into a changed argument",
        "read the error and call the tool again with corrected arguments",
        kind="arguments",
    )


def is_feedback(result: str) -> bool:
    """Is the tool's result a person's feedback on the call rather than what the tool returned?"""
    return bool(_CUE.feedback.search(result[:300]))


def feedback_limit(last: ToolRound) -> str:
    """The stated limit for a call answered by a person's feedback (see the module)."""
    return limits.state(
        f"act on the feedback given for the call to {last.name} ('{last.result.strip()[:120]}')",
        "it reads a tool's result as an answer or an error, and no rule it has turns a person's free "
        "words into changed arguments",
        "call the tool again as the feedback asks, or answer without it",
        kind="arguments",
    )
