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
# # 04 · Corrective RAG, built by hand
#
# A fixed pipeline trusts its first retrieval. When the question uses a word the notes never
# use ("upsert" where the notes say `ON CONFLICT`, "green thread" where they say "coroutine"),
# the retriever brings back look-alikes and the model answers from them, or gives up. An agent
# might search again, but nothing *checks* what came back.
#
# **Corrective RAG** (CRAG) adds that check: grade every retrieved document, and when nothing
# relevant came back, rewrite the query and search again; answer only from documents that
# passed. That needs a quality gate in the middle of a loop and a conditional edge that goes
# *back*, which a standard tool-calling loop does not have, so we build the graph by hand.
#
# In this notebook:
# 1. the state and four nodes: `retrieve`, `grade`, `rewrite`, `generate`;
# 2. the failure first: an unanswerable question loops until `GraphRecursionError`;
# 3. the fix: a retry counter in state, and an honest answer when the cap is hit;
# 4. variants from `course_lib.rag.graphs.crag`: batched grading, three-way grades, the web fallback;
# 5. measurements: strict against lenient graders, fixed pipeline against CRAG.

# %%
from course_lib import setup
setup()

# %% [markdown]
# ## The parts
#
# The chat model is the course's offline simulator unless you configured a real one (see
# notebook 00); the retriever searches the notes knowledge base, four chunks per query.

# %%
from course_lib import get_chat_model
from course_lib.retrieval.kb import build_knowledge_base

llm = get_chat_model()
kb = build_knowledge_base("notes", progress=False)
retriever = kb.as_retriever(k=4)
print(type(llm).__name__, "|", len(kb), "chunks")

# %% [markdown]
# ## The state
#
# Plain keys, no message history: this graph does not talk, it passes documents along. `query`
# is separate from `question` because the rewrite changes what we *search for*, never what the
# user *asked*; graders and the final answer always see the original question.

# %%
from typing import TypedDict

from langchain_core.documents import Document


class State(TypedDict, total=False):
    question: str               # what the user asked, never changed
    query: str                  # what we search for (rewritten on each retry)
    documents: list[Document]   # retrieved, then only those that passed grading
    grades: list[str]           # the last grading, one "yes"/"no" per document
    answer: str
    retries: int                # rewrites so far: added in the fix below


# %% [markdown]
# ## `retrieve`
#
# The first round searches with the question itself; after a rewrite, with the new query.

# %%
def retrieve(state: State) -> dict:
    query = state.get("query") or state["question"]
    return {"documents": retriever.invoke(query), "query": query}


# %% [markdown]
# ## `grade`: a structured yes/no per document
#
# A separate, narrow call judges each document: a structured output with the schema
# `GradeDocument` makes the model fill one field, `binary_score`, with `"yes"` or `"no"`.
# Keeping the judgement out of the answering call makes it inspectable and cheap to swap. The
# prompt matters: it says what counts as *irrelevant* (we measure why below).

# %%
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT, GRADE_DOCUMENT_STRICT_SYSTEM
from course_lib.rag.schemas import GradeDocument

print(GRADE_DOCUMENT_STRICT_SYSTEM)

# %% [markdown]
# Real models do not always follow a schema: they write `"Yes."` or `"Yes, it is relevant"`
# for `"yes"`, wrap the JSON in a sentence or a code fence, or cut it short. Plain
# `llm.with_structured_output(GradeDocument)` raises on every one of these, and one bad grade
# ends the whole run. Production code plans for it, and so does the course: `structured_output`
# reads such replies anyway (case, punctuation, an answer inside a sentence, JSON inside
# prose), asks once more if it still cannot, and then returns a **safe default** chosen for
# this call site: `"no"`, so an unreadable grade drops the document and the graph rewrites or
# says "I don't know" instead of answering from a document nobody judged relevant.

# %%
from course_lib.retrieval.documents import format_document
from course_lib.evaluation.budget import at_once
from course_lib.models.structured import structured_output

grader = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(
    llm, GradeDocument, default=GradeDocument(binary_score="no"))


def grade(state: State) -> dict:
    # The grades are independent: with a real model, ask for them at once (the simulator: in turn).
    inputs = [{"question": state["question"], "document": format_document(d)} for d in state["documents"]]
    grades = [g.binary_score for g in grader.batch(inputs, config=at_once(llm))]
    kept = [d for d, g in zip(state["documents"], grades) if g == "yes"]
    return {"documents": kept, "grades": grades}


# %% [markdown]
# What it does with replies a real model might write, shown with the course's scripted test
# model (`course_lib.models.testing.scripted` sends the text it is given as the model's reply). The
# ledger records every reply that needed help, so a run that fell back to defaults is never
# mistaken for a clean one: one call when the reply can be read, two (the retry) before the
# default.

