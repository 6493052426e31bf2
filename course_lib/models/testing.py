"""The course's test doubles: one scripted chat model and two tiny retrievers.

Tests and exercise checks use them to force a graph down a chosen path (a grader that always
says no, a planner that always wants to retrieve, a retriever with nothing relevant) without
depending on any model:

    llm = scripted(PlanDecision={"action": "retrieve"}, text="I don't know.")
    llm = scripted_grader(grade="no")                            # every document rejected
    llm = scripted_grader(judge=lambda q, doc: "yes" if "coroutine" in doc else "no")
    retriever = StaticRetriever(docs=[Document("nothing useful", metadata={"source": "x.md"})])

:class:`ScriptedChatModel` answers by the kind of request: each structured-output schema (by
class name, e.g. ``"PlanDecision"``) and plain text (key ``"text"``) has a reply: a fixed
value, a list used in turn (its last item repeats), or a function of the prompt's text; a
text given for a schema is sent as it is (``GradeDocument="Yes."``: a reply that does not fit,
as real models write them), and so is an ``AIMessage`` (its own usage, metadata or tool
calls: ``scripted(text=[AIMessage(...), ...])``). With no reply for a request it raises
``KeyError``: ``scripted()`` is a model that must not be called. It is
a real ``BaseChatModel``: callbacks see its calls and the course's ``Ledger`` counts them (it
reports token usage and a ``model_name``); ``calls`` lists the kind of each request in order.
It never reads a request the way a model would: that is the simulator's job (``course_lib.sim``).

The same class also plays an ideal model for whole third-party graphs (tests/thirdparty):
``ScriptedChatModel(script=fn)`` answers every request with ``fn(prompt, schema, tools)``
(an ``AIMessage``, a string, or a dict or schema instance for structured output); ``prompt``
is each message as ``type: text`` on its own line, ``tools`` the OpenAI function schemas
bound with ``bind_tools``, and ``prompts`` lists ``(kind, prompt)`` of each request. When a
chat request forces one tool (``bind_tools(..., tool_choice=...)``), ``schema`` is that tool's
OpenAI function schema (``name``, ``description``, ``parameters``), else ``None``.

Two settings cover the other doubles a test needs: ``tool_calling=True`` leaves
``with_structured_output`` to LangChain's default (the schema bound as a forced tool, the
reply's tool call parsed), the route a real tool-calling model takes; ``llm_type`` names the
model to the course (``models.concurrency.is_real_model`` treats any name but ``"scripted"``
as a real, paid model).
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
from pydantic import BaseModel

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("a an and are by does for found from in is it of on step that the this to what "
                  "which who whom with".split())
_DOC_SPLIT = re.compile(r"^Document (\d+):", re.MULTILINE)


def render(messages: Sequence[BaseMessage]) -> str:
    """Messages as ``type: text`` lines: what a ``script`` reads."""
    return "\n".join(f"{m.type}: {m.text if hasattr(m, 'text') else m.content}" for m in messages)


def _as_messages(value: Any) -> list[BaseMessage]:
    from langchain_core.messages import HumanMessage, convert_to_messages

    if hasattr(value, "to_messages"):
        return value.to_messages()
    if isinstance(value, str):
        return [HumanMessage(content=value)]
    return convert_to_messages(value)


class ScriptedChatModel(BaseChatModel):
    """Replies from a script keyed by schema name (or ``"text"``), or from one ``script``
    function; records each request's kind."""

    replies: dict[str, Any] = {}
    calls: list[str] = []  # the kind of each request, in order
    script: Callable[..., Any] | None = None
    """One function for every request: ``script(prompt, schema, tools)`` (see the module)."""
    prompts: list[tuple[str, str]] = []  # with a script: ("chat" or "structured", prompt)
    tools: list[dict] = []  # the bound tools' OpenAI function schemas
    tool_choice: Any = None  # as given to bind_tools
    tool_calling: bool = False
    """Structured output by LangChain's default tool-calling route instead of the script's."""
    llm_type: str = "scripted"

    @property
    def _llm_type(self) -> str:
        return self.llm_type

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any):
        """A copy that sees ``tools`` and ``tool_choice`` (its ``calls`` and ``prompts`` are this
        model's)."""
        from langchain_core.utils.function_calling import convert_to_openai_tool

        return self.model_copy(update={"tools": [convert_to_openai_tool(t)["function"] for t in tools],
                                       "tool_choice": tool_choice})

    def _forced_tool(self) -> dict | None:
        """The one bound tool that ``tool_choice`` forces, if it forces one."""
        choice, tools = self.tool_choice, self.tools
        if isinstance(choice, dict):
            choice = (choice.get("function") or {}).get("name") or choice.get("name")
        elif choice in ("any", "required", True) and len(tools) == 1:
            choice = tools[0]["name"]
        return next((t for t in tools if isinstance(choice, str) and t["name"] == choice), None)

    def _scripted_structured(self, schema: Any, name: str):
        def run(value: Any) -> Any:
            prompt = render(_as_messages(value))
            self.calls.append(name)
            self.prompts.append(("structured", prompt))
            out = self.script(prompt, schema, self.tools)
            if isinstance(schema, type) and issubclass(schema, BaseModel):
                return out if isinstance(out, schema) else schema(**out)
            return out

        return RunnableLambda(run)

    def with_structured_output(self, schema: Any, *, include_raw: bool = False, **kwargs: Any):
        if self.tool_calling:
            return super().with_structured_output(schema, include_raw=include_raw, **kwargs)
        name = getattr(schema, "__name__", None) or (schema.get("title") if isinstance(schema, dict) else str(schema))
        if self.script is not None:
            return self._scripted_structured(schema, name)

        def parse(message: AIMessage) -> Any:
            data = json.loads(message.content)
            return schema.model_validate(data) if hasattr(schema, "model_validate") else data

        def structured(value: Any, config: RunnableConfig) -> Any:
            message = self.invoke(value, config, scripted_kind=name)
            if not include_raw:
                return parse(message)
            try:
                return {"raw": message, "parsed": parse(message), "parsing_error": None}
            except ValueError as exc:  # like LangChain's own structured output with include_raw
                return {"raw": message, "parsed": None, "parsing_error": exc}

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
        if self.script is not None:
            forced = self._forced_tool()
            self.calls.append(forced["name"] if forced else kind)
            self.prompts.append(("chat", render(messages)))
            out = self.script(render(messages), forced, self.tools)
            message = AIMessage(content=out) if isinstance(out, str) else out
            return ChatResult(generations=[ChatGeneration(message=message)])
        prompt = "\n".join(str(m.content) for m in messages)
        self.calls.append(kind)
        reply = self._reply(kind, prompt)
        if isinstance(reply, AIMessage):  # a whole message (usage, metadata, tool calls): as it is
            return ChatResult(generations=[ChatGeneration(message=reply)])
        if kind == "text" or isinstance(reply, str):  # a text reply to a schema: sent as it is
            content = str(reply)
        else:
            content = json.dumps(reply.model_dump() if hasattr(reply, "model_dump") else reply)
        usage = {"input_tokens": len(prompt.split()), "output_tokens": len(content.split())}
        usage["total_tokens"] = usage["input_tokens"] + usage["output_tokens"]
        message = AIMessage(content=content, usage_metadata=usage,
                            response_metadata={"model_name": "scripted"})
        return ChatResult(generations=[ChatGeneration(message=message)])


