"""Grading an answer against a reference answer (issue 26): "Say PASS if the answer matches the
reference, otherwise FAIL.\\nQuestion: ...\\nReference: ...\\nAnswer: ...".

- ``sections(text)``: the prompt's labelled parts read into roles (question, reference, answer,
  context), in any order: "Label: value" lines (the value runs to the next label), also after a
  sentence on the same line, and XML-ish tags (``<gold>...</gold>``); the labels are data
  (``data/sim/reference_grading.yaml``), each read whole ("Reference document:" is no reference).
- ``verdict_words(instructions)``: the reply's pair of values the instruction offers (PASS / FAIL,
  CORRECT / INCORRECT, yes / no, 1 / 0, MATCH / MISMATCH, ...), written as it writes them, or a
  numeric scale ("from 0 to 10").
- ``compare(question, reference, answer)``: the reference's key values (a yes / no polarity,
  dates, times, numbers with their units, names, else its content words), those the question
  already states left out, looked for in the answer: a value the answer gives otherwise (another
  date, number of the same unit, another name, the other polarity) fails it; every key value
  found (other words and extra facts allowed) passes it; some found and others missing (one of
  two people the reference names) is "partial": the instruction's middle value when it offers
  one ("CORRECT, PARTIAL or INCORRECT"), else a stated limit; anything else (a value in another unit,
  a key value neither found nor contradicted) cannot be judged: ``None``, and the caller states a
  limit and gives the negative value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.calendar_dates import date_value
from course_lib.sim.words.cues import read
from course_lib.sim.words.first_matches import FirstMatches
from course_lib.sim.words.quantities import figures, with_all_digits
from course_lib.sim.words.text import content_terms, stem

DATA = "reference_grading.yaml"
MAX_TEXT = 20000  # characters of a prompt read for sections
MAX_SECTION = 4000  # characters of one section compared


@dataclass(frozen=True)
class Grader:
    """A reference-grading request: its roles' texts and the values its reply is written in."""

    question: str
    reference: str
    answer: str
    positive: str
    negative: str
    scale: tuple[float, float] | None = None
    json_key: str | None = None  # the reply is JSON: the verdict under this key
    partial: str | None = None  # the middle value the instruction offers ("PARTIAL"), if any


@lru_cache(maxsize=4)
def _data(_version: int = 0):
    data = read(DATA)
    roles = data.get("roles")
    verdicts = data.get("verdicts")
    if not isinstance(roles, dict) or not isinstance(verdicts, list):
        raise ValueError(f"{DATA}: 'roles' (role: [labels]) and 'verdicts' ([positive, negative] pairs) are required")
    label_role: dict[str, str] = {}
    for role, labels in roles.items():
        for label in labels:
            label_role[_norm(str(label))] = role
    words = "|".join(sorted((re.escape(w).replace(r"\ ", r"[\s_-]+") for w in label_role), key=len, reverse=True))
    line = re.compile(
        rf"(?:^|(?<=[.!?])[ \t]+)[ \t]*(?:[-*#]+[ \t]*)?(?:\*\*|__)?(?:the[ \t]+)?(?P<label>{words})(?:'s)?"
        rf"(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*",
        re.IGNORECASE | re.MULTILINE,
    )
    tag = re.compile(rf"<(?P<label>{words})>(?P<body>.*?)</(?P=label)>", re.IGNORECASE | re.DOTALL)
    pairs = tuple((str(p), str(n)) for p, n in verdicts)
    return label_role, line, tag, pairs, re.compile(str(data.get("asks", r"$^")), re.IGNORECASE)


def _norm(label: str) -> str:
    label = re.sub(r"[\s_-]+", " ", label.lower()).strip()
    label = re.sub(r"^the ", "", label)
    return re.sub(r"'s\b", "", label)


def sections(text: str) -> dict[str, str]:
    """Each role's text in ``text`` (the first of each role; a tag before a label line)."""
    label_role, line, tag, _pairs, _asks = _data()
    text = text[:MAX_TEXT]
    out: dict[str, str] = {}
    for m in tag.finditer(text):
        role = label_role.get(_norm(m.group("label")))
        if role and m.group("body").strip():
            out.setdefault(role, m.group("body").strip()[:MAX_SECTION])
    marks = [(m.start(), m.end(), label_role.get(_norm(m.group("label")))) for m in line.finditer(text)]
    for i, (_start, end, role) in enumerate(marks):
        stop = marks[i + 1][0] if i + 1 < len(marks) else end + closing_instruction(text[end:])
        value = text[end:stop].strip()
        if role and value:
            out.setdefault(role, value[:MAX_SECTION])
    return out


