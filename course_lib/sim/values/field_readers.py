"""One table of field readers, shared by structured output, tool arguments and extraction.

A schema field (its name, description and JSON type) is of one kind; ``KINDS`` lists every
kind in the order they are tried, each with the test that tells a field is of it and the reader
that takes its value from a text (``None`` when the text gives none: the text is never copied
into a field, nor a value guessed from the question's words).

  kind        a field is of it when ...                          the reader takes ...
  enum        it lists its values                                the value the text names (a short
                                                                 code by its words: "fahrenheit" F)
  bool        it is a boolean                                    nothing (the callers decide)
  email / url / phone   its name or description says so          the pattern's match
  age         "age", "how old"                                   "N years old", "aged N", "N岁"
  year        "year", "yr"                                       the earliest year (the latest
                                                                 for "end_year", "max_year")
  minor_amount  a hundredth unit in its name or description       money times 100 ("ten quid": 1000),
              ("pence", "amount_cents")                          or as written in it ("80p": 80)
  amount      "amount", "price", "cost", "total", "fee", "paid"  the number beside a currency
  currency    "currency", or described as a currency / ISO 4217  the ISO code (signs by
                                                                 ``currencies``: ¥ by the text)
  date        "date", "day", "when", "birthday"; format date;    the date, ISO 8601
              "YYYY" / "date" in the description
  quantity    a unit in its name or description ("in_meters")    the quantity in that unit (pint)
  attribute   "<thing>_color" (type, size, ...)                  "blond" of "blond hair"
  name_part   "first_name", "middle_name", "last_name", "surname"  that part of a person's name
  merchant    "merchant", "vendor", "store", "payee"             the name after at / from / to
  person      "name", "person", "author", "customer", ...        a name that is not a place
  place       "city", "country", "location", "address", ...      a name after in / at / from
  org         "company", "organisation", "employer", "team"      the name after at / for / with
  text        any other string                                   nothing
  count       an integer or number                               the number beside its words

Structured output (``structured``, for the fields that are not its own tasks) and extraction
read a passage with ``read_field``; tool arguments (``tool_args``) read a question with the same
tests and readers (``kind_of``, ``is_currency_field``, ``is_date_field``, ``currency_mentions``,
``date_value``, ``id_values``, ``PLACE_FIELD_RE``) in their own order, first the values whose
position in the question matters (numbers, percentages, from/to currencies and dates).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from course_lib.sim.words import number_words
from course_lib.sim.words.calendar_dates import (  # the calendar's dates, read here by the date kind
    CN_DATE_RE,
    COMPACT_DATE_RE,
    ISO_DATE_RE,
    WORD_DATE_RE,
    compact_dates,
    date_value,
)
from course_lib.sim.words.currencies import (
    AMOUNT_RE,
    SYMBOL_CLASS,
    UNIT_WORDS,
    amount_number,
    symbol_code,
)
from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
from course_lib.sim.words.net_addresses import EMAIL_RE, URL_RE, host_value
from course_lib.sim.words.number_words import alternation, values
from course_lib.sim.words.text import ENUMERATION_SPLIT_RE, STOP_WORDS, names, raw_tokens, stem

# --- what kind of value a field holds ------------------------------------------------------

# A field that holds a place ("city", "origin_country", "where", "shipping_address"). An email /
# IP / web address is not a place.
PLACE_FIELD_RE = re.compile(
    r"city|cities|country|countries|location|place|town|region|origin|destination|where|"
    r"(?<!email_)(?<!e-mail_)(?<!ip_)(?<!web_)(?<!mac_)address",
    re.IGNORECASE,
)
# A field whose description's head noun is a place ("deliver_to": "delivery town", "venue": "the
# city of the gig"), whatever its name
_PLACE_DESC_RE = re.compile(r"^\W*(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}(?:city|town|village|country|place|location|"
                            r"destination|venue)\b", re.IGNORECASE)
# A field that holds a whole number by its name alone ("age", "count", "num_items", "quantity",
# "year"), for a JSON key a prompt names without an example value.
COUNT_FIELD_RE = re.compile(
    r"(?:\w+_)?(?:age|count|quantity|qty|num|number_of_\w+|n_\w+|total_\w+|year|years|items|pages|seats|"
    r"guests|people|nights|days|minutes|hours)",
    re.IGNORECASE,
)
def is_id_name(name: str) -> bool:
    """A field that holds an id by its name's whole words (``name_words``; lexicons.yaml
    id_name_last, id_name_inner, id_name_after, id_name_compounds): "order_id", "barcode", "ticket_number", "sku_code", "ref",
    "bookingRef", "invoice_no", "case_nr"; never "preferred_shift" or "refund_method" (a piece of
    a word is no word of the name)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import name_words

    words = name_words(name)
    if not words:
        return False
    if words[-1] in lexicon("id_name_last") | lexicon("id_name_compounds") or any(
            w in lexicon("id_name_inner") for w in words[:-1]):
        return True
    return len(words) >= 2 and words[-1] in lexicon("id_name_after")


# An id in a text: ORD-1003, AB_12, #1003, 88-41207 (hyphenated digit groups that are not an ISO date);
# typed in lower case its prefix is kept when a hyphen or underscore joins it ("inv-7781") or it is
# one to four letters run into three or more figures ("ord1003"), never a word before a number.
ID_VALUE_RE = re.compile(
    r"\b(?:[A-Z]{1,5}[-_]?\d{2,}[A-Z0-9-]*|(?<![\w-])[a-z]{1,5}[-_]\d{2,}(?:-?[a-z0-9])*|(?<![\w-])[a-z]{1,4}\d{3,}"
    r"|(?!\d{4}-\d{1,2}-\d{1,2}\b)\d{2,}(?:-\d{2,})+(?:-[A-Z][A-Z0-9]{0,3})?|#?\d{3,}(?:-[A-Z][A-Z0-9]{0,3})?)\b"
)
# ``id_values`` also reads a carrier-style code, two or three capitals, one space, then digits
# ("TP 1361", "LX 318", "U2 8021") as one id; a label word before a number ("ID 4471", "NO 12",
# "PM 3", "SKU 12", "EAN 40") is no prefix, and neither is anything before a number that runs on
# in hyphenated groups ("QX 40-2281-C": the id is "40-2281-C"; a carrier's number stands alone).
_ID_LABELS = "ID|NO|NR|REF|NUM|PIN|AM|PM|TEL|FAX|VAT|PO|ZIP|SKU|UPC|EAN|PN|ART|LOT"
_SPACED_ID_RE = re.compile(
    rf"(?<![\w-])(?!(?:{_ID_LABELS})\b)[A-Z][A-Z0-9][A-Z]? \d{{1,4}}\b(?![.,:]\d|-\w)"
    "|" + ID_VALUE_RE.pattern
)
# A field that holds a date, by its name.
# (and a date's name in Spanish, Portuguese, French, German or Italian: "dia", "fecha", "jour", "datum", "giorno")
DATE_FIELD_RE = re.compile(r"date|birthday|(?:^|_)(?:day|when|d[ií]a|fecha|jour|datum|giorno)(?:_|$)", re.IGNORECASE)
_DATE_DESC_RE = re.compile(r"YYYY|\bdate\b")


def is_currency_field(name: str, description: str, json_type: str) -> bool:
    """A currency field: "currency" in its name, or a string described as a currency (not an
    amount's value)."""
    return bool(re.search(r"currenc", name, re.IGNORECASE)) or (
        json_type == "string" and bool(re.search(r"\bcurrency\b|ISO 4217", description, re.IGNORECASE))
        and not re.search(r"amount|value", name, re.IGNORECASE)
    )


@lru_cache(maxsize=1024)
def is_money_field(name: str) -> bool:
    """A field of money by its name's parts: a money word ("rent", "fare", "salary";
    ``money_field_words`` in data/sim/lexicons.yaml) or a currency code ("rent_gbp", "fare_eur"),
    so "in pounds" in its description is no weight."""
    from course_lib.sim.words.cues import lexicon

    parts = [p for p in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if p]
    codes = {c.lower() for c in known_currency_codes()}
    return any(p in lexicon("money_field_words") or p in codes for p in parts)


def is_date_field(name: str, description: str = "", fmt: str = "") -> bool:
    """A date field: by its name, its format, or "YYYY" / "date" in its description."""
    return bool(DATE_FIELD_RE.search(name) or fmt == "date" or _DATE_DESC_RE.search(description))


@dataclass(frozen=True)
class Field:
    """A schema field as the readers see it: its name in snake case (``lastName`` ->
    ``last_name``), description, JSON type and format."""

    name: str
    description: str = ""
    type: str = "string"
    format: str = ""
    enum: tuple = ()

    @classmethod
    def of(cls, name: str, description: str = "", json_type: str = "string", fmt: str = "", enum=()) -> Field:
        snake = re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()
        return cls(snake, description or "", json_type or "string", fmt or "", tuple(enum or ()))

    @property
    def label(self) -> str:
        return f"{self.name} {self.description}"

    @property
    def words(self) -> list[str]:
        return [w for w in re.split(r"[_\W]+", self.name) if w]


# A field that holds a network host: by its own name ("hostname", "ip", "target_ip"), or by a
# name a host shares with other things ("host" of a party, "server", "domain", "address",
# "target") when its description or its tool's says it is on a network ("an internet domain",
# "an IP address", "a machine on the network")
_HOST_NAME_RE = re.compile(r"(?:^|_)(?:hostnames?|ip|ipv4|ip_addr(?:ess)?|fqdn)(?:_|$)", re.IGNORECASE)
_HOST_ROLE_RE = re.compile(r"(?:^|_)(?:hosts?|server|domain|address|addr|target|destination|dest|machine|node|endpoint|site)(?:_|$)",
                           re.IGNORECASE)
_NETWORK_CUE_RE = re.compile(r"\b(?:ip(?:v4)?|hostnames?|dns|domain name|internet|network|web|tls|ssl|https?|"
                             r"ping|whois|ports?|firewall|subnet|lan)\b", re.IGNORECASE)


def is_host_field(name: str, said: str = "") -> bool:
    """A string field that holds a network host (an IPv4 address or a hostname), by its name or,
    for a name a host shares with other things, by ``said`` (its description, its tool's)."""
    return bool(_HOST_NAME_RE.search(name) or (_HOST_ROLE_RE.search(name) and _NETWORK_CUE_RE.search(said)))


def _numeric_or_string(f: Field) -> bool:
    return f.type in ("integer", "number", "string")


_NAME_PART_RE = re.compile(r"(?:^|_)(first|given|fore|middle|last|family|sur)_?names?$", re.I)
_MERCHANT_RE = re.compile(r"merchant|vendor|store|shop|seller|payee", re.I)

_EMAIL_RE = EMAIL_RE
_UUID_RE = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.IGNORECASE)
_URL_RE = URL_RE
# An IBAN: country code, two check digits, then 11-30 letters and digits, maybe in groups of four
_IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
_PHONE_RE = re.compile(r"\+?\d[\d\s().-]{6,}\d")
_WORDED_AGE_CUE_RE = re.compile(r"\b(?:is|am|turned|turns|turning|aged?|s?he['’]s|i['’]m|they['’]re|you['’]re)\s+[a-z]|"
                                r"\b[a-z]+[- ]years?[- ]old\b", re.IGNORECASE)
_AGE_RE = re.compile(
    r"\b(\d{1,3})[- ]years?[- ]old\b|\baged? (?:of )?(\d{1,3})\b|\b(\d{1,3})\s*(?:yo|y/o)\b|(\d{1,3})\s*岁|"
    r"(?:\b(?:is|am|turned|turns|turning)|\b(?:s?he|i|they|you)['’](?:s|m|re))\s+(\d{1,3})\b(?!\s*(?:%|percent|cm|kg|km|m\b|years? ago|minutes|hours|days|[:.,]\d))",
    re.IGNORECASE,
)
_ATTRIBUTE_WORDS = frozenset(
    "color colour type kind size shape style brand model material flavour flavor breed make "
    "length pattern".split()
)
_PERSON_FIELD_RE = re.compile(r"(?:^|_)(?:name|full_name|person|author|owner|customer|user|contact|guest|attendee|patient|"
                              r"passenger|student|employee|speaker|sender|host)(?:_|$)|^name", re.I)
# a field described as a person's name ("Full name of the rider"), whatever its own name
_PERSON_DESC_RE = re.compile(r"^\W*(?:the\s+)?(?:(?:full|first and last)\s+)?name of the (?!\w+\s+(?:company|city|"
                             r"place|product|file|project|team|town|country|street|shop|store|restaurant|hotel)\b)|"
                             r"\b(?:person's|their) full name\b", re.IGNORECASE)
_ORG_FIELD_RE = re.compile(r"company|organi[sz]ation|employer|org(?:_|$)|brand|team", re.I)
_NUMBER = r"\d+(?:[.,]\d+)?"
# A quantity: a number and the unit word(s) after it ("6 feet", "1.8 m", "70 kg", "5'11\"").
_QUANTITY_RE = re.compile(rf"({_NUMBER})\s*([A-Za-z°][A-Za-z°/]*(?:\s+(?:per|an?)\s+[A-Za-z]+)?)")
_FEET_INCHES_RE = re.compile(r"(\d)\s*'\s*(\d{1,2})\s*(?:\"|'')")
# "2h30", "1 h 45", "1h 45m": hours and minutes written together
# ("at 14h30", "à 9h30", "um 14h30", "from 9h30" is a time of day, not a duration)
_HOURS_MINUTES_RE = re.compile(
    r"(?<![\w.:])(?<!\bat )(?<!\bà )(?<!\bum )(?<!\bab )(?<!\bvers )(?<!\bfrom )(?<!\buntil )(?<!\bby )(?<!\bto )(\d{1,2})\s?h\s?([0-5]\d)(?:\s?m(?:in)?\b)?(?![\w:])", re.IGNORECASE)
_UNIT_IN_FIELD_RE = re.compile(
    r"(?:(?:^|_)in_|\bin\s+|\(|\bmeasured in\s+|\bunits?:\s*)([A-Za-z°]+(?:/[A-Za-z]+)?)\)?", re.IGNORECASE
)
# Compass directions ("South-East", "north east", "NNW"), for a direction field.
_POINTS = {"north": "N", "south": "S", "east": "E", "west": "W"}
_COMPASS_RE = re.compile(
    r"\b((?:north|south)(?:[- ]?(?:east|west))?|east|west)\b|\b([NS]?[NS][EW]|[NSEW])\b(?=\s*(?:wind|direction|$|[,.]))",
    re.IGNORECASE,
)
_TEMPERATURE_WORD_RE = re.compile(r"\s*(?:degrees?\s*)?(celsius|centigrade|fahrenheit|C|F)\b", re.IGNORECASE)


# --- the readers -----------------------------------------------------------------------------


def value_named(values, text: str) -> Any:
    """The value whose words (lightly stemmed) all occur in the text, else ``None``; a value the
    text names only under a negation ("not urgent") is ruled out (``negation``)."""
    from course_lib.sim.words.negation import negated_options

    words = {stem(w) for w in raw_tokens(text)}
    ruled_out = negated_options(values, text)
    return value_in_words([v for v in values if v not in ruled_out], words)


def enum_values_named(values, text: str) -> list:
    """Every value of a list field's enum the text names, in the enum's order ("free wi-fi and a
    heated pool, but no parking" of wifi / parking / pool: wifi, pool): a value's words all among the
    text's (lightly stemmed, a hyphened word also written whole: "wi-fi" is "wifi"), or a value that is
    the short form of a weekday or month the text writes ("tue" of "Tuesdays"); a value the text
    names only under a negation ("no parking") is left out. Read alike by tool arguments and
    structured output (``tool_args``, ``responders.structured``)."""
    from course_lib.sim.words.negation import negated_options

    tokens = raw_tokens(text)
    words = {stem(w) for w in tokens} | {stem(w.replace("-", "")) for w in tokens if "-" in w}
    named_days = {w for w in (stem(t.lower()) for t in tokens) if w in _CALENDAR_NAMES}
    ruled_out = negated_options(values, text)
    found = []
    for value in values:
        if value in ruled_out:
            continue
        short = str(value).lower().rstrip(".")
        if value_in_words([value], words) is not None or (
                len(short) >= 3 and any(day.startswith(short) for day in named_days)):
            found.append(value)
    return found


_CALENDAR_NAMES = frozenset(stem(w) for w in (*WEEKDAYS, *MONTHS))


def value_in_words(values, words: set[str]) -> Any:
    """The value whose words (lightly stemmed) all occur in ``words``, else ``None``."""
    for value in values:
        forms = {stem(w) for w in raw_tokens(str(value))}
        if forms and forms <= words:
            return value
    return None


def _match(pattern: re.Pattern, group: int = 0, strip: bool = False) -> Callable[[Field, str], Any]:
    def read(f: Field, text: str) -> Any:
        m = pattern.search(text)
        if not m:
            return None
        return m.group(group).strip() if strip else m.group(group)
    return read


def _read_phone(f: Field, text: str) -> Any:
    """The first phone number of ``text`` that belongs to the field: a number the text gives another
    owner ("ring the office on 0161 ...", "my work number is ...") is not a "mobile" field's when the
    field names an owner of its own (``phone_owners`` in data/sim/lexicons.yaml; issue 26, the
    twenty-eighth set's W8)."""
    from course_lib.sim.words.cues import lexicon

    owners = lexicon("phone_owners")
    own = {w for w in re.findall(r"[a-z]+", f.label.lower()) if w in owners}
    for m in _PHONE_RE.finditer(text):
        before = set(re.findall(r"[a-z]+", text[max(0, m.start() - 40):m.start()].lower())[-4:]) & owners
        if own and before and not before & own:
            continue  # "the office on 0161 496 0123" for the caller's own mobile
        return m.group(0).strip()
    return None


def _read_age(f: Field, text: str) -> Any:
    m = _AGE_RE.search(text)
    if m is None and _WORDED_AGE_CUE_RE.search(text):  # "She's seven and ...": the number word as a figure
        from course_lib.sim.words.quantities import with_digits

        m = _AGE_RE.search(with_digits(text))
    value = next((g for g in m.groups() if g), None) if m else None
    from course_lib.sim.values.ages import age_for_field, future_age

    later = future_age(text)  # "turns 40 next month": 39 for the age now, 40 for the age reached
    if later is not None and (value is None or int(value) == later.figure):
        reached = age_for_field(f.label, later)
        return None if reached is None else _typed(str(reached), f.type)
    return _typed(value, f.type)


def _read_year(f: Field, text: str) -> Any:
    years = [int(y) for y in re.findall(r"\b(1[6-9]\d\d|20\d\d|21\d\d)\b", text)]
    if not years:
        return None
    last = re.search(r"(?:^|_)(?:max|end|to|until|last|latest)(?:_|$)", f.name, re.I)
    year = max(years) if last else min(years)
    return str(year) if f.type == "string" else year




# A field that holds a sum of money by its name ("amount", "max_price", "budget", "max_rent",
# "fare"): a number written with a currency belongs to it, not to a count.
MONEY_FIELD_RE = re.compile(r"(?:^|_)(?:amount|price|cost|total|sum|fee|fares?|paid|rent|budget|salary|spend|"
                            r"spending)(?:_|$)", re.IGNORECASE)


def _read_amount(f: Field, text: str) -> Any:
    m = AMOUNT_RE.search(text)
    if m is None and _WORD_NUMBER_HINT_RE.search(text):  # "twelve pounds fifty": 12.50
        from course_lib.sim.words.quantities import with_digits

        text = with_digits(text)
        m = AMOUNT_RE.search(text)
    value = amount_number(m) if m else _number_near(text, ["amount", "price", "cost", "total", "paid", "spent"])
    return _typed(value, f.type) if value is not None else None


