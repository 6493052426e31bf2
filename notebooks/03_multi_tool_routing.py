# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags,-all
#     notebook_metadata_filter: kernelspec,jupytext,-all
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 03 · Multi-tool routing: one agent, many tools, and a router in front
#
# In notebook 02 the agent had one tool and a single decision: search the notes or not. Real
# assistants have several sources: the notes, the company wiki, an orders database, a
# calculator, the web. Now the model must decide **which** tool fits, sometimes **several in a
# row**, and still answer "Hello!" without any tool. In this notebook you will
#
# 1. meet four tools built to be safe (a calculator that never calls `eval`, a read-only orders
#    lookup, an offline web search),
# 2. build a knowledge agent over all of them and watch it chain two calls,
# 3. measure routing accuracy per category on labelled questions, as a confusion table,
# 4. see the *look-alike descriptions* pitfall collapse routing, and what fixes it (and what the
#    fix breaks),
# 5. build an **adaptive router** (direct answer, knowledge base or web; simple or complex) by
#    hand, and compare it with the tool-calling agent on accuracy, LLM calls and tokens.
#
# As in every notebook, the model is the offline simulator: a rule-based teaching stand-in, not
# a language model. It reads tool descriptions and schemas by documented word-matching rules,
# so what you learn here about descriptions should carry over to a real model in its shape, not
# its figures (this notebook shows no real-model run; where a result depends on one of the
# simulator's rules, the text says so). Set `COURSE_LLM=openai:gpt-4o-mini` to run the same
# cells on a real model.

# %%
from course_lib import setup
setup()

# %%
import pandas as pd

from course_lib import get_chat_model

pd.set_option("display.width", 160)
pd.set_option("display.max_colwidth", 70)
llm = get_chat_model()

# %% [markdown]
# ## 1. The tools
#
# Every tool is a function plus a **name, a description and an argument schema**. The model
# never sees the code, only those three, so the description is where routing is decided. Each
# description below is *two-sided*: it says what the tool is for and what it is **not** for.

# %%
from course_lib.rag.tools import calc, query_orders, web_search

for tool in (calc, query_orders, web_search):
    print(f"{tool.name}({', '.join(tool.args)})\n  {tool.description}\n")

# %% [markdown]
# ### `calc`: arithmetic without `eval`
#
# Models are poor at arithmetic, so the agent gets a calculator. The obvious implementation,
# `eval(expression)`, would run any Python the model (or a prompt-injected document) writes.
# `calc` parses the expression with `ast`, accepts only numbers, operators, parentheses and a
# short list of functions, and computes with `numexpr`. Every problem comes back as one sentence
# the model can read, never an exception:

# %%
for expression in ["120.50 + 75.25 + 310", "15% * 2400", "2 ** 10000",
                   "1 / 0", "__import__('os').system('ls')", ""]:
    print(f"{expression!r:40} -> {calc.invoke({'expression': expression})}")

# %% [markdown]
# ### `query_orders`: parameterised and read-only
#
# Orders live in SQLite, opened read-only (`mode=ro`). The tool runs fixed SQL with `?`
# parameters, so whatever the model sends is data, never SQL. Its output ends with a line that
# counts the orders and sums their amounts:

# %%
print(query_orders.invoke({"status": "pending"}))
print()
print(query_orders.invoke({"status": "lost"}))
print(query_orders.invoke({"status": "pending' OR 1=1 --"}))

# %% [markdown]
# ### `web_search`: an offline snapshot behind one function
#
# `web_search` searches a snapshot of web pages in `data/web/`, so results are the same on every
# machine. The provider sits behind one function, `search_web`; `set_web_search_provider` plugs
# in a real search API without touching the tool or the agent.

# %%
print(web_search.invoke({"query": "Python 3.14 release date"})[:400])

# %% [markdown]
# ## 2. The knowledge agent
#
# The agent is `create_agent` with all five tools: two retriever tools (notes and wiki, from
# notebook 02), the orders lookup, the calculator and the web search. The system prompt asks for
# two habits: chain tools when one result feeds the next, and never do arithmetic in one's head.

# %% tags=["nbval-ignore-output"]
from course_lib.retrieval.kb import build_knowledge_base
from course_lib.rag.tools import make_search_tool

notes_kb = build_knowledge_base("notes")
wiki_kb = build_knowledge_base("wiki")
tools = [
    make_search_tool(notes_kb.as_retriever(k=4), name="search_notes"),
    make_search_tool(wiki_kb.as_retriever(k=4), name="search_wiki"),
    query_orders,
    calc,
    web_search,
]
print([t.name for t in tools])

# %%
from langchain.agents import create_agent

from course_lib.rag.graphs.agent import call_limit  # a hard cap on model calls per run
from langchain_core.messages import HumanMessage

from course_lib.rag.prompts import TOOLS_AGENT_SYSTEM

print(TOOLS_AGENT_SYSTEM)
agent = create_agent(model=llm, tools=tools, system_prompt=TOOLS_AGENT_SYSTEM, middleware=[call_limit()])

