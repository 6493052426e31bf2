"""The responders' building blocks, by what they answer; ``respond`` maps each recognised task to one.

  direct_reply (``direct_replies``) -> small talk, a translation (``translation``), arithmetic, a
                    known fact, a fact the user stated earlier, or the limit said plainly (asking for
                    a tool's arguments: ``argument_asks``)
  grounded_answer (here) -> an answer from the documents, citing them: a pipeline of steps over
                    ``follow_up_answers``, ``threshold_answers``, ``record_answers`` (one table of
                    record answerers), ``stated_answers`` and ``extractive``
  verdict / verdict_value (``verdicts``) -> a grade (relevance, groundedness, usefulness,
                    sufficiency, need for retrieval), written as one of the prompt's own values
  dont_know (``no_answer``) -> "I don't know", or the prompt's own phrase for it

The names above stay importable from here, as before the split.
"""

from __future__ import annotations

from course_lib.sim.dialogue.direct_replies import direct_kind, direct_reply, small_talk
from course_lib.sim.dialogue.translation import asks_translation, translation
from course_lib.sim.grounded import (
    count_comparisons,
    day_limits,
    left_out,
    notice_deadlines,
    record_answers,
    stated_answers,
)
from course_lib.sim.grounded.follow_up_answers import (
    ambiguous_reference,
    related_rows,
    row_pronoun,
    subject_pronoun,
)
from course_lib.sim.grounded.no_answer import DONT_KNOW, DONT_KNOW_ZH, dont_know
from course_lib.sim.grounded.stated_answers import other_period_limit
from course_lib.sim.grounded.subjectless import DETERMINERS as _DETERMINERS
from course_lib.sim.grounded.threshold_answers import compared_answer
from course_lib.sim.material.notation import NOTATION_SHARE, notation_share
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.responders import extractive
from course_lib.sim.responders.verdicts import (
    described_polarity,
    option_polarity,
    quoted_options,
    verdict,
    verdict_value,
)
from course_lib.sim.tools.argument_asks import ask_for_arguments, surely_not_given
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

__all__ = [  # (the public names, and one private one other modules and tests read)
    "DONT_KNOW", "DONT_KNOW_ZH", "NOTATION_SHARE", "_DETERMINERS", "quoted_options", "ask_for_arguments",
    "asks_translation", "described_polarity", "direct_kind", "direct_reply", "dont_know", "grounded_answer",
    "notation_share", "option_polarity", "small_talk", "surely_not_given", "translation", "verdict",
    "verdict_value",
]


def grounded_answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    """An answer from the request's documents, citing their sources. A pipeline: each step replies,
    or returns ``None`` for the next one to try.

    1. the conversation and the question's own terms: a reference or a follow-up (``follow_up_answers``),
       a quantity against the documents' thresholds (``threshold_answers``), a period no document names;
    2. the record answerers, in ``record_answers.TABLE``'s order (rows, logs, settings, receipts);
    3. what the question states: a movable holiday, an age, an age band, a card (``stated_answers``);
    4. the documents' sentences: the extractive answer, the thing they do not name, or a stated
       limit (``extractive``).
    """
    left = left_out.applied(request)  # "not counting PE": the records it names left out first
    if isinstance(left, str):
        return left
    if left is not None:
        explain.evidence(left_out=list(left_out.split(request.question)[1]))
        request = left
    limited = day_limits.split(request)  # "Wednesdays: 20% off": the plain price first, then the day's adjustment
    if limited is not None:
        return _day_limited(limited, matcher, knowledge)
    counted = notice_deadlines.deadline(request.question, [d.body for d in request.documents])
    if counted is not None:  # "give 28 days' notice" + "I leave on 30 June: by when?": the date counted back
        explain.rule("a deadline asked over a notice rule: the question's date counted back by its period",
                     rule=counted.rule.line, anchor=counted.anchor, deadline=counted.text)
        return notice_deadlines.reply(counted, zh=request.language == "zh")
    reply = _follow_up_answer(request, matcher, knowledge)
    if reply is None:
        reply = record_answers.answer(request)  # read from the documents' records, not their sentences
    if reply is None:
        reply = stated_answers.answer(request)
    if reply is None:
        reply = extractive.answer(request, matcher, knowledge)
        reply = _settings_quote(request, reply)
    if ": " in reply and len(request.documents) > 1:  # "Fix version: 2.4.2", moved to 2.4.3 by a later comment
        from course_lib.sim.grounded.moved_values import applied

        reply = applied(reply, [d.body for d in request.documents])
    elif ": " in reply:  # a row's cell that a note of the same material revises "from 3 to 4" (the
        from course_lib.sim.grounded.moved_values import (
            applied,  # note may stand outside the table's document)
        )

        reply = applied(reply, [d.body for d in request.documents] + [request.instructions], same_document=True)
    reply = _revised(request, reply)
    # "what's the charge, leaving out the standing charge" answered from the standing charge's line
    reply = _in_force(request, _fitted(request, left_out.guarded(request, reply)))
    if not explain.stated_limit():
        reply = _several_quoted(request, reply) or reply
    if explain.stated_limit():
        return reply
    from course_lib.sim.grounded.citations import numbered_cites

    return numbered_cites(reply, request)  # "cite them like [1]": the block it came from


