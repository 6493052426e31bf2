"""Port: LangChain's LangGraph template "data-enrichment": an agent researches a topic and fills a
user-given JSON schema. ``call_agent_model`` binds ``search``, ``scrape_website`` and the schema
itself as an ``Info`` tool (a dict tool) with ``tool_choice="any"``; an ``Info`` call goes to
``reflect``, a grader (``InfoIsSatisfactory``: at least three reasons, ``is_satisfactory``,
``improvement_instructions``) whose verdict either ends the run or sends its instructions back as
an error ``ToolMessage``; ``scrape_website`` makes its own model call (notes on the page for the
schema). ``loop_step`` stops the loop after ``max_loops`` (6).

Source: github.com/langchain-ai/data-enrichment, ``src/enrichment_agent/{graph,prompts,state,
tools,configuration}.py`` @028fd9a96a1179397df5748e06870c2269308f20 (graph.py and tools.py as at
878caf7, unchanged since); the integration test's ``extraction_schema`` (``founder``,
``websiteUrl``, ``products_sold``). Licence: MIT (the repository's LICENSE).

Kept verbatim: ``MAIN_PROMPT``, ``_INFO_PROMPT``, ``InputState`` / ``State`` / ``OutputState``,
``Configuration`` (its defaults), ``call_agent_model``, ``InfoIsSatisfactory`` and its field
descriptions, ``reflect`` and its ``checker_prompt``, ``route_after_agent``,
``route_after_checker``, the graph; ``search`` and ``scrape_website`` keep their names,
signatures and docstrings (the model sees them).
Swapped: ``init_model(config)`` -> the simulator; ``TavilySearchResults`` in ``search`` ->
``FakeWebSearch`` over invented results; ``aiohttp`` in ``scrape_website`` -> a dict of invented
pages (an unknown url returns a 404 page); the graph runs with ``ainvoke`` as in the template.
Invented: two companies (one whose founder no page names).

Oracles (written before the first run), per model call:
- ``call_agent_model``: one tool call (the choice is "any"): ``search`` with a query naming the
  topic; ``scrape_website`` with a url the results gave; or ``Info`` whose every value the
  material so far states (the founder named on a page or result, the site's url, products named
  there; "unknown"/empty for what no material gives), never before any search;
- ``scrape_website``'s own call: notes that carry a fact of the page (a product or person it
  names), not the prompt echoed;
- ``reflect``: ``is_satisfactory`` true exactly when the presumed info equals the truth (founder,
  site, every product); at least one reason; instructions when not satisfactory;
- or a stated limit for any call. The run ends at ``max_loops`` or the recursion limit when the
  agent never submits (the program's own wiring).

First sight (760ce869, before any simulator change of ports23): 34 calls, 0 right / 34 stated a
limit / 0 silently wrong: the agent's first call is ``search`` with an empty query and the
template's ``config`` argument (a function tool's ``InjectedToolArg`` that ``bind_tools`` shows as
a required object) as ``{}``, then a limit naming both as missing; every later turn repeats
``search(query="respond calling provided tools")`` (the program's "Please respond by calling one
of the provided tools." read as the request) with the same limit, until ``max_loops``. After
ports23: the same 0 / 34 / 0 (not changed: the query from the prompt's "Topic:" line and a
plumbing argument are tool-argument work, left for fix33t).
"""

from __future__ import annotations

import asyncio
import json
import operator
import re
import warnings
from dataclasses import dataclass, field, fields
from typing import Annotated, Any, Dict, List, Literal, Optional, cast  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableConfig, ensure_config
from langchain_core.tools import InjectedToolArg
from langgraph.errors import GraphRecursionError
from langgraph.graph import StateGraph, add_messages
from langgraph.prebuilt import InjectedState, ToolNode
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, FakeWebSearch, sim_llm
from tests.thirdparty._verdict import verdict

# --- prompts.py ----------------------------------------------------------------------------------

