"""One home for the chat helper the simulator's behaviour tests share: a question asked over a
context under the usual retrieval prompt, returning the reply's text and the limits it stated
(``SimulatorLimitWarning``s). Twelve test files carried the same five lines and the same prompt.
``reply_and_limit``: one prompt sent as it is, the reply's text and its ``simulator_limit`` sentence
(four prompt-reading test files carried it)."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel

RAG_SYSTEM = ("Answer the question using only the context below. If the context does not contain the answer, "
              "say you don't know.\n\nContext:\n{context}")


def ask_rag(context: str, question: str, system: str = RAG_SYSTEM) -> tuple[str, list[warnings.WarningMessage]]:
    """The reply's text to ``question`` over ``context`` and the limits it stated."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system.format(context=context)), HumanMessage(question)])
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def reply_and_limit(llm, prompt: str) -> tuple[str, str]:
    """``llm``'s reply to ``prompt`` (stripped) and the limit it stated ("" for none), its warnings silenced."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(prompt)
    return out.content.strip(), out.response_metadata.get("simulator_limit") or ""
