"""Notebook 08 (scaling agents): exercises.

- q1: group the 16 tools into desks (sub-agents as tools) that route better than the notebook's
  four desks, for fewer tokens per question than all 16 tools in one agent;
- q2: configure the summarisation middleware so that the facts of a 12-turn session survive
  and its last turn (a follow-up) is still answered, for fewer tokens than the notebook's setting;
- q3: pick the top-k that gives the most accuracy per token from measured results.

Checks run the learner's configuration on the simulator (results cached per model); nothing
heavy happens at import.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from course_lib.exercises.problem import Case, FunctionProblem, Lazy, ValueProblem

NOTEBOOK = "08"

# --- shared material ------------------------------------------------------------------------

SESSION = (
    "Which team owns Project Falcon?",
    "Who leads the Ledger Team?",
    "And which services does it own?",
    "What is the status of order ORD-1007?",
    "Where is the parcel of order ORD-1007 now?",
    "Is the invoice for order ORD-1007 paid?",
    "Which database does the Tally Service use?",
    "What is the total amount of all pending orders?",
    "Who coordinates the Abacus Rotation?",
    "Which team owns Project Heron?",
    "Who leads the Tidewater Team?",
    "And how many engineers does it have?",
)
"""The 12-turn session of notebook 08: questions, then follow-ups on the previous turn."""

SESSION_TOOLS = ("search_wiki", "query_orders", "track_shipment", "lookup_invoice", "calc")
SESSION_FACTS = ("Ledger Team", "Priya Raman", "ORD-1007", "Chicago customs hall", "INV-5007",
                 "Cobalt Database", "7118.85", "Hiroshi Tanaka")
"""Facts the session established in turns 1 to 9: after the last turn, each must still be in
what the model reads (the summary or the messages kept)."""
LAST_TURN_KEYWORD = "nine engineers"
TOKEN_SHARE = 0.85
"""q2: the session may use at most this share of the input tokens of a session without memory."""
SHOWN_SHARE = 0.95
"""q2: ... and at most this share of the input tokens of the notebook's own setting (summarise at
3,000 tokens, keep 8 messages): the setting shown in the notebook does not pass."""
SHOWN_MEMORY = {"trigger_tokens": 3000, "keep_messages": 8}


@lru_cache(maxsize=2)
def _catalogue(model_spec: str):
    from course_lib.rag.tools.catalogue import make_tool_catalogue

    return make_tool_catalogue()


def catalogue():
    from course_lib.foundation.config import settings

    return _catalogue(settings().llm)


def thread_text(messages) -> str:
    """Everything the model reads of a thread: every message's text."""
    return "\n".join(str(getattr(m, "text", "") or "") for m in messages)


def play_session(memory_middleware=None, *, memory: str = "none"):
    """The session with the given memory; returns (Session, final thread text)."""
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.long_chat import make_chat_agent, run_session

    tools = [catalogue()[t] for t in SESSION_TOOLS]
    agent = make_chat_agent(llm=get_chat_model(), tools=tools, memory=memory,
                            memory_middleware=memory_middleware)
    session = run_session(agent, SESSION, thread_id="q2")
    state = agent.get_state({"configurable": {"thread_id": "q2"}}).values
    return session, thread_text(state["messages"])


@lru_cache(maxsize=2)
def _baseline_tokens(model_spec: str) -> int:
    return play_session()[0].input_tokens


def baseline_tokens() -> int:
    from course_lib.foundation.config import settings

    return _baseline_tokens(settings().llm)


@lru_cache(maxsize=2)
def _shown_tokens(model_spec: str) -> int:
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.long_chat import summarization

    return play_session(summarization(get_chat_model(), **SHOWN_MEMORY))[0].input_tokens


def shown_tokens() -> int:
    """Input tokens of the session with the notebook's own summarisation setting."""
    from course_lib.foundation.config import settings

    return _shown_tokens(settings().llm)


# --- q1: desks that keep routing and save tokens ---------------------------------------------

ROUTING_THRESHOLD = 0.6


def check_questions():
    """The labelled questions of q1: two of each core category, and the 33 of the new tools."""
    from course_lib.evaluation.questions import load_questions, question_file, select

    core = select(load_questions(), per_category=2,
                  categories=["chitchat", "general", "notes", "calc", "orders", "orders+calc", "multi-hop"])
    return core + load_questions(path=question_file().parent / "scaling_questions.jsonl")


