"""A question's own quantity that the reply's figure does not account for (operand74, issue 26: the
family "a worked figure not worked: an operand given as the answer" of the fifty-third set's TT2, the
fifty-fourth's TT4, the fifty-fifth's TT4).

"We're bringing our 2 dogs, how much extra?" over "Dogs welcome: £25 per dog per stay", "me and 3
friends, what's the total?" over "Adults: £12 per person", "3 wash cycles, how long?" over "One wash
cycle takes 40 minutes": the question asks an amount, a total, a count or a duration AND states a
count of its own (of people, things, nights, hours, kilos); the reply's figure is said of ONE unit of
that same noun (per / each / a / every / pro / 每 / "one <noun>"), and the reply neither names the
count nor works a product. Quoting it passes the operand off as the answer.

Read once for every grounded reply by ``asked_kinds.unmet``, after every reader that works a figure
(so a rule that worked the arithmetic is never second-guessed): :func:`unaccounted` gives the reason
(the stated documents limit), and the worked product when the per-unit figure is one amount of money
in its line (``worked``). The question's quantities are read by the existing readers
(``quantities.with_all_digits`` for English words, ``family_counts.headcount`` for "me and 3 friends");
the other languages' count words, the rate marks, the label words and the person nouns are data
(``data/sim/unused_quantities.yaml``).

Its two older checks, read by ``asked_kinds.unmet`` before the others' readers are done (their reason is
the stated documents limit, nothing is worked): :func:`unworked_rate`, a reply's rate per a unit of
``rate_units`` ("£2.50 per day", "price_per_day: 2.50", "每晚300元") when the question counts that unit
("both days", "3 nights") and the reply works no product; :func:`unused_count`, a price for one of a lot
the question counts ("how much for two adults and a child?" answered "Adult: £12": ``question_count``),
the count neither worked nor named, and no band or group price (``count_bands``). Their cues are data
too (the same file); the reply's worked product and amount of money are ``asked_kinds.yaml``'s
``worked_product`` and ``money_value``.

:func:`head_line` (fix62c, the fifty-seventh set's VV5), read by ``doubted_absence`` before "I don't know": a line
sharing the question's head noun ("dvd" ~ "DVDs") that charges per the time unit the question counts, or "the
item's cost plus a £N fee" for the cost the question states, worked with the question's figure (its ``head_*``
cues are data, the same file). Its further readings (fix63c, the fifty-eighth set's WW3): a rate keyed by the
line's label when no head noun keys one ("Late return: £25 per hour started" for "2 hours late"), per a block
("£5 per 15 minutes or part"), under a cap named in words ("up to the daily rate": the one line labelled a rate);
a percentage of the total the question states ("Deposit: 30%" for "if the total is £2,600"); a counted thing
priced each after the documents' allowance ("150 miles per day included, pooled; extra miles 25p each", the days
stated once, an extension added); each a reason instead when not safely worked (a percentage that changes the
total, an allowance not pooled, days not plain, another priced thing the question names).

:func:`distance_charge` (fix63c, WW7 c), read by ``asked_kinds.unmet``: a quoted line charging beyond a free
distance ("free within 25 miles, then £2 per mile each way") worked for the distance its line or the question
states, else a reason.

A number that counts nothing is left alone: a label ("room 12", "table 7", "level 2"), a clock time
("at 9", "4pm"), an age ("my son is 17", "8岁"), a year, an ordinal ("the 14th"); and a question that
asks the per-unit figure itself counts no quantity ("what's the price per night?").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import money
from course_lib.sim.words.cues import read

DATA = "unused_quantities.yaml"
_HEAD = 4  # two words sharing their first four letters are one word's forms ("lesson" / "lessons")
_MAX_COUNT = 999  # a larger number is an amount, a year or a size, no count of units
_MAX_CHARS = 4000  # of a reply read


@dataclass(frozen=True)
class Unaccounted:
    """The question's count left out, the reply's per-unit line, and the worked reply when plain."""

    count: int
    said: str  # the count as the question writes it ("3 friends", "两晚")
    unit: str  # the unit the reply's figure is said per ("hour", "person", "each")
    line: str
    worked: str = ""

    @property
    def reason(self) -> str:
        shown = self.line if len(self.line) <= 100 else self.line[:97].rstrip() + "..."
        return (f"a figure per {self.unit} ({shown!r}), not worked for the {self.said} the question gives")


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    for key in ("asked", "each_alone", "zh_count", "caps", "money_asked", "self_party", "rate_unit", "rate_count",
                "rate_count_zh", "rate_question", "question_count", "count_bands", "head_plus_fee", "head_rate",
                "head_cap", "head_changed", "head_kept", "head_amount_said", "head_asked", "head_block", "head_cap_words",
                "head_label_rate", "head_each", "head_over", "head_allowance", "head_pooled", "head_period_count",
                "head_extended", "head_total_said", "head_percent", "head_percent_change", "charge_asked"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty pattern")
    for key in ("rate_marks", "one_marks", "person_nouns", "labels", "not_counted", "zh_person", "rate_units",
                "rate_units_zh", "distance_units"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    return data


@lru_cache(maxsize=1)
def _res() -> dict[str, re.Pattern[str]]:
    d = _data()
    marks = "|".join(re.escape(m) for m in sorted(d["rate_marks"], key=len, reverse=True) if m not in ("a", "an"))
    ones = "|".join(re.escape(m) for m in sorted(d["one_marks"], key=len, reverse=True))
    return {
        "asked": re.compile(d["asked"], re.IGNORECASE),
        "each": re.compile(d["each_alone"], re.IGNORECASE),
        "zh": re.compile(d["zh_count"]),
        # "per hour", "pro Tag", "each load"; "£1.60 an hour" (a / an only right after a figure); "£4/night"
        "rate": re.compile(rf"\b(?:{marks})\s+(?P<u>[^\W\d_]+)|\d[\d.,]*(?:\s?[^\s\d]{{1,6}})?\s+an?\s+(?P<u2>[^\W\d_]+)"
                           rf"|\d\s?/\s?(?P<u3>[^\W\d_]+)|每(?P<zh>人|位|晚|天|小时|周|次|个|张|件)", re.IGNORECASE),
        "one": re.compile(rf"(?:^|[\s(])(?:{ones})\s+(?P<u>[^\W\d_]+)(?:\s+(?P<v>[^\W\d_]+))?", re.IGNORECASE),
        "cap": re.compile(d["caps"], re.IGNORECASE),
        "count": re.compile(r"(?<![\w.,:/£$€¥#+-])(?P<n>\d{1,3})(?![\d.,:/]\d)(?!\s*(?:%|[:.]\d))\s+"
                            r"(?:(?:more|extra|of|our|my|x)\s+)?(?P<w1>[^\W\d_][\w-]*)(?:\s+(?P<w2>[^\W\d_][\w-]*))?",
                            re.IGNORECASE),
    }


def _stem(word: str) -> str:
    return word.lower().rstrip("s")[:_HEAD]


def _words_other(question: str) -> str:
    """``question`` with the other languages' count words as digits ("drei Räder" -> "3 Räder")."""
    table = _data().get("count_words_other") or {}
    return re.sub(r"[^\W\d_]+", lambda m: str(table[m.group(0).lower()]) if m.group(0).lower() in table else m.group(0),
                  question)


