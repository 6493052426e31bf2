"""Pydantic output schemas for structured output (notebooks 03, 04, 05, 07).

Use them with ``course_lib.models.structured.structured_output(llm, Schema, default=...)``, which
survives replies that do not fit (``SAFE_DEFAULTS`` below holds each schema's safe default).
The field names, types and descriptions are the model's only guide to what each field means,
for a real model and for the simulator alike, so they are written as instructions.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

# --- Grading (notebook 04) -------------------------------------------------------------------


class GradeDocument(BaseModel):
    """Binary relevance grade of one retrieved document for the question (notebook 04)."""

    binary_score: Literal["yes", "no"] = Field(
        description="Is the document relevant to the question? 'yes' or 'no'."
    )


class DocumentGrade(BaseModel):
    """The grade of one numbered document inside a batch (notebook 04)."""

    index: int = Field(description="The number of the document being graded, as shown.")
    binary_score: Literal["yes", "no"] = Field(
        description="Is this document relevant to the question? 'yes' or 'no'."
    )


class BatchGrades(BaseModel):
    """Relevance grades of all retrieved documents, graded in one call (notebook 04)."""

    grades: list[DocumentGrade] = Field(
        description="One grade per document, in the same order as the documents."
    )


class ThreeWayGrade(BaseModel):
    """Relevant / ambiguous / irrelevant grade of one document (notebook 04)."""

    grade: Literal["relevant", "ambiguous", "irrelevant"] = Field(
        description=(
            "relevant: the document is about the question's main subject and answers it; "
            "ambiguous: about the right subject but only partly answers it; "
            "irrelevant: about another topic, even if it shares keywords."
        )
    )
    reason: str = Field(description="One sentence explaining the grade.")


# --- Rewriting and decomposition (notebooks 04, 05) ------------------------------------------


class RewrittenQuery(BaseModel):
    """A better search query for the knowledge base (notebook 04)."""

    query: str = Field(
        description="The rewritten search query, using the standard technical terms."
    )


class SubQuestions(BaseModel):
    """Ordered, self-contained sub-questions of a complex question (notebook 05)."""

    sub_questions: list[str] = Field(
        description=(
            "The sub-questions in the order they must be answered. Each names its entity "
            "explicitly (no pronouns); a sub-question that depends on an earlier answer "
            "refers to it as 'the ... found in step N'."
        )
    )


# --- Routing, planning, sufficiency (notebooks 03, 05) ---------------------------------------

ROUTE_DESCRIPTIONS: dict[str, str] = {
    "direct": "greetings, small talk, translations and general knowledge that needs no lookup",
    "knowledge_base": "questions about the topics of our internal technical notes",
    "web": "questions about current events, recent releases, prices or anything the notes do not cover",
}
"""The adaptive router's routes and what each is for: the ``RouteDecision`` field and the
router's prompt (``course_lib.rag.prompts.ROUTER_SYSTEM``) are both written from this table."""

COMPLEXITY_DESCRIPTIONS: dict[str, str] = {
    "simple": "one lookup answers it",
    "complex": "it needs several lookups or combining facts from several documents",
}


def _options(descriptions: dict[str, str]) -> str:
    return "; ".join(f"{name}: {text}" for name, text in descriptions.items()) + "."


class RouteDecision(BaseModel):
    """Adaptive router decision: where the question goes and how hard it is (notebook 03)."""

    route: Literal["direct", "knowledge_base", "web"] = Field(description=_options(ROUTE_DESCRIPTIONS))
    complexity: Literal["simple", "complex"] = Field(description=_options(COMPLEXITY_DESCRIPTIONS))
    reason: str = Field(default="", description="One short sentence explaining the route.")


class SufficiencyDecision(BaseModel):
    """Is the gathered context enough, and if not, what to search next (notebook 05)."""

    enough: bool = Field(
        description="True if the notes gathered so far are sufficient to answer the question."
    )
    next_query: str = Field(
        default="",
        description=(
            "If not enough: a short, self-contained search query for the missing piece that "
            "names the entity found so far. Empty if enough."
        ),
    )


