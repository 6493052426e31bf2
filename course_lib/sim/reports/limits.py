"""What the simulator says when it cannot do what a request asks (issue 26, notebook 00).

Right, or it says it cannot: where the simulator's own evidence is weak (no task recognised
with enough weight, a required argument with no value of its type in the question, no label of
a label prompt matched, documents on the subject but no sentence that answers, an earlier turn
it cannot read back), the rule that decided calls :func:`state`: one plain sentence, what it
could not do and why, and what a real model would do, with its kind (see ``KINDS``). A text
reply is that sentence (or carries it); a structured output or tool call gets the schema's safe
value instead of a guess. The model then

- puts the sentence in the reply's ``response_metadata["simulator_limit"]`` (and the kind in
  ``"simulator_limit_kind"``; ``explain(llm)`` shows the sentence too), and
- emits a :class:`SimulatorLimitWarning` through ``warnings.warn``, which the course never
  filters, so a learner sees it under the cell.

The CLI's ``ask --json`` lists a run's sentences in ``simulator_limits``; an exercise check
whose model stated a ``reading`` limit reports "model failed", not "incorrect". A tool it chose
but did not call, for want of a required value (an ``arguments`` limit, or a question back), is
named in ``response_metadata["simulator_declined_tool"]``, so a check of where questions go
(``evaluation.tool_choice.first_turn_router(count_declined=True)``) still sees the choice.
"""

from __future__ import annotations

import warnings

PREFIX = "The offline simulator"


class SimulatorLimitWarning(UserWarning):
    """The course's simulator could not do what a request asked: the message says what and
    why, and what a real model would do. Not a bug in your code: switch to a real model
    (``COURSE_LLM=openai:gpt-4o-mini``) to get that reply."""


def sentence(cannot: str, why: str, real: str) -> str:
    """"The offline simulator can't <cannot>: <why>; a real model would <real>." """
    return f"{PREFIX} can't {cannot}: {why}; a real model would {real}."


WHERE = "<course simulator>"  # the warning's location: the same on every machine (no paths)
_SHOWN: set[str] = set()


def emit(text: str) -> None:
    """Warn with ``text``, located at ``WHERE`` rather than in a file of this machine, so a
    notebook's committed output reads the same everywhere. Each sentence is shown once per
    process, as Python shows a warning once per place (an evaluation loop over fifty questions
    says it once), unless the filters ask for every one (``"always"``, ``"error"``: tests)."""
    if text in _SHOWN and not _every_one():
        return
    _SHOWN.add(text)
    warnings.warn_explicit(SimulatorLimitWarning(text), SimulatorLimitWarning, WHERE, 0,
                           module="course_lib.sim", registry={})


def _every_one() -> bool:
    for action, message, category, module, _lineno in warnings.filters:
        if issubclass(SimulatorLimitWarning, category) and (message is None or message.match("")) and (
            module is None or module.match("course_lib.sim")
        ):
            return action in ("always", "error")
    return False


# What a limit is about. ``reading``: the simulator could not read the request's own wording
# (a prompt's task, its options, a schema's field, a JSON key): with a learner's prompt or
# schema under a check, that says nothing about the answer. The others are about the question
# or the material: ``knowledge`` (nothing it has answers), ``arguments`` (a tool's required
# value is not in the question), ``documents`` (no sentence states what is asked),
# ``conversation`` (an earlier turn it cannot read back), ``tone`` (too faint to tell).
KINDS = ("reading", "knowledge", "arguments", "documents", "conversation", "tone")


def state(cannot: str, why: str, real: str, *, kind: str, replace: bool = False) -> str:
    """Note the limit for the reply being made (see ``explain.limit``); the sentence.
    ``replace``: this limit names the cause better than one stated earlier for the same reply."""
    from course_lib.sim.reports import explain

    if kind not in KINDS:
        raise ValueError(f"unknown limit kind {kind!r}: one of {', '.join(KINDS)}")
    text = sentence(cannot, why, real)
    explain.limit(text, kind, replace=replace)
    return text


def stated_text() -> str:
    """The limit stated for the reply being made, as the reply's text."""
    from course_lib.sim.reports import explain

    return explain.stated_limit() or ""