def instruction_text(text: str) -> str:
    """``text`` with its labelled sections' values cut out (what the prompt asks, not what it grades)."""
    label_role, line, tag, _pairs, _asks = _data()
    text = tag.sub(" ", text[:MAX_TEXT])
    marks = list(line.finditer(text))
    if not marks:
        return text
    parts, pos = [], 0
    for i, m in enumerate(marks):
        parts.append(text[pos:m.start()])
        stop = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[m.end():stop]
        # a value runs to the next label; an instruction after the last one, on a line of its own
        # after a blank line ("...\n\nReply with PASS or FAIL."), is the prompt's again
        tail = re.split(r"\n\s*\n", body, maxsplit=1)
        pos = stop if len(tail) == 1 else stop - len(tail[1])
        if i + 1 == len(marks):  # "...\nReply PASS or FAIL only.": a closing line that offers the verdict
            pos = min(pos, m.end() + closing_instruction(body))
    parts.append(text[pos:])
    return " ".join(parts)


def closing_instruction(value: str) -> int:
    """Where the last labelled value of a prompt ends when a later line of it is the instruction
    ("one hundred degrees\nDoes it match? Reply PASS or FAIL only.", "366\nVerdict (RIGHT/WRONG):"):
    the start of the first line after the value's first that offers a verdict pair of the data with
    both words in capitals, or with the grading cue (``asks``); else ``len(value)`` (fix67d)."""
    *_, asks = _data()
    pos = value.find("\n", 1 if value[:1] == "\n" else 0)
    while pos != -1:
        line = value[pos + 1:].split("\n", 1)[0]
        words = verdict_words(line) if len(line) < 300 else None
        if words and (all(w.isupper() for w in words) or asks.search(line)):
            return pos + 1
        pos = value.find("\n", pos + 1)
    return len(value)


def verdict_words(instructions: str) -> tuple[str, str] | None:
    """The positive and negative values the instruction offers, as it writes them (a value of two
    words joined by a space, "_" or "-" alike: "NO_MATCH" is "no match")."""
    *_, pairs, _asks = _data()
    for pos, neg in pairs:
        p = re.search(rf"(?<![\w-]){re.escape(pos).replace(chr(92) + ' ', '[ _-]')}(?![\w-])", instructions,
                      re.IGNORECASE)
        n = re.search(rf"(?<![\w-]){re.escape(neg).replace(chr(92) + ' ', '[ _-]')}(?![\w-])", instructions,
                      re.IGNORECASE)
        if p and n:
            return p.group(0), n.group(0)
    return None


def partial_word(instructions: str, pair: tuple[str, str]) -> str | None:
    """The middle value the instruction offers beside its pair ("CORRECT, PARTIAL or INCORRECT"
    -> "PARTIAL"), as it writes it; ``None`` when it offers none."""
    taken = {w.lower() for w in pair}
    for word in read(DATA).get("partial") or ():
        spelled = re.escape(str(word)).replace(r"\ ", r"[\s_-]+")  # "partially correct", "PARTIALLY_CORRECT"
        m = re.search(rf"(?<![\w-]){spelled}(?![\w-])", instructions, re.IGNORECASE)
        if m and m.group(0).lower() not in taken:
            return m.group(0)
    return None


_SCALE_RE = re.compile(
    r"(?:from|between|scale (?:of|from)?|\b(?:rate|score|grade|mark)(?: it| the \w+)?)\s*(\d+(?:\.\d+)?)\s*"
    r"(?:to|and|-|–)\s*(\d+(?:\.\d+)?)", re.IGNORECASE
)


def _graded_roles(texts: list[str]) -> tuple[str, dict[str, str]] | None:
    """The messages' texts joined, and their labelled sections, when they give a reference and
    an answer to compare; ``None`` otherwise (most texts leave at the quick check)."""
    joined = "\n\n".join(t for t in texts if t)
    if not _QUICK.search(0, joined):  # (searched only when the text holds one of its words)
        return None
    roles = sections(joined)
    if not roles.get("reference") or not roles.get("answer"):
        return None
    return joined, roles