# %%
from course_lib.evaluation.claims import claims  # the lesson's claims: strict with the simulator, reported with a real model
from course_lib.evaluation.claims import on_full_set  # a claim about the whole set: not applicable to a sample
from course_lib.measurement.ledger import Ledger
from course_lib.models.testing import scripted

pair = {"question": "How does asyncio schedule coroutines?",
        "document": "[source: notes/asyncio.md] The event loop runs one coroutine at a time."}
outcomes = []
for reply in ['{"binary_score": "yes"}', "Yes.", 'Sure!\n```json\n{"Binary_Score": "YES"}\n```',
              "I am not sure."]:
    ledger = Ledger()
    tolerant = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(
        scripted(GradeDocument=reply), GradeDocument, default=GradeDocument(binary_score="no"))
    result = tolerant.invoke(pair, config={"callbacks": [ledger]})
    outcome = ledger.structured_events[0].outcome if ledger.structured_events else "valid"
    outcomes.append((result.binary_score, outcome, len(ledger.llm_calls)))
    print(f"{reply!r:44} -> {result.binary_score!r:5} {outcome:8} {len(ledger.llm_calls)} call(s)")
claims(("valid JSON passes, \"Yes.\" and a fenced reply are repaired without a new call",
        outcomes[:3] == [("yes", "valid", 1), ("yes", "repaired", 1), ("yes", "repaired", 1)]),
       ("an unreadable reply is retried once, then falls back to the safe default",
        outcomes[3] == ("no", "default", 2)))


# %% [markdown]
# ## `rewrite` and `generate`
#
# `rewrite` asks the model for a better search query: same meaning, the notes' own technical
# terms. (The simulator does this with an alias lexicon in `data/sim/aliases.yaml`, its stand-in
# for a real model's world knowledge.) A chatty model wraps the query in a preamble ("Great
# question! Here is a better query: ..."), which would become the search query itself:
# `clean_query` keeps only the query. `generate` answers from the graded documents only and
# says "I don't know" when they do not contain the answer.

# %%
from course_lib.retrieval.documents import format_documents
from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT, REWRITE_QUERY_PROMPT
from course_lib.models.structured import clean_query

rewriter = REWRITE_QUERY_PROMPT | llm
answerer = GROUNDED_ANSWER_PROMPT | llm


def rewrite(state: State) -> dict:
    previous = state.get("query") or state["question"]
    reply = rewriter.invoke({"question": state["question"], "query": previous})
    return {"query": clean_query(reply.text) or previous}  # drops "Sure! Here is a better query:"


def generate(state: State) -> dict:
    reply = answerer.invoke({"context": format_documents(state["documents"]), "question": state["question"]})
    return {"answer": reply.text}


# %% [markdown]
# ## The failure first: a loop with no way out
#
# Wire it up the obvious way: relevant documents go to `generate`, otherwise `rewrite` and
# search again. Now ask something the notes do not cover. Every grading says no, so the graph
# rewrites, retrieves, grades... until LangGraph's `recursion_limit` stops it with an
# exception. In LangGraph 1.2 the default limit is 10,007 steps, which means a stuck graph can
# burn thousands of model calls before it fails; here we set 10 to keep it short.

# %%
from langgraph.graph import END, START, StateGraph


def decide_uncapped(state: State) -> str:
    return "generate" if state["documents"] else "rewrite"


builder = StateGraph(State)
for name, node in [("retrieve", retrieve), ("grade", grade), ("rewrite", rewrite), ("generate", generate)]:
    builder.add_node(name, node)
builder.add_edge(START, "retrieve")
builder.add_edge("retrieve", "grade")
builder.add_conditional_edges("grade", decide_uncapped, ["generate", "rewrite"])
builder.add_edge("rewrite", "retrieve")
builder.add_edge("generate", END)
uncapped = builder.compile()

from langgraph._internal._config import DEFAULT_RECURSION_LIMIT  # what LangGraph uses when none is given

claims(("LangGraph's default recursion limit is 10,007 steps", DEFAULT_RECURSION_LIMIT == 10_007))

# %% tags=["simulator-limit"]
from langgraph.errors import GraphRecursionError

from course_lib.evaluation.questions import load_questions

out_of_scope = load_questions(categories=["out-of-scope"])
alias = load_questions(categories=["alias-mismatch"])
oos_question = out_of_scope[0].question
print(oos_question)
try:
    uncapped.invoke({"question": oos_question}, {"recursion_limit": 10})
except GraphRecursionError as exc:
    print("GraphRecursionError:", str(exc).splitlines()[0])

