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
from functools import lru_cache
from typing import TYPE_CHECKING

from course_lib.sim.request import reply_shape
from course_lib.sim.words.cues import lexicon, patterns, task_cues
from course_lib.sim.words.thresholds import threshold

if TYPE_CHECKING:  # (reading brings LangChain's messages: not needed to run these rules)
    from course_lib.sim.request.reading import Request

_CUE = patterns("tasks")  # its cue patterns: data/sim/patterns.yaml

MIN_SCORE = 2.5
_I = re.IGNORECASE

# Each task's cues (a pattern and its weight) and the tasks' precedence on a tie are data:
# data/sim/task_cues.yaml (``cues.task_cues``).

_SCALE_RE = re.compile(
    r"(?:from|between|scale (?:of|from)?|\b(?:rate|score|grade|mark)(?: it| this| them| the \w+)?)\s*(-?\d+(?:\.\d+)?)\s*(?:\([^()]{0,40}\)\s*)?(?:to|and|-)\s*(-?\d+(?:\.\d+)?)", _I
)
_QUOTED_RE = re.compile(r"[\"'“‘`]([^\"'“”‘’`\n]{1,40})[\"'”’`]")
_CATEGORY_LIST_RE = re.compile(
    r"(?:categories|options|labels|classes|one of(?: these| the following)?(?: categories| options)?)"
    r"(?:\s+(?:are|is|include))?\s*[:：]?\s*(?P<list>[A-Z][\w-]*(?:\s*,\s*[A-Z][\w-]*)+,?\s*(?:or|and)\s+[A-Z][\w-]*)",
)
_KEY_RE = re.compile(
    r"\b(?:keys?|fields?|properties|attributes)\b\s*[,:]?\s*(?P<rest>[^\n]{0,160})", _I
)
_JSON_KEY_RE = re.compile(r"[\"'](\w{1,40})[\"']\s*:")
_IDENT_RE = re.compile(r"[`'\"]?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]{2,30})[`'\"]?", _I)


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
    by_shape: bool = False  # a label prompt known by its reply's shape alone (``reply_shape``)

    def evidence(self) -> dict:
        top = sorted(self.scores.items(), key=lambda kv: -kv[1])[:5]
        return {
            "task_scores": {k: round(v, 2) for k, v in top if v > 0},
            "cues": {k: v for k, v in self.cues.items() if k in dict(top) and v},
        }


