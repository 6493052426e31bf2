"""The price of a count of things the question asks, from a line that prices one of them (issue 26;
notebook 02's grounded answers over a learner's own price lists and rules).

"How much to enter 7 classes?" over "Each entry costs 50p": no line states the cost of seven, and
the one on the subject prices one entry. Here the question's count ("7 classes", "3 single
sculls", "4 oars") times the one amount of the one clause that prices one of those things ("each
<thing> costs P", "<things> ... P each / apiece", "P per <thing>") is the answer, with the working:
"GBP 3.50 (7 classes x 50p each)". The clause is the one whose priced thing meets the question's
counted noun, or the noun of the question's verb ("enter" / entry, "book" / booking: data,
``lexicons.yaml`` ``action_nouns``), the most of the question's counted words winning.

``priced`` gives ``None`` when the question asks no money for a count of two or more, when no
clause or two with different amounts fit as well, when a fitting clause holds more than one
amount or a count of its own (the rate-times-counts reading's), and when another line on the same
things prices a bundle, an offer or a discount ("3 for £12", "10% off"): a price that is not
simply the count times the one. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.

A count said in words (fix67b; the sixty-second set's YW3): "both big toes", "both of my tyres", "each of my two
shoes" are 2 of a plural noun; "a pair of shoes" is 2 only over a price per one shoe ("£20 per shoe"; "Jeans £12
each" or "£9 per pair" price the pair's one item); "either" counts nothing. Such a count is also not worked when
another priced line holds a word of the question the chosen one does not ("heel tips for a pair of shoes").
The amount may be asked after the count ("nail surgery on 2 toes, total?": ``asks_after``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("counted_prices")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_SMALL = frozenset({"a", "an", "the", "of", "one", "single"})


@dataclass(frozen=True)
class CountedPrice:
    """The question's count, the one price it multiplies, and the clause that states that price."""

    count: int
    counted: str  # "7 classes"
    amount: float  # the price of one, in its currency's units
    currency: str
    rate: str  # "50p each"
    clause: str

    def total(self) -> float:
        return round(self.count * self.amount, 2)


def asks(question: str) -> bool:
    """Whether ``question`` asks what some things come to ("how much to ...", "what would ... cost"), at its
    start or at its end after what it counts ("nail surgery on 2 toes, total?": ``asks_after``)."""
    return bool(_CUE.asks.search(question) or _CUE.asks_after.search(question))


def _worded_two(question: str) -> tuple[str, bool] | None:
    """``question`` with a count said in words before a noun written as a figure (the sixty-second set's
    YW3): "both big toes", "both of my bikes", "each of my two shoes" -> "2 big toes" (``two_words``), "a pair
    of shoes" -> "2 shoes" (``pair_words``), and whether it was a pair; ``None`` when it says no such count,
    or says "either" (one of them, never a count: ``one_of``)."""
    if _CUE.one_of.search(question):
        return None
    for cue, pair in ((_CUE.two_words, False), (_CUE.pair_words, True)):
        if cue.search(question):
            return cue.sub("2 ", question, count=1), pair
    return None


def _priced_one(rate: str, clause: str) -> bool:
    """Whether the clause prices one of a pair by a singular noun ("£12 per shoe", "each shoe costs £12"), so
    "a pair of shoes" is 2 of them; "Jeans £30 each" or "£12 per pair" price the pair's item (one)."""
    if " per " in rate:
        return not _plural(rate.split(" per ", 1)[1])
    each = _CUE.each_thing.search(clause)
    return each is not None and not _plural(each.group("thing").split()[-1])


def _plural(word: str) -> bool:
    """Whether ``word`` as written is a plural noun ("toes", "children"; not "cut", "glass")."""
    low = word.lower()
    return low in _IRREGULAR_PLURALS or (low.endswith("s") and not low.endswith("ss") and len(low) > 2)


_IRREGULAR_PLURALS = frozenset(lexicon("irregular_plurals"))


@lru_cache(maxsize=1)
def _action_nouns() -> dict[str, str]:
    out = {}
    for entry in lexicon("action_nouns"):
        verb, _, noun = entry.partition("/")
        if not verb or not noun:
            raise ValueError(f"lexicons.yaml action_nouns: '{entry}' must be verb/noun")
        out[verb.lower()] = stem(noun.lower())
    return out


def _singular(word: str) -> str:
    """The word's stem (the simulator's one stemmer: "entries" / "entry", "bookings" / "booking")."""
    return stem(word.lower())