def scripted(**replies: Any) -> ScriptedChatModel:
    """``scripted(PlanDecision={"action": "retrieve"}, text="I don't know.")``."""
    return ScriptedChatModel(replies=replies, calls=[])


# --- a grader for the Corrective RAG graphs (notebook 04) -------------------------------------

def _field(text: str, label: str) -> str:
    match = re.search(rf"^{re.escape(label)}:\s*(.+)$", text, re.MULTILINE)
    return match.group(1).strip() if match else ""


def _document_part(prompt: str) -> str:
    """What a grading prompt shows of the document(s): from the last "Retrieved document"
    label to "User question:" (the layout of the course's grading prompts)."""
    start = prompt.rfind("Retrieved document")
    return prompt[max(start, 0):].split("User question:")[0]


def scripted_grader(*, grade: str = "no", three_way: str = "irrelevant",
                    judge: Callable[[str, str], str] | None = None, rewrite: str = "",
                    answer: str = "A scripted answer.") -> ScriptedChatModel:
    """A scripted model for the grading, rewriting and answering calls of a CRAG graph.

    Every document gets ``grade`` (yes/no) or ``three_way`` (relevant/ambiguous/irrelevant),
    unless ``judge(question, document_text)`` returns the grade. A rewrite returns
    ``rewrite`` (default: the previous query plus " (rewritten)"); any other text request
    returns ``answer``.
    """

    def grade_of(prompt: str, document: str, three: bool) -> str:
        if judge is not None:
            return judge(_field(prompt, "User question"), document)
        return three_way if three else grade

    def rewritten(prompt: str) -> str:
        previous = _field(prompt, "Previous query") or _field(prompt, "Original question")
        return rewrite or f"{previous} (rewritten)"

    def batch(prompt: str) -> dict:
        parts = _DOC_SPLIT.split(_document_part(prompt))
        docs = [(int(parts[i]), parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
        return {"grades": [{"index": i, "binary_score": grade_of(prompt, doc, False)} for i, doc in docs]}

    def text(prompt: str) -> str:
        return rewritten(prompt) if "Previous query:" in prompt else answer

    return scripted(
        GradeDocument=lambda p: {"binary_score": grade_of(p, _document_part(p), False)},
        BatchGrades=batch,
        ThreeWayGrade=lambda p: {"grade": grade_of(p, _document_part(p), True), "reason": "scripted"},
        RewrittenQuery=lambda p: {"query": rewritten(p)},
        text=text,
    )


# --- retrievers -----------------------------------------------------------------------------

class StaticRetriever(BaseRetriever):
    """Returns the same documents for every query (or ``by_query(query)`` if given)."""

    docs: list[Document] = []
    by_query: Callable[[str], list[Document]] | None = None

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return list(self.by_query(query) if self.by_query else self.docs)


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


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


def irrelevant_documents(n: int = 3) -> list[Document]:
    """Documents about nothing any question asks (for worst-case runs)."""
    return [
        Document(f"Filler note {i}: the office plants are watered on Mondays.",
                 metadata={"source": f"notes/filler-{i}.md", "title": f"Filler {i}"}, id=f"filler-{i}")
        for i in range(1, n + 1)
    ]


__all__ = ["KeywordRetriever", "ScriptedChatModel", "StaticRetriever", "irrelevant_documents",
           "make_documents", "scripted", "scripted_grader"]