# %% [markdown]
# `recursion_limit` is a crash barrier, not a stopping rule: the run is lost (no answer, no
# state), and with the default of 10,007 you would pay for thousands of grading calls first. The fix
# is a counter in the state that *we* own.
# (The warning under the cell is the simulator stating a limit, notebook 00: a retrieved passage
# is about the question's subject, asyncio, but matches none of its other words, so the grader
# keeps the safe "not relevant" and says it cannot tell; a real model would read its meaning.)
#
# ## The fix: a retry counter and an honest fallback
#
# `rewrite` adds one to `retries`; `decide` gets a third outcome: when the rewrites are used up,
# go to `generate` anyway. `generate` must then cope with an empty document list: instead of
# calling the model with no context it says plainly that nothing relevant was found.

# %%
MAX_RETRIES = 2


def rewrite(state: State) -> dict:
    previous = state.get("query") or state["question"]
    reply = rewriter.invoke({"question": state["question"], "query": previous})
    return {"query": clean_query(reply.text) or previous, "retries": state.get("retries", 0) + 1}


def decide(state: State) -> str:
    if state["documents"]:
        return "generate"                     # something relevant: answer from it
    if state.get("retries", 0) < MAX_RETRIES:
        return "rewrite"                      # nothing yet, rewrites left: try again
    return "generate"                         # cap hit: answer honestly from nothing


def generate(state: State) -> dict:
    if not state["documents"]:
        searches = state.get("retries", 0) + 1
        return {"answer": f"I don't know: after {searches} searches of the notes (last query: "
                          f"'{state['query']}'), no document relevant to the question was found."}
    reply = answerer.invoke({"context": format_documents(state["documents"]), "question": state["question"]})
    return {"answer": reply.text}


# %%
builder = StateGraph(State)
for name, node in [("retrieve", retrieve), ("grade", grade), ("rewrite", rewrite), ("generate", generate)]:
    builder.add_node(name, node)
builder.add_edge(START, "retrieve")
builder.add_edge("retrieve", "grade")
builder.add_conditional_edges("grade", decide, ["generate", "rewrite"])
builder.add_edge("rewrite", "retrieve")
builder.add_edge("generate", END)
crag = builder.compile()

# %%
from course_lib.app.display import show_graph

show_graph(crag)

# %% [markdown]
# The same unanswerable question now ends after two rewrites with an honest answer. The trace
# prints each node's update, one line per step (`run_traced` streams the graph with
# `stream_mode="updates"`).

# %%
from course_lib.measurement.trace import format_trace, run_traced

state, steps = run_traced(crag, oos_question, recursion_limit=10)
print(format_trace(steps))
claims((f"the capped graph rewrites {MAX_RETRIES} times, then answers honestly",
        [s.node for s in steps].count("rewrite") == MAX_RETRIES and state["answer"].startswith("I don't know")))

# %% [markdown]
# ## The alias-mismatch case
#
# This question says "green thread"; the notes only ever say "coroutine". Our embeddings
# match words, not meanings, and the question has nothing else specific to hold on to, so the
# first retrieval brings notes about threads and the interpreter lock. Watch the grades: the
# strict grader rejects them, the rewrite swaps in the notes' term, and the second retrieval
# passes.
#
# (Most alias-mismatch questions in `data/eval` carry other words, such as "asyncio" or
# "SQLite", that already pull the right note into the first retrieval; then the grader says yes
# and no rewrite is needed. That is CRAG working as intended: the rewrite is paid for only when
# retrieval failed.)

# %%
alias_question = "What is a green thread in Python?"
print(alias_question)
state, steps = run_traced(crag, alias_question)
print(format_trace(steps))
first_grades, second_grades, *_ = [s.update["grades"] for s in steps if s.node == "grade"] + [[], []]
first_sources = {d.metadata["source"] for d in steps[0].update["documents"]}
claims(("the first retrieval brings notes on threads and the interpreter lock",
        {"notes/global-interpreter-lock.md", "notes/threading-locks.md"} <= first_sources),
       ("the grader rejects them all, the rewrite says \"coroutine\", the second retrieval passes",
        "yes" not in first_grades and "yes" in second_grades and "coroutine" in state["query"]))

# %% [markdown]
# ## Checked against the library
#
# `course_lib.rag.graphs.crag.make_crag_graph` is the same graph as a factory: its parts (`llm`,
# `retriever`, `grader_llm`, `max_retries`, ...) are keyword arguments. Later notebooks and
# the `crag` CLI pipeline import it, so it must not drift from what we just built: a test
# (`tests/notebooks/test_inline_graphs.py`) checks the same nodes, the same edges, and the same
# path and answer on the same questions. From here on we use the library's version.

# %%
from course_lib.rag.graphs.crag import make_crag_graph

library = make_crag_graph(llm=llm, retriever=retriever, max_retries=MAX_RETRIES)

# %% [markdown]
# ## Variant 1: one grading call instead of four
#
# Per-document grading costs one model call per retrieved chunk, every round. A batched grader
# sends all documents numbered in one prompt and gets a list of grades back (`BatchGrades`).
# Fewer calls and fewer tokens (the instructions are sent once), at the price of one long
# judgement where a weak model may mix documents up.