# a figure written in a currency's hundredth part: "80p", "40 cents", "75 pence"
_MINOR_WRITTEN_RE = re.compile(r"(\d+(?:\.\d+)?)\s*([^\W\d_]+)\b")


def is_minor_money_field(name: str, description: str = "") -> bool:
    """A numeric field counted in a currency's hundredth part: "pence", "amount_cents", "the price
    in cents" (``minor_money_units`` in ``data/sim/lexicons.yaml``; a bare "p" or "c" only as a
    whole name part, never in a description's prose)."""
    from course_lib.sim.words.cues import lexicon

    units = lexicon("minor_money_units")
    parts = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    prose = re.sub(r"\bper\s*cent", " ", description.lower())  # "in per cent": a share, no money
    said = [w for w in re.findall(r"[^\W\d_]+", prose) if len(w) > 1]
    return any(w in units and len(w) > 1 for w in parts) or any(w in units for w in said)


def minor_amount(text: str) -> float | None:
    """The text's money counted in hundredths: money written in a currency's major unit times 100
    ("ten quid", "£2.50": 1000, 250), money written in the minor unit as written ("80p", "forty
    cents": 80, 40); ``None`` when the text writes no money (a bare figure is no sum of either unit:
    the caller's limit)."""
    m = AMOUNT_RE.search(text)
    if m is None and _WORD_NUMBER_HINT_RE.search(text):
        from course_lib.sim.words.quantities import with_digits

        text = with_digits(text)
        m = AMOUNT_RE.search(text)
    from course_lib.sim.words.cues import lexicon

    units = lexicon("minor_money_units")
    if m is None:
        minor = [float(g.group(1)) for g in _MINOR_WRITTEN_RE.finditer(text) if g.group(2).lower() in units]
        return minor[0] if len(minor) == 1 else None
    value = amount_number(m)
    if value is None:
        return None
    written = _MINOR_WRITTEN_RE.match(text, m.start()) or _MINOR_WRITTEN_RE.search(m.group(0))
    whole = m.group(0)
    if written and written.group(2).lower() in units and not re.search(SYMBOL_CLASS, whole) \
            and float(written.group(1)) == float(value):
        return float(value)  # "80p": the minor unit as written
    return round(float(value) * 100, 6)


def _read_minor_amount(f: Field, text: str) -> Any:
    value = minor_amount(text)
    return _typed(f"{value:g}", f.type) if value is not None else None


def _is_address_part(name: str) -> bool:
    """A street or postcode field (a town field is a place: ``_read_place`` reads an address's town)."""
    from course_lib.sim.values.postal_addresses import is_address_part

    return is_address_part(name) and not PLACE_FIELD_RE.search(name)


def _read_postal(f: Field, text: str) -> Any:
    """The street or the postcode of the text's one-line postal address ("14 Mill Lane, Kendal, LA9 4QR")."""
    from course_lib.sim.values.postal_addresses import part_for

    return part_for(f.name, text)


def _read_currency(f: Field, text: str) -> Any:
    found = currency_mentions(text) or (["INR"] if re.search(r"\b(?:rs\.?|rupees?)\s*\d|₹", text, re.I) else [])
    return found[0] if found else None


def _read_date(f: Field, text: str) -> Any:
    moved = _moved_to_weekday(f, text)
    if moved:
        return moved
    found = day_value(text)
    if found is None and (f.format == "date" or re.search(r"YYYY", f.description)):
        coming = coming_weekday(text)  # "Today is 3 June 2031 ... on friday": a date, never "Friday"
        if coming is not None:
            return coming or None
    if found is None and _WEEKDAY_FIELD_RE.search(f.name) and f.type == "string" and not f.format:
        days = {m.group(0).capitalize() for m in _WEEKDAY_RE.finditer(text)}
        if len(days) == 1 and _relative_phrase(text) is None and not _moved_from_only(f, text):
            return days.pop()  # "Thursday works best." for "day"
        if len(days) == 2 and _relative_phrase(text) is None:
            return _moved_day(f, text)
    return found


def coming_weekday(text: str) -> str | None:
    """The date of the one weekday a text names alone ("on friday"), counted from the today it
    states ("Today is 3 June 2031"): the coming one, as ISO 8601; "" when the weekday is the stated
    today's own (this week's or next week's: unread), or no today is stated; ``None`` when the
    text names no weekday alone, or two, or a relative day ("next Friday": ``relative_days``)."""
    import datetime as dt

    from course_lib.sim.values.relative_days import (
        moved_weekday,
        stated_today,
        without_stated_today,
    )
    from course_lib.sim.words.day_names import WEEKDAYS

    rest = without_stated_today(text)
    days = {m.group(0).lower() for m in _WEEKDAY_RE.finditer(rest)}
    if len(days) != 1 or _relative_phrase(text) is not None:
        return None
    today = stated_today(text)
    if today is None or any(moved_weekday(rest[m.end():]) for m in _WEEKDAY_RE.finditer(rest)):
        return ""  # "Friday after that": not the coming Friday, and not read: no date
    ahead = (WEEKDAYS.index(days.pop()) - today[0].weekday()) % 7
    return (today[0] + dt.timedelta(days=ahead)).isoformat() if ahead else ""


def _moved_from_only(f: Field, text: str) -> bool:
    """A day field for the day moved to, and the text's one weekday is the day moved from ("move
    it from Tuesday to the weekend"): that weekday is no value of it."""
    from course_lib.sim.words.cues import lexicon

    return bool(set(f.words) & lexicon("moved_to_field_words")) and bool(
        re.search(rf"\bfrom\s+(?:\w+\s+)?{_WEEKDAY_RE.pattern}", text, re.IGNORECASE))


def _moved_to_weekday(f: Field, text: str) -> str | None:
    """For a date field of the day a thing is moved to ("new_day", ``moved_to_field_words``): the
    date of the weekday a text names after the day it names relative to now, the thing's day as it
    stands ("it's due tomorrow but ... can it come on Friday instead?": Friday), counted from the
    today it states; ``None`` when the text is not so ("instead of Friday", "to tomorrow": the
    relative day is the new one) or states no today."""
    from course_lib.sim.values.relative_days import relative_day
    from course_lib.sim.words.cues import lexicon

    if not set(f.words) & lexicon("moved_to_field_words"):
        return None
    relative = relative_day(text)
    if relative is None or not relative.phrase:
        return None
    at = text.lower().find(relative.phrase.lower())
    if at < 0 or re.search(r"\b(?:to|until|till|for)\s*$", text[:at], re.IGNORECASE):
        return None
    after = text[at + len(relative.phrase):]
    if re.search(rf"\binstead\s+of\s+(?:\w+\s+)?{_WEEKDAY_RE.pattern}", after, re.IGNORECASE):
        return None
    return coming_weekday(text[:at] + " " + after) or None


def _moved_day(f: Field, text: str) -> str | None:
    """The one end of a move "from Tuesday to Friday" a day field's name asks for: ``new_day``
    the day moved to, ``old_day`` the day moved from (the name words are ``moved_to_field_words``
    / ``moved_from_field_words`` in data/sim/lexicons.yaml); ``None`` for a name that says
    neither, or no such move."""
    from course_lib.sim.words.cues import lexicon

    m = re.search(rf"\bfrom\s+(?:\w+\s+)?({_WEEKDAY_RE.pattern})\s+(?:to|until|till)\s+"
                  rf"(?:\w+\s+)?({_WEEKDAY_RE.pattern})", text, re.IGNORECASE)
    if m is None:
        return None
    words = set(f.words)
    if words & lexicon("moved_to_field_words"):
        return m.group(2).capitalize()
    if words & lexicon("moved_from_field_words"):
        return m.group(1).capitalize()
    return None


# a field named for a day, not a date ("day", "weekday", "visit_day"): a weekday the text names
# alone is its value as written (no date is counted from it; "next Friday" stays unread)
_WEEKDAY_FIELD_RE = re.compile(r"(?:^|_)(?:week)?day(?:_|$)", re.IGNORECASE)
_WEEKDAY_RE = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.IGNORECASE)


def _relative_phrase(text: str) -> str | None:
    """The phrase of a day named relative to now ("next Friday", "tomorrow"), else ``None``."""
    from course_lib.sim.values.relative_days import relative_day

    relative = relative_day(text)
    return relative.phrase if relative is not None else None


def day_value(text: str) -> str | None:
    """The day a text asks for, as ISO 8601: a day it names relative to now ("tomorrow", "the day
    after tomorrow", "next Wednesday", "in 5 days") counted from the today it states
    (``relative_days``); ``None`` for such a day with no today stated (or two readings), never
    the stated today itself; else the date it writes other than the stated today."""
    from course_lib.sim.values.relative_days import relative_day, without_stated_today

    relative = relative_day(text)
    if relative is not None:
        return relative.iso
    return date_value(without_stated_today(text))


def _read_date_time(f: Field, text: str) -> Any:
    return date_time_value(text)


def date_time_value(text: str) -> str | None:
    """A date-time value (a ``datetime`` field or parameter, JSON format ``date-time``): the
    text's date and its time of day, ISO 8601 ("2027-05-06T15:30:00"); ``None`` (no value)
    when either is missing, since a date alone would put the event at midnight. The date is
    read as a date field reads it: a day named relative to a stated today ("this Friday",
    "tomorrow") or a weekday named alone counted from it, never the stated today itself then."""
    day = _date_time_day(text)
    times = time_values(text)
    if not day or not times:
        return None
    return f"{day}T{times[0]}:00"


def _date_time_day(text: str) -> str | None:
    """The day of a date-time value: a relative day ("this Friday", "tomorrow") counted from the
    stated today (``None`` for two readings or no today), else the coming weekday named alone
    ("Friday" after "Today is Wednesday 14 March"; ``None`` for the stated today's own weekday),
    else the date the text writes (the stated today's own when it writes no other)."""
    from course_lib.sim.values.relative_days import relative_day, stated_today

    relative = relative_day(text)
    if relative is not None:
        return relative.iso
    coming = coming_weekday(text)
    if coming:
        return coming
    if coming == "" and stated_today(text) is not None:
        return None
    return date_value(text)


def _read_direction(f: Field, text: str) -> Any:
    """The first compass direction the text names: "SE" (when the field asks for an
    abbreviation) or "south-east"."""
    abbreviated = bool(re.search(r"abbreviat|short|letters?|code", f.description, re.I))
    m = _COMPASS_RE.search(text)
    if m is None:
        return None
    if m.group(2):
        code = m.group(2).upper()
        if abbreviated:
            return code
        return "-".join({v: k for k, v in _POINTS.items()}[c] for c in code)
    parts = re.findall(r"north|south|east|west", m.group(1).lower())
    return "".join(_POINTS[p] for p in parts) if abbreviated else "-".join(parts)


def without_lettered_ids(text: str) -> str:
    """``text`` with the ids that hold a letter ("LX 318", "KT-40917") blanked: their figures are
    no amount, count or length ("My flight LX 318 was cancelled" gives no delay of 318 minutes)."""
    for found in id_values(text):
        if any(ch.isalpha() for ch in found) and any(ch.isdigit() for ch in found):
            text = text.replace(found, " " * len(found))
    return text


def _read_quantity(f: Field, text: str) -> Any:
    from course_lib.sim.words.area_units import area_tokens

    text = area_tokens(without_lettered_ids(text))  # "750 square feet": one unit (``area_units``)
    unit = _field_unit(f.name, f.description)
    from course_lib.sim.values.labelled_measures import own_part

    part = own_part(f.name, f.description, text) if unit is not None else None
    if part is not None:  # "体重一百二十斤,身高一米七五" for height_cm: the height's own part
        value = _quantity_in(part, unit, f.words)
        bare = re.findall(r"\d+(?:\.\d+)?", part)
        if value is None and len(bare) == 1 and not re.search(r"\d\s*[^\W\d_]", part):
            value = bare[0]  # "身高168,体重55" for height_cm: its one figure, in the field's unit
        return _typed(value, f.type) if value is not None else None
    if unit is not None and unit in _tail_time_units() and (own := _own_time_part(f, text, unit)) is not None:
        text = own  # "a 7 hour flight with a 95 minute layover" for layover_minutes: the layover's own length
    value = _quantity_in(text, unit, f.words) if unit is not None else None
    if value is None and unit is not None and (minutes := clock_span_minutes(text)) is not None:
        target = _unit(unit) or _symbol_unit(unit)  # "2:15pm to 3:40pm" for minutes: 85
        if target is not None and str(target.dimensionality) == "[time]":
            value = f"{(minutes * _registry().minute).to(target).magnitude:g}"
    if value is None and unit is not None and _other_dimension(text, unit):
        return None  # "70 cm tall" for "weight_kg": a quantity of another kind is no value of this one
    if value is None and unit in _TAIL_UNIT_SYMBOLS and f.type in ("integer", "number"):
        return _read_count(f, text)  # "morning_mg" of "Morning 20": the figure beside the field's word, as before
    if value is None and unit in _tail_time_units() and f.type in ("integer", "number"):
        return _own_time_count(f, text, unit)  # "3 extra days": 3; "over 5,000 listens": none
    return _typed(value, f.type) if value is not None else None


# a field named "time" that is no time of day: a zone, a length of time
_NOT_TIME_OF_DAY_RE = re.compile(r"zone|spent|taken|duration|elapsed|length|how long|minutes|hours", re.IGNORECASE)


def _read_time(f: Field, text: str) -> Any:
    """A time-of-day string field ("arrival time as HH:MM, 24h"): the one time the text states
    ("arriving 8pm": "20:00"); ``None`` for none or several (the caller's limit)."""
    found = set(time_values(text))
    return found.pop() if len(found) == 1 else None


def _read_attribute(f: Field, text: str) -> Any:
    return _attribute(text, f.words[:-1])


_PART_LABELS = {"first": "first name|given name|forename|christian name", "given": "first name|given name|forename",
                "fore": "first name|given name|forename", "middle": "middle name",
                "last": "last name|surname|family name", "family": "last name|surname|family name",
                "sur": "last name|surname|family name"}


def _read_name_part(f: Field, text: str) -> Any:
    part = _NAME_PART_RE.search(f.name)
    labels = _PART_LABELS[part.group(1).lower()]
    # "Surname's Okafor, first name Chidi": the part its own label names ("no middle name": none)
    labelled = re.search(rf"\b(?:{labels})(?:['’]s|\s+is|\s*:)?\s+(?-i:([A-Z][\w'’-]+))", text, re.IGNORECASE)
    if labelled:
        return labelled.group(1)
    people = [without_opening_word(n, text) for n in names(text) if not placed_name(n, text)]
    people = [p for p in people if " " in p] or people
    if not people:
        return None
    words = people[0].split()
    if part.group(1).lower() in ("first", "given", "fore"):
        return words[0]
    if part.group(1).lower() == "middle":  # "Clara Jane Hughes": "Jane"; "Tobias Brandt" has none
        return " ".join(words[1:-1]) or None
    return words[-1] if len(words) > 1 else None


def _read_merchant(f: Field, text: str) -> Any:
    found = [
        n for n in names(text)
        if not re.fullmatch(r"[\d\W]+|[A-Z]{1,3}\d*", n)
        and re.search(rf"\b(?:at|from|to|on|via)\s+(?:the\s+)?{re.escape(n)}|^\s*{re.escape(n)}\s*:", text)
    ]
    # "Train fare to Leeds, bought at the Northern ticket office": the shop is where one buys
    # ("at" / "from"), before a place one goes "to"
    bought = [n for n in found if re.search(rf"\b(?:at|from)\s+(?:the\s+)?{re.escape(n)}", text)]
    return (bought or found)[0] if found else None


def _read_person(f: Field, text: str) -> Any:
    labelled = _labelled_person(f, text)
    if labelled is not None:  # "Name: Odile Brannigan" on a form: the label says whose name it is
        return labelled
    # a number ("29" in "Małgorzata is 29", a phone number "0612 448 903") or a day ("on Saturday")
    # is no one's name; nor is a form's heading in capitals ("LIBRARY CARD APPLICATION")
    headings = _heading_words(text)
    found = [without_opening_word(n, text) for n in names(text)
             if not placed_name(n, text) and re.search(r"[^\W\d_]", n) and not _CALENDAR_NAME_RE.fullmatch(n)
             and not any(w in headings for w in n.split())]
    # "Rafael Mbekki's history of lighthouses": the person is Rafael Mbekki (a one-word name keeps
    # its "'s": "Macy's" may be the name itself)
    return _without_possessive_tail(found[0]) if found else None


def _without_possessive_tail(name: str) -> str:
    """A person's name of two or more words without the possessive "'s" after its last word."""
    words = name.split()
    if len(words) >= 2 and re.search(r"\w['’]s$", words[-1]):
        return " ".join([*words[:-1], words[-1][:-2]])
    return name


# "Full name: Odile Brannigan", "Applicant:  Tomasz Weller": a label and its value on one line
_LABEL_LINE_RE = re.compile(r"^[ \t]*([A-Za-z][A-Za-z' ]{0,30}?)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$", re.MULTILINE)


# a form's answer line: "Any allergies? (Y/N): Y - peanuts", "Medical conditions: none"; the label may
# end in a question and a "(Y/N)" key
_FORM_LINE_RE = re.compile(r"^[ \t]*([A-Za-z][^:\n]{0,60}?)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$", re.MULTILINE)


def _form_answer(name: str, text: str) -> str | None:
    """The answer on a form's one line whose label shares a word with the field's name (``None``
    for a text that is no form, for no such line, or two)."""
    if not is_form(text):
        return None
    field_words = {stem(w) for w in re.findall(r"[a-z]+", name.lower().replace("_", " ")) if w not in STOP_WORDS}
    found = [m.group(2) for m in _FORM_LINE_RE.finditer(text)
             if {stem(w) for w in re.findall(r"[a-z]+", m.group(1).lower())} & field_words]
    return found[0] if len(found) == 1 else None


def _yes_mark(value: str) -> re.Match | None:
    from course_lib.sim.words.cues import lexicon

    marks = sorted(lexicon("form_yes_marks"), key=len, reverse=True)
    return re.match(r"(?i:" + "|".join(re.escape(m) for m in marks) + r")\b\s*[-–,:]?\s*", value)


def no_answer(value: str) -> bool:
    """A form's answer that says nothing is there ("none", "N", "n/a": ``form_no_answers``)."""
    from course_lib.sim.words.cues import lexicon

    return not value or value.lower().strip(" .") in lexicon("form_no_answers")


def form_flag(name: str, text: str) -> bool | None:
    """A yes/no field's answer on a form ("Allergies: none" -> False for ``has_allergy``; "Any
    injuries? (Y/N): Y - wrist" -> True); ``None`` where the text is no form or no line fits."""
    value = _form_answer(name, text)
    if value is None:
        return None
    return not no_answer(value)


def _labelled_text(f: Field, text: str) -> str | None:
    """A free-text field's value on a form (``is_form``): the one answer line whose label shares a
    word with the field's name ("Any injuries or conditions? (Y/N): Y - left shoulder" for
    ``injury``: "left shoulder"), its "Y - " / "Yes, " mark left out (lexicon ``form_yes_marks``);
    ``None`` for a "no" answer (``form_no_answers``: "N", "none"), for no such line, or two."""
    value = _form_answer(f.name, text)
    if value is None:
        return None
    head = _yes_mark(value)
    if head:
        value = value[head.end():]
    return None if no_answer(value) else value


