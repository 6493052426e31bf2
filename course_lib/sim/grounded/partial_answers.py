"""The partial answer (``extractive``): the closest sentences cover part of the question. ``reply``
gives the part and what it lacks, unless the part is no part of an answer, which a stated limit
then says: the value asked for is another subject's, or the lines are operands, records to count,
rank, sum or judge, or only the document's title (``unfit_partial``); the line of a line-per-record
document lacks a word another line may say (``composed_quotes.line_limit``); a follow-up refers to
an earlier item (``reading_doubts``); a missed word is written where it does not read sentences;
or a rank or a count over records (``partial_trust``). The named parts of a counted pair ("front and back
brakes") missing over a line's price per one are no part missing: 2 of the noun, worked (``_pair_priced``).
``None`` when no part is answered.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import (
    composed_quotes,
    evidence,
    near_words,
    partial_trust,
    subject_met,
    unfit_answers,
    unworked_answers,
    weak_absences,
)
from course_lib.sim.grounded.answer_forms import asks_frequency
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.grounded.reading_doubts import earlier_item, judged_now, other_words
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.answer_types import asks_who
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.degree_words import uncompared, unworked_superlative
from course_lib.sim.words.matching import Matcher

_CUE = patterns("partial_answers")  # its cue patterns: data/sim/patterns.yaml

# "How do I fix ...?", "How can we stop ...?", "What should I do ...?": a procedure is asked for
_HOW_TO_RE = re.compile(r"^\W*(?:how\s+(?:do|can|should|could|would|to|shall)\b|"
                        r"what\s+(?:should|can|could|do|shall)\s+(?:i|we|you)\s+do\b)", re.IGNORECASE)


def unfit_partial(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Why the closest sentences, which cover part of the question, are no part of its answer
    (``None`` when they may be): the kind of value it asks for ("when": "9 pm") stands only in
    a sentence that holds none of the question's other words, so it is another subject's value;
    or they are only the document's title (its first line, a heading, a record's head), the
    question asks how to do something ("How do I fix ...?") and what they miss is everyday words
    another line may say in other words ("fix" for "roll back")."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    untied = unfit_answers.untied_value(found, matcher) or unfit_answers.tied_value(found, matcher)
    if untied:
        return untied
    from course_lib.sim.grounded.bound_amounts import unstated

    unbounded = unstated(request.search_question, [s for _, s in found.picks], [d.text for d in request.documents])
    if unbounded:  # "the most the fee could be" over "the fee may rise by no more than 6%": no amount
        return unbounded
    uncounted = unworked_answers.uncounted(request, found)
    if uncounted:
        return uncounted
    from course_lib.sim.grounded import other_instances

    other = other_instances.reason(request, found, matcher.knowledge)  # "the key to the chandlery" over "the fuel dock key"
    if other:
        return other
    unsummed = (unworked_answers.unsummed(request, found) or unworked_answers.unused_figure(request, found)
                or unworked_answers.several_in_line(request, found)
                or unworked_answers.rate_unapplied(request, found))  # "8 shirts" over "£1.50 per shirt"
    if unsummed:
        return unsummed
    unranked = unfit_answers.unranked(request, found) or uncompared(request.search_question, [c.word for c in found.uncovered])
    if unranked:  # (or "the roomier plot" answered by a line that does not compare: degree_words)
        return unranked
    superlative = unworked_superlative(request.search_question,
                                       [c.word for c in found.uncovered if c.key_term and not c.answer_type],
                                       tuple(s for _, s in found.picks))
    if superlative:  # "the longest it can stay open if extended": the asked form, no line states it
        return superlative
    unjudged = unfit_answers.unjudged(request, found)
    if unjudged:
        return unjudged
    still = judged_now(found)
    if still:
        return still
    uncomputed = (unworked_answers.uncomputed(request, found) or unworked_answers.unworked_operation(request, found)
                  or unworked_answers.unmultiplied(request, found))
    if uncomputed:
        return uncomputed
    owed = unworked_answers.unworked_remainder(request)
    if owed:  # "How much do I still owe?" answered by one row of a log of sessions
        return owed
    timeless = _timeless_when(request, found)
    if timeless:
        return timeless
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


# a question that names its own day ("on a weekday", "on Saturday", "tomorrow"): its "when" asks a time of day
_DAY_NAMED_RE = re.compile(r"\b(?:on\s+(?:a\s+)?(?:week\s*days?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|"
                           r"today|tonight|tomorrow|this\s+(?:morning|afternoon|evening))\b", re.IGNORECASE)


_CLOSED_RE = re.compile(r"\b(?:closed|shut|no\s+service|not\s+open|no\s+(?:sessions?|classes|trains?|buses))\b",
                        re.IGNORECASE)


def _granted(request: Request, found: evidence.Evidence) -> str | None:
    """"whats my excess if i scratch it" over "excess £1,000, reduced to £250 with Excess Cover" and a later
    "Excess Cover added": the conditional value in force, when the only words missing are the question's
    own situation clause ("if i scratch it": ``granted_conditions``)."""
    from course_lib.sim.grounded import granted_conditions

    missing = [c.word for c in found.uncovered if c.key_term and not c.answer_type]
    if not granted_conditions.situation_only(request.search_question, missing):
        return None
    text = granted_conditions.settled(request.search_question, evidence.compose_answer(found),
                                      [d.body for d in request.documents])
    if text is None:
        return None
    explain.rule("a default and a conditional value, the condition granted by a later line; the missing words are "
                 "the question's own situation", missing=missing[:3])
    return _with_citations(text, request)


def _timeless_when(request: Request, found: evidence.Evidence) -> str | None:
    """"When's the first bus on a weekday?" answered by the timetable's title ("... Mondays to Fridays"):
    the question names its day, so it asks a time, and the closest lines hold no clock time; the reason,
    else ``None``."""
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.times_of_day import CLOCK_TIME_RE

    question = request.search_question
    kind = asked_type(question)
    if request.language != "en" or kind is None or kind[0] != "when" or not _DAY_NAMED_RE.search(question):
        return None
    if any(CLOCK_TIME_RE.search(s) or _CLOSED_RE.search(s) for _, s in found.picks):
        return None  # (a time, or "Closed" for "when does it open on Sunday?")
    return ("the question names its day and asks a time, and the closest lines hold no clock time: the time may "
            "stand in lines it did not pick")


def _held_count(request: Request, found: evidence.Evidence) -> str | None:
    """"Can I take out 5 DVDs at once?" over "12 items on one card, of which at most 4 DVDs", the part found the
    DVDs' loan period: the question's count, which no line met, against the bound the documents state on its
    kind (``held_quantities``), before a part that leaves it out (fix54a)."""
    if not any(c.word.isdigit() for c in found.uncovered):
        return None
    from course_lib.sim.grounded import held_quantities

    got = held_quantities.compared(request.search_question, [d.body for d in request.documents])
    if not isinstance(got, held_quantities.Verdict):
        return None
    explain.rule("the question's quantity compared with the bound the documents state on its kind", why=got.why)
    return _with_citations(got.text(), request)


def _pair_priced(request: Request, found: evidence.Evidence) -> str | None:
    """"Front and back brakes adjusted, price?" over "Brake adjustment: £10 per brake": the words
    the lines lack are only the named parts of a counted pair (``pair_of_parts``: "front and back",
    "left and right", "both"), so the question asks 2 of the noun, worked with the line's price per
    one (``price_per_one``): "£20" (the issue's fifty-seventh set, VV4 (a)); ``None`` otherwise."""
    from course_lib.sim.words import quantities

    question = request.search_question
    pair = _CUE.pair_of_parts.search(question)
    if not pair or not (quantities.asks_money(question) or _CUE.asks_price.search(question)):
        return None
    parts = {w.lower() for w in re.findall(r"[a-z]+", pair.group("parts"), re.IGNORECASE)}
    missing = {c.word.lower() for c in found.uncovered if c.key_term and not c.answer_type}
    if not missing or not missing <= parts:
        return None
    thing = pair.group("thing").lower()
    one = thing[:-2] if re.search(r"(?:[sxz]|ch|sh)es$", thing) else thing[:-1] if thing.endswith("s") else thing
    rates = []
    for _, line in found.picks:
        for m in _CUE.price_per_one.finditer(line):
            unit = m.group("unit").lower()
            if len(unit) > 2 and (one == unit or one.endswith(unit) or unit == thing):
                rates.append((m.group("money"), m.group(0)))
    if len({r for r, _ in rates}) != 1:
        return None
    money, said = rates[0]
    symbol, amount = money[0], float(money[1:].strip())
    total = 2 * amount
    shown = f"{total:.2f}" if "." in money else f"{total:g}"
    explain.rule("a counted pair of the question's noun over a line's price per one", pair=pair.group(0),
                 rate=said)
    return _with_citations(f"{symbol}{shown}: {pair.group(0)} are 2, at {said.strip()} "
                           f"(2 x {money.replace(' ', '')} = {symbol}{shown}).", request)


def reply(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The part of the question the closest sentences answer, and what they lack; a stated limit
    when the part is no part of an answer; ``None`` when they answer no part."""
    partial = evidence.partial_answer(found, request.language)
    if not partial:
        return None
    only_asked = _asked_thing_absent(request, found, matcher)
    if only_asked is not None:
        return only_asked
    granted = _granted(request, found)
    if granted:
        return granted
    from course_lib.sim.grounded import request_verbs

    reread = request_verbs.answer(request, found, matcher, limit=False)
    if reread:  # only a request's verb or quoted text missing, and the question read without it answered
        return reread
    held = _held_count(request, found)
    if held:
        return held
    pair = _pair_priced(request, found)
    if pair:
        return pair
    from course_lib.sim.grounded.quoted_answer import day_excluded, worked_from_picks

    worked = worked_from_picks(request, found, matcher)  # ("next", "due": words a worked answer needs no line for)
    if worked:
        return worked
    other_days = day_excluded(request, found, matcher)  # the line found holds on other days than the asked one
    if other_days:
        return other_days
    unfit = unfit_partial(request, found, matcher)
    if unfit:
        # "When is the next version out?" answered by a post's "around 9 pm every day" (a time,
        # but of another subject), "How do I fix X?" by the thread's title: no part of an answer
        explain.rule("the closest sentences cover part of the question but do not answer its form",
                     coverage=found.coverage, missing=[c.word for c in found.uncovered][:3])
        return limits.state("tell whether the documents answer this", unfit,
                            "read the answer from the lines that reply to it or say the documents do not hold it",
                            kind="documents")
    if evidence.picks_line_records(found):
        # a log, chat or settings line on the subject that lacks a word of the question: another
        # line may say it in other words ("cleared the lock" for "fixed"), and the line found is
        # no part of an answer to a one-fact question
        left = [c.word for c in found.uncovered if c.key_term and not c.answer_type][:3]
        explain.rule("a line of a line-per-record document covers part of the question",
                     coverage=found.coverage, missing=left)
        return _with_citations(composed_quotes.line_limit(left, evidence.compose_answer(found)), request)
    if request.history and earlier_item(request.question):
        # "And the other one?": the part it answers is read from the earlier question's words,
        # not from the item the reference means, which it does not resolve
        explain.rule("a partial answer to a follow-up that refers to an earlier item", coverage=found.coverage)
        return other_words(request)
    keyed = _keyed_in_pick(request, found)
    if keyed is not None:  # "who's assigned ..." over "Assignee: Unassigned": the key in another word form
        explain.rule("a word of the question is a key of the picked record in another form", key=keyed[0])
        return _with_citations(f"{keyed[1]}. {evidence.compose_answer(found)}", request)
    written = composed_quotes.written_elsewhere(
        [c.word for c in found.uncovered if c.key_term and not c.answer_type], request, found)
    if written:  # the part it "could not find" is written in a line it does not read as a sentence
        explain.rule("a partial answer misses a word of the question that the documents write elsewhere",
                     coverage=found.coverage, missing=written)
        return _with_citations(composed_quotes.elsewhere_limit(written, evidence.compose_answer(found)), request)
    if _CUE.verbatim_parts.search(f"{request.system}\n{request.human}"):
        # "extract any part of the context *AS IS* that is relevant": the parts are the reply; a
        # sentence on what they lack would break the copy the program keeps
        explain.rule("the prompt asks for the relevant parts copied as they are", coverage=found.coverage)
        return evidence.compose_answer(found)
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
    if asks_frequency(request.search_question) and not _CUE.frequency_said.search(" ".join(x for _, x in found.picks)):  # "how many times an hour": 'times', 'hour' never a word of the lines
        explain.rule("a partial answer to a question asking how often", coverage=found.coverage)
        return limits.state("work out how often from the documents",
                            "the question asks a frequency, and the lines it found give no count per period in "
                            "its words; it does not work a rate out of an interval or a list of times",
                            "work the number per period out from the interval or the times the lines give",
                            kind="documents")
    echoed = _echoed_values(request, found)
    if echoed:  # "if I don't pass status, ...?" over "parameters name: status": the line only names it
        explain.rule("a partial answer whose record lines' values are only the question's own words",
                     coverage=found.coverage, values=echoed)
        return limits.state(
            "tell whether the documents answer this",
            f"the line it found gives only {', '.join(repr(v) for v in echoed)} as its value, a word the question "
            "already says, so it names the subject without answering it; the lines under it may",
            "read the lines about that subject and answer from the one that says it, or say the documents do "
            "not hold it",
            kind="documents",
        )
    from course_lib.sim.grounded import heading_only

    headed = heading_only.limit(request, found, matcher)
    if headed:  # "What causes ocean acidification?" met only in "Understanding Ocean Acidification Chapter 1: ..."
        return headed
    elsewhere = _subject_elsewhere(request, found, matcher)
    if elsewhere:  # "how far away does the jack have to land?" over "Throwing the jack: ... 35-50 cm across"
        explain.rule("a partial answer misses everyday words, and other lines speak of its subject",
                     coverage=found.coverage, missing=elsewhere)
        return limits.state(
            "tell whether the documents answer this",
            f"the line it found shares the question's subject but not {', '.join(repr(w) for w in elsewhere)}, and "
            "other lines on that subject may say it in other words, which it does not read",
            "read the lines on the question's subject and answer from the one that says it, or say the "
            "documents do not hold it",
            kind="documents",
        )
    untelling = _only_common_words(found, matcher)
    if untelling:
        # "Does the Zephyr kettle have a keep-warm mode?" over a manual whose every line names the
        # Zephyr kettle: the line shares only that with the question, so it is no part of an answer
        missing = [c.word for c in found.uncovered if c.key_term and not c.answer_type][:3]
        explain.rule("a partial answer whose covered words run through the whole material",
                     coverage=found.coverage, covered=untelling, missing=missing)
        listed = ", ".join(f"'{m}'" for m in missing)
        if request.language == "zh":
            return f"资料中没有找到关于{listed}的信息，所以我不知道。"
        return request_verbs.answer(request, found, matcher) or subject_met.limit(request, found, matcher) or \
            near_words.reply(request, found, matcher, "a who-question's partial answer", beside_picks=True) or \
            f"I could not find anything about {listed} in the documents, so I don't know."
    if request.language != "zh" and asks_who(request.search_question) and not _new_names(partial, request.search_question):
        # "Who captains Red Lion A?" over the team's row: the row names no one, so it holds no part of a who-answer
        from course_lib.sim.grounded.answer_forms import role_named_nowhere

        role = role_named_nowhere(request.search_question, [d.body for d in request.documents])
        if role:  # every line on the role names no one: said as the reply-fit check says it
            explain.rule("a name asked; every line of the documents on the role names no one", role=role)
            return f"The documents do not name the {role}, so I don't know."
        missing = [c.word for c in found.uncovered if c.key_term and not c.answer_type][:3] or \
            [c.word for c in found.uncovered][:3]
        from course_lib.sim.grounded.other_forms import abbreviated

        short = abbreviated(missing, [d.body for d in request.documents])
        if short:  # "25 Jan" in a rota for "on 25 January": the missing word is there, abbreviated
            explain.rule("a partial answer to a who-question whose missing word the documents abbreviate",
                         missing=short)
            return limits.state("tell whether the documents answer this",
                                f"the word {short!r} it could not find is in the documents abbreviated, which its "
                                "reading of the lines does not link to the question",
                                "read the abbreviated form as the word and answer from its line", kind="documents")
        explain.rule("a partial answer to a who-question whose lines name no one the question does not",
                     coverage=found.coverage, missing=missing)
        listed = ", ".join(f"'{m}'" for m in missing)
        # (only a request's verb missing, "Who's teaching me on Thursday?": a limit, no absence; request_verbs)
        return request_verbs.answer(request, found, matcher) or subject_met.limit(request, found, matcher) or \
            f"I could not find anything about {listed} in the documents, so I don't know."
    if not asks_who(request.search_question) and subject_met.doubted(request, found, matcher):
        # "How long do new members take before they steer alone?" over "New members need a full evening of
        # instruction before ...": only a verb unmet, the line is the answer, no part of it unknown (not for a
        # who-question: "Who led the canal loop?" over the loop's record, which names no one, is a part)
        composed = evidence.compose_answer(found)
        from course_lib.sim.grounded.absent_subjects import clock_unstated

        if clock_unstated(request.search_question, composed):  # "what time does the swap start" over its date line
            explain.rule("a clock time asked; the closest lines on the subject state none", sentences=[composed[:120]])
            return "The documents do not give the time, so I don't know."
        explain.rule("extractive answer: the closest lines are on the question's subject and only words that name "
                     "no subject are unmet", coverage=found.coverage, missing=subject_met.unmet_words(found)[:3])
        return _with_citations(composed, request)
    doubted = weak_absences.weak(request, found)
    if doubted:  # "how much is junior membership?" over a grid whose "Cadet (8-17)" row is the junior one
        explain.rule("a partial answer would say an age group is absent, and the material names its groups by "
                     "other words or by ages", word=doubted[0], sentences=[s for _, s in found.picks])
        return weak_absences.limit(*doubted)
    otherwise = near_words.reply(request, found, matcher, "a partial answer would say part of the question is absent",
                                  beside_picks=True)
    if otherwise:  # "which chemist dispensed this?" over a label headed "Greenway Pharmacy"
        return otherwise
    from course_lib.sim.grounded.asked_thing_absent import existence_unmet

    thing = existence_unmet(request.search_question, [c.word for c in found.uncovered],
                               [d.body for d in request.documents])
    if thing and request.language == "en":  # "are there ev charging points" over a parking FAQ's charge notice line
        explain.rule("a question whether a thing is there, whose head no line of the documents writes: the absence, "
                     "no partial quote", thing=thing, sentences=[s for _, s in found.picks])
        return f"The documents do not mention {thing}, so I don't know."
    explain.rule(
        "partial answer: the documents cover part of the question",
        coverage=found.coverage,
        missing=[c.word for c in found.uncovered],
        sentences=[s for _, s in found.picks],
    )
    return _with_citations(partial, request)


_RARE_ZIPF = 3.0  # a capitalised word rarer than this (wordfreq's scale) is a name wherever it stands


def _new_names(text: str, question: str) -> list[str]:
    """The names the partial answer holds (its lines and their bylines) that the question does not
    (figures are no names): those ``names`` reads, and a rare capitalised word opening a line
    ("Mbeaumont commented ...")."""
    from course_lib.sim.words.text import names
    from course_lib.sim.words.weights import zipf

    asked = {n.lower() for n in names(question)} | {w.lower() for w in re.findall(r"[A-Za-z]+", question)}
    rare = [w for w in re.findall(r"\b[A-Z][a-z]{2,}\b", text) if zipf(w.lower()) < _RARE_ZIPF]
    return [n for n in [*names(text), *rare] if n.lower() not in asked and not n[:1].isdigit()]


def _only_common_words(found: evidence.Evidence, matcher: Matcher) -> list[str]:
    """The question's words the picked sentences hold when together they run through the picks'
    documents (the lines holding all of them are at least ``common_term_share`` of the lines and
    ``common_term_lines`` of them: ``data/sim/thresholds.yaml``; a street of a residents' letter, the
    product of a manual), so the covered part tells nothing; else [] ("Badgers" and "Hornets" each on
    many lines of a results list, together on one, tell)."""
    from course_lib.sim.words.quantities import asked_type, value_types
    from course_lib.sim.words.text import content_terms
    from course_lib.sim.words.thresholds import threshold

    said = set().union(*(matcher.forms(pick) for _, pick in found.picks)) if found.picks else set()
    words = [c for c in found.covered if c.key_term and not c.answer_type and c.key in said]
    if not words:
        return []
    asked = asked_type(found.question_text)
    if asked and any(asked[0] in value_types(pick) for _, pick in found.picks):
        return []  # "What day does the move happen?" over "The move happens on Friday 14 March": it may answer
    keys = [frozenset(content_terms(c.word)) or frozenset({c.key}) for c in words]
    share, least = threshold("common_term_share"), threshold("common_term_lines")
    for document in {id(d): d for d, _ in found.picks}.values():
        lines = [frozenset(content_terms(line)) for line in document.text.splitlines() if line.strip()]
        holding = sum(all(k & line for k in keys) for line in lines)
        if holding < least or holding < share * len(lines):
            return []
    return [c.word for c in words]


# a "keys: value" record line whose keys hold no figure (a key "3 June (Tue)" may be the answer itself)
_RECORD_LINE_RE = re.compile(r"^[^:\n\d]{1,80}:\s*(?P<value>[^:\n]{1,60}?)\.?$")


def _echoed_values(request: Request, found: evidence.Evidence) -> list[str]:
    """The values of the picked "keys: value" record lines when every one of them is only words of
    the question ("name: status" for a question about status); else []."""
    from course_lib.sim.words.question_form import asks_wh
    from course_lib.sim.words.text import content_terms

    if not asks_wh(request.search_question):
        return []  # "Is Biscuit spayed?" over "Name: Biscuit": a yes / no question's record head
    asked = frozenset(content_terms(request.search_question))
    values = []
    for _, pick in found.picks:
        m = _RECORD_LINE_RE.match(pick.strip())
        terms = frozenset(content_terms(m.group("value"))) if m else frozenset()
        if not terms or not terms <= asked:
            return []
        values.append(m.group("value").strip())
    return values


def _keyed_in_pick(request: Request, found: evidence.Evidence) -> tuple[str, str] | None:
    """(the key, its value as said) when the one word the partial answer misses is one key of the
    picked sentence's record (its paragraph, else its document) in another word form (``key_forms``:
    "assigned" / "Assignee"); ``None`` otherwise."""
    from course_lib.sim.grounded import key_forms

    missed = [c.word for c in found.uncovered if c.key_term and not c.answer_type]
    docs = {id(doc): doc for doc, _ in found.picks}
    if len(missed) != 1 or len(docs) != 1:
        return None
    body = next(iter(docs.values())).body
    head = found.picks[0][1].strip()[:40]
    # the record the pick heads: its paragraph, when the document holds several ("PR #2219 ...\nAssignee: ...")
    block = next((p for p in re.split(r"\n[ \t]*\n", body) if head and head in " ".join(p.split())), body)
    who = asks_who(request.search_question)
    # a table's row is read as "key: value; ..." (the pick), its document is the table
    hit = key_forms.keyed(missed[0], block, who) or key_forms.keyed(missed[0], found.picks[0][1], who)
    return (hit[0], key_forms.said(*hit)) if hit is not None else None


_MAX_UNITS = 400  # sentences looked at for the subject elsewhere
_MIN_SAID_WORDS = 4  # words after a line's label that make it a sentence under a heading, not a key's value


def _subject_elsewhere(request: Request, found: evidence.Evidence, matcher: Matcher) -> list[str]:
    """The everyday words a one-part question's partial answer misses ("away", "land"), when the
    picked line holds the question's subject only in its label ("Throwing the jack: stand in a
    circle 35-50 cm across": what the line says is about the circle) and another sentence of the
    documents holds it in its own words ("The jack must come to rest between ..."): that line may
    say the rest in other words, so "I don't know that part" beside the picked line is a guess.
    ``[]`` otherwise (a question of two parts, a rare or named word missed, a subject said in the
    picked line's own text, no other line on it)."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    if request.language != "en" or len(found.picks) != 1 or _CUE.two_parts.search(request.search_question):
        return []
    missed = [c for c in found.uncovered if c.key_term and not c.answer_type]
    plain = threshold("said_otherwise_word_zipf")
    if not missed or any(c.is_name or not c.word.isalpha() or zipf(c.word.lower()) < plain for c in missed):
        return []
    subject = {c.key for c in found.covered if c.key_term and not c.answer_type}
    label = _CUE.line_label.match(found.picks[0][1])
    if not subject or label is None or not subject <= matcher.forms(label.group("label")):
        return []
    said = found.picks[0][1][label.end():]
    if len(said.split()) < _MIN_SAID_WORDS or subject & matcher.forms(said):
        return []  # a key's bare value ("Escape of water excess: £500"), or a line that speaks of the subject
    picked = " ".join(found.picks[0][1].split())
    seen = 0
    for doc in request.documents[:20]:
        for unit in sentence_units(doc.body):
            seen += 1
            if seen > _MAX_UNITS:
                return []
            text = " ".join(unit.text.split())
            if text in picked or picked in text:
                continue
            own = _CUE.line_label.match(text)
            if subject <= matcher.forms(text[own.end():] if own else text):
                return [c.word for c in missed[:3]]
    return []


def _asked_thing_absent(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"cheese price?" over a price list with no cheese: the only word covered asks, the thing asked is
    missing: not listed, never the list (``asked_thing_absent``)."""
    from course_lib.sim.grounded.asked_thing_absent import absent, unmet_action

    said = absent(request.search_question, list(found.covered), found.uncovered) or \
        unmet_action(request.search_question, list(found.covered), found.uncovered)
    doubted = weak_absences.weak(request, found) if said is not None else None
    if doubted:  # "whats the price for children?" over "Under-12s bike: £10 a day.": said by an age bound
        explain.rule("a terse question's only missing word is an age group the material names by other words or "
                     "by ages", word=doubted[0])
        return weak_absences.limit(*doubted)
    otherwise = near_words.reply(request, found, matcher, "the thing asked is not listed", beside_picks=True) if said is not None else None
    if otherwise:  # "how much is a film?" over a price list of "DVDs": the thing listed in other words
        return otherwise
    if said is not None:
        explain.rule("a partial answer whose only missing word is the thing asked: not listed",
                     coverage=found.coverage, missing=[c.word for c in found.uncovered][:3])
    return said

