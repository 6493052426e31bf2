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
# # 00 · Setup: the environment, the simulator and the knowledge base
#
# Welcome to **Agentic RAG with LangGraph**. In this first notebook you will
#
# 1. check that your environment is ready,
# 2. meet the chat model the course runs on by default (and learn how to swap in a real one),
# 3. build the knowledge base the later notebooks search,
# 4. run a first retrieval and read its scores and sources,
# 5. draw a LangGraph graph without any web service.
#
# Every notebook starts with the same setup cell. It loads an optional `.env` file, points the
# tokenizer at the files shipped in `data/tiktoken` (so nothing is downloaded) and prints which
# chat model and embeddings are active.

# %%
from course_lib import setup
setup()

# %% [markdown]
# ## 1. Is the environment ready?
#
# `python -m course_lib doctor` checks everything from a terminal. Here we print the part of
# its report that matters for this notebook: Python, the pinned packages and the backends.

# %%
from course_lib.app.doctor import checks

for ok, label, detail in checks(check_endpoint=False):
    if not label.startswith(("kb ", "orders ")):  # the stores: section 4
        print(f"{'ok ' if ok else '-- ' if ok is None else 'FAIL'} {label:<20} {detail}")

# %% [markdown]
# ## 2. Meet the simulator
#
# By default `get_chat_model()` returns `SimulatedChatModel`: a **rule-based teaching simulator,
# not a language model**. It reads what a model would read (the messages, the tools' names and
# descriptions, the output schema, the documents in the prompt) and follows written rules.
#
# What it handles, in English and Chinese, in the course's own prompts and in ones it has
# never seen (a public tutorial's prompt, your own notes):
# - the request wherever it is: a question in the human turn or inside a system prompt, labels
#   in any case or language ("Question:", "User question:", "问题："), never a "Question:" line
#   inside a document;
# - documents in any common shape: the course's `[source: ...]` blocks, plain chunks, lists of
#   `Document`s, JSON search results, `<document>` tags, numbered lists; markdown that is
#   hard-wrapped, in lists or in tables (parsed with markdown-it-py, sentences split with pysbd,
#   Chinese words with jieba);
# - the tasks a RAG program asks of a model: answering from documents (extractively, citing
#   sources, saying what is missing, "I don't know" when nothing answers), grading relevance,
#   groundedness and usefulness (strict or lenient as the prompt specifies), choosing tools and
#   filling their arguments from the schema, routing by the options' descriptions, rewriting and
#   decomposing questions, JSON with the keys a prompt names; small talk by intent;
# - records as well as sentences: tables (markdown, CSV, fixed-width, rows without a table's
#   markup) read row by row, counts, totals and superlatives over a column, "who is top?" over
#   a league table, rows above or below a bound the notes state, a target or quorum reached, an
#   age against age bands, opening hours and timetables by the day and time you ask about, a
#   date or version given by a section's heading; configuration files (JSON, TOML, INI, YAML,
#   `.env`, nginx) read by their keys;
# - your own graders: an answer judged against a reference answer ("Say PASS if ..."), "does
#   this passage answer the question?" judged by what the question asks for;
# - a conversation: what you told it earlier (read back from your own words, corrections
#   applied), a follow-up such as "And on Sunday?", "the second one", "her opponent" or
#   "is that more than February?", and a short
#   follow-up's values carried into the next tool call ("And 120?" after "Convert 80 GBP to EUR").
#
# What it cannot do: translate (a Chinese question about English notes gets "I don't know";
# the few phrases it does "translate", as in notebooks 01 and 02, come from a lookup table in
# `data/sim/general.yaml`),
# know words its synonym list (`data/sim/aliases.yaml`) does not hold, reason beyond its rules,
# or write new prose. When a lesson's point depends on one of its rules, the notebook says so.
#
# **Right, or it says it cannot.** When its own evidence is too weak (no task it recognises,
# a tool argument the question gives no value for, a label prompt none of whose labels it can
# match, notes on the subject but no sentence that answers, a verdict ("too high?", "reached?")
# the lines it found do not state and it cannot work out, notes about another season or year
# than the one you ask about, something you said earlier that it cannot read back), it does
# not guess: a text reply is one plain sentence ("The offline
# simulator can't ...; a real model would ..."), a structured output or tool call gets the
# schema's safe value, and a `SimulatorLimitWarning` appears under the cell. That is the
# simulator's limit, not a bug in your code: the same cell on a real model gets a real answer.
# An exercise check that runs into such a limit says "the model failed", never "incorrect".
#
# Why a simulator? Every learner gets the same results with no API key and no network, and
# CI can re-run every notebook and compare outputs exactly.

