"""Query rewriting, decomposition into sub-questions, and choosing among labelled options.

Decomposition works innermost first on chained questions:
"Where is the manager of the team that owns Project Falcon based?" becomes
1. "Which team owns Project Falcon?"
2. "Who is the manager of the team found in step 1?"
3. "Where is the manager found in step 2 based?"
A dependent step refers to an earlier one only when it must ("the team found in step 1");
``resolve_placeholders`` later replaces that phrase with the entity the earlier step found.
Questions joined by "and" are split, and pronouns are replaced by the entity they stand for.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.material.documents import Document
from course_lib.sim.material.prose import sentences
from course_lib.sim.words.answer_types import is_answer_type
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.text import (
    GENERIC_WORDS,
    GENERIC_WORDS_ZH,
    TOKEN_RE,
    content_terms,
    has_cjk,
    is_content,
    is_hangul_word,
    names,
    raw_tokens,
    stem,
    whole_word,
)

_CUE = patterns("planning")  # its cue patterns: data/sim/patterns.yaml

# An entity a step can name: a capitalised name ("Project Falcon", "the Tally Service") or
# an earlier step's answer ("the message queue found in step 1").
_ENTITY = r"(?:the\s+(?:[\w\-]+\s+){1,2}?found\s+in\s+step\s+\d+|(?:the\s+)?[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)"
_NOUN = r"[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?"  # "service", "message queue", "on-call rotation"
_BEHIND_RE = re.compile(
    rf"\bthe\s+(?P<noun>{_NOUN})\s+(?P<prep>behind|under|beneath|inside|within)\s+(?P<obj>{_ENTITY})"
)
# "the service that Project Lapwing extends", "the queue that the service publishes to"
_RELATIVE_OBJECT_RE = re.compile(
    rf"\bthe\s+(?P<noun>{_NOUN})\s+(?:that|which|whom)\s+(?P<obj>{_ENTITY})\s+"
    r"(?:(?P<aux>is|are|was|were)\s+)?(?P<verb>[a-z]+)"
    r"(?:\s+(?P<prt>to|on|from|in|into|with|for|at|by|about|over)\b)?"
)
# "the team that owns Project Falcon", "the rotation that covers the Onyx Database"
_RELATIVE_RE = re.compile(
    rf"\bthe\s+(?P<noun>{_NOUN})\s+(?:that|which|who)\s+(?!the\b|a\b|an\b)"
    rf"(?P<verb>[a-z]+(?:\s+[a-z]+){{0,2}}?)\s+(?P<obj>{_ENTITY})"
)
_PARTICIPLE_RE = re.compile(
    rf"\bthe\s+(?P<noun>{_NOUN})\s+(?P<verb>[a-z]+ed|run|built|written|led|held|kept|made)\s+by\s+(?P<obj>{_ENTITY})"
)
_OF_RE = re.compile(rf"\bthe\s+(?P<noun>{_NOUN})\s+of\s+(?P<obj>{_ENTITY})")
_POSSESSIVE_RE = re.compile(
    r"(?P<obj>(?!(?:What|That|It|There|Here|Who|How|Where|When|Why|Let|He|She)'s)"
    r"[A-Z][\w\-.]*(?:\s+[A-Z][\w\-.]*)*)'s\s+(?P<noun>[a-z][\w\-]*"
    r"(?:\s+(?!(?:is|are|was|were|based|located|situated|found|run|led|made|kept|held|used|"
    r"called|named|and|or|in|on|at|of|for|to|from|with)\b)[a-z][\w\-]*(?<!ed)(?=\s*[?.!,]|\s*$))?)"
)
_PLACEHOLDER_RE = re.compile(
    r"\bthe\s+(?:[\w\-]+\s+)?(?P<noun>[a-z][\w\-]*)\s+(?:found|identified|from)\s+(?:in\s+)?(?:step|sub-question|question)\s+(?P<k>\d+)",
    re.IGNORECASE,
)
# "In which city is <the N of X> (located)?": the phrase is what the last step asks about.
_FRAME_RE = re.compile(
    r"(?i)(?:(?:in|at|on|from|for)\s+)?(?:what|which|who)(?:\s+[a-z\-]+){0,2}\s+(?:is|are|was|were)"
    r"(?:\s+(?:located|based|situated|found))?"
)
_PERSON_NOUNS = frozenset(
    """manager lead leader owner head author founder director maintainer ceo cto sponsor boss
    chair creator mentor coordinator engineer member contact reviewer assignee approver
    person people one""".split()
)
_PRONOUNS = {
    "it": "{e}",
    "its": "{e}'s",
    "they": "{e}",
    "them": "{e}",
    "their": "{e}'s",
    "he": "{e}",
    "she": "{e}",
    "his": "{e}'s",
    "her": "{e}'s",
}


def is_person(noun: str) -> bool:
    """Whether a noun names a person (its last word a person noun): a question about it asks who."""
    return noun.lower().split()[-1] in _PERSON_NOUNS


def _ask_about(noun: str, obj: str) -> str:
    wh = "Who" if is_person(noun) else "What"
    return f"{wh} is the {noun} of {obj}?"


def _which(noun: str) -> str:
    return "Who" if is_person(noun) else f"Which {noun}"


def _base_verb(verb: str) -> str:
    """ "extends" -> "extend", "publishes" -> "publish", "carries" -> "carry" (after "does")."""
    low = verb.lower()
    irregular = {"has": "have", "does": "do", "is": "be", "goes": "go"}
    if low in irregular:
        return irregular[low]
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"
    if low.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        return low[:-2]
    if low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return low[:-1]
    return low


def _relative_step(m: re.Match[str], aux: str | None) -> str:
    """The sub-question of an object relative ("the depot [that] the cave ships through" ->
    "Which depot does the cave ship through?"): ``aux`` keeps the verb as written ("has ...
    shipped", "was ... built"); without one, "does" and the verb's base form."""
    noun, obj, verb, prt = m.group("noun"), m.group("obj"), m.group("verb"), m.group("prt")
    tail = f" {prt}" if prt else ""
    if aux:
        return f"{_which(noun)} {aux} {obj} {verb}{tail}?"
    return f"{_which(noun)} does {obj} {_base_verb(verb)}{tail}?"


def _object_step(m: re.Match[str]) -> str:
    return _relative_step(m, m.group("aux"))


# "the depot the Marrow Hill cave ships through": an object relative without "that"
_REDUCED_RELATIVE_RE = re.compile(
    r"\bthe\s+(?P<noun>(?!that\b|which\b|who\b)[a-z][\w\-]*(?:\s+(?!the\b|a\b|an\b|that\b|which\b|who\b|whom\b)[a-z][\w\-]*)?)\s+(?P<obj>(?:the\s+)?[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*(?:\s+[a-z][\w\-]*)?)"
    r"\s+(?P<verb>[a-z]+(?:s|ed))(?:\s+(?P<prt>to|on|from|in|into|with|for|at|by|through|over|via))?(?=\s*[?.!,]|\s*$)"
)


def _reduced_step(m: re.Match[str]) -> str:
    return _relative_step(m, "has" if m.group("verb").endswith("ed") else None)


_STEP_PATTERNS = (
    (_REDUCED_RELATIVE_RE, _reduced_step),
    (_BEHIND_RE, lambda m: f"{_which(m.group('noun'))} is {m.group('prep')} {m.group('obj')}?"),
    (_RELATIVE_OBJECT_RE, _object_step),
    (_RELATIVE_RE, lambda m: f"{_which(m.group('noun'))} {m.group('verb')} {m.group('obj')}?"),
    (
        _PARTICIPLE_RE,
        lambda m: f"{_which(m.group('noun'))} is {m.group('verb')} by {m.group('obj')}?",
    ),
    (_POSSESSIVE_RE, lambda m: _ask_about(m.group("noun"), m.group("obj"))),
    (_OF_RE, lambda m: _ask_about(m.group("noun"), m.group("obj"))),
)


_ZH_QUESTION_RE = re.compile(r"[^？?]+[？?]")
_ZH_PRONOUN_RE = re.compile(r"此人|这个人|这人|该人|此君|他们|她们|他|她")
_ZH_ASKS_WHO_RE = re.compile(r"(?:的)?(?:是谁|是哪位|是哪个人|叫什么名字?)[？?]?$")


def _decompose_chinese(q: str) -> list[str] | None:
    """A Chinese question of several asking sentences ("……排行第二的是谁？此人之子……是什么？"):
    one sub-question each, in order, a pronoun ("此人", "他") replaced by what the first one asks
    for ("……排行第二的人"), so that each can be searched on its own."""
    parts = [p.strip(" ，,") for p in _ZH_QUESTION_RE.findall(q) if p.strip(" ，,？?")]
    if len(parts) < 2:
        return None
    first = parts[0]
    who = _ZH_ASKS_WHO_RE.search(first)
    referent = (first[: who.start()].rstrip("的") + "的人") if who else ""
    out = [first]
    for part in parts[1:]:
        if referent:
            part = _ZH_PRONOUN_RE.sub(referent, part, count=1)
        out.append(part)
    return list(dict.fromkeys(out))


def decompose(question: str) -> list[str]:
    """Ordered, self-contained sub-questions (a simple question gives itself)."""
    q = question.strip()
    if has_cjk(q):
        found = _decompose_chinese(q)
        if found:
            return found
    parts = [p.strip(" ,") for p in _CUE.wh_split.split(q) if p and p.strip(" ,?")]
    if len(parts) > 1:
        entity = (names(parts[0]) or [""])[0]
        out: list[str] = []
        for part in parts:
            out.extend(decompose(_replace_pronouns(part, entity)))
        return [_finish(p) for p in dict.fromkeys(out)]
    compare = _CUE.compare.search(q)
    if compare:
        a = compare.group("a") or compare.group("c")
        b = compare.group("b") or compare.group("d")
        return [f"What is {a.strip()}?", f"What is {b.strip()}?"]
    return _chain(q)


def chain_steps(question: str) -> list[str]:
    """The steps of a chained question, innermost relation first (a simple question: itself)."""
    return list(_chain_cached(question.strip()))


@lru_cache(maxsize=4096)
def _chain_cached(question: str) -> tuple[str, ...]:
    return tuple(_chain(question))


def _chain(question: str) -> list[str]:
    """Innermost relation first: the nested phrase that names a known entity becomes a step,
    and the question then refers to its answer as "the <noun> found in step k"."""
    current = question.rstrip(" ?")
    steps: list[str] = []
    for _ in range(4):
        found = None
        for order, (pattern, build) in enumerate(_STEP_PATTERNS):
            for match in pattern.finditer(current):
                rank = (match.start(), -order)  # the rightmost (innermost) phrase first
                if found is None or rank > found[0]:
                    found = (rank, match, build)
        if found is None:
            break
        _, match, build = found
        rest = (current[: match.start()] + current[match.end() :]).strip()
        if (
            len(re.findall(r"\w+", rest)) <= 2
            and re.fullmatch(r"(?i)(what|who|which)('s|\s+(is|are|was))?", rest or "what")
        ) or _FRAME_RE.fullmatch(rest):
            # the whole question is this one step ("What is the capital of France?", "In which
            # city is the office of Maria Okafor?")
            break
        steps.append(_finish(build(match)))
        noun = match.group("noun")
        current = f"{current[: match.start()]}the {noun} found in step {len(steps)}{current[match.end() :]}"
    steps.append(_finish(current))
    return steps


def _finish(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip(" ,")
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith("?") else text.rstrip(".") + "?"


def replace_pronouns(text: str, entity: str) -> str:
    """``text`` with its pronouns ("it", "its", "they", ...) replaced by ``entity``."""
    return _replace_pronouns(text, entity)


def _replace_pronouns(text: str, entity: str) -> str:
    if not entity:
        return text

    def swap(match: re.Match[str]) -> str:
        return _PRONOUNS[match.group(0).lower()].format(e=entity)

    return re.sub(r"\b(" + "|".join(_PRONOUNS) + r")\b", swap, text, flags=re.IGNORECASE)


# --- placeholders and rewriting --------------------------------------------------------------


def without_placeholders(step: str) -> str:
    """``step`` with each "the team found in step 1" read as "the team": the words of the
    placeholder are the plan's own, never the user's ("found", "step", "1")."""
    return _PLACEHOLDER_RE.sub(lambda m: f"the {m.group('noun')}", step)


def resolve_placeholders(text: str, docs: list[Document]) -> str:
    """Replace "the team found in step 1" with the entity the documents name for it."""

    def entity_for(match: re.Match[str]) -> str:
        noun = stem(match.group("noun"))
        known = {n.lower() for n in names(_PLACEHOLDER_RE.sub("", text))}
        best: tuple[int, str] | None = None
        for doc in docs:
            for sentence in sentences(doc.body) or (doc.title,):
                for rank, entity in entities_near(sentence, noun):
                    if entity.lower() not in known and (best is None or rank < best[0]):
                        best = (rank, entity)
        return best[1] if best else match.group(0)

    return _PLACEHOLDER_RE.sub(entity_for, text)


def entities_near(sentence: str, noun_stem: str) -> list[tuple[int, str]]:
    """(rank, name) of the names written next to the noun (by its stem) in a sentence."""
    words = list(re.finditer(r"[\w\-']+(?:\.\w+)*", sentence))
    hits = [i for i, w in enumerate(words) if stem(w.group(0).lower().strip(".")) == noun_stem]
    if not hits:
        return []
    found = []
    for entity in names(sentence):
        start = sentence.find(entity)
        end = start + len(entity)
        for i in hits:
            w = words[i]
            gap_before = sentence[end : w.start()]
            gap_after = sentence[w.end() : start]
            if start <= w.start() and w.end() <= end:
                found.append((0, entity))  # "the Vega Lab" for "lab"
            elif 0 <= w.start() - end <= 1 and not gap_before.strip():
                found.append((0, entity))  # "Data Platform team"
            elif start >= w.end() and len(gap_after.split()) <= 3:
                found.append((1, entity))  # "managed by Alice Chen"
            else:
                found.append((2, entity))
    return found


def rewrite_query(
    question: str, knowledge: Knowledge, docs: list[Document] | None = None, previous: str = ""
) -> str:
    """A short search query: placeholders resolved, synonyms replaced by preferred terms.

    Each lexicon term is replaced by its group's preferred term, inserted whole ("upsert" ->
    "on conflict", "memoize" -> "lru_cache"); the question's other content words are kept in
    order, filler dropped. When that equals the ``previous`` query, the next candidate that
    differs is used: without broad and generic words ("Python", "use"), then with the lexicon
    group's other terms added, then the lexicon terms and names alone.
    """
    text = resolve_placeholders(question, docs or [])
    terms = _query_terms(text, knowledge)
    if not terms:
        return text.strip()
    full = [t for t, _ in terms]
    focused = [t for t, kind in terms if kind not in ("broad", "generic")] or full
    groups = [g for _, kind in terms if isinstance(kind, int) for g in [kind]]
    others = [alt for g in groups for alt in knowledge.aliases[g][1:]]
    core = [t for t, kind in terms if isinstance(kind, int) or kind == "name"]
    candidates = [full, focused, focused + others, core + others, core]
    seen = _query_key(previous) if previous.strip() else None
    for words in candidates:
        query = " ".join(dict.fromkeys(words))
        if query and _query_key(query) != seen:
            return query
    return " ".join(full)


def _query_terms(text: str, knowledge: Knowledge) -> list[tuple[str, object]]:
    """The query's terms in order: ``(preferred term, group index)`` for a lexicon term, else
    ``(word, kind)`` with kind "broad", "generic", "name" or "word"."""
    spans = knowledge.alias_spans(text)
    out: list[tuple[str, object]] = []
    seen: set[str] = set()
    events = [(s, e, knowledge.preferred(g), g) for s, e, g in spans]
    events += [
        (m.start(), m.end(), m.group(0), None)
        for m in TOKEN_RE.finditer(text)
        if not any(s <= m.start() < e for s, e, _ in spans)
    ]
    for start, _, term, group in sorted(events, key=lambda x: x[0]):
        low = term.lower()
        if low in seen:
            continue
        if group is not None:
            seen.add(low)
            out.append((term, group))
            continue
        if not is_content(low):
            continue
        titled = 0 < start and text[start - 1] in "《「『“" and text[start + len(term) : start + len(term) + 1] in ("》", "」", "』", "”")
        if has_cjk(term) and len(term) > 1 and not titled and not is_hangul_word(term):  # a Chinese run: its words, function words dropped
            for word in content_terms(term):
                if word not in seen:
                    seen.add(word)
                    out.append((word, "generic" if word in GENERIC_WORDS_ZH else "word"))
            continue
        seen.add(low)
        if low in GENERIC_WORDS or is_answer_type(low, text, start):
            kind = "generic"
        elif knowledge.is_broad(low):
            kind = "broad"
        elif titled or (start > 0 and (term[0].isupper() or re.search(r"[0-9._]", term[1:]))):
            kind = "name"
        else:
            kind = "word"
        out.append((term, kind))
    return out


def _query_key(query: str) -> frozenset[str]:
    return frozenset(raw_tokens(query))


# --- choosing among labelled options ---------------------------------------------------------


def option_descriptions(values: list[str], *texts: str) -> dict[str, str]:
    """For each option value, the text that follows its mention ("web: current events ...")."""
    out = {v: "" for v in values}
    for text in texts:
        if not text:
            continue
        positions = []
        for v in values:
            for pattern in (
                # (the separator on the value's own line: "- billing\n- shipping" describes nothing)
                rf"(?:^|[\s\-*•;,(]){re.escape(v)}[ \t]*[:=\-–：]+\s*",
                rf"'{re.escape(v)}'\s*[:=\-–(]+\s*",
            ):
                m = re.search(pattern, text, re.IGNORECASE | re.MULTILINE)
                if m:
                    positions.append((m.end(), m.start(), v))
                    break
        positions.sort()
        for i, (end, _, v) in enumerate(positions):
            stop = positions[i + 1][1] if i + 1 < len(positions) else len(text)
            stop = min(stop, text.find("\n\n", end) if text.find("\n\n", end) >= 0 else len(text))
            if not out[v]:
                out[v] = text[end:stop].strip(" ;,\n")
    missing = [v for v in values if not out[v]]
    if missing:  # prose: "The vectorstore contains ... Otherwise, use web-search."
        for text in texts:
            for v, described in _mentions(values, text).items():
                if v in missing and not out[v]:
                    out[v] = described
    return out


def _option_pattern(value: str) -> re.Pattern[str]:
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", value) if p]
    if has_cjk(value):  # Chinese writes no spaces between words: its edges are no word boundary
        return re.compile(whole_word(value), re.IGNORECASE)
    return re.compile(r"(?<![\w])" + r"[\s_\-]?".join(parts) + r"(?![\w])", re.IGNORECASE)


def _mentions(values: list[str], text: str) -> dict[str, str]:
    """For each value, the sentences of ``text`` that mention it and not every other value."""
    patterns = {v: _option_pattern(v) for v in values}
    found: dict[str, list[str]] = {v: [] for v in values}
    sentences_ = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()]
    for sentence in sentences_:
        named = [v for v in values if patterns[v].search(sentence)]
        if len(named) == 1 or (named and len(named) < len(values) and len(values) > 2):
            for v in named:
                found[v].append(sentence)
    return {v: " ".join(x) for v, x in found.items() if x}


_FILLER_START_RE = re.compile(
    r"^\W*(?:(?:hi|hello|hey|ok|okay|so|um|uh|please|quick question)\W+)*"
    r"(?:(?:can|could|would) you (?:please )?(?:tell me|explain|say)\s+|i (?:want|would like|need) to know\s+|"
    r"i was wondering\s+|do you know\s+)?",
    re.IGNORECASE,
)


def rewrite_question(question: str, knowledge: Knowledge, docs: list[Document] | None = None) -> str:
    """The question rewritten as a clearer question: placeholders resolved, informal words and
    synonyms replaced by the lexicon's preferred terms, filler ("hey, can you tell me") dropped."""
    text = resolve_placeholders(question, docs or []).strip()
    text = _FILLER_START_RE.sub("", text, count=1) or text
    text = knowledge.to_preferred(text)
    text = re.sub(r"\s+", " ", text).strip(" ,")
    if not text:
        return question.strip()
    text = text[0].upper() + text[1:]
    if text[-1] not in "?？":
        text = text.rstrip(".!。") + ("？" if re.search("[\u4e00-\u9fff]", text) else "?")
    return text


# --- facets: more specific, broader, and several sub-questions -------------------------------

_LINKING = frozenset(
    """of on in at for to from with by about into over under between among and or vs versus
    affect affects affected influence influences cause causes caused make makes made come comes
    do does did have has had get gets become becomes lead leads change changes mean
    means help helps need needs use uses used""".split()
)
_FACETS = {
    "why": "causes, mechanisms and how to prevent it",
    "how": "factors, mechanisms and practical examples",
    "impact": "effects, mechanisms and evidence",
    "what": "definition, key facts and examples",
    "who": "roles, responsibilities and background",
    "when": "dates, timeline and conditions",
    "where": "locations and context",
}


def _chunks(question: str) -> list[str]:
    """Runs of content words, cut at function words, prepositions and common verbs."""
    out: list[str] = []
    current: list[str] = []
    for tok in TOKEN_RE.finditer(question):
        word = tok.group(0)
        low = word.lower()
        if not is_content(low) or low in _LINKING:
            if current:
                out.append(" ".join(current))
            current = []
            continue
        current.append(word)
    if current:
        out.append(" ".join(current))
    return out


_RELATIONAL = frozenset(
    """impact impacts effect effects consequence consequences cause causes type types kind kinds
    role roles benefit benefits advantage advantages way ways part parts example examples
    difference differences list number main key""".split()
)


def topic_of(question: str) -> str:
    """The question's topic: its first run of content words that is not a relational noun
    ("the impacts of ocean acidification" -> "ocean acidification")."""
    chunks = [c for c in _chunks(question) if not all(w.lower() in _RELATIONAL for w in c.split())]
    if not chunks:
        return question.strip(" ?")
    return " ".join(w for w in chunks[0].split() if w.lower() not in _RELATIONAL) or chunks[0]


def _wh(question: str) -> str:
    low = question.lower()
    if re.search(r"\b(?:impacts?|effects?|consequences?)\b", low):
        return "impact"
    m = re.match(r"\W*(why|how|what|who|when|where)\b", low)
    return m.group(1) if m else "what"


def expand_query(question: str, knowledge: Knowledge) -> str:
    """A more specific, detailed query: the question's terms (lexicon terms preferred) and the
    facets an answer would cover ("effects, mechanisms and evidence")."""
    body = knowledge.to_preferred(question.strip()).rstrip(" ?？.")
    body = re.sub(r"^\W*(?:what|how|why|who|when|where|which)\s+(?:(?:are|is|does|do|did|can|could|should|would|will)\b\s*)?(?:the\s+)?", "", body, flags=re.IGNORECASE)
    return f"{body}: {_FACETS[_wh(question)]}"


def step_back(question: str) -> str:
    """A broader question about the topic behind the question."""
    topic = topic_of(question)
    return f"{_what_is(topic)} {topic}, and what are the main factors that affect it?"


def _what_is(topic: str) -> str:
    last = topic.split()[-1].lower() if topic.split() else ""
    return "What are" if last.endswith("s") and not last.endswith(("ss", "us", "is")) else "What is"


def facet_questions(question: str, at_least: int = 2, at_most: int = 4) -> list[str]:
    """Sub-questions: the question's own steps (``decompose``), else what the topic is and the
    question itself, each naming the topic (no pronouns)."""
    steps = decompose(question)
    if len(steps) >= at_least:
        return steps[:at_most]
    topic = topic_of(question)
    extra = [f"{_what_is(topic)} {topic}?", _finish(question)]
    if at_least > 2 or len({e.lower() for e in extra}) < 2:
        extra.append(f"What are the main factors that affect {topic}?")
    return list(dict.fromkeys(extra))[: max(at_least, min(at_most, len(extra)))]


# --- requests made of steps ("... ? Once you get the answer, look up ...") --------------------

_STEP_SPLIT_RE = re.compile(r"(?<=[?.!。？！])\s+|\n\s*\n")


def sequential_steps(question: str) -> tuple[str, str] | None:
    """A request of two ordered steps, the second using what the first finds ("What is the
    standard method for X? Once you get the answer, look up common extensions of that method."):
    ``(first step, second step)`` with the sequencing words dropped, else ``None``."""
    parts = [p.strip() for p in _STEP_SPLIT_RE.split(question.strip()) if p and p.strip()]
    for i in range(1, len(parts)):
        lead = _CUE.then.match(parts[i])
        if lead is None:
            continue
        rest = step_question(" ".join([parts[i][lead.end():], *parts[i + 1:]]).strip())
        first = " ".join(parts[:i]).strip()
        if rest and first and re.search(r"\w", rest) and _CUE.back_ref.search(rest):
            return first, rest
    return None




def step_question(step: str) -> str:
    """An instruction step as the thing to look up ("look up common extensions of X" ->
    "common extensions of X")."""
    return _CUE.lookup.sub("", step, count=1).strip() or step


def resolve_back_reference(step: str, found: str) -> str:
    """The second step with its reference to the first step's answer ("that method", "it")
    replaced by what the first step found."""
    return _CUE.back_ref.sub(lambda m: f"{found}'s" if m.group(0).lower() == "its" else found, step, count=1)


_CLAUSE_WORDS = frozenset("because although though since unless whereas while whereby so".split())


def referenced_noun(step: str) -> str | None:
    """The noun a step uses to refer back ("studio" in "how hot the kiln at that studio gets")."""
    m = _CUE.back_ref.search(step)
    return m.group("noun") if m and m.group("noun") else None


def found_term(
    sentence: str, step: str, step_forms: frozenset[str] | set[str], noun: str | None = None
) -> str | None:
    """What a sentence answering ``step`` names for it: the shortest run of content words that
    joins a word of the step with a word the step did not say ("Speculative decoding" for "the
    standard method for speeding up decoding"), else the sentence's rarest new words; a run
    with ``noun``, the word the next step refers back with ("that studio"), comes first."""
    from course_lib.sim.words.weights import word_weight

    runs: list[list[str]] = [[]]
    for match in TOKEN_RE.finditer(sentence):
        tok = match.group(0)
        gap = sentence[match.start() - 1] if match.start() else " "
        low = tok.lower()
        if not is_content(low) or low in GENERIC_WORDS or low in _CLAUSE_WORDS or (runs[-1] and gap not in " -"):
            runs.append([])
        if is_content(low) and low not in GENERIC_WORDS and low not in _CLAUSE_WORDS:
            runs[-1].append(tok)
    best: tuple[tuple, str] | None = None
    for run in runs:
        if not run:
            continue
        run = run[:4]
        new = [w for w in run if stem(w.lower()) not in step_forms]
        known = [w for w in run if stem(w.lower()) in step_forms]
        if not new:
            continue
        has_noun = bool(noun) and any(stem(w.lower()) == stem(noun.lower()) for w in run)
        rank = (has_noun, bool(known), sum(word_weight(w.lower()) for w in new) / len(run), -len(run))
        if best is None or rank > best[0]:
            best = (rank, " ".join(run))
    return best[1] if best else None


_DERIVATION_RE = re.compile(r"(?:sions?|tions?|ments?|ness|ings?|ed|es|s)$")


def _root(word: str) -> str:
    low = word.lower()
    return _DERIVATION_RE.sub("", low)[:5] if len(low) >= 6 else low


def as_the_documents_say(text: str, documents_text: str) -> str:
    """``text`` with each word the documents never use replaced by a word of the same family
    that they do use ("extensions" -> "extends", "installation" -> "installing"): the
    documents' own wording, as a reader matches it."""
    present = {stem(w.lower()) for w in TOKEN_RE.findall(documents_text)}
    family: dict[str, str] = {}
    for w in TOKEN_RE.findall(documents_text):
        if len(w) >= 6 and w.isalpha():
            family.setdefault(_root(w), w.lower())

    def swap(m: re.Match[str]) -> str:
        w = m.group(0)
        if len(w) < 6 or not w.isalpha() or stem(w.lower()) in present:
            return w
        return family.get(_root(w), w)

    return TOKEN_RE.sub(swap, text)
