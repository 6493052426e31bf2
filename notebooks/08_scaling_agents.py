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
# # 08 · Scaling agents: many tools, long conversations, small contexts, streaming
#
# One agent with a handful of tools and a short chat works well. Three things break it as it
# grows, and this notebook measures each and its remedy:
#
# 1. **too many tools**: every tool's schema rides along in every prompt, and look-alike
#    descriptions compete for every question; the remedy is to group tools behind
#    **sub-agents that are themselves tools**;
# 2. **long conversations**: every turn re-sends the whole thread; the remedy is to **trim or
#    summarise** old turns (LangChain's `SummarizationMiddleware`);
# 3. **too much context**: each hop's extra documents cost tokens and can **distract** the model;
#    the remedy is a small top-k per hop.
#
# Then we **stream** the final answer token by token, as a chat interface would, and compare the
# time to first token with the total latency. The model is the course's rule-based simulator
# (deterministic, offline); every number below is checked, as a claim, in the cell that measures it.

# %%
from course_lib import setup
setup()

# %%
import pandas as pd
from langchain_core.messages import HumanMessage

from course_lib import get_chat_model
from course_lib.evaluation import evaluate
from course_lib.rag.pipelines import Pipeline, last_ai_text

pd.set_option("display.width", 160)
pd.set_option("display.max_colwidth", 60)
llm = get_chat_model()

# %% [markdown]
# Section 3 plays one 12-turn conversation four ways (no memory, trimmed, summarised twice). Its
# turns go one after another, each waiting for the reply before it: with a real model at 1.5 s a
# call that is about 40 s of waiting in that one cell. So that Run All waits less there, with a
# real model the next cell starts the four sessions now, in the background, beside sections 1 and
# 2 (they share the same cap on calls in flight): their replies land in the LLM cache, where
# section 3, running the same code, finds those that are ready and makes the rest itself. In one
# recorded Run All (the course's chaos model `slow`, 1.5 s per call, `bench/bench_real_model.py`,
# 2026-12-02; a recorded run, not a claim this notebook checks) that cell still made 51 of its 70
# calls and waited 24 s instead of about 42. With the simulator (or with `COURSE_LLM_CACHE=off`) it starts
# nothing and prints nothing.

# %%
from course_lib.evaluation.ahead import start_ahead
from course_lib.evaluation.budget import concurrency, map_in_order
from course_lib.exercises.nb08 import play_session
from course_lib.rag.graphs.long_chat import KeepRecentMessages, summarization


def memory_settings():  # section 3's four ways to keep a long conversation, fresh each time
    return [None, KeepRecentMessages(6), summarization(llm, trigger_tokens=3000, keep_messages=8),
            summarization(llm, trigger_tokens=3000, keep_messages=6)]  # the last: "What can go wrong" in section 3


sessions_ahead = start_ahead(map_in_order, play_session, memory_settings(), workers=concurrency(llm),
                             llm=llm, what="section 3's four 12-turn sessions")

# %% [markdown]
# ## 1. Tool growth: 4, 8 and 16 tools
#
# The company assistant started with four tools (notes, wiki, orders, calculator). Then came the
# web search, customer accounts, shipment tracking, the runbooks; then invoices, the staff
# directory, warehouse stock, unit and date conversions, incident reports, policies and a SQL
# tool. Each is a real function over data in `data/` (CSV tables, markdown corpora, SQLite), and
# each description is two-sided. But they overlap: customers, shipments and invoices all talk
# about orders; runbooks and incident reports talk about services, like the wiki.

# %%
from course_lib.evaluation.claims import claims  # the lesson's claims: strict with the simulator, reported with a real model
from course_lib.evaluation.claims import on_full_set  # a claim about the whole set: not applicable to a sample
from course_lib.evaluation.claims import on_simulator  # the simulator's exact figures: not applicable to another model
from course_lib.rag.tools.catalogue import TOOL_SETS, make_tool_catalogue, tool_set

