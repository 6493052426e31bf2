"""A later source that moves a field's value (issue 26, the twenty-eighth set's W3; notebook 02's
grounded answers over a learner's own tickets and notes): a ticket's "Fix version: 2.4.2" and a
comment's "Moving the fix version to 2.4.3, 2.4.2 is already frozen." give 2.4.3 as the value in
force; an answer that quotes the field gives the moved value and names the old one ("Fix version:
2.4.3 (moved from 2.4.2 by a later source)"). The move phrases are data
(``data/sim/moved_values.yaml``).

- ``moved_value(key, old, texts)``: the one value other than ``old`` that a sentence of ``texts``
  moves the field ``key`` to, else ``None`` (none, or two different ones).
- ``applied(reply, texts, same_document=False)``: ``reply`` with each quoted "Key: value" whose
  value a source moved written as the moved value; ``reply`` unchanged when none was moved. With
  ``same_document`` (the reply quotes the one document that also holds the move) only a move that
  names the quoted value as its old one counts ("Maths attainment was revised from 3 to 4" for the
  quoted "Attainment: 3"), and the move's sentence must name another word of the quoted record
  ("Maths"): a row's old cell and a note under the table that revises it (the thirty-third set's BB3).
- ``superseding(question, picked, texts)``: a sentence of ``texts`` that moves a planned thing the
  question and the picked sentence both name to another value of the kind the picked sentence
  states ("the offsite is on Thursday 25 Sep" and, in a later mail of the thread, "we're moving the
  offsite to Friday 26 Sep"), else ``None``: two moves to different values, or none.
- ``zh_correction(question, picked, texts)``: a later line of a Chinese notice that moves a thing to
  another time or place ("补充:集合时间改为7:40"), of the kind the question asks (几点 / 哪里), when
  ``picked`` states another value of that kind: the line, and whether ``picked`` is about the moved
  thing (it names it: "7:50在学校东门集合") or not (a line matched on other words: "下午3:30回到学校").
- ``later_mention(question, picked, texts)``: for a question that asks how things stand now ("who's
  bringing the cake now?"), a sentence after the picked one that names the same thing again (two or
  more of the question's terms the picked sentence shares: "can you grab the cake instead?"), else
  ``None``: the picked sentence may have been overtaken, which a reader cannot tell by rule.
- ``restated(question, picked, texts)``: a later stretch of the texts (a sentence and the one after
  it) that names again the thing the question and ``picked`` share ("butter") and gives an amount in
  a unit ``picked`` uses ("grams") with another figure, and either the picked figure again or a word
  that restates (``restate_marks``: "Sorry - I said 175 grams of butter. It's 225 grams."; not
  "stale-while-revalidate=60 ... for 60 seconds" after "max-age=3600 ... 3600 seconds"), else ``None``: the picked line may have been corrected or overtaken, which the
  reader cannot always settle by rule (its caller states a limit).
- ``called_off(question, picked, texts)``: another sentence that names a proper name the question and
  the picked sentence share ("Brackley") and says the named thing is called off ("the Brackley game
  is postponed; new date to be confirmed": ``called_off`` in the data), else ``None``. The picked line
  ("Sat 20 Sep ... Brackley Wanderers 14:00") is overtaken and the called-off sentence answers. Only a
  line that dates something (a day, a date, a clock time) and a sentence that is a notice, not a rule
  ("if", "when": "a Task that is cancelled raises CancelledError" calls nothing off).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.day_names import WEEKDAYS

DATA = "moved_values.yaml"
MAX_CHARS = 20000  # of the texts read
_FIELD_RE = re.compile(r"(?<![\w])([A-Z][A-Za-z]+(?: [A-Za-z]+){0,3}):\s*([^\s,;]+)")
_FROM_TO_RE = re.compile(r"\bfrom\s+\S+\s+to\s+\S", re.IGNORECASE)
_VALUE = r"(?P<value>[^\s,;]*\d[^\s,;]*|[A-Z][\w.-]*)"


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("verbs_before", "after_key"))


@lru_cache(maxsize=128)
def _patterns(key: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    d = _data()
    k = r"\s+".join(re.escape(w) for w in key.split())
    before = re.compile(rf"\b(?:{alternation(d['verbs_before'])})\s+(?:the\s+)?{k}\s+(?:to|for)\s+{_VALUE}",
                        re.IGNORECASE)
    after = re.compile(rf"\b{k}\s+(?:{alternation(d['after_key'])})\s+{_VALUE}", re.IGNORECASE)
    return before, after


@lru_cache(maxsize=128)
def _from_to_pattern(key: str) -> re.Pattern[str]:
    """"<key> (was|has been|is) <verb> from <old> to <new>" ("attainment was revised from 3 to 4")."""
    verbs = alternation(phrase_lists(DATA, ("from_to_verbs",))["from_to_verbs"])
    k = r"\s+".join(re.escape(w) for w in key.split())
    old = _VALUE.replace("?P<value>", "?P<old>")
    return re.compile(rf"\b{k}\s+(?:(?:was|were|has\s+been|have\s+been|is|are|got|been)\s+)?(?:{verbs})\s+"
                      rf"from\s+{old}\s+to\s+{_VALUE}", re.IGNORECASE)


@lru_cache(maxsize=128)
def _event_pattern(key: str) -> re.Pattern[str]:
    verbs = alternation(phrase_lists(DATA, ("event_verbs",))["event_verbs"])
    k = r"\s+".join(re.escape(w) for w in key.split())
    return re.compile(rf"\b(?:{verbs})\s+(?:(?:the|our|my|your|this|that|next)\s+)?(?:[\w'&-]+\s+){{0,2}}?{k}"
                      rf"\s+(?:to|until|till)\s+"
                      rf"(?:the\s+)?{_VALUE}", re.IGNORECASE)


def _value_kind(value: str) -> str:
    """"day" (a weekday), "figure" (digits: a date, a time, a number) or "name" (a capitalised word)."""
    if value.lower().rstrip("s") in _WEEKDAYS:
        return "day"
    return "figure" if any(c.isdigit() for c in value) else "name"


_WEEKDAYS = frozenset(WEEKDAYS)


def _states_kind(sentence: str, kind: str) -> bool:
    words = re.findall(r"[\w'-]+", sentence)
    if kind == "day":
        return any(w.lower().rstrip("s") in _WEEKDAYS for w in words)
    if kind == "figure":
        return any(c.isdigit() for c in sentence)
    return any(w[:1].isupper() for w in words[1:])


def _asked_kinds(question: str) -> frozenset[str]:
    """The value kinds a move may answer ``question`` with: a when-question a day or a figure, a
    where-question a name, any other question any kind."""
    d = phrase_lists(DATA, ("asks_when", "asks_where"))
    if re.search(rf"\b(?:{alternation(d['asks_where'])})\b", question, re.IGNORECASE):
        return frozenset({"name"})
    if re.search(rf"\b(?:{alternation(d['asks_when'])})\b", question, re.IGNORECASE):
        return frozenset({"day", "figure"})
    return frozenset({"day", "figure", "name"})


def superseding(question: str, picked: str, texts: list[str]) -> str | None:
    """The one sentence of ``texts`` that moves what both ``question`` and ``picked`` name (a word of
    the question the picked sentence holds: "offsite") to a value of a kind ``picked`` states and
    does not hold; ``None`` when no sentence does, or two move it to different values."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.text import content_terms, stem

    picked_words = {stem(w) for w in re.findall(r"[A-Za-z][\w'-]*", picked)}
    keys = [w for w in dict.fromkeys(re.findall(r"[A-Za-z][\w'-]{2,}", question.lower()))
            if stem(w) in picked_words and content_terms(w)]
    asked = _asked_kinds(question)
    d = phrase_lists(DATA, ("current_marks", "event_verbs"))
    if re.search(rf"\b(?:{alternation(d['current_marks'] + d['event_verbs'])})\b", picked, re.IGNORECASE):
        return None  # the picked sentence is itself a change or the value in force
    found: dict[str, str] = {}
    for text in texts:
        for sentence in sentences(text[:MAX_CHARS]):
            if sentence.strip() == picked.strip():
                continue
            for key in keys:
                m = _event_pattern(key).search(sentence)
                if not m:
                    continue
                value = m.group("value").rstrip(".")
                kind = _value_kind(value)
                if value.lower() in picked.lower() or kind not in asked or not _states_kind(picked, kind):
                    continue
                found.setdefault(value.lower(), sentence)
    return next(iter(found.values())) if len(found) == 1 else None


