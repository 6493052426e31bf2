"""Port: LangChain's "RAG research agent" LangGraph template: a router (``Router`` TypedDict:
``logic`` and ``type: Literal["more-info", "langchain", "general"]``, the options described as
markdown sections of the system prompt) sends a user's inquiry to a follow-up question, a
polite refusal, or a research loop: a ``Plan`` (``steps: list[str]``), and per step a researcher
subgraph that generates search queries (``Response.queries``), retrieves for each in parallel
(``Send``), then one answer over all documents formatted as XML, citing ``[n]``.

Source: github.com/langchain-ai/rag-research-agent-template @39f3ce6ad9cac90ce10d6f93890511fa67a51885:
``src/retrieval_graph/{prompts,graph,state}.py``, ``src/retrieval_graph/researcher_graph/{graph,state}.py``,
``src/shared/{state,utils}.py``. Licence: MIT (Copyright (c) 2024 LangChain).

Kept verbatim: the six system prompts, ``Router``, ``Plan``, ``Response``, every node function's
body and the routing functions, ``reduce_docs``, ``format_docs`` / ``_format_doc``, the states
(their long docstrings shortened), both graphs' wiring. Swapped: ``load_chat_model(...)`` (two
Anthropic / OpenAI models by configuration) -> the simulator; ``AgentConfiguration.
from_runnable_config(config)`` -> an object holding the default prompts (the defaults are these
prompts); ``retrieval.make_retriever(config)`` (Elastic / Pinecone / MongoDB over the LangChain
docs, ``search_kwargs`` default: k=4) -> ``LocalVectorStore`` + ``course_lib.get_embeddings()``
over six invented documentation pages, k=4; the index graph left out (the pages are loaded
directly). The graphs are run with ``ainvoke`` as the template runs them.

Oracles (written before the first run), per model call:
- router: ``type`` is the inquiry's (an error with no details -> ``more-info``; a question on
  LangChain / LangGraph -> ``langchain``; a question on anything else -> ``general``);
- ``ask_for_more_info``: a reply that asks the user a question (a "?") about their problem, no
  invented diagnosis; ``respond_to_general_query``: declines and names LangChain, does not
  answer the off-topic question;
- ``create_research_plan``: 1-4 steps, each on the question's subject (a content word of it), not
  the prompt's list of sources alone;
- ``generate_queries``: 1-5 queries, each on the step's or the question's subject, not the
  prompt's words;
- ``respond``: the documentation's fact (a regex per question), no raw ``<document`` dump; for a
  question the pages do not answer, says it is not sure / cannot find it and claims no support;
- or a stated limit. A crash of the program on a stated limit (an empty plan: ``steps[0]``) is
  recorded after that call, not counted as a call.

First sight (a4f7a5a0; the harness corrected after the run: the router's call is logged as a tool
call, and an inquiry routed to research that needs none reached ``respond``, where the harness
crashed; such an answer is now judged as one to a question the pages do not answer):
18 calls, 6 right / 7 stated a limit / 5 silently wrong. Every router call states a limit (its
``logic`` field; the routes score 0 and ``more-info`` is taken, or a weak topic match picks
``langchain`` for the vague error), and the five
``ask_for_more_info`` replies were "I don't know." (read from the empty ``<logic>`` block beside
the instruction to ask one follow-up question). After ports22 (``instructed_replies``): 11 / 7 / 0.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import uuid
import warnings
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Optional, TypedDict, Union, cast  # noqa: UP035

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AnyMessage, BaseMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph, add_messages
from langgraph.types import Send

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program: prompts.py (verbatim) ----------------------------------------------------------

ROUTER_SYSTEM_PROMPT = """You are a LangChain Developer advocate. Your job is help people using LangChain answer any issues they are running into.

A user will come to you with an inquiry. Your first job is to classify what type of inquiry it is. The types of inquiries you should classify it as are:

