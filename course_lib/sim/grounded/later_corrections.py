"""A later line marked as a correction that changes what a picked line states (issue 26, the
thirty-ninth set's HH1): "Oven temperature: 200 C." and, further down the card, "Erratum: the oven
temperature should be 170 C": the later line is the answer, never the superseded line alone.

Evidence, not a phrase per case (the marks are data: ``data/sim/later_corrections.yaml``):

- the later line is **marked** as a change: it opens with a change label ("Update 3 March:",
  "Ändring 20 november 2037:", "补充通知(1月10日):"), or carries a change phrase ("changed my
  mind", "改为"), or a "should be" / "is now" with a value after it; a line with a history mark
  ("earlier versions", "used to", "以前") and no label tells what used to be, and is left alone
  (a history line after the line that answers is no correction of it);
- it comes **after** the picked line in the same document;
- a change naming the picked line's **number** in the material's own numbering ("Rule 6", "5.1 Clause 1.2 is replaced:",
  "Section 2.1 is amended to read:", "Article 3.4 now reads:"; dotted numbers read whole) changes it wherever it stands:
  retrieved context may put the amendment before the clause (fix65b, the sixtieth set's YW2);
- it names the **same subject**: the same numbered item ("round 2"), or a telling term (``telling_terms``: not one that runs through most
  lines of the document, like a street or a product name) it shares with the picked line, where
  the parts of a compound meet ("förbudet" in "parkeringsförbud"), not a word of a value's kind only
  ("cost", "minutes", "now": ``value_words``), and a term it shares with the question;
- it states a **value** the picked line does not (a figure, a name, a day), of the kind the question
  asks when it asks one, and it names no other item of the picked line's kind ("route 15" is no
  correction of "route 12"), nor strikes out a value the picked line does not state ("instead of
  8:00" over a line of 7:40), nor names only days other than the question's ("Saturday opening is
  now 10-4" for "open on Sundays?").

- ``marked(line)``: whether ``line`` is marked as a change (and not history alone).
- ``change_body(line)``: the change line after its label or "from <date>" lead (a notice's lead, "Notice to berth
  holders (May): from 1 June, ...", with it: fix64c).
- ``telling_terms(text, lines)``: the content terms of ``text`` save those that run through ``lines``.
- ``correcting(question, picks, texts)``: the one later line that corrects a picked line, else
  ``None`` (none, or two that disagree: ``Corrected.several``).
- ``undecided(question, picks, texts)``: a later change line that shares the asked term with a picked line
  and with another line of the same kind of value, naming nothing of its own ("Update: tickets are now
  £14." over an adult and a child ticket line): which it changes is not read (the caller states a limit).
- a record of a JSON-lines or CSV table (picked as "key: value; ...") is changed by a later record linked by its key:
  a JSON object keyed by a change label whose text names a value only that record holds (``{"correction": "... The
  Mensa Rejects now have ... points 0."}``, ``{"override": {"service": "backup", ...}}``), or a later CSV row of the
  same first cell marked as a change; it must tell the field the question asks (later75).
- ``instruction(line)``: a new figure stated as an instruction ("stop after 5 days", "reduce the X to 4 tablets" in a
  note's line; "from now on take two" anywhere), else ``None``.
- ``instructed(question, texts)``: a note's instruction that changes the figure of the asked unit, linked by the subject
  it names; ``ambiguous`` (the caller states a limit) when it names none and two earlier lines state such a figure.
- ``other_head(picked, body, lines)``: a change whose subject is another line's head or a word of the picked line's
  body, not its own head ("Silver service is now £85" over "Gold service: £130 - Silver + ..."): no correction of it.
- ``same_slot(picked, body, question)``: a change restating a value in the picked line's own words ("please be there by
  5:30pm" over "please be there by 5:00pm"), the question's sentence of the picked line: its correction, whatever words
  the question uses.
- ``crosses_verdict(question, corrected)``: a yes/no over a picked line of no value, and a correction of a
  price or a time: whether it changes the verdict is not read (the caller states a limit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.column_changes import other_cell
from course_lib.sim.material.chat_pointers import pointed_change
from course_lib.sim.words import number_words
from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "later_corrections.yaml"
MAX_CHARS = 20000  # of a text read
_MIN_LINES = 4  # a text of fewer lines has no terms that "run through" it
_HEAD_WORDS = 6  # a label may be followed by a date or a few words before its ":"


@dataclass(frozen=True)
class Corrected:
    """The line that corrects ``old`` (a picked sentence); ``several`` when more than one later line
    corrects the picks with different lines (which holds is not settled by rule)."""

    line: str
    old: str
    several: bool = False
    replaced: tuple[str, str] | None = None  # "replace 3 hours by 4 hours" applied to ``old``: (old value, new)

    def applied(self) -> str | None:
        """``old`` with the replacement made, when the line is an instruction to replace a value of it."""
        return self.old.replace(self.replaced[0], self.replaced[1], 1) if self.replaced else None


@lru_cache(maxsize=1)
def _marks() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], tuple[str, ...]]:
    d = phrase_lists(DATA, ("labels", "phrases", "before_value", "history", "weekdays"))
    head = re.compile(rf"^\W*(?:{alternation(d['labels'])})(?![a-zà-ÿ])[^:：(（\n]{{0,40}}[:：(（]", re.IGNORECASE)
    phrase = re.compile(rf"(?<![a-z])(?:{alternation(d['phrases'])})(?![a-z])", re.IGNORECASE)
    before = re.compile(rf"(?<![a-z])(?:{alternation(d['before_value'])})\s+(?:\W\s*)?(?=\d|[A-ZÀ-Þ£$€])")
    history = re.compile(rf"(?<![a-z])(?:{alternation(d['history'])})(?![a-z])|\b(?:before|until|prior to)\s+\d{{4}}\b",
                         re.IGNORECASE)
    return head, phrase, before, history, tuple(d["weekdays"])


@lru_cache(maxsize=1)
def _item_marks() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    d = phrase_lists(DATA, ("item_words", "replace"))
    words = alternation(d["item_words"])
    block = re.compile(rf"^\W{{0,3}}(?:(?:{words})\s*(?P<a>{_NUMBER})(?![0-9a-z]|,\d)|(?P<b>\d{{1,3}}[a-z]?)[.)](?=\s)|"
                       rf"(?P<e>\d{{1,3}}(?:\.\d{{1,3}})+)\.?(?=\s+[^\W\d])|"
                       rf"(?<=\|)\s*(?P<c>\d{{1,3}}[a-z]?)\s*\||(?:#|no\.?|nr\.?|{words}):\s*(?P<d>\d{{1,3}}[a-z]?)[;,])",
                       re.IGNORECASE)  # "| 4 | ...", "#: 4; Action: ...": a table row's number, as written or as read
    ref = re.compile(rf"(?<![a-z])(?:{words})\s*({_NUMBER})(?![0-9a-z]|,\d)", re.IGNORECASE)
    replace = re.compile(rf"(?<![a-z])(?:{alternation(d['replace'])})\s+[\"'“‘]?(?P<old>[^\"'”’]+?)[\"'”’]?\s+"
                         rf"(?:by|with|durch|por|par)\s+[\"'“‘]?(?P<new>[^.;\"'”’]+?)[\"'”’]?\s*(?:[.;]|$)", re.IGNORECASE)
    return block, ref, replace


# an item's number: "6", "4b", and a dotted one of a numbered document's own numbering ("1.2", "3.2.1"; fix65b)
_NUMBER = r"\d{1,3}(?:\.\d{1,3})*[a-z]?"
_SUB_ITEM_RE = re.compile(r"^\W{0,3}\(?([a-z])[.)]\s")  # a lettered sub-item's line: "b. ...", "(c) ...", "a) ..."
_HEAD_NUMBER_RE = re.compile(r"^\W{0,3}(\d{1,3})[.)]?\s+\S")  # a numbered heading's line: "3. Cancellations", "4 Repairs"
_SUB_REF_RE = re.compile(r"\b(\d{1,3})\s*\(([a-z])\)")  # "3(b)", "4 (c)": item 3b
_MAX_SUB_ITEM_LINES = 30  # lines looked back from a sub-item for its numbered heading


def _block_number(text: str, at: int) -> str | None:
    """The number of the numbered item whose line holds position ``at`` ("Rule 6. ...", "Clause 4 -
    Pets. ...", "6. ..."), a lettered sub-item's with its heading's number ("b. ..." under "3.
    Cancellations": "3b"), else ``None``."""
    start = text.rfind("\n", 0, at) + 1
    m = _item_marks()[0].match(text[start:start + 80])
    if m:
        return (m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e")).lower()
    sub = _SUB_ITEM_RE.match(text[start:start + 8])
    if not sub:
        return None
    above = text[:start].rstrip("\n").split("\n")[-_MAX_SUB_ITEM_LINES:]
    for line in reversed(above):
        head = _HEAD_NUMBER_RE.match(line)
        if head:
            return head.group(1) + sub.group(1)
    return None


def _restates_own_number(line: str) -> bool:
    """A line opening with an item's number and, right after it, a change word ("Article 3.4 now reads: ...", "Clause 7
    is replaced: ..."): a change of that item, not the item itself (fix65b)."""
    m = _item_marks()[0].match(line)
    return bool(m) and bool(_numbered_change_re().match(line[m.end():m.end() + 40].lstrip(" :-–")))


def _item_refs(line: str) -> set[str]:
    """The item numbers a line names by an item word ("in Rule 6", "§2 now reads", "Clause 4 is amended"),
    or after its change label ("Correction to 4b:", "Erratum 3(c):"); "3(b)" is item "3b"."""
    if "(" in line:
        line = _SUB_REF_RE.sub(r"\1\2", line)
    refs = {n.lower() for n in _item_marks()[1].findall(line)}
    head = _head(line)
    if head:
        named = _LABEL_REF_RE.match(line[:head.end()].split(None, 1)[1] if " " in line[:head.end()] else "")
        if named:
            refs.add((named.group(1) or named.group(2)).lower())
    return refs


# after a change label: "to 4b:", "of 12:", "3c:" (a bare "Update 2:" is the second update, no item)
_LABEL_REF_RE = re.compile(r"(?:(?:to|of|in|for|zu|de|à)\s+(\d{1,3}[a-z]?)|(\d{1,3}[a-z]))\s*[:：(（]", re.IGNORECASE)


def _naming_sentence(line: str, number: str) -> str:
    """The sentence of ``line`` that names item ``number`` (a line may change several items)."""
    parts = re.split(r"(?<=[.!?。])\s+(?=[A-Z§0-9\"'])", line)
    return next((p for p in parts if number in _item_refs(p)), line) if len(parts) > 1 else line


def _replacement(body: str, picked: str) -> tuple[str, str] | None:
    """"replace 3 hours by 4 hours" when the picked line states "3 hours": (old, new)."""
    m = _item_marks()[2].search(body)
    if not m or m.group("old").strip() not in picked:
        return None
    return m.group("old").strip(), m.group("new").strip()


def _head(line: str) -> re.Match[str] | None:
    m = _marks()[0].match(line)
    return m if m and len(m.group(0).split()) <= _HEAD_WORDS else None


@lru_cache(maxsize=1)
def _numbered_change_re() -> re.Pattern[str]:
    words = phrase_lists(DATA, ("numbered_changes",))["numbered_changes"]
    return re.compile(rf"(?<![a-z])(?:{alternation(words)})(?![a-z])", re.IGNORECASE)


def _numbered_change(line: str) -> bool:
    """A line naming a numbered row carries a change word read only there ("item 3 moved to Gwen",
    "Row 2: now Fri 16 May"; ``numbered_changes`` in the data file)."""
    return bool(_numbered_change_re().search(line))


@lru_cache(maxsize=1)
def _effective_re() -> re.Pattern[str]:
    d = phrase_lists(DATA, ("effective_from", "date_words"))
    months = alternation(d["date_words"])
    return re.compile(rf"^\W*(?:[^\W\d_]{{2,15}}[:：]\s*)?(?:{alternation(d['effective_from'])})\s+"
                      rf"(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:of\s+)?|el\s+\d{{1,2}}\s+de\s+)?"
                      rf"(?:{months}|next|mañana|nächste\w*|prochain\w*)\b(?![^,.;]{{0,12}}\b(?:to|until|till|a|hasta|bis|au)\s)",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _notice_re() -> re.Pattern[str]:
    words = phrase_lists(DATA, ("notice_labels",))["notice_labels"]
    return re.compile(rf"^\W*(?:{alternation(words)})(?![a-zà-ÿ])[^:：\n]{{0,80}}?[:：]\s*", re.IGNORECASE)


def _notice_lead(line: str) -> int:
    """Where ``line``'s notice lead ends ("Notice to berth holders (May): ", "Message to members (June): "; a word of
    ``notice_labels`` opening a lead of at most ``notice_lead_words`` words before its ":"), else 0. Such a lead is
    read as a change only with a "from <date>" clause after it (``_effective``): "Notice: the gate code is 4411" is
    no change of anything."""
    from course_lib.sim.words.cues import read

    m = _notice_re().match(line)
    if not m or len(m.group(0).split()) > int(read(DATA).get("notice_lead_words", 8)):
        return 0
    return m.end()


def _effective(line: str) -> bool:
    """``line`` opens by dating what it states from a day on ("From 1 May the roast is £17.95.",
    "Aviso: desde julio ..."; ``effective_from`` in the data file); no span ("from May to September"). The
    lead before it is one word ("Aviso:") or a notice's lead ("Notice to berth holders (May):", ``_notice_lead``):
    "A2. Clause 4: from 1 July ..." changes clause 4 by its number only."""
    return bool(_effective_re().match(line) or _effective_re().match(line[_notice_lead(line):] if _notice_lead(line) else ""))


def marked(line: str) -> bool:
    """``line`` opens with a change label or a "from <date>" lead, or carries a change phrase or a "should be
    <value>", and (without a label) no history mark."""
    head, phrase, before, history, _ = _marks()
    if _head(line) or _effective(line):
        return True
    return bool(phrase.search(line) or before.search(line)) and not history.search(line)


def _lines(text: str) -> list[str]:
    """The text's lines, a hard-wrapped one joined to its continuation (``wrapped_lines``): a change
    is read as its whole sentence ("the boat trip is" / "cancelled ...")."""
    from course_lib.sim.grounded.wrapped_lines import joined

    return joined([line.strip() for line in text[:MAX_CHARS].splitlines() if line.strip()])


# a line that strikes out a figure ("moved to 10:30 (not 10:00)", "18:45 instead of 18:30"): a change of
# the line that states that figure, marked or not (a newer message of a thread rarely says "Update:")
_STRUCK_FIGURE_RE = re.compile(r"\b(?:instead of|rather than|in place of|not)\s+(?:on\s+|at\s+|the\s+)*"
                               r"(?:£|\$|€|GBP\s?|USD\s?|EUR\s?)?\d", re.IGNORECASE)


_DIGIT_RE = re.compile(r"\d")


@lru_cache(maxsize=64)
def _marked_lines(text: str) -> tuple[str, ...]:
    return tuple(line for line in _lines(text) if marked(line) or _STRUCK_FIGURE_RE.search(line)
                 or (_DIGIT_RE.search(line) is not None and _numbered_change(line) and bool(_item_refs(line)))
                 or any(marked(unit) for unit in _prose_sentences(line)[1:]))


_SENTENCE_END_RE = re.compile(r"[.!?。！？](?=\s|$)")


@lru_cache(maxsize=256)
def _prose_sentences(line: str) -> tuple[str, ...]:
    """The sentences of one line of prose ("A standard tuning is £85. ... Note (updated 3 May): a standard tuning
    now costs £90."): a paragraph's later sentence may be a change notice as a line of its own is. One sentence
    for a line of one (a list row, a heading)."""
    from course_lib.sim.material.prose import units

    if len(_SENTENCE_END_RE.findall(line)) < 2:
        return (line,)
    return tuple(u.text.strip() for u in units(line) if u.text.strip()) or (line,)


def _later_sentences(text: str, at: int, picked: str) -> list[str]:
    """The sentences after ``picked`` on its own line of ``text`` (``at`` its start): in a prose paragraph a
    correction may be a later sentence ("... Custom insoles are £240 a pair. ... Please note (amended 10
    February): custom insoles are now £260 a pair."); none for a line that is a sentence of its own."""
    end = text.find("\n", at)
    own = text[at:end if end >= 0 else len(text)]
    head = " ".join(picked.split())
    sentences = _prose_sentences(" ".join(own.split()))
    if len(sentences) < 2 or not head:
        return []
    first = next((i for i, unit in enumerate(sentences) if " ".join(unit.split())[:40] in head
                  or head[:40] in " ".join(unit.split())), None)
    return list(sentences[first + 1:]) if first is not None else []


def _strikes(line: str, old_values: set[str]) -> bool:
    """``line`` strikes out a figure the picked line states ("10:30 (not 10:00)" over "10:00 to 16:00")."""
    return bool(_STRUCK_FIGURE_RE.search(line)) and bool(_struck(_body(line)) & old_values)


@lru_cache(maxsize=64)
def _line_terms(lines: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    from course_lib.sim.words.text import content_terms

    return tuple(frozenset(content_terms(line)) for line in lines)


def telling_terms(text: str, lines: list[str] | None = None) -> frozenset[str]:
    """The content terms of ``text`` save those that run through ``lines`` (the lines of the whole
    document it stands in): in at least ``common_term_share`` of them and ``common_term_lines``
    (``data/sim/thresholds.yaml``), like a street of a residents' letter or the product of a manual,
    which tell no line from another. All of them when ``lines`` is not given or short."""
    from course_lib.sim.words.text import content_terms
    from course_lib.sim.words.thresholds import threshold

    terms = frozenset(content_terms(text))
    if lines is None or len(lines) < _MIN_LINES:
        return terms
    per_line = _line_terms(tuple(lines))
    share, least = threshold("common_term_share"), threshold("common_term_lines")

    def common(term: str) -> bool:
        n = sum(term in seen for seen in per_line)
        return n >= least and n >= share * len(lines)

    return frozenset(t for t in terms if not common(t))


def _meet(a: str, b: str) -> bool:
    """Two terms meet: equal, or one holds the other's stem of five letters or more at the start or the
    end, as the parts of a compound do ("parkeringsförbud", "förbudet"; "开学时间", "开学")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if re.search(r"[\u3040-\u9fff]", short):
        return len(short) >= 2 and short in long_
    core = short[:max(5, len(short) - 2)]
    return len(core) >= 5 and (long_.startswith(core) or long_.endswith(core) or core in long_[-len(core) - 2:])


@lru_cache(maxsize=1)
def _value_terms() -> frozenset[str]:
    """The content terms of the value words (``value_words`` in the data file), as ``content_terms`` writes them."""
    from course_lib.sim.words.text import content_terms

    return frozenset(t for w in phrase_lists(DATA, ("value_words",))["value_words"] for t in content_terms(w))


def crosses_verdict(question: str, corrected: Corrected) -> bool:
    """A yes/no question whose picked line states no value of the kind the correcting line changes ("The pass
    does not include seated scooters." and "Update: seated scooter minutes now cost 22p." for "does the pass
    include seated scooters"): whether the change touches the verdict is not read."""
    from course_lib.sim.grounded.threshold_questions import asks_yes_no

    body = _body(corrected.line)
    body = body.split(":", 1)[1] if ":" in body[:60] else body  # "Correction (5 March 2036): ...": no label's date
    if not _NEW_VALUE_RE.search(body) or _VERDICT_CHANGE_RE.search(body):
        return False  # "no longer includes the ash tree", "dry hopped after all": a change of the verdict itself
    says = _kinds(body)
    return bool(says) and not says & _kinds(corrected.old) and asks_yes_no(question)


# a new value right after "now" ("now cost 18p", "is now £12", "now opens at 9"), and words that change a verdict
_NEW_VALUE_RE = re.compile(r"\bnow\b[^.;:]{0,24}?(?:[£$€]\s?\d|\d)", re.IGNORECASE)
_VERDICT_CHANGE_RE = re.compile(r"\b(?:not|no|never|longer|cancel\w*|after\s+all|instead|allowed|included?|includes|"
                                r"covers?|welcome|permitted|banned|free)\b|n't", re.IGNORECASE)


def _asked_subject(picked: str, body: str, question_terms: frozenset[str]) -> bool:
    """Whether the picked line and a later line share a subject the question names (a term of both,
    no value word, that the question meets): "快递柜 ... 120格" and "前台 ... 快递" share "快递" only
    beside dates for "快递柜一共有多少格"; "extra baskets £6 each" and "check-out ... at no extra cost" share only a
    value word for "how much extra" (the fifty-fifth set's TT1)."""
    from course_lib.sim.words.text import content_terms

    both = _shares(frozenset(content_terms(picked)), frozenset(content_terms(body))) - _value_terms()
    return bool(_shares(frozenset(both), question_terms))


def _shares(terms: frozenset[str], others: frozenset[str]) -> set[str]:
    return {t for t in terms if any(_meet(t, o) for o in others)}


_FIGURE_RE = re.compile(r"\d+(?:[.,:]\d+)?")
_NAME_RE = re.compile(r"(?<=[a-z0-9,;] )[A-ZÀ-Þ][\w'-]+")
_ITEM_RE = re.compile(r"\b([A-Za-z]{3,})\s+(\d+[A-Za-z]?)\b")
_ORDINALS = tuple(number_words.ordinal_words(1, 6))
_ORDINAL_ITEM_RE = re.compile(rf"\b({'|'.join(_ORDINALS)})\s+([A-Za-z]{{3,}})\b", re.IGNORECASE)


def _values(text: str) -> set[str]:
    """The values a text states: figures, names within a sentence, day names."""
    from course_lib.sim.words.text import is_content

    found = {f.replace(",", ".") for f in _FIGURE_RE.findall(text)}
    found |= {n.lower() for n in _NAME_RE.findall(text) if is_content(n.lower())}
    found |= _days(text)
    return found


def _names(text: str) -> set[str]:
    """The capitalised names within a text's sentences ("handed over to Mrs Adeyemi")."""
    from course_lib.sim.words.text import is_content

    return {n.lower() for n in _NAME_RE.findall(text) if is_content(n.lower())}


@lru_cache(maxsize=1)
def _free_re() -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z])(?:{alternation(phrase_lists(DATA, ('free_words',))['free_words'])})(?![a-z])",
                      re.IGNORECASE)


def _kinds(text: str) -> set[str]:
    """The kinds of value a line states of the two a correction must not cross: a ``price`` (an
    amount of money, a percent, a free word) and a ``when`` (a date, a time, a day name)."""
    from course_lib.sim.words.quantities import value_types

    kinds = value_types(text)
    out = set()
    if kinds & {"money", "percent"} or _free_re().search(text):
        out.add("price")
    if kinds & {"date", "time"} or _days(text):
        out.add("when")
    return out


def _days(text: str) -> set[str]:
    """The day names a text states ("onsdagar", "Fridays")."""
    weekdays = _marks()[4]
    return {w for w in re.findall(r"[a-zà-ÿ]+", text.lower()) if w.startswith(weekdays)}


def _day_keys(text: str) -> set[str]:
    """The days a text names, each as its day name ("Sundays" -> "sunday")."""
    weekdays = _marks()[4]
    return {next(d for d in weekdays if w.startswith(d)) for w in _days(text)}


def _items(text: str) -> dict[str, str]:
    """A named item's number ("route 12", "Room 4"): word -> number; a day or month before a number
    ("Saturday 28", "June 2041") makes a date, no item."""
    days, months = _marks()[4], _date_words()
    items = {m.group(1).lower(): m.group(2).lower() for m in _ITEM_RE.finditer(text)
             if not m.group(1).lower().startswith(days) and m.group(1).lower() not in months
             and not _MONEY_RE.match(text, m.start(2))}  # "cuesta 30 euros": an amount, no item 30
    for word, noun in _ORDINAL_ITEM_RE.findall(text):  # "first session" is "session 1"
        items.setdefault(noun.lower(), str(_ORDINALS.index(word.lower()) + 1))
    return items


@lru_cache(maxsize=1)
def _date_words() -> frozenset[str]:
    return frozenset(phrase_lists(DATA, ("date_words",))["date_words"])


def _body(line: str) -> str:
    """``line`` after its change label (with the label's date), or after its "from <date>" lead (the day the
    change takes effect is no value of it: "From 1 May the roast is £17.95.")."""
    m = _head(line)
    if m:
        return line[m.end():]
    m = _effective_re().match(line)
    if m:
        return line[m.end():]
    lead = _notice_lead(line)
    m = _effective_re().match(line[lead:]) if lead else None
    return line[lead + m.end():] if m else line


def change_body(line: str) -> str:
    """What a change line states, its label or "from <date>" lead (a notice's lead with it) set aside: the lead's
    names ("Message to members (June): from 1 July") are no subject of the change."""
    return _body(line)


def _struck(body: str) -> set[str]:
    """The values a line strikes out ("instead of 8:00", "not 12", "no longer on Tuesdays", "not £330": a
    currency sign before the figure, fix66a)."""
    out: set[str] = set()
    for m in re.finditer(r"\b(?:instead of|rather than|in place of|not|no longer)\s+((?:on\s+|at\s+|the\s+)*[£$€¥₹]?[\w:.,]+(?:\s+[A-Z][\w'-]*){0,2})", body,
                         re.IGNORECASE):
        out |= _values(" x " + m.group(1))
    return out


@lru_cache(maxsize=1)
def _subject_re() -> re.Pattern[str]:
    verbs = alternation(phrase_lists(DATA, ("subject_ends",))["subject_ends"])
    return re.compile(rf"^\W*(?P<s>[^,;:()]{{2,60}}?)\s+(?:{verbs})(?![a-z])", re.IGNORECASE)


_LABEL_HEAD_RE = re.compile(r"^\W*(?P<h>[^:：\d][^:：]{0,60}?)\s*[:：]\s")  # "Gold service: £130 - ...", not "9:40"


def _label_head(line: str) -> str | None:
    m = _LABEL_HEAD_RE.match(line)
    return m.group("h") if m and len(m.group("h").split()) <= _HEAD_WORDS else None


def _subjects(body: str) -> list[frozenset[str]]:
    """The subjects a change ``body`` changes, one per clause: the words before its verb or "now" ("Silver service"
    of "Silver service is now £85"; "the 11 June appointment" of "... ; the 11 June appointment is cancelled"), their
    content terms less date words and figures; a pronoun's clause has none."""
    from course_lib.sim.words.text import content_terms

    out = []
    lead = _label_head(body)  # an unlisted lead of the change ("Price note 1 Feb: ..."): its subject follows
    if lead is not None:
        body = body[body.index(":", body.index(lead) + len(lead)) + 1:] if ":" in body else body
    for clause in re.split(r"[;,.!?]\s+|\s+and\s+(?=the\s)", body):
        m = _subject_re().match(clause)
        if m:
            terms = frozenset(t for t in content_terms(m.group("s")) if t not in _date_words() and not t[:1].isdigit())
            if terms:
                out.append(terms)
    return out


def other_head(picked: str, body: str, lines: list[str], *, whole: bool = False) -> bool:
    """A change ``body`` changes another thing than the picked line's own head (the label before its ":"): no subject
    it names (``_subjects``) names the head, none shares a word with it unless it names another line's head whole, and
    one is found elsewhere: in the picked line's body ("Silver" in "Gold service: £130 - Silver + full strip down";
    "appointment" in "Cancellations: give 24 hours' notice or the appointment may be counted as missed") or as another
    line's head ("Silver service: £80 - ..."); with ``whole``, only the latter. A change whose subject is a pronoun or
    unread, or that names the head, is not told apart here (the fifty-seventh set's VV3)."""
    from course_lib.sim.words.text import content_terms

    head = _label_head(picked)
    subjects = _subjects(body)
    if head is None or not subjects:
        return False
    head_terms = frozenset(content_terms(head))
    own_body = frozenset(content_terms(picked[picked.index(head) + len(head):]))
    if not head_terms:
        return False
    heads = [frozenset(content_terms(h)) for line in lines if (h := _label_head(line)) and h != head]

    def names(terms: frozenset[str], subject: frozenset[str]) -> bool:
        return bool(terms) and all(any(_meet(t, s) for s in subject) for t in terms)

    def another(subject: frozenset[str]) -> bool:
        return any(names(h, subject) for h in heads)

    def in_body(subject: frozenset[str]) -> bool:
        return all(any(_meet(s, b) for b in own_body) for s in subject) and not _own_item(subject, picked)

    if any(names(head_terms, s) for s in subjects):
        return False  # "the oven temperature should be 170 C" over "Oven temperature: 200 C"
    if any(any(_meet(t, w) for t in head_terms for w in s) and not another(s) for s in subjects):
        return False  # "tickets are now £14" over "Child ticket: £7": a part of the head, no other line's
    return any(another(s) or (not whole and in_body(s)) for s in subjects)


def _own_item(subject: frozenset[str], picked: str) -> bool:
    """The ``subject`` of a change names an item the picked line itself prices: a part of its listing
    whose words before its figure hold every subject term ("club hoodie" of "Kit: club cap £6, club
    hoodie £25"), not a word after a figure ("Silver" of "Gold service: £130 - Silver + strip down")."""
    from course_lib.sim.words.text import content_terms

    for part in re.split(r"[,;]\s+|\s+and\s+", picked):
        figure = re.search(r"[£$€]?\d", part)
        if figure is None:
            continue
        named = content_terms(part[:figure.start()])
        if subject and all(any(_meet(s, w) for w in named) for s in subject):
            return True
    return False


def _asks_changed(question_terms: frozenset[str], picked: str, body: str) -> bool:
    """The question asks of what the change ``body`` changes beside the picked line's head: a term of a change's
    subject that is not the head's ("silver" of "Silver service is now £85" over "Gold service: ...") is the
    question's ("difference between gold and silver")."""
    from course_lib.sim.words.text import content_terms

    head = _label_head(picked) or ""
    head_terms = frozenset(content_terms(head))
    return any(_meet(t, q) for s in _subjects(body) for t in s if not any(_meet(t, h) for h in head_terms)
               for q in question_terms)


_SLOT_VALUE_RE = re.compile(r"(?:[£$€]\s?)?\d+(?:[:.]\d+)?\s*(?:am|pm)?", re.IGNORECASE)
_SLOT_WORD_RE = re.compile(r"[A-Za-zÀ-ÿ']+")
_SLOT_SPAN = 4  # the words before a value read as its slot ("leaves the hut at", "be there by")
_SLOT_WORD = 4  # a slot's telling word is of this many letters or more ("leaves", "there"; not "at", "the")
_CLAUSE_RE = re.compile(r"(?<=[.!?;])\s+|,\s+|\s+and\s+")


def _slots(text: str) -> list[tuple[str, frozenset[str], str]]:
    """The values of ``text`` with the word just before each and the longer words of the few before it ("leaves the
    hut at 5:30pm" -> ("at", {"leaves"}, "5:30pm")), the change mark "now" left out."""
    out = []
    for m in _SLOT_VALUE_RE.finditer(text):
        before = text[max(0, m.start() - 40):m.start()]
        if re.search(r"[^\s\w']\s*$", before):
            continue  # "Cost: £90": a label's value, no words leading to it
        words = [w.lower() for w in _SLOT_WORD_RE.findall(before) if w.lower() != "now"][-_SLOT_SPAN:]
        telling = frozenset(w for w in words if len(w) >= _SLOT_WORD)
        if words and telling:
            out.append((words[-1], telling, m.group(0).strip().lower()))
    return out


def _moved(clause: str, body: str) -> bool:
    """A value of ``clause`` that ``body`` states again after the same last word and a shared longer word, changed."""
    return any(last == last2 and words & words2 and value != value2
               for last, words, value in _slots(clause) for last2, words2, value2 in _slots(body))


def same_slot(picked: str, body: str, question: str) -> bool:
    """A change ``body`` restates a value of the picked line in its own words with another value: "the coach now leaves
    at 7:30am" over "the coach leaves school at 8:15am on Monday" (the same word just before the value, a longer word
    shared among the few before it): the picked line's value moved, whatever words the question uses ("drop her off on
    monday"; the fifty-seventh set's VV4 b). The picked line's clause holding that value must share more of the
    question's words than any other of its clauses that holds a value ("We return at about 3:30pm on Wednesday" for
    "when do we get back on wednesday"; "the studio is £18 an hour" beside "the key deposit is £25")."""
    from course_lib.sim.words.text import content_terms

    question_terms = frozenset(content_terms(question))
    clauses = [x for x in _CLAUSE_RE.split(picked) if _SLOT_VALUE_RE.search(x)]

    def asked(clause: str) -> int:
        return len(_shares(frozenset(content_terms(clause)), question_terms))

    for clause in clauses:
        if _moved(clause, body):
            best = asked(clause)
            if best and all(asked(o) < best for o in clauses if o != clause):
                return True
    return False


def _position(text: str, picked: str) -> int:
    """Where ``picked`` starts in ``text`` (white space loosened), else -1."""
    head = " ".join(picked.split())[:40]
    if not head:
        return -1
    pattern = r"\s+".join(re.escape(w) for w in head.split())
    m = re.search(pattern, text[:MAX_CHARS]) or re.search(pattern, text[:MAX_CHARS], re.IGNORECASE)  # ("Small locker" of a cut pick)
    return m.start() if m else -1


_RENDERED_CELL_RE = re.compile(r"(?:^|;\s)[^:;]{1,40}:\s([^;]+?)(?=;\s|\.?$)")  # "No: 3; Task: Mow; Lead: Derek."


def _row_position(text: str, picked: str) -> int:
    """Where the table row a rendered pick reads ("No: 3; Task: Mow; Lead: Derek." for "| 3 | Mow |
    Derek |") starts in ``text``: the one line holding every cell of it between bars, else -1."""
    if "; " not in picked or "|" not in text:
        return -1
    cells = [c.strip() for c in _RENDERED_CELL_RE.findall(picked.strip())]
    if len(cells) < 2:
        return -1
    found = [m.start() for m in re.finditer(r"(?m)^\s*\|.*$", text[:MAX_CHARS])
             if all(re.search(rf"\|\s*{re.escape(c)}\s*(?:\||$)", m.group()) for c in cells)]
    return found[0] if len(found) == 1 else -1


def _pointer_changes(question: str, picked: str, pointer: str, asked: tuple) -> bool:
    """A pointer message changes the picked one's asked value: it states a value neither the picked
    line nor the question holds, of the kind the question asks when the picked line holds that kind
    ("^ love this" states none; "^ bring a ball too" states no time for a what-time)."""
    from course_lib.sim.words.quantities import value_types

    if not _values(pointer) - _values(picked) - _values(question):
        return False
    kinds = value_types(pointer)
    if asked and asked[0] in value_types(picked) and asked[0] not in kinds:
        # "^ 6 actually" under "training is 5.30": a bare figure for a clock time said before it
        return (asked[0] in ("date", "when") and bool(_days(pointer))) or (asked[0] == "time" and "number" in kinds)
    return True


def secondary_pick(question: str, picks: list[str], old: str) -> bool:
    """Whether the corrected line ``old`` is a secondary pick: another pick comes first and covers more of the
    question's terms, every one ``old`` covers among them ("est-ce que le 3e paie ?" over "À partir du 3e enfant
    inscrit : gratuité ..." first and the Wednesday line third, which a later MODIFICATION reprices). A correction
    of such a pick is no answer to the whole question (the sixtieth set's YW1 a)."""
    from course_lib.sim.words.text import content_terms, has_cjk

    if len(picks) < 2 or " ".join(old.split()) == " ".join(picks[0].split()) or has_cjk(question):
        return False  # (a question in Chinese or Japanese writes no word boundaries to count its terms by)

    def telling(text: str) -> frozenset[str]:  # (short words tell nothing in any language: "le", "que"; "3e" does)
        return frozenset(t for t in content_terms(text) if len(t) > _SHORT_TERM or any(c.isdigit() for c in t))

    asked = telling(question)
    first, other = asked & telling(picks[0]), asked & telling(old)
    return other < first


_SHORT_TERM = 3  # a question's term this short and with no digit is no sign of which pick covers it


def correcting(question: str, picks: list[str], texts: list[str]) -> Corrected | None:
    """The later line of ``texts`` that corrects one of ``picks`` (see the module's evidence), else
    ``None``."""
    from course_lib.sim.words.answer_types import asks_who
    from course_lib.sim.words.quantities import asked_type, value_types
    from course_lib.sim.words.text import content_terms

    asked = asked_type(question)
    who = asks_who(question)
    question_terms = frozenset(content_terms(question))
    found: dict[str, str] = {}
    for text in texts:
        for picked in picks:  # a chat's "^ 6 actually" under the picked message: its change, no shared word needed
            pointer = pointed_change(text, picked)
            if pointer is not None and _pointer_changes(question, picked, pointer, asked):
                found.setdefault(pointer, picked)
        keyed = {picked: k for picked in picks if (k := _keyed_change(question, picked, text)) is not None}
        for picked, k in keyed.items():  # a record of a JSON-lines or CSV table and a later record naming its key
            found.setdefault(k, picked)
        if not _marked_lines(text):
            continue  # (most documents hold no change notice: nothing more is read)
        lines = _lines(text)
        for picked in picks:
            if picked in keyed:
                continue
            at, rendered = _position(text, picked), False
            if at < 0:  # a table row read as "No: 3; Task: ...; Lead: ...": its row as written
                at, rendered = _row_position(text, picked), True
            if at < 0 or marked(picked):
                continue
            old_values = _values(picked)
            old_items = _items(picked)
            subject = telling_terms(picked, lines)
            number = _block_number(text, at)  # "Rule 6. ..." holds the pick: a line naming "Rule 6" changes it
            before = [(line, True) for other in texts if other is not text for line in _lines(other)] + [
                (line, True) for line in _lines(text[:at])] if number is not None else []  # (the material split apart)
            after = [(unit, False) for unit in _later_sentences(text, at, picked)] + [
                (line, False) for line in _lines(text[at:])[1:]]  # (its own line skipped, but for its later sentences)
            for line, earlier in before + after:
                by_number = number is not None and number in _item_refs(line) and (
                    _block_number(line, 0) != number  # (a row's own line, "Rule 6. ...", names no change of it)
                    or _restates_own_number(line)  # "Article 3.4 now reads: ..." (fix65b)
                    or ("|" not in line and _numbered_change(line) and text[at:at + 1] == "|"))  # "Row 2: now Fri"
                if earlier and not by_number:
                    continue  # (retrieved context may put "5.1 Clause 1.2 is replaced: ..." before clause 1.2 itself:
                    # a change naming the number of the material's own numbering wins wherever it stands, fix65b)
                if by_number:
                    line = _naming_sentence(line, number)
                if rendered and not by_number:
                    continue  # (a rendered row found by its cells: changed here only by a note naming its number)
                if not (marked(line) or _strikes(line, old_values) or (by_number and _numbered_change(line))
                        or (by_number and _replacement(_body(line), picked))) or (
                        " ".join(line.split()) in " ".join(picked.split())):
                    continue
                body = _body(line)
                body_terms = telling_terms(body, lines)
                same_item = any(old_items.get(w) == n for w, n in _items(body).items())  # "round 2" in both
                slot = same_slot(picked, body, question)
                if not by_number and (not (same_item or _shares(subject, body_terms) - _value_terms())
                                      or not (slot or _shares(frozenset(content_terms(body)), question_terms))
                                      or not (same_item or slot or _asked_subject(picked, body, question_terms))):
                    continue  # (a price verb or a unit shared is no subject: "now cost 18p" over "costs £20"; nor a
                    # subject the question does not ask of: "快递" of "前台 ... 快递" over "快递柜 ... 120格")
                if not by_number and not slot and other_head(picked, body, lines):
                    continue  # "Silver service is now £85" over "Gold service: £130 - Silver + ...": another line's head
                if not _values(body) - old_values - _values(question) - (_item_refs(body) if by_number else set()) and not (
                        by_number and set(content_terms(body)) - set(content_terms(picked))):
                    continue  # (a change of a numbered item may state its new rule in words: "one small dog is permitted")
                if not by_number and any(old_items.get(w) not in (None, n) for w, n in _items(body).items()):
                    continue  # "route 15" over "route 12": another item (a line naming the item's number names it)
                asked_days, moved_days = _day_keys(question), _day_keys(body)
                if asked_days and moved_days and not asked_days & moved_days:
                    continue  # "Saturday opening is now 10-4" moves no Sunday the question asks of
                struck = _struck(body)
                if struck and not struck & old_values:
                    continue  # it strikes out a value the picked line does not state
                said, says = _kinds(picked), _kinds(body)
                if said and says and not said & says:
                    continue  # a date over a price ("your review is booked for 3 March" over "every review is free")
                if (asked and asked[0] in value_types(picked) and asked[0] not in value_types(body)
                        and not (asked[0] in ("date", "when") and _days(body))):
                    continue  # it changes another kind of value than the one asked ("moving it to the Red Lion")
                if not _states_asked(asked, body):
                    continue  # a time asked, and the change states a price only ("the Sunday roast is £17.95")
                if other_cell(body, question, picked, text):
                    continue  # "the high-season tent pitch is now £28" for the bank-holiday price: another cell
                if who and not _names(body) - _names(picked):
                    continue  # "Who is the client?": a later line about the client that names no one new
                found.setdefault(line, picked)
    # (a pointer message found as itself and as its whole marked line, "Rhea 20:03 correction: 7.45": one line)
    found = {k: v for k, v in found.items() if not any(o != k and " ".join(o.split()) in " ".join(k.split())
                                                       for o in found)}
    if not found:
        return None
    line, old = next(iter(found.items()))
    return Corrected(line, old, several=len(found) > 1, replaced=_replacement(_body(line), old))


@lru_cache(maxsize=1)
def _dated_re() -> re.Pattern[str]:
    """A date's figures ("1 July 2026", "July 1st", "2026"): no count."""
    months = alternation(phrase_lists(DATA, ("date_words",))["date_words"])
    return re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:of\s+)?(?:{months})\b(?:,?\s+\d{{4}})?|"
                      rf"\b(?:{months})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?|\b(?:19|20)\d{{2}}\b", re.IGNORECASE)


