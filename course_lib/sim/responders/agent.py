"""One step of a tool-calling agent: call a tool, or answer.

First step of a turn (no tool results yet), in this order:
  1. arithmetic with a calculator-like tool bound -> call it with a clean expression;
  2. small talk, translation, arithmetic without a calculator -> answer directly;
  3. a tool whose description clearly matches the question -> call it (``tool_choice``);
  4. a known general fact -> answer directly, unless the only search tool is vague (then the
     simulator, like a confused model, searches anyway);
  5. a weak or tied match -> call the confused pick (the asker's own records: the tool about the
     user's own records; a real tie only a name makes: a stated limit); otherwise look the
     question up with the most generic search-like tool; with nothing to call, say "I don't know".
After tool results:
  - a calculator result -> the answer; records plus "total/sum/average" in the question and a
    calculator bound -> call the calculator with the amounts found (chained tools);
  - a JSON result (records) -> each record by its name with the fields that meet the question,
    "no records" said plainly, else a stated limit (never the JSON);
  - search results -> answer extractively when they cover the question (``evidence``); else search
    again with the bridge entity plus the missing words (multi-hop), or with the lexicon's preferred
    terms; after two searches that added nothing, say honestly that it could not find the answer.
  - A turn never makes more than ``max_tool_calls`` calls.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

from course_lib.sim.grounded import chains, doubted_absence, evidence, quoted_answer
from course_lib.sim.grounded.follow_up_answers import subject_pronoun
from course_lib.sim.grounded.no_answer import DONT_KNOW, DONT_KNOW_ZH
from course_lib.sim.material import record_fragments
from course_lib.sim.material.documents import literal_value, tool_documents
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import conversation, planning, reply_form
from course_lib.sim.request.reading import Request, ToolRound, ToolSpec
from course_lib.sim.responders import word_for_word
from course_lib.sim.responders.replies import (
    ask_for_arguments,
    direct_kind,
    direct_reply,
    kind_doubt,
    surely_not_given,
)
from course_lib.sim.tools import (
    action_tools,
    asking_user,
    bare_results,
    blank_calls,
    carried_args,
    delegation,
    document_results,
    empty_results,
    function_tools,
    handoffs,
    keyed_search,
    lookup_first,
    lookup_pages,
    memory_tools,
    named_tools,
    query_echo,
    section_args,
    tool_args,
    tool_choice,
    tool_errors,
    user_lookup,
)
from course_lib.sim.tools.argument_asks import information_limit
from course_lib.sim.values.answer_fields import (
    is_answer_field,
    is_source_number_field,
    source_number,
)
from course_lib.sim.values.field_currency import state_foreign
from course_lib.sim.values.relative_days import anchored, relative_day, without_stated_today
from course_lib.sim.words import arithmetic, letter_names
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import HAN_CURRENCY_WORDS, SYMBOL_CLASS, symbol_code
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.quantities import asks_money
from course_lib.sim.words.text import (
    content_terms,
    content_words,
    other_script,
    stem,
    whole_hangul_words,
)

_CUE = patterns("agent")  # its cue patterns: data/sim/patterns.yaml

MAX_SEARCHES = 4
UNFILLED_PENALTY = 1.0  # a tool whose typed required argument the question does not give
GIVE_UP = "I don't know: I could not find the answer to that in the search results."
_AGGREGATE_RE = re.compile(
    r"\b(total|sum|add(?:ed)? up|altogether|combined|in all|average|mean)\b|"
    r"(一共|总共|共计|合计|总计|加起来|总额|总和|总金额|平均)", re.IGNORECASE
)
_AVERAGE_WORDS = ("average", "mean", "平均")
_AMOUNT_RE = re.compile(
    r"(?:amount|total|price|cost|value|sum)[\"']?\s*[:=]\s*[\"']?\s*[$€£]?\s*(-?\d[\d,]*(?:\.\d+)?)|[$€£]\s?(\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)
_ERROR_RE = re.compile(
    r"^\s*(?:error|invalid|unknown|cannot|could not|no (?:such|matching)|not found)", re.IGNORECASE
)


@dataclass
class Step:
    text: str = ""
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


def agent_step(
    request: Request, knowledge: Knowledge, matcher: Matcher, max_tool_calls: int
) -> Step:
    if request.rounds:
        return _after_results(request, knowledge, matcher, max_tool_calls)
    return _first_step(request, knowledge, matcher)


_RESPONSE_TOOL_RE = re.compile(r"respon|answer|final|reply|result|output|format|submit", re.IGNORECASE)


def forced_response_tool(request: Request) -> ToolSpec | None:
    """With ``tool_choice="any"`` after tool results, the tool a model calls instead of writing
    its answer (the "respond in format" pattern): a bound tool not called this turn whose name or
    description names a response, else the only one not called. ``None``: no such tool."""
    if _choice(request.tool_choice, [t.name for t in request.tools]) != "any" or not request.rounds:
        return None
    called = {r.name for r in request.rounds}
    left = [t for t in request.tools if t.name not in called]
    named = [t for t in left if _RESPONSE_TOOL_RE.search(f"{t.name} {t.description}")]
    if len(named) == 1:
        return named[0]
    return left[0] if len(left) == 1 else None


def answer_tool(request: Request) -> ToolSpec | None:
    """Before any tool result, with a call required (``tool_choice="any"`` or the tool's name),
    the one bound tool that is the reply's own form rather than an action: a schema with a string
    field that holds the answer to the user (``values.answer_fields``: "answer: a short answer to
    the customer"), as ``create_agent``'s ``response_format`` binds
    it. Its fields are filled as a structured answer to the conversation, never from the
    question's words as an action's arguments. ``None``: no such tool."""
    if request.rounds or len(request.tools) != 1:
        return None
    spec = request.tools[0]
    if _choice(request.tool_choice, [spec.name]) == "auto":
        return None
    props = (spec.parameters or {}).get("properties") or {}
    for name, schema in props.items():
        if not isinstance(schema, dict):
            continue
        kinds = schema.get("type") or [t.get("type") for t in schema.get("anyOf") or [] if isinstance(t, dict)]
        if "string" not in (kinds if isinstance(kinds, list) else [kinds]):
            continue
        if is_answer_field(name, str(schema.get("description") or "")):
            return spec
    return None


def answer_field_names(spec: ToolSpec) -> list[str]:
    """The text fields of a response-format tool that hold the reply to the user itself
    (``values.answer_fields``: "answer", "reply: the answer to the guest")."""
    props = (spec.parameters or {}).get("properties") or {}
    out = []
    for name, schema in props.items():
        if not isinstance(schema, dict):
            continue
        kinds = schema.get("type") or [t.get("type") for t in schema.get("anyOf") or [] if isinstance(t, dict)]
        if "string" in (kinds if isinstance(kinds, list) else [kinds]) and is_answer_field(
                name, str(schema.get("description") or "")):
            out.append(name)
    return out


def quoted_source_numbers(parameters: dict, args: dict, material: str) -> dict:
    """``args`` of a response-format tool with each integer field that names the clause the answer
    comes from set to the number of the numbered line of ``material`` the answer field quotes, or
    to none where the field may be none (an answer that quotes no numbered line cites none)."""
    props = (parameters or {}).get("properties") or {}
    answer = next((str(args.get(n) or "") for n, f in props.items() if isinstance(f, dict)
                   and is_answer_field(n, str(f.get("description") or ""))), "")
    out = dict(args)
    for name, schema in props.items():
        if not isinstance(schema, dict) or name not in out:
            continue
        kinds = [schema.get("type")] + [t.get("type") for t in schema.get("anyOf") or [] if isinstance(t, dict)]
        if "integer" not in kinds or not is_source_number_field(name, str(schema.get("description") or "")):
            continue
        number = source_number(answer, material)
        if number is not None:
            out[name] = number
        elif "null" in kinds:
            out[name] = None
    return out


def _choice(tool_choice: Any, names: list[str]) -> str:
    if tool_choice in (None, "auto", False):
        return "auto"
    if tool_choice in ("any", "required", True):
        return "any"
    if tool_choice == "none":
        return "none"
    if isinstance(tool_choice, dict):
        tool_choice = (tool_choice.get("function") or tool_choice).get("name")
    return str(tool_choice) if tool_choice in names else "any"


def search_query(request: Request, knowledge: Knowledge) -> str:
    """The first query: the question's content words (plus the previous subject for a follow-up);
    for a request of two ordered steps, the first step's."""
    steps = planning.sequential_steps(request.question)
    source = steps[0] if steps else reply_form.subject_of(request.search_question)  # no "Summarize"
    source = without_stated_today(source)  # "It's Friday 3 June 2033. ...": the anchor date is no subject
    words = letter_names.with_letter_names(content_words(source), source)  # "producto X" keeps its X
    return " ".join(words) if words else request.question


def _context_texts(request: Request) -> list[str]:
    """The texts a tool argument may be read from besides the question, oldest first: the system
    message, then the user's earlier turns."""
    return [request.system, *(text for role, text in request.turns if role == "human")]


def _listed_in_instructions(p: tool_choice.ToolProfile, request: Request, args: dict, props: dict) -> str | None:
    """A string argument the system prompt closes to the values it lists ("The tables are:" over one
    name per line, for ``name``: "Name of table in SQL database."): the listed value the question
    names (set in ``args``), else the limit's text (``listed_options``): no call with a value outside
    the list (a SQL statement, the question's misspelling)."""
    from course_lib.sim.values import listed_options

    for name, options, chosen in listed_options.closed_fields(props, request.system, request.question, args):
        explain.rule("an argument closed to the values the instructions list", tool=p.spec.name, field=name,
                     options=len(options), chosen=chosen)
        if chosen is None:
            return limits.state(*listed_options.unlisted(name, options), kind="arguments")
        args[name] = chosen
    return None


def _call(
    p: tool_choice.ToolProfile, request: Request, knowledge: Knowledge, query: str | None = None
) -> Step:
    dated = anchored(request.question, _context_texts(request))
    if dated != request.question:  # "Today is ..." in the system message anchors "tomorrow" in the question
        explain.rule("a day relative to now counted from the today the context states", tool=p.spec.name)
        request = replace(request, question=dated)
    expression = arithmetic.to_expression(request.question) if p.kind == "calculator" else None
    if p.kind == "calculator" and expression is None:
        # Forced to call it without a clean expression: never the raw question, at most a number.
        expression = arithmetic.first_number(request.question) or "0"
    query = query or search_query(request, knowledge)
    args = tool_args.fill_args(p.spec, request.question, query, expression)
    guessed = tool_args.guessed_required(p.spec, request.question, query) if p.kind != "calculator" else []
    props = (p.spec.parameters or {}).get("properties") or {}
    unlisted = _listed_in_instructions(p, request, args, props)
    if unlisted is not None:
        return Step(text=unlisted)
    for name, schema in props.items():  # "a comma-separated list of tables": from the listing shown
        noun = tool_args.listed_noun(name, schema or {})
        if noun:
            listed = tool_args.listed_value(name, schema or {}, request.question, request.shown)
            if listed is not None:
                args[name] = listed
                guessed = [g for g in guessed if g != name]
            elif name not in guessed and name in args:
                guessed.append(name)  # no listing to pick from: the question's words would be a guess
    for name in list(guessed):  # an enum value shown since the question ("aruba" from another agent's tool)
        shown = tool_args.shown_enum_value(props.get(name) or {}, request.shown)
        if shown is not None:
            args[name] = shown
            guessed.remove(name)
    only = len(request.tools) == 1
    for name in list(guessed):  # "what time is the last train" for section: Literal["timetable", "fares", ...]
        section = section_args.section_value(props.get(name) or {}, request.question, only and len(props) == 1)
        if section is not None:
            explain.rule("an enum of sections: the one the question's kind of ask picks", tool=p.spec.name,
                         field=name, chosen=section)
            args[name] = section
            guessed.remove(name)
    if guessed:  # "And 120?" after "Convert 80 GBP to EUR": the values the conversation already set
        carried = carried_args.carried_over(p.spec, request.question, guessed, request.earlier_calls, request.turns)
        if carried:
            explain.rule("required values carried over from earlier in the conversation", tool=p.spec.name,
                         carried=sorted(carried))
            args.update(carried)
            guessed = [g for g in guessed if g not in carried]
    if guessed:  # "Signed-in member: M-20418" in the system message, "my order is 88213" two turns back
        context = carried_args.from_context(p.spec, guessed, _context_texts(request))
        if context:
            explain.rule("required values read from the request's context (system message, earlier turns)",
                         tool=p.spec.name, read=sorted(context))
            args.update(context)
            guessed = [g for g in guessed if g not in context]
    foreign = tool_args.foreign_amounts(p.spec, request.question)
    if foreign:  # "tip the courier $5" for an amount in euros: no figure without an exchange rate
        name, (written, wanted) = next(iter(foreign.items()))
        text = state_foreign(f"call the tool '{p.spec.name}' with the amount", name, written, wanted)
        if _choice(request.tool_choice, [t.name for t in request.tools]) == "auto":
            return Step(text=text)
        guessed = [g for g in guessed if g not in foreign]
        args.update({g: tool_args.safe_value(props.get(g) or {}) for g in foreign})
    if _choice(request.tool_choice, [t.name for t in request.tools]) == "auto":
        # "look up when X was released, then use human_assistance": the search comes first, and after
        # it the value the results hold is no value it reads (its limit, not a question back)
        searched = lookup_first.first_search(request, p.spec.name, query)
        if searched is not None:
            return Step(calls=[searched])
        unread = lookup_first.unread_results(request, p.spec.name)
        if unread is not None:
            explain.evidence(declined_tool=p.spec.name)
            return Step(text=unread)
    declined = _declined(p, request, query, guessed, props)
    if declined:
        return declined
    kinds, unset = tool_args.kind_arguments(p.spec, request.question, args) if p.kind != "calculator" else ({}, [])
    args.update(kinds)  # "Any sushi places in Porto?": cuisine "sushi", the one word left
    if unset:
        fields = ", ".join(f"'{u}'" for u in unset)
        limits.state(
            f"fill the optional argument{'s' if len(unset) > 1 else ''} {fields} of '{p.spec.name}'",
            "the question has words no argument took, and which of them (if any) is its value would be a guess, "
            "so it leaves it unset",
            "set it from the question's words when they name one",
            kind="arguments",
        )
    if guessed:
        fields = ", ".join(f"'{g}'" for g in guessed)
        told = limits.state(
            f"call the tool '{p.spec.name}'",
            f"the question holds no value of the kind its required argument{'s' if len(guessed) > 1 else ''} "
            f"{fields} take{'' if len(guessed) > 1 else 's'}, and a value made of the question's words would be a guess",
            "ask you for it or read it from the conversation",
            kind="arguments",
        )
        typed = [g for g in guessed if (props.get(g) or {}).get("type") in ("integer", "number")]
        from course_lib.sim.words.cues import lexicon

        moved_to = lexicon("moved_to_field_words")
        emptied = [g for g in guessed if set(re.split(r"[_\W]+", g.lower())) & moved_to]
        if (typed or emptied) and _choice(request.tool_choice, [t.name for t in request.tools]) == "auto":
            # a count or an amount the question does not give: a call with a made-up 0 would be a
            # confident wrong one; nor is a change made to an empty new value ("change_booking(
            # new_day='')", "rename_folder(new_name='')": run in an agent's loop, it empties the
            # record); where the model may choose, the limit comes with no call (the tool it chose
            # is named in the reply's metadata: ``simulator_declined_tool``)
            explain.evidence(declined_tool=p.spec.name)
            return Step(text=told)
        # the call a model would make, with the schema's safe values where it has no value
        # (never the question's words as an id or a made-up count)
        args.update({g: tool_args.safe_value(props.get(g) or {}) for g in guessed})
    ident = tool_args.id_field(p.spec)
    ids = tool_args.free_ids(request.question, args, ident) if ident and ident in args else []
    if len(ids) > 1:  # "orders ORD-1003 and ORD-1011" with a one-id argument: one call per id
        return Step(calls=[(p.spec.name, {**args, ident: i}) for i in ids])
    place = tool_args.place_field(p.spec)
    places = tool_args.place_values(request.question) if place and place in args else []
    if len(places) > 1:  # "the weather in Paris and London": one call per place
        return Step(calls=[(p.spec.name, {**args, place: where}) for where in places[:4]])
    timed = tool_args.time_field(p.spec)
    times = tool_args.joined_times(request.question) if timed and timed in args else None
    if times is not None:  # "remind me at 8am and again at 6pm": one call per time of day
        explain.rule("times of day joined by 'and': one call each", tool=p.spec.name, times=times[0])
        base = {k: tool_args.without_joint(v, times[1]) if isinstance(v, str) else v for k, v in args.items()}
        return Step(calls=[(p.spec.name, {**base, timed: t}) for t in times[0]])
    return Step(calls=[(p.spec.name, args)])


def _declined(p: tool_choice.ToolProfile, request: Request, query: str, guessed: list[str], props: dict) -> Step | None:
    """No call when the question gives no value for most of a form's required arguments, lists
    among them ("objective, variables, constraints, requirements" from "rag prompt"): a model
    asks for them; a call of empty lists and the question's words would be a confident wrong
    one. Only when the model may choose (``tool_choice`` auto), and only for two or more. Nor
    when it names no thing a required argument names ("which trail?": ``names_a_thing``). And a
    plain question back, no limit, when the required values it lacks are certainly not in the
    question (``replies.surely_not_given``: an id where it writes no figure)."""
    if p.kind == "calculator" or _choice(request.tool_choice, [t.name for t in request.tools]) != "auto":
        return None
    required = list((p.spec.parameters or {}).get("required") or [])
    if guessed and (told := information_limit(request, p.spec.name)) is not None:
        return Step(text=told)  # "how long does a passport renewal take": information, nothing to renew
    if guessed and surely_not_given(request, p.spec.name, guessed):  # "cancel my booking": which one?
        return Step(text=ask_for_arguments(request, p.spec.name, guessed))
    dated = [g for g in guessed if tool_args.is_date_field(g, str((props.get(g) or {}).get("description", "")))]
    relative = relative_day(request.question) if dated else None
    if relative is not None and relative.iso is None:
        # "next Friday" with no today stated: the date is certainly not in the question, and no
        # model knows it without a clock: ask for it, as a model would (no call, no limit)
        explain.rule("a day counted from now with no today stated", tool=p.spec.name, day=relative.phrase)
        if "today's date" in relative.reason:
            return Step(text=f"To use {p.spec.name} I need the date, and I don't know today's date, so I can't tell "
                             f"which date '{relative.phrase}' is. Which date do you mean?")
        return Step(text=f"To use {p.spec.name} I need the date: {relative.reason}. Which do you mean?")
    things = [g for g in guessed if tool_args.names_a_thing(p.spec, g)]
    if things:  # "Is the trail muddy today?" for trail_conditions(trail): which trail is not said
        return Step(text=limits.state(
            f"call the tool '{p.spec.name}'",
            f"the question names no {', no '.join(repr(t) for t in things)} for it to look up, and the question's "
            "other words are no such name",
            "ask you which one you mean, or read it from the conversation",
            kind="arguments",
        ))
    lists = [n for n in tool_args.unfilled_required(p.spec, request.question, query)
             if (props.get(n) or {}).get("type") == "array" and "default" not in (props.get(n) or {})]
    missing = list(dict.fromkeys(guessed + lists))
    if not lists or len(missing) < 2 or 2 * len(missing) <= len(required):
        return None  # (typed fields alone: the call with safe values and a stated limit, as before)
    return Step(text=limits.state(
        f"call the tool '{p.spec.name}'",
        f"the question gives no value for most of its required arguments ({', '.join(repr(m) for m in missing)})",
        "ask you for them, or read them from the conversation",
        kind="arguments",
    ))


def _calculable(request: Request) -> bool:
    """A calculator is worth calling only with a clean expression built from the question."""
    return arithmetic.to_expression(request.question) is not None


def _strong_fact(request: Request, knowledge: Knowledge, matcher: Matcher) -> bool:
    """A known fact that answers the whole question (its key concepts are all in the fact)."""
    fact = knowledge.find_fact(request.question)
    if fact is None:
        return False
    key = [c for c in matcher.analyse(request.question).concepts if c.key_term]
    forms = matcher.analyse(" ".join(fact.match) + " " + fact.answer).forms
    return bool(key) and all(c.key in forms for c in key)


def _claims_topic(p: tool_choice.ToolProfile, request: Request, matcher: Matcher) -> bool:
    """True when a tool's description names every key concept of the question."""
    topics = p.positive | p.neutral
    key = [c for c in matcher.analyse(request.question).concepts if c.key_term]
    return bool(key) and all(c.key in topics and c.key not in p.negative for c in key)


def _callable(scores: list, request: Request, knowledge: Knowledge, matcher: Matcher) -> list:
    """Scores lowered for tools the question cannot fill a required typed argument of (a
    currency converter for a question that names no currency), raised for tools whose typed
    arguments it fills ("80 pounds in yen")."""
    out = []
    keys = {c.key for c in matcher.analyse(request.question).concepts if c.key_term}
    scores = _beyond_id_labels(scores, request, matcher)
    for s in scores:
        if not s.vetoed and s.profile.kind != "search":
            query = search_query(request, knowledge)
            missing = tool_args.unfilled_required(s.profile.spec, request.question, query)
            typed = [m for m in missing if not tool_args.is_free_text(s.profile.spec, m)]
            if typed:  # a value the system message or an earlier turn gives is no missing one
                given = carried_args.from_context(s.profile.spec, typed, _context_texts(request))
                typed = [m for m in typed if m not in given]
            claimed = keys & s.profile.positive  # "use it for X" names what the question asks
            if typed and not claimed:  # a model may still try it, but it is a worse fit
                s = tool_choice.ToolScore(s.profile, s.score - UNFILLED_PENALTY, s.vetoed, s.described)
            else:  # the question gives the typed values the tool asks for ("80 pounds in yen")
                filled = tool_args.typed_fields_filled(s.profile.spec, request.question, query)
                if filled:
                    bonus = min(2, filled) * tool_choice.ARGUMENT_BONUS
                    s = tool_choice.ToolScore(s.profile, s.score + bonus, False, s.described + bonus)
        out.append(s)
    return out


def _beyond_id_labels(scores: list, request: Request, matcher: Matcher) -> list:
    """Scores of 0 for tools the question meets only in the noun that labels their id argument:
    "Will pond B freeze next week?" names the pond that inspect_pond(pond_id) looks up, but
    nothing it does; such a tool is no candidate (no call, no question back for its id). A full
    record id after the noun ("Where is parcel PX-2231?") is the record the tool looks up: kept."""
    from course_lib.sim.values.field_readers import id_label, id_values, labelled_id

    out = []
    written = set(id_values(request.question))
    keyed_alone: list[tuple[int, frozenset[str], bool]] = []  # (index, labels, met beyond the label)
    for s in scores:
        props = (s.profile.spec.parameters or {}).get("properties") or {}
        labels = {lab for lab in map(id_label, props) if lab}
        keyed = any(labelled_id(request.question, n) in written for n in props if id_label(n))
        if s.score > 0 and not s.vetoed and labels:
            pattern = r"\b(?:" + "|".join(map(re.escape, sorted(labels))) + r")s?\b"
            rest = re.sub(pattern, " ", request.search_question, flags=re.IGNORECASE)
            if rest != request.search_question:
                alone = tool_choice.focused_scores(matcher, rest, [s.profile])[0]
                if keyed:
                    keyed_alone.append((len(out), frozenset(labels), alone.score > 0))
                elif alone.score <= 0:
                    s = tool_choice.ToolScore(s.profile, 0.0, True, 0.0)  # (no bonus for its id either)
        out.append(s)
    # "SKU 40-2281-C, order two dozen" beside check / order / delete tools that all take the SKU:
    # the label before the id is no topic; when some of them are met beyond it ("order"), those
    # met only in the label are no candidates
    for i, labels, met in keyed_alone:
        if not met and any(m and labels & other for _, other, m in keyed_alone):
            out[i] = tool_choice.ToolScore(out[i].profile, 0.0, True, 0.0)
    return out


def _first_step(request: Request, knowledge: Knowledge, matcher: Matcher) -> Step:
    from course_lib.sim.request.corrections import settled

    if (fixed := settled(request.question)) != request.question:  # "21 degrees, no wait, 19": 19
        explain.rule("a value the question corrects itself read as corrected")
        request = replace(request, question=fixed, human=settled(request.human))
    asking = asking_user.first_call(request)
    if asking is not None:  # "ask the user where they are, then ...": the bound AskHuman first
        explain.rule("the request needs something from the user first: the bound tool that asks them")
        return Step(calls=[asking])
    own = _user_record_first(request, alone=True)
    if own is not None:
        return own
    home = _ask_where_home(request)
    if home is not None:
        return home
    step = _first_choice(request, knowledge, matcher)
    if not step.calls and (own := _user_record_first(request, alone=False)) is not None:
        explain.withdraw_limit()
        return own
    # a tool described in another language, called or not: when called, it was by its arguments'
    # words alone, and what its description rules out ("not for orders") was never read
    unread = [t.name for t in request.tools if other_script(t.description, request.question)
              and not _is_response_form(t)]  # (the answer's form is never matched against the question)
    if unread and not step.calls and (by_kind := _called_by_kinds(request, knowledge, unread)) is not None:
        # "帮我订明天从上海到杭州的二等座" against "Book a train ticket (cities in English)": every
        # required argument read by its kind (a journey, a date, an option in Chinese)
        explain.withdraw_limit()
        explain.rule("a tool described in another language called: the request fills every required "
                     "argument by its kind")
        return Step(calls=[by_kind])
    earlier = explain.stated_limit()
    lookups = [t for t in request.tools if not _is_response_form(t)]
    if unread and step.calls and len(lookups) == 1 and _choice(request.tool_choice, [t.name for t in request.tools]) == "any":
        unread = []  # a call required and one tool to make it with: no description was weighed against another
    if unread and (not earlier or not step.calls) and direct_kind(request, knowledge, matcher) != "small_talk":
        # "把一笔钱从一种货币换算成另一种货币" against "What is 80 francs in euros?": it matches
        # words, so a tool described in another language never matches; it says so (in place
        # of "nothing answers this" when it called no tool)
        text = limits.state(
            f"read the description of the tool{'s' if len(unread) > 1 else ''} {', '.join(repr(n) for n in unread[:3])} "
            "against this question",
            "the description is written in another language than the question and it matches words, "
            "not meanings across languages",
            "read both and call the tool whose description fits the question",
            kind="reading",
            replace=True,
        )
        if not step.calls and (not step.text or step.text.strip() == (earlier or "").strip()):
            step = Step(text=text)
    return step


def _called_by_kinds(request: Request, knowledge: Knowledge, unread: list[str]) -> tuple[str, dict[str, Any]] | None:
    """The one tool described in another language than the request whose required arguments the
    request fills every one, and by kind, not with its own words: a journey's ends, a date, an
    option written in the request's language (``values.zh_values``), a typed value; ``None`` when
    no tool or two do, or a text argument would take the request's words."""
    from course_lib.sim.values.zh_values import route

    found = []
    query = search_query(request, knowledge)
    question = anchored(request.question, _context_texts(request))  # "后天" from a today the system states
    for spec in request.tools:
        if spec.name not in unread:
            continue
        args, unfilled = tool_args.args_and_unfilled(spec, question, query)
        required = list((spec.parameters or {}).get("required") or [])
        if unfilled or not required:
            continue
        values = [args.get(n) for n in required]
        if any(v in (None, "", query, request.question, question) for v in values):
            continue
        if any(isinstance(v, str) and len(v) > 12 for v in values):
            continue  # a phrase of the request, no value of a kind
        if route(question) is None and not any(
                tool_args.is_typed_value(spec, n) for n in required):
            continue
        found.append((spec.name, args))
    return found[0] if len(found) == 1 else None


def _user_record_first(request: Request, *, alone: bool) -> Step | None:
    """"what's my name?" / "Suggest a museum near me." with a bound tool that looks up the user's
    record and takes no argument (``user_lookup``): that tool first. ``alone``: only when it is the
    one tool a call could go to (before the question back about the user's home); else the fallback
    when the usual choice calls nothing. Only when the model may choose (``tool_choice`` auto / any)."""
    names = [t.name for t in request.tools]
    if not request.tools or _choice(request.tool_choice, names) not in ("auto", "any"):
        return None
    call = user_lookup.first_call(request.tools, request.question)
    if call is None or (alone and len([t for t in request.tools if not _is_response_form(t)]) != 1):
        return None
    explain.rule("a turn about the user, and a bound tool looks up the user's record: that tool first",
                 tool=call[0])
    return Step(calls=[call])


def _ask_where_home(request: Request) -> Step | None:
    """"whats the weather where I live?" when nobody said where that is: no search (a query
    without the place, or with one made up, would be wrong) but the question back a model asks.
    With earlier turns it could not read a home from, the question back comes with a stated
    conversation limit (the place may be said in words it does not read). Only when the model
    may choose (``tool_choice`` auto)."""
    from course_lib.sim.request.conversation import asks_about_unknown_home

    if (not request.tools or _choice(request.tool_choice, [t.name for t in request.tools]) != "auto"
            or not asks_about_unknown_home(request.question, request.history)):
        return None
    explain.rule("the question is about where the user lives, and no turn says where that is")
    text = ("你住在哪个城市？告诉我之后我就可以帮你查。" if request.language == "zh"
            else "Where do you live? Tell me your town or city and I'll look it up.")
    if request.history:
        limits.state("tell where you live", "the question is about the place you live and no earlier turn "
                     "says it in a form it reads", "read it from the conversation or ask you", kind="conversation")
    return Step(text=text)


def _unit_converter(request: Request, profiles: list) -> tool_choice.ToolProfile | None:
    """The bound tool that converts units, when the question asks a unit conversion ("How many
    kilometres is 10 miles?"): its name says it converts ("convert_units") and its description
    or fields name units. A tool that only mentions conversions among other things (a desk, a
    sub-agent) is left to the usual choice by description."""
    import json

    from course_lib.sim.words.conversion import conversion, dimension, dimensions_named

    asked = conversion(request.question)
    if asked is None:
        return None
    converters = []
    for p in profiles:
        fields = " ".join((p.spec.parameters or {}).get("properties") or {})
        said = f"{p.spec.description} {fields}".lower().replace("_", " ")
        if re.search(r"conver", p.spec.name, re.IGNORECASE) and re.search(r"\bunits?\b|measure", said):
            converters.append(p)
    if len(converters) < 2:
        return converters[0] if converters else None
    # look-alike converters ("convert_length", "convert_weight"): the one whose name, description
    # or options name a unit of the question's dimension; none or several: the usual choice
    wanted = dimension(asked[1])
    fitting = [p for p in converters
               if wanted in dimensions_named(f"{p.spec.name.replace('_', ' ')} {p.spec.description} "
                                             f"{json.dumps(p.spec.parameters or {})}")]
    return fitting[0] if len(fitting) == 1 else None


def _translator(request: Request, knowledge: Knowledge, profiles: list) -> tool_choice.ToolProfile | None:
    """The bound tool that translates, when the question asks for a translation ("Put 'see you
    tomorrow' into German"): its name says it translates ("translate_text"). A model with such a
    tool calls it rather than translating itself (the simulator's few phrases are no
    translator); a tool that only mentions translation among other things is left to the usual
    choice by description. Only when the question quotes the one phrase to translate."""
    from course_lib.sim.responders.replies import asks_translation
    from course_lib.sim.tools.tool_args import quoted_phrases

    # the text to translate is read from its quotes: without one, the call would carry the question's words
    if len(quoted_phrases(request.question)) != 1 or not asks_translation(request.question, knowledge):
        return None
    return next((p for p in profiles if re.search(r"translat", p.spec.name, re.IGNORECASE)), None)


def _first_choice(request: Request, knowledge: Knowledge, matcher: Matcher) -> Step:
    names = [t.name for t in request.tools]
    choice = _choice(request.tool_choice, names)
    if not request.tools or choice == "none":
        return Step(text=direct_reply(request, knowledge, matcher))
    profiles = [tool_choice.profile(matcher, t) for t in request.tools]
    if choice not in ("auto", "any"):
        return _call(profiles[names.index(choice)], request, knowledge)

    saved = _save_memory(request)
    if saved is not None:
        return saved
    intro = conversation.introduction(request.human) if choice == "auto" else {}
    if intro:
        explain.rule("an introduction that asks nothing: greet, call no tool", facts=intro)
        return Step(text=conversation.acknowledgement(intro))
    calls, _, steps = function_tools.next_calls(request.question, request.tools, [], request.earlier_result)
    if calls and choice == "auto":
        explain.rule(
            "arithmetic steps, each with the bound function tool for its operation",
            steps=[f"{s.op}{'(previous result)' if s.uses_previous else ''} {list(s.numbers)}" for s in steps],
        )
        return Step(calls=calls)
    if not calls and choice == "auto":
        partial = _partial_arithmetic(request)
        if partial:
            return Step(text=partial)
    both = named_tools.named(request.question, request.tools)
    if both:  # "Compare 3M and Abbott in 2020." with a tool named "3M" and one named "Abbott": each
        explain.rule("the question names alike tools by their own names: one call each",
                     tools=[t.name for t in both])
        return Step(calls=[(t.name, tool_args.fill_args(t, q, q)) for t in both
                           for q in [named_tools.question_for(request.question, t, both)]])
    converter = _unit_converter(request, profiles)
    if converter is not None and choice in ("auto", "any"):
        explain.rule("a unit conversion in the question and a bound tool that converts units: call it")
        return _call(converter, request, knowledge)
    translator = _translator(request, knowledge, profiles)
    if translator is not None:
        explain.rule("a translation asked for and a bound tool that translates: call it")
        return _call(translator, request, knowledge)
    scores = tool_choice.focused_scores(matcher, request.search_question, profiles)
    scores = _callable(scores, request, knowledge, matcher)
    explain.evidence(
        tool_scores={s.profile.spec.name: round(s.score, 2) for s in scores},
        ruled_out=[s.profile.spec.name for s in scores if s.vetoed],
    )
    if arithmetic.looks_like_arithmetic(request.question):
        calc = next((s for s in scores if s.profile.kind == "calculator" and not s.vetoed), None)
        if calc and _calculable(request):
            explain.rule("arithmetic in the question and a calculator bound: call it with a clean expression")
            return _call(calc.profile, request, knowledge)
    if not _calculable(request):  # no numbers to compute with: a calculator is no candidate
        scores = [
            tool_choice.ToolScore(s.profile, s.score, True) if s.profile.kind == "calculator" else s
            for s in scores
        ]
    kind = direct_kind(request, knowledge, matcher)
    if choice == "any" and kind != "small_talk":
        scores = _response_form_vetoed(scores)
    chosen, clear = tool_choice.pick(scores)
    if choice == "auto":
        if kind == "small_talk" and _asks_a_tools_action(request, knowledge):
            kind = None  # "I want to pay my fine" with pay_fine bound: "fine" is no "I'm fine"
        if kind == "small_talk" or (kind is None and not clear and _ordered(request, knowledge)):
            typed = _typed_value_tool(request, knowledge, profiles)
            if typed is not None:  # "wake me at half past six in the morning" with set_alarm(time)
                explain.rule("a message with social cues states a value of the kind one bound tool's argument "
                             "takes, and no other tool's: that tool", tool=typed.spec.name)
                return _call(typed, request, knowledge)
        if kind == "arithmetic" and not request.rounds and _CUE.tool_first.search(request.system or "") and any(
                w.isalpha() and not _CUE.bare_sum_words.match(w) for w in content_terms(request.question)):
            prompted = _prompted_lookup(request, profiles, scores)
            if prompted is not None:  # "Always fetch the price list with the tool first": no sum pre-empts it
                explain.rule("the instructions say to use this tool first: called before any arithmetic",
                             tool=prompted.spec.name)
                return _call(prompted, request, knowledge)
        if kind in ("small_talk", "translation", "arithmetic"):
            return Step(text=direct_reply(request, knowledge, matcher))
        earlier = None if chosen else _completed_request(request, knowledge, matcher, profiles)
        if earlier is not None:  # "Great, book Saturday." after "a table for six at Casa Lupo"
            explain.rule("a short follow-up gives the value the previous request's tool lacked: that tool",
                         tool=earlier.spec.name)
            return _call(earlier, request, knowledge)
        generic = tool_choice.generic_search_tool(scores)
        if (
            kind == "fact"
            and _strong_fact(request, knowledge, matcher)
            and not (generic and generic.profile.vague)  # a vague tool might cover anything
            and not any(_claims_topic(s.profile, request, matcher) for s in scores if not s.vetoed)
        ):
            # A well-known fact: a model answers it itself unless a tool claims the topic.
            return Step(text=direct_reply(request, knowledge, matcher))
        if chosen and clear:
            verbed = _by_named_verb([s for s in scores if not s.vetoed], request)
            if verbed is not None and verbed is not chosen.profile:  # "return my dvd": not hold_dvd
                explain.rule("the request says the verb of another bound tool's name: that tool",
                             tool=verbed.spec.name, best_scored=chosen.profile.spec.name)
                return _call(verbed, request, knowledge)
            explain.rule("the tool whose name, description and arguments match the question best, clearly ahead")
            return _call(chosen.profile, request, knowledge)
        prompted = _prompted_lookup(request, profiles, scores)
        if prompted is not None and kind not in ("fact",):
            explain.rule("no tool clearly fits, and the instructions name this tool as the way to look things up",
                         tool=prompted.spec.name)
            return _call(prompted, request, knowledge)
        if kind == "fact":
            generic = tool_choice.generic_search_tool(scores)
            if generic and generic.profile.vague and not chosen:
                explain.rule("a general fact, but the only search tool is vague: searched anyway")
                return _call(generic.profile, request, knowledge)
            return Step(text=direct_reply(request, knowledge, matcher))
        if chosen:
            return _unclear_choice(chosen, scores, request, knowledge, matcher)
        generic = tool_choice.generic_search_tool(scores)
        if generic and matcher.analyse(request.question).concepts:
            explain.rule("no tool matches the question: looked up with the most generic search tool")
            return _call(generic.profile, request, knowledge)
        subject = tool_choice.subject_lookup(matcher, scores, request.question, request.system)
        if subject is not None:  # "how much is a pitch for a van" with the sale's "prices and rules" lookup
            explain.rule("every other tool is ruled out and this one looks up the subject's kinds of thing "
                         "the question asks: called with the question", tool=subject.profile.spec.name)
            return _call(subject.profile, request, knowledge)
        return Step(text=direct_reply(request, knowledge, matcher))
    fallback = (
        chosen
        or tool_choice.generic_search_tool(scores)
        or next((s for s in scores if not s.vetoed), scores[0])
    )
    return _call(fallback.profile, request, knowledge)


def _is_response_form(spec: ToolSpec) -> bool:
    """A response-format tool: named or described as a response (``_RESPONSE_TOOL_RE``), with an
    answer field among its fields (``answer_field_names``)."""
    return bool(_RESPONSE_TOOL_RE.search(f"{spec.name} {spec.description}")) and bool(answer_field_names(spec))


def _response_form_vetoed(scores: list) -> list:
    """Before any tool result, with a call required (``create_agent``'s ``response_format`` bound as a
    tool beside the learner's tools): the response-format tool is the answer's form, never a lookup, so
    it is no candidate while another tool is (its description, "The committee's answer to a seller",
    shares words with any question about sellers). A response-format tool: one named or described as
    a response (``_RESPONSE_TOOL_RE``) whose fields include an answer field (``answer_field_names``)."""
    forms = [s for s in scores if _is_response_form(s.profile.spec)]
    if not forms or not any(s not in forms and not s.vetoed for s in scores):
        return scores
    explain.evidence(response_form=[s.profile.spec.name for s in forms])
    return [tool_choice.ToolScore(s.profile, 0.0, True) if s in forms else s for s in scores]


def _prompted_lookup(request: Request, profiles: list, scores: list) -> tool_choice.ToolProfile | None:
    """The bound tool the system prompt names as the way to look things up ("Use get_menu to look
    things up, then answer"), when it is not ruled out for this question by its own description and
    is no calculator (``delegation.lookup_tool``); ``None`` otherwise."""
    if not request.system or not request.question.strip():
        return None
    name = delegation.lookup_tool(request.system, [t.name for t in request.tools]) or delegation.read_first_tool(
        request.system, [(t.name, t.description) for t in request.tools])
    if name is None:
        return None
    score = next((s for s in scores if s.profile.spec.name == name), None)
    if score is None or score.vetoed or score.profile.kind == "calculator":
        return None
    return score.profile


def _asks_a_tools_action(request: Request, knowledge: Knowledge) -> bool:
    """A message read as small talk whose other words (not its social cue words) name a bound tool's
    verb ("I want to *pay* my fine" and pay_fine; a stated plan, "I'm thinking of *cancelling* my
    booking" and cancel_booking): a request to that tool, not small talk."""
    from course_lib.sim.dialogue import smalltalk
    from course_lib.sim.dialogue.introductions import stated_plan
    from course_lib.sim.words.text import stem

    found = smalltalk.detect(request.question, knowledge)
    plan = stated_plan(request.question)  # "I'm thinking of cancelling my booking" and cancel_booking
    if plan is not None:
        others = re.findall(r"[a-z]+", plan.lower())
    elif found is None or not found.others:
        return False
    else:
        others = list(found.others)
    said = {stem(w.lower()) for w in others}
    verbs = {stem(v) for t in request.tools if (v := _name_verb(t.name))}
    return bool(said & verbs)


def _ordered(request: Request, knowledge: Knowledge) -> bool:
    """A greeting, then an order to the assistant ("morning all! get me up at ten to six": ``smalltalk.ordered``)."""
    from course_lib.sim.dialogue import smalltalk

    return smalltalk.ordered(request.question, knowledge) is not None


def _typed_value_tool(request: Request, knowledge: Knowledge, profiles: list) -> Any:
    """The one bound tool a message read as small talk gives a typed value to (a time of day, a
    date, a number, an id: ``tool_args.is_typed_value``) with every required argument filled
    ("wake me at half past six in the morning": set_alarm(time) takes 06:30; "morning" is no
    greeting there); ``None`` when no tool or more than one takes one."""
    from course_lib.sim.dialogue import smalltalk

    found = smalltalk.detect(request.question, knowledge) or smalltalk.ordered(request.question, knowledge)
    if found is None or not found.others:
        return None
    fitting = []
    for profile in profiles:
        spec = profile.spec
        args, unfilled = tool_args.args_and_unfilled(spec, request.question, request.question)
        typed = [n for n, v in args.items() if v not in (None, "", [], {}) and tool_args.is_typed_value(spec, n)]
        if typed and not unfilled:
            fitting.append(profile)
    return fitting[0] if len(fitting) == 1 else None


def _name_verb(name: str) -> str | None:
    """The verb a tool's name opens with ("pay" of pay_fine, "renew" of renewBook), lower case: a
    verb of the request lexicons (``action_*``, ``command_openers``, ``information_questions``'
    acting verbs); ``None`` for a name that opens with a noun ("pollen_today", "city_pollen")."""
    from course_lib.sim.tools.information_questions import acting_verbs
    from course_lib.sim.words.cues import lexicon

    verb = action_tools.split_name(name)[0]  # ("look_up_booking": "lookup")
    if not verb:
        return None
    known = acting_verbs() | {w for key in ("action_read", "action_write", "action_delete", "command_openers")
                              for w in lexicon(key)}
    known |= {verb for verb, _ in _verb_phrases()}  # "track_order", "pause_subscription"
    return verb if verb in known else None


def _completed_request(
    request: Request, knowledge: Knowledge, matcher: Matcher, profiles: list[tool_choice.ToolProfile]
) -> tool_choice.ToolProfile | None:
    """The tool the user's previous request was for (the one this model would call, or ask the
    missing values of, for that message alone), when the short follow-up gives a required value
    that request lacked (``carried_args.completes``); else ``None``."""
    import dataclasses

    previous = next((text for role, text in reversed(request.turns) if role == "human"), "")
    if not previous or not carried_args.follow_up(request.question):
        return None
    alone = dataclasses.replace(request, question=previous, human=previous, turns=(), history=[], earlier_calls=(),
                                shown=(), rounds=[])
    with explain.collecting() as note:
        step = _first_step(alone, knowledge, matcher)
    names = {name for name, _ in step.calls} or {note["evidence"].get("tool")} - {None}
    if len(names) != 1:
        return None
    meant = next((p for p in profiles if p.spec.name == next(iter(names))), None)
    return meant if meant is not None and carried_args.completes(meant.spec, request.question, previous) else None


def _by_named_verb(tied: list, request: Request) -> tool_choice.ToolProfile | None:
    """Of near-tied tools whose names open with different verbs ("reserve_book", "renew_book"), the
    one whose verb the request says ("renew my book please"), else ``None`` (none said, or several)."""
    from course_lib.sim.words.text import stem

    verbs = _distinct_name_verbs(tied)
    if verbs is None:
        return None
    said = _said_verbs(request.search_question)
    named = [s.profile for s in tied if stem(verbs[s.profile.spec.name] or "") in said]
    return named[0] if len(named) == 1 else None


def _distinct_name_verbs(tied: list) -> dict[str, str] | None:
    """Each near-tied tool's name verb, when each has one and they differ as actions ("track_order",
    "refund_order"); ``None`` otherwise ("find_recipe" / "search_recipes": one action in two words)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import stem

    verbs = {s.profile.spec.name: _name_verb(s.profile.spec.name) for s in tied}
    if len(tied) < 2 or None in verbs.values() or len({stem(v) for v in verbs.values() if v}) < len(tied):
        return None
    if any({v.lower() for v in verbs.values()} <= lexicon(f"action_{family}") for family in ("read", "write", "delete")):
        return None
    return verbs  # type: ignore[return-value]


def _said_verbs(question: str) -> set[str]:
    """The stems of the verbs a request says: its own words, and the verbs of the everyday phrases
    it writes ("I want my money back": refund; ``verb_phrases`` in data/sim/lexicons.yaml)."""
    from course_lib.sim.words.text import stem

    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", question)}
    low = " " + " ".join(re.findall(r"[a-z']+", question.lower().replace("\u2019", "'"))) + " "
    for verb, phrase in _verb_phrases():
        if f" {phrase} " in low:
            said.add(stem(verb))
    return said


def _verb_phrases() -> list[tuple[str, str]]:
    from course_lib.sim.words.cues import lexicon

    return [tuple(e.split("/", 1)) for e in sorted(lexicon("verb_phrases")) if "/" in e]  # type: ignore[misc]


def _one_record(tied: list) -> bool:
    """Near-tied tools that each require the same id argument ("tracking_number" of track_parcel
    and reschedule_delivery): they act on one record, whatever their names call it."""
    from course_lib.sim.values.field_readers import is_id_name

    ids = [frozenset(n for n in (s.profile.spec.parameters or {}).get("required") or [] if is_id_name(n))
           for s in tied]
    return bool(ids) and bool(frozenset.intersection(*ids))


def _unsaid_action(tied: list, request: Request, knowledge: Knowledge) -> Step | None:
    """Near-tied tools acting on one object (by their names' object, or one required id argument,
    ``_one_record``) by different verbs ("track_order", "refund_order") when the request says none
    of the verbs (nor an everyday phrase of one): which action is meant is a matter of meaning, a
    stated limit and no call, never the most generic one silently (AA6); but a question asking for
    information ("what dates is booking X for?") calls the one tool whose verb reads."""
    verbs = _distinct_name_verbs(tied)
    one_object = verbs is not None and len({action_tools.split_name(n)[1] for n in verbs}) == 1
    if verbs is None or not (one_object or _one_record(tied)):
        return None
    from course_lib.sim.words.text import stem

    said = _said_verbs(request.search_question)
    if any(stem(v) in said for v in verbs.values()):
        return None
    if not one_object:  # one record, named apart: the request's words may name one tool's own object
        named = [n for n in verbs if any(stem(w) in said for w in action_tools.split_name(n)[1].split("_") if w)]
        if len(named) == 1:  # ("has lost the book" over renew_loan / report_lost): the rules after decide
            return None
    names = list(verbs)
    readers = [n for n, v in verbs.items() if action_tools.family(v) == "read"]
    if len(readers) == 1 and _CUE.information_question.search(request.search_question):
        # "What dates is booking HB-9020 for?" over look_up_booking / cancel_booking: asking for
        # information reads; the one tool that reads is called (a request, "could you ...", is no such question)
        explain.rule("near-tied tools acting on one record by different verbs; the request asks for information "
                     "and one of them reads: that one", tool=readers[0])
        return _call(next(s.profile for s in tied if s.profile.spec.name == readers[0]), request, knowledge)
    listed = _quoted_names(names)
    explain.rule("near-tied tools acting on one object by different verbs, and the request says none: a stated limit",
                 tied=names)
    return Step(text=limits.state(
        f"choose between the tools {listed} for this request",
        "they act on the same thing in different ways and the request's words name none of their actions",
        "pick the action the request means, or ask",
        kind="reading",
    ))


def _quoted_names(names: list[str]) -> str:
    """"'a', 'b' and 'c'": tied tools named in a limit sentence."""
    return ", ".join(repr(n) for n in names[:-1]) + f" and {names[-1]!r}"


def _by_action(tied: list, request: Request, knowledge: Knowledge) -> Step | None:
    """Near-tied tools that act on one object in different ways (``action_tools``): the one the
    request's action picks, else a stated limit; ``None`` when the tied tools are not such a set."""
    names = [s.profile.spec.name for s in tied]
    if not action_tools.same_object(names):
        return None
    required = {s.profile.spec.name: list((s.profile.spec.parameters or {}).get("required") or []) for s in tied}
    chosen = action_tools.pick(names, request.search_question, required)
    if chosen is not None:
        explain.rule("near-tied tools acting on one object: the one the request's action picks", tool=chosen)
        return _call(next(s.profile for s in tied if s.profile.spec.name == chosen), request, knowledge)
    listed = _quoted_names(names)
    explain.rule("near-tied tools acting on one object, and the request names no one action: a stated limit")
    return Step(text=limits.state(
        f"choose between the tools {listed} for this request",
        "they act on the same thing in different ways and the request's words do not say which action it wants",
        "pick the action the request means, or ask",
        kind="reading",
    ))


def _save_memory(request: Request) -> Step | None:
    """A turn that states something about the user and asks nothing, with a bound tool that
    saves memories (``memory_tools``): save it with that tool (None: not such a turn)."""
    spec = memory_tools.memory_tool(request.tools)
    facts = memory_tools.stated_facts(request.human) if spec is not None else []
    args = memory_tools.call_args(spec, facts) if facts else None
    if args is None:
        return None
    explain.rule("the user states something about themselves and a bound tool saves memories: save it",
                 tool=spec.name)
    return Step(calls=[(spec.name, args)])


def _unclear_choice(
    chosen: tool_choice.ToolScore, scores: list, request: Request, knowledge: Knowledge, matcher: Matcher
) -> Step:
    """No clear winner. The asker's own records ("my flight") and exactly one near-tied tool
    about the user's own records: that one. Tools whose descriptions say nothing distinct
    (notebook 03's look-alike pitfall), or a near tie that is no real one (the best leads by
    ``FAIR_LEAD`` or more): the confused pick, as a model collapses onto one. Else two or more
    tools with distinct descriptions score within ``FAIR_LEAD`` of each other (a fair match,
    ``FAIR`` or more, and a positive score each) only because a name of the question fits a name
    argument of each (the same kind of name; no word of the question meets any of them, as
    "museums in Basel" against three searches by location): a stated limit, no call."""
    tied = near = tool_choice.near_tied(scores)
    if tool_choice.asks_about_own_records(request.search_question):
        own = [s for s in tied if tool_choice.speaks_of_own_records(s.profile)]
        if len(own) == 1:
            explain.rule("near-tied tools; the question is about the asker's own records and one tool is about "
                         "the user's own records: that one", tool=own[0].profile.spec.name)
            return _call(own[0].profile, request, knowledge)
    acting = _by_action(tied, request, knowledge)
    if acting is not None:
        return acting
    verbed = _by_named_verb(tied, request)
    if verbed is not None:  # "renew my book" over reserve_book and renew_book: the verb the request says
        explain.rule("near-tied tools with different verbs in their names: the one whose verb the request says",
                     tool=verbed.spec.name)
        return _call(verbed, request, knowledge)
    unsaid = _unsaid_action(tied, request, knowledge)
    if unsaid is not None:
        return unsaid
    best = max(s.score for s in tied) if tied else 0.0
    # a real tie: a fair match each (the question's words meet every one), not a near one
    tied = [s for s in tied if best - s.score < tool_choice.FAIR_LEAD and s.score > 0] if best >= tool_choice.FAIR else []
    worded = tool_choice.worded_tools(matcher.analyse(request.search_question), [s.profile for s in tied])
    by_name = all(s.profile.takes_name for s in tied) and len({s.profile.takes_name for s in tied}) == 1
    own_tools = [s for s in scores if not s.vetoed and not handoffs.is_handoff_name(s.profile.spec.name)]
    if handoffs.is_handoff_name(chosen.profile.spec.name) and chosen.score < tool_choice.FAIR and own_tools:
        # Handing over passes the whole task on: not on a weak match while a tool of its own is bound
        # ("pick one place and find me a hotel there": the place is this agent's part).
        explain.rule("a weak pick would hand the task to another agent while tools of its own are bound: "
                     "a stated limit, no call", tool=chosen.profile.spec.name, score=round(chosen.score, 2))
        return Step(text=limits.state(
            f"decide whether to hand this request on with '{chosen.profile.spec.name}'",
            "the question meets it only weakly (a word of the agent's name), and handing over passes the whole "
            "task on while the request may be one for its own tools",
            "do its own part of the request first, or hand it over when it is the other agent's",
            kind="reading",
        ))
    told = _told_apart(near, request, knowledge, matcher)
    if told is not None:
        return told
    ahead = max(near, key=lambda s: s.described) if near else chosen
    own_verb = _name_verb(chosen.profile.spec.name)
    if (ahead is not chosen and ahead.described >= tool_choice.FAIR > chosen.score
            and ahead.described - chosen.described >= tool_choice.FAIR_LEAD and not tool_choice.look_alike(near)
            and not (own_verb and stem(own_verb) in _said_verbs(request.search_question))):
        # tools with distinct descriptions, the best one a fair match by what the question says (its
        # description's words, the typed arguments it fills; no recency bonus) and the most generic not
        # even a fair match: the confused pick would call a weak fit ("€250 in Swiss francs": the
        # converter whose two currency arguments it fills, never a parcel tracker with "250" as its
        # number); between fair matches, for look-alikes, and when the request says the generic
        # tool's own name verb ("pay Greenleaf 230 euro" for pay_supplier), the confused pick stays
        explain.rule("near-tied tools with distinct descriptions: the best-scored one, a fair match, before "
                     "the most generic, a weak one", tool=ahead.profile.spec.name, generic=chosen.profile.spec.name)
        return _call(ahead.profile, request, knowledge)
    met = [s for s in near if s.score > 0 and not s.vetoed]
    if (chosen.score <= 0 and len(met) == 1 and not met[0].profile.vague and not tool_choice.look_alike(near)
            and met[0].score - chosen.score >= tool_choice.FAIR_LEAD
            and tool_args.fills_typed_value(met[0].profile.spec, request.question, search_query(request, knowledge))):
        # the most generic tool meets nothing of the question ("put 2 litres on the back lawn" for
        # set_reminder(text, minutes)), one distinct tool meets some of it and takes a typed value of
        # it (water_plants' zone "back", litres 2): that one, never a call that reads "2 litres" as
        # minutes (a tool met by a topic word alone, its text argument the question's words, is none)
        explain.rule("near-tied tools: the one the question meets at all, before a generic one it meets in nothing",
                     tool=met[0].profile.spec.name, generic=chosen.profile.spec.name)
        return _call(met[0].profile, request, knowledge)
    if len(tied) < 2 or tool_choice.look_alike(tied) or worded or not by_name:
        # A tie on the question's words is the word-matching slip notebook 03 shows ("counter"
        # meets the orders tool as "threads" meets the notes); tools that take different kinds of
        # name (a person's, an author's) differ by that; a tie of other bonuses (a typed argument
        # filled, "today" for a news tool) is weighed as before: all keep the confused pick.
        explain.rule("no clear winner: the most generic of the near-tied tools (a confused pick)")
        return _call(chosen.profile, request, knowledge)
    names = [s.profile.spec.name for s in sorted(tied, key=lambda s: -s.score)]
    listed = _quoted_names(names)
    explain.rule("near-tied tools with distinct descriptions: which one fits is a matter of meaning, a stated limit",
                 tied={s.profile.spec.name: round(s.score, 2) for s in tied})
    return Step(text=limits.state(
        f"choose between the tools {listed} for this question",
        "their descriptions match its words about equally and it matches words, not meanings",
        "pick the tool whose purpose fits the question, or ask what you mean",
        kind="reading",
    ))


def _told_apart(tied: list, request: Request, knowledge: Knowledge, matcher: Matcher) -> Step | None:
    """Near-tied tools with the same specific description (not notebook 03's vague look-alikes,
    where a model collapses onto one): the one tool whose required typed values the question
    fills when the others' it does not; else, when their descriptions meet the same words of
    the question, a stated limit naming them, no call (a pick would be a coin toss). ``None``
    when the descriptions differ or are vague: the rules after it decide."""
    if len(tied) < 2 or len({s.profile.spec.description.strip() for s in tied}) != 1 or any(
            s.profile.vague for s in tied):
        return None
    asked = matcher.analyse(request.search_question)
    query = search_query(request, knowledge)
    fillable = [s for s in tied if not tool_args.guessed_required(s.profile.spec, request.question, query)]
    if len(fillable) == 1:
        explain.rule("tools with one description: the one whose typed arguments the question fills",
                     tool=fillable[0].profile.spec.name)
        return _call(fillable[0].profile, request, knowledge)
    if not tool_choice.same_cover(asked, tied):
        return None
    names = [s.profile.spec.name for s in tied]
    listed = _quoted_names(names)
    explain.rule("near-tied tools with one specific description that meets the question: a stated limit",
                 tied=names)
    return Step(text=limits.state(
        f"choose between the tools {listed} for this question",
        "their descriptions are the same and both meet it, so nothing it reads tells which one is meant",
        "pick one by what it knows of them, or ask which one you mean",
        kind="reading",
    ))


def _partial_arithmetic(request: Request) -> str:
    """A limit when the bound arithmetic tools would leave a number of the question unused
    (``function_tools.left_over``): answering the part they can do as the whole is wrong; or
    when they do its operation but its wording reads as no steps of theirs
    (``function_tools.unplanned``): a text answer where a model calls the tool breaks a program
    that reads the call."""
    unused = function_tools.left_over(request.question, request.tools, request.earlier_result)
    if not unused:
        if not function_tools.unplanned(request.question, request.tools, request.earlier_result):
            return ""
        explain.rule("arithmetic the bound function tools do, in wording read as none of their steps: state the limit")
        return limits.state(
            "work out this calculation with the bound tools",
            "it names an operation a bound tool does, but its wording reads as no sequence of their calls",
            "map every operation onto the tools and call them in order",
            kind="reading",
        )
    explain.rule("arithmetic the bound function tools cannot do in full: state the limit")
    return limits.state(
        "work out this whole calculation with the bound tools",
        f"its plan leaves {unused} of the question unused (an operation no bound tool does, or "
        "wording it cannot read as one chain of steps)",
        "map every operation onto the tools and call them in order",
        kind="reading",
    )


# --- after tool results ----------------------------------------------------------------------


def _after_results(
    request: Request, knowledge: Knowledge, matcher: Matcher, max_tool_calls: int
) -> Step:
    narrowed = asking_user.after_reply(request)
    if narrowed is not None:  # the user answered through AskHuman: the request's next part, on its own
        explain.rule("the user replied: the request's next part, with the place they named")
        if not narrowed.rounds:
            return _first_step(narrowed, knowledge, matcher)
        request = narrowed
    rounds = request.rounds
    last = rounds[-1]
    if handoffs.is_handoff(last.name, last.result):
        return _after_handoff(request, last)
    if tool_errors.is_feedback(last.result):  # "User requested changes: pass in the country as well"
        explain.rule("the tool's result is a person's feedback on the call, to be acted on")
        return Step(text=tool_errors.feedback_limit(last))
    memory = memory_tools.memory_tool(request.tools)
    if memory is not None and last.name == memory.name and memory_tools.stated_facts(request.human):
        explain.rule("the memory tool stored what the user said: acknowledge it")
        return Step(text=memory_tools.acknowledgement(conversation.introduction(request.human).get("name")))
    looked_up = user_lookup.lookup_tool(request.tools)
    if looked_up is not None and last.name == looked_up.name and len(rounds) == 1:
        told = user_lookup.after_lookup(request.system, request.question, last.result)
        if told is not None:  # "User name is ... User lives in ..." in the system message: read
            return Step(text=told)
    blank = "" if _ERROR_RE.match(last.result) else blank_calls.limit(
        next((t for t in request.tools if t.name == last.name), None), last)  # an error result has its own path
    if blank:  # the call had no value for a required argument: its result answers another request
        explain.rule("the last call left a required argument blank: its result is no answer")
        return Step(text=blank)
    bare = bare_results.limit(request.human, last)
    if bare:  # "El código es 482913" -> verify_code -> true: a status, not an answer
        explain.rule("a bare true/false result after a turn that asks nothing")
        return Step(text=bare)
    profiles = {t.name: tool_choice.profile(matcher, t) for t in request.tools}
    last_kind = profiles[last.name].kind if last.name in profiles else _guess_kind(last)

    if last.name in {t.name for t in function_tools.function_tools(request.tools).values()}:
        calls, answer, _ = function_tools.next_calls(request.question, request.tools, rounds, request.earlier_result)
        if calls and len(rounds) < max_tool_calls:
            explain.rule("the next arithmetic step, on the previous result")
            return Step(calls=calls)
        if answer:
            explain.rule("every arithmetic step done: the last result answers")
            return Step(text=answer)
        partial = _partial_arithmetic(request)
        if partial:
            return Step(text=partial)
    if last_kind == "calculator":
        return Step(text=_calculator_answer(request, rounds))
    if _ERROR_RE.match(last.result) and not last.marked_documents and not (
            empty_results.is_empty(last.result) and any(_round_documents(r, profiles) for r in rounds[:-1])) and not (
            empty_results.is_empty(last.result) and _searched_in_vain(rounds, profiles)):
        # (every search said it found nothing: a broader search or "found nothing" below, never the message relayed)
        # (a last search that found nothing after earlier ones that did: the turn's results are read, pooled)
        fixed = tool_errors.corrected_args(last, rounds)
        if fixed is not None and len(rounds) < max_tool_calls:
            explain.rule("the tool's error names a form its arguments lack: the same call in that form")
            return Step(calls=[(last.name, fixed)])
        if tool_errors.about_input(last.result):  # "Currency codes must be ISO 4217 ...": no rule fixes it
            return Step(text=tool_errors.limit(last))
        return Step(text=f"The {last.name} tool could not help: {last.result.strip()}")

    calculator = next((p for p in profiles.values() if p.kind == "calculator"), None)
    used_calc = any(profiles.get(r.name) is calculator for r in rounds)
    if calculator and not used_calc and len(rounds) < max_tool_calls:
        expression = records_expression(request.question, [r.result for r in rounds])
        if expression:
            args = tool_args.fill_args(calculator.spec, expression, expression, expression)
            return Step(calls=[(calculator.spec.name, args)])

    nested = _nested_answer(request, last) if not last.marked_documents else None
    if nested is not None:
        return Step(text=nested)
    records = json_records(last.result) if not last.marked_documents else None
    if records is not None:
        return Step(text=_records_answer(request, matcher, last, records))
    listing = json_listing(last.result) if last_kind == "lookup" else None
    if listing is not None:  # ["Grace Bay Club", "COMO Parrot Cay"]: the items, said with what was looked up
        explain.rule("a lookup returned a list of short items: the answer names them", items=len(listing))
        return _routed_rest(request, max_tool_calls) or Step(text=_labelled(last, "; ".join(listing)) + ".")
    if last_kind == "lookup" and lookup_pages.asks_for_whole(request.question):
        explain.rule("the question asks for what the lookup returned: shown as it is", tool=last.name)
        return Step(text=_record_answer(request, rounds))
    fragments = record_fragments.wrapped(last.result) if last_kind == "lookup" and not last.marked_documents else None
    if fragments is not None:  # '"stock": {...}' / '"prices": {...}' lines: read as the JSON they are part of
        return Step(text=_fragments_answer(request, matcher, knowledge, last, fragments, rounds))
    if last_kind == "lookup" and not last.marked_documents and document_results.is_document(last.result) \
            and not lookup_pages.is_page(last.result):
        return Step(text=_document_answer(request, matcher, knowledge, last))
    docs = [d for r in rounds for d in _round_documents(r, profiles)]
    if docs and last_kind == "lookup" and lookup_pages.is_page(last.result):
        # a lookup's page (a menu, a timetable): read for the question by the grounded reader, as
        # documents in a prompt are; no search to narrow, so no second call
        from course_lib.sim.responders.replies import grounded_answer

        explain.rule("a lookup returned a page of text: read for the question as documents", tool=last.name)
        page = list(_dedupe([d for d in _round_documents(last, profiles)]))
        read = grounded_answer(replace(request, documents=page, retrieved=True, rounds=[]), matcher, knowledge)
        if read.strip() in (DONT_KNOW, DONT_KNOW_ZH):
            # no line it reads answers: the page is shown as it came, for the reader to read (a
            # lookup's own page about the question's subject is no ground for "I don't know")
            # (shown silently it would pass for the answer: the limit says no line was read as one)
            explain.rule("no line of the lookup's page answers as read: the page is shown, with a limit",
                         tool=last.name)
            said = limits.state(
                "tell whether this page answers the question",
                f"no line of what {last.name} returned answers it as read, so the page is shown as it came",
                "read the page for the answer or say it does not hold one",
                kind="documents",
            )
            return Step(text=f"{said}\n\n{_record_answer(request, rounds)}")
        return Step(text=read)
    if not docs and _searched_in_vain(rounds, profiles):  # every search said it found nothing: search again or give up
        return _search_step(request, knowledge, matcher, profiles, max_tool_calls)
    if not docs:
        routed = _routed_rest(request, max_tool_calls)
        if routed is not None:
            return routed
        unused = unused_figures(request.question, rounds)
        if unused:
            explain.rule("the lookups leave figures of the question unused: the answer would be partial",
                         unused=unused)
            return Step(text=limits.state(
                "answer the whole question from these results",
                f"its tools looked up {', '.join(sorted({r.name for r in rounds}))}, but the question's figures "
                f"{', '.join(unused)} go into no call or result, so what it asks of them is still open",
                "use the figures with the results (or another tool) and answer every part",
                kind="documents",  # about what the results answer, not the request's wording
            ))
        return Step(text=_record_answer(request, rounds))
    return _search_step(request, knowledge, matcher, profiles, max_tool_calls)


_FIGURE_RE = re.compile(r"(?<![\w.,:/-])\d+(?:\.\d+)?(?![\w:/-]|[.,]\d)")


def _searched_in_vain(rounds: list[ToolRound], profiles: dict) -> bool:
    """Were all the calls searches (or tools of no known kind) whose results say they found nothing?"""
    return all(empty_results.is_empty(r.result) and (r.name not in profiles or profiles[r.name].kind == "search")
               for r in rounds)


def unused_figures(question: str, rounds: list[ToolRound]) -> list[str]:
    """The figures the question writes ("5000 美元", "10 股") that no tool call of this turn took as
    an argument and no result repeats: a relayed lookup result leaves what the question asks of
    them unanswered. Figures inside names and codes ("ORD-1003", "14:30", "v2.1") are no figures;
    every digit run of the calls and results counts as taken (a date argument "2026-01-30" takes
    the question's "30 January 2026"); the figures of a stated today are none."""
    from course_lib.sim.words.figure_forms import plain_figures

    # ("It's Tuesday 3 June 2036. ...": the stated today anchors the request's days, no figure asked of)
    figures = list(dict.fromkeys(_FIGURE_RE.findall(plain_figures(without_stated_today(question)))))
    if not figures:
        return []
    said = " ".join(f"{json.dumps(r.args, ensure_ascii=False)} {r.result}" for r in rounds)
    taken = {float(n) for n in re.findall(r"\d+(?:\.\d+)?", said)}  # "2026-01-30" takes 2026, 1 and 30
    unused = [f for f in figures if float(f) not in taken]
    if unused:  # "68°F" taken as celsius=20.0: a quantity a call took in another unit is used
        from course_lib.sim.values.comparisons import converted_into

        passed = [v for r in rounds for v in r.args.values() if isinstance(v, int | float) and not isinstance(v, bool)]
        unused = [f for f in unused if not converted_into(question, float(f), passed)]
    return unused


def _routed_rest(request: Request, max_tool_calls: int) -> Step | None:
    """A lookup answered part of the request, and the instructions route a need still open to
    another tool ("pick one destination and give me hotel recommendations": the destination came
    back; "If you need hotel recommendations, ask 'hotel_advisor' for help." routes the rest to
    ``transfer_to_hotel_advisor``): call that tool, when it is the only one the open words route to
    and the question fills its required arguments (``delegation``). Not for an agent the task was
    handed to (it does its own part; passing the rest on is the caller's decision). ``None``: answer
    as before."""
    if len(request.rounds) >= max_tool_calls or not request.system or handoffs.handed_over(request.shown):
        return None
    used = {r.name for r in request.rounds}
    specs = {t.name: t for t in request.tools}
    said = " ".join(
        f"{r.name.replace('_', ' ')} {specs[r.name].description if r.name in specs else ''} "
        f"{' '.join(str(v) for v in r.args.values())} {r.result}"
        for r in request.rounds
    )
    open_terms = [t for t in content_terms(request.question) if t not in set(content_terms(said))]
    if not open_terms:
        return None
    fits = []
    for spec in request.tools:
        if spec.name in used:
            continue
        routed = {t for need in delegation.routed_needs(request.system, spec.name) for t in content_terms(need)}
        hit = [t for t in open_terms if t in routed]
        if hit:
            fits.append((spec, hit))
    if len(fits) != 1:
        return None
    spec, hit = fits[0]
    args = tool_args.fill_args(spec, request.question, " ".join(hit))
    if any(name not in args for name in (spec.parameters or {}).get("required") or []):
        return None
    explain.rule("a tool result answered part of the request; the instructions route the rest to another tool",
                 tool=spec.name, open_words=hit)
    return Step(calls=[(spec.name, args)])


def _after_handoff(request: Request, last: ToolRound) -> Step:
    """Control is back after this model handed the task to another agent: the acknowledgement is
    no search result, and whether the other agents' replies finish the task (or which agent takes
    its next part) it cannot tell (``handoffs``)."""
    back = handoffs.replies_after(request.shown, last.result)
    explain.rule("control is back after a handoff to another agent", handoff=last.name, replies=len(back))
    if not back:
        why = f"it handed the task on with {last.name!r} and no agent has replied since"
    else:
        why = (f"it handed the task on with {last.name!r}, and it cannot tell from the agents' replies since "
               "whether they finish the task or which agent should take its next part")
    return Step(text=limits.state("coordinate the agents", why,
                                  "read the agents' replies and hand the rest of the task on, or answer from them",
                                  kind="reading"))


def _search_step(
    request: Request, knowledge: Knowledge, matcher: Matcher, profiles: dict, max_tool_calls: int
) -> Step:
    rounds = request.rounds
    question = reply_form.subject_of(request.search_question)  # "in 2 sentences" is no subject
    searches = [
        r
        for r in rounds
        if _round_documents(r, profiles)
    ]
    all_docs = _dedupe([d for r in searches for d in _round_documents(r, profiles)])
    own = subject_pronoun(replace(request, documents=list(all_docs))) if all_docs else None
    if own is not None:  # "how much does it cost?" read of the previous question's subject, on its own words
        question = reply_form.subject_of(own.question)
    steps = planning.sequential_steps(request.question)
    if steps is not None:
        step = _sequential_step(request, matcher, profiles, searches, all_docs, steps, max_tool_calls)
        if step is not None:
            return step
    found = evidence.gather(matcher, question, all_docs)
    chain = chains.follow(matcher, question, all_docs)
    if chain is not None:
        # A chained question is answered only when its last relation is (multi-hop).
        if chain.complete:
            return Step(text=chain.answer_text())
    elif found.answered or covers_reasonably(found, question):
        from course_lib.sim.grounded import record_answers

        if own is None:  # the results read as documents are, by the one grounded reader
            # (the question's subject alone: "in 2 sentences" is the reply's form, fitted after)
            subject = {"question": question} if question != request.search_question else {}
            read, missing = _read_results(replace(request, **subject), all_docs, matcher, knowledge)
            read = reply_form.fitted(read, request.question) if subject and not explain.stated_limit() else read
            unknown = read.strip() in (DONT_KNOW, DONT_KNOW_ZH)
            if unknown and isinstance(explain.noted("name"), str):  # "pensioners", which no result names
                missing = [explain.noted("name")]
            again = _search_for_missing(request, searches, profiles, missing, max_tool_calls) if missing else None
            if again is not None:  # part of the question found: search once more for the rest first
                return again
            if not unknown:
                explain.evidence(read_as="documents, by the grounded reader (the search results answer the question)")
                return Step(text=read)
            if missing:  # a thing the question names that no result holds: never the other lines quoted as the answer
                return Step(text=_give_up(found, all_docs, request, matcher))

        worked = record_answers.worked_answer(replace(request, documents=list(all_docs), rounds=[]))
        if worked is not None:  # a value worked from the results' figures (a start plus a runtime), or its limit
            return Step(text=worked)
        # the checks a grounded answer asks of its quote (the operands of a sum, one of several values
        # of the asked kind, a rule not applied ...), over this question's results: a stated limit
        doubted = quoted_answer.doubts(replace(request, documents=list(all_docs), rounds=[]), found, matcher)
        if doubted:
            return Step(text=doubted)
        said = evidence.compose_answer(found)  # (checked for the kind asked, as a grounded quote is)
        doubted = kind_doubt(replace(request, documents=list(all_docs), retrieved=True, rounds=[]), said)
        return Step(text=doubted or reply_form.fitted(said, request.question))  # "in 2 sentences""

    if chain is None and _repeated_result(searches):
        # the last search brought back the text an earlier one of the same tool did: searching
        # again brings nothing new, so the results are read for the question as documents are
        from course_lib.sim.responders.replies import grounded_answer

        explain.rule("a search returned the same text as an earlier one: stop searching and read it",
                     tool=searches[-1].name, searches=len(searches))
        read = grounded_answer(replace(request, documents=list(all_docs), retrieved=True, rounds=[]), matcher, knowledge)
        if read.strip() in (DONT_KNOW, DONT_KNOW_ZH):  # nothing in them: the agent's own give-up says so
            return Step(text=_give_up(found, all_docs, request, matcher))
        return Step(text=read)

    def progress(docs_i: list, partial: evidence.Evidence) -> float:
        if chain is not None:
            return float(len(chains.follow(matcher, question, docs_i).answers))
        return partial.coverage if partial.anchored else 0.0

    fruitless, before = 0, 0.0
    for i in range(1, len(searches) + 1):
        if i == len(searches):
            docs_i, partial = all_docs, found
        else:
            docs_i = _dedupe([d for r in searches[:i] for d in _round_documents(r, profiles)])
            partial = evidence.gather(matcher, question, docs_i)
        cov = progress(docs_i, partial)
        fruitless += cov <= before
        before = max(before, cov)
    tried = [r for r in rounds if r in searches or empty_results.is_empty(r.result)]  # (a search that found nothing counts)
    if fruitless >= 2 or len(tried) >= MAX_SEARCHES or len(rounds) >= max_tool_calls:
        return Step(text=_give_up(found, all_docs, request, matcher))

    other = _other_tool(request, matcher, found, profiles, knowledge)
    if other is not None:
        return other
    if len({r.name for r in searches}) >= 2 and _worth_telling(found):
        # several sources asked, each with part of the answer: say what they hold
        explain.rule("every fitting tool asked: the answer is what their results hold", coverage=found.coverage)
        return Step(text=_what_was_found(found))
    used = {_norm(str(v)) for r in tried for v in r.args.values() if isinstance(v, str)}
    candidates = []
    if chain is not None and chain.open_step:  # the innermost relation still unresolved
        candidates.append(planning.rewrite_query(chain.open_step, knowledge))
    if found.anchored:
        candidates.append(evidence.follow_up_query(found))
    candidates.append(planning.rewrite_query(question, knowledge))
    asked = knowledge.to_preferred(question)
    analysed = matcher.analyse(asked).concepts
    # (written in the question's words: a Hangul concept is a piece of a word, "디노" of "테디노트의")
    candidates.append(" ".join(whole_hangul_words([c.word for c in analysed if c.key_term], asked)))
    candidates.append(" ".join(whole_hangul_words([c.word for c in analysed if c.is_name], asked)))  # broaden: the names alone
    candidates.append(" ".join(whole_hangul_words([c.word for c in analysed if not c.is_name], asked)))  # or the topic alone
    if tried and not searches:  # every search found nothing: broaden (one word left out, then one word alone)
        grouped = _day_group_query(question, tried[0])
        if grouped:  # "close sundays" found nothing: the notes may say "weekends"
            candidates.insert(0, grouped)  # (before the near forms: a day's group is the likelier miss)
        candidates.extend(_broader_queries(tried[0]))
    next_query = next((c for c in candidates if c and _norm(c) not in used), None)
    if next_query is None:
        return Step(text=_give_up(found, all_docs, request, matcher))
    last_search = searches[-1].name if searches else request.rounds[-1].name
    spec = profiles.get(last_search)
    if spec is None:
        return Step(text=_give_up(found, all_docs, request, matcher))
    args = tool_args.fill_args(spec.spec, next_query, next_query)
    return Step(calls=[(spec.spec.name, args)])


REASONABLE_COVERAGE = 0.6


def _read_results(request: Request, docs: list, matcher: Matcher, knowledge: Knowledge | None = None):
    """The search results read as documents by the one grounded reader: (its reply, the question's
    words it found nothing about when the reply is a partial answer with no stated limit, else ``None``)."""
    from course_lib.sim.responders.replies import grounded_answer

    before = explain.noted("missing")
    read = grounded_answer(replace(request, documents=list(docs), retrieved=True, rounds=[]), matcher, knowledge)
    partial = before is None and explain.noted("missing") is not None and not explain.stated_limit()
    return read, explain.noted("missing") if partial else None


def _search_for_missing(request: Request, searches: list[ToolRound], profiles: dict, missing, max_tool_calls: int) -> Step | None:
    """One more search, for the words of the question the results left out ("student" when the
    course's line came back but not its concession), when the first search alone was made and a
    call is left; ``None`` otherwise (the partial answer says what it could not find)."""
    if (len(searches) != 1 or len(request.rounds) >= min(max_tool_calls, MAX_SEARCHES)
            or not isinstance(missing, (list, tuple))):
        return None
    query = " ".join(str(w) for w in missing[:4]).strip()
    spec = profiles.get(searches[-1].name)
    used = {_norm(str(v)) for r in request.rounds for v in r.args.values() if isinstance(v, str)}  # (every query tried)
    if not query or spec is None or _norm(query) in used:
        return None
    explain.rule("the results answer part of the question: search once more for the rest", missing=list(missing[:4]))
    return Step(calls=[(spec.spec.name, tool_args.fill_args(spec.spec, query, query))])


def _day_group_query(question: str, last: ToolRound) -> str | None:
    """The first search's query with the one day the question names put as its group ("time close
    weekends" for "close Sundays"), when the query holds that day; else ``None``."""
    from course_lib.sim.words.weekdays import as_group, asked_day

    day = asked_day(question)
    query = next((v for v in last.args.values() if isinstance(v, str) and v.strip()), "")
    if day is None or not query:
        return None
    swapped = as_group(query, day)
    return swapped if swapped != query else None


def _broader_queries(last: ToolRound) -> list[str]:
    """Each word of the first search's query alone (the rarest first), then the query less one of
    its words (the commonest left out first): a search that needs every word of its query ("No
    rule mentions all of: yearly, rent, half, plot.") may find with fewer."""
    from course_lib.sim.words.weights import zipf

    query = next((v for v in last.args.values() if isinstance(v, str) and v.strip()), "")
    words = query.split()
    if len(words) < 2:
        return []
    order = sorted(range(len(words)), key=lambda i: -zipf(words[i].lower()))
    return [words[i] for i in reversed(order)] + [" ".join(w for j, w in enumerate(words) if j != i) for i in order]


def _repeated_result(searches: list[ToolRound]) -> bool:
    """Is the last search's result the text an earlier search of the same tool returned (spaces
    aside)? An empty or error result never counts."""
    if len(searches) < 2:
        return False
    last = searches[-1]
    text = " ".join(last.result.split())
    if not text or _ERROR_RE.match(last.result):
        return False
    return any(r.name == last.name and " ".join(r.result.split()) == text for r in searches[:-1])


def _sequential_step(
    request: Request,
    matcher: Matcher,
    profiles: dict,
    searches: list[ToolRound],
    docs: list,
    steps: tuple[str, str],
    max_tool_calls: int,
) -> Step | None:
    """A request of two ordered steps ("What is X? Once you get the answer, look up Y of that
    method."): after the first search, if its results answer the first step, search once more
    for the second step with what the first one found in place of "that method"; after that
    second search, answer both steps. ``None``: the ordinary search loop decides."""
    first, second = steps
    found1 = evidence.gather(matcher, first, docs)
    if not found1.picks or not found1.covered:
        return None
    term = planning.found_term(
        found1.picks[0][1], first, matcher.analyse(first).forms, planning.referenced_noun(second)
    )
    resolved = planning.resolve_back_reference(second, term) if term else second
    if len(searches) == 1 and len(request.rounds) < max_tool_calls:
        query = " ".join(content_words(resolved))
        spec = profiles.get(searches[-1].name)
        if spec is None or not query:
            return None
        explain.rule(
            "a request of two steps: the first is answered, so search for the second with what it found",
            first_step=first, found=term, next_query=query,
        )
        return Step(calls=[(spec.spec.name, tool_args.fill_args(spec.spec, query, query))])
    if len(searches) < 2:
        return None
    later = _dedupe([d for r in searches[1:] for d in _round_documents(r, profiles)])
    later = later or docs
    wording = planning.as_the_documents_say(resolved, "\n".join(d.text for d in later))
    found2 = evidence.gather(matcher, wording, later)
    said1 = evidence.compose_answer(found1)
    picked1 = {s for _, s in found1.picks}
    if not found2.picks or {s for _, s in found2.picks} <= picked1:
        explain.rule("a request of two steps: the second step's search found nothing new", found=term)
        missing = ", ".join(f"'{w}'" for w in content_words(resolved)[:4])
        return Step(text=f"{said1} I could not find anything more about {missing}.")
    keep = [i for i, (_, s) in enumerate(found2.picks) if s not in picked1]
    found2.picks = [found2.picks[i] for i in keep]
    found2.positions = [found2.positions[i] for i in keep if i < len(found2.positions)]
    found2.extra = [s for s in found2.extra if s not in picked1]
    explain.rule("a request of two steps: both searched, each step answered from its results", found=term)
    return Step(text=f"{said1} {evidence.compose_answer(found2)}")


def _other_tool(
    request: Request, matcher: Matcher, found: evidence.Evidence, profiles: dict, knowledge: Knowledge
) -> Step | None:
    """A tool not used yet that fits what the results still lack ("recent advancements in solar
    sailing" after the guest list answered who Rowan is): call it with the missing words."""
    used = {r.name for r in request.rounds}
    missing = [c for c in found.uncovered if c.key_term]
    if not missing or not found.picks:
        return None
    text = " ".join(c.word for c in missing)
    recency = tool_choice.recency_phrase(request.question)
    if recency:
        text = f"{recency.group(0)} {text}"
    unused = [p for name, p in profiles.items() if name not in used and p.kind != "calculator"
              and not _is_response_form(p.spec)]  # (the answer's form looks nothing up: its fields are no query)
    if not unused:
        return None
    scores = [s for s in tool_choice.score_tools(matcher, matcher.analyse(text), unused, text) if not s.vetoed]
    best = max(scores, key=lambda s: s.score, default=None)
    if best is None or best.score < 1.0:
        return None
    unread = lookup_first.unread_results(request, best.profile.spec.name)
    if unread is not None:  # "look up X, then use human_assistance(name, birthday)": values from the results
        explain.evidence(declined_tool=best.profile.spec.name)
        return Step(text=unread)
    query = " ".join(dict.fromkeys(w for w in content_words(text)))
    explain.rule(
        "the results answer part of the question; another tool fits the rest",
        missing=[c.word for c in missing],
        tool=best.profile.spec.name,
        score=best.score,
    )
    return Step(calls=[(best.profile.spec.name, tool_args.fill_args(best.profile.spec, text, query))])


def _round_documents(r: ToolRound, profiles: dict) -> tuple:
    """The documents of a tool result: any recognised shape; for a search-like tool (or an
    unknown one) its plain text too, as one unnamed document."""
    if empty_results.is_empty(r.result):
        return ()  # "No rule mentions all of: ...": nothing found, though it repeats the query's words
    r = query_echo.without_echo(r)  # "I looked up: <query>. Result: ...": read without the echo
    marked = r.marked_documents
    if marked:
        return marked
    profile = profiles.get(r.name)
    if profile is not None and keyed_search.answers_directly(r, profile.spec):
        return ()  # weather_search(city="sf") -> "Sunny!": a lookup's answer, not a page to search
    if profile is None or profile.kind == "search":
        return r.documents if not _ERROR_RE.match(r.result) else ()
    if profile.kind == "lookup" and not _ERROR_RE.match(r.result) and lookup_pages.is_page(r.result):
        return r.documents  # get_menu -> the whole menu: a page, read for the question as a search's results
    return ()


def covers_reasonably(found: evidence.Evidence, question: str) -> bool:
    """Do the results cover the question well enough to answer, as a model would judge?

    The key concepts are the question's words that carry its topic (names, identifiers and
    content words; generic words such as "use" and answer-type words such as "year" aside).
    The picked sentences must name every name of the question (the main subject) and cover at
    least 60 % of the key concepts' weight: a paraphrase the lexicon cannot match ("when none
    is specified" for "default") does not send the agent searching again. A chained question
    ("the team that owns X") keeps the stricter test: the thing asked about must be there too.
    """
    if not found.picks or not found.anchored or evidence.is_nested(question):
        return False
    key = [c for c in found.question.concepts if c.key_term]
    total = sum(c.weight for c in key)
    if not total:
        return False
    covered = {c.key for c in found.covered}
    return sum(c.weight for c in key if c.key in covered) / total >= REASONABLE_COVERAGE - 1e-9


def _give_up(found: evidence.Evidence, docs: list, request: Request | None = None, matcher: Matcher | None = None) -> str:
    from course_lib.sim.grounded import unset_answers

    unset = unset_answers.reply(found.question_text, [d.body for d in docs]) if docs else None
    if unset is not None:  # "when is the next tour?" over "... has not announced a next tour."
        explain.rule("the results say the asked time is not fixed yet", sentence=unset[:120])
        return unset
    if _worth_telling(found):
        said = _what_was_found(found)
        if request is not None and docs:  # what the results hold, checked for the kind asked as a grounded quote is
            doubted = kind_doubt(replace(request, documents=list(docs), retrieved=True, rounds=[]), said)
            if doubted is not None:
                return doubted
        explain.rule("searches done: the answer is what the results hold", coverage=found.coverage)
        return said
    if request is not None and matcher is not None and docs and subject_pronoun(replace(request, documents=list(docs))) is None:
        # the searches are over: what they found, read as documents are (a rule in other words, a row)

        read, missing = _read_results(request, docs, matcher)
        if read.strip() not in (DONT_KNOW, DONT_KNOW_ZH) and missing is None:  # (a part of the question met is no answer here)
            explain.evidence(read_as="documents, by the grounded reader (the searches are over)")
            return read
    if request is not None and matcher is not None and docs:
        # the results of this question's own searches, read as an answer step reads its
        # documents: its reasons to doubt "I don't know" apply (``doubted_absence``)
        doubted = doubted_absence.reply(replace(request, documents=list(docs), retrieved=True, rounds=[]), found, matcher)
        if doubted is not None:
            return doubted
    # a question in a language matched word for word, over results on its subject: not a plain "no"
    unsure = word_for_word.unsure_give_up(found.question_text, " ".join(f"{d.title} {d.body}" for d in docs))
    if unsure:
        explain.rule("the searches found nothing that answers the question", coverage=found.coverage)
        return unsure
    explain.rule("the searches found nothing that answers the question", coverage=found.coverage)
    return GIVE_UP


def _worth_telling(found: evidence.Evidence) -> bool:
    """Results that hold the question's names and half of it are worth telling."""
    return bool(found.picks) and found.anchored and found.coverage >= 0.45 and any(
        c.is_name for c in found.question.concepts
    )


def _what_was_found(found: evidence.Evidence) -> str:
    from course_lib.sim.words.weights import zipf

    said = evidence.compose_answer(found)
    missing = [c.word for c in found.uncovered if c.key_term and not c.answer_type and zipf(c.word.lower()) < 4.5]
    if not missing:
        return said
    listed = ", ".join(f"'{m}'" for m in missing[:3])
    return f"{said} I could not find anything about {listed}."


def _dedupe(docs: list) -> list:
    seen: dict[tuple, Any] = {}
    for d in docs:
        seen.setdefault((d.source, d.title, d.body), d)
    return list(seen.values())


def _norm(text: str) -> str:
    return " ".join(sorted(re.findall(r"\w+", text.lower())))


def _guess_kind(r: ToolRound) -> str:
    return "calculator" if re.fullmatch(r"\s*-?[\d.,]+\s*", r.result) else "search"


_CURRENCY_AMOUNT_RE = re.compile(
    r"(?<![\w.])(-?\d[\d,]*(?:\.\d+)?)\s?(?P<code>[A-Z]{3}\b|元|块钱|人民币)|"
    rf"(?P<sym>{SYMBOL_CLASS})\s?(-?\d[\d,]*(?:\.\d+)?)"
)
_SUMMARY_LINE_RE = re.compile(
    r"^\s*\d+\s+\w+\s*;|\btotals?\b\s*[:=]|\bsum\b\s*[:=]|\bsubtotal\b", re.IGNORECASE
)
_CURRENCY_WORDS = {
    "USD": r"\bUSD\b|\bdollars?\b|\$|美元",
    "EUR": r"\bEUR\b|\beuros?\b|€|欧元",
    "GBP": r"\bGBP\b|\bpounds?\b|£|英镑",
    "CNY": r"\bCNY\b|\bRMB\b|\byuan\b|元|人民币|块钱",
}
_DIFFERENCE_RE = re.compile(
    r"\bhow much (?:more|less|higher|lower|bigger|smaller)\b|\bdifference between\b|"
    r"\b(?:more|less) than\b|相差|差多少|差额|多多少|少多少|高多少|低多少",
    re.IGNORECASE,
)
_DISCOUNT_RE = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(discount|off|reduction|rebate|tax|vat|increase|markup|"
    r"surcharge|more|less)",
    re.IGNORECASE,
)


def record_amounts(texts: list[str]) -> list[tuple[str, str]]:
    """(amount, currency) of each record in tool results, in order, each record once.

    A record line names its amount with a currency code ("3275.60 USD"), a symbol ("$12"), or a
    label ("amount: 12"); summary lines ("7 orders; total: ...") are left out when records are
    there, so nothing is counted twice.
    """
    seen: dict[str, tuple[str, str]] = {}
    summaries: list[tuple[str, str]] = []
    for text in texts:
        for line in re.split(r"\n|；", text):  # "ORD-1 张三 880 元；ORD-2 李四 1299 元": one record each
            found = []
            for m in _CURRENCY_AMOUNT_RE.finditer(line):
                if m.group("code"):
                    code = m.group("code")
                    found.append((m.group(1).replace(",", ""), HAN_CURRENCY_WORDS.get(code, code)))
                else:
                    # the line's own evidence first (it leads), then the whole result's
                    code = symbol_code(m.group("sym"), line + "\n" + text, m.start("sym"))
                    found.append((m.group(4).replace(",", ""), code))
            if not found:
                found = [((a or b).replace(",", ""), "") for a, b in _AMOUNT_RE.findall(line)]
            if not found:
                continue
            if _SUMMARY_LINE_RE.search(line):
                summaries.extend(found)
                continue
            seen.setdefault(line.strip(), found[0])
    return list(seen.values()) or summaries


def records_expression(question: str, results: list[str]) -> str | None:
    """A clean calculator expression over the amounts in tool results, or ``None``.

    "total / sum / combined / average" -> the sum (or mean) of every amount; "how much more was A
    than B" -> A - B; "after a 20% discount" -> amount * (1 - 0.2). Only amounts of one
    currency are combined: the one the question names, else the only one present.
    """
    if not (
        _DISCOUNT_RE.search(question)
        or _DIFFERENCE_RE.search(question)
        or _AGGREGATE_RE.search(question)
    ):
        return None  # no computation asked for: skip scanning the results (same outcome)
    amounts = record_amounts(results)
    wanted = [c for c, pattern in _CURRENCY_WORDS.items() if re.search(pattern, question)]
    if len(wanted) == 1:
        amounts = [a for a in amounts if a[1] in (wanted[0], "")]
    if len({c for _, c in amounts}) > 1 or not amounts:
        return None  # mixed currencies: answer from the results instead
    values = [a for a, _ in amounts]
    rate = _DISCOUNT_RE.search(question)
    if rate and len(values) == 1:
        share = arithmetic.first_number(str(float(rate.group(1)) / 100)) or "0"
        sign = (
            "-"
            if rate.group(2).lower() in ("discount", "off", "reduction", "rebate", "less")
            else "+"
        )
        return f"{values[0]} * (1 {sign} {share})"
    if _DIFFERENCE_RE.search(question) and len(values) == 2:
        return f"{values[0]} - {values[1]}"
    op = _AGGREGATE_RE.search(question)
    if op and len(values) >= 2:
        word = (op.group(1) or op.group(2)).lower()
        return arithmetic.list_expression(
            "average" if word in _AVERAGE_WORDS else "sum", values
        )
    return None


def _calculator_answer(request: Request, rounds: list[ToolRound]) -> str:
    result = rounds[-1].result.strip()
    expression = next((v for v in rounds[-1].args.values() if isinstance(v, str)), "")
    number = re.search(r"-?\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?", result)
    if not number or _ERROR_RE.match(result):
        return f"The calculator could not compute that: {result}"
    value = number.group(0)
    if len(rounds) > 1:  # a chained call: say what was computed from what
        op = _AGGREGATE_RE.search(request.question)
        if _DISCOUNT_RE.search(request.question):
            label = "result"
        elif _DIFFERENCE_RE.search(request.question):
            label = "difference"
        elif op:
            label = "average" if (op.group(1) or op.group(2)).lower() in _AVERAGE_WORDS else "total"
        else:
            label = "result"
        if request.language == "zh":
            unit = "元" if re.search(r"元|钱|金额|价", request.question) else ""
            said = {"total": "合计", "average": "平均", "difference": "相差"}.get(label, "结果是")
            return f"{said} {value}{(' ' + unit) if unit else ''}（{expression} = {value}）。"
        return f"The {label} is {value} ({expression} = {value})."
    if request.language == "zh":
        return f"{expression} = {value}。" if expression else f"结果是 {value}。"
    return f"{expression} = {value}" if expression else f"The result is {value}."


MAX_RECORDS = 8  # records named in an answer; the rest are counted
_LABEL_KEY_RE = re.compile(r"^(?:name|title|label|full_?name|display_?name)$|_(?:name|title)$", re.IGNORECASE)


LISTING_MAX_ITEMS = 12
LISTING_MAX_ITEM = 120  # characters: an item longer than this is a passage, not a listed name


def json_listing(result: str) -> list[str] | None:
    """A tool result that is a JSON list of a few short strings (names, not passages), or None."""
    text = result.strip()
    if not (text.startswith("[") and text.endswith("]")) or len(text) > LISTING_MAX_ITEMS * (LISTING_MAX_ITEM + 4):
        return None
    data = literal_value(text)
    if not isinstance(data, list) or not data or len(data) > LISTING_MAX_ITEMS:
        return None
    if not all(isinstance(x, str) and 0 < len(x.strip()) <= LISTING_MAX_ITEM and "\n" not in x for x in data):
        return None
    return [x.strip() for x in data]


def json_records(result: str) -> list[dict] | None:
    """The records of a tool result that is JSON (or the Python literal of a dict or list,
    ``literal_value``): a list of flat objects, one object, or an object holding one such list
    (``{"results": [...]}``); ``None`` for anything else (text, passages)."""
    value = literal_value(result)
    if value is None:
        return None
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list)]
        value = lists[0] if len(lists) == 1 and all(isinstance(x, dict) for x in lists[0]) else [value]
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        return None
    return [x for x in value if x]  # "{}": no record


