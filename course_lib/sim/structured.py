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
string "source(s)" / "citation" -> the sources of the sentences the answer uses
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim import chains, choosing, evidence, explain, grading, planning, replies
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request
from course_lib.sim.replies import direct_kind, direct_reply
from course_lib.sim.tasks import Recognised, recognise
from course_lib.sim.text import content_words

_ENOUGH_RE = re.compile(
    r"enough|sufficien|complete|can_answer|answerable|has_answer|is_answered|done", re.IGNORECASE
)
_RELEVANT_RE = re.compile(r"relevan|related|useful|on_topic", re.IGNORECASE)
_NEEDS_RE = re.compile(r"need|require|retriev|search|lookup|look_up|use_tool", re.IGNORECASE)
_LIST_Q_RE = re.compile(r"question|step|quer|sub|task|hop", re.IGNORECASE)
_QUERY_RE = re.compile(r"quer|search|rewrit|rephras|keyword", re.IGNORECASE)
_ANSWER_RE = re.compile(r"answer|response|reply|final|summary|result", re.IGNORECASE)
_SOURCE_RE = re.compile(r"^(?:sources?|citations?|cite|references?|urls?|links?|doc(?:ument)?_?(?:ids?|names?)?)$", re.IGNORECASE)
_REASON_RE = re.compile(r"reason|explanation|rationale|justification|why|thought", re.IGNORECASE)


class _Context:
    """What the filler knows about the request, computed once and shared by the fields."""

    def __init__(
        self, request: Request, knowledge: Knowledge, matcher: Matcher, recognised: Recognised
    ):
        self.request = request
        self.recognised = recognised
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
    parameters: dict[str, Any],
    request: Request,
    knowledge: Knowledge,
    matcher: Matcher,
    recognised: Recognised | None = None,
) -> dict[str, Any]:
    """Arguments for a structured-output schema (the JSON schema of the bound tool)."""
    if recognised is None:
        recognised = recognise(request, schema_text(parameters))
        explain.task(recognised.name, **recognised.evidence())
    ctx = _Context(request, knowledge, matcher, recognised)
    defs = parameters.get("$defs") or parameters.get("definitions") or {}
    out = _fill_object(parameters, ctx, defs, doc_index=None)
    explain.evidence(fields=out)
    return out


def schema_text(parameters: dict[str, Any]) -> str:
    """The schema's own words: its description and every field's name and description."""
    parts = [str(parameters.get("description", ""))]
    for name, field in (parameters.get("properties") or {}).items():
        field = field or {}
        parts.append(f"{name.replace('_', ' ')}: {field.get('description', '')}")
    for sub in (parameters.get("$defs") or {}).values():
        parts.append(schema_text(sub))
    return "\n".join(p for p in parts if p.strip())


_FIELD_TASK_RE = (
    ("grade_grounded", re.compile(r"grounded|supported|hallucinat|faithful|factual", re.IGNORECASE)),
    ("grade_useful", re.compile(r"resolves?|addresses the question|useful|utility|helpful", re.IGNORECASE)),
    ("need_retrieval", re.compile(r"retrieval (?:is )?(?:necessary|needed)|needs? retrieval|should retrieve", re.IGNORECASE)),
    ("sufficiency", re.compile(r"enough|sufficien", re.IGNORECASE)),
    ("grade_relevance", re.compile(r"relevan", re.IGNORECASE)),
)


def _verdict_task(ctx: _Context, label: str) -> str:
    """Which verdict a yes/no field asks for: its own words first, then the request's task."""
    for task, pattern in _FIELD_TASK_RE:
        if pattern.search(label):
            if task in ("grade_grounded", "grade_useful") and not ctx.request.generation.strip():
                continue
            return task
    name = ctx.recognised.name
    if name in ("grade_grounded", "grade_useful", "sufficiency", "need_retrieval"):
        return name
    return "grade_relevance"