# %%
import time

from course_lib import get_chat_model

llm = get_chat_model()
started = time.perf_counter()
reply = llm.invoke("Hello! Who are you?")
elapsed_s = time.perf_counter() - started
print(reply.text)

# %% [markdown]
# Every simulated reply explains itself: which task it recognised, which rule fired and on
# what evidence. `explain(llm)` prints it for the model's last reply (in a graph, its last
# call); when a lesson surprises you, ask it why. Here, on notes it has never seen, wrapped
# mid-sentence as most markdown is:

# %%
from course_lib.sim.reports.explain import explain

notes = """Answer from the notes.

Notes:
The bakery opens at 7 am on weekdays
and at 9 am on Sundays.

Question: When does the bakery open on Sundays?"""
print(llm.invoke(notes).text)
explain(llm)

# %% [markdown]
# Here is a stated limit, on purpose: writing a poem needs a language model. The warning under
# the cell is the simulator saying so; the same sentence is in the reply's metadata,
# `explain(llm)` prints it, and `python -m course_lib ask ... --json` lists a run's limits in
# `simulator_limits`.

# %% tags=["simulator-limit"]
haiku = llm.invoke("Write a haiku about autumn leaves.")
print(haiku.text)
limit = (haiku.response_metadata or {}).get("simulator_limit")
print("stated limit:", "yes, the sentence above" if limit else "none: this model wrote the haiku")

# %% [markdown]
# Like a real chat model, every reply carries token usage (counted with the real `o200k_base`
# tokenizer) and metadata. The simulator also reports a **simulated latency** computed from a
# fixed formula of input and output tokens, so cost and latency lessons have stable numbers.
# Each provider names its metadata differently, and some report no usage at all, so the cell
# reads it with fallbacks: with a real model it prints the measured time.

# %%
meta = reply.response_metadata or {}
print("usage:   ", reply.usage_metadata or "(not reported by this model)")
print("model:   ", meta.get("model_name") or meta.get("model") or type(llm).__name__)
if "simulated_latency_s" in meta:
    print("latency: ", meta["simulated_latency_s"], "s (simulated)")
else:
    print(f"latency:  {elapsed_s:.2f} s (measured)")

# %% [markdown]
# ### Switching to a real model
#
# Nothing in the notebooks changes; only the environment does. Put this in a `.env` file at the
# project root (see `.env.example`) and restart the kernel:
#
# ```bash
# COURSE_LLM=openai:gpt-4o-mini
# OPENAI_API_KEY=sk-...
# # or any OpenAI-compatible server (Ollama, vLLM, DeepSeek, ...):
# # OPENAI_BASE_URL=http://127.0.0.1:11434/v1
# ```
#
# A missing key is reported in one sentence, not a traceback:

# %%
import os
from course_lib.foundation.errors import CourseError

saved = {k: os.environ.pop(k, None) for k in ("OPENAI_API_KEY", "OPENAI_BASE_URL")}
try:
    get_chat_model("openai:gpt-4o-mini")
except CourseError as err:
    print("CourseError:", err)
finally:
    os.environ.update({k: v for k, v in saved.items() if v is not None})

# %% [markdown]
# ## 3. Tokens are what you pay for
#
# Models read and write **tokens**, not characters. `count_tokens` uses the same tokenizer as
# current OpenAI models, fully offline. Notice how Chinese text uses more tokens per character
# than English, and how code splits into many small pieces.

# %%
from course_lib import count_tokens

for text in ["How does asyncio.wait decide when to return?",
             "asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)",
             "事件循环如何调度协程？"]:
    print(f"{count_tokens(text):3d} tokens  {text}")

# %% [markdown]
# ## 4. The knowledge base
#
# The course notes live in `data/notes/` as markdown files with a small front matter
# (`title`, `tags`). `build_knowledge_base` loads them, splits them into chunks, embeds the
# chunks and stores them in an embedded **Chroma** database in your cache directory (never in
# `data/`). A hash of the notes, the chunking settings and the embeddings names the store, so
# it is rebuilt only when one of them changes: the second call is instant.
#
# The embeddings are **local**: a hashed bag of words. They are deterministic and need no
# download, and they match *words*, not *meanings*. Keep that in mind: notebook 04 builds on
# exactly this weakness.
#
# (This cell's output is a progress bar the first time and nothing afterwards, so the course's
# automatic checks ignore it.)

# %% tags=["nbval-ignore-output"]
from course_lib.retrieval.kb import build_knowledge_base

kb = build_knowledge_base("notes", progress=True)

