"""A question's everyday and shortened forms read as the words the documents write (issue 26).

"can i collect meds at 1.15 on a weds" over a pharmacy page that says "dispensary", "13:00-13:30"
and "Mon-Fri": "meds", "1.15" and "weds" meet nothing the matcher reads, so the question's
coverage is nil and the reply a bare "I don't know." while the page answers. ``written(question,
bodies)`` gives the question as the documents would write it, once, where the search question is
made (``request.reading``), so every reader and the matcher see the same words:

- a form of ``data/sim/everyday_forms.yaml`` ``words`` ("meds", "b4", "appt", "arvo") as the first
  of its words a document writes, when no document writes the form itself; a Chinese form
  (``zh_words``: 来水, 来电) as its word whenever a document writes that word (a notice writes
  来水 in its advice and 恢复供水 on the line that says when); a Chinese day name (``zh_days``:
  礼拜天, 周四) as the name of the same day a document writes;
- a Chinese date's day "X号" as "X日" when a document writes "X日" and no "X号" ("4月8号"; never
  "7号楼", a building: ``zh_number_nouns``);
- a lower-case English day form ("weds", "thurs"; "sat", "sun" only after a word that leads a
  day or before a part of the day: ``led_days``) as the day's name;
- a clock time a question writes in everyday forms ("at 1.15", "1:15pm", "quarter past one",
  "half 8", "13h15", "at 1315") as "HH:MM" ("til" as "until"; a bare hour, "until 7", is left to
  ``times_of_day``). A time without am / pm is read in the hours
  the documents write: an hour before their earliest clock hour, twelve hours on, inside their
  latest, is the afternoon's ("at 1.15" over a page of 08:30-18:30 is 13:15).

Each step is gated by a cheap test (a digit, a Han character, a lower-case day form); the
documents are read up to ``MAX_TEXT`` characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import cue_file_version, read
from course_lib.sim.words.text import HAN_RE

DATA = "everyday_forms.yaml"
MAX_TEXT = 50000  # characters of the documents read


@dataclass(frozen=True)
class Forms:
    words: dict[str, tuple[str, ...]]  # English form -> the words documents may write for it
    words_re: re.Pattern[str] | None
    always: dict[str, str]  # English form -> its word, whatever the documents write
    zh_words: dict[str, tuple[str, ...]]
    zh_days: tuple[tuple[str, ...], ...]
    days: dict[str, str]  # "weds" -> "Wednesday"
    days_re: re.Pattern[str] | None
    led_days_re: re.Pattern[str] | None
    hour_words: dict[str, int]
    clock_leads: str  # an alternation
    zh_number_nouns: str


def forms() -> Forms:
    return _forms(*cue_file_version(DATA))


def _alternation(items) -> str:
    return "|".join(re.escape(w) for w in sorted({str(i) for i in items}, key=len, reverse=True))


@lru_cache(maxsize=2)
def _forms(path: str, mtime: float) -> Forms:
    data = read(DATA)
    always = {str(k).lower(): str(v) for k, v in (data.get("always") or {}).items()}
    words = {str(k).lower(): tuple(str(w).lower() for w in v) for k, v in (data.get("words") or {}).items()}
    words.update({k: (v,) for k, v in always.items()})
    zh_words = {str(k): tuple(str(w) for w in v) for k, v in (data.get("zh_words") or {}).items()}
    zh_days = tuple(tuple(str(w) for w in group) for group in data.get("zh_days") or ())
    days = {str(k).lower(): str(v) for k, v in (data.get("days") or {}).items()}
    led = {str(k).lower(): str(v) for k, v in (data.get("led_days") or {}).items()}
    if not words or not days:
        raise ValueError(f"{path}: 'words' and 'days' must map each form to its words")
    leads = _alternation(data.get("day_leads") or ())
    parts = _alternation(data.get("day_parts") or ())
    hour_words = {str(w).lower(): i for i, w in enumerate(data.get("hour_words") or (), start=1)}
    return Forms(
        words,
        re.compile(rf"(?<![\w/-])(?:{_alternation(words)})(?![\w/-])") if words else None,
        always,
        zh_words,
        zh_days,
        {**days, **led},
        re.compile(rf"(?<![\w-])(?:{_alternation(days)})(?![\w-])") if days else None,
        re.compile(rf"(?P<lead>(?:\b|(?<=\d))(?:{leads}) )?(?<![\w-])(?P<day>{_alternation(led)})(?![\w-])"
                   rf"(?(lead)|(?= (?:{parts})\b|\s*[?!.]*\s*$))") if led and leads and parts else None,
        hour_words,
        _alternation(data.get("clock_leads") or ()),
        _alternation(data.get("zh_number_nouns") or ()),
    )


def same_word(form: str, word: str) -> bool:
    """``form`` and ``word`` (lower case) are one word as the table reads them: equal, or one a
    shortened form the other stands for ("bday" and "birthday", "appt" and "appointment")."""
    if form == word:
        return True
    table = forms().words
    return word in table.get(form, ()) or form in table.get(word, ())


def _writes(body_low: str, word: str) -> bool:
    """The documents (lower case) write ``word`` as a whole word (or with an ending: "collect" in
    "collecting", "tablet" in "tablets")."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?:s|es|ing|ed|ion)?(?![\w-])", body_low) is not None