MAIN_PROMPT = """You are doing web research on behalf of a user. You are trying to figure out this information:

<info>
{info}
</info>

You have access to the following tools:

- `Search`: call a search tool and get back some results
- `ScrapeWebsite`: scrape a website and get relevant notes about the given request. This will update the notes above.
- `Info`: call this when you are done and have gathered all the relevant info

Here is the information you have about the topic you are researching:

Topic: {topic}"""


# --- state.py ------------------------------------------------------------------------------------


@dataclass(kw_only=True)
class InputState:
    """Input state defines the interface between the graph and the user (external API)."""

    topic: str
    "The topic for which the agent is tasked to gather information."

    extraction_schema: dict[str, Any]
    "The json schema defines the information the agent is tasked with filling out."

    info: Optional[dict[str, Any]] = field(default=None)  # noqa: UP045
    "The info state tracks the current extracted data for the given topic, conforming to the provided schema. This is primarily populated by the agent."


@dataclass(kw_only=True)
class State(InputState):
    """A graph's State (the template's long docstring shortened)."""

    messages: Annotated[List[BaseMessage], add_messages] = field(default_factory=list)  # noqa: UP006

    loop_step: Annotated[int, operator.add] = field(default=0)


@dataclass(kw_only=True)
class OutputState:
    """The response object for the end user."""

    info: dict[str, Any]


# --- configuration.py ----------------------------------------------------------------------------


@dataclass(kw_only=True)
class Configuration:
    """The configuration for the agent."""

    model: str = field(default="anthropic/claude-3-5-sonnet-20240620")
    prompt: str = field(default=MAIN_PROMPT)
    max_search_results: int = field(default=10)
    max_info_tool_calls: int = field(default=3)
    max_loops: int = field(default=6)

    @classmethod
    def from_runnable_config(cls, config: Optional[RunnableConfig] = None) -> Configuration:  # noqa: UP045
        """Load configuration w/ defaults for the given invocation."""
        config = ensure_config(config)
        configurable = config.get("configurable") or {}
        _fields = {f.name for f in fields(cls) if f.init}
        return cls(**{k: v for k, v in configurable.items() if k in _fields})


# --- tools.py and graph.py -----------------------------------------------------------------------

_INFO_PROMPT = """You are doing web research on behalf of a user. You are trying to find out this information:

<info>
{info}
</info>

You just scraped the following website: {url}

Based on the website content below, jot down some notes about the website.

<Website content>
{content}
</Website content>"""