def _same_kind(new: str, old: str) -> bool:
    return any(c.isdigit() for c in new) == any(c.isdigit() for c in old)


def moved_value(key: str, old: str, texts: list[str]) -> str | None:
    """The one value, of the old value's kind and other than it, that ``texts`` move ``key`` to."""
    body = "\n".join(texts)[:MAX_CHARS]
    found = set()
    for pattern in _patterns(key.lower()):
        for m in pattern.finditer(body):
            value = m.group("value").rstrip(".")
            if value != old and _same_kind(value, old):
                found.add(value)
    return found.pop() if len(found) == 1 else None


def revised_in_place(key: str, old: str, record: str, texts: list[str]) -> str | None:
    """The one value a sentence of ``texts`` revises ``key`` to "from ``old``", when that sentence
    also names a word of ``record`` (the quoted record's other values: "Maths") other than the key
    and the values; ``None`` otherwise (none, or two different ones)."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.text import content_terms, stem

    pattern = _from_to_pattern(key.lower())
    own = {stem(w.lower()) for w in re.findall(r"[A-Za-z0-9][\w'-]+", record)
           if any(c.isdigit() for c in w) or content_terms(w)} - {stem(key.lower()), stem(old.lower())}
    found = set()
    for text in texts:
        for sentence in sentences(text[:MAX_CHARS]):
            for m in pattern.finditer(sentence):
                value = m.group("value").rstrip(".")
                if m.group("old").rstrip(".") != old or value == old or not _same_kind(value, old):
                    continue
                named = {stem(w.lower()) for w in re.findall(r"[A-Za-z0-9][\w'-]+", sentence[:m.start()] + sentence[m.end():])}
                if own & named:
                    found.add(value)
    return found.pop() if len(found) == 1 else None


def applied(reply: str, texts: list[str], same_document: bool = False) -> str:
    """``reply`` with each quoted "Key: value" a source moved written as the moved value."""
    from course_lib.sim.reports import explain

    if same_document and not any(_FROM_TO_RE.search(t[:MAX_CHARS]) for t in texts):
        return reply  # no "from <old> to <new>" anywhere: nothing revised in place
    out = reply
    for m in _FIELD_RE.finditer(reply):
        key, old = m.group(1), m.group(2).rstrip(".")
        if same_document:
            start = max(reply.rfind("\n", 0, m.start()), reply.rfind(". ", 0, m.start())) + 1
            ends = [i for i in (reply.find("\n", m.end()), reply.find(". ", m.end())) if i >= 0]
            new = revised_in_place(key, old, reply[start:min(ends) if ends else len(reply)], texts)
        else:
            new = moved_value(key, old, texts)
        if new is None:
            continue
        out = out.replace(m.group(0), f"{key}: {new} (moved from {old} by a later source)", 1)
        explain.rule("a field's value a later source moved", field=key, old=old, new=new)
    return out


MIN_SHARED = 2  # terms of the question a later sentence must share with the picked one to name its thing


def later_mention(question: str, picked: str, texts: list[str]) -> str | None:
    """The first sentence after ``picked`` (in its text, or in a later text) that names again what the
    question and ``picked`` share, when ``question`` asks how things stand now; else ``None``."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.text import content_terms

    if not re.search(rf"\b(?:{alternation(phrase_lists(DATA, ('asks_now',))['asks_now'])})\b", question, re.IGNORECASE):
        return None
    shared = set(content_terms(question)) & set(content_terms(picked))
    if len(shared) < MIN_SHARED:
        return None
    seen = False
    for text in texts:
        for sentence in sentences(text[:MAX_CHARS]):
            if not seen:
                seen = sentence.strip() == picked.strip()
                continue
            if len(shared & set(content_terms(sentence))) >= min(MIN_SHARED, len(shared)):
                return sentence
    return None