def _states_asked(asked: tuple | None, body: str) -> bool:
    """A change ``body`` states a value of the asked kind when a clock time, a date, a day or a count is asked: a clock
    time beside its money ("the Sunday roast is £17.95" states none; a day name in a dish's name is no time); a figure
    besides its money for a count ("packs are now £12" states no count of passes)."""
    from course_lib.sim.words.quantities import value_types

    if not asked or asked[0] not in ("time", "date", "when", "number"):
        return True  # (a "number" of "how much" asks an amount: only "how many" / "number of" ask a count)
    plain = _MONEY_RE.sub(" ", body)
    if asked[0] == "number":  # a count asked ("max number of passes a year?"): a new price alone changes no count (fix64c)
        return not re.search(r"\b(?:many|number)\b", asked[1], re.IGNORECASE) or (
            "number" in value_types(_dated_re().sub(" ", plain)))
    if asked[0] == "time":
        return "time" in value_types(plain)
    return "when" in _kinds(plain) or bool(_days(body))


def undecided(question: str, picks: list[str], texts: list[str]) -> tuple[str, str] | None:
    """A later marked line that may change a picked line's asked value, where the link is not settled by
    rule (``correcting`` found none): ``(change line, picked line)``, else ``None``.

    The change line and the picked line share a term the question asks ("tickets" of "Update: tickets are
    now £14." and "Child ticket (under 14): £7." for "how much is a child ticket"), the change states a new
    value of the same kind as the picked line (a price over a price, a time over a time), it names nothing of
    its own beyond that shared term (no "adult"), and another line of the document states a value of that
    kind under the same term (two candidate old lines): which one it changes is unknown."""
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.text import content_terms

    question_terms = frozenset(content_terms(question))
    asked = asked_type(question)
    for text in texts:
        if not _marked_lines(text):
            continue
        lines = _lines(text)
        for picked in picks:
            at = _position(text, picked)
            if at < 0 or marked(picked):
                continue
            said = _kinds(picked)
            picked_terms = frozenset(content_terms(picked)) - _value_terms()
            for line in _lines(text[at:])[1:]:
                if not marked(line) or " ".join(line.split()) in " ".join(picked.split()):
                    continue
                body = _body(line)
                body = body.split(":", 1)[1] if ":" in body[:60] else body  # "Update (March): ...": no label's date
                body_terms = frozenset(content_terms(body)) - _value_terms()
                shared = _shares(picked_terms, body_terms)
                asked_terms = _shares(frozenset(shared), question_terms)
                if not asked_terms or not said or not said & _kinds(body) or not _states_asked(asked, body):
                    continue
                if not _new_values(body, picked, question, said & _kinds(body)):
                    continue
                if other_head(picked, body, lines, whole=True) and not _asks_changed(question_terms, picked, body):
                    continue  # "Standard wash is now £9" over "Deluxe wash: £15 - Standard + wax": another line's head
                    # (unless the question asks of it too: "price gap between deluxe and standard", a limit)
                own = {t for t in body_terms if not any(_meet(t, s) for s in shared) and not _FIGURE_RE.fullmatch(t)}
                if own:
                    continue  # "adult tickets are now £14": a subject of its own, not the child's ticket
                others = [other for other in lines if other not in (picked, line) and not marked(other)
                          and _kinds(other) & said
                          and _shares(frozenset(content_terms(other)) - _value_terms(), frozenset(asked_terms))]
                if others:
                    return line, picked
    return None