def grader(texts: list[str], json_mode: bool = False) -> Grader | None:
    """The reference-grading request in ``texts`` (the messages' texts, oldest first), or ``None``
    when they hold no reference and answer to compare, or offer no verdict values or scale.
    ``json_mode`` (or "JSON" in the instruction): the reply is JSON, under the key it names."""
    found = _graded_roles(texts)
    if found is None:
        return None
    joined, roles = found
    asked = instruction_text(joined)
    *_, asks = _data()
    if not asks.search(asked):
        return None
    key = None
    if json_mode or re.search(r"\bjson\b", asked, re.IGNORECASE):
        from course_lib.sim.task.tasks import json_keys

        key = (json_keys(asked) or ("score",))[0]
        asked = re.sub(rf"['\"`]{re.escape(key)}['\"`]", " ", asked)  # the key's name is no verdict word
    scale = _SCALE_RE.search(asked)
    if scale and float(scale.group(2)) > float(scale.group(1)):
        low, high = float(scale.group(1)), float(scale.group(2))
        return Grader(roles.get("question", ""), roles["reference"], roles["answer"], _num(high), _num(low),
                      (low, high), key)
    words = verdict_words(asked)
    if words is None:
        return None
    glossed = _glossed_values(asked, words)
    if glossed is not None:  # "A = wrong, B = partly right, C = right. Letter only.": the letters
        return Grader(roles.get("question", ""), roles["reference"], roles["answer"], glossed[0], glossed[1], None,
                      key, glossed[2])
    return Grader(roles.get("question", ""), roles["reference"], roles["answer"], words[0], words[1], None, key,
                  partial_word(asked, words))


def _glossed_values(asked: str, words: tuple[str, str]) -> tuple[str, str, str | None] | None:
    """(positive, negative, middle) values of a glossed letter or digit scale whose glosses hold
    the verdict words ("A = wrong, B = partly right, C = right": C, A, B), else ``None``: the
    reply is one of the scale's values, never a gloss's word."""
    from course_lib.sim.values.scale_glosses import digit_scale, letter_scale

    scale = letter_scale(asked) or digit_scale(asked)
    if not scale:
        return None
    pos, neg = (re.compile(rf"(?<![\w-]){re.escape(w)}(?![\w-])", re.IGNORECASE) for w in words)
    sides: dict[str, list[str]] = {"positive": [], "negative": [], "middle": []}
    for value, gloss in scale:
        if partial_word(gloss, words):
            sides["middle"].append(value)
        elif neg.search(gloss) or (pos.search(gloss) and re.search(r"\bnot\b", gloss, re.IGNORECASE)):
            sides["negative"].append(value)
        elif pos.search(gloss):
            sides["positive"].append(value)
    if len(sides["positive"]) != 1 or len(sides["negative"]) != 1 or len(sides["middle"]) > 1:
        return None
    return sides["positive"][0], sides["negative"][0], (sides["middle"] or [None])[0]


def _num(x: float) -> str:
    return str(int(x)) if x == int(x) else str(x)


# a cheap first look: a reference-like label or tag anywhere (most requests have none)
_QUICK_RE = re.compile(
    r"(?:reference|ground[\s_-]*truth|expected|gold|correct answer|true answer|target|\bkey|model answer|"
    r"ideal answer|right answer|solution)[^\n:<>]{0,20}(?:[:：]|>)",
    re.IGNORECASE,
)
# (the quick check searched only in a text that holds one of the words its matches need: most
# prompts hold none, and its alternatives were tried at every position of a grader's whole prompt)
_QUICK = FirstMatches([_QUICK_RE])


# --- comparing the answer with the reference ------------------------------------------------

_YES_RE = re.compile(r"^\W*(?:yes|yeah|yep|correct|true|indeed|sure)\b", re.IGNORECASE)
_NO_RE = re.compile(r"^\W*(?:no|nope|false|incorrect)\b", re.IGNORECASE)
_NEGATION_RE = re.compile(r"\b(?:not|no|never|cannot|can't|won't|isn't|aren't|doesn't|don't|didn't|wasn't|"
                          r"nor|neither|none|nothing|without|prohibited|forbidden)\b|n't\b", re.IGNORECASE)