def _revised(request: Request, reply: str) -> str:
    """A reply read again against the documents' later revisions: a row a revision line takes out,
    a new total, a unit price in an item's cell, a count a variation extends, or the limit for a
    figure written before a revision (``revised_tables``)."""
    from course_lib.sim.grounded import revised_tables
    from course_lib.sim.reports import limits

    if explain.stated_limit() or reply.startswith((DONT_KNOW, DONT_KNOW_ZH)):
        return reply
    found = revised_tables.revised(request.search_question, reply, [d.body for d in request.documents])
    if found is None:
        return reply
    explain.rule(found.rule)
    if found.limit:
        return limits.state("give the figure in force after the documents' revision", found.limit,
                            "apply the revision to the rows and work the figures again", kind="documents")
    return found.text


def _day_limited(limited: tuple, matcher: Matcher, knowledge: Knowledge | None) -> str:
    """A price asked over documents with a line adjusting it on some days only (``day_limits``): the
    plain price read without that line and the question's day, then the adjustment worked in for one
    of its days, named as not applying on another, or a stated limit when the question names no day."""
    from course_lib.sim.reports import limits

    plain, line, asked = limited
    reply = grounded_answer(plain, matcher, knowledge)
    if explain.stated_limit():
        return reply
    if reply.startswith((DONT_KNOW, DONT_KNOW_ZH)):  # the plain price unread beside a line adjusting it: no absence
        explain.rule("a price asked over a line adjusting it on some days, its plain price unread", line=line.line)
        return limits.state("work out the price this question asks for",
                            f"a line adjusts the price on some days ({line.line[:120]!r}) and it could not read the "
                            "plain price the adjustment applies to",
                            "read the plain price and apply the adjustment for the day asked", kind="documents")
    worked, why = day_limits.applied(reply, line, asked, zh=plain.language == "zh")
    if why is None:
        explain.rule("a price over a line adjusting it on some days: the plain price, adjusted for the asked day",
                     line=line.line, day=asked.day)
        return worked
    explain.rule("a price over a line adjusting it on some days, the asked day unknown or the price not one amount",
                 line=line.line)
    return f"{worked} " + limits.state("give one price for this", why,
                                       "give the price on the days the line names and on the others", kind="documents")


def _in_force(request: Request, reply: str) -> str:
    """A reply whose value a dated change of the documents does not let hold at the question's date
    (the new value for a date before the change, the old one for a date after it): a stated limit
    (``dated_changes``)."""
    from course_lib.sim.grounded import dated_changes
    from course_lib.sim.reports import limits

    if explain.stated_limit() or reply.startswith((DONT_KNOW, DONT_KNOW_ZH)):
        return reply
    why = dated_changes.unsettled(request.search_question, reply, [d.body for d in request.documents])
    if why is None:
        return _combined(request, reply)
    explain.rule("a dated change of the documents: the reply's value is not the one in force at the question's date")
    return limits.state("tell which value holds on the question's date", why,
                        "compare the question's date with the change's date and give the value in force then",
                        kind="documents")


