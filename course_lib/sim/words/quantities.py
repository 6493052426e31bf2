"""Kinds of values a question asks for and a sentence states: dates, durations, temperatures...

"At what temperature is the bread baked?" is answered by "Bake at 250 °C", which never says
"temperature"; "When is the move?" by "The move happens on Friday 14 March". A model knows
that "250 °C" is a temperature and "14 March" a date. Here:

- ``asked_type(question)`` names the kind of value a question asks for (``temperature``,
  ``date``, ``time``, ``duration``, ``frequency``, ``distance``, ``money``, ``percent``, ``mass``,
  ``number``; ``extent`` for "How long is the X?", a length or a duration alike) and the words that
  say so ("what temperature", "how often", "多久", "几点");
- ``value_types(text)`` names the kinds of values a text states, numbers written as words
  included ("thirty seconds", via text2num's ``alpha2digit``; Chinese numerals too).

The matcher turns both into one concept, ``@temperature`` and so on, so that the value in a
sentence covers the question's "what temperature" (see ``matching``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.currencies import SYMBOL_CLASS, join_minor_units
from course_lib.sim.words.day_names import DAY_ABBREVIATIONS, WEEKDAYS
from course_lib.sim.words.first_matches import AnyMatches, FirstMatches
from course_lib.sim.words.number_words import alternation
from course_lib.sim.words.text import COMPACT_DATE

_NUM = r"(?:\d+(?:[.,]\d+)?|[零一二两三四五六七八九十百千万半]+)"
_I = re.IGNORECASE
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_DAY_ABBREVIATIONS = "|".join(a.capitalize() for forms in DAY_ABBREVIATIONS for a in forms)
_VALUE_PATTERNS: dict[str, re.Pattern[str]] = {
    "temperature": re.compile(
        rf"{_NUM}\s*(?:°\s*[CF]?|℃|℉|degrees?\b|deg\b)|{_NUM}\s*度(?!假)|\btemperature\b|温度", _I
    ),
    "date": re.compile(
        rf"\b(?:{_MONTHS})\b\.?\s*\d{{1,2}}\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|"
        rf"\b(?:{'|'.join(WEEKDAYS)})s?\b|\b(?:19|20)\d{{2}}\b|"
        # a weekday abbreviated, capitalised, before a time, a range or a list ("Wed 19:00", "Mon-Fri")
        rf"(?-i:\b(?:{_DAY_ABBREVIATIONS})\b)\.?(?=\s*(?:\d|[-–,/&]))|"
        r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b(?:today|tomorrow|yesterday)\b|"
        # a day of the month alone after a preposition ("on the 14th", "by the 3rd."), not a
        # floor or a century ("on the 14th floor": a noun follows)
        r"\b(?:on|by|from|until|till|before|after|since|to)\s+the\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)\b"
        r"(?!\s+(?!(?:and|or|at|in|of|to|for|but|so|instead|now|then|too)\b)[a-z])|"
        # iCalendar's compact form: "DTSTART:20260314T093000Z", "DTEND;VALUE=DATE:20260315" (a bare
        # eight-digit number only as a property's value, so an order number is no date)
        rf"{COMPACT_DATE}|"
        r"\b(?:spring|summer|autumn|fall|winter|weekend|weekday)s?\b|"
        r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|"
        rf"{_NUM}\s*[月日号]|星期[一二三四五六日天]|周[一二三四五六日末]|今天|明天|昨天|春|夏|秋|冬",
        _I,
    ),
    "time": re.compile(
        # a clock figure, after a Han character too ("当天16:00": Chinese writes no space before it)
        r"(?:\b|(?<=[\u4e00-\u9fff]))\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\bnoon\b|\bmidnight\b|o'clock|"
        # a bare hour after "at" that ends its clause ("My flight lands at 6.", "meet at 7 tonight", "at half 11"),
        # not a house number or an amount ("at 12 High Street", "at 3 pounds")
        r"(?<=\bat )(?:(?:half|quarter)\s+(?:past\s+|to\s+)?)?(?:1[0-2]|[1-9])(?=[.,;!?)](?:\s|$)|$|\s+(?:and|or|tonight|tomorrow|today|sharp|then|but)\b)|"
        r"(?<=\d{8}T)(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?Z?\b|"  # iCalendar's "20260314T093000Z"
        rf"{_NUM}\s*[点時时](?!间)|上午|下午|晚上|早上|中午",
        _I,
    ),
    "duration": re.compile(  # (not "Under-16s", "over-65s": an age group's plural, no seconds)
        rf"(?<![A-Za-z]-)(?<![\d.,]){_NUM}\s*(?:-\s*)?(?:(?:working|business|calendar|full|whole|clear|school|solid)\s+)?(?:seconds?|secs?|s\b|minutes?|mins?|hours?|hrs?|h\b|days?|weeks?|months?|years?)\b|"
        rf"{_NUM}\s*(?:秒|分钟|分鐘|小时|小時|个?钟头|天|日|周|星期|个月|年)",
        _I,
    ),
    "frequency": re.compile(
        r"\bevery\b|\beach (?:day|week|month|year|morning|evening)\b|\bper (?:day|week|month|year|hour)\b|"
        r"\b(?:daily|weekly|fortnightly|monthly|yearly|annually|hourly|nightly)\b|\bonce\b|\btwice\b|"
        r"\b\d+\s*times?\b|每|一次|两次",
        _I,
    ),
    "distance": re.compile(
        rf"{_NUM}\s*(?:(?:nautical|statute|square|sq\.?)\s+)?(?:km|kilomet(?:er|re)s?|miles?|nm\b|mi\b|m\b|met(?:er|re)s?|cm|mm|ft|feet|inch(?:es)?)\b|"
        rf"{_NUM}\s*(?:公里|千米|米|厘米|毫米|英里)",
        _I,
    ),
    # a currency sign or word, or a price-shaped figure ("2.10", "1,150.00": two decimals, no unit
    # or version around it), which a "How much is the tea?" over a price list asks for
    # ... or an amount a cost verb governs, whatever the currency's name ("the bridge cost 310
    # million crowns", "costs 45 kronor"; not "cost 3 hours")
    "money": re.compile(
        rf"{SYMBOL_CLASS}\s?\d|(?<![\w.:/-])\d{{1,3}}(?:,\d{{3}})*\.\d{{2}}(?![\w%:/-]|\.\w)|\d+(?:[.,]\d+)?\s?(?:USD|EUR|GBP|CNY|RMB|dollars?|euros?|pounds?|cents?|pence|yuan)\b|{_NUM}\s*[元块]|(?<![\w.,])\d{{1,2}}(?-i:p)(?![\w-])|\d+(?:\.\d+)?\s?¢|"
        r"\bcost(?:s|ing)?\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|under\s+|some\s+|just\s+)?"
        r"\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion|thousand|bn|\d+))?\s+(?!(?:hours?|minutes?|seconds?|days?|weeks?|"
        r"months?|years?|lives|jobs|points?|calories|votes|seats)\b)[a-z]{3,}",
        _I,
    ),
    "when": re.compile(
        r"\b(?:until|till|after|before|once|as soon as|whenever|when|while|during|by the time|"
        r"at the (?:end|start|beginning) of|on|at|in)\b\s+\S|以前|之前|以后|之后|时候|直到|一旦|"
        r"如果|假如|只要|每当|要等|等到|当[^，。；]{1,20}时",
        _I,
    ),
    "pressure": re.compile(rf"{_NUM}\s*(?:bar|psi|kpa|pa|atm|mbar|hpa)\b|\bpressure\b|{_NUM}\s*(?:巴|帕)|气压|压力", _I),
    "percent": re.compile(rf"{_NUM}\s*(?:%|per ?cent\b|percent\b)|百分之", _I),
    # a weight ("189 g", "1.9 kg", "12 oz"): "pounds" is left out, a currency as often as a weight
    "mass": re.compile(
        rf"{_NUM}\s*(?:kg|g|mg|grams?|grammes?|kilo(?:gram)?s?|kilogrammes?|lbs?|oz|ounces?|tonnes?|t)\b|"
        rf"{_NUM}\s*(?:公斤|千克|克|斤)",
        _I,
    ),
    # an amount of data ("30GB", "500 MB", "2 TB", "64 gigabytes"): what "how much data" asks
    "data": re.compile(
        rf"{_NUM}\s*(?:[KMGTP]i?B|kilobytes?|megabytes?|gigabytes?|terabytes?|gigs?)\b", _I
    ),
    "number": re.compile(r"\d|[一二两三四五六七八九十百千万]", _I),
}
_VALUE_FOUND = AnyMatches(_VALUE_PATTERNS.values())  # does each pattern match? (each alternative behind its literals)
_WHEN_WORD_RE = re.compile(
    r"\b(?:until|till|after|before|once|as soon as|whenever|when|while|during|by the time)\b|以前|之前|以后|之后|直到|一旦|"
    r"如果|假如|只要|每当|要等|等到|当[^，。；]{1,20}时",
    _I,
)
_ASKED: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("temperature", re.compile(r"\btemperature\b|\btemp\b|\bhow (?:hot|cold|warm)\b|\bwhat heat\b|温度|多少度|多热|多冷", _I)),
    ("frequency", re.compile(r"\bhow often\b|\bhow frequently\b|\bintervals?\b|\bfrequency\b|\bhow many \w+ between\b|多久一次|多久.*一次|多常|频率|每隔多", _I)),
    ("time", re.compile(r"\bwhat time\b|\bat what time\b|\bwhich time\b|几点|什么时间", _I)),
    ("date", re.compile(r"\b(?:what|which|on what) (?:date|day|month|year|weekday)\b|\bdate\b|哪天|哪一天|几号|几月|日期|哪年|哪一年", _I)),
    ("when", re.compile(r"^\W*when\b|\bwhen (?:is|are|was|were|does|do|did|will|should|can|must)\b|什么时候|何时", _I)),
    # "How long is the bridge?": a length or a duration alike ("How long is the flight?"): an
    # extent, either; "how long does it take / did they stay" asks a duration.
    ("extent", re.compile(r"\bhow long(?= (?:is|are|was|were) (?:the |a |an |this |that |its |their |your |our )?"
                          r"[\w'-]+(?: [\w'-]+){0,4}\s*[?.]?\s*$)", _I)),
    ("duration", re.compile(r"\bhow long\b|\bfor how long\b|\bhow many (?:hours|minutes|days|weeks|seconds|months|years)\b|\bduration\b|多久|多长时间|多長時間|几个小时|几天|几分钟", _I)),
    ("distance", re.compile(r"\bhow far\b|\bhow many (?:km|kilomet\w*|miles|metres|meters)\b|\bdistance\b|多远|多少公里", _I)),
    ("pressure", re.compile(r"\bpressure\b|\bhow (?:hard|firm) .{0,30}\b(?:inflate|pump)|气压|压力", _I)),
    # "How much was the deposit?", "How much is a ticket?": an amount of money, not any figure (not
    # "how much time / data / water is ...", nor "how much does it weigh")
    # ("what would it set me back", "what's the damage": the price asked in everyday words)
    ("money", re.compile(r"\bhow much (?:does|do|did|is|was|will)(?= .{0,40}\bcost\b)|\bprice\b|\bcost\b|\bfee\b|多少钱|价格|费用|"
                         r"\bset (?:me|us|you|him|her|them) back\b|\bwhat(?:'s| is| will be| would be) the damage\b|"
                         r"\bhow much (?:is|was|are|were|will it be|would it be)\b(?! \d)(?!.{0,40}\b(?:time|data|storage|memory|"
                         r"space|water|left|rain|snow|sugar|salt|flour|milk|oil|weigh\w*)\b)", _I)),
    # "how heavy", "how much does it weigh", "what is its weight" (not "weight relevance and recency", a verb)
    # "what does he weigh", "how much did the parcel weigh" (a subject of up to four words, which is
    # the question's subject, not the asking words: only "weigh" is, group ``words``)
    ("mass", re.compile(r"\bhow heavy\b|\b(?:how much|what)\s+(?:does|do|did|will|would)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?\s+(?P<words>weigh)\b|"
                        r"\bwhat(?:'s|\s+is|\s+was)?\s+(?:the\s+|its\s+)?(?:\w+\s+)?weight\b|\bweigh(?:s|ed)?\s*(?:[?？]|$)|多重|重量", _I)),
    ("percent", re.compile(r"\bwhat (?:percentage|per ?cent|share)\b|\bpercentage\b|百分之几|比例", _I)),
    ("data", re.compile(r"\bhow much (?:mobile |cellular )?(?:data|storage|disk space|memory|bandwidth)\b|"
                        r"\bhow many (?:gb|mb|tb|gigabytes|megabytes|terabytes|gigs)\b|\bdata (?:allowance|cap|limit)\b", _I)),
    ("number", re.compile(r"\bhow many\b|\bhow much\b|\bnumber of\b|\b(?:what|which) (?:port|pin|extension) (?:number )?(?:is|does|do|are|should)\b|\bhow (?:high|thick|deep|wide|tall|heavy|fast)\b|\bwhat (?:pressure|ratio|size|amount)\b|(?<!电话是)(?<!电话号码是)(?<!手机是)(?<!手机号是)(?<!号码是)(?<!电话)(?<!手机号)(?<!号码)多少|几个|几只|几", _I)),
)
_WORD_NUMBER_RE = re.compile(
    rf"\b(?:{alternation(0, 90)}|hundred|thousand|million|half|dozen)\b",
    _I,
)
_WORD_NUMBER = FirstMatches([_WORD_NUMBER_RE])
_QUESTION_RE = re.compile(
    r"[?？]\s*$|^\W*(?:what|which|when|where|who|how|at what|on what|in what|for how)\b|"
    r"什么|多少|几|多久|何时|哪",
    _I,
)


# A request for information written as a command or an embedded question: "Tell me when ...",
# "I'd like to know how long ...", "Can you give me the cost of ...": the rest is the question.
_OPENER_RE = re.compile(
    r"^\W*(?:(?:please|so|ok(?:ay)?|hi|hey|hello)[,!\s]+)*"
    r"(?:(?:can|could|would|will) you (?:please )?(?:tell|show|give|find) me|(?:please )?(?:tell|show|give|find) me|"
    r"let me know|i(?:'d| would) like to know|i (?:need|want|wish|have|'d like) to (?:know|find out|check)|"
    r"i(?:'m| am) (?:wondering|curious)|i wonder|do you know|any idea)\b[,:]?\s*",
    _I,
)


def question_core(text: str) -> str:
    """``text`` without an opener that only asks to be told ("Tell me when the lease ends." ->
    "when the lease ends."); ``text`` itself when it has none (or nothing follows it)."""
    m = _OPENER_RE.match(text)
    if m is None or m.end() >= len(text.rstrip(" ?.!")):
        return text
    return text[m.end():]


def is_question(text: str) -> bool:
    """A question, or a query of a few words ("oven temp", "bulk ferment duration"), or a
    request to be told something ("Tell me when ...", "I'd like to know how long ...")."""
    from course_lib.sim.words.question_form import asks

    text = text.strip()
    if _QUESTION_RE.search(text) or _OPENER_RE.match(text) or asks(text):  # "Roughly how many weeks ..."
        return True
    return 0 < len(text.split()) <= 6 and text[-1:] not in ".!:;。！" and "\n" not in text


NUMERIC_TYPES = frozenset(
    {
        "temperature", "date", "time", "duration", "frequency", "distance", "money", "percent",
        "pressure", "mass", "data", "number", "when", "extent",
    }
)


# a compound tens word first ("thirty-two and a half grand": 32500, not "two" and a half grand)
_FRACTION_WHOLE = rf"(?P<n>\d+|(?:{alternation(20, 90)})[-\s](?:{alternation(1, 9)})\b|{alternation(1, 90)}|an?)"
# "one and a half metres", "2 and a quarter hours"; "a metre and a half", "two hours and a half" ("half a
# dozen", "half an hour" are other readers' own: ``counted_things``, the duration readers)
_FRACTION_RES = (
    re.compile(rf"\b{_FRACTION_WHOLE}\s+and\s+an?\s+(?P<f>[a-z]+)\b(?:\s+(?P<scale>[a-z]+)\b)?", _I),
    re.compile(rf"\b{_FRACTION_WHOLE}\s+(?P<unit>[a-z]+)\s+and\s+an?\s+(?P<f>[a-z]+)\b", _I),
)


def _fraction_values(name: str = "fraction_values") -> dict[str, float]:
    from course_lib.sim.words.cues import read

    return {str(k).lower(): float(v) for k, v in (read("lexicons.yaml").get(name) or {}).items()}


def _figure(value: float) -> str:
    """1.5 -> "1.5", 2500.0 -> "2500", 1500000.0 -> "1500000" (no exponent)."""
    return f"{value:.4f}".rstrip("0").rstrip(".")


def with_fractions(text: str) -> str:
    """``text`` with a quantity said with a fraction word as its figure: "one and a half metres" ->
    "1.5 metres", "a metre and a half" -> "1.5 metre", "two and a half grand" -> "2500" ("half a
    kilo", "half an hour" are left as they are) (the fraction words and their values, the scale words after them:
    ``data/sim/lexicons.yaml`` ``fraction_values``, ``fraction_scales``)."""
    from course_lib.sim.words.number_words import VALUES

    fractions = _fraction_values()
    if not fractions or not any(f in text.lower() for f in fractions):
        return text

    def figure(whole: str | None, frac: str) -> str:
        n = 0.0 if whole is None else float(whole) if whole.isdigit() else 1.0 if whole.lower() in ("a", "an") \
            else float(sum(VALUES.get(w, -1) for w in re.split(r"[-\s]+", whole.lower())))  # "thirty-two": 32
        return _figure(n + fractions[frac.lower()])

    scales = _fraction_values("fraction_scales")

    def whole_and(m: re.Match) -> str:
        if m.group("f").lower() not in fractions or m.group("n").lower() in ("a", "an"):
            return m.group(0)
        scale = (m.group("scale") or "").lower()
        if scale in scales:  # "two and a half grand": 2500, not 2.5 of a "grand"
            return _figure(float(figure(m.group('n'), m.group('f'))) * scales[scale])
        return figure(m.group("n"), m.group("f")) + m.group(0)[m.end("f") - m.start():]

    def unit_and(m: re.Match) -> str:
        if m.group("f").lower() not in fractions or m.group("unit").lower() in fractions or m.group("unit").lower() == "and":
            return m.group(0)
        return f"{figure(m.group('n'), m.group('f'))} {m.group('unit')}"

    text = _FRACTION_RES[0].sub(whole_and, text)
    return _FRACTION_RES[1].sub(unit_and, text)


@lru_cache(maxsize=16384)
def with_digits(text: str) -> str:
    """``text`` with English number words as digits ("thirty seconds" -> "30 seconds"), a fraction
    said in words too ("one and a half metres" -> "1.5 metres": ``with_fractions``)."""
    if not _WORD_NUMBER.search(0, text):  # (searched only when a number word's letters are there)
        return join_minor_units(text)  # "6 pounds 45 for stamps" -> "6.45 pounds for stamps"
    from text_to_num import alpha2digit

    text = with_fractions(text)
    try:
        return join_minor_units(alpha2digit(text, "en"))  # "forty-two pounds fifty" -> "42.50 pounds"
    except (ValueError, RuntimeError):  # the library declines odd input: keep the words
        return text


def with_all_digits(text: str) -> str:
    """``with_digits``, "one" and "two" too ("at most one change" -> "at most 1 change"), which
    it leaves as words (a pronoun, "no one"): for a number read right before the noun it counts."""
    if not _WORD_NUMBER_RE.search(text):
        return join_minor_units(text)  # "5 pounds 75 into the collection" -> "5.75 pounds into ...", as ``with_digits``
    from text_to_num import alpha2digit

    text = with_fractions(text)  # "twenty and a half" -> "20.5", as ``with_digits`` reads it
    try:
        return join_minor_units(alpha2digit(text, "en", threshold=0))
    except (ValueError, RuntimeError):
        return text


_MONEY_ASKED_RE = re.compile(
    r"\bhow much (?:is|was|are|were|will|would|does|do|did|should|must)\b(?!.{0,40}\b(?:time|data|storage|memory|space|"
    r"water|weigh\w*|left|rain)\b)|\b(?:price|cost|costs|fee|fees|charge|deposit|fare|rent|pay|owe|owed|owing|bill|invoice)\b", _I)


def asks_money(question: str) -> bool:
    """Whether ``question`` asks an amount of money ("How much is a ticket?", "What's the fee?",
    "How much was the deposit?"), so its answer needs a money-shaped value, not any figure."""
    kind = asked_type(question)
    return (kind is not None and kind[0] == "money") or bool(_MONEY_ASKED_RE.search(question))


@lru_cache(maxsize=16384)
def asked_type(question: str) -> tuple[str, str] | None:
    """``(kind, words)`` of the value a question asks for, or ``None``. "How long is the <thing>?"
    is an ``extent`` (a length or a duration alike), a ``duration`` when the thing is an event
    ("the meeting", "the night shift": ``lexicons.yaml`` ``event_nouns``)."""
    for kind, pattern in _ASKED:
        match = pattern.search(question)
        if match:
            if kind == "extent" and _names_event(question[match.end():]):
                return "duration", match.group(0)
            return kind, match.groupdict().get("words") or match.group(0)
    return None


def _names_event(phrase: str) -> bool:
    """Whether the noun phrase after "how long is" ends in (or is) an event noun."""
    from course_lib.sim.words.cues import lexicon

    nouns = lexicon("event_nouns")
    words = re.findall(r"[a-z]+", phrase.lower())
    return any(w in nouns or (w.endswith("s") and w[:-1] in nouns) for w in words[-2:])


# "sixty (60) days": a figure written twice, in words then in digits (contracts, cheques); read
# as one ("60 60 days" -> "60 days"), so the unit after the brackets belongs to the number.
_DOUBLED_RE = re.compile(r"\b(\d+(?:[.,]\d+)?)\s*\(\s*\1\s*\)")


@lru_cache(maxsize=32768)
def _read_figures(text: str) -> str:
    """``text`` as the value patterns read it: number words as digits, doubled figures once
    (a doubled figure has its "(": a text without one is searched for none, nor the template
    of the replacement expanded)."""
    digits = with_digits(text)
    return _DOUBLED_RE.sub(r"\1", digits) if "(" in digits else digits


@lru_cache(maxsize=32768)
def value_types(text: str) -> frozenset[str]:
    """The kinds of values a text states."""
    digits = _read_figures(text)
    folded = _VALUE_FOUND.fold(digits)
    found = {kind for kind, hit in zip(_VALUE_PATTERNS, _VALUE_FOUND.matching(digits, folded), strict=True) if hit}
    if "when" in found and not found & {"date", "time", "duration", "frequency"} and not _WHEN_WORD_RE.search(digits):
        found.discard("when")  # "on", "at", "in" only tell a time together with a date or hour
    if found & (NUMERIC_TYPES - {"number", "when"}):  # a stated value; "until it doubles" is none
        found.add("number")
    if found & {"date", "time"}:
        found.add("when")
    if found & {"duration", "distance"}:
        found.add("extent")  # what "How long is the X?" asks: either
    kinds = frozenset(found)
    # an empty or one-kind answer is shared (at most a few dozen): the cache holds a set for each
    # of thousands of sentences, and each set of its own is an object the garbage collector walks
    return _FEW_KINDS.setdefault(kinds, kinds) if len(kinds) <= 1 else kinds


_FEW_KINDS: dict[frozenset[str], frozenset[str]] = {}


_KIND_INDEX = {kind: i for i, kind in enumerate(_VALUE_PATTERNS)}
_STATED_BY_OTHERS = tuple(k for k in _VALUE_PATTERNS if k not in ("number", "when"))


@lru_cache(maxsize=65536)
def _matches(text: str, kind: str) -> bool:
    """Does ``kind``'s own pattern match ``text`` (read by ``_read_figures``)?"""
    return _VALUE_FOUND.found(_KIND_INDEX[kind], _read_figures(text))