_TIME_RE = re.compile(r"\b(\d{1,2})[:.](\d{2})\s*(a\.?m\.?|p\.?m\.?)?(?![\d])", re.IGNORECASE)
_NAME_WORD_RE = re.compile(r"\b[A-ZÀ-Þ][\w'’-]*[a-zà-ÿ][\w'’-]*\b|\b[A-Z]{2,}\b")
_UNIT_AFTER_RE = r"(?<![\w.]){n}(?:\.0+)?\s*(?:°\s*)?(?P<unit>[^\W\d_][\w/]*)?"
_REFUSAL_RE = re.compile(r"\b(?:i don'?t know|i do not know|cannot answer|can't answer|no answer|not sure|unknown)\b",
                         re.IGNORECASE)
_UNIT_SAME = {"c": "celsius", "°c": "celsius", "degrees": "degree", "f": "fahrenheit", "kg": "kilogram",
              "kilos": "kilogram", "kilo": "kilogram", "kilograms": "kilogram", "g": "gram", "grams": "gram",
              "km": "kilometre", "kilometers": "kilometre", "kilometres": "kilometre", "kilometer": "kilometre",
              "m": "metre", "metres": "metre", "meters": "metre", "meter": "metre", "cm": "centimetre",
              "mm": "millimetre", "l": "litre", "litres": "litre", "liters": "litre", "liter": "litre",
              "ml": "millilitre", "h": "hour", "hrs": "hour", "hr": "hour", "hours": "hour", "min": "minute",
              "mins": "minute", "minutes": "minute", "s": "second", "secs": "second", "seconds": "second",
              "days": "day", "weeks": "week", "months": "month", "years": "year", "yrs": "year",
              "lbs": "pound", "lb": "pound", "pounds": "pound", "%": "percent", "per": "percent",
              "eur": "euro", "euros": "euro", "€": "euro", "usd": "dollar", "dollars": "dollar", "$": "dollar"}


def one_duration(text: str) -> float | None:
    """The one length of time ``text`` writes, in minutes: one duration or one compound of them
    written together ("1 h 15 min", "2 hours 30 minutes", "2 hours and 30 minutes"; the durations
    pattern of ``item_durations``); ``None`` for none, or two apart ("20 min then 2 h")."""
    from course_lib.sim.values.item_durations import durations

    found = durations(text[:MAX_SECTION])
    if not found:
        return None
    for (_, end, _), (start, _, _) in zip(found, found[1:], strict=False):
        if not re.fullmatch(r"\s*(?:,|and)?\s*", text[end:start]):
            return None
    return sum(length for _, _, length in found)


def _same_amount(n: str, units: set[str], x: str, other: set[str]) -> bool | None:
    """Is ``n`` of ``units`` the amount ``x`` of ``other`` units (pint converts one to the other:
    "24 months" and "2 years")? ``None`` when either has no unit, they share one, or pint knows
    no conversion."""
    if not units or not other or units & other:
        return None
    from course_lib.sim.words.units import registry

    ureg = registry()
    for u in sorted(units):
        for v in sorted(other):
            try:
                amount = ureg.Quantity(float(n), u).to(v).magnitude
            except Exception:  # pint's errors are of many kinds: no conversion known
                continue
            return abs(amount - float(x)) <= 0.05 * max(abs(amount), 1e-9)  # "about 3 miles" for 5 km
    return None


def _is_unit(word: str) -> bool:
    low = word.lower()
    return low in _UNIT_SAME or low in _UNIT_SAME.values() or low in ("kelvin", "celsius", "fahrenheit")


def _polarity(text: str) -> str | None:
    if _YES_RE.match(text):
        return "yes"
    if _NO_RE.match(text):
        return "no"
    return None


def _times(text: str) -> set[str]:
    out = set()
    for m in _TIME_RE.finditer(text):
        hour, minute, half = int(m.group(1)), m.group(2), (m.group(3) or "").lower().replace(".", "")
        if half == "pm" and hour < 12:
            hour += 12
        if half == "am" and hour == 12:
            hour = 0
        out.add(f"{hour:02d}:{minute}")
    return out


