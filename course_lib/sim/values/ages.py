"""Ages: the age a question states ("my 10-year-old") and the age bounds a text states ("children
under 16", "65 and over", "18 or older"), one home for both readers (issue 26, thirteenth H4;
eleventh's schema-bool-age; notebook 02's grounded answers).

``bounds`` reads each bound as (where, operator, years): "under 16" is ``("<", 16)``, "18 or older"
``(">=", 18)``. ``field_readers.age_check`` decides a yes/no field's threshold with it; the grounded
answer (``age_answer``) picks the clause of a document's line whose bound the question's age meets:
"How much is a ticket for my 10-year-old?" over "Admission: adults £12, children under 16 free"
answers "Admission: children under 16 free", never the adults' price.

``future_age`` reads an age reached later ("turns 40 next month", "he'll be 18 in June") and
``age_for_field`` the value an age field takes from it: the age now is one less while the birthday
is ahead; a field or a phrase that leaves it open gets no value (the caller's limit; fix67d).
"""

from __future__ import annotations

import operator
import re
from functools import lru_cache
from typing import NamedTuple

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import data_setting, lexicon, patterns


class AgeBound(NamedTuple):
    start: int
    end: int
    op: str  # "<", "<=", ">", ">=" against ``years``
    years: int
    least: int = 0  # a range's lower end ("aged 3-15": ``("<=", 15, 3)``)
    loose: bool = False  # its own figure's side is not written ("16岁以下": 16 in or out is read two ways)

    def met(self, age: int) -> bool:
        return age >= self.least and _OPS[self.op](age, self.years)


_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}

# "18 or older", "16 and over", "at least 21", "65+", "over 12", "under 16" ("under 3s", a hyphenated
# group "Under-5s", "over-60s"), "12 and under",
# "aged 3-15", "from 5"
_BOUND_RE = re.compile(
    r"(?P<min>\d{1,3})\s*(?:years?(?:\s+old)?\s*)?(?:or|and)\s+(?:older|over|above)|"
    r"(?P<max>\d{1,3})\s*(?:years?(?:\s+old)?\s*)?(?:or|and)\s+(?:under|younger|below)|"
    r"\bat least\s+(?P<least>\d{1,3})\b|(?P<plus>\d{1,3})\s*\+|"
    r"\b(?:over|older than|above)(?:\s+|(?<=(?<![\w-])over)-)(?P<over>\d{1,3})(?:['’]?s)?\b|"
    r"\b(?:under|younger than|below)(?:\s+|(?<=(?<![\w-])under)-)(?P<under>\d{1,3})(?:['’]?s)?\b|"
    r"\b(?:aged?|ages)\s+(?P<lo>\d{1,3})\s*(?:-|–|to)\s*(?P<hi>\d{1,3})\b|"
    r"\b(?:from|aged)\s+(?P<from>\d{1,3})\b(?!\s*(?:[-–:.]|to\b|until\b|till\b|[ap]\.?m\b))"
    # ("from 1 February": a date from which a value holds, no age)
    r"(?!(?:st|nd|rd|th)?\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)",
    re.IGNORECASE,
)
# Chinese bounds: "未满16岁" / "不满16周岁" (under), "16岁及以下" (at most), "年满18岁" / "18岁及以上" (at
# least), "超过60岁" (over); "16岁以下" / "16岁以上" without 及 leave their own figure's side unwritten
# (``loose``: the law counts it in, everyday speech often not)
_ZH_BOUND_RE = re.compile(
    r"(?:未满|不满|小于|低于|不到)\s*(?P<under>\d{1,3})\s*周?岁|"
    r"(?:年满|已满|满)\s*(?P<least>\d{1,3})\s*周?岁(?:\s*(?:及|或|\(含\)|（含）)?以上)?|"
    r"(?:超过|大于|高于)\s*(?P<over>\d{1,3})\s*周?岁|"
    r"(?P<max>\d{1,3})\s*周?岁\s*(?:及|或|\(含\)|（含）)\s*以下|(?P<min>\d{1,3})\s*周?岁\s*(?:及|或|\(含\)|（含）)\s*以上|"
    r"(?P<below>\d{1,3})\s*周?岁\s*以下|(?P<above>\d{1,3})\s*周?岁\s*以上")
