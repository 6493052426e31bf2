"""Choosing a tool from its name, description and argument schema (notebooks 02, 03).

Each description is cut into clauses. A question word found in a clause adds to the tool's
score: x1.5 in a "use it for / for questions about" clause, x1 in a neutral clause, x(-2) in a
"do not use for / not for / never" clause; a word of the tool's name adds x0.5. Words every tool
shares ("search", "information", "relevant", "documents", ...) count for nothing, so a vague
description ("Search documents") scores weakly for everything.

- A clear winner (score >= 1.5 and 1 point ahead) is called.
- Near ties are where a real model gets confused: the simulator picks the most generic of the
  tied tools (fewest topic words), then the first listed, so look-alike descriptions collapse
  onto one tool. Two exceptions (``agent._unclear_choice``): a question about the asker's own
  records ("my flight") goes to the one tied tool about the user's own records; a real tie that
  only a name of the question makes (no word of it meets the tools) is a stated limit.
- A question word that meets no description word counts through its synonyms (lexicons.yaml
  ``tool_synonyms``: "allowed" for "permitted"); a permission question ("Can I bring ...?")
  meets a description's permission word.
- With no clear winner, a question the simulator cannot answer itself is looked up with the most
  generic search-like tool; a vague search tool is even used for general-knowledge questions
  (the model cannot tell what it covers).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.words.cues import LEXICONS, data_path, patterns, read
from course_lib.sim.words.matching import Analysis, Matcher, subject
from course_lib.sim.words.text import HAN_RE, content_terms, is_content, stem

_CUE = patterns("tool_choice")  # its cue patterns: data/sim/patterns.yaml

STRONG = 1.5
MARGIN = 1.0
FAIR = 1.0  # a weaker best score is still clear when it leads the next tool by FAIR_LEAD
FAIR_LEAD = 0.35
RECENCY_BONUS = 1.5
NAME_BONUS = 1.0
MEASURE_BONUS = 1.5  # a tool whose numeric argument asks a unit of the dimension of the question's quantity
ARGUMENT_BONUS = 0.75  # per typed argument (currency, id, listed value) the question fills
_TAKES_NAME_RE = re.compile(
    r"\b(?:by|based on|from|about|for|of) (?:(?:their|a|an|the|specific|given|its) ){0,2}"
    r"(?:names?|author|person|people|guests?|customers?|users?|employees?|members?|contacts?|"
    r"locations?|city|cities|place|country|countries|town|company|companies|organi[sz]ations?)\b|\bnamed\b",
    re.IGNORECASE,
)
_NAME_FIELD_RE = re.compile(
    r"(?:^|_)(?:name|author|person|customer|guest|user|employee|owner|location|city|place|country|company|"
    r"origin|destination|airport|town|region)(?:_|$)",
    re.IGNORECASE,
)
_YEAR_RE = re.compile(r"\b20[2-3]\d\b")
_CLAUSE_ZH_RE = re.compile(r"(?<=[；;。！？!?])")
# Sentences end at . ! ? (not after "e.g." / "i.e." / "etc.") or a line break. A "do not use
# for" cue rules out everything after it up to the end of its sentence: ";", commas and
# parentheses inside the list do not end it. Only "; use it for ..." or "but use it for ..."
# (a positive cue after ";" or "but") starts a positive part again.
_SENTENCE_RE = re.compile(r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<=[.!?])\s+|(?<=[。！？])|\n+")
_RESUME_RE = re.compile(r"(?:;|\bbut\b)\s*(?=" + _CUE.positive.pattern + ")", re.IGNORECASE)
_TOOL_GENERIC = frozenset(
    stem(w)
    for w in """search searches find look lookup query queries tool tools information info relevant relevance
    document documents data result results return returns get fetch retrieve retrieval question questions
    answer answers anything everything thing stuff content text use useful help helpful user users ask asks
    given provide provides call run input output string source sources item items call this it""".split()
)


def _tool_form(form: str, text: str) -> bool:
    """A form of a description that says what the tool is for: not a value type, and not a lone
    Chinese character taken out of a word ("天" of "天气" says nothing about days)."""
    if form.startswith("@"):
        return False
    return not (len(form) == 1 and HAN_RE.match(form) and form not in content_terms(text))


def description_clauses(description: str) -> list[tuple[str, str]]:
    """The description cut into (polarity, text) parts: "positive", "neutral" or "negative"."""
    parts: list[tuple[str, str]] = []
    description = re.sub(r"(?<!\n)\n(?!\n)\s*", " ", description)  # a wrapped docstring reads as one text
    for sentence in _SENTENCE_RE.split(description):
        if HAN_RE.search(sentence):
            for clause in _CLAUSE_ZH_RE.split(sentence):
                if not clause.strip():
                    continue
                if _CUE.negative_zh.search(clause):
                    parts.append(("negative", clause))
                else:
                    parts.append(("positive" if _CUE.positive.search(clause) else "neutral", clause))
            continue
        rest = sentence
        while rest and rest.strip():
            neg = _CUE.negative.search(rest)
            if neg is None:
                parts.append(("positive" if _CUE.positive.search(rest) else "neutral", rest))
                break
            if rest[: neg.start()].strip():
                head = rest[: neg.start()]
                parts.append(("positive" if _CUE.positive.search(head) else "neutral", head))
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
    schema_forms: frozenset[str] = frozenset()  # words of the argument names and descriptions
    recency: bool = False  # "useful for questions about current events"
    takes_name: str = ""  # looks things up by a name: "location", "person", "org" or "name"

    @property
    def vague(self) -> bool:
        return self.topic_count < 2


def profile(matcher: Matcher, spec: ToolSpec) -> ToolProfile:
    # the schema as given, never re-sorted: a tool's arguments keep their signature's order
    # ("systolic, diastolic" take "128 over 79" in that order, not alphabetically)
    return _profile(matcher, spec.name, spec.description, json.dumps(spec.parameters))


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
        forms = {f for f in matcher.analyse(clause).forms if _tool_form(f, clause)} - _TOOL_GENERIC
        {"negative": negative, "positive": positive, "neutral": neutral}[polarity].update(forms)
    name_text = re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").replace("-", " ")
    name_forms = frozenset(f for f in matcher.analyse(name_text).forms if _tool_form(f, name_text)) - _TOOL_GENERIC
    topics = (neutral | positive) - negative
    # What the tool is (its first sentence) and what it is for ("use it for"), negations aside.
    first = _SENTENCE_RE.split(description.strip(), maxsplit=1)[0] if description else ""
    claims = " ".join(
        [t for pol, t in description_clauses(first) if pol != "negative"]
        + [t for pol, t in clauses if pol == "positive"]
    )
    said = " ".join(text for polarity, text in clauses if polarity != "negative")
    if any(_CUE.calc_name.fullmatch(part) for part in name_text.lower().split()) or (
        _CUE.calc_desc.search(claims)
    ):
        kind = "calculator"
    elif _CUE.search.search(name) or _CUE.search.search(said):
        kind = "search"
    else:
        kind = "lookup"
    schema = json.loads(params)
    field_text = " ".join(
        f"{field.replace('_', ' ')} {(spec or {}).get('description', '')} {_options_text(spec or {})}"
        for field, spec in (schema.get("properties") or {}).items()
    ).strip()
    schema_forms = (
        frozenset(f for f in matcher.analyse(field_text).forms if _tool_form(f, field_text)) - _TOOL_GENERIC
        if field_text
        else frozenset()
    )
    result = ToolProfile(
        ToolSpec(name, description, schema),
        name_forms,
        frozenset(neutral),
        frozenset(positive),
        frozenset(negative),
        len(topics),
        kind,
        schema_forms,
        bool(_CUE.tool_recent.search(" ".join(t for pol, t in clauses if pol != "negative") + " " + name_text)),
        _name_kind(said, schema),
    )
    if len(memo) > 512:
        memo.clear()
    memo[key] = result
    return result


def _options_text(schema: dict) -> str:
    """The closed options of an argument ("front", "back", "greenhouse" of a ``Literal``): words of
    the tool's schema, as its name and description are ("give the greenhouse 3 litres" names one)."""
    options = schema.get("enum") or next((o["enum"] for o in schema.get("anyOf") or [] if o.get("enum")), None) or []
    return " ".join(str(o).replace("_", " ") for o in options if isinstance(o, str))


