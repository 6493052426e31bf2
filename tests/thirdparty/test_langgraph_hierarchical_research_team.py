"""Port: LangGraph tutorial "Hierarchical Agent Teams", its research team: a supervisor
(``make_supervisor_node``: a system prompt naming the workers, ``with_structured_output`` of a
``Router`` TypedDict whose ``next`` is ``Literal["FINISH", "search", "web_scraper"]``, the reply
read as ``Command(goto=...)``) routes the conversation between a search agent
(``create_react_agent`` with Tavily) and a web-scraper agent (``create_react_agent`` with
``scrape_webpages(urls: List[str])``); each worker reports back as a named ``HumanMessage`` and
the supervisor decides again until FINISH.

Source: github.com/langchain-ai/langgraph, ``docs/docs/tutorials/multi_agent/hierarchical_agent_teams.md``
@46246f5bb202c9e6264246dfaca9b1a6181ee1ed (sections "Create Tools" (research team tools),
"Helper Utilities", "Research Team"). Licence: MIT (the repository's LICENSE).
Kept verbatim: ``scrape_webpages`` (name, signature, docstring, the ``<Document name=...>``
formatting), ``State``, ``make_supervisor_node`` (prompt, ``Router``, the node), the two worker
nodes, the team graph, ``{"recursion_limit": 100}`` and the tutorial's question.
Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator; ``TavilySearchResults(max_results=5)``
-> ``FakeWebSearch`` (k = 5) over invented results; ``WebBaseLoader(urls).load()`` -> invented
pages by url (title in the metadata; an unknown url gives an empty page). Invented: two more
requests (a question two results answer together, a request to summarise a given url).

Oracles (written before the first run), per model call:
- the supervisor: before any worker reported, ``search`` for a question and ``web_scraper`` for a
  request that gives a url; after a report that holds the answer's facts, FINISH; after a report
  without them, another worker (FINISH only once two reports came back without them);
- the search agent: a ``tavily_search_results_json`` call whose query names the request's subject,
  then a reply with the facts the results give (or that they do not answer);
- the web-scraper agent: ``scrape_webpages`` with the url the conversation gave (a list), then a
  reply with the page's facts;
- or a stated limit for any call. A run the supervisor never ends stops at the recursion limit
  (the program's own).

First sight (760ce869, before any simulator change of ports23): 453 calls, 206 right / 1 stated a
limit / 246 silently wrong, nearly all in loops: the supervisor never chose FINISH, and from the
second round on the search agent read the last worker's report (a named ``HumanMessage``) as the
request and searched "find answer search results"; "when is Taylor Swift's next tour?" was
answered "Her Eras Tour ended on 8 December 2024" over results that say she has not announced
one; the URL request went to search. After ports23: 110 calls, 60 / 50 / 0: reports are read as
material (``team_reports``), so the workers ask the user's request and the supervisor finishes on
a report that answers it; a sentence saying the time is not set answers a when-question
(``unset_answers``); a request with a URL goes to the page reader (``url_options``). The 50 limits
are the URL request's loop: the web-scraper agent states a limit for "Summarise the article at
<url>" (no ``scrape_webpages(urls=[...])`` call: tool-argument work, not done) and the supervisor
sends it back until the recursion limit.
"""

# (no "from __future__ import annotations": Router's Literal[*options] must be evaluated where it is written)

import re
import warnings
from typing import List, Literal  # noqa: UP035 (verbatim)

import pytest
from langchain_core.documents import Document
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, FakeWebSearch, missing_facts, sim_llm
from tests.thirdparty._verdict import verdict

# --- the invented web ----------------------------------------------------------------------------

RESULTS = [
    {"url": "https://music.example/taylor-swift-tours", "title": "Taylor Swift tour news",
     "content": "Taylor Swift has not announced a next tour. Her Eras Tour ended on 8 December 2024 in Vancouver."},
    {"url": "https://kelso-news.example/footbridge", "title": "Kelso's new footbridge opens",
     "content": "The new Tweed footbridge in Kelso was designed by the studio Arnott Lyle. Its full specification is on the council page https://kelso-council.example/footbridge."},
    {"url": "https://kelso-council.example/footbridge", "title": "Tweed footbridge: specification",
     "content": "The Tweed footbridge is 142 metres long and carries pedestrians and cyclists."},
]
PAGES = {
    "https://kelso-council.example/footbridge": ("Tweed footbridge: specification",
                                                 "The Tweed footbridge is 142 metres long, 4 metres wide, and carries pedestrians and cyclists. Designer: Arnott Lyle."),
    "https://harbourwatch.example/tides-2031": ("Harbourwatch: spring tides in 2031",
                                                "Harbourwatch expects the highest spring tide of 2031 on 12 March, 6.1 metres at Leith. Boat owners should double their moorings that week."),
}