# %% [markdown]
# The library builds the same agent (`course_lib.rag.graphs.knowledge_agent`, which is also
# `--pipeline tools` on the command line); a test (`tests/notebooks/test_inline_graphs.py`)
# checks that the two offer the same tools with the same descriptions, so this notebook and the
# library cannot drift apart.

# %% [markdown]
# ### Three questions, three behaviours
#
# `ask` (from notebook 02) prints every tool call in order, then the answer and its cost. A
# question about the notes goes to `search_notes`; a question about the total of the pending
# orders needs **two tools in a row**: the orders first, then `calc` with the amounts it
# returned; a general-knowledge question needs no tool at all.

# %%
from course_lib.evaluation.claims import claims  # the lesson's claims: strict with the simulator, reported with a real model
from course_lib.evaluation.claims import on_full_set  # a claim about the whole set: not applicable to a sample
from course_lib.measurement.trace import ask, run_turn

notes_turn = run_turn(agent, "How does asyncio.wait decide when to return?")
print(notes_turn.format())  # what ask() prints
claims(("a question about the notes goes to search_notes", notes_turn.tools == ["search_notes"]))

# %%
ask(agent, "What is the total amount of all pending orders?")

# %%
general_turn = run_turn(agent, "What is the capital of France?")
print(general_turn.format())
claims(("a general-knowledge question needs no tool", general_turn.tools == []))

# %% [markdown]
# Nothing in the code orchestrated the chain: the model read the orders and wrote the `calc`
# expression itself. Strictly, the sum was not missing: the orders tool's last line already
# gives the total (7118.85 USD). The simulator calls the calculator whenever a question asks for
# a total of amounts it has read and a calculator is on offer (its chaining rule, in
# `course_lib.sim.responders.agent`), which is also what the system prompt asks ("never do arithmetic in
# your head"); a real model may read the total line and stop one call earlier (an expectation,
# not measured here). The chain earns its keep where no tool gives the figure: a share, a
# difference, a conversion. Let's look at the messages of that turn, where the amounts flow from
# one tool's result into the next call's arguments:

# %%
turn = run_turn(agent, "What is the total amount of all pending orders?")
for message in turn.messages:
    if message.type == "ai" and message.tool_calls:
        for call in message.tool_calls:
            print(f"AI calls   {call['name']}({call['args']})")
    elif message.type == "tool":
        print(f"tool says  {(message.text.strip().splitlines() or [''])[-1]}")
    else:
        print(f"{message.type:10} {message.text[:100]}")
claims(("the pending-orders total takes two tools in a row: the orders, then calc",
        turn.tools == ["query_orders", "calc"]),
       ("the model wrote every amount the orders returned into the calc expression", lambda: all(
           amount in turn.steps[1].args["expression"] for amount in
           [line.split(" | ")[2].split()[0] for line in turn.messages[2].text.splitlines() if " | " in line])),
       ("the orders tool's last line already gave the total calc computed (7118.85 USD)", lambda: (
           turn.messages[2].text.strip().splitlines()[-1].endswith("total: 7118.85 USD")
           and turn.messages[4].text.strip() == "7118.85")))

# %% [markdown]
# ## 3. Measuring routing on labelled questions
#
# Three good-looking answers prove little. `data/eval/questions.jsonl` holds 112 questions, each
# labelled with a category and the tools it should use (`[]` for none). We run the agent on them
# and compare the **set of tools it called** with the label: a question is routed correctly when
# nothing was missed and nothing was wasted.
#
# To keep the notebook quick we take a **representative subset: the first six questions of every
# category** (`select`, the helper notebook 06 uses too). `python -m course_lib eval` and
# `make bench` run all 112 questions.

# %%
from collections import Counter

from course_lib.evaluation.budget import for_measurement
from course_lib.evaluation.questions import load_questions, select

claims(("the labelled set holds 112 questions", len(load_questions()) == 112))
selected = select(load_questions(), per_category=6)  # the notebook's question set
questions = for_measurement(selected, llm=llm)
print(len(questions), "questions:", dict(Counter(q.category for q in questions)))
print(questions[0])

# %% [markdown]
# `Pipeline` (notebook 01) wraps a graph with a cost ledger; `evaluate` runs every
# question through it and records the tools called, the cost, and whether the answer contains
# the question's expected keywords. One pass over the questions gives us both the routing and,
# in section 6, the costs:

# %%
from course_lib.evaluation import evaluate
from course_lib.rag.pipelines import Pipeline, last_ai_text

agent_pipeline = Pipeline(name="agent", graph=agent, read_answer=last_ai_text,
                          make_input=lambda q: {"messages": [HumanMessage(q)]})
agent_runs = evaluate([agent_pipeline], questions).table()
agent_runs[["category", "question", "tools", "llm_calls", "ok"]].head(3)

# %%
from course_lib.evaluation.tool_choice import decide_from_runs
from course_lib.evaluation.tool_choice import evaluate_routing

report = evaluate_routing(questions, decide=decide_from_runs(agent_runs), tool_names=[t.name for t in tools])
report.summary()

# %% [markdown]
# A single accuracy hides *where* the errors go. A **confusion table** has one row per category
# and one column per choice (a tool, a chain such as `query_orders+calc`, or `-` for no tool):
# a healthy row has one dominant cell; a column that collects several categories belongs to a
# tool whose description attracts questions that are not its own.

