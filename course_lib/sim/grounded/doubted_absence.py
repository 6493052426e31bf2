"""The absent answer doubted (``extractive``): no sentence answers the question, and "I don't know"
would say the documents lack it. Before saying so, ``reply`` runs its steps in order; each gives
the reply (a stated limit, or an answer once the question is read another way) when its reading
gives it reason to doubt that, or ``None``:

a line on the question's head noun charging what its own figure works with (``unused_quantities.head_line``:
worked, or a limit); a line holds the asked value in a shape it does not read (``unread_lines``); the prompt offers
options or asks no question; an abbreviation or a typo read as the documents' words
(``question_rereadings``); its own reading may have failed (``reading_doubts``); most of the
question covered but a figure (``near_coverage``); everyday words said another way
(``said_otherwise``); a statement, not a question (``self_statements``); a data file's key named
(``keyed_questions``); a document in a notation (``notation``); a diagram that may answer it
(``diagrams``); a subject named by a pronoun only
(``subjectless``); records read word by word (``absence.features``); a remainder to work out
(``unworked_answers``); a table's row named (``absence.row_named``); the bound a superlative asks
(``worked_answers.bound_answer``); a comparative that picks one of the things the documents name
(``degree_words.uncompared``); the operands of the asked value (``operand_units``); a line
naming everything the question asks about (``subject_lines``); the results of this question's own
retriever call sharing none of its words (``unshared_results``); the noun asked keying several
lines of values, none in the question's words (``keyed_cases``); a timetable's clock times for a time
or duration asked in words none of its lines use (``operand_units.unshared_times``); whether something still holds, on a
subject the documents speak of (``_judged_now``: judged against today, which it does not do); a kind of the
documents' thing asked by a pro-form over a line restricting all of them to one kind (``_kind_restricted``); a
word problem that states its own amounts (``stated_problems``; before the two broadest steps, operands and a
line naming the subject); an amount asked of priced documents with a line declining an item (``_declined_priced``); last, when no other
step answers, an age group asked that the documents name by ages or other words (``weak_absences``).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import (
    absence,
    evidence,
    held_quantities,
    keyed_questions,
    near_coverage,
    operand_units,
    question_rereadings,
    reading_doubts,
    said_otherwise,
    stated_problems,
    subject_lines,
    subjectless,
    unread_lines,
    unworked_answers,
    worked_answers,
)
from course_lib.sim.grounded.answer_forms import unanswered_form
from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.grounded.keyed_cases import asked_noun
from course_lib.sim.grounded.no_answer import no_question_limit
from course_lib.sim.material import diagrams, notation
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import self_statements
from course_lib.sim.request.reading import Request
from course_lib.sim.words import quantities
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import content_terms, other_script

_CUE = patterns("doubted_absence")  # its cue patterns: data/sim/patterns.yaml
_WHO_RE = re.compile(r"^\W*who\b", re.IGNORECASE)


def reply(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The first step's reply in place of "I don't know"; ``None`` when no step doubts it."""
    for step in STEPS:
        out = step(request, found, matcher)
        if out is not None:
            return out
    return None


