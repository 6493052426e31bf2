"""Port: LangChain how-to "How to use few-shot prompting with tool calling".

Source: github.com/langchain-ai/langchain, docs/docs/how_to/tools_few_shot.ipynb at commit
0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT licence).

Kept verbatim: the two tools (``add``, ``multiply``, their docstrings), the bare question with
its instructions, the few-shot ``examples`` (note: the examples call ``Multiply``/``Add`` with
``x``/``y``, names and arguments the bound tools do not have), the system prompt, the prompt and
the chain ``{"query": RunnablePassthrough()} | few_shot_prompt | llm_with_tools`` and its
question. Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator.
Added (not in the how-to, which stops at the first reply): ``run_to_the_end`` feeds each tool
call's result back the way the examples show (AIMessage with the call, ToolMessage with the
result) until the model answers, at most five model calls.

Oracles, written before the first simulator run: the how-to's point is that the first reply
calls ``multiply(a=119, b=8)`` only (it "can't know the results of 119 * 8 yet", so no ``add``
in the same reply); the calls use the bound tools' names and arguments, never the examples'
``Multiply``/``x``/``y`` or their numbers; run to the end the answer is 932. Anything else must
come with a stated limit.
"""

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
from langchain_core.tools import tool

from tests.thirdparty._support import CallLog, call, queued, sim_llm


@tool
def add(a: int, b: int) -> int:
    """Adds a and b."""
    return a + b


@tool
def multiply(a: int, b: int) -> int:
    """Multiplies a and b."""
    return a * b


tools = [add, multiply]

examples = [
    HumanMessage(
        "What's the product of 317253 and 128472 plus four", name="example_user"
    ),
    AIMessage(
        "",
        name="example_assistant",
        tool_calls=[
            {"name": "Multiply", "args": {"x": 317253, "y": 128472}, "id": "1"}
        ],
    ),
    ToolMessage("16505054784", tool_call_id="1"),
    AIMessage(
        "",
        name="example_assistant",
        tool_calls=[{"name": "Add", "args": {"x": 16505054784, "y": 4}, "id": "2"}],
    ),
    ToolMessage("16505054788", tool_call_id="2"),
    AIMessage(
        "The product of 317253 and 128472 plus four is 16505054788",
        name="example_assistant",
    ),
]

system = """You are bad at math but are an expert at using a calculator. 

Use past tool usage as an example of how to correctly use the tools."""  # noqa: W291 (verbatim)
few_shot_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        *examples,
        ("human", "{query}"),
    ]
)

BARE_QUESTION = "Whats 119 times 8 minus 20. Don't do any math yourself, only use tools for math. Respect order of operations"
QUESTION = "Whats 119 times 8 minus 20"
EXAMPLE_NUMBERS = {317253, 128472, 16505054784, 16505054788}


def calls_of(message) -> list[dict]:
    return [{"name": c["name"], "args": c["args"]} for c in message.tool_calls]


def limit_of(message) -> str:
    return (message.response_metadata or {}).get("simulator_limit", "")


def assert_first_step(message) -> None:
    """multiply(119, 8) alone, with the bound tools' names; or no call and a stated limit."""
    calls = calls_of(message)
    for c in calls:
        assert c["name"] in ("add", "multiply"), f"a tool that is not bound (the examples' name?): {calls}"
        assert not set(c["args"].values()) & EXAMPLE_NUMBERS, f"the examples' numbers copied: {calls}"
    if not calls:
        assert limit_of(message), f"no call and no stated limit: {message.content!r}"
        return
    assert calls == [{"name": "multiply", "args": {"a": 119, "b": 8}}], calls


def run_to_the_end(llm_with_tools, messages: list, *, max_calls: int = 5) -> tuple[list, AIMessage]:
    """The examples' protocol continued: execute each call, hand back its result, until text."""
    by_name = {t.name: t for t in tools}
    reply = None
    for _ in range(max_calls):
        reply = llm_with_tools.invoke(messages)
        messages = [*messages, reply]
        if not reply.tool_calls:
            return messages, reply
        for c in reply.tool_calls:
            result = by_name[c["name"]].invoke(c["args"]) if c["name"] in by_name else f"Error: no tool {c['name']}"
            messages.append(ToolMessage(str(result), tool_call_id=c["id"]))
    raise AssertionError(f"no answer after {max_calls} model calls: {messages[-2:]}")


def test_without_examples_the_first_reply_multiplies_first():
    llm_with_tools = sim_llm().bind_tools(tools)
    log = CallLog()
    msg = llm_with_tools.invoke(BARE_QUESTION, config={"callbacks": [log]})
    assert_first_step(msg)


def test_with_the_few_shot_prompt_the_first_reply_multiplies_first():
    llm_with_tools = sim_llm().bind_tools(tools)
    chain = {"query": RunnablePassthrough()} | few_shot_prompt | llm_with_tools
    msg = chain.invoke(QUESTION)
    assert_first_step(msg)


def test_run_to_the_end_the_answer_is_932():
    llm_with_tools = sim_llm().bind_tools(tools)
    log = CallLog()
    llm_logged = llm_with_tools.with_config(callbacks=[log])
    messages, final = run_to_the_end(llm_logged, few_shot_prompt.invoke({"query": QUESTION}).to_messages())
    made = [(c["name"], c["args"]) for m in messages[len(examples) + 2:] if isinstance(m, AIMessage)
            for c in m.tool_calls]
    if log.limits():
        return  # stated a limit somewhere: honest
    assert made == [("multiply", {"a": 119, "b": 8}), ("add", {"a": 952, "b": -20})], made
    assert "932" in final.content, final.content


def test_an_invented_question_in_the_same_chain():
    """Same chain, a question of my own: 23 plus 19, times 3 -> add first, then multiply (126)."""
    llm_with_tools = sim_llm().bind_tools(tools)
    log = CallLog()
    messages, final = run_to_the_end(llm_with_tools.with_config(callbacks=[log]),
                                     few_shot_prompt.invoke({"query": "What is 23 plus 19, all times 3?"}).to_messages())
    if log.limits():
        return
    assert "126" in final.content, (final.content, [calls_of(m) for m in messages if isinstance(m, AIMessage)][-4:])


def test_wiring_with_an_ideal_model():
    llm = queued(call("multiply", a=119, b=8), call("add", a=952, b=-20), AIMessage("119 times 8 minus 20 is 932."))
    llm_with_tools = llm.bind_tools(tools)
    chain = {"query": RunnablePassthrough()} | few_shot_prompt | llm_with_tools
    assert calls_of(chain.invoke(QUESTION)) == [{"name": "multiply", "args": {"a": 119, "b": 8}}]
    llm = queued(call("multiply", a=119, b=8), call("add", a=952, b=-20), AIMessage("119 times 8 minus 20 is 932."))
    _, final = run_to_the_end(llm.bind_tools(tools), few_shot_prompt.invoke({"query": QUESTION}).to_messages())
    assert "932" in final.content
