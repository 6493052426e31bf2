"""Operations written in words on a quoted line, for a worked figure asked (issue 26; the forty-seventh
set's PP1, the family of MM2 / NN2 / OO1): read once for every grounded reply by ``asked_kinds.unmet``
(through its worked-amount check, beside ``quoted_operands``), whatever reader chose the lines.

- a difference ("a reconditioned unit is thirty pounds less", "... is £5 more") on a line of the reply
  or of the documents holding one other amount, for an amount asked of what the difference is said of
  (a word of the question the other amount's sentence does not hold): the other amount less or plus it;
- the rest of a whole ("the balance is due six weeks before", "the rest is due on the day") beside the
  part paid, for a question asking what is left to pay: the whole (the one other amount of that
  document, else the one of the paragraph over the rest's line, else the one on a line naming the
  question's words) less the part;
- a per-place list ("first, five pounds; second, three pounds", "a win scores 2, a draw 1") and a
  question naming places with their counts ("a first and two seconds", "won three and drew two"):
  the sum of each place's value times its count; a place the list does not price is the limit. One
  place asked once ("what does a win score?") is the list's own answer, left alone;
- a price per person ("Price per rider: £36", "£12 each") quoted for a question listing its party ("for me
  and my sister", "the two of us"): the price times the party; a party of an unsized item ("us", "my
  sister's kids") or a line of several prices is the limit;
- a value carrying a legend's mark whose note states an amount included ("+ = 5-second penalty,
  included in the time shown"), asked "without" it: the value less the amount (a time or a figure).

Each gives the worked reply, or the working limit when its operands are not read, never the line. Cues are
data (``data/sim/asked_kinds.yaml``, ``worked_operations``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import amounts as _amounts
from course_lib.sim.grounded.said_amounts import money as _money
from course_lib.sim.words.cues import read
from course_lib.sim.words.quantities import spoken_amounts
from course_lib.sim.words.text import content_terms

DATA = "asked_kinds.yaml"
_MAX_DOCS = 20
_MAX_LINES = 400
_SMALL = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_HEAD = 5  # two words sharing their first five letters are one word's forms


@lru_cache(maxsize=2048)
def spoken(text: str) -> str:
    """``text`` with its amounts in words as figures ("thirty pounds" -> "30 pounds"), read once a text."""
    return spoken_amounts(text)


# a reply any of these checks may read: a figure, or a word of an amount or an operation
_GATE_RE = re.compile(r"\d|\b(?:pounds?|euros?|dollars?|less|cheaper|more|extra|rest|balance|remainder|first|win|each|per)\b",
                      re.IGNORECASE)


@dataclass(frozen=True)
class Worked:
    """What the reply holds instead of the worked figure, and the worked reply when it can be worked."""

    held: str
    worked: str = ""


@lru_cache(maxsize=1)
def _cues() -> dict:
    data = read(DATA).get("worded_operations")
    keys = ("difference", "rest_line", "rest_stated", "rest_question", "place_value", "counts_before", "counts_after",
            "without_question", "legend_note", "legend_added", "legend_taken", "operation_word", "per_head",
            "per_head_asked")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) and data[k] for k in keys):
        raise ValueError(f"{DATA}: 'worded_operations' must map {', '.join(keys)} to patterns")
    if not isinstance(data.get("places"), list) or not isinstance(data.get("place_forms"), dict):
        raise ValueError(f"{DATA}: 'worded_operations' needs 'places' and 'place_forms'")
    out = {k: re.compile(data[k], re.IGNORECASE | (re.MULTILINE if k == "legend_note" else 0))
           for k in keys if k != "place_value"}
    out["templates"] = {"place_value": data["place_value"]}
    out["after_forms"] = tuple(str(w).lower() for w in data.get("counts_after_forms") or ())
    out["places"] = [(str(p), re.compile(str(q), re.IGNORECASE), str(f)) for p, q, f in data["places"]]
    out["place_forms"] = {str(k): str(v) for k, v in data["place_forms"].items()}
    out["up"] = frozenset(data.get("difference_up") or ())
    for k in ("count_each", "price_question", "discount_line", "discount_count", "discount_amount", "discount_word",
              "legend_points", "points_cell"):
        if not isinstance(data.get(k), str) or not data[k]:
            raise ValueError(f"{DATA}: 'worded_operations' must map {k} to a pattern")
        out[k] = re.compile(data[k], re.IGNORECASE)
    out["legend_less"] = frozenset(" ".join(str(w).lower().split()) for w in data.get("legend_less") or ())
    units = data.get("rate_units")
    if not isinstance(units, dict) or not units:
        raise ValueError(f"{DATA}: 'worded_operations' needs 'rate_units'")
    out["unit_of"] = {str(w).lower(): str(u) for u, forms in units.items() for w in forms}
    from course_lib.sim.words.number_words import values

    out["counts"] = {**values(1, 20), **{str(k).lower(): int(v) for k, v in (data.get("count_words") or {}).items()}}
    out["english_units"] = frozenset(str(w).lower() for w in data.get("rate_units_english") or ())
    out["english_counts"] = frozenset(values(1, 20))
    out["asking"] = frozenset(str(w).lower() for w in data.get("asking_words") or ())
    forms = "|".join(sorted(map(re.escape, out["unit_of"]), key=len, reverse=True))
    counts = "|".join(sorted(map(re.escape, out["counts"]), key=len, reverse=True))
    out["asked_count"] = re.compile(rf"(?<![\w.,:£$€])(?P<n>\d{{1,3}}|{counts})\s+(?:(?:more|extra|full|whole)\s+)?"
                                    rf"(?P<unit>{forms})\b", re.IGNORECASE)
    out["rate"] = re.compile(rf"(?P<amount>(?:[$€£]\s?)?\d[\d,]*(?:\.\d{{1,2}})?(?:\s*(?:pounds?|euros?|euro|dollars?|eur|gbp|usd))?)"
                             rf"\s*(?:/\s*|{data['rate_per']}\s+)(?P<unit>{forms})\b", re.IGNORECASE)
    out["rate_asked"] = re.compile(rf"(?:/\s*|\b{data['rate_per']}\s+)(?:{forms})\b", re.IGNORECASE)
    return out


def operation_word(word: str) -> bool:
    """Whether ``word`` is a question word these operations read ("without", "rest", "seconds"), a count
    word that is an operand ("tre", "cinco", "three", "三") or a word of asking a price ("costa", "cuesta")."""
    cues = _cues()
    w = word.strip().lower()
    return bool(cues["operation_word"].fullmatch(w)) or w in cues["counts"] or w in cues["asking"] or (
        bool(w) and all(c in _HAN_COUNT for c in w))


_HAN_COUNT = "一二两三四五六七八九十"


def asks_without(question: str) -> bool:
    """Whether ``question`` takes an included amount back out ("without the deduction", "not counting")."""
    return bool(_cues()["without_question"].search(question))


def _sentences(text: str) -> list[str]:
    return [x.strip() for x in re.split(r"(?<=[.!?;])\s+|\n|\s*[()]\s*", text) if x and x.strip()]


def _meets(term: str, terms: set[str]) -> bool:
    return term in terms or (len(term) >= _HEAD and any(len(t) >= _HEAD and t[:_HEAD] == term[:_HEAD] for t in terms))


def _hits(asked: list[str], text: str) -> set[str]:
    terms = set(content_terms(text))
    return {t for t in asked if _meets(t, terms)}


def _doc_lines(bodies: list[str]) -> list[list[str]]:
    return [[x for x in body.splitlines()[:_MAX_LINES] if x.strip()] for body in bodies[:_MAX_DOCS]]


def unworked(question: str, reply: str, bodies: list[str], money: bool, ignore: frozenset[str]) -> Worked | None:
    """The module docstring's checks of ``reply`` for ``question`` (``money``: it asks an amount of money;
    ``ignore``: the question's words of asking)."""
    if not _GATE_RE.search(reply):
        return None  # (cheap: no figure, no operation word)
    if not any(c.isdigit() for c in spoken(reply)):
        return None
    asked = [t for t in content_terms(question) if t not in ignore and not t.isdigit()]
    return (_places(question, reply) or _without(question, reply, bodies)
            or (_rest(question, reply, bodies, asked) if money else None)
            or (_per_head(question, reply) if money else None)
            or (_difference(question, reply, bodies, asked) if money else None))