## `more-info`
Classify a user inquiry as this if you need more information before you will be able to help them. Examples include:
- The user complains about an error but doesn't provide the error
- The user says something isn't working but doesn't explain why/how it's not working

## `langchain`
Classify a user inquiry as this if it can be answered by looking up information related to LangChain open source package. The LangChain open source package \
is a python library for working with LLMs. It integrates with various LLMs, databases and APIs.

## `general`
Classify a user inquiry as this if it is just a general question"""

GENERAL_SYSTEM_PROMPT = """You are a LangChain Developer advocate. Your job is help people using LangChain answer any issues they are running into.

Your boss has determined that the user is asking a general question, not one related to LangChain. This was their logic:

<logic>
{logic}
</logic>

Respond to the user. Politely decline to answer and tell them you can only answer questions about LangChain-related topics, and that if their question is about LangChain they should clarify how it is.\
Be nice to them though - they are still a user!"""

MORE_INFO_SYSTEM_PROMPT = """You are a LangChain Developer advocate. Your job is help people using LangChain answer any issues they are running into.

Your boss has determined that more information is needed before doing any research on behalf of the user. This was their logic:

<logic>
{logic}
</logic>

Respond to the user and try to get any more relevant information. Do not overwhelm them! Be nice, and only ask them a single follow up question."""

RESEARCH_PLAN_SYSTEM_PROMPT = """You are a LangChain expert and a world-class researcher, here to assist with any and all questions or issues with LangChain, LangGraph, LangSmith, or any related functionality. Users may come to you with questions or issues.

Based on the conversation below, generate a plan for how you will research the answer to their question. \
The plan should generally not be more than 3 steps long, it can be as short as one. The length of the plan depends on the question.

You have access to the following documentation sources:
- Conceptual docs
- Integration docs
- How-to guides

You do not need to specify where you want to research for all steps of the plan, but it's sometimes helpful."""

RESPONSE_SYSTEM_PROMPT = """\
You are an expert programmer and problem-solver, tasked with answering any question \
about LangChain.

Generate a comprehensive and informative answer for the \
given question based solely on the provided search results (URL and content). \
Do NOT ramble, and adjust your response length based on the question. If they ask \
a question that can be answered in one sentence, do that. If 5 paragraphs of detail is needed, \
do that. You must \
only use information from the provided search results. Use an unbiased and \
journalistic tone. Combine search results together into a coherent answer. Do not \
repeat text. Cite search results using [${{number}}] notation. Only cite the most \
relevant results that answer the question accurately. Place these citations at the end \
of the individual sentence or paragraph that reference them. \
Do not put them all at the end, but rather sprinkle them throughout. If \
different results refer to different entities within the same name, write separate \
answers for each entity.

You should use bullet points in your answer for readability. Put citations where they apply
rather than putting them all at the end. DO NOT PUT THEM ALL THAT END, PUT THEM IN THE BULLET POINTS.

If there is nothing in the context relevant to the question at hand, do NOT make up an answer. \
Rather, tell them why you're unsure and ask for any additional information that may help you answer better.

Sometimes, what a user is asking may NOT be possible. Do NOT tell them that things are possible if you don't \
see evidence for it in the context below. If you don't see based in the information below that something is possible, \
do NOT say that it is - instead say that you're not sure.

Anything between the following `context` html blocks is retrieved from a knowledge \
bank, not part of the conversation with the user.

<context>
    {context}
<context/>"""

GENERATE_QUERIES_SYSTEM_PROMPT = """\
Generate 3 search queries to search for to answer the user's question. \
These search queries should be diverse in nature - do not generate \
repetitive ones."""


# --- shared/state.py and shared/utils.py (verbatim) ----------------------------------------------


def _generate_uuid(page_content: str) -> str:
    """Generate a UUID for a document based on page content."""
    md5_hash = hashlib.md5(page_content.encode()).hexdigest()
    return str(uuid.UUID(md5_hash))


