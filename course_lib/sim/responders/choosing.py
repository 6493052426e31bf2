"""Choosing one value of an enum (a route, a grade, a next action) from the values' descriptions.

The simulator first reads what the question *is* and turns it into a few cue words:
  - small talk, translation, arithmetic, known fact -> "direct, general, greeting, small talk ..."
  - recency words (latest, today, news, price, 2025 ...) -> "web, current, recent, news ..."
  - anything else -> "knowledge base, internal, technical, notes, documentation ..."
  - a chained or multi-part question -> "complex, several, multiple ..." else "simple, one, single"
  - documents that answer the question -> "generate, answer, enough ..." else "retrieve, search ..."
  - a document's relevance -> "relevant" / "ambiguous" / "irrelevant" (or yes / no)
Each value scores by the cue words found in its name (x2; a word every value's name has counts
for nothing) and in its description (x1); words in a negated part of a description ("needs no lookup") do not count. Ties go to the first value.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.dialogue.direct_replies import direct_kind
from course_lib.sim.grounded import evidence
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import planning
from course_lib.sim.request.reading import Request
from course_lib.sim.responders import grading
from course_lib.sim.values.exception_clauses import only_in_exception
from course_lib.sim.words.cues import LEXICONS, patterns, read
from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.negation import negated_options, said_only_negated
from course_lib.sim.words.option_parts import named_by_parts
from course_lib.sim.words.text import content_terms, names, stem, whole_word
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("choosing")  # its cue patterns: data/sim/patterns.yaml

_POSITIVE_GRADE = {
    "relevant",
    "yes",
    "true",
    "correct",
    "high",
    "good",
    "useful",
    "pass",
    "supported",
}
_MIDDLE_GRADE = {
    "ambiguous",
    "partial",
    "partially",
    "partly",
    "unsure",
    "maybe",
    "medium",
    "uncertain",
    "mixed",
}
_NEGATIVE_GRADE = {
    "irrelevant",
    "no",
    "false",
    "incorrect",
    "none",
    "low",
    "bad",
    "useless",
    "fail",
    "unsupported",
    "not_relevant",
}
_ACTIONS_DONE = {
    "generate",
    "answer",
    "respond",
    "finish",
    "end",
    "stop",
    "done",
    "final",
    "final_answer",
    "reply",
}
_ACTIONS_MORE = {
    "retrieve",
    "search",
    "continue",
    "more",
    "lookup",
    "fetch",
    "research",
    "rewrite",
    "next",
    "hop",
}

_CUES = {
    "direct": "direct directly general knowledge greeting small talk chit chat chitchat translation translate conversation casual arithmetic math common no_retrieval none llm model 通用 常识 对话 闲聊 寒暄 翻译 计算 直接",
    "web": "web internet online current event recent news latest today release price live search_engine up-to-date external 实时 最新 新闻 外部 网络 联网 互联网",
    "kb": "knowledge base knowledge_base kb internal technical note notes documentation docs course vectorstore vector_store retrieval retrieve domain company wiki private rag 文档 内部 知识库 产品 资料 笔记 私有 具体 细节 原文 证据 章节 情节 检索",
    "complex": "complex several multiple multi combining combine hop steps many compare comparison multi_step decompose",
    "simple": "simple one single straightforward direct easy lookup",
    "done": "generate answer enough sufficient everything already contain final respond done finish complete",
    "more": "retrieve search more missing open unanswered fetch lookup continue another additional not yet",
}
_CUE_STEMS = {k: {stem(w) for w in v.split()} | set(v.split()) for k, v in _CUES.items()}
_NOT_NAMES = frozenset({*MONTHS, *WEEKDAYS, "i"})


def world_signal(question: str) -> tuple[float, float]:
    """(public-world score, private-context score) of a question, from its wording alone: recency
    and event words, years, public names and generic advice against a definite reference to a
    specific thing ("the drip timer"), "the note", "our", "my"."""
    world = 2.0 * bool(_CUE.recency.search(question)) + 2.0 * bool(_CUE.world_event.search(question))
    world += 1.0 * bool(re.search(r"\b(?:19|20)\d\d\b", question))
    world += 1.0 * bool(_CUE.generic_advice.search(question))
    words = re.findall(r"(?<![.?!]\s)(?<!^)\b([A-Z][a-zA-Z0-9]+)", question.strip())
    names = [w for w in words if w.lower() not in _NOT_NAMES and not w.isupper()]
    world += min(2.0, 1.0 * len(names))
    # a public library's dotted name ("functools.lru_cache", "asyncio.wait") is the public world too
    world += 1.0 * bool(re.search(r"\b[a-z_]\w*\.[a-z_]\w*\b", question))
    private = 1.0 * bool(_CUE.private.search(question))
    private += 1.0 * bool(re.search(r"\bthe\s+[a-z]", question))
    return world, private






def _positive_stems(text: str) -> set[str]:
    negated = {stem(w.lower()) for m in _CUE.negation.finditer(text) for w in m.group(1).split()}
    negated |= {w for m in _CUE.negation_zh.finditer(text) for w in content_terms(m.group(1))}  # "无需特定小说细节"
    return set(content_terms(text)) - negated | (
        {w for w in re.findall(r"[a-z_]+", text.lower())} - negated
    )


def family(values: list[str]) -> str:
    low = {v.lower() for v in values}
    if low <= _POSITIVE_GRADE | _MIDDLE_GRADE | _NEGATIVE_GRADE:
        return "grade"
    if low & _ACTIONS_DONE and low & _ACTIONS_MORE:
        return "action"
    return "route"


def grade_value(values: list[str], request: Request, matcher: Matcher) -> str:
    """The grade value (yes/no or three-way) for the documents in the request."""
    docs = request.documents
    mode = grading.strictness(request.instructions)
    grades = [grading.grade(matcher, request.question, d, mode) for d in docs]
    if not grades:
        level = "irrelevant"
        from course_lib.sim.request.same_sentences import same_after_normalising

        if "docs" not in request.labels and same_after_normalising(request.human or request.question):
            # "Do the two sentences mean the same?" over one sentence written twice: yes, no judgement
            explain.rule("the two sentences to compare are the same after normalising case, punctuation and spacing")
            return _value_for("relevant", values)
        if "docs" not in request.labels:  # a judgement of the prompt's own text, not of documents
            limits.state(
                f"answer the yes/no question \"{request.question[:80]}\"",
                "it grades documents against a question, and this prompt has no document to grade, "
                f"so it gives the safe value '{_value_for('irrelevant', values)}' without judging",
                "judge the question itself and answer with one of the offered values",
                kind="reading",
            )
    elif len(values) <= 2 or not ({v.lower() for v in values} & _MIDDLE_GRADE):
        level = "relevant" if any(g.relevant for g in grades) else "irrelevant"
    else:
        order = ["relevant", "ambiguous", "irrelevant"]
        level = min((g.level for g in grades), key=order.index)
    return _value_for(level, values)


def _value_for(level: str, values: list[str]) -> str:
    """The offered value that says ``level`` ("irrelevant" -> "no"; the first value for
    "relevant", the last otherwise, when none of them says it)."""
    wanted = {
        "relevant": _POSITIVE_GRADE,
        "ambiguous": _MIDDLE_GRADE,
        "irrelevant": _NEGATIVE_GRADE,
    }[level]
    for v in values:
        if v.lower() in wanted:
            return v
    return values[0] if level == "relevant" else values[-1]


_GENERAL_DEFINITION_RE = re.compile(r"^\W*什么(?:是|叫)[^，。？?]{1,12}[？?]?\s*$|^[^，。？?]{1,12}(?:是什么意思|的定义是什么)[？?]?\s*$")


def question_cues(request: Request, knowledge: Knowledge, matcher: Matcher) -> list[str]:
    q = request.question
    cues = []
    kind = direct_kind(request, knowledge, matcher)
    if kind and not _CUE.recency.search(q):
        cues.append("direct")
    elif _CUE.recency.search(q) or _CUE.world_event.search(q):
        cues.append("web")
    elif _GENERAL_DEFINITION_RE.search(q) and not re.search(r"[《「『“\"']", q) and not names(q):
        cues.append("direct")  # "什么是武侠小说？": a definition of a common notion, no named thing
    else:
        cues.append("kb")
    steps = planning.decompose(q)
    cues.append("complex" if len(steps) > 1 or evidence.is_nested(q) else "simple")
    return cues


_DEFAULT_CUES = frozenset({"kb", "simple"})  # what question_cues gives a question nothing marks


def _cues_tell_apart(values: list[str], descriptions: dict[str, str]) -> bool:
    """Whether the question-kind cues (direct / web / knowledge base, simple / complex) speak of
    two options or more: a routing choice ("vectorstore / web_search", "simple / complex"),
    not a set of labels of which one name happens to be a cue word."""
    speaking = 0
    for v in values:
        words = _name_words(v) | _positive_stems(descriptions.get(v, ""))
        if any(words & stems for stems in _CUE_STEMS.values()):
            speaking += 1
    return speaking >= 2


def named_option(values: list[str], question: str) -> str | None:
    """The one option the question names as a whole word, in any case ("ankush" for ``ANKUSH``,
    "a joke about cats" for joke / poem / story), else ``None`` (none, or several). An option
    named only under a negation ("this isn't urgent") is ruled out, not named."""
    if not question:
        return None
    named = [v for v in values if v.strip() and re.search(whole_word(v.strip(), "-"), question, re.IGNORECASE)]
    if named:
        ruled_out = negated_options(named, question)
        named = [v for v in named if v not in ruled_out]
    if named:  # "only take the bus when it's pouring": the exception, not the habit
        named = [v for v in named if not only_in_exception(v, question)]
    if not named:  # "a text message is fine" names sms by another name (lexicons.yaml option_synonyms)
        named = [v for v in values if _named_by_synonym(v, question)]
    return named[0] if len(named) == 1 else None


def _named_by_synonym(option: str, question: str) -> bool:
    """``option`` is named in ``question`` by one of its other names, outside a negation."""
    phrases = _option_synonyms().get(option.strip().lower(), ())
    return any(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", question, re.IGNORECASE)
               and not said_only_negated(p, question) and not only_in_exception(p, question) for p in phrases)


@lru_cache(maxsize=1)
def _option_synonyms() -> dict[str, tuple[str, ...]]:
    groups = read(LEXICONS).get("option_synonyms")
    if not isinstance(groups, list) or not all(
        isinstance(g, list) and len(g) >= 2 and all(isinstance(w, str) and w for w in g) for g in groups
    ):
        raise ValueError(f"{LEXICONS}: 'option_synonyms' must be a list of groups of two or more phrases")
    return {g[0].lower(): tuple(w.lower() for w in g[1:]) for g in groups}


def _labelled_text(question: str, values: list[str]) -> str:
    """What the options are to be applied to: ``question`` without the lines that offer the options and
    without a question of its own that names one option ("Is this email urgent? Reply "urgent" or
    "routine".\n\nEmail: ..."), when a text to label remains: asking whether a value holds names it,
    it is no evidence for it."""
    from course_lib.sim.request import reply_shape

    text = reply_shape.subject(question, values)
    kept = [s for s in re.split(r"(?<=[?？])\s+", text)
            if not (s.rstrip().endswith(("?", "？")) and named_option(values, s) is not None)]
    rest = " ".join(kept).strip()
    return rest if rest and rest != text.strip() else question


def choose_option(
    values: list[str],
    descriptions: dict[str, str],
    request: Request,
    knowledge: Knowledge,
    matcher: Matcher,
    field: str | None = None,
) -> str:
    """The option of ``values`` for the request. ``field`` is the structured-output field's name
    and description when the options fill one (``None`` for a label prompt or a route)."""
    fam = family(values)
    if fam == "grade":  # ("high / medium / low" with no document to grade: an urgency scale)
        scaled = None if request.documents else _by_urgency(values, request)
        return scaled if scaled is not None else grade_value(values, request, matcher)
    if fam == "action":
        open_steps = re.search(
            r"open sub-questions?\s*:\s*\n?\s*(?!none|\(none|-?\s*$)\S",
            request.human,
            re.IGNORECASE,
        )
        from course_lib.sim.grounded import unset_answers

        done = (
            evidence.gather(matcher, request.question, request.documents).answered
            # "when is the next tour?" over "... has not announced a next tour": answered too
            or unset_answers.reply(request.question, [d.body for d in request.documents]) is not None
            if request.documents
            else False
        )
        cues = ["done"] if done and not open_steps else ["more"]
        if not (done and not open_steps):
            from course_lib.sim.tools.url_options import option_for_url

            reader = option_for_url(values, request.question or request.human)
            if reader is not None:  # "Summarise the article at https://...": the page reader, no search
                explain.rule("the request gives a web page to read: the option that reads pages", option=reader)
                return reader
    else:
        cues = question_cues(request, knowledge, matcher)
        if field is not None and not _CUE.complexity_field.search(field):
            # "simple / complex" says how hard a question is: no cue for a room type or a size
            cues = [c for c in cues if c not in ("simple", "complex")]
        # options with no description of their own ("single / double / suite"): the one the text
        # names is meant ("a double room"); described options (routes) are weighed below, where
        # a question's word that happens to be an option's name ("web sockets") decides nothing
        named = (named_option(values, _labelled_text(request.question, values))
                 if not any(descriptions.get(v) for v in values) else None)
        if named is not None:
            explain.rule("the question names exactly one option", option=named)
            return named
    if fam == "route" and not _cues_tell_apart(values, descriptions):
        # "BILLING / TECHNICAL / OTHER": only one option speaks of a source or a question's kind
        # ("technical" is a knowledge-base word). "kb" and "simple" are what any question gets
        # when nothing marks it (no small talk, no recency, one part): they tell such labels
        # apart by no evidence, so only the marked cues count (small talk -> "smalltalk")
        cues = [c for c in cues if c not in _DEFAULT_CUES]
        if len(request.question.split()) >= threshold("label_passage_words"):
            # a passage to label (an abstract, a post, a report): question-kind cues (recency ->
            # web, several steps -> complex) read a question's wording, not a passage's kind
            cues = [c for c in cues if c not in ("web", "complex", "simple")]
    wanted = set().union(*(_CUE_STEMS[c] for c in cues))
    # what any unmarked question gets ("kb", "simple") weighs half what a marked cue does (recency ->
    # web, small talk -> direct): "today" outweighs the one-part question's "simple" -> direct
    unmarked = set().union(*(_CUE_STEMS[c] for c in cues if c in _DEFAULT_CUES)) - set().union(
        *(_CUE_STEMS[c] for c in cues if c not in _DEFAULT_CUES))
    cut = 1.0 - threshold("route_unmarked_cue_weight")
    q = matcher.analyse(request.question)
    if fam != "action" and not any(descriptions.get(v) for v in values):
        by_intent = _by_intent(values, request)
        if by_intent is not None:
            return by_intent
    if fam == "route":
        by_topic = _by_topic(values, descriptions, q, matcher, request.question)
        if by_topic is not None:
            return by_topic
    if fam == "route":
        scaled = _by_urgency(values, request)
        if scaled is not None:
            return scaled
    if fam != "action":
        # (the text may stand under a label of its own: "... Answer with the language name.\nText: Wo ist ...")
        by_language = _by_language(values, request.question) or _by_language(values, request.human)
        if by_language is not None:  # "Is this Romanian or Portuguese? 'Mulțumesc ...'"
            return by_language
    q_terms = set(content_terms(request.question))
    ruled_out = negated_options(values, request.question) if fam != "action" else set()
    rest = [v for v in values if v not in ruled_out]
    if ruled_out and len(rest) == 1:  # "that's not spam" for spam / ham
        explain.rule("the text rules out every option but one", ruled_out=sorted(ruled_out), option=rest[0])
        return rest[0]
    topical = {v: _topic_overlap(q, matcher, descriptions.get(v, "")) for v in values}
    any_topic = max(topical.values(), default=0.0) > 0
    scores: dict[str, float] = {}
    shared = _shared_name_words(values)
    for v in values:
        name_words = _name_words(v) - shared
        desc = descriptions.get(v, "")
        desc_stems = _positive_stems(desc)
        score = (
            2.0 * (len(name_words & wanted) - cut * len(name_words & unmarked))
            + len(desc_stems & wanted) - cut * len(desc_stems & unmarked)
            + 0.5 * len(desc_stems & q_terms)
            + 2.0 * topical[v]
        )
        if fam == "route" and not any_topic and _FALLBACK_RE.search(desc):
            score += 1.5  # "otherwise", "everything else": the option for the rest
        scores[v] = -1.0 if v in ruled_out else score  # "this isn't urgent": never the pick
    best = max(values, key=lambda v: (scores[v], -values.index(v)))
    named = (named_option(values, _labelled_text(request.question, values))
             if fam != "action" and scores[best] <= 0 else None)
    if named is not None:  # nothing else told them apart: "where did ankush work" for `HARRISON` / `ANKUSH`
        explain.rule("no option scored, and the question names exactly one", option=named)
        return named
    named = named_by_parts(values, request.question) if fam != "action" and scores[best] <= 0 else None
    if named is not None:  # "return_request" for "I'd like to return the kettle", "billing" for "billed"
        explain.rule("no option scored, and the question says a word of exactly one option's name", option=named)
        return named
    toned = _by_tone(values, request.question) if fam != "action" and scores[best] <= 0 else None
    if toned is not None:  # "positive | negative | neutral" for "Terrible service, the soup was cold"
        return toned
    from course_lib.sim.responders.asking_labels import asking_label

    labelled = "\n".join(d.body for d in request.documents) if request.documents else request.question
    asked = asking_label(values, labelled) if fam != "action" and scores[best] <= 0 else None
    if asked is not None:  # "praise | grumble | question" for "do you sell gift cards"
        explain.rule("no option scored; the text asks something and one option names a question", option=asked)
        return asked
    rest = _catch_all(values, request, knowledge, matcher) if fam != "action" and scores[best] <= 0 else None
    if rest is not None:
        explain.rule("no option scored; the question is arithmetic or small talk naming no option: "
                     "the catch-all option", option=rest)
        return rest
    if fam != "action" and len(values) > 1 and scores[best] <= 0:
        from course_lib.sim.words import option_intents

        meant = option_intents.choose(values, _labelled_text(labelled, values))
        if meant is not None:  # "BILLING / TECH / SALES" for "I've been charged twice": billing's intent
            explain.rule("no option scored; the text says the everyday intent of exactly one option's name",
                         option=meant[0], cues=meant[1])
            return meant[0]
        rest_option = option_intents.fallback(values, _text_to_label(values, request))
        if rest_option is not None:  # "SHIPPING / OTHER" for "How do I reset my password?"
            explain.rule("no option scored; every named option's everyday intent is absent from the text: the "
                         "rest-option", option=rest_option)
            return rest_option
        limits.state(
            f"choose between {', '.join(values[:6])}",
            (f"the request rules out {', '.join(sorted(ruled_out))} and nothing in it picks one of the others"
             if ruled_out else "none of the options' names or descriptions matched anything in the request "
             "(every option scored 0)") + ", so any pick would be a guess",
            "choose the option by its meaning",
            kind="reading",
        )
    tied = [v for v in values if v != best and scores[v] == scores[best]]
    if fam == "route" and tied and scores[best] > 0:
        # "direct | rag | web" with no descriptions: the one-part question's "simple" names direct,
        # its unmarked kind "kb" names rag, and the order of the list decides: a guess
        limits.state(
            f"choose between {', '.join([best, *tied][:6])}",
            "the request's cues weigh them alike, so the pick would be decided by the options' order",
            "choose the route by its meaning",
            kind="reading",
        )
    explain.rule(
        "option chosen by the question's cues and the options' descriptions",
        cues=cues,
        option_scores={v: round(scores[v], 2) for v in values},
        chosen=best,
    )
    return best


def _by_intent(values: list[str], request: Request) -> str | None:
    """Options that all name everyday intents of ``option_intents`` (or its rest-option), with no
    descriptions ("TECH or GENERAL?"): the one whose intent the text says, or the rest-option when
    none is said in any form. The route cues ("technical" is a knowledge-base word) would pick one
    for any question; ``None`` when it does not settle it (the scoring and its limit follow)."""
    from course_lib.sim.words import option_intents

    if not option_intents.known(values):
        return None
    text = _text_to_label(values, request)
    meant = option_intents.choose(values, text)
    if meant is not None:
        explain.rule("options that name everyday intents: the one whose intent the text says", option=meant[0],
                     cues=meant[1])
        return meant[0]
    rest = option_intents.fallback(values, text)
    if rest is not None:
        explain.rule("options that name everyday intents: none is said in the text, so the rest-option", option=rest)
    return rest


def _text_to_label(values: list[str], request: Request) -> str:
    """The text a label prompt asks to label: its documents' or question's text to label, and the
    whole human message (the text may stand apart from the question the request read)."""
    labelled = "\n".join(d.body for d in request.documents) if request.documents else request.question
    return "\n".join(dict.fromkeys(t for t in (_labelled_text(labelled, values), request.human) if t))


def _by_tone(values: list[str], text: str) -> str | None:
    """Sentiment labels ("positive / negative / neutral", "happy / sad", "POSITIVE, NEGATIVE or
    MIXED"), each side named by one option: the one naming the text's tone (``sentiment``), when
    the tone is clear or an option says "neutral" / "mixed"; else ``None`` (a guess)."""
    from course_lib.sim.words import sentiment

    if not sentiment.sentiment_options(values) or not sentiment.one_option_a_side(values):
        sided = sentiment.tone_side_label(values, text)  # "praise | complaint | question", "表扬、投诉或咨询"
        if sided is not None:
            explain.rule("tone labels: the one naming the side the text's tone is clearly on", option=sided)
        return sided
    if not sentiment.clear_enough(values, text):
        return None
    t = sentiment.tone(text)
    if max(t.positive, t.negative) < threshold("weak_tone"):  # (data/sim/thresholds.yaml) faint words only
        return None
    picked = sentiment.choose_sentiment(values, text)
    explain.rule("sentiment labels: the one naming the text's tone", option=picked)
    return picked


def _catch_all(values: list[str], request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """The one option that means "none of the others" (``Other``), when the simulator reads the
    question as arithmetic or small talk and the question names none of the other options, none
    of which is itself a name for arithmetic or small talk (``Math``, ``Greeting``): such a
    question is about no named thing, so the rest-option is meant, not a guess. Else ``None``."""
    rest = [v for v in values if _CUE.catch_all_option.match(v.strip())]
    if len(rest) != 1 or len(values) < 2:
        return None
    others = [v for v in values if v != rest[0]]
    q = request.question
    if any(_CUE.direct_topic_option.search(v) for v in others):
        return None
    if any(re.search(rf"(?<![\w-]){re.escape(v.strip())}(?![\w-])", q, re.IGNORECASE) for v in others):
        return None
    if direct_kind(request, knowledge, matcher) not in ("arithmetic", "small_talk"):
        return None
    return rest[0]


_QUOTED_TEXT_RE = re.compile(r"[\"“«„「]([^\"”»“」\n]{3,400})[\"”»“」]")


_LANGUAGE_WORD_RE = re.compile(r"\blanguages?\b|\bidiomas?\b|\blangues?\b|\bsprachen?\b|\blingua\b|\blíngua\b|语言|語言|言語",
                               re.IGNORECASE)


def _by_language(values: list[str], question: str) -> str | None:
    """Options that are all language names ("Romanian / Portuguese"), or all two-letter language codes in a
    prompt that speaks of languages ("Which language is this: PT, ES or IT?"): the one the quoted text
    (else the lines after the first) is written in, by the language identifier; ``None`` when
    the options are no language names, there is no such text, or its language is none of them."""
    from course_lib.sim.words.sentiment import language_code, language_name_words, language_names

    if len(values) < 2:
        return None
    codes = all(len(v.strip()) == 2 and v.strip().lower() in language_names() for v in values)
    if codes and not _LANGUAGE_WORD_RE.search(question):
        return None  # "IT / HR / PR" are departments: two-letter codes are languages only in a prompt saying so
    if not codes and not all(v.strip().lower() in language_name_words() for v in values):
        return None
    quoted = _QUOTED_TEXT_RE.findall(question)
    text = " ".join(quoted) if quoted else "\n".join(question.splitlines()[1:])
    if len(text.split()) < 2:
        return None
    code = language_code(text)
    name = code if codes else language_names().get(code, "").lower()
    picked = next((v for v in values if v.strip().lower() == name), None)
    if picked is not None:
        explain.rule("the option that names the language the text is written in", option=picked)
    return picked


def _name_words(value: str) -> set[str]:
    return {stem(w) for w in re.split(r"[_\-\s]+", value.lower()) if w} | {value.lower()}


def _shared_name_words(values: list[str]) -> set[str]:
    """Words in every option's name ("python_docs", "js_docs", "golang_docs": "docs") tell the
    options apart no more than a word none has, so they score nothing."""
    if len(values) < 2:
        return set()
    return set.intersection(*(_name_words(v) for v in values))


def _by_urgency(values: list[str], request: Request) -> str | None:
    """An urgency scale's option by the message's urgency cues (``urgency``), or ``None``."""
    from course_lib.sim.responders import urgency

    picked = urgency.choose(values, request.question)
    if picked is None:
        return None
    explain.rule("an urgency scale's option chosen by the message's urgency cues", cues=picked[1], chosen=picked[0])
    return picked[0]


def choose_listed(listed: dict[str, str], request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """One option of a marked list ("A) 90 °C\nB) 100 °C"): the option whose text shares the most
    words or figures with what the simulator knows about the question (a fact of its small general
    knowledge, the documents' closest sentences) or with the question's own text. No option ahead
    of the others: the first, with a stated limit (a text reply then gives the limit alone:
    ``respond._unguessed``)."""
    from course_lib.sim.task.tasks import without_option_lines

    asked = without_option_lines(request.instructions)
    fact = knowledge.find_fact(asked)
    support = [fact.answer] if fact else []
    if request.documents:
        support += [s for _, s in evidence.gather(matcher, asked, request.documents).picks]
    sources = support or [asked]
    q = matcher.analyse(asked)
    scores: dict[str, float] = {}
    for value, text in listed.items():
        words = _listed_words(text)
        scores[value] = sum(len(words & _listed_words(s)) for s in sources) + (
            0.0 if support else _topic_overlap(q, matcher, text)
        )
    ranked = sorted(listed, key=lambda v: -scores[v])
    best = ranked[0]
    explain.rule(
        "marked option chosen by the words it shares with what is known about the question",
        known=support[:3],
        option_scores={v: round(scores[v], 2) for v in listed},
    )
    if scores[best] <= 0 or scores[best] == scores[ranked[1]]:
        limits.state(
            f"choose between {', '.join(list(listed)[:6])}",
            "no option's text shares more words or figures than the others with anything it knows "
            "about the question, so any pick would be a guess",
            "choose the option by its meaning",
            kind="reading",
        )
    return best


def _listed_words(text: str) -> set[str]:
    """An option's content stems and figures ("100 °C" -> {"100"}, "Office supplies" -> {"office", "suppli"})."""
    return set(content_terms(text)) | set(re.findall(r"\d+(?:[.,]\d+)?", text))


_FALLBACK_RE = re.compile(
    r"\botherwise\b|\b(?:everything|anything|all) else\b|\bfor all else\b|\bother (?:questions|topics)\b|"
    r"\bnot covered\b|\bdefault\b|其他|其余",
    re.IGNORECASE,
)


_META_WORDS = frozenset(
    stem(w)
    for w in """question questions query queries topic topics document documents docs related relating
    contain contains containing use used using about other everything anything all else otherwise
    information data source sources search answer answers route user users these those this such
    especially current recent events general knowledge store vectorstore vector web internet
    database index tool option""".split()
)


_HOLDS_CONTENT_RE = re.compile(
    r"\b(?:contains?|containing|holds?|stores?|store|vectorstore|vector_store|documents?|docs|notes|"
    r"wiki|handbook|manuals?|database|index|knowledge[ _]base|kb|retriever|corpus)\b|文档|资料|知识库|数据库",
    re.IGNORECASE,
)
"""An option that is a place holding written content (a store, documents, notes, a database),
not a kind of question: the only kind of option a question about a private thing is routed to
when it names none of the option's topics."""


def _topics(matcher: Matcher, description: str) -> frozenset[str]:
    negated = {stem(w.lower()) for m in _CUE.negation.finditer(description) for w in m.group(1).split()}
    forms = {f for f in matcher.analyse(description).forms if not f.startswith("~") or True}
    # "@number" and the like say what kind of value a text states, not a topic ("一个" is "one")
    return frozenset(f for f in forms - negated - _META_WORDS if not f.startswith("@"))


def _by_topic(values: list[str], descriptions: dict[str, str], q, matcher: Matcher, question: str) -> str | None:
    """Routing by the options' own topics ("The vectorstore contains documents related to agents,
    prompt engineering ...; otherwise, use web-search"): the option whose topics the question
    names; none named, the option for everything else. ``None`` when no option lists topics."""
    topics = {v: _topics(matcher, descriptions.get(v, "")) for v in values}
    topical = [v for v in values if len(topics[v]) >= 2]
    if not topical:
        return None
    overlap = {v: sum(c.weight for c in q.concepts if c.key_term and c.key in topics[v]) for v in values}
    fallback = [v for v in values if _FALLBACK_RE.search(descriptions.get(v, ""))]
    recent = bool(_CUE.recency.search(question))
    best = max(values, key=lambda v: (overlap[v], -values.index(v)))
    world, private = world_signal(question)
    topical_only = [v for v in topical if v not in fallback]
    person = _asked_person(values, descriptions, question)
    if person is not None:
        chosen, why = person, "the request asks for a person and this option's name or description names one"
    elif overlap[best] > 0 and not (recent and fallback and overlap[best] < 1.0):
        chosen, why = best, "the question names topics this option's description lists"
    elif (fallback and len(topical_only) == 1 and (private > world or world == 0)
          and any(c.key_term for c in q.concepts)
          and _HOLDS_CONTENT_RE.search(f"{topical_only[0]} {descriptions.get(topical_only[0], '')}")):
        # No topic named, but the question is about a specific thing in a private context ("the
        # drip timer", "our hives") and shows no mark of the public world (news, dates, names):
        # the private store is where such a thing is written down. Only a store holds things: an
        # option that is a kind of question ("questions about salary, legal disputes ...") is
        # chosen only when the question names one of its topics, else everything else is.
        # A message with no subject at all ("Hello!") is about nothing private: everything else.
        chosen, why = topical_only[0], "no topic named, but the question refers to a specific private matter"
        if private == 0:  # nothing marks it private either ("How long should sourdough proof?"): a guess
            limits.state(
                "tell which source this question belongs to",
                "it names none of the options' topics and nothing in it marks it as a private matter or a public one",
                "route it by what it means",
                kind="reading",
            )
    elif fallback:
        chosen, why = fallback[0], "no option's topics match: the option for everything else"
    else:
        return None  # the descriptions name no topic of the question: the cues decide
    explain.rule(
        f"routing by the options' descriptions: {why}",
        option_scores={v: round(overlap[v], 2) for v in values},
        world_private=(world, private),
        chosen=chosen,
        topics={v: sorted(topics[v])[:8] for v in values if topics[v]},
    )
    return chosen


def _asked_person(values: list[str], descriptions: dict[str, str], question: str) -> str | None:
    """The one option whose name or gloss names a person (``person_options``), when the request
    asks for a person to deal with it ("I want to speak to an actual human, my order ..."): what the
    user asks for outranks the nouns of their circumstances (AA9). ``None`` otherwise."""
    if not _CUE.asks_person.search(question):
        return None
    from course_lib.sim.words.cues import lexicon

    words = lexicon("person_options")
    named = []
    for v in values:
        text = f"{v} {_own_gloss(v, descriptions.get(v, ''))}".lower()
        tokens = set(re.findall(r"[a-z]+|[\u4e00-\u9fff]+", text.replace("_", " ")))
        if tokens & words or re.search(r"human[\s_]+agent", text) or any(w in text for w in words if not w.isascii()):
            named.append(v)
    return named[0] if len(named) == 1 else None


def _own_gloss(value: str, description: str) -> str:
    """The part of a description that glosses ``value`` ("human_agent: complaints or anything that
    needs a person"), else the whole description (an option's own description)."""
    m = re.search(rf"(?<![\w]){re.escape(value)}\s*[:=\-–]\s*([^;\n]*)", description)
    return m.group(1) if m else description


def _topic_overlap(q, matcher: Matcher, description: str) -> float:
    """Weight of the question's key concepts that an option's description names (not negated)."""
    if not description:
        return 0.0
    negated = {stem(w.lower()) for m in _CUE.negation.finditer(description) for w in m.group(1).split()}
    forms = set(matcher.analyse(description).forms) - negated
    return sum(c.weight for c in q.concepts if c.key_term and c.key in forms)