def _nested_answer(request: Request, r: ToolRound) -> str | None:
    """A JSON result whose records hold lists (tables of guests, rooms of pupils): the question
    answered by the group it names and its members (``nested_answers``), or a stated limit;
    ``None`` when the result is no such JSON or the question names nothing of it."""
    from course_lib.sim.grounded import nested_answers
    from course_lib.sim.material import nested_records

    nested = nested_records.read(r.result)
    got = nested_answers.answer(request.question, nested) if nested is not None else None
    if got is None:
        return None
    if isinstance(got, nested_answers.Answer):
        explain.rule("nested JSON records: the group the question names, or the member, with its group", tool=r.name)
        return got.text
    explain.rule("nested JSON records the question names, not answered", tool=r.name, why=got.reason)
    return limits.state(f"answer from the records the tool '{r.name}' returned", got.reason,
                        "read the records with their notes and answer", kind="documents")


# a question that asks for the records themselves: "what's in ...", "which items", "list ..."
_CUE_LISTING = re.compile(r"\bwhat(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:in|on)\b|\b(?:which|what)\s+(?:items?|things?|"
                          r"products?|ones?|records?|entries|results?)\b|\blist\b|\bshow\s+me\b|\bhow\s+many\b",
                          re.IGNORECASE)


# a field that holds money (its key or a currency in its value), for a question that asks money (quantities.asks_money)
_MONEY_FIELD_RE = re.compile(r"price|cost|total|amount|fee|charge|paid|subtotal|[£$€¥]|\b(?:GBP|USD|EUR|CNY|JPY)\b",
                             re.IGNORECASE)


