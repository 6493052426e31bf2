"""Text replies: the task recognised (``tasks.recognise``) carried out, in the asked-for form.

With no tools bound, the reply is the recognised task's result:
  decompose -> numbered sub-questions        rewrite -> a query, or a question when asked for
  grade_* / sufficiency / need_retrieval -> a verdict, written as one of the prompt's own values
                                            ("yes", "Relevant", "Partially supported", 0.8, 4)
  route / classify / plan -> the option chosen from the options' own descriptions
  extract / summarize -> sentences of the documents     answer -> an extractive, cited answer
  chat -> small talk, a translation, arithmetic, a known fact, or an honest "I don't know"
JSON requested (``response_format``, ``format="json"``, "Return JSON with the key ...") gives
an object with the keys the prompt names, each filled as a structured-output field would be.
"""

from __future__ import annotations

import json
import re

from course_lib.sim import (
    arithmetic,
    conversation,
    evidence,
    explain,
    grading,
    limits,
    planning,
    smalltalk,
)
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request
from course_lib.sim.tasks import MIN_SCORE, Recognised, recognise
from course_lib.sim.text import content_terms, has_cjk, names

DONT_KNOW = "I don't know."
DONT_KNOW_ZH = "我不知道。"
_TRANSLATE_RE = re.compile(
    r"\btranslat|\bhow (?:do|would|can) (?:you|i|we) say\b|\bwhat(?:'s| is) .+ in [A-Z]",
    re.IGNORECASE,
)
_POSITIVE = {"yes", "relevant", "true", "correct", "supported", "fully", "grounded", "useful", "good",
             "high", "pass", "accept", "sufficient", "enough", "resolved", "helpful", "是", "相关"}
_MIDDLE = {"partially", "partial", "partly", "ambiguous", "maybe", "unsure", "medium", "some",
           "mixed", "uncertain", "somewhat"}
_NEGATIVE = {"no", "not", "irrelevant", "false", "incorrect", "unsupported", "none", "bad", "low",
             "fail", "reject", "insufficient", "unresolved", "useless", "unhelpful", "否", "不相关"}


def dont_know(request: Request) -> str:
    return DONT_KNOW_ZH if request.language == "zh" else DONT_KNOW


# --- direct answers --------------------------------------------------------------------------


def small_talk(request: Request, knowledge: Knowledge) -> str | None:
    """The reply to small talk (``None`` when the message is a request)."""
    found = smalltalk.detect(request.question, knowledge)
    if found is None:
        return None
    explain.rule(
        "small talk: social cues and nothing a tool or document could serve",
        intent=found.intent.name,
        cues=list(found.cues),
        other_words=list(found.others),
    )
    return smalltalk.reply(found, [t.name for t in request.tools], request.language == "zh")


_ZH_TRANSLATE_RE = re.compile(
    r"(?:翻译|译)(?:成|为|到)?(?P<to>英文|英语|中文|汉语|法语|法文|德语|德文|西班牙语)|用(?P<to2>英文|英语|法语|德语)怎么说"
)
_ZH_LANGUAGES = {"英文": "english", "英语": "english", "中文": "chinese", "汉语": "chinese", "法语": "french",
                 "法文": "french", "德语": "german", "德文": "german", "西班牙语": "spanish"}


def _chinese_translation(question: str, knowledge: Knowledge) -> str | None:
    """"把'谢谢'翻译成英文": the phrase looked up in data/sim/general.yaml's translations (Chinese
    to English through the Chinese table read backwards); an honest "cannot" otherwise."""
    m = _ZH_TRANSLATE_RE.search(question)
    if not m:
        return None
    target = _ZH_LANGUAGES[m.group("to") or m.group("to2")]
    quoted = re.findall(r"[\"“'‘「『]([^\"”'’」』]+)[\"”'’」』]", question)
    phrase = quoted[0].strip() if quoted else ""
    if phrase and target == "english":
        table = next((v for k, v in knowledge.translations.items() if k.lower() == "chinese"), {})
        english = next((en for en, zh in table.items() if zh == phrase), None)
        if english:
            return f"“{phrase}”的英文是 “{english}”。"
    elif phrase:
        found = knowledge.translate(target, phrase)
        if found:
            return f"“{found[0]}”翻译成{m.group('to') or m.group('to2')}是 “{found[1]}”。"
    what = f"“{phrase}”" if phrase else "这句话"
    return f"抱歉，我没有把{what}翻译成{m.group('to') or m.group('to2')}的能力：我是基于规则的模拟器，只认识少量固定的短语。"


