"""The extractive answer: step 4 of ``replies.grounded_answer``, once no record answerer, threshold
or stated age has answered. ``answer`` is a short pipeline: the documents' sentences are gathered
(``evidence.gather``), the units to quote chosen (``quote_choice``), then the first of its
``STEPS`` that replies gives the reply, and "I don't know" when none does:

1. ``_counted_from_now``: a question counted from today, which it does not know (``worked_answers``);
2. ``_absent_name``: a name the question asks about that no document holds: "I don't know"
   (``absence``), unless a line states the bound its superlative asks;
3. ``_only_a_reference``: a follow-up that only refers to an earlier item (``reading_doubts``);
3a. ``_next_departure``: the next line of a timetable after a time the question states
   (``next_times``), or a stated limit when that line is not clear;
3b. ``_category_value``: a chosen line lists values keyed by a category ("Head coach £40, Senior
   coach £30") and the question names an entity whose category another line gives: the entity's
   value, or a stated limit when no line ties it to one category (``category_values``);
3c. ``_provided``: a thing a line says is provided, for an obligation question (``provided_things``);
3d. ``_class_rule``: a yes/no about a numbered instance ("ticket 47") over a rule on a class of such
   numbers ("every ticket ending in 7 wins"): the rule applied to the number (``class_rules``);
3c'. ``_cancelled``: a yes/no about an item a line cancels or declines ("Best Veteran is withdrawn"):
   "No" with that line (``cancelled_items``);
3d'. ``_charge_verdict``: a yes/no about paying over a line on its subject that says it costs nothing
   ("at no extra charge"): "No" with that line (``charge_verdicts``);
3e. ``_conditional``: "what happens if it rains?" over the sentence whose own condition is the
   question's ("If it rains we move to ..."): that sentence (``conditional_lines``);
4. ``_quoted``: answered: the chosen sentences quoted and cited, unless a check finds they are not
   the answer (``quoted_answer``, ``composed_quotes``, ``unworked_answers``, ``unfit_answers``);
5. ``_small_talk``: "hello" with retrieved notes: greeted back;
6. ``_form_unstated``: the closest sentence lacks the kind of value asked, which its heading may state;
7. ``_worked``: an amount per period, a price after a discount, worked out (``worked_answers``);
8. ``_partial``: partly answered: the part and what it lacks, unless the part is no part of an
   answer (``partial_answers``) or a line holds the unit the question asks (``asked_units``);
9. ``_doubted_absence``: not answered, and its reading of the documents gives it reason to doubt
   "I don't know": a stated limit (``doubted_absence``: a typo, an abbreviation, a notation,
   records read word by word, a table row named ...).
Before the "I don't know" that ends it (not that of ``_absent_name``: a name no document holds is
stronger evidence than a unit some line holds): a line holding the unit or
kind of value the question asks ("多少升", "how heavy", "do I owe") answers, or the documents limit
(``asked_units``); and closest lines on the question's subject whose only unmet words name no subject
(a verb, a pronoun) are the documents limit, not an absence (``subject_met``).
"""

from __future__ import annotations

from course_lib.sim.dialogue import smalltalk
from course_lib.sim.dialogue.direct_replies import small_talk
from course_lib.sim.grounded import (
    absence,
    asked_kinds,
    composed_quotes,
    covered_absences,
    doubted_absence,
    evidence,
    guarded_shapes,
    kind_lines,
    near_words,
    other_forms,
    partial_answers,
    quote_choice,
    quoted_answer,
    reading_doubts,
    subject_met,
    unread_material,
    unread_verdicts,
    weak_absences,
    worked_answers,
)
from course_lib.sim.grounded.answer_forms import unanswered_form
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.grounded.no_answer import dont_know
from course_lib.sim.material.notation import NOTATION_SHARE, notation_share
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

__all__ = ["NOTATION_SHARE", "STEPS", "answer", "notation_share"]