def _combined(request: Request, reply: str) -> str:
    """A reply quoting several amounts of money for a question asking one amount combined from them
    ("two full days a week: the weekly fee?"): a stated limit (``combined_amounts``)."""
    from course_lib.sim.grounded import combined_amounts
    from course_lib.sim.reports import limits

    why = combined_amounts.unworked(request.search_question, reply)
    if why is None:
        return _adjusted(request, reply)
    explain.rule("one amount of money asked, combined from several: the reply quotes the amounts, not the result")
    return limits.state("work out the amount this question asks", why,
                        "multiply or add the prices the question's count and extras point to", kind="documents")


def _adjusted(request: Request, reply: str) -> str:
    """A reply giving a plain price where an adjustment of the documents meets the question's case
    ("a puncture repair on an e-bike" over "E-bikes cost 20% more"): a stated limit
    (``unapplied_adjustments``)."""
    from course_lib.sim.grounded import unapplied_adjustments
    from course_lib.sim.reports import limits

    why = unapplied_adjustments.unapplied(request.search_question, reply, [d.body for d in request.documents])
    if why is None:
        return reply
    explain.rule("an adjustment of the documents meets the question's case; the reply leaves it out")
    return limits.state("work the documents' adjustment into the amount", why,
                        "apply the adjustment the question's case meets to the price", kind="documents")


def _settings_quote(request: Request, reply: str) -> str:
    """A quote of a configuration file that spans its sections: a stated limit in its place
    (``config_files.unmet_quote``)."""
    from course_lib.sim.grounded import config_files
    from course_lib.sim.reports import limits

    bodies = [d.body for d in request.documents]
    if explain.stated_limit() or not config_files.unmet_quote(request.search_question, reply, bodies):
        return config_files.old_value_comments(reply, bodies)  # ("max_players = 40 # was 64": 40 is the value)
    explain.rule("a quote of a configuration file's sections, no one setting")
    return limits.state("answer this from the configuration file",
                        "the lines it found are whole sections of settings, not one setting that answers, and "
                        "it does not work out what a setting implies (a count from an interval, a meaning "
                        "from a name)",
                        "read which setting decides the question and work the answer out from its value",
                        kind="documents")


_FIT_REAL = {  # what a real model would do with the lines a reply holds, by the kind asked
    "duration": "work out the time between the start and the end it names",
    "total": "add the amounts up into one total",
    "yes or no": "compare them and answer yes or no",
    "names": "apply the rule to the list and name the people it picks",
    "date or time": "give the date or time the question asks, or say the documents do not hold it",
    "whole amount": "multiply the rate by the period the documents give and state the amount",
    "name": "name the person the documents give, or say they do not name anyone",
    "end date": "give the date the question's period ends, or say the documents do not give it",
    "start date": "give the date the question's period starts, or say the documents do not give it",
    "bound": "work the most (or the least) out from the documents' figures and rules",
    "validity": "say how long it stays valid, or that the documents do not say",  # (ground80)
    "amount": "give the amount the documents state for it, or say they do not state one",  # (ground80)
}
for _period in ("year", "month", "week", "day", "hour"):  # "a year's rent" over a monthly rate
    _FIT_REAL[f"amount per {_period}"] = f"convert the rate the documents give into the amount per {_period}"