# %%
from course_lib.evaluation.tool_choice import confusion_table

confusion_table(report)

# %% [markdown]
# ### Per source: the orders database beside the notes and the web
#
# The same decisions, grouped by the **source** each question needs rather than its category:
# the notes (note, synonym and out-of-scope questions), the wiki, the web, the orders database
# (orders questions, and orders-then-arithmetic questions, which need the orders first), the
# calculator, or no source at all. `reached` is the share of a source's questions whose tools
# included that source's tool; `accuracy` the share routed exactly right (nothing missed,
# nothing wasted); `went instead` where the others went.

# %%
sources = report.by_source()
claims(
    ("every orders question reaches the orders database", sources.loc["orders database", "reached"] == 1,
     f"{sources.loc['orders database', 'questions']} questions"),
    ("routing to the orders database is more accurate than to the notes or the web", lambda: (
        sources.loc["orders database", "accuracy"] > sources.loc[["notes", "web"], "accuracy"].max())),
    ("the notes lose the most questions, most of them to the web", lambda: (
        sources["questions"] * (1 - sources["reached"])).idxmax() == "notes"
     and sources.loc["notes", "went instead"].startswith("web")),
    *on_full_set(questions, selected, ("the one orders question not routed exactly right stopped before calc", [
        row.chosen for row in report.rows if row.expected[:1] == ("query_orders",) and not row.correct]
        == [("query_orders",)])),
)
sources

# %% [markdown]
# The orders database is the easiest source to route to here: its questions name customers,
# order ids and statuses, words its description lists, and the simulator routes by matching a
# question's words against the descriptions (a rule of the simulator; a real model can be
# expected to find orders questions as easy, an expectation not measured here). The one
# orders question not routed exactly right reached the database and stopped there, without the
# `calc` its total needed. The notes are the hardest: their questions are worded in many ways,
# and the words of several of them are missing from the notes description, so they go to the
# web (the next cells sort these mistakes). Routing quality is a property of each source's
# description, so measure it per source: an overall accuracy hides a source that is never
# reached.

# %%
report.table().query("not correct")[["category", "question", "expected", "chosen"]]

# %% [markdown]
# Read the mistakes before changing anything. They come in a few kinds, counted by the next
# cell. Technical questions whose words are not in the notes description's list of topics
# ("upsert", "regex", "HEALTHCHECK") go to `web_search`: when no description names a
# question's words, the simulator takes the search tool that names the fewest topics, and the
# web tool, which claims "a question the notes could not answer", is that tool. The mutex
# question goes to `query_orders`: "counter" matches the orders tool's "counts orders per
# status" as well as "threads" matches the notes (say "variable" instead and the orders tool
# scores 0), and on a tie the simulator also takes the tool naming fewer topics (a slip of word matching that a real model would hardly make, but
# a description that says what the orders tool is *not* for would prevent it). Other questions
# stop short (the Calloway total without `calc`; "Who created Git" answered from the
# simulator's own general knowledge) or add a tool they did not need. Every one of them is a
# description matching a question better, or worse, than it should: the lever you control.

# %% tags=["simulator-limit"]
kinds = Counter()
for row in report.rows:
    if row.correct:
        continue
    if row.expected == ("search_notes",) and row.chosen == ("web_search",):
        kinds["notes question sent to the web"] += 1
    elif not row.wasted:
        kinds["stopped short"] += 1
    elif not row.missed:
        kinds["an extra tool"] += 1
    else:
        kinds["another tool"] += 1
print(dict(kinds))
chosen = {row.question: row.chosen for row in report.rows}  # a real model's sample may lack a question
claims(
    ("the mutex question goes to query_orders",
     lambda: chosen["How do I use a mutex to stop two threads from corrupting a shared counter?"] == ("query_orders",)),
    ("note questions on SQLite upserts, lazy regexes and HEALTHCHECK go to the web", lambda: all(
        chosen[q] == ("web_search",) for q in [
            "How can I upsert a row in SQLite so an existing key gets updated instead of failing?",
            "How do I make a regex match as little text as possible?",
            "How do I add a HEALTHCHECK instruction to my Dockerfile?"])),
    ("the Calloway total stops at query_orders, without calc",
     lambda: chosen["What is the combined amount of all orders from Calloway Hardware?"] == ("query_orders",)),
    ("Git's creator is answered without the web search it needs", lambda: chosen["Who created Git, and in what year?"] == ()),
    *on_full_set(questions, selected, ("at least three note questions go to the web, two stop short",
                                       kinds["notes question sent to the web"] >= 3 and kinds["stopped short"] >= 2)),
)


def orders_score(question: str) -> float:
    """How well the simulator finds the question in query_orders' description (it explains itself)."""
    reply = llm.bind_tools([query_orders]).invoke([("system", TOOLS_AGENT_SYSTEM), ("human", question)])
    return reply.response_metadata["explanation"]["evidence"]["tool_scores"]["query_orders"]


mutex = "How do I use a mutex to stop two threads from corrupting a shared {}?"
claims(("\"counter\" is what matches query_orders' description (the simulator's explanation)",
        lambda: orders_score(mutex.format("counter")) > 0 == orders_score(mutex.format("variable"))))