def reduce_docs(
    existing: Optional[list[Document]],  # noqa: UP045
    new: Union[  # noqa: UP007
        list[Document],
        list[dict[str, Any]],
        list[str],
        str,
        Literal["delete"],
    ],
) -> list[Document]:
    """Reduce and process documents based on the input type."""
    if new == "delete":
        return []

    existing_list = list(existing) if existing else []
    if isinstance(new, str):
        return existing_list + [
            Document(page_content=new, metadata={"uuid": _generate_uuid(new)})
        ]

    new_list = []
    if isinstance(new, list):
        existing_ids = set(doc.metadata.get("uuid") for doc in existing_list)
        for item in new:
            if isinstance(item, str):
                item_id = _generate_uuid(item)
                new_list.append(Document(page_content=item, metadata={"uuid": item_id}))
                existing_ids.add(item_id)

            elif isinstance(item, dict):
                metadata = item.get("metadata", {})
                item_id = metadata.get("uuid") or _generate_uuid(
                    item.get("page_content", "")
                )

                if item_id not in existing_ids:
                    new_list.append(
                        Document(**{**item, "metadata": {**metadata, "uuid": item_id}})
                    )
                    existing_ids.add(item_id)

            elif isinstance(item, Document):
                item_id = item.metadata.get("uuid", "")
                if not item_id:
                    item_id = _generate_uuid(item.page_content)
                    new_item = item.copy(deep=True)
                    new_item.metadata["uuid"] = item_id
                else:
                    new_item = item

                if item_id not in existing_ids:
                    new_list.append(new_item)
                    existing_ids.add(item_id)

    return existing_list + new_list


def _format_doc(doc: Document) -> str:
    """Format a single document as XML."""
    metadata = doc.metadata or {}
    meta = "".join(f" {k}={v!r}" for k, v in metadata.items())
    if meta:
        meta = f" {meta}"

    return f"<document{meta}>\n{doc.page_content}\n</document>"


def format_docs(docs: Optional[list[Document]]) -> str:  # noqa: UP045
    """Format a list of documents as XML."""
    if not docs:
        return "<documents></documents>"
    formatted = "\n".join(_format_doc(doc) for doc in docs)
    return f"""<documents>
{formatted}
</documents>"""


# --- retrieval_graph/state.py, researcher_graph/state.py (docstrings shortened) -------------------


@dataclass(kw_only=True)
class InputState:
    """Represents the input state for the agent."""

    messages: Annotated[list[AnyMessage], add_messages]


class Router(TypedDict):
    """Classify user query."""

    logic: str
    type: Literal["more-info", "langchain", "general"]


@dataclass(kw_only=True)
class AgentState(InputState):
    """State of the retrieval graph / agent."""

    router: Router = field(default_factory=lambda: Router(type="general", logic=""))
    """The router's classification of the user's query."""
    steps: list[str] = field(default_factory=list)
    """A list of steps in the research plan."""
    documents: Annotated[list[Document], reduce_docs] = field(default_factory=list)
    """Populated by the retriever. This is a list of documents that the agent can reference."""


@dataclass(kw_only=True)
class QueryState:
    """Private state for the retrieve_documents node in the researcher graph."""

    query: str


@dataclass(kw_only=True)
class ResearcherState:
    """State of the researcher graph / agent."""

    question: str
    """A step in the research plan generated by the retriever agent."""
    queries: list[str] = field(default_factory=list)
    """A list of search queries based on the question that the researcher generates."""
    documents: Annotated[list[Document], reduce_docs] = field(default_factory=list)
    """Populated by the retriever. This is a list of documents that the agent can reference."""


# --- the swapped parts ---------------------------------------------------------------------------


class _Configuration:  # swap: AgentConfiguration's defaults (the prompts above)
    router_system_prompt = ROUTER_SYSTEM_PROMPT
    more_info_system_prompt = MORE_INFO_SYSTEM_PROMPT
    general_system_prompt = GENERAL_SYSTEM_PROMPT
    research_plan_system_prompt = RESEARCH_PLAN_SYSTEM_PROMPT
    generate_queries_system_prompt = GENERATE_QUERIES_SYSTEM_PROMPT
    response_system_prompt = RESPONSE_SYSTEM_PROMPT
    query_model = "sim"
    response_model = "sim"

    @classmethod
    def from_runnable_config(cls, _config=None):
        return cls()


