"""One step of a tool-calling agent: call a tool, or answer.

First step of a turn (no tool results yet), in this order:
  1. arithmetic with a calculator-like tool bound -> call it with a clean expression;
  2. small talk, translation, arithmetic without a calculator -> answer directly;
  3. a tool whose description clearly matches the question -> call it (``routing``);
  4. a known general fact -> answer directly, unless the only search tool is vague (then the
     simulator, like a confused model, searches anyway);
  5. a weak or tied match -> call the confused pick; otherwise look the question up with the most
     generic search-like tool; with nothing to call, say "I don't know".
After tool results:
  - a calculator result -> the answer; records plus "total/sum/average" in the question and a
    calculator bound -> call the calculator with the amounts found (chained tools);
  - search results -> answer extractively when they cover the question (``evidence``); else search
    again with the bridge entity plus the missing words (multi-hop), or with the lexicon's preferred
    terms; after two searches that added nothing, say honestly that it could not find the answer.
  - A turn never makes more than ``max_tool_calls`` calls.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from course_lib.sim import arithmetic, evidence, planning, routing
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request, ToolRound
from course_lib.sim.tasks import direct_kind, direct_reply
from course_lib.sim.text import content_words, parse_documents

MAX_SEARCHES = 4
GIVE_UP = "I could not find the answer to that in the search results."
_AGGREGATE_RE = re.compile(
    r"\b(total|sum|add(?:ed)? up|altogether|combined|in all|average|mean)\b", re.IGNORECASE
)
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
    """The first query: the question's content words (plus the previous subject for a follow-up)."""
    words = content_words(request.search_question)
    return " ".join(words) if words else request.question


def _call(
    p: routing.ToolProfile, request: Request, knowledge: Knowledge, query: str | None = None
) -> Step:
    expression = arithmetic.to_expression(request.question) if p.kind == "calculator" else None
    if p.kind == "calculator" and expression is None:
        expression = request.question
    args = routing.fill_args(
        p.spec, request.question, query or search_query(request, knowledge), expression
    )
    return Step(calls=[(p.spec.name, args)])


def _first_step(request: Request, knowledge: Knowledge, matcher: Matcher) -> Step:
    names = [t.name for t in request.tools]
    choice = _choice(request.tool_choice, names)
    if not request.tools or choice == "none":
        return Step(text=direct_reply(request, knowledge, matcher))
    profiles = [routing.profile(matcher, t) for t in request.tools]
    if choice not in ("auto", "any"):
        return _call(profiles[names.index(choice)], request, knowledge)

    scores = routing.score_tools(matcher, matcher.analyse(request.search_question), profiles)
    if arithmetic.looks_like_arithmetic(request.question):
        calc = next((s for s in scores if s.profile.kind == "calculator" and not s.vetoed), None)
        if calc:
            return _call(calc.profile, request, knowledge)
    kind = direct_kind(request, knowledge, matcher)
    chosen, clear = routing.pick(scores)
    if choice == "auto":
        if kind in ("small_talk", "translation", "arithmetic"):
            return Step(text=direct_reply(request, knowledge, matcher))
        if chosen and clear:
            return _call(chosen.profile, request, knowledge)
        if kind == "fact":
            generic = routing.generic_search_tool(scores)
            if generic and generic.profile.vague and not chosen:
                return _call(generic.profile, request, knowledge)
            return Step(text=direct_reply(request, knowledge, matcher))
        if chosen:
            return _call(chosen.profile, request, knowledge)
        generic = routing.generic_search_tool(scores)
        if generic and matcher.analyse(request.question).concepts:
            return _call(generic.profile, request, knowledge)
        return Step(text=direct_reply(request, knowledge, matcher))
    fallback = (
        chosen
        or routing.generic_search_tool(scores)
        or next((s for s in scores if not s.vetoed), scores[0])
    )
    return _call(fallback.profile, request, knowledge)


# --- after tool results ----------------------------------------------------------------------


