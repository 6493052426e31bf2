"""People counted in family words (issue 26, the twenty-ninth set's X7 (c); notebook 03's tools):
"panto tickets for me, my partner and our twins" books 2 adults and 2 children, and "zoo tickets for
me, my wife and our three kids" 2 adults and 3 children; a thing listed after the people ("... and the
camper van") ends the list. The words are data
(``data/sim/family_counts.yaml``).

- ``by_age(text)``: ``(adults, children)`` of a list of people written one by one, or ``None`` when
  there is none, or an item whose age or number is not said ("our son", "the kids").
- ``headcount(text)``: how many people that list names, ages aside ("me and three colleagues": 4).
- ``names_people(text)``: a list of people is written (then no count is certainly absent from it).
- ``counted_group(text)``: a group counted whole with people added after it ("the four of us plus
  my mum": 5); ``Counted(None)`` when an added one is not sized ("plus a few friends").
- ``total_split(text)``: ``(adults, children)`` of a total with a part named and "the rest" of a kind
  ("a group of six: the two of us, the rest are kids": 2 and 4); ``Counted(None)`` when not told.
- ``age_field(name)``: "adults" / "children" for an argument that counts one of them, else ``None``.
- ``group_size(text)``: the speaker's group counted whole ("the two of us": 2, "my wife and I": 2,
  "Sam, Lee and I": 3), ``None`` when none is, or people are added to it (``counted_group``).
- ``trait_field(name)`` / ``trait_count(trait, text)``: a count of people with a trait ("vegetarians"):
  "two of whom are vegetarian" 2, "Tom is vegetarian, I'm not" 1; ``None`` when the text says it of
  no one, or both ways (the caller's limit, never a number beside the word).
- ``brought_field(name)`` / ``brought_count(text)``: a count argument of the people someone brings
  ("plus_ones", "extra_guests") and its value: "bringing her husband" 1, "bringing his two kids" 2,
  "coming alone" 0; ``None`` when none is said, ``Counted(None)`` when it cannot be counted ("bringing
  some friends").
- ``people_words(text)``: the words naming people ("me", "us", "wife", "grandparents"), for the
  people beside one a question states an age of.
- ``grouped_people(text)`` / ``group_numbers(text)`` / ``counts_people(name)``: people counted in groups
  ("six couples": 12) for a count of people or seats; the bare number of groups is no count of anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.number_words import values
from course_lib.sim.words.text import ENUMERATION_SPLIT_RE

DATA = "family_counts.yaml"
_SMALL = {w: i for w, i in values(0, 12).items()}
# a list opens after one of these words; each is tried ("for Dune for me and my son": the second)
# a colon or a dash before the list opens it too ("seats please: me, my wife and ...", "no wait - me and ...")
_LIST_RE = re.compile(r"(?:\b(?:for|with|of|is|are|be|between|bring(?:ing)?|taking|book|register|enrol|enroll|sign\s+up)|"
                      r"[:\u2013\u2014]|\s-)\s+(?=([^.!?;:\n]{3,160}))", re.IGNORECASE)
_CUT_RE = re.compile(r"\s+(?:please|tonight|today|tomorrow|at|on|onto|in|into|from|who|which|that|to|this|next|"
                     r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!-)|,\s*please\b"
                     r"|\s+[-\u2013\u2014]\s+|,?\s+(?:aged|ages)\s+\d|\s+(?:together|altogether|in\s+total|in\s+all)\b", re.IGNORECASE)  # (a dash ends the list: "... and Jo's boyfriend - two of them")
_CLOCK_ITEM_RE = re.compile(r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?", re.IGNORECASE)  # "19:30", "7pm": a time, no person
_OWNER_RE = re.compile(r"^(?:(?:my|our|his|her|their|the|a)\s+)?[a-z][a-z-]*'s\s+(?P<rest>[a-z].*)$", re.IGNORECASE)
_ITEM_RE = re.compile(r"^(?:(?:my|our|his|her|their|the|a|an|one)\s+)?(?:(?P<n>\d{1,2}|[a-z]+)\s+)?"
                      r"(?:(?:little|young|older|elder|grown|small|two|both)\s+)?(?P<who>[a-z][a-z\s-]*?)$", re.IGNORECASE)
_ADULTS_RE = re.compile(r"(?:^|_)(?:adults?|grown_?ups?)(?:_|$)", re.IGNORECASE)
_CHILDREN_RE = re.compile(r"(?:^|_)(?:child|children|kids?|minors?)(?:_|$)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _data() -> dict:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("self", "adults", "children", "unsure"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list of words")
    if not isinstance(data.get("multiples"), dict):
        raise ValueError(f"{DATA}: 'multiples' must map words to counts")
    return data


def _item(item: str) -> tuple[str, int | None] | None:
    """("adult" | "child" | "unsure", how many or None) of one listed item, ``None`` for no person."""
    d = _data()
    words = item.lower().strip()
    if words in d["self"]:
        return "adult", 1
    if words in (d.get("self_group") or ()):  # "us": the speaker's group, its size not said
        return "unsure", None
    owned = _OWNER_RE.match(words)
    if owned is not None:  # "Jo's boyfriend", "the neighbour's boy": one; "my sister's kids": not said
        return _item(owned.group("rest"))
    for phrase, n in (d.get("counted_phrases") or {}).items():  # "a couple of friends": 2 friends
        if words.startswith(f"{phrase} ") and (read := _item(f"{n} {words[len(phrase) + 1:]}")) is not None:
            return read
    m = _ITEM_RE.match(words)
    if not m:
        return None
    who, n = m.group("who").strip(), m.group("n")
    if n is not None and n not in _SMALL and not n.isdigit():  # "my partner" read "partner" with no count word
        who, n = f"{n} {who}", None
    count = int(n) if n and n.isdigit() else _SMALL.get(n or "", None)
    if who in d["multiples"]:
        return "child", int(d["multiples"][who]) * (count or 1)
    adjective, _, noun = who.partition(" ")
    if adjective in (d.get("multiple_adjectives") or {}) and noun.endswith("s") and count is None:
        # "twin toddlers": 2 children; "triplet sisters": 3 who may be grown-ups or children;
        # "twin girls": children (``multiple_child_nouns``)
        kind = "child" if noun in (d.get("multiple_child_nouns") or ()) else _noun_kind(noun)
        return (kind, int(d["multiple_adjectives"][adjective])) if kind is not None else None
    if who in d.get("pairs", {}):  # "my parents": both of them; "my two grandparents": the two said
        return "adult", count if count is not None else int(d["pairs"][who])
    for noun in dict.fromkeys((who, who.split()[-1])):  # "little boy": "boy"
        plural = noun.endswith("s") or noun == "children"
        for kind, key in (("adult", "adults"), ("child", "children"), ("unsure", "unsure")):
            if noun in d[key] or (noun.endswith("s") and noun[:-1] in d[key]):
                return kind, count if count is not None else (None if plural else 1)
    return None


def _noun_kind(noun: str) -> str | None:
    """"adult", "child" or "unsure" for a people noun of the data (its plural too), else ``None``."""
    d = _data()
    for kind, key in (("adult", "adults"), ("child", "children"), ("unsure", "unsure")):
        if noun in d[key] or (noun.endswith("s") and noun[:-1] in d[key]):
            return kind
    return None


def _lists(text: str) -> list[list[tuple[str, int | None]]]:
    out = []
    for m in _LIST_RE.finditer(text[:4000]):
        body = _CUT_RE.split(m.group(1), maxsplit=1)[0]
        items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(body.strip(" ,")) if i.strip()]
        if not 2 <= len(items) <= 12:
            continue
        read = [_item(i) for i in items]
        while len(read) > 2 and read[-1] is None and _is_thing(items[len(read) - 1]):
            read.pop()  # "... our two kids and the camper van": the people end before the van
        if any(r is None for r in read) and any(r == ("adult", 1) and i.lower() in _data()["self"]
                                                for r, i in zip(read, items, strict=False)):
            read = [r if r is not None else _counted_others(i) for r, i in zip(read, items, strict=False)]
        if all(r is not None for r in read):
            out.append(read)
    return out


_COUNTED_OTHERS_RE = re.compile(r"^(?:(?:the|my|our|his|her|their|these|those)\s+)?(?P<n>\d{1,2}|[a-z]+)\s+"
                                r"(?:[a-z-]+\s+){0,2}(?P<noun>[a-z-]{3,}s)$", re.IGNORECASE)


def _counted_others(item: str) -> tuple[str, int | None] | None:
    """Beside the speaker in a list ("me and the two new interns", "the three trainees and me"):
    an item of a count and a plural noun the data does not know, adjectives between, counts its
    people ("unsure": grown-ups or children); a thing ("our 2 bikes") or an item with no count is
    none."""
    m = _COUNTED_OTHERS_RE.match(item.strip())
    if not m or _is_thing(item):
        return None
    n = m.group("n").lower()
    count = int(n) if n.isdigit() else _SMALL.get(n)
    return ("unsure", count) if count and count > 1 else None


def _is_thing(item: str) -> bool:
    """An item that a word of ``things`` names (a vehicle, a pet, luggage): no person."""
    things = set(_data().get("things") or ())
    return any(w in things for w in re.findall(r"[a-z]+", item.lower()))


def names_people(text: str) -> bool:
    """Whether ``text`` lists two or more people one by one ("me, my son and his two friends")."""
    return bool(_lists(text))


def by_age(text: str) -> tuple[int, int] | None:
    """``(adults, children)`` the text's one list of people counts, else ``None``."""
    found = _lists(text)
    if len(found) != 1:
        return None
    adults = children = 0
    for kind, n in found[0]:
        if kind == "unsure" or n is None:
            return None
        if kind == "adult":
            adults += n
        else:
            children += n
    return adults, children


