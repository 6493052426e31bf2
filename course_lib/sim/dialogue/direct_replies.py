"""Direct replies: the answer without documents or tools.

``direct_reply`` -> small talk, a translation (``translation``), arithmetic, a known fact, a fact
the user stated earlier in the conversation, or the limit said plainly (``_cannot_answer``:
asking for a tool's arguments, ``argument_asks``, or what it cannot know); ``direct_kind`` tells
which of them a request gets, without replying."""

from __future__ import annotations

import re

from course_lib.sim.dialogue import (
    introductions,
    other_one,
    persona,
    pronoun_ages,
    smalltalk,
    stated_times,
)
from course_lib.sim.dialogue.translation import translation
from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.answer_forms import missing_answer_form, unanswered_form
from course_lib.sim.grounded.no_answer import no_question_limit
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import conversation, pointed_material
from course_lib.sim.request.reading import Request
from course_lib.sim.task.tasks import MIN_SCORE, recognise
from course_lib.sim.tools.argument_asks import (
    ask_for_arguments,
    foreign_amount_asked,
    surely_not_given,
    tool_missing_argument,
)
from course_lib.sim.values.field_currency import state_foreign
from course_lib.sim.words import arithmetic
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import HIRAGANA_RE, content_terms, names, unread_script_words

_CUE = patterns("direct_replies")  # its cue patterns: data/sim/patterns.yaml


def small_talk(request: Request, knowledge: Knowledge) -> str | None:
    """The reply to small talk (``None`` when the message is a request)."""
    found = smalltalk.detect(request.question, knowledge)
    if found is None:
        name = introductions.introduced(request.question)
        if introductions.material_for_task(request.system):
            return None
        if name is None:
            plan = introductions.stated_plan(request.question)
            if plan is None:
                return None
            explain.rule("small talk: the user states a plan and asks nothing", plan=plan)
            return introductions.plan_reply()
        explain.rule("small talk: a greeting in which the user says who they are", name=name)
        return introductions.reply(name)
    explain.rule(
        "small talk: social cues and nothing a tool or document could serve",
        intent=found.intent.name,
        cues=list(found.cues),
        other_words=list(found.others),
    )
    chinese = request.language == "zh" and not HIRAGANA_RE.search(request.question)  # (Japanese: the English reply)
    # a structured-output schema is bound as a tool but is the reply's form, no tool of the assistant's
    tools = [] if request.structured else [t.name for t in request.tools]
    text = smalltalk.reply(found, tools, chinese)
    role = persona.persona(request.system) if found.intent.name == "who_are_you" else None
    if role is not None:  # "You are Pip, ..." then "What's your name?": the role first, then what plays it
        explain.rule("small talk: who the assistant is, in the persona its system prompt gives", name=role.name)
        text = persona.introduce(role, chinese) + ("" if chinese else " ") + text
    return text


