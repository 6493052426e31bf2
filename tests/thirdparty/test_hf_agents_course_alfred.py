"""Port: the Hugging Face Agents Course, unit 3 (agentic RAG), LangGraph version: "Alfred", a
gala host agent with a guest-list retriever tool, web search, a weather tool and a Hub-stats
tool, in a StateGraph with ToolNode and tools_condition.

Source: github.com/huggingface/agents-course, units/en/unit3/agentic-rag/agent.mdx,
invitees.mdx and tools.mdx (the "langgraph" tabs), commit 8c2180af95f591676be695cbde0ced11f79347eb
(last change to agent.mdx / tools.mdx in the snapshot of 8c0832eae634ebb34541c65265caa6da4c5d2c57);
https://huggingface.co/learn/agents-course/unit3/agentic-rag/agent.

Kept verbatim: the Documents built from the guest records ("Name: ...\\nRelation: ..."), the tool
functions, names and descriptions (``guest_info_retriever``, ``get_weather_info``,
``get_hub_stats``), AgentState, the ``assistant`` node and the graph (assistant <-> tools via
tools_condition), the course's example questions' shapes.
Swapped:
- ``ChatHuggingFace(HuggingFaceEndpoint("Qwen/Qwen2.5-Coder-32B-Instruct"))`` -> the simulator;
- ``datasets.load_dataset("agents-course/unit3-invitees")`` -> invented guest records;
- ``BM25Retriever.from_documents(docs)`` (langchain_community, not installed) -> course
  embeddings + ``LocalVectorStore`` (a keyword-like hashed bag of words, k=4 as BM25's default);
- ``DuckDuckGoSearchRun()`` -> a tool of the same name and description over invented results;
- ``huggingface_hub.list_models`` -> a function over invented model records;
- ``random.choice`` in the dummy weather tool is kept; the tests seed ``random`` first.
"""

import random
from types import SimpleNamespace
from typing import Annotated, TypedDict

import pytest
from langchain_core.documents import Document

from tests.thirdparty._support import (
    FakeWebSearch,
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    call,
    embeddings,
    sim_llm,
    tool_calls,
)

GUESTS = [
    {"name": "Professor Halima Oduya", "relation": "your former doctoral advisor",
     "description": "Professor Halima Oduya designed the first tidal-energy turbine that survives winter "
                    "storms in the North Sea. She collects vinyl records of Ethiopian jazz, which makes "
                    "for good small talk.",
     "email": "h.oduya@example.org"},
    {"name": "Captain Rowan Estrada", "relation": "your sailing partner from the 2019 regatta",
     "description": "Captain Rowan Estrada skippered the solar-powered catamaran Heliotrope across the "
                    "Atlantic in 31 days. He is allergic to shellfish, so keep him away from the oyster bar.",
     "email": "rowan.estrada@example.net"},
    {"name": "Dr. Mei-Lin Sato", "relation": "a board member of your foundation",
     "description": "Dr. Mei-Lin Sato runs the Kestrel Institute's programme on drought-resistant rice. "
                    "She is learning the cello and enjoys talking about Bach's suites.",
     "email": "mlsato@example.com"},
]

MODELS = {  # author -> (model id, downloads), invented
    "Qwen": ("Qwen/Qwen-Orchid-3B-Instruct", 4210118),
    "facebook": ("facebook/fernweh-speech-large", 13109861),
}

WEB = [
    {"url": "https://energy.example/solar-sails-2031",
     "title": "Solar sailing: recent advancements",
     "content": "Recent advancements in solar sailing include graphene sail membranes that weigh 40 per cent "
                "less than Mylar and a solar sail that held station above the pole for 90 days."},
    {"url": "https://energy.example/tidal-storm-proofing",
     "title": "Storm-proof tidal turbines",
     "content": "New tidal turbines fold their blades during storms; the latest design lost no blades in "
                "three winters of testing."},
]


def list_models(author, sort, direction, limit):
    """Stands in for huggingface_hub.list_models (network)."""
    if author in MODELS:
        model_id, downloads = MODELS[author]
        return [SimpleNamespace(id=model_id, downloads=downloads)][:limit]
    return []