def _after_results(
    request: Request, knowledge: Knowledge, matcher: Matcher, max_tool_calls: int
) -> Step:
    rounds = request.rounds
    profiles = {t.name: routing.profile(matcher, t) for t in request.tools}
    last = rounds[-1]
    last_kind = profiles[last.name].kind if last.name in profiles else _guess_kind(last)

    if last_kind == "calculator":
        return Step(text=_calculator_answer(request, rounds))
    if _ERROR_RE.match(last.result) and not parse_documents(last.result):
        return Step(text=f"The {last.name} tool could not help: {last.result.strip()}")

    calculator = next((p for p in profiles.values() if p.kind == "calculator"), None)
    used_calc = any(profiles.get(r.name) is calculator for r in rounds)
    if (
        calculator
        and not used_calc
        and _AGGREGATE_RE.search(request.question)
        and len(rounds) < max_tool_calls
    ):
        amounts = [a for r in rounds for a in _amounts(r.result)]
        if len(amounts) >= 2:
            op = _AGGREGATE_RE.search(request.question).group(1).lower()
            expression = arithmetic.list_expression(
                "average" if op in ("average", "mean") else "sum", amounts
            )
            args = routing.fill_args(calculator.spec, expression, expression, expression)
            return Step(calls=[(calculator.spec.name, args)])

    docs = [d for r in rounds for d in parse_documents(r.result)]
    if not docs:
        return Step(text=_record_answer(request, rounds))
    return _search_step(request, knowledge, matcher, profiles, max_tool_calls)


def _search_step(
    request: Request, knowledge: Knowledge, matcher: Matcher, profiles: dict, max_tool_calls: int
) -> Step:
    rounds = request.rounds
    question = request.search_question
    searches = [
        r
        for r in rounds
        if parse_documents(r.result) or (r.name in profiles and profiles[r.name].kind == "search")
    ]
    all_docs = _dedupe([d for r in searches for d in parse_documents(r.result)])
    found = evidence.gather(matcher, question, all_docs)
    if found.answered:
        return Step(text=evidence.compose_answer(found))

    fruitless, before = 0, 0.0
    for i in range(1, len(searches) + 1):
        if i == len(searches):
            partial = found
        else:
            docs_i = _dedupe([d for r in searches[:i] for d in parse_documents(r.result)])
            partial = evidence.gather(matcher, question, docs_i)
        cov = partial.coverage if partial.anchored else 0.0
        fruitless += cov <= before
        before = max(before, cov)
    if fruitless >= 2 or len(searches) >= MAX_SEARCHES or len(rounds) >= max_tool_calls:
        return Step(text=_give_up(found))

    used = {_norm(str(v)) for r in searches for v in r.args.values() if isinstance(v, str)}
    candidates = []
    if found.anchored:
        candidates.append(evidence.follow_up_query(found))
    candidates.append(planning.rewrite_query(question, knowledge))
    heads = [
        c.word
        for c in matcher.analyse(knowledge.to_preferred(question)).concepts
        if c.weight >= 1.0
    ]
    candidates.append(" ".join(heads))
    analysed = matcher.analyse(knowledge.to_preferred(question)).concepts
    candidates.append(" ".join(c.word for c in analysed if c.is_name))  # broaden: the names alone
    candidates.append(" ".join(c.word for c in analysed if not c.is_name))  # or the topic alone
    next_query = next((c for c in candidates if c and _norm(c) not in used), None)
    if next_query is None:
        return Step(text=_give_up(found))
    last_search = searches[-1].name if searches else request.rounds[-1].name
    spec = profiles.get(last_search)
    if spec is None:
        return Step(text=_give_up(found))
    args = routing.fill_args(spec.spec, next_query, next_query)
    return Step(calls=[(spec.spec.name, args)])


def _give_up(found: evidence.Evidence) -> str:
    return GIVE_UP


def _dedupe(docs: list) -> list:
    seen: dict[tuple, Any] = {}
    for d in docs:
        seen.setdefault((d.source, d.title, d.body), d)
    return list(seen.values())


def _norm(text: str) -> str:
    return " ".join(sorted(re.findall(r"\w+", text.lower())))


def _guess_kind(r: ToolRound) -> str:
    return "calculator" if re.fullmatch(r"\s*-?[\d.,]+\s*", r.result) else "search"


def _amounts(text: str) -> list[str]:
    return [(a or b).replace(",", "") for a, b in _AMOUNT_RE.findall(text)]


def _calculator_answer(request: Request, rounds: list[ToolRound]) -> str:
    result = rounds[-1].result.strip()
    expression = next((v for v in rounds[-1].args.values() if isinstance(v, str)), "")
    number = re.search(r"-?\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?", result)
    if not number or _ERROR_RE.match(result):
        return f"The calculator could not compute that: {result}"
    value = number.group(0)
    op = _AGGREGATE_RE.search(request.question)
    if len(rounds) > 1 and op:
        label = "average" if op.group(1).lower() in ("average", "mean") else "total"
        return f"The {label} is {value} ({expression})."
    return f"{expression} = {value}" if expression else f"The result is {value}."


def _record_answer(request: Request, rounds: list[ToolRound]) -> str:
    text = rounds[-1].result.strip()
    if not text:
        return GIVE_UP
    if len(text) > 800:
        text = text[:800].rsplit("\n", 1)[0] + "\n..."
    return f"Here is what I found:\n{text}"
