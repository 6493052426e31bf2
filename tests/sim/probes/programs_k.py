"""Invented probe (branch ``mine63``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): the same plain lookups asked through eleven
LangGraph / LangChain program shapes a learner builds, so a shape that hides the material from the
reader shows as a column of limits or wrong replies.

Two short notes of my own in forms no fresh set used as such: a scout camp's kit list pasted as TSV,
and a landlord's hard-wrapped letter about a boiler visit. Per note one value question, one the note
does not answer (an honest "I don't know" / "not given" is right) and, for the letter, one yes/no.
Shapes: a ``Send`` fan-out over two halves of the note with a combining node; a retrieval subgraph
inside a parent graph; ``RunnableParallel`` feeding a prompt; ``with_structured_output(...,
include_raw=True)``; a ``ChatPromptTemplate`` with a ``MessagesPlaceholder`` history; a tool returning a
``Command`` inside ``create_agent``; ``create_agent`` with a search tool and ``response_format``; a
checkpointer thread whose notes are put in by ``update_state``; ``batch``; notes kept in an
``InMemoryStore`` and read by a node into the system message; a router node with conditional edges.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``). ``python -W ignore -m
tests.sim.probes.programs_k [-v]`` prints the counts.

History:
- first sight on 1d73706e + branch mine63's first commit (b797c053): the first run crashed in two shapes of the
  harness's own making (``Command`` and the router's state class imported or defined inside the runner, so
  LangChain could not resolve the annotations under ``from __future__ import annotations``); mended
  (moved to module level), no oracle touched. Then 55 cases: **18 / 30 / 7 / 1** (right / stated limit /
  silently wrong / false alarms). Wrong: "Will I have to pay anything for the visit?" answered "I don't
  know." over "there is no charge to you" in five shapes (fanout, subgraph, rawschema, updstate, batch,
  command: six), and rawschema-letter-name (the structured ``answer`` field holds the letter's first
  sentence for "What's the engineer's name?", where the text reply says the letter names none). Limits
  by shape: ``RunnableParallel`` with "Answer based only on this: ... Q: ..." (5 of 5: "can't tell what
  this prompt asks"), the ``InMemoryStore`` notes in the system message (5 of 5, the knowledge limit),
  ``create_agent`` with ``response_format`` (5 of 5), the router (5 of 5: it routed every question away
  from the notes), the ``MessagesPlaceholder`` history (4 of 5).
- oracle mended after a change of mine (no reply of the first run changes class): letter-pay's oracle was
  met by a limit that quotes the letter's "no charge" line, so a limit counted as a false alarm; now a
  reply naming the offline simulator is no "no".
- branch mine63 (each mechanism tested on notes of my own: test_unread_verdicts, test_pointed_prompt_shapes,
  test_answer_field_absence): **24 / 30 / 1 / 1**. The letter-pay column is a stated limit quoting the
  "no charge" line (``grounded.unread_verdicts``), never "I don't know"; "Answer based only on this:" names
  its material (parallel: 4 right); the router's "Does this question need the saved notes to answer?" is a
  retrieval decision (routed: 4 right); the structured answer field says "The documents do not name the
  engineer, so I don't know." as the text reply does. Left: the store and history shapes (the notes in a
  system message after a persona line or "Here is what the user saved earlier:"), the response-format
  agent, and kit-rods' data-file limit where "I don't know" is right.
"""

from __future__ import annotations

import operator
import sys
from typing import Annotated, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough
from langchain_core.tools import InjectedToolCallId, tool
from langgraph.types import Command
from pydantic import BaseModel

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _but_not, _denies, report, tally

KIT = ("Item\tQty\tWho brings\tNotes\n"
       "Tent (4-person)\t3\tTroop store\tcollect Friday 5 pm\n"
       "Gas stove\t2\tMr Okafor\tspare canister in the van\n"
       "First aid kit\t1\tMs Lindqvist\tcheck the expiry dates\n"
       "Water carrier\t4\tEach patrol\t20 litres each\n"
       "Cool box\t1\tMrs Adeyemi\t")
