"""Request -> task -> responder: where the simulator decides what to do with a request.

1. ``reading.read_request`` turns the messages (and bound tools) into a ``Request``;
2. ``task_of`` names the task it asks for (``tasks.recognise``: cues weighed, never first-match);
3. ``RESPONDERS`` maps that task to the function that carries it out (``solve``); a task without
   a responder, or whose responder finds nothing to do, is a question to answer: from the
   documents if there are any (``replies.grounded_answer``), else directly (``replies.direct_reply``).

The entry points ``model.SimulatedChatModel`` calls: ``text_reply`` (no tools bound; JSON when
the prompt asks for it) and ``structured_reply`` (a structured-output schema, field by field,
``structured.fill``). Tool calls go through ``agent.agent_step`` instead.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from typing import Any

from course_lib.sim.dialogue import (
    handed_material,
    other_one,
    relayed_limit,
    repeated_answers,
    reply_language,
)
from course_lib.sim.grounded import document_titles, evidence
from course_lib.sim.material import chat_speakers
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import answer_format, conversation, planning, reply_shape
from course_lib.sim.request.labelled_parts import items_to_rework
from course_lib.sim.request.reading import Request
from course_lib.sim.responders import (
    answer_scores,
    entity_names,
    explained_verdicts,
    few_shot_labels,
    graded_items,
    grading,
    json_by_example,
    reference_grading,
    summary_echo,
    verdict_grades,
)
from course_lib.sim.responders.choosing import choose_listed, choose_option
from course_lib.sim.responders.replies import (
    direct_reply,
    dont_know,
    grounded_answer,
    quoted_options,
    verdict,
    verdict_value,
)
from course_lib.sim.responders.structured import fill
from course_lib.sim.responders.verdicts import glossed_digit
from course_lib.sim.task import few_shot_operator, instructed_replies, writing_request
from course_lib.sim.task.tasks import LABEL_ONLY_RE, Recognised, enumerated_options, recognise
from course_lib.sim.tools import line_tools, prompted_tools
from course_lib.sim.values.field_readers import COUNT_FIELD_RE
from course_lib.sim.values.scale_glosses import digit_scale, letter_scale
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import whole_word

# A responder: (the recognised task, the request, knowledge, matcher) -> the reply's text, or
# None when the request is not for it after all (e.g. "summarize" with no documents).
Responder = Callable[[Recognised, Request, Knowledge, Matcher], "str | None"]


def task_of(request: Request, schema_text: str = "") -> Recognised:
    """The task the request asks for (step 2), with the cues and scores behind it."""
    return recognise(request, schema_text)


# --- the responders ---------------------------------------------------------------------------


def step_back(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    q = request.question
    out = planning.step_back(q)
    explain.rule("step-back: a broader question about the question's topic", topic=planning.topic_of(q))
    return out


def decompose(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    q = request.question
    if rec.count:
        steps = planning.facet_questions(q, rec.count[0], rec.count[1])
        explain.rule("decomposition into the asked number of sub-questions", steps=steps)
    else:
        steps = planning.decompose(q)
        explain.rule("decomposition: relations innermost first, parts split at 'and'", steps=steps)
    return "\n".join(f"{i}. {s}" for i, s in enumerate(steps, start=1))


def rewrite(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    q, docs = request.question, request.documents
    earlier = request.history or conversation.earlier_human_turns(f"{request.system}\n{request.human}")
    resolved = conversation.standalone(q, [t for t in earlier if t.strip() != q.strip()])
    if resolved != q:
        explain.rule("a follow-up made standalone: its pronoun is the earlier turn's subject", standalone=resolved)
        q = resolved
    parts = items_to_rework(f"{request.system}\n{request.human}")
    if parts:  # "Rephrase each step ...\nSelected steps: ...\nGoal: ...": several inputs to rework, no one question
        explain.rule("the text to rephrase holds several labelled parts", parts=parts[:4])
        return limits.state(
            "rework each of these parts for the task",
            f"the prompt hands over several labelled parts ({', '.join(repr(p) for p in parts[:3])}) to be reworked "
            "one against another, and how each should change for the others is beyond its rules",
            "work through each item as the prompt asks, for the task it gives",
            kind="reading",
        )
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


def grade(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """A verdict (relevance, groundedness, usefulness, sufficiency, need for retrieval), written
    as one of the prompt's own values or on its scale."""
    if rec.name == "grade_relevance":  # "Is this feedback relevant?": the feedback is what is graded
        request = graded_items.regraded(request) or request
    v = verdict(rec.name, request, matcher, knowledge)
    digits = [] if rec.options or rec.scale else (digit_scale(request.instructions) or digit_scale(request.human)
                                                  or letter_scale(request.instructions) or letter_scale(request.human))
    if digits:  # "1 = not relevant, 2 = somewhat, 3 = highly relevant", "A (very helpful) ...": a value, never "yes"
        value = glossed_digit(v, digits)
        explain.rule(v.reason, verdict=v.level, scale=[f"{d} = {g}" for d, g in digits], value=value)
        return value
    rated = _glossed_scale(rec, request)
    if rated is not None:  # "rate how well the reply answers, 1 (useless) to 10 (perfect)": a number
        value = float(verdict_value(v, (), (rated.low, rated.high)))
        if rated.good == rated.low:  # "1 (perfect) to 5 (useless)": the scale mirrored
            value = rated.low + rated.high - value
        explain.rule(v.reason, verdict=v.level, scale=[rated.low, rated.high], good_end=rated.good)
        return f"{int(round(value))}"
    conflict = [o for o in rec.options if reply_shape.names_conflict(o)]
    if rec.name == "grade_grounded" and conflict and v.level == "irrelevant" and v.reason != grading.CLASHED:
        # "CONTRADICTS / CONSISTENT" and an answer whose claims are only not stated: unstated is no
        # contradiction, and no value of the answer is stated otherwise, so neither label is known
        explain.rule(v.reason, verdict=v.level, options=list(rec.options))
        return limits.state("tell whether the documents contradict the answer",
                            "its claims are not stated in the documents, and no value of them is stated otherwise "
                            "there; a claim the documents leave out is not one they contradict",
                            "read whether the documents say something that rules the answer out", kind="documents")
    if rec.name == "grade_relevance" and not rec.options and rec.scale is None and explained_verdicts.asked(request):
        return explained_verdicts.reply(v, request)  # "Explain why this context is relevant": prose, not "yes"
    value = verdict_value(v, rec.options, rec.scale)
    explain.rule(v.reason, verdict=v.level, options=list(rec.options), value=value)
    return value