_ZH_OPS = {"under": "<", "least": ">=", "over": ">", "max": "<=", "min": ">=", "below": "<=", "above": ">="}
# a Chinese stated age: "我女儿10岁", "他17周岁了" (not a bound's figure: "未满12岁", "12岁以下")
_ZH_STATED_RE = re.compile(r"(?<![满过于到\d])(?P<n>\d{1,3})\s*周?岁(?!\s*(?:及|或|以下|以上|\(含|（含))")
# "my 10-year-old", "a 7 year old", "aged 12", "he is 70 years old", "age 4"
_STATED_AGE_RE = re.compile(
    r"\b(?P<n>\d{1,3})[-\s]?(?:years?|yrs?)[-\s]?old\b|\b(?:aged?)\s+(?P<aged>\d{1,3})\b(?!\s*(?:and|or|\+))",
    re.IGNORECASE,
)
_CLAUSE_RE = re.compile(r"[^,;]+")


@lru_cache(maxsize=1)
def _worded_age_re() -> re.Pattern:
    """An age in number words with its unit: "a four-year-old", "my seven year old"."""
    return re.compile(rf"\b(?P<w>{number_words.alternation(1, 19)})[-\s](?:years?|yrs?)[-\s]old\b", re.IGNORECASE)


_CONTRAST_RE = re.compile(r"(?:^|\s+)(?:but|whereas|while|though|although)\s+", re.IGNORECASE)


def _from_bound(clause: str) -> str:
    """``clause`` from the contrasted part that holds its age bound on ("The court has no weight limit
    but is for ages 10 and over" -> "is for ages 10 and over": the "no" is the weight's, not the age's);
    a condition after the bound stays with it ("Free for under 5s but must be with an adult")."""
    parts = _CONTRAST_RE.split(clause)
    if len(parts) == 1:
        return clause
    for n, part in enumerate(parts):
        if _BOUND_RE.search(part):
            return clause[clause.index(part):] if n and part else clause
    return clause


# a sentence's end inside a line (a wrapped paragraph or a quoted message joined into one line): no
# clause runs over it ("... in the barn. Children must be 8 or over" is two sentences' parts)
_SENTENCE_END_RE = re.compile(r"(?<=[a-z)][.!?])\s+(?=[A-Z])")
_AGE_PLURAL_RE = re.compile(r"\d{1,3}['’]?s\b")


def age_starts(text: str) -> frozenset[int]:
    """Where ``text`` states someone's age by a figure with its unit ("my 9 year old", "a
    10-yr-old"): the figures' start offsets."""
    return frozenset(m.start("n") for m in _STATED_AGE_RE.finditer(text) if m.group("n"))


def bounds(text: str) -> list[AgeBound]:
    """Every age bound ``text`` states, in order (whether it is an age is the caller's reading:
    "under 16" is one; "under 16 kg" needs the unit's words)."""
    out = []
    for m in _BOUND_RE.finditer(text):
        g = m.groupdict()
        if g["lo"]:
            out.append(AgeBound(m.start(), m.end(), "<=", int(g["hi"]), int(g["lo"])))
            continue
        if g["min"] or g["least"] or g["plus"] or g["from"]:
            op, n = ">=", g["min"] or g["least"] or g["plus"] or g["from"]
        elif g["max"]:
            op, n = "<=", g["max"]
        elif g["over"]:
            op, n = ">", g["over"]
        else:
            op, n = "<", g["under"]
        out.append(AgeBound(m.start(), m.end(), op, int(n)))
    for m in _ZH_BOUND_RE.finditer(text):
        name, figure = next((k, v) for k, v in m.groupdict().items() if v)
        out.append(AgeBound(m.start(), m.end(), _ZH_OPS[name], int(figure), loose=name in ("below", "above")))
    return sorted(out)