def _english_words(question: str, body_low: str, f: Forms) -> str:
    if f.words_re is None:
        return question

    def swap(m: re.Match[str]) -> str:
        form = m.group(0)
        if form in f.always:
            return f.always[form]
        if _writes(body_low, form):
            return form
        return next((w for w in f.words[form] if _writes(body_low, w)), form)

    return f.words_re.sub(swap, question)


def _zh_words(question: str, body: str, f: Forms) -> str:
    for form, words in f.zh_words.items():
        if form in question:
            word = next((w for w in words if w in body and w not in question), None)
            if word is not None:
                question = question.replace(form, word)
    for group in f.zh_days:
        said = next((n for n in sorted(group, key=len, reverse=True) if n in question), None)
        if said is not None and said not in body:
            written = next((n for n in group if n in body), None)
            if written is not None:
                question = question.replace(said, written)
    return question


_ZH_DAY_NUMBER_RE = re.compile(r"(?<![\d.])(\d{1,2})号")


def _zh_dates(question: str, body: str, f: Forms) -> str:
    def swap(m: re.Match[str]) -> str:
        day = m.group(1)
        after = question[m.end():]
        if f.zh_number_nouns and re.match(f.zh_number_nouns, after):
            return m.group(0)
        nouns = f"(?!{f.zh_number_nouns})" if f.zh_number_nouns else ""
        if re.search(rf"(?<![\d.]){day}日", body) and not re.search(rf"(?<![\d.]){day}号{nouns}", body):
            return f"{day}日"
        return m.group(0)

    return _ZH_DAY_NUMBER_RE.sub(swap, question)


def _days(question: str, f: Forms) -> str:
    if f.days_re is not None:
        question = f.days_re.sub(lambda m: f.days[m.group(0)], question)
    if f.led_days_re is not None:
        question = f.led_days_re.sub(lambda m: (m.group("lead") or "") + f.days[m.group("day")], question)
    return question


_DOC_CLOCK_RE = re.compile(r"(?<![\d.:£$€])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d.:])(?:\s*([ap])\.?m\b)?|"
                           r"(?<![\d.:])(1[0-2]|0?[1-9])\s*([ap])\.?m\b", re.IGNORECASE)


_SMALL_HOURS = 5  # clock hours before this are the night's, past midnight ("00:20"): no day's earliest


def _document_hours(body: str) -> tuple[int, int] | None:
    """The earliest and the latest clock hour the documents write (24-hour; the small hours after
    midnight left out of the earliest), ``None`` for none."""
    hours = []
    for m in _DOC_CLOCK_RE.finditer(body):
        if m.group(1) is not None:
            h, half = int(m.group(1)), m.group(3)
        else:
            h, half = int(m.group(4)), m.group(5)
        if half:
            h = h % 12 + (12 if half.lower() == "p" else 0)
        hours.append(h)
    day = [h for h in hours if h >= _SMALL_HOURS]
    return (min(day), max(day)) if day else None


def _hour(h: int, half: str | None, span: tuple[int, int] | None) -> int:
    if half:
        return h % 12 + (12 if half.lower().startswith("p") else 0)
    if span is not None and h < 12 and h < span[0] and h + 12 <= span[1] + 1:
        return h + 12
    return h


