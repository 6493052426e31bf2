"""Numbers as people write them, as plain figures: the one reader of grouped and multiplied amounts.

Tool arguments (``tool_args``), structured output and extraction (``field_readers.read_field``)
read a number through :func:`plain_figures` first, so the same text gives the same number to
each of them (issue 26, item 2 and item 4):

- thousands grouped by an apostrophe, a space or a point ("CHF 1'250.00", "1 250,00 €",
  "€1.250,00") by the three-digit group rule: a mark groups only before exactly three digits;
  a point or a space groups only where the figure also has a decimal part or is written with a
  currency (a version "2.10.3", an IP address, a list "3 100 200" stay as they are); a decimal
  comma after such groups becomes a point;
- thousands grouped the Indian way ("₹3,45,000", "12,50,000"): the commas left out;
- a multiplier suffix or word ("52k", "3bn", "£1.2m", "40 grand", "2.5 million", "3 lakh"), the
  number before a multiplier word said in words too ("two grand", "twenty-five lakh"), and
  the Chinese 万 / 亿 ("两万", "1.5万"): the figure multiplied out; a Chinese numeral before a measure
  word, dozens and amounts in 块 / 毛 as digits (``han_counted``: "十二个", "两打" 24, "一块二" 1.2元; our
  own reader: cn2an, the library for Chinese numerals, turns every 一 of 一些 / 一起 into "1" and
  knows no 打 or 毛). A suffix people also say as a
  word (``spoken_suffixes``: "2.5 k", "one point two k", "3 mil dollars") is read after one space
  too, and a number in words may have a decimal part said with "point" ("two point five grand"). "m" multiplies only an amount
  written with a currency ("5m" alone is five metres); "10k run" is a distance.
- an amount followed by "and N pence / p / cents" (``lexicons.yaml`` ``minor_units``: "a tenner and fifty pence",
  "ten dollars and five cents") as one amount, the minor units added as hundredths.

The marks, multipliers and exceptions are data (``data/sim/figure_forms.yaml``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

DATA = "figure_forms.yaml"


def _data() -> dict:
    from course_lib.sim.words.cues import read

    return read(DATA)


@lru_cache(maxsize=4)
def _compiled(_version: tuple) -> dict:
    from course_lib.sim.words.currencies import CODES, SYMBOL_CLASS

    data = _data()
    marks = "".join(re.escape(m) for m in data["group_marks"] if m != ".")
    codes = "|".join(CODES)
    money_before = rf"(?:{SYMBOL_CLASS}|\b(?:{codes})\b)\s?"
    money_after = rf"\s?(?:{SYMBOL_CLASS}|(?:{codes}|dollars?|euros?|pounds?|francs?|yen|yuan|kr|quid|bucks)\b)"
    suffixes = sorted(data["suffixes"], key=len, reverse=True)
    words = sorted(data["words"], key=len, reverse=True)
    han = "".join([*data["han_digits"], *data["han_units"]])
    return {
        # "1'250", "1 250,00", "1.250,00", "1 250 000": a lead of 1-3 digits, then groups of three
        "grouped": re.compile(
            rf"(?<![\w.,'’])(?P<lead>{money_before})?(?P<int>\d{{1,3}}(?:(?P<mark>[{marks}.,])\d{{3}})"
            rf"(?:(?P=mark)\d{{3}})*)(?P<dec>[.,]\d{{1,2}}(?!\d))?(?![\w'’]|[.,]\d)(?P<tail>{money_after})?"),
        "suffixed": re.compile(
            rf"(?<![\w.,])(?P<lead>{money_before})?(?P<n>\d+(?:\.\d+)?)"
            rf"(?:(?P<suffix>{'|'.join(suffixes)})|[ \t](?P<spoken>{'|'.join(map(re.escape, data['spoken_suffixes']))}))"
            rf"(?![\w])(?!\s+(?:{'|'.join(map(re.escape, data['suffix_not_before']))})\b)"),
        "worded": re.compile(
            rf"(?<![\w.,])(?P<n>\d+(?:\.\d+)?)\s+(?P<word>{'|'.join(words)})\b"
            rf"(?!\s+(?:{'|'.join(map(re.escape, data['words_not_before']))})\b)", re.IGNORECASE),
        "han": re.compile(rf"(?P<n>\d+(?:\.\d+)?|[{han}]+)(?P<mult>{'|'.join(data['han_multipliers'])})"),
        "money_before": re.compile(rf"{money_before}$", re.IGNORECASE),
        "money_after": re.compile(rf"^{money_after}", re.IGNORECASE),
    }


def _patterns() -> dict:
    from course_lib.sim.words.cues import cue_file_version

    return _compiled(cue_file_version(DATA))


def _figure(value: float) -> str:
    """A value as a plain figure: "52000", "1250.5", never "52000.0"."""
    return str(int(value)) if value == int(value) else f"{value:.10g}"


def han_number(text: str) -> int | None:
    """The value of a Chinese numeral without 万 / 亿 ("两" 2, "十五" 15, "三千五百" 3500), or ``None``."""
    data = _data()
    digits, units = data["han_digits"], data["han_units"]
    total, current = 0, None
    for ch in text:
        if ch in digits:
            current = digits[ch]
        elif ch in units:
            total += (1 if current is None else current) * units[ch]
            current = None
        else:
            return None
    return total + (current or 0)


def _grouped(m: re.Match) -> str:
    integer, mark, dec = m.group("int"), m.group("mark"), m.group("dec") or ""
    money = bool(m.group("lead") or m.group("tail"))
    if mark == "." and dec.startswith("."):
        return m.group(0)  # "1.250.5": no figure of either reading
    if mark == "," and not (dec.startswith(".") or money):
        return m.group(0)  # "1,250" alone: the readers' own thousands (or a list "3,100")
    if mark in ("'", "’") or dec or money:
        digits = integer.replace(mark, "")
        return f"{m.group('lead') or ''}{digits}{'.' + dec[1:] if dec else ''}{m.group('tail') or ''}"
    return m.group(0)


# a figure grouped the Indian way: one or two digits, then pairs, then the last three ("3,45,000",
# "12,50,000", "1,00,00,000"); a western grouping ("1,250,000") never fits it
_INDIAN_GROUPED_RE = re.compile(r"(?<![\d,.])\d{1,2}(?:,\d\d)+,\d{3}(?![\d,]|\.\d{3})")


def plain_figures(text: str) -> str:
    """``text`` with each grouped or multiplied number written as a plain figure (see the module's
    docstring): "CHF 1'250.00" -> "CHF 1250.00", "52k a year" -> "52000 a year", "两万" -> "20000",
    "十二个" -> "12个", "一块二" -> "1.2元" (``han_counted``);
    the text unchanged when it writes none."""
    text = worded_multiplied(text)  # "two grand" -> "2 grand": the figure the multiplier reads
    if not any(ch.isdigit() for ch in text) and not re.search("[万亿]", text):
        text = minor_units_added(slang_amounts(text))
        return han_counted(text) if _HAN_NUMERAL_RE.search(text) else text
    found = _patterns()
    data = _data()
    text = _INDIAN_GROUPED_RE.sub(lambda m: m.group(0).replace(",", ""), text)  # "₹3,45,000": 345000
    text = found["grouped"].sub(_grouped, text)
    money_only = set(data["money_only_suffixes"])

    def suffixed(m: re.Match) -> str:
        suffix = m.group("suffix") or m.group("spoken")
        money = bool(m.group("lead")) or bool(found["money_after"].match(m.string[m.end():]))
        if suffix in money_only and not money:
            return m.group(0)
        if not money and _distance_before(m.string[: m.start()]):
            return m.group(0)  # "I ran 7.5k": a distance
        return f"{m.group('lead') or ''}{_figure(float(m.group('n')) * data['suffixes'][suffix])}"

    text = found["suffixed"].sub(suffixed, text)
    text = minor_units_added(slang_amounts(text))
    words = {w.lower(): v for w, v in data["words"].items()}
    text = found["worded"].sub(lambda m: _figure(float(m.group("n")) * words[m.group("word").lower()]), text)

    def han(m: re.Match) -> str:
        n = m.group("n")
        value = float(n) if n[0].isdigit() else han_number(n)
        if value is None:
            return m.group(0)
        return _figure(value * data["han_multipliers"][m.group("mult")])

    text = found["han"].sub(han, text) if re.search("[万亿]", text) else text
    return han_counted(text) if _HAN_NUMERAL_RE.search(text) else text


def _distance_before(before: str) -> bool:
    """Whether ``before`` ends in a verb or noun of covering a distance ("I ran", "a run of", "walked
    a"; ``suffix_not_after``): a "7.5k" after it is kilometres, no thousands."""
    after = "|".join(sorted(map(re.escape, _data()["suffix_not_after"]), key=len, reverse=True))
    return bool(re.search(rf"\b(?:{after})\s+(?:(?:a|an|another|about|around|nearly|almost|over|just|of)\s+){{0,2}}$",
                          before, re.IGNORECASE))


_DISTANCE_K_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?[kK](?![\w])")


_RACE_ARTICLE_RE = re.compile(r"\b(?:a|an|the|my|another|this|that|our|her|his|their|[a-z]+'s)\s+$", re.IGNORECASE)
_MONEY_NEAR_RE = re.compile(r"[£$€¥]|\b(?:salary|pay|paid|pounds|dollars|euros|budget|loan|price|cost|costs|earn\w*)\b",
                            re.IGNORECASE)


def distance_ks(text: str, races: bool = False) -> str:
    """``text`` with each "7.5k" said of a run, a walk or a ride as "7.5 km" ("just did 8.5k round the
    park", "a run of 10k"); unchanged otherwise (a "52k salary" is thousands: ``plain_figures``). With
    ``races`` (the value goes to a distance: a tool's ``distance_km``), "a 5k" / "the 10k" after an
    article is a race's distance too ("log a 5k for Sunday"), in a text that speaks of no money."""
    if "k" not in text.lower() or not _DISTANCE_K_RE.search(text):
        return text
    articled = races and not _MONEY_NEAR_RE.search(text)

    def km(m: re.Match) -> str:
        before = m.string[: m.start()]
        if _distance_before(before) or (articled and _RACE_ARTICLE_RE.search(before)):
            return f"{m.group(1)} km"
        return m.group(0)

    return _DISTANCE_K_RE.sub(km, text)


_HAN_NUMERAL_RE = re.compile("[零〇一二两三四五六七八九十百千半]")
_HAN = "[零〇一二两三四五六七八九十百千]+"


@lru_cache(maxsize=4)
def _han_counted_res(_version: tuple) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    data = _data()
    measures = "|".join(sorted(map(re.escape, data["han_measures"]), key=len, reverse=True))
    dozen = "|".join(map(re.escape, data["han_dozen"]))
    money = re.compile(rf"(?<!第)(?P<yuan>{_HAN})(?:元(?:钱)?|块(?=钱|[一二两三四五六七八九毛角]|[,，。.!！?？;；\\s]|$)(?:钱)?)"
                       rf"(?P<jiao>[一二两三四五六七八九])?(?:毛|角)?"
                       rf"|(?<![\\u4e00-\\u9fff\\d])(?P<mao>[一二两三四五六七八九])(?:毛|角)(?P<fen>[一二三四五六七八九])?")
    return (money, re.compile(rf"(?<!第)(?P<n>{_HAN}|半)(?P<dozen>{dozen})"),
            re.compile(rf"(?<!第)(?P<n>{_HAN})(?={measures})(?!次性)"))


def han_counted(text: str) -> str:
    """``text`` with Chinese numerals before a measure word as digits ("十二个鸡蛋" -> "12个鸡蛋"), dozens
    multiplied out ("两打鸡蛋" -> "24个鸡蛋"), and amounts in 块 / 毛 as yuan ("一块二" -> "1.2元", "八毛"
    -> "0.8元"); an ordinal after 第 stays as written."""
    from course_lib.sim.words.cues import cue_file_version

    money, dozen, counted = _han_counted_res(cue_file_version(DATA))
    data = _data()

    def yuan(m: re.Match) -> str:
        if m.group("mao"):
            value = han_number(m.group("mao")) * 0.1 + (han_number(m.group("fen")) * 0.01 if m.group("fen") else 0)
            return f"{_figure(round(value, 2))}元"
        whole = han_number(m.group("yuan"))
        if whole is None:
            return m.group(0)
        tenths = han_number(m.group("jiao")) if m.group("jiao") else 0
        return f"{_figure(round(whole + tenths * 0.1, 2))}元"

    def dozens(m: re.Match) -> str:
        n = 0.5 if m.group("n") == "半" else han_number(m.group("n"))
        return m.group(0) if n is None else f"{_figure(n * data['han_dozen'][m.group('dozen')])}个"

    def count(m: re.Match) -> str:
        n = han_number(m.group("n"))
        if n is None or n == 1 or text.startswith("半", m.end() + 1):
            return m.group(0)  # "一个" is as often "a" as "one"; "一个半小时" is one and a half
        return _figure(n)

    return counted.sub(count, dozen.sub(dozens, money.sub(yuan, text)))


@lru_cache(maxsize=4)
def _worded_multiplied_re(_version: tuple) -> re.Pattern[str]:
    from course_lib.sim.words.number_words import alternation

    data = _data()
    word = rf"(?:{alternation(0, 90)})"
    digit = rf"(?:{alternation(0, 9)})"
    # "two", "twenty-five", "two hundred and fifty", "one point two"
    number = rf"{word}(?:[\s-]+(?:{word}|hundred|and))*(?:\s+point(?:\s+{digit})+)?"
    words = "|".join(sorted(map(re.escape, [*data["words"], *data["spoken_suffixes"]]), key=len, reverse=True))
    return re.compile(rf"(?<!\bpoint\s)\b(?P<number>{number})\s+(?P<word>{words})\b"
                      rf"(?!\s+(?:{'|'.join(map(re.escape, data['words_not_before']))})\b)"
                      rf"(?![\s,-]+(?:and\s+)?(?:{word}|hundred|thousand|grand)\b)", re.IGNORECASE)


def worded_multiplied(text: str) -> str:
    """``text`` with a number said in words before a multiplier word of the data's ``words`` or
    ``spoken_suffixes`` written as a figure ("two grand" -> "2 grand", "twenty-five lakh" -> "25
    lakh", "one point two k" -> "1.2 k"), which
    :func:`plain_figures` then multiplies out. A number inside words that do not size it exactly
    ("two or three grand": ``vague_amounts``) and a multiplier used as an adjective ("two grand
    pianos": ``words_not_before``) stay as written."""
    from course_lib.sim.words.cues import cue_file_version

    found = _worded_multiplied_re(cue_file_version(DATA))
    if not found.search(text):
        return text
    from course_lib.sim.words.quantities import with_all_digits

    vague = vague_amount_spans(text)

    def figure(m: re.Match) -> str:
        if any(start < m.end() and m.start() < end for start, end in vague):
            return m.group(0)
        said = with_all_digits(m.group("number")).strip()
        if not re.fullmatch(r"\d+(?:\.\d+)?", said):
            return m.group(0)  # "two and three": no one number
        return f"{said} {m.group('word')}"

    return found.sub(figure, text)


@lru_cache(maxsize=4)
def _slang_re(_version: tuple) -> re.Pattern[str] | None:
    slang = _data().get("slang_money") or {}
    if not slang:
        return None
    names = "|".join(sorted(map(re.escape, slang), key=len, reverse=True))
    return re.compile(rf"\b(?:(?P<article>an?|one|the|this|that|my|your|her|his)\s+|(?P<n>\d+)\s+)(?P<word>{names})\b",
                      re.IGNORECASE)


def slang_amounts(text: str) -> str:
    """``text`` with each sum named by a slang word of the data's ``slang_money`` written as a plain
    amount and its code ("lend her a fiver" -> "lend her 5 GBP", "the tenner I owe" -> "the 10 GBP
    I owe", "2 fivers" -> "10 GBP"); unchanged when it names none."""
    from course_lib.sim.words.cues import cue_file_version

    found = _slang_re(cue_file_version(DATA))
    if found is None or not found.search(text):
        return text
    slang = {k.lower(): v for k, v in (_data().get("slang_money") or {}).items()}

    def amount(m: re.Match) -> str:
        value, code = slang[m.group("word").lower()]
        article = (m.group("article") or "").lower()
        if article and m.group("word").lower().endswith("s") and not m.group("word").lower().endswith("ss"):
            return m.group(0)  # "a fivers' club": one article, a plural word, no sum
        keep = f"{m.group('article')} " if article in ("the", "this", "that", "my", "your", "her", "his") else ""
        return f"{keep}{_figure(value * int(m.group('n') or 1))} {code}"

    return found.sub(amount, text)


def _minor_units_re() -> re.Pattern[str] | None:
    from course_lib.sim.words.cues import lexicon

    return _minor_re(lexicon("minor_units"))


@lru_cache(maxsize=4)
def _minor_re(minor: frozenset[str]) -> re.Pattern[str] | None:
    from course_lib.sim.words import number_words
    from course_lib.sim.words.currencies import CODES, MAJOR_WORDS, SYMBOL_CLASS

    if not minor:
        return None
    said = number_words.alternation(0, 99)
    number = rf"\d+|(?:{said})(?:[- ](?:{said}))?"
    codes = "|".join(CODES)
    after = rf"\s?(?:{SYMBOL_CLASS}|(?:{codes}|{MAJOR_WORDS})\b)"
    units = "|".join(sorted(map(re.escape, minor), key=len, reverse=True))
    return re.compile(
        rf"(?<![\w.,])(?:(?P<lead>{SYMBOL_CLASS})\s?(?P<n1>\d+)|(?P<n2>{number})(?P<tail>{after}))"
        rf"(?P<sep>,?\s+and\s+)(?P<minor>{number})\s?(?P<unit>{units})(?![\w-])", re.IGNORECASE)


def _said_number(text: str) -> int | None:
    """A figure in digits or English words up to 99 ("50", "fifty", "twenty-five"), or ``None``."""
    from course_lib.sim.words.number_words import VALUES

    if text.isdigit():
        return int(text)
    parts = re.split(r"[- ]", text.lower())
    if not all(p in VALUES for p in parts):
        return None
    if len(parts) == 2 and not (VALUES[parts[0]] % 10 == 0 and VALUES[parts[0]] >= 20 and 0 < VALUES[parts[1]] < 10):
        return None  # "ten five" is no number
    return sum(VALUES[p] for p in parts)


def minor_units_added(text: str) -> str:
    """``text`` with an amount in a currency followed by "and N pence / p / cents" (``lexicons.yaml``
    ``minor_units``, the list ``currencies.join_minor_units`` reads too; N in digits or words) written as one amount, the minor units added as
    hundredths: "10 GBP and fifty pence" -> "10.50 GBP", "£5 and 20p" -> "£5.20", "two quid and
    thirty pence" -> "2.30 quid", "ten dollars and five cents" -> "10.05 dollars". A minor figure
    of 100 or more, a major amount that already has a decimal part, a major amount that ends a longer
    written number ("three hundred and forty dollars and fifty cents": the number readers take it
    whole) and two amounts without "and" between them ("20 GBP 50p") are left as written."""
    found = _minor_units_re()
    if found is None or not found.search(text):
        return text

    def amount(m: re.Match) -> str:
        if _LONGER_NUMBER_RE.search(text, 0, m.start()):
            return m.group(0)  # "three hundred and forty dollars and fifty cents": a longer written number's tail
        major = _said_number(m.group("n1") or m.group("n2"))
        minor = _said_number(m.group("minor"))
        if major is None or minor is None or minor >= 100:
            return m.group(0)
        figure = f"{major}.{minor:02d}"
        if m.group("lead"):
            return f"{m.group('lead')}{figure}"
        return f"{figure}{m.group('tail')}"

    return found.sub(amount, text)


_LONGER_NUMBER_RE = re.compile(r"\b(?:hundred|thousand|million|billion)(?:\s+and)?[\s-]*$", re.IGNORECASE)


@lru_cache(maxsize=4)
def _named_re(_version: tuple) -> re.Pattern[str] | None:
    names = sorted(_data().get("named_quantities") or {}, key=len, reverse=True)
    if not names:
        return None
    return re.compile(rf"\b(?:(?:an?|the|one|my|our|his|her|their)\s+)?(?P<name>{'|'.join(map(re.escape, names))})\b",
                      re.IGNORECASE)


def named_quantities(text: str) -> str:
    """``text`` with each quantity named by a word of the data's ``named_quantities`` written as
    that quantity ("ran a half marathon" -> "ran 21.0975 km", "a fortnight" -> "14 days");
    unchanged when it names none."""
    from course_lib.sim.words.cues import cue_file_version

    found = _named_re(cue_file_version(DATA))
    if found is None or not found.search(text):
        return text
    named = {k.lower(): v for k, v in (_data().get("named_quantities") or {}).items()}
    return found.sub(lambda m: named[m.group("name").lower()], text)


def activity_speeds(*texts: str) -> tuple[float, float]:
    """The speeds (km/h) of the activity each text names (the data's ``activity_speeds``: the
    range of its first activity word), kept to the speeds all of them allow (a run logged with a
    swimming tool: only what a run and a swim share); the range of "any" when none names one."""
    speeds = _data().get("activity_speeds") or {}
    low, high = (float(x) for x in speeds.get("any", [1, 60]))
    for text in texts:
        word = next((w for w in re.findall(r"[a-z]+", text.lower()) if w in speeds and w != "any"), None)
        if word is not None:
            low, high = max(low, float(speeds[word][0])), min(high, float(speeds[word][1]))
    return low, high


@lru_cache(maxsize=4)
def _vague_res(_version: tuple) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in _data().get("vague_amounts") or [])


