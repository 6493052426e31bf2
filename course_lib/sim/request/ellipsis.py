"""An elliptical follow-up read as the previous question with its new value (issue 26; notebook
02's follow-ups with a ``thread_id``).

"When does the pool open on Saturday?" ... "And on Sunday?": a model asks the previous question
again with Sunday in place of Saturday. :func:`reframed` does the same for a follow-up that is
only "and" / "what about" / "how about" and a short phrase with no pronoun: the phrase's one
value takes the place of the previous question's one value of the same kind, tried in this order:

1. a typed value (a weekday, a time, a date, money, a number: ``corrections.values_by_kind``);
2. a group of people ("adult" -> "children"; ``lexicons.yaml`` people_groups);
3. a name ("the Bristol office" -> "the Leeds office", "Dr Kowalski" -> "Dr Adeyemi": the one
   name of the previous question the follow-up does not repeat, by the follow-up's one new name);
4. a superlative ("the most goals" ... "And the fewest?" -> "the fewest goals"; "the most
   expensive" ... "And the cheapest?" -> "the cheapest": a word that implies its own column
   takes "most <word>" with it; both read by ``superlatives.asked``);
5. a word of a pair ("... for my right eye?" ... "And the left?" -> "... for my left eye?":
   ``lexicons.yaml`` paired_words).

A Chinese follow-up "<X>呢？" ("那个成人呢？", ``zh_follow_up``; cue in patterns.yaml ``ellipsis``)
takes a typed value's place (1.), else its sibling's: the one term of the previous question a
document line writes in the same slot as X ("门票：成人 30 元，学生 15 元": 学生 for 成人).

A follow-up with two values of a kind, or a previous question with two (which one it replaces is
unknown), or with no value of any kind the follow-up gives, is not reframed (``None``): the caller
reads both together as before.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("ellipsis")  # its cue patterns: data/sim/patterns.yaml
_FOLLOW_UP_RE = re.compile(r"^\W*(?:and|what about|how about)\s+(?P<rest>[^?]+?)\s*\?*\s*$", re.IGNORECASE)
_PRONOUN_RE = re.compile(r"\b(?:it|its|they|them|their|he|she|his|her|this|that|those|these)\b", re.IGNORECASE)
MAX_REST_WORDS = 5  # an elliptical follow-up is a short phrase
_NEXT_WORD = r"\s+[\w-]+"


def reframed(previous: str, question: str, bodies: tuple[str, ...] = ()) -> str | None:
    """``previous`` with ``question``'s one new value in place of its value of the same kind, or
    ``None`` (see the module's docstring). ``bodies``, the documents' texts, tell the names a
    question writes in lower case ("what about rex?" after "how often is bruno walked?" over notes
    that write "Bruno" and "Rex": ``_documented_swap``)."""
    zh = zh_follow_up(question)
    if zh is not None:
        return (_typed_swap(previous, zh) or _figure_swap(previous, zh)
                or (_sibling_swap(previous, zh, bodies) if bodies else None))
    m = _FOLLOW_UP_RE.match(question)
    if m is None or _PRONOUN_RE.search(m.group("rest")) or len(m.group("rest").split()) > MAX_REST_WORDS:
        return None
    rest = m.group("rest")
    for swap in (_typed_swap, _group_swap, _name_swap, _superlative_swap, _pair_swap):
        found = swap(previous, rest)
        if found is not None:
            return found
    return _documented_swap(previous, rest, bodies) if bodies else None


def zh_follow_up(question: str) -> str | None:
    """The phrase of a Chinese elliptical follow-up ("那个成人呢？" -> "成人"), or ``None``."""
    m = _CUE.zh_follow_up.match(question)
    return m.group("rest") if m and _CJK_RE.search(m.group("rest")) else None


def _figure_swap(previous: str, rest: str) -> str | None:
    """A Chinese follow-up's one figure in place of the previous question's one figure, written
    against their characters ("3号楼停水吗？" ... "那8号楼呢？" -> "8号楼停水吗？")."""
    given, held = re.findall(r"\d+", rest), re.findall(r"\d+", previous)
    if len(given) != 1 or len(held) != 1 or given == held:
        return None
    return re.sub(r"\d+", given[0], previous, count=1)


def _sibling_swap(previous: str, rest: str, bodies: tuple[str, ...]) -> str | None:
    """7. a Chinese follow-up's phrase in place of its sibling in the previous question: the one
    term of the previous question that a document line writes in the same slot as the phrase
    (each after a separator and before the same kind of thing: a figure, or the same character):
    "学生门票多少钱？" ... "那个成人呢？" over "门票：成人 30 元，学生 15 元" -> "成人门票多少钱？"."""
    slots = {_slot(line, m.end()) for body in bodies for line in body.splitlines()
             for m in re.finditer(re.escape(rest), line) if _separated(line, m.start())}
    slots.discard(None)
    if not slots:
        return None
    found: set[str] = set()
    for body in bodies:
        for line in body.splitlines():
            if rest not in line:
                continue
            for size in range(4, 0, -1):
                for i in range(len(previous) - size + 1):
                    term = previous[i:i + size]
                    if not _CJK_RE.fullmatch(term) or term in rest:
                        continue
                    for m in re.finditer(re.escape(term), line):
                        if _separated(line, m.start()) and _slot(line, m.end()) in slots:
                            found.add(term)
    # the longest terms only ("学生票", not also "学生")
    terms = [t for t in found if not any(t != o and t in o for o in found)]
    # (the phrase itself, held inside its sibling, is no sibling: "非会员" ... "那会员呢？")
    if len(terms) != 1 or previous.count(terms[0]) != 1:
        return None
    return previous.replace(terms[0], rest, 1)


def _separated(line: str, at: int) -> bool:
    return at == 0 or not _CJK_RE.match(line[at - 1]) and not line[at - 1].isalnum()


def _slot(line: str, end: int) -> str | None:
    """What follows a term on its line: "9" for a figure (after spaces), else the next character."""
    after = line[end:].lstrip(" \t")
    if not after:
        return None
    return "9" if after[0].isdigit() else after[0] if not _CJK_RE.match(after[0]) else None


_CJK_RE = re.compile(r"[\u4e00-\u9fff]+")


def _documented_swap(previous: str, rest: str, bodies: tuple[str, ...]) -> str | None:
    """6. a name the documents write, however the questions write it: the follow-up is one of the
    documents' names (case aside) that the previous question does not hold, and the previous
    question holds exactly one other of them (its subject): that one is replaced, so the earlier
    subject's words leave the question and its record the pick."""
    from course_lib.sim.words.text import names

    known = {n.lower() for body in bodies for n in names(body)} | _capitalised_only(bodies)
    phrase = " ".join(w for w in re.findall(r"[\w'-]+", rest) if w.lower() not in _FILLERS)
    if not phrase or phrase.lower() not in known or re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", previous, re.I):
        return None
    held = {m.group(0).lower(): m.group(0) for n in known
            for m in [re.search(rf"(?<!\w){re.escape(n)}(?!\w)", previous, re.IGNORECASE)] if m}
    # the longest spans only ("Larch Vets", not also "Larch")
    spans = [h for h in held if not any(h != o and h in o for o in held)]
    if len(spans) != 1:
        return None
    return _replace_once(previous, held[spans[0]], phrase)


def _replace_once(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", lambda _: new, text, count=1)


def _typed_swap(previous: str, rest: str) -> str | None:
    from course_lib.sim.request.corrections import values_by_kind

    given = values_by_kind(rest)
    if len(given) != 1:
        return None
    kind, value = given[0]
    held = [v for k, v in values_by_kind(previous) if k == kind]
    if len(held) != 1 or held[0].lower() == value.lower():
        return None
    return _replace_once(previous, held[0], value)


def _group_swap(previous: str, rest: str) -> str | None:
    from course_lib.sim.words.cues import lexicon

    groups = lexicon("people_groups")
    given = [w for w in re.findall(r"[\w-]+", rest) if w.lower() in groups]
    held = [w for w in re.findall(r"[\w-]+", previous) if w.lower() in groups]
    if len(given) != 1 or len(held) != 1 or given[0].lower() == held[0].lower():
        return None
    return _replace_once(previous, held[0], given[0])


def _name_swap(previous: str, rest: str) -> str | None:
    from course_lib.sim.words.text import names

    said = {n.lower() for n in names(previous)}
    new = [n for n in names(rest) if n.lower() not in said]
    old = [n for n in names(previous) if n.lower() not in {g.lower() for g in names(rest)}]
    if len(new) != 1 or len(old) != 1:
        return None
    return _replace_once(previous, old[0], new[0])


def _superlative_swap(previous: str, rest: str) -> str | None:
    from course_lib.sim.material.superlatives import asked

    given, held = asked(rest), asked(previous)
    if given is None or held is None or given[0] == held[0] or len(rest.split()) > 3:
        return None
    pair = _NEXT_WORD if given[0] in ("most", "least") else ""  # "the most expensive": both words
    new = re.search(rf"(?<!\w){given[0]}{pair}", rest, re.IGNORECASE)
    new_phrase = new.group(0) if new else given[0]
    # "the most expensive" -> "the cheapest": a word that implies its own column, or a "most
    # <word>" phrase, takes "most <word>" with it; "the most goals" -> "the fewest goals"
    both = held[0] in ("most", "least") and (given[2] or " " in new_phrase)
    old = re.search(rf"(?<!\w){held[0]}{_NEXT_WORD if both else ''}(?!\w)", previous, re.IGNORECASE)
    if old is None:
        return None
    return previous[:old.start()] + new_phrase + previous[old.end():]


def _pair_swap(previous: str, rest: str) -> str | None:
    """"And the left?" after "... for my right eye?": the follow-up's one word of a pair
    (``lexicons.yaml`` paired_words: left / right, upper / lower, first / last, morning / evening)
    in place of its other, which the previous question holds once (and the word itself not at all)."""
    from course_lib.sim.words.cues import lexicon

    other: dict[str, str] = {}
    for entry in lexicon("paired_words"):
        one, _, two = entry.lower().partition("/")
        other[one], other[two] = two, one
    words = [w for w in re.findall(r"[\w-]+", rest) if w.lower() not in _FILLERS]
    if len(words) != 1 or words[0].lower() not in other:
        return None
    said = [w.lower() for w in re.findall(r"[\w-]+", previous)]
    held = [w for w in re.findall(r"[\w-]+", previous) if w.lower() == other[words[0].lower()]]
    if len(held) != 1 or words[0].lower() in said:  # ("the left or the right lane": which one is unclear)
        return None
    return _replace_once(previous, held[0], words[0])


def _capitalised_only(bodies: tuple[str, ...]) -> set[str]:
    """The words the documents write only capitalised, at a sentence's start too ("Kiki: one
    pouch ...", "Bruno is walked ..."), lower-cased: names ``text.names`` leaves out when they
    open a sentence. A word the documents also write in lower case is none."""
    text = "\n".join(bodies)
    lower = set(re.findall(r"(?<![\w'-])[a-z][\w'-]*", text))
    from course_lib.sim.words.text import STOP_WORDS

    return {w.lower() for w in re.findall(r"(?<![\w'-])[A-Z][a-z][\w'-]*", text)
            if w.lower() not in lower and w.lower() not in STOP_WORDS}


_FILLERS = frozenset("the a an my your our one ones side".split())  # "And the left one?": the pair word alone

__all__ = ["MAX_REST_WORDS", "reframed"]