# "my mum is 67", "she's 12", "I'm 19", "my son is 8 and ...": a person (``lexicons.yaml``
# age_people) and a figure that no unit follows
_PERSON_IS_RE = re.compile(
    r"\b(?P<who>[a-z]+)\s*(?:is|am|are|['’]s|['’]m)\s+(?:only\s+|just\s+|now\s+)?(?P<n>\d{1,3})\b(?![.,]?\d|\s*(?:%|[a-z°£$€]))"
    r"|\b(?P<who2>[a-z]+)\s*(?:is|am|are|['’]s|['’]m)\s+(?:only\s+|just\s+|now\s+)?(?P<n2>\d{1,3})\s+(?:and\b|but\b)",
    re.IGNORECASE)


def stated_age(question: str) -> int | None:
    """The one age ``question`` states ("my 10-year-old", "my mum is 67" -> 67); ``None`` for none
    or several (read once per question and data folder: a reply's age readers ask it eight times)."""
    return _stated_age(question, data_setting())


@lru_cache(maxsize=1024)
def _stated_age(question: str, _data_setting: str | None) -> int | None:
    ages = {int(m.group("n") or m.group("aged")) for m in _STATED_AGE_RE.finditer(question)}
    if "old" in question.lower():  # "a four-year-old", "my seven year old"
        ages |= {number_words.VALUES[m.group("w").lower()] for m in _worded_age_re().finditer(question)}
    ages |= {int(m.group("n")) for m in _ZH_STATED_RE.finditer(question) if int(m.group("n")) <= 120}
    people = lexicon("age_people")
    for m in _PERSON_IS_RE.finditer(question):
        who, n = (m.group("who"), m.group("n")) if m.group("n") else (m.group("who2"), m.group("n2"))
        if who.lower() in people and int(n) <= 120:
            ages.add(int(n))
    return ages.pop() if len(ages) == 1 else None


# "my son Teo is 2", "his wife Noor is 38", "my niece turned 11 last week", "my nephew is 15 years
# old", "our neighbour Mr Osei is 88": whose (the possessive), a relation word, an optional name, and
# the figure, which ends its clause
_RELATION_AGE_RE = re.compile(
    r"\b(?P<owner>(?i:my|his|her|our|their))\s+(?P<who>[a-z]+)"
    r"(?:\s+(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'-]+))?\s*(?:is|['’]s|(?:has\s+)?(?:just\s+)?turned|turns)"
    r"\s+(?:only\s+|just\s+|now\s+|nearly\s+|almost\s+)?(?P<n>\d{1,3})(?:\s+(?:years?|yrs?)(?:\s+old)?)?"
    r"(?=\s*(?:$|[.,;!?)]|(?:and|but|while|whereas|last|this|next|now|today|in|on)\b))")


def people_ages(text: str) -> list[tuple[str, int]]:
    """(relation word, age) for each person ``text`` states an age of by a relation word in
    ``lexicons.yaml`` age_people, male_people or female_people: "my son Teo is 2" -> ("son", 2),
    "我女儿8岁,儿子5岁" -> ("女儿", 8), ("儿子", 5); in order."""
    return [(who, n) for who, n, _ in stated_people(text)]