catalogue = make_tool_catalogue()
for size, names in TOOL_SETS.items():
    print(f"{size:2} tools: {', '.join(names[len(TOOL_SETS.get(size // 2, ())):])}")

# %%
print(catalogue["track_shipment"].invoke({"order_id": "ORD-1007"}))
print(catalogue["lookup_invoice"].invoke({"payment_status": "overdue"}))
print(catalogue["convert_units"].invoke({"conversion": "250 kg to lb"}))

# %% [markdown]
# The questions: two of each core category of the course's labelled set (small talk, general
# knowledge, notes, arithmetic, orders, orders then arithmetic, multi-hop wiki questions) and
# 33 new labelled questions for the new tools (`data/eval/scaling_questions.jsonl`). At each size
# the agent is asked the questions its tools can answer; a question is routed correctly when
# the set of tools it called is exactly the expected set.

# %% tags=["simulator-limit"]
from course_lib.evaluation.budget import concurrency, for_measurement, map_in_order
from course_lib.evaluation.tool_choice import decide_from_runs, evaluate_routing
from course_lib.exercises.nb08 import check_questions
from course_lib.rag.graphs.knowledge_agent import make_knowledge_agent

questions = check_questions()
core_ids = {q.id for q in questions[:14]}
claims(("two of each of the seven core categories, and 33 new questions", (len(core_ids), len(questions) - len(core_ids)) == (14, 33)))
measured = for_measurement(questions, llm=llm, per_category=1, at_most=6)  # each runs at three sizes, and below


def agent_pipeline(graph, name):
    return Pipeline(name=name, graph=graph, read_answer=last_ai_text,
                    make_input=lambda q: {"messages": [HumanMessage(q)]})


def measure(job):  # one size: its agent over the questions its tools can answer
    (i, size), workers = job, concurrency(llm)
    tools = tool_set(size, catalogue)
    offered = {t.name for t in tools}
    asked = [q for q in measured if set(q.expected_tools) <= offered]
    share = workers // len(TOOL_SETS) + (i < workers % len(TOOL_SETS))  # the sizes share COURSE_CONCURRENCY
    agent = agent_pipeline(make_knowledge_agent(llm=llm, tools=tools), f"{size} tools")
    return offered, asked, evaluate([agent], asked, max_concurrency=max(1, share)).table()


rows, reports = [], {}
measured_sizes = map_in_order(measure, enumerate(TOOL_SETS), workers=concurrency(llm))  # the sizes at once with a real model
for size, (offered, asked, runs) in zip(TOOL_SETS, measured_sizes):
    report = evaluate_routing(asked, decide=decide_from_runs(runs), tool_names=list(offered))
    core = [r for r in report.rows if r.id in core_ids]
    core_runs = runs[runs["id"].isin(core_ids)]  # the same 14 questions at every size
    reports[size] = report
    rows.append({"tools": size, "questions": len(asked), "routing": round(report.accuracy, 2),
                 "answers ok": round(runs["ok"].mean(), 2),
                 "tokens per question": round((runs["input_tokens"] + runs["output_tokens"]).mean()),
                 "LLM calls": round(runs["llm_calls"].mean(), 2),
                 "routing (core)": round(sum(r.correct for r in core) / len(core), 2),
                 "answers ok (core)": round(core_runs["ok"].mean(), 2),
                 "tokens (core)": round((core_runs["input_tokens"] + core_runs["output_tokens"]).mean())})
