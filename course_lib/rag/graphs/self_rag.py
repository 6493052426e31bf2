"""Self-RAG with the correction ladder, the graph of notebook 07.

Built in the open in notebook 07 ("Self-RAG's four reflections", "The caps", "The correction
ladder", "A human at the top of the ladder"); ``python -m course_lib ask ... --pipeline
selfrag`` runs it (wired in :func:`course_lib.rag.assembly.selfrag`).

Two lineages meet here. Self-RAG (Asai et al., 2023, arXiv:2310.11511) trains one model to
emit *reflection tokens*: whether to retrieve (Retrieve), whether a passage is relevant
(IsRel), whether the answer is supported by it (IsSup) and whether the answer is useful
(IsUse). CRAG (Yan et al., 2024, arXiv:2401.15884, notebook 04) leaves the model as it is and
puts a retrieval evaluator outside it. An API model cannot be fine-tuned, so this graph writes
each of Self-RAG's reflections as one structured model call, a node of its own, and adds the
correction ladder for failed retrieval: rewrite the query, switch to the next source, then
refuse honestly or ask a human::

    START -> policy --(sensitive)--> ask_human | refuse
               |
               v
      decide_retrieval --(no)--> answer_directly -> END
               | (yes)
               v
    +----> retrieve -> grade_documents --(relevant)--> generate -> grade_support
    |                       |                              ^           |  (not supported,
    |                       | (nothing relevant)           +-----------+   answers left)
    |                       v                                          | (supported)
    |                  next rung  <------(no answers left)-------------+
    |                       ^                                          v
    |                       +--------------(not useful)------- grade_usefulness --> END
    |     next rung: rewrite (same source) | switch_source | ask_human | refuse -> END
    +--- rewrite, switch_source, and a human's "search again"

Every loop has a cap in state: ``generations`` (answers from the current documents,
``max_generations``), ``rewrites`` (in the current source, ``max_rewrites``), the ladder of
``sources`` (finite) and ``escalations`` (``max_escalations``), so a run ends after at most
:func:`max_steps` steps whatever the model says. Every decision appends a row to ``audit``
(step, source, query, verdict, reason): the run's audit trail.

The human is LangGraph's ``interrupt``: ``ask_human`` pauses the run (it needs a
checkpointer and a ``thread_id``), shows what was asked, searched and why it failed, and the
run resumes with ``Command(resume=reply)``; :func:`read_human_reply` says which replies it
understands. Without a human (``human=False``, the CLI and the harness), the top rung is an
honest refusal.

Every structured call goes through :func:`course_lib.models.structured.structured_output` with the
schema's safe default (``course_lib.rag.schemas.SAFE_DEFAULTS``).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Annotated, Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.concurrency import at_once
from course_lib.models.refusal import is_refusal
from course_lib.models.structured import clean_query, structured_output
from course_lib.rag.prompts import (
    DIRECT_ANSWER_PROMPT,
    GRADE_DOCUMENT_STRICT_PROMPT,
    GRADE_SUPPORT_PROMPT,
    GRADE_USEFULNESS_PROMPT,
    GROUNDED_ANSWER_PROMPT,
    POLICY_PROMPT,
    RETRIEVAL_DECISION_PROMPT,
    REWRITE_FOR_SOURCE_PROMPT,
)
from course_lib.rag.schemas import (
    SAFE_DEFAULTS,
    PolicyDecision,
    RelevanceGrade,
    RetrievalDecision,
    SupportGrade,
    UsefulnessGrade,
)
from course_lib.retrieval.documents import doc_key, format_document, format_documents

# --- the parts --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    """One rung of the ladder of sources: a name, what it holds (for prompts and refusals),
    and a retriever (or a function from query to documents)."""

    name: str
    retriever: Any
    description: str = ""

    def search(self, query: str) -> list[Document]:
        search = self.retriever.invoke if hasattr(self.retriever, "invoke") else self.retriever
        return list(search(query))

    @property
    def label(self) -> str:
        return self.description or self.name


class SelfRAGState(TypedDict, total=False):
    question: str  # what the user asked, never changed
    sensitive: bool  # the policy check's verdict
    needs_search: bool  # the retrieval decision's verdict
    source: str  # the source being searched
    source_index: int  # position on the ladder of sources
    query: str  # what was last searched for
    documents: list[Document]  # the relevant documents of the last search
    answer: str
    supported: bool  # the last answer's support grade (IsSup)
    useful: bool  # the last answer's usefulness grade (IsUse)
    generations: int  # answers generated from the current documents: capped
    rewrites: int  # rewrites in the current source: capped
    escalations: int  # times a human was asked: capped
    human: dict  # the human's last reply, as read by read_human_reply
    outcome: str  # how the run ended: answered, answered directly, refused, answered by a human
    audit: Annotated[list[dict], operator.add]  # every decision, in order: the audit trail


Node = Callable[[SelfRAGState], dict]

DEFAULT_MAX_GENERATIONS = 2
DEFAULT_MAX_REWRITES = 1
DEFAULT_MAX_ESCALATIONS = 1


def entry(step: str, state: SelfRAGState | None = None, *, verdict: str = "", reason: str = "",
          **extra: Any) -> dict:
    """One row of the audit trail: the step, where and what was searched, the verdict, why."""
    state = state or {}
    row = {"step": step, "source": state.get("source", ""), "query": state.get("query", ""),
           "verdict": verdict, "reason": reason}
    row.update(extra)
    return row


def _text(reply: Any) -> str:
    content = getattr(reply, "content", reply)
    return content if isinstance(content, str) else str(content)


def _yes(grade: Any) -> bool:
    return str(getattr(grade, "binary_score", "")).strip().lower() == "yes"


# --- Self-RAG's reflections -------------------------------------------------------------------

def make_policy_check(llm: BaseChatModel, *, prompt: ChatPromptTemplate = POLICY_PROMPT) -> Node:
    """The escalation policy: a sensitive question goes to a human, whatever the sources hold."""
    check = structured_output(llm, PolicyDecision, prompt=prompt, default=SAFE_DEFAULTS[PolicyDecision])

    def policy(state: SelfRAGState) -> dict:
        decision = check.invoke({"question": state["question"]})
        sensitive = decision.handler == "human_review"
        return {"sensitive": sensitive,
                "audit": [entry("policy", verdict=decision.handler, reason=decision.reason)]}

    return policy


def make_decide_retrieval(llm: BaseChatModel, *, prompt: ChatPromptTemplate = RETRIEVAL_DECISION_PROMPT) -> Node:
    """Retrieve on demand (Self-RAG's Retrieve): search, or answer without documents."""
    decide = structured_output(llm, RetrievalDecision, prompt=prompt, default=SAFE_DEFAULTS[RetrievalDecision])

    def decide_retrieval(state: SelfRAGState) -> dict:
        decision = decide.invoke({"question": state["question"]})
        return {"needs_search": decision.retrieve != "no",
                "audit": [entry("retrieve?", verdict=decision.retrieve, reason=decision.reason)]}

    return decide_retrieval


def make_grade_documents(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_DOCUMENT_STRICT_PROMPT) -> Node:
    """Relevance of each document (Self-RAG's IsRel), one structured call per document, asked at
    once with a real model (:func:`~course_lib.models.concurrency.at_once`; one after another,
    in order, with the simulator)."""
    grader = structured_output(llm, RelevanceGrade, prompt=prompt, default=SAFE_DEFAULTS[RelevanceGrade])

    def grade_documents(state: SelfRAGState) -> dict:
        kept, rows = [], []
        docs = state.get("documents", [])
        grades = grader.batch([{"question": state["question"], "document": format_document(doc)} for doc in docs],
                              config=at_once(llm))
        for doc, grade in zip(docs, grades, strict=True):
            if _yes(grade):
                kept.append(doc)
            rows.append(entry("relevance", state, verdict=grade.binary_score, reason=grade.reason,
                              document=doc_key(doc)))
        return {"documents": kept, "audit": rows}

    return grade_documents


def make_grade_support(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_SUPPORT_PROMPT) -> Node:
    """Groundedness (Self-RAG's IsSup): is every claim of the answer in the documents?"""
    grader = structured_output(llm, SupportGrade, prompt=prompt, default=SAFE_DEFAULTS[SupportGrade])

    def grade_support(state: SelfRAGState) -> dict:
        grade = grader.invoke({"context": format_documents(state.get("documents", [])),
                               "answer": state.get("answer", "")})
        return {"supported": _yes(grade),
                "audit": [entry("support", state, verdict=grade.binary_score, reason=grade.reason)]}

    return grade_support


def make_grade_usefulness(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_USEFULNESS_PROMPT) -> Node:
    """Usefulness (Self-RAG's IsUse): does the answer resolve the question?

    An answer that says it does not know (``course_lib.models.refusal.is_refusal``) cannot
    resolve the question, so it is graded "no" without asking the model: a guard in code."""
    grader = structured_output(llm, UsefulnessGrade, prompt=prompt, default=SAFE_DEFAULTS[UsefulnessGrade])

    def grade_usefulness(state: SelfRAGState) -> dict:
        answer = state.get("answer", "")
        if is_refusal(answer):
            return {"useful": False, "audit": [entry("usefulness", state, verdict="no",
                                                     reason="The answer says it does not know.")]}
        grade = grader.invoke({"question": state["question"], "answer": answer})
        useful = _yes(grade)
        update: dict = {"useful": useful,
                        "audit": [entry("usefulness", state, verdict=grade.binary_score, reason=grade.reason)]}
        if useful:
            update["outcome"] = "answered"
        return update

    return grade_usefulness


# --- acting: search, answer, rewrite, switch source -------------------------------------------

def make_retrieve(sources: Sequence[Source]) -> Node:
    """Search the current source (the first on the ladder to begin with); resets ``generations``."""
    by_name = {s.name: s for s in sources}

    def retrieve(state: SelfRAGState) -> dict:
        name = state.get("source") or sources[0].name
        query = state.get("query") or state["question"]
        if name not in by_name:  # a human may name a source the graph does not have
            name = sources[min(state.get("source_index", 0), len(sources) - 1)].name
        docs = by_name[name].search(query)
        found = {"source": name, "query": query}
        return {"documents": docs, "source": name, "query": query, "generations": 0,
                "audit": [entry("search", found, verdict=f"{len(docs)} found",
                                documents=[doc_key(d) for d in docs])]}

    return retrieve


def make_generate(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GROUNDED_ANSWER_PROMPT) -> Node:
    """Answer from the relevant documents; counts ``generations``."""
    chain = prompt | llm

    def generate(state: SelfRAGState) -> dict:
        reply = chain.invoke({"context": format_documents(state.get("documents", [])),
                              "question": state["question"]})
        return {"answer": _text(reply), "generations": state.get("generations", 0) + 1}

    return generate


def make_answer_directly(llm: BaseChatModel, *, prompt: ChatPromptTemplate = DIRECT_ANSWER_PROMPT) -> Node:
    """No search needed: one model call, no documents."""
    chain = prompt | llm

    def answer_directly(state: SelfRAGState) -> dict:
        return {"answer": _text(chain.invoke({"question": state["question"]})), "outcome": "answered directly"}

    return answer_directly


def make_rewrite(llm: BaseChatModel, sources: Sequence[Source], *,
                 prompt: ChatPromptTemplate = REWRITE_FOR_SOURCE_PROMPT) -> Node:
    """First rung: the model writes a new query for the same source; counts ``rewrites``."""
    chain = prompt | llm
    labels = {s.name: s.label for s in sources}

    def rewrite(state: SelfRAGState) -> dict:
        previous = state.get("query") or state["question"]
        reply = chain.invoke({"question": state["question"], "query": previous,
                              "source": labels.get(state.get("source", ""), "the knowledge base")})
        query = clean_query(_text(reply)) or previous
        return {"query": query, "rewrites": state.get("rewrites", 0) + 1,
                "audit": [entry("rewrite", {**state, "query": query}, verdict="new query",
                                reason=f"previous query: {previous}")]}

    return rewrite


def make_switch_source(sources: Sequence[Source]) -> Node:
    """Second rung: the next source on the ladder, searched with the question itself."""

    def switch_source(state: SelfRAGState) -> dict:
        index = min(state.get("source_index", 0) + 1, len(sources) - 1)
        nxt = sources[index]
        return {"source_index": index, "source": nxt.name, "query": state["question"], "rewrites": 0,
                "audit": [entry("switch source", {"source": nxt.name, "query": state["question"]},
                                verdict=nxt.name, reason=f"nothing usable in {state.get('source', '')}")]}

    return switch_source


# --- the top of the ladder: refuse, or ask a human --------------------------------------------

def searched_summary(state: SelfRAGState, sources: Sequence[Source] = ()) -> str:
    """``the technical notes (2 searches), the company wiki (1 search)``: what the run searched."""
    counts: dict[str, int] = {}
    for row in state.get("audit", []):
        if row.get("step") == "search":
            counts[row["source"]] = counts.get(row["source"], 0) + 1
    labels = {s.name: s.label for s in sources}
    parts = [f"{labels.get(name, name)} ({n} search{'es' if n > 1 else ''})" for name, n in counts.items()]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else "nothing"


def refusal_answer(state: SelfRAGState, sources: Sequence[Source] = ()) -> str:
    """The honest answer at the top of the ladder: no model call, nothing invented."""
    human = state.get("human") or {}
    if human.get("action") == "refuse":
        note = f" ({human['note']})" if human.get("note") else ""
        return f"I can't answer this: a human reviewed the question and declined to answer it{note}."
    if state.get("sensitive"):
        return ("I can't answer this here: the escalation policy says a human must handle "
                "questions like this one, and no human is on duty for this assistant.")
    return (f"I don't know: I searched {searched_summary(state, sources)}, and no document "
            "answered the question.")


def make_refuse(sources: Sequence[Source] = ()) -> Node:
    """The honest refusal: says what was searched (or which policy applies)."""

    def refuse(state: SelfRAGState) -> dict:
        return {"answer": refusal_answer(state, sources), "outcome": "refused",
                "audit": [entry("refuse", verdict="refused", reason="top of the ladder")]}

    return refuse


HUMAN_REPLIES = ("a text: the answer", "{'answer': text}", "{'query': text, 'source': name}: search again",
                 "{'refuse': why}: decline")
"""The replies ``ask_human`` understands (``Command(resume=...)``)."""


def escalation_request(state: SelfRAGState, sources: Sequence[Source] = ()) -> dict:
    """What the human sees when the run pauses: the question, what was searched, why it failed."""
    if state.get("sensitive"):
        why = next((f"policy: {r['reason']}" for r in reversed(state.get("audit", []))
                    if r.get("step") == "policy"), "policy")
    else:
        failed = [r for r in state.get("audit", []) if r.get("step") in ("support", "usefulness")
                  and r.get("verdict") == "no"]
        why = ("no source held a document that answers it" if not failed
               else f"the last answer failed a check: {failed[-1]['reason']}")
    return {
        "question": state["question"],
        "why": why,
        "searched": [f"{r['source']}: {r['query']}" for r in state.get("audit", []) if r.get("step") == "search"],
        "draft": state.get("answer", ""),
        "sources": [s.name for s in sources],
        "reply_with": list(HUMAN_REPLIES),
    }


def read_human_reply(reply: Any) -> dict:
    """The human's reply as ``{"action": "answer"|"search"|"refuse", ...}``.

    A text is the answer; ``{"answer": ...}`` too; ``{"query": ..., "source": ...}`` searches
    again (``source`` optional); ``{"refuse": why}`` declines. Anything else declines, and says
    it did not understand the reply, rather than guessing.
    """
    if isinstance(reply, str):
        return {"action": "answer", "answer": reply.strip()} if reply.strip() else {
            "action": "refuse", "note": "the reply was empty"}
    if isinstance(reply, dict):
        if str(reply.get("answer") or "").strip():
            return {"action": "answer", "answer": str(reply["answer"]).strip()}
        if str(reply.get("query") or "").strip():
            out = {"action": "search", "query": str(reply["query"]).strip()}
            if reply.get("source"):
                out["source"] = str(reply["source"])
            return out
        if "refuse" in reply or "decline" in reply:
            return {"action": "refuse", "note": str(reply.get("refuse") or reply.get("decline") or "")}
    return {"action": "refuse", "note": f"the reply {str(reply)[:60]!r} was not understood"}


def make_ask_human(sources: Sequence[Source] = ()) -> Node:
    """Pause the run and hand the question to a human (``interrupt``); resume with
    ``Command(resume=reply)``. Nothing runs before ``interrupt``: on resume, LangGraph runs
    the node again from its start, so a model call placed before it would be paid twice."""
    from langgraph.types import interrupt

    def ask_human(state: SelfRAGState) -> dict:
        reply = read_human_reply(interrupt(escalation_request(state, sources)))
        update: dict = {"human": reply, "escalations": state.get("escalations", 0) + 1}
        row = entry("human", state, verdict=reply["action"], reason=reply.get("note", ""))
        if reply["action"] == "answer":
            update.update(answer=reply["answer"], outcome="answered by a human")
        elif reply["action"] == "search":
            update.update(query=reply["query"], source=reply.get("source") or state.get("source", ""),
                          sensitive=False)
            row["query"] = reply["query"]
        update["audit"] = [row]
        return update

    return ask_human


# --- routing: pure functions of the state (and the caps) --------------------------------------

Rung = Literal["rewrite", "switch_source", "ask_human", "refuse"]


def next_rung(state: SelfRAGState, *, max_rewrites: int = DEFAULT_MAX_REWRITES, n_sources: int = 1,
              human: bool = False, max_escalations: int = DEFAULT_MAX_ESCALATIONS) -> Rung:
    """The correction ladder, one rung up from a failed search or answer: rewrite while
    rewrites last in this source, then the next source, then a human (if there is one and
    they were asked fewer than ``max_escalations`` times), then an honest refusal."""
    if state.get("rewrites", 0) < max_rewrites:
        return "rewrite"
    if state.get("source_index", 0) + 1 < n_sources:
        return "switch_source"
    if human and state.get("escalations", 0) < max_escalations:
        return "ask_human"
    return "refuse"


def route_after_policy(state: SelfRAGState, *, human: bool = False) -> str:
    """A sensitive question goes to a human (or, with none, to the refusal); the rest on."""
    if state.get("sensitive"):
        return "ask_human" if human else "refuse"
    return "decide_retrieval"


def route_after_decision(state: SelfRAGState) -> str:
    """Retrieve on demand: search unless the decision said no search is needed."""
    return "retrieve" if state.get("needs_search", True) else "answer_directly"


def _climb(state: SelfRAGState, climb: Callable[[SelfRAGState], str] | None, ladder: dict) -> str:
    return climb(state) if climb is not None else next_rung(state, **ladder)


def route_after_grading(state: SelfRAGState, *, climb: Callable | None = None, **ladder: Any) -> str:
    """Relevant documents: answer from them. None: one rung up the ladder (``climb``, default
    :func:`next_rung` with ``ladder``'s caps)."""
    return "generate" if state.get("documents") else _climb(state, climb, ladder)


def route_after_support(state: SelfRAGState, *, max_generations: int = DEFAULT_MAX_GENERATIONS,
                        climb: Callable | None = None, **ladder: Any) -> str:
    """Supported: check usefulness. Not supported: answer again while answers last (at most
    ``max_generations`` from the same documents), then one rung up the ladder."""
    if state.get("supported"):
        return "grade_usefulness"
    if state.get("generations", 0) < max_generations:
        return "generate"
    return _climb(state, climb, ladder)


def route_after_usefulness(state: SelfRAGState, *, climb: Callable | None = None, **ladder: Any) -> str:
    """Useful: done. Not useful: one rung up the ladder."""
    return END if state.get("useful") else _climb(state, climb, ladder)


def route_after_human(state: SelfRAGState) -> str:
    """The human answered: done; asked for another search: search; declined: refuse."""
    action = (state.get("human") or {}).get("action")
    if action == "answer":
        return END
    return "retrieve" if action == "search" else "refuse"


# --- the graph --------------------------------------------------------------------------------

def max_steps(*, n_sources: int, max_rewrites: int = DEFAULT_MAX_REWRITES,
              max_generations: int = DEFAULT_MAX_GENERATIONS, human: bool = False,
              max_escalations: int = DEFAULT_MAX_ESCALATIONS, policy: bool = True) -> int:
    """The most steps a run can take, whatever the model decides: the caps make it finite.

    One search costs ``retrieve`` + ``grade_documents`` + ``max_generations`` x (``generate``
    + ``grade_support``) + ``grade_usefulness``; each source gets ``max_rewrites + 1`` searches
    and ``max_rewrites`` rewrites; then the switches, each human's turn (one more search), the
    policy, the retrieval decision and the final refusal.
    """
    search = 3 + 2 * max_generations
    per_source = (max_rewrites + 1) * search + max_rewrites
    escalations = max_escalations * (1 + search) if human else 0
    return (1 if policy else 0) + 1 + n_sources * per_source + (n_sources - 1) + escalations + 1


def make_self_rag_graph(
    *,
    llm: BaseChatModel,
    sources: Sequence[Source] | Any,
    grader_llm: BaseChatModel | None = None,
    max_generations: int = DEFAULT_MAX_GENERATIONS,
    max_rewrites: int = DEFAULT_MAX_REWRITES,
    policy: bool = True,
    human: bool = False,
    max_escalations: int = DEFAULT_MAX_ESCALATIONS,
    answer_prompt: ChatPromptTemplate = GROUNDED_ANSWER_PROMPT,
    checkpointer: Any = None,
    climb: Callable[[SelfRAGState], str] | None = None,
):
    """Self-RAG's four reflections as nodes, with the correction ladder over ``sources``.

    ``sources``: the ladder, in order (:class:`Source` objects; a bare retriever is one source
    called ``notes``). ``grader_llm`` makes every judgement (policy, retrieval decision,
    relevance, support, usefulness; default ``llm``). ``policy=False`` leaves out the
    escalation policy check. ``human=True`` puts ``ask_human`` (LangGraph's ``interrupt``) at
    the top of the ladder and behind the policy; it needs a ``checkpointer`` (or a platform
    that provides one, as ``langgraph dev`` does) and a ``thread_id`` in the run's config.
    ``answer_prompt`` replaces the grounded answering prompt. ``climb`` replaces the ladder's
    routing function (:func:`next_rung` with these caps), for experiments and exercises: it
    gets the state and returns a rung.
    """
    if not isinstance(sources, Sequence):
        sources = [Source("notes", sources, "the technical notes")]
    sources = list(sources)
    if not sources:
        raise ValueError("sources must name at least one source to search")
    if len({s.name for s in sources}) != len(sources):
        raise ValueError("each source needs its own name")
    if min(max_generations, max_escalations) < 1 or max_rewrites < 0:
        raise ValueError("max_generations and max_escalations must be 1 or more, max_rewrites 0 or more")
    judge = grader_llm or llm
    ladder = {"max_rewrites": max_rewrites, "n_sources": len(sources), "human": human,
              "max_escalations": max_escalations}
    rungs = ["rewrite", *(["switch_source"] if len(sources) > 1 else []),
             *(["ask_human"] if human else []), "refuse"]
    rung = climb or partial(next_rung, **ladder)

    builder = StateGraph(SelfRAGState)
    if policy:
        builder.add_node("policy", make_policy_check(judge))
    builder.add_node("decide_retrieval", make_decide_retrieval(judge))
    builder.add_node("answer_directly", make_answer_directly(llm))
    builder.add_node("retrieve", make_retrieve(sources))
    builder.add_node("grade_documents", make_grade_documents(judge))
    builder.add_node("generate", make_generate(llm, prompt=answer_prompt))
    builder.add_node("grade_support", make_grade_support(judge))
    builder.add_node("grade_usefulness", make_grade_usefulness(judge))
    builder.add_node("rewrite", make_rewrite(llm, sources))
    if len(sources) > 1:
        builder.add_node("switch_source", make_switch_source(sources))
    if human:
        builder.add_node("ask_human", make_ask_human(sources))
    builder.add_node("refuse", make_refuse(sources))

    if policy:
        builder.add_edge(START, "policy")
        builder.add_conditional_edges("policy", partial(route_after_policy, human=human),
                                      ["ask_human" if human else "refuse", "decide_retrieval"])
    else:
        builder.add_edge(START, "decide_retrieval")
    builder.add_conditional_edges("decide_retrieval", route_after_decision, ["retrieve", "answer_directly"])
    builder.add_edge("answer_directly", END)
    builder.add_edge("retrieve", "grade_documents")
    builder.add_conditional_edges("grade_documents", partial(route_after_grading, climb=rung), ["generate", *rungs])
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", partial(route_after_support, max_generations=max_generations,
                                                           climb=rung), ["grade_usefulness", "generate", *rungs])
    builder.add_conditional_edges("grade_usefulness", partial(route_after_usefulness, climb=rung), [END, *rungs])
    builder.add_edge("rewrite", "retrieve")
    if len(sources) > 1:
        builder.add_edge("switch_source", "retrieve")
    if human:
        builder.add_conditional_edges("ask_human", route_after_human, [END, "retrieve", "refuse"])
    builder.add_edge("refuse", END)
    return builder.compile(checkpointer=checkpointer)


SOURCE_DESCRIPTIONS: dict[str, str] = {
    "notes": "the technical notes",
    "wiki": "the company wiki",
    "web": "the web snapshot",
}
"""How the ladder's default sources are named in rewrites, refusals and escalations."""


__all__ = [
    "DEFAULT_MAX_ESCALATIONS",
    "DEFAULT_MAX_GENERATIONS",
    "DEFAULT_MAX_REWRITES",
    "HUMAN_REPLIES",
    "SOURCE_DESCRIPTIONS",
    "SelfRAGState",
    "Source",
    "entry",
    "escalation_request",
    "make_answer_directly",
    "make_ask_human",
    "make_decide_retrieval",
    "make_generate",
    "make_grade_documents",
    "make_grade_support",
    "make_grade_usefulness",
    "make_policy_check",
    "make_refuse",
    "make_retrieve",
    "make_rewrite",
    "make_self_rag_graph",
    "make_switch_source",
    "max_steps",
    "next_rung",
    "read_human_reply",
    "refusal_answer",
    "route_after_decision",
    "route_after_grading",
    "route_after_human",
    "route_after_policy",
    "route_after_support",
    "route_after_usefulness",
    "searched_summary",
]