_AMOUNT_RE = re.compile(r"(?<![\w.:,])(\d+(?:[.,]\d+)?)\s*(%|[A-Za-z]+)")


def _amounts(text: str) -> dict[str, set[float]]:
    """The measures ``text`` gives, by the unit after each ("175 grams" -> {"grams": {175.0}}; a unit
    of measure, ``conversion.unit_named``, or "%")."""
    from course_lib.sim.words.conversion import unit_named

    out: dict[str, set[float]] = {}
    for figure, unit in _AMOUNT_RE.findall(text):
        if _MONTH_RE.fullmatch(unit):
            continue  # "5 Oct" is a date ("oct" names a unit too)
        if unit == "%" or unit_named(unit) is not None:  # "175 grams", "40 %"; not "24 a month", "9 Mar"
            out.setdefault(unit.lower(), set()).add(float(figure.replace(",", ".")))
    return out


_MONTH_RE = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?", re.IGNORECASE)
# a table row read as "Header: cell; Header: cell." (each row of a table is its own record)
_ROW_FACT_RE = re.compile(r"^[^:;\n]{1,40}:\s[^;\n]*;\s*[^:;\n]{1,40}:\s")


@lru_cache(maxsize=1)
def _restate_re() -> re.Pattern[str]:
    words = alternation(phrase_lists(DATA, ("restate_marks",))["restate_marks"])
    return re.compile(rf"\b(?:{words})\b", re.IGNORECASE)