# %%
from course_lib.rag.graphs.crag import make_batch_crag_graph
from course_lib.measurement.ledger import Ledger


def cost(graph, question):
    ledger = Ledger()
    state, steps = run_traced(graph, question, config={"callbacks": [ledger]})
    return {"path": len(steps), "llm_calls": len(ledger.llm_calls),
            "tokens": ledger.input_tokens + ledger.output_tokens, "answer": state["answer"][:40]}


batched = make_batch_crag_graph(llm=llm, retriever=retriever)
bills = {}
for name, graph in [("per-document", library), ("batched", batched)]:
    bills[name] = cost(graph, oos_question)
    print(f"{name:<13}", bills[name])
claims(("batched grading takes fewer calls and fewer tokens",
        bills["batched"]["llm_calls"] < bills["per-document"]["llm_calls"]
        and bills["batched"]["tokens"] < bills["per-document"]["tokens"]))

# %% [markdown]
# ## Variant 2: three grades and a routing table
#
# Yes/no throws information away: a document about the right subject that only partly answers
# is as "no" as one about something else. Three grades (`relevant` / `ambiguous` /
# `irrelevant`, schema `ThreeWayGrade`) let the router treat them differently. The table:
# rows are the best grade of the retrieval, columns whether rewrites are left. Ambiguous
# documents are *held*: we still try for better, but at the cap we answer from them rather
# than from nothing.

# %%
from course_lib.rag.graphs.crag_three_way import THREE_WAY_ROUTES, make_three_way_crag_graph

print(f"{'best grade':<12}{'retries left':<16}{'cap hit'}")
for verdict, row in THREE_WAY_ROUTES.items():
    print(f"{verdict:<12}{row[True]:<16}{row[False]}")

# %%
three_way = make_three_way_crag_graph(llm=llm, retriever=retriever)
state, steps = run_traced(three_way, alias_question)
print(format_trace(steps))

# %% [markdown]
# One trace shows the mechanism, not how often each grade occurs. Measured on a question set:
# every document the notes retriever returns for the notes, alias-mismatch and out-of-scope
# questions of `data/eval`, graded three ways and, beside it, yes/no by the strict grader.

# %%
import pandas as pd

from course_lib.retrieval.documents import format_document
from course_lib.evaluation.budget import concurrency, for_measurement, map_in_order  # one at a time with the simulator
from course_lib.rag.prompts import GRADE_THREE_WAY_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, ThreeWayGrade

three_grader = structured_output(llm, ThreeWayGrade, prompt=GRADE_THREE_WAY_PROMPT, default=SAFE_DEFAULTS[ThreeWayGrade])
pairs = [(q, doc) for q in for_measurement(load_questions(categories=["notes", "alias-mismatch", "out-of-scope"]), llm=llm)
         for doc in retriever.invoke(q.question)]


def grade_both(pair):
    q, doc = pair
    shown = {"question": q.question, "document": format_document(doc)}
    return {"category": q.category, "three-way": three_grader.invoke(shown).grade,
            "yes/no": grader.invoke(shown).binary_score}


graded_docs = pd.DataFrame(map_in_order(grade_both, pairs, workers=concurrency(llm)))  # at once with a real model
print(pd.crosstab(graded_docs["category"], graded_docs["three-way"]), "\n")
pd.crosstab(graded_docs["three-way"], graded_docs["yes/no"])

# %%
verdicts = graded_docs.groupby("three-way")["yes/no"].agg(set)
share_ambiguous = (graded_docs["three-way"] == "ambiguous").mean()
out_of_scope_grades = graded_docs[graded_docs.category == "out-of-scope"]["three-way"].value_counts()
print(f"{len(graded_docs)} documents; ambiguous: {share_ambiguous:.0%}; "
      f"yes/no on ambiguous ones: {graded_docs[graded_docs['three-way'] == 'ambiguous']['yes/no'].value_counts().to_dict()}")
claims(("yes/no agrees wherever the three-way grade is sure, and splits on the ambiguous ones",
        lambda: verdicts["relevant"] == {"yes"} and verdicts["irrelevant"] == {"no"} and verdicts["ambiguous"] == {"yes", "no"}),
       ("more than half of the retrieved documents are ambiguous", share_ambiguous > 0.5, f"{share_ambiguous:.0%}"),
       ("yes/no calls most of the ambiguous ones \"no\"",
        lambda: (graded_docs[graded_docs["three-way"] == "ambiguous"]["yes/no"] == "no").mean() > 0.5),
       ("out-of-scope questions bring ambiguous look-alikes (about half of their documents), never a relevant document",
        out_of_scope_grades.get("relevant", 0) == 0
        and 0.3 <= out_of_scope_grades.get("ambiguous", 0) / max(1, out_of_scope_grades.sum()) <= 0.7,
        f"{out_of_scope_grades.get('ambiguous', 0) / max(1, out_of_scope_grades.sum()):.0%}"))

