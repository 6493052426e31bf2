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
# # 07 · Self-RAG, the correction ladder, and a human at the top of it
#
# Notebook 04 put a judge *outside* the model: grade what the retriever returned, rewrite, fall
# back to the web. That is one of two lines of research on retrieval that corrects itself:
#
# - **Self-RAG** (Asai et al., 2023, *Self-RAG: Learning to Retrieve, Generate, and Critique
#   through Self-Reflection*, arXiv:2310.11511) fine-tunes one language model to write
#   *reflection tokens* as it goes: **Retrieve** (should I search now?), **IsRel** (is this
#   passage relevant?), **IsSup** (is what I just wrote supported by the passage?) and
#   **IsUse** (how useful is the answer?). The judgement lives in the model's weights, and at
#   inference the tokens decide when to search and which candidate answer to keep.
# - **CRAG** (Yan et al., 2024, *Corrective Retrieval Augmented Generation*,
#   arXiv:2401.15884) leaves the generator as it is and adds a small, separately trained
#   retrieval evaluator: confident that the documents are right, it refines and uses them; sure
#   they are wrong, it searches the web instead; unsure, it does both. The judgement lives
#   outside the model, in the pipeline. That is what notebook 04 built.
#
# An API model cannot be fine-tuned, so agent systems take a third way: they write each of
# Self-RAG's reflections as a **model call inside the loop**, and they borrow CRAG's idea of
# *acting* on a failed retrieval. This notebook builds that, and then the part both papers leave
# out: what to do when nothing works. The source articles call it the **correction ladder**:
# rewrite the query and search again, then switch to another source, then either refuse
# honestly ("not enough information") or hand the question to a human. The last rung is the one
# most often skipped, and the one that matters most: admitting that it cannot find the answer
# is better than inventing one.
#
# In this notebook:
# 1. the four reflections as structured calls, each with a reason;
# 2. Self-RAG as a graph; the failure first (a groundedness grader that is never satisfied), then the caps;
# 3. the correction ladder over the notes, the company wiki and the web snapshot;
# 4. a human at the top: LangGraph's `interrupt`, a checkpointer and `Command(resume=...)`;
# 5. refuse or fabricate: a broken second hop and two answering prompts;
# 6. governance, measured: reasons as an audit trail, a policy that sends sensitive questions to a human;
# 7. Self-RAG against CRAG (notebook 04) and the agent (notebook 02) on one question set.

# %%
from course_lib import setup
setup()

# %% [markdown]
# ## The parts
#
# The chat model is the course's rule-based simulator unless you configured a real one
# (notebook 00). The ladder has three sources, searched in this order, three documents per
# search: the technical notes, the company wiki, and the offline web snapshot. A `Source` is a
# name, a retriever and a description the prompts and refusals use.

# %%
from course_lib import get_chat_model
from course_lib.rag.graphs.self_rag import Source
from course_lib.retrieval.kb import build_knowledge_base
from course_lib.rag.tools.web import make_web_retriever

llm = get_chat_model()
sources = [
    Source("notes", build_knowledge_base("notes", progress=False).as_retriever(k=3), "the technical notes"),
    Source("wiki", build_knowledge_base("wiki", progress=False).as_retriever(k=3), "the company wiki"),
    Source("web", make_web_retriever(k=3), "the web snapshot"),
]
print(type(llm).__name__, "|", " -> ".join(s.name for s in sources))

# %% [markdown]
# ## Self-RAG's four reflections, as structured calls
#
# Each reflection is one narrow question with a schema of its own, and each schema has a
# `reason` field: the model says *why*, and that sentence is what an audit of the run reads
# later. Every call goes through `structured_output` (notebook 04): a reply that does not fit
# the schema is repaired or retried once, and otherwise replaced by the schema's **safe
# default**, chosen for what a wrong guess would cost at that point of the graph.
#
# | Self-RAG token | our schema | question | safe default |
# |---|---|---|---|
# | Retrieve | `RetrievalDecision` | does answering need a search? | yes: a wasted search costs less than an unsupported answer |
# | IsRel | `RelevanceGrade` | is this document relevant? (notebook 04's strict prompt) | no: an unjudged document is not used |
# | IsSup | `SupportGrade` | is every claim of the answer in the documents? | no: an unchecked answer is never shipped |
# | IsUse | `UsefulnessGrade` | does the answer resolve the question? | yes: it already passed the support check |
#
# Self-RAG grades support on three levels (fully, partially, no support) and usefulness from 1
# to 5; a yes/no with a reason is enough to route on, and easier for a model to get right.

# %%
from course_lib.rag.prompts import (
    GRADE_DOCUMENT_STRICT_PROMPT,
    GRADE_SUPPORT_PROMPT,
    GRADE_USEFULNESS_PROMPT,
    RETRIEVAL_DECISION_PROMPT,
)
from course_lib.rag.schemas import SAFE_DEFAULTS, RelevanceGrade, RetrievalDecision, SupportGrade, UsefulnessGrade
from course_lib.models.structured import structured_output

decide_chain = structured_output(llm, RetrievalDecision, prompt=RETRIEVAL_DECISION_PROMPT,
                                 default=SAFE_DEFAULTS[RetrievalDecision])
relevance_chain = structured_output(llm, RelevanceGrade, prompt=GRADE_DOCUMENT_STRICT_PROMPT,
                                    default=SAFE_DEFAULTS[RelevanceGrade])
support_chain = structured_output(llm, SupportGrade, prompt=GRADE_SUPPORT_PROMPT, default=SAFE_DEFAULTS[SupportGrade])
usefulness_chain = structured_output(llm, UsefulnessGrade, prompt=GRADE_USEFULNESS_PROMPT,
                                     default=SAFE_DEFAULTS[UsefulnessGrade])

from course_lib.evaluation.budget import at_once

two = ["Hello!", "How many results does functools.lru_cache keep by default?"]
for question, decision in zip(two, decide_chain.batch([{"question": q} for q in two], config=at_once(llm))):  # at once with a real model
    print(f"{question:<60} retrieve={decision.retrieve}: {decision.reason}")

# %% [markdown]
# The support grader is the one this notebook leans on most. Its prompt reads the *answer*
# against the *documents*; the question plays no part:

# %%
print(GRADE_SUPPORT_PROMPT.messages[0].prompt.template)

# %% [markdown]
# Relevance, support and usefulness on one question. The first answer is the model's own; the
# second is one we wrote, the kind a model produces when it fills a gap: it names a person no
# document mentions.

# %% tags=["simulator-limit"]
from course_lib.evaluation.report import shorten
from course_lib.retrieval.documents import format_document, format_documents
from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT
from course_lib.evaluation.budget import concurrency, map_in_order  # one at a time with the simulator

question = "How many results does functools.lru_cache keep by default?"
docs = sources[0].search(question)
grades = map_in_order(lambda doc: relevance_chain.invoke({"question": question, "document": format_document(doc)}),
                      docs, workers=concurrency(llm))  # independent grades: at once with a real model
for doc, grade in zip(docs, grades):
    print(f"IsRel {doc.id:<36} {grade.binary_score:<3} {shorten(grade.reason, 70)}")

answer = (GROUNDED_ANSWER_PROMPT | llm).invoke({"context": format_documents(docs), "question": question}).text
invented = "By default lru_cache keeps 128 results, a limit chosen by its author Margit Olsen in 2011."
pairs = [("model's answer", answer), ("invented answer", invented)]
verdicts = map_in_order(lambda pair: (support_chain.invoke({"context": format_documents(docs), "answer": pair[1]}),
                                      usefulness_chain.invoke({"question": question, "answer": pair[1]})),
                        pairs, workers=concurrency(llm))
for (label, text), (support, useful) in zip(pairs, verdicts):
    print(f"\n{label}: {shorten(text, 90)}\n  IsSup {support.binary_score}: {support.reason}"
          f"\n  IsUse {useful.binary_score}: {useful.reason}")
from course_lib.evaluation.claims import claims  # the lesson's claims: strict with the simulator, reported with a real model

claims(("the invented answer is caught: not supported", support.binary_score == "no"))

# %% [markdown]
# The invented answer is *useful*: it answers the question, confidently. Only the support
# grade says it goes beyond the documents. That is why Self-RAG checks both.
# (The warning under the cell is the simulator stating a limit, notebook 00: one passage
# touches the question's subject but matches none of its other words, so its relevance grade is
# the safe "no" with a stated doubt; a real model would read the passage's meaning.)
#
# ## Self-RAG as a graph, wired the way the tutorials wire it
#
# The state keeps the question apart from the query (a rewrite changes what we search for,
# never what was asked), and `audit` collects one row per decision. The reducer
# `operator.add` appends each node's rows to the ones before.

# %%
import operator
from typing import Annotated, TypedDict

from langchain_core.documents import Document

from course_lib.rag.graphs.self_rag import entry  # one audit row: step, source, query, verdict, reason


class State(TypedDict, total=False):
    question: str
    needs_search: bool
    source: str
    source_index: int
    query: str
    documents: list[Document]
    answer: str
    supported: bool
    useful: bool
    generations: int            # answers generated from the current documents: the cap below
    rewrites: int               # rewrites in the current source: the cap below
    escalations: int            # times a human was asked
    human: dict
    sensitive: bool
    outcome: str
    audit: Annotated[list[dict], operator.add]


# %% [markdown]
# The nodes. Each reflection is a node that calls its chain and writes its verdict and reason
# into the state; `retrieve` searches the current source (the first one until the ladder moves
# on) and resets the answer counter.

# %%
from course_lib.rag.prompts import DIRECT_ANSWER_PROMPT, REWRITE_FOR_SOURCE_PROMPT
from course_lib.models.structured import clean_query
from course_lib.evaluation.budget import at_once

by_name = {s.name: s for s in sources}
answer_chain = GROUNDED_ANSWER_PROMPT | llm
direct_chain = DIRECT_ANSWER_PROMPT | llm
rewrite_chain = REWRITE_FOR_SOURCE_PROMPT | llm


def decide_retrieval(state):
    d = decide_chain.invoke({"question": state["question"]})
    return {"needs_search": d.retrieve != "no", "audit": [entry("retrieve?", verdict=d.retrieve, reason=d.reason)]}


def answer_directly(state):
    return {"answer": direct_chain.invoke({"question": state["question"]}).text, "outcome": "answered directly"}


def retrieve(state):
    source = by_name[state.get("source") or sources[0].name]
    query = state.get("query") or state["question"]
    found = source.search(query)
    return {"documents": found, "source": source.name, "query": query, "generations": 0,
            "audit": [entry("search", {"source": source.name, "query": query}, verdict=f"{len(found)} found",
                            documents=[d.id for d in found])]}


def grade_documents(state):  # the documents' grades are independent: at once with a real model (notebook 04)
    kept, rows = [], []
    inputs = [{"question": state["question"], "document": format_document(doc)} for doc in state["documents"]]
    for doc, g in zip(state["documents"], relevance_chain.batch(inputs, config=at_once(llm))):
        kept += [doc] if g.binary_score == "yes" else []
        rows.append(entry("relevance", state, verdict=g.binary_score, reason=g.reason, document=doc.id))
    return {"documents": kept, "audit": rows}


def generate(state):
    reply = answer_chain.invoke({"context": format_documents(state["documents"]), "question": state["question"]})
    return {"answer": reply.text, "generations": state.get("generations", 0) + 1}


def make_grade_support(chain):
    def grade_support(state):
        g = chain.invoke({"context": format_documents(state["documents"]), "answer": state["answer"]})
        return {"supported": g.binary_score == "yes",
                "audit": [entry("support", state, verdict=g.binary_score, reason=g.reason)]}
    return grade_support


# %% [markdown]
# One rule in `grade_usefulness` is code, not a model call: an answer that says it does not know
# (the course's `is_refusal`, the same test the evaluation uses) cannot resolve the question, so
# there is no need to ask. That includes a half answer that says it does not know the other half.

# %%
from course_lib.evaluation.grading import is_refusal


def grade_usefulness(state):
    if is_refusal(state["answer"]):
        return {"useful": False, "audit": [entry("usefulness", state, verdict="no",
                                                 reason="The answer says it does not know.")]}
    g = usefulness_chain.invoke({"question": state["question"], "answer": state["answer"]})
    update = {"useful": g.binary_score == "yes", "audit": [entry("usefulness", state, verdict=g.binary_score,
                                                                 reason=g.reason)]}
    return {**update, "outcome": "answered"} if update["useful"] else update


