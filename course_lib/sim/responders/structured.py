"""Filling a structured-output schema field by field, from each field's name, type and description.

enum of yes/no or grades  -> relevance of the document(s) in the prompt (strictness from the
                             instructions); three values -> relevant / ambiguous / irrelevant
other enums               -> see ``choosing`` (routes, complexity, retrieve-or-generate)
boolean "enough/sufficient/can answer" -> do the documents answer the question?
boolean "relevant"        -> relevance; "needs/requires retrieval/search" -> not a direct answer
list of strings "sub-questions/steps/queries" -> ordered, self-contained sub-questions
list of objects           -> one item per document in the prompt (batched grading)
string "query" / "next_query" -> a rewritten query (or the next hop's query; empty if enough)
string "missing" / "gap"  -> what the documents do not say that the answer needs: the question's
                             key words no document covers (empty if enough)
string "answer"           -> a grounded, cited answer (empty when not enough)
string "reason"           -> a short sentence explaining the decisions above
string "source(s)" / "citation" -> the sources of the sentences the answer uses
sentiment options or a "sentiment" / "tone" string -> the passage's tone (``sentiment``); a
                             "how aggressive, 1 to 10" scale -> its degree; "language" -> the
                             passage's language
any other field           -> the value read from the passage by the field's name and type
                             (``field_readers``: names, "<thing>_color", quantities in the field's
                             unit, ages, dates, e-mails); ``None`` for an optional field the
                             passage does not fill
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from course_lib.sim.grounded import chains, evidence, reference_ranges
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import coordinated_names, planning
from course_lib.sim.request.reading import Request
from course_lib.sim.responders import (
    choosing,
    extraction,
    grading,
    list_items,
    object_lists,
    replies,
)
from course_lib.sim.responders.replies import direct_kind, direct_reply
from course_lib.sim.task import guideline_question
from course_lib.sim.task.tasks import Recognised, output_options, recognise, stated_scale
from course_lib.sim.tools import search_queries
from course_lib.sim.values import named_people, scale_glosses, table_objects
from course_lib.sim.values.answer_fields import is_answer_field
from course_lib.sim.values.field_currency import foreign_amount, state_foreign
from course_lib.sim.values.field_readers import (
    Field,
    age_check,
    described_code,
    enum_currency,
    form_flag,
    is_date_field,
    is_form,
    is_place_field,
    is_rating_field,
    kind_of,
    place_from_bottom,
    rating_scale,
    read_field,
    stated_on_scale,
    stated_out_of,
    stated_place,
)
from course_lib.sim.values.relative_days import relative_day
from course_lib.sim.words import sentiment
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import STOP_WORDS, content_words
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("structured")  # its cue patterns: data/sim/patterns.yaml

# respond.solve's shape: the recognised task carried out as the reply's text.
Solver = Callable[[Recognised, Request, Knowledge, Matcher], str]

_ENOUGH_RE = re.compile(
    r"enough|sufficien|complete|can_answer|answerable|has_answer|is_answered|done", re.IGNORECASE
)
_RELEVANT_RE = re.compile(r"relevan|related|useful|on_topic", re.IGNORECASE)
_NEEDS_RE = re.compile(r"need|require|retriev|search|lookup|look_up|use_tool", re.IGNORECASE)
# What a router flag needs: retrieval, a search, a tool, documents, context, more information.
_ROUTED_THING_RE = re.compile(
    r"retriev|search|look_?up|tool|doc|context|knowledge|source|web|rag|info|data|external|fetch|query",
    re.IGNORECASE,
)
_NEED_WORDS = frozenset(
    "need needs needed require requires required requirement is does do should must to a more any".split()
)
# "hops" of a multi-hop plan, never the "hop" inside "shop" (a shop's name is no query)
_HOP = r"(?<![a-z])hops?(?![a-z])|multi-?hop"
# "sub" as in sub-questions, subtasks, subgoals ("sub_queries"), never the "sub" of "subjects" or
# "subscribers": "related subjects" is no decomposition of the question
_LIST_Q_RE = re.compile(rf"question|step|quer|sub(?!ject|scri|stan|sid|stit|ur)|task|{_HOP}", re.IGNORECASE)
_QUERY_RE = re.compile(r"quer|search|rewrit|rephras|keyword", re.IGNORECASE)
_QUESTIONISH_RE = re.compile(rf"question|step|quer|task|{_HOP}", re.IGNORECASE)
# A request to invent new items ("Generate a list of 3 sub-topics ...", "Brainstorm five
# names ..."): no rule writes new content, and the request's own words are no such item.
_INVENT_RE = re.compile(
    r"^\W*(?:please\s+)?(?:generate|write|compose|create|invent|brainstorm|come up with|make up|"
    r"draft|suggest|propose|think of|name \d|list \d|give me \d)|^\W*(?:请)?(?:生成|编写|写出?|创作|想出|列出\s*\d)",
    re.IGNORECASE,
)
_MISSING_RE = re.compile(r"missing|lacking|gaps?|absent|unanswered|缺失|缺少", re.IGNORECASE)
_ANSWER_RE = re.compile(r"answer|response|reply|final|summary|result", re.IGNORECASE)
_SOURCE_RE = re.compile(r"^(?:sources?|citations?|cite|references?|urls?|links?|doc(?:ument)?_?(?:ids?|names?)?)$", re.IGNORECASE)
_REASON_RE = re.compile(r"reason|explanation|rationale|justification|why|thought", re.IGNORECASE)
# a reason field's text when no rule gave a reason for the other fields' values (they were read
# from the text): what the simulator did, never a made-up justification (issue 26)
_NO_REASON = "No reason given: the offline simulator decided these values by its rules and writes no reasoning."


class _Context:
    """What the filler knows about the request, computed once and shared by the fields."""

    def __init__(
        self, request: Request, knowledge: Knowledge, matcher: Matcher, recognised: Recognised,
        solve: Solver,
    ):
        self.request = request
        self.solve = solve
        self.recognised = recognised
        self.knowledge = knowledge
        self.matcher = matcher
        self._evidence: evidence.Evidence | None = None
        self._chain: chains.Chain | None | bool = False
        self.notes: list[str] = []
        self.tone: sentiment.Tone | None = None  # set once a sentiment has been chosen

    @property
    def passage(self) -> str:
        """The text a classification or extraction schema is about: the passage or documents
        given, else the question (the human's message)."""
        if self.request.documents:
            return "\n".join(d.text for d in self.request.documents)
        human, question = self.request.human, self.request.question
        if question and " ".join(human.split()) == question and is_form(human):
            return human  # a form filled in as the whole message: its "Label: value" lines as written
        return question or human

    @property
    def lines(self) -> str:
        """The passage with its lines as written (the question is read as one line): the
        documents given, else the human's message."""
        if self.request.documents:
            return self.passage
        return self.request.human or self.request.question

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
    *,
    solve: Solver,
) -> dict[str, Any]:
    """Arguments for a structured-output schema (the JSON schema of the bound tool). ``solve``
    carries out the recognised task (``respond.solve``) for a field that asks for its result."""
    if recognised is None:
        recognised = recognise(request, schema_text(parameters))
        explain.task(recognised.name, **recognised.evidence())
    if not request.documents:  # "Today is ..." in the system message anchors "tomorrow" in the text
        from dataclasses import replace

        from course_lib.sim.values.relative_days import anchored

        dated = anchored(request.question, [request.system, *(t for role, t in request.turns if role == "human")])
        if dated != request.question:
            explain.rule("a day relative to now counted from the today the context states")
            request = replace(request, question=dated)
        request = _settled(request)
    ctx = _Context(request, knowledge, matcher, recognised, solve)
    defs = parameters.get("$defs") or parameters.get("definitions") or {}
    out = _fill_object(parameters, ctx, defs, doc_index=None)
    _listed_in_instructions(out, parameters.get("properties") or {}, request)
    explain.evidence(fields=out)
    return out


def _listed_in_instructions(out: dict[str, Any], props: dict, request: Request) -> None:
    """A string field the system prompt closes to the values it lists ("`author` attribute MUST be
    one of: ..."): the listed value the question names, else nothing and the limit
    (``listed_options``), never the question's own spelling of a value outside the list."""
    from course_lib.sim.values import listed_options

    for name, options, chosen in listed_options.closed_fields(props, request.system, request.question, out):
        explain.rule("a field closed to the values the instructions list", field=name, options=len(options),
                     chosen=chosen)
        if chosen is not None:
            out[name] = chosen
            continue
        limits.state(*listed_options.unlisted(name, options), kind="arguments", replace=True)
        out[name] = props[name].get("default", "")


def _settled(request: Request) -> Request:
    """``request`` with the values its message corrects itself put in place ("2 boxes - actually
    make that 3": 3; ``corrections.settled``)."""
    from dataclasses import replace

    from course_lib.sim.request.corrections import settled

    question, human = settled(request.question), settled(request.human)
    if (question, human) == (request.question, request.human):
        return request
    explain.rule("a value the message corrects itself read as corrected")
    return replace(request, question=question, human=human)


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


# the tasks whose text reply is the grounded answer (``respond``'s "answer"): a structured answer
# field on such a request takes that same answer
_TEXT_ANSWER_TASKS = frozenset({"answer"})
# the grades whose text reply is one of the reply values the prompt offers ("Yes" / "No")
_OPTION_GRADES = frozenset({"grade_relevance", "grade_grounded", "grade_useful", "need_retrieval", "sufficiency"})


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
    kinds = schema.get("type")
    if isinstance(kinds, list) and len([k for k in kinds if k != "null"]) == 1:
        # '"type": ["number", "null"]' (a JSON schema dict's optional number): a number, never a string
        return {**schema, "type": next(k for k in kinds if k != "null")}
    return schema


def _fill_object(schema: dict, ctx: _Context, defs: dict, doc_index: int | None) -> dict[str, Any]:
    schema = _resolve(schema, defs)
    props: dict[str, Any] = schema.get("properties") or {}
    out: dict[str, Any] = {}
    reason_fields = []
    from course_lib.sim.tools.tool_args import dates_by_field

    # "arriving 2026-07-03, leaving 2026-07-06": two date fields take a date each (tool arguments' rule)
    dated = dates_by_field({n: _resolve(f, defs) for n, f in props.items()}, list(schema.get("required") or []),
                           ctx.passage, "")
    earlier = _earlier_texts(ctx, doc_index)
    for name, field_schema in props.items():
        field = _resolve(field_schema, defs)
        if (
            _REASON_RE.search(name)
            and field.get("type", "string") == "string"
            and not field.get("enum")
        ):
            reason_fields.append(name)
            continue
        if _declined_optional(name, field, field_schema, defs, ctx.passage):
            out[name] = None  # "I don't have a mobile": never the office's number
            continue
        if dated is not None and name in dated:
            out[name] = _NOT_GIVEN if dated[name] is None else dated[name]
        elif earlier:
            out[name] = _fill_over_thread(name, field, ctx, defs, out, earlier)
        else:
            out[name] = _fill_field(name, field, ctx, defs, doc_index, out)
        if field.get("type") == "array":  # words in a list of integers, or only empty strings
            item_type = str(_resolve(field.get("items") or {}, defs).get("type") or "")
            out[name] = list_items.checked(name, out[name], item_type)
        if out[name] is _NOT_GIVEN:
            out[name] = None if _nullable(field_schema, defs) else _old_fallback(name, field, ctx)
    for name in reason_fields:
        out[name] = (
            " ".join(dict.fromkeys(ctx.notes))
            or _NO_REASON
        )
    _offset_dates(out, props, defs, ctx.passage)
    _one_value_one_field(out, props, defs, ctx)
    _bound_filters(out, props, defs, ctx.passage)
    _same_records(out)
    _number_from_answer(out, props, defs, ctx)
    _changed_amounts(out, props, defs, ctx)
    _unfounded_numbers(out, props, defs, ctx)
    _operand_as_total(out, props, defs, ctx)
    _values_across_lines(out, props, defs, ctx)
    return {k: out[k] for k in props if k in out}