_MONEY_RE = re.compile(r"[£$€]\s?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s?(?:euros?|eur|gbp|usd|dollars?|pounds?)\b",
                       re.IGNORECASE)


def _new_values(body: str, picked: str, question: str, kinds: set[str]) -> set[str]:
    """The values of ``body`` neither ``picked`` nor ``question`` states; of a price, its amounts of money only
    ("under 14" of a child's ticket is no price of 14)."""
    if kinds == {"price"}:
        def money(text: str) -> set[str]:
            return {(a or b).replace(",", ".") for a, b in _MONEY_RE.findall(text)}
        return money(body) - money(picked) - money(question)
    return _values(body) - _values(picked) - _values(question)


@dataclass(frozen=True)
class Instructed:
    """A note's instruction that changes an earlier figure of the asked unit (``instructed``): ``line`` states the
    new figure; ``old`` the earlier line it changes ("" when no earlier line states one); ``ambiguous`` when it names
    no subject of its own and two earlier lines state a figure of that unit (which it changes is not read)."""

    line: str
    old: str
    ambiguous: bool = False


_FIGURE_UNIT_RE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*([a-z][a-z-]{1,20})", re.IGNORECASE)
_NOTE_LEAD_RE = re.compile(r"^\W*[^:：\n]{1,40}(?<!\d)[:：]\s*")  # "Pharmacist's note 3 June: ", "GP update 14 May: "
_COUNT_ASKED_RE = re.compile(r"\b(?:how many|how much|number of)((?:\s+[\w-]+){1,2})|\b(how long)\b", re.IGNORECASE)
_SPAN_UNITS = frozenset({"day", "week", "month", "hour", "minute", "year", "night"})  # what "how long" asks
_MAX_VERB_GAP = 4  # words between an instruction's verb and its link word ("stop the clarithromycin after")


