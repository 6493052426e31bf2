"""Filling a chosen tool's arguments from the question, by the argument schema (notebook 03).

Each field is read by its name, type, enum and description: an enum takes the value the
question names; a number the question's number; an id field an id ("ORD-1003", "#1003"); a
currency field the currency the question names, as an ISO code (names in English or Chinese
through babel's currency data: "euros" -> EUR, "US dollars" -> USD; the one after "to" /
"into" goes to a ``to_*`` field); a name-like field (city, customer, author) a name; a query
field the search query; a time field a time of day ("06:45", "7 pm" -> "19:00"); a list of
an enum (weekdays) every value named; a list of attendees their emails; a title / label field
the value named for it ("label it gym", "call it eggs"). A number that is part of a date or a
time is no amount, and a duration or count is never a year. A field the question does not
fill stays out unless it is required, and a required typed one (times and lists included) is
a stated limit (``guessed_required``); the whole question is never dumped into a string field.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from course_lib.sim.values.described_args import (
    coded_value,
    described_value,
    is_purpose_field,
    nothing_left,
    unspaced,
)
from course_lib.sim.values.field_readers import (
    DATE_FIELD_RE,
    ID_VALUE_RE,
    MONEY_FIELD_RE,
    PLACE_FIELD_RE,
    READERS,
    Field,
    amount_currency,
    as_described,
    coded_option,
    container_total,
    currency_mentions,
    date_spans,
    date_time_value,
    describes_time_format,
    each_total,
    email_values,
    example_shaped,
    example_written,
    id_label,
    id_values,
    ids_of_something_else,
    is_currency_field,
    is_date_field,
    is_id_name,
    is_minor_money_field,
    is_time_field,
    labelled_id,
    lead_unit_quantity,
    length_fields,
    only_other_units,
    people_count,
    said_unit,
    side_of_pair,
    sides_area,
    spaced_code,
    string_value_kind,
    switch_value,
    tail_unit_quantity,
    time_spans,
    time_values,
    unit_tail_number,
    unread_clock_duration,
    value_in_words,
    weekday_words,
    without_lettered_ids,
)
from course_lib.sim.words.calendar_dates import date_values
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import money_number
from course_lib.sim.words.negation import negated_options
from course_lib.sim.words.net_addresses import without_addresses
from course_lib.sim.words.number_words import words
from course_lib.sim.words.quantities import with_all_digits, with_digits
from course_lib.sim.words.text import names, raw_tokens, stem, without_possessive

if TYPE_CHECKING:  # (reading brings LangChain's messages: not needed to run these rules)
    from course_lib.sim.request.reading import ToolSpec

_QUERY_NAMES = re.compile(
    r"^(?:q|query|queries|question|search|search_query|keywords?|text|topic|terms?|prompt|input|request)$",
    re.IGNORECASE,
)
# A string field any wording fills (what a model passes the question's words to); any other
# string field ("recipient", "pattern", "room") holds a short value the simulator must find in
# the question, and the question's words there would be a guess.
_FREE_TEXT_NAMES = re.compile(
    r"(?:^|_)(?:q|query|queries|question|search|keywords?|text|topic|terms?|prompt|input|request|message|"
    r"msg|body|content|reason|notes?|comments?|description|summary|subject|details|instructions?|"
    r"feedback|expression|expr|formula|sql|code|__arg\d+|arg\d*|x)(?:_|$)",
    re.IGNORECASE,
)
_EXPR_NAMES = re.compile(r"expr|formula|calculation|math|equation", re.IGNORECASE)
_ID_VALUE_RE = ID_VALUE_RE
# a minus sign only where no figure or word runs into it: "won 3-1" is 3 and 1, never -1
_NUM_RE = re.compile(r"(?:(?<![\w.])-)?\d+(?:,\d{3})*(?:\.\d+)?")


def _without_own_name(question: str, spec: ToolSpec) -> str:
    """``question`` without the tool's own name where it is written ("How did 3M do in 2020?" for
    the tool ``3M``; "Zebra Technologies" for ``Zebra_Technologies``): a figure in the name of
    the thing looked up is no argument value (year=3)."""
    own = {spec.name, spec.name.replace("_", " ")}
    for name in sorted(own, key=len, reverse=True):
        if any(ch.isdigit() for ch in name):
            question = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", " ", question)
    return question


def fill_args(
    spec: ToolSpec, question: str, query: str, expression: str | None = None
) -> dict[str, Any]:
    """Arguments for ``spec`` read from the question, following the tool's argument schema."""
    return args_and_unfilled(spec, question, query, expression)[0]


def args_and_unfilled(
    spec: ToolSpec, question: str, query: str, expression: str | None = None
) -> tuple[dict[str, Any], list[str]]:
    """(the arguments, the required fields the question gave no value for)."""
    from course_lib.sim.values.value_glosses import glossed
    from course_lib.sim.words.figure_forms import plain_figures

    # "pasado mañana a las siete y media de la tarde, somos cuatro": the day, time and count words in English
    question = glossed(question)
    params = spec.parameters or {}
    props: dict[str, Any] = params.get("properties") or {}
    if any(_CUE.distance_field.search(f"{n} {(sch or {}).get('description', '')}") for n, sch in props.items()):
        from course_lib.sim.words.figure_forms import distance_ks

        question = distance_ks(question, races=True)  # "log a 5k" for distance_km: 5 km, no 5000
    question = plain_figures(question)  # "CHF 1'250.00", "52k", "40 grand": plain figures, one reader
    required = list(params.get("required") or [])
    args: dict[str, Any] = {}
    # "forty dollars", "four seats": numbers written as words count as numbers
    # a date's or a time's parts ("2026-12-09 at 14:30") are no amount, duration or count
    # an IP address, a hostname, a URL is one value, no numbers ("ping 10.0.0.5 twice": 2 pings)
    from course_lib.sim.values.field_readers import unfused_number_words
    from course_lib.sim.values.ordered_counts import left_numbers, with_group_counts
    from course_lib.sim.values.postal_addresses import without_postcodes

    # "four dozen" counts 48; "down to the last 2" states what is left, no count to act on when
    # the request writes another ("... order another 6": 6)
    counted_text = with_group_counts(  # "a two-seater": its 2 a number, as "a 2-seater"'s
        with_all_digits(unfused_number_words(_without_ids(_without_dates_times(without_postcodes(without_addresses(
            _without_own_name(question, spec))))))))
    numbers = [n.replace(",", "") for n in _NUM_RE.findall(counted_text)]
    for n in left_numbers(counted_text):
        if n in numbers and len(numbers) > 1:
            numbers.remove(n)
    from course_lib.sim.values.family_counts import counts_people, group_numbers, grouped_people

    grouped = group_numbers(question)  # "six couples": 6 counts couples, no count of anything else
    numbers = [n for n in numbers if n not in grouped]
    question_words = {stem(w) for w in raw_tokens(question)} | weekday_words(question)
    currency_fields = [n for n in props if _is_currency_field(n, props[n] or {})
                       or _money_code_field(n, props[n] or {}, spec.description, question)]
    currencies = currency_mentions(question) if currency_fields else []
    if len(currency_fields) == 2 and len(set(currencies)) == 2 and amount_currency(question) in currencies:
        # "How many yen is 80 euros?": the money converted is the currency written with the amount
        held = amount_currency(question)
        currencies = [held, next(c for c in currencies if c != held)]
    percents = _percent_numbers(question)
    if percents and any(_PERCENT_FIELD_RE.search(n) for n in props):
        numbers = [n for n in numbers if n not in percents]  # the percentage goes to its own field
    else:
        percents = []
    dated = dates_by_field(props, required, question, spec.description)
    counted = _counted_numbers(question)
    units = _conversion_units(question, props)
    unfilled: list[str] = []
    pairs: dict[str, str | None] = {}
    numeric = [n for n, sch in props.items() if _type_of(sch or {}) in ("integer", "number") and not (sch or {}).get("enum")]
    from course_lib.sim.values.family_counts import (
        age_field,
        brought_count,
        brought_field,
        by_age,
        counted_group,
        headcount,
        names_people,
        total_split,
    )

    lengths = length_fields([(n, f"{(props[n] or {}).get('description') or ''} {docstring_arg(spec.description, n)}")
                             for n in numeric])  # two length fields take the two sides of "A by B <unit>"
    unread_ages: set[str] = set()  # adults / children of a list of people whose ages it cannot tell
    cover_worked = False  # a field worked from an area and what one unit covers (``covered_amounts``)

    for name, schema in props.items():
        schema = schema or {}
        counts = _type_of(schema) in ("integer", "number") and expression is None and not schema.get("enum")
        # "3 boxes at 1.5 kg each", "14 days plus a 7-day renewal" for a total: the worked total
        paired = each_total(name, question) if counts else None
        if counts and paired is None:  # "2 tins of 2.5 litre" for litres: 5 (the containers' count times each)
            paired = container_total(name, question)
        if counts and paired is None and _minor_money(name, schema, spec, numeric):
            # "amount_cents" of "three dollars": 300, of "60 cents": 60 (``field_readers.minor_amount``)
            sum_ = READERS["minor_amount"](Field.of(name, str(schema.get("description") or ""), "number"), question)
            paired = None if sum_ is None else f"{sum_:g}"
        if counts and paired is None:  # "3.2m by 4m" for square_metres: the area, 12.8
            paired = sides_area(name, f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}"
                                      + (f" {spec.description}" if len(numeric) == 1 else ""), question)
        if counts and paired is None:  # "an 8 by 10 inch photo" for width_cm, height_cm: 20.32 and 25.4
            paired = side_of_pair(name, f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}",
                                  lengths, question)
        if counts and paired is None:  # "30 m², 2 coats, a litre covers 12 m²" for litres: 5, never "a litre"'s 1
            from course_lib.sim.values.covered_amounts import covered

            paired = covered(name, question, whole=_type_of(schema) == "integer")
            cover_worked = cover_worked or paired is not None
        if counts and paired is None:  # "1.72 a litre": price_per_litre
            paired = rate_number(name, question)
        if counts and paired is None:
            paired = _paired_number(name, schema, spec.description, counted)
        if counts and paired is None:  # "weight_kg" / "mg_per_kg": the number written with that unit
            paired = unit_tail_number(name, with_digits(question))
        if counts and paired is None:  # "seconds" for "two and a half minutes": converted (150)
            paired = tail_unit_quantity(name, question)
        if counts and paired is None:  # "minutes_from_now" for "in an hour and a half": 90
            paired = lead_unit_quantity(name, question)
        if counts and paired is None:  # "in degrees Celsius" said of the one number: "54 F" converted (12.2)
            unit = said_unit(f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}") or (
                said_unit(spec.description) if len(numeric) == 1 else None)
            paired = tail_unit_quantity(unit, question) if unit else None
        if counts and paired is None and MONEY_FIELD_RE.search(name):  # "under 900 euros": max_rent
            paired = money_number(with_digits(question))
        by_family = None
        if counts and paired is None and unread_clock_duration(name, question):
            # "a half marathon in 1:52": the one reading a runner's speed allows (112 minutes)
            paired = _paced_duration(name, props, spec, question)
        if counts and paired is None and unread_clock_duration(name, question):
            unread_ages.add(name)  # "in 58:20" for minutes: minutes and seconds, or hours and minutes
        if counts and paired is None and grouped and counts_people(name):  # "six couples": 12 seats
            people = grouped_people(question)
            if people is None:  # "two trios and a couple": the groups' sizes add up to what is not read
                unread_ages.add(name)
            paired = None if people is None else str(people)
        if counts and paired is None and (age := age_field(name)) is not None:
            split = by_age(question)  # "for me, my partner and our twins": adults 2, children 2
            whole = total_split(question)  # "a family of 5: the 2 of us, the rest are kids": 2 and 3
            if whole is not None and split is None:
                if whole.value is None:
                    unread_ages.add(name)
                else:
                    paired = by_family = str(whole.value[0] if age == "adults" else whole.value[1])
            elif split is not None:
                paired = by_family = str(split[0] if age == "adults" else split[1])
            elif names_people(question):  # "for me and my three grandchildren": no bare "3" as adults
                unread_ages.add(name)
        if counts and paired is None and brought_field(name):  # "she's bringing her husband": plus_ones 1
            brought = brought_count(question)  # "bringing some friends": the arguments limit
            if brought is not None and brought.value is None:
                unread_ages.add(name)
            elif brought is not None:
                paired = by_family = str(brought.value)
        if counts and paired is None and _PEOPLE_NAME_RE.search(name):  # "for four people": players 4
            total = headcount(question)  # "for me and three colleagues": 4
            grown = counted_group(question)  # "the 5 of us plus me": 6, never the bare 5
            if grown is not None and grown.value is None:
                unread_ages.add(name)
            paired = (str(grown.value) if grown is not None and grown.value is not None else None) or (
                None if grown is not None else people_count(question) or (str(total) if total else None))
        if counts and paired is None and _CLOCK_HOUR_RE.search(name) and not _DURATION_SAID_RE.search(
                f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}"):
            said = time_values(question)  # "at 6pm": hour 18, never a count said beside it
            paired = str(int(said[0][:2])) if said else None
        if (paired is not None and by_family is None and paired in pairs.values()
                and _written_once(paired, question)):
            paired = None  # one number the question writes once fills one argument only
        pairs[name] = paired
    for paired in pairs.values():  # "3 guests ... 87.90": the 3 is the guests', whichever field comes first
        if paired is not None and paired in numbers:
            numbers.remove(paired)
    for name, schema in props.items():
        schema = schema or {}
        paired = pairs[name]
        if units and _UNIT_FIELD_RE.search(name) and _ENDPOINT_FIELD_RE.search(name):
            # "How many kilometres is 10 miles?": from_unit miles, to_unit kilometres
            value = units[0] if _ENDPOINT_FIELD_RE.search(name).group(1) else units[1]
        elif paired is not None:
            # "3 dice with 12 sides": sides=12 (the number before the field's noun), count=3
            value = _whole_value(paired, question) if _type_of(schema) == "integer" else float(paired)
        elif name in currency_fields:  # "currency", or a money tool's "from_code"
            value = _currency_for(name, currencies, currency_fields, spec.description)
        elif percents and _PERCENT_FIELD_RE.search(name) and _type_of(schema) in ("integer", "number"):
            value = percents.pop(0)  # "an 18% tip on $64.50": the number marked as a percentage
            value = _whole_value(value, question) if _type_of(schema) == "integer" else float(value)
        elif dated is not None and name in dated:
            # "between 2024-03-01 and 2024-04-15": start the first date, end the last
            value = dated[name]
        elif name in unread_ages:
            value = None  # (the call's safe value and the arguments limit, never a bare number)
        else:
            # "It's 3 June 2031. Weather in Keswick tomorrow?": the stated today is the anchor of
            # a relative day, never a town's, a port's or any other text argument's value
            from course_lib.sim.values.relative_days import without_stated_today

            read_from = (without_stated_today(question)
                         if _type_of(schema) == "string" and not _dated_field(name, schema) else question)
            value = _fill_one(
                name, schema, spec, read_from, question_words, query, expression, numbers
            )
        if (value is not None and not isinstance(value, bool) and _type_of(schema) in ("integer", "number")
                and name not in currency_fields and not MONEY_FIELD_RE.search(name) and age_field(name) is None):
            value = _party_count(value, question, schema)  # "a pizza each for me, my three flatmates and ...": 5
        if (value is not None and not isinstance(value, bool) and _type_of(schema) in ("integer", "number")
                and name not in currency_fields and not MONEY_FIELD_RE.search(name) and age_field(name) is None):
            value = _changed_count(value, question, schema)  # "for fourteen, minus the four who drive": 10
        if value is not None and not isinstance(value, bool) and not cover_worked and _type_of(schema) in (
                "integer", "number"):
            from course_lib.sim.values.covered_amounts import one_of_rate

            if one_of_rate(name, value, question):  # "one box covers 1.5 m²": the 1 is the rate's, no amount
                value = None
        if value is not None:
            args[name] = value
        elif name in required:
            args[name] = _fallback(schema, query)
            unfilled.append(name)
    for name in [n for n in unfilled if _MESSAGE_FIELD_RE.search(n)]:
        clause = own_clause(question, spec)
        if clause:  # "Payments API is down for everyone, page the payments team": the clause, no bag of words
            args[name] = clause
            unfilled.remove(name)
    for name in [n for n in unfilled if _is_asked_thing(spec, n)]:
        thing = _commanded_thing(spec, question, {k: v for k, v in args.items() if k != name})
        if thing:  # "Find remote data engineer jobs": title "data engineer", remote_only took "remote"
            args[name] = thing
            unfilled.remove(name)
    for name in [n for n in unfilled if _WORK_TITLE_RE.search(n) and _type_of(props.get(n) or {}) == "string"]:
        title = _capitalised_title(question, spec)
        if title:  # "Where can I find the book The Salt Road?": the title written, not "find book Salt Road"
            args[name] = title
            unfilled.remove(name)
    for name in [n for n in unfilled if _is_described_text(n, props.get(n) or {}, spec)]:
        described = described_value(name, question)
        if described:  # "the van's reg is KX21 ABC", "... for the bread": the request's own phrase for it
            args[name] = described
            unfilled.remove(name)
    _measured_things(spec, question, args, props, unfilled)
    for name in [n for n in props if _type_of(props.get(n) or {}) == "string"
                 and not ((props.get(n) or {}).get("enum") or _enum_in_any_of(props.get(n) or {}))]:
        coded = coded_value(name, question)
        if coded and (name in unfilled or (isinstance(args.get(name), str) and args[name] != coded
                                           and coded.startswith(args[name]))):
            # "postcode LS6 2QT": the code written right after the argument's noun (whole, not "LS6");
            # its group spaces left out when the tool asks for none ("tracking number (no spaces)")
            args[name] = unspaced(coded, f"{(props.get(name) or {}).get('description') or ''} {spec.description}")
            if name in unfilled:
                unfilled.remove(name)
    from course_lib.sim.values.argument_phrases import concept_phrases

    # the phrase naming a free-text argument's concept, never the bag of words
    concept_phrases(spec, question, args, unfilled, [n for n in props if _is_described_text(n, props.get(n) or {}, spec)
                                                      and not _FREE_TEXT_NAMES.search(n)
                                                      and n not in currency_fields], query)
    _own_clauses(spec, question, args, props, query)
    from course_lib.sim.values.payees import payee

    paid = payee(question) if any(_PAID_FIELD_RE.search(n) for n in props) else None
    for name in [n for n in props if paid and _PAID_FIELD_RE.search(n) and _type_of(props.get(n) or {}) == "string"
                 and not ((props.get(n) or {}).get("enum") or _enum_in_any_of(props.get(n) or {}))]:
        # "pay gemma 215 pounds for the tickets": gemma, never what the money is for
        args[name] = paid
        if name in unfilled:
            unfilled.remove(name)
    for name in [n for n in props if not paid and _PAID_FIELD_RE.search(n) and n not in unfilled
                 and isinstance(args.get(n), str) and _for_object(args[n], question)]:
        # "pay forty pounds for the petrol": what the money is for is no one to pay
        args[name] = _fallback(props.get(name) or {}, query)
        unfilled.append(name)
    _whole_addresses(args, props, question, unfilled)
    _zh_values(args, props, question, unfilled)
    from course_lib.sim.request.references import only_points

    for name in [n for n, v in args.items() if isinstance(v, str) and n not in unfilled and only_points(v)
                 and _type_of(props.get(n) or {}) == "string" and not _QUERY_NAMES.match(n)
                 and not ((props.get(n) or {}).get("enum") or _enum_in_any_of(props.get(n) or {}))]:  # "second" class
        # "Book the first room": "first" points at a room, names none (a required one: a stated limit)
        if name in required:
            args[name] = _fallback(props.get(name) or {}, query)
            unfilled.append(name)
        else:
            del args[name]
    for name in [n for n in numeric if n not in args and n not in required]:
        if _zero_said(name, props[name] or {}, spec, question):  # "direct only": max_stops 0
            args[name] = 0 if _type_of(props[name] or {}) == "integer" else 0.0
    unmeasured = [n for n in numeric if n in args and not _zero_said(n, props[n] or {}, spec, question)
                  and only_other_units(n, question)]
    from course_lib.sim.values.field_readers import is_unit_word
    from course_lib.sim.words.figure_forms import counted_figures, dial_figures

    # "setting 7", "3 bottles of milk": a position or a count of a thing, no amount in any unit
    dialled = (dial_figures(question) | counted_figures(question, is_unit_word)) if numeric else frozenset()
    unmeasured += [n for n in numeric if n in args and n not in unmeasured and pairs.get(n) is None
                   and isinstance(args[n], (int, float)) and float(args[n]) in dialled
                   and _measured_in_unit(n, props[n] or {}, spec)]  # "setting 7" for celsius: no temperature
    unfounded = [n for n in numeric if n in args and _unfounded(n, props[n] or {}, args[n], question, query)
                 and not _minor_money(n, props[n] or {}, spec, numeric)]  # (a hundredth unit: worked)
    unfounded += [n for n in numeric if n in args and n not in unfounded and _vaguely_sized(args[n], question)]
    for name in [*foreign_amounts(spec, question), *unmeasured, *unfounded]:
        # "300 dollars" for amount_eur: no figure, a rate is needed; "30 minutes" for distance_km: none fits
        args.pop(name, None)
        if name in required:
            args[name] = _fallback(props.get(name) or {}, query)
            unfilled.append(name)
    _stepped_target(spec, args, props, required, unfilled, question, query)
    _named_over_kind(args, props, question)
    _one_field_per_value(args, props, required, unfilled, question, query)
    _ids_not_taken(args, props, required, unfilled, question, query)
    _labels_not_taken(args, props, required, unfilled, question, query)
    from course_lib.sim.values.example_forms import in_example_form

    for name in [n for n, v in args.items() if isinstance(v, str) and n not in unfilled
                 and _type_of(props.get(n) or {}) == "string" and not _dated_field(n, props.get(n) or {})]:
        # "rm 4471 2290 9 gb" for a tracking id "e.g. RM123456789GB": RM447122909GB, the form the tool shows
        args[name] = in_example_form(args[name], f"{(props.get(name) or {}).get('description') or ''} "
                                                 f"{docstring_arg(spec.description, name)} {spec.description}")
    ident = id_field(spec)
    if ident and ident in args:
        # One record by its id: other optional filters ("status") add nothing but a mismatch.
        for name in list(args):
            if name != ident and name not in required and not _QUERY_NAMES.match(name) and not _chosen_option(
                    props.get(name) or {}, args[name]):
                del args[name]
    return args, unfilled


