"""The asked head in no line of the material (issue 26, fix59a): "when do they collect glass" over a bin
calendar that never writes "glass", "how much is a business permit in zone k" over permit notices that
never write "business". The closest line is chosen on the words every line shares ("collect", "permit",
"zone"), so its coverage is high, and the quote answers another thing.

``absent_head(request, found)``: the question's word that names the asked thing, weighed by how rare it
is in the material's own lines (an idf-like reading: a word no line writes weighs most, a word many
lines share little), when

- it is a topic word the chosen lines leave unmet (``subject_met.unmet_words``: the matcher's synonyms
  and everyday forms already tried), no verb, pronoun or manner word (``subject_met.names_no_subject``),
  no word of the asked kind of value ("cost", "time", ``subject_words.yaml`` ``asked_kind_words``) and
  no adjective ("a normal bike": ``adjective_ends``; "the good nights": ``plain_adjectives``);
- no line writes it, an inflection of it (same stem, or a shared head of five letters or more) nor a
  compound holding it ("glassware", "fibreglass");
- it stands in a noun phrase (after a determiner: "the pudding", "a business permit"; or as a verb's object
  at the end: "collect glass", never an -ing or -ed form: "start playing", "is the job based") and is its
  head (the end, or a function word after it) or the modifier of a noun the lines write ("business permit");
  a compound whose first part a line's head or a priced item of a list line writes ("email address" over
  "Email: ...", "a student ticket" over "Admission: adults £9, students £6") is named by that part;
- it is no age group ("child", "senior": ``lexicons.yaml`` ``age_group_words``) over material that states
  ages or age groups ("Junior swim (ages 3-15)"), which may say it by its ages;
- every other topic word the chosen lines meet is shared by at least two lines of the material (the
  chosen line is not singled out by the question: only the absent word would single one out).

English material only (the words are matched as English words). ``None`` otherwise.

The asked head's line holds no value of its kind (fix61b; the fifty-sixth set's UU2): "whats the new code for
the tool shed" over "The tool shed code changes on 1 April.", "what's the new wifi password" over "The wifi
password changes on Monday", "what do you win for reaching the final" over a league's qualifying rule ("3
points for a win"). ``unstated_value(question, picked, bodies)``: the question asks the value of a thing
whose value is a token of its own kind (``subject_words.yaml`` ``valued_heads``: a code wants a token with
a digit or a quoted one, a password a mixed token, a prize a prize's noun or a thing after "win"); a chosen
line names the thing (a prize: any chosen line), and no line of the material that names it holds a value
of the kind (dates, clock times, amounts and years blanked first: ``value_noise``): the documents do not
give it. ``None`` otherwise.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.subject_met import names_no_subject, unmet_words
from course_lib.sim.request.reading import Request
from course_lib.sim.words import weekdays
from course_lib.sim.words.cues import lexicon, read
from course_lib.sim.words.currencies import AMOUNT_RE
from course_lib.sim.words.text import STOP_WORDS, stem
from course_lib.sim.words.weights import zipf

__all__ = ["absent_head", "said_by_ages", "unlisted_word", "unstated_value"]

DATA = "subject_words.yaml"
_ADVERB_STEM_ZIPF = 3.0  # "safe" of "safely" is an everyday word (wordfreq); "fami" of "family" is none
_WORD_RE = re.compile(r"[a-z]+")
_LINE_RE = re.compile(r"\n+|(?<=[.!?;])\s+")
_MIN_LEN = 4
_HEAD_WORDS = 3  # a line's first words read as its head, at most (when no colon or dash ends a shorter one)
_ITEM_WORDS = 5  # the most words of a priced item in a list line ("over-60s and students £6") read as its head
_HEAD_PREFIX = 5  # letters of a shared head that make two words one word's inflections
_ENGLISH_SHARE = 0.15  # the least share of English function words in a material read as English


@lru_cache(maxsize=1)
def _lists() -> tuple[frozenset[str], tuple[str, ...]]:
    data = read(DATA)
    return frozenset((*data["asked_kind_words"], *data["plain_adjectives"])), tuple(data["adjective_ends"])


@lru_cache(maxsize=32)
def _worded_lines(bodies: tuple[str, ...]) -> tuple[tuple[str, list[str]], ...]:
    """Each lower-cased line of the material that holds a word, with its words: what ``_lines`` and
    ``_line_heads`` both read (one split of the material for the two, not one each)."""
    out = []
    for body in bodies:
        for line in _LINE_RE.split(body.lower()):
            found = _WORD_RE.findall(line)
            if found:
                out.append((line, found))
    return tuple(out)


@lru_cache(maxsize=32)
def _lines(bodies: tuple[str, ...]) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """Each line's word stems, and every word the material writes."""
    lines: list[frozenset[str]] = []
    words: set[str] = set()
    for _, found in _worded_lines(bodies):
        words.update(found)
        lines.append(frozenset(map(stem, found)))
    return tuple(lines), frozenset(words)