PAGES = {  # invented documentation pages (stand in for the template's indexed LangChain docs)
    "https://docs.example/langgraph/how-to/persistence": (
        "Persistence in LangGraph. To keep a conversation's state between two invocations of a graph, "
        "compile the graph with a checkpointer, for example MemorySaver, and pass a thread_id under the "
        "configurable key of the config. Each thread_id keeps its own history; a new thread_id starts an "
        "empty conversation. For production, use a database-backed checkpointer such as the Postgres one."),
    "https://docs.example/langchain/concepts/text-splitters": (
        "Text splitters. RecursiveCharacterTextSplitter tries a list of separators in order: blank lines, "
        "then newlines, then spaces, then single characters, so paragraphs stay together where they fit. "
        "Its default chunk_size is 4000 characters and its default chunk_overlap is 200 characters."),
    "https://docs.example/langchain/how-to/structured-output": (
        "Structured output. Call with_structured_output(schema) on a chat model to get objects instead of "
        "text. The schema may be a Pydantic class, a TypedDict or a JSON schema dict. With include_raw=True "
        "the result is a dict with the keys raw, parsed and parsing_error."),
    "https://docs.example/langchain/integrations/vectorstores/chroma": (
        "Chroma integration. Chroma is an open-source vector database that runs in memory or on disk. "
        "Create a store with Chroma.from_documents(documents, embedding, persist_directory=path); the "
        "persist_directory keeps the collection on disk between sessions."),
    "https://docs.example/langgraph/concepts/streaming": (
        "Streaming in LangGraph. graph.stream accepts a stream_mode: 'values' yields the whole state "
        "after each step, 'updates' yields only what each node returned, and 'messages' yields the chat "
        "model's tokens as they are produced."),
    "https://docs.example/langchain/how-to/fallbacks": (
        "Fallbacks. Any runnable has with_fallbacks([other, ...]): when the first runnable raises an "
        "error, the fallbacks are tried in order. This is useful when a model provider has an outage."),
}


def _store():
    docs = [Document(page_content=text, metadata={"source": url}) for url, text in PAGES.items()]
    return LocalVectorStore.from_documents(docs, embeddings())


# --- the program: researcher_graph/graph.py and graph.py (verbatim bodies) -----------------------