def _party_count(value: Any, question: str, schema: dict) -> Any:
    """A count read from a number written inside a list of people that holds the speaker ("me, my three
    flatmates and Jo's boyfriend") is one item's count, never the list's: the list counted item by item
    (``family_counts.listed_party``), or ``None`` (the arguments limit) when an item's number is not said."""
    if not re.search(r"\b(?:me|myself|us|I)\b", question):
        return value  # (cheap: no speaker in the question, no such list)
    from course_lib.sim.values.family_counts import listed_party

    party = listed_party(question)
    try:
        figure = str(int(float(value)))
    except (TypeError, ValueError):
        return value
    if party is None or figure not in party.numbers or float(value) != int(float(value)):
        return value
    from course_lib.sim.words.number_words import values as number_words

    words = {figure} | {w for w, n in number_words(0, 12).items() if str(n) == figure}
    outside = question.replace(party.body, " ")
    if any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", outside, re.IGNORECASE) for w in words):
        return value  # ("2 bikes for me and my two kids": the 2 written outside the list is the count)
    if party.total is None:
        return None
    return party.total if _type_of(schema) == "integer" else float(party.total)


def _changed_count(value: Any, question: str, schema: dict) -> Any:
    """A count argument the question changes in words in its phrase (``values.count_changes``: "a party
    of nine, less the two who cancelled": 7), else ``value``."""
    from course_lib.sim.values.count_changes import changed

    if not isinstance(value, int | float) or value <= 0 or value != int(value) or schema.get("enum"):
        return value
    worked = changed(question, int(value))
    if worked is None:
        return value
    return worked if _type_of(schema) == "integer" else float(worked)


def _chosen_option(schema: dict, value: Any) -> bool:
    """A yes/no option of the action set against its default ("refund" False: store credit), not a
    filter of the record looked up by its id."""
    return _type_of(schema) == "boolean" and isinstance(value, bool) and "default" in schema and value != schema["default"]


def _stepped_target(spec: ToolSpec, args: dict[str, Any], props: dict, required: list[str], unfilled: list[str],
                    question: str, query: str) -> None:
    """A setter's one numeric argument from a step said with a stated base ("it's on 3, knock it up
    one": 4), never the step or the base; with no base, no value (``stepped_values``)."""
    from course_lib.sim.values import stepped_values

    filled = [n for n, sch in props.items() if n in args and n not in unfilled and not (sch or {}).get("enum")
              and _type_of(sch or {}) in ("integer", "number") and isinstance(args[n], (int, float))]
    if len(filled) != 1:
        return
    name = filled[0]
    schema = props[name] or {}
    said = f"{name} {schema.get('description') or ''} {docstring_arg(spec.description, name)}"
    if stepped_values.change_argument(said):  # "delta": the step itself, signed when the tool says so
        found = stepped_values.step(with_all_digits(question))
        if found is not None:
            sign, size, _ = found
            size *= sign if re.search(r"\bnegative\b|\bminus\b", f"{said} {spec.description}", re.I) else 1
            args[name] = int(size) if _type_of(schema) == "integer" and float(size).is_integer() else float(size)
        return
    if not stepped_values.sets_value(f"{spec.name} {spec.description}"):
        return
    worked = stepped_values.target(with_all_digits(question))
    if worked is None:
        return
    if worked == stepped_values.UNSIZED:
        args.pop(name)
        if name in required:
            args[name] = _fallback(schema, query)
            unfilled.append(name)
        return
    args[name] = int(worked) if _type_of(schema) == "integer" and float(worked).is_integer() else float(worked)


def _unfounded(name: str, schema: dict, value: Any, question: str, query: str) -> bool:
    """A total, a count or an amount the request states nowhere and works from none of its
    numbers (``number_evidence.founded``: "the 3rd" is no amount of 3)."""
    from course_lib.sim.values.number_evidence import founded, is_checked_field

    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if not is_checked_field(name, str(schema.get("description", ""))):
        return False
    return not founded(float(value), f"{question}\n{query}")


def _paced_duration(name: str, props: dict, spec: ToolSpec, question: str) -> str | None:
    """A duration argument ("minutes") for a clock form whose reading is open ("1:52"), read by
    the speed over the distance another argument of the same tool takes from the request
    (``field_readers.paced_clock_minutes``, the activity named by the tool or the request);
    ``None`` where no other argument is a distance the request gives, or the speed leaves it open."""
    from course_lib.sim.values.field_readers import paced_clock_minutes

    parts = re.split(r"[_\W]+", name.lower().strip("_"))
    into = {"seconds": 1 / 60, "second": 1 / 60, "secs": 1 / 60, "minutes": 1.0, "minute": 1.0, "mins": 1.0,
            "min": 1.0, "hours": 60.0, "hour": 60.0, "hrs": 60.0}.get(parts[-1])
    if into is None:
        return None
    for other in props:
        if other == name or _type_of(props[other] or {}) not in ("integer", "number"):
            continue
        km = tail_unit_quantity(other, question)
        if km is None or tail_unit_quantity(other, "1 km") is None:
            continue  # not a distance (a weight, a count)
        per_km = float(tail_unit_quantity(other, "1 km"))
        minutes = paced_clock_minutes(question, float(km) / per_km,
                                      question, f"{spec.name.replace('_', ' ')} {spec.description}")
        return None if minutes is None else f"{round(minutes / into, 2):g}"
    return None


def _vaguely_sized(value: Any, question: str) -> bool:
    """Whether a number argument's value is a figure read inside words that do not size it
    exactly ("lend him a couple of hundred euros": 100; ``figure_forms.vague_amount_spans``): no
    value, the arguments limit (a wrong amount is worse than a question back)."""
    from course_lib.sim.words.figure_forms import vague_amount_spans

    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    question = with_all_digits(question)  # "two or three", "a couple of hundred": figures
    for start, end in vague_amount_spans(question):
        said = question[start:end]
        figures = {float(n.replace(",", "")) for n in _NUM_RE.findall(said)}
        if float(value) in figures or float(value) in {f * k for f in figures for k in (2, 3)}:
            return True
    return False


# a free-text argument a search fills with the question's words (what a model passes a search too)
_SEARCH_NAMES = re.compile(r"^(?:q|query|queries|question|search|search_query|keywords?|topic|terms?|prompt|input|"
                           r"request|expression|expr|formula|sql|code)$", re.IGNORECASE)


def _own_clauses(spec: ToolSpec, question: str, args: dict[str, Any], props: dict, query: str) -> None:
    """A free-text argument of a tool that acts (a reminder's ``text``, a leave request's
    ``reason``) holding the request's bag of words takes the request's own clause for it ("remind
    me to take the bins out in an hour": "take the bins out"; ``described_args.clause_value``), in
    place; left as it was when the request writes no such clause."""
    from course_lib.sim.tools.action_tools import family, split_name
    from course_lib.sim.values.described_args import clause_value

    if family(split_name(spec.name)[0] or spec.name) == "read":
        return
    for name, schema in props.items():
        if (_type_of(schema or {}) != "string" or args.get(name) != query or not query
                or not _FREE_TEXT_NAMES.search(name) or _SEARCH_NAMES.match(name)):
            continue
        clause = clause_value(question)
        if clause:
            args[name] = clause