# %% [markdown]
# The warning under this cell is the simulator stating a limit (`SimulatorLimitWarning`,
# notebook 00): one of the questions asks for something that no tool, note or entry of its
# small general-knowledge table covers, so it says so instead of guessing, and that question
# counts as not answered. A real model would answer it from what it learned in training.

# %% [markdown]
# ## 4. The look-alike pitfall
#
# A common first draft gives every search tool the same vague description. Here are the three
# search tools, all described as "Search for relevant information". The model has nothing to
# tell them apart, so it falls back on one of them (the simulator, facing equal descriptions,
# takes the first listed) for nearly everything. We measure only the first decision (one LLM
# call per question, no tool runs) on the questions that need a search:

# %%
SEARCH_CATEGORIES = ["notes", "alias-mismatch", "multi-hop", "web", "out-of-scope"]
search_questions = for_measurement(load_questions(categories=SEARCH_CATEGORIES), llm=llm)

LOOK_ALIKE = "Search for relevant information."
look_alike_tools = [
    make_search_tool(notes_kb.as_retriever(k=4), name="search_notes", description=LOOK_ALIKE),
    make_search_tool(wiki_kb.as_retriever(k=4), name="search_wiki", description=LOOK_ALIKE),
    web_search.model_copy(update={"description": LOOK_ALIKE}),
]
distinct_tools = [tools[0], tools[1], web_search]

look_alike = evaluate_routing(search_questions, llm=llm, tools=look_alike_tools,
                              system_prompt=TOOLS_AGENT_SYSTEM, label="look-alike")
distinct = evaluate_routing(search_questions, llm=llm, tools=distinct_tools,
                            system_prompt=TOOLS_AGENT_SYSTEM, label="distinct, two-sided")
confusion_table(look_alike)

# %%
first_choice = Counter(row.chosen[0] if row.chosen else "-" for row in look_alike.rows)
print(f"{first_choice['search_notes']} of {len(look_alike.rows)} first calls go to search_notes")
claims(("with look-alike descriptions nine first calls in ten or more go to search_notes",
        first_choice["search_notes"] >= 0.9 * len(look_alike.rows)),
       ("and every company-wiki and web question is wrong",
        look_alike.by_category().loc[["multi-hop", "web"], "accuracy"].max() == 0))

# %% [markdown]
# Nearly every row lands in the same column. That makes the notes categories look perfect, by
# accident: they are right because *everything* goes to the notes, and every company-wiki
# (multi-hop) and web question is wrong. Now the same three tools with their distinct, two-sided
# descriptions (printed in section 1 and in notebook 02):

# %%
confusion_table(distinct)

# %%
from course_lib.evaluation.tool_choice import compare_reports

compare_reports([look_alike, distinct])

# %% [markdown]
# Distinct descriptions cost nothing at run time, and they fix what the look-alike broke: the
# wiki and web questions now reach their own tools, and overall accuracy rises. But they are
# *not* yet a fix for the notes: many note questions now go to the web (the cell below counts
# them). The notes description lists its topics ("asyncio", "git", "SQL", "Docker"), and a
# question whose words are not on the list (logging, multiprocessing, PostgreSQL isolation
# levels) matches no description, so the simulator takes the search tool that names the fewest
# topics: the web. A real model can be expected to guess better from meaning, and the lesson
# should hold for it too: a tool is only chosen for what its description says.

# %%
look_cat, distinct_cat = look_alike.by_category(), distinct.by_category()
worse = [c for c in look_cat.index if distinct_cat.loc[c, "accuracy"] < look_cat.loc[c, "accuracy"]]
to_web = sum(row.category == "notes" and row.chosen == ("web_search",) for row in distinct.rows)
notes_n = sum(row.category == "notes" for row in distinct.rows)
claims(("distinct descriptions raise overall accuracy", distinct.accuracy > look_alike.accuracy),
       ("the wiki and web questions reach their own tools more often",
        all(distinct_cat.loc[c, "accuracy"] > look_cat.loc[c, "accuracy"] for c in ["multi-hop", "web"])),
       ("but the notes get worse: a quarter or more of the note questions go to the web",
        "notes" in worse and to_web >= notes_n / 4, f"{to_web} of {notes_n}"))
print(f"worse than look-alike on: {worse}; {to_web} of {notes_n} note questions go to web_search")

# %% [markdown]
# The rest of the fix is the other half of a good description: name the territory *in the
# words users use*. Here the notes description lists what the notes actually cover (logging,
# multiprocessing, isolation levels, Dockerfiles, regular expressions, ...), with the same
# "do not use it for" fence:

# %%
FULL_NOTES_DESCRIPTION = (
    "Search the course's technical notes on programming and software tools: Python asyncio and "
    "concurrency (coroutines, the event loop, tasks, timeouts, cancellation), threads, locks, "
    "multiprocessing and the GIL, logging, mocking and pytest fixtures, packaging (wheels, "
    "pyproject.toml, lock files, virtual environments), git, HTTP caching (Cache-Control, "
    "ETags), SQL and databases (indexes, joins, transactions, isolation levels, upserts), "
    "regular expressions, caching with functools, Docker builds and Dockerfiles, LangGraph, and "
    "RAG (embeddings, chunking, retrieval). Use it for how-to and concept questions on these "
    "topics; the results cite their source note. Do not use it for our company's projects, "
    "teams or people, for customer orders, for arithmetic, or for recent public news."
)
full_tools = [make_search_tool(notes_kb.as_retriever(k=4), name="search_notes",
                               description=FULL_NOTES_DESCRIPTION), tools[1], web_search]