def build(chat):
    from langchain_core.tools import Tool

    # retriever.py
    docs = [
        Document(
            page_content="\n".join([
                f"Name: {guest['name']}",
                f"Relation: {guest['relation']}",
                f"Description: {guest['description']}",
                f"Email: {guest['email']}"
            ]),
            metadata={"name": guest["name"]}
        )
        for guest in GUESTS  # guest_dataset
    ]

    bm25_retriever = LocalVectorStore.from_documents(docs, embeddings()).as_retriever()

    def extract_text(query: str) -> str:
        """Retrieves detailed information about gala guests based on their name or relation."""
        results = bm25_retriever.invoke(query)
        if results:
            return "\n\n".join([doc.page_content for doc in results[:3]])
        else:
            return "No matching guest information found."

    guest_info_tool = Tool(
        name="guest_info_retriever",
        func=extract_text,
        description="Retrieves detailed information about gala guests based on their name or relation."
    )

    # tools.py
    web = FakeWebSearch(k=2, results=WEB)
    search_tool = Tool(
        name="duckduckgo_search",
        func=lambda query: "\n".join(r["content"] for r in web.invoke({"query": query})) or "No good DuckDuckGo Search Result was found",
        description="A wrapper around DuckDuckGo Search. Useful for when you need to answer questions "
                    "about current events. Input should be a search query.",
    )

    def get_weather_info(location: str) -> str:
        """Fetches dummy weather information for a given location."""
        # Dummy weather data
        weather_conditions = [
            {"condition": "Rainy", "temp_c": 15},
            {"condition": "Clear", "temp_c": 25},
            {"condition": "Windy", "temp_c": 20}
        ]
        # Randomly select a weather condition
        data = random.choice(weather_conditions)
        return f"Weather in {location}: {data['condition']}, {data['temp_c']}°C"

    # Initialize the tool
    weather_info_tool = Tool(
        name="get_weather_info",
        func=get_weather_info,
        description="Fetches dummy weather information for a given location."
    )

    def get_hub_stats(author: str) -> str:
        """Fetches the most downloaded model from a specific author on the Hugging Face Hub."""
        try:
            # List models from the specified author, sorted by downloads
            models = list(list_models(author=author, sort="downloads", direction=-1, limit=1))

            if models:
                model = models[0]
                return f"The most downloaded model by {author} is {model.id} with {model.downloads:,} downloads."
            else:
                return f"No models found for author {author}."
        except Exception as e:
            return f"Error fetching models for {author}: {str(e)}"

    # Initialize the tool
    hub_stats_tool = Tool(
        name="get_hub_stats",
        func=get_hub_stats,
        description="Fetches the most downloaded model from a specific author on the Hugging Face Hub."
    )

    # app.py
    from langchain_core.messages import AnyMessage
    from langgraph.graph import START, StateGraph
    from langgraph.graph.message import add_messages
    from langgraph.prebuilt import ToolNode, tools_condition

    tools = [guest_info_tool, search_tool, weather_info_tool, hub_stats_tool]
    chat_with_tools = chat.bind_tools(tools)

    # Generate the AgentState and Agent graph
    class AgentState(TypedDict):
        messages: Annotated[list[AnyMessage], add_messages]

    def assistant(state: AgentState):
        return {
            "messages": [chat_with_tools.invoke(state["messages"])],
        }

    ## The graph
    builder = StateGraph(AgentState)

    # Define nodes: these do the work
    builder.add_node("assistant", assistant)
    builder.add_node("tools", ToolNode(tools))

    # Define edges: these determine how the control flow moves
    builder.add_edge(START, "assistant")
    builder.add_conditional_edges(
        "assistant",
        # If the latest message requires a tool, route to tools
        # Otherwise, provide a direct response
        tools_condition,
    )
    builder.add_edge("tools", "assistant")
    alfred = builder.compile()
    alfred.web = web
    return alfred


@pytest.fixture(scope="module")
def alfred():
    return build(sim_llm())


