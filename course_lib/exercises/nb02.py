"""Exercises of notebook 02 (the retriever as a tool).

q1: write a tool description that routes at least 90 % of held-back labelled questions right,
    with no missed retrieval.
q2: make the agent cite its sources (a ``document_prompt`` that carries them).
q3: an agent that remembers: follow-up questions in one ``thread_id``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from course_lib.exercises.problem import Case, FunctionProblem, Lazy, ValueProblem
from course_lib.exercises.verdict import Status, Verdict

TARGET_ACCURACY = 0.9
VAGUE_DESCRIPTION = "Search documents."
CITE_QUESTION_IDS = ("notes-03", "notes-11", "notes-18")  # held back: not shown in notebook 02
FOLLOW_UP = ("Which multiprocessing start method does macOS use by default?",
             "And which one does Linux use?", "fork")


def routing_questions():
    """``(dev, held_back)`` labelled questions of the routing experiment."""
    from course_lib.evaluation.questions import (
        NOTES_ASSISTANT_CATEGORIES,
        load_questions,
        split_questions,
    )

    return split_questions(load_questions(categories=NOTES_ASSISTANT_CATEGORIES))


@lru_cache(maxsize=2)
def _notes_retriever(embeddings_spec: str):
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base("notes", progress=False).as_retriever(k=4)


def notes_retriever():
    """The course's notes retriever (built once per process)."""
    from course_lib.foundation.config import settings

    return _notes_retriever(settings().embeddings)


def routing_report(description: str, *, held_back: bool = True):
    """Routing of a ``search_notes`` tool with this description on dev or held-back questions."""
    from course_lib.evaluation.tool_choice import evaluate_routing
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.tools.retrieval import make_search_tool

    dev, held = routing_questions()
    tool = make_search_tool(notes_retriever(), name="search_notes", description=description)
    return evaluate_routing(held if held_back else dev, llm=get_chat_model(), tools=[tool])


# --- q1: a description that routes well -----------------------------------------------------

def notes_description() -> str:
    return (
        "Search the course's technical notes on programming tools. They cover Python asyncio "
        "and concurrency (coroutines, tasks, the event loop, cancellation, timeouts), threads, "
        "locks and the GIL, multiprocessing, logging, regular expressions, caching and "
        "memoization, packaging and virtual environments, git, HTTP caching headers, SQL "
        "(indexes, joins, upserts, transactions, isolation levels), Docker builds, pytest and "
        "mocking, LangGraph, and RAG (chunking, embeddings, retrieval). Use it for how-to and "
        "concept questions on these topics. Do not use it for greetings or small talk, "
        "translations, general knowledge or trivia (who created, invented or designed "
        "something, what an acronym stands for), arithmetic, customer orders, our company's "
        "projects, teams, people or on-call rotations."
    )


def _check_description(text: str) -> str | Verdict | None:
    from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

    if len(text.split()) < 3:
        return "Write a real description: what the tool searches, when to use it, when not to."
    if " ".join(text.split()) == " ".join(NOTES_DESCRIPTION.split()):
        return ("That is the library's description, copied. Write your own: start from it if "
                "you like, and fix the mistakes the notebook showed.")
    report = routing_report(text)
    if report.missed:
        cats = sorted({r.category for r in report.rows if r.missed})
        return (f"{report.missed} held-back question(s) that need the notes got no retrieval "
                f"(categories: {', '.join(cats)}). Does the description name the topics the "
                "notes cover, or does a 'do not use' clause rule out words those questions use?")
    if report.accuracy < TARGET_ACCURACY:
        wasted = {}
        for r in report.rows:
            if r.wasted:
                wasted[r.category] = wasted.get(r.category, 0) + 1
        where = ", ".join(f"{c}: {n}" for c, n in wasted.items())
        return (f"Routing accuracy {report.accuracy:.0%} on {report.n} held-back questions "
                f"(target {TARGET_ACCURACY:.0%}): {report.wasted} wasted retrieval(s) ({where}). "
                "Say what the tool is *not* for.")
    return Verdict(Status.CORRECT, f"Routing accuracy {report.accuracy:.0%} on {report.n} held-back "
                   f"questions, {report.wasted} wasted and no missed retrieval.", problem=Q1.label)


