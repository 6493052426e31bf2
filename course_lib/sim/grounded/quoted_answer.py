"""The answered path of ``extractive``: the chosen sentences cover the question, so they are quoted,
cited, unless a step finds they are not the answer. The steps run in ``reply``'s order:

1. answers worked out from them (a how-many over "N x kind" terms, ``itemised_counts``;
   ``worked_answers``: per period, after a discount; a count times a
   per-unit amount of the asked unit, ``asked_units``), table rows
   tied on the question's words listed together (``quote_choice.tied_rows``), values no one row
   holds together (``near_miss``), two alternatives each in a line and not compared
   (``alternatives``);
   A chosen line that is a document's title line (its sender's heading) is left out first
   (``title_lines``), as is a line about another instance of the asked thing (``other_instances``);
2. the quote composed (``evidence.compose_answer``; one labelled amount of a listing sentence);
3. checks that the quote is no answer, each a stated limit: a superlative asked of a table's rows
   answered by a line that names none of them (``_unranked_rows``), a rank answered by a row a later line
   takes out (``rank_positions.struck_pick``), a run-on text with no punctuation
   (``run_on_text``), only the title's words shared
   (``label_titles``), the operands of a computation (``unworked_answers.uncomputed``), a date given relative to a numbered week
   (``unworked_answers.relative_date``), a rule not
   applied (``rule_lines``), figures for a who (``unfit_answers.figures_for_who``), a verdict not
   stated (``unfit_answers.unjudged``), what the question negates (``unfit_answers.negation_unapplied``),
   an event the lines say did not happen (``unfit_answers.event_negated``);
4. the quote as replied (``composed_quotes``): under its heading, or followed by what it lacks.
"""

from __future__ import annotations

import dataclasses
import re

from course_lib.sim.grounded import (
    alternatives,
    composed_quotes,
    end_times,
    evidence,
    kind_only,
    label_titles,
    near_miss,
    near_words,
    quote_choice,
    run_on_text,
    unfit_answers,
    unworked_answers,
    worked_answers,
)
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.grounded.reading_doubts import judged_now, loose_pick
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words import weekdays
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.quantities import states

RULE = "extractive answer: the chosen sentences cover the question"  # (the quote, no step's reply)


def reply(request: Request, found: evidence.Evidence, matcher: Matcher) -> str:
    """The reply when ``found.answered``: a step's reply, or the quote (``composed_quotes.finish``)."""
    found = _without_other_instances(request, found)
    found = _without_title_lines(request, found)
    explain.rule(
        RULE,
        coverage=found.coverage,
        sentences=[s for _, s in found.picks],
        sources=found.sources(),
    )
    for step in _BEFORE_QUOTING:
        out = step(request, found, matcher)
        if out:
            return out
    quote = _quote(request, found)
    doubted = doubts(request, found, matcher)
    if doubted:
        return doubted
    return composed_quotes.finish(request, found, matcher, quote)


def _without_other_instances(request: Request, found: evidence.Evidence) -> evidence.Evidence:
    """``found`` less the chosen lines (and the lines added after them) about another instance of
    the asked thing, when one chosen line names the asked one ("Fixed desks cost ..." beside "Hot
    desks cost ..." for a hot desk)."""
    from dataclasses import replace as copied

    from course_lib.sim.grounded.other_instances import other_picks

    said = [s for _, s in found.picks] + list(found.extra)
    drop = other_picks(request.search_question, said)
    if not drop:
        return found
    n = len(found.picks)
    keep = [i for i in range(n) if i not in drop]
    if not keep:
        return found
    explain.evidence(left_out_other_instances=[said[i][:80] for i in sorted(drop)])
    return copied(found, picks=[found.picks[i] for i in keep],
                  positions=[found.positions[i] for i in keep if i < len(found.positions)],
                  extra=[e for k, e in enumerate(found.extra) if n + k not in drop])


def _without_title_lines(request: Request, found: evidence.Evidence) -> evidence.Evidence:
    """``found`` less the chosen lines that are a document's title line (its sender's heading in
    capitals), beside a line that is none, when the question asks nothing a heading answers
    (``title_lines``)."""
    from dataclasses import replace as copied

    from course_lib.sim.grounded.title_lines import title_picks, without_leading_title

    cut = [(doc, without_leading_title(request.search_question, getattr(doc, "text", ""), line))
           for doc, line in found.picks]
    if cut != list(found.picks):
        explain.evidence(left_out_leading_title=[line[:80] for (_, line), (_, c) in zip(found.picks, cut, strict=True)
                                                 if c != line])
        found = copied(found, picks=cut)
    drop = title_picks(request.search_question, found.picks)
    if not drop:
        return found
    keep = [i for i in range(len(found.picks)) if i not in drop]
    explain.evidence(left_out_title_lines=[found.picks[i][1][:80] for i in sorted(drop)])
    return copied(found, picks=[found.picks[i] for i in keep],
                  positions=[found.positions[i] for i in keep if i < len(found.positions)])