def _outer_fields(result: str) -> dict[str, object]:
    """The scalar fields of a JSON object result beside the list of records it holds ({"status":
    "shipped", "carrier": "DPD", "items": [...]}); {} for any other result."""
    value = literal_value(result)
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if not isinstance(v, dict | list) and v not in (None, "")}


def _records_answer(request: Request, matcher: Matcher, r: ToolRound, records: list[dict]) -> str:
    """The answer from a tool's JSON records, never the JSON itself: no records -> it says the
    tool found none; else each record by its name (a ``name`` / ``title`` field) with the fields
    whose key or value meets the question's words or the kind of answer it asks for ("what time":
    a field holding a time). No field meets the question: a stated limit."""
    from course_lib.sim.material.record_keys import key_words

    if not records:
        explain.rule("the tool returned no records", tool=r.name)
        return f"The {r.name} tool found no records for this."
    if len(records) == 1:
        keyed = _keyed_table_answer(request, r, records[0])
        if keyed is not None:  # {"fares_to": {"Manchester Airport": {"saloon": 48}}} for "saloon to manchester airport"
            return keyed
    records = _records_named(request.question, records)
    asked = {c.key for c in matcher.analyse(request.question).concepts}
    from course_lib.sim.values.field_readers import is_id_name

    given = request.question.lower()
    money_asked = asks_money(request.question)
    outer = [f"{key_words(f'{k}: x') or k.replace('_', ' ')} {v}" for k, v in _outer_fields(r.result).items()
             if asked & matcher.forms(f"{key_words(f'{k}: x') or k.replace('_', ' ')}: {v}")
             and not (money_asked and not _MONEY_FIELD_RE.search(f"{k} {v}"))
             and not (is_id_name(k) and re.search(rf"(?<!\w){re.escape(str(v).lower())}(?!\w)", given))]
    # (not the id it was asked by: "order 5521" over "order_id": "5521")
    lines, matched = [], set()
    for record in records[:MAX_RECORDS]:
        label = next((str(v) for k, v in record.items() if _LABEL_KEY_RE.search(k) and isinstance(v, str | int)), "")
        said = []
        for key, value in record.items():
            if isinstance(value, dict | list) or value in (None, "") or str(value) == label:
                continue
            words = f"{key_words(f'{key}: x') or key.replace('_', ' ')}"
            if money_asked and not _MONEY_FIELD_RE.search(f"{key} {value}"):
                continue  # "How much did I pay?" is not met by a quantity
            if asked & matcher.forms(f"{words}: {value}"):
                said.append(f"{words} {value}")
                matched.add(key)
        if label or said:
            lines.append(f"{label}{' (' if label and said else ''}{', '.join(said)}{')' if label and said else ''}")
    if not matched and outer:  # "Has order 5521 shipped?" over {"status": "shipped", "items": [...]}
        unworked = _unworked_fields(request, r, outer)
        if unworked:
            return unworked
        explain.rule("a JSON result's own fields that meet the question, beside its list of records", tool=r.name)
        return "; ".join(outer) + "."
    labels_met = any(asked & matcher.forms(str(v)) for rec in records for k, v in rec.items()
                     if _LABEL_KEY_RE.search(k) and isinstance(v, str | int))
    if not matched and not (labels_met or _CUE_LISTING.search(request.question)):
        # "When will it arrive?" over an order's item list: naming the items answers nothing asked
        explain.rule("JSON records with no field that meets the question", tool=r.name)
        return limits.state(
            f"answer from the records the tool '{r.name}' returned",
            "none of their fields meets the question's words or the kind of answer it asks for",
            "read the records and answer from the fields that fit the question",
            kind="documents",
        )
    unworked = _unworked_fields(request, r, lines) if len(records) == 1 else None
    if unworked:
        return unworked
    explain.rule("JSON records: each by its name, with the fields that meet the question", fields=sorted(matched))
    more = f" (and {len(records) - MAX_RECORDS} more)" if len(records) > MAX_RECORDS else ""
    if len(lines) == 1:
        return f"{lines[0]}."
    return f"I found {len(records)}{more}:\n" + "\n".join(f"- {line}" for line in lines)


