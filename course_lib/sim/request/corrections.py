"""A user's correction of what they said before: "no, I meant Bruges, not Ghent", "sorry, I
meant 7713", "actually, the sea bass", and the same in Chinese, Spanish, German and French
("不对，我是说CA982", "perdón, quise decir IB3167") (issue 26; the threads of notebook 02's
follow-ups).

``correction(turn)`` reads one: the value meant and, when the turn names it, the value it
replaces; ``cued_value(turn)`` reads a correction that names no value it replaces ("sorry, I
misread: it's 7:45"): its one typed value, which replaces the earlier fact's value of the same
kind. Conversation memory (``conversation.stated_facts``) puts the meant value in place of
the replaced one (else of the fact stated last); a grounded follow-up that only corrects
(``corrected_question``) asks the previous question again about the meant thing. The cue
patterns are data (``data/sim/patterns.yaml``, section ``corrections``).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.number_words import alternation
from course_lib.sim.words.text import COMMON_HAN_RE, STOP_WORDS

_CUE = patterns("corrections")  # its cue patterns: data/sim/patterns.yaml
_MAX_WORDS = 5  # a meant value is a short phrase; "I meant to ask about pricing" is no correction
_MAX_HAN = 8  # the same for Chinese, in characters


def correction(turn: str) -> tuple[str, str | None] | None:
    """``(meant, replaced)`` of a correcting turn, ``replaced`` ``None`` when the turn does not
    name it; ``None`` for a turn that corrects nothing."""
    # the cue patterns tried in turn: English, Chinese, Spanish, German, French
    meant_patterns = (_CUE.meant, _CUE.meant_zh, _CUE.meant_es, _CUE.meant_de, _CUE.meant_fr)
    m = next((found for pattern in meant_patterns if (found := pattern.search(turn))), None)
    if not m:
        return swapped(turn)
    meant = m.group("meant").strip(" \"'“”‘’")
    replaced = (m.group("not") or "").strip(" \"'“”‘’") or None
    if not meant or len(meant.split()) > _MAX_WORDS or _CUE.not_a_value.match(meant):
        return None
    if COMMON_HAN_RE.search(meant) and len(meant) > _MAX_HAN:  # "其实我想问的是价格怎么算": a question, no value
        return None
    return meant, replaced


# "room 21, not 12" anywhere in a turn: a value with a digit, then "not" and the value it replaces
# ("half 11 not 10": the new value is "half 11", half past eleven, never "11")
SWAP_RE = re.compile(r"(?P<new>(?:(?:half|quarter)\s+(?:past\s+|to\s+)?)?[\w:.-]*\d[\w:.-]*)\s*,?\s+not\s+"
                     r"(?P<old>[\w:.-]*\d[\w:.-]*)", re.IGNORECASE)
# a turn that is nothing but the swap: "13, not 12.", "Thursday, not Tuesday!", "not 12 but 13"
_BARE_SWAP_RES = (
    re.compile(r"^\W*(?P<new>[^\s,;.!?]+(?:\s+[^\s,;.!?]+)?)\s*,?\s+not\s+(?P<old>[^\s,;.!?]+(?:\s+[^\s,;.!?]+)?)"
               r"\s*[.!]*\s*$", re.IGNORECASE),
    re.compile(r"^\W*not\s+(?P<old>[^\s,;.!?]+(?:\s+(?!but\b)[^\s,;.!?]+)?)\s*[,;]?\s*(?:but\s+)?(?P<new>[^\s,;.!?]+"
               r"(?:\s+[^\s,;.!?]+)?)\s*[.!]*\s*$", re.IGNORECASE),
)


def swapped(turn: str) -> tuple[str, str] | None:
    """``(meant, replaced)`` of a turn that is only "<value>, not <old value>" ("13, not 12.",
    "Thursday, not Tuesday.", "not 4B but 4D"): the form itself is the correction, with no cue
    and no subject. Both values must be of one kind (numbers, times, weekdays, ids of one
    shape...), so "Now, not later." or "Tea, not coffee." corrects nothing."""
    if len(turn) > _MAX_TURN or "?" in turn:
        return None
    m = next((found for pattern in _BARE_SWAP_RES if (found := pattern.match(turn.strip()))), None)
    if not m:
        return None
    new, old = m.group("new").strip(), m.group("old").strip()
    kind_old = value_kind(old)
    headed = headed_value(new)  # "four kids, not three": the count, its noun left out of the old one
    if headed and headed[1] != new and kind_old == headed[0]:
        return headed[1], old
    kind_new = value_kind(new)
    if kind_new is None and (tailed := tailed_value(new)) and tailed[0] == kind_old:
        return new, old  # "BA 278, not 287": the whole code meant, the old one named by its figure
    return (new, old) if kind_new and kind_new == kind_old else None


def headed_value(phrase: str) -> tuple[str, str] | None:
    """``(kind, value)`` of a phrase that is one typed value, alone or followed by up to two plain
    words naming what it counts ("four kids", "5 bedrooms", "7:45 train"): the value is the
    phrase's kind; ``None`` for anything else."""
    kind = value_kind(phrase)
    if kind is not None:
        return kind, phrase.strip()
    words = phrase.split()
    for cut in (1, 2):
        if len(words) > cut and all(re.fullmatch(r"[A-Za-z][a-z'-]*", w) for w in words[-cut:]):
            head = " ".join(words[:-cut])
            kind = value_kind(head)
            if kind is not None and not kind.startswith("shape:"):
                return kind, head
    return None