def rewrite(state):
    previous = state.get("query") or state["question"]
    reply = rewrite_chain.invoke({"question": state["question"], "query": previous,
                                  "source": by_name[state.get("source") or sources[0].name].label})
    query = clean_query(reply.text) or previous
    return {"query": query, "rewrites": state.get("rewrites", 0) + 1,
            "audit": [entry("rewrite", {**state, "query": query}, verdict="new query",
                            reason=f"previous query: {previous}")]}


# %% [markdown]
# Wired like the public Self-RAG tutorials: nothing relevant, or an answer that does not
# resolve the question, goes back to `rewrite`; an answer that is not supported goes back to
# `generate`. No edge counts anything.

# %%
from langgraph.graph import END, START, StateGraph


def build_uncapped(support_node):
    builder = StateGraph(State)
    for name, node in [("decide_retrieval", decide_retrieval), ("answer_directly", answer_directly),
                       ("retrieve", retrieve), ("grade_documents", grade_documents), ("generate", generate),
                       ("grade_support", support_node), ("grade_usefulness", grade_usefulness),
                       ("rewrite", rewrite)]:
        builder.add_node(name, node)
    builder.add_edge(START, "decide_retrieval")
    builder.add_conditional_edges("decide_retrieval", lambda s: "retrieve" if s["needs_search"] else "answer_directly",
                                  ["retrieve", "answer_directly"])
    builder.add_edge("answer_directly", END)
    builder.add_edge("retrieve", "grade_documents")
    builder.add_conditional_edges("grade_documents", lambda s: "generate" if s["documents"] else "rewrite",
                                  ["generate", "rewrite"])
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", lambda s: "grade_usefulness" if s["supported"] else "generate",
                                  ["grade_usefulness", "generate"])
    builder.add_conditional_edges("grade_usefulness", lambda s: END if s["useful"] else "rewrite", [END, "rewrite"])
    builder.add_edge("rewrite", "retrieve")
    return builder.compile()


uncapped = build_uncapped(make_grade_support(support_chain))

# %%
from langgraph.errors import GraphRecursionError

from course_lib.measurement.ledger import Ledger
from course_lib.measurement.trace import node_path, run_traced

try:  # nothing in the graph stops a loop, so this run sets LangGraph's step limit itself
    state, steps = run_traced(uncapped, question, config={"callbacks": [Ledger()]}, recursion_limit=25)
    print(" -> ".join(node_path(steps)))
    print(shorten(state["answer"], 100))
except GraphRecursionError:  # with a model whose grader keeps saying no: the next section's failure
    print("The uncapped graph did not stop within 25 steps on your model: the failure shown next.")

# %% [markdown]
# ## The failure first: a grader that is never satisfied
#
# Now suppose the support grader never says yes: a weak grader, a prompt that asks for the
# impossible, a model that always finds something to object to. We stand one in with the
# course's scripted test model (`course_lib.models.testing`), which answers every support grade with
# "no"; everything else is the simulator, as before. The graph regenerates, the grader rejects,
# the graph regenerates... Regenerating cannot help: with the same prompt and the same
# documents a model at temperature 0 writes the same answer again, and the simulator, like such
# a model, is deterministic.

# %%
from langgraph.errors import GraphRecursionError

from course_lib.models.testing import scripted

never_satisfied = scripted(SupportGrade={"binary_score": "no", "reason": "I am never satisfied."})
stuck = build_uncapped(make_grade_support(structured_output(never_satisfied, SupportGrade, prompt=GRADE_SUPPORT_PROMPT,
                                                            default=SAFE_DEFAULTS[SupportGrade])))
ledger = Ledger()
try:
    stuck.invoke({"question": question}, {"recursion_limit": 25, "callbacks": [ledger]})
except GraphRecursionError as exc:
    print("GraphRecursionError:", str(exc).splitlines()[0])
print(f"{len(ledger.llm_calls)} model calls paid for, and no answer")
claims(("more than 20 model calls paid for, and no answer", len(ledger.llm_calls) > 20, len(ledger.llm_calls)))

# %% [markdown]
# With LangGraph's default limit (notebook 04) the same loop would run for thousands of steps
# before it failed. The limit is a crash barrier, not a stopping rule.
#
# ## The caps, and a way out
#
# Two counters in the state, each read by a routing function:
#
# - `generations`: an answer that is not supported may be regenerated once (at most
#   `MAX_GENERATIONS = 2` answers from the same documents);
# - `rewrites`: a failed search may be rewritten once in the same source (`MAX_REWRITES = 1`).
#
# When both are used up, the way out is an honest refusal: a `refuse` node that writes, without
# a model call, what was searched and that nothing answered. `next_rung` is the rule for "one
# step up" from any failure; with one source it has two steps, rewrite then refuse.

# %%
from course_lib.rag.graphs.self_rag import refusal_answer

MAX_GENERATIONS, MAX_REWRITES = 2, 1


def next_rung(state):
    if state.get("rewrites", 0) < MAX_REWRITES:
        return "rewrite"
    return "refuse"


def after_grading(state):
    return "generate" if state["documents"] else next_rung(state)


def after_support(state):
    if state["supported"]:
        return "grade_usefulness"
    if state["generations"] < MAX_GENERATIONS:
        return "generate"
    return next_rung(state)


def after_usefulness(state):
    return END if state["useful"] else next_rung(state)


def refuse(state):
    return {"answer": refusal_answer(state, sources), "outcome": "refused",
            "audit": [entry("refuse", verdict="refused", reason="top of the ladder")]}


# %%
def build_capped(support_node, rungs=("rewrite", "refuse"), extra_nodes=(), start="decide_retrieval"):
    builder = StateGraph(State)
    for name, node in [("decide_retrieval", decide_retrieval), ("answer_directly", answer_directly),
                       ("retrieve", retrieve), ("grade_documents", grade_documents), ("generate", generate),
                       ("grade_support", support_node), ("grade_usefulness", grade_usefulness),
                       ("rewrite", rewrite), ("refuse", refuse), *extra_nodes]:
        builder.add_node(name, node)
    builder.add_edge(START, start)
    builder.add_conditional_edges("decide_retrieval", lambda s: "retrieve" if s["needs_search"] else "answer_directly",
                                  ["retrieve", "answer_directly"])
    builder.add_edge("answer_directly", END)
    builder.add_edge("retrieve", "grade_documents")
    builder.add_conditional_edges("grade_documents", after_grading, ["generate", *rungs])
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", after_support, ["grade_usefulness", "generate", *rungs])
    builder.add_conditional_edges("grade_usefulness", after_usefulness, [END, *rungs])
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("refuse", END)
    return builder


