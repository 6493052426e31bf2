"""Retriever tools: ``search_notes`` and ``search_wiki`` (notebooks 02 and 03); ``search_runbooks``,
``search_incidents`` and ``search_policies`` (notebook 08).

Built with LangChain's ``create_retriever_tool`` and the course's document format, so every
chunk reaches the model as ``[source: notes/x.md] Title`` followed by its text. The
description is the model's only basis for choosing the tool: each default says what the tool
is for and what it is not for.
"""

from __future__ import annotations

from typing import Literal

from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool, create_retriever_tool

from course_lib.foundation.errors import CourseError
from course_lib.retrieval.documents import DOCUMENT_SEPARATOR, document_prompt

NOTES_DESCRIPTION = (
    "Search the course's technical notes on programming and software tools: Python asyncio "
    "and concurrency (coroutines, the event loop, tasks, cancellation), threads and the GIL, "
    "packaging, git, HTTP caching, SQL, Docker, testing, LangGraph. Use it for how-to and "
    "concept questions on these topics; the results cite their source note. Do not use it "
    "for our company's projects, teams or people, for customer orders, for arithmetic, or "
    "for recent public news."
)
WIKI_DESCRIPTION = (
    "Search the company wiki: projects, components and services, the teams that own them, "
    "people and their roles, on-call rotations, and the message queues and databases each "
    "service uses. Use it for questions about our company's systems and people; when the "
    "answer needs a fact learned from a first result (who leads the team that owns X?), "
    "search again with that fact. Do not use it for general programming concepts, customer "
    "orders, arithmetic, or public web facts."
)
RUNBOOKS_DESCRIPTION = (
    "Search the operations runbooks: step-by-step procedures for restarting services, rolling "
    "back deployments, rotating database credentials and draining stuck message queues, with "
    "the commands to run. Use it for questions about how to do an operational task on our "
    "services. Do not use it for what happened in past incidents or for general programming "
    "concepts."
)
INCIDENTS_DESCRIPTION = (
    "Search the incident reports (postmortems) of past outages: what happened, when, how long "
    "it lasted, the root cause and the follow-up actions. Use it for questions about past "
    "incidents and outages. Do not use it for how-to procedures or for who owns a service."
)
POLICIES_DESCRIPTION = (
    "Search the company policies: refunds and returns for customers, travel and expenses, "
    "on-call compensation, data retention. Use it for questions about what the rules allow, "
    "limits and deadlines. Do not use it for a specific order, invoice or customer record."
)
DEFAULT_DESCRIPTIONS = {"search_notes": NOTES_DESCRIPTION, "search_wiki": WIKI_DESCRIPTION,
                        "search_runbooks": RUNBOOKS_DESCRIPTION, "search_incidents": INCIDENTS_DESCRIPTION,
                        "search_policies": POLICIES_DESCRIPTION}


def make_search_tool(
    retriever: BaseRetriever,
    *,
    name: str = "search_notes",
    description: str | None = None,
    response_format: Literal["content", "content_and_artifact"] = "content",
) -> BaseTool:
    """A retriever tool; ``search_notes`` and ``search_wiki`` have default descriptions.

    Any other name needs a ``description``: write what the tool is for and what it is not for.
    ``response_format="content_and_artifact"`` also hands back the documents themselves.
    """
    if description is None:
        if name not in DEFAULT_DESCRIPTIONS:
            raise CourseError(
                f"Give the tool {name!r} a description: say what it searches, when to use it "
                "and when not to (the model chooses tools by their descriptions only)."
            )
        description = DEFAULT_DESCRIPTIONS[name]
    return create_retriever_tool(
        retriever,
        name,
        description,
        document_prompt=document_prompt(),
        document_separator=DOCUMENT_SEPARATOR,
        response_format=response_format,
    )