@lru_cache(maxsize=1)
def _instruction_res() -> tuple[re.Pattern[str], re.Pattern[str]]:
    d = phrase_lists(DATA, ("instruction_verbs", "instruction_links", "instruction_leads"))
    verb = re.compile(rf"(?<![a-z])(?:{alternation(d['instruction_verbs'])})(?![a-z])(?:\s+[\w'’-]+){{0,{_MAX_VERB_GAP}}}?"
                      rf"\s+(?:{alternation(d['instruction_links'])})\s+(?=\d)", re.IGNORECASE)
    lead = re.compile(rf"(?<![a-z])(?:{alternation(d['instruction_leads'])})(?![a-z])[^.;]*?(?=\d)", re.IGNORECASE)
    return verb, lead


def _unit(word: str) -> str:
    """A unit word as its stem ("days" -> "day", "tablets" -> "tablet")."""
    word = word.lower()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


@dataclass(frozen=True)
class Instruction:
    """An instruction read from a line (``instruction``): ``body`` the line after its note's lead, ``figure`` and
    ``unit`` (the word after the figure, "" when none) the new value, ``verb`` the word it changes ("stop", "finish",
    or the first word after a lead: "take" of "from now on take 2"), ``phrase`` the instruction as written."""

    body: str
    figure: str
    unit: str
    verb: str
    phrase: str