def _number(value: object) -> float | None:
    """A plain figure (48, 62.5, "55", "£55.00") as a number; ``None`` for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    m = re.fullmatch(r"\s*[$€£]?\s*(\d+(?:\.\d+)?)\s*", str(value))
    return float(m.group(1)) if m else None


def _keyed_table_answer(request: Request, r: ToolRound, record: dict) -> str | None:
    """The answer from a nested table of one JSON record descended by the keys the question names
    (``material.keyed_tables``): the path and its value; a stated limit when the question names a
    table's key but not one below it, when a field beside the table may change the value (a notice
    naming the key with a change, a time-span percentage for a question's clock time), or when the
    question asks a value worked from it; ``None`` when the question names no key of a nested table."""
    from course_lib.sim.material import keyed_tables

    descent = keyed_tables.descend(request.question, record)
    if descent is None:
        return None
    path = " > ".join(k.replace("_", " ") for k in descent.path)
    if not descent.complete:
        explain.rule("a nested JSON table the question names, but not down to one value", tool=r.name, path=path)
        return limits.state(f"answer from the table the tool '{r.name}' returned",
                            f"the question names '{path}' in it but no one entry below that",
                            "read the nested table down to the entry the question means", kind="documents")
    beside = keyed_tables.unapplied(request.question, record, descent)
    if beside is not None:
        explain.rule("a nested JSON table's value, which a field beside it may change: not applied", tool=r.name,
                     path=path, field=beside[0])
        return limits.state(f"answer from the table the tool '{r.name}' returned",
                            f"the field '{beside[0].replace('_', ' ')}' beside the entry '{path}' may change its "
                            "figure for this question, and no rule it has applies it",
                            "apply that field to the entry's figure and answer with the result", kind="documents")
    said = f"{path}: {descent.value}"
    unworked = _unworked_fields(request, r, [said])
    if unworked:
        return unworked
    added = keyed_tables.surcharges(request.question, record, descent)
    if added:
        base = _number(descent.value)
        if base is None or len(added) > 1:
            explain.rule("a nested JSON table's value with percentages beside it for the question's time: not applied",
                         tool=r.name, path=path, fields=[f for f, _, _ in added])
            return limits.state(f"answer from the table the tool '{r.name}' returned",
                                f"the entry '{path}' has {'several percentages' if len(added) > 1 else 'a percentage'} "
                                "beside it for the question's time, and no rule it has applies them to it",
                                "apply them to the entry's figure and answer with the result", kind="documents")
        field, text, pct = added[0]
        worked = round(base * (1 + pct / 100), 2)
        shown = f"{worked:.2f}" if worked != int(worked) else str(int(worked))
        explain.rule("a nested JSON table's value, with a percentage beside it whose time span holds the question's time",
                     tool=r.name, path=path, field=field)
        return f"{said}, and {field.replace('_', ' ')} {text} applies at that time: {descent.value} {'+' if pct > 0 else '-'} " \
               f"{abs(pct):g}% = {shown}."
    explain.rule("a nested JSON table descended by the keys the question names", tool=r.name, path=path)
    return f"{said}."


def _records_named(question: str, records: list[dict]) -> list[dict]:
    """The records the question names by their first field's value, a word of text ("How many seats
    does Oak have?" over {"room": "Oak", ...}, {"room": "Elm", ...}): those only, when some but not
    all are named; else all of them (a figure or an empty value names no record)."""
    from course_lib.sim.words.text import content_terms

    given = question.lower()

    def named(record: dict) -> bool:
        first = next(iter(record.values()), None) if record else None
        return (isinstance(first, str) and bool(content_terms(first))
                and re.search(rf"(?<!\w){re.escape(first.strip().lower())}(?!\w)", given) is not None)

    picked = [rec for rec in records if named(rec)]
    if picked and len(picked) < len(records):
        explain.evidence(records_named=len(picked))
        return picked
    return records


def _unworked_fields(request: Request, r: ToolRound, said: list[str]) -> str | None:
    """A stated limit when the question asks a worked value (a difference, a total, a share:
    ``workings.operation``) and the fields a record answer would say hold two figures or more, or one
    beside a figure of the question's own: they are the operands ("total 411, paid 100" for "how much
    is left to pay?", "fee 24.5" for "for two months altogether?"), not the answer; else ``None``."""
    from course_lib.sim.grounded.workings import operation
    from course_lib.sim.words.number_words import alternation as number_word_alternation

    asked = operation(request.question)
    figures = re.findall(r"(?<![\w.])\d+(?:[.,]\d+)?", " ".join(said))
    # the question's own figure to work with ("for two months", "3 of them"), not an id it names
    looked_up = " ".join(str(v) for v in r.args.values()).lower()
    own = [m.group() for m in re.finditer(rf"(?<![\w-])(?:\d+(?:[.,]\d+)?|{number_word_alternation(2, 12)})(?![\w-])",
                                          request.question, re.IGNORECASE) if m.group().lower() not in looked_up]
    if asked is None or not figures or (len(figures) < 2 and not own):
        return None
    explain.rule("the question asks a worked value; the record's fields that meet it are its operands",
                 operation=asked, tool=r.name)
    return limits.state(f"work out the {asked} the question asks from the record '{r.name}' returned",
                        f"the fields that meet the question hold the figures {', '.join(figures[:4])}, which are "
                        "what the answer is worked from, not the answer",
                        "work the value out from those fields and answer with it", kind="documents")