class SufficiencyCheck(BaseModel):
    """CRAG's evaluator before the web: are the documents enough, what is missing, and what to
    ask the web for it (notebook 04, "The evaluator, spelled out")."""

    enough: bool = Field(description="True if the documents are enough to answer the question.")
    missing: str = Field(
        default="",
        description="If not enough: what the documents do not say that the answer needs, in a few words. Empty if enough.",
    )
    web_query: str = Field(
        default="",
        description="If not enough: a short web search query for what is missing. Empty if enough.",
    )


class SufficiencyOrAnswer(BaseModel):
    """Sufficiency decision merged with the answer, saving one call (notebook 05)."""

    enough: bool = Field(
        description="True if the notes gathered so far are sufficient to answer the question."
    )
    next_query: str = Field(
        default="",
        description=(
            "If not enough: a short, self-contained search query for the missing piece that "
            "names the entity found so far. Empty if enough."
        ),
    )
    answer: str = Field(
        default="",
        description="If enough: the answer from the notes, citing sources as [source]. Empty otherwise.",
    )


class PlanDecision(BaseModel):
    """Planner of the explicit multi-hop graph: retrieve more or generate (notebook 05)."""

    action: Literal["retrieve", "generate"] = Field(
        description=(
            "retrieve: an open sub-question is not yet answered by the documents; "
            "generate: the documents already contain everything needed to answer."
        )
    )
    reason: str = Field(default="", description="One short sentence explaining the choice.")


# --- Self-RAG's reflections and the escalation policy (notebook 07) ---------------------------
# Self-RAG (Asai et al., 2023, arXiv:2310.11511) trains a model to write these judgements as
# reflection tokens (Retrieve, IsRel, IsSup, IsUse); with an API model each is one structured
# call. Every one carries a ``reason``: the run's audit trail is made of them.


class RetrievalDecision(BaseModel):
    """Retrieve on demand (Self-RAG's Retrieve token): does answering need a search? (notebook 07)"""

    retrieve: Literal["yes", "no"] = Field(
        description=(
            "'yes' if answering needs facts from a search of the notes, the company wiki or the "
            "web; 'no' for greetings, small talk and general knowledge that needs no lookup."
        )
    )
    reason: str = Field(default="", description="One sentence explaining the decision.")


class RelevanceGrade(BaseModel):
    """Is one retrieved document relevant to the question (Self-RAG's IsRel token)? (notebook 07)"""

    binary_score: Literal["yes", "no"] = Field(
        description="Is the document relevant to the question? 'yes' or 'no'."
    )
    reason: str = Field(default="", description="One sentence explaining the grade.")


class SupportGrade(BaseModel):
    """Is the answer grounded in the documents (Self-RAG's IsSup token)? (notebook 07)"""

    binary_score: Literal["yes", "no"] = Field(
        description=(
            "Is the answer grounded in / supported by the documents? 'yes' if every claim of the "
            "answer is stated in the documents, 'no' if it states something they do not."
        )
    )
    reason: str = Field(default="", description="One sentence explaining the grade.")


class CorrectnessGrade(BaseModel):
    """Does the answer state the expected facts, in any words? The optional model-graded
    correctness of the evaluation (notebook 06)."""

    binary_score: Literal["yes", "no"] = Field(
        description=("Is the answer correct? 'yes' if it states the expected facts, in any words, "
                     "and nothing that contradicts them; 'no' otherwise.")
    )
    reason: str = Field(default="", description="One sentence explaining the grade.")


class UsefulnessGrade(BaseModel):
    """Does the answer resolve the question (Self-RAG's IsUse token)? (notebook 07)"""

    binary_score: Literal["yes", "no"] = Field(
        description="Does the answer resolve the question? 'yes' or 'no'."
    )
    reason: str = Field(default="", description="One sentence explaining the grade.")


HANDLER_DESCRIPTIONS: dict[str, str] = {
    "human_review": (
        "questions about a person's private data (salary, pay, bonus, health, sick leave, home "
        "address, phone number, performance review), legal disputes, or security credentials "
        "such as passwords and API keys"
    ),
    "self_service": "everything else",
}
"""The escalation policy: which questions a human must handle. People write it, the model only
applies it: the ``PolicyDecision`` field and ``course_lib.rag.prompts.POLICY_SYSTEM`` are both
written from this table (notebook 07)."""