@dataclass(frozen=True)
class ToolScore:
    profile: ToolProfile
    score: float
    vetoed: bool
    described: float = 0.0  # the part of the score from the description's own words


_WH_NOUN_RE = re.compile(r"\b(?:which|what|whose|how many|how much)\s+(?:of the\s+)?([a-z][\w-]*)", re.IGNORECASE)
_ATTACHED_RE = re.compile(r"\b([a-z][\w-]*)\s+(?:#?\d{3,}|[A-Z]{1,5}[-_]?\d{2,}\w*)")
# "the total amount in USD of all pending orders": the noun phrase after a closing "of" is what
# the amount is of, so the question is about it, whatever the currency code ahead of it says
_OF_NOUN_RE = re.compile(
    r"\bof\s+(?:(?:all|every|each|the|our|my|these|those)\s+)*(?:[a-z][\w-]*\s+)?([a-z][\w-]*)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def subject_scope(question: Analysis, text: str = "") -> set[str]:
    """What a question is about, for "do not use it for X": its main subject, the noun it asks
    for ("Which team ..."), a noun that names an id ("order ORD-1007") and the noun a closing
    "of" phrase names ("... of all pending orders")."""
    main = subject(question)
    strong = [c for c in main if c.weight >= 0.7] or main  # "team", "project": too common to be the subject
    scope = {c.key for c in strong}
    for pattern in (_WH_NOUN_RE, _ATTACHED_RE, _OF_NOUN_RE):
        for m in pattern.finditer(text):
            scope.add(stem(m.group(1).lower()))
    return scope


# a request's verb: its first word, after "please" / "can you"
_REQUEST_VERB_RE = re.compile(r"^\W*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?([A-Za-z]+)\b",
                              re.IGNORECASE)


@lru_cache(maxsize=4)
def _opposites(_version: int = 0) -> dict[str, frozenset[str]]:
    from course_lib.sim.words.cues import lexicon

    pairs: dict[str, set[str]] = {}
    for pair in lexicon("opposite_actions"):
        a, _, b = pair.partition("/")
        pairs.setdefault(a, set()).add(b)
        pairs.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in pairs.items()}