def _whole_value(figure: str, question: str) -> int | None:
    """A figure for a whole-number argument: itself when whole; a figure worked out by a unit
    conversion ("2 oz" for ``grams``: 56.7) rounded half up (57), never cut to 56, when that moves
    it by no more than the ``whole_rounding_share`` threshold; else ``None`` (the schema's safe
    value and the arguments limit), and for a fraction the question writes itself ("7.5" for a
    whole number): rounding what the user wrote would be a guess."""
    value = float(figure)
    if value.is_integer():
        return int(value)
    written = re.search(rf"(?<![\w.]){re.escape(figure)}(?![\w]|\.\d)", with_all_digits(question))
    if written:
        return None
    from decimal import ROUND_HALF_UP, Decimal

    from course_lib.sim.words.thresholds import threshold

    whole = int(Decimal(figure).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    if not whole or abs(whole - value) / abs(value) > threshold("whole_rounding_share"):
        return None  # "90 seconds" for whole minutes: 2 would be a third off
    return whole


def _measured_in_unit(name: str, schema: dict, spec: ToolSpec) -> bool:
    """A numeric argument measured in a unit its name or description names ("celsius",
    "temperature_c", "in millilitres"): a figure in no unit or in another is no value of it."""
    from course_lib.sim.values.field_readers import tail_unit_quantity

    said = said_unit(f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}")
    return bool(said) or tail_unit_quantity(name, "1 unit") is not None or _tail_unit_named(name)


def _tail_unit_named(name: str) -> bool:
    from course_lib.sim.values.field_readers import tail_unit_quantity

    # the name's own unit converts a quantity of itself ("celsius": "1 celsius" -> 1)
    last = re.split(r"[_\W]+", name.lower().strip("_"))[-1]
    return tail_unit_quantity(name, f"1 {last}") is not None or tail_unit_quantity(name, "1 degC") is not None


def _zh_values(args: dict[str, Any], props: dict, question: str, unfilled: list[str]) -> None:
    """A Chinese request's journey and options read by kind (``values.zh_values``): an origin
    argument takes the start of "从上海到杭州", a destination argument its end, an enum its option
    written in Chinese ("二等座": "second"), in place of nothing or of the request's words."""
    from course_lib.sim.values.zh_values import option, route, route_end

    journey = route(question)
    for name, schema in props.items():
        schema = schema or {}
        options = schema.get("enum") or _enum_in_any_of(schema)
        if options:
            value = option(question, list(options)) if name in unfilled else None
        elif _type_of(schema) == "string" and journey and (end := route_end(name, str(schema.get("description") or ""))):
            value = journey[0] if end == "start" else journey[1]
        else:
            continue
        if value is not None:
            args[name] = value
            if name in unfilled:
                unfilled.remove(name)


def _measured_things(spec: ToolSpec, question: str, args: dict[str, Any], props: dict, unfilled: list[str]) -> None:
    """A tool with one argument measured in a unit and one text argument naming a thing (lexicon
    ``measured_thing_fields``: "name", "ingredient", "product"): the text argument is
    what the request's one measured quantity measures ("add 6 ounces of plain flour" for
    ``add_ingredient(name, grams)``: "plain flour"; ``counted_things.measured_thing``), whatever
    another reading filled in; left as it is when no one measured thing is read, in place."""
    from course_lib.sim.values.counted_things import measured_thing

    texts = [n for n, sch in props.items() if _type_of(sch or {}) == "string"
             and not ((sch or {}).get("enum") or _enum_in_any_of(sch or {}))]
    measured = [n for n, sch in props.items() if _type_of(sch or {}) in ("integer", "number")
                and _measured_in_unit(n, sch or {}, spec)]
    if len(texts) != 1 or len(measured) != 1:
        return
    name = texts[0]
    from course_lib.sim.words.cues import lexicon

    if re.split(r"[_\W]+", name.lower().strip("_"))[-1] not in lexicon("measured_thing_fields"):
        return  # "station" for "1.2 cm of rain": where it was measured, not what
    # (it replaces what another reading filled in: "Used 3 kg of flour for the rye batch" is flour,
    # never "rye batch", the object of "for")
    thing = measured_thing(question)
    if thing:
        args[name] = re.sub(r"^(?:the|some|a|an|my|our)\s+", "", thing, flags=re.IGNORECASE)  # "the navy linen"
        if name in unfilled:
            unfilled.remove(name)


def _whole_addresses(args: dict[str, Any], props: dict, question: str, unfilled: list[str]) -> None:
    """A string argument whose value is part of an e-mail address, URL or phone number the
    question writes ("ana" of "ana@kestrelworks.io" for ``to``) takes the whole address: an
    address is one token, never cut at "@", "." or "/". A recipient argument nothing filled
    takes the question's one e-mail address."""
    from course_lib.sim.words.net_addresses import EMAIL_RE, URL_RE

    spans = [(m.start(), m.end()) for pattern in (URL_RE, EMAIL_RE, _PHONE_RE) for m in pattern.finditer(question)]
    if not spans:
        return
    emails = email_values(question)
    for name in [n for n in unfilled if _PAID_FIELD_RE.search(n) and _type_of(props.get(n) or {}) == "string"]:
        if len(emails) == 1:
            args[name] = emails[0]
            unfilled.remove(name)
    for name, value in list(args.items()):
        schema = props.get(name) or {}
        if not isinstance(value, str) or not value.strip() or _type_of(schema) != "string" or schema.get("enum"):
            continue
        for a, b in spans:
            whole = question[a:b].rstrip(".")
            at = whole.find(value.strip())
            if at >= 0 and value.strip() != whole:
                args[name] = whole
                break


# a phone number: a leading plus, then digits grouped by spaces, dots, dashes or brackets
_PHONE_RE = re.compile(r"(?<![\w@])\+?\d[\d\s().-]{6,}\d(?![\w@])")


def _zero_said(name: str, schema: dict, spec: ToolSpec, question: str) -> bool:
    """A word of the question that means none of what the argument counts ("direct" / "non-stop"
    for ``max_stops``, "sugar-free" for ``sugar_grams``; data: ``lexicons.yaml`` ``zero_words``)."""
    from course_lib.sim.material.record_keys import name_words
    from course_lib.sim.words.cues import lexicon

    said = f"{name_words(name)} {schema.get('description') or ''} {docstring_arg(spec.description, name)}"
    nouns = {stem(w) for w in raw_tokens(said)}
    low = question.lower()
    return any(stem(noun) in nouns and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", low)
               for word, noun in (entry.split("/", 1) for entry in sorted(lexicon("zero_words"))))


def _ids_not_taken(
    args: dict[str, Any], props: dict, required: list[str], unfilled: list[str], question: str, query: str
) -> None:
    """An id argument read from the question's ids takes one no other argument took ("Send 250
    euros to DE89... ": the amount's 250 or the IBAN is no ``reference``): of two id arguments the
    first keeps the id, a later one takes the next free id, else it is unset (a required one is
    left unfilled: a stated limit follows)."""
    said = id_values(question)
    id_fields = [n for n in props if is_id_name(n) and _type_of(props[n] or {}) == "string"]
    for i, name in enumerate(id_fields):
        if name in unfilled or not isinstance(args.get(name), str) or args[name] not in said:
            continue
        others = {k: v for k, v in args.items() if k not in id_fields or k in id_fields[:i]}
        free = free_ids(question, others, name)
        if args[name] in free:
            continue
        if free:
            args[name] = free[0]
        elif name in required:
            args[name] = _fallback(props.get(name) or {}, query)
            unfilled.append(name)
        else:
            del args[name]


def _labels_not_taken(
    args: dict[str, Any], props: dict, required: list[str], unfilled: list[str], question: str, query: str
) -> None:
    """An id and its noun ("hive 3") belong to the id argument: another text argument whose value
    holds that phrase ("on hive 3" for a treatment) is left unfilled (required: a stated limit)."""
    phrases = []
    for name in props:
        label = labelled_id(question, name) if is_id_name(name) else None
        if label and args.get(name) == label:
            phrases.append(re.compile(rf"\b{re.escape(id_label(name) or '')}s?\s+\S*{re.escape(label)}\b", re.I))
    for name, value in list(args.items()):
        if (is_id_name(name) or name in unfilled or not isinstance(value, str) or value == query
                or not any(p.search(value) for p in phrases)):
            continue
        if name in required:
            args[name] = _fallback(props.get(name) or {}, query)
            unfilled.append(name)
        else:
            del args[name]


def free_ids(question: str, args: dict[str, Any], ident: str) -> list[str]:
    """The ids the question writes (``id_values``) that no other argument took: not another
    argument's text ("DE89..." of ``to_iban``) nor a number another argument holds ("250" of
    ``amount``). One call per id is made of these only."""
    from course_lib.sim.words.figure_forms import plain_figures

    question = plain_figures(question)  # "CHF 1'250.00" is one amount, no ids "CHF 1" and "250"
    taken_texts = {str(v).strip().lower() for k, v in args.items()
                   if k != ident and isinstance(v, str) and v.strip()}
    taken_numbers = {float(v) for k, v in args.items()
                     if k != ident and isinstance(v, (int, float)) and not isinstance(v, bool)}
    # a year inside a date another argument took ("until the first of May 2027") is no id
    dated = any(isinstance(v, str) and ISO_DAY_RE.fullmatch(v.strip()) for k, v in args.items() if k != ident)
    in_dates = {question[a:b].lower() for a, b in date_spans(question)} if dated else set()
    taken_numbers |= {float(int(n)) for n in taken_numbers}  # "12480" of an amount 12480.50: its whole part
    found = [i for i in id_values(question)
             if i.lower() not in taken_texts and _as_float(i.replace(",", "")) not in taken_numbers
             and not any(re.search(rf"(?<![\w-]){re.escape(i.lower())}(?![\w-])", d) for d in in_dates)]
    own = args.get(ident)
    if isinstance(own, str) and own.strip() and any(i != own and i in own for i in found):
        # "RM 4471 0923 5GB" read whole after its noun: its groups are parts of one id, no ids of their own
        found = [own, *(i for i in found if i != own and i not in own)]
    return found


ISO_DAY_RE = re.compile(r"\d{4}-\d{2}-\d{2}")  # a date an argument holds, as the date readers write it


# an argument for the person paid or sent to (``payees``): "recipient", "payee", "contact", "friend"
_PAID_FIELD_RE = re.compile(r"(?:^|_)(?:recipient|receiver|addressee|payee|contact|friend|to_name|to_person)(?:_name)?(?:_|$)|^to$",
                            re.IGNORECASE)


def _for_object(value: str, question: str) -> bool:
    """``value`` is written in the question only as what something is for ("for the petrol")."""
    found = list(re.finditer(rf"(?<![\w-]){re.escape(value.strip())}(?![\w-])", question, re.IGNORECASE))
    return bool(found) and all(re.search(r"\bfor\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+|her\s+|his\s+)?$",
                                         question[: m.start()], re.IGNORECASE) for m in found)


_PERSON_END_RE = re.compile(r"(?:^|_)(?:sender|payer|recipient|receiver|addressee|payee)(?:_|$)", re.IGNORECASE)


def _at_its_end(name: str, value: str, question: str) -> bool:
    """Whether ``value`` follows the preposition of the end the field ``name`` is ("from Ana" for a
    sender, "to Tom" for a recipient): that field keeps a name the question says once."""
    end = _ENDPOINT_FIELD_RE.search(name)
    if not end:
        return False
    wanted = _FROM_RE if end.group(1) else _TO_RE
    return any(m.group(1).strip().lower() == value for m in wanted.finditer(question))


def _one_field_per_value(
    args: dict[str, Any], props: dict, required: list[str], unfilled: list[str], question: str, query: str
) -> None:
    """A name the question says once fills one argument ("hotels in Basel": location, not name
    too; "flights to Oslo": not departure and arrival both); dates and ids keep their own rules. It stays in the field the question
    places it in (a place field for a value after in / at / to / near), else the first field;
    an optional field loses it, a required one is left unfilled (a stated limit follows)."""
    by_value: dict[str, list[str]] = {}
    for name, value in args.items():
        if (isinstance(value, str) and re.search(r"[^\W\d_]", value) and not re.search(r"\d", value)
                and not _QUERY_NAMES.match(name) and name not in unfilled):  # a name, not a date or an id
            by_value.setdefault(value.strip().lower(), []).append(name)
    for value, fields in by_value.items():
        if len(fields) < 2 or len(re.findall(rf"(?<!\w){re.escape(value)}(?!\w)", question.lower())) > 1:
            continue
        placed = value in [p.lower() for p in place_values(question)]
        keep = next((f for f in fields if placed and PLACE_FIELD_RE.search(f) and not _ENDPOINT_FIELD_RE.search(f)),
                    None) or next((f for f in fields if _at_its_end(f, value, question)), fields[0])
        for name in fields:
            if name == keep:
                continue
            if name in required:
                args[name] = _fallback(props.get(name) or {}, query)
                unfilled.append(name)
            else:
                del args[name]


def _dated_field(name: str, schema: dict) -> bool:
    """A field that takes a date or a time, by its name (in the field readers' languages too: "dia", "hora")
    or its format: the stated today is its anchor, never text to drop."""
    fmt = str(schema.get("format") or "")
    return (bool(_DATED_NAME_RE.search(name)) or fmt == "date-time" or is_date_field(name, "", fmt)
            or is_time_field(name, "", fmt))


def dates_by_field(
    props: dict[str, Any], required: list[str], question: str, tool_description: str
) -> dict[str, str | None] | None:
    """The date each date field of a tool with two or more takes, when the question writes its
    dates as ISO dates: a start / from field the first, an end / to field the last, the others
    required first, in the signature's order ("leaving 2026-05-14, back 2026-05-21"). A field left without a date
    of its own gets none (``None``): one date never fills both ends of a range or trip. A
    start / end field of a tool whose description speaks of dates is a date field too.
    ``None`` for a tool with fewer than two date fields, or a question with no ISO date."""
    dated_tool = bool(re.search(r"\bdates?\b|YYYY", tool_description, re.IGNORECASE))
    strings = [n for n, sch in props.items() if _type_of(sch or {}) == "string"]
    fields = [n for n in strings if is_date_field(
        n, str((props[n] or {}).get("description", "")), str((props[n] or {}).get("format") or ""))]
    if not fields and dated_tool:  # days_between(start, end), "two calendar dates"
        fields = [n for n in strings if _ENDPOINT_FIELD_RE.search(n) and not _NAME_FIELD_RE.search(n)]
    dates = date_values(question)
    if len(fields) < 2 or not dates:
        return None

    def rank(name: str) -> int:
        end = _ENDPOINT_FIELD_RE.search(name)
        return 1 if not end else 0 if end.group(1) else 2

    def order(name: str) -> tuple:  # (the required list keeps the signature's order; properties may not)
        needed = name in required
        return rank(name), not needed, required.index(name) if needed else fields.index(name)

    ordered = sorted(fields, key=order)
    out: dict[str, str | None] = dict.fromkeys(fields)
    left = list(dates)
    for name in ordered:
        if rank(name) == 2 and len(dates) > 1:
            out[name] = dates[-1] if dates[-1] in left else None
            if out[name] in left:
                left.remove(out[name])
        elif left:
            out[name] = left.pop(0)
    return out


_COUNTED_RE = re.compile(r"(?<![\w.,-])(\d+(?:\.\d+)?)(?:\s+(?:more\s+|extra\s+)?|-)([A-Za-z]{3,})")  # "4 seats", "a 2-seater"
_OF_NOUN_RE = re.compile(r"\b(?:(?:number|count|amount|quantity) of|roll|book|reserve|order|buy) `?([A-Za-z]{3,})`?(?: ([A-Za-z]{3,}))?",
                         re.IGNORECASE)


_UNIT_FIELD_RE = re.compile(r"unit|measure", re.IGNORECASE)


def _conversion_units(question: str, props: dict) -> tuple[str, str] | None:
    """(the unit the quantity is in, the unit asked for) of a conversion question, for a tool
    with from/to unit fields; else ``None``."""
    if sum(bool(_UNIT_FIELD_RE.search(n) and _ENDPOINT_FIELD_RE.search(n)) for n in props) < 2:
        return None
    from course_lib.sim.words.conversion import conversion

    found = conversion(question)
    return (found[1], found[2]) if found else None


def _clock_only(number: str, question: str) -> bool:
    """Whether the question writes ``number`` only as a clock time: "at 8" beside a time of day
    ("tonight at 8"), or "8pm", "8 o'clock"; no count of anything."""
    text = with_all_digits(question)
    found = list(re.finditer(rf"(?<![\w.:]){re.escape(number)}(?![\w]|[.:]\d)", text))
    if not found or not _CUE.clock_context.search(text):
        return False
    return all(_CUE.clock_before.search(text[:m.start()]) or _CUE.clock_after.match(text[m.end():]) for m in found)


def _unlabelled_code(question: str, described: str, found: list[str]) -> str | None:
    """The whole code the question writes with no label ("rm 4471 0923 uk", "3900 2217 58 x") for an
    argument whose name or description names a code's kind (``code_kind`` in data/sim/patterns.yaml), when
    it holds the id read first; ``None`` otherwise."""
    if not _CUE.code_kind.search(described):
        return None
    from course_lib.sim.values.labelled_ids import unlabelled_code

    span = unlabelled_code(question)
    if span is None:
        return None
    code = question[span[0]:span[1]]
    squeezed = code.replace(" ", "")
    if found and found[0].replace(" ", "") not in squeezed:
        return None
    return code


def _counted_numbers(question: str) -> dict[str, str]:
    """Each number written before a noun, by the noun's stem ("3 dice", "12 sides", "four seats",
    "one change"); a group word is its product ("a dozen tickets": 12 tickets, ``ordered_counts``)."""
    from course_lib.sim.values.field_readers import smaller_part_of, unfused_number_words
    from course_lib.sim.values.ordered_counts import with_group_counts

    out: dict[str, str] = {}
    text = with_group_counts(with_all_digits(unfused_number_words(question)))  # "a two-seater": 2 seater
    for m in _COUNTED_RE.finditer(text):
        if smaller_part_of(text[: m.start()], m.group(2)):
            continue  # "2 hours and 5 minutes": 5 counts no minutes alone
        out.setdefault(stem(m.group(2).lower()), m.group(1))
    return out


def rate_number(name: str, question: str) -> str | None:
    """The number a question writes as a rate of the unit a field's name is per ("1.72 a litre",
    "3 per kg", "12/hour" for ``price_per_litre``, ``cost_per_kg``, ``pay_per_hour``), else ``None``."""
    m = re.search(r"(?:^|_)per_([a-z]+)$", name.lower())
    if not m:
        return None
    unit = stem(m.group(1))
    found = {n.group(1) for n in re.finditer(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:an?|per|each|/)\s*([A-Za-z]+)",
                                            with_digits(question)) if stem(n.group(2).lower()) == unit}
    return found.pop() if len(found) == 1 else None


def _written_once(number: str, question: str) -> bool:
    """Whether the question writes the figure ``number`` once ("48.6", not "48.6 ... 48.6")."""
    from course_lib.sim.values.field_readers import unfused_number_words

    return len(re.findall(rf"(?<![\w.]){re.escape(number)}(?![\w]|\.\d)",
                          with_all_digits(unfused_number_words(question)))) <= 1  # "a two-seater for 2 hours": twice


def _paired_number(name: str, schema: dict, tool_description: str, counted: dict[str, str]) -> str | None:
    """The number the question writes before the noun this field counts: a word of its name
    ("sides", "attendees"), or the noun its own or the tool's description counts ("a number of
    seats", "roll `count` dice") for a field named only ``count`` / ``n``. ``None`` otherwise."""
    if not counted:
        return None
    parts = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    # the noun after "per" is a rate's unit, not what the field counts ("price_per_litre")
    words = [w for i, w in enumerate(parts) if len(w) >= 3 and w != "per" and "per" not in parts[:i]]
    for w in words:
        if stem(w) in counted:
            return counted[stem(w)]
    if re.fullmatch(r"(?:count|n|num|number|quantity|qty|how_many)", name, re.IGNORECASE):
        for text in (str(schema.get("description", "")), tool_description):
            for m in _OF_NOUN_RE.finditer(text):
                for word in (m.group(1), m.group(2)):  # "a number of seats", "roll `count` dice"
                    if word and stem(word.lower()) in counted:
                        return counted[stem(word.lower())]
    return None