def _is_title_field(f: Field) -> bool:
    """A field of a work's title: "title", "book_title", "course_name", "show" (the lexicons
    ``title_field_words`` / ``title_work_words``), never a person's title ("job_title")."""
    from course_lib.sim.words.cues import lexicon

    words = [w.lower() for w in f.words]
    if any(w in ("job", "role", "position", "honorific") for w in words):
        return False
    if any(w in lexicon("title_field_words") for w in words):
        return True
    return bool(words) and words[0] in lexicon("title_work_words") and (len(words) == 1 or words[-1] in (
        "name", "title"))


def _read_title(f: Field, text: str) -> Any:
    """A work's title: the one phrase the text sets in quote marks ("'The Salt Path'", "“Slow
    Money”"), or a form's line for it; ``None`` for none, or two different ones."""
    from course_lib.sim.words.quote_marks import quoted_spans

    spans = list(dict.fromkeys(s.strip(" ,.;:") for s in quoted_spans(text[:4000])))
    spans = [s for s in spans if re.search(r"[^\W\d_]", s)]
    if len(spans) == 1:
        return spans[0]
    if spans:
        return None
    return _labelled_text(f, text) or _work_heading(text)


def _work_heading(text: str) -> str | None:
    """The name after a work's label opening the text ("Webinar: Pensions explained, 2:15pm ...":
    "Pensions explained"; ``title_work_words``), up to its first comma or stop; ``None`` otherwise."""
    from course_lib.sim.words.cues import lexicon

    m = re.match(r"\s*([A-Za-z]+)\s*:\s*([^,.;\n(]{2,60})", text)
    if m is None or m.group(1).lower() not in lexicon("title_work_words"):
        return None
    value = m.group(2).strip()
    return value if re.search(r"[^\W\d_]{2}", value) and not time_spans(value) else None


def is_form(text: str) -> bool:
    """A text of two or more "Label: value" lines (a form filled in: "Name: ...", "Phone: ...")."""
    return len(_LABEL_LINE_RE.findall(text)) >= 2


def _labelled_person(f: Field, text: str) -> str | None:
    """The name on the one "Label: value" line whose label shares most words with the field's name
    ("Name:" for ``full_name``; "Emergency contact:" for ``emergency_contact``), read from the
    value; ``None`` when no label shares a word, two share as many, or the value names no one."""
    field_words = {stem(w) for w in re.findall(r"[a-z]+", f.name.lower().replace("_", " "))}
    scored = []
    for m in _LABEL_LINE_RE.finditer(text):
        shared = {stem(w) for w in re.findall(r"[a-z]+", m.group(1).lower())} & field_words
        if shared:
            scored.append((len(shared), m.group(2)))
    if not scored:
        return None
    top = max(n for n, _ in scored)
    best = [v for n, v in scored if n == top]
    if len(best) != 1:
        return None
    found = [n for n in names(best[0]) if re.search(r"[^\W\d_]", n)]
    return found[0] if found else None


def _heading_words(text: str) -> frozenset[str]:
    """The words of a text's lines written wholly in capitals, where other lines are not (a form's
    or notice's heading: "NEW MEMBER FORM" above "Name: ...")."""
    lines = [ln for ln in text.splitlines() if re.search(r"[^\W\d_]", ln)]
    heads = [ln for ln in lines if ln.upper() == ln and re.search(r"[A-Z]{2}", ln)]
    if not heads or len(heads) == len(lines):
        return frozenset()
    return frozenset(w for ln in heads for w in re.findall(r"[^\W\d_][\w'-]*", ln))


_CALENDAR_NAME_RE = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|"
                               r"august|september|october|november|december", re.IGNORECASE)


def _read_place(f: Field, text: str) -> Any:
    if re.search(r"city|town", f.name) and any(ch.isdigit() for ch in text):
        from course_lib.sim.values.postal_addresses import part_for

        town = part_for(f.name, text)  # "to 14 Mill Lane, Kendal, LA9 4QR": Kendal
        if town:
            return town
    found = [n for n in names(text) if placed_name(n, text) and not n.isdigit()
             and not _CALENDAR_NAME_RE.fullmatch(n)]  # "Friday to Monday", "in March": no place
    if re.search(r"country|nation", f.name):
        found = [n for n in found if n in _territories()] or found
    elif re.search(r"city|town", f.name):
        found = [n for n in found if n not in _territories()] or found
    from course_lib.sim.values.zh_values import route_end

    end = route_end(f.name)
    if end and len(found) > 1:  # "from Leeds to York": the destination is the place gone to
        before = r"(?:to|into|for)" if end == "end" else r"from"
        found = [n for n in found if re.search(rf"\b{before}\s+{re.escape(n)}\b", text)]
    return found[0] if len(found) == 1 or (found and not end) else None


def _read_org(f: Field, text: str) -> Any:
    found = [n for n in names(text) if re.search(rf"\b(?:at|for|with|from|by)\s+{re.escape(n)}", text)]
    return found[0] if found else None


# a count field whose description asks how many people or servings ("how many people the dish
# serves", "party size", "number of guests"), and how a text states that number ("Serves 6",
# "for 3 people", "a party of eight", "table for two", "makes 12 portions")
_PEOPLE_FIELD_RE = re.compile(
    r"how many (?:people|persons|guests|diners|servings|portions|covers|adults|travell?ers|passengers)|"
    r"(?<![a-z])(?:servings?|portions?|(?:party|group)[ _]size|head[ _]?count|covers|(?:number|num|count)[ _]of[ _]"
    r"(?:people|persons|guests|diners|servings|portions|adults|travell?ers|passengers)|guests|diners|"
    r"people|persons|pax)(?![a-z])",
    re.IGNORECASE,
)
_SMALL_NUMBER_WORDS = {w: str(i) for w, i in values(0, 12).items()}
_N = r"(\d{1,4}|" + "|".join(_SMALL_NUMBER_WORDS) + r")(?![\d.,]*\s*(?:-|–|to)\s*\d)"
_PEOPLE_COUNT_RE = re.compile(
    rf"\b(?:serves|serving|feeds|party of|table for|group of|for|makes|yields?)\s*:?\s+{_N}"
    rf"(?:\s+(?:people|persons|guests|diners|adults|servings|portions|of us))?\b|"
    rf"\b{_N}\s+(?:people|persons|guests|diners|servings|portions|covers)\b|"
    rf"(?:^|[.!?;,]\s*|\bthere\s+(?:are|will\s+be)\s+|\bwe(?:['’]re|\s+are)\s+)(?:all\s+)?{_N}\s+of\s+us\b",  # "Four of us, ..."
    re.IGNORECASE,
)


def people_count(text: str) -> str | None:
    """The number of people or servings a text states ("Serves 4", "for 3 people", "a party of
    six"), as digits; ``None`` when it states none, or two different ones. ("for" alone needs the
    noun after it: "for 3 nights" is no count of people.)"""
    found = set()
    for m in _PEOPLE_COUNT_RE.finditer(text[:4000]):
        n = next(g for g in m.groups() if g is not None)
        if m.group(0).lower().startswith("for ") and not re.search(r"\D\s*$", m.group(0)[4 + len(n):]):
            continue  # "for 3" with no noun: nights, days, euros
        found.add(_SMALL_NUMBER_WORDS.get(n.lower(), n))
    return found.pop() if len(found) == 1 else None


# one person named by their relation to the speaker ("my wife", "her partner", "a colleague")
_RELATION = (r"wife|husband|partner|spouse|girlfriend|boyfriend|fianc[ée]e?|friend|colleague|boss|mum|mom|mother|"
             r"dad|father|son|daughter|sister|brother|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|"
             r"niece|nephew|neighbou?r|kid|child|baby|toddler")
_PERSON_ITEM_RE = re.compile(
    rf"^(?:(?P<me>me|myself|i)|(?:my|our|his|her|their|a|an|one)\s+(?:\w+\s+)?(?P<one>{_RELATION})|"
    rf"(?:(?:my|our|his|her|their|the)\s+)?{_N}\s+(?:\w+\s+)?(?:(?:{_RELATION})s?|children|grandchildren|people)|"
    rf"(?:(?:my|our|his|her|their|the|some)\s+)?(?:\w+\s+)?(?:kids|children|grandchildren|friends|colleagues))$",
    re.IGNORECASE,
)


def enumerated_people(text: str) -> str | None:
    """The number of people a text lists one by one ("me, my wife and our three kids": 5; "my
    husband, me and our two children": 4), as digits; ``None`` when it lists fewer than two, or
    an item whose number it does not say ("our kids", "some friends"): a guess."""
    for m in re.finditer(r"\b(?:for|with|of|is|are)\s+([^.!?;:\n]{3,160})", text[:4000], re.IGNORECASE):
        body = re.split(r"\s+(?:please|tonight|today|tomorrow|at|on|in|from|who|which|that)\b|,\s*please\b",
                        m.group(1), maxsplit=1, flags=re.IGNORECASE)[0]
        items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(body.strip(" ,")) if i.strip()]
        if len(items) < 2 or len(items) > 12:
            continue
        total = 0
        for item in items:
            hit = _PERSON_ITEM_RE.match(item)
            if not hit:
                break
            if hit.group("me") or hit.group("one"):
                total += 1
            else:
                n = hit.group(3)
                if n is None:
                    return None  # "our kids": how many is not said
                total += int(_SMALL_NUMBER_WORDS.get(n.lower(), n))
        else:
            return str(total)
    return None


def _read_people(f: Field, text: str) -> Any:
    """A count of people or servings ("servings: how many people the recipe serves"): as the
    text states it, else the people it lists one by one ("me, my wife and our three kids": 5),
    else a number beside the field's own word ("Guests: 4"), never the text's only number ("3
    nights")."""
    from course_lib.sim.values.family_counts import age_field, group_size, headcount
    from course_lib.sim.words.quantities import with_digits

    people = people_count(with_digits(text))  # "for fifteen people", "twenty-two guests": 15, 22 (never "two")
    if people is None:
        people = enumerated_people(text)
    if people is None and age_field(f.name) is None and (listed := headcount(text)) is not None:
        # "me, my husband, our twins and grandma": 5 people (an adults / children field is the age split's)
        people = str(listed)
    if people is None and (size := group_size(text)) is not None:  # "the two of us", "my wife and I": 2
        people = str(size)
    return _typed(people if people is not None else _number_near(text, f.words, alone=False), f.type)


_EVERY_FIELD_RE = re.compile(r"(?:^|_|\b)every(?:_|\b)|\binterval\b|(?:^|_)frequency(?:_|$)", re.IGNORECASE)
_EVERY_NTH_RE = re.compile(r"\bevery\s+(?P<n>other|second|third|fourth|fifth|sixth|\d{1,2}(?:st|nd|rd|th)?)\b"
                           r"|\b(?P<fortnight>fortnightly|biweekly)\b", re.IGNORECASE)
_NTH = {"other": 2} | number_words.ordinals(2, 6)


def _every_nth(text: str) -> int | None:
    """The step an "every other / every third / every 4th" says (2, 3, 4; "fortnightly" 2), or ``None``."""
    found = {(2 if m.group("fortnight") else _NTH.get(m.group("n").lower()) or int(re.sub(r"\D", "", m.group("n"))))
             for m in _EVERY_NTH_RE.finditer(text)}
    return found.pop() if len(found) == 1 else None


def _read_count(f: Field, text: str) -> Any:
    if _EVERY_FIELD_RE.search(f.name) and (step := _every_nth(text)) is not None:
        return _typed(str(step), f.type)  # "every_n_weeks" of "every other Thursday": 2, never "seven" of its time
    from course_lib.sim.values.family_counts import (
        age_field,
        by_age,
        figure_kinds,
        trait_count,
        trait_field,
    )
    from course_lib.sim.values.ordered_counts import (
        has_group_word,
        with_group_counts,
        with_piece_counts,
    )
    from course_lib.sim.words.quantities import with_all_digits, with_digits

    if (trait := trait_field(f.name)) is not None:  # "vegetarians": "two of whom are vegetarian" 2, never 4
        counted = trait_count(trait, text)
        return _typed(str(counted), f.type) if counted is not None else None
    if (ages := age_field(f.name)) is not None:  # "three adults and our twin toddlers": children 2
        split = by_age(text)
        if split is not None:
            return _typed(str(split[0] if ages == "adults" else split[1]), f.type)
    text = _without_phone_numbers(without_lettered_ids(text))
    if has_group_word(text):  # "three dozen scones": 36, "two dozen rolls": 24
        counted = with_all_digits(text)
        grouped = with_group_counts(counted)
        text = grouped if grouped != counted else with_group_counts(with_digits(text))
    if f.words and "pair" in text.lower() and not any("pair" in w for w in f.words):  # "three pairs of socks": 6
        counted = with_all_digits(text)
        pieces = with_piece_counts(counted, f.words)
        text = pieces if pieces != counted else text
    found = number_before_word(with_digits(text), f.words)  # "a 2-bed flat", "Three bedroom house"
    if found is None:  # "Three-bed terrace", "two-bedroom flat": the number word fused to the field's word
        found = number_before_word(with_all_digits(_FUSED_NUMBER_WORD_RE.sub(r"\1 ", text)), f.words)
    # a count of things is no amount of money: "Studio, £850 a month" holds no bedrooms
    counted_text = text if _about_money(f) else AMOUNT_RE.sub(" ", text)
    counted_text = _without_lengths_of_time(counted_text, f.words)  # "for ninety minutes" counts no seats
    if found is None:
        found = _number_near(counted_text, f.words)
    if found is None and _WORD_NUMBER_HINT_RE.search(text):  # "Four stars out of five": 4 by "stars"
        found = _number_near(with_digits(counted_text), f.words)
    if found is None and f.words:  # "Two nights" (one and two stay words above): right before the field's word
        before = re.search(rf"\b(one|two)\s+{re.escape(f.words[-1][:5])}", text, re.IGNORECASE)
        found = str(("one", "two").index(before.group(1).lower()) + 1) if before else None
    if found is None and _counted().is_count_field(f.name):  # "saw 3 red kites": the one figure of things counted
        counted = _counted().count(text)
        found = str(counted) if counted is not None else None
    if found is not None and ages is not None:  # "children" never takes the 3 of "three adults"
        kinds = figure_kinds(text, found)
        if kinds and not kinds & {"adult" if ages == "adults" else "child", "unsure"}:
            return None
    return _typed(found, f.type)


def _lengths_of_time(written: str, words: list[str] = ()) -> list[re.Match]:
    """The lengths of time a text (its quantities in figures) writes ("90 minutes", "2 hours"),
    but those in a unit named by ``words`` (a field named "minutes" keeps its own)."""
    own = {stem(w.lower()) for w in words}
    found = []
    for m in _QUANTITY_RE.finditer(written):
        word = m.group(2).split()[0]
        units = _unit(word) if len(word) > 2 else None
        if units is not None and str(units.dimensionality) == "[time]" and stem(word.lower()) not in own:
            found.append(m)
    return found


def time_length_figures(text: str) -> set[str]:
    """The figures a text writes as lengths of time ("for ninety minutes": {"90"}): no count of
    things (a tool's count argument never takes one)."""
    return {m.group(1) for m in _lengths_of_time(_quantities_in_figures(text))}


def unfused_number_words(text: str) -> str:
    """``text`` with a number word fused to its noun parted ("a two-seater": "a two seater",
    "Three-bed": "Three bed"), as a count reads it."""
    return _FUSED_NUMBER_WORD_RE.sub(r"\1 ", text)


def _without_lengths_of_time(text: str, words: list[str]) -> str:
    """``text`` without the lengths of time it writes ("90 minutes", "ninety minutes", "2 hours"): a
    count of things is none (a field named for a length of time, "months", "minutes", keeps every one:
    "a month for a year" is its own to read or leave)."""
    if any(len(w) > 2 and (units := _unit(w)) is not None and str(units.dimensionality) == "[time]" for w in words):
        return text
    written = _quantities_in_figures(text)
    cut = [(m.start(), m.start(2) + len(m.group(2).split()[0])) for m in _lengths_of_time(written, words)]
    for start, end in reversed(cut):
        written = written[:start] + " " + written[end:]
    return written if cut else text


def _without_phone_numbers(text: str) -> str:
    """``text`` without the phone numbers a phone word labels ("电话13812345678", "mobile 07700
    900123"; ``phone_labels``): a count never takes one."""
    from course_lib.sim.words.cues import lexicon

    labels = lexicon("phone_labels")

    def cut(m: re.Match) -> str:
        before = text[max(0, m.start() - 16):m.start()].lower()
        words = re.findall(r"[a-z]+|[\u4e00-\u9fff]+", before)
        said = words[-1] if words else ""
        labelled = said in labels or any(said.endswith(x) for x in labels if not x.isascii())
        return " " if labelled else m.group(0)

    return _PHONE_RE.sub(cut, text)


def _about_money(f: Field) -> bool:
    """A number field whose name or description speaks of money ("money raised, in euros")."""
    from course_lib.sim.words.cues import lexicon

    words = {w.lower() for w in re.findall(r"[A-Za-z]+", f.label)}
    return bool(words & lexicon("money_field_words")) or "money" in words or bool(currency_mentions(f.description))


# a figure joined to the word after it by a space or a hyphen ("2-bed", "3 bedroom"), not an
# amount's ("£3 bed" is a price) nor a decimal's tail
_BEFORE_WORD_RE = re.compile(r"(?<![\d.,£$€¥])(\d{1,4})(?:\s+|-)([A-Za-z]{3,})\b")


def number_before_word(text: str, words: list[str]) -> str | None:
    """The one figure written right before the field's word or a short form of it ("2-bed" for
    ``bedrooms``: a word of three letters or more that opens the field's word, or that the field's
    word opens), ``None`` for none or two different ones."""
    content = [w.lower() for w in words if w not in STOP_WORDS and len(w) > 2]
    stems = {stem(w) for w in content}  # "a two-seater" for ``seats``: one stem
    found = {m.group(1) for m in _BEFORE_WORD_RE.finditer(text[:4000])
             if any(w.startswith(m.group(2).lower()) or m.group(2).lower().startswith(w) for w in content)
             or stem(m.group(2).lower()) in stems}
    return found.pop() if len(found) == 1 else None


def _preferences():
    from course_lib.sim.values import time_preferences

    return time_preferences


def _counted():
    from course_lib.sim.values import counted_things

    return counted_things


# a number word joined by a hyphen to the word after it ("Three-bed", "two-bedroom", "four-door")
_FUSED_NUMBER_WORD_RE = re.compile(rf"\b({alternation(1, 12)})-(?=[A-Za-z]{{3,}})", re.IGNORECASE)
_WORD_NUMBER_HINT_RE = re.compile(rf"\b(?:{alternation(1, 19)}|{alternation(20, 90)}|hundred)\b", re.IGNORECASE)


# a field named like an id's that holds no id ("postcode", "zip_code", "country_code", "promo_code")
_NOT_ID_FIELD_RE = re.compile(r"post|zip|country|language|lang_|colou?r|promo|voucher|discount|area_code|dial|"
                              r"airport|iata|^code$", re.IGNORECASE)  # ("code" alone: an airport's, a country's)


def _read_id(f: Field, text: str) -> Any:
    """The one id the text writes, whole ("KT-40917", not "KT-"), by ``id_values``; ``None`` when
    it writes none or several."""
    found = id_values(text)
    return found[0] if len(found) == 1 else None


def _nothing(f: Field, text: str) -> Any:
    return None


def _is_string(f: Field) -> bool:
    return f.type == "string"


# (kind, the field is of it when, the reader): tried in this order, the first kind that fits wins.
def _read_enum(f: Field, text: str) -> Any:
    """The option the text names, else the currency code it writes in another form."""
    named = value_named(f.enum, text)
    if named is None:
        named = enum_currency(list(f.enum), text)
    return named if named is not None else coded_option(list(f.enum), text)