def opposite_action(spec: ToolSpec, text: str) -> bool:
    """Whether the request's verb undoes what the tool does ("Remove <name> from the choir" to a
    tool ``add_member``, "Cancel my booking" to ``book_room``; ``opposite_actions`` in
    data/sim/lexicons.yaml): the tool's own verb (its name's or its description's first word) is
    the opposite, and the tool's words never say the request's verb."""
    m = _REQUEST_VERB_RE.match(text or "")
    verb = m.group(1).lower() if m else ""
    opposite = _opposites().get(verb)
    if not opposite:
        return False
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", f"{spec.name.replace('_', ' ')} {spec.description}")]
    if verb in words:
        return False
    own = {re.split(r"[_\W]+", spec.name.lower())[0]} | set(re.findall(r"^\W*([a-z]+)", spec.description.lower())[:1])
    return bool(own & opposite)


def score_tools(
    matcher: Matcher,
    question: Analysis,
    profiles: list[ToolProfile],
    text: str = "",
    worded: set[str] | None = None,
) -> list[ToolScore]:
    """Each tool's score for the question. A "do not use it for X" clause rules a tool out when
    X is what the question is about (``subject_scope``), or when the question shares nothing
    with what the tool is for; a side word of the question in such a clause only lowers it."""
    scores = []
    main = subject_scope(question, text)
    recent = bool(_CUE.recent.search(text))
    # a year alone ("revenue in Q3 2024", "2024 年第三季度的营收") dates the question, it does not
    # ask for news: it helps a current-events tool only when the tool's own words match too
    year_only = recent and not _CUE.recent.search(_YEAR_RE.sub(" ", text))
    named = _named(text)
    permits = permit_stems()
    # a permission question whose own words do not already say "allowed"
    permission = bool(_CUE.asks_permission.search(text)) and not any(c.key in permits for c in question.concepts)
    # A lookup by name gets its full bonus when it matches the question's words too, or when no
    # tool does: "a flight from Oslo to Rome" names places, but that makes a weather tool only a
    # weak candidate next to a flight tool.
    if worded is None:
        worded = worded_tools(question, profiles)
    measured = _stated_dimensions(text)
    for p in profiles:
        plus = minus = described = 0.0
        subject_ruled_out = False
        for c in question.concepts:
            factor = _factor(p, c.key)
            if factor == 0.0 and c.kind == "type" and c.word:
                # the kind of answer asked for, by its own words: "the price of MSFT" meets a
                # tool "Get the latest stock price"
                factor = max((_factor(p, stem(w.lower())) for w in c.word.split()), default=0.0)
            if factor == 0.0:
                factor = max(_synonym_factor(p, c.key), 0.0)  # "allowed" meets "permitted"
            if factor == 0.0 and _is_compound(c.key):
                # ``asyncio.wait`` / ``return_when``: the whole term, else its best part (a part
                # only adds: "customer_id" in a SQL question is not about customers).
                factor = max((_factor(p, part) for part in _compound_parts(c.key)), default=0.0)
                factor = max(factor, 0.0)
            if factor < 0:
                if c.key in main:
                    minus -= factor * c.weight  # "do not use it for X", X the question's subject
                    subject_ruled_out = True
                else:
                    minus -= 0.25 * factor * c.weight  # a side word of the question: a nudge
            else:
                plus += factor * c.weight
                if factor >= 1.0:
                    described += factor * c.weight
        if permission:
            # "Can I bring my bicycle?" asks whether it is permitted: a description's "permitted"
            factor = max((_factor(p, k) for k in permits), default=0.0)
            if factor > 0:
                plus += factor * PERMISSION_WEIGHT
                described += factor * PERMISSION_WEIGHT
        if p.takes_name and p.takes_name in named and not subject_ruled_out:
            # a lookup by name, and the question names someone (half when other tools match
            # the question's words and this one does not)
            plus += NAME_BONUS if (not worded or p.spec.name in worded) else NAME_BONUS / 2
        if plus and recent and p.recency:
            plus += RECENCY_BONUS
        elif recent and p.recency and not subject_ruled_out and not year_only:
            plus += RECENCY_BONUS  # "recent advancements in ..." for a tool "about current events"
        vetoed = (subject_ruled_out and minus >= plus) or (minus > 0 and plus == 0) or opposite_action(p.spec, text)
        scores.append(ToolScore(p, plus - minus, vetoed, described))
    if measured and all(s.score < FAIR for s in scores):
        # "5 US gallons of rainwater" when no tool's words fit: the tool whose numeric argument takes a
        # quantity of that dimension (litres), its one kind of value; never over a tool the words pick
        scores = [ToolScore(s.profile, s.score + MEASURE_BONUS, s.vetoed, s.described)
                  if not s.vetoed and measured & _measured_arguments(s.profile.spec.name, json.dumps(s.profile.spec.parameters))
                  else s for s in scores]
    return scores