def recognise(request: Request, schema_text: str = "") -> Recognised:
    """The task the request asks for (see the module docstring)."""
    # "Relevant information:" names the material handed over: no grader cue (a grade asks a verdict)
    text = _without_material_named(request.instructions) + "\n" + schema_text
    scores: dict[str, float] = {}
    cues: dict[str, list[str]] = {}
    compiled, precedence, first_matches = task_cues()
    matches = cue_hits(text, first_matches)  # each cue's first match (stripped) or None, in the cues' order
    first = 0
    for task, task_patterns in compiled.items():
        total, found = 0.0, []
        first += len(task_patterns)
        for (_pattern, weight), match in zip(task_patterns, matches[first - len(task_patterns) : first], strict=True):
            if match is not None:
                total += weight
                found.append(match)
        scores[task], cues[task] = total, found
    docs = bool(request.documents)
    generation = bool(request.generation.strip())
    options = output_options(request.instructions)
    if options and _listed_as_material(request):
        options = ()  # "labels: bug, export" in an issue thread asked "how many rows end up in the csv"
    one_message = not request.instructions.strip()
    if not options and (_label_only(request, request.human) or one_message or _offered_markers(request.human)):
        # the list was read as (part of) the question: a one-message prompt in paragraphs,
        # "Classify ... billing, outage or feature request.\n\nTicket: ...\n\nAnswer with the
        # category only."; its own text offers the labels
        options = output_options(request.human)
    if one_message and options and not docs:
        # "Label the ticket as BILLING, TECHNICAL or OTHER: '<text>'": the one message is the
        # instruction too, so its choosing cues count (only those: the text to label is no task)
        hits = cue_hits(request.human, first_matches)
        first = 0
        for task, task_patterns in compiled.items():
            first += len(task_patterns)
            if task in ("classify", "route"):
                found = [(w, m) for (_p, w), m in zip(task_patterns, hits[first - len(task_patterns): first], strict=True)
                         if m is not None]
                scores[task] += sum(w for w, _ in found)
                cues[task] += [m for _, m in found]
    # what the request carries counts too
    if generation:
        scores["grade_grounded"] += 2.0 if docs else 0.0
        scores["grade_useful"] += 2.0
    else:
        scores["grade_grounded"] *= 0.3
        scores["grade_useful"] *= 0.3
    if docs:
        scores["grade_relevance"] += 1.5 if cues["grade_relevance"][:1] and re.search(
            r"relevan|grad|pertinent|helps? (?:to )?answer|(?:useful|helpful|of use) (?:for|in|to) answer|"
            r"\banswer\b|相关|评", " ".join(cues["grade_relevance"]), _I
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
    pair = reply_shape.verdict_pair(request.instructions or request.human) or (
        # one message whose instruction line was read as a label ("... to the question: relevant or
        # irrelevant."): its verdict words blanked from the instructions, still in the message
        reply_shape.lower_verdict_pair(request.human) if not request.system.strip() else None)
    if options and (not pair or set(pair) != set(options)):
        pair = None  # offered labels that are no verdict pair ("Y or N" is one: a verdict's letters)
    # a scale over a passage for a question (not over an answer: its usefulness on a scale is
    # read too coarsely to be given without a cue)
    scaled = (_scale(request.instructions) or _glossed_range(request)) if not options and not generation else None
    judged = _judged(request, generation, docs) if pair or scaled else None
    if judged and options and judged != "grade_relevance":
        # offered letters ("Answer Y or N") over an answer: the question may ask the negative ("does it
        # contain anything NOT in the context?"), which the options' own reading weighs, not this one
        pair, judged = None, None
    if judged:  # "Answer FITS or MISFIT" (or "rate it 0 to 2") over an answer, or a passage for a question
        options = pair or ()
        scores[judged] += threshold("reply_shape_grading")
        if pair and judged == "grade_relevance" and _JUDGED_TEXT_RE.search(request.instructions or request.human):
            # "Does the excerpt let you answer the query? yes or no": the verdict pair asked of the
            # text to judge beats the labelled question's "answer" (issue 26, the 28th's W9)
            scores[judged] = max(scores[judged], scores["answer"] + 0.5)
        offer = f"its own verdict pair {pair[0]} / {pair[1]}" if pair else "a numeric scale"
        cues[judged] = [*cues[judged], f"{offer} and a text to judge"]
    shaped = () if judged else _choosing_shape(request, options, generation)
    # values only this reader found, for a task no cue names: the prompt is known by its shape alone
    by_shape = bool(shaped) and not options and scores["classify"] < MIN_SCORE
    if shaped:  # the reply's shape is evidence of the task: one of a closed set, for a text
        options = shaped
        scores["classify"] += threshold("reply_shape_choosing")
        cues["classify"] = [*cues["classify"], "a closed set of reply values and a text to apply them to"]
    best = max(precedence, key=lambda t: (scores[t], -precedence.index(t)))
    name = best if scores[best] >= MIN_SCORE else ("answer" if docs else "chat")
    if name in _GRADER_TASKS and not options and pair:
        # "Is this chunk on-topic? Reply RELEVANT or OFF-TOPIC": a grader recognised by its cues
        # replies with the prompt's own verdict words, never a bare "yes"
        options = pair
    if name == "answer" and not docs:
        name = "chat"
    asking = request.instructions if request.instructions.strip() else request.human  # one message: its own words
    wants_json = request.json_mode or asks_json(asking)
    keys = json_keys(asking) if wants_json else ()
    if keys and options and set(options) <= set(keys):
        options = ()  # 'JSON with keys "city" and "days"': the keys to fill, no labels to choose from
        if name in ("classify", "route") and scores[name] < MIN_SCORE + threshold("reply_shape_choosing"):
            name = "answer" if docs else "chat"
    scale = _scale(request.instructions)
    rewrite_text = request.instructions
    question_form = name == "rewrite" and not _CUE.query_form.search(rewrite_text)
    expand = name == "rewrite" and bool(_CUE.expand.search(rewrite_text))
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
        by_shape and name == "classify",
    )


@lru_cache(maxsize=512)
def _without_material_named(instructions: str) -> str:
    """``instructions`` without the words that name the material handed over ("Relevant
    information:", ``material_named``), once per text: one prompt template is recognised again
    for every document a grader judges and every question a router routes (994 requests, 301
    distinct instructions in notebook 06)."""
    return _CUE.material_named.sub("", instructions)