_WORKED_ANSWER_RE = re.compile(r"^\W*[$€£]?\s?(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?:[$€£]|points?)?\s*(?:\(|:\s)")
_MONEY_FIELD_RE = re.compile(r"price|cost|amount|total|fee|charge|gbp|eur|usd|pounds|euros|dollars|sum", re.IGNORECASE)


def _number_from_answer(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """A number field beside an answer field of a question over documents (the forty-seventh set's PP1):
    it takes the answer's own figure, never another line's. An answer that opens with a worked figure
    ("£80 (£110 less £30: ...)") gives it to an amount field; an amount field holding a figure the
    answer does not state takes the answer's one amount, or its safe value when the answer states
    none or several."""
    from course_lib.sim.words.quantities import figures, with_all_digits

    if not ctx.request.documents or not ctx.request.question.strip():
        return
    answers = [v for k, v in out.items() if isinstance(v, str) and v.strip()
               and (_ANSWER_RE.search(k) or is_answer_field(k, str(_resolve(props.get(k) or {}, defs).get("description") or "")))]
    if len(answers) != 1:
        return
    answer = answers[0]
    worked = _WORKED_ANSWER_RE.match(answer)
    stated = {float(f.replace(",", "")) for f in figures(with_all_digits(answer)) if re.fullmatch(r"\d[\d,]*(?:\.\d+)?", f)}
    from course_lib.sim.grounded.said_amounts import amounts

    money = amounts(answer)
    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if (field.get("type") not in ("integer", "number") or isinstance(value, bool) or field.get("enum")
                or not _MONEY_FIELD_RE.search(f"{name} {field.get('description', '')}")):
            continue
        if worked is not None:
            figure = float(worked.group("n").replace(",", ""))
        elif isinstance(value, int | float) and (float(value) not in stated
                                                 or (money and float(value) not in {float(v) for v, _ in money})):
            # (a figure the answer states but not as money, "Grades 4-5 £61": 5 is no amount; £61 is)
            figure = money[0][0] if len({v for v, _ in money}) == 1 else None
        else:
            continue
        if figure is None:
            if _nullable(props.get(name) or {}, defs):
                explain.rule("a number field beside the answer, holding no figure the answer states: its safe value",
                             field=name)
                out[name] = None
            continue
        if value != figure:
            explain.rule("a number field beside the answer takes the answer's figure", field=name, value=figure)
            out[name] = int(figure) if field.get("type") == "integer" and figure == int(figure) else figure


def _changed_amounts(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """A number field of an amount after a change ("reduced_charge: the charge if paid early"):
    the text's one amount worked by its one change ("GBP 70 ... reduced by 50%" 35.0); where the text
    writes a change it cannot work on one amount, or the field holds another field's amount, the
    safe value with a stated limit, never the base amount (``values.changed_amounts``)."""
    from course_lib.sim.values.changed_amounts import changes, is_changed_field, worked

    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if (field.get("type") not in ("integer", "number") or isinstance(value, bool)
                or not isinstance(value, int | float) or field.get("enum")
                or not is_changed_field(name, str(field.get("description", "")))):
            continue
        amount = worked(ctx.passage)
        if amount is not None:
            explain.rule("an amount after a change: the text's amount worked by its change", field=name, value=amount)
            out[name] = int(amount) if field.get("type") == "integer" and float(amount).is_integer() else amount
            continue
        same = [n for n, v in out.items() if n != name and not isinstance(v, bool) and v == value]
        if not changes(ctx.passage) and not same:
            continue
        explain.rule("an amount after a change the simulator cannot work", field=name, value=value)
        limits.state(
            f"fill the number field '{name}' (it read {value:g})",
            "the field holds an amount after a change, and the text writes no change it can work on one amount, "
            "so it gives the safe value rather than the amount before the change",
            "work the changed amount from the text",
            kind="arguments",
        )
        out[name] = None if _nullable(props.get(name) or {}, defs) else field.get("default", 0)


def _values_across_lines(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """A name, place or text field whose value runs across the lines of a form or a list ("VOLUNTEER
    SIGN-UP FORM Name Priya Nair": a title, a label and a value read as one, from the message
    read as one line): no line holds it, so it is a guess: the safe value with the stated limit."""
    lines = ctx.lines
    if "\n" not in lines or ctx.request.documents:
        return
    rows = [re.sub(r"\s+", " ", line).strip() for line in lines.splitlines() if line.strip()]
    if len(rows) < 3:
        return
    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if (not isinstance(value, str) or len(value.split()) < 2 or field.get("type", "string") != "string"
                or field.get("enum")):
            continue
        said = re.sub(r"\s+", " ", value).strip()
        if any(said in row for row in rows) or said not in " ".join(rows):
            continue  # one line holds it, or it is no span of the text (written by a rule)
        explain.rule("a field's value read across the lines of the text", field=name, value=value)
        limits.state(
            f"fill the field '{name}'",
            f"the value it read ({said[:60]!r}) runs across the text's lines, so it is a title or a label "
            "read with a value, not one value",
            "read the value written after the field's label",
            kind="reading",
        )
        out[name] = None if _nullable(props.get(name) or {}, defs) else field.get("default", "")


_TOTAL_STATED_RE = re.compile(r"\b(?:total|sum|altogether|in all|grand total|amount due|to pay)\b|合计|总计|共计|总额|一共", re.IGNORECASE)
# ("a sum of money in pounds" names an amount, no total)
_TOTAL_FIELD_RE = re.compile(r"total|\bsum\b(?!\s+of\s+money)|_sum\b|sum_|overall|altogether|combined|in all|grand", re.IGNORECASE)


def _operand_as_total(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """A total field ("total_minutes") filled with one of several figures the text states ("three
    sessions of 40 minutes and a 25-minute cool-down": 3): one operand, not the total; the safe value
    with the stated limit. A text of one figure, or a value no figure of it is, stays (it may be the
    total, worked or stated)."""
    from course_lib.sim.words.quantities import figures, with_all_digits

    stated = None
    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if (field.get("type") not in ("integer", "number") or isinstance(value, bool)
                or not isinstance(value, int | float) or field.get("enum")
                or not _TOTAL_FIELD_RE.search(f"{name.replace('_', ' ')} {field.get('description', '')}")):
            continue
        if stated is None:
            stated = [float(f) for f in figures(with_all_digits(ctx.passage)) if re.fullmatch(r"\d+(?:\.\d+)?", f)]
        if (len(set(stated)) < 2 or float(value) not in stated or float(value) == sum(stated)
                or _TOTAL_STATED_RE.search(ctx.passage)):
            continue  # (a text that states its total, "Total: 56", "合计56元", is read for it)
        explain.rule("a total field filled with one of the text's several figures", field=name, value=value)
        limits.state(
            f"fill the number field '{name}' (it read {value:g})",
            "the field asks a total and the text states several figures, of which that is one, not their total",
            "work the total from the text's figures",
            kind="arguments",
        )
        out[name] = None if _nullable(props.get(name) or {}, defs) else field.get("default", 0)


def _unfounded_numbers(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """A total, a count or an amount whose value the request states nowhere and works from none
    of its numbers (``number_evidence.founded``: "amount_due" 2 of "the 2nd floor"): the safe
    value (``None`` for an optional field, else its default or 0) with the stated limit."""
    from course_lib.sim.values.number_evidence import founded, is_checked_field

    source = None
    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if (field.get("type") not in ("integer", "number") or isinstance(value, bool)
                or not isinstance(value, int | float) or field.get("enum")
                or not is_checked_field(name, str(field.get("description", "")))):
            continue
        if source is None:
            req = ctx.request
            source = "\n".join([ctx.passage, req.human or "", req.question or "", req.instructions or "",
                                 *(text for _, text in req.turns),
                                 *(v for k, v in out.items() if isinstance(v, str) and _ANSWER_RE.search(k))])
            # (the answer field's worked figure, "£56 (2 x £28: ...)", founds the number field beside it)
        if founded(float(value), source):
            continue
        explain.rule("a number field's value the text neither states nor works", field=name, value=value)
        limits.state(
            f"fill the number field '{name}' (it read {value:g})",
            "the text states that value nowhere and works it from none of its numbers, so it gives the safe value",
            "read the number from the text by the field's meaning",
            kind="arguments",
        )
        safe = props.get(name) or {}
        out[name] = None if _nullable(safe, defs) else field.get("default", 0)


def _offset_dates(out: dict[str, Any], props: dict, defs: dict, passage: str) -> None:
    """A date field given the text's one date, where the text ties the field's own word to a
    span from it ("born on 10 May ... the jab is due at 8 weeks"): the date plus the span
    (``validity.offset_field_date``), never the date of the other event."""
    from course_lib.sim.grounded.validity import offset_field_date
    from course_lib.sim.values.field_readers import date_spans
    from course_lib.sim.words.calendar_dates import date_value

    for name, value in list(out.items()):
        field = _resolve(props.get(name) or {}, defs)
        if not isinstance(value, str) or not is_date_field(name, str(field.get("description", "")),
                                                            str(field.get("format") or "")):
            continue
        if {date_value(passage[a:b]) for a, b in date_spans(passage)} != {value}:
            continue  # the text's one date (written once or more) is the one read
        worked = offset_field_date([w for w in re.split(r"[_\W]+", name.lower()) if w], passage, value)
        if worked:
            explain.rule("a date worked from the text's date and the span it ties to the field", field=name)
            out[name] = worked
        elif _end_left_at_start(name, str(field.get("description", "")), passage):
            explain.rule("an end date left at the text's one date, its span unworked", field=name)
            limits.state(
                f"fill the date field '{name}' (it read {value})",
                "the field asks the end of a period and the text writes a span beside its one date that no "
                "rule it has works (a duration, working days, or a span not tied to the field's word), so it "
                "gives the safe value rather than the other date",
                "work the end date from the stated date and the span the text writes",
                kind="arguments",
            )
            out[name] = None if _nullable(props.get(name) or {}, defs) else ""
    _unworked_end_dates(out, props, defs, passage)


def _end_left_at_start(name: str, description: str, passage: str) -> bool:
    """A date field asking the end of a period (its name's words in ``period_end_words``, or its
    description's in ``period_end_description_words``, data/sim/lexicons.yaml: "due", "ends",
    "latest") given the text's one date, where the text writes a span beside it ("lasts six weeks",
    "within 10 working days"; ``validity.writes_span``) and no end word (the field's, or one of
    those lexicons': "until", "by") is followed in the text by that date ("due on 4 May", "valid
    until 30 June": an end's own date): the date is the period's start."""
    from course_lib.sim.grounded.validity import writes_span
    from course_lib.sim.words.calendar_dates import date_value
    from course_lib.sim.words.quantities import with_all_digits

    words = {w for w in re.split(r"[_\W]+", name.lower()) if w} & lexicon("period_end_words")
    words |= set(re.findall(r"[a-z]+", description.lower())) & lexicon("period_end_description_words")
    text = with_all_digits(passage[:2000])
    if not words or not writes_span(text):
        return False
    ends = words | lexicon("period_end_words") | lexicon("period_end_description_words")
    for hit in re.finditer(r"[A-Za-z]+", text):
        said = hit.group(0).lower()
        if any(said == w or (len(w) >= 3 and said.startswith(w)) for w in ends) and date_value(
                re.match(r"[^.;\n]{0,40}", text[hit.end():]).group(0)):
            return False  # "payment due 12 March", "valid until 30 June": the date is an end's own
    return True


def _unworked_end_dates(out: dict[str, Any], props: dict, defs: dict, passage: str) -> None:
    """Two date fields holding the text's one date, where the text writes a span from it ("returned
    within ten days of collection") that no rule tied to a field: the field named as the end of a
    period ("return_by", "due", "expires"; ``period_end_words`` in data/sim/lexicons.yaml) is no
    copy of the start: the safe value with the stated limit."""
    from course_lib.sim.grounded.validity import writes_offset
    from course_lib.sim.words.cues import lexicon

    dates = {n: v for n, v in out.items() if isinstance(v, str) and is_date_field(
        n, str(_resolve(props.get(n) or {}, defs).get("description", "")),
        str(_resolve(props.get(n) or {}, defs).get("format") or ""))}
    shared = [n for n, v in dates.items() if list(dates.values()).count(v) > 1]
    if len(shared) < 2 or not writes_offset(passage):
        return
    for name in shared:
        if not set(re.split(r"[_\W]+", name.lower())) & lexicon("period_end_words"):
            continue
        explain.rule("an end date left at the start date, its span unworked", field=name)
        limits.state(
            f"fill the date field '{name}' (it read {out[name]})",
            "the text writes the date as a span from another date, and no rule it has ties the span to this "
            "field, so it gives the safe value rather than the start date",
            "work the date from the start date and the span the text writes",
            kind="arguments",
        )
        out[name] = None if _nullable(props.get(name) or {}, defs) else ""


def _one_value_one_field(out: dict[str, Any], props: dict, defs: dict, ctx: _Context) -> None:
    """One value the text writes once, read into two or more string fields ("Put Ana Diaz down
    for the spin class": ``class_name`` and ``guest_name`` both 'Ana Diaz'): nothing told the
    fields apart, so each is a guess: an optional one is left ``None``, a required one the empty
    string with the stated limit (never the same name in every field)."""
    from course_lib.sim.words.text import names as text_names

    named = set(text_names(ctx.passage))  # a name ("Ana Diaz"), never an address or a code one
    by_value: dict[str, list[str]] = {}  # field may share with another ("ip" and "hostname")
    for name, value in out.items():
        field = _resolve(props.get(name) or {}, defs)
        if (isinstance(value, str) and any(value in n for n in named) and re.search(r"[^\W\d_]{2}", value)
                and field.get("type", "string") == "string" and not field.get("enum") and not field.get("format")):
            by_value.setdefault(value, []).append(name)
    for value, names in by_value.items():
        if len(names) < 2 or len(re.findall(rf"(?<!\w){re.escape(value)}(?!\w)", ctx.passage)) != 1:
            continue
        explain.rule("one value read into several fields: each is a guess", fields=names, value=value)
        for name in names:
            out[name] = None if _nullable(props.get(name) or {}, defs) else _old_fallback(
                name, _resolve(props.get(name) or {}, defs), ctx)


def _same_records(out: dict[str, Any]) -> None:
    """Two nested records filled alike ("white" and "black" both ``Player(name='Jonas', ...)``):
    each was read from the whole text, nothing told them apart, so at least one is a guess: a
    stated limit (their values stay, as the schema needs a record there)."""
    import json

    seen: dict[str, list[str]] = {}
    for name, value in out.items():
        if isinstance(value, dict) and any(v not in (None, "", 0, [], {}) for v in value.values()):
            seen.setdefault(json.dumps(value, sort_keys=True, default=str), []).append(name)
    alike = next((names for names in seen.values() if len(names) > 1), None)
    if alike:
        limits.state(
            f"fill the records {', '.join(repr(n) for n in alike[:4])} apart",
            "each was read from the whole text and they came out the same, so at least one is a guess",
            "read each record from the words that go with it",
            kind="reading",
        )


def _earlier_texts(ctx: _Context, doc_index: int | None) -> list[str]:
    """The user's earlier turns a field may be read from (``thread_fields``), latest first; none
    for a request over documents or with no earlier human turn (nothing is read then)."""
    req = ctx.request
    if doc_index is not None or req.documents or not any(role == "human" for role, _ in req.turns):
        return []
    from course_lib.sim.dialogue.thread_fields import earlier_texts

    return earlier_texts(req.turns)


def _fill_over_thread(name: str, field: dict, ctx: _Context, defs: dict, so_far: dict, earlier: list[str]) -> Any:
    """A field filled from the last message, else from the latest earlier turn that gives it a
    value its reader states no limit for; else the last message's outcome, limit and all."""
    import dataclasses

    with explain.collecting() as first:
        value = _fill_field(name, field, ctx, defs, None, so_far)
    if first["limit"] is None and value is not _NOT_GIVEN:
        explain.evidence(**first["evidence"])
        return value
    for text in earlier:
        if not _read_from_a_turn(name, field, text):
            continue
        turn = dataclasses.replace(ctx.request, question=text, human=text, turns=(), history=[])
        sub = _Context(turn, ctx.knowledge, ctx.matcher, ctx.recognised, ctx.solve)
        with explain.collecting() as trial:
            found = _fill_field(name, field, sub, defs, None, so_far)
        if trial["limit"] is None and found is not _NOT_GIVEN:
            explain.evidence(**{f"{name} (from an earlier turn)": text})
            return found
    explain.evidence(**first["evidence"])
    if first["limit"]:
        explain.limit(first["limit"], first.get("limit_kind") or "")
    return value


def _read_from_a_turn(name: str, field: dict, text: str) -> bool:
    """Whether an earlier turn may give the field its value: a field the readers read a value of
    its kind for (a name, a date, a count, an id ...), an option the turn names ("a double
    room"), a yes/no on a thing the turn names ("breakfast"). A route, a grade, an answer or a
    free text is about the last message only: an earlier question's would be a silent wrong."""
    from course_lib.sim.values.field_readers import value_named

    description = str(field.get("description", ""))
    if field.get("enum"):
        return value_named([str(v) for v in field["enum"]], text) is not None
    kind = field.get("type", "string")
    if kind == "boolean":
        return _permission_said(name, text, description) is not None
    if kind not in ("string", "integer", "number"):
        return False
    return kind_of(Field.of(name, description, kind, str(field.get("format") or ""))) not in (None, "text")


# --- bounds of a range filter (issue 26: rag-from-scratch's TutorialSearch) ----------------------

_BOUND_RE = re.compile(
    r"^(?P<side>min|minimum|max|maximum|earliest|latest|lower|upper)_(?P<what>\w+)$|"
    r"^(?P<what2>\w+?)_(?P<side2>min|max)$",
    re.IGNORECASE,
)
_LOW_SIDES = frozenset({"min", "minimum", "earliest", "lower"})
_NUMBER_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_LOW_CUE_RE = re.compile(r"\b(?:at least|more than|over|above|after|since|longer than|no less than|"
                         r"minimum(?: of)?|min)\s*$", re.IGNORECASE)
_HIGH_CUE_RE = re.compile(r"\b(?:under|below|less than|fewer than|at most|before|up to|until|shorter than|"
                          r"no more than|within|maximum(?: of)?|max)\s*$", re.IGNORECASE)
_COUNT_WORDS = frozenset("count counts number num total amount qty quantity".split())


def _bound_filters(out: dict, props: dict, defs: dict, passage: str) -> None:
    """Numbers in the bounds of range filters (``min_view_count`` / ``max_view_count``,
    ``min_length_sec`` / ``max_length_sec``) as a model sets them: a count filter only from a
    number written with its noun ("10,000 views"), never a year or a duration; one number fills
    one bound, the side its words say ("at least" -> min, "under" / "before" -> max), else neither.
    A number of the request no bound can take by these rules is a stated limit, not a guess."""
    from course_lib.sim.words.text import stem

    bounds: dict[str, tuple[str, str]] = {}
    for name in props:
        m = _BOUND_RE.match(name)
        field = _resolve(props[name], defs)
        kinds: set = set()
        for t in [field.get("type")] + [_resolve(a, defs).get("type") for a in field.get("anyOf") or []]:
            kinds.update(t if isinstance(t, list) else [t])  # "type": ["integer", "null"] too
        if m and kinds & {"integer", "number"}:
            side = (m.group("side") or m.group("side2")).lower()
            bounds[name] = ("low" if side in _LOW_SIDES else "high", (m.group("what") or m.group("what2")).lower())
    filled = {n: v for n, v in ((n, out.get(n)) for n in bounds) if isinstance(v, int | float) and not isinstance(v, bool)}
    if not filled:
        return
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", passage)}
    dropped: list[str] = []
    for name in filled:
        what = bounds[name][1]
        parts = [p for p in what.split("_") if p]
        nouns = [p for p in parts if p not in _COUNT_WORDS]
        if set(parts) & _COUNT_WORDS and nouns and not any(stem(p) in words for p in nouns):
            out[name] = None  # "min_view_count" from "published in 2023": no views were named
            dropped.append(name)
    sides = set()
    for m in _NUMBER_RE.finditer(passage):
        before = passage[max(0, m.start() - 24): m.start()]
        if _LOW_CUE_RE.search(before):
            sides.add("low")
        elif _HIGH_CUE_RE.search(before):
            sides.add("high")
    by_what: dict[str, list[str]] = {}
    for name in filled:
        if out.get(name) is not None:
            by_what.setdefault(bounds[name][1], []).append(name)
    for names in by_what.values():
        if len(names) == 2 and out[names[0]] == out[names[1]]:
            keep = next(iter(sides)) if len(sides) == 1 else None
            for name in names:
                if bounds[name][0] != keep:
                    out[name] = None
                    dropped.append(name)
    if dropped and not any(out.get(n) is not None for n in bounds):
        limits.state(
            "set the request's range filters",
            f"a number of the request fits none of the filters {', '.join(sorted(set(dropped))[:4])} by its words "
            "(no noun of the filter beside it, or no word saying which end of the range it is)",
            "set each filter the request states from its meaning",
            kind="reading",
        )


def _router_flag(name: str, description: str) -> bool:
    """A yes/no field that is the "needs retrieval" router flag ("needs_retrieval",
    "requires_search", "need_context", a bare "needed"): a need word in its name and, besides
    the need words, nothing or a thing of retrieval/search/tools/documents in its name or
    description. "signature_required", "id_needed" need something else: not the router."""
    if not _NEEDS_RE.search(name):
        return False
    thing = [w for w in re.split(r"[_\W]+", name.lower()) if w and w not in _NEED_WORDS]
    if not thing:
        return True
    return bool(_ROUTED_THING_RE.search(" ".join(thing)) or _ROUTED_THING_RE.search(description))


def _permission_said(name: str, text: str, description: str = "") -> bool | None:
    """A yes/no field on whether a thing is allowed, included or offered ("dogs_allowed",
    "accepts_cards": a word of ``permission_field_words`` in data/sim/lexicons.yaml, the thing its
    other words; or "breakfast" described "Whether breakfast is included": the thing its name),
    when the text names the thing: True, or False after a negation ("Sorry, no dogs."; the tool
    arguments' rule, ``tool_args.flag_named``); ``None`` for any other field or a text that does
    not name it."""
    from course_lib.sim.words.cues import lexicon

    words = re.split(r"[_\W]+", name.lower())
    marked = lexicon("permission_field_words")
    if not any(w in marked for w in words):
        described = re.findall(r"[a-z]+", description.lower())
        if not (any(w in marked for w in described) and set(words) <= set(described)):
            return None
    from course_lib.sim.tools.tool_args import flag_named

    thing = "_".join(w for w in words if w and w not in marked)
    if not thing:
        return None
    from course_lib.sim.values.flag_scope import denied_after

    if denied_after(thing, text):  # "Pets are not allowed": the negation after the thing
        return False
    return flag_named(thing, text)


_WISH_FIELD_RE = re.compile(r"^(?:needs?|wants?|wishes)_|_(?:needed|wanted)$")


def _wish_said(name: str, text: str) -> bool | None:
    """A yes/no field on a thing wished for or allowed, read from a wish the text says about the
    thing: False when every sentence naming it wishes it away (a need negated: "No need to print
    a receipt", ``patterns.yaml`` structured.negated_need; or the thing only in a negation's reach: "I'd
    rather my son didn't appear in any pictures" for photos_allowed); True for a need field
    whose sentence naming it asks for it ("Could you print me a receipt please?", ``lexicons.yaml``
    wish_request_cues); ``None`` otherwise (other rules read it, or none does)."""
    from course_lib.sim.material.prose import split_sentences
    from course_lib.sim.tools.tool_args import flag_stems
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.negation import negated_spans
    from course_lib.sim.words.text import stem

    words = re.split(r"[_\W]+", name.lower())
    need = bool(_WISH_FIELD_RE.search(name.lower()))
    if not need and not any(w in lexicon("permission_field_words") for w in words):
        return None
    thing = "_".join(w for w in words if w and w not in _NEED_WORDS and w not in lexicon("permission_field_words")
                     and w not in ("wants", "want", "wishes", "requested", "wanted"))
    stems = flag_stems(thing) if thing else set()
    if not stems:
        return None
    verdicts = set()
    for sentence in split_sentences(text[:4000].replace("\u2019", "'"))[:40]:
        mentions = [m for m in re.finditer(r"[a-z]+", sentence.lower()) if stem(m.group(0)) in stems]
        if not mentions:
            continue
        negated = negated_spans(sentence)
        if need and (m := _CUE.negated_need.search(sentence)) and m.start() < mentions[0].start():
            verdicts.add(False)
        elif all(any(a <= x.start() < b for a, b in negated) for x in mentions):
            verdicts.add(False)
        elif need and any(re.search(rf"(?<![\w']){re.escape(c)}(?![\w'])", sentence.lower())
                          for c in lexicon("wish_request_cues")):
            verdicts.add(True)
        else:
            return None  # a sentence names it with no wish either way: other rules read it
    return verdicts.pop() if len(verdicts) == 1 else None


_NOT_GIVEN = object()  # a field the passage gives no value for (None if optional)


def _declined_optional(name: str, field: dict, field_schema: dict, defs: dict, passage: str) -> bool:
    """An ``Optional`` value field the text declines in words ("haven't got a middle name", "I
    don't have a mobile"; ``declined_fields``): ``None``, whatever value of its kind stands nearby."""
    from course_lib.sim.values.declined_fields import declined

    if field.get("type") in ("boolean", "array", "object") or field.get("enum") or not _nullable(field_schema, defs):
        return False
    if not declined(name, passage):
        return False
    explain.rule("an optional field the text declines in words", field=name)
    return True


def _nullable(schema: dict, defs: dict) -> bool:
    """An optional field: ``Optional[...]`` (anyOf with null), a null type, or a None default."""
    if "default" in schema and schema["default"] is None:
        return True
    kinds = schema.get("type")
    if kinds == "null" or (isinstance(kinds, list) and "null" in kinds):
        return True
    return any((o or {}).get("type") == "null" for o in schema.get("anyOf") or [])


def _unread_future_age(name: str, field: dict, passage: str) -> str:
    """The words of an age reached later ("turns 40", "will be 18 this year") an age field was left
    unread by (``ages.age_for_field``), else ""."""
    from course_lib.sim.values.ages import age_for_field, future_age

    label = f"{name} {field.get('description', '')}"
    if not re.search(r"(?:^|_)age(?:_|\b)|\bage\b|how old", label, re.I):
        return ""
    later = future_age(passage)
    return later.phrase if later is not None and age_for_field(label, later) is None else ""


def _old_fallback(name: str, field: dict, ctx: _Context) -> Any:
    """A required field nothing fills: its default, else a boolean False, and a number 0 or a
    string the empty one with a stated limit (a silent 0 would pass for a reading; the
    question's words would be a guess)."""
    kind = field.get("type", "string")
    if "default" not in field and is_date_field(name, str(field.get("description", "")), str(field.get("format") or "")):
        relative = relative_day(ctx.passage)
        if relative is not None and relative.iso is None:  # "the day after tomorrow" with no today stated
            limits.state(
                f"fill the date field '{name}'",
                f"{relative.reason}, so it can't tell which date '{relative.phrase}' is",
                "take today's date from the conversation or the clock and count from it",
                kind="knowledge",
            )
            return ""
    if kind in ("integer", "number"):
        if "default" in field:
            return field["default"]
        later = _unread_future_age(name, field, ctx.passage)
        if later:
            limits.state(
                f"fill the age field '{name}'",
                f"the text says '{later}', and it can't tell whether the field asks the age now or the age "
                "reached, or whether the birthday has passed, so it gives the safe value 0",
                "read the age the field asks for from the birthday the text states",
                kind="arguments",
            )
            return 0
        limits.state(
            f"fill the number field '{name}'",
            "the text holds no number it can read as one, so it gives the safe value 0",
            "read the number from the text by the field's meaning",
            kind="arguments",
        )
        return 0
    if kind == "boolean":
        return bool(field.get("default", False))
    if "default" in field:
        return field["default"]
    limits.state(
        f"fill the field '{name}'",
        "the text holds no value it can read as one, and the question's words would be a guess",
        "read the value from the text by the field's meaning, or leave it empty",
        kind="arguments",
    )
    return ""


_SENTIMENT_FIELD_RE = re.compile(r"sentiment|\btone\b|mood|polarity|emotion|feeling", re.IGNORECASE)


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
        if sentiment.sentiment_options(values):
            ctx.tone = sentiment.tone(ctx.passage)
            value = sentiment.choose_sentiment(values, ctx.passage)
            if ctx.tone.label != "neutral" and max(ctx.tone.positive, ctx.tone.negative) < threshold("weak_tone"):  # data/sim/thresholds.yaml
                limits.state(  # one mild lexicon word ("support") against a whole complaint
                    f"tell the sentiment of this text with confidence (it chose '{value}')",
                    f"its word list found only faint {ctx.tone.label} words "
                    f"({max(ctx.tone.positive, ctx.tone.negative):.0%} of the text)",
                    "read the whole text's meaning",
                    kind="tone",
                )
            rivals = sentiment.same_side(values, value)
            if len(rivals) > 1 and sentiment.emotion_option(rivals, ctx.passage) is None:
                limits.state(  # "sad" or "angry" for a complaint that names neither feeling
                    f"tell which of {', '.join(rivals)} this text shows (it chose '{value}')",
                    f"both name its {ctx.tone.label} tone and the text uses the words of neither, or of both",
                    "read which feeling the text expresses",
                    kind="tone",
                )
            ctx.notes.append(f"The text reads {ctx.tone.label} (VADER compound {ctx.tone.compound:+.2f}).")
            explain.rule("sentiment of the passage (VADER)", compound=ctx.tone.compound)
        elif sentiment.is_tone_scale(label) and all(re.fullmatch(r"-?\d+(?:\.\d+)?", v) for v in values):
            ordered = sorted(values, key=float)  # "the higher the number the more aggressive"
            share = sentiment.degree(ctx.passage, label)
            value = ordered[min(len(ordered) - 1, int(share * len(ordered)))]
            return enum[values.index(value)]
        elif _language_options(values):
            value = _language_option(values, ctx.passage)
        elif choosing.family(values) == "grade" or _all_polar(values):
            value = _verdict_field(ctx, sub, label, values)
        elif (written := enum_currency(values, ctx.passage)) is not None:  # "$64" for EUR / USD / GBP
            value = written
        elif (coded := described_code(list(enum), description, ctx.passage)) is not None:
            value = str(coded)  # "(1 low, 2 medium, 3 high)" of "on high": 3
        else:
            descriptions = planning.option_descriptions(values, description, req.instructions)
            value = choosing.choose_option(values, descriptions, sub, ctx.knowledge, ctx.matcher, label)
            ctx.notes.append(_route_note(name, value, descriptions.get(value, "")))
        return value
    if kind == "boolean":
        task = _verdict_task(ctx, label)
        if task in ("grade_grounded", "grade_useful", "need_retrieval") and not _router_flag(name, description):
            v = replies.verdict(task, ctx.request, ctx.matcher, ctx.knowledge)
            ctx.notes.append(v.reason)
            positive = v.level in ("relevant", "relevant_partly")
            return (not positive) if _inverted(label) else positive
        if _ENOUGH_RE.search(name) or re.search(r"enough|sufficient", description, re.IGNORECASE):
            ctx.notes.append(
                "The documents cover the question." if ctx.enough else _missing_note(ctx)
            )
            return ctx.enough
        if _RELEVANT_RE.search(label) or (ctx.recognised.name == "grade_relevance" and req.documents
                                          and not _router_flag(name, description)):
            # the text reply's own verdict on the same request (``verdicts.verdict``: a chunk about the
            # question's subject that covers part of it is "yes" there, so it is true here); a flag of
            # its own words ("keep", "use_it") on a request recognised as a relevance grade likewise
            docs = _docs_for(ctx, doc_index)
            v = replies.verdict("grade_relevance", _sub_request(req, docs), ctx.matcher, ctx.knowledge)
            ctx.notes.append(v.reason)
            return v.level in ("relevant", "relevant_partly")
        if _router_flag(name, description):
            return direct_kind(req, ctx.knowledge, ctx.matcher) is None
        # a field that may be null ("Optional[bool] = None", a JSON example's flag) is left null
        # when nothing reads it: false would be a guess as confident as true
        optional = "default" in field and field["default"] is None
        if optional or (not req.documents and not req.generation.strip()):
            on_form = form_flag(name, ctx.passage)
            if on_form is not None:  # "Allergies: none" on a form: has_allergy False
                explain.evidence(**{name: "the form's line for it answers it"})
                return on_form
            aged = age_check(description, ctx.passage)
            if aged is not None:  # "18 or older" of "born 3 May 2010 ... dated 1 December 2026"
                explain.evidence(**{name: "the age in full years between the text's birth date and its other date"})
                return aged
            from course_lib.sim.values.joined_negations import flag as joined_flag

            if joined_flag(name, ctx.passage) is False:  # "a non-smoking property": smoking_allowed False
                explain.evidence(**{name: "the text names it only joined to a negation ('non-', '-free')"})
                return False
            wished = _wish_said(name, ctx.passage)
            if wished is not None:  # "No need to print a receipt": needs_receipt False
                explain.evidence(**{name: "the text asks for it" if wished else "the text wishes it away"})
                return wished
            from course_lib.sim.values.flag_scope import presence_said
            from course_lib.sim.values.label_lines import cjk_flag

            said = cjk_flag(name, description, ctx.passage)
            if said is not None:  # "是否到付" of "..., 到付。": True
                explain.evidence(**{name: "a part of the Chinese form says it" if said else "a part says it away"})
                return said
            said = presence_said(name, ctx.passage)
            if said is not None:  # "has_tv" of "the room doesn't have a TV": False
                explain.evidence(**{name: "the text says the thing is there" if said else "the text says it is absent"})
                return said
            said = _permission_said(name, ctx.passage, description)
            if said is not None:  # "dogs_allowed" of "Sorry, no dogs.": the text says it
                explain.evidence(**{name: f"the text names it{'' if said else ' after a negation'}"})
                return said
            from course_lib.sim.values.attendance import attendance_said, is_attendance_field
            from course_lib.sim.values.flag_scope import flag_said

            said = attendance_said(ctx.passage) if is_attendance_field(name, description) else None
            if said is None:  # "dog" described "whether a dog is coming" of "no dog this time": the thing's own cue
                said = flag_said(name, ctx.passage)
            if said is not None:  # "Sadly we can't make it": attending False; "skip the cheese": cheese False
                explain.evidence(**{name: "the text says it" if said else "the text says it away"})
                return said
            from course_lib.sim.values.flag_purposes import purpose_said

            said = purpose_said(name, [description], ctx.passage)
            if said is not None:  # "glossy: true for a shiny finish, false for matt" of "matt please": False
                explain.evidence(**{name: "the text says what the field's description means by it"
                                    + ("" if said else ", on its other side")})
                return said
            verdict = sentiment.verdict_flag(name, description, ctx.passage)
            if verdict is not None:  # "satisfied" of "Not exactly thrilled with the repair": the clear tone
                explain.evidence(**{name: f"the text's tone is clearly {'' if verdict else 'not '}what it asks"})
                return verdict
            from course_lib.sim.values.flag_scope import presence_unnamed

            if optional and presence_unnamed(name, ctx.passage):  # "has_balcony" of a text naming no balcony
                explain.evidence(**{name: "the text never names the thing: left null"})
                return _NOT_GIVEN
            limits.state(  # "is_spam", "is_question": no rule reads this yes/no, nothing to grade
                f"decide the yes/no field '{name}'",
                "no rule it has reads that question"
                + (" from the text" if optional else " and the request holds no document to judge"),
                "decide it from the field's meaning",
                kind="reading",
            )
            if optional:
                return _NOT_GIVEN
        elif (ctx.recognised.name == "chat" and not req.documents) or not req.question.strip():
            limits.state(  # "judge: bool" over a question and an answer, no task recognised: no reading
                f"decide the yes/no field '{name}'",
                "it recognised no task in the request (or no question in it), so no rule reads that question",
                "decide it from the field's meaning and the request",
                kind="reading",
            )
        if ctx.enough and any(isinstance(v, str) and _ABSENCE_SAID_RE.search(v) for k, v in so_far.items()
                              if _ANSWER_RE.search(k) or is_answer_field(k)):
            return False  # "found_in_notes" beside an answer field that says "I don't know": not found
        return ctx.enough
    if kind in ("integer", "number"):
        if doc_index is not None and re.search(
            r"index|number|id|position|doc", name, re.IGNORECASE
        ):
            docs = ctx.request.documents
            return docs[doc_index].number if doc_index < len(docs) else doc_index + 1
        from course_lib.sim.values.attendance import guests_said, is_guest_count_field

        if not req.documents and is_guest_count_field(name, description) and (
                guests := guests_said(ctx.passage)) is not None:  # "bringing one friend": plus_ones 1
            return guests if kind == "integer" else float(guests)
        if not req.documents and is_place_field(label) and (place := stated_place(ctx.passage)) is not None:
            return place if kind == "integer" else float(place)  # "came in third in the 5k": 3, never the 5k
        if not req.documents and is_place_field(label) and (bottom := place_from_bottom(ctx.passage)) is not None:
            limits.state(  # "finished second to last" with no field size: the place from the top is unknown
                f"fill the place field '{name}'",
                f"the text counts the place from the bottom ({bottom.from_bottom} from last) but states no "
                "field size it reads (or one smaller than that), so the place from the top is not known",
                "work the place from the number who took part",
                kind="reading",
            )
            return _NOT_GIVEN
        scale = _field_scale(field, label)
        if scale and kind_of(Field.of(name, description, kind)) == "people":
            scale = None  # "guests: 1-12" bounds a count of people, no rating read beside any word
        stated = stated_on_scale(ctx.passage, label.split(), scale) if scale and not req.documents else None
        if stated is not None:  # "Four stars out of five" for stars 1-5: the text gives it
            return stated if kind == "number" else int(stated)
        if scale is None and not req.documents and is_rating_field(label) and (
                stated := stated_out_of(ctx.passage)) is not None:  # "four out of five" for "the rating in stars"
            return stated if kind == "number" else int(stated)
        if scale and not req.documents and _REVIEW_RATING_RE.search(label):
            return _rating_by_tone(name, ctx.passage, scale, kind)
        if sentiment.is_tone_scale(label) and not re.search(r"relevan|grounded|useful", label, re.IGNORECASE):
            low, high = scale or ((0.0, 1.0) if kind == "number" else (1.0, 10.0))
            value = low + (high - low) * sentiment.degree(ctx.passage, label)
            return round(value, 2) if kind == "number" else int(round(value))
        if ctx.tone is not None and re.search(r"confidence|certain|probability|score", label, re.IGNORECASE):
            low, high = scale or (0.0, 1.0)
            value = low + (high - low) * ctx.tone.strength
            return round(value, 2) if kind == "number" else int(round(value))
        if scale and _nothing_to_grade(ctx, label) and scale_glosses.glosses(description, scale):
            # "pain from 0 (none) to 10 (worst imaginable)" with no document or answer to judge:
            # the text against the ends' glosses, not a relevance verdict on nothing
            return _scale_by_glosses(name, description, ctx.passage, scale, kind)
        from course_lib.sim.responders.scaled_grades import grade

        graded = grade(name, label, kind, req, ctx.matcher, ctx.knowledge)
        if graded is not None:  # "1 = useless, 5 = spot on" over a question and an answer: the verdict on that scale
            return _NOT_GIVEN if graded.value is None else graded.value
        if re.search(r"score|confidence|probability|rating|relevan|utility|useful|helpful|grade", label, re.IGNORECASE):
            docs = _docs_for(ctx, doc_index)
            sub = _sub_request(req, docs)
            task = _verdict_task(ctx, label)
            v = replies.verdict(task, sub, ctx.matcher, ctx.knowledge)
            ctx.notes.append(v.reason)
            # the prompt's scale where the request's instructions were read as its question
            # ("..., rate the relevance of this document on a scale of 1-10:" in one message)
            scale = _field_scale(field, label) or ctx.recognised.scale or stated_scale(req.human)
            if scale is None:
                scale = (0.0, 1.0) if kind == "number" else (1.0, 10.0)
            value = float(replies.verdict_value(v, (), scale))
            return round(value, 2) if kind == "number" else int(round(value))
        if scale and _CUE.rate_on_scale.search(label):
            # "accuracy: Rate from 1-10 based on how well ...": a judgement no rule of it makes;
            # the scale's own ends ("1", "10") are no reading of it
            limits.state(
                f"rate the field '{name}' on its scale {scale[0]:g}-{scale[1]:g}",
                "no rule of it judges that criterion, and the numbers in the request are the scale's own",
                "judge the text by the field's criterion",
                kind="reading",
            )
            return _NOT_GIVEN
        foreign = foreign_amount(name, description, ctx.passage)
        if foreign is not None:  # "$1,900 a month" for monthly_rent_eur: a rate is needed, no figure
            state_foreign(f"fill the field '{name}'", name, *foreign)
            return _NOT_GIVEN
        from course_lib.sim.values.field_readers import container_total, each_total

        labelled = _label_line_value(name, description, kind, ctx.lines)
        if labelled is not None:  # "TOTAL   12.50", "合计：56元": the number after the field's label
            return labelled
        total = each_total(name, ctx.passage)  # "3 parcels of 2.5 kg each" for total_weight_kg: 7.5
        if total is None:  # "4 packs of 250 g" for kg: 1.0, the containers' count times each (one home)
            total = container_total(name, ctx.passage)
        if total is not None:
            return float(total) if kind == "number" else int(round(float(total)))
        # a total of people ("how many people are coming in total") is the people a list names ("me, my husband,
        # our twins and grandma": 5), read by the people reader, not a sum of items this reply fills
        totalled = table_objects.is_total(name, description) and kind_of(Field.of(name, description, kind)) != "people"
        worked = table_objects.worked_total(name, description, so_far) if totalled else None
        if worked is not None:  # "the sum of all the amounts" over the expenses filled before it
            explain.rule("a total worked from the list of objects filled before it", field=name, total=worked)
            return float(worked) if kind == "number" else int(round(worked))
        found = read_field(name, description, kind, ctx.passage)
        if totalled and found is not None and not table_objects.stated(found, ctx.passage):
            # a total the text does not write and no list of items worked: never a figure made up
            limits.state(f"fill the number field '{name}'",
                         "it asks a total, which the text does not state, and no list of items it read adds up to it",
                         "add up the items the text gives", kind="reading")
            return _NOT_GIVEN
        return _NOT_GIVEN if found is None else found
    if kind == "array":
        items = _resolve(field.get("items") or {}, defs)
        if items.get("type") == "object" or items.get("properties"):
            tabled = None if req.documents else table_objects.objects(
                {n: _resolve(f or {}, defs) for n, f in (items.get("properties") or {}).items()},
                set(items.get("required") or []), req.human or ctx.passage)  # its lines as written
            if isinstance(tabled, list):  # rows pasted from a spreadsheet: one object a row
                explain.rule("one object per row of the text's table, its cells under the fields' columns",
                             field=name, items=len(tabled))
                return tabled
            if isinstance(tabled, str):
                limits.state(f"list the {name.replace('_', ' ')} the text's table holds", tabled,
                             "read each row into one object", kind="reading")
                return []
            counted = _counted_items(items, ctx.passage, name)
            if counted is not None:
                return counted
            quoted = _quote_fields(items) if _SOURCE_RE.search(name) and req.documents else None
            if quoted is not None:  # "citations: [{source_id, quote}]": the sentences the answer uses
                id_field, quote_field = quoted
                picks = ctx.evidence.picks if ctx.enough else []
                return [{id_field: d.number, quote_field: sentence} for d, sentence in picks]
            if not req.documents and _asks_new_items(req):
                # "Generate a plan for the report." -> sections: no rule writes new items, and
                # an empty list would pass for a plan of nothing
                return _no_new_items(name)
            if not req.documents:
                noted = object_lists.noted_objects(
                    {n: _resolve(f or {}, defs) for n, f in (items.get("properties") or {}).items()},
                    set(items.get("required") or []), ctx.passage)
                if noted:  # "Coming: Amara (vegan), Luis": one object each, the note in its field
                    return noted
                graded = object_lists.graded_objects(
                    {n: _resolve(f or {}, defs) for n, f in (items.get("properties") or {}).items()},
                    set(items.get("required") or []), req.human or ctx.passage)  # its lines as written
                if graded:  # "Sofa – good, no marks.": one object per line, the value after its dash
                    return graded
                listed = _enumerated_objects(items, ctx.passage, defs)
                if listed:  # "Add 'Blue Hour' (4 min) and 'Lanterns' (6 min)": one object each
                    return listed
            if not req.documents and _entity_fields(items):
                return _entities(items, ctx, defs)
            if not req.documents:  # a text, not documents: no rule makes these objects
                return object_lists.unmade(name, items, ctx.passage)
            return [_fill_object(items, ctx, defs, i) for i in range(len(req.documents))]
        if items.get("enum") and not req.documents:  # "free wi-fi and a pool" of [wifi, parking, pool]
            from course_lib.sim.values.field_readers import enum_values_named

            named = enum_values_named(list(items["enum"]), ctx.passage)
            if named:
                explain.rule("every value of the list's options the text names", field=name)
                return named
            return _unread_list(name)  # none named: [] with a stated limit (a synonym is no rule's)
        labelled = (extraction.labelled_list(name, ctx.passage)
                    if items.get("type", "string") == "string" and not req.documents else None)
        if labelled is not None:  # "Absent: Ravi, Omar.": the items under the field's own label
            return labelled
        headed = (extraction.headed_list(name, ctx.passage)
                  if items.get("type", "string") == "string" and not req.documents else None)
        if headed is not None:  # "Shopping: milk, eggs, bread - scratch the bread": milk, eggs
            from course_lib.sim.values.attending_names import taken_off

            explain.rule("the items listed under the text's one heading, less those it crosses out", field=name)
            return taken_off(headed, ctx.passage)
        if _MISSING_RE.search(name):  # "missing: the points the context lacks"
            return [] if _said_enough(so_far) or ctx.enough else [c.word for c in ctx.evidence.uncovered][:6]
        if _SOURCE_RE.search(name) and req.documents:
            if items.get("type") == "integer":  # "citations: the integer IDs of the sources": the numbers shown
                return list(dict.fromkeys(d.number for d, _ in ctx.evidence.picks)) if ctx.enough else []
            used = ctx.evidence.sources() if ctx.evidence.picks else []
            return list(used or dict.fromkeys(d.source for d in req.documents if d.source))
        if not _QUESTIONISH_RE.search(label) and _INVENT_RE.search(req.question or req.human):
            return _no_new_items(name)
        flagged = reference_ranges.outside_rows(label, req.human or ctx.passage) if items.get("type") == "string" else None
        if flagged is not None:  # "tests outside their reference range": each row's value against its range
            return flagged
        listed = extraction.list_value(name, ctx.passage, description) if not _LIST_Q_RE.search(label) else None
        if listed is not None:
            return listed
        if _LIST_Q_RE.search(label):
            commands = _listed_commands(req.question)
            if commands:
                return commands
            parts = planning.decompose(req.question)
            if len(parts) == 1 and (per_name := coordinated_names.split(req.question)):
                parts = per_name  # "where did Harrison and ankush Work": one query per name
            return search_queries.self_contained(parts, req.question, label)
        if _CUE.statement_items.search(label):
            # "propositions", "claims", "facts": statements to write, never the text's capitalised words
            return _unread_list(name)
        if description.strip() and not _WORDS_FIELD_RE.search(label):
            named = _kind_names(ctx.passage, name, description)
            if named:  # "programming languages the text mentions": Go, Rust, Python
                return named
        items = extraction.enumerated(ctx.passage or req.question)
        if items is not None:  # "mushrooms, olives and extra cheese": the items the text lists
            return items
        if _WORDS_FIELD_RE.search(label):
            if _BEYOND_RE.search(label):  # "related subjects", "similar topics": not the question's own words
                return _no_new_items(name)
            named = _named_labels(ctx.passage or req.question)
            if named:  # "Label this ticket as both billing and refund": billing, refund
                explain.rule("the labels the text names after its labelling verb", field=name)
                return named
            words = content_words(req.question)  # "keywords", "tags", "search_terms": the question's own words
            # no question (a text's "key concepts" asked): no words of its own, and [] would pass for
            # a text with none
            return words if words else _unread_list(name)
        # "toppings", "travellers" with no list in the text: [] with a stated limit (names of any
        # kind, "Oslo" for travellers, or the question's words would be a guess)
        return _unread_list(name)
    if kind == "object":
        return _fill_object(field, ctx, defs, doc_index)
    return _fill_string(name, description, ctx, so_far, str(field.get("format") or ""))


def _listed_commands(text: str) -> list[str] | None:
    """The commands a request lists, for "tasks" / "steps" ("Vacuum the stairs, clean the oven and
    water the plants": three, each a verb and its object, never one question made of all three);
    ``None`` for a question, or a list of single words ("Compare A, B and C": to decompose)."""
    from course_lib.sim.words.quantities import is_question

    if not text or is_question(text):
        return None
    items = extraction.enumerated(text)
    return items if items and all(len(i.split()) >= 2 for i in items) else None


# a list field whose items are words of the text itself ("keywords", "tags", "search_terms",
# "key phrases"), by its name or description
# (whole words or parts of a snake_case name: not "stages", "passwords", "determines")
# A words field that asks for words beyond the question's own ("related subjects", "similar
# topics", "other tags"): new items, which no rule writes
_BEYOND_RE = re.compile(r"\b(?:related|similar|other|alternative|additional|further|adjacent|neighbou?ring)\b",
                        re.IGNORECASE)
_WORDS_FIELD_RE = re.compile(
    r"(?<![a-z])(?:key[ _]?words?|keyphrases?|tags?|terms?|topics?|words?|phrases?|concepts?|labels?)(?![a-z])",
    re.IGNORECASE)


def _named_labels(text: str) -> list[str] | None:
    """The labels a text names after a labelling verb ("Label this ticket as both billing and
    refund": billing, refund; "file it under travel and receipts"), each of one to three words;
    ``None`` when it names none so (cue ``named_labels``, data/sim/patterns.yaml)."""
    m = _CUE.named_labels.search(text)
    if m is None:
        return None
    parts = [re.sub(r"^(?:the|a|an)\s+", "", p.strip(" '\"“”‘’"), flags=re.IGNORECASE)
             for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("items").strip())]
    parts = [p for p in parts if p]
    if len(parts) < 2 or any(len(p.split()) > 3 for p in parts):
        return None  # (one name may be a sentence's object, not a label: "tag it with care")
    return parts


def _fill_string(name: str, description: str, ctx: _Context, so_far: dict, fmt: str = "") -> str:
    req = ctx.request
    label = f"{name} {description}"
    from course_lib.sim.values.diets import diets_said, is_diet_field

    if not req.documents and is_diet_field(name, description) and (diet := diets_said(ctx.passage)):
        return diet  # "I'm vegetarian": dietary "vegetarian"
    if _CUE.code_field.search(label):
        # "query: Syntactically valid SQL query.": no rule writes a program; keywords are none
        limits.state(
            f"write the code the field '{name}' asks for",
            f"no rule of it writes programs in a formal language ({description.strip() or name}), "
            "and the question's words are not one",
            "write the statement from the schema and the question",
            kind="reading",
        )
        return ""
    offered = replies.quoted_options(description)
    if len(offered) >= 2 and _all_polar(offered):
        return _verdict_field(ctx, req, label, offered)
    if re.search(r"\byes\b.*\bno\b", description, re.IGNORECASE) and _verdict_task(ctx, label):
        return _verdict_field(ctx, req, label, ["Yes", "No"] if "'Yes'" in description else ["yes", "no"])
    if len(offered) < 2:  # "the options are: Factual, Analytical, Opinion, or Contextual" (unquoted)
        offered = list(output_options(description))
    if len(offered) >= 2:
        descriptions = planning.option_descriptions(offered, description, req.instructions)
        return choosing.choose_option(offered, descriptions, req, ctx.knowledge, ctx.matcher, label)
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
    if (_QUERY_RE.search(name) or _LIST_Q_RE.search(label)) and guideline_question.is_guideline(req.question):
        return guideline_question.unread(name)  # the "question" is one of the prompt's guidelines
    if (
        task in ("extract", "summarize")
        and req.documents
        and not _QUERY_RE.search(name)
        and re.search(r"point|summar|bullet|highlight|takeaway|fact|key|content|extract|knowledge|refine|text|notes?$", name, re.IGNORECASE)
    ):
        return _task_text(ctx)  # "key_points": the key sentences of the documents
    if _ANSWER_RE.search(name) and task in ("rewrite", "decompose", "route", "classify"):
        return _task_text(ctx)
    if (_ANSWER_RE.search(name) or is_answer_field(name, description)) and task in _OPTION_GRADES \
            and len(ctx.recognised.options) >= 2:
        # "answer: str" on a prompt that says "Respond with only 'Yes' or 'No'" (the field's own
        # title, which named the options, is dropped from the tool schema): the text reply's value
        return _task_text(ctx)
    if _MISSING_RE.search(name) and not _QUERY_RE.search(name):
        if ctx.enough or _said_enough(so_far):
            return ""
        if not req.documents:
            return req.question  # nothing was found: all of it is missing
        words = [c.word for c in ctx.evidence.uncovered if c.key_term and not c.answer_type]
        return ", ".join(dict.fromkeys(words)) or req.question
    if re.search(r"next|follow", name, re.IGNORECASE) and _QUERY_RE.search(name):
        if ctx.enough:
            return ""
        return _next_query(ctx)
    if _QUERY_RE.search(name) and _said_enough(so_far):
        return ""  # "web_query: if not enough, a query for the web": enough, so none
    if _QUERY_RE.search(name) and _WEB_RE.search(label):
        # a query for the web, where nothing of the documents is known: the whole question
        return planning.rewrite_query(req.search_question, ctx.knowledge, None, req.previous_query)
    if _QUERY_RE.search(name):
        if (
            req.documents
            and not ctx.enough
            and (ctx.evidence.picks or "found in step" in req.question)
        ):
            return _next_query(ctx)
        # a follow-up ("What about a pool?") keeps the earlier turn's subject (Request.search_question)
        return planning.rewrite_query(
            req.search_question, ctx.knowledge, req.documents, req.previous_query
        )
    if _ANSWER_RE.search(name) or is_answer_field(name, description):
        if any(v is False for v in so_far.values()) and "enough" in " ".join(so_far).lower():
            return ""
        if req.documents:
            if ctx.enough:
                if req.question.strip() and ctx.recognised.name in _TEXT_ANSWER_TASKS and (
                        ctx.chain is None or not ctx.chain.complete):
                    # one answer, one set of guards: the text reply's grounded answer (its record
                    # and stated answers, partial answers, doubts and limits), never a bare quote
                    # of the evidence ("Is the fir in a pot?" answered "Trees kind: Nordmann fir.")
                    return replies.grounded_answer(req, ctx.matcher, ctx.knowledge)
                return ctx.answer()
            if req.question.strip() and ctx.recognised.name in _TEXT_ANSWER_TASKS:
                # the documents do not cover the question as matched: the text reply's own grounded
                # answer, its record answerers and its limits (a sum asked over "A + B", a value it
                # cannot work), never the evidence's part alone with "I don't know that part"
                return replies.grounded_answer(req, ctx.matcher, ctx.knowledge)
            partial = evidence.partial_answer(ctx.evidence, req.language)
            if partial:
                return partial
            # the grounded answer's reasons to doubt "I don't know" (a value it does not read, a
            # typo ...): the field says what a text reply would, the limit stated (doubted_absence)
            from course_lib.sim.grounded import doubted_absence

            doubted = doubted_absence.reply(req, ctx.evidence, ctx.matcher) if req.question.strip() else None
            return doubted or replies.dont_know(req)
        return direct_reply(req, ctx.knowledge, ctx.matcher)
    if re.search(r"\blanguage\b|(?:^|_)lang(?:uage)?(?:_|$)", label, re.IGNORECASE):
        return sentiment.language_name(sentiment.language_code(ctx.passage))
    if _SENTIMENT_FIELD_RE.search(name):
        ctx.tone = sentiment.tone(ctx.passage)
        return ctx.tone.label
    if _LIST_Q_RE.search(label):
        return planning.rewrite_query(req.question, ctx.knowledge, req.documents)
    labelled = _label_line_value(name, description, "string", ctx.lines, fmt)
    if labelled is not None:  # "Name" then "Priya Nair": the value after the field's label
        return labelled
    found = read_field(name, description, "string", ctx.passage, fmt)  # format "date": a date field
    return _NOT_GIVEN if found is None else found


# the kinds of field a form's label line fills as written (a date, an age, a measure keep their
# own readers, which write the value in the field's form)
_LABEL_LINE_KINDS = frozenset({None, "text", "person", "merchant", "place", "org", "counted_thing", "id", "amount",
                               "count", "people"})


def _label_line_value(name: str, description: str, kind: str, passage: str, fmt: str = "") -> Any:
    """The value a form writes after the one label that names the field (``label_lines``), for a
    field of a kind read as written; ``None`` otherwise."""
    from course_lib.sim.values.label_lines import is_inline_form, label_number, label_value

    if (("\n" not in passage and not is_inline_form(passage))
            or kind_of(Field.of(name, description, kind, fmt)) not in _LABEL_LINE_KINDS):
        return None
    if kind == "string":
        from course_lib.sim.values.field_readers import no_answer

        value = label_value(name, description, passage)
        return None if value is not None and no_answer(value) else value  # "Allergies: none": nothing written
    found = label_number(name, description, passage)
    if found is None:
        return None
    explain.rule("the number after the field's label in a form", field=name)
    return found if kind == "number" else (int(found) if found == int(found) else None)


_QUOTE_ID_RE = re.compile(r"(?:^|_)(?:id|index|number|num|source|doc)$", re.IGNORECASE)
_QUOTE_TEXT_RE = re.compile(r"quote|snippet|excerpt|span|passage|evidence|text", re.IGNORECASE)


def _no_new_items(name: str) -> list:
    """The safe value of a list the request asks to be invented, with the limit stated."""
    limits.state(
        f"write the items of the list '{name}'",
        "the request asks for new content and no rule writes any; its own words are no such item",
        "invent the items the request asks for",
        kind="knowledge",
    )
    return []


def _asks_new_items(req: Request) -> bool:
    """Does a line of the instructions or the question ask to make new content ("Generate a plan
    for the report.", "Brainstorm five names")?"""
    lines = [*(req.instructions or "").splitlines(), req.question or req.human]
    return any(_INVENT_RE.search(line) for line in lines if line.strip())


def _quote_fields(items: dict) -> tuple[str, str] | None:
    """``(id field, quote field)`` of a citation object made of exactly an integer id of a source
    and a string quote of it (``Citation(source_id: int, quote: str)``), else ``None``."""
    props = items.get("properties") or {}
    if len(props) != 2:
        return None
    ids = [n for n, f in props.items() if (f or {}).get("type") == "integer" and _QUOTE_ID_RE.search(n)]
    quotes = [n for n, f in props.items() if (f or {}).get("type", "string") == "string" and _QUOTE_TEXT_RE.search(n)]
    return (ids[0], quotes[0]) if len(ids) == 1 and len(quotes) == 1 else None


_MAX_LISTED = 20


def _kind_names(passage: str, name: str = "", description: str = "") -> list[str]:
    """The text's proper names that open no sentence ("from Go to Rust", "the Python scripts"),
    or open a list of names ("Lena, Marco and Yusuf"), no day or month names
    (``attending_names.listed_names``); for a field of the people coming, those the text says are
    not coming or leaves out dropped ("Harriet is away", "except Tom": ``attending_names.coming``)."""
    from course_lib.sim.values.attendance import is_attendance_field
    from course_lib.sim.values.attending_names import coming, listed_names, taken_off

    found = taken_off(listed_names(passage), passage)  # "... - actually, drop Cai": off any list
    if is_attendance_field(name, description):
        found = coming(found, passage)
    return found[:_MAX_LISTED]


_QUOTED_ITEM_RE = re.compile(r"(?<![\w'])['\"“‘]([^'\"”’\n]{1,80}?)['\"”’](?![\w'])")


def _enumerated_objects(items: dict, passage: str, defs: dict) -> list[dict[str, Any]] | None:
    """One object per item the text lists, for items whose first text field is a title or name:
    quoted titles ("'Blue Hour' (4 min) and 'Lanterns' (6 min)"), else the names of an
    enumeration ("Ana Ruiz, Tom Berg and Mia Lund"); each item's other fields read from the words
    that follow it up to the next item (its parenthesis: "(4 min)" for ``minutes``). ``None``
    when the text lists fewer than two items or a required field of one of them has no value
    there (a guess would be silent)."""
    props = items.get("properties") or {}
    texts = [n for n, f in props.items() if _resolve(f or {}, defs).get("type", "string") == "string"]
    if not texts or len(props) > 6:
        return None
    quoted = [(m.start(), m.end(), m.group(1).strip()) for m in _QUOTED_ITEM_RE.finditer(passage[:4000])]
    if len(quoted) < 2:
        listed = extraction.enumerated(passage) or []
        quoted = []
        for item in listed[:20]:
            at = passage.find(item, quoted[-1][1] if quoted else 0)
            if at < 0:
                return None
            quoted.append((at, at + len(item), item))
    if len(quoted) < 2:
        return None
    required = set(items.get("required") or [])
    out = []
    for i, (_, end, title) in enumerate(quoted[:20]):
        tail = passage[end: quoted[i + 1][0] if i + 1 < len(quoted) else len(passage)]
        obj: dict[str, Any] = {texts[0]: title}
        for name, field in props.items():
            if name == texts[0]:
                continue
            field = _resolve(field or {}, defs)
            value = read_field(name, str(field.get("description", "")), field.get("type", "string"), tail,
                               str(field.get("format") or ""), field.get("enum") or ())
            if value is None and name in required and "default" not in field:
                return None
            if value is not None:
                obj[name] = value
        out.append(obj)
    explain.rule("one object per item the text lists", items=len(out))
    return out


def _unread_list(field: str) -> list[str]:
    """The safe value of a list of strings no reader fills (no name of its kind, no enumeration
    in the text), with the limit stated: never the text's other words."""
    limits.state(
        f"fill the list '{field}'",
        "the text names no item of its kind that a rule of it reads (no name, no list), and its other "
        "words would be a guess",
        "list the items of that kind the text mentions",
        kind="reading",
    )
    return []


_ITEM_COUNT_RE = re.compile(r"^(?:qty|quantity|count|amount|number|units?|n|pieces|how_many)$", re.IGNORECASE)
# "3 croissants", "2 x lemons", "3 tins of Earl Grey" (a capitalised name runs on after "of")
_COUNTED_THING_RE = re.compile(r"(?<![\w.,:/-])(\d{1,6})\s*(?:x\s+|×\s*)?([A-Za-z][A-Za-z-]{2,}(?:\s+of\s+[A-Za-z][A-Za-z-]{2,}"
                               r"(?:\s+(?-i:[A-Z])[A-Za-z-]+)*)?)")


def _counted_items(items: dict, passage: str, field: str) -> list[dict[str, Any]] | None:
    """Items that are a thing and its count ('[{"name": "apple", "qty": 1}]'): one per "3
    croissants" the text states, the thing as written; ``None`` when the items are not of that
    shape; ``[]`` with a stated limit when the text states no counted thing."""
    props = items.get("properties") or {}
    counts = [n for n, f in props.items() if (f or {}).get("type") in ("integer", "number") and _ITEM_COUNT_RE.match(n)]
    texts = [n for n, f in props.items() if (f or {}).get("type", "string") == "string"]
    if len(counts) != 1 or not texts or len(props) > len(texts) + 1:
        return None
    from course_lib.sim.values.postal_addresses import without_address

    passage = without_address(passage)  # "to 8 Mill Lane, Kendal": a house number counts no thing
    out = []
    for m in _COUNTED_THING_RE.finditer(passage):
        thing = m.group(2)
        if thing.lower() in STOP_WORDS or len(out) >= 50:
            continue
        kind = props[counts[0]].get("type")
        out.append({texts[0]: thing, **{t: "" for t in texts[1:]},
                    counts[0]: int(m.group(1)) if kind == "integer" else float(m.group(1))})
    unread = []
    for part in _listed_parts(passage) if out else []:
        if _COUNTED_THING_RE.search(part):
            continue
        one = _ONE_THING_RE.match(part)
        words = one.group("thing").split() if one else []
        if one and words and words[0].lower() not in lexicon("amount_not_one") and words[-1].lower() not in STOP_WORDS:
            # "a bag of flour", "an onion": one of the thing (the container is no thing)
            kind = props[counts[0]].get("type")
            if (one.group("container") or "").lower() in lexicon("item_containers") or not one.group("container"):
                out.append({texts[0]: " ".join(words), **{t: "" for t in texts[1:]}, counts[0]: 1 if kind == "integer" else 1.0})
                continue
        unread.append(part)
    out.sort(key=lambda item: passage.find(item[texts[0]]))  # in the text's order
    if unread:  # "6 eggs, 2 lemons and a dozen limes": a listed part it does not count is never dropped silently
        limits.state(
            f"fill the list '{field}' completely",
            f"the text lists {', '.join(repr(u) for u in unread[:3])} and it reads no count for "
            f"{'them' if len(unread) > 1 else 'it'}",
            "count every listed thing by its meaning",
            kind="reading",
        )
    if not out:
        limits.state(
            f"fill the list '{field}'",
            "its items are a thing and a count, and the text states no count of a thing",
            "read the items from the text by their meaning",
            kind="reading",
        )
    return out


# One thing of a list: "a bag of flour", "an onion", "one jar of honey" (the container word is
# checked against the lexicon ``item_containers``)
_ONE_THING_RE = re.compile(
    r"^\W*(?:a|an|one)\s+(?:(?P<container>[A-Za-z]+)s?\s+of\s+)?(?P<thing>[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*){0,2})\W*$",
    re.IGNORECASE,
)
_PART_SPLIT_RE = re.compile(r"\s*(?:,|;|\band\b|\bplus\b|&)\s*", re.IGNORECASE)


def _listed_parts(passage: str) -> list[str]:
    """The parts of each sentence that lists counted things ("Need 6 eggs, 2 lemons and a bag of
    flour." -> "Need 6 eggs", "2 lemons", "a bag of flour"), at most 50."""
    from course_lib.sim.material.prose import split_sentences

    out = []
    for sentence in list(split_sentences(passage))[:50] or [passage]:
        if not _COUNTED_THING_RE.search(sentence):
            continue
        parts = [p.strip(" .!?") for p in _PART_SPLIT_RE.split(sentence) if p.strip(" .!?")]
        if len(parts) >= 2:
            out.extend(p for p in parts if len(p.split()) <= 6)
    return out[:50]


_ENTITY_NAME_RE = re.compile(r"(?:^|_)name$|^name|person|author", re.IGNORECASE)


def _entity_fields(items: dict) -> bool:
    """Items that describe people or things by name (``List[Person]`` in an extraction schema)."""
    return any(_ENTITY_NAME_RE.search(n) for n in items.get("properties") or {})


_LETTER_RE = re.compile(r"[^\W\d_]")


def _entities(items: dict, ctx: _Context, defs: dict) -> list[dict[str, Any]]:
    """One object per person named in the passage, each filled from the sentences naming them."""
    from course_lib.sim.material.prose import split_sentences
    from course_lib.sim.words.text import names

    passage = ctx.passage
    sentences = list(split_sentences(passage)) or [passage]
    people = []
    opening = re.findall(
        r"(?:^|[.!?]\s+)([A-Z][a-z]+)\s+(?:has|is|was|had|lives|works|likes|said|says|wears|owns|weighs|stands)\b",
        passage,
    )  # "Anna has the same hair": a name that opens its sentence
    from course_lib.sim.words.weights import zipf

    opening += named_people.opening_names(passage)  # "Ingrid, who is ..."
    opening += named_people.parallel_names(passage)  # "Ana finished in 47 minutes, Bo in 52"
    found_names = list(names(passage)) + [w for w in opening if w.lower() not in STOP_WORDS and zipf(w.lower()) < 4.5]
    for found in sorted(dict.fromkeys(found_names), key=passage.find):
        person = read_field("name", "", "string", found + " is here.") or found
        if not _LETTER_RE.search(person):
            continue  # "250" of "250 g flour" is a figure, nobody's name
        if named_people.not_a_person(found, passage):  # "every Tuesday", "on Mill Lane"
            continue
        if person not in people and not re.search(rf"\b(?:in|at|from|to)\s+{re.escape(found)}\b", passage):
            people.append(person)
    if not people:
        explain.rule("a list of objects, and the passage names no one to make one of")
        limits.state(
            "list the objects the field asks for",
            "it makes one object per person the passage names, and the passage names none (its items are "
            "of another kind it cannot tell apart)",
            "make one object per item the passage lists",
            kind="reading",
        )
        return []
    out = []
    props = _resolve(items, defs).get("properties") or {}
    for person in people[:20]:
        segment, shared = named_people.segment(person, people, sentences, passage)
        item: dict[str, Any] = {}
        for name, field_schema in props.items():
            field = _resolve(field_schema, defs)
            kind = field.get("type", "string")
            if _ENTITY_NAME_RE.search(name) and kind == "string":
                item[name] = person
                continue
            value = read_field(name, str(field.get("description", "")), kind, segment)
            if value is not None and shared:  # "Ingrid, who is 1.68 m tall, ... with her brother Tomas"
                limits.state(f"tell whose '{name}' the sentence naming {person} with others gives",
                             "it reads values sentence by sentence, and this one names more than one person",
                             "read which person each value belongs to", kind="reading")
                value = None
            item[name] = value if value is not None or _nullable(field_schema, defs) else _old_fallback(name, field, ctx)
        out.append(item)
    explain.rule("one object per person the passage names", people=people)
    return out


def _language_options(values: list[str]) -> bool:
    """Options that are language names ("english", "Spanish", "zh", ...)."""
    codes = ("en", "zh", "es", "fr", "de", "it", "pt", "ja", "ko", "ru", "ar", "nl")
    known = {sentiment.language_name(c).lower() for c in codes} | set(codes)
    return len(values) >= 2 and all(v.strip().lower() in known for v in values)


def _language_option(values: list[str], text: str) -> str:
    code = sentiment.language_code(text)
    name = sentiment.language_name(code).lower()
    return next((v for v in values if v.strip().lower() in (code, name)), values[0])


_WEB_RE = re.compile(r"(?<![a-z])web(?![a-z])|internet|online|search engine|互联网|联网|网络|网上|搜索引擎", re.IGNORECASE)


def _said_enough(so_far: dict) -> bool:
    """True when a field filled before said the context is enough ("enough": true)."""
    return any(v is True for k, v in so_far.items() if _ENOUGH_RE.search(k))


_ABSENCE_SAID_RE = re.compile(r"\bI (?:don't|do not) know\b|不知道")


def _task_text(ctx: _Context) -> str:
    """The recognised task's text result, for a generic "response" field (``respond.solve``,
    passed down by the caller: ``respond`` sits above this module)."""
    return ctx.solve(ctx.recognised, ctx.request, ctx.knowledge, ctx.matcher)


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
    # a follow-up ("And is it open on Mondays?", "What about a pool?") is searched with the
    # earlier turn's subject, as the agent's own searches are (Request.search_question)
    return planning.rewrite_query(req.search_question, ctx.knowledge, None, req.previous_query)


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
    if (task == "grade_relevance" and not req.documents and not req.generation.strip()
            and ctx.recognised.name not in _VERDICT_TASKS and not _GRADE_WORDS_RE.search(label)):
        # "priority: low / medium / high" with nothing to grade: a relevance verdict is no evidence
        limits.state(
            f"choose the value of '{label.split()[0]}' ({', '.join(values)})",
            "the request holds no document to grade and the field's words name no verdict it knows",
            "judge the text by the field's meaning",
            kind="reading",
        )
    v = replies.verdict(task, req, ctx.matcher, ctx.knowledge)
    if _inverted(label):
        flipped = {"relevant": "irrelevant", "relevant_partly": "ambiguous", "ambiguous": "relevant_partly", "irrelevant": "relevant"}
        v = grading.Verdict(flipped[v.level], v.reason, v.scores, None if v.score is None else 1.0 - v.score)
    ctx.notes.append(v.reason)
    explain.rule(v.reason, verdict=v.level, verdict_task=task)
    descriptions = planning.option_descriptions(values, "", req.instructions) if len(values) > 2 else {}
    return replies.verdict_value(v, tuple(values), descriptions=descriptions)


_VERDICT_TASKS = frozenset({"grade_relevance", "grade_grounded", "grade_useful", "sufficiency", "need_retrieval"})
_GRADE_WORDS_RE = re.compile(r"relevan|document|grade|score|context|passage|retriev|相关|文档", re.IGNORECASE)


# a review's rating on a scale ("stars", "rating" 1-5): the text's number, else its tone
_REVIEW_RATING_RE = re.compile(r"(?:^|_|\b)(?:ratings?|stars?|rated)(?:_|\b)", re.IGNORECASE)


def _rating_by_tone(name: str, passage: str, scale: tuple[float, float], kind: str) -> float | int:
    """A review's rating that the text does not state, from its tone when the tone is clear
    (VADER's compound at least ``rating_tone_clear`` from 0: "Absolutely wonderful!" the top of
    the scale, "Awful, never again" the bottom, linearly between, a whole rating rounded towards
    the tone's end); a mixed or flat tone gives the
    scale's middle with a stated limit (the rating would be a guess)."""
    low, high = scale
    compound = sentiment.tone(passage).compound
    if abs(compound) < threshold("rating_tone_clear"):
        middle = (low + high) / 2
        limits.state(
            f"fill the rating '{name}'",
            "the text states no rating and its tone is mixed, so it gives the scale's middle",
            "weigh the review's praise and complaints into a rating",
            kind="reading",
        )
        return round(middle, 2) if kind == "number" else int(round(middle))
    value = low + (high - low) * (compound + 1) / 2
    if kind == "number":
        return round(value, 2)
    return int(math.ceil(value) if compound > 0 else math.floor(value))  # a clear tone leans to its end


# a field whose words name a judgement of documents or an answer: a grader's verdict, not a gloss
_JUDGED_RE = re.compile(r"relevan|grounded|useful|helpful|document|context|passage|retriev|answer", re.IGNORECASE)


def _nothing_to_grade(ctx: _Context, label: str) -> bool:
    """The request is no grading request: no documents, no answer to judge, no grader task, and
    the field's words name no judgement of either."""
    req = ctx.request
    return (not req.documents and not req.generation.strip() and ctx.recognised.name not in _VERDICT_TASKS
            and not _JUDGED_RE.search(label))


def _scale_by_glosses(name: str, description: str, passage: str, scale: tuple[float, float],
                      kind: str) -> float | int:
    """A number on a glossed scale from the end whose gloss the text meets; neither (or both)
    met: the scale's middle with a stated limit (a value would be a guess)."""
    value = scale_glosses.read(passage, description, scale)
    if value is None:
        value = (scale[0] + scale[1]) / 2
        limits.state(
            f"fill the scale '{name}'",
            "the text meets neither end the field's description names, so it gives the scale's middle",
            "judge where the text falls between the scale's ends",
            kind="reading",
        )
    else:
        explain.evidence(**{name: "the text meets the words of one end of the scale the description glosses"})
    return round(value, 2) if kind == "number" else int(round(value))


def _field_scale(field: dict, label: str) -> tuple[float, float] | None:
    low, high = field.get("minimum"), field.get("maximum")
    if isinstance(low, int | float) and isinstance(high, int | float) and high > low:
        return (float(low), float(high))
    m = re.search(
        r"(?:from|between)\s*(-?\d+(?:\.\d+)?)\s*(?:\([^()]{0,40}\)\s*)?(?:to|and|-)\s*(-?\d+(?:\.\d+)?)", label
    )  # "from 1 (useless) to 5 (answers it)" too
    if m and float(m.group(2)) > float(m.group(1)):
        return (float(m.group(1)), float(m.group(2)))
    return rating_scale(label)  # "the rating, 1 to 5 stars", "stars (1-5)": a rating's scale without "from"