LETTER = ("Dear Ms Kowalczyk,\n\n"
          "Further to our call, the boiler engineer will visit on Thursday 14\n"
          "November between 8 am and noon. Please leave the loft hatch\n"
          "unlocked, as the flue runs through the loft. The visit is covered by\n"
          "your tenancy, so there is no charge to you.\n\n"
          "Kind regards,\nGareth Pugh, Pugh Lettings")

_NOT = ("doesn't say", "does not say", "not given", "doesn't give", "does not give", "not mention",
        "doesn't mention", "no mention", "not stated", "not listed", "isn't listed", "not found")

QUESTIONS = [
    # (id, notes, question, oracle)
    ("kit-stove", KIT, "Who is bringing the gas stoves?", _but_not(_any("Okafor"), "Lindqvist", "Adeyemi")),
    ("kit-rods", KIT, "Who is bringing the fishing rods?", _absent(*_NOT)),
    ("letter-when", LETTER, "What time window is the engineer coming in?",
     _both(_any("8 am", "8am", "8:00", "08:00"), _any("noon", "12 pm", "12:00"))),
    ("letter-name", LETTER, "What's the engineer's name?", _but_not(_absent(*_NOT), "Gareth Pugh is")),
    ("letter-pay", LETTER, "Will I have to pay anything for the visit?",
     _but_not(_denies("no charge"), "offline simulator")),  # (a limit quoting the line is no "no")
]


def _halves(notes: str) -> list[str]:
    lines = notes.splitlines()
    mid = len(lines) // 2
    return ["\n".join(lines[:mid]), "\n".join(lines[mid:])] if notes is KIT else [
        notes[: notes.index("Please")], notes[notes.index("Please"):]]


# --- the shapes: (notes, question) -> a runner llm -> outcome -------------------------------------

def _fan_out(notes: str, question: str):
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        class State(TypedDict):
            question: str
            chunks: list[str]
            partials: Annotated[list[str], operator.add]
            answer: str

        class Part(TypedDict):
            question: str
            chunk: str

        def read_part(part: Part):
            reply = llm.invoke(f"Notes:\n{part['chunk']}\n\nQuestion: {part['question']}\n"
                               "Answer from the notes only, or say NOT FOUND.")
            return {"partials": [reply.content]}

        def combine(state: State):
            listed = "\n".join(f"- {p}" for p in state["partials"])
            reply = llm.invoke(f"Partial answers from different parts of the notes:\n{listed}\n\n"
                               f"Combine them into one answer to: {state['question']}")
            return {"answer": reply.content}

        g = StateGraph(State)
        g.add_node("read_part", read_part)
        g.add_node("combine", combine)
        g.add_conditional_edges(START, lambda s: [Send("read_part", {"question": s["question"], "chunk": c})
                                                  for c in s["chunks"]], ["read_part"])
        g.add_edge("read_part", "combine")
        g.add_edge("combine", END)
        out = g.compile().invoke({"question": question, "chunks": _halves(notes), "partials": []})
        return AIMessage(out["answer"])

    return run


def _subgraph(notes: str, question: str):
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class State(TypedDict):
            question: str
            docs: list[str]
            answer: str

        sub = StateGraph(State)
        sub.add_node("fetch", lambda s: {"docs": [notes]})
        sub.add_edge(START, "fetch")
        sub.add_edge("fetch", END)

        def generate(state: State):
            context = "\n\n".join(state["docs"])
            reply = llm.invoke(f"Use the context to answer the question.\n\nContext:\n{context}\n\n"
                               f"Question: {state['question']}")
            return {"answer": reply.content}

        g = StateGraph(State)
        g.add_node("retrieve", sub.compile())
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question, "docs": []})["answer"])

    return run