_CODE_HEAD_RE = re.compile(r"[A-Z][A-Z0-9-]{0,4}|[A-Za-z][a-z]{1,11}")  # "BA", "LH", "flat", "room", "gate"


def tailed_value(phrase: str) -> tuple[str, str, str] | None:
    """``(kind, head, tail)`` of a phrase that is one or two short code words and then one typed
    value ("BA 278", "flat 14B", "Gate B 12"): ``tail`` is the value, of ``kind``, and ``head``
    the words before it; ``None`` for anything else (a bare value, a longer phrase). A
    correction "BA 278, not 287" names the old value by its figure alone."""
    words = phrase.split()
    for cut in (1, 2):
        if len(words) == cut + 1 and all(_CODE_HEAD_RE.fullmatch(w) and w.lower() not in STOP_WORDS
                                         for w in words[:cut]):
            kind = value_kind(words[-1])
            if kind is not None and value_kind(" ".join(words[:cut])) is None:
                return kind, " ".join(words[:cut]), words[-1]
    return None


def put_in_place(text: str, meant: str, replaced: str) -> str | None:
    """``text`` with its first ``replaced`` (a whole word) written as ``meant``; when ``meant`` is a
    code written whole ("BA 278", ``tailed_value``) and ``text`` has its head, or another code's
    capitals, right before the replaced figure ("BA 287", "QX 4410"), that head goes too, so the
    code is not written twice ("BA BA 278"). ``None`` when ``text`` does not hold ``replaced``."""
    found = re.search(rf"(?<!\w){re.escape(replaced)}(?!\w)", text, re.IGNORECASE)
    if found is None:
        return None
    start, before, tailed = found.start(), text[:found.start()], tailed_value(meant)
    if tailed and before.lower().endswith(tailed[1].lower() + " "):
        start -= len(tailed[1]) + 1
    elif tailed and tailed[1].isupper() and (code := re.search(r"(?<!\S)[A-Z]{1,4} $", before)):
        start = code.start()  # "QX 4410", then "KL 4401, not 4410": the code's letters too
    return text[:start] + meant + text[found.end():]


def value_kind(value: str) -> str | None:
    """The one kind of a value that is nothing else ("7:45" -> time, "12" -> number, "4B" ->
    ``shape:9A``); ``None`` for a phrase, or several values."""
    kinds = values_by_kind(value)
    if len(kinds) == 1 and kinds[0][1] == value.strip():
        return kinds[0][0]
    ids = ID_TOKEN_RE.findall(value)
    if len(ids) == 1 and ids[0] == value.strip():
        return "shape:" + shape(ids[0])
    return None