def answer(request: Request, matcher: Matcher, knowledge: Knowledge | None = None) -> str:
    """Step 4 of ``grounded_answer``: the documents' sentences gathered (``evidence``) and read for
    the answer: extractive, cited; the thing the question names that no document holds; or the
    stated limit that says why it cannot tell."""
    found = evidence.gather(matcher, request.search_question, request.documents)
    sibling = quote_choice.sibling_card_answer(request, found)
    if sibling is not None:  # another card's sentence for a question naming this card: a near miss
        return sibling
    found = quote_choice.within_named_card(request, found)
    for step in STEPS:
        reply = step(request, found, matcher, knowledge)
        if reply is not None:
            return reply
    if request.handed_over and not found.coverage:  # "what branch am i on? here you go:" and a paste
        explain.rule("the paste handed over with the question shares none of its words", coverage=found.coverage)
        return limits.state(
            "tell whether the text you pasted answers this",
            "you handed it over for this question, yet none of its lines shares the question's words, so its "
            "reading links nothing in it to what you ask",
            "read the paste for what the question means and answer, or say it does not hold it",
            kind="documents",
        )
    headed = _headed_section(request) or _asked_unit(request)
    if headed:
        return headed
    doubted = guarded_shapes.absence_limit(request, found) or unread_material.limit(request)
    if doubted:  # a lately learned prompt shape, or a notation: no trusted "I don't know" over its lines
        return doubted
    keyed = asked_kinds.keyed_line(request.search_question,  # (the prompt's other text too: a quotation the
                                   [d.body for d in request.documents] + [request.instructions])  # reader cut)
    if keyed:  # "楼层费:无电梯每层50元" for "楼层费要多少钱?": a line keyed by the question's noun
        explain.rule("a line keyed by the question's noun, no answer read from it: the documents limit", line=keyed)
        return limits.state("tell what the documents' line on this says for the question",
                            f"a line keyed by the question's noun ({keyed.replace('：', ':').split(':')[0]!r}) is there, but the words of "
                            "the question did not meet it closely enough to quote or work it",
                            "read that line and quote or work out the answer from it", kind="documents")
    contact = asked_kinds.contact_lines(request.search_question, [d.body for d in request.documents])
    if contact and contact[1]:  # "Call us on 01632 960 441" for "what's the phone number?"
        name, lines = contact
        if len(set(lines)) == 1:
            explain.rule("the one line of the documents holding the asked contact detail's form", asked=name)
            return lines[0]
        explain.rule("several lines of the documents hold the asked contact detail's form: the documents limit",
                     asked=name, lines=len(lines))
        return limits.state(f"tell which {name} the question asks for",
                            f"{len(set(lines))} lines of the documents give one, and it matched none of them to the question",
                            f"give the {name} of what the question names", kind="documents")
    if asked_kinds.whole_total(request.search_question, [d.body for d in request.documents] + [request.instructions]):
        explain.rule("the total of the whole material asked over documents with amounts: the working limit")
        return limits.state("work out the total this question asks",
                            "the documents hold the amounts it is made of, but no line states the total and it "
                            "does not add up which of them apply",
                            "add up the amounts that apply (rates times their counts, less what was cancelled)",
                            kind="documents")
    verdict_line = unread_verdicts.limit(request, found, matcher)
    if verdict_line:  # "Will I have to pay ...?" over "there is no charge to you": no "I don't know"
        return verdict_line
    if asked_kinds.ranked_place(request.search_question, [d.body for d in request.documents]):
        explain.rule("a place in a ranking asked over a table of figures: the working limit")
        return limits.state("work out the place this question asks",
                            "the documents hold a table of figures to rank, but it did not rank its rows by the "
                            "one that decides the order (a total, a time), with any tie rule or correction applied",
                            "rank the rows by that figure, apply the tie rules and corrections, and name the row "
                            "in that place", kind="documents")
    kind_line = kind_lines.limit(request, found)
    if kind_line:  # "去哪里交物业费?" over "缴费地点:物业服务中心": a line of the asked kind, no "I don't know"
        return kind_line
    held_by = _role_holder(request)
    if held_by:  # "Who is conducting?" over "Conductor: Pavel Nowak.": the line naming the role's holder
        return held_by
    unmet_verb = subject_met.limit(request, found, matcher)
    if unmet_verb:  # "Who goes first?" over "The youngest player takes the first turn": no absence of a subject
        return unmet_verb
    other_form = other_forms.limit(request.search_question, [d.body for d in request.documents])
    if other_form:  # "till 4pm" over "until 16:00", "4号楼" over "3号楼、5号楼": no trusted "I don't know"
        explain.rule("the question's own value is in the documents in another form: the documents limit",
                     why=other_form)
        return limits.state("tell whether the documents answer this", other_form,
                            "read the value in either form and answer from its line", kind="documents")
    otherwise = near_words.reply(request, found, matcher, "no sentence answers")
    if otherwise:  # "how much to fix a flat tyre?" over "Puncture repair: £12": the thing in other words
        return otherwise
    conditioned = _conditioned_value(request)
    if conditioned:  # "paying it within a week, how much" over "£70, reduced to £35 if paid within 14 days"
        return conditioned
    covered = covered_absences.limit(request, found, matcher)
    if covered:  # the closest lines cover most of the question: a silent absence was low-precision at first sight
        return covered
    explain.rule("the documents do not answer the question", coverage=found.coverage)
    return dont_know(request)