class WebBaseLoader:
    """Swapped: the invented pages by url (``load()`` returns one Document per url)."""

    def __init__(self, urls):
        self.urls = [urls] if isinstance(urls, str) else list(urls)

    def load(self):
        docs = []
        for u in self.urls:
            title, text = PAGES.get(str(u).rstrip("/"), ("", ""))
            docs.append(Document(page_content=text, metadata={"source": u, "title": title}))
        return docs


# --- the program --------------------------------------------------------------------------------


@tool
def scrape_webpages(urls: List[str]) -> str:  # noqa: UP006
    """Use requests and bs4 to scrape the provided web pages for detailed information."""
    loader = WebBaseLoader(urls)
    docs = loader.load()
    return "\n\n".join(
        [
            f'<Document name="{doc.metadata.get("title", "")}">\n{doc.page_content}\n</Document>'
            for doc in docs
        ]
    )


class State(MessagesState):
    next: str


def make_supervisor_node(llm: BaseChatModel, members: list[str]) -> str:
    options = ["FINISH"] + members
    system_prompt = (
        "You are a supervisor tasked with managing a conversation between the"
        f" following workers: {members}. Given the following user request,"
        " respond with the worker to act next. Each worker will perform a"
        " task and respond with their results and status. When finished,"
        " respond with FINISH."
    )

    class Router(TypedDict):
        """Worker to route to next. If no workers needed, route to FINISH."""

        next: Literal[*options]

    def supervisor_node(state: State) -> Command[Literal[*members, "__end__"]]:
        """An LLM-based router."""
        messages = [
            {"role": "system", "content": system_prompt},
        ] + state["messages"]
        response = llm.with_structured_output(Router).invoke(messages)
        goto = response["next"]
        if goto == "FINISH":
            goto = END

        return Command(goto=goto, update={"next": goto})

    return supervisor_node


def build(llm, tavily_tool):
    search_agent = create_react_agent(llm, tools=[tavily_tool])

    def search_node(state: State) -> Command[Literal["supervisor"]]:
        result = search_agent.invoke(state)
        return Command(
            update={
                "messages": [
                    HumanMessage(content=result["messages"][-1].content, name="search")
                ]
            },
            # We want our workers to ALWAYS "report back" to the supervisor when done
            goto="supervisor",
        )

    web_scraper_agent = create_react_agent(llm, tools=[scrape_webpages])

    def web_scraper_node(state: State) -> Command[Literal["supervisor"]]:
        result = web_scraper_agent.invoke(state)
        return Command(
            update={
                "messages": [
                    HumanMessage(content=result["messages"][-1].content, name="web_scraper")
                ]
            },
            # We want our workers to ALWAYS "report back" to the supervisor when done
            goto="supervisor",
        )

    research_supervisor_node = make_supervisor_node(llm, ["search", "web_scraper"])

    research_builder = StateGraph(State)
    research_builder.add_node("supervisor", research_supervisor_node)
    research_builder.add_node("search", search_node)
    research_builder.add_node("web_scraper", web_scraper_node)

    research_builder.add_edge(START, "supervisor")
    research_graph = research_builder.compile()
    return research_graph


# --- the requests and the judge ------------------------------------------------------------------

# request -> (subject words, facts of a full answer, first worker)
REQUESTS = {
    "when is Taylor Swift's next tour?": (["Taylor Swift", "tour"], [("not announced", "no next tour", "hasn't announced", "has not announced")], "search"),
    "Who designed the new footbridge in Kelso, and how long is it?": (["footbridge", "Kelso", "Tweed"], ["Arnott Lyle", "142"], "search"),
    "Summarise the article at https://harbourwatch.example/tides-2031 for me.": (["tide", "harbourwatch"], ["12 March", "6.1"], "web_scraper"),
}
_URL = re.compile(r"https?://[^\s,;)\]]+")