def ask(alfred, text: str) -> dict:
    random.seed(2)
    return alfred.invoke({"messages": text}, {"recursion_limit": 25})


def names(result) -> list[str]:
    return [c["name"] for c in tool_calls(result["messages"])]


@pytest.mark.parametrize(("query", "facts"), [
    ("Tell me about our guest named 'Professor Halima Oduya'.", [("tidal",)]),
    ("Tell me about 'Dr. Mei-Lin Sato'", [("rice", "drought")]),
    ("Who is my sailing partner from the 2019 regatta?", ["Rowan Estrada"]),
    ("What is Captain Rowan Estrada's email address?", ["rowan.estrada@example.net"]),
], ids=["oduya", "sato", "by-relation", "email"])
def test_guest_information(alfred, query, facts):
    result = ask(alfred, query)
    assert names(result) == ["guest_info_retriever"], names(result)
    assert_answer(result["messages"][-1], facts)


def test_weather_for_the_fireworks(alfred):
    result = ask(alfred, "What's the weather like in Paris tonight? Will it be suitable for our fireworks display?")
    calls = tool_calls(result["messages"])
    assert [c["name"] for c in calls] == ["get_weather_info"], calls
    assert "paris" in str(calls[0]["args"]).lower(), calls
    observed = result["messages"][2].content  # "Weather in Paris: <condition>, <t>°C"
    condition = observed.split(": ")[1].split(",")[0]
    assert_answer(result["messages"][-1], [condition.lower()])


@pytest.mark.parametrize(("author", "facts"), [
    ("Qwen", ["Qwen-Orchid-3B-Instruct", ("4,210,118", "4210118")]),
    ("facebook", ["fernweh-speech-large"]),
])
def test_hub_stats(alfred, author, facts):
    result = ask(alfred, f"One of our guests is from {author}. What can you tell me about their most popular model?")
    calls = tool_calls(result["messages"])
    assert [c["name"] for c in calls] == ["get_hub_stats"], calls
    assert list(calls[0]["args"].values()) == [author], calls
    assert_answer(result["messages"][-1], facts)


def test_combining_guest_info_and_web_search(alfred):
    result = ask(alfred, "I need to speak with 'Captain Rowan Estrada' about recent advancements in solar "
                         "sailing. Can you help me prepare for this conversation?")
    used = names(result)
    assert "guest_info_retriever" in used and "duckduckgo_search" in used, used
    assert len(used) <= 4
    assert_answer(result["messages"][-1], [("Heliotrope", "catamaran", "Atlantic"), ("graphene", "90 days")])


@pytest.mark.parametrize("text", ["Good evening, Alfred!", "Thank you, Alfred, that will be all."])
def test_small_talk(alfred, text):
    result = ask(alfred, text)
    assert names(result) == []
    assert result["messages"][-1].content.strip()


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    lines = prompt.strip().splitlines()
    last = lines[-1]
    if last.startswith("human: "):
        q = last[len("human: "):]
        if "Oduya" in q:
            return call("guest_info_retriever", __arg1="Professor Halima Oduya")
        if "weather" in q:
            return call("get_weather_info", __arg1="Paris")
        return "Good evening! How may I help?"
    if "Weather in Paris" in prompt:
        cond = prompt.split("Weather in Paris: ")[1].split(",")[0]
        return f"It will be {cond.lower()} in Paris tonight."
    return "Professor Oduya designed a storm-proof tidal-energy turbine."


def test_wiring_with_an_ideal_model():
    alfred = build(ScriptedChatModel(script=_ideal))
    result = ask(alfred, "Tell me about our guest named 'Professor Halima Oduya'.")
    assert names(result) == ["guest_info_retriever"]
    assert "Name: Professor Halima Oduya" in result["messages"][2].content
    assert_answer(result["messages"][-1], [("tidal",)])
    result = ask(alfred, "What's the weather like in Paris tonight? Will it be suitable for our fireworks display?")
    condition = result["messages"][2].content.split(": ")[1].split(",")[0]
    assert_answer(result["messages"][-1], [condition.lower()])