def restated(question: str, picked: str, texts: list[str]) -> str | None:
    """A stretch after ``picked`` (a sentence and the next) that names what the question and
    ``picked`` share and gives another figure in a unit of ``picked``'s (see the module)."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.material.sibling_records import is_sibling
    from course_lib.sim.words.text import content_terms

    shared = set(content_terms(question)) & set(content_terms(picked))
    given = _amounts(picked)
    if not shared or not given or _ROW_FACT_RE.match(picked):
        return None
    seen = False
    for text in texts:
        found = [x.strip() for x in sentences(text[:MAX_CHARS])]
        for i, sentence in enumerate(found):
            if not seen:
                seen = sentence == picked.strip()
                continue
            stretch = " ".join(found[i:i + 2])
            if _ROW_FACT_RE.match(sentence) or is_sibling(picked, sentence):
                continue  # another row or record of the same shape: its own figure, no correction
            if not shared <= set(content_terms(sentence)):
                continue  # "Full membership: £39" does not restate "off-peak membership"
            for unit, figures in _amounts(stretch).items():
                # another figure of the unit, beside the picked figure again or a word that restates
                if unit in given and figures - given[unit] and (figures & given[unit] or _restate_re().search(stretch)):
                    return stretch
    return None


_STRUCK_VALUE = r"[£$€]?\d(?:[\w:]|[.,](?=\d))*(?:\s?[ap]\.?m\b\.?)?|[A-Z][\w'-]*(?:\s\d+)?"


@lru_cache(maxsize=1)
def _struck_out_marks() -> tuple[str, ...]:
    """The longest word of each ``struck_out`` phrase ("not", "instead" of "instead of", "place" of
    "in place of"): a sentence holding none has no match of ``_struck_out_re``, which reads each
    phrase's words as written, its case too."""
    phrases = phrase_lists(DATA, ("struck_out",))["struck_out"]
    return tuple(dict.fromkeys(max(p.split(" "), key=len) for p in phrases))


@lru_cache(maxsize=1)
def _struck_out_re() -> re.Pattern[str]:
    words = alternation(phrase_lists(DATA, ("struck_out",))["struck_out"])
    # (a value joined to another by a dash is one value, a score or a range: "2-1, not 2-2" strikes the
    # score "2-2", never a "2" of its own)
    value = rf"\d+[-–]\d+(?![\w:])|{_STRUCK_VALUE}"
    return re.compile(rf"(?<![\w:£$€])(?<!\d[-–])(?P<new>{value})\s*(?:,\s*|\s+)(?:{words})\s+"
                      rf"(?P<old>{value})(?![\w:])(?![-–]\d)")


def _value_form(value: str) -> str:
    return re.sub(r"[\s.]", "", value).lower()


def stated_values(text: str) -> set[str]:
    """The values ``text`` states that a correction may strike out (times, figures, amounts, names),
    in one written form each."""
    return {_value_form(v) for v in re.findall(_STRUCK_VALUE, text)}