# --- a rate per a unit times the question's own count, in several languages -------------------------

def per_count(question: str, reply: str, bodies: list[str], english: bool = True) -> Worked | None:
    """A price per a unit quoted ("8 euros por noche", "12 euro al giorno", "£9 a night") for a question
    asking the price of a count of that unit ("para cinco noches", "per tre giorni", "for four nights"):
    the count times the price, less a discount a line of the documents gives for that count or sum
    ("10% off for 3 or more nights", "打九折"); a discount whose condition is not read, or several prices
    per that unit, is the working limit. Read for every language the cues hold; a question asking the
    rate itself ("al giorno?") is left alone. ``english=False``: an English count and rate of English units
    ("£41 per day" for "three days") are left to the period readers of ``asked_kinds``."""
    cues = _cues()
    if not any(c.isdigit() for c in reply) or not cues["price_question"].search(question) \
            or cues["rate_asked"].search(question):
        return None
    m = cues["asked_count"].search(question)
    if m is None:
        return None
    word = m.group("n").lower()
    count = int(word) if word.isdigit() else cues["counts"].get(word)
    unit = cues["unit_of"][m.group("unit").lower()]
    if not count or count < 2:
        return None
    said = spoken(reply)
    rates = [(r, x) for x in _sentences(said) for r in cues["rate"].finditer(x)
             if cues["unit_of"].get(r.group("unit").lower()) == unit and _amounts(r.group("amount"))]
    if not rates:
        return None
    if not english and (word.isdigit() or word in cues["english_counts"]) and all(
            x.lower() in cues["english_units"] for x in (m.group("unit"), *(r.group("unit") for r, _ in rates))):
        return None  # ("£41 per day" for "three days": the period readers' own)
    line = rates[0][1]
    held = f"the price per {unit} \"{line.rstrip('.')}\" quoted, not times the {count} the question asks"
    prices = {_amounts(r.group("amount"))[0] for r, _ in rates}
    if len(prices) != 1:
        return Worked(held)
    each, sign = next(iter(prices))
    total = each * count
    working = f"{count} x {_money(each, sign)}"
    discount = _discount(bodies, reply, count, total)
    if discount is False:
        return Worked(held)
    if discount:
        share, text = discount
        total = round(total * (1 - share / 100), 2)
        working += f", less {share:g}% ({text.rstrip('.')})"
    return Worked(held, f"{_money(total, sign)} ({working}: {line.rstrip('.')}).")