_LOCATION_WORDS = re.compile(
    r"location|city|cities|place|country|countries|town|origin|destination|airport|region", re.IGNORECASE
)
_ORG_WORDS = re.compile(r"author|company|companies|organi[sz]ation", re.IGNORECASE)


def _stated_dimensions(text: str) -> frozenset[str]:
    """The dimensions of the quantities the question writes with a unit (mass, length, volume, area,
    temperature: ``field_readers.quantity_dimensions``); cheap without a figure."""
    if not text or not re.search(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|a|an|half)\b", text, re.IGNORECASE):
        return frozenset()
    if _CUE.asks_about.search(text):  # "what's 5 gallons in litres?": a question about it, nothing to log
        return frozenset()
    from course_lib.sim.values.field_readers import quantity_dimensions

    return quantity_dimensions(text)


@lru_cache(maxsize=256)
def _measured_arguments(_name: str, parameters: str) -> frozenset[str]:
    """The dimensions of the units a tool's numeric arguments ask ("litres": volume), by name and
    description (``field_readers.field_dimension``)."""
    from course_lib.sim.values.field_readers import field_dimension

    props = (json.loads(parameters) or {}).get("properties") or {}
    found = set()
    for arg, schema in props.items():
        schema = schema or {}
        if schema.get("type") in ("number", "integer") and (dim := field_dimension(arg, str(schema.get("description") or ""))):
            found.add(dim)
    return frozenset(found)


