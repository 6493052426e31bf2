"""Which task a request asks for, by weighing many cues (English and Chinese), not first-match.

``recognise(request, schema_text)`` scores every task below on the instructions (the system and
human text with the documents cut out: a wiki page saying "was split into services" asks for
nothing), the structured-output schema's field names and descriptions, and what the request
carries (documents, an answer to grade, options). The highest score wins if it reaches
``MIN_SCORE``; otherwise the request is a question to answer (from the documents if there are
any, else directly). Every score and the cues behind it go into the reply's explanation.

  step_back         "step-back", "broader", "more general" question
  decompose         "sub-questions", "decompose", "break ... down/into", "分解", "子问题"
  rewrite           "rewrite", "re-writer", "rephrase", "reformulate", "improved question",
                    "better version", "optimized for web search", "改写"
  grade_relevance   "relevant", "relevance", "grader", with documents; "相关"
  grade_grounded    "grounded", "supported by", "hallucination", "faithful", "set of facts",
                    with an answer to grade
  grade_useful      "resolves the question", "addresses the question", "useful", "utility",
                    with an answer to grade
  route             "route", "router", "datasource"; options with descriptions
  classify          "classify", "category", "intent"; options
  sufficiency       "enough", "sufficient", "can answer", with documents; "足够"
  plan              "next action", "choose one action", "decide whether to search or answer"
  need_retrieval    "determine if retrieval is necessary", "is a search needed"
  extract           "extract", "key points", "bullet points", with documents
  summarize         "summarize", "summary", with documents
  answer            "answer", "question-answering", "context", "cite", with documents

Output forms read alongside: JSON (``response_format`` / ``format="json"`` / "return JSON
with a key ..."), the JSON keys the prompt names, the values the prompt offers ("'yes' or
'no'", "'Fully supported', 'Partially supported', or 'No support'"), a numeric scale ("from 1
to 5", "between 0 and 1"), and whether a rewrite should read as a question or as a query.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from course_lib.sim.reading import Request
from course_lib.sim.text import FirstMatches

MIN_SCORE = 2.5
_I = re.IGNORECASE

_CUES: dict[str, tuple[tuple[str, float], ...]] = {
    "decompose": (
        (r"sub-?questions?", 3.0),
        (r"\bdecompos", 3.0),
        (r"\bbreak\b(?:\s+\S+){0,5}?\s+(?:down|into|up)\b", 2.5),
        (r"\bsplit\b(?:\s+\S+){0,4}?\s+into\b", 2.0),
        (r"\b(?:simpler|smaller|separate|sequential|atomic) (?:sub-?)?(?:questions|queries)\b", 2.0),
        (r"分解|拆分|拆解|子问题", 3.0),
    ),
    "rewrite": (
        (r"\bre-?writ", 3.0),
        (r"\brephras", 3.0),
        (r"\breformulat", 3.0),
        (r"\bparaphras", 2.0),
        (r"\bimproved? (?:version of the )?(?:question|query)", 3.0),
        (r"\bbetter (?:version|query|question|search query|phrasing)", 2.5),
        (r"\boptimi[sz]ed for (?:\w+ ){0,2}(?:retrieval|search|vectorstore|lookup)", 2.0),
        (r"\bquery (?:expansion|transformation|rewriting|reformulation)", 2.5),
        (r"\bsearch (?:engine )?query\b", 0.5),
        (r"改写|重写|改进(?:问题|查询)|优化(?:问题|查询)|换一种说法|重新表述", 3.0),
    ),
    "step_back": (
        (r"\bstep-?back\b", 4.0),
        (r"\bbroader\b", 2.0),
        (r"\bmore general\b", 2.0),
        (r"\bbackground (?:information|question|knowledge)\b", 1.0),
        (r"退一步|更宽泛|更一般", 3.0),
    ),
    "grade_relevance": (
        (r"\brelevan", 2.5),
        (r"\bgrad(?:e|er|ing)\b", 1.5),
        (r"\bretrieved (?:document|passage|chunk)", 0.5),
        (r"\bkeywords?\b", 0.5),
        (r"\bsemantic meaning\b", 0.5),
        (r"\b(?:on|off)[- ]topic\b", 1.5),
        (r"\bpertinent\b", 2.0),
        (r"\bhelps? (?:to )?answer (?:the |a |this )?(?:user'?s? )?(?:question|query)\b", 2.0),
        (r"\b(?:true|yes)\s+if\b[^\n]{0,160}?\b(?:otherwise|else)\b", 1.0),  # "True if ..., otherwise False"
        (r"相关", 2.5),
        (r"评估|评分|打分", 1.0),
    ),
    "grade_grounded": (
        (r"\bgrounded\b", 3.0),
        (r"\bsupported by\b", 2.0),
        (r"\bhallucinat", 3.0),
        (r"\bfaithful", 2.0),
        (r"\bfactual(?:ly)? (?:consistent|correct|accurate)", 2.0),
        (r"\bset of (?:retrieved )?facts\b", 1.5),
        (r"\b(?:fully|partially) supported\b|\bno support\b", 3.0),
        (r"\bbacked (?:up )?by\b", 1.5),
        (r"有依据|基于事实|幻觉|有支持|得到支持", 3.0),
    ),
    "grade_useful": (
        (r"\bresolves?\b", 2.5),
        (r"\baddress(?:es)? (?:the |a )?(?:user'?s? )?(?:question|query)\b", 2.5),
        (r"\buseful(?:ness)?\b", 1.5),
        (r"\butility\b", 2.0),
        (r"\bhelpful(?:ness)?\b", 1.0),
        (r"\bmeets the criteria\b", 1.0),
        (r"解决了?问题|有用|有帮助", 2.5),
    ),
    "route": (
        (r"\brout(?:e|er|es|ing)\b", 3.0),
        (r"\bdata ?sources?\b", 2.0),
        (r"\bvector ?store\b", 0.5),
        (r"\bweb[- _]?search\b", 0.5),
        (r"\bwhich (?:tool|source|index|database|path|agent|expert)\b", 1.5),
        (r"路由|分流|转到", 3.0),
    ),
    "classify": (
        (r"\bclassif", 3.0),
        (r"\bcategor(?:y|ies|ize|ise|orize|orise)\b", 2.0),
        (r"\bintent\b", 1.0),
        (r"\btype of (?:question|query)\b", 1.5),
        (r"分类|类别", 3.0),
    ),
    "sufficiency": (
        (r"\benough\b", 2.5),
        (r"\bsufficien", 2.5),
        (r"\bcan (?:be )?answer(?:ed)?\b", 1.0),
        (r"足够|充分|足以", 2.5),
        # "If the context is enough, answer ...", "如果上下文足够，给出回答": a condition of the
        # answer, not a request to judge
        (r"(?:如果|若|假如|\bif\b|\bwhen(?:ever)?\b|\bunless\b)[^。.\n；;，,]{0,16}?(?:足够|充分|足以|\benough\b|\bsufficient)", -2.5),
    ),
    "plan": (
        (r"\bnext (?:step|action)\b", 2.0),
        (r"\bchoose (?:one |an |the next |the )?action\b", 3.0),
        (r"\baction\b", 1.5),
        (r"\bplan(?:ner|ning)?\b", 1.0),
        (r"\bdecide whether to (?:search|retrieve|look)", 2.0),
        (r"下一步|行动", 2.0),
    ),
    "need_retrieval": (
        (r"\b(?:if|whether) (?:retrieval|a search|searching|a lookup|retrieving) (?:is )?(?:necessary|needed|required|helpful)", 4.0),
        (r"\bretrieval (?:is )?(?:necessary|needed|required)\b", 3.0),
        (r"\bneeds? (?:retrieval|to retrieve|to search|a search|external (?:information|knowledge))", 2.5),
        (r"是否需要(?:检索|搜索)", 4.0),
    ),
    "extract": (
        (r"\bextract\b", 2.5),
        (r"\bkey (?:points|information|facts|sentences)\b", 2.0),
        (r"\bbullet points?\b", 1.5),
        (r"提取|要点", 2.5),
    ),
    "summarize": (
        (r"\bsummar(?:y|ise|ize|ising|izing)\b", 2.5),
        (r"总结|摘要|概括", 2.5),
    ),
    "answer": (
        (r"\banswer\b", 1.0),
        (r"\bquestion[- ]answering\b", 2.0),
        (r"\bcontext\b", 1.0),
        (r"\buse (?:only )?(?:the )?(?:following|above|below|provided|given) (?:pieces of )?(?:retrieved )?(?:context|documents|information|knowledge|sources)", 1.5),
        (r"\bconcise\b", 0.5),
        (r"\bcit(?:e|ing|ation)", 1.0),
        (r"回答|根据", 1.0),
    ),
}
_COMPILED = {task: tuple((re.compile(p, _I), w) for p, w in cues) for task, cues in _CUES.items()}
_FIRST_MATCHES = FirstMatches(p for patterns in _COMPILED.values() for p, _ in patterns)  # one scan, same matches
_PRECEDENCE = (
    "need_retrieval",
    "grade_grounded",
    "grade_useful",
    "plan",
    "sufficiency",
    "step_back",
    "decompose",
    "rewrite",
    "route",
    "classify",
    "grade_relevance",
    "extract",
    "summarize",
    "answer",
)

_JSON_RE = re.compile(
    r"\bjson\b(?!\s*(?:file|schema validation))|\bas an? (?:json )?object\b.{0,40}\bkeys?\b", _I
)
_SCALE_RE = re.compile(
    r"(?:from|between|scale (?:of|from)?)\s*(-?\d+(?:\.\d+)?)\s*(?:\([^()]{0,40}\)\s*)?(?:to|and|-)\s*(-?\d+(?:\.\d+)?)", _I
)
_QUOTED_RE = re.compile(r"[\"'“‘`]([^\"'“”‘’`\n]{1,40})[\"'”’`]")
_OPTION_CUE_RE = re.compile(
    r"\b(?:or|either|one of|choose|select|pick|respond with|answer with|output|return|reply|"
    r"classify|grade|score|label)\b",
    _I,
)
_CATEGORY_LIST_RE = re.compile(
    r"(?:categories|options|labels|classes|one of(?: these| the following)?(?: categories| options)?)"
    r"\s*[:：]?\s*(?P<list>[A-Z][\w-]*(?:\s*,\s*[A-Z][\w-]*)+,?\s*(?:or|and)\s+[A-Z][\w-]*)",
)
_KEY_RE = re.compile(
    r"\b(?:keys?|fields?|properties|attributes)\b\s*[,:]?\s*(?P<rest>[^\n]{0,160})", _I
)
_JSON_KEY_RE = re.compile(r"[\"'](\w{1,40})[\"']\s*:")
_IDENT_RE = re.compile(r"[`'\"]?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]{2,30})[`'\"]?", _I)
_QUERY_FORM_RE = re.compile(r"\b(?:search )?quer(?:y|ies)\b|\bkeywords?\b|查询|关键词", _I)


@dataclass
class Recognised:
    """The task of a request and how the reply should look."""

    name: str
    score: float
    scores: dict[str, float] = field(default_factory=dict)
    cues: dict[str, list[str]] = field(default_factory=dict)
    options: tuple[str, ...] = ()
    json: bool = False
    json_keys: tuple[str, ...] = ()
    scale: tuple[float, float] | None = None
    question_form: bool = False  # a rewrite that should read as a question
    expand: bool = False  # a rewrite asked to be "more specific, detailed"
    count: tuple[int, int] | None = None  # "2-4 sub-queries"

    def evidence(self) -> dict:
        top = sorted(self.scores.items(), key=lambda kv: -kv[1])[:5]
        return {
            "task_scores": {k: round(v, 2) for k, v in top if v > 0},
            "cues": {k: v for k, v in self.cues.items() if k in dict(top) and v},
        }


def recognise(request: Request, schema_text: str = "") -> Recognised:
    """The task the request asks for (see the module docstring)."""
    text = request.instructions + "\n" + schema_text
    scores: dict[str, float] = {}
    cues: dict[str, list[str]] = {}
    matches = _FIRST_MATCHES(text)  # [pattern.search(text) for each cue], in _COMPILED's order
    first = 0
    for task, patterns in _COMPILED.items():
        total, found = 0.0, []
        first += len(patterns)
        for (_pattern, weight), match in zip(patterns, matches[first - len(patterns) : first], strict=True):
            if match:
                total += weight
                found.append(match.group(0).strip())
        scores[task], cues[task] = total, found
    docs = bool(request.documents)
    generation = bool(request.generation.strip())
    options = output_options(request.instructions)
    # what the request carries counts too
    if generation:
        scores["grade_grounded"] += 2.0 if docs else 0.0
        scores["grade_useful"] += 2.0
    else:
        scores["grade_grounded"] *= 0.3
        scores["grade_useful"] *= 0.3
    if docs:
        scores["grade_relevance"] += 1.5 if cues["grade_relevance"][:1] and re.search(
            r"relevan|grad|pertinent|helps? (?:to )?answer|相关|评", " ".join(cues["grade_relevance"]), _I
        ) else 0.0
        scores["sufficiency"] += 1.0 if scores["sufficiency"] else 0.0
        scores["answer"] += 2.5
        for task in ("extract", "summarize"):
            scores[task] += 1.0 if scores[task] else 0.0
    else:
        scores["grade_relevance"] *= 0.4
        scores["sufficiency"] *= 0.5
        scores["extract"] *= 0.5
        scores["summarize"] *= 0.5
    if options and (scores["route"] or scores["classify"]):
        scores["route" if scores["route"] >= scores["classify"] else "classify"] += 1.0
    if request.sub_questions:
        scores["plan"] += 1.0
    best = max(_PRECEDENCE, key=lambda t: (scores[t], -_PRECEDENCE.index(t)))
    name = best if scores[best] >= MIN_SCORE else ("answer" if docs else "chat")
    if name == "answer" and not docs:
        name = "chat"
    wants_json = request.json_mode or bool(_JSON_RE.search(request.instructions))
    keys = json_keys(request.instructions) if wants_json else ()
    scale = _scale(request.instructions)
    rewrite_text = request.instructions
    question_form = name == "rewrite" and not _QUERY_FORM_RE.search(rewrite_text)
    expand = name == "rewrite" and bool(_EXPAND_RE.search(rewrite_text))
    count = _count(request.instructions) if name == "decompose" else None
    return Recognised(
        name,
        scores.get(name, 0.0),
        scores,
        cues,
        options,
        wants_json,
        keys,
        scale,
        question_form,
        expand,
        count,
    )


_EXPAND_RE = re.compile(r"\bmore (?:specific|detailed)\b|\bexpand|\belaborat|\bdetailed\b|更具体|更详细", _I)
_COUNT_RE = re.compile(r"\b(\d|two|three|four|five)\s*(?:-|to|–)\s*(\d|two|three|four|five|six)\b", _I)
_WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _count(instructions: str) -> tuple[int, int] | None:
    m = _COUNT_RE.search(instructions)
    if not m:
        return None
    low, high = (int(_WORD_NUMBERS.get(g.lower(), g)) for g in m.groups())
    return (low, high) if 1 <= low <= high <= 10 else None


_BARE_VERDICTS_RE = re.compile(
    r"\b(?P<pos>True|Yes|YES|TRUE)\s+if\b[^\n]{0,160}?\b(?:otherwise|else)\b[^\n]{0,20}?\b(?P<neg>False|No|NO|FALSE)\b"
)


def output_options(instructions: str) -> tuple[str, ...]:
    """The values a prompt offers for its reply ("'yes' or 'no'"; "Factual, Analytical, or ...")."""
    best: tuple[str, ...] = ()
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", instructions):
        quoted = [q.strip() for q in _QUOTED_RE.findall(sentence)]
        quoted = [q for q in quoted if q and len(q.split()) <= 4 and not q.endswith(":")]
        if len(quoted) >= 2 and _OPTION_CUE_RE.search(sentence):
            values = tuple(dict.fromkeys(quoted))
            if len(values) >= 2 and len(values) > len(best):
                best = values
    if best:
        return best
    verdicts = _BARE_VERDICTS_RE.search(instructions)
    if verdicts:  # "Reply True if ..., otherwise reply False": bare, unquoted verdict words
        return (verdicts.group("pos"), verdicts.group("neg"))
    slashed = _SLASH_LIST_RE.search(instructions)
    if slashed:  # "Sales / Legal / HR. Answer with one word."
        return tuple(p.strip() for p in slashed.group(0).split("/"))
    match = _CATEGORY_LIST_RE.search(instructions)
    if match:
        items = re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", match.group("list"))
        return tuple(i.strip(" ,.") for i in items if i.strip(" ,."))
    return ()


_SLASH_LIST_RE = re.compile(r"(?<![\w/])[A-Za-z][\w-]{1,20}(?:\s+/\s+[A-Za-z][\w-]{1,20}){1,7}(?![\w/])")
_KEY_WORD_RE = re.compile(r"\b(?:keys?|fields?|properties|attributes)\b", _I)
_SKIP_WORDS = frozenset("single one two three four a an the named called with of following only".split())
_NOT_KEYS = frozenset(
    "that which is are was with to for where whose indicating containing the a an no nothing "
    "depending whether if so".split()
)
_KEY_TOKEN_RE = re.compile(r"\s*[,:]?\s*(?:and\s+|or\s+)?(?P<tok>[`'\"]?[A-Za-z_][\w-]*[`'\"]?)")


def json_keys(instructions: str) -> tuple[str, ...]:
    """The keys a prompt names for a JSON reply, in order: in a JSON example (``"score":``) or
    after "key(s)" / "field(s)" ("a single key, binary_score, that ...", "keys 'a' and 'b'")."""
    keys: dict[str, None] = {}
    for m in _JSON_KEY_RE.finditer(instructions):
        keys.setdefault(m.group(1), None)
    for sentence in re.split(r"[。！？\n]", instructions):  # "包含 "answer" 和 "source" 两个键"
        if re.search(r"键|字段|属性", sentence):
            for m in re.finditer(r"[\"'“‘`]([A-Za-z_]\w{0,39})[\"'”’`]", sentence):
                keys.setdefault(m.group(1), None)
    for m in _KEY_WORD_RE.finditer(instructions):
        pos, taken = m.end(), 0
        while taken < 6:
            t = _KEY_TOKEN_RE.match(instructions, pos)
            if not t:
                break
            raw = t.group("tok")
            word = raw.strip("`'\"")
            pos = t.end()
            if word.lower() in _SKIP_WORDS and not taken:
                continue
            after = instructions[pos : pos + 12]
            quoted = raw != word
            separated = bool(re.match(r"\s*(?:,|:|\)|\band\b|\bor\b|\bthat\b|\bis\b|\bwhich\b|\bwith\b|\bto\b|\bfor\b)", after))
            if quoted or "_" in word or separated or taken:
                keys.setdefault(word, None)
                taken += 1
                more = re.match(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[`'\"]?([A-Za-z_][\w-]*)", instructions[pos : pos + 40])
                if not more or more.group(1).lower() in _NOT_KEYS:
                    break
            else:
                break
    return tuple(k for k in keys if k.lower() not in _SKIP_WORDS and k.lower() not in ("json", "yes", "no"))


def _scale(instructions: str) -> tuple[float, float] | None:
    match = _SCALE_RE.search(instructions)
    if not match:
        return None
    low, high = float(match.group(1)), float(match.group(2))
    return (low, high) if high > low else None