def _per_period(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    return worked_answers.per_period(request, found)


def _worked_or_limit(request: Request, found: evidence.Evidence, read, rule: str, what: str, real: str) -> str | None:
    """The first pick's worked answer by ``read(question, sentence)`` (an object with ``text()``), or
    the stated limit when ``read`` gives a reason it cannot work one (an object with ``reason``);
    ``None`` when it reads no pick."""
    for _, sentence in found.picks:
        got = read(request.search_question, sentence)
        if got is None:
            continue
        if hasattr(got, "reason"):
            explain.rule(f"{rule}: not worked", sentence=sentence)
            return limits.state(what, got.reason, real, kind="documents")
        explain.rule(rule, sentence=sentence, answer=got.text())
        return _with_citations(got.text(), request)
    return None


def _per_period_dose(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much dry food does he get in a whole day?" over "150 g of dry food twice a day"."""
    from course_lib.sim.grounded import frequency_amounts

    return _worked_or_limit(request, found, frequency_amounts.per_period,
                            "an amount per period worked from a dose and how often it is given",
                            "work the answer out from the documents' figures",
                            "multiply the amount given each time by how often it is given")


def _next_due(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"She had her tablet on Tuesday - when's the next one?" over "a tablet every other day"."""
    from course_lib.sim.grounded import recurrences

    return _worked_or_limit(request, found, recurrences.next_due,
                            "the next time a recurring thing is due: its last day plus its interval",
                            "work out when the next one is due", "add the interval to the day it last was")


def _discounted(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    return worked_answers.discounted_answer(request, found)


def _tied_rows(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    if found.ties:  # "a family ticket" over rows keyed by "Ticket" that list no family one
        from course_lib.sim.grounded.no_answer import dont_know
        from course_lib.sim.grounded.unlisted_rows import unlisted

        doc = found.picks[0][0]
        missing = unlisted(request.search_question, [found.picks[0][1]] + [row for _, row, _ in found.ties],
                           getattr(doc, "body", ""))
        if missing:
            explain.rule("table rows tie on the question's words, but it names a row by the key column that the "
                         "table does not list", row=missing, rows=len(found.ties) + 1)
            return dont_know(request)
    return quote_choice.tied_rows(found)  # (rows it can list join the picks)


def _spread_values(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"yellow 0417 - have I won?" over the pink 0417 row and the yellow 0931 row: no one row holds
    the values together."""
    missed = near_miss.spread(request.search_question, [s for _, s in found.picks])
    if not missed:
        return None
    explain.rule("a yes/no whose values no one row holds together", values=list(missed.values))
    return _with_citations(missed.answer(), request)


def _alternatives_not_compared(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A which-question's two alternatives, each in a chosen line: it does not compare them."""
    offered = alternatives.offered(request.search_question)
    if not (offered and alternatives.both_quoted(offered, [s for _, s in found.picks], matcher.forms)):
        return None
    explain.rule("a which-question's two alternatives, each in a chosen line, not compared", offered=list(offered))
    return limits.state("choose between the two the question offers",
                        f"it found a line for each ({offered[0]!r}, {offered[1]!r}) but does not compare "
                        "what they say", "compare the two lines and answer with one", kind="documents")


def _pick_first_texts(request: Request, found: evidence.Evidence) -> list[str]:
    """The picked sentences' documents first, then the request's other documents: the order a later
    sentence is read in. Of retrieved documents, only those of a picked sentence's source (a
    search's results from several files are in no time order: another file's line is no later one)."""
    picked = list(dict.fromkeys(d.text for d, _ in found.picks))
    sources = {d.source for d, _ in found.picks if d.source} if request.retrieved else set()
    # (retrieved chunks of other sources are no later lines: search results are not in time order)
    return picked + [d.text for d in request.documents
                     if d.text not in set(picked) and (not sources or d.source in sources)]


def _moved_since(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What day is the offsite now?" answered by a thread's quoted "the offsite is on Thursday 25
    Sep" while a later mail says "we're moving the offsite to Friday 26 Sep": the move is the answer."""
    from course_lib.sim.grounded.moved_values import applied, superseding

    if len(found.picks) != 1:
        return None
    texts = _pick_first_texts(request, found)
    if applied(found.picks[0][1], texts) != found.picks[0][1]:
        return None  # a "Key: value" field moved: the reply names the value in force (replies.grounded_answer)
    moved = superseding(request.search_question, found.picks[0][1], texts)
    if not moved:
        return None
    explain.rule("a planned thing the chosen sentence states, moved by another sentence", old=found.picks[0][1], new=moved)
    return _with_citations(f"{moved.strip()} (This changes what an earlier line says.)", request)


def _zh_corrected(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"会议几点开始?" answered by "本周四下午2:00在三楼会议室开会" while a later line says "更正:会议时间调整为
    下午3:00": the correcting line is the answer; a correcting line of the asked kind about another
    thing than the picked line ("下午3:30回到学校" picked for an arrival time, "集合时间改为7:40" later)
    is a stated limit, never the picked line silently (``moved_values.zh_correction``)."""
    from course_lib.sim.grounded.moved_values import zh_correction

    if len(found.picks) != 1 or request.language != "zh":
        return None
    picked = found.picks[0][1]
    corrected = zh_correction(request.search_question, picked, _pick_first_texts(request, found))
    if corrected is None:
        return None
    line, named = corrected
    if named:
        explain.rule("a later Chinese line moves what the chosen line states", old=picked, new=line)
        return _with_citations(f"{line}(这是通知后面的更正,取代前面的说法。)", request)
    explain.rule("a later Chinese line moves a value of the asked kind for another thing than the chosen line names",
                 picked=picked, correction=line)
    return limits.state("tell whether the notice's later correction answers this",
                        f"a later line ({line[:60]!r}) moves a value of the kind asked, and the line it found "
                        f"({picked.strip()[:60]!r}) speaks of another thing; which one the question means is a "
                        "matter of meaning", "read which event the question asks about and give its value in force",
                        kind="documents")


def _called_off(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    return called_off_reply(request, found)


def _role_unmet(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who was the inspector?" answered by "FIRE SAFETY INSPECTION - Unit 4. Tenant: ..." : the role is
    on no chosen line, only the action of its stem; no line names it: the absence; another line does:
    a stated limit (``unfit_answers.role_unmet``)."""
    unmet = unfit_answers.role_unmet(request, found)
    if unmet is None:
        return None
    role, elsewhere = unmet
    if elsewhere:
        explain.rule("a who-question's role is on no chosen line, only a word of its stem; another line names it",
                     role=role)
        return limits.state("tell who this is", f"the lines it found hold {role!r} only as a word of the same stem "
                            f"that names no one in the role, and another line names the {role}",
                            f"read who the {role} is from the line that names the role", kind="documents")
    explain.rule("a who-question's role is on no line of the documents, only a word of its stem", role=role)
    if request.language == "zh":
        return f"资料中没有找到关于'{role}'的信息，所以我不知道。"
    return f"The documents do not name the {role}, so I don't know."


def _modifier_unmet(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Which chrome version did tobias test on?" over lines that give Firefox's version and say Chrome
    with none: the documents do not say (``unmet_modifiers``)."""
    if request.language != "en":
        return None
    from course_lib.sim.grounded.unmet_modifiers import unmet

    got = unmet(request.search_question, [getattr(d, "body", "") for d in request.documents])
    if got is None:
        return None
    explain.rule("an asked modifier's value is in no line: the lines that write it give no value of the kind asked",
                 modifier=got[0], value=got[1])
    return f"The documents do not say which {got[0]} {got[1]}: they mention {got[0]} without one."


def _head_absent(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When do they collect glass?" over a bin calendar that never writes "glass": the chosen line meets
    only words every line shares; the material does not say (``asked_heads``)."""
    from course_lib.sim.grounded.asked_heads import absent_head

    missing = absent_head(request, found)
    if not missing:
        return _thing_absent(request, found)
    otherwise = near_words.reply(request, found, matcher, "the asked head is in no line", word=missing)
    if otherwise:  # "how many do i take back to the chemist" over a "Pharmacist's note" line
        return otherwise
    explain.rule("the question's asked head is in no line of the documents; the chosen lines meet only words "
                 "many lines share", word=missing, picked=[s for _, s in found.picks])
    return f"The documents do not mention '{missing}', so I don't know."


def _thing_absent(request: Request, found: evidence.Evidence) -> str | None:
    """"are there charging points for cars in the car park" over a car park line that meets "charg", "car",
    "park": the thing asked whether it is there has a head no line writes (``asked_thing_absent.existence_unmet``);
    the quote bears on another thing, so the answer is the absence."""
    from course_lib.sim.grounded.asked_thing_absent import existence_unmet

    if request.language != "en":
        return None
    thing = existence_unmet(request.search_question, [c.word for c in found.uncovered],
                               [d.body for d in request.documents])
    if not thing:
        return None
    explain.rule("a question whether a thing is there, whose head no line of the documents writes: the absence, "
                 "no quote", thing=thing, picked=[s for _, s in found.picks])
    return f"The documents do not mention {thing}, so I don't know."


def _value_unstated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Whats the new code for the shed?" over "The shed code changes on 1 April.": the chosen line names
    the thing and says only that it changes; no line gives a value of its kind (``asked_heads.unstated_value``)."""
    if request.language != "en":
        return None
    from course_lib.sim.grounded.asked_heads import unstated_value

    picked = [s for _, s in found.picks]
    noun = unstated_value(request.search_question, picked, [getattr(d, "body", "") for d in request.documents])
    if not noun:
        return None
    explain.rule("a value asked of a thing whose lines give no value of its kind", noun=noun, picked=picked)
    new = "new " if re.search(r"\bnew\b", request.search_question, re.IGNORECASE) else ""
    return f"The documents do not give the {new}{noun}, so I don't know."


def _price_unstated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much did the coach cost?" over the line that books the coach and a line giving another sum:
    no line gives the coach's price (``unpriced_subjects``)."""
    from course_lib.sim.grounded.unpriced_subjects import unpriced

    thing = unpriced(request, found)
    if not thing:
        return None
    explain.rule("a price asked of a thing whose lines state no amount; the line with an amount names another "
                 "thing", thing=thing, picked=[s for _, s in found.picks])
    return f"The documents mention the {thing} but do not say what it cost, so I don't know."


def _change_undecided(request: Request, found: evidence.Evidence) -> str | None:
    """"How much is a child ticket?" over "Child ticket: £7." and a later "Update: tickets are now £14." beside
    an adult ticket's line: whether the change is the child's price is not read (``later_corrections.undecided``),
    a stated limit rather than either price."""
    from course_lib.sim.grounded.later_corrections import undecided

    got = undecided(request.search_question, [s for _, s in found.picks], _pick_first_texts(request, found))
    if got is None:
        return None
    line, old = got
    explain.rule("a later line marked as a change shares the asked term with the chosen line and with another "
                 "line of the same kind; which it changes is not read", picked=old, change=line)
    return limits.state("tell whether the later change applies to what is asked",
                        f"the line it found ({old[:80]!r}) and a later line marked as a change ({line[:80]!r}) "
                        "share the asked subject, and another line states a value of it too",
                        "read which line the change is about and answer with the value in force", kind="documents")


# a configuration line "washer.large.12kg=6.50", "MAX_UPLOAD_MB = 25": a key of no spaces, "=", a value
_KEY_VALUE_LINE_RE = re.compile(r"^(?P<key>[A-Za-z_][\w.\-]*)[ \t]*=[ \t]*(?P<value>[^\s=#;][^=#;]*)$")


def _config_restated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much for the 12kg washer?" answered by the line "washer.large.12kg=6.50" of a configuration file
    whose comment line says "# price change 1 June: washer.large.12kg=7.00": the comment restates the key as a
    change, so its value is the answer (``config_files.restated_change``), the old one named as changed."""
    from course_lib.sim.grounded import config_files

    if len(found.picks) != 1:
        return None
    doc, picked = found.picks[0]
    config = config_files.parse(doc.text)
    if config is not None:
        settings = [s for s in config.settings if not isinstance(s.value, (dict, list))
                    and re.search(rf"(?<![\w.\-]){re.escape(s.where())}\s*[=:]", picked)]
    else:  # a "key=value" line of a file whose "#" comment lines were read as headings, cutting it in parts
        line = _KEY_VALUE_LINE_RE.match(picked.strip())
        settings = [config_files.Setting((line.group("key"),), line.group("value").strip())] if line else []
    if len(settings) != 1:
        return None
    got = config_files.restated_change(settings[0], _pick_first_texts(request, found))
    if got is None:
        return None
    explain.rule("a comment line of the configuration restates the chosen line's key with a new value as a change",
                 picked=picked, line=got.line, value=got.new)
    return _with_citations(got.text(), request)


def _corrected_later(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What oven temperature?" answered by "Oven temperature: 200 C." while a later line says
    "Erratum: the oven temperature should be 170 C": the marked correction is the answer; two that
    differ, a stated limit (``later_corrections``)."""
    from course_lib.sim.grounded.later_corrections import correcting

    got = correcting(request.search_question, [s for _, s in found.picks], _pick_first_texts(request, found))
    if got is None:
        return _change_undecided(request, found)
    from course_lib.sim.grounded.later_corrections import secondary_pick

    if secondary_pick(request.search_question, [s for _, s in found.picks], got.old):
        explain.rule("a later line marked as a correction changes a secondary pick, not the one that covers the "
                     "question best: the best pick answers, the correction a note after it", picked=got.old,
                     correction=got.line)
        first = found.picks[0][1].strip()
        return _with_citations(f'{first} (A later line changes another line, not this one: "{got.line.strip()}")',
                               request)
    from course_lib.sim.grounded.later_corrections import other_item

    asked_item = other_item(request.search_question, got.old, got.line)
    if asked_item:  # "地面车位一年多少钱" over "地面车位每月300元,地下车位每月450元" and a change of 地下车位 only
        explain.rule("a later line marked as a change names another item of the chosen line than the one asked: the "
                     "asked item's value holds", picked=got.old, correction=got.line, item=asked_item)
        return _with_citations(asked_item, request)
    from course_lib.sim.grounded.absent_subjects import absent_word

    missing = absent_word(request, found)
    otherwise = near_words.reply(request, found, matcher, "the subject is in no line", word=missing) if missing else None
    if otherwise:
        return otherwise
    if missing:  # "do u give out helmets" over a bike FAQ: the picked line and its update are about other things
        explain.rule("the question's subject is in no line of the documents; a later line correcting another "
                     "line is no answer", word=missing, picked=got.old, correction=got.line)
        if request.language == "zh":
            return f"资料中没有提到'{missing}',所以我不知道。"
        return f"The documents do not mention '{missing}', so I don't know."
    from course_lib.sim.grounded.later_corrections import change_body
    from course_lib.sim.grounded.moved_values import other_subjects

    if other_subjects(change_body(got.line), got.old):  # (a label's or a notice's lead names no subject: fix64c)
        explain.rule("a later line marked as a correction names other things than the chosen line", picked=got.old,
                     correction=got.line)
        return None
    if got.several:
        explain.rule("several later lines marked as corrections speak of what the chosen lines state",
                     picked=got.old, correction=got.line)
        return limits.state("tell which value holds",
                            f"more than one later line marked as a change ({got.line[:60]!r} and another) speaks "
                            "of what the line it found states", "read which change is the latest and answer "
                            "with the value in force", kind="documents")
    from course_lib.sim.grounded.later_corrections import crosses_verdict

    if crosses_verdict(request.search_question, got):
        explain.rule("a yes/no over a line of no value; a later line marked as a change gives a price or a time",
                     picked=got.old, correction=got.line)
        return limits.state("tell whether the later change touches the answer",
                            f"the line it found ({got.old[:80]!r}) answers yes or no, and a later line marked as a "
                            f"change ({got.line[:80]!r}) changes a price or a time of the same thing",
                            "read whether the change alters the yes or no, and answer", kind="documents")
    from course_lib.sim.grounded import labelled_amounts

    listing = labelled_amounts.restated(got.old, change_body(got.line))
    one = labelled_amounts.picked(request.search_question, listing) if listing else None
    if one:  # "rotavator weekly price" over a listing whose every labelled amount a later clause restates (fix65b)
        explain.rule("the one labelled amount the question names, of a listing a later line restates with new amounts",
                     old=got.old, new=got.line)
        return _with_citations(f"{one} (This corrects what an earlier line says: {got.line.strip()})", request)
    explain.rule("a later line marked as a correction changes what the chosen line states", old=got.old,
                 new=got.line)
    applied = got.applied()
    if applied and got.replaced:  # "in Rule 6, replace 3 hours by 4 hours": the rule as it now reads
        head = got.line.split(":")[0].strip() if ":" in got.line[:40] else "a later line"
        return _with_citations(f"{applied} ({head} changed it: {got.replaced[1]}, not {got.replaced[0]}.)", request)
    doc = next((d for d, pick in found.picks if pick == got.old), found.picks[0][0])
    unapplied = unworked_answers.rate_unapplied(request, dataclasses.replace(found, picks=[(doc, got.line)]), anywhere=True)
    if unapplied:  # "the excess is GBP 150 per aid" for "lost both aids": the corrected rate, not the amount
        explain.rule("the correcting line gives a rate per unit the question counts, not the amount", new=got.line)
        return limits.state("work the answer out from the documents' figures", unapplied,
                            "multiply the corrected rate by the question's count", kind="documents")
    from course_lib.sim.grounded.rate_products import unworked_correction, worked_correction

    worked = worked_correction(request.search_question, got.line)
    if worked is not None:  # "the estimate altogether" over "now £110 per hour, and the estimate is 4 hours": £440
        explain.rule("an amount asked over a correction stating a rate and a count of its unit: their product",
                     new=got.line, total=worked.total)
        return _with_citations(f"{worked.answer()} (This corrects what an earlier line says.)", request)
    if unworked_correction(request.search_question, got.line):
        explain.rule("an amount asked over a correction stating a bare rate: not worked", new=got.line)
        return limits.state("work the answer out from the documents' figures",
                            f"the later line marked as a correction ({got.line[:80]!r}) states a rate, and the "
                            "question asks an amount worked from it", "multiply the corrected rate by the count "
                            "it is charged for", kind="documents")
    return _with_citations(f"{got.line} (This corrects what an earlier line says.)", request)


def _instructed_change(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How many days do I take these for?" over a label whose pharmacist's note says "stop after 5 days": the note's
    instruction changes the figure asked, and is the answer; over two courses it names neither of, a stated limit
    (``later_corrections.instructed``)."""
    from course_lib.sim.grounded.later_corrections import instructed

    got = instructed(request.search_question, _pick_first_texts(request, found))
    if got is None:
        return None
    if got.ambiguous:
        explain.rule("a later instruction changes a figure of the asked unit, and names none of the lines stating one",
                     instruction=got.line, old=got.old)
        return limits.state("tell which line the later instruction changes",
                            f"a later line ({got.line[:80]!r}) changes a figure of what is asked, and more than one "
                            "earlier line states such a figure", "read which line the instruction is about and answer "
                            "with the value in force", kind="documents")
    explain.rule("a later instruction changes the figure the question asks: its new figure answers", instruction=got.line,
                 old=got.old)
    note = " (This changes what an earlier line says.)" if got.old else ""
    return _with_citations(f"{got.line}{note}", request)


def worked_from_picks(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The steps that answer from a pick whatever else the question asks, asked of a partial
    answer's picks too (``partial_answers.reply``): a day's amount from a dose and its frequency, the
    next time a recurring thing is due, a named thing called off by another sentence."""
    for step in (_role_unmet, _instructed_change, _per_period_dose, _next_due, _called_off, _corrected_later):
        out = step(request, found, matcher)
        if out:
            return out
    return None


def corrected_later(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A later line marked as a correction of a pick of ``found`` (``_corrected_later``), asked by the paths that
    gather again (``request_verbs``: fix66c, the sixty-first set's ZW8), else ``None``."""
    return _corrected_later(request, found, matcher)


def called_off_reply(request: Request, found: evidence.Evidence) -> str | None:
    """"When are we playing Brackley?" answered by the fixture's line while a note says "the
    Brackley game is postponed; new date to be confirmed": the note is the answer."""
    from course_lib.sim.grounded.moved_values import called_off

    texts = _pick_first_texts(request, found)
    for _, pick in found.picks:
        off = called_off(request.search_question, pick, texts)
        if off:
            explain.rule("a named thing the chosen sentence dates, called off by another sentence", picked=pick,
                         called_off=off)
            return _with_citations(f"{off.strip()} (This overtakes the line: {pick.strip()[:80]})", request)
    return None


def _struck_out(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What time do I collect her?" answered by a quoted older mail's "back for a 3:30pm pick-up"
    while the newest reply says "collect them at 4:15pm, not 3:30pm": the correction is the answer."""
    from course_lib.sim.grounded.moved_values import struck_out

    texts = _pick_first_texts(request, found)
    corrections = {c for _, pick in found.picks if (c := struck_out(pick, texts))}
    if len(corrections) != 1:
        return None
    (correction,) = corrections
    if any(correction.strip() in pick for _, pick in found.picks):
        return None
    from course_lib.sim.grounded.moved_values import other_subjects

    if all(other_subjects(correction, pick) for _, pick in found.picks):
        return None  # "Team: Dunmore FC; Won: 2" and "Carlton Town v Elm Park ended 2-1, not 2-2": another's
    from course_lib.sim.grounded.moved_values import stated_values
    from course_lib.sim.words.text import shares_a_word

    if any(len(stated_values(pick)) > 1 for _, pick in found.picks) and not shares_a_word(
            request.search_question, correction):
        return None  # "£85 a day and the deposit is £120" for the day's price: "the deposit is £150, not £120" is another's
    explain.rule("a value the chosen sentence states, struck out for another by a sentence of the documents",
                 picked=found.picks[0][1], correction=correction)
    return _with_citations(f"{correction.strip()} (This corrects what an earlier line says.)", request)


def _newer_message(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How many seats is it booked with now?" answered by a thread's quoted older message ("with 12
    seats") while the newest message says "we've gone up to 16 seats now": the newer message answers."""
    from course_lib.sim.grounded.moved_values import newer_message

    if len(found.picks) != 1:
        return None
    # the messages as written first (a pasted thread's quote marks; its newest, unquoted message may
    # have been read as the prompt's own words), then the documents
    raw = [t for t in request.sent if ">" in t]
    newer = newer_message(request.search_question, found.picks[0][1], raw + _pick_first_texts(request, found))
    if not newer:
        return None
    explain.rule("the chosen sentence stands in a quoted, older message; a newer message states another value",
                 picked=found.picks[0][1], newer=newer)
    return _with_citations(f"{newer.strip()} (This is from a newer message than the line that says otherwise.)", request)


def _overtaken(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who's bringing the cake now?" answered by "I'll bring the cake" while a later line of the chat
    says "can you grab the cake instead?": the later line may change the answer; a stated limit."""
    from course_lib.sim.grounded.moved_values import later_mention

    if len(found.picks) != 1:
        return None
    texts = _pick_first_texts(request, found)
    later = later_mention(request.search_question, found.picks[0][1], texts)
    if not later:
        return None
    explain.rule("the question asks how things stand now; a later sentence names the same thing",
                 picked=found.picks[0][1], later=later)
    return limits.state("tell whether the line it found still holds",
                        f"the question asks how things stand now, and a later line ({later.strip()[:80]!r}) "
                        "speaks of the same thing again",
                        "read whether the later line changes the answer", kind="documents")


def _restated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How much butter goes in?" answered by "... 175 grams of softened butter" while a later line
    says "Sorry - I said 175 grams of butter. It's 225 grams.": the later line may correct the
    picked one; a stated limit."""
    from course_lib.sim.grounded.moved_values import restated

    if len(found.picks) != 1:
        return None
    later = restated(request.search_question, found.picks[0][1], _pick_first_texts(request, found))
    if not later:
        return None
    corrected = _corrected_later(request, found, matcher)
    if corrected:  # the later line is marked as a correction ("Correction: ... now starts at 10 am"): its answer
        return corrected
    explain.rule("a later line names the same thing with another figure in the same unit",
                 picked=found.picks[0][1], later=later)
    return limits.state("tell which figure holds",
                        f"the line it found gives one figure, and a later line ({later[:80]!r}) gives the same "
                        "thing another one, which may correct it",
                        "read whether the later line corrects the first and answer with the figure in force",
                        kind="documents")


def _stamp_dated_only(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When will the boiler be repaired?" answered by "Update 12 May: the repair has been postponed":
    the only date picked stamps the notice, and no word of the line places a time; if no other line
    of the documents states one either, they give no date (the absence), else a documents limit
    (``event_dates.stamped_only``)."""
    from course_lib.sim.grounded.event_dates import stamped_only

    got = stamped_only(request.search_question, [s for _, s in found.picks], _pick_first_texts(request, found))
    if got is None:
        return None
    line, elsewhere = got
    explain.rule("a when-question answered by lines whose only date stamps the line itself",
                 line=line, other_dated_lines=elsewhere, coverage=found.coverage)
    if elsewhere:
        return limits.state("tell whether the documents date what the question asks",
                            f"the line it found ({line.strip()[:80]!r}) is dated only by its own heading, and "
                            "another line that states a date or time names the event in other words, if at all",
                            "say when the event is if a line dates it, or that the documents do not say",
                            kind="documents")
    if request.language == "zh":
        return f"资料没有给出具体时间：相关的一条（{line.strip()}）只标有发布日期。"
    return (f"A date for that is not given in the documents: the line about it (\"{line.strip()}\") is dated "
            "only by its own heading.")


def _other_event_date(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When is the ship due into Genoa?" answered by the port line and an amendment's date: the only
    dated lines picked date something other than the event asked (``event_dates``)."""
    from course_lib.sim.grounded.event_dates import other_event

    dated = other_event(request.search_question, [s for _, s in found.picks])
    if not dated:
        return None
    explain.rule("a when-question about one event, and the picked lines' dates are for something else",
                 dated=dated, coverage=found.coverage)
    return limits.state("tell whether the documents date what the question asks",
                        f"the lines it found that hold a date ({dated[0].strip()[:80]!r}) do not name the event the "
                        "question asks about, so the date may be for something else",
                        "say when the event is if a line dates it, or that the documents do not say",
                        kind="documents")


def _matrix_extras(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Tent on the bank holiday weekend with electric" over a season price table with an "Electric
    hook-up +£7" row: the asked column's cell plus the extra's, or a stated limit when the column is
    not decided (``matrix_extras``)."""
    from course_lib.sim.grounded.matrix_extras import priced

    got = priced(request.search_question, _pick_first_texts(request, found))
    if got is None:
        return None
    if got.why:
        explain.rule("a price table's row and an extra the question names; the asked column is not decided",
                     why=got.why)
        return limits.state("tell which column of the price table the question asks", got.why,
                            "read which column applies and add the extra to its price", kind="documents")
    explain.rule("a price table's cell in the asked column plus the extras the question names", reply=got.text)
    return _with_citations(got.text, request)


def _amended_row(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A row and an amendment of it picked: the amendment with the sentences that continue it, which
    hold the value in force ("It now holds 265 cartons"), or a stated limit when they hold none
    (``amended_rows``)."""
    from course_lib.sim.grounded.amended_rows import amended

    got = amended(request.search_question, list(found.picks))
    if got is None:
        return None
    if not got.old:
        explain.rule("a picked row and an amendment of it that states no new value of what is asked",
                     amendment=got.stretch, coverage=found.coverage)
        return limits.state("tell which value the amendment leaves in force",
                            f"a line amends the row it found ({got.stretch[:80]!r}), and it does not read the "
                            "amended value from it",
                            "apply the amendment to the row and answer with the value in force", kind="documents")
    explain.rule("a picked row and an amendment of it: the amendment's new value answers",
                 amendment=got.stretch, old=got.old, coverage=found.coverage)
    return _with_citations(f"{evidence.as_prose(got.stretch)} (This amends the earlier {got.old}.)", request)


def _unit_product(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How many litres can we fill?" over "three cans of 20 litres": the quoted line's count times
    its per-unit amount of the asked unit (``asked_units.worked_in``), when one pick holds one."""
    from course_lib.sim.grounded.asked_units import worked_in

    worked = [(pick, w) for _, pick in found.picks if (w := worked_in(request.search_question, pick))]
    if len(worked) != 1:
        return None
    explain.rule("a count times a per-unit amount of the unit the question asks, in the chosen line, worked",
                 line=worked[0][0], coverage=found.coverage)
    return _with_citations(worked[0][1], request)


def _itemised_count(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"How many rooms?" over "rooms: 2 x double, 1 x twin": the terms counted (``itemised_counts``),
    when one pick holds such a count of the asked thing."""
    from course_lib.sim.grounded.counting import counted_phrase
    from course_lib.sim.grounded.itemised_counts import worked
    from course_lib.sim.grounded.later_corrections import correcting

    counted = counted_phrase(request.search_question)
    if not counted:
        return None
    lines, note = [s for _, s in found.picks], ""
    later = correcting(request.search_question, lines, _pick_first_texts(request, found))
    if later is not None:  # a later line marked as a correction: its count, or (several) the limit's step
        if later.several:
            return None
        lines, note = [later.line], " (This corrects what an earlier line says.)"
    done = [(line, w) for line in lines if (w := worked(request.search_question, line, counted))]
    if len(done) != 1:
        return None
    explain.rule("a how-many over a line that counts the asked thing by kind ('N x kind'): the terms added",
                 line=done[0][0], coverage=found.coverage)
    return _with_citations(f"{done[0][1]}: {done[0][0].strip()}{note}", request)


def _granted_condition(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A quote with a default and a conditional value whose condition a later line grants: the conditional
    value in force (``granted_conditions``)."""
    from course_lib.sim.grounded import granted_conditions

    quote = evidence.compose_answer(found)
    text = granted_conditions.settled(request.search_question, quote, [d.body for d in request.documents])
    if text is None:
        text = granted_conditions.within_time(request.search_question, quote)
        if text is None:
            return None
        explain.rule("a default and a value conditioned on a time limit, the question's own time compared with it",
                     coverage=found.coverage)
        return _with_citations(text, request)
    explain.rule("a default and a conditional value, the condition granted by a later line", coverage=found.coverage)
    return _with_citations(text, request)


_BEFORE_QUOTING = (_per_period, _discounted, _granted_condition, _instructed_change, _modifier_unmet, _head_absent, _value_unstated, _price_unstated, _itemised_count, _role_unmet, _other_event_date, _stamp_dated_only, _matrix_extras, _amended_row, _per_period_dose, _next_due, _moved_since, _zh_corrected, _called_off, _struck_out, _newer_message, _overtaken, _restated, _config_restated, _corrected_later, _tied_rows, _spread_values,
                   _alternatives_not_compared, _unit_product)


def _quote(request: Request, found: evidence.Evidence) -> str:
    """The chosen sentences composed; one pick's one labelled amount when the question names it ("a
    full groom for a medium dog" over "small dogs £38, medium £46, large £58"), or its one clause
    (``clause_values``: "how long is the kids' session" over "Adult sessions last 90 minutes; kids'
    sessions last 45 minutes")."""
    quote = evidence.compose_answer(found)
    if len(found.picks) == 1:
        from course_lib.sim.grounded import labelled_amounts

        one = labelled_amounts.picked(request.search_question, found.picks[0][1])
        if one:
            explain.rule("the one labelled amount of a listing sentence the question names", coverage=found.coverage)
            quote = one
        else:
            from course_lib.sim.grounded import clause_values

            one = clause_values.picked(request.search_question, found.picks[0][1])
            if one:
                explain.rule("the one clause of a sentence the question names, each clause a value of the asked kind",
                             coverage=found.coverage)
                quote = one
    return quote


def _kind_only(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What does he weigh?" answered by the first of several sentences that state a weight."""
    why = kind_only.several(request, found)
    if not why:
        return None
    explain.rule("the question names only the kind of value it asks; several sentences state one", coverage=found.coverage)
    return limits.state("tell which value the question means", why,
                        "read which of them is about what the question asks, or ask which is meant", kind="documents")


def _title_only(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What is the jar made of?" answered by a label's line that only shares "jar" with its title."""
    titled = label_titles.subject_only(found, matcher, request.search_question)
    if not titled:
        return None
    explain.rule("the chosen lines share with the question only the words of their label's title",
                 coverage=found.coverage, title=titled)
    return limits.state(
        "tell whether the documents answer this",
        f"the lines it found share with the question only the words of the title they stand under "
        f"({titled!r}), and every line of it is about that, so none of them is known to say what is asked",
        "read which line of it answers, or say it does not hold the answer", kind="documents")


def uncomputed(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The figures to work the answer out from, passed off as the answer."""
    uncomputed = unworked_answers.uncomputed(request, found)
    if not uncomputed:
        return None
    from course_lib.sim.grounded.worded_operations import count_each

    each = count_each(request.search_question, " ".join(s for _, s in found.picks), frozenset())
    if each is not None and each.worked:  # "4 cushions recovered at £18 each" for the cushions: the product
        explain.rule("a count in the quoted item times its price each, worked", held=each.held)
        return each.worked
    explain.rule("the chosen sentences give the operands of a computation, not its result",
                 coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", uncomputed,
                        "compute it from the figures the documents give", kind="documents")


def _bound_unworked(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What's the most the rent could be after the review?" answered by the review's notice clause: a
    bound of an amount of money asked, no amount in the chosen lines (``bound_amounts``)."""
    from course_lib.sim.grounded.bound_amounts import unstated

    why = unstated(request.search_question, [s for _, s in found.picks], [d.text for d in request.documents])
    if not why:
        return None
    explain.rule("a bound of an amount of money asked; the chosen lines state no amount", coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", why,
                        "work the bound out from the amount and the rule that limits it", kind="documents")


def _relative_date(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When exactly is the essay due?" answered by "the Friday of week 7": the operand of a date."""
    unworked = unworked_answers.relative_date(request, found)
    if not unworked:
        return None
    explain.rule("the chosen sentences give a date relative to a numbered week, not the date", coverage=found.coverage)
    return limits.state("work the date out from the documents' calendar", unworked,
                        "count the date from the day the documents say week 1 (or day 1) starts", kind="documents")


def _deadline_uncounted(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What's the last day I can report it?" answered by "within 2 working days of your collection
    day": the span a day is counted from, not the day."""
    unworked = unworked_answers.uncounted_deadline(request, found)
    if not unworked:
        return None
    explain.rule("the chosen sentences give a span to count a day from, not the day", coverage=found.coverage)
    return limits.state("count the day out from the documents' rule", unworked,
                        "count the day from the one the question gives, by the rule's span", kind="documents")


def _share_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"First permit for an electric car, cost per year?" answered by "the first permit is half price":
    the share of a price, not the amount."""
    unworked = unworked_answers.share_unapplied(request, found)
    if not unworked:
        return None
    explain.rule("the chosen sentences give a price as a share of another, not the amount", coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", unworked,
                        "apply the share to the price it is taken from", kind="documents")


def _rate_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"12 days late with a board game, how much is the fine?" answered by "Fine per day late: £1.00"."""
    unapplied = unworked_answers.rate_unapplied(request, found)
    if not unapplied:
        return None
    explain.rule("the chosen sentences give a rate per unit the question counts, not the amount", coverage=found.coverage)
    return limits.state("work the answer out from the documents' figures", unapplied,
                        "multiply the rate by the question's count and apply the documents' rules", kind="documents")


def day_excluded(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"I'm going on Sunday morning - what's the first boat?" answered by the row "07:10 ... days:
    Mon-Sat; does not run on Sundays": every chosen line that names its days leaves the asked day
    out, so it answers for other days (a yes/no question is left alone: "no" is what it says). Asked of
a partial answer's picks too (``partial_answers.reply``)."""
    from course_lib.sim.words.question_form import asks_wh
    from course_lib.sim.words.weekdays import asked_day, day_name, phrases

    day = asked_day(request.search_question)
    if day is None or not asks_wh(request.search_question):
        return None
    dated = [(pick, phrases(pick)) for _, pick in found.picks]
    dated = [(pick, found_days) for pick, found_days in dated if found_days]
    if not dated:
        return None
    for _pick, found_days in dated:
        open_days = frozenset().union(*(p.days for p in found_days if not p.closed))
        if day in open_days and not any(day in p.days and p.closed for p in found_days):
            return None
    explain.rule("every chosen line that names its days leaves the question's day out", day=day_name(day))
    return limits.state(
        "tell whether the documents answer this",
        f"the line it found holds for other days than {day_name(day)}, the day the question asks about "
        f"({dated[0][0].strip()[:70]!r}), and it does not look for the line that holds on {day_name(day)}",
        f"read the line that holds on {day_name(day)}, or say the documents give none", kind="documents")


def _rule_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who can Novak challenge?" answered by Novak's row and "up to two places above you"."""
    from course_lib.sim.grounded import rule_lines

    ruled = rule_lines.unapplied([s for _, s in found.picks], request.search_question)
    if not ruled:
        return None
    explain.rule("the chosen sentences hold a row and a rule it does not apply", rule=ruled)
    return limits.state("apply the rule the documents give to the row", "the lines found are a row and "
                        "a rule that bounds or derives the answer from it, and it does not "
                        "work rules out over rows",
                        "apply the rule to the row's values, or say the documents do not settle it",
                        kind="documents")


def _figures_for_who(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who planted T04?" answered by the row's "planted: 2018"."""
    unpersoned = unfit_answers.figures_for_who(request, found, matcher)
    if not unpersoned:
        return None
    explain.rule("a who-question answered by table cells that hold only figures", coverage=found.coverage)
    return limits.state("tell who from this table", unpersoned,
                        "read who it is from another column or say the table does not hold it",
                        kind="documents")


def _role_unnamed(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who is the treasurer?" answered by "Rent is paid each April to the treasurer."."""
    unnamed = unfit_answers.role_unnamed(request, found)
    if not unnamed:
        return None
    from course_lib.sim.grounded.answer_forms import role_named_nowhere

    role = role_named_nowhere(request.search_question, [d.body for d in request.documents])
    if role:  # every line of the documents on the role names no one: they do not name them
        from course_lib.sim.grounded.mail_senders import role_answer

        forwarded = role_answer(request)
        if forwarded:  # ... unless the writer points at a forwarded part as the role's ("see below from the roofer")
            return forwarded
        explain.rule("a who-question; every line of the documents on the role names no one", role=role)
        return f"The documents do not name the {role}, so I don't know."
    explain.rule("a who-question answered by lines that name the role and no one", coverage=found.coverage)
    return limits.state("tell who this is", unnamed, "read who holds the role, or say the documents do not name them",
                        kind="documents")


def _who_unnamed(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Who is judging the dog show?" answered by "2.00 Dog show in the paddock; judging at 2.30.":
    the quote names no one, so it is no answer: the documents do not say who (the quote speaks only
    of when), else the limit (``who_quotes``)."""
    from course_lib.sim.grounded.who_quotes import unnamed, unnamed_zh

    zh = request.language == "zh"
    got = (unnamed_zh if zh else unnamed)(request.search_question, evidence.compose_answer(found))
    if got is None:
        return None
    clause, timed = got
    from course_lib.sim.grounded.who_quotes import writer

    wrote = next((w for _, pick in found.picks if (w := writer(pick, [d.body for d in request.documents]))), None)
    if wrote:  # "who fixed it" over "lena-o (9 Feb): PR #418 is up.": the line's writer may be who, not "no one"
        explain.rule("a who-question answered by a line a named person wrote, which names no one else", writer=wrote)
        return limits.state("tell who this is", f"the line it found names no one who does it, but it was written by "
                            f"{wrote}, who may be the one the question asks about",
                            "read whether the writer is the one who did it, and name them", kind="documents")
    if timed and zh:
        explain.rule("a who-question answered by a quote that names no one, only when or where", coverage=found.coverage)
        return "资料中没有说明是谁，所以我不知道。"
    if timed:
        explain.rule("a who-question answered by a quote that names no one, only when or where", coverage=found.coverage)
        return f"The documents do not say who {clause}, so I don't know."
    explain.rule("a who-question answered by a quote that names no one", coverage=found.coverage)
    return limits.state("tell who this is", "the lines it found speak of what the question asks about but name no "
                        "one who does it", "read who does it from the documents, or say they do not name anyone",
                        kind="documents")


def _unjudged(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Is the pH too high?" answered by "pH: 8.4 (ideal 6.8-8.2)": a figure, no verdict (rows
    listed as the ones that meet the question's words are a filter, not a quote: not checked)."""
    unjudged = None if found.ties else unfit_answers.unjudged(request, found)
    if not unjudged:
        return None
    explain.rule("the chosen sentences give figures, not the verdict the question asks",
                 coverage=found.coverage)
    return limits.state("tell whether the documents answer this", unjudged,
                        "compare the figures with the bound, the norm or the rank the question names",
                        kind="documents")


def _predicate_unmet(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"is parking free" answered by the parking line that says nothing of free (``unmet_predicates``)."""
    from course_lib.sim.grounded.unmet_predicates import unmet

    word = None if found.ties else unmet(request.search_question, found)
    if not word:
        return None
    line = " ".join(found.picks[0][1].split())
    shown = line if len(line) <= _PREDICATE_QUOTE else line[: _PREDICATE_QUOTE - 3].rstrip() + "..."
    explain.rule("a yes/no question's predicate that the chosen line does not say", predicate=word,
                 coverage=found.coverage, line=shown)
    return limits.state("tell whether the documents answer this yes or no",
                        f"a line on the question's subject is there ({shown!r}), but it says nothing of {word!r}",
                        f"read whether that line or another says it is {word}, or say the documents do not",
                        kind="documents")


_PREDICATE_QUOTE = 160  # characters of the line shown in the limit


def _negation_unapplied(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Which trees haven't been pruned this year?" answered by a row pruned this year."""
    unnegated = unfit_answers.negation_unapplied(request, found, matcher)
    if not unnegated:
        return None
    explain.rule("the chosen sentences hold what the question negates", coverage=found.coverage)
    return limits.state("answer a question about what is not so", unnegated,
                        "list the items the documents do not say it of", kind="documents")


def _event_negated(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When did the ferry sail again?" answered by "the ferry has not sailed since 2019"."""
    why = unfit_answers.event_negated(request, found, matcher)
    if not why:
        return None
    explain.rule("the chosen sentences say the asked event only under a negation", coverage=found.coverage)
    return limits.state("tell when or where this happened", why,
                        "find a line that says it did happen, or say the documents do not", kind="documents")


def _other_instance(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What is the rent for a quarter plot?" answered by the line of the full and half plots
    (``other_instances``): the line names another instance of the asked thing."""
    from course_lib.sim.grounded import other_instances

    why = other_instances.reason(request, found, matcher.knowledge)
    if not why:
        return None
    explain.rule("the chosen lines name another instance of the asked thing", coverage=found.coverage)
    return limits.state("tell whether the documents answer this", why,
                        "say whether the documents mean the same thing by another name, or that they do not "
                        "cover it", kind="documents")


def _judged_now(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"I ordered at 4pm on Friday - has it shipped yet?" answered by the rule "Orders placed before
    2pm on a weekday ship the same day": the question asks whether it holds now and states when
    ("at 4pm on Friday"), which the rule is to be judged against (``reading_doubts.judged_now``),
    however well its words meet the question's."""
    why = judged_now(found)
    asked = request.search_question
    if not why or not (states(asked, "time") or states(asked, "date") or weekdays.asked_day(asked) is not None):
        return None  # (the question states when, to judge the rule by: "[ ] Translate the notes" and "8 places
        # left" say themselves whether it is done or can still be booked)
    explain.rule("the question asks whether it holds now, and the chosen lines give the rule or date",
                 coverage=found.coverage)
    return limits.state("tell whether it holds now", why,
                        "judge the rule or the date against today or the time the question states", kind="documents")


def _title_for_kind(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"在哪里体检" answered by the notice's title alone while a line below it gives "地点:学校体育馆"
    (``kind_lines.title_for_kind``)."""
    from course_lib.sim.grounded.kind_lines import title_for_kind

    return title_for_kind(request, [s for _, s in found.picks], evidence.compose_answer(found))


def _start_for_end(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What time does the library close on Tuesday?" answered by "the library opens at 10:00 on
    weekdays (closing time unchanged)": every clock time quoted is a start (``end_times``)."""
    why = end_times.start_for_end(request.search_question, [s for _, s in found.picks])
    if not why:
        return None
    explain.rule("the question asks an end or closing time; the chosen lines give only a start", coverage=found.coverage)
    return limits.state("tell when it ends or closes", why,
                        "read the line that gives the end or closing time, or say the documents do not hold it",
                        kind="documents")


def _figure_unused(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"What's the fare for zone 4?" answered by the line of zones 1 to 3: a figure of the question in
    none of the chosen sentences."""
    unused = unworked_answers.unused_figure(request, found)
    if not unused:
        return None
    explain.rule("a figure of the question is in none of the chosen sentences", coverage=found.coverage)
    return limits.state("tell whether the documents answer this", unused,
                        "work the answer out from that figure, or say the documents do not hold it", kind="documents")


def _run_on(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A chosen "sentence" that is a whole text stripped of its punctuation (``run_on_text``)."""
    why = run_on_text.reason([s for _, s in found.picks])
    if not why:
        return None
    explain.rule("a chosen sentence is a run-on text with no punctuation", coverage=found.coverage)
    return limits.state("pick the sentence that answers this", why,
                        "read where the sentences end from the words and quote the one that answers",
                        kind="reading")


_NEXT_FIELD_RE = re.compile(r"[;|]\s*[A-Za-z][\w /().'-]{0,30}:\s")
_ONE_VALUE_FIELD_RE = re.compile(r"^\W*[A-Za-z][\w /().'-]{0,30}:\s(?!.*(?:\bto\b|\buntil\b|\btill\b|–|\s-\s))")


def _tied_value(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"When do I have to have the car back?" answered by "Pick-up: Mon 14 July 09:00" (beside the
    "Vehicle:" line): the one date quoted is a record's field that shares no word with the
    question, and the "Return:" line gives a date just as well. Only a field of one value: a span's
    field holds the end asked for, and a sentence of prose says more than its value."""
    kinds = [c for c in found.covered if c.kind == "type"]
    holding = [s for _, s in found.picks if kinds and kinds[0].key in matcher.forms(s)]
    if len(holding) != 1 or not _ONE_VALUE_FIELD_RE.match(holding[0]) or _NEXT_FIELD_RE.search(holding[0]):
        return None  # (a sentence of prose, "Great, Thursday works.", a span, "Period of cover: 01/02 to 31/01",
        # or a table's row of several fields, "Check: Varroa mites; Rule: treat when the drop exceeds 10")
    if not re.search(r"\d", holding[0].split(":", 1)[1]):
        return None  # a date or a time has figures ("Mon 14 July 09:00"); "when the drop exceeds" is a condition
    from course_lib.sim.words.text import stem

    asked = {stem(w) for w in re.findall(r"[a-z]+", request.search_question.lower())}
    for _, pick in found.picks:
        key = {stem(w) for w in re.findall(r"[a-z]+", pick.split(":", 1)[0].lower())} if ":" in pick else set()
        if key & asked and (pick == holding[0] or re.search(r"\d", pick.split(":", 1)[1])):
            return None  # "Start: 2031-06-10T13:00" for "what time does the review start": a field the question names
    tied = unfit_answers.tied_value(found, matcher)
    if not tied:
        return None
    explain.rule("the asked kind of value stands in a line sharing no word with the question; another line ties",
                 coverage=found.coverage)
    return limits.state("tell which value the question means", tied,
                        "read which of the lines is about what the question asks", kind="documents")


def _struck_row(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A rank or superlative answered by a quoted table row that a later line takes out
    (``rank_positions.struck_pick``): the limit."""
    from course_lib.sim.grounded.citations import bodies
    from course_lib.sim.grounded.rank_positions import struck_pick

    line = struck_pick(request.search_question, [p for _, p in found.picks], bodies(request))
    if line is None:
        return _changed_row(request, found)
    explain.rule("a rank answered by quoting a table row that a later line takes out", removal=line,
                 coverage=found.coverage)
    return limits.state("tell which row answers this",
                        f"a later line takes out a row of the table it quotes, or changes one's figure "
                        f"(\"{line.strip().rstrip('.')[:120]}\"), and it does not rank the rows again after that",
                        "apply the later line to the table and read the places again", kind="documents")


def _changed_row(request: Request, found: evidence.Evidence) -> str | None:
    """A table row quoted for its figure while a later line changes that figure
    (``rank_positions.changed_pick``: "docked 6 points" beside the row's printed points): the limit."""
    from course_lib.sim.grounded.citations import bodies
    from course_lib.sim.grounded.rank_positions import changed_pick

    changed = changed_pick(request.search_question, [p for _, p in found.picks], bodies(request))
    if changed is None:
        return None
    if changed.now is not None:
        explain.rule("a table row's figure that a later line changes, worked out", change=changed.line,
                     printed=changed.printed, now=changed.now)
        return changed.answer()
    explain.rule("a table row quoted for a figure that a later line changes", change=changed.line,
                 coverage=found.coverage)
    return limits.state("tell the figure this row has now",
                        f"a later line changes the row's printed figure (\"{changed.line.strip().rstrip('.')[:120]}\"), "
                        "and it does not work the changed figure out",
                        "apply the later line's change to the printed figure", kind="documents")


def _unranked_rows(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """"Which bird did I see most of?" over a table of counts, answered by a prose line that merely
    holds "most" ("the count is the most birds seen at once"): the table's rows are not ranked
    (``superlatives.ranked`` read none), so the line is no answer; the documents limit."""
    from course_lib.sim.material import superlatives

    q = request.search_question
    if not superlatives.ASKS_ROW_RE.match(q) or (asked := superlatives.asked(q, figures=True)) is None:
        return None
    # the picks that hold the superlative word ("the highest total wins"); a row quoted beside them
    # was not ranked either (``superlatives.ranked`` read none)
    picks = [s for _, s in found.picks if re.search(rf"\b{re.escape(asked[0])}\b", s, re.IGNORECASE)]
    if not picks:
        return None  # (a pick without the superlative word is read by the other checks)
    for doc in request.documents[:5]:
        for rows in superlatives.tables(doc.body):
            key = superlatives.key_column(rows)
            names = [c.strip() for c in superlatives.column_cells(rows, key)] if key else []
            if len(names) < 2 or any(n and n.lower() in p.lower() for n in names for p in picks):
                continue
            heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
            if not any(all(c.strip() == "" or superlatives.figure(c) is not None
                           for c in superlatives.column_cells(rows, h)) for h in heads if h != key):
                continue
            explain.rule("a superlative asked of a table's rows, answered by a line that names none of them",
                         coverage=found.coverage)
            return limits.state("tell which row the question asks for",
                                f"the question asks which of a table's rows has the {asked[0]}, and the line it "
                                f"found holds '{asked[0]}' but names no row of the table (its '{key}' column), "
                                "and it did not rank the rows by what the question asks",
                                "rank the table's rows by the column the question means and name the top one",
                                kind="documents")
    return None


_QUOTE_CHECKS = (loose_pick, _unranked_rows, _struck_row, _other_instance, _judged_now, _run_on, _kind_only, _start_for_end, _title_for_kind, _tied_value, day_excluded, _figure_unused, _title_only, uncomputed, _bound_unworked, _relative_date, _deadline_uncounted, _share_unapplied, _rate_unapplied, _rule_unapplied, _figures_for_who, _role_unnamed, _who_unnamed, _unjudged, _negation_unapplied,
                 _event_negated, _predicate_unmet)


def doubts(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The first check's stated limit when the chosen sentences are not the answer (step 3 alone);
    ``None`` when no check doubts them. An agent's answer step over its search results asks these
    as the grounded answer does (``agent._search_step``)."""
    for check in _QUOTE_CHECKS:
        out = check(request, found, matcher)
        if out:
            return out
    return None

