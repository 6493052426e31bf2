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
from course_lib.sim.text import is_content, names, raw_tokens, stem

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
# Sentences end at . ! ? (not after "e.g." / "i.e." / "etc.") or a line break. A "do not use
# for" cue rules out everything after it up to the end of its sentence: ";", commas and
# parentheses inside the list do not end it. Only "; use it for ..." or "but use it for ..."
# (a positive cue after ";" or "but") starts a positive part again.
_SENTENCE_RE = re.compile(r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<=[.!?])\s+|\n+")
_RESUME_RE = re.compile(r"(?:;|\bbut\b)\s*(?=" + _POSITIVE_RE.pattern + ")", re.IGNORECASE)
_TOOL_GENERIC = frozenset(
    stem(w)
    for w in """search searches find look lookup query queries tool tools information info relevant relevance
    document documents data result results return returns get fetch retrieve retrieval question questions
    answer answers anything everything thing stuff content text use useful help helpful user users ask asks
    given provide provides call run input output string source sources item items call this it""".split()
)
# A calculator needs real calculator cues: a name like calc / calculator / math, or a
# description (what the tool is, or what to use it for) about arithmetic, calculating or
# evaluating math; a mere "expression" (as in "regular expressions") is not one.
_CALC_NAME_RE = re.compile(r"calc\w*|arith\w*|maths?|mathematics|numexpr")
_CALC_DESC_RE = re.compile(
    r"\barithmetic|\bcalculat|\bmath(?:s|ematic\w*)?\b|"
    r"\bevaluat\w*\s+(?:\w+\s+){0,2}(?:arithmetic|math\w*|numeric\w*|formula\w*|equation\w*)",
    re.IGNORECASE,
)
_SEARCH_RE = re.compile(
    r"search|retriev|\bnotes?\b|document|\bdocs\b|wiki|knowledge|\bweb\b|article|page",
    re.IGNORECASE,
)


def description_clauses(description: str) -> list[tuple[str, str]]:
    """The description cut into (polarity, text) parts: "positive", "neutral" or "negative"."""
    parts: list[tuple[str, str]] = []
    for sentence in _SENTENCE_RE.split(description):
        rest = sentence
        while rest and rest.strip():
            neg = _NEGATIVE_RE.search(rest)
            if neg is None:
                parts.append(("positive" if _POSITIVE_RE.search(rest) else "neutral", rest))
                break
            if rest[: neg.start()].strip():
                head = rest[: neg.start()]
                parts.append(("positive" if _POSITIVE_RE.search(head) else "neutral", head))
            tail = rest[neg.start() :]
            resume = _RESUME_RE.search(tail, neg.end() - neg.start())
            if resume is None:
                parts.append(("negative", tail))
                break
            parts.append(("negative", tail[: resume.start()]))
            rest = tail[resume.end() :]
    return parts


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
    clauses = description_clauses(description)
    for polarity, clause in clauses:
        forms = set(matcher.analyse(clause).forms) - _TOOL_GENERIC
        {"negative": negative, "positive": positive, "neutral": neutral}[polarity].update(forms)
    name_text = re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").replace("-", " ")
    name_forms = frozenset(set(matcher.analyse(name_text).forms) - _TOOL_GENERIC)
    topics = (neutral | positive) - negative
    # What the tool is (its first sentence) and what it is for ("use it for"), negations aside.
    first = _SENTENCE_RE.split(description.strip(), maxsplit=1)[0] if description else ""
    claims = " ".join(
        [t for pol, t in description_clauses(first) if pol != "negative"]
        + [t for pol, t in clauses if pol == "positive"]
    )
    said = " ".join(text for polarity, text in clauses if polarity != "negative")
    if any(_CALC_NAME_RE.fullmatch(part) for part in name_text.lower().split()) or (
        _CALC_DESC_RE.search(claims)
    ):
        kind = "calculator"
    elif _SEARCH_RE.search(name) or _SEARCH_RE.search(said):
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
            factor = _factor(p, c.key)
            if factor == 0.0 and _is_compound(c.key):
                # ``asyncio.wait`` / ``return_when``: the whole term, else its best part (a part
                # only adds: "customer_id" in a SQL question is not about customers).
                factor = max((_factor(p, part) for part in _compound_parts(c.key)), default=0.0)
                factor = max(factor, 0.0)
            if factor < 0:
                minus -= factor * c.weight
            else:
                plus += factor * c.weight
        scores.append(ToolScore(p, plus - minus, minus > 0 and minus >= plus))
    return scores