_NUMBER_CODE_RE = re.compile(r"(?<![\w.])(-?\d+)\s*(?:=|:|-|–|is|means|for)?\s*([^\W\d_]+(?:\s+[^\W\d_]+)?)", re.I)


def described_code(values: list, description: str, text: str) -> Any:
    """For whole-number options a description gives each a word ("Set the fan speed (1 low, 2
    medium, 3 high)", "1 = off, 2 = eco"), the one whose word the text writes ("put it on high": 3;
    "its lowest setting": 1, the superlative of an end of the scale); ``None`` when the description words
    not every option, or the text writes the words of none or of several."""
    numbers = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    if not numbers or len(numbers) != len(values):
        return None
    said: dict[int, str] = {}
    for m in _NUMBER_CODE_RE.finditer(description):
        word = m.group(2).split()[0].lower()
        if int(m.group(1)) in numbers and int(m.group(1)) not in said and len(word) >= 3 and word not in STOP_WORDS:
            said[int(m.group(1))] = word
    if set(said) != set(numbers) or len(set(said.values())) != len(said):
        return None
    tokens = [t.lower() for t in raw_tokens(text)]
    ends = {min(numbers), max(numbers)}  # "lowest" is the low end; "warmest" of cool/warm/hot is no "warm"
    hits = [v for v, word in said.items()
            if any(t == word or (v in ends and t in (f"{word}est", f"{word}{word[-1]}est")) for t in tokens)]
    return hits[0] if len(hits) == 1 else None


def coded_option(values: list, text: str) -> Any:
    """For options that are short codes ("C" / "F", "S" / "M" / "L" / "XL"), the one whose words
    the text writes ("set it to 38 fahrenheit": F, "a medium": M; ``data/sim/option_codes.yaml``);
    ``None`` when the text writes the words of none of them or of several. A longer code's words
    win over a shorter one's inside them ("extra large" is XL, not also L)."""
    from course_lib.sim.words.cues import read

    table = {str(k).upper(): [str(w).lower() for w in v] for k, v in (read("option_codes.yaml").get("codes") or {}).items()}
    offered = {str(v).upper(): v for v in values if isinstance(v, str)}
    if not offered or not set(offered) <= set(table):
        return None
    lowered = text.lower()
    spans: list[tuple[int, int, str]] = []
    for code in offered:
        for word in table[code]:
            for m in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", lowered):
                spans.append((m.start(), m.end(), code))
    kept = {code for a, b, code in spans if not any(a2 <= a and b <= b2 and (b2 - a2) > (b - a) for a2, b2, _ in spans)}
    return offered[kept.pop()] if len(kept) == 1 else None


def enum_currency(values: list, text: str) -> str | None:
    """For options that are all currency codes ("EUR / USD / GBP"), the one of them the text
    writes in any form ("$64" is USD, "60 quid" GBP); ``None`` for other options, or when the
    text writes none of them or several."""
    codes = {str(v) for v in values}
    if not codes or not all(_CODE_RE.fullmatch(c) for c in codes) or not codes <= {c for _, c in _currency_names()}:
        return None
    written = {c for c in currency_mentions(text) if c in codes}
    return written.pop() if len(written) == 1 else None


KINDS: tuple[tuple[str, Callable[[Field], bool], Callable[[Field, str], Any]], ...] = (
    ("enum", lambda f: bool(f.enum), lambda f, text: _read_enum(f, text)),
    ("bool", lambda f: f.type == "boolean", _nothing),
    ("uuid", lambda f: f.format == "uuid" or "uuid" in f.words or bool(re.search(r"\buuid\b", f.description, re.I)),
     _match(_UUID_RE)),
    ("iban", lambda f: f.format == "iban" or "iban" in f.words, _match(_IBAN_RE)),
    ("email", lambda f: bool(re.search(r"e-?mail", f.label, re.I)), _match(_EMAIL_RE)),
    ("url", lambda f: bool(re.search(r"\burl\b|website|link|homepage", f.label, re.I)), _match(_URL_RE)),
    ("host", lambda f: _is_string(f) and is_host_field(f.name, f.description),
     lambda f, text: host_value(f.name, f.description, text)),
    ("phone", lambda f: bool(re.search(r"phone|mobile|telephone", f.label, re.I)), _read_phone),
    ("age", lambda f: bool(re.search(r"(?:^|_)age(?:_|\b)|\bage\b|how old", f.label, re.I))
     and not re.search(r"page|stage|usage", f.name, re.I), _read_age),
    ("year", lambda f: bool(re.search(r"(?:^|_)(?:year|yr)s?(?:_|$)", f.name, re.I)) and _numeric_or_string(f),
     _read_year),
    ("minor_amount", lambda f: f.type in ("integer", "number") and is_minor_money_field(f.name, f.description),
     _read_minor_amount),
    ("amount", lambda f: (bool(re.search(r"(?:^|_)(?:amount|price|cost|total|sum|fee|paid)(?:_|$)", f.name, re.I))
                          or is_money_field(f.name)) and _numeric_or_string(f), _read_amount),
    ("currency", lambda f: is_currency_field(f.name, f.description, f.type), _read_currency),
    ("date_time", lambda f: f.format == "date-time", _read_date_time),
    ("date", lambda f: is_date_field(f.name, f.description, f.format), _read_date),
    ("direction", lambda f: _is_string(f) and bool(re.search(r"direction|heading|bearing", f.label, re.I)),
     _read_direction),
    ("quantity", lambda f: _field_unit(f.name, f.description) is not None, _read_quantity),
    ("people", lambda f: f.type in ("integer", "number") and bool(_PEOPLE_FIELD_RE.search(f.label)), _read_people),
    ("attribute", lambda f: len(f.words) >= 2 and f.words[-1] in _ATTRIBUTE_WORDS, _read_attribute),
    ("name_part", lambda f: _is_string(f) and bool(_NAME_PART_RE.search(f.name)), _read_name_part),
    ("merchant", lambda f: _is_string(f) and bool(_MERCHANT_RE.search(f.name)), _read_merchant),
    ("person", lambda f: _is_string(f) and bool(_PERSON_FIELD_RE.search(f.name) or _PERSON_DESC_RE.search(f.description)),
     _read_person),
    ("postal", lambda f: _is_string(f) and _is_address_part(f.name), lambda f, text: _read_postal(f, text)),
    ("place", lambda f: _is_string(f) and bool(PLACE_FIELD_RE.search(f.name) or _PLACE_DESC_RE.match(f.description)),
     _read_place),
    ("org", lambda f: _is_string(f) and bool(_ORG_FIELD_RE.search(f.name)), _read_org),
    ("counted_thing", lambda f: _is_string(f) and _counted().is_kind_field(f.name),
     lambda f, text: _counted().thing(text)),
    ("id", lambda f: _is_string(f) and is_id_name(f.name) and not _NOT_ID_FIELD_RE.search(f.name),
     _read_id),
    ("title", lambda f: _is_string(f) and _is_title_field(f), _read_title),
    ("preference", lambda f: _is_string(f) and _preferences().is_preference_field(f.name, f.description),
     lambda f, text: _preferences().preferred_time(text)),
    ("time", lambda f: _is_string(f) and is_time_field(f.name, f.description, f.format)
     and not _NOT_TIME_OF_DAY_RE.search(f.label), _read_time),
    ("text", _is_string, lambda f, text: _labelled_text(f, text)),
    ("count", lambda f: f.type in ("integer", "number"), _read_count),
)
READERS: dict[str, Callable[[Field, str], Any]] = {kind: read for kind, _, read in KINDS}


def kind_of(f: Field) -> str | None:
    """The kind of value the field holds (the first of ``KINDS`` that fits), else ``None``."""
    return next((kind for kind, fits, _ in KINDS if fits(f)), None)


# the kinds of string value a pattern reads, whatever the surrounding words: a field of one of
# them holds that value or nothing (the question's words there would be a guess)
STRING_VALUE_KINDS = ("uuid", "iban", "email", "url", "host", "phone")
_LAST_STRING_VALUE_KIND = max(i for i, (kind, _, _) in enumerate(KINDS) if kind in STRING_VALUE_KINDS)


@lru_cache(maxsize=1024)
def string_value_kind(name: str, fmt: str = "", said: str = "") -> str | None:
    """``uuid`` / ``email`` / ``url`` / ``host`` / ``phone`` when a string field holds a value of that
    kind by its name or format ("email", "homepage_url", format ``uuid``), else ``None``. (Not
    by its description: "the email's body" describes text, not an address; only a host's field
    named "server" / "domain" / "address" is told by ``said``, what its descriptions say.)

    The same answer as ``kind_of`` would give, read only as far as the last of those kinds in
    ``KINDS``: a kind that fits after it is none of them, so the later (dearer) tests such as a
    quantity's unit need not run. Cached by name and format (a pure function of the two)."""
    f = Field.of(name, "", "string", fmt)
    for kind, fits, _ in KINDS[:_LAST_STRING_VALUE_KIND + 1]:
        if kind == "host" and is_host_field(f.name, said):
            return kind
        if fits(f):
            return kind if kind in STRING_VALUE_KINDS else None
    return None


def read_field(name: str, description: str, json_type: str, text: str, fmt: str = "", enum=()) -> Any:
    """The value of one field read from ``text``, or ``None`` when the text does not give one."""
    f = Field.of(name, description, json_type, fmt, enum)
    kind = kind_of(f)
    if kind and json_type in ("number", "integer"):
        from course_lib.sim.values.stay_lengths import UNREAD, stay_length
        from course_lib.sim.words.figure_forms import plain_figures

        span = stay_length(name, description, text)  # "in on the 2nd, out on the 6th": nights 4, never 2
        if span is not None:
            return None if span is UNREAD else _typed(str(span), f.type)

        text = plain_figures(text)  # "52k", "1 250,00 €", "两万": plain figures, as tool arguments read them
        if _holds_money(f, kind):
            return _money_value(f, kind, text)
    value = READERS[kind](f, text) if kind else None
    if kind in ("people", "count") and value is not None:
        value = _changed_count(f, text, value)
    return value


def _changed_count(f: Field, text: str, value: Any) -> Any:
    """A count the text changes in words in its phrase ("for ten, less the three who can't come": 7;
    ``count_changes``), for a field that counts the whole party or things, not one kind of them
    ("vegetarians", "children": their own readers)."""
    from course_lib.sim.values.count_changes import changed
    from course_lib.sim.values.family_counts import age_field, trait_field

    if isinstance(value, bool) or not isinstance(value, int | float) or value != int(value) or value <= 0:
        return value
    if trait_field(f.name) is not None or age_field(f.name) is not None:
        return value
    worked = changed(text, int(value))
    return value if worked is None else _typed(str(worked), f.type)


def _holds_money(f: Field, kind: str) -> bool:
    """A number field of an amount of money (by its kind, name or description), not a share or a rate."""
    from course_lib.sim.values.changed_amounts import is_share_field

    return (kind == "amount" or (kind == "count" and (is_money_field(f.name) or _about_money(f)))) and not (
        is_share_field(f.name, f.description))


def _money_value(f: Field, kind: str, text: str) -> Any:
    """A money field's value: the share of the text's one amount its own word is written as ("a 30%
    deposit" on "€400": 120), else what its kind's reader takes, never a figure the text writes
    as a percentage ("reduced by 50%": a share, not the fine); ``None`` for a share it cannot work
    ("add a 15% tip", no amount) or a percentage read."""
    from course_lib.sim.values.changed_amounts import UNWORKED, percentage_read, share_amount

    share = share_amount(f.words, text)
    if share is UNWORKED:
        return None
    if share is not None:
        return _typed(f"{share:g}", f.type)
    value = READERS[kind](f, text)
    if isinstance(value, int | float) and not isinstance(value, bool) and percentage_read(value, text):
        return None
    return value


# --- the readers' building blocks --------------------------------------------------------------

def _typed(value: str | None, kind: str) -> Any:
    if value is None:
        return None
    # one comma is a decimal comma ("1,83 m"), unless three digits follow it ("¥4,500": thousands)
    decimal_comma = value.count(",") == 1 and "." not in value and not re.fullmatch(r"-?\d{1,3},\d{3}", value)
    value = value.replace(",", ".") if decimal_comma else value.replace(",", "")
    if kind == "integer":
        return int(round(float(value)))
    if kind == "number":
        return float(value)
    return value


def without_opening_word(name: str, text: str) -> str:
    """"Contact Maria Lopez" at the start of a sentence is "Maria Lopez": an opening word that is
    an everyday English word (wordfreq) is not part of the name."""
    from course_lib.sim.words.weights import zipf

    first, _, rest = name.partition(" ")
    at_start = re.search(rf"(?:^|[.!?:\n]\s*){re.escape(name)}", text)
    if rest and at_start and zipf(first.lower()) >= 4.5:
        return rest
    return name


def placed_name(name: str, text: str) -> bool:
    """A place: after in / at / near / from / to, or listed after one ("in Kerala and Goa"),
    or a country or region babel knows."""
    if name in _territories():
        return True
    before = r"(?i:in|at|near|from|to|around|across|visit(?:ing|ed)?)"  # "In Oslo it was ...": a sentence's first word too
    listed = r"(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s*(?:,|and|or|&)\s*){0,4}"
    return bool(re.search(rf"\b{before}\s+{listed}{re.escape(name)}\b", text))


@lru_cache(maxsize=1)
def _territories() -> frozenset[str]:
    """Country and region names in English (babel's CLDR data: "India", "Germany", ...)."""
    from babel import Locale

    return frozenset(n for code, n in Locale("en").territories.items() if code.isalpha())


def _attribute(text: str, thing: list[str]) -> str | None:
    """The words describing ``thing`` in the text: "has blond hair" -> "blond", "her hair is
    red" -> "red", "a car, dark blue," -> None (only these two shapes)."""
    noun = r"\s+".join(re.escape(w) for w in thing)
    before = re.search(rf"\b((?:[A-Za-z-]+\s+)?[A-Za-z-]+)\s+{noun}s?\b", text, re.IGNORECASE)
    if before:
        kept = [w for w in before.group(1).split() if w.lower() not in STOP_WORDS and w.lower() not in _INTENSIFIERS]
        kept = [w for w in kept if w.lower() not in _NOT_DESCRIBING and w.lower() not in _ATTRIBUTE_WORDS]
        if kept:
            return " ".join(kept).lower()
    after = re.search(rf"\b{noun}s?\s+(?:is|are|was|were)\s+((?:[A-Za-z-]+\s+)?[A-Za-z-]+)", text, re.IGNORECASE)
    if after:
        kept = [w for w in after.group(1).split() if w.lower() not in STOP_WORDS]
        return " ".join(kept).lower() or None
    return None


_INTENSIFIERS = frozenset("really quite rather pretty fairly extremely slightly somewhat incredibly".split())
_NOT_DESCRIBING = frozenset("has have had with his her their same similar different other like".split())


def _field_unit(name: str, description: str) -> str | None:
    """The unit a field asks for ("height_in_meters", "Height measured in meters", "(kg)"; an area:
    "floor_area_m2", "in square feet": ``area_units``)."""
    from course_lib.sim.words.area_units import area_tokens, area_unit

    for source in (name, area_tokens(description)):
        for m in _UNIT_IN_FIELD_RE.finditer(source):
            if m.group(1).lower() in ("degree", "degrees"):  # "in degrees Celsius": the scale after it
                scale = _TEMPERATURE_WORD_RE.match(source, m.end(1))
                if scale is not None:
                    return scale.group(1).lower()
                continue  # "in degrees" alone: an angle, or a scale the name may give
            if _unit(m.group(1)) is not None:
                return m.group(1)
    for word in re.split(r"[_\W]+", name):  # "celsius", "oven_fahrenheit": a temperature scale named
        units = _unit(word) if len(word) > 2 else None
        if units is not None and str(_registry().Quantity(1, units).dimensionality) == "[temperature]":
            return word
    parts = [p for p in re.split(r"[_\W]+", name.lower()) if p]
    if len(parts) >= 2 and (area := area_tokens(f"1{parts[-1]}")[1:]) and area_unit(area) is not None:
        return area  # "floor_area_m2", "plot_sqft": an area unit ending the name
    if len(parts) >= 2 and parts[-1] in _SCALE_LETTERS and any(p.startswith("temp") for p in parts[:-1]):
        return _SCALE_LETTERS[parts[-1]]  # "temperature_c", "max_temp_f": the scale's letter ends the name
    # "weight_kg", "volume_ml", "distance_km": a unit's symbol ending the name (two letters or more)
    if len(parts) >= 2 and len(parts[-1]) >= 2 and parts[-1] in _TAIL_UNIT_SYMBOLS and _unit(parts[-1]) is not None:
        return parts[-1]
    if len(parts) >= 2 and parts[-1] in _tail_time_units():  # "extra_days", "notice_weeks": a length of time
        return parts[-1]
    return None


def _own_time_part(f: Field, text: str, unit: str) -> str | None:
    """The length of time of its own a field named for one ("layover_minutes", "trial_days") takes when
    the text writes several: the one nearest a word of the field's name ("a 7 hour flight with a 95
    minute layover": "95 minute"); the text unchanged when it writes one; "" when it writes several
    and names none of the field's words (no guess among them)."""
    written = _quantities_in_figures(text)
    durations = {m.start() for m in _HOURS_MINUTES_RE.finditer(written)}  # "ready in 2h30": a length
    spans: list[tuple[int, int]] = []
    for m in _QUANTITY_RE.finditer(written):
        word = m.group(2).split()[0]
        if written[m.start(2) + len(word):m.start(2) + len(word) + 1].isdigit() and m.start() not in durations:
            continue  # "at 14h30", "um 9h15": a time of day, no length of time
        units = _unit(word)
        if units is not None and str(units.dimensionality) == "[time]":
            if spans and _JOINED_PARTS_RE.fullmatch(written[spans[-1][1]:m.start()]):
                spans[-1] = (spans[-1][0], m.end())  # "an hour and forty minutes": one length of time
            else:
                spans.append((m.start(), m.end()))
    if len(spans) < 2:
        return None
    own = [stem(w) for w in f.words if w != unit and len(w) > 2]
    marks = [m.start() for w in own for m in re.finditer(rf"\b{re.escape(w)}", written, re.IGNORECASE)]
    if not marks:
        return ""
    start, end = min(spans, key=lambda span: min(abs(span[0] - at) for at in marks))
    return written[start:end]


_FIGURE_RE = re.compile(r"(?<![\w.,:])\d{1,3}(?:,\d{3})+(?![\d])|(?<![\w.,:])\d+(?:\.\d+)?(?![\d])")
# a figure that is part of a clock time of day: "14h30", "14.30", "2:30pm", "9 am", "5 o'clock"
_CLOCK_AFTER_FIGURE_RE = re.compile(r"\s?(?:[h:.]\s?[0-5]\d\b|(?:am|pm|a\.m\.|p\.m\.|o'?clock|uhr)(?!\w))", re.I)
_CLOCK_BEFORE_FIGURE_RE = re.compile(r"\d[h:.]$")