def _conditioned_value(request: Request) -> str | None:
    """Before "I don't know": the one line whose value the question's own time or date settles
    (``conditioned_values``): the value, or the limit when the date falls before the line's day."""
    from course_lib.sim.grounded import conditioned_values

    if request.language not in ("en", None):
        return None
    found = conditioned_values.settled(request.search_question, [d.body for d in request.documents])
    if found is None:
        return None
    if found.limit:
        explain.rule("a fee holding from a day, asked for a day before it", why=found.limit)
        return limits.state("tell what is added on the question's day", found.limit,
                            "say whether any other charge applies on that day, or that nothing is added",
                            kind="documents")
    explain.rule("a line's value conditioned on a time or a day, settled by the question's own", kind=found.kind)
    return _with_citations(found.text, request)


def _role_holder(request: Request) -> str | None:
    """Before "I don't know": the one line naming the holder of the role the who-question's verb
    makes ("Conductor: ..." for "who is conducting?", ``who_quotes.role_line``)."""
    from course_lib.sim.grounded.mail_senders import role_answer
    from course_lib.sim.grounded.who_quotes import role_line

    if request.language == "zh":
        return None
    forwarded = role_answer(request)
    if forwarded:  # "Who is the engineer?" over "the gas engineer's reply is underneath" and a forwarded part
        return forwarded
    line = role_line(request.search_question, [d.body for d in request.documents])
    if line is None:
        return None
    explain.rule("no sentence shares the question's words, but one line names the holder of the role its verb makes",
                 line=line)
    return _with_citations(line, request)


def _headed_section(request: Request) -> str | None:
    """Before "I don't know": a section whose heading names the question's subject in other words
    ("== Departure" for "we'd leave at half eleven, how much extra?") may answer it: its one
    sentence with the asked kind of value, a yes / no for a part of the day against its hours, or
    the documents limit when several of its sentences would do (``headed_sections``)."""
    from course_lib.sim.grounded import headed_sections

    got = headed_sections.read(request.search_question, [d.body for d in request.documents])
    if got is None:
        return None
    if isinstance(got, headed_sections.Answer):
        explain.rule("no sentence shares the question's words, but the section its heading names answers it",
                     section=got.heading)
        return _with_citations(got.text(), request)
    explain.rule("no sentence answers, but a section's heading names the question's subject", section=got.heading)
    return limits.state("tell whether the documents answer this", got.reason,
                        "read the section on the question's subject for the value asked", kind="documents")