def _record_answer(request: Request, rounds: list[ToolRound]) -> str:
    """The answer from a lookup tool's result. Parallel calls of one tool (the weather in two
    cities), or of alike tools with the same arguments ("3M" and "Abbott" for 2020), are answered
    together; a failed attempt the tool's error let the model correct is left out. A short result is said as it is (a sentence) or with what
    was looked up ("Stock price (MSFT): 123.45"); a longer one is shown after "Here is what I
    found:"."""
    last = [rounds[-1]]
    for r in reversed(rounds[:-1]):
        if _ERROR_RE.match(r.result) and not _ERROR_RE.match(last[0].result):
            continue  # a failed attempt the tool's error let the model correct: not a result
        same_tool = r.name == last[0].name and r.args not in [x.args for x in last]
        alike_tool = bool(r.args) and r.args == last[0].args and r.name not in [x.name for x in last]
        if not (same_tool or alike_tool):  # alike: "3M" and "Abbott" for one year, called together
            break
        last.insert(0, r)
    texts = [r.result.strip() for r in last]
    if not any(texts):
        return GIVE_UP
    if all(_short(t) for t in texts if t):
        return "\n".join(_said(r) for r, t in zip(last, texts, strict=True) if t)
    text = "\n\n".join(t for t in texts if t)
    if len(text) > 800:
        text = text[:800].rsplit("\n", 1)[0] + "\n..."
    if request.language == "zh":
        return f"查询结果：{text}" + ("" if text.endswith(("。", "...")) else "。")
    return f"Here is what I found:\n{text}"