def _inverted(label: str) -> bool:
    """True for a field that is yes when the answer is NOT grounded ("hallucination: yes")."""
    return bool(re.search(r"hallucinat|unsupported|made[- ]up", label, re.IGNORECASE)) and not re.search(
        r"grounded|supported by|free of", label, re.IGNORECASE
    )


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
    title = str(field.get("title", ""))
    if title and title.replace(" ", "_").lower() != name.lower():
        description = f"{title}. {description}".strip()  # Field(title="Determines if ...")
    label = f"{name} {description}"
    req = ctx.request
    enum = field.get("enum")
    if enum:
        values = [str(v) for v in enum]
        docs = _docs_for(ctx, doc_index)
        sub = _sub_request(req, docs)
        if choosing.family(values) == "grade" or _all_polar(values):
            value = _verdict_field(ctx, sub, label, values)
        else:
            descriptions = planning.option_descriptions(values, description, req.instructions)
            value = choosing.choose_option(values, descriptions, sub, ctx.knowledge, ctx.matcher)
            ctx.notes.append(_route_note(name, value, descriptions.get(value, "")))
        return value
    if kind == "boolean":
        task = _verdict_task(ctx, label)
        if task in ("grade_grounded", "grade_useful", "need_retrieval") and not _NEEDS_RE.search(name):
            v = replies.verdict(task, ctx.request, ctx.matcher, ctx.knowledge)
            ctx.notes.append(v.reason)
            positive = v.level in ("relevant", "relevant_partly")
            return (not positive) if _inverted(label) else positive
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
        if re.search(r"score|confidence|probability|rating|relevan|utility|useful|helpful|grade", label, re.IGNORECASE):
            docs = _docs_for(ctx, doc_index)
            sub = _sub_request(req, docs)
            task = _verdict_task(ctx, label)
            v = replies.verdict(task, sub, ctx.matcher, ctx.knowledge)
            ctx.notes.append(v.reason)
            scale = _field_scale(field, label) or ctx.recognised.scale
            if scale is None:
                scale = (0.0, 1.0) if kind == "number" else (1.0, 10.0)
            value = float(replies.verdict_value(v, (), scale))
            return round(value, 2) if kind == "number" else int(round(value))
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
    offered = replies._quoted(description)
    if len(offered) >= 2 and _all_polar(offered):
        return _verdict_field(ctx, req, label, offered)
    if re.search(r"\byes\b.*\bno\b", description, re.IGNORECASE) and _verdict_task(ctx, label):
        return _verdict_field(ctx, req, label, ["Yes", "No"] if "'Yes'" in description else ["yes", "no"])
    if len(offered) >= 2:
        descriptions = planning.option_descriptions(offered, description, req.instructions)
        return choosing.choose_option(offered, descriptions, req, ctx.knowledge, ctx.matcher)
    scale = _field_scale({}, label)
    if scale is not None and re.search(r"\brate|\bscore|\bscale|\brating", label, re.IGNORECASE):
        v = replies.verdict(_verdict_task(ctx, label), req, ctx.matcher, ctx.knowledge)
        ctx.notes.append(v.reason)
        return replies.verdict_value(v, (), scale)
    if _SOURCE_RE.search(name) and req.documents:
        # The sources of the sentences the answer uses (else of every document given).
        used = ctx.evidence.sources() if ctx.evidence.picks else []
        return ", ".join(used or dict.fromkeys(d.source for d in req.documents if d.source))
    task = ctx.recognised.name
    if _ANSWER_RE.search(name) and task in ("rewrite", "decompose", "route", "classify"):
        return _task_text(ctx)
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
            if ctx.enough:
                return ctx.answer()
            return evidence.partial_answer(ctx.evidence, req.language) or replies.dont_know(req)
        return direct_reply(req, ctx.knowledge, ctx.matcher)
    if re.search(r"language", label, re.IGNORECASE):
        return "English"
    return (
        planning.rewrite_query(req.question, ctx.knowledge, req.documents)
        if _LIST_Q_RE.search(label)
        else req.question
    )


def _task_text(ctx: _Context) -> str:
    """The recognised task's text result, for a generic "response" field."""
    from course_lib.sim.replies import _solve

    return _solve(ctx.recognised, ctx.request, ctx.knowledge, ctx.matcher)


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


def _all_polar(values: list[str]) -> bool:
    """Values that are all verdicts ("Fully supported", "Partially supported", "No support")."""
    return len(values) >= 2 and all(replies.option_polarity(v) != "unknown" for v in values)


def _verdict_field(ctx: _Context, req: Request, label: str, values: list[str]) -> str:
    task = _verdict_task(ctx, label)
    v = replies.verdict(task, req, ctx.matcher, ctx.knowledge)
    if _inverted(label):
        flipped = {"relevant": "irrelevant", "relevant_partly": "ambiguous", "ambiguous": "relevant_partly", "irrelevant": "relevant"}
        v = grading.Verdict(flipped[v.level], v.reason, v.scores, None if v.score is None else 1.0 - v.score)
    ctx.notes.append(v.reason)
    explain.rule(v.reason, verdict=v.level, verdict_task=task)
    return replies.verdict_value(v, tuple(values))


def _field_scale(field: dict, label: str) -> tuple[float, float] | None:
    low, high = field.get("minimum"), field.get("maximum")
    if isinstance(low, int | float) and isinstance(high, int | float) and high > low:
        return (float(low), float(high))
    m = re.search(
        r"(?:from|between)\s*(-?\d+(?:\.\d+)?)\s*(?:\([^()]{0,40}\)\s*)?(?:to|and|-)\s*(-?\d+(?:\.\d+)?)", label
    )  # "from 1 (useless) to 5 (answers it)" too
    if m and float(m.group(2)) > float(m.group(1)):
        return (float(m.group(1)), float(m.group(2)))
    return None