# a count field named for people ("players", "guests", "party_size", "attendees"): the number the
# question writes with its people noun ("for four people", "a party of 5"), whatever the noun
_DATED_NAME_RE = re.compile(r"date|day|when|time|deadline|due|start|end|from|until|since", re.IGNORECASE)
_PEOPLE_NAME_RE = re.compile(
    r"(?:^|_)(?:players|people|persons|guests|party(?:_size)?|pax|diners|attendees|participants|"
    r"travell?ers|passengers|adults|headcount)(?:_|$)", re.IGNORECASE)
# a number field for the hour of a time of day ("hour", "start_hour"; "hours" is a duration):
# the 24-h hour of the time the question states ("6pm": 18), unless its description says a duration
_CLOCK_HOUR_RE = re.compile(r"(?:^|_)hour(?:_of_day)?(?:_|$)", re.IGNORECASE)
_DURATION_SAID_RE = re.compile(r"(?:duration|how long|how many hours|number of hours|lasts?)", re.IGNORECASE)
_PERCENT_FIELD_RE = re.compile(r"percent|pct|rate|ratio|share", re.IGNORECASE)
_PERCENT_RE = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)", re.IGNORECASE)


def _percent_numbers(question: str) -> list[str]:
    return _PERCENT_RE.findall(question)


def fills_typed_value(spec: ToolSpec, question: str, query: str) -> bool:
    """Whether the question gives the tool a typed value: a number, a yes/no or one of an enum read
    into one of its arguments (not only its words as a text argument)."""
    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    args, unfilled = args_and_unfilled(spec, question, query)
    for name, value in args.items():
        schema = props.get(name) or {}
        if name in unfilled or isinstance(value, str) and not (schema.get("enum") or _enum_in_any_of(schema)):
            continue
        if (_type_of(schema) in ("integer", "number", "boolean") or schema.get("enum")
                or _enum_in_any_of(schema)) and value not in (None, "", 0, False):
            return True
    return False


def guessed_required(spec: ToolSpec, question: str, query: str) -> list[str]:
    """Required typed fields whose value would be a guess: an id, a number, a yes/no, one of an
    enum, a currency, a date (by name, format or pattern), and the question holds no value of
    that kind. A plain string field is not among them: the question's words are what a model
    passes there too ("250 kg to lb"). Calling with a made-up id or a zero count is the confident
    wrong call to avoid."""
    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    args, unfilled = args_and_unfilled(spec, question, query)
    # Two or more short string fields nothing read would all get the question's words: one
    # text cannot be both a time and a time zone, so each is a guess.
    shared = len([n for n in unfilled if _type_of(props.get(n) or {}) == "string"
                  and "default" not in (props.get(n) or {}) and not _FREE_TEXT_NAMES.search(n)]) >= 2
    out = []
    for name in unfilled:
        schema = props.get(name) or {}
        if "default" in schema:
            continue
        kind = _type_of(schema)
        typed = (
            kind in ("integer", "number", "boolean", "object", "array")  # (an empty list is no answer either)
            or bool(schema.get("enum") or _enum_in_any_of(schema))
            or _is_currency_field(name, schema)
            or (kind == "string" and (
                bool(is_id_name(name) or schema.get("pattern") or schema.get("format"))
                or bool(_value_kind(name, schema, spec.description))
                or bool(DATE_FIELD_RE.search(name))
                or is_time_field(name, str(schema.get("description", "")), str(schema.get("format") or ""))
                or (not _FREE_TEXT_NAMES.search(name) and (shared or _spans_other_values(args, name)))
                or (_is_asked_thing(spec, name) and bool(_COMMAND_RE.match(question)))  # "Find jobs": no thing
                or names_a_thing(spec, name)
                or is_purpose_field(name)  # a timer's label, a reminder's note: no phrase for it, no bag either
                or bool(_PAID_FIELD_RE.search(name))  # the person paid: a name, never the question's words
                or (not _QUERY_NAMES.match(name) and nothing_left(question, _used_words(spec, args, name)))
                # a person's name no name of the question filled: the question's words would be a guess
                or _names_a_person(name, schema)
                # a tool's free-text attribute ("flavour", "area") no phrase of the request names
                or (len(props) >= 2 and not _FREE_TEXT_NAMES.search(name) and not _QUERY_NAMES.match(name))
                or _named_only_by_pronoun(spec, name, schema, question)))  # "Mute him": "username" unnamed
        )
        if typed:
            out.append(name)
    return out


def _is_described_text(name: str, schema: dict, spec: ToolSpec) -> bool:
    """A plain string argument no typed reader owns (no query, id, date, time, pattern or value
    kind): what ``described_args`` may fill from the request's own phrase for it."""
    desc, fmt = str(schema.get("description") or ""), str(schema.get("format") or "")
    return (_type_of(schema) == "string" and not _QUERY_NAMES.match(name) and not is_id_name(name)
            and not schema.get("pattern") and not fmt and not schema.get("enum")
            and not is_date_field(name, desc, fmt) and not is_time_field(name, desc, fmt)
            and not _value_kind(name, schema, spec.description))


def _used_words(spec: ToolSpec, args: dict[str, Any], name: str) -> str:
    """The tool's own words and the other arguments' values: what a free-text argument's value is not."""
    others = " ".join(str(v) for k, v in args.items() if k != name and isinstance(v, (str, int, float)))
    return f"{spec.name.replace('_', ' ')} {spec.description} {others}"


def _names_a_person(name: str, schema: dict) -> bool:
    """The argument holds a person's name ("name", "member", "full_name"): the field readers' kind."""
    from course_lib.sim.values.field_readers import kind_of

    return kind_of(Field.of(name, str(schema.get("description") or ""), "string",
                            str(schema.get("format") or ""))) in ("person", "name_part")


# a command that asks a tool to look something up ("Find ...", "Search for ...", "Look up ...",
# "Show me ...", "Can you list ..."): what follows is the thing, with the tool's own nouns
_COMMAND_RE = re.compile(
    r"^\W*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
    r"(?:find|search(?:\s+for)?|look\s+(?:for|up)|show(?:\s+me)?|get(?:\s+me)?|list|give\s+me|fetch|"
    r"browse|pull\s+up|bring\s+up)\s+(?:me\s+)?",
    re.IGNORECASE,
)
# where the thing's phrase ends: a preposition or a clause after it ("jobs in Leeds", "that pay ...")
_THING_END_RE = re.compile(
    r"[,.;:!?]|\s(?:in|at|near|on|with|for|from|over|under|above|below|around|by|paying|that|which|who|"
    r"where|within|starting|posted|and|or)\s",
    re.IGNORECASE,
)
_THING_LEADING = frozenset("a an the some any all me my our new".split())
_MAX_THING_WORDS = 4


def _is_asked_thing(spec: ToolSpec, name: str) -> bool:
    """A required plain string argument no reader of a kind fills and no free-text name takes the
    whole question for ("title" of a job search): the thing a command asks the tool for."""
    schema = ((spec.parameters or {}).get("properties") or {}).get(name) or {}
    return (_type_of(schema) == "string" and "default" not in schema and not schema.get("enum")
            and not _FREE_TEXT_NAMES.search(name) and not _QUERY_NAMES.match(name)
            and not _NAME_FIELD_RE.search(name) and not is_id_name(name)
            and not schema.get("pattern") and not schema.get("format") and not names_a_thing(spec, name)
            and not _value_kind(name, schema, spec.description)  # an email, a URL: its pattern's or nothing
            # a date or a time is read by its reader or not at all, never a command's words ("time": "us")
            and not is_date_field(name, str(schema.get("description") or ""))
            and not is_time_field(name, str(schema.get("description") or "")))


def _commanded_thing(spec: ToolSpec, question: str, others: dict[str, Any]) -> str | None:
    """The thing a command asks the tool for ("Find remote data engineer jobs" -> "data engineer"):
    the words after the command verb up to a preposition or the clause's end, without the words
    other arguments took ("remote" of ``remote_only``, a number, an enum value), the tool's own
    nouns ("jobs" of ``search_jobs``) and articles; ``None`` for a question that is no such
    command, or when no word (or more than ``_MAX_THING_WORDS``) is left."""
    m = _COMMAND_RE.match(question)
    if not m:
        return None
    rest = question[m.end():]
    end = _THING_END_RE.search(" " + rest + " ")
    words = (" " + rest + " ")[:end.start()].split() if end else rest.split()
    taken: set[str] = set()
    for arg, value in others.items():
        if value is True:  # a flag the question named ("remote" for remote_only)
            taken |= {stem(w) for w in re.split(r"[_\W]+", arg.lower()) if len(w) > 2 and w not in _FLAG_GENERIC}
        elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
            taken |= {stem(w) for w in raw_tokens(str(value))}
    own = {stem(w) for w in raw_tokens(f"{spec.name.replace('_', ' ')} {spec.description}")}
    kept = [w for w in words if not w.isdigit() and not all(  # "part-time" of a part_time flag
        stem(p) in taken for p in re.split(r"[-'\"]+", w.lower()) if p)]
    while kept and (kept[0].lower() in _THING_LEADING or stem(kept[0].lower()) in own):
        kept.pop(0)
    while kept and (kept[-1].lower() in _THING_LEADING or stem(kept[-1].lower()) in own):
        kept.pop()  # "data engineer jobs" of a tool that searches jobs: "data engineer"
    if not kept or len(kept) > _MAX_THING_WORDS:
        return None
    return " ".join(kept)


def is_typed_value(spec: ToolSpec, name: str) -> bool:
    """The argument ``name`` takes a value of a type a text gives unmistakably: an id, a number,
    a date or a time (by its name, type or format), no enum (the kinds ``surely_absent`` judges)."""
    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    schema = props.get(name) or {}
    kind, fmt, desc = _type_of(schema), str(schema.get("format") or ""), str(schema.get("description") or "")
    figured = (kind in ("integer", "number") and not schema.get("enum")) or is_id_name(name) or fmt == "uuid"
    dated = is_date_field(name, desc, fmt) or is_time_field(name, desc, fmt) or fmt == "date-time"
    return (figured or dated) and not schema.get("enum") and not _enum_in_any_of(schema)


def surely_absent(spec: ToolSpec, question: str, name: str) -> bool:
    """The question certainly gives no value for the argument ``name``: an id, a number, a date
    or a time (by its name, type or format), and the question, without the values it gives the
    other arguments, writes no figure (digits or number words), no date or time and no day word
    ("the lamp I looked at yesterday" names no SKU; "Refund 12.40" gives the amount, no payment
    id; "sometime" is no time; a date or time field also needs no day word, "yesterday"). Then not calling and asking for it is right, not a limit; a
    name, an enum value or free text may be written in words it cannot read, so never those."""
    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    schema = props.get(name) or {}
    kind, fmt, desc = _type_of(schema), str(schema.get("format") or ""), str(schema.get("description") or "")
    figured = (kind in ("integer", "number") and not schema.get("enum")) or is_id_name(name) or fmt == "uuid"
    dated = is_date_field(name, desc, fmt) or is_time_field(name, desc, fmt) or fmt == "date-time"
    if not (figured or dated) or schema.get("enum") or _enum_in_any_of(schema):
        return False
    if coded_value(name, question):
        return False  # "postcode LS6 2QT": the question writes a code right after the argument's noun
    args = fill_args(spec, question, question)
    # the values read for the other typed arguments ("A-77120" the order id); a free-text one
    # ("reason") may hold any of the question's words, so it takes none of them away
    given = [v for k, v in args.items() if k != name and not isinstance(v, bool) and isinstance(v, (str, int, float))
             and not (isinstance(v, str) and is_free_text(spec, k))
             and not (isinstance(v, str) and v.strip() == question.strip())]  # (a fallback of the whole question)
    rest = with_all_digits(question)  # "a table for two": a figure
    taken_times = {v for k, v in args.items() if k != name and isinstance(v, str) and re.fullmatch(r"\d{2}:\d{2}", v)}
    for a, b, hhmm in reversed(time_spans(rest)):
        if hhmm in taken_times:  # "for 8pm" given as the time "20:00": no figure left for a count
            rest = rest[:a] + " " * (b - a) + rest[b:]
    for value in given:
        if isinstance(value, str) and value:
            rest = rest.replace(value, " ")
    numbers = {float(v) for v in given if isinstance(v, (int, float))}
    rest = _NUM_RE.sub(lambda m: " " if _as_float(m.group(0)) in numbers else m.group(0), rest)  # "12.40": the amount
    if any(c.isdigit() for c in rest):
        return False
    if kind in ("integer", "number") and _REFERENCE_RE.search(rest):
        return False  # "Divide that by 2": the figure is one said before, unresolved, not absent
    if kind in ("integer", "number") and _CUE.amount_words.search(rest):
        return False  # "in half an hour": an amount in words it does not turn into a figure
    from course_lib.sim.values.family_counts import names_people

    if kind in ("integer", "number") and names_people(question):
        return False  # "for me, my son and his friend": people counted in words, not a figure
    if dated:
        from course_lib.sim.words.quantities import value_types

        return not (_CALENDAR_WORD_RE.search(rest) or value_types(rest) & {"date", "time", "duration"})
    return True


def asked_as(spec: ToolSpec, name: str) -> str:
    """How a reply asks the user for the argument ``name``: "date and time" for a date-time
    one, else its name in words ("payment_id": "payment id")."""
    schema = ((spec.parameters or {}).get("properties") or {}).get(name) or {}
    if str(schema.get("format") or "") == "date-time":
        return "date and time"
    return name.replace("_", " ")


_REFERENCE_RE = re.compile(r"\b(?:that|this|it|those|these|the (?:result|answer|total|same))\b|那|这|它|结果",
                           re.IGNORECASE)


