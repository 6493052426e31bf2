"""Port: LangGraph's "Prompt Generation from User Requirements" tutorial (information gathering
in a multi-turn chat, then a tool call with what was gathered, then a prompt written from it).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/chatbots/information-gather-prompting.ipynb
at commit c60b06cdbd86619b629607c35c9cf96f15fc6d6e (MIT licence).

Kept verbatim: the gathering template, PromptInstructions, info_chain, the prompt_system
template, get_prompt_messages, prompt_gen_chain, get_state, add_tool_message, the graph with its
InMemorySaver, and the notebook's cached user turns ("hi!", "rag prompt",
"1 rag, 2 none, 3 no, 4 no", "red", "q"). Swapped: ``ChatOpenAI(temperature=0)`` -> the
simulator; ``input()`` -> the cached turns (as the notebook does when there is no stdin).
Right: ask for the four pieces while they are missing; call ``PromptInstructions`` only with
values the user gave (never the template's own words); or say it cannot.
"""

import uuid
from typing import Annotated, List  # noqa: UP035  (verbatim)

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import BaseModel
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, call, queued, sim_llm, stated_limit

template = """Your job is to get information from a user about what type of prompt template they want to create.

You should get the following information from them:

- What the objective of the prompt is
- What variables will be passed into the prompt template
- Any constraints for what the output should NOT do
- Any requirements that the output MUST adhere to

If you are not able to discern this info, ask them to clarify! Do not attempt to wildly guess.

After you are able to discern all the information, call the relevant tool."""


def get_messages_info(messages):
    return [SystemMessage(content=template)] + messages


class PromptInstructions(BaseModel):
    """Instructions on how to prompt the LLM."""

    objective: str
    variables: List[str]  # noqa: UP006
    constraints: List[str]  # noqa: UP006
    requirements: List[str]  # noqa: UP006


# New system prompt
prompt_system = """Based on the following requirements, write a good prompt template:

{reqs}"""


def get_prompt_messages(messages: list):
    tool_call = None
    other_msgs = []
    for m in messages:
        if isinstance(m, AIMessage) and m.tool_calls:
            tool_call = m.tool_calls[0]["args"]
        elif isinstance(m, ToolMessage):
            continue
        elif tool_call is not None:
            other_msgs.append(m)
    return [SystemMessage(content=prompt_system.format(reqs=tool_call))] + other_msgs


def build(llm):
    llm_with_tool = llm.bind_tools([PromptInstructions])

    def info_chain(state):
        messages = get_messages_info(state["messages"])
        response = llm_with_tool.invoke(messages)
        return {"messages": [response]}

    def prompt_gen_chain(state):
        messages = get_prompt_messages(state["messages"])
        response = llm.invoke(messages)
        return {"messages": [response]}

    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, StateGraph
    from langgraph.graph.message import add_messages

    def get_state(state):
        messages = state["messages"]
        if isinstance(messages[-1], AIMessage) and messages[-1].tool_calls:
            return "add_tool_message"
        elif not isinstance(messages[-1], HumanMessage):
            return END
        return "info"

    class State(TypedDict):
        messages: Annotated[list, add_messages]

    memory = InMemorySaver()
    workflow = StateGraph(State)
    workflow.add_node("info", info_chain)
    workflow.add_node("prompt", prompt_gen_chain)

    @workflow.add_node
    def add_tool_message(state: State):
        return {
            "messages": [
                ToolMessage(
                    content="Prompt generated!",
                    tool_call_id=state["messages"][-1].tool_calls[0]["id"],
                )
            ]
        }

    workflow.add_conditional_edges("info", get_state, ["add_tool_message", "info", END])
    workflow.add_edge("add_tool_message", "prompt")
    workflow.add_edge("prompt", END)
    workflow.add_edge(START, "info")
    return workflow.compile(checkpointer=memory)


def chat(graph, turns, log):
    config = {"configurable": {"thread_id": str(uuid.uuid4())}, "callbacks": [log], "recursion_limit": 25}
    replies = []
    for user in turns:
        if user in {"q", "Q"}:
            break
        output = None
        for output in graph.stream({"messages": [HumanMessage(content=user)]}, config=config, stream_mode="updates"):
            last_message = next(iter(output.values()))["messages"][-1]
            replies.append((next(iter(output)), last_message))
        if output and "prompt" in output:
            break
    return replies


TEMPLATE_WORDS = ("objective of the prompt", "variables will be passed", "output should not",
                  "output must adhere", "prompt template they want")


def _check(replies, user_words):
    """Each info reply: a question back (the four pieces), a PromptInstructions call with the
    user's own values, or a stated limit. The prompt node's reply: a prompt, or a stated limit."""
    outcomes = []
    for node, msg in replies:
        if node == "info":
            if msg.tool_calls:
                args = msg.tool_calls[0]["args"]
                flat = " ".join([args.get("objective", "")] + [x for k in ("variables", "constraints", "requirements")
                                                                for x in args.get(k, [])]).lower()
                leaked = [w for w in TEMPLATE_WORDS if w in flat]
                assert not leaked, f"PromptInstructions filled with the template's own words: {args}"
                assert any(w in flat for w in user_words), f"PromptInstructions not from the user's answers: {args}"
                outcomes.append("right")
            elif stated_limit(msg.content):
                outcomes.append("limit")
            else:
                assert "?" in msg.content, f"neither a question back, nor a call, nor a stated limit: {msg.content!r}"
                outcomes.append("right")
        elif node == "prompt":
            outcomes.append("limit" if stated_limit(msg.content) else "right")
            if outcomes[-1] == "right":
                assert "{" in msg.content or len(msg.content.split()) >= 15, msg.content
    return outcomes


def test_the_notebooks_cached_conversation():
    log = CallLog()
    replies = chat(build(sim_llm()), ["hi!", "rag prompt", "1 rag, 2 none, 3 no, 4 no", "red", "q"], log)
    assert replies
    _check(replies, ["rag"])


def test_all_four_pieces_at_once():
    log = CallLog()
    text = ("I want a prompt that summarises customer emails. Variables: email_body and customer_name. "
            "It must not include prices. It must be under 50 words.")
    replies = chat(build(sim_llm()), [text, "q"], log)
    _check(replies, ["summaris", "email_body", "price", "50 words"])
    node, first = replies[0]
    if first.tool_calls:  # each piece in its own field, not a bag of the message's words
        args = first.tool_calls[0]["args"]
        assert "email_body" in args["variables"] and "email_body" not in args["objective"], args
        assert args["constraints"] and args["requirements"], args


def test_wiring_with_an_ideal_model():
    llm = queued(
        AIMessage("Hi! What is the objective of your prompt?"),
        call("PromptInstructions", objective="rag", variables=[], constraints=[], requirements=[]),
        AIMessage("Answer the {question} using only {context}."),
    )
    replies = chat(build(llm), ["hi!", "rag prompt, no variables, no constraints, no requirements", "q"], CallLog())
    assert _check(replies, ["rag"]) == ["right", "right", "right"]
