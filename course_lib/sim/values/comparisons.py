"""The question's quantity against a threshold the notes state (issue 26; notebook 02's grounded answers).

"My suitcase weighs 35 kg. Can I check it in?" over notes that say "Economy Classic: 1 bag, up
to 23 kg." and "Bags heavier than 32 kg are not accepted at check-in": a model compares 35 kg
with each limit and answers from the sentence whose side the suitcase falls on. Matching words
alone picks the allowance lines, which are about bags and weights but do not apply.

:func:`decide` reads the question's own quantities (a number with a unit pint knows, or an
amount with a currency sign or code; one written after a comparison word is a threshold of the
question's own, not a value, and is left out) and every sentence of the documents that states a
threshold of the same dimension ("heavier than 32 kg", "up to 23 kg", "$50 or more", "at least
18 years"; the comparison words are data: ``lexicons.yaml`` ``compare_*``) and shares a word
with the question. It returns the sentences whose thresholds the quantity meets (pint converts
"70 lb" against "32 kg") and those it does not; ``None`` when the question states no quantity or
no sentence a threshold it can compare with.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.currencies import SYMBOLS, UNIT_WORDS, symbol_code

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_CODES = sorted({c for c in (*SYMBOLS.values(), *UNIT_WORDS.values()) if c})
_SIGN = "[" + "".join(re.escape(s) for s in SYMBOLS) + "]"
# "$50", "EUR 35", "35 kg", "20 euros", "3.5 hours", "25 °C"; in Chinese text "身高1.4 m以下" (glossed: read_measures)
_QUANTITY_RE = re.compile(
    rf"(?P<sign>{_SIGN})\s?(?P<n1>{_NUM})|\b(?P<code>{'|'.join(_CODES)})\s?(?P<n2>{_NUM})|"
    rf"(?:(?<![\w.,])|(?<=[\u4e00-\u9fff]))(?P<n3>{_NUM})\s?(?P<unit>°\s?[CF]\b|[A-Za-z]+(?:\b|(?=[\u4e00-\u9fff])))"
)
# The dimensions compared: a word pint reads as a unit of another kind ("pcs": parsec) is no quantity here.
_DIMENSIONS = frozenset({"[mass]", "[length]", "[time]", "[temperature]", "[length] ** 3", "[length] ** 2"})
_NOT_UNITS = frozenset({"a", "an", "at", "in", "is", "it", "of", "or", "to", "the", "as", "s", "pcs", "bag", "bags"})


@dataclass(frozen=True)
class Quantity:
    value: float
    unit: str  # a currency code ("USD") or a pint unit's name ("kilogram")
    text: str  # as written ("35 kg")
    start: int
    age: bool = False  # someone's age ("my 9 year old"): compared only with a bound in its own unit


@dataclass(frozen=True)
class Threshold:
    op: str  # ">", ">=", "<", "<="
    limit: Quantity
    headed: bool = False  # a rule's bound heading its phrase ("The minimum booking is 2 hours"), no band of prices

    def met_by(self, q: Quantity) -> bool | None:
        """Whether ``q`` meets it; ``None`` when the two cannot be compared."""
        if q.age and q.unit != self.limit.unit:
            return None  # "my 9 year old" is no duration: never against "at least 4 hours"
        value = _in_unit(q, self.limit.unit)
        if value is None or _other_time_kind(q.unit, self.limit.unit):
            return None  # ("10 minutes" is no claim window: never against "within 28 days")
        bound = self.limit.value
        return {">": value > bound, ">=": value >= bound, "<": value < bound, "<=": value <= bound}[self.op]

    @property
    def words(self) -> str:
        return {">": "more than", ">=": "at least", "<": "less than", "<=": "at most"}[self.op]

    @property
    def words_zh(self) -> str:
        return {">": "超过", ">=": "不低于", "<": "低于", "<=": "不超过"}[self.op]


@dataclass(frozen=True)
class Decision:
    quantity: Quantity
    met: tuple[tuple[int, int, str, tuple[Threshold, ...]], ...]  # (doc, position, sentence, thresholds)
    unmet: tuple[tuple[int, int, str, tuple[Threshold, ...]], ...]

    def why(self, thresholds: tuple[Threshold, ...], language: str = "en") -> str:
        """"35 kg is more than 32 kg" ("1.3 m不超过1.4 m" in Chinese): the comparison that places the
        quantity on its side."""
        parts = []
        for t in thresholds:
            holds = t.met_by(self.quantity)
            if language == "zh":
                parts.append(f"{self.quantity.text}{'' if holds else '并非'}{t.words_zh}{t.limit.text}")
            else:
                parts.append(f"{self.quantity.text} is {'' if holds else 'not '}{t.words} {t.limit.text}")
        return ("；" if language == "zh" else "; ").join(dict.fromkeys(parts))


@lru_cache(maxsize=1)
def _mention_re() -> re.Pattern[str]:
    """A cheap first look: a comparison word next to a number (before any unit is parsed)."""
    before_re, after_re, ops = _comparators()
    before = before_re.pattern.removesuffix(r"\s*$")
    after = after_re.pattern.removeprefix(r"^\s*")
    return re.compile(rf"{before}\s*(?:{_SIGN}|[A-Z]{{3}}\s?)?\d|\d[^\s\d]*?(?:\s?[^\s\d]+?)?(?:\s|(?={_HAN})){after}",
                      re.IGNORECASE)


_HAN = "[\u4e00-\u9fff]"
_HAN_RE = re.compile(_HAN)


def read_measures(text: str) -> str:
    """``text`` with its Chinese measures written as a converter reads them ("一米三" -> "1.3 m", "十八公斤"
    -> "18 kg": ``figure_forms.spoken_measures``, ``cjk_units_glossed``); unchanged with no Chinese in it."""
    if not _HAN_RE.search(text):
        return text
    from course_lib.sim.words.figure_forms import cjk_units_glossed, spoken_measures

    return cjk_units_glossed(spoken_measures(text))


def mentions_threshold(text: str) -> bool:
    """True when ``text`` may state a threshold ("heavier than 32 kg", "$50 or more", "1.4米以下")."""
    text = read_measures(text)
    return bool(_mention_re().search(text)) or bool(_headed_mention_re().search(text))


@lru_cache(maxsize=1)
def _headed_mention_re() -> re.Pattern[str]:
    """A cheap first look for a headed bound: its bound word, the phrase, then a figure ("Maximum
    weight ... is 120")."""
    found, _ = _headed_re()
    return re.compile(found.pattern.removesuffix(r"\s*$") + rf"\s*(?:{_SIGN}|[A-Z]{{3}}\s?)?\d", re.IGNORECASE)


@lru_cache(maxsize=1)
def _comparators() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, str]]:
    """Patterns of a comparison word before a quantity ("heavier than", "up to") and after one
    ("or more"), and each phrase's operator; from ``lexicons.yaml``."""
    from course_lib.sim.words.cues import lexicon

    ops: dict[str, str] = {}
    after: dict[str, str] = {}
    for name, op in (("compare_above", ">"), ("compare_at_least", ">="), ("compare_below", "<"),
                     ("compare_at_most", "<=")):
        for phrase in lexicon(name):
            ops[phrase] = op
        for phrase in lexicon(name + "_after"):
            after[phrase] = op
    before_re = re.compile(r"(?:(?<!\w)|(?=" + _HAN + "))(" + "|".join(sorted(map(re.escape, ops), key=len, reverse=True))
                           + r")\s*$", re.IGNORECASE)
    after_re = re.compile(r"^\s*(" + "|".join(sorted(map(re.escape, after), key=len, reverse=True)) + r")(?:\b|(?<="
                          + _HAN + "))", re.IGNORECASE)
    return before_re, after_re, {**{k.lower(): v for k, v in ops.items()}, **{k.lower(): v for k, v in after.items()}}