def _fitted(request: Request, reply: str) -> str:
    """5. the reply-fit check (``answer_forms.unfit_reply``): a reply that does not hold one value
    of the kind the question asks (a count, a duration, a total, a yes or no) gets a stated limit
    naming what it holds instead, never passes as an answer. A reply that already states a limit
    or says it does not know is left as it is."""
    from course_lib.sim.grounded.answer_forms import title_for_amount, unrecorded_count
    from course_lib.sim.reports import explain, limits

    if explain.stated_limit():
        return reply
    from course_lib.sim.grounded.chat_offers import answer as chat_answer

    taken = chat_answer(request.search_question, reply, [d.body for d in request.documents])
    if taken is not None:  # "who's bringing the flask?": the chat's offers, withdrawals and take-ups read in order
        explain.rule("a chat read in order for who takes the thing on: offers, withdrawals by their senders, take-ups")
        return taken
    if reply.startswith((DONT_KNOW, DONT_KNOW_ZH)):
        return reply
    from course_lib.sim.material.chat_stamps import attributed

    reply = attributed(reply)  # "[Sun 18:20] Tom: text": the stamp and sender's label are no words of the answer
    shapeless = _shapeless_quote(request, reply)
    if shapeless is not None:
        return shapeless
    from course_lib.sim.grounded.numbered_items import unlisted

    left = unlisted(request.search_question, reply)
    if left:  # "6号楼会停水吗？" over "涉及3号楼、5号楼和7号楼": the item is in no line it found
        explain.rule("a numbered item the question names, in none of the lines that list others of its kind")
        return limits.state("tell whether the documents answer this", left,
                            "read whether the item is among those listed or covered by the rest", kind="documents")
    from course_lib.sim.grounded.cancelled_items import cancelling_line

    cancelled = cancelling_line(request.search_question, reply, [d.body for d in request.documents])
    if cancelled:  # "Yes: ... large only" for the steeplechase, which an amendment cancels
        explain.rule("a yes about an item that a line of the documents cancels", line=cancelled)
        return f'No: the documents say "{cancelled}"'
    from course_lib.sim.grounded.empty_cells import verdict

    empty = verdict(request.search_question, reply)
    if empty:  # "Does Marta do brake services?" over the row whose Marta column is "-"
        explain.rule("a yes/no over one row whose asked column holds no value: no", reply=empty)
        return empty
    from course_lib.sim.grounded.changed_later import applied_change, later_change

    moved = applied_change(request.search_question, reply, [d.body for d in request.documents])
    if moved:  # "minutes: 33; ... note: ... minutes now 45", "Monday's evening high water is now ... 19:45"
        explain.rule("a change that states the value in force (a note cell or field, a later line): the new value",
                     reply=moved[:120])
        return moved
    changed = later_change(request.search_question, reply, [d.body for d in request.documents])
    if changed:  # "12 April, Harold" quoted under "Swap: ... Ifeoma reads on 12 April": the swap unread
        explain.rule("a later line of the documents speaks of a change of a value the reply gives", line=changed[:120])
        shown = changed if len(changed) <= 160 else changed[:157].rstrip() + "..."
        return limits.state("tell whether the line it found still holds",
                            f"a later line speaks of a change of what it quotes ({shown!r}), and it did not read "
                            "what that change makes of the answer",
                            "apply the later line's change, or say it does not touch the answer", kind="documents")
    from course_lib.sim.grounded.equal_parts import worked as part_worked

    part = part_worked(request.search_question, [d.body for d in request.documents])
    if part is not None and part.worked and part.worked.split(" (")[0] not in reply:
        # "each payment" over "£480, payable in four equal quarterly payments": £120, never a quarter's rate
        explain.rule("one of an amount's equal parts asked: the amount divided by their number", line=part.line[:120])
        return part.worked
    from course_lib.sim.grounded.bundle_units import multiple, per_unit

    bodies = [d.body for d in request.documents]
    for read, rule in ((per_unit, "one unit's price asked over a bundle's: the bundle's price divided by its count"),
                       (multiple, "a price written as a multiple of another line's price: worked with that line")):
        got = read(request.search_question, bodies)
        if got is None or got.given_in(reply):
            continue
        explain.rule(rule, line=got.line[:120])  # "per class on the 10 class pass", "9 x the peak entry price"
        if got.worked:
            return got.worked
        return limits.state("work out the price this question asks",
                            f"the line it found ({got.line[:120]!r}) gives the price only through another figure, and "
                            "it did not read one amount to work it from", "work the price out from the lines",
                            kind="documents")
    from course_lib.sim.grounded.period_rates import worked as period_worked

    per_period = period_worked(request.search_question, reply)
    if per_period is not None:  # "per year" over "£35 a month": 12 × £35, never the month's line
        explain.rule("an amount asked for one period over a line's rate for another: the rate times their ratio",
                     line=reply[:120])
        return per_period
    unmet = _unmet_kind(request, reply)
    if unmet is not None:
        return unmet
    from course_lib.sim.grounded.answer_forms import unaddressed_condition

    condition = unaddressed_condition(request.search_question, reply, [d.body for d in request.documents])
    if condition:  # "can i get a refund on the tomato plants" over the plants' item line, beside "not refundable"
        explain.rule("a yes/no question whose condition the quoted line does not speak of, while another line of the "
                     "documents speaks of it and of the same subject", condition=condition)
        return limits.state("tell whether the documents answer this",
                            f"the line it found names what the question asks about but says nothing of "
                            f"{condition!r}, which another line of the documents speaks of",
                            "read the line about that condition and answer yes or no from it", kind="documents")
    from course_lib.sim.grounded.time_clauses import picked

    clause = picked(request.search_question, reply)
    if clause:  # "早上几点到学校?" over a sentence of three times: the clause whose words are the question's
        from course_lib.sim.grounded.changed_later import applied_change

        moved = applied_change(request.search_question, clause, [d.body for d in request.documents])
        if moved:  # "pick-up 3pm at the school gate" of two messages, the later one "make it 4pm instead"
            explain.rule("a time asked over several messages: the clause, then the later message's change to it",
                         clause=clause, reply=moved[:120])
            return moved
        explain.rule("a time asked over a sentence of several times: the clause that shares the question's words",
                     clause=clause)
        return clause
    from course_lib.sim.grounded.plural_which import completed

    every = completed(request.search_question, reply, [d.body for d in request.documents])
    if every:  # "Which bills are in Zara's name?" answered by one of the two lines that say so
        explain.rule("a plural which-question: every line that answers it, not one of them", lines=every.count("\n") + 1)
        return every
    if request.language == "zh":  # "多长时间" over a line with one span of clock times: its length worked
        from course_lib.sim.grounded import span_lengths, zh_weekdays

        worked = span_lengths.worked_zh(request.search_question, reply)
        if worked is not None:
            explain.rule("the length of the one span of clock times the reply quotes, for a how-long question")
            return worked
        worked = zh_weekdays.worked_zh(request.search_question, reply)  # "星期几" over a line with one weekday
        if worked is not None:
            explain.rule("the one weekday the reply quotes, for a question that asks the day of the week")
            return worked
        return reply
    titled = title_for_amount(request.search_question, reply, _titles(request))
    if titled:  # "Dolvex 400 mg tablets." for "how many mg can I take a day"
        explain.rule("the reply quotes only the document's title for an amount the question asks", title=titled)
        return limits.state("give the amount this question asks for",
                            "the only line it found is the document's title, which names the item and its "
                            "strength, not the amount the question asks",
                            "read the dose or amount lines and work the amount out", kind="documents")
    unrecorded = unrecorded_count(request.search_question, reply)
    if unrecorded:  # the row quoted is no part of a count the notes do not hold
        from course_lib.sim.grounded import unread_material

        unread = unread_material.limit(request)
        if unread:  # the count may be in a column the reader does not name
            return unread
        explain.rule("a count of a thing no document names: the notes do not record it", missing=unrecorded)
        return f"The documents do not record how many {unrecorded}: I could not find anything about '{unrecorded}' in them, so I don't know."
    return _unfit(request, reply) or _whole_quote(request, reply) or reply