def vague_amount_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes a sum or number its words do not size exactly ("a couple of hundred",
    "several thousand", "hundreds of"; the data's ``vague_amounts``)."""
    from course_lib.sim.words.cues import cue_file_version

    return sorted(m.span() for r in _vague_res(cue_file_version(DATA)) for m in r.finditer(text))


_GAS_MARK_RE = re.compile(r"\bgas(?:\s+mark|\s+no\.?)?\s+(?P<mark>\d{1,2}|1/[24]|½|¼)(?![\d/.])", re.IGNORECASE)


def gas_marks_in_celsius(text: str) -> str:
    """``text`` with each oven gas mark written as degrees Celsius ("gas mark 6" -> "200 °C"), by the
    data's ``gas_marks`` table; a mark the table does not hold stays as written."""
    if "gas" not in text.lower():
        return text
    table = {str(k): v for k, v in _data()["gas_marks"].items()}

    def celsius(m: re.Match) -> str:
        mark = {"½": "1/2", "¼": "1/4"}.get(m.group("mark"), m.group("mark"))
        return f"{table[mark]} °C" if mark in table else m.group(0)

    return _GAS_MARK_RE.sub(celsius, text)


def compound_parts_written(text: str) -> str:
    """``text`` with the unwritten unit of a compound quantity's second part written out, by the
    data's ``compound_units`` table: "11 stone 4" -> "11 stone 4 pound", "5 ft 9 tall" -> "5 ft 9
    inch tall", "8 st 6 lb" -> "8 stone 6 lb". The second figure must be below the count of the
    smaller unit in the larger (4 < 14 pounds in a stone) and be followed by nothing,
    punctuation, a function word or a ``compound_tail_words`` word: "2 hours 3 people" stays as
    written (the 3 counts people)."""
    data = _data()
    table = data.get("compound_units") or {}
    if not table or not re.search(r"\d", text):
        return text
    from course_lib.sim.words.text import STOP_WORDS

    tails = {w.lower() for w in data.get("compound_tail_words") or []}
    firsts = "|".join(sorted(map(re.escape, table), key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w.])(?P<n>\d+(?:\.\d+)?)(?P<gap>\s*)(?P<unit>{firsts})\.?"
                         rf"(?P<join>\s*,\s*|\s+and\s+|\s+)(?P<m>\d+(?:\.\d+)?)(?![\d.,]*\d)", re.IGNORECASE)

    def written(m: re.Match) -> str:
        unit = m.group("unit").lower()
        smaller, count = table[unit]
        after = re.match(r"\s*([A-Za-z]+)?", m.string[m.end():])
        word = (after.group(1) or "").lower()
        if not m.group("gap") and unit == "st" and word not in ("lb", "lbs", "pound", "pounds"):
            return m.group(0)  # "the 1st 2": an ordinal, no stone ("11st 4lb" is one)
        first = "stone" if unit == "st" else m.group("unit")
        head = f"{m.group('n')}{' ' if unit == 'st' else m.group('gap')}{first}{m.group('join')}{m.group('m')}"
        if word and word not in STOP_WORDS and word not in tails:
            return head if unit == "st" else m.group(0)  # "8 st 6 lb": its own unit; "2 hours 3 people"
        if float(m.group("m")) >= float(count):
            return head if unit == "st" else m.group(0)  # "5 ft 40": no inches of a foot
        return f"{head} {smaller}"

    return pattern.sub(written, text)


