"""One home for the chat helper the simulator's behaviour tests share: a question asked over a
context under the usual retrieval prompt, returning the reply's text and the limits it stated
(``SimulatorLimitWarning``s). Twelve test files carried the same five lines and the same prompt."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.model import SimulatedChatModel

RAG_SYSTEM = ("Answer the question using only the context below. If the context does not contain the answer, "
              "say you don't know.\n\nContext:\n{context}")


def ask_rag(context: str, question: str, system: str = RAG_SYSTEM) -> tuple[str, list[warnings.WarningMessage]]:
    """The reply's text to ``question`` over ``context`` and the limits it stated."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system.format(context=context)), HumanMessage(question)])
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]