def _fragments_answer(request: Request, matcher: Matcher, knowledge: Knowledge, last: ToolRound, fragments: str,
                      rounds: list[ToolRound]) -> str:
    """A lookup's JSON fragments (``record_fragments``) read as records before anything is shown: a
    list of objects by the records reader, an object as a file by the grounded reader (its settings'
    key paths and values); no field read as the answer -> the limit, with the result shown after it
    (never the result alone, which a response format would take as its answer)."""
    from course_lib.sim.responders.replies import grounded_answer

    records = json_records(fragments)
    if records is not None and fragments.startswith("["):
        explain.rule("a lookup returned one JSON object a line: read as a list of records", tool=last.name)
        return _records_answer(request, matcher, replace(last, result=fragments), records)
    page = tool_documents(fragments, None)
    read = grounded_answer(replace(request, documents=list(page), retrieved=True, rounds=[]), matcher, knowledge)
    if explain.stated_limit():
        return read  # the reader's own limit over the record (a tie, a comment naming another figure)
    if read.strip() not in (DONT_KNOW, DONT_KNOW_ZH) and explain.noted("setting") is not None:
        # one setting whose key path and value meet every word of the question; a line quoted as
        # prose or a partial answer is no reading of a record's fields
        explain.rule("a lookup returned JSON fragments: the field of the object they are part of that answers",
                     tool=last.name)
        return read
    explain.rule("a lookup returned JSON fragments and no field of them is read as the answer", tool=last.name)
    said = limits.state(
        "tell which field of this record answers the question",
        f"{last.name} returned parts of a JSON record, and no field of them is read as the answer",
        "read the record's fields for the answer or say it does not hold one",
        kind="documents",
    )
    return f"{said}\n\n{_record_answer(request, rounds)}"