def _discount(bodies: list[str], reply: str, count: int, total: float) -> tuple[float, str] | bool | None:
    """The share off a line of the documents gives (percent), when its condition (a count or an amount)
    is met; ``None`` when no line gives a discount or its condition is not met; ``False`` when a line
    gives one whose condition is not read."""
    cues = _cues()
    for text in [*bodies[:_MAX_DOCS], reply]:
        if "%" not in text and "折" not in text and not cues["discount_word"].search(text):
            continue
        for line in text.splitlines()[:_MAX_LINES]:
            m = cues["discount_line"].search(line)
            if m is None:
                if cues["discount_word"].search(line):
                    return False  # ("a discount applies to members": its share or who gets it not read)
                continue
            if m.group("zhe"):  # "打九折": 90% paid, "打八五折": 85%, "打9.5折": 95%
                zhe = m.group("zhe")
                tenth = float(zhe) if zhe[0].isdigit() else _han_digit(zhe)
                hundredth = _han_digit(m.group("zhe2")) if m.group("zhe2") else 0
                if tenth is None or hundredth is None:
                    return False
                share = 100 - (tenth * 10 + hundredth)
            else:
                share = float(m.group("pct") or m.group("pct2"))
            need = cues["discount_count"].search(line)
            floor = cues["discount_amount"].search(line)
            if need:
                n = need.group("n") or need.group("n2")
                n_value = int(n) if n.isdigit() else _han_number(n)
                if n_value is None:
                    return False
                if count >= n_value:
                    return share, line.strip()
                continue
            if floor:
                if total > float(floor.group("amount").replace(",", "")):
                    return share, line.strip()
                continue
            return False  # (a discount of no condition it reads: who gets it is not known)
    return None