def translation(question: str, knowledge: Knowledge) -> str | None:
    """A translation reply when the question asks for one (``None`` if it does not)."""
    if has_cjk(question):
        found = _chinese_translation(question, knowledge)
        if found:
            return found
    language = next(
        (
            lang
            for lang in knowledge.languages()
            if re.search(rf"\b{re.escape(lang)}\b", question, re.IGNORECASE)
        ),
        None,
    )
    if language is None:
        return (
            "I don't know that language well enough to translate it."
            if re.search(r"\btranslat", question, re.IGNORECASE)
            else None
        )
    if not _TRANSLATE_RE.search(question) and not re.search(
        rf"\b(?:in|into|to)\s+{re.escape(language)}\b", question, re.IGNORECASE
    ):
        return None
    quoted = re.findall(r"[\"“'‘]([^\"”'’]+)[\"”'’]", question)
    found = None
    for text in quoted + [question]:
        found = knowledge.translate(language, text)
        if found:
            break
    if not found:
        return f"I don't know how to say that in {language.capitalize()}."
    phrase, translated = found
    return f'"{phrase}" in {language.capitalize()} is "{translated}".'


def direct_kind(request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """What kind of direct answer the question allows: small talk, translation, arithmetic, fact."""
    q = request.question
    if smalltalk.detect(q, knowledge):
        return "small_talk"
    if translation(q, knowledge):
        return "translation"
    if arithmetic.looks_like_arithmetic(q) and arithmetic.to_expression(q):
        return "arithmetic"
    if knowledge.find_fact(q):
        return "fact"
    if _GENERAL_TASK_RE.search(q):
        return "general_task"
    return None


# A request to produce something general (code, a poem, an email), which no document holds.
_GENERAL_TASK_RE = re.compile(
    r"\b(?:write|draft|compose|generate)\s+(?:me\s+)?(?:a|an|some|the)?\s*(?:\w+\s+){0,3}?"
    r"(?:code|function|script|program|snippet|poem|haiku|story|email|letter|joke)\b|"
    r"(?:帮我|请|给我)?写(?:一段|一个|一首|一封|个|段)?.{0,20}?(?:代码|程序|函数|脚本|诗|邮件|故事|笑话)",
    re.IGNORECASE,
)


def direct_reply(request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """The answer without tools or documents: small talk, translation, arithmetic, facts."""
    q = request.question
    reply = small_talk(request, knowledge)
    if reply:
        return reply
    reply = translation(q, knowledge)
    if reply:
        explain.rule("translation from data/sim/general.yaml")
        return reply
    if arithmetic.looks_like_arithmetic(q):
        expression = arithmetic.to_expression(q)
        value = arithmetic.evaluate(expression) if expression else None
        if value is not None:
            explain.rule("arithmetic without a calculator tool", expression=expression)
            return arithmetic.spoken_result(expression, value)
    fact = knowledge.find_fact(q)
    if fact:
        explain.rule("a general fact from data/sim/general.yaml", matched=list(fact.match))
        return fact.answer
    from course_lib.sim.conversion import convert_question

    converted = convert_question(q)
    if converted:
        explain.rule("a unit conversion, computed with pint")
        return converted
    if not content_terms(q):
        explain.rule("nothing to answer: the message has no content words")
        return "Could you tell me a bit more about what you need?" if request.language != "zh" else "能再具体说说你需要什么吗？"
    remembered = conversation.recall(request.history, q) if request.history else None
    if remembered:
        explain.rule("a fact the user stated earlier in this conversation", facts=conversation.stated_facts(request.history))
        return remembered
    explain.rule("no tool, no document and no known fact answers it")
    return _cannot_answer(request)


def _tool_missing_argument(request: Request) -> tuple[str, list[str]] | None:
    """A bound tool the question is about (it shares a content word with the tool's name or
    description) whose required typed argument the question gives no value for."""
    from course_lib.sim import tool_args
    from course_lib.sim.text import stem

    words = {stem(w) for w in content_terms(request.question)}
    for spec in request.tools:
        about = {stem(w) for w in content_terms(f"{spec.name.replace('_', ' ')} {spec.description}")}
        if words & about:
            guessed = tool_args.guessed_required(spec, request.question, request.question)
            if guessed:
                return spec.name, guessed
    return None


_FIRST_PERSON_RE = re.compile(r"\b(?:my|mine|me|I|I'm|we|our|us)\b|我|我们", re.IGNORECASE)


def _cannot_answer(request: Request) -> str:
    """The reply when nothing the simulator has answers: the limit, said plainly. Which limit
    comes from the request: an earlier turn it cannot read back, instructions whose task scored
    below the threshold, or a question that needs knowledge it does not have."""
    q = request.question
    blocked = _tool_missing_argument(request)
    if blocked:
        name, fields = blocked
        limits.state(
            f"call the tool '{name}'",
            f"the question is about what it does but holds no value for its required "
            f"argument{'s' if len(fields) > 1 else ''} {', '.join(repr(f) for f in fields)}",
            "ask you for it or read it from the conversation",
            kind="arguments",
        )
    elif request.history and _FIRST_PERSON_RE.search(q):
        limits.state(
            "answer from what you said earlier in this conversation",
            "no earlier turn states what this question asks about in a form it reads",
            "read the earlier turns and answer from them",
            kind="conversation",
        )
    else:
        rec = recognise(request)
        best = max(rec.scores.items(), key=lambda kv: kv[1], default=("", 0.0))
        asked = (not request.tools and request.instructions.strip()
                 and request.instructions.strip() != q.strip())  # (an agent's system prompt is no task)
        chooses = rec.name in ("route", "classify", "plan")  # a choice asked for, no options read
        weak = best[0] != "answer" and 0 < best[1] < MIN_SCORE  # (answering is what it then does)
        if asked and (rec.options or chooses or weak):
            why = (
                f"it found the options {', '.join(rec.options[:6])} but no task it knows scored above its threshold"
                if rec.options
                else f"it reads a request to {rec.name} but not the options offered"
                if chooses
                else f"no task it knows scored above its threshold (best: {best[0]}, {best[1]:.1f} of {MIN_SCORE})"
            )
            limits.state("tell what this prompt asks for", why, "follow the prompt's instructions", kind="reading")
        else:
            limits.state(
                "answer this",
                "no tool, document or fact of its small general knowledge (data/sim) answers it",
                "answer from what it learned in training",
                kind="knowledge",
            )
    return limits.stated_text()


def grounded_answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    """An extractive answer from the request's documents, citing their sources."""
    found = evidence.gather(matcher, request.search_question, request.documents)
    if found.answered:
        explain.rule(
            "extractive answer: the chosen sentences cover the question",
            coverage=found.coverage,
            sentences=[s for _, s in found.picks],
            sources=found.sources(),
        )
        answer = evidence.compose_answer(found)
        asked = _unanswered_form(request.search_question, found)
        if asked:
            return _with_citations(_form_limit(asked, answer), request)
        missing = _missing_parts(matcher, request.search_question, found)
        if missing:
            explain.evidence(missing=missing)
            listed = ", ".join(f"'{m}'" for m in missing[:3])
            if request.language == "zh":
                answer = f"{answer} 资料中没有找到关于{listed}的信息。"
            else:
                answer = f"{answer} I could not find anything about {listed} in the documents."
        return _with_citations(answer, request)
    if knowledge is not None:  # "hello" with retrieved notes: greet back, as a model would
        reply = small_talk(request, knowledge)
        if reply:
            return reply
    asked = _unanswered_form(request.search_question, found) if found.picks and found.anchored else None
    if asked:  # "Which version added dark mode?": the sentence on dark mode names no version
        explain.rule("the documents' closest sentence states no value of the asked kind", coverage=found.coverage)
        return _with_citations(_form_limit(asked, evidence.compose_answer(found)), request)
    partial = evidence.partial_answer(found, request.language)
    if partial:
        explain.rule(
            "partial answer: the documents cover part of the question",
            coverage=found.coverage,
            missing=[c.word for c in found.uncovered],
            sentences=[s for _, s in found.picks],
        )
        return _with_citations(partial, request)
    unread = _unread_value(request.search_question, found)
    if unread:  # "How many days are backups kept?" against "retention_days: 45"
        explain.rule("a sentence on the subject names the asked quantity and a figure it cannot read as the answer",
                     coverage=found.coverage)
        return limits.state(
            "tell whether the documents answer this",
            f"a sentence on the question's subject mentions {unread} and a figure, "
            "but not in a form it reads as the answer",
            "read the value from that sentence or say the documents do not hold it",
            kind="documents",
        )
    from course_lib.sim.tasks import output_options

    offered = output_options(request.question)
    if offered:  # "Which season is this? Choose from: Winter, ...": a label prompt read as a question
        explain.rule("a question that offers options, none of which the documents state")
        return limits.state(
            f"choose between {', '.join(offered[:6])}",
            "it read the prompt as a question about the text and no sentence of the text names an option",
            "choose the option the text means",
            kind="reading",
        )
    explain.rule("the documents do not answer the question", coverage=found.coverage)
    return dont_know(request)


def _form_limit(asked: str, answer: str) -> str:
    """The closest sentence, then the limit: it states no value of the asked kind."""
    text = limits.state(
        f"find the {asked} this question asks for",
        f"the closest sentence of the documents matches the rest of the question but states no {asked}",
        "read it from around that sentence (a heading, a table, an earlier line)",
        kind="documents",
    )
    return f"{answer} {text}"


# "how many days", "how much rent": the noun that names the quantity asked for
_HOW_MANY_RE = re.compile(r"\bhow (?:many|much)\s+([A-Za-z]{3,})\b", re.IGNORECASE)


def _unread_value(question: str, found: evidence.Evidence) -> str | None:
    """The noun of a "how many <noun>" question when a chosen sentence that covers part of the
    question also names that noun (in any spelling: "retention_days") and states a figure: the
    answer may be there in a shape the simulator does not read (a config key, a table cell), so
    "I don't know" would be a guess. ``None`` when no such sentence exists (then the documents
    truly say nothing about it)."""
    from course_lib.sim.text import stem

    m = _HOW_MANY_RE.search(question)
    if not m or not found.covered:
        return None
    noun = stem(m.group(1).lower())
    for _, sentence in found.picks:
        words = {stem(w) for w in re.split(r"[\W_]+", sentence.lower()) if w}
        if noun in words and re.search(r"\d", sentence):
            return m.group(1).lower()
    return None


# "which version was ...", "what year did ...": the asked-for thing, then the clause's verb
_WHICH_RE = re.compile(
    r"\b(?:which|what)\s+([A-Za-z]{3,})\s+(?:is|are|was|were|does|do|did|has|have|had|can|could|"
    r"should|will|would|[a-z]{2,}ed)\b",
    re.IGNORECASE,
)
_NOT_NOUNS = frozenset("is are was were does do did can could should would will has have the and about "
                       "kind kinds sort type".split())


def _unanswered_form(question: str, found: evidence.Evidence) -> str | None:
    """The thing a "which / what <thing>" question asks for, when the chosen sentences cover the
    rest of the question but not that word, and state no value at all (no number, no name that
    the question does not already give): the answer is elsewhere in the document."""
    m = _WHICH_RE.search(question)
    if not m or m.group(1).lower() in _NOT_NOUNS:
        return None
    asked = m.group(1)
    if asked.lower() not in {c.word.lower() for c in found.uncovered}:
        return None
    text = " ".join(s for _, s in found.picks)
    if re.search(r"\d", text):
        return None
    given = {n.lower() for n in names(question)}
    if any(n.lower() not in given for n in names(text)):
        return None
    return asked.lower()


def _with_citations(answer: str, request: Request) -> str:
    """The answer followed by the prompt's "Sources:" list, when it gives one to cite."""
    if not request.citations:
        return answer
    label = "来源" if request.language == "zh" else "Sources"
    return f"{answer}\n\n{label}: " + "; ".join(dict.fromkeys(request.citations))


def _missing_parts(matcher: Matcher, question: str, found: evidence.Evidence) -> list[str]:
    """The words of a part of a multi-part question ("... and what is their yield?") that no
    chosen sentence covers."""
    parts = planning.decompose(question)
    if len(parts) < 2:
        return []
    covered = {c.key for c in found.covered}
    shared = set.intersection(*(set(matcher.analyse(p).forms) for p in parts))
    out: list[str] = []
    for part in parts:
        own = [c for c in matcher.analyse(part).concepts if c.key_term and c.key not in shared and not c.answer_type]
        if own and not any(c.key in covered for c in own):
            out.extend(c.word for c in own)
    return out


# --- verdicts --------------------------------------------------------------------------------


def verdict(task: str, request: Request, matcher: Matcher, knowledge: Knowledge) -> grading.Verdict:
    """The verdict a grading-like task asks for, on this request."""
    docs = request.documents
    if task == "grade_grounded":
        return grading.grounded(matcher, request.generation, docs)
    if task == "grade_useful":
        return grading.resolves(matcher, request.question, request.generation)
    if task == "sufficiency":
        found = evidence.gather(matcher, request.search_question, docs)
        if found.answered:
            return grading.Verdict("relevant", "The documents cover the question.", (found.coverage,))
        return grading.Verdict("irrelevant", "The documents do not cover the whole question.", (found.coverage,))
    if task == "need_retrieval":
        kind = direct_kind(request, knowledge, matcher)
        if kind is None:
            return grading.Verdict("relevant", "The question needs information from a search.")
        return grading.Verdict("irrelevant", f"The question can be answered directly ({kind}).")
    mode = grading.strictness(request.instructions)
    grades = [grading.grade(matcher, request.question, d, mode, docs) for d in docs]
    if not grades:
        return grading.Verdict("irrelevant", "There is no document to grade.")
    relevant = [g for g in grades if g.relevant]
    if relevant:
        best = max(relevant, key=lambda g: g.coverage)
        level = "relevant" if best.level == "relevant" else "relevant_partly"
    else:
        best = max(grades, key=lambda g: g.coverage)
        level = "ambiguous" if best.level == "ambiguous" else "irrelevant"
    doc = docs[grades.index(best)]
    return grading.Verdict(
        level, grading.reason(best, doc), tuple(g.coverage for g in grades), max(g.score for g in grades)
    )


def option_polarity(option: str) -> str:
    """'positive', 'middle' or 'negative': what an offered value means ("No support": negative)."""
    words = set(re.findall(r"[a-z]+|[\u4e00-\u9fff]+", option.lower()))
    if words & _NEGATIVE or option.strip().lower().startswith(("no ", "not ")):
        return "negative"
    if words & _MIDDLE:
        return "middle"
    if words & _POSITIVE:
        return "positive"
    return "unknown"


_WEAK_DESC_RE = re.compile(
    r"\b(?:weak(?:ly)?|loosely|somewhat|partly|partial(?:ly)?|some (?:information|relevance)|tangential\w*)\b|"
    r"很弱|较弱|一些|部分|有点|略微|间接",
    re.IGNORECASE,
)
_NONE_DESC_RE = re.compile(
    r"\b(?:completely|entirely|totally|wholly|nothing|empty|not at all)\b|完全|毫无|为空|空的|根本",
    re.IGNORECASE,
)


def described_polarity(options, descriptions: dict[str, str]) -> dict[str, str]:
    """Each option's polarity, where two share one told apart by what the prompt says of them:
    "irrelevant: 关联性很弱，但还有一些信息" is the middle, "none: 完全无关或为空" the negative."""
    polar = {o: option_polarity(o) for o in options}
    for o in options:
        same = [x for x in options if polar[x] == polar[o]]
        desc = descriptions.get(o, "")
        if len(same) < 2 or not desc or polar[o] != "negative":
            continue
        if _WEAK_DESC_RE.search(desc) and not _NONE_DESC_RE.search(desc):
            polar[o] = "middle"
    return polar


def verdict_value(
    v: grading.Verdict, options: tuple[str, ...] | list[str], scale=None, descriptions: dict[str, str] | None = None
) -> str:
    """The verdict written as one of ``options`` (or on ``scale``; default 'yes' / 'no'); the
    prompt's ``descriptions`` of the options tell apart two that sound alike."""
    level = v.level
    if scale is not None:
        low, high = scale
        share = {"relevant": 1.0, "relevant_partly": 0.75, "ambiguous": 0.5}.get(level, 0.0)
        if v.score is not None:
            share = v.score
        elif v.scores and level in ("relevant", "relevant_partly", "ambiguous"):
            share = max(share * 0.8, min(1.0, max(v.scores)))
        value = low + (high - low) * share
        integral = float(low).is_integer() and float(high).is_integer() and high - low >= 2
        return str(int(round(value))) if integral else f"{value:.1f}"
    binary = level in ("relevant", "relevant_partly")
    if not options:
        return "yes" if binary else "no"
    polar = described_polarity(options, descriptions or {})
    has_middle = any(p == "middle" for p in polar.values())
    wanted = (
        "positive"
        if level == "relevant" or (level == "relevant_partly" and not has_middle)
        else "middle"
        if has_middle and level in ("relevant_partly", "ambiguous")
        else "negative"
        if not binary
        else "positive"
    )
    for o in options:
        if polar[o] == wanted:
            return o
    if wanted == "middle":
        wanted = "positive" if binary else "negative"
        for o in options:
            if polar[o] == wanted:
                return o
    return options[0] if binary else options[-1]


# --- the reply -------------------------------------------------------------------------------


def text_reply(
    request: Request, knowledge: Knowledge, matcher: Matcher, schema: dict | None = None
) -> str:
    """The reply when no tools are bound: the recognised task, in the asked-for form.
    ``schema``: the fields of a JSON-mode output, used when the prompt names no keys."""
    summary = conversation.summary_reply(f"{request.system}\n{request.human}")  # notebook 08
    if summary is not None:
        explain.task("summarize_conversation")
        explain.rule("one line per exchange: the question and the first sentences of the reply")
        return summary
    rec = recognise(request)
    explain.task(rec.name, **rec.evidence())
    if rec.json:
        obj = json_reply(rec, request, knowledge, matcher, schema)
        explain.evidence(json_keys=list(obj))
        return json.dumps(obj, ensure_ascii=False)
    return _solve(rec, request, knowledge, matcher)


def _solve(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    q = request.question
    docs = request.documents
    name = rec.name
    if name == "step_back":
        out = planning.step_back(q)
        explain.rule("step-back: a broader question about the question's topic", topic=planning.topic_of(q))
        return out
    if name == "decompose" and rec.count:
        steps = planning.facet_questions(q, rec.count[0], rec.count[1])
        explain.rule("decomposition into the asked number of sub-questions", steps=steps)
        return "\n".join(f"{i}. {s}" for i, s in enumerate(steps, start=1))
    if name == "decompose":
        steps = planning.decompose(q)
        explain.rule("decomposition: relations innermost first, parts split at 'and'", steps=steps)
        return "\n".join(f"{i}. {s}" for i, s in enumerate(steps, start=1))
    if name == "rewrite":
        earlier = request.history or conversation.earlier_human_turns(f"{request.system}\n{request.human}")
        resolved = conversation.standalone(q, [t for t in earlier if t.strip() != q.strip()])
        if resolved != q:
            explain.rule("a follow-up made standalone: its pronoun is the earlier turn's subject", standalone=resolved)
            q = resolved
        if rec.expand:
            out = planning.expand_query(q, knowledge)
            explain.rule("a more specific query: the question's terms and the facets an answer covers", rewritten=out)
            return out
        if rec.question_form:
            out = planning.rewrite_question(q, knowledge, docs)
            explain.rule("rewrite as a question: synonyms replaced by the lexicon's terms", rewritten=out)
            return out
        out = planning.rewrite_query(q, knowledge, docs, request.previous_query)
        explain.rule("rewrite as a search query: content words, lexicon terms", rewritten=out)
        return out
    if name in ("grade_relevance", "grade_grounded", "grade_useful", "sufficiency", "need_retrieval"):
        v = verdict(name, request, matcher, knowledge)
        value = verdict_value(v, rec.options, rec.scale)
        explain.rule(v.reason, verdict=v.level, options=list(rec.options), value=value)
        return value
    labels_only = bool(rec.options) and not rec.scale and name in ("chat", "answer") and bool(
        _LABEL_ONLY_RE.search(request.instructions))  # "Choose from: A, B, C. Answer with the season only."
    if name in ("route", "classify", "plan") or (name == "chat" and rec.options and not rec.scale) or labels_only:
        # a label prompt ("Sales / Legal / HR. Answer with one word.") gets exactly one label
        values = list(rec.options) or _dash_options(request.instructions)
        if values:
            from course_lib.sim.choosing import choose_option

            return choose_option(values, planning.option_descriptions(values, request.instructions), request, knowledge, matcher)
    if name == "extract" and docs:
        lines = evidence.key_sentences(matcher, q, docs)
        explain.rule("key sentences of the documents for the question", sentences=lines)
        return "\n".join(f"- {s}" for s in lines) if lines else dont_know(request)
    if name == "summarize" and docs and _BULLETS_RE.search(request.instructions):
        lines = evidence.key_sentences(matcher, q, docs)  # "summarise ... as a bulleted list"
        explain.rule("the main points of the documents, one per line", sentences=lines)
        return "\n".join(f"- {s}" for s in lines) if lines else dont_know(request)
    if name == "summarize" and docs:
        lines = evidence.summary_sentences(docs)
        explain.rule("the opening sentences of each document", sentences=lines)
        return " ".join(lines)
    if docs:
        return grounded_answer(request, matcher, knowledge)
    return direct_reply(request, knowledge, matcher)


# A prompt that asks for nothing but one of its options.
_LABEL_ONLY_RE = re.compile(
    r"\b(?:answer|reply|respond|output|give|return)(?: with)?(?: only)?(?: the| one| a)?\s+(?:\w+\s+)?"
    r"(?:only|name|word|label|code|tag)\b|\bone word\b|\bjust the \w+\b|只(?:回答|输出|给出)",
    re.IGNORECASE,
)
_BULLETS_RE = re.compile(r"\bbullet|\bbulleted\b|\b(?:as|in) a list\b|\bkey points\b|\bmain points\b|\bone per line\b|要点|列表", re.IGNORECASE)


def _dash_options(instructions: str) -> list[str]:
    return re.findall(r"^\s*[-*•]\s*`?([A-Za-z_][\w-]*)`?\s*[:：]", instructions, re.MULTILINE)


def json_reply(
    rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher, schema: dict | None = None
) -> dict:
    """The JSON object for a request that asks for JSON: the keys the prompt names, filled."""
    from course_lib.sim.structured import fill

    if not rec.json_keys and schema and schema.get("properties"):
        return fill(schema, request, knowledge, matcher, recognised=rec)
    keys = list(rec.json_keys) or [_default_key(rec.name)]
    properties = {}
    for key in keys:
        context = _key_context(key, request.instructions)
        # The sentence that lists the keys ('the keys "answer" and "source"') names no values.
        for other in keys:
            context = re.sub(rf"['\"“‘`]{re.escape(other)}['\"”’`]", other, context)
        # ... nor says what the other keys hold ("the keys name and age": "age" is not the name's)
        for other in keys:
            if other != key:
                context = re.sub(rf"(?<![\w]){re.escape(other)}(?![\w])", " ", context)
        prop: dict = {"type": _example_type(key, request.instructions), "description": context}
        values = [o for o in _quoted(context) if o not in keys]
        if len(values) >= 2 and prop["type"] == "string":
            prop["enum"] = values
        properties[key] = prop
    schema = {"type": "object", "properties": properties}
    obj = fill(schema, request, knowledge, matcher, recognised=rec)
    empty = [k for k in rec.json_keys if properties[k]["type"] == "string" and obj.get(k) in ("", None)
             and _example_value(k, request.instructions)]
    if empty:  # the prompt shows a value for the key ('"product": "pens"') and it found none
        limits.state(
            f"fill the JSON key{'s' if len(empty) > 1 else ''} {', '.join(repr(k) for k in empty)}",
            "the prompt's example shows a value for it and the text holds none it can read as one",
            "read the value from the text by the key's meaning",
            kind="reading",
        )
    return obj


def _example_value(key: str, text: str) -> str:
    """The value a prompt's JSON example gives a key ('{"product": "pens"}' -> 'pens')."""
    m = re.search(rf"['\"]{re.escape(key)}['\"]\s*:\s*['\"]([^'\"]+)['\"]", text)
    return m.group(1).strip(" .") if m and m.group(1).strip(" .") else ""


def _default_key(task: str) -> str:
    return {
        "grade_relevance": "score",
        "grade_grounded": "score",
        "grade_useful": "score",
        "sufficiency": "enough",
        "need_retrieval": "retrieval_needed",
        "route": "datasource",
        "classify": "category",
        "plan": "action",
        "rewrite": "query",
        "decompose": "sub_questions",
    }.get(task, "answer")


def _example_type(key: str, text: str) -> str:
    """The JSON type of a key's example value in the prompt ('{"relevant": true}' -> boolean,
    '{"score": 7}' -> integer), else string."""
    m = re.search(rf"['\"]{re.escape(key)}['\"]\s*:\s*(true|false|-?\d+(\.\d+)?)\b", text, re.IGNORECASE)
    if m is None:
        return _worded_type(key, text)
    if m.group(1).lower() in ("true", "false"):
        return "boolean"
    return "number" if m.group(2) else "integer"


_TYPE_WORDS = {"boolean": "boolean", "bool": "boolean", "true/false": "boolean", "integer": "integer",
               "int": "integer", "whole number": "integer", "count": "integer", "number": "number",
               "numeric": "number", "float": "number"}
_TYPE_WORD = "|".join(re.escape(w) for w in sorted(_TYPE_WORDS, key=len, reverse=True))


def _worded_type(key: str, text: str) -> str:
    """The JSON type the prompt's words give a key with no example value ("a single boolean
    field mentions_delivery", "score as an integer"), else the type its name says (``age``,
    ``count``: an integer; see ``field_kinds``), else string."""
    from course_lib.sim.field_kinds import COUNT_FIELD_RE

    k = re.escape(key)
    m = re.search(rf"\b({_TYPE_WORD})\s+(?:(?:field|key|value|property)\s+)?[`'\"]?{k}\b|"
                  rf"\b{k}[`'\"]?\s*(?:\(|:|,|\bas\b|\bis\b)\s*(?:an?\s+)?({_TYPE_WORD})\b", text, re.IGNORECASE)
    if m:
        return _TYPE_WORDS[(m.group(1) or m.group(2)).lower()]
    return "integer" if COUNT_FIELD_RE.fullmatch(key) else "string"


def _key_context(key: str, text: str) -> str:
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", text):
        if re.search(rf"(?<![\w]){re.escape(key)}(?![\w])", sentence):
            return sentence.strip()
    return ""


def _quoted(text: str) -> list[str]:
    return list(dict.fromkeys(q.strip() for q in re.findall(r"['\"“‘`]([^'\"”’`\n]{1,30})['\"”’`]", text) if q.strip()))