def routing_of(graph, questions, *, hide: tuple[str, ...] = ()) -> dict[str, Any]:
    """Routing accuracy (leaf tools; ``hide``: desk names left out) and mean tokens of a graph."""
    from langchain_core.messages import HumanMessage

    from course_lib.evaluation import evaluate
    from course_lib.evaluation.tool_choice import NO_TOOL, decide_from_runs, evaluate_routing
    from course_lib.rag.pipelines import Pipeline, last_ai_text

    pipe = Pipeline(name="check", graph=graph, read_answer=last_ai_text,
                    make_input=lambda q: {"messages": [HumanMessage(q)]})
    runs = evaluate([pipe], questions).table()
    runs["tools"] = [", ".join(t for t in dict.fromkeys(row.split(", ")) if t not in hide) or NO_TOOL
                     if row != NO_TOOL else NO_TOOL for row in runs["tools"]]
    report = evaluate_routing(questions, decide=decide_from_runs(runs), tool_names=list(catalogue()))
    return {"accuracy": report.accuracy, "tokens": float((runs["input_tokens"] + runs["output_tokens"]).mean()),
            "calls": float(runs["llm_calls"].mean())}


@lru_cache(maxsize=2)
def _flat(model_spec: str) -> dict[str, Any]:
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_agent
    from course_lib.rag.tools.catalogue import tool_set

    agent = make_knowledge_agent(llm=get_chat_model(), tools=tool_set(16, catalogue()))
    return routing_of(agent, check_questions())


def flat_sixteen() -> dict[str, Any]:
    from course_lib.foundation.config import settings

    return _flat(settings().llm)


def course_desks():
    """The notebook's four desks: the result to beat, not an answer."""
    from course_lib.rag.graphs.sub_agents import DESKS

    return list(DESKS)


def _desk_routing(desks) -> dict[str, Any]:
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.sub_agents import make_desk_tools, make_supervisor

    llm = get_chat_model()
    supervisor = make_supervisor(llm=llm, desk_tools=make_desk_tools(llm=llm, catalogue=catalogue(), desks=desks))
    return routing_of(supervisor, check_questions(), hide=tuple(d.name for d in desks))


@lru_cache(maxsize=2)
def _shown(model_spec: str) -> dict[str, Any]:
    return _desk_routing(course_desks())


def shown_desks() -> dict[str, Any]:
    """Routing and tokens of the notebook's four desks on the course model (measured once)."""
    from course_lib.foundation.config import settings

    return _shown(settings().llm)


def better_desks():
    """A grouping that routes better than the notebook's: each desk's negative side names the
    neighbours' topics in the words questions use ("refund and return policies", "days between
    dates"), and no desk rules out a word its own questions need ("customer" in a refund rule)."""
    from course_lib.rag.graphs.sub_agents import DESKS, Desk

    return [
        Desk("ask_orders_desk",
             "The orders and customers desk: customer orders and their status, totals of orders, "
             "customer accounts and account managers, shipments, parcels and deliveries, invoices "
             "and overdue payments, and counts or rankings over all orders. Use it for any question "
             "about a particular customer, order, parcel or bill. Do not use it for the company's "
             "rules (refund and return policies), stock of supplies, unit conversions, days between "
             "dates, outages or the company's projects and services.",
             ("query_orders", "lookup_customer", "track_shipment", "lookup_invoice", "run_sql", "calc")),
        DESKS[1],
        Desk("ask_company_desk",
             "The company desk: the company wiki (projects, teams, who leads or owns what, on-call "
             "rotations, the databases and queues behind each project), the staff directory (how to "
             "contact a colleague: e-mail addresses, phone extensions), the company policies (refund "
             "and return rules, travel, expenses, on-call pay, data retention) and the warehouse stock "
             "of packing supplies (mailers, boxes, labels, tape, restocking). Use it for questions "
             "about our company, its people, its rules and its supplies. Do not use it for a "
             "particular order, parcel or invoice, or for how-to procedures.",
             ("search_wiki", "lookup_employee", "search_policies", "check_stock")),
        Desk("ask_numbers_desk",
             "The numbers desk: converts units (miles to kilometres, kg to pounds, litres to gallons, "
             "Celsius to Fahrenheit), counts the days or working days between two dates, and works "
             "out sums, differences and percentages of numbers given in the question. Use it when "
             "the question gives the numbers, units or dates and asks for a result. Do not use it "
             "for looking anything up.",
             ("calc", "convert_units", "days_between")),
    ]