# %% [markdown]
# The two graders agree wherever the three-way grade is sure: every `relevant` document is a
# "yes", every `irrelevant` one a "no". All the difference is in `ambiguous`, and that is more
# than half of what the retriever returns: yes/no had to call those either way (here mostly
# "no", some "yes"), the three-way grade keeps the doubt and routes on it. It cuts both ways.
# On the out-of-scope questions no document is relevant, but about half are ambiguous, so at
# the cap the three-way graph answers from look-alikes it holds, where the yes/no graph
# answers only from documents it graded "yes"; the grounded answering prompt then has to stand
# between the user and a confident wrong answer. The proportions are the simulator's (its grading rule,
# `course_lib.sim.responders.grading`: how much of the question a document covers and whether it is about
# the question's main subject); measure your own grader on your own questions the same way.

# %% [markdown]
# ## Variant 3: the web as a last resort, searched once
#
# When the notes have nothing even after the rewrites, search the web (here an offline snapshot,
# `course_lib.rag.tools.web`) and grade those results too: a *second evaluation*. The danger is a
# notes, web, notes, web loop. The library's answer is structural: the second evaluation is
# its own node, `grade_web`, whose only edge leads to `generate`. No condition to get wrong:
# there is simply no path from `web_search` back to itself.

# %%
from course_lib.rag.graphs.crag import make_web_fallback_crag_graph
from course_lib.rag.tools.web import make_web_retriever
from course_lib.rag.graphs import reachable

with_web = make_web_fallback_crag_graph(llm=llm, retriever=retriever, web_search=make_web_retriever())
show_graph(with_web)
print("web_search can reach itself:", "web_search" in reachable(with_web, "web_search"))
print("grade_web leads only to:", sorted(reachable(with_web, "grade_web")))

# %%
state, steps = run_traced(with_web, oos_question)
print(format_trace(steps))
claims(("the web is searched once, and the answer is still an honest \"I don't know\"",
        [s.node for s in steps].count("web_search") == 1 and state["answer"].startswith("I don't know")))

# %% [markdown]
# That question is answered nowhere, so the web could not help either. The fallback's positive
# case is a question only the web snapshot answers: the web questions of `data/eval` (recent
# releases, RFCs, tools the notes never mention). CRAG over the notes alone against the same
# graph with the web fallback:

# %%
from course_lib.evaluation import evaluate
from course_lib.evaluation.budget import for_measurement
from course_lib.rag.pipelines import Pipeline

import textwrap

web_questions = for_measurement(load_questions(categories=["web"]), llm=llm)  # a sample with a real model
web_evaluation = evaluate([Pipeline(name="crag, notes only", graph=library),
                           Pipeline(name="crag + web fallback", graph=with_web)], web_questions)
web_correct = {name: sum(r.correct for r in web_evaluation.records if r.pipeline == name)
               for name in ("crag, notes only", "crag + web fallback")}
print(web_evaluation.summary_by("pipeline"))
rescued = [r for r in web_evaluation.records if r.pipeline == "crag + web fallback" and r.correct]
print(f"rescued by the web: {len(rescued)} of {len(web_questions)}" + (", e.g." if rescued else ""),
      *([rescued[0].id, "->", textwrap.shorten(rescued[0].answer, 110)] if rescued else []))
web_record = {(r.pipeline, r.id): r for r in web_evaluation.records}
notes_refused = sum(web_record["crag, notes only", q.id].refused for q in web_questions)
print(f"CRAG over the notes alone: {notes_refused} of {len(web_questions)} answered \"I don't know\"")
git_ids = [q.id for q in web_questions if q.question == "Who created Git, and in what year?"]
claims(("CRAG over the notes alone gets none right", web_correct["crag, notes only"] == 0),
       *on_full_set(web_questions, load_questions(categories=["web"]), (
           "the web fallback rescues at least 3", web_correct["crag + web fallback"] >= 3)),
       ("the notes alone end all but two or fewer with \"I don't know\"", notes_refused >= len(web_questions) - 2),
       ("Git's creator never reaches the web: a git note passed the grader",
        lambda: "grade_web" not in web_record["crag + web fallback", git_ids[0]].run.ledger.calls_per_node()))