def _han_digit(text: str) -> int | None:
    from course_lib.sim.words.number_words import CJK_VALUES

    return int(text) if text.isdigit() else CJK_VALUES.get(text)


def _han_number(text: str) -> int | None:
    from course_lib.sim.words.number_words import CJK_VALUES

    return CJK_VALUES.get(text)


# --- a count in the quoted item times its price each ----------------------------------------------------

def count_each(question: str, reply: str, ignore: frozenset[str]) -> Worked | None:
    """``_count_each`` for a question asking an amount of money (``price_question``), whatever the reply
    opens with (a job sheet's numbered items: "2 Sofa: ...")."""
    if "each" not in reply.lower() and "per " not in reply.lower() and not re.search(r"ciascun|cada|l'uno", reply) \
            or not _cues()["price_question"].search(question):
        return None
    asked = [t for t in content_terms(question) if t not in ignore and not t.isdigit()]
    return _count_each(question, reply, asked)


def _count_each(question: str, reply: str, asked: list[str]) -> Worked | None:
    """An item quoted with its count and a price each ("4 cushions recovered at £18 each") for a question
    asking what the item costs ("the sofa job", "the cushions"): the count times the price. A question
    asking the price of one ("each cushion") or giving its own count is left alone."""
    cues = _cues()
    if cues["per_head_asked"].search(question) or any(c.isdigit() for c in question) or any(
            w in cues["counts"] for w in re.findall(r"[a-zà-ú]+", question.lower())) \
            or re.search(r"\b(?:a\s+single|a\s+couple)\b", question, re.IGNORECASE):
        return None  # (the question's own count: the party and period readers' business)
    said = spoken(reply)
    stated = {round(v, 2) for v, _ in _amounts(said)}
    for sentence in _sentences(said):
        m = cues["count_each"].search(sentence)
        if m is None or not _hits(asked, sentence):
            continue
        priced = _amounts(m.group("amount"))
        count = int(m.group("n"))
        if len(priced) != 1 or count < 2:
            continue
        each, sign = priced[0]
        if round(each * count, 2) in stated:
            return None  # (worked already: "GBP 36 (3 runners x £12 each)")
        thing = " ".join(m.group("thing").split())
        return Worked(f"the line \"{sentence.rstrip('.')}\" quoted, its count not times its price each",
                      f"{_money(each * count, sign)} ({count} x {_money(each, sign)}, {thing}: {sentence.rstrip('.')}).")
    return None


# --- a difference said of another thing ---------------------------------------------------------------

_DIFFERENCE_ASKED_RE = re.compile(r"\bhow\s+much\s+(?:less|cheaper|more|extra|dearer|off)\b|\bdifference\b|\bsave\b",
                                  re.IGNORECASE)