def _as_float(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def _value_kind(name: str, schema: dict, tool_said: str = "") -> str | None:
    """The kind of value pattern a (non free-text) string field holds: an email, a URL, ..."""
    if _FREE_TEXT_NAMES.search(name):  # "email_body", "url_notes": text about one, not one
        return None
    return string_value_kind(name, str(schema.get("format") or ""), f"{schema.get('description') or ''} {tool_said}")


def _spans_other_values(args: dict[str, Any], name: str) -> bool:
    """The words that would fill ``name`` (a short value such as a pattern or a recipient) hold
    another argument's value too ("need 3.5 metres paisley fabric" with ``length_m=3.5``): they
    are the question, not the value, so passing them would be a guess."""
    words = set(str(args.get(name, "")).lower().split())
    others = {str(v).lower() for k, v in args.items() if k != name and v not in (None, "", 0, False)}
    others |= {o[:-2] for o in others if o.endswith(".0")}
    if words & others:
        return True
    # "Renew the permit for 231-D-4471 until the last day of June 2029": the date read from those words
    from course_lib.sim.words.calendar_dates import ISO_DATE_RE, date_value

    dates = {o for o in others if ISO_DATE_RE.fullmatch(o)}
    return bool(dates) and date_value(str(args.get(name, ""))) in dates


_LIST_OF_RE = re.compile(r"\b(?:comma[- ]separated )?list of (?:the )?([a-z]+?)s?\b", re.IGNORECASE)
LISTED_CAP = 8  # a listing this short is passed whole when the question names none of its items


def listed_noun(name: str, schema: dict) -> str:
    """The noun a string field takes a list of ("Input to this tool is a comma-separated list of
    tables" -> "table"; ``table_names`` -> "table"), or ""."""
    if _type_of(schema) != "string":
        return ""
    found = _LIST_OF_RE.search(str(schema.get("description") or ""))
    if found:
        return stem(found.group(1).lower())
    named = re.fullmatch(r"([a-z]+)_names", name, re.IGNORECASE)
    return stem(named.group(1).lower()) if named else ""


def listed_items(noun: str, shown: tuple[str, ...] | list[str]) -> list[str]:
    """The items of the last listing of ``noun`` the conversation showed since the question
    ("Available tables: Album, Artist, Track"), or []."""
    label = re.compile(rf"\b{re.escape(noun)}\w*\s*:\s*([^\n]+)", re.IGNORECASE)
    for text in reversed(shown):
        found = label.search(text)
        if found:
            items = [i.strip(" .'\"`[]") for i in found.group(1).split(",")]
            items = [i for i in items if re.fullmatch(r"[A-Za-z_][\w.]{0,63}", i)]
            if len(items) >= 2:
                return items
    return []


def listed_value(name: str, schema: dict, question: str, shown: tuple[str, ...] | list[str]) -> str | None:
    """A list-of-X argument read from the listing the conversation showed: the items the question
    names (by stem: "rides" -> Ride), else the whole listing when it is short (a superset is safe
    for a read-only look-up, a subset a guess); ``None`` when there is no listing, or a long one
    the question names nothing of."""
    noun = listed_noun(name, schema)
    items = listed_items(noun, shown) if noun else []
    if not items:
        return None
    words = {stem(w) for w in raw_tokens(question)}
    named = [i for i in items if stem(i.lower()) in words]
    if len(items) <= LISTED_CAP:
        return ", ".join(items)
    return ", ".join(named) if named else None


SHOWN_ENUM_TEXTS = 8  # the latest texts shown since the question that an enum value is looked for in
_SHOWN_ENUM_CHARS = 4000  # of each, its first characters


def shown_enum_value(schema: dict, shown: tuple[str, ...] | list[str]) -> Any:
    """The one value of an enum argument that the conversation showed since the question (another
    agent's tool result "aruba" for ``location: Literal["aruba", "turks and caicos"]``), read from
    the latest text that names any value; ``None`` when no text names one, or the latest names
    several."""
    values = schema.get("enum") or _enum_in_any_of(schema)
    if not values:
        return None
    for text in list(shown)[::-1][:SHOWN_ENUM_TEXTS]:
        head = text[:_SHOWN_ENUM_CHARS]
        named = [v for v in values if isinstance(v, str) and v.strip()
                 and re.search(rf"(?<!\w){re.escape(v)}(?!\w)", head, re.IGNORECASE)]
        if named:
            return named[0] if len(named) == 1 else None
    return None


def safe_value(schema: dict) -> Any:
    """The schema's own safe value for a field nothing fills: its default, else an empty one."""
    if "default" in schema:
        return schema["default"]
    kind = _type_of(schema)
    return {"integer": 0, "number": 0, "boolean": False, "array": [], "object": {}}.get(kind, "")


def unfilled_required(spec: ToolSpec, question: str, query: str) -> list[str]:
    """Required fields the question gives no value for (a tool that cannot be called well)."""
    return args_and_unfilled(spec, question, query)[1]


def typed_fields_filled(spec: ToolSpec, question: str, query: str) -> int:
    """How many typed fields (a currency, an id, a date) the question fills. A date counts when the
    question writes it in full, with its year ("on 20th July, 1969" for ``date_input``): a relative
    day ("on Friday") is too common in questions to tell tools apart."""
    from course_lib.sim.words.calendar_dates import written_dates

    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    args = fill_args(spec, question, query)
    written = {iso for _, iso in written_dates(question)}
    count = 0
    for name, value in args.items():
        schema = props.get(name) or {}
        if value in (None, "", query) or name not in props:
            continue
        if is_id_name(name) and value == labelled_id(question, name) and value not in id_values(question):
            continue  # "hive B": its noun already met the tool's words; the letter adds no sign
        if _is_currency_field(name, schema) or _money_code_field(name, schema, spec.description) or is_id_name(name):
            count += 1  # (a value from a listed set, e.g. a status, is too common a word to count)
        elif isinstance(value, str) and value in written and is_date_field(
                name, str(schema.get("description") or ""), str(schema.get("format") or "")):
            count += 1
        elif _STATUS_NAMES.search(name) and value in status_words(question) and re.match(r"[已待未]", str(value)):
            count += 1  # a Chinese state ("已逾期", "待支付") is a record's status, never a topic word
        elif (isinstance(value, int | float) and not isinstance(value, bool) and _temperature_written(question)
              and _takes_temperature(name, schema, spec)):
            count += 1  # "make it 68 Fahrenheit in here": a temperature for a tool that sets one
    return count


# a temperature written with its scale: "68 Fahrenheit", "82 degrees F", "21°C", "19 degrees Celsius"
_TEMPERATURE_WRITTEN_RE = re.compile(r"\d\s*(?:°\s*[CF]\b|degrees?\s+(?:C|F)\b|(?:degrees?\s+)?(?:celsius|centigrade|"
                                     r"fahrenheit)\b)", re.IGNORECASE)


def _temperature_written(question: str) -> bool:
    """A request for a setting that writes a temperature with its scale: a verb of the lexicon's
    ``setting_verbs``, and no question ("is 68 Fahrenheit warm enough?" asks, sets nothing)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.question_form import asks

    if not _TEMPERATURE_WRITTEN_RE.search(question) or "?" in question or asks(question):
        return False
    verbs = lexicon("setting_verbs")
    return any(w.lower() in verbs for w in raw_tokens(question))


def _takes_temperature(name: str, schema: dict, spec: ToolSpec) -> bool:
    """A numeric argument measured on a temperature scale (by its name, "celsius", "temp_f", or as
    its description says: "in degrees Celsius")."""
    from course_lib.sim.values.field_readers import tail_unit_quantity
    from course_lib.sim.words.units import scale_word

    said = said_unit(f"{schema.get('description') or ''} {docstring_arg(spec.description, name)} {spec.description}")
    return bool(said and scale_word(said)) or tail_unit_quantity(name, "1 degC") is not None


def is_free_text(spec: ToolSpec, name: str) -> bool:
    """A string field any text can fill (a query, a message, a topic), not a typed value."""
    schema = ((spec.parameters or {}).get("properties") or {}).get(name) or {}
    if _type_of(schema) != "string" or schema.get("enum") or _is_currency_field(name, schema):
        return False
    if is_id_name(name) or schema.get("pattern") or schema.get("format"):
        return False
    if _NAME_FIELD_RE.search(name) or listed_values(str(schema.get("description", ""))):
        return False
    return not names_a_thing(spec, name)


# --- currencies ------------------------------------------------------------------------------


def foreign_amounts(spec: ToolSpec, question: str) -> dict[str, tuple[str, str]]:
    """The numeric arguments whose currency (by name, description, or the tool's description
    when it is the tool's one number and no argument names a currency) differs from the one
    the question writes its amount in: name -> (written, wanted) (``field_currency``)."""
    from course_lib.sim.values.field_currency import foreign_amount

    props: dict[str, Any] = (spec.parameters or {}).get("properties") or {}
    numeric = [n for n, sch in props.items() if _type_of(sch or {}) in ("integer", "number") and not (sch or {}).get("enum")]
    if not numeric:
        return {}
    alone = len(numeric) == 1 and not any(_is_currency_field(n, props[n] or {})
                                          or _money_code_field(n, props[n] or {}, spec.description, question)
                                          for n in props)
    out = {}
    for name in numeric:
        said = f"{(props[name] or {}).get('description') or ''} {docstring_arg(spec.description, name)}".strip()
        found = foreign_amount(name, said, question, spec.description if alone else "")
        if found is not None:
            out[name] = found
    return out



def _is_currency_field(name: str, schema: dict) -> bool:
    return is_currency_field(name, str(schema.get("description", "")), _type_of(schema))


# a money tool's currency field: "from_code", "target_iso", and "from_unit" / "to_unit" (a currency
# converter whose fields are named like a unit converter's: "Converts currency from one unit to another")
_CODE_FIELD_RE = re.compile(r"(?:^|_)(?:code|iso|symbol|unit)(?:_|$)", re.IGNORECASE)
_MONEY_TOOL_RE = re.compile(r"\bcurrenc|\bmoney\b|\bexchange rate", re.IGNORECASE)


def _money_code_field(name: str, schema: dict, tool_description: str, question: str = "") -> bool:
    """A text ``*_code`` (``*_iso``, ``*_symbol``, ``*_unit``) field of a tool about money
    ("from_code" of "Convert an amount of money from one currency to another."; "to_unit" of
    "Converts currency from one unit to another"): a currency code, never the amount's figure ('106').
    Not when its name says another code and the question writes that code after the field's words
    ("branch_code" for "branch code 20-45-77", "sort_code", "promo_code"): a field named by a currency
    role ("currency_code", "from_code", "target_iso") stays a currency's whatever the question writes."""
    if not (_type_of(schema) == "string" and _CODE_FIELD_RE.search(name) and _MONEY_TOOL_RE.search(tool_description)):
        return False
    return bool(_CURRENCY_ROLE_RE.search(name)) or not (question and coded_value(name, question))


# a code field's name that says a currency: "currency_code", "from_code", "to_iso", "base", "symbol"
_CURRENCY_ROLE_RE = re.compile(r"^(?:code|iso|symbol|unit)$|(?:^|_)(?:currenc\w*|ccy|from|to|source|src|target|dest|"
                               r"destination|base|quote|into|out|in)(?:_|$)", re.IGNORECASE)


def _currency_for(name: str, mentions: list[str], fields: list[str], tool_description: str = "") -> str | None:
    """The currency for one field: a ``to_*`` / target field gets the last one named (the one
    after "to" / "into"), a ``from_*`` / source field the first; a lone field the first, unless the
    tool's description fixes the currency it converts from ("Convert an amount of pounds into another
    currency"): then the one other currency the question names ("200 pounds to euros": EUR)."""
    if not mentions:
        return None
    if len(fields) == 1 and len(set(mentions)) >= 2 and tool_description:
        fixed = set(currency_mentions(tool_description))
        others = list(dict.fromkeys(c for c in mentions if c not in fixed))
        if fixed and len(others) == 1 and len(fixed & set(mentions)) >= 1:
            return others[0]
    target = re.search(r"(?:^|_)(?:to|target|dest|destination|out|into)(?:_|$)", name, re.IGNORECASE)
    if target:
        return mentions[-1] if len(mentions) > 1 or len(fields) == 1 else None
    if len(fields) > 1 and len(mentions) == 1:
        source = re.search(r"(?:^|_)(?:from|source|src|base|in)(?:_|$)", name, re.IGNORECASE)
        return mentions[0] if source or fields.index(name) == 0 else None
    return mentions[0] if fields.index(name) == 0 or len(mentions) < 2 else mentions[min(fields.index(name), len(mentions) - 1)]


_FLAG_GENERIC = frozenset("is has should use with flag enabled option mode".split())
_NEGATED_RE = r"\b(?:no|not|never|without|don't|do not|dont|skip|stop)\b(?:\W+\w+){0,2}\W+"


def flag_stems(name: str) -> set[str]:
    """The stems a text names a yes/no argument's thing by: its name's words (less generic ones)
    and the members of its kind (``lexicons.yaml`` flag_kinds: "dog" for "pets")."""
    parts = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) > 2 and w not in _FLAG_GENERIC]
    stems = {stem(w) for w in parts}
    return stems | _kind_members(frozenset(stems))


def flag_named(name: str, question: str) -> bool | None:
    """A yes/no argument the question speaks of by its name's words ("repeat_daily": "every day",
    "include_archived": "archived ones too"): True, or False where a negation stands just before;
    None (the default) when the question does not name it. "-ly" names their unit (daily: day)."""
    parts = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) > 2 and w not in _FLAG_GENERIC]
    stems = {stem(w) for w in parts} | {stem(re.sub(r"i?ly$", "", w) or w) for w in parts if w.endswith("ly")}
    stems |= {stem(w[:-3] + "y") for w in parts if w.endswith("ily")}  # daily -> day
    stems |= _kind_members(frozenset(stems))  # "takes dogs" for pets_allowed (lexicons.yaml flag_kinds)
    from course_lib.sim.values.joined_negations import flag as joined_flag

    if joined_flag(name, question) is False:  # "a non-refundable fare" for refundable
        return False
    for m in re.finditer(r"[a-z]+", question.lower()):
        if stem(m.group(0)) in stems:
            before = question.lower()[max(0, m.start() - 30): m.start()]
            return not re.search(_NEGATED_RE + r"$", before)
    return None


def _kind_members(stems: frozenset[str]) -> set[str]:
    """The stems of the words that name one of a flag's kind ("dog", "cat" for "pet")."""
    from course_lib.sim.words.cues import read

    kinds = read("lexicons.yaml").get("flag_kinds")
    if not isinstance(kinds, dict):
        raise ValueError("lexicons.yaml: 'flag_kinds' must map a kind word to the words naming one of its kind")
    out: set[str] = set()
    for kind, members in kinds.items():
        if stem(str(kind).lower()) in stems and isinstance(members, list):
            out |= {stem(str(w).lower()) for w in members}
    return out


def _minor_money(name: str, schema: dict, spec: ToolSpec, numeric: list[str]) -> bool:
    """A numeric argument counted in a currency's hundredth part, by its name, its description, its
    line of the docstring, or (the tool's one number) the tool's description ("amount is in pence")."""
    said = f"{schema.get('description') or ''} {docstring_arg(spec.description, name)}"
    return is_minor_money_field(name, said if said.strip() or len(numeric) > 1 else spec.description)


def _without_ids(text: str) -> str:
    if _ID_VALUE_RE.search(text) and re.search(r"\b[A-Za-z]{1,5}[-_]\d", text):
        return _ID_VALUE_RE.sub(" ", text)
    # an id whose letters and figures run together ("plate KX19 ABC", "bay B12") holds no count
    # either: ``field_readers.without_lettered_ids``, the rule the field readers' quantities keep
    text = without_lettered_ids(text)
    # an id whose digit groups close with a letter group ("512-7740-KT", "3310-XR") holds no count
    return _ID_VALUE_RE.sub(lambda m: " " if re.search(r"\d-[A-Z]", m.group(0)) else m.group(0), text)