def _name_kind(description: str, schema: dict) -> str:
    """What kind of name a tool looks things up by ("" if none)."""
    found = _TAKES_NAME_RE.search(description)
    fields = [f for f in (schema.get("properties") or {}) if _NAME_FIELD_RE.search(f)]
    text = (found.group(0) if found else "") + " " + " ".join(fields)
    if not text.strip():
        return ""
    if _LOCATION_WORDS.search(text):
        return "location"
    if _ORG_WORDS.search(text):
        return "org"
    return "person"


_PLACE_WORDS = ("in", "at", "near", "to", "around", "across")


def _after_place_word(text: str, name: str) -> bool:
    """``re.search(rf"\\b(?:in|at|near|to|around|across)\\s+{re.escape(name)}", text)``, by a scan
    back from each place of ``name`` (a pattern of each new name was compiled on most replies)."""
    if not name or name[0].isspace():
        return re.search(rf"\b(?:{'|'.join(_PLACE_WORDS)})\s+{re.escape(name)}", text) is not None
    at = text.find(name)
    while at >= 0:
        space = at
        while space > 0 and text[space - 1].isspace():
            space -= 1
        if space < at:
            for word in _PLACE_WORDS:
                start = space - len(word)
                if (start >= 0 and text.startswith(word, start)
                        and (start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_"))):
                    return True
        at = text.find(name, at + 1)
    return False


def _named(text: str) -> set[str]:
    """The kinds of names the text holds: "location" after in / at / near, "person" for other
    multi-word or titled names, "org" for any name."""
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
    from course_lib.sim.words.text import names

    calendar = {*MONTHS, *WEEKDAYS}  # "on 20th July, 1969": a month or a weekday names no one
    found = [n for n in names(text) if (not n.isupper() or len(n) > 4) and n.lower() not in calendar]
    if not found:
        return set()
    kinds = {"org", "name"}
    for n in found:
        if _after_place_word(text, n):
            kinds.add("location")
        else:
            kinds.add("person")
    return kinds


def worded_tools(question: Analysis, profiles: list[ToolProfile]) -> set[str]:
    """The tools some word of the question matches (name, description or arguments)."""
    return {p.spec.name for p in profiles if any(_factor(p, c.key) > 0 for c in question.concepts)}


def focused_scores(
    matcher: Matcher, question: str, profiles: list[ToolProfile]
) -> list[ToolScore]:
    """Scores weighted towards what is asked: in "One of our guests is from Qwen. What can you
    tell me about their most popular model?", the question sentence counts fully and the
    sentences around it count 0.4. A last sentence led by a question word and typed without its
    question mark is the question sentence too."""
    from course_lib.sim.material.prose import split_sentences
    from course_lib.sim.words.question_form import asks

    parts = list(split_sentences(question))
    asking = [i for i, p in enumerate(parts) if asks(p)]  # "What's that on a gas oven", its "?" left off
    if not asking and len(parts) >= 2 and _CUE.unmarked_question.search(parts[-1].strip()):
        asking = [len(parts) - 1]  # "... 190 °C. What's that on a gas oven": asked without its mark
    if len(parts) < 2 or not asking:
        return score_tools(matcher, matcher.analyse(question), profiles, question)
    focus = parts[asking[-1]]
    context = " ".join(p for i, p in enumerate(parts) if i != asking[-1])
    worded = worded_tools(matcher.analyse(question), profiles)
    f = score_tools(matcher, matcher.analyse(focus), profiles, focus, worded)
    c = score_tools(matcher, matcher.analyse(context), profiles, context, worded)
    out = []
    for a, b in zip(f, c, strict=True):
        score = a.score + 0.4 * b.score if a.score > 0 else b.score * (0.4 if any(x.score > 0 for x in f) else 1.0)
        vetoed = a.vetoed or (b.vetoed and a.score <= 0)
        out.append(ToolScore(a.profile, score, vetoed, a.described + 0.4 * b.described))
    return out


PERMISSION_WEIGHT = 0.8  # "Can I bring ...?" asks whether it is permitted, as much as a content word


def synonyms(key: str) -> frozenset[str]:
    """The stems a tool description may use for the question's stem ``key`` (its group in
    lexicons.yaml ``tool_synonyms``, ``key`` itself left out)."""
    return _synonym_table(str(data_path(LEXICONS))).get(key, frozenset())


@lru_cache(maxsize=4)
def _synonym_table(_path: str) -> dict[str, frozenset[str]]:
    groups = read(LEXICONS).get("tool_synonyms")
    if not isinstance(groups, list) or not all(
        isinstance(g, list) and len(g) >= 2 and all(isinstance(w, str) and w for w in g) for g in groups
    ):
        raise ValueError(f"{LEXICONS}: 'tool_synonyms' must be a list of groups of two or more words")
    table: dict[str, set[str]] = {}
    for group in groups:
        stems = {stem(w.lower()) for w in group}
        for s in stems:
            table.setdefault(s, set()).update(stems - {s})
    return {k: frozenset(v) for k, v in table.items()}


def permit_stems() -> frozenset[str]:
    """"permitted" and its synonyms: what a permission question asks about."""
    key = stem("permitted")
    return synonyms(key) | {key}


def _synonym_factor(p: ToolProfile, key: str) -> float:
    """A question word's factor through its synonyms ("allowed" for "permitted"); only ever adds."""
    return max((_factor(p, s) for s in synonyms(key)), default=0.0) if key and not key.startswith("~") else 0.0


def recency_phrase(question: str) -> re.Match[str] | None:
    """The question's words for the newest records ("latest", "most recent"), by this module's
    ``recent`` cue, or ``None``."""
    return _CUE.recent.search(question)


def asks_about_own_records(text: str) -> bool:
    """"What time is my flight?", "the order I placed": the asker's own records."""
    return bool(_CUE.self_records.search(text))


def speaks_of_own_records(p: ToolProfile) -> bool:
    """A description about the user's own records ("all tickets for the user")."""
    return bool(_CUE.own_records.search(p.spec.description))


def _factor(p: ToolProfile, key: str) -> float:
    if key in p.negative:
        return -2.0
    if key in p.positive:
        return 1.5
    if key in p.neutral:
        return 1.0
    if key in p.name_forms or key in p.schema_forms:
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
    ranked = sorted((s.score for s in usable), reverse=True)
    lead = ranked[0] - (ranked[1] if len(ranked) > 1 else 0.0)
    top = next(s for s in usable if s.score == best)
    if best < STRONG and lead >= FAIR_LEAD and (best >= FAIR or top.described >= 0.5):
        return top, True  # a fair match on the description's own words, ahead of the rest
    # Confused: the most generic of the near-tied tools, then the first listed; among those the
    # question's words meet, when some are (a tool that scores only by a bonus, a city for a
    # weather tool's argument, is no match for "a table at Luigi's" next to a booking tool)
    tied = [s for s in tied if s.described > 0] or tied
    return min(tied, key=lambda s: (s.profile.topic_count, usable.index(s))), False


def near_tied(scores: list[ToolScore]) -> list[ToolScore]:
    """The usable tools within ``MARGIN`` of the best score (those a confused pick chooses among)."""
    usable = [s for s in scores if not s.vetoed]
    best = max((s.score for s in usable), default=0.0)
    return [s for s in usable if best - s.score < MARGIN] if best > 0 else []


def look_alike(tied: list[ToolScore]) -> bool:
    """Near-tied tools the question cannot tell apart because their descriptions say nothing
    distinct: all vague, or one description for all (notebook 03's look-alike pitfall, where a
    model, like the simulator, collapses onto one of them)."""
    return all(s.profile.vague for s in tied) or len({s.profile.spec.description.strip() for s in tied}) == 1


def described_words(question: Analysis, p: ToolProfile) -> frozenset[str]:
    """The question's words a tool's description meets (in a "use it for" or neutral clause)."""
    return frozenset(c.key for c in question.concepts if c.key in p.positive or c.key in p.neutral)


def same_cover(question: Analysis, tied: list[ToolScore]) -> bool:
    """Two or more near-tied tools whose descriptions each meet the question, and meet the same
    words of it: nothing in the descriptions tells them apart for this question."""
    covers = {described_words(question, s.profile) for s in tied}
    return len(tied) >= 2 and len(covers) == 1 and bool(next(iter(covers)))


def takes_free_text(schema: dict) -> bool:
    """Every required argument of a tool (all of them, when none is marked) that is a string takes
    free text by its name ("query", "question"; ``tool_choice.free_text_arg``), and one does: a
    search by a typed key ("ingredient", "email") is no general search."""
    props = schema.get("properties") or {}
    if not props:
        return True
    needed = [n for n in (schema.get("required") or list(props)) if (props.get(n) or {}).get("type", "string") == "string"]
    return bool(needed) and all(_CUE.free_text_arg.fullmatch(n) for n in needed)


def generic_search_tool(scores: list[ToolScore]) -> ToolScore | None:
    """The most generic search-like tool that is not ruled out and takes free text (for questions
    it cannot answer: the question's words go into its query, never into a typed key)."""
    usable = [s for s in scores if not s.vetoed and s.profile.kind == "search"
              and takes_free_text(s.profile.spec.parameters)]
    if not usable:
        return None
    return min(usable, key=lambda s: (s.profile.topic_count, usable.index(s)))


_LOOKUP_KINDS = ("price", "rule", "hours")


def subject_lookup(matcher: Matcher, scores: list[ToolScore], question: str, system: str | None) -> ToolScore | None:
    """The one bound tool left when every other is ruled out for ``question`` (vetoed, or scored
    below zero by its description), when its description looks a named subject up by kinds of thing
    ("Look up Holly Farm car boot sale's prices and rules.": ``lookup_opening``, ``lookup_*_kind`` in
    ``data/sim/patterns.yaml``), the question asks one of those kinds (``asks_*_kind``: an amount, a
    permission or rule, a time), the tool takes free text, and the subject is the system prompt's
    (two or more of the description's topic words in it) or, with no system prompt, a name the
    description gives. A question that shares no word with the description ("how much is a pitch
    for a van") is still about that subject; ``None`` otherwise (the limit stands)."""
    from course_lib.sim.words.quantities import asks_money
    from course_lib.sim.words.text import names

    usable = [s for s in scores if not s.vetoed and s.score >= 0]
    if len(usable) != 1 or len(scores) < 2:
        return None
    left = usable[0]
    description = left.profile.spec.description or ""
    if not _CUE.lookup_opening.search(description) or not takes_free_text(left.profile.spec.parameters):
        return None
    asked = {"price": asks_money(question) or bool(_CUE.asks_price_kind.search(question)),
             "rule": bool(_CUE.asks_rule_kind.search(question)),
             "hours": bool(_CUE.asks_hours_kind.search(question))}
    said = {"price": _CUE.lookup_price_kind, "rule": _CUE.lookup_rule_kind, "hours": _CUE.lookup_hours_kind}
    kinds = [k for k in _LOOKUP_KINDS if said[k].search(description)]
    if not any(asked[k] for k in kinds):
        return None
    kind_words = {f for k in kinds for m in said[k].finditer(description) for f in matcher.analyse(m.group(0)).forms}
    topics = (left.profile.neutral | left.profile.positive) - left.profile.negative - kind_words
    if system:
        if len(topics & set(matcher.analyse(system).forms)) < 2:
            return None
    elif not names(_CUE.lookup_opening.sub("", description, count=1)):
        return None
    return left
