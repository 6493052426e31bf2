"""The responders' building blocks: direct answers, grounded answers, verdicts.

``respond`` maps each recognised task to a responder; the responders it calls live here:
  direct_reply   -> small talk, a translation, arithmetic, a known fact, a fact the user stated
                    earlier, or the limit said plainly (``limits``)
  grounded_answer -> an extractive, cited answer from the documents
  verdict / verdict_value -> a grade (relevance, groundedness, usefulness, sufficiency, need for
                    retrieval), written as one of the prompt's own values ("yes", "Relevant",
                    "Partially supported", 0.8, 4)
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim import (
    absence,
    ages,
    alternatives,
    arithmetic,
    bound_lines,
    conversation,
    evidence,
    explain,
    fallback_phrase,
    grading,
    holidays,
    label_titles,
    limits,
    near_miss,
    operand_units,
    other_one,
    partial_trust,
    planning,
    relative_days,
    schedules,
    smalltalk,
    stated_times,
    word_for_word,
)
from course_lib.sim.cues import lexicon, patterns
from course_lib.sim.field_currency import state_foreign
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.reading import Request
from course_lib.sim.tasks import MIN_SCORE, recognise
from course_lib.sim.text import content_terms, has_cjk, names, one_edit

_CUE = patterns("replies")  # its cue patterns: data/sim/patterns.yaml

DONT_KNOW = "I don't know."
DONT_KNOW_ZH = "我不知道。"


def _bodies(request: Request) -> list[str]:
    """The request's documents' texts (its retrieved documents that have a body), as the record
    and table readers take them."""
    return [d.body for d in request.documents if hasattr(d, "body")]


def dont_know(request: Request) -> str:
    """"I don't know", or the phrase the prompt prescribes for it (``fallback_phrase``)."""
    phrase = fallback_phrase.declared(f"{request.system}\n{request.human}")
    if phrase:
        explain.evidence(fallback_phrase=phrase)
        return phrase
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
    chinese = request.language == "zh" and not _KANA_RE.search(request.question)  # (Japanese: the English reply)
    return smalltalk.reply(found, [t.name for t in request.tools], chinese)


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


_TARGET_RE = re.compile(r"\b(?:in|into|to)\s+([A-Za-z]+)\b", re.IGNORECASE)
_SOURCE_RE = re.compile(r"\bfrom\s+([A-Za-z]+)\b", re.IGNORECASE)
# a translation asked in so many words, or of a quoted phrase
_ASKS_PHRASE_RE = re.compile(r"\btranslat|\bhow (?:do|would|can) (?:you|i|we) say\b|[\"“'‘][^\"”'’]+[\"”'’]", re.IGNORECASE)


def _languages_named(question: str, knowledge: Knowledge) -> tuple[str | None, str | None]:
    """The source language ("from French") and the target language ("to Dutch", "into Spanish")
    the question names, lower case, among the languages babel names in English and the data's
    (``None`` for one not named): the reply is in the target, never in the source."""
    from course_lib.sim.sentiment import language_name_words

    known = language_name_words() | {lang.lower() for lang in knowledge.languages()}
    source = next((w.lower() for w in _SOURCE_RE.findall(question) if w.lower() in known), None)
    target = next((w.lower() for w in _TARGET_RE.findall(question) if w.lower() in known and w.lower() != source), None)
    return source, target


def translation(question: str, knowledge: Knowledge) -> str | None:
    """A translation reply when the question asks for one (``None`` if it does not)."""
    if has_cjk(question):
        found = _chinese_translation(question, knowledge)
        if found:
            return found
    source, target = _languages_named(question, knowledge)
    data = {lang.lower(): lang for lang in knowledge.languages()}
    language = data.get(target or "") or next(
        (
            lang
            for lang in knowledge.languages()
            if lang.lower() != source and re.search(rf"\b{re.escape(lang)}\b", question, re.IGNORECASE)
        ),
        None,
    )
    if language is None or (source and source != "english"):
        if not _ASKS_PHRASE_RE.search(question) or (target is None and not re.search(r"\btranslat", question, re.I)):
            return None  # "80 pounds in Japanese yen": a language's name, no translation asked
        return limits.state("translate this", "the language asked for is not among the few phrases of its "
                            "data (data/sim/general.yaml), which go from English only", "translate it",
                            kind="knowledge")
    if not _CUE.translate.search(question) and not re.search(
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
        return limits.state(f"say that in {language.capitalize()}", "the phrase is not among the few phrases "
                            "of its data (data/sim/general.yaml)", "translate it", kind="knowledge")
    phrase, translated = found
    return f'"{phrase}" in {language.capitalize()} is "{translated}".'


def asks_translation(question: str, knowledge: Knowledge) -> bool:
    """True when the question asks for a translation: "translate ...", "how do you say ...", or a
    quoted phrase wanted "in/into/to" a language (its data's languages, or any language babel
    names in English; "into german" as typed in lower case too)."""
    if _CUE.translate.search(question) or _ZH_TRANSLATE_RE.search(question):
        return True
    if not re.search(r"[\"“'‘][^\"”'’]+[\"”'’]", question):
        return False
    from course_lib.sim.sentiment import language_name_words

    # a language name in capitals, or typed in lower case ("into german") when no shorter than four
    # letters (two- and three-letter names, "ga", "ewe", are everyday words too)
    wanted = re.findall(r"\b(?:in|into|to)\s+([A-Z][a-z]+|[a-z]{4,})\b", question, re.IGNORECASE)
    return any(w.lower() in language_name_words() for w in wanted)


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
    if _CUE.general_task.search(q):
        return "general_task"
    return None




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
    worked = stated_times.answer(q)
    if worked:
        explain.rule("clock or calendar arithmetic whose every operand the question states")
        return worked
    fact = knowledge.find_fact(q)
    if fact:
        explain.rule("a general fact from data/sim/general.yaml", matched=list(fact.match))
        return fact.answer
    from course_lib.sim.conversion import convert_question

    converted = convert_question(q)
    if converted:
        explain.rule("a unit conversion, computed with pint")
        return converted
    if not content_terms(q) and content_terms(request.human):  # "Tone of this reply (polite/rude): <text>"
        explain.rule("a message with content but no question it reads")
        return _no_question_limit()
    if request.turns and not content_terms(q):  # "How much more is the other one?": a follow-up
        return _follow_up_reference(request)
    if request.turns and other_one.compares(q) and other_one.refers(q):  # "How much longer is the other one?"
        worked = other_one.answer(q, request.turns)
        if worked:
            explain.rule("a follow-up about one of two items the user stated, resolved by the last answer")
            return worked
    if not content_terms(q):
        explain.rule("nothing to answer: the message has no content words")
        return "Could you tell me a bit more about what you need?" if request.language != "zh" else "能再具体说说你需要什么吗？"
    remembered = conversation.recall(request.history, q) if request.history else None
    if remembered:
        explain.rule("a fact the user stated earlier in this conversation", facts=conversation.stated_facts(request.history))
        return remembered
    told = _told_earlier(request, matcher)
    if told:
        return told
    explain.rule("no tool, no document and no known fact answers it")
    return _cannot_answer(request)


def _follow_up_reference(request: Request) -> str:
    """A message with no content words of its own after earlier turns: a follow-up ("How much more
    is the other one?", "And that one?"), worked from the two items the user stated
    (``other_one``), else a stated conversation limit; never the question back a first message
    with nothing to read gets."""
    worked = other_one.answer(request.question, request.turns) if other_one.refers(request.question) else None
    if worked:
        explain.rule("a follow-up about one of two items the user stated, resolved by the last answer")
        return worked
    explain.rule("a follow-up with no words of its own that it cannot resolve from the earlier turns")
    return limits.state(
        "tell what this follow-up refers to",
        "it names nothing of its own, and the earlier turns do not give two items with amounts and an answer "
        "naming one of them",
        "read the earlier turns and answer about the item meant",
        kind="conversation",
    )


_CLASS_DEFINITION_RE = re.compile(r"^\W*(?:what\s+(?:is|are)|what's|define)\s+an?\s+[\w-]+\s*\??\s*$", re.IGNORECASE)


def _told_earlier(request: Request, matcher: Matcher) -> str | None:
    """The user's own earlier statement that answers the question, quoted ("Where did she move
    to?" after "My colleague Aiyana moved to Halifax"): read as notes (``thread_notes``), and
    only when the statements meet every concept of the question (its asked kind's too) and hold
    a value of the asked form; ``None`` otherwise (the conversation limit then stands)."""
    from course_lib.sim import thread_notes

    human = [text for role, text in request.turns if role == "human"]
    if not human or not thread_notes.asks(request.question) or _CLASS_DEFINITION_RE.match(request.question):
        return None
    said = thread_notes.statements(human)
    if not said:
        return None
    question = thread_notes.question_about(request.question, said)
    found = evidence.gather(matcher, question, thread_notes.as_documents(said))
    picked = [sentence for _, sentence in found.picks]
    given = {n.lower() for n in names(question)}
    if not found.answered or any(not _named_kind_met(c, given, picked) for c in found.uncovered):
        return None  # every word met, the asked kind's too ("how old": an age; "which city": a new name)
    form = _unanswered_form(question, found) or _missing_answer_form(question, found)
    if form == "place" and any(n.lower() not in given for n in names(" ".join(picked))):
        form = None  # "moved to Halifax": a name the question does not give is where
    if form or not thread_notes.holds_asked_form(question, " ".join(picked)):
        return None
    if len(picked) == 1:
        one = _one_coordinated_item(request.question, picked[0])  # its own words: "them" not read as the items
        if one is not None:
            return one
    explain.rule("a statement the user made earlier in this conversation", sentences=picked, coverage=found.coverage)
    return thread_notes.quoted(picked)


def _named_kind_met(concept, given: set[str], picked: list[str]) -> bool:
    """An asked-kind word of a place or a person ("Which city am I moving to?", "which dentist")
    is met by a name the statements hold and the question does not give ("... moving to Ghent")."""
    from course_lib.sim.answer_types import noun_kind

    word = concept.word.lower()
    if not concept.answer_type or (noun_kind(word) not in ("place", "person") and word not in lexicon("kinds_named")):
        return False
    calendar = lexicon("calendar_names")  # "in March" names a month, no place
    return any(n.lower() not in given and n.lower() not in calendar for n in names(" ".join(picked)))


def _one_coordinated_item(question: str, statement: str) -> str | None:
    """For a statement that coordinates items ("I take X in the morning and Y at night"), the one
    clause holding the question's telling words, quoted ("… Y at night" for a later clause); a stated
    conversation limit when the question asks for one item and no single clause tells which
    (``coordination``); ``None`` when the statement coordinates nothing the question picks from."""
    from course_lib.sim import coordination, thread_notes

    clause = coordination.meant_clause(question, statement)
    if clause is not None:
        parts, _ = coordination.clauses(statement)
        shown = clause if clause == parts[0] else f"… {clause}"
        explain.rule("the clause of a coordinating statement that holds the question's telling words",
                     statement=statement, clause=clause)
        return thread_notes.quoted([shown])
    if coordination.undecided(question, statement):
        explain.rule("a question for one item of a coordinating statement, no clause telling which",
                     statement=statement)
        return limits.state(
            "tell which of the items you mentioned this question means",
            "your earlier statement names several and none of its parts holds the question's telling words",
            "ask which one you mean",
            kind="conversation",
        )
    return None


def _tool_missing_argument(request: Request) -> tuple[str, list[str]] | None:
    """A bound tool the question is about (it shares a content word with the tool's name or
    description, other than the noun of its id argument and the names of its arguments)
    whose required typed argument the question gives no value for. A question that meets a tool
    only in such words ("Will it snow on the day of my test?" and book_lesson(day, hours)) is no
    request for it: no tool fits, the knowledge limit, no question back."""
    from course_lib.sim import tool_args
    from course_lib.sim.field_readers import id_label
    from course_lib.sim.text import stem

    words = {stem(w) for w in content_terms(request.question)}
    for spec in request.tools:
        about = {stem(w) for w in content_terms(f"{spec.name.replace('_', ' ')} {spec.description}")}
        # the noun that labels its id argument ("pond" for pond_id) names what it acts on, not what it does
        labels = {stem(lab) for lab in map(id_label, (spec.parameters or {}).get("properties") or {}) if lab}
        if not (words & about) - labels:
            continue
        guessed = tool_args.guessed_required(spec, request.question, request.question)
        # nor the names of its arguments: "on the day of my test" names the "day" that
        # book_lesson(day, hours) takes, not its booking
        props = (spec.parameters or {}).get("properties") or {}
        arguments = {stem(w) for name in props for w in content_terms(name.replace("_", " "))}
        if guessed and (words & about) - labels - arguments:
            return spec.name, guessed
    return None




def _foreign_amount(request: Request, name: str) -> tuple[str, str, str] | None:
    """(argument, currency written, currency wanted) of the tool ``name``'s amount the question
    writes in another currency (``tool_args.foreign_amounts``), else ``None``."""
    from course_lib.sim import tool_args

    spec = next((t for t in request.tools if t.name == name), None)
    found = tool_args.foreign_amounts(spec, request.question) if spec is not None else {}
    return next(((n, *pair) for n, pair in found.items()), None)


def surely_not_given(request: Request, name: str, fields: list[str]) -> bool:
    """Every one of ``fields`` of the tool ``name`` is a value the question certainly does not
    give (``tool_args.surely_absent``: an id, number, date or time where it writes no figure),
    and neither does the request's context (``carried_args.from_context``)."""
    from course_lib.sim import tool_args
    from course_lib.sim.carried_args import from_context

    spec = next((t for t in request.tools if t.name == name), None)
    if not fields or spec is None or not all(tool_args.surely_absent(spec, request.question, f) for f in fields):
        return False
    # judged over the whole request: the system message or an earlier turn may give it
    context = [request.system, *(text for role, text in request.turns if role == "human")]
    return not from_context(spec, list(fields), context)


def ask_for_arguments(request: Request, name: str, fields: list[str]) -> str:
    """The reply that asks the user for the values of ``fields`` the tool ``name`` needs (no
    call, no limit: the question certainly does not give them, ``surely_not_given``)."""
    from course_lib.sim import tool_args

    explain.rule("a tool the question is about, whose required value the question certainly does not give",
                 tool=name, missing=fields)
    spec = next(t for t in request.tools if t.name == name)
    listed = " and ".join(tool_args.asked_as(spec, f) for f in fields)
    if request.language == "zh":
        return f"要使用 {name}，我需要{listed}。请告诉我{listed}。"
    return (f"To use {name} I need the {listed}, and your message does not give "
            f"{'them' if len(fields) > 1 else 'it'}. Which {listed} do you mean?")


def _cannot_answer(request: Request) -> str:
    """The reply when nothing the simulator has answers: the limit, said plainly. Which limit
    comes from the request: an earlier turn it cannot read back, instructions whose task scored
    below the threshold, or a question that needs knowledge it does not have."""
    q = request.question
    blocked = _tool_missing_argument(request)
    if blocked and surely_not_given(request, *blocked):
        # "How much is that lamp I looked at yesterday?" for unit_price(sku): the question writes
        # no figure at all, so the SKU is certainly not in it: asking for it is what a model does
        return ask_for_arguments(request, *blocked)
    foreign = _foreign_amount(request, blocked[0]) if blocked else None
    if foreign:  # "pay the supplier 300 dollars" for amount_eur: the figure needs an exchange rate
        state_foreign(f"call the tool '{blocked[0]}' with the amount", *foreign)
    elif blocked:
        name, fields = blocked
        limits.state(
            f"call the tool '{name}'",
            f"the question is about what it does but holds no value for its required "
            f"argument{'s' if len(fields) > 1 else ''} {', '.join(repr(f) for f in fields)}",
            "ask you for it or read it from the conversation",
            kind="arguments",
        )
    elif request.history and _CUE.first_person.search(q):
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


_MONEY_WORDS = "how much cost costs price fee ticket pay charge"


def _per_period(request: Request, found: evidence.Evidence) -> str | None:
    """"What's the weekly rent?" answered by a sentence that states the amount for five weeks: the
    division, with its figures (``rates``); a stated limit when the sentence counts the periods
    but its amount cannot be divided (none, or several); ``None`` when no pick counts them."""
    from course_lib.sim import rates

    question = request.search_question
    if rates.asked_period(question) is None:
        return None
    for _, sentence in found.picks:
        rated = rates.per_period(question, sentence)
        if rated:
            explain.rule("the sentence found states the amount for several periods; divided for one",
                         sentence=sentence, answer=rated)
            return _with_citations(rated, request)
    counted = next((s for _, s in found.picks if rates.counts_periods(question, s)), None)
    if counted is None:
        return None
    explain.rule("the sentence found states an amount for several periods and no single amount to divide",
                 sentence=counted)
    return limits.state(
        "tell the amount for one period",
        f"the documents state it for several periods ('{counted[:80]}') and it finds no single amount to divide",
        "divide the amount by the number of periods, showing the figures",
        kind="documents",
    )


def _age_answer(request: Request) -> str | None:
    """The clause of the documents whose age bound the question's stated age meets (``ages``), on a
    line that states an amount of money for a money question ("How much is a ticket ...") or shares
    another word of the question; ``None`` otherwise."""
    from course_lib.sim import quantities

    question = request.search_question
    if not request.documents or ages.stated_age(question) is None:
        return None
    money = quantities.asks_money(question)
    words = set(content_terms(ages.without_age(question))) - set(content_terms(_MONEY_WORDS))

    def relevant(line: str) -> bool:
        # (a money question meets a line with an amount, or one saying what is free: "Under-5s skate free")
        return ((money and (quantities.states(line, "money") or bool(_CUE.free_of_charge.search(line))))
                or not words.isdisjoint(content_terms(line)))

    return ages.age_answer(question, tuple(d.body for d in request.documents), relevant)


def _band_answer(request: Request) -> str | None:
    """The row or line of the one age band the question's stated age meets ("My mum is 67" over
    "Senior 65+ £7.50", "Child (under 15) £7.00"; ``ages.banded``); a stated limit when it meets
    none or several, or when the question asks a price and the band's line states none (a rule
    pointing elsewhere: "Seniors from 65 pay the youth price"); ``None`` without bands."""
    from course_lib.sim import quantities

    if request.language != "en" or not request.documents:
        return None
    # (the question as written: the search form may have swapped the person for an alias, "niece" -> "kids")
    question = request.question if ages.stated_age(request.question) is not None else request.search_question
    asks_price = quantities.asks_money(request.search_question) or _CUE.asks_payment.search(request.search_question)
    if _CUE.yes_no_clause.search(question) and not asks_price:
        return None  # ("can he use the flume?": a band's rule is no answer to it; the other readings try)
    found = ages.banded(question, tuple(d.body for d in request.documents))
    if found is None:
        return None
    if isinstance(found, str):
        explain.rule("a stated age against age bands it meets none or several of", why=found)
        return limits.state("tell which age band applies", found,
                            "read which band the age falls in, or ask", kind="documents")
    if (asks_price and not quantities.states(found.text, "money")
            and not _CUE.free_of_charge.search(found.text)):
        explain.rule("a stated age meets a band whose line states no price", line=found.text)
        return limits.state("work out the price for this age",
                            f"the age band it meets says {found.text.strip()!r}, which states no price of its own",
                            "follow the rule to the price it points at", kind="documents")
    explain.rule("a stated age meets one of the age bands the documents state", line=found.text)
    return _with_citations(re.sub(r"\s{2,}", " ", found.text.strip()).rstrip(".") + ".", request)


def _from_now_limit(request: Request, found: evidence.Evidence) -> str | None:
    """"How many days until the MOT runs out?": the answer is counted from today, which the
    simulator does not know. With a date in the closest sentences and no today stated in the
    question or the documents: that date, and today's date named as what is missing; ``None``
    otherwise (a duration the documents state answers "how many days until
    the refund arrives")."""
    asked = relative_days.asks_from_now(request.question)
    if asked is None or any(relative_days.stated_today(d.body) for d in request.documents):
        return None
    date = relative_days.date_near(" ".join(s for _, s in found.picks), request.search_question)
    if date is None:
        return None
    # (no limit: the missing fact is not in the input, and no model knows today's date without
    # being told; the reply says so, as "I don't know" does for a fact the documents lack)
    explain.rule("a question counted from now, with a date in the documents and no today stated", date=date)
    return _with_citations(f"The documents give the date {date}. I don't know today's date, so I can't work out "
                           f"{asked.lower()!r} from it: tell me today's date and I will count it.", request)


def _ambiguous_reference(request: Request) -> str | None:
    """A stated conversation limit when the question's "it" / "she" may be any of the items the
    previous answer listed ("When does it close?" after "Northgate Gallery and the Lantern
    Café."; ``references.ambiguous_pronoun``): never the first one silently. ``None`` otherwise."""
    if not request.turns:
        return None
    from course_lib.sim.references import ambiguous_pronoun

    items = ambiguous_pronoun(request.question, request.turns)
    if not items:
        return None
    explain.rule("a pronoun after an answer that listed several items", items=items)
    shown = ", ".join(f"'{item}'" for item in items[:4])
    return limits.state(
        "tell which earlier item this question means",
        f"its pronoun may stand for any of the items the previous answer listed ({shown})",
        "ask which one you mean, or take the one the conversation makes clear",
        kind="conversation",
    )


def _related_rows(request: Request) -> str | Request | None:
    """A follow-up's "her opponent" / "his manager" over a table (``relations``): the answer when
    the question asks who, else the request asked of the related rows by name (its history
    dropped, so the earlier question is not read into it); a stated conversation limit when the
    relation cannot be told; ``None`` when the question names no relation of an earlier row."""
    if not request.turns or not request.documents:
        return None
    from dataclasses import replace

    from course_lib.sim.relations import related

    earlier = [text for role, text in reversed(request.turns) if role == "ai"][:1] + request.history[-1:]
    found = related(request.question, earlier, [d.body for d in request.documents])
    if found is None:
        return None
    if found.limit:
        explain.rule("a follow-up naming a relation of an earlier row that the tables do not tell",
                     phrase=found.phrase, row=found.named)
        return limits.state(f"tell who '{found.phrase}' is", found.limit,
                            "read the relation from the documents or ask who is meant", kind="conversation")
    explain.rule("a follow-up naming a relation of an earlier row: the rows sharing its group",
                 phrase=found.phrase, row=found.named, rows=list(found.rows))
    if found.asks_who(request.question):
        return _with_citations(f"{' and '.join(found.rows)}.", request)
    return replace(request, question=found.question(request.question), history=[], turns=())


def grounded_answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    """An extractive answer from the request's documents, citing their sources."""
    unresolved = _ambiguous_reference(request)
    if unresolved is not None:
        return unresolved
    relation = _related_rows(request)
    if isinstance(relation, str):
        return relation
    if relation is not None:  # "her opponent" asked of the other candidate for the same post, by name
        return grounded_answer(relation, matcher, knowledge)
    compared = _compared_answer(request, matcher)
    if compared is not None:
        return compared
    elsewhen = _other_period(request)
    if elsewhen is not None:
        return elsewhen
    # answers read from the documents' records rather than their sentences, tried in turn: a
    # count, a superlative over a column, a column's total, a path's owner in a pattern file
    # (a filter against a bound before a superlative: "below the minimum" is no "lowest"; a
    # follow-up comparing the previous answer before both: "Is that over 1000?")
    for answerer in (_receipt_answer, _chat_span_answer, _moved_answer, _recipe_answer, _configured_answer, _unread_sheet_limit, _scheduled_answer, _counted_answer, _row_compared_answer, _either_or_answer, _party_answer, _together_answer, _row_sum_answer,
                     _column_rule_answer, _running_answer,
                     _bounded_answer, _level_answer, _placed_answer, _neighbour_answer, _ranked_answer, _rank_word_answer, _summed_answer, _rate_product_answer, _worked_time_answer, _ruled_answer, _range_answer,
                     _goal_answer, _bill_answer, _group_answer, _unlisted_answer, _only_rule_answer):
        reply = answerer(request)
        if reply is not None:
            return reply
    moved = holidays.movable(request.search_question, tuple(d.body for d in request.documents))
    if moved:  # "Is it open on Easter Monday?" over notes that give dates: which date is it this year?
        explain.rule("the question names a movable holiday that no document names", holiday=moved)
        return limits.state(
            f"tell which date {moved} falls on",
            "its date changes from year to year and it holds no calendar of movable holidays",
            f"work out the date of {moved} in the year meant and read the documents for that date",
            kind="knowledge",
        )
    aged = _age_answer(request)
    if aged:  # "How much for my 10-year-old?" over "adults £12, children under 16 free"
        explain.rule("the age the question states meets the age bound of one clause of the documents",
                     age=ages.stated_age(request.search_question), answer=aged)
        return _with_citations(aged, request)
    band = _band_answer(request)
    if band is not None:  # "My mum is 67, what does she pay?" over rows of age bands
        return band
    carded = _card_status_answer(request)
    if carded is not None:  # "Can I still get a place on the raku taster?" over its card's "SOLD OUT"
        return carded
    found = evidence.gather(matcher, request.search_question, request.documents)
    sibling = _sibling_card_answer(request, found)
    if sibling is not None:  # another card's sentence for a question naming this card: a near miss
        return sibling
    found = _within_named_card(request, found)
    from_now = _from_now_limit(request, found)
    if from_now is not None:
        return from_now
    absent = absence.absent_name(request, matcher, found) if found.picks else None
    if absent:
        # "Does the api depend on redis?" over a compose file that names no redis: the lines that
        # meet "api" and "depend" are another service's, so quoting them would answer another question
        # (unless the word is a superlative whose bound a line states: "the heaviest bag", "max 23 kg")
        bound = _bound_answer(request, found)
        if bound:
            return bound
        explain.rule("the question names a thing no document holds", name=absent, coverage=found.coverage)
        return dont_know(request)
    if found.answered and request.history and _only_a_reference(request.question):
        # "And the other one?" names nothing of its own: the sentences found answer the earlier
        # question again, not the item the reference means, which it does not resolve
        explain.rule("a follow-up that only refers to an earlier item", coverage=found.coverage)
        return _other_words(request)
    if found.answered:
        explain.rule(
            "extractive answer: the chosen sentences cover the question",
            coverage=found.coverage,
            sentences=[s for _, s in found.picks],
            sources=found.sources(),
        )
        rated = _per_period(request, found)
        if rated:
            return rated
        worked = _discounted_answer(request, found)
        if worked:
            return worked
        filtered = bool(found.ties)  # rows listed as the ones that meet the question's words: a filter, not a quote
        tied = _tied_rows(found)
        if tied:
            return tied
        missed = near_miss.spread(request.search_question, [s for _, s in found.picks])
        if missed:  # "yellow 0417 - have I won?" over the pink 0417 row and the yellow 0931 row
            explain.rule("a yes/no whose values no one row holds together", values=list(missed.values))
            return _with_citations(missed.answer(), request)
        offered = alternatives.offered(request.search_question)
        if offered and alternatives.both_quoted(offered, [s for _, s in found.picks], matcher.forms):
            explain.rule("a which-question's two alternatives, each in a chosen line, not compared", offered=list(offered))
            return limits.state("choose between the two the question offers",
                                f"it found a line for each ({offered[0]!r}, {offered[1]!r}) but does not compare "
                                "what they say", "compare the two lines and answer with one", kind="documents")
        answer = evidence.compose_answer(found)
        if len(found.picks) == 1:
            from course_lib.sim import labelled_amounts

            one = labelled_amounts.picked(request.search_question, found.picks[0][1])
            if one:  # "a full groom for a medium dog" over "small dogs £38, medium £46, large £58"
                explain.rule("the one labelled amount of a listing sentence the question names", coverage=found.coverage)
                answer = one
        titled = label_titles.subject_only(found, matcher, request.search_question)
        if titled:  # "What is the jar made of?" answered by a label's line that only shares "jar" with its title
            explain.rule("the chosen lines share with the question only the words of their label's title",
                         coverage=found.coverage, title=titled)
            return limits.state(
                "tell whether the documents answer this",
                f"the lines it found share with the question only the words of the title they stand under "
                f"({titled!r}), and every line of it is about that, so none of them is known to say what is asked",
                "read which line of it answers, or say it does not hold the answer", kind="documents")
        uncomputed = _uncomputed(request, found)
        if uncomputed:  # the figures to work the answer out from, passed off as the answer
            explain.rule("the chosen sentences give the operands of a computation, not its result",
                         coverage=found.coverage)
            return limits.state("work the answer out from the documents' figures", uncomputed,
                                "compute it from the figures the documents give", kind="documents")
        from course_lib.sim import rule_lines

        ruled = rule_lines.unapplied([s for _, s in found.picks], request.search_question)
        if ruled:  # "Who can Novak challenge?" answered by Novak's row and "up to two places above you"
            explain.rule("the chosen sentences hold a row and a rule it does not apply", rule=ruled)
            return limits.state("apply the rule the documents give to the row", "the lines found are a row and "
                                "a rule that bounds or derives the answer from it, and it does not "
                                "work rules out over rows",
                                "apply the rule to the row's values, or say the documents do not settle it",
                                kind="documents")
        unpersoned = _figures_for_who(request, found, matcher)
        if unpersoned:  # "Who planted T04?" answered by the row's "planted: 2018"
            explain.rule("a who-question answered by table cells that hold only figures", coverage=found.coverage)
            return limits.state("tell who from this table", unpersoned,
                                "read who it is from another column or say the table does not hold it",
                                kind="documents")
        unjudged = None if filtered else _unjudged(request, found)
        if unjudged:  # "Is the pH too high?" answered by "pH: 8.4 (ideal 6.8-8.2)": a figure, no verdict
            explain.rule("the chosen sentences give figures, not the verdict the question asks",
                         coverage=found.coverage)
            return limits.state("tell whether the documents answer this", unjudged,
                                "compare the figures with the bound, the norm or the rank the question names",
                                kind="documents")
        unnegated = _negation_unapplied(request, found, matcher)
        if unnegated:  # "Which trees haven't been pruned this year?" answered by a row pruned this year
            explain.rule("the chosen sentences hold what the question negates", coverage=found.coverage)
            return limits.state("answer a question about what is not so", unnegated,
                                "list the items the documents do not say it of", kind="documents")
        asked = _unanswered_form(request.search_question, found) or _missing_answer_form(
            request.search_question, found)
        headed = _headed_answer(found, answer, asked or _unstated_date(request.search_question, found))
        if headed:  # "Which version added X?" under "## 3.4.0 (2026-11-20)": the heading states it
            explain.rule("the chosen sentence's section heading states the asked value", coverage=found.coverage)
            return _with_citations(headed, request)
        if asked:
            return _with_citations(_form_limit(asked, answer), request)
        missing = _missing_parts(matcher, request.search_question, found)
        written = _written_elsewhere(missing, request, found)
        if written:  # "I could not find anything about 'total'" where a line it does not read says "TOTAL"
            explain.rule("the chosen sentences miss a word of the question that the documents write elsewhere",
                         coverage=found.coverage, missing=written)
            return _with_citations(_elsewhere_limit(written, answer), request)
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
    headed = _headed_answer(found, evidence.compose_answer(found), asked) if asked else None
    if headed:  # the sentence names no version, the heading of its section does
        explain.rule("the chosen sentence's section heading states the asked value", coverage=found.coverage)
        return _with_citations(headed, request)
    if asked:  # "Which version added dark mode?": the sentence on dark mode names no version
        explain.rule("the documents' closest sentence states no value of the asked kind", coverage=found.coverage)
        return _with_citations(_form_limit(asked, evidence.compose_answer(found)), request)
    rated = _per_period(request, found) if found.picks else None
    if rated:  # "What's the daily cost?" over "£255.00 for 3 days": "daily" is met by no word, by the division
        return rated
    worked = _discounted_answer(request, found) if found.picks else None
    if worked:  # "an adult day pass online?" over "1 day: 79" and "Buy online and save 10%"
        return worked
    partial = evidence.partial_answer(found, request.language)
    unfit = _unfit_partial(request, found, matcher) if partial else None
    if unfit:
        # "When is the next version out?" answered by a post's "around 9 pm every day" (a time,
        # but of another subject), "How do I fix X?" by the thread's title: no part of an answer
        explain.rule("the closest sentences cover part of the question but do not answer its form",
                     coverage=found.coverage, missing=[c.word for c in found.uncovered][:3])
        return limits.state("tell whether the documents answer this", unfit,
                            "read the answer from the lines that reply to it or say the documents do not hold it",
                            kind="documents")
    if partial and evidence.picks_line_records(found):
        # a log, chat or settings line on the subject that lacks a word of the question: another
        # line may say it in other words ("cleared the lock" for "fixed"), and the line found is
        # no part of an answer to a one-fact question
        left = [c.word for c in found.uncovered if c.key_term and not c.answer_type][:3]
        explain.rule("a line of a line-per-record document covers part of the question",
                     coverage=found.coverage, missing=left)
        return _with_citations(_line_limit(left, evidence.compose_answer(found)), request)
    if partial and request.history and _CUE.earlier_item.search(request.question):
        # "And the other one?": the part it answers is read from the earlier question's words,
        # not from the item the reference means, which it does not resolve
        explain.rule("a partial answer to a follow-up that refers to an earlier item", coverage=found.coverage)
        return _other_words(request)
    written = _written_elsewhere([c.word for c in found.uncovered if c.key_term and not c.answer_type], request,
                                 found) if partial else []
    if written:  # the part it "could not find" is written in a line it does not read as a sentence
        explain.rule("a partial answer misses a word of the question that the documents write elsewhere",
                     coverage=found.coverage, missing=written)
        return _with_citations(_elsewhere_limit(written, evidence.compose_answer(found)), request)
    if partial and _CUE.verbatim_parts.search(f"{request.system}\n{request.human}"):
        # "extract any part of the context *AS IS* that is relevant": the parts are the reply; a
        # sentence on what they lack would break the copy the program keeps
        explain.rule("the prompt asks for the relevant parts copied as they are", coverage=found.coverage)
        return evidence.compose_answer(found)
    if partial:
        read = partial_trust.features(found, request.search_question)
        if not partial_trust.trusted(read):
            # "Which bottle is cheapest?" answered by the wine list's first row, "How many nights?" by
            # the booking's head line: over records, a rank or a count is worked out from their
            # values, so the part found is no part of the answer and "I don't know that part" a guess
            explain.rule("a partial answer over records to a question asking a rank or a count",
                         coverage=found.coverage, worked=read.worked, missing=list(read.missing)[:3])
            return limits.state(
                "tell whether the documents answer this",
                f"the question asks for {'the one that ranks first' if read.worked == 'rank' else 'a count'}, "
                "which is worked out from the records' values, and the lines it found only share the question's words",
                f"{'rank' if read.worked == 'rank' else 'count'} the records by their values, "
                "or say the documents do not hold it",
                kind="documents",
            )
        explain.rule(
            "partial answer: the documents cover part of the question",
            coverage=found.coverage,
            missing=[c.word for c in found.uncovered],
            sentences=[s for _, s in found.picks],
        )
        return _with_citations(partial, request)
    unread = _unread_value(request.search_question, found)
    unread_why = None if unread else _unread_sentence(request.search_question, found, request)
    if unread_why:
        explain.rule("a sentence of the documents holds what the question asks about, in a shape it does not read",
                     coverage=found.coverage)
        return limits.state("tell whether the documents answer this", unread_why,
                            "read the answer from that sentence or say the documents do not hold it", kind="documents")
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
    if not request.question.strip():  # "Sentiment of this text (positive/negative): <text>": text, no question
        explain.rule("documents but no question to answer from them")
        return _no_question_limit()
    expanded = _abbreviations_spelled_out(request)
    if expanded:  # "ICU" where the notes say "intensive care unit": read the question with their words
        question, spelled = expanded
        again = evidence.gather(matcher, question, request.documents)
        said = "; ".join(f"'{a}' read as '{b}'" for a, b in spelled)
        spelled_forms = matcher.forms(" ".join(b for _, b in spelled))
        # the spelled-out words weigh much: every other word of the question must be covered too
        rest = [c.word for c in again.uncovered if c.key_term and not c.answer_type and c.key not in spelled_forms]
        if again.answered and not rest:
            explain.rule("extractive answer: the question's abbreviation read as the documents' words",
                         expanded=said, sentences=[s for _, s in again.picks])
            return _with_citations(evidence.compose_answer(again), request)
        explain.rule("the question's abbreviation read as the documents' words, and still no sentence answers",
                     expanded=said)
        return limits.state(
            "tell whether the documents answer this",
            f"with the question's {said} (the documents spell it out), no sentence answers it in a form it reads",
            "answer from the sentences about it, or say the documents do not hold it",
            kind="documents",
        )
    typo = _mistyped(request) or _misspelled_name(request)
    if typo and typo[2]:  # "platfrom" one edit from the notes' "platform" and from no other word: read as meant
        question = re.sub(rf"\b{re.escape(typo[0])}\b", typo[1], request.search_question)
        again = evidence.gather(matcher, question, request.documents)
        rest = [c.word for c in again.uncovered if c.key_term and not c.answer_type]
        if again.answered and not rest and not _unanswered_form(question, again):
            explain.rule("extractive answer: a mistyped word of the question read as the documents' word",
                         word=typo[0], near=typo[1], sentences=[s for _, s in again.picks])
            said = f"(Reading '{typo[0]}' as '{typo[1]}'.) " if typo[0][:1].isupper() else ""  # a name: say so
            return _with_citations(said + evidence.compose_answer(again), request)
    if typo:  # "platfrom" where the notes say "platform": it matches words as written
        explain.rule("no sentence answers, and a word of the question looks mistyped", word=typo[0], near=typo[1])
        return limits.state(
            "tell whether the documents answer this",
            f"the question's word '{typo[0]}' is no word it knows and one typo from the documents' "
            f"'{typo[1]}', and it matches words as they are written",
            "read the question as meant (a typo) and answer, or say the documents do not hold it",
            kind="documents",
        )
    unread_words = _other_words(request)
    if unread_words:
        explain.rule("no sentence answers, and the question's wording gives it reason to doubt its reading",
                     coverage=found.coverage)
        return unread_words
    if _near_miss(found, request):
        # Near miss: the closest sentences carry most of the question's weight yet miss a part it
        # needs (a figure no sentence writes, "75" inside "60 to 119 minutes"): "I don't know."
        # would be a guess as confident as an answer.
        left = [c.word for c in found.uncovered][:3]
        explain.rule("the documents' closest sentences cover most of the question, not all of it",
                     coverage=found.coverage, missing=left)
        return limits.state(
            "tell whether the documents answer this",
            f"a sentence of the documents covers most of the question but not {', '.join(repr(w) for w in left)}",
            "read whether that sentence answers it (a figure inside a range, a word said another way) "
            "or say the documents do not hold it",
            kind="documents",
        )
    otherwise = _said_otherwise(request, found, matcher)
    if otherwise:
        explain.rule("no sentence answers, but the closest ones share the question's subject and what they miss "
                     "is everyday words the documents may say another way", coverage=found.coverage,
                     missing=otherwise)
        return limits.state(
            "tell whether the documents answer this",
            f"the documents speak of {', '.join(repr(c.word) for c in found.covered[:3])} but no sentence says "
            f"{', '.join(repr(w) for w in otherwise[:3])} in those words, and it matches words, not meanings",
            "read whether a sentence says it in other words (a kind for its instance, a synonym) "
            "or say the documents do not hold it",
            kind="documents",
        )
    if _self_statement(request.question) or _CUE.conversation_task.search(request.system):
        # "I like to bike around San Francisco" under instructions with sections, or instructions
        # to update a memory from the chat history: "I don't know." would answer a question
        # nobody asked
        explain.rule("the last message is material for the instructions' task, not a question the documents answer")
        return limits.state(
            "tell what this prompt asks",
            "the instructions ask for something done with the conversation (or the last message is the "
            "user's statement about themselves), and it found no task it knows in them",
            "do what the instructions ask with the conversation",
            kind="reading",
        )
    keyed = _data_keys_named(request)
    if keyed:
        # a data or configuration file one of whose keys the question names ("RestartSec=15" for
        # "how long ... before restarting"): its records are read by their keys' words only, so
        # "I don't know." would be a guess as confident as an answer
        explain.rule("the documents are a data or configuration file whose keys the question names, and no "
                     "record answers it in words it reads", keys=keyed)
        return limits.state(
            "tell whether this data or configuration file answers the question",
            f"the question names its key{'s' if len(keyed) > 1 else ''} {', '.join(repr(k) for k in keyed[:3])}, "
            "but it reads a record's key and value as words only, and none says the rest of what is asked",
            "read the records' keys and values for what they mean, or say the file does not hold it",
            kind="documents",
        )
    notation = next((share for share in map(_unread_notation, (d.body for d in request.documents))
                     if share >= NOTATION_SHARE), None)
    if notation is not None:  # a METAR line, a chess game's tags, `df -h`: words matched find nothing
        explain.rule("no sentence answers, but a document is written mostly in a notation, not in words",
                     coverage=found.coverage, notation=notation)
        return limits.state(
            "tell whether the documents answer this",
            f"{round(notation * 100)} % of a document's terms are codes, figures with units or words it "
            "does not know (a notation, a coded report, a listing), and it matches words, not notations",
            "read the notation or say the documents do not hold the answer",
            kind="documents",
        )
    subjectless = _subjectless(request, found)
    if subjectless:  # "Where are they going?" over a letter about a trip: no word of it names what it asks about
        explain.rule("no sentence answers, and the question names its subject by no word of its own",
                     coverage=found.coverage, words=subjectless)
        return limits.state(
            "tell whether the documents answer this",
            f"the question names what it asks about only by a pronoun and everyday words "
            f"({', '.join(repr(w) for w in subjectless[:3])}) that no sentence of the documents uses, so it cannot "
            "tell what in them it asks about",
            "read the question as being about the documents' subject and answer from them, or say they do not "
            "hold it",
            kind="documents",
        )
    read = absence.features(request, matcher, found)
    if read is not None and not absence.trusted(read) and read.worked == "rank" and read.prose >= 0.5:
        explain.rule("no sentence answers a rank, but the documents' list items each state a measured value",
                     coverage=found.coverage, items=read.measured_items)
        return limits.state(
            "rank the documents' list items",
            f"the question asks which one ranks first, and {read.measured_items} list items each state a value "
            "of one kind, but it does not compare list items by their values",
            "compare the items' values and name the one that ranks first",
            kind="documents",
        )
    if read is not None and read.asked_back and not absence.trusted(read):
        # "are we still on for the climbing saturday?" then "yes! 10am at Vertigo" in a chat
        # export: the notes ask it themselves, and the reader never quotes a question
        explain.rule("no sentence answers, but the documents ask the question themselves and the lines after "
                     "it state a value of the asked kind", coverage=found.coverage, asked=read.asked)
        return limits.state(
            "tell whether the documents answer this",
            f"the documents ask about the question's subject themselves, and the lines right after that state "
            f"a value of the kind asked ({read.asked}), but it does not read a reply to a question in the "
            "documents as the answer",
            "read the reply that follows the question in the documents, or say they do not hold the answer",
            kind="documents",
        )
    if read is not None and not absence.trusted(read):
        # a log, a listing, a schedule read line by line by its words, the closest line on the
        # question's subject: "I don't know." would rest on a reading that misses "07 Dec" for
        # "7 December" or "Max stay" for "the longest"
        explain.rule("no sentence answers, but the documents are records read by their words and the closest "
                     "one is on the question's subject", coverage=found.coverage, prose=read.prose)
        return limits.state(
            "tell whether the documents answer this",
            "it could not find the answer in the documents, but they are records, rows or a listing it reads "
            "word by word, their closest line is on the question's subject, and its reading may miss an answer "
            "written differently (an abbreviation, a code, a synonym)",
            "read those lines for what they mean, or say the documents do not hold it",
            kind="documents",
        )
    owed = _unworked_remainder(request)
    if owed:  # "How much do I still owe?" over a log of hours, a rate and a payment: no line states it
        explain.rule("no sentence answers, and the question asks what is left of amounts the documents give",
                     coverage=found.coverage)
        return limits.state("work the answer out from the documents' figures", owed,
                            "work out the sum due and take off what was paid", kind="documents")
    row = absence.row_named(request.search_question, _bodies(request))
    if row:  # "How far did I walk on Tuesday?" over a row "Tue ... Distance (mi) 8.2": the row is there
        explain.rule("no sentence answers, but the question names a row of a table", row=row, coverage=found.coverage)
        return limits.state(
            "tell whether the documents answer this",
            f"the question names the table's row or column {row!r}, and it reads the rows' cells as words, "
            "which may not say what is asked in the question's words",
            "read the row's cells for what they mean, or say the table does not hold it",
            kind="documents",
        )
    bound = _bound_answer(request, found)
    if bound:  # "the hottest water I can wash it in" over "Hand wash cold, max 30°C": the ceiling is the answer
        return bound
    operands = operand_units.unworked(request.search_question, _bodies(request))
    if operands:  # "How much is the labour?" over "2 fitters for 4 days at EUR 280 per fitter per day"
        explain.rule("no sentence answers, and one on the question's subject gives the operands of the asked value",
                     coverage=found.coverage)
        return limits.state("work the answer out from the documents' figures", operands,
                            "work the value out from those figures, or say the documents do not hold it",
                            kind="documents")
    explain.rule("the documents do not answer the question", coverage=found.coverage)
    return dont_know(request)


def _bound_answer(request: Request, found: evidence.Evidence) -> str | None:
    """The one line on the question's subject stating the bound its superlative asks ("max 30°C" for
    "the hottest water", ``bound_lines``), cited; ``None`` for none."""
    if request.language != "en":
        return None
    bound = bound_lines.bound_line(request.search_question, _bodies(request))
    if not bound:
        return None
    explain.rule("no sentence says the question's superlative, one on its subject states that bound",
                 coverage=found.coverage, sentences=[bound])
    return _with_citations(bound.rstrip(".") + ".", request)


def _subjectless(request: Request, found: evidence.Evidence) -> list[str]:
    """The question's words when every one of them is an everyday word ("going", "happen") that no
    document holds, it names nothing (no name, code or rarer word) and its subject is a pronoun,
    no noun phrase ("they", not "the support act"): "I don't know." would say the notes lack an
    answer to a question whose subject they cannot tell ("Where are they going?" over a letter
    about a school trip). With no such word ("What are they doing?"), the pronoun; empty
    otherwise."""
    from course_lib.sim.thresholds import threshold
    from course_lib.sim.weights import zipf

    if request.language != "en" or found.coverage > 0 or not request.documents:
        return []
    words = [c.word for c in found.question.concepts if not c.answer_type and c.kind != "type"]
    if any(c.is_name or c.kind == "code" for c in found.question.concepts):
        return []
    everyday = threshold("subjectless_word_zipf")
    if not all(w.isalpha() and zipf(w.lower()) >= everyday for w in words):
        return []
    said = {w.lower() for w in re.findall(r"[A-Za-z']+", request.search_question)}
    if said & _DETERMINERS or not said & _PERSONAL_PRONOUNS:
        return []  # "Who was the support act?" names its subject: "the support act"
    return words or [w for w in re.findall(r"[a-z']+", request.search_question.lower()) if w in _PERSONAL_PRONOUNS][:1]


# a question whose subject is a pronoun only ("Where are they going?") and no noun phrase
_DETERMINERS = frozenset({"the", "a", "an", "my", "your", "our", "their", "his", "her", "its", "this", "that",
                          "these", "those", "any", "some", "each", "every"})
_PERSONAL_PRONOUNS = frozenset({"it", "they", "he", "she", "we", "you", "i", "them"})


def _unworked_remainder(request: Request) -> str | None:
    """Why "I don't know." is no answer to "how much do I still owe?" (``None`` when it may be):
    the question asks what is left of a sum (patterns.yaml ``replies.computed_remainder``) and the
    documents give two amounts of money or more, from which it would be worked out."""
    from course_lib.sim.currencies import AMOUNT_RE

    m = _CUE.computed_remainder.search(request.search_question)
    if m is None:
        return None
    amounts = [a.group(0) for d in request.documents for a in AMOUNT_RE.finditer(d.body)][:50]
    if len(amounts) < 2:
        return None
    return (f"the question asks what is {m.group(0)!r}, and the documents give amounts "
            f"({', '.join(dict.fromkeys(amounts[:4]))}) but state no such remainder: it does not work one out")


# the share of a document's terms in a notation over which "I don't know" is no evidence of absence
NOTATION_SHARE = 0.4
_TERM_RE = re.compile(r"[^\W_][\w'./%:+-]*[^\W_]|[^\W_]")
_PLAIN_FIGURE_RE = re.compile(r"^[\d.,:/%+-]+$")
_WORD_TERM_RE = re.compile(r"^[^\W\d_]+(?:['-][^\W\d_]+)*$")


@lru_cache(maxsize=256)
def _unread_notation(body: str) -> float:
    """A document's ``notation_share`` when no reader takes it by its keys (0.0 when one does)."""
    from course_lib.sim.data_records import parses_as_data

    if _read_as_records(body) or parses_as_data(body):
        return 0.0
    return notation_share(body)


def _read_as_records(body: str) -> bool:
    """Whether the reader took most of a document's lines as records it reads one by one (a
    table's "column: value" facts, "key: value" lines, a fixed-width table's rows named by their
    first words, a deep YAML file's leaves): its "I don't know" then rests on lines it read, as
    over prose, whatever the values look like."""
    from course_lib.sim.prose import units

    parts = [u for u in units(body) if not u.heading]
    keyed = sum(1 for u in parts if u.table or u.record_head or u.record_start or u.row)
    return bool(parts) and keyed * 2 >= len(parts)


def _native_zipf(text: str):
    """A word's Zipf frequency in the text's own language when that is not English and wordfreq
    lists it ("chiuso" in an Italian menu), else a function giving 0.0."""
    from course_lib.sim.sentiment import language_code

    code = language_code(text)
    if code in ("en", "zh"):
        return lambda word: 0.0
    from wordfreq import available_languages, zipf_frequency

    if code not in available_languages("small"):
        return lambda word: 0.0
    return lambda word: zipf_frequency(word, code, wordlist="small")


def notation_share(body: str) -> float:
    """The share of a document's terms that are not words it knows: codes mixing letters and
    figures ("25018G32KT", "sda1", "1.8T"), paths and dotted names ("/usr/bin/rsnap"), letter
    strings no word list of English or the text's own language holds ("EGLL", "NOSIG"); a plain figure counts half (prose has a few,
    a coded report is made of them). Single letters count for neither side. 0.0 for a text of
    under four such terms, or for Chinese (read by characters)."""
    from course_lib.sim.weights import zipf

    if has_cjk(body):
        return 0.0
    native = _native_zipf(body[:2000])
    known = 0
    coded = 0.0
    for term in _TERM_RE.findall(body[:4000]):
        if _PLAIN_FIGURE_RE.match(term):
            coded += 0.5
            continue
        if len(term) == 1:
            continue
        if _WORD_TERM_RE.match(term):  # letters, maybe joined by an apostrophe or a hyphen
            plain = term.replace("'", "").replace("-", "").lower()
            unknown = zipf(plain) == 0.0 and native(plain) == 0.0
            # "dbdump", "EGLL" are no words; a capitalised unknown ("Okafor") is likely a name
            if unknown and not term.istitle():
                coded += 1
            else:
                known += 1
        else:
            coded += 1
    total = known + coded
    return round(coded / total, 3) if total >= 4 else 0.0


def _data_keys_named(request: Request) -> list[str]:
    """The question's content words that name a record key of a data or configuration document
    (``prose.data_keys``), in the question's order."""
    from course_lib.sim.prose import data_keys

    keys: set[str] = set()
    asked = set(content_terms(request.question))
    for doc in request.documents[:_MAX_KEYED_DOCS]:
        found = data_keys(doc.body) if hasattr(doc, "body") else ""
        keys.update(content_terms(found) if found else ())
        keys.update(_row_key_asked(doc.body, asked) if found else ())
    if not keys:
        return []
    words = [w for w in re.findall(r"[^\W_]+", request.question) if w.lower() not in _ASKED_FORM]
    return [w for w in dict.fromkeys(words) if set(content_terms(w)) & keys]


def _row_key_asked(body: str, asked: set[str]) -> set[str]:
    """The terms of a table's first column header when the question names it and none of that
    column's values ("Which filesystem is nearly full?" over ``df -h``): it asks which row, by a
    reading of the other columns it did not make. (A question naming a row, "the Gold tier",
    asks for that row's field, which ``prose.data_keys`` keys already cover.)"""
    from course_lib.sim.prose import units

    rows = [u for u in units(body) if u.table and u.cells and u.cells[0][0]][:_MAX_KEYED_ROWS]
    if not rows:
        return set()
    header = set(content_terms(rows[0].cells[0][0]))
    if not header & asked or any(set(content_terms(u.cells[0][1])) & asked for u in rows):
        return set()
    return header


_MAX_KEYED_ROWS = 500  # a cap on the rows whose first cell is read
_MAX_KEYED_DOCS = 20  # a cap on the documents whose keys are read
_ASKED_FORM = frozenset({"long", "much", "many", "often", "far", "old", "big"})  # "how long": the kind asked, no key


_SELF_STATEMENT_RE = re.compile(
    r"^\W*(?:(?:hi|hello|hey|hiya|ok|okay|great|thanks)\b[\s,!.]*(?:there\b[\s,!.]*)?)*"
    r"(?:i|i'm|i am|i've|i have|i'd|my|we|we're|we are|our)\b[^?？]*$",
    re.IGNORECASE,
)


def _self_statement(question: str) -> bool:
    """A statement the user makes about themselves ("Hi, my name is Lance", "I like to bike
    around San Francisco"): first person, no question mark."""
    return bool(_SELF_STATEMENT_RE.match(question.strip()))


def _pinned_line(subject: list, asked: list, request: Request, matcher: Matcher, family: tuple[str, ...] = ()) -> bool:
    """A line of the documents pins the question's subject: it holds two of the ``subject``
    words ("the book" and "back" in "due_back ... the day the book must be returned"), or one
    and a word of the family of one of the question's other words (``family``: "Pet safety"
    for "safe"), or one with a value of the ``asked`` kind ("pays 8 euros" for "how much ...
    pay"), or one specific word (rarer than ``subject_word_zipf``: "locker") that at most two
    lines name."""
    from course_lib.sim.thresholds import threshold
    from course_lib.sim.weights import zipf

    keys = {c.key for c in subject}
    kinds = {c.key for c in asked}
    rare = {c.key for c in subject if zipf(c.word.lower()) < threshold("subject_word_zipf")}
    naming: dict[str, int] = {}
    for doc in request.documents:
        for line in doc.body.splitlines():
            forms = matcher.forms(line) if line.strip() else frozenset()
            held = keys & forms
            if held and family and _family_held(line, family):
                return True
            if len(held) >= 2 or (held and kinds & forms):
                return True
            for key in held & rare:
                naming[key] = naming.get(key, 0) + 1
    return any(n <= 2 for n in naming.values())


def _family_held(line: str, family: tuple[str, ...]) -> bool:
    """A word of ``line`` is of the family of one of ``family`` (lower-case words of four
    letters or more): one opens the other ("safety" and "safe", "heated" and "heating")."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", line)}
    return any(w.startswith(f) or f.startswith(w) for w in words for f in family)


def _title_words(request: Request) -> frozenset[str]:
    """The stems of the documents' title and heading lines (their first line, markdown / INI
    headings, upper-case titles): the documents' topic, which every question about them shares."""
    from course_lib.sim.text import raw_tokens, stem

    out: set[str] = set()
    for doc in request.documents:
        lines = [x for x in doc.body.splitlines() if x.strip()]
        for n, line in enumerate(lines):
            if n == 0 or _TITLE_LINE_RE.search(line):
                out.update(stem(w.lower()) for w in raw_tokens(line))
        out.update(stem(w.lower()) for w in raw_tokens(doc.title or ""))
    return frozenset(out)


def _in_family(key: str, words: frozenset[str]) -> bool:
    """``key`` is one of ``words`` or of their word family: one stem opens the other ("visitor"
    and "visit", from "VISITING HOURS")."""
    if key in words:
        return True
    return len(key) >= 4 and any(len(w) >= 4 and (key.startswith(w) or w.startswith(key)) for w in words)


def _said_otherwise(request: Request, found: evidence.Evidence, matcher: Matcher) -> list[str]:
    """The question's words no chosen sentence holds, when "I don't know" would rest on them
    alone: the chosen sentences cover at least ``said_otherwise_coverage`` of the question's
    weight with a word that carries its topic, and every word they miss is an everyday English
    word (Zipf ``said_otherwise_word_zipf`` or more; a name only if as common as
    ``said_otherwise_name_zipf``: "TV", not "HEALTHCHECK"), which notes may say another way
    ("my dog" for "pets", "come back" for "returned"). Empty when a missed word is a name, a
    code, a figure, a rare term or the kind of value asked (then the documents do not hold it),
    or the question is not in English."""
    from course_lib.sim.thresholds import threshold
    from course_lib.sim.weights import zipf

    if request.language != "en" or not found.picks or found.coverage < threshold("said_otherwise_coverage"):
        return []
    topic = _title_words(request)
    subject = [c for c in found.covered
               if c.key_term and not c.answer_type and c.kind != "type" and not _in_family(c.key, topic)]
    if not subject:
        return []  # (only the documents' topic is shared: "the flat" of a lease titled "Flat 3B")
    asked = [c for c in found.covered if c.kind == "type" or c.answer_type]  # "how much", held by a price
    family = tuple(c.word.lower() for c in found.uncovered
                   if c.key_term and not c.answer_type and c.kind == "word" and len(c.word) >= 4 and c.word.isalpha())
    if found.coverage < threshold("said_otherwise_share") and not _pinned_line(subject, asked, request, matcher, family):
        return []  # (one everyday word shared by chance: "point" for "the boiling point of water")
    missed = found.uncovered
    plain, name = threshold("said_otherwise_word_zipf"), threshold("said_otherwise_name_zipf")
    for c in missed:
        if c.answer_type or c.kind in ("type", "code") or not re.fullmatch(r"[A-Za-z]+", c.word):
            return []
        if zipf(c.word.lower()) < (name if c.is_name else plain):
            return []
    return [c.word for c in missed]


def _abbreviations_spelled_out(request: Request) -> tuple[str, list[tuple[str, str]]] | None:
    """The question with each abbreviation that no document contains ("ICU") replaced by the
    words of the documents whose initials spell it ("intensive care unit"), and the pairs;
    ``None`` when no abbreviation of the question is spelled out there."""
    q = request.question
    letters = re.findall(r"[A-Za-z]+", q)
    if not letters or sum(w.isupper() for w in letters) > len(letters) / 2:  # a shouted question
        return None
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    words = re.findall(r"[A-Za-z][\w'-]*", bodies)
    spelled = []
    for m in _CUE.abbreviation.finditer(q):
        short = m.group(0)
        core = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
        if re.search(rf"\b{re.escape(core)}\b", bodies, re.IGNORECASE):
            continue  # the documents use it as it is
        n = len(core)
        for i in range(len(words) - n + 1):
            run = words[i : i + n]
            if "".join(w[0] for w in run).lower() == core.lower() and all(len(w) > 2 for w in run):
                spelled.append((short, " ".join(run)))
                break
    if not spelled:
        return None
    for short, long in spelled:
        q = re.sub(rf"\b{re.escape(short)}\b", long, q)
    return q, spelled


def _only_a_reference(question: str) -> bool:
    """The question is a reference to an earlier item and nothing more ("And the other one?",
    "What about the second one?"): no content word outside the reference."""
    from course_lib.sim.text import content_words

    m = _CUE.earlier_item.search(question)
    return m is not None and not content_words(question[: m.start()] + " " + question[m.end():])


_LOWER_WORD_RE = re.compile(r"(?<![\w-])[a-z]{4,}(?![\w-])")


def _mistyped(request: Request) -> tuple[str, str, bool] | None:
    """``(question word, document word, the only one)`` when a lower-case word of the question is
    no word the simulator knows (Zipf 0) and is one edit (a letter added, dropped, changed, or two
    swapped) from a word of the documents: "platfrom" and "platform"; the flag says no other
    document word is one edit from it. ``None`` otherwise."""
    from course_lib.sim.weights import zipf

    unknown = [w for w in dict.fromkeys(_LOWER_WORD_RE.findall(request.question)) if zipf(w) == 0.0]
    if not unknown or not request.documents:
        return None
    vocabulary = set()
    for d in request.documents[:8]:
        vocabulary |= _document_words(d.body)
    for word in unknown[:6]:
        if word in vocabulary:
            continue
        near = sorted(v for v in vocabulary if abs(len(v) - len(word)) <= 1 and one_edit(word, v))
        if near:
            return word, near[0], len(near) == 1
    return None


_NAME_WORD_RE = re.compile(r"(?<![\w-])[A-Z][a-z]{3,}(?![\w-])")


def _misspelled_name(request: Request) -> tuple[str, str, bool] | None:
    """``(question name, document name, True)`` when a capitalised word of the question ("Brant"),
    not its first word, is in no document, one edit from one document word only ("Brandt"), and
    a line holding that word also holds another name of the question that the documents hold
    ("Brandt, Felix" for "Felix Brant"): read as meant. ``None`` otherwise, and the usual reading
    goes on: alone, two names one letter apart are often two people or things (Mark and Mary,
    Merlin and Marlin), and an "I don't know" over them is right."""
    words = _NAME_WORD_RE.findall(request.question)
    first = re.match(r"\W*(\w+)", request.question)
    names = [w for w in dict.fromkeys(words) if not (first and first.group(1) == w)]
    if not names or not request.documents:
        return None
    bodies = [d.body for d in request.documents[:8] if hasattr(d, "body")]
    vocabulary = frozenset().union(*(_document_words(b) for b in bodies))
    for word in names[:6]:
        if word.lower() in vocabulary:
            continue
        near = sorted(v for v in vocabulary if abs(len(v) - len(word)) <= 1 and one_edit(word.lower(), v))
        if not near:
            continue
        others = [w for w in names if w != word and w.lower() in vocabulary]
        if len(near) != 1 or not others:
            continue
        found = [m.group(0) for b in bodies for m in [re.search(rf"\b{near[0]}\b", b, re.IGNORECASE)] if m]
        if any(re.search(rf"\b{near[0]}\b", line, re.IGNORECASE) and any(
                re.search(rf"\b{re.escape(o)}\b", line) for o in others) for b in bodies for line in b.split("\n")[:2000]):
            return word, (found[0] if found else near[0]), True
    return None


def _document_words(body: str) -> frozenset[str]:
    """A document's words of four letters or more, lower case (one home: ``typos.document_words``)."""
    from course_lib.sim.typos import document_words

    return document_words(body)


def _other_words(request: Request) -> str | None:
    """A stated limit in place of "I don't know" when the simulator's own reading, not the
    documents, may be what failed: the question refers to an item of an earlier answer ("the
    second one") it does not resolve; or it and the documents are in a language other than
    English and Chinese, which it matches only word for word; or the two are in different
    languages (other than English and Chinese, which its lexicons bridge). ``None`` otherwise."""
    q = request.question
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    if request.history and _CUE.earlier_item.search(q):
        return limits.state(
            "tell which earlier item this question means",
            f"'{_CUE.earlier_item.search(q).group(0).strip()}' refers to an earlier answer it does not read back",
            "resolve the reference from the previous answer and answer about that item",
            kind="conversation",
        )
    if len(q.split()) >= 3 and request.documents:
        from course_lib.sim.sentiment import language_code, language_name

        code = language_code(q)
        if code not in ("en", "zh") and language_code(bodies[:2000]) == code:
            return limits.state(
                "tell whether the documents answer this",
                f"the question and the documents are in {language_name(code)}, which it matches only word "
                "for word, so an answer in other words or forms may be there",
                "read the documents in that language and answer, or say they do not hold it",
                kind="documents",
            )
        other = language_code(bodies[:2000])
        # (a notation, "TAF KJFK 121130Z ...", is in no language: its own limit says so below)
        if other != code and not {code, other} <= {"en", "zh"} and notation_share(bodies[:4000]) < NOTATION_SHARE:
            # an English question over a French wine label: the words it matches are not there,
            # whatever the label says
            return limits.state(
                "tell whether the documents answer this",
                f"the question is in {language_name(code)} and the documents in {language_name(other)}, and it "
                "matches words, not translations",
                "read the documents in their language and answer, or say they do not hold it",
                kind="documents",
            )
    return None


_MAX_TIED_ROWS = 3  # rows that tie on the question's words listed together; more: a stated limit


def _tied_rows(found: evidence.Evidence) -> str | None:
    """Table rows that tie on the question's words with the one picked: listed with it (each is
    an answer the question's words allow), or a stated limit when there are too many to list;
    never the first of them alone. ``None`` (and the rows join the picks) when they can be listed."""
    if not found.ties:
        return None
    if len(found.ties) + 1 > _MAX_TIED_ROWS:
        explain.rule("table rows tie on the question's words", rows=len(found.ties) + 1)
        return limits.state(
            "tell which of the table's rows answers this",
            f"{len(found.ties) + 1} rows meet the question's words equally and say different things, "
            "and it does not choose between them by their order",
            "read the row the question means from its other words",
            kind="documents",
        )
    explain.rule("table rows tie on the question's words: all listed", rows=len(found.ties) + 1)
    rows = sorted([(found.positions[0], found.picks[0])] + [(pos, (doc, row)) for doc, row, pos in found.ties],
                  key=lambda x: x[0])
    found.picks = [p for _, p in rows]
    found.positions = [pos for pos, _ in rows]
    found.extra = []
    return None


def _scheduled_answer(request: Request) -> str | None:
    """Opening hours, a timetable or a rota read for the day the question names (``schedules``)."""
    found = schedules.answer(request.search_question, tuple(d.body for d in request.documents))
    if found is None:
        return None
    if found.limit is not None:
        explain.rule(found.rule)
        return limits.state(*found.limit, kind="documents")
    from course_lib.sim import judgements

    left = judgements.unstated(request.search_question, [found.text])
    if left:  # "Was Tuesday night warm enough?" answered by "Tuesday night: 11 C": the day's line, no verdict
        explain.rule("the lines for the day the question names give figures, not the verdict it asks",
                     answer=found.text)
        return limits.state(
            "tell whether the documents answer this",
            f"the question asks for a verdict ({', '.join(repr(w) for w in left[:3])}) and the lines for the day it "
            f"names ({found.text!r}) do not state one; it does not compare their figures with a bound",
            "compare the day's figures with the bound the question or the documents name",
            kind="documents")
    explain.rule(found.rule, answer=found.text)
    return _with_citations(found.text, request)


def _counted_answer(request: Request) -> str | None:
    """"How many requests came from 203.0.113.7?" over a log, "How many maths lessons ...?" over a
    timetable: the records holding the question's subject counted (``counting``), or a stated
    limit when that reading is ambiguous; ``None`` when counting is not how it is answered."""
    from course_lib.sim import counting

    if not counting.asks_count(request.search_question):
        return None
    found = counting.count(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, str):
        explain.rule("a count question over records whose subject is ambiguous")
        return limits.state("count what the question asks", found,
                            "read which records the question means and count them", kind="documents")
    explain.rule("a count of the records that hold the question's subject", subject=found.subject,
                 count=found.number, sentences=list(found.quoted[:6]))
    return _with_citations(counting.answer(found), request)


def _other_period(request: Request) -> str | None:
    """"Who won the summer league?" over an autumn table: the question names a season, a month or
    a year no document names while they name another (``other_period``): a stated limit, never a
    line or a ranking of the other period passed off as the answer."""
    from course_lib.sim import other_period

    found = other_period.mismatch(request.search_question, _bodies(request))
    if found is None:
        return None
    asked, held = " / ".join(found.asked), ", ".join(found.held)
    explain.rule("the question names another period than the documents", kind=found.kind, asked=found.asked,
                 held=found.held)
    return limits.state(
        "tell whether the documents answer this",
        f"the question asks about {asked}, which no document names, and the documents speak of {held}; "
        f"their lines are about that {found.kind}, not the one asked",
        f"say the documents do not cover {asked}, or read them for a line that does",
        kind="documents")


def _ranked_answer(request: Request) -> str | None:
    """"Who had the lowest rating?" over a table: the row with the column's lowest value
    (``superlatives``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import superlatives

    bodies = _bodies(request)
    found = superlatives.ranked(request.search_question, bodies)
    if found is None:
        pick = superlatives.priced(request.search_question, bodies)
        if pick is None:
            return None
        if pick.per:  # "cheapest per GB": each price divided by its amount, which no sentence states
            explain.rule("a price per unit compared over sentences that give whole prices", compared=pick.compared)
            return limits.state(
                f"compare the prices {pick.per}",
                f"the documents give {pick.compared} whole prices, and the price {pick.per} needs each "
                "divided by its amount, which it does not work out",
                "divide each price by its amount and compare",
                kind="documents",
            )
        explain.rule("a superlative over prices, one per sentence: the lowest or highest", compared=pick.compared,
                     sentences=list(pick.sentences))
        return _with_citations(superlatives.priced_answer(pick), request)
    explain.rule("a superlative over a table's column: the row with its highest or lowest value",
                 column=found.column, rows=found.rows, sentences=list(found.texts))
    return _with_citations(superlatives.answer(found), request)


def _level_answer(request: Request) -> str | None:
    """"Is grass pollen high on Thursday?", "Which day is worst?", "Monday or Wednesday?" over a
    table column of level words (``level_words``); ``None`` when that is not how the question is
    answered."""
    from course_lib.sim import level_words

    if request.language != "en":
        return None
    found = level_words.answered(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("a table column of level words compared or ranked", kind=found.kind)
    return _with_citations(found.text, request)


def _placed_answer(request: Request) -> str | None:
    """"Who came second?", "Which branch was runner-up in March?" over a table: the row at that
    position of the named (or the score) column's order (``rank_positions``); a tie there is a
    stated limit; ``None`` when that is not how the question is answered."""
    from course_lib.sim import rank_positions

    if request.language != "en":
        return None
    found = rank_positions.placed(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, rank_positions.Tied):
        explain.rule("a rank below the top over a table's column where rows tie", column=found.column,
                     rows=list(found.keys))
        return limits.state(
            f"tell which row is number {found.position} by {found.column}",
            f"{', '.join(found.keys)} tie there and the documents give no tie-break",
            "apply the table's tie-break rule (or say the table does not settle it)",
            kind="documents",
        )
    explain.rule("a rank below the top over a table's column: the row at that position", column=found.column,
                 position=found.position, from_top=found.from_top, above=list(found.above))
    return _with_citations(found.answer(), request)


def _party_answer(request: Request) -> str | None:
    """"How much for two adults and a 10-year-old?" over "adult EUR 24, child (6-15) EUR 12": the
    counts times the one line's prices per kind of person, with the working (``party_prices``); a
    stated limit when another price line names something the question names too; ``None`` when
    that is not how the question is answered."""
    from course_lib.sim import party_prices
    from course_lib.sim.group_rates import asks_price

    if request.language != "en" or not asks_price(request.search_question):
        return None
    found = party_prices.priced(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, party_prices.Unsure):
        explain.rule("a party priced per kind of person, and another price line on what the question names",
                     line=found.party.line, other=found.other)
        return limits.state(
            "work out the party's price",
            f"the prices per person ({found.party.answer()}) may not be all: another line prices something the "
            f"question names ({found.other!r})",
            "add what that line charges if it applies, or give the total with and without it",
            kind="documents",
        )
    explain.rule("a party priced per kind of person: counts times prices", line=found.line, total=found.total())
    return _with_citations(found.answer(), request)


def _neighbour_answer(request: Request) -> str | None:
    """"Who came after Amara Obi?", "What's on before the brass band?" over a numbered list of
    placings or a running order by clock time: the item next to the named one (``list_neighbours``);
    ``None`` when that is not how the question is answered."""
    from course_lib.sim import list_neighbours

    if request.language != "en":
        return None
    found = list_neighbours.neighbour(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("the item next to a named one in an ordered list", named=found.named, step=found.step,
                 position=found.position, items=found.count)
    return _with_citations(found.answer(), request)


def _rank_word_answer(request: Request) -> str | None:
    """"Who is top?", "Which teams get relegated?" (a rule: "The bottom two are relegated.") over
    a ranked table: the rows the rank word means (``ranks``); ``None`` when that is not how the
    question is answered."""
    from course_lib.sim import ranks

    found = ranks.resolved(request.search_question, _bodies(request))
    if found is None:
        return None
    if found.tied:
        explain.rule("a rank word over a ranked table whose rows tie at the boundary", word=found.word,
                     sentences=list(found.texts))
        return limits.state(
            f"tell which rows are {found.word}",
            f"rows tie on {found.by} where the {found.word} {found.count} end, and it holds no tie-break rule",
            "apply the competition's tie-break (or say the table does not settle it)",
            kind="documents",
        )
    explain.rule("a rank word over a ranked table: the first or last rows", word=found.word, by=found.by or "order",
                 rule=found.rule, sentences=list(found.texts))
    return _with_citations(ranks.answer(found), request)


_REFERS_BACK_RE = re.compile(r"\b(?:that|it|this|these|those|they)\b", re.IGNORECASE)


def _range_answer(request: Request) -> str | None:
    """"Is my vitamin D too low?" over a table row with its value and its reference range: the
    value compared with the range (``reference_ranges``); ``None`` when that is not how the
    question is answered."""
    from course_lib.sim import reference_ranges

    if request.language != "en":
        return None
    bodies = [d.body for d in request.documents]
    found = reference_ranges.judged(request.search_question, bodies)
    if found is None and request.turns and _REFERS_BACK_RE.search(request.question) and reference_ranges.only_asks(
            request.question):
        # "And is that normal?" after "What's my haemoglobin?" / "128 g/L.": the row the previous
        # question (else the previous answer) names, judged; one row or none, never a guess
        previous = [request.history[-1]] if request.history else []
        previous += [text for role, text in reversed(request.turns) if role == "ai"][:1]
        for earlier in previous:
            found = reference_ranges.judged(f"{request.question} {earlier}", bodies)
            if found is not None:
                break
    if found is None:
        return None
    explain.rule("a yes/no on a value against the range its row states: the two compared",
                 row=found.name, value=found.value, side=found.side)
    return _with_citations(found.answer(), request)


def _bounded_answer(request: Request) -> str | None:
    """"On which days was the fridge above the safe range?" over a log: every row compared with the
    bound the question states or names (``row_bounds``); a stated limit when the bound or the
    column cannot be read; ``None`` when that is not how the question is answered."""
    from course_lib.sim import row_bounds

    if request.language != "en":
        return None
    found = row_bounds.filtered(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, row_bounds.Unworked):
        explain.rule("a filter of rows against a bound it cannot read or apply", why=found.why)
        return limits.state("compare the rows with the bound the question names", found.why,
                            "read the bound and compare every row with it", kind="documents")
    explain.rule("rows filtered by a bound: each row's value compared with it", column=found.column,
                 bound=found.bound, rows=found.compared, kept=list(found.keys))
    return _with_citations(found.answer(), request)


def _goal_answer(request: Request) -> str | None:
    """"Was the quorum reached?" over minutes that state the quorum and how many were present: the
    two compared (``goals``); a stated limit when the count cannot be read; ``None`` when that is
    not how the question is answered."""
    from course_lib.sim import goals

    if request.language != "en":
        return None
    found = goals.reached(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, goals.Unworked):
        explain.rule("a goal the documents state, with no one count to compare it with", why=found.why)
        return limits.state("tell whether the goal was reached", found.why,
                            "find the count the goal is measured by and compare the two", kind="documents")
    explain.rule("a stated goal compared with the count the documents give", goal=found.goal, count=found.count)
    return _with_citations(found.answer(), request)


def _bill_answer(request: Request) -> str | None:
    """"What would it have cost without the late fee?" over a bill: its total less that line
    (``bill_lines``); a stated limit when the line or the total cannot be told; ``None`` when that
    is not how the question is answered."""
    from course_lib.sim import bill_lines

    if request.language != "en":
        return None
    found = bill_lines.without(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, bill_lines.Unworked):
        explain.rule("a total less one line, which it cannot tell", why=found.why)
        return limits.state("work out the total without the line the question leaves out", found.why,
                            "find that line and take its amount from the total", kind="documents")
    explain.rule("a bill's total less the line the question leaves out", total=found.total.amount,
                 line=found.left_out.label, result=found.result)
    return _with_citations(found.answer(), request)


def _group_answer(request: Request) -> str | None:
    """"What does a group of 12 pay?" over "Groups of 10 or more: £6.50 per person": the size times
    the rule's price (``group_rates``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import group_rates

    if request.language != "en" or not group_rates.asks_price(request.question):
        return None
    found = group_rates.priced(request.question, _bodies(request))
    if found is None:
        return None
    explain.rule("a group's size times the per-person price of the group rule it reaches", size=found.size,
                 each=found.each, rule=found.rule)
    return _with_citations(found.answer(), request)


def _row_compared_answer(request: Request) -> str | None:
    """"Is that less than February?" after "301 kWh." for March: the previous answer's figure
    compared with the other row's figure in its column, or with the question's bound
    (``row_comparisons``); ``None`` when that is not how the question is answered."""
    if request.language != "en" or not request.turns or not request.history:
        return None
    from course_lib.sim import row_comparisons

    answer = next((text for role, text in reversed(request.turns) if role == "ai"), "")
    found = row_comparisons.compared(request.question, request.history[-1], answer,
                                     [d.body for d in request.documents])
    if found is None:
        return None
    explain.rule("a follow-up comparing the previous answer's figure with another row or a bound",
                 row=found.mine, column=found.column, other=found.other, against=found.against)
    return _with_citations(found.answer(), request)


def _unread_sheet_limit(request: Request) -> str | None:
    """A question asked of a score sheet the table reader leaves unread (a label over numbered
    columns, rows with a label-less second line: ``score_sheets``): a stated documents limit,
    never its title or a row of marks quoted; ``None`` when no such sheet is asked of."""
    from course_lib.sim import score_sheets

    if request.language != "en":
        return None
    for body in _bodies(request)[:20]:
        sheet = score_sheets.unread_sheet(body)
        why = score_sheets.asked_of(request.search_question, sheet, body) if sheet else None
        if why:
            explain.rule("a question asked of a score sheet it cannot read as a table", label=sheet.label, why=why)
            return limits.state(
                "read this score sheet",
                f"{why}, and its rows (cells of several marks, a second unlabelled line of totals under "
                f"each name, {sheet.columns} numbered columns) do not read as a table here",
                f"read the row and the {sheet.label.lower()} the question asks about, or work the totals out",
                kind="documents")
    return None


def _either_or_answer(request: Request) -> str | None:
    """"Which costs more, the X or the Y?": the alternative whose one figure is the larger (or the
    smaller), both shown, or a stated limit when the figures are not read so (``either_or``);
    ``None`` when the question is no such comparison."""
    from course_lib.sim import either_or

    if request.language != "en":
        return None
    found = either_or.compared(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, either_or.Unread):
        explain.rule("a comparison of two named items whose figures it cannot read", reason=found.reason)
        return limits.state(f"compare the {found.names[0]} and the {found.names[1]} from the documents", found.reason,
                            "read each one's figure and compare them, or say the documents do not hold them",
                            kind="documents")
    explain.rule("a comparison of two named items: the one whose figure is the larger or the smaller",
                 winner=found.winner.figure, other=found.other.figure)
    return _with_citations(found.answer(), request)


def _together_answer(request: Request) -> str | None:
    """"How much are the X and the Y together?": the two items' amounts added up, with their terms
    (``together_sums``); a stated limit when their currencies differ; ``None`` otherwise."""
    from course_lib.sim import together_sums

    if request.language != "en":
        return None
    found = together_sums.summed(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, together_sums.Unsummed):
        explain.rule("two named items' amounts that cannot be added", reason=found.reason)
        return limits.state(f"add up the {found.names[0]} and the {found.names[1]}", found.reason,
                            "add the amounts in one currency, or say the documents do not give them so",
                            kind="documents")
    explain.rule("two named items' amounts added up", first=found.first.figure, second=found.second.figure)
    return _with_citations(found.answer(), request)


def _column_rule_answer(request: Request) -> str | None:
    """"Who gets the voucher?" over a table and its rule "a voucher for the top bowler with an
    average below 140", or "Who came second?" under its tie line: the row the rule picks
    (``column_rules``); a stated limit when the rule cannot pick one; ``None`` otherwise."""
    from course_lib.sim import column_rules

    if request.language != "en":
        return None
    bodies = _bodies(request)
    found = column_rules.placed(request.search_question, bodies) or column_rules.by_rule(request.search_question, bodies)
    if found is None:
        return None
    if isinstance(found, column_rules.Unworked):
        explain.rule("a rule over a table's column that does not pick one row", why=found.why)
        return limits.state("apply the documents' rule to the table's rows", found.why,
                            "filter and rank the rows as the rule says, or say which rows it leaves", kind="documents")
    explain.rule("a rule over a table's column applied to its rows", row=found.key, rule=found.rule)
    return _with_citations(found.answer(), request)


def _only_rule_answer(request: Request) -> str | None:
    """"Can I pay cash in the cafe?" over "Cafe: card payments only": the permission read against
    the rule (``only_rules``): yes or no by it, or a stated limit when the question's thing is not
    told to be the rule's kind or not; ``None`` when that is not how the question is answered."""
    from course_lib.sim import only_rules

    if request.language != "en":
        return None
    found = only_rules.ruled(request.search_question, _bodies(request))
    if found is None:
        return None
    if found.verdict is None:
        explain.rule("a permission asked against an 'only' rule it cannot settle", rule=found.rule, only=found.only)
        return limits.state(
            "tell whether this is allowed",
            f"the documents restrict it to {found.only} (\"{found.rule}\"), and it cannot tell whether what the "
            f"question asks about is {found.only}",
            f"say whether it counts as {found.only}: if not, the rule says no",
            kind="documents",
        )
    explain.rule("a permission asked against an 'only' rule: met or broken", rule=found.rule, only=found.only,
                 verdict=found.verdict)
    return _with_citations(found.answer(), request)


def _row_sum_answer(request: Request) -> str | None:
    """"What did Priya and Daniel score together?" over a table: the named rows' cells of one
    column added up (``row_sums``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import row_sums

    if request.language != "en":
        return None
    found = row_sums.summed(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("named rows of a table added up over one column", column=found.column, rows=list(found.keys))
    return _with_citations(found.answer(), request)


def _unlisted_answer(request: Request) -> str | None:
    """"Is torch installed?" over a ``pip freeze`` listing that names no torch: "No", read from
    the whole listing (``listings``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import listings

    if request.language != "en":
        return None
    found = listings.absent(request.search_question, [d.body for d in request.documents])
    if found is None:
        return None
    explain.rule("a yes/no about a name that no entry of a listing of names holds", name=found.name,
                 entries=found.entries)
    return _with_citations(found.answer(), request)


def _running_answer(request: Request) -> str | None:
    """"What was the score after four ends?" over a line score: each row's first numbered columns
    added (``totals.running_total``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import totals

    running = totals.running_total(request.search_question, _bodies(request))
    if running is None:
        return None
    explain.rule("a running total: each row's first numbered columns added", upto=running.upto)
    return _with_citations(running.answer(), request)


def _summed_answer(request: Request) -> str | None:
    """"How many seats are there altogether?" over a table: its column added up (``totals``);
    ``None`` when that is not how the question is answered."""
    from course_lib.sim import totals

    bodies = _bodies(request)
    span = totals.spanned(request.search_question, bodies)
    if span is not None and span.difference is None:
        explain.rule("a span from the first to the last row over a column that does not run up", column=span.column)
        return limits.state(
            "work out the span from the first to the last row",
            f"the {span.column} column does not only go up, so it is no running count whose last value "
            "less its first is the answer, and it does not tell which rows to add",
            "add the rows' own amounts (or subtract, for a running count), or say the table does not hold it",
            kind="documents",
        )
    if span is not None:
        explain.rule("a span over a running column: its last value less its first", column=span.column,
                     first=span.first, last=span.last)
        return _with_citations(totals.span_answer(span), request)
    found = totals.totalled(request.search_question, bodies)
    if found is None:
        return None
    explain.rule("a total over a table's column: its cells added up", column=found.column, rows=found.rows,
                 cells=list(found.cells))
    return _with_citations(totals.answer(found), request)


def _rate_product_answer(request: Request) -> str | None:
    """"How much is the labour?" over "2 fitters for 4 days at EUR 280 per fitter per day": the rate
    times its counts (``rate_products``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import rate_products

    if request.language != "en":
        return None
    found = rate_products.product(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("a rate times the counts it is charged by", rate=found.rate, counts=list(found.counts),
                 total=found.total)
    return _with_citations(found.answer(), request)


def _worked_time_answer(request: Request) -> str | None:
    """An end date (a start date plus a validity: ``validity``) or a whole's length or end time (its
    items' durations added: ``item_durations``), or a stated limit; ``None`` when not asked."""
    from course_lib.sim import end_times, item_durations, validity

    bodies = _bodies(request)
    found = validity.worked_end(request.search_question, bodies) or item_durations.whole_length(request.search_question, bodies)
    if found is None and request.language == "en":
        ended = end_times.ended(request.search_question, bodies)
        if isinstance(ended, end_times.Unworked):
            explain.rule("an end time whose line gives a start but no one length", why=ended.reason)
            return limits.state("work out this end time from the documents", ended.reason,
                                "add the length to the start time, or say the documents do not give it",
                                kind="documents")
        if ended is not None:
            explain.rule("an end time: the one start time and the one length its line gives, added",
                         start=ended.start, length=ended.length, end=ended.end)
            return _with_citations(ended.answer(), request)
    if found is None or request.language != "en":
        return None
    if getattr(found, "date", 0) is None or getattr(found, "minutes", 0) is None:
        explain.rule("a date or a length to work out from the documents that it cannot work out", why=found.reason)
        return limits.state("work out this date or length from the documents", found.reason,
                            "add the validity or the durations the documents give, or say they do not hold it",
                            kind="documents")
    explain.rule("a date or a length worked out from the documents: a start plus a validity, or durations added",
                 found=found.answer())
    return _with_citations(found.answer(), request)


def _recipe_answer(request: Request) -> str | None:
    """"What runs if I type `just` alone?", "What runs before release?" over a justfile or a
    Makefile (``recipe_files``); ``None`` when no document is one or the question is none of its
    readings."""
    from course_lib.sim import recipe_files

    if request.language != "en":
        return None
    found = recipe_files.answered(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("a recipe file read as recipes", kind=found.kind)
    return _with_citations(found.text, request)


def _configured_answer(request: Request) -> str | None:
    """"Are source maps generated?" over a ``tsconfig.json``: the one setting whose key path and
    value meet the question's words (``config_files``); ``None`` when no document is a
    configuration file or no setting meets every word."""
    from course_lib.sim import config_files

    if request.language != "en":
        return None
    from course_lib.sim import share_permissions

    permitted = share_permissions.allowed(request.search_question, _bodies(request))
    if permitted is not None:
        explain.rule("a yes/no on a share's rights, read from its section's permission keys",
                     section=permitted.section, settings=[s.where() for s in permitted.deciding])
        return _with_citations(permitted.text(), request)
    found = config_files.answered(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, config_files.Tied):
        explain.rule("settings of a configuration file in different places meet the question alike",
                     settings=[s.where() for s in found.settings])
        return limits.state(
            "tell which of these settings the question means",
            f"the configuration sets it in {len(found.settings)} places ({found.listed()})",
            "pick the setting the question is about from its context",
            kind="documents",
        )
    if isinstance(found, config_files.Unset):
        explain.rule("a section the question names sets nothing it asks; another section does",
                     section=found.section.where(), elsewhere=found.elsewhere.where())
        return _with_citations(found.text(), request)
    if isinstance(found, config_files.NotListed):
        explain.rule("a yes/no about a name that no item of a configuration file's lists holds", name=found.name,
                     settings=[s.where() for s in found.settings])
        return _with_citations(found.text(), request)
    if isinstance(found, config_files.Counted):
        explain.rule("a count of the items of a configuration file's list settings the question names",
                     settings=[s.where() for s in found.settings])
        return _with_citations(found.text(), request)
    explain.rule("a configuration file's setting whose key path and value meet the question",
                 setting=found.setting.where(), value=found.setting.written())
    return _with_citations(found.text(), request)


def _chat_span_answer(request: Request) -> str | None:
    """"How long did it take Tomasz to move everything?" over a chat export: the span between the
    author's first message on the act and the later one saying it is done (``chat_records``); a
    stated limit when the chat holds the author but not both messages; ``None`` otherwise."""
    from course_lib.sim import chat_records

    if request.language != "en":
        return None
    found = chat_records.span(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, chat_records.Unworked):
        explain.rule("a span asked over a chat export whose messages do not give both ends", why=found.reason)
        return limits.state("work out how long it took from the chat", found.reason,
                            "read the author's messages on the act and the one saying it is done, or say the chat "
                            "does not hold them", kind="documents")
    explain.rule("a span over a chat export: the author's first message on the act to the one saying it is done",
                 author=found.author, start=found.start.time, end=found.end.time, minutes=found.minutes)
    return _with_citations(found.text(), request)


def _moved_answer(request: Request) -> str | None:
    """"Where did the chairs end up?" over "The folding chairs have been taken to the sports hall":
    the clause that moves the thing, its verb another than the question's (``moved_places``); a
    stated limit when clauses move things but none the documents name as the thing asked."""
    from course_lib.sim import moved_places

    if request.language != "en":
        return None
    found = moved_places.moved(request.search_question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, moved_places.Unnamed):
        explain.rule("a 'where did it end up' whose thing no document names, beside lines that move other things",
                     thing=found.thing, moved=list(found.movers))
        return limits.state(f"tell where the {found.thing} went from the documents",
                            f"lines of them say things were moved, but none names the {found.thing}",
                            "tell whether the things moved are the ones asked about, or say the documents do not say",
                            kind="documents")
    explain.rule("a 'where did it end up': the clause that moves the thing, in its own verb", clause=found.clause)
    return _with_citations(found.clause.rstrip(".") + ".", request)


def _receipt_answer(request: Request) -> str | None:
    """"What did one bag of compost cost?" over a till receipt: its rows read as rows (an item's
    price, its unit price, a discount under it, two items compared: ``receipt_rows``); ``None``
    when the documents hold no receipt or the question names no single item of it."""
    from course_lib.sim import receipt_rows

    if request.language != "en":
        return None
    found = receipt_rows.answered(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("a till receipt's rows: the item the question names, its price read from its row")
    return _with_citations(found, request)


def _ruled_answer(request: Request) -> str | None:
    """"Who owns src/billing/tax/vat.py?" over a CODEOWNERS-like file: the last rule whose pattern
    matches the path (``path_rules``); ``None`` when that is not how the question is answered."""
    from course_lib.sim import path_rules

    found = path_rules.ruled(request.search_question, _bodies(request))
    if found is None:
        return None
    explain.rule("a path matched to a rules file's patterns: the last match wins", path=found.path,
                 pattern=found.pattern, earlier=list(found.earlier))
    return _with_citations(path_rules.answer(found), request)


def _compared_answer(request: Request, matcher: Matcher) -> str | None:
    """"My suitcase weighs 35 kg. Can I check it in?" over notes with thresholds ("up to 23 kg",
    "heavier than 32 kg"): the sentences whose side the question's quantity falls on, with the
    comparison that places it there; a stated limit when no sentence speaks for its side (only
    for the other side); ``None`` when the question states no quantity the notes compare with
    (``comparisons``)."""
    question = request.search_question
    if not any(ch.isdigit() for ch in question):
        return _same_day_answer(request, matcher)
    decided = _threshold_decision(request, matcher, question)
    if decided is None:
        return None
    if not decided.met:
        sides = "; ".join(decided.why(found) for _, _, _, found in decided.unmet[:3])
        explain.rule("the notes' thresholds leave out the question's quantity", compared=sides)
        return limits.state(
            f"tell what the documents say for {decided.quantity.text}",
            f"their thresholds speak only for the other side ({sides}) and no sentence for this one",
            "say what the documents imply for that amount, or that they do not say",
            kind="documents",
        )
    why = "; ".join(dict.fromkeys(decided.why(t) for _, _, _, t in decided.met))
    return _threshold_reply(request, matcher, decided, why)


def _threshold_decision(request: Request, matcher: Matcher, question: str, related=None):
    """``comparisons.decide`` over the documents' sentences that state a threshold (those sharing
    a word with the question first, then any of a document on its subject), or ``None``;
    ``related(sentence)``, when given, also counts a sentence as sharing a word."""
    from course_lib.sim import comparisons
    from course_lib.sim.prose import units as sentence_units
    from course_lib.sim.quantities import asked_type

    sentences = [
        (i, pos, u.text)
        for i, doc in enumerate(request.documents)
        for pos, u in enumerate(sentence_units(doc.body))
        if not (u.heading or u.code) and not u.text.rstrip().endswith(("?", "？"))
        and comparisons.mentions_threshold(u.text)
    ]
    if not sentences or not comparisons.quantities(question) or _CUE.asks_total.search(question):
        return None  # ("What's the total for ... 6 days each?" asks a sum: "6 days" picks a row, it meets no threshold)
    plain_q = question
    for q in comparisons.quantities(question):
        plain_q = plain_q.replace(q.text, " ")
    asked = {f for f in matcher.forms(plain_q) if not f.startswith("@")}

    def shares_a_word(sentence: str) -> bool:
        plain_s = sentence
        for q in comparisons.quantities(sentence):
            plain_s = plain_s.replace(q.text, " ")
        return not asked.isdisjoint(matcher.forms(plain_s)) or (related is not None and related(sentence))

    decided = comparisons.decide(question, sentences, shares_a_word)
    kind = asked_type(re.split(r"(?<=[.!?])\s+", question.strip())[-1])
    asks_a_value = kind is not None and kind[0] in ("money", "number", "percent", "data")
    if decided is None and not asks_a_value:
        # "a 40 kg crate. Can I send it?" vs "Anything heavier than 31.5 kg": the note is on the
        # subject; a question asking a value ("How much is a 3 day pass?") is not put against a
        # threshold no sentence ties to its words ("Buy online at least 48 h ahead")
        on_subject = {i for i, doc in enumerate(request.documents) if shares_a_word(f"{doc.title} {doc.body}")}
        decided = comparisons.decide(question, [x for x in sentences if x[0] in on_subject], lambda _: True)
    return decided


def _threshold_reply(request: Request, matcher: Matcher, decided, why: str) -> str:
    """The sentences a quantity falls on the side of, quoted, with the comparison that puts it there."""
    question = request.search_question
    docs = request.documents
    picks = [(docs[i], text) for i, _, text, _ in decided.met]
    found = evidence.Evidence(matcher.analyse(question),
                              question, picks, [], True, None, [pos for _, pos, _, _ in decided.met])
    explain.rule("the question's quantity against the notes' thresholds: the sentences on its side",
                 compared=why, sentences=[t for _, t in picks])
    return _with_citations(f"{evidence.compose_answer(found)} ({why[0].upper()}{why[1:]}.)", request)


_SHARED_HEAD = 5  # a shorter word is too short to be the head of another ("can" / "canoe")


def _same_day_answer(request: Request, matcher: Matcher) -> str | None:
    """"What if I cancel the same morning?" over a notice rule in hours ("less than 48 hours'
    notice: 50% refund"): the phrase read as under a day's notice (``same_day``); the sentences
    both ends of that span fall on, with the comparison; ``None`` when there is no such phrase or
    the two ends fall on different sides (or on none)."""
    from course_lib.sim import same_day

    found = same_day.ends(request.search_question)
    if found is None or request.language != "en":
        return None
    said, shortest, longest = found
    asked = [t for t in content_terms(request.search_question) if len(t) >= _SHARED_HEAD]

    def related(sentence: str) -> bool:  # "cancel" / "Cancellations": one word the head of the other
        return any(a.startswith(t) or t.startswith(a) for t in content_terms(sentence) if len(t) >= _SHARED_HEAD
                   for a in asked)

    low = _threshold_decision(request, matcher, shortest, related)
    high = _threshold_decision(request, matcher, longest, related)
    if low is None or high is None or not (low.met or high.met):
        return None  # no rule in hours the phrase meets
    if [m[:3] for m in low.met] != [m[:3] for m in high.met]:  # "less than 12 hours' notice": straddled
        rules = ", ".join(dict.fromkeys(f"{t.words} {t.limit.text}" for d in (low, high)
                                        for _, _, _, ts in (*d.met, *d.unmet) for t in ts))
        explain.rule("a same-day phrase whose span of notice falls on both sides of the notes' thresholds",
                     phrase=said.phrase, thresholds=rules)
        return limits.state(
            f"tell which rule applies to {said.phrase!r}",
            f"that may be anything from minutes to almost a day's notice, and the documents' rule turns on "
            f"{rules}",
            "ask how many hours before it will be, or give the rule for each side",
            kind="documents",
        )
    rules = ", ".join(dict.fromkeys(f"{t.words} {t.limit.text}" for _, _, _, ts in high.met for t in ts))
    why = f"{said.phrase} is less than a day's notice, so {rules}"
    explain.rule("a same-day phrase read as under a day's notice against the notes' thresholds", phrase=said.phrase)
    return _threshold_reply(request, matcher, high, why)


# "How do I fix ...?", "How can we stop ...?", "What should I do ...?": a procedure is asked for
_HOW_TO_RE = re.compile(r"^\W*(?:how\s+(?:do|can|should|could|would|to|shall)\b|"
                        r"what\s+(?:should|can|could|do|shall)\s+(?:i|we|you)\s+do\b)", re.IGNORECASE)


_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def _discounted_answer(request: Request, found: evidence.Evidence) -> str | None:
    """A price asked over chosen lines that give a price and a percentage discount: the price
    after it, worked out (``discounts``), or a stated limit when the lines do not pair one price
    with one discount; ``None`` when the question asks no price or no chosen line states a
    discount."""
    from course_lib.sim import discounts
    from course_lib.sim.quantities import asked_type

    asked = asked_type(request.search_question)
    if asked is None or asked[0] != "money" or request.language != "en":
        return None
    composed = evidence.compose_answer(found)  # (a table row narrowed to the asked columns)
    worked = discounts.discounted(request.search_question, _SENTENCE_END_RE.split(composed))
    if worked is None:
        return None
    if isinstance(worked, discounts.Unworked):
        explain.rule("the chosen lines give a discount and prices it cannot pair", coverage=found.coverage)
        return limits.state("work the price out from the documents' figures", worked.why,
                            "apply the discount to the price the question means", kind="documents")
    explain.rule("the chosen lines give a price and a discount: the price after it",
                 worked=worked.sentence(), sentences=[s for _, s in found.picks])
    return _with_citations(f"{worked.sentence()} ({composed})", request)


def _unfit_partial(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the closest sentences, which cover part of the question, are no part of its answer
    (``None`` when they may be): the kind of value it asks for ("when": "9 pm") stands only in
    a sentence that holds none of the question's other words, so it is another subject's value;
    or they are only the document's title (its first line, a heading, a record's head), the
    question asks how to do something ("How do I fix ...?") and what they miss is everyday words
    another line may say in other words ("fix" for "roll back")."""
    from course_lib.sim.prose import units as sentence_units
    from course_lib.sim.quantities import asked_type
    from course_lib.sim.thresholds import threshold
    from course_lib.sim.weights import zipf

    untied = _untied_value(found, matcher) or _tied_value(found, matcher)
    if untied:
        return untied
    uncounted = _uncounted(request, found)
    if uncounted:
        return uncounted
    unsummed = _unsummed(request, found)
    if unsummed:
        return unsummed
    unranked = _unranked(request, found)
    if unranked:
        return unranked
    unjudged = _unjudged(request, found)
    if unjudged:
        return unjudged
    uncomputed = _uncomputed(request, found) or _unworked_operation(request, found)
    if uncomputed:
        return uncomputed
    owed = _unworked_remainder(request)
    if owed:  # "How much do I still owe?" answered by one row of a log of sessions
        return owed
    if request.language != "en" or asked_type(request.search_question) is not None:
        return None
    if not _HOW_TO_RE.search(request.search_question):
        return None  # (a yes/no question the title shares a word with: "Is the campsite haunted?")
    missed = [c for c in found.uncovered if c.key_term]
    plain = threshold("said_otherwise_word_zipf")
    if not missed or any(c.answer_type or c.is_name or not c.word.isalpha() or zipf(c.word.lower()) < plain
                         for c in missed):
        return None
    for (doc, _), pos in zip(found.picks, found.positions, strict=False):
        units = sentence_units(doc.body)
        if pos >= len(units):
            return None
        unit = units[pos]
        heads = {u.record_head for u in units if u.record_head}
        if not (pos == 0 or unit.heading or unit.text in heads) or len(units) < 2 or len(unit.text.split()) > 12:
            return None  # (a JSON or BibTeX entry read as one unit is the whole document, not its title)
    return (f"the closest line is the document's title, and no line says {', '.join(repr(c.word) for c in missed[:3])} "
            "in those words, which another line may say in other words")


def _unranked(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to "which is the hardest?" is none (``None`` when it may be one): the
    word the question ranks by is in no chosen sentence, so the line quoted is any line (a
    chart's first row for "the hardest"), not the one that ranks first. A listed superlative
    ("largest", "highest") is left alone: a figure such as a maximum may state it."""
    from course_lib.sim.superlatives import ranked_by_figure, ranking_word

    word = ranking_word(request.search_question)
    if not word or word in ranked_by_figure() or word not in {c.word.lower() for c in found.uncovered}:
        return None  # ("the largest upload": a line's "max_size_mb = 25" may state it)
    return (f"the question asks which is the {word}, and no sentence of the documents that it found says "
            f"so or holds a figure it can rank by {word!r}; the order of the lines is no ranking it can read")


def _unjudged(request: Request, found: evidence.Evidence) -> str | None:
    """Why the closest sentences are no answer to a question asking a verdict over figures ("Is
    the pH too high?", "Was the quorum reached?"; ``None`` when they may be one): no chosen
    sentence says the judgement word, so quoting them would pass a figure off as the verdict
    (``judgements``)."""
    from course_lib.sim import judgements

    left = judgements.unstated(request.search_question, [s for _, s in found.picks])
    if not left:
        return None
    return (f"the question asks for a verdict ({', '.join(repr(w) for w in left[:3])}) and no sentence of the "
            "documents that it found states one; it quotes lines, it does not compare their figures with a bound, "
            "a norm or a rank")


def _uncounted(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to "how many X" is none (``None`` when it may be one): a word of X is
    in no chosen sentence and they hold no figure the question does not give, so none states the
    count (one row of a timetable for "How many maths lessons ...?", quoted with "could not find
    'lessons'")."""
    from course_lib.sim.counting import counted_phrase

    counted = counted_phrase(request.search_question)
    missed = {c.word.lower() for c in found.uncovered}
    left = [w for w in counted if w.lower() in missed]
    if not left:
        return None
    given = set(_FIGURE_RE.findall(request.search_question))
    if set(_FIGURE_RE.findall(" ".join(s for _, s in found.picks))) - given:
        return None
    return (f"the question asks how many {' '.join(counted)}, and no sentence of the documents that it found "
            "gives a number of them")


_FIGURE_RE = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w.])")


_DATE_FIGURE_RE = re.compile(
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|"
    r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b", re.IGNORECASE)
_COMPUTED_FIGURE_RE = re.compile(r"\d+(?:[.,]\d+)*")  # (any run of digits: "18%", "530", "0" for a date)
_ENUMERATOR_RE = re.compile(r"^\W*\d+(?:\.\d+)*[.)]?\s+(?=[A-Za-z])")
_TOTAL_STATED_RE = re.compile(r"\b(?:total|amount due|grand total|to pay)\b[^.\n]{0,40}?\d", re.IGNORECASE)


def _uncomputed(request: Request, found: evidence.Evidence) -> str | None:
    """Why the chosen lines are no answer to a question whose value is worked out from others
    (``None`` when they may be one): a difference, a quotient, a date counted from another, or
    the whole of a bill is asked (cues in patterns.yaml ``replies.computed_*``), and the lines give
    two figures or more but no line states the result (a date counts as one figure). Quoting
    the operands ("Battery: 18% at start, 79% at end" for "by how many points did it go up?")
    would pass them off as the answer."""
    q = request.search_question
    if _CUE.computed_difference.search(q):
        asked = "a difference"
    elif _CUE.computed_quotient.search(q):
        asked = "how many times one figure goes into another"
    elif _CUE.computed_date.search(q):
        asked = "a date counted from another"
    elif _CUE.computed_whole.search(q):
        asked = "the whole amount"
    elif arithmetic.aggregate_said(q):  # "in total", "altogether": one home for the cue
        asked = "a total"
    else:
        return None
    # (a clause or list number opening a line, "4.3 Rent shall ...", is no figure of it)
    text = " ".join(_ENUMERATOR_RE.sub("", s) for _, s in found.picks)
    if asked in ("the whole amount", "a total") and (_TOTAL_STATED_RE.search(text) or arithmetic.aggregate_said(text)):
        return None  # "Total due: 23.36 EUR", "212 bags in all": the line states it
    return _operands_only(q, text, asked)


def _operands_only(question: str, text: str, asked: str) -> str | None:
    """Why ``text`` (the chosen lines) gives the operands of what ``asked`` names and not its
    result: two figures or more the question does not give (``None`` for fewer)."""
    given = set(_COMPUTED_FIGURE_RE.findall(_DATE_FIGURE_RE.sub(" D ", question)))
    figures = [f for f in _COMPUTED_FIGURE_RE.findall(_DATE_FIGURE_RE.sub(" 0D ", text)) if f not in given]
    if len(figures) < 2:
        return None
    shown = ", ".join(f for f in figures[:4] if f != "0") or "dates and figures"
    return (f"the question asks for {asked}, and the lines it found give figures ({shown}) but state no "
            "result: it does not work one out from them")


def _unworked_operation(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer is none when the words it misses name an operation over figures
    ("How far behind the winner was X?" answered by X's row, "How much did the stall bring in?"
    by its price and count; cue ``replies.operation_word``): its lines are the operands, the
    result is worked out from them (``None`` when a missed word names no operation, or the lines
    give under two figures)."""
    missed = [c.word for c in found.uncovered if _CUE.operation_word.fullmatch(c.word)]
    if not missed:
        return None
    text = " ".join(_ENUMERATOR_RE.sub("", s) for _, s in found.picks)
    return _operands_only(request.search_question, text, f"what {missed[0]!r} works out from the figures")


def _unsummed(request: Request, found: evidence.Evidence) -> str | None:
    """Why a partial answer to a question about a sum or an average is none (``None`` when it may
    be one): the question's aggregate word ("in total", "altogether", "on average") is in no chosen
    sentence, so they are records to add up, not the total (one card payment quoted for "How much
    did I spend at the bakery in total?")."""
    def aggregate(text: str) -> re.Match | None:
        return arithmetic.aggregate_said(text) or _CUE.aggregate_more.search(text)  # one home for "in total"

    m = aggregate(request.search_question)
    if m is None:
        return None
    missed = {c.word.lower() for c in found.uncovered}
    said = m.group(0).lower().split()
    if not any(w in missed for w in said) or aggregate(" ".join(s for _, s in found.picks)):
        return None
    return (f"the question asks for {m.group(0)!r} over the records, and no sentence of the documents that it "
            "found states it: it does not add up or average the records itself")


def _untied_value(found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the value of the asked kind in the chosen sentences is not the answer (``None`` when
    it may be): every sentence stating it shares no other word with the question, while another
    chosen sentence holds the question's subject ("around 9 pm every day" in a post, "Firmware is
    3.2.1." apart, for "When is the next firmware out?")."""
    kinds = [c for c in found.covered if c.kind == "type"]
    words = {c.key for c in found.covered if c.kind != "type" and c.key_term}
    if not kinds or not words or len(found.picks) < 2:
        return None
    kind = kinds[0]
    holding = [s for _, s in found.picks if kind.key in matcher.forms(s)]
    if holding and not any(words & matcher.forms(s) for s in holding):
        return (f"the only {kind.key[1:]} in the closest sentences stands in a sentence that shares no other "
                "word with the question, so it may be another subject's")
    return None


_MAX_TIED_UNITS = 400  # sentences of the picked document looked at for another value of the asked kind
_EVENT_KINDS = frozenset({"@when", "@date", "@time"})  # when something happens: a line per event


_FIGURE_CELL_RE = re.compile(r"[\d\s.,:/%()+-]*\d[\d\s.,:/%()+-]*")


def _figures_for_who(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the chosen table rows are no answer to a "who" question (``None`` when they may be):
    the cells whose column the question names ("planted" in "Who planted T04?") hold only
    figures or dates ("planted: 2018"), which say when or how much, not who."""
    from course_lib.sim.answer_types import asks_who
    from course_lib.sim.prose import units as sentence_units

    if not asks_who(request.search_question) or len(found.positions) != len(found.picks):
        return None
    asked = {f for f in matcher.forms(request.search_question) if f[:1] not in "@~"}
    named: list[tuple[str, str]] = []
    for (doc, _), pos in zip(found.picks, found.positions, strict=True):
        units = sentence_units(doc.body)
        if pos >= len(units) or not units[pos].table or not units[pos].cells:
            return None
        for head, value in units[pos].cells[1:]:
            if asked & matcher.forms(head):
                named.append((head, value))
    if not named or not all(_FIGURE_CELL_RE.fullmatch(v) or _DATE_FIGURE_RE.fullmatch(v.strip()) for _, v in named):
        return None
    head, value = named[0]
    return (f"the column the question names, '{head}', holds '{value}', a figure or a date, not a person, and "
            "no column it names says who")


_FILTER_QUESTION_RE = re.compile(r"^\W*(?:which|what|who|whose|list|name|show)\b(?!\s+if\b)", re.IGNORECASE)


def _negation_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the chosen sentences are no answer to a question that asks for what is not so ("Which
    trees haven't been pruned in 2026?", "Who hasn't paid?"; ``None`` when they may be one): the
    words it negates are said in them, and they say no negation of their own, so they are the
    items the question leaves out ("last_pruned: Feb 2026"), not the ones it asks for."""
    from course_lib.sim.negation import negated_spans, says_a_negation

    q = request.search_question
    if not _FILTER_QUESTION_RE.search(q):
        return None
    spans = negated_spans(q)
    if not spans:
        return None
    negated = set()
    for start, end in spans:
        negated |= {f for f in matcher.forms(q[start:end]) if f[:1] not in "@~"}
    text = " ".join(s for _, s in found.picks)
    if not negated or says_a_negation(text) or not negated & matcher.forms(text):
        return None
    said = q[spans[0][0]:spans[0][1]]
    return (f"it negates '{said}', and the lines it found say that; it does not pick out the items the "
            "documents leave out")


def _tied_value(found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the one sentence giving the asked kind of value is not the answer (``None`` when it may
    be): it shares no word with the question, and another sentence of the same document gives a
    value of that kind just as well ("Pick-up: 14 March" and "Return: 19 March" for "When do I
    have to bring the car back?": the first of two dates is no answer, it is a tie)."""
    from course_lib.sim.prose import units as sentence_units

    kinds = [c for c in found.covered if c.kind == "type"]
    if not kinds or kinds[0].key not in _EVENT_KINDS:
        return None  # ("How much fibre?" missing "fibre": the thing is absent, and saying so is right)
    kind = kinds[0]
    words = {c.key for c in found.question.concepts if c.kind != "type"}
    holding = [(doc, s) for doc, s in found.picks if kind.key in matcher.forms(s)]
    if len(holding) != 1 or not words or words & matcher.forms(holding[0][1]):
        return None
    doc, chosen = holding[0]
    for u in sentence_units(doc.body)[:_MAX_TIED_UNITS]:
        if u.text.strip() == chosen.strip() or chosen in u.text:
            continue
        forms = matcher.forms(u.text)
        if kind.key in forms and not words & forms:
            return (f"the answer to '{kind.word.lower()}' it would quote stands in a sentence that shares no word "
                    "with the question, and another sentence answers it just as well, so the choice between them "
                    "is no answer")
    return None


def _near_miss(found: evidence.Evidence, request: Request | None = None) -> bool:
    """The closest sentences carry the answered share of the question's weight and what they miss
    is a figure the question names (a number a range or a threshold may hold: "75 minutes" in
    "60 to 119 minutes"), never a name or term the documents do not mention (then they do not
    hold it), nor only the form of the answer (a year no sentence states: they do not hold it).
    Below that share too when they cover every word of the question but its bare figures ("I'm
    23 ...") and a sentence of the documents states a threshold ("drivers under 25 pay ..."),
    which the figure may fall on either side of."""
    if not found.picks:
        return False
    if found.coverage < evidence.ANSWERED_COVERAGE:
        left = found.uncovered
        bare = bool(left) and all(c.is_name and c.word.isdigit() for c in left)
        return bare and request is not None and _states_threshold(request)
    left = found.uncovered
    words = [c for c in left if c.is_name and not any(ch.isdigit() for ch in c.word)]
    return not words and any(c.is_name and any(ch.isdigit() for ch in c.word) for c in left)


def _states_threshold(request: Request) -> bool:
    """A sentence of the documents states a threshold ("under 25", "more than 3 nights")."""
    from course_lib.sim import comparisons
    from course_lib.sim.prose import units as sentence_units

    return any(comparisons.mentions_threshold(u.text) for doc in request.documents
               for u in sentence_units(doc.body) if not (u.heading or u.code))


def _no_question_limit() -> str:
    """A message with text in it but no question or instruction the simulator reads."""
    return limits.state(
        "tell what this prompt asks",
        "it read the prompt's text as material to answer from but found no question or instruction in it",
        "do what the prompt asks with that text",
        kind="reading",
    )


def _line_limit(missing: list[str], answer: str) -> str:
    """The closest lines of a log, chat or settings file, then the limit: they miss ``missing``."""
    text = limits.state(
        "tell whether the documents answer this",
        f"the closest lines of a line-per-record document (a log, a chat, settings) name the question's "
        f"subject but not {', '.join(repr(w) for w in missing)}, which another line may say in other words",
        "read the lines around them or say the documents do not hold it",
        kind="documents",
    )
    return f"{answer} {text}"


def _written_elsewhere(words: list[str], request: Request, found: evidence.Evidence) -> list[str]:
    """The ``words`` a reply would say it "could not find" that the documents do write, only in
    parts it does not read as sentences (a right-aligned block read as code, a fenced block, a
    heading): saying they are absent would be false, so the reply states a limit instead. A word
    counts when its stem opens a word of that part, in any case ("TOTAL DUE" for "total")."""
    from course_lib.sim.text import stem

    if not words or not request.documents:
        return []
    chosen = " ".join(s for _, s in found.picks).lower()
    out: list[str] = []
    for word in dict.fromkeys(words):
        root = stem(word.lower())
        if len(root) < 3 or has_cjk(root):
            continue
        pattern = re.compile(rf"(?<![^\W_]){re.escape(root)}", re.IGNORECASE)
        if pattern.search(chosen):
            continue
        if any(pattern.search(d.body) and not pattern.search(_read_text(d.body)) for d in request.documents):
            out.append(word)
    return out[:3]


def _read_text(body: str) -> str:
    """The part of a document the evidence reader quotes from: its sentences, not its code blocks
    or headings (a word written only there is one it has not read; a word in a sentence it read
    and passed over is one it may honestly say it did not find)."""
    from course_lib.sim.prose import units

    return " ".join(u.text for u in units(body) if not u.code and not u.heading)


def _card_status_answer(request: Request) -> str | None:
    """For "can I (still) get a place / book" naming one card of a page of cards, its status line
    saying it takes no more bookings ("SOLD OUT"): "No" (``card_sections``); ``None`` otherwise."""
    from course_lib.sim import card_sections

    q = request.search_question
    if not card_sections.asks_place(q):
        return None
    for doc in request.documents[:8]:
        section = card_sections.named(q, doc.body)
        status = card_sections.unavailable(q, section) if section is not None else None
        if status:
            explain.rule("a card's status line says it takes no more bookings", card=section.heading, status=status)
            return _with_citations(f"No: the notes say \"{status}\" for {section.heading}.", request)
    return None


def _within_named_card(request: Request, found: evidence.Evidence) -> evidence.Evidence:
    """The chosen sentences less those of sibling cards, when the question names one card of a
    page of cards and some chosen sentence is that card's own ("are glazes included in the wheel
    throwing price": the wheel card's price line, never the hand-building card's)."""
    import dataclasses

    from course_lib.sim import card_sections

    if len(found.picks) < 2:
        return found
    q = request.search_question
    keep = []
    for (doc, _sentence), pos in zip(found.picks, found.positions, strict=True):
        section = card_sections.named(q, doc.body)
        if section is None:
            return found
        keep.append(section.start <= pos < section.end)
    if not any(keep) or all(keep):
        return found
    explain.evidence(other_cards_dropped=sum(not k for k in keep))
    return dataclasses.replace(found, picks=[p for p, k in zip(found.picks, keep, strict=True) if k],
                               positions=[p for p, k in zip(found.positions, keep, strict=True) if k])


def _sibling_card_answer(request: Request, found: evidence.Evidence) -> str | None:
    """A question naming one card of a page of cards whose chosen sentences all stand under
    other cards: those say nothing of the named card ("the notes say X for <other>, nothing for
    <this one>"); ``None`` when a pick is the named card's own, or no card is named."""
    from course_lib.sim import card_sections

    if not found.picks:
        return None
    q = request.search_question
    asked = set(content_terms(q))
    elsewhere = []
    for (doc, sentence), pos in zip(found.picks, found.positions, strict=True):
        section = card_sections.named(q, doc.body)
        if section is None:
            return None
        rest = asked - card_sections.heading_terms(section)  # what the question asks beyond the card's name
        if section.start <= pos < section.end:
            if set(content_terms(sentence)) & rest:
                return None  # the named card's own sentence meets what is asked
            continue  # there only by the card's heading
        other = card_sections.section_of(doc.body, pos)
        if other is not None and set(content_terms(sentence)) & rest:
            elsewhere.append((section, other, sentence))
    if not elsewhere:
        return None
    section, other, sentence = elsewhere[0]
    explain.rule("the sentences found stand under another card than the one the question names",
                 named=section.heading, found_under=other.heading)
    return _with_citations(f"The notes say \"{sentence.strip()}\" for {other.heading}, and nothing about that "
                           f"for {section.heading}.", request)


def _elsewhere_limit(words: list[str], answer: str) -> str:
    """The closest sentences, then the limit: the documents write ``words`` where it does not read."""
    text = limits.state(
        "tell whether the documents answer this",
        f"the documents write {', '.join(repr(w) for w in words)} in a part it does not read as sentences "
        "(a table, a header, code or a notation), so it cannot say they lack it",
        "read the answer from that part or say the documents do not hold it",
        kind="documents",
    )
    return f"{answer} {text}"


_HEADING_FIGURE_RE = re.compile(r"\d")
_MAX_HEADING_LOOKBACK = 200  # units walked back from a pick to its section's heading


def _section_heading(doc, pos: int) -> str:
    """The heading of the section the unit at ``pos`` stands in ("" when none)."""
    from course_lib.sim.prose import units as sentence_units

    units = sentence_units(doc.body)
    for j in range(min(pos, len(units)) - 1, max(-1, pos - _MAX_HEADING_LOOKBACK), -1):
        if units[j].heading:
            return units[j].text
    return ""


def _unstated_date(question: str, found: evidence.Evidence) -> str | None:
    """'date' when a "when" question's chosen sentences state no date (their section's heading
    may: a changelog's "## 3.3.0 (2026-08-15)" over "Removed: Python 3.8 support.")."""
    from course_lib.sim.quantities import asked_type

    kind = asked_type(question)
    if kind is None or kind[0] not in ("when", "date"):
        return None
    text = " ".join(s for _, s in found.picks)
    return None if _DATE_FIGURE_RE.search(text) else "date"


def _headed_answer(found: evidence.Evidence, answer: str, asked: str | None) -> str | None:
    """The answer under its section's heading, when the question asks a value of a kind the
    chosen sentence does not state ("Which version added X?", "When was Y dropped?") and the
    one heading over the chosen sentences states one (a figure; a date for a date); ``None``
    otherwise."""
    if not asked or not found.picks or len(found.positions) != len(found.picks):
        return None
    heads = {_section_heading(doc, pos) for (doc, _), pos in zip(found.picks, found.positions, strict=True)}
    if len(heads) != 1:
        return None
    head = heads.pop()
    if not head or not _HEADING_FIGURE_RE.search(head) or (asked == "date" and not _DATE_FIGURE_RE.search(head)):
        return None
    if head in answer:
        return None
    return f"Under '{head}': {answer}"


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


_WHEN_RE = re.compile(r"\bwhen\b|什么时候|何时|哪天", re.IGNORECASE)


def _unread_sentence(question: str, found: evidence.Evidence, request: Request) -> str | None:
    """What makes "I don't know" a guess when no answer was chosen (``None`` when nothing does):
    a "when" question whose chosen sentence, on the question's names, states a date or time the
    question does not ("by Thursday", "2026-04-09"); chosen sentences that cover every word of
    the question but a value it gives ("What was deprecated in 1.8.0?" under a "## [1.8.0]"
    heading of the same document); or one sentence of the documents that holds every content word of the question
    ("Helga, can you own the migration runbook?")."""
    from course_lib.sim.quantities import value_types
    from course_lib.sim.text import raw_tokens, stem

    if found.picks:
        text = " ".join(s for _, s in found.picks)
        if _WHEN_RE.search(question) and found.anchored and (value_types(text) - value_types(question)) & {"date", "time"}:
            return "the sentence on the question's subject states a date or time it does not read as the answer"
        missing = found.uncovered
        if missing and all(re.search(r"\d", c.word) and any(c.word in doc.body for doc, _ in found.picks)
                           for c in missing):  # the value stands in the chosen sentences' document
            return (f"sentences match every word of the question but {', '.join(c.word for c in missing)}, "
                    "which may stand in a heading or line it does not read with them")
    wanted = set(content_terms(question))
    if len(wanted) >= 2:
        for doc in request.documents:
            for line in re.split(r"(?<=[.!?。！？])\s+|\n+", doc.body):
                if wanted <= {stem(w.lower()) for w in raw_tokens(line)}:
                    return "one sentence of the documents holds every word of the question but it picked no answer from it"
    return _subject_line(question, wanted, request)


_KANA_RE = re.compile(r"[\u3040-\u309f]")  # hiragana
# A document's title or heading line: markdown / INI headings, underlines, upper-case titles.
_TITLE_LINE_RE = re.compile(r"^\s*(?:#|\[|[=\-~]{3,}\s*$)|^[^a-z]*[A-Z]{3,}[^a-z]*$")
# "when does it ...": a condition ("if width is zero") answers it as a date would
_CONDITION_RE = re.compile(r"\b(?:if|unless|whenever|once)\b|如果|一旦|の場合", re.IGNORECASE)


def _subject_line(question: str, wanted: set[str], request: Request) -> str | None:
    """The documents' evidence that "I don't know" would be a guess: a specific word of the
    question (rarer than ``subject_word_zipf``) that the documents name in one or two lines only, none of them a title or heading (so it is the
    question's own subject, not the documents' topic: "ValueError" in an API reference,
    "préstamo" in a library notice), on a line that holds at least ``subject_line_share`` of the
    question's other words and a value of the kind the question asks for, if it asks for one (a
    price question about a line with no price stays "I don't know")."""
    from course_lib.sim.quantities import asked_type, value_types
    from course_lib.sim.text import raw_tokens, stem
    from course_lib.sim.thresholds import threshold
    from course_lib.sim.weights import zipf

    lines: list[tuple[bool, frozenset[str], str]] = []
    for doc in request.documents:
        first = True
        for line in doc.body.splitlines():
            if not line.strip():
                continue
            title = first or bool(_TITLE_LINE_RE.search(line))
            first = False
            # (and the parts of a compound key: "Retry-After" holds "retry")
            lines.append((title, frozenset(stem(w.lower()) for w in raw_tokens(line)) | frozenset(content_terms(line)),
                          line))
    in_titles = frozenset().union(*(words for title, words, _ in lines if title))
    asked_about = {t for t in wanted if t not in in_titles and not (t.isascii() and (len(t) < 4 or t.isdigit()))
                   and not _KANA_RE.search(t)}  # (a Japanese bigram with kana in it is an ending: "払え", "ます")
    if not asked_about:
        return None
    share, rare = threshold("subject_line_share"), threshold("subject_word_zipf")
    spelled: dict[str, float] = {}  # each term's commonness: its word's, or its stem's ("publishes": "publish")
    for token in raw_tokens(question):
        base = stem(token.lower())
        spelled[base] = max(spelled.get(base, 0.0), zipf(token.lower()), zipf(base))
    commonness = {t: spelled.get(t, zipf(t)) for t in asked_about}
    ranked = sorted(asked_about, key=lambda t: commonness[t])
    # the question's one rarest word ("pillow" in "Which pillow version did we upgrade to?") names
    # its subject on its own: its line need not repeat the other words ("Bump pillow from ...")
    rarest = ranked[0] if len(ranked) == 1 or commonness[ranked[0]] < commonness[ranked[1]] else None
    asked = asked_type(question)
    for term in sorted(asked_about):
        if commonness[term] >= rare:
            continue  # (an everyday word names no subject of its own)
        holding = [(words, line) for title, words, line in lines if term in words]
        if not holding or len(holding) > 2:
            continue  # (a word many lines name is the documents' topic, not the question's subject)
        for words, line in holding:
            if term != rarest and len(asked_about & words) < share * len(asked_about):
                continue
            if asked is None or asked[0] in value_types(line) or (asked[0] == "when" and _CONDITION_RE.search(line)):
                return (f"a line of the documents names '{term}', which the question asks about, "
                        "but it picked no answer from it")
            keyed = _keyed_value(line, term)
            if keyed and asked[0] in _FIGURE_KINDS and re.search(r"\d", keyed):
                # "Retry-After: 120" for "How long ... before retrying?": the figure's unit is the
                # key's to say, which it does not read
                return (f"a line of the documents is keyed by '{term}', which the question asks about, and "
                        f"gives it a figure, but not in a form it reads as the {asked[0]} asked for")
    return None


# the kinds of value a bare figure may be ("120" under a "Retry-After" key, "3" under "Nights")
_FIGURE_KINDS = frozenset({"duration", "number", "money", "distance", "mass", "percent", "temperature",
                           "pressure", "frequency", "extent"})
# "Key: value", "Key = value", "Key — value" (a dot leader read), "Key<tab or two spaces>value"
_KEY_VALUE_RE = re.compile(r"^\s*(?P<key>[^\s:=—][^:=—\t]{0,40}?)\s*(?:[:=—：]|\t|\s{2,})\s*(?P<value>\S.*)$")


def _keyed_value(line: str, term: str) -> str | None:
    """The value of a record-shaped line whose key holds the question's word ``term`` (a stem),
    ``None`` when the line is no "key: value" or its key does not hold the word."""
    from course_lib.sim.text import raw_tokens, stem

    m = _KEY_VALUE_RE.match(line)
    if not m:
        return None
    key = m.group("key")
    if term not in {stem(w.lower()) for w in raw_tokens(key)} | set(content_terms(key)):
        return None
    return m.group("value").strip()


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
    given_figures = set(re.findall(r"\d+(?:\.\d+)*", question))
    if set(re.findall(r"\d+(?:\.\d+)*", text)) - given_figures:  # "PostgreSQL 16" asked about states no version
        return None
    given = {n.lower() for n in names(question)}
    if any(n.lower() not in given for n in names(text)):
        return None
    return asked.lower()


def _without_labels(text: str, question: str) -> str:
    """``text`` without record labels: those the question uses ("Level 1" asked: every "Level <n>")
    and a table row's leading "Word <n>" before its capitalised content."""
    for word in {w.lower() for w in re.findall(r"\b([A-Za-z]{2,})\s+-?\d+\b", question)}:
        text = re.sub(rf"\b{re.escape(word)}\s+-?\d+\b", " ", text, flags=re.IGNORECASE)
    # a record's own label in a table row: "Level 0    Main entrance", "Gate 4 Departures"
    return re.sub(r"\b[A-Z][a-z]+\s+-?\d+(?=\s+[A-Z])", " ", text)


def _missing_answer_form(question: str, found: evidence.Evidence) -> str | None:
    """'place' for a "where" question, 'price' for a "how much is / does" one, 'amount' for a
    "how many / how much <noun>" one, when no chosen sentence holds anything of that form: the sentences name the
    question's subject, not its answer. Record labels the question itself uses ("Level 1") and
    figures it gives are no answer."""
    text = " ".join(s for _, s in found.picks)
    if _CUE.answer_where.search(question) and not _CUE.answer_place.search(_CUE.answer_time_phrase.sub(" ", text)):
        return "place"
    text = _without_labels(text, question)
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        text = re.sub(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", " ", text)
    if _CUE.answer_how_much.search(question) and not _CUE.answer_price.search(text):
        return "price"
    if _CUE.answer_how_many.search(question) and not _CUE.answer_count.search(_without_dates_and_times(text)):
        return "amount"
    return None


def _without_dates_and_times(text: str) -> str:
    """``text`` without its dates ("14 December", "2026-11-20") and clock times ("6-9 pm",
    "10:40"): their figures count nothing ("How many people came?" is not answered by "Next
    meeting: 20 January")."""
    from course_lib.sim.times_of_day import CLOCK_TIME_RE

    return CLOCK_TIME_RE.sub(" ", _DATE_FIGURE_RE.sub(" ", text))


def _with_citations(answer: str, request: Request) -> str:
    """The answer followed by the prompt's "Sources:" list, when it gives one to cite."""
    if not request.citations:
        return answer
    label = "来源" if request.language == "zh" else "Sources"
    return f"{answer}\n\n{label}: " + "; ".join(dict.fromkeys(request.citations))


def _missing_parts(matcher: Matcher, question: str, found: evidence.Evidence) -> list[str]:
    """The words of a part of a multi-part question ("... and what is their yield?") that no
    chosen sentence covers."""
    parts = [planning.without_placeholders(p) for p in planning.decompose(question)]
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
    if task in ("grade_grounded", "grade_useful"):
        judged = (grading.grounded(matcher, request.generation, docs) if task == "grade_grounded"
                  else grading.resolves(matcher, request.question, request.generation))
        against = " ".join(d.body for d in docs) if task == "grade_grounded" else request.question
        word_for_word.unsure_negative(task, request.generation, judged.level, against)  # a "no" in Korean: a limit
        return judged
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
    if grading.asks_whether_it_answers(request.instructions):  # "Does the passage answer the question?"
        answered = grading.answers(matcher, request.question, docs)
        if answered is not None:
            return answered
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
    if words & lexicon("option_negative") or option.strip().lower().startswith(("no ", "not ")):
        return "negative"
    if words & lexicon("option_middle"):
        return "middle"
    if words & lexicon("option_positive"):  # data/sim/lexicons.yaml
        return "positive"
    return "unknown"




def described_polarity(options, descriptions: dict[str, str]) -> dict[str, str]:
    """Each option's polarity, where two share one told apart by what the prompt says of them:
    "irrelevant: 关联性很弱，但还有一些信息" is the middle, "none: 完全无关或为空" the negative."""
    polar = {o: option_polarity(o) for o in options}
    for o in options:
        same = [x for x in options if polar[x] == polar[o]]
        desc = descriptions.get(o, "")
        if len(same) < 2 or not desc or polar[o] != "negative":
            continue
        if _CUE.weak_desc.search(desc) and not _CUE.none_desc.search(desc):
            polar[o] = "middle"
    return polar


# a calibrated relevance score this high: the document is about the question's subject
# (``grading.Grade.score``: 0.4 to 0.6 for one that touches it; 0.25 or less for one that shares
# only generic or everyday words, whose "no" is no guess)
_SUBJECT_TOUCHED = 0.4


def _ambiguous_as_negative(v: grading.Verdict) -> None:
    """A grade with no middle option for an "ambiguous" level where the document is about the
    question's subject but does not match its other words: the safe negative value, with a stated
    limit, never a silent "no" (an answer in other words: "spread the cost" / "monthly
    instalments"). A document that shares only everyday words ("How many", "keep") gets its
    "no" with no limit."""
    if v.score is not None and v.score < _SUBJECT_TOUCHED:
        return
    if v.reason == grading.BARE_ANSWER:
        limits.state(
            "tell whether this answer resolves the question",
            "it is a bare value or list that names nothing of the question, and the simulator matches words, not meanings",
            "judge whether the value is the one the question asks for",
            kind="documents",
        )
        return
    limits.state(
        "tell whether this document answers the question",
        "it shares the question's subject but not its other words, and the simulator matches words, not meanings",
        "read the passage's meaning and grade it",
        kind="documents",
    )


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
        if level == "ambiguous":
            _ambiguous_as_negative(v)
        return "yes" if binary else "no"
    polar = described_polarity(options, descriptions or {})
    has_middle = any(p == "middle" for p in polar.values())
    if level == "ambiguous" and not has_middle:
        _ambiguous_as_negative(v)
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


def _quoted(text: str) -> list[str]:
    return list(dict.fromkeys(q.strip() for q in re.findall(r"['\"“‘`]([^'\"”’`\n]{1,30})['\"”’`]", text) if q.strip()))