def counts(question: str) -> list[tuple[int, tuple[str, ...], str]]:
    """The counts the question states of its own: ``(n, the noun candidates, as written)``, n of two or
    more; a person count as ``("person",)``. Labels, clock times, ages, years and ordinals are no counts."""
    from course_lib.sim.words.quantities import with_all_digits

    d = _data()
    labels, not_counted = set(d["labels"]), set(d["not_counted"])
    text = _words_other(with_all_digits(question))
    found: list[tuple[int, tuple[str, ...], str]] = []
    for m in _res()["count"].finditer(text):
        n = int(m.group("n"))
        before = re.findall(r"[^\W\d_]+", text[max(0, m.start() - 12):m.start()].lower())
        if n < 2 or n > _MAX_COUNT or (before and before[-1] in labels):
            continue
        nouns = tuple(w.lower() for w in (m.group("w1"), m.group("w2")) if w)
        if nouns[0] in not_counted or nouns[0] in ("and", "or", "to", "x", "by"):
            continue
        found.append((n, nouns, m.group(0).strip()))
    for m in _res()["zh"].finditer(question):
        raw = m.group("n")
        n = int(raw) if raw.isdigit() else _zh_value(raw)
        if 2 <= n <= _MAX_COUNT and not re.match(r"\s*岁", question[m.end():]):
            found.append((n, ("person",) if m.group("noun") in d["zh_person"] else (m.group("noun"),), m.group(0)))
    from course_lib.sim.values.family_counts import listed_party

    party = listed_party(question)
    if party is not None and party.total is not None and party.total >= 2:  # "me and my two colleagues": 3
        found = [c for c in found if not (str(c[0]) in party.numbers and any(map(_is_person, c[1])))]
        found.append((party.total, ("person",), party.body or f"party of {party.total}"))
    return found


def _zh_value(raw: str) -> int:
    table = _data().get("zh_digits") or {}
    if raw == "十":
        return 10
    if raw.startswith("十"):
        return 10 + table.get(raw[1:], 0)
    if raw.endswith("十"):
        return 10 * table.get(raw[0], 0)
    return table.get(raw, 0)


def _is_person(word: str) -> bool:
    return word.lower() in _data()["person_nouns"] or word in _data()["zh_person"] or word == "person"


def _meets(nouns: tuple[str, ...], unit: str, line: str) -> bool:
    """Whether a figure said per ``unit`` (``""`` for "each" alone) in ``line`` is per one of ``nouns``."""
    if unit:
        if any(_is_person(w) for w in nouns) and _is_person(unit):
            return True
        return any(_stem(w) == _stem(unit) for w in nouns if len(w) > 1) or unit in nouns
    # "£2.20 each" / "每人30元": the line's own thing, which the question counts by its noun
    if any(_is_person(w) for w in nouns):
        return True
    low = line.lower()
    return any(len(w) > 2 and re.search(rf"\b{re.escape(_stem(w))}", low) for w in nouns)


