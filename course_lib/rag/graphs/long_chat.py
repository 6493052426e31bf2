"""A long conversation with memory management (notebook 08, section 3).

    create_agent(..., checkpointer, middleware=[call limit, memory])

With a checkpointer every turn re-sends the whole thread: the question, every earlier question
and answer, and every tool result. Input tokens per turn grow with the conversation. Two
remedies run before each model call as middleware:

- ``memory="trim"``: :class:`KeepRecentMessages` drops all but the last ``keep`` messages
  (cut at a human message, so a tool call never loses its result). Cheap, and forgetful.
- ``memory="summarize"``: LangChain's ``SummarizationMiddleware``: once the thread reaches
  ``trigger`` tokens, the older messages are replaced by one summary message written by the
  model, and the last ``keep`` messages stay as they are. The summary costs one model call
  each time it is written; later turns re-send the summary instead of the history.

``run_session`` plays a list of user turns on one thread and records, per turn, the tokens,
the model calls, the answer, and the summary in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, RemoveMessage
from langgraph.graph.message import REMOVE_ALL_MESSAGES

from course_lib.rag.graphs.agent import MAX_MODEL_CALLS, call_limit
from course_lib.rag.pipeline import last_ai_text
from course_lib.rag.prompts import CHAT_AGENT_SYSTEM, CONVERSATION_SUMMARY_PROMPT

MEMORY = ("none", "trim", "summarize")
SUMMARY_SOURCE = "summarization"  # ``additional_kwargs["lc_source"]`` of LangChain's summary message


class KeepRecentMessages(AgentMiddleware):
    """Before each model call, keep only the last ``keep`` messages, starting at a human one."""

    def __init__(self, keep: int = 6) -> None:
        super().__init__()
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self.keep = keep

    def before_model(self, state, runtime) -> dict[str, Any] | None:
        messages = state["messages"]
        if len(messages) <= self.keep:
            return None
        start = len(messages) - self.keep
        while start > 0 and getattr(messages[start], "type", "") != "human":
            start -= 1  # never start on a tool result or an AI turn whose question is gone
        if start == 0:
            return None
        return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *messages[start:]]}


def count_message_tokens(messages) -> int:
    """Tokens of messages with the course's tokenizer (the same counts as the ledger)."""
    from course_lib.models.tokens import count_tokens

    return sum(count_tokens(str(getattr(m, "content", m))) + 3 for m in messages)


def summarization(llm: BaseChatModel, *, trigger_tokens: int = 1200, keep_messages: int = 4,
                  trim_tokens_to_summarize: int | None = 4000, summary_prompt: str = CONVERSATION_SUMMARY_PROMPT):
    """LangChain's ``SummarizationMiddleware`` with the course's token counter and prompt."""
    from langchain.agents.middleware import SummarizationMiddleware

    return SummarizationMiddleware(
        model=llm, trigger=("tokens", trigger_tokens), keep=("messages", keep_messages),
        token_counter=count_message_tokens, summary_prompt=summary_prompt,
        trim_tokens_to_summarize=trim_tokens_to_summarize,
    )


def make_chat_agent(*, llm: BaseChatModel, tools: list, memory: str = "none", checkpointer=None,
                    memory_middleware: AgentMiddleware | None = None, keep: int = 6,
                    system_prompt: str = CHAT_AGENT_SYSTEM, max_model_calls: int = MAX_MODEL_CALLS):
    """``create_agent`` with a checkpointer (an in-memory one by default) and the chosen memory:
    ``"none"``, ``"trim"`` (keep the last ``keep`` messages) or ``"summarize"`` (the default
    :func:`summarization`); ``memory_middleware`` replaces the default one of that kind."""
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    if memory not in MEMORY:
        raise ValueError(f"memory must be one of {', '.join(MEMORY)}, not {memory!r}.")
    middleware: list = [call_limit(max_model_calls)]
    if memory_middleware is not None:
        middleware.append(memory_middleware)
    elif memory == "trim":
        middleware.append(KeepRecentMessages(keep))
    elif memory == "summarize":
        middleware.append(summarization(llm))
    return create_agent(model=llm, tools=tools, system_prompt=system_prompt, middleware=middleware,
                        checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


@dataclass
class Turn:
    """One user turn of a session: what it cost and what it answered."""

    turn: int
    question: str
    answer: str
    llm_calls: int
    input_tokens: int
    output_tokens: int
    summary_calls: int  # model calls that wrote a summary during this turn
    messages_kept: int  # messages in the thread after the turn
    summary: str = ""  # the summary in force after the turn ("" if none)


@dataclass
class Session:
    turns: list[Turn] = field(default_factory=list)

    @property
    def input_tokens(self) -> int:
        return sum(t.input_tokens for t in self.turns)

    def table(self):
        import pandas as pd

        return pd.DataFrame([{k: v for k, v in t.__dict__.items() if k != "summary"} for t in self.turns])


def current_summary(messages) -> str:
    for m in messages:
        if (getattr(m, "additional_kwargs", None) or {}).get("lc_source") == SUMMARY_SOURCE:
            return m.text
    return ""


def run_session(agent, questions: Sequence[str], *, thread_id: str = "session") -> Session:
    """Play ``questions`` one after another on one thread; a :class:`Turn` per question."""
    from course_lib.measurement.ledger import Ledger

    session = Session()
    config = {"configurable": {"thread_id": thread_id}}
    for i, question in enumerate(questions, 1):
        ledger = Ledger()
        state = agent.invoke({"messages": [HumanMessage(question)]},
                             config={**config, "callbacks": [ledger], "recursion_limit": 40})
        summary_calls = sum(1 for c in ledger.llm_calls if "summar" in (c.node or "").lower())
        session.turns.append(Turn(i, question, last_ai_text(state), len(ledger.llm_calls), ledger.input_tokens,
                                  ledger.output_tokens, summary_calls, len(state["messages"]),
                                  current_summary(state["messages"])))
    return session


__all__ = ["MEMORY", "KeepRecentMessages", "Session", "Turn", "count_message_tokens", "current_summary",
           "make_chat_agent", "run_session", "summarization"]