def _equal_part(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Quanto custa cada parcela?" over "R$ 1.200, pagos em 3 parcelas iguais": one of the equal parts a line
    states, worked (``equal_parts``), before any doubt about the words or the language; the working limit
    when the line cannot be worked."""
    from course_lib.sim.grounded.equal_parts import worked

    part = worked(request.search_question, _bodies(request))
    if part is None:
        return None
    if part.worked:
        explain.rule("one of an amount's equal parts asked: the amount divided by their number", line=part.line[:120])
        return _with_citations(part.worked, request)
    explain.rule("one of an amount's equal parts asked over a line it cannot divide: the working limit", line=part.line[:120])
    return limits.state("work out the part this question asks",
                        f"the documents pay an amount in equal parts ({part.line[:120]!r}), but it did not read one "
                        "amount and one count from that line", "divide the amount by the number of parts",
                        kind="documents")


def _month_span(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What will the place cost from March to June?" over "£910 a month": the months counted and the monthly
    amount multiplied (``month_spans``), before any doubt about the words; the working limit when the line's
    amount for the span cannot be told."""
    from course_lib.sim.grounded.month_spans import worked

    span = worked(request.search_question, _bodies(request))
    if span is None:
        return None
    if span.worked:
        explain.rule("an amount asked over a span of months: the months counted times the amount per month",
                     line=span.line[:120])
        return _with_citations(span.worked, request)
    explain.rule("an amount asked over a span of months, the monthly amount for it not read: the working limit",
                 line=span.line[:120])
    return limits.state("work out the amount for the months this question asks",
                        f"the documents state an amount per month ({span.line[:120]!r}), but it did not read which "
                        "amount holds for each month of the span", "count the months and add up the amount for each",
                        kind="documents")


def _subjectless_words(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who's coaching me on Friday?" or "... with 'Happy 40th' iced on it": the question read again without
    a request's verb or the text it quotes (``request_verbs``): its answer, or a limit, never an absence."""
    from course_lib.sim.grounded import request_verbs

    if _WHO_RE.search(request.search_question):
        return None  # ("Who is conducting?" over "Conductor: ...": the role's holder is read after these doubts)
    return request_verbs.answer(request, found, matcher)


def _held_quantity(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Can we bring 3 dogs?" over "up to 2 dogs": the question's quantity against the notes' own."""
    got = held_quantities.compared(request.search_question, _bodies(request))
    if isinstance(got, held_quantities.Verdict):
        explain.rule("the question's quantity compared with the bound the documents state on its kind", why=got.why)
        return _with_citations(got.text(), request)
    if got is None:
        return None
    explain.rule("no sentence answers, but the documents state quantities of the question's kind", why=got.reason)
    return limits.state("tell whether the documents answer this", got.reason,
                        "compare the question's quantity with the documents' and answer from that", kind="documents")


def _head_line(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"dvd brought back 3 days late, how much" over "DVDs £1 per item per day": one line sharing the
    question's head noun charges per the unit it counts, or the item's cost plus a fee for the amount it
    states (``unused_quantities.head_line``): worked, or a stated limit when another line may change
    the charge (the fifty-seventh set's VV5), never "I don't know"."""
    from course_lib.sim.grounded.unused_quantities import head_line

    if request.language != "en" or not request.documents:
        return None
    headed = head_line(request.search_question, tuple(d.body for d in request.documents))
    if headed is None:
        return None
    if headed.reason:
        explain.rule("no sentence answers, but a line on the question's head noun charges what its figure works with, "
                     "and another line may change it", line=headed.line[:120])
        return limits.state("work the answer out from the documents' figures", headed.reason,
                            "work the charge from that line with the question's figure, after any later change",
                            kind="documents")
    explain.rule("no sentence answers, but a line on the question's head noun charges what its figure works with",
                 line=headed.line[:120], worked=headed.worked[:80])
    return _with_citations(headed.worked, request)


def _unread_line(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How many days are backups kept?" against "retention_days: 45", or a sentence that holds
    what the question asks about in a shape it does not read."""
    unread = unread_lines.unread_value(request.search_question, found)
    unread_why = None if unread else unread_lines.unread_sentence(request.search_question, found, request)
    if unread_why:
        explain.rule("a sentence of the documents holds what the question asks about, in a shape it does not read",
                     coverage=found.coverage)
        return limits.state("tell whether the documents answer this", unread_why,
                            "read the answer from that sentence or say the documents do not hold it", kind="documents")
    if unread:
        explain.rule("a sentence on the subject names the asked quantity and a figure it cannot read as the answer",
                     coverage=found.coverage)
        return limits.state(
            "tell whether the documents answer this",
            f"a sentence on the question's subject mentions {unread} and a figure, "
            "but not in a form it reads as the answer",
            "read the value from that sentence or say the documents do not hold it",
            kind="documents",
        )
    return None


def _options_offered(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Which season is this? Choose from: Winter, ...": a label prompt read as a question."""
    from course_lib.sim.task.tasks import output_options

    offered = output_options(request.question)
    if not offered:
        return None
    explain.rule("a question that offers options, none of which the documents state")
    return limits.state(
        f"choose between {', '.join(offered[:6])}",
        "it read the prompt as a question about the text and no sentence of the text names an option",
        "choose the option the text means",
        kind="reading",
    )


def _no_question(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Sentiment of this text (positive/negative): <text>": text, no question."""
    if request.question.strip():
        return None
    explain.rule("documents but no question to answer from them")
    return no_question_limit()


def _abbreviation(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"ICU" where the notes say "intensive care unit": the question read with their words."""
    expanded = question_rereadings.abbreviations_spelled_out(request)
    if not expanded:
        shortened = question_rereadings.han_terms_shortened(request)
        if not shortened:
            return None
        said = "; ".join(f"'{a}' may be '{b}'" for a, b in shortened[:3])
        explain.rule("no sentence answers, and a term of the question is a documents' term with characters left out",
                     shortened=said)
        return limits.state(
            "tell whether the documents answer this",
            f"the question's term is the documents' term shortened ({said}), and it does not read a term "
            "with characters left out, so it cannot tell what the lines on it answer",
            "read the question's term as the documents' and answer from the lines on it, or say they do not hold it",
            kind="documents",
        )
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


def _typo(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"platfrom" one edit from the notes' "platform" (and from no other word): read as meant when
    that answers; else a stated limit, as it matches words as they are written."""
    typo = question_rereadings.mistyped(request) or question_rereadings.misspelled_name(request)
    if not typo:
        return None
    if typo[2]:
        question = re.sub(rf"\b{re.escape(typo[0])}\b", typo[1], request.search_question)
        again = evidence.gather(matcher, question, request.documents)
        rest = [c.word for c in again.uncovered if c.key_term and not c.answer_type]
        if again.answered and not rest and not unanswered_form(question, again):
            explain.rule("extractive answer: a mistyped word of the question read as the documents' word",
                         word=typo[0], near=typo[1], sentences=[s for _, s in again.picks])
            said = f"(Reading '{typo[0]}' as '{typo[1]}'.) " if typo[0][:1].isupper() else ""  # a name: say so
            return _with_citations(said + evidence.compose_answer(again), request)
    explain.rule("no sentence answers, and a word of the question looks mistyped", word=typo[0], near=typo[1])
    return limits.state(
        "tell whether the documents answer this",
        f"the question's word '{typo[0]}' is no word it knows and one typo from the documents' "
        f"'{typo[1]}', and it matches words as they are written",
        "read the question as meant (a typo) and answer, or say the documents do not hold it",
        kind="documents",
    )


def _own_reading(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """An unresolved reference, or a language it matches only word for word (``reading_doubts``)."""
    unread_words = reading_doubts.other_words(request)
    if not unread_words:
        return None
    explain.rule("no sentence answers, and the question's wording gives it reason to doubt its reading",
                 coverage=found.coverage)
    return unread_words


def _near_miss(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The closest sentences carry most of the question's weight yet miss a part it needs (a
    figure no sentence writes, "75" inside "60 to 119 minutes"): "I don't know." would be a guess
    as confident as an answer."""
    if not near_coverage.misses_only_a_figure(found, request):
        return None
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


def _said_otherwise(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The closest sentences share the question's subject and miss only everyday words."""
    otherwise = said_otherwise.said_otherwise(request, found, matcher)
    if not otherwise:
        return None
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


def _age_said_otherwise(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Can teenagers use the gym alone?" over "Under-16s may use the gym only with a parent.": the age group
    asked may be one the documents name by ages or another word (``weak_absences.age_unmet``)."""
    from course_lib.sim.grounded import weak_absences

    word = weak_absences.age_unmet(request, found)
    if word is None:
        return None
    explain.rule("no sentence answers, and the age group asked is on no line while the documents name their "
                 "groups by other words or by ages", word=word, coverage=found.coverage)
    return weak_absences.limit(word, weak_absences.AGES_OTHERWISE)


def _not_a_question(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"I like to bike around San Francisco" under instructions with sections, or instructions to
    update a memory from the chat history: "I don't know." would answer a question nobody asked."""
    if not (self_statements.self_statement(request.question) or _CUE.conversation_task.search(request.system)):
        return None
    explain.rule("the last message is material for the instructions' task, not a question the documents answer")
    return limits.state(
        "tell what this prompt asks",
        "the instructions ask for something done with the conversation (or the last message is the "
        "user's statement about themselves), and it found no task it knows in them",
        "do what the instructions ask with the conversation",
        kind="reading",
    )


def _data_keys(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A data or configuration file one of whose keys the question names ("RestartSec=15" for "how
    long ... before restarting"): its records are read by their keys' words only."""
    keyed = keyed_questions.data_keys_named(request)
    if not keyed:
        return None
    explain.rule("the documents are a data or configuration file whose keys the question names, and no "
                 "record answers it in words it reads", keys=keyed)
    return limits.state(
        "tell whether this data or configuration file answers the question",
        f"the question names its key{'s' if len(keyed) > 1 else ''} {', '.join(repr(k) for k in keyed[:3])}, "
        "but it reads a record's key and value as words only, and none says the rest of what is asked",
        "read the records' keys and values for what they mean, or say the file does not hold it",
        kind="documents",
    )


def _notation(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A METAR line, a chess game's tags, `df -h`: words matched find nothing."""
    share = next((share for share in map(notation.unread_notation, (d.body for d in request.documents))
                  if share >= notation.NOTATION_SHARE), None)
    if share is None:
        return None
    explain.rule("no sentence answers, but a document is written mostly in a notation, not in words",
                 coverage=found.coverage, notation=share)
    return limits.state(
        "tell whether the documents answer this",
        f"{round(share * 100)} % of a document's terms are codes, figures with units or words it "
        "does not know (a notation, a coded report, a listing), and it matches words, not notations",
        "read the notation or say the documents do not hold the answer",
        kind="documents",
    )


def _diagram(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A flowchart in Mermaid or Graphviz: its facts are paths (a node, an arrow's label, the node it
    leads to), which words matched over sentences do not follow. "I don't know" stays only for a
    question the diagram plainly cannot answer: the noun it asks for ("the deadline") or the kind of
    value it asks for (a date, an amount) written in none of its nodes or arrows."""
    drawn = [texts for texts in (diagrams.texts(d.body) for d in request.documents if diagrams.is_diagram(d.body))
             if texts]
    if not drawn:
        return None
    question = request.search_question
    written = " ".join(" ".join(texts) for texts in drawn)
    noun = frozenset(content_terms(asked_noun(question)))
    if noun and not noun & frozenset(content_terms(written)):
        return None
    asked = quantities.asked_type(question)
    if asked and not quantities.states(written, asked[0]):
        return None
    explain.rule("no sentence answers, but a document is a diagram whose nodes and arrows may answer it",
                 coverage=found.coverage)
    return limits.state(
        "tell whether the diagram in the documents answers this",
        "a document is drawn in a diagram language (boxes joined by labelled arrows), and it reads "
        "sentences, not the paths through a diagram",
        "follow the diagram's arrows from the question's case and answer, or say it does not cover it",
        kind="documents",
    )


def _other_script(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """An English question over Chinese notes (or the other way round): words matched find nothing."""
    bodies = " ".join(d.body for d in request.documents)[:20_000]
    if not other_script(request.search_question, bodies):
        return None
    explain.rule("no sentence answers, but the question is written in another script than the documents",
                 coverage=found.coverage)
    return limits.state(
        "tell whether the documents answer this",
        "the question is written in another language and script than the documents, and it matches words, "
        "not meanings across languages",
        "read the documents in their language and answer, or say they do not hold it",
        kind="documents",
    )


def _subjectless(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Where are they going?" over a letter about a trip: no word of it names what it asks about."""
    words = subjectless.subjectless(request, found)
    if not words:
        return None
    explain.rule("no sentence answers, and the question names its subject by no word of its own",
                 coverage=found.coverage, words=words)
    return limits.state(
        "tell whether the documents answer this",
        f"the question names what it asks about only by a pronoun and everyday words "
        f"({', '.join(repr(w) for w in words[:3])}) that no sentence of the documents uses, so it cannot "
        "tell what in them it asks about",
        "read the question as being about the documents' subject and answer from them, or say they do not "
        "hold it",
        kind="documents",
    )


def _records(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """Records read by their words (``absence.features``) whose reading it does not trust: list
    items ranked by values, a question the documents ask themselves, or the closest record on the
    question's subject."""
    read = absence.features(request, matcher, found)
    if read is None or absence.trusted(read):
        return None
    if read.worked == "rank" and read.prose >= 0.5:
        explain.rule("no sentence answers a rank, but the documents' list items each state a measured value",
                     coverage=found.coverage, items=read.measured_items)
        return limits.state(
            "rank the documents' list items",
            f"the question asks which one ranks first, and {read.measured_items} list items each state a value "
            "of one kind, but it does not compare list items by their values",
            "compare the items' values and name the one that ranks first",
            kind="documents",
        )
    if read.asked_back:
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


def _remainder(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much do I still owe?" over a log of hours, a rate and a payment: no line states it."""
    owed = unworked_answers.unworked_remainder(request)
    if not owed:
        return None
    explain.rule("no sentence answers, and the question asks what is left of amounts the documents give",
                 coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", owed,
                        "work out the sum due and take off what was paid", kind="documents")


def _row_named(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How far did I walk on Tuesday?" over a row "Tue ... Distance (mi) 8.2": the row is there."""
    row = absence.row_named(request.search_question, _bodies(request))
    if not row:
        return None
    explain.rule("no sentence answers, but the question names a row of a table", row=row, coverage=found.coverage)
    return limits.state(
        "tell whether the documents answer this",
        f"the question names the table's row or column {row!r}, and it reads the rows' cells as words, "
        "which may not say what is asked in the question's words",
        "read the row's cells for what they mean, or say the table does not hold it",
        kind="documents",
    )


def _subject_held(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How long are the quiet hours?" over "Quiet hours 10pm-8am": a line names all it asks about."""
    line = subject_lines.held_subject(request.search_question, _bodies(request))
    if not line:
        return None
    explain.rule("no sentence answers, but a line of the documents names everything the question asks about",
                 coverage=found.coverage, line=line[:120])
    return limits.state(
        "tell whether the documents answer this",
        "a line of the documents names everything the question asks about, and it could not read the "
        "answer from that line",
        "read the answer from that line, or say the documents do not hold it",
        kind="documents",
    )


def _bound(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"the hottest water I can wash it in" over "Hand wash cold, max 30°C": the ceiling is the answer."""
    return worked_answers.bound_answer(request, found)


def _timetable(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How long is the crossing?" over a timetable's "07:40 | 08:25" lines and no word of the question."""
    timed = operand_units.unshared_times(request.search_question, _bodies(request), found.coverage)
    if not timed:
        return None
    explain.rule("no word of the question is in the documents, but their lines state the clock times "
                 "the asked time or duration is read from", coverage=found.coverage)
    return limits.state("tell whether the documents answer this", timed,
                        "read which times the question means, in the documents' own words, and answer from them",
                        kind="documents")


def _operands(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much is the labour?" over "2 fitters for 4 days at EUR 280 per fitter per day"."""
    operands = operand_units.unworked(request.search_question, _bodies(request))
    if not operands:
        return None
    explain.rule("no sentence answers, and one on the question's subject gives the operands of the asked value",
                 coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", operands,
                        "work the value out from those figures, or say the documents do not hold it",
                        kind="documents")


def _keyed_cases(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"what's my excess?" after a case said in everyday words, over a schedule whose heading or
    column keys several lines of values (``keyed_cases``): the answer is one of them, named otherwise."""
    from course_lib.sim.grounded import keyed_cases

    got = keyed_cases.keyed(request.search_question, _bodies(request))
    if got is None:
        return None
    explain.rule("no sentence answers, but the noun asked keys several lines of values none of which the "
                 "question names", noun=got.noun, cases=list(got.cases[:6]), coverage=found.coverage)
    return limits.state("tell whether the documents answer this", got.reason(),
                        "match the question's case to one of those lines, or say the documents do not cover it",
                        kind="documents")


def _retrieved_in_other_words(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The results of this question's own retriever call share none of its words
    (``unshared_results``): an answer in other words cannot be told from another subject."""
    from course_lib.sim.grounded import unshared_results

    if not request.retrieved or not unshared_results.retrieval_unshared(request.search_question, _bodies(request)):
        return None
    if any(c.is_name for c in found.question.concepts) or unshared_results.latin_name_absent(
            request.search_question, _bodies(request)):
        return None  # a thing the question names, absent from the results: absent, not said another way
    explain.rule("the retriever's results for this question share none of its words")
    return unshared_results.limit()


def _compared(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Of the two wednesday classes, which one finishes later?" over a timetable: the question picks
    one of the things the documents name by comparing them, which no one sentence says."""
    from course_lib.sim.words.degree_words import uncompared

    if found.coverage <= 0:
        return None
    why = uncompared(request.search_question, [c.word for c in found.uncovered])
    if not why:
        return None
    explain.rule("no sentence answers a question that picks one thing by comparing it", coverage=found.coverage)
    return limits.state("tell whether the documents answer this", why,
                        "compare the things the documents name and answer with one", kind="documents")


def _unadded_total(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"一个季度一共要交多少钱?", "what do I pay altogether for a term?" over a line with the fees
    ("每月600元, 装备费每月80元"): the question asks a total (``unworked_answers``' aggregate cue)
    and a sentence on its subject gives two amounts or more: the operands of that total, which no
    sentence states and which it does not add up, so "I don't know" would be a guess."""
    from course_lib.sim.grounded.unworked_answers import asks_aggregate
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words.currencies import AMOUNT_RE

    if not asks_aggregate(request.search_question):
        return None
    forms = {c.word.lower() for c in found.covered if c.key_term}
    if not forms:
        return None
    for body in _bodies(request):
        for unit in sentence_units(body):
            text = unit.text
            amounts = [m.group(0) for m in AMOUNT_RE.finditer(text)]
            if len(amounts) < 2 or not any(f in text.lower() for f in forms):
                continue
            explain.rule("no sentence answers a question asking a total, and a sentence on its subject gives "
                         "its amounts", coverage=found.coverage, amounts=amounts[:4])
            return limits.state(
                "work out the total the question asks from the documents' figures",
                f"a line of the documents gives the amounts {', '.join(amounts[:4])}, and no sentence states the "
                "total; it does not add them up (or multiply them by the periods a line counts)",
                "work the total out from those figures, showing them, or say the documents do not hold it",
                kind="documents",
            )
    return None


def _judged_now(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"It's Friday night - can I still swap my slot?", "is my kettle still under guarantee?": the
    question asks whether something holds now (``lexicons.yaml`` ``state_now_words``) and the
    documents speak of its subject: the answer is judged from their rule or date against today or
    the time the question states, which no sentence says in the question's words."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.question_form import asks_whether

    words = lexicon("state_now_words")
    if not any(asks_whether(request.search_question, w) for w in words):
        return None  # ("what does it reply when the value still matches?" asks what, not whether)
    subject = [c.word for c in found.covered if c.key_term and c.word.lower() not in words]
    if not subject:
        return None
    explain.rule("no sentence answers a question asking whether something still holds, on a subject the "
                 "documents speak of", coverage=found.coverage, subject=subject[:3])
    return limits.state(
        "tell whether the documents answer this",
        f"the documents speak of {', '.join(repr(w) for w in subject[:3])}, and the question asks whether it still "
        "holds, which is judged from their rule or date against today or the time the question states; it does "
        "not make that judgement",
        "compare the documents' rule or date with the time the question gives and answer yes or no",
        kind="documents",
    )


def _kind_restricted(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"can we get a full length one" over "all portraits are head and shoulders": a yes/no question asking a
    kind of the documents' own thing by a pro-form (cue ``doubted_absence.kind_by_one``) over documents with a
    line restricting every one of their things to one kind (``doubted_absence.restricts_all``): whether the
    kind asked is that kind ("full length" against "head and shoulders") is a reading of meaning it does not
    make, so a stated limit, never "I don't know"."""
    from course_lib.sim.grounded.held_quantities import asks_yes_no

    question = request.search_question
    asked = _CUE.kind_by_one.search(question)
    if asked is None or not asks_yes_no(question) or request.language != "en":
        return None
    lines = [s for body in _bodies(request) for s in re.split(r"(?<=[.!?;])\s+|\n+", body) if s.strip()]
    restricting = [s for s in lines if _CUE.restricts_all.search(s)]
    if len(restricting) != 1:
        return None  # (none, or several things restricted: which one the pro-form means is not read)
    kind = asked.group("kind").strip()
    line = restricting[0].strip()
    explain.rule("a kind of the documents' thing asked by a pro-form, over a line restricting all of them to one kind",
                 kind=kind, line=line[:120])
    return limits.state(
        "tell whether the documents answer this",
        f"the question asks for a {kind!r} one, and the documents restrict every one to a kind ({line[:100]!r}); "
        "whether the kind asked is that kind is a reading of meaning it does not make",
        "compare the kind asked with the kind the documents allow and answer yes or no", kind="documents")


def story_problem(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Ana buys 2 bags of 6 limes and uses 4. How many limes are left?": the question states its own
    amounts, none of them the documents', so the answer is worked from the question
    (``stated_problems``), and "I don't know" would be wrong."""
    amounts = stated_problems.story_amounts(request.search_question, _bodies(request))
    if not amounts:
        return None
    explain.rule("no sentence answers, and the question states its own amounts and asks how many or how much",
                 amounts=amounts)
    return limits.state(
        "work out this word problem",
        f"the question states its own amounts ({', '.join(amounts[:4])}) and asks how many or how much, so the "
        "answer is worked from them, not found in the documents; which operations its story's verbs ask for is "
        "beyond its rules",
        "work the story through step by step and give the number",
        kind="reading",
    )


_CODE_FIELD_RE = re.compile(r"""["'](?P<key>[A-Za-z][\w ]{0,20})["']\s*:\s*["'](?P<code>[A-Z]{0,3}-?\d{1,2}[A-Z+]{0,2})["']""")


def _age_against_code(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Can my 9-year-old ride the Comet?" over a record of the Comet holding a rating code ("band":
    "10+", "cert": "12A") and no age rule in words: what the code allows is a rule it does not know,
    so "I don't know" would hide a record on the question's subject."""
    from course_lib.sim.values import ages

    age = ages.stated_age(request.search_question)
    if age is None:
        return None
    names = [c.word.lower() for c in found.question.concepts if c.is_name and not any(ch.isdigit() for ch in c.word)]
    if not names:
        return None
    for body in _bodies(request)[:20]:
        if ages.bounds(body):
            return None  # (an age rule in words: the age readers' to apply)
        for line in body.splitlines()[:400]:
            low = line.lower()
            if not all(n in low for n in names):
                continue
            code = _CODE_FIELD_RE.search(line)
            if code is None:
                continue
            explain.rule("an age asked against a record on the question's subject that gives a rating code",
                         age=age, field=code.group("key"), code=code.group("code"))
            return limits.state(
                "tell whether the documents answer this",
                f"the question states an age ({age}) and the record on its subject gives "
                f"{code.group('key')!r} as {code.group('code')!r}, a code whose age rule it does not know",
                "read what the code allows (an age rating, a band) and compare the age with it, or say the documents "
                "do not tell", kind="knowledge")
    return None


def _declined_priced(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What's my bill going to be now, after the phone call?" over an estimate that states its amounts (in
    figures or in words: "forty-five pounds") and a line declining one of its items: an amount asked of
    such documents is a figure to work out with the item taken out, no absence."""
    from course_lib.sim.grounded.cancelled_items import declined_limit, declining_lines

    question = request.search_question
    if not quantities.asks_money(question):
        return None
    bodies = _bodies(request)
    if not any(quantities.states(b, "money") or _names_money(b) for b in bodies):
        return None
    declined = declining_lines(bodies)
    if not declined:
        return None
    explain.rule("an amount asked of priced documents with a line declining an item", declined=declined[:2])
    return declined_limit(declined[0])


def _names_money(body: str) -> bool:
    """``body`` names a currency's unit in words ("forty-five pounds"; ``currencies.UNIT_WORDS``)."""
    from course_lib.sim.words.currencies import UNIT_WORDS

    return any(w.rstrip("s") in UNIT_WORDS for w in re.findall(r"[a-z]+", body.lower()))


STEPS = (_equal_part, _month_span, _subjectless_words, _held_quantity, _head_line, _unread_line, _age_against_code, _options_offered, _no_question, _abbreviation, _typo, _own_reading, _near_miss,
         _said_otherwise, _not_a_question, _data_keys, _notation, _diagram, _other_script, _subjectless, _records, _remainder,
         _row_named, _bound, _compared, _retrieved_in_other_words, _judged_now, _kind_restricted, _unadded_total, _keyed_cases, _timetable,
         _declined_priced, story_problem, _operands, _subject_held, _age_said_otherwise)