def states(text: str, kind: str) -> bool:
    """``kind in value_types(text)``, searching only the patterns that decide it (one for most
    kinds) instead of all eleven: a document's sentence is asked only for the kind of value the
    question asks for (``evidence.gather``), most of a reply's time on notes never seen before
    went to typing every sentence in every way. ``tests/sim/test_value_states.py`` compares the
    two on the course's documents, the calibration sets' and invented sentences."""
    if kind == "extent":
        return _matches(text, "duration") or _matches(text, "distance")
    if kind not in _KIND_INDEX:
        return False
    if kind == "number":  # a stated value of any kind is a number too (see ``value_types``)
        return _matches(text, "number") or any(_matches(text, k) for k in _STATED_BY_OTHERS)
    if kind == "when":  # a date or an hour, or "when"/"on"/"at" read with a stated value or a when-word
        return (
            _matches(text, "date")
            or _matches(text, "time")
            or (
                _matches(text, "when")
                and (_matches(text, "duration") or _matches(text, "frequency")
                     or _WHEN_WORD_RE.search(_read_figures(text)) is not None)
            )
        )
    return _matches(text, kind)


# a figure stands apart from Latin letters and digits ("A4" and "v2" are no figures), not from Chinese
# characters ("学费1600元" states 1600)
_FIGURE_RE = re.compile(r"(?<![A-Za-z0-9_.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![A-Za-z0-9_])|(?<![A-Za-z0-9_.])\d+(?:\.\d+)?")


