"""Free-text tool arguments filled by the phrase that names their concept, never the request's bag
of words (issue 26, the twenty-seventh set's V8; notebook 03's tools). A model fills
``find_walks(area)`` from "any good walks round hathersage" with "hathersage" (the place after a
place word), and ``order_cake(flavour)`` from "a lemon cake please" with "lemon" (the kind written
before the tool's own noun); a request with no such phrase gives no value, and the caller states
the arguments limit. The cue words are data (``data/sim/argument_phrases.yaml``).

- ``is_place_argument(name)``: an argument whose name says it holds a place.
- ``place_phrase(question)``: the one place written after a place word, in any case.
- ``kind_before_noun(nouns, question, not_words)``: the one kind written right before one of the
  tool's nouns ("a mushroom pizza": mushroom), none of ``not_words``.
- ``tool_nouns(tool_name, description)``: the nouns a tool names its object by.
- ``verb_object(tool_name, question, nouns)``: the thing written after the tool's own verb ("Log a
  brown trout" for ``log_catch``: brown trout).
- ``phrase_value(name, tool_name, description, question, not_words)``: the first of these that fits.
- ``concept_phrases(spec, question, args, unfilled, names, empty)``: the tool arguments' pass: each
  of ``names`` left unfilled (the bag of words would fill it), or filled with nothing but a yes/no
  argument's own thing ("extra cheese" for ``topping`` beside ``extra_cheese``), takes its phrase,
  else the empty value and stays unfilled (the caller states the arguments limit).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.text import stem

DATA = "argument_phrases.yaml"
MAX_CHARS = 600  # of a request read
MAX_PLACE_WORDS = 3
MAX_MATCHES = 12  # cue words looked at


@lru_cache(maxsize=1)
def _data() -> dict:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("place_names", "place_cues", "place_end", "not_modifiers", "object_end"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list of words")
    for key in ("everyday_zipf", "max_modifier_words"):
        if not isinstance(data.get(key), int | float):
            raise ValueError(f"{DATA}: '{key}' must be a number")
    return data


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if w]


def is_place_argument(name: str) -> bool:
    """An argument whose name holds a place word ("area", "town", "search_region")."""
    places = set(_data()["place_names"])
    return any(w in places for w in _words(name))


@lru_cache(maxsize=1)
def _place_re() -> re.Pattern[str]:
    cues = sorted(_data()["place_cues"], key=len, reverse=True)
    alt = "|".join(re.escape(str(c)).replace(r"\ ", r"\s+") for c in cues)
    return re.compile(rf"(?<![\w'])(?:{alt})\s+(?P<rest>[A-Za-z][^,.;!?\n]*)", re.IGNORECASE)


def _is_place_word(word: str) -> bool:
    from course_lib.sim.words.weights import zipf

    return word[:1].isupper() or zipf(word.lower()) < float(_data()["everyday_zipf"])


def place_phrase(question: str) -> str | None:
    """The place written after a place word ("round hathersage", "near Stratford upon Avon"): up
    to ``MAX_PLACE_WORDS`` words before an ending word (data), a figure or punctuation, each a
    one of them capitalised or uncommon; ``None`` when there is none, or two different ones."""
    end = set(_data()["place_end"])
    found: list[str] = []
    for m in list(_place_re().finditer(question[:MAX_CHARS]))[:MAX_MATCHES]:
        kept: list[str] = []
        for word in m.group("rest").split()[: MAX_PLACE_WORDS + 1]:
            bare = word.strip("'\"()")
            if not bare.isalpha() or bare.lower() in end:
                break
            kept.append(bare)
        if kept and len(kept) <= MAX_PLACE_WORDS and any(_is_place_word(w) for w in kept):
            found.append(" ".join(kept))  # "st ives": one uncommon or capitalised word makes a place
    found = list(dict.fromkeys(found))
    return found[0] if len(found) == 1 else None


def tool_nouns(tool_name: str, description: str) -> set[str]:
    """The stems of the nouns a tool names its object by: its name's words after the first (the
    verb: "order_cake": cake) and the word after the description's first article ("Order a
    bouquet from the florist": bouquet)."""
    words = _words(tool_name)
    nouns = {stem(w) for w in words[1:] if len(w) > 2}
    from course_lib.sim.words.text import STOP_WORDS

    m = re.search(r"\b(?:a|an)\s+([a-z]{3,})(?:\s+([a-z]{3,}))?\b", description.lower())
    if m:  # "a celebration cake from": celebration, cake; "a pizza with": pizza
        first, second = m.group(1), m.group(2)
        nouns.add(stem(first))
        if second and second not in STOP_WORDS:
            nouns.add(stem(second))
    return nouns


def kind_before_noun(nouns: set[str], question: str, not_words: set[str] | frozenset[str] = frozenset()) -> str | None:
    """The kind written right before one of ``nouns`` ("a mushroom pizza": mushroom; "a lemon
    drizzle cake": lemon drizzle): up to ``max_modifier_words`` words, none of them a determiner,
    a quantity or a quality word (data) nor of ``not_words`` (stems); ``None`` when there is none,
    or two different ones."""
    from course_lib.sim.words.number_words import VALUES

    if not nouns:
        return None
    skip = set(_data()["not_modifiers"]) | set(VALUES)
    limit = int(_data()["max_modifier_words"])
    found: list[str] = []
    for clause in re.split(r"[,;.!?\n]", question[:MAX_CHARS]):
        tokens = clause.split()
        for i, token in enumerate(tokens):
            if stem(token.lower().strip("'\"")) not in nouns or i == 0:
                continue
            kept: list[str] = []
            for word in reversed(tokens[max(0, i - limit): i]):
                bare = word.strip("'\"")
                low = bare.lower()
                if not bare.isalpha() or low in skip or stem(low) in not_words or stem(low) in nouns:
                    break
                kept.insert(0, bare)
            if kept:
                found.append(" ".join(kept))
    found = list(dict.fromkeys(found))
    return found[0] if len(found) == 1 else None