def build(llm, store=None):
    store = store or _store()
    AgentConfiguration = _Configuration  # noqa: N806 (swap)

    def load_chat_model(_name):  # swap: the simulator
        return llm

    class retrieval:  # noqa: N801 (swap: retrieval.make_retriever)
        class make_retriever:  # noqa: N801
            def __init__(self, _config):
                self.retriever = store.as_retriever(search_kwargs={})

            def __enter__(self):
                return self.retriever

            def __exit__(self, *exc):
                return False

    async def generate_queries(
        state: ResearcherState, *, config: RunnableConfig
    ) -> dict[str, list[str]]:
        """Generate search queries based on the question (a step in the research plan)."""

        class Response(TypedDict):
            queries: list[str]

        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.query_model).with_structured_output(Response)
        messages = [
            {"role": "system", "content": configuration.generate_queries_system_prompt},
            {"role": "human", "content": state.question},
        ]
        response = cast(Response, await model.ainvoke(messages))
        return {"queries": response["queries"]}

    async def retrieve_documents(
        state: QueryState, *, config: RunnableConfig
    ) -> dict[str, list[Document]]:
        """Retrieve documents based on a given query."""
        with retrieval.make_retriever(config) as retriever:
            response = await retriever.ainvoke(state.query, config)
            return {"documents": response}

    def retrieve_in_parallel(state: ResearcherState) -> list[Send]:
        """Create parallel retrieval tasks for each generated query."""
        return [
            Send("retrieve_documents", QueryState(query=query)) for query in state.queries
        ]

    builder = StateGraph(ResearcherState)
    builder.add_node(generate_queries)
    builder.add_node(retrieve_documents)
    builder.add_edge(START, "generate_queries")
    builder.add_conditional_edges(
        "generate_queries",
        retrieve_in_parallel,  # type: ignore
        path_map=["retrieve_documents"],
    )
    builder.add_edge("retrieve_documents", END)
    researcher_graph = builder.compile()
    researcher_graph.name = "ResearcherGraph"

    async def analyze_and_route_query(
        state: AgentState, *, config: RunnableConfig
    ) -> dict[str, Router]:
        """Analyze the user's query and determine the appropriate routing."""
        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.query_model)
        messages = [
            {"role": "system", "content": configuration.router_system_prompt}
        ] + state.messages
        response = cast(
            Router, await model.with_structured_output(Router).ainvoke(messages)
        )
        return {"router": response}

    def route_query(
        state: AgentState,
    ) -> Literal["create_research_plan", "ask_for_more_info", "respond_to_general_query"]:
        """Determine the next step based on the query classification."""
        _type = state.router["type"]
        if _type == "langchain":
            return "create_research_plan"
        elif _type == "more-info":
            return "ask_for_more_info"
        elif _type == "general":
            return "respond_to_general_query"
        else:
            raise ValueError(f"Unknown router type {_type}")

    async def ask_for_more_info(
        state: AgentState, *, config: RunnableConfig
    ) -> dict[str, list[BaseMessage]]:
        """Generate a response asking the user for more information."""
        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.query_model)
        system_prompt = configuration.more_info_system_prompt.format(
            logic=state.router["logic"]
        )
        messages = [{"role": "system", "content": system_prompt}] + state.messages
        response = await model.ainvoke(messages)
        return {"messages": [response]}

    async def respond_to_general_query(
        state: AgentState, *, config: RunnableConfig
    ) -> dict[str, list[BaseMessage]]:
        """Generate a response to a general query not related to LangChain."""
        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.query_model)
        system_prompt = configuration.general_system_prompt.format(
            logic=state.router["logic"]
        )
        messages = [{"role": "system", "content": system_prompt}] + state.messages
        response = await model.ainvoke(messages)
        return {"messages": [response]}

    async def create_research_plan(
        state: AgentState, *, config: RunnableConfig
    ) -> dict[str, list[str] | str]:
        """Create a step-by-step research plan for answering a LangChain-related query."""

        class Plan(TypedDict):
            """Generate research plan."""

            steps: list[str]

        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.query_model).with_structured_output(Plan)
        messages = [
            {"role": "system", "content": configuration.research_plan_system_prompt}
        ] + state.messages
        response = cast(Plan, await model.ainvoke(messages))
        return {"steps": response["steps"], "documents": "delete"}

    async def conduct_research(state: AgentState) -> dict[str, Any]:
        """Execute the first step of the research plan."""
        result = await researcher_graph.ainvoke({"question": state.steps[0]})
        return {"documents": result["documents"], "steps": state.steps[1:]}

    def check_finished(state: AgentState) -> Literal["respond", "conduct_research"]:
        """Determine if the research process is complete or if more research is needed."""
        if len(state.steps or []) > 0:
            return "conduct_research"
        else:
            return "respond"

    async def respond(
        state: AgentState, *, config: RunnableConfig
    ) -> dict[str, list[BaseMessage]]:
        """Generate a final response to the user's query based on the conducted research."""
        configuration = AgentConfiguration.from_runnable_config(config)
        model = load_chat_model(configuration.response_model)
        context = format_docs(state.documents)
        prompt = configuration.response_system_prompt.format(context=context)
        messages = [{"role": "system", "content": prompt}] + state.messages
        response = await model.ainvoke(messages)
        return {"messages": [response]}

    builder = StateGraph(AgentState, input=InputState)  # config_schema=AgentConfiguration (swap)
    builder.add_node(analyze_and_route_query)
    builder.add_node(ask_for_more_info)
    builder.add_node(respond_to_general_query)
    builder.add_node(conduct_research)
    builder.add_node(create_research_plan)
    builder.add_node(respond)

    builder.add_edge(START, "analyze_and_route_query")
    builder.add_conditional_edges("analyze_and_route_query", route_query)
    builder.add_edge("create_research_plan", "conduct_research")
    builder.add_conditional_edges("conduct_research", check_finished)
    builder.add_edge("ask_for_more_info", END)
    builder.add_edge("respond_to_general_query", END)
    builder.add_edge("respond", END)

    graph = builder.compile()
    graph.name = "RetrievalGraph"
    return graph


