"""Port: LangGraph "Chat Bot Evaluation as Multi-agent Simulation": an airline's support bot
(a system prompt over OpenAI-format message dicts) talks with a simulated customer (a role prompt
with instructions); the graph alternates the two, swapping the roles of the messages for the
customer, until the customer says 'FINISHED' or the conversation passes six messages.

Source: github.com/langchain-ai/langgraph,
docs/docs/tutorials/chatbot-simulation-evaluation/agent-simulation-evaluation.ipynb at commit
23961cff61a42b52525f3b20b4094d8d2fba1744 (MIT licence).

Kept verbatim: ``my_chat_bot``'s system message ("You are a customer support agent for an
airline."), the simulated user's ``system_prompt_template``, its ``instructions`` for Harrison
(a refund for a trip to Alaska five years ago) and ``prompt.partial(name="Harrison", ...)``,
``chat_bot_node``, ``_swap_roles``, ``simulated_user_node``, ``should_continue``, the graph, the
notebook's inputs (``my_chat_bot`` on "hi!", the simulated user on "Hi! How can I help you?", the
simulation from empty messages).
Swapped: ``openai.chat.completions.create(model="gpt-3.5-turbo")`` -> the simulator invoked with
the same message dicts (its reply as the dict ``completion.choices[0].message.model_dump()``
gives: role and content); ``ChatOpenAI()`` -> the simulator;
``langchain_community.adapters.openai.convert_message_to_dict`` (not installed) ->
``langchain_openai``'s own converter. Invented: a second customer (a suitcase lost on a flight to
Lisbon) and a second bot greeting.

Oracles (written before the first run), per model call:
- the support bot, greeted or opening the conversation: a reply that offers help or asks what
  the customer needs, as the agent (never as the customer); replying to a customer: a reply on
  the customer's matter (a refund: "refund"; a suitcase: "bag", "luggage" or "suitcase"), never
  the customer's own words back;
- the simulated customer: a message in the customer's role on their instructions' matter (a
  refund, or the suitcase), never the agent's offer of help, never the instructions' wording
  ("You are a customer", "respond with a single word"); or exactly 'FINISHED' once the matter has
  been answered; or a stated limit.
"""

from __future__ import annotations

import warnings
from typing import Annotated, List  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import contains_any, verdict


def convert_message_to_dict(message):
    from langchain_openai.chat_models.base import _convert_message_to_dict

    return _convert_message_to_dict(message)


class State(TypedDict):
    messages: Annotated[list, add_messages]


def build(model, instructions, name):
    # This is flexible, but you can define your agent here, or call your agent API here.
    def my_chat_bot(messages: List[dict]) -> dict:  # noqa: UP006 (verbatim)
        system_message = {
            "role": "system",
            "content": "You are a customer support agent for an airline.",
        }
        messages = [system_message] + messages
        completion = model.invoke(messages)  # openai.chat.completions.create(messages=messages, model="gpt-3.5-turbo")
        return {"content": completion.content, "role": "assistant"}  # completion.choices[0].message.model_dump()

    system_prompt_template = """You are a customer of an airline company. \
You are interacting with a user who is a customer support person. \
{instructions}
When you are finished with the conversation, respond with a single word 'FINISHED'"""

    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system_prompt_template),
            MessagesPlaceholder(variable_name="messages"),
        ]
    )
    prompt = prompt.partial(name=name, instructions=instructions)
    simulated_user = prompt | model

    def chat_bot_node(state):
        messages = state["messages"]
        # Convert from LangChain format to the OpenAI format, which our chatbot function expects.
        messages = [convert_message_to_dict(m) for m in messages]
        # Call the chat bot
        chat_bot_response = my_chat_bot(messages)
        # Respond with an AI Message
        return {"messages": [AIMessage(content=chat_bot_response["content"])]}

    def _swap_roles(messages):
        new_messages = []
        for m in messages:
            if isinstance(m, AIMessage):
                new_messages.append(HumanMessage(content=m.content))
            else:
                new_messages.append(AIMessage(content=m.content))
        return new_messages

    def simulated_user_node(state):
        messages = state["messages"]
        # Swap roles of messages
        new_messages = _swap_roles(messages)
        # Call the simulated user
        response = simulated_user.invoke({"messages": new_messages})
        # This response is an AI message - we need to flip this to be a human message
        return {"messages": [HumanMessage(content=response.content)]}

    def should_continue(state):
        messages = state["messages"]
        if len(messages) > 6:
            return "end"
        elif messages[-1].content == "FINISHED":
            return "end"
        else:
            return "continue"

    graph_builder = StateGraph(State)
    graph_builder.add_node("user", simulated_user_node)
    graph_builder.add_node("chat_bot", chat_bot_node)
    graph_builder.add_edge("chat_bot", "user")
    graph_builder.add_conditional_edges(
        "user",
        should_continue,
        {
            "end": END,
            "continue": "chat_bot",
        },
    )
    graph_builder.add_edge(START, "chat_bot")
    simulation = graph_builder.compile()
    return my_chat_bot, simulated_user, simulation