def asks_json(instructions: str) -> bool:
    """Whether the instructions ask the reply in JSON: the json cue met outside the words that
    name the material's own format ("the documents are given as JSON", "the JSON below"), which
    are masked first (``json_material`` in data/sim/patterns.yaml)."""
    if not _CUE.json.search(instructions):
        return False
    return bool(_CUE.json.search(_CUE.json_material.sub(" ", instructions)))


# the prompt asks for one of its values: "Reply with one of: ...", "Answer with exactly one of"
_ASKS_ONE_RE = re.compile(
    r"\b(?:answer|reply|respond|output|return|say|write|pick|choose|select)\b[^\n.]{0,30}?\bone of\b", _I)


_GRADER_TASKS = frozenset({"grade_relevance", "grade_grounded", "grade_useful", "sufficiency"})


# the text a grader's own question asks about ("Is the passage ...", "Does the excerpt ...")
_JUDGED_TEXT_RE = re.compile(r"\b(?:passage|snippet|excerpt|document|chunk|context|source|paragraph|extract|"
                             r"retrieved (?:text|result))s?\b[^\n?]*\?", re.IGNORECASE)


def _judged(request: Request, generation: bool, docs: bool) -> str | None:
    """The grader task a verdict pair of the prompt's own asks for, by what it is given to judge:
    an answer (against documents: grounded; alone, against the question: useful), or documents
    for a labelled question (relevance); ``None`` when it is given nothing to judge."""
    if generation:
        return "grade_grounded" if docs else "grade_useful"
    if docs and request.question.strip() and request.question_from.endswith("label"):
        return "grade_relevance"
    return None


def _choosing_shape(request: Request, options: tuple[str, ...], generation: bool) -> tuple[str, ...]:
    """The values of a prompt that offers a closed set for its reply, asks for nothing else and
    gives a text to apply them to (a choosing task in any words: "Which desk takes this? Reply
    with one of: sales, legal, support.\n\nText: ..."); empty otherwise. An answer to grade
    (a generation) makes it a grader's, not this."""
    if generation:
        return ()
    prompt = request.instructions if request.instructions.strip() else request.human
    whole = f"{request.instructions}\n{request.human}"
    values = tuple(reply_shape.offered(prompt)) or tuple(reply_shape.offered(request.human))
    if not values:
        # (a run of marked options whose marker is asked, "Reply with the number only.\n1 = ...", is
        # the offer itself, though "the number only" alone asks a value of that kind)
        if not options or not (_ASKS_ONE_RE.search(whole) or _label_only(request, whole) or _offered_markers(whole)):
            return ()
        values = options
    text = reply_shape.subject(request.question, values) if request.question.strip() else ""
    from course_lib.sim.words.text import HAN_RE

    words = len(text.split()) + len(HAN_RE.findall(text)) // 2  # (Chinese: about two characters a word)
    if words < 2 and not request.documents:
        return ()  # nothing to apply them to: "Which is larger: a, b or c?" is a question
    return values


@lru_cache(maxsize=1024)
def cue_hits(text: str, first_matches) -> tuple[str | None, ...]:
    """Each cue's first match in ``text`` (its text, stripped), or ``None``: ``first_matches(text)``
    read once per text. One prompt template is recognised again and again with the same
    instructions (a grader per document, a router per question: 1,089 requests but 416 distinct
    texts in notebook 06), and the cue search is most of ``recognise``'s time. Keyed on the text
    and the cue set itself (``cues.task_cues`` makes a new one when its data is read again)."""
    return tuple(m.group(0).strip() if m else None for m in first_matches(text))


_COUNT_RE = re.compile(r"\b(\d|two|three|four|five)\s*(?:-|to|–)\s*(\d|two|three|four|five|six)\b", _I)
_WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _count(instructions: str) -> tuple[int, int] | None:
    m = _COUNT_RE.search(instructions)
    if not m:
        return None
    low, high = (int(_WORD_NUMBERS.get(g.lower(), g)) for g in m.groups())
    return (low, high) if 1 <= low <= high <= 10 else None