def _rates(reply: str) -> list[tuple[str, str]]:
    """``(unit, line)`` for each figure of the reply said per one unit (``""``: "each" alone)."""
    found = []
    for line in re.split(r"(?<=[.!?。！？])\s+|\n", reply[:_MAX_CHARS]):
        if not re.search(r"\d|[一二两三四五六七八九十]", line):
            continue
        for m in _res()["rate"].finditer(line):
            unit = m.group("u") or m.group("u2") or m.group("u3") or m.group("zh")
            found.append(("person" if m.group("zh") in ("人", "位") else unit, line))
        for m in _res()["one"].finditer(line):
            if re.search(r"\d", line):  # "One wash cycle takes 40 minutes": the noun or its modifier's
                found.extend((u, line) for u in (m.group("u"), m.group("v")) if u)
        if _res()["each"].search(line):
            found.append(("", line))
    return found


def _uncapped(reply: str) -> str:
    """``reply`` without the counts its lines write as limits ("up to 2 dogs" -> "dogs")."""
    return re.sub(_res()["cap"].pattern + r"(?:\d{1,3}|[a-z]+)\b", " ", reply, flags=re.IGNORECASE)


def _named(n: int, reply: str) -> bool:
    """The reply names the count ("3", "three", "三") outside a limit ("up to 2 dogs": ``caps``)."""
    from course_lib.sim.words.number_words import values

    reply = _uncapped(reply)
    if re.search(rf"(?<![\d.,]){n}(?![\d]|[.,]\d)", reply):
        return True
    if any(v == n and re.search(rf"\b{w}\b", reply, re.IGNORECASE) for w, v in values(2, 20).items()):
        return True
    zh = {v: k for k, v in (_data().get("zh_digits") or {}).items()}
    return n in zh and zh[n] in reply


def _worked_product(reply: str) -> bool:
    return bool(re.search(r"\d[^\d\n]{0,8}?(?<![A-Za-z])[x×*](?![A-Za-z])[^\d\n]{0,8}?\d|=", reply))


def unaccounted(question: str, reply: str) -> Unaccounted | None:
    """The module docstring's check: the question's count the reply's per-unit figure leaves out, or
    ``None`` (no amount, total, count or duration asked; no count of its own; the count named or
    worked; no per-unit figure of that noun in the reply)."""
    from course_lib.sim.words.quantities import asks_money

    if not reply.strip() or not (asks_money(question) or _res()["asked"].search(question)):
        return None
    if _worked_product(reply) or not re.search(r"\d", reply):
        return None
    rates = _rates(reply)
    if not rates:
        return None
    for n, nouns, said in counts(question):
        if _named(n, reply):
            continue
        if _asks_one(question, nouns):
            continue
        for unit, line in rates:
            if _meets(nouns, unit, line):
                others = [c for c in counts(question) if c[0] != n and any(
                    _meets(c[1], u, x) for u, x in rates if x == line)]
                unsure = others or (any(map(_is_person, nouns)) and nouns != ("person",)
                                    and re.search(_data()["self_party"], question, re.IGNORECASE))
                worked = "" if unsure else _worked(n, line, question)  # ("2 dogs for 3 nights": two products;
                # "me and 3 friends": four people, whom the count alone does not say)
                return Unaccounted(n, said, unit or "each one", line.strip(), worked)
    return None


def _asks_one(question: str, nouns: tuple[str, ...]) -> bool:
    """"What's the price per night?", "how much is one adult ticket": the question asks the per-unit
    figure itself (a rate mark or "one" right before the counted noun)."""
    marks = "|".join(re.escape(m) for m in (*_data()["rate_marks"], *_data()["one_marks"]))
    return any(re.search(rf"\b(?:{marks})\s+(?:[^\W\d_]+\s+)?{re.escape(_stem(w))}", question, re.IGNORECASE)
               for w in nouns if w != "person")