def stated_people(text: str) -> list[tuple[str, int, str]]:
    """(relation word, age, how a reply names them) for each person of ``people_ages``, in order.
    The user's own are "your" ("my brother" -> "your brother", "my son Teo" -> "your son Teo");
    another's by the name the text gives ("his daughter Ada is 9" -> "Ada"), else the relation
    with its possessor as stated: "his partner" after another person ->
    "Rob's partner" / "your uncle's partner", otherwise "his partner"; a Chinese one -> "你的女儿"."""
    people = lexicon("age_people") | lexicon("male_people") | lexicon("female_people")
    out, last = [], None
    for m in _RELATION_AGE_RE.finditer(text):
        who, owner, name = m.group("who").lower(), m.group("owner").lower(), m.group("name")
        if who not in people or int(m.group("n")) > 120:
            continue
        if owner in ("my", "our"):
            label = f"your {who} {name}" if name else f"your {who}"
        elif name:
            label = name
        elif last and owner in ("his", "her"):  # the person stated just before: "Rob's partner"
            label = f"{last}'s {who}"
        else:
            label = f"{owner} {who}"
        out.append((m.start(), who, int(m.group("n")), label))
        last = label
    han = sorted((w for w in people if re.match(r"[\u4e00-\u9fff]", w)), key=len, reverse=True)
    if han:
        zh = re.compile(rf"(?P<who>{'|'.join(map(re.escape, han))})[\u4e00-\u9fff]{{0,3}}?(?:今年|已经|刚满|刚|才)?"
                        r"(?P<n>\d{1,3})\s*周?岁(?!\s*(?:及|或|以下|以上))")
        out += [(m.start(), m.group("who"), int(m.group("n")), "你的" + m.group("who")) for m in zh.finditer(text)
                if int(m.group("n")) <= 120]
    return [(who, n, label) for _, who, n, label in sorted(out)]



_AGED_NOUN_RE = re.compile(r"^\s*(?P<noun>[a-z]+)\b(?:\s+(?P<noun2>[a-z]+)\b)?", re.IGNORECASE)


def beside_age(question: str) -> str | None:
    """``question`` without its one "N year old" or "aged N" and the person it is said of (the noun
    right after it: "our 7-year-old son" -> "our"), for the people named beside that one ("for me,
    my wife and our 2 yr old"); ``None`` when the age is stated otherwise ("my mum is 67", "she's
    8": whose age it is lies elsewhere in the question) or more than once."""
    found = list(_STATED_AGE_RE.finditer(question))
    if "old" in question.lower():  # ("my four-year-old")
        found += list(_worded_age_re().finditer(question))
    if len(found) != 1 or _PERSON_IS_RE.search(question):
        return None
    m = found[0]
    after = question[m.end():]
    from course_lib.sim.values.family_counts import people_words

    noun = _AGED_NOUN_RE.match(after)
    if noun and people_words(noun.group("noun")):  # ("a 7-year-old son")
        after = after[noun.end("noun"):]
    elif noun and noun.group("noun2") and people_words(noun.group("noun2")):  # ("a 4 year old little girl")
        after = after[noun.end("noun2"):]
    return question[:m.start()] + " " + after


def without_age(question: str) -> str:
    """``question`` without the age it states ("a ticket for my 10-year-old" -> "a ticket for my")."""
    return _ZH_STATED_RE.sub(" ", _PERSON_IS_RE.sub(" ", _STATED_AGE_RE.sub(" ", question)))


def _group_clause(clause: str) -> bool:
    """Whether a clause speaks of people by age ("children", "adults", "seniors", "aged")."""
    if _AGE_PLURAL_RE.search(clause):  # "under 3s", "over-65's"
        return True
    if "<" in clause:  # markup is no word of the clause ('<rule id="age">Riders must be 16 ...')
        clause = re.sub(r"<[^<>]*>", " ", clause)
    words = set(re.findall(r"[a-z]+", clause.lower()))
    return not words.isdisjoint(lexicon("age_group_words"))