def _difference(question: str, reply: str, bodies: list[str], asked: list[str]) -> Worked | None:
    if _DIFFERENCE_ASKED_RE.search(question):
        return None  # (the difference itself is asked)
    said = spoken(reply)
    for sentence in _sentences(said):
        m = _cues()["difference"].search(sentence)
        if m is None or not _amounts(m.group("amount")):
            continue
        own = _hits(asked, sentence)
        step, sign = _amounts(m.group("amount"))[0]
        held = f"the line \"{sentence.rstrip('.')}\" quoted, its difference not applied"
        bases: set[float] = set()
        other = False  # the question asks the other amount's thing ("a new one"): the line answers it
        for carrier in (*_carriers(sentence, bodies), _reply_line(sentence, said)):
            rest = [s for s in _sentences(carrier) if s != sentence and m.group(0) not in s]
            bases = {v for x in rest for v, s in _amounts(x) if s == sign}
            other = bool(bases) and not own - set().union(*(_hits(asked, s) for s in rest))
            if bases:
                break
        if not own or other:
            continue
        if len(bases) != 1:
            return Worked(held)
        base = next(iter(bases))
        up = m.group("dir").lower() in _cues()["up"]
        result = base + step if up else base - step
        if result < 0:
            return Worked(held)
        verb = "plus" if up else "less"
        return Worked(held, f"{_money(result, sign)} ({_money(base, sign)} {verb} {_money(step, sign)}: "
                            f"{sentence.rstrip('.')}).")
    return None


def _reply_line(sentence: str, said: str) -> str:
    """The line of the reply holding ``sentence`` ("Crystal: 70 pounds (a mineral one is 28 pounds less)")."""
    return next((x for x in said.splitlines() if sentence in x), "")


def _carriers(sentence: str, bodies: list[str]) -> tuple[str, str]:
    """The document line holding ``sentence`` (spoken), where its other amount is, and the line above it
    ("Hedge trimming: £45." over "A trim ... is £12 cheaper.")."""
    key = " ".join(sentence.split())[:60]
    for lines in _doc_lines(bodies):
        for i, line in enumerate(lines):
            flat = " ".join(spoken(line).split())
            if key in flat:
                return flat, " ".join(spoken(lines[i - 1]).split()) if i else ""
    return "", ""


# --- the rest of a whole, the part paid ------------------------------------------------------------

def _rest(question: str, reply: str, bodies: list[str], asked: list[str]) -> Worked | None:
    cues = _cues()
    if not cues["rest_question"].search(question):
        return None
    said = spoken(reply)
    rest = next((s for s in _sentences(said.replace(";", ",")) if cues["rest_line"].search(s)), None)
    if rest is None:
        return None
    if _cues()["rest_stated"].search(rest):
        return None  # ("the balance of £140 can be paid by card": the rest's own amount answers)
    held = f"the line \"{rest.rstrip('.')}\" quoted, the rest not worked"
    paid = _amounts(rest)
    if len(paid) != 1:
        return Worked(held)
    part, sign = paid[0]
    key = " ".join(rest.split())[:40]
    wholes: list[tuple[float, str]] = []
    above: set[float] = set()  # the wholes of the paragraph over the rest's line ("The package is GBP 180 ...")
    for body in bodies[:_MAX_DOCS]:
        flat = [" ".join(spoken(x).replace(";", ",").split()) for x in body.splitlines()[:_MAX_LINES]]
        at = next((i for i, x in enumerate(flat) if key in x), None)
        if at is None:
            continue
        wholes = [(v, x) for x in flat for v, s in _amounts(x.split(key)[0] if key in x else x) if s == sign and v > part]
        start = max((i for i in range(at) if not flat[i].strip(" >")), default=-1) + 1
        above = {v for x in flat[start:at + 1] for v, s in _amounts(x.split(key)[0]) if s == sign and v > part}
        break
    if not wholes:
        wholes = [(v, x) for x in _sentences(said) if x != rest for v, s in _amounts(x) if s == sign and v > part]
    values = {v for v, _ in wholes}
    if len(values) > 1:
        values = above if len(above) == 1 else {v for v, x in wholes if _hits(asked, x)}
    if len(values) != 1:
        return Worked(held)
    whole = next(iter(values))
    return Worked(held, f"{_money(whole - part, sign)} ({_money(whole, sign)} less the {_money(part, sign)} "
                        f"already paid: {rest.rstrip('.')}).")


# --- a per-place list ------------------------------------------------------------------------------