@lru_cache(maxsize=2048)
def quantities(text: str) -> tuple[Quantity, ...]:
    """The amounts with a unit or currency in ``text``, in order."""
    from course_lib.sim.values.ages import age_starts

    out = []
    aged = age_starts(text)
    for m in _QUANTITY_RE.finditer(text):
        number = m.group("n1") or m.group("n2") or m.group("n3")
        value = float(number.replace(",", ""))
        if m.group("sign"):
            unit = symbol_code(m.group("sign"), text, m.start("sign"))
        elif m.group("code"):
            unit = m.group("code")
        else:
            word = m.group("unit")
            unit = UNIT_WORDS.get(word.lower().rstrip("s")) or _pint_unit(word)
            if unit is None:
                continue
        out.append(Quantity(value, unit, " ".join(m.group(0).split()), m.start(), m.start() in aged))
    return tuple(out)


def _pint_unit(word: str) -> str | None:
    if word.lower() in _NOT_UNITS:
        return None
    from course_lib.sim.words.conversion import unit_named
    from course_lib.sim.words.units import registry

    unit = unit_named(word)
    if unit is None:
        return None
    dims = str(registry().get_dimensionality(unit))
    return str(unit) if dims in _DIMENSIONS else None


@lru_cache(maxsize=256)
def _other_time_kind(unit: str, other: str) -> bool:
    """Whether two units of time are too far apart to measure one kind of span (minutes and days:
    a lateness and a claim window; threshold ``compare_time_unit_ratio_max``)."""
    if unit == other or unit.isupper() or other.isupper():
        return False
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.units import registry

    ureg = registry()
    try:
        if str(ureg.get_dimensionality(unit)) != "[time]":
            return False
        ratio = float(ureg.Quantity(1, unit).to(other).magnitude)
    except Exception:  # pint's errors: no span of time
        return False
    return not 0 < ratio <= threshold("compare_time_unit_ratio_max") or (
        ratio < 1 and 1 / ratio > threshold("compare_time_unit_ratio_max"))