def _glossed_scale(rec: Recognised, request: Request):
    """An answer's usefulness asked as a number on a scale whose good end the prompt's glosses name
    ("1 (useless) to 10 (perfect)": ``grading_scales.scale``), with no documents, no offered values
    and no scale read otherwise; ``None`` else."""
    from course_lib.sim.values import grading_scales

    if rec.name != "grade_useful" or rec.options or rec.scale is not None or request.documents:
        return None
    for text in (request.instructions, request.human):
        found = grading_scales.scale(text or "")
        if found is not None and found.good is not None:
            return found
    return None


def label(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """A label prompt ("Sales / Legal / HR. Answer with one word.") gets exactly one label."""
    offering = request.instructions if request.instructions.strip() else request.human
    offered = reply_shape.offered(offering)
    values = list(rec.options) or _dash_options(request.instructions) or list(offered)
    if not values:
        return None
    # "A) 90 °C\nB) 100 °C": one option a line (read in the human turn too when the instructions
    # lost the marker's request: "Answer with the number only." is read as the reply's form)
    listed = enumerated_options(request.instructions) or enumerated_options(request.human)
    if listed and list(listed) == values:
        return _unguessed(choose_listed(listed, request, knowledge, matcher), values)
    descriptions = planning.option_descriptions(values, request.instructions)
    descriptions.update({v: d for v, d in offered.items() if d and v in descriptions and not descriptions[v]})
    chosen = choose_option(values, descriptions, _about_the_text(request, values), knowledge, matcher)
    return _unguessed(chosen, values)


def _unguessed(chosen: str, values: list[str]) -> str:
    """The chosen label, or, when choosing stated a limit (nothing picked a value, or two tied),
    the prompt's own "can't tell" value ("unsure", "unclear", 不确定: ``undecided_option`` in
    ``data/sim/patterns.yaml``), the one honest label then, else the limit sentence alone: a label
    guessed beside a limit would be read as the answer by whatever reads the reply (issue 26:
    right, or a stated limit; before, the first value stood beside the limit)."""
    if not explain.stated_limit():
        return chosen
    undecided = [v for v in values if _CUE.undecided_option.match(v.strip())]
    if len(undecided) == 1:
        explain.rule("no option picked: the prompt's own value for an undecided text", option=undecided[0])
        return undecided[0]
    return limits.stated_text()


def _about_the_text(request: Request, values: list[str]) -> Request:
    """The request with its question cut to the text the options apply to, when the question
    holds the offer itself ("Mark this as RED, AMBER or GREEN.\n\nUpdate: ..."): a question that
    names every option chooses none; with no question of its own, the documents' text is it."""
    named = sum(bool(re.search(whole_word(v, "-"), request.question, re.IGNORECASE)) for v in values)
    if named >= 2:
        text = reply_shape.subject(request.question, values)
        if request.documents and not _TEXT_WORDS_RE.search(re.sub(_ASKING_WORDS, " ", text)):
            # "How does the writer feel - happy, sad or angry? Reply with just the word.\n\nText:
            # ...": the offer and the reply's form are all the question says; the labelled text is it
            text = "\n".join(d.body for d in request.documents)
        return dataclasses.replace(request, question=text) if text else request
    if not request.question.strip() and request.documents:
        return dataclasses.replace(request, question="\n".join(d.body for d in request.documents))
    return request


# What a label prompt's own lines say besides its offer: the reply's form, nothing to label.
_ASKING_WORDS = re.compile(
    r"\b(?:answer|reply|respond|output|return|give|write|say|with|just|only|the|a|one|single|word|label|"
    r"name|value|option|category|nothing|else|please)\b",
    re.IGNORECASE,
)
_TEXT_WORDS_RE = re.compile(r"[A-Za-z]{2,}")


def chat(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    """A chat that offers options but no scale is a label prompt; any other chat is answered."""
    return label(rec, request, knowledge, matcher) if rec.options and not rec.scale else None


def key_points(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    if not request.documents:
        return None
    asking = request.instructions if request.instructions.strip() else request.human
    if entity_names.asked(asking):  # "Extract all the entities (Person, Organization, Location)"
        found = [n for d in request.documents for n in entity_names.listed(d.body)]
        found = list(dict.fromkeys(found))
        explain.rule("the text's capitalised names, days, months and figures left out", names=found)
        if not found:
            return limits.state("list this text's entities", "it finds them by their capital letters and "
                                "the text writes none", "read the names by their meaning", kind="reading")
        return ", ".join(found) if entity_names.comma_separated(asking) else "\n".join(f"- {n}" for n in found)
    lines = evidence.key_sentences(matcher, request.question, request.documents)
    explain.rule("key sentences of the documents for the question", sentences=lines)
    return "\n".join(f"- {s}" for s in lines) if lines else dont_know(request)


def summary(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str | None:
    docs = request.documents
    if not docs:
        return None
    if _BULLETS_RE.search(request.instructions):
        lines = evidence.key_sentences(matcher, request.question, docs)  # "... as a bulleted list"
        explain.rule("the main points of the documents, one per line", sentences=lines)
        return "\n".join(f"- {s}" for s in lines) if lines else dont_know(request)
    lines = evidence.summary_sentences(docs)
    explain.rule("the opening sentences of each document", sentences=lines)
    if len(docs) == 1 and lines and summary_echo.is_the_text_itself(lines, [docs[0].body]):
        return limits.state(
            "summarise this text",
            "it summarises by picking whole sentences, and this text is no longer than the sentences "
            "it would pick: its summary would be the text itself",
            "condense it in its own words",
            kind="reading",
        )
    if not evidence.summary_covers(docs):
        return " ".join(lines) + " " + limits.state(
            "summarise every document and section of its input",
            f"it strings together opening sentences, one per document or section, and stops after "
            f"{evidence.SUMMARY_MAX_SENTENCES}",
            "read every document and write one summary of all of them",
            kind="documents",
        )
    return " ".join(lines)


def answer(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """The default: an answer from the documents if there are any, else a direct one; a prompt
    that offers options and asks for nothing but one of them is a label prompt."""
    if rec.options and not rec.scale and LABEL_ONLY_RE.search(request.instructions) and (
            request.answer_form not in answer_format.VALUE_KINDS):
        chosen = label(rec, request, knowledge, matcher)  # "Choose from: A, B, C. Answer with the season only."
        if chosen is not None:
            return chosen
    if request.documents:
        writing = writing_request.limit(request.question)
        if writing:  # "Use this source to write your section: ...": no question to answer
            explain.rule("the request asks for a piece to be written from the documents, not an answer")
            return writing
        titled = document_titles.reply(request.question or request.instructions, [d.text for d in request.documents])
        if titled is not None:  # "What is the title of the following document?": its heading line
            return titled
        # "Then, give a score to the answer between 0 and 5": the score the prompt asks for beside it
        # a glued follow-up whose answer only repeats the previous answer: asked on its own words
        grounded = repeated_answers.answered_anew(grounded_answer(request, matcher, knowledge), request,
                                                  lambda alone: grounded_answer(alone, matcher, knowledge))
        reply = answer_scores.scored(grounded, f"{request.instructions}\n{request.human}", rec.scale)
        reply = reply if explain.stated_limit() else _one_speaker(reply, request)
        # "Reply with the number only.": the value alone, or the form limit (never a partial answer)
        return reply if explain.stated_limit() else answer_format.shaped(reply, request.answer_form, request.question)
    return direct_reply(request, knowledge, matcher)


def _one_speaker(reply: str, request: Request) -> str:
    """A who-question answered with chat messages: the one message that holds the question's object
    (``chat_speakers``), its speaker alone when the instructions ask for the name only."""
    spoken = chat_speakers.speaker(reply, request.question)
    if spoken is None:
        return reply
    if chat_speakers.names_only(request.instructions):
        explain.rule("a who-question over a chat, the name asked alone: the speaker of the message on its object",
                     message=spoken.text[:120])
        return spoken.author
    if spoken.text != reply.strip():
        explain.rule("a who-question over a chat: the one message on its object, the others left out",
                     message=spoken.text[:120])
        return spoken.text
    return reply


RESPONDERS: dict[str, Responder] = {
    "step_back": step_back,
    "decompose": decompose,
    "rewrite": rewrite,
    "grade_relevance": grade,
    "grade_grounded": grade,
    "grade_useful": grade,
    "sufficiency": grade,
    "need_retrieval": grade,
    "route": label,
    "classify": label,
    "plan": label,
    "extract": key_points,
    "summarize": summary,
    "chat": chat,
    "answer": answer,
}


def solve(rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher) -> str:
    """The recognised task carried out by its responder (step 3); a reply the instructions
    dictate whatever the user wrote (a question back to the user, a refusal) comes first."""
    dictated = instructed_replies.instructed_reply(
        f"{request.instructions}\n{instructed_replies.own_words(request.system)}", request.language == "zh")
    if dictated is not None:
        return dictated
    responder = RESPONDERS.get(rec.name, answer)
    reply = responder(rec, request, knowledge, matcher)
    return reply if reply is not None else answer(rec, request, knowledge, matcher)


# --- the entry points -------------------------------------------------------------------------


def text_reply(
    request: Request, knowledge: Knowledge, matcher: Matcher, schema: dict | None = None
) -> str:
    """The reply when no tools are bound: the recognised task, in the asked-for form.
    ``schema``: the fields of a JSON-mode output, used when the prompt names no keys."""
    summary_text = conversation.summary_reply(f"{request.system}\n{request.human}")  # notebook 08
    if summary_text is None:  # the conversation is in the messages themselves
        summary_text = conversation.summary_of_messages(request.human, request.turns)
    if summary_text is not None:
        explain.task("summarize_conversation")
        explain.rule("one line per exchange: the question and the first sentences of the reply")
        return summary_text
    graded = reference_grader(request)
    if graded is not None:  # "Say PASS if the answer matches the reference ...": a verdict
        explain.task("grade_reference")
        value = reference_grading.reply(graded)[0]
        if graded.json_key:  # 'Return JSON {"verdict": ...}': the verdict under the prompt's key
            return json.dumps({graded.json_key: int(value) if value.isdigit() else value}, ensure_ascii=False)
        return value
    if request.turns and other_one.refers_back(request.question):  # "the other one", "the one after that"
        referred = _referred_item(request)
        if referred is not None:
            return referred
    marked = verdict_grades.reply(f"{request.system}\n{request.human}") if not request.tools else None
    if marked is not None:  # "Mark the working OK or WRONG", "COMPLETE or MISSING-INFO": a verdict
        return marked
    failed = relayed_limit.limit(request)
    if failed:  # the last message is the simulator's own limit from an earlier step
        explain.rule("the conversation ends with a stated limit of an earlier step")
        return failed
    taught = few_shot_operator.taught(request.turns, request.question)
    if taught is not None:  # "2 🦜 2" -> "4", "2 🦜 3" -> "5": "What is 2 🦜 9?"
        explain.task("few_shot_operator")
        explain.rule("the examples apply the symbol as one operation: the question's numbers through it",
                     operation=taught[0])
        return few_shot_operator.said(request.question, taught[1])
    shown = few_shot_labels.read(request.human) if not request.tools else None
    if shown is not None:  # "Text: I loved it -> positive\nText: ... -> negative\nText: <input> ->"
        explain.task("few_shot_labels")
        return few_shot_labels.reply(shown)
    prompted = prompted_tools.reply(request.system, request.question, matcher) if not request.tools else None
    if prompted is not None:  # tools written out in the prompt, the call asked for as a JSON blob
        explain.task("prompted_tool_call")
        explain.rule("the tools the prompt writes out, one chosen and called as the prompt's JSON blob")
        return prompted
    lines = line_tools.reply(request.system, request.question, matcher) if not request.tools else None
    if lines is not None:  # tools listed in the prompt, the call asked for as "TOOL: ... / INPUT: ..." lines
        explain.task("prompted_tool_call")
        explain.rule("the tools the prompt lists, one chosen and written as the prompt's tool and input lines")
        return lines
    by_example = json_by_example.split(request.human) if not request.instructions.strip() else None
    if by_example is not None:  # 'Return JSON like {"city": "", "nights": 0}: <text>' in one message
        request = dataclasses.replace(request, instructions=by_example[0], question=by_example[1], json_mode=True)
    rec = task_of(request)
    explain.task(rec.name, **rec.evidence())
    handed = handed_material.acknowledgement(rec.name, request, rec.scores) if not rec.json else None
    if handed is not None:  # "Here's the notice they sent round:" and the notice, nothing asked yet
        explain.rule("the turn hands material over and asks nothing yet: acknowledged")
        return handed
    if rec.json:
        obj = json_reply(rec, request, knowledge, matcher, schema, by_example=by_example is not None)
        if by_example is not None:
            obj = _checked_example(obj, request)
        explain.evidence(json_keys=list(obj))
        return json.dumps(obj, ensure_ascii=False)
    reply = reply_language.enforce(request, solve(rec, request, knowledge, matcher), knowledge)
    return _json_demanded(request, reply)


def _json_demanded(request: Request, reply: str) -> str:
    """``reply``, or a stated limit when the prompt's format instructions demand JSON (cue
    ``respond.json_demanded``) and the task read from it replied in words: a bare "yes" for a
    ``PydanticOutputParser`` schema breaks the program's parser, silently."""
    if explain.stated_limit() or not _CUE.json_demanded.search(f"{request.system}\n{request.human}"):
        return reply
    try:
        json.loads(reply.strip().removeprefix("```json").removeprefix("```").removesuffix("```"))
        return reply
    except ValueError:
        pass
    explain.rule("the prompt's format instructions demand JSON and the task read from it replies in words")
    return limits.state(
        "write the JSON this prompt's format instructions ask for",
        "the task it read from the prompt gives a reply in words, not the JSON object the instructions describe",
        "fill the prompt's JSON schema from the text",
        kind="reading",
    )


def _referred_item(request: Request) -> str | None:
    """The item a follow-up refers to, resolved from the last answer before any notes or
    documents are read: "the other one" of two the user stated, the one after (or before) the
    last answer's in an ordered list of the notes; a conversation limit when the follow-up names
    nothing but the reference and it cannot be resolved; ``None`` to read on."""
    q = request.question
    worked = other_one.answer(q, request.turns) if not other_one.steps(q) else None
    if worked is None and other_one.steps(q):
        texts = [request.system, *(text for role, text in request.turns if role == "human")]
        worked = other_one.step(q, request.turns, texts)
    if worked is not None:
        explain.task("answer", reference="follow-up")
        explain.rule("a follow-up's reference resolved from the last answer", reply=worked)
        return worked
    if not other_one.only_reference(q) or (request.documents and not other_one.steps(q)):
        return None  # (an unresolved "the other one" over documents: their readers name the items it may mean)
    explain.task("answer", reference="follow-up")
    explain.rule("a follow-up naming only a reference that the earlier turns do not resolve")
    return limits.state(
        "tell what this follow-up refers to",
        "it names only a reference, and the last answer is not one of two items stated or an item of one list",
        "read the earlier turns and answer about the item meant",
        kind="conversation",
    )


def structured_reply(
    parameters: dict[str, Any], request: Request, knowledge: Knowledge, matcher: Matcher
) -> dict[str, Any]:
    """The object for a structured-output schema, field by field (a free-text field that asks
    for the task's own result gets what ``solve`` replies); a grade schema over an answer and a
    reference is filled by comparing the two (``reference_grading.structured``)."""
    graded = reference_grading.structured(parameters, _message_texts(request))
    if graded is not None:
        return graded
    return fill(parameters, request, knowledge, matcher, solve=solve)


def _message_texts(request: Request) -> list[str]:
    """The system text, the earlier human turns and the latest human message, in order."""
    return [request.system, *(t for who, t in request.turns if who == "human"), request.human]


def reference_grader(request: Request) -> reference_grading.Grader | None:
    """A reference grader in the request's messages ("Say PASS if the answer matches the reference")."""
    return reference_grading.grader(_message_texts(request), request.json_mode)


_CUE = patterns("respond")  # its cue patterns: data/sim/patterns.yaml

_BULLETS_RE = re.compile(r"\bbullet|\bbulleted\b|\b(?:as|in) a list\b|\bkey points\b|\bmain points\b|\bone per line\b|要点|列表", re.IGNORECASE)


def _dash_options(instructions: str) -> list[str]:
    return re.findall(r"^\s*[-*•]\s*`?([A-Za-z_][\w-]*)`?\s*[:：]", instructions, re.MULTILINE)


_QUOTED_TEXT_RE = re.compile(r"\"([^\"\n]*)\"|[“«„「]([^”»“」\n]*)[”»“」]")  # in pairs, in order


def _one_message_split(request: Request, keys: list[str]) -> Request:
    """A one-message JSON prompt ('Return JSON with keys "name" and "age" for this person: "Tomasz
    is 41 ..."') read from the quoted text the keys are about, not from the whole message: the
    instruction's own words ("JSON") are no values. The request unchanged when it has instructions of
    its own or no one quoted text of three words or more."""
    if request.instructions.strip() or request.documents:
        return request
    whole = request.human
    quoted = [a or b for a, b in _QUOTED_TEXT_RE.findall(whole)]
    quoted = [q for q in quoted if q.strip() not in keys and len(q.split()) >= 3]
    if len(quoted) != 1:
        return request  # (a text after a colon keeps the instruction's cues: "total_minutes, for: three sessions ...")
    text = quoted[0]
    from dataclasses import replace

    return replace(request, human=text, question=text)


def json_reply(
    rec: Recognised, request: Request, knowledge: Knowledge, matcher: Matcher, schema: dict | None = None,
    by_example: bool = False,
) -> dict:
    """The JSON object for a request that asks for JSON: the keys the prompt names, filled."""
    if not rec.json_keys and schema and schema.get("properties"):
        return fill(schema, request, knowledge, matcher, recognised=rec, solve=solve)
    nested = _example_schema(request.instructions, rec.json_keys) if rec.json_keys else None
    if nested:  # '{"items": [{"name": "apple", "qty": 1}]}': its nesting kept, filled as a schema
        explain.rule("a JSON example with nested objects, read as a schema")
        obj = fill(nested, request, knowledge, matcher, recognised=rec, solve=solve)
        empty = [k for k, f in nested["properties"].items() if f.get("type") == "string" and obj.get(k) in ("", None)]
        if empty:  # a top-level text the example shows and the text does not give: "" is no answer
            limits.state(
                f"fill the JSON key{'s' if len(empty) > 1 else ''} {', '.join(repr(k) for k in empty)}",
                "the prompt's example shows a value for it and the text holds none it can read as one",
                "read the value from the text by the key's meaning",
                kind="reading",
            )
        return obj
    keys = list(rec.json_keys) or [_default_key(rec.name)]
    request = _one_message_split(request, keys)
    properties = {}
    offered = False
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
        if prop["type"] == "array" and by_example:  # a list read from a one-message text
            prop["items"] = {"type": "string"}
        elif prop["type"] == "array":
            prop["type"] = "string"  # (read as before: a list's items from a labelled text are not read yet)
        if prop["type"] == "boolean" or _example_is_null(key, request.instructions):
            prop["default"] = None  # a flag nothing reads, or a key shown as null: null, never a guess
        values = [o for o in quoted_options(context) if o not in keys]
        if len(values) < 2 and len(keys) == 1 and rec.name in ("route", "classify"):
            values = _offered_choice(request.instructions, keys)
            offered = len(values) >= 2
        if len(values) >= 2 and prop["type"] == "string":
            prop["enum"] = values
        properties[key] = prop
    schema = {"type": "object", "properties": properties}
    from course_lib.sim.responders.keyed_values import keyed

    plain = bool(rec.json_keys) and all(p["type"] in ("string", "number", "integer") for p in properties.values())
    span = json_by_example.example_span(request.question) if plain else None  # the text read, less the example
    found = keyed(keys, request.question[:span[0]] + " " + request.question[span[1]:] if span else request.question
                  ) if plain else None
    if found is not None:  # "flight NV 614, gate C21, seat 14F": each key named right before its value
        explain.rule("each key written in the text right before its value", values=found)
        return {k: _as_type(v, properties[k]["type"]) for k, v in found.items()}
    obj = fill(schema, request, knowledge, matcher, recognised=rec, solve=solve)
    if (not rec.json_keys and rec.name == "extract" and not explain.stated_limit()
            and _IDK_RE.match(str(obj.get(keys[0], "")))):
        # "Extract the amount and currency as JSON": keys named in words only, and the reader's own
        # key holds "I don't know." - no extraction, and not known to be absent
        limits.state("tell which keys the JSON should have",
                     "the prompt names what to extract in its own words, with no key in quotes or in an example, "
                     "and it read no value for them",
                     "name the keys after what the prompt asks and fill them from the text", kind="reading")
    if offered and not explain.stated_limit():
        scores = explain.noted("option_scores") or {}
        if not explain.noted("topics") and max(scores.values(), default=0) <= 0:
            # values offered in another sentence, and neither their descriptions' topics nor any
            # score picked one: the value chosen is a guess
            limits.state(
                f"choose the value of the JSON key {keys[0]!r}",
                "the prompt offers its values in another sentence and nothing in the request picks one of them",
                "choose the value by the question's meaning",
                kind="reading",
            )
    empty = [k for k in rec.json_keys if properties[k]["type"] == "string" and obj.get(k) in ("", None)
             and (_example_value(k, request.instructions) or _example_is_null(k, request.instructions))]
    if empty:  # the prompt shows a value for the key ('"product": "pens"', or null) and it found none
        limits.state(
            f"fill the JSON key{'s' if len(empty) > 1 else ''} {', '.join(repr(k) for k in empty)}",
            "the prompt's example shows a value for it and the text holds none it can read as one "
            "(null where it cannot tell)",
            "read the value from the text by the key's meaning",
            kind="reading",
        )
    zero = [k for k in rec.json_keys if properties[k]["type"] in ("integer", "number") and obj.get(k) in (0, None)]
    if zero and not re.search(r"(?<![\d.])0(?![\d])", _without_example(f"{request.system} {request.human}")):
        # "a field word_count (an integer)": a number the text does not state and nothing here
        # counted; 0 would be a guess (a prompt that names 0 as a value, "0 if not", is not one)
        limits.state(
            f"fill the JSON key{'s' if len(zero) > 1 else ''} {', '.join(repr(k) for k in zero)}",
            "the prompt asks for a number there and the text states none it reads as that key's value",
            "work the number out from the text by the key's meaning",
            kind="reading",
        )
    return obj


def _without_example(text: str) -> str:
    """``text`` with its JSON example blanked: the example's 0 ('{"qty": 0}') shows a number's type, no
    value the prompt allows ("0 if none" does)."""
    span = json_by_example.example_span(text)
    return text if span is None else text[:span[0]] + text[span[1]:]


def _as_type(value: str, kind: str):
    """A keyed value as its key's example types it: a number key's figure as a number."""
    if kind in ("number", "integer") and re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return int(value) if kind == "integer" and "." not in value else float(value)
    return value


def _checked_example(obj: dict, request: Request) -> dict:
    """A one-message JSON example's object checked against the text it was filled from
    (``json_by_example.checked``): a key it cannot tie to the text is null, with a stated limit."""
    properties = {}
    for key, value in obj.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            properties[key] = {"type": "array", "items": {"type": "object"}}
        else:
            properties[key] = {"type": _example_type(key, request.instructions)}
    obj, unfilled = json_by_example.checked(obj, {"properties": properties}, request.question, request.instructions)
    if unfilled:
        limits.state(
            f"fill the JSON key{'s' if len(unfilled) > 1 else ''} {', '.join(repr(k) for k in unfilled)}",
            "the text holds no value it can tie to the key (a number beside its word, a value written "
            "whole), so it is null",
            "read the value from the text by the key's meaning",
            kind="reading",
        )
    return obj


_MAX_EXAMPLES = 8  # opening braces tried for a JSON example
_MAX_EXAMPLE_CHARS = 4000


def _example_schema(instructions: str, keys: tuple[str, ...]) -> dict | None:
    """The JSON schema of a prompt's nested example ('{"items": [{"name": "apple", "qty": 1}]}':
    a list of objects, each a name and a count), or ``None`` when no example parses as JSON, or
    the one that does is flat (flat keys are read as before). A bounded scan: at most
    ``_MAX_EXAMPLES`` opening braces, each example at most ``_MAX_EXAMPLE_CHARS`` long."""
    decoder = json.JSONDecoder()
    start, tried = instructions.find("{"), 0
    while start != -1 and tried < _MAX_EXAMPLES:
        tried += 1
        try:
            value, end = decoder.raw_decode(instructions[start:start + _MAX_EXAMPLE_CHARS])
        except ValueError:
            value = None
        if isinstance(value, dict) and value and any(k in keys for k in value):
            nested = any(isinstance(v, dict) or (isinstance(v, list) and v and isinstance(v[0], dict))
                         for v in value.values())
            return _schema_of(value) if nested else None
        start = instructions.find("{", start + 1)
    return None


def _schema_of(value: Any, depth: int = 0) -> dict:
    """The JSON schema a JSON example value has (objects, lists of their first item, scalars)."""
    if depth > 6:
        return {"type": "string"}
    if isinstance(value, dict):
        return {"type": "object", "properties": {str(k): _schema_of(v, depth + 1) for k, v in value.items()}}
    if isinstance(value, list):
        return {"type": "array", "items": _schema_of(value[0], depth + 1) if value else {"type": "string"}}
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, int):
        return {"type": "integer"}
    if isinstance(value, float):
        return {"type": "number"}
    return {"type": "string"}


def _example_value(key: str, text: str) -> str:
    """The value a prompt's JSON example gives a key ('{"product": "pens"}' -> 'pens')."""
    m = re.search(rf"['\"]{re.escape(key)}['\"]\s*:\s*['\"]([^'\"]+)['\"]", text)
    return m.group(1).strip(" .") if m and m.group(1).strip(" .") else ""


def _example_is_null(key: str, text: str) -> bool:
    """The prompt's JSON example shows the key as null ('{"allergy": null}')."""
    return bool(re.search(rf"['\"]{re.escape(key)}['\"]\s*:\s*null\b", text))


_IDK_RE = re.compile(r"\s*(?:I don't know|I do not know|我不知道)")


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
    if re.search(rf"['\"]{re.escape(key)}['\"]\s*:\s*\[", text):
        return "array"  # '{"ingredients": ["..."]}': a list
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
    ``count``: an integer; see ``field_readers.COUNT_FIELD_RE``), else string."""
    k = re.escape(key)
    m = re.search(rf"\b({_TYPE_WORD})\s+(?:(?:field|key|value|property)\s+)?[`'\"]?{k}\b|"
                  rf"\b{k}[`'\"]?\s*(?:\(|:|,|\bas\b|\bis\b)\s*(?:an?\s+)?({_TYPE_WORD})\b", text, re.IGNORECASE)
    if m:
        return _TYPE_WORDS[(m.group(1) or m.group(2)).lower()]
    return "integer" if COUNT_FIELD_RE.fullmatch(key) else "string"


def _offered_choice(text: str, keys: list[str]) -> list[str]:
    """The quoted values of the prompt's one sentence that offers a choice between them ("Give a
    binary choice 'web_search' or 'vectorstore' based on the question."), for a prompt's only
    JSON key whose own sentence names none; ``[]`` when no sentence, or more than one, does."""
    cue = _CUE.choice
    found = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", text)[:200]:
        values = [o for o in quoted_options(sentence) if o not in keys]
        if len(values) >= 2 and cue.search(sentence) and re.search(r"\bor\b", sentence):
            found.append(values)
    return found[0] if len(found) == 1 else []


def _key_context(key: str, text: str) -> str:
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", text):
        if re.search(rf"(?<![\w]){re.escape(key)}(?![\w])", sentence):
            return sentence.strip()
    return ""
