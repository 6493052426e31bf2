"""The form an answer must take, read from the question: "Which version ...?" asks for a version,
"How many ...?" for a count. ``unanswered_form`` and ``missing_answer_form`` name the form the
chosen text does not give, so an answer without it is no answer (the direct and the grounded
replies both ask)."""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import names

_CUE = patterns("answer_forms")  # its cue patterns: data/sim/patterns.yaml
_WHOLE = patterns("unworked_answers")  # its computed_whole cue: the whole of a period asked
DATE_FIGURE_RE = re.compile(
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|"
    r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b", re.IGNORECASE)
"""A date written with its month's name or in figures (a day, a month and maybe a year)."""


# "which version was ...", "what year did ...": the asked-for thing, then the clause's verb
_WHICH_RE = re.compile(
    r"\b(?:which|what)\s+([A-Za-z]{3,})\s+(?:is|are|was|were|does|do|did|has|have|had|can|could|"
    r"should|will|would|[a-z]{2,}ed)\b",
    re.IGNORECASE,
)


_NOT_NOUNS = frozenset("is are was were does do did can could should would will has have the and about "
                       "kind kinds sort type".split())


def unanswered_form(question: str, found: evidence.Evidence) -> str | None:
    """The thing a "which / what <thing>" question asks for, when the chosen sentences cover the
    rest of the question but not that word, and state no value at all (no number, no name that
    the question does not already give): the answer is elsewhere in the document."""
    m = _WHICH_RE.search(question)
    if not m or m.group(1).lower() in _NOT_NOUNS:
        return None
    asked = m.group(1)
    if asked.lower() not in {c.word.lower() for c in found.uncovered}:
        return None
    text = " ".join(s for _, s in found.picks)
    given_figures = set(re.findall(r"\d+(?:\.\d+)*", question))
    if set(re.findall(r"\d+(?:\.\d+)*", text)) - given_figures:  # "PostgreSQL 16" asked about states no version
        return None
    given = {n.lower() for n in names(question)}
    if any(n.lower() not in given for n in names(text)):
        return None
    return asked.lower()


def _without_labels(text: str, question: str) -> str:
    """``text`` without record labels: those the question uses ("Level 1" asked: every "Level <n>")
    and a table row's leading "Word <n>" before its capitalised content."""
    for word in {w.lower() for w in re.findall(r"\b([A-Za-z]{2,})\s+-?\d+\b", question)}:
        text = re.sub(rf"\b{re.escape(word)}\s+-?\d+\b", " ", text, flags=re.IGNORECASE)
    # a record's own label in a table row: "Level 0    Main entrance", "Gate 4 Departures"
    return re.sub(r"\b[A-Z][a-z]+\s+-?\d+(?=\s+[A-Z])", " ", text)


def _figure_blanked(text: str, figure: str) -> str:
    """``re.sub(rf"(?<![\\d.]){re.escape(figure)}(?![\\d.])", " ", text)``: each ``figure`` that no
    digit or "." touches made a space, found by a scan (a pattern of its own per figure of each
    question was compiled anew on nearly every reply: the figures of new questions are new)."""
    at = text.find(figure)
    if at < 0:
        return text
    out, start, size = [], 0, len(figure)
    while at >= 0:
        end = at + size
        before, after = text[at - 1 : at], text[end : end + 1]
        if (before and (before == "." or before.isdecimal())) or (after and (after == "." or after.isdecimal())):
            at = text.find(figure, at + 1)
            continue
        out.append(text[start:at])
        out.append(" ")
        start = end
        at = text.find(figure, end)
    out.append(text[start:])
    return "".join(out)


def missing_answer_form(question: str, found: evidence.Evidence) -> str | None:
    """'place' for a "where" question, 'price' for a "how much is / does" one, 'amount' for a
    "how many / how much <noun>" one, when no chosen sentence holds anything of that form: the sentences name the
    question's subject, not its answer; 'value' when the only chosen line is a table's header row
    (``header_rows``: column names, no value of any kind); 'cause' for a "why" over log lines that
    state none (``_uncaused``). Record labels the question itself uses ("Level 1") and
    figures it gives are no answer. ``None`` when the first chosen sentence says the documents do
    not give it (``answer_unstated``: "does not say where ...", "not recorded")."""
    from course_lib.sim.material.header_rows import without_headers

    valued = without_headers(list(found.picks))
    if found.picks and not valued:
        return "value"  # only a table's header row: it names the columns, it holds no value of any kind
    text = " ".join(s for _, s in valued)  # a header row names columns, no value
    if valued and _CUE.answer_unstated.search(valued[0][1]):
        return None  # "The file does not say where X was buried.": the absence answers every form
    if _uncaused(question, [s for _, s in valued]):
        return "cause"
    dated = _without_dates_and_times(text)  # (before the labels: "Wednesday 3 March" is a date, no "Wednesday 3")
    if _CUE.answer_where.search(question) and not _CUE.answer_place.search(_CUE.answer_time_phrase.sub(" ", text)):
        return "place"
    text = _without_labels(text, question)
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        text = _figure_blanked(text, figure)
    if _CUE.answer_how_much.search(question) and not _CUE.answer_price.search(text):
        from course_lib.sim.words.quantities import spoken_amounts

        if not _CUE.answer_price.search(spoken_amounts(text)):  # "fourteen pounds": a price in words
            return "price"
    counted = _without_labels(dated, question)
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        counted = _figure_blanked(counted, figure)
    if _CUE.answer_how_many.search(question) and not _CUE.answer_count.search(counted):
        from course_lib.sim.words.quantities import spoken_amounts

        if not _CUE.answer_count.search(spoken_amounts(counted)):  # "how much is ...": "fourteen pounds"
            return "amount"
    from course_lib.sim.grounded import timed_answers

    if timed_answers.unstated(question, [s for _, s in found.picks]):  # "what time": a time of its subject
        return "time"
    return None


def _uncaused(question: str, lines: list[str]) -> bool:
    """Whether a "why" question over log lines is answered by lines that state no cause: each a
    dated log line (``sibling_records.record_key``) without a cause word (``answer_cause``:
    "Fatal", "error", "because", "no route", ...); they only repeat the failure."""
    from course_lib.sim.material.sibling_records import record_key

    if not lines or not _CUE.answer_why.search(question):
        return False
    logged = all((record_key(line) or ("",))[0] == "stamp" for line in lines)
    return logged and not any(_CUE.answer_cause.search(line) for line in lines)


def _without_dates_and_times(text: str) -> str:
    """``text`` without its dates ("14 December", "2026-11-20") and clock times ("6-9 pm",
    "10:40"): their figures count nothing ("How many people came?" is not answered by "Next
    meeting: 20 January")."""
    from course_lib.sim.words.times_of_day import CLOCK_TIME_RE

    return CLOCK_TIME_RE.sub(" ", DATE_FIGURE_RE.sub(" ", text))


# --- the reply-fit check: the last step of the grounded pipeline (``replies.grounded_answer``) ----

_MAX_FIT_CHARS = 4000  # a reply longer than this is read no further (a bound, not a judgement)


def unfit_reply(question: str, reply: str) -> tuple[str, str] | None:
    """(the kind of value the question asks, what the reply holds instead) when a grounded reply
    does not hold one value of that kind; ``None`` when it does or the check cannot tell. Read
    from the reply's own text, whatever step made it, so a quote that names the question's subject
    but not its answer never passes as one:

    - "how many <things>": a count, not only a row's figures (dates, times, amounts, a year, a
      label such as "Wk1", "3 lanes" beside the asked "swims"); rows listed are no count;
    - "how long": a duration, not a start and an end (two stamps) or a duration on a line about
      something else than the question's subject;
    - a total ("how much altogether", "what did they come to"): one amount, not the operands;
    - yes/no: "yes" or "no" first, not two records the question compares quoted side by side;
    - the whole of a period ("for the whole rental", ``unworked_answers.computed_whole``): no rate alone;
    - an amount for one period ("a year's rent"): no rate for another period alone ("per calendar month");
    - an amount in a unit ("how many mg", "the max mg", "in mg"): an amount in that unit, not a
      count of another thing ("3 tablets");
    - "how tall / high / wide / deep / heavy / thick": a figure in a unit of that measure (``fit_size_a``);
    - "when": a date or a time (``fit_when_a``: a clock time, a date, a weekday, a part of the day, a
      time word after "before" / "until" / "within" ...), not a line of amounts and words.
    - a kind tied to what is asked (``_unmet_kind``): a person's name for "who is the <role>?" /
      "what's the <role>'s name?", a date tied to the asked end or start ("when does my tariff
      end?" is not answered by "Bill date ..."), the whole amount for "every <unit>" over a rate per
      that unit, a bound for "the most" / "the least" over the figures it is worked from;

    What the reply holds is said without figures: a number in the limit would read as an answer.

    The question's figures are no answer ("how many on the 9:40"). Cues are data
    (``answer_forms.fit_*`` in data/sim/patterns.yaml)."""
    body = _CUE.fit_tail.sub(" ", reply[:_MAX_FIT_CHARS]).strip()
    if not body or _CUE.fit_honest.search(body):
        return None
    unit = _CUE.fit_unit_q.search(question)
    if unit and not _CUE.fit_yes_no_q.search(question):  # "the most mg" answered "3 tablets in 24 hours"
        unmeasured = _unmeasured_unit(unit.group("unit") or unit.group("unit2"), body)
        if unmeasured is not None:
            return unmeasured
    worked = _CUE.fit_worked_count_q.search(question)
    if worked and not _counts_noun(body, worked.group("noun")):  # prices quoted for a break-even count
        return f"worked count of {worked.group('noun').lower()}", "figures to work it from but no count of them worked out"
    if _CUE.fit_who_q.search(question) and _CUE.fit_who_rule.search(body) and not _named_person(question, body):
        return "names", "a rule that says who by a place in a list, but not the names it picks"
    if _CUE.fit_who_sentence_q.search(question) and not _CUE.fit_yes_no_q.search(question) \
            and _CUE.fit_partial_tail.search(reply) and not _named_person(question, body) \
            and not _names_someone(question, body):  # "who wanted the radiator moved?" over a line on the radiator
        return "name", "no one's name, only a line on what the question names, part of the question's words unmet"
    kind = _unmet_kind(question, body)
    if kind is not None:
        return kind
    if _CUE.fit_valid_q.search(question) and _CUE.fit_lead_time.search(body) and not _CUE.fit_valid_a.search(body):
        # "how long is the certificate valid for" answered by "Allow 3 working days for processing" (ground80)
        return "validity", "a time to wait for it (a lead time), not how long it stays valid"
    if _identifiers_only(question, body):  # "how much VAT" answered by "VAT No 284 1177 90"
        return "amount", "only figures that identify something (a reference, a phone or registration number, an address)"
    count = _CUE.fit_count_q.search(question)
    if count:
        noun = count.group("noun")
        if unrecorded_count(question, reply):
            return None  # ``unrecorded_count``: the caller says the notes do not record it
        return _uncounted(question, body, noun)
    if _CUE.fit_long_q.search(question):
        return _unmeasured(question, body)
    if _CUE.fit_size_q.search(question) and not _CUE.fit_size_a.search(body):
        return "measure", "no figure in a unit of size or weight"  # "a two-storey extension" for "how tall"
    if _CUE.fit_when_q.search(question) and not _CUE.fit_when_a.search(body) and (
            _CUE.fit_when_time_q.search(question) or not _CUE.fit_when_condition.search(body)) and not (
            _ends_on_an_event(question, body)):
        return "date or time", "no date or time"  # "when do I return it" answered by a line about the excess
    if _CUE.fit_day_q.search(question) and not _CUE.fit_day_a.search(body):
        return "date", "no day's date, only a year, a season or figures of another kind"  # ("Spring Term 2032. ... fee, £48")
    other = _other_period(question, body)
    if other:
        return f"amount per {other[0]}", f"a rate per {other[1]} but not the amount per {other[0]}"
    if _WHOLE.computed_whole.search(question) and _CUE.fit_rate.search(body) and not _CUE.fit_total_word.search(body):
        return "whole amount", "a rate but not the amount for the whole of it"  # "Bike rack €8 per day" for the whole rental
    if _CUE.fit_total_q.search(question):
        amounts = {a.replace(" ", "") for a in _CUE.fit_amount.findall(body)}
        if len(amounts) >= 2 and not _CUE.fit_total_word.search(body):
            return "total", "separate amounts but not their total"
        return None
    if _CUE.fit_yes_no_q.search(question) and not _CUE.fit_yes_no_a.search(body):
        records = _records(body)
        if len(records) >= 2 and _split_over(question, records):
            return "yes or no", "records of one shape, each with part of what the question names"
    return None


def _identifiers_only(question: str, body: str) -> bool:
    """Whether an amount asked ("how much VAT was on the bill?") is answered by figures that only identify
    ("12 High St, Ludlow VAT No 284 1177 90": a street number and a registration number): the reply states
    figures, and none is left once the identifying ones (``fit_id_figure``) are taken out. A yes/no question,
    a reply with no figure at all, or one with an amount left is not this."""
    if not _CUE.fit_amount_q.search(question) or _CUE.fit_yes_no_q.search(question):
        return False
    if not re.search(r"\d", body):
        return False
    asked = set(re.findall(r"\d+", question))
    left = _CUE.fit_id_figure.sub(" ", body)
    return not [f for f in re.findall(r"\d+", left) if f not in asked]


def opens_with_verdict(reply: str) -> bool:
    """Whether ``reply`` opens with a yes or a no ("No: the minimum is 2 hours", "是的", "不可以")."""
    return bool(_CUE.fit_yes_no_a.search(reply) or re.match(r"^\W*(?:是|不|没有|可以)", reply))


def _ends_on_an_event(question: str, body: str) -> bool:
    """Whether an end asked ("when does the agreement end?") is answered by an event, not a date
    ("it runs until either party gives notice", "the plan ends when you cancel": ``fit_open_end``)."""
    edge = _CUE.fit_when_edge_q.search(question)
    return bool(edge and edge.group("end") and _CUE.fit_open_end.search(body))


def _unmet_kind(question: str, body: str) -> tuple[str, str] | None:
    """(the kind asked, what the reply holds instead) when the question asks a value of a kind the
    quote holds none of, tied to what is asked (``None`` otherwise):

    - a person's name ("who is the secretary?", "what's the captain's name?"): no name, no contact, no line
      saying no one holds the role ("Additional driver: none");
    - the end or the start of a period ("when does my tariff end?"): dates or times only in sentences
      that say nothing of that edge ("Bill date 4 February 2038"), and no sentence says it in words;
    - the amount for every record of a unit ("if I play in every match, how much will I pay?"): a
      rate per that unit, no total;
    - the most or the least ("the most points we can get from one match"): the figures it is worked
      from, no bound stated.
    Yes/no questions are left alone: "no" answers them."""
    if _CUE.fit_yes_no_q.search(question):
        return None
    if asked_role(question) and not _names_someone(question, body) and not _CUE.no_one.search(body):
        return "name", "no one's name, only lines that speak of what the question names"
    edge = _CUE.fit_when_edge_q.search(question)
    if edge and _edge_unstated(edge, body):
        which = "end" if edge.group("end") else "start"
        return f"{which} date", f"a date or a time of something else, not when it {which}s"
    every = _CUE.fit_every_unit_q.search(question)
    if every and _CUE.fit_period_money_q.search(question) and not _CUE.fit_total_word.search(body) \
            and not _CUE.fit_period_q.match(every.group(0)):  # ("every month": a period, its rate asked)
        unit = (every.group("unit") or every.group("unit2")).lower()
        if re.search(rf"\b(?:per|a|an|each|every)\s+{re.escape(unit)}(?:es|s)?\b", body, re.IGNORECASE):
            return "whole amount", f"a rate per {unit} but not the amount for every {unit}"
    if _CUE.fit_most_q.search(question) and not _CUE.fit_most_a.search(body) \
            and not _WORKING_RE.search(body):  # ("1200 mg (3 × 400 mg)": the bound worked)
        from course_lib.sim.words.quantities import with_all_digits

        if len(re.findall(r"\d+(?:[.,]\d+)?", _without_dates_and_times(with_all_digits(body)))) >= 2:
            return "bound", "the figures to work it from, but no most or least stated"
    return None


def asked_role(question: str) -> str | None:
    """The role a name question asks, as written ("roofer" for "Who is the roofer?", "gas engineer",
    "captain" for "what's the captain's name?", "engineer" for "what is the engineer called?");
    ``None`` when it asks no person's name ("who is the course for")."""
    named = _CUE.fit_name_q.search(question)
    if not named:
        return None
    role = next((g for g in named.group("role", "role2", "role3", "role4") if g), "").strip()
    return role if role and not _CUE.fit_name_role_not.search(role) else None


def role_named_nowhere(question: str, bodies: list[str]) -> str | None:
    """The role a name question asks ("captain" for "what's the captain's name?") when every line of
    the documents that holds it names no one (``_names_someone``) and says more than the role alone
    (a heading "Captain" may stand over the name); ``None`` when a line may name the holder, when no
    line holds the role, or when the question asks no name. The absence is then the answer."""
    role = asked_role(question)
    if not role:
        return None
    role = re.split(r"\s+of\s+", role, maxsplit=1)[0]
    head = re.sub(r"(?:'s|’s)$", "", role.split()[-1].lower())
    lines = [x.strip() for b in bodies[:20] for x in re.split(r"\n|(?<=[.!?;])\s+", b) if x.strip()]
    holding = [x for x in lines if re.search(rf"\b{re.escape(head)}(?:s|es)?\b", x, re.IGNORECASE)]
    if not holding or any(len(x.split()) <= 3 or _names_someone(question, x) for x in holding):
        return None
    return head


def _names_someone(question: str, body: str) -> bool:
    """Whether ``body`` may name someone the question does not: a name (``text.names``), a contact
    (an e-mail address, a phone number), or a capitalised word opening a sentence that is no stop
    word, no label ("Match fee:") and no very common word (``name_first_word_zipf``), and is either
    rare (``name_rare_word_zipf``) or the subject of a singular verb ("Tom runs", not "Subscriptions
    are")."""
    from course_lib.sim.words.currencies import CODES
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
    from course_lib.sim.words.text import STOP_WORDS
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    if _CUE.fit_name_contact.search(body):
        return True
    asked = {w.lower() for w in re.findall(r"[A-Za-z]+", question)}
    calendar = {w.lower() for w in (*WEEKDAYS, *MONTHS)}
    codes = {c.lower() for c in CODES}
    for name in names(body):
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", name)}
        if words and not words <= asked | calendar | codes:
            return True
    common = threshold("name_first_word_zipf")
    for m in re.finditer(r"(?:^|(?<=[.!?;:\n])\s*)([A-Z][a-z]+)\b(?P<rest>[^.!?;:\n]{0,30})", body):
        word = m.group(1).lower()
        if word in STOP_WORDS or word in asked or word in calendar or zipf(word) >= common:
            continue
        if re.match(r"^(?:\s+[A-Za-z]+){0,2}\s*:", body[m.end(1):]):
            continue  # a label ("Match fee: ...")
        rare = max(zipf(word), zipf(word.rstrip("s"))) < threshold("name_rare_word_zipf")
        if rare or _CUE.fit_name_verb_after.match(m.group("rest")):
            return True  # a word no list knows ("Priya"), or one a singular verb follows ("Tom runs the bar")
    return False


def _edge_unstated(edge: re.Match, body: str) -> bool:
    """Whether every date or clock time ``body`` holds stands in a sentence without a word of the
    asked edge (``fit_when_end_a`` / ``fit_when_start_a``: "until", "expires", a span "1-14 March";
    "from", "opens") and no sentence says the question's own edge word ("ends when notice is given")."""
    from course_lib.sim.words.times_of_day import CLOCK_TIME_RE

    cue = _CUE.fit_when_end_a if edge.group("end") else _CUE.fit_when_start_a
    asked = (edge.group("end") or edge.group("start")).lower().split()[0]
    sentences = [s for s in re.split(r"(?<=[.!?;])\s+|\n+", body) if s.strip()]
    stamped = [s for s in sentences if DATE_FIGURE_RE.search(s) or CLOCK_TIME_RE.search(s)]
    if not stamped or any(cue.search(s) or _bare_stamp(s) for s in stamped):
        return False  # (a bare date or time, "14 March 2026, 09:30 UTC", is the value itself)
    stem = asked.rstrip("s")
    return not any(re.search(rf"\b{re.escape(stem)}(?:s|es|ed|ing)?\b", s, re.IGNORECASE) for s in sentences)


_WORKING_RE = re.compile(r"[=+]|\d\s*[x×*]\s*[$€£¥]?\d")  # a working shown: the result is worked


def _bare_stamp(sentence: str) -> bool:
    """Whether ``sentence`` is a date or a time and nothing else ("14 March 2026, 09:30 UTC",
    "Friday 3 May at 18:00"): no word of another thing it could be the date of."""
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
    from course_lib.sim.words.times_of_day import CLOCK_TIME_RE

    rest = CLOCK_TIME_RE.sub(" ", DATE_FIGURE_RE.sub(" ", sentence))
    calendar = {w.lower() for w in (*WEEKDAYS, *MONTHS)} | {"at", "on", "the", "of", "utc", "gmt", "am", "pm", "from", "to"}
    return not [w for w in re.findall(r"[A-Za-z]+", rest) if w.lower() not in calendar and len(w) > 1]


def _counts_noun(body: str, noun: str) -> bool:
    """Whether ``body`` writes a figure right before ``noun`` ("3 visits", "three washes")."""
    from course_lib.sim.words.text import stem

    for m in _CUE.fit_count.finditer(body):
        after = re.match(r"\s+(?:[a-z-]+\s+)?([a-z]+)", body[m.end():], re.IGNORECASE)
        if after and stem(after.group(1).lower()) == stem(noun.lower()):
            return True
    return False


def _named_person(question: str, body: str) -> bool:
    """Whether ``body`` names someone the question does not: a capitalised word inside a sentence
    (not its first word, not a weekday or a month) that the question does not hold."""
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS

    calendar = {w.lower() for w in (*WEEKDAYS, *MONTHS)}
    asked = {w.lower() for w in re.findall(r"[A-Za-z]+", question)}
    for sentence in re.split(r"(?<=[.!?:;\u2013\u2014-])\s+", body):
        for word in re.findall(r"(?<=\s)[A-Z][a-z]+", " " + sentence.strip())[1:]:
            if word.lower() not in calendar and word.lower() not in asked:
                return True
    return False


def _periods(pattern, text: str) -> set[str]:
    """The periods ("year", "month", ...) the matches of ``pattern`` name: the named group that matched."""
    return {m.lastgroup.rstrip("2") for m in pattern.finditer(text) if m.lastgroup}


def _other_period(question: str, body: str) -> tuple[str, str] | None:
    """(the period asked, the period the reply's rates are for) when an amount is asked for one period
    ("a year's rent") and every rate the reply states is for another ("£1,040 per calendar month")."""
    if not _CUE.fit_period_money_q.search(question) or _CUE.fit_total_word.search(body):
        return None
    asked = _periods(_CUE.fit_period_q, question)
    held = _periods(_CUE.fit_period_rate, body)
    if len(asked) != 1 or not held or asked & held:
        return None
    return next(iter(asked)), sorted(held)[0]


def _split_over(question: str, records: list[str]) -> bool:
    """Whether the question names two of the records by what they are (their keys: "is the blue
    van due back before the trailer" over a van's record and a trailer's), so it compares them and
    no one record answers it. A question naming one record by its key ("is breakfast included with
    the Garden suite"; the "Standard double" record only says "included") may be answered by it."""
    asked = _subject_words(question)
    named = [asked & _subject_words(_record_key(r)) for r in records]
    return sum(bool(n) for n in named) >= 2 and len(set().union(*named)) >= 2


def _record_key(record: str) -> str:
    """What a record is (its first field's value: "Vehicle: Blue van. Return: 8 June" -> "Blue
    van"); a record without a labelled field is all key."""
    m = re.match(r"\W{0,2}[A-Za-z][A-Za-z ]{0,20}?\s*:\s*([^;.\n]+)", record)
    return m.group(1) if m else record


def asks_frequency(question: str) -> bool:
    """Does the question ask how often ("how many times a day", "how often"): a rate worked from an
    interval, not a count of recorded events?"""
    return bool(_CUE.frequency_asked.search(question))


def unrecorded_count(question: str, reply: str) -> str | None:
    """The thing a "how many <things>" question counts ("times") when the reply's own partial
    tail says no document names it ("I could not find anything about 'times', 'wake' ..."): the
    line quoted before it is then no part of the answer (a night's sleep row for "how many times
    did I wake up"), so the reply is only that the notes do not record it; ``None`` otherwise.
    Every word of the counted noun must be missing ("how many people fit": 'fit' missing is a
    verb, the seats line may answer; "how many blank ends": the ends are named), and a figure with
    a unit that abbreviates it ("200 g" for grams, "180 kcal" for calories) may stand for it."""
    count = _CUE.fit_count_q.search(question)
    missing = re.search(r"I could not find anything about (.*?) in the", reply[:_MAX_FIT_CHARS])
    if not count or not missing or asks_frequency(question):  # "how many times a day": a rate
        return None
    noun = count.group("noun").lower().split()
    said = re.findall(r"'([^']+)'", missing.group(1).lower())
    if not all(word in said for word in noun):
        return None  # "how many blank ends": only 'blank' missing, the ends' row may count them
    body = _CUE.fit_tail.sub(" ", reply[:_MAX_FIT_CHARS])
    if noun == ["times"] and _keyed_action(question, body):
        return None  # "how many times can I renew a DVD?" over "Renewals: 1": the action's count is keyed
    for unit in re.findall(r"\d\s*([a-zA-Z]{1,4})\b(?!:)", body):
        if unit.lower()[0] == noun[-1][0] or noun[-1][:3] in unit.lower():
            return None  # "200 g" for "how many grams", "180 kcal" for calories: a unit may stand for the noun
    return " ".join(noun)


def _keyed_action(question: str, body: str) -> bool:
    """A field of ``body`` whose key names an action of the question and whose value is a figure
    ("Renewals: 1" for "how many times can I renew"): the count of that action is recorded."""
    from course_lib.sim.words.text import stem

    asked = {stem(w)[:5] for w in re.findall(r"[a-z]{4,}", question.lower()) if w != "times"}
    return any(stem(m.group(1).lower())[:5] in asked for m in _COUNT_FIELD_RE.finditer(body))


_COUNT_FIELD_RE = re.compile(r"\b([A-Za-z]{4,})\s*:\s*\d")

# a capitalised word and its number, no plural noun after ("Season 3 of", "Episode 6 (", "Level 2."): the
# name of a thing, not a count ("Bought 3 apples" counts)
_NAMED_NUMBER_RE = re.compile(r"\b(?!(?:Makes|Serves|Sleeps|Seats|Feeds|Holds|Fits|Yields|Takes|Needs)\b)[A-Z][a-z]+\s+\d+\b"
                              r"(?![.,]\d)(?=\s*(?:[.,;:()\[\]\-–—\"']|$)|\s+(?:of|in|at|on|and|or|is|was|has|had|with|for|to|from|by)\b)")
# ("Makes 8", "Serves 4": a count; "Energy 180 kcal": a figure with its unit)


def _uncounted(question: str, body: str, noun: str) -> tuple[str, str] | None:
    """Why ``body`` holds no count of ``noun`` ("lane swims"); ``None`` when it may. A unit asked
    ("how many mg", "how many ml") is measured, not counted: a figure of another thing ("3
    tablets") is no amount in it."""
    from course_lib.sim.words.text import stem

    unmeasured = _unmeasured_unit(noun, body)
    if unmeasured is not None:
        return unmeasured

    text = _CUE.fit_amount.sub(" ", _without_dates_and_times(body))
    text = _CUE.fit_grouped_figure.sub(lambda m: re.sub(r"\D", "", m.group(0)), text)  # "1,200 kWh": one figure
    text = _CUE.fit_not_count.sub(" ", text)
    text = _NAMED_NUMBER_RE.sub(" ", text)  # "Season 3 of ...", "Episode 6 (...)": a name's number, no count
    for figure in re.findall(r"\d+(?:\.\d+)?", question):
        text = _figure_blanked(text, figure)
    counts = list(_CUE.fit_count.finditer(text))
    rows = len(_records(body))
    if rows >= 2:  # "Plot: 9; ... Plot: 12; ...": each row's own figures, no count of the rows
        return f"count of {noun}", "rows that name them but no number that counts them"
    if not counts:
        return f"count of {noun}", "lines that name them but no number that counts them"
    words = noun.lower().split()
    head = _head(words)
    modifiers = {stem(w) for w in words[:words.index(head)]}
    for m in counts:
        after = re.match(r"\s+([a-z]+)", text[m.end():], re.IGNORECASE)
        if not after or stem(after.group(1)) not in modifiers or stem(after.group(1)) == stem(head):
            return None  # "9 songs", "Capacity: 40", "120 guests" (another word for it): it may count them
        if stem(after.group(1)) in _nominal_stems():
            return None  # "only got 2 spares" for "spare helmets": the adjective names the thing itself
    # "Lane swim (3 lanes)" for "how many lane swims": the figure counts the asked thing's modifier
    return f"count of {noun}", "a figure that counts something else in one of them"


def title_for_amount(question: str, reply: str, titles: list[str]) -> str | None:
    """The document title a grounded reply quotes alone for an amount asked ("how many mg can I take
    a day?", "the max dose of Dolvex": ``fit_amount_asked``) answered "Dolvex 400 mg tablets."), when the question's other words ("take",
    "day") are not in it: the title names the item and its strength, not the amount asked; ``None``
    otherwise (a title that holds every word of the question, "how many mg is each tablet", may
    answer it)."""
    from course_lib.sim.words.text import content_terms

    if not _CUE.fit_amount_asked.search(question):
        return None
    body = " ".join(_CUE.fit_tail.sub(" ", reply[:_MAX_FIT_CHARS]).split()).rstrip(". ")
    for title in titles:
        said = " ".join(title.split()).rstrip(". ")
        if said and body == said:
            left = set(content_terms(question)) - set(content_terms(title))
            return title.strip() if left else None
    return None


_UNIT_SYMBOL_CHARS = 3  # a unit asked by its symbol ("mg", "ml", "kg"); a longer word may be a counted thing ("chains")
_FIGURE_WORD_RE = re.compile(r"\d+(?:[.,]\d+)*\s*(?P<word>[^\W\d_]+)?")


def _unmeasured_unit(noun: str, body: str) -> tuple[str, str] | None:
    """(the amount asked, what the reply holds) when ``noun`` is one unit written by its symbol
    ("mg", "ml", "kg"; not ``not_measured_units``) and every figure of ``body`` is a figure of
    something else ("3 tablets", "24 hours"), none an amount convertible to it; ``None`` when the
    noun is no such unit, or a figure is bare ("1200") or in the unit."""
    from course_lib.sim.values.comparisons import Threshold, quantities

    words = noun.split()
    if len(words) != 1 or len(words[0]) > _UNIT_SYMBOL_CHARS or words[0].lower() in lexicon("not_measured_units"):
        return None
    asked = quantities(f"1 {words[0]}")
    if len(asked) != 1 or asked[0].unit.isupper():
        return None
    figures = list(_FIGURE_WORD_RE.finditer(body))
    if not figures or any(not m.group("word") for m in figures):
        return None
    probe = Threshold(">=", asked[0])
    if any(probe.met_by(q) is not None for q in quantities(body)):
        return None
    return f"amount in {noun}", "figures of other things but no amount in that unit"


@lru_cache(maxsize=1)
def _nominal_stems() -> frozenset[str]:
    """The stems of ``nominal_adjectives`` (lexicons.yaml), read once."""
    from course_lib.sim.words.text import stem

    return frozenset(stem(w) for w in lexicon("nominal_adjectives"))


def _head(words: list[str]) -> str:
    """The counted noun of a "how many" phrase: its last plural ("vacation days carry" -> "days",
    "lane swims" -> "swims"), else its first word ("people fit", "children")."""
    plurals = [w for w in words if w.endswith("s") and not w.endswith("ss") and len(w) > 2]
    return plurals[-1] if plurals else words[0]


def _unmeasured(question: str, body: str) -> tuple[str, str] | None:
    """Why ``body`` holds no duration for a "how long" question; ``None`` when it may."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", body) if s.strip()]
    timed = [s for s in sentences if _CUE.fit_duration.search(s)]
    if not timed:
        if _stamps(body) >= 2:
            return "duration", "a start and an end but not the time between them"
        return None
    if len(sentences) < 2:
        return None
    asked = _subject_words(question)
    spans = [s for s in sentences if s not in timed and asked & _subject_words(s) and _stamps(s) >= 2]
    if asked and spans and not any(asked & _subject_words(s) for s in timed):
        return "duration", "a duration on a line about something else, and no duration on the line about it"
    return None


def _stamps(text: str) -> int:
    """How many times and dates ``text`` names, a chat line's own opening stamp left out (when it
    was said): a span ("6 till 8", "19:30 until 23:00") counts two, a date one."""
    said = _CUE.fit_line_stamp.sub(" ", re.sub(r"(?<=[.!?])\s+(?=\[)", "\n", text))
    spans = len(_CUE.fit_span.findall(said))
    said = _CUE.fit_span.sub(" ", said)
    dates = len(DATE_FIGURE_RE.findall(said))
    return 2 * spans + dates + len(_CUE.fit_stamp.findall(DATE_FIGURE_RE.sub(" ", said)))


def _subject_words(text: str) -> set[str]:
    """Five-letter stems of the content words of ``text`` ("rehearsal", "sat" -> "rehea", "sat")."""
    from course_lib.sim.words.text import content_terms

    return {t[:5] for t in content_terms(text.lower()) if t.isalpha() and t not in ("long", "much", "many")}


def _records(body: str) -> list[str]:
    """The records of one shape the reply quotes side by side (the most of one shape): lines or
    sentences opening with the same label ("Bill: ...", "Item: ...") or a date stamp, each with
    the sentences after it up to the next."""
    parts = [p.strip() for p in re.split(r"(?<=[.!?])\s+(?=[A-Z\[\d])|\n+", body) if p.strip()]
    groups: dict[str, list[str]] = {}
    last = ""
    for part in parts:
        m = re.match(r"\W{0,2}([A-Za-z][A-Za-z ]{0,20}?)\s*:", part) or re.match(r"\W{0,2}(\d{1,2}[/.]\d{1,2}|\d{4}-\d{2})", part)
        key = (m.group(1).lower() if m.group(1)[0].isalpha() else "stamp") if m else ""
        if key and (key in groups or not last):
            groups.setdefault(key, []).append(part)
            last = key
        elif last:
            groups[last][-1] += " " + part
    return max(groups.values(), key=len, default=[])


_VERDICT_OPENING_RE = re.compile(r"^\W*(?:yes|no|not|yeah|nope)\b", re.IGNORECASE)
_MIN_CONDITION_LEN = 4  # a shorter term ("get", "use") tells no condition


def _record_row(reply: str) -> bool:
    """``reply`` reads as a record's row, not a sentence: a few words and several figures ("Tomato plants 6 @ 1.25
    7.50"), which states no condition of what it lists (``condition_row_words`` / ``condition_row_figures``)."""
    from course_lib.sim.words.thresholds import threshold

    words = re.findall(r"[A-Za-z]{2,}", reply)
    figures = re.findall(r"\d+(?:[.,]\d+)?", reply)
    return len(words) <= threshold("condition_row_words") and len(figures) >= threshold("condition_row_figures")