# "degrees Celsius", "°C", "° F": the scale is the unit
_DEGREES_RE = re.compile(r"\s*\b(?:degrees?|deg)\s+(celsius|centigrade|fahrenheit|kelvin)\b|\s*°\s*([CF])\b", re.IGNORECASE)
_SCALE_LETTER = {"c": "celsius", "f": "fahrenheit", "centigrade": "celsius"}


def _units(text: str, number: str) -> set[str]:
    """The unit words after ``number`` in ``text`` (normalised; "" for a bare number)."""
    out = set()
    digits = re.sub(r"(?<=\d),(?=\d{3})", "", text)
    digits = _DEGREES_RE.sub(lambda m: " " + (m.group(1) or m.group(2)).lower(), digits)
    written = rf"0?{re.escape(number)}" if number.startswith(".") else re.escape(number)  # ".7" is "0.7"
    for m in re.finditer(_UNIT_AFTER_RE.format(n=written), digits):
        unit = (m.group("unit") or "").lower()
        if unit in ("of", "and", "or", "in", "on", "at", "to", "the", "a", "from", "by", "for", "is", "are"):
            unit = ""
        unit = _SCALE_LETTER.get(unit, unit)
        out.add(_UNIT_SAME.get(unit, unit))
    return out or {""}


def _strip_times_dates(text: str) -> str:
    text = _TIME_RE.sub(" ", text)
    return re.sub(r"\b\d{4}-\d{1,2}-\d{1,2}\b", " ", text)


@dataclass(frozen=True)
class Comparison:
    verdict: str | None  # "pass", "fail", "partial" (some key values stated, others missing) or None
    why: str