def headcount(text: str) -> int | None:
    """How many people the text's one list of people names, whatever their ages ("me and three
    colleagues": 4, "me, my son and his two friends": 4), else ``None`` (no list, two, or an item
    with no number: "me and the kids")."""
    found = _lists(text)
    if len(found) != 1 or any(n is None for _, n in found[0]):
        return None
    return sum(n for _, n in found[0] if n is not None)


@dataclass(frozen=True)
class Party:
    """A list of people that opens with the speaker ("me, my three flatmates and Jo's boyfriend"): the
    numbers written inside it ("3"), and how many people it names (``None`` when an item's number
    is not said: "us", "my sister's kids")."""

    numbers: frozenset[str]
    total: int | None
    body: str = ""  # the list as written


def listed_party(text: str) -> Party | None:
    """The text's one list of people holding the speaker, read item by item (module docstring), and
    the numbers written inside it: a bare number inside the list is never the whole count."""
    d = _data()
    opening = set(d["self"]) | set(d.get("self_group") or ())
    found = []
    for m in _LIST_RE.finditer(text[:4000]):
        if m.group(0).lower().startswith("of"):
            continue  # ("the three of us, two hours": a group counted whole, no list)
        said = _CUT_RE.split(m.group(1), maxsplit=1)[0]
        body = _sized_families(said)
        items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(body.strip(" ,")) if i.strip()]
        if not 2 <= len(items) <= 12 or not any(i.lower() in opening for i in items):
            continue
        units = set(d.get("units") or ())
        read = [_item(i) or (None if units & set(i.lower().split()) else _counted_others(i) or _named_one(i))
                for i in items]
        if any(r is None for r in read):
            continue
        numbers = set()
        for item in items:
            for w in re.findall(r"[a-z]+|\d{1,2}", item.lower()):
                if w.isdigit() or (w in _SMALL and _SMALL[w] > 1):
                    numbers.add(w if w.isdigit() else str(_SMALL[w]))
        total = None if any(n is None for _, n in read) else sum(n for _, n in read if n is not None)
        found.append(Party(frozenset(numbers), total, said))
    return found[0] if len(found) == 1 else None