def _worked(n: int, line: str, question: str) -> str:
    """``n`` × the line's one amount of money, written as the line writes it ("£27 (3 × £9)."); ``""``
    when the line holds another count than one amount, the amount is in minor units, or no money is asked."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
    from course_lib.sim.words.quantities import asks_money

    if not asks_money(question) and not re.search(_data()["money_asked"], question, re.IGNORECASE):
        return ""
    amounts = list(AMOUNT_RE.finditer(line))
    if len(amounts) != 1 or not amounts[0].group("sign"):
        return ""
    rest = AMOUNT_RE.sub(" ", _uncapped(line))
    if re.search(r"\d", rest):
        return ""  # another figure in the line ("up to 4 people", "90 minutes"): the product may not be plain
    m = amounts[0]
    value = n * amount_value(m)
    decimals = "." in m.group("n1")
    shown = f"{value:,.2f}" if decimals and value != int(value) or decimals else f"{value:,.0f}"
    if shown.endswith(".00") and not decimals:
        shown = shown[:-3]
    return f"{m.group('sign')}{shown} ({n} × {m.group(0).strip()})."


@lru_cache(maxsize=8)
def _cue(key: str) -> re.Pattern[str]:
    """A cue of the two older checks: this file's (``rate_unit`` with its unit lists filled in), or
    ``asked_kinds.yaml``'s ``worked_product`` / ``money_value``."""
    if key in ("worked_product", "money_value"):
        return re.compile(read("asked_kinds.yaml")[key], re.IGNORECASE)
    d = _data()
    if key == "rate_unit":
        return re.compile(d[key].replace("{units}", "|".join(map(re.escape, d["rate_units"])))
                          .replace("{units_zh}", "|".join(map(re.escape, d["rate_units_zh"]))), re.IGNORECASE)
    return re.compile(d[key], re.IGNORECASE)


@lru_cache(maxsize=1)
def _count_words() -> dict[str, int]:
    """The count words ``question_count`` reads, with their values: the number words' own table
    (``words.number_words``), and "both", "a couple of", "a dozen"."""
    from course_lib.sim.words.number_words import values

    return {**values(2, 12), "both": 2, "a couple of": 2, "a dozen": 12}


def _asks_rate(question: str) -> bool:
    """A question that may ask what a count of a rate's units comes to: the cue ``rate_question``,
    or any question asking an amount of money ("what would two set me back": ``quantities.asks_money``)."""
    from course_lib.sim.words.quantities import asks_money

    return bool(_cue("rate_question").search(question)) or asks_money(question)


def unused_count(question: str, reply: str) -> str | None:
    """"How much for two adults and a child?" answered "Adult: £12": a price for one of a lot the
    question counts, the count neither worked nor named in the reply (a band or group price aside:
    ``count_bands``); the reason, or ``None``."""
    from course_lib.sim.words.text import split_lines

    if not _asks_rate(question) or _cue("worked_product").search(reply) \
            or _cue("count_bands").search(reply) or not any(_cue("money_value").search(x) for x in split_lines(reply)):
        return None
    for m in _cue("question_count").finditer(question):
        word = " ".join(m.group("n").lower().split())
        n = int(word) if word.isdigit() else _count_words().get(word, 0)
        if n < 2:
            continue
        named = [str(n)] + [w for w, v in _count_words().items() if v == n]
        if not any(re.search(rf"(?<![\w.]){re.escape(w)}(?![\w.])", reply, re.IGNORECASE) for w in named):
            return f"a price not worked for the {m.group(0).strip()} the question gives"
    return None


def unworked_rate(question: str, reply: str) -> str | None:
    """"What will parking cost if I come on both days?" answered by a rate per day ("price_per_day:
    2.50") and no product worked: the amount for the question's count is not given; the reason, or
    ``None``."""
    if not _asks_rate(question) or _cue("worked_product").search(reply):
        return None
    for m in _cue("rate_unit").finditer(reply):
        unit = m.group("unit") or m.group("unit_zh")
        count = _data()["rate_count_zh" if m.group("unit_zh") else "rate_count"].replace("{unit}", re.escape(unit))
        if re.search(count, question, re.IGNORECASE):
            return f"a rate per {unit}, not worked for the number of them the question gives"
    return None


@dataclass(frozen=True)
class Headed:
    """A line sharing the question's head noun that works with the question's own figure: the worked
    reply (``worked``), or why it is not worked (``reason``: a cap or a later line that may change it)."""

    line: str
    worked: str = ""
    reason: str = ""


def _singular(word: str) -> str:
    word = word.lower().strip("'’")
    return word[:-1] if len(word) > 2 and word.endswith("s") and not word.endswith("ss") else word