growth = pd.DataFrame(rows).set_index("tools")
tokens_per_q = growth["tokens per question"].tolist()
core_tokens = growth["tokens (core)"].tolist()
claims(("the tokens per question grow with every size", tokens_per_q == sorted(tokens_per_q) and tokens_per_q[0] < tokens_per_q[-1],
        f"{tokens_per_q[-1] / tokens_per_q[0]:.1f} times"),
       ("on the same core questions the tokens grow more than the mixed column suggests",
        core_tokens == sorted(core_tokens) and core_tokens[-1] / core_tokens[0] > tokens_per_q[-1] / tokens_per_q[0],
        f"{core_tokens[-1] / core_tokens[0]:.1f} times"),
       ("on the same core questions, routing holds steady and answers lose at most one question in seven",
        growth["routing (core)"].max() - growth["routing (core)"].min() <= 0.05
        and growth["answers ok (core)"].iloc[0] - growth["answers ok (core)"].min() <= 0.15),
       *on_full_set(measured, questions, *on_simulator((
           "the figures the text quotes",
           (growth["routing"].tolist(), growth["answers ok"].tolist(), tokens_per_q,
            growth["routing (core)"].tolist(), growth["answers ok (core)"].tolist(), core_tokens)
           == ([0.86, 0.91, 0.87], [0.93, 0.74, 0.68], [2265, 3232, 5863],
               [0.86, 0.86, 0.86], [0.93, 0.86, 0.86], [2265, 3332, 6272])))))
growth

# %% [markdown]
# The warnings under this cell are the simulator stating limits (`SimulatorLimitWarning`,
# notebook 00): for one question it considered the `days_between` tool but found no dates of
# the kind the tool needs, so it made no call rather than fill the arguments with a guess; for
# another it read only the first of the two dates, and since the question's "30" went into no
# call, it says the result does not answer the whole question instead of reporting 0 days. A real
# model would read the dates in other words, or ask for them.

# %% [markdown]
# Read the columns in two groups. The first four mix two effects: each size asks a
# **different question set** (14 questions with 4 tools, 47 with 16: the new tools' questions
# come in with the tools), so a falling "answers ok" there may only mean that the new questions
# are harder. The last three columns ask the **same 14 core questions** at every size, and only
# they show what adding tools does to the same work. On them, routing stays at 86 %, correct
# answers go from 93 % with 4 tools to 86 % with 8 and 86 % with 16: one core question lost to
# the first new tools, none to the next eight. The clear cost is tokens: the same core
# questions cost 2,265 tokens with 4 tools, 3,332 with 8 and 6,272 with 16: 2.8 times, more than
# the mixed column's 2.6 times suggests, because every tool's schema is sent on every call,
# whether the question needs it or not. Over the whole mixed set,
# routing is 86 %, 91 % (the 8-tool questions are easy to tell apart) and 87 % (where
# look-alikes meet). Where the wrong ones went with 16 tools: each is a question whose words
# match a look-alike tool better than its own (the simulator, like a confused model, takes the
# most generic of near-tied tools: a rule of the simulator, not a measured habit of real models).

# %%
reports[16].table().query("not correct")[["id", "question", "expected", "chosen"]]

# %% [markdown]
# ## 2. Sub-agents as tools
#
# Group the 16 tools into four **desks**: orders and customers, engineering documentation, the
# company (wiki, directory, policies, stock), numbers. Each desk is a `create_agent` over its
# few tools; `agent_as_tool` wraps it as a tool whose description is all the supervisor reads.
# A desk receives the user's question as the user wrote it (`forward="question"`): a supervisor
# that paraphrases drops ids, dates and numbers on the way.

# %%
from course_lib.rag.graphs.sub_agents import DESKS, make_desk_tools, make_supervisor

for desk in DESKS:
    print(f"{desk.name}: {', '.join(desk.tools)}\n  {desk.description}\n")

# %%
desk_tools = make_desk_tools(llm=llm, catalogue=catalogue)
supervisor = make_supervisor(llm=llm, desk_tools=desk_tools)
run = agent_pipeline(supervisor, "supervisor").run("Where is the parcel of order ORD-1007 now?")
print([c.name for c in run.ledger.tool_calls], "|", len(run.ledger.llm_calls), "LLM calls")
print(run.answer)