def _sized_families(body: str) -> str:
    """``body`` with a family named and sized after it as one counted item ("the Patels, there are
    four of them" -> "4 Patels"; the cue is ``sized_family`` of the data)."""
    pattern = _data().get("sized_family")
    if not pattern or " of them" not in body.lower():
        return body
    from course_lib.sim.words.quantities import with_all_digits

    def sized(m: re.Match) -> str:
        n = with_all_digits(m.group("n"))
        return f"{n} {m.group('who')}" if n.isdigit() else m.group(0)

    return re.sub(pattern, sized, body, flags=re.IGNORECASE)


def _named_one(item: str) -> tuple[str, int] | None:
    """A given name alone in a list beside the speaker ("me, Ravi and his sister"): one person."""
    return ("unsure", 1) if re.fullmatch(r"[A-Z][a-z]{1,15}", item.strip()) else None


def list_count(words: str) -> int | None:
    """How many people a bare list names ("my parents": 2, "my sister and her two kids": 3,
    "Jo": ``None``), each item counted as in ``headcount``; ``None`` when an item is no person
    or has no number ("the kids")."""
    items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(words.strip(" ,.!")) if i.strip()]
    read = [_item(i) for i in items]
    if not items or any(r is None or r[1] is None for r in read):
        return None
    return sum(r[1] for r in read if r is not None and r[1] is not None)