def _judge_desks(desks) -> str | None:
    from course_lib.rag.graphs.sub_agents import Desk
    from course_lib.rag.tools.catalogue import TOOL_SETS

    desks = list(desks)
    if not desks or not all(isinstance(d, Desk) for d in desks):
        return "Give a list of Desk(name, description, tools) objects."
    if not 2 <= len(desks) <= 4:
        return f"Use 2 to 4 desks; you gave {len(desks)}."
    covered = {t for d in desks for t in d.tools}
    missing = [t for t in TOOL_SETS[16] if t not in covered]
    if missing:
        return f"No desk offers {', '.join(missing)}: every one of the 16 tools must be behind some desk."
    mine, flat, shown = _desk_routing(desks), flat_sixteen(), shown_desks()
    figures = (f"your desks: routing {mine['accuracy']:.0%}, {mine['tokens']:,.0f} tokens per question; "
               f"the notebook's desks: {shown['accuracy']:.0%}; "
               f"16 tools in one agent: {flat['accuracy']:.0%}, {flat['tokens']:,.0f}")
    if mine["accuracy"] < ROUTING_THRESHOLD:
        return f"Routing fell below {ROUTING_THRESHOLD:.0%} ({figures}). Make each desk's description name what it covers."
    if mine["tokens"] >= flat["tokens"]:
        return f"No saving ({figures}): a desk with most of the tools re-sends most of the schemas."
    if mine["accuracy"] <= shown["accuracy"]:
        return (f"No better than the notebook's four desks ({figures}). Look at where their questions "
                "went wrong (the notebook's table) and change what the supervisor reads.")
    return None


q1 = ValueProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="Desks that route well for fewer tokens",
    prompt=(
        "Group the 16 tools into 2 to 4 desks: `desks` is a list of `Desk(name, description, "
        "tools)` (from `course_lib.rag.graphs.sub_agents`), each desk a sub-agent over its tools, "
        "exposed to a supervisor as a tool with your description. Every tool must be in some "
        "desk. The check runs the supervisor on the labelled questions of `check_questions()`: "
        "routing (the tools the desks called) must be **higher than the notebook's four desks** "
        "(`DESKS`, 81 % with the simulator) on the same model, and a question must cost fewer "
        "tokens than with all 16 tools in one agent. `DESKS` itself does not pass: start from "
        "the table of misrouted questions."
    ),
    starter="# A list of 2 to 4 Desk(name, description, tools)\ndesks = ____\n",
    answer_name="desks",
    value_type=list,
    test=_judge_desks,
    reference=better_desks,
    hints=(
        "Start from the notebook's table of misrouted questions: which desk did each go to, and "
        "which words of the question pulled it there?",
        "Write each desk's description like a tool description: what it covers in the user's "
        "words ('how many days between two dates', 'how to contact a colleague'), and a "
        "'Do not use it for ...' sentence naming the other desks' topics.",
        "A 'do not use it for customer orders' clause also rules out a refund-policy question "
        "that mentions a customer: fence off what belongs elsewhere, in words that do not catch "
        "your own desk's questions.",
    ),
    explanation=(
        "Each desk's prompt carries only its own few schemas, and the supervisor carries only the "
        "desks': that is where the tokens go down. Routing holds when the desks' descriptions do "
        "not overlap, because the supervisor then faces an easy choice and each desk a small one. "
        "The cost is calls: every answer passes through the supervisor twice."
    ),
    wrong_answers=(
        Lazy(lambda: _one_big_desk()),
        Lazy(lambda: _vague_desks()),
        Lazy(lambda: course_desks()[:3]),
        Lazy(lambda: course_desks(), "the notebook's own desks"),
    ),
    timeout=300.0,
)


def _one_big_desk():
    from course_lib.rag.graphs.sub_agents import Desk
    from course_lib.rag.tools.catalogue import TOOL_SETS

    return [Desk("ask_everything_desk", "Answers any question with all the company's tools.", TOOL_SETS[16]),
            Desk("ask_math_desk", "Computes with numbers.", ("calc",))]


def _vague_desks():
    from course_lib.rag.graphs.sub_agents import Desk

    return [Desk(d.name, "A desk that can help with questions.", d.tools) for d in course_desks()]


