"""The extractive answer: step 4 of ``replies.grounded_answer``, once no record answerer, threshold
or stated age has answered. The documents' sentences are gathered (``evidence.gather``) and read:

- answered: the chosen sentences, cited, unless a check finds they are not the answer (a figure
  to work out, a verdict not stated, a rule not applied, a form the question asks and they lack:
  each a stated limit, ``_uncomputed``, ``_unjudged``, ``_form_limit`` ...);
- a name the question asks about that no document holds: "I don't know";
- partly answered: the part, and what it lacks, unless the part is no part of an answer
  (``_unfit_partial``, ``partial_trust``);
- not answered: "I don't know", or a stated limit when its reading of the documents gives it reason
  to doubt that (a typo, an abbreviation, a notation, records read word by word, a table row named).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim import (
    absence,
    alternatives,
    arithmetic,
    bound_lines,
    evidence,
    explain,
    label_titles,
    limits,
    near_miss,
    operand_units,
    partial_trust,
    planning,
    relative_days,
)
from course_lib.sim.answer_forms import _DATE_FIGURE_RE, _missing_answer_form, _unanswered_form
from course_lib.sim.citations import bodies as _bodies
from course_lib.sim.citations import with_citations as _with_citations
from course_lib.sim.cues import patterns
from course_lib.sim.degree_words import uncompared
from course_lib.sim.direct_replies import _KANA_RE, small_talk
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.no_answer import _no_question_limit, dont_know
from course_lib.sim.reading import Request
from course_lib.sim.text import content_terms, has_cjk, one_edit

_CUE = patterns("extractive")  # its cue patterns: data/sim/patterns.yaml


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


def answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    """Step 4 of ``grounded_answer``: the documents' sentences gathered (``evidence``) and read for
    the answer: extractive, cited; the thing the question names that no document holds; or the
    stated limit that says why it cannot tell."""
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
    unranked = _unranked(request, found) or uncompared(request.search_question, [c.word for c in found.uncovered])
    if unranked:  # (or "the roomier plot" answered by a line that does not compare: degree_words)
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
    from course_lib.sim.timed_answers import holds_time

    if asked == "time" and not holds_time(head):  # "WARD 6" over the lines: a figure, no time
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