def _clock_forms(question: str, body: str, f: Forms) -> str:
    if not f.clock_leads:
        return question
    span: list[tuple[int, int] | None] = []

    def hours() -> tuple[int, int] | None:
        if not span:
            span.append(_document_hours(body))
        return span[0]

    def out(h: int, m: int, half: str | None) -> str:
        return f"{_hour(h, half, hours()):02d}:{m:02d}"

    words = _alternation(f.hour_words)
    hour = rf"(\d{{1,2}}|{words})" if words else r"(\d{1,2})"

    def number(s: str) -> int:
        return int(s) if s.isdigit() else f.hour_words[s.lower()]

    # "quarter past seven", "half past 1", "quarter to 8", "half 8" (half past)
    question = re.sub(rf"\b(quarter|half) past {hour}\b(?:\s*([ap])\.?m\b)?",
                      lambda m: out(number(m.group(2)), 15 if m.group(1).lower() == "quarter" else 30, m.group(3))
                      if number(m.group(2)) <= 12 else m.group(0), question, flags=re.IGNORECASE)
    question = re.sub(rf"\bquarter to {hour}\b(?:\s*([ap])\.?m\b)?",
                      lambda m: out((number(m.group(1)) - 1) or 12, 45, m.group(2))
                      if number(m.group(1)) <= 12 else m.group(0), question, flags=re.IGNORECASE)
    question = re.sub(rf"\b((?:{f.clock_leads}) )half (\d{{1,2}}|{words})\b(?!\s*(?:an?|hour|day|price|[%/]))",
                      lambda m: m.group(1) + out(number(m.group(2)), 30, None)
                      if number(m.group(2)) <= 12 else m.group(0), question, flags=re.IGNORECASE)
    if not any(c.isdigit() for c in question):
        return question
    # "1:15pm", "13h15", "1.15" after a lead word ("at 1.15"; a bare "9.90" is a price)
    question = re.sub(r"(?<![\w.:£$€])(\d{1,2})(?::|h(?=\d{2}))(\d{2})(?![\d:.])(?:\s*([ap])\.?m\b)?",
                      lambda m: out(int(m.group(1)), int(m.group(2)), m.group(3))
                      if int(m.group(1)) <= 23 and int(m.group(2)) <= 59 else m.group(0), question, flags=re.IGNORECASE)
    question = re.sub(rf"\b((?:{f.clock_leads}) )(\d{{1,2}})\.(\d{{2}})(?![\d.])(?:\s*([ap])\.?m\b)?",
                      lambda m: m.group(1) + out(int(m.group(2)), int(m.group(3)), m.group(4))
                      if int(m.group(2)) <= 23 and int(m.group(3)) <= 59 else m.group(0), question, flags=re.IGNORECASE)
    # "at 1315"
    question = re.sub(r"\b(at )([01]\d|2[0-3])([0-5]\d)(?![\d.:])(?:\s*(?:h|hrs|hours)\b)?",
                      lambda m: m.group(0) if m.group(2) + m.group(3) in body
                      else m.group(1) + f"{m.group(2)}:{m.group(3)}", question, flags=re.IGNORECASE)
    return question


def written(question: str, bodies: tuple[str, ...] | list[str]) -> str:
    """``question`` with its everyday and shortened forms as the documents write them (see the
    module); ``question`` itself when it holds none or no document writes their words."""
    if not bodies:
        return question
    f = forms()
    body = "\n".join(bodies)[:MAX_TEXT]
    out = question
    if HAN_RE.search(out):
        out = _zh_words(out, body, f)
        if "号" in out:
            out = _zh_dates(out, body, f)
    if f.words_re is not None and f.words_re.search(out.lower()):
        out = _english_words(_lower_forms(out, f), body.lower(), f)
    if (f.days_re is not None and f.days_re.search(out)) or (f.led_days_re is not None and f.led_days_re.search(out)):
        out = _days(out, f)
    if any(c.isdigit() for c in out) or "quarter" in out.lower() or "half" in out.lower():
        out = _clock_forms(out, body, f)
    return out


def _lower_forms(question: str, f: Forms) -> str:
    """``question`` with each form it writes in capitals ("Meds") in lower case, to be matched."""
    if f.words_re is None or question == question.lower():
        return question
    return _ignoring_case(f.words_re.pattern).sub(lambda m: m.group(0).lower(), question)


@lru_cache(maxsize=2)
def _ignoring_case(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)