def build(model_factory, web: FakeWebSearch, pages: dict[str, str]):
    def init_model(config=None):  # swapped: the simulator
        return model_factory()

    async def search(
        query: str, *, config: Annotated[RunnableConfig, InjectedToolArg]
    ) -> Optional[list[dict[str, Any]]]:  # noqa: UP045
        """Query a search engine.

        This function queries the web to fetch comprehensive, accurate, and trusted results. It's particularly useful
        for answering questions about current events. Provide as much context in the query as needed to ensure high recall.
        """
        configuration = Configuration.from_runnable_config(config)
        web.k = configuration.max_search_results
        result = await web.ainvoke({"query": query})
        return cast(list[dict[str, Any]], result)

    async def scrape_website(
        url: str,
        *,
        state: Annotated[State, InjectedState],
        config: Annotated[RunnableConfig, InjectedToolArg],
    ) -> str:
        """Scrape and summarize content from a given URL.

        Returns:
            str: A summary of the scraped content, tailored to the extraction schema.
        """
        content = pages.get(url.rstrip("/"), "<html><body><h1>404 Not Found</h1></body></html>")

        p = _INFO_PROMPT.format(
            info=json.dumps(state.extraction_schema, indent=2),
            url=url,
            content=content[:40_000],
        )
        raw_model = init_model(config)
        result = await raw_model.ainvoke(p)
        return str(result.content)

    async def call_agent_model(
        state: State, *, config: Optional[RunnableConfig] = None  # noqa: UP045
    ) -> Dict[str, Any]:  # noqa: UP006
        """Call the primary Language Model (LLM) to decide on the next research action."""
        # Load configuration from the provided RunnableConfig
        configuration = Configuration.from_runnable_config(config)

        # Define the 'Info' tool, which is the user-defined extraction schema
        info_tool = {
            "name": "Info",
            "description": "Call this when you have gathered all the relevant info",
            "parameters": state.extraction_schema,
        }

        # Format the prompt defined in prompts.py with the extraction schema and topic
        p = configuration.prompt.format(
            info=json.dumps(state.extraction_schema, indent=2), topic=state.topic
        )

        # Create the messages list with the formatted prompt and the previous messages
        messages = [HumanMessage(content=p)] + state.messages

        # Initialize the raw model with the provided configuration and bind the tools
        raw_model = init_model(config)
        model = raw_model.bind_tools([scrape_website, search, info_tool], tool_choice="any")
        response = cast(AIMessage, await model.ainvoke(messages))

        # Initialize info to None
        info = None

        # Check if the response has tool calls
        if response.tool_calls:
            for tool_call in response.tool_calls:
                if tool_call["name"] == "Info":
                    info = tool_call["args"]
                    break
        if info is not None:
            # The agent is submitting their answer;
            # ensure it isn't erroneously attempting to simultaneously perform research
            response.tool_calls = [
                next(tc for tc in response.tool_calls if tc["name"] == "Info")
            ]
        response_messages: List[BaseMessage] = [response]  # noqa: UP006
        if not response.tool_calls:  # If LLM didn't respect the tool_choice
            response_messages.append(
                HumanMessage(content="Please respond by calling one of the provided tools.")
            )
        return {
            "messages": response_messages,
            "info": info,
            # Add 1 to the step count
            "loop_step": 1,
        }

    async def reflect(
        state: State, *, config: Optional[RunnableConfig] = None  # noqa: UP045
    ) -> Dict[str, Any]:  # noqa: UP006
        """Validate the quality of the data enrichment agent's output."""
        p = MAIN_PROMPT.format(
            info=json.dumps(state.extraction_schema, indent=2), topic=state.topic
        )
        last_message = state.messages[-1]
        if not isinstance(last_message, AIMessage):
            raise ValueError(
                f"{reflect.__name__} expects the last message in the state to be an AI message with tool calls."
                f" Got: {type(last_message)}"
            )
        messages = [HumanMessage(content=p)] + state.messages[:-1]
        presumed_info = state.info
        checker_prompt = """I am thinking of calling the info tool with the info below. \
Is this good? Give your reasoning as well. \
You can encourage the Assistant to look at specific URLs if that seems relevant, or do more searches.
If you don't think it is good, you should be very specific about what could be improved.

{presumed_info}"""
        p1 = checker_prompt.format(presumed_info=json.dumps(presumed_info or {}, indent=2))
        messages.append(HumanMessage(content=p1))
        raw_model = init_model(config)
        bound_model = raw_model.with_structured_output(InfoIsSatisfactory)
        response = cast(InfoIsSatisfactory, await bound_model.ainvoke(messages))
        if response.is_satisfactory and presumed_info:
            return {
                "info": presumed_info,
                "messages": [
                    ToolMessage(
                        tool_call_id=last_message.tool_calls[0]["id"],
                        content="\n".join(response.reason),
                        name="Info",
                        additional_kwargs={"artifact": response.model_dump()},
                        status="success",
                    )
                ],
            }
        else:
            return {
                "messages": [
                    ToolMessage(
                        tool_call_id=last_message.tool_calls[0]["id"],
                        content=f"Unsatisfactory response:\n{response.improvement_instructions}",
                        name="Info",
                        additional_kwargs={"artifact": response.model_dump()},
                        status="error",
                    )
                ]
            }

    def route_after_agent(
        state: State,
    ) -> Literal["reflect", "tools", "call_agent_model", "__end__"]:
        """Schedule the next node after the agent's action."""
        last_message = state.messages[-1]

        if not isinstance(last_message, AIMessage):
            return "call_agent_model"
        # If the "Into" tool was called, then the model provided its extraction output. Reflect on the result
        if last_message.tool_calls and last_message.tool_calls[0]["name"] == "Info":
            return "reflect"
        # The last message is a tool call that is not "Info" (extraction output)
        else:
            return "tools"

    def route_after_checker(
        state: State, config: RunnableConfig
    ) -> Literal["__end__", "call_agent_model"]:
        """Schedule the next node after the checker's evaluation."""
        configurable = Configuration.from_runnable_config(config)
        last_message = state.messages[-1]

        if state.loop_step < configurable.max_loops:
            if not state.info:
                return "call_agent_model"
            if not isinstance(last_message, ToolMessage):
                raise ValueError(
                    f"{route_after_checker.__name__} expected a tool messages. Received: {type(last_message)}."
                )
            if last_message.status == "error":
                # Research deemed unsatisfactory
                return "call_agent_model"
            # It's great!
            return "__end__"
        else:
            return "__end__"

    # Create the graph
    workflow = StateGraph(
        State, input_schema=InputState, output_schema=OutputState, context_schema=Configuration
    )
    workflow.add_node(call_agent_model)
    workflow.add_node(reflect)
    workflow.add_node("tools", ToolNode([search, scrape_website]))
    workflow.add_edge("__start__", "call_agent_model")
    workflow.add_conditional_edges("call_agent_model", route_after_agent)
    workflow.add_edge("tools", "call_agent_model")
    workflow.add_conditional_edges("reflect", route_after_checker)

    graph = workflow.compile()
    graph.name = "ResearchTopic"
    return graph