full = evaluate_routing(search_questions, llm=llm, tools=full_tools,
                        system_prompt=TOOLS_AGENT_SYSTEM, label="distinct, notes topics named")
compare_reports([look_alike, distinct, full])

# %%
full_cat = full.by_category()
pd.concat({"look-alike": look_cat["accuracy"], "distinct": distinct_cat["accuracy"],
           "topics named": full_cat["accuracy"]}, axis=1)

# %% [markdown]
# Naming the topics wins back most of the note questions and keeps the wiki routing: the best
# overall accuracy of the three. It is not free everywhere, and the table says where: the
# look-alike version still scores higher on the note and out-of-scope questions, and ties on the
# synonym ones (by sending *everything* to the notes), and a longer topic list also draws some
# web questions that mention a notes topic (the free-threaded Python build, the RFC of HTTP/3)
# into the notes. Descriptions are a trade-off you measure,
# category by category, not a one-line fix.

# %%
drawn = [row.question for row in full.rows if row.category == "web" and row.chosen == ("search_notes",)]
print("web questions the longer notes description draws in:", drawn)
claims(
    ("naming the topics gives the best overall accuracy of the three",
     full.accuracy > distinct.accuracy > look_alike.accuracy),
    ("it wins back note questions and keeps the wiki routing",
     all(full_cat.loc[c, "accuracy"] > distinct_cat.loc[c, "accuracy"] for c in ["notes", "alias-mismatch", "out-of-scope"])
     and full_cat.loc["multi-hop", "accuracy"] >= distinct_cat.loc["multi-hop", "accuracy"]),
    ("the look-alike version still scores higher on the note and out-of-scope questions, and ties on the synonym ones",
     all(full_cat.loc[c, "accuracy"] < look_cat.loc[c, "accuracy"] for c in ["notes", "out-of-scope"])
     and full_cat.loc["alias-mismatch", "accuracy"] == look_cat.loc["alias-mismatch", "accuracy"]),
    ("the longer list draws web questions on the free-threaded Python build and HTTP/3 into the notes",
     full_cat.loc["web", "accuracy"] < distinct_cat.loc["web", "accuracy"]
     and any("Python" in q for q in drawn) and any("HTTP/3" in q for q in drawn)),
)

# %% [markdown]
# ## 5. Adaptive routing: decide the path before anything else
#
# The agent pays for its flexibility: every question starts with a model call that carries all
# five tool schemas, and every tool result needs another call to read it. An **adaptive router**
# makes one small structured-output call up front and then follows a fixed map:
#
# | decision | path | cost after routing |
# |---|---|---|
# | `direct` | `answer_directly` | one short call, no retrieval |
# | `knowledge_base`, `simple` | `retrieve` → `generate` | one retrieval, one call |
# | `knowledge_base`, `complex` | `research` (the agent loop) | as many steps as needed |
# | `web` | `web_search` → `generate` | one web search, one call |
#
# Only complex knowledge-base questions (several lookups, such as "who leads the team that owns
# X?") pay for the agent loop. The router's decision is a Pydantic schema, so the answer is one
# of the enum values, never free text. A real model sometimes breaks the schema anyway
# ("Knowledge base", a sentence around the value): `structured_output` (notebook 04 looks at it
# closely) reads such replies, retries once, and otherwise falls back to the safe route, one
# retrieval from the knowledge base, rather than crashing the graph:

# %%
from course_lib.rag.prompts import ROUTER_SYSTEM
from course_lib.rag.schemas import RouteDecision

print(ROUTER_SYSTEM)
print()
for name, field in RouteDecision.model_fields.items():
    print(f"{name}: {field.description}")

# %%
from course_lib.evaluation.budget import at_once
from course_lib.rag.prompts import ROUTER_PROMPT
from course_lib.models.structured import structured_output

router = ROUTER_PROMPT | structured_output(
    llm, RouteDecision, default=RouteDecision(route="knowledge_base", complexity="simple"))
examples = {"Thanks a lot!": "direct", "How does asyncio.wait decide when to return?": "knowledge_base",
            "Who leads the team that owns Project Falcon?": "knowledge_base",
            "When did Python 3.14 come out?": "web"}  # question: the route it should take
decisions = router.batch([{"question": q} for q in examples], config=at_once(llm))  # at once with a real model
for (question, wanted), decision in zip(examples.items(), decisions):
    verdict = "" if decision.route == wanted else f"   <- misrouted: should be {wanted}"
    print(f"{decision.route:15} {decision.complexity:8} {question}{verdict}")
misrouted = [q for (q, wanted), d in zip(examples.items(), decisions) if d.route != wanted]
claims(("three of the four go where they should; Python 3.14's release misses the web",
        misrouted == ["When did Python 3.14 come out?"]))