def direct_kind(request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """What kind of direct answer the question allows: small talk, translation, arithmetic, fact."""
    q = request.question
    if smalltalk.detect(q, knowledge) or ((introductions.introduced(q) or introductions.stated_plan(q))
                                          and not introductions.material_for_task(request.system)):
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
    from course_lib.sim.words.conversion import convert_question

    converted = convert_question(q)
    if converted:
        explain.rule("a unit conversion, computed with pint")
        return converted
    if not content_terms(q) and content_terms(request.human):  # "Tone of this reply (polite/rude): <text>"
        explain.rule("a message with content but no question it reads")
        return no_question_limit()
    job = _pronoun_job(request) if request.turns else None
    if job:  # "what does she do?" after "my brother Tom is a nurse and my aunt Jill is a pilot"
        return job
    if request.turns and not content_terms(q):  # "How much more is the other one?": a follow-up
        return _follow_up_reference(request)
    if request.turns and other_one.refers(q) and (other_one.compares(q) or other_one.names_other(q)):
        # "How much longer is the other one?", "what was the rent on the other one"
        worked = other_one.answer(q, request.turns)
        if worked:
            explain.rule("a follow-up about one of two items the user stated, resolved by the last turns")
            return worked
        if other_one.names_other(q) and other_one.stated_two(request.turns):
            explain.rule("'the other one' over two items the user stated, with no turn choosing one")
            return limits.state(
                "tell which item 'the other one' means",
                "you stated two items and no later turn names one of them as chosen",
                "read the earlier turns and answer about the item meant",
                kind="conversation",
            )
    if not content_terms(q) and _unread_request(q):  # "செய்தியை புகார் அல்லது பாராட்டு ...": words, none it reads
        explain.rule("a message in a script the simulator has no word lists for")
        return limits.state(
            "read this message",
            "its words are in a script it has no word lists for (it reads words in Latin letters "
            "and in Chinese, Japanese and Korean characters)",
            "read the message in its own language and answer it",
            kind="reading",
        )
    if not content_terms(q):
        explain.rule("nothing to answer: the message has no content words")
        return "Could you tell me a bit more about what you need?" if request.language != "zh" else "能再具体说说你需要什么吗？"
    if request.turns:  # "when do I need to be back" after "3 hours' parking starting at 13:40"
        from course_lib.sim.grounded.end_times import ended_in_thread

        ended = ended_in_thread(q, [text for role, text in request.turns if role == "human"])
        if ended is not None:
            explain.rule("an end time worked from a start and a length the user stated earlier", start=ended.start,
                         length=ended.length, end=ended.end)
            return ended.answer()
    aged = pronoun_ages.answer(q, [text for role, text in request.turns if role == "human"] + [q])
    if aged is not None:  # "how old is he?" after "my daughter is 6 and my son is 2": the son's age
        return aged
    if request.turns:  # "what time do i finish?" after "finish at 3 instead": the instruction said later
        from course_lib.sim.dialogue.thread_workings import instructed_reply

        changed = instructed_reply(q, [text for role, text in request.turns if role == "human"])
        if changed is not None:
            return changed
    remembered = conversation.recall(request.history, q) if request.history else None
    if remembered:
        explain.rule("a fact the user stated earlier in this conversation", facts=conversation.stated_facts(request.history))
        return remembered
    field = _stated_field(request)
    if field:
        return field
    told = _told_earlier(request, matcher)
    if told:
        return told
    explain.rule("no tool, no document and no known fact answers it")
    return _cannot_answer(request)


def _stated_field(request: Request) -> str | None:
    """"What's my diet?" after "I'm vegan": the field's value the user's statements give
    (``stated_fields``), or ``None``."""
    from course_lib.sim.dialogue import stated_fields, thread_notes

    human = [text for role, text in request.turns if role == "human"]
    said = thread_notes.statements(human) if human else None
    reply = stated_fields.recalled(request.question, said) if said else None
    if reply:
        explain.rule("a fact the user stated earlier, asked back by the field it fills",
                     field=stated_fields.asked_field(request.question))
    return reply


def _pronoun_job(request: Request) -> str | None:
    """"what does she do?" after "My brother Tom is a nurse and my aunt Jill is a pilot.": the clause
    of the person the pronoun means (``pronoun_jobs``), or ``None``."""
    from course_lib.sim.dialogue import pronoun_jobs, thread_notes

    if not pronoun_jobs.asks(request.question):
        return None
    human = [text for role, text in request.turns if role == "human"]
    told = pronoun_jobs.answer(request.question, thread_notes.statements(human)) if human else None
    if told:
        explain.rule("what a person the user described does, asked by a pronoun of their relation word's gender")
    return told


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


_MAX_WORKED_QUESTION = 200  # a follow-up asking a value worked from earlier turns is one short turn


def _told_earlier(request: Request, matcher: Matcher) -> str | None:
    """The user's own earlier statement that answers the question, quoted ("Where did she move
    to?" after "My colleague Aiyana moved to Halifax"): read as notes (``thread_notes``), and
    only when the statements meet every concept of the question (its asked kind's too) and hold
    a value of the asked form; ``None`` otherwise (the conversation limit then stands)."""
    from course_lib.sim.dialogue import thread_notes

    human = [text for role, text in request.turns if role == "human"]
    from course_lib.sim.dialogue.thread_workings import party_count, worked_reply

    party = party_count(request.question, human) if human and len(request.question) <= _MAX_WORKED_QUESTION else None
    if party is not None:  # "so how many of us is that now?" after "we're three" and "add my parents"
        return party
    from course_lib.sim.dialogue.running_counts import running_count

    kept = running_count(request.question, human) if human and len(request.question) <= _MAX_WORKED_QUESTION else None
    if kept is None and human and request.language == "zh" and len(request.question) <= _MAX_WORKED_QUESTION:
        from course_lib.sim.dialogue.running_counts import running_count_zh

        kept = running_count_zh(request.question, human)  # "我现在有几本?" after "买了三本" and "送了一本"
    if kept is not None:  # "how many coffees is that?" after "I've had two coffees" and "another one"
        return kept
    from course_lib.sim.dialogue.thread_workings import running_total

    spent = running_total(request.question, human) if human and len(request.question) <= _MAX_WORKED_QUESTION else None
    if spent is not None:  # "how much have i spent" after "spent 12.40 on lunch" and "and 3.85 on a coffee"
        return spent
    from course_lib.sim.dialogue import thread_rates

    per = thread_rates.answer(request.question, human) if human and len(request.question) <= _MAX_WORKED_QUESTION else None
    if per is not None:  # "how far do I walk in a week?" after "I walk 4 km every day": 28 km
        return per
    if human and len(request.question) <= _MAX_WORKED_QUESTION and (said := thread_notes.statements(human)):
        done = worked_reply(request.question, said)  # "so how much is that a month": worked, never echoed
        if done is not None:
            return done
    if not human or not thread_notes.asks(request.question) or _CLASS_DEFINITION_RE.match(request.question):
        return None
    said = thread_notes.statements(human)
    if not said:
        return None
    from course_lib.sim.dialogue import third_persons

    told = third_persons.answer(request.question, said)
    if told is not None:  # "how old is her son?" after "My sister Priya has a son called Dev, he's 12"
        explain.rule("an age or a name the user told earlier of a person they described", statements=said)
        return told
    if third_persons.age_of_another(request.question, said):
        return None  # "how old is Beatrix?" over her cat's age: no statement tells hers
    clause = thread_notes.zh_filled(request.question, said)
    if clause is not None:  # "他在哪个城市工作?" after "他在上海工作"
        explain.rule("the user's Chinese statement that says the question's words with the answer in the asking "
                     "phrase's place", clause=clause)
        return f"你之前说过：“{clause}”。"
    unsaid = thread_notes.unsaid_name(request.question, said)
    if unsaid is not None:  # "what's my dog called?" after "we got a rescue dog, a little terrier"
        explain.rule("a name asked of a thing the user spoke of but never named", statements=said)
        return unsaid
    question = thread_notes.question_about(request.question, said)
    found = evidence.gather(matcher, question, thread_notes.as_documents(said))
    picked = [sentence for _, sentence in found.picks]
    from course_lib.sim.dialogue.turn_referents import moved_inline, referents

    meant = referents(request.question, request.turns, said)  # "when's that due?" after the assistant's "A3: ..."
    if meant is not None and not set(picked) & set(meant):
        if len(meant) != 1 or not thread_notes.holds_asked_form(question, meant[0]):
            return None  # the pronoun stands for the assistant's turn, which no one statement answers
        explain.rule("the user's statement the assistant's previous turn names, for the follow-up's pronoun",
                     sentences=meant)
        return thread_notes.quoted([moved_inline(meant[0])])
    given = {n.lower() for n in names(question)}
    if not found.answered or any(not _named_kind_met(c, given, picked) for c in found.uncovered):
        return None  # every word met, the asked kind's too ("how old": an age; "which city": a new name)
    form = unanswered_form(question, found) or missing_answer_form(question, found)
    if form == "place" and any(n.lower() not in given for n in names(" ".join(picked))):
        form = None  # "moved to Halifax": a name the question does not give is where
    if form or not thread_notes.holds_asked_form(question, " ".join(picked)):
        return None
    named = thread_notes.named_by_asked_verb(request.question, picked)
    if named is not None:  # "what should you call me?" over "I'm Oluwaseun, but everyone calls me Seun."
        explain.rule("the name the user's earlier statement gives after the question's own verb",
                     sentences=picked, name=named)
        return f"{named}."
    if len(picked) == 1:
        one = _one_coordinated_item(request.question, picked[0])  # its own words: "them" not read as the items
        if one is not None:
            return one
    from course_lib.sim.grounded.end_times import only_start_times
    from course_lib.sim.values import item_durations

    if item_durations.asks_end(request.question) and only_start_times(" ".join(picked)):
        return None  # "what time do I get in" over "my train leaves at 18:52": the departure, not the arrival
    explain.rule("a statement the user made earlier in this conversation", sentences=picked, coverage=found.coverage)
    return thread_notes.quoted(picked)


def _named_kind_met(concept, given: set[str], picked: list[str]) -> bool:
    """An asked-kind word of a place or a person ("Which city am I moving to?", "which dentist")
    is met by a name the statements hold and the question does not give ("... moving to Ghent")."""
    from course_lib.sim.words.answer_types import noun_kind

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
    from course_lib.sim.dialogue import coordination, thread_notes

    clause = coordination.meant_clause(question, statement)
    if clause is not None:
        shown = clause if statement.strip().startswith(clause) else f"… {clause}"
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


def _spoken_of(request: Request) -> bool:
    """The user said anything before the question (an earlier turn may state the answer: "where
    did I leave it?" after "I left the car on level 4")."""
    return any(role == "human" and text.strip() for role, text in request.turns)


def _cannot_answer(request: Request) -> str:
    """The reply when nothing the simulator has answers: the limit, said plainly. Which limit
    comes from the request: an earlier turn it cannot read back, instructions whose task scored
    below the threshold, or a question that needs knowledge it does not have."""
    q = request.question
    blocked = tool_missing_argument(request)
    if blocked and surely_not_given(request, *blocked):
        # "How much is that lamp I looked at yesterday?" for unit_price(sku): the question writes
        # no figure at all, so the SKU is certainly not in it: asking for it is what a model does
        return ask_for_arguments(request, *blocked)
    foreign = foreign_amount_asked(request, blocked[0]) if blocked else None
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
    elif (_CUE.untold_past.search(q.strip()) and not request.documents and not _spoken_of(request)
          and not pointed_material.carries_records(request.system)):
        # (a system prompt carrying the user's own records, unread, may say it: no "you haven't told me")
        # "what did I have for breakfast today?" as the first message: only the user could know, and
        # nothing was said (after earlier turns, one may say it in a form not read: the limit stands)
        explain.rule("a question about what the user did that no turn of the conversation says")
        return "我不知道:你还没有告诉我。" if request.language == "zh" else "I don't know: you haven't told me that."
    elif request.history and (_CUE.first_person.search(q) or _CUE.third_person.search(q)):
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


"""Hiragana: a text with it is Japanese, not Chinese."""


def _unread_request(text: str) -> bool:
    """Whether ``text``, in words of a script without word lists (``text.unread_script_words``), asks
    something: two lines, ``unread_script_request_words`` words or ``unread_script_request_letters``
    letters or more (a short thanks or greeting is asked about, never a stated limit)."""
    from course_lib.sim.words.thresholds import threshold

    words = unread_script_words(text)
    if not words:
        return False
    # (a "?" alone says little: "Привіт! Як справи?" is a greeting)
    return "\n" in text.strip() or len(words) >= threshold("unread_script_request_words") or \
        sum(map(len, words)) >= threshold("unread_script_request_letters")  # Thai writes no spaces