capped_stuck = build_capped(make_grade_support(structured_output(
    never_satisfied, SupportGrade, prompt=GRADE_SUPPORT_PROMPT, default=SAFE_DEFAULTS[SupportGrade]))).compile()
state, steps = run_traced(capped_stuck, question, recursion_limit=25)
print(" -> ".join(node_path(steps)))
print(state["answer"])
claims(("four answers in all, then the refusal",
        node_path(steps).count("generate") == 4 and state["outcome"] == "refused"))

# %% [markdown]
# Four answers in all (two per search, two searches), then the refusal, and the run is over
# long before the recursion limit. The caps make the worst case computable:
# `course_lib.rag.graphs.self_rag.max_steps` adds it up, and the `selfrag` pipeline sets its
# `recursion_limit` from it, so the limit can only be reached by a bug.
#
# The library's `make_self_rag_graph` with one source and no policy check is this graph (the
# course's tests check that the two have the same nodes and edges):

# %%
from course_lib.app.display import show_graph

capped = build_capped(make_grade_support(support_chain)).compile()
show_graph(capped)

# %% [markdown]
# ## The correction ladder
#
# One source is a short ladder. The full one, from the articles: **rewrite** the query and
# search the same source again; then **switch** to the next source (notes, then wiki, then
# web), searching with the question itself, with one rewrite of its own; and at the top,
# **refuse** honestly, or (next section) ask a human. `next_rung` grows one rung;
# `switch_source` moves along the ladder and resets the rewrite counter.

# %%
def next_rung(state):  # noqa: F811  (the ladder replaces the one-source rule)
    if state.get("rewrites", 0) < MAX_REWRITES:
        return "rewrite"
    if state.get("source_index", 0) + 1 < len(sources):
        return "switch_source"
    return "refuse"


def switch_source(state):
    index = state.get("source_index", 0) + 1
    nxt = sources[index]
    return {"source_index": index, "source": nxt.name, "query": state["question"], "rewrites": 0,
            "audit": [entry("switch source", {"source": nxt.name, "query": state["question"]}, verdict=nxt.name,
                            reason=f"nothing usable in {state['source']}")]}


builder = build_capped(make_grade_support(support_chain), rungs=("rewrite", "switch_source", "refuse"),
                       extra_nodes=[("switch_source", switch_source)])
builder.add_edge("switch_source", "retrieve")
ladder = builder.compile()  # the library's make_self_rag_graph(sources=sources, policy=False)

# %% [markdown]
# Four questions from the ladder's labelled set (`data/eval/ladder.jsonl`): one the notes
# answer, one only the wiki answers, one only the web snapshot answers, and one nobody answers.
# For each: the rungs it climbed, where it found its answer, and what it cost.

# %%
from course_lib.foundation.config import data_dir
from course_lib.evaluation.questions import load_questions

ladder_questions = {q.id: q for q in load_questions(path=data_dir() / "eval" / "ladder.jsonl")}


def climb(graph, question, **run):
    """Run one question up the ladder: its final state, and a short report of the climb."""
    ledger = Ledger()
    state, steps = run_traced(graph, question, config={"callbacks": [ledger], **run})
    path = node_path(steps)
    rungs = [n for n in path if n in ("rewrite", "switch_source", "refuse", "ask_human")]
    return state, (f"{question}\n  rungs: {', '.join(rungs) or '-'} | ended in {state.get('source', '-')}: "
                   f"{state.get('outcome', 'paused')} | {len(ledger.llm_calls)} calls, {len(ledger.retrievals)} "
                   f"search{'es' if len(ledger.retrievals) != 1 else ''}"
                   f"\n  {shorten(state.get('answer', ''), 110)}")


from course_lib.evaluation.budget import concurrency, map_in_order  # noqa: E402

qids = ["ladder-notes-02", "ladder-wiki-01", "ladder-web-01", "ladder-none-02"]
climbs = map_in_order(lambda qid: climb(ladder, ladder_questions[qid].question), qids,
                      workers=concurrency(llm))  # the four at once with a real model
outcomes = {}
for qid, (state, report) in zip(qids, climbs):
    print(report)
    outcomes[qid] = state
claims(("three are answered, the fourth refused",
        [s.get("outcome") for s in outcomes.values()] == ["answered", "answered", "answered", "refused"]),
       ("found in the notes, the wiki and the web; the refusal at the top, the web",
        [s.get("source") for s in outcomes.values()] == ["notes", "wiki", "web", "web"]),
       ("they cost 1, 3, 5 and 6 searches",
        [sum(r["step"] == "search" for r in s.get("audit", [])) for s in outcomes.values()] == [1, 3, 5, 6]))

# %% [markdown]
# The notes question stops at the bottom. The wiki question pays for two notes searches and a
# rewrite before the switch; the web question for four. The question nobody answers pays for
# the whole ladder, six searches, and ends with a refusal that says where it looked. As with
# CRAG, the correction costs most on exactly the questions it cannot fix.
#
# ## A human at the top of the ladder
#
# Refusing is honest; for some questions a person can do better. LangGraph pauses a run with
# `interrupt(value)`: the node stops, the value goes to whoever runs the graph, and a
# **checkpointer** keeps the state until `graph.invoke(Command(resume=reply), config)`
# continues the same thread. On resume, LangGraph runs the node again *from its start*, and
# `interrupt` then returns the reply, so nothing costly belongs before it.
#
# What the human sees: the question, what was searched and why it failed. What the human may
# reply (`read_human_reply`): an answer, a new query (and source) to search, or a refusal.

# %%
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt

from course_lib.rag.graphs.self_rag import escalation_request, read_human_reply


