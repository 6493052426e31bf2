"""Choosing a tool from its name and description, and filling its arguments from its schema.

Each description is cut into clauses. A question word found in a clause adds to the tool's
score: x1.5 in a "use it for / for questions about" clause, x1 in a neutral clause, x(-2) in a
"do not use for / not for / never" clause; a word of the tool's name adds x0.5. Words every tool
shares ("search", "information", "relevant", "documents", ...) count for nothing, so a vague
description ("Search documents") scores weakly for everything.

- A clear winner (score >= 1.5 and 1 point ahead) is called.
- Near ties are where a real model gets confused: the simulator picks the most generic of the
  tied tools (fewest topic words), then the first listed, so look-alike descriptions collapse
  onto one tool.
- With no clear winner, a question the simulator cannot answer itself is looked up with the most
  generic search-like tool; a vague search tool is even used for general-knowledge questions
  (the model cannot tell what it covers).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from course_lib.sim.matching import Analysis, Matcher
from course_lib.sim.reading import ToolSpec
from course_lib.sim.text import content_terms, content_words, raw_tokens, stem

STRONG = 1.5
MARGIN = 1.0
_POSITIVE_RE = re.compile(
    r"\buse (?:it |this(?: tool)? |me )?(?:for|when|to|whenever|if)\b|\buseful for\b|\bgood for\b|\bbest for\b|"
    r"\bdesigned for\b|\bintended for\b|\bfor (?:questions|anything|queries) (?:about|on|regarding|related to)\b|"
    r"\bwhen the user asks\b|\banswers? questions about\b|\bcovers?\b|\bcontains?\b",
    re.IGNORECASE,
)
_NEGATIVE_RE = re.compile(
    r"\bdo not\b|\bdon'?t\b|\bnever\b|\bnot (?:for|meant|intended|suitable|to be used)\b|\bavoid\b|\binstead\b",
    re.IGNORECASE,
)
_CLAUSE_RE = re.compile(r"(?<=[.;!?])\s+|\n+|,\s*(?=(?:but|not|never)\b)|\s+(?=but\b)")
_TOOL_GENERIC = frozenset(
    stem(w)
    for w in """search searches find look lookup query queries tool tools information info relevant relevance
    document documents data result results return returns get fetch retrieve retrieval question questions
    answer answers anything everything thing stuff content text use useful help helpful user users ask asks
    given provide provides call run input output string source sources item items call this it""".split()
)
_CALC_RE = re.compile(r"calc|arithmetic|\bmath|expression|evaluat|comput", re.IGNORECASE)
_SEARCH_RE = re.compile(
    r"search|retriev|\bnotes?\b|document|\bdocs\b|wiki|knowledge|\bweb\b|article|page",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ToolProfile:
    spec: ToolSpec
    name_forms: frozenset[str]
    neutral: frozenset[str]
    positive: frozenset[str]
    negative: frozenset[str]
    topic_count: int
    kind: str  # "calculator", "search" or "lookup"

    @property
    def vague(self) -> bool:
        return self.topic_count < 2


def profile(matcher: Matcher, spec: ToolSpec) -> ToolProfile:
    return _profile(
        matcher, spec.name, spec.description, json.dumps(spec.parameters, sort_keys=True)
    )


def _profile(matcher: Matcher, name: str, description: str, params: str) -> ToolProfile:
    memo = matcher.profiles
    key = (name, description, params)
    found = memo.get(key)
    if found is not None:
        return found
    neutral: set[str] = set()
    positive: set[str] = set()
    negative: set[str] = set()
    for clause in _CLAUSE_RE.split(description):
        if not clause or not clause.strip():
            continue
        forms = set(matcher.analyse(clause).forms) - _TOOL_GENERIC
        if _NEGATIVE_RE.search(clause):
            negative |= forms
        elif _POSITIVE_RE.search(clause):
            positive |= forms
        else:
            neutral |= forms
    name_text = re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").replace("-", " ")
    name_forms = frozenset(set(matcher.analyse(name_text).forms) - _TOOL_GENERIC)
    topics = (neutral | positive) - negative
    if _CALC_RE.search(name) or _CALC_RE.search(description.split(".")[0]):
        kind = "calculator"
    elif _SEARCH_RE.search(name) or _SEARCH_RE.search(description):
        kind = "search"
    else:
        kind = "lookup"
    result = ToolProfile(
        ToolSpec(name, description, json.loads(params)),
        name_forms,
        frozenset(neutral),
        frozenset(positive),
        frozenset(negative),
        len(topics),
        kind,
    )
    if len(memo) > 512:
        memo.clear()
    memo[key] = result
    return result


@dataclass(frozen=True)
class ToolScore:
    profile: ToolProfile
    score: float
    vetoed: bool


def score_tools(
    matcher: Matcher, question: Analysis, profiles: list[ToolProfile]
) -> list[ToolScore]:
    scores = []
    for p in profiles:
        plus = minus = 0.0
        for c in question.concepts:
            if c.key in p.negative:
                minus += 2.0 * c.weight
            elif c.key in p.positive:
                plus += 1.5 * c.weight
            elif c.key in p.neutral:
                plus += 1.0 * c.weight
            elif c.key in p.name_forms:
                plus += 0.5 * c.weight
        scores.append(ToolScore(p, plus - minus, minus > 0 and minus >= plus))
    return scores


def pick(scores: list[ToolScore]) -> tuple[ToolScore | None, bool]:
    """The chosen tool and whether the choice was clear (False: a confused pick)."""
    usable = [s for s in scores if not s.vetoed]
    if not usable:
        return None, False
    best = max(s.score for s in usable)
    if best <= 0:
        return None, False
    tied = [s for s in usable if best - s.score < MARGIN]
    if len(tied) == 1 and best >= STRONG:
        return tied[0], True
    # Confused: the most generic of the near-tied tools, then the first listed.
    return min(tied, key=lambda s: (s.profile.topic_count, usable.index(s))), False


def generic_search_tool(scores: list[ToolScore]) -> ToolScore | None:
    """The most generic search-like tool that is not ruled out (for questions it cannot answer)."""
    usable = [s for s in scores if not s.vetoed and s.profile.kind == "search"]
    if not usable:
        return None
    return min(usable, key=lambda s: (s.profile.topic_count, usable.index(s)))


# --- arguments -------------------------------------------------------------------------------

_QUERY_NAMES = re.compile(
    r"^(?:q|query|queries|question|search|search_query|keywords?|text|topic|terms?|prompt|input|request)$",
    re.IGNORECASE,
)
_EXPR_NAMES = re.compile(r"expr|formula|calculation|math|equation", re.IGNORECASE)
_ID_NAMES = re.compile(r"(?:^|_)id$|_id_|number$|code$|ref", re.IGNORECASE)
_ID_VALUE_RE = re.compile(r"\b(?:[A-Z]{1,5}[-_]?\d{2,}[A-Z0-9-]*|#?\d{3,})\b")
_NUM_RE = re.compile(r"-?\d+(?:,\d{3})*(?:\.\d+)?")


def fill_args(
    spec: ToolSpec, question: str, query: str, expression: str | None = None
) -> dict[str, Any]:
    """Arguments for ``spec`` read from the question, following the tool's argument schema."""
    params = spec.parameters or {}
    props: dict[str, Any] = params.get("properties") or {}
    required = list(params.get("required") or [])
    args: dict[str, Any] = {}
    numbers = [n.replace(",", "") for n in _NUM_RE.findall(question)]
    question_words = {stem(w) for w in raw_tokens(question)}
    for name, schema in props.items():
        value = _fill_one(
            name, schema or {}, spec, question, question_words, query, expression, numbers
        )
        if value is not None:
            args[name] = value
        elif name in required:
            args[name] = _fallback(schema or {}, query)
    return args