def _parallel(notes: str, question: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_template("Answer based only on this:\n{context}\n\nQ: {question}")
        chain = RunnableParallel(context=RunnableLambda(lambda _: notes), question=RunnablePassthrough()) | prompt | llm
        return AIMessage(chain.pipe(StrOutputParser()).invoke(question))

    return run


class Found(BaseModel):
    answer: str
    found_in_notes: bool


def _structured_raw(notes: str, question: str):
    def run(llm):
        out = llm.with_structured_output(Found, include_raw=True).invoke(
            [SystemMessage(f"Answer the user's question from these notes.\n\n{notes}"), HumanMessage(question)])
        parsed = out.get("parsed")
        raw = out["raw"]
        text = parsed.answer if parsed is not None else ""
        return AIMessage(text, response_metadata=dict(raw.response_metadata))

    return run


def _placeholder(notes: str, question: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are a helpful assistant for the household. Reference material:\n{notes}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        history = [HumanMessage("hi there"), AIMessage("Hello! What can I help with?")]
        return (prompt | llm).invoke({"notes": notes, "history": history, "question": question})

    return run


def _command_tool(notes: str, question: str):
    def run(llm):
        from langchain.agents import create_agent

        @tool
        def look_up(query: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
            """Look up the household's saved notes."""
            return Command(update={"messages": [ToolMessage(notes, tool_call_id=tool_call_id)]})

        agent = create_agent(llm, [look_up], system_prompt="Always look things up before answering.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


class Reply(BaseModel):
    answer: str


def _response_format(notes: str, question: str):
    def run(llm):
        from langchain.agents import create_agent

        @tool
        def search_notes(query: str) -> str:
            """Search the saved notes."""
            return notes

        agent = create_agent(llm, [search_notes], response_format=Reply,
                             system_prompt="Search the notes, then answer.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        reply = out.get("structured_response")
        last = out["messages"][-1]
        return AIMessage(reply.answer if reply is not None else last.content,
                         response_metadata=dict(getattr(last, "response_metadata", {}) or {}))

    return run


def _update_state(notes: str, question: str):
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        g = StateGraph(MessagesState)
        g.add_node("chat", lambda s: {"messages": [llm.invoke(s["messages"])]})
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "t1"}}
        app.update_state(cfg, {"messages": [SystemMessage(f"Notes to answer from:\n{notes}")]}, as_node="chat")
        out = app.invoke({"messages": [HumanMessage(question)]}, cfg)
        return out["messages"][-1]

    return run


def _batched(notes: str, question: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([("system", "Answer from the notes.\n\n{notes}"),
                                                   ("human", "{q}")])
        outs = (prompt | llm).batch([{"notes": notes, "q": question}, {"notes": notes, "q": "thanks!"}])
        return outs[0]

    return run


def _store(notes: str, question: str):
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("user-1", "saved"), "n1", {"text": notes})

        def answer(state: MessagesState, *, store: BaseStore):
            saved = "\n\n".join(item.value["text"] for item in store.search(("user-1", "saved")))
            system = SystemMessage(f"Here is what the user saved earlier:\n{saved}")
            return {"messages": [llm.invoke([system, *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        out = g.compile(store=store).invoke({"messages": [HumanMessage(question)]})
        return out["messages"][-1]

    return run


class Routed(TypedDict):
    question: str
    answer: str


def _routed(notes: str, question: str):
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def route(state: Routed) -> str:
            verdict = llm.invoke(f"Does this question need the saved notes to answer? Answer yes or no.\n\n"
                                 f"Saved notes are about: {notes.splitlines()[0][:60]}\n"
                                 f"Question: {state['question']}").content
            return "with_notes" if verdict.strip().lower().startswith("y") else "plain"

        def with_notes(state: Routed):
            return {"answer": llm.invoke(f"Notes:\n{notes}\n\nAnswer: {state['question']}").content}

        def plain(state: Routed):
            return {"answer": llm.invoke(state["question"]).content}

        g = StateGraph(Routed)
        g.add_node("with_notes", with_notes)
        g.add_node("plain", plain)
        g.add_conditional_edges(START, route, ["with_notes", "plain"])
        g.add_edge("with_notes", END)
        g.add_edge("plain", END)
        return AIMessage(g.compile().invoke({"question": question})["answer"])

    return run


SHAPES = [("fanout", _fan_out), ("subgraph", _subgraph), ("parallel", _parallel), ("rawschema", _structured_raw),
          ("history", _placeholder), ("command", _command_tool), ("respfmt", _response_format),
          ("updstate", _update_state), ("batch", _batched), ("store", _store), ("routed", _routed)]

CASES = [Case(f"{shape}-{qid}", make(notes, question), oracle)
         for shape, make in SHAPES for qid, notes, question, oracle in QUESTIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