def _fill_one(
    name: str,
    schema: dict,
    spec: ToolSpec,
    question: str,
    words: set[str],
    query: str,
    expression: str | None,
    numbers: list[str],
) -> Any:
    kind = _type_of(schema)
    desc = str(schema.get("description", "")) or docstring_arg(spec.description, name)
    enum = schema.get("enum") or _enum_in_any_of(schema)
    if enum:
        found = _enum_value(enum, words, question)
        if found is None:  # "(1 low, 2 medium, 3 high)" of "put the fan on high": 3
            from course_lib.sim.values.field_readers import described_code

            found = described_code(list(enum), f"{desc} {spec.description}", question)
        return found
    from course_lib.sim.values.postal_addresses import is_postcode_field, part_for

    if kind == "string" and is_postcode_field(name):
        found = part_for(name, question)  # "from EH7 5QR": the whole postcode, never "EH7"
        if found:
            return found
    if kind in ("integer", "number"):
        numeric = [n for n, sch in (spec.parameters or {}).get("properties", {}).items()
                   if _type_of(sch or {}) in ("integer", "number")]
        if _minor_money(name, schema, spec, numeric):
            # "top up by an amount in pence" of "ten quid": 1000, of "80p": 80 (``field_readers``'
            # minor_amount kind); a bare figure is no sum of either unit: no value
            return READERS["minor_amount"](Field.of(name, desc, kind), question)
        from course_lib.sim.values.ages import age_for_field, future_age
        from course_lib.sim.values.field_readers import kind_of

        later = future_age(question) if kind_of(Field.of(name, desc, kind)) == "age" else None
        if later is not None:  # "I turn 70 next month": the age now 69 (``ages.age_for_field``), or no value
            reached = age_for_field(f"{name} {desc}", later)
            if str(later.figure) in numbers:
                numbers.remove(str(later.figure))
            return reached
        from course_lib.sim.values.stay_lengths import UNREAD, stay_length

        span = stay_length(name, desc, question)  # "from the 21st to the 28th": nights 7, never 21
        if span is not None:
            return None if span is UNREAD else span
        if (
            numbers
            and (expression is None)
            and not re.search(r"limit|top|k$|max|count|results", name, re.IGNORECASE)
        ):
            if _DURATION_FIELD_RE.search(name):  # a duration or a count is never a year
                numbers[:] = [n for n in numbers if not _YEAR_RE.fullmatch(n)]
                if not numbers:
                    return None
            if kind == "integer" and not _CLOCK_HOUR_RE.search(name):
                counts = [n for n in numbers if not _clock_only(n, question)]  # "tonight at 8": a time, no count
                if not _TIMED_NAME_RE.search(name):  # "for ninety minutes": a length of time counts no seats
                    from course_lib.sim.values.field_readers import time_length_figures

                    lengths = time_length_figures(question)
                    counts = [n for n in counts if n not in lengths]
                if not counts:
                    return None
            else:
                counts = numbers
            # a whole-number field takes the first whole number ("Split 126.40 between four":
            # people 4, never 126 cut from the amount); a figure with decimals is no count
            whole = next((n for n in counts if kind == "integer" and float(n).is_integer()), counts[0])
            numbers.remove(whole)
            return _whole_value(whole, question) if kind == "integer" else float(whole)
        return None
    if kind == "string" and _LANGUAGE_FIELD_RE.search(name):
        return _language_named(name, question)
    if kind == "boolean":
        # "switch dark mode off": an on/off field takes the switch word the question uses
        if _SWITCH_FIELD_RE.search(f"{name} {desc}"):
            return switch_value(question)
        from course_lib.sim.values.flag_scope import flag_said

        said = flag_said(name, question)  # "skip the extra cheese", "gluten's fine": the cue's scope
        if said is not None:
            return said
        from course_lib.sim.values.described_flags import described_flag

        described = described_flag(name, [spec.description, desc], question)  # "Set refund False to take store credit"
        if described is not None:
            return described
        from course_lib.sim.values.flag_purposes import purpose_said

        # "shared: whether the cost is split between the flatmates" of "not one to split": False
        meant = purpose_said(name, [spec.description, desc], question, f"{spec.name} {spec.description}")
        return meant if meant is not None else flag_named(name, question)
    if kind == "object":
        return None  # a nested record (an address, a line item): not read from a question's words
    if kind == "array":
        items = schema.get("items") or next(
            (o.get("items") for o in schema.get("anyOf") or [] if o.get("items")), None) or {}
        if _type_of(items) == "string" and is_id_name(name):
            # "archive DOC-1, DOC-2 and DOC-7": every id (in capitals where the example writes them so)
            return as_described(id_values(question), f"{desc} {spec.description}") or None
        listed = items.get("enum") or _enum_in_any_of(items)
        if listed:  # "on mon, wed and fri": every value of the enum the question names
            from course_lib.sim.values.field_readers import enum_values_named

            named = enum_values_named(listed, question)  # "wi-fi" for wifi, "Tuesdays" for tue
            found = [v for v in listed if v in named or _enum_value([v], words, question) is not None]
            return found or None
        if _type_of(items) == "string" and (_EMAIL_FIELD_RE.search(f"{name} {desc}") or (
                _PEOPLE_FIELD_RE.search(name) and re.search(r"\be-?mail", spec.description, re.IGNORECASE))):
            return email_values(question) or None  # attendees / recipients by email
        return None
    if expression is not None and (
        _EXPR_NAMES.search(name)
        or _QUERY_NAMES.match(name)
        or len(spec.parameters.get("properties", {})) == 1
    ):
        return expression
    if _CUE.quoted_text_field.search(name):  # "Put 'see you tomorrow' into German": the text is what it quotes
        quoted = quoted_phrases(question)
        if len(quoted) == 1:
            return quoted[0].strip()
    pattern = schema.get("pattern")
    if pattern:
        try:
            found = re.search(pattern.strip("^$"), question)
        except re.error:
            found = None
        return found.group(0) if found else None
    value_kind = _value_kind(name, schema, spec.description)
    if value_kind:  # an email, a URL, a phone number, a UUID: a value of that kind, never words
        return READERS[value_kind](Field.of(name, desc, "string", str(schema.get("format") or "")), question)
    if is_id_name(name):
        shaped = example_shaped(f"{desc} {spec.description}", question)
        if shaped:
            return shaped
        labelled = labelled_id(question, name)  # "hive B" for hive_id: the id its noun labels
        if labelled:
            return labelled
        own = {stem(w) for w in raw_tokens(f"{name.replace('_', ' ')} {spec.name.replace('_', ' ')} {spec.description}")}
        other = ids_of_something_else(question, own)  # "at 110 degrees", "in room 312": no locker's id
        found = as_described([i for i in id_values(question) if i not in other], f"{desc} {spec.description}")
        whole = _unlabelled_code(question, f"{name} {desc} {spec.description}", found)
        if whole:  # "track parcel rm 4471 0923 uk" for a tracking code: the code as written, its letters too
            return whole
        if found and found[0].isdigit():  # "has tp 1361 landed": the carrier's letters typed in lower case
            return spaced_code(question, found[0]) or found[0]
        return found[0] if found else None
    if _GENERIC_INPUT_RE.match(name) and len(spec.parameters.get("properties", {})) == 1:
        # a single-input tool ("__arg1"): what its description says it takes
        takes = _TAKES_RE.search(spec.description)
        if takes:
            found = _best_name(question, takes.group(0))
            if found:
                return found
        return query
    if _SQL_RE.search(name) or _SQL_RE.search(desc):
        return sql_for(question, spec)
    if _QUERY_NAMES.match(name) or re.search(r"query|question|search", desc, re.IGNORECASE):
        return query
    if _STATUS_NAMES.search(name) and not listed_values(desc) and not listed_values(_near_name(name, spec.description)):
        found = status_words(question)
        if found:
            return found[0]
    # A field with a set of valid values ("status": pending, paid, shipped, ...) listed in its
    # own description or next to its name in the tool's description: the value the question
    # asks for, never just any word of the question.
    # (a time format in the description, "HH:MM, 24h", lists no values)
    listed = [] if describes_time_format(desc) else (
        listed_values(desc) or listed_values(_near_name(name, spec.description)))
    if listed:
        return value_in_words(listed, words)
    if is_time_field(name, desc, str(schema.get("format") or "")):
        from course_lib.sim.values.relative_times import asked_time

        spans = time_spans(question)  # "06:45", "7 pm": a time of day, never the question's words
        shifted = asked_time(question, spans)  # "at 07:20 ..., forty minutes before that": 06:40
        if shifted is not None:
            return shifted.time  # (None where the shift's length is unread: no value, never the stated time)
        return spans[0][2] if spans else None
    if str(schema.get("format") or "") == "date-time":
        return date_time_value(question)
    if is_date_field(name, desc, str(schema.get("format") or "")):
        # "this Friday" beside "Today is Wednesday 2 December 2026": the day counted from the stated
        # today (no call without one); the stated today is never the day asked for; a "day"
        # argument takes a weekday named alone as written (the field readers' rule)
        fmt = str(schema.get("format") or "")
        if not fmt and not re.search("YYYY", desc) and re.search("YYYY", spec.description) and len(
                [n for n in (spec.parameters or {}).get("properties", {}) if DATE_FIELD_RE.search(n)]) <= 1:
            fmt = "date"  # "Ferry departures on a day (YYYY-MM-DD).": the one day argument is a date
        return READERS["date"](Field.of(name, desc, "string", fmt), question)
    if _TICKER_FIELD_RE.search(name):
        found = ticker_values(question)
        return found[0] if found else None
    if _GROUP_FIELD_RE.search(name):
        found = group_named(question)
        if found:  # "page the payments team": team "payments" (never a capitalised word elsewhere, "API")
            return found
    if _named_only_by_pronoun(spec, name, schema, question):  # "Mute him for an hour": no name given
        return None
    texts = [n for n, sch in (spec.parameters or {}).get("properties", {}).items()
             if _type_of(sch or {}) == "string" and not is_id_name(n)]
    example = example_written(desc, question) or (example_written(spec.description, question)
                                                  if texts == [name] else None)
    if example:  # "e.g. 'oxalic acid' or 'formic acid'" and "on formic acid": the example written
        return example
    named = _named_value(name, question)
    if named:  # "label it gym", "title: Budget review", "Schedule 'Budget review'" for a title
        return named
    thing = names_a_thing(spec, name)
    if _NAME_FIELD_RE.search(name) or _NAMED_DESC_RE.search(desc) or thing:
        # "customer", "city", "author", a field described as "the restaurant's name", or one that
        # names a thing the tool speaks of ("trail": "conditions on a hiking trail"): a name
        # (a number is no name: "for 12 minutes" names nothing; nor is a weekday or a month)
        found = [n for n in map(lambda n: _without_quantity(n, question), names(question))
                 if not _ID_VALUE_RE.fullmatch(n) and re.search(r"[^\W\d_]", n)
                 and not _QUANTITY_NAME_RE.match(n)  # "68 F", "12 kg": a quantity, no name
                 and not _measured(n, question)  # "170 Celsius", "200 Grams": a quantity, no name
                 and not _temperature_scale(n, question)  # "68 Fahrenheit", "20 degrees Celsius"
                 and not (thing and _CALENDAR_WORD_RE.fullmatch(n))
                 and not (thing and _said_by_tool(n, spec))  # a tool "published on PyPI": "PyPI" no value
                 and n not in _labelled_ids(spec, question)]  # "hive B": the hive's id, no treatment
        if not found and thing:
            quoted = quoted_phrases(question)
            return quoted[0] if len(quoted) == 1 else (_object_phrase(question, spec)
                                                       or _determined_thing(question, spec, name))
        if not found and PLACE_FIELD_RE.search(name):
            found = place_values(question)  # "the weather in sf", "in new york"
        if not found:
            return None
        if _owner_field(spec, name, schema):  # "612 for Mei's Portsmouth round": the archer is Mei
            found = [re.split(r"['’]s\s", n, maxsplit=1)[0] for n in found]
        found = [_owner_of_tools_thing(n, question, spec) for n in found]  # "Maria's invoice": Maria
        end = _ENDPOINT_FIELD_RE.search(name)
        if end:  # "from Oslo to Rome": origin Oslo, destination Rome
            wanted = _FROM_RE if end.group(1) else _TO_RE
            for m in wanted.finditer(question):
                if m.group(1).strip() in found:
                    return m.group(1).strip()
            if _PERSON_END_RE.search(name) and any(
                    _PERSON_END_RE.search(n) for n in (spec.parameters or {}).get("properties", {}) if n != name):
                return None  # "give Ines the parcel" to a sender and a recipient: which end she is, unsaid
        return found[0]
    return None


_WORK_TITLE_RE = re.compile(r"(?:^|_)(?:title|heading|caption)(?:_|$)", re.IGNORECASE)  # a work's own name


_NAME_ZIPF = 4.0  # a capitalised word rarer than this (wordfreq's scale) before "the <kind>," is a name
STOP_WORDS_LOWER = frozenset({"i", "it", "its", "and", "but", "or", "the", "a", "an", "all", "both", "is", "was"})
_KIND_FIELD_RE = re.compile(r"(?:^|_)(?:species|kind|type|breed|category|sort|class)(?:_|$)", re.IGNORECASE)


def _named_over_kind(args: dict[str, Any], props: dict, question: str) -> None:  # noqa: C901
    """A string argument given the kind noun of an appositive ("Hazel the goat", "Biscuit the
    rabbit") takes the name written before it: the thing the request is about is Hazel, the goat
    only what she is (never for a field that asks the kind: "species", "breed")."""
    from course_lib.sim.words.weights import zipf

    for name, value in list(args.items()):
        if not isinstance(value, str) or not re.fullmatch(r"[a-z][\w-]*", value) or _KIND_FIELD_RE.search(name):
            continue
        if (props.get(name) or {}).get("enum"):
            continue
        m = re.search(rf"\b([A-Z][\w'’-]+)\s+the\s+{re.escape(value)}\b(?=\s*,)", question)
        # a rare word is a name ("Hazel", "Biscuit"); a common one opens a command ("Feed the goat, ...")
        if m and m.group(1).lower() not in STOP_WORDS_LOWER and zipf(m.group(1).lower()) < _NAME_ZIPF:
            args[name] = m.group(1)


def _capitalised_title(question: str, spec: ToolSpec) -> str | None:
    """The one capitalised name the question writes that the tool's own name and description do
    not (and no day or month), with a "The" written right before it kept ("the film The Iron
    Orchard"); ``None`` for none or more than one: a title field's value, never the question's words
    with the tool's own words left in (issue 26)."""
    from course_lib.sim.values.relative_days import without_stated_today

    own = {stem(w) for w in raw_tokens(spec.name.replace("_", " "))}
    found = [n for n in names(without_stated_today(question))
             if re.search(r"[^\W\d_]", n) and not _CALENDAR_WORD_RE.match(n.split()[0]) and not _said_by_tool(n, spec)
             and not all(stem(w) in own for w in raw_tokens(n)) and not _ID_VALUE_RE.fullmatch(n)
             and not re.match(r"(?:I|I['’]\w+)$", n)]
    found = list(dict.fromkeys(found))
    if len(found) != 1:
        return None
    title = found[0]
    m = re.search(rf"\b(The|A|An)\s+{re.escape(title)}\b", question)
    return f"{m.group(1)} {title}" if m else title


def _labelled_ids(spec: ToolSpec, question: str) -> set[str]:
    """The ids the question writes after the nouns of the tool's id arguments ("hive B")."""
    props = (spec.parameters or {}).get("properties") or {}
    return {v for v in (labelled_id(question, n) for n in props if is_id_name(n)) if v}


_SPECIFIC_ZIPF = 5.0  # a left-over word this common or more is no value of a kind ("red" aside)