# %% [markdown]
# Three of the four go where they should. The Python 3.14 question, which needs the web, goes
# to the knowledge base: the router's options describe the knowledge base as "the topics of our
# internal technical notes" without naming them, and the simulator reads a technical-sounding
# question (Python) as a knowledge-base question. A real model can be expected to know that a
# release date is news (an expectation, not measured here); the simulator does not. Section "How well does the router route?" below measures how often this
# happens, and what it costs.

# %% [markdown]
# ### The graph, in the open
#
# The state carries the question, the router's decision (as a dict), the retrieved documents
# and the answer. The policy is a plain dictionary, so it can be read and tested without a
# model; the edge function only looks the decision up.

# %%
from typing import Any, TypedDict

from langchain_core.documents import Document


class RouterState(TypedDict, total=False):
    question: str
    decision: dict[str, Any]
    documents: list[Document]
    answer: str


PATHS = {
    ("direct", "simple"): "answer_directly",
    ("direct", "complex"): "answer_directly",
    ("knowledge_base", "simple"): "retrieve",
    ("knowledge_base", "complex"): "research",
    ("web", "simple"): "web_search",
    ("web", "complex"): "web_search",
}


def choose_path(state: RouterState) -> str:
    decision = state.get("decision") or {}
    return PATHS.get((decision.get("route", ""), decision.get("complexity", "")), "retrieve")


# %% [markdown]
# The nodes. `generate` answers from documents with the grounded prompt of notebook 01 (cite
# sources, "I don't know" when the context lacks the answer); `research` runs a tool-calling
# agent over the internal tools and returns its final answer. A simple question searches one
# store holding both the notes and the wiki.

# %% tags=["nbval-ignore-output"]
from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools
from course_lib.rag.tools.web import make_web_retriever
from course_lib.retrieval.documents import format_documents
from course_lib.rag.prompts import DIRECT_ANSWER_PROMPT
from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT

all_kb = build_knowledge_base("all")  # notes + wiki in one store, for one-shot retrieval
retriever = all_kb.as_retriever(k=4)
web_retriever = make_web_retriever()
research_tools = make_knowledge_tools(notes_retriever=notes_kb.as_retriever(k=4),
                                      wiki_retriever=wiki_kb.as_retriever(k=4), web=False)
research_agent = create_agent(model=llm, tools=research_tools, system_prompt=TOOLS_AGENT_SYSTEM, middleware=[call_limit()])


def route_question(state: RouterState) -> dict:
    return {"decision": router.invoke({"question": state["question"]}).model_dump()}


def answer_directly(state: RouterState) -> dict:
    return {"answer": (DIRECT_ANSWER_PROMPT | llm).invoke({"question": state["question"]}).text}


def retrieve(state: RouterState) -> dict:
    return {"documents": retriever.invoke(state["question"])}


def web_search_node(state: RouterState) -> dict:
    return {"documents": web_retriever.invoke(state["question"])}


def generate(state: RouterState) -> dict:
    context = format_documents(state["documents"])
    reply = (GROUNDED_ANSWER_PROMPT | llm).invoke({"context": context, "question": state["question"]})
    return {"answer": reply.text}


def research(state: RouterState) -> dict:
    result = research_agent.invoke({"messages": [HumanMessage(state["question"])]})
    return {"answer": last_ai_text(result)}


# %%
from langgraph.graph import END, START, StateGraph

builder = StateGraph(RouterState)
builder.add_node("route_question", route_question)
builder.add_node("answer_directly", answer_directly)
builder.add_node("retrieve", retrieve)
builder.add_node("web_search", web_search_node)
builder.add_node("generate", generate)
builder.add_node("research", research)
builder.add_edge(START, "route_question")
builder.add_conditional_edges("route_question", choose_path,
                              ["answer_directly", "retrieve", "research", "web_search"])
builder.add_edge("retrieve", "generate")
builder.add_edge("web_search", "generate")
builder.add_edge("generate", END)
builder.add_edge("answer_directly", END)
builder.add_edge("research", END)
router_graph = builder.compile()

# %%
from course_lib.app.display import show_graph

show_graph(router_graph)

# %% [markdown]
# ### The graph on four questions
#
# `course_lib.rag.graphs.adaptive.make_adaptive_graph` is the version the CLI runs
# (`--pipeline adaptive`) and notebook 06 measures; a test checks that it has the same nodes,
# edges and `PATHS` as the graph above and takes the same path to the same answer. The paths
# our graph takes:

# %%
from course_lib.exercises.graph_problem import run_graph
from course_lib.rag.graphs import adaptive  # the library's version (exercise q3 builds on it)

from course_lib.evaluation.budget import concurrency, map_in_order

paths, calls_ok = {}, []
four = ["Hello!", "What does a server reply when the If-None-Match value still matches the current ETag?",
        "Who leads the team that owns Project Falcon?", "When did Python 3.14 come out?"]
runs_of_four = map_in_order(lambda q: run_graph(router_graph, {"question": q}), four, workers=concurrency(llm))  # at once with a real model
for question, mine in zip(four, runs_of_four):
    print(f"{mine.path:45} {mine.llm_calls} LLM calls  {question[:60]}")
    paths[question] = mine.path
    calls_ok.append(mine.llm_calls == 2 or "research" in mine.path)
