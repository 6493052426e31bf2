"""What a prompt asks its reply to be, as evidence of its task (issue 26): a prompt that offers a
closed set of values for the reply and gives a text to apply them to, and asks for nothing else,
is a choosing task whatever words it uses ("Which desk takes this? Reply with one of: ...",
"Which bin: glass, paper or metal?", a list of values one a line). Introduced for notebook 03's
routing and classification prompts written in a learner's own words.

- ``offered(text)``: the values a prompt offers after "one of" / "one of these <noun>:" (in a line,
  with optional descriptions in brackets, or one a line below it) or as the alternatives of a
  "Which <noun>: a, b or c?" question; each with its description ("" when it has none).
- ``subject(text, values)``: the text the values apply to: the prompt without the lines and
  sentences that offer them (a text naming every option chooses none of them).
- ``verdict_pair(text)``: a pair of verdict words of the prompt's own offered for the reply
  ("Answer FITS or MISFIT", "Output OK or NOT_OK", "Say KEEP or DROP", or the pair alone after a
  question or on its own line: "Grounded? GROUNDED or NOT GROUNDED."), positive first, when
  their polarity is known (the option lexicons of ``data/sim/lexicons.yaml``, or one is the other
  negated: NOT_OK, MISFIT, UNCLEAR); ``None`` otherwise (which one means "yes" would be a guess).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, cue_file_version, lexicon, patterns
from course_lib.sim.words.first_matches import FirstMatches

_CUE = patterns("reply_shape")  # its cue patterns: data/sim/patterns.yaml

MAX_VALUES = 8
MAX_VALUE_WORDS = 3
MAX_TEXT = 8000  # characters of a prompt read for offered values

# "one of: a, b, c", "one of these lists:", "one of the following teams:" (the noun is free)
_ONE_OF_RE = re.compile(
    r"\bone of(?:\s+(?:these|those|the following|the|them))?(?:\s+[A-Za-z]+){0,2}?\s*[:：][ \t]*(?P<rest>[^\n]*)",
    re.IGNORECASE,
)
# "Which team owns this: frontend, backend or database?", "Which shelf - poetry, history or science?"
_ALT = r"[A-Za-z][\w-]{0,20}(?: (?!(?:or|and)\b)[A-Za-z][\w-]{0,20}){0,2}"
_ALT_DESC = rf"{_ALT}(?:\s*\([^()\n]{{0,120}}\))?"  # "orthopaedics (fracture, bones)"
_WHICH_RE = re.compile(
    rf"\b(?i:which|what|how)\s+[A-Za-z][^\n:?!.]{{0,60}}?\s*(?:[:：]|\s[-–—])\s*"
    rf"(?P<list>{_ALT_DESC}(?:\s*,\s*{_ALT_DESC}){{0,6}},?\s+or\s+{_ALT_DESC})\s*\?"
)
_BRACKETS_RE = re.compile(r"\s*\(([^()\n]{0,120})\)")
_BULLET_RE = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])?\s*")


def offered(text: str) -> dict[str, str]:
    """The values ``text`` offers for its reply, each with its description (in order)."""
    return dict(_offered(text[:MAX_TEXT]))  # (a fresh dict: the caller may change it)


@lru_cache(maxsize=1024)  # (notebook 06 offers 737 distinct texts: 256 kept a quarter of them)
def _offered(text: str) -> dict[str, str]:
    """``offered``, once per text: a prompt is asked again with every question it frames (a
    grader's for each document: its patterns' scans of up to 8,000 characters each time)."""
    text = without_json_examples(text)
    # each pattern is scanned only when the text holds a string every match of it needs ("one of",
    # "pick", "allowed", a quote mark): most prompts and documents offer no values, and the seven
    # scans of up to 8,000 characters each were most of this function's time (``FirstMatches``)
    gates = _offer_gates((_ONE_OF_RE, _CUE.pick_one, _CUE.asked_one_of, _CUE.set_header, _WHICH_RE,
                          _CUE.caps_list, _QUOTED_PAIR_RE))
    for index, pattern in enumerate(gates.patterns[:3]):
        if gates.search(index, text) is None:
            continue
        for m in pattern.finditer(text):
            rest = m.group("rest").strip()
            values = _in_line(rest) if rest else _one_a_line(text[m.end():])
            if values:
                return values
    for m in _CUE.set_header.finditer(text) if gates.search(3, text) is not None else ():
        values = _one_a_line(text[m.end():])  # "Allowed answers:" and the values one a line below
        if values:
            return values
    m = gates.search(4, text)  # (``_WHICH_RE.search(text)``)
    if m:
        return _in_line(m.group("list"))
    m = gates.search(5, text)  # "Reply with POSITIVE, NEGATIVE or MIXED." (``_CUE.caps_list``)
    if m:
        return _in_line(m.group("list"))
    for m in _QUOTED_PAIR_RE.finditer(text) if gates.search(6, text) is not None else ():
        # "只回答“正面”或“负面”", "reply 'keep' or 'drop'"
        if (_REPLY_VERB_BEFORE_RE.search(text[max(0, m.start() - _REPLY_VERB_SPAN):m.start()])
                or _REPLY_VERB_AFTER_RE.match(text, m.end())):  # "是“正面”还是“负面”?只回答一个词。"
            return {m.group("a").strip(): "", m.group("b").strip(): ""}
    return {}


@lru_cache(maxsize=4)
def _offer_gates(patterns: tuple[re.Pattern[str], ...]) -> FirstMatches:
    """``FirstMatches`` over ``_offered``'s patterns, built once per set of compiled patterns (the
    cue patterns are read from ``data/sim/patterns.yaml`` on their first use)."""
    return FirstMatches(patterns)


# a verb that asks for the reply, just before a quoted pair of its values
_REPLY_VERB_BEFORE_RE = re.compile(r"(?:回答|回复|输出|返回|给出|只写|只填|\b(?:answer|reply|respond|output|return|say|write)\b)"
                                   r"[^\n。.!?！？]{0,8}$", re.IGNORECASE)
_REPLY_VERB_SPAN = 24  # characters before the pair where the verb is looked for
# the same verb opening the clause right after a pair asked as a question ("...还是“负面”?只回答一个词")
_REPLY_VERB_AFTER_RE = re.compile(r"[\s?？,，:：;；.。!！]{1,3}(?:请|只|仅|please\s+)?(?:回答|回复|输出|返回|给出|"
                                  r"(?:answer|reply|respond)\b)", re.IGNORECASE)


def heads_values(label: str) -> bool:
    """Whether a section label ("Allowed answers", "Categories", "Options") heads the reply's
    values, one a line below it: instructions about the reply, no part to answer or grade."""
    return bool(_CUE.set_header.match(label.strip() + ":"))


_JSON_EXAMPLE_RE = re.compile(r"\{[^{}\n]{0,400}[\"'][^{}\n]{0,400}\}")


def without_json_examples(text: str) -> str:
    """``text`` with its one-line JSON examples blanked ('{"order_id": "A-0", "urgent": false}'):
    their keys and sample values are the reply's shape, no values offered to choose from."""
    return _JSON_EXAMPLE_RE.sub(lambda m: " " * len(m.group(0)), text)