def rows_request(llm, request: str) -> list:
    subject, facts, first = REQUESTS[request]
    web = FakeWebSearch(results=RESULTS, k=5, min_overlap=1)
    app = build(llm, web)
    log = CallLog()
    events = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            for ns, update in app.stream({"messages": [("user", request)]}, {"recursion_limit": 100, "callbacks": [log]},
                                         stream_mode="updates", subgraphs=True):
                for node, value in update.items():
                    events.append((ns[0].split(":")[0] if ns else "", node, value))
        except GraphRecursionError:
            events.append(("", "recursion_limit", None))

    rows: list = []
    k = 0
    reports: list[str] = []
    seen_text = request
    for worker, node, value in events:
        if worker == "" and node == "supervisor":
            call = log.calls[k]
            k += 1
            goto = value["next"] if value else None
            if not reports:
                ok = goto == first
            elif not missing_facts(reports[-1], facts):
                ok = goto == END
            else:
                ok = goto in ("search", "web_scraper") or (goto == END and len(reports) >= 2)
            rows.append((f"supervisor after {len(reports)} report(s)", verdict(call["text"], ok, call["limit"]), f"next={goto}"))
        elif worker == "" and node in ("search", "web_scraper"):
            report = value["messages"][0].content
            reports.append(report)
            seen_text += "\n" + report
        elif worker in ("search", "web_scraper") and node == "agent":
            call = log.calls[k]
            k += 1
            msg: AIMessage = value["messages"][-1]
            if msg.tool_calls:
                tc = msg.tool_calls[0]
                if worker == "search":
                    ok = tc["name"] == "tavily_search_results_json" and any(s.lower() in str(tc["args"].get("query", "")).lower() for s in subject)
                else:
                    urls = tc["args"].get("urls")
                    given = set(_URL.findall(seen_text))
                    ok = (tc["name"] == "scrape_webpages" and isinstance(urls, list) and bool(urls)
                          and all(str(u).rstrip("/.") in given or str(u).rstrip("/.") + "." in given for u in urls))
                rows.append((f"{worker} agent call", verdict(msg, ok, call["limit"]), f"{tc['name']}({tc['args']})"[:200]))
            else:
                text = msg.content if isinstance(msg.content, str) else str(msg.content)
                material = _material(events, worker)
                found = [f for f in facts if not missing_facts(material, [f])]
                ok = bool(text.strip()) and not missing_facts(text, found) and (bool(found) or bool(re.search(r"not|no |couldn'?t|unable", text, re.I)))
                rows.append((f"{worker} agent reply", verdict(msg, ok, call["limit"]), text[:200]))
    return rows


def _material(events, worker) -> str:
    """What the worker's tools returned in this run so far (the facts it can state)."""
    return "\n".join(str(m.content) for w, node, value in events if w == worker and node == "tools"
                     for m in value["messages"])


SCENARIOS = {f"r{i}": (lambda m, r=r: rows_request(m, r)) for i, r in enumerate(REQUESTS)}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, forced, tools):
        text = str(prompt_text)
        if forced is not None and forced["name"] == "Router":
            if "human: " not in text.split("\n", 1)[1] or text.count("human: ") == 1:
                return call("Router", next="web_scraper" if "https://" in text else "search")
            last = text.rsplit("human: ", 1)[-1]
            if "142" in last and "Arnott Lyle" in last or "12 March" in last or "not announced" in last:
                return call("Router", next="FINISH")
            return call("Router", next="web_scraper")
        names = {t["name"] for t in tools}
        if "tool: " not in text:
            if "tavily_search_results_json" in names:
                return call("tavily_search_results_json", query="Kelso footbridge designer length" if "Kelso" in text else "Taylor Swift next tour")
            url = _URL.findall(text)[-1].rstrip(".")
            return call("scrape_webpages", urls=[url])
        tool_out = text.rsplit("tool: ", 1)[-1]
        if "Taylor" in tool_out:
            return "Taylor Swift has not announced a next tour; the Eras Tour ended on 8 December 2024."
        if "Harbourwatch" in tool_out:
            return "Harbourwatch expects the highest spring tide of 2031 on 12 March, 6.1 metres at Leith."
        if "142 metres" in tool_out and "Designer" in tool_out:
            return "The Tweed footbridge was designed by Arnott Lyle and is 142 metres long."
        return "The footbridge was designed by Arnott Lyle and is 142 metres long (https://kelso-council.example/footbridge)."

    rows = scenarios(ScriptedChatModel(script=script, tool_calling=True))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