def _own_time_count(f: Field, text: str, unit: str) -> Any:
    """A bare count for a numeric field named for a unit of time ("extra_days", a description "in
    seconds"), read only where the figure is the field's own: the word after it (past the data's
    ``time_count_modifiers``, "3 more days") is the unit or a word of the field's name ("3 extra
    days": 3), or nothing follows and such a word labels it ("extra days: 3"). A figure whose own
    noun is another thing ("over 5,000 listens", "3 tickets") or that is a clock time ("at 14h30",
    "14.30", "2:30pm") is no length of time: ``None`` (the caller's limit)."""
    from course_lib.sim.words.cues import read
    from course_lib.sim.words.quantities import with_all_digits

    found = _read_count(f, text)
    if found is None or _EVERY_FIELD_RE.search(f.name):
        return found  # "every_n_weeks" of "every other Tuesday": 2, a step no figure writes
    modifiers = {str(w).lower() for w in read("lexicons.yaml").get("time_count_modifiers") or []}
    own = {stem(w.lower())[:5] for w in [*f.words, unit] if len(w) > 2 and w.lower() not in STOP_WORDS}
    written = with_all_digits(text)
    for m in _FIGURE_RE.finditer(written):
        if float(m.group(0).replace(",", "")) != float(found):
            continue
        if _CLOCK_AFTER_FIGURE_RE.match(written, m.end()) or _CLOCK_BEFORE_FIGURE_RE.search(written[:m.start()]):
            continue  # "at 14h30", "2:30pm": a time of day
        rest = re.split(r"[.;:!?\n]", written[m.end():], maxsplit=1)[0]
        noun = next((w for w in (w.lower() for w in re.findall(r"[^\W\d_]+", rest)) if w not in modifiers), None)
        if noun is not None:
            if stem(noun)[:5] in own and not written[m.end():m.end() + 1].isalpha():
                return found  # "3 extra days", "4 more weeks"
            continue  # "over 5,000 listens": another thing's figure
        before = re.findall(r"[^\W\d_]+", written[max(0, m.start() - 30):m.start()].lower())
        if any(stem(w)[:5] in own for w in before[-3:]):
            return found  # "Extra days: 3"
    return None


@lru_cache(maxsize=1)
def _tail_time_units() -> frozenset[str]:
    from course_lib.sim.words.cues import read

    return frozenset(str(w) for w in read("lexicons.yaml").get("tail_time_units") or [])


_SCALE_LETTERS = {"c": "celsius", "f": "fahrenheit"}  # a temperature field's last letter ("temp_c")
# unit symbols a field's name may end in ("weight_kg"): mass, length, volume (never "in", "pt", "min")
_TAIL_UNIT_SYMBOLS = frozenset({"kg", "mg", "lb", "lbs", "oz", "km", "cm", "mm", "ml", "cl", "dl", "ft", "acres", "hectares"})


_SAID_UNIT_RE = re.compile(r"\b(?:in|measured in|units?:)\s+(?:degrees?\s+)?([A-Za-z]{3,})\b", re.IGNORECASE)


def said_unit(description: str) -> str | None:
    """The unit a description says a number is in ("target temperature in degrees Celsius":
    "Celsius"; "the amount in millilitres"), a word ``pint`` knows; ``None`` when it says none."""
    for m in _SAID_UNIT_RE.finditer(description):
        if _unit(m.group(1).lower()) is not None:
            return m.group(1).lower()
    return None


def _registry():
    from course_lib.sim.words.units import registry  # the one conversion and comparisons read too

    return registry()


@lru_cache(maxsize=512)
def _unit(word: str):
    """The pint unit a word names, or ``None`` (common words like "in" or "a" name none here)."""
    if len(word) < 1 or word.lower() in STOP_WORDS or not re.fullmatch(r"[A-Za-z°/]+", word):
        return None
    from course_lib.sim.words.area_units import area_unit
    from course_lib.sim.words.units import scale_word

    if (area := area_unit(word)) is not None:  # "sqft": an area unit read as one token
        return _registry().parse_units(area)

    if len(word) > 1 and word.lower() in _SYMBOLS:  # "kilos" in everyday speech: kilograms (pint: kiloseconds)
        word = _SYMBOLS[word.lower()]
    try:
        quantity = _registry().parse_expression(scale_word(word) or word)  # "68 Fahrenheit": a scale
    except Exception:  # pint raises many kinds of errors for words that are not units
        return None
    units = getattr(quantity, "units", None)
    if units is None or str(units) == "dimensionless":
        return None
    return units


def is_unit_word(word: str) -> bool:
    """Whether a word names a unit of measure (pint's, a temperature scale, "degrees", an everyday
    one: "kilos")."""
    return _unit(word) is not None or word.lower() in _SYMBOLS or word.lower() in ("degree", "degrees")


def _quantity_in(text: str, unit: str, words: list[str]) -> str | None:
    """The text's quantity converted to ``unit`` (rounded to 2 decimals), or ``None``."""
    target = _unit(unit) or _symbol_unit(unit)
    if target is None:
        return None
    registry = _registry()
    if str(target.dimensionality) == "[length] ** 2" and (area := area_of_sides(text, target)) is not None:
        return area  # "3.2m by 4m" for square_metres: 12.8, never the first side (``sized_areas``)
    if str(target.dimensionality) == "[length]" and (round_it := _sides_perimeter(text, target)) is not None:
        return round_it  # "12m by 8m ... all the way round" for metres: 40 (``sized_areas.perimeter_asked``)
    text = _quantities_in_figures(text)
    found = []
    for m in _FEET_INCHES_RE.finditer(text):  # 5'11"
        found.append((m.start(), m.end(), float(m.group(1)) * registry.foot + float(m.group(2)) * registry.inch))
    taken = []
    for m in _HOURS_MINUTES_RE.finditer(text):  # 2h30
        found.append((m.start(), m.end(), float(m.group(1)) * registry.hour + float(m.group(2)) * registry.minute))
        taken.append((m.start(), m.end()))
    if str(target.dimensionality) == "[time]":  # "in 41:05", "1:02:40": a clock form as a length of time
        for start, end, seconds in _clock_durations(text, target):
            taken.append((start, end))
            if seconds is not None:
                found.append((start, end, seconds * registry.second))
    temperature = str(target.dimensionality) == "[temperature]"
    for m in _QUANTITY_RE.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        number = float(m.group(1).replace(",", "."))
        if m.start() and text[m.start() - 1] in "-−" and (m.start() < 2 or not text[m.start() - 2].isalnum()):
            number = -number  # "-18 degrees", "-4 F": below zero (never "10-15 kg", a range)
        for candidate in (m.group(2), m.group(2).split()[0]):
            if text[m.start(2) + len(candidate) : m.start(2) + len(candidate) + 1].isdigit():
                continue  # "at 14h30": a time of day, not 14 hours
            if temperature and candidate in ("C", "F", "c", "f"):  # "400 F", "400f" for a temperature: a
                units = _unit("deg" + candidate.upper())  # scale, never a farad nor a centi- prefix
            else:
                units = _unit(candidate) or _symbol_unit(candidate)
            if units is not None:
                if temperature and str(units) == "degree":  # "75 degrees": a temperature, on the
                    said = _TEMPERATURE_WORD_RE.match(text, m.start(2) + len(m.group(2).split()[0]))
                    scale = (said.group(1)[0].upper() if said else "")  # scale it names, else the field's
                    units = {"C": _unit("degC"), "F": _unit("degF")}.get(scale, target)
                found.append((m.start(), m.start(2) + len(candidate), registry.Quantity(number, units)))
                break
    found.sort(key=lambda f: f[0])
    for i, (_, end, quantity) in enumerate(found):
        try:
            value = quantity.to(target).magnitude
        except Exception:  # a quantity of another dimension (a weight for a height field)
            continue
        # "1 hr 10 min", "1 hour and 15 minutes": the parts that follow it make one quantity
        # (each in a smaller unit than the one before: "5 kg, 3 kg" is a list, not one weight)
        last = quantity
        for start, after, part in found[i + 1 : i + 4]:
            if not _JOINED_PARTS_RE.fullmatch(text[end:start]):
                break
            try:
                if registry.Quantity(1.0, part.units).to(last.units).magnitude >= 1:
                    break
                value += part.to(target).magnitude
            except Exception:  # noqa: BLE001 - another dimension: not a part of this one
                break
            end, last = after, part
        return f"{round(value, 2):g}"
    return None


def sides_area(name: str, description: str, text: str) -> str | None:
    """The area the two sides ``text`` joins give ("3.2m by 4m": 12.8) for a field whose unit is an
    area ("area_m2", "square_feet", "in square metres"), or the length round them for a length field
    when the text asks it ("metres" of "fencing all the way round": 2(A+B)), or ``None`` (a tool
    argument reads it before any single figure: ``tool_args``)."""
    from course_lib.sim.values.sized_areas import sides

    if sides(text) is None:
        return None
    unit = _field_unit(name, f"{description} in {name.replace('_', ' ')}")  # "square_feet": in square feet
    target = (_unit(unit) or _symbol_unit(unit)) if unit else None
    if target is not None and str(target.dimensionality) == "[length]":
        return _sides_perimeter(text, target)  # "12m by 8m, fencing all the way round" for metres: 40
    if target is None or str(target.dimensionality) != "[length] ** 2":
        return None
    return area_of_sides(text, target)


def side_of_pair(name: str, description: str, lengths: list[str], text: str) -> str | None:
    """The side of the two ``text`` joins ("an 8 by 10 inch photo", "6 ft x 4 ft") that the length
    field ``name`` takes, in its own unit, when the tool or schema has exactly two length fields
    (``lengths``, in their order: "width_cm", "height_cm"): the first field the first side, the
    second the second (the written order); a bare side takes the other's unit ("8 by 10 inch": both
    in inches). ``None`` when the text joins no one pair, both sides are bare, the field is no length
    or is not one of the two (fix64b, the fifty-ninth set's XW8)."""
    from course_lib.sim.values.sized_areas import sides

    pair = sides(text)
    if pair is None or len(lengths) != 2 or name not in lengths:
        return None
    (a, ua), (b, ub) = pair
    if not (ua or ub):
        return None  # "2 by 3" for centimetres: which unit is a guess
    target = _length_unit(name, description)
    if target is None:
        return None
    figure, written = (a, ua or ub) if lengths.index(name) == 0 else (b, ub or ua)
    try:
        value = _registry().Quantity(figure, _unit(written)).to(target).magnitude
    except Exception:  # noqa: BLE001 - a unit pint does not read: no side from this pair
        return None
    return f"{round(value, 2):g}"


def length_fields(fields: list[tuple[str, str]]) -> list[str]:
    """The names of ``fields`` ((name, description) pairs, in order) whose unit is a length
    ("width_cm", "height in inches"), in their order (``side_of_pair``'s two fields)."""
    return [name for name, description in fields if _length_unit(name, description) is not None]


def _length_unit(name: str, description: str):
    """The length unit a field asks for: its name's or description's ("width_in_metres", "(cm)"),
    else the last word of its name ("width_metres", "height_inches", "depth_m"), else ``None``."""
    parts = [p for p in re.split(r"[_\W]+", name) if p]
    for unit in (_field_unit(name, description), parts[-1] if len(parts) >= 2 else None):
        target = (_unit(unit) or _symbol_unit(unit)) if unit else None
        if target is not None and str(target.dimensionality) == "[length]":
            return target
    return None


def area_of_sides(text: str, target) -> str | None:
    """The area of the two sides ``text`` joins ("12 ft x 9 ft"), in the area unit ``target``; a bare
    side takes the other's unit, two bare sides the target's own length unit (square metres: metres)."""
    from course_lib.sim.values.sized_areas import sides

    pair = sides(text)
    if pair is None:
        return None
    registry = _registry()
    (a, ua), (b, ub) = pair
    own = (registry.Quantity(1.0, target) ** 0.5).to_reduced_units().units
    try:
        first = registry.Quantity(a, _unit(ua or ub) if (ua or ub) else own)
        second = registry.Quantity(b, _unit(ub or ua) if (ub or ua) else own)
        value = (first * second).to(target).magnitude
    except Exception:  # noqa: BLE001 - a unit pint does not read: no area from these sides
        return None
    return f"{round(value, 2):g}"


def _sides_perimeter(text: str, target) -> str | None:
    """The length round the two sides ``text`` joins when it asks it ("12m by 8m, fencing all the way
    round": 40 metres), in the length unit ``target``; a bare side takes the other's unit."""
    from course_lib.sim.values.sized_areas import perimeter_asked, sides

    pair = sides(text)
    if pair is None or not perimeter_asked(text):
        return None
    registry = _registry()
    (a, ua), (b, ub) = pair
    try:
        first = registry.Quantity(a, _unit(ua or ub) if (ua or ub) else target)
        second = registry.Quantity(b, _unit(ub or ua) if (ub or ua) else target)
        value = (2 * (first + second)).to(target).magnitude
    except Exception:  # noqa: BLE001 - a unit pint does not read: no length from these sides
        return None
    return f"{round(value, 2):g}"


def _other_dimension(text: str, unit: str) -> bool:
    """Whether ``text`` writes a number with a unit of another kind than ``unit``'s ("70 cm" for a
    field in kg) and none of its kind: the number is then no value of the field."""
    target = _unit(unit) or _symbol_unit(unit)
    if target is None:
        return False
    want = str(target.dimensionality)
    other = 0
    for m in _QUANTITY_RE.finditer(text):
        candidate = m.group(2).split()[0]
        if (len(candidate) < 2 and candidate not in ("m", "g", "l", "L")) or candidate.lower() in ("am", "pm"):
            continue  # "5 C", "3 F": read by the temperature scales; "5 pm": a time of day
        units = _unit(candidate) or _symbol_unit(candidate)
        if units is None or str(units) in ("degree", "percent"):
            continue
        if str(units.dimensionality) == want:
            return False
        other += 1
    # every number of the text has a unit of another kind (a bare one may be the field's)
    return other > 0 and other == len(re.findall(r"\d+(?:[.,]\d+)?", text))