# Reply values written in capitals right after a verb that asks for one ("Label it VALID, INVALID or
# UNCLEAR", "Mark the claim AGREE / DISAGREE / NEUTRAL", "Tag this as HOT, WARM or COLD"): three or
# more, so a pair stays with the verdict-pair readers (issue 26, AA8)
_CAPS = r"[A-Z][A-Z0-9]+(?:[_-][A-Z0-9]+)*"  # (two letters or more: "A, B or C" are enumerated markers)
_CAPITALS_LIST_RE = re.compile(
    r"\b(?i:label|tag|mark|classify|categori[sz]e|rate|grade|answer|reply|respond|output|return|say|one\s+word)"
    r"(?:\s+(?i:it|them|(?:this|that|each|the)(?:\s+(?!(?:as|with)\b)[a-z]\w*)?))?(?:\s+(?i:as|with|one\s+of|either))?\s*:?\s*"
    rf"(?P<list>{_CAPS}(?:\s*,\s*{_CAPS}){{1,6}},?\s+(?i:or)\s+{_CAPS}|{_CAPS}(?:\s*/\s*{_CAPS}){{2,7}})(?![\w])"
)
_BARE_VERDICTS_RE = re.compile(
    r"\b(?P<pos>True|Yes|YES|TRUE)\s+if\b[^\n]{0,160}?\b(?:otherwise|else)\b[^\n]{0,20}?\b(?P<neg>False|No|NO|FALSE)\b"
)
# "Answer true or false.", "Reply with either TRUE or FALSE", "Reply Y or N", "reply y or n": two
# bare verdicts offered, as "yes or no" is (the letters in the case the prompt writes them)
_TRUE_OR_FALSE_RE = re.compile(
    r"\b(?i:answer|reply|respond|output|return|say|write)\s+(?i:with\s+)?(?i:only\s+)?(?i:either\s+)?"
    r"(?P<pos>true|True|TRUE|Y|T|y|t|yes|Yes|YES)\s*(?i:or|/)\s*(?P<neg>false|False|FALSE|N|F|n|f|no|No|NO)\b"
)


def _paired(pos: str, neg: str) -> bool:
    """Whether two bare verdict words are one pair: true / false, or their letters Y / N, T / F."""
    return (pos.lower(), neg.lower()) in (("true", "false"), ("y", "n"), ("t", "f"), ("yes", "no"))


# A prompt that asks for nothing but one of its options.
LABEL_ONLY_RE = re.compile(
    r"\b(?:answer|reply|respond|output|give|return)(?: with)?(?: only)?(?: the| one| a)?\s+(?:\w+\s+)?"
    r"(?:only|name|word|label|code|tag|letter|number)\b|\bone word\b|\bjust the \w+\b|只(?:回答|输出|给出)|"
    # "Responde solo con la etiqueta", "Réponds avec l'étiquette seulement", "Antworte nur mit dem Label"
    # "Odpowiedz tylko etykietą", "Odpověz pouze štítkem", "Svara endast med etiketten", "Sadece etiketi yaz"
    r"\b(?:solo|sólo|solamente|únicamente|seulement|uniquement|nur|apenas|somente|soltanto|tylko|jedynie|pouze|jen|"
    r"endast|bara|alleen|sadece|yalnızca|csak)\b[^.\n]{0,20}?"
    r"\b(?:etiqueta|étiquette|label|etikett\w*|rótulo|etichetta|categoría|catégorie|kategorie|categoria|palabra|mot|wort|"
    r"palavra|parola|código|code|etykiet\w*|štít\w*|etiket\w*|címk\w*|kategori\w*|słow\w*|slov\w*|ord(?:et)?|woord|"
    r"kelime\w*|szó\w*)\b|\b(?:etiqueta|étiquette|label|rótulo|etichetta)\s+(?:seulement|uniquement|solamente)\b",
    re.IGNORECASE,
)


def _label_only(request: Request, text: str) -> bool:
    """The prompt asks for nothing but a label ("Answer with the category only"); "just the time",
    "the number only" after a question ask a value of that kind (``answer_format``), not a label."""
    from course_lib.sim.request.answer_format import (
        VALUE_KINDS,  # (at call time: importing tasks loads no limits)
    )

    return _asks_label_only(text) and request.answer_form not in VALUE_KINDS


def _listed_as_material(request: Request) -> bool:
    """The offered values stand in a record's "labels: bug, export" line of material the prompt hands
    over (an issue thread, a product card) that asks nothing else to choose, and the user asks a
    question of their own ("how many rows end up in the csv?"): no label prompt (the merger's round 71;
    the fifty-third set's TT5)."""
    human = request.human.strip()
    if not human or not request.instructions.strip() or not _CUE.listing_line.search(request.instructions):
        return False
    rest = _CUE.listing_line.sub(" ", request.instructions)
    if _CUE.choosing_words.search(rest) or _CUE.choosing_words.search(human):
        return False
    return bool(re.search(r"[?？]\s*$|^\W*(?:how|what|when|where|who|why|if|is|are|can|does|do)\b", human, re.I))


