"""The one table of currency signs and unit words -> ISO 4217 codes the simulator's readers share.

Tool arguments, structured output and extraction (``field_readers``: a currency field through
``currency_mentions``, an amount field's number) and the agent's record reader
(``agent.record_amounts``) all read a currency sign here, so the same text names the same
currency to each of them.

An amount written with its currency ("€12.50", "EUR 900", "900 kr", "880 元") is read here too,
once, by :data:`AMOUNT_RE` with :func:`amount_number` and :func:`amount_currency`: the money
fields of ``field_readers`` and the price comparison of ``superlatives`` read the same amounts.

The yen sign is ambiguous: ``¥`` and fullwidth ``￥`` write both the Japanese yen and the Chinese
yuan. :func:`symbol_code` decides by the text's evidence, nearest first:

1. a unit right after the amount: "¥500 yuan", "￥880 元" -> CNY; "¥500 (JPY)", "¥500 円" -> JPY;
2. words elsewhere in the text, except a conversion's target ("... in yen", "... to yuan",
   "换成日元"), which names the other side: yen / 円 / 日元 / JPY / Japan(ese) -> JPY;
   yuan / 元 / 人民币 / RMB / CNY / renminbi / China / Chinese -> CNY; only one side may be named;
3. the script: Japanese kana -> JPY; Chinese characters without kana -> CNY;
4. no evidence: :data:`YEN_SIGN_DEFAULT`, JPY -- Unicode and ISO name U+00A5 the YEN SIGN, and an
   English sentence with a bare ``¥`` (the simulator's usual input) more often means yen; Chinese
   writers mark yuan with 元 or write in Chinese, which steps 1-3 catch.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.text import KANA_RE

# Signs that name one currency, and the yen sign, whose currency the text decides.
SYMBOLS: dict[str, str | None] = {"$": "USD", "€": "EUR", "£": "GBP", "₹": "INR", "¥": None, "￥": None}
YEN_SIGNS = frozenset(s for s, code in SYMBOLS.items() if code is None)
YEN_SIGN_DEFAULT = "JPY"
# A character class matching any sign in the table, for readers that build their own patterns.
SYMBOL_CLASS = "[" + "".join(re.escape(s) for s in SYMBOLS) + "]"

# Bare unit words name one currency by default, as people use them ("pounds" -> GBP).
UNIT_WORDS: dict[str, str] = {
    "dollar": "USD", "pound": "GBP", "yen": "JPY", "yuan": "CNY", "renminbi": "CNY", "rmb": "CNY",
    "franc": "CHF", "rupee": "INR", "peso": "MXN", "euro": "EUR", "元": "CNY", "块": "CNY",
    "quid": "GBP", "buck": "USD",  # everyday words: "forty quid", "20 bucks"
}

# Currencies that write the same sign or unit word ("$", "dollars"; "pounds"): a text that writes
# one of them may mean any other of its family, so it is no evidence against a field in another.
SHARED_SIGN_FAMILIES: tuple[frozenset[str], ...] = (
    frozenset({"USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "MXN"}),
    frozenset({"GBP", "EGP", "GIP", "FKP", "SHP"}),
    frozenset({"JPY", "CNY"}),
    frozenset({"CHF", "XOF", "XAF"}),
)

_NUM = r"\d[\d,]*(?:\.\d+)?"
_JPY = r"\bJPY\b|\byen\b|円|日元|日圆|\bJapan(?:ese)?\b"
_CNY = r"\bCNY\b|\bRMB\b|\byuan\b|\brenminbi\b|(?<![日美欧英港台韩澳加])元|人民币|块钱|\bChina\b|\bChinese\b"
_AFTER_AMOUNT_RE = re.compile(rf"^\s?{_NUM}\s*\(?\s*(?:(?P<jpy>{_JPY})|(?P<cny>{_CNY}))", re.IGNORECASE)
_JPY_RE = re.compile(_JPY, re.IGNORECASE)
_CNY_RE = re.compile(_CNY, re.IGNORECASE)
# A conversion's target: "in yen", "into yuan", "to JPY", "换成日元" -- the other side, not evidence.
_TARGET_BEFORE_RE = re.compile(r"(?:\b(?:in|into|to)\s+(?:the\s+)?|换成|兑换成|兑成|折合|换算成)$", re.IGNORECASE)
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")


def _named(pattern: re.Pattern, text: str) -> bool:
    """``pattern`` names a currency in ``text`` somewhere other than as a conversion's target."""
    return any(not _TARGET_BEFORE_RE.search(text[: m.start()]) for m in pattern.finditer(text))