Q1 = ValueProblem(
    id="q1",
    notebook="02",
    title="A description that routes well",
    prompt=(
        "Write the description of the `search_notes` tool as a string. The check wraps the "
        "notes retriever with it and asks the model, for every labelled question it held back "
        "(small talk, general knowledge, notes, orders, arithmetic, company wiki), whether it "
        "would call the tool. It passes at 90 % routing accuracy or better with no missed "
        "retrieval."
    ),
    starter='''my_description = ____''',
    answer_name="my_description",
    value_type=str,
    reference=notes_description,
    test=_check_description,
    hints=(
        "Two sides: what the notes cover (name the topics, the words questions will use) and "
        "what the tool is not for (small talk, translations, trivia, arithmetic, orders, "
        "company people and projects).",
        "Run `routing_report(my_description, held_back=False).mistakes()` (from "
        "`course_lib.exercises.nb02`) to see which dev questions it gets wrong, without "
        "spending the held-back ones.",
        "Careful with 'do not use' clauses: a word there counts against every question that "
        "uses it. Ruling out 'Python releases' also rules out 'Python asyncio'.",
    ),
    explanation=(
        "The description lists the topics in the words questions use, says what to use it "
        "for, and rules out the kinds of question that look searchable but are not in the "
        "notes: trivia (who created Git), arithmetic, orders, the company wiki. With a real "
        "model the same description routes the same way, because the description is all the "
        "model knows about the tool."
    ),
    wrong_answers=(
        VAGUE_DESCRIPTION,
        "Search the notes. Use it for every question.",
        Lazy(lambda: _library_description(), "the library's description, copied"),
    ),
    alternatives=(  # clear two-sided descriptions, their negative side worded otherwise
        "Searches the course's technical notes on programming: Python asyncio and concurrency "
        "(coroutines, tasks, the event loop, cancellation, timeouts), threads, locks and the GIL, "
        "multiprocessing, logging, regular expressions, caching, packaging, git, HTTP caching "
        "headers, SQL (indexes, joins, upserts, transactions), Docker builds, pytest and mocking, "
        "LangGraph, and RAG (chunking, embeddings, retrieval). Use it for how-to and concept "
        "questions on these topics. It has no customer orders, no arithmetic, nothing about our "
        "company's projects, teams or people, and no general trivia; greetings and small talk "
        "need no search.",
        "Technical notes about Python (asyncio, threads, the GIL, multiprocessing, logging, regex, "
        "caching, packaging), git, HTTP caching, SQL indexes and upserts, Docker, pytest and "
        "mocking, LangGraph and RAG. Only for how-to and concept questions about those tools. "
        "Never for small talk, trivia such as who invented something or what an acronym means, "
        "maths, customer orders or the company's own projects, teams and people.",
    ),
    timeout=300.0,
)


def _library_description() -> str:
    from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

    return NOTES_DESCRIPTION


# --- q2: citations --------------------------------------------------------------------------

def make_cited_search_tool(retriever):
    from langchain_core.prompts import PromptTemplate
    from langchain_core.tools import create_retriever_tool

    from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

    return create_retriever_tool(
        retriever,
        "search_notes",
        NOTES_DESCRIPTION,
        document_prompt=PromptTemplate.from_template("[source: {source}] {title}\n{page_content}"),
    )


def _snippet(text: str) -> str:
    """The start of a passage as the tool's output shows it (one line, whitespace collapsed)."""
    return " ".join(text.split())[:60]


def _unexposed_source(tool: Any, query: str, docs: list[Any]) -> str | None:
    """The source of a returned passage that the tool's output does not show beside it.

    Judged on the output, whatever its format (``[source: x]``, ``Source: x``, ``(source: x)``,
    ``[x]``, a tag): each passage's text must be there, and its source must appear between
    the end of the previous passage and the start of the next one."""
    output = " ".join(str(tool.invoke({"query": query})).split())
    starts, at = [], 0
    for doc in docs:
        found = output.find(_snippet(doc.page_content), at)
        if found < 0:
            return f"the passage from {doc.metadata['source']} is missing: keep {{page_content}}"
        starts.append(found)
        at = found + 1
    for i, doc in enumerate(docs):
        begin = starts[i - 1] + len(_snippet(docs[i - 1].page_content)) if i else 0
        end = starts[i + 1] if i + 1 < len(docs) else len(output)
        if doc.metadata["source"] not in output[begin:end]:
            return f"the passage from {doc.metadata['source']} comes without its source"
    return None