def _asked(question: str) -> tuple[int, str, list[str], str] | None:
    """(the count, the counted phrase as written, its words singular, the verb's noun) of the one
    count of two or more the question states, or ``None``."""
    from course_lib.sim.words.quantities import with_all_digits

    if _CUE.one_of.search(question):
        return None  # ("either of my 2 bikes": one of them, priced as one)
    text = with_all_digits(question)
    found = list(_CUE.count.finditer(text))
    worded = _worded_two(text) if not found else None
    if worded is not None:  # ("both big toes": 2 big toes, the noun plural)
        found = list(_CUE.count.finditer(worded[0]))
    if not found:
        from course_lib.sim.values.family_counts import multiple_children

        multiple = multiple_children(question)  # "how much for my twins?": two children
        if multiple is not None:
            n, word = multiple
            return n, f"{n} children ({word})", [_singular("child")], ""
    if len(found) != 1:
        return None
    m = found[0]
    n = int(m.group("n"))
    if n < 2:
        return None
    words = []
    for word in m.group("words").split():
        if _CUE.phrase_end.match(word):
            break
        words.append(word)
    if not words or _CUE.age_joined.match(words[0]) or (
            len(words) > 1 and words[1].lower() == "old" and _CUE.age_unit.match(words[0])):
        return None  # ("my 7 yr old both painting a bowl": an age, no count of bowls)
    if worded is not None and not _plural(words[-1]):
        return None  # ("both the cut and colour": two things, no count of one)
    verb = (m.group("verb") or "").lower()
    counted = f"{n} {' '.join(words)}" if worded is None else f"{n} {' '.join(words)} ({'a pair' if worded[1] else 'both'})"
    return n, counted, [_singular(w) for w in words if w.lower() not in _SMALL], _action_nouns().get(verb, "")


def _amounts(clause: str) -> list[tuple[int, int, float, str, str]]:
    """(start, end, value, currency, as written) of each amount of ``clause``, pence too ("50p")."""
    out = [(m.start(), m.end(), amount_value(m), amount_currency(m, clause), m.group(0).strip())
           for m in AMOUNT_RE.finditer(clause)]
    out += [(m.start(), m.end(), round(float(m.group("n")) / 100, 4), "GBP", m.group(0).strip())
            for m in _CUE.pence.finditer(clause) if not any(s <= m.start() < e for s, e, *_ in out)]
    return out


def _thing(clause: str, amount: tuple[int, int, float, str, str]) -> tuple[list[str], str] | None:
    """The words of the thing ``clause`` prices one of, and the rate as written; ``None`` when the
    clause states no price of one."""
    start, end, *_rest, written = amount
    each = _CUE.each_thing.search(clause[:start + 1])
    if each:
        return [_singular(w) for w in each.group("thing").split() if w.lower() not in _SMALL], f"{written} each"
    after = clause[end:]
    per = _CUE.after_per.match(after)
    if per and not re.match(r"^\s*(?:a|an)\s+(?:day|week|month|year|hour|night)\b", after, re.IGNORECASE):
        return [_singular(per.group("thing"))], f"{written} per {per.group('thing')}"
    if _CUE.after_each.match(after):
        words = re.findall(r"[A-Za-z][A-Za-z'-]*", clause[:start])
        return [_singular(w) for w in words if w.lower() not in _SMALL], f"{written} each"
    return None


def _clauses(text: str) -> list[str]:
    """The sentence's clauses; a clause of several amounts split after each ("Tables £4 each and
    chairs 50p each")."""
    out = []
    for clause in re.split(r";|\s+(?:but|while|whereas)\s+", text):
        parts = re.split(r",\s+|\s+and\s+", clause) if len(_amounts(clause)) > 1 else [clause]
        out.extend(p.strip() for p in parts if p.strip())
    return out


