"""Filling a structured-output schema field by field, from each field's name, type and description.

enum of yes/no or grades  -> relevance of the document(s) in the prompt (strictness from the
                             instructions); three values -> relevant / ambiguous / irrelevant
other enums               -> see ``choosing`` (routes, complexity, retrieve-or-generate)
boolean "enough/sufficient/can answer" -> do the documents answer the question?
boolean "relevant"        -> relevance; "needs/requires retrieval/search" -> not a direct answer
list of strings "sub-questions/steps/queries" -> ordered, self-contained sub-questions
list of objects           -> one item per document in the prompt (batched grading)
string "query" / "next_query" -> a rewritten query (or the next hop's query; empty if enough)
string "answer"           -> a grounded, cited answer (empty when not enough)
string "reason"           -> a short sentence explaining the decisions above
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim import chains, choosing, evidence, grading, planning
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request
from course_lib.sim.tasks import DONT_KNOW, direct_kind, direct_reply
from course_lib.sim.text import content_words

_ENOUGH_RE = re.compile(
    r"enough|sufficien|complete|can_answer|answerable|has_answer|is_answered|done", re.IGNORECASE
)
_RELEVANT_RE = re.compile(r"relevan|related|useful|on_topic", re.IGNORECASE)
_NEEDS_RE = re.compile(r"need|require|retriev|search|lookup|look_up|use_tool", re.IGNORECASE)
_LIST_Q_RE = re.compile(r"question|step|quer|sub|task|hop", re.IGNORECASE)
_QUERY_RE = re.compile(r"quer|search|rewrit|rephras|keyword", re.IGNORECASE)
_ANSWER_RE = re.compile(r"answer|response|reply|final|summary|result", re.IGNORECASE)
_REASON_RE = re.compile(r"reason|explanation|rationale|justification|why|thought", re.IGNORECASE)


class _Context:
    """What the filler knows about the request, computed once and shared by the fields."""

    def __init__(self, request: Request, knowledge: Knowledge, matcher: Matcher):
        self.request = request
        self.knowledge = knowledge
        self.matcher = matcher
        self._evidence: evidence.Evidence | None = None
        self._chain: chains.Chain | None | bool = False
        self.notes: list[str] = []

    @property
    def evidence(self) -> evidence.Evidence:
        if self._evidence is None:
            self._evidence = evidence.gather(
                self.matcher, self.request.search_question, self.request.documents
            )
        return self._evidence

    @property
    def chain(self) -> chains.Chain | None:
        """For a chained question, its steps followed through the documents (else ``None``)."""
        if self._chain is False:
            self._chain = chains.follow(
                self.matcher, self.request.search_question, self.request.documents
            )
        return self._chain

    @property
    def enough(self) -> bool:
        if not self.request.documents:
            return False
        if self.chain is not None:  # every step, the last relation included, must be answered
            return self.chain.complete
        return self.evidence.answered

    def answer(self) -> str:
        if self.chain is not None and self.chain.complete:
            return self.chain.answer_text()
        return evidence.compose_answer(self.evidence)


def fill(
    parameters: dict[str, Any], request: Request, knowledge: Knowledge, matcher: Matcher
) -> dict[str, Any]:
    """Arguments for a structured-output schema (the JSON schema of the bound tool)."""
    ctx = _Context(request, knowledge, matcher)
    defs = parameters.get("$defs") or parameters.get("definitions") or {}
    return _fill_object(parameters, ctx, defs, doc_index=None)


def _resolve(schema: dict, defs: dict) -> dict:
    ref = schema.get("$ref")
    if ref:
        return _resolve(defs.get(ref.split("/")[-1], {}), defs)
    if "allOf" in schema and len(schema["allOf"]) == 1:
        merged = {
            **_resolve(schema["allOf"][0], defs),
            **{k: v for k, v in schema.items() if k != "allOf"},
        }
        return merged
    for option in schema.get("anyOf") or []:
        resolved = _resolve(option, defs)
        if resolved.get("type") != "null":
            return {**resolved, **{k: v for k, v in schema.items() if k not in ("anyOf",)}}
    return schema


def _fill_object(schema: dict, ctx: _Context, defs: dict, doc_index: int | None) -> dict[str, Any]:
    schema = _resolve(schema, defs)
    props: dict[str, Any] = schema.get("properties") or {}
    out: dict[str, Any] = {}
    reason_fields = []
    for name, field_schema in props.items():
        field = _resolve(field_schema, defs)
        if (
            _REASON_RE.search(name)
            and field.get("type", "string") == "string"
            and not field.get("enum")
        ):
            reason_fields.append(name)
            continue
        out[name] = _fill_field(name, field, ctx, defs, doc_index, out)
    for name in reason_fields:
        out[name] = (
            " ".join(dict.fromkeys(ctx.notes))
            or "Based on the question and the documents provided."
        )
    return {k: out[k] for k in props if k in out}


def _docs_for(ctx: _Context, doc_index: int | None) -> list:
    docs = ctx.request.documents
    if doc_index is None:
        return docs
    return [docs[doc_index]] if doc_index < len(docs) else []


def _fill_field(
    name: str, field: dict, ctx: _Context, defs: dict, doc_index: int | None, so_far: dict
) -> Any:
    kind = field.get("type", "string")
    description = str(field.get("description", ""))
    label = f"{name} {description}"
    req = ctx.request
    enum = field.get("enum")
    if enum:
        values = [str(v) for v in enum]
        docs = _docs_for(ctx, doc_index)
        sub = _sub_request(req, docs)
        if choosing.family(values) == "grade":
            value = choosing.grade_value(values, sub, ctx.matcher)
            _note_grade(ctx, sub, docs)
        else:
            descriptions = planning.option_descriptions(values, description, req.instructions)
            value = choosing.choose_option(values, descriptions, sub, ctx.knowledge, ctx.matcher)
            ctx.notes.append(_route_note(name, value, descriptions.get(value, "")))
        return value
    if kind == "boolean":
        if _ENOUGH_RE.search(name) or re.search(r"enough|sufficient", description, re.IGNORECASE):
            ctx.notes.append(
                "The documents cover the question." if ctx.enough else _missing_note(ctx)
            )
            return ctx.enough
        if _RELEVANT_RE.search(label):
            docs = _docs_for(ctx, doc_index)
            mode = grading.strictness(req.instructions)
            grades = [grading.grade(ctx.matcher, req.question, d, mode) for d in docs]
            return any(g.relevant for g in grades)
        if _NEEDS_RE.search(name):
            return direct_kind(req, ctx.knowledge, ctx.matcher) is None
        return ctx.enough
    if kind in ("integer", "number"):
        if doc_index is not None and re.search(
            r"index|number|id|position|doc", name, re.IGNORECASE
        ):
            docs = ctx.request.documents
            return docs[doc_index].number if doc_index < len(docs) else doc_index + 1
        if re.search(r"score|confidence|probability|rating", label, re.IGNORECASE):
            docs = _docs_for(ctx, doc_index)
            mode = grading.strictness(req.instructions)
            cover = max(
                (grading.grade(ctx.matcher, req.question, d, mode).coverage for d in docs),
                default=0.0,
            )
            return round(cover, 2) if kind == "number" else int(round(cover * 10))
        return field.get("default", 0)
    if kind == "array":
        items = _resolve(field.get("items") or {}, defs)
        if items.get("type") == "object" or items.get("properties"):
            return [_fill_object(items, ctx, defs, i) for i in range(len(req.documents))]
        if _LIST_Q_RE.search(label):
            return planning.decompose(req.question)
        return content_words(req.question)
    if kind == "object":
        return _fill_object(field, ctx, defs, doc_index)
    return _fill_string(name, description, ctx, so_far)


def _fill_string(name: str, description: str, ctx: _Context, so_far: dict) -> str:
    req = ctx.request
    label = f"{name} {description}"
    if re.search(r"next|follow", name, re.IGNORECASE) and _QUERY_RE.search(name):
        if ctx.enough:
            return ""
        return _next_query(ctx)
    if _QUERY_RE.search(name):
        if (
            req.documents
            and not ctx.enough
            and (ctx.evidence.picks or "found in step" in req.question)
        ):
            return _next_query(ctx)
        return planning.rewrite_query(
            req.question, ctx.knowledge, req.documents, req.previous_query
        )
    if _ANSWER_RE.search(name):
        if any(v is False for v in so_far.values()) and "enough" in " ".join(so_far).lower():
            return ""
        if req.documents:
            return ctx.answer() if ctx.enough else DONT_KNOW
        return direct_reply(req, ctx.knowledge, ctx.matcher)
    if re.search(r"\byes\b.*\bno\b|'yes' or 'no'", description, re.IGNORECASE):
        return choosing.grade_value(["yes", "no"], req, ctx.matcher)
    if re.search(r"language", label, re.IGNORECASE):
        return "English"
    return (
        planning.rewrite_query(req.question, ctx.knowledge, req.documents)
        if _LIST_Q_RE.search(label)
        else req.question
    )


def _next_query(ctx: _Context) -> str:
    req = ctx.request
    if "found in step" in req.question or "found in sub" in req.question:
        return planning.rewrite_query(req.question, ctx.knowledge, req.documents)
    chain = ctx.chain
    if chain is not None and chain.open_step:  # the innermost relation still unresolved
        return planning.rewrite_query(chain.open_step, ctx.knowledge)
    ev = ctx.evidence
    if ev.picks:
        return evidence.follow_up_query(ev) or planning.rewrite_query(req.question, ctx.knowledge)
    return planning.rewrite_query(req.question, ctx.knowledge, None, req.previous_query)


def _sub_request(req: Request, docs: list) -> Request:
    if docs is req.documents:
        return req
    return Request(
        req.system,
        req.human,
        req.question,
        req.instructions,
        req.history,
        list(docs),
        req.rounds,
        req.tools,
        req.tool_choice,
        req.structured,
        req.previous_query,
    )


def _note_grade(ctx: _Context, req: Request, docs: list) -> None:
    mode = grading.strictness(req.instructions)
    for doc in docs[:1]:
        ctx.notes.append(grading.reason(grading.grade(ctx.matcher, req.question, doc, mode), doc))
    if not docs:
        ctx.notes.append("There is no document to grade.")


def _missing_note(ctx: _Context) -> str:
    missing = [c.word for c in ctx.evidence.uncovered][:3]
    if not ctx.request.documents:
        return "Nothing has been retrieved yet."
    return (
        "The documents do not yet say anything about " + ", ".join(f"'{m}'" for m in missing) + "."
        if missing
        else "The documents do not answer the question."
    )


def _route_note(name: str, value: str, description: str) -> str:
    return f"{name.replace('_', ' ').capitalize()} '{value}'" + (
        f": {description.rstrip('.;')}." if description else "."
    )