def _several_quoted(request: Request, reply: str) -> str | None:
    """Last, after the other checks, a plain quote (no reader worked or narrowed it) stating several values
    of the asked kind, none of which the question picks ("£45 first day, £22 each extra day, £120 per
    week" for "a rotavator for a week": ``unworked_answers.several_in_quote``): the documents limit."""
    from course_lib.sim.grounded import quoted_answer, unworked_answers
    from course_lib.sim.reports import explain, limits

    if explain.current_rule() != quoted_answer.RULE:
        return None
    # (one clause named by the question's words: the quote stands; replying that clause alone was tried and
    # named the wrong one too often: "how many boxes of business cards" over the description's "box of 250")
    why = unworked_answers.several_in_quote(request.search_question, reply)
    if why is None:
        return _unworked_quote(request, reply)
    explain.rule("a quote stating several values of the asked kind, none of which the question picks")
    return limits.state("tell which value answers this", why,
                        "read which of them is for the case the question asks, or work it out from them",
                        kind="documents")


def _unworked_quote(request: Request, reply: str) -> str | None:
    """After ``_several_quoted``, a plain quote holding the operands of a total or of an amount per a unit the
    question asks, not the figure (``unworked_answers.unworked_in_quote``): the documents limit."""
    from course_lib.sim.grounded import unworked_answers
    from course_lib.sim.reports import explain, limits

    why = unworked_answers.unworked_in_quote(request.search_question, reply)
    if why is None:
        return None
    explain.rule("a quote of the operands of a total or a per-unit amount the question asks, not worked")
    return limits.state("work out the figure the question asks", why,
                        "work it out from the amounts the documents state", kind="documents")