def _clock_durations(text: str, target) -> list[tuple[int, int, float | None]]:
    """The clock forms of ``text`` that are lengths of time (``figure_forms.clock_durations``),
    each with its length in seconds: "1:02:40" is hours, minutes and seconds (3760); "41:05" is
    minutes and seconds for a ``target`` unit of seconds (2465), or as the unit word after it says
    ("5:30 minutes", "1:30 hours"); else ``None``, its reading unknown (minutes and seconds, or
    hours and minutes): no value, never its first figure."""
    from course_lib.sim.words.figure_forms import clock_durations

    out = []
    for start, end, parts in clock_durations(text):
        if len(parts) == 3:
            out.append((start, end, float(parts[0] * 3600 + parts[1] * 60 + parts[2])))
            continue
        said = re.match(r"\s*([A-Za-z]+)", text[end:])
        lead = _unit(said.group(1)) if said and len(said.group(1)) > 1 else None
        lead = str(lead) if lead is not None else ("second" if str(target) == "second" else None)
        if said and lead in ("minute", "hour"):
            end += said.end()  # "5:30 minutes": the unit word is the clock form's own
        scale = {"second": 60, "minute": 60, "hour": 3600}.get(lead or "")
        out.append((start, end, float(parts[0] * scale + parts[1] * scale // 60) if scale else None))
    return out


def paced_clock_minutes(text: str, km: float, *activity: str) -> float | None:
    """The one clock form of two parts ``text`` writes ("a 21 km run in 1:52"), in minutes, read
    the one way (minutes and seconds, or hours and minutes) whose speed over ``km`` is one a
    person keeps up at the activity the ``activity`` texts name (``figure_forms.activity_speeds``): 112
    here (11.3 km/h; 1.87 minutes would be 677 km/h). ``None`` when there is not exactly one
    such clock form, or both readings or neither are possible."""
    from course_lib.sim.words.figure_forms import activity_speeds, clock_durations

    forms = [parts for _, _, parts in clock_durations(_quantities_in_figures(text)) if len(parts) == 2]
    if len(forms) != 1 or km <= 0:
        return None
    low, high = activity_speeds(*activity)
    first, second = forms[0]
    fits = [minutes for minutes in (first * 60 + second, first + second / 60)
            if minutes > 0 and low <= km / (minutes / 60) <= high]
    return fits[0] if len(fits) == 1 else None


def unread_clock_duration(name: str, text: str) -> bool:
    """Whether ``text`` writes a length of time as a clock form whose reading the unit a numeric
    field's name ends in leaves open ("58:20" for ``minutes``: 58 minutes and 20 seconds, or 58
    hours and 20 minutes): the field then has no value (the safe value and a limit), never the
    clock form's first figure nor another figure of the text."""
    parts = re.split(r"[_\W]+", name.lower().strip("_"))
    target = _unit(parts[-1]) if len(parts[-1]) >= 2 else None
    if target is None or str(target.dimensionality) != "[time]":
        return False
    return any(seconds is None for _, _, seconds in _clock_durations(_quantities_in_figures(text), target))


# Fractions of a unit and "an hour" written in words, as figures ("three quarters of an hour" ->
# "0.75 hour", "2 hours and a half" -> "2.5 hour"), before text2num turns "three" into 3.
_UNIT_WORD = r"(hours?|minutes?|days?|weeks?|months?|years?|kilograms?|kilos?|grams?|litres?|liters?|miles?|kilometres?|kilometers?|km|metres?|meters?|pounds?|ounces?|inch(?:es)?|feet|foot|pints?|gallons?|quarts?|cups?|stones?)"
_FRACTIONS_IN_WORDS = (
    # "an hour and a quarter", "2 hours and three quarters", "5 and a quarter miles"
    (re.compile(rf"\b(?:an?|one) {_UNIT_WORD} and a quarter\b", re.I), r"1.25 \1"),
    (re.compile(rf"\b(?:an?|one) {_UNIT_WORD} and (?:three|3)[- ]quarters\b", re.I), r"1.75 \1"),
    (re.compile(rf"\b(\d+) {_UNIT_WORD} and a quarter\b", re.I), r"\1.25 \2"),
    (re.compile(rf"\b(\d+) {_UNIT_WORD} and (?:three|3)[- ]quarters\b", re.I), r"\1.75 \2"),
    (re.compile(rf"\b(\d+) and a quarter {_UNIT_WORD}\b", re.I), r"\1.25 \2"),
    (re.compile(rf"\b(\d+) and (?:three|3)[- ]quarters {_UNIT_WORD}\b", re.I), r"\1.75 \2"),
    (re.compile(rf"\b(?:three[- ]quarters|3/4) of an? {_UNIT_WORD}\b", re.I), r"0.75 \1"),
    (re.compile(rf"\b(?:(?:an?|one) )?quarter (?:of )?an? {_UNIT_WORD}\b", re.I), r"0.25 \1"),
    (re.compile(rf"\b(?:(?:an?|one) )?half (?:of )?an? {_UNIT_WORD}\b", re.I), r"0.5 \1"),
    (re.compile(rf"\b(?:an?|one) {_UNIT_WORD} and a half\b", re.I), r"1.5 \1"),
    (re.compile(rf"\b(\d+) {_UNIT_WORD} and a half\b", re.I), r"\1.5 \2"),
    (re.compile(rf"\b(\d+) and a half {_UNIT_WORD}\b", re.I), r"\1.5 \2"),
    (re.compile(rf"\b(?:an|one|a) {_UNIT_WORD}\b", re.I), r"1 \1"),
)
_FRACTION_CUE_RE = re.compile(r"\b(?:an?|one|half|quarters?)\b", re.I)


@lru_cache(maxsize=1)
def _one_more_unit_re() -> re.Pattern:
    from course_lib.sim.words.cues import read

    leads = sorted((str(w) for w in read("lexicons.yaml").get("one_more_unit_leads") or []), key=len, reverse=True)
    spaced = "|".join(r"\s+".join(re.escape(part) for part in w.split()) for w in leads)
    return re.compile(rf"\b(?:{spaced})\s+{_UNIT_WORD}\b", re.I)


def one_more_units(text: str) -> str:
    """``text`` with one unit said as "another week", "an extra hour", "one more day" written "1 week",
    "1 hour", "1 day" (the leads: ``one_more_unit_leads`` in data/sim/lexicons.yaml)."""
    return _one_more_unit_re().sub(r"1 \1", text)
# one-letter unit symbols, read only right after a figure ("500 g", "45 m") or as a field's unit
# ("weight_g"): alone they are words; and everyday unit words pint does not know
_SYMBOLS = {"g": "gram", "m": "metre", "s": "second", "h": "hour", "l": "litre", "L": "litre",
            "kilo": "kilogram", "kilos": "kilogram"}


def _quantities_in_figures(text: str) -> str:
    """``text`` with quantities written in words as figures ("ninety minutes" -> "90 minutes",
    "half an hour" -> "0.5 hour"); the text unchanged when it writes none."""
    from course_lib.sim.values.regional_units import written_out
    from course_lib.sim.words.figure_forms import (
        cjk_units_glossed,
        compound_parts_written,
        distance_ks,
        gas_marks_in_celsius,
        named_quantities,
        plain_figures,
        spoken_measures,
    )
    from course_lib.sim.words.quantities import with_all_digits

    text = written_out(distance_ks(named_quantities(text)))  # "a half marathon": 21.0975 km; "12 US gallons": 45.4249 l
    if "-" in text:  # "a 26.2-mile course", "a 5-litre can": the figure and its unit
        text = _HYPHENED_UNIT_RE.sub(lambda m: f"{m.group(1)} {m.group(2)}" if is_unit_word(m.group(2)) else m.group(0), text)
    text = cjk_units_glossed(plain_figures(spoken_measures(text)))  # "一米七五": 1.75 m; "2.5公斤": 2.5 kg
    text = gas_marks_in_celsius(text)  # "gas mark 6": 200 °C
    text = compound_parts_written(one_more_units(text))  # "11 stone 4": 11 stone 4 pound; "another week": 1 week
    if not _FRACTION_CUE_RE.search(text):
        return compound_parts_written(with_all_digits(text))  # "five foot four": 5 foot 4 inch
    for pattern, figure in _FRACTIONS_IN_WORDS:  # before and after text2num: "two and a half hours"
        text = pattern.sub(figure, text)
    text = with_all_digits(text)
    for pattern, figure in _FRACTIONS_IN_WORDS:
        text = pattern.sub(figure, text)
    return compound_parts_written(text)  # "an hour and forty": 1 hour and 40 minute


def quantities_in_figures(text: str) -> str:
    """``text`` with quantities written in words as figures ("three and a half hours" -> "3.5 hour")."""
    return _quantities_in_figures(text)


def _symbol_unit(symbol: str):
    """The pint unit of a one-letter symbol written after a figure, or ``None``."""
    name = _SYMBOLS.get(symbol)
    return _unit(name) if name else None


# what may stand between the parts of one quantity ("1 hr 10 min", "1 hour and 15 minutes")
_JOINED_PARTS_RE = re.compile(r"\s*(?:,|and)?\s*")


def _scale_letter(parts: list[str]) -> str:
    """The last word of a field's name, a temperature scale's letter read as its scale
    ("temperature_c", "oven_temp_f": degC, degF); "c" or "f" after any other noun stays a letter."""
    last = parts[-1]
    if last in ("c", "f") and len(parts) >= 2 and any(p.startswith("temp") for p in parts[:-1]):
        return "deg" + last.upper()
    return last


# the dimensions a measured argument and a question's quantity are matched by (a tool's fit, ``tool_choice``):
# mass, length, volume and area; never time ("days" of a forecast, "in 2 hours" of a reminder) nor a
# temperature ("is 59 Fahrenheit too cold for tomatoes" asks about one, it sets nothing)
_MATCHED_DIMENSIONS = frozenset({"[mass]", "[length]", "[length] ** 3", "[length] ** 2"})


def field_dimension(name: str, description: str = "") -> str | None:
    """The dimension of the unit a numeric field asks ("litres" -> "[length] ** 3", "weight_kg" ->
    "[mass]"), among ``_MATCHED_DIMENSIONS``; ``None`` for no unit or another kind."""
    unit = _field_unit(name, description) or said_unit(description)
    target = (_unit(unit) or _symbol_unit(unit)) if unit else None
    if target is None:
        parts = [p for p in re.split(r"[_\W]+", name.lower().strip("_")) if p]
        last = _scale_letter(parts) if parts else ""
        target = _unit(last) if len(last) >= 2 else None
    found = str(target.dimensionality) if target is not None else None
    return found if found in _MATCHED_DIMENSIONS else None


def quantity_dimensions(text: str) -> frozenset[str]:
    """The dimensions of the quantities ``text`` writes with a unit ("5 US gallons": volume), among
    ``_MATCHED_DIMENSIONS``."""
    out = set()
    for m in _QUANTITY_RE.finditer(_quantities_in_figures(text)):
        word = m.group(2).split()[0]
        units = (_unit(word) or _symbol_unit(word)) if len(word) >= 2 or word in ("m", "g", "l", "L") else None
        if units is not None and str(units.dimensionality) in _MATCHED_DIMENSIONS:
            out.add(str(units.dimensionality))
    return frozenset(out)


_HYPHENED_UNIT_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)-([A-Za-z]{2,})\b")
_LENGTH_K_RE = re.compile(r"(?<![\w.£$€¥])(\d+(?:\.\d+)?)\s?[kK](?![\w])")
_MONEY_K_RE = re.compile(r"[£$€¥]\s?\d+(?:\.\d+)?\s?[kK]\b")


def tail_unit_quantity(name: str, text: str) -> str | None:
    """The text's quantity converted to the unit a numeric field's name ends in ("seconds",
    "timeout_minutes", "distance_km"): "two and a half minutes" -> "150" for ``seconds``;
    ``None`` when the name ends in no unit or the text writes no quantity of its dimension."""
    parts = re.split(r"[_\W]+", name.lower().strip("_"))
    last = _scale_letter(parts)
    # "distance_m", "weight_g": a one-letter unit symbol after the name's noun names the unit too
    target = _unit(last) if len(last) >= 2 else (
        _symbol_unit(last) if len(parts) >= 2 and "per" not in parts else None)
    if target is None:
        return None
    total = each_total(name, text)
    if total is not None:  # "3 parcels of 2.5 kg each" for total_weight_kg: 7.5
        return total
    total = container_total(name, text)
    if total is not None:  # "2 tins of 2.5 litre" for litres: 5
        return total
    if str(target.dimensionality) == "[length]" and not _MONEY_K_RE.search(text):
        text = _LENGTH_K_RE.sub(r"\1 km", text)  # "log a 5k" for a distance in km: 5 km, never 5000
    figures = _quantities_in_figures(text)
    spans = []
    for m in _QUANTITY_RE.finditer(figures):
        units = _unit(m.group(2).split()[0]) or _symbol_unit(m.group(2).split()[0])
        if units is not None and _registry().Quantity(1.0, units).dimensionality == target.dimensionality:
            spans.append(m.span())
    if any(not _JOINED_PARTS_RE.fullmatch(figures[a[1]:b[0]]) for a, b in zip(spans, spans[1:], strict=False)):
        return None  # "2 M stock ... a 0.1 M solution": which one is this field's, the name does not say
    return _quantity_in(text, last, [])


_CONTAINER_RE = re.compile(r"(?<![\w.])(\d+)\s+([a-z]+)\s+of\s+(\d+(?:\.\d+)?\s*[A-Za-z]+)\b(?!\s+(?:each|apiece)\b)",
                           re.IGNORECASE)
_PER_CONTAINER_NAME_RE = re.compile(r"(?:^|_)(?:each|per|size|unit|single|one)(?:_|$)", re.IGNORECASE)


def container_total(name: str, text: str) -> str | None:
    """For a field in a unit whose name says no one container's size ("litres", "kg", not
    "tin_size_litres", "each_kg"): the count of containers ("tins", "bottles", "packs": lexicon
    ``item_containers``, singular or plural) times the size each holds, "2 tins of 2.5 litre" ->
    "5" for ``litres``, "3 bottles of 500 ml" -> "1.5"; ``None`` when the text has no such phrase,
    or several (which one the field takes it does not read), or another quantity in the same unit
    beside it ("four bags of 12.5 kg and one of 8 kg"). "A tin of 2.5 l" writes no count: the
    size is the quantity, read as before."""
    if _PER_CONTAINER_NAME_RE.search(name):
        return None
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.quantities import with_all_digits

    containers = lexicon("item_containers")
    digits = with_all_digits(text)
    matches = [m for m in _CONTAINER_RE.finditer(digits)
               if stem(m.group(2).lower()) in containers or m.group(2).lower().rstrip("s") in containers
               or m.group(2).lower().removesuffix("es") in containers]
    found = {(int(m.group(1)), m.group(3)) for m in matches}
    if len(found) != 1:
        return None
    count, each = found.pop()
    unit = re.sub(r"^[\d.\s]+", "", each).lower()
    rest = "".join(digits[a:b] for a, b in zip([0, *(m.end() for m in matches)], [*(m.start() for m in matches), len(digits)], strict=True))
    if unit and re.search(rf"\d\s*{re.escape(unit)}\b", rest, re.IGNORECASE):
        return None  # "four bags of 12.5 kg and one of 8 kg": another quantity in the unit beside them
    value = tail_unit_quantity(name, each)
    return None if value is None else f"{round(count * float(value), 4):g}"


_TOTAL_NAME_RE = re.compile(r"(?:^|_)(?:total|combined|overall|all)(?:_|$)", re.IGNORECASE)
_EACH_RE = re.compile(r"(?<![\w.])(\d+)\s+([a-z]+)\s+(?:of|at|weighing|measuring|costing)?\s*"
                      r"(\d+(?:\.\d+)?\s*[A-Za-z]+)\s+(?:each|apiece)\b", re.IGNORECASE)


_PLUS_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?\s*[A-Za-z]+)\s*,?\s+(?:plus|\+|then|and then|with)\s+"
                      r"(?:an?\s+|another\s+)?(?:(?:further|extra|additional|more)\s+)?(\d+(?:\.\d+)?\s*[A-Za-z]+)\b",
                      re.IGNORECASE)


def each_total(name: str, text: str) -> str | None:
    """For a field named for a total in a unit ("total_weight_kg", "combined_length_m"): the count
    times the quantity the text gives each of the things ("3 parcels of 2.5 kg each": 7.5), or a
    base and what is added to it ("14 days plus a 7-day renewal": 21 for ``total_days``),
    converted to the field's unit; ``None`` for another field, or no such count or sum (the
    text's one quantity is each thing's, or the base's, never the total)."""
    if not _TOTAL_NAME_RE.search(name):
        return None
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)
    found = {(int(m.group(1)), m.group(3)) for m in _EACH_RE.finditer(text)}
    if len(found) == 1:
        count, each = found.pop()
        value = tail_unit_quantity(name, each)
        return None if value is None else f"{round(count * float(value), 2):g}"
    # "72 hours plus a 48-hour extension", "14 days, then a 7 day renewal": the base and what is added
    added = {(m.group(1), m.group(2)) for m in _PLUS_RE.finditer(re.sub(r"(\d)-([A-Za-z])", r"\1 \2", text))}
    if len(added) != 1:
        return None
    base, extra = (tail_unit_quantity(name, part) for part in added.pop())
    return None if base is None or extra is None else f"{round(float(base) + float(extra), 2):g}"


def lead_unit_quantity(name: str, text: str) -> str | None:
    """The text's quantity converted to the unit a numeric field's name opens with, written in
    the plural ("minutes_from_now", "days_ahead", "hours_left": "an hour and a half" -> "90" for
    ``minutes_from_now``); ``None`` when the name opens with no plural unit (a singular
    "minute_of_hour" is a clock's minute), or the text writes no quantity of its dimension."""
    parts = [p for p in re.split(r"[_\W]+", name.lower().strip("_")) if p]
    if len(parts) < 2 or "per" in parts or len(parts[0]) < 4 or not parts[0].endswith("s"):
        return None
    if _unit(parts[0]) is None or _unit(parts[0][:-1]) is None:
        return None
    return tail_unit_quantity(parts[0], text)


def only_other_units(name: str, text: str) -> bool:
    """Every figure of ``text`` is written with a unit of another dimension than the one a
    numeric field's name ends in ("30 minutes" for ``distance_km``, "2 kg" for ``length_m``): no
    figure of the text is the field's, and none converts to it. ``False`` when the name ends in
    no unit, or the text writes a figure without a unit or with one of the field's dimension."""
    parts = re.split(r"[_\W]+", name.lower().strip("_"))
    if "per" in parts:  # "mmol_per_l": a rate, whose unit is more than the name's last word
        return False
    last = _scale_letter(parts)
    target = _unit(last) if len(last) >= 2 else (_symbol_unit(last) if len(parts) >= 2 else None)
    if target is None:
        return False
    temperature = str(target.dimensionality) == "[temperature]"
    figures = _quantities_in_figures(text)
    numbers = re.findall(_NUMBER, figures)
    if not numbers:
        return False
    registry = _registry()
    measured = 0
    for m in _QUANTITY_RE.finditer(figures):
        word = m.group(2).split()[0]
        if word.lower().replace(".", "") in ("am", "pm"):
            return False  # "6pm" is a clock time, no length in picometres: an hour field's own kind
        units = (_unit(word) if len(word) >= 2 else None) or _symbol_unit(word)  # "5k" is no kelvin
        if units is None:
            continue
        if (registry.Quantity(1.0, units).dimensionality == target.dimensionality
                or (temperature and str(units) == "degree")):  # "19 degrees" for celsius: a temperature
            return False
        measured += 1
    return measured == len(numbers)


def unit_tail_number(name: str, text: str) -> str | None:
    """The number ``text`` writes with the unit a numeric field's name ends in: ``weight_kg``
    takes "18 kg", ``mg_per_kg`` takes "15 mg per kg" (or "15 mg/kg"); a plain unit never takes
    a rate's number, nor a rate a plain unit's. ``None`` when the name ends in no unit or the
    text writes no number with it."""
    tokens = [t for t in re.split(r"[_\W]+", name.lower()) if t]
    for start in range(len(tokens)):
        tail = tokens[start:]
        if tail[0] == "per" or (start and tokens[start - 1] == "per"):
            continue
        if not all(t == "per" or _unit(t) is not None for t in tail) or tail[-1] == "per":
            continue
        spelled = r"\s*(?:per|/)\s*".join(re.escape(t) for t in " ".join(tail).split(" per "))
        m = re.search(rf"(?<![\w.])(\d+(?:\.\d+)?)\s*{spelled}\b(?!\s*(?:per\b|/))", text, re.IGNORECASE)
        if m and "per" not in tail and smaller_part_of(text[: m.start()], tail[-1]):
            return None  # "2 hours and 5 minutes" for minutes: the whole quantity is 125, never the 5
        return m.group(1) if m else None
    return None


_LARGER_PART_RE = re.compile(r"(?:(?<![\w.])\d+(?:\.\d+)?\s*|\ban?\s+)([A-Za-z]+)\.?(?:\s*,\s*|\s+and\s+|\s+)$",
                             re.IGNORECASE)


def smaller_part_of(before: str, unit: str) -> bool:
    """Whether the text ``before`` a figure with ``unit`` ends in a larger part of one quantity
    of the same dimension ("2 hours and " before "5 minutes", "1 kg " before "200 g")."""
    from course_lib.sim.words.quantities import with_all_digits

    m = _LARGER_PART_RE.search(with_all_digits(before[-60:]))  # "two hours and ", "an hour "
    larger = _unit(m.group(1)) if m else None
    smaller = (_unit(unit) or _symbol_unit(unit)) if larger is not None else None
    if larger is None or smaller is None:
        return False
    try:
        return _registry().Quantity(1.0, larger).to(smaller).magnitude > 1
    except Exception:  # noqa: BLE001 - another dimension: no part of this quantity
        return False


def stated_on_scale(text: str, words: list[str], scale: tuple[float, float]) -> float | None:
    """A figure the text writes right by one of a rating field's words and inside its scale
    ("Four stars out of five" for ``stars`` on 1-5: 4), else ``None``: the text states the rating,
    none need be judged from its tone."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)  # "Two stars from me": 2 ("one" and "two" too, read beside the field's noun)
    if _RATING_FIELD_RE.search(" ".join(words)):
        words = [*words, *sorted(lexicon("rating_units"))]  # a rating said in stars of a field named "rating"
    for m in _OUT_OF_RE.finditer(text):  # "7 out of 10", "4/5" on a scale up to 10 or 5
        if float(m.group(2)) == scale[1] and scale[0] <= float(m.group(1)) <= scale[1]:
            return float(m.group(1))
    found = _number_near(text, words, alone=False)
    if found is None:
        return None
    value = float(found.replace(",", ""))
    return value if scale[0] <= value <= scale[1] else None


_OUT_OF_RE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:/|out of)\s*(\d+)(?!\d|\.\d)", re.IGNORECASE)
_RATING_FIELD_RE = re.compile(r"rating|rated|rate\b|stars?\b|score|grade|review", re.IGNORECASE)
# a bare scale in a rating field's description: "1 to 5 stars", "stars (1-5)", "1–10" (no "from")
_BARE_SCALE_RE = re.compile(r"(?<![\d.\w/-])(-?\d+(?:\.\d+)?)\s*(?:to|-|–|—)\s*(\d+(?:\.\d+)?)(?![\d.]|\s*(?:/|%))",
                            re.IGNORECASE)


def is_rating_field(label: str) -> bool:
    """Whether a field's name and description name a rating ("stars", "the rating", "score")."""
    return _RATING_FIELD_RE.search(label) is not None


def rating_scale(label: str) -> tuple[float, float] | None:
    """The scale a rating field's description states without "from" ("the rating, 1 to 5 stars",
    "stars (1-5)": (1, 5)), else ``None`` (a field that names no rating: ``None``, its "3-5" may be
    a range of anything)."""
    if not is_rating_field(label):
        return None
    m = _BARE_SCALE_RE.search(label)
    if m is None or float(m.group(2)) <= float(m.group(1)):
        return None
    return (float(m.group(1)), float(m.group(2)))


def is_place_field(label: str) -> bool:
    """Whether a field's name and description name a finishing place ("place", "the finishing
    position", "rank"; the words: ``lexicons.yaml`` ``place_fields``)."""
    from course_lib.sim.words.cues import lexicon

    words = set(re.findall(r"[a-z]+", label.replace("_", " ").lower()))
    return bool(words & lexicon("place_fields"))


def stated_place(text: str) -> int | None:
    """The finishing place a text states with an ordinal ("came in third" -> 3, "finished 3rd",
    "runner-up" -> 2; the words: ``number_words.ordinals`` up to "twelfth" and ``lexicons.yaml``
    ``place_words``, "runner-up" / "runners-up"), the one such place, else
    ``None`` ("a third of", "two thirds" are fractions; two different places: ``None``). A figure
    with a unit ("the 5k") is never read here."""
    from course_lib.sim.words.cues import read

    def key(word: str) -> str:  # "runner-up", "runner up": one key
        return re.sub(r"[\s-]+", " ", word.lower())

    bottom = place_from_bottom(text)
    if bottom is not None:  # "second to last of 10": counted from the bottom, never the ordinal's own place
        return bottom.place
    words = number_words.ordinals(1, 12) | {key(str(k)): int(v) for k, v in (read("lexicons.yaml").get("place_words") or {}).items()}
    found: set[int] = set()
    for m in re.finditer(r"(?<![\w.,])(\d{1,4})(?:st|nd|rd|th)\b", text, re.IGNORECASE):
        found.add(int(m.group(1)))
    alternatives = "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in sorted(words, key=len, reverse=True))
    for m in re.finditer(rf"(?<![\w-])({alternatives})(?![\w-])", text, re.IGNORECASE):
        fraction, not_after, not_before = _place_exclusions()
        if fraction.search(text[: m.start()]) and not re.match(r"\s+place", text[m.end():], re.IGNORECASE):
            continue  # "a third of the field", "one fifth": a fraction, no place
        if not_after.match(text[m.end():]) or not_before.search(text[: m.start()]):
            continue  # "first of all", "at first", "the second half": no place
        found.add(words[key(m.group(1))])
    return found.pop() if len(found) == 1 else None