@lru_cache(maxsize=512)
def _asks_label_only(text: str) -> bool:
    """``LABEL_ONLY_RE`` found in ``text``, once per text (a prompt is read again with each request it frames)."""
    return bool(LABEL_ONLY_RE.search(text))


@lru_cache(maxsize=1024)
def output_options(instructions: str) -> tuple[str, ...]:
    """The values a prompt offers for its reply ("'yes' or 'no'"; "Factual, Analytical, or ...")."""
    best: tuple[str, ...] = ()
    instructions = reply_shape.without_json_examples(instructions)  # '{"town": "", ...}': keys, no values offered
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", instructions):
        quoted = [q.strip() for q in _QUOTED_RE.findall(sentence)]
        quoted = [q for q in quoted if q and len(q.split()) <= 4 and not q.endswith(":")]
        if len(quoted) >= 2 and _CUE.option_cue.search(sentence):
            values = tuple(dict.fromkeys(quoted))
            if len(values) >= 2 and len(values) > len(best):
                best = values
    if best:
        return best
    verdicts = _BARE_VERDICTS_RE.search(instructions) or next(
        (m for m in _TRUE_OR_FALSE_RE.finditer(instructions) if _paired(m.group("pos"), m.group("neg"))), None)
    if verdicts:  # "Reply Y or N.", "Answer T or F": the prompt's own letters are the reply's  # "Reply True if ..., otherwise reply False": bare, unquoted verdict words
        return (verdicts.group("pos"), verdicts.group("neg"))
    capitals = _CAPITALS_LIST_RE.search(instructions)
    if capitals:  # "Label it VALID, INVALID or UNCLEAR.": the prompt's own reply values, in capitals
        items = re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+|\s*/\s*", capitals.group("list"))
        return tuple(dict.fromkeys(i.strip(" ,.") for i in items if i.strip(" ,.")))
    slashed = next((m for m in _SLASH_LIST_RE.finditer(instructions) if not _in_table_row(instructions, m.start())), None)
    if slashed:  # "Sales / Legal / HR. Answer with one word." (never a table's cell: "| Debian / Ubuntu | apt |")
        return tuple(p.strip() for p in slashed.group(0).split("/"))
    piped = _piped_list(instructions)
    if piped:  # "Pick from praise | grumble | question and output just the tag."
        return piped
    bracketed = _BRACKETED_SLASH_RE.search(instructions)
    if bracketed:  # "Tone of this reply (polite/rude): <text>"
        return tuple(p.strip() for p in bracketed.group(1).split("/"))
    asked = _QUESTION_LIST_RE.search(instructions) if LABEL_ONLY_RE.search(instructions) else None
    if asked:  # "Is this a bug report, a feature request or a question? Reply with just the category."
        items = re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", asked.group("list"))
        return tuple(dict.fromkeys(_ARTICLE_RE.sub("", i.strip(" ,.")) for i in items if i.strip(" ,.")))
    match = _CATEGORY_LIST_RE.search(instructions) or _label_list(instructions) or _routed_list(instructions)
    if match:
        items = re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|、", match.group("list"))
        items = [*items[:-1], *_last_han_alternatives(items[-1])] if "、" in match.group("list") else items
        return tuple(i.strip(" ,.") for i in items if i.strip(" ,."))
    enumerated = tuple(enumerated_options(instructions))
    return enumerated or _first_line_labels(instructions) or _two_capitals(instructions)


def _two_capitals(instructions: str) -> tuple[str, ...]:
    """Two reply values in capitals after a verb of replying that make no verdict pair ("Answer SPAM or
    HAM.", "Reply KEEP or BIN"): the prompt's own labels; ``()`` for none (a verdict pair such as
    "SUPPORTED or NOT_SUPPORTED" is the graders' to read)."""
    m = reply_shape.PAIR_RE.search(instructions)
    if m is None or len(m.group("a")) < 2 or len(m.group("b")) < 2 or reply_shape.verdict_pair(instructions):
        return ()
    return (m.group("a"), m.group("b"))