def dial_figures(text: str) -> frozenset[float]:
    """The figures ``text`` writes right after a dial word of the data's ``dial_words`` ("on
    setting 7", "level 3"): positions on a scale, no amounts in any unit."""
    words = "|".join(sorted(map(re.escape, _data()["dial_words"]), key=len, reverse=True))
    return frozenset(float(m.group(1)) for m in re.finditer(
        rf"\b(?:{words})\.?\s+(\d+(?:\.\d+)?)(?![\d.])", text, re.IGNORECASE))


def counted_figures(text: str, is_unit: Callable[[str], bool]) -> frozenset[float]:
    """The figures ``text`` writes as a count of a thing ("3 bottles of milk", "2 episodes", "a
    tin", "3,000 tickets"): a figure followed by a plural noun or a container word (``lexicons.yaml``
    item_containers) that ``is_unit`` (the unit reader's own test, passed in: this module sits
    below the field readers) does not know. Such a figure is no amount in a unit: a numeric
    tool argument measured in one never takes it bare (course_lib/sim/tools/tool_args.py)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import STOP_WORDS

    containers = lexicon("item_containers")
    out = set()
    for m in re.finditer(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+([a-z][a-z'-]+)\b", text):
        word = m.group(2)
        if word in STOP_WORDS or is_unit(word):
            continue
        singular = word[:-1] if word.endswith("s") else word
        if (word.endswith("s") and len(word) > 3 and not word.endswith("ss")) or singular in containers:
            out.add(float(m.group(1).replace(",", "")))  # "3,000 tickets": 3000
    return frozenset(out)



def clock_durations(text: str) -> list[tuple[int, int, tuple[int, ...]]]:
    """The clock forms ``text`` writes as a length of time ("ran it in 41:05", "swam 1:02:40"):
    each as (start, end, its parts), two parts ("41:05") or three ("1:02:40"), every part after
    the first below 60. A clock form after a word of the data's ``clock_time_before`` ("at 7:30",
    "from 9:15") or before one of ``clock_time_after`` ("7:30 pm") is a time of day: left out.
    What two parts stand for (minutes and seconds, or hours and minutes) is the reader's to say."""
    data = _data()
    before = {w.lower() for w in data.get("clock_time_before") or []}
    after = {w.lower() for w in data.get("clock_time_after") or []}
    out = []
    for m in re.finditer(r"(?<![\w.:,])(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(?![\w:]|[.,]\d)", text):
        prior = re.search(r"([\w'@.]+)\s*$", text[:m.start()])
        if prior and prior.group(1).lower().rstrip(".") in before | {"@"}:
            continue
        nxt = re.match(r"\s*([\w'.]+)", text[m.end():])
        if nxt and (nxt.group(1).lower() in after or nxt.group(1).lower().rstrip(".") in after):
            continue
        out.append((m.start(), m.end(), tuple(int(g) for g in m.groups() if g is not None)))
    return out