# --- the inquiries and the judge -----------------------------------------------------------------

# name -> (inquiry, allowed router types, the fact the answer must state (None: the pages do not say))
INQUIRIES: dict[str, tuple[str, set, Any]] = {
    "persistence": ("How do I keep the conversation history between two invocations of my LangGraph graph?",
                    {"langchain"}, re.compile(r"checkpointer|MemorySaver|thread_id", re.I)),
    "overlap": ("What is the default chunk overlap of RecursiveCharacterTextSplitter?",
                {"langchain"}, re.compile(r"\b200\b")),
    "stream_modes": ("Which stream_mode of graph.stream gives me only what each node returned?",
                     {"langchain"}, re.compile(r"updates", re.I)),
    "unknown_integration": ("Does LangChain have an integration for the Zephyrus vector database?",
                            {"langchain"}, None),
    "vague_error": ("I'm getting an error when I run my chain, can you help?", {"more-info"}, "more-info"),
    "banana_bread": ("What's a good recipe for banana bread?", {"general"}, "general"),
    "world_cup": ("Who won the football World Cup in 2018?", {"general"}, "general"),
}

_STOP = set("the and for you your are with from this that have has will would could what which when "
            "does how can get give only each between into about langchain langgraph good".split())
_UNSURE = re.compile(r"not sure|unsure|don't know|do not know|couldn't find|could not find|no information|"
                     r"not (?:mentioned|covered|in the)|does not (?:say|mention)|can't find|cannot find", re.I)
_PROMPT_WORDS = re.compile(r"diverse in nature|repetitive|world-class researcher|Conceptual docs$|"
                           r"Integration docs$|How-to guides$", re.I)


def _content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z_]+", text.lower()) if len(w) > 3 and w not in _STOP}


def _structured(call: dict) -> dict:
    import json

    if call["tool_calls"]:  # the schema bound as a tool: its arguments
        return dict(call["tool_calls"][0]["args"])
    try:
        return json.loads(call["text"])
    except (ValueError, TypeError):
        return {}