def _first_line_labels(instructions: str) -> tuple[str, ...]:
    """Labels the prompt's first line offers in capitals ("... this ticket: BILLING, TECH or
    SALES? One word.") when the prompt asks for one label only or the line is a question, or after
    a Chinese "只回答...:" ("只回答其中一个词:退款、查询、投诉。"); ``()`` for none."""
    first = next((line.strip() for line in instructions.splitlines() if line.strip()), "")
    han = _CUE.han_answer_list.search(first)
    if han:
        items = re.split(r"\s*[、,，/]\s*", han.group("list"))
        items = [*items[:-1], *_last_han_alternatives(items[-1])]
        return tuple(dict.fromkeys(i for i in items if i))
    caps = _CUE.capitals_alternatives.search(first)
    if caps and (re.search(r"[A-Z]{2,}[\s,]*$", first[:caps.start()]) or re.match(r"\s*[:：]", first[caps.end():])):
        return ()  # part of a list of longer labels ("SUPPORTED, PARTIALLY SUPPORTED or ..."), or a rubric's
        # verdicts before its criterion ("PASS or FAIL: the answer uses only ..."): the graders' readers'
    if caps and (LABEL_ONLY_RE.search(instructions) or re.search(r"[?？]\s*", first[caps.end():caps.end() + 2])
                 or first.rstrip().endswith("?")):
        from course_lib.sim.request.reading import OPTIONS_OR

        items = re.split(rf"\s*,\s*(?:or\s+)?|\s+{OPTIONS_OR}\s+", caps.group("list"))
        return tuple(dict.fromkeys(i.strip() for i in items if i.strip()))
    return ()


_HAN_OR_RE = re.compile(r"(?<=[\u4e00-\u9fff])(?:或者|或是|还是|或)(?=[\u4e00-\u9fff])")


def _last_han_alternatives(item: str) -> list[str]:
    """The last item of a Chinese list joined to the one before by "或" / "或者" / "还是"
    ("售后、物流或账户": 物流, 账户), each side of it a label of its own."""
    parts = _HAN_OR_RE.split(item)
    return parts if len(parts) == 2 and all(parts) else [item]


_ROUTING_VERBS = frozenset({"route", "send", "forward", "assign", "direct"})


def _routed_list(instructions: str) -> re.Match | None:
    """Options in lower case after a routing or sorting verb ("Route this message to vets, rink
    or driving_school"): when the verb routes, or one option is written in snake_case (a label's
    written form; "sort them into piles, boxes or bags" is no list of labels)."""
    for m in _CUE.routed_list.finditer(instructions):
        if m.group("verb").lower() in _ROUTING_VERBS or "_" in m.group("list"):
            return m
    return None


# Labels offered as the alternatives of a question about the text, in a prompt that asks for one
# label only: "Is this a bug report, a feature request or a question?" (articles dropped).
_ARTICLE_RE = re.compile(r"^(?:an?|the)\s+", re.IGNORECASE)
_ALTERNATIVE = r"(?:(?:an?|the)\s+)?[A-Za-z][\w-]{0,20}(?: (?!(?:or|and)\b)[A-Za-z][\w-]{0,20}){0,2}"
_QUESTION_LIST_RE = re.compile(
    r"\b(?i:is|are|was|were|does|do)\s+(?i:(?:this|that|these|the)(?:\s+(?!(?:an?|the)\b)\w+)?|it|they)\s+(?:(?i:about|sound like|read as|look like)\s+)?"
    rf"(?P<list>{_ALTERNATIVE}(?:\s*,\s*{_ALTERNATIVE}){{0,6}},?\s+or\s+{_ALTERNATIVE})\s*\?"
)


def _label_list(instructions: str) -> re.Match | None:
    """The listed labels after a cue: of one word each, or, where the same list read to the end of
    its sentence has labels of two or three words, those ("feature request", not "feature")."""
    single = _LABEL_LIST_RE.search(instructions)
    phrases = _LABEL_PHRASES_RE.search(instructions)
    if phrases is not None and (single is None or phrases.start() == single.start()):
        return phrases
    return single


# One option a line, marked in sequence: "A) 90 °C", "b. Meals", "(3) Software", "2: Travel".
# (also "1 = asking for a refund": a marker glossed with "=")
_ENUMERATED_RE = re.compile(r"^[ \t]*\(?([A-Za-z]|\d{1,2})(?:[).:]|[ \t]*=)[ \t]+(\S[^\n]{0,80}?)[ \t]*$", re.MULTILINE)
# the prompt asks for the marker ("reply with its letter", "answer with the number only")
_MARKER_ASKED_RE = re.compile(r"\b(?:letter|number|option number)\b(?!\s+of\b)", re.IGNORECASE)
# ... or for one option's own words ("reply with the category name", "answer with one word")
_NAME_ASKED_RE = re.compile(
    r"\b(?:answer|reply|respond|output|return)\b[^\n]{0,30}?\b(?:name|label|category|word|option)\b", re.IGNORECASE
)