def spoken_measures(text: str) -> str:
    """``text`` with the Chinese spoken measures written as figures: a unit between a whole number and
    its first decimals ("一米三" 1.3米, "一米七五" 1.75米; ``spoken_decimal_units``) and a half after a
    unit ("两斤半" 2.5斤, "三公斤半" 3.5公斤; ``spoken_half_units``); unchanged when it writes none
    (a plain ``in`` test for 半 or a decimal unit first: this runs on every sentence a comparison reads)."""
    data = _data()
    decimal_units = [str(u) for u in data.get("spoken_decimal_units") or ()]
    half_units = [str(u) for u in data.get("spoken_half_units") or ()]
    if "半" not in text and not any(u in text for u in decimal_units):
        return text
    han = "".join(data["han_digits"])
    whole = "".join([*data["han_digits"], *data["han_units"]])

    def number(part: str) -> str | None:
        if part.isdigit():
            return part
        value = han_number(part)
        return None if value is None else str(value)

    def decimal(m: re.Match) -> str:
        head, tail = number(m.group("a")), "".join(str(data["han_digits"].get(ch, ch)) for ch in m.group("b"))
        return m.group(0) if head is None else f"{head}.{tail}{m.group('unit')}"

    def half(m: re.Match) -> str:
        head = number(m.group("a"))
        return m.group(0) if head is None else f"{head}.5{m.group('unit')}"

    if decimal_units:
        alt = "|".join(sorted(map(re.escape, decimal_units), key=len, reverse=True))
        text = re.sub(rf"(?P<a>[{han}]|\d)(?P<unit>{alt})(?P<b>[{han}\d]{{1,2}})(?![{whole}\d]|\s*(?:{alt}|厘米|公分|个|次))",
                      decimal, text)
    if half_units and "半" in text:
        alt = "|".join(sorted(map(re.escape, half_units), key=len, reverse=True))
        text = re.sub(rf"(?P<a>[{whole}]+|\d+)(?P<unit>{alt})半", half, text)
    return text