def struck_out(picked: str, texts: list[str]) -> str | None:
    """The one sentence of ``texts`` (not ``picked``) that strikes out a value ``picked`` states for
    another of the same kind ("please collect them at 4:15pm, not 3:30pm" over "back for a 3:30pm
    pick-up"; "in the Atrium instead of the Lighthouse"), else ``None``: none, or two that disagree.
    Whichever comes first in the texts: an e-mail's newest reply stands above the messages it quotes."""
    from course_lib.sim.material.prose import sentences

    stated = {_value_form(v) for v in re.findall(_STRUCK_VALUE, picked)}
    found: dict[str, str] = {}
    marks = _struck_out_marks()
    for text in texts:
        read = text[:MAX_CHARS]
        if not any(mark in read for mark in marks) and "\\" not in read and "&" not in read:
            # a sentence's words are its text's (an escape, "\\u006e" or "&#110;", is the one way a
            # sentence holds a letter its text does not write): a text with no mark has no sentence
            # with one, and is not cut into sentences for nothing
            continue
        for sentence in sentences(read):
            if sentence.strip() == picked.strip() or not any(mark in sentence for mark in marks):
                continue  # (most sentences hold no "not", "instead": every sentence of every pick's texts is read)
            for m in _struck_out_re().finditer(sentence):
                new, old = m.group("new"), m.group("old")
                if _value_kind(new) != _value_kind(old) or _value_form(new) == _value_form(old):
                    continue
                if _SCORE_RE.fullmatch(old):  # a result struck: the sentence is the pick's when it names its subject
                    if _names_one(sentence, picked):
                        found.setdefault(_value_form(new), sentence)
                    continue
                if _value_form(old) in stated and _value_form(new) not in stated:
                    found.setdefault(_value_form(new), sentence)
    return next(iter(found.values())) if len(found) == 1 else None


_QUOTE_PREFIX_RE = re.compile(r"^[ \t]*((?:>[ \t]*)*)")


def _quote_depth(line: str) -> tuple[int, str]:
    """A line's quote depth (its leading ">" marks: 0 for the newest message of a thread) and its text."""
    prefix = _QUOTE_PREFIX_RE.match(line).group(1)
    return prefix.count(">"), line[len(prefix):]