def _agent_cites(tool: Any) -> Any:
    from langchain_core.tools import BaseTool

    from course_lib.evaluation.questions import load_questions
    from course_lib.exercises.verdict import Status, Verdict
    from course_lib.measurement.trace import run_turn
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.agent import make_agent
    from course_lib.rag.pipelines import cited_sources

    if not isinstance(tool, BaseTool):
        return f"it should return a tool (made by create_retriever_tool), not a {type(tool).__name__}."
    retriever = notes_retriever()
    questions = {q.id: q for q in load_questions(categories=["notes"])}
    for qid in CITE_QUESTION_IDS:  # what the model is shown: every passage with its source
        question = questions[qid].question
        if problem := _unexposed_source(tool, question, retriever.invoke(question)):
            return (f"for {question!r}, {problem}. What does the model see of each document? "
                    "Print tool.invoke({'query': '...'}).")
    agent = make_agent(llm=get_chat_model(), tools=[tool])
    cited_any = []
    for qid in CITE_QUESTION_IDS:  # and what the agent makes of it
        question = questions[qid].question
        turn = run_turn(agent, question)
        if tool.name not in turn.tools:
            return f"the agent did not call your tool for {question!r}; keep a clear description."
        cited, retrieved = cited_sources(turn.answer), turn.ledger.sources()
        if not set(cited) <= set(retrieved):
            return f"the answer to {question!r} cites {cited}, which the search did not return."
        cited_any += cited
    how = (f"and the agent's answers cite {sorted(set(cited_any))}" if cited_any else
           "though this model did not copy them into its answers (the simulator reads sources "
           "written as [source: ...], Source:/Content: records or tags; a real model reads any "
           "clear label)")
    return Verdict(Status.CORRECT, f"Every passage your tool returns carries its source, {how}.",
                   problem="02 q2: Make the agent cite its sources")


Q2 = FunctionProblem(
    id="q2",
    notebook="02",
    title="Make the agent cite its sources",
    prompt=(
        "Write `make_cited_search_tool(retriever)`: wrap the retriever with "
        "`create_retriever_tool` so that the agent's answers can cite the note each fact "
        "comes from. The check asks your tool note questions you have not seen and looks at what "
        "the model would read: every passage with its source, in any format you like. Then it "
        "builds an agent with the course's system prompt and your tool, and checks that any "
        "`[notes/...]` citation in its answers names a document the search really returned."
    ),
    starter='''from langchain_core.prompts import PromptTemplate
from langchain_core.tools import create_retriever_tool


def make_cited_search_tool(retriever):
    """search_notes, with results that tell the model where each passage comes from."""
    return ____''',
    answer_name="make_cited_search_tool",
    reference=make_cited_search_tool,
    cases=[Case(args=lambda: (notes_retriever(),), label="notes_retriever", test=_agent_cites)],
    hints=(
        "The system prompt already asks for citations. What does the model actually see of a "
        "document? Call your tool with a query and print what it returns.",
        "`create_retriever_tool` takes `document_prompt`, a `PromptTemplate` over a document's "
        "metadata and `page_content`; the course's chunks have `source` and `title` metadata.",
    ),
    explanation=(
        "Without `document_prompt` the tool returns only the chunks' text: the model cannot cite "
        "what it cannot see. A template such as `[source: {source}] {title}\\n{page_content}` "
        "puts each chunk's source in front of it, and the model can copy it into the answer. "
        "The library's `make_search_tool` does exactly this with `document_prompt()`."
    ),
    wrong_answers=(
        Lazy(lambda: _plain_tool, "no document_prompt: the model never sees a source"),
        Lazy(lambda: _source_only_tool, "sources without the text"),
        Lazy(lambda: _templated_tool("Source: notes\n{page_content}"), "the same label on every passage"),
        Lazy(lambda: _templated_tool("[source: {title}]\n{page_content}"), "the title, not the source"),
    ),
    alternatives=(  # any format that shows each passage's source
        Lazy(lambda: _templated_tool("Source: {source}\n{page_content}")),
        Lazy(lambda: _templated_tool("{page_content}\n(source: {source})")),
        Lazy(lambda: _templated_tool("[{source}] {title}\n{page_content}")),
        Lazy(lambda: _templated_tool('<document source="{source}">\n{page_content}\n</document>')),
    ),
    timeout=120.0,
)