claims(("every path but research costs the routing call and one more, as in the table", all(calls_ok)),
       ("the ETag question goes to web search",
        "web_search" in paths["What does a server reply when the If-None-Match value still matches the current ETag?"]),
       ("Python 3.14's release goes to the knowledge base", "retrieve" in paths["When did Python 3.14 come out?"]))

# %% [markdown]
# Two of the paths are not the ones we want (the library's graph takes the same ones): the ETag
# question (the notes cover ETags) goes to web search, and Python 3.14's release goes to the
# knowledge base. The router reads only its options' descriptions, and "the topics of our
# internal technical notes" does not say that ETags are among them.

# %% [markdown]
# ### How well does the router route?
#
# The router is judged like the agent: one decision per labelled question, against the route
# each category should take (`course_lib.evaluation.tool_choice.EXPECTED_ROUTES`). Orders and arithmetic
# questions are left out: the router's three routes were not designed for them.

# %%
from course_lib.evaluation.tool_choice import EXPECTED_ROUTES, route_confusion, route_decisions

decisions = route_decisions(lambda q: router.invoke({"question": q}), questions, llm=llm)
print(f"{decisions['ok'].mean():.0%} of {len(decisions)} questions routed as expected")
route_confusion(decisions)

# %% [markdown]
# The router handles small talk, general knowledge and the note questions well, but it routes
# **not one web question to the web** (the web row's accuracy is 0, checked below). Every web
# question here is technical (a Python release, the RFC of HTTP/3, YAML, Unix timestamps) or
# general knowledge (who created Git). The router's options give the simulator no words to tell
# a technical question the notes cover from one they do not: "the topics of our internal
# technical notes" names no topic, and "anything the notes do not cover" names nothing either.
# So it sends the technical ones to the knowledge base and answers Git's creator directly. The
# cure is the lesson of section 4, applied to the router's options: name what each one covers.

# %%
web_rows = decisions[decisions["category"] == "web"]
claims(("not one web question is routed to the web", not web_rows["ok"].any() and (web_rows["route"] != "web").all()),
       ("small talk, general knowledge and note questions are all routed as expected",
        decisions[decisions["category"].isin(["chitchat", "general", "notes"])]["ok"].all()))
print(dict(Counter(web_rows["route"])))

# %% [markdown]
# ## 6. Router or agent? Same questions, both pipelines
#
# Now the real comparison: both pipelines answer the same questions, and we count LLM calls,
# tokens and whether the answer contains the expected keywords. The agent's runs are the ones
# from section 3; the router answers the questions of the categories it was designed for.

# %%
from course_lib.evaluation import totals

router_pipeline = Pipeline(name="router", graph=router_graph)
routed_questions = [q for q in questions if q.category in EXPECTED_ROUTES]
router_runs = evaluate([router_pipeline], routed_questions).table()
runs = pd.concat([agent_runs[agent_runs["category"].isin(EXPECTED_ROUTES)], router_runs])
totals(runs)

# %%
by_category = runs.pivot_table(index="category", columns="pipeline", values=["ok", "llm_calls", "input_tokens"],
                               aggfunc="mean", sort=False).round(2)
by_category

# %% [markdown]
# Read the table by category (the next cell checks each sentence). The router spends fewer
# input tokens than the agent in every category. On greetings and general questions it spends
# under half: its routing call and its direct answer are short, while the agent sends all tool
# schemas on every call. It saves the most on synonym and out-of-scope questions, where the
# agent makes several calls, each with all five schemas. Simple note questions cost the router
# one retrieval and one grounded answer. A complex question costs the router *more*
# calls than the agent (a routing call on top of the same loop). Synonym and out-of-scope
# questions favour the router: it retrieves from the knowledge base, where the agent sent some
# of them to the web (section 3). And a wrong route cannot be undone: most of the web questions
# the router sent to the knowledge base get "I don't know" (another gets a wrong answer from a
# note), where the agent, with `web_search` among its tools, answers most of them.

# %%
from course_lib.evaluation.grading import is_refusal

calls, tokens, ok = by_category["llm_calls"], by_category["input_tokens"], by_category["ok"]
saving = tokens["agent"] - tokens["router"]
web_wrong = router_runs[(router_runs["category"] == "web") & ~router_runs["ok"]]["answer"]
input_totals = runs.groupby("pipeline")["input_tokens"].sum()
claims(
    ("the router spends fewer input tokens than the agent in every category", (tokens["router"] < tokens["agent"]).all()),
    ("under half on greetings and general questions",
     all(tokens.loc[c, "router"] < tokens.loc[c, "agent"] / 2 for c in ["chitchat", "general"])),
    ("it saves the most on synonym and out-of-scope questions",
     set(saving.nlargest(2).index) == {"alias-mismatch", "out-of-scope"}),
    ("a simple note question costs the router two calls", lambda: calls.loc["notes", "router"] == 2),
    ("a complex question costs the router more calls than the agent",
     lambda: calls.loc["multi-hop", "router"] > calls.loc["multi-hop", "agent"]),
    ("synonym and out-of-scope questions favour the router",
     all(ok.loc[c, "router"] > ok.loc[c, "agent"] for c in ["alias-mismatch", "out-of-scope"])),
    ("the agent answers most web questions, the router fewer",
     ok.loc["web", "router"] < ok.loc["web", "agent"] and ok.loc["web", "agent"] > 0.5),
    ("most web questions the router gets wrong are \"I don't know\"",
     web_wrong.map(is_refusal).sum() > len(web_wrong) / 2),
    ("in total the router sends fewer input tokens than the agent", input_totals["router"] < input_totals["agent"]),
)
print("Where the two disagree on correctness:")