def _place_list(line: str) -> dict[str, tuple[float, str, str]]:
    """{place: (value, sign, unit)} of a line pricing two places or more."""
    cues = _cues()
    out: dict[str, tuple[float, str, str]] = {}
    for place, form in cues["place_forms"].items():
        m = re.search(cues["templates"]["place_value"].replace("{place}", form), line, re.IGNORECASE)
        if m:
            unit = (m.group("unit") or "").lower()
            sign = m.group("sign") or ("£" if unit.startswith("pound") else "€" if unit.startswith("euro")
                                       else "$" if unit.startswith("dollar") else "")
            out[place] = (float(m.group("value")), sign, "points" if unit.startswith(("point", "pt")) else unit)
    return out if len(out) >= 2 else {}


def _asked_places(question: str, listed: set[str]) -> dict[str, int] | None:
    """{place: count} the question names of the family of the ``listed`` places ("a first and two
    seconds": first 1, second 2; "... how much do I win?" names no outcome of a list of places),
    ``None`` when a count is not read."""
    cues = _cues()
    families = {f for p, _, f in cues["places"] if p in listed}
    out: dict[str, int] = {}
    for place, pattern, family in cues["places"]:
        if family not in families:
            continue
        for m in pattern.finditer(question):
            before = cues["counts_before"].search(question[:m.start()])
            after = cues["counts_after"].match(question[m.end():]) if m.group(0).lower() in cues["after_forms"] else None
            word = before.group("n") if before else after.group("n") if after else "1"
            count = int(word) if word.isdigit() else _SMALL.get(word.lower())
            if count is None:
                return None
            out[place] = out.get(place, 0) + count
    return out


def _places(question: str, reply: str) -> Worked | None:
    said = spoken(reply)
    lists = [(x, _place_list(x)) for x in _sentences(said.replace(";", ",")) + [said]]
    lists = [(x, p) for x, p in lists if p]
    if not lists:
        return None
    line, prices = lists[0]
    asked = _asked_places(question, set(prices))
    if asked is None or not asked or sum(asked.values()) < 2:
        return None  # (one place asked once: the list answers it)
    held = f"the per-place list \"{line.rstrip('.')}\" quoted, not summed over the places asked"
    if not set(asked) <= set(prices) or len({s for _, s, _ in prices.values()}) != 1:
        return Worked(held)
    total = sum(prices[p][0] * n for p, n in asked.items())
    sign = next(iter(prices.values()))[1]
    unit = "" if sign else next((u for _, _, u in prices.values() if u), "")  # ("a first scores 3 points, a second 2")
    parts = " + ".join(f"{n} x {p} {_money(prices[p][0], sign) if sign else f'{prices[p][0]:g}'}"
                       for p, n in asked.items())
    figure = _money(total, sign) if sign else f"{total:g}{' ' + unit if unit else ''}"
    return Worked(held, f"{figure} ({parts}: {line.rstrip('.')}).")


# --- a legend's included amount, asked without ------------------------------------------------------

_TIME_RE = r"(?P<time>\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)"


def _seconds(time: str) -> float:
    parts = time.split(":")
    value = 0.0
    for p in parts:
        value = value * 60 + float(p)
    return value


def _clock(value: float, like: str) -> str:
    decimals = len(like.rsplit(".", 1)[1]) if "." in like.rsplit(":", 1)[-1] else 0
    whole = like.count(":")
    hours, rest = divmod(value, 3600)
    minutes, secs = divmod(rest, 60)
    sec = f"{secs:0{3 + decimals if decimals else 2}.{decimals}f}"
    if whole == 2:
        return f"{int(hours)}:{int(minutes):02d}:{sec}"
    return f"{int(value // 60)}:{sec}"