def newer_message(question: str, picked: str, texts: list[str]) -> str | None:
    """For ``picked`` standing in a quoted (older) message of an e-mail thread, the one sentence of a
    newer message (a line quoted fewer times; the newest is unquoted) that names a thing the question
    and ``picked`` share and states another value of a kind the question asks ("all updated: 16 seats
    now" above a quoted "the minibus ... with 12 seats"); ``None`` when ``picked`` is in no quoted line,
    no newer sentence does, two do, or the question asks what was first said (``asks_before``).
    Header lines ("From:", "Date:") state no value (``header_labels``)."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.text import content_terms

    d = phrase_lists(DATA, ("asks_before", "header_labels"))
    if re.search(rf"\b(?:{alternation(d['asks_before'])})\b", question, re.IGNORECASE):
        return None
    header = re.compile(rf"^\s*(?:{alternation(d['header_labels'])})\s*:", re.IGNORECASE)
    shared = set(content_terms(question)) & set(content_terms(picked))
    kinds = {k for k in _asked_kinds(question) if _states_kind(picked, k)}
    head = " ".join(picked.split())[:40]
    if not shared or not kinds or not head:
        return None
    from course_lib.sim.words.quantities import asked_type, value_types

    asked = asked_type(question)  # "what time": a newer sentence must state a time, not "16 seats"
    stated = {_value_form(v) for v in re.findall(_STRUCK_VALUE, picked)}
    for text in texts:
        lines = [_quote_depth(line) for line in text[:MAX_CHARS].splitlines()]
        at = next((depth for depth, body in lines if head in " ".join(body.split())), None)
        if at is None:
            continue
        if at == 0:
            return None
        found: list[str] = []
        for depth, body in lines:
            if depth >= at or header.match(body):
                continue
            for sentence in sentences(body):
                values = {_value_form(v) for v in re.findall(_STRUCK_VALUE, sentence)}
                if (shared & set(content_terms(sentence)) and values - stated
                        and any(_states_kind(sentence, k) for k in kinds)
                        and (asked is None or asked[0] in value_types(sentence))):
                    found.append(sentence)
        return found[0] if len(found) == 1 else None
    return None


_ZH_DAY_RE = re.compile(r"周[一二三四五六日天]|星期|礼拜|[\d一二三四五六七八九十]+\s*[月日号]")  # a day, not "当天20:00"
_ZH_TIME_RE = re.compile(r"\d|[点时]|[上下]午|早上|晚上|中午|周[一二三四五六日天]|星期|[月日号]")
_ZH_CLAUSE_RE = re.compile(r"[^,，。;；!！?？\n]+")


def zh_correction(question: str, picked: str, texts: list[str]) -> tuple[str, bool] | None:
    """(the correcting line, whether ``picked`` names the moved thing) for a Chinese question that
    asks when or where, over a line of ``texts`` that moves a thing by a change verb
    (``zh_change_verbs``: "集合时间改为7:40") to a value of the asked kind, when ``picked`` is not that
    line and states a value of that kind; ``None`` otherwise, or for two lines moving to different
    values. The moved thing is the words before the verb (after a "补充:" label) without its slot words
    (``zh_slot_words``: 集合时间 -> 集合); ``picked`` names it when it holds two of its characters in a
    row (or the whole of a one-character thing); a moved thing neither ``picked`` nor the question names
    is no correction of either (skipped)."""
    d = phrase_lists(DATA, ("zh_change_verbs", "zh_slot_words", "zh_asks_when", "zh_asks_where", "zh_asks_day"))
    when = any(w in question for w in d["zh_asks_when"])
    day = any(w in question for w in d["zh_asks_day"])  # 星期几 / 哪天: a correction of the time alone is no answer
    where = any(w in question for w in d["zh_asks_where"])
    if when == where:
        return None
    verb = re.compile(alternation(d["zh_change_verbs"]))
    found: dict[str, tuple[str, bool]] = {}
    for text in texts:
        for line in text[:MAX_CHARS].splitlines():
            if not line.strip() or line.strip() in picked or picked.strip() in line:
                continue
            for clause in _ZH_CLAUSE_RE.findall(line):
                m = verb.search(clause)
                if not m:
                    continue
                thing = clause[:m.start()].split(":")[-1].split("：")[-1].strip()
                value = clause[m.end():].strip()
                if not thing or not value or bool(_ZH_TIME_RE.search(value)) != when:
                    continue
                if day and not _ZH_DAY_RE.search(value):
                    continue  # "恢复供水时间改为当天20:00" moves a time, not the day 星期几 asks
                if when and not _ZH_TIME_RE.search(picked) or where and not _ZH_TIME_RE.sub("", picked).strip():
                    continue
                core = thing
                for slot in d["zh_slot_words"]:
                    core = core.replace(slot, "")
                core = re.sub(r"[^\u4e00-\u9fff\w]", "", core) or thing
                named = any(core[i:i + 2] in picked for i in range(max(len(core) - 1, 1)))
                if not named and _zh_elsewhere(core, line, question, text):
                    continue  # the moved thing is neither the picked line's nor the question's, and its own line
                    # shares no word of the question (change74: 义诊 moved says nothing of "垃圾分类督导员几点在?")
                found.setdefault(value, (line.strip(), named))
    return next(iter(found.values())) if len(found) == 1 else None


def _zh_elsewhere(core: str, line: str, question: str, text: str) -> bool:
    """The moved thing (``core``) is not the question's: the question holds no two characters of it in a row,
    and the document's own line for it (another line naming it: "本周六上午9点...举办义诊活动") shares no word of
    two characters or more with the question (a line "7:50在学校东门集合" shares 学校 with "孩子早上几点要到学校?": the
    question may mean it)."""
    from course_lib.sim.words.text import content_terms

    if any(core[i:i + 2] in question for i in range(max(len(core) - 1, 1))):
        return False
    own = [other for other in text[:MAX_CHARS].splitlines() if other.strip() and other.strip() != line.strip()
           and any(core[i:i + 2] in other for i in range(max(len(core) - 1, 1)))]
    words = [t for t in content_terms(question) if len(t) >= 2]
    return bool(own) and not any(w in other for other in own for w in words)


_CLOCK_RE = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b", re.IGNORECASE)  # ("3.11" is a version)


def _dated(line: str) -> bool:
    """``line`` dates something: a day (``weekdays``), a day and month or an ISO date
    (``calendar_dates``), or a clock time with a colon or am / pm."""
    from course_lib.sim.words.calendar_dates import ISO_DATE_RE, day_months
    from course_lib.sim.words.weekdays import phrases

    return bool(phrases(line) or day_months(line) or ISO_DATE_RE.search(line) or _CLOCK_RE.search(line))


_RULE_RE = re.compile(r"\b(?:if|when|whenever|unless|in case)\b", re.IGNORECASE)


def called_off(question: str, picked: str, texts: list[str]) -> str | None:
    """See the module docstring (``called_off``)."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.day_names import MONTHS

    words = phrase_lists(DATA, ("called_off",))["called_off"]
    if re.search(rf"(?<![\w-])(?:{alternation(words)})(?![\w-])", picked, re.IGNORECASE):
        return None  # the picked sentence says it itself
    if not _dated(picked):
        return None  # no planned thing: the line dates nothing ("a Task that is cancelled raises ...")
    asked = {w.lower() for w in re.findall(r"[A-Za-z][\w'-]{2,}", question)}
    names = {w for w in re.findall(r"\b[A-Z][a-z][\w'-]+", picked)
             if w.lower() in asked and w.lower() not in WEEKDAYS and w.lower() not in MONTHS}
    if not names:
        return None
    said = re.compile(rf"(?<![\w-])(?:{alternation(words)})(?![\w-])", re.IGNORECASE)
    for text in texts:
        for sentence in (s for line in text[:MAX_CHARS].split("\n") for s in sentences(line)):
            if sentence.strip() in picked or picked.strip() in sentence or not said.search(sentence):
                continue
            if _RULE_RE.search(sentence):
                continue  # a rule, not a notice: "matches are cancelled if the pitch is waterlogged"
            if any(re.search(rf"\b{re.escape(n)}\b", sentence) for n in names):
                return sentence
    return None