# %% [markdown]
# The same questions, now through the supervisor. Routing is scored on the tools the desks
# called (the desks themselves left out), tokens on every call, the desks' included.

# %% tags=["simulator-limit"]
from course_lib.exercises.nb08 import routing_of

flat = routing_of(make_knowledge_agent(llm=llm, tools=tool_set(16, catalogue)), measured)
desk_routing = routing_of(supervisor, measured, hide=tuple(d.name for d in DESKS))
comparison = pd.DataFrame([{"design": "16 tools, one agent", **flat}, {"design": "4 desks + supervisor", **desk_routing}]).round(2)
claims(("the desks cut the tokens per question", desk_routing["tokens"] < flat["tokens"]),
       ("but routing falls", desk_routing["accuracy"] < flat["accuracy"]),
       ("and the LLM calls almost double", 1.5 * flat["calls"] < desk_routing["calls"] <= 2 * flat["calls"]),
       *on_full_set(measured, questions, *on_simulator((
           "the figures the text quotes",
           (round(flat["accuracy"], 2), round(desk_routing["accuracy"], 2), round(flat["tokens"]),
            round(desk_routing["tokens"]), round(flat["calls"], 2), round(desk_routing["calls"], 2))
           == (0.87, 0.81, 5863, 3669, 2.02, 3.89)))))
comparison

# %% [markdown]
# The warnings under this cell are the simulator stating limits (`SimulatorLimitWarning`,
# notebook 00): one of the questions asks for something that no tool, note or entry of its
# small general-knowledge table covers, so it says so instead of guessing, and that question
# counts as not answered. A real model would answer it from what it learned in training. And
# in one desk the text its retriever returned for a question shared none of the question's
# words: the desk says it cannot tell whether that text answers, rather than "I don't know".

# %% [markdown]
# The desks cut the tokens per question from 5,863 to 3,669, but with these descriptions routing
# falls from 87 % to 81 %, and the LLM calls almost double (2.02 to 3.89): every answer goes
# through the supervisor twice (to pick a desk and to read its answer). A hierarchy helps only when the top-level choice is
# easy: desks whose descriptions do not overlap. Exercise 1 asks you to find such a grouping.
# (`langgraph-supervisor` packages the same pattern with hand-offs instead of tools; it was left
# out here to keep the stack small.)

# %% [markdown]
# ## 3. Long conversations: trim or summarise
#
# A 12-turn session with a checkpointer: questions about a project, an order, a team, with
# follow-ups ("And which services does it own?") that refer to the turn before. Without memory
# management every turn re-sends the whole thread, tool results included.

# %%
from course_lib.exercises.nb08 import SESSION, SESSION_FACTS

claims(("a 12-turn session with 8 facts to keep", (len(SESSION), len(SESSION_FACTS)) == (12, 8)))
for i, question in enumerate(SESSION, 1):
    print(f"{i:2}. {question}")

# %%
# memory_settings() (top of the notebook): no memory; trim to the last 6 messages; summarise from
# 3,000 tokens, keeping the last 8 messages; the same keeping 6 (for "What can go wrong" below)
(plain, plain_seen), (trimmed, trimmed_seen), (summarised, summarised_seen), (short_keep, _) = map_in_order(
    play_session, memory_settings(),
    workers=concurrency(llm))  # the four at once with a real model; turns they share are asked once (the LLM cache),
# and with a real model they were started at the top of the notebook, so their replies are there already
per_turn = pd.DataFrame({"no memory": plain.table()["input_tokens"].to_numpy(),
                         "trim to 6 messages": trimmed.table()["input_tokens"].to_numpy(),
                         "summarise at 3,000 tokens": summarised.table()["input_tokens"].to_numpy()},
                        index=range(1, 13)).rename_axis("turn")