# %% [markdown]
# The notes answer none of these, so CRAG over the notes alone gets none right: it ends nearly
# every one with an honest "I don't know" (the cell counts them; on the others a note that
# mentions the subject passed the grader, and the answer misses the point). The web fallback
# rescues several (7 of the 11 with the simulator; the cell checks at least 3). The rest stay unanswered: a
# rewritten query that no longer names what the snapshot calls the thing, or a first retrieval
# that looked relevant (a git note for "Who created Git?") so the web was never asked. A
# fallback is only as good as the query it is given, and only asked when the grader says no.
#
# ### The evaluator, spelled out
#
# The CRAG paper's retrieval evaluator decides *correct*, *incorrect* or *ambiguous*, and the
# articles that follow it give the step before the web three outputs: is what we hold
# **enough**, what is **missing**, and the **web query** that would find it
# (`SufficiencyCheck`, prompt `SUFFICIENCY_CHECK_PROMPT`). The query is then written from what
# is missing, not from the question alone. On a question only the web snapshot answers:

# %%
from course_lib.retrieval.documents import format_documents
from course_lib.rag.prompts import SUFFICIENCY_CHECK_PROMPT
from course_lib.rag.schemas import SufficiencyCheck

check_sufficiency = structured_output(llm, SufficiencyCheck, prompt=SUFFICIENCY_CHECK_PROMPT,
                                      default=SAFE_DEFAULTS[SufficiencyCheck])
web_retriever = make_web_retriever()
answer_chain = GROUNDED_ANSWER_PROMPT | llm


def evaluate_then_web(question):
    notes_docs = retriever.invoke(question)
    verdict = check_sufficiency.invoke({"context": format_documents(notes_docs), "question": question})
    docs = notes_docs if verdict.enough else web_retriever.invoke(verdict.web_query or question)
    answer = answer_chain.invoke({"context": format_documents(docs), "question": question}).text
    return verdict, docs, answer


rfc_question = "Which RFC defines HTTP/3, and which transport does it run on?"
verdict, docs, answer = evaluate_then_web(rfc_question)
print(f"enough: {verdict.enough}\nmissing: {verdict.missing}\nweb_query: {verdict.web_query}")
print("searched:", [d.metadata["source"] for d in docs])
print("answer:", textwrap.shorten(answer, 160))
claims(("the evaluator says the notes are not enough, names the gap and writes a web query",
        not verdict.enough and bool(verdict.missing) and bool(verdict.web_query)),
       ("the web snapshot answers it, with the RFC's number",
        all(d.metadata["source"].startswith("http") for d in docs) and "9114" in answer))

# %% [markdown]
# The notes have nothing on HTTP/3, the evaluator says so and names the gap, the web query
# finds the RFC in the snapshot, and the answer cites it. Measured on every web question of
# `data/eval` (each answered only by the snapshot), beside the notes-only CRAG above:

# %%
from course_lib.evaluation.grading import is_correct

rows = []
for q, (verdict, _docs, answer) in zip(web_questions, map_in_order(  # at once with a real model
        lambda q: evaluate_then_web(q.question), web_questions, workers=concurrency(llm))):
    rows.append({"id": q.id, "enough?": verdict.enough, "missing": verdict.missing,
                 "web_query": verdict.web_query, "correct": is_correct(answer, q.expected_keywords, q.alternatives)})
evaluator_rows = pd.DataFrame(rows).set_index("id")
print(f"rescued with the evaluator's web query: {evaluator_rows['correct'].sum()} of {len(web_questions)} "
      f"(notes-only CRAG: {web_correct['crag, notes only']})")
claims(("the evaluator's web query rescues more web questions than notes-only CRAG",
        evaluator_rows["correct"].sum() > web_correct["crag, notes only"]),
       ("web-01 is a miss of the evaluator: it judged the notes enough",
        lambda: bool(evaluator_rows.loc["web-01", "enough?"]) and not evaluator_rows.loc["web-01", "correct"]),
       *on_full_set(web_questions, load_questions(categories=["web"]), (
           "7 of 11 each, as the text says", evaluator_rows["correct"].sum() == web_correct["crag + web fallback"] == 7)))
evaluator_rows

# %% [markdown]
# The evaluator with a web query rescues as many web questions as the graph's fallback above
# (7 of 11 each with the simulator), with one model call in place of the grading rounds and
# rewrites. Read its misses, each a different failure: `web-01` (when did Python 3.14 come
# out?) was judged **enough** because a note mentions Python 3.14, so the web was never asked;
# for `web-04` it could name no gap (the notes cover "git"), so `missing` is the whole question;
# for `web-04` and `web-09` the web query found the right page, but the answer extracted from it
# does not name the person asked for (the simulator's sentence-picking rule, not the evaluator). `missing` and
# `enough` here come from the simulator's coverage rule (which of the question's words the
# documents hold), so its gaps are lists of words; a real model can be expected to write a
# phrase ("the release date"), and to make the same kind of mistake on `web-01`, which is why
# the evaluator's verdicts are worth logging and reading.