def bound_clauses(question: str, body: str, relevant=None, zh: bool = False) -> list[tuple[str, str, bool]]:
    """(lead, clause, met) of ``body``'s lines holding one age bound of an age group (see
    ``met_clauses``), met or not by the question's stated age; ``zh``: Chinese bounds too ("18岁以上",
    for a yes/no verdict: a bound clause is no price). Empty without a stated age."""
    age = stated_age(question)
    if age is None:
        return []
    from course_lib.sim.material.prose import without_line_mark

    out = []
    for line in map(without_line_mark, body.splitlines()[:400]):
        if not (_BOUND_RE.search(line) or (zh and _ZH_BOUND_RE.search(line))) or (
                relevant is not None and not relevant(line)):
            continue
        lead, _, rest = line.partition(":") if ":" in line and len(line.partition(":")[0].split()) <= 4 else ("", "", line)
        for part in (p for sentence in _SENTENCE_END_RE.split(rest) for p in _CLAUSE_RE.finditer(sentence)):
            clause = _from_bound(part.group(0).strip())
            found = bounds(clause)
            # ("Age guide: 8+."; a Chinese bound is of an age by its 岁: "仅限18岁以上人士")
            if len(found) == 1 and (_group_clause(clause) or _group_clause(lead) or (zh and _ZH_BOUND_RE.search(clause))):
                out.append((lead.strip(), clause, found[0].met(age)))
    return out


def met_clauses(question: str, body: str, relevant=None) -> list[tuple[str, str]]:
    """(lead, clause) of ``body``'s lines whose age bound the question's stated age meets: the line's
    key before a colon ("Admission") and the comma- or semicolon-separated part holding the bound
    ("children under 16 free"); a clause must name an age group, and the line be ``relevant`` (a
    predicate on the line: it answers the question's kind). Empty without a stated age."""
    return [(lead, clause) for lead, clause, met in bound_clauses(question, body, relevant) if met]


def age_answer(question: str, bodies: tuple[str, ...], relevant=None) -> str | None:
    """The grounded answer for a question stating an age, when exactly one clause of the documents
    (of a ``relevant`` line) has an age bound the age meets: "Admission: children under 16 free.";
    ``None`` otherwise."""
    found = [c for body in bodies for c in met_clauses(question, body, relevant)]
    if len(found) != 1:
        return None
    lead, clause = found[0]
    clause = re.sub(r"\s{2,}", " ", clause).rstrip(".")  # (a price list's padding: "Senior 65+      £7.50")
    return f"{lead}: {clause}." if lead else f"{clause[:1].upper()}{clause[1:]}."


# an age band written bare in a row ("5-8", "16+", "under 5") or in brackets after a label
# ("Student (16-25, with card)"): read only where the row's column or the line's other bands say ages
_BARE_BAND_RE = re.compile(r"^\s*(?P<lo>\d{1,3})\s*(?:-|–|to)\s*(?P<hi>\d{1,3})\s*$|^\s*(?P<plus>\d{1,3})\s*\+\s*$")
_BRACKET_BAND_RE = re.compile(r"\(\s*(?P<lo>\d{1,3})\s*(?:-|–|to)\s*(?P<hi>\d{1,3})\b[^)]*\)")
_AGE_HEAD_RE = re.compile(r"\bages?d?\b|\bage\s+group\b", re.IGNORECASE)
_MAX_BAND_LINES = 200  # a cap on the lines read


class Band(NamedTuple):
    bound: AgeBound
    text: str  # the row or line that states it


def _cell_band(cell: str) -> AgeBound | None:
    m = _BARE_BAND_RE.match(cell)
    if m and m.group("plus"):
        return AgeBound(0, 0, ">=", int(m.group("plus")))
    if m:
        return AgeBound(0, 0, "<=", int(m.group("hi")), int(m.group("lo")))
    found = bounds(cell)
    return found[0] if len(found) == 1 else None


