"""Scripted stand-ins to force a path through a multi-hop graph (notebook 05's tests and exercises).

``ScriptedChatModel`` answers by the kind of request: each structured-output schema (by class
name, e.g. ``"PlanDecision"``) and plain text (key ``"text"``) has a reply: a fixed value, a
list used in turn (its last item repeats), or a function of the prompt text. That is how a
check builds "a planner that always says retrieve" without a real model. It reports token
usage like a real model, so the course's ``Ledger`` counts its calls.

``KeywordRetriever`` searches a handful of in-memory documents by shared words, enough for
chains over documents invented in a test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableConfig, RunnableLambda

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("a an and are by does for found from in is it of on step that the this to what "
                  "which who whom with".split())


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


class ScriptedChatModel(BaseChatModel):
    """Replies from a script keyed by schema name (or ``"text"``); counts its calls."""

    replies: dict[str, Any]
    calls: list[str] = []  # the kind of each request, in order

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def with_structured_output(self, schema: Any, *, include_raw: bool = False, **kwargs: Any):
        name = schema.__name__

        def structured(value: Any, config: RunnableConfig) -> Any:
            message = self.invoke(value, config, scripted_kind=name)
            return schema.model_validate(json.loads(message.content))

        return RunnableLambda(structured, name=f"{name}Output")

    def _reply(self, kind: str, prompt: str) -> Any:
        if kind not in self.replies:
            raise KeyError(f"ScriptedChatModel has no reply for {kind!r}")
        reply = self.replies[kind]
        if callable(reply):
            return reply(prompt)
        if isinstance(reply, list):
            used = self.calls.count(kind) - 1
            return reply[min(used, len(reply) - 1)]
        return reply

    def _generate(self, messages: Sequence[BaseMessage], stop: list[str] | None = None,
                  run_manager: Any = None, **kwargs: Any) -> ChatResult:
        kind = kwargs.get("scripted_kind") or "text"
        prompt = "\n".join(str(m.content) for m in messages)
        self.calls.append(kind)
        reply = self._reply(kind, prompt)
        content = reply if kind == "text" else json.dumps(reply)
        message = AIMessage(
            content=str(content),
            usage_metadata={"input_tokens": len(prompt.split()), "output_tokens": len(str(content).split()),
                            "total_tokens": len(prompt.split()) + len(str(content).split())},
            response_metadata={"model_name": "scripted"},
        )
        return ChatResult(generations=[ChatGeneration(message=message)])


def scripted(**replies: Any) -> ScriptedChatModel:
    """``scripted(PlanDecision={"action": "retrieve"}, text="I don't know.")``."""
    return ScriptedChatModel(replies=replies, calls=[])


class KeywordRetriever(BaseRetriever):
    """The ``k`` documents sharing the most words with the query; words of the title count twice."""

    documents: list[Document]
    k: int = 2

    def _get_relevant_documents(self, query: str, *,
                                run_manager: CallbackManagerForRetrieverRun | None = None) -> list[Document]:
        wanted = _words(query)
        scored = []
        for doc in self.documents:
            title = str((doc.metadata or {}).get("title", ""))
            shared = len(wanted & _words(doc.page_content)) + len(wanted & _words(title))
            if shared:
                score = round(shared / max(2 * len(wanted), 1), 4)
                scored.append((score, doc.id or "", doc))
        scored.sort(key=lambda t: (-t[0], t[1]))
        out = []
        for score, _, doc in scored[: self.k]:
            copy = Document(page_content=doc.page_content, metadata={**doc.metadata, "score": score}, id=doc.id)
            out.append(copy)
        return out


def make_documents(notes: dict[str, str], *, prefix: str = "test") -> list[Document]:
    """Documents from ``{"Title": "text"}``, with ids ``prefix/title.md#0`` and sources."""
    docs = []
    for title, text in notes.items():
        slug = "-".join(_WORD.findall(title.lower()))
        source = f"{prefix}/{slug}.md"
        docs.append(Document(page_content=text, metadata={"source": source, "title": title, "chunk": 0},
                             id=f"{source}#0"))
    return docs


ReplyFn = Callable[[str], Any]