def age_field(name: str) -> str | None:
    """"adults" or "children" for a count argument of one of them ("num_adults", "kids")."""
    if _ADULTS_RE.search(name):
        return "adults"
    if _CHILDREN_RE.search(name):
        return "children"
    return None


def figure_kinds(text: str, figure: str) -> set[str]:
    """The kinds ("adult", "child", "unsure") of the people nouns ``figure`` is written right before
    in ``text`` ("3 adults": {"adult"}), its number words read as figures; empty where it counts
    no people noun."""
    from course_lib.sim.words.quantities import with_all_digits

    said = with_all_digits(text[:4000])
    kinds = set()
    for m in re.finditer(rf"(?<![\w.,]){re.escape(figure)}\s+(?:(?:little|young|grown|small)\s+)?([a-z][a-z-]*)", said,
                         re.IGNORECASE):
        kind = _noun_kind(m.group(1).lower())
        if kind is not None:
            kinds.add(kind)
    return kinds


def _group_matches(text: str) -> list[tuple[int, int]]:
    """(how many groups, people in each) for each "<number> <group word>" of ``text`` (data:
    people_groups, and people_pair_words with people_pair_after after them)."""
    from course_lib.sim.words.quantities import with_all_digits

    d = _data()
    groups = {str(k).lower(): int(v) for k, v in (d.get("people_groups") or {}).items()}
    pairs = {str(k).lower(): int(v) for k, v in (d.get("people_pair_words") or {}).items()}
    after = "|".join(map(re.escape, d.get("people_pair_after") or []))
    words = "|".join(sorted(map(re.escape, [*groups, *pairs]), key=len, reverse=True))
    if not words or not re.search(rf"\b(?:{words})\b", text, re.IGNORECASE):
        return []
    found = []
    for m in re.finditer(rf"(?<![\w.,])(?:(?P<n>\d{{1,3}})|(?P<a>an?))\s+(?P<w>{words})\b"
                         rf"(?P<of>\s+of\s+(?:{after})\b)?(?P<other>\s+of\b)?", with_all_digits(text), re.IGNORECASE):
        word, n = m.group("w").lower(), int(m.group("n") or 1)
        if word in groups and not m.group("other"):  # "a couple of tickets": a few, no couple
            found.append((n, groups[word]))
        elif m.group("of") and word in pairs:  # "three pairs of us" ("a couple of us": a few)
            found.append((n, pairs[word]))
    return found


def grouped_people(text: str) -> int | None:
    """How many people ``text`` counts in groups ("we're six couples": 12, "three pairs of us":
    6), else ``None`` (no such group, or two of them)."""
    found = _group_matches(text)
    return found[0][0] * found[0][1] if len(found) == 1 else None


def group_numbers(text: str) -> list[str]:
    """The figures ``text`` writes as a number of groups of people ("six couples": "6"): no
    count of anything but the groups."""
    return [str(n) for n, _ in _group_matches(text) if n > 1]


def counts_people(name: str) -> bool:
    """A count argument named for people or their seats ("seats", "num_tickets", "party_size")."""
    nouns = {str(w).lower() for w in _data().get("people_seat_nouns") or []}
    lowered = name.lower()
    return lowered in nouns or any(part in nouns for part in re.split(r"[_\W]+", lowered)) or any(
        lowered.endswith("_" + n) for n in nouns)


def multiple_children(text: str) -> tuple[int, str] | None:
    """(how many, the word) for the one word of ``text`` that counts the children it names ("how
    much for my twins?": (2, "twins"); data: ``multiples``), else ``None`` (none, or two)."""
    d = _data()
    found = [(n, w) for w, n in d["multiples"].items() if re.search(rf"\b{re.escape(w)}\b", text, re.IGNORECASE)]
    for w, n in (d.get("multiple_adjectives") or {}).items():  # "my twin toddlers": 2
        for m in re.finditer(rf"\b{re.escape(w)}\s+([a-z]+s)\b", text, re.IGNORECASE):
            if _noun_kind(m.group(1).lower()) == "child":
                found.append((int(n), m.group(0)))
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True)
class Counted:
    """A count read from a group's words, or ``None`` where they say one but do not size it (the
    caller's arguments limit, never a bare number of the text)."""

    value: int | tuple[int, int] | None


_NOUN_PHRASE_RE = re.compile(r"(?:the|my|our|his|her|their|a|an|some|\d+)\s", re.IGNORECASE)