# the kinds of value a cued correction carries, tried in this order (a time before a number)
_VALUE_KINDS = (
    ("time", re.compile(r"(?<![\d.:])\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\b\.?)?(?![\d]|[.:]\d)|(?<![\d.:])\d{1,2}\s*[ap]\.?m\b\.?",
                        re.IGNORECASE)),
    # a bare hour after "at" ("The quiz starts at 8."): a clock time, unless a unit or a counted
    # noun follows ("at 8 degrees", "at 3 pounds")
    ("time", re.compile(r"(?<=\bat )(?:1[0-2]|[1-9])(?![\d:]|[.,]\d|\s*%|\s+(?:[a-z]+s|kg|km|mph|each|per)\b)",
                        re.IGNORECASE)),
    ("day", re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:today|tomorrow|tonight)\b|"
                       r"(?:周|星期|礼拜)[一二三四五六日天]", re.IGNORECASE)),
    ("month", re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
                         r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b",
                         re.IGNORECASE)),
    # a day of the month alone ("on the 9th", then "they've moved it to the 12th"): one kind,
    # whatever its digits' shape
    ("month_day", re.compile(r"(?<![\w-])(?:[12]?\d|3[01])(?:st|nd|rd|th)(?![\w-])", re.IGNORECASE)),
    ("money", re.compile(r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:euros?|dollars?|pounds?|USD|EUR|GBP)\b",
                         re.IGNORECASE)),
    ("number", re.compile(r"(?<![\w.,:])\d+(?:[.,]\d+)?(?!\w|[.,:]\d)")),
    # a count in words is a number too ("for six people", then "Sorry, eight."); "one" is left
    # out: it is a pronoun as often ("the one by the window", "no one")
    ("number", re.compile(rf"(?<![\w-])(?:{alternation(2, 50)})(?![\w-])",
                          re.IGNORECASE)),
)
_MAX_TURN = 300  # a correcting turn is short; a long message with a "sorry" is no correction


def values_by_kind(text: str) -> list[tuple[str, str]]:
    """``(kind, value)`` of the typed values a text holds (times, weekdays, dates, money,
    numbers, in digits or words), each span read once, by the first kind that reads it."""
    found: list[tuple[int, int, str, str]] = []
    for kind, pattern in _VALUE_KINDS:
        for m in pattern.finditer(text[:2000]):
            if not any(m.start() < end and start < m.end() for start, end, _, _ in found):
                found.append((m.start(), m.end(), kind, m.group(0).strip()))
    return [(kind, value) for _, _, kind, value in sorted(found)]


def in_form_of(value: str, old: str) -> str:
    """``value`` written as ``old`` is: a number word in digits when the value it replaces is
    in digits ("for 14 kids", then "sorry, sixteen" -> "16"), so the corrected statement reads
    as the original did; else ``value`` unchanged."""
    if not old[:1].isdigit() or value[:1].isdigit():
        return value
    from course_lib.sim.words.quantities import with_all_digits

    digits = with_all_digits(value)
    return digits if digits.isdigit() else value


# An id-like token: letters and digits mixed ("14C", "B-12"); its shape is its kind ("99A").
ID_TOKEN_RE = re.compile(r"(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]*(?![\w-])")


def shape(token: str) -> str:
    """A token's shape: each digit 9, each capital A, each small letter a ("14C" -> "99A")."""
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", token)))


def values_of_kind(text: str, kind: str) -> list[str]:
    """The values of ``kind`` (a value kind of ``values_by_kind``, or ``shape:<s>``: id-like
    tokens of that shape) that ``text`` holds."""
    if kind.startswith("shape:"):
        return [m.group(0) for m in ID_TOKEN_RE.finditer(text) if shape(m.group(0)) == kind[6:]]
    return [v for k, v in values_by_kind(text) if k == kind]


def cued_value(turn: str) -> tuple[str, str] | None:
    """``(kind, value)`` of a short turn that says something earlier was wrong and holds one
    typed value ("Sorry, I misread: it's 7:45." -> ``("time", "7:45")``), else one id-like token
    ("Sorry, 41C." -> ``("shape:99A", "41C")``); ``None`` for a turn
    with no such cue, a question, or none or several values."""
    if len(turn) > _MAX_TURN or "?" in turn or not _CUE.cue.search(turn):
        return None
    values = values_by_kind(turn) or [("shape:" + shape(t), t) for t in ID_TOKEN_RE.findall(turn)]
    return values[0] if len(values) == 1 else None  # "Sorry, 41C.": the one id of its shape


def moved_by_pronoun(turn: str) -> bool:
    """A turn that moves a thing named before by a pronoun and a change verb ("the salon moved it to
    Thursday", "they've pushed it back to 8:40", "把它改到周五": ``patterns.yaml``
    ``corrections.by_pronoun``): its value belongs to the fact stated last that holds one of its kind."""
    return bool(_CUE.by_pronoun.search(turn[:_MAX_TURN]))