# --- q2: summarisation that keeps what later turns need --------------------------------------

def course_memory(llm):
    """Summarise earlier than the notebook (at 2,000 tokens), keep the last 8 messages so the
    previous exchange survives, and let the summariser read up to 4,000 tokens."""
    from course_lib.rag.graphs.long_chat import summarization

    return summarization(llm, trigger_tokens=2000, keep_messages=8, trim_tokens_to_summarize=4000)


def _shown_memory(llm):
    from course_lib.rag.graphs.long_chat import summarization

    return summarization(llm, **SHOWN_MEMORY)


def _eager_memory(llm):
    """Summarises so often that details (ids, places) fall out of the summaries."""
    from course_lib.rag.graphs.long_chat import summarization

    return summarization(llm, trigger_tokens=1500, keep_messages=8, trim_tokens_to_summarize=4000)


def _judge_memory(make_memory) -> str | None:
    from course_lib.models.llm import get_chat_model

    if not callable(make_memory):
        return "Pass your function itself: q2.check(make_memory)."
    middleware = make_memory(get_chat_model())
    session, seen = play_session(middleware)
    last = session.turns[-1]
    lost = [f for f in SESSION_FACTS if f.lower() not in seen.lower()]
    budget = min(TOKEN_SHARE * baseline_tokens(), SHOWN_SHARE * shown_tokens())
    figures = (f"{session.input_tokens:,} input tokens against {baseline_tokens():,} without memory and "
               f"{shown_tokens():,} with the notebook's setting (budget {budget:,.0f})")
    if lost:
        return f"After turn 12 the model no longer sees {', '.join(lost)} ({figures})."
    if LAST_TURN_KEYWORD not in last.answer.lower():
        return (f"Turn 12 ({last.question!r}) was answered {last.answer[:90]!r}: its subject, the previous "
                "question, was summarised away. Keep more recent messages.")
    if session.input_tokens > budget:
        return (f"Too expensive: {figures}. The budget is {SHOWN_SHARE:.0%} of the notebook's setting: "
                "summarise earlier.")
    return None


class _MemoryProblem(FunctionProblem):
    """q2 runs the learner's factory once on the session (not once per case)."""

    def _judge(self, fn):
        from course_lib.exercises.blank import is_blank
        from course_lib.exercises.timebox import describe_error, run_timeboxed
        from course_lib.exercises.verdict import Status

        if not callable(fn):
            return self.verdict(Status.INCORRECT, "Pass your function itself: q2.check(make_memory).")
        from course_lib.models.llm import get_chat_model

        probe = run_timeboxed(fn, get_chat_model(), timeout=10.0)
        if isinstance(probe.error, NotImplementedError) or (probe.error is None and is_blank(probe.value)):
            return self.verdict(Status.NOT_ATTEMPTED, "Your function still returns ____: build the middleware.")
        if probe.error is not None:
            return self.verdict(Status.INCORRECT, f"make_memory(llm) raised {describe_error(probe.error)}.")
        outcome = run_timeboxed(_judge_memory, fn, timeout=self.timeout)
        if outcome.error is not None:
            return self.verdict(Status.INCORRECT, f"The session failed with {describe_error(outcome.error)}.")
        return self.judged(outcome.value)