def priced(question: str, bodies: list[str]) -> CountedPrice | None:
    """The question's count times the one price of one of its things (see the module docstring)."""
    from course_lib.sim.material.prose import units

    if not asks(question):
        return None
    asked = _asked(question)
    if asked is None:
        return None
    n, counted, words, verb_noun = asked
    paired = counted.endswith("(a pair)")
    if not words:
        return None
    head = words[-1] if "of" not in counted.split() else words[0]
    wanted = set(words) | ({verb_noun} if verb_noun else set())
    fits: list[tuple[int, CountedPrice]] = []
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            whole = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", unit.text.lower())}
            if (head in whole or verb_noun in whole) and _bundled(unit.text):
                return None  # a bundle, an offer or a count with its own price on the same things
            for clause in _clauses(unit.text):
                amounts = _amounts(clause)
                if not amounts:
                    continue
                low = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", clause.lower())}
                if len(amounts) != 1:
                    priced_things = [t for a in amounts for t in [_thing(clause, a)] if t is not None]
                    if any(head in t or verb_noun in t for t, _ in priced_things):
                        return None  # two prices of one of the things in one clause: which is not told
                    continue
                thing = _thing(clause, amounts[0])
                if thing is None:
                    continue
                thing_words, rate = thing
                if paired and not _priced_one(rate, clause):
                    continue  # ("a pair of jeans" over "Jeans £30 each": one item, not 2)
                if head not in thing_words and head not in low and verb_noun not in thing_words:
                    continue
                if head not in thing_words and verb_noun not in thing_words:
                    continue  # (the counted thing named, but not as what the price is of)
                if _other_condition(question, clause, unit.text):
                    continue  # "10p a page in black and white, 50p in colour" for "4 colour pages"
                score = len(wanted & (set(thing_words) | low))
                _, _, value, currency, _ = amounts[0]
                fits.append((score, CountedPrice(n, counted, value, currency, rate, clause)))
    if not fits:
        return None
    best = max(s for s, _ in fits)
    top = {(f.amount, f.currency): f for s, f in fits if s == best}
    if len(top) != 1:
        return None
    chosen = next(iter(top.values()))
    if _rival_rate(chosen, head, wanted, best, bodies):
        return None
    if counted.endswith(("(both)", "(a pair)")) and _other_subject(question, chosen, bodies):
        return None  # ("heel tips for a pair of shoes" over "Resoling £20 per shoe" and "Heel tips: £9 per pair")
    return chosen


def _other_subject(question: str, chosen: CountedPrice, bodies: list[str]) -> bool:
    """Whether a word of ``question`` outside its counted phrase names another priced clause of the documents
    and not the chosen one ("how much are heel tips for a pair of shoes": "heel" in "Heel tips: £9 per pair", not
    in "Resoling costs £20 per shoe"): the price is of another thing, counted otherwise (for a count said in
    words, "both" / "a pair of")."""
    from course_lib.sim.material.prose import units

    asked = {_singular(w) for w in _WORD_RE.findall(question.lower())
             if w not in STOP_WORDS and len(w) > 2} - _nouns(chosen.counted) - _nouns(chosen.clause) - _ASK_WORDS
    if not asked:
        return False
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            for clause in _clauses(unit.text):
                if clause == chosen.clause or not _amounts(clause):
                    continue
                if asked & _nouns(clause):
                    return True
    return False


_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")


def _nouns(text: str) -> set[str]:
    """The singular forms of ``text``'s words, lower-cased."""
    return {_singular(w) for w in _WORD_RE.findall(text.lower())}


_ASK_WORDS = frozenset(stem(w) for w in ("how", "much", "what", "total", "cost", "costs", "price", "pair", "both",
                                         "all", "altogether", "would", "will", "come"))


def _rival_rate(chosen: CountedPrice, head: str, wanted: set[str], best: int, bodies: list[str]) -> bool:
    """Another amount charged per the same thing ("£22 an hour for short hires" beside "late returns
    are charged £30 per hour", asked "for 4 hours"), in a clause that meets the question's words as
    well as the chosen one: which rate the count takes is not told."""
    from course_lib.sim.material.prose import units

    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            for clause in _clauses(unit.text):
                if clause == chosen.clause:
                    continue
                for _start, end, value, currency, _written in _amounts(clause):
                    per = _CUE.after_per.match(clause[end:])
                    if per is None or _singular(per.group("thing")) != head:
                        continue
                    low = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", clause.lower())}
                    if (value, currency) != (chosen.amount, chosen.currency) and len(wanted & low) >= best:
                        return True
    return False


def _other_condition(question: str, clause: str, sentence: str) -> bool:
    """Another clause of the sentence prices something under a word of the question this clause
    lacks ("50p in colour" beside "10p a page in black and white", asked "4 colour pages"): the
    clause's price is another condition's."""
    asked = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", question.lower())
             if w not in STOP_WORDS and w not in lexicon("price_words")}  # ("pay", "cost": every clause's)
    own = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", clause.lower())}
    for other in _clauses(sentence):
        if other == clause or not _amounts(other):
            continue
        words = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", other.lower())}
        if (words - own) & asked:
            return True
    return False


def _bundled(sentence: str) -> bool:
    """A sentence with an amount that prices a bundle, an offer or a discount ("3 for £12", "10%
    off"): a bare count besides its amounts (no age, size or ordinal), or an offer's word."""
    amounts = _amounts(sentence)
    if not amounts:
        return False
    if _CUE.bundle.search(sentence):
        return True
    from course_lib.sim.words.calendar_dates import day_month_spans

    rest = sentence
    spans = [(start, end) for start, end, *_ in amounts] + day_month_spans(sentence)  # "by Friday 9 May": no count
    for start, end in sorted(spans, reverse=True):
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return bool(_CUE.bare_count.search(rest))