def enumerated_options(instructions: str) -> dict[str, str]:
    """A list of options one a line, marked A), B), C) or 1., 2., 3. in sequence, in a prompt that
    asks for one of them: the reply's values (the markers when the prompt asks for a letter or
    number, else the options' own short words), each with its option's text. Empty when the lines
    are not a run of markers from A / 1 or the prompt does not ask for one option."""
    found = _ENUMERATED_RE.findall(instructions)
    run: list[tuple[str, str]] = []
    best: list[tuple[str, str]] = []
    for marker, text in found:
        start = "1" if marker.isdigit() else ("a" if marker.islower() else "A")
        if run and marker == _next_marker(run[-1][0]):
            run.append((marker, text.strip()))
        else:
            run = [(marker, text.strip())] if marker == start else []
        if len(run) > len(best):
            best = list(run)
    run = best
    if len(run) < 2:
        return {}
    if _MARKER_ASKED_RE.search(instructions):
        return dict(run)
    if _NAME_ASKED_RE.search(instructions) and all(len(t.split()) <= 4 for _, t in run):
        return {t.rstrip(" .;"): t for _, t in run}
    return {}


_COUNT_ASKED_RE = re.compile(r"\bhow\s+(?:many|much|long|old|far|often)\b|\bwhat\s+(?:number|total|count)\b", _I)


def _offered_markers(text: str) -> dict[str, str]:
    """``enumerated_options(text)`` when the text asks for one of them, not for a count or an
    amount ("How many steps are there? Reply with the number only." over a numbered list asks a
    count: its lines are no options)."""
    return {} if _COUNT_ASKED_RE.search(text) else enumerated_options(text)


def without_option_lines(text: str) -> str:
    """The prompt without its marked option lines (what it asks about, not what it offers)."""
    return _ENUMERATED_RE.sub("", text)


def _next_marker(marker: str) -> str:
    return str(int(marker) + 1) if marker.isdigit() else chr(ord(marker) + 1)


# Labels listed after a cue and a colon ("Choose from: Spanish, Italian, Portuguese", "分到一个
# 类别：账户、物流、售后"), or capitalised after "as" / "into" with a final "or" ("Rate it as
# P1, P2 or P3", "Classify it as WATERING, LIGHT or PESTS").
_LABEL_LIST_RE = re.compile(
    r"\b(?i:choose|pick|select) (?:one )?from\s*[:：]?\s*|"
    r"\b(?i:one of|buckets?|categor(?:y|ies)|labels?|tags?|classes)\s*[:：]\s*"
    r"(?=[A-Za-z])|(?:类别|分类|标签|选项|类)\s*[:：]\s*(?=[\u4e00-\u9fff])|\b(?:as|into)\s+(?=[A-Z][\w-]*\s*,)"
    r"",
)
_LABEL_ITEMS = (
    r"(?P<list>[A-Za-z][\w-]{0,20}(?:\s*,\s*[A-Za-z][\w-]{0,20}){1,7}(?:,?\s*(?:or|and)\s+[A-Za-z][\w-]{0,20})?"
    r"|[\u4e00-\u9fff]{1,6}(?:、[\u4e00-\u9fff]{1,6}){1,7})"
)
_LABEL_CUES = _LABEL_LIST_RE.pattern
_LABEL_LIST_RE = re.compile(rf"(?:{_LABEL_CUES}){_LABEL_ITEMS}")
# The same lists with labels of up to three words ("billing, outage or feature request"), read
# only to the end of the list's sentence or line, so no sentence's next words join the last label.
_LABEL_WORDS = r"[A-Za-z][\w-]{0,20}(?: (?!(?:or|and)\b)[A-Za-z][\w-]{0,20}){0,2}"
_LABEL_PHRASES_RE = re.compile(
    rf"(?:{_LABEL_CUES})(?P<list>{_LABEL_WORDS}(?:\s*,\s*(?:(?:or|and)\s+)?{_LABEL_WORDS}){{1,7}}"
    rf"(?:,?\s*(?:or|and)\s+{_LABEL_WORDS})?)(?=\s*(?:[.;:)?!\n]|$))"
)


# options joined by "|" ("praise | grumble | question"), in a prompt that asks for one label; a
# line that opens or closes with "|" is a table's row, no list of options
_PIPE_LIST_RE = re.compile(r"(?<![\w|])[A-Za-z][\w-]{1,20}(?:[ \t]*\|[ \t]*[A-Za-z][\w-]{1,20}){1,7}(?![\w|])")