def kind_arguments(spec: ToolSpec, question: str, args: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """Optional text arguments named for a kind (``lexicons.yaml`` ``open_kinds``: cuisine, genre,
    colour) that nothing filled: (the values to add, the names left unset although the question
    holds words no argument took). After the other arguments, the question's left-over content
    words are those no argument's value, no set flag's name, no word of the tool's name or
    description and no request filler took; one specific word (wordfreq Zipf under
    ``_SPECIFIC_ZIPF``) left for one such argument is its value ("Any sushi places in Porto?":
    cuisine "sushi"); several, or only common ones, leave it unset and are reported (a limit:
    a guess either way); none leave it unset, and nothing is reported."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import STOP_WORDS
    from course_lib.sim.words.weights import zipf

    props = (spec.parameters or {}).get("properties") or {}
    required = set((spec.parameters or {}).get("required") or [])
    kinds = lexicon("open_kinds")
    fields = [n for n, sch in props.items() if n not in required and n not in args
              and _type_of(sch or {}) == "string" and not (sch or {}).get("enum") and not _enum_in_any_of(sch or {})
              and {w for w in re.split(r"[_\W]+", n.lower()) if w} & kinds]
    if not fields:
        return {}, []
    taken = {stem(w) for w in raw_tokens(f"{spec.name.replace('_', ' ')} {spec.description}")}
    for name, value in args.items():
        words = raw_tokens(name.replace("_", " ")) if value is True else raw_tokens(str(value))
        taken |= {stem(w) for w in words}
    filler = lexicon("request_filler")
    left = [w for w in dict.fromkeys(t.lower() for t in raw_tokens(question))
            if w.isalpha() and len(w) > 2 and w not in STOP_WORDS and w not in filler and stem(w) not in taken
            and not _CALENDAR_WORD_RE.fullmatch(w)]
    specific = [w for w in left if zipf(w) < _SPECIFIC_ZIPF]
    if len(fields) == 1 and len(specific) == 1 and len(left) == 1:
        return {fields[0]: specific[0]}, []
    return {}, (fields if left else [])


def _said_by_tool(name: str, spec: ToolSpec) -> bool:
    """The tool's own description names it ("Newest version of a package published on PyPI"):
    the place the tool looks, never the thing the question asks it about."""
    return bool(spec.description) and bool(
        re.search(rf"(?<!\w){re.escape(name)}(?!\w)", spec.description, re.IGNORECASE))


_CUE = patterns("tool_args")  # its cue patterns: data/sim/patterns.yaml

_CALENDAR_WORD_RE = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|today|tomorrow|tonight|"
    r"week(?:end)?s?|fortnight|months?|years?", re.IGNORECASE)  # "at the end of the month": a day in words


_PREPOSITIONS = frozenset("of with for on about in at from".split())
_LEADING = frozenset("the a an my our your their his her its some any this that these those".split())
_MAX_PHRASE_WORDS = 5
# words that open a clause or a bound after a name ("in aarhus that takes dogs", "in tampere under
# 900"): a name typed in lower case ends before them (a figure ends it too)
_CLAUSE_OPENERS = frozenset("that which who whom whose where when while under below above than if because but "
                            "unless except".split())
_PARTICLES = frozenset("out up down off back over away".split())


def _object_phrase(question: str, spec: ToolSpec) -> str | None:
    """The thing a question names in common words, for an argument that names one ("How many
    calories are in 100 g of chickpeas?": "chickpeas"; "Any closures on the ridge path?": "ridge
    path"): the words after a preposition that follows a word of the tool's description (what
    the tool reports "of" / "on" / "with" something), up to the next preposition or the
    sentence's end, without articles, weekdays, "today" or the description's own words at its
    end ("the paisley fabric": "paisley") or a closing "please", and no value another argument offers ("on medium"
    is a speed); ``None`` when no such phrase is found,
    when it is longer than ``_MAX_PHRASE_WORDS`` words, or when its words are all the
    description's ("on a hiking trail" names no trail)."""
    from course_lib.sim.words.text import STOP_WORDS

    described = {stem(w) for w in raw_tokens(f"{spec.name.replace('_', ' ')} {spec.description}")}
    props = (spec.parameters or {}).get("properties") or {}
    other_values = {str(v).lower() for schema in props.values() for v in
                    ((schema or {}).get("enum") or _enum_in_any_of(schema or {}) or [])}
    for clause in re.split(r"[?.!,;:]", question):
        tokens = clause.split()
        counted = -1  # where a head count after a described word ends ("table for four | at casa lume")
        for i, word in enumerate(tokens[1:-1], start=1):
            if word.lower() not in _PREPOSITIONS or (
                    stem(tokens[i - 1].lower().strip("'\"")) not in described and i != counted):
                continue
            phrase: list[str] = []
            for token in tokens[i + 1:]:
                if token.lower() in _PREPOSITIONS or any(w.lower() not in _LEADING for w in phrase) and (
                        token.lower() in _CLAUSE_OPENERS or any(ch.isdigit() for ch in token)):
                    break  # "in aarhus that takes dogs", "in tampere under 900": the name ends there
                phrase.append(token)
            if phrase and (phrase[0][0].isdigit() or phrase[0].lower() in _NUMBER_WORDS):
                counted = i + 1 + len(phrase)  # "for four", "for 6 people": a count, never the thing
                continue
            while phrase and phrase[0].lower() in _LEADING:
                phrase.pop(0)
            if len(phrase) > 2 and phrase[-1].lower().strip("?!.'\"") in _PARTICLES:
                del phrase[-2:]  # "a newer version of polars come out": a phrasal verb ends the thing
            while phrase and (_CALENDAR_WORD_RE.fullmatch(phrase[-1].strip("'\""))
                              or stem(phrase[-1].lower()) in described or phrase[-1].lower() in STOP_WORDS):
                phrase.pop()  # "the paisley fabric" of a tool to order fabric: "paisley"
            if any(w.lower() in other_values for w in phrase):
                continue  # "on medium" is the speed, another argument's value
            if (_QUANTITY_PHRASE_RE.fullmatch(" ".join(phrase)) or _measured(" ".join(phrase), question)
                    or not re.search(r"[^\W\d_]", " ".join(phrase))):
                continue  # "with 750ml", "at 170 Celsius": a quantity; "on 2027-05-03": a date; no thing
            content = [w for w in phrase if w.lower() not in STOP_WORDS]
            if (phrase and content and len(phrase) <= _MAX_PHRASE_WORDS
                    and not all(stem(w.lower()) in described for w in content)):
                return " ".join(phrase)
    return None


# a field for a group of people ("team", "squad", "owning_group", "department") and how a request
# names one: the word before such a noun ("the payments team", "the identity group")
_GROUP_FIELD_RE = re.compile(r"(?:^|_)(?:team|squad|group|department|dept|crew)(?:_name)?$", re.IGNORECASE)
_GROUP_NAMED_RE = re.compile(r"\b(?:the|our|my|a|to)\s+([A-Za-z][\w-]*)\s+(?:team|squad|group|department|dept|crew)\b",
                             re.IGNORECASE)


def group_named(question: str) -> str | None:
    """The group a request names by the word before "team" / "squad" / "group" / "department"
    ("page the payments team": "payments"); ``None`` when it names none, or two different ones."""
    from course_lib.sim.words.text import STOP_WORDS

    found = {m.group(1) for m in _GROUP_NAMED_RE.finditer(question) if m.group(1).lower() not in STOP_WORDS}
    return found.pop() if len(found) == 1 else None


# a free-text field that carries what the user says ("summary", "message", "incident_description")
_MESSAGE_FIELD_RE = re.compile(r"(?:^|_)(?:summary|message|msg|description|body|details|note|notes)$", re.IGNORECASE)
_CLAUSE_SPLIT_RE = re.compile(r"\s*(?:[,;!?]|\.(?:\s|$)|\s[-–—]\s)\s*")


def own_clause(question: str, spec: ToolSpec) -> str | None:
    """The request's own clause for a free-text argument: of a request in several clauses, the one
    that is no instruction to the tool ("Payments API is down for everyone, page the payments team,
    this is a sev1": "Payments API is down for everyone"). A clause is an instruction when it holds
    a word of the tool's name ("page" of ``page_oncall``) or one of its enum values ("sev1");
    ``None`` unless exactly one clause is left and at least one was such an instruction."""
    props = (spec.parameters or {}).get("properties") or {}
    tool_words = {stem(w) for w in re.split(r"[_\W]+", spec.name.lower()) if len(w) > 2}
    options = {str(v).lower() for sch in props.values()
               for v in ((sch or {}).get("enum") or _enum_in_any_of(sch or {}) or [])}
    clauses = [c.strip() for c in _CLAUSE_SPLIT_RE.split(question) if c and c.strip()]
    own = [c for c in clauses
           if not ({stem(w.lower()) for w in raw_tokens(c)} & tool_words or {w.lower() for w in raw_tokens(c)} & options)]
    if len(own) != 1 or len(own) == len(clauses) or len(own[0].split()) < 2:
        return None
    return own[0]


# a figure, a space, a unit of one to three letters ("68 F", "12 kg"; "3B" is a flat's name)
_PERSON_PRONOUN_RE = re.compile(r"\b(?:him|her|them)\b", re.IGNORECASE)
_USER_FIELD_RE = re.compile(r"user|handle|member|person|player|customer|guest|recipient|attendee", re.IGNORECASE)


def _named_only_by_pronoun(spec: ToolSpec, name: str, schema: dict, question: str) -> bool:
    """Whether an argument naming a person ("username", "member") meets a question that names
    them only by a pronoun ("Mute him for an hour"): no capitalised name, handle or address, and
    "him", "her" or "them". Its leftover words are no name: the value is absent."""
    if not (_USER_FIELD_RE.search(name) or _names_a_person(name, schema)) or not _PERSON_PRONOUN_RE.search(question):
        return False
    from course_lib.sim.words.net_addresses import EMAIL_RE

    if "@" in question or EMAIL_RE.search(question) or quoted_phrases(question):
        return False
    return not [n for n in names(question) if re.search(r"[^\W\d_]", n) and not _said_by_tool(n, spec)]


def _owner_field(spec: ToolSpec, name: str, schema: dict) -> bool:
    """Whether the argument is a thing's owner: a person's name, or a noun the tool's description
    writes as a possessive ("an archer's round" for ``archer``), so "Mei's Portsmouth" gives Mei."""
    noun = re.split(r"[_\W]+", name.lower().strip("_"))[-1]
    return _names_a_person(name, schema) or bool(
        noun and re.search(rf"\b{re.escape(noun)}['’]s\b", spec.description, re.IGNORECASE))


def _owner_of_tools_thing(found: str, question: str, spec: ToolSpec) -> str:
    """A name written as a possessive before a thing the tool speaks of ("forward Maria's invoice"
    to a tool that forwards invoices) is that thing's owner: the name without its "'s"."""
    bare = without_possessive(found)
    if bare == found:
        return found
    after = re.search(rf"{re.escape(found)}\s+(?:\w+\s+)?([A-Za-z]{{3,}})", question)
    own = {stem(w) for w in raw_tokens(f"{spec.name.replace('_', ' ')} {spec.description}")}
    return bare if after and stem(after.group(1).lower()) in own else found


def _without_quantity(name: str, question: str) -> str:
    """``name`` without a last figure that opens a quantity the question writes ("Send Siobhan 35
    euro": Siobhan; "Give Ana 3 kg of flour": Ana); a figure that is part of the name stays
    ("Terminal 5", "Room 12")."""
    head, _, last = name.rpartition(" ")
    if not head or not last[:1].isdigit():
        return name
    from course_lib.sim.values.comparisons import quantities

    if any(q.text.startswith(f"{last} ") and f"{head} {q.text}" in question for q in quantities(question)):
        return head
    return name


def _measured(found: str, question: str) -> bool:
    """Whether a capitalised run is a quantity the question writes ("170 Celsius": a figure, a space
    and its unit's word, read by ``comparisons.quantities``), no name ("12D" is a flat, not 12 days)."""
    from course_lib.sim.values.comparisons import quantities

    return found[:1].isdigit() and " " in found and any(q.text == found for q in quantities(question))


def _temperature_scale(name: str, question: str) -> bool:
    """Whether a capitalised ``name`` is a temperature's scale after its figure ("68 Fahrenheit",
    "20 degrees Celsius", the letter of "68°F"), a unit and not a name (alone, "Kelvin" may be a person)."""
    from course_lib.sim.words.units import scale_word

    scale = name.split()[-1]
    if len(scale) <= 2 and re.search(rf"°\s*{re.escape(scale)}(?![\w])", question):
        return True  # "68°F", "21 °C": the letter after a degree sign is its scale
    if not scale_word(scale):
        return False
    return bool(re.search(rf"(?:\d|\bdeg(?:rees?)?)\s*{re.escape(scale)}\b", question, re.IGNORECASE))


_QUANTITY_NAME_RE = re.compile(r"[-+]?\d[\d.,]*\s+[^\W\d_]{1,3}\.?$")
_QUANTITY_PHRASE_RE = re.compile(r"[-+]?\d[\d.,]*\s*[a-z]{0,3}\.?")  # "750ml", "100 g", "12" (never "4B", a room)
_DETERMINER_RE = re.compile(r"\b(?:the|my|our|your)\s+", re.IGNORECASE)
_MAX_DETERMINED_WORDS = 2


def _determined_thing(question: str, spec: ToolSpec, name: str) -> str | None:
    """The thing a request names in common words after "the" / "my" / "our" ("Set the study to
    68 F", "I gave the fern half a litre", "Make the wine cooler 8 degrees"), for an argument
    that names a thing: the one or two words after the determiner, up to a stop word, a figure,
    a number word or punctuation, without the tool's and the argument's own words at its end
    ("the canal route": "canal"); ``None`` unless exactly one such phrase is found."""
    from course_lib.sim.words.text import STOP_WORDS

    described = {stem(w) for w in raw_tokens(f"{spec.name.replace('_', ' ')} {spec.description} "
                                             f"{name.replace('_', ' ')}")}
    found: list[str] = []
    for m in _DETERMINER_RE.finditer(question):
        phrase: list[str] = []
        for token in re.findall(r"[^\s]+", question[m.end():])[:_MAX_DETERMINED_WORDS + 1]:
            word = token.strip(",.;:!?'\"")
            if (not word.isalpha() or word.lower() in STOP_WORDS or word.lower() in _NUMBER_WORDS
                    or _CALENDAR_WORD_RE.fullmatch(word) or token != word and (phrase.append(word) or True)):
                break
            phrase.append(word)
        phrase = phrase[:_MAX_DETERMINED_WORDS + 1]
        if phrase and stem(phrase[0].lower()) in described:
            continue  # "Is the trail muddy today?" for a trail tool: the kind, no trail named
        while phrase and stem(phrase[-1].lower()) in described:
            phrase.pop()
        if phrase and len(phrase) <= _MAX_DETERMINED_WORDS:
            found.append(" ".join(phrase))
    found = list(dict.fromkeys(found))
    return found[0] if len(found) == 1 else None


_NUMBER_WORDS = frozenset([*words(0, 12), *words(20, 50), *"hundred thousand half quarter dozen a an".split()])


def names_a_thing(spec: ToolSpec, name: str) -> bool:
    """A string argument that names one thing of a kind the tool's description speaks of
    ("trail" of a tool for "today's conditions on a hiking trail", "museum" of "opening hours of
    a museum"): its value is that thing's name, never the question's other words; with no name in
    the question it has no value. Only a required argument of a tool with at most two text
    fields, whose noun the descriptions put after "a" / "an" / "one" ("The product to search for"
    is the field's own description, no such phrase); free-text fields (a query, a message) and
    fields read by kind (ids, dates, names by their own field names) are not such arguments."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    if len(words) != 1 or len(words[0]) < 3 or _FREE_TEXT_NAMES.search(name) or _QUERY_NAMES.match(name):
        return False
    props = (spec.parameters or {}).get("properties") or {}
    if name not in (spec.parameters or {}).get("required", []) or sum(
            _type_of(p or {}) == "string" and not (p or {}).get("enum") for p in props.values()) > 2:
        return False  # an optional filter ("team", "status") or one of many text fields: not this rule's
    schema = props.get(name) or {}
    if _type_of(schema) != "string" or schema.get("enum") or schema.get("pattern") or schema.get("format"):
        return False
    noun = re.escape(words[0])
    said = f"{spec.description} {schema.get('description') or ''}"
    return bool(re.search(rf"\b(?:a|an|one|each|any|given|specific)\s+(?:[\w-]+\s+){{0,2}}?{noun}\b", said,
                          re.IGNORECASE))


# a field named for a length or a point of time ("minutes", "duration", "days_ahead", "timeout", "year"):
# a figure written as a length of time may be its value
_TIMED_NAME_RE = re.compile(r"dur|min|hour|hr|sec|day|night|week|month|year|time|long|age|span|period|delay|wait",
                            re.IGNORECASE)
_DURATION_FIELD_RE = re.compile(
    r"duration|minutes?|(?:^|_)(?:min|mins|hours?|hrs?|secs?|seconds|days|nights|weeks|count|n|num|qty|quantity)(?:_|$)",
    re.IGNORECASE,
)
_YEAR_RE = re.compile(r"(?:1[6-9]|2[01])\d\d")
_EMAIL_FIELD_RE = re.compile(r"e-?mail|attendee|recipient|invitee|participant", re.IGNORECASE)
_PEOPLE_FIELD_RE = re.compile(r"guest|people|member|to$|cc$|bcc$|invite", re.IGNORECASE)


def _without_dates_times(text: str) -> str:
    from course_lib.sim.words.figure_forms import clock_durations

    # "ran it in 41:05": a clock form is one length of time (the unit readers'), never two bare numbers
    spans = sorted(date_spans(text) + [(a, b) for a, b, _ in time_spans(text)]
                   + [(a, b) for a, b, _ in clock_durations(text)], reverse=True)
    for a, b in spans:
        text = text[:a] + " " + text[b:]
    return text


_QUOTED_RE = re.compile(r"['\"“‘]([^'\"”’]{1,60})['\"”’]")
_QUOTED_TITLE_RE = re.compile(r"(?:^|_)(?:title|label|subject|caption|heading)(?:_|$)", re.IGNORECASE)
_TITLE_FIELD_RE = re.compile(r"(?:^|_)(?:title|label|subject|name|caption|heading)(?:_|$)", re.IGNORECASE)


def quoted_phrases(question: str) -> list[str]:
    """The phrases the question puts in quotes or backticks ("What's 'good night' in Italian?":
    "good night"; "Is `kayak` a palindrome?": "kayak") (``quote_marks``)."""
    from course_lib.sim.words.quote_marks import quoted_spans

    return quoted_spans(question)


def _named_value(name: str, question: str) -> str | None:
    """The value the question gives a field by naming it ("label it gym", "title: Q3 plan",
    "called 'Budget review'"), or, for a title / label field, the one phrase it quotes.
    ``None`` when the question names no such value (the field is then left out or flagged)."""
    from course_lib.sim.words.text import STOP_WORDS

    words = [w for w in re.split(r"[_\W]+", name) if w]
    if not words or not _TITLE_FIELD_RE.search(name):
        return None
    field = r"[\s_]+".join(map(re.escape, words))
    # the field's own name or a naming verb: "label it gym", "call it eggs", "named Sprint demo"
    # (a person's name, "customer_name", only by its own name: "call Anna" names no customer)
    verbs = "|call|name|label|title" if len(words) == 1 else ""
    cue = rf"\b(?:{field}{verbs})(?:ed|d|led)?\s*(?:it\s+|as\s+|is\s+|[:=]\s*)?"
    m = re.search(cue + r"(?:['\"“‘]([^'\"”’]{1,60})['\"”’]|([A-Za-z][\w-]*))", question, re.IGNORECASE)
    if m and m.group(2) and re.match(r"(?:it|as|is)$", m.group(2), re.IGNORECASE):
        m = None
    inside = next((q for q in _QUOTED_RE.finditer(question) if m and q.start(1) <= m.start() < q.end(1)), None)
    if inside is not None:  # "add 'call gran' to my list": the cue word is the quoted title's own, taken whole
        return inside.group(1).strip()
    if m and (m.group(1) or m.group(2).lower() not in STOP_WORDS):
        if m.group(2) and m.group(2)[0].isupper():  # "called Blue Ferry": the capitalised run, whole
            run = re.match(r"(?:\s+[A-Z][\w'’-]*)+", question[m.end():])
            if run:
                return (m.group(2) + run.group(0)).strip()
        return (m.group(1) or m.group(2)).strip()
    quoted = _QUOTED_RE.findall(question) if _QUOTED_TITLE_RE.search(name) else []
    return quoted[0].strip() if len(quoted) == 1 else None


def _enum_value(values, words: set[str], question: str) -> Any:
    """The enum value the question names. A value that is also an everyday little word ("it"
    among the language codes fr, de, es, it; "no" among country codes) counts only when the
    question quotes it or writes it in capitals: "label it standup" names no language. When every
    value is such a word ("on" / "off", "yes" / "no") they are read as words."""
    from course_lib.sim.words.text import STOP_WORDS

    offered = list(values)
    ruled_out = negated_options(values, question)  # "don't heat it, cool it": never "heat"
    values = [v for v in values if v not in ruled_out]
    little = [v for v in values if str(v).lower() in STOP_WORDS]
    if little and len(little) < len(values):
        marked = [v for v in little if re.search(rf"['\"`]{re.escape(str(v))}['\"`]|\b{re.escape(str(v).upper())}\b", question)]
        values = [v for v in values if v not in little or v in marked]
    found = value_in_words(values, words)
    if found is None:  # language codes named by their language: "into German" -> "de"
        found = _language_code_named(offered, question)
    rest = [v for v in offered if v not in ruled_out]
    if found is None and ruled_out and len(rest) == 1:  # "any deck other than the lower, not the main": top
        found = rest[0]
    if found is None:  # "38 fahrenheit" for "C" / "F": the code its words spell (``field_readers.coded_option``)
        found = coded_option(values, question)
    return found


def _language_code_named(values, question: str) -> Any:
    """The ISO 639 code among ``values`` whose English language name the question writes
    ("into German" for "de"); ``None`` unless exactly one is named."""
    if not all(isinstance(v, str) and re.fullmatch(r"[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?", v) for v in values):
        return None
    from course_lib.sim.words.sentiment import language_names

    names = language_names()
    named = [v for v in values if (n := names.get(v.replace("-", "_")) or names.get(v[:2]))
             and re.search(rf"\b{re.escape(n)}\b", question, re.IGNORECASE)]
    return named[0] if len(named) == 1 else None


_LANGUAGE_FIELD_RE = re.compile(r"(?:^|_)(?:lang|language|locale)(?:_|$)", re.IGNORECASE)


def _language_named(name: str, question: str) -> str | None:
    """A language field's value: the language the question names in English ("in Italian",
    "into German"), the one after "from" for a source field, else the last one named; ``None``
    (no guess made of the question's words) when it names none."""
    from course_lib.sim.words.sentiment import language_names

    wanted = {n.lower(): n for n in language_names().values() if len(n) > 3}
    named = [(m.start(), m.group(0)) for m in re.finditer(r"\b[A-Z][a-z]{3,}\b", question) if m.group(0).lower() in wanted]
    # typed in lower case, a language with a two-letter code is named after "in" / "into" / "from"
    # ("in italian"; "polish the floor" names none), and written as its name is
    major = {n.lower(): n for code, n in language_names().items() if len(code) == 2 and " " not in n}
    named = named or [(m.start(1), major[m.group(1)]) for m in re.finditer(r"\b(?:in|into|from)\s+([a-z]{4,})\b", question)
                      if m.group(1) in major]
    if not named:
        return None
    end = _ENDPOINT_FIELD_RE.search(name)
    if end and end.group(1):  # source_language: the one written after "from"
        after_from = [w for at, w in named if re.search(r"\bfrom\s+$", question[:at], re.IGNORECASE)]
        return after_from[0] if after_from else None
    return named[-1][1]


# An on/off field: by its name ("enabled", "active", "on") or its description ("on or off").
_SWITCH_FIELD_RE = re.compile(
    r"(?:^|_)(?:enabled?|active|activated|on|power|switch(?:ed)?)(?:_|\b)|\bon or off\b|\benable or disable\b",
    re.IGNORECASE,
)
# a field at one end of a movement: where or who from (group 1: "from"), where or who to ("to")
_ENDPOINT_FIELD_RE = re.compile(
    r"(?:^|_)(?:(origin|from|source|departure|depart|start|sender|payer)|destination|dest|to|arrival|arrive|target|"
    r"end|recipient|receiver|addressee|payee)(?:_|$)",
    re.IGNORECASE,
)
_FROM_RE = re.compile(r"\bfrom\s+((?:[A-Z][\w-]*\s?)+)")
_TO_RE = re.compile(r"\b(?:to|into|for)\s+((?:[A-Z][\w-]*\s?)+)")


_TICKER_FIELD_RE = re.compile(r"ticker|(?:^|_)symbol(?:_|$)|stock_code", re.IGNORECASE)
_PLACE_CUE_RE = re.compile(r"\b(?:in|at|near|around|for)\s+(?=[\w$])", re.IGNORECASE)
_PLACE_END = frozenset(
    "now today tonight tomorrow yesterday right currently please this next and or at in on for "
    "with the weather forecast like today's this week weekend".split()
)


def place_values(question: str) -> list[str]:
    """Places the question names after in / at / near / for, written in any case ("the weather
    in sf", "in new york and london"): each phrase up to a time word, "and" or punctuation."""
    from course_lib.sim.words.text import STOP_WORDS

    found: list[str] = []
    capitalised = [n for n in names(question) if not _ID_VALUE_RE.fullmatch(n)]
    for m in _PLACE_CUE_RE.finditer(question):
        rest = question[m.end():]
        for part in re.split(r"\s*(?:,|\band\b|\bor\b|&)\s*", rest)[:4]:
            words = []
            for w in re.findall(r"[\w.'-]+|[?!.;:]", part):
                if w in "?!.;:" or w.lower() in _PLACE_END or words and (
                        w.lower() in _CLAUSE_OPENERS or any(ch.isdigit() for ch in w)):
                    break  # "in tampere under 900", "in aarhus that takes dogs": the place ends there
                words.append(w)
            phrase = " ".join(words).strip(" .")
            if not phrase or phrase.lower() in STOP_WORDS or phrase.replace(".", "").isdigit():
                break
            if any(phrase == c or phrase in c for c in capitalised):
                found.append(phrase)
            elif (phrase.islower() or phrase.isupper()) and _rare_enough(phrase):
                found.append(phrase)  # "sf", "new york"; not "two people" or "a while"
        if found:
            break
    return list(dict.fromkeys(found))


def _rare_enough(phrase: str) -> bool:
    """A lower-case phrase that may be a place: some word of it is not an everyday word."""
    from course_lib.sim.words.weights import zipf

    return min(zipf(w.lower()) for w in phrase.split()) < 5.5


def place_field(spec: ToolSpec) -> str | None:
    """The name of the tool's single place argument (city, location, ...), if it has one."""
    props = (spec.parameters or {}).get("properties") or {}
    fields = [n for n in props if PLACE_FIELD_RE.search(n) and not _ENDPOINT_FIELD_RE.search(n)]
    return fields[0] if len(fields) == 1 else None


def time_field(spec: ToolSpec) -> str | None:
    """The name of the tool's single time-of-day argument ("time", "at", one described "HH:MM"),
    if it has exactly one."""
    props = (spec.parameters or {}).get("properties") or {}
    fields = [n for n, s in props.items() if _type_of(s or {}) == "string" and is_time_field(
        n, str((s or {}).get("description", "")) or docstring_arg(spec.description, n), str((s or {}).get("format") or ""))]
    return fields[0] if len(fields) == 1 else None


def joined_times(question: str) -> tuple[list[str], str] | None:
    """The times of day a request asks for one thing at each ("remind me at 8am and again at
    6pm": 08:00 and 18:00), with the words joining them (" and again at "); ``None`` for fewer
    than two, a range or a choice ("between 9:00 and 17:00", "at 7 or 8"), or times that some
    other words separate (the data cues ``times_joint`` and ``times_range``)."""
    from course_lib.sim.values.field_readers import time_spans

    spans = time_spans(question)
    if len(spans) < 2 or len(spans) > 4 or _CUE.times_range.search(question[max(0, spans[0][0] - 30): spans[0][0]]):
        return None
    joints = [question[a[1]: b[0]] for a, b in zip(spans, spans[1:], strict=False)]
    if not all(_CUE.times_joint.match(j) for j in joints) or len({t for _, _, t in spans}) != len(spans):
        return None
    return [t for _, _, t in spans], joints[0]


def without_joint(value: str, joint: str) -> str:
    """A text argument cut of the joining words it ends with ("take my tablets and again" after
    the times "8am and again at 6pm" were read out of it)."""
    words = value.split()
    joining = {w.lower() for w in re.findall(r"\w+", joint)}
    while len(words) > 1 and words[-1].lower().strip(",") in joining:
        words.pop()
    return " ".join(words)


def ticker_values(question: str) -> list[str]:
    """Stock symbols in the question: $TSLA, or an upper-case word of 1-5 letters (not I / A)."""
    found = re.findall(r"\$([A-Z]{1,5})\b|\b([A-Z]{2,5})\b", question)
    return list(dict.fromkeys(a or b for a, b in found))


_GENERIC_INPUT_RE = re.compile(r"^(?:__arg\d+|arg\d*|input|tool_input|value|x)$", re.IGNORECASE)
_TAKES_RE = re.compile(
    r"\b(?:for|from|of|by|about|in) (?:(?:a|an|the|given|specific|their|its) ){0,2}"
    r"(?:location|city|place|country|town|author|person|user|company|organi[sz]ation|name|guest)\b",
    re.IGNORECASE,
)


def _best_name(question: str, wanted: str) -> str | None:
    """The name in the question a single-input tool wants: a place after "in" / "at" for a
    location, else the first name that does not open a sentence; an id is not a name."""
    found = [n for n in names(question) if not _ID_VALUE_RE.fullmatch(n)]
    if not found:
        from course_lib.sim.words.text import STOP_WORDS

        lowered = [w for w in re.findall(r"\b(?:from|by)\s+([a-z][\w-]{2,})\b", question) if w not in STOP_WORDS]
        return lowered[0] if lowered and re.search(r"author|company|organi", wanted, re.IGNORECASE) else None
    if re.search(r"location|city|place|country|town", wanted, re.IGNORECASE):
        placed = re.findall(r"\b(?:in|at|near|for|to)\s+((?:[A-Z][\w-]*\s?)+)", question)
        for p in placed:
            if p.strip() in found:
                return p.strip()
    return found[0]


_NAME_FIELD_RE = re.compile(
    r"name|customer|client|person|author|owner|city|country|company|user|team|project|"
    r"recipient|payee|sender|payer|receiver|addressee|contact|guest|attendee|venue|room\b|show\b|"
    r"origin|destination|location|place|airport|region|town",
    re.IGNORECASE,
)
# a field whose own description says it holds a name ("the restaurant's name", "name of the hotel")
_NAMED_DESC_RE = re.compile(r"(?:'s|\bits|\btheir)\s+(?:full\s+)?name\b|\bname\s+of\b", re.IGNORECASE)
_LIST_CUE_RE = re.compile(
    r"(?:\bone of|\bvalues?|\boptions?|\beither|\bwith (?:this|a|the) \w+|"
    r"\b(?:is|are|can be|must be|may be|should be)\b|:)\s*\(?|\(",
    re.IGNORECASE,
)


def listed_values(text: str) -> list[str]:
    """Values a description lists for a field: "one of a, b or c", "status: a, b, c", "(a, b, c)"."""
    if not text:
        return []
    best: list[str] = []
    for cue in _LIST_CUE_RE.finditer(text):
        chunk = re.split(r"[.;)\n]|\s-\s", text[cue.end() :], maxsplit=1)[0]
        items = [
            i.strip(" '\"`")
            for i in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\|\s*", chunk)
        ]
        items = [i for i in items if i]
        if len(items) >= 2 and all(re.fullmatch(r"[\w\-]{1,24}", i) for i in items):
            if len(items) > len(best):
                best = items
    return best


def docstring_arg(description: str, name: str) -> str:
    """What a tool's docstring says of one argument, when its schema says nothing (``@tool``
    without ``parse_docstring`` leaves Google-, NumPy- and Sphinx-style argument lines in the
    tool's description): "time: time in HH:MM, 24h" -> "time in HH:MM, 24h"; else ""."""
    if name not in description:
        return ""
    key = re.escape(name)
    for pattern in (
        rf"^[ \t]*{key}[ \t]+:[ \t]*[\w\[\], |.]+\n[ \t]+(\S[^\n]*)",  # NumPy: "name : str" then text
        rf"^[ \t]*{key}[ \t]*(?:\([^)\n]*\))?[ \t]*:[ \t]*(\S[^\n]*)",  # Google: "name (str): text"
        rf":param(?:[ \t]+\w+)?[ \t]+{key}[ \t]*:[ \t]*(\S[^\n]*)",  # Sphinx: ":param str name: text"
    ):
        m = re.search(pattern, description, re.MULTILINE)
        if m:
            return m.group(1).strip()
    # prose that names the argument's format: "Renew a loan until a date given as YYYY-MM-DD."
    m = re.search(rf"(?<![\w-]){key}\s+((?:an?|the|some)\s+(?:\w+\s+)?(?:date|YYYY)\b[^.\n]*)", description)
    return m.group(1).strip() if m else ""


def _near_name(name: str, description: str) -> str:
    """The part of a tool description that follows a mention of the field ("a status (...)")."""
    words = [w for w in re.split(r"[_\s]+", name) if w]
    if not words:
        return ""
    m = re.search(r"\b" + r"[\s_]+".join(map(re.escape, words)) + r"(?:es|s)?\b", description, re.I)
    if not m:
        return ""
    return re.split(r"[.;\n](?:\s|$)", description[m.end() : m.end() + 200], maxsplit=1)[0]


def id_field(spec: ToolSpec) -> str | None:
    """The name of the tool's single-id string argument, if it has one."""
    props = (spec.parameters or {}).get("properties") or {}
    for name, schema in props.items():
        if is_id_name(name) and _type_of(schema or {}) == "string":
            return name
    return None


def _type_of(schema: dict) -> str:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    if kind is None:
        for option in schema.get("anyOf") or []:
            if option.get("type") and option.get("type") != "null":
                return option["type"]
        return "string"
    return kind


def _enum_in_any_of(schema: dict) -> list | None:
    for option in schema.get("anyOf") or []:
        if option.get("enum"):
            return option["enum"]
    return None


_SQL_RE = re.compile(r"\bsql\b|\bselect\b", re.IGNORECASE)
_STATUS_NAMES = re.compile(r"status|state|stage|状态", re.IGNORECASE)
# Words that name a state: Chinese "已发货" (done), "待支付" (to do), "未付款" (not done) by
# their first character; English participles and the few common state adjectives.
_STATUS_ZH_RE = re.compile(r"^[已待未][\u4e00-\u9fff]{1,4}$")
_STATUS_EN = frozenset(
    "pending open closed active inactive new paid unpaid shipped delivered cancelled canceled refunded "
    "returned failed complete completed draft archived approved rejected overdue".split()
)


def status_words(question: str) -> list[str]:
    """The words of the question that name a state ("已发货", "shipped"), in order."""
    out: list[str] = []
    for run in re.findall(r"[\u4e00-\u9fff]+|[A-Za-z]+", question):
        if "\u4e00" <= run[0] <= "\u9fff":
            from course_lib.sim.words.text import (
                jieba_segmenter,  # jieba cuts "已发货" into "已" + "发货":
            )

            words = [w for w in jieba_segmenter().cut(run) if w.strip()]  # the mark and its verb make the state
            for i, w in enumerate(words):
                if w in ("已", "待", "未") and i + 1 < len(words) and len(words[i + 1]) <= 3:
                    out.append(w + words[i + 1])
                elif _STATUS_ZH_RE.match(w):
                    out.append(w)
        elif run.lower() in _STATUS_EN:
            out.append(run.lower())
    return list(dict.fromkeys(out))


_TABLE_RE = re.compile(r"\b(?:table|tables|from)\s+[`\"']?([A-Za-z_][\w.]*)|([A-Za-z_]\w*)\s*表", re.IGNORECASE)


def sql_for(question: str, spec: ToolSpec) -> str:
    """A read-only SQL statement for a tool that takes one ("sql: 只读 SQL 查询语句"): the table
    its description names (else its own name's noun), filtered on the question's key terms.
    The simulator knows no schema, so it selects every column, as a cautious model would."""
    from course_lib.sim.words.text import content_terms

    found = _TABLE_RE.search(spec.description)
    table = (found.group(1) or found.group(2)) if found else ""
    if not table:
        words = [w for w in re.split(r"[_\W]+", spec.name.lower()) if w and w not in ("query", "run", "sql", "execute", "search", "get")]
        table = words[-1] if words else "data"
    terms = [t.replace("'", "''") for t in content_terms(question) if not t.isdigit()][:3]
    where = " OR ".join(f"text LIKE '%{t}%'" for t in terms)
    return f"SELECT * FROM {table}" + (f" WHERE {where}" if where else "") + ";"


def _fallback(schema: dict, query: str) -> Any:
    kind = _type_of(schema)
    if "default" in schema:
        return schema["default"]
    if schema.get("enum"):
        return schema["enum"][0]
    return {"integer": 0, "number": 0, "boolean": False, "array": [], "object": {}}.get(kind, query)
