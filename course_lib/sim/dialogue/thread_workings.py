"""A value worked from what the user stated earlier in a chat (issue 26, the twenty-seventh set's V9;
notebook 02's follow-ups): "My council tax is £1,836 a year, paid over 10 months." ... "so how much
is that a month" is £183.60 (£1,836 ÷ 10 months), never the statement echoed. The arithmetic is
``workings``' (its one home): the statements are read as its notes.

- ``worked_reply(question, statements)``: the reply with its working, a stated conversation limit
  when the operation is asked but its operands do not pair, ``None`` when the question asks none.
"""

from __future__ import annotations

MAX_STATEMENTS = 40  # earlier statements read


def worked_reply(question: str, statements: list[str]) -> str | None:
    """The value ``question`` asks worked from ``statements`` (``workings.worked``), as a reply."""
    from course_lib.sim.grounded import workings
    from course_lib.sim.reports import explain, limits

    if not question or not statements:
        return None
    done = workings.worked(question, statements[-MAX_STATEMENTS:])
    if isinstance(done, workings.Worked):
        explain.rule("a value worked from statements the user made earlier in this conversation",
                     operation=done.operation, working=done.working)
        return f"From what you said earlier: {done.answer()}"
    if isinstance(done, workings.Unworked):
        return limits.state(
            f"work out the {done.operation} from what you said earlier",
            done.reason,
            "pair each figure with what it is and work it out",
            kind="conversation",
        )
    return None