def head_line(question: str, bodies: tuple[str, ...]) -> Headed | None:
    """"dvd brought back 3 days late, how much" over "Overdue charges: ...; DVDs £1 per item per day",
    "lost a book that costs £12.99 to replace, what will i pay" over "Lost or damaged items: the
    replacement cost plus a £3.50 handling fee" (the fifty-seventh set's VV5): a money question that
    states a count of a time unit or one amount of money, and ONE clause of the documents sharing a
    head word of the question ("dvd" ~ "DVDs", singular or plural, any case; ``head_generic`` words
    aside) that charges per that unit (``head_rate``) or the item's cost plus a fee
    (``head_plus_fee``): the product (capped by the line's ``head_cap``) or the sum, worked; a
    reason instead when another line on the same head noun may change the charge
    (``head_changed``, not ``head_kept``), or when the question also names another thing a priced line
    holds ("a big wash and 30 mins in the dryer": the amount asked may be the sum; ``_priced_besides``, never
    for a fee, whose question prices its own item). ``None`` otherwise."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
    from course_lib.sim.words.quantities import asks_money

    d = _data()
    if not (asks_money(question) or re.search(d["money_asked"], question, re.IGNORECASE)
            or re.search(d["head_asked"], question, re.IGNORECASE)):
        return None
    generic = set(d["head_generic"])
    from course_lib.sim.words.text import content_terms

    def terms(text: str) -> set[str]:  # (stemmed, and the plural's "s" off: "CDs" ~ "cd", "DVDs" ~ "dvd")
        return {f for t in content_terms(text) if not t[:1].isdigit() for f in (t, _singular(t))}

    heads = {h for h in terms(question) - terms(" ".join(generic)) if len(h) >= 2}
    if not heads and not _asked_terms(question):  # (a line's label may still be keyed by "late": below)
        return None
    lines = [ln.strip() for body in bodies for ln in body.splitlines()[:400] if ln.strip()]

    def shares(text: str) -> set[str]:
        return heads & terms(text)

    amounts = [m for m in AMOUNT_RE.finditer(question) if m.group("sign")]
    found: list[tuple[str, str, float, str, set[str], bool]] = []  # (line, kind, value, said, head words shared, other figures)
    said_cost = len(amounts) == 1 and re.search(d["head_amount_said"], question[:amounts[0].start()], re.IGNORECASE)
    if said_cost:
        for line in lines:
            m = re.search(d["head_plus_fee"], line, re.IGNORECASE)
            if m and shares(line[:m.start()]):
                fee = float(re.sub(r"[^\d.]", "", m.group("fee")))
                found.append((line, "fee", amount_value(amounts[0]) + fee,
                              f"{amounts[0].group(0).strip()} + {m.group('fee').replace(' ', '')}", shares(line[:m.start()]),
                              bool(re.search(r"\d", line[:m.start()] + line[m.end():]))))
    count = [c for c in counts(question) if _unit(c[1][0]) in ("day", "night", "week", "hour", "month", "minute")]
    if len(count) == 1:
        n, unit = count[0][0], _unit(count[0][1][0])
        for labelled in (False, True):  # (the line's label, "Late return: £25 per hour started", only when no head noun
            # of the question keys a rate: "late" keys no rate alone)
            if found:
                break
            asked = _asked_terms(question) if labelled else set()
            for line in lines:
                clauses = re.split(r";\s*|(?<=[.!?])\s+", line)
                if labelled and sum(len(_time_rates(c)) for c in clauses) != 1:
                    continue
                for clause in clauses:
                    # (each rate of the clause is said of the words since the one before: "films 40p a day, games £2 a day")
                    rates = _time_rates(clause)
                    for before, (m, block, m_unit) in zip([None, *rates[:-1]], rates, strict=False):
                        said_of = clause[before[0].end() if before else 0:m.start()]
                        keyed = asked & terms(_label(clause)) if labelled else shares(said_of)
                        blocks = _blocks(n, unit, block, m_unit)
                        if blocks is None or not keyed:
                            continue
                        sign = m.group("sign") or "£"
                        rate = float(m.group("n")) if m.group("n") else int(m.group("pence")) / 100
                        value = blocks * rate
                        said = f"{blocks} × {_PER.split(m.group(0))[0].strip()}"
                        cap = re.search(d["head_cap"], line, re.IGNORECASE)
                        if cap and float(cap.group("n")) < value:
                            value, said = float(cap.group("n")), f"{said}, capped at {cap.group(0).split()[-1]}"
                        capped = re.search(d["head_cap_words"], line, re.IGNORECASE)
                        if capped:  # "up to the daily rate": the line the words name
                            at = _named_rate(capped.group("unit"), lines)
                            if at is None:
                                return Headed(line, reason=f"the line {line[:100]!r} charges it, capped by "
                                                           f"{capped.group(0)!r}, which no one line states")
                            if at[0] < value:
                                value, said = at[0], f"{said}, capped at {capped.group(0).split(' ', 2)[-1]} ({at[1]})"
                            else:
                                said = f"{said}, under the cap of {capped.group(0).split(' ', 2)[-1]} ({at[1]})"
                    # (another figure in the clause, "£15 per day, 3 days for £40": the product may not be plain;
                    # other things' rates and the cap are no other figure of it)
                        rest = re.sub(d["head_cap"], " ", re.sub(d["head_rate"], " ", re.sub(
                            d["head_block"], " ", clause, flags=re.IGNORECASE), flags=re.IGNORECASE), flags=re.IGNORECASE)
                        found.append((line, sign, value, said, keyed, bool(re.search(r"\d", rest))))
    if not found:
        return _percent_line(question, lines, shares) or _counted_line(question, lines, shares)
    if len(found) != 1:
        return None
    line, kind, value, said, shared, mixed = found[0]
    sign = amounts[0].group("sign") if kind == "fee" else kind
    others = [c for ln in lines if ln != line for c in re.split(r";\s*|(?<=[.!?])\s+", ln) if shared & shares(c)]
    if mixed:
        return Headed(line, reason=f"the line {line[:100]!r} charges it, with other figures beside the one it would work "
                                   "with, which may change the amount")
    besides = _priced_besides(line, lines, shares) if kind != "fee" else ""
    if besides:  # "a big wash and 30 mins in the dryer": the amount asked may be the sum of both things' prices
        # (a fee line's question prices its own item: "lost a book that costs £12.99" names no other thing)
        return Headed(line, reason=f"the line {line[:100]!r} charges it, and the question also names {besides!r}, "
                                   "priced on another line, which the amount asked may add to")
    if any(re.search(d["head_changed"], c, re.IGNORECASE) and not re.search(d["head_kept"], c, re.IGNORECASE)
           for c in others):
        return Headed(line, reason=f"the line {line[:100]!r} charges it, and another line on the same thing may change "
                                   "that charge")
    return Headed(line, worked=f"{money(value, sign)} ({said}), from: \"{line}\"")


_PER = re.compile(r"\s*\bper\b")
_UNITS = {"min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute", "hr": "hour", "hrs": "hour"}


def _unit(word: str) -> str:
    """A counted time unit's one form ("mins" -> "minute", "hours" -> "hour")."""
    return _UNITS.get(word.lower(), _singular(word))