def cjk_units_glossed(text: str) -> str:
    """``text`` with each Chinese unit written after a figure glossed as the unit a converter reads
    ("重量2.5公斤" -> "重量2.5 kg", "3斤" -> "1500 g"; ``cjk_units`` in the data); unchanged
    when it writes none."""
    data = _data()
    han = "".join([*data["han_digits"], *data["han_units"]])
    if not re.search(rf"[\d{han}]\s*[\u4e00-\u9fff]", text):
        return text
    units = {str(k): str(v) for k, v in (data.get("cjk_units") or {}).items()}
    spelled = {str(k) for k in data.get("cjk_units_after_han") or ()}
    alt = "|".join(sorted(map(re.escape, units), key=len, reverse=True))

    def gloss(m: re.Match) -> str:
        unit = units[m.group("unit")]
        if m.group("n") is None:  # "一小时二十分钟": a Chinese numeral, before a unit that allows one
            number = han_number(m.group("h")) if m.group("unit") in spelled else None
            if number is None:
                return m.group(0)
            value = str(number)
        else:
            value = m.group("n")
        following = m.string[m.end():m.end() + 1]
        after = " " if following and (following.isdigit() or following in han) else ""  # "1 hour 20 minute"
        if unit.startswith("* "):  # a multiple of another unit: "* 500 g"
            factor, name = unit[2:].split()
            return f"{_figure(float(value) * float(factor))} {name}{after}"
        return f"{value} {unit}{after}"

    return re.sub(rf"(?:(?P<n>\d+(?:\.\d+)?)|(?P<h>[{han}]+))\s*(?P<unit>{alt})", gloss, text)