def compare(question: str, reference: str, answer: str) -> Comparison:
    """The answer judged against the reference on their key values (see the module docstring)."""
    if _REFUSAL_RE.search(answer) and not _REFUSAL_RE.search(reference):
        return Comparison("fail", "the answer gives no answer where the reference gives one")
    found: list[str] = []
    missing: list[str] = []
    # a yes / no reference: the answer's polarity decides (its reasons may be worded otherwise)
    ref_pol = _polarity(reference)
    if ref_pol:
        ans_pol = _polarity(answer)
        if ans_pol is None:
            ans_pol = "no" if _NEGATION_RE.search(answer) else None
        if ans_pol and ans_pol != ref_pol:
            return Comparison("fail", f"the reference says {ref_pol!r}, the answer {ans_pol!r}")
        if ans_pol == ref_pol:
            return Comparison("pass", f"the answer says {ans_pol!r}, as the reference does")
        missing.append(ref_pol)
    # dates
    ref_date, ans_date = date_value(reference), date_value(answer)
    if ref_date and ref_date != date_value(question):
        if ans_date == ref_date:
            found.append(ref_date)
        elif ans_date:
            return Comparison("fail", f"the answer's date {ans_date} is not the reference's {ref_date}")
        else:
            missing.append(ref_date)
    # times of day
    ref_times, ans_times = _times(reference) - _times(question), _times(answer)
    for t in sorted(ref_times):
        if t in ans_times:
            found.append(t)
        elif ans_times - _times(question):
            return Comparison("fail", f"the answer's time {sorted(ans_times)[0]} is not the reference's {t}")
        else:
            missing.append(t)
    # a length written in other units ("1 h 15 min" and "75 minutes"): compared in minutes
    ref_length, ans_length = one_duration(with_all_digits(reference)), one_duration(with_all_digits(answer))
    if ref_length is not None and ans_length is not None and one_duration(with_all_digits(question)) is None:
        if abs(ref_length - ans_length) < 0.5:
            return Comparison("pass", f"the answer's length is the reference's, {_num(ref_length)} minutes")
        return Comparison("fail", f"the answer's length, {_num(ans_length)} minutes, is not the reference's, "
                                  f"{_num(ref_length)} minutes")
    # numbers, with their units
    # ("two years" and "2 years" alike)
    plain_ref, plain_ans = (with_all_digits(_strip_times_dates(t)) for t in (reference, answer))
    if ref_date:
        plain_ref = re.sub(r"\b\d{1,2}(?:st|nd|rd|th)?\b|\b\d{4}\b", " ", plain_ref) if date_value(plain_ref) else plain_ref
    if ans_date:
        plain_ans = re.sub(r"\b\d{1,2}(?:st|nd|rd|th)?\b|\b\d{4}\b", " ", plain_ans) if date_value(plain_ans) else plain_ans
    asked = figures(question)
    ref_nums = figures(plain_ref) - asked
    ans_nums = figures(plain_ans) - asked
    for n in sorted(ref_nums):
        if n in ans_nums:
            found.append(n)
            continue
        ref_units = _units(plain_ref, n) - {""}
        converted = [(x, _same_amount(n, ref_units, x, _units(plain_ans, x) - {""})) for x in ans_nums]
        if any(same for _x, same in converted):
            found.append(n)  # "24 months" for "two years"
            continue
        clash = [x for x, same in converted
                 if same is False or (same is None and (not ref_units or (_units(plain_ans, x) & ref_units)))]
        if clash:
            return Comparison("fail", f"the answer gives {sorted(clash)[0]} where the reference gives {n}")
        missing.append(n)
    # names: capitalised words of the reference the question does not state
    q_words = {w.lower() for w in re.findall(r"\w+", question)}
    a_words = {w.lower() for w in re.findall(r"\w+", answer)}
    ref_names = [w for w in _NAME_WORD_RE.findall(reference)
                 if w.lower() not in q_words and w.lower() not in _COMMON and not _is_unit(w)]
    if ref_names:
        hit = [w for w in ref_names if w.lower() in a_words]
        if hit:
            found.extend(hit)
            # "Mei and Tomas" are two names, "Ada Lovelace" one: a name (a run of capitalised
            # words) the answer holds no word of is missing
            missed = [run for run in _name_runs(reference, ref_names) if not any(w in hit for w in run)]
            missing.extend(w for run in missed for w in run)
        else:
            others = [w for w in _NAME_WORD_RE.findall(answer)[1:] + _NAME_WORD_RE.findall(answer)[:1]
                      if w.lower() not in q_words and w.lower() not in _COMMON and not _is_unit(w) and w.lower() not in
                      {x.lower() for x in ref_names}]
            if others:
                return Comparison("fail", f"the answer names {others[0]!r} where the reference names {ref_names[0]!r}")
            missing.extend(ref_names)
    if not found and not missing:
        # no value, date or name: the reference's content words (stems), all in the answer
        terms = [stem(t) for t in content_terms(reference) if t not in q_words]
        have = {stem(t) for t in content_terms(answer)}
        if terms and all(t in have for t in terms):
            return Comparison("pass", "the answer states every content word of the reference")
        return Comparison(None, "the reference holds no value, date or name it can compare, and its words are not all in the answer")
    if missing:
        names_missed = any(w in ref_names for w in missing)
        core = _asked_core(question, found, ref_names, ref_date, ref_times, ref_nums, names_missed)
        if core:  # "Who wrote it?": the name is there; the reference's year is a detail it adds
            return Comparison("pass", f"the answer states what the question asks, {core}, as the reference "
                                      "does, and contradicts nothing of it")
        if found:
            return Comparison("partial", f"the answer states the reference's {', '.join(found[:3])} but not its "
                                         f"{', '.join(missing[:3])}")
        return Comparison(None, f"the answer neither states nor contradicts the reference's {', '.join(missing[:3])}")
    return Comparison("pass", f"the answer states the reference's {', '.join(found[:4])}")


def _name_runs(reference: str, ref_names: list[str]) -> list[list[str]]:
    """The reference's names as runs of adjacent capitalised words ("Ada Lovelace", "Mei"), of
    the name words ``ref_names`` only."""
    runs: list[list[str]] = []
    last_end = -2
    for m in _NAME_WORD_RE.finditer(reference[:MAX_SECTION]):
        if m.group(0) not in ref_names:
            last_end = -2
            continue
        if runs and re.fullmatch(r"[ \t]+", reference[last_end:m.start()] or "x"):
            runs[-1].append(m.group(0))
        else:
            runs.append([m.group(0)])
        last_end = m.end()
    return runs


def _asked_core(question: str, found: list[str], names: list[str], date: str | None, times: set[str],
                numbers: set[str], names_missed: bool = False) -> str | None:
    """The reference's value of the kind the question asks for, when the answer states it: a
    name for "who" (every name the reference gives), a date or time for "when", a figure for
    "how many / how much" (``None`` otherwise, and when the question asks no such kind)."""
    from course_lib.sim.words.answer_types import asks_who
    from course_lib.sim.words.quantities import asked_type

    if asks_who(question):
        hit = [] if names_missed else [n for n in names if n in found]
    else:
        kind = asked_type(question)
        if kind is None:
            return None
        if kind[0] in ("when", "date", "time"):
            hit = [x for x in [date, *sorted(times)] if x and x in found]
        else:
            hit = [n for n in sorted(numbers) if n in found]
    return ", ".join(hit[:3]) if hit else None