def _time_rates(clause: str) -> list[tuple[re.Match[str], int, str]]:
    """``(match, block, unit)`` for each price per a time unit in ``clause``, in order: "£1 per day" (block 1),
    "£5 per 15 minutes or part" (block 15), "£25 per hour started"."""
    d = _data()
    found = [(m, 1, m.group("unit").lower()) for m in re.finditer(d["head_rate"], clause, re.IGNORECASE)]
    for m in re.finditer(d["head_block"], clause, re.IGNORECASE):
        block = 30 if m.group("block").lower().startswith("half") else int(m.group("block"))
        unit = _unit(m.group("unit"))
        if unit == "hour" and m.group("block").lower().startswith("half"):
            block, unit = 30, "minute"
        found.append((m, block, unit))
    return sorted(found, key=lambda f: f[0].start())


def _blocks(n: int, unit: str, block: int, rate_unit: str) -> int | None:
    """How many of a rate's blocks the question's ``n`` ``unit`` begins (each begun block charged whole), or
    ``None`` when the units differ ("3 days" over a rate per hour)."""
    minutes = {"minute": 1, "hour": 60}
    if unit == rate_unit:
        return -(-n // block)
    if unit in minutes and rate_unit in minutes:
        return -(-(n * minutes[unit]) // (block * minutes[rate_unit]))
    return None


def _label(clause: str) -> str:
    """A clause's label: its words before a colon near its start ("Late return: £25 per hour" -> "Late return")."""
    head, colon, _ = clause.partition(":")
    return head if colon and len(head) <= 40 and not re.search(r"\d", head) else ""


def _asked_terms(question: str) -> set[str]:
    """The question's words a line's label may be keyed by: its content words but for asking and money words."""
    from course_lib.sim.words.text import content_terms

    asking = set(content_terms("how much what will pay cost costs price charge charges fee fees owe get got "
                               "day days week weeks hour hours night nights month months minute minutes total"))
    return {t for t in content_terms(question) if not t[:1].isdigit() and t not in asking and len(t) >= 3}


def _named_rate(unit: str, lines: list[str]) -> tuple[float, str] | None:
    """The one line the cap words "the daily rate" name: labelled a rate (``head_label_rate``), a price per
    that unit; ``(value, its price)`` or ``None`` (none, or more than one)."""
    d = _data()
    unit = {"daily": "day", "nightly": "night", "weekly": "week"}.get(unit.lower(), unit.lower().removesuffix("'s"))
    found = []
    for line in lines:
        for clause in re.split(r";\s*|(?<=[.!?])\s+", line):
            if not re.match(d["head_label_rate"], _label(clause).strip(), re.IGNORECASE):
                continue
            found += [m for m in re.finditer(d["head_rate"], clause, re.IGNORECASE)
                      if m.group("unit").lower() == unit and m.group("n")]
    if len(found) != 1:
        return None
    return float(found[0].group("n")), found[0].group(0).strip()


def _percent_line(question: str, lines: list[str], shares) -> Headed | None:
    """"if the total ends up £2,600 how much is the deposit" over "Deposit: 30% to confirm": the question states
    one total (``head_total_said``) and one clause sharing its head noun holds one percentage, a part of the total
    (``head_percent``): that part worked; a reason when the percentage changes the total ("10% off":
    ``head_percent_change``) or stands with other figures; ``None`` otherwise."""
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_value

    d = _data()
    amounts = [m for m in AMOUNT_RE.finditer(question) if m.group("sign")]
    if len(amounts) != 1 or not re.search(d["head_total_said"], question[:amounts[0].start()], re.IGNORECASE):
        return None
    found = [(line, clause) for line in lines for clause in re.split(r";\s*|(?<=[.!?])\s+", line)
             if len(re.findall(d["head_percent"], clause)) == 1
             and shares(clause[:re.search(d["head_percent"], clause).start()])]
    if len(found) != 1:
        return None
    line, clause = found[0]
    besides = _priced_besides(line, lines, shares)
    if besides:
        return Headed(line, reason=f"the line {line[:100]!r} gives the percentage, and the question also names "
                                   f"{besides!r}, priced on another line")
    pct = re.search(d["head_percent"], clause)
    rest = clause[:pct.start()] + " " + clause[pct.end():]
    if re.search(d["head_percent_change"], clause, re.IGNORECASE) or re.search(r"\d", rest):
        return Headed(line, reason=f"the line {line[:100]!r} gives a percentage, with words or figures beside it that "
                                   "may make it other than a part of the total the question states")
    value = float(pct.group("n")) / 100 * amount_value(amounts[0])
    said = f"{pct.group(0).replace(' ', '')} of {amounts[0].group(0).strip()}"
    return Headed(line, worked=f"{money(value, amounts[0].group('sign'))} ({said}), from: \"{clause.strip()}\"")


def _counted_line(question: str, lines: list[str], shares) -> Headed | None:
    """"if we end up doing 700 miles what do we pay for the extra miles" over "150 miles per day included, pooled
    over the hire; extra miles 25p each": the question counts a thing (no time unit), and one clause prices one of
    it (``head_each``: "Np each" said of the thing, or "£N per <thing>"): the product, with the documents'
    allowance of it taken off first (``head_allowance``; an allowance per day times the hire's days, when pooled:
    ``head_pooled``, the days stated once and any extension added: ``head_period_count`` / ``head_extended``); a
    reason when the price is for what goes beyond an allowance no line states, or the days are not plain;
    ``None`` otherwise."""
    d = _data()
    count = [c for c in counts(question) if _unit(c[1][0]) not in ("day", "night", "week", "hour", "month", "minute")
             and not _is_person(c[1][0]) and len(c[1][0]) >= 2]
    if len(count) != 1:
        return None
    n, noun = count[0][0], _singular(count[0][1][0])
    forms = "|".join(re.escape(f) for f in {noun, noun + "s", noun + "es"})
    found = []
    for line in lines:
        for clause in re.split(r";\s*|(?<=[.!?])\s+", line):
            for m in re.finditer(d["head_each"], clause, re.IGNORECASE):
                said_of = clause[:m.start()]
                if m.group("each") and re.search(rf"\b(?:{forms})\b", said_of, re.IGNORECASE) and shares(said_of) \
                        or m.group("unit") and _singular(m.group("unit")) == noun:
                    found.append((line, clause, m))
    if len(found) != 1:
        return None
    line, clause, m = found[0]
    besides = _priced_besides(line, lines, shares)
    if besides:
        return Headed(line, reason=f"the line {line[:100]!r} prices the question's count, and the question also names "
                                   f"{besides!r}, priced on another line, which the amount asked may add to")
    rate = float(m.group("n")) if m.group("n") else int(m.group("pence")) / 100
    sign = m.group("sign") or "£"
    price = m.group(0).split(" per")[0].split(" each")[0].strip()
    allowances = [(a, ln) for ln in lines for a in re.finditer(d["head_allowance"].replace("{unit}", forms), ln,
                                                                re.IGNORECASE)]
    over = re.search(d["head_over"], clause[:m.start()] + " " + clause[m.end():], re.IGNORECASE)
    if not allowances:
        if over:
            return Headed(line, reason=f"the line {line[:100]!r} prices what goes beyond an allowance that no line "
                                       "states")
        value, said = n * rate, f"{n} × {price}"
    else:
        if len(allowances) != 1:
            return Headed(line, reason=f"the line {line[:100]!r} prices it, and more than one allowance of it is stated")
        a, a_line = allowances[0]
        each = int((a.group("n1") or a.group("n2")).replace(",", ""))
        per = a.group("per") if a.group("n2") else None
        if per:
            days = _period_count(per, question, lines)
            if days is None or not re.search(d["head_pooled"], a_line, re.IGNORECASE):
                return Headed(line, reason=f"the line {a_line[:100]!r} allows so many per {per}, and how many {per}s "
                                           "the allowance covers, or whether it is pooled, is not plain")
            allowed, said_allowed = each * days, f"{days} × {each} included"
        else:
            allowed, said_allowed = each, f"{each} included"
        extra = max(0, n - allowed)
        value, said = extra * rate, f"{extra} × {price}: {n} − {said_allowed}"
    both = re.search(r"\beach\s+way\b|\bboth\s+ways\b|\bthere\s+and\s+back\b", clause, re.IGNORECASE)
    if both:
        value, said = 2 * value, f"{said}, each way"
    return Headed(line, worked=f"{money(value, sign)} ({said}), from: \"{line}\"")


def _priced_besides(line: str, lines: list[str], shares) -> str:
    """A head word of the question that ``line`` does not hold and another line holding an amount of money does
    ("i'm 25 miles away and need a standard tuning, what will it cost": "tuning", beside the call-out line): the
    amount asked may be a sum of both; ``""`` when none."""
    from course_lib.sim.words.currencies import AMOUNT_RE

    mine = shares(line)
    for other in lines:
        if other != line and any(a.group("sign") for a in AMOUNT_RE.finditer(other)):
            extra = shares(other) - mine
            if extra:
                return sorted(extra)[0]
    return ""


def _period_count(per: str, question: str, lines: list[str]) -> int | None:
    """How many of ``per`` (day, night, week) the hire runs: the question's own count, else the one count the
    documents state, plus any extension a line states (``head_extended``); ``None`` when not plain."""
    from course_lib.sim.words.number_words import values

    d = _data()
    said = [c[0] for c in counts(question) if _unit(c[1][0]) == per]
    if len(said) == 1:
        return said[0]
    if said:
        return None
    words = {**values(1, 7), "a": 1, "an": 1}
    base, more = set(), 0
    for line in lines:
        extended = list(re.finditer(d["head_extended"], line, re.IGNORECASE))
        for m in extended:
            if (m.group("per") or m.group("per2")).lower() == per:
                raw = (m.group("n") or m.group("m")).lower()
                more += int(raw) if raw.isdigit() else words.get(raw, 0)
        rest = re.sub(d["head_extended"], " ", line, flags=re.IGNORECASE)
        base |= {int(m.group("n")) for m in re.finditer(d["head_period_count"], rest, re.IGNORECASE)
                 if m.group("per").lower() == per}
    if len(base) != 1:
        return None
    return base.pop() + more


_KM = {"kms": "km", "kilometre": "km", "kilometres": "km", "kilometer": "km", "kilometers": "km"}


def _distance_unit(word: str) -> str:
    return _KM.get(word.lower(), _singular(word))


def distance_charge(question: str, reply: str) -> Headed | None:
    """"whats the delivery charge" answered by "Delivery: free within 25 miles, then £2 per mile each way (your site
    is 31 miles from our yard)": a charge asked (``charge_asked``), and one line of the reply whose label shares
    a word of the question charges per unit of distance beyond a free distance (``head_allowance``, ``head_each``,
    ``distance_units``); the distance is the one other distance of that line, else the question's own: the charge
    (D - N) x P, twice for "each way", worked; a reason when no distance, or more than one, is stated; ``None``
    when the reply holds the worked figure already, or no such line is quoted."""
    from course_lib.sim.words.quantities import asks_money

    d = _data()
    if not (asks_money(question) or re.search(d["charge_asked"], question, re.IGNORECASE)):
        return None
    units = "|".join(re.escape(u) for u in sorted(d["distance_units"], key=len, reverse=True))
    asked = _asked_terms(question)
    from course_lib.sim.words.text import content_terms

    found = []
    for line in re.split(r"\n|(?<=[.!?])\s+(?=[A-Z])", reply[:_MAX_CHARS]):
        free = re.search(d["head_allowance"].replace("{unit}", units), line, re.IGNORECASE)
        if not free or free.group("per") or not asked & set(content_terms(_label(line) or line[:free.start()])):
            continue
        unit = _distance_unit(re.search(rf"(?:{units})\b", free.group(0), re.IGNORECASE).group(0))
        prices = [m for m in re.finditer(d["head_each"], line[free.end():], re.IGNORECASE)
                  if m.group("unit") and _distance_unit(m.group("unit")) == unit]
        if len(prices) == 1:
            found.append((line.strip(), free, prices[0], unit))
    if len(found) != 1:
        return None
    line, free, m, unit = found[0]
    rest = line.replace(free.group(0), " ").replace(m.group(0), " ")
    stated = [int(x.group("n").replace(",", "")) for x in re.finditer(
        rf"(?<![\d.£$€])(?P<n>\d[\d,]*)\s*(?:{units})\b", rest, re.IGNORECASE)
        if _distance_unit(re.search(rf"(?:{units})\b", x.group(0), re.IGNORECASE).group(0)) == unit]
    stated += [c[0] for c in counts(question) if _distance_unit(c[1][0]) == unit]
    if len(set(stated)) != 1:
        return Headed(line, reason=f"the line {line[:100]!r} charges beyond a free distance, and "
                                   + ("no distance is stated" if not stated else "more than one distance is stated"))
    distance, within = stated[0], int((free.group("n1") or free.group("n2")).replace(",", ""))
    rate = float(m.group("n")) if m.group("n") else int(m.group("pence")) / 100
    price = m.group(0).strip()
    value, said = max(0, distance - within) * rate, f"({distance} − {within}) × {price}"
    if re.search(r"\beach\s+way\b|\bboth\s+ways\b|\bthere\s+and\s+back\b", line, re.IGNORECASE):
        value, said = 2 * value, f"{said}, each way: × 2"
    if _named_value(value, reply):
        return None
    return Headed(line, worked=f"{money(value, m.group('sign') or '£')} ({said}), from: \"{line}\"")


def _named_value(value: float, reply: str) -> bool:
    from course_lib.sim.words.currencies import AMOUNT_RE, amount_value

    return any(abs(amount_value(a) - value) < 0.005 for a in AMOUNT_RE.finditer(reply) if a.group("sign"))