@lru_cache(maxsize=32)
def _english(bodies: tuple[str, ...]) -> bool:
    """The material reads as English: a fair share of English function words, or (a grid's cells, a price
    list: few function words) the language identifier's reading."""
    text = " ".join(bodies)[:4000]
    words = _WORD_RE.findall(text.lower())
    if len(words) < _MIN_LEN:
        return False
    if sum(w in STOP_WORDS for w in words) >= _ENGLISH_SHARE * len(words):
        return True
    from course_lib.sim.words.sentiment import language_code

    return language_code(text) == "en"


def _common_prefix(a: str, b: str) -> str:
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[:i]


def _written_otherwise(word: str, words: frozenset[str]) -> bool:
    """A word of the material is an inflection of ``word`` or a compound holding it, or the reverse."""
    for other in words:
        if len(other) < _MIN_LEN:
            continue
        if word in other or other in word:
            return True
        shared = len(_common_prefix(word, other))
        if shared >= _HEAD_PREFIX and shared >= min(len(word), len(other)) - 3:
            return True
    return False


def _is_head(word: str, asked: list[str], lines: tuple[frozenset[str], ...], modifiers: bool = True,
             heads: tuple[frozenset[str], ...] = ()) -> bool:
    """``word`` stands in a noun phrase: after a determiner ("the pudding", "a business permit"), or as
    the object at the end of a verb's phrase ("collect glass"; not an -ing or -ed form: "start playing",
    "is it based"); and it is the phrase's head (the end, or a function word after it) or the modifier of a
    noun the lines write ("business permit")."""
    determiners = _determiners()
    for i, w in enumerate(asked):
        if w != word:
            continue
        before = asked[i - 1] if i else None
        after = asked[i + 1] if i + 1 < len(asked) else None
        if (before is not None and before not in STOP_WORDS and before not in determiners and before not in _verbs()
                and not before.endswith(("ed", "ing")) and any(stem(before) in line for line in (heads or lines))):
            continue  # "email address" over "Email: ...": the compound named by its written first part (in a
            # line's head: "patio heaters" is not named by "no pegs can be used on the patio")
        if word.endswith("ly") and zipf(word[:-2]) >= _ADVERB_STEM_ZIPF:
            continue  # "restart it safely", "quickly": a manner word (safe + ly), never a thing asked
        if i >= 3 and asked[i - 2] in determiners and asked[i - 3] in _verb_leads() and before not in STOP_WORDS:
            continue  # "can a guest stay", "does the bus stop": the verb after the subject
        if before in determiners:
            pass
        elif (before is None or before in STOP_WORDS or after is not None
              or word.endswith(("ing", "ed"))):
            continue  # "have to answer", "can i leave", "start playing", "where is the job based"
        if after is None or after in STOP_WORDS:
            return True
        beyond = asked[i + 2] if i + 2 < len(asked) else None
        if modifiers and (beyond is None or beyond in STOP_WORDS) and any(stem(after) in line for line in lines):
            return True  # "a business permit (in zone k)": the modifier of the phrase's last noun, never of a
            # longer run ("a bare except exception block": "bare" qualifies more than the one written noun)
    return False