class InfoIsSatisfactory(BaseModel):
    """Validate whether the current extracted info is satisfactory and complete."""

    reason: List[str] = Field(  # noqa: UP006
        description="First, provide reasoning for why this is either good or bad as a final result. Must include at least 3 reasons."
    )
    is_satisfactory: bool = Field(
        description="After providing your reasoning, provide a value indicating whether the result is satisfactory. If not, you will continue researching."
    )
    improvement_instructions: Optional[str] = Field(  # noqa: UP045
        description="If the result is not satisfactory, provide clear and specific instructions on what needs to be improved or added to make the information satisfactory."
        " This should include details on missing information, areas that need more depth, or specific aspects to focus on in further research.",
        default=None,
    )


# the template's integration test
EXTRACTION_SCHEMA: Dict[str, Any] = {  # noqa: UP006
    "type": "object",
    "properties": {
        "founder": {
            "type": "string",
            "description": "The name of the company founder.",
        },
        "websiteUrl": {
            "type": "string",
            "description": "Website URL of the company, e.g.: https://openai.com/, or https://microsoft.com",
        },
        "products_sold": {
            "type": "array",
            "items": {"type": "string"},
            "description": "A list of products sold by the company.",
        },
    },
    "required": ["founder", "websiteUrl", "products_sold"],
}


# --- the invented web ----------------------------------------------------------------------------