q2 = _MemoryProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A summary that keeps what later turns need",
    prompt=(
        "Write `make_memory(llm)` returning the middleware that manages the session's memory "
        "(for example `summarization(llm, trigger_tokens=..., keep_messages=..., "
        "trim_tokens_to_summarize=...)` from `course_lib.rag.graphs.long_chat`, or LangChain's "
        "`SummarizationMiddleware` itself). The check plays the 12-turn session: after the last "
        f"turn, the facts {', '.join(SESSION_FACTS)} must still be in what the model reads, turn "
        f"12 must be answered (it contains '{LAST_TURN_KEYWORD}'), and the session must use at "
        f"most {SHOWN_SHARE:.0%} of the input tokens of the notebook's setting "
        "(`trigger_tokens=3000, keep_messages=8`, which therefore does not pass) and at most "
        f"{TOKEN_SHARE:.0%} of a session without memory."
    ),
    starter='''def make_memory(llm):
    """The memory middleware for the 12-turn session."""
    return ____''',
    answer_name="make_memory",
    reference=course_memory,
    hints=(
        "Trimming alone forgets the early facts: only a summary keeps them.",
        "`keep_messages` counts every message, tool calls and tool results too: one question with "
        "one tool call is four messages. Keep enough that the previous exchange is never cut.",
        "`trim_tokens_to_summarize` limits what the summariser reads: too small, and it only sees "
        "the most recent messages, so the early facts never reach the summary.",
        "Summarising earlier saves tokens, but each summary is rewritten from the last one: "
        "summarise too often and ids and places fall out. Try triggers between 1,500 and 3,000.",
    ),
    explanation=(
        "Summarising every ~2,000 tokens replaces the old turns by one line each, so later turns "
        "re-send a short summary instead of every tool result. Keeping the last 8 messages keeps "
        "the previous exchange whole, which is what a follow-up ('And how many engineers does it "
        "have?') refers to. The summariser must read everything it replaces, or the facts it never "
        "saw are gone."
    ),
    wrong_answers=(
        Lazy(lambda: _trim_memory),
        Lazy(lambda: _short_keep_memory),
        Lazy(lambda: _blind_summariser_memory),
        Lazy(lambda: _shown_memory, "the notebook's own setting"),
        Lazy(lambda: _eager_memory, "summarising so often that the summaries drop details"),
    ),
    timeout=300.0,
)


def _trim_memory(llm):
    from course_lib.rag.graphs.long_chat import KeepRecentMessages

    return KeepRecentMessages(6)


def _short_keep_memory(llm):
    from course_lib.rag.graphs.long_chat import summarization

    return summarization(llm, trigger_tokens=3000, keep_messages=6)


def _blind_summariser_memory(llm):
    from course_lib.rag.graphs.long_chat import summarization

    return summarization(llm, trigger_tokens=3000, keep_messages=8, trim_tokens_to_summarize=300)




# --- q3: the k with the most accuracy per token ---------------------------------------------

def best_k(results):
    """The k with the most correct answers per 1,000 tokens; ties go to the smaller k."""
    def per_token(k):
        accuracy, tokens = results[k]
        return accuracy / tokens if tokens else 0.0

    return min(results, key=lambda k: (-round(per_token(k), 12), k))


def _k_case(label: str, results: dict) -> Case:
    def test(result):
        expected = best_k(results)
        if result == expected:
            return None
        if result == max(results, key=lambda k: (results[k][0], -k)):
            return f"returned {result}, the most accurate k; the exercise asks for accuracy per token."
        if result == min(results):
            return f"returned {result}, the smallest k; compare accuracy divided by tokens."
        return f"returned {result!r}; expected {expected}."

    return Case(args=(results,), label=label, test=test)


q3 = FunctionProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="The k with the most accuracy per token",
    prompt=(
        "Write `best_k(results)`: `results` maps each k to `(accuracy, mean_tokens)` measured "
        "on a question set. Return the k with the highest accuracy per token; on a tie, the "
        "smaller k (fewer documents distract less and cost less)."
    ),
    starter='''def best_k(results):
    """The k with the most accuracy per token; ties go to the smaller k."""
    return ____''',
    answer_name="best_k",
    cases=[
        _k_case("the distractor table", {2: (0.80, 1669), 4: (0.73, 2159), 8: (0.73, 3072)}),
        _k_case("k=2 too small", {2: (0.30, 1500), 3: (0.75, 1800), 4: (0.80, 2300), 8: (0.85, 3300)}),
        _k_case("a tie", {2: (0.5, 1000), 4: (1.0, 2000), 6: (0.9, 2600)}),
        _k_case("zero tokens never wins", {1: (0.0, 0), 3: (0.6, 1200), 5: (0.7, 2000)}),
    ],
    reference=best_k,
    hints=(
        "Accuracy per token is `accuracy / tokens`; the largest wins.",
        "`min(results, key=lambda k: (-ratio(k), k))` breaks ties towards the smaller k.",
    ),
    explanation=(
        "Past the k where the right documents are in, more documents only add tokens, and the "
        "extra ones are where distractors live: accuracy stays flat or falls while the cost "
        "grows. Measure on your own questions, then take the smallest k that keeps the accuracy."
    ),
    wrong_answers=(
        lambda results: max(results, key=lambda k: results[k][0]),
        lambda results: min(results),
        lambda results: max(results, key=lambda k: (results[k][0] / results[k][1] if results[k][1] else 0, k)),
    ),
)


PROBLEMS = [q1, q2, q3]