def ask_human(state):
    reply = read_human_reply(interrupt(escalation_request(state, sources)))
    update = {"human": reply, "escalations": state.get("escalations", 0) + 1}
    row = entry("human", state, verdict=reply["action"], reason=reply.get("note", ""))
    if reply["action"] == "answer":
        update.update(answer=reply["answer"], outcome="answered by a human")
    elif reply["action"] == "search":
        update.update(query=reply["query"], source=reply.get("source") or state["source"], sensitive=False)
        row["query"] = reply["query"]
    return {**update, "audit": [row]}


def after_human(state):
    action = state["human"]["action"]
    return END if action == "answer" else "retrieve" if action == "search" else "refuse"


MAX_ESCALATIONS = 1


def next_rung(state):  # noqa: F811  (the ladder with a human at the top)
    if state.get("rewrites", 0) < MAX_REWRITES:
        return "rewrite"
    if state.get("source_index", 0) + 1 < len(sources):
        return "switch_source"
    if state.get("escalations", 0) < MAX_ESCALATIONS:
        return "ask_human"
    return "refuse"


# %% [markdown]
# The unanswerable question again, now with a human at the top: the run climbs the whole
# ladder and pauses. `invoke` returns the state so far, with the pause under `__interrupt__`.

# %%
RUNGS = ("rewrite", "switch_source", "ask_human", "refuse")


def build_with_human(start="decide_retrieval"):
    builder = build_capped(make_grade_support(support_chain), rungs=RUNGS, start=start,
                           extra_nodes=[("switch_source", switch_source), ("ask_human", ask_human)])
    builder.add_edge("switch_source", "retrieve")
    builder.add_conditional_edges("ask_human", after_human, [END, "retrieve", "refuse"])
    return builder


with_human = build_with_human().compile(checkpointer=InMemorySaver())
nobody = ladder_questions["ladder-none-02"].question
thread = {"configurable": {"thread_id": "escalation-1"}}
paused = with_human.invoke({"question": nobody}, thread)
request = paused["__interrupt__"][0].value
for key in ("question", "why", "searched"):
    print(f"{key:>9}: {request[key]}")

# %% [markdown]
# In this notebook (and in CI) the human is scripted: the reply is fixed in the cell. At a
# desk it would be `Command(resume=input("Your answer: "))`, or a reviewer's queue in a web
# app; the graph does not care where the reply comes from. Here the reviewer answers:

# %%
reply = {"answer": "Send `nginx -s reload`: the master process starts new workers and lets the old ones finish. "
                   "(Answered by the platform team.)"}
final = with_human.invoke(Command(resume=reply), thread)
print(final["outcome"], "|", final["answer"])
print("audit:", final["audit"][-1])
claims(("the run ends with the human's answer", final["outcome"] == "answered by a human"))

# %% [markdown]
# The other path: no one can help, so the reviewer declines, and the run ends in the same
# honest refusal as the ladder without a human, now saying that a person looked at it. (A
# reply `{"query": ..., "source": ...}` sends the run back to search; exercise 3 tries it.)

# %%
thread = {"configurable": {"thread_id": "escalation-2"}}
with_human.invoke({"question": nobody}, thread)
declined = with_human.invoke(Command(resume={"refuse": "nobody on the team knows this yet"}), thread)
print(declined["outcome"], "|", declined["answer"])
claims(("a declined review ends in the honest refusal", declined["outcome"] == "refused"))

# %% [markdown]
# ## Refuse or fabricate
#
# The most instructive failure is a chain with a missing link. *"Who leads the team that owns
# Project Falcon?"* needs the Falcon page (owned by the Ledger Team) and a page that names the
# Ledger Team's leader (notebook 05). Take away the two pages that name the leader and the
# second hop cannot succeed. What the model writes then depends on one sentence of its prompt:
# `GROUNDED_ANSWER_PROMPT` says "use only facts stated in the context" and "if the context does
# not contain the answer, reply: I don't know"; `PERMISSIVE_ANSWER_PROMPT` is the same prompt
# without those two rules.

# %%
from course_lib.rag.prompts import PERMISSIVE_ANSWER_PROMPT

removed = {"wiki/ledger-team.md", "wiki/priya-raman.md"}
wiki_store = build_knowledge_base("wiki", progress=False)


def broken_wiki(query):
    return [d for d in wiki_store.as_retriever(k=6).invoke(query) if d.metadata["source"] not in removed][:3]


falcon = "Who leads the team that owns Project Falcon?"
falcon_docs = broken_wiki(falcon)
print([d.metadata["source"] for d in falcon_docs])
replies = {}
for name, prompt in [("says 'I don't know'", GROUNDED_ANSWER_PROMPT), ("does not", PERMISSIVE_ANSWER_PROMPT)]:
    replies[name] = (prompt | llm).invoke({"context": format_documents(falcon_docs), "question": falcon}).text
    print(f"\nprompt that {name}:\n  {replies[name]}")
print("\nthe same reply from both prompts:", len(set(replies.values())) == 1)
claims(("with both prompts the simulator answers the half it found and says what it could not find",
        all("Ledger Team" in r and is_refusal(r) for r in replies.values())))

# %% [markdown]
# With the simulator the two prompts give **the same reply**, so this cell shows no difference
# between them: the simulator answers the half it can and says which half it could not find,
# whatever the prompt, because it is built never to invent a fact (a rule of the simulator, not
# a property of language models). Run the cell with a real model (`COURSE_LLM`) to see what
# the prompt changes. What to expect: without the rule, a model may complete the chain, naming
# someone the documents mention near the team, or someone from its training data, in the same
# confident tone as a right answer; even with the rule, weaker models sometimes do. That is an
# expectation, not something this notebook measured. So the instruction is the first line of
# defence, and the support reflection the second. Here is the answer such a model might write,
# graded:

# %%
fabricated = ("Project Falcon is owned by the Ledger Team, which is led by Marta Lindqvist "
              "[wiki/project-falcon.md].")
grade = support_chain.invoke({"context": format_documents(falcon_docs), "answer": fabricated})
print(f"IsSup {grade.binary_score}: {grade.reason}")
claims(("the support reflection catches the fabricated leader", grade.binary_score == "no"))

