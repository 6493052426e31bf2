"""Tool results the assistant asked for, read as the conversation's material (issue 26; notebook 02).

An agentic RAG thread keeps its retriever's results in the conversation: the assistant called a
tool ("get_programme", "search_notes"), the tool answered (a ``ToolMessage``), the assistant said
something, and the user asks a follow-up about what came back. A ``ChatPromptTemplate`` with a
``MessagesPlaceholder`` history sends exactly that to a model with no tools bound; so does a
LangGraph node that answers from ``state["messages"]`` after its tool node. A model reads those
results as the material of the new question.

``documents(messages, last_human, question)`` gives (the index of the result's message, its
documents) for a request with no tools bound and no documents of its own:

- this turn's results (after the last human message: the tool node ran, the answer node has no
  tools) are the material of this turn's question, when it asks (``question_form.asks``; not a
  bare instruction such as "run the tools again as the reflection advised");
- else the results of the latest tool-calling step before the last human message, within the
  last ``_MAX_TURNS_BACK`` human turns, when the question asks and shares a content word with them
  (``text.shares_a_word``: "thanks!" or "what's my name?" after a search is no question
  about its results), or when that step's call was made for this very question (the latest
  human message before the call is the one the question was read from, ``for_this_question``).

The results of the tool call the assistant made for this question are its material whatever the
words they share: a retriever's chunk answers in its own words ("two months' written warning" for
"how much notice"). ``Request.retrieved`` says so, and the grounded answer's limits then apply
(``unshared_results``).

Only a result whose call the assistant made counts (its ``tool_call_id`` names a call of an
earlier AI message): a pasted tool message with no call is no result the model asked for. With
tools bound the agent reads results itself (``agent``, ``earlier_result``): this module is not
asked.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from course_lib.sim.material.documents import Document, tool_documents
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.words.text import shares_a_word

_MAX_TURNS_BACK = 4  # human turns between the result and the question at most


def _results_of_step(messages: list[BaseMessage], stop: int) -> tuple[int, list[ToolMessage]]:
    """(the index of the latest AI message with tool calls before ``stop``, the tool messages that
    answer its calls), or (-1, [])."""
    for i in range(stop - 1, -1, -1):
        message = messages[i]
        if isinstance(message, AIMessage) and message.tool_calls:
            ids = {call.get("id") for call in message.tool_calls if call.get("id")}
            results = [m for m in messages[i + 1 : stop] if isinstance(m, ToolMessage) and m.tool_call_id in ids]
            return (i, results) if results else (-1, [])
    return -1, []


def _docs(results: list[ToolMessage]) -> list[Document]:
    out: list[Document] = []
    for m in results:
        text = plain_text(m.content) if isinstance(m.content, str) else ""  # as message_text reads it
        out.extend(tool_documents(text, getattr(m, "artifact", None)))
    return out


def for_this_question(messages: list[BaseMessage], at: int, last_human: int, question: str) -> bool:
    """The tool step at ``at`` was the assistant's call for ``question``: this turn's step (after
    the last human message), or an earlier step whose latest human message before it is the
    message the question was read from."""
    if at > last_human:
        return True
    before = next((i for i in range(at - 1, -1, -1) if isinstance(messages[i], HumanMessage)), -1)
    if before < 0 or not question.strip():
        return False
    content = messages[before].content
    return isinstance(content, str) and question.strip() in content


def documents(messages: list[BaseMessage], last_human: int, question: str) -> tuple[int, list[Document]]:
    """(where the results stand, their documents), or (-1, []) (see the module)."""
    from course_lib.sim.request import unlabelled_prompt
    from course_lib.sim.words.question_form import asks

    if last_human < 0 or not question or not asks(question) or unlabelled_prompt.other_task(question):
        return -1, []  # (a turn that only instructs, "try the tools again", asks nothing of them)
    at, now = _results_of_step(messages, len(messages))
    if now and at > last_human:  # this turn's results, answered by a model with no tools
        return at, _docs(now)
    at, earlier = _results_of_step(messages, last_human)
    if not earlier:
        return -1, []
    humans_between = sum(isinstance(m, HumanMessage) for m in messages[at + 1 : last_human])
    if humans_between >= _MAX_TURNS_BACK:
        return -1, []
    docs = _docs(earlier)
    if not docs:
        return -1, []
    if not for_this_question(messages, at, last_human, question) and not shares_a_word(
            question, " ".join(d.body for d in docs)):
        return -1, []
    return at, docs


__all__ = ["documents", "for_this_question"]
