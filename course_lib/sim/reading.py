"""Reading a request the way a model would: instructions, question, history, tools, documents.

``read_request(messages, tools, tool_choice)`` turns LangChain messages plus the bound tools
into a ``Request``: the system instructions, the latest question (a ``Question:`` line if the
prompt has one, else the last human message), earlier questions, documents found in the prompt,
and the tool calls and results of the current turn.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from course_lib.sim.text import Document, labelled_text_document, parse_documents

_QUESTION_LINE_RE = re.compile(
    r"^\s*(?:\*\*)?(?:the\s+|user\s+|original\s+|main\s+|overall\s+|current\s+)?question(?:\*\*)?\s*:\s*(.+?)\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_QUERY_LINE_RE = re.compile(
    r"^\s*(?:previous|current|last|original)?\s*(?:search\s+)?query\s*:\s*(.+?)\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_PRONOUN_RE = re.compile(
    r"\b(it|its|it's|they|them|their|this|that|these|those|he|she|his|her|one)\b", re.IGNORECASE
)


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class ToolRound:
    """One tool call of this turn and its result."""

    name: str
    args: dict[str, Any]
    result: str
    call_id: str


@dataclass
class Request:
    system: str
    human: str  # the latest human message, whole
    question: str  # the question inside it
    instructions: str  # system text plus the human text around the question
    history: list[str] = field(default_factory=list)  # earlier questions, oldest first
    documents: list[Document] = field(default_factory=list)  # documents in the prompt
    rounds: list[ToolRound] = field(default_factory=list)  # tool calls of this turn
    tools: list[ToolSpec] = field(default_factory=list)
    tool_choice: Any = None
    structured: bool = False
    previous_query: str = ""

    @property
    def search_question(self) -> str:
        """The question plus, for a follow-up ("and its default?"), the previous subject."""
        if self.history and is_follow_up(self.question):
            return f"{self.history[-1]} {self.question}"
        return self.question


def is_follow_up(question: str) -> bool:
    words = re.findall(r"\w+", question.lower())
    if not words:
        return False
    if words[0] in {"and", "also", "what about", "how about"} or question.lower().startswith(
        ("what about", "how about", "and ")
    ):
        return True
    return bool(_PRONOUN_RE.search(question)) and len(words) <= 9


def message_text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = []
    for part in content:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, dict) and part.get("type") == "text":
            parts.append(str(part.get("text", "")))
    return "\n".join(parts)


def extract_question(text: str) -> str:
    lines = _QUESTION_LINE_RE.findall(text)
    return lines[-1].strip() if lines else text.strip()


def tool_specs(tools: list[dict[str, Any]] | None) -> list[ToolSpec]:
    specs = []
    for tool in tools or []:
        fn = tool.get("function", tool)
        specs.append(
            ToolSpec(
                str(fn.get("name", "")),
                str(fn.get("description", "") or ""),
                dict(fn.get("parameters") or {}),
            )
        )
    return specs


def read_request(
    messages: list[BaseMessage],
    tools: list[dict] | None = None,
    tool_choice: Any = None,
    structured: bool = False,
) -> Request:
    system_parts = [message_text(m) for m in messages if isinstance(m, SystemMessage)]
    human_indexes = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    last_human = human_indexes[-1] if human_indexes else -1
    human = message_text(messages[last_human]) if last_human >= 0 else ""
    system = "\n\n".join(system_parts)

    question = extract_question(human) if human else extract_question(system)
    if human and question == human.strip() and len(human) > 400:
        # A long human message without a "Question:" line: its last paragraph is the question.
        question = human.strip().split("\n\n")[-1]
    instructions = system + "\n\n" + human.replace(question, " ")
    history = [extract_question(message_text(messages[i])) for i in human_indexes[:-1]]

    documents = list(parse_documents(system + "\n\n" + human))
    if not documents:
        loose = labelled_text_document(human) or labelled_text_document(system)
        if loose is not None:
            documents = [loose]

    calls: dict[str, tuple[str, dict]] = {}
    rounds: list[ToolRound] = []
    for message in messages[last_human + 1 :]:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                calls[call.get("id") or ""] = (call["name"], dict(call.get("args") or {}))
        elif isinstance(message, ToolMessage):
            name, args = calls.get(message.tool_call_id, (getattr(message, "name", "") or "", {}))
            rounds.append(ToolRound(name, args, message_text(message), message.tool_call_id))

    query_lines = _QUERY_LINE_RE.findall(human)
    return Request(
        system=system,
        human=human,
        question=question,
        instructions=instructions,
        history=history,
        documents=documents,
        rounds=rounds,
        tools=tool_specs(tools),
        tool_choice=tool_choice,
        structured=structured,
        previous_query=query_lines[-1] if query_lines else "",
    )


def render_messages(messages: list[BaseMessage]) -> str:
    """The conversation as the text a model reads (used for token counts and hashing)."""
    lines = []
    for m in messages:
        lines.append(f"<{m.type}>")
        lines.append(message_text(m))
        if isinstance(m, AIMessage) and m.tool_calls:
            lines.append(
                json.dumps(
                    [{"name": c["name"], "args": c["args"]} for c in m.tool_calls],
                    sort_keys=True,
                    ensure_ascii=False,
                )
            )
    return "\n".join(lines)