totals = per_turn.sum()
claims(("trimming cuts the tokens by more than half", totals.iloc[1] < totals.iloc[0] / 2),
       ("summarising saves less, in two extra calls",
        totals.iloc[1] < totals.iloc[2] < totals.iloc[0] and summarised.table()["summary_calls"].sum() == 2,
        f"{1 - totals.iloc[2] / totals.iloc[0]:.0%}"),
       *on_simulator(("the figures the text quotes",
                      totals.tolist() == [97439, 46387, 79954] and round(1 - totals.iloc[2] / totals.iloc[0], 2) == 0.18)))
per_turn.T.assign(total=totals)

# %%

facts = pd.DataFrame({name: [fact.lower() in seen.lower() for fact in SESSION_FACTS]
                      for name, seen in [("no memory", plain_seen), ("trim", trimmed_seen),
                                         ("summarise", summarised_seen)]}, index=list(SESSION_FACTS))
claims(("with no memory and with the summary every fact survives", facts["no memory"].all() and facts["summarise"].all()),
       ("trimming keeps only 2 of the 8", facts["trim"].sum() == 2))
facts

# %% [markdown]
# Trimming cuts the tokens by more than half (97,439 to 46,387) and forgets everything older
# than the last few messages: only 2 of the 8 facts of turns 1 to 9 are left in what the model
# reads. The summary costs two extra calls (the simulator writes it: one extractive line per
# exchange) and saves 18 % (79,954 tokens), and every fact survives. The summary in force after turn 12:

# %%
print(summarised.turns[-1].summary)

# %% [markdown]
# **What can go wrong.** `keep` counts messages, and one question with one tool call is four
# messages. Keep only 6, and the summary can cut the previous exchange in half: turn 12 ("And
# how many engineers does it have?") then has no subject left, and the agent answers something
# else.

# %%
# short_keep: the same session summarised at 3,000 tokens keeping 6 messages (played above, beside the others)
print("keep 8:", summarised.turns[-1].answer[:80])
print("keep 6:", short_keep.turns[-1].answer[:80])
claims(("keeping 8 messages answers turn 12; keeping 6 does not",
        "nine engineers" in summarised.turns[-1].answer and "nine engineers" not in short_keep.turns[-1].answer))

# %% [markdown]
# ## 4. Small contexts: top-k per hop and distractors
#
# The wiki has an archive (`data/wiki-archive/`): old planning notes, a draft proposal, a 2023
# ownership table. They restate questions' words ("the team that owns Project Falcon was led
# by ...") about arrangements that changed since. We run notebook 05's sufficiency loop over
# the wiki plus its archive with k = 2, 4 and 8 documents per hop.
#
# **How the simulator gets distracted** (deterministic, documented in `course_lib.sim.grounded.chains`
# and `course_lib.sim.grounded.evidence`): it answers each step with the sentence that names the step's
# entity and states most of the step's relation words; among equal sentences the one in the
# higher-ranked document wins. A stale sentence that matches the step's words at least as well,
# in a document ranked above the current page, is taken for the answer, much as a real model may
# take a confident sentence that looks like the answer (an expectation, not measured here).

# %%
from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph
from course_lib.retrieval.kb import build_knowledge_base
from course_lib.evaluation.questions import load_questions

all_hop_questions = load_questions(categories=["multi-hop"])
hop_questions = for_measurement(all_hop_questions, llm=llm, per_category=1)  # six runs each
archive_kb = build_knowledge_base("wiki+archive", progress=False)
plain_kb = build_knowledge_base("wiki", progress=False)
setups = [(corpus, kb, k) for corpus, kb in [("wiki", plain_kb), ("wiki + archive", archive_kb)] for k in (2, 4, 8)]
pipes = [Pipeline(name=f"{corpus}, k={k}", graph=make_sufficiency_loop_graph(llm=llm, retriever=kb.as_retriever(k=k)))
         for corpus, kb, k in setups]