def _fill_one(
    name: str,
    schema: dict,
    spec: ToolSpec,
    question: str,
    words: set[str],
    query: str,
    expression: str | None,
    numbers: list[str],
) -> Any:
    kind = _type_of(schema)
    desc = str(schema.get("description", ""))
    enum = schema.get("enum") or _enum_in_any_of(schema)
    if enum:
        for value in enum:
            if {stem(w) for w in raw_tokens(str(value))} <= words:
                return value
        return None
    if kind in ("integer", "number"):
        if (
            numbers
            and (expression is None)
            and not re.search(r"limit|top|k$|max|count|results", name, re.IGNORECASE)
        ):
            value = numbers.pop(0)
            return int(float(value)) if kind == "integer" else float(value)
        return None
    if kind == "boolean":
        return None
    if kind == "array":
        return None
    if expression is not None and (
        _EXPR_NAMES.search(name)
        or _QUERY_NAMES.match(name)
        or len(spec.parameters.get("properties", {})) == 1
    ):
        return expression
    pattern = schema.get("pattern")
    if pattern:
        try:
            found = re.search(pattern.strip("^$"), question)
        except re.error:
            found = None
        return found.group(0) if found else None
    if _ID_NAMES.search(name):
        found = _ID_VALUE_RE.search(question)
        return found.group(0).lstrip("#") if found else None
    if _QUERY_NAMES.match(name) or re.search(r"query|question|search", desc, re.IGNORECASE):
        return query
    # A free-text field such as "status": a word of the question that the schema or the
    # tool description mentions as a possible value.
    vocabulary = content_terms(desc + " " + spec.description)
    own = {stem(p) for p in re.split(r"[_\s]+", name)}
    for word in content_words(question):
        if (
            stem(word.lower()) in vocabulary
            and stem(word.lower()) not in own
            and stem(word.lower()) not in _TOOL_GENERIC
        ):
            if not _name_stem_in_tool(word, spec):
                return word.lower()
    return None


def _name_stem_in_tool(word: str, spec: ToolSpec) -> bool:
    return stem(word.lower()) in {stem(p) for p in re.split(r"[_\s\-]+", spec.name.lower())}


def _type_of(schema: dict) -> str:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    if kind is None:
        for option in schema.get("anyOf") or []:
            if option.get("type") and option.get("type") != "null":
                return option["type"]
        return "string"
    return kind


def _enum_in_any_of(schema: dict) -> list | None:
    for option in schema.get("anyOf") or []:
        if option.get("enum"):
            return option["enum"]
    return None


def _fallback(schema: dict, query: str) -> Any:
    kind = _type_of(schema)
    if "default" in schema:
        return schema["default"]
    if schema.get("enum"):
        return schema["enum"][0]
    return {"integer": 0, "number": 0, "boolean": False, "array": []}.get(kind, query)
