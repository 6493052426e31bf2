"""Scripted parts that force a Corrective RAG graph down a chosen path (notebook 04).

Tests and exercise checks use them to drive a graph into its worst case (a grader that
always says no, a retriever with nothing relevant) without depending on any model:

    grader = ScriptedChatModel(grade="no")                    # every document rejected
    grader = ScriptedChatModel(judge=lambda q, doc: "yes" if "coroutine" in doc else "no")
    retriever = StaticRetriever(docs=[Document("nothing useful", metadata={"source": "x.md"})])

It is a real ``BaseChatModel`` (calls are seen by callbacks and counted by the ledger), with
``with_structured_output`` for the course's grading and rewriting schemas.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableConfig, RunnableLambda

_DOC_SPLIT = re.compile(r"^Document (\d+):", re.MULTILINE)


class ScriptedChatModel(BaseChatModel):
    """Grades, rewrites and answers by script, never by reading like a model."""

    grade: str = "no"  # binary grade for every document, unless ``judge`` is given
    three_way: str = "irrelevant"  # three-way grade for every document, unless ``judge``
    judge: Callable[[str, str], str] | None = None  # (question, document text) -> grade
    rewrite: str = ""  # the rewritten query ("" = the previous query plus " (rewritten)")
    answer: str = "A scripted answer."

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def with_structured_output(self, schema: Any, **kwargs: Any):
        name = getattr(schema, "__name__", str(schema))

        def structured(prompt: Any, config: RunnableConfig) -> Any:
            data = json.loads(self.invoke(prompt, config, structured=name).content)
            return schema.model_validate(data) if hasattr(schema, "model_validate") else data

        return RunnableLambda(structured, name=f"structured_{name}")

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  structured: str | None = None, **kwargs: Any) -> ChatResult:
        system = "\n".join(str(m.content) for m in messages if m.type == "system")
        human = str(messages[-1].content) if messages else ""
        text = self._structured(structured, human) if structured else self._text(system, human)
        usage = {"input_tokens": sum(len(str(m.content).split()) for m in messages),
                 "output_tokens": len(text.split())}
        usage["total_tokens"] = usage["input_tokens"] + usage["output_tokens"]
        message = AIMessage(content=text, usage_metadata=usage,
                            response_metadata={"model_name": "scripted"})
        return ChatResult(generations=[ChatGeneration(message=message)])

    # -- replies -----------------------------------------------------------------------------
    def _grade_of(self, human: str, document: str, three: bool) -> str:
        if self.judge is not None:
            return self.judge(_field(human, "User question"), document)
        return self.three_way if three else self.grade

    def _structured(self, name: str, human: str) -> str:
        if name == "BatchGrades":
            parts = _DOC_SPLIT.split(human.split("User question:")[0])
            docs = [(int(parts[i]), parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
            grades = [{"index": i, "binary_score": self._grade_of(human, doc, False)} for i, doc in docs]
            return json.dumps({"grades": grades})
        document = human.split("User question:")[0]
        if name == "ThreeWayGrade":
            return json.dumps({"grade": self._grade_of(human, document, True), "reason": "scripted"})
        if name == "RewrittenQuery":
            return json.dumps({"query": self._rewritten(human)})
        return json.dumps({"binary_score": self._grade_of(human, document, False)})

    def _rewritten(self, human: str) -> str:
        previous = _field(human, "Previous query") or _field(human, "Original question")
        return self.rewrite or f"{previous} (rewritten)"

    def _text(self, system: str, human: str) -> str:
        if "rewrite" in system.lower():
            return self._rewritten(human)
        return self.answer


def _field(text: str, label: str) -> str:
    match = re.search(rf"^{re.escape(label)}:\s*(.+)$", text, re.MULTILINE)
    return match.group(1).strip() if match else ""


class StaticRetriever(BaseRetriever):
    """Returns the same documents for every query (or ``by_query(query)`` if given)."""

    docs: list[Document] = []
    by_query: Callable[[str], list[Document]] | None = None

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return list(self.by_query(query) if self.by_query else self.docs)


def irrelevant_documents(n: int = 3) -> list[Document]:
    """Documents about nothing any question asks (for worst-case runs)."""
    return [
        Document(f"Filler note {i}: the office plants are watered on Mondays.",
                 metadata={"source": f"notes/filler-{i}.md", "title": f"Filler {i}"}, id=f"filler-{i}")
        for i in range(1, n + 1)
    ]


__all__ = ["ScriptedChatModel", "StaticRetriever", "irrelevant_documents"]