# %% [markdown]
# And in a graph: a generator that always writes that answer (the scripted model again,
# standing in for a real model that fabricates), over the broken wiki alone. The fixed pipeline
# of notebook 01 has no reflection and hands the fabrication to the user. In Self-RAG, graded
# by the simulator, it is written four times (twice from each of two searches), rejected every
# time, and never reaches the user:

# %%
from langchain_core.runnables import RunnableLambda

from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph
from course_lib.rag.graphs.self_rag import make_self_rag_graph

fabricator = scripted(text=fabricated)
unguarded = make_fixed_rag_graph(llm=fabricator, retriever=RunnableLambda(broken_wiki)).invoke({"question": falcon})
print("fixed pipeline, no reflection:", unguarded["answer"])
guarded = make_self_rag_graph(llm=fabricator, grader_llm=llm, policy=False,
                              sources=[Source("wiki", broken_wiki, "the company wiki")])
state, steps = run_traced(guarded, falcon)
print(" -> ".join(node_path(steps)))
print("Self-RAG with the support reflection:", state["answer"])
claims(("the fixed pipeline passes the fabrication on", "Lindqvist" in unguarded["answer"]),
       ("the fabrication never reaches the user: the run refuses",
        "Lindqvist" not in state["answer"] and state["outcome"] == "refused"),
       ("it is written four times and rejected every time",
        node_path(steps).count("generate") == 4
        and [r["verdict"] for r in state["audit"] if r["step"] == "support"] == ["no"] * 4))

# %% [markdown]
# ## Governance, measured
#
# Every decision of a run wrote a row with its reason. Together with the ledger (every model
# call by node, every search with its query and what came back), that is an audit trail: which
# sources, which queries, which grades, and why. The wiki question from the ladder:

# %%
import pandas as pd

audit = pd.DataFrame(outcomes["ladder-wiki-01"]["audit"])[["step", "source", "query", "verdict", "reason"]]
audit["reason"] = audit["reason"].map(lambda r: shorten(r, 60))
audit

# %% [markdown]
# ### A policy: sensitive questions go to a human
#
# Some questions should not be answered by the assistant at all, whatever the sources hold:
# a colleague's salary, a home address, a password. People write that policy; the model only
# applies it. The policy is a table (`course_lib.rag.schemas.HANDLER_DESCRIPTIONS`) from which
# both the `PolicyDecision` schema and the prompt are written, and the check is the graph's
# first node. Its routing is code: `human_review` leads to `ask_human` (or, with no human on
# duty, to the refusal), never to a search or an answer.

# %%
from course_lib.rag.prompts import POLICY_PROMPT
from course_lib.rag.schemas import PolicyDecision

print(POLICY_PROMPT.messages[0].prompt.template)
policy_chain = structured_output(llm, PolicyDecision, prompt=POLICY_PROMPT, default=SAFE_DEFAULTS[PolicyDecision])


def policy(state):
    d = policy_chain.invoke({"question": state["question"]})
    return {"sensitive": d.handler == "human_review", "audit": [entry("policy", verdict=d.handler, reason=d.reason)]}


def after_policy(state):
    return "ask_human" if state["sensitive"] else "decide_retrieval"


# %% [markdown]
# The complete graph: the policy in front, Self-RAG's reflections, the ladder, a human at the
# top. It is the library's `make_self_rag_graph(..., human=True)`: the course's tests check that the
# two have the same nodes and edges and that on the same questions they take the same path to the
# same answer.

# %%
builder = build_with_human(start="policy")
builder.add_node("policy", policy)
builder.add_conditional_edges("policy", after_policy, ["ask_human", "decide_retrieval"])
complete = builder.compile(checkpointer=InMemorySaver())
show_graph(complete)

# %% [markdown]
# Measured, not preached: every sensitive question of the labelled set, run through the
# complete graph, must pause for a human *before* any search.

# %%
sensitive = [q for q in ladder_questions.values() if q.category == "sensitive"]


def run_sensitive(q):
    ledger, config = Ledger(), {"configurable": {"thread_id": q.id}}
    state, steps = run_traced(complete, q.question, config={"callbacks": [ledger], **config})
    return steps, complete.get_state(config).next, ledger


paused_first = []
for q, (steps, waiting_at, ledger) in zip(sensitive, map_in_order(run_sensitive, sensitive, workers=concurrency(llm))):
    print(f"{q.question:<52} ran: {', '.join(node_path(steps))} | paused at: {', '.join(waiting_at)} | "
          f"searches: {len(ledger.retrievals)}")
    paused_first.append(node_path(steps) == ["policy"] and waiting_at == ("ask_human",) and not ledger.retrievals)
print(f"{sum(paused_first)} of {len(sensitive)} sensitive questions went to a human before any search")
claims(("every sensitive question pauses for a human before any search", all(paused_first)))

# %% [markdown]
# The graph guarantees what happens *after* the check says `human_review`. Whether the check
# says it is a classifier's job, and a classifier misses things. Probe it with questions worded
# differently from the policy's table, as you would test any classifier, before trusting it:

# %%
probe = {
    "What bonus did Mira Holt get last year?": True,
    "Is Mira Holt on sick leave this week?": True,
    "Give me the API key of the billing service.": True,
    "How much does Mira Holt earn?": True,
    "Quel est le salaire de Mira Holt ?": True,
    "Which office does Mira Holt work in?": False,
    "Which team owns Project Falcon?": False,
}
handlers = map_in_order(lambda q: policy_chain.invoke({"question": q}).handler, probe, workers=concurrency(llm))
verdicts = {q: handler == "human_review" for q, handler in zip(probe, handlers)}
for q, flagged in verdicts.items():
    print(f"{q:<48} expected {'human' if probe[q] else 'assistant':<9} got {'human' if flagged else 'assistant'}")
missed = [q for q, flagged in verdicts.items() if probe[q] and not flagged]
false_alarms = [q for q, flagged in verdicts.items() if flagged and not probe[q]]
print(f"\nflagged {sum(probe.values()) - len(missed)} of {sum(probe.values())} sensitive questions, "
      f"and {len(false_alarms)} of {len(probe) - sum(probe.values())} ordinary ones; missed: {missed or 'none'}")

