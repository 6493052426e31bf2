"""A request to write a piece (a report section, an article, a memo) over documents (issue 26,
the twelfth batch of ports).

LangChain Academy's research assistant asks: "Use this source to write your section: [...]"
under instructions for a markdown section with a title, a summary and sources. The simulator read
that request as a question, found no sentence answering "write your section", and replied
"I don't know." over documents full of facts: a confident refusal of a task it does not do. A
request whose question is an instruction to write a piece (cue ``piece`` in
``data/sim/patterns.yaml``, section ``writing_request``), asking nothing (no "?"), is a stated
limit: it answers questions from documents and summarises them, and does not compose a piece in
a structure the instructions give. A question ("Write down: when does the ferry leave?") keeps
the answer.
"""

from __future__ import annotations

from course_lib.sim.reports import limits
from course_lib.sim.words.cues import patterns

_CUE = patterns("writing_request")  # data/sim/patterns.yaml


def piece(question: str) -> str:
    """The piece the request asks to be written ("section", "report"), or ``""``."""
    text = question[:600]
    if "?" in text or "？" in text:
        return ""
    m = _CUE.piece.search(text)
    return m.group("piece").lower() if m else ""


def limit(question: str) -> str:
    """The stated limit for a request to write ``piece(question)`` over documents (``""``: none)."""
    asked = piece(question)
    if not asked:
        return ""
    return limits.state(
        f"write the {asked} this request asks for",
        "it answers questions from documents and summarises them, and does not compose a piece in the "
        "structure the instructions give",
        f"write the {asked} from the documents as the instructions ask",
        kind="reading",
    )