@dataclass(frozen=True)
class BottomPlace:
    """A place a text counts from the bottom ("second to last" is 2 from the bottom) and the field
    size it states ("out of 10 runners": 10), ``None`` when it states none; ``place`` is the place
    from the top (N - k + 1) when both are known, else ``None``."""

    from_bottom: int
    field_size: int | None

    @property
    def place(self) -> int | None:
        if self.field_size is None or self.from_bottom > self.field_size:
            return None
        return self.field_size - self.from_bottom + 1


def place_from_bottom(text: str) -> BottomPlace | None:
    """The place a text counts from the bottom ("finished second to last", "third from bottom",
    "last but one", "penultimate", "came last"; the words: ``lexicons.yaml`` place_from_bottom_after,
    place_from_bottom_words, place_bottom_verbs, the ordinals of ``number_words`` and "2nd", "3rd")
    with the field size it states ("out of 10 runners", "of 12 teams": place_field_size_before), the
    one such place, else ``None``. Two different places counted from the bottom, or two different
    field sizes, read no place: ``None`` / a field size of ``None``."""
    from course_lib.sim.words.cues import alternation, read
    from course_lib.sim.words.quantities import with_all_digits

    data = read("lexicons.yaml")
    flat = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text.lower())  # "second-to-last", "last-but-one"
    after = alternation(sorted(data.get("place_from_bottom_after") or [], key=len, reverse=True))
    ordinals = number_words.ordinals(1, 20)
    found: set[int] = set()
    ordinal_re = rf"(?<![\w-])({'|'.join(ordinals)}|\d{{1,3}}(?:st|nd|rd|th))\s+(?:{after})(?![\w-])"
    for m in re.finditer(ordinal_re, flat):
        if re.search(r"\bfrom\s+$", flat[: m.start()]):
            continue  # "from first to last": a span, no place
        word = m.group(1)
        found.add(ordinals[word] if word in ordinals else int(re.match(r"\d+", word).group(0)))
    singles = {str(w).lower() for w in data.get("place_from_bottom_after") or [] if " " not in str(w)}
    verbs = alternation(sorted(data.get("place_bottom_verbs") or [], key=len, reverse=True))
    taken = [m.span() for m in re.finditer(ordinal_re, flat)]
    for phrase, k in sorted((data.get("place_from_bottom_words") or {}).items(), key=lambda p: -len(str(p[0]))):
        phrase = str(phrase).lower()
        for m in re.finditer(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", flat):
            if any(a <= m.start() < b for a, b in taken):
                continue  # "second to last": the ordinal's phrase, read above
            if phrase in singles and not re.search(rf"\b(?:{verbs})\s+(?:in\s+)?(?:the\s+)?$", flat[: m.start()]):
                continue  # "last year", "the bottom shelf": no place
            if phrase in singles and re.match(r"\s+(?:but|of all|time|year|week|month|night|minute|one)\b", flat[m.end():]):
                continue  # "last but one" is read whole; "was last year": no place
            taken.append(m.span())
            found.add(int(k))
    if len(found) != 1:
        return None
    sizes_before = alternation(sorted(data.get("place_field_size_before") or [], key=len, reverse=True))
    digits = with_all_digits(text.lower())
    sizes = {int(m.group(1)) for m in re.finditer(rf"\b(?:{sizes_before})\s+(\d{{1,4}})\b(?!\s*(?:%|st\b|nd\b|rd\b|th\b))",
                                                  digits)}
    return BottomPlace(found.pop(), sizes.pop() if len(sizes) == 1 else None)


def _place_exclusions() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """``lexicons.yaml`` place_fraction_before, place_not_after, place_not_before as patterns: the words
    around an ordinal that make it a fraction or no place."""
    from course_lib.sim.words.cues import lexicon

    return _place_exclusion_res(lexicon("place_fraction_before"), lexicon("place_not_after"), lexicon("place_not_before"))


@lru_cache(maxsize=4)
def _place_exclusion_res(fraction: frozenset[str], after: frozenset[str],
                         before: frozenset[str]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.words.cues import alternation

    return (re.compile(rf"\b(?:{alternation(sorted(fraction))})\s+$", re.IGNORECASE),
            re.compile(rf"\s+(?:{alternation(sorted(after))})\b", re.IGNORECASE),
            re.compile(rf"\b(?:{alternation(sorted(before))})\s+$", re.IGNORECASE))


def stated_out_of(text: str) -> float | None:
    """The rating a text states as "N out of M" or "N/M" (words read as digits first: "four out of
    five" -> 4), the one such figure with N <= M, else ``None`` (two different ones: ``None``; a
    date "3/4/2026" is no rating)."""
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)
    found = {float(m.group(1)) for m in _OUT_OF_RE.finditer(text)
             if float(m.group(1)) <= float(m.group(2)) and not re.match(r"\s*/\s*\d", text[m.end():])}
    return found.pop() if len(found) == 1 else None


def _number_near(text: str, words: list[str], alone: bool = True) -> str | None:
    """The number written next to one of the field's words, else the text's only number
    (``alone``)."""
    numbers = list(_SIGNED_NUMBER_RE.finditer(text))
    if not numbers:
        return None
    content = [w for w in words if w not in STOP_WORDS and len(w) > 2]
    best = None
    for w in content:
        for hit in re.finditer(rf"\b{re.escape(w[:5])}\w*", text, re.IGNORECASE):
            if _NEGATED_WORD_RE.search(text[max(0, hit.start() - 40):hit.start()]):
                continue  # "No reading addition needed": the field's word is said to be absent
            near = min(numbers, key=lambda n: _gap(n, hit))
            if _SENTENCE_END_RE.search(text[near.end():hit.start()]):
                continue  # "left -1.25. No reading ...": a figure ends its own sentence
            distance = _gap(near, hit)
            if distance <= 40 and (best is None or distance < best[0]):
                best = (distance, near.group(0))
    if best is not None:
        return _signed(best[1])
    return _signed(numbers[0].group(0)) if alone and len(numbers) == 1 else None


# A figure with its sign: a minus or plus right before a digit and after no word character, stop
# or dash ("low of -4", "Right -1.00", "+1.25"), never the dash of a range or a date ("3-5",
# "2027-03-05").
_SIGNED_NUMBER_RE = re.compile(rf"(?:(?<![\w.,\-−–+])[-−–+](?=\d))?{_NUMBER}")


# a negation governing the field's word: "no" / "without" / "not" / "never" up to two words before it
_NEGATED_WORD_RE = re.compile(r"\b(?:no|without|not|never)\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"[.!?;](?:\s|$)")


def _gap(number: re.Match, word: re.Match) -> int:
    """The characters between a figure and a word, whichever comes first ("Low -2.5C, high
    -0.5C": the high's figure is the one after "high", not the one before it)."""
    return number.start() - word.end() if number.start() >= word.end() else max(word.start() - number.end(), 0)


def _signed(figure: str) -> str:
    return ("-" + figure[1:]) if figure[:1] in "−–" else figure.removeprefix("+")


# --- currencies, dates, ids ------------------------------------------------------------------


@lru_cache(maxsize=1)
def _currency_names() -> tuple[tuple[str, str], ...]:
    """(name, ISO code) pairs from babel's English and Chinese currency data, longest first."""
    from babel import Locale

    pairs: dict[str, str] = {}
    for code_name in ("en", "zh"):
        locale = Locale(code_name)
        for code, name in locale.currencies.items():
            if len(code) == 3 and name:
                pairs.setdefault(name.lower(), code)
        plural = locale._data.get("currency_names_plural") or {}
        for code in locale.currencies:
            forms = plural.get(code)
            if forms:
                for form in dict(forms).values():
                    pairs.setdefault(str(form).lower(), code)
    for word, code in UNIT_WORDS.items():
        pairs[word] = code
        pairs[word + "s"] = code
    return tuple(sorted(pairs.items(), key=lambda kv: -len(kv[0])))


_CODE_RE = re.compile(r"\b[A-Z]{3}\b")


@lru_cache(maxsize=1)
def known_currency_codes() -> frozenset[str]:
    """The ISO 4217 codes babel names."""
    return frozenset(code for _, code in _currency_names())


def currency_mentions(text: str) -> list[str]:
    """ISO codes of the currencies ``text`` names, in order (codes, names, symbols)."""
    out: list[str] = []
    for _, _, code in _currency_spans(text):
        if not out or out[-1] != code:
            out.append(code)
    return out


_AMOUNT_BEFORE_RE = re.compile(r"\d(?:[\d,.]*\d)?\s?$")
_AMOUNT_AFTER_RE = re.compile(r"^\s?\d")


def amount_currency(text: str) -> str | None:
    """The ISO code of the currency written with the text's amount ("80 euros", "€80", "EUR 80"):
    the money that is converted, whatever order the question names the currencies in ("How
    many yen is 80 euros?", "how many euros is seventy five quid"). ``None`` when no currency, or more than one, stands with a number."""
    found = {code for start, end, code in _currency_spans(text)
             if _AMOUNT_BEFORE_RE.search(text[:start]) or _AMOUNT_AFTER_RE.match(text[end:])
             or _amount_words_before().search(text[:start])}
    return found.pop() if len(found) == 1 else None


@lru_cache(maxsize=1)
def _amount_words_before() -> re.Pattern[str]:
    """An amount in number words just before a currency ("seventy five quid", "two hundred euros",
    "twenty-five dollars"; ``number_words``)."""
    from course_lib.sim.words import number_words

    word = number_words.alternation(1, 90)
    return re.compile(rf"\b(?:{word}|hundred|thousand)(?:[\s-]+(?:and\s+)?(?:{word}|hundred|thousand))*\s+$",
                      re.IGNORECASE)


def _currency_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, ISO code) of each currency ``text`` names, in order."""
    if not text:
        return []
    found: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []
    low = text.lower()
    if re.search(r"[$€£¥￥₹元块]|\b[A-Z]{3}\b|dollar|euro|pound|quid|buck|yen|yuan|franc|rupee|peso|krona|krone|won\b|rand|real|lira|zloty|ruble|rouble|币|元", text, re.IGNORECASE):
        for name, code in _currency_names():
            start = 0
            while True:
                i = low.find(name, start)
                if i < 0:
                    break
                end = i + len(name)
                ascii_name = name.isascii()
                bounded = not ascii_name or (
                    (i == 0 or not low[i - 1].isalnum()) and (end == len(low) or not low[end].isalnum())
                )
                if bounded and not any(a < end and i < b for a, b in taken):
                    found.append((i, end, code))
                    taken.append((i, end))
                start = end
    known = known_currency_codes()
    for m in _CODE_RE.finditer(text):
        if m.group(0) in known and not any(a <= m.start() < b for a, b in taken):
            found.append((m.start(), m.end(), m.group(0)))
    for m in re.finditer(SYMBOL_CLASS, text):
        found.append((m.start(), m.end(), symbol_code(m.group(0), text, m.start())))
    return sorted(found)


@lru_cache(maxsize=32)
def _negated_switch(word: str) -> re.Pattern[str]:
    """"don't switch the porch light on": a negated imperative reaching the switch word in its clause."""
    return re.compile(rf"\b(?:don'?t|do not|never|no need to)\b[^.,;:!?\n–—-]{{0,40}}?(?<![\w-]){re.escape(word)}(?![\w-])",
                      re.IGNORECASE)


def switch_value(text: str) -> bool | None:
    """An on/off argument the text sets: ``True`` for "turn it on" / "enable", ``False`` for
    "switch it off" / "disable" (word lists ``switch_on`` / ``switch_off`` in
    data/sim/lexicons.yaml); ``None`` when it names both or neither. A switch word said only under
    a negation ("don't turn the alerts off") is not the value: it says the other side, unless the
    text also says that side's word outright ("don't turn them off - just check they're on")."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.negation import said_only_negated

    words = {w.lower() for w in raw_tokens(text)}

    def said(side: str) -> tuple[bool, bool]:  # (said outright, said only under a negation)
        found = [w for w in lexicon(side) if (w in words if w.isascii() else w in text)]
        outright = [w for w in found if not w.isascii() or not (said_only_negated(w, text) or _negated_switch(w).search(text))]
        return bool(outright), bool(found) and not outright

    on, on_negated = said("switch_on")
    off, off_negated = said("switch_off")
    on, off = on or (off_negated and not off), off or (on_negated and not on)
    return on if on != off else None



# An example id in a description ("by its flight number (e.g. BA 2490)", "ids look like N-447"):
# letters, then digits, with a space, "-" or "_" between them or none
# Examples a description gives in quotes: "e.g. 'oxalic acid' or 'formic acid'", "such as "bleach"".
_EXAMPLES_RE = re.compile(r"(?:\be\.g\.|\bfor example\b|\bsuch as\b|\blike\b)[\s:,(]*((?:['\"‘“][^'\"’”]{1,40}['\"’”]"
                          r"(?:\s*(?:,|\bor\b|\band\b)\s*)?)+)", re.IGNORECASE)


def example_values(description: str) -> list[str]:
    """The quoted examples a description gives ("e.g. 'oxalic acid' or 'formic acid'"), in order."""
    out = []
    for m in _EXAMPLES_RE.finditer(description):
        out += [q.strip() for q in re.findall(r"['\"‘“]([^'\"’”]{1,40})['\"’”]", m.group(1))]
    return list(dict.fromkeys(v for v in out if v))


def example_written(description: str, question: str) -> str | None:
    """The one example of ``description`` (``example_values``) the question writes as whole
    words ("Put hive C on oxalic acid": "oxalic acid"), else ``None`` (none, or several)."""
    found = [v for v in example_values(description)
             if re.search(rf"(?<!\w){re.escape(v)}(?!\w)", question, re.IGNORECASE)]
    return found[0] if len(found) == 1 else None


_EXAMPLE_ID_RE = re.compile(r"(?:e\.g\.|for example|such as|like|as in)[\s:,(]*['\"`]?([A-Z]{1,4}[ _-]?\d{2,6})\b")


def example_shaped(description: str, question: str) -> str | None:
    """The question's id written in the shape of the description's example ("BA 2490" for an
    example "BA 2490", where the bare digits would lose the carrier; "ord 00417 x" for an example
    "ORD-12345-A": ORD-00417-X), or ``None``."""
    grouped = _grouped_shape(question, description)
    if grouped:
        return grouped
    example = _EXAMPLE_ID_RE.search(description)
    if not example:
        return None
    m = re.match(r"([A-Z]+)([ _-]?)(\d+)", example.group(1))
    letters, sep, digits = m.group(1), m.group(2), m.group(3)
    gap = f"[{re.escape(sep)}]?" if sep else "[ _-]?"
    digits = rf"\d{{{max(1, len(digits) - 2)},{len(digits) + 2}}}\b"
    found = re.search(rf"\b[A-Z]{{{len(letters)}}}{gap}{digits}", question)
    if found:
        return found.group(0)
    # typed in lower case ("fr 318" for an example "FR 212"): the same shape, written as the example
    # writes it, where the letters are no word of their own ("is 318", "at 830" are no id)
    for low in re.finditer(rf"(?<![\w-])([a-z]{{{len(letters)}}})({gap}{digits})", question):
        if low.group(1) not in STOP_WORDS:
            return low.group(1).upper() + low.group(2)
    return None


# a code shown as an example in a description: "(e.g. ORD-12345-A)", "such as RMA/2291/B", "like AB-1234"
_GROUPED_EXAMPLE_RE = re.compile(r"(?:\be\.?g\.?|\bfor example|\bsuch as|\blike)\s*:?\s*['\"`]?"
                         r"(?P<code>[A-Z0-9]+(?:[-_/][A-Z0-9]+)+)(?![\w-])")
_MAX_EXAMPLE_GROUPS = 6


def _grouped_shape(text: str, description: str) -> str | None:
    """The one code of ``text`` typed loosely in the shape of the example a description shows, written as
    the example writes it ("ord 00417 x" for "e.g. ORD-12345-A": ORD-00417-X): the same groups of letters
    and figures, each as long as the example's, joined by spaces or by the example's own marks; ``None``
    when the description shows no such example, or the text holds none or two such codes."""
    m = _GROUPED_EXAMPLE_RE.search(description)
    if m is None:
        return None
    example = m.group("code")
    parts = re.split(r"([-_/])", example)
    groups, seps = parts[0::2], parts[1::2]
    if not 3 <= len(groups) <= _MAX_EXAMPLE_GROUPS or not any(g.isdigit() for g in groups):
        return None  # (a two-group example, "KT-1001", is the carrier-style reader's below: "kt 7710" as typed)
    kinds = []
    for g in groups:
        if g.isdigit():
            kinds.append(rf"\d{{{len(g)}}}")
        elif g.isalpha():
            kinds.append(rf"[A-Za-z]{{{len(g)}}}")
        else:
            return None  # a group mixing letters and figures: no shape to read loosely
    joined = r"[\s\-_/.]?".join(f"({k})" for k in kinds)
    found = list(re.finditer(rf"(?<![\w-]){joined}(?![\w-])", text))
    if len(found) != 1:
        return None
    typed = found[0].groups()
    upper = example.upper() == example
    out = typed[0].upper() if upper else typed[0]
    for sep, g in zip(seps, typed[1:], strict=True):
        out += sep + (g.upper() if upper else g)
    return out


def as_described(found: list[str], description: str) -> list[str]:
    """Ids typed in lower case ("doc-1042") written in capitals when the description's example
    writes its letters so ("like DOC-1042"); kept as typed otherwise (a hash "ab1234" may be lower)."""
    example = _EXAMPLE_ID_RE.search(description)
    if not example or not re.match(r"[A-Z]", example.group(1)):
        return found
    return [v.upper() if re.match(r"[a-z]{1,5}[ _-]?\d", v) else v for v in found]


def spaced_code(question: str, digits: str) -> str | None:
    """The carrier-style code a lower-case question writes for a bare number ("has tp 1361 landed":
    "TP 1361"), as ``_SPACED_ID_RE`` reads "TP 1361": two letters that are no word of their own (no
    stop word, no label such as "no" or "id", nothing everyday by wordfreq) one space before it."""
    from course_lib.sim.words.weights import zipf

    if not 1 <= len(digits) <= 4:  # a carrier code's number has one to four digits, as _SPACED_ID_RE reads it
        return None  # ("el código es 482913": "es" is a word before a six-digit code, no carrier)
    m = re.search(rf"(?<![\w-])([a-z][a-z0-9]) {re.escape(digits)}(?!\w)", question)
    if not m or m.group(1) in STOP_WORDS or re.fullmatch(_ID_LABELS, m.group(1).upper()):
        return None
    return f"{m.group(1).upper()} {digits}" if zipf(m.group(1)) < _CODE_ZIPF else None


_CODE_ZIPF = 4.5  # two letters this common or more are a word ("us", "uk", "ok"), never a carrier code


def id_values(question: str) -> list[str]:
    """Ids such as ORD-1003 or #1003 in the question, in order, without repeats. Digit groups
    with a single space between them and nothing else ("6812 4490 3317", "07700 900123") are one
    id written in groups (a tracking, card, phone or account number); ids are several only when
    joined by words or commas ("ORD-1003 and ORD-1011"). A carrier-style code ("TP 1361") is
    one id with its prefix."""
    spans: list[list[int]] = []
    for m in _SPACED_ID_RE.finditer(question):
        if (spans and m.group(0).isdigit() and question[spans[-1][0]:spans[-1][1]].replace(" ", "").isdigit()
                and question[spans[-1][1]:m.start()] == " "):
            spans[-1][1] = m.end()  # the next group of the same number
        else:
            spans.append([m.start(), m.end()])
    grouped = [g.span() for g in (*_GROUPED_CODE_RE.finditer(question), *_IBAN_RE.finditer(question))]
    from course_lib.sim.values.labelled_ids import labelled_code

    labelled = labelled_code(question)  # "the code is jd 0012 3456 789 gb": its letter groups kept
    for start, end in grouped + ([labelled] if labelled else []):  # "JD0144 7730 9921 GB": one code in groups
        inside = [sp for sp in spans if sp[0] < end and sp[1] > start]
        if inside or (start, end) == labelled:  # (a labelled code is an id by its label, short groups too)
            spans = [sp for sp in spans if sp not in inside]
            spans.append([start, end])
    spans.sort()
    from course_lib.sim.words.calendar_dates import ISO_DATE_RE, WORD_DATE_RE

    dated = [m.span() for m in (*WORD_DATE_RE.finditer(question), *ISO_DATE_RE.finditer(question))]
    spans = [sp for sp in spans if not any(a <= sp[0] and sp[1] <= b for a, b in dated)]  # "3 June 2036": no id
    spans = [sp for sp in spans if not _measured(question, sp)]  # "1500 microlitres": a quantity, no id
    return list(dict.fromkeys(question[a:b].lstrip("#") for a, b in spans))


_UNIT_AFTER_RE = re.compile(r"\s?([A-Za-z\u00b5\u03bc][A-Za-z]*)\b")


def _measured(question: str, span: list[int]) -> bool:
    """A figure of digits alone written before a unit of measure ("1500 microlitres", "250 ml",
    "40 kg"): a quantity, no id."""
    if not question[span[0]:span[1]].replace(" ", "").isdigit():
        return False
    m = _UNIT_AFTER_RE.match(question, span[1])
    if not m or not is_unit_word(m.group(1)):
        return False
    if m.group(1).lower() in ("degree", "degrees"):  # "180 degrees": a temperature or an angle
        return True
    units = _unit(m.group(1))  # pint reads "units" as micro-nits: a measure is one of everyday dimensions
    return units is None or str(getattr(units, "dimensionality", "")) in _MEASURED_DIMENSIONS


_MEASURED_DIMENSIONS = frozenset({"[length]", "[mass]", "[length] ** 3", "[length] ** 2", "[time]", "[temperature]",
                                  "[mass] / [length] ** 3", "[length] / [time]"})


# A code in groups that opens with letters run into digits and goes on in two or more groups of
# three or more digits, one space apart, maybe closed by a two-capital country code (a parcel's
# tracking code "JD0144 7730 9921 GB"): one id, never cut at its first space.
# So is a code whose letters stand apart before three or more digit groups ("CT 4471 2290 01"); a
# label word before a number ("ID 4471 ...") is no part of it.
_GROUPED_CODE_RE = re.compile(
    rf"(?<![\w-])(?:[A-Z]{{1,4}}\d{{2,}}(?: \d{{3,}}){{2,}}(?: \d{{2}})?|(?!(?:{_ID_LABELS})\b)[A-Z]{{1,4}} \d{{3,}} \d{{3,}}"
    r"(?: \d{2,})+)(?: [A-Z]{2}(?![\w-]))?(?![\w-])")


# The noun an id field names ("hive_id": hive, "court_number": court, "gate_no": gate).
_ID_SUFFIX_RE = re.compile(r"_?(?:ids?|no|nr|number|num|code|ref)$", re.IGNORECASE)
# A short id written after its noun: one capital letter ("hive B"), a number with at most one
# letter each side ("court 3", "gate C12", "room 4b"); "I" is the pronoun, not an id; typed in lower
# case, one letter other than "a" / "i" (an article, a pronoun) is the id ("hive b"), in capitals.
_SHORT_ID = r"(?-i:(?!I\b)[A-Z](?![\w-])|(?![ai]\b)[b-z](?![\w'’.-])|[A-Z]{0,2}\d{1,4}[A-Za-z]?(?![\w'’.,:/-]\w|[.,:]\d))"


def id_label(field_name: str) -> str | None:
    """The noun an id field names ("hive_id": "hive", "gate_no": "gate"), else ``None`` ("id")."""
    noun = _ID_SUFFIX_RE.sub("", field_name).rsplit("_", 1)[-1]
    return noun.lower() if len(noun) >= 3 and is_id_name(field_name) else None


def labelled_id(question: str, field_name: str) -> str | None:
    """The id written after the noun the field ``field_name`` names ("hive_id" and "Put hive B
    on ...": "B"; "gate C12", "court 3", "room 4b"), else ``None``: an id of the kind
    ``id_values`` reads ("order 55-9913") or a short one; a number followed by its unit
    ("hive 3 kg", "court 3 pm") is a quantity, no id."""
    from course_lib.sim.words.quantities import value_types

    noun = id_label(field_name)
    if not noun:
        return None
    for m in re.finditer(rf"\b{re.escape(noun)}s?\s+(?:no\.?\s*|number\s+|#)?(\S+)", question, re.IGNORECASE):
        known = id_values(question[m.start(1):])  # "card 4929 1180 5566 2231": one id in groups
        if known and question[m.start(1):].lstrip("#").startswith(known[0]):
            return known[0]
        short = re.match(_SHORT_ID, m.group(1))
        if not short:
            continue
        after = question[m.start(1) + short.end():].split()[:1]
        if after and value_types(f"{short.group(0)} {after[0]}") - value_types(after[0]) - {"number"}:
            continue  # "3 pm", "3 kg": a quantity
        return short.group(0).upper() if len(short.group(0)) == 1 else short.group(0)
    return None


# A bare number after a noun that a determiner or preposition opens ("in room 312", "the bay 4471"):
# the noun labels the number as its own id.
_NOUN_NUMBER_RE = re.compile(
    r"\b(?:the|a|an|my|our|your|their|his|her|its|in|at|to|for|from|of|on|into)\s+([a-z]{3,})\s+#?(\d{3,})\b")


def ids_of_something_else(question: str, own_words: set[str]) -> set[str]:
    """The bare numbers ``id_values`` reads that the question says are something else than an id of
    the field's kind (``own_words``: the stems of the field's name and its tool's name and
    description): a quantity ("at 110 degrees", "400 grams") or a number another noun labels
    ("in room 312" for a locker's id)."""
    from course_lib.sim.values.comparisons import quantities
    from course_lib.sim.words.quantities import value_types
    from course_lib.sim.words.text import stem

    other: set[str] = set()
    with_unit = {q.text.split()[0] for q in quantities(question) if " " in q.text}  # "170 Celsius", "300 ml" (pint's units)
    for m in re.finditer(r"(?<![\w.,#-])(\d{3,})(?![\w.,-]\w)\s+([A-Za-z]+)", question):
        if m.group(1) in with_unit or value_types(f"{m.group(1)} {m.group(2)}") - value_types(m.group(2)) - {"number"}:
            other.add(m.group(1))
    for m in _NOUN_NUMBER_RE.finditer(question):
        if stem(m.group(1).lower()) not in own_words:
            other.add(m.group(2))
    return other


# --- times of day, weekdays, emails: typed values a tool argument takes -------------------------

# A field that holds a time of day: "time", "start_time", "at", "clock", or "HH:MM" in its description.
# (and in Spanish, Portuguese, French, German, Italian, Polish or Dutch: "hora", "heure", "uhrzeit", "ora",
# "godzina", "tijd"; fix58d)
TIME_FIELD_RE = re.compile(r"(?:^|_)(?:time|at|clock|hhmm|hora|heure|uhrzeit|ora|godzina|godz|tijd|tijdstip)(?:_|$)", re.IGNORECASE)
_TIME_DESC_RE = re.compile(r"\bHH:?MM\b|\btime of day\b", re.IGNORECASE)
# 06:45, 6:45 pm, 18.30 h is not read (a decimal); 7am, 7 pm
_TIME_RE = re.compile(
    r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?:\s*([ap])\.?m\.?\b)?|\b(1[0-2]|0?[1-9])\s*([ap])\.?m\.?(?!\w)",
    re.IGNORECASE,
)