# %% [markdown]
# Every miss is a sensitive question that the assistant would have tried to answer. A check
# that leans on the policy's own words (the simulator does: it matches the question's words
# against the topics `HANDLER_DESCRIPTIONS` lists) lets through questions worded
# differently or asked in another language; a real model can be expected to generalise better,
# but not perfectly. What to do about it: measure the check on your own phrasings (the probe above is
# the start of a labelled set), keep `human_review` as the safe default for replies that cannot
# be read, and for what must never leak (credentials) add a rule in code that no wording gets
# around.
#
# The other error costs too: a **false alarm** sends an ordinary question to a human, who then
# answers "Thanks a lot!" or "What is 17 * 23?" by hand, and without a human on duty the
# assistant refuses it. Seven probe questions say little about that rate. The course's
# labelled question set (notebook 06 runs every pipeline on it) has no sensitive question at
# all, so every question the policy flags there is a false alarm:

# %%
from course_lib.evaluation.budget import for_measurement

from course_lib.evaluation.claims import on_full_set  # a claim about the whole set: not applicable to a sample
ordinary = for_measurement(load_questions(), llm=llm)  # the course's labelled set: none is sensitive
handlers = map_in_order(lambda q: policy_chain.invoke({"question": q.question}).handler, ordinary,
                        workers=concurrency(llm))  # all at once with a real model
false_alarms = [q for q, handler in zip(ordinary, handlers) if handler == "human_review"]
false_alarm_rate = len(false_alarms) / len(ordinary)
print(f"false alarms: {len(false_alarms)} of {len(ordinary)} ordinary questions ({false_alarm_rate:.1%})")
for q in false_alarms:
    print(f"  {q.category:<15} {q.question}")
claims(("the policy sends fewer than one ordinary question in twenty to a human", false_alarm_rate < 0.05,
        f"{false_alarm_rate:.1%}"),
       *on_full_set(ordinary, load_questions(), ("two false alarms among the ordinary questions", len(false_alarms) == 2,
                                                 f"{len(false_alarms)} of {len(ordinary)}")))

# %% [markdown]
# Two of 112 with the simulator, and both for the same reason: they mention a *key* (a key of
# LangGraph's state, a row's key in SQLite) and the policy lists "API keys"; the simulator matches the word
# and not what it means here. Notebook 06 sees the same two: they are the only questions its
# `selfrag` pipeline refuses because of the policy. A real model should tell a database key from
# an API key, but measure it: a policy that flags a few percent of ordinary traffic floods the
# humans it was meant to protect.
#
# ## Self-RAG against CRAG and the agent, on one question set
#
# The ladder's labelled set, two questions of each kind (notes, wiki only, web only, nobody,
# sensitive), through the one evaluation path, `evaluate`, with `groundedness=True`: after
# each run the support grader reads the answer against every document the run retrieved.
#
# - **refusals**: answers that say they do not know or cannot answer;
# - **fabrications**: answers that are not refusals and that no retrieved document supports.
#
# All three are deployed as notes assistants (`corpus="notes"`): the agent (notebook 02) has
# the notes search tool, CRAG (notebook 04) grades the notes and falls back to the web once,
# Self-RAG climbs from the notes to the wiki and the web. Sensitive questions count as right
# only when the answer hands them to a human. The `selfrag` pipeline has no human on duty,
# so its top rung is the refusal.

# %% tags=["simulator-limit"]
from course_lib.evaluation import evaluate
from course_lib.evaluation.questions import select

from course_lib.evaluation.budget import for_measurement

# the questions climbed above first in each category: a real model's sample takes them, and the LLM cache
# answers the steps it has already paid for (the simulator measures all ten; the tables do not depend on the order)
climbed_first = sorted(select(ladder_questions.values(), per_category=2), key=lambda q: q.id not in qids)
comparison_set = for_measurement(climbed_first, llm=llm, per_category=1)
evaluation = evaluate(["agent", "crag", "selfrag"], comparison_set, llm=llm, corpus="notes", groundedness=True)
summaries = evaluation.summaries()
pd.DataFrame.from_dict({name: {"accuracy": s["accuracy"], "refusals": s["refusals"],
                               "fabrications": s["fabrications"], "LLM calls": s["mean_llm_calls"],
                               "tokens": round(s["mean_tokens"])}
                        for name, s in summaries.items()}, orient="index")

# %% [markdown]
# The warning under this cell is the simulator stating a limit (`SimulatorLimitWarning`,
# notebook 00): one of the questions asks for something that no tool, note or entry of its
# small general-knowledge table covers, so it says so instead of guessing, and that question
# counts as not answered. A real model would answer it from what it learned in training.

# %%
frame = evaluation.to_frame()
frame.pivot_table(index="category", columns="pipeline", values="correct", aggfunc="sum", sort=False)

# %%
best = max(summaries, key=lambda n: summaries[n]["accuracy"])
cheapest = min(summaries, key=lambda n: summaries[n]["mean_llm_calls"])
costliest = max(summaries, key=lambda n: summaries[n]["mean_llm_calls"])
print(f"most accurate: {best} ({summaries[best]['accuracy']:.0%}); cheapest: {cheapest} "
      f"({summaries[cheapest]['mean_llm_calls']:.1f} calls per question); most calls: {costliest} "
      f"({summaries[costliest]['mean_llm_calls']:.1f})")
print("fabrications:", {n: s["fabrications"] for n, s in summaries.items()})
by = {(r.pipeline, r.category): [] for r in evaluation.records}
for r in evaluation.records:
    by[(r.pipeline, r.category)].append(r)
claims(
    ("selfrag is the most accurate, the agent the cheapest, a grading pipeline the costliest",
     best == "selfrag" and cheapest == "agent" and costliest in {"selfrag", "crag"}),
    ("crag and selfrag make more than three times the agent's calls",
     min(summaries[n]["mean_llm_calls"] for n in ("crag", "selfrag")) > 3 * summaries["agent"]["mean_llm_calls"]),
    ("selfrag fabricates nothing", summaries["selfrag"]["fabrications"] == 0),
    ("the agent answers the notes questions and refuses all the others",
     all(r.correct for r in by.get(("agent", "notes"), [])) and all(
         r.refused for (name, cat), rs in by.items() if name == "agent" and cat != "notes" for r in rs)),
    ("crag answers the web questions (its web fallback)", all(r.correct for r in by.get(("crag", "web"), []))),
    ("the agent and crag refuse the sensitive questions, which counts as wrong",
     all(r.refused and not r.correct for name in ("agent", "crag") for r in by.get((name, "sensitive"), []))),
    ("selfrag answers the wiki questions and hands the sensitive ones to a human",
     all(r.correct for r in by.get(("selfrag", "wiki"), []) + by.get(("selfrag", "sensitive"), []))),
    ("selfrag pays 8 calls even for a notes question",
     lambda: min(r.llm_calls for r in by[("selfrag", "notes")]) == 8),
    ("its costliest question is out of scope",
     max(evaluation.for_pipeline("selfrag"), key=lambda r: r.llm_calls).category == "out-of-scope"),
)