tables = evaluate(pipes, hop_questions).table()  # the six settings at once with a real model
k_rows, k_runs = [], {}
for (corpus, _, k), pipe in zip(setups, pipes):
    table = k_runs[corpus, k] = tables[tables["pipeline"] == pipe.name]
    k_rows.append({"corpus": corpus, "k": k, "accuracy": round(table["ok"].mean(), 2),
                   "tokens per question": round((table["input_tokens"] + table["output_tokens"]).mean())})
by_k = pd.DataFrame(k_rows).set_index(["corpus", "k"])
clean, noisy = by_k.loc["wiki"], by_k.loc["wiki + archive"]
claims(("on the clean wiki more documents buy nothing", clean["accuracy"].nunique() == 1),
       ("with the archive, a larger k answers fewer", noisy["accuracy"].is_monotonic_decreasing
        and noisy["accuracy"].iloc[0] > noisy["accuracy"].iloc[-1]),
       ("the tokens grow with k", clean["tokens per question"].is_monotonic_increasing
        and noisy["tokens per question"].is_monotonic_increasing),
       *on_full_set(hop_questions, all_hop_questions, *on_simulator((
           "the figures the text quotes", by_k["accuracy"].tolist() == [0.93, 0.93, 0.93, 0.8, 0.73, 0.73]
           and by_k["tokens per question"].tolist() == [1639, 2301, 3213, 1671, 2159, 3072]))))
by_k

# %% [markdown]
# On the clean wiki every k answers 14 of the 15 chains (93 %), so more documents buy nothing
# there. With the archive, k = 2 answers 80 % and k = 4 or 8 only 73 %, while the tokens grow
# with k (1,671 to 3,072). Which answers the distractors spoil, per k:

# %%
spoiled = pd.DataFrame({f"k={k}": ~k_runs["wiki + archive", k].set_index("id")["ok"]
                        & k_runs["wiki", k].set_index("id")["ok"] for k in (2, 4, 8)})
spoiled = spoiled[spoiled.any(axis=1)]
answers = k_runs["wiki + archive", 4].set_index("id")["answer"]
claims(*on_full_set(hop_questions, all_hop_questions, (
    "the distractors spoil 2 answers at k = 2 and 3 from k = 4", spoiled.sum().tolist() == [2, 3, 3])))
spoiled.assign(answer_at_k4=answers.reindex(spoiled.index).str.slice(0, 90))

# %% [markdown]
# At k = 2 the distractor pages that rank first (the migration plan for Project Condor, the
# office moves for the Tidewater Team) already spoil 2 questions; from k = 4 the 2023
# migration plan also enters the context of the Tally Service question and wins: 3 spoiled. Accuracy per
# token is best at k = 2 here: extra documents bought nothing but cost and risk. Exercise 3 turns
# this into a rule.

# %% [markdown]
# ## 5. Streaming the answer, and the time to first token
#
# A chat interface shows the answer as it is written. `stream_mode="messages"` yields every
# chat-model chunk with the node that produced it; we keep the chunks of the `answer` node of
# the loop with a separate answering call (a merged decision-and-answer is structured output:
# it arrives as tool-call arguments, not as text to show).
#
# With the simulator the times are simulated: TTFT = the latency of every model call before
# the answering call, plus the answering call's fixed cost (0.25 s) and input cost
# (0.00005 s per token), plus 0.012 s per token of its first chunk; the total is the sum of every
# call's latency. With a real model both are measured by the clock.

# %%
from course_lib.measurement.streaming import stream_answer

loop = make_sufficiency_loop_graph(llm=llm, retriever=plain_kb.as_retriever(k=2), merge_answer=False)
streamed = []
report = stream_answer(loop, {"question": "Who leads the team that owns Project Falcon?"}, node="answer",
                       on_token=streamed.append)
for chunk in streamed:
    print(repr(chunk))
print(f"\n{len(report.chunks)} chunks, {report.llm_calls} LLM calls, time to first token {report.ttft_s:.2f} s, "
      f"total {report.total_s:.2f} s ({report.clock})")
