"""Yes/no arguments read from what a request says about their thing, with the negation's scope
read over the clause (issue 26, the twenty-seventh set's V8; notebook 03's tools): "a mushroom
pizza, skip the extra cheese" sets ``extra_cheese`` False, "no need for a harness, I have my own"
``harness_needed`` False, "not bothered about a valet" ``valet`` False, and "gluten's fine for all
of us" ``gluten_free`` False (the thing allowed; the field names its absence). The cue phrases are
data (``data/sim/flag_scope.yaml``).

- ``refusal_cues()``: the refusing and keeping cues and the clause splitter, for other readers.
- ``thing_stems(name)``: the stems naming a yes/no field's thing ("extra_cheese": extra, chees).
- ``flag_said(name, text)``: the value, or ``None`` when no clause naming the field's thing says a
  cue either way (other rules read it: a plain mention is a wish, ``tool_args.flag_named``).
- ``presence_said(name, text)``: for a field asking whether a thing is there ("has_tv",
  "wifi_included"), False where a clause says it is absent ("doesn't have a TV", "no parking"), True
  where one says it is there ("there's free wifi", "sat nav is included"); ``None`` otherwise.
- ``denied_after(thing, text)``: a clause naming the thing says right after it that it is not there
  or not allowed ("Breakfast isn't included", "smoking is not permitted anywhere"); ``presence_said``
  reads the same phrases as False.
- ``presence_unnamed(name, text)``: a presence field whose thing the text never names (an
  ``Optional`` one is then left null, no reading missed).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.text import stem

DATA = "flag_scope.yaml"
MAX_CHARS = 1000  # of a text read
MAX_CLAUSES = 30


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(
        DATA, ("refuse_before", "keep_before", "allow_after", "refuse_after", "refuse_right_after", "invert", "generic",
               "clause_end"),
    )


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    d = _data()
    refuse = re.compile(rf"(?<![\w'])(?:{alternation(d['refuse_before'])})(?![\w'])", re.IGNORECASE)
    allow = re.compile(rf"^(?:{alternation(d['allow_after'])})(?![\w'])", re.IGNORECASE)
    refuse_after = re.compile(rf"^\s*(?:{alternation(d['refuse_after'])})(?![\w'])", re.IGNORECASE)
    refused_right = re.compile(rf"^(?:{alternation(d['refuse_right_after'])})(?![\w'])", re.IGNORECASE)
    split = re.compile(rf"[,;.!?\n]|\s[-–—]\s|\b(?:{alternation(d['clause_end'])})\b", re.IGNORECASE)
    return refuse, allow, refuse_after, refused_right, split


@lru_cache(maxsize=1)
def _keep() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'])(?:{alternation(_data()['keep_before'])})(?![\w'])", re.IGNORECASE)


def _thing(name: str) -> tuple[set[str], bool]:
    """(the stems naming the field's thing, whether the field names its absence)."""
    d = _data()
    words = [w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if w]
    inverted = any(w in d["invert"] for w in words)
    thing = {stem(w) for w in words if w not in d["invert"] and w not in d["generic"] and len(w) > 2}
    return thing, inverted


def refusal_cues() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """(a refusing cue, a keeping cue, the clause splitter): the patterns ``flag_said`` reads a clause
    with, for readers of other sides of a flag (``flag_purposes``)."""
    refuse, _, _, _, split = _patterns()
    return refuse, _keep(), split


def thing_stems(name: str) -> set[str]:
    """The stems that name the thing of the yes/no field ``name``."""
    return _thing(name)[0]


def flag_said(name: str, text: str) -> bool | None:
    """The yes/no value ``text`` says for the field ``name`` by a cue in a clause naming its thing:
    a refusing phrase or verb before the thing's word ("skip the", "no need for", "cancel", "turn off") or
    right after it ("cot not needed", "breakfast isn't required"), or an allowing one right after
    it ("'s fine", "are ok"; "fine without" refuses), a keeping one before it ("keep", "still want",
    "don't cancel") True; ``None`` when no clause naming the thing
    holds such a cue, or clauses disagree."""
    if not name or not text:
        return None
    stems, inverted = _thing(name)
    if not stems:
        return None
    refuse, allow, refuse_after, refused_right, split = _patterns()
    text = text[:MAX_CHARS].replace("\u2019", "'")
    verdicts: set[bool] = set()
    clauses = [c for c in split.split(text)[:MAX_CLAUSES] if c]
    named = [c for c in clauses if stems <= {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", c)}]
    for clause in named if len(stems) > 1 and named else clauses:
        # a clause naming the whole thing ("pollen alerts") is the one about it, not one naming a
        # word it shares with another ("rain alerts")
        mentions = [m for m in re.finditer(r"[A-Za-z]+", clause) if stem(m.group(0).lower()) in stems]
        if not mentions:
            continue
        first, last = mentions[0], mentions[-1]
        if (a := allow.match(clause[last.end():])) is not None:
            wanted = not refuse_after.match(clause[last.end() + a.end():])
        elif (kept := _last_end(_keep(), clause[: first.start()])) >= 0 and kept >= _last_end(
                refuse, clause[: first.start()]) and not refused_right.match(clause[last.end():]):
            wanted = True  # "but keep the papers", "don't cancel the milk": the cue nearest the thing
        elif refused_right.match(clause[last.end():]) or refuse.search(clause[: first.start()]):
            wanted = False
        else:
            continue
        verdicts.add(wanted != inverted)
    return verdicts.pop() if len(verdicts) == 1 else None


def _last_end(pattern: re.Pattern[str], text: str) -> int:
    """Where the last match of ``pattern`` in ``text`` ends; -1 for none."""
    ends = [m.end() for m in pattern.finditer(text)]
    return ends[-1] if ends else -1


@lru_cache(maxsize=1)
def _presence() -> tuple[frozenset[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    d = phrase_lists(DATA, ("presence_name", "absent_before", "present_before", "present_after"))
    absent = re.compile(rf"(?<![\w'])(?:{alternation(d['absent_before'])})(?![\w'])", re.IGNORECASE)
    present = re.compile(rf"(?<![\w'])(?:{alternation(d['present_before'])})(?![\w'])", re.IGNORECASE)
    present_after = re.compile(rf"^(?:{alternation(d['present_after'])})(?![\w'])", re.IGNORECASE)
    return frozenset(d["presence_name"]), absent, present, present_after


def _presence_thing(name: str) -> set[str]:
    """The stems of a presence field's thing ("has_tv": tv), empty for a field that asks no presence."""
    words = [w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if w]
    names, _, _, _ = _presence()
    if not any(w in names for w in words):
        return set()
    d = _data()
    if any(w in d["invert"] for w in words):
        return set()
    return {stem(w) for w in words if w not in names and w not in d["generic"] and len(w) >= 2}


def _mentions(clause: str, stems: set[str]) -> list[re.Match]:
    return [m for m in re.finditer(r"[A-Za-z]+", clause) if stem(m.group(0).lower()) in stems]


def presence_said(name: str, text: str) -> bool | None:
    """Whether the text says the field's thing is there ("has_tv" of "the room doesn't have a TV":
    False; "has_wifi" of "there's free wifi": True), read over the clause naming it; ``None`` when no
    clause says either, clauses disagree, or the field asks no presence."""
    stems = _presence_thing(name)
    if not stems or not text:
        return None
    _, absent, present, present_after = _presence()
    split = _patterns()[4]
    verdicts: set[bool] = set()
    for clause in split.split(text[:MAX_CHARS].replace("\u2019", "'"))[:MAX_CLAUSES]:
        mentions = _mentions(clause or "", stems)
        if not mentions:
            continue
        before = clause[: mentions[0].start()]
        if absent.search(before) or _absent_after().match(clause[mentions[-1].end():]):
            verdicts.add(False)
        elif present.search(before) or present_after.match(clause[mentions[-1].end():]):
            verdicts.add(True)
    return verdicts.pop() if len(verdicts) == 1 else None


@lru_cache(maxsize=1)
def _absent_after() -> re.Pattern[str]:
    d = phrase_lists(DATA, ("absent_after",))
    return re.compile(rf"^(?:{alternation(d['absent_after'])})(?![\w'])", re.IGNORECASE)


def denied_after(thing: str, text: str) -> bool:
    """Whether a clause of ``text`` naming ``thing`` (a field's thing words, "pets") says right after
    it that it is not there or not allowed ("Pets are not allowed", "smoking is not permitted
    anywhere"; ``flag_scope.yaml`` absent_after), and no clause naming it says it with no such
    negation after it. Gated on a negating word in the text."""
    if not thing or not text or not re.search(r"n't|\bnot\b|forbidden|prohibited|banned|no longer", text, re.I):
        return False
    stems = {stem(w) for w in re.split(r"[_\W]+", thing.lower()) if len(w) > 2}
    if not stems:
        return False
    split = _patterns()[4]
    found = False
    for clause in split.split(text[:MAX_CHARS].replace("\u2019", "'"))[:MAX_CLAUSES]:
        mentions = _mentions(clause or "", stems)
        if not mentions:
            continue
        if _absent_after().match(clause[mentions[-1].end():]):
            found = True
    return found


def presence_unnamed(name: str, text: str) -> bool:
    """True for a presence field ("has_balcony") whose thing the text names nowhere."""
    stems = _presence_thing(name)
    if not stems:
        return False
    # a word that opens like the thing's names it in part ("air conditioning" for "aircon"): not unnamed
    heads = {s[:3] for s in stems if len(s) >= 3}
    return not any(stem(t.lower()) in stems or (len(t) >= 3 and t.lower()[:3] in heads)
                   for t in re.findall(r"[A-Za-z]+", text[:MAX_CHARS * 4]))
