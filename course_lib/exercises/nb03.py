"""Notebook 03 (multi-tool routing and adaptive routing): exercises.

- q1: describe a new tool (a currency converter) so that the model calls it for currency
  questions and for nothing else, next to the knowledge agent's five tools;
- q2: fix a router that sends chit-chat to retrieval: its schema names the routes
  differently from what the edge function expects;
- q3: a thought question on when an up-front router beats the tool-calling agent.

Routing is judged on the model's first decision (tools are not run), so the checks are quick.
Nothing heavy happens at import.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from course_lib.exercises.problem import Case, FunctionProblem, Lazy, ThoughtProblem, ValueProblem

NOTEBOOK = "03"


# -- q1: a currency converter whose description routes well ---------------------------------
RATES_PER_USD = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "JPY": 151.0, "CHF": 0.88}
"""Fixed, invented exchange rates for the exercise: units of each currency per US dollar."""


def convert(amount: float, from_currency: str, to_currency: str) -> str:
    """``amount`` in ``from_currency`` expressed in ``to_currency`` at ``RATES_PER_USD``."""
    source, target = from_currency.strip().upper(), to_currency.strip().upper()
    unknown = [c for c in (source, target) if c not in RATES_PER_USD]
    if unknown:
        return f"Error: unknown currency {unknown[0]!r}; known: {', '.join(RATES_PER_USD)}."
    value = float(amount) / RATES_PER_USD[source] * RATES_PER_USD[target]
    return f"{float(amount):.2f} {source} = {value:.2f} {target}"


class CurrencyInput(BaseModel):
    """Arguments of the currency converter."""

    amount: float = Field(description="The amount of money to convert, e.g. 250.")
    from_currency: str = Field(description="ISO code of the currency of the amount: USD, EUR, GBP, JPY or CHF.")
    to_currency: str = Field(description="ISO code of the currency wanted: USD, EUR, GBP, JPY or CHF.")


def make_currency_tool(description: str, *, name: str = "convert_currency"):
    """The converter as a tool with the given description (the learner's part of q1)."""
    from langchain_core.tools import StructuredTool

    return StructuredTool.from_function(convert, name=name, description=description,
                                        args_schema=CurrencyInput)


CURRENCY_QUESTIONS = (
    "How much is 250 euros in US dollars?",
    "Convert 1,200 Japanese yen to British pounds.",
    "What is 80 Swiss francs worth in euros at today's exchange rate?",
)
"""Questions the converter must get (and nothing else)."""

OTHER_QUESTIONS = (
    "What is 17 * 23?",
    "What is 15% of 2,400?",
    "What is the status of order ORD-1007?",
    "What is the total amount of all pending orders?",
    "How does asyncio.wait decide when to return?",
    "Who leads the team that owns Project Falcon?",
    "When did Python 3.14 come out?",
    "Hello!",
)
"""Questions the converter must leave alone: arithmetic, orders (they have amounts and a
currency too), notes, wiki, web and small talk."""

FENCE_QUESTIONS = (
    "What is the total amount in USD of all pending orders?",
    "Which order of Northgate Pharmacy cost the most, in USD?",
    "What is 15% of 250 dollars?",
    "I had 250 euros and spent 80 euros. How much is left?",
)
"""Order and arithmetic questions with money in them, asked again with the orders lookup and
the calculator taken away: only the description's own "not for" side keeps the converter off
them (a word list or a one-sided description takes them)."""


def currency_description() -> str:
    """A description that says what the converter is for and what it is not for."""
    return (
        "Convert an amount of money from one currency to another (USD, EUR, GBP, JPY, CHF) "
        "at the exchange rate. Use it for questions about exchange rates or what an amount "
        "in dollars, euros, pounds, yen or francs is worth in another currency. Do not use it "
        "for orders (their amounts, totals or status), for arithmetic on numbers without a "
        "currency conversion, or for any other question."
    )


def _no_retriever():
    """Stands in for a knowledge base: routing is judged on the first decision only."""
    from langchain_core.retrievers import BaseRetriever

    class NoDocuments(BaseRetriever):
        def _get_relevant_documents(self, query, *, run_manager=None):
            return []

    return NoDocuments()


def first_tools(description: str, questions: tuple[str, ...], *, neighbours: bool = True) -> dict[str, list[str]]:
    """Question -> the tools the model calls first, with the converter added to the agent's tools
    (``neighbours=False``: without the orders lookup and the calculator)."""
    from course_lib.evaluation.tool_choice import first_turn_router
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools
    from course_lib.rag.prompts import TOOLS_AGENT_SYSTEM

    stub = _no_retriever()
    agent_tools = make_knowledge_tools(notes_retriever=stub, wiki_retriever=stub,
                                       orders=neighbours, calculator=neighbours)
    tools = [*agent_tools, make_currency_tool(description)]
    decide = first_turn_router(get_chat_model(), tools, system_prompt=TOOLS_AGENT_SYSTEM, count_declined=True)
    return {q: list(decide(q)) for q in questions}


def _judge_description(description: str) -> str | None:
    if not description.strip():
        return "Your description is empty: the model would know nothing about the tool."
    chosen = first_tools(description, CURRENCY_QUESTIONS + OTHER_QUESTIONS)
    for q in CURRENCY_QUESTIONS:  # an extra call next to it is harmless (eager models make them)
        if "convert_currency" not in chosen[q]:
            went = ", ".join(chosen[q]) or "no tool"
            return (f"{q!r} went to {went}, not to convert_currency. Say plainly what the tool is "
                    "for, in the words a user would use (currencies, exchange rates).")
    for q in OTHER_QUESTIONS:
        if "convert_currency" in chosen[q]:
            return (f"{q!r} now goes to convert_currency. Say what the tool is *not* for, so it "
                    "does not steal other tools' questions.")
    alone = first_tools(description, FENCE_QUESTIONS, neighbours=False)
    for q in FENCE_QUESTIONS:
        if "convert_currency" in alone[q]:
            return (f"With the orders lookup and the calculator taken away, {q!r} goes to "
                    "convert_currency: nothing in your description keeps it off order and "
                    "arithmetic questions, which mention money too. Add what it is *not* for.")
    return None


q1 = ValueProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="A new tool that routes correctly",
    prompt=(
        "The agent gets a sixth tool, `convert_currency(amount, from_currency, to_currency)`. "
        "Write its description in `currency_description`: the model must call it for currency "
        "conversions (\"How much is 250 euros in US dollars?\") and never for arithmetic, "
        "orders, notes, wiki, web or small-talk questions. Only the description is yours; the "
        "function and its arguments are given. The check asks the model with the agent's five "
        "tools, then again without the orders lookup and the calculator: your description "
        "alone must then keep order and arithmetic questions, which mention money too, away "
        "from the converter."
    ),
    starter=(
        "# What is convert_currency for, and what is it not for?\n"
        "currency_description = ____\n"
    ),
    answer_name="currency_description",
    value_type=str,
    test=_judge_description,
    reference=currency_description,
    limits_void_a_pass=True,  # a description the simulator could not read routes by the arguments alone
    hints=(
        "The model sees only the tool's name and description. Look at `calc`'s and "
        "`query_orders`' descriptions: each says what it is for and what it is not for.",
        "Orders have amounts and a currency too, and arithmetic has numbers: name the "
        "currencies and 'exchange rate' in a 'Use it for ...' sentence, then add 'Do not use it "
        "for customer orders or plain arithmetic'. Try it with `first_tools(...)`.",
    ),
    explanation=(
        "A two-sided description routes well: the positive side names the situation in the "
        "user's words (amounts in dollars, euros, pounds; exchange rates), the negative side "
        "fences off the neighbours that share words with it (orders list amounts and "
        "currencies, calc does arithmetic). A new tool is also a risk for the old ones: measure "
        "their questions again after adding it."
    ),
    success="Currency questions go to convert_currency and every other question stays where it was.",
    wrong_answers=(
        "Use it for any calculation with numbers: sums, products, percentages and conversions.",
        "Use it for questions about money, amounts, totals and orders.",
        "   ",
        "currency exchange rate euro dollar yen pound franc convert amount money",  # a word list
        "Converts an amount from one currency to another using current exchange rates.",  # one-sided
        "Use it for money: amounts in dollars, euros, pounds, yen or francs, and exchange rates.",
    ),
    alternatives=(  # other clear two-sided descriptions
        "Converts an amount from one currency to another using current exchange rates. Do not "
        "use it for orders or arithmetic.",
        "Currency converter: turns an amount of money in one currency (dollars, euros, pounds, "
        "yen, francs) into another at the exchange rate. Not for customer orders, plain "
        "arithmetic, or anything else.",
        # the same with a list of currency codes: naming the codes must not pull order
        # questions that mention a currency ("... in USD of all pending orders") to the tool
        "Converts an amount from one currency to another using current exchange rates (codes "
        "such as USD, EUR, GBP, JPY, CHF). Do not use it for orders or arithmetic.",
        "Currency converter: turns an amount of money in one currency (USD, EUR, GBP, JPY, CHF, "
        "CAD, AUD) into another at the exchange rate. Not for customer orders, plain "
        "arithmetic, or anything else.",
    ),
    timeout=60.0,
)


