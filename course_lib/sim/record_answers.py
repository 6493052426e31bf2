"""The record answerers: answers read from the documents' records (rows, log lines, settings,
receipts, rules) rather than from their sentences, tried in turn before the evidence reader.

Each takes the request and returns ``None`` (not how this question is answered), a stated limit
(the records are read but the answer cannot be worked out), or the answer, cited. ``answer``
tries them in ``ANSWERERS``'s order and returns the first reply.
"""

from __future__ import annotations

import re

from course_lib.sim import explain, limits, schedules
from course_lib.sim.citations import bodies as _bodies
from course_lib.sim.citations import with_citations as _with_citations
from course_lib.sim.reading import Request


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


# tried in turn: a count, a superlative over a column, a column's total, a path's owner in a
# pattern file (a filter against a bound before a superlative: "below the minimum" is no
# "lowest"; a follow-up comparing the previous answer before both: "Is that over 1000?")
ANSWERERS = (_receipt_answer, _chat_span_answer, _moved_answer, _recipe_answer, _configured_answer,
             _unread_sheet_limit, _scheduled_answer, _counted_answer, _row_compared_answer, _either_or_answer,
             _party_answer, _together_answer, _row_sum_answer, _column_rule_answer, _running_answer,
             _bounded_answer, _level_answer, _placed_answer, _neighbour_answer, _ranked_answer, _rank_word_answer,
             _summed_answer, _rate_product_answer, _worked_time_answer, _ruled_answer, _range_answer,
             _goal_answer, _bill_answer, _group_answer, _unlisted_answer, _only_rule_answer)


def answer(request: Request) -> str | None:
    """The first record answerer's reply, in ``ANSWERERS``'s order; ``None`` when none answers."""
    for answerer in ANSWERERS:
        reply = answerer(request)
        if reply is not None:
            return reply
    return None