def yen_sign_code(text: str, at: int | None = None) -> str:
    """JPY or CNY for a yen sign in ``text`` (at index ``at`` when given), by the evidence above."""
    if at is not None:
        m = _AFTER_AMOUNT_RE.match(text[at + 1:])
        if m:
            return "JPY" if m.group("jpy") else "CNY"
    jpy, cny = _named(_JPY_RE, text), _named(_CNY_RE, text)
    if jpy != cny:
        return "JPY" if jpy else "CNY"
    if not (jpy or cny):
        if KANA_RE.search(text):
            return "JPY"
        if _HAN_RE.search(text):
            return "CNY"
    return YEN_SIGN_DEFAULT


def symbol_code(symbol: str, text: str = "", at: int | None = None) -> str:
    """The ISO code of a currency sign in ``text``; raises ``ValueError`` for a sign not in the table."""
    if symbol not in SYMBOLS:
        raise ValueError(f"not a currency sign in the table: {symbol!r}")
    return SYMBOLS[symbol] or yen_sign_code(text, at)


# --- an amount written with its currency ---------------------------------------------------------

# The number: thousands grouped by commas, then a decimal part after a point or a comma
# ("1,234.56", "12,50"); a trailing comma is no part of it ("€5, then").
_AMOUNT_NUM = r"\d+(?:,\d{3})*(?:[.,]\d+)?"
# ISO codes written beside an amount, and the currency words that follow one.
CODES: tuple[str, ...] = ("USD", "EUR", "GBP", "CHF", "JPY", "CNY", "RMB", "INR", "SEK", "NOK", "DKK", "PLN", "CZK", "AUD",
                         "CAD", "NZD", "HKD", "SGD")  # the ISO codes read beside an amount (RMB: CNY's other name)
_CODES = "|".join(CODES)
_AFTER_WORDS = r"dollars?|euros?|pounds?|francs?|yen|yuan|rupees?|kr|quid|bucks?"
HAN_CURRENCY_WORDS = {"元": "CNY", "块钱": "CNY", "人民币": "CNY"}
"""The Chinese currency words written after an amount, and the code each names."""
AMOUNT_RE = re.compile(
    rf"(?P<sign>{SYMBOL_CLASS})\s?(?P<n1>{_AMOUNT_NUM})"
    rf"|\b(?P<code1>{_CODES}|rs\.?)\s*(?P<n2>{_AMOUNT_NUM})"
    rf"|(?P<n3>{_AMOUNT_NUM})\s?(?:(?P<sign3>{SYMBOL_CLASS})(?!\s?\d)|(?P<code3>{_CODES}|{_AFTER_WORDS})\b"
    rf"|(?P<han>{'|'.join(HAN_CURRENCY_WORDS)}))",
    re.IGNORECASE,
)
"""An amount with its currency: a sign before or after it (after it only when no figure follows the
sign: "Grades 4-5 £61" is £61, never 5 £), an ISO code before or after it, a
currency word after it ("12 euros", "900 kr"), or 元 / 块钱 / 人民币."""


# "forty-two pounds fifty" (as digits: "42 pounds 50"), "ten euros twenty": a whole-currency amount
# spoken with its minor units after the currency word is n + m/100. The minor number is 1-99 and
# ends the phrase: the text's end, a stop or comma, or a word of ``lexicons.yaml``
# minor_unit_followers ("... fifty for the tickets", "... twenty on card 9"); "3 pounds 20 apples"
# is no amount in minor units. With its minor unit named ("42 pounds and 50 pence", "19 euros 90
# cents": ``lexicons.yaml`` minor_units) it is one whatever follows; "and" needs the minor unit.
MAJOR_WORDS = r"dollars?|euros?|pounds?|francs?|quid|bucks?"
"""The words of a whole currency unit an amount in major and minor units is said in ("42 pounds 50",
"two quid and thirty pence"): the one list ``join_minor_units`` and ``figure_forms.minor_units_added`` read."""
_MAJOR_STEMS = ("ollar", "uro", "ound", "ranc", "uid", "uck", "OLLAR", "URO", "OUND", "RANC", "UID", "UCK")