def _without(question: str, reply: str, bodies: list[str]) -> Worked | None:
    cues = _cues()
    if not cues["without_question"].search(question) or not re.search(r"[*+†‡#^]", reply):
        return None
    notes = [m for text in [*bodies[:_MAX_DOCS], reply] for m in cues["legend_note"].finditer(text)]
    for note in notes:
        mark = note.group("mark")
        marked = re.search(_TIME_RE + r"\s*" + re.escape(mark), reply)
        if marked is None:
            continue
        text = note.group("note").strip()
        held = f"the value {marked.group('time')}{mark} quoted with its note \"{text}\" not taken out"
        unit = note.group("unit").lower()
        scale = 60 if unit.startswith("min") else 3600 if unit.startswith("hour") else 1 if unit.startswith("s") else 0
        added, taken = cues["legend_added"].search(text), cues["legend_taken"].search(text)
        if not scale or bool(added) == bool(taken):
            return Worked(held)
        step = float(note.group("n")) * scale
        value = _seconds(marked.group("time"))
        result = value - step if added else value + step
        if result <= 0:
            return Worked(held)
        verb = "less" if added else "plus"
        return Worked(held, f"{_clock(result, marked.group('time'))} ({marked.group('time')} {verb} the "
                            f"{note.group('n')}-{unit.rstrip('s')} {'penalty' if 'penalt' in text.lower() else 'amount'}: "
                            f"{mark} = {text.rstrip('.')}).")
    return None


def without_points(question: str, reply: str, bodies: list[str]) -> Worked | None:
    """A row's points quoted ("...; pts: 19.") for a question taking out a change a table's comment line
    says the points hold ("# Harp & Crown had 2 points deducted"): the points with the change taken back
    (21), whichever document of the table the comment line was cut into."""
    cues = _cues()
    if not cues["without_question"].search(question) or "#" not in "".join(bodies[:_MAX_DOCS]):
        return None
    cell = cues["points_cell"].search(reply)
    if cell is None:
        return None
    low = reply.lower()
    clauses = [c for body in bodies[:_MAX_DOCS] for x in body.splitlines()[:_MAX_LINES] if x.lstrip().startswith("#")
               for c in re.split(r";|\.\s+|\s+-\s+", x.lstrip().lstrip("#"))]
    notes = [m for c in clauses for m in [cues["legend_points"].match(c)] if m and m.group("who").strip().lower() in low]
    if not notes:
        return None
    note = notes[0]
    line = note.group(0).lstrip("# ").strip()
    held = f"the row's points {cell.group('v')} quoted with the table's note \"{line}\" not taken back out"
    if len(notes) != 1:
        return Worked(held)
    printed, n = int(cell.group("v")), int(note.group("n"))
    less = " ".join(note.group("way").lower().split()) in cues["legend_less"]
    value = printed + n if less else printed - n
    return Worked(held, f"{value} points ({printed} in the table, which holds the change; {'plus' if less else 'less'} "
                        f"the {n}: {line}).")


# --- a price per person, times the question's party ----------------------------------------------------

def _party_size(question: str) -> tuple[bool, int | None]:
    """(a party is listed, its size or ``None``) ("me and my sister": 2; "us and our kids": unsized)."""
    from course_lib.sim.values.family_counts import group_size, listed_party

    party = listed_party(question)
    if party is not None:
        return True, party.total
    size = group_size(question)
    return size is not None, size


def _per_head(question: str, reply: str) -> Worked | None:
    cues = _cues()
    if not cues["per_head"].search(reply) or cues["per_head_asked"].search(question):
        return None
    listed, size = _party_size(question)
    if not listed or (size is not None and size < 2):
        return None
    said = spoken(reply)
    line = next((x for x in _sentences(said.replace(";", ".\n")) if cues["per_head"].search(x) and _amounts(x)), None)
    if line is None:
        return None
    held = f"the price per person \"{line.rstrip('.')}\" quoted, not times the party the question names"
    prices = {(v, s) for v, s in _amounts(line)}
    if size is None or len(prices) != 1:
        return Worked(held)
    each, sign = next(iter(prices))
    return Worked(held, f"{_money(each * size, sign)} ({size} x {_money(each, sign)}: {line.rstrip('.')}).")