_FIGURE_RE_OPT_UNIT = re.compile(r"(?<![\d.,])(\d+(?:[.,:]\d+)?(?:\s?(?:am|pm)\b)?)(?:\s*([a-z][a-z-]{1,20}))?", re.IGNORECASE)


def instruction(line: str) -> Instruction | None:
    """The instruction ``line`` states a new figure by: "from now on do 4 sets ..." anywhere, or a change verb and its
    link word before the figure ("stop after 5 days", "reduce the prednisolone to 4 tablets", "finish at 3 instead") in
    a note's line (a short lead before ":" opens it); else ``None``."""
    from course_lib.sim.words.quantities import with_all_digits

    verb, lead = _instruction_res()
    text = with_all_digits(line)
    note = _NOTE_LEAD_RE.match(text)
    m = lead.search(text) or (verb.search(text, note.end()) if note else None)
    if not m:
        return None
    figure = _FIGURE_RE_OPT_UNIT.match(text, m.end())
    if not figure:
        return None
    words = re.findall(r"[^\W\d_]+", m.group(0).lower())
    verb_word = (words[len(_lead_words(m.group(0))):] or [""])[0]  # "from now on take": "take"; "stop ... after": "stop"
    phrase = text[m.start():figure.end()].strip()
    return Instruction(text[note.end() if note else 0:], figure.group(1), _unit(figure.group(2) or ""), verb_word, phrase)