def _minor_spoken_re() -> re.Pattern[str]:
    from course_lib.sim.words.cues import lexicon

    return _minor_re(lexicon("minor_units"))


@lru_cache(maxsize=4)
def _minor_re(minor: frozenset[str]) -> re.Pattern[str]:
    units = "|".join(re.escape(u) for u in sorted(minor, key=len, reverse=True))
    return re.compile(rf"\b(?P<n>\d+)\s+(?P<word>{MAJOR_WORDS})\s+(?:(?P<and>and)\s+)?(?P<m>[1-9]\d?)(?![\d.,:]\d)"
                      rf"(?:\s?(?P<minor>{units})\b)?(?P<after>\s*(?:$|[,.;!?)]|[-–—](?=\s)|\s(?P<next>[a-z']+)))", re.IGNORECASE)


def join_minor_units(text: str) -> str:
    """``text`` with each amount spoken in major and minor units ("42 pounds 50", "10 euros 20",
    "7 dollars and 25 cents", as ``quantities.with_digits`` writes the words) joined into one
    decimal ("42.50 pounds")."""
    for w in _MAJOR_STEMS:  # (cheap: no major unit's word at all; a loop, no generator per text)
        if w in text:
            break
    else:
        return text
    pattern = _minor_spoken_re()
    if not pattern.search(text):
        return text
    from course_lib.sim.words.cues import lexicon

    followers = lexicon("minor_unit_followers")

    def joined(m: re.Match) -> str:
        if not m.group("minor") and (m.group("and") or m.group("next") and not _ends_amount(m.group("next").lower(), followers)):
            return m.group(0)
        return f"{m.group('n')}.{int(m.group('m')):02d} {m.group('word')}{m.group('after')}"

    return pattern.sub(joined, text)


def _ends_amount(word: str, followers: frozenset[str]) -> bool:
    """Whether ``word`` after "<n> pounds <m>" ends the amount like a stop: a listed follower, or a
    function word (``text.STOP_WORDS`` or ``lexicons.yaml`` function_words: "off", "towards",
    "against") that is no quantity word ("more", "few": "3 pounds 20 more" keeps them apart); a
    content word after it is a noun the minor number could count ("3 pounds 20 apples")."""
    if word in followers:
        return True
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import STOP_WORDS

    return (word in STOP_WORDS or word in lexicon("function_words")) and word not in lexicon("quantity_words")


def amount_number(m: re.Match) -> str:
    """The number of an :data:`AMOUNT_RE` match, as written ("1,234.56")."""
    return m.group("n1") or m.group("n2") or m.group("n3")


def money_number(text: str) -> str | None:
    """The number a text writes with a currency ("900 euros", "€900", "EUR 900"), as written;
    ``None`` when it writes none, or two different ones."""
    found = {amount_number(m).replace(",", "") for m in AMOUNT_RE.finditer(text[:4000])}
    return found.pop() if len(found) == 1 else None


def amount_value(m: re.Match) -> float:
    """The value of an :data:`AMOUNT_RE` match: one comma with other than three digits after it
    is a decimal comma ("12,50" is 12.5, "4,500" is 4500)."""
    number = amount_number(m)
    if re.fullmatch(r"\d+,\d{1,2}|\d+,\d{4,}", number):
        return float(number.replace(",", "."))
    return float(number.replace(",", ""))


def amount_currency(m: re.Match, text: str = "") -> str:
    """The ISO code of an :data:`AMOUNT_RE` match's currency (a yen sign decided by ``text``), or
    the word itself, lowercased, when it names no single currency ("kr": Danish, Norwegian or
    Swedish)."""
    sign = m.group("sign") or m.group("sign3")
    if sign:
        return symbol_code(sign, text or m.string, m.start("sign") if m.group("sign") else m.start("sign3"))
    if m.group("han"):
        return HAN_CURRENCY_WORDS[m.group("han")]
    written = (m.group("code1") or m.group("code3")).lower().rstrip(".")
    if written == "rs":
        return "INR"
    if written == "rmb":
        return "CNY"
    singular = written[:-1] if written.endswith("s") and written[:-1] in UNIT_WORDS else written
    if singular in UNIT_WORDS:
        return UNIT_WORDS[singular]
    return written.upper() if written.upper() in _CODES.split("|") else written