@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    data = read(DATA)
    return frozenset((*data["verbs"], *data["irregular"]))


@lru_cache(maxsize=1)
def _verb_leads() -> frozenset[str]:
    return frozenset(read(DATA)["subject_verb_leads"])


@lru_cache(maxsize=1)
def _determiners() -> frozenset[str]:
    return frozenset(read(DATA)["noun_phrase_openers"])


def _singled_out(found: evidence.Evidence, lines: tuple[frozenset[str], ...], modifier: str = "") -> bool:
    """Some topic word the chosen lines meet is written in one line of the material only (never ``modifier``,
    the stem of the absent head's modifier no line's head writes: ``_head_modifier``)."""
    for concept in found.covered:
        if concept.kind == "type" or concept.answer_type or not concept.key_term:
            continue
        s = stem(concept.word.split()[-1].lower()) if concept.word else ""
        if s and s != modifier and sum(s in line for line in lines) < 2:
            return True
    return False


def absent_head(request: Request, found: evidence.Evidence) -> str | None:
    """The asked head no line holds (module docstring), or ``None``."""
    if request.language != "en" or not found.picks:
        return None
    # only a word that may name the asked thing can be its absent head (``_unwritten_head`` asks it
    # first): the material's lines are read when one does, not for every reply with a word unmet
    unmet = [word for word in unmet_words(found) if _names_thing(word.lower())]
    if not unmet:
        return None
    bodies = tuple(getattr(d, "body", "") for d in request.documents)
    if not bodies or not _english(bodies):
        return None
    lines, words = _lines(bodies)
    asked = _WORD_RE.findall(request.search_question.lower())
    heads = _line_heads(bodies)
    for word in unmet:
        low = word.lower()
        if _unwritten_head(low, asked, lines, words, heads=heads) and not _singled_out(
                found, lines, _head_modifier(low, asked, heads)):
            return word
    return None


def _head_modifier(low: str, asked: list[str], heads: tuple[frozenset[str], ...]) -> str:
    """The stem of the word right before ``low`` in the question ("patio" of "patio heaters") when no line's
    head writes it: a modifier of the absent head met only inside another thing's line, which singles out no
    line; "" otherwise."""
    i = asked.index(low) if low in asked else -1
    before = asked[i - 1] if i > 0 else ""
    if not before or before in STOP_WORDS or any(stem(before) in head for head in heads):
        return ""
    return stem(before)