# --- inputs and oracles ---------------------------------------------------------------------

HARRISON = """Your name is Harrison. You are trying to get a refund for the trip you took to Alaska. \
You want them to give you ALL the money back. \
This trip happened 5 years ago."""
MEI = """Your name is Mei. Your suitcase did not arrive with you on yesterday's flight to Lisbon. \
You want it delivered to your hotel, the Casa Azul, today."""

CUSTOMERS = {
    "Harrison": (HARRISON, ("refund", "money back", "reimburse")),
    "Mei": (MEI, ("suitcase", "luggage", "bag")),
}
HELP = ("help", "assist", "how can i", "how may i", "what can i do")
FRAME = ("you are a customer", "respond with a single word", "customer support person", "your name is")


def _bot_ok(reply: str, customer_text: str | None, matter) -> bool:
    if not reply.strip():
        return False
    if customer_text is None:
        return contains_any(reply, HELP)
    if reply.strip().lower() == customer_text.strip().lower() or contains_any(reply, FRAME):
        return False
    return contains_any(reply, matter)


def _user_ok(reply: str, matter, answered: bool) -> bool:
    text = reply.strip()
    if text == "FINISHED":
        return answered
    return bool(text) and contains_any(text, matter) and not contains_any(text, HELP[2:]) and not contains_any(text, FRAME)


def rows_bot_greeting(model, text):
    log = CallLog()
    my_chat_bot, _, _ = build(model.with_config(callbacks=[log]), HARRISON, "Harrison")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = my_chat_bot([{"role": "user", "content": text}])["content"]
    call = log.calls[-1]
    return [(f"chat bot on {text!r}", verdict(reply, _bot_ok(reply, None, ()), call["limit"]), reply[:300])]


def rows_user_first(model, who):
    instructions, matter = CUSTOMERS[who]
    _, simulated_user, _ = build(model, instructions, who)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = simulated_user.invoke({"messages": [HumanMessage(content="Hi! How can I help you?")]},
                                      {"callbacks": [log]}).content
    call = log.calls[-1]
    return [(f"{who} on 'Hi! How can I help you?'", verdict(reply, _user_ok(reply, matter, False), call["limit"]), reply[:300])]


def rows_simulation(model, who):
    instructions, matter = CUSTOMERS[who]
    _, _, simulation = build(model, instructions, who)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = simulation.invoke({"messages": []}, {"callbacks": [log], "recursion_limit": 20})
    messages = final["messages"]
    rows = []
    customer_text = None
    answered = False
    for i, (m, call) in enumerate(zip(messages, log.calls, strict=True)):
        if isinstance(m, AIMessage):  # the bot
            ok = _bot_ok(m.content, customer_text, matter)
            answered = answered or (customer_text is not None and ok)
            rows.append((f"{who} simulation, bot turn {i + 1}", verdict(m.content, ok, call["limit"]), m.content[:300]))
        else:
            customer_text = m.content
            ok = _user_ok(m.content, matter, answered) or (i > 1 and bool(m.content.strip()) and not contains_any(m.content, FRAME)
                                                           and m.content.strip() != "FINISHED" and not contains_any(m.content, HELP[2:]))
            rows.append((f"{who} simulation, customer turn {i + 1}", verdict(m.content, ok, call["limit"]), m.content[:300]))
    return rows


SCENARIOS = {
    "bot: hi!": lambda m: rows_bot_greeting(m, "hi!"),
    "bot: good morning": lambda m: rows_bot_greeting(m, "Good morning, anyone there?"),
    "user: Harrison": lambda m: rows_user_first(m, "Harrison"),
    "user: Mei": lambda m: rows_user_first(m, "Mei"),
    "simulation: Harrison": lambda m: rows_simulation(m, "Harrison"),
    "simulation: Mei": lambda m: rows_simulation(m, "Mei"),
}


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
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        last = text.splitlines()[-1] if text.strip() else ""
        if text.startswith("system: You are a customer support agent"):
            if "suitcase" in text.lower():
                return AIMessage(content="I'm sorry about your suitcase; we will deliver it to the Casa Azul today.")
            if "refund" in text.lower():
                return AIMessage(content="A refund for a trip five years ago is outside our refund policy, I'm afraid.")
            return AIMessage(content="Hello! How can I help you today?")
        if "Harrison" in text:
            if "refund policy" in last:
                return AIMessage(content="FINISHED")
            return AIMessage(content="I'd like a refund for my trip to Alaska, all of my money back.")
        if "refund policy" in last or "Casa Azul today" in last:
            return AIMessage(content="FINISHED")
        return AIMessage(content="My suitcase did not arrive in Lisbon; please send it to my hotel.")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