@lru_cache(maxsize=1)
def _lead_re() -> re.Pattern[str]:
    return re.compile(rf"(?:{alternation(phrase_lists(DATA, ('instruction_leads',))['instruction_leads'])})(?![a-z])",
                      re.IGNORECASE)


def _lead_words(text: str) -> list[str]:
    """The words of the lead phrase ("from now on") that opens ``text``, else none."""
    m = _lead_re().match(text)
    return re.findall(r"[^\W\d_]+", m.group(0).lower()) if m else []


def _instruction(line: str) -> tuple[str, str, str] | None:
    """``(body, figure, unit)`` of an instruction ``line`` whose figure has a unit word after it (``instruction``)."""
    got = instruction(line)
    if got is None or not got.unit:
        return None
    return got.body, got.figure, got.unit


def _unit_figures(line: str, unit: str) -> set[str]:
    from course_lib.sim.words.quantities import with_all_digits

    return {f for f, u in _FIGURE_UNIT_RE.findall(with_all_digits(line)) if _unit(u) == unit}


def instructed(question: str, texts: list[str]) -> Instructed | None:
    """A later note's instruction that changes the figure a question asks ("how many days do I take these for" over a
    pharmacist's "stop after 5 days"; "how many prednisolone tablets" over "GP update: reduce the prednisolone to 4
    tablets"): the question asks a count of the instruction's unit; the instruction names the subject of the earlier
    line stating a figure of that unit which the question asks of, or names none and at most one earlier line states
    one (two such lines: ``ambiguous``, the caller states a limit). A question naming another earlier line's subject
    only is not about it."""
    from course_lib.sim.words.quantities import with_all_digits
    from course_lib.sim.words.text import content_terms

    m = _COUNT_ASKED_RE.search(with_all_digits(question))
    if not m:
        return None
    asked = {_unit(w) for w in re.findall(r"[a-z]+", (m.group(1) or "").lower())} | (_SPAN_UNITS if m.group(2) else set())
    q_terms = frozenset(content_terms(question))
    for text in texts:
        lines = _lines(text)
        for i, line in enumerate(lines):
            got = _instruction(line)
            if got is None:
                continue
            body, figure, unit = got
            if unit not in asked:
                continue
            earlier = [e for e in lines[:i] if _unit_figures(e, unit) and _instruction(e) is None]
            noise = _value_terms() | frozenset(content_terms(f"{unit} {unit}s"))
            own = telling_terms(body, lines) - noise
            own = frozenset(t for t in own if not _FIGURE_RE.fullmatch(t))
            linked = [e for e in earlier if _shares(own, frozenset(content_terms(e)) - noise)]
            q_subject = frozenset(q_terms - noise)
            if linked and _shares(q_subject, own):
                return Instructed(line, linked[0])
            others = [e for e in earlier if e not in linked]
            if any(_shares(q_subject, telling_terms(e, lines) - noise) for e in others):
                if not linked and len(earlier) > 1:
                    return Instructed(line, earlier[0], ambiguous=True)  # "stop after 5 days" over two courses
                continue  # the question asks of another line's subject
            if len(linked) == 1 or (not linked and len(earlier) <= 1):
                return Instructed(line, (linked or earlier or [""])[0])
            if len(earlier) > 1:
                return Instructed(line, earlier[0], ambiguous=True)
    return None


