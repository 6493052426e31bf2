"""The tone of a text and the language it is written in, for classification schemas.

- Sentiment by VADER (``vaderSentiment``: a general English sentiment lexicon with rules for
  negation, intensifiers and "but"), so "The soup was cold and the waiter ignored us" reads
  negative and "Absolutely loved the staff" positive. It reads English only; other languages get
  "neutral" unless they carry emoji or exclamation marks VADER scores.
- Language by py3langid (a maintained fork of langid.py, its model bundled), restricted to widely
  used languages so a two-word greeting is not taken for Breton; Chinese, Japanese and Korean
  script decide at once. Language names come from babel ("es" -> "Spanish").
Both load lazily (py3langid takes about two seconds the first time): only a schema that asks for
a sentiment or a language, or a grounded answer's last check before "I don't know" (a question
and notes in a language it matches only word for word, ``replies``), pays for them. py3langid's
model, restricted to those languages, is read from a quick copy in the cache folder after the
first time (``language_model``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import LEAD_LABEL_RE

_CUE = patterns("sentiment")  # its cue patterns: data/sim/patterns.yaml

_LANGUAGES = (
    "en zh es fr de it pt nl ru ja ko ar hi tr pl sv da no fi cs el he id vi th uk ro hu"
).split()
_AGGRESSIVE_RE = re.compile(
    r"aggress|angr|hostil|toxic|rude|offensiv|insult|abusiv|negativ|upset|frustrat|annoy", re.IGNORECASE
)
_FRIENDLY_RE = re.compile(
    r"positiv|happ|friendl|polite|\bkindness\b|enthusias|satisf|\bjoy|excit", re.IGNORECASE
)  # (not "kind" as in "what kind of", nor "enjoy")


@dataclass(frozen=True)
class Tone:
    label: str  # "positive", "negative" or "neutral"
    compound: float  # VADER's compound score, -1 .. 1
    negative: float  # share of negative words, 0 .. 1
    positive: float  # share of positive words, 0 .. 1

    @property
    def strength(self) -> float:
        """How clearly the label holds, 0 .. 1 (for a "confidence" field)."""
        return round(abs(self.compound) if self.label != "neutral" else 1.0 - abs(self.compound), 2)


@lru_cache(maxsize=1)
def _analyser():
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

    return SentimentIntensityAnalyzer()


@lru_cache(maxsize=256)
def tone(text: str) -> Tone:
    """The tone of a text (VADER's usual thresholds: compound >= 0.05 positive, <= -0.05 negative).
    A request's words for help ("Can you help?", "please") are read out first: VADER scores them
    as praise, and a request for help is not praise (``_CUE.help_request``). A refusal idiom
    ("wouldn't go back", "never again": ``_CUE.refusal``) makes a text VADER reads as not negative
    negative (``refusal_tone`` in data/sim/thresholds.yaml), unless the text turns clearly positive
    after it. A hedged or litotic negation VADER's window does not reach ("far from the best", "I
    wouldn't call it clean": ``_CUE.hedge``) turns the side of the words it hedges, and faint
    criticism ("could have been better": ``_CUE.faint_criticism``) is negative, unless the rest of
    the text is clearly of the other side (``_hedged_tone``). A Chinese text VADER reads as nothing
    is read by its own tone words and their negators (``zh_tone``)."""
    scores = _analyser().polarity_scores(_CUE.help_request.sub(" ", text))
    compound = scores["compound"]
    hedged = _hedged_tone(text, scores)
    if hedged is not None:  # "far from the best", "could have been better": praise hedged into criticism
        return hedged
    if abs(compound) < 0.05 and _has_cjk(text) and (zh := zh_tone(text)) is not None:
        return zh  # VADER reads English only: "算不上好", "一点也不差" by Chinese tone words and negators
    label = "positive" if compound >= 0.05 else "negative" if compound <= -0.05 else "neutral"
    refused = list(_CUE.refusal.finditer(text)) if label != "negative" else []
    after = text[refused[-1].end():] if refused else ""
    turn = _TURN_RE.search(after)  # "wouldn't return even for free": its own clause, no turn
    after = after[turn.end():] if turn else ""
    if refused and (not after.strip() or tone(after).compound < _CLEAR):
        # "Honestly? Wouldn't go back if you paid me.": a refusal idiom is the writer's verdict,
        # which VADER's word list does not score; a text that turns clearly positive after it keeps VADER's reading
        from course_lib.sim.words.thresholds import threshold

        weight = threshold("refusal_tone")
        return Tone("negative", -max(weight, abs(compound)), max(weight, scores["neg"]), scores["pos"])
    return Tone(label, compound, scores["neg"], scores["pos"])


def _hedged_tone(text: str, scores: dict) -> Tone | None:
    """The tone of a text holding a hedged negation or faint criticism, or ``None`` (VADER's
    reading stands): each hedge scores the words in its scope on their own and counts them for the
    other side ("far from the best" negative, "far from dull" positive); faint criticism counts
    ``faint_criticism_tone`` (data/sim/thresholds.yaml) for the negative side. The rest of the text,
    the hedged parts blanked, adds its own score; clearly of the other side, the text is mixed and
    VADER's reading stands."""
    hedges = [m for m in _CUE.hedge.finditer(text)]
    faint = [m for m in _CUE.faint_criticism.finditer(text)]
    if not hedges and not faint:
        return None
    from course_lib.sim.words.thresholds import threshold

    side, spans = 0.0, []
    for m in hedges:
        inner = _analyser().polarity_scores(_plain_superlatives(m.group(1)))["compound"]
        if abs(inner) >= 0.05:
            side -= inner
            spans.append(m.span())
    for m in faint:
        side -= threshold("faint_criticism_tone")
        spans.append(m.span())
    if abs(side) < 0.05:
        return None
    rest = text
    for start, end in spans:
        rest = rest[:start] + " " * (end - start) + rest[end:]
    rest_compound = _analyser().polarity_scores(_CUE.help_request.sub(" ", rest))["compound"] if rest.strip() else 0.0
    if rest_compound * side < 0 and abs(rest_compound) >= _CLEAR:
        return None  # "far from cheap, but worth every penny": the rest clearly says the other side
    compound = max(-1.0, min(1.0, side + (rest_compound if rest_compound * side > 0 else 0.0)))
    if abs(compound) < 0.05:
        return None
    label = "negative" if compound < 0 else "positive"
    share = max(abs(compound), scores["pos"] if compound < 0 else scores["neg"])
    return Tone(label, round(compound, 4), share if compound < 0 else 0.0, share if compound > 0 else 0.0)


def _plain_superlatives(text: str) -> str:
    """``text`` with a superlative VADER's word list lacks put as its plain word when the list has
    that ("the cleanest" -> "the clean", "friendliest" -> "friendly"; "best" is in the list)."""
    words = _analyser().lexicon

    def plain(m: re.Match) -> str:
        word = m.group(0).lower()
        if word in words:
            return m.group(0)
        stem_ = word[:-3]
        for base in (stem_, stem_ + "e", stem_[:-1] + "y" if stem_.endswith("i") else "", stem_[:-1]
                     if len(stem_) > 2 and stem_[-1] == stem_[-2] else ""):
            if base and base in words:
                return base
        return m.group(0)

    return re.sub(r"\b[A-Za-z]{3,}est\b", plain, text)


def _has_cjk(text: str) -> bool:
    from course_lib.sim.words.text import has_cjk

    return has_cjk(text)


@lru_cache(maxsize=1)
def _zh_words() -> tuple[tuple[str, str], ...]:
    """The Chinese tone words, negators and degree words, longest first, each with its kind."""
    from course_lib.sim.words.cues import lexicon

    kinds = {
        "neg": lexicon("tone_negators_zh"), "deg": lexicon("tone_degree_zh"),
        "+": lexicon("tone_words_zh_positive") | lexicon("tone_plain_zh_positive"),
        "-": lexicon("tone_words_zh_negative") | lexicon("tone_plain_zh_negative"),
        "g+": lexicon("tone_graded_zh_positive"), "g-": lexicon("tone_graded_zh_negative"),
    }
    words = {}
    for kind in ("neg", "deg", "g+", "g-", "+", "-"):  # a plain tone word outranks a graded one of its spelling
        for w in kinds[kind]:
            words[w] = kind
    return tuple(sorted(words.items(), key=lambda kv: -len(kv[0])))


def zh_sides(text: str) -> tuple[int, int]:
    """(positive, negative) tone words of a Chinese text, a word right after a negator counted for
    the other side ("算不上好": negative; "一点也不差": positive) and a graded word ("好", "差") only
    after a negator or a degree word ("很好", "太差"; not "好的")."""
    words = _zh_words()
    plus = minus = 0
    i, before = 0, ""
    while i < len(text):
        hit = next(((w, k) for w, k in words if text.startswith(w, i)), None)
        if hit is None:
            i, before = i + 1, ""
            continue
        word, kind = hit
        if kind in ("neg", "deg"):
            before = "neg" if kind == "neg" or before == "neg" else "deg"
        else:
            if kind in ("+", "-") or before:
                good = kind.endswith("+") != (before == "neg")
                plus, minus = plus + good, minus + (not good)
            before = ""
        i += len(word)
    return plus, minus


def zh_tone(text: str) -> Tone | None:
    """The tone of a Chinese text by its tone words (``zh_sides``): words of one side only; ``None``
    when it has none, or words of both sides."""
    plus, minus = zh_sides(text)
    if bool(plus) == bool(minus):
        return None
    strength = min(0.9, 0.3 + 0.2 * max(plus, minus))
    return Tone("positive", strength, 0.0, strength) if plus else Tone("negative", -strength, strength, 0.0)


def verdict_flag(name: str, description: str, text: str) -> bool | None:
    """A yes/no field asking the writer's verdict ("satisfied", "would_recommend", "is_complaint":
    ``verdict_flag_positive`` / ``verdict_flag_negative`` in data/sim/lexicons.yaml) read from the
    text's tone when it is clear (``_CLEAR`` from 0, not mixed); ``None`` for any other field or a
    tone not clear (the field's stated limit stands)."""
    from course_lib.sim.words.cues import lexicon

    words = set(re.split(r"[_\W]+", f"{name} {description}".lower()))
    negative_side = bool(words & lexicon("verdict_flag_negative"))
    if not negative_side and not words & lexicon("verdict_flag_positive"):
        return None
    if not text.strip() or is_mixed(text):
        return None
    t = tone(text)
    if abs(t.compound) < _CLEAR or t.label == "neutral":
        return None
    return (t.label == "negative") == negative_side


def degree(text: str, quality: str) -> float:
    """How much a text shows a quality named in a field ("How aggressive the text is"), 0 .. 1:
    negative qualities by the text's negativity, positive ones by its positivity, else 0.5."""
    t = tone(text)
    if _AGGRESSIVE_RE.search(quality):
        shouting = min(0.3, 0.1 * text.count("!")) + (0.2 if re.search(r"\b[A-Z]{4,}\b", text) else 0.0)
        return min(1.0, -t.compound + shouting) if t.compound < 0 else 0.0
    if _FRIENDLY_RE.search(quality):
        return max(0.0, t.compound)
    return 0.5


def is_tone_scale(label: str) -> bool:
    """A field asking how much a text shows a feeling ("aggressiveness", "how positive")."""
    return bool(_AGGRESSIVE_RE.search(label) or _FRIENDLY_RE.search(label))


_SENTIMENT_VALUES = {
    "positive": "positive", "pos": "positive", "good": "positive", "happy": "positive",
    "negative": "negative", "neg": "negative", "bad": "negative", "unhappy": "negative", "angry": "negative",
    "sad": "negative", "upset": "negative", "joyful": "positive", "glad": "positive",
    "neutral": "neutral", "mixed": "neutral", "none": "neutral",
}


def sentiment_options(values: list[str]) -> bool:
    """Options that are sentiment labels (positive / negative / neutral, in any case)."""
    labels = {_SENTIMENT_VALUES.get(v.strip().lower()) for v in values}
    return len(values) >= 2 and None not in labels and {"positive", "negative"} <= labels


# Where a text turns from one side to the other: a contrast word or a sentence's end.
_TURN_RE = re.compile(r"\b(?:but|however|although|though|yet|whereas|while|except)\b|[.;!?]\s|但是|可是|不过|然而|但",
                      re.IGNORECASE)
# Where a text's clauses part for ``is_mixed``: a turn, or a comma or a dash between clauses ("Loved the food,
# hated the wait": each part scored alone, so two parts of one side stay one side)
_CLAUSE_TURN_RE = re.compile(_TURN_RE.pattern + r"|,\s|\s[-\u2013\u2014]\s|，", re.IGNORECASE)
_CLEAR = 0.3  # a part's compound score this far from 0 is a clear side


def is_mixed(text: str) -> bool:
    """One part of the text clearly praises and another clearly complains ("The food was superb
    but the service was painfully slow"): VADER scores the whole by its last clause, so each
    part between contrast words or sentence ends is scored on its own."""
    parts = [p for p in _CLAUSE_TURN_RE.split(text) if p and len(p.split()) >= 2]  # a clause; "honestly" no side
    if len(parts) < 2:
        return False
    scores = [tone(p.strip()).compound for p in parts]
    return max(scores) >= _CLEAR and min(scores) <= -_CLEAR


def one_option_a_side(values: list[str]) -> bool:
    """Each side (positive, negative, neutral) is named by one option at most ("happy / glad /
    sad" names the positive side twice: which of the two would be a guess)."""
    sides = [_SENTIMENT_VALUES.get(v.strip().lower()) for v in values]
    return all(sides.count(side) <= 1 for side in ("positive", "negative", "neutral"))


def clear_enough(values: list[str], text: str) -> bool:
    """The text's tone is clear enough to pick a label by: a clear side (compound at least
    ``_CLEAR`` from 0) in a text that is not mixed, or a mixed text and a "mixed" option."""
    has_mixed = any(v.strip().lower() == "mixed" for v in values)
    if is_mixed(text):
        return has_mixed
    if has_mixed and _CONTRAST_RE.search(text):
        return False  # "lovely staff, but breakfast was cold": a side VADER does not read may be there
    return abs(tone(text).compound) >= _CLEAR


_CONTRAST_RE = re.compile(r"\b(?:but|however|although|though|yet|whereas|except)\b|但是|可是|不过|然而", re.IGNORECASE)


def choose_sentiment(values: list[str], text: str) -> str:
    """The option naming the text's tone (a missing "neutral" falls to the nearer side); an
    option "mixed" for a text with a clearly good and a clearly bad part (``is_mixed``)."""
    mixed = next((v for v in values if v.strip().lower() == "mixed"), None)
    if mixed is not None and is_mixed(text):
        return mixed
    t = tone(text)
    wanted = t.label
    if wanted == "neutral" and not any(_SENTIMENT_VALUES.get(v.lower()) == "neutral" for v in values):
        wanted = "negative" if t.compound < 0 else "positive"
    side = [v for v in values if _SENTIMENT_VALUES.get(v.strip().lower()) == wanted]
    return (emotion_option(side, text) if len(side) > 1 else None) or side[0]


def same_side(values: list[str], value: str) -> list[str]:
    """The options naming the same side of tone as ``value`` (itself included)."""
    side = _SENTIMENT_VALUES.get(value.strip().lower())
    return [v for v in values if _SENTIMENT_VALUES.get(v.strip().lower()) == side]


def emotion_option(options: list[str], text: str) -> str | None:
    """The one of ``options`` (labels of one side of tone: "sad", "angry") whose emotion's words the
    text uses ("absolutely furious": angry; ``emotion_words`` in data/sim/lexicons.yaml); ``None`` when
    the text uses the words of none of them, or of several."""
    from course_lib.sim.words.cues import read

    table = read("lexicons.yaml").get("emotion_words") or {}
    shown = []
    for option in options:
        words = table.get(option.strip().lower()) or []
        if words and re.search(r"\b(?:" + "|".join(r"\s+".join(map(re.escape, str(w).split())) for w in words) + r")\b",
                               text, re.IGNORECASE):
            shown.append(option)
    return shown[0] if len(shown) == 1 else None


def tone_side_label(values: list[str], text: str) -> str | None:
    """The label naming the side of tone ``text`` is clearly on, among labels of which one names
    the good side and one the bad ("praise" / "complaint" beside "question", "表扬" / "投诉" beside
    "咨询": ``tone_label_positive`` / ``tone_label_negative`` in ``data/sim/lexicons.yaml``); the
    others name no tone. English tone by VADER (clear and not mixed), Chinese by its own words of
    tone (``tone_words_zh_*``: one side's and none of the other's). ``None`` for a question (what
    it asks decides), or a tone not clear."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import has_cjk

    good, bad = lexicon("tone_label_positive"), lexicon("tone_label_negative")
    sides = {v: "positive" if v.strip().lower() in good else "negative" if v.strip().lower() in bad else None
             for v in values}
    named = [side for side in sides.values() if side]
    if sorted(named) != ["negative", "positive"]:
        return None
    from course_lib.sim.words.question_form import asks
    from course_lib.sim.words.text import whole_word

    # the text's own sentences: a line naming a label is the prompt's ("Pick from praise | ...")
    own = [LEAD_LABEL_RE.sub("", p).strip() for p in re.split(r"(?<=[.!?。！？])\s*|\n+", text.strip())
           if p.strip() and not any(re.search(whole_word(v.strip()), p, re.IGNORECASE) for v in values)]
    if not own or any(asks(p) or re.search(r"[?？]\s*$", p) for p in own):
        return None  # nothing of its own, or it asks something: what it asks decides
    text = " ".join(own)
    if has_cjk(text):
        plus, minus = zh_sides(text)  # the one reading of Chinese tone, its negators read
        side = "positive" if plus and not minus else "negative" if minus and not plus else None
    elif language_code(text) in _EUROPEAN:  # "Merci beaucoup pour votre aide !": VADER reads English only
        side = _european_side(text)
    else:
        t = tone(text)
        side = t.label if abs(t.compound) >= _CLEAR and t.label != "neutral" and not is_mixed(text) else None
    return next((v for v, s in sides.items() if s == side), None) if side else None



_EUROPEAN = frozenset({"es", "fr", "de", "it", "pt", "nl"})  # the languages ``tone_words_eu_*`` hold words of


def _european_side(text: str) -> str | None:
    """"positive" / "negative" for a text in one of ``_EUROPEAN`` holding words of one side's tone and none
    of the other's (``tone_words_eu_positive`` / ``_negative`` in ``data/sim/lexicons.yaml``), nor a negation
    (``tone_negators_eu``: "pas", "no", "nicht" may turn a word of tone); else ``None``."""
    from course_lib.sim.words.cues import lexicon

    words = set(re.findall(r"[^\W\d_]+", text.lower()))
    if words & lexicon("tone_negators_eu"):
        return None
    plus, minus = words & lexicon("tone_words_eu_positive"), words & lexicon("tone_words_eu_negative")
    return "positive" if plus and not minus else "negative" if minus and not plus else None


@lru_cache(maxsize=1)
def _identifier():
    from course_lib.sim.words.language_model import load_identifier

    return load_identifier(tuple(_LANGUAGES))


_SCRIPT = (
    (re.compile("[\u3040-\u30ff]"), "ja"),
    (re.compile("[\uac00-\ud7af]"), "ko"),
    (re.compile("[\u3400-\u4dbf\u4e00-\u9fff]"), "zh"),
)


@lru_cache(maxsize=256)
def language_code(text: str) -> str:
    """The ISO 639-1 code of the language a text is written in ("en" for too little text)."""
    for pattern, code in _SCRIPT:
        if pattern.search(text):
            return code
    letters = re.sub(r"[^\w\s]", " ", text)
    if len(letters.split()) < 2:
        return "en"
    if len(letters.split()) <= _MAX_SPEAK_WORDS:
        from course_lib.sim.words.text_speak import expanded

        text = expanded(text) or text  # "do u deliver" is "do you deliver", not Czech
    code, _ = _identifier().classify(text)
    if code != "en" and len(letters.split()) <= _MAX_SPEAK_WORDS and _english_word_by_word(letters, code):
        return "en"  # "1.5kg lamb leg cost": a few English words the identifier took for Romanian
    return code


def _english_word_by_word(letters: str, code: str) -> bool:
    """A short text the identifier gave to another language ``code`` is English when its words
    (two letters or more; figures and units left aside), weighed by wordfreq, are English:

    - every word is an everyday English word (Zipf >= ``_EVERYDAY_ZIPF``) more frequent in English
      than in ``code`` ("1.5kg lamb leg cost", read as Romanian); or
    - written in plain ASCII letters (a text typed in a language with accents that has none is
      rare), the words are together at least as likely in English as in ``code`` (the sum of their
      Zipf values; "can i park a van" as Hungarian, "open sun" as Dutch), or, every one of them
      an everyday English word, within ``_SHORT_TEXT_MARGIN`` of it ("dog ok" as Danish), when more
      than half of them are everyday English words and none is unknown to English: a
      question typed beside English material in two or three English words is English. Dutch "is
      het zwembad open" or Norwegian "er det gratis" stay theirs (far likelier in their language).
    """
    from wordfreq import available_languages, zipf_frequency

    code = _WORDFREQ_CODES.get(code, code)
    if code not in available_languages():
        return False
    words = [w for w in letters.lower().split() if len(w) >= 2 and w.isalpha()]
    if not words:
        return False
    english = [zipf_frequency(w, "en") for w in words]
    other = [zipf_frequency(w, code) for w in words]
    everyday = sum(en >= _EVERYDAY_ZIPF for en in english)
    if everyday == len(words) and all(en > theirs for en, theirs in zip(english, other, strict=True)):
        return True
    if not all(w.isascii() for w in words) or 2 * everyday <= len(words) or min(english) == 0.0:
        return False  # a word English does not have ("parkolo"), or mostly rare English words
    return sum(english) >= sum(other) - (_SHORT_TEXT_MARGIN if everyday == len(words) else 0.0)


_EVERYDAY_ZIPF = 3.0  # an English word's frequency at least (wordfreq's Zipf scale: 3 is once per million words)
_WORDFREQ_CODES = {"no": "nb"}  # the identifier's Norwegian is wordfreq's Bokmål
_SHORT_TEXT_MARGIN = 1.0  # one Zipf unit (a factor of ten) over a whole short text of everyday English words
_MAX_SPEAK_WORDS = 12  # a text read for text-speak forms, at most (a short question or message)


@lru_cache(maxsize=1)
def language_names() -> dict[str, str]:
    """Every language code babel names in English, with its name ("de" -> "German")."""
    from babel import Locale

    return dict(Locale("en").languages)


@lru_cache(maxsize=1)
def language_name_words() -> frozenset[str]:
    """The English language names, lower case ("german", "swahili")."""
    return frozenset(n.lower() for n in language_names().values())


def language_name(code: str) -> str:
    """The English name of a language code ("es" -> "Spanish")."""
    return language_names().get(code, code)