# %% [markdown]
# How to read it:
#
# - **Accuracy** follows the sources each pipeline can reach. The notes agent answers the
#   notes questions and refuses the rest; CRAG adds the web, once; the ladder also reaches the
#   wiki, and it is the only one with a policy, so it alone gets the sensitive questions right
#   (the others refuse them too, but only because the answer is not in their sources: a leaked
#   salary would have been "right" for them). 100 % is on ten questions of the ladder's own
#   kinds. Notebook 06 runs the same `selfrag` pipeline on the course's 112 mixed questions and
#   measures 54 %: that set also asks for orders, arithmetic and multi-hop chains, for which the
#   ladder has no tool, and its policy flags 2 of those 112 ordinary questions, the same two as
#   the false-alarm count above. Both figures are true; they measure different traffic.
# - **Refusals** are not failures here: on the questions nobody answers, a refusal is the
#   right answer. A refusal on a question the sources *do* answer is a miss.
# - **Fabrications**: zero for all three pipelines with the simulator, and that says nothing
#   about the pipelines: the simulator is built never to state a fact its documents do not
#   hold (a rule of the simulator), so the column cannot tell them apart here. The only
#   fabrication this notebook shows is the scripted one above, which the fixed pipeline passed
#   on and the support reflection stopped. A count above zero is an answer that is not a
#   refusal and that no retrieved document supports: read it in `evaluation.records`. Run this
#   cell with a real model (`COURSE_LLM`) to fill the column; expect the pipelines without a
#   support check (the agent, CRAG) to be the ones that fabricate.
# - **Cost**: CRAG and the ladder make more than three times the agent's calls (which of the
#   two makes the most is printed above), the ladder most of its own on the questions nobody
#   answers, where every rung is paid for. Its cheapest path (notes, first search) costs eight calls:
#   policy, retrieval decision, three relevance grades, the answer, support, usefulness.
#
# The CLI runs the same pipeline:
# `python -m course_lib ask "Which office does Priya Raman work in?" --pipeline selfrag --json`.

# %% [markdown]
# ## Exercises
#
# Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
# solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
# is saved in your cache directory (`python -m course_lib progress`).

# %%
from course_lib.exercises import ____, load

q1, q2, q3, q4 = load("07")


# %% [markdown]
# ### Exercise 1: A regeneration cap you can set
#
# The notebook's `after_support` reads a global `MAX_GENERATIONS`. Write `make_route_after_support(max_generations)`, a factory that returns a routing function for after `grade_support`: it returns `"grade_usefulness"` if the answer is supported, `"generate"` if it is not and fewer than `max_generations` answers were generated (`state.get("generations", 0)`: the `generate` node adds one), else `"give_up"` (a node that answers honestly). The check asks routers made with caps 1, 2 and 3, then runs them in a graph whose support grader is never satisfied: cap 1 must not regenerate at all.

# %% tags=["exercise", "q1"]
def make_route_after_support(max_generations):
    """Return a routing function: "grade_usefulness", "generate" or "give_up" (at most max_generations answers)."""
    return ____


# %%
q1.check(make_route_after_support)

# %%
# q1.hint()
# q1.solution()

# %% [markdown]
# ### Exercise 2: A groundedness grader that rejects an unsupported answer
#
# Write `is_supported(answer, documents)`: return `True` if every claim of `answer` is stated in `documents` (a list of `Document`s), `False` otherwise, using the course's chat model (`get_chat_model()`) with `structured_output`, a `SupportGrade` schema and a grading prompt (the library's `GRADE_SUPPORT_PROMPT` or your own). The check grades eight answers about two invented documents (some right in other words, some wrong with every name right, so no pattern over names and numbers passes), then puts your grader behind a generator that invents a name: that answer must never come out.

# %% tags=["exercise", "q2"]
def is_supported(answer, documents):
    """Return True if every claim of the answer is stated in the documents."""
    return ____


# %%
q2.check(is_supported)

# %%
# q2.hint()
# q2.solution()

# %% [markdown]
# ### Exercise 3: Decide when to ask a human
#
# Write `ladder_step(state)`, the correction ladder's routing function: it runs after a failed search or answer and returns the next rung. `state.get("rewrites", 0)` counts rewrites in the current source, `state.get("source_index", 0)` is the current source's position on the ladder notes (0), wiki (1), web (2), `state.get("escalations", 0)` how often a human was asked. The notebook's ladder climbs the same way whatever failed. Yours tells two failures apart: when a *draft* failed its support check (`state.get("answer")` is set and `state.get("supported")` is `False`), a person can check it against the sources, so ask the human at once (if no human was asked yet) instead of searching elsewhere. Otherwise climb as the notebook does: `"rewrite"` while fewer than 1 rewrite was made in this source, then `"switch_source"` while a source is left, then `"ask_human"` if no human was asked yet, else `"refuse"`. The check runs your function in the library's graph with a scripted human who resumes the paused run.

# %% tags=["exercise", "q3"]
def ladder_step(state):
    """Return "rewrite", "switch_source", "ask_human" or "refuse": one rung up the ladder."""
    return ____


# %%
q3.check(ladder_step)

# %%
# q3.hint()
# q3.solution()

# %% [markdown]
# ### Exercise 4: Refuse or fabricate
#
# On the broken second hop, the prompt without "say you don't know" is the one a real model may turn into a confident wrong answer. What would such an answer look like, which of this notebook's reflections would catch it, and why is that reflection not enough on its own?

# %% [markdown] tags=["exercise", "q4"]
# **Your answer:** (double-click to write)

# %%
q4.check()

# %%
# q4.hint()
# q4.solution()