def _whole_quote(request: Request, reply: str) -> str | None:
    """Last of the checks, once no reader worked, read or limited the reply: most of a document quoted for
    a question asking one value (``whole_quotes``) hands the material back: the documents limit."""
    from course_lib.sim.grounded import whole_quotes
    from course_lib.sim.reports import explain, limits

    whole = whole_quotes.quoted_whole(request.search_question, reply, [d.body for d in request.documents])
    if whole is None:
        return None
    explain.rule("most of a document quoted for a question asking one value: no answer", share=whole)
    return limits.state("tell which part of the documents answers this",
                        f"the lines it would quote hold {round(whole * 100)}% of a document's words, and it could "
                        "not pick the value the question asks from among them",
                        "read the document for the value the question asks, or work it out, and give only that",
                        kind="documents")


def kind_doubt(request: Request, reply: str) -> str | None:
    """The asked-kind checks of ``_fitted`` alone (``_unmet_kind``, then the reply-fit check) for a reply
    another step composed from ``request.documents`` (an agent's "what its searches found"): the
    absence or the reply with its stated limit; ``None`` when the reply holds the kind asked."""
    if explain.stated_limit() or reply.startswith((DONT_KNOW, DONT_KNOW_ZH)):
        return None
    return _unmet_kind(request, reply) or _unfit(request, reply)


def _unfit(request: Request, reply: str) -> str | None:
    """The reply-fit check's stated limit (or the absence of a name asked); ``None`` when it fits."""
    from course_lib.sim.grounded.answer_forms import unfit_reply
    from course_lib.sim.reports import limits

    unfit = unfit_reply(request.search_question, reply)
    if unfit is None:
        return None
    asked, held = unfit
    if asked == "name":
        from course_lib.sim.grounded.answer_forms import role_named_nowhere

        role = role_named_nowhere(request.search_question, [d.body for d in request.documents])
        if role:  # every line on the role names no one: the documents do not name them
            explain.rule("a name asked; every line of the documents on the role names no one", role=role)
            return f"The documents do not name the {role}, so I don't know."
    explain.rule("the reply holds no value of the kind the question asks", asked=asked, held=held)
    real = _FIT_REAL.get(asked, "count them" if asked.startswith("count") else (
        "work the count out from the figures the documents give" if asked.startswith("worked count") else f"give the {asked}"))
    text = limits.state(f"give the {asked} this question asks for",
                        f"the lines of the documents it found hold {held}", real, kind="documents")
    return f"{reply} {text}"


