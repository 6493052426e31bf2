"""The record answerers: answers read from the documents' records (table rows, log lines,
settings, receipts, rules, chat messages) rather than from their sentences, tried in turn before
the evidence reader (``replies.grounded_answer``).

One row of ``TABLE`` per answerer. Most have one shape, which ``Row.answer`` carries out:

    English only? -> does the question ask it (``asks``)? -> ``reader(question, bodies)`` gives
      None      not how this question is answered: the next row tries;
      unworked  (``limit.when``) read but not worked out: ``explain.rule(limit.rule)``, and the
                limit stated (``limits.state``) in the row's own words;
      found     ``explain.rule(row.rule, **row.facts(found))``, and ``row.text(found)``, cited.

A row's ``rule`` (like a ``Limit``'s task, why and suggestion) is a fixed sentence, or a function
of the reader's result when the reader's results carry their own rule sentence (a timetable's run
followed, or read by its position: ``Row("timetable", time_grids.read, _own_rule, ...)``). A
row's reader reads ``row.bodies(request)``: the documents' texts (``citations.bodies``), or for the
chat readers a Slack copy given its header lines back from the text as sent (``_headed``).

A row whose answerer truly differs (a follow-up read against the previous turn, a loop over
score sheets, a reader with several kinds of result) names its own function in ``respond``; its
``reader`` and ``rule`` still say what it reads and how it explains a found answer.

The order of ``TABLE`` is the order they are tried in; where a row must come before a later
one, its ``before`` says why (``tests/sim/test_record_answers.py`` pins those pairs).

Adding an answerer: write its reader in a module of its own (``reader(question, bodies)`` ->
``None`` / an unworked result / a found result), then add one ``Row`` at its place in
``TABLE``: its name, the reader, the rule sentence and its facts, the text of the reply, and a
``Limit`` when the reader can return an unworked result; and a case for it in
``tests/sim/test_record_answers.py`` (``CASES``; ``ORDER`` too if it must come before a later row).
An answerer already written as a function of the request (``(request) -> str | None``) goes in
as it is: ``Row(name, its_reader, its_rule, respond=that_function)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from course_lib.sim.grounded import (
    age_columns,
    allowances,
    attendance_lists,
    banned_actions,
    bill_lines,
    billed_increments,
    capped_counts,
    checklists,
    closed_hours,
    column_rules,
    config_files,
    converted_quantities,
    counting,
    day_counts,
    day_prices,
    either_or,
    end_times,
    excluded_classes,
    goals,
    group_rates,
    head_counts,
    judgements,
    level_words,
    list_counts,
    list_neighbours,
    listed_means,
    listing_slots,
    listings,
    marked_rows,
    moved_places,
    offset_dates,
    offset_times,
    only_rules,
    ordinal_caps,
    party_prices,
    paybacks,
    prefix_settings,
    rank_positions,
    ranks,
    rate_products,
    receipt_rows,
    reference_ranges,
    row_bounds,
    row_comparisons,
    row_references,
    row_spans,
    row_sums,
    schedules,
    school_years,
    share_permissions,
    speaker_turns,
    split_shares,
    stamp_spans,
    start_fees,
    time_grids,
    together_sums,
    totals,
    validity,
    which_rows,
    workings,
    zh_differences,
    zh_rate_products,
)
from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.material import (
    chat_deeds,
    chat_records,
    firewall_rules,
    grid_cells,
    legend_marks,
    path_rules,
    recipe_files,
    score_sheets,
    superlatives,
    word_grids,
)
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.values import item_durations

Reader = Callable[[str, list[str]], Any]  # (the question, the documents' texts) -> None / a result
Worded = str | Callable[[Any], str]  # a fixed wording, or one made from the reader's result


def _worded(wording: Worded, found: Any) -> str:
    return wording(found) if callable(wording) else wording


def _no_facts(found: Any) -> dict[str, Any]:
    return {}


def _answer_text(found: Any) -> str:
    return found.answer()


def _is(kind: type | tuple[type, ...]) -> Callable[[Any], bool]:
    """A ``Limit.when`` for a reader that returns its unworked results as instances of ``kind``."""
    return lambda found: isinstance(found, kind)


@dataclass(frozen=True)
class Limit:
    """How a row states its limit: ``when`` tells the reader's unworked result from a found one;
    ``rule`` (with ``facts``) is the explanation's rule sentence; ``task``, ``why`` and
    ``suggestion`` are ``limits.state``'s three parts (what it cannot do, why, what a model
    would do), each fixed or made from the result."""

    when: Callable[[Any], bool]
    rule: str
    task: Worded
    why: Worded
    suggestion: Worded
    facts: Callable[[Any], dict[str, Any]] = _no_facts


@dataclass(frozen=True)
class Row:
    """One record answerer (see the module's docstring)."""

    name: str
    reader: Reader
    rule: Worded  # the explanation's rule sentence for a found answer: fixed, or made from the result
    facts: Callable[[Any], dict[str, Any]] = _no_facts  # the rule's evidence, from the result
    text: Callable[[Any], str] = _answer_text  # the reply, from the result (then cited)
    limit: Limit | None = None
    english_only: bool = True
    asks: Callable[[str], bool] | None = None  # the question asks what the reader answers
    question: str = "search"  # the form of the question read: "search" (its search form) or "asked"
    before: str = ""  # why it is tried before a later row ("" when its place does not matter)
    bodies: Callable[[Request], list[str]] = _bodies  # the documents' texts the reader reads
    respond: Callable[[Request], str | None] | None = field(default=None, compare=False)  # its own shape

    def _previous_reading(self, request: Request) -> Any:
        """What this reader finds for the previous question asked alone (a glued follow-up's check)."""
        previous = replace(request, question=request.history[-1], history=request.history[:-1], turns=())
        question = previous.search_question
        if self.asks is not None and not self.asks(question):
            return None
        return self.reader(question, self.bodies(previous))

    def answer(self, request: Request) -> str | None:
        """This answerer's reply to ``request``: ``None`` when it is not how it is answered."""
        if self.respond is not None:
            return self.respond(request)
        if self.english_only and request.language != "en":
            return None
        question = request.search_question if self.question == "search" else request.question
        if self.asks is not None and not self.asks(question):
            return None
        found = self.reader(question, self.bodies(request))
        if found is None:
            return None
        if self.question == "search" and request.glued and found == (before := self._previous_reading(request)):
            own = self.reader(request.question, self.bodies(request))  # "and who's bottom?" read on its own
            found = own if own is not None and own != before else found
        if self.question == "search" and request.glued and found == before:
            # "and how many points does X have" glued to "who's top": read together, the previous
            # question's form gives its answer again; the follow-up's own form is not read
            explain.rule("a follow-up read with the previous question gives the previous answer again",
                         reader=self.name, follow_up=request.question)
            return limits.state("tell what this follow-up asks", "read together with the previous question, it "
                                f"gives the previous question's answer again ({self.name}), and its own words "
                                "ask something this reading does not answer",
                                "answer the follow-up's own question, reading its pronouns from the previous answer",
                                kind="conversation")
        limit = self.limit
        if limit is not None and limit.when(found):
            explain.rule(limit.rule, **limit.facts(found))
            return limits.state(_worded(limit.task, found), _worded(limit.why, found),
                                _worded(limit.suggestion, found), kind="documents")
        explain.rule(_worded(self.rule, found), **self.facts(found))
        return _with_citations(self.text(found), request)


# --- the answerers whose shape differs ---------------------------------------------------------


_REFERS_BACK_RE = re.compile(r"\b(?:that|it|this|these|those|they)\b", re.IGNORECASE)


def _day_count(request: Request) -> str | None:
    """The day-count row's reply, in the question's language ("12 days (...)", "7 dagen (...)", "7天(...)"),
    or its documents limit (``day_counts.Unworked``)."""
    if not day_counts.asks(request.question):
        return None
    found = day_counts.count(request.question, _bodies(request))
    if found is None:
        return None
    if isinstance(found, day_counts.Unworked):
        explain.rule("a count of days asked over spans of days that give no one count", why=found.reason)
        return limits.state("count these days from the documents", found.reason,
                            "pick the span the question means and count its days", kind="documents")
    explain.rule("a count of days asked over the one span of days its subject's lines state",
                 span=found.span, count=found.n, unit=found.unit)
    from course_lib.sim.words.sentiment import language_code

    return _with_citations(found.text(language_code(request.question)), request)


def _scheduled_answer(request: Request) -> str | None:
    """Opening hours, a timetable or a rota read for the day the question names (``schedules``)."""
    found = schedules.answer(request.search_question, tuple(d.body for d in request.documents))
    if found is None:
        return None
    if found.limit is not None:
        explain.rule(found.rule)
        return limits.state(*found.limit, kind="documents")
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
    text = found.text
    followed = row_references.completed(request.search_question, text, [d.body for d in request.documents])
    if followed is not None:  # "... is charged at the standard rate": the standard row's value given
        explain.rule("the day's line names a table row for its value: that row's cell given", answer=followed)
        return _with_citations(followed, request)
    explain.rule(found.rule, answer=text)
    return _with_citations(text, request)


def _row_compared_answer(request: Request) -> str | None:
    """"Is that less than February?" after "301 kWh." for March: the previous answer's figure
    compared with the other row's figure in its column, or with the question's bound
    (``row_comparisons``); ``None`` when that is not how the question is answered."""
    if request.language != "en" or not request.turns or not request.history:
        return None
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


def _range_answer(request: Request) -> str | None:
    """"Is my vitamin D too low?" over a table row with its value and its reference range: the
    value compared with the range (``reference_ranges``); ``None`` when that is not how the
    question is answered."""
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


def _configured_answer(request: Request) -> str | None:
    """"Are source maps generated?" over a ``tsconfig.json``: the one setting whose key path and
    value meet the question's words (``config_files``); ``None`` when no document is a
    configuration file or no setting meets every word."""
    if request.language != "en":
        return None
    found = config_files.answered(request.search_question, _bodies(request))
    if found is None:
        lead = config_files.lead_time(request.search_question, _bodies(request))
        if lead is None:
            return None
        explain.rule("a clock-time setting less or plus its section's lead setting",
                     clock=lead.clock.where(), lead=lead.lead.where(), value=lead.value())
        return _with_citations(lead.text(), request)
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
    restated = config_files.restated_change(found.setting, _bodies(request)) if found.yes_no is None else None
    if restated is not None:  # "# price change 1 June: washer.large.12kg=7.00" beside washer.large.12kg=6.50
        explain.rule("a comment line of the configuration restates the setting's key with a new value as a change",
                     line=restated.line, setting=found.setting.where(), value=restated.new,
                     written=found.setting.written())
        return _with_citations(restated.text(), request)
    noted = config_files.noted_change(found.setting, _bodies(request))
    if noted is not None and (new := config_files.new_value(noted)) is not None and found.yes_no is None:
        explain.rule("a comment line of the configuration puts another figure in force for the setting",
                     line=noted, setting=found.setting.where(), value=new, written=found.setting.written())
        return _with_citations(f"{found.setting.where()} is {new}: the file sets {found.setting.written()}, "
                               f"but a comment in it says \"{noted.rstrip('.')}\".", request)
    if noted is not None:  # "; committee note: van pitches go down to 16.00" beside van = 18.00
        explain.rule("a comment line of the configuration names the setting with another figure", line=noted,
                     setting=found.setting.where(), value=found.setting.written())
        return limits.state("tell which value of this setting holds",
                            f"the file sets {found.setting.where()} = {found.setting.written()}, but a comment in it "
                            f"({noted[:80]!r}) names the setting with another figure",
                            "read the comment and give the value it says is in force", kind="documents")
    changed = config_files.changed_setting(found.setting, _bodies(request)) if found.yes_no is None else None
    if changed is not None and changed.new is not None:  # "[change] agm = from 1 April the adult subscription is £260"
        explain.rule("another setting of the configuration is a change line giving the setting a new amount",
                     setting=found.setting.where(), by=changed.by.where(), value=changed.new)
        return _with_citations(f"{found.setting.where()} is now {changed.new}: {changed.by.where()} changes it "
                               f"(\"{changed.clause.rstrip('.')}\").", request)
    if changed is not None:
        explain.rule("another setting of the configuration is a change line naming the setting with other figures",
                     setting=found.setting.where(), by=changed.by.where())
        return limits.state("tell which value of this setting holds",
                            f"the file sets {found.setting.where()} = {found.setting.written()}, but "
                            f"{changed.by.where()} ({changed.clause[:80]!r}) names it with other figures",
                            "read the change and give the value it says is in force", kind="documents")
    if found.yes_no is None and _amount_unstated(request.search_question, found.setting.written(), _bodies(request)):
        # "how much a month" met by "instalments = 10 monthly direct debits": the key, not the amount
        explain.rule("a configuration file's setting meets the question's words but states no amount it asks",
                     setting=found.setting.where(), value=found.setting.written())
        return limits.state("give the amount this question asks for",
                            f"the setting that meets its words ({found.setting.where()} = "
                            f"{found.setting.written()[:80]}) states no amount of money",
                            "work the amount out from the figures the documents give, or say they do not give it",
                            kind="documents")
    explain.rule("a configuration file's setting whose key path and value meet the question",
                 setting=found.setting.where(), value=found.setting.written())
    return _with_citations(found.text(), request)


_HOW_MUCH_RE = re.compile(r"\bhow\s+much\b", re.IGNORECASE)


def _amount_unstated(question: str, value: str, bodies: list[str]) -> bool:
    """The question asks an amount ("how much a month", "what's the fee") of documents that write
    amounts of money, and the setting's value writes none (a bare figure, "1.6", is an amount)."""
    from course_lib.sim.words.quantities import asks_money, states

    if not (asks_money(question) or _HOW_MUCH_RE.search(question)):
        return False
    if re.fullmatch(r"\s*\d+(?:[.,]\d+)?\s*", value):
        return False  # "child_fare = 1.6": a bare figure is the amount, in the file's own unit
    from course_lib.sim.words.currencies import CODES

    if any(ch.isdigit() for ch in value) and re.search(rf"(?i)(?<![a-z])(?:{'|'.join(CODES)})(?![a-z])", value.replace("_", " ")):
        return False  # "the van's per_day_gbp goes up from 72 to 78": figures in a key's currency
    return not states(value, "money") and any(states(b, "money") for b in bodies)


# --- the readers two rows share ---------------------------------------------------------------


def _ruled_column(question: str, bodies: list[str]) -> Any:
    """A rule over a table's column: a tie line's placing first, then a rule that picks a row."""
    return column_rules.placed(question, bodies) or column_rules.by_rule(question, bodies)


def _worked_end(question: str, bodies: list[str]) -> Any:
    """An end date (a start date plus a validity) or a whole's length (its items' durations added)."""
    return validity.worked_end(question, bodies) or item_durations.whole_length(question, bodies)


_CHANGED_SUGGESTION = "apply the later line's change to that row's figure and rank the rows again"


def _changed_why(found: Any) -> str:
    line = getattr(found, "doubt", "") or found.lines[0]
    return (f"a line outside the table changes a row's figure (\"{line.strip().rstrip('.')[:120]}\") in a way it "
            "does not apply, so the printed order may not hold")


def _unplaced_why(found: Any) -> str:
    if isinstance(found, rank_positions.Tied):
        return f"{', '.join(found.keys)} tie there and the documents give no tie-break"
    if found.changed:
        return _changed_why(found)
    return (f"a line after the table takes a row out (\"{found.lines[0].rstrip('.')}\") and it cannot tell which "
            "row, so which one now holds that place")


def _unplaced_suggestion(found: Any) -> str:
    if isinstance(found, rank_positions.Tied):
        return "apply the table's tie-break rule (or say the table does not settle it)"
    if found.changed:
        return _CHANGED_SUGGESTION
    return "find the row the later line removes, leave it out and count the places again"


def _unplaced_facts(found: Any) -> dict[str, Any]:
    if isinstance(found, rank_positions.Tied):
        return {"column": found.column, "rows": list(found.keys)}
    return {"change" if found.changed else "removal": list(found.lines)}


def _unworked_time(found: Any) -> bool:
    return getattr(found, "date", 0) is None or getattr(found, "minutes", 0) is None


def _where(settings) -> list[str]:
    return [s.where() for s in settings]


# --- the format readers' rows: their results carry their rule sentence and text -------------------


def _own_rule(found: Any) -> str:
    return found.rule


def _answered(found: Any) -> dict[str, Any]:
    return {"answer": found.text}


def _own_text(found: Any) -> str:
    return found.text


def _unsure(kind: type, reader: str, task: str, suggestion: str) -> Limit:
    """A format reader's ``kind`` of result that says why it is unsure: explained as "<reader>:
    unsure" with why, stated with the row's task and suggestion."""
    return Limit(_is(kind), f"{reader}: unsure", task, lambda f: f.reason, suggestion,
                 facts=lambda f: {"why": f.reason})


def _headed(request: Request) -> list[str]:
    """The documents' texts, each given back the header lines ("Hannah Okafor  9:14 AM") that
    stood over its lines in the text as sent when the question asks what a chat's authors tell
    (``chat_records.with_headers``: a Slack copy's authors); as they are otherwise."""
    bodies = _bodies(request)
    sent = getattr(request, "sent", ())
    if sent and chat_records.asks(request.search_question):
        return [chat_records.with_headers(b, sent) for b in bodies]
    return bodies


# --- the table: tried in this order -----------------------------------------------------------

TABLE: tuple[Row, ...] = (
    # "how many are still open?" over a task list's boxes ("- [ ] ...", "- [x] ..."): the rows in the asked status
    Row("checklist", checklists.answer, "a checklist's rows in the asked status, read by their boxes",
        facts=lambda f: {"status": f.status, "sentences": list(f.rows[:6])}, text=lambda f: f.text,
        limit=Limit(_is(checklists.Unworked), "a checklist's rows in the asked status that it cannot pick or order",
                    "pick the row this question asks for from the checklist", lambda f: f,
                    "read the rows, their names and due dates, and pick the ones the question asks for")),
    # "What did one bag of compost cost?" over a till receipt: its rows read as rows
    Row("receipt", receipt_rows.answered,
        "a till receipt's rows: the item the question names, its price read from its row",
        text=lambda found: found,
        before="two items of a receipt compared ('which cost more, the glue or the masks?') are read from its "
               "rows, with their prices, before 'either or' reads any two named items"),
    # "How long did it take Tomasz to move everything?" over a chat export
    Row("chat span", chat_records.span,
        chat_records.SPAN_RULE,
        facts=lambda f: {"author": f.author, "start": f.start.time, "end": f.end.time, "minutes": f.minutes},
        text=lambda f: f.text(),
        limit=Limit(_is(chat_records.Unworked),
                    "a span asked over a chat export whose messages do not give both ends",
                    "work out how long it took from the chat", lambda f: f.reason,
                    "read the author's messages on the act and the one saying it is done, or say the chat "
                    "does not hold them", facts=lambda f: {"why": f.reason})),
    # "who suggested the beer trap" over a transcript: the speaker label of the turn that says it
    Row("speaker", speaker_turns.who, "a transcript's speaker labels read as who said each turn",
        before="a time-coded transcript ('[00:01:09] Jonah: ...') is read by its speaker labels before the "
               "chat-copy reader of 'chat who' takes its turns for a chat's messages",
        facts=lambda f: {"speaker": f}, text=lambda f: f"{f}.",
        limit=Limit(_is(speaker_turns.Unsure),
                    "a speaker asked over a transcript whose turns do not tell which",
                    "tell who said it from the transcript", lambda f: f.reason,
                    "read the turns and name the speaker meant, or say the transcript does not tell",
                    facts=lambda f: {"why": f.reason})),
    # "When does the 9:40 get to the pier?" over a timetable grid: the run's column followed
    Row("timetable", time_grids.read, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(time_grids.Unsure, "time_grids", "read the timetable for this run",
                      "follow the run's column to the place asked, or say the timetable does not tell")),
    # "what's on Northfield at 9" over a TV guide: the last start at or before 9 in that section
    Row("listing slot", listing_slots.on_at,
        "a listing's section read for what started last at or before the time asked",
        facts=lambda f: {"section": f.section, "start": f.start, "title": f.title}, text=lambda f: f.text()),
    # "is ssh open from 4G?" over a rule listing: its rules matched in order
    Row("firewall", firewall_rules.read, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(firewall_rules.Unsure, "firewall_rules", "tell from the rule listing whether this is let through",
                      "match the service's port and the network asked against the rules in order, or say which "
                      "is unknown")),
    # "who booked the hall?" over a chat copy (a Slack copy's authors from the text as sent)
    Row("chat who", chat_records.who, _own_rule, facts=_answered, text=_own_text, bodies=_headed,
        limit=_unsure(chat_records.Unsure, "chat_records", "tell who in the chat did this",
                      "read the messages that say it was done and name their author, or say the chat does not tell")),
    # "has Theo paid his subs?" / "did Mei reply?" over a chat: the person's own messages, or another's saying so
    Row("chat deed", chat_deeds.did, _own_rule, facts=_answered, text=_own_text, bodies=_headed,
        limit=_unsure(chat_records.Unsure, "chat_deeds", "tell from the chat whether this person did it",
                      "read the person's own messages (and any saying they did or did not) and answer yes or no, "
                      "or say the chat does not tell")),
    # "how long did it take Tom?" over a Slack copy given its authors back (the span over a chat as
    # written is the "chat span" row's; its unsure rule keeps the name of the table it came from)
    Row("chat span copy", chat_records.span, chat_records.SPAN_RULE, facts=lambda f: {"answer": f.text()},
        text=lambda f: f.text(), bodies=_headed,
        limit=_unsure(chat_records.Unworked, "format_answers", "work out how long it took from the chat",
                      "read the author's messages on the act and the one saying it is done, or say the chat does "
                      "not hold them")),
    # "is the omelette safe without egg?" over a chart of x / . marks under "Key: E = egg ...": the cell read
    # through the legend, not the row quoted
    Row("legend marks", legend_marks.read, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(legend_marks.Unsure, "legend_marks", "read the chart's marks for this",
                      "read the row's mark under the column its key names, with any note that changes it")),
    # "how much of the 150 wide fabric for a size 12" over a fabric table: the cell, not the row
    # "is there a subtitled showing of X?" over "(S) = subtitled" and X's rows: the marked times of X's rows
    Row("marked rows", marked_rows.read, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(marked_rows.Unsure, "marked_rows", "tell which of the listing's times this is",
                      "read the note that changes the title's times and give the marked time in force")),
    # "was priti at the meeting?" over "Present: Dev, Sian. Apologies: Priti.": the lists, not a later line naming her
    Row("attendance lists", attendance_lists.read, _own_rule, facts=_answered, text=_own_text),
    # "how many cats live there now" over "Resident cats: ..., Waffles." and "Waffles has left": the list counted
    Row("list count", list_counts.read, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(list_counts.Unsure, "list_counts", "count the list the question asks about",
                      "count the list's members, less those later lines remove and plus those they add, "
                      "or say which member a later line means")),
    # "outside wash for my fiesta and my mates van, total?" over a size grid and its key line ("Small = e.g.
    # Fiesta"): each named thing's cell, summed with the working; a price whose column nothing names: a limit
    Row("grid cell", grid_cells.looked_up,
        "a grid's cells looked up by the rows and the column keys (or a key line's names) the question names",
        facts=lambda f: {"row": f.row, "key": f.key, "value": f.value},
        limit=_unsure(grid_cells.Unsure, "grid_cells", "tell which column of the price grid this is",
                      "find which column the named thing belongs to, or ask which one it is")),
    # "Can my 6-year-old use the auto-belay?" over columns "Under 8s | Youth (8-17) | Adult (18+)": the
    # named row's cell under the band the stated age meets ("-": no), never the header read as a rule
    Row("age column", age_columns.judged, "a stated age read through a table whose columns are age bands",
        facts=lambda f: {"age": f.age, "row": f.row, "band": f.band, "cell": f.cell, "offered": f.offered},
        question="asked"),
    # "who's on late on Saturday?" over a rota of words ("early / late / off"), "陈敏周四几点看诊?" over a
    # roster of half-days: the rows filtered by the column's value, or the row's cell with its hours
    Row("word grid", word_grids.read, _own_rule, facts=_answered, text=_own_text, english_only=False),
    # "Where did the chairs end up?" over "The folding chairs have been taken to the sports hall"
    Row("moved", moved_places.moved,
        "a 'where did it end up': the clause that moves the thing, in its own verb",
        facts=lambda f: {"clause": f.clause}, text=lambda f: f.clause.rstrip(".") + ".",
        limit=Limit(_is(moved_places.Unnamed),
                    "a 'where did it end up' whose thing no document names, beside lines that move other things",
                    lambda f: f"tell where the {f.thing} went from the documents",
                    lambda f: f"lines of them say things were moved, but none names the {f.thing}",
                    "tell whether the things moved are the ones asked about, or say the documents do not say",
                    facts=lambda f: {"thing": f.thing, "moved": list(f.movers)})),
    # "What runs before release?" over a justfile or a Makefile
    # "How heavy is the bell in kilograms?" over "tenor 14 cwt": the asked unit is a conversion target
    Row("converted", converted_quantities.converted, converted_quantities.RULE,
        facts=lambda f: {"amount": f.amount, "unit": f.target, "values": [round(v, 3) for _, v in f.values]},
        text=lambda f: f.text(),
        limit=Limit(_is(converted_quantities.Unworked), "a quantity asked in another unit, with no one quantity to convert",
                    "convert the quantity the question asks into its unit", lambda f: f.reason,
                    "pick the quantity the question means and convert it", facts=lambda f: {"why": f.reason})),
    Row("recipe", recipe_files.answered, "a recipe file read as recipes",
        facts=lambda f: {"kind": f.kind}, text=lambda f: f.text),
    # "Can guests write to the media share?" over a Samba-like file: the section's permission keys
    Row("share rights", share_permissions.allowed,
        "a yes/no on a share's rights, read from its section's permission keys",
        facts=lambda f: {"section": f.section, "settings": _where(f.deciding)}, text=lambda f: f.text()),
    # "can u deliver to ME13 on thursday?" over "ZONE_A_POSTCODES := ME13" / "ZONE_A_DAYS := Mon Wed Fri"
    Row("prefix settings", prefix_settings.answered, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(prefix_settings.Unsure, "prefix_settings", "tell from the settings which group this is about",
                      "name the group the question means, or read its value from the question"),
        bodies=lambda request: [*_bodies(request), *(t for t in getattr(request, "sent", ()) if ":=" in str(t))]),
    # "Are source maps generated?" over a tsconfig.json: several kinds of result, its own function
    Row("configured", config_files.answered,
        "a configuration file's setting whose key path and value meet the question", respond=_configured_answer),
    # a question asked of a score sheet the table reader leaves unread: a stated limit
    Row("unread score sheet", score_sheets.asked_of,
        "a question asked of a score sheet it cannot read as a table", respond=_unread_sheet_limit),
    # "can i collect meds at 1.15 on a weds" over "The dispensary closes for lunch 13:00-13:30 on weekdays"
    Row("closed hours", closed_hours.answer, "a clock time asked inside a span of the day a line closes",
        facts=lambda f: {"line": f.sentence[:120]},
        before="a sentence closing one part for a span inside the day's hours says no where the hours line "
               "('scheduled') would say yes"),
    # "how much for 3 adults on tuesday" over "...; on Tuesdays all seats £6": the day's price for everyone
    # times the headcount, before the day's lines are read back ("scheduled")
    Row("day price", day_prices.priced, "a party priced on the day the question names: the day's one price "
        "for everyone times the headcount",
        facts=lambda f: {"clause": f.clause, "count": f.count, "total": f.total()},
        before="a price asked for a headcount on a named day is worked, not the day's lines quoted ('scheduled')"),
    # "How much for two adults and a 10-year-old?" over "adult EUR 24, child (6-15) EUR 12"
    Row("party", party_prices.priced, "a party priced per kind of person: counts times prices",
        facts=lambda f: {"line": f.line, "total": f.total()}, asks=group_rates.asks_price,
        before="a price asked for a party is worked, not the lines of a day it names quoted ('scheduled')",
        limit=Limit(_is(party_prices.Unsure),
                    "a party priced per kind of person, and another price line on what the question names",
                    "work out the party's price",
                    lambda f: f"the prices per person ({f.party.answer()}) may not be all: another line prices "
                              f"something the question names ({f.other!r})",
                    "add what that line charges if it applies, or give the total with and without it",
                    facts=lambda f: {"line": f.party.line, "other": f.other})),
    # opening hours, a timetable or a rota read for the day the question names
    Row("scheduled", schedules.answer, "the lines for the day the question names",
        respond=_scheduled_answer),
    # "How long was I in bed on Wednesday?" over a row "Wed | 22:55 | 07:02": its two clock times
    Row("row span", row_spans.span, "a span between the two clock times of the row the question names, worked out",
        facts=lambda f: {"start": f.start, "end": f.end, "minutes": f.minutes}, text=lambda f: f.text(),
        limit=Limit(_is(stamp_spans.Unworked), "a span asked over rows whose clock times make no one span",
                    "work out this span from the documents", lambda f: f.reason,
                    "pick the row and the two times the question means and subtract them",
                    facts=lambda f: {"why": f.reason}),
        before="'how many hours did Priya work on Saturday' over a rota is the span of her row's two times, "
               "not a count of the rows that name her ('counted')"),
    # "Which containers have exited?" over a listing: every row in the state, named, with their number
    Row("which rows", which_rows.rows, "every record that holds the state a 'which <plural>' question names",
        facts=lambda f: {"subject": f.subject, "count": f.number, "sentences": list(f.quoted[:6])},
        text=which_rows.answer, asks=which_rows.asks,
        limit=Limit(_is(str), "a 'which <plural>' question over records whose state is ambiguous",
                    "list the records the question asks for", lambda f: f,
                    "read which records the question means and list them all")),
    # "How many requests came from 203.0.113.7?" over a log: the records holding the subject counted
    Row("counted", counting.count, "a count of the records that hold the question's subject",
        facts=lambda f: {"subject": f.subject, "count": f.number, "sentences": list(f.quoted[:6])},
        text=counting.answer, english_only=False, asks=counting.asks_count,
        limit=Limit(_is(str), "a count question over records whose subject is ambiguous",
                    "count what the question asks", lambda f: f,
                    "read which records the question means and count them")),
    # "Is that less than February?" after "301 kWh." for March: a follow-up, its own function
    Row("row compared", row_comparisons.compared,
        "a follow-up comparing the previous answer's figure with another row or a bound",
        respond=_row_compared_answer,
        before="a follow-up comparing the previous answer ('Was that above 500?') is no filter of every row "
               "against the bound ('bounded')"),
    # "Which costs more, the X or the Y?"
    Row("either or", either_or.compared,
        "a comparison of two named items: the one whose figure is the larger or the smaller",
        facts=lambda f: {"winner": f.winner.figure, "other": f.other.figure},
        limit=Limit(_is(either_or.Unread), "a comparison of two named items whose figures it cannot read",
                    lambda f: f"compare the {f.names[0]} and the {f.names[1]} from the documents", lambda f: f.reason,
                    "read each one's figure and compare them, or say the documents do not hold them",
                    facts=lambda f: {"reason": f.reason})),
    # "How much do I owe Tomasz for the cake?" over "cake £27.60 paid by Tomasz - split 3 ways"
    Row("split share", split_shares.share, "one person's share of an amount the notes split, worked out",
        facts=lambda f: {"amount": f.amount, "ways": f.ways, "rule": f.rule, "result": f.result},
        text=lambda f: f.text(),
        limit=Limit(_is(split_shares.Unworked), "a share asked of an amount it cannot tell how to split",
                    "work out this share from the documents", lambda f: f.reason,
                    "find the amount and the number it is split between, and divide",
                    facts=lambda f: {"why": f.reason})),
    # "How much are the X and the Y together?"
    Row("together", together_sums.summed, "two named items' amounts added up",
        facts=lambda f: {"first": f.first.figure, "second": f.second.figure},
        limit=Limit(_is(together_sums.Unsummed), "two named items' amounts that cannot be added",
                    lambda f: f"add up the {f.names[0]} and the {f.names[1]}", lambda f: f.reason,
                    "add the amounts in one currency, or say the documents do not give them so",
                    facts=lambda f: {"reason": f.reason})),
    # "What did Priya and Daniel score together?" over a table
    Row("row sum", row_sums.summed, "named rows of a table added up over one column",
        facts=lambda f: {"column": f.column, "rows": list(f.keys)}),
    # "Who gets the voucher?" over a table and its rule "... the top bowler with an average below 140"
    Row("column rule", _ruled_column, "a rule over a table's column applied to its rows",
        facts=lambda f: {"row": f.key, "rule": f.rule},
        limit=Limit(_is(column_rules.Unworked), "a rule over a table's column that does not pick one row",
                    "apply the documents' rule to the table's rows", lambda f: f.why,
                    "filter and rank the rows as the rule says, or say which rows it leaves",
                    facts=lambda f: {"why": f.why})),
    # "What was the score after four ends?" over a line score
    Row("running total", totals.running_total, "a running total: each row's first numbered columns added",
        facts=lambda f: {"upto": f.upto}, english_only=False),
    # "On which days was the fridge above the safe range?" over a log
    Row("bounded", row_bounds.filtered, "rows filtered by a bound: each row's value compared with it",
        facts=lambda f: {"column": f.column, "bound": f.bound, "rows": f.compared, "kept": list(f.keys)},
        limit=Limit(_is(row_bounds.Unworked), "a filter of rows against a bound it cannot read or apply",
                    "compare the rows with the bound the question names", lambda f: f.why,
                    "read the bound and compare every row with it", facts=lambda f: {"why": f.why}),
        before="a filter against a bound the notes state before a superlative: 'above the maximum' is no "
               "'highest' ('ranked')"),
    # "Is grass pollen high on Thursday?" over a table column of level words
    Row("level", level_words.answered, "a table column of level words compared or ranked",
        facts=lambda f: {"kind": f.kind}, text=lambda f: f.text),
    # "Who came second?" over a table: the row at that position of the column's order
    Row("placed", rank_positions.placed, "a rank below the top over a table's column: the row at that position",
        facts=lambda f: {"column": f.column, "position": f.position, "from_top": f.from_top,
                         "above": list(f.above), "removed_by": list(f.moved)},
        limit=Limit(_is((rank_positions.Tied, rank_positions.Unsettled)),
                    "a rank below the top over a table's column where rows tie, or a later line removes a row "
                    "it cannot tie to one",
                    lambda f: f"tell which row is number {f.position}" + (
                        f" by {f.column}" if isinstance(f, rank_positions.Tied) else ""),
                    _unplaced_why, _unplaced_suggestion, facts=_unplaced_facts)),
    # "Who came after Amara Obi?" over a numbered list of placings or a running order
    Row("neighbour", list_neighbours.neighbour, "the item next to a named one in an ordered list",
        facts=lambda f: {"named": f.named, "step": f.step, "position": f.position, "items": f.count},
        limit=Limit(lambda f: f.unread, "the item stands on a timed line, but no ordered list read holds it",
                    lambda f: f"tell what comes {'after' if f.step > 0 else 'before'} '{f.named}'",
                    "the documents name it on a timed line, but no ordered list the simulator reads holds it (one "
                    "item per line, numbered or by increasing times)",
                    "read the order of the items around it", facts=lambda f: {"named": f.named})),
    # "Who had the lowest rating?" over a table: the row with the column's lowest value
    Row("ranked", superlatives.ranked, "a superlative over a table's column: the row with its highest or lowest value",
        facts=lambda f: {"column": f.column, "rows": f.rows, "sentences": list(f.texts), "changed_by": list(f.changed)},
        text=superlatives.answer, english_only=False,
        limit=Limit(lambda f: bool(f.doubt), "a superlative over a table's column that a later line changes in a "
                    "way it cannot apply", lambda f: f"tell which row has the {'highest' if f.most else 'lowest'} "
                    f"{f.column}", _changed_why, _CHANGED_SUGGESTION, facts=lambda f: {"change": f.doubt})),
    # "Which plan is cheapest?" over sentences that give one price each
    Row("priced", superlatives.priced, "a superlative over prices, one per sentence: the lowest or highest",
        facts=lambda f: {"compared": f.compared, "sentences": list(f.sentences)},
        text=superlatives.priced_answer, english_only=False,
        limit=Limit(lambda f: bool(f.per), "a price per unit compared over sentences that give whole prices",
                    lambda f: f"compare the prices {f.per}",
                    lambda f: f"the documents give {f.compared} whole prices, and the price {f.per} needs each "
                              "divided by its amount, which it does not work out",
                    "divide each price by its amount and compare", facts=lambda f: {"compared": f.compared})),
    # "Which teams get relegated?" (a rule: "The bottom two are relegated.") over a ranked table
    Row("rank word", ranks.resolved, "a rank word over a ranked table: the first or last rows",
        facts=lambda f: {"word": f.word, "by": f.by or "order", "rule": f.rule, "sentences": list(f.texts)},
        text=ranks.answer, english_only=False,
        limit=Limit(lambda f: bool(f.tied or f.doubt), "a rank word over a ranked table whose rows tie at the "
                    "boundary, or whose figures a later line changes in a way it cannot apply",
                    lambda f: f"tell which rows are {f.word}",
                    lambda f: _changed_why(f) if f.doubt else (
                        f"rows tie on {f.by} where the {f.word} {f.count} end, and it holds no tie-break rule"),
                    lambda f: _CHANGED_SUGGESTION if f.doubt else (
                        "apply the competition's tie-break (or say the table does not settle it)"),
                    facts=lambda f: {"word": f.word, "sentences": list(f.texts)})),
    # "How many points did we gain from the first to the last week?" over a running column
    Row("span", totals.spanned, "a span over a running column: its last value less its first",
        facts=lambda f: {"column": f.column, "first": f.first, "last": f.last},
        text=totals.span_answer, english_only=False,
        limit=Limit(lambda f: f.difference is None,
                    "a span from the first to the last row over a column that does not run up",
                    "work out the span from the first to the last row",
                    lambda f: f"the {f.column} column does not only go up, so it is no running count whose last "
                              "value less its first is the answer, and it does not tell which rows to add",
                    "add the rows' own amounts (or subtract, for a running count), or say the table does not hold it",
                    facts=lambda f: {"column": f.column}),
        before="'between the first and the last entry' over a running column is its last value less its "
               "first, not its cells added ('total')"),
    # "How many seats are there altogether?" over a table: its column added up
    Row("total", totals.totalled, "a total over a table's column: its cells added up",
        facts=lambda f: {"column": f.column, "rows": f.rows, "cells": list(f.cells)},
        text=totals.answer, english_only=False),
    # "5 hours - what will I pay?" over "the first 2 hours are free; after that GBP 1.50 per hour"
    Row("free allowance", allowances.charged, "a free allowance then a rate, worked for the question's count",
        facts=lambda f: {"working": f.working, "total": f.total}),
    # "How much is the labour?" over "2 fitters for 4 days at EUR 280 per fitter per day"
    # "20 min ride, what will it cost?" over "£1 to unlock, then 15p a minute": the fee plus the minutes' charge
    Row("start fee", start_fees.worked, _own_rule, facts=_answered, text=_own_text,
        limit=_unsure(start_fees.Unsure, "start_fees", "work out the charge for this length",
                      "pick the fee and rate the question means and add the fee to the length times the rate"),
        question="asked",  # "an ebike" as asked: the search form reads it "an bike"
        ),
    Row("rate product", rate_products.product, "a rate times the counts it is charged by",
        facts=lambda f: {"rate": f.rate, "counts": list(f.counts), "total": f.total}),
    # "How many minutes was I charged for?" over "charged per started half hour" and a stated length
    Row("billed increments", billed_increments.billed,
        "a length of time rounded up to the documents' billing increment",
        facts=lambda f: {"stated": f.stated, "increment": f.increment, "billed": f.minutes}, english_only=False,
        limit=Limit(_is(billed_increments.Unworked), "a billed length asked that it cannot round up",
                    "work out what is billed for the length of time", lambda f: f.reason,
                    "round the length up to the billing increment the documents state")),
    # "芒果冰沙比柠檬茶贵多少?": the Chinese difference of two named items' amounts
    Row("zh difference", zh_differences.worked, "a Chinese difference of two named items' amounts",
        facts=lambda f: {"a": f.a[1], "b": f.b[1], "difference": f.difference}, english_only=False,
        limit=Limit(_is(zh_differences.Unworked), "a Chinese difference asked that it cannot work out",
                    "work out the difference this question asks", lambda f: f.reason,
                    "find each item's amount and take one from the other")),
    # "我们4个成人一共要付多少钱?" over "门票每人25元": the Chinese reading of the same
    Row("zh rate product", zh_rate_products.product, "a Chinese rate per unit times the question's count of it",
        facts=lambda f: {"rate": f.rate, "count": f.count, "total": f.total}, english_only=False),
    # "停一整天最多收多少" over "每天最高收费30元": the one line stating a cap on the charge (ground79)
    Row("zh cap", zh_rate_products.cap, "a Chinese maximum charge asked: the one line stating a cap",
        facts=lambda f: {"cap": f.amount, "line": f.line}, english_only=False),
    # "When does my pass run out?", "How long is the whole set?": a start plus a validity, durations added
    Row("worked end", _worked_end,
        "a date or a length worked out from the documents: a start plus a validity, or durations added",
        facts=lambda f: {"found": f.answer()}, english_only=False,
        limit=Limit(_unworked_time, "a date or a length to work out from the documents that it cannot work out",
                    "work out this date or length from the documents", lambda f: f.reason,
                    "add the validity or the durations the documents give, or say they do not hold it",
                    facts=lambda f: {"why": f.reason}),
        before="a set list's end is its start plus all its items' durations, not one line's start and "
               "length ('end time')"),
    # "What time does the gate shut?" over "Gate closes 20 minutes before departure" and "Departs 13:05"
    Row("offset time", offset_times.worked, "a time the documents state as an offset from another time, worked out",
        facts=lambda f: {"rule": f.rule, "anchor": f.anchor_time, "time": f.time}, text=lambda f: f.text(),
        limit=Limit(_is(offset_times.Unworked), "a time stated as an offset from a time it cannot read",
                    "work out this time from the documents", lambda f: f.reason,
                    "find the time the rule counts from and apply the rule to it", facts=lambda f: {"why": f.reason})),
    # "What date is the balance due?" over "the balance is due 14 days before the event" and the
    # event's "Friday 14 November"
    Row("offset date", offset_dates.worked, "a date the documents state as an offset from another date, worked out",
        facts=lambda f: {"rule": f.rule, "anchor": f.anchor_date, "date": f.text().split(" (")[0]},
        text=lambda f: f.text(),
        limit=Limit(_is(offset_dates.Unworked), "a date stated as an offset from a date it cannot read",
                    "work out this date from the documents", lambda f: f.reason,
                    "find the date the rule counts from and apply the rule to it", facts=lambda f: {"why": f.reason})),
    # "When does the talk end?" over a line with its start time and its length
    Row("end time", end_times.ended, "an end time: the one start time and the one length its line gives, added",
        facts=lambda f: {"start": f.start, "length": f.length, "end": f.end},
        limit=Limit(_is(end_times.Unworked), "an end time whose line gives a start but no one length",
                    "work out this end time from the documents", lambda f: f.reason,
                    "add the length to the start time, or say the documents do not give it",
                    facts=lambda f: {"why": f.reason})),
    # "How long is the night shift?" over "Night shift: 19:45 to 08:15": two stamps of one subject
    Row("stamp span", stamp_spans.span, "a span between two stamps of the question's subject, worked out",
        facts=lambda f: {"start": f.start, "end": f.end, "minutes": f.minutes, "days": f.days},
        text=lambda f: f.text(),
        limit=Limit(_is(stamp_spans.Unworked), "a span asked over stamps on its subject that make no one span",
                    "work out this span from the documents", lambda f: f.reason,
                    "pick the two stamps the question means and subtract them", facts=lambda f: {"why": f.reason})),
    # "How many days is the bridge closed?" over "closed from Monday 4 August to Friday 15 August": the
    # span's days, both ends in ("hoeveel dagen ...", "一共放几天假" too)
    Row("day count", day_counts.count, "a count of days asked over the one span of days its subject's lines state",
        respond=lambda request: _day_count(request), english_only=False),
    # "Who owns src/billing/tax/vat.py?" over a CODEOWNERS-like file: the last matching rule
    Row("path rule", path_rules.ruled, "a path matched to a rules file's patterns: the last match wins",
        facts=lambda f: {"path": f.path, "pattern": f.pattern, "earlier": list(f.earlier)},
        text=path_rules.answer, english_only=False),
    # "Is my vitamin D too low?" over a row with its value and its reference range (and its follow-up)
    Row("reference range", reference_ranges.judged,
        "a yes/no on a value against the range its row states: the two compared", respond=_range_answer),
    # "How far over the top of its range is my HbA1c?": the value less the bound asked
    Row("range margin", reference_ranges.margin,
        "a value's distance past the bound of the range its row states: the two subtracted",
        facts=lambda f: {"row": f.name, "value": f.value, "by": f.by}, text=lambda f: f.answer()),
    # "Was the quorum reached?" over minutes that state the quorum and how many were present
    Row("goal", goals.reached, "a stated goal compared with the count the documents give",
        facts=lambda f: {"goal": f.goal, "count": f.count},
        limit=Limit(_is(goals.Unworked), "a goal the documents state, with no one count to compare it with",
                    "tell whether the goal was reached", lambda f: f.why,
                    "find the count the goal is measured by and compare the two", facts=lambda f: {"why": f.why})),
    # "What would it have cost without the late fee?" over a bill: its total less that line
    Row("bill", bill_lines.without, "a bill's total less the line the question leaves out",
        facts=lambda f: {"total": f.total.amount, "line": f.left_out.label, "result": f.result},
        limit=Limit(_is(bill_lines.Unworked), "a total less one line, which it cannot tell",
                    "work out the total without the line the question leaves out", lambda f: f.why,
                    "find that line and take its amount from the total", facts=lambda f: {"why": f.why})),
    # "What does a group of 12 pay?" over "Groups of 10 or more: £6.50 per person" (the question as asked)
    Row("group", group_rates.priced, "a group's size times the per-person price of the group rule it reaches",
        facts=lambda f: {"size": f.size, "each": f.each, "rule": f.rule}, asks=group_rates.asks_price,
        question="asked"),
    # "How many years until the panels pay for themselves?": the cost over the yearly saving
    Row("payback", paybacks.paid_back, "years until a cost pays for itself: the cost divided by the yearly saving",
        facts=lambda f: {"cost": f.cost, "saving": f.saving, "years": round(f.years, 2)},
        limit=Limit(_is(paybacks.Unpaid), "a payback asked whose cost and yearly saving do not pair",
                    "work out how long it takes to pay for itself", lambda f: f.reason,
                    "pick the cost and the yearly saving of the thing asked and divide the one by the other",
                    facts=lambda f: {"why": f.reason})),
    # "How many people on the team?" over "6 developers and 2 designers": one line's counted groups summed
    Row("head count", head_counts.counted, "a head count: the counted groups of one line summed",
        facts=lambda f: {"line": f.line}, text=lambda f: f.answer(),
        limit=Limit(_is(head_counts.Unsummed), "a count of a noun no document names, over a line that counts groups",
                    lambda f: f"tell how many {f.asked} there are", lambda f: f.reason,
                    "tell whether the line's groups make up what the question counts and add them up, or say "
                    "the documents do not hold it", facts=lambda f: {"asked": f.asked, "line": f.line})),
    # "How much of the rent is still owed now the deposit is paid?": the operation the question asks,
    # worked from the lines or rows that state its operands (after every reader of a shape of its own)
    Row("worked", workings.worked, "the operation the question asks, worked from the lines or rows stating its operands",
        facts=lambda f: {"operation": f.operation, "working": f.working, "result": f.result},
        limit=Limit(_is(workings.Unworked), "an operation the question asks whose operands do not pair",
                    lambda f: f"work out the {f.operation} the question asks from the documents' figures",
                    lambda f: f.reason,
                    "pair each of the question's terms with the figure that states it and work the value out, "
                    "or say the documents do not hold them", facts=lambda f: {"why": f.reason})),
    # "Is torch installed?" over a pip freeze listing that names no torch: "No"
    Row("unlisted", listings.absent, "a yes/no about a name that no entry of a listing of names holds",
        facts=lambda f: {"name": f.name, "entries": f.entries}),
    # "My son is in Year 4 - can he go to Tadpoles?" over "Tadpoles | Reception to Year 2": the band decides
    Row("school year", school_years.judged, "a school year the question states, read against the documents' bands",
        facts=lambda f: {"year": f.year, "line": f.line, "verdict": f.verdict, "fits": list(f.fits)},
        english_only=False, question="asked",
        before="a class's year band decides before an 'only' rule of another row ('Adults only')"),
    # "Can I bring a fourth guest?" over "Each member may sign in up to three guests per visit."
    Row("ordinal cap", ordinal_caps.capped, "a permission asked for the N-th of a thing over a line capping how many",
        facts=lambda f: {"rule": f.rule, "asked": f.asked, "cap": f.cap}),
    # "How many guest passes a year max?" over "Packs of 5 passes ...; up to 4 packs a year": 4 x 5
    Row("capped count", capped_counts.capped, "the most of a thing a cap allows, in the question's units",
        facts=lambda f: {"rule": f.rule, "noun": f.noun},
        limit=Limit(_is(capped_counts.Uncounted), "a most-how-many over a cap of packs whose count it cannot read",
                    lambda f: f"tell the most {f.noun} that may be had", lambda f: f.why,
                    "multiply the cap by the count of each pack, or say the documents do not give it",
                    facts=lambda f: {"rule": f.rule, "unit": f.unit})),
    # "Can the leather sofa go on the express wash?" over "Express wash: not for leather"
    Row("excluded class", excluded_classes.excluded, "a service asked for a thing of the class its note excludes",
        facts=lambda f: {"rule": f.rule, "excluded": f.excluded, "row": f.row}),
    # "Can I pay with cheque?" over "We take payment by card or bank transfer."
    Row("listed means", listed_means.unlisted, "a permission asked for a means a line listing the allowed means leaves out",
        facts=lambda f: {"rule": f.rule, "asked": f.asked, "listed": list(f.listed)}),
    # "Can I pay cash in the cafe?" over "Cafe: card payments only"
    Row("only rule", only_rules.ruled, "a permission asked against an 'only' rule: met or broken",
        facts=lambda f: {"rule": f.rule, "only": f.only, "verdict": f.verdict},
        limit=Limit(lambda f: f.verdict is None, "a permission asked against an 'only' rule it cannot settle",
                    "tell whether this is allowed",
                    lambda f: f"the documents restrict it to {f.only} (\"{f.rule}\"), and it cannot tell whether "
                              f"what the question asks about is {f.only}",
                    lambda f: f"say whether it counts as {f.only}: if not, the rule says no",
                    facts=lambda f: {"rule": f.rule, "only": f.only})),
    # "Can I smoke on the terrace?" over "Smoking is not permitted anywhere on the premises."
    Row("banned action", banned_actions.banned, "a permission asked against a ban naming the action in other words",
        facts=lambda f: {"rule": f.rule}, english_only=False, question="asked"),
)


def answer(request: Request) -> str | None:
    """The first record answerer's reply, in ``TABLE``'s order; ``None`` when none answers."""
    for row in TABLE:
        reply = row.answer(request)
        if reply is not None:
            return _with_added(request, reply) if row.name in _PRODUCT_ROWS else reply
    return None


_PRODUCT_ROWS = ("rate product", "worked")  # a worked amount a charge the question names may be added to


def _with_added(request: Request, reply: str) -> str:
    """``reply`` with the charges the question names added ("deposit included"), or the working limit."""
    from course_lib.sim.grounded import added_charges

    found = added_charges.completed(request.search_question, reply, [d.body for d in request.documents])
    if found is None:
        return reply
    if found.why:
        explain.rule("a worked amount whose question names a charge to add that it cannot read", why=found.why)
        return limits.state("give the amount this question asks for", found.why,
                            "add the named charge to the worked amount", kind="documents")
    explain.rule("a worked amount plus the charge the question names to add")
    return found.text


# the answerers whose value is worked out from a record's own figures (a start plus a length, an
# offset, a rate times a period): a quote of their lines gives only the operands
WORKED_ROWS = ("start fee", "rate product", "worked end", "offset time", "end time", "stamp span")


def worked_answer(request: Request) -> str | None:
    """The first worked-value answerer's reply (``WORKED_ROWS``, in ``TABLE``'s order), for a path
    that quotes results without the whole table (an agent's search results); ``None`` when none
    answers."""
    for row in TABLE:
        if row.name in WORKED_ROWS:
            reply = row.answer(request)
            if reply is not None:
                return reply
    return None