# -- q2: a router that sends chit-chat to retrieval -----------------------------------------
class SourceRoute(BaseModel):
    """Where the question should be answered from, and how hard it is (notebook 03, q2)."""

    datasource: Literal["direct_answer", "vectorstore", "web_search"] = Field(
        description=(
            "direct_answer: greetings, small talk and general knowledge that needs no lookup; "
            "vectorstore: questions about the internal technical notes or the company wiki; "
            "web_search: recent events, releases and public facts the notes do not cover."
        )
    )
    complexity: Literal["simple", "complex"] = Field(
        description="simple: one lookup answers it; complex: it needs several lookups."
    )


SOURCE_ROUTE_DEFAULT = SourceRoute(datasource="vectorstore", complexity="simple")
"""The safe ``SourceRoute`` when the router's reply cannot be read: one retrieval."""


def choose_source_path(state: dict) -> str:
    """The next node for a ``SourceRoute`` decision stored in ``state["decision"]``."""
    decision = state["decision"]
    if decision["datasource"] == "direct_answer":
        return "answer_directly"
    if decision["datasource"] == "web_search":
        return "web_search"
    if decision["complexity"] == "complex":
        return "research"
    return "retrieve"


def _state(datasource: str, complexity: str) -> tuple[dict]:
    return ({"question": "(any)", "decision": {"datasource": datasource, "complexity": complexity}},)