def _asked_unit(request: Request) -> str | None:
    """Before "I don't know": a line holding the unit (or kind of value) the question asks, tied to
    the question, answers it (a count x per-unit amount in it worked); lines holding it that are not
    one tied line are the documents limit (``asked_units``)."""
    from course_lib.sim.grounded import asked_units

    got = asked_units.answered(request.search_question, [d.body for d in request.documents])
    if got is None:
        return None
    if got.text:
        explain.rule("no sentence answers in the question's words, but one line holds the unit it asks beside a "
                     "word of it", unit=got.said, line=got.lines[0])
        return _with_citations(got.text, request)
    explain.rule("no sentence answers, but lines hold the unit the question asks", unit=got.said,
                 lines=list(got.lines[:3]))
    return limits.state("tell whether the documents answer this", got.why,
                        "read the lines that hold that unit and answer from the one about what the question asks",
                        kind="documents")


def _counted_from_now(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    return worked_answers.from_now(request, found)


def _absent_name(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Does the api depend on redis?" over a compose file that names no redis: the lines that meet
    "api" and "depend" are another service's, so quoting them would answer another question
    (unless the word is a superlative whose bound a line states: "the heaviest bag", "max 23 kg")."""
    absent = absence.absent_name(request, matcher, found) if found.picks else None
    if not absent:
        return None
    bound = worked_answers.bound_answer(request, found)
    if bound:
        return bound
    headed = _headed_section(request)
    if headed:
        return headed
    story = doubted_absence.story_problem(request, found, matcher)
    if story:  # "How much cargo is left, in crates?" after the story's own amounts: worked, not looked up
        return story
    unread = unread_material.limit(request)
    if unread:  # the name may be written in the document's codes
        return unread
    other_language = reading_doubts.language_doubt(request, same_too=False)
    if other_language:  # an English "rink" absent from a Dutch notice is no evidence of absence
        explain.rule("the question names a thing no document holds, but they are in another language", name=absent)
        return other_language
    aged = weak_absences.age_unmet(request, found)
    if aged:  # "how much for juniors?" over "Under-12s bike: £10 a day.": the group said by an age bound
        explain.rule("the question names an age group no document writes, and the documents name their groups by "
                     "other words or by ages", name=aged)
        return weak_absences.limit(aged, "it names people by age, and the documents name their groups by other "
                                         "words or by ages")
    state = absence.state_word(request, matcher, absent, found)
    if state:  # "is a leaking radiator covered" over "Not covered: radiators": the radiator's line may answer
        explain.rule("the question names a thing no document holds, but the word may only describe a thing they "
                     "hold", name=absent, held=state)
        return limits.state("tell whether the documents answer this",
                            f"no line writes {absent!r}, and it may only describe the {state} the documents do name",
                            f"read whether the documents' line on the {state} holds for a {absent} {state} too "
                            "and answer from it, or say the documents do not hold it", kind="documents")
    otherwise = near_words.reply(request, found, matcher, "the question names a thing no document holds")
    if otherwise:
        return otherwise
    explain.rule("the question names a thing no document holds", name=absent, coverage=found.coverage)
    return dont_know(request)


def _only_a_reference(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"And the other one?" names nothing of its own: the sentences found answer the earlier
    question again, not the item the reference means, which it does not resolve."""
    if not (found.answered and request.history and reading_doubts.only_a_reference(request.question)):
        return None
    explain.rule("a follow-up that only refers to an earlier item", coverage=found.coverage)
    return reading_doubts.other_words(request)


def _next_departure(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"I'm at the stop at 14:10, when's the next bus?": the first timetable line after 14:10, never
    the line that shares the hour and left before it."""
    from course_lib.sim.grounded.next_times import after

    nxt = after(request.search_question, [d.text for d in request.documents])
    if nxt is None:
        return None
    if nxt.line is None:
        explain.rule("the question asks the next one after a time; the timetable's answer is not clear", why=nxt.reason)
        return limits.state("tell which line of the timetable comes next", nxt.reason,
                            "read the first line after the question's time that runs on the day meant", kind="documents")
    explain.rule("the question asks the next one after a time: the first timetable line after it", line=nxt.line)
    return _with_citations(nxt.line, request)


def _category_value(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"How much is a lesson with Marta?" answered by "Lesson fees: Head coach £40, Senior coach
    £30." while Marta's row says "Senior coach": the entity joined to its category's amount
    (``category_values``), or a stated limit when no line ties it to one category."""
    from course_lib.sim.grounded import category_values, labelled_amounts

    texts = [d.text for d in request.documents]
    chosen = [s for _, s in found.picks]
    tried = chosen if any(labelled_amounts.pieces(s) for s in chosen) else category_values.listings(
        request.search_question, texts)
    for sentence in tried:
        out = category_values.joined(request.search_question, sentence, texts)
        if isinstance(out, category_values.Joined):
            explain.rule("a value keyed by a category, joined to the category another line gives the "
                         "entity the question names", entity=out.entity, category=out.label, listing=sentence)
            return _with_citations(out.answer(), request)
        if isinstance(out, category_values.Untied):
            explain.rule("a value keyed by a category; the entity the question names is not tied to one",
                         entity=out.entity, listing=sentence)
            return limits.state("tell which of the listed values applies", out.reason(),
                                "find the category of what the question names and give that value",
                                kind="documents")
    return None


def _provided(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Do I need to bring towels?" over "Towels are provided.": "No" (``provided_things``)."""
    from course_lib.sim.grounded.provided_things import answer

    said = answer(request.search_question, [d.text for d in request.documents])
    if said is None:
        return None
    explain.rule("an obligation question about a thing a line of the documents says is provided", answer=said)
    return _with_citations(said, request)


def _class_rule(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Does ticket 47 win anything?" over "Every ticket whose number ends in 7 wins a bar of
    chocolate": yes, with the rule quoted (``class_rules``)."""
    from course_lib.sim.grounded.class_rules import verdict
    from course_lib.sim.grounded.held_quantities import asks_yes_no

    if not asks_yes_no(request.search_question):
        return None
    got = verdict(request.search_question, [d.body for d in request.documents])
    if got is None:
        return None
    explain.rule("a yes/no about a numbered instance, over a rule on a class of such numbers", line=got.line,
                 holds=got.holds)
    return _with_citations(got.text(), request)


def _cancelled(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Can I still enter Best Veteran?" over "Late change: Best Veteran is withdrawn this year":
    "No", with that line, before any other reading of the question (``cancelled_items``)."""
    from course_lib.sim.grounded.cancelled_items import cancelled_asked

    bodies = [d.body for d in request.documents]
    line = cancelled_asked(request.search_question, bodies)
    if line is None:
        from course_lib.sim.grounded.events_off import off_line

        line = off_line(request.search_question, bodies)  # "can we come to the Sunday afternoon show?"
        if line is None:
            return None
        explain.rule("a 'still on?' about an event that the one line naming it calls off or puts off", line=line)
    else:
        explain.rule("a yes/no about an item that a line of the documents cancels or declines", line=line)
    said = f'不会。资料中写道:"{line}"' if request.language == "zh" else f'No: the documents say "{line}"'
    return _with_citations(said, request)


def _charge_verdict(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Will it cost more if my grandparents come?" over "... there is no charge for family
    members.": "No", with that line (``charge_verdicts``)."""
    from course_lib.sim.grounded import charge_verdicts
    from course_lib.sim.grounded.held_quantities import asks_yes_no

    question = request.search_question
    if not (asks_yes_no(question) or unread_verdicts.asks_yes_no_zh(question)):
        return None
    said = charge_verdicts.answer(question, [d.body for d in request.documents])
    if said is None:
        return None
    explain.rule("a yes/no about paying, over a line on its subject that says it costs nothing", line=said)
    return _with_citations(said, request)


def _conditional(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"What happens if it's too windy?" over "If the wind is too strong for the screen, the showing
    moves into the barn.": that sentence (``conditional_lines``)."""
    from course_lib.sim.grounded import conditional_lines

    said = conditional_lines.answer(request.search_question, [d.body for d in request.documents])
    if said is None:
        return None
    explain.rule("a question asking what follows a condition, over the sentence whose condition is its own",
                 line=said)
    return _with_citations(said, request)


def _worked_parts(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Full cost of camp?" over a deposit line and a balance line: their sum (``payment_parts``); "the
    balance before the quiz night" over "£2,340 after the quiz night (the quiz raised £612)" (``before_after``);
    "half price" of the price it is a share of (``share_prices``)."""
    from course_lib.sim.grounded.payment_parts import summed

    said = summed(request.search_question, [d.body for d in request.documents])
    if said is not None:
        explain.rule("the whole of a payment asked, over one line of each of its parts: their sum", reply=said)
        return _with_citations(said, request)
    from course_lib.sim.grounded.before_after import worked

    said = worked(request.search_question, [d.body for d in request.documents])
    if said is None:
        from course_lib.sim.grounded import share_prices

        said = share_prices.worked(request.search_question, [d.body for d in request.documents])
        if said is None:
            return None
        explain.rule("a price given as a share of another, applied to the price it is a share of", reply=said)
        return _with_citations(said, request)
    explain.rule("a value before an event asked, over its value after it and the event's own amount", reply=said)
    return _with_citations(said, request)


def _quoted(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    if not found.answered:
        return None
    return guarded_shapes.split_limit(request, found, matcher) or quoted_answer.reply(request, found, matcher)


def _small_talk(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"hello" with retrieved notes: greet back, as a model would; never a question about the assistant's
    abilities that speaks of the documents' things ("do members get internet access?")."""
    if knowledge is None:
        return None
    if smalltalk.asks_of_material(request.question, knowledge, [getattr(d, "body", "") for d in request.documents]):
        explain.rule("a question with the cues of one about the assistant speaks of the documents' things")
        return None
    return small_talk(request, knowledge) or None


def _form_unstated(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"Which version added dark mode?": the sentence on dark mode names no version; the heading
    of its section may."""
    asked = unanswered_form(request.search_question, found) if found.picks and found.anchored else None
    if not asked:
        return None
    headed = composed_quotes.headed_answer(found, evidence.compose_answer(found), asked, request.search_question)
    if headed:
        explain.rule("the chosen sentence's section heading states the asked value", coverage=found.coverage)
        return _with_citations(headed, request)
    explain.rule("the documents' closest sentence states no value of the asked kind", coverage=found.coverage)
    return _with_citations(composed_quotes.form_limit(asked, evidence.compose_answer(found)), request)


def _worked(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    """"What's the daily cost?" over "£255.00 for 3 days" ("daily" is met by no word, by the
    division); "an adult day pass online?" over "1 day: 79" and "Buy online and save 10%"."""
    if not found.picks:
        return None
    return worked_answers.per_period(request, found) or worked_answers.discounted_answer(request, found) or None


def _partial(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    reply = partial_answers.reply(request, found, matcher)
    if reply is None:
        return None
    doubted = guarded_shapes.partial_limit(request) or unread_material.limit(request)
    if doubted or limits.stated_text():  # (a limit the partial reader stated: its reply says so)
        return doubted or reply
    return _asked_unit(request) or reply


def _doubted_absence(request: Request, found: evidence.Evidence, matcher: Matcher, knowledge: Knowledge | None) -> str | None:
    return doubted_absence.reply(request, found, matcher)


STEPS = (_counted_from_now, _absent_name, _only_a_reference, _next_departure, _category_value, _provided, _class_rule, _cancelled, _charge_verdict, _conditional, _worked_parts, _quoted, _small_talk, _form_unstated, _worked,
         _partial, _doubted_absence)