from course_lib.sim.chat import latency  # noqa: E402

claims(("the first words arrive before the whole answer", report.ttft_s < report.total_s),
       *on_simulator(("the figures the text quotes: 6 chunks, 3 calls, 1.37 s and 1.88 s, simulated as the formula says",
                      (len(report.chunks), report.llm_calls, report.ttft_s, report.total_s) == (6, 3, 1.372, 1.8759)
                      and (latency.BASE_S, latency.PER_INPUT_TOKEN_S, latency.PER_OUTPUT_TOKEN_S)
                      == (0.25, 0.00005, 0.012))))

# %% [markdown]
# The user sees the first words after 1.37 s instead of waiting 1.88 s for the whole answer; most
# of the wait is the two decisions before the answer starts. Streaming does not make the
# pipeline faster, it makes the wait visible sooner: a fewer-hop pipeline is what shortens TTFT.

# %% [markdown]
# ## Exercises
#
# Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
# solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
# is saved in your cache directory (`python -m course_lib progress`).

# %%
from course_lib.exercises import ____, load

q1, q2, q3 = load("08")

# %% [markdown]
# ### Exercise 1: Desks that route well for fewer tokens
#
# Group the 16 tools into 2 to 4 desks: `desks` is a list of `Desk(name, description, tools)` (from `course_lib.rag.graphs.sub_agents`), each desk a sub-agent over its tools, exposed to a supervisor as a tool with your description. Every tool must be in some desk. The check runs the supervisor on the labelled questions of `check_questions()`: routing (the tools the desks called) must be **higher than the notebook's four desks** (`DESKS`, 81 % with the simulator) on the same model, and a question must cost fewer tokens than with all 16 tools in one agent. `DESKS` itself does not pass: start from the table of misrouted questions.

# %%
from course_lib.rag.graphs.sub_agents import Desk  # noqa: F401

# %% tags=["exercise", "q1"]
# A list of 2 to 4 Desk(name, description, tools)
desks = ____

# %%
q1.check(desks)

# %%
# q1.hint()
# q1.solution()

# %% [markdown]
# ### Exercise 2: A summary that keeps what later turns need
#
# Write `make_memory(llm)` returning the middleware that manages the session's memory (for example `summarization(llm, trigger_tokens=..., keep_messages=..., trim_tokens_to_summarize=...)` from `course_lib.rag.graphs.long_chat`, or LangChain's `SummarizationMiddleware` itself). The check plays the 12-turn session: after the last turn, the facts Ledger Team, Priya Raman, ORD-1007, Chicago customs hall, INV-5007, Cobalt Database, 7118.85, Hiroshi Tanaka must still be in what the model reads, turn 12 must be answered (it contains 'nine engineers'), and the session must use at most 95% of the input tokens of the notebook's setting (`trigger_tokens=3000, keep_messages=8`, which therefore does not pass) and at most 85% of a session without memory.

# %% tags=["exercise", "q2"]
def make_memory(llm):
    """The memory middleware for the 12-turn session."""
    return ____

# %%
q2.check(make_memory)

# %%
# q2.hint()
# q2.solution()

# %% [markdown]
# ### Exercise 3: The k with the most accuracy per token
#
# Write `best_k(results)`: `results` maps each k to `(accuracy, mean_tokens)` measured on a question set. Return the k with the highest accuracy per token; on a tie, the smaller k (fewer documents distract less and cost less).

# %% tags=["exercise", "q3"]
def best_k(results):
    """The k with the most accuracy per token; ties go to the smaller k."""
    return ____

# %%
q3.check(best_k)

# %%
# q3.hint()
# q3.solution()

# %% [markdown]
# ## What's next
#
# You have now seen an agent grow: more tools, longer sessions, bigger contexts. Each remedy
# has a price (more calls for sub-agents, a summary call for memory, a missed document for a
# small k), so measure it on your own questions, as in notebook 06.