def _document_answer(request: Request, matcher: Matcher, knowledge: Knowledge, last: ToolRound) -> str:
    """A lookup's whole document (``document_results.is_document``: a bordered table and its notes)
    answered from by the grounded reader, as documents in a prompt are: its answer, its "I don't
    know" or its stated limit is the reply; the document itself is never relayed (a
    ``response_format`` turn would take it for the answer)."""
    from course_lib.sim.responders.replies import grounded_answer

    explain.rule("a lookup returned a whole document: answered from by the grounded reader, never relayed",
                 tool=last.name)
    page = list(_dedupe(list(last.documents)))
    return grounded_answer(replace(request, documents=page, retrieved=True, rounds=[]), matcher, knowledge)


def _short(text: str) -> bool:
    return len(text) <= 240 and "\n" not in text and not text.lstrip().startswith(("{", "["))


def _said(r: ToolRound) -> str:
    """One short result as an answer line: a sentence as it is, a bare value with its label."""
    text = r.result.strip()
    if re.search(r"[A-Za-z\u4e00-\u9fff].*\s.*[.!?。！？]$", text):
        return text
    return _labelled(r, text)


def _labelled(r: ToolRound, text: str) -> str:
    """``text`` with what was looked up: "Stock price (MSFT): 123.45"."""
    label = re.sub(r"^(?:get|fetch|lookup|look_up|find|query|search)_", "", r.name).replace("_", " ")
    values = ", ".join(str(v) for v in r.args.values() if isinstance(v, str | int | float) and str(v))
    return f"{label.capitalize()}{f' ({values})' if values else ''}: {text}"