def _factor(p: ToolProfile, key: str) -> float:
    if key in p.negative:
        return -2.0
    if key in p.positive:
        return 1.5
    if key in p.neutral:
        return 1.0
    if key in p.name_forms:
        return 0.5
    return 0.0


_COMPOUND_PARTS_CACHE: dict[str, tuple[str, ...]] = {}


def _is_compound(key: str) -> bool:
    return not key.startswith("~") and any(sep in key for sep in "._-")


def _compound_parts(key: str) -> tuple[str, ...]:
    """Stems of the parts of a dotted / underscored / hyphenated term."""
    found = _COMPOUND_PARTS_CACHE.get(key)
    if found is None:
        found = tuple(
            dict.fromkeys(
                stem(part) for part in re.split(r"[._\-]+", key) if part and is_content(part)
            )
        )
        if len(_COMPOUND_PARTS_CACHE) > 4096:
            _COMPOUND_PARTS_CACHE.clear()
        _COMPOUND_PARTS_CACHE[key] = found
    return found


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
    ident = id_field(spec)
    if ident and ident in args:
        # One record by its id: other optional filters ("status") add nothing but a mismatch.
        for name in list(args):
            if name != ident and name not in required and not _QUERY_NAMES.match(name):
                del args[name]
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
        return _value_in_question(enum, words)
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
        found = id_values(question)
        return found[0] if found else None
    if _QUERY_NAMES.match(name) or re.search(r"query|question|search", desc, re.IGNORECASE):
        return query
    # A field with a set of valid values ("status": pending, paid, shipped, ...) listed in its
    # own description or next to its name in the tool's description: the value the question
    # asks for, never just any word of the question.
    listed = listed_values(desc) or listed_values(_near_name(name, spec.description))
    if listed:
        return _value_in_question(listed, words)
    if _NAME_FIELD_RE.search(name):  # "customer", "city", "author": a name in the question
        found = [n for n in names(question) if not _ID_VALUE_RE.fullmatch(n)]
        return found[0] if found else None
    return None


_NAME_FIELD_RE = re.compile(
    r"name|customer|client|person|author|owner|city|country|company|user|team|project",
    re.IGNORECASE,
)
_LIST_CUE_RE = re.compile(
    r"(?:\bone of|\bvalues?|\boptions?|\beither|\bwith (?:this|a|the) \w+|:)\s*\(?|\(",
    re.IGNORECASE,
)


def listed_values(text: str) -> list[str]:
    """Values a description lists for a field: "one of a, b or c", "status: a, b, c", "(a, b, c)"."""
    if not text:
        return []
    best: list[str] = []
    for cue in _LIST_CUE_RE.finditer(text):
        chunk = re.split(r"[.;)\n]|\s-\s", text[cue.end() :], maxsplit=1)[0]
        items = [
            i.strip(" '\"`")
            for i in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\|\s*", chunk)
        ]
        items = [i for i in items if i]
        if len(items) >= 2 and all(re.fullmatch(r"[\w\-]{1,24}", i) for i in items):
            if len(items) > len(best):
                best = items
    return best


def _near_name(name: str, description: str) -> str:
    """The part of a tool description that follows a mention of the field ("a status (...)")."""
    words = [w for w in re.split(r"[_\s]+", name) if w]
    if not words:
        return ""
    m = re.search(r"\b" + r"[\s_]+".join(map(re.escape, words)) + r"(?:es|s)?\b", description, re.I)
    return description[m.end() : m.end() + 200] if m else ""


def _value_in_question(values: list, words: set[str]) -> Any:
    """The value whose words (lightly stemmed) all occur in the question, else ``None``."""
    for value in values:
        forms = {stem(w) for w in raw_tokens(str(value))}
        if forms and forms <= words:
            return value
    return None


def id_values(question: str) -> list[str]:
    """Ids such as ORD-1003 or #1003 in the question, in order, without repeats."""
    return list(dict.fromkeys(m.group(0).lstrip("#") for m in _ID_VALUE_RE.finditer(question)))


def id_field(spec: ToolSpec) -> str | None:
    """The name of the tool's single-id string argument, if it has one."""
    props = (spec.parameters or {}).get("properties") or {}
    for name, schema in props.items():
        if _ID_NAMES.search(name) and _type_of(schema or {}) == "string":
            return name
    return None


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