# --- a correcting record linked to its row by a shared key (later75; the fifty-sixth set's qz-mensa) ---------------

_CSV_MIN_CELLS = 3  # a CSV row: three cells or more, as many as its header's


def _records(text: str) -> list[tuple[list[tuple[str, str]], str]]:
    """The records of a JSON-lines or CSV text, each as its (key, value) cells and its line as written; a title or a
    "Source:" line above them is skipped. Empty when the text is neither."""
    import csv

    from course_lib.sim.material.data_records import json_lines

    lines = [line.strip() for line in text[:MAX_CHARS].splitlines() if line.strip()]
    objects = [line for line in lines if line[:1] == "{"]
    if len(objects) >= 2 and len(objects) >= len(lines) - 2:
        rows = json_lines(objects)
        return list(zip(rows, objects, strict=False)) if rows else []  # (a long file: its first lines only)
    for i, line in enumerate(lines[:3]):
        cells = next(csv.reader([line]))
        body = lines[i + 1:]
        if len(cells) < _CSV_MIN_CELLS or len(body) < 2:
            continue
        rows = [next(csv.reader([b])) for b in body]
        if all(len(r) == len(cells) for r in rows):
            return [([(k.strip(), v.strip()) for k, v in zip(cells, r, strict=True)], b) for r, b in zip(rows, body, strict=True)]
    return []