_MAX_TAIL_WORDS = 6  # the tail after an in-text correction's cue: the value meant, a word or two
_TAIL_END_RE = re.compile(r"[.!?;,\n)]|\s[-\u2013\u2014]\s|[\u2013\u2014]")


def settled(text: str) -> str:
    """``text`` with the values it corrects itself put in place ("2 boxes of paper - actually make
    that 3" -> "3 boxes of paper"; "21 degrees, no wait, make it 19" -> "19 degrees"): after a
    clause break and a correcting cue (``patterns.yaml`` corrections.in_text), a short tail
    holding one typed value (``values_by_kind``) replaces the last value of that kind written
    before the cue (a bare number replaces a money value's figure), and the cue and its tail are
    dropped. A cue with no value after it, or none of its kind before it, changes nothing. A number
    written in words is read whole ("make it three thousand", "no, seven hundred and fifty": 3000,
    750; never "three" alone), from the text with its number phrases in digits."""
    from course_lib.sim.words.quantities import with_all_digits

    if not _CUE.in_text.search(text[:2000]):
        return text
    fixed = _settled(text)
    digits = with_all_digits(text)
    if digits == text:
        return fixed
    by_digits = _settled(digits)
    if by_digits == digits or with_all_digits(fixed) == by_digits:
        return fixed  # "eight lemons, actually ten": the words' own reading, in words
    return by_digits


def _settled(text: str) -> str:
    for _ in range(3):
        fixed = _settle_once(text)
        if fixed is None:
            return text
        text = fixed
    return text


def _settle_once(text: str) -> str | None:
    for cue in _CUE.in_text.finditer(text[:2000]):
        end = _TAIL_END_RE.search(text, cue.end())
        tail_end = end.start() if end else len(text)
        tail = text[cue.end():tail_end]
        if not tail.strip() or len(tail.split()) > _MAX_TAIL_WORDS:
            continue
        values = values_by_kind(tail)
        if len(values) != 1:
            continue
        kind, new = values[0]
        before = text[:cue.start()]
        kinds = (kind, "money") if kind == "number" else (kind,)
        spans = [(m.start(), m.end(), k) for k, pattern in _VALUE_KINDS if k in kinds for m in pattern.finditer(before)]
        spans = [s for s in spans if values_by_kind(before[s[0]:s[1]])[:1] in ([(s[2], before[s[0]:s[1]].strip())],)]
        if not spans:
            continue
        start, stop, old_kind = max(spans)
        old = before[start:stop]
        if old_kind == "money" and kind == "number":  # "£30 - no wait, 35": the figure only
            figure = re.search(r"\d[\d,]*(?:\.\d+)?", old)
            old_span = (start + figure.start(), start + figure.end())
        else:
            old_span = (start, stop)
        rest = text[tail_end:]
        if text[cue.start()] == "(" and rest.startswith(")"):  # "12 units (make that 15)": the aside whole
            rest = rest[1:]
            before = before.rstrip()
        return before[:old_span[0]] + in_form_of(new, old) + before[old_span[1]:] + rest
    return None


# The question's asking frame: "How much is", "Who owns", "When does".
_FRAME_RE = re.compile(
    r"^\W*((?:what|which|who|whom|when|where|why|how)(?:\s+(?:much|many|long|often|far|old))?"
    r"(?:\s+\w+)?\s+(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have)\b)",
    re.IGNORECASE,
)


def corrected_question(question: str, previous: str) -> str | None:
    """The previous question asked about what a correcting follow-up meant ("How much is the
    tiramisu?" then "No, I meant the sea bass." -> "How much is the sea bass?"); ``None`` when
    the follow-up is no correction or the previous question has no asking frame to reuse."""
    found = correction(question)
    if not found or not previous.strip():
        return None
    meant, _ = found
    frame = _FRAME_RE.match(previous)
    if not frame:
        return None
    return f"{frame.group(1)} {meant}?"


__all__ = ["ID_TOKEN_RE", "SWAP_RE", "correction", "put_in_place", "tailed_value", "corrected_question", "cued_value", "in_form_of", "settled", "shape", "swapped", "value_kind", "values_by_kind",
           "values_of_kind"]