def _in_unit(q: Quantity, unit: str) -> float | None:
    if q.unit == unit:
        return q.value
    if q.unit.isupper() or unit.isupper():  # currencies convert to nothing offline
        return None
    from course_lib.sim.words.units import registry

    try:
        return float(registry().Quantity(q.value, q.unit).to(unit).magnitude)
    except Exception:  # pint's errors for units of different dimensions
        return None


def bound_before(text: str) -> str | None:
    """The operator of the comparison word that ends ``text`` ("up to", "max", "limit of": "<="),
    ``None`` for none (``held_quantities``)."""
    before_re, _, ops = _comparators()
    m = before_re.search(text)
    return ops[m.group(1).lower()] if m else None


def thresholds(text: str) -> tuple[Threshold, ...]:
    """The thresholds ``text`` states: each quantity right after a comparison word ("heavier
    than 32 kg") or right before one ("32 kg or more")."""
    before_re, after_re, ops = _comparators()
    text = read_measures(text)
    out = []
    for q in quantities(text):
        m = before_re.search(text[: q.start]) or after_re.match(text[q.start + len(q.text):])
        headed = None if m else _headed_bound(text[: q.start])
        if headed:  # "Maximum weight on the main court is 120 kg"
            out.append(Threshold(headed, q, headed=True))
        elif m:
            op = ops[m.group(1).lower()]
            if _time_point(text, q, m.group(1)):  # "up to 7 days before": 7 days or more before
                op = ">="
            out.append(Threshold(op, q))
        elif _until_point(text, q):
            out.append(Threshold(">=", q))
    return tuple(out)


_HEADED_GAP = r"[^\d.;!?\n]{0,40}?"  # the bounded noun phrase: no figure, no sentence end ("weight on the main court")


@lru_cache(maxsize=1)
def _headed_re() -> tuple[re.Pattern[str], dict[str, str]]:
    """A bound word heading a noun phrase, then "is" / "are" / "of" / "=" / a colon, at the end of the text
    before a quantity (``lexicons.yaml`` compare_headed_*), and each word's operator."""
    from course_lib.sim.words.cues import lexicon

    ops = {w.lower(): op for name, op in (("compare_headed_at_most", "<="), ("compare_headed_at_least", ">="))
           for w in lexicon(name)}
    words = "|".join(sorted(map(re.escape, ops), key=len, reverse=True))
    return re.compile(rf"(?<!\w)({words})(?!\w){_HEADED_GAP}(?:\s(?:is|are|of)|\s*[:=])\s*$", re.IGNORECASE), ops


def _headed_bound(before: str) -> str | None:
    """The operator of a bound word heading the phrase whose value follows ("Maximum weight on the main
    court is", "Minimum height to ride:"); ``None`` for none."""
    found, ops = _headed_re()
    m = found.search(before[-80:])
    return ops[m.group(1).lower()] if m else None


@lru_cache(maxsize=1)
def _time_point_words() -> tuple[frozenset[str], re.Pattern[str]]:
    from course_lib.sim.words.cues import lexicon

    after = "|".join(sorted(map(re.escape, lexicon("compare_time_point_after")), key=len, reverse=True))
    return frozenset(w.lower() for w in lexicon("compare_time_points")), re.compile(rf"^\s*(?:{after})\b", re.I)