def _shapeless_quote(request: Request, reply: str) -> str | None:
    """A quote that hands over material instead of the answer: a block of ``key = value`` settings
    quoted whole (``settings_dumps``), or a figure stated against the very thing the question asks about
    ("64 parcels, 15 more than the week before" for the week before: ``relative_figures``):
    the documents limit, or the working limit; ``None`` for any other reply."""
    from course_lib.sim.grounded import relative_figures, settings_dumps
    from course_lib.sim.reports import explain, limits

    settings = settings_dumps.dumped(request.search_question, reply)
    if settings is not None:
        explain.rule("a block of settings quoted whole: no answer", settings=settings)
        return limits.state("tell which setting answers this",
                            f"the line it found is a block of {settings} settings read as one, and it cannot tell which "
                            "of them, or what worked from them, the question asks for",
                            "read the settings the question names and give the value, or work it from them",
                            kind="documents")
    other = relative_figures.unworked(request.search_question, reply)
    if other is not None:
        explain.rule("a figure stated against what the question asks about: the asked figure is worked from it",
                     compared=other)
        return limits.state("work out the figure this question asks for",
                            f"the line it found states a figure against {other!r}, which the question asks about, "
                            "and gives that one only by the difference",
                            "work the asked figure out from the stated one and the difference", kind="documents")
    return None


def _unmet_kind(request: Request, reply: str) -> str | None:
    """A reply holding no value of the kind the question asks for its subject (an age, a value for
    the question's side of a closed set of qualifiers, a difference, an amount: ``asked_kinds``):
    the absence when the documents cannot hold it, else the documents limit; ``None`` when it holds it."""
    from course_lib.sim.grounded import asked_kinds, fallback_phrase
    from course_lib.sim.reports import explain, limits

    phrase = fallback_phrase.declared(f"{request.system}\n{request.human}")
    if phrase and reply.strip().startswith(phrase.strip()):
        return None  # the prompt's own phrase for "not found" ("UNKNOWN"): its absence, said as told
    found = (asked_kinds.lone_footnote(reply, [*request.sent, *(d.body for d in request.documents)])
             or asked_kinds.unmet(request.search_question, reply, [d.body for d in request.documents],
                                  notes=request.sent))
    if found is None:
        return None
    if found.absent:
        explain.rule("the asked kind is in no line of the documents for the question's subject: the absence",
                     asked=found.asked, held=found.held)
        return found.absent
    if found.worked:  # a worked amount asked, its operands quoted: worked from them
        from course_lib.sim.grounded.cancelled_items import declined_limit, declining_lines

        declined = [x for x in declining_lines([d.body for d in request.documents]) if x not in found.worked]
        if declined:  # "Total: £325" worked on, beside "the customer declines the test": the total may hold it
            explain.rule("a worked amount beside a line declining an item it did not take out", declined=declined[:2])
            return declined_limit(declined[0])
        explain.rule("a worked amount asked and its operands quoted: worked from them", held=found.held)
        return found.worked
    if found.asked == "amount" and found.held == "no amount of money":
        line = asked_kinds.amount_on_the_line(reply, [d.body for d in request.documents])
        if line is not None:  # the sentence quoted was cut from a list's line whose rest gives the price
            explain.rule("the reply's sentence is part of a line whose rest states the amount asked: the whole line",
                         line=line)
            return line
    if found.asked == "amount":  # a rate per a unit and the count of it in the period asked: the product
        from course_lib.sim.grounded import period_amounts

        worked = period_amounts.worked(request.search_question, reply, [d.body for d in request.documents])
        if worked is not None:
            explain.rule("a whole period's amount: the rate the reply quotes times the count of its unit in the period",
                         rate_line=reply)
            return worked
    explain.rule("the reply holds no value of the kind the question asks", asked=found.asked, held=found.held)
    text = limits.state(f"give the {found.asked} this question asks for",
                        f"the lines of the documents it found hold {found.held}",
                        f"give the {found.asked} the documents state, or say they do not give it", kind="documents")
    return f"{reply} {text}"