_SCORE_RE = re.compile(r"\d+[-–]\d+")


_CAPITALISED_RE = re.compile(r"\b[A-Z][a-z][\w'-]+")


def _names_one(sentence: str, picked: str) -> bool:
    """Whether ``sentence`` names a thing ``picked`` names: a capitalised word of both ("Tembo" of
    "George Tembo", "Otters" of "Team: Otters")."""
    return bool(set(_CAPITALISED_RE.findall(sentence)) & set(_CAPITALISED_RE.findall(picked)))


def _subject_names(text: str) -> list[frozenset[str]]:
    """The names ``text`` gives its subjects by, each as its set of words: no label before a colon
    ("Update 3 March:", "Amendment 1 (AGM ...):"), no day or month name ("Fridays", "June": a value of
    the change, not its subject), no code in capitals ("AGM")."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import names

    head, colon, rest = text.partition(":")
    body = rest if colon and len(head) <= 60 else text
    calendar = lexicon("calendar_names")
    out = []
    for name in names(body):
        words = [w for w in name.lower().split() if w.rstrip("s") not in calendar and w not in calendar]
        if words and not name.isupper() and not all(w.isdigit() for w in words):
            out.append(frozenset(words))
    return out


def other_subjects(correction: str, picked: str) -> bool:
    """Whether ``correction`` is about other things than ``picked``: it names things (capitalised
    names: row keys "Carlton Town", qualifiers "Band B", months) and ``picked`` names things too, none
    of them the correction's, whole or within another ("Team: Dunmore FC; Won: 2" beside "the match Carlton Town v Elm Park
    ended 2-1, not 2-2"; "Fees are charged ... including August" beside "the Band B fee falls to ...").
    A correction naming one thing only (that may be its new value, "went for Pale Sage") or a pick
    naming nothing is no evidence either way (``False``)."""

    said = _subject_names(correction)
    held = _subject_names(picked)
    if len(said) < 2 or not held:  # (one name alone may be the new value itself: "went for Pale Sage")
        return False
    # one name within the other ("Tembo" / "George Tembo") is the same; "Squad A" / "Squad B" are not
    return not any(a <= b or b <= a for a in said for b in held)