def _in_line(line: str) -> dict[str, str]:
    """"plumbing (pipes, taps), electrical (sockets) or roofing." -> each value and its brackets."""
    descriptions: list[str] = []

    def keep(match: re.Match) -> str:
        descriptions.append(match.group(1).strip())
        return f" \x00{len(descriptions) - 1}"

    plain = _BRACKETS_RE.sub(keep, line.strip().rstrip(".?!;"))
    items = [i.strip() for i in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+|\s+[|/]\s+|[ \t]*\|[ \t]*", plain) if i.strip()]
    out: dict[str, str] = {}
    for item in items:
        desc = ""
        if "\x00" in item:
            item, _, idx = item.partition("\x00")
            desc = descriptions[int(idx)]
            item = item.strip()
        if not _is_value(item):
            return {}
        out.setdefault(item, desc)
    return out if 2 <= len(out) <= MAX_VALUES else {}


def _one_a_line(after: str) -> dict[str, str]:
    """The values one a line right after the line that offers them, up to a blank line."""
    out: dict[str, str] = {}
    for line in after.lstrip("\n").split("\n"):
        if not line.strip():
            break
        item = _BULLET_RE.sub("", line).strip().rstrip(".;,")
        parts = re.split(r"\s+[-–—]\s+|\s*[:：]\s+", item, maxsplit=1)
        value, desc = parts[0].strip(), (parts[1].strip() if len(parts) > 1 else "")
        if not _is_value(value) or len(out) >= MAX_VALUES:
            return {}
        out.setdefault(value, desc)
    return out if len(out) >= 2 else {}


def _is_value(item: str) -> bool:
    return bool(item) and len(item.split()) <= MAX_VALUE_WORDS and bool(re.fullmatch(r"[A-Za-z][\w' -]*", item))


def subject(text: str, values: list[str] | tuple[str, ...]) -> str:
    """``text`` without its lines and sentences that name two or more of ``values`` or are one
    value (with or without its description): what the values are to be applied to."""
    patterns = [re.compile(rf"(?<![\w-]){re.escape(v)}(?![\w-])", re.IGNORECASE) for v in values if v.strip()]
    kept: list[str] = []
    for line in text.split("\n"):
        head = _BULLET_RE.sub("", line).strip()
        if any(p.match(head) and len(head) - p.match(head).end() <= 120 and
               re.match(r"\s*(?:$|[-–—:(])", head[p.match(head).end():]) for p in patterns):
            continue  # "kitchen", "SHIPPING - parcels, delivery": one offered value a line
        sentences = re.split(r"(?<=[.!?])\s+|(?<=[。！？])\s*", line)  # (a Chinese sentence ends with no space)
        kept.append(" ".join(s for s in sentences if s and sum(bool(p.search(s)) for p in patterns) < 2))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip()


# "Answer FITS or MISFIT", "Output OK or NOT_OK", "Say KEEP / DROP", "Reply OK or NOT OK": two
# upper-case values (of one or two words) offered
_CAPS = r"[A-Z][A-Z_-]{1,20}(?:[ \t]+[A-Z][A-Z_-]{1,20}\b(?![ \t]+[A-Z]))?"
PAIR_RE = re.compile(
    r"\b(?i:answer|reply|respond|output|return|say|write)\s+(?i:with\s+)?(?i:only\s+)?(?i:either\s+)?"
    rf"(?P<a>{_CAPS}|[A-Z](?![\w-]))\s*(?:\bor\b|/)\s*(?P<b>{_CAPS}|[A-Z](?![\w-]))\b"
)  # (one letter each: "Reply Y or N", read as a verdict only by the letters' lexicon: "A or B" is none)
# "Is the answer grounded? GROUNDED or NOT GROUNDED.": the pair alone, after a question or at
# the start of a line, and ending its line (no verb before it)
_BARE_PAIR_RE = re.compile(
    rf"(?:^|(?<=[?:])[ \t]+)[ \t]*(?P<a>{_CAPS})[ \t]*(?:\b(?:or|OR)\b|/)[ \t]*(?P<b>{_CAPS})[ \t]*[.!]?[ \t]*$",
    re.MULTILINE,
)
_NEGATED_RE = re.compile(r"^(?:not|non|no|un|in|mis|dis)[\s_-]*", re.IGNORECASE)  # "non" before "no": NONCOMPLIANT


# "Score 1 if the reply answers the question and 0 if it dodges it", "Give 1 if ..., 0 if it does
# not": two values each with its condition; the positive one is the value whose condition is not
# negated (or names no negative word)
_IF_PAIR_RE = re.compile(
    r"\b(?P<a>\d|[A-Z][A-Z_-]{1,20})\s+if\s+(?P<ca>[^.\n]{3,160}?)\s*(?:,|;|\band\b|\bor\b)\s*"
    r"(?:(?i:score|give|output|return|reply|answer|write|say|mark)\s+)?(?P<b>\d|[A-Z][A-Z_-]{1,20})\s+"
    r"(?:if\s+(?P<cb>[^.\n]{2,160})|otherwise)")
# a word of conflict: a condition "if the answer says something the source contradicts", a verdict label
# "CONFLICT", "INCONSISTENT", "DISAGREES"
_CONFLICT = r"contradict(?:s|ed|ion)?|conflict(?:s|ing)?|inconsistent|disagree(?:s|d)?"
_CONFLICT_RE = re.compile(rf"\b(?:{_CONFLICT})\b", re.IGNORECASE)
# a condition that is met when something is wrong: negated ("does not ...") or a word of conflict
_NEGATED_CONDITION_RE = re.compile(rf"\b(?:not|no|never|doesn't|does not|don't|do not|isn't|is not|fails?|without|"
                                   rf"{_CONFLICT}|unsupported|incorrect|wrong|false)\b", re.IGNORECASE)


def names_conflict(text: str) -> bool:
    """The text (a verdict label, a condition) names a conflict ("CONTRADICTS", "conflicts with")."""
    return bool(_CONFLICT_RE.search(text))


# "Score 1 if the answer addresses the question, otherwise 0", "Output YES when ..., else NO": the
# positive value with its condition, the other after "otherwise" / "else"
_OTHERWISE_PAIR_RE = re.compile(
    r"\b(?P<a>\d|[A-Z](?:[A-Z_-]{1,20})?)\s+(?:if|when)\s+(?P<ca>[^.\n]{3,160}?)\s*[,;]?\s*(?i:otherwise|else|or else)"
    r"\s*[,:]?\s*(?:(?i:score|give|output|return|reply|answer|write|say|mark|it is|it's)\s+)?"
    r"(?P<b>\d|[A-Z](?:[A-Z_-]{1,20})?)(?![\w-])")
# "只回答“相关”或“不相关”", "「是」/「否」": two values in CJK (or straight) quotes joined by 或 / or / a slash
_QUOTED_PAIR_RE = re.compile(
    r"[“「『\"](?P<a>[^”」』\"\n]{1,12})[”」』\"]\s*(?:或者|或是|或|还是|or|/|、|,|,)\s*"
    r"[“「『\"](?P<b>[^”」』\"\n]{1,12})[”」』\"]")
# "不相关" for "相关", "无关" against "有关": a Chinese value negated by its first character
_HAN_NEGATION = ("不", "非", "没", "无", "未")


def _if_pair(text: str) -> tuple[str, str] | None:
    m = _OTHERWISE_PAIR_RE.search(text)
    if m and m.group("a") != m.group("b"):
        if _NEGATED_CONDITION_RE.search(m.group("ca")):
            return m.group("b"), m.group("a")  # "0 if it does not ..., otherwise 1"
        return m.group("a"), m.group("b")
    m = _IF_PAIR_RE.search(text)
    if not m or m.group("a") == m.group("b"):
        return None
    a, b, cb = m.group("a"), m.group("b"), m.group("cb") or "otherwise"
    words = set(re.findall(r"[a-z]+", cb.lower()))
    if cb == "otherwise" or _NEGATED_CONDITION_RE.search(cb) or words & lexicon("option_negative"):
        return a, b
    if _NEGATED_CONDITION_RE.search(m.group("ca")):
        return b, a
    return None


def verdict_pair(text: str) -> tuple[str, str] | None:
    """The prompt's own pair of verdict words, positive first, or ``None`` (see the docstring)."""
    return _verdict_pair(text, cue_file_version(LEXICONS))


def lower_verdict_pair(text: str) -> tuple[str, str] | None:
    """A lower-case verdict pair ending a sentence of ``text`` after a colon or a verb of replying
    ("...: relevant or irrelevant."), positive first, or ``None``: for a one-message prompt whose
    instruction line was read as a label (the pairs in capitals keep their own readers)."""
    m = _CUE.lower_pair.search(text[:MAX_TEXT])
    if not m or m.group("a").lower() == m.group("b").lower():
        return None
    return _ordered(m.group("a"), m.group("b"), one_unknown=False)


@lru_cache(maxsize=512)
def _verdict_pair(text: str, _lexicons: tuple[str, float]) -> tuple[str, str] | None:
    """``verdict_pair``, once per text and version of the lexicons that tell the words' polarity
    (a grader's prompt is read again for every document it judges: five patterns' scans of up to
    8,000 characters each time)."""
    conditioned = _if_pair(text[:MAX_TEXT])
    if conditioned:
        return conditioned
    m = (PAIR_RE.search(text[:MAX_TEXT]) or _BARE_PAIR_RE.search(text[:MAX_TEXT])
         or _ASKED_YES_NO_RE.search(text[:MAX_TEXT]) or _QUOTED_PAIR_RE.search(text[:MAX_TEXT])
         or _CUE.lower_pair.search(text[:MAX_TEXT]))
    if not m or m.group("a").lower() == m.group("b").lower():
        return None
    return _ordered(m.group("a"), m.group("b"), one_unknown=True)


def _ordered(a: str, b: str, one_unknown: bool) -> tuple[str, str] | None:
    """Two verdict words, positive first, by their polarity; ``None`` when it does not tell them apart.
    ``one_unknown``: "ON-TOPIC or OFF-TOPIC", one value a negative word and the other none of the
    lexicon's, is a pair too, its opposite (issue 26, the twenty-eighth set's W9)."""
    pa, pb = _polarity(a, b), _polarity(b, a)
    if pa == "positive" and pb == "negative":
        return a, b
    if pa == "negative" and pb == "positive":
        return b, a
    if one_unknown and pa == "unknown" and pb == "negative":
        return a, b
    if one_unknown and pa == "negative" and pb == "unknown":
        return b, a
    return None


# "Is the question answerable from the passage? yes or no.": a lower-case yes / no pair right after a
# question, ending its line (issue 26, the twenty-eighth set's W9)
_ASKED_YES_NO_RE = re.compile(r"(?<=\?)[ \t]*(?P<a>(?i:yes|no))[ \t]*(?:\b(?i:or)\b|/)[ \t]*(?P<b>(?i:yes|no))"
                              r"[ \t]*[.!?]?[ \t]*$", re.MULTILINE)


def letter_polarity(option: str) -> str | None:
    """What a one-letter option stands for ("Y" / "T": positive, "N" / "F": negative, "A": unknown;
    lexicons option_letter_positive / _negative); ``None`` for an option that is no single letter."""
    low = option.strip().lower()
    if len(low) != 1 or not (low.isascii() and low.isalpha()):
        return None
    return ("positive" if low in lexicon("option_letter_positive") else
            "negative" if low in lexicon("option_letter_negative") else "unknown")


def _polarity(word: str, other: str) -> str:
    low = word.lower()
    lettered = letter_polarity(low)
    if lettered is not None:
        return lettered
    parts = set(re.split(r"[\s_-]+", low))
    if parts & lexicon("option_negative"):
        return "negative"
    if parts & lexicon("option_positive"):
        return "positive"
    if low[:1] in _HAN_NEGATION and low[1:] and (low[1:] == other.lower() or other.lower().endswith(low[1:])):
        return "negative"  # 不相关 for 相关
    if other[:1] in _HAN_NEGATION and other[1:].lower() == low:
        return "positive"
    bare = _NEGATED_RE.sub("", low)
    if bare != low and bare == other.lower().replace("-", "_"):
        return "negative"  # NOT_OK for OK, MISFIT for FIT(S)
    if bare != low and bare and other.lower().startswith(bare):
        return "negative"  # MISFIT for FITS
    other_bare = _NEGATED_RE.sub("", other.lower())
    if other_bare != other.lower() and (other_bare == low or low.startswith(other_bare)):
        return "positive"
    return "unknown"