# capitalised words that name nothing (sentence openers, pronouns, verdict words)
_COMMON = frozenset(
    """the a an it its it's this that these those there they he she we you i yes no not true false
    correct incorrect pass fail in on at by for of to from with and or but is was are were be
    sir mr mrs ms dr st mount lake river saint""".split()
)


def reply(g: Grader, answer_text: str | None = None) -> tuple[str, str | None]:
    """(the reply's value, the comparison's verdict) for the grader ``g``; a limit is stated when
    the comparison cannot tell (and the negative value given)."""
    c = compare(g.question, g.reference, g.answer if answer_text is None else answer_text)
    explain.rule("an answer graded against the reference on its key values", verdict=c.verdict, why=c.why)
    if c.verdict == "pass":
        return g.positive, c.verdict
    if c.verdict == "partial" and g.partial:  # "CORRECT, PARTIAL or INCORRECT": the middle value
        return g.partial, c.verdict
    if c.verdict in (None, "partial"):
        limits.state(
            "tell whether the answer agrees with the reference",
            c.why,
            "compare their meanings",
            kind="reading",
        )
    return g.negative, c.verdict


# --- a grade schema (``with_structured_output``) ---------------------------------------------


def structured(parameters: dict, texts: list[str]) -> dict | None:
    """The object for a grade schema over a reference-grading request: its one verdict field
    (a ``bool``, or an enum / ``Literal`` of a positive and a negative value) set from the
    comparison, its text fields ("reason", "explanation") the comparison's reason; ``None`` when
    the schema has no such field, or other fields, or the messages hold no reference and answer."""
    from course_lib.sim.words.cues import lexicon

    props = parameters.get("properties") or {}
    if not props or len(props) > 3:
        return None
    found = _graded_roles(texts)
    if found is None:
        return None
    joined, roles = found
    verdict_key, values, texts_keys = None, None, []
    for key, field in props.items():
        f = _plain(field)
        if f.get("type") == "boolean" and verdict_key is None:
            verdict_key, values = key, (True, False)
        elif f.get("enum") and verdict_key is None:
            pos = [v for v in f["enum"] if str(v).lower() in lexicon("option_positive")]
            neg = [v for v in f["enum"] if str(v).lower() in lexicon("option_negative")]
            if len(pos) != 1 or len(neg) != 1:
                return None
            verdict_key, values = key, (pos[0], neg[0])
        elif f.get("type") == "string" and not f.get("enum"):
            texts_keys.append(key)
        else:
            return None
    if verdict_key is None:
        return None
    described = " ".join(
        [str(parameters.get("description", "")), str(parameters.get("title", "")), verdict_key]
        + [str(_plain(f).get("description", "")) for f in props.values()]
    )
    *_, asks = _data()
    if not asks.search(re.sub(r"_", " ", described)) and not asks.search(instruction_text(joined)):
        return None
    g = Grader(roles.get("question", ""), roles["reference"], roles["answer"], values[0], values[1])
    c = compare(g.question, g.reference, g.answer)
    explain.task("grade_reference")
    explain.rule("an answer graded against the reference on its key values", verdict=c.verdict, why=c.why)
    if c.verdict in (None, "partial"):  # a bool or a pair has no middle value: the negative, and a limit
        limits.state("tell whether the answer agrees with the reference", c.why, "compare their meanings",
                     kind="reading")
    out = {verdict_key: values[0] if c.verdict == "pass" else values[1]}
    for key in texts_keys:
        out[key] = c.why[:1].upper() + c.why[1:] + "."
    return out


def _plain(field: dict) -> dict:
    """A field's schema with an ``Optional``'s ``anyOf`` [X, null] read as X."""
    options = field.get("anyOf")
    if isinstance(options, list):
        kept = [o for o in options if o.get("type") != "null"]
        if len(kept) == 1:
            return {**field, **kept[0]}
    return field