# %%
sources = sorted({chunk.metadata["source"] for chunk in kb.chunks})
print(f"{len(sources)} notes split into {len(kb)} chunks")
print("first chunk id:", kb.chunks[0].id)
print("its metadata:  ", {k: kb.chunks[0].metadata[k] for k in ("source", "title", "tags")})

# %% [markdown]
# ## 5. A first retrieval
#
# `kb.search(query, k)` returns the `k` best chunks with their cosine similarity (higher is
# closer). Equal scores are ordered by chunk id, so every machine sees the same list. The
# `source` metadata is what answers will cite.

# %%
import pandas as pd

def show_hits(query, k=4):
    rows = [{"score": round(score, 3), "source": doc.metadata["source"], "title": doc.metadata["title"]}
            for doc, score in kb.search(query, k=k)]
    return pd.DataFrame(rows)

show_hits("How does asyncio.wait decide when to return?")

# %% [markdown]
# Now ask about the same idea with a word the notes never use. The notes explain *coroutines*;
# no note says *green thread*. Word-matching embeddings can only hold on to the words that are
# there: *thread* pulls in the notes on threads and the GIL, and the coroutine note is not
# among the four hits. Asked with the notes' own word, it comes first (the next cell). That
# is true of these local embeddings; real embeddings (`COURSE_EMBEDDINGS=openai:...`) match
# meanings and can be expected to do better here:

# %%
show_hits("What is a green thread in Python?")

# %%
show_hits("What is a coroutine in Python?")

# %% [markdown]
# ## 6. Drawing a graph offline
#
# Every pipeline in this course is a LangGraph graph. `show_graph` renders one as Mermaid,
# which JupyterLab draws by itself: no web service involved. (LangGraph's `draw_mermaid_png()`
# would call an online renderer, so we never use it; `show_graph(graph, png=True)` adds a
# picture drawn locally by Graphviz, and `mermaid(graph)` gives the Mermaid text to paste
# elsewhere.) Here is the simplest pipeline of the course, the fixed *retrieve, then
# generate* graph of notebook 01:

# %%
from course_lib.app.display import show_graph
from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph

fixed = make_fixed_rag_graph(llm=llm, retriever=kb.as_retriever(k=4))
show_graph(fixed)

# %% [markdown]
# And it runs:

# %%
result = fixed.invoke({"question": "How does asyncio.wait decide when to return?"})
print(result["answer"])

# %% [markdown]
# ## Exercises
#
# Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
# solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
# is saved in your cache directory (`python -m course_lib progress`).

# %%
from course_lib.exercises import ____, load

q1, q2, q3, q4 = load("00")

# %% [markdown]
# ### Exercise 1: Find a note without naming it
#
# Write a query that brings the note `notes/global-interpreter-lock.md` into the top 2 results of the notes knowledge base, without using the words *global*, *interpreter*, *lock* or *GIL*. Store it in `query`.

# %% tags=["exercise", "q1"]
# Describe what the note is about without the words global, interpreter, lock or GIL.
query = ____

# %%
q1.check(query)


# %%
# q1.hint()
# q1.solution()

# %% [markdown]
# ### Exercise 2: The source of the best hit
#
# Write `top_source(kb, query)`: it searches the knowledge base `kb` and returns the `source` metadata (a string such as `"notes/asyncio-wait.md"`) of the best hit.

# %% tags=["exercise", "q2"]
def top_source(kb, query):
    """Return the source (e.g. "notes/asyncio-wait.md") of the best hit for query."""
    return ____


# %%
q2.check(top_source)

# %%
# q2.hint()
# q2.solution()

# %% [markdown]
# ### Exercise 3: A knowledge base for another corpus
#
# Build the knowledge base of the `wiki` corpus with `build_knowledge_base` and store its number of chunks in `n_wiki_chunks`.

# %% tags=["exercise", "q3"]
# Build the wiki knowledge base and count its chunks.
n_wiki_chunks = ____

# %%
q3.check(n_wiki_chunks)

# %%
# q3.hint()
# q3.solution()

# %% [markdown]
# ### Exercise 4: When must the knowledge base be rebuilt?
#
# The knowledge base is cached and rebuilt only when a hash of its inputs changes. Which changes must trigger a rebuild, and why does switching the embeddings model require one even when no note changed?

# %% [markdown] tags=["exercise", "q4"]
# **Your answer:** (double-click to write)

# %%
q4.check()

# %%
# q4.hint()
# q4.solution()

# %% [markdown]
# ## What's next
#
# You have a working environment, a knowledge base and a first graph. Notebook 01 compares
# the fixed pipeline you just ran with an agent that decides *whether* to retrieve.