@lru_cache(maxsize=16)
def _pattern(key: str) -> re.Pattern[str]:
    return re.compile(_data()[key], re.IGNORECASE)


def _group_total(text: str) -> tuple[int, re.Match] | None:
    found = list(_pattern("group_total").finditer(text))
    named = [m for m in found if m.group("n2")]  # "a family of 5": the whole, "the 2 of us" a part of it
    found = named or found
    return (int(found[0].group("n") or found[0].group("n2")), found[0]) if len(found) == 1 else None


def counted_group(text: str) -> Counted | None:
    """The group's count plus the people added right after it ("the 5 of us plus me": 6, "my team
    of eight and the coach": 9); ``Counted(None)`` for an added person whose number is not said
    ("plus a few friends"); ``None`` where no group is counted with people added."""
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)
    total = _group_total(text)
    if total is None:
        return None
    added = _pattern("group_added").match(text[total[1].end():])
    if added is None:
        return None
    body = _CUT_RE.split(added.group("list"), maxsplit=1)[0]
    items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(body.strip(" ,")) if i.strip()]
    read = [_item(i) for i in items]
    while read and read[-1] is None and (_is_thing(items[len(read) - 1]) or _CLOCK_ITEM_RE.fullmatch(items[len(read) - 1])):
        read.pop()  # "plus me and the dog": the people end before the thing; "and my mum, 19:30": before the time
    if not read or (read[0] is None and not _NOUN_PHRASE_RE.match(items[0])):
        return None  # "the 4 of us and pay by card": nothing added
    if any(r is None or r[1] is None for r in read):
        return Counted(None)
    return Counted(total[0] + sum(r[1] for r in read if r is not None and r[1] is not None))


def total_split(text: str) -> Counted | None:
    """``Counted((adults, children))`` of a group counted whole ("a family of 5") with one part
    named by kind ("the 2 of us": adults; "3 adults") and the rest of the other kind ("the rest are
    kids"); ``Counted(None)`` when "the rest" is said but the kinds or numbers are not told; ``None``
    where no rest of a counted group is said."""
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)
    total = _group_total(text)
    rest = _pattern("group_rest").search(text)
    if total is None or rest is None:
        return None
    rest_kind = _item(rest.group("who"))
    parts = []
    for m in _pattern("group_part").finditer(text):
        if total[1].start() <= m.start() < total[1].end():
            continue  # the total's own number
        who = m.group("who").lower()
        item = ("adult", int(m.group("n"))) if re.fullmatch(r"of\s+us", who) else _item(f"{m.group('n')} {who}")
        if item is not None:
            parts.append(item)
    if rest_kind is None or len(parts) != 1:
        return Counted(None)
    kind, n = parts[0]
    if {kind, rest_kind[0]} != {"adult", "child"} or n is None or not 0 < n < total[0]:
        return Counted(None)
    others = total[0] - n
    return Counted((n, others) if kind == "adult" else (others, n))


def group_size(text: str) -> int | None:
    """How many people the speaker's group is, counted whole: "it'll be the two of us" 2, "my wife
    and I" 2, "Sam, Lee and I" 3; ``None`` when no group is counted, two different counts are, or
    people are added to a counted one ("the 4 of us plus my mum": ``counted_group``)."""
    from course_lib.sim.words.quantities import with_all_digits

    digits = with_all_digits(text[:4000])
    if counted_group(digits) is not None:
        return None
    found = set()
    total = _group_total(digits)
    if total is not None:
        found.add(total[0])
    elif len(list(_pattern("group_total").finditer(digits))) > 1:
        return None
    for m in _pattern("subject_and_i").finditer(text[:4000]):
        items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(m.group("list").strip(" ,")) if i.strip()]
        counted = 1
        for item in reversed(items):  # read back from "I", up to the first item that is no person
            read = _item(item.lower())
            if read is not None and read[1] is not None and read[0] != "unsure":
                counted += read[1]
            elif read is not None and read[0] == "unsure":
                counted = 0  # "my son and I": his age is not said, but he counts; keep it simple: no count
                break
            elif _is_name(item):
                counted += 1  # "Sam and I": a name is one person
            else:
                if _is_name(item.split()[-1]):
                    counted += 1  # "Yesterday Tom and I": the list opens at the name
                break
        if counted >= 2:
            found.add(counted)
    return found.pop() if len(found) == 1 else None


