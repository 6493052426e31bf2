"""Text tasks recognised from the instructions, and the answers it gives without tools.

With no tools bound, the instructions decide the task (first cue wins):
  "sub-questions" / "decompose" / "break ... into"  -> numbered sub-questions
  "rewrite" / "rephrase" / "reformulate" / "better query" -> a rewritten search query
  "grade" / "relevant" (with a document)          -> yes / no (or relevant / ambiguous / irrelevant)
  "route" / "router" / "classify" (with options)  -> the option's name
  "enough" / "sufficient" (with notes)            -> yes / no
  documents or "context" in the prompt            -> extractive answer citing [source], or "I don't know."
  otherwise                                       -> a direct reply (see ``direct_reply``)
Direct replies: small talk and translations from data/sim, arithmetic, general facts from
data/sim/general.yaml, and an honest "I don't know" for the rest.
"""

from __future__ import annotations

import re

from course_lib.sim import arithmetic, evidence, grading, planning
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request
from course_lib.sim.text import content_terms, raw_tokens, stem

DONT_KNOW = "I don't know."
_DECOMPOSE_RE = re.compile(
    r"sub-?questions?|decompos|break (?:\w+ ){0,4}(?:down|into)|split (?:\w+ ){0,3}into",
    re.IGNORECASE,
)
_REWRITE_RE = re.compile(
    r"\brewrit|\brephras|\breformulat|\bbetter (?:search )?query|\bimprove (?:the )?(?:search )?query",
    re.IGNORECASE,
)
_GRADE_RE = re.compile(r"\bgrad(?:e|er|ing)\b|\brelevan", re.IGNORECASE)
_ROUTE_RE = re.compile(r"\brout(?:e|er|ing)\b|\bclassif", re.IGNORECASE)
_ENOUGH_RE = re.compile(r"\benough\b|\bsufficien", re.IGNORECASE)
_CONTEXT_RE = re.compile(r"\bcontext\b", re.IGNORECASE)
_TRANSLATE_RE = re.compile(
    r"\btranslat|\bhow (?:do|would|can) (?:you|i|we) say\b|\bwhat(?:'s| is) .+ in [A-Z]",
    re.IGNORECASE,
)


def small_talk(question: str, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """The reply of a small-talk intent, if the question is only small talk."""
    found = knowledge.find_intent(question)
    if not found:
        return None
    intent, pattern = found
    pattern_words = {stem(w) for w in raw_tokens(pattern)}
    rest = [c for c in matcher.analyse(question).concepts if c.key not in pattern_words]
    if len(rest) > 2 or any(c.is_name for c in rest):
        return None
    return intent.reply


def translation(question: str, knowledge: Knowledge) -> str | None:
    """A translation reply when the question asks for one (``None`` if it does not)."""
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
    if small_talk(q, knowledge, matcher):
        return "small_talk"
    if translation(q, knowledge):
        return "translation"
    if arithmetic.looks_like_arithmetic(q) and arithmetic.to_expression(q):
        return "arithmetic"
    if knowledge.find_fact(q):
        return "fact"
    return None


def direct_reply(request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """The answer without tools or documents: small talk, translation, arithmetic, facts."""
    q = request.question
    reply = small_talk(q, knowledge, matcher) or translation(q, knowledge)
    if reply:
        return reply
    if arithmetic.looks_like_arithmetic(q):
        expression = arithmetic.to_expression(q)
        value = arithmetic.evaluate(expression) if expression else None
        if value is not None:
            return f"{expression} = {arithmetic.format_number(value)}"
    fact = knowledge.find_fact(q)
    if fact:
        return fact.answer
    if not content_terms(q):
        return "Could you tell me a bit more about what you need?"
    return DONT_KNOW


def grounded_answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    found = evidence.gather(matcher, request.search_question, request.documents)
    if found.answered:
        return evidence.compose_answer(found)
    if knowledge is not None:  # "hello" with retrieved notes: greet back, as a model would
        reply = small_talk(request.question, knowledge, matcher)
        if reply:
            return reply
    return DONT_KNOW


def text_reply(request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """The reply when no tools are bound: the task is read from the instructions."""
    # The task is read from the instructions themselves, not from the documents they carry
    # (a wiki page saying "was split into services" is no request to decompose).
    instructions = _without_documents(request.instructions, request.documents)
    q = request.question
    docs = request.documents
    if _DECOMPOSE_RE.search(instructions):
        return "\n".join(f"{i}. {s}" for i, s in enumerate(planning.decompose(q), start=1))
    if _REWRITE_RE.search(instructions):
        return planning.rewrite_query(q, knowledge, docs, request.previous_query)
    if _GRADE_RE.search(instructions) and docs:
        mode = grading.strictness(instructions)
        grades = [grading.grade(matcher, q, d, mode) for d in docs]
        if re.search(r"\bambiguous\b", instructions, re.IGNORECASE):
            order = ["relevant", "ambiguous", "irrelevant"]
            return min((g.level for g in grades), key=order.index)
        return "yes" if any(g.relevant for g in grades) else "no"
    if _ROUTE_RE.search(instructions):
        options = re.findall(r"^\s*[-*•]\s*([a-z_]+)\s*:", instructions, re.MULTILINE)
        if options:
            from course_lib.sim.choosing import choose_option

            return choose_option(
                options,
                planning.option_descriptions(options, instructions),
                request,
                knowledge,
                matcher,
            )
    if _ENOUGH_RE.search(instructions) and docs:
        return "yes" if evidence.gather(matcher, q, docs).answered else "no"
    if docs or _CONTEXT_RE.search(instructions):
        return grounded_answer(request, matcher, knowledge)
    return direct_reply(request, knowledge, matcher)


def _without_documents(instructions: str, docs: list) -> str:
    """The instructions with the text of the documents in them blanked out."""
    parts = sorted({d.body for d in docs} | {d.title for d in docs}, key=len, reverse=True)
    for part in parts:  # longest first: a title may also occur inside another document
        if part and len(part) > 3:
            instructions = instructions.replace(part, " ")
    return instructions