def phrase_value(name: str, tool_name: str, description: str, question: str,
                 not_words: set[str] | frozenset[str] = frozenset(), kinds: bool = True) -> str | None:
    """The request's phrase for a free-text argument: a place argument's place, else (when
    ``kinds``) the kind written before the tool's noun or the thing after the tool's verb;
    ``None`` when the request writes none of them."""
    if is_place_argument(name):
        return place_phrase(question)
    if not kinds or _names_destination(name, tool_name):
        return None
    nouns = tool_nouns(tool_name, description)
    # the tool's own words are no kind of its thing ("Email invoice 22-0917": "Email" is the verb)
    own = {stem(w) for w in re.findall(r"[a-z]+", f"{tool_name.replace('_', ' ')} {description}".lower())} - nouns
    return kind_before_noun(nouns, question, set(not_words) | own) or verb_object(tool_name, question, nouns, not_words)


_PREPOSITIONS = frozenset("to into in on onto from for with at".split())


def _names_destination(name: str, tool_name: str) -> bool:
    """Whether argument ``name`` holds what the tool's name puts after a preposition ("list_name"
    of ``add_to_list``, "folder" of ``move_to_folder``): where the thing goes, not the thing; the
    phrases after the verb or before the tool's noun are the thing's, never its."""
    words = _words(tool_name)
    after = {stem(w) for n, w in enumerate(words[1:], 1) if words[n - 1] in _PREPOSITIONS}
    return bool(after) and bool(after & {stem(w) for w in _words(name)})


_OBJECT_START = frozenset("a an the my our some this that these those".split())


def verb_object(tool_name: str, question: str, nouns: set[str] | frozenset[str] = frozenset(),
                not_words: set[str] | frozenset[str] = frozenset()) -> str | None:
    """The thing written after the tool's own verb ("Log a brown trout, it weighed 3 lb" for
    ``log_catch``: brown trout): after an article at most, up to ``max_modifier_words`` + 1 words
    before punctuation, a figure, a word of ``not_modifiers`` (data) or of ``not_words`` (stems),
    less the tool's own nouns
    at its end; ``None`` when the request does not write the verb, or nothing after it."""
    from course_lib.sim.words.number_words import VALUES

    words = _words(tool_name)
    if len(words) < 2:
        return None
    # another argument's phrase ends the thing ("add renew passport as high priority": "renew passport")
    skip = set(_data()["not_modifiers"]) | set(_data()["object_end"]) | set(VALUES)
    # the verb opens a clause, as a request's does ("Log a brown trout", "ok, book rolo in"), never
    # a noun inside a question ("Is the trail muddy today?" for ``trail_conditions``)
    m = re.search(rf"(?:^|[,;:.!?-]\s*|\b(?:please|pls|can you|could you|would you|will you|can u|just|then)\s+)"
                  rf"{re.escape(words[0])}\s+(?P<rest>[^,.;!?\n]+)", question[:MAX_CHARS], re.IGNORECASE)
    if not m:
        return None
    tokens = m.group("rest").split()
    if tokens and tokens[0].lower() in _OBJECT_START:
        tokens = tokens[1:]
    kept: list[str] = []
    for token in tokens[: int(_data()["max_modifier_words"]) + 2]:
        if not token.isalpha() or token.lower() in skip or stem(token.lower()) in not_words:
            break
        kept.append(token)
    while kept and stem(kept[-1].lower()) in nouns:
        kept.pop()
    return " ".join(kept) if 0 < len(kept) <= int(_data()["max_modifier_words"]) + 1 else None


def concept_phrases(spec, question: str, args: dict, unfilled: list[str], names: list[str], empty: str) -> None:
    """Fill the free-text arguments ``names`` of ``spec`` (a ``ToolSpec``) by their phrase, in
    place: an argument in ``unfilled`` (no reader gave it a value) or holding only a yes/no
    argument's own thing takes ``phrase_value``; without one, such an argument is set to ``empty``
    and listed in ``unfilled``."""
    from course_lib.sim.values.flag_scope import thing_stems
    from course_lib.sim.words.text import raw_tokens

    props = (spec.parameters or {}).get("properties") or {}
    flags: set[str] = set()
    for flag, schema in props.items():
        if (schema or {}).get("type") == "boolean":
            flags |= thing_stems(flag)
    pending = {}
    for name in names:
        value = args.get(name)
        theirs = bool(flags) and isinstance(value, str) and bool(value.strip()) and name not in unfilled and {
            stem(w.lower()) for w in raw_tokens(value)} <= flags
        if name in unfilled or theirs:
            pending[name] = theirs
    # one kind before the tool's noun fills one argument: with two left ("address", "bin_colour")
    # which one it is would be a guess
    kinds = len([n for n in pending if not is_place_argument(n)]) == 1
    for name, theirs in pending.items():
        # another argument's value ("Monday" of ``day``) is no value of this one
        taken = {stem(w.lower()) for k, v in args.items() if k != name and k not in unfilled and isinstance(v, str)
                 for w in raw_tokens(v)}
        found = phrase_value(name, spec.name, spec.description, question, flags | taken, kinds)
        if found:
            args[name] = found
            if name in unfilled:
                unfilled.remove(name)
        elif theirs:
            args[name] = empty
            unfilled.append(name)