def _templated_tool(template: str):
    """A learner's answer: create_retriever_tool with ``template`` as its document_prompt."""

    def make(retriever):
        from langchain_core.prompts import PromptTemplate
        from langchain_core.tools import create_retriever_tool

        from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

        return create_retriever_tool(retriever, "search_notes", NOTES_DESCRIPTION,
                                     document_prompt=PromptTemplate.from_template(template))

    return make


def _plain_tool(retriever):
    from langchain_core.tools import create_retriever_tool

    from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

    return create_retriever_tool(retriever, "search_notes", NOTES_DESCRIPTION)


def _source_only_tool(retriever):
    from langchain_core.prompts import PromptTemplate
    from langchain_core.tools import create_retriever_tool

    from course_lib.rag.tools.retrieval import NOTES_DESCRIPTION

    return create_retriever_tool(retriever, "search_notes", NOTES_DESCRIPTION,
                                 document_prompt=PromptTemplate.from_template("[source: {source}]"))


# --- q3: follow-up questions ----------------------------------------------------------------

def make_chat_agent(llm, tools):
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from course_lib.rag.prompts import NOTES_AGENT_SYSTEM

    return create_agent(llm, tools=tools, system_prompt=NOTES_AGENT_SYSTEM,
                        checkpointer=InMemorySaver())


def _chat_parts() -> tuple:
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.tools.retrieval import make_search_tool

    return get_chat_model(), [make_search_tool(notes_retriever())]


def _remembers(agent: Any) -> str | None:
    from course_lib.measurement.trace import run_turn

    if not hasattr(agent, "invoke"):
        return f"it should return an agent (a compiled graph), not a {type(agent).__name__}."
    first, follow_up, expected = FOLLOW_UP
    run_turn(agent, first, thread_id="q3-check")
    turn = run_turn(agent, follow_up, thread_id="q3-check")
    if expected not in turn.answer.lower():
        return (f"after {first!r}, the follow-up {follow_up!r} in the same thread was answered "
                f"{turn.answer[:90]!r}: the agent forgot the first question.")
    return None


Q3 = FunctionProblem(
    id="q3",
    notebook="02",
    title="An agent that remembers",
    prompt=(
        "Write `make_chat_agent(llm, tools)` returning a `create_agent` agent that remembers "
        "earlier turns of a conversation: asked twice with the same `thread_id`, the second "
        "question may rely on the first."
    ),
    starter='''from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver

from course_lib.rag.prompts import NOTES_AGENT_SYSTEM


def make_chat_agent(llm, tools):
    """A notes agent that remembers earlier turns of each conversation (thread_id)."""
    return ____''',
    answer_name="make_chat_agent",
    reference=make_chat_agent,
    cases=[Case(args=_chat_parts, label="llm, [search_notes]", test=_remembers)],
    hints=(
        "An agent's memory is its checkpointer: `create_agent(..., checkpointer=...)`.",
        "`InMemorySaver()` keeps every thread's messages in memory; the `thread_id` in the "
        "config picks the thread.",
    ),
    explanation=(
        "`create_agent` compiles a graph; with a checkpointer, LangGraph saves the state "
        "(the messages) after each step under the `thread_id` of the config and loads it at "
        "the next call with the same id, so the model sees the earlier question. Without one, "
        "every call starts from an empty conversation."
    ),
    wrong_answers=(
        Lazy(lambda: _forgetful_agent, "no checkpointer"),
    ),
    timeout=120.0,
)


def _forgetful_agent(llm, tools):
    from langchain.agents import create_agent

    from course_lib.rag.prompts import NOTES_AGENT_SYSTEM

    return create_agent(llm, tools=tools, system_prompt=NOTES_AGENT_SYSTEM)


PROBLEMS = [Q1, Q2, Q3]