@lru_cache(maxsize=16384)
def figures(text: str) -> frozenset[str]:
    """The numbers a text states, normalised ("2,000" and "two thousand" -> "2000"; "4.50" ->
    "4.5"), number words included (via ``with_digits``)."""
    out = set()
    for m in _FIGURE_RE.finditer(with_digits(text)):
        raw = m.group().replace(",", "")
        if "." in raw:
            raw = raw.rstrip("0").rstrip(".")
        out.add(raw.lstrip("0") or "0")
    return frozenset(out)


# --- amounts written in words ("fourteen pounds", "twenty-two pounds fifty") -------------------------

_SPOKEN_GATE_RE = re.compile(r"\b(?:pounds?|euros?|dollars?|quid|bucks?)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _spoken_re() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from course_lib.sim.words.number_words import alternation

    small = alternation(0, 19)
    tens = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
    minor = rf"(?:(?:{tens})(?:[-\s](?:{alternation(1, 9)}))?|{small})"
    number = rf"(?:{minor}|a)"
    major = r"pounds?|euros?|dollars?|quid|bucks?"
    whole = re.compile(rf"\b(?P<n>{number})\s+(?P<word>{major})\b(?:\s+(?P<m>{minor}|\d{{1,2}})\b(?!\s*(?:%|[a-z]+s\b)))?",
                       re.IGNORECASE)
    digits = re.compile(rf"\b(?P<n>\d+)\s+(?P<word>{major})\s+(?P<m>\d{{1,2}})\b(?!\s*(?:%|[a-z]+s\b|[.,]\d))",
                        re.IGNORECASE)
    return whole, digits


def _number(words: str) -> int:
    from course_lib.sim.words.number_words import VALUES

    if words.isdigit():
        return int(words)
    if words.lower() == "a":
        return 1
    return sum(VALUES.get(w, 0) for w in re.split(r"[-\s]+", words.lower()))


def spoken_amounts(text: str) -> str:
    """``text`` with amounts written in words as figures ("fourteen pounds" -> "14 pounds", "twenty-two
    pounds fifty" -> "22.50 pounds", "3 pounds 50" -> "3.50 pounds"). Gated by a currency word."""
    if not _SPOKEN_GATE_RE.search(text):
        return text
    text = with_digits(text)  # "each thousand pounds": 1000 pounds (the small words are this reader's)
    whole, digits = _spoken_re()

    def figure(m: re.Match) -> str:
        n = _number(m.group("n"))
        minor = _number(m.group("m")) if m.group("m") else 0
        if m.group("m") and not 0 < minor < 100:
            return m.group(0)
        return f"{n}.{minor:02d} {m.group('word')}" if m.group("m") else f"{n} {m.group('word')}"

    return whole.sub(figure, digits.sub(figure, text))