@lru_cache(maxsize=16)
def _decision_items(question: str) -> tuple[tuple[str, str], ...]:
    from course_lib.models.llm import get_chat_model
    from course_lib.models.structured import structured_output
    from course_lib.rag.prompts import ROUTER_PROMPT

    router = ROUTER_PROMPT | structured_output(
        get_chat_model(), SourceRoute, default=SOURCE_ROUTE_DEFAULT)
    return tuple(router.invoke({"question": question}).model_dump().items())


def route_with_source_schema(question: str) -> dict[str, str]:
    """The ``SourceRoute`` decision the router makes for ``question`` (cached)."""
    return dict(_decision_items(question))


def _routed_case(question: str, expected: str) -> Case:
    """A case whose state holds the decision the router really makes for ``question``."""

    def args() -> tuple:
        return ({"question": question, "decision": route_with_source_schema(question)},)

    def test(result: str) -> str | None:
        if result == expected:
            return None
        return (f"the router decided {route_with_source_schema(question)} for {question!r} and "
                f"your function sent it to {result!r}; it should go to {expected!r}.")

    return Case(args=args, label=f"the router's state for {question!r}", test=test)


q2 = FunctionProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A router that sends chit-chat to retrieval",
    prompt=(
        "A teammate's router uses the schema `SourceRoute` (`datasource`: `direct_answer`, "
        "`vectorstore` or `web_search`; `complexity`: `simple` or `complex`) with the "
        "library's `choose_path`, which expects `route` and `complexity`: every question, "
        "even \"Hello!\", ends up in `retrieve`. Write `choose_source_path(state)`: it reads "
        "the decision in `state[\"decision\"]` and returns the next node, one of "
        "`answer_directly`, `retrieve`, `research` or `web_search`, following the same policy "
        "as `PATHS`."
    ),
    starter=(
        "def choose_source_path(state):\n"
        '    """The next node for a SourceRoute decision stored in state["decision"]."""\n'
        '    decision = state["decision"]\n'
        "    return ____\n"
    ),
    answer_name="choose_source_path",
    returns=str,
    cases=[
        Case(args=_state("direct_answer", "simple"), label="direct_answer, simple", expected="answer_directly"),
        Case(args=_state("direct_answer", "complex"), label="direct_answer, complex", expected="answer_directly",
             message="a direct answer needs no lookup, however complex the router thinks it is."),
        Case(args=_state("vectorstore", "simple"), label="vectorstore, simple", expected="retrieve"),
        Case(args=_state("vectorstore", "complex"), label="vectorstore, complex", expected="research"),
        Case(args=_state("web_search", "simple"), label="web_search, simple", expected="web_search"),
        Case(args=_state("web_search", "complex"), label="web_search, complex", expected="web_search"),
        _routed_case("Hello!", "answer_directly"),
        _routed_case("Thanks a lot!", "answer_directly"),
        _routed_case("Who leads the team that owns Project Falcon?", "research"),
    ],
    reference=choose_source_path,
    hints=(
        "Print `state[\"decision\"]` for one question: which keys does it have? The library's "
        "`choose_path` looks for `route`, which is not there, so it falls back to `retrieve`.",
        "Check `datasource` first (direct and web ignore the complexity), then use the "
        "complexity only for `vectorstore`.",
    ),
    explanation=(
        "The schema and the edge function are two halves of one contract: the enum values the "
        "model may return, and the map from those values to nodes. Renaming a value on one side "
        "only does not raise an error; it silently sends everything down the fallback path. A "
        "test that runs a greeting through the router and asserts the path catches it."
    ),
    success="Every decision goes to the right node; greetings are answered directly again.",
    wrong_answers=(
        Lazy(lambda: _library_choose_path()),
        lambda state: "research" if state["decision"]["complexity"] == "complex" else "retrieve",
        lambda state: {"direct_answer": "answer_directly", "web_search": "web_search"}.get(
            state["decision"]["datasource"], "research"),
    ),
    timeout=60.0,
)


def _library_choose_path():
    from course_lib.rag.graphs.adaptive import choose_path

    return choose_path


# -- q3: thought question --------------------------------------------------------------------
q3 = ThoughtProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="Router or agent?",
    prompt=(
        "The adaptive router spends a routing call on every question, yet it spent fewer tokens "
        "than the tool-calling agent on our question set. Where does it save, where does it lose "
        "accuracy, and how would you combine the two?"
    ),
    starter="**Your answer:** (double-click to write)",
    explanation=(
        "The router saves where the path is obvious: greetings and general knowledge get a "
        "cheap classification and a short answer instead of a model call carrying every tool's "
        "schema; simple note questions get exactly one retrieval and one grounded answer, with "
        "no second model turn to read tool results. It loses where its routes do not fit: a "
        "question outside its three routes (orders, arithmetic) or a wrong complexity call (a "
        "two-hop question sent down the one-retrieval path cannot recover, while an agent can "
        "search again). Combine them: route up front, and send anything complex or "
        "unclassifiable to the agent loop, which is exactly what the `research` path does; "
        "measure the router's accuracy per category before trusting it."
    ),
)


PROBLEMS = [q1, q2, q3]
