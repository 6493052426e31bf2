"""Port: LangGraph's "Reflection" tutorial (an essay writer and a teacher who critiques it).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/reflection/reflection.ipynb at
commit c60b06cdbd86619b629607c35c9cf96f15fc6d6e (MIT licence).

Kept verbatim: both prompts (essay assistant, teacher), generation_node, reflection_node (the
role swap), should_continue (ends after three rounds), the graph with its InMemorySaver and the
request. Swapped: ``ChatFireworks(mixtral-8x7b-instruct)`` -> the simulator; the async nodes run
with ``asyncio.run``. A round that writes an essay must write one (paragraphs on the topic); one
that cannot must say so.
"""

import asyncio
import re
from typing import Annotated

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, queued, sim_llm, stated_limit


def build(llm):
    prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "You are an essay assistant tasked with writing excellent 5-paragraph essays."
                " Generate the best essay possible for the user's request."
                " If the user provides critique, respond with a revised version of your previous attempts.",
            ),
            MessagesPlaceholder(variable_name="messages"),
        ]
    )
    generate = prompt | llm

    reflection_prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "You are a teacher grading an essay submission. Generate critique and recommendations for the user's submission."
                " Provide detailed recommendations, including requests for length, depth, style, etc.",
            ),
            MessagesPlaceholder(variable_name="messages"),
        ]
    )
    reflect = reflection_prompt | llm

    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, StateGraph
    from langgraph.graph.message import add_messages

    class State(TypedDict):
        messages: Annotated[list, add_messages]

    async def generation_node(state: State) -> State:
        return {"messages": [await generate.ainvoke(state["messages"])]}

    async def reflection_node(state: State) -> State:
        # Other messages we need to adjust
        cls_map = {"ai": HumanMessage, "human": AIMessage}
        # First message is the original user request. We hold it the same for all nodes
        translated = [state["messages"][0]] + [
            cls_map[msg.type](content=msg.content) for msg in state["messages"][1:]
        ]
        res = await reflect.ainvoke(translated)
        # We treat the output of this as human feedback for the generator
        return {"messages": [HumanMessage(content=res.content)]}

    builder = StateGraph(State)
    builder.add_node("generate", generation_node)
    builder.add_node("reflect", reflection_node)
    builder.add_edge(START, "generate")

    def should_continue(state: State):
        if len(state["messages"]) > 6:
            # End after 3 iterations
            return END
        return "reflect"

    builder.add_conditional_edges("generate", should_continue)
    builder.add_edge("reflect", "generate")
    memory = InMemorySaver()
    return builder.compile(checkpointer=memory)


REQUEST = "Generate an essay on the topicality of The Little Prince and its message in modern life"


def run(graph, request, log):
    config = {"configurable": {"thread_id": "1"}, "callbacks": [log], "recursion_limit": 25}
    events = []

    async def go():
        async for event in graph.astream({"messages": [HumanMessage(content=request)]}, config):
            events.append(event)

    asyncio.run(go())
    return graph.get_state(config).values["messages"]


def essay_or_limit(text: str, topic_words) -> str:
    if stated_limit(text):
        return "limit"
    paragraphs = [p for p in re.split(r"\n\s*\n", text.strip()) if len(p.split()) >= 20]
    assert len(paragraphs) >= 3, f"not an essay and no stated limit: {text[:300]!r}"
    assert any(w.lower() in text.lower() for w in topic_words), f"an essay off the topic: {text[:300]!r}"
    return "right"


def critique_or_limit(text: str) -> str:
    if stated_limit(text):
        return "limit"
    assert len(text.split()) >= 30, f"no critique and no stated limit: {text[:300]!r}"
    return "right"


def _check(messages, topic_words):
    assert len(messages) == 8, [m.type for m in messages]  # the request, 4 essays, 3 critiques
    outcomes = []
    for i, m in enumerate(messages[1:], start=1):
        outcomes.append(essay_or_limit(m.content, topic_words) if i % 2 else critique_or_limit(m.content))
    return outcomes


def test_three_rounds_each_an_essay_and_critique_or_a_stated_limit():
    log = CallLog()
    messages = run(build(sim_llm()), REQUEST, log)
    _check(messages, ["Little Prince"])


def test_another_topic():
    log = CallLog()
    messages = run(build(sim_llm()), "Write an essay on why public libraries still matter in small towns", log)
    _check(messages, ["librar"])


def test_wiring_with_an_ideal_model():
    essay = "\n\n".join(["The Little Prince " + "still speaks to readers today and " * 8 + "endures."] * 5)
    critique = "Your essay is clear but thin: " + "add evidence and depth, " * 12
    llm = queued(AIMessage(essay), AIMessage(critique), AIMessage(essay), AIMessage(critique), AIMessage(essay),
                 AIMessage(critique), AIMessage(essay))
    assert _check(run(build(llm), REQUEST, CallLog()), ["Little Prince"]) == ["right"] * 7