def describes_time_format(description: str) -> bool:
    """A description that gives a time-of-day format ("time in HH:MM, 24h"): its "HH:MM, 24h"
    is a format, not a list of allowed values."""
    return bool(_TIME_DESC_RE.search(description))


# Times of day in words: "half past eight", "quarter to nine", "six o'clock", "noon"; the hour
# is morning or evening only when the text says which ("tonight", "in the morning", "pm").
_HOUR_WORDS = values(1, 12)
_HOUR = rf"(1[0-2]|0?[1-9]|{alternation(1, 12)})"
_WORD_TIME_RE = re.compile(
    rf"\b(?:(half|quarter|twenty-five|ten|twenty|five|[1-5]?\d)(?: minutes)? (past|after|to) (?:{_HOUR}|(noon|midday|midnight))"
    rf"|{_HOUR} o'?clock)\b"
    r"(?!\s*[:.]?\d)(?:\s*([ap])\.?m\.?(?!\w))?|\b(noon|midday|midnight)\b",
    re.IGNORECASE,
)
# British "half seven" (7:30): "half" right before an hour word, then the clause's end or a day word
# ("half seven tonight"); never "half an hour", "half one cup"
_HALF_HOUR_RE = re.compile(
    rf"\bhalf {_HOUR}\b(?=\s*(?:$|[,.!?;)]|(?:tonight|today|tomorrow|this|in|on|at|pm|am|p\.m|a\.m)\b))",
    re.IGNORECASE,
)
# the words before "<minutes> to <hour>" that make it a range ("from five to nine", "between ten to two")
_RANGE_OPENER_RE = re.compile(r"\b(?:from|between|open|opens|opening|hours|shift|works?|working)\s+$|[\d\w]+\s*-\s*$",
                              re.IGNORECASE)
_MINUTE_WORDS = {"half": 30, "quarter": 15, "ten": 10, "twenty": 20, "twenty-five": 25, "five": 5}
_EVENING_RE = re.compile(r"\b(?:tonight|this evening|in the (?:evening|afternoon)|at night|pm)\b", re.IGNORECASE)
_MORNING_RE = re.compile(r"\b(?:this morning|(?:in the|tomorrow|every) morning|am)\b", re.IGNORECASE)


def _day_half(text: str) -> str:
    """"p" when the text says evening ("tonight", "pm"), "a" when it says morning, "" when neither
    or both."""
    evening, morning = bool(_EVENING_RE.search(text)), bool(_MORNING_RE.search(text))
    return "" if evening == morning else ("p" if evening else "a")


def _word_time_spans(text: str) -> list[tuple[int, int, str]]:
    """Each time of day written in words, as (start, end, "HH:MM"); one whose morning or evening
    the text leaves open (a bare "half past eight") is not read."""
    out = []
    for m in _WORD_TIME_RE.finditer(text):
        if m.group(7):
            out.append((m.start(), m.end(), "12:00" if m.group(7).lower() != "midnight" else "00:00"))
            continue
        named = (m.group(4) or "").lower()  # "ten past noon", "five to midnight": the hour is the word's
        word = (m.group(3) or m.group(5) or "").lower()
        hour = (0 if named == "midnight" else 12) if named else (_HOUR_WORDS.get(word) or int(word))
        minute = 0
        if m.group(1):
            said = m.group(1).lower()
            minute = int(said) if said.isdigit() else _MINUTE_WORDS[said]
            if m.group(2).lower() == "to" and said != "quarter" and "minute" not in m.group(0).lower() and (
                    said.isdigit() or _RANGE_OPENER_RE.search(text[:m.start()])):
                continue  # "from five to nine", "2 to 5 pm": a range, not "ten to five"
            if m.group(2).lower() == "to":
                hour, minute = (hour - 1) % 24 if named else (hour - 1) or 12, 60 - minute
        if named:  # noon and midnight need no morning or evening
            out.append((m.start(), m.end(), f"{hour:02d}:{minute:02d}"))
            continue
        half = (m.group(6) or "").lower() or _day_half(text)
        if not half:
            continue  # "half past eight": morning or evening, the text does not say
        if half == "p" and hour < 12:
            hour += 12
        elif half == "a" and hour == 12:
            hour = 0
        out.append((m.start(), m.end(), f"{hour:02d}:{minute:02d}"))
    for m in _HALF_HOUR_RE.finditer(text):
        if any(a <= m.start() < b for a, b, _ in out):
            continue  # "half past seven" was read above
        word = m.group(1).lower()
        hour = _HOUR_WORDS.get(word) or int(word)
        half = _day_half(text)
        if not half:
            continue  # "half seven": morning or evening, the text does not say
        if half == "p" and hour < 12:
            hour += 12
        out.append((m.start(), m.end(), f"{hour:02d}:30"))
    return sorted(out)


def is_time_field(name: str, description: str = "", fmt: str = "") -> bool:
    """A time-of-day field: by its name ("time", "start_time", "at"), format or "HH:MM" in its description."""
    return bool(TIME_FIELD_RE.search(name) or fmt == "time" or _TIME_DESC_RE.search(description))


def time_spans(text: str) -> list[tuple[int, int, str]]:
    """Each time of day the text states, as (start, end, "HH:MM" in 24 h), in order."""
    out = []
    for m in _TIME_RE.finditer(text):
        if m.group(1) is not None:
            hour, minute, half = int(m.group(1)), int(m.group(2)), (m.group(3) or "").lower()
        else:
            hour, minute, half = int(m.group(4)), 0, m.group(5).lower()
        if half and hour > 12:
            continue
        if half == "p" and hour < 12:
            hour += 12
        elif half == "a" and hour == 12:
            hour = 0
        out.append((m.start(), m.end(), f"{hour:02d}:{minute:02d}"))
    if _WORD_TIME_CUE_RE.search(text):
        worded = _word_time_spans(text)  # "10 past 6 pm": one time, not also "6 pm"
        out = sorted(worded + [t for t in out if not any(a < t[1] and t[0] < b for a, b, _ in worded)])
    compact = [(start, end, at) for start, end, _, at in compact_dates(text) if at]  # "20270314T090000"
    return sorted(out + compact) if compact else out


_WORD_TIME_CUE_RE = re.compile(r"\b(?:past|after|to|o'?clock|noon|midday|midnight|half)\b", re.IGNORECASE)


_SPAN_JOIN_RE = re.compile(r"^\s*(?:to|until|till|through|[-–—])\s*$", re.IGNORECASE)


def clock_span_minutes(text: str) -> int | None:
    """The minutes between the text's two times of day written as one span ("2:15pm to 3:40pm":
    85, "9:30-11:00": 90); ``None`` when it writes no such span, or more than one, or the end is
    not after the start."""
    spans = time_spans(text[:2000])
    found = set()
    for (_, end, start_at), (begin, _, end_at) in zip(spans, spans[1:], strict=False):
        if not _SPAN_JOIN_RE.match(text[end:begin]):
            continue
        (h1, m1), (h2, m2) = map(int, start_at.split(":")), map(int, end_at.split(":"))
        found.add((h2 * 60 + m2) - (h1 * 60 + m1))
    if len(found) != 1:
        return None
    minutes = found.pop()
    return minutes if minutes > 0 else None


def time_values(text: str) -> list[str]:
    """Every time of day the text states ("06:45", "6:45 pm", "7am"), as 24-h "HH:MM", in order."""
    return [t for _, _, t in time_spans(text)]


# an age threshold a yes/no field's description states (``ages.bounds``: "18 or older", "under 16"),
# and the cue of a date of birth in a text
_AGE_FIELD_RE = re.compile(r"\bage\b|\bold(?:er)?\b|adult|\bminor\b|years|birthday|\bborn\b", re.IGNORECASE)
_NO_UNIT_AFTER_RE = re.compile(r"\s*(?:$|[^\w\s]|(?:on|at|by|when|and|or|in|the|from|until)\b)", re.IGNORECASE)
_BIRTH_RE = re.compile(r"\b(?:born|birth|dob|d\.o\.b|birthday)\b", re.IGNORECASE)


def age_check(description: str, text: str) -> bool | None:
    """A yes/no field about an age threshold ("True if the applicant is 18 or older on the date of
    applying") decided from a text's two full dates: the one written after a birth cue ("born",
    "DOB") and the other, the date the age is taken on; the age in full years against the
    threshold. ``None`` when the description states no such threshold or the text has not exactly
    those two dates (no guess from one date and today)."""
    from course_lib.sim.values.ages import bounds

    limit = next(iter(bounds(description)), None)
    if not limit or not (_AGE_FIELD_RE.search(description) or _NO_UNIT_AFTER_RE.match(description[limit.end:])):
        return None  # "over 12 kg" is no age
    spans = sorted(date_spans(text[:4000]))
    if len(spans) != 2:
        return None
    gaps = [text[(spans[i - 1][1] if i else 0):start] for i, (start, _) in enumerate(spans)]
    born = [i for i, gap in enumerate(gaps) if _BIRTH_RE.search(gap[-40:])]
    if len(born) != 1:
        return None
    birth, on = date_value(text[slice(*spans[born[0]])]), date_value(text[slice(*spans[1 - born[0]])])
    if not birth or not on:
        return None
    (by, bm, bd), (oy, om, od) = (tuple(int(x) for x in d.split("-")) for d in (birth, on))
    age = oy - by - ((om, od) < (bm, bd))
    return None if age < 0 else limit.met(age)


def date_spans(text: str) -> list[tuple[int, int]]:
    """Where the text writes a calendar date (2026-12-09, 9 December 2026, 2026年12月9日)."""
    return ([m.span() for r in (ISO_DATE_RE, WORD_DATE_RE, CN_DATE_RE) for m in r.finditer(text)]
            + [(start, end) for start, end, _, _ in compact_dates(text)])


def weekday_words(text: str) -> set[str]:
    """The weekdays the text names, as their full and 3-letter forms ("Mondays", "mon", "Tue."
    -> monday, mon, tuesday, tue; "on weekdays" -> monday to friday, "at the weekend" ->
    saturday and sunday): what a weekday enum value is matched against."""
    out: set[str] = set()
    lowered = text.lower()
    for group, days in (("weekdays?|working days|workdays", WEEKDAYS[:5]), ("weekends?", WEEKDAYS[5:])):
        if re.search(rf"\b(?:on|every|all|each|over the|at) (?:the )?(?:{group})\b", lowered):
            out |= {d for day in days for d in (day, day[:3])}  # "on weekdays": monday to friday
    for w in re.findall(r"[A-Za-z]+", lowered):
        for day in WEEKDAYS:
            if w[:3] == day[:3] and (w in (day, day + "s", day[:3]) or (len(w) >= 3 and day.startswith(w))):
                out |= {day, day[:3]}
    return out


def email_values(text: str) -> list[str]:
    """Every email address the text writes, in order, without repeats."""
    return list(dict.fromkeys(m.group(0).rstrip(".") for m in _EMAIL_RE.finditer(text)))


def glossed_dates(text: str) -> str:
    """``text`` with each compact iCalendar date followed by its reading: "DTSTART:20260314T093000Z"
    -> "DTSTART:20260314T093000Z (14 March 2026, 09:30 UTC)"; other text unchanged."""
    if not any(c.isdigit() for c in text):
        return text

    def gloss(m: re.Match[str]) -> str:
        year, month, day, hour, minute, utc = m.groups()
        said = f"{int(day)} {MONTHS[int(month) - 1].capitalize()} {year}"
        if hour is not None:
            said += f", {hour}:{minute}" + (" UTC" if utc else "")
        return f"{m.group(0)} ({said})"

    return COMPACT_DATE_RE.sub(gloss, text)