class PolicyDecision(BaseModel):
    """The escalation policy applied to one question: a human or the assistant? (notebook 07)"""

    handler: Literal["human_review", "self_service"] = Field(description=_options(HANDLER_DESCRIPTIONS))
    reason: str = Field(default="", description="One sentence explaining the choice.")


# --- Safe defaults (every notebook; see course_lib.models.structured) ---------------------------------

SAFE_DEFAULTS: dict[type[BaseModel], BaseModel] = {
    # An unreadable grade drops the document: Corrective RAG then rewrites, searches the web or
    # says "I don't know", instead of answering from a document nobody judged relevant.
    GradeDocument: GradeDocument(binary_score="no"),
    # An unreadable batch grades nothing: every document counts as "no", as above.
    BatchGrades: BatchGrades(grades=[]),
    # The strict end of three grades, for the same reason.
    ThreeWayGrade: ThreeWayGrade(grade="irrelevant", reason="the grader's reply could not be read"),
    # One retrieval from the notes: a wasted search costs less than a made-up direct answer,
    # and is far cheaper than the research loop.
    RouteDecision: RouteDecision(route="knowledge_base", complexity="simple",
                                 reason="the router's reply could not be read"),
    # Stop planning and answer from what was gathered: the loop ends, the answer stays grounded.
    PlanDecision: PlanDecision(action="generate", reason="the planner's reply could not be read"),
    # "Not enough" with no next query: the loop stops ("no new query") and answers from the
    # documents it has; it never searches for a query nobody wrote.
    SufficiencyDecision: SufficiencyDecision(enough=False, next_query=""),
    SufficiencyOrAnswer: SufficiencyOrAnswer(enough=False, next_query="", answer=""),
    # Not enough, and no query: the caller searches the web with the question itself.
    SufficiencyCheck: SufficiencyCheck(enough=False, missing="", web_query=""),
    # Search when unsure: a wasted search costs less than an answer no document supports.
    RetrievalDecision: RetrievalDecision(retrieve="yes", reason="the decision could not be read"),
    # As GradeDocument: an unjudged document is not used.
    RelevanceGrade: RelevanceGrade(binary_score="no", reason="the grader's reply could not be read"),
    # An unchecked answer is never shipped: the graph regenerates (capped), then climbs the ladder.
    SupportGrade: SupportGrade(binary_score="no", reason="the grader's reply could not be read"),
    # The answer already passed the support check: ship it rather than search again for nothing.
    UsefulnessGrade: UsefulnessGrade(binary_score="yes", reason="the grader's reply could not be read"),
    # An unread grade does not inflate accuracy.
    CorrectnessGrade: CorrectnessGrade(binary_score="no", reason="the grader's reply could not be read"),
    # When in doubt, a person looks at it.
    PolicyDecision: PolicyDecision(handler="human_review", reason="the policy check could not be read"),
}
"""What a structured-output call falls back to when a model's reply cannot be read, even after
a retry (``structured_output(llm, Schema, default=SAFE_DEFAULTS[Schema])``). Each is the
cautious choice for its call site, and using one is counted in the ledger. Schemas whose safe
value depends on the input have none here: a failed decomposition searches the question itself
(``SubQuestions``), a failed rewrite keeps the previous query (``RewrittenQuery``)."""


__all__ = [
    "COMPLEXITY_DESCRIPTIONS",
    "HANDLER_DESCRIPTIONS",
    "ROUTE_DESCRIPTIONS",
    "SAFE_DEFAULTS",
    "BatchGrades",
    "CorrectnessGrade",
    "DocumentGrade",
    "GradeDocument",
    "PlanDecision",
    "PolicyDecision",
    "RelevanceGrade",
    "RetrievalDecision",
    "RewrittenQuery",
    "RouteDecision",
    "SubQuestions",
    "SufficiencyCheck",
    "SufficiencyDecision",
    "SufficiencyOrAnswer",
    "SupportGrade",
    "ThreeWayGrade",
    "UsefulnessGrade",
]