def _line_heads(bodies: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """Each line's head: the stems of its words before a colon or a dash, or of its first
    ``_HEAD_WORDS`` words ("Patio heaters: £40 each", "Email - hello@..." , "Gas heaters for hire"); and each
    item a list line prices, a short comma- or semicolon-separated part holding an amount of money ("Admission:
    adults £9, over-60s and students £6": "students" heads an item as "Patio heaters" heads a line; "no pegs
    can be used on the patio, so ..." holds no price and heads nothing, nor does a time span: "8am to 6pm at
    weekends")."""
    out = []
    for line, words in _worded_lines(bodies):  # (a line without a word has no head either)
        parts = _HEAD_END_RE.split(line, maxsplit=1)  # (one part: no colon or dash ends a head)
        found = _WORD_RE.findall(parts[0]) if len(parts) > 1 else []
        if not found or len(found) > _HEAD_WORDS:
            found = words[:_HEAD_WORDS]
        out.append(frozenset(map(stem, found)))
        for part in _ITEM_SPLIT_RE.split(line):
            item = _WORD_RE.findall(part)
            if 0 < len(item) <= _ITEM_WORDS and AMOUNT_RE.search(part):
                out.append(frozenset(map(stem, item)))
    return tuple(out)


_ITEM_SPLIT_RE = re.compile(r"[,;:]\s*")  # a list line's priced items
_HEAD_END_RE = re.compile(r":|\s[-–—]\s")


def _names_thing(low: str) -> bool:
    """``low`` may name the asked thing: no verb, pronoun, manner, function, day or
    value-kind word, no adjective."""
    kinds, adjective_ends = _lists()
    return (len(low) >= _MIN_LEN and low.isalpha() and low not in kinds and low not in STOP_WORDS
            and not low.endswith(adjective_ends) and weekdays.day_number(low) is None and not names_no_subject(low))


@lru_cache(maxsize=1)
def _grid_kinds() -> frozenset[str]:
    return frozenset(stem(w) for w in read(DATA)["grid_content_kinds"])


def _unwritten_head(low: str, asked: list[str], lines: tuple[frozenset[str], ...], words: frozenset[str],
                    modifiers: bool = True, heads: tuple[frozenset[str], ...] = ()) -> bool:
    if not _names_thing(low):
        return False
    s = stem(low)
    if any(s in line for line in lines) or _written_otherwise(low, words):
        return False
    if _by_ages(low, words):
        return False  # "a swim for a child" over "Junior swim (ages 3-15)": an age group said by its ages
    return _is_head(low, asked, lines, modifiers, heads)


def _by_ages(low: str, words: frozenset[str]) -> bool:
    return low in lexicon("age_group_words") and bool(words & lexicon("age_group_words") or "ages" in words
                                                      or "aged" in words or "under" in words or "over" in words)


def said_by_ages(word: str, bodies: tuple[str, ...]) -> bool:
    """``word`` names people by age ("junior", ``lexicons.yaml`` ``age_group_words``) and the material
    states ages or age groups ("adults", "under 18s", "ages 3-15"): it may name that group by its ages or
    another group's word ("Cadet (8-17)" beside "Full adult")."""
    return _by_ages(word.lower(), _lines(bodies)[1])


def unlisted_word(question: str, bodies: tuple[str, ...]) -> str | None:
    """A word of ``question`` naming the asked thing that no line of English ``bodies`` writes in any form
    ("what's the pudding on monday in week 2" over a menu grid of main courses), or ``None``: a grid's cell
    at the day and key the question names is no answer to a kind the grid never names. A word naming what any
    cell may hold ("which class is slot 3", ``subject_words.yaml`` ``grid_content_kinds``) is no such kind, nor
    a modifier of the kind asked ("the veggie main": the grid's marks may say it)."""
    if not bodies or not _english(bodies):
        return None
    lines, words = _lines(bodies)
    asked = _WORD_RE.findall(question.lower())
    return next((w for w in asked if stem(w) not in _grid_kinds() and _unwritten_head(w, asked, lines, words, False)),
                None)


@lru_cache(maxsize=1)
def _valued() -> tuple[re.Pattern[str], re.Pattern[str], tuple[tuple[frozenset[str], str, re.Pattern[str]], ...]]:
    data = read(DATA)
    kinds = tuple((frozenset(k["heads"]), k["noun"], re.compile(k["value"], re.IGNORECASE)) for k in data["valued_heads"])
    return re.compile(data["value_asked"], re.IGNORECASE), re.compile(data["value_noise"], re.IGNORECASE), kinds


def unstated_value(question: str, picked: list[str], bodies: list[str]) -> str | None:
    """The noun of the asked value ("code", "password", "prize") when the chosen lines name the thing
    but no line of ``bodies`` gives a value of its kind (module docstring), else ``None``."""
    asked_re, noise_re, kinds = _valued()
    m = asked_re.search(question)
    if m is None or not picked:
        return None
    head = "prize" if (m.group("win") or m.group("winners")) else m.group("head").lower()
    kind = next(((heads, noun, value) for heads, noun, value in kinds if head in heads), None)
    if kind is None:
        return None
    heads, noun, value = kind
    named = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, heads))) + r")\b", re.IGNORECASE)
    if noun != "prize" and not any(named.search(x) for x in picked):
        return None  # (the chosen lines are about something else: another reading's matter)
    lines = [x for body in bodies for x in _LINE_RE.split(body) if x.strip()]
    holders = lines if noun == "prize" else [x for x in lines if named.search(x)]
    if any(value.search(noise_re.sub(" ", x)) for x in holders):
        return None  # a line gives a value of the kind: the usual reading finds it
    return noun