def _piped_list(instructions: str) -> tuple[str, ...]:
    if "|" not in instructions or not (LABEL_ONLY_RE.search(instructions) or _CHOOSE_FROM_RE.search(instructions)):
        return ()
    for line in instructions.splitlines():
        if line.strip().startswith("|") or line.strip().endswith("|"):
            continue
        m = _PIPE_LIST_RE.search(line)
        if m:
            return tuple(dict.fromkeys(p.strip() for p in m.group(0).split("|")))
    return ()


_CHOOSE_FROM_RE = re.compile(r"\b(?:pick|choose|select)\s+(?:one\s+)?(?:from|of|between)\b|"
                             r"\b(?:label|tag|classify)\b[^\n]{0,40}\bas\b", re.IGNORECASE)
def _in_table_row(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` stands in a table row (a line with two or more "|" cell
    bars, or cells set apart by tabs or wide runs of spaces): a cell's "Debian / Ubuntu" is data
    pasted with the prompt, not a list of replies it offers."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    return line.count("|") >= 2 or "\t" in line.strip() or len(re.findall(r"\S {2,}\S", line)) >= 2


_SLASH_LIST_RE = re.compile(r"(?<![\w/])[A-Za-z][\w-]{1,20}(?:\s+/\s+[A-Za-z][\w-]{1,20}){1,7}(?![\w/])")
# options in brackets right before the colon that introduces the text: "Mood (happy/sad): ..."
_BRACKETED_SLASH_RE = re.compile(r"\(\s*([A-Za-z][\w-]{1,20}(?:\s*/\s*[A-Za-z][\w-]{1,20}){1,7})\s*\)\s*[:：]")
_KEY_WORD_RE = re.compile(r"\b(?:keys?|fields?|properties|attributes)\b", _I)
_KEY_TOKEN_RE = re.compile(r"\s*[,:]?\s*(?:and\s+|or\s+)?(?P<tok>[`'\"]?[A-Za-z_][\w-]*[`'\"]?)")


def json_keys(instructions: str) -> tuple[str, ...]:
    """The keys a prompt names for a JSON reply, in order: in a JSON example (``"score":``) or
    after "key(s)" / "field(s)" ("a single key, binary_score, that ...", "keys 'a' and 'b'")."""
    skip, stop = lexicon("json_key_skip"), lexicon("json_key_stop")  # data/sim/lexicons.yaml
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
            if word.lower() in skip and not taken:
                continue
            after = instructions[pos : pos + 12]
            quoted = raw != word
            separated = bool(re.match(r"\s*(?:,|:|\)|\band\b|\bor\b|\bthat\b|\bis\b|\bwhich\b|\bwith\b|\bto\b|\bfor\b)", after))
            if quoted or "_" in word or separated or taken:
                keys.setdefault(word, None)
                taken += 1
                more = re.match(r"\s*(?:\([^)\n]{0,40}\)\s*)?(?:,\s*(?:and\s+|or\s+)?|\s*\b(?:and|or)\s+)[`'\"]?([A-Za-z_][\w-]*)",
                                instructions[pos : pos + 80])  # ('"date" (ISO format) and "weekday"')
                if not more or more.group(1).lower() in stop:
                    break
                paren = re.match(r"\s*\([^)\n]{0,40}\)", instructions[pos:])
                if paren:
                    pos += paren.end()  # past the first key's gloss: '"date" (ISO format) and "weekday"'
            else:
                break
    return tuple(k for k in keys if k.lower() not in skip and k.lower() not in ("json", "yes", "no"))


def _glossed_range(request: Request) -> tuple[float, float] | None:
    """The range of a prompt's glossed digit scale ("1 = irrelevant, 2 = partially relevant, 3 =
    relevant": 1 to 3; ``scale_glosses.digit_scale``), as a scale offered to judge with."""
    from course_lib.sim.values.scale_glosses import digit_scale

    digits = digit_scale(request.instructions) or digit_scale(request.human)
    return (float(digits[0][0]), float(digits[-1][0])) if digits else None


def stated_scale(text: str) -> tuple[float, float] | None:
    """The numeric scale a text states ("on a scale of 1-10", "from 0 to 5"), or ``None``."""
    return _scale(text)


@lru_cache(maxsize=512)
def _scale(instructions: str) -> tuple[float, float] | None:
    """The numeric scale the instructions ask for ("rate it from 1 to 5"), once per text."""
    match = _SCALE_RE.search(instructions)
    if not match:
        return None
    low, high = float(match.group(1)), float(match.group(2))
    return (low, high) if high > low else None