RESULTS = [
    {"url": "https://larkspur-robotics.example", "title": "Larkspur Robotics - garden robots",
     "content": "Larkspur Robotics makes the Wren lawn mower robot, the Heron pool cleaner and the Finch window cleaner."},
    {"url": "https://news.example/larkspur-founder", "title": "Meet the founder of Larkspur Robotics",
     "content": "Imogen Carrow founded Larkspur Robotics in 2017 in a garage in Leeds."},
    {"url": "https://quillmate.example", "title": "Quillmate - note-taking for teams",
     "content": "Quillmate sells Quillmate Notes, a shared notebook app, and Quillmate Ink, a stylus."},
    {"url": "https://reviews.example/quillmate-ink", "title": "Review: the Quillmate Ink stylus",
     "content": "The Quillmate Ink stylus pairs with the Quillmate Notes app; the company did not answer our questions."},
]
PAGES = {
    "https://larkspur-robotics.example": "<html><body><h1>Larkspur Robotics</h1><p>Founded by Imogen Carrow. Our robots: Wren (lawn mower), Heron (pool cleaner), Finch (window cleaner).</p></body></html>",
    "https://news.example/larkspur-founder": "<html><body><p>Imogen Carrow founded Larkspur Robotics in 2017 in a garage in Leeds. The company now sells three garden and home robots.</p></body></html>",
    "https://quillmate.example": "<html><body><h1>Quillmate</h1><p>Products: Quillmate Notes (shared notebooks for teams) and Quillmate Ink (a stylus).</p><p>Contact: hello@quillmate.example</p></body></html>",
    "https://reviews.example/quillmate-ink": "<html><body><p>The Quillmate Ink stylus pairs with the Quillmate Notes app. The company did not answer our questions about who started it.</p></body></html>",
}
# topic -> truth (None: no material names it)
TRUTH = {
    "Larkspur Robotics": {"founder": "Imogen Carrow", "websiteUrl": "https://larkspur-robotics.example",
                          "products_sold": ["Wren", "Heron", "Finch"]},
    "Quillmate": {"founder": None, "websiteUrl": "https://quillmate.example",
                  "products_sold": ["Quillmate Notes", "Quillmate Ink"]},
}
_UNKNOWN = re.compile(r"^\s*$|unknown|not (?:found|available|stated|known|given)|n/?a\b|none", re.I)
_FRAME = re.compile(r"jot down|web research on behalf|<info>|Website content|You just scraped", re.I)


def _norm_url(u: str) -> str:
    return str(u or "").strip().rstrip("/").lower()


def _stated(value: str, material: str) -> bool:
    return bool(value) and value.lower() in material.lower()


def info_ok(info: dict, topic: str, material: str) -> bool:
    """Every value of the submitted info is stated by the material so far (or honestly unknown)."""
    if not isinstance(info, dict):
        return False
    founder = str(info.get("founder") or "")
    if not (_UNKNOWN.search(founder) or _stated(founder, material)):
        return False
    url = _norm_url(info.get("websiteUrl"))
    if url and not _UNKNOWN.search(url) and url not in material.lower():
        return False
    products = info.get("products_sold") or []
    if not isinstance(products, list):
        return False
    return all(_stated(str(p).strip(), material) for p in products)


def info_complete(info: dict | None, topic: str) -> bool:
    truth = TRUTH[topic]
    if not isinstance(info, dict):
        return False
    founder = str(info.get("founder") or "")
    if truth["founder"] is None or truth["founder"].lower() not in founder.lower():
        return False
    if _norm_url(info.get("websiteUrl")) != _norm_url(truth["websiteUrl"]):
        return False
    products = " | ".join(str(p) for p in info.get("products_sold") or []).lower()
    return all(p.lower() in products for p in truth["products_sold"])