def rows_inquiry(model, name):
    inquiry, types, fact = INQUIRIES[name]
    graph = build(model)
    log = CallLog()
    crashed = ""
    result: dict = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = asyncio.run(graph.ainvoke({"messages": [("user", inquiry)]}, {"callbacks": [log]}))
        except Exception as exc:  # noqa: BLE001 (the program's own crash is recorded, not raised)
            crashed = f"{type(exc).__name__}: {exc}"
    subject = _content(inquiry)
    rows = []
    calls = list(log.calls)
    # 1. the router
    call = calls.pop(0)
    routed = _structured(call).get("type", "")
    rows.append((f"{name} router", verdict(call["text"], routed in types, call["limit"]), str(_structured(call))[:200]))
    steps: list[str] = []
    for call in calls:
        data = _structured(call)
        text = call["text"]
        if "steps" in data:
            steps = [str(s) for s in data["steps"]]
            ok = 1 <= len(steps) <= 4 and all(_content(s) & subject and not _PROMPT_WORDS.search(s.strip())
                                              for s in steps)
            rows.append((f"{name} create_research_plan", verdict(text, ok, call["limit"]), str(steps)[:240]))
        elif "queries" in data:
            queries = [str(q) for q in data["queries"]]
            about = subject | {w for s in steps for w in _content(s)}
            ok = 1 <= len(queries) <= 5 and all(_content(q) & about and not _PROMPT_WORDS.search(q) for q in queries)
            rows.append((f"{name} generate_queries", verdict(text, ok, call["limit"]), str(queries)[:240]))
        elif routed == "more-info":
            ok = "?" in text and not _UNSURE.search(text) and bool(text.strip())
            rows.append((f"{name} ask_for_more_info", verdict(text, ok, call["limit"]), text[:240]))
        elif routed == "general":
            ok = "langchain" in text.lower() and bool(re.search(r"only|can't|cannot|sorry|unable|decline", text, re.I)) \
                and not re.search(r"\b(?:banana|flour|oven|France|Croatia)\b", text.replace("banana bread", ""), re.I)
            rows.append((f"{name} respond_to_general_query", verdict(text, ok, call["limit"]), text[:240]))
        else:
            if fact is None or isinstance(fact, str):  # the pages do not say / no research was due
                ok = bool(_UNSURE.search(text)) and not re.search(r"\byes\b|supports? (?:a|an|the)? ?Zephyrus", text, re.I)
            else:
                ok = bool(fact.search(text)) and "<document" not in text
            rows.append((f"{name} respond", verdict(text, ok, call["limit"]), text[:240]))
    if crashed:
        rows.append((f"{name} (program crashed after the calls above)", "limit" if any(r[1] == "limit" for r in rows) else "wrong", crashed[:200]))
    _ = result
    return rows


SCENARIOS = {n: (lambda m, n=n: rows_inquiry(m, n)) for n in INQUIRIES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "conversation history between two invocations": ("langchain", ["Find how LangGraph persists conversation history between invocations"],
                                                     "Compile the graph with a checkpointer such as MemorySaver and pass a thread_id in the config [1]."),
    "default chunk overlap": ("langchain", ["Look up the default chunk overlap of RecursiveCharacterTextSplitter"],
                              "The default chunk_overlap is 200 characters [1]."),
    "stream_mode": ("langchain", ["Find the stream_mode that returns each node's update"],
                    "Use stream_mode='updates': it yields only what each node returned [1]."),
    "Zephyrus": ("langchain", ["Search the integration docs for a Zephyrus vector database"],
                 "I'm not sure: the documentation I found does not mention a Zephyrus integration. Which package are you using?"),
    "getting an error": ("more-info", [], "Sorry to hear that! Could you share the full error message you see?"),
    "banana bread": ("general", [], "Sorry, I can only answer questions about LangChain-related topics."),
    "World Cup": ("general", [], "Sorry, I can only answer questions about LangChain-related topics."),
}


def test_wiring_with_an_ideal_model():
    import json

    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel

    class _Logged(ScriptedChatModel):
        """The ideal model's structured replies go through ``_generate`` so ``CallLog`` sees them."""

        def with_structured_output(self, schema, **kwargs):
            from langchain_core.runnables import RunnableLambda

            def run(value, config):
                message = self.invoke(value, config)
                return json.loads(message.content)

            return RunnableLambda(run)

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        key = next(k for k in _IDEAL if k in text)
        route, steps, answer = _IDEAL[key]
        if "classify what type of inquiry" in text:
            return AIMessage(json.dumps({"logic": "by its subject", "type": route}))
        if "generate a plan" in text:
            return AIMessage(json.dumps({"steps": steps}))
        if "Generate 3 search queries" in text:
            return AIMessage(json.dumps({"queries": [steps[0] if steps else key]}))
        return answer

    scripted_steps = {}
    for key, (_, steps, _) in _IDEAL.items():
        scripted_steps[key] = steps
    model = _Logged(script=lambda p, s, t: script(p + "".join(k for k, v in scripted_steps.items()
                                                               if any(st in p for st in v)), s, t))
    rows = scenarios(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