_TITLED_LINES = 3  # a document of this many lines or more may stand under a title
_TITLE_WORDS = 8  # a title is a short line that ends no sentence


def _titles(request: Request) -> list[str]:
    """The documents' titles: each one's title, its first line (the next one too when the first is a
    banner in capitals, "PACKAGE LEAFLET: INFORMATION FOR THE USER"), and the heads its records
    stand under (``prose.Unit.record_head``)."""
    from course_lib.sim.material.prose import units

    out = []
    for d in request.documents[:20]:
        lines = [x.strip() for x in d.body.splitlines() if x.strip()][:2]
        head = lines[:2] if lines and lines[0].isupper() else lines[:1]
        heads = dict.fromkeys(u.record_head for u in units(d.body)[:50] if u.record_head)
        if len([x for x in d.body.splitlines() if x.strip()]) < _TITLED_LINES:
            continue  # a note of a line or two is its own answer, no title over lines
        out.extend(t for t in (d.title, *head, *heads)
                   if t.strip() and len(t.split()) <= _TITLE_WORDS and not t.rstrip().endswith((".", "!", "?", ";")))
    return out


def _follow_up_answer(request: Request, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """Step 1 of ``grounded_answer``: an ambiguous reference (a stated limit), a relation of an
    earlier row (the question asked again of it by name), a quantity against thresholds, another
    period than the documents'; ``None`` for none of them."""
    unresolved = ambiguous_reference(request)
    if unresolved is not None:
        return unresolved
    relation = related_rows(request)
    if isinstance(relation, str):
        return relation
    if relation is not None:  # "her opponent" asked of the other candidate for the same post, by name
        return grounded_answer(relation, matcher, knowledge)
    own = row_pronoun(request)
    if own is not None:  # "behind her" asked on its own words of the row the previous answer named
        return grounded_answer(own, matcher, knowledge)
    banded = _banded_answer(request)
    if banded is not None:
        return banded
    bodies = [d.body for d in request.documents]
    counted = count_comparisons.compared(request.search_question, bodies)
    if counted is None:  # "how much do I save with the card against 10 drop-ins?"
        counted = count_comparisons.saving(request.search_question, bodies)
    if counted is not None:  # "is a ten-visit card cheaper than ten single visits?": both sides worked
        if counted.why:
            from course_lib.sim.reports import limits

            explain.rule("a price comparison with a counted side whose prices it cannot read", why=counted.why)
            return limits.state("work out the comparison this question asks", counted.why,
                                "read both sides' prices and compare the counted side's total", kind="documents")
        explain.rule("a price comparison with a counted side: both sides' totals worked from their lines")
        return counted.text
    compared = compared_answer(request, matcher)
    if compared is not None:
        return compared
    period = other_period_limit(request)
    if period is not None:
        return period
    subject = subject_pronoun(request)
    if subject is not None:  # "how much does it cost?" asked of the previous question's subject
        return grounded_answer(subject, matcher, knowledge)
    return None


def _banded_answer(request: Request) -> str | None:
    """A price by bands of a quantity ("2 to 4 hours .... £5.50") for the quantity the question
    states (``band_tables``); a stated limit when it stands on the bound two bands share."""
    from course_lib.sim.grounded import band_tables
    from course_lib.sim.reports import limits

    found = band_tables.answer(request.search_question, [d.body for d in request.documents])
    if found is None:
        return None
    if isinstance(found, band_tables.Limited):
        explain.rule("a band row of several price columns holds the question's quantity, its price not read",
                     why=found.reason)
        return limits.state("give the price this question asks for", found.reason,
                            "pick the column the question means and check the table's other rules",
                            kind="documents")
    reply, rule = found
    if reply:
        explain.rule(rule)
        return reply
    explain.rule("the question's quantity stands on the bound two bands share", bands=rule)
    return limits.state("tell which band the question's quantity falls in",
                        f"it stands on the bound the bands {rule} share, and the table does not say which "
                        "one holds its bound", "read the table's convention or give both prices",
                        kind="documents")