def _is_name(word: str) -> bool:
    """One capitalised word that is no sentence opener (``not_names``): a person's first name."""
    return bool(re.fullmatch(r"[A-Z][a-z]+", word)) and word.lower() not in {
        str(w).lower() for w in _data().get("not_names") or ()}


def trait_field(name: str) -> str | None:
    """The trait a count field counts people of ("vegetarians": vegetarian, "num_vegans": vegan;
    ``people_traits``), else ``None``."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    traits = [str(t) for t in _data().get("people_traits") or ()]
    for w in words:
        for t in traits:
            if w in (t, t + "s", t.replace(" ", "_"), t.replace(" ", "") + "s"):
                return t
    return None


def trait_count(trait: str, text: str) -> int | None:
    """How many people the text says have ``trait``: a part of a counted whole ("four adults, two
    of whom are vegetarian": 2), else the people it says it of one by one ("Tom is vegetarian, I'm
    not": 1; "Ana and Raj are vegans": 2); ``None`` when it says it of no one, or says it two ways."""
    from course_lib.sim.words.quantities import with_all_digits

    word = re.escape(trait).replace(r"\ ", r"\s+")
    d = _data()
    part = re.compile(d["trait_part"].replace("{trait}", word), re.IGNORECASE)
    parts = {int(m.group("n")) for m in part.finditer(with_all_digits(text[:4000]))}
    if parts:
        return parts.pop() if len(parts) == 1 else None
    said = re.compile(d["trait_said"].replace("{trait}", word))
    total, named = 0, False
    for m in said.finditer(text[:4000].replace("\u2019", "'")):
        named = True
        if m.group("neg"):
            continue
        who = m.group("who")
        if who == "I":
            total += 1
            continue
        items = [i.strip() for i in ENUMERATION_SPLIT_RE.split(who) if i.strip()]
        for item in items:
            read = ("adult", 1) if _is_name(item) else _item(item.lower())
            if read is None or read[1] is None:
                return None
            total += read[1]
    return total if named else None


def brought_field(name: str) -> bool:
    """A count argument of the people someone brings along ("plus_ones", "guests_bringing",
    "extra_guests"; data: ``brought_field``)."""
    pattern = _data().get("brought_field")
    return bool(pattern) and re.search(pattern, name.lower()) is not None


@lru_cache(maxsize=1)
def _brought_end_re() -> re.Pattern[str] | None:
    """The data's ``brought_clause_end``: where the list of people brought ends."""
    pattern = _data().get("brought_clause_end")
    return re.compile(pattern, re.IGNORECASE) if pattern else None


def brought_count(text: str) -> Counted | None:
    """How many people the text says are brought along: the list after "bringing" / "coming with"
    (``brought_with``) counted by ``list_count`` ("her husband" 1, "his two kids" 2), 0 when the
    text says nobody is (``brought_none``: "coming alone"); ``None`` when it says neither;
    ``Counted(None)`` for a list it cannot count ("some friends") or two different counts."""
    d = _data()
    found: set[int | None] = set()
    if d.get("brought_none") and re.search(d["brought_none"], text, re.IGNORECASE):
        found.add(0)
    if d.get("brought_with"):
        for m in re.finditer(d["brought_with"], text, re.IGNORECASE):
            ends = _brought_end_re()
            said = ends.split(m.group("list"), maxsplit=1)[0] if ends else m.group("list")
            said = _CUT_RE.split(said, maxsplit=1)[0]
            found.add(list_count(said))
    if not found:
        return None
    return Counted(found.pop()) if len(found) == 1 else Counted(None)


_WORD_RE = re.compile(r"[a-z][a-z'-]*", re.IGNORECASE)


def people_words(text: str) -> list[str]:
    """The words of ``text`` that name people beside a stated one: the speaker as an object ("me",
    "myself", "us"; never "I", who may only be asking), and the people nouns of the data ("wife",
    "grandparents", "adults", "kids"), in order (the issue's fifty-seventh set, VV1: "for me, my wife
    and our 2 yr old" names two people beside the aged one)."""
    d = _data()
    selves = {w for w in list(d["self"]) + list(d.get("self_group") or ()) if w != "i"}
    pairs = set(d.get("pairs") or {}) | set(d.get("multiples") or {})
    out = []
    for w in (m.group(0).lower() for m in _WORD_RE.finditer(text)):
        if w in selves or w in pairs or w in ("adult", "adults", "grown-ups", "people") or _noun_kind(w):
            out.append(w)
    return out