def bands(body: str) -> list[Band]:
    """The age bands ``body`` states one per row or line: a table's age column ("Ages": "5-8",
    "16+", "under 5"), or lines each naming a group with a bound ("Senior 65+ £7.50", "Child (under
    15) £7.00", "Student (16-25, with card) £8.50") when two lines or more do."""
    from course_lib.sim.material.prose import without_line_mark
    from course_lib.sim.material.superlatives import tables

    out: list[Band] = []
    for rows in tables(body):
        heads = [i for i, (h, _) in enumerate(rows[0].cells) if _AGE_HEAD_RE.search(h)]
        if len(heads) != 1:
            continue
        for row in rows[:_MAX_BAND_LINES]:
            band = _cell_band(row.cells[heads[0]][1])
            if band is not None:
                out.append(Band(band, "; ".join(f"{h}: {c}" for h, c in row.cells)))
    if out:
        return out
    lines = []
    for line in body.splitlines()[:_MAX_BAND_LINES]:
        found = bounds(line)
        m = _BRACKET_BAND_RE.search(line)
        if len(found) == 1 and _group_clause(line):  # ("at least 48 h ahead" is no age band)
            lines.append(Band(found[0], without_line_mark(line).strip()))
        elif not found and m:
            marks = list(_BRACKET_BAND_RE.finditer(line))
            for mark in marks:  # (a header of columns: "Adult   Youth (13-17)   Child (6-12)": each its band)
                label = line[:mark.end()] if len(marks) == 1 else (line[:mark.start()].split("  ")[-1] + mark.group(0))
                lines.append(Band(AgeBound(0, 0, "<=", int(mark.group("hi")), int(mark.group("lo"))), label.strip()
                                  if len(marks) > 1 else line.strip()))
    return lines if len(lines) >= 2 and sum(_group_clause(b.text) for b in lines) >= 1 else []


def banded(question: str, bodies: tuple[str, ...]) -> Band | str | None:
    """The one band the question's stated age meets among the bands the documents state (its row or
    line); why not when it meets none or several (a stated limit for the caller); ``None`` without a
    stated age or bands."""
    age = stated_age(question)
    if age is None:
        return None
    found = [b for body in bodies for b in bands(body)]
    if len(found) < 2:
        return None
    met = [b for b in found if b.bound.met(age)]
    if len(met) == 1:
        return met[0]
    shown = "; ".join(b.text.split("  ")[0].strip() for b in (met or found)[:4])
    return (f"the age {age} meets {'none' if not met else len(met)} of the age bands the documents "
            f"state ({shown}), and it cannot tell which applies")


_CUE = patterns("ages")  # its cue patterns: data/sim/patterns.yaml (an age reached later)


class FutureAge(NamedTuple):
    """An age someone reaches later ("turns 40 next month"): the figure, the words stating it,
    ``ahead`` True when a time phrase puts the birthday after today ("next month", "in June"),
    False when it is today ("turns 30 today"), ``None`` when unstated ("turns 40", "this year")."""

    figure: int
    phrase: str
    ahead: bool | None


def future_age(text: str) -> FutureAge | None:
    """The one age ``text`` says someone turns or will be ("My mum turns 40 next month", "he'll be
    eighteen in June"); ``None`` for none, or two different ones. Cues: ``patterns.yaml`` ages."""
    from course_lib.sim.words.quantities import with_digits

    text = with_digits(text[:2000])
    found = {}
    for m in _CUE.future_age.finditer(text):
        n = int(m.group("n"))
        if n > 120:
            continue
        after = text[m.end():m.end() + 40]
        ahead = True if _CUE.birthday_ahead.match(after) else False if _CUE.birthday_today.match(after) else None
        found.setdefault(n, FutureAge(n, " ".join(m.group(0).split()) + (
            "" if ahead is None else " " + " ".join(after.split()[:2]).rstrip(".,;!?")), ahead))
    return found.popitem()[1] if len(found) == 1 else None


def age_for_field(label: str, age: FutureAge) -> int | None:
    """The value of an age field (its name and description, ``label``) from an age reached later:
    the figure for a field asking the age reached ("the age she is turning"); for a field asking
    the age now, the figure less one when the birthday is ahead, the figure when it is today;
    ``None`` (unread: the caller's limit) otherwise: a plain "age" could mean either, and "turns 40"
    with no time phrase does not say whether the birthday has passed."""
    if _CUE.age_reached_field.search(label) or age.ahead is False:
        return age.figure
    if not _CUE.age_now_field.search(label) or age.ahead is None:
        return None
    return age.figure - 1