def rows_topic(model_factory, topic: str) -> list:
    web = FakeWebSearch(results=RESULTS, min_overlap=1)
    app = build(model_factory, web, PAGES)
    log = CallLog()
    events: list = []

    async def go():
        async for update in app.astream({"topic": topic, "extraction_schema": EXTRACTION_SCHEMA},
                                        {"callbacks": [log], "recursion_limit": 25}, stream_mode="updates"):
            events.append(next(iter(update.items())))

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            asyncio.run(go())
        except GraphRecursionError:
            events.append(("recursion_limit", None))

    rows: list = []
    material = ""
    k = 0
    searched = False
    for node, value in events:
        if node == "call_agent_model":
            call = log.calls[k]
            k += 1
            msg = value["messages"][0]
            tcs = msg.tool_calls
            if not tcs:
                rows.append((f"{topic} agent", verdict(msg, False, call["limit"]), f"no tool call: {msg.content[:160]!r}"))
                continue
            tc = tcs[0]
            if tc["name"] == "search":
                ok = any(w.lower() in str(tc["args"].get("query", "")).lower() for w in topic.split())
            elif tc["name"] == "scrape_website":
                ok = _norm_url(tc["args"].get("url")) in {_norm_url(r["url"]) for r in RESULTS if r["url"].lower() in material.lower()}
            elif tc["name"] == "Info":
                ok = searched and info_ok(tc["args"], topic, material)
            else:
                ok = False
            rows.append((f"{topic} agent {tc['name']}", verdict(msg, ok, call["limit"]), json.dumps(tc["args"], ensure_ascii=False)[:200]))
        elif node == "tools":
            for tm in value["messages"]:
                if tm.name == "search":
                    searched = True
                    material += "\n" + str(tm.content)
                elif tm.name == "scrape_website":
                    call = log.calls[k]  # the tool's own model call ran before its message
                    k += 1
                    url = next((u for u in PAGES if u in material), "")
                    page = " ".join(PAGES.values())
                    facts = [w for w in ("Imogen Carrow", "Wren", "Heron", "Finch", "Quillmate Notes", "Quillmate Ink", "Leeds") if w in page]
                    notes = str(tm.content)
                    ok = bool(notes.strip()) and any(f in notes for f in facts) and not _FRAME.search(notes)
                    rows.append((f"{topic} scrape notes", verdict(notes, ok, call["limit"]), notes[:200]))
                    material += "\n" + notes
                    del url
        elif node == "reflect":
            call = {"text": "", "limit": ""}
            if k < len(log.calls) and (any(c["name"] == "InfoIsSatisfactory" for c in log.calls[k]["tool_calls"])
                                       or "is_satisfactory" in log.calls[k]["text"] or log.calls[k]["limit"]):
                call = log.calls[k]  # (the judge's scripted model reports no structured call)
                k += 1
            tm = value["messages"][0]
            art = tm.additional_kwargs.get("artifact", {})
            presumed = value.get("info")
            good = tm.status == "success"
            # the presumed info is the one the last agent call submitted
            submitted = _last_info(events, node_index=events.index((node, value)))
            ok = good == info_complete(submitted, topic) and bool(art.get("reason")) and (good or bool(art.get("improvement_instructions")))
            rows.append((f"{topic} reflect", verdict(call["text"], ok, call["limit"]), f"{tm.status} | {json.dumps(art, ensure_ascii=False)[:200]}"))
            del presumed
    return rows


def _last_info(events, node_index):
    for node, value in reversed(events[:node_index]):
        if node == "call_agent_model":
            return value.get("info")
    return None


SCENARIOS = {t.split()[0].lower(): (lambda f, t=t: rows_topic(f, t)) for t in TRUTH}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(lambda: model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    model = sim_llm()
    wrong = [(label, text) for label, v, text in SCENARIOS[name](lambda: model) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, schema, tools):
        text = str(prompt_text)
        m = re.search(r"Topic: (.*)", text)
        topic = m.group(1).strip() if m else ""
        if schema is not None:  # reflect
            ok = "Imogen Carrow" in text.rsplit("I am thinking of calling the info tool", 1)[-1]
            return {"reason": ["the founder is named", "the site is the company's", "the products are listed"] if ok
                    else ["no page names the founder", "the site is right", "the products are right"],
                    "is_satisfactory": ok,
                    "improvement_instructions": None if ok else "Find who founded the company."}
        if "jot down some notes" in text:
            return "Notes: " + re.sub(r"<[^>]+>", " ", text.split("<Website content>")[1]).strip()[:300]
        if "Unsatisfactory response" in text and "who started it" not in text:
            return call("scrape_website", url="https://reviews.example/quillmate-ink")
        if "tool: " not in text and "tool:" not in text:
            return call("search", query=f"{topic} founder website products")
        if "Notes:" not in text:
            return call("scrape_website", url="https://larkspur-robotics.example" if topic.startswith("Lark") else "https://quillmate.example")
        if topic.startswith("Lark"):
            return call("Info", founder="Imogen Carrow", websiteUrl="https://larkspur-robotics.example/",
                        products_sold=["Wren lawn mower robot", "Heron pool cleaner", "Finch window cleaner"])
        return call("Info", founder="unknown", websiteUrl="https://quillmate.example", products_sold=["Quillmate Notes", "Quillmate Ink"])

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