# %%
wide = runs.pivot(index="id", columns="pipeline", values="ok")
disagree = wide[wide["agent"] != wide["router"]].index
runs[runs["id"].isin(disagree)][["id", "pipeline", "tools", "llm_calls", "ok", "answer"]]

# %% [markdown]
# ## 7. Optional: a SQL tool the database itself keeps read-only
#
# `query_orders` answers only the questions its parameters foresee. A SQL tool lets the model
# write any `SELECT` (group by customer, filter by date), which is powerful and dangerous. The
# safety cannot come from matching strings ("reject anything containing DROP"): `run_sql`
# opens the database read-only and installs an SQLite **authorizer** that denies every action
# but reading, so SQLite itself refuses a write while compiling the statement.

# %%
from course_lib.rag.tools import make_sql_tool

run_sql = make_sql_tool()
print(run_sql.invoke({"query": "SELECT customer, ROUND(SUM(amount), 2) AS total FROM orders "
                               "WHERE currency = 'USD' GROUP BY customer ORDER BY total DESC LIMIT 3"}))
print(run_sql.invoke({"query": "DELETE FROM orders"}))
print(run_sql.invoke({"query": "SELECT 1; DROP TABLE orders"}))

# %% [markdown]
# ## Exercises
#
# Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
# solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
# is saved in your cache directory (`python -m course_lib progress`).

# %%
from course_lib.exercises import ____, load

q1, q2, q3 = load("03")

# %% [markdown]
# ### Exercise 1: A new tool that routes correctly
#
# The agent gets a sixth tool, `convert_currency(amount, from_currency, to_currency)`. Write its description in `currency_description`: the model must call it for currency conversions ("How much is 250 euros in US dollars?") and never for arithmetic, orders, notes, wiki, web or small-talk questions. Only the description is yours; the function and its arguments are given. The check asks the model with the agent's five tools, then again without the orders lookup and the calculator: your description alone must then keep order and arithmetic questions, which mention money too, away from the converter.

# %% [markdown]
# The tool and a helper to try a description: `first_tools(description, questions)` shows
# which tools the model calls first for each question, with your tool added to the five
# (`neighbours=False`: without the orders lookup and the calculator, as the check also asks).

# %%
from course_lib.exercises.nb03 import CURRENCY_QUESTIONS, first_tools, make_currency_tool

print(make_currency_tool("(your description)").args)
print(CURRENCY_QUESTIONS)

# %% tags=["exercise", "q1"]
# What is convert_currency for, and what is it not for?
currency_description = ____

# %%
q1.check(currency_description)

# %%
# q1.hint()
# q1.solution()

# %% [markdown]
# ### Exercise 2: A router that sends chit-chat to retrieval
#
# A teammate's router uses the schema `SourceRoute` (`datasource`: `direct_answer`, `vectorstore` or `web_search`; `complexity`: `simple` or `complex`) with the library's `choose_path`, which expects `route` and `complexity`: every question, even "Hello!", ends up in `retrieve`. Write `choose_source_path(state)`: it reads the decision in `state["decision"]` and returns the next node, one of `answer_directly`, `retrieve`, `research` or `web_search`, following the same policy as `PATHS`.

# %% [markdown]
# The broken router: the teammate's schema with the library's `choose_path`. Every question,
# even a greeting, lands in `retrieve`:

# %%
from course_lib.exercises.nb03 import SourceRoute

broken = adaptive.make_adaptive_graph(llm=llm, retriever=retriever, research_tools=research_tools,
                                      web_retriever=web_retriever, route_schema=SourceRoute)
run = run_graph(broken, {"question": "Hello!"})
print(run.state["decision"], "->", run.path)


# %% tags=["exercise", "q2"]
def choose_source_path(state):
    """The next node for a SourceRoute decision stored in state["decision"]."""
    decision = state["decision"]
    return ____


# %%
q2.check(choose_source_path)

# %%
# q2.hint()
# q2.solution()

# %% [markdown]
# ### Exercise 3: Router or agent?
#
# The adaptive router spends a routing call on every question, yet it spent fewer tokens than the tool-calling agent on our question set. Where does it save, where does it lose accuracy, and how would you combine the two?

# %% [markdown] tags=["exercise", "q3"]
# **Your answer:** (double-click to write)

# %%
q3.check()

# %%
# q3.hint()
# q3.solution()

# %% [markdown]
# ## What's next
#
# The agent and the router both trust what retrieval returns. Notebook 04 builds **Corrective
# RAG** by hand: grade the retrieved documents, rewrite the query when they miss, and fall back
# to the web when the notes have nothing.