# %% [markdown]
# ## Strict against lenient graders
#
# A grading prompt that only asks "is the document related?" invites yes: almost everything is
# related to something. The strict prompt says what *irrelevant* means: it merely shares
# keywords, or it is about another topic. We measure both on documents we know are irrelevant:
# the top four notes retrieved for each out-of-scope question (the notes do not cover any of
# them, yet every one of these chunks shares words with its question).

# %%
from course_lib.evaluation.budget import for_measurement
from course_lib.evaluation.relevance import yes_rate
from course_lib.rag.prompts import GRADE_DOCUMENT_LENIENT_PROMPT, GRADE_DOCUMENT_LENIENT_SYSTEM

print(GRADE_DOCUMENT_LENIENT_SYSTEM, end="\n\n")
irrelevant_pairs = [(q.question, doc) for q in for_measurement(out_of_scope, llm=llm, quiet=True)
                    for doc, _ in kb.search(q.question, 4)]
yes_rates = {}
for name, prompt in [("strict", GRADE_DOCUMENT_STRICT_PROMPT), ("lenient", GRADE_DOCUMENT_LENIENT_PROMPT)]:
    yes_rates[name] = yes_rate(llm, irrelevant_pairs, prompt=prompt)
    print(f"{name:<8} says yes to {yes_rates[name]:.0%} of {len(irrelevant_pairs)} irrelevant documents")
claims(("the strict grader says yes to at most 10 % of the irrelevant documents", yes_rates["strict"] <= 0.1),
       ("the lenient one to 75 % or more", yes_rates["lenient"] >= 0.75))

# %% [markdown]
# A lenient grader turns CRAG back into a fixed pipeline that costs more: almost everything
# passes, so almost nothing is rewritten.
#
# **How the simulator reads a grading prompt.** It is rule-based, so it is worth saying what it
# looks for. It grades *strictly* when the prompt specifies what makes a document irrelevant or
# what relevance requires ("only if ...", "merely shares keywords", "about another topic", "main
# subject", "mentions it in passing"): then a document must cover a good part of the question's
# concepts and be *about* its main subject (in its title or opening, or more than once, not in
# passing). It grades *leniently* when the prompt asks only whether the document is "related":
# any shared word is enough. A prompt that specifies neither gets a middle rule: at least half of
# the question's concepts. Calling the grader "strict" specifies nothing, and is not enough
# (exercise 2 checks that on graded document pairs). Expect a real model to lean the same way,
# less predictably (an expectation, not measured here), which is why you measure yes-rates as above.
#
# ## Fixed pipeline against CRAG
#
# Both on the alias-mismatch and out-of-scope questions of `data/eval`. A question counts as
# answered when the answer holds all its expected keywords ("don't know" for out-of-scope
# ones). CRAG here searches the notes only, like the fixed pipeline; the `crag` CLI pipeline
# adds the web fallback.

# %%
from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph

pipelines = [
    Pipeline(name="fixed", graph=make_fixed_rag_graph(llm=llm, retriever=retriever)),
    Pipeline(name="crag", graph=library),
]
from course_lib.evaluation.budget import for_measurement

evaluation = evaluate(pipelines, for_measurement(alias + out_of_scope, llm=llm))
evaluation.summary_by("pipeline", "category")

# %%
for r in evaluation.records:
    if r.category == "alias-mismatch":
        print(f"{r.pipeline:<6} {r.id}  {'ok ' if r.correct else 'no '} {r.answer[:70]}")
accuracy = evaluation.summary_by("pipeline", "category")["accuracy"]
calls = evaluation.summary_by("pipeline", "category")["llm_calls"]
claims(("CRAG's accuracy equals the fixed pipeline's, category by category", (accuracy["crag"] == accuracy["fixed"]).all()),
       ("its most calls are on the out-of-scope questions it cannot answer", calls["crag", "out-of-scope"] == calls.max()))

# %% [markdown]
# What to read here, honestly: on this question set CRAG's accuracy is the same as the fixed
# pipeline's, category by category. Most alias-mismatch questions carry other words that already
# pull the right note into the first retrieval, and the fixed pipeline's grounded prompt already
# says "I don't know" on out-of-scope questions. The price is many more model calls on exactly
# the questions it cannot answer, which is why the cap (and batched grading) matter.
#
# ## Where CRAG pays: questions whose words miss the notes
#
# CRAG's case is the one traced above, a question whose words miss the notes entirely. So we
# measure it on such questions: `data/eval/vocabulary_gap.jsonl` has 12 questions that name
# their subject only by a synonym the notes never use ("mutex", "upsert", "GIL", "memoise",
# "TTL", ...) and nothing else specific, written for this comparison (they are not in the
# course's main question set).

# %%
from course_lib.foundation.config import data_dir