def _time_point(text: str, q: Quantity, comparator: str) -> bool:
    """Whether the comparison word before a span of time makes it a point counted back from an event
    ("up to 7 days before", "until 48 hours in advance": ``compare_time_points``), a floor on the span."""
    words, after = _time_point_words()
    return (comparator.lower() in words and _pint_unit(q.text.split()[-1]) is not None and "[time]" == dimension(q)
            and bool(after.match(text[q.start + len(q.text):])))


def _until_point(text: str, q: Quantity) -> bool:
    """"until 48 hours before": a time-point word no comparator list holds, before a span of time."""
    words, after = _time_point_words()
    head = text[: q.start].rstrip().lower()
    return (any(head.endswith(w) and w not in ("up to",) for w in words) and dimension(q) == "[time]"
            and bool(after.match(text[q.start + len(q.text):])))


def dimension(q: Quantity) -> str:
    """The quantity's pint dimensionality ("[mass]"); "" for money or a unit pint does not know."""
    if q.unit.isupper():
        return ""
    from course_lib.sim.words.units import registry

    try:
        return str(registry().get_dimensionality(q.unit))
    except Exception:  # pint's errors for a unit it does not know
        return ""


def decide(question: str, sentences: list[tuple[int, int, str]], shares_a_word) -> Decision | None:
    """The sentences (``(doc, position, text)``) whose thresholds the question's quantity meets
    and those it does not, among those that state a threshold comparable with it and share a
    word with the question (``shares_a_word(sentence)``); ``None`` when there are none."""
    question = read_measures(question)
    said = {t.limit.start for t in thresholds(question)}
    asked = [q for q in quantities(question) if q.start not in said]
    for quantity in asked:
        met, unmet = [], []
        for doc, position, sentence in sentences:
            if not mentions_threshold(sentence):
                continue
            found = tuple(t for t in thresholds(sentence) if t.met_by(quantity) is not None
                          and measures_the_asked(question, sentence, t))
            if not found or not shares_a_word(sentence):
                continue
            (met if all(t.met_by(quantity) for t in found) else unmet).append((doc, position, sentence, found))
        if met or unmet:
            return Decision(quantity, tuple(met), tuple(unmet))
    return None


_POSSESSED_RE = re.compile(r"^\s?['’]s?\s+(?P<noun>[a-z]+)", re.IGNORECASE)


def measured_noun(sentence: str, t: Threshold) -> str | None:
    """The noun a threshold's figure is joined to by a possessive apostrophe, what it measures
    ("less than 48 hours' notice": "notice"; "2 weeks’ warning"), else ``None``."""
    text = read_measures(sentence)
    m = _POSSESSED_RE.match(text[t.limit.start + len(t.limit.text):])
    return m.group("noun").lower() if m else None


def measures_the_asked(question: str, sentence: str, t: Threshold) -> bool:
    """Whether the question's quantity can be put against ``t``: a threshold that names what it
    measures ("48 hours' notice") only when the question names it too, or a word of its kind
    (``lexicons.yaml`` ``lead_time_words``: "before", "in advance" for a notice); "a 1 hr lesson" is
    a lesson's length, no notice (the sixty-first set's ZW5). A threshold naming nothing: ``True``."""
    noun = measured_noun(sentence, t)
    if noun is None:
        return True
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import stem

    words = {stem(w) for w in re.findall(r"[a-z]+", question.lower())}
    kin = lexicon("lead_time_words")
    if noun in kin:
        return bool(words & {stem(w) for w in kin})
    return stem(noun) in words


def converted_into(text: str, figure: float, values: list[float]) -> bool:
    """Whether the quantity ``text`` writes with the figure ``figure`` ("68°F", "3 yards") equals
    one of ``values`` in another unit of its own dimension (20.0 for degrees Celsius, 2.743 for
    metres; to two decimals, or one part in a thousand; the units are data, lexicon
    ``conversion_targets``): a call that took it converted took it."""
    if not values:
        return False
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.units import registry

    ureg = registry()
    for q in quantities(text):
        if q.value != figure:
            continue
        try:
            amount = ureg.Quantity(q.value, q.unit)
        except Exception:  # a currency code or a unit pint does not know: no conversion to read
            continue
        for unit in sorted(lexicon("conversion_targets")):
            try:
                got = amount.to(unit).magnitude
            except Exception:
                continue
            if any(abs(got - v) <= max(0.005, abs(got) * 1e-3) for v in values):
                return True
    return False