def _rendered_values(picked: str) -> list[str]:
    return [c.strip().rstrip(".") for c in _RENDERED_CELL_RE.findall(picked.strip())]


@lru_cache(maxsize=1)
def _label_word_re() -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z])(?:{alternation(phrase_lists(DATA, ('labels',))['labels'])})(?![a-z])", re.IGNORECASE)


def _change_record(cells: list[tuple[str, str]], line: str) -> tuple[str, bool] | None:
    """The text of a record that is a change notice: a JSON object keyed by a change label (``{"correction": "..."}``,
    ``{"override": {"service": "backup", ...}}``): its text, or its cells rendered (then ``True``: one record whole);
    else ``None``."""
    import json

    if line[:1] != "{":
        return None
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    if not isinstance(obj, dict) or not obj:
        return None
    key, value = next(iter(obj.items()))
    if not _label_word_re().fullmatch(str(key).replace("_", " ")):
        return None
    if isinstance(value, dict):
        return "; ".join(f"{k}: {v}" for k, v in value.items() if not isinstance(v, dict | list)) + ".", True
    return str(value), False


def _words(key: str) -> frozenset[str]:
    from course_lib.sim.words.text import content_terms

    return frozenset(content_terms(re.sub(r"[_.]", " ", key)))


def _keyed_change(question: str, picked: str, text: str) -> str | None:
    """A later record that changes the record ``picked`` renders ("sku: 14; item: stoneware teapot; stock: 6."), linked
    by the record's key: a JSON object keyed by a change label whose text names a value only that record holds ("The
    Mensa Rejects now have ... points 0", "SKU 14 ... stock now 0", ``{"override": {"service": "backup", ...}}``), or a
    later CSV row of the same first cell marked as a change ("H2,...,20:00,...,amended 3 Feb"); it must name the field
    the question asks (or, naming none, state a value of the asked kind) and a value the record does not. Its text (the
    clause naming the key when it names several records), else ``None``."""
    from course_lib.sim.words.quantities import asked_type, value_types
    from course_lib.sim.words.text import content_terms

    if "; " not in picked or not ("{" in text or "," in text):
        return None
    records = _records(text)
    shown = _rendered_values(picked)
    if len(records) < 2 or len(shown) < 2:
        return None
    at = [i for i, (cells, _) in enumerate(records) if set(shown) <= {v for _, v in cells}]
    if len(at) != 1:
        return None
    row, row_line = records[at[0]]
    others = [v for i, (cells, line) in enumerate(records) if i != at[0] and _change_record(cells, line) is None
              for _, v in cells]  # (the values of the other rows, not of the change records)
    q_terms = frozenset(content_terms(question))
    asked_fields = [k for k, _ in row if _shares(_words(k), q_terms)]
    asked = asked_type(question)
    for cells, line in records[at[0] + 1:]:
        record = _change_record(cells, line)
        body, whole = record if record else (None, True)
        if body is None and line[:1] != "{" and cells and row and cells[0][1] == row[0][1] and any(
                _label_word_re().search(v) for _, v in cells[1:]):
            body = "; ".join(f"{k}: {v}" for k, v in cells) + "."  # a CSV row of the same key, marked as a change
            keys = [row[0]]
        elif body is not None:
            keys = [(k, v) for k, v in row if v and v not in others and _names_key(body, k, v)]
        else:
            continue
        if not keys:
            continue
        parts = [p for p in re.split(r";\s+|(?<=[.!?])\s+", body) if any(_names_key(p, k, v) for k, v in keys)] \
            if not whole else [body]  # (a CSV row of the same key, an override's cells: the record whole)
        told = [p for p in parts if asked_fields and any(_shares(_words(f), frozenset(content_terms(p))) for f in asked_fields)]
        clause = " ".join(told) if told and len(told) < len(parts) else body
        if asked_fields and not told:
            continue  # "SKU 14 sold out - stock now 0" for the teapot's price: another field
        if not asked_fields and asked and asked[0] not in value_types(clause):
            continue
        if not _values(clause) - {v.lower() for _, v in row} - {v for _, v in row}:
            continue
        return clause
    return None


def _names_key(body: str, key: str, value: str) -> bool:
    """``body`` names a record's key: its text value as a phrase ("The Mensa Rejects", "backup"), its figure with the
    key's name before it ("SKU 14") or as ``key: value`` ("service: backup")."""
    v = re.escape(value)
    if re.fullmatch(r"[\d.,]+", value):
        return bool(re.search(rf"(?<![a-z]){re.escape(key)}\W{{0,3}}{v}(?![\d.,])", body, re.IGNORECASE))
    return len(value) >= 3 and bool(re.search(rf"(?<![\w]){v}(?![\w])", body, re.IGNORECASE))


_PIECE_RE = re.compile(r"[,，;；]\s*")
_LINE_HEAD_RE = re.compile(r"^[^:：\d]{0,30}[:：]\s*")
_PIECE_LABEL_RE = re.compile(r"^\W*(?P<label>.+?)\s*(?=每|[£$€¥]|\d|\bper\b|\ba\b|\ban\b|:|：)", re.IGNORECASE)


def _labelled_pieces(line: str) -> list[tuple[str, str]]:
    """(label, piece) of each labelled value of a line that lists several ("月卡:地面车位每月300元,地下车位每月450元":
    地面车位 and 地下车位; "Permits: residents £40 a year, visitors £2 a day"); [] for a line of one value."""
    head = _LINE_HEAD_RE.match(line)
    rest = line[head.end():] if head else line
    out = []
    for piece in _PIECE_RE.split(rest.strip().rstrip("。.")):
        m = _PIECE_LABEL_RE.match(piece)
        if m is None or not _DIGIT_RE.search(piece):
            return []
        out.append((m.group("label").strip(), piece.strip()))
    return out if len(out) >= 2 else []


def _names_label(text: str, label: str) -> bool:
    from course_lib.sim.words.text import content_terms, has_cjk

    if has_cjk(label):
        return len(label) >= 2 and label in text
    terms = frozenset(content_terms(label))
    return bool(terms) and terms <= frozenset(content_terms(text))


def other_item(question: str, picked: str, line: str) -> str | None:
    """The piece of ``picked`` the question asks, when ``picked`` lists several labelled values and the later change
    ``line`` names another of them, not the asked one ("地面车位一年多少钱" over "地面车位每月300元,地下车位每月450元" and
    "调整:地下车位月卡调整为每月500元": 地面车位每月300元 holds, ground79); ``None`` otherwise."""
    pieces = _labelled_pieces(picked)
    if not pieces:
        return None
    body = change_body(line)
    asked = [(label, piece) for label, piece in pieces if _names_label(question, label)]
    changed = [label for label, _ in pieces if _names_label(body, label)]
    if len(asked) != 1 or len(changed) != 1 or changed[0] == asked[0][0]:
        return None
    head = _LINE_HEAD_RE.match(picked)
    return f"{head.group(0) if head else ''}{asked[0][1]}"