_CLOCK_RE = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b", re.IGNORECASE)  # a clock time, as hours rows write it
_MIN_CUT_QUOTE = 12  # characters of a quote that, found inside a line, say it was cut from that line


def unaddressed_condition(question: str, reply: str, bodies: list[str]) -> str | None:
    """The question's condition term that the quoted reply does not speak of while another line of the documents
    speaks of it and of the reply's subject (ground79): "can i get a refund on the tomato plants" answered by the
    item line "Tomato plants 6 @ 1.25 7.50" while "Live plants are not refundable." is there: 'refund'. A yes/no
    question only, a reply that quotes a record's row (``_record_row``: a sentence may speak of the condition in
    words of its own) and opens with no verdict, English lines; ``None`` otherwise."""
    from course_lib.sim.words.text import content_terms, has_cjk

    if not _CUE.fit_yes_no_q.search(question) or has_cjk(question) or _VERDICT_OPENING_RE.search(reply) \
            or _CUE.fit_honest.search(reply) or not _record_row(reply):
        return None
    if _CLOCK_RE.search(reply):
        return None  # an hours row ("Saturday 8:00-20:00") answers "early"/"late" by its times, a matter of
        # judging them, not a condition it leaves unspoken (the merger: wordings_y's two rows were limits)
    asked = [t for t in content_terms(question) if t.isalpha()]
    said = frozenset(content_terms(reply))
    subject = [t for t in asked if t in said]
    unmet = [t for t in asked if len(t) >= _MIN_CONDITION_LEN  # ("renew" is spoken of by "Renewals")
             and not any(s.startswith(t) or len(s) >= _MIN_CONDITION_LEN and t.startswith(s) for s in said)]
    if not subject or not unmet:
        return None
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    rare = threshold("condition_word_zipf")
    written = {content_terms(w)[0]: w for w in re.findall(r"[A-Za-z]+", question) if len(content_terms(w)) == 1}
    telling = {t for t in unmet if zipf(written.get(t, t)) < rare}
    quoted = {" ".join(s.split()).lower().rstrip(".") for s in re.split(r"(?<=[.!?])\s+|\n", reply) if s.strip()}
    for body in bodies:
        for line in re.split(r"(?<=[.!?])\s+|\n", body):
            flat = " ".join(line.split()).lower().rstrip(".")
            if flat in quoted or any(len(q) >= _MIN_CUT_QUOTE and q in flat for q in quoted):
                continue  # the quoted line itself, or the line the quote was cut from ("Mondays (10:00-16:00)"
                # of "Monday: closed, except bank holiday Mondays (10:00-16:00)": it answers under the condition)
            terms = content_terms(line)
            named = any(t in terms for t in subject)
            for term in unmet:
                if (named or term in telling) and any(t.startswith(term) for t in terms):
                    return term
    return None