gap_questions = for_measurement(load_questions(path=data_dir() / "eval" / "vocabulary_gap.jsonl"), llm=llm)
gap = evaluate(pipelines, gap_questions)
gap_correct = {p.name: sum(r.correct for r in gap.records if r.pipeline == p.name) for p in pipelines}
missed_first = [r.id for r in gap.records if r.pipeline == "crag" and "rewrite" in r.run.ledger.calls_per_node()]
print(gap.summary_by("pipeline"))
print(f"first retrieval rejected, so CRAG rewrote: {len(missed_first)} of {len(gap_questions)}")
print("correct:", gap_correct)
correct = {(r.pipeline, r.id): r.correct for r in gap.records}
claims(("CRAG answers more of these than the fixed pipeline", gap_correct["crag"] > gap_correct["fixed"]),
       *on_full_set(gap_questions, load_questions(path=data_dir() / "eval" / "vocabulary_gap.jsonl"), (
           "its first retrieval was rejected on at least 3", len(missed_first) >= 3)),
       ("every question it rewrote, it answers and the fixed pipeline does not",
        all(correct["crag", i] and not correct["fixed", i] for i in missed_first)),
       ("on the others the two agree",
        all(correct["crag", q.id] == correct["fixed", q.id] for q in gap_questions if q.id not in missed_first)))

# %% [markdown]
# Here CRAG answers more questions than the fixed pipeline (the counts above). On every question
# whose first retrieval the grader rejected, the rewrite swapped the synonym for the notes' term,
# the second retrieval found the note and CRAG answered, while the fixed pipeline, holding only
# look-alikes, said "I don't know" or answered wrongly on each of them. Be clear about what this
# measures: **the win is built into the setup**. The simulator rewrites a query by looking the
# synonym up in its alias lexicon (`data/sim/aliases.yaml`, its stand-in for a model's world
# knowledge), and these twelve questions were written with synonyms that lexicon holds. So the
# table shows how the loop turns a good rewrite into a right answer, not how often a rewrite is
# good: with a real model, that depends on whether the model knows the synonym (an
# expectation: a strong model knows "mutex" and "upsert"; a niche in-house term it may not). Where the first retrieval was good enough, both give the
# same verdict and CRAG only paid for the grading. CRAG also makes every decision inspectable (grades, rewrites, the reason it
# gave up). Measure on your own questions before you choose it: its value is the share of
# your traffic whose words miss your documents.
#
# The CLI runs the same graph with the web fallback:
# `python -m course_lib ask "What is a green thread in Python?" --pipeline crag --json`.

# %% [markdown]
# ## Exercises
#
# Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
# solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
# is saved in your cache directory (`python -m course_lib progress`).

# %%
from course_lib.exercises import ____, load

q1, q2, q3 = load("04")


# %% [markdown]
# ### Exercise 1: Cap the retry loop
#
# Write `decide_or_give_up(state)`, the routing function after `grade`. `state["documents"]` holds the documents that passed grading, `state.get("retries", 0)` the number of rewrites so far (the `rewrite` node adds one). Return `"generate"` if any document passed, `"rewrite"` if none did and fewer than 2 rewrites were made, else `"give_up"` (a node that answers honestly that nothing was found). The check also runs your function in a CRAG graph whose grader always says no.

# %% tags=["exercise", "q1"]
def decide_or_give_up(state):
    """Return "generate", "rewrite" or "give_up" after grading (at most 2 rewrites)."""
    return ____


# %%
q1.check(decide_or_give_up)

# %%
# q1.hint()
# q1.solution()

# %% [markdown]
# ### Exercise 2: A grader that is not fooled by shared keywords
#
# Write `STRICT_GRADER_SYSTEM`, the system prompt of a yes/no relevance grader (the human message with `{document}` and `{question}` is added for you). The check grades six documents with it: three that answer their question and three look-alikes that share the question's words but are about another tool or topic (cookies for a Redis question, git for a Mercurial one). All six must be graded right.

# %% tags=["exercise", "q2"]
STRICT_GRADER_SYSTEM = ____

# %%
q2.check(STRICT_GRADER_SYSTEM)


# %%
# q2.hint()
# q2.solution()

# %% [markdown]
# ### Exercise 3: A web fallback that fires at most once
#
# In this graph the web results go back through the *same* `grade` node, so your routing function alone decides whether the web is searched again. Write `route_after_grade(state)`: `"generate"` if any document passed grading; else `"rewrite"` if no rewrite was made yet (`state.get("retries", 0) < 1`); else `"web_search"` if the web was not searched yet (`state.get("web_searched")`, set by the `web_search` node); else `"generate"` (it answers honestly from nothing).

# %% tags=["exercise", "q3"]
def route_after_grade(state):
    """Return "generate", "rewrite" or "web_search" (1 rewrite at most, the web at most once)."""
    return ____


# %%
q3.check(route_after_grade)

# %%
# q3.hint()
# q3.solution()
